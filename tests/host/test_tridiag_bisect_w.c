/*
 * test_tridiag_bisect_w.c -- the host's double-double tridiagonal eigenvalue
 * search (src/drivers/tridiag_w/tridiag_bisect_w.c: the double-precision
 * eigenvalue, Newton's iteration, counts closing the interval, bisection
 * wherever a check fails) against plain bisection on the same Sturm count,
 * written here as the reference:
 *   - eight kinds of T: random; constant diagonal; diagonal (e = 0);
 *     Wilkinson's W21+ glued by 1e-25 (pairs equal to 25 digits); graded
 *     (diagonal from 2^-20 to 2^19); the 1-D Laplacian; near-degenerate
 *     (diagonal 1 and 1 + 2^-60, coupling 1e-20); couplings of 1e-150;
 *   - n = 2, 3, 17, 64, 150, 257; ranges A, I (the middle third) and V
 *     (a window inside the spectrum);
 *   - the same number of eigenvalues as the reference, each within 30 eps
 *     ||T|| of it (eps = 2^-106; both are accurate to a few eps ||T||),
 *     ascending, and range V's inside (vl, vu].
 * With --time n: the seconds of the reference and of the library for all
 * eigenvalues of each kind at order n (a measurement, not a check).
 */
#define _POSIX_C_SOURCE 199309L /* clock_gettime, in test_util.h */
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/test_util.h"
#include "dd/dd_arith.h"
#include "drivers/tridiag_w/tridiag_w.h" /* internal */

#define EPS_W 0x1p-106
#define SAFMIN_W (DBL_MIN * 0x1p53)
#define KINDS 8

static const char *const kind_names[KINDS] = {"random",     "constant diagonal", "diagonal",        "glued W21+",
                                              "graded",     "Laplacian",         "near-degenerate", "tiny coupling"};

static trident_dd random_dd(void)
{
    const double hi = test_uniform();
    return trident_dd_make(hi, hi * 0x1p-55 * test_uniform());
}

/* T of the kind: d[0..n), e[0..n-1) */
static void make_t(int kind, int64_t n, trident_dd *d, trident_dd *e)
{
    for (int64_t i = 0; i < n; ++i) {
        switch (kind) {
        case 0: d[i] = random_dd(), e[i] = random_dd(); break;
        case 1: d[i] = trident_dd_from_double(1.0), e[i] = random_dd(); break;
        case 2: d[i] = random_dd(), e[i] = trident_dd_zero(); break;
        case 3:
            d[i] = trident_dd_from_double(fabs((double)(i % 21) - 10.0));
            e[i] = trident_dd_from_double(i % 21 == 20 ? 1e-25 : 1.0);
            break;
        case 4:
            d[i] = trident_dd_mul_d(random_dd(), ldexp(1.0, (int)(i % 40) - 20));
            e[i] = trident_dd_mul_d(random_dd(), 1e-3);
            break;
        case 5: d[i] = trident_dd_from_double(2.0), e[i] = trident_dd_from_double(-1.0); break;
        case 6:
            d[i] = trident_dd_make(i % 2 ? 1.0 : 1.0 + 0x1p-60, 0.0);
            e[i] = trident_dd_mul_d(random_dd(), 1e-20);
            break;
        default: d[i] = random_dd(), e[i] = trident_dd_mul_d(random_dd(), 1e-150); break;
        }
    }
}

/* the reference count: negative pivots of T - x I, pivots below pivmin
 * replaced by -pivmin (as the library's) */
static int64_t ref_count(int64_t n, const trident_dd *d, const trident_dd *e2, trident_dd x, double pivmin)
{
    int64_t count = 0;
    trident_dd q = trident_dd_zero();
    for (int64_t i = 0; i < n; ++i) {
        q = i == 0 ? trident_dd_sub(d[0], x) : trident_dd_sub(trident_dd_sub(d[i], x), trident_dd_div(e2[i - 1], q));
        if (fabs(q.hi) < pivmin) q = trident_dd_from_double(-pivmin);
        count += q.hi < 0.0;
    }
    return count;
}

/* the reference: eigenvalues k0..k1-1 by plain bisection from [lo, hi] to
 * width eps ||T|| (or 2 eps |lambda|), each the midpoint */
static void ref_bisect(int64_t n, const trident_dd *d, const trident_dd *e2, double pivmin, double tnorm, int64_t k0,
                       int64_t k1, trident_dd lo0, trident_dd hi0, trident_dd *w)
{
    for (int64_t k = k0; k < k1; ++k) {
        trident_dd lo = lo0, hi = hi0;
        for (int step = 0; step < 400; ++step) {
            if (trident_dd_sub(hi, lo).hi <= fmax(EPS_W * tnorm, 2.0 * EPS_W * fmax(fabs(lo.hi), fabs(hi.hi)))) break;
            const trident_dd mid = trident_dd_mul_d(trident_dd_add(lo, hi), 0.5);
            if (trident_dd_eq(mid, lo) || trident_dd_eq(mid, hi)) break;
            if (ref_count(n, d, e2, mid, pivmin) > k) hi = mid;
            else lo = mid;
        }
        w[k - k0] = trident_dd_mul_d(trident_dd_add(lo, hi), 0.5);
    }
}

/* The reference's set-up (Gershgorin's interval widened, e2, pivmin) and
 * its eigenvalues for the range; returns m */
static int64_t reference(int64_t n, const trident_dd *d, const trident_dd *e, char range, trident_dd vl,
                         trident_dd vu, int64_t il, int64_t iu, trident_dd *w, double *tnorm_out)
{
    trident_dd *e2 = malloc((size_t)n * sizeof *e2);
    double gl = d[0].hi, gu = d[0].hi, e2max = 0;
    for (int64_t i = 0; i < n; ++i) {
        const double r = (i > 0 ? fabs(e[i - 1].hi) : 0) + (i + 1 < n ? fabs(e[i].hi) : 0);
        gl = fmin(gl, d[i].hi - r), gu = fmax(gu, d[i].hi + r);
    }
    for (int64_t i = 0; i + 1 < n; ++i) e2[i] = trident_dd_mul(e[i], e[i]), e2max = fmax(e2max, e2[i].hi);
    const double tnorm = fmax(fabs(gl), fabs(gu)), pivmin = SAFMIN_W * fmax(1.0, e2max);
    const double pad = 1e-12 * tnorm + 2 * pivmin; /* generous: the reference's interval need not be tight */
    trident_dd lo = trident_dd_from_double(gl - pad), hi = trident_dd_from_double(gu + pad);
    int64_t k0 = 0, k1 = n;
    if (range == 'I') k0 = il - 1, k1 = iu;
    if (range == 'V') {
        k0 = ref_count(n, d, e2, vl, pivmin), k1 = ref_count(n, d, e2, vu, pivmin);
        lo = vl, hi = vu;
    }
    ref_bisect(n, d, e2, pivmin, tnorm, k0, k1, lo, hi, w);
    free(e2);
    *tnorm_out = tnorm;
    return k1 - k0;
}

static void check_case(int kind, int64_t n, char range)
{
    trident_dd *d = malloc((size_t)n * sizeof *d), *e = malloc((size_t)n * sizeof *e);
    trident_dd *e2 = malloc((size_t)n * sizeof *e2), *w = malloc((size_t)n * sizeof *w);
    trident_dd *ref = malloc((size_t)n * sizeof *ref);
    make_t(kind, n, d, e);
    const int64_t il = n / 3 + 1, iu = n - n / 3;
    double tnorm = 0;
    for (int64_t i = 0; i < n; ++i) tnorm = fmax(tnorm, fabs(d[i].hi) + 2 * fabs(e[i].hi));
    const trident_dd vl = trident_dd_from_double(kind == 5 ? 0.5 : -0.3 * tnorm);
    const trident_dd vu = trident_dd_from_double(kind == 5 ? 3.0 : 0.4 * tnorm);
    const int64_t m_ref = reference(n, d, e, range, vl, vu, il, iu, ref, &tnorm);
    const int64_t m = trident_tridiag_bisect_subset_w(n, d, e, e2, range, vl, vu, il, iu, trident_dd_zero(), w);
    double worst = 0;
    int order = 0, outside = 0;
    for (int64_t k = 0; k < m && k < m_ref; ++k) {
        worst = fmax(worst, fabs(trident_dd_sub(w[k], ref[k]).hi) / (EPS_W * fmax(tnorm, DBL_MIN)));
        order += k > 0 && trident_dd_lt(w[k], w[k - 1]);
        outside += range == 'V' && (trident_dd_le(w[k], vl) || trident_dd_gt(w[k], vu));
    }
    CHECK(m == m_ref && worst <= 30.0 && order == 0 && outside == 0,
          "%s n=%lld range %c: %lld eigenvalues (reference %lld), %.3g eps ||T|| from the reference, %d out of "
          "order, %d outside the window", kind_names[kind], (long long)n, range, (long long)m, (long long)m_ref, worst,
          order, outside);
    static double overall = 0;
    if (worst > overall) overall = worst, printf("largest difference so far: %.3f eps ||T|| (%s n=%lld range %c)\n",
                                                 worst, kind_names[kind], (long long)n, range);
    free(d), free(e), free(e2), free(w), free(ref);
}

/* --time n: seconds for all eigenvalues, the reference against the library */
static int time_kinds(int64_t n)
{
    trident_dd *d = malloc((size_t)n * sizeof *d), *e = malloc((size_t)n * sizeof *e);
    trident_dd *e2 = malloc((size_t)n * sizeof *e2), *w = malloc((size_t)n * sizeof *w);
    const trident_dd zero = trident_dd_zero();
    for (int kind = 0; kind < KINDS; ++kind) {
        make_t(kind, n, d, e);
        double tnorm;
        const double t0 = test_seconds();
        reference(n, d, e, 'A', zero, zero, 1, n, w, &tnorm);
        const double t1 = test_seconds();
        trident_tridiag_bisect_subset_w(n, d, e, e2, 'A', zero, zero, 1, n, zero, w);
        const double t2 = test_seconds();
        printf("%-18s n=%lld: plain bisection %.3f s, the library's search %.3f s (%.1fx)\n", kind_names[kind],
               (long long)n, t1 - t0, t2 - t1, (t1 - t0) / (t2 - t1));
    }
    free(d), free(e), free(e2), free(w);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc == 3 && !strcmp(argv[1], "--time")) return time_kinds(atoll(argv[2]));
    static const int64_t orders[] = {2, 3, 17, 64, 150, 257};
    for (int kind = 0; kind < KINDS; ++kind)
        for (size_t o = 0; o < sizeof orders / sizeof *orders; ++o)
            for (int r = 0; r < 3; ++r) check_case(kind, orders[o], "AIV"[r]);
    return test_finish("tridiag_bisect_w");
}
