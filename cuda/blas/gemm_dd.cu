/*
 * gemm_dd.cu -- the double-double matrix product C := alpha op(A) op(B) +
 * beta C (contract: gemm_dd.h), for the blocked back-transformation of
 * double-double's eigenvectors (src/backend/cuda/cuda_ops_w.h, apply_q):
 * V^T V, V^T Z, T W and Z - V W.  No vendor library has the type; the
 * tiling is dd_tile.cuh's, shared with the rank-2k update (syr2k_dd.cu).
 */
#include "blas/dd_tile.cuh"
#include "blas/gemm_dd.h"

namespace {

using namespace trident::dd_tile;

__global__ void __launch_bounds__(kThreads)
gemm_dd_kernel(bool trans_a, bool trans_b, int64_t m, int64_t n, int64_t k, trident_dd alpha,
               const trident_dd *__restrict__ a, int64_t lda, const trident_dd *__restrict__ b, int64_t ldb,
               trident_dd beta, trident_dd *__restrict__ c, int64_t ldc)
{
    const int64_t i0 = (int64_t)blockIdx.x * kTile, j0 = (int64_t)blockIdx.y * kTile;
    /* a_s[l][r] = op(A)(i0 + r, l0 + l), b_s[l][r] = op(B)(l0 + l, j0 + r) */
    __shared__ trident_dd a_s[kChunk][kTile], b_s[kChunk][kTile];
    tile_sums acc;
    acc.zero();
    const bool product = k > 0 && !is_zero(alpha);
    for (int64_t l0 = 0; product && l0 < k; l0 += kChunk) {
        load_slab(trans_a, a, lda, i0, m, l0, k, a_s);
        load_slab(!trans_b, b, ldb, j0, n, l0, k, b_s); /* op(B)^T's rows are C's columns */
        __syncthreads();
        const int lmax = k - l0 < kChunk ? (int)(k - l0) : kChunk;
        for (int l = 0; l < lmax; ++l) acc.add(a_s[l], b_s[l]);
        __syncthreads(); /* the slabs are rewritten by the next chunk */
    }
    acc.for_each(i0, j0, [&](int64_t i, int64_t j, trident_dd sum) {
        if (i < m && j < n) store(product, alpha, sum, beta, c + i + j * ldc);
    });
}

} // namespace

extern "C" int trident_cuda_gemm_w(cudaStream_t stream, char transa, char transb, int64_t m, int64_t n, int64_t k,
                                   trident_dd alpha, const trident_dd *a, int64_t lda, const trident_dd *b,
                                   int64_t ldb, trident_dd beta, trident_dd *c, int64_t ldc)
{
    if (m <= 0 || n <= 0) return 0;
    const int64_t row_tiles = (m + kTile - 1) / kTile, col_tiles = (n + kTile - 1) / kTile;
    if (col_tiles > 65535 || row_tiles > 0x7fffffff) return (int)cudaErrorInvalidValue;
    const dim3 grid((unsigned)row_tiles, (unsigned)col_tiles);
    gemm_dd_kernel<<<grid, kThreads, 0, stream>>>(transa != 'N', transb != 'N', m, n, k, alpha, a, lda, b, ldb,
                                                  beta, c, ldc);
    return (int)cudaGetLastError();
}
