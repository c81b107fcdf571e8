/*
 * hemm_narrow.cu -- C := alpha A B + beta C for A m-by-m Hermitian (held in
 * the triangle uplo) and B, C m-by-nc with nc <= 32: stage 1's A22 V.
 * Contract: band_kernels.h.
 *
 * Why not cuBLAS.  xSYMM/xHEMM with 32 columns, and the block-row GEMMs
 * that replaced it (src/backend/cuda/cuda_hemm_generic.h), run at 17 TFLOP/s
 * in single precision on the H100 (s, m = 16352: 1.03 ms for 17 GFLOP):
 * their output is 32 columns wide, so a tile of C sums over all m rows
 * alone, and GEMM kernels tuned for square shapes leave their FMA units
 * waiting.  Here the sum over k is cut into `splits` slices, each block
 * computes one 64 x 32 tile of C over one slice, and a second kernel adds
 * the slices in slice order: every element sees the same sums in the same
 * order however the blocks are scheduled, so the result is bitwise
 * reproducible (the number of slices depends on m alone).
 *
 * The tile.  A block stages a 64 x 32 tile of A (rows of C by columns k)
 * and the matching 32 x 32 rows of B in shared memory, k-major, and each of
 * its 128 threads accumulates 4 rows x 4 columns, reading four elements of A
 * and four of B per k with two 16-byte loads (real types; two per operand
 * for complex).  Elements of the tile outside the stored triangle are read
 * as the conjugate of their mirror: a tile wholly on the stored side is read
 * down its columns, one wholly across the diagonal along its rows (both
 * coalesced), one that straddles the diagonal element by element.  The
 * diagonal's imaginary parts are taken as zero, as xHEMM does.  The next
 * tile is read into registers while the current one is multiplied (one
 * shared buffer: complex single's double buffer would pass 48 KB).
 *
 * Used for s and c, whose GEMMs run on the SIMT cores anyway; d and z keep
 * cuBLAS, whose FP64 GEMMs run on the matrix units.
 */
#include <cstdint>

#include "band/band_kernels.h"
#include "common/scalar.cuh"

namespace trident {
namespace band {
namespace {

constexpr int kRows = 64, kDepth = 32, kCols = 32, kThreads = 128;
constexpr int kPad = 4;                       /* keeps 16-byte rows, spreads the transposed stores */
constexpr int kTargetBlocks = 1024;           /* row tiles x slices, about 8 per SM of an H100 */
constexpr int kMinSliceTiles = 4;             /* at least 4 k-tiles per slice */

/* the element (i, k) of the Hermitian A, 0 outside m x m */
template <class T>
__device__ __forceinline__ T hermitian_at(bool lower, int64_t m, const T *a, int64_t lda, int64_t i, int64_t k)
{
    if (i >= m || k >= m) return make<T>(0, 0);
    if (i == k) return make<T>(re(a[i + i * lda]), 0);
    const bool stored = lower ? i > k : i < k;
    return stored ? a[i + k * lda] : conj_(a[k + i * lda]);
}

template <class T> struct tile_regs {
    static constexpr int A = kRows * kDepth / kThreads, B = kDepth * kCols / kThreads;
    T a[A], b[B];
};

/* where tile (i0, k0) of A lies: wholly in the stored triangle, wholly in
 * its mirror, or across the diagonal */
enum tile_side { kStored, kMirrored, kStraddling };
__device__ __forceinline__ tile_side side_of(bool lower, int64_t i0, int64_t k0)
{
    const bool below = i0 >= k0 + kDepth, above = i0 + kRows <= k0; /* i > k throughout, i < k throughout */
    return (lower ? below : above) ? kStored : (lower ? above : below) ? kMirrored : kStraddling;
}

/* tile (i0, k0) of A and rows k0.. of B into registers */
template <class T>
__device__ __forceinline__ void tile_load(tile_side side, bool lower, int64_t m, const T *a, int64_t lda,
                                          const T *b, int64_t ldb, int nc, int64_t i0, int64_t k0, tile_regs<T> &r)
{
    const int t = threadIdx.x;
    if (side == kStored) { /* down the columns: lanes along i */
#pragma unroll
        for (int u = 0; u < tile_regs<T>::A; ++u) {
            const int ii = t % kRows, kk = t / kRows + u * (kThreads / kRows);
            const int64_t i = i0 + ii, k = k0 + kk;
            r.a[u] = i < m && k < m ? a[i + k * lda] : make<T>(0, 0);
        }
    } else if (side == kMirrored) { /* along the rows of the stored mirror: lanes along k */
#pragma unroll
        for (int u = 0; u < tile_regs<T>::A; ++u) {
            const int kk = t % kDepth, ii = t / kDepth + u * (kThreads / kDepth);
            const int64_t i = i0 + ii, k = k0 + kk;
            r.a[u] = i < m && k < m ? conj_(a[k + i * lda]) : make<T>(0, 0);
        }
    } else {
#pragma unroll
        for (int u = 0; u < tile_regs<T>::A; ++u) {
            const int ii = t % kRows, kk = t / kRows + u * (kThreads / kRows);
            r.a[u] = hermitian_at(lower, m, a, lda, i0 + ii, k0 + kk);
        }
    }
#pragma unroll
    for (int u = 0; u < tile_regs<T>::B; ++u) {
        const int kk = t % kDepth, c = t / kDepth + u * (kThreads / kDepth);
        const int64_t k = k0 + kk;
        r.b[u] = k < m && c < nc ? b[k + c * ldb] : make<T>(0, 0);
    }
}

/* registers into shared memory, k-major: sa[k][i], sb[k][c] */
template <class T>
__device__ __forceinline__ void tile_store(tile_side side, const tile_regs<T> &r, T (*sa)[kRows + kPad],
                                           T (*sb)[kCols + kPad])
{
    const int t = threadIdx.x;
#pragma unroll
    for (int u = 0; u < tile_regs<T>::A; ++u) {
        if (side == kMirrored) {
            sa[t % kDepth][t / kDepth + u * (kThreads / kDepth)] = r.a[u];
        } else {
            sa[t / kRows + u * (kThreads / kRows)][t % kRows] = r.a[u];
        }
    }
#pragma unroll
    for (int u = 0; u < tile_regs<T>::B; ++u) sb[t % kDepth][t / kDepth + u * (kThreads / kDepth)] = r.b[u];
}

/* four consecutive elements from shared memory */
template <class T> __device__ __forceinline__ void load4(const T *p, T (&x)[4])
{
    if constexpr (sizeof(T) == 4) {
        const float4 v = *reinterpret_cast<const float4 *>(p);
        x[0] = v.x, x[1] = v.y, x[2] = v.z, x[3] = v.w;
    } else {
        const float4 v = *reinterpret_cast<const float4 *>(p), w = *reinterpret_cast<const float4 *>(p + 2);
        x[0] = make_float2(v.x, v.y), x[1] = make_float2(v.z, v.w);
        x[2] = make_float2(w.x, w.y), x[3] = make_float2(w.z, w.w);
    }
}

template <class T> __device__ __forceinline__ T fma_(T a, T b, T c)
{
    if constexpr (is_complex_elem<T>::value)
        return make<T>(fmaf(-im(a), im(b), fmaf(re(a), re(b), re(c))), fmaf(im(a), re(b), fmaf(re(a), im(b), im(c))));
    else
        return fmaf(a, b, c);
}

/*
 * Block (row tile, slice): part[slice](rows, 0:nc) := sum over the slice's
 * k of A(rows, k) B(k, 0:nc), or with one slice C := alpha (that) + beta C
 * directly (beta_zero: C not read).
 */
template <class T>
__global__ void __launch_bounds__(kThreads) hemm_narrow_kernel(bool lower, int64_t m, int nc, const T *a, int64_t lda,
                                                                const T *b, int64_t ldb, int64_t slice_len, T *part,
                                                                T alpha, T beta, bool beta_zero, T *c, int64_t ldc)
{
    __shared__ __align__(16) T sa[kDepth][kRows + kPad];
    __shared__ __align__(16) T sb[kDepth][kCols + kPad];
    const int64_t i0 = (int64_t)blockIdx.x * kRows, kbeg = (int64_t)blockIdx.y * slice_len;
    const int64_t kend = kbeg + slice_len < m ? kbeg + slice_len : m;
    const int t = threadIdx.x, ty = t % (kRows / 4), tx = t / (kRows / 4);
    T acc[4][4];
#pragma unroll
    for (int r = 0; r < 4; ++r)
#pragma unroll
        for (int q = 0; q < 4; ++q) acc[r][q] = make<T>(0, 0);

    tile_regs<T> regs;
    if (kbeg < kend) tile_load(side_of(lower, i0, kbeg), lower, m, a, lda, b, ldb, nc, i0, kbeg, regs);
    for (int64_t k0 = kbeg; k0 < kend; k0 += kDepth) {
        __syncthreads(); /* the previous tile is multiplied */
        tile_store(side_of(lower, i0, k0), regs, sa, sb);
        __syncthreads();
        const int64_t k1 = k0 + kDepth;
        if (k1 < kend) tile_load(side_of(lower, i0, k1), lower, m, a, lda, b, ldb, nc, i0, k1, regs); /* in flight */
#pragma unroll 8
        for (int kk = 0; kk < kDepth; ++kk) {
            T x[4], y[4];
            load4(&sa[kk][4 * ty], x);
            load4(&sb[kk][4 * tx], y);
#pragma unroll
            for (int r = 0; r < 4; ++r)
#pragma unroll
                for (int q = 0; q < 4; ++q) acc[r][q] = fma_(x[r], y[q], acc[r][q]);
        }
    }
#pragma unroll
    for (int r = 0; r < 4; ++r) {
        const int64_t i = i0 + 4 * ty + r;
        if (i >= m) continue;
#pragma unroll
        for (int q = 0; q < 4; ++q) {
            const int col = 4 * tx + q;
            if (col >= nc) continue;
            if (part) {
                part[(int64_t)blockIdx.y * m * kCols + i + (int64_t)col * m] = acc[r][q];
            } else {
                const T v = mul(alpha, acc[r][q]);
                c[i + col * ldc] = beta_zero ? v : add(v, mul(beta, c[i + col * ldc]));
            }
        }
    }
}

/* C := alpha (sum of the slices in order) + beta C */
template <class T>
__global__ void hemm_narrow_sum_kernel(int64_t m, int nc, int splits, const T *part, T alpha, T beta, bool beta_zero,
                                       T *c, int64_t ldc)
{
    const int64_t total = m * nc;
    for (int64_t e = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; e < total; e += (int64_t)gridDim.x * blockDim.x) {
        const int64_t i = e % m, col = e / m;
        T s = part[i + col * m];
        for (int p = 1; p < splits; ++p) s = add(s, part[(int64_t)p * m * kCols + i + col * m]);
        const T v = mul(alpha, s);
        c[i + col * ldc] = beta_zero ? v : add(v, mul(beta, c[i + col * ldc]));
    }
}

/* slices of the sum over k: enough blocks to fill the GPU, each slice at
 * least kMinSliceTiles tiles deep; a function of m alone */
void hemm_narrow_split(int64_t m, int64_t *splits, int64_t *slice_len)
{
    const int64_t tiles = (m + kRows - 1) / kRows, depth = (m + kDepth - 1) / kDepth;
    int64_t s = (kTargetBlocks + tiles - 1) / tiles;
    const int64_t most = depth / kMinSliceTiles > 1 ? depth / kMinSliceTiles : 1;
    if (s > most) s = most;
    const int64_t per = (depth + s - 1) / s; /* tiles per slice */
    *slice_len = per * kDepth;
    *splits = (depth + per - 1) / per;
}

template <class T>
int hemm_narrow(cudaStream_t stream, char uplo, int64_t m, int64_t nc, const void *alpha, const void *a, int64_t lda,
                const void *b, int64_t ldb, const void *beta, void *c, int64_t ldc, void *work)
{
    if (m <= 0 || nc <= 0) return 0;
    if (nc > kCols) return (int)cudaErrorInvalidValue;
    int64_t splits = 1, slice_len = 0;
    hemm_narrow_split(m, &splits, &slice_len);
    const T al = *static_cast<const T *>(alpha), be = *static_cast<const T *>(beta);
    const bool beta_zero = re(be) == 0 && im(be) == 0;
    T *part = splits > 1 ? static_cast<T *>(work) : nullptr;
    const dim3 grid((unsigned)((m + kRows - 1) / kRows), (unsigned)splits);
    hemm_narrow_kernel<T><<<grid, kThreads, 0, stream>>>(uplo != 'U', m, (int)nc, static_cast<const T *>(a), lda,
                                                        static_cast<const T *>(b), ldb, slice_len, part, al, be,
                                                        beta_zero, static_cast<T *>(c), ldc);
    if (part) {
        const int64_t blocks = (m * nc + 255) / 256;
        hemm_narrow_sum_kernel<T><<<(unsigned)(blocks < 2048 ? blocks : 2048), 256, 0, stream>>>(
            m, (int)nc, (int)splits, part, al, be, beta_zero, static_cast<T *>(c), ldc);
    }
    return (int)cudaGetLastError();
}

} // namespace
} // namespace band
} // namespace trident

extern "C" int trident_cuda_hemm_narrow_supports(int64_t nc) { return nc >= 1 && nc <= trident::band::kCols; }

extern "C" size_t trident_cuda_hemm_narrow_workspace(int64_t m, size_t elem_bytes)
{
    int64_t splits = 1, slice_len = 0;
    if (m <= 0) return 0;
    trident::band::hemm_narrow_split(m, &splits, &slice_len);
    return splits > 1 ? (size_t)splits * (size_t)m * trident::band::kCols * elem_bytes : 0;
}

#define TRIDENT_HEMM_NARROW_ENTRY(ch, T)                                                                      \
    extern "C" int trident_cuda_hemm_narrow_##ch(cudaStream_t stream, char uplo, int64_t m, int64_t nc,        \
                                                  const void *alpha, const void *a, int64_t lda, const void *b, \
                                                  int64_t ldb, const void *beta, void *c, int64_t ldc,          \
                                                  void *work)                                                   \
    {                                                                                                          \
        return trident::band::hemm_narrow<T>(stream, uplo, m, nc, alpha, a, lda, b, ldb, beta, c, ldc, work);  \
    }

TRIDENT_HEMM_NARROW_ENTRY(s, float)
TRIDENT_HEMM_NARROW_ENTRY(c, float2)
