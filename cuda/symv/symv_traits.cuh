/*
 * symv_traits.cuh -- the element-type traits the SYMV/HEMV kernel is written
 * against: one struct per precision (s, d, c, z, w) giving the device type,
 * zero, multiply-add, conjugation and the "half of the diagonal entry" used by
 * the diagonal tiles.  Everything else in cuda/symv/ is written once over these.
 */
#ifndef TRIDENT_SYMV_TRAITS_CUH
#define TRIDENT_SYMV_TRAITS_CUH

#include <cuda_runtime.h>
#include <cuComplex.h>

#include "trident_types.h"
#include "dd/dd_arith.h"

namespace trident {
namespace symv {

#define TRIDENT_SYMV_HD __host__ __device__ __forceinline__

/* Real types: T = float / double. */
template <class R> struct real_traits {
    typedef R T;
    static constexpr bool is_complex = false;
    static constexpr bool has_atomic = true;   /* the opt-in atomicAdd variant */
    static constexpr bool one_launch = true;   /* pass 2 inside pass 1 (symv_kernel.cuh) */
    static TRIDENT_SYMV_HD T zero() { return R(0); }
    static TRIDENT_SYMV_HD T add(T a, T b) { return a + b; }
    static TRIDENT_SYMV_HD T mul(T a, T b) { return a * b; }
    static TRIDENT_SYMV_HD T fma(T a, T b, T c) { return a * b + c; } /* a*b + c */
    /* conj(a) * b + c */
    static TRIDENT_SYMV_HD T cfma(T a, T b, T c) { return a * b + c; }
    static TRIDENT_SYMV_HD T half_diag(T a) { return a * R(0.5); }
    static TRIDENT_SYMV_HD bool is_zero(T a) { return a == R(0); }
    static TRIDENT_SYMV_HD bool is_one(T a) { return a == R(1); }
    static TRIDENT_SYMV_HD T shfl_xor(T v, int m) { return __shfl_xor_sync(0xffffffffu, v, m); }
#ifdef __CUDACC__
    static __device__ __forceinline__ T ldcg(const T *p) { return __ldcg(p); }
    static __device__ __forceinline__ void atomic_add(T *p, T v) { atomicAdd(p, v); }
#endif
};

/* Complex types: T = float2 / double2 with layout {re, im} (the public
 * trident_complex_* types have the same layout). */
template <class R, class C> struct complex_traits {
    typedef C T;
    static constexpr bool is_complex = true;
    static constexpr bool has_atomic = true;
    static constexpr bool one_launch = true;
    static TRIDENT_SYMV_HD T make(R re, R im) { T t; t.x = re; t.y = im; return t; }
    static TRIDENT_SYMV_HD T zero() { return make(R(0), R(0)); }
    static TRIDENT_SYMV_HD T add(T a, T b) { return make(a.x + b.x, a.y + b.y); }
    static TRIDENT_SYMV_HD T mul(T a, T b)
    {
        return make(a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x);
    }
    static TRIDENT_SYMV_HD T fma(T a, T b, T c)
    {
        T r;
        r.x = c.x + a.x * b.x;
        r.x = r.x - a.y * b.y;
        r.y = c.y + a.x * b.y;
        r.y = r.y + a.y * b.x;
        return r;
    }
    static TRIDENT_SYMV_HD T cfma(T a, T b, T c) /* conj(a) * b + c */
    {
        T r;
        r.x = c.x + a.x * b.x;
        r.x = r.x + a.y * b.y;
        r.y = c.y + a.x * b.y;
        r.y = r.y - a.y * b.x;
        return r;
    }
    /* Hermitian: the imaginary part of a diagonal entry is not referenced. */
    static TRIDENT_SYMV_HD T half_diag(T a) { return make(a.x * R(0.5), R(0)); }
    static TRIDENT_SYMV_HD bool is_zero(T a) { return a.x == R(0) && a.y == R(0); }
    static TRIDENT_SYMV_HD bool is_one(T a) { return a.x == R(1) && a.y == R(0); }
#ifdef __CUDACC__
    static __device__ __forceinline__ T shfl_xor(T v, int m)
    {
        return make(__shfl_xor_sync(0xffffffffu, v.x, m), __shfl_xor_sync(0xffffffffu, v.y, m));
    }
    static __device__ __forceinline__ T ldcg(const T *p) { return __ldcg(p); }
    static __device__ __forceinline__ void atomic_add(T *p, T v)
    {
        atomicAdd(&p->x, v.x);
        atomicAdd(&p->y, v.y);
    }
#endif
};

/* Double-double: T = trident_dd (16-byte aligned {hi, lo}), arithmetic from
 * cuda/dd/dd_arith.h.  No atomic variant (no hardware dd atomics). */
struct dd_traits {
    typedef trident_dd T;
    static constexpr bool is_complex = false;
    static constexpr bool has_atomic = false;
    /* two launches: with the one-launch tail compiled in, the dd main loop
     * measured 5-6 points of copy bandwidth slower (register allocation) */
    static constexpr bool one_launch = false;
    static TRIDENT_SYMV_HD T zero() { return trident_dd_zero(); }
    static TRIDENT_SYMV_HD T add(T a, T b) { return trident_dd_add(a, b); }
    static TRIDENT_SYMV_HD T mul(T a, T b) { return trident_dd_mul(a, b); }
    static TRIDENT_SYMV_HD T fma(T a, T b, T c) { return trident_dd_fma(a, b, c); }
    static TRIDENT_SYMV_HD T cfma(T a, T b, T c) { return trident_dd_fma(a, b, c); }
    /* Halving is exact (barring underflow). */
    static TRIDENT_SYMV_HD T half_diag(T a) { return trident_dd_make(a.hi * 0.5, a.lo * 0.5); }
    static TRIDENT_SYMV_HD bool is_zero(T a) { return a.hi == 0.0 && a.lo == 0.0; }
    static TRIDENT_SYMV_HD bool is_one(T a) { return a.hi == 1.0 && a.lo == 0.0; }
#ifdef __CUDACC__
    static __device__ __forceinline__ T shfl_xor(T v, int m)
    {
        return trident_dd_make(__shfl_xor_sync(0xffffffffu, v.hi, m),
                               __shfl_xor_sync(0xffffffffu, v.lo, m));
    }
    static __device__ __forceinline__ T ldcg(const T *p)
    {
        double2 v = __ldcg(reinterpret_cast<const double2 *>(p));
        return trident_dd_make(v.x, v.y);
    }
    static __device__ __forceinline__ void atomic_add(T *, T) {}
#endif
};

typedef real_traits<float> traits_s;
typedef real_traits<double> traits_d;
typedef complex_traits<float, float2> traits_c;
typedef complex_traits<double, double2> traits_z;
typedef dd_traits traits_w;

} /* namespace symv */
} /* namespace trident */

#endif
