/*
 * gemm_dd_kernel.cuh -- the double-double GEMM kernel for any tiling of
 * dd_tile.cuh: C := alpha op(A) op(B) + beta C (gemm_dd.h's contract), one
 * Tiling::kTile square tile of C a block.  gemm_dd.cu instantiates the
 * library's tiling; bench/probe/gemm_dd_tiles.cu measures others (each
 * element is summed in the same order by every tiling: the same bits).
 */
#ifndef TRIDENT_GEMM_DD_KERNEL_CUH
#define TRIDENT_GEMM_DD_KERNEL_CUH

#include <cuda_runtime_api.h>

#include "blas/dd_tile.cuh"

namespace trident {
namespace dd_tile {

template <class Tiling>
__global__ void __launch_bounds__(Tiling::kThreads)
gemm_dd_kernel(bool trans_a, bool trans_b, int64_t m, int64_t n, int64_t k, trident_dd alpha,
               const trident_dd *__restrict__ a, int64_t lda, const trident_dd *__restrict__ b, int64_t ldb,
               trident_dd beta, trident_dd *__restrict__ c, int64_t ldc)
{
    constexpr int kT = Tiling::kTile, kC = Tiling::kChunk;
    const int64_t i0 = (int64_t)blockIdx.x * kT, j0 = (int64_t)blockIdx.y * kT;
    /* a_s[l][r] = op(A)(i0 + r, l0 + l), b_s[l][r] = op(B)(l0 + l, j0 + r) */
    __shared__ trident_dd a_s[kC][kT], b_s[kC][kT];
    typename Tiling::sums acc;
    acc.zero();
    const bool product = k > 0 && !is_zero(alpha);
    for (int64_t l0 = 0; product && l0 < k; l0 += kC) {
        Tiling::load_slab(trans_a, a, lda, i0, m, l0, k, a_s);
        Tiling::load_slab(!trans_b, b, ldb, j0, n, l0, k, b_s); /* op(B)^T's rows are C's columns */
        __syncthreads();
        const int lmax = k - l0 < kC ? (int)(k - l0) : kC;
        for (int l = 0; l < lmax; ++l) acc.add(a_s[l], b_s[l]);
        __syncthreads(); /* the slabs are rewritten by the next chunk */
    }
    acc.for_each(i0, j0, [&](int64_t i, int64_t j, trident_dd sum) {
        if (i < m && j < n) store(product, alpha, sum, beta, c + i + j * ldc);
    });
}

/* the launch on `stream`: the launch's cudaError_t (cudaErrorInvalidValue
 * where the column tiles pass gridDim.y's limit) */
template <class Tiling>
int launch_gemm_dd(cudaStream_t stream, char transa, char transb, int64_t m, int64_t n, int64_t k, trident_dd alpha,
                   const trident_dd *a, int64_t lda, const trident_dd *b, int64_t ldb, trident_dd beta, trident_dd *c,
                   int64_t ldc)
{
    if (m <= 0 || n <= 0) return 0;
    constexpr int kT = Tiling::kTile;
    const int64_t row_tiles = (m + kT - 1) / kT, col_tiles = (n + kT - 1) / kT;
    if (col_tiles > 65535 || row_tiles > 0x7fffffff) return (int)cudaErrorInvalidValue;
    const dim3 grid((unsigned)row_tiles, (unsigned)col_tiles);
    gemm_dd_kernel<Tiling><<<grid, Tiling::kThreads, 0, stream>>>(transa != 'N', transb != 'N', m, n, k, alpha, a,
                                                                  lda, b, ldb, beta, c, ldc);
    return (int)cudaGetLastError();
}

} // namespace dd_tile
} // namespace trident

#endif
