/*
 * q2_wavefront.cuh -- what the two back-transformations of the bulge chase
 * share (hb2st_apply_q.cu: the reflectors one at a time on the SIMT units;
 * hb2st_apply_q_wy.cuh: blocks of them as compact WY products on the matrix
 * units): the blocks of reflectors, the wavefront of (group, column block)
 * tasks that one launch runs (hb2st_apply_q.cu says how), and the launch's
 * arguments and set-up.
 */
#ifndef TRIDENT_BAND_Q2_WAVEFRONT_CUH
#define TRIDENT_BAND_Q2_WAVEFRONT_CUH

#include <cstddef>
#include <cstdint>

#include <cuda_runtime.h>

#include "band/v2_layout.h"
#include "common/smem_limit.cuh"

namespace trident {
namespace band {

/* sweeps per group, and the fewest columns per block: they bound the
 * workspace */
constexpr int kMinGroup = 32, kMinCols = 32;

/* the wavefront's counters (a ticket, then one per task) for n and m,
 * rounded up to 256 bytes: what follows them stays aligned */
inline size_t counters_bytes(int64_t n, int64_t m)
{
    const int64_t tasks = n <= 2 || m <= 0 ? 0 : ((n - 3) / kMinGroup + 1) * ((m + kMinCols - 1) / kMinCols);
    return ((1 + (size_t)tasks) * sizeof(int) + 255) / 256 * 256;
}

/* reflectors of sweeps s0 .. s0+G-1 that have a task k */
__device__ __forceinline__ int q2_valid(int64_t n, int b, int64_t s0, int64_t k, int G)
{
    const int64_t last = trident_v2_last_sweep(n, b, k) - s0 + 1;
    return last < 0 ? 0 : last > G ? G : (int)last;
}

/* what one launch shares: the tasks are (group, column block) pairs taken
 * in ticket order, groups from the last sweeps' to the first's;
 * done[group ncb + column block] is the row below which that column block
 * is final for that group. */
template <class T> struct q2_args {
    int64_t n, m, ldz, ncb, tasks, last_s0; /* column blocks, tasks, first group's s0 */
    const T *v2, *tau2;
    T *z;
    int *ticket, *done;
    bool form; /* z = D on entry (hb2st_form_q): skip the column blocks still diagonal */
};

/* the arguments of a launch for order n, band b, groups of G sweeps and
 * blocks of cols columns; work holds the counters (counters_bytes) */
template <class T>
inline q2_args<T> q2_launch_args(int64_t n, int b, int G, int cols, const T *v2, int64_t m, T *z, int64_t ldz,
                                 void *work, bool form)
{
    q2_args<T> q;
    q.form = form;
    q.n = n;
    q.m = m;
    q.ldz = ldz;
    q.ncb = (m + cols - 1) / cols;
    q.last_s0 = (n - 3) / G * G;
    q.tasks = (q.last_s0 / G + 1) * q.ncb;
    q.v2 = v2;
    q.tau2 = v2 + trident_v2_tau_offset(n, b);
    q.z = z;
    q.ticket = static_cast<int *>(work);
    q.done = q.ticket + 1;
    return q;
}

/* before the launch of kernel (threads, smem bytes of dynamic shared
 * memory): the counters cleared on stream, and the grid, every block that
 * can be resident but no more than there are tasks */
template <class Kernel>
inline cudaError_t q2_launch_prepare(cudaStream_t stream, Kernel kernel, int threads, size_t smem,
                                     int64_t tasks, void *work, unsigned *grid)
{
    int device = 0, sms = 0, per_sm = 0;
    cudaError_t err;
    if ((err = allow_smem(kernel, smem)) != cudaSuccess ||
        (err = cudaGetDevice(&device)) != cudaSuccess ||
        (err = cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, device)) != cudaSuccess ||
        (err = cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, kernel, threads, smem)) != cudaSuccess ||
        (err = cudaMemsetAsync(work, 0, (1 + (size_t)tasks) * sizeof(int), stream)) != cudaSuccess)
        return err;
    int64_t g = (int64_t)sms * (per_sm > 0 ? per_sm : 1);
    *grid = (unsigned)(g > tasks ? tasks : g);
    return cudaSuccess;
}

/* thread 0: wait until *p >= need (rows < need final in the earlier group) */
__device__ __forceinline__ void q2_wait(const int *p, int64_t need)
{
    const volatile int *v = p;
    while (*v < need) __nanosleep(64);
    __threadfence();
}

/* after a barrier that follows the stores: rows < rows are final */
__device__ __forceinline__ void q2_publish(int *p, int64_t rows)
{
    __threadfence();
    atomicExch(p, (int)rows);
}

/* a task: group (s0 its first sweep), column block, and its counter */
struct q2_task {
    int64_t group, cb, s0;
    int *own;
};

/* The thread block's next task, by ticket (every thread calls it; s_task
 * in shared memory); false when none is left.  G sweeps per group, cols
 * columns per block.  Forming Q2 D from D, a column c <= s0 is still D's
 * (nonzero at row c only) and the group's reflectors touch rows > s0
 * alone: a task whose columns are all such is published done and skipped. */
template <class T>
__device__ __forceinline__ bool q2_next_task(const q2_args<T> &q, int G, int cols, int64_t *s_task, q2_task &tk)
{
    for (;;) {
        __syncthreads(); /* s_task of the previous task read by all */
        if (threadIdx.x == 0) *s_task = atomicAdd(q.ticket, 1);
        __syncthreads();
        const int64_t task = *s_task;
        if (task >= q.tasks) return false;
        tk.group = task / q.ncb;
        tk.cb = task % q.ncb;
        tk.s0 = q.last_s0 - tk.group * G;
        tk.own = q.done + tk.group * q.ncb + tk.cb;
        if (!q.form || (tk.cb + 1) * cols > tk.s0 + 1) return true;
        if (threadIdx.x == 0) q2_publish(tk.own, q.n);
    }
}

} // namespace band
} // namespace trident

#endif
