/*
 * reflector_by.cuh -- xLARFG for a vector spread over a group of threads (a
 * whole block, or one warp), each thread holding R entries in registers:
 * the accurate norm (rescaled where a plain sum of squares would over- or
 * underflow) and xLARFG's rescaling of a tiny beta, with every sum in a
 * fixed order so that each thread of the group gets the same bits.
 *
 * The group is a policy: over_block<NW> reduces through shared memory with
 * block barriers (sytrd_fused.cuh, where the block's threads share the
 * rows), over_warp by shuffles alone (sytrd_tail.cuh, where every warp
 * makes the same reflector from its own copy of the column).
 */
#ifndef TRIDENT_SYTRD_REFLECTOR_BY_CUH
#define TRIDENT_SYTRD_REFLECTOR_BY_CUH

#include "sytrd/panel_common.cuh"

namespace trident {
namespace fused {

using panel::max_nan;
using panel::norm_range;

/* Sum of s and max (NaN-keeping) of m over the block; every thread gets the
 * same bits (each adds the warps' results in warp order).  red: 2 NW,
 * which no thread may still be reading from an earlier call (the caller
 * sees to that: one barrier between two calls on the same red). */
template <int NW, class R> __device__ void block_sum_max(R &s, R &m, R *red)
{
    for (int o = 16; o > 0; o >>= 1) {
        s += __shfl_xor_sync(0xffffffffu, s, o);
        m = max_nan(m, __shfl_xor_sync(0xffffffffu, m, o));
    }
    if ((threadIdx.x & 31) == 0) red[threadIdx.x >> 5] = s, red[NW + (threadIdx.x >> 5)] = m;
    __syncthreads();
    s = 0, m = 0;
#pragma unroll
    for (int h = 0; h < NW; ++h) s += red[h], m = max_nan(m, red[NW + h]);
}

/* The block of NW warps; red: 4 NW (two areas, one per reduction of a norm) */
template <int NW, class R> struct over_block {
    R *red;
    __device__ __forceinline__ void sum_max(R &s, R &m, int area) const { block_sum_max<NW>(s, m, red + 2 * NW * area); }
    /* every thread is past its reads of red */
    __device__ __forceinline__ void sync() const { __syncthreads(); }
    __device__ __forceinline__ bool any(bool p) const { return __syncthreads_or(p); }
};

/* One warp: xor trees, the same bits in every lane */
template <class R> struct over_warp {
    __device__ __forceinline__ void sum_max(R &s, R &m, int) const
    {
        for (int o = 16; o > 0; o >>= 1) {
            s += __shfl_xor_sync(0xffffffffu, s, o);
            m = max_nan(m, __shfl_xor_sync(0xffffffffu, m, o));
        }
    }
    __device__ __forceinline__ void sync() const {}
    __device__ __forceinline__ bool any(bool p) const { return __any_sync(0xffffffffu, p); }
};

/* ||x||_2 of the entries x[r] with live[r] over the group, accurate
 * (rescaled) when a plain sum of squares would over- or underflow; the
 * same in every thread. */
template <class T, int R, class Group>
__device__ real_t<T> group_norm(const T (&x)[R], const bool (&live)[R], const Group &group)
{
    typedef real_t<T> Re;
    Re ssq = 0, amax = 0;
#pragma unroll
    for (int r = 0; r < R; ++r)
        if (live[r]) {
            ssq += re(x[r]) * re(x[r]) + im(x[r]) * im(x[r]);
            amax = max_nan(amax, fmax(fabs(re(x[r])), fabs(im(x[r]))));
        }
    group.sum_max(ssq, amax, 0);
    if (amax == Re(0) || !isfinite(amax) || (amax >= norm_range<Re>::lo() && amax <= norm_range<Re>::hi()))
        return sqrt(ssq); /* 0, Inf and NaN come out as they should */
    const Re inv = Re(1) / amax;
    Re scaled = 0, unused = 0;
#pragma unroll
    for (int r = 0; r < R; ++r)
        if (live[r]) {
            const Re u = re(x[r]) * inv, w = im(x[r]) * inv;
            scaled += u * u + w * w;
        }
    group.sum_max(scaled, unused, 1);
    return amax * sqrt(scaled);
}

/* sqrt(a^2 + b^2 + c^2) without harmful over- or underflow; the plain
 * formula (much cheaper than two hypot) when it is safe */
template <class R> __device__ __forceinline__ R norm3(R a, R b, R c)
{
    const R m = fmax(fmax(fabs(a), fabs(b)), fabs(c));
    if (m >= norm_range<R>::lo() && m <= norm_range<R>::hi()) return sqrt(a * a + b * b + c * c);
    return hypot(hypot(a, b), c);
}

/* xLARFG on (alpha; x) over the group, x the entries x[r] with live[r], in
 * every thread: returns tau, sets beta and overwrites x with
 * v = x / (alpha - beta) (left unchanged when tau = 0, as xLARFG does).
 * *alpha is read after the norm's reductions: over a block it may be in
 * shared memory, written just before the call. */
template <class T, int R, class Group>
__device__ T group_larfg(const T *alpha_at, T (&x)[R], const bool (&live)[R], real_t<T> &beta, const Group &group)
{
    typedef real_t<T> Re;
    Re xnorm = group_norm(x, live, group);
    const T alpha = *alpha_at;
    Re alphr = re(alpha), alphi = im(alpha);
    if (xnorm == Re(0) && alphi == Re(0)) {
        beta = alphr;
        return make<T>(0, 0);
    }
    beta = -copysign(norm3(alphr, alphi, xnorm), alphr);
    const Re safmin = panel::limits<Re>::safmin(), rsafmn = Re(1) / safmin;
    int knt = 0;
    if (fabs(beta) < safmin) { /* beta may be inaccurate: rescale and recompute (rare) */
        do {
            ++knt;
#pragma unroll
            for (int r = 0; r < R; ++r) x[r] = scale(rsafmn, x[r]);
            beta *= rsafmn, alphi *= rsafmn, alphr *= rsafmn;
        } while (fabs(beta) < safmin && knt < 20);
        group.sync(); /* the first norm's reductions are read until here */
        xnorm = group_norm(x, live, group);
        beta = -copysign(norm3(alphr, alphi, xnorm), alphr);
    }
    const T tau = make<T>((beta - alphr) / beta, -alphi / beta);
    const T s = panel::reciprocal<T>(alphr - beta, alphi);
#pragma unroll
    for (int r = 0; r < R; ++r) x[r] = mul(s, x[r]);
    for (int j = 0; j < knt; ++j) beta *= safmin;
    return tau;
}

/* The reflector's scalars from the plain formulas, where they are safe:
 * ssq, the sum of squares of x over the group (the same in every thread),
 * in [lo^2, hi^2] (no square overflowed, and the squares lost to underflow
 * are below its rounding) and |alpha| <= hi; where ssq is 0, x is zero
 * (then H = I when alpha is real: tau = sv = 0, beta = alpha) or all below
 * the square root of the underflow threshold, which a vote of the group
 * tells apart.  Where the largest |x| is in [lo, hi] the decision is the
 * one group_norm's would be; it differs only near those bounds, and either
 * way is accurate.  Returns false (nothing set) where the plain formulas
 * are not safe: group_larfg then.  Sets beta, tau and sv = 1 / (alpha -
 * beta), v = sv x. */
template <class T, int R, class Group>
__device__ __forceinline__ bool plain_scalars(real_t<T> ssq, T alpha, const T (&x)[R], const Group &group,
                                              real_t<T> &beta, T &tau, T &sv)
{
    typedef real_t<T> Re;
    const Re alphr = re(alpha), alphi = im(alpha);
    const Re lo = norm_range<Re>::lo(), hi = norm_range<Re>::hi();
    const Re alpha_max = max_nan(fabs(alphr), fabs(alphi));
    bool zero_x = false;
    if (ssq == Re(0)) { /* the same in every thread: the group votes together */
        bool mine = false;
#pragma unroll
        for (int r = 0; r < R; ++r) mine = mine || re(x[r]) != Re(0) || im(x[r]) != Re(0);
        zero_x = !group.any(mine);
    }
    const bool plain = zero_x ? alphi == Re(0) || (alpha_max >= lo && alpha_max <= hi)
                              : ssq >= lo * lo && ssq <= hi * hi && alpha_max <= hi;
    if (!plain) return false;
    if (zero_x && alphi == Re(0)) { /* H = I: v = e_1 */
        beta = alphr, tau = sv = make<T>(0, 0);
    } else {
        beta = -copysign(sqrt(alphr * alphr + alphi * alphi + ssq), alphr);
        /* panel::householder_scalars' formulas, written out: through the
         * helper the compiler laid the one-launch kernel out differently,
         * 1-2% slower a solve at n = 512-2048 (bench_sytrd --ours-only,
         * session 33) */
        tau = make<T>((beta - alphr) / beta, -alphi / beta);
        sv = panel::reciprocal<T>(alphr - beta, alphi);
    }
    return true;
}

} // namespace fused
} // namespace trident

#endif
