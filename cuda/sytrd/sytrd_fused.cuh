/*
 * sytrd_fused.cuh -- xSYTRD of a small matrix in one persistent kernel
 * (the unblocked algorithm, xSYTD2's), for the sizes where the blocked
 * driver's launches, not memory traffic, set the time: there a column costs
 * four launches (~20 us on an H100) for a few microseconds of work.
 *
 * One cooperative launch, one block per SM, one grid-wide barrier per
 * column.  The trailing matrix never leaves the chip: stored in full (both
 * triangles) it lives in the blocks' shared memory; the columns that do not
 * fit go to a global workspace, which at these sizes stays in L2.
 *
 * Lower storage is described; upper is the same algorithm on B = J A J (J
 * the reversal permutation), whose lower triangle is A's upper one: only
 * the addressing of the caller's matrix differs (`stored`).
 *
 *  - Block b owns the columns j = b + P s, slot s = 0, 1, ... (P blocks).
 *    Row i of every vector belongs to thread i mod NT (R rows per
 *    thread, kept in registers), in every block the same.
 *  - Step k, in every block, redundantly and with the same instructions
 *    (so with the same bits): read column k (its owner published it in the
 *    previous step), bring it up to date against the previous reflector,
 *    generate the reflector (xLARFG) -> d_k, e_k, tau_k, v.
 *  - Each block applies the previous rank-2 update to its own columns and,
 *    in the same pass, forms y_j = (A v)_j = column_j^H v for them.  The
 *    full storage is what makes A v a set of column dots with no
 *    cross-block sum.  It publishes y_j, its share of y^H v and (the owner
 *    of column k+1) column k+1.
 *  - The pass does not wait for the reflector: it dots the columns with the
 *    unscaled column k (v is e_{k+1} plus a multiple of it) while the
 *    norm's partial sums wait, and the reflector's scalars scale the dots
 *    after it.
 *  - Grid barrier; every block reads y and the shares (in block order) and
 *    forms xSYTD2's w = tau y - (|tau|^2 / 2)(y^H v) v for its rows.
 * The rank-2 update of a column is thus applied one step late, in the pass
 * that reads the column for the next product.
 *
 * Every sum runs in an order fixed by n, NT and P: results are
 * bitwise reproducible on a given GPU.
 */
#ifndef TRIDENT_SYTRD_FUSED_CUH
#define TRIDENT_SYTRD_FUSED_CUH

#include <cooperative_groups.h>
#include <cstdint>

#include "common/phase_timer.cuh"
#include "sytrd/panel_common.cuh"
#include "sytrd/reflector_by.cuh"

namespace trident {
namespace fused {

using panel::load_cg;
using panel::warp_sum;

/* Threads per block: NT, a template parameter (sytrd_fused.cu picks 256 or
 * 512 by n); NW = NT / 32 warps. */
constexpr int kMaxSlots = 32; /* owned columns per block: one warp's lanes combine them */

template <class T> struct fused_args {
    int n, upper;
    T *a;
    int64_t lda;
    real_t<T> *d, *e;
    T *tau;
    T *gcols;          /* slots s < nglobal: column j = b + P s at gcols + j n */
    T *pub, *y, *share; /* 2 n, 2 n, 2 P elements, by the parity of the step */
    int nglobal;
    uint32_t p_magic; /* floor(2^32 / P) + 1: x / P in one multiply (over_p) */
    int k_stop;       /* < n: stop there and hand B(k_stop:, k_stop:) over (hand_over) */
};

/* x / P for 0 <= x < 2^16 and 2 <= P <= 256 (kMaxBlocks): with m = floor(2^32 / P) + 1
 * = 2^32 / P + e, 0 < e <= 1, floor(x m / 2^32) = floor(x / P + x e / 2^32), and
 * x e / 2^32 < 2^-16 < 1 / P cannot carry the fraction of x / P (at most 1 - 1 / P)
 * past an integer.  Written out as integer divisions, the step's k % P and
 * (k - b) / P took about 30 instructions each in every warp (ncu, session 53). */
__device__ __forceinline__ int over_p(int x, uint32_t p_magic) { return (int)__umulhi((uint32_t)x, p_magic); }

/* &B(i, j), i >= j, in the caller's matrix: B = A (lower) or J A J (upper,
 * B(i, j) = A(n-1-i, n-1-j), an element of A's upper triangle) */
template <class T> __device__ __forceinline__ T *stored(const fused_args<T> &q, int i, int j)
{
    if (q.upper) i = q.n - 1 - i, j = q.n - 1 - j;
    return q.a + i + (int64_t)j * q.lda;
}

/* Diagnosis only: bench/probe/sytrd_fused_phases.cu builds the kernel with
 * TRIDENT_FUSED_TIMING, and block 0, thread 0 sums the time of the five
 * phases of a step into fused_phase_ns (common/phase_timer.cuh). */
#ifdef TRIDENT_FUSED_TIMING
constexpr bool kTiming = true;
#else
constexpr bool kTiming = false;
#endif
__device__ unsigned long long fused_phase_ns[8];

constexpr int kMaxBlocks = 256; /* the shares are read 8 per lane */

/* Columns of one block handled together in the update-and-dot pass: their
 * loads are in flight together and their warp sums share one xor tree. */
template <class T, int R> __host__ __device__ constexpr int slot_group()
{
    return 128 / (R * (int)sizeof(T)) >= 4 ? 4 : 128 / (R * (int)sizeof(T)) >= 2 ? 2 : 1;
}

/* Slots [s_begin, s_end) of block b, slot s at base + (s - s_base) stride:
 * A(:, j) -= v_prev conj(w_prev(j)) + w_prev conj(v_prev(j)) when update,
 * the diagonal made real, then A(:, j)^H u into this warp's part[s] and,
 * unless row1 is null, A(k+1, j) into row1[s] (there u is zero at rows
 * <= k+1: y_j = conj(A(k+1, j)) + sv A(:, j)^H u, with v = e_{k+1} + sv u;
 * with row1 null u is v); G columns at a time (their loads in flight
 * together, their G warp sums spread over the lanes: the same additions in
 * the same order as G separate xor trees, 6 double shuffles for G = 4
 * instead of 20, and 1-5% off a column's time at n = 512 ... 4096 in every
 * precision, bench/sytrd/README.md).  The owner of column k+1 also
 * publishes it. */
template <class T, int NT, int R, int G>
__device__ __forceinline__ void update_columns(T *base, int64_t stride, int s_begin, int s_end,
                                               int s_base, const fused_args<T> &q, int b, int k,
                                               bool update, const T (&vp)[R], const T (&wp)[R],
                                               const T (&v)[R], const T *w_own, const T *v_own,
                                               T *part, T *row1, int par)
{
    const int n = q.n, P = gridDim.x, tid = threadIdx.x;
    const T zero = make<T>(0, 0);
    T *pub_next = q.pub + (par ^ 1) * n;
    for (int s0 = s_begin; s0 < s_end; s0 += G) {
        T x[G][R], dot[G];
#pragma unroll
        for (int g = 0; g < G; ++g) {
            const T *col = base + (s0 + g - s_base) * stride;
#pragma unroll
            for (int r = 0; r < R; ++r) {
                const int i = tid + r * NT;
                x[g][r] = s0 + g < s_end && i > k && i < n ? col[i] : zero;
            }
        }
#pragma unroll
        for (int g = 0; g < G; ++g) {
            const int s = s0 + g, j = b + P * s;
            dot[g] = zero;
            if (s >= s_end) continue;
            T *col = base + (s - s_base) * stride;
            const T cw = update ? conj_(w_own[s]) : zero, cv = update ? conj_(v_own[s]) : zero;
#pragma unroll
            for (int r = 0; r < R; ++r) {
                const int i = tid + r * NT;
                if (i <= k || i >= n) continue;
                T xv = x[g][r];
                if (update) xv = msub(msub(xv, vp[r], cw), wp[r], cv);
                if (i == j) xv = make<T>(re(xv), 0);
                col[i] = xv;
                if (j == k + 1) pub_next[i] = xv;
                if (row1 && i == k + 1) row1[s] = xv;
                dot[g] = cmadd(dot[g], xv, v[r]);
            }
        }
        /* lane 32 g / G holds column g's sum */
        const T sum = panel::warp_sum_spread<G>(dot);
        const int lane = tid & 31, g = panel::spread_index<G>(lane);
        if ((lane & (32 / G - 1)) == 0 && s0 + g < s_end) part[s0 + g] = sum;
    }
}

/* Overlap: the reflector's norm and scalars beside the update-and-dot
 * pass (see the loop); off, xLARFG first and the pass after it, as before
 * the overlap.  Off only for z with 512 threads (n > 1024), where the
 * overlap needs more registers than a 512-thread block has (206 bytes
 * spilled against 56) and measured slower: z at n = 2048 0.0298 against
 * 0.0282 s (bench_sytrd), where d at 1024 gained 4% a column and z at
 * 1024, with 256 threads, 4% (bench_sytrd_fused_phases, whose own timers
 * change the spilling of z with 512 threads and so do not judge it). */
template <class T, int NT> __host__ __device__ constexpr bool overlap_reflector()
{
    return !(sizeof(T) == 16 && NT > 256);
}

/* The hand-over to the one-block kernel (sytrd_tail.cuh), at the start of
 * step k = q.k_stop, once w of step k-1 is known: column k (c, up to date)
 * by its owner, and the block's columns j > k with step k-1's rank-2
 * update applied as update_columns applies it, written to the caller's
 * matrix, rows i >= j (B's lower triangle, the diagonal real), where that
 * kernel reads B(k:, k:) from.  Those entries are the caller's to
 * overwrite: the reduction puts its reflectors there. */
template <class T, int NT, int R, class Column>
__device__ __forceinline__ void hand_over(const fused_args<T> &q, int b, int k, const T (&c)[R], const T (&vp)[R],
                                          const T (&wp)[R], const T *w_own, const T *v_own, Column column)
{
    const int n = q.n, P = gridDim.x, tid = threadIdx.x;
    const int own = b < n ? (n - 1 - b) / P + 1 : 0;
    if (k - over_p(k, q.p_magic) * P == b) { /* k % P == b */
#pragma unroll
        for (int r = 0; r < R; ++r) {
            const int i = tid + r * NT;
            if (i >= k && i < n) *stored(q, i, k) = i == k ? make<T>(re(c[r]), 0) : c[r];
        }
    }
    for (int s = k < b ? 0 : over_p(k - b, q.p_magic) + 1; s < own; ++s) { /* j > k */
        const int j = b + P * s;
        const T *col = column(s);
        const T cw = conj_(w_own[s]), cv = conj_(v_own[s]);
#pragma unroll
        for (int r = 0; r < R; ++r) {
            const int i = tid + r * NT;
            if (i < j || i >= n) continue;
            T x = msub(msub(col[i], vp[r], cw), wp[r], cv);
            if (i == j) x = make<T>(re(x), 0);
            *stored(q, i, j) = x;
        }
    }
}

template <class T, int NT, int R>
__global__ void __launch_bounds__(NT, 1) sytrd_fused_kernel(const fused_args<T> q)
{
    constexpr bool Overlap = overlap_reflector<T, NT>();
    /* without the overlap the pass dots with v itself (its unit entry
     * included), as before the overlap, not with u and row1; at z n = 2048
     * the two measured alike (bench_sytrd, two runs: 0.0280 and 0.0282 s) */
    constexpr bool kUnitV = !Overlap;
    typedef real_t<T> Re;
    extern __shared__ __align__(16) unsigned char dyn_smem[];
    T *scols = reinterpret_cast<T *>(dyn_smem); /* slot s >= nglobal at scols + (s - nglobal) n */
    constexpr int G = slot_group<T, R>();
    __shared__ T w_own[kMaxSlots];          /* previous w at the owned columns' rows */
    __shared__ T v_own[2][kMaxSlots];       /* reflectors at those rows, by step parity */
    constexpr int NW = NT / 32;
    __shared__ T part[NW][kMaxSlots];   /* the warps' shares of y_j */
    __shared__ T row1[kMaxSlots];       /* the owned columns' entries at row k+1 */
    __shared__ T s_alpha, s_coef, s_wk, s_tau;
    __shared__ Re s_beta;
    __shared__ Re red[4 * NW];
    phase_timer<5, kTiming> timer;

    const int n = q.n, P = gridDim.x, b = blockIdx.x, tid = threadIdx.x;
    const int lane = tid & 31, warp = tid >> 5;
    const int own = b < n ? (n - 1 - b) / P + 1 : 0; /* this block's columns */
    const T zero = make<T>(0, 0);
    auto column = [&](int s) -> T * {
        return s < q.nglobal ? q.gcols + (int64_t)(b + P * s) * n
                             : scols + (int64_t)(s - q.nglobal) * n;
    };

    /* this block's columns, both triangles (the diagonal real); column 0
     * also to pub[0] for step 0 */
    for (int s = 0; s < own; ++s) {
        const int j = b + P * s;
        T *col = column(s);
        for (int i = tid; i < n; i += NT) {
            T x = i >= j ? *stored(q, i, j) : conj_(*stored(q, j, i));
            if (i == j) x = make<T>(re(x), 0);
            col[i] = x;
            if (j == 0) q.pub[i] = x;
        }
    }
    cooperative_groups::grid_group grid = cooperative_groups::this_grid();
    grid.sync(); /* every block has read the caller's matrix before any block writes it */

    int own_slot[R]; /* the slot of the owned column whose index is this row, or -1 */
#pragma unroll
    for (int r = 0; r < R; ++r) {
        const int i = tid + r * NT;
        own_slot[r] = i < n && i % P == b ? i / P : -1;
    }
    T vp[R], wp[R], c[R]; /* previous reflector and its w; this column, then its v */
#pragma unroll
    for (int r = 0; r < R; ++r) vp[r] = wp[r] = zero;
    T tau_prev = zero;

    for (int k = 0; k < n; ++k) {
        const int par = k & 1;
        if (k > 0) {
            grid.sync(); /* step k-1's y, shares and column k are out */
            timer.mark(0);
        }
        /* every load of the step at once: column k as its owner left it
         * (without the previous update); for k > 0 y of step k-1, and in
         * every warp all blocks' shares of y^H v */
        const T *y_prev = q.y + (par ^ 1) * n;
        T yv[R];
#pragma unroll
        for (int r = 0; r < R; ++r) {
            const int i = tid + r * NT;
            const bool row = i >= k && i < n;
            c[r] = row ? load_cg(q.pub + par * n + i) : zero;
            yv[r] = row && k > 0 ? load_cg(y_prev + i) : zero;
        }
        if (k > 0) {
            if (warp == 0) { /* y^H v (the blocks' shares in block order), w at row k
                              * (v = 1 there) and at the owned columns' rows */
                T sh[kMaxBlocks / 32];
#pragma unroll
                for (int t = 0; t < kMaxBlocks / 32; ++t)
                    sh[t] = lane + 32 * t < P ? load_cg(q.share + (par ^ 1) * P + lane + 32 * t) : zero;
                const T yk = load_cg(y_prev + k);
                const int j = b + P * lane;
                const bool own_live = lane < own && j > k;
                const T yj = own_live ? load_cg(y_prev + j) : zero;
                T dot = sh[0];
#pragma unroll
                for (int t = 1; t < kMaxBlocks / 32; ++t) dot = add(dot, sh[t]);
                dot = warp_sum(dot);
                const Re t2 = re(tau_prev) * re(tau_prev) + im(tau_prev) * im(tau_prev);
                const T coef = scale(Re(-0.5) * t2, dot);
                if (own_live) w_own[lane] = add(mul(tau_prev, yj), mul(coef, v_own[par ^ 1][lane]));
                if (lane == 0) s_coef = coef, s_wk = add(mul(tau_prev, yk), coef);
            }
            __syncthreads();
            /* xSYTD2's w = tau y - (|tau|^2 / 2)(y^H v) v for this thread's rows */
            const T coef = s_coef, cw = conj_(s_wk);
#pragma unroll
            for (int r = 0; r < R; ++r) {
                const int i = tid + r * NT;
                wp[r] = i >= k && i < n ? madd(mul(tau_prev, yv[r]), coef, vp[r]) : zero;
                c[r] = msub(sub(c[r], wp[r]), vp[r], cw);
            }
            timer.mark(1);
        }
        if (k == q.k_stop) { /* column k and the own columns right of it are up to date but for B's update */
            hand_over<T, NT, R>(q, b, k, c, vp, wp, w_own, v_own[par ^ 1], column);
            timer.flush(fused_phase_ns);
            return;
        }

        /* d_k; alpha = c_{k+1} */
        const bool owner = k - over_p(k, q.p_magic) * P == b; /* k % P == b */
        const T one = make<T>(1, 0);
        auto live = [&](int r) { return tid + r * NT >= k + 2 && tid + r * NT < n; };
#pragma unroll
        for (int r = 0; r < R; ++r) {
            const int i = tid + r * NT;
            if (i == k) {
                const Re dk = re(c[r]);
                if (b == 0) q.d[q.upper ? n - 1 - k : k] = dk;
                if (owner) *stored(q, k, k) = make<T>(dk, 0);
            }
            if (i == k + 1) s_alpha = c[r];
        }
        if (k == n - 1) break;

        /* The reflector v = e_{k+1} + sv u, u = c at rows k+2.. (zero
         * above) and sv = 1 / (alpha - beta), so y_j = A(:, j)^H v =
         * conj(A(k+1, j)) + sv A(:, j)^H u: the pass over the own columns
         * dots them with u while the norm's partial sums wait in red, and
         * the reflector's scalars scale the dots after it.  The norm's block
         * reduction and the scalars' divisions and square root leave the
         * critical path.  Where the plain sum of squares is not safe
         * (norm_range), and so where xLARFG rescales, the reflector is made
         * as before and the dots are formed again with v. */
        T u[R];
        Re ssq = 0;
#pragma unroll
        for (int r = 0; r < R; ++r) {
            const int i = tid + r * NT;
            u[r] = live(r) ? c[r] : zero;
            if (live(r)) ssq += re(c[r]) * re(c[r]) + im(c[r]) * im(c[r]);
            if (i > k && own_slot[r] >= 0) v_own[par][own_slot[r]] = i == k + 1 ? one : c[r];
        }
        if constexpr (Overlap) {
            for (int o = 16; o > 0; o >>= 1) ssq += __shfl_xor_sync(0xffffffffu, ssq, o);
            if (lane == 0) red[warp] = ssq;
        }
        timer.mark(2);

        /* xLARFG before the pass: u := v (zero at rows <= k+1), tau and beta
         * to shared memory (not held in registers through the pass) */
        auto reflector_first = [&] {
            bool rows[R];
#pragma unroll
            for (int r = 0; r < R; ++r) rows[r] = live(r);
            Re b_larfg;
            const T t_larfg = group_larfg(&s_alpha, u, rows, b_larfg, over_block<NW, Re>{red});
#pragma unroll
            for (int r = 0; r < R; ++r) {
                const int i = tid + r * NT;
                if (i > k + 1 && own_slot[r] >= 0) v_own[par][own_slot[r]] = u[r];
                if (kUnitV && i == k + 1) u[r] = one;
            }
            if (tid == 0) s_tau = t_larfg, s_beta = b_larfg;
        };
        if constexpr (!Overlap) reflector_first();

        /* own columns j > k: the previous update, then their dots with u
         * (global slots, then shared ones: typed pointers, not generic) */
        const int first = k < b ? 0 : over_p(k - b, q.p_magic) + 1; /* (k - b) / P + 1 */
        bool plain = false;
        Re beta;
        T tau, sv;
        /* one pass, or two where the plain norm is unsafe (one code site:
         * the pass is the kernel's largest piece of code) */
        T *const row1_out = kUnitV ? nullptr : row1;
        for (bool first_pass = Overlap, update = k > 0;; first_pass = update = false) {
            update_columns<T, NT, R, G>(q.gcols + (int64_t)b * n, (int64_t)P * n, first, q.nglobal, 0, q, b,
                                    k, update, vp, wp, u, w_own, v_own[par ^ 1], part[warp], row1_out, par);
            update_columns<T, NT, R, G>(scols, n, first > q.nglobal ? first : q.nglobal, own, q.nglobal,
                                    q, b, k, update, vp, wp, u, w_own, v_own[par ^ 1], part[warp], row1_out,
                                    par);
            __syncthreads();
            if (!first_pass) break;

            /* the reflector's scalars, in every thread (red in warp order):
             * the plain formulas where they are safe (plain_scalars).  The
             * NaN-keeping max over every row, warp and block that decided
             * before took about 130 instructions a warp a step (ncu,
             * session 53). */
            ssq = 0;
#pragma unroll
            for (int h = 0; h < NW; ++h) ssq += red[h];
            plain = plain_scalars(ssq, s_alpha, u, over_block<NW, Re>{red}, beta, tau, sv);
            if (plain) {
#pragma unroll
                for (int r = 0; r < R; ++r) u[r] = mul(sv, u[r]);
                break;
            }
            __syncthreads(); /* every thread has read red */
            reflector_first();
        }
        if (!plain) tau = s_tau, beta = s_beta, sv = zero;
        timer.mark(3);
#pragma unroll
        for (int r = 0; r < R; ++r) { /* c := v, zero outside rows k+1.. */
            const int i = tid + r * NT;
            c[r] = i == k + 1 ? one : u[r];
            if (owner && i > k && i < n) *stored(q, i, k) = i == k + 1 ? make<T>(beta, 0) : c[r];
        }
        if (b == 0 && tid == 0) {
            const int kk = q.upper ? n - 2 - k : k;
            q.e[kk] = beta;
            q.tau[kk] = tau;
        }
        if (warp == 0) { /* y_j in warp order; this block's share of y^H v in slot order */
            const int j = b + P * lane;
            T sh = zero;
            if (lane < own && j > k) {
                T yj = part[0][lane];
#pragma unroll
                for (int h = 1; h < NW; ++h) yj = add(yj, part[h][lane]);
                if (plain) {
                    yj = mul(sv, yj);
                    if (j > k + 1) v_own[par][lane] = mul(sv, v_own[par][lane]);
                }
                if (!kUnitV) yj = add(conj_(row1[lane]), yj);
                q.y[par * n + j] = yj;
                sh = cmul(yj, v_own[par][lane]);
            }
            sh = warp_sum(sh);
            if (lane == 0) q.share[par * P + b] = sh;
        }
        timer.mark(4);
#pragma unroll
        for (int r = 0; r < R; ++r) vp[r] = c[r];
        tau_prev = tau;
    }
    timer.flush(fused_phase_ns);
}

} // namespace fused
} // namespace trident

#endif
