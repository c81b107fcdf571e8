/*
 * test_dd_mpfr.c -- checks cuda/dd/dd_arith.h against MPFR.
 *
 * For every operation: random inputs (fixed seed, mixed signs, exponents over
 * a wide range, special significand patterns, near-cancellation for sums),
 * an MPFR reference, and the assertion
 *
 *     |z.hi + z.lo - exact| <= B * |exact|
 *
 * with B the published bound of the algorithm (no extra slack), evaluated in
 * MPFR.  The error-free transforms must be exact.  Every result pair must be
 * normalised: z.hi + z.lo == z.hi in double.  Sums and products of the test
 * inputs are exact at the working precision (inputs are generated with
 * bounded exponent spreads), so the comparison is exact except for division
 * and square root, whose 1024-bit references are off by at most 2^-1024
 * relative.
 *
 * Usage: test_dd_mpfr [samples-per-operation]   (default 200000)
 * Exit status: 0 pass, 1 any violation.
 */
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>
#include <math.h>

#include <mpfr.h>

#include "dd/dd_arith.h"

#define PREC      1024   /* reference precision (bits) */
#define PREC_EXACT 2200  /* wide enough for the exact sum of any two doubles */

/* ------------------------------------------------------------------------ */
/* Random inputs                                                            */
/* ------------------------------------------------------------------------ */

static uint64_t rng_state = 0x5d1c0ffee2024ULL;

static uint64_t rnd64(void) /* splitmix64 */
{
    uint64_t z = (rng_state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

static int rnd_int(int lo, int hi) /* uniform in [lo, hi] */
{
    return lo + (int)(rnd64() % (uint64_t)(hi - lo + 1));
}

static double rnd_sign(void) { return (rnd64() & 1) ? -1.0 : 1.0; }

/* Significand in [1, 2): uniform, or one of the bit patterns that tend to
 * produce worst cases (near a power of two, all ones, sparse, one run). */
static double rnd_mant(void)
{
    const uint64_t m52 = (1ULL << 52) - 1;
    uint64_t f;
    switch (rnd64() % 8) {
    case 4: f = rnd64() % 1024; break;
    case 5: f = m52 - rnd64() % 1024; break;
    case 6: f = (1ULL << (rnd64() % 52)) | (1ULL << (rnd64() % 52)) | (1ULL << (rnd64() % 52)); break;
    case 7: { int a = rnd_int(1, 52), b = rnd_int(0, 52 - a);
              f = (((1ULL << a) - 1) << b) & m52; break; }
    default: f = rnd64() & m52; break;
    }
    return 1.0 + (double)f * 0x1p-52;
}

/* exponent e with |x| in [2^e, 2^(e+1)) */
static int expo(double x)
{
    int e;
    frexp(x, &e);
    return e - 1;
}

static double ulp(double x) { return ldexp(1.0, expo(x) - 52); }

static double rnd_double(int emin, int emax)
{
    return rnd_sign() * ldexp(rnd_mant(), rnd_int(emin, emax));
}

/* Normalise hi + lo with plain Fast2Sum (|hi| >= |lo|), independent of the
 * header under test. */
static trident_dd norm(double hi, double lo)
{
    trident_dd r;
    double s = hi + lo;
    r.lo = lo - (s - hi);
    r.hi = s;
    return r;
}

/* Random low word for a given high word: zero, a tie, or a value of
 * magnitude up to ~ulp(hi), occasionally far below it. */
static double rnd_lo(double hi)
{
    unsigned r = (unsigned)(rnd64() % 16);
    if (hi == 0.0 || r == 0)
        return 0.0;
    if (r == 1)
        return rnd_sign() * 0.5 * ulp(hi);
    int k = r < 13 ? rnd_int(0, 8) : rnd_int(9, 120);
    return rnd_sign() * ldexp(rnd_mant(), expo(hi) - 53 - k);
}

static trident_dd rnd_dd(int emin, int emax)
{
    double hi = rnd_double(emin, emax);
    return norm(hi, rnd_lo(hi));
}

/* ------------------------------------------------------------------------ */
/* MPFR helpers and statistics                                              */
/* ------------------------------------------------------------------------ */

static mpfr_t X, Y, Z, R, T, W, AB;  /* PREC */
static mpfr_t EX1, EX2;              /* PREC_EXACT */
static mpfr_t B_ADD, B_ADD_D, B_MUL_D, B_MUL, B_DIV_D, B_DIV, B_SQRT;

static long g_fail = 0;

static void set_dd(mpfr_t r, trident_dd x)
{
    mpfr_set_d(r, x.hi, MPFR_RNDN);
    mpfr_add_d(r, r, x.lo, MPFR_RNDN);
}

typedef struct {
    const char *name;
    const char *bound_text;
    long n, fails, shown;
    double max_u2; /* max relative error in units of u^2 */
} stat_t;

static void report_fail(stat_t *s, const char *what, trident_dd x, trident_dd y, trident_dd z)
{
    s->fails++;
    g_fail++;
    if (s->shown++ < 5)
        printf("  FAIL %s: %s\n    x = (%a, %a)\n    y = (%a, %a)\n    z = (%a, %a)\n",
               s->name, what, x.hi, x.lo, y.hi, y.lo, z.hi, z.lo);
}

static int normalised(trident_dd z)
{
    return z.hi + z.lo == z.hi; /* false for NaN */
}

/* Check z against the reference value in R with relative bound B (u^2 units). */
static void check_rel(stat_t *s, mpfr_t B, trident_dd x, trident_dd y, trident_dd z)
{
    s->n++;
    if (!normalised(z)) {
        report_fail(s, "result not normalised (hi != hi + lo)", x, y, z);
        return;
    }
    if (mpfr_zero_p(R)) {
        if (z.hi != 0.0 || z.lo != 0.0)
            report_fail(s, "exact result is 0 but z != 0", x, y, z);
        return;
    }
    set_dd(T, z);
    mpfr_sub(T, T, R, MPFR_RNDN);
    mpfr_abs(T, T, MPFR_RNDN);             /* |error| */
    mpfr_abs(W, R, MPFR_RNDN);
    mpfr_mul(W, W, B, MPFR_RNDU);
    mpfr_mul_2si(W, W, -106, MPFR_RNDU);   /* B u^2 |exact| */
    if (mpfr_cmp(T, W) > 0)
        report_fail(s, "relative error above the proven bound", x, y, z);
    mpfr_div(T, T, R, MPFR_RNDN);
    mpfr_abs(T, T, MPFR_RNDN);
    mpfr_mul_2si(T, T, 106, MPFR_RNDN);
    double e = mpfr_get_d(T, MPFR_RNDU);
    if (e > s->max_u2)
        s->max_u2 = e;
}

static void print_stat(const stat_t *s)
{
    printf("%-28s %8ld  max %-14.11f  bound %-22s %s\n", s->name, s->n, s->max_u2,
           s->bound_text, s->fails ? "FAIL" : "ok");
}

/* ------------------------------------------------------------------------ */
/* Error-free transforms                                                    */
/* ------------------------------------------------------------------------ */

static void check_exact(stat_t *s, double a, double b, trident_dd z, int is_prod)
{
    trident_dd x = trident_dd_from_double(a), y = trident_dd_from_double(b);
    s->n++;
    if (!normalised(z)) {
        report_fail(s, "result not normalised", x, y, z);
        return;
    }
    mpfr_set_d(EX1, a, MPFR_RNDN);
    if (is_prod)
        mpfr_mul_d(EX1, EX1, b, MPFR_RNDN);   /* exact: 106 bits */
    else
        mpfr_add_d(EX1, EX1, b, MPFR_RNDN);   /* exact at PREC_EXACT */
    mpfr_set_d(EX2, z.hi, MPFR_RNDN);
    mpfr_add_d(EX2, EX2, z.lo, MPFR_RNDN);
    if (!mpfr_equal_p(EX1, EX2))
        report_fail(s, "not error-free", x, y, z);
}

static void test_eft(long n)
{
    stat_t s2 = { "two_sum", "exact", 0, 0, 0, 0.0 };
    stat_t sf = { "fast_two_sum", "exact", 0, 0, 0, 0.0 };
    stat_t sp = { "two_prod", "exact", 0, 0, 0, 0.0 };
    for (long i = 0; i < n; i++) {
        double a = rnd_double(-950, 950), b;
        switch (i % 4) {
        case 0: b = rnd_double(-950, 950); break;
        case 1: b = rnd_double(expo(a) - 60, expo(a) + 60); break;
        case 2: b = -(a + rnd_int(-8, 8) * ulp(a)); break;       /* cancellation */
        default: b = -a; break;
        }
        check_exact(&s2, a, b, trident_dd_two_sum(a, b), 0);
        check_exact(&s2, b, a, trident_dd_two_sum(b, a), 0);
        if (fabs(a) >= fabs(b))
            check_exact(&sf, a, b, trident_dd_fast_two_sum(a, b), 0);
        else
            check_exact(&sf, b, a, trident_dd_fast_two_sum(b, a), 0);

        double c = rnd_double(-480, 480), d = rnd_double(-480, 480);
        check_exact(&sp, c, d, trident_dd_two_prod(c, d), 1);
    }
    print_stat(&s2);
    print_stat(&sf);
    print_stat(&sp);
}

/* ------------------------------------------------------------------------ */
/* Addition / subtraction                                                   */
/* ------------------------------------------------------------------------ */

/* y for x + y: independent, or nearly -x in several ways. */
static trident_dd gen_addend(long i, trident_dd x)
{
    int ex = expo(x.hi);
    double h;
    switch (i % 6) {
    case 0:
    case 1:
        return rnd_dd(ex - 120, ex + 120);
    case 2: /* hi words differ by a few ulps, independent lo */
        h = -(x.hi + rnd_int(-4, 4) * ulp(x.hi));
        return norm(h, rnd_lo(h));
    case 3: /* -x.hi, independent lo */
        return norm(-x.hi, rnd_lo(x.hi));
    case 4: { /* -x with a perturbed lo */
        double l = -x.lo;
        int el = x.lo != 0.0 ? expo(x.lo) : ex - 53;
        l += rnd_sign() * ldexp(rnd_mant(), el - rnd_int(1, 60));
        return norm(-x.hi, l);
    }
    default:
        if (rnd64() % 8 == 0)
            return trident_dd_neg(x); /* exact zero */
        return rnd_dd(ex - 2, ex + 2);
    }
}

static void test_add(long n)
{
    stat_t sa = { "add (dd+dd, Alg.6)", "3+13u", 0, 0, 0, 0.0 };
    stat_t ss = { "sub (dd-dd, Alg.6)", "3+13u", 0, 0, 0, 0.0 };
    stat_t sd = { "add_d (dd+d, Alg.4)", "2", 0, 0, 0, 0.0 };
    stat_t sm = { "sub_d (dd-d, Alg.4)", "2", 0, 0, 0, 0.0 };
    for (long i = 0; i < n; i++) {
        trident_dd x = rnd_dd(-600, 600);
        trident_dd y = gen_addend(i, x);
        set_dd(X, x);
        set_dd(Y, y);

        mpfr_add(R, X, Y, MPFR_RNDN);
        check_rel(&sa, B_ADD, x, y, trident_dd_add(x, y));
        check_rel(&sa, B_ADD, y, x, trident_dd_add(y, x));
        trident_dd my = trident_dd_neg(y);
        check_rel(&ss, B_ADD, x, my, trident_dd_sub(x, my));

        /* dd + double: y.hi plays the double */
        double yd = (i % 6 == 4) ? -x.hi : y.hi;
        trident_dd yy = trident_dd_from_double(yd);
        mpfr_add_d(R, X, yd, MPFR_RNDN);
        check_rel(&sd, B_ADD_D, x, yy, trident_dd_add_d(x, yd));
        mpfr_sub_d(R, X, -yd, MPFR_RNDN);
        check_rel(&sm, B_ADD_D, x, trident_dd_neg(yy), trident_dd_sub_d(x, -yd));
    }
    print_stat(&sa);
    print_stat(&ss);
    print_stat(&sd);
    print_stat(&sm);
}

/* ------------------------------------------------------------------------ */
/* Multiplication, fma                                                      */
/* ------------------------------------------------------------------------ */

static void test_mul(long n)
{
    stat_t sm = { "mul (dd*dd, Alg.12)", "4 [MR]", 0, 0, 0, 0.0 };
    stat_t sd = { "mul_d (dd*d, Alg.9)", "2", 0, 0, 0, 0.0 };
    for (long i = 0; i < n; i++) {
        trident_dd x = rnd_dd(-400, 400);
        trident_dd y = rnd_dd(-400, 400);
        if (i % 7 == 0)
            y.lo = 0.0;
        set_dd(X, x);
        set_dd(Y, y);
        mpfr_mul(R, X, Y, MPFR_RNDN);
        check_rel(&sm, B_MUL, x, y, trident_dd_mul(x, y));

        mpfr_mul_d(R, X, y.hi, MPFR_RNDN);
        check_rel(&sd, B_MUL_D, x, trident_dd_from_double(y.hi), trident_dd_mul_d(x, y.hi));
    }
    print_stat(&sm);
    print_stat(&sd);
}

/* a, b and c for a*b + c, with AB = a*b (exact): half of the samples with
 * c ~ -a*b (lo perturbed, or hi a few ulps off), half independent. */
static void gen_fma_operands(long i, trident_dd *a, trident_dd *b, trident_dd *c)
{
    *a = rnd_dd(-300, 300);
    *b = rnd_dd(-300, 300);
    set_dd(X, *a);
    set_dd(Y, *b);
    mpfr_mul(AB, X, Y, MPFR_RNDN); /* exact */
    if (i % 2) {
        double h = mpfr_get_d(AB, MPFR_RNDN);
        mpfr_sub_d(T, AB, h, MPFR_RNDN);
        double l = mpfr_get_d(T, MPFR_RNDN);
        if (i % 4 == 1)
            l += rnd_sign() * ldexp(rnd_mant(), expo(h) - 53 - rnd_int(1, 60));
        else if (i % 4 == 3)
            h += rnd_int(-3, 3) * ulp(h);
        *c = norm(-h, -l);
    } else {
        int e = expo(a->hi) + expo(b->hi);
        *c = rnd_dd(e - 60, e + 60);
    }
}

/* For z ~ a*b + c with AB = a*b (exact): |z - (ab+c)| into T, |ab| into
 * A2, |c| into CA, |ab+c| into E2.  0, and a failure noted, when z is not
 * normalised. */
static int fma_error(stat_t *s, trident_dd a, trident_dd b, trident_dd c, trident_dd z, mpfr_t A2,
                     mpfr_t CA, mpfr_t E2)
{
    s->n++;
    if (!normalised(z)) {
        report_fail(s, "result not normalised", a, b, z);
        return 0;
    }
    set_dd(CA, c);
    mpfr_add(R, AB, CA, MPFR_RNDN);                     /* exact */
    set_dd(T, z);
    mpfr_sub(T, T, R, MPFR_RNDN);
    mpfr_abs(T, T, MPFR_RNDN);
    mpfr_abs(A2, AB, MPFR_RNDN);
    mpfr_abs(CA, CA, MPFR_RNDN);
    mpfr_abs(E2, R, MPFR_RNDN);
    return 1;
}

/* s->max_u2 := max(s->max_u2, err / scale in u^2); err is overwritten */
static void note_max(stat_t *s, mpfr_t err, mpfr_t scale)
{
    if (mpfr_zero_p(scale))
        return;
    mpfr_div(err, err, scale, MPFR_RNDN);
    mpfr_mul_2si(err, err, 106, MPFR_RNDN);
    double e = mpfr_get_d(err, MPFR_RNDU);
    if (e > s->max_u2)
        s->max_u2 = e;
}

/* a*b + c; half of the samples with c ~ -a*b.  Composed bound:
 * |z - (ab+c)| <= 4u^2|ab| + (3u^2+13u^3)(|ab+c| + 4u^2|ab|).
 * Reported: max |z - (ab+c)| / (|ab| + |ab+c|) in u^2.  On the same
 * operands, c + a*b as a dot-product step (trident_dd_fma_dot):
 * |z - (ab+c)| <= 14u^2|ab| + 4u^2|c|, reported against |ab| + |c|. */
static void test_fma(long n)
{
    stat_t s = { "fma (a*b+c, mul+add)", "4|ab|+(3+13u)|ab+c|", 0, 0, 0, 0.0 };
    stat_t sd = { "fma_dot (c+a*b, step)", "14|ab|+4|c|", 0, 0, 0, 0.0 };
    mpfr_t C, A2, E2;
    mpfr_inits2(PREC, C, A2, E2, (mpfr_ptr)0);
    for (long i = 0; i < n; i++) {
        trident_dd a, b, c;
        gen_fma_operands(i, &a, &b, &c);
        /* c + a*b as a dot-product step */
        trident_dd z = trident_dd_fma_dot(a, b, c);
        if (fma_error(&sd, a, b, c, z, A2, C, E2)) {
            mpfr_mul_ui(W, A2, 14, MPFR_RNDU);
            mpfr_mul_ui(Z, C, 4, MPFR_RNDU);
            mpfr_add(W, W, Z, MPFR_RNDU);
            mpfr_mul_2si(W, W, -106, MPFR_RNDU);        /* 14u^2|ab| + 4u^2|c| */
            if (mpfr_cmp(T, W) > 0)
                report_fail(&sd, "error above the bound", a, b, z);
            mpfr_add(Z, A2, C, MPFR_RNDN);
            note_max(&sd, T, Z);
        }
        z = trident_dd_fma(a, b, c);
        if (!fma_error(&s, a, b, c, z, A2, C, E2))
            continue;
        /* W = 4u^2|ab| + B_ADD u^2 (|ab+c| + 4u^2|ab|) */
        mpfr_mul_2si(W, A2, 2 - 106, MPFR_RNDU);
        mpfr_add(W, W, E2, MPFR_RNDU);
        mpfr_mul(W, W, B_ADD, MPFR_RNDU);
        mpfr_mul_2si(W, W, -106, MPFR_RNDU);
        mpfr_mul_2si(Z, A2, 2 - 106, MPFR_RNDU);
        mpfr_add(W, W, Z, MPFR_RNDU);
        if (mpfr_cmp(T, W) > 0)
            report_fail(&s, "error above the composed bound", a, b, z);
        mpfr_add(A2, A2, E2, MPFR_RNDN);
        note_max(&s, T, A2);
    }
    mpfr_clears(C, A2, E2, (mpfr_ptr)0);
    print_stat(&s);
    print_stat(&sd);
}

/* S = sum a_k b_k exactly, SA >= sum |a_k b_k| (S, SA of PREC_EXACT bits) */
static void sum_products(const trident_dd *a, const trident_dd *b, int len, mpfr_t S, mpfr_t SA)
{
    mpfr_set_zero(S, 1);
    mpfr_set_zero(SA, 1);
    for (int k = 0; k < len; k++) {
        set_dd(X, a[k]);
        set_dd(Y, b[k]);
        mpfr_mul(AB, X, Y, MPFR_RNDN); /* exact */
        mpfr_add(S, S, AB, MPFR_RNDN); /* exact at PREC_EXACT */
        mpfr_abs(AB, AB, MPFR_RNDN);
        mpfr_add(SA, SA, AB, MPFR_RNDU);
    }
}

/* Dot products of DOT_LEN terms that cancel to a small fraction of
 * sum |a_k b_k|, by trident_dd_fma_dot, against the summed bound
 * (14 + 4 DOT_LEN) u^2 sum |a_k b_k|; then runs of trident_dd_fma_run
 * (RUN_LEN steps, one 2Sum), reported against sum |a_k b_k| + |c|. */
#define DOT_LEN 64
/* Runs of trident_dd_fma_run: k steps from a normalised c then a 2Sum err
 * by at most 2u^2 ((k + k(k+1)/2) |c| + (3k + k(k+1)/2) sum |ab|) in the
 * low word's additions plus 6u^2 sum |ab| in the products: for k = 8,
 * 126u^2 sum |ab| + 88u^2 |c|. */
#define RUN_LEN 8
#define RUN_BOUND_P 126
#define RUN_BOUND_C 88
static void test_dot_runs(long n)
{
    stat_t sd = { "fma_dot (64-term dots)", "(14+4*64) sum|ab|", 0, 0, 0, 0.0 };
    stat_t sr = { "fma_run (8 steps, 2Sum)", "126 sum|ab|+88|c|", 0, 0, 0, 0.0 };
    mpfr_t C, A2, E2, S, SA;
    mpfr_inits2(PREC, C, A2, E2, (mpfr_ptr)0);
    mpfr_inits2(PREC_EXACT, S, SA, (mpfr_ptr)0);
    for (long i = 0; i < n / DOT_LEN; i++) {
        /* the second half of the terms nearly undoes the first */
        trident_dd a[DOT_LEN], b[DOT_LEN], z = trident_dd_zero();
        for (int k = 0; k < DOT_LEN; k++) {
            if (k < DOT_LEN / 2) {
                a[k] = rnd_dd(-20, 20);
                b[k] = rnd_dd(-20, 20);
            } else {
                /* -a a few ulps off times b, both with low words of their own */
                const double ha = a[k - DOT_LEN / 2].hi, hb = b[k - DOT_LEN / 2].hi;
                a[k] = norm(-(ha + rnd_int(-2, 2) * ulp(ha)), rnd_lo(ha));
                b[k] = norm(hb, rnd_lo(hb));
            }
        }
        for (int k = 0; k < DOT_LEN; k++)
            z = trident_dd_fma_dot(a[k], b[k], z);
        sum_products(a, b, DOT_LEN, S, SA);
        sd.n++;
        if (!normalised(z)) {
            report_fail(&sd, "result not normalised", a[0], b[0], z);
            continue;
        }
        set_dd(T, z);
        mpfr_sub(T, T, S, MPFR_RNDN);
        mpfr_abs(T, T, MPFR_RNDN);
        mpfr_mul_ui(W, SA, 14 + 4 * DOT_LEN, MPFR_RNDU);
        mpfr_mul_2si(W, W, -106, MPFR_RNDU);
        if (mpfr_cmp(T, W) > 0)
            report_fail(&sd, "dot product error above the summed bound", a[0], b[0], z);
        note_max(&sd, T, SA);
    }
    for (long i = 0; i < n / RUN_LEN; i++) {
        /* a run of RUN_LEN unnormalised steps from a normalised c, closed by
         * one 2Sum; every other run starts from c ~ -(sum of its products) */
        trident_dd a[RUN_LEN], b[RUN_LEN], c;
        for (int k = 0; k < RUN_LEN; k++) {
            a[k] = rnd_dd(-20, 20);
            b[k] = rnd_dd(-20, 20);
        }
        sum_products(a, b, RUN_LEN, S, SA);
        if (i % 2) {
            double h = mpfr_get_d(S, MPFR_RNDN);
            mpfr_sub_d(T, S, h, MPFR_RNDN);
            c = norm(-(h + rnd_int(-3, 3) * ulp(h)), -mpfr_get_d(T, MPFR_RNDN));
        } else {
            c = rnd_dd(-20, 20);
        }
        trident_dd z = c;
        for (int k = 0; k < RUN_LEN; k++)
            z = trident_dd_fma_run(a[k], b[k], z);
        z = trident_dd_two_sum(z.hi, z.lo);
        mpfr_set(AB, S, MPFR_RNDN);                     /* exact: the products' sum fits */
        if (!fma_error(&sr, a[0], b[0], c, z, A2, C, E2))
            continue;
        mpfr_mul_ui(W, SA, RUN_BOUND_P, MPFR_RNDU);
        mpfr_mul_ui(Z, C, RUN_BOUND_C, MPFR_RNDU);
        mpfr_add(W, W, Z, MPFR_RNDU);
        mpfr_mul_2si(W, W, -106, MPFR_RNDU);
        if (mpfr_cmp(T, W) > 0)
            report_fail(&sr, "run error above the bound", a[0], b[0], z);
        mpfr_add(SA, SA, C, MPFR_RNDU);
        note_max(&sr, T, SA);
    }
    mpfr_clears(C, A2, E2, S, SA, (mpfr_ptr)0);
    print_stat(&sd);
    print_stat(&sr);
}

/* ------------------------------------------------------------------------ */
/* Division, square root                                                    */
/* ------------------------------------------------------------------------ */

static void test_div(long n)
{
    stat_t sv = { "div (dd/dd, Alg.18)", "9.8", 0, 0, 0, 0.0 };
    stat_t sd = { "div_d (dd/d, Alg.15)", "3", 0, 0, 0, 0.0 };
    for (long i = 0; i < n; i++) {
        trident_dd x = rnd_dd(-400, 400), y;
        if (i % 5 == 0) { /* quotient close to +-1 */
            double h = x.hi + rnd_int(-3, 3) * ulp(x.hi);
            y = norm(rnd_sign() * h, rnd_lo(h));
        } else {
            y = rnd_dd(-400, 400);
        }
        if (i % 7 == 0)
            y.lo = 0.0;
        set_dd(X, x);
        set_dd(Y, y);
        mpfr_div(R, X, Y, MPFR_RNDN);
        check_rel(&sv, B_DIV, x, y, trident_dd_div(x, y));

        mpfr_div_d(R, X, y.hi, MPFR_RNDN);
        check_rel(&sd, B_DIV_D, x, trident_dd_from_double(y.hi), trident_dd_div_d(x, y.hi));
    }
    print_stat(&sv);
    print_stat(&sd);
}

static void test_sqrt(long n)
{
    stat_t s = { "sqrt (SQRTDWtoDW)", "25/8", 0, 0, 0, 0.0 };
    trident_dd zero = trident_dd_zero();
    for (long i = 0; i < n; i++) {
        trident_dd x = rnd_dd(-800, 800);
        if (x.hi < 0.0)
            x = trident_dd_neg(x);
        if (i % 8 == 0) { /* near a perfect square */
            double r = ldexp(rnd_mant(), rnd_int(-400, 400));
            trident_dd sq = trident_dd_two_prod(r, r);
            x = norm(sq.hi, sq.lo + rnd_int(-2, 2) * ldexp(ulp(sq.hi), -53));
        }
        set_dd(X, x);
        mpfr_sqrt(R, X, MPFR_RNDN);
        check_rel(&s, B_SQRT, x, zero, trident_dd_sqrt(x));
    }
    print_stat(&s);
}

/* ------------------------------------------------------------------------ */
/* Comparisons, conversions, zeros, non-finite values                       */
/* ------------------------------------------------------------------------ */

static long g_special = 0;

static void expect(int ok, const char *what)
{
    g_special++;
    if (!ok) {
        g_fail++;
        printf("  FAIL special: %s\n", what);
    }
}

static int is_zero(trident_dd z) { return z.hi == 0.0 && z.lo == 0.0; }
static int is_pos_zero(trident_dd z) { return is_zero(z) && !signbit(z.hi) && !signbit(z.lo); }

static void test_misc(long n)
{
    long bad = 0;
    for (long i = 0; i < n; i++) {
        trident_dd x = rnd_dd(-600, 600), y;
        switch (i % 3) {
        case 0: y = rnd_dd(expo(x.hi) - 2, expo(x.hi) + 2); break;
        case 1: y = norm(x.hi, rnd_lo(x.hi)); break;          /* same hi (mostly) */
        default: y = x; break;
        }
        set_dd(X, x);
        set_dd(Y, y);
        int c = mpfr_cmp(X, Y);
        bad += trident_dd_lt(x, y) != (c < 0);
        bad += trident_dd_le(x, y) != (c <= 0);
        bad += trident_dd_gt(x, y) != (c > 0);
        bad += trident_dd_ge(x, y) != (c >= 0);
        bad += trident_dd_eq(x, y) != (c == 0);
        bad += trident_dd_ne(x, y) != (c != 0);
        bad += trident_dd_to_double(x) != mpfr_get_d(X, MPFR_RNDN);
        trident_dd nx = trident_dd_neg(x), ax = trident_dd_abs(x);
        bad += !(nx.hi == -x.hi && nx.lo == -x.lo);
        mpfr_abs(T, X, MPFR_RNDN);
        set_dd(Z, ax);
        bad += !mpfr_equal_p(T, Z) || !normalised(ax);
    }
    expect(bad == 0, "comparisons / to_double / neg / abs agree with MPFR");
    printf("%-28s %8ld  %s\n", "compare/convert/neg/abs", n, bad ? "FAIL" : "ok");

    const double one = 1.0, inf = INFINITY;
    trident_dd z0 = trident_dd_zero(), nz = trident_dd_make(-0.0, -0.0);
    trident_dd o = trident_dd_one();
    expect(o.hi == 1.0 && o.lo == 0.0, "one() == (1, 0)");
    expect(is_pos_zero(z0), "zero() == (+0, +0)");
    expect(trident_dd_from_double(2.5).hi == 2.5 && trident_dd_from_double(2.5).lo == 0.0,
           "from_double");
    expect(is_pos_zero(trident_dd_add(z0, z0)), "0 + 0 = +0");
    expect(is_zero(trident_dd_add(nz, nz)), "-0 + -0 = 0");
    expect(is_pos_zero(trident_dd_add_d(z0, 0.0)), "0 + 0.0 = +0");
    expect(is_pos_zero(trident_dd_abs(nz)), "abs(-0) = +0");
    expect(trident_dd_eq(z0, nz) && !trident_dd_lt(nz, z0), "+0 == -0");
    int zeros_ok = 1;
    for (int i = 0; i < 2000 && zeros_ok; i++) {
        trident_dd x = rnd_dd(-600, 600);
        double d = rnd_double(-600, 600);
        int ok = is_pos_zero(trident_dd_sub(x, x))
              && is_pos_zero(trident_dd_add(x, trident_dd_neg(x)))
              && is_pos_zero(trident_dd_sub_d(trident_dd_from_double(d), d))
              && is_pos_zero(trident_dd_add_d(trident_dd_from_double(d), -d))
              && is_zero(trident_dd_mul(x, z0)) && is_zero(trident_dd_mul(z0, x))
              && is_zero(trident_dd_mul(x, nz))
              && is_zero(trident_dd_mul_d(x, 0.0)) && is_zero(trident_dd_mul_d(z0, d))
              && is_zero(trident_dd_div(z0, x)) && is_zero(trident_dd_div_d(z0, d))
              && is_zero(trident_dd_fma(x, z0, z0))
              && is_zero(trident_dd_fma(x, trident_dd_one(), trident_dd_neg(x)));
        if (!ok) {
            printf("    x = (%a, %a), d = %a\n", x.hi, x.lo, d);
            zeros_ok = 0;
        }
    }
    expect(zeros_ok, "exact zeros: x-x = +0, d-d = +0, x*0, 0*x, 0/x, fma(x,0,0), fma(x,1,-x)");
    expect(is_pos_zero(trident_dd_sqrt(z0)), "sqrt(+0) = +0");
    expect(is_zero(trident_dd_sqrt(nz)) && signbit(trident_dd_sqrt(nz).hi), "sqrt(-0) = -0");
    expect(trident_dd_sqrt(o).hi == 1.0 && trident_dd_sqrt(o).lo == 0.0, "sqrt(1) = 1");
    {
        trident_dd four = trident_dd_from_double(4.0);
        trident_dd q = trident_dd_div(trident_dd_one(), four);
        expect(q.hi == 0.25 && q.lo == 0.0, "1/4 exact");
        trident_dd t = trident_dd_div(trident_dd_one(), trident_dd_from_double(3.0));
        trident_dd back = trident_dd_mul_d(t, 3.0);
        expect(fabs(back.hi - 1.0) <= 0x1p-53 && fabs(back.hi - 1.0 + back.lo) < 0x1p-100,
               "(1/3)*3 ~ 1");
    }

    /* non-finite inputs: only require a non-finite hi */
    trident_dd dinf = trident_dd_from_double(inf), dnan = trident_dd_from_double(NAN);
    trident_dd x = trident_dd_make(one, 0x1p-60);
    expect(!isfinite(trident_dd_add(x, dinf).hi), "x + inf non-finite");
    expect(!isfinite(trident_dd_add(dnan, x).hi), "nan + x non-finite");
    expect(!isfinite(trident_dd_add_d(x, inf).hi), "x + (double)inf non-finite");
    expect(!isfinite(trident_dd_sub(dinf, dinf).hi), "inf - inf non-finite");
    expect(!isfinite(trident_dd_mul(x, dinf).hi), "x * inf non-finite");
    expect(!isfinite(trident_dd_mul(dnan, x).hi), "nan * x non-finite");
    expect(!isfinite(trident_dd_mul_d(x, NAN).hi), "x * (double)nan non-finite");
    expect(!isfinite(trident_dd_mul(trident_dd_from_double(0x1p600), trident_dd_from_double(0x1p600)).hi),
           "overflow in mul non-finite");
    expect(!isfinite(trident_dd_div(x, z0).hi), "x / 0 non-finite");
    expect(!isfinite(trident_dd_div(dinf, x).hi), "inf / x non-finite");
    expect(!isfinite(trident_dd_div_d(x, 0.0).hi), "x / 0.0 non-finite");
    expect(!isfinite(trident_dd_div_d(dnan, 2.0).hi), "nan / 2 non-finite");
    expect(!isfinite(trident_dd_sqrt(trident_dd_from_double(-1.0)).hi), "sqrt(-1) non-finite");
    expect(!isfinite(trident_dd_sqrt(dinf).hi), "sqrt(inf) non-finite");
    expect(!isfinite(trident_dd_sqrt(dnan).hi), "sqrt(nan) non-finite");
    expect(!isfinite(trident_dd_fma(x, dinf, x).hi), "fma with inf non-finite");
    printf("%-28s %8ld  %s\n", "zeros / non-finite", g_special, "done");
}

/* ------------------------------------------------------------------------ */

int main(int argc, char **argv)
{
    long n = 200000;
    if (argc > 1)
        n = atol(argv[1]);
    if (n <= 0)
        n = 1;

    mpfr_inits2(PREC, X, Y, Z, R, T, W, AB, (mpfr_ptr)0);
    mpfr_inits2(PREC_EXACT, EX1, EX2, (mpfr_ptr)0);
    mpfr_inits2(PREC, B_ADD, B_ADD_D, B_MUL_D, B_MUL, B_DIV_D, B_DIV, B_SQRT, (mpfr_ptr)0);
    /* bounds in units of u^2, u = 2^-53; all exact except 9.8 (rounded up) */
    mpfr_set_ui_2exp(B_ADD, 13, -53, MPFR_RNDN);
    mpfr_add_ui(B_ADD, B_ADD, 3, MPFR_RNDN);        /* 3u^2 + 13u^3      [JMP Alg. 6]  */
    mpfr_set_ui(B_ADD_D, 2, MPFR_RNDN);             /* 2u^2              [JMP Alg. 4]  */
    mpfr_set_ui(B_MUL_D, 2, MPFR_RNDN);             /* 2u^2              [JMP Alg. 9]  */
    mpfr_set_ui(B_MUL, 4, MPFR_RNDN);               /* 4u^2 [MR]; 5u^2   [JMP Alg. 12] */
    mpfr_set_ui(B_DIV_D, 3, MPFR_RNDN);             /* 3u^2              [JMP Alg. 15] */
    mpfr_set_ui(B_DIV, 49, MPFR_RNDN);
    mpfr_div_ui(B_DIV, B_DIV, 5, MPFR_RNDU);        /* 9.8u^2            [JMP Alg. 18] */
    mpfr_set_ui_2exp(B_SQRT, 25, -3, MPFR_RNDN);    /* 25/8 u^2          [LLMPR]       */

    printf("dd_arith.h vs MPFR (%d bits), %ld samples per operation, errors in u^2 = 2^-106\n",
           PREC, n);
    test_eft(n);
    test_add(n);
    test_mul(n);
    test_fma(n / 2);
    test_dot_runs(n / 2);
    test_div(n);
    test_sqrt(n);
    test_misc(n / 4);

    mpfr_clears(X, Y, Z, R, T, W, AB, EX1, EX2, (mpfr_ptr)0);
    mpfr_clears(B_ADD, B_ADD_D, B_MUL_D, B_MUL, B_DIV_D, B_DIV, B_SQRT, (mpfr_ptr)0);
    mpfr_free_cache();
    if (g_fail) {
        printf("FAILED: %ld violation(s)\n", g_fail);
        return 1;
    }
    printf("PASSED\n");
    return 0;
}
