/*
 * panel_common.cuh -- what the panel kernels (cuda/sytrd/) share on the
 * device: block-wide reductions in a fixed order, loads that bypass L1 for
 * data other blocks of the same grid wrote (programmatic dependent launch:
 * common/pdl.cuh).
 */
#ifndef TRIDENT_PANEL_COMMON_CUH
#define TRIDENT_PANEL_COMMON_CUH

#include <cfloat>
#include <cstdint>

#include "common/pdl.cuh"
#include "common/scalar.cuh"

namespace trident {
namespace panel {

constexpr int kMaxNb = 64; /* TRIDENT_SYTRD_MAX_NB */

template <class R> struct limits;
template <> struct limits<float> {
    static __device__ float safmin() { return FLT_MIN / (FLT_EPSILON * 0.5f); }
};
template <> struct limits<double> {
    static __device__ double safmin() { return DBL_MIN / (DBL_EPSILON * 0.5); }
};
/* double-double: the host w reduction's rescaling threshold for xLARFG's
 * beta (host_ops_w.c: TRI_SAFMIN / TRI_EPS of prec_w.h, 2^-969 / 2^-106),
 * so that x / (alpha - beta) keeps its low word out of the subnormals */
template <> struct limits<dd_real> {
    static __device__ dd_real safmin() { return dd_real(0x1p-863); }
};

/* The limits inside which a plain sum of squares of numbers of magnitude
 * <= amax neither overflows nor loses its largest terms to underflow
 * (up to 2^15 terms). */
template <class R> struct norm_range;
template <> struct norm_range<float> {
    static __device__ float lo() { return 0x1p-56f; }
    static __device__ float hi() { return 0x1p+56f; }
};
template <> struct norm_range<double> {
    static __device__ double lo() { return 0x1p-480; }
    static __device__ double hi() { return 0x1p+480; }
};

/* max that keeps a NaN: a NaN anywhere in a norm's input must reach the norm */
template <class R> __device__ __forceinline__ R max_nan(R a, R b)
{
    return (b > a || b != b) ? b : a;
}

/* Sum (or NaN-keeping max) over the block, in a fixed order (a function of
 * blockDim only); the result is returned to every thread.  Every thread of
 * the block must call it.  shared: 32 elements. */
template <class R, bool Max>
__device__ R block_reduce(R v, R *shared)
{
    for (int m = 16; m > 0; m >>= 1) {
        const R o = __shfl_xor_sync(0xffffffffu, v, m);
        v = Max ? max_nan(v, o) : v + o;
    }
    const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
    __syncthreads(); /* shared may still be read from a previous reduction */
    if (lane == 0) shared[warp] = v;
    __syncthreads();
    if (warp == 0) {
        v = lane < (int)(blockDim.x >> 5) ? shared[lane] : R(0);
        for (int m = 16; m > 0; m >>= 1) {
            const R o = __shfl_xor_sync(0xffffffffu, v, m);
            v = Max ? max_nan(v, o) : v + o;
        }
        if (lane == 0) shared[0] = v;
    }
    __syncthreads();
    return shared[0];
}

/* NaN-keeping max over the 32 lanes of a warp by an xor tree, in every lane */
template <class R> __device__ __forceinline__ R warp_max(R v)
{
    for (int m = 16; m > 0; m >>= 1) v = max_nan(v, __shfl_xor_sync(0xffffffffu, v, m));
    return v;
}

/* Sum over the 32 lanes of a warp by an xor tree: a fixed order, the
 * result in every lane. */
template <class R> __device__ __forceinline__ R warp_sum_real(R v)
{
    for (int m = 16; m > 0; m >>= 1) v += __shfl_xor_sync(0xffffffffu, v, m);
    return v;
}
template <class T> __device__ __forceinline__ T warp_sum(T v)
{
    return make<T>(warp_sum_real(re(v)), is_complex_elem<T>::value ? warp_sum_real(im(v)) : im(v));
}

/* shfl applied to v's real part and, for a complex value, its imaginary part */
template <class T, class Shfl> __device__ __forceinline__ T shfl_parts(T v, Shfl shfl)
{
    const real_t<T> r = shfl(re(v));
    if constexpr (is_complex_elem<T>::value)
        return make<T>(r, shfl(im(v)));
    else
        return make<T>(r, 0);
}

/* v of lane ^ o */
template <class T> __device__ __forceinline__ T shfl_xor_elem(T v, int o)
{
    return shfl_parts(v, [o](real_t<T> x) { return __shfl_xor_sync(0xffffffffu, x, o); });
}

/* v of lane src */
template <class T> __device__ __forceinline__ T shfl_elem(T v, int src)
{
    return shfl_parts(v, [src](real_t<T> x) { return __shfl_sync(0xffffffffu, x, src); });
}

/* warp_sum of N values at once: their xor trees interleaved, so that the
 * shuffles of one overlap the latency of another; each result has
 * warp_sum's bits. */
template <int N, class T> __device__ __forceinline__ void warp_sum_n(T (&v)[N])
{
#pragma unroll
    for (int m = 16; m > 0; m >>= 1)
#pragma unroll
        for (int i = 0; i < N; ++i) v[i] = add(v[i], shfl_xor_elem(v[i], m));
}

/* The sums over a warp of G values (G = 1, 2, 4, ...), spread over the
 * lanes: the first log2(G) levels of the xor tree each send half of the
 * values a lane still holds and keep the other half, so that G sums cost
 * G - 1 + 5 - log2(G) shuffles instead of 5 G.  Returns, in every lane, the
 * sum of v[spread_index<G>(lane)]; every lane that returns one index holds
 * the same bits, and the order of the additions is fixed. */
template <int G> __device__ __forceinline__ int spread_index(int lane)
{
    int c = 0;
#pragma unroll
    for (int o = 16, left = G; left > 1; o >>= 1, left >>= 1) c = 2 * c + ((lane & o) ? 1 : 0);
    return c;
}
template <int G, class T> __device__ __forceinline__ T warp_sum_spread(const T (&v)[G])
{
    static_assert(G >= 1 && G <= 32 && (G & (G - 1)) == 0, "G: a power of two up to 32");
    const int lane = threadIdx.x & 31;
    T h[G];
#pragma unroll
    for (int e = 0; e < G; ++e) h[e] = v[e];
    int o = 16;
#pragma unroll
    for (int held = G; held > 1; held >>= 1, o >>= 1) {
        const bool upper = (lane & o) != 0; /* keeps the upper half of what it holds */
#pragma unroll
        for (int e = 0; e < held / 2; ++e) {
            const T send = upper ? h[e] : h[e + held / 2];
            const T keep = upper ? h[e + held / 2] : h[e];
            h[e] = add(keep, shfl_xor_elem(send, o));
        }
    }
    T x = h[0];
    for (; o > 0; o >>= 1) x = add(x, shfl_xor_elem(x, o));
    return x;
}

/* 1 / z for z = dr + i di != 0 (Smith's scaling); 1 / dr for real T */
template <class T> __device__ __forceinline__ T reciprocal(real_t<T> dr, real_t<T> di)
{
    typedef real_t<T> Re;
    if constexpr (is_complex_elem<T>::value) {
        if (fabs(dr) >= fabs(di)) {
            const Re rr = di / dr, den = dr + di * rr;
            return make<T>(Re(1) / den, -rr / den);
        }
        const Re rr = dr / di, den = di + dr * rr;
        return make<T>(rr / den, Re(-1) / den);
    } else {
        return make<T>(Re(1) / dr, 0);
    }
}

/* xLARFG's scalars for alpha = alphr + i alphi and beta (beta != 0,
 * alpha != beta): tau = (beta - alpha) / beta, and the factor
 * scale = 1 / (alpha - beta) that turns x into v */
template <class T>
__device__ __forceinline__ void householder_scalars(real_t<T> alphr, real_t<T> alphi, real_t<T> beta, T &tau,
                                                    T &scale)
{
    tau = make<T>((beta - alphr) / beta, -alphi / beta);
    scale = reciprocal<T>(alphr - beta, alphi);
}

/* The reflector that latrd_column_begin leaves pending for latrd_project
 * (column_begin.cuh): x and alpha hold (alpha - beta) v, and v = s * x
 * with the entry at `unit` set to 1.  One per panel scratch area. */
template <class T> struct pending_reflector {
    T s;
    const T *unit;
};

/* A load from L2 (ld.global.cg): for data that another block of the same
 * grid wrote, which this SM's L1 might hold an older copy of. */
__device__ __forceinline__ float load_cg(const float *p) { return __ldcg(p); }
__device__ __forceinline__ double load_cg(const double *p) { return __ldcg(p); }
__device__ __forceinline__ float2 load_cg(const float2 *p) { return __ldcg(p); }
__device__ __forceinline__ double2 load_cg(const double2 *p) { return __ldcg(p); }
__device__ __forceinline__ dd_real load_cg(const dd_real *p)
{
    const double2 v = __ldcg(reinterpret_cast<const double2 *>(p));
    return trident_dd_make(v.x, v.y);
}

} // namespace panel
} // namespace trident

#endif
