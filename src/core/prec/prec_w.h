/*
 * prec_w.h -- precision descriptor: double-double (trident_dd, "w").  See
 * prec_names.h.
 *
 * Why it exists: the double-double eigensolver reuses the drivers written
 * for s, d, c, z.  It is not part of instantiate.h's four LAPACK
 * precisions: a file instantiates w itself, and only where the backend has
 * w primitives (today the one-stage tridiagonalization, on the host and
 * CUDA backends).
 *
 * trident_dd is a struct: no C operator or implicit conversion applies to
 * it, so generic code reaches w's scalars only through the TRI_LIT family
 * below and the backend primitives (which do the arithmetic with
 * cuda/dd/dd_arith.h).  This header only defines macros, so it may be
 * included where dd_arith.h is not on the include path.
 */
#include "core/prec/prec_names.h"
#include <float.h>
#define TRI_T trident_dd
#define TRI_R trident_dd
#define TRI_CH w
#define TRI_CHU W  /* upper case, as in cuBLAS-style names */
#define TRI_RCH w
#define TRI_SY sy
#define TRI_OR or
#define TRI_COMPLEX 0
/* u^2 with u = 2^-53: the unit in which dd_arith.h states its operations'
 * error bounds (each within 2u^2 .. 10u^2 relative) and trident_wsymv its
 * accuracy.  A double, as are TRI_SAFMIN: both are powers of two, exact. */
#define TRI_EPS 0x1p-106
/* The smallest magnitude at which a pair keeps its 106 bits: below it the
 * low word is subnormal (DBL_MIN * 2^53 = 2^-969). */
#define TRI_SAFMIN (DBL_MIN * 0x1p53)
/* scalar constants and conversions of generic code (prec_names.h); a
 * double with a zero low word is a normalised pair */
#define TRI_LIT(x) ((trident_dd){.hi = (double)(x), .lo = 0.0})
#define TRI_R_LIT(x) TRI_LIT(x)
/* exact for |i| <= 2^53, which every workspace size is (n*n elements fit in
 * memory, so n < 2^32) */
#define TRI_R_FROM_INT(i) TRI_LIT(i)
#define TRI_TWO_STAGE 0  /* no two-stage reduction in double-double */
