/*
 * dd_arith.h -- double-double ("double-word") arithmetic for host (C11, C++17)
 * and device (CUDA) code.
 *
 * A trident_dd (interfaces/trident_types.h) is the unevaluated sum hi + lo of
 * two doubles with hi = RN(hi + lo), i.e. |lo| <= ulp(hi)/2.  Every operation
 * below returns a pair with that property (the last step is always Fast2Sum).
 *
 * Error bounds are relative errors |z - exact| <= B * |exact|, u = 2^-53, and
 * are the proven bounds of the cited algorithms for round-to-nearest-even
 * binary64 WITHOUT underflow or overflow (every intermediate, including the
 * low words and their rounding errors, must stay in the normal range; as a
 * rule of thumb, operands and results of magnitude 2^-900 .. 2^1000).
 * References:
 *
 *   [JMP]  M. Joldes, J.-M. Muller, V. Popescu, "Tight and rigorous error
 *          bounds for basic building blocks of double-word arithmetic",
 *          ACM TOMS 44(2), 2017.  Algorithm numbers below are theirs.
 *   [MR]   J.-M. Muller, L. Rideau, "Formalization of double-word arithmetic,
 *          and comments on [JMP]", ACM TOMS 48(1), 2022 (Coq proofs; improves
 *          the DWTimesDW3 bound of [JMP] from 5u^2 to 4u^2).
 *   [LLMPR] V. Lefevre, N. Louvet, J.-M. Muller, J. Picot, L. Rideau,
 *          "Accurate calculation of Euclidean norms using double-word
 *          arithmetic", ACM TOMS 49(1), 2023 (square root).
 *
 *   operation          function              algorithm             bound
 *   dd + dd, dd - dd   trident_dd_add/sub    AccurateDWPlusDW [6]  3u^2 + 13u^3
 *   dd + d,  dd - d    trident_dd_add_d/sub_d DWPlusFP [4]         2u^2
 *   dd * d             trident_dd_mul_d      DWTimesFP3 [9]        2u^2
 *   dd * dd            trident_dd_mul        DWTimesDW3 [12]       4u^2 [MR]
 *   dd / d             trident_dd_div_d      DWDivFP3 [15]         3u^2
 *   dd / dd            trident_dd_div        DWDivDW3 [18]         9.8u^2
 *   sqrt(dd)           trident_dd_sqrt       SQRTDWtoDW [LLMPR]    25/8 u^2
 *   a*b + c            trident_dd_fma        mul then add          see there
 *   c + a*b, in sums   trident_dd_fma_dot    see there             14u^2|ab| + 4u^2|c|
 *
 * Floating-point contraction.  The error-free transforms are only error-free
 * if every product that is meant to be rounded is rounded before it is added
 * to anything.  A compiler that contracts a*b + c into fma(a, b, c) (GCC's
 * default -ffp-contract=fast, nvcc's default --fmad=true) would silently
 * break them.  This header never relies on the contraction setting:
 *   - in device code every operation is an explicit round-to-nearest
 *     intrinsic (__dadd_rn, __dmul_rn, ...), which nvcc never fuses;
 *   - in host code every rounded product goes through trident_dd_mul_rn(),
 *     which hides the product behind an empty asm statement on GCC-compatible
 *     compilers so it can never be fused with a later addition;
 *   - every intended fused operation is an explicit fma().
 * Value-changing optimisations (-ffast-math, -fassociative-math, x87 excess
 * precision) DO break double-double arithmetic; they are rejected below where
 * they can be detected.
 *
 * NaN and Inf are not handled specially: a non-finite input or an overflow
 * gives a non-finite hi (Inf or NaN, not necessarily the IEEE result).
 */
#ifndef TRIDENT_DD_ARITH_H
#define TRIDENT_DD_ARITH_H

#include <math.h>
#include <float.h>

#include "trident_types.h"

/* Every function is "static inline" and callable from host and device code.
 * Under nvcc, __forceinline__ already carries the inline specifier and a
 * second "inline" is rejected as a duplicate, hence TRIDENT_DD_INLINE. */
#if defined(__CUDACC__)
#  define TRIDENT_DD_HD __host__ __device__ __forceinline__
#  define TRIDENT_DD_INLINE
#else
#  define TRIDENT_DD_HD
#  define TRIDENT_DD_INLINE inline
#endif

#if !defined(__CUDA_ARCH__)
#  if defined(__FAST_MATH__) || defined(__ASSOCIATIVE_MATH__)
#    error "dd_arith.h: double-double arithmetic is incorrect under -ffast-math / -fassociative-math"
#  endif
#  if defined(FLT_EVAL_METHOD) && (FLT_EVAL_METHOD == 1 || FLT_EVAL_METHOD == 2)
#    error "dd_arith.h: double-double arithmetic needs FLT_EVAL_METHOD == 0 (e.g. SSE2, not x87)"
#  endif
#endif

/* ------------------------------------------------------------------------ */
/* Correctly rounded basic operations, never contracted.                    */
/* ------------------------------------------------------------------------ */

/* RN(a + b) */
static TRIDENT_DD_INLINE TRIDENT_DD_HD double trident_dd_add_rn(double a, double b)
{
#if defined(__CUDA_ARCH__)
    return __dadd_rn(a, b);
#else
    return a + b;
#endif
}

/* RN(a - b) */
static TRIDENT_DD_INLINE TRIDENT_DD_HD double trident_dd_sub_rn(double a, double b)
{
#if defined(__CUDA_ARCH__)
    return __dsub_rn(a, b);
#else
    return a - b;
#endif
}

/* RN(a * b), guaranteed not to be fused with a later addition. */
static TRIDENT_DD_INLINE TRIDENT_DD_HD double trident_dd_mul_rn(double a, double b)
{
#if defined(__CUDA_ARCH__)
    return __dmul_rn(a, b);
#else
    double p = a * b;
#  if defined(__GNUC__) || defined(__clang__)
    /* Empty asm: the compiler must assume it changes p, so p is no longer
     * "a product" and cannot be contracted into an FMA by any later use. */
#    if defined(__x86_64__) || (defined(__i386__) && defined(__SSE2_MATH__))
    __asm__("" : "+x"(p));
#    elif defined(__aarch64__)
    __asm__("" : "+w"(p));
#    elif defined(__powerpc__) || defined(__powerpc64__)
    __asm__("" : "+d"(p));
#    else
    __asm__("" : "+m"(p));
#    endif
#  endif
    return p;
#endif
}

/* RN(a / b) */
static TRIDENT_DD_INLINE TRIDENT_DD_HD double trident_dd_div_rn(double a, double b)
{
#if defined(__CUDA_ARCH__)
    return __ddiv_rn(a, b);
#else
    return a / b;
#endif
}

/* RN(sqrt(a)) */
static TRIDENT_DD_INLINE TRIDENT_DD_HD double trident_dd_sqrt_rn(double a)
{
#if defined(__CUDA_ARCH__)
    return __dsqrt_rn(a);
#else
    return sqrt(a);
#endif
}

/* ------------------------------------------------------------------------ */
/* Constructors, conversions, sign, comparisons.                            */
/* ------------------------------------------------------------------------ */

/* The pair (hi, lo) as given; the caller guarantees hi == RN(hi + lo). */
static TRIDENT_DD_INLINE TRIDENT_DD_HD trident_dd trident_dd_make(double hi, double lo)
{
    trident_dd r;
    r.hi = hi;
    r.lo = lo;
    return r;
}

static TRIDENT_DD_INLINE TRIDENT_DD_HD trident_dd trident_dd_zero(void)
{
    return trident_dd_make(0.0, 0.0);
}

static TRIDENT_DD_INLINE TRIDENT_DD_HD trident_dd trident_dd_one(void)
{
    return trident_dd_make(1.0, 0.0);
}

static TRIDENT_DD_INLINE TRIDENT_DD_HD trident_dd trident_dd_from_double(double x)
{
    return trident_dd_make(x, 0.0);
}

/* RN(hi + lo); equals hi for a normalised pair. */
static TRIDENT_DD_INLINE TRIDENT_DD_HD double trident_dd_to_double(trident_dd x)
{
    return trident_dd_add_rn(x.hi, x.lo);
}

static TRIDENT_DD_INLINE TRIDENT_DD_HD trident_dd trident_dd_neg(trident_dd x)
{
    return trident_dd_make(-x.hi, -x.lo);
}

static TRIDENT_DD_INLINE TRIDENT_DD_HD trident_dd trident_dd_abs(trident_dd x)
{
    if (x.hi < 0.0)
        return trident_dd_neg(x);
    if (x.hi == 0.0)
        return trident_dd_zero(); /* abs(-0) = +0 */
    return x;
}

/* Comparisons of normalised pairs (value order; NaN compares false). */
static TRIDENT_DD_INLINE TRIDENT_DD_HD int trident_dd_eq(trident_dd a, trident_dd b)
{
    return a.hi == b.hi && a.lo == b.lo;
}

static TRIDENT_DD_INLINE TRIDENT_DD_HD int trident_dd_ne(trident_dd a, trident_dd b)
{
    return !trident_dd_eq(a, b);
}

static TRIDENT_DD_INLINE TRIDENT_DD_HD int trident_dd_lt(trident_dd a, trident_dd b)
{
    return a.hi < b.hi || (a.hi == b.hi && a.lo < b.lo);
}

static TRIDENT_DD_INLINE TRIDENT_DD_HD int trident_dd_le(trident_dd a, trident_dd b)
{
    return a.hi < b.hi || (a.hi == b.hi && a.lo <= b.lo);
}

static TRIDENT_DD_INLINE TRIDENT_DD_HD int trident_dd_gt(trident_dd a, trident_dd b)
{
    return trident_dd_lt(b, a);
}

static TRIDENT_DD_INLINE TRIDENT_DD_HD int trident_dd_ge(trident_dd a, trident_dd b)
{
    return trident_dd_le(b, a);
}

/* ------------------------------------------------------------------------ */
/* Error-free transforms (exact barring overflow / underflow).              */
/* ------------------------------------------------------------------------ */

/* 2Sum (Knuth, Moller): hi + lo == a + b exactly, hi = RN(a + b); any a, b. */
static TRIDENT_DD_INLINE TRIDENT_DD_HD trident_dd trident_dd_two_sum(double a, double b)
{
    double s  = trident_dd_add_rn(a, b);
    double ap = trident_dd_sub_rn(s, b);
    double bp = trident_dd_sub_rn(s, ap);
    double da = trident_dd_sub_rn(a, ap);
    double db = trident_dd_sub_rn(b, bp);
    return trident_dd_make(s, trident_dd_add_rn(da, db));
}

/* Fast2Sum (Dekker): hi + lo == a + b exactly, hi = RN(a + b);
 * requires |a| >= |b| (or a == 0, or exponent(a) >= exponent(b)). */
static TRIDENT_DD_INLINE TRIDENT_DD_HD trident_dd trident_dd_fast_two_sum(double a, double b)
{
    double s = trident_dd_add_rn(a, b);
    double z = trident_dd_sub_rn(s, a);
    return trident_dd_make(s, trident_dd_sub_rn(b, z));
}

/* Fast2Mult with FMA: hi + lo == a * b exactly, hi = RN(a * b);
 * requires exponent(a) + exponent(b) >= -1022 + 52 (no underflow of lo). */
static TRIDENT_DD_INLINE TRIDENT_DD_HD trident_dd trident_dd_two_prod(double a, double b)
{
    double p = trident_dd_mul_rn(a, b);
    return trident_dd_make(p, fma(a, b, -p));
}

/* ------------------------------------------------------------------------ */
/* Addition and subtraction.                                                */
/* ------------------------------------------------------------------------ */

/* DWPlusFP [JMP Alg. 4]: x + y, relative error <= 2u^2. */
static TRIDENT_DD_INLINE TRIDENT_DD_HD trident_dd trident_dd_add_d(trident_dd x, double y)
{
    trident_dd s = trident_dd_two_sum(x.hi, y);
    double v = trident_dd_add_rn(x.lo, s.lo);
    return trident_dd_fast_two_sum(s.hi, v);
}

/* x - y via DWPlusFP, relative error <= 2u^2. */
static TRIDENT_DD_INLINE TRIDENT_DD_HD trident_dd trident_dd_sub_d(trident_dd x, double y)
{
    return trident_dd_add_d(x, -y);
}

/* AccurateDWPlusDW [JMP Alg. 6]: x + y, relative error <= 3u^2 + 13u^3,
 * also under cancellation (unlike the "sloppy" Alg. 5). */
static TRIDENT_DD_INLINE TRIDENT_DD_HD trident_dd trident_dd_add(trident_dd x, trident_dd y)
{
    trident_dd s = trident_dd_two_sum(x.hi, y.hi);
    trident_dd t = trident_dd_two_sum(x.lo, y.lo);
    double c = trident_dd_add_rn(s.lo, t.hi);
    trident_dd v = trident_dd_fast_two_sum(s.hi, c);
    double w = trident_dd_add_rn(t.lo, v.lo);
    return trident_dd_fast_two_sum(v.hi, w);
}

/* x - y via AccurateDWPlusDW, relative error <= 3u^2 + 13u^3; x - x = +0 + 0. */
static TRIDENT_DD_INLINE TRIDENT_DD_HD trident_dd trident_dd_sub(trident_dd x, trident_dd y)
{
    return trident_dd_add(x, trident_dd_neg(y));
}

/* ------------------------------------------------------------------------ */
/* Multiplication.                                                          */
/* ------------------------------------------------------------------------ */

/* DWTimesFP3 [JMP Alg. 9]: x * y, relative error <= 2u^2. */
static TRIDENT_DD_INLINE TRIDENT_DD_HD trident_dd trident_dd_mul_d(trident_dd x, double y)
{
    trident_dd c = trident_dd_two_prod(x.hi, y);
    double cl3 = fma(x.lo, y, c.lo);
    return trident_dd_fast_two_sum(c.hi, cl3);
}

/* DWTimesDW3 [JMP Alg. 12]: x * y, relative error <= 4u^2 ([MR]; [JMP]
 * proved 5u^2). */
static TRIDENT_DD_INLINE TRIDENT_DD_HD trident_dd trident_dd_mul(trident_dd x, trident_dd y)
{
    trident_dd c = trident_dd_two_prod(x.hi, y.hi);
    double tl0 = trident_dd_mul_rn(x.lo, y.lo);
    double tl1 = fma(x.hi, y.lo, tl0);
    double cl2 = fma(x.lo, y.hi, tl1);
    double cl3 = trident_dd_add_rn(c.lo, cl2);
    return trident_dd_fast_two_sum(c.hi, cl3);
}

/* a * b + c: DWTimesDW3 then AccurateDWPlusDW.  Not a fused operation; the
 * error is bounded by 4u^2 |a b| + (3u^2 + 13u^3) (|a b + c| + 4u^2 |a b|),
 * i.e. relative error ~7u^2 when a b and c do not cancel. */
static TRIDENT_DD_INLINE TRIDENT_DD_HD trident_dd trident_dd_fma(trident_dd a, trident_dd b, trident_dd c)
{
    return trident_dd_add(trident_dd_mul(a, b), c);
}

/* c + a * b as the first part of a dot-product step (trident_dd_fma_dot):
 * an UNNORMALISED pair.  The product is kept unevaluated: ph + pl with
 * ph = RN(a.hi b.hi) and pl the two cross terms added into its exact error
 * by FMA (a.lo b.lo, below u^2 |a b|, is dropped: 6u^2 |ab| in all).  ph
 * joins c.hi by 2Sum (exact), and the low parts are added in double (at
 * most 7u^2 |ab| + 3u^2 |c| for a normalised c).  A short run of these
 * steps may be closed by one trident_dd_two_sum(r.hi, r.lo): the low word
 * grows with the run and so does its rounding error, so keep runs short
 * (the SYMV kernel's are at most 8 steps). */
static TRIDENT_DD_INLINE TRIDENT_DD_HD trident_dd trident_dd_fma_run(trident_dd a, trident_dd b, trident_dd c)
{
    trident_dd p = trident_dd_two_prod(a.hi, b.hi);
    double pl = fma(a.hi, b.lo, p.lo);
    pl = fma(a.lo, b.hi, pl);
    trident_dd s = trident_dd_two_sum(c.hi, p.hi);
    return trident_dd_make(s.hi, trident_dd_add_rn(trident_dd_add_rn(c.lo, pl), s.lo));
}

/* c + a * b as one step of a dot product: 18 operations against
 * trident_dd_fma's 29, with an error bounded in absolute terms,
 *     |z - (a b + c)| <= 14u^2 |a b| + 4u^2 |c|,
 * not relative to |a b + c| (under cancellation the relative error can be
 * large, as for any summation).  Summed over a dot product of N terms the
 * steps give at most (14 + 4N) u^2 sum |a_k b_k|, the same order as
 * trident_dd_fma's (4 + 3N) u^2 sum |a_k b_k|: this is the bound a dot
 * product or a matrix-vector product is judged by.  trident_dd_fma_run,
 * then a 2Sum (exact whatever the magnitudes) that normalises the pair. */
static TRIDENT_DD_INLINE TRIDENT_DD_HD trident_dd trident_dd_fma_dot(trident_dd a, trident_dd b, trident_dd c)
{
    trident_dd r = trident_dd_fma_run(a, b, c);
    return trident_dd_two_sum(r.hi, r.lo);
}

/* ------------------------------------------------------------------------ */
/* Division and square root.                                                */
/* ------------------------------------------------------------------------ */

/* DWDivFP3 [JMP Alg. 15]: x / y, relative error <= 3u^2. */
static TRIDENT_DD_INLINE TRIDENT_DD_HD trident_dd trident_dd_div_d(trident_dd x, double y)
{
    double th = trident_dd_div_rn(x.hi, y);
    trident_dd p = trident_dd_two_prod(th, y);
    double dh = trident_dd_sub_rn(x.hi, p.hi); /* exact */
    double dt = trident_dd_sub_rn(dh, p.lo);
    double d  = trident_dd_add_rn(dt, x.lo);
    double tl = trident_dd_div_rn(d, y);
    return trident_dd_fast_two_sum(th, tl);
}

/* DWDivDW3 [JMP Alg. 18]: x / y, relative error <= 9.8u^2.  One Newton step
 * on 1/y.hi in double-double (DWTimesFP3, DWPlusFP), then DWTimesDW3. */
static TRIDENT_DD_INLINE TRIDENT_DD_HD trident_dd trident_dd_div(trident_dd x, trident_dd y)
{
    double th = trident_dd_div_rn(1.0, y.hi);
    double rh = fma(-y.hi, th, 1.0);                 /* exact */
    double rl = -trident_dd_mul_rn(y.lo, th);
    trident_dd e = trident_dd_fast_two_sum(rh, rl);
    trident_dd d = trident_dd_mul_d(e, th);
    trident_dd m = trident_dd_add_d(d, th);          /* ~ 1 / y */
    return trident_dd_mul(x, m);
}

/* SQRTDWtoDW [LLMPR]: sqrt(x), relative error <= 25/8 u^2.
 * sqrt(+-0) = +-0; x < 0 or NaN gives NaN; sqrt(+Inf) = +Inf. */
static TRIDENT_DD_INLINE TRIDENT_DD_HD trident_dd trident_dd_sqrt(trident_dd x)
{
    if (!(x.hi > 0.0 && x.hi <= DBL_MAX))
        return trident_dd_make(trident_dd_sqrt_rn(x.hi), 0.0);
    double sh   = trident_dd_sqrt_rn(x.hi);
    double rho1 = fma(-sh, sh, x.hi);                /* exact */
    double rho2 = trident_dd_add_rn(x.lo, rho1);
    double sl   = trident_dd_div_rn(rho2, trident_dd_add_rn(sh, sh));
    return trident_dd_fast_two_sum(sh, sl);
}

#endif /* TRIDENT_DD_ARITH_H */
