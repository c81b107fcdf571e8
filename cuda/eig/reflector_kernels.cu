/*
 * reflector_kernels.cu -- the two small device steps of the blocked
 * back-transformation Z := Q Z (src/backend/cuda/, apply_q), written once for
 * s, d, c, z.  The heavy work, V^H V, V^H Z, T W and Z - V W, is cuBLAS;
 * these kernels only put a panel of reflectors into a form cuBLAS can use and
 * build the block reflector's triangular factor, both without a host round
 * trip.  Contracts: reflector_kernels.h.
 */
#include <cstdint>

#include "common/scalar.cuh"
#include "eig/reflector_kernels.h"

namespace trident {
namespace {

constexpr int kMaxNb = TRIDENT_REFLECTOR_MAX_NB;
constexpr int kPanelBlock = 256;

/*
 * One block row-range per blockIdx.x, one reflector per blockIdx.y.  Every
 * element of v is written (ones and zeros included), so v needs no clearing
 * and A's unit positions, which hold the off-diagonal of T, are never read.
 */
template <class T>
__global__ void __launch_bounds__(kPanelBlock) panel_kernel(bool qr_lower, int64_t rows, int64_t ib,
                                                            const T *panel, int64_t ldp, T *v,
                                                            int64_t ldv)
{
    const int64_t j = blockIdx.y;
    const int64_t unit = qr_lower ? j : rows - ib + j;
    for (int64_t r = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; r < rows;
         r += (int64_t)gridDim.x * blockDim.x) {
        T val;
        if (r == unit) val = make<T>(1, 0);
        else if (qr_lower ? r < unit : r > unit) val = make<T>(0, 0);
        else val = panel[r + j * ldp];
        v[r + j * ldv] = val;
    }
}

/*
 * The factor T of xLARFT from the Gram matrix S = V^H V:
 *   forward:  T(j,j) = tau_j,  T(j,i) = sum_{l=j}^{i-1} T(j,l) (-tau_i S(l,i)),  i > j;
 *   backward: T(j,j) = tau_j,  T(j,i) = sum_{l=i+1}^{j} T(j,l) (-tau_i S(l,i)),  i < j.
 * (xLARFT's column recurrence T(:,i) = -tau_i T(:,:) V^H v_i, read by rows.)
 * Row j needs only its own earlier entries, so each thread builds one row in
 * registers / local memory with no communication at all; the sums run in a
 * fixed order, so T is bitwise reproducible.  One block of ib threads.
 */
template <class T>
__global__ void __launch_bounds__(kMaxNb) factor_kernel(bool forward, int ib, const T *s,
                                                        int64_t lds, const T *tau, T *t,
                                                        int64_t ldt)
{
    const int j = threadIdx.x;
    if (j >= ib) return;
    T row[kMaxNb];
    row[j] = tau[j];
    if (forward) {
        for (int i = j + 1; i < ib; ++i) {
            const T mtau = make<T>(-re(tau[i]), -im(tau[i]));
            T acc = make<T>(0, 0);
            for (int l = j; l < i; ++l) acc = add(acc, mul(row[l], mul(mtau, s[l + i * lds])));
            row[i] = acc;
        }
        for (int i = 0; i < ib; ++i) t[j + i * ldt] = i < j ? make<T>(0, 0) : row[i];
    } else {
        for (int i = j - 1; i >= 0; --i) {
            const T mtau = make<T>(-re(tau[i]), -im(tau[i]));
            T acc = make<T>(0, 0);
            for (int l = i + 1; l <= j; ++l) acc = add(acc, mul(row[l], mul(mtau, s[l + i * lds])));
            row[i] = acc;
        }
        for (int i = 0; i < ib; ++i) t[j + i * ldt] = i > j ? make<T>(0, 0) : row[i];
    }
}

inline unsigned panel_grid_x(int64_t rows)
{
    const int64_t g = (rows + kPanelBlock - 1) / kPanelBlock;
    return (unsigned)(g < 1 ? 1 : g > 512 ? 512 : g);
}

} // namespace
} // namespace trident

/* ---- C entry points: one set per precision --------------------------------- */

#define TRIDENT_REFLECTOR_ENTRIES(ch, T)                                                      \
    extern "C" int trident_cuda_reflector_panel_##ch(cudaStream_t s, int qr_lower,            \
                                                     int64_t rows, int64_t ib,                \
                                                     const void *panel, int64_t ldp, void *v, \
                                                     int64_t ldv)                             \
    {                                                                                         \
        if (rows <= 0 || ib <= 0) return 0;                                                   \
        const dim3 grid(trident::panel_grid_x(rows), (unsigned)ib);                           \
        trident::panel_kernel<T><<<grid, trident::kPanelBlock, 0, s>>>(                       \
            qr_lower != 0, rows, ib, (const T *)panel, ldp, (T *)v, ldv);                     \
        return (int)cudaGetLastError();                                                       \
    }                                                                                         \
    extern "C" int trident_cuda_reflector_factor_##ch(cudaStream_t s, int forward, int64_t ib,\
                                                      const void *sg, int64_t lds,            \
                                                      const void *tau, void *t, int64_t ldt)  \
    {                                                                                         \
        if (ib <= 0) return 0;                                                                \
        if (ib > trident::kMaxNb) return (int)cudaErrorInvalidValue;                          \
        trident::factor_kernel<T><<<1, trident::kMaxNb, 0, s>>>(                              \
            forward != 0, (int)ib, (const T *)sg, lds, (const T *)tau, (T *)t, ldt);          \
        return (int)cudaGetLastError();                                                       \
    }

TRIDENT_REFLECTOR_ENTRIES(s, float)
TRIDENT_REFLECTOR_ENTRIES(d, double)
TRIDENT_REFLECTOR_ENTRIES(c, float2)
TRIDENT_REFLECTOR_ENTRIES(z, double2)
