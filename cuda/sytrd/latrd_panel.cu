/*
 * latrd_panel.cu -- host side of the one-launch xLATRD panel
 * (latrd_panel.cuh): the SYMV tile set per precision, the grid, the
 * workspace and the cooperative launch.
 *
 * The SYMV's parameters are those of the H200's tuned lines with 8 warps
 * (symv/tuning_sm90_h200.h), the panel kernel's block being 8 warps: s, d
 * and c tiles of 64 with two blocks an SM (128 registers a thread), z tiles
 * of 64 with one (its column_begin needs 172 registers; at 128 it spilled
 * 1.2 to 1.9 KB a thread).  The grid is every block the device keeps
 * resident, at most two an SM.
 */
#include <cstdint>

#include "common/smem_limit.cuh"
#include "sytrd/latrd_panel.cuh"
#include "sytrd/latrd_panel.h"
#include "sytrd/panel_scratch.cuh"

namespace trident {
namespace panel {
namespace {

template <class T> struct panel_tiles;
template <> struct panel_tiles<float> {
    typedef symv::traits_s TR;
    static constexpr int U = 64, S = 4, MINB = 2;
};
template <> struct panel_tiles<double> {
    typedef symv::traits_d TR;
    static constexpr int U = 64, S = 3, MINB = 2;
};
template <> struct panel_tiles<float2> {
    typedef symv::traits_c TR;
    static constexpr int U = 64, S = 3, MINB = 2;
};
template <> struct panel_tiles<double2> {
    typedef symv::traits_z TR;
    static constexpr int U = 64, S = 3, MINB = 1;
};

constexpr int kMaxBlocksPerSm = 2;
constexpr int kSymvOrder = 1; /* shortest panels first, as most tuned lines */

template <class T, bool LOWER> void *kernel_for()
{
    typedef panel_tiles<T> P;
    return (void *)latrd_panel_kernel<typename P::TR, P::U, P::S, P::MINB, LOWER>;
}

template <class T> constexpr size_t smem_bytes()
{
    return latrd_panel_smem<T, panel_tiles<T>::U, panel_tiles<T>::S>();
}

/* Blocks of the grid on the current device (0: the kernel cannot run),
 * asked of the runtime (with the shared-memory limit raised) once per
 * device, kernel and triangle: the driver asks twice a panel (workspace,
 * launch).  Devices numbered 64 or more are asked every time. */
template <class T> int grid_blocks(bool lower)
{
    static int cache[2][64]; /* 0: not yet known (a failure is asked again) */
    int dev = 0;
    if (cudaGetDevice(&dev) != cudaSuccess) {
        (void)cudaGetLastError();
        return 0;
    }
    if (dev < 64) {
        const int c = __atomic_load_n(&cache[lower][dev], __ATOMIC_RELAXED);
        if (c > 0) return c;
    }
    int sms = 0, per_sm = 0;
    void *kernel = lower ? kernel_for<T, true>() : kernel_for<T, false>();
    if (cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev) != cudaSuccess ||
        allow_smem(kernel, smem_bytes<T>()) != cudaSuccess ||
        cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, kernel, kPanelThreads, smem_bytes<T>()) !=
            cudaSuccess) {
        (void)cudaGetLastError();
        per_sm = 0;
    }
    if (per_sm > kMaxBlocksPerSm) per_sm = kMaxBlocksPerSm;
    int g = per_sm * sms;
    if (g > kColumnMaxBlocks) g = kColumnMaxBlocks; /* column_begin's partials */
    if (dev < 64 && g > 0) __atomic_store_n(&cache[lower][dev], g, __ATOMIC_RELAXED);
    return g;
}

/* The SYMV's partials for the trailing orders of a panel's columns,
 * n - nb .. n - 1, on a grid of g. */
template <class T> size_t symv_bytes(int64_t n, int64_t nb, int g)
{
    size_t most = 0;
    for (int64_t m = n - nb > 1 ? n - nb : 1; m < n; ++m) {
        const symv::symv_layout l =
            symv::symv_layout_for(symv::symv_geometry_for(m, panel_tiles<T>::U, g), panel_tiles<T>::U, sizeof(T), false);
        if (l.total > most) most = l.total;
    }
    return most > 0 ? most : 1;
}

template <class T> size_t workspace(char uplo, int64_t n, int64_t nb)
{
    const int g = grid_blocks<T>(uplo == 'L' || uplo == 'l');
    return g > 0 ? symv_bytes<T>(n, nb, g) : 0;
}

template <class T>
int launch(cudaStream_t stream, char uplo, int64_t n, int64_t nb, void *a, int64_t lda, void *e, void *tau,
           void *w, int64_t ldw, void *y, void *scratch, void *work)
{
    if (n <= 0 || nb <= 0) return (int)cudaSuccess;
    if (nb > kMaxNb || nb > n) return (int)cudaErrorInvalidValue;
    const bool lower = uplo == 'L' || uplo == 'l';
    const int g = grid_blocks<T>(lower);
    if (g == 0) return (int)cudaErrorCooperativeLaunchTooLarge;
    latrd_panel_args<T> q;
    q.n = n;
    q.nb = nb;
    q.a = (T *)a;
    q.lda = lda;
    q.e = (real_t<T> *)e;
    q.tau = (T *)tau;
    q.w = (T *)w;
    q.ldw = ldw;
    q.y = (T *)y;
    q.cpart = column_partials<T>(scratch);
    q.ppart = (T *)scratch;
    q.dots = dot_partials<T>(scratch);
    q.pend = pending_slot<T>(scratch);
    q.symv_ws = (char *)work;
    q.order = kSymvOrder;
    void *params[] = {&q};
    return (int)cudaLaunchCooperativeKernel(lower ? kernel_for<T, true>() : kernel_for<T, false>(), dim3(g),
                                            dim3(kPanelThreads), params, smem_bytes<T>(), stream);
}

} // namespace
} // namespace panel
} // namespace trident

#define TRIDENT_LATRD_PANEL_ENTRIES(ch, T)                                                                     \
    extern "C" size_t trident_cuda_latrd_panel_workspace_##ch(char uplo, int64_t n, int64_t nb)                \
    {                                                                                                          \
        return trident::panel::workspace<T>(uplo, n, nb);                                                      \
    }                                                                                                          \
    extern "C" int trident_cuda_latrd_panel_##ch(cudaStream_t s, char uplo, int64_t n, int64_t nb, void *a,    \
                                                 int64_t lda, void *e, void *tau, void *w, int64_t ldw,        \
                                                 void *y, void *scratch, void *work)                           \
    {                                                                                                          \
        return trident::panel::launch<T>(s, uplo, n, nb, a, lda, e, tau, w, ldw, y, scratch, work);           \
    }

TRIDENT_LATRD_PANEL_ENTRIES(s, float)
TRIDENT_LATRD_PANEL_ENTRIES(d, double)
TRIDENT_LATRD_PANEL_ENTRIES(c, float2)
TRIDENT_LATRD_PANEL_ENTRIES(z, double2)
