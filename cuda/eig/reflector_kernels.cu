/*
 * reflector_kernels.cu -- the two small device steps of the blocked
 * back-transformation Z := Q Z (src/backend/cuda/, apply_q), written once for
 * s, d, c, z and w.  The heavy work, V^H V, V^H Z, T W and Z - V W, is cuBLAS
 * (for w, Trident's double-double GEMM, blas/gemm_dd.cu);
 * these kernels only put a panel of reflectors into a form cuBLAS can use and
 * build the block reflector's triangular factor, both without a host round
 * trip and without cuBLAS (whose TRMM, once used to join the factor's blocks,
 * took device memory of its own and failed on a nearly full device: see
 * factor_join_kernel).  Contracts: reflector_kernels.h.
 */
#include <cstdint>

#include "common/scalar.cuh"
#include "common/smem_limit.cuh"
#include "eig/reflector_kernels.h"

namespace trident {
namespace {

constexpr int kMaxNb = TRIDENT_REFLECTOR_MAX_NB;
/* the widest factor one block builds in shared memory (factor_kernel) */
constexpr int kBlockNb = 64;
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
 * The factor T of xLARFT from the Gram matrix S = V^H V, by recursive
 * doubling in shared memory, so that the chain of dependent operations is
 * short (a block of the back-transformation waits for it):
 *   leaves of kLeaf reflectors by the row recurrence
 *     forward:  T(j,j) = tau_j,  T(j,i) = sum_{l=j}^{i-1} T(j,l) (-tau_i S(l,i)),  i > j;
 *     backward: T(j,j) = tau_j,  T(j,i) = sum_{l=i+1}^{j} T(j,l) (-tau_i S(l,i)),  i < j,
 *   one thread per row (xLARFT's column recurrence read by rows);
 *   then pairs of finished blocks, sizes m, m, 2m, ... (xLARFT's recursive form):
 *     forward  (T upper): T12 = -T11 (S12 T22),
 *     backward (T lower): T21 = -T22 (S21 T11),
 *   one thread per element of the product, in two steps (P = S12 T22, then
 *   -T11 P), with the pairs of one size side by side.
 * Before, one thread built each row alone (xLARFT's recurrence, up to
 * ib^2/2 dependent steps for row 0): 65 us per 32 x 32 factor for complex
 * double on the H100, 25 ms of the solve with vectors at n = 8192.
 * Every sum runs in a fixed order: T is bitwise reproducible.  One block of
 * kFactorThreads threads per diagonal block of kBlockNb reflectors of a wider
 * factor (blockIdx.x; factor_join_kernel joins them); S, tau and T in dynamic
 * shared memory (with S read from global memory inside the sums: 22 us per
 * complex double factor).
 */
constexpr int kLeaf = 8, kFactorThreads = 1024;

/* T and S (ib x ib, ld ib + 1 each), then tau */
template <class T> size_t factor_smem(int ib) { return ((size_t)2 * ib * (ib + 1) + ib) * sizeof(T); }

template <class T>
__global__ void __launch_bounds__(kFactorThreads) factor_kernel(bool forward, int ib_all, const T *s,
                                                                int64_t lds, const T *tau, T *t,
                                                                int64_t ldt)
{
    extern __shared__ __align__(16) unsigned char factor_smem_raw[];
    const int b0 = blockIdx.x * kBlockNb, ib = min(kBlockNb, ib_all - b0);
    s += b0 + b0 * lds, tau += b0, t += b0 + b0 * ldt;
    const int ld = ib + 1, tid = threadIdx.x;
    T *const st = reinterpret_cast<T *>(factor_smem_raw); /* T(r, c) at st[r + c ld] */
    T *const ss = st + ib * ld;                           /* S, the same layout */
    T *const stau = ss + ib * ld;
    const T zero = make<T>(0, 0);
    for (int e = tid; e < ib * ld; e += kFactorThreads) st[e] = zero;
    for (int e = tid; e < ib * ib; e += kFactorThreads) { /* only the triangle the contract names */
        const int r = e % ib, c = e / ib;
        ss[r + c * ld] = (forward ? r <= c : r >= c) ? s[r + c * lds] : zero;
    }
    for (int e = tid; e < ib; e += kFactorThreads) stau[e] = tau[e];
    __syncthreads(); /* from here on every operand is in shared memory */

    if (tid < ib) { /* leaf rows: thread j builds row j of its leaf's diagonal block */
        const int j = tid, lo = j / kLeaf * kLeaf, hi = min(lo + kLeaf, ib);
        st[j + j * ld] = stau[j];
        if (forward) {
            for (int i = j + 1; i < hi; ++i) {
                const T mtau = make<T>(-re(stau[i]), -im(stau[i]));
                T acc = zero;
                for (int l = j; l < i; ++l) acc = add(acc, mul(st[j + l * ld], mul(mtau, ss[l + i * ld])));
                st[j + i * ld] = acc;
            }
        } else {
            for (int i = j - 1; i >= lo; --i) {
                const T mtau = make<T>(-re(stau[i]), -im(stau[i]));
                T acc = zero;
                for (int l = i + 1; l <= j; ++l) acc = add(acc, mul(st[j + l * ld], mul(mtau, ss[l + i * ld])));
                st[j + i * ld] = acc;
            }
        }
    }
    __syncthreads();

    for (int m = kLeaf; m < ib; m *= 2) {
        /* pair p: blocks [b1, b1 + m) and [b1 + m, b1 + m + m2); the product
         * block has m x m2 elements (forward: rows of the first block) */
        const int pairs = (ib + 2 * m - 1) / (2 * m), per = m * m; /* elements per full pair */
        for (int step = 0; step < 2; ++step) {
            T val = zero;
            int at = -1;
            for (int o = tid; o < pairs * per; o += kFactorThreads) { /* at most one per thread: ib * m / 2 <= 1024 */
                const int p = o / per, b1 = 2 * m * p, b2 = b1 + m, m2 = min(m, ib - b2);
                const int x = o % per / m, y = o % m; /* x < m2 (column of T12 / row of T21), y < m */
                if (m2 <= 0 || x >= m2) continue;
                T acc = zero;
                if (forward) { /* T12(y, x): step 0 P = S12 T22, step 1 -T11 P */
                    if (step == 0)
                        for (int l = 0; l <= x; ++l) acc = add(acc, mul(ss[(b1 + y) + (b2 + l) * ld], st[(b2 + l) + (b2 + x) * ld]));
                    else
                        for (int l = y; l < m; ++l) acc = sub(acc, mul(st[(b1 + y) + (b1 + l) * ld], st[(b1 + l) + (b2 + x) * ld]));
                    at = (b1 + y) + (b2 + x) * ld;
                } else { /* T21(x, y): step 0 P = S21 T11, step 1 -T22 P */
                    if (step == 0)
                        for (int l = y; l < m; ++l) acc = add(acc, mul(ss[(b2 + x) + (b1 + l) * ld], st[(b1 + l) + (b1 + y) * ld]));
                    else
                        for (int l = 0; l <= x; ++l) acc = sub(acc, mul(st[(b2 + x) + (b2 + l) * ld], st[(b2 + l) + (b1 + y) * ld]));
                    at = (b2 + x) + (b1 + y) * ld;
                }
                val = acc;
            }
            __syncthreads(); /* every read of this step is done */
            if (at >= 0) st[at] = val;
            __syncthreads();
        }
    }

    for (int e = tid; e < ib * ib; e += kFactorThreads) {
        const int r = e % ib, c = e / ib;
        t[r + c * ldt] = st[r + c * ld];
    }
}

/*
 * The off-diagonal blocks of a factor wider than kBlockNb from its finished
 * diagonal blocks, one level of the pairing above (blocks of m reflectors,
 * m >= kBlockNb; pair blockIdx.y: [b1, b1 + m) and [b1 + m, b1 + m + m2)):
 *     forward  (T upper): T12 = -T11 (S12 T22),
 *     backward (T lower): T21 = -T22 (S21 T11),
 * and the mirrored block, in T's other triangle, set to zero.  One block
 * per column x of the product: P = S_off B(:, x) into shared memory, then
 * -A P, with A the diagonal block on the left and B the one on the right.
 * Out of place (the product's block of T is read by neither), every sum in
 * a fixed order.  This was two cuBLAS TRMMs per join: cuBLAS ran the 188 x
 * 188 one as a cuBLASLt matmul that took device memory of its own and failed
 * with CUBLAS_STATUS_INTERNAL_ERROR at about 240 MiB free (H100, cuBLAS
 * 13.1, trident_dsyevx_gpu in tests/gpu/test_oom_ladder.c, session 41).
 */
constexpr int kJoinThreads = 128;

template <class T>
__global__ void __launch_bounds__(kJoinThreads) factor_join_kernel(bool forward, int ib, int m, const T *s,
                                                                   int64_t lds, T *t, int64_t ldt)
{
    extern __shared__ __align__(16) unsigned char join_smem_raw[];
    T *const p = reinterpret_cast<T *>(join_smem_raw); /* P(:, x), `rows` elements */
    const int b1 = 2 * m * blockIdx.y, b2 = b1 + m, m2 = min(m, ib - b2), x = blockIdx.x;
    const int rows = forward ? m : m2, cols = forward ? m2 : m;
    if (m2 <= 0 || x >= cols) return;
    const int64_t r0 = forward ? b1 : b2, c0 = forward ? b2 : b1; /* the product's block of T */
    const T *const a = t + r0 + r0 * ldt, *const b = t + c0 + c0 * ldt, *const so = s + r0 + c0 * lds;
    const T zero = make<T>(0, 0);
    for (int l = threadIdx.x; l < rows; l += kJoinThreads) {
        T acc = zero; /* B upper (forward): rows 0..x of column x; lower: x..cols-1 */
        const int k0 = forward ? 0 : x, k1 = forward ? x + 1 : cols;
        for (int k = k0; k < k1; ++k) acc = add(acc, mul(so[l + k * lds], b[k + x * ldt]));
        p[l] = acc;
    }
    __syncthreads();
    for (int y = threadIdx.x; y < rows; y += kJoinThreads) {
        T acc = zero; /* A upper (forward): columns y..rows-1 of row y; lower: 0..y */
        const int l0 = forward ? y : 0, l1 = forward ? rows : y + 1;
        for (int l = l0; l < l1; ++l) acc = sub(acc, mul(a[y + l * ldt], p[l]));
        t[(r0 + y) + (c0 + x) * ldt] = acc;
        t[(c0 + x) + (r0 + y) * ldt] = zero;
    }
}

inline unsigned panel_grid_x(int64_t rows)
{
    const int64_t g = (rows + kPanelBlock - 1) / kPanelBlock;
    return (unsigned)(g < 1 ? 1 : g > 512 ? 512 : g);
}

/* the diagonal blocks, then one join per level (reflector_factor's contract) */
template <class T>
int factor(cudaStream_t stream, bool forward, int64_t ib, const T *s, int64_t lds, const T *tau, T *t,
           int64_t ldt)
{
    if (ib <= 0) return 0;
    if (ib > kMaxNb) return (int)cudaErrorInvalidValue;
    const int n = (int)ib, leaves = (n + kBlockNb - 1) / kBlockNb;
    const size_t smem = factor_smem<T>(min(n, kBlockNb));
    cudaError_t err = allow_smem(factor_kernel<T>, smem);
    if (err != cudaSuccess) return (int)err;
    factor_kernel<T><<<leaves, kFactorThreads, smem, stream>>>(forward, n, s, lds, tau, t, ldt);
    err = cudaGetLastError();
    for (int m = kBlockNb; m < n && err == cudaSuccess; m *= 2) {
        const dim3 grid((unsigned)m, (unsigned)((n + 2 * m - 1) / (2 * m)));
        factor_join_kernel<T><<<grid, kJoinThreads, (size_t)m * sizeof(T), stream>>>(forward, n, m, s, lds, t, ldt);
        err = cudaGetLastError();
    }
    return (int)err;
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
        return trident::factor<T>(s, forward != 0, ib, (const T *)sg, lds, (const T *)tau,    \
                                  (T *)t, ldt);                                               \
    }

TRIDENT_REFLECTOR_ENTRIES(s, float)
TRIDENT_REFLECTOR_ENTRIES(d, double)
TRIDENT_REFLECTOR_ENTRIES(c, float2)
TRIDENT_REFLECTOR_ENTRIES(z, double2)
/* double-double: its back-transformation's V and T (cuda_ops_w.h), the
 * products by gemm_dd.cu */
TRIDENT_REFLECTOR_ENTRIES(w, trident::dd_real)
