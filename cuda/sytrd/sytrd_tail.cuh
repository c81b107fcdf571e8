/*
 * sytrd_tail.cuh -- xSYTD2 on a matrix small enough for one block's shared
 * memory (order m <= 168 for d and c, 118 for z, 239 for s on a GPU with
 * 227 KB a block): the last columns of the one-launch reduction
 * (sytrd_fused.cuh hands B(k:, k:) over at k = n - m), or a whole small
 * matrix.  There a column of the grid-wide kernel costs about 3 us, most
 * of it the grid barrier, the round trips through L2 and the block
 * reductions, which do not shrink with the order; here a step costs one
 * block barrier.
 *
 *  - B in shared memory, both triangles (column j at bm + j m), as the
 *    grid-wide kernel keeps it; v and y of the last two steps beside it.
 *  - Every warp makes the step's reflector from its own copy of column k
 *    (lane l holds rows k + l + 32 r): w of the previous step, the column
 *    brought up to date, the norm, the scalars.  The warps compute the same
 *    values with the same instructions, so with the same bits, and none
 *    waits for another; warp 0 alone writes v and the outputs.
 *  - The warps then share the columns j > k (j = k + 1 + warp + NW t): the
 *    previous rank-2 update applied (one step late, as in the grid-wide
 *    kernel) and the dot y_j = B(:, j)^H v, G columns at a time, their warp
 *    sums spread over the lanes (panel::warp_sum_spread).
 *  - One block barrier a step: y and v are double-buffered by the step's
 *    parity, and a column is written only by the warp that updates it.
 *  - The loops over a lane's rows are unrolled for the row blocks still
 *    live (NRB = ceil((m - k) / 32), one instantiation each), so the late
 *    steps issue no dead rows.
 * Every sum runs in an order fixed by m and NW: results are bitwise
 * reproducible on a given GPU.
 */
#ifndef TRIDENT_SYTRD_TAIL_CUH
#define TRIDENT_SYTRD_TAIL_CUH

#include "sytrd/sytrd_fused.cuh"

namespace trident {
namespace fused {

/* The largest row-block count per type (m <= 32 TailRowBlocks): the
 * orders that fit 227 KB (m^2 + 4 m elements) */
template <class T> __host__ __device__ constexpr int tail_row_blocks()
{
    return sizeof(T) == 4 ? 8 : sizeof(T) == 8 ? 6 : 4;
}

/* Warps of the tail's block.  Each warp repeats the reflector's work (about
 * 150 instructions a step), and the columns are shared: fewer warps spend
 * less on the first, more spread the second. */
#ifndef TRIDENT_TAIL_WARPS
#define TRIDENT_TAIL_WARPS 8
#endif
constexpr int kTailWarps = TRIDENT_TAIL_WARPS;

/* Step k of the tail over NRB live row blocks (rows k .. m-1); returns the
 * step's tau (the same in every thread). */
template <class T, int NW, int NRB>
__device__ __forceinline__ T tail_step(const fused_args<T> &q, T *bm, T *vbuf, T *ybuf, int k, T tau_prev)
{
    typedef real_t<T> Re;
    const int m = q.n, lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
    const int par = k & 1;
    const bool update = k > 0;
    const T zero = make<T>(0, 0), one = make<T>(1, 0);
    const T *vprev = vbuf + (par ^ 1) * m, *yprev = ybuf + (par ^ 1) * m;
    T *vnext = vbuf + par * m, *ynext = ybuf + par * m;
    const T *colk = bm + (int64_t)k * m;

    /* w of step k-1 = tau y - (|tau|^2 / 2)(y^H v) v at rows k.., and column
     * k brought up to date: c -= v conj(w(k)) + w conj(v(k)) */
    T vp[NRB], wp[NRB], c[NRB];
    T dot = zero;
#pragma unroll
    for (int r = 0; r < NRB; ++r) {
        const int i = k + lane + 32 * r;
        const bool row = i < m;
        c[r] = row ? colk[i] : zero;
        vp[r] = row && update ? vprev[i] : zero;
        wp[r] = row && update ? yprev[i] : zero; /* y until the sum */
        dot = cmadd(dot, wp[r], vp[r]);
    }
    T coef = zero;
    if (update) {
        dot = warp_sum(dot);
        coef = scale(Re(-0.5) * (re(tau_prev) * re(tau_prev) + im(tau_prev) * im(tau_prev)), dot);
#pragma unroll
        for (int r = 0; r < NRB; ++r) wp[r] = madd(mul(tau_prev, wp[r]), coef, vp[r]);
        const T cw = conj_(panel::shfl_elem(wp[0], 0)), cv = conj_(panel::shfl_elem(vp[0], 0));
#pragma unroll
        for (int r = 0; r < NRB; ++r) c[r] = msub(msub(c[r], vp[r], cw), wp[r], cv);
    }

    /* d_k (row k: lane 0 of block 0); alpha = c_{k+1} (lane 1) */
    const Re dk = re(panel::shfl_elem(c[0], 0));
    if (warp == 0 && lane == 0) {
        q.d[q.upper ? m - 1 - k : k] = dk;
        *stored(q, k, k) = make<T>(dk, 0);
    }
    if (k == m - 1) return zero;
    const T alpha = panel::shfl_elem(c[0], 1);

    /* the reflector, in every warp: u = c at rows k+2.. */
    T u[NRB];
    bool live[NRB];
    Re ssq = 0;
#pragma unroll
    for (int r = 0; r < NRB; ++r) {
        const int i = k + lane + 32 * r;
        live[r] = i >= k + 2 && i < m;
        u[r] = live[r] ? c[r] : zero;
        ssq += re(u[r]) * re(u[r]) + im(u[r]) * im(u[r]);
    }
    ssq = panel::warp_sum_real(ssq);
    Re beta;
    T tau, sv;
    const over_warp<Re> group{};
    if (plain_scalars(ssq, alpha, u, group, beta, tau, sv)) {
#pragma unroll
        for (int r = 0; r < NRB; ++r) u[r] = mul(sv, u[r]);
    } else {
        tau = group_larfg(&alpha, u, live, beta, group);
    }
    T v[NRB]; /* zero at row k */
#pragma unroll
    for (int r = 0; r < NRB; ++r) v[r] = k + lane + 32 * r == k + 1 ? one : u[r];

    if (warp == 0) { /* v for the next step; the reflector, d's neighbour e and tau out */
#pragma unroll
        for (int r = 0; r < NRB; ++r) {
            const int i = k + lane + 32 * r;
            if (i > k && i < m) {
                vnext[i] = v[r];
                *stored(q, i, k) = i == k + 1 ? make<T>(beta, 0) : v[r];
            }
        }
        if (lane == 0) {
            const int kk = q.upper ? m - 2 - k : k;
            q.e[kk] = beta;
            q.tau[kk] = tau;
        }
    }

    /* the columns j > k: step k-1's update, then y_j = B(:, j)^H v */
    constexpr int G = NRB <= 2 ? 4 : 2;
    const int ncols = m - 1 - k;
    for (int t0 = warp; t0 < ncols; t0 += NW * G) {
        T x[G][NRB], yd[G];
#pragma unroll
        for (int g = 0; g < G; ++g) {
            const int j = k + 1 + t0 + NW * g;
            const bool col = t0 + NW * g < ncols;
            const T *src = bm + (int64_t)(col ? j : 0) * m;
#pragma unroll
            for (int r = 0; r < NRB; ++r) {
                const int i = k + lane + 32 * r;
                x[g][r] = col && i > k && i < m ? src[i] : zero;
            }
        }
#pragma unroll
        for (int g = 0; g < G; ++g) {
            const int j = k + 1 + t0 + NW * g;
            yd[g] = zero;
            if (t0 + NW * g >= ncols) continue;
            T *dst = bm + (int64_t)j * m;
            T cw = zero, cv = zero;
            if (update) {
                cv = conj_(vprev[j]);
                cw = conj_(madd(mul(tau_prev, yprev[j]), coef, vprev[j]));
            }
#pragma unroll
            for (int r = 0; r < NRB; ++r) {
                const int i = k + lane + 32 * r;
                if (i <= k || i >= m) continue;
                T xv = x[g][r];
                if (update) xv = msub(msub(xv, vp[r], cw), wp[r], cv);
                if (i == j) xv = make<T>(re(xv), 0);
                dst[i] = xv;
                yd[g] = cmadd(yd[g], xv, v[r]);
            }
        }
        const T sum = panel::warp_sum_spread<G>(yd); /* lane 32 g / G holds column g's */
        const int g = panel::spread_index<G>(lane);
        if ((lane & (32 / G - 1)) == 0 && t0 + NW * g < ncols) ynext[k + 1 + t0 + NW * g] = sum;
    }
    return tau;
}

/* Step k with NRB live row blocks, NRB chosen at run time among 1 .. RB */
template <class T, int NW, int RB, int NRB = 1>
__device__ __forceinline__ T tail_step_rows(int nrb, const fused_args<T> &q, T *bm, T *vbuf, T *ybuf, int k,
                                            T tau_prev)
{
    if constexpr (NRB < RB) {
        if (nrb > NRB) return tail_step_rows<T, NW, RB, NRB + 1>(nrb, q, bm, vbuf, ybuf, k, tau_prev);
    }
    return tail_step<T, NW, NRB>(q, bm, vbuf, ybuf, k, tau_prev);
}

/* One block of NW warps reduces B (order q.n <= 32 RB, addressed as the
 * grid-wide kernel addresses its matrix: fused_args' a, lda and upper). */
template <class T, int NW, int RB>
__global__ void __launch_bounds__(NW * 32, 1) sytrd_tail_kernel(const fused_args<T> q)
{
    extern __shared__ __align__(16) unsigned char tail_smem[];
    const int m = q.n;
    T *const bm = reinterpret_cast<T *>(tail_smem); /* m x m */
    T *const vbuf = bm + (int64_t)m * m;             /* 2 m, by the step's parity */
    T *const ybuf = vbuf + 2 * m;                    /* 2 m */
    for (int t = threadIdx.x; t < m * m; t += NW * 32) {
        const int i = t % m, j = t / m;
        T x = i >= j ? *stored(q, i, j) : conj_(*stored(q, j, i));
        if (i == j) x = make<T>(re(x), 0);
        bm[t] = x;
    }
    __syncthreads();
    T tau = make<T>(0, 0);
    for (int k = 0; k < m; ++k) {
        tau = tail_step_rows<T, NW, RB>((m - k + 31) >> 5, q, bm, vbuf, ybuf, k, tau);
        __syncthreads();
    }
}

/* Dynamic shared memory of the tail at order m */
template <class T> __host__ __device__ constexpr size_t tail_smem_bytes(int64_t m)
{
    return (size_t)(m * m + 4 * m) * sizeof(T);
}

} // namespace fused
} // namespace trident

#endif
