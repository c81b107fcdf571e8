/*
 * hb2st.cu -- stage 2 of the two-stage reduction: a Hermitian band of
 * half-bandwidth b to real symmetric tridiagonal form, on the device, by
 * bulge chasing (the one-column-per-sweep scheme of LAPACK's xHB2ST_KERNELS),
 * written once for s, d, c, z.  Contract: band_kernels.h.
 *
 * The band is copied into ab (ldab = 2b, element (i, j) of the lower
 * triangle at ab[(i - j) + j ldab]): offsets b+1 .. 2b-1 hold the bulges.
 *
 * Sweep s (s = 0 .. n-3) annihilates column s below its subdiagonal with a
 * chain of tasks k = 0, 1, ... on the row blocks R_k = s+1+kb .. s+(k+1)b:
 *   task 0: reflector H_0 from column s, rows R_0; H_0^H D_0 H_0 on the
 *           diagonal block D_0 = A(R_0, R_0);
 *   task k: B = A(R_k, R_{k-1}) := B H_{k-1} (the bulge appears), H_k from
 *           B's first column, B := H_k^H B, then H_k^H D_k H_k.
 * Task (s, k) touches rows R_k and columns R_{k-1} u R_k of the lower
 * triangle, so it may run once task (s-1, k+1) is done and must not run
 * before: sweeps form a pipeline two tasks apart.  One block runs one sweep
 * at a time, taking sweeps in order from a ticket; a block waits on the
 * progress counter of the sweep before its own.  A sweep is only waited on
 * once a running block holds it, so the pipeline cannot deadlock whatever
 * the grid.  Each task's arithmetic runs in a fixed order, and tasks that
 * may overlap in time touch disjoint elements: the result is bitwise
 * reproducible.
 *
 * Tasks are tiny (b x b blocks, b <= 64), so the chain's speed is latency:
 * a task is one round of loads from L2 (the band stays there), a few block
 * barriers, one round of stores.
 *
 * Time model (an estimate from the dependences, for whoever restructures
 * this; not a measurement).  With t a task's time and h the hand-off (the
 * release store, the next block's acquire load seeing it), sweep s may
 * start task k only after sweep s-1 finished task k+1, so in the steady
 * state consecutive sweeps run 2 t + h apart and the chase takes about
 * n (2 t + h): at s, n = 16384, b = 32 on the H100 that is 165 ms, 10 us a
 * sweep.  That holds while the grid has a block for each of the
 * (n / b) t / (2 t + h) sweeps in flight; with fewer, the long sweeps of
 * large n are paced by the blocks' throughput instead, about (n - s) t /
 * (b blocks) a sweep (chase() below chooses the grid for that).  On an
 * H200 (session 58, bench_gpu_sync_probe, bench/probe/README.md) h is
 * 0.56 us for the counter alone and 0.98 us with a task's loads and stores
 * beside it, so of 7.3 us a sweep at n = 8192 a task is about 3.2 us.
 * Giving one block G consecutive sweeps, their tasks interleaved
 * in its one chain, saves hand-offs but serializes tasks that now run side
 * by side: about (G + 1) t + h / G a sweep, a loss unless h > 2 t.  What
 * would gain is a shorter t or h, or sweeps handed off inside a block
 * through shared memory by concurrent warp groups.
 *
 * Why the chase cannot usefully run beside stage 1 (session 37, from the
 * dependences; not built).  Task (s, k) needs the band in columns up to
 * s + (k+1) b final, and stage 1 finalizes columns left to right; but every
 * sweep ends in the last row blocks, and there (s, last) waits for
 * (s, last-1), which waits for (s-1, last): a chain of two tasks per sweep,
 * n (2 t + h) in all, through rows that only stage 1's last panel makes
 * final.  So the whole chase's critical path still follows stage 1's end,
 * whatever was done beside it; only a faster t or h shortens it.
 *
 * Tried in session 36 and dropped: one warp per sweep for b <= 32, lane r
 * owning row r of the task's blocks (B's rows in registers, v^H B as one
 * reduce-scatter of 31 shuffles, D through shared memory once; no block
 * barrier left on the chain).  Correct (test_band_apply_q, the two-stage
 * GPU tests, memcheck and racecheck clean) but slower for every type: the
 * chase at n = 8192 / 16384, s (one warp / this kernel) 0.145 / 0.30 s
 * against 0.059 / 0.16, d 0.166 / 0.340 against 0.067 / 0.166, c 0.160 /
 * 0.354 against 0.073 / 0.179, z 0.190 / 0.417 against 0.095 / 0.232
 * (TRIDENT_VERBOSE=3 bench_eigen --ours-only --types sdcz --cases n, phase
 * "band chase", H100, both kernels twice in one call).  A lone warp waits
 * out every instruction's latency; t grows with each thread's share of
 * the task, as the thread counts below show too.
 *
 * Tried in session 41 and dropped: one warp per column for b <= 32, lane i
 * row i, three block barriers a task instead of six.  Every warp formed
 * B pv (B's columns met once in shared memory) and ran xLARFG on B's first
 * column itself, so that v and tau needed no barrier; v^H B(:, w) and
 * (D v)_w were sums down warp w's own column; every lane polled the
 * progress counter.  Correct (the two-stage GPU tests, memcheck clean) but
 * slower for every type: the chase at n = 8192 / 16384 (this kernel /
 * column warps), s 0.058 / 0.158 against 0.077 / 0.271, d 0.068 / 0.169
 * against 0.100 / 0.222, c 0.072 / 0.176 against 0.103 / 0.379, z 0.094 /
 * 0.232 against 0.158 / 0.366 (TRIDENT_VERBOSE=3 bench_eigen --ours-only
 * --types sdcz --cases n --reps 1 8192 16384, phase "band chase", H100,
 * one call).  The redundant work is not free: 32 warps each running the
 * same B pv and xLARFG share the SM's issue slots, so the task's
 * instructions grew about 32-fold where the barriers they replaced cost
 * less.  A barrier here is cheaper than the work it saves repeating.
 *
 * Tried in session 57 and dropped: two barriers a task fewer.  Warp 0 ran
 * xLARFG on x = B(:, 0) while warps 1.. formed the sums that need x alone
 * (x^H B(:, c) and D(r, 1:) x(1:)), v^H B and D v following from them and
 * v's scale in the last phase, where each thread formed the v_i, y_i and
 * w_i its own elements need (B and D read from shared memory, not rewritten
 * there); and, on top of that, each warp waited on the progress counter
 * itself instead of thread 0 and a block barrier.  Correct (both changes:
 * band_apply_q and the two-stage GPU tests passed) but slower: the chase at
 * n = 8192 (`TRIDENT_VERBOSE=3 bench_eigen --ours-only --types sdcz --cases
 * n --reps 1 8192`, phase "band chase", H200, the three kernels in turn
 * twice in one call), s / d / c / z, this kernel 0.060-0.063 / 0.067 /
 * 0.071-0.074 / 0.094-0.095 s; merged phases 0.065-0.068 / 0.070-0.071 /
 * 0.077-0.079 / 0.096-0.097; merged phases and the warps' own waits
 * 0.072-0.083 / 0.082-0.086 / 0.087-0.090 / 0.105-0.107 (s at 16384, in an
 * earlier call, 0.170-0.178 against 0.163-0.173).  Thirty-two warps polling
 * one counter slow the SM that holds them, and the scalars each thread
 * forms cost more than the barrier they replace: a task's time is not its
 * barriers' count.
 */
#include <cstdint>

#include "band/band_kernels.h"
#include "band/v2_layout.h"
#include "common/progress_flag.cuh"
#include "common/scalar.cuh"
#include "common/smem_limit.cuh"
#include "sytrd/panel_common.cuh"

namespace trident {
namespace band {
namespace {

using panel::load_cg;

/* Threads per block (one sweep).  A task is latency: the more threads share
 * its b x b block, the shorter each thread's part between the barriers.  On
 * the H100 (session 18, `build/bench/bench_two_stage_parts n 32` for d and
 * `TRIDENT_VERBOSE=3 build/bench/bench_eigen --types zcs --cases n --reps 1
 * 8192` for the others; the grid of chase()), the chase took, ms, with
 * 128 / 256 / 512 / 1024 threads:
 *   d 8192: 147.6 / 93.4 / 69.4 / 67.5;  d 16384: 347.7 / 209.1 / 167.5 / 170.0;
 *   z 8192: 226 / 127 / 101 / 100;  c 8192: 189 / 106 / 86 / 72;
 *   s 8192: 145 / 94 / 62 / 59. */
constexpr int kThreads = 1024;
constexpr int kWarps = kThreads / 32;

/* workspace: [ticket, progress[n]] (ints, padded to 256 bytes), then ab */
inline size_t counters_bytes(int64_t n) { return ((size_t)(n + 1) * sizeof(int) + 255) / 256 * 256; }

template <class T> struct chase_args {
    int64_t n;
    int b;
    T *ab;
    int64_t ldab;
    int *ticket;   /* next sweep to take */
    int *progress; /* tasks done, per sweep */
    T *v2;         /* NULL, or the reflectors kept (v2_layout.h) */
    T *tau2;       /* their tau (in the same array) */
};

template <class T> __device__ __forceinline__ T *ab_at(const chase_args<T> &q, int64_t i, int64_t j)
{
    return q.ab + (i - j) + j * q.ldab;
}

/* the band of the triangle uplo of a into ab, offsets b+1 .. 2b-1 cleared;
 * the diagonal made real, as xHETRD does */
template <class T>
__global__ void band_copy_kernel(bool lower, int64_t n, int b, const T *a, int64_t lda, T *ab,
                                 int64_t ldab)
{
    const int64_t total = n * ldab;
    for (int64_t t = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; t < total;
         t += (int64_t)gridDim.x * blockDim.x) {
        const int64_t o = t % ldab, j = t / ldab, i = j + o;
        T v = make<T>(0, 0);
        if (o <= b && i < n) {
            v = lower ? a[i + j * lda] : conj_(a[j + i * lda]);
            if (o == 0) v = make<T>(re(v), 0);
        }
        ab[t] = v;
    }
}

/* d := real diagonal, e := |subdiagonal| (for real T the subdiagonal itself) */
template <class T>
__global__ void tridiag_out_kernel(int64_t n, const T *ab, int64_t ldab, real_t<T> *d,
                                   real_t<T> *e)
{
    for (int64_t j = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; j < n;
         j += (int64_t)gridDim.x * blockDim.x) {
        d[j] = re(ab[j * ldab]);
        if (j + 1 < n) {
            const T x = ab[1 + j * ldab];
            e[j] = is_complex_elem<T>::value ? hypot(re(x), im(x)) : re(x);
        }
    }
}

/* The unitary diagonal D with D^H T D real (T the chased band's
 * tridiagonal, subdiagonal x_j): D_0 = 1, D_{j+1} = D_j u_j with
 * u_j = x_j / |x_j| (1 where x_j = 0).  A product scan over one block:
 * each thread multiplies a run of consecutive u_j, the runs' products are
 * scanned in shared memory, and each thread then walks its run again from
 * the product of the runs before it.  Every product is scaled back to
 * |p| = 1.  The order of the products depends on n alone.  (One thread
 * walking all n took 7.0 ms at n = 8192, z, H100; this is a few
 * microseconds.) */
template <class T> __device__ __forceinline__ T phase_step(T p, T x)
{
    typedef real_t<T> R;
    const R a = hypot(re(x), im(x));
    if (a == R(0)) return p;
    p = mul(p, make<T>(re(x) / a, im(x) / a));
    return scale(R(1) / hypot(re(p), im(p)), p);
}

constexpr int kPhaseThreads = 1024;

template <class T>
__global__ void __launch_bounds__(kPhaseThreads) phase_kernel(int64_t n, const T *ab, int64_t ldab, T *phase)
{
    __shared__ T runs[kPhaseThreads];
    const int t = threadIdx.x;
    const int64_t factors = n - 1, run = (factors + kPhaseThreads - 1) / kPhaseThreads;
    const int64_t j0 = t * run < factors ? t * run : factors, j1 = j0 + run < factors ? j0 + run : factors;
    const T one = make<T>(1, 0);
    T p = one;
    for (int64_t j = j0; j < j1; ++j) p = phase_step(p, ab[1 + j * ldab]);
    runs[t] = p;
    __syncthreads();
    for (int off = 1; off < kPhaseThreads; off <<= 1) { /* inclusive scan of the runs */
        const T before = t >= off ? runs[t - off] : one;
        __syncthreads();
        if (t >= off) {
            const T q = mul(before, runs[t]);
            runs[t] = scale(real_t<T>(1) / hypot(re(q), im(q)), q);
        }
        __syncthreads();
    }
    p = t > 0 ? runs[t - 1] : one;
    if (t == 0) phase[0] = one;
    for (int64_t j = j0; j < j1; ++j) {
        p = phase_step(p, ab[1 + j * ldab]);
        phase[j + 1] = p;
    }
}

/* ||(x1, x2 over the warp)||_2.  The largest |component| and the plain sum
 * of squares go up one interleaved xor tree; only where amax lies outside
 * the range in which that sum is safe (panel::norm_range) is it summed again,
 * scaled by 1 / amax.  (Always scaling put a second tree on the chase's
 * critical path, once per task.) */
template <class T> __device__ __forceinline__ real_t<T> warp_norm(T x1, T x2)
{
    typedef real_t<T> R;
    R amax = panel::max_nan(fmax(fabs(re(x1)), fabs(im(x1))), fmax(fabs(re(x2)), fabs(im(x2))));
    R ss = re(x1) * re(x1) + im(x1) * im(x1) + re(x2) * re(x2) + im(x2) * im(x2);
    for (int m = 16; m > 0; m >>= 1) {
        amax = panel::max_nan(amax, __shfl_xor_sync(0xffffffffu, amax, m));
        ss += __shfl_xor_sync(0xffffffffu, ss, m);
    }
    if (amax >= panel::norm_range<R>::lo() && amax <= panel::norm_range<R>::hi()) return sqrt(ss);
    if (amax == R(0) || !isfinite(amax)) return amax;
    const R inv = R(1) / amax;
    const R s1 = re(x1) * inv, u1 = im(x1) * inv, s2 = re(x2) * inv, u2 = im(x2) * inv;
    return amax * sqrt(panel::warp_sum_real(s1 * s1 + u1 * u1 + s2 * s2 + u2 * u2));
}

/*
 * xLARFG by one warp on x[0..L) (L <= 64, x[0] = alpha): H^H x = beta e1 with
 * H = I - tau v v^H, v[0] = 1.  x := (beta, 0, ..., 0), v and tau written.
 * LAPACK's rescaling when beta would be below safmin.
 */
template <class T> __device__ void larfg_warp(int L, T *x, T *v, T *tau)
{
    typedef real_t<T> R;
    const int lane = threadIdx.x & 31;
    const int i1 = 1 + lane, i2 = 33 + lane;
    T x1 = i1 < L ? x[i1] : make<T>(0, 0), x2 = i2 < L ? x[i2] : make<T>(0, 0);
    const T alpha = x[0];
    R ar = re(alpha), ai = im(alpha);
    R xnorm = warp_norm(x1, x2);
    __syncwarp();
    if (xnorm == R(0) && ai == R(0)) { /* H = I */
        if (lane == 0) *tau = make<T>(0, 0), v[0] = make<T>(1, 0);
        if (i1 < L) v[i1] = make<T>(0, 0);
        if (i2 < L) v[i2] = make<T>(0, 0);
        return;
    }
    R beta = -copysign(hypot(hypot(ar, ai), xnorm), ar);
    const R safmin = panel::limits<R>::safmin(), rsafmn = R(1) / safmin;
    int knt = 0;
    if (fabs(beta) < safmin) {
        do {
            ++knt;
            x1 = scale(rsafmn, x1), x2 = scale(rsafmn, x2);
            beta *= rsafmn, ar *= rsafmn, ai *= rsafmn;
        } while (fabs(beta) < safmin && knt < 20);
        xnorm = warp_norm(x1, x2);
        beta = -copysign(hypot(hypot(ar, ai), xnorm), ar);
    }
    const T s = panel::reciprocal<T>(ar - beta, ai); /* 1 / (alpha - beta) */
    if (i1 < L) v[i1] = mul(s, x1), x[i1] = make<T>(0, 0);
    if (i2 < L) v[i2] = mul(s, x2), x[i2] = make<T>(0, 0);
    if (lane == 0) {
        *tau = make<T>((beta - ar) / beta, -ai / beta);
        for (int j = 0; j < knt; ++j) beta *= safmin;
        v[0] = make<T>(1, 0);
        x[0] = make<T>(beta, 0);
    }
}

template <class T> __host__ __device__ inline size_t chase_smem(int b)
{
    return ((size_t)2 * b * (b + 1) + 3 * (size_t)b) * sizeof(T);
}

/* BMAX: the largest b of this instance; PER: elements of a b x b block per
 * thread; RPW: rows (or columns) of the block per warp.  A task's loads are
 * all issued into registers before any is used: one trip to L2.  A warp's
 * RPW dot products are summed over the warp together (warp_sum_n): with
 * their shuffle trees one after another the chase took 131 ms at d, n = 8192,
 * b = 32 on the H100, against 112 (bench_two_stage_parts 8192 32). */
template <class T, int BMAX> __global__ void __launch_bounds__(kThreads) chase_kernel(const chase_args<T> q)
{
    typedef real_t<T> R;
    constexpr int PER = (BMAX * BMAX + kThreads - 1) / kThreads, RPW = (BMAX + kWarps - 1) / kWarps;
    extern __shared__ __align__(16) unsigned char chase_smem_raw[];
    const int b = q.b, ld = b + 1;
    T *const sB = reinterpret_cast<T *>(chase_smem_raw); /* B, b x b, ld */
    T *const sD = sB + (size_t)b * ld;                    /* D, full Hermitian, b x b, ld */
    T *const sv = sD + (size_t)b * ld;                    /* this task's v */
    T *const spv = sv + b;                                /* the previous task's v */
    T *const sy = spv + b;                                /* D v */
    __shared__ T s_tau, s_ptau;
    __shared__ int64_t s_sweep;
    const int tid = threadIdx.x, lane = tid & 31, warp = tid >> 5;
    const int64_t n = q.n;

    for (;;) {
        __syncthreads(); /* s_sweep of the previous sweep read by all */
        if (tid == 0) s_sweep = atomicAdd(q.ticket, 1);
        __syncthreads();
        const int64_t s = s_sweep;
        if (s >= n - 2) return;
        const int ntasks = (int)((n - 2 - s) / b) + 1;
        const int ntasks_prev = s > 0 ? (int)((n - 1 - s) / b) + 1 : 0;
        int lp = 1; /* columns of B: 1 (column s) in task 0, then the previous L */
        for (int k = 0; k < ntasks; ++k) {
            if (s > 0 && tid == 0) { /* task (s-1, k+1) done */
                const int need = k + 2 < ntasks_prev ? k + 2 : ntasks_prev;
                while (progress_read(q.progress + (s - 1)) < need) __nanosleep(32);
            }
            __syncthreads();
            const int64_t r0 = s + 1 + (int64_t)k * b;
            const int L = (int)(n - r0 < b ? n - r0 : b);
            const int64_t c0 = k == 0 ? s : r0 - b; /* the column of B's first column */
            T rb[PER], rd[PER];
#pragma unroll
            for (int u = 0; u < PER; ++u) {
                const int t = tid + u * kThreads, r = t % L, c = t / L;
                if (t < L * lp) rb[u] = load_cg(ab_at(q, r0 + r, c0 + c));
                if (t < L * L && r >= c) rd[u] = load_cg(ab_at(q, r0 + r, r0 + c));
            }
#pragma unroll
            for (int u = 0; u < PER; ++u) {
                const int t = tid + u * kThreads, r = t % L, c = t / L;
                if (t < L * lp) sB[r + c * ld] = rb[u];
                if (t < L * L && r >= c) {
                    const T v = r == c ? make<T>(re(rd[u]), 0) : rd[u];
                    sD[r + c * ld] = v;
                    sD[c + r * ld] = conj_(v);
                }
            }
            __syncthreads();
            if (k > 0) { /* B := B - ptau (B pv) pv^H, rows warp, warp + kWarps, ... */
                const T ptau = s_ptau;
                T part[RPW];
#pragma unroll
                for (int u = 0; u < RPW; ++u) {
                    const int r = warp + u * kWarps;
                    T t = make<T>(0, 0);
                    if (r < L)
                        for (int c = lane; c < lp; c += 32) t = madd(t, sB[r + c * ld], spv[c]);
                    part[u] = t;
                }
                panel::warp_sum_n(part);
#pragma unroll
                for (int u = 0; u < RPW; ++u) {
                    const int r = warp + u * kWarps;
                    const T t = mul(ptau, part[u]);
                    if (r < L)
                        for (int c = lane; c < lp; c += 32) sB[r + c * ld] = msub(sB[r + c * ld], t, conj_(spv[c]));
                }
                __syncthreads();
            }
            if (warp == 0) larfg_warp(L, sB, sv, &s_tau);
            __syncthreads();
            const T tau = s_tau;
            /* B(:, 1:) := H^H B(:, 1:) = B - conj(tau) v (v^H B), columns
             * 1 + warp, 1 + warp + kWarps, ...; y = D v, rows warp, ... (row r
             * of D is column r, conjugated); the 2 RPW sums together */
            T part[2 * RPW];
#pragma unroll
            for (int u = 0; u < RPW; ++u) {
                const int c = 1 + warp + u * kWarps, r = warp + u * kWarps;
                T t = make<T>(0, 0), x = make<T>(0, 0);
                if (c < lp)
                    for (int i = lane; i < L; i += 32) t = cmadd(t, sv[i], sB[i + c * ld]);
                if (r < L)
                    for (int i = lane; i < L; i += 32) x = cmadd(x, sD[i + r * ld], sv[i]);
                part[u] = t;
                part[RPW + u] = x;
            }
            panel::warp_sum_n(part);
#pragma unroll
            for (int u = 0; u < RPW; ++u) {
                const int c = 1 + warp + u * kWarps, r = warp + u * kWarps;
                if (c < lp) {
                    const T t = mul(conj_(tau), part[u]);
                    for (int i = lane; i < L; i += 32) sB[i + c * ld] = msub(sB[i + c * ld], sv[i], t);
                }
                if (r < L && lane == 0) sy[r] = part[RPW + u];
            }
            __syncthreads();
            /* D := H^H D H = D - w v^H - v w^H, w = tau y - (|tau|^2 v^H y / 2) v;
             * v^H y by every warp, in the same order */
            R sig = 0;
            for (int i = lane; i < L; i += 32) sig += re(cmul(sv[i], sy[i]));
            sig = panel::warp_sum_real(sig);
            const R kappa = (re(tau) * re(tau) + im(tau) * im(tau)) * sig * R(0.5);
            for (int t = tid; t < L * L; t += kThreads) {
                const int r = t % L, c = t / L;
                if (r < c) continue;
                const T wr = sub(mul(tau, sy[r]), scale(kappa, sv[r]));
                const T wc = sub(mul(tau, sy[c]), scale(kappa, sv[c]));
                T v = msub(msub(sD[r + c * ld], wr, conj_(sv[c])), sv[r], conj_(wc));
                if (r == c) v = make<T>(re(v), 0);
                *ab_at(q, r0 + r, r0 + c) = v;
            }
            for (int t = tid; t < L * lp; t += kThreads) {
                const int r = t % L, c = t / L;
                *ab_at(q, r0 + r, c0 + c) = sB[r + c * ld];
            }
            for (int i = tid; i < L; i += kThreads) spv[i] = sv[i];
            if (tid == 0) s_ptau = tau;
            lp = L;
            __syncthreads();
            if (tid == 0) progress_publish(q.progress + s, k + 1); /* after this task's stores (the barrier) */
            /* v, zeros to b, and tau kept (v2_layout.h) from spv, which the
             * next task rewrites only after barriers: after the release, so
             * that the next sweep's wait does not include these stores (the
             * kernel's end publishes them).  On the H100 at s, n = 16384
             * (session 24, TRIDENT_VERBOSE=3 bench_eigen --cases vl), the
             * chase took 0.170-0.178 s keeping them before the release,
             * 0.162-0.171 after, and 0.159 keeping none. */
            if (q.v2) {
                const int64_t entry = trident_v2_first(n, b, k) + s;
                for (int i = tid; i < b; i += kThreads) q.v2[entry * b + i] = i < L ? spv[i] : make<T>(0, 0);
                if (tid == 0) q.tau2[entry] = s_ptau;
            }
        }
    }
}

template <class T>
__global__ void transpose_conj_kernel(int64_t rows, int64_t cols, const T *src, int64_t lds, T *dst,
                                      int64_t ldd)
{
    __shared__ T tile[32][33];
    const int64_t r0 = blockIdx.x * 32, c0 = blockIdx.y * 32;
    for (int k = threadIdx.y; k < 32; k += blockDim.y) {
        const int64_t r = r0 + threadIdx.x, c = c0 + k;
        if (r < rows && c < cols) tile[k][threadIdx.x] = src[r + c * lds];
    }
    __syncthreads();
    for (int k = threadIdx.y; k < 32; k += blockDim.y) {
        const int64_t c = c0 + threadIdx.x, r = r0 + k; /* dst(c, r) */
        if (r < rows && c < cols) dst[c + r * ldd] = conj_(tile[threadIdx.x][k]);
    }
}

inline unsigned grid_for(int64_t work, int block)
{
    const int64_t g = (work + block - 1) / block;
    return (unsigned)(g < 1 ? 1 : g > 4096 ? 4096 : g);
}

/* The chase on a persistent grid.  At the start about depth = n / 2b sweeps
 * are in flight (each two tasks behind the one before, n / b tasks long).
 * Until the pipeline's depth is about three times the SM count the grid is
 * one block per SM; beyond that, where the kernel's registers let two
 * 1024-thread blocks share an SM (s; d, c and z take one), two per SM.  Two
 * blocks on one SM slow each other's tasks, so they gain only where the
 * sweeps in flight, not a task's time, set the pace: the long sweeps of
 * large n.  Fewer than one block per SM loses.
 *
 * Measured: on the H100 (`TRIDENT_CHASE_GRID=g build/bench/bench_two_stage_parts
 * n 32`, d, session 18, with 256 threads per block then) at n = 8192 102.5 ms
 * with 1056 blocks, 94.8 with 132, 95.5 with 120, 98.3 with 100 and 120.4
 * with 66; at n = 16384 212.7 with 1056, 211.9 with 264, 219.9 with 198 and
 * 239.8 with 132 (small blocks gained from sharing an SM; 1024-thread ones,
 * below, less).  With 1024 threads, s on an H200 (session 58; a switch for the
 * grid added for the calls and removed after; the phase "band chase" of
 * TRIDENT_VERBOSE=3 bench_eigen --ours-only --types s):
 *   n = 16384 (depth 256): values (`--cases n`) 0.157-0.158 s with 264
 *     blocks against 0.144-0.146 with 132; the solves that keep the
 *     reflectors (`--cases vl`) 0.167-0.173 against 0.147-0.151
 *     (bench/probe/chase_check.sh, CHASE_AB_N=16384, two rounds);
 *   n = 32768 (depth 512): values 0.404-0.405 s with 264 against
 *     0.492-0.493 with 132 (two rounds).
 * The bound of three times the SM count lies between the two; orders in
 * between (n = 16384 .. 32768 at b = 32) were not measured. */
template <class T, int BMAX> cudaError_t chase(cudaStream_t stream, const chase_args<T> &q)
{
    const size_t smem = chase_smem<T>(q.b);
    cudaError_t err = allow_smem(chase_kernel<T, BMAX>, smem);
    int dev = 0, sms = 0, per_sm = 0;
    if (err != cudaSuccess || (err = cudaGetDevice(&dev)) != cudaSuccess ||
        (err = cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev)) != cudaSuccess ||
        (err = cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, chase_kernel<T, BMAX>, kThreads, smem)) !=
            cudaSuccess)
        return err;
    if (sms < 1) sms = 1;
    const int64_t depth = (q.n + 2 * q.b - 1) / (2 * q.b);
    int64_t grid = (int64_t)sms * (depth >= 3 * (int64_t)sms && per_sm >= 2 ? 2 : 1);
    if (grid > q.n - 2) grid = q.n - 2;
    chase_kernel<T, BMAX><<<(unsigned)grid, kThreads, smem, stream>>>(q);
    return cudaGetLastError();
}

template <class T>
int hb2st(cudaStream_t stream, char uplo, int64_t n, int b, const void *a, int64_t lda, void *d,
          void *e, void *work, void *v2, void *phase)
{
    if (n <= 0) return 0;
    if (b < 1 || b > TRIDENT_BAND_MAX_B) return (int)cudaErrorInvalidValue;
    chase_args<T> q;
    q.n = n;
    q.b = b;
    q.ldab = 2 * (int64_t)b;
    q.ticket = static_cast<int *>(work);
    q.progress = q.ticket + 1;
    q.ab = reinterpret_cast<T *>(static_cast<char *>(work) + counters_bytes(n));
    q.v2 = static_cast<T *>(v2);
    q.tau2 = v2 ? q.v2 + trident_v2_tau_offset(n, b) : nullptr;
    cudaError_t err = cudaMemsetAsync(work, 0, counters_bytes(n), stream);
    if (err != cudaSuccess) return (int)err;
    band_copy_kernel<T><<<grid_for(n * q.ldab, 256), 256, 0, stream>>>(uplo == 'L', n, b, (const T *)a,
                                                                      lda, q.ab, q.ldab);
    if (n > 2) {
        err = b <= 16 ? chase<T, 16>(stream, q) : b <= 32 ? chase<T, 32>(stream, q)
            : b <= 48 ? chase<T, 48>(stream, q) : chase<T, 64>(stream, q);
        if (err != cudaSuccess) return (int)err;
    }
    tridiag_out_kernel<T><<<grid_for(n, 256), 256, 0, stream>>>(n, q.ab, q.ldab, (real_t<T> *)d,
                                                               (real_t<T> *)e);
    if (phase && is_complex_elem<T>::value) phase_kernel<T><<<1, kPhaseThreads, 0, stream>>>(n, q.ab, q.ldab, static_cast<T *>(phase));
    return (int)cudaGetLastError();
}

template <class T>
int transpose_conj(cudaStream_t stream, int64_t rows, int64_t cols, const void *src, int64_t lds,
                   void *dst, int64_t ldd)
{
    if (rows <= 0 || cols <= 0) return 0;
    const dim3 grid((unsigned)((rows + 31) / 32), (unsigned)((cols + 31) / 32));
    transpose_conj_kernel<T><<<grid, dim3(32, 8), 0, stream>>>(rows, cols, (const T *)src, lds, (T *)dst, ldd);
    return (int)cudaGetLastError();
}

} // namespace
} // namespace band
} // namespace trident

extern "C" size_t trident_cuda_hb2st_workspace(int64_t n, int b, size_t elem_bytes)
{
    return trident::band::counters_bytes(n) + (size_t)(n > 0 ? n : 1) * 2 * (size_t)b * elem_bytes;
}

#define TRIDENT_BAND_ENTRIES(ch, T)                                                           \
    extern "C" int trident_cuda_transpose_conj_##ch(cudaStream_t stream, int64_t rows,        \
                                                    int64_t cols, const void *src,             \
                                                    int64_t lds, void *dst, int64_t ldd)       \
    {                                                                                         \
        return trident::band::transpose_conj<T>(stream, rows, cols, src, lds, dst, ldd);      \
    }                                                                                         \
    extern "C" int trident_cuda_hb2st_##ch(cudaStream_t stream, char uplo, int64_t n, int b,  \
                                           const void *a, int64_t lda, void *d, void *e,      \
                                           void *work, void *v2, void *phase)                 \
    {                                                                                         \
        return trident::band::hb2st<T>(stream, uplo, n, b, a, lda, d, e, work, v2, phase);    \
    }

TRIDENT_BAND_ENTRIES(s, float)
TRIDENT_BAND_ENTRIES(d, double)
TRIDENT_BAND_ENTRIES(c, float2)
TRIDENT_BAND_ENTRIES(z, double2)
