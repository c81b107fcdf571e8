/*
 * dc_device.cuh -- the device bodies of a divide-and-conquer merge's steps,
 * shared by the kernels that merge one node (eig/dc_kernels.cu) and those
 * that merge a whole tree level's small nodes at once
 * (eig/dc_batch_kernels.cu): the same code, so the same bits, either way.
 *
 *  - rotate_row:  one row, all of the merge's column rotations in order.
 *  - root_by_warp, zhat_by_warp:  one root / one zhat entry per warp: the
 *             lanes split each O(k) sum (product) over the poles and combine
 *             it with an xor butterfly, which leaves the same bits in every
 *             lane (IEEE + and * commute), so the lanes iterate in lockstep
 *             (the hooks of eig/dc_secular.h).
 *  - vector_column:  one column of U by one block: the entries, then a
 *             block reduction for max |u| and one for sum (u / max)^2, then
 *             the scaling; the reductions have a fixed shape (warp shuffles,
 *             then the warps in order), so results are bitwise repeatable.
 * Include once per .cu, at file scope.
 */
#ifndef TRIDENT_DC_DEVICE_CUH
#define TRIDENT_DC_DEVICE_CUH

#include <cstdint>

namespace trident {
/* the group hooks of eig/dc_secular.h: a warp per root */
template <class R> __device__ __forceinline__ R warp_sum(R v)
{
    for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
    return v;
}
template <class R> __device__ __forceinline__ R warp_prod(R v)
{
    for (int o = 16; o > 0; o >>= 1) v *= __shfl_xor_sync(0xffffffffu, v, o);
    return v;
}
} // namespace trident

#define TRI_HOST_DEVICE __device__
#define TRI_DC_LANES 32
#define TRI_DC_LANE ((int64_t)(threadIdx.x & 31))
#define TRI_DC_SUM(x) trident::warp_sum(x)
#define TRI_DC_PROD(x) trident::warp_prod(x)
#include "eig/dc_secular.h"

namespace trident {
namespace dc {

/* the precision's functions of dc_secular.h, by overload */
__device__ __forceinline__ void secular_root(int64_t k, int64_t j, const float *d, const float *z,
                                             float rho, int64_t *o, float *t)
{
    dc_secular_root_s(k, j, d, z, rho, o, t);
}
__device__ __forceinline__ void secular_root(int64_t k, int64_t j, const double *d,
                                             const double *z, double rho, int64_t *o, double *t)
{
    dc_secular_root_d(k, j, d, z, rho, o, t);
}
__device__ __forceinline__ float secular_zhat(int64_t k, int64_t i, const float *d, const float *z,
                                              float rho, const int64_t *o, const float *t)
{
    return dc_secular_zhat_s(k, i, d, z, rho, o, t);
}
__device__ __forceinline__ double secular_zhat(int64_t k, int64_t i, const double *d,
                                               const double *z, double rho, const int64_t *o,
                                               const double *t)
{
    return dc_secular_zhat_d(k, i, d, z, rho, o, t);
}
__device__ __forceinline__ float vector_entry(float di, float zi, float dorg, float t)
{
    return dc_vector_entry_s(di, zi, dorg, t);
}
__device__ __forceinline__ double vector_entry(double di, double zi, double dorg, double t)
{
    return dc_vector_entry_d(di, zi, dorg, t);
}

/* Row i of q: the rotations r = 0..nrot-1 in order (see dc_ops_table.h) */
template <class R>
__device__ __forceinline__ void rotate_row(int64_t i, int64_t nrot, const int64_t *pairs, const R *cs,
                                           R *q, int64_t ldq)
{
    for (int64_t r = 0; r < nrot; ++r) {
        R *qa = q + pairs[2 * r] * ldq, *qb = q + pairs[2 * r + 1] * ldq;
        const R c = cs[2 * r], s = cs[2 * r + 1];
        const R x = qa[i], y = qb[i];
        qa[i] = c * x + s * y;
        qb[i] = c * y - s * x;
    }
}

/* Root j of the merge's secular equation, by the calling warp (all lanes) */
template <class R>
__device__ __forceinline__ void root_by_warp(int64_t k, int64_t j, const R *d, const R *z, R rho,
                                             R *lambda, int64_t *origin, R *tau)
{
    int64_t o;
    R t;
    secular_root(k, j, d, z, rho, &o, &t);
    if ((threadIdx.x & 31) == 0) {
        origin[j] = o;
        tau[j] = t;
        lambda[j] = d[o] + t;
    }
}

/* zhat[i], by the calling warp (all lanes) */
template <class R>
__device__ __forceinline__ void zhat_by_warp(int64_t k, int64_t i, const R *d, const R *z, R rho,
                                             const int64_t *origin, const R *tau, R *zhat)
{
    const R v = secular_zhat(k, i, d, z, rho, origin, tau);
    if ((threadIdx.x & 31) == 0) zhat[i] = v;
}

/* Block-wide reduction, every thread gets the result; fixed order. */
template <class R, bool kMax> __device__ R block_reduce(R v, R *shared)
{
    for (int o = 16; o > 0; o >>= 1) {
        const R w = __shfl_xor_sync(0xffffffffu, v, o);
        v = kMax ? (w > v ? w : v) : v + w;
    }
    const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
    __syncthreads(); /* shared may still be read by the previous reduction */
    if (lane == 0) shared[warp] = v;
    __syncthreads();
    R r = shared[0];
    for (int w = 1; w < (int)(blockDim.x >> 5); ++w) r = kMax ? (shared[w] > r ? shared[w] : r) : r + shared[w];
    return r;
}

/* Column j of U (k rows, rows permuted by rowpole) into col, unit 2-norm,
 * by the whole block; red: blockDim.x / 32 reals of shared memory. */
template <class R>
__device__ void vector_column(int64_t k, int64_t j, const R *d, const R *zhat, const int64_t *origin,
                              const R *tau, const int64_t *rowpole, R *col, R *red)
{
    const R dorg = d[origin[j]], t = tau[j];
    R amax = 0;
    for (int64_t r = threadIdx.x; r < k; r += blockDim.x) { /* each thread keeps its rows */
        const int64_t i = rowpole[r];
        const R v = vector_entry(d[i], zhat[i], dorg, t);
        col[r] = v;
        const R a = v < 0 ? -v : v;
        amax = a > amax ? a : amax;
    }
    amax = block_reduce<R, true>(amax, red);
    if (!(amax > 0)) return; /* cannot happen: zhat has no zero (uniform in the block) */
    R ss = 0;
    for (int64_t r = threadIdx.x; r < k; r += blockDim.x) {
        const R v = col[r] / amax;
        ss += v * v;
    }
    ss = block_reduce<R, false>(ss, red);
    const R scale = R(1) / (amax * sqrt(ss));
    for (int64_t r = threadIdx.x; r < k; r += blockDim.x) col[r] *= scale;
}

} // namespace dc
} // namespace trident

#endif
