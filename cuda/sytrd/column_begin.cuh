/*
 * column_begin.cuh -- latrd_column_begin (src/backend/ops_table.h) in one
 * kernel: finish the previous column's W, update the current column, and
 * generate its Householder reflector.
 *
 * Everything here is on the critical path of every column, so the kernel is
 * built for latency, not bandwidth: no step is a serial chain of global
 * loads in one thread.
 *
 *  - Rows are cut into groups of 32 (one row per lane); a block takes a
 *    fixed run of groups (a function of m only), so even m = 1024 spreads
 *    over 32 blocks.  Inside a group the k columns of V and W are split over
 *    the 8 warps; each warp's partial sums meet in shared memory and warp 0
 *    adds them in warp order and finishes the rows.
 *  - Two values enter every row: the corrected W(r,p) -- the diagonal row's
 *    entry of the pending W column -- and the correction's coefficient of
 *    v_p.  Warp 0 of every block computes both with the same instructions
 *    from the same inputs (a lane-strided sum and a fixed xor tree), so every
 *    block gets the same bits.  W(r,p) itself is written only by the last
 *    block, after every block has read the old value (u) there.
 *  - The reflector needs ||x||_2 over all blocks: each block leaves the
 *    largest |x_i| of its rows and the sum of squares scaled by it in
 *    `partials`; the last block to finish (a ticket on `counter`, which it
 *    resets) combines them in block order and computes beta and tau as
 *    xLARFG does.  It does NOT scale x by 1/(alpha - beta): that would be
 *    one block's O(m) pass.  Instead alpha := alpha - beta, so the column
 *    holds (alpha - beta) v, and the scale s = 1/(alpha - beta) goes to the
 *    pending_reflector slot.  The hemv then computes (alpha - beta) A v and
 *    latrd_project (project.cuh) applies s to x and u, spread over its grid.
 *
 * Every sum runs in an order fixed by m and k: bitwise reproducible.
 */
#ifndef TRIDENT_COLUMN_BEGIN_CUH
#define TRIDENT_COLUMN_BEGIN_CUH

#include "sytrd/panel_common.cuh"

namespace trident {
namespace panel {

constexpr int kColumnWarps = 8;
constexpr int kColumnThreads = 32 * kColumnWarps;
constexpr int kColumnMaxBlocks = 1024; /* the size of the partials */

/* rows per block: whole groups of 32, at most max_blocks blocks (the
 * launched kernel: kColumnMaxBlocks; the panel kernel: its grid); a
 * function of m and max_blocks only (it fixes the order of the norm's sum) */
__host__ __device__ inline int64_t column_chunk(int64_t m, int64_t max_blocks = kColumnMaxBlocks)
{
    const int64_t groups = (m + 32 * max_blocks - 1) / (32 * max_blocks);
    return 32 * (groups < 1 ? 1 : groups);
}

template <class T> struct column_args {
    int64_t m;
    int k, p;          /* columns of V and W; the pending one */
    int pending;       /* finish W(:,p) (y != NULL) */
    const T *v;
    int64_t ldv;
    T *w;
    int64_t ldw;
    const T *y, *tau_p;
    int64_t r;
    T *a;              /* NULL: step 1 only */
    int64_t nh;        /* reflector order (0: none) */
    int64_t ia, ix;    /* alpha = a + ia, x = a + ix */
    T *tau;
    real_t<T> *e;
    int64_t chunk;
    real_t<T> *partials; /* 2 per block */
    unsigned *counter;
    pending_reflector<T> *pend;
};

/* The last block's xLARFG on (alpha; x[0..nh-2]) given alpha's value a0
 * and ||x||_2, then e := beta and, instead of x := x / (alpha - beta),
 * alpha := 1 (tau = 0) or alpha := alpha - beta, with s = 1 / (alpha - beta)
 * in q.pend.  x is read through L2: other blocks wrote it. */
template <class T>
__device__ void last_block_reflector(const column_args<T> &q, T a0, real_t<T> xnorm, real_t<T> *red)
{
    typedef real_t<T> R;
    T *alpha = q.a + q.ia, *x = q.a + q.ix;
    const int64_t nx = q.nh - 1;
    R alphr = re(a0), alphi = im(a0);
    __syncthreads(); /* every thread has read alpha before thread 0 rewrites it */
    if (xnorm == R(0) && alphi == R(0)) {
        if (threadIdx.x == 0) {
            *q.tau = make<T>(0, 0);
            *q.e = alphr;
            *alpha = make<T>(1, 0);
            q.pend->s = make<T>(1, 0);
            q.pend->unit = alpha;
        }
        return;
    }
    R beta = -copysign(hypot(hypot(alphr, alphi), xnorm), alphr);
    const R safmin = limits<R>::safmin(), rsafmn = R(1) / safmin;
    int knt = 0;
    if (fabs(beta) < safmin) { /* beta may be inaccurate: rescale x and recompute (rare) */
        do {
            ++knt;
            for (int64_t i = threadIdx.x; i < nx; i += blockDim.x)
                x[i] = scale(rsafmn, load_cg(x + i));
            beta *= rsafmn, alphi *= rsafmn, alphr *= rsafmn;
        } while (fabs(beta) < safmin && knt < 20);
        __syncthreads(); /* x rescaled by the whole block */
        R amax = 0;
        for (int64_t i = threadIdx.x; i < nx; i += blockDim.x) {
            const T v = load_cg(x + i);
            amax = max_nan(amax, fmax(fabs(re(v)), fabs(im(v))));
        }
        amax = block_reduce<R, true>(amax, red);
        R ssq = 0;
        if (amax != R(0) && isfinite(amax)) {
            const R inv = R(1) / amax;
            for (int64_t i = threadIdx.x; i < nx; i += blockDim.x) {
                const T v = load_cg(x + i);
                const R s = re(v) * inv, u = im(v) * inv;
                ssq += s * s + u * u;
            }
        }
        ssq = block_reduce<R, false>(ssq, red);
        xnorm = amax != R(0) && isfinite(amax) ? amax * sqrt(ssq) : amax;
        beta = -copysign(hypot(hypot(alphr, alphi), xnorm), alphr);
    }
    if (threadIdx.x != 0) return;
    T t, s;
    householder_scalars<T>(alphr, alphi, beta, t, s);
    *alpha = make<T>(alphr - beta, alphi);
    for (int j = 0; j < knt; ++j) beta *= safmin;
    *q.tau = t;
    *q.e = beta;
    q.pend->s = s;
    q.pend->unit = alpha;
}

/* What one thread reads of one row i before it computes: its warp's
 * columns j = warp + kColumnWarps * jj of V and W, and, for warp 0 (which
 * finishes the row), a_i, W(i,p) and V(i,p). */
constexpr int kColumnsPerWarp = kMaxNb / kColumnWarps;
template <class T> struct column_row {
    T v[kColumnsPerWarp], w[kColumnsPerWarp];
    T a, wp, vp;
};

template <class T>
__device__ __forceinline__ void load_row(const column_args<T> &q, int64_t i, bool row, int warp,
                                         bool sums, column_row<T> &L)
{
#pragma unroll
    for (int jj = 0; jj < kColumnsPerWarp; ++jj) {
        const int j = warp + kColumnWarps * jj;
        const bool ok = row && sums && j < q.k;
        L.v[jj] = ok ? q.v[i + j * q.ldv] : make<T>(0, 0);
        L.w[jj] = ok ? q.w[i + j * q.ldw] : make<T>(0, 0);
    }
    const bool fin = row && warp == 0, pend = q.pending != 0;
    L.a = fin && q.a ? q.a[i] : make<T>(0, 0);
    L.wp = fin && pend ? q.w[i + q.p * q.ldw] : make<T>(0, 0);
    L.vp = fin && pend ? q.v[i + q.p * q.ldv] : make<T>(0, 0);
}

/* The arguments of one call (latrd_column_begin's, ops_table.h), rows cut
 * into `chunk`-row blocks; the same on the host (column_begin_kernel's
 * launch) and on the device (latrd_panel.cuh, per column). */
template <class T>
__host__ __device__ inline column_args<T> column_args_for(int64_t m, int64_t k, const T *v, int64_t ldv, T *w,
                                                          int64_t ldw, int64_t p, const T *y, const T *tau_p,
                                                          int64_t r, T *a, int64_t nh, T *alpha, T *x, T *tau,
                                                          real_t<T> *e, int64_t chunk, real_t<T> *partials,
                                                          unsigned *counter, pending_reflector<T> *pend)
{
    column_args<T> q;
    q.m = m;
    q.k = (int)k;
    q.p = (int)p;
    q.pending = y != nullptr && k >= 1;
    q.v = v;
    q.ldv = ldv;
    q.w = w;
    q.ldw = ldw;
    q.y = y;
    q.tau_p = tau_p;
    q.r = r;
    q.a = a;
    q.nh = a ? nh : 0;
    q.ia = q.nh > 0 ? alpha - a : 0;
    q.ix = q.nh > 1 ? x - a : 0;
    q.tau = tau;
    q.e = e;
    q.chunk = chunk;
    q.partials = partials;
    q.counter = counter;
    q.pend = pend;
    return q;
}

/* Blocks a call takes: one per chunk of rows (0: nothing to do). */
template <class T> __host__ __device__ inline int64_t column_blocks(const column_args<T> &q)
{
    if (q.m <= 0 || (!q.a && !q.pending)) return 0;
    return (q.m + q.chunk - 1) / q.chunk;
}

/* One block's shared memory. */
template <class T> struct column_smem {
    T ys[2 * kMaxNb + 1];
    T vrow[kMaxNb], wrow[kMaxNb]; /* conj(V(r,:)), conj(W(r,:)) */
    T part_c[kColumnWarps][32], part_u[kColumnWarps][32];
    T s_c, s_wr;                  /* coefficient of v_p; corrected W(r,p) */
    real_t<T> red[32];
    bool s_last;
};

/* ||x||_2 from the nblk blocks' shares (largest |x_i| and scaled sum of
 * squares, 2 per block), combined in a fixed order; every thread of the
 * block calls it and gets the result.  red: 32 elements of shared memory.
 * A thread's first kHeld pairs are loaded once, both halves together, and
 * kept for the second sum: it is on every column's critical path, and a
 * second load would be one more L2 round trip there.  Shares beyond them
 * (more than kHeld * blockDim.x blocks: not with the launch shapes of
 * column_begin or the panel kernel) are loaded again, in the same order. */
template <class R>
__device__ __forceinline__ R xnorm_from_partials(const R *partials, unsigned nblk, R *red)
{
    constexpr int kHeld = kColumnMaxBlocks / kColumnThreads;
    R held_big[kHeld], held_ssq[kHeld];
    R big = 0;
#pragma unroll
    for (int h = 0; h < kHeld; ++h) {
        const unsigned b = threadIdx.x + h * blockDim.x;
        held_big[h] = b < nblk ? load_cg(partials + 2 * (int64_t)b) : R(0);
        held_ssq[h] = b < nblk ? load_cg(partials + 2 * (int64_t)b + 1) : R(0);
    }
#pragma unroll
    for (int h = 0; h < kHeld; ++h)
        if (threadIdx.x + h * blockDim.x < nblk) big = max_nan(big, held_big[h]);
    for (unsigned b = threadIdx.x + kHeld * blockDim.x; b < nblk; b += blockDim.x)
        big = max_nan(big, load_cg(partials + 2 * (int64_t)b));
    big = block_reduce<R, true>(big, red);
    R ssq = 0;
    if (big != R(0) && isfinite(big)) {
#pragma unroll
        for (int h = 0; h < kHeld; ++h)
            if (threadIdx.x + h * blockDim.x < nblk) {
                const R ab = held_big[h] / big;
                ssq += held_ssq[h] * (ab * ab);
            }
        for (unsigned b = threadIdx.x + kHeld * blockDim.x; b < nblk; b += blockDim.x) {
            const R ab = load_cg(partials + 2 * (int64_t)b) / big;
            ssq += load_cg(partials + 2 * (int64_t)b + 1) * (ab * ab);
        }
    }
    ssq = block_reduce<R, false>(ssq, red);
    return big != R(0) && isfinite(big) ? big * sqrt(ssq) : big;
}

/* Block bid of the nblk = column_blocks(q) a call takes (kColumnThreads
 * threads): its rows and its share of ||x||_2, then, with TICKET, in the
 * last block to finish, W(r,p) and the reflector.  Without (the panel
 * kernel, latrd_panel.cuh), the caller does both once every block is done;
 * the corrected W(r,p) (when pending and a != NULL, k > 0) is returned, the
 * same bits in every block.  Inputs written by earlier steps must be
 * visible when it starts. */
template <class T, bool TICKET = true>
__device__ __forceinline__ T column_begin_block(const column_args<T> &q, const unsigned bid, const unsigned nblk,
                                                column_smem<T> &sm)
{
    typedef real_t<T> R;
    T *const ys = sm.ys, *const vrow = sm.vrow, *const wrow = sm.wrow;
    T (*const part_c)[32] = sm.part_c, (*const part_u)[32] = sm.part_u;
    T &s_c = sm.s_c, &s_wr = sm.s_wr;
    R *const red = sm.red;
    bool &s_last = sm.s_last;

    const int k = q.k, ko = k - 1, p = q.p, tid = threadIdx.x;
    const int lane = tid & 31, warp = tid >> 5;
    const bool pending = q.pending != 0, upd = q.a != nullptr && k > 0;
    const int64_t r0 = bid * q.chunk, r1 = r0 + q.chunk < q.m ? r0 + q.chunk : q.m;

    /* every global load of the first group is issued here, together with
     * the shared inputs: one round trip to memory before any arithmetic */
    column_row<T> L;
    load_row(q, r0 + lane, r0 + lane < r1, warp, pending || upd, L);
    if (pending)
        for (int j = tid; j < 2 * ko + 1; j += blockDim.x) ys[j] = q.y[j];
    if (upd)
        for (int j = tid; j < k; j += blockDim.x) {
            vrow[j] = conj_(q.v[q.r + j * q.ldv]);
            if (!pending || j != p) wrow[j] = conj_(q.w[q.r + j * q.ldw]);
        }
    const T t = pending ? *q.tau_p : make<T>(0, 0);
    const bool corr_r = pending && upd && warp == 0; /* warp 0 corrects W(r,p) */
    const T u_r = corr_r ? q.w[q.r + p * q.ldw] : make<T>(0, 0);
    const T v_rp = corr_r ? q.v[q.r + p * q.ldv] : make<T>(0, 0);
    __syncthreads();
    if (pending && warp == 0) { /* the same instructions in every block: the same bits */
        R cl = 0;
        for (int j = lane; j < ko; j += 32) cl += re(cmul(ys[j], ys[ko + j]));
        const R csum = warp_sum_real(cl);
        const T wx = mul(conj_(t), make<T>(re(ys[2 * ko]) - 2 * csum, 0));
        const T c = mul(scale(R(-0.5), t), wx);
        if (upd) { /* W(r,p) corrected as every other row below */
            T sl = make<T>(0, 0);
            for (int j = lane; j < k; j += 32) {
                if (j == p) continue;
                const int jo = j - (j > p);
                sl = cmadd(cmadd(sl, vrow[j], ys[jo]), wrow[j], ys[ko + jo]);
            }
            const T wr = add(mul(t, sub(u_r, warp_sum(sl))), mul(c, v_rp));
            if (lane == 0) s_wr = wr, wrow[p] = conj_(wr);
        }
        if (lane == 0) s_c = c;
    }
    __syncthreads();

    /* steps 1 and 2 on this block's rows, one pass over V(i,:) and W(i,:) */
    const T c = pending ? s_c : make<T>(0, 0);
    const bool norm = q.a != nullptr && q.nh > 1;
    const int64_t x0 = q.ix, x1 = q.ix + q.nh - 1; /* rows of x */
    R amax = 0;                 /* warp 0: over its lane's rows */
    T alast = make<T>(0, 0);    /* warp 0: the lane's row of the last group */
    for (int64_t g = r0; g < r1; g += 32) {
        const int64_t i = g + lane;
        const bool row = i < r1;
        if (g != r0) load_row(q, i, row, warp, pending || upd, L);
        T cs = make<T>(0, 0), us = make<T>(0, 0); /* this warp's share of the sums */
#pragma unroll
        for (int jj = 0; jj < kColumnsPerWarp; ++jj) {
            const int j = warp + kColumnWarps * jj;
            if (j >= k || (pending && j == p)) continue;
            if (pending) {
                const int jo = j - (j > p);
                cs = madd(madd(cs, L.v[jj], ys[jo]), L.w[jj], ys[ko + jo]);
            }
            if (upd) us = madd(madd(us, L.v[jj], wrow[j]), L.w[jj], vrow[j]);
        }
        part_c[warp][lane] = cs;
        part_u[warp][lane] = us;
        __syncthreads();
        if (warp == 0 && row) {
            cs = part_c[0][lane], us = part_u[0][lane];
#pragma unroll
            for (int h = 1; h < kColumnWarps; ++h) cs = add(cs, part_c[h][lane]), us = add(us, part_u[h][lane]);
            T wpi = make<T>(0, 0);
            if (pending) {
                if (upd && i == q.r) {
                    wpi = s_wr; /* written by the last block */
                } else {
                    wpi = add(mul(t, sub(L.wp, cs)), mul(c, L.vp));
                    q.w[i + p * q.ldw] = wpi;
                }
            }
            if (q.a) {
                T ai = L.a;
                if (upd) {
                    ai = sub(ai, us);
                    if (pending) ai = msub(msub(ai, L.vp, wrow[p]), wpi, vrow[p]);
                    if (i == q.r) ai = make<T>(re(ai), 0);
                    q.a[i] = ai;
                }
                alast = ai;
                if (norm && i >= x0 && i < x1) amax = max_nan(amax, fmax(fabs(re(ai)), fabs(im(ai))));
            }
        }
        __syncthreads(); /* part_c, part_u are rewritten by the next group */
    }

    /* this block's share of ||x||: its largest |x_i| and the sum of squares
     * scaled by it (warp 0; rows of earlier groups are read back) */
    if (norm && warp == 0) {
        amax = warp_max(amax);
        R ssq = 0;
        if (amax != R(0) && isfinite(amax)) {
            const R inv = R(1) / amax;
            const int64_t glast = r0 + (r1 - 1 - r0) / 32 * 32;
            for (int64_t i = r0 + lane; i < r1; i += 32)
                if (i >= x0 && i < x1) {
                    const T v = i >= glast ? alast : q.a[i];
                    const R s = re(v) * inv, u = im(v) * inv;
                    ssq += s * s + u * u;
                }
        }
        ssq = warp_sum_real(ssq);
        if (lane == 0) {
            q.partials[2 * (int64_t)bid] = amax;
            q.partials[2 * (int64_t)bid + 1] = ssq;
        }
    }

    const T wr = pending && upd ? s_wr : make<T>(0, 0);
    if constexpr (!TICKET) return wr;

    /* the last block to get here finishes */
    __threadfence();
    __syncthreads();
    if (tid == 0) s_last = atomicAdd(q.counter, 1u) == nblk - 1;
    __syncthreads();
    if (!s_last) return wr;
    __threadfence();
    if (tid == 0) {
        if (pending && upd) q.w[q.r + p * q.ldw] = wr; /* every block has read u there */
        *q.counter = 0;                                  /* ready for the next launch */
    }
    if (q.a == nullptr || q.nh <= 0) return wr;
    /* alpha is loaded beside the shares, not after their sums: one L2
     * round trip fewer on the column's chain */
    const T a0 = load_cg(q.a + q.ia);
    /* the blocks' shares combined in a fixed order */
    const R xnorm = norm ? xnorm_from_partials(q.partials, nblk, red) : R(0);
    last_block_reflector(q, a0, xnorm, red);
    return wr;
}

template <class T>
__global__ void __launch_bounds__(kColumnThreads) column_begin_kernel(const column_args<T> q)
{
    __shared__ column_smem<T> sm;
    /* every input may come from the kernels just before (y from
     * latrd_project, u from the hemv): nothing is read before this */
    pdl_wait();
    column_begin_block(q, blockIdx.x, gridDim.x, sm);
}

} // namespace panel
} // namespace trident

#endif
