/*
 * trident_types.h -- scalar and integer types of the Trident public interface.
 *
 * Integers: trident_int is the integer of the LAPACK-compatible layer (LP64:
 * 32-bit, the default of every system LAPACK).  Everything below that layer
 * indexes with int64_t / size_t, so n * lda may exceed 2^31.
 *
 * Complex: like LAPACKE, the complex element types are macros that a caller
 * may define before including any Trident header (for example to a struct of
 * its own with the same layout).  By default they are C99 _Complex in C and
 * std::complex in C++; all have the layout {re, im}.
 *
 * Double-double: trident_dd is an unevaluated sum hi + lo with |lo| <= ulp(hi)/2,
 * giving about 106 bits of significand.  It is 16-byte aligned so that one
 * element moves in a single 16-byte load on the GPU.
 */
#ifndef TRIDENT_TYPES_H
#define TRIDENT_TYPES_H

#include <stdint.h>
#include <stddef.h>

#ifdef __cplusplus
#  include <complex>
#else
#  include <complex.h>
#endif

#include "trident_config.h" /* TRIDENT_ILP64: the width this Trident was built with */

#ifdef TRIDENT_ILP64
typedef int64_t trident_int;
#else
typedef int32_t trident_int;
#endif

#ifndef trident_complex_float
#  ifdef __cplusplus
#    define trident_complex_float std::complex<float>
#  else
#    define trident_complex_float float _Complex
#  endif
#endif

#ifndef trident_complex_double
#  ifdef __cplusplus
#    define trident_complex_double std::complex<double>
#  else
#    define trident_complex_double double _Complex
#  endif
#endif

#if defined(__CUDACC__)
#  define TRIDENT_ALIGN16 __align__(16)
#elif defined(__cplusplus)
#  define TRIDENT_ALIGN16 alignas(16)
#else
#  define TRIDENT_ALIGN16 _Alignas(16)
#endif

/* Double-double number: value = hi + lo, hi = fl(hi + lo). */
typedef struct trident_dd {
    TRIDENT_ALIGN16 double hi;
    double lo;
} trident_dd;

#endif /* TRIDENT_TYPES_H */
