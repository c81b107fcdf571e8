/*
 * dc_kernels.cu -- the device steps of a divide-and-conquer merge
 * (src/drivers/tridiag_dc/dc_merge_generic.h), written once for float and
 * double, one node at a time.  The arithmetic of the secular equation is
 * not here: the kernels are loops around the bodies of eig/dc_device.cuh
 * (themselves around eig/dc_secular.h, which the host primitives call too).
 *
 *  - rotate:  one thread per row applies all of a merge's column rotations
 *             to its row, in order (rotations of one row are sequential,
 *             rows are independent); the pair and (c, s) loads are the same
 *             address across a warp.
 *  - gather:  a 2-D grid, columns on y, rows on x (coalesced copies).
 *  - roots, zhat: one warp per root / per entry.  k warps keep the GPU busy
 *             where k threads, each with a dependent O(k) loop, would not.
 *  - vectors: one block per column of U.
 * No atomics anywhere: the same input gives the same bits.
 */
#include <cstdint>

#include "eig/dc_device.cuh"
#include "eig/dc_kernels.h"

namespace trident {
namespace {
using namespace dc;

constexpr int kThreads = 256;      /* rotate, gather, vectors */
constexpr int kRootThreads = 128;  /* roots, zhat: 4 warps, a root each */
constexpr int kRootsPerBlock = kRootThreads / 32;

template <class R>
__global__ void __launch_bounds__(kThreads) rotate_kernel(int64_t m, int64_t nrot,
                                                          const int64_t *pairs, const R *cs, R *q,
                                                          int64_t ldq)
{
    for (int64_t i = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; i < m;
         i += (int64_t)gridDim.x * blockDim.x)
        rotate_row(i, nrot, pairs, cs, q, ldq);
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
    if (j < k) root_by_warp(k, j, d, z, rho, lambda, origin, tau); /* the whole warp */
}

template <class R>
__global__ void __launch_bounds__(kRootThreads) zhat_kernel(int64_t k, const R *d, const R *z,
                                                            R rho, const int64_t *origin,
                                                            const R *tau, R *zhat)
{
    const int64_t i = blockIdx.x * (int64_t)kRootsPerBlock + (threadIdx.x >> 5); /* my warp's */
    if (i < k) zhat_by_warp(k, i, d, z, rho, origin, tau, zhat); /* the whole warp */
}

template <class R>
__global__ void __launch_bounds__(kThreads) vectors_kernel(int64_t k, int64_t j0, int64_t nc,
                                                           const R *d, const R *zhat,
                                                           const int64_t *origin, const R *tau,
                                                           const int64_t *rowpole, R *u,
                                                           int64_t ldu)
{
    __shared__ R red[kThreads / 32];
    for (int64_t jc = blockIdx.x; jc < nc; jc += gridDim.x)
        vector_column(k, j0 + jc, d, zhat, origin, tau, rowpole, u + jc * ldu, red);
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
