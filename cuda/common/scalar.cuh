/*
 * scalar.cuh -- element arithmetic for kernels written once over float,
 * double, float2 (complex float), double2 (complex double) and dd_real
 * (double-double, dd/dd_real.cuh: a real type whose operators are
 * dd_arith.h's).  Overloads, not traits, because these kernels only need a
 * handful of operations.
 */
#ifndef TRIDENT_CUDA_SCALAR_CUH
#define TRIDENT_CUDA_SCALAR_CUH

#include <cuda_runtime.h>

#include "dd/dd_real.cuh"

namespace trident {

template <class T> struct real_of { typedef T type; };
template <> struct real_of<float2> { typedef float type; };
template <> struct real_of<double2> { typedef double type; };
template <class T> using real_t = typename real_of<T>::type;

template <class T> struct is_complex_elem { static constexpr bool value = false; };
template <> struct is_complex_elem<float2> { static constexpr bool value = true; };
template <> struct is_complex_elem<double2> { static constexpr bool value = true; };

#define TRIDENT_HD __host__ __device__ __forceinline__

TRIDENT_HD float re(float a) { return a; }
TRIDENT_HD double re(double a) { return a; }
TRIDENT_HD float re(float2 a) { return a.x; }
TRIDENT_HD double re(double2 a) { return a.x; }
TRIDENT_HD dd_real re(dd_real a) { return a; }
TRIDENT_HD float im(float) { return 0.0f; }
TRIDENT_HD double im(double) { return 0.0; }
TRIDENT_HD float im(float2 a) { return a.y; }
TRIDENT_HD double im(double2 a) { return a.y; }
TRIDENT_HD dd_real im(dd_real) { return dd_real(0.0); }

template <class T> TRIDENT_HD T make(real_t<T> r, real_t<T> i);
template <> TRIDENT_HD float make<float>(float r, float) { return r; }
template <> TRIDENT_HD double make<double>(double r, double) { return r; }
template <> TRIDENT_HD float2 make<float2>(float r, float i) { return make_float2(r, i); }
template <> TRIDENT_HD double2 make<double2>(double r, double i) { return make_double2(r, i); }
template <> TRIDENT_HD dd_real make<dd_real>(dd_real r, dd_real) { return r; }

template <class T> TRIDENT_HD T conj_(T a) { return make<T>(re(a), -im(a)); }
template <class T> TRIDENT_HD T add(T a, T b) { return make<T>(re(a) + re(b), im(a) + im(b)); }
template <class T> TRIDENT_HD T sub(T a, T b) { return make<T>(re(a) - re(b), im(a) - im(b)); }
template <class T> TRIDENT_HD T mul(T a, T b)
{
    if constexpr (is_complex_elem<T>::value)
        return make<T>(re(a) * re(b) - im(a) * im(b), re(a) * im(b) + im(a) * re(b));
    else
        return a * b;
}
/* conj(a) * b */
template <class T> TRIDENT_HD T cmul(T a, T b) { return mul(conj_(a), b); }
template <class T> TRIDENT_HD T scale(real_t<T> s, T a) { return make<T>(s * re(a), s * im(a)); }

/* The multiply-adds of compute-bound loops, written as fused multiply-adds
 * of the real parts.  add(c, mul(a, b)) rounds the complex product before
 * the sum, and the compiler may not fuse across that rounding: 6 floating
 * instructions per complex multiply-add instead of 4 (ncu on the bulge
 * chase's back-transformation, complex double: 25 G fused against 51 G
 * unfused FP64 instructions).  For real types these are one fma, as the
 * compiler contracts add(c, mul(a, b)) to anyway. */
template <class R> TRIDENT_HD R fma_real(R a, R b, R c)
{
    if constexpr (sizeof(R) == sizeof(float))
        return fmaf(a, b, c);
    else
        return fma(a, b, c);
}
/* c + a b */
template <class T> TRIDENT_HD T madd(T c, T a, T b)
{
    if constexpr (is_complex_elem<T>::value)
        return make<T>(fma_real(re(a), re(b), fma_real(-im(a), im(b), re(c))),
                       fma_real(re(a), im(b), fma_real(im(a), re(b), im(c))));
    else
        return fma_real(a, b, c);
}
/* c + conj(a) b */
template <class T> TRIDENT_HD T cmadd(T c, T a, T b) { return madd(c, conj_(a), b); }
/* c - a b */
template <class T> TRIDENT_HD T msub(T c, T a, T b) { return madd(c, make<T>(-re(a), -im(a)), b); }

/* a load the compiler may not cache (data written by other blocks) */
template <class T> __device__ __forceinline__ T load_volatile(const T *p)
{
    if constexpr (is_complex_elem<T>::value) {
        const volatile real_t<T> *q = reinterpret_cast<const volatile real_t<T> *>(p);
        return make<T>(q[0], q[1]);
    } else {
        return *reinterpret_cast<const volatile T *>(p);
    }
}

} // namespace trident

#endif
