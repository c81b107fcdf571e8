/*
 * panel_kernels.cu -- the device steps of a Householder panel (xLATRD) other
 * than the hemv: latrd_column_begin (column_begin.cuh), latrd_project and
 * store_tridiag, written once for s, d, c, z and double-double (w: the
 * real type dd_real of dd/dd_real.cuh, on trident_dd arrays).  They keep every scalar of the
 * algorithm (tau, beta, the reflector's leading entry) in device memory, so a
 * panel needs no host synchronisation.  Semantics: src/backend/ops_table.h.
 *
 * Per column the stream runs column_begin, the SYMV (one cooperative kernel,
 * which lets project be scheduled once it has read A) and project;
 * column_begin leaves the reflector scaled by alpha - beta and project
 * finishes it and the hemv's product (column_begin.cuh says why).
 * column_begin and project are programmatic dependent launches
 * (panel_common.cuh): each is scheduled while the kernel ahead of it drains.
 * Every reduction runs in a fixed order (tickets elect a last block; no
 * floating-point atomics): results are bitwise reproducible.
 */
#include <cstdint>

#include "sytrd/column_begin.cuh"
#include "sytrd/project.cuh"
#include "sytrd/panel_kernels.h"
#include "sytrd/panel_scratch.cuh"

namespace trident {
namespace panel {
namespace {

template <class T>
__global__ void store_tridiag_kernel(bool lower, int64_t k, int64_t noff, T *a, int64_t lda,
                                     real_t<T> *d, real_t<T> *e)
{
    for (int64_t j = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; j < k;
         j += (int64_t)gridDim.x * blockDim.x) {
        const real_t<T> dj = re(a[j + j * lda]);
        d[j] = dj;
        a[j + j * lda] = make<T>(dj, 0);
        if (lower) {
            if (j < noff) a[(j + 1) + j * lda] = make<T>(e[j], 0);
        } else if (j >= k - noff) {
            a[(j - 1) + j * lda] = make<T>(e[j - 1], 0);
        }
    }
}

inline int grid_for(int64_t n, int block)
{
    int64_t g = (n + block - 1) / block;
    return (int)(g < 1 ? 1 : g > 1024 ? 1024 : g);
}

template <class T>
int column_begin(cudaStream_t s, int64_t m, int64_t k, const void *v, int64_t ldv, void *w,
                 int64_t ldw, int64_t p, const void *y, const void *tau_p, int64_t r, void *a,
                 int64_t nh, void *alpha, void *x, void *tau, void *e, void *scratch,
                 unsigned *counters)
{
    if (k < 0 || k > kMaxNb) return (int)cudaErrorInvalidValue;
    const column_args<T> q = column_args_for<T>(
        m, k, (const T *)v, ldv, (T *)w, ldw, p, (const T *)y, (const T *)tau_p, r, (T *)a, nh, (T *)alpha,
        (T *)x, (T *)tau, (real_t<T> *)e, column_chunk(m), column_partials<T>(scratch),
        counters + 1, pending_slot<T>(scratch));
    const int64_t grid = column_blocks(q);
    if (grid == 0) return 0; /* nothing to do */
    return (int)launch_pdl(column_begin_kernel<T>, (unsigned)grid, kColumnThreads, s, q);
}

template <class T>
int project(cudaStream_t s, int64_t m, int64_t k, const void *v, int64_t ldv, const void *w,
            int64_t ldw, void *x, void *u, void *y, void *scratch, unsigned *counters)
{
    if (m <= 0) return 0;
    if (k < 0 || k > kMaxNb) return (int)cudaErrorInvalidValue;
    const int64_t chunk = project_chunk(m);
    return (int)launch_pdl(project_kernel<T>, (unsigned)((m + chunk - 1) / chunk),
                           kProjectThreads, s, m, (int)k, (const T *)v, ldv, (const T *)w, ldw,
                           (T *)x, (T *)u, (T *)y, chunk, (T *)scratch, counters,
                           (const pending_reflector<T> *)pending_slot<T>(scratch));
}

template <class T>
int store_tridiag(cudaStream_t s, char uplo, int64_t k, int64_t noff, void *a, int64_t lda,
                  void *d, void *e)
{
    if (k <= 0) return 0;
    store_tridiag_kernel<T><<<grid_for(k, 128), 128, 0, s>>>(
        uplo == 'L', k, noff, (T *)a, lda, (real_t<T> *)d, (real_t<T> *)e);
    return (int)cudaGetLastError();
}

} // namespace
} // namespace panel
} // namespace trident

/* ---- C entry points: one set per precision --------------------------------- */

#define TRIDENT_PANEL_ENTRIES(ch, T)                                                          \
    extern "C" int trident_cuda_latrd_column_begin_##ch(                                      \
        cudaStream_t s, int64_t m, int64_t k, const void *v, int64_t ldv, void *w,            \
        int64_t ldw, int64_t p, const void *y, const void *tau_p, int64_t r, void *a,         \
        int64_t nh, void *alpha, void *x, void *tau, void *e, void *scratch,                  \
        unsigned *counters)                                                                   \
    {                                                                                         \
        return trident::panel::column_begin<T>(s, m, k, v, ldv, w, ldw, p, y, tau_p, r, a,    \
                                               nh, alpha, x, tau, e, scratch, counters);      \
    }                                                                                         \
    extern "C" int trident_cuda_latrd_project_##ch(cudaStream_t s, int64_t m, int64_t k,      \
                                                   const void *v, int64_t ldv, const void *w, \
                                                   int64_t ldw, void *x, void *u,             \
                                                   void *y, void *scratch, unsigned *counters)\
    {                                                                                         \
        return trident::panel::project<T>(s, m, k, v, ldv, w, ldw, x, u, y, scratch,          \
                                          counters);                                          \
    }                                                                                         \
    extern "C" int trident_cuda_store_tridiag_##ch(cudaStream_t s, char uplo, int64_t k,      \
                                                   int64_t noff, void *a, int64_t lda,        \
                                                   void *d, void *e)                          \
    {                                                                                         \
        return trident::panel::store_tridiag<T>(s, uplo, k, noff, a, lda, d, e);              \
    }

TRIDENT_PANEL_ENTRIES(s, float)
TRIDENT_PANEL_ENTRIES(d, double)
TRIDENT_PANEL_ENTRIES(c, float2)
TRIDENT_PANEL_ENTRIES(z, double2)
TRIDENT_PANEL_ENTRIES(w, trident::dd_real)
