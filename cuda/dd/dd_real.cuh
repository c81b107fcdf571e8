/*
 * dd_real.cuh -- double-double as a C++ value type, so that kernels written
 * once over float, double, float2 and double2 (common/scalar.cuh, the panel
 * kernels of cuda/sytrd/) also instantiate for double-double.
 *
 * dd_real has trident_dd's layout ({hi, lo}, 16-byte aligned): a
 * trident_dd array is passed to such a kernel as a dd_real array.  Its
 * operators and functions are dd_arith.h's:
 *   + -          AccurateDWPlusDW (never the "sloppy" sum)
 *   * /  sqrt    DWTimesDW3, DWDivDW3, SQRTDWtoDW
 *   fma(a, b, c) a b + c by trident_dd_fma (multiply, then accurate add)
 *   < <= == ...  on (hi, lo) in order: exact for normalised pairs
 * and the functions a kernel template calls unqualified on its real type
 * (fabs, fmax, fmin, copysign, hypot, isfinite, sqrt, fma, ldexp, ilogb,
 * the warp shuffle) are
 * overloads found by argument-dependent lookup.  They live in namespace
 * trident::dd, not trident, so that they never hide the CUDA math functions
 * for float and double inside namespace trident.
 */
#ifndef TRIDENT_DD_REAL_CUH
#define TRIDENT_DD_REAL_CUH

#include <cuda_runtime.h>

#include "dd/dd_arith.h"

namespace trident {
namespace dd {

struct alignas(16) dd_real {
    double hi, lo;

    dd_real() = default;
    /* exact: a double (or an int of at most 53 bits) with a zero low word */
    __host__ __device__ constexpr dd_real(double x) : hi(x), lo(0.0) {}
    __host__ __device__ constexpr dd_real(int x) : hi((double)x), lo(0.0) {}
    __host__ __device__ dd_real(trident_dd x) : hi(x.hi), lo(x.lo) {}
    __host__ __device__ trident_dd c() const { return trident_dd_make(hi, lo); }
};

static_assert(sizeof(dd_real) == sizeof(trident_dd) && alignof(dd_real) == 16,
              "dd_real must have trident_dd's layout");

#define TRIDENT_DDR_HD __host__ __device__ __forceinline__

TRIDENT_DDR_HD dd_real operator+(dd_real a, dd_real b) { return trident_dd_add(a.c(), b.c()); }
TRIDENT_DDR_HD dd_real operator-(dd_real a, dd_real b) { return trident_dd_sub(a.c(), b.c()); }
TRIDENT_DDR_HD dd_real operator*(dd_real a, dd_real b) { return trident_dd_mul(a.c(), b.c()); }
TRIDENT_DDR_HD dd_real operator/(dd_real a, dd_real b) { return trident_dd_div(a.c(), b.c()); }
TRIDENT_DDR_HD dd_real operator-(dd_real a) { return trident_dd_neg(a.c()); }
TRIDENT_DDR_HD dd_real &operator+=(dd_real &a, dd_real b) { return a = a + b; }
TRIDENT_DDR_HD dd_real &operator-=(dd_real &a, dd_real b) { return a = a - b; }
TRIDENT_DDR_HD dd_real &operator*=(dd_real &a, dd_real b) { return a = a * b; }

TRIDENT_DDR_HD bool operator==(dd_real a, dd_real b) { return trident_dd_eq(a.c(), b.c()); }
TRIDENT_DDR_HD bool operator!=(dd_real a, dd_real b) { return trident_dd_ne(a.c(), b.c()); }
TRIDENT_DDR_HD bool operator<(dd_real a, dd_real b) { return trident_dd_lt(a.c(), b.c()); }
TRIDENT_DDR_HD bool operator<=(dd_real a, dd_real b) { return trident_dd_le(a.c(), b.c()); }
TRIDENT_DDR_HD bool operator>(dd_real a, dd_real b) { return trident_dd_gt(a.c(), b.c()); }
TRIDENT_DDR_HD bool operator>=(dd_real a, dd_real b) { return trident_dd_ge(a.c(), b.c()); }

TRIDENT_DDR_HD dd_real fabs(dd_real a) { return trident_dd_abs(a.c()); }
TRIDENT_DDR_HD dd_real sqrt(dd_real a) { return trident_dd_sqrt(a.c()); }
TRIDENT_DDR_HD dd_real fma(dd_real a, dd_real b, dd_real c) { return trident_dd_fma(a.c(), b.c(), c.c()); }
/* a non-finite pair has a non-finite high word (dd_arith.h); x - x is 0
 * exactly for finite x and NaN for Inf and NaN (no call of the C macro,
 * which this overload's name would shadow) */
TRIDENT_DDR_HD bool isfinite(dd_real a) { return a.hi - a.hi == 0.0; }
/* C's fmax: a NaN argument yields the other one */
TRIDENT_DDR_HD dd_real fmax(dd_real a, dd_real b) { return (a < b || a != a) ? b : a; }
/* |a| with b's sign (the sign of its high word; a zero pair's is hi's) */
TRIDENT_DDR_HD dd_real copysign(dd_real a, dd_real b)
{
    const dd_real m = fabs(a);
    return signbit(b.hi) ? -m : m;
}
/* C's fmin: a NaN argument yields the other one */
TRIDENT_DDR_HD dd_real fmin(dd_real a, dd_real b) { return (b < a || a != a) ? b : a; }
/* a 2^e: both words scaled, exact while the low word stays normal (the C
 * functions named: an unqualified call here would find these overloads) */
TRIDENT_DDR_HD dd_real ldexp(dd_real a, int e)
{
    dd_real r;
    r.hi = ::ldexp(a.hi, e), r.lo = ::ldexp(a.lo, e);
    return r;
}
/* the exponent of the high word: |a| in [2^k, 2^(k+1)) up to the low word */
TRIDENT_DDR_HD int ilogb(dd_real a) { return ::ilogb(a.hi); }
/* sqrt(a^2 + b^2) without overflow or underflow of the squares: the larger
 * magnitude times sqrt(1 + r^2), r <= 1 the ratio */
TRIDENT_DDR_HD dd_real hypot(dd_real a, dd_real b)
{
    dd_real x = fabs(a), y = fabs(b);
    if (x < y) {
        const dd_real t = x;
        x = y, y = t;
    }
    if (x.hi != x.hi || y.hi != y.hi) return x.hi != x.hi ? x : y;
    if (x.hi == 0.0 || x.hi > DBL_MAX) return x; /* 0, or Inf */
    const dd_real r = y / x;
    return x * sqrt(dd_real(1) + r * r);
}

#undef TRIDENT_DDR_HD

/* the warp shuffle of both words (a kernel template shuffles its real type) */
__device__ __forceinline__ dd_real __shfl_xor_sync(unsigned mask, dd_real v, int lane_mask, int width = 32)
{
    dd_real r;
    r.hi = ::__shfl_xor_sync(mask, v.hi, lane_mask, width);
    r.lo = ::__shfl_xor_sync(mask, v.lo, lane_mask, width);
    return r;
}

} // namespace dd

using dd::dd_real;

} // namespace trident

#endif
