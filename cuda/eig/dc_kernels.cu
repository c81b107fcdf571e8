/*
 * dc_kernels.cu -- the device steps of a divide-and-conquer merge
 * (src/drivers/tridiag_dc/dc_merge_generic.h), written once for float and
 * double.  The arithmetic of the secular equation is not here: the kernels
 * are loops around the functions of eig/dc_secular.h, which the host
 * primitives call too.
 *
 *  - rotate:  one thread per row applies all of a merge's column rotations
 *             to its row, in order (rotations of one row are sequential,
 *             rows are independent); the pair and (c, s) loads are the same
 *             address across a warp.
 *  - gather:  a 2-D grid, columns on y, rows on x (coalesced copies).
 *  - roots, zhat: one warp per root / per entry: the lanes split each
 *             O(k) sum (product) over the poles and combine it with an xor
 *             butterfly, which leaves the same bits in every lane (IEEE +
 *             and * commute), so the lanes iterate in lockstep (the hooks of
 *             eig/dc_secular.h).  k warps keep the GPU busy where k
 *             threads, each with a dependent O(k) loop, would not.
 *  - vectors: one block per column of U: the entries, then a block
 *             reduction for max |u| and one for sum (u / max)^2, then the
 *             scaling.  The reductions have a fixed shape (warp shuffles,
 *             then the warps in order), so results are bitwise repeatable.
 * No atomics anywhere: the same input gives the same bits.
 */
#include <cstdint>

#include "eig/dc_kernels.h"

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
namespace {

constexpr int kThreads = 256;      /* rotate, gather, vectors */
constexpr int kRootThreads = 128;  /* roots, zhat: 4 warps, a root each */
constexpr int kRootsPerBlock = kRootThreads / 32;

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

template <class R>
__global__ void __launch_bounds__(kThreads) rotate_kernel(int64_t m, int64_t nrot,
                                                          const int64_t *pairs, const R *cs, R *q,
                                                          int64_t ldq)
{
    for (int64_t i = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; i < m;
         i += (int64_t)gridDim.x * blockDim.x) {
        for (int64_t r = 0; r < nrot; ++r) {
            R *qa = q + pairs[2 * r] * ldq, *qb = q + pairs[2 * r + 1] * ldq;
            const R c = cs[2 * r], s = cs[2 * r + 1];
            const R x = qa[i], y = qb[i];
            qa[i] = c * x + s * y;
            qb[i] = c * y - s * x;
        }
    }
}

template <class R>
__global__ void __launch_bounds__(kThreads) gather_kernel(int64_t m, int64_t ncols,
                                                          const int64_t *cols, const R *src,
                                                          int64_t lds, R *dst, int64_t ldd)
{
    for (int64_t j = blockIdx.y; j < ncols; j += gridDim.y) {
        const R *s = src + cols[j] * lds;
        R *t = dst + j * ldd;
        for (int64_t i = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; i < m;
             i += (int64_t)gridDim.x * blockDim.x)
            t[i] = s[i];
    }
}

template <class R>
__global__ void __launch_bounds__(kRootThreads) roots_kernel(int64_t k, const R *d, const R *z,
                                                             R rho, R *lambda, int64_t *origin,
                                                             R *tau)
{
    const int64_t j = blockIdx.x * (int64_t)kRootsPerBlock + (threadIdx.x >> 5); /* my warp's */
    if (j >= k) return; /* the whole warp */
    int64_t o;
    R t;
    secular_root(k, j, d, z, rho, &o, &t);
    if ((threadIdx.x & 31) == 0) {
        origin[j] = o;
        tau[j] = t;
        lambda[j] = d[o] + t;
    }
}

template <class R>
__global__ void __launch_bounds__(kRootThreads) zhat_kernel(int64_t k, const R *d, const R *z,
                                                            R rho, const int64_t *origin,
                                                            const R *tau, R *zhat)
{
    const int64_t i = blockIdx.x * (int64_t)kRootsPerBlock + (threadIdx.x >> 5); /* my warp's */
    if (i >= k) return; /* the whole warp */
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

template <class R>
__global__ void __launch_bounds__(kThreads) vectors_kernel(int64_t k, int64_t j0, int64_t nc,
                                                           const R *d, const R *zhat,
                                                           const int64_t *origin, const R *tau,
                                                           const int64_t *rowpole, R *u,
                                                           int64_t ldu)
{
    __shared__ R red[kThreads / 32];
    for (int64_t jc = blockIdx.x; jc < nc; jc += gridDim.x) {
        const int64_t j = j0 + jc;
        const R dorg = d[origin[j]], t = tau[j];
        R *col = u + jc * ldu;
        R amax = 0;
        for (int64_t r = threadIdx.x; r < k; r += blockDim.x) { /* each thread keeps its rows */
            const int64_t i = rowpole[r];
            const R v = vector_entry(d[i], zhat[i], dorg, t);
            col[r] = v;
            const R a = v < 0 ? -v : v;
            amax = a > amax ? a : amax;
        }
        amax = block_reduce<R, true>(amax, red);
        if (!(amax > 0)) continue; /* cannot happen: zhat has no zero (uniform in the block) */
        R ss = 0;
        for (int64_t r = threadIdx.x; r < k; r += blockDim.x) {
            const R v = col[r] / amax;
            ss += v * v;
        }
        ss = block_reduce<R, false>(ss, red);
        const R scale = R(1) / (amax * sqrt(ss));
        for (int64_t r = threadIdx.x; r < k; r += blockDim.x) col[r] *= scale;
    }
}

unsigned blocks_for(int64_t n, int threads, int64_t cap)
{
    const int64_t b = (n + threads - 1) / threads;
    return (unsigned)(b < 1 ? 1 : b > cap ? cap : b);
}

template <class R>
int rotate(cudaStream_t s, int64_t m, int64_t nrot, const int64_t *pairs, const R *cs, R *q,
           int64_t ldq)
{
    if (m <= 0 || nrot <= 0) return 0;
    rotate_kernel<R><<<blocks_for(m, kThreads, 65535), kThreads, 0, s>>>(m, nrot, pairs, cs, q, ldq);
    return (int)cudaGetLastError();
}

template <class R>
int gather(cudaStream_t s, int64_t m, int64_t ncols, const int64_t *cols, const R *src, int64_t lds,
           R *dst, int64_t ldd)
{
    if (m <= 0 || ncols <= 0) return 0;
    const dim3 grid(blocks_for(m, kThreads, 64), (unsigned)(ncols < 65535 ? ncols : 65535));
    gather_kernel<R><<<grid, kThreads, 0, s>>>(m, ncols, cols, src, lds, dst, ldd);
    return (int)cudaGetLastError();
}

template <class R>
int roots(cudaStream_t s, int64_t k, const R *d, const R *z, R rho, R *lambda, int64_t *origin,
          R *tau)
{
    if (k <= 0) return 0;
    roots_kernel<R><<<blocks_for(k, kRootsPerBlock, INT32_MAX), kRootThreads, 0, s>>>(
        k, d, z, rho, lambda, origin, tau);
    return (int)cudaGetLastError();
}

template <class R>
int zhat(cudaStream_t s, int64_t k, const R *d, const R *z, R rho, const int64_t *origin,
         const R *tau, R *zh)
{
    if (k <= 0) return 0;
    zhat_kernel<R><<<blocks_for(k, kRootsPerBlock, INT32_MAX), kRootThreads, 0, s>>>(
        k, d, z, rho, origin, tau, zh);
    return (int)cudaGetLastError();
}

template <class R>
int vectors(cudaStream_t s, int64_t k, int64_t j0, int64_t nc, const R *d, const R *zh,
            const int64_t *origin, const R *tau, const int64_t *rowpole, R *u, int64_t ldu)
{
    if (k <= 0 || nc <= 0) return 0;
    const unsigned grid = (unsigned)(nc < 65535 ? nc : 65535);
    vectors_kernel<R><<<grid, kThreads, 0, s>>>(k, j0, nc, d, zh, origin, tau, rowpole, u, ldu);
    return (int)cudaGetLastError();
}

} // namespace
} // namespace trident

#define TRIDENT_DEFINE_DC_ENTRIES(ch, R)                                                         \
    extern "C" int trident_cuda_dc_rotate_##ch(cudaStream_t s, int64_t m, int64_t nrot,          \
                                               const int64_t *pairs, const R *cs, R *q,          \
                                               int64_t ldq)                                      \
    {                                                                                            \
        return trident::rotate<R>(s, m, nrot, pairs, cs, q, ldq);                                \
    }                                                                                            \
    extern "C" int trident_cuda_dc_gather_##ch(cudaStream_t s, int64_t m, int64_t ncols,         \
                                               const int64_t *cols, const R *src, int64_t lds,   \
                                               R *dst, int64_t ldd)                              \
    {                                                                                            \
        return trident::gather<R>(s, m, ncols, cols, src, lds, dst, ldd);                        \
    }                                                                                            \
    extern "C" int trident_cuda_dc_secular_roots_##ch(cudaStream_t s, int64_t k, const R *d,     \
                                                      const R *z, R rho, R *lambda,              \
                                                      int64_t *origin, R *tau)                   \
    {                                                                                            \
        return trident::roots<R>(s, k, d, z, rho, lambda, origin, tau);                          \
    }                                                                                            \
    extern "C" int trident_cuda_dc_secular_zhat_##ch(cudaStream_t s, int64_t k, const R *d,      \
                                                     const R *z, R rho, const int64_t *origin,   \
                                                     const R *tau, R *zhat)                      \
    {                                                                                            \
        return trident::zhat<R>(s, k, d, z, rho, origin, tau, zhat);                             \
    }                                                                                            \
    extern "C" int trident_cuda_dc_secular_vectors_##ch(                                         \
        cudaStream_t s, int64_t k, int64_t j0, int64_t nc, const R *d, const R *zhat,            \
        const int64_t *origin, const R *tau, const int64_t *rowpole, R *u, int64_t ldu)          \
    {                                                                                            \
        return trident::vectors<R>(s, k, j0, nc, d, zhat, origin, tau, rowpole, u, ldu);         \
    }

TRIDENT_DEFINE_DC_ENTRIES(s, float)
TRIDENT_DEFINE_DC_ENTRIES(d, double)
