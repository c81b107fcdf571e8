/*
 * bisect_kernels.cu -- eigenvalues of a symmetric tridiagonal matrix T by
 * bisection with Sturm counts (the method of LAPACK's xSTEBZ / xLAEBZ)
 * generalized to multisection, a group of kPoints + 1 threads per wanted
 * eigenvalue, written once for float, double and double-double (dd_real,
 * dd/dd_real.cuh: its operations are correctly rounded only to within a
 * few units of 2^-106, so its count is monotone only up to that; the
 * double-double caller restores the ascending order).
 *
 * Choices:
 *  - Count.  The number of eigenvalues below x is the number of negative
 *    pivots q_j of the LDL^T factorisation of T - x I,
 *        q_0 = d_0 - x,   q_j = (d_j - x) - e_{j-1}^2 / q_{j-1},
 *    with a pivot of magnitude <= pivmin replaced by -pivmin (xLAEBZ's
 *    guard: no division by zero, no overflow of e^2 / q).  Evaluated in this
 *    order with IEEE (monotone, correctly rounded) operations, the count is a
 *    monotone function of x (Kahan; Demmel, Dhillon and Ren 1995), which is
 *    what makes the results come out ascending (below).  No fused or
 *    approximate division is used.
 *  - Scaling.  e^2 overflows single precision long before e does, so T is
 *    scaled on the fly by 2^sh with max(|d|, |e|) * 2^sh in [1, 2): exact
 *    (a power of two), undone exactly on the result.  pivmin = safmin *
 *    max(1, max e^2) as in xSTEBZ.
 *  - Interval and stopping.  Every group starts from the same Gershgorin
 *    interval of T, widened as xSTEBZ widens it, and cuts it into kPoints + 1
 *    equal parts per step (multisection: thread p of the group counts at the
 *    p-th cut, and the group keeps the part where the count passes k) until
 *    its width is below max(ulp ||T||, 2 ulp max(|lo|, |hi|)) (xSTEBZ's
 *    default tolerances) or the cuts are no longer strictly inside; the
 *    result is the midpoint, a few ulps of ||T|| from the eigenvalue.  With
 *    P cuts per step, log2(P + 1) bits per step: with 3, at most ~28 steps
 *    in double, ~14 in single; with 31, ~11 and ~5.  A step costs one Sturm
 *    count per thread, a chain of n dependent divisions, so while the GPU
 *    has room for more threads the time is the number of steps: plain
 *    bisection (one thread, one point) took 35 ms at n = 8192 in double on
 *    the H100, 12% of the values-only solve; three cuts take 19 ms
 *    (bench_two_stage_parts 8192 32).  The number of cuts is chosen from
 *    the number of wanted eigenvalues (cuts_for): the most that keep the
 *    threads within kMaxThreads, where the divisions' throughput rather
 *    than their latency would start to set the pace.
 *  - Ascending order without a sort.  All groups cut the same tree of
 *    intervals; groups for eigenvalues k < k' follow one path until a cut
 *    separates them, after which k stays below it and k' above, and groups
 *    that never separate stop at the same node with the same result.  With a
 *    monotone count (and cuts that rounding keeps in order) the output is
 *    therefore non-decreasing.
 *  - Determinism.  A thread's result depends only on (d, e, k) and the
 *    number of cuts (so on how many eigenvalues were asked for: a subset's
 *    values may differ from the full run's by the tolerance, as xSTEBZ's
 *    do between ranges): no atomics, reductions are min / max.  The same
 *    input gives the same bits.
 *  - Memory.  The threads of a block advance their recurrences over T in
 *    lockstep, one shared-memory tile of (scaled d, scaled e^2) at a time
 *    (loaded once per tile per bisection step and shared by the block);
 *    when T fits in one tile it is loaded once.  No global workspace.
 * Cost: O(n) per step per eigenvalue, O(n^2 log(1/ulp)) in all; the pivots
 * of different eigenvalues are independent, so n threads keep the GPU busy
 * for large n.
 */
#include <cfloat>
#include <cmath>
#include <cstdint>

#include "dd/dd_real.cuh"
#include "eig/bisect_kernels.h"

namespace trident {
namespace {

constexpr int kThreads = 128;
constexpr int kTile = 1024;
constexpr int64_t kMaxThreads = 65536; /* about 500 division chains per SM of the H100: an estimate from
                                          * the division's latency and throughput, not a tuned value */
constexpr int kMaxSteps = 160; /* a safety net: the tolerances stop far earlier */

template <class R> struct fp;
template <> struct fp<float> {
    static __device__ float ulp() { return FLT_EPSILON; }
    static __device__ float safmin() { return FLT_MIN; }
    static __device__ float huge() { return FLT_MAX; }
};
template <> struct fp<double> {
    static __device__ double ulp() { return DBL_EPSILON; }
    static __device__ double safmin() { return DBL_MIN; }
    static __device__ double huge() { return DBL_MAX; }
};
template <> struct fp<dd_real> { /* core/prec/prec_w.h's TRI_EPS and TRI_SAFMIN */
    static __device__ dd_real ulp() { return 0x1p-106; }
    static __device__ dd_real safmin() { return DBL_MIN * 0x1p53; }
    static __device__ dd_real huge() { return DBL_MAX; }
};

/* lo + i h, never contracted into an FMA: the cut a group counts at and the
 * bound it keeps must be the same number */
__device__ __forceinline__ float cut_at(float lo, float h, int i) { return __fadd_rn(lo, __fmul_rn((float)i, h)); }
__device__ __forceinline__ double cut_at(double lo, double h, int i) { return __dadd_rn(lo, __dmul_rn((double)i, h)); }
__device__ __forceinline__ dd_real cut_at(dd_real lo, dd_real h, int i) { return lo + dd_real(i) * h; }

/* max that lets a NaN win, min and max for the Gershgorin bounds */
struct nan_max_op {
    template <class R> __device__ R operator()(R a, R b) const { return (a != a || a > b) ? a : b; }
};
struct max_op {
    template <class R> __device__ R operator()(R a, R b) const { return a > b ? a : b; }
};
struct min_op {
    template <class R> __device__ R operator()(R a, R b) const { return a < b ? a : b; }
};

/* Reduce over the block; every thread gets the result.  Order-independent
 * operations only (min / max), so the result is deterministic. */
template <class R, class Op> __device__ R block_reduce(R v, R *shared, Op op)
{
    for (int m = 16; m > 0; m >>= 1) v = op(v, __shfl_xor_sync(0xffffffffu, v, m));
    const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
    __syncthreads(); /* shared may still be read from a previous reduction */
    if (lane == 0) shared[warp] = v;
    __syncthreads();
    R r = shared[0];
    for (int k = 1; k < (int)(blockDim.x >> 5); ++k) r = op(r, shared[k]);
    return r;
}

/* Tile t0.. of the scaled matrix into shared memory: ds = 2^sh d,
 * e2s = (2^sh e_{j-1})^2, with e2s = 0 in front of row 0 so that the
 * recurrence needs no special first step (q_{-1} = 1). */
template <class R>
__device__ void load_tile(int64_t n, const R *d, const R *e, int sh, int64_t t0, R *ds, R *e2s)
{
    const int64_t len = n - t0 < kTile ? n - t0 : kTile;
    for (int t = threadIdx.x; t < len; t += blockDim.x) {
        const int64_t j = t0 + t;
        ds[t] = ldexp(d[j], sh);
        const R ej = j > 0 ? ldexp(e[j - 1], sh) : R(0);
        e2s[t] = ej * ej;
    }
}

/* Number of eigenvalues of the scaled T below x (negative guarded pivots).
 * Collective: every thread of the block calls it, each with its own x. */
template <class R>
__device__ int64_t sturm_count(int64_t n, const R *d, const R *e, int sh, R x, R pivmin,
                               bool resident, R *ds, R *e2s)
{
    R q = 1;
    int64_t count = 0;
    for (int64_t t0 = 0; t0 < n; t0 += kTile) {
        if (!resident) {
            __syncthreads(); /* the block is done with the previous tile */
            load_tile(n, d, e, sh, t0, ds, e2s);
            __syncthreads();
        }
        const int len = (int)(n - t0 < kTile ? n - t0 : kTile);
        for (int t = 0; t < len; ++t) {
            q = (ds[t] - x) - e2s[t] / q;
            if (fabs(q) <= pivmin) q = -pivmin;
            count += q < R(0);
        }
    }
    return count;
}

/* kPoints cuts per step, kPoints + 1 a power of two <= 32: a group of kPoints + 1 lanes per
 * eigenvalue, kThreads / (kPoints + 1) eigenvalues per block (a lane idles per group) */
template <class R, int kPoints>
__global__ void __launch_bounds__(kThreads) bisect_kernel(int64_t n, const R *d, const R *e,
                                                          int64_t il, int64_t iu, R *w)
{
    constexpr int kGroups = kThreads / (kPoints + 1);
    __shared__ R ds[kTile], e2s[kTile];
    __shared__ R red[kThreads / 32];
    /* group g of kPoints + 1 lanes: its lane p < kPoints counts at cut p */
    const int p = threadIdx.x % (kPoints + 1), g = threadIdx.x / (kPoints + 1);
    const int64_t k = il + blockIdx.x * (int64_t)kGroups + g; /* the group's eigenvalue */
    const bool mine = k <= iu, writer = mine && p == 0;

    if (n == 1) { /* exact */
        if (writer) w[0] = d[0];
        return;
    }

    /* scale: max(|d|, |e|), NaN winning */
    R amax = 0;
    for (int64_t i = threadIdx.x; i < n; i += kThreads) {
        amax = nan_max_op()(amax, fabs(d[i]));
        if (i < n - 1) amax = nan_max_op()(amax, fabs(e[i]));
    }
    amax = block_reduce(amax, red, nan_max_op());
    if (!(amax <= fp<R>::huge()) || amax == R(0)) { /* NaN / Inf in T, or T = 0 */
        if (writer) w[k - il] = amax == R(0) ? R(0) : R(NAN);
        return;
    }
    const int sh = -ilogb(amax);

    /* Gershgorin interval and pivmin of the scaled matrix */
    R gl = fp<R>::huge(), gu = -fp<R>::huge(), e2max = 0;
    for (int64_t i = threadIdx.x; i < n; i += kThreads) {
        const R di = ldexp(d[i], sh);
        const R el = i > 0 ? fabs(ldexp(e[i - 1], sh)) : R(0);
        const R er = i < n - 1 ? fabs(ldexp(e[i], sh)) : R(0);
        gl = fmin(gl, di - (el + er));
        gu = fmax(gu, di + (el + er));
        e2max = fmax(e2max, er * er);
    }
    gl = block_reduce(gl, red, min_op());
    gu = block_reduce(gu, red, max_op());
    e2max = block_reduce(e2max, red, max_op());
    const R ulp = fp<R>::ulp();
    const R pivmin = fp<R>::safmin() * fmax(R(1), e2max);
    const R tnorm = fmax(fabs(gl), fabs(gu));
    const R widen = R(2.1) * tnorm * ulp * R((double)n) + R(4.2) * pivmin; /* xSTEBZ's fudge */
    const R atol = ulp * tnorm, rtol = 2 * ulp;

    const bool resident = n <= kTile;
    if (resident) {
        load_tile(n, d, e, sh, 0, ds, e2s);
        __syncthreads();
    }
    R lo = gl - widen, hi = gu + widen;
    const unsigned group_mask = (kPoints == 31 ? ~0u : (1u << ((kPoints + 1) & 31)) - 1)
                                << (threadIdx.x & 31 & ~kPoints);
    for (int step = 0; step < kMaxSteps; ++step) {
        /* the cuts lo + (j + 1) h, j < kPoints, h = (hi - lo) / (kPoints + 1)
         * exactly (a power of two); rounding keeps them in order */
        const R h = (hi - lo) * (R(1) / R(kPoints + 1));
        const R first = cut_at(lo, h, 1), last = cut_at(lo, h, kPoints);
        const R tol = fmax(fmax(atol, rtol * fmax(fabs(lo), fabs(hi))), pivmin);
        const bool busy = mine && hi - lo > tol && lo < first && last < hi;
        if (!__syncthreads_or(busy)) break;
        const R x = cut_at(lo, h, p < kPoints ? p + 1 : kPoints); /* the idle lane repeats the last cut */
        const int64_t below = sturm_count(n, d, e, sh, busy ? x : lo, pivmin, resident, ds, e2s);
        /* the first cut with more than k eigenvalues below it bounds the part */
        const unsigned above = __ballot_sync(0xffffffffu, busy && p < kPoints && below > k) & group_mask;
        if (busy) {
            const int j = above ? __ffs(above >> (threadIdx.x & 31 & ~kPoints)) - 1 : kPoints; /* cut index */
            const R cut_hi = cut_at(lo, h, j + 1), cut_lo = cut_at(lo, h, j);
            if (j < kPoints) hi = cut_hi;
            if (j > 0) lo = cut_lo;
        }
    }
    if (writer) w[k - il] = ldexp(R(0.5) * (lo + hi), -sh);
}

template <class R, int kPoints>
void launch_with(cudaStream_t s, int64_t n, const R *d, const R *e, int64_t il, int64_t iu, R *w)
{
    constexpr int64_t groups = kThreads / (kPoints + 1);
    const int64_t blocks = (iu - il + 1 + groups - 1) / groups;
    bisect_kernel<R, kPoints><<<(unsigned)blocks, kThreads, 0, s>>>(n, d, e, il, iu, w);
}

/* the most cuts per step (3, 7, 15 or 31) with k (kPoints + 1) <= kMaxThreads */
int cuts_for(int64_t k)
{
    int points = 31;
    while (points > 3 && k * (points + 1) > kMaxThreads) points = points / 2;
    return points;
}

template <class R>
int launch(cudaStream_t s, int64_t n, const R *d, const R *e, int64_t il, int64_t iu, R *w)
{
    if (n <= 0 || il > iu) return 0;
    switch (cuts_for(iu - il + 1)) {
    case 31: launch_with<R, 31>(s, n, d, e, il, iu, w); break;
    case 15: launch_with<R, 15>(s, n, d, e, il, iu, w); break;
    case 7: launch_with<R, 7>(s, n, d, e, il, iu, w); break;
    default: launch_with<R, 3>(s, n, d, e, il, iu, w); break;
    }
    return (int)cudaGetLastError();
}

} // namespace
} // namespace trident

extern "C" int trident_cuda_tridiag_eigvals_s(cudaStream_t s, int64_t n, const float *d,
                                              const float *e, int64_t il, int64_t iu, float *w)
{
    return trident::launch(s, n, d, e, il, iu, w);
}

extern "C" int trident_cuda_tridiag_eigvals_d(cudaStream_t s, int64_t n, const double *d,
                                              const double *e, int64_t il, int64_t iu, double *w)
{
    return trident::launch(s, n, d, e, il, iu, w);
}

extern "C" int trident_cuda_tridiag_eigvals_w(cudaStream_t s, int64_t n, const trident_dd *d,
                                              const trident_dd *e, int64_t il, int64_t iu, trident_dd *w)
{
    using trident::dd_real;
    return trident::launch(s, n, reinterpret_cast<const dd_real *>(d), reinterpret_cast<const dd_real *>(e), il,
                           iu, reinterpret_cast<dd_real *>(w));
}
