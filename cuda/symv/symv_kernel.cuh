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
 *   On the diagonal tile only the stored half is used (the tile is read whole,
 *   all of it inside the array, and the other half selected away, so NaNs
 *   there do no harm); its diagonal entries are halved (real part only for Hermitian A) so that the row and column
 *   parts together count them once.
 *
 *   Blocks are persistent (a tunable number per SM) and take items from an
 *   atomic work counter (longest panel first, or shortest first), or
 *   statically (order 2: block b takes items b, b + grid, ..., longest first).
 *   Which block computes which partial never changes a result (pass 2 below).
 *
 *   Loads are VEC elements wide (16 bytes where the tile allows: float4,
 *   double2, two complex floats, one complex double or one double-double):
 *   lane tx holds rows VEC*tx + v (+ 32*VEC*ra), warp ty holds columns
 *   ty + TY*b.  The next tile -- of the same item, or the first tile of the
 *   block's next item (items come through a small ring in shared memory) --
 *   is loaded before the current one is used, so loads stay in flight across
 *   item boundaries.  The row parts of a tile are summed over the warps in
 *   shared memory by one warp, chosen round-robin, after the tile's single
 *   barrier.
 *
 * Deterministic two-pass accumulation
 *   Pass 1 (symv_kernel): every partial has its own slot in the workspace
 *   (P: one per tile, Q: one per item); no block waits for or signals another
 *   apart from taking items from the work counter.  Pass 2
 *   (symv_reduce_kernel, the next launch on the stream) sums the slots of
 *   each segment in a FIXED order (Q items, then P panels, in a fixed number
 *   of strided groups combined in a fixed order) and writes
 *   y_s = alpha*sum + beta*y_s.  The order depends only on n and the kernel
 *   parameters, never on scheduling: results are bitwise reproducible.
 *
 *   ATOMIC = true (opt-in, non-deterministic): pass 1 atomically adds the
 *   partials into one U-vector per segment instead; pass 2 applies alpha/beta.
 *
 * The work counter (and the atomic accumulator) is zeroed by the caller with
 * one small memset on the stream before each launch; the static schedule
 * (order 2) in deterministic mode needs no memset.
 */
#ifndef TRIDENT_SYMV_KERNEL_CUH
#define TRIDENT_SYMV_KERNEL_CUH

#include <stdint.h>

#include "common/pdl.cuh"
#include "symv/symv_traits.cuh"

namespace trident {
namespace symv {

template <class T> struct symv_args {
    int64_t n;
    int nb;            /* number of U-segments, ceil(n / U) */
    int tpi;           /* tiles per item */
    int order;         /* 0: longest panel first, 1: shortest first (both from the
                          work counter), 2: longest first, static (item b + k*grid) */
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
    unsigned *cnt;     /* the work counter */
    int vec_ok;        /* A and lda aligned for the kernel's vector loads */
};

/* S(M) = sum_{m=1..M} ceil(m / t) */
__host__ __device__ __forceinline__ int64_t symv_items_upto(int64_t M, int64_t t)
{
    int64_t q = M / t, r = M % t;
    return t * q * (q + 1) / 2 + r * (q + 1);
}

/* Load element (read-only path). */
template <class T> __device__ __forceinline__ T symv_ldg(const T *p) { return __ldg(p); }
template <> __device__ __forceinline__ trident_dd symv_ldg<trident_dd>(const trident_dd *p)
{
    double2 v = __ldg(reinterpret_cast<const double2 *>(p));
    return trident_dd_make(v.x, v.y);
}

/* VEC consecutive elements in one load of VEC * sizeof(T) bytes (4, 8 or 16;
 * the address must be aligned to that). */
template <int B> struct symv_vec_word;
template <> struct symv_vec_word<4> { typedef float V; };
template <> struct symv_vec_word<8> { typedef float2 V; };
template <> struct symv_vec_word<16> { typedef float4 V; };
template <class T, int VEC>
__device__ __forceinline__ void symv_ldg_vec(const T *p, T (&o)[VEC])
{
    typedef typename symv_vec_word<(int)sizeof(T) * VEC>::V V;
    union { V v; T t[VEC]; } u;
    u.v = __ldg(reinterpret_cast<const V *>(p));
#pragma unroll
    for (int v = 0; v < VEC; ++v) o[v] = u.t[v];
}

/* Elements per vector load for a tile of U rows: 16 bytes where U allows. */
template <class T, int U> struct symv_vec {
    static constexpr int by16 = 16 / (int)sizeof(T) > 0 ? 16 / (int)sizeof(T) : 1;
    static constexpr int value = by16 < U / 32 ? by16 : U / 32;
};


/*
 * Thread layout in a U x U tile: lane tx holds rows VEC*tx + v + 32*VEC*ra
 * (v < VEC, ra < RA) -- one VEC-wide load per column --, warp ty holds columns
 * ty + TY*b (b < CB).  The row parts of a tile are summed over the warps in
 * shared memory by one warp, chosen round-robin so that no warp is on the
 * critical path of every tile.
 */
template <class TR, int TY, int U, int MINB, bool LOWER, bool ATOMIC>
__global__ void __launch_bounds__(32 * TY, MINB)
symv_kernel(const symv_args<typename TR::T> p)
{
    typedef typename TR::T T;
    constexpr int TX = 32;
    constexpr int VEC = symv_vec<T, U>::value;
    constexpr int RA = U / (TX * VEC); /* vector loads per column in a tile */
    constexpr int CB = U / TY;         /* columns per thread in a tile */
    constexpr int RV = U / TX;         /* rows per lane in the row reduction */
    static_assert(U % (TX * VEC) == 0 && U % TY == 0, "U must be a multiple of 32*VEC and TY");

    __shared__ __align__(16) T sh_row[2][TY][U];

    const int tx = threadIdx.x, ty = threadIdx.y, tid = tx + TX * ty;
    const int64_t n = p.n;
    const int nb = p.nb;
    unsigned *const work = p.cnt;
    /* vector loads need the whole matrix aligned to VEC elements */
    const bool vec_ok = p.vec_ok != 0;

    /* Items come through a ring of 4 in shared memory: item m+1 is known
     * during item m (its first tile is loaded while item m's last tile is
     * used), item m+2 is being fetched (order 0/1: from the work counter;
     * 2: static, item b + k*grid) and published before item m's last barrier. */
    struct item_t {
        int j, c, o0, o1; /* j < 0: no item */
    };
    __shared__ item_t s_q[4];
    const bool stat = p.order >= 2;
    const int64_t tpi = p.tpi;
    const int64_t Stot = symv_items_upto(nb, tpi);
    const bool longest = p.order != 1;
    auto decode = [&](int64_t L) -> item_t {
        item_t it;
        if (L >= p.nitems) {
            it.j = -1; it.c = it.o0 = it.o1 = 0;
            return it;
        }
        const int64_t V = longest ? Stot - L : L + 1;
        int lo = 1, hi = nb;
        while (lo < hi) {
            const int mid = (lo + hi) >> 1;
            if (symv_items_upto(mid, tpi) >= V) hi = mid; else lo = mid + 1;
        }
        const int k = lo;
        it.c = (int)(longest ? symv_items_upto(k, tpi) - V : L - symv_items_upto(k - 1, tpi));
        it.j = LOWER ? nb - k : k - 1;
        it.o0 = it.c * p.tpi;
        it.o1 = min(it.o0 + p.tpi, k);
        return it;
    };

    /* raw tile (i = j +- o of panel j): no triangle masking here, so that the
     * values are not used before the tile's turn and the loads stay in flight;
     * elements outside the matrix are zero, the diagonal tile is masked when used */
    T acur[RA][CB][VEC], anxt[RA][CB][VEC], xcur[RA][VEC], xnxt[RA][VEC];
    auto load_tile = [&](int jj, int o, T (&a)[RA][CB][VEC], T (&xr)[RA][VEC]) {
        const int i = LOWER ? jj + o : jj - o;
        const int64_t row0 = (int64_t)i * U;
        const int64_t col0 = (int64_t)jj * U;
        const T *Ap = p.A + (col0 + ty) * p.lda + VEC * tx + row0;
        const int64_t bstride = (int64_t)TY * p.lda;
        if (vec_ok && col0 + U <= n && row0 + U <= n) {
#pragma unroll
            for (int b = 0; b < CB; ++b)
#pragma unroll
                for (int ra = 0; ra < RA; ++ra) symv_ldg_vec<T, VEC>(Ap + b * bstride + TX * VEC * ra, a[ra][b]);
        } else {
#pragma unroll
            for (int b = 0; b < CB; ++b)
#pragma unroll
                for (int ra = 0; ra < RA; ++ra)
#pragma unroll
                    for (int v = 0; v < VEC; ++v) {
                        const int rl = VEC * tx + v + TX * VEC * ra, cl = ty + TY * b;
                        const bool ok = col0 + cl < n && row0 + rl < n;
                        a[ra][b][v] = ok ? symv_ldg(Ap + b * bstride + TX * VEC * ra + v) : TR::zero();
                    }
        }
#pragma unroll
        for (int ra = 0; ra < RA; ++ra)
#pragma unroll
            for (int v = 0; v < VEC; ++v) {
                const int64_t r = row0 + VEC * tx + v + TX * VEC * ra;
                xr[ra][v] = (r < n) ? symv_ldg(p.x + r * p.incx) : TR::zero();
            }
    };
    T xc[CB], colacc[CB];
    auto load_xc = [&](int jj, T (&xv)[CB]) {
#pragma unroll
        for (int b = 0; b < CB; ++b) {
            const int64_t col = (int64_t)jj * U + ty + TY * b;
            xv[b] = col < n ? symv_ldg(p.x + col * p.incx) : TR::zero();
        }
    };

    /* thread 0 takes the items and decodes them into the ring */
    if (tid == 0) {
        s_q[0] = decode(stat ? (int64_t)blockIdx.x : (int64_t)atomicAdd(work, 1u));
        s_q[1] = decode(stat ? (int64_t)blockIdx.x + gridDim.x : (int64_t)atomicAdd(work, 1u));
    }
    __syncthreads();

    int m = 0;       /* items done by this block (uniform) */
    unsigned rr = 0; /* tiles done by this block (uniform): sh_row parity, reducing warp */
    item_t cur = s_q[0];
    unsigned fetched = 0;
    if (cur.j >= 0) {
        if (tid == 0) fetched = stat ? (unsigned)(blockIdx.x + 2u * gridDim.x) : atomicAdd(work, 1u);
        load_xc(cur.j, xc);
        load_tile(cur.j, cur.o0, acur, xcur);
#pragma unroll
        for (int b = 0; b < CB; ++b) colacc[b] = TR::zero();
    }
    int o = cur.o0;
    while (cur.j >= 0) {
        const bool last = o + 1 == cur.o1;
        item_t nx;
        nx.j = -1;
        if (last) nx = s_q[(m + 1) & 3];
        if (!last || nx.j >= 0) /* one call site: one copy of the address arithmetic */
            load_tile(last ? nx.j : cur.j, last ? nx.o0 : o + 1, anxt, xnxt);
        const int j = cur.j;
        const int i = LOWER ? j + o : j - o;
        if (o == 0) { /* diagonal tile: keep the stored half, halve the diagonal */
#pragma unroll
            for (int b = 0; b < CB; ++b)
#pragma unroll
                for (int ra = 0; ra < RA; ++ra)
#pragma unroll
                    for (int v = 0; v < VEC; ++v) {
                        const int rl = VEC * tx + v + TX * VEC * ra, cl = ty + TY * b;
                        const T w = acur[ra][b][v];
                        acur[ra][b][v] = (rl == cl) ? TR::half_diag(w)
                                         : ((LOWER ? rl > cl : rl < cl) ? w : TR::zero());
                    }
        }
        const int buf = (int)(rr & 1u);
#pragma unroll
        for (int ra = 0; ra < RA; ++ra) {
#pragma unroll
            for (int v = 0; v < VEC; ++v) {
                T racc = TR::zero();
#pragma unroll
                for (int b = 0; b < CB; ++b) {
                    racc = TR::fma(acur[ra][b][v], xc[b], racc);
                    colacc[b] = TR::cfma(acur[ra][b][v], xcur[ra][v], colacc[b]);
                }
                sh_row[buf][ty][VEC * tx + v + TX * VEC * ra] = racc;
            }
        }
        if (last && tid == 0) s_q[(m + 2) & 3] = decode((int64_t)fetched);
        /* One barrier per tile.  sh_row[buf] is read by the reducing warp
         * below and rewritten two tiles later, after the next barrier, which
         * the reducing warp reaches only when done reading. */
        __syncthreads();
        const int rw = (int)(rr % TY);
        ++rr;
        if (ty == rw) {
            /* row partial of tile (i, j) -> segment i, summed over the warps in fixed order */
            const int ip = LOWER ? i : nb - 1 - i;
            const int jp = LOWER ? j : nb - 1 - j;
            T *slot = p.P + ((int64_t)ip * (ip + 1) / 2 + jp) * U;
#pragma unroll
            for (int q = 0; q < RV; ++q) {
                const int r = tx + TX * q;
                T v = sh_row[buf][0][r];
#pragma unroll
                for (int g = 1; g < TY; ++g) v = TR::add(v, sh_row[buf][g][r]);
                if (ATOMIC) TR::atomic_add(p.Q + (int64_t)i * U + r, v);
                else slot[r] = v;
            }
        }
        if (last) {
            /* ---- end of item: column partial -> segment j ---- */
#pragma unroll
            for (int b = 0; b < CB; ++b) {
#pragma unroll
                for (int mm = 16; mm >= 1; mm >>= 1) colacc[b] = TR::add(colacc[b], TR::shfl_xor(colacc[b], mm));
            }
            if (tx == 0) {
                if (ATOMIC) {
#pragma unroll
                    for (int b = 0; b < CB; ++b) TR::atomic_add(p.Q + (int64_t)j * U + ty + TY * b, colacc[b]);
                } else {
                    T *slot = p.Q + ((int64_t)j * p.nchunk + cur.c) * U;
#pragma unroll
                    for (int b = 0; b < CB; ++b) slot[ty + TY * b] = colacc[b];
                }
            }
            cur = nx;
            ++m;
            o = cur.o0;
            if (cur.j >= 0 && tid == 0)
                fetched = stat ? (unsigned)(blockIdx.x + (unsigned)(m + 2) * gridDim.x) : atomicAdd(work, 1u);
            if (cur.j >= 0) load_xc(cur.j, xc); /* x is cache-resident: a short wait */
#pragma unroll
            for (int b = 0; b < CB; ++b) colacc[b] = TR::zero();
        } else {
            ++o;
        }
#pragma unroll
        for (int ra = 0; ra < RA; ++ra) {
#pragma unroll
            for (int v = 0; v < VEC; ++v) {
#pragma unroll
                for (int b = 0; b < CB; ++b) acur[ra][b][v] = anxt[ra][b][v];
                xcur[ra][v] = xnxt[ra][v];
            }
        }
    }
    pdl_launch_dependents(); /* pass 2 may start launching; it waits for this grid */
}

/* Second pass: y_s := alpha * (sum of the partials of segment s) + beta * y_s,
 * the partials summed in a fixed order (column partials Q by item, then row
 * partials P by panel, in SYMV_RED_NT / U strided groups combined in order). */
constexpr int SYMV_RED_NT = 256;
template <class TR, int U, bool LOWER, bool ATOMIC>
__global__ void __launch_bounds__(SYMV_RED_NT)
symv_reduce_kernel(const symv_args<typename TR::T> p)
{
    typedef typename TR::T T;
    constexpr int G = SYMV_RED_NT / U;
    static_assert(SYMV_RED_NT % U == 0, "U must divide the reduction block");
    __shared__ T sh_red[SYMV_RED_NT];
    pdl_wait(); /* pass 1 complete, its partials visible */
    const int tid = threadIdx.x, e = tid % U, g = tid / U;
    const int nb = p.nb;
    for (int s = blockIdx.x; s < nb; s += gridDim.x) {
        T acc = TR::zero();
        if (!ATOMIC) {
            const int sp = LOWER ? s : nb - 1 - s;
            const int nq = (nb - sp + p.tpi - 1) / p.tpi;
            const int nc = nq + sp + 1;
            const T *Qs = p.Q + (int64_t)s * p.nchunk * U + e;
            const T *Ps = p.P + ((int64_t)sp * (sp + 1) / 2 - nq) * U + e;
#pragma unroll 8
            for (int m = g; m < nc; m += G) {
                const T *q = (m < nq) ? Qs + (int64_t)m * U : Ps + (int64_t)m * U;
                acc = TR::add(acc, *q);
            }
            if (G > 1) {
                sh_red[tid] = acc;
                __syncthreads();
                if (g == 0)
                    for (int gg = 1; gg < G; ++gg) acc = TR::add(acc, sh_red[gg * U + e]);
                __syncthreads();
            }
        } else if (g == 0) {
            acc = p.Q[(int64_t)s * U + e];
        }
        const int64_t row = (int64_t)s * U + e;
        if (g == 0 && row < p.n) {
            T *yp = p.y + row * p.incy;
            T v = TR::mul(p.alpha, acc);
            if (!p.beta_zero) v = TR::fma(p.beta, *yp, v);
            *yp = v;
        }
    }
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
