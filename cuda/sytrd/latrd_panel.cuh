/*
 * latrd_panel.cuh -- a whole xLATRD panel in one cooperative launch: the
 * column steps of column_begin.cuh and project.cuh and the SYMV of
 * symv/symv_kernel.cuh, run by one resident grid with three grid barriers a
 * column instead of four launches.
 *
 * Why: per column the launched path pays column_begin, the SYMV's two
 * passes and project as kernels of their own, about 20 us a column beside
 * the SYMV's own traffic (bench/sytrd/README.md, "Where the time goes").  A
 * first version here ran the same four steps with a grid barrier after
 * each, their last-block tickets (one block finishing the reflector, one
 * adding project's partials) kept: it was slower than the launches (d 1024
 * 23.2 against 19.0 ms, 8192 0.426 against 0.387 s, H200), since each step
 * is a chain of L2 round trips and the launched path overlaps them.  So
 * this one drops the serial tails and a barrier: what one block used to
 * finish, every block computes for itself from the partials, in the same
 * fixed order (the same bits in every block).  It is still slower but for
 * s at small n (d 8192 0.438 against 0.391 s, s 2048 blocked 36.8 against
 * 39.6 ms; bench/sytrd/README.md, "The one-launch panel"), so it is off by
 * default (TRIDENT_SYTRD_PANEL_KERNEL=1 turns it on).  Its per-step clocks
 * (bench_latrd_panel_phases, session 62) put 17-24 us a column outside the
 * SYMV, most of it in step 1's chain of loads and reductions (5-10 us).
 *
 * Per column, the same steps in the same order as the driver's per-column
 * loop (src/drivers/sytrd_generic.h, latrd_lower / latrd_upper; the index
 * arithmetic below mirrors it line for line):
 *   1. y of the previous column (its 2k-1 products, added up by single
 *      blocks in step 3, and u^H v from every block's partial), then
 *      column_begin_block without its ticket: finish the previous W column,
 *      update this one, and leave each block's share of ||x||;
 *   -- barrier --
 *   2. every block: ||x|| from the shares and the reflector's scalars
 *      (block 0 writes tau, e, the pending slot, W(r,p));
 *      the SYMV's pass 1 over the trailing triangle with x = (alpha - beta) v,
 *      its leading entry, still alpha in memory, taken from the block's own
 *      scalars (symv_args' x_patch); the first project blocks' products with
 *      V and W;
 *   -- barrier --
 *   3. the SYMV's sums, segment by segment, finished on the spot: u := s
 *      sum, x := v, and the block's partial of u^H v; block o < 2k adds
 *      product o's partials into y[o];
 *   -- barrier --
 * and after the panel's last column step 1 once more without a column,
 * which finishes its W.  Where xLARFG must rescale (beta below safmin: rare),
 * block 0 finishes the reflector as the launched path does, between two
 * more barriers.
 *
 * The sums run in an order fixed by n and the grid, so results are bitwise
 * reproducible on a given GPU model (not bitwise equal to the launched
 * path's).  Every step reads what earlier steps wrote after a grid barrier,
 * which orders memory (acquire/release at GPU scope).
 *
 * The block is 256 threads (column_begin and project are written for that;
 * the SYMV as 32 x 8); the SYMV's stages are the block's dynamic shared
 * memory, which step 1 borrows for column_begin's own.
 */
#ifndef TRIDENT_LATRD_PANEL_CUH
#define TRIDENT_LATRD_PANEL_CUH

#include <cooperative_groups.h>

#include "common/phase_timer.cuh"
#include "sytrd/column_begin.cuh"
#include "sytrd/project.cuh"
#include "symv/symv_launch.cuh"

namespace trident {
namespace panel {

/* Diagnosis only (bench/probe/latrd_panel_phases.cu builds with
 * TRIDENT_LATRD_PANEL_TIMING): block 0, thread 0's time in each step of a
 * column, summed over the columns, ns: the step 1 work, barrier A, the
 * reflector, the products, the SYMV's pass 1, barrier B, the step 3 work,
 * barrier C. */
enum panel_phase {
    kPhaseBegin,
    kPhaseBarrierA,
    kPhaseReflector,
    kPhaseProducts,
    kPhaseSymv,
    kPhaseBarrierB,
    kPhaseFinish,
    kPhaseBarrierC,
    kPanelPhases
};
#ifdef TRIDENT_LATRD_PANEL_TIMING
constexpr bool kPanelTiming = true;
__device__ unsigned long long latrd_panel_phase_ns[kPanelPhases];
#else
constexpr bool kPanelTiming = false;
#endif

constexpr int kPanelWarps = 8;
constexpr int kPanelThreads = 32 * kPanelWarps;
static_assert(kPanelThreads == kColumnThreads && kPanelThreads == kProjectThreads,
              "the panel kernel runs column_begin's and project's block code as they are");

template <class T> struct latrd_panel_args {
    int64_t n, nb;     /* order of the block, columns of the panel */
    T *a;              /* the block, lda */
    int64_t lda;
    real_t<T> *e;      /* as the driver's panel: e[0..nb) and tau for 'L', */
    T *tau;            /* indexed by row for 'U' */
    T *w;              /* W, n x nb, ldw */
    int64_t ldw;
    T *y;              /* 2 nb + 1 scratch elements */
    real_t<T> *cpart;  /* column_begin's partials (2 per block) */
    T *ppart;          /* project's partials */
    T *dots;           /* every block's partial of u^H v */
    pending_reflector<T> *pend;
    char *symv_ws;     /* the SYMV's partials (latrd_panel.cu: symv_bytes) */
    int order;         /* the SYMV's panel order */
};

/* The reflector of column_begin's column, every block alike: from the
 * blocks' shares of ||x|| (xnorm_from_partials) and alpha's value a0, xLARFG's beta and
 * tau, s = 1 / (alpha - beta) and what the SYMV takes for the column's
 * leading entry (alpha - beta; 1 when tau = 0).  Block 0 writes tau, e and
 * the pending slot as the launched path's last block does
 * (last_block_reflector), but not alpha: the other blocks may still be
 * reading it (step 3 sets it to the reflector's 1).  Returns false where
 * beta needs rescaling: then nothing is written, and the caller, once every
 * block has read alpha, has block 0 run last_block_reflector itself. */
template <class T> struct panel_reflector {
    T s, lead;
};
template <class T>
__device__ __forceinline__ bool reflector_everywhere(const column_args<T> &q, bool writer, T a0,
                                                     real_t<T> xnorm, panel_reflector<T> &out)
{
    typedef real_t<T> R;
    T *const alpha = q.a + q.ia;
    const R alphr = re(a0), alphi = im(a0);
    if (xnorm == R(0) && alphi == R(0)) {
        out.s = make<T>(1, 0);
        out.lead = make<T>(1, 0);
        if (writer) {
            *q.tau = make<T>(0, 0);
            *q.e = alphr;
            q.pend->s = out.s;
            q.pend->unit = alpha;
        }
        return true;
    }
    const R beta = -copysign(hypot(hypot(alphr, alphi), xnorm), alphr);
    if (fabs(beta) < limits<R>::safmin()) return false;
    T t;
    householder_scalars<T>(alphr, alphi, beta, t, out.s);
    out.lead = make<T>(alphr - beta, alphi);
    if (writer) {
        *q.tau = t;
        *q.e = beta;
        q.pend->s = out.s;
        q.pend->unit = alpha;
    }
    return true;
}

/* MINB: the blocks an SM must keep resident (the registers a thread may
 * have follow from it) */
template <class TR, int U, int S, int MINB, bool LOWER>
__global__ void __launch_bounds__(kPanelThreads, MINB) latrd_panel_kernel(const latrd_panel_args<typename TR::T> q)
{
    typedef typename TR::T T;
    typedef real_t<T> R;
    extern __shared__ __align__(16) unsigned char panel_smem[];
    __shared__ T ys[2 * kMaxNb + 1]; /* the previous column's y, for column_begin */
    __shared__ R red[32];            /* reductions while the stages are in use */
    column_smem<T> &csm = *reinterpret_cast<column_smem<T> *>(panel_smem);
    cooperative_groups::grid_group grid = cooperative_groups::this_grid();
    phase_timer<kPanelPhases, kPanelTiming> clock;
    const unsigned bid = blockIdx.x, g = gridDim.x;
    const int tid = threadIdx.x, lane = tid & 31, warp = tid >> 5;
    const int64_t n = q.n, nb = q.nb, lda = q.lda, ldw = q.ldw;
    T *const a = q.a, *const w = q.w, *const y = q.y, *const tau = q.tau;
    real_t<T> *const e = q.e;
#define A_(i, j) (a + (i) + (int64_t)(j) * lda)
#define W_(i, j) (w + (i) + (int64_t)(j) * ldw)

    /* step 1 for column_begin call ca (its y from ys), on its cb blocks;
     * returns column_begin_block's W(r,p) */
    auto begin = [&](const column_args<T> &ca, int64_t cb) -> T {
        if (bid >= cb) return make<T>(0, 0);
        if (ca.pending) { /* y: products from y[], u^H v from every block's partial */
            const int ko = ca.k - 1;
            for (int j = tid; j < 2 * ko; j += kPanelThreads) ys[j] = load_cg(y + j);
            T d = make<T>(0, 0);
            for (unsigned b = tid; b < g; b += kPanelThreads) d = add(d, load_cg(q.dots + b));
            const R dr = block_reduce<R, false>(re(d), red);
            const R di = is_complex_elem<T>::value ? block_reduce<R, false>(im(d), red) : R(0);
            if (tid == 0) ys[2 * ko] = make<T>(dr, di);
            __syncthreads();
        }
        return column_begin_block<T, false>(ca, bid, (unsigned)cb, csm);
    };

    for (int64_t c = 0; c < nb; ++c) {
        column_args<T> ca;
        int64_t nh;       /* the reflector's order: the SYMV's and project's rows */
        const T *A22;     /* the trailing triangle the SYMV reads */
        T *v, *u;         /* the reflector, its product (W's column) */
        const T *pv, *pw; /* V and W on the reflector's rows */
        int pk;           /* their columns */
        if (LOWER) {
            const int64_t i = c;
            nh = n - i - 1;
            const bool pending = i > 0;
            ca = column_args_for<T>(n - i, i, A_(i, 0), lda, W_(i, 0), ldw, i - 1, pending ? ys : nullptr,
                                    pending ? tau + (i - 1) : nullptr, 0, A_(i, i), nh,
                                    nh > 0 ? A_(i + 1, i) : nullptr, nh > 1 ? A_(i + 2, i) : nullptr,
                                    nh > 0 ? tau + i : nullptr, nh > 0 ? e + i : nullptr, column_chunk(n - i, g),
                                    q.cpart, nullptr, q.pend);
            A22 = A_(i + 1, i + 1);
            v = A_(i + 1, i);
            u = W_(i + 1, i);
            pv = A_(i + 1, 0);
            pw = W_(i + 1, 0);
            pk = (int)i;
        } else {
            const int64_t i = n - 1 - c, iw = i - (n - nb), done = c;
            nh = i;
            const bool pending = done > 0;
            ca = column_args_for<T>(i + 1, done, A_(0, i + 1), lda, W_(0, iw + 1), ldw, 0, pending ? ys : nullptr,
                                    pending ? tau + i : nullptr, i, A_(0, i), i, i > 0 ? A_(i - 1, i) : nullptr,
                                    i > 0 ? A_(0, i) : nullptr, i > 0 ? tau + (i - 1) : nullptr,
                                    i > 0 ? e + (i - 1) : nullptr, column_chunk(i + 1, g), q.cpart, nullptr, q.pend);
            A22 = a;
            v = A_(0, i);
            u = W_(0, iw);
            pv = A_(0, i + 1);
            pw = W_(0, iw + 1);
            pk = (int)done;
        }

        /* 1. */
        const int64_t cb = column_blocks(ca);
        const T wr = begin(ca, cb);
        clock.mark(kPhaseBegin);
        grid.sync();
        clock.mark(kPhaseBarrierA);

        /* 2. */
        if (bid == 0 && tid == 0 && ca.pending && ca.k > 0) /* every block has read u there */
            ca.w[ca.r + ca.p * ca.ldw] = wr;
        if (nh <= 0) continue;
        const T a0 = load_cg(ca.a + ca.ia); /* beside the shares' loads, not after their sums */
        const R xnorm = nh > 1 ? xnorm_from_partials(q.cpart, (unsigned)cb, red) : R(0);
        panel_reflector<T> rf;
        if (!reflector_everywhere(ca, bid == 0 && tid == 0, a0, xnorm, rf)) {
            grid.sync(); /* every block has read alpha and x */
            if (bid == 0) last_block_reflector(ca, a0, xnorm, red); /* rescales x too */
            grid.sync();
            rf.s = load_cg(&q.pend->s);
            rf.lead = load_cg(ca.a + ca.ia);
        }
        clock.mark(kPhaseReflector);
        const T *const unit = ca.a + ca.ia;
        const int64_t pchunk = project_chunk(nh);
        const unsigned pb = (unsigned)((nh + pchunk - 1) / pchunk);
        if (bid < pb) project_products(nh, pk, pv, lda, pw, ldw, v, pchunk, q.ppart, rf.s, unit, bid);
        clock.mark(kPhaseProducts);
        /* u := A22 v over the whole grid (alpha 1, beta 0), one launch's sums */
        symv::symv_args<T> sa = symv::symv_args_for<TR>(nh, U, (int)g, q.order, false, true, make<T>(1, 0), A22,
                                                        lda, v, 1, TR::zero(), u, 1, q.symv_ws);
        sa.x_patch = unit - v;
        sa.x_patch_val = rf.lead;
        if (bid < (unsigned)sa.grid)
            symv::symv_pass1<TR, kPanelWarps, U, S, LOWER, false>(sa, panel_smem, lane, warp, bid, sa.grid);
        clock.mark(kPhaseSymv);
        grid.sync();
        clock.mark(kPhaseBarrierB);

        /* 3. */
        T d = make<T>(0, 0); /* this thread's rows' share of u^H v */
        symv::symv_reduce_segments<TR, U, kPanelThreads, LOWER, false>(
            sa, (int)bid, (int)g, tid, reinterpret_cast<T *>(panel_smem), [&](int64_t row, T sum) {
                const T vi = pending_v(v, row, rf.s, unit), ui = mul(rf.s, sum);
                v[row] = vi;
                u[row] = ui;
                d = cmadd(d, ui, vi);
            });
        const R dr = block_reduce<R, false>(re(d), red);
        const R di = is_complex_elem<T>::value ? block_reduce<R, false>(im(d), red) : R(0);
        if (tid == 0) q.dots[bid] = make<T>(dr, di);
        if ((int)bid < 2 * pk && warp == 0) { /* product bid: its pb partials in a fixed order */
            const int nout = 2 * pk + 1;
            T acc = make<T>(0, 0);
            for (unsigned b = lane; b < pb; b += 32) acc = add(acc, load_cg(q.ppart + (int64_t)b * nout + bid));
            acc = warp_sum(acc);
            if (lane == 0) y[bid] = acc;
        }
        clock.mark(kPhaseFinish);
        grid.sync();
        clock.mark(kPhaseBarrierC);
    }

    /* the panel's last column has a reflector (nb < n): finish its W */
    if (nb < n) {
        const int64_t cl = n - nb; /* rows for 'L', the last column reduced for 'U' */
        const column_args<T> ca =
            LOWER ? column_args_for<T>(cl, nb, A_(nb, 0), lda, W_(nb, 0), ldw, nb - 1, ys, tau + (nb - 1), 0,
                                       nullptr, 0, nullptr, nullptr, nullptr, nullptr, column_chunk(cl, g), q.cpart,
                                       nullptr, q.pend)
                  : column_args_for<T>(cl, nb, A_(0, cl), lda, w, ldw, 0, ys, tau + (cl - 1), 0, nullptr, 0,
                                       nullptr, nullptr, nullptr, nullptr, column_chunk(cl, g), q.cpart, nullptr,
                                       q.pend);
        begin(ca, column_blocks(ca));
    }
#ifdef TRIDENT_LATRD_PANEL_TIMING
    clock.flush(latrd_panel_phase_ns);
#endif
#undef A_
#undef W_
}

/* Dynamic shared memory of one block. */
template <class T, int U, int S> constexpr size_t latrd_panel_smem()
{
    const size_t b = symv::symv_smem<T, kPanelWarps, U, S>::bytes;
    return sizeof(column_smem<T>) > b ? sizeof(column_smem<T>) : b;
}

} // namespace panel
} // namespace trident

#endif
