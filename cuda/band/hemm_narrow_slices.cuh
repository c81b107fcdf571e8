/*
 * hemm_narrow_slices.cuh -- what stage 1's narrow xHEMM kernels share
 * (hemm_narrow.cu on the SIMT cores, hemm_narrow_tc.cu on the matrix
 * units): the Hermitian A's elements and tiles, and the sum over k cut
 * into slices that a second kernel adds in slice order, so that every
 * element sees the same sums in the same order however the blocks run
 * (bitwise reproducible; the slices depend on m and the tile shape alone).
 * A shape K gives ROWS (C's rows a block), DEPTH (k a tile) and TARGET
 * (about how many blocks of (row tile, slice) to launch).
 */
#ifndef TRIDENT_BAND_HEMM_NARROW_SLICES_CUH
#define TRIDENT_BAND_HEMM_NARROW_SLICES_CUH

#include <cstddef>
#include <cstdint>

#include "common/scalar.cuh"

namespace trident {
namespace band {
namespace {

constexpr int kCols = 32;         /* at most 32 columns of B and C */
constexpr int kMinSliceTiles = 4; /* at least 4 k-tiles per slice */

/* the element (i, k) of the Hermitian A, 0 outside m x m */
template <class T>
__device__ __forceinline__ T hermitian_at(bool lower, int64_t m, const T *a, int64_t lda, int64_t i, int64_t k)
{
    if (i >= m || k >= m) return make<T>(0, 0);
    if (i == k) return make<T>(re(a[i + i * lda]), 0);
    const bool stored = lower ? i > k : i < k;
    return stored ? a[i + k * lda] : conj_(a[k + i * lda]);
}

/* where tile (i0, k0) of A lies: wholly in the stored triangle, wholly in
 * its mirror, or across the diagonal */
enum tile_side { kStored, kMirrored, kStraddling };
template <class K> __device__ __forceinline__ tile_side side_of(bool lower, int64_t i0, int64_t k0)
{
    constexpr int rows = K::ROWS, depth = K::DEPTH;
    const bool below = i0 >= k0 + depth, above = i0 + rows <= k0; /* i > k throughout, i < k throughout */
    return (lower ? below : above) ? kStored : (lower ? above : below) ? kMirrored : kStraddling;
}

/* C(i, col) := alpha s + beta C(i, col) (beta_zero: C not read) */
template <class T>
__device__ __forceinline__ void scale_into(T s, T alpha, T beta, bool beta_zero, T *c, int64_t ldc, int64_t i,
                                           int64_t col)
{
    const T v = mul(alpha, s);
    c[i + col * ldc] = beta_zero ? v : add(v, mul(beta, c[i + col * ldc]));
}

/* a block's finished sum for (i, col): to its slice's part (slice
 * blockIdx.y), or with one slice (part NULL) into C directly */
template <class T>
__device__ __forceinline__ void finish_sum(int64_t m, int64_t i, int col, T s, T *part, T alpha, T beta,
                                           bool beta_zero, T *c, int64_t ldc)
{
    if (part)
        part[(int64_t)blockIdx.y * m * kCols + i + (int64_t)col * m] = s;
    else
        scale_into(s, alpha, beta, beta_zero, c, ldc, i, col);
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
        scale_into(s, alpha, beta, beta_zero, c, ldc, i, col);
    }
}

/* C := alpha (sum of the slices in order) + beta C, launched */
template <class T>
void sum_slices(cudaStream_t stream, int64_t m, int64_t nc, int64_t splits, const T *part, T alpha, T beta,
                bool beta_zero, T *c, int64_t ldc)
{
    const int64_t blocks = (m * nc + 255) / 256;
    hemm_narrow_sum_kernel<T><<<(unsigned)(blocks < 2048 ? blocks : 2048), 256, 0, stream>>>(
        m, (int)nc, (int)splits, part, alpha, beta, beta_zero, c, ldc);
}

/* slices of the sum over k: enough blocks to fill the GPU, each slice at
 * least kMinSliceTiles tiles deep; a function of m and the shape alone */
template <class K> void hemm_narrow_split(int64_t m, int64_t *splits, int64_t *slice_len)
{
    const int64_t tiles = (m + K::ROWS - 1) / K::ROWS, depth = (m + K::DEPTH - 1) / K::DEPTH;
    int64_t s = (K::TARGET + tiles - 1) / tiles;
    const int64_t most = depth / kMinSliceTiles > 1 ? depth / kMinSliceTiles : 1;
    if (s > most) s = most;
    const int64_t per = (depth + s - 1) / s; /* tiles per slice */
    *slice_len = per * K::DEPTH;
    *splits = (depth + per - 1) / per;
}

/* the slices' parts: splits of m x 32 (none for one slice) */
template <class T, class K> size_t hemm_narrow_workspace_as(int64_t m)
{
    int64_t splits = 1, slice_len = 0;
    hemm_narrow_split<K>(m, &splits, &slice_len);
    return splits > 1 ? (size_t)splits * (size_t)m * kCols * sizeof(T) : 0;
}

} // namespace
} // namespace band
} // namespace trident

#endif
