/*
 * hb2st_apply_q.cu -- the back-transformation of the bulge chase:
 * Z := Q2 D Z, Q2 the product of the chase's reflectors (V2, v2_layout.h),
 * D = diag(phase) the unitary diagonal that made the tridiagonal real
 * (complex types; none for real ones).  Contract: band_kernels.h.
 *
 * Order.  Q2 = H(0,0) H(0,1) ... H(1,0) ... (task order), so Q2 Z applies
 * the last sweep first.  Sweeps are taken in groups of G, from the last
 * group to the first; within a group, bulge k = 0, 1, ... and within one
 * (group, k) block the sweeps from the last to the first.  This reorders
 * the product only where factors commute: for s > s' and k > k', H(s, k)
 * starts at row s+1+kb > s'+(k'+1)b, past H(s', k')'s last row.
 *
 * Work.  Every column of Z is independent.  P threads own C columns and
 * keep a window of each in registers, thread p the rows p, p+P, p+2P, ...
 * (P, C and the columns per block per type: apply_q2).
 * The reflectors of block (group, k) act on rows R+i .. R+i+b-1 of the
 * window starting at R = s0+1+kb (i = sweep - s0): for a fixed b the
 * registers involved are known at compile time, and v is read from shared
 * memory at an offset that depends on p, zero-padded so that the rows a
 * thread holds just outside the reflector contribute nothing.  The dot
 * product v^H z is summed over the P threads by a butterfly of shuffles,
 * which gives every thread the same bits.  Block k+1's window starts b rows
 * further: b rows leave (stored) and b arrive (loaded) per block (loading
 * them ahead, during the block, measured slower: 2.80 against 2.43 s for
 * d at n = 16384 with vectors), and a
 * group is one pass over the column, so Z's traffic is about n/G passes over
 * half of it.  A block's G reflectors are one contiguous run of V2, staged
 * in shared memory (cp.async, double-buffered).
 *
 * Parallelism.  A (group, column block) pair is a task; the groups of one
 * column block run as a wavefront (apply_q2_kernel), so a task waits only
 * for the rows it needs from the group before it.  Before the wavefront,
 * one thread block took all groups of its columns in turn, and with few
 * columns (the k vectors of a subset) that chain was the time.  Measured
 * on the H100, d: Q2 on n vectors 166 -> 94 ms at n = 8192 (with two
 * columns per thread); the subset's back-transformation (Q2 and Q1 on the
 * lowest 1638 vectors) 0.49 -> 0.14 s at n = 16384.
 *
 * Every column sees the same operations in the same order: the result is
 * bitwise reproducible and independent of how many columns there are and
 * of how the tasks are scheduled.
 */
#include <cstdint>
#include <type_traits>

#include <cuda_pipeline.h>

#include "band/band_kernels.h"
#include "band/hb2st_apply_q_wy.cuh"
#include "band/q2_wavefront.cuh"
#include "band/v2_layout.h"
#include "common/scalar.cuh"
#include "sytrd/panel_common.cuh"

namespace trident {
namespace band {
namespace {

/* The kernel's shape for band half-width B: P threads per column, each
 * with C columns, G sweeps per group (G = 64: about 8 flops per byte of Z
 * moved; 32 for complex double, apply_q2), a window of WP registers per
 * thread and column (B+G-1 rows and at least one spare, so that the last
 * register a reflector touches exists), reflectors VS elements apart in
 * shared memory with PAD zeros on each side. */
template <class T, int B, int P_, int C_, int COLS_, int G_ = 64> struct q2_shape {
    static constexpr int P = P_, C = C_, G = G_, PAD = 8;
    static constexpr int WP = (B + G - 1) / P + 1;
    static constexpr int VS = B + 2 * PAD;
    static constexpr int COLS = COLS_; /* columns per block */
    static constexpr int THREADS = COLS / C * P;
    /* shared memory: 2 buffers of G reflectors and G taus */
    static constexpr size_t smem = 2 * (size_t)G * (VS + 1) * sizeof(T);
    static_assert(B % P == 0 && PAD >= P && 32 % P == 0 && COLS % C == 0, "window layout");
    static_assert(COLS >= kMinCols && G >= kMinGroup, "workspace bound");
};

/* stage the nvalid reflectors of block (s0, k): v into sv (VS apart, after
 * PAD), tau into st */
template <class T, int B, class S>
__device__ __forceinline__ void q2_stage(const T *v2, const T *tau2, int64_t n, int64_t s0, int64_t k,
                                         int nvalid, T *sv, T *st)
{
    const int64_t entry = trident_v2_first(n, B, k) + s0;
    constexpr int per = B * (int)sizeof(T) / 16; /* 16-byte chunks per reflector */
    const char *src = reinterpret_cast<const char *>(v2 + entry * B);
    for (int c = threadIdx.x; c < nvalid * per; c += blockDim.x) {
        const int i = c / per, part = c % per;
        __pipeline_memcpy_async(reinterpret_cast<char *>(sv + i * S::VS + S::PAD) + 16 * part,
                                src + 16 * (size_t)c, 16);
    }
    for (int i = threadIdx.x; i < nvalid; i += blockDim.x)
        __pipeline_memcpy_async(st + i, tau2 + entry + i, sizeof(T));
    __pipeline_commit();
}

/* the sum over the P threads of a column, the same bits in each */
template <int P, class T> __device__ __forceinline__ T q2_column_sum(T x)
{
    if constexpr (is_complex_elem<T>::value) {
        return make<T>(q2_column_sum<P>(re(x)), q2_column_sum<P>(im(x)));
    } else {
#pragma unroll
        for (int d = 1; d < P; d *= 2) x += __shfl_xor_sync(0xffffffffu, x, d);
        return x;
    }
}

/* The block's reflectors one at a time, from the last to the first: the
 * window rows i .. i+B-1 of reflector i are registers i/P .. i/P + B/P,
 * where this thread's element P j + p - i of v meets register j (vk: the
 * block's reflectors in shared memory, offset by this thread's p).  Each
 * element of v read from shared memory serves the thread's C columns: one
 * column per thread made the kernel bound by shared-memory loads. */
template <class T, int B, class S>
__device__ __forceinline__ void q2_apply(const T *vk, const T *tk, int nvalid, T (&win)[S::C][S::WP])
{
    constexpr int P = S::P, C = S::C, span = B / P + 1;
    const T zero = make<T>(0, 0);
#pragma unroll
    for (int i = S::G - 1; i >= 0; --i) {
        if (i >= nvalid) continue;
        const int j0 = i / P;
        const T *v = vk + i * S::VS - i;
        T vr[span];
#pragma unroll
        for (int u = 0; u < span; ++u) vr[u] = v[P * (j0 + u)];
        const T tau = tk[i];
#pragma unroll
        for (int c = 0; c < C; ++c) {
            T acc[2] = {zero, zero}; /* two chains: four measured slower (z, c) */
#pragma unroll
            for (int u = 0; u < span; ++u) acc[u & 1] = cmadd(acc[u & 1], vr[u], win[c][j0 + u]);
            const T w = mul(tau, q2_column_sum<P>(add(acc[0], acc[1])));
#pragma unroll
            for (int u = 0; u < span; ++u) win[c][j0 + u] = msub(win[c][j0 + u], vr[u], w);
        }
    }
}

/* this thread's part of C columns of Z: column c's window row j is
 * z[c][r + P j] (z[c] already offset by the thread's p); own[c]: the
 * column exists (threads past m stage and wait, but own no column) */
template <class T, int C> struct q2_columns {
    T *z[C];
    bool own[C];
};

/* window rows j0 .. j1-1 from Z, read through L2: another block wrote them */
template <class T, class S>
__device__ __forceinline__ void q2_load(const q2_columns<T, S::C> &zc, int64_t r, int p, int64_t n, int j0,
                                        int j1, T (&win)[S::C][S::WP])
{
#pragma unroll
    for (int c = 0; c < S::C; ++c)
#pragma unroll
        for (int j = 0; j < S::WP; ++j)
            if (j >= j0 && j < j1)
                win[c][j] = zc.own[c] && r + S::P * j + p < n ? panel::load_cg(zc.z[c] + r + S::P * j)
                                                              : make<T>(0, 0);
}

/* window rows j0 .. j1-1 back to Z */
template <class T, class S>
__device__ __forceinline__ void q2_store(const q2_columns<T, S::C> &zc, int64_t r, int p, int64_t n, int j0,
                                         int j1, const T (&win)[S::C][S::WP])
{
#pragma unroll
    for (int c = 0; c < S::C; ++c)
#pragma unroll
        for (int j = 0; j < S::WP; ++j)
            if (j >= j0 && j < j1 && zc.own[c] && r + S::P * j + p < n) zc.z[c][r + S::P * j] = win[c][j];
}

/*
 * The launch is a wavefront over the groups.  The groups of one column
 * block must follow each other in order, but group g only needs rows that
 * group g+1 (applied before it) has finished with, and g+1 finishes rows
 * from the top down, B per block k.  So each (group, column block) task
 * waits, before every load, until the task of the previous group has
 * published that it is past those rows, and publishes its own progress
 * after every store: the groups run staggered by about two blocks k
 * instead of one after another, and the chain of dependent reflector
 * applications shrinks from about n^2/(2 B) to n/B + 2 n/G blocks.  Tasks
 * are taken from a ticket, so a task only waits on one that started
 * before it (no deadlock however many blocks are resident).  The
 * operations on a column and their order are those of one block doing all
 * groups: the result does not depend on the scheduling.
 */
template <class T, int B, class S>
__global__ void __launch_bounds__(S::THREADS) apply_q2_kernel(const q2_args<T> q)
{
    constexpr int P = S::P, C = S::C, G = S::G, WP = S::WP, VS = S::VS;
    extern __shared__ __align__(16) unsigned char q2_smem[];
    T *const sv = reinterpret_cast<T *>(q2_smem); /* [2][G VS] */
    T *const st = sv + 2 * G * VS;                 /* [2][G] */
    __shared__ int64_t s_task;
    const int64_t n = q.n;
    const int p = threadIdx.x % P;
    const T zero = make<T>(0, 0);
    for (int t = threadIdx.x; t < 2 * G * VS; t += blockDim.x) sv[t] = zero; /* the pads stay 0 */
    T win[C][WP];

    /* the task loop of q2_next_task, written out: through it, ptxas gave c's
     * kernels 7 more registers and Q2 D at n = 8192 took 12% longer (H100) */
    for (;;) {
        __syncthreads(); /* s_task of the previous task read by all */
        if (threadIdx.x == 0) s_task = atomicAdd(q.ticket, 1);
        __syncthreads();
        const int64_t task = s_task;
        if (task >= q.tasks) return;
        const int64_t group = task / q.ncb, cb = task % q.ncb, s0 = q.last_s0 - group * G;
        int *const own = q.done + group * q.ncb + cb;
        /* forming Q2 D from D: a column c <= s0 is still D's (nonzero at row
         * c only), and the group's reflectors touch rows > s0 alone */
        if (q.form && (cb + 1) * S::COLS <= s0 + 1) {
            if (threadIdx.x == 0) q2_publish(own, n);
            continue;
        }
        q2_columns<T, C> zc;
#pragma unroll
        for (int c = 0; c < C; ++c) {
            const int64_t col = cb * S::COLS + threadIdx.x / P + c * (S::COLS / C);
            zc.own[c] = col < q.m;
            zc.z[c] = q.z + (zc.own[c] ? col : 0) * q.ldz + p;
        }
        const int *const prev = group > 0 ? own - q.ncb : nullptr;
        const int64_t nk = (n - 2 - s0) / B + 1; /* bulges of sweep s0, the most in the group */
        int64_t r = s0 + 1;                      /* the window's first row */
        q2_stage<T, B, S>(q.v2, q.tau2, n, s0, 0, q2_valid(n, B, s0, 0, G), sv, st);
        if (prev && threadIdx.x == 0) q2_wait(prev, min(n, r + P * WP));
        __syncthreads();
        q2_load<T, S>(zc, r, p, n, 0, WP, win);
        constexpr int shift = B / P;
        for (int64_t k = 0; k < nk; ++k) {
            const int nvalid = q2_valid(n, B, s0, k, G);
            const int buf = (int)(k & 1);
            if (k + 1 < nk) {
                q2_stage<T, B, S>(q.v2, q.tau2, n, s0, k + 1, q2_valid(n, B, s0, k + 1, G),
                                  sv + (1 - buf) * G * VS, st + (1 - buf) * G);
                __pipeline_wait_prior(1);
            } else {
                __pipeline_wait_prior(0);
            }
            __syncthreads();
            q2_apply<T, B, S>(sv + buf * G * VS + S::PAD + p, st + buf * G, nvalid, win);
            if (k + 1 < nk) { /* rows r .. r+B-1 are done for this group */
                q2_store<T, S>(zc, r, p, n, 0, shift, win);
#pragma unroll
                for (int c = 0; c < C; ++c)
#pragma unroll
                    for (int j = 0; j < WP - shift; ++j) win[c][j] = win[c][j + shift];
                r += B;
            }
            __syncthreads(); /* the stores are made; this buffer is restaged for block k + 2 */
            if (k + 1 < nk) {
                if (threadIdx.x == 0) {
                    q2_publish(own, r);
                    if (prev) q2_wait(prev, min(n, r + P * WP));
                }
                __syncthreads();
                q2_load<T, S>(zc, r, p, n, WP - shift, WP, win);
            }
        }
        q2_store<T, S>(zc, r, p, n, 0, WP, win);
        __syncthreads();
        if (threadIdx.x == 0) q2_publish(own, n);
    }
}

/* z(i, :) := phase(i) z(i, :) */
template <class T>
__global__ void scale_rows_kernel(int64_t n, int64_t m, const T *phase, T *z, int64_t ldz)
{
    const int64_t total = n * m;
    for (int64_t t = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; t < total;
         t += (int64_t)gridDim.x * blockDim.x) {
        const int64_t i = t % n, j = t / n;
        z[i + j * ldz] = mul(phase[i], z[i + j * ldz]);
    }
}

template <class T, int B, class S>
cudaError_t apply_q2_shape(cudaStream_t stream, int64_t n, const T *v2, int64_t m, T *z, int64_t ldz, void *work,
                           bool form)
{
    const q2_args<T> q = q2_launch_args(n, B, S::G, S::COLS, v2, m, z, ldz, work, form);
    unsigned grid = 0;
    const cudaError_t err =
        q2_launch_prepare(stream, apply_q2_kernel<T, B, S>, S::THREADS, S::smem, q.tasks, work, &grid);
    if (err != cudaSuccess) return err;
    apply_q2_kernel<T, B, S><<<grid, S::THREADS, S::smem, stream>>>(q);
    return cudaGetLastError();
}

/* P = 8 for complex double (with 4 its window spills), 4 otherwise.  At
 * n = 8192 (d) on the H100, one block per column block (before the
 * wavefront), 4 threads per column and G = 64 measured 164 ms for Q2 on n
 * vectors, against 184 (G = 32), 184 (P = 8) and 202 (P = 8, G = 32); for
 * z, P = 8 took the solve with vectors from 1.13 to 1.06 s. */
/* P threads per column, C columns per thread, COLS per block, measured on
 * the H100 at n = 8192 with vectors (Q2 on n vectors; for s, c and z the
 * back-transformation, Q1 included):
 *   d: (P, C, COLS) = (4, 2, 64) 94 ms; (2, 1, 64) 99; (4, 1, 64) 128;
 *      (2, 2, 64) 140; (2, 2, 32) 181.  At 16384: 751, 789, 1009 ms.
 *   s: (4, 2, 64) 0.124 s; (2, 1, 64) 0.133; (2, 2, 64) 0.143.
 *   c: (4, 1, 64) 0.346 s; (8, 1, 64) 0.354; (8, 1, 32) 0.367;
 *      (2, 1, 64) 0.417; (4, 2, 64) about 0.8.
 *   z: (8, 1, 32) 0.534 s; (8, 1, 64) 0.558; (4, 1, 64) 0.653;
 *      (8, 2, 64) about 0.77; with groups of G = 32 sweeps instead of 64
 *      (a window half as long): (2, 1, 64) 0.483 against 0.522 for
 *      (8, 1, 32) in the same run, (8, 1, 32) 0.544, (2, 1, 32) 0.593;
 *      at n = 16384 (2, 1, 64, G 32) 3.89 s against 4.32 (the solve with
 *      vectors 5.80 against 6.27 s).  c with G = 32: (2, 1, 64) 0.335
 *      against 0.342, the same within noise; one thread per column spills
 *      (z) or runs 2.4 times slower (c).
 * Session 18 measured again with Q2 D formed (the chase's phase "Q2 D" of
 * `TRIDENT_VERBOSE=3 TRIDENT_TWO_STAGE_MIN_N=2048 build/bench/bench_eigen
 * --types t --cases v --reps 1 n`, each shape compiled in through a probe
 * switch that was not kept), ms at n = 8192 (P, C, COLS, G):
 *   s: (4, 2, 64, 64) 44; (4, 2, 128, 64) 45; (4, 2, 64, 32) 46;
 *      (4, 2, 128, 32) 50; (8, 2, 64, 32) 51; (4, 2, 32, 64) 51;
 *      (4, 1, 64, 32) 53; (2, 1, 64, 32) 63; (2, 2, 64, 32) 70.
 *   d: (4, 2, 64, 64) 64; (4, 2, 64, 32) 71; (4, 2, 128, 32) 78;
 *      (4, 2, 128, 64) 79; (4, 2, 32, 64) 84; (2, 1, 64, 32) 89;
 *      (4, 1, 64, 32) 91; (8, 2, 64, 32) 94; (2, 2, 64, 32) 95.
 *   c: (4, 1, 64, 32) 141; (4, 1, 128, 32) 152; (8, 1, 32, 32) 155;
 *      (4, 1, 64, 64) 156; (2, 1, 64, 32) 161; (4, 1, 32, 64) 165;
 *      (8, 1, 64, 64) 169; (2, 1, 32, 32) 176; (4, 2, 64, 32) 198.
 *      At 16384: (4, 1, 64, 32) 1103 against 1249 for (4, 1, 64, 64).
 *   z: (4, 1, 128, 32) 241; (2, 1, 64, 32) 246; (4, 1, 64, 32) 284;
 *      (2, 1, 32, 32) 322; (4, 1, 64, 64) 352; (4, 2, 64, 32) 461.
 * So c moved to G = 32; s, d and z kept theirs (z's best two are within
 * noise of each other).
 * Session 30, the multiply-adds fused (scalar.cuh's cmadd, msub), Q2 D at
 * n = 8192, ms (the phase "Q2 D" of `TRIDENT_SYTRD_2STAGE_MIN_N=3
 * TRIDENT_VERBOSE=3 build/bench/bench_sytrd --ours-only --types zc --reps 2
 * 8192`, the shapes through a probe switch not kept), before / after:
 * z 244 / 202, c 140 / 103; then with four accumulators instead of two:
 * z 207, c 110; other shapes, fused: z (4, 1, 64, 32) 255, (2, 1, 128, 32)
 * 211, (4, 2, 64, 32) 216; c (2, 1, 64, 32) 130, (4, 1, 128, 32) 134,
 * (4, 2, 64, 32) 130.  At 16384: z 1.90 / 1.62 s, c 1.09 / 0.81 s.
 * Tried in session 30 and dropped: the reflectors two at a time (the pair's
 * coupling v(i-1)^H v(i) computed once per block in shared memory, both dot
 * products in one pass over the window, v read again for the update), to
 * halve the dependent steps per reflector.  Correct, but slower for every
 * type: Q2 D at 8192 (same command), ms, one / two at a time: z 203 / 238,
 * c 110 / 123, d 65 / 77, s 43 / 45; with P = 4, fewer columns per block
 * or G = 16 the pairs were slower still (z 235-307).
 * Session 36, the same shapes for the subset's k = n / 10 columns (Q2 on
 * 1638 vectors at n = 16384: `TRIDENT_VERBOSE=3 build/bench/bench_eigen
 * --ours-only --types t --cases l --reps 1 16384`, phase "Q2 (chase)", the
 * shapes through a probe switch not kept, H100), ms: s (4, 2, 64, 64)
 * 56-58, (4, 2, 32, 32) 57-59, (4, 2, 64, 32) 58-60, (4, 1, 32, 64) 58-60,
 * (4, 1, 64, 64) 58-61, (4, 2, 32, 64) 64-66; d (4, 2, 64, 64) 80-82,
 * (4, 2, 32, 64) and (4, 2, 32, 32) 102-104, (4, 1, 32, 64) 118-121;
 * c (4, 1, 64, 32) 128-131, (4, 1, 32, 32) 140-141, (2, 1, 32, 32) 173-175;
 * z (2, 1, 64, 32) 254-256, (2, 1, 32, 32) 329-332.  Narrow column blocks
 * give more tasks but no gain: one shape serves every m (s and d as an
 * earlier session had found, bench/eigen/README.md; c and z new).
 * Two columns per thread halve the shared-memory loads of v per flop,
 * which pays where the registers allow it (the real types).  For complex
 * double the shuffles of the column sums (four 32-bit shuffles per level)
 * are what two threads per column save. */
/* the matrix units' path (hb2st_apply_q_wy.cuh): for single precision with
 * b = 32, where its kernel was built for compute capability 8.0 or later
 * (common/tf32.cuh) and the caller gave the workspace it needs
 * (hb2st_apply_q_workspace_fast; with n > 2 and m > 0, as here, more than
 * the counters alone) */
template <class T, int B> bool wy_takes(int64_t n, int64_t m, size_t work_bytes)
{
    if constexpr (!std::is_same<T, float>::value || B != wy::B) {
        return false;
    } else {
        return work_bytes >= trident_cuda_hb2st_apply_q_workspace_fast(n, B, m, sizeof(T)) &&
               tf32_mma_built(wy::wy_apply_kernel<wy::kWarps, wy::kTiles>);
    }
}

template <class T, int B>
cudaError_t apply_q2(cudaStream_t stream, int64_t n, const T *v2, int64_t m, T *z, int64_t ldz, void *work,
                     size_t work_bytes, bool form)
{
    if constexpr (std::is_same<T, float>::value && B == wy::B) {
        if (wy_takes<T, B>(n, m, work_bytes)) {
            float *t2 = reinterpret_cast<float *>(static_cast<char *>(work) + counters_bytes(n, m));
            return wy::apply<wy::kWarps, wy::kTiles>(stream, n, v2, m, z, ldz, work, t2, form);
        }
    }
    if constexpr (sizeof(T) >= 16) /* complex double */
        return apply_q2_shape<T, B, q2_shape<T, B, 2, 1, 64, 32>>(stream, n, v2, m, z, ldz, work, form);
    else if constexpr (is_complex_elem<T>::value) /* complex single */
        return apply_q2_shape<T, B, q2_shape<T, B, 4, 1, 64, 32>>(stream, n, v2, m, z, ldz, work, form);
    else
        return apply_q2_shape<T, B, q2_shape<T, B, 4, 2, 64>>(stream, n, v2, m, z, ldz, work, form);
}

/* q := D, n x n: the phases on the diagonal (the identity without them) */
template <class T> __global__ void diagonal_kernel(int64_t n, const T *phase, T *q, int64_t ldq)
{
    const int64_t total = n * n;
    for (int64_t t = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; t < total;
         t += (int64_t)gridDim.x * blockDim.x) {
        const int64_t i = t % n, j = t / n;
        q[i + j * ldq] = i != j ? make<T>(0, 0) : phase ? phase[i] : make<T>(1, 0);
    }
}

/* form: z := Q2 D (m = n), whatever z held; else z := Q2 D z */
template <class T>
int hb2st_apply_q(cudaStream_t stream, int64_t n, int b, const void *v2, const void *phase, int64_t m,
                  void *z, int64_t ldz, void *work, size_t work_bytes, bool form)
{
    if (n <= 0 || m <= 0) return 0;
    if (!trident_cuda_hb2st_apply_q_supports(b)) return (int)cudaErrorInvalidValue;
    T *zt = static_cast<T *>(z);
    const T *pt = static_cast<const T *>(phase);
    const int64_t blocks = (n * m + 255) / 256;
    const unsigned grid = (unsigned)(blocks < 4096 ? blocks : 4096);
    if (form)
        diagonal_kernel<T><<<grid, 256, 0, stream>>>(n, pt, zt, ldz);
    else if (phase)
        scale_rows_kernel<T><<<grid, 256, 0, stream>>>(n, m, pt, zt, ldz);
    if (n <= 2) return (int)cudaGetLastError(); /* no chase, Q2 = I */
    const T *v = static_cast<const T *>(v2);
    const cudaError_t err = b == 16 ? apply_q2<T, 16>(stream, n, v, m, zt, ldz, work, work_bytes, form)
                                    : apply_q2<T, 32>(stream, n, v, m, zt, ldz, work, work_bytes, form);
    return (int)err;
}

} // namespace
} // namespace band
} // namespace trident

extern "C" int trident_cuda_hb2st_apply_q_supports(int b) { return b == 16 || b == 32; }

extern "C" size_t trident_cuda_hb2st_apply_q_workspace(int64_t n, int64_t m)
{
    return trident::band::counters_bytes(n, m);
}

extern "C" size_t trident_cuda_hb2st_apply_q_workspace_fast(int64_t n, int b, int64_t m, size_t elem_bytes)
{
    using namespace trident::band;
    const bool wy = elem_bytes == sizeof(float) && b == wy::B && n > 2 && m > 0;
    return counters_bytes(n, m) + (wy ? wy::t2_bytes(n) : 0);
}

#define TRIDENT_APPLY_Q2_ENTRY(ch, T)                                                                \
    extern "C" int trident_cuda_hb2st_apply_q_##ch(cudaStream_t stream, int64_t n, int b, const void *v2, \
                                                   const void *phase, int64_t m, void *z, int64_t ldz, \
                                                   void *work, size_t work_bytes)                    \
    {                                                                                                \
        return trident::band::hb2st_apply_q<T>(stream, n, b, v2, phase, m, z, ldz, work, work_bytes, false); \
    }                                                                                                \
    extern "C" int trident_cuda_hb2st_form_q_##ch(cudaStream_t stream, int64_t n, int b, const void *v2, \
                                                  const void *phase, void *q, int64_t ldq, void *work, \
                                                  size_t work_bytes)                                 \
    {                                                                                                \
        return trident::band::hb2st_apply_q<T>(stream, n, b, v2, phase, n, q, ldq, work, work_bytes, true); \
    }

TRIDENT_APPLY_Q2_ENTRY(s, float)
TRIDENT_APPLY_Q2_ENTRY(d, double)
TRIDENT_APPLY_Q2_ENTRY(c, float2)
TRIDENT_APPLY_Q2_ENTRY(z, double2)
