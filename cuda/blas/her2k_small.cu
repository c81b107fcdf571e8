/*
 * her2k_small.cu -- the rank-2k update of a small triangle, written once for
 * s, d, c, z:
 *
 *   C := alpha A B^H + conj(alpha) B A^H + beta C     on the triangle uplo of C,
 *
 * A and B n x k, all column-major.  Contract: her2k_small.h.
 *
 * Why not cuBLAS.  Stage 1 of the two-stage reduction updates the diagonal
 * block of the next panel (n = 32, k = 32, or k up to the pending columns
 * for d and z) once per panel, on the critical path before the panel's QR
 * can start.  On the H100 cuBLAS's SSYR2K took 56.5 us for that 32 x 32
 * block (one thread block, whatever n up to a few hundred; Nsight Compute,
 * `bench_eigen --types s --cases l 16384`, 2026-11-26), 511 times in a
 * stage 1 of 336 ms: about 29 ms of a chain that waits on it.  The work is
 * 2 n^2 k flops, a few microseconds on any one multiprocessor.
 *
 * Layout.  One block per 32 x 32 tile of the triangle of tiles (the lower
 * one's tile (ti, tj), tj <= ti, or its mirror for 'U'); thread (x, y) of
 * 32 x 8 owns the tile's row x in columns y, y + 8, y + 16, y + 24.  The
 * inner dimension goes through shared memory eight columns at a time: A's
 * and B's rows of the tile and of its columns.  Each element is summed
 * over l = 0 .. k-1 in that order, the A B^H and B A^H sums apart and
 * combined at the end: the same bits however the blocks are scheduled.
 */
#include <cstdint>

#include "blas/her2k_small.h"
#include "common/scalar.cuh"
#include "common/triangle_tiles.cuh"

namespace trident {
namespace blas {
namespace {

constexpr int kTile = 32, kRowsPerPass = 8, kThreads = kTile * kRowsPerPass, kChunk = 8;
constexpr int kPerThread = kTile / kRowsPerPass; /* columns per thread */

template <class T> struct her2k_small_args {
    bool lower, beta_zero;
    int64_t n, k, lda, ldb, ldc;
    const T *a, *b;
    T *c;
    T alpha;
    real_t<T> beta;
};

template <class T> __global__ void __launch_bounds__(kThreads) her2k_small_kernel(const her2k_small_args<T> q)
{
    /* [l][i]: A and B over the tile's rows (r) and over its columns (c); +1 against bank conflicts */
    __shared__ T ar[kChunk][kTile + 1], br[kChunk][kTile + 1], ac[kChunk][kTile + 1], bc[kChunk][kTile + 1];
    int64_t ti, tj;
    triangle_tile_of(blockIdx.x, ti, tj);
    const int64_t r0 = (q.lower ? ti : tj) * kTile, c0 = (q.lower ? tj : ti) * kTile;
    const int x = threadIdx.x % kTile, y = threadIdx.x / kTile;
    const T zero = make<T>(0, 0);
    const bool read_ab = re(q.alpha) != 0 || im(q.alpha) != 0; /* alpha = 0 reads neither */

    T ab[kPerThread], ba[kPerThread]; /* sums of A B^H and B A^H */
#pragma unroll
    for (int u = 0; u < kPerThread; ++u) ab[u] = zero, ba[u] = zero;
    for (int64_t l0 = 0; read_ab && l0 < q.k; l0 += kChunk) {
        __syncthreads(); /* the previous chunk is read */
        /* thread (x, y): element x of column l0 + y, for the rows and the columns */
        {
            const int64_t l = l0 + y, r = r0 + x, c = c0 + x;
            const bool lin = l < q.k;
            ar[y][x] = lin && r < q.n ? q.a[r + l * q.lda] : zero;
            br[y][x] = lin && r < q.n ? q.b[r + l * q.ldb] : zero;
            ac[y][x] = lin && c < q.n ? q.a[c + l * q.lda] : zero;
            bc[y][x] = lin && c < q.n ? q.b[c + l * q.ldb] : zero;
        }
        __syncthreads();
#pragma unroll
        for (int l = 0; l < kChunk; ++l) {
            const T a_r = ar[l][x], b_r = br[l][x];
#pragma unroll
            for (int u = 0; u < kPerThread; ++u) {
                const int j = y + kRowsPerPass * u;
                ab[u] = madd(ab[u], a_r, conj_(bc[l][j]));
                ba[u] = madd(ba[u], b_r, conj_(ac[l][j]));
            }
        }
    }

    const int64_t row = r0 + x;
    if (row >= q.n) return;
#pragma unroll
    for (int u = 0; u < kPerThread; ++u) {
        const int64_t col = c0 + y + kRowsPerPass * u;
        if (col >= q.n || (q.lower ? row < col : row > col)) continue;
        T *const out = q.c + row + col * q.ldc;
        T v = add(mul(q.alpha, ab[u]), mul(conj_(q.alpha), ba[u]));
        if (!q.beta_zero) v = add(v, scale(q.beta, *out));
        if (row == col) v = make<T>(re(v), 0); /* xHER2K: a real diagonal */
        *out = v;
    }
}

template <class T>
int her2k_small(cudaStream_t stream, char uplo, int64_t n, int64_t k, const void *alpha, const void *a, int64_t lda,
                const void *b, int64_t ldb, const void *beta, void *c, int64_t ldc)
{
    if (n <= 0) return 0;
    if (k < 0) return (int)cudaErrorInvalidValue;
    her2k_small_args<T> q;
    q.lower = uplo != 'U';
    q.n = n, q.k = k, q.lda = lda, q.ldb = ldb, q.ldc = ldc;
    q.a = static_cast<const T *>(a), q.b = static_cast<const T *>(b), q.c = static_cast<T *>(c);
    q.alpha = *static_cast<const T *>(alpha);
    q.beta = *static_cast<const real_t<T> *>(beta);
    q.beta_zero = q.beta == real_t<T>(0);
    const int64_t nt = (n + kTile - 1) / kTile, tiles = nt * (nt + 1) / 2;
    her2k_small_kernel<T><<<(unsigned)tiles, kThreads, 0, stream>>>(q);
    return (int)cudaGetLastError();
}

} // namespace
} // namespace blas
} // namespace trident

#define TRIDENT_HER2K_SMALL_ENTRY(ch, T)                                                                         \
    extern "C" int trident_cuda_her2k_small_##ch(cudaStream_t stream, char uplo, int64_t n, int64_t k,          \
                                                 const void *alpha, const void *a, int64_t lda, const void *b, \
                                                 int64_t ldb, const void *beta, void *c, int64_t ldc)          \
    {                                                                                                          \
        return trident::blas::her2k_small<T>(stream, uplo, n, k, alpha, a, lda, b, ldb, beta, c, ldc);        \
    }

TRIDENT_HER2K_SMALL_ENTRY(s, float)
TRIDENT_HER2K_SMALL_ENTRY(d, double)
TRIDENT_HER2K_SMALL_ENTRY(c, float2)
TRIDENT_HER2K_SMALL_ENTRY(z, double2)
