/*
 * project.cuh -- latrd_project (src/backend/ops_table.h) in one kernel:
 * the 2k+1 inner products of a new reflector x with the panel's columns so
 * far and with u = A x.
 */
#ifndef TRIDENT_PROJECT_CUH
#define TRIDENT_PROJECT_CUH

#include "sytrd/panel_common.cuh"

namespace trident {
namespace panel {

constexpr int kProjectThreads = 256;
constexpr int kProjectBlocks = 264; /* most blocks: 2 per SM of an H100 */

/* rows of one block: enough blocks to spread the 2k+1 column reductions
 * over the machine; a function of m only */
inline int64_t project_chunk(int64_t m)
{
    int64_t chunk = (m + kProjectBlocks - 1) / kProjectBlocks;
    chunk = (chunk + 31) / 32 * 32;
    return chunk < 64 ? 64 : chunk;
}

/*
 * y[0..k) := W^H x, y[k..2k) := V^H x, y[2k] := u^H x.  The rows are cut into
 * one chunk per block (the cut depends only on m); each warp reduces some of
 * the 2k+1 columns over its block's chunk in a fixed order and writes a
 * partial; the last block to finish (a ticket on `counter`, which it resets)
 * adds the partials in block order.  Deterministic whatever the scheduling.
 *
 * V, W and x were written before the hemv started and the hemv writes only u
 * (and its own workspace), so the 2k products with V and W run before
 * pdl_wait(), overlapping the hemv's last pass; only u^H x waits.
 */
template <class T>
__global__ void __launch_bounds__(kProjectThreads)
project_kernel(int64_t m, int k, const T *v, int64_t ldv, const T *w, int64_t ldw, const T *x,
               const T *u, T *y, int64_t chunk, T *partials, unsigned *counter)
{
    /* the next column_begin may be scheduled now: it waits for this grid */
    pdl_launch_dependents();
    const int nout = 2 * k + 1, lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
    const int nwarps = blockDim.x >> 5;
    const int64_t r0 = blockIdx.x * chunk, r1 = r0 + chunk < m ? r0 + chunk : m;
    auto dot = [&](int o) {
        const T *col = o < k ? w + o * ldw : o < 2 * k ? v + (o - k) * ldv : u;
        real_t<T> sr = 0, si = 0;
        for (int64_t i = r0 + lane; i < r1; i += 32) {
            const T p = cmul(col[i], x[i]);
            sr += re(p), si += im(p);
        }
        for (int s = 16; s > 0; s >>= 1) {
            sr += __shfl_xor_sync(0xffffffffu, sr, s);
            si += __shfl_xor_sync(0xffffffffu, si, s);
        }
        if (lane == 0) partials[(int64_t)blockIdx.x * nout + o] = make<T>(sr, si);
    };
    for (int o = warp; o < 2 * k; o += nwarps) dot(o);
    pdl_wait(); /* u is the hemv's result */
    if (warp == (2 * k) % nwarps) dot(2 * k);

    __shared__ bool last;
    __threadfence();
    __syncthreads();
    if (threadIdx.x == 0) last = atomicAdd(counter, 1u) == gridDim.x - 1;
    __syncthreads();
    if (!last) return;
    __threadfence();
    for (int o = threadIdx.x; o < nout; o += blockDim.x) {
        T acc = make<T>(0, 0);
        for (unsigned b = 0; b < gridDim.x; ++b)
            acc = add(acc, load_cg(partials + (int64_t)b * nout + o));
        y[o] = acc;
    }
    if (threadIdx.x == 0) *counter = 0; /* ready for the next launch */
}

} // namespace panel
} // namespace trident

#endif
