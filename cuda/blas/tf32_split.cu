/*
 * tf32_split.cu -- op(x) as TF32 head and tail matrices (contract:
 * tf32_split.h).  A 32 x 32 tile of op(x) goes through shared memory, read
 * along x's columns and written along the destination's, so both the
 * transposed and the plain case touch memory in whole rows of a warp.
 */
#include <cstdint>

#include "blas/tf32_split.h"
#include "common/scalar.cuh"
#include "common/tf32.cuh"

namespace trident {
namespace blas {
namespace {

constexpr int kTile = 32, kRows = 8; /* a tile, and the thread rows that sweep it */

/* x rounded to the nearest TF32 value; non-finite x kept */
__device__ __forceinline__ float tf32_round(float x)
{
    if (!isfinite(x)) return x;
    return __uint_as_float(tf32_round_bits(__float_as_uint(x)));
}

struct piece {
    float head, tail;
};

__device__ __forceinline__ piece split(float x)
{
    const float h = tf32_round(x);
    return {h, isfinite(x) ? tf32_round(x - h) : 0.0f};
}

/* op(x)(r, s)'s pieces into head and tail at (r, s) (see tf32_split.h) */
__device__ __forceinline__ void put(float v, int64_t r, int64_t s, int64_t ldd, float *head, float *tail, bool)
{
    const piece p = split(v);
    head[r + s * ldd] = p.head;
    tail[r + s * ldd] = p.tail;
}

__device__ __forceinline__ void put(float2 v, int64_t r, int64_t s, int64_t ldd, float *head, float *tail,
                                    bool embed)
{
    const piece pr = split(v.x), pi = split(v.y);
    const int64_t at = 2 * r + (embed ? 2 * s : s) * ldd;
    *reinterpret_cast<float2 *>(head + at) = make_float2(pr.head, pi.head);
    *reinterpret_cast<float2 *>(tail + at) = make_float2(pr.tail, pi.tail);
    if (embed) { /* the second column of [re -im; im re] */
        *reinterpret_cast<float2 *>(head + at + ldd) = make_float2(-pi.head, pr.head);
        *reinterpret_cast<float2 *>(tail + at + ldd) = make_float2(-pi.tail, pr.tail);
    }
}

template <class T>
__global__ void __launch_bounds__(kTile *kRows)
    split_kernel(char trans, bool embed, int64_t rows, int64_t cols, const T *x, int64_t ldx, float *head,
                 float *tail, int64_t ldd)
{
    __shared__ T tile[kTile][kTile + 1]; /* [s][r] of op(x) */
    const int tx = threadIdx.x, ty = threadIdx.y;
    const int64_t r0 = (int64_t)blockIdx.x * kTile;
    for (int64_t s0 = (int64_t)blockIdx.y * kTile; s0 < cols; s0 += (int64_t)gridDim.y * kTile) {
        if (trans == 'N') {
            for (int j = ty; j < kTile; j += kRows) {
                const int64_t r = r0 + tx, s = s0 + j;
                if (r < rows && s < cols) tile[j][tx] = x[r + s * ldx];
            }
        } else { /* op(x)(r, s) = x(s, r), conjugated for 'C' */
            for (int j = ty; j < kTile; j += kRows) {
                const int64_t r = r0 + j, s = s0 + tx;
                if (r < rows && s < cols) {
                    const T v = x[s + r * ldx];
                    tile[tx][j] = trans == 'C' ? conj_(v) : v;
                }
            }
        }
        __syncthreads();
        for (int j = ty; j < kTile; j += kRows) {
            const int64_t r = r0 + tx, s = s0 + j;
            if (r < rows && s < cols) put(tile[j][tx], r, s, ldd, head, tail, embed);
        }
        __syncthreads(); /* the tile is refilled for the next s0 */
    }
}

template <class T>
int split(cudaStream_t stream, bool embed, char trans, int64_t rows, int64_t cols, const void *x, int64_t ldx,
          float *head, float *tail, int64_t ldd)
{
    if (rows <= 0 || cols <= 0) return (int)cudaSuccess;
    const int64_t row_tiles = (rows + kTile - 1) / kTile, col_tiles = (cols + kTile - 1) / kTile;
    if (row_tiles > 0x7fffffff) return (int)cudaErrorInvalidValue;
    const dim3 grid((unsigned)row_tiles, (unsigned)(col_tiles < 65535 ? col_tiles : 65535));
    split_kernel<T><<<grid, dim3(kTile, kRows), 0, stream>>>(trans, embed, rows, cols, static_cast<const T *>(x),
                                                             ldx, head, tail, ldd);
    return (int)cudaGetLastError();
}

} // namespace
} // namespace blas
} // namespace trident

extern "C" int trident_cuda_tf32_split_s(cudaStream_t stream, char trans, int64_t rows, int64_t cols,
                                         const void *x, int64_t ldx, float *head, float *tail, int64_t ldd)
{
    return trident::blas::split<float>(stream, false, trans, rows, cols, x, ldx, head, tail, ldd);
}

extern "C" int trident_cuda_tf32_split_c(cudaStream_t stream, int embed, char trans, int64_t rows, int64_t cols,
                                         const void *x, int64_t ldx, float *head, float *tail, int64_t ldd)
{
    return trident::blas::split<float2>(stream, embed != 0, trans, rows, cols, x, ldx, head, tail, ldd);
}
