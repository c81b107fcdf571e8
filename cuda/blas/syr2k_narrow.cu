/*
 * syr2k_narrow.cu -- the rank-2k update of a tridiagonalization's trailing
 * matrix in single precision, for narrow k (k <= 32):
 *
 *   C := alpha (A B^T + B A^T) + beta C     on the triangle uplo of C (n x n),
 *
 * A and B n x k, all column-major.  Contract: syr2k_narrow.h.
 *
 * Why not cuBLAS's SSYR2K.  Stage 1 of s's two-stage reduction makes one
 * such update with k = 32 per panel, and at that k cuBLAS's one call runs
 * at 9-15 TFLOP/s on the H100's SIMT cores, a fraction of their FP32 rate,
 * while the update's traffic (C read and written once) would allow about
 * 45.  Here the whole inner dimension fits in shared memory at once: with
 * P = [A | B] and Q = [B | A] (n x 2k), C(I, J) += alpha P(I, :) Q(J, :)^T
 * for each 128 x 128 tile (I, J) of the triangle, one thread block per
 * tile, each of its 256 threads 8 x 8 elements of the tile, every element
 * summed over l = 0 .. 2k-1 in that order by fused multiply-adds: the same
 * bits however the blocks are scheduled.  Tiles on the diagonal write only
 * their part of the triangle; the other triangle is never read or written.
 * beta = 0 does not read C, alpha = 0 neither A nor B.
 *
 * Phases.  Each block asks L2 for its tile of C first (a prefetch, no
 * registers), copies its operands in with cp.async (all in flight at
 * once), multiplies, then reads C four columns at a time before writing
 * them.  Before, the reads of C each waited on memory behind the store
 * before it, and the operands came in by load-and-store pairs: 122.5 ->
 * 113.5-115.2 ms at n = 16384, 19.3 -> 18.2-18.6 at 8192 (the probe below,
 * same run, 2026-11-26).
 *
 * Measured on the H100 (`bench_stage1_kernels 8192 16384`, summed over the
 * panels): 18.2-19.1 / 113.5-115.2 ms against cuBLAS's 37-49 / 174-213
 * (about 20 / 25.5 against 8-10 / 14-17 TFLOP/s), the same bits.  Still
 * below the SIMT rate: two blocks per SM, each loading, multiplying and
 * writing in turn, overlap those phases only in part.  Inside stage 1 the
 * gain mostly disappears (s at 16384: 0.354 s either way): the update
 * runs beside the next panel's QR, which sets the pace for the smaller
 * panels.
 */
#include <cstdint>

#include <cuda_pipeline.h>

#include "blas/syr2k_narrow.h"
#include "common/triangle_tiles.cuh"
#include "common/smem_limit.cuh"

namespace trident {
namespace blas {
namespace {

constexpr int kTile = 128, kThreads = 256, kMaxK = 32;
constexpr int kHalf = kTile / 2; /* a thread's rows (columns) are 4 in each half of the tile */

struct syr2k_args {
    bool lower, beta_zero;
    int k;
    int64_t n, lda, ldb, ldc;
    const float *a, *b;
    float *c;
    float alpha, beta;
};

/* the tile's row (column) offset of a thread's element e = 0..7 */
__device__ __forceinline__ int part(int e, int t4) { return e < 4 ? t4 + e : kHalf + t4 + e - 4; }

/* C(r0 + i, c0 + j) := alpha acc + beta C where (i, j) lies in the triangle */
__device__ __forceinline__ void store_scalar(const syr2k_args &q, int64_t r0, int64_t c0, int ty4, int tx4,
                                             const float (&acc)[8][8])
{
#pragma unroll
    for (int cc = 0; cc < 8; ++cc) {
        const int64_t col = c0 + part(cc, tx4);
        if (col >= q.n) continue;
#pragma unroll
        for (int rr = 0; rr < 8; ++rr) {
            const int64_t row = r0 + part(rr, ty4);
            if (row >= q.n || (q.lower ? row < col : row > col)) continue;
            float *const out = q.c + row + col * q.ldc;
            const float v = q.alpha * acc[rr][cc];
            *out = q.beta_zero ? v : v + q.beta * *out;
        }
    }
}

/* the same for a tile wholly inside the triangle and C's rows 16-byte
 * aligned: four rows at a time, four columns' worth of C read before any of
 * them is written (the stores may alias the loads as far as the compiler
 * knows, so without that every read would wait for the store before it) */
__device__ __forceinline__ void store_vector(const syr2k_args &q, int64_t r0, int64_t c0, int ty4, int tx4,
                                             const float (&acc)[8][8])
{
    constexpr int kBatch = 4; /* columns per batch: 8 float4 in flight, within two blocks' registers */
#pragma unroll
    for (int c1 = 0; c1 < 8; c1 += kBatch) {
        float4 *out[kBatch][2];
        float4 old[kBatch][2];
#pragma unroll
        for (int cc = 0; cc < kBatch; ++cc)
#pragma unroll
            for (int h = 0; h < 2; ++h) {
                out[cc][h] = reinterpret_cast<float4 *>(q.c + (c0 + part(c1 + cc, tx4)) * q.ldc + r0 + h * kHalf + ty4);
                if (!q.beta_zero) old[cc][h] = *out[cc][h];
            }
#pragma unroll
        for (int cc = 0; cc < kBatch; ++cc)
#pragma unroll
            for (int h = 0; h < 2; ++h) {
                const int col = c1 + cc;
                float4 v = make_float4(q.alpha * acc[4 * h][col], q.alpha * acc[4 * h + 1][col],
                                       q.alpha * acc[4 * h + 2][col], q.alpha * acc[4 * h + 3][col]);
                if (!q.beta_zero) {
                    const float4 o = old[cc][h];
                    v.x += q.beta * o.x, v.y += q.beta * o.y, v.z += q.beta * o.z, v.w += q.beta * o.w;
                }
                *out[cc][h] = v;
            }
    }
}

/* Ask L2 for the tile's part of C now, so that the read after the multiply
 * finds it there instead of waiting on memory with few loads in flight:
 * each column's 128 rows are four 128-byte lines (five where the column is
 * not line-aligned; the fifth is left to the read). */
__device__ __forceinline__ void prefetch_c_tile(const syr2k_args &q, int64_t r0, int64_t c0)
{
    if (q.beta_zero) return;
    for (int e = threadIdx.x; e < kTile * 4; e += kThreads) {
        const int64_t col = c0 + e / 4, row = r0 + 32 * (e % 4);
        if (col < q.n && row < q.n) asm volatile("prefetch.global.L2 [%0];" ::"l"(q.c + row + col * q.ldc));
    }
}

/* Block t: the tile (ti, tj) of the lower triangle of tiles, or its mirror
 * (tj, ti) for uplo 'U'.  Shared memory: P's and Q's 2k columns over the
 * tile's rows and columns, sp[l][i] = P(r0 + i, l), sq[l][j] = Q(c0 + j, l). */
__global__ void __launch_bounds__(kThreads, 2) syr2k_narrow_kernel(const syr2k_args q)
{
    extern __shared__ __align__(16) float smem[];
    const int k2 = 2 * q.k;
    float *const sp = smem, *const sq = smem + k2 * kTile;
    int64_t ti, tj;
    triangle_tile_of(blockIdx.x, ti, tj);
    const int64_t r0 = (q.lower ? ti : tj) * kTile, c0 = (q.lower ? tj : ti) * kTile;

    prefetch_c_tile(q, r0, c0);
    /* the operands by asynchronous copies, all in flight at once (a load
     * and a store per element waited on L2 once per few elements) */
    for (int e = threadIdx.x; e < k2 * kTile; e += kThreads) {
        const int l = e / kTile, i = e % kTile;
        const bool first = l < q.k; /* P = [A | B], Q = [B | A] */
        const int lc = first ? l : l - q.k;
        const float *const pcol = first ? q.a + lc * q.lda : q.b + lc * q.ldb;
        const float *const qcol = first ? q.b + lc * q.ldb : q.a + lc * q.lda;
        if (q.alpha != 0.0f && r0 + i < q.n) /* alpha = 0 reads neither */
            __pipeline_memcpy_async(sp + e, pcol + r0 + i, sizeof(float));
        else
            sp[e] = 0.0f;
        if (q.alpha != 0.0f && c0 + i < q.n)
            __pipeline_memcpy_async(sq + e, qcol + c0 + i, sizeof(float));
        else
            sq[e] = 0.0f;
    }
    __pipeline_commit();
    __pipeline_wait_prior(0);
    __syncthreads();

    /* rows 4 ty .. 4 ty + 3 of each half, columns likewise by tx: a warp's
     * 16 ty read 256 contiguous bytes of sp, its two tx one broadcast of sq */
    const int ty4 = 4 * (threadIdx.x % 16), tx4 = 4 * (threadIdx.x / 16);
    float acc[8][8];
#pragma unroll
    for (int r = 0; r < 8; ++r)
#pragma unroll
        for (int c = 0; c < 8; ++c) acc[r][c] = 0.0f;
#pragma unroll 4
    for (int l = 0; l < k2; ++l) {
        const float4 p0 = *reinterpret_cast<const float4 *>(sp + l * kTile + ty4);
        const float4 p1 = *reinterpret_cast<const float4 *>(sp + l * kTile + kHalf + ty4);
        const float4 q0 = *reinterpret_cast<const float4 *>(sq + l * kTile + tx4);
        const float4 q1 = *reinterpret_cast<const float4 *>(sq + l * kTile + kHalf + tx4);
        const float x[8] = {p0.x, p0.y, p0.z, p0.w, p1.x, p1.y, p1.z, p1.w};
        const float y[8] = {q0.x, q0.y, q0.z, q0.w, q1.x, q1.y, q1.z, q1.w};
#pragma unroll
        for (int r = 0; r < 8; ++r)
#pragma unroll
            for (int c = 0; c < 8; ++c) acc[r][c] = fmaf(x[r], y[c], acc[r][c]);
    }

    const bool inside = r0 != c0 && r0 + kTile <= q.n && c0 + kTile <= q.n;
    const bool aligned = (q.ldc % 4 == 0) && (reinterpret_cast<uintptr_t>(q.c + r0) % 16 == 0);
    if (inside && aligned)
        store_vector(q, r0, c0, ty4, tx4, acc);
    else
        store_scalar(q, r0, c0, ty4, tx4, acc);
}

} // namespace
} // namespace blas
} // namespace trident

extern "C" int trident_cuda_syr2k_narrow_supports(int64_t k) { return k >= 1 && k <= trident::blas::kMaxK; }

extern "C" int trident_cuda_syr2k_narrow_s(cudaStream_t stream, char uplo, int64_t n, int64_t k, float alpha,
                                           const float *a, int64_t lda, const float *b, int64_t ldb, float beta,
                                           float *c, int64_t ldc)
{
    using namespace trident::blas;
    if (n <= 0) return 0;
    if (!trident_cuda_syr2k_narrow_supports(k)) return (int)cudaErrorInvalidValue;
    syr2k_args q;
    q.lower = uplo != 'U';
    q.k = (int)k;
    q.n = n, q.lda = lda, q.ldb = ldb, q.ldc = ldc;
    q.a = a, q.b = b, q.c = c;
    q.alpha = alpha, q.beta = beta;
    q.beta_zero = beta == 0.0f;
    const int64_t nt = (n + kTile - 1) / kTile, tiles = nt * (nt + 1) / 2;
    const size_t smem = 2 * (size_t)(2 * k) * kTile * sizeof(float);
    cudaError_t err = trident::allow_smem(syr2k_narrow_kernel, smem);
    if (err != cudaSuccess) return (int)err;
    syr2k_narrow_kernel<<<(unsigned)tiles, kThreads, smem, stream>>>(q);
    return (int)cudaGetLastError();
}
