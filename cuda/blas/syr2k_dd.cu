/*
 * syr2k_dd.cu -- the rank-2k update of a tridiagonalization's trailing
 * matrix in double-double:
 *
 *   C := alpha (A B^T + B A^T) + beta C     on the triangle uplo of C (n x n),
 *
 * A and B n x k, all column-major trident_dd.  Contract: syr2k_dd.h.
 *
 * Why a kernel of its own: no vendor library has double-double.  The
 * tiling is dd_tile.cuh's (shared with gemm_dd.cu): one 32 x 32 tile of C
 * per block, the k columns of the tile's rows of A and B and of its
 * columns' rows of A and B through shared memory 16 at a time.  Every
 * element is summed over l = 0 .. k-1 in that order, A B^T's term before
 * B A^T's, by one thread: the same bits however the blocks are scheduled.
 * Tiles wholly outside the triangle return at once; tiles on the diagonal
 * write only their part of it.
 *
 * The rank-k update C := alpha op(A) op(A)^T + beta C (trident_cuda_syrk_w,
 * the Cholesky factorization's trailing update, potrf_dd.cu) is the same
 * kernel with one term a step.
 *
 * Accuracy: each step is trident_dd_fma_dot (absolute error 14u^2 |a b| +
 * 4u^2 |c|, u = 2^-53), so an element's error is bounded by
 * (14 + 8k) u^2 sum_l (|a_il b_jl| + |b_il a_jl|), the bound a dd matrix
 * product is judged by; alpha and beta of +-1 (the reduction's -1 and 1)
 * scale exactly.
 */
#include "blas/dd_tile.cuh"
#include "blas/syr2k_dd.h"

namespace {

using namespace trident::dd_tile;

/* kTwo: C := alpha (A B^T + B A^T) + beta C; else C := alpha op(A) op(A)^T +
 * beta C (b unused), op(A) = A (n x k) or, for trans, A^T (A k x n) */
template <bool kTwo>
__global__ void __launch_bounds__(kThreads)
syr2k_dd_kernel(bool lower, bool trans, int64_t n, int64_t k, trident_dd alpha, const trident_dd *__restrict__ a,
                int64_t lda, const trident_dd *__restrict__ b, int64_t ldb, trident_dd beta,
                trident_dd *__restrict__ c, int64_t ldc, const int *stop)
{
    const int64_t ti = blockIdx.x, tj = blockIdx.y;
    if (lower ? ti < tj : ti > tj) return; /* outside the triangle */
    if (stop && *stop) return;
    const int64_t i0 = ti * kTile, j0 = tj * kTile;

    /* rows i0.. of A and B (the tile's rows), rows j0.. (its columns) */
    __shared__ trident_dd a_i[kChunk][kTile], b_i[kChunk][kTile], a_j[kChunk][kTile], b_j[kChunk][kTile];
    tile_sums acc;
    acc.zero();
    const bool product = k > 0 && !is_zero(alpha);
    for (int64_t l0 = 0; product && l0 < k; l0 += kChunk) {
        load_slab(trans, a, lda, i0, n, l0, k, a_i);
        load_slab(trans, a, lda, j0, n, l0, k, a_j);
        if (kTwo) {
            load_slab(false, b, ldb, i0, n, l0, k, b_i);
            load_slab(false, b, ldb, j0, n, l0, k, b_j);
        }
        __syncthreads();
        const int lmax = k - l0 < kChunk ? (int)(k - l0) : kChunk;
        for (int l = 0; l < lmax; ++l) { /* each element: A B^T's term, then B A^T's */
            if (kTwo) {
                acc.add(a_i[l], b_j[l]);
                acc.add(b_i[l], a_j[l]);
            } else {
                acc.add(a_i[l], a_j[l]);
            }
        }
        __syncthreads(); /* the tiles are rewritten by the next chunk */
    }
    acc.for_each(i0, j0, [&](int64_t i, int64_t j, trident_dd sum) {
        if (i < n && j < n && (lower ? i >= j : i <= j)) store(product, alpha, sum, beta, c + i + j * ldc);
    });
}

/* the triangle's tiles, one block each (those outside return at once) */
inline int triangle_grid(int64_t n, dim3 *grid)
{
    const int64_t tiles = (n + kTile - 1) / kTile;
    if (tiles > 65535) return (int)cudaErrorInvalidValue; /* n > 2 097 120: gridDim.y's limit */
    *grid = dim3((unsigned)tiles, (unsigned)tiles);
    return 0;
}

} // namespace

extern "C" int trident_cuda_syr2k_w(cudaStream_t stream, char uplo, int64_t n, int64_t k, trident_dd alpha,
                                    const trident_dd *a, int64_t lda, const trident_dd *b, int64_t ldb,
                                    trident_dd beta, trident_dd *c, int64_t ldc)
{
    if (n <= 0) return 0;
    dim3 grid;
    if (const int err = triangle_grid(n, &grid)) return err;
    syr2k_dd_kernel<true><<<grid, kThreads, 0, stream>>>(uplo != 'U', false, n, k, alpha, a, lda, b, ldb, beta, c,
                                                         ldc, nullptr);
    return (int)cudaGetLastError();
}

extern "C" int trident_cuda_syrk_w(cudaStream_t stream, char uplo, char trans, int64_t n, int64_t k, trident_dd alpha,
                                   const trident_dd *a, int64_t lda, trident_dd beta, trident_dd *c, int64_t ldc,
                                   const int *stop)
{
    if (n <= 0) return 0;
    dim3 grid;
    if (const int err = triangle_grid(n, &grid)) return err;
    syr2k_dd_kernel<false><<<grid, kThreads, 0, stream>>>(uplo != 'U', trans != 'N', n, k, alpha, a, lda, a, lda,
                                                          beta, c, ldc, stop);
    return (int)cudaGetLastError();
}
