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

/* Runs of multiply-adds (symv_kernel.cuh): a thread adds the CB products of
 * a tile row into its row sum, from zero, by run_fma, and run_end closes the
 * run.  Where one multiply-add is one rounding (s, d, c, z) a run is nothing
 * but fma steps; double-double defers its normalisation to the run's end. */
template <class D, class T> struct fma_runs {
    static TRIDENT_SYMV_HD T run_fma(T a, T b, T c) { return D::fma(a, b, c); }
    static TRIDENT_SYMV_HD T run_end(T c) { return c; }
    static constexpr int max_run = 1 << 30;
};

/* Real types: T = float / double. */
template <class R> struct real_traits : fma_runs<real_traits<R>, R> {
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
template <class R, class C> struct complex_traits : fma_runs<complex_traits<R, C>, C> {
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
    /* two launches: the one-launch tail's sums (8 loads in flight) take the
     * kernel from 58 to 143 registers, too many for its two blocks per SM;
     * with 4 loads (76 registers) it measured no faster (session 31: 68.2
     * against 69.0% of the copy bandwidth at n = 4096, piped) */
    static constexpr bool one_launch = false;
    static TRIDENT_SYMV_HD T zero() { return trident_dd_zero(); }
    static TRIDENT_SYMV_HD T add(T a, T b) { return trident_dd_add(a, b); }
    static TRIDENT_SYMV_HD T mul(T a, T b) { return trident_dd_mul(a, b); }
    static TRIDENT_SYMV_HD T fma(T a, T b, T c) { return trident_dd_fma_dot(a, b, c); }
    static TRIDENT_SYMV_HD T cfma(T a, T b, T c) { return trident_dd_fma_dot(a, b, c); }
    /* The kernel's multiply-adds are steps of dot products (dd_arith.h), so
     * their error need only be bounded by the sum of |a_ij x_j|, as any
     * SYMV's is.  The column sums take trident_dd_fma_dot (18 operations),
     * the row sums trident_dd_fma_run (12) in runs of at most max_run,
     * each closed by a 2Sum; an accurate multiply and add take 29.  Copy
     * bandwidth at n = 4096 / 8192 / 32768 (bench_symv, piped, session 31):
     * 62 / 74 / 81% with the accurate pair, 72 / 84 / 88% with these.
     * Column runs over 4 tiles measured no faster. */
    static TRIDENT_SYMV_HD T run_fma(T a, T b, T c) { return trident_dd_fma_run(a, b, c); }
    static TRIDENT_SYMV_HD T run_end(T c) { return trident_dd_two_sum(c.hi, c.lo); }
    static constexpr int max_run = 8;
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
