/*
 * panel_qr.cu -- xGEQRF of a tall, narrow panel (m x nb, nb <= 64) on one
 * thread-block cluster: stage 1's panel QR (drivers/sytrd_2stage_generic.h).
 *
 * The panel is small (m nb elements) and its QR is a chain of nb dependent
 * reflectors, so it is bound by latency, not by work: cuSOLVER's xGEQRF
 * takes about 180 us for a d 8192 x 32 panel, a third of stage 1.  Here the
 * whole panel lives in the shared memory of one cluster (16 blocks, one per
 * SM, where the device allows non-portable clusters; else 8), block c
 * holding rows [c R, c R + R) as a row-major tile, and each column costs
 * one pass over the tile and one cluster barrier:
 *
 *  - With x the reflector column below the diagonal (rows r > j), alpha its
 *    diagonal entry and a_c the columns to its right, the reflector (xLARFG)
 *    needs ||x||^2 and its application (xLARF) needs v^H a_c = a_jc +
 *    conj(s) d_c with d_c = x^H a_c(rows > j) and s = 1 / (alpha - beta).
 *    All of them are one vector of dots, d_c = x^H a_c for c >= j (c = j
 *    gives ||x||^2), which each block forms over its rows and publishes in
 *    its shared memory.
 *  - Before the barrier each block pushes its partial vector into every
 *    block's shared memory (distributed shared memory stores, which the
 *    barrier's release makes visible); after it every block adds the 16
 *    vectors it holds in rank order, so every block has the same bits, and
 *    its warp 0 builds the reflector and w_c = conj(tau) v^H a_c itself.
 *    No block waits for another's result beyond the barrier.
 *  - One pass then applies the reflector to the block's rows (a_rc -= v_r
 *    w_c, v_r = s x_r stored in column j) and, in the same pass, forms the
 *    dots of the next column: its x is the freshly updated column j+1,
 *    passed along each row by a warp shuffle.  Lane l of a warp holds
 *    columns l and l + 32 of the warp's rows.
 *  - The owner of row j+1 pushes that row too (the next alpha and the
 *    a_jc); partials and row are double-buffered by round, which is safe because
 *    a round's buffers are read before the next barrier and written again
 *    only after it.
 *
 * The dots use x unnormalised, so their range is checked: when the largest
 * |x_r| leaves norm_range (the sum of squares could over- or underflow) or
 * beta would fall below safmin (where xLARFG rescales), the column takes a
 * second round with x scaled by a power of two sigma that brings
 * max(|x|, |alpha|) to [1/2, 1): the reflector is then built from sigma x
 * and sigma alpha, exactly as xLARFG's rescaling would, at the cost of one
 * more pass and barrier (never for data inside the range the eigen drivers
 * scale matrices to).
 *
 * Every sum runs in an order fixed by m and nb: bitwise reproducible.
 */
#include <cooperative_groups.h>
#include <cstdint>
#include <mutex>

#include "common/pdl.cuh"
#include "common/phase_timer.cuh"
#include "sytrd/panel_common.cuh"
#include "band/band_kernels.h"

namespace trident {
namespace band_qr {

namespace cg = cooperative_groups;
using panel::limits;
using panel::norm_range;

constexpr int kThreads = 512;
constexpr int kWarps = kThreads / 32;
constexpr int kMaxNb = 64;
constexpr int kBatch = 4; /* rows a warp has in flight in the apply pass */

constexpr int kMaxCluster = 16;

/* What the other blocks push into this block's shared memory each round,
 * by round parity, for it to read after the barrier: their partial dots,
 * their largest |x|, and from the owner of the next diagonal row that row. */
template <class T, int W> struct inbox { /* W = 32 CPL columns */
    T dots[2][kMaxCluster][W];
    T row[2][W];
    real_t<T> amax[2][kMaxCluster];
};

/* the reflector every block builds from the gathered dots */
template <class T> struct reflector {
    T w[kMaxNb]; /* conj(tau) v^H a_c, c > j */
    T s;         /* v_r = s x_r (r > j) */
    real_t<T> beta;
    int keep_x;  /* tau = 0: x stays as it is */
};

template <class T> __device__ __forceinline__ real_t<T> mag(T x)
{
    if constexpr (is_complex_elem<T>::value)
        return fmax(fabs(re(x)), fabs(im(x)));
    else
        return fabs(x);
}

/* x from lane `src` of the warp */
template <class T> __device__ __forceinline__ T shfl_elem(T x, int src)
{
    if constexpr (is_complex_elem<T>::value)
        return make<T>(__shfl_sync(0xffffffffu, re(x), src), __shfl_sync(0xffffffffu, im(x), src));
    else
        return __shfl_sync(0xffffffffu, x, src);
}

template <class T, int CPL> struct panel_view {
    T *tile;  /* rows x ld, row-major */
    int ld;   /* 32 CPL + 1 */
    int r0;   /* the block's first row */
    int rows; /* the block's rows */
    int nb;
};

/* a[q] := the warp's row rl, columns lane + 32 q */
template <class T, int CPL>
__device__ __forceinline__ void load_row(const panel_view<T, CPL> &p, const T *row, T (&a)[CPL])
{
    const int lane = threadIdx.x & 31;
#pragma unroll
    for (int q = 0; q < CPL; ++q) a[q] = lane + 32 * q < p.nb ? row[lane + 32 * q] : make<T>(0, 0);
}

/* column `col`'s entry of the row, from the lane that holds it */
template <class T, int CPL> __device__ __forceinline__ T lane_value(const T (&v)[CPL], int col)
{
    T x = v[0];
#pragma unroll
    for (int q = 1; q < CPL; ++q)
        if (q == col / 32) x = v[q];
    return shfl_elem(x, col & 31);
}

/* The dots of column `col` over the block's rows r > col with x scaled by
 * sigma: d[q] = sum conj(sigma x_r) a_rc (c = lane + 32 q; at c = col
 * sigma x itself, so d there is ||sigma x||^2; columns left of col get
 * sums nobody reads).  The owner of row col copies it into row_out.  For
 * the first column and for a column redone out of range. */
template <class T, int CPL>
__device__ __forceinline__ void dots_pass(const panel_view<T, CPL> &p, int col, real_t<T> sigma, T (&d)[CPL], real_t<T> &amax,
                          T *row_out)
{
    const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
#pragma unroll
    for (int q = 0; q < CPL; ++q) d[q] = make<T>(0, 0);
    amax = 0;
    const int first = col > p.r0 ? col - p.r0 : 0;
    for (int rl = first + warp; rl < p.rows; rl += kWarps) {
        const T *row = p.tile + rl * p.ld;
        T a[CPL];
        load_row(p, row, a);
        if (p.r0 + rl == col) {
#pragma unroll
            for (int q = 0; q < CPL; ++q) row_out[lane + 32 * q] = a[q];
            continue;
        }
        const T x = lane_value(a, col), xs = scale(sigma, x);
        amax = fmax(amax, mag(x));
#pragma unroll
        for (int q = 0; q < CPL; ++q) d[q] = cmadd(d[q], xs, lane + 32 * q == col ? xs : a[q]);
    }
}

/* The row after reflector j: at_j in column j (v, or beta on the diagonal
 * row), a_c - v w_c elsewhere (w_c = 0 left of j, where nothing is stored). */
template <class T, int CPL>
__device__ __forceinline__ void reflect_row(T (&a)[CPL], int j, T v, T at_j, const T (&w)[CPL])
{
    const int lane = threadIdx.x & 31;
#pragma unroll
    for (int q = 0; q < CPL; ++q) a[q] = lane + 32 * q == j ? at_j : sub(a[q], mul(v, w[q]));
}

/*
 * The reflector of column j applied to the block's rows r >= j (v_j = 1 at
 * r = j, where beta goes; v_r = s x_r stored below), and in the same pass
 * the dots of column next = j + 1 over rows r > next, as dots_pass with
 * sigma = 1 (next < 0: none).  The hot loop of the kernel: rows j and next,
 * which need special care, are only in one block.
 */
template <class T, int CPL>
__device__ __forceinline__ void apply_pass(const panel_view<T, CPL> &p, int j, const reflector<T> &h, int next, T (&d)[CPL],
                           real_t<T> &amax, T *row_out)
{
    const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
    T w[CPL];
#pragma unroll
    for (int q = 0; q < CPL; ++q) {
        const int c = lane + 32 * q;
        w[q] = c > j && c < p.nb ? h.w[c] : make<T>(0, 0);
        d[q] = make<T>(0, 0);
    }
    amax = 0;
    const T s = h.s;
    const bool keep_x = h.keep_x != 0;
    /* rows j (v = 1, beta) and next (published, no dots) first, by the warp
     * that has them, so that the main loop has no row-dependent branches */
    for (int r = j; r <= j + 1 && r < p.r0 + p.rows; ++r) {
        const int rl = r - p.r0;
        if (rl < 0 || rl % kWarps != warp) continue;
        T *row = p.tile + rl * p.ld;
        T a[CPL];
        load_row(p, row, a);
        const T xj = row[j];
        __syncwarp(); /* every lane has read row[j] before lane j % 32 overwrites it */
        const T v = r == j ? make<T>(1, 0) : keep_x ? xj : mul(s, xj);
        reflect_row(a, j, v, r == j ? make<T>(h.beta, 0) : v, w);
#pragma unroll
        for (int q = 0; q < CPL; ++q) {
            const int c = lane + 32 * q;
            if (c >= j && c < p.nb) row[c] = a[q];
            if (r == next) row_out[c] = a[q];
        }
    }
    const int main_first = j + 2 > p.r0 ? j + 2 - p.r0 : 0;
    const int start = main_first + ((warp - main_first) % kWarps + kWarps) % kWarps; /* keep row % kWarps == warp */
    /* kBatch rows of the warp at a time, all their loads first */
    for (int rl0 = start; rl0 < p.rows; rl0 += kWarps * kBatch) {
        T a[kBatch][CPL], xj[kBatch];
#pragma unroll
        for (int u = 0; u < kBatch; ++u) {
            const int rl = rl0 + u * kWarps < p.rows ? rl0 + u * kWarps : rl0; /* a repeat, not used */
            load_row(p, p.tile + rl * p.ld, a[u]);
            xj[u] = p.tile[rl * p.ld + j];
        }
        /* the lanes read x_j of every row (and a dead slot rereads row rl0)
         * before any lane stores: the warp's lanes are not in lockstep */
        __syncwarp();
#pragma unroll
        for (int u = 0; u < kBatch; ++u) {
            const bool live = rl0 + u * kWarps < p.rows; /* the same in the whole warp */
            const T v = keep_x ? xj[u] : mul(s, xj[u]);
            reflect_row(a[u], j, v, v, w);
#pragma unroll
            for (int q = 0; q < CPL; ++q) {
                const int c = lane + 32 * q;
                if (live && c >= j && c < p.nb) p.tile[(rl0 + u * kWarps) * p.ld + c] = a[u][q];
            }
            if (next >= 0) {
                const T x = lane_value(a[u], next);
                const real_t<T> mx = live ? mag(x) : real_t<T>(0);
                amax = amax > mx ? amax : mx; /* a NaN in x is seen through xsq */
#pragma unroll
                for (int q = 0; q < CPL; ++q) d[q] = live ? cmadd(d[q], x, a[u][q]) : d[q];
            }
        }
    }
}

/* cg::cluster_group exists for compute capability 9.0 (and the host pass)
 * alone: without the guard a build that includes sm_80 (CMake's default
 * architectures, 80 and 90) fails here */
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 900
/* The block's partial dots (its warps' in warp order), its largest |x|
 * and, from the owner of the next diagonal row, that row (staged in `row`)
 * pushed into every block's inbox[par], block b's by warp b: the stores go
 * out before the barrier, so that after it every block reads only its own
 * shared memory.  Every warp adds the partials itself, in the same order.
 * part: kWarps x 32 CPL, amaxs: kWarps. */
template <class T, int CPL>
__device__ __forceinline__ void publish(cg::cluster_group &cl, const T (&d)[CPL], real_t<T> amax, int nb, T *part,
                                        real_t<T> *amaxs, const T *row, bool owner, inbox<T, 32 * CPL> &box,
                                        int par)
{
    const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5, me = (int)cl.block_rank();
#pragma unroll
    for (int q = 0; q < CPL; ++q) part[warp * 32 * CPL + lane + 32 * q] = d[q];
    if (lane == 0) amaxs[warp] = amax; /* the same in every lane: x is shuffled to all */
    __syncthreads();
    if (warp >= (int)cl.num_blocks()) return;
    inbox<T, 32 * CPL> *to = cl.map_shared_rank(&box, warp);
#pragma unroll
    for (int q = 0; q < CPL; ++q) {
        const int c = lane + 32 * q;
        T sum = part[c];
#pragma unroll
        for (int h = 1; h < kWarps; ++h) sum = add(sum, part[h * 32 * CPL + c]);
        if (c < nb) {
            to->dots[par][me][c] = sum;
            if (owner) to->row[par][c] = row[c];
        }
    }
    real_t<T> m = amaxs[0];
#pragma unroll
    for (int h = 1; h < kWarps; ++h) m = fmax(m, amaxs[h]);
    if (lane == 0) to->amax[par][me] = m;
}
#endif

/* Warp 0, after the barrier: the blocks' dots for column j added in rank
 * order, the largest |x| and row j, from this block's inbox. */
template <class T, int CPL>
__device__ __forceinline__ void gather(int blocks, const inbox<T, 32 * CPL> &box, int par, int j, int nb, T (&d)[CPL],
                                       T (&row)[CPL], real_t<T> &amax)
{
    const int lane = threadIdx.x & 31;
#pragma unroll
    for (int q = 0; q < CPL; ++q) {
        const int c = lane + 32 * q;
        const bool live = c >= j && c < nb;
        row[q] = live ? box.row[par][c] : make<T>(0, 0);
        d[q] = make<T>(0, 0);
        if (live)
            for (int b = 0; b < blocks; ++b) d[q] = add(d[q], box.dots[par][b][c]);
    }
    amax = 0;
    for (int b = 0; b < blocks; ++b) amax = fmax(amax, box.amax[par][b]);
}

/* Warp 0: xLARFG on (alpha; sigma x) given ||sigma x||^2 = d[j] and
 * max |x| = amax, and w.  With may_redo (the first round, sigma = 1),
 * returns false when the column must be redone scaled, with *sigma_out the
 * scale to use; the second round always builds. */
template <class T, int CPL>
__device__ __forceinline__ bool build(const T (&d)[CPL], const T (&row)[CPL], real_t<T> amax, real_t<T> sigma,
                                      bool may_redo, int j, int nb, reflector<T> &h, T &tau, real_t<T> &sigma_out)
{
    typedef real_t<T> R;
    const int lane = threadIdx.x & 31;
    const T alpha = lane_value(row, j);
    const R xsq = re(lane_value(d, j));
    const R alphr = sigma * re(alpha), alphi = sigma * im(alpha);
    const R safmin = limits<R>::safmin();
    /* x = 0 needs no scaling; an Inf in x takes the plain path (a NaN does
     * not show in amax, fmax drops it, but it reaches xsq and beta) */
    const bool in_range = amax == R(0) || isinf(amax) || (amax >= norm_range<R>::lo() && amax <= norm_range<R>::hi());
    T t = make<T>(0, 0);
    if (amax == R(0) && xsq == R(0) && alphi == R(0)) { /* x = 0: H = I */
        h.beta = re(alpha);
        h.keep_x = 1;
        h.s = make<T>(1, 0);
    } else {
        const R beta = -copysign(hypot(hypot(alphr, alphi), sqrt(xsq)), alphr);
        if (may_redo && (!in_range || fabs(beta) < safmin)) {
            int e;
            frexp(fmax(amax, fmax(fabs(re(alpha)), fabs(im(alpha)))), &e);
            const int emax = (sizeof(R) == 4 ? 128 : 1024) - 4; /* sigma itself must be finite */
            sigma_out = ldexp(R(1), -e > emax ? emax : -e);
            return false;
        }
        T s;
        panel::householder_scalars<T>(alphr, alphi, beta, t, s);
        h.s = scale(sigma, s); /* v = s' sigma x */
        h.beta = beta / sigma;
        h.keep_x = 0;
    }
    /* w_c = conj(tau) (a_jc + conj(s') d_c), d_c taken over sigma x */
    const T ctau = conj_(t), cs = conj_(scale(R(1) / sigma, h.s));
#pragma unroll
    for (int q = 0; q < CPL; ++q) {
        const int c = lane + 32 * q;
        if (c > j && c < nb) h.w[c] = mul(ctau, add(row[q], mul(cs, d[q])));
    }
    tau = t;
    return true;
}

/* Diagnosis only: bench/probe/panel_qr_phases.cu builds the kernel with
 * TRIDENT_PANEL_QR_TIMING, and block 0, thread 0 sums the time of the
 * phases of a column into panel_qr_phase_ns (common/phase_timer.cuh). */
#ifdef TRIDENT_PANEL_QR_TIMING
constexpr bool kTiming = true;
#else
constexpr bool kTiming = false;
#endif
__device__ unsigned long long panel_qr_phase_ns[8];

template <class T, int CPL>
__global__ void __launch_bounds__(kThreads, 1)
panel_qr_kernel(int64_t m, int nb, T *a, int64_t lda, T *tau, int rows_per_block)
{
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
    typedef real_t<T> R;
    extern __shared__ __align__(16) unsigned char dyn_smem[];
    __shared__ T staged_row[kMaxNb]; /* the next diagonal row, if this block owns it */
    __shared__ reflector<T> h;
    __shared__ T part[kWarps * 32 * CPL];
    __shared__ R amaxs[kWarps];
    __shared__ R s_sigma;
    __shared__ int s_redo;

    cg::cluster_group cl = cg::this_cluster();
    const int me = (int)cl.block_rank(), warp = threadIdx.x >> 5;
    panel_view<T, CPL> p;
    /* dynamic shared memory: the inbox, then the tile */
    inbox<T, 32 * CPL> &box = *reinterpret_cast<inbox<T, 32 * CPL> *>(dyn_smem);
    p.tile = reinterpret_cast<T *>(dyn_smem + sizeof(inbox<T, 32 * CPL>));
    p.ld = 32 * CPL + 1;
    p.r0 = me * rows_per_block;
    p.rows = p.r0 >= m ? 0 : m - p.r0 < rows_per_block ? (int)(m - p.r0) : rows_per_block;
    p.nb = nb;
    const int k = m < nb ? (int)m : nb;

    phase_timer<6, kTiming> timer;
    /* the block's rows, column by column (coalesced reads) */
    for (int t = threadIdx.x; t < p.rows * nb; t += kThreads) {
        const int c = t / p.rows, rl = t - c * p.rows;
        p.tile[rl * p.ld + c] = a[p.r0 + rl + c * lda];
    }
    /* a cluster barrier, not a block one: no block may write another's
     * shared memory (the first publish does) before that block has started */
    cl.sync();

    T d[CPL], row[CPL];
    R amax;
    int round = 0;
    const int blocks = (int)cl.num_blocks();
    dots_pass<T, CPL>(p, 0, R(1), d, amax, staged_row);
    publish<T, CPL>(cl, d, amax, nb, part, amaxs, staged_row, me == 0, box, 0);
    cl.sync();
    timer.mark(0);
    for (int j = 0; j < k; ++j) {
        timer.mark(1);
        if (warp == 0) {
            gather<T, CPL>(blocks, box, round & 1, j, nb, d, row, amax);
            R sigma = 1;
            T t;
            const bool done = build<T, CPL>(d, row, amax, R(1), true, j, nb, h, t, sigma);
            if ((threadIdx.x & 31) == 0) {
                s_redo = !done;
                s_sigma = sigma;
                if (done && me == 0) tau[j] = t;
            }
        }
        __syncthreads();
        if (s_redo) { /* out of range: the dots again over sigma x */
            const R sigma = s_sigma;
            ++round;
            dots_pass<T, CPL>(p, j, sigma, d, amax, staged_row);
            publish<T, CPL>(cl, d, amax, nb, part, amaxs, staged_row, j / rows_per_block == me, box, round & 1);
            cl.sync();
            if (warp == 0) {
                gather<T, CPL>(blocks, box, round & 1, j, nb, d, row, amax);
                R unused = 1;
                T t;
                build<T, CPL>(d, row, amax, sigma, false, j, nb, h, t, unused);
                if ((threadIdx.x & 31) == 0 && me == 0) tau[j] = t;
            }
            __syncthreads();
        }
        timer.mark(2);
        ++round;
        const int next = j + 1 < k ? j + 1 : -1;
        apply_pass<T, CPL>(p, j, h, next, d, amax, staged_row);
        timer.mark(3);
        publish<T, CPL>(cl, d, amax, nb, part, amaxs, staged_row, next >= 0 && next / rows_per_block == me, box,
                        round & 1);
        timer.mark(4);
        cl.sync(); /* also: no block leaves while another reads its shared memory */
        timer.mark(5);
    }

    for (int t = threadIdx.x; t < p.rows * nb; t += kThreads) {
        const int c = t / p.rows, rl = t - c * p.rows;
        a[p.r0 + rl + c * lda] = p.tile[rl * p.ld + c];
    }
    timer.mark(0);
    timer.flush(panel_qr_phase_ns);
#endif
}

/* ---- host side ------------------------------------------------------------ */

struct launch_shape {
    int cluster;      /* blocks; 0: this device cannot run the kernel */
    size_t max_smem;  /* dynamic shared memory a block may have */
};

/* The cluster size and shared memory device dev gives the kernel: 16
 * blocks where non-portable clusters of one block per SM with the largest
 * tile fit, else 8. */
template <class T, int CPL> launch_shape measure_shape(int dev)
{
    launch_shape s{0, 0};
    int major = 0, optin = 0;
    cudaFuncAttributes fa;
    auto kernel = panel_qr_kernel<T, CPL>;
    if (cudaDeviceGetAttribute(&major, cudaDevAttrComputeCapabilityMajor, dev) == cudaSuccess && major >= 9 &&
        cudaDeviceGetAttribute(&optin, cudaDevAttrMaxSharedMemoryPerBlockOptin, dev) == cudaSuccess &&
        cudaFuncGetAttributes(&fa, kernel) == cudaSuccess && (size_t)optin > fa.sharedSizeBytes) {
        const size_t smem = (size_t)optin - fa.sharedSizeBytes;
        if (cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, (int)smem) == cudaSuccess) {
            cudaFuncSetAttribute(kernel, cudaFuncAttributeNonPortableClusterSizeAllowed, 1);
            for (int cluster : {16, 8}) {
                cudaLaunchConfig_t cfg = {};
                cudaLaunchAttribute attr;
                attr.id = cudaLaunchAttributeClusterDimension;
                attr.val.clusterDim.x = cluster, attr.val.clusterDim.y = 1, attr.val.clusterDim.z = 1;
                cfg.gridDim = dim3(cluster);
                cfg.blockDim = dim3(kThreads);
                cfg.dynamicSmemBytes = smem;
                cfg.attrs = &attr;
                cfg.numAttrs = 1;
                int clusters = 0;
                if (cudaOccupancyMaxActiveClusters(&clusters, kernel, &cfg) == cudaSuccess && clusters > 0) {
                    s = launch_shape{cluster, smem};
                    break;
                }
            }
        }
    }
    cudaGetLastError(); /* a refused query leaves no error behind */
    return s;
}

/* measure_shape for the current device, once per device: threads with
 * contexts of their own may ask at the same time, and each waits for the
 * one that measures */
template <class T, int CPL> launch_shape shape_for_device()
{
    constexpr int kMaxDevices = 64;
    static launch_shape cache[kMaxDevices];
    static std::once_flag measured[kMaxDevices];
    int dev = 0;
    if (cudaGetDevice(&dev) != cudaSuccess || dev < 0 || dev >= kMaxDevices) return launch_shape{0, 0};
    std::call_once(measured[dev], [dev] { cache[dev] = measure_shape<T, CPL>(dev); });
    return cache[dev];
}

template <class T> struct plan {
    int cluster;
    int rows;     /* rows per block */
    size_t smem;  /* dynamic shared memory */
};

template <class T, int CPL> plan<T> plan_for(int64_t m)
{
    const launch_shape s = shape_for_device<T, CPL>();
    if (s.cluster == 0 || m <= 0) return plan<T>{0, 0, 0};
    const int64_t rows = (m + s.cluster - 1) / s.cluster;
    const size_t smem = sizeof(inbox<T, 32 * CPL>) + (size_t)rows * (32 * CPL + 1) * sizeof(T);
    if (smem > s.max_smem) return plan<T>{0, 0, 0};
    return plan<T>{s.cluster, (int)rows, smem};
}

template <class T> plan<T> plan_panel(int64_t m, int64_t nb)
{
    if (nb < 1 || nb > kMaxNb) return plan<T>{0, 0, 0};
    return nb <= 32 ? plan_for<T, 1>(m) : plan_for<T, 2>(m);
}

template <class T> int fits(int64_t m, int64_t nb) { return plan_panel<T>(m, nb).cluster > 0; }

template <class T> int panel_qr(cudaStream_t stream, int64_t m, int64_t nb, void *a, int64_t lda, void *tau)
{
    const plan<T> pl = plan_panel<T>(m, nb);
    if (pl.cluster == 0) return (int)cudaErrorNotSupported;
    cudaLaunchAttribute attr;
    attr.id = cudaLaunchAttributeClusterDimension;
    attr.val.clusterDim.x = pl.cluster, attr.val.clusterDim.y = 1, attr.val.clusterDim.z = 1;
    if (nb <= 32)
        return (int)launch_with(attr, panel_qr_kernel<T, 1>, dim3(pl.cluster), dim3(kThreads), pl.smem, stream, m,
                                (int)nb, (T *)a, lda, (T *)tau, pl.rows);
    return (int)launch_with(attr, panel_qr_kernel<T, 2>, dim3(pl.cluster), dim3(kThreads), pl.smem, stream, m,
                            (int)nb, (T *)a, lda, (T *)tau, pl.rows);
}

} // namespace band_qr
} // namespace trident

#define TRIDENT_PANEL_QR_ENTRIES(ch, T)                                                       \
    extern "C" int trident_cuda_panel_qr_fits_##ch(int64_t m, int64_t nb)                     \
    {                                                                                         \
        return trident::band_qr::fits<T>(m, nb);                                              \
    }                                                                                         \
    extern "C" int trident_cuda_panel_qr_##ch(cudaStream_t stream, int64_t m, int64_t nb,     \
                                              void *a, int64_t lda, void *tau)                \
    {                                                                                         \
        return trident::band_qr::panel_qr<T>(stream, m, nb, a, lda, tau);                     \
    }

TRIDENT_PANEL_QR_ENTRIES(s, float)
TRIDENT_PANEL_QR_ENTRIES(d, double)
TRIDENT_PANEL_QR_ENTRIES(c, float2)
TRIDENT_PANEL_QR_ENTRIES(z, double2)
