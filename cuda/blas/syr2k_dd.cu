/*
 * syr2k_dd.cu -- the rank-2k update of a tridiagonalization's trailing
 * matrix in double-double:
 *
 *   C := alpha (A B^T + B A^T) + beta C     on the triangle uplo of C (n x n),
 *
 * A and B n x k, all column-major trident_dd.  Contract: syr2k_dd.h.
 *
 * Why a kernel of its own: no vendor library has double-double.  The
 * update is compute-bound (a multiply-add step of a dd dot product is 18
 * double operations, dd_arith.h's trident_dd_fma_dot), so the design is a
 * plain tiled product: one 32 x 32 tile of C per block of 256 threads, each
 * thread 2 x 2 elements; the k columns of the tile's rows of A and B and
 * of its columns' rows of A and B pass through shared memory 16 at a time.
 * Every element is summed over l = 0 .. k-1 in that order, A B^T's term
 * before B A^T's, by one thread: the same bits however the blocks are
 * scheduled.  Tiles wholly outside the triangle return at once; tiles on
 * the diagonal write only their part of it.
 *
 * Accuracy: each step is trident_dd_fma_dot (absolute error 14u^2 |a b| +
 * 4u^2 |c|, u = 2^-53), so an element's error is bounded by
 * (14 + 8k) u^2 sum_l (|a_il b_jl| + |b_il a_jl|), the bound a dd matrix
 * product is judged by; alpha and beta of +-1 (the reduction's -1 and 1)
 * scale exactly.
 */
#include <cstdint>

#include "blas/syr2k_dd.h"
#include "dd/dd_arith.h"

namespace {

constexpr int kTile = 32;    /* a block's tile of C: kTile x kTile */
constexpr int kHalf = 16;    /* threads per tile side: each takes 2 x 2 */
constexpr int kChunk = 16;   /* columns of A and B in shared memory at once */
constexpr int kThreads = kHalf * kHalf;
static_assert(kTile * kChunk == 2 * kThreads, "each thread loads two elements of each operand tile");

/* s x, exactly where s is 1 or -1 */
__device__ __forceinline__ trident_dd scaled(trident_dd s, trident_dd x)
{
    if (s.lo == 0.0 && s.hi == 1.0) return x;
    if (s.lo == 0.0 && s.hi == -1.0) return trident_dd_neg(x);
    return trident_dd_mul(s, x);
}

__global__ void __launch_bounds__(kThreads)
syr2k_dd_kernel(bool lower, int64_t n, int64_t k, trident_dd alpha, const trident_dd *__restrict__ a, int64_t lda,
                const trident_dd *__restrict__ b, int64_t ldb, trident_dd beta, trident_dd *__restrict__ c,
                int64_t ldc)
{
    const int64_t ti = blockIdx.x, tj = blockIdx.y;
    if (lower ? ti < tj : ti > tj) return; /* outside the triangle */
    const int64_t i0 = ti * kTile, j0 = tj * kTile;
    const int tx = threadIdx.x % kHalf, ty = threadIdx.x / kHalf;

    /* rows i0.. of A and B (the tile's rows), rows j0.. (its columns) */
    __shared__ trident_dd a_i[kChunk][kTile], b_i[kChunk][kTile], a_j[kChunk][kTile], b_j[kChunk][kTile];
    trident_dd acc[2][2];
#pragma unroll
    for (int x = 0; x < 2; ++x)
#pragma unroll
        for (int y = 0; y < 2; ++y) acc[x][y] = trident_dd_zero();

    const bool product = k > 0 && !(alpha.hi == 0.0 && alpha.lo == 0.0);
    for (int64_t l0 = 0; product && l0 < k; l0 += kChunk) {
#pragma unroll
        for (int q = 0; q < 2; ++q) { /* rows fastest: coalesced columns */
            const int e = threadIdx.x + kThreads * q, r = e % kTile, l = e / kTile;
            const int64_t gl = l0 + l, gi = i0 + r, gj = j0 + r;
            const bool col = gl < k;
            a_i[l][r] = col && gi < n ? a[gi + gl * lda] : trident_dd_zero();
            b_i[l][r] = col && gi < n ? b[gi + gl * ldb] : trident_dd_zero();
            a_j[l][r] = col && gj < n ? a[gj + gl * lda] : trident_dd_zero();
            b_j[l][r] = col && gj < n ? b[gj + gl * ldb] : trident_dd_zero();
        }
        __syncthreads();
        const int lmax = k - l0 < kChunk ? (int)(k - l0) : kChunk;
        for (int l = 0; l < lmax; ++l)
#pragma unroll
            for (int x = 0; x < 2; ++x)
#pragma unroll
                for (int y = 0; y < 2; ++y) {
                    acc[x][y] = trident_dd_fma_dot(a_i[l][tx + kHalf * x], b_j[l][ty + kHalf * y], acc[x][y]);
                    acc[x][y] = trident_dd_fma_dot(b_i[l][tx + kHalf * x], a_j[l][ty + kHalf * y], acc[x][y]);
                }
        __syncthreads(); /* the tiles are rewritten by the next chunk */
    }

    const bool read_c = !(beta.hi == 0.0 && beta.lo == 0.0);
#pragma unroll
    for (int y = 0; y < 2; ++y)
#pragma unroll
        for (int x = 0; x < 2; ++x) {
            const int64_t i = i0 + tx + kHalf * x, j = j0 + ty + kHalf * y;
            if (i >= n || j >= n || (lower ? i < j : i > j)) continue;
            trident_dd r = product ? scaled(alpha, acc[x][y]) : trident_dd_zero();
            if (read_c) r = trident_dd_add(r, scaled(beta, c[i + j * ldc]));
            c[i + j * ldc] = r;
        }
}

} // namespace

extern "C" int trident_cuda_syr2k_w(cudaStream_t stream, char uplo, int64_t n, int64_t k, trident_dd alpha,
                                    const trident_dd *a, int64_t lda, const trident_dd *b, int64_t ldb,
                                    trident_dd beta, trident_dd *c, int64_t ldc)
{
    if (n <= 0) return 0;
    const int64_t tiles = (n + kTile - 1) / kTile;
    if (tiles > 65535) return (int)cudaErrorInvalidValue; /* n > 2 097 120: gridDim.y's limit */
    const dim3 grid((unsigned)tiles, (unsigned)tiles);
    syr2k_dd_kernel<<<grid, kThreads, 0, stream>>>(uplo != 'U', n, k, alpha, a, lda, b, ldb, beta, c, ldc);
    return (int)cudaGetLastError();
}
