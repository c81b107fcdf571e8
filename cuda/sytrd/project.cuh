/*
 * project.cuh -- latrd_project (src/backend/ops_table.h) in one kernel:
 * finish the reflector column_begin left pending (column_begin.cuh), then
 * the 2k+1 inner products of it with the panel's columns so far and with
 * u = A v.
 */
#ifndef TRIDENT_PROJECT_CUH
#define TRIDENT_PROJECT_CUH

#include "sytrd/panel_common.cuh"

namespace trident {
namespace panel {

constexpr int kProjectThreads = 256;
constexpr int kProjectBlocks = 64; /* most blocks: enough for the O(k m) products, few
                                      partials for the last block to add */
constexpr int kProjectBatch = 4;   /* columns a warp reduces at once (loads in flight) */

/* rows of one block, whole groups of 32; a function of m only */
__host__ __device__ inline int64_t project_chunk(int64_t m)
{
    int64_t chunk = (m + kProjectBlocks - 1) / kProjectBlocks;
    chunk = (chunk + 31) / 32 * 32;
    return chunk < 32 ? 32 : chunk;
}

/* v_i from the pending column: 1 at the unit entry, s x_i elsewhere */
template <class T>
__device__ __forceinline__ T pending_v(const T *x, int64_t i, T s, const T *unit)
{
    return x + i == unit ? make<T>(1, 0) : mul(s, x[i]);
}

/*
 * On entry x holds (alpha - beta) v and u = (alpha - beta) A v (the hemv of
 * the pending column); with s = 1/(alpha - beta) from `pend`:
 *   x := v,  u := s u,  y[0..k) := W^H v,  y[k..2k) := V^H v,  y[2k] := u^H v.
 * The rows are cut into one chunk per block (the cut depends only on m);
 * each warp reduces some of the 2k+1 columns over its block's chunk, a batch
 * of columns at a time, in a fixed order and writes a partial; the last block
 * to finish (a ticket on `counter`, which it resets) adds the partials in a
 * fixed order.  Deterministic whatever the scheduling.  Nothing on the way
 * is a long chain of dependent loads: this kernel is on every column's
 * critical path.
 *
 * V, W and x were written before the hemv started and the hemv writes only u
 * (and its own workspace), so the 2k products with V and W run before
 * pdl_wait(), overlapping the hemv's drain; x and u are rewritten, and u^H v
 * taken, only after it.
 */
/* One block's shared memory. */
template <class T> struct project_smem {
    real_t<T> red[32];
    T sums[kProjectThreads];
    bool last;
};

/* The 2k products with V and W of block bid's rows (partials[bid * (2k+1)
 * + o]), the reflector v = s x but 1 at unit.  They read x, V and W only. */
template <class T>
__device__ __forceinline__ void project_products(int64_t m, int k, const T *v, int64_t ldv, const T *w,
                                                 int64_t ldw, const T *x, int64_t chunk, T *partials, const T s,
                                                 const T *unit, const unsigned bid)
{
    const int nout = 2 * k + 1, lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
    const int nwarps = blockDim.x >> 5;
    const int64_t r0 = bid * chunk, r1 = r0 + chunk < m ? r0 + chunk : m;

    /* y[o] partials for o < 2k, kProjectBatch columns per pass of a warp */
    for (int o0 = warp * kProjectBatch; o0 < 2 * k; o0 += nwarps * kProjectBatch) {
        const T *col[kProjectBatch];
        T acc[kProjectBatch];
#pragma unroll
        for (int b = 0; b < kProjectBatch; ++b) {
            const int o = o0 + b < 2 * k ? o0 + b : 2 * k - 1; /* a repeat, not stored */
            col[b] = o < k ? w + o * ldw : v + (o - k) * ldv;
            acc[b] = make<T>(0, 0);
        }
#pragma unroll 4
        for (int64_t i = r0 + lane; i < r1; i += 32) {
            const T vi = pending_v(x, i, s, unit);
#pragma unroll
            for (int b = 0; b < kProjectBatch; ++b) acc[b] = cmadd(acc[b], col[b][i], vi);
        }
#pragma unroll
        for (int b = 0; b < kProjectBatch; ++b) {
            const T tot = warp_sum(acc[b]);
            if (lane == 0 && o0 + b < 2 * k) partials[(int64_t)bid * nout + o0 + b] = tot;
        }
    }
}

/* The rest, once u is the hemv's result and every reader of x is done:
 * block bid's rows of x := v, u := s u and its partial of u^H v; the last
 * of the nblk blocks to finish adds all partials in a fixed order into y. */
template <class T>
__device__ __forceinline__ void project_finish(int64_t m, int k, T *x, T *u, T *y, int64_t chunk, T *partials,
                                               unsigned *counter, const pending_reflector<T> *pend,
                                               const unsigned bid, const unsigned nblk, project_smem<T> &sm)
{
    const int nout = 2 * k + 1;
    const int64_t r0 = bid * chunk, r1 = r0 + chunk < m ? r0 + chunk : m;
    const T s = pend->s;
    const T *unit = pend->unit;
    T d = make<T>(0, 0);
    for (int64_t i = r0 + threadIdx.x; i < r1; i += blockDim.x) {
        const T vi = pending_v(x, i, s, unit), ui = mul(s, u[i]);
        x[i] = vi;
        u[i] = ui;
        d = cmadd(d, ui, vi);
    }
    const real_t<T> dr = block_reduce<real_t<T>, false>(re(d), sm.red);
    const real_t<T> di = is_complex_elem<T>::value ? block_reduce<real_t<T>, false>(im(d), sm.red) : 0;
    if (threadIdx.x == 0) partials[(int64_t)bid * nout + 2 * k] = make<T>(dr, di);

    __threadfence();
    __syncthreads();
    if (threadIdx.x == 0) sm.last = atomicAdd(counter, 1u) == nblk - 1;
    __syncthreads();
    if (!sm.last) return;
    __threadfence();
    /* the partials of output o, split over `slices` threads that each add
     * every slices-th block (their loads in flight together), then the
     * slices added in order */
    const int slices = (int)blockDim.x / nout > 0 ? (int)blockDim.x / nout : 1;
    const int o = threadIdx.x / slices, sl = threadIdx.x % slices;
    T acc = make<T>(0, 0);
    if (o < nout) {
#pragma unroll 16
        for (unsigned b = sl; b < nblk; b += slices)
            acc = add(acc, load_cg(partials + (int64_t)b * nout + o));
    }
    sm.sums[threadIdx.x] = acc;
    __syncthreads();
    if (o < nout && sl == 0) {
        for (int h = 1; h < slices; ++h) acc = add(acc, sm.sums[threadIdx.x + h]);
        y[o] = acc;
    }
    if (threadIdx.x == 0) *counter = 0; /* ready for the next launch */
}

/*
 * On entry x holds (alpha - beta) v and u = (alpha - beta) A v (the hemv of
 * the pending column); with s = 1/(alpha - beta) from `pend`:
 *   x := v,  u := s u,  y[0..k) := W^H v,  y[k..2k) := V^H v,  y[2k] := u^H v.
 * The rows are cut into one chunk per block (the cut depends only on m);
 * each warp reduces some of the 2k+1 columns over its block's chunk, a batch
 * of columns at a time, in a fixed order and writes a partial; the last block
 * to finish (a ticket on `counter`, which it resets) adds the partials in a
 * fixed order.  Deterministic whatever the scheduling.  Nothing on the way
 * is a long chain of dependent loads: this kernel is on every column's
 * critical path.
 *
 * V, W and x were written before the hemv started and the hemv writes only u
 * (and its own workspace), so the 2k products with V and W run before
 * pdl_wait(), overlapping the hemv's drain; x and u are rewritten, and u^H v
 * taken, only after it.
 */
template <class T>
__global__ void __launch_bounds__(kProjectThreads)
project_kernel(int64_t m, int k, const T *v, int64_t ldv, const T *w, int64_t ldw, T *x, T *u,
               T *y, int64_t chunk, T *partials, unsigned *counter,
               const pending_reflector<T> *pend)
{
    __shared__ project_smem<T> sm;
    /* the next column_begin may be scheduled now: it waits for this grid */
    pdl_launch_dependents();
    project_products(m, k, v, ldv, w, ldw, x, chunk, partials, pend->s, pend->unit, blockIdx.x);
    __syncthreads(); /* every warp has read x before it is rewritten */
    pdl_wait();      /* u is the hemv's result */
    project_finish(m, k, x, u, y, chunk, partials, counter, pend, blockIdx.x, gridDim.x, sm);
}

} // namespace panel
} // namespace trident

#endif
