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
 * Measured on the H100 (`bench_stage1_kernels 8192 16384`, summed over the
 * panels): 19.3 / 122.5 ms against cuBLAS's 40.2 / 200.4 (18.9 / 23.9
 * against 9.1 / 14.6 TFLOP/s), the same bits.  Still well below the SIMT
 * rate: each block loads its operands, then multiplies, then reads and
 * writes C, and two blocks per SM overlap those phases only in part (a
 * pipelined version is the next step).
 */
#include <cstdint>

#include "blas/syr2k_narrow.h"

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

/* tile t of the lower triangle of tiles, row by row: (ti, tj), tj <= ti */
__device__ __forceinline__ void tile_of(int64_t t, int64_t &ti, int64_t &tj)
{
    int64_t i = (int64_t)((sqrt(8.0 * (double)t + 1.0) - 1.0) * 0.5);
    while (i * (i + 1) / 2 > t) --i; /* the square root's rounding, either way */
    while ((i + 1) * (i + 2) / 2 <= t) ++i;
    ti = i, tj = t - i * (i + 1) / 2;
}

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
 * aligned: four rows at a time */
__device__ __forceinline__ void store_vector(const syr2k_args &q, int64_t r0, int64_t c0, int ty4, int tx4,
                                             const float (&acc)[8][8])
{
#pragma unroll
    for (int cc = 0; cc < 8; ++cc) {
        float *const column = q.c + (c0 + part(cc, tx4)) * q.ldc + r0;
#pragma unroll
        for (int h = 0; h < 2; ++h) {
            float4 *const out = reinterpret_cast<float4 *>(column + h * kHalf + ty4);
            float4 v = make_float4(q.alpha * acc[4 * h][cc], q.alpha * acc[4 * h + 1][cc],
                                   q.alpha * acc[4 * h + 2][cc], q.alpha * acc[4 * h + 3][cc]);
            if (!q.beta_zero) {
                const float4 o = *out;
                v.x += q.beta * o.x, v.y += q.beta * o.y, v.z += q.beta * o.z, v.w += q.beta * o.w;
            }
            *out = v;
        }
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
    tile_of(blockIdx.x, ti, tj);
    const int64_t r0 = (q.lower ? ti : tj) * kTile, c0 = (q.lower ? tj : ti) * kTile;

    for (int e = threadIdx.x; e < k2 * kTile; e += kThreads) {
        const int l = e / kTile, i = e % kTile;
        const bool first = l < q.k; /* P = [A | B], Q = [B | A] */
        const int lc = first ? l : l - q.k;
        const float *const pcol = first ? q.a + lc * q.lda : q.b + lc * q.ldb;
        const float *const qcol = first ? q.b + lc * q.ldb : q.a + lc * q.lda;
        sp[e] = q.alpha != 0.0f && r0 + i < q.n ? pcol[r0 + i] : 0.0f; /* alpha = 0 reads neither */
        sq[e] = q.alpha != 0.0f && c0 + i < q.n ? qcol[c0 + i] : 0.0f;
    }
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
    cudaError_t err = cudaFuncSetAttribute(syr2k_narrow_kernel, cudaFuncAttributeMaxDynamicSharedMemorySize,
                                           (int)(2 * 2 * kMaxK * kTile * sizeof(float)));
    if (err != cudaSuccess) return (int)err;
    syr2k_narrow_kernel<<<(unsigned)tiles, kThreads, smem, stream>>>(q);
    return (int)cudaGetLastError();
}
