/*
 * symv_kernel.cuh -- the SYMV/HEMV kernel, y := alpha*A*x + beta*y with A
 * symmetric (Hermitian) and one triangle stored.  One templated source for the
 * five element types (symv_traits.cuh).
 *
 * Algorithm
 *   The stored triangle is cut into U-by-U tiles; tile row / column s covers
 *   rows / columns [s*U, s*U+U).  A "panel" j is the column of tiles (i, j) of
 *   the stored triangle: i = j..nb-1 (lower) or i = j..0 (upper), the diagonal
 *   tile first.  A panel is cut into "items" of at most `tpi` tiles; an item is
 *   the unit of work a thread block takes.
 *
 *   Each element of a tile is loaded once and used twice:
 *     row part     y_i += A_ij x_j           (a U-vector per tile: partial P(i,j))
 *     column part  y_j += A_ij^H x_i         (kept in registers over the item:
 *                                             partial Q(j, item))
 *   On the diagonal tile only the stored half is read; its diagonal entries
 *   are halved (real part only for Hermitian A) so that the row and column
 *   parts together count them once.
 *
 *   Blocks are persistent (a tunable number per SM) and take items from an
 *   atomic work counter, so items run in a fixed logical order (longest panel
 *   first, or shortest first) whatever order the hardware starts blocks in.
 *
 * Deterministic cross-block accumulation (tickets)
 *   Every partial has its own slot in the workspace.  After writing a partial
 *   for segment s (and a __threadfence), a block draws a ticket: an atomic
 *   increment of the segment's counter.  The block that draws the last ticket
 *   (the number of contributors of s is known in advance) sums the slots of s
 *   in a FIXED order (Q items, then P panels, split into a fixed number of
 *   strided groups combined in a fixed order) and writes y_s = alpha*sum +
 *   beta*y_s.  The summation order therefore depends only on n and the kernel
 *   parameters, never on scheduling: results are bitwise reproducible.  No
 *   block ever waits for another, so there is no deadlock whatever the grid
 *   size or residency.  Ticket results are consumed one synchronisation point
 *   later, so the atomic's latency overlaps the next tile.
 *
 *   ATOMIC = true (opt-in, non-deterministic): the partials are atomically
 *   added into one U-vector per segment instead of separate slots; the tickets
 *   still decide which block applies alpha/beta.
 *
 * Counters (nb tickets + the work counter) are zeroed by the caller with one
 * small memset on the stream before each launch.
 */
#ifndef TRIDENT_SYMV_KERNEL_CUH
#define TRIDENT_SYMV_KERNEL_CUH

#include <stdint.h>

#include "symv/symv_traits.cuh"

namespace trident {
namespace symv {

template <class T> struct symv_args {
    int64_t n;
    int nb;            /* number of U-segments, ceil(n / U) */
    int tpi;           /* tiles per item */
    int order;         /* 0: longest panel first, 1: shortest first */
    int nchunk;        /* max items per panel, ceil(nb / tpi) */
    int64_t nitems;
    const T *A;
    int64_t lda;
    const T *x;        /* logical element k at x[k * incx] */
    int64_t incx;
    T *y;
    int64_t incy;
    T alpha, beta;
    int beta_zero;
    T *P;              /* row partials, nb(nb+1)/2 slots of U (deterministic mode) */
    T *Q;              /* column partials nb*nchunk slots of U, or the atomic accumulator nb*U */
    unsigned *cnt;     /* nb tickets, then the work counter */
};

/* S(M) = sum_{m=1..M} ceil(m / t) */
__host__ __device__ __forceinline__ int64_t symv_items_upto(int64_t M, int64_t t)
{
    int64_t q = M / t, r = M % t;
    return t * q * (q + 1) / 2 + r * (q + 1);
}

/* Load element (with a read-only, L1-bypassing-friendly path). */
template <class T> __device__ __forceinline__ T symv_ldg(const T *p) { return __ldg(p); }
template <> __device__ __forceinline__ trident_dd symv_ldg<trident_dd>(const trident_dd *p)
{
    double2 v = __ldg(reinterpret_cast<const double2 *>(p));
    return trident_dd_make(v.x, v.y);
}

template <class TR, int TY, int U, int MINB, bool LOWER, bool ATOMIC>
__global__ void __launch_bounds__(32 * TY, MINB)
symv_kernel(const symv_args<typename TR::T> p)
{
    typedef typename TR::T T;
    constexpr int TX = 32;
    constexpr int NT = TX * TY;
    constexpr int RA = U / TX; /* rows per thread in a tile */
    constexpr int CB = U / TY; /* columns per thread in a tile */
    constexpr int G = NT / U;  /* groups in the segment reduction */
    static_assert(U % TX == 0 && U % TY == 0, "U must be a multiple of 32 and TY");
    static_assert(NT % U == 0, "the block must have a multiple of U threads");

    __shared__ T sh_row[2][TY][U];
    __shared__ T sh_red[NT];
    __shared__ int s_item;
    __shared__ int s_red[2][2];

    const int tx = threadIdx.x, ty = threadIdx.y, tid = tx + TX * ty;
    const int64_t n = p.n;
    const int nb = p.nb;

    /* thread 0 only: up to two tickets whose result is not yet looked at */
    int pend_seg[2] = {-1, -1};
    unsigned pend_tk[2] = {0u, 0u};
    int spbuf = 0; /* parity of the sync points */
    unsigned *const work = p.cnt + nb;

    /* number of contributions segment s receives */
    auto target = [&](int s) -> unsigned {
        const int sp = LOWER ? s : nb - 1 - s;
        const int k = nb - sp;
        return (unsigned)((k + p.tpi - 1) / p.tpi + sp + 1);
    };

    /* sum the partials of segment s in fixed order and update y_s */
    auto reduce_segment = [&](int s) {
        T acc = TR::zero();
        const int e = tid % U, g = tid / U;
        if (!ATOMIC) {
            const int sp = LOWER ? s : nb - 1 - s;
            const int nq = (nb - sp + p.tpi - 1) / p.tpi;
            const int nc = nq + sp + 1;
            const T *Qs = p.Q + (int64_t)s * p.nchunk * U + e;
            const T *Ps = p.P + ((int64_t)sp * (sp + 1) / 2 - nq) * U + e;
#pragma unroll 4
            for (int m = g; m < nc; m += G) {
                const T *q = (m < nq) ? Qs + (int64_t)m * U : Ps + (int64_t)m * U;
                acc = TR::add(acc, TR::ldcg(q));
            }
            sh_red[tid] = acc;
            __syncthreads();
            if (g == 0) {
                for (int gg = 1; gg < G; ++gg) acc = TR::add(acc, sh_red[gg * U + e]);
            }
        } else if (g == 0) {
            acc = TR::ldcg(p.Q + (int64_t)s * U + e);
        }
        if (g == 0) {
            const int64_t row = (int64_t)s * U + e;
            if (row < n) {
                T *yp = p.y + row * p.incy;
                T v = TR::mul(p.alpha, acc);
                if (!p.beta_zero) v = TR::fma(p.beta, *yp, v);
                *yp = v;
            }
        }
        if (!ATOMIC) __syncthreads(); /* sh_red reused by the next reduction */
    };

    /* publish thread 0's pending tickets, synchronise, reduce what is complete */
    auto sync_point = [&]() {
        if (tid == 0) {
            bool any = false;
#pragma unroll
            for (int k = 0; k < 2; ++k) {
                int r = -1;
                if (pend_seg[k] >= 0 && pend_tk[k] + 1u == target(pend_seg[k])) r = pend_seg[k];
                any |= (r >= 0);
                s_red[spbuf][k] = r;
                pend_seg[k] = -1;
            }
            if (any) __threadfence(); /* acquire: the other blocks' partials */
        }
        __syncthreads();
        const int r0 = s_red[spbuf][0], r1 = s_red[spbuf][1];
        spbuf ^= 1;
        if (r0 >= 0) reduce_segment(r0);
        if (r1 >= 0) reduce_segment(r1);
    };

    if (tid == 0) s_item = (int)atomicAdd(work, 1u);
    __syncthreads();

    for (;;) {
        const int64_t L = s_item;
        if (L >= p.nitems) break;
        unsigned next = 0;
        if (tid == 0) next = atomicAdd(work, 1u); /* used at the end of the item */

        /* ---- decode item L -> panel length k, chunk c ---- */
        const int64_t tpi = p.tpi;
        const int64_t Stot = symv_items_upto(nb, tpi);
        const int64_t V = (p.order == 0) ? Stot - L : L + 1;
        int lo = 1, hi = nb;
        while (lo < hi) {
            const int mid = (lo + hi) >> 1;
            if (symv_items_upto(mid, tpi) >= V) hi = mid; else lo = mid + 1;
        }
        const int k = lo;
        const int c = (int)((p.order == 0) ? symv_items_upto(k, tpi) - V
                                           : L - symv_items_upto(k - 1, tpi));
        const int j = LOWER ? nb - k : k - 1;
        const int o0 = c * p.tpi;
        const int o1 = min(o0 + p.tpi, k);

        /* ---- the panel's x values and column accumulators ---- */
        const int64_t col0 = (int64_t)j * U;
        T xc[CB], colacc[CB];
        bool colok[CB];
#pragma unroll
        for (int b = 0; b < CB; ++b) {
            const int64_t col = col0 + ty + TY * b;
            colok[b] = col < n;
            xc[b] = colok[b] ? symv_ldg(p.x + col * p.incx) : TR::zero();
            colacc[b] = TR::zero();
        }
        const T *Abase = p.A + (col0 + ty) * p.lda + tx;
        const int64_t bstride = (int64_t)TY * p.lda;
        const bool lastcol = col0 + U > n;

        T acur[RA][CB], anxt[RA][CB], xcur[RA], xnxt[RA];

        auto load_tile = [&](int o, T (&a)[RA][CB], T (&xr)[RA]) {
            const int i = LOWER ? j + o : j - o;
            const int64_t row0 = (int64_t)i * U;
            const T *Ap = Abase + row0;
            if (o != 0 && !lastcol && row0 + U <= n) {
#pragma unroll
                for (int b = 0; b < CB; ++b)
#pragma unroll
                    for (int ra = 0; ra < RA; ++ra) a[ra][b] = symv_ldg(Ap + b * bstride + TX * ra);
#pragma unroll
                for (int ra = 0; ra < RA; ++ra) xr[ra] = symv_ldg(p.x + (row0 + tx + TX * ra) * p.incx);
            } else {
#pragma unroll
                for (int b = 0; b < CB; ++b) {
#pragma unroll
                    for (int ra = 0; ra < RA; ++ra) {
                        const int rl = tx + TX * ra, cl = ty + TY * b;
                        bool ok = colok[b] && row0 + rl < n;
                        if (o == 0) ok = ok && (LOWER ? rl >= cl : rl <= cl);
                        T v = ok ? symv_ldg(Ap + b * bstride + TX * ra) : TR::zero();
                        if (o == 0 && rl == cl) v = TR::half_diag(v);
                        a[ra][b] = v;
                    }
                }
#pragma unroll
                for (int ra = 0; ra < RA; ++ra) {
                    const int64_t r = row0 + tx + TX * ra;
                    xr[ra] = (r < n) ? symv_ldg(p.x + r * p.incx) : TR::zero();
                }
            }
        };

        load_tile(o0, acur, xcur);
        for (int o = o0; o < o1; ++o) {
            if (o + 1 < o1) load_tile(o + 1, anxt, xnxt);
            const int i = LOWER ? j + o : j - o;
            const int buf = o & 1;
#pragma unroll
            for (int ra = 0; ra < RA; ++ra) {
                T racc = TR::zero();
#pragma unroll
                for (int b = 0; b < CB; ++b) {
                    racc = TR::fma(acur[ra][b], xc[b], racc);
                    colacc[b] = TR::cfma(acur[ra][b], xcur[ra], colacc[b]);
                }
                sh_row[buf][ty][tx + TX * ra] = racc;
            }
            sync_point();
            if (ty == 0) {
                /* warp 0: row partial of tile (i, j) -> segment i */
                const int ip = LOWER ? i : nb - 1 - i;
                const int jp = LOWER ? j : nb - 1 - j;
                T *slot = p.P + ((int64_t)ip * (ip + 1) / 2 + jp) * U;
#pragma unroll
                for (int ra = 0; ra < RA; ++ra) {
                    const int r = tx + TX * ra;
                    T v = sh_row[buf][0][r];
#pragma unroll
                    for (int g = 1; g < TY; ++g) v = TR::add(v, sh_row[buf][g][r]);
                    if (ATOMIC) TR::atomic_add(p.Q + (int64_t)i * U + r, v);
                    else slot[r] = v;
                }
                __threadfence();
                __syncwarp();
                if (tx == 0) {
                    pend_seg[0] = i;
                    pend_tk[0] = atomicAdd(p.cnt + i, 1u);
                }
            }
#pragma unroll
            for (int ra = 0; ra < RA; ++ra) {
#pragma unroll
                for (int b = 0; b < CB; ++b) acur[ra][b] = anxt[ra][b];
                xcur[ra] = xnxt[ra];
            }
        }

        /* ---- end of item: column partial -> segment j ---- */
#pragma unroll
        for (int b = 0; b < CB; ++b) {
#pragma unroll
            for (int m = 16; m >= 1; m >>= 1) colacc[b] = TR::add(colacc[b], TR::shfl_xor(colacc[b], m));
        }
        if (ATOMIC) {
            if (tx == 0) {
#pragma unroll
                for (int b = 0; b < CB; ++b) TR::atomic_add(p.Q + col0 + ty + TY * b, colacc[b]);
            }
        } else if (tx == 0) {
            T *slot = p.Q + ((int64_t)j * p.nchunk + c) * U;
#pragma unroll
            for (int b = 0; b < CB; ++b) slot[ty + TY * b] = colacc[b];
        }
        __threadfence();
        if (tid == 0) s_item = (int)next;
        sync_point();
        if (tid == 0) {
            pend_seg[1] = j;
            pend_tk[1] = atomicAdd(p.cnt + j, 1u);
        }
    }
    sync_point();
}

/* y := beta * y (alpha = 0: A and x are not read; beta = 0: y is not read) */
template <class TR>
__global__ void symv_scale_kernel(int64_t n, typename TR::T beta, int beta_zero,
                                  typename TR::T *y, int64_t incy)
{
    for (int64_t k = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; k < n;
         k += (int64_t)gridDim.x * blockDim.x) {
        typename TR::T *yp = y + k * incy;
        *yp = beta_zero ? TR::zero() : TR::mul(beta, *yp);
    }
}

} /* namespace symv */
} /* namespace trident */

#endif
