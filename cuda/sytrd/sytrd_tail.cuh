/*
 * sytrd_tail.cuh -- xSYTD2 on a matrix small enough for one block's shared
 * memory (order m <= 167 for d and c, 117 for z, 237 for s on a GPU with
 * 227 KB a block): the last columns of the one-launch reduction
 * (sytrd_fused.cuh hands B(k:, k:) over at k = n - m), or a whole small
 * matrix.  There a column of the grid-wide kernel costs about 3 us, most
 * of it the grid barrier, the round trips through L2 and the block
 * reductions, which do not shrink with the order; here a step costs two
 * block barriers.
 *
 *  - B in shared memory, both triangles (column j at bm + j ld, ld odd).
 *  - Warp 0 makes each step's reflector, lane l holding rows k + l + 32 r:
 *    y and w of the previous step (from the pass's dots), column k brought
 *    up to date, d_k, and u = the column below row k+1 with its sum of
 *    squares; each row's v, w and u go to shared memory side by side.
 *    Barrier.
 *  - Warps 1 ... NW-1 then run the pass over the columns j > k, P threads
 *    a column (a power of two, as many as the columns leave room for, up
 *    to 32), each thread every P-th row: the previous rank-2 update
 *    applied (one step late, as in the grid-wide kernel) and the dot with
 *    the unscaled u, summed over the P threads by shuffles; with B(k+1, j)
 *    it gives y_j = conj(B(k+1, j)) + sv B(:, j)^H u once the scalars are
 *    known (v = e_{k+1} + sv u).  No warp-wide sum a column, no dead rows.
 *  - Meanwhile warp 0 makes the scalars (the plain formulas where safe,
 *    else xLARFG over the warp, whose dots the pass then forms again with v
 *    itself) and writes v and the outputs.  Barrier.
 * A first version (every warp making the reflector itself, the columns
 * shared out G at a time to warps that summed each dot over 32 lanes, one
 * barrier a step) took 1343 instructions a warp a step at d m = 168 and
 * was slower than the grid-wide kernel (bench/sytrd/README.md).
 * Every sum runs in an order fixed by m and NW: results are bitwise
 * reproducible on a given GPU.
 */
#ifndef TRIDENT_SYTRD_TAIL_CUH
#define TRIDENT_SYTRD_TAIL_CUH

#include "sytrd/sytrd_fused.cuh"

namespace trident {
namespace fused {

/* The largest row-block count per type (m <= 32 RB): the orders that fit
 * 227 KB (tail_smem_bytes) */
template <class T> __host__ __device__ constexpr int tail_row_blocks()
{
    return sizeof(T) == 4 ? 8 : sizeof(T) == 8 ? 6 : 4;
}

/* Warps of the tail's block: warp 0 makes the reflectors, the others run the pass */
#ifndef TRIDENT_TAIL_WARPS
#define TRIDENT_TAIL_WARPS 16
#endif
constexpr int kTailWarps = TRIDENT_TAIL_WARPS;

/* B's leading dimension in shared memory: odd, so that the lanes of a warp
 * reading one row of 32 / P columns meet different banks */
__host__ __device__ constexpr int tail_ld(int m) { return m | 1; }

/* What the pass reads of row i besides B: v and w of the previous step and
 * this step's u, side by side (one or two wide loads) */
template <class T> struct __align__(4 * sizeof(T)) tail_row {
    T v, w, u, unused;
};

/* Dynamic shared memory of the tail at order m: the rows' v, w, u; B; v
 * by the step's parity; the pass's dots and row-k+1 entries */
template <class T> __host__ __device__ constexpr size_t tail_smem_bytes(int64_t m)
{
    return (size_t)(m * tail_ld((int)m) + 8 * m) * sizeof(T);
}

/* One block of NW warps reduces B (order q.n <= 32 RB, addressed as the
 * grid-wide kernel addresses its matrix: fused_args' a, lda and upper). */
template <class T, int NW, int RB>
__global__ void __launch_bounds__(NW * 32, 1) sytrd_tail_kernel(const fused_args<T> q)
{
    typedef real_t<T> Re;
    extern __shared__ __align__(16) unsigned char tail_smem[];
    const int m = q.n, ld = tail_ld(m), tid = threadIdx.x, lane = tid & 31, warp = tid >> 5;
    tail_row<T> *const rows = reinterpret_cast<tail_row<T> *>(tail_smem); /* rows k+1.. */
    T *const bm = reinterpret_cast<T *>(rows + m);   /* B(i, j) at bm[j ld + i] */
    T *const vb = bm + (int64_t)m * ld;              /* v of the last two steps, by parity */
    T *const raw = vb + 2 * m;                       /* the pass's dots B(:, j)^H u (or ^H v) */
    T *const r1 = raw + m;                           /* the pass's B(k+1, j) */
    __shared__ int s_direct;                         /* raw holds y itself (no row-k+1 term) */
    const T zero = make<T>(0, 0), one = make<T>(1, 0);

    /* B's lower triangle, read a column at a time (coalesced), written to both */
    for (int j = warp; j < m; j += NW) {
#pragma unroll 4
        for (int i = j + lane; i < m; i += 32) {
            T x = *stored(q, i, j);
            if (i == j) x = make<T>(re(x), 0);
            bm[(int64_t)j * ld + i] = x;
            bm[(int64_t)i * ld + j] = conj_(x);
        }
    }
    if (tid == 0) s_direct = 0;
    __syncthreads();

    /* warp 0's state across steps: the previous reflector's tau and scale */
    T tau_prev = zero, sv_prev = zero;
    T u[RB];
    bool live[RB];
    Re ssq = 0;
    T alpha = zero;
    for (int k = 0; k < m; ++k) {
        const int par = k & 1;
        const T *vprev = vb + (par ^ 1) * m;
        T *vnext = vb + par * m;
        /* Warp 0: y and w of step k-1 at rows k.., column k brought up to
         * date, d_k, and this step's u (rows k+2..) with its sum of squares */
        if (warp == 0) {
            const bool direct = s_direct != 0;
            T c[RB], vv[RB], wv[RB];
            T dot = zero;
#pragma unroll
            for (int r = 0; r < RB; ++r) {
                const int i = k + lane + 32 * r;
                const bool row = i < m;
                c[r] = row ? bm[(int64_t)k * ld + i] : zero;
                vv[r] = row && k > 0 ? vprev[i] : zero;
                wv[r] = zero;
                if (row && k > 0) /* y_i = conj(B(k, i)) + sv B(:, i)^H u, or the dot with v itself */
                    wv[r] = direct ? raw[i] : madd(conj_(r1[i]), sv_prev, raw[i]);
                dot = cmadd(dot, wv[r], vv[r]);
            }
            if (k > 0) {
                dot = warp_sum(dot);
                const T coef =
                    scale(Re(-0.5) * (re(tau_prev) * re(tau_prev) + im(tau_prev) * im(tau_prev)), dot);
#pragma unroll
                for (int r = 0; r < RB; ++r) wv[r] = madd(mul(tau_prev, wv[r]), coef, vv[r]);
                const T cw = conj_(panel::shfl_elem(wv[0], 0)), cv = conj_(panel::shfl_elem(vv[0], 0));
#pragma unroll
                for (int r = 0; r < RB; ++r) c[r] = msub(msub(c[r], vv[r], cw), wv[r], cv);
            }
            const Re dk = re(panel::shfl_elem(c[0], 0));
            if (lane == 0) {
                q.d[q.upper ? m - 1 - k : k] = dk;
                *stored(q, k, k) = make<T>(dk, 0);
            }
            alpha = panel::shfl_elem(c[0], 1);
            ssq = 0;
#pragma unroll
            for (int r = 0; r < RB; ++r) {
                const int i = k + lane + 32 * r;
                live[r] = i >= k + 2 && i < m;
                u[r] = live[r] ? c[r] : zero;
                ssq += re(u[r]) * re(u[r]) + im(u[r]) * im(u[r]);
                if (i > k && i < m) rows[i] = tail_row<T>{vv[r], wv[r], u[r], zero};
            }
            ssq = panel::warp_sum_real(ssq);
        }
        if (k == m - 1) break;
        __syncthreads(); /* v, w, u out; the previous step's dots read */

        if (warp == 0) { /* the reflector, beside the pass: v out, and the outputs */
            Re beta;
            T tau, sv;
            const over_warp<Re> group{};
            const bool plain = plain_scalars(ssq, alpha, u, group, beta, tau, sv);
            if (plain) {
#pragma unroll
                for (int r = 0; r < RB; ++r) u[r] = mul(sv, u[r]);
            } else {
                tau = group_larfg(&alpha, u, live, beta, group);
            }
#pragma unroll
            for (int r = 0; r < RB; ++r) {
                const int i = k + lane + 32 * r;
                if (i <= k || i >= m) continue;
                const T vi = i == k + 1 ? one : u[r];
                vnext[i] = vi;
                *stored(q, i, k) = i == k + 1 ? make<T>(beta, 0) : vi;
            }
            if (lane == 0) {
                const int kk = q.upper ? m - 2 - k : k;
                q.e[kk] = beta;
                q.tau[kk] = tau;
                s_direct = !plain;
            }
            tau_prev = tau, sv_prev = sv;
        } else { /* the pass: P threads a column j > k, rows k+1.. strided by P (a power of two,
                  * as many as the columns leave room for: the groups stay within a warp) */
            const int ncols = m - 1 - k, threads = (NW - 1) * 32, t = tid - 32;
            int P = 32;
            while (P > 1 && P * ncols > threads) P >>= 1;
            const int p = t & (P - 1), groups = threads / P, rounds = (ncols + groups - 1) / groups;
            for (int round = 0; round < rounds; ++round) { /* the same count in every lane: shuffles */
                const int g = t / P + round * groups;
                const bool col = g < ncols;
                const int j = k + 1 + (col ? g : 0);
                T *const cj = bm + (int64_t)j * ld;
                T acc = zero;
                if (col) {
                    const tail_row<T> rj = rows[j];
                    const T cw = conj_(rj.w), cv = conj_(rj.v);
                    for (int i = k + 1 + p; i < m; i += P) {
                        const tail_row<T> ri = rows[i];
                        T x = cj[i];
                        if (k > 0) x = msub(msub(x, ri.v, cw), ri.w, cv);
                        if (is_complex_elem<T>::value && i == j) x = make<T>(re(x), 0);
                        cj[i] = x;
                        acc = cmadd(acc, x, ri.u);
                    }
                }
                for (int o = 1; o < P; o <<= 1) acc = add(acc, panel::shfl_xor_elem(acc, o));
                if (col && p == 0) raw[j] = acc, r1[j] = cj[k + 1]; /* row k+1: this thread's own store */
            }
        }
        __syncthreads(); /* B updated, the dots and v out */
        if (s_direct) { /* xLARFG's scaled path: the dots again, with v itself */
            if (warp > 0) {
                const int ncols = m - 1 - k, t = tid - 32;
                for (int g = t; g < ncols; g += (NW - 1) * 32) {
                    const int j = k + 1 + g;
                    const T *cj = bm + (int64_t)j * ld;
                    T acc = zero;
                    for (int i = k + 1; i < m; ++i) acc = cmadd(acc, cj[i], vnext[i]);
                    raw[j] = acc;
                }
            }
            __syncthreads();
        }
    }
}

} // namespace fused
} // namespace trident

#endif
