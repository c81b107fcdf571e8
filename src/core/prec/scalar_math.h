/*
 * scalar_math.h -- type-generic scalar helpers for host code written once for
 * float, double, float _Complex and double _Complex.  C11 _Generic selects
 * the function of the argument's own type, so no precision is widened.
 */
#ifndef TRIDENT_SCALAR_MATH_H
#define TRIDENT_SCALAR_MATH_H

#include <complex.h>
#include <math.h>

static inline float tri_real_s(float x) { return x; }
static inline double tri_real_d(double x) { return x; }
static inline float tri_real_c(float _Complex x) { return crealf(x); }
static inline double tri_real_z(double _Complex x) { return creal(x); }

static inline float tri_imag_s(float x) { (void)x; return 0.0f; }
static inline double tri_imag_d(double x) { (void)x; return 0.0; }
static inline float tri_imag_c(float _Complex x) { return cimagf(x); }
static inline double tri_imag_z(double _Complex x) { return cimag(x); }

static inline float tri_conj_s(float x) { return x; }
static inline double tri_conj_d(double x) { return x; }
static inline float _Complex tri_conj_c(float _Complex x) { return conjf(x); }
static inline double _Complex tri_conj_z(double _Complex x) { return conj(x); }

static inline float tri_abs_s(float x) { return fabsf(x); }
static inline double tri_abs_d(double x) { return fabs(x); }
static inline float tri_abs_c(float _Complex x) { return cabsf(x); }
static inline double tri_abs_z(double _Complex x) { return cabs(x); }

#define TRI_SELECT(prefix, x) _Generic((x), float: prefix##_s, double: prefix##_d, \
    float _Complex: prefix##_c, double _Complex: prefix##_z)

#define tri_real(x) TRI_SELECT(tri_real, x)(x)
#define tri_imag(x) TRI_SELECT(tri_imag, x)(x)
#define tri_conj(x) TRI_SELECT(tri_conj, x)(x)
#define tri_abs(x) TRI_SELECT(tri_abs, x)(x)

/* Real-argument helpers */
#define tri_hypot(a, b) _Generic((a), float: hypotf, double: hypot)(a, b)
#define tri_sqrt(x) _Generic((x), float: sqrtf, double: sqrt)(x)
#define tri_fabs(x) _Generic((x), float: fabsf, double: fabs)(x)
#define tri_copysign(x, y) _Generic((x), float: copysignf, double: copysign)(x, y)

#endif
