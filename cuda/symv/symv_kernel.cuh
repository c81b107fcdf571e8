/*
 * symv_kernel.cuh -- the SYMV/HEMV kernel, y := alpha*A*x + beta*y with A
 * symmetric (Hermitian) and one triangle stored.  One templated source for the
 * five element types (symv_traits.cuh).
 *
 * Algorithm
 *   The stored triangle is cut into U-by-U tiles; tile row / column s covers
 *   rows / columns [s*U, s*U+U).  A "panel" is the column of tiles (i, j) of
 *   the stored triangle for one j: i = j..nb-1 (lower) or i = j..0 (upper),
 *   the diagonal tile first.  The panels, taken longest first (order 0) or
 *   shortest first (order 1), laid end to end give one sequence of
 *   nb(nb+1)/2 tiles, and block b of a grid of G takes the contiguous range
 *   [b*T/G, (b+1)*T/G) of it: every block gets the same number of tiles
 *   (+-1), with no work counter and no memset.
 *
 *   Each element of a tile is loaded once and used twice:
 *     row part     y_i += A_ij x_j           (a U-vector per tile: partial P(i,j))
 *     column part  y_j += A_ij^H x_i         (kept in registers while the block
 *                                             is in panel j: partial Q(j, piece))
 *   On the diagonal tile only the stored half is used (the tile is read whole,
 *   all of it inside the array, and the other half selected away, so NaNs
 *   there do no harm); its diagonal entries are halved (real part only for
 *   Hermitian A) so that the row and column parts together count them once.
 *   A block's range cuts a panel into at most `npieces` pieces; piece k of a
 *   panel is the part done by the k-th block that touches it.
 *
 * Alignment
 *   The tiling depends only on n, the kernel parameters and the grid (the
 *   GPU's SM count), never on the address of A.  A matrix whose
 *   columns do not start on 16-byte boundaries is copied element by element
 *   (same tiles, same order of every sum), so the result does not depend on
 *   where the matrix lies in memory.  (A tiling shifted to realign such a
 *   matrix was measured: no faster, and its results moved with the address.)
 *
 * Memory pipeline
 *   The tiles stream through S stages of shared memory with cp.async: while
 *   tile t is used, tiles t+1 .. t+S-1 are in flight, so each SM keeps
 *   (S-1) * U*U*sizeof(T) bytes requested without holding them in registers.
 *   A stage also carries the x segments of the tile's rows and columns.
 *   Thread (tx, ty) copies and then reads rows VEC*tx + v (+ 32*VEC*ra) of
 *   columns ty + TY*b of each tile, VEC elements (16 bytes where the tile
 *   allows) per copy; elements outside the matrix are zero-filled by the copy
 *   itself.  One block barrier per tile: it publishes tile t's stage, frees
 *   the stage of tile t-1 for refilling, and hands tile t-1's row sums (one
 *   value per row and warp, in shared memory) to one warp, chosen round-robin,
 *   which adds them in a fixed order while the others go on.
 *   The matrix is copied with an L2 evict-first policy (it is read once), so
 *   that the partials stay in L2 for the sums (symv_l2_read_once).
 *
 * Deterministic accumulation
 *   Pass 1 (symv_kernel): every partial has its own slot in the workspace
 *   (P: one per tile, Q: one per panel piece); no block waits for or signals
 *   another while it reads A.  Pass 2 (symv_reduce_segments) sums the slots
 *   of each segment in a FIXED order (Q pieces, then P by panel, in a fixed
 *   number of strided groups combined in a fixed order) and writes
 *   y_s = alpha*sum + beta*y_s.  The order depends only on n, the kernel
 *   parameters and the grid, never on scheduling or on how pass 2 runs:
 *   results are bitwise reproducible on a given GPU model.
 *   Pass 2 runs in one of two ways, with the same bits:
 *     one launch (s, d, c, z: TR::one_launch; who takes it: symv_api.cuh,
 *       symv_one_launch): pass 1 is launched cooperatively; after a grid
 *       barrier its blocks do the sums, block b taking segments b, b + grid,
 *       ...  Inside a tridiagonalization the next panel step then starts
 *       beside the sums;
 *     two launches (public calls up to n = 8192, where they measured faster;
 *       when the driver refuses the cooperative launch; w; or with
 *       TRIDENT_SYMV_TWO_PASS=1): symv_reduce_kernel, the next launch on the
 *       stream, a programmatic dependent launch, one block per segment.
 *
 *   ATOMIC = true (opt-in, non-deterministic): pass 1 atomically adds the
 *   partials into one U-vector per segment instead (zeroed by the caller);
 *   pass 2 applies alpha/beta.
 *
 *   (A one-launch variant, where the last block to deliver a segment's
 *   partial sums it, was measured and dropped: announcing each partial costs
 *   a fence and an atomic round trip on every tile's critical path, and
 *   halved the bandwidth at n = 8192.)
 */
#ifndef TRIDENT_SYMV_KERNEL_CUH
#define TRIDENT_SYMV_KERNEL_CUH

#include <stdint.h>

#include <cooperative_groups.h>

#include "common/pdl.cuh"
#include "symv/symv_traits.cuh"

namespace trident {
namespace symv {

template <class T> struct symv_args {
    int64_t n;
    int nb;            /* number of U-segments, ceil(n / U) */
    int order;         /* 0: panels longest first, 1: shortest first */
    int64_t ntiles;    /* nb(nb+1)/2 */
    int grid;          /* blocks of pass 1 (tile ranges) */
    int npieces;       /* Q slots per segment */
    const T *A;
    int64_t lda;
    const T *x;        /* logical element k at x[k * incx] */
    int64_t incx;
    T *y;
    int64_t incy;
    T alpha, beta;
    int beta_zero;
    T *P;              /* row partials, nb(nb+1)/2 slots of U (deterministic mode) */
    T *Q;              /* column partials nb*npieces slots of U, or the atomic accumulator nb*U */
    int vec_ok;        /* A and lda aligned for the kernel's vector copies */
    int one_launch;    /* launched cooperatively: pass 1 does pass 2's sums itself */
    int64_t x_patch;   /* -1, or the one logical element of x taken as x_patch_val */
    T x_patch_val;     /*   instead of read (the panel kernel's reflector: its leading */
                       /*   entry in memory is still alpha, the product needs alpha - beta) */
};

/* ---- the tile sequence (shared by both passes and the host) ---------------- */

/* First tile of the panel at position q of the traversal. */
__host__ __device__ __forceinline__ int64_t symv_panel_first(int64_t q, int64_t nb, int order)
{
    return order == 0 ? q * nb - q * (q - 1) / 2 : q * (q + 1) / 2;
}
/* Tiles of the panel at position q. */
__host__ __device__ __forceinline__ int64_t symv_panel_len(int64_t q, int64_t nb, int order)
{
    return order == 0 ? nb - q : q + 1;
}
/* Position (in the traversal) of the panel holding tile t. */
__host__ __device__ __forceinline__ int64_t symv_panel_of(int64_t t, int64_t nb, int order)
{
    int64_t lo = 0, hi = nb - 1;
    while (lo < hi) {
        const int64_t mid = (lo + hi + 1) >> 1;
        if (symv_panel_first(mid, nb, order) <= t) lo = mid; else hi = mid - 1;
    }
    return lo;
}
/* Block of a grid of g holding tile t (block b holds [b*T/g, (b+1)*T/g)). */
__host__ __device__ __forceinline__ int64_t symv_block_of(int64_t t, int64_t ntiles, int64_t g)
{
    return ((t + 1) * g - 1) / ntiles;
}
/* Pieces the grid cuts the panel at position q into. */
__host__ __device__ __forceinline__ int symv_panel_pieces(int64_t q, int64_t nb, int order,
                                                          int64_t ntiles, int64_t g)
{
    const int64_t f = symv_panel_first(q, nb, order);
    return (int)(symv_block_of(f + symv_panel_len(q, nb, order) - 1, ntiles, g) -
                 symv_block_of(f, ntiles, g) + 1);
}

/* ---- cp.async: global -> shared copies that bypass registers --------------- */

/* The machine word of B bytes (4, 8 or 16) the kernel moves VEC elements in. */
template <int B> struct symv_word;
template <> struct symv_word<4> { typedef float type; };
template <> struct symv_word<8> { typedef float2 type; };
template <> struct symv_word<16> { typedef float4 type; };

/* The L2 policy for the matrix: evict first.  A is read once, and without
 * the hint its lines push the partials P, written as the tiles go, out of
 * L2 before the sums read them back: DRAM traffic and write-backs in the
 * middle of the stream.  With it, d at n = 8192 went from 83% to 89% of the
 * copy bandwidth (README, session 13). */
__device__ __forceinline__ uint64_t symv_l2_read_once()
{
    uint64_t policy = 0;
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
    asm volatile("createpolicy.fractional.L2::evict_first.b64 %0, 1.0;\n" : "=l"(policy));
#endif
    return policy;
}

/* Copy BYTES (4, 8 or 16) from gmem to smem, of which the first src_bytes are
 * read and the rest zero-filled; ONCE: with the L2 policy `policy` (from
 * symv_l2_read_once).  Before sm_80, a plain load and store. */
template <int BYTES, bool ONCE = false>
__device__ __forceinline__ void symv_cp_async(void *smem, const void *gmem, int src_bytes, uint64_t policy = 0)
{
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
    const unsigned s = (unsigned)__cvta_generic_to_shared(smem);
    if constexpr (BYTES == 16 && ONCE)
        asm volatile("cp.async.cg.shared.global.L2::cache_hint [%0], [%1], 16, %2, %3;\n" ::"r"(s), "l"(gmem),
                     "r"(src_bytes), "l"(policy)
                     : "memory");
    else if constexpr (BYTES == 16)
        asm volatile("cp.async.cg.shared.global [%0], [%1], 16, %2;\n" ::"r"(s), "l"(gmem), "r"(src_bytes)
                     : "memory");
    else if constexpr (ONCE)
        asm volatile("cp.async.ca.shared.global.L2::cache_hint [%0], [%1], %2, %3, %4;\n" ::"r"(s), "l"(gmem),
                     "n"(BYTES), "r"(src_bytes), "l"(policy)
                     : "memory");
    else
        asm volatile("cp.async.ca.shared.global [%0], [%1], %2, %3;\n" ::"r"(s), "l"(gmem), "n"(BYTES),
                     "r"(src_bytes)
                     : "memory");
#else
    (void)policy;
    typedef typename symv_word<BYTES>::type W;
    W w = {};
    if (src_bytes == BYTES) w = *static_cast<const W *>(gmem);
    else if (src_bytes > 0) { /* partial vector: element by element (4-byte words) */
        for (int k = 0; k < src_bytes / 4; ++k) reinterpret_cast<float *>(&w)[k] = static_cast<const float *>(gmem)[k];
    }
    *static_cast<W *>(smem) = w;
#endif
}
__device__ __forceinline__ void symv_cp_commit()
{
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
    asm volatile("cp.async.commit_group;\n" ::: "memory");
#endif
}
template <int N> __device__ __forceinline__ void symv_cp_wait()
{
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
    asm volatile("cp.async.wait_group %0;\n" ::"n"(N) : "memory");
#endif
}

/* Elements per vector copy for a tile of U rows: 16 bytes where U allows. */
template <class T, int U> struct symv_vec {
    static constexpr int by16 = 16 / (int)sizeof(T) > 0 ? 16 / (int)sizeof(T) : 1;
    static constexpr int value = by16 < U / 32 ? by16 : U / 32;
};

/* Shared memory of one block: S stages of [tile U*U | x rows U | x columns U],
 * then the row sums of two tiles, [2][TY][U]. */
template <class T, int TY, int U, int S> struct symv_smem {
    static constexpr size_t stage_elems = (size_t)U * U + 2 * U;
    static constexpr size_t bytes = (S * stage_elems + 2 * (size_t)TY * U) * sizeof(T);
};

/* The fixed-order sums: y_s := alpha * (sum of the partials of segment s) +
 * beta * y_s for s = s0, s0 + ds, ...  The order is that of SYMV_RED_NT
 * virtual threads (vt = e + U*gi: element e, group gi) whatever the number
 * of real threads (NT, dividing SYMV_RED_NT): group gi adds slots gi, gi + G,
 * ... (column partials Q by piece, then row partials P by panel) in turn,
 * then the G group sums are combined in order.  So the two-pass and the
 * one-launch paths give the same bits.  A real thread runs its
 * SYMV_RED_NT / NT virtual threads side by side, UNR loads of each in
 * flight at once: the sums are a chain of L2 round trips at the end of the
 * call, and fewer rounds is what makes them short.  All NT threads of the
 * block call it (it has block barriers); sh holds SYMV_RED_NT elements.
 * Each row's sum goes to store(row, sum) (symv_store_y: y's update; the
 * panel kernel finishes its column there), called for row < n, from one
 * thread, which for a given row is the same thread on every call. */
constexpr int SYMV_RED_NT = 512;
template <class TR> struct symv_store_y {
    const symv_args<typename TR::T> &p;
    __device__ __forceinline__ void operator()(int64_t row, typename TR::T sum) const
    {
        typename TR::T *yp = p.y + row * p.incy;
        typename TR::T v = TR::mul(p.alpha, sum);
        if (!p.beta_zero) v = TR::fma(p.beta, *yp, v);
        *yp = v;
    }
};
template <class TR, int U, int NT, bool LOWER, bool ATOMIC, class Store>
__device__ __forceinline__ void symv_reduce_segments(const symv_args<typename TR::T> &p, int s0, int ds,
                                                     int tid, typename TR::T *sh, Store &&store)
{
    typedef typename TR::T T;
    constexpr int G = SYMV_RED_NT / U;
    constexpr int VPT = SYMV_RED_NT / NT; /* virtual threads per thread */
    constexpr int UNR = 8;                /* loads in flight per virtual thread */
    static_assert(SYMV_RED_NT % U == 0, "U must divide the reduction block");
    static_assert(SYMV_RED_NT % NT == 0, "the threads must divide the reduction block");
    const int nb = p.nb;
    for (int s = s0; s < nb; s += ds) {
        T acc[VPT];
#pragma unroll
        for (int k = 0; k < VPT; ++k) acc[k] = TR::zero();
        if (!ATOMIC) {
            const int sp = LOWER ? s : nb - 1 - s;                    /* longest-first panel index */
            const int64_t q = p.order == 0 ? sp : nb - 1 - sp;        /* its traversal position */
            const int nq = symv_panel_pieces(q, nb, p.order, p.ntiles, p.grid);
            const int nc = nq + sp + 1;                               /* slots of the segment */
            const T *Qs = p.Q + (int64_t)s * p.npieces * U;
            const T *Ps = p.P + ((int64_t)sp * (sp + 1) / 2 - nq) * U;
            /* virtual thread k of this thread: element e[k], first slot gi[k]; slot m is at m * U */
            int e[VPT], gi[VPT];
#pragma unroll
            for (int k = 0; k < VPT; ++k) {
                e[k] = (tid + NT * k) % U;
                gi[k] = (tid + NT * k) / U;
            }
            /* round r: slots gi + (r + u) * G, u < UNR, of every virtual thread */
            for (int r = 0; r * G < nc; r += UNR) {
                T v[VPT][UNR];
#pragma unroll
                for (int k = 0; k < VPT; ++k)
#pragma unroll
                    for (int u = 0; u < UNR; ++u) {
                        const int m = gi[k] + (r + u) * G;
                        if (m < nc) v[k][u] = TR::ldcg((m < nq ? Qs : Ps) + (int64_t)m * U + e[k]);
                    }
#pragma unroll
                for (int k = 0; k < VPT; ++k)
#pragma unroll
                    for (int u = 0; u < UNR; ++u)
                        if (gi[k] + (r + u) * G < nc) acc[k] = TR::add(acc[k], v[k][u]);
            }
        } else {
#pragma unroll
            for (int k = 0; k < VPT; ++k)
                if ((tid + NT * k) / U == 0) acc[k] = TR::ldcg(p.Q + (int64_t)s * U + (tid + NT * k) % U);
        }
#pragma unroll
        for (int k = 0; k < VPT; ++k) sh[tid + NT * k] = acc[k];
        __syncthreads();
        for (int e = tid; e < U; e += NT) {
            T a = sh[e];
            if (!ATOMIC)
                for (int gg = 1; gg < G; ++gg) a = TR::add(a, sh[gg * U + e]);
            const int64_t row = (int64_t)s * U + e;
            if (row < p.n) store(row, a);
        }
        __syncthreads(); /* sh free for the next segment */
    }
}

/* Pass 1 for block b of a grid of g: the block's tile range, its partials
 * into their slots.  Thread (tx, ty) of a 32 x TY block (in a 1-D block of
 * 32 TY threads: tx = lane, ty = warp); smem is the block's
 * symv_smem<T, TY, U, S>::bytes.  symv_kernel runs it on its own; the
 * tridiagonalization's panel kernel (sytrd/latrd_panel.cuh) once per
 * column. */
template <class TR, int TY, int U, int S, bool LOWER, bool ATOMIC>
__device__ __forceinline__ void symv_pass1(const symv_args<typename TR::T> &p, unsigned char *symv_smem_raw,
                                           const int tx, const int ty, const int64_t b, const int64_t g)
{
    typedef typename TR::T T;
    constexpr int TX = 32;
    constexpr int VEC = symv_vec<T, U>::value;
    constexpr int RA = U / (TX * VEC); /* vector copies per column in a tile */
    constexpr int CB = U / TY;         /* columns per thread in a tile */
    constexpr int RV = U / TX;         /* rows per lane in the row reduction */
    constexpr size_t SE = symv_smem<T, TY, U, S>::stage_elems;
    static_assert(U % (TX * VEC) == 0 && U % TY == 0, "U must be a multiple of 32*VEC and TY");
    static_assert(S >= 2, "at least two stages");
    static_assert(CB <= TR::max_run, "a tile row's run of multiply-adds is too long");
    static_assert(symv_smem<T, TY, U, S>::bytes <= 227 * 1024, "stages exceed shared memory");
    static_assert(S * symv_smem<T, TY, U, S>::stage_elems >= SYMV_RED_NT, "the one-launch sums reuse the stages");

    T *const stages = reinterpret_cast<T *>(symv_smem_raw);
    T (*const sh_row)[TY][U] = reinterpret_cast<T (*)[TY][U]>(stages + S * SE);

    const int64_t n = p.n, nb = p.nb, ntiles = p.ntiles, lda = p.lda;
    const int order = p.order;
    const int64_t t0 = b * ntiles / g, count = (b + 1) * ntiles / g - t0;
    const bool vec_ok = p.vec_ok != 0;
    const uint64_t a_policy = symv_l2_read_once();

    /* a cursor over the tile sequence: panel position q, offset o in it */
    struct cursor {
        int64_t q, o, len;
    };
    auto start = [&](int64_t t) {
        cursor c;
        c.q = symv_panel_of(t, nb, order);
        c.o = t - symv_panel_first(c.q, nb, order);
        c.len = symv_panel_len(c.q, nb, order);
        return c;
    };
    auto advance = [&](cursor &c) {
        if (++c.o == c.len) {
            ++c.q;
            c.o = 0;
            c.len = symv_panel_len(c.q, nb, order);
        }
    };
    /* tile (i, j) of the panel at position q */
    auto col_of = [&](int64_t q) -> int64_t {
        const int64_t pl = order == 0 ? q : nb - 1 - q; /* longest-first index */
        return LOWER ? pl : nb - 1 - pl;
    };
    auto row_of = [&](int64_t j, int64_t o) -> int64_t { return LOWER ? j + o : j - o; };

    /* queue the copies of the tile at cursor c into stage st */
    auto issue = [&](const cursor &c, int st) {
        T *const sa = stages + st * SE;
        const int64_t j = col_of(c.q), i = row_of(j, c.o);
        const int64_t row0 = i * U, col0 = j * U;
#pragma unroll
        for (int bb = 0; bb < CB; ++bb) {
            const int cl = ty + TY * bb;
            const bool col_in = col0 + cl < n;
            const T *const colp = p.A + (col0 + cl) * lda;
#pragma unroll
            for (int ra = 0; ra < RA; ++ra) {
                const int rl = VEC * tx + TX * VEC * ra;
                const int64_t r = row0 + rl;
                T *const dst = sa + (size_t)cl * U + rl;
                if (vec_ok) {
                    const int64_t avail = col_in ? (n - r) : 0;
                    const int nel = avail >= VEC ? VEC : (avail > 0 ? (int)avail : 0);
                    symv_cp_async<VEC * (int)sizeof(T), true>(
                        dst, nel ? (const void *)(colp + r) : (const void *)p.A, nel * (int)sizeof(T), a_policy);
                } else {
#pragma unroll
                    for (int v = 0; v < VEC; ++v) {
                        const bool ok = col_in && r + v < n;
                        symv_cp_async<(int)sizeof(T), true>(dst + v,
                                                            ok ? (const void *)(colp + r + v) : (const void *)p.A,
                                                            ok ? (int)sizeof(T) : 0, a_policy);
                    }
                }
            }
        }
        /* the x segments of the tile's rows (warp 0) and columns (warp 1, or 0 when alone) */
        auto copy_x = [&](int64_t base, T *dst) {
#pragma unroll
            for (int k = 0; k < RV; ++k) {
                const int64_t r = base + tx + TX * k;
                const bool ok = r < n;
                if (r == p.x_patch) /* a plain store: the barrier before the tile's use publishes it */
                    dst[tx + TX * k] = p.x_patch_val;
                else
                    symv_cp_async<(int)sizeof(T)>(dst + tx + TX * k,
                                                  ok ? (const void *)(p.x + r * p.incx) : (const void *)p.x,
                                                  ok ? (int)sizeof(T) : 0);
            }
        };
        if (ty == 0) copy_x(row0, sa + (size_t)U * U);
        if (ty == (TY > 1 ? 1 : 0)) copy_x(col0, sa + (size_t)U * U + U);
    };

    /* the row sums of tile (i, j), left in sh_row[buf] by all warps, added up
     * by warp rw in fixed order and stored as partial P(i, j) */
    auto reduce_rows = [&](int buf, int64_t i, int64_t j) {
        const int64_t ip = LOWER ? i : nb - 1 - i;
        const int64_t jp = LOWER ? j : nb - 1 - j;
        T *const slot = p.P + (ip * (ip + 1) / 2 + jp) * U;
#pragma unroll
        for (int q = 0; q < RV; ++q) {
            const int r = tx + TX * q;
            T v = sh_row[buf][0][r];
#pragma unroll
            for (int w = 1; w < TY; ++w) v = TR::add(v, sh_row[buf][w][r]);
            if (ATOMIC) TR::atomic_add(p.Q + i * U + r, v);
            else slot[r] = v;
        }
    };

    /* prologue: tiles 0 .. S-2 of the range in flight */
    cursor ci = start(t0);
    const cursor c_first = ci;
#pragma unroll
    for (int s = 0; s < S - 1; ++s) {
        if (s < count) {
            issue(ci, s);
            advance(ci);
        }
        symv_cp_commit();
    }

    cursor cc = c_first;
    int64_t first_block = symv_block_of(symv_panel_first(cc.q, nb, order), ntiles, g);
    T colacc[CB];
#pragma unroll
    for (int bb = 0; bb < CB; ++bb) colacc[bb] = TR::zero();
    int64_t prev_i = 0, prev_j = 0;

    for (int64_t t = 0; t < count; ++t) {
        symv_cp_wait<S - 2>(); /* this thread's copies of tile t have landed */
        __syncthreads();       /* everyone's have; stage of tile t-1 and sh_row[(t-1)&1] are free/full */
        if (t + S - 1 < count) {
            issue(ci, (int)((t + S - 1) % S));
            advance(ci);
        }
        symv_cp_commit();
        if (t > 0 && ty == (int)((t - 1) % TY)) reduce_rows((int)((t - 1) & 1), prev_i, prev_j);

        const int st = (int)(t % S);
        const T *const sa = stages + st * SE;
        const int64_t j = col_of(cc.q), i = row_of(j, cc.o);
        const bool diag = cc.o == 0;
        T xr[RA][VEC], racc[RA][VEC];
#pragma unroll
        for (int ra = 0; ra < RA; ++ra)
#pragma unroll
            for (int v = 0; v < VEC; ++v) {
                xr[ra][v] = sa[(size_t)U * U + VEC * tx + v + TX * VEC * ra];
                racc[ra][v] = TR::zero();
            }
#pragma unroll
        for (int bb = 0; bb < CB; ++bb) {
            const int cl = ty + TY * bb;
            const T xc = sa[(size_t)U * U + U + cl];
#pragma unroll
            for (int ra = 0; ra < RA; ++ra) {
                T a[VEC];
                {
                    typedef typename symv_word<VEC * (int)sizeof(T)>::type W;
                    union { W w; T e[VEC]; } u;
                    u.w = *reinterpret_cast<const W *>(sa + (size_t)cl * U + VEC * tx + TX * VEC * ra);
#pragma unroll
                    for (int v = 0; v < VEC; ++v) a[v] = u.e[v];
                }
#pragma unroll
                for (int v = 0; v < VEC; ++v) {
                    T w = a[v];
                    if (diag) { /* keep the stored half, halve the diagonal */
                        const int rl = VEC * tx + v + TX * VEC * ra;
                        w = (rl == cl) ? TR::half_diag(w) : ((LOWER ? rl > cl : rl < cl) ? w : TR::zero());
                    }
                    racc[ra][v] = TR::run_fma(w, xc, racc[ra][v]);
                    colacc[bb] = TR::cfma(w, xr[ra][v], colacc[bb]);
                }
            }
        }
        const int buf = (int)(t & 1);
#pragma unroll
        for (int ra = 0; ra < RA; ++ra)
#pragma unroll
            for (int v = 0; v < VEC; ++v) sh_row[buf][ty][VEC * tx + v + TX * VEC * ra] = TR::run_end(racc[ra][v]);
        prev_i = i;
        prev_j = j;

        /* end of this block's piece of panel j: column partial -> segment j */
        if (cc.o + 1 == cc.len || t + 1 == count) {
#pragma unroll
            for (int bb = 0; bb < CB; ++bb) {
#pragma unroll
                for (int mm = 16; mm >= 1; mm >>= 1) colacc[bb] = TR::add(colacc[bb], TR::shfl_xor(colacc[bb], mm));
            }
            if (tx == 0) {
                T *const slot = ATOMIC ? p.Q + j * U : p.Q + (j * p.npieces + (b - first_block)) * U;
#pragma unroll
                for (int bb = 0; bb < CB; ++bb) {
                    if (ATOMIC) TR::atomic_add(slot + ty + TY * bb, colacc[bb]);
                    else slot[ty + TY * bb] = colacc[bb];
                }
            }
#pragma unroll
            for (int bb = 0; bb < CB; ++bb) colacc[bb] = TR::zero();
            if (cc.o + 1 == cc.len) first_block = b; /* the next panel starts in this block */
        }
        advance(cc);
    }
    if (count > 0) {
        __syncthreads();
        if (ty == (int)((count - 1) % TY)) reduce_rows((int)((count - 1) & 1), prev_i, prev_j);
    }
    symv_cp_wait<0>();
}

template <class TR, int TY, int U, int S, bool LOWER, bool ATOMIC>
__global__ void __launch_bounds__(32 * TY)
symv_kernel(const symv_args<typename TR::T> p)
{
    extern __shared__ __align__(16) unsigned char symv_smem_raw[];
    /* Two-pass path: the whole grid is resident at once (grid <= blocks per
     * SM x SMs), so pass 2 may be scheduled now: its blocks wait
     * (griddepcontrol.wait) in the room left beside ours and start the moment
     * this grid completes. */
    if (!p.one_launch) pdl_launch_dependents();
    symv_pass1<TR, TY, U, S, LOWER, ATOMIC>(p, symv_smem_raw, threadIdx.x, threadIdx.y, blockIdx.x, gridDim.x);
    /* One launch (cooperative, so the whole grid is resident): once every
     * block's partials are out, the grid does pass 2's sums itself, block b
     * taking segments b, b + grid, ..., in the stages' memory.  Compiled only
     * where TR::one_launch (symv_traits.cuh says why not for w). */
    if constexpr (TR::one_launch) {
        if (p.one_launch) {
            __syncthreads(); /* the stages are no longer read */
            cooperative_groups::this_grid().sync();
            /* A is read: the kernel behind this one may be scheduled now
             * (a programmatic dependent launch such as the tridiagonal
             * panel's project step: it starts its products with V and W
             * beside these sums and waits for y) */
            pdl_launch_dependents();
            symv_reduce_segments<TR, U, 32 * TY, LOWER, ATOMIC>(p, (int)blockIdx.x, (int)gridDim.x,
                                                                 threadIdx.y * 32 + threadIdx.x,
                                                                 reinterpret_cast<typename TR::T *>(symv_smem_raw),
                                                                 symv_store_y<TR>{p});
        }
    }
}

/* Second pass (two-pass path): one block per segment. */
template <class TR, int U, bool LOWER, bool ATOMIC>
__global__ void __launch_bounds__(SYMV_RED_NT)
symv_reduce_kernel(const symv_args<typename TR::T> p)
{
    __shared__ typename TR::T sh_red[SYMV_RED_NT];
    pdl_wait(); /* pass 1 complete, its partials visible */
    symv_reduce_segments<TR, U, SYMV_RED_NT, LOWER, ATOMIC>(p, blockIdx.x, gridDim.x, threadIdx.x, sh_red,
                                                            symv_store_y<TR>{p});
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
