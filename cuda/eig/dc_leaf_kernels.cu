/*
 * dc_leaf_kernels.cu -- the leaves of the divide and conquer
 * (src/drivers/tridiag_dc/) on the GPU, written once for float and double:
 * each leaf's small tridiagonal eigenproblem by the implicit QL method of
 * eig/tridiag_ql.h, whose functions the host test checks against LAPACK.
 *
 * One warp per leaf.  A QL step is a serial recurrence: lane 0 runs it on
 * the leaf's d and e in shared memory and leaves the step's rotations there;
 * then every lane applies them to its rows of the leaf's block of Z (rows
 * lane, lane + 32, ...: a column's rows are consecutive in memory, so each
 * rotation's loads and stores are coalesced across the warp).  The leaves
 * run side by side, one block each.
 *
 * Before this kernel the leaves were solved one after another on the host
 * by LAPACK's xSTEDC and copied up one by one: 38 ms of the 67 ms divide and
 * conquer at n = 8192 (d, leaves of 64; TRIDENT_VERBOSE=3 on the H100,
 * 2026-11-22).
 *
 * Every leaf sees the same operations in the same order whatever the
 * scheduling: the result is bitwise reproducible.
 */
#include <cstdint>

#include "common/smem_limit.cuh"
#include "eig/dc_kernels.h"

#define TRI_HOST_DEVICE __device__
#include "eig/tridiag_ql.h"

namespace trident {
namespace {

/* the precision's functions of tridiag_ql.h, by overload */
__device__ __forceinline__ int64_t ql_block_end(int64_t s, int64_t l, const float *d, const float *e)
{
    return ql_block_end_s(s, l, d, e);
}
__device__ __forceinline__ int64_t ql_block_end(int64_t s, int64_t l, const double *d, const double *e)
{
    return ql_block_end_d(s, l, d, e);
}
__device__ __forceinline__ int64_t ql_step(int64_t l, int64_t m, float *d, float *e, float *cs)
{
    return ql_step_s(l, m, d, e, cs);
}
__device__ __forceinline__ int64_t ql_step(int64_t l, int64_t m, double *d, double *e, double *cs)
{
    return ql_step_d(l, m, d, e, cs);
}
__device__ __forceinline__ void ql_rotate_row(int64_t m, int64_t nrot, const float *cs, float *z, int64_t inc)
{
    ql_rotate_row_s(m, nrot, cs, z, inc);
}
__device__ __forceinline__ void ql_rotate_row(int64_t m, int64_t nrot, const double *cs, double *z, int64_t inc)
{
    ql_rotate_row_d(m, nrot, cs, z, inc);
}

/* Leaf blockIdx.x: rows and columns off .. off+s-1 (leaves[2 leaf],
 * leaves[2 leaf + 1]) of T (d, e; e[off+s-1] is not read) and of Z.
 * Shared memory: d, e and the rotations, 4 max_leaf reals. */
template <class R>
__global__ void __launch_bounds__(32) dc_leaves_kernel(const int64_t *leaves, const R *d, const R *e,
                                                       R *wd, R *z, int64_t ldz, int64_t max_leaf,
                                                       unsigned long long *fail)
{
    extern __shared__ __align__(16) unsigned char leaf_smem[];
    R *const sd = reinterpret_cast<R *>(leaf_smem), *const se = sd + max_leaf, *const cs = se + max_leaf;
    const int64_t leaf = blockIdx.x, off = leaves[2 * leaf], s = leaves[2 * leaf + 1];
    const int lane = threadIdx.x;
    R *const zb = z + off + off * ldz;
    for (int64_t i = lane; i < s; i += 32) {
        sd[i] = d[off + i];
        se[i] = i + 1 < s ? e[off + i] : R(0);
    }
    for (int64_t j = 0; j < s; ++j)
        for (int64_t r = lane; r < s; r += 32) zb[r + j * ldz] = R(r == j);
    __syncwarp();

    int64_t l = 0, steps = 0; /* lane 0's */
    for (;;) {
        int64_t m = 0, nrot = 0;
        int state = 0; /* 0 a step to apply, 1 done, 2 out of steps */
        if (lane == 0) {
            for (; l < s; ++l)
                if ((m = ql_block_end(s, l, sd, se)) != l) break;
            if (l >= s) state = 1;
            else if (++steps > TRI_QL_MAXIT * s) state = 2;
            else nrot = ql_step(l, m, sd, se, cs);
        }
        state = __shfl_sync(0xffffffffu, state, 0);
        if (state == 2 && lane == 0) atomicMin(fail, (unsigned long long)leaf);
        if (state != 0) break;
        m = __shfl_sync(0xffffffffu, m, 0);
        nrot = __shfl_sync(0xffffffffu, nrot, 0);
        __syncwarp(); /* the rotations in shared memory are visible */
        for (int64_t r = lane; r < s; r += 32) ql_rotate_row(m, nrot, cs, zb + r, ldz);
        __syncwarp(); /* before lane 0 writes the next step's */
    }
    __syncwarp();
    for (int64_t i = lane; i < s; i += 32) wd[off + i] = sd[i];
}

template <class R>
int dc_leaves(cudaStream_t stream, int64_t nleaves, int64_t max_leaf, const int64_t *leaves, const R *d,
              const R *e, R *wd, R *z, int64_t ldz, unsigned long long *fail)
{
    cudaError_t err = cudaMemsetAsync(fail, 0xff, sizeof *fail, stream); /* no failure: all ones */
    if (err != cudaSuccess || nleaves <= 0) return (int)err;
    const size_t smem = 4 * (size_t)max_leaf * sizeof(R);
    if (smem > 48 * 1024 && (err = allow_smem(dc_leaves_kernel<R>, smem)) != cudaSuccess)
        return (int)err;
    dc_leaves_kernel<R><<<(unsigned)nleaves, 32, smem, stream>>>(leaves, d, e, wd, z, ldz, max_leaf, fail);
    return (int)cudaGetLastError();
}

} // namespace
} // namespace trident

#define TRIDENT_DC_LEAVES_ENTRY(ch, R)                                                             \
    extern "C" int trident_cuda_dc_leaves_##ch(cudaStream_t stream, int64_t nleaves, int64_t max_leaf, \
                                               const int64_t *leaves, const R *d, const R *e, R *wd, \
                                               R *z, int64_t ldz, unsigned long long *fail)       \
    {                                                                                              \
        return trident::dc_leaves<R>(stream, nleaves, max_leaf, leaves, d, e, wd, z, ldz, fail);    \
    }

TRIDENT_DC_LEAVES_ENTRY(s, float)
TRIDENT_DC_LEAVES_ENTRY(d, double)
