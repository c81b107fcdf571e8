/*
 * column_begin.cuh -- latrd_column_begin (src/backend/ops_table.h) in one
 * kernel: finish the previous column's W, update the current column, and
 * generate its Householder reflector.
 *
 * The first two steps are row-parallel over the same m rows: each block
 * takes a fixed chunk of rows (a function of m only).  Two values are needed
 * by every block: the corrected W(r,p) -- the diagonal row's entry of the
 * pending W column, which enters every row's update -- and the correction's
 * coefficient of v_p; thread 0 of each block computes both with the same
 * instructions from the same inputs, so every block gets the same bits.
 * W(r,p) itself is written only by the last block (below), after every block
 * has read the old value (u) there.
 *
 * The reflector needs ||x||_2 over all blocks: each block leaves the largest
 * |x_i| of its rows and the sum of squares scaled by it in `partials`; the
 * last block to finish (a ticket on `counter`, which it resets) combines them
 * in block order, computes beta and tau as xLARFG does and scales x.  That
 * last step is one block's O(m) pass; everything else is spread over the
 * grid.  Every sum runs in an order fixed by m and k: bitwise reproducible.
 */
#ifndef TRIDENT_COLUMN_BEGIN_CUH
#define TRIDENT_COLUMN_BEGIN_CUH

#include "sytrd/panel_common.cuh"

namespace trident {
namespace panel {

constexpr int kColumnThreads = 256;
constexpr int kColumnBlocks = 256; /* most blocks: the size of the partials */
constexpr int64_t kColumnMinChunk = kColumnThreads;

/* rows per block: a multiple of the block size, at most kColumnBlocks
 * blocks; a function of m only (it fixes the order of the norm's sum) */
inline int64_t column_chunk(int64_t m)
{
    int64_t chunk = (m + kColumnBlocks - 1) / kColumnBlocks;
    chunk = (chunk + kColumnThreads - 1) / kColumnThreads * kColumnThreads;
    return chunk < kColumnMinChunk ? kColumnMinChunk : chunk;
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
};

/* Corrected W(i,p) of ops_table.h step 1: tau_p (u_i - V'(i,:) y1 - W'(i,:) y2)
 * + c v_p[i], the sums over the columns j != p in increasing order. */
template <class T>
__device__ T corrected_w(const column_args<T> &q, int64_t i, const T *ys, T t, T c)
{
    const int ko = q.k - 1;
    T s = make<T>(0, 0);
    for (int j = 0; j < q.k; ++j) {
        if (j == q.p) continue;
        const int jo = j - (j > q.p);
        s = add(s, add(mul(q.v[i + j * q.ldv], ys[jo]), mul(q.w[i + j * q.ldw], ys[ko + jo])));
    }
    return add(mul(t, sub(q.w[i + q.p * q.ldw], s)), mul(c, q.v[i + q.p * q.ldv]));
}

/* The last block's xLARFG on (alpha; x[0..nh-2]) given ||x||_2, then
 * e := beta, alpha := 1.  x is read through L2: other blocks wrote it. */
template <class T>
__device__ void last_block_reflector(const column_args<T> &q, real_t<T> xnorm, real_t<T> *red)
{
    typedef real_t<T> R;
    T *alpha = q.a + q.ia, *x = q.a + q.ix;
    const int64_t nx = q.nh - 1;
    const T a0 = load_cg(alpha);
    R alphr = re(a0), alphi = im(a0);
    __syncthreads(); /* every thread has read alpha before thread 0 rewrites it */
    if (xnorm == R(0) && alphi == R(0)) {
        if (threadIdx.x == 0) {
            *q.tau = make<T>(0, 0);
            *q.e = alphr;
            *alpha = make<T>(1, 0);
        }
        return;
    }
    R beta = -copysign(hypot(hypot(alphr, alphi), xnorm), alphr);
    const R safmin = limits<R>::safmin(), rsafmn = R(1) / safmin;
    int knt = 0;
    if (fabs(beta) < safmin) { /* beta may be inaccurate: rescale x and recompute */
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
    /* tau = (beta - alpha) / beta,  x := x / (alpha - beta) */
    const T t = make<T>((beta - alphr) / beta, -alphi / beta);
    T s;
    {
        const R dr = alphr - beta, di = alphi; /* 1 / (dr + i di), scaled (Smith) */
        if constexpr (is_complex_elem<T>::value) {
            if (fabs(dr) >= fabs(di)) {
                const R rr = di / dr, den = dr + di * rr;
                s = make<T>(R(1) / den, -rr / den);
            } else {
                const R rr = dr / di, den = di + dr * rr;
                s = make<T>(rr / den, R(-1) / den);
            }
        } else {
            s = make<T>(R(1) / dr, 0);
        }
    }
    for (int64_t i = threadIdx.x; i < nx; i += blockDim.x) x[i] = mul(s, load_cg(x + i));
    if (threadIdx.x == 0) {
        for (int j = 0; j < knt; ++j) beta *= safmin;
        *q.tau = t;
        *q.e = beta;
        *alpha = make<T>(1, 0);
    }
}

template <class T>
__global__ void __launch_bounds__(kColumnThreads) column_begin_kernel(const column_args<T> q)
{
    typedef real_t<T> R;
    __shared__ T ys[2 * kMaxNb + 1];
    __shared__ T vrow[kMaxNb], wrow[kMaxNb]; /* conj(V(r,:)), conj(W(r,:)) */
    __shared__ T s_c, s_wr;                   /* coefficient of v_p; corrected W(r,p) */
    __shared__ R red[32];
    __shared__ bool s_last;

    /* every input may come from the kernels just before (y from
     * latrd_project, u from the hemv): nothing is read before this */
    pdl_wait();

    const int k = q.k, ko = k - 1, tid = threadIdx.x;
    const bool pending = q.pending != 0, upd = q.a != nullptr && k > 0;
    if (pending)
        for (int j = tid; j < 2 * ko + 1; j += blockDim.x) ys[j] = q.y[j];
    if (upd)
        for (int j = tid; j < k; j += blockDim.x) {
            vrow[j] = conj_(q.v[q.r + j * q.ldv]);
            if (!pending || j != q.p) wrow[j] = conj_(q.w[q.r + j * q.ldw]);
        }
    const T t = pending ? *q.tau_p : make<T>(0, 0);
    __syncthreads();
    if (pending && tid == 0) { /* the same instructions in every block: the same bits */
        R c = 0;
        for (int j = 0; j < ko; ++j) c += re(cmul(ys[j], ys[ko + j]));
        const T wx = mul(conj_(t), make<T>(re(ys[2 * ko]) - 2 * c, 0));
        s_c = mul(scale(R(-0.5), t), wx);
        if (upd) {
            s_wr = corrected_w(q, q.r, ys, t, s_c);
            wrow[q.p] = conj_(s_wr);
        }
    }
    __syncthreads();

    /* steps 1 and 2 on this block's rows, one pass over V(i,:) and W(i,:) */
    const T c = pending ? s_c : make<T>(0, 0);
    const bool norm = q.a != nullptr && q.nh > 1;
    const int64_t x0 = q.ix, x1 = q.ix + q.nh - 1; /* rows of x */
    const int64_t r0 = blockIdx.x * q.chunk, r1 = r0 + q.chunk < q.m ? r0 + q.chunk : q.m;
    R amax = 0;
    for (int64_t i = r0 + tid; i < r1; i += blockDim.x) {
        T cs = make<T>(0, 0), us = make<T>(0, 0); /* correction and update sums */
        if (pending || upd)
            for (int j = 0; j < k; ++j) {
                if (pending && j == q.p) continue;
                const T vij = q.v[i + j * q.ldv], wij = q.w[i + j * q.ldw];
                if (pending) {
                    const int jo = j - (j > q.p);
                    cs = add(cs, add(mul(vij, ys[jo]), mul(wij, ys[ko + jo])));
                }
                if (upd) us = add(us, add(mul(vij, wrow[j]), mul(wij, vrow[j])));
            }
        T wpi = make<T>(0, 0);
        if (pending) {
            if (upd && i == q.r) {
                wpi = s_wr; /* written by the last block */
            } else {
                T *wi = q.w + i + q.p * q.ldw;
                wpi = add(mul(t, sub(*wi, cs)), mul(c, q.v[i + q.p * q.ldv]));
                *wi = wpi;
            }
        }
        if (q.a) {
            T ai = q.a[i];
            if (upd) {
                ai = sub(ai, us);
                if (pending)
                    ai = sub(ai, add(mul(q.v[i + q.p * q.ldv], wrow[q.p]), mul(wpi, vrow[q.p])));
                if (i == q.r) ai = make<T>(re(ai), 0);
                q.a[i] = ai;
            }
            if (norm && i >= x0 && i < x1) amax = max_nan(amax, fmax(fabs(re(ai)), fabs(im(ai))));
        }
    }

    /* this block's share of ||x||: its largest |x_i| and the sum of squares
     * scaled by it (a second pass over the rows this thread just wrote) */
    if (norm) {
        amax = block_reduce<R, true>(amax, red);
        R ssq = 0;
        if (amax != R(0) && isfinite(amax)) {
            const R inv = R(1) / amax;
            for (int64_t i = r0 + tid; i < r1; i += blockDim.x)
                if (i >= x0 && i < x1) {
                    const T v = q.a[i];
                    const R s = re(v) * inv, u = im(v) * inv;
                    ssq += s * s + u * u;
                }
        }
        ssq = block_reduce<R, false>(ssq, red);
        if (tid == 0) {
            q.partials[2 * (int64_t)blockIdx.x] = amax;
            q.partials[2 * (int64_t)blockIdx.x + 1] = ssq;
        }
    }

    /* the last block to get here finishes */
    __threadfence();
    __syncthreads();
    if (tid == 0) s_last = atomicAdd(q.counter, 1u) == gridDim.x - 1;
    __syncthreads();
    if (!s_last) return;
    __threadfence();
    if (tid == 0) {
        if (pending && upd) q.w[q.r + q.p * q.ldw] = s_wr; /* every block has read u there */
        *q.counter = 0;                                      /* ready for the next launch */
    }
    if (q.a == nullptr || q.nh <= 0) return;
    R xnorm = 0;
    if (norm) { /* combine the blocks' shares in a fixed order */
        R big = 0;
        for (unsigned b = tid; b < gridDim.x; b += blockDim.x)
            big = max_nan(big, load_cg(q.partials + 2 * (int64_t)b));
        big = block_reduce<R, true>(big, red);
        R ssq = 0;
        if (big != R(0) && isfinite(big))
            for (unsigned b = tid; b < gridDim.x; b += blockDim.x) {
                const R ab = load_cg(q.partials + 2 * (int64_t)b) / big;
                ssq += load_cg(q.partials + 2 * (int64_t)b + 1) * (ab * ab);
            }
        ssq = block_reduce<R, false>(ssq, red);
        xnorm = big != R(0) && isfinite(big) ? big * sqrt(ssq) : big;
    }
    last_block_reflector(q, xnorm, red);
}

} // namespace panel
} // namespace trident

#endif
