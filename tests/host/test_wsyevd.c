/*
 * test_wsyevd.c -- trident_wsyevd, all eigenvalues (and eigenvectors) of a
 * double-double symmetric matrix on the host.  Why a test of its own: w is
 * not one of the four precisions the generic suites instantiate, and its
 * checks need double-double arithmetic in the test itself.
 *
 * Matrices with KNOWN eigenvalues, built here in double-double:
 * A = Q diag(lambda) Q^T, Q a product of random Householder reflectors (the
 * test's own loops), lambda with nonzero low words.  For both triangles:
 *   - every eigenvalue, jobz N and V, within TEST_RATIO_LIMIT n eps ||A||_2
 *     of lambda, eps = 2^-106 (a solver that worked in double would miss by
 *     a factor near 2^50), and N's within the same of V's;
 *   - jobz V: ||A Z - Z Lambda||_F / (n ||A||_F eps) and
 *     ||I - Z^T Z||_F / (n eps) below TEST_RATIO_LIMIT;
 *   - jobz N leaves the other triangle and the rows below n alone;
 *   - a pair of eigenvalues equal in their high words, apart in the low:
 *     their gap resolved (double would return two equal values);
 *   - 20 copies of one eigenvalue among others; a diagonal matrix; A = 0
 *     (every eigenvalue exactly 0); a matrix times 2^-600 and 2^600 (the
 *     scaling path: unscaled, its squares would underflow or overflow)
 *     against the unscaled run;
 *   - LAPACK's minimum workspace as well as the optimal one (the vectors
 *     by bisection and inverse iteration; at n = 2 and 3 with the minimum,
 *     by implicit QL, the path inverse iteration falls back to, with
 *     bisection's eigenvalues: jobz N and V the same bits).
 * And: the keep-inputs and canonical-vectors options; every illegal
 * argument gives info = -i, one report, and no write;
 * the queries; n = 0 and n = 1; NaN input.
 * With the argument "gpu" (test wsyevd_gpu): the GPU's tridiagonal
 * eigenvalues against the host's bisection, its inverse iteration and
 * back-transformation against the host's, its orthonormalization, and
 * known spectra at n = 200 and 333 with every stage on the GPU (gpu_main
 * says why no more).
 */
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "trident.h"
#include "common/test_handler.h"
#include "common/test_dd.h"
#include "common/test_util.h"
#include "dd/dd_arith.h"
#include "dispatch/dispatch.h"            /* the GPU's tridiagonal eigenvalues (internal) */
#include "drivers/tridiag_w/tridiag_w.h" /* and the host's */
#include "backend/host/host_dd_lapack.h" /* the host's back-transformation */

static double dd_absdiff(trident_dd x, trident_dd y) { return fabs(trident_dd_sub(x, y).hi); }

/* max_i |w_i - lambda_i| / (n ||A||_2 eps), ||A||_2 = max |lambda_i| */
static double eigenvalue_ratio(int64_t n, const trident_dd *w, const trident_dd *lambda)
{
    double worst = 0.0, norm = 0.0;
    for (int64_t i = 0; i < n; ++i) {
        worst = fmax(worst, dd_absdiff(w[i], lambda[i]));
        norm = fmax(norm, fabs(lambda[i].hi));
    }
    return norm > 0.0 ? worst / ((double)n * norm * eps_w) : worst;
}

/* ---- one solve and its checks -------------------------------------------- */

static double worst_value = 0.0, worst_residual = 0.0, worst_orthogonality = 0.0, worst_nv = 0.0;

typedef struct solve {
    trident_int info;
    trident_dd *w, *z; /* z: a on exit (ld lda), jobz V */
    int64_t lda;
} solve;

/* trident_wsyevd on the triangle uplo of the full afull (ld n), in an
 * lda > n array with guards outside the triangle; `minimal`: LAPACK's
 * minimum workspace instead of the query's */
static solve run(char jobz, char uplo, int64_t n, const trident_dd *afull, int minimal)
{
    solve s = {.lda = n + (n % 2) + (n == 0)};
    const int64_t lda = s.lda;
    trident_dd *a = load_triangle(uplo, n, afull, lda);
    s.w = malloc((size_t)(n + 1) * sizeof *s.w);
    trident_dd query;
    trident_int iquery = -1, info = 1;
    trident_wsyevd(jobz, uplo, (trident_int)n, a, (trident_int)lda, s.w, &query, -1, &iquery, -1, &info);
    const int64_t lwmin = n <= 1 ? 1 : jobz == 'V' ? 1 + 6 * n + 2 * n * n : 2 * n + 1;
    const int64_t liwmin = n <= 1 || jobz == 'N' ? 1 : 3 + 5 * n;
    CHECK(info == 0 && query.lo == 0.0 && query.hi >= (double)lwmin && query.hi == floor(query.hi) &&
              iquery == liwmin,
          "query %c n=%lld: info %d, work[0] %g, iwork[0] %d", jobz, (long long)n, (int)info, query.hi,
          (int)iquery);
    const int64_t lwork = minimal ? lwmin : (int64_t)query.hi;
    trident_dd *work = malloc((size_t)lwork * sizeof *work);
    trident_int *iwork = malloc((size_t)liwmin * sizeof *iwork);
    handler_calls = 0;
    trident_wsyevd(jobz, uplo, (trident_int)n, a, (trident_int)lda, s.w, work, (trident_int)lwork, iwork,
                   (trident_int)liwmin, &s.info);
    CHECK(s.info == 0 && handler_calls == 0, "%c %c n=%lld: info %d, %d reports", jobz, uplo, (long long)n,
          (int)s.info, handler_calls);
    CHECK(dd_same(work[0], query) && iwork[0] == liwmin, "%c %c n=%lld: work[0] %g, iwork[0] %d", jobz, uplo,
          (long long)n, work[0].hi, (int)iwork[0]);
    int untouched = 0, ascending = 1;
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < lda; ++i) {
            const int outside = i >= n || (jobz == 'N' && (uplo == 'L' ? i < j : i > j));
            untouched += outside && !dd_same(AT(a, i, j, lda), guard);
        }
    for (int64_t i = 1; i < n; ++i) ascending &= trident_dd_le(s.w[i - 1], s.w[i]);
    CHECK(untouched == 0 && ascending, "%c %c n=%lld: %d guards overwritten, ascending %d", jobz, uplo,
          (long long)n, untouched, ascending);
    if (jobz == 'V') s.z = a;
    else free(a);
    free(work), free(iwork);
    return s;
}

/* both jobz on A = Q diag(lambda) Q^T; returns V's eigenvalues (caller frees) */
static trident_dd *check_known(const char *what, char uplo, int64_t n, trident_dd *lambda, int minimal)
{
    trident_dd *afull = known_spectrum(n, lambda);
    solve sn = run('N', uplo, n, afull, minimal), sv = run('V', uplo, n, afull, minimal);
    const double vn = eigenvalue_ratio(n, sn.w, lambda), vv = eigenvalue_ratio(n, sv.w, lambda);
    const double nv = eigenvalue_ratio(n, sn.w, sv.w);
    CHECK(vn < TEST_RATIO_LIMIT && vv < TEST_RATIO_LIMIT,
          "%s %c n=%lld: eigenvalues off by %.3g (N), %.3g (V) n eps ||A||", what, uplo, (long long)n, vn, vv);
    CHECK(nv < TEST_RATIO_LIMIT, "%s %c n=%lld: N and V differ by %.3g n eps ||A||", what, uplo, (long long)n,
          nv);
    /* the same bits on every path, QL's fallback included (it once kept
     * QL's own eigenvalues: n = 2 to 4 with the minimum lwork differed) */
    CHECK(n == 0 || !memcmp(sn.w, sv.w, (size_t)n * sizeof *sn.w), "%s %c n=%lld%s: N and V not the same bits",
          what, uplo, (long long)n, minimal ? " (minimum lwork)" : "");
    worst_value = fmax(worst_value, fmax(vn, vv));
    worst_nv = fmax(worst_nv, nv);
    if (n > 0) {
        const double res = eigen_residual_ratio(n, n, afull, sv.z, sv.lda, sv.w);
        const double orth = orthogonality_ratio(n, sv.z, sv.lda);
        CHECK(res < TEST_RATIO_LIMIT && orth < TEST_RATIO_LIMIT,
              "%s %c n=%lld: ||AZ - ZL|| ratio %.3g, ||I - Z^T Z|| ratio %.3g", what, uplo, (long long)n, res,
              orth);
        worst_residual = fmax(worst_residual, res);
        worst_orthogonality = fmax(worst_orthogonality, orth);
    }
    free(afull), free(sn.w), free(sv.z);
    return sv.w;
}

static void check_random_spectrum(char uplo, int64_t n, int minimal)
{
    trident_dd *lambda = malloc((size_t)(n + 1) * sizeof *lambda);
    for (int64_t i = 0; i < n; ++i) lambda[i] = random_dd();
    free(check_known("random", uplo, n, lambda, minimal));
    free(lambda);
}

/* lambda = 1 + 2^-70 and 1 + 2^-75 (both 1.0 in double) among others:
 * their gap must come out as 2^-70 - 2^-75 */
static void check_low_word_pair(char uplo, int64_t n)
{
    trident_dd *lambda = malloc((size_t)n * sizeof *lambda);
    for (int64_t i = 0; i < n; ++i) lambda[i] = trident_dd_mul_d(random_dd(), 0.5); /* |.| < 1 */
    lambda[0] = trident_dd_make(1.0, 0x1p-75);
    lambda[1] = trident_dd_make(1.0, 0x1p-70);
    trident_dd *w = check_known("low-word pair", uplo, n, lambda, 0);
    const trident_dd gap = trident_dd_sub(w[n - 1], w[n - 2]);
    const double err = fabs(trident_dd_sub_d(gap, 0x1p-70 - 0x1p-75).hi) / ((double)n * eps_w);
    CHECK(w[n - 1].hi == w[n - 2].hi && err < TEST_RATIO_LIMIT,
          "low-word pair %c: high words %.17g, %.17g, gap off by %.3g n eps", uplo, w[n - 2].hi, w[n - 1].hi, err);
    free(w), free(lambda);
}

/* 20 copies of one eigenvalue (with a low word) among n - 20 others */
static void check_cluster(char uplo, int64_t n)
{
    trident_dd *lambda = malloc((size_t)n * sizeof *lambda);
    for (int64_t i = 0; i < n; ++i) lambda[i] = i < 20 ? trident_dd_make(0.375, 0x1p-62) : random_dd();
    free(check_known("20 copies", uplo, n, lambda, 0));
    free(lambda);
}

/* A diagonal: the eigenvalues are its diagonal, sorted; Z a permutation */
static void check_diagonal(char uplo, int64_t n)
{
    trident_dd *afull = calloc((size_t)(n * n), sizeof *afull), *lambda = malloc((size_t)n * sizeof *lambda);
    for (int64_t i = 0; i < n; ++i) AT(afull, i, i, n) = lambda[i] = random_dd();
    qsort(lambda, (size_t)n, sizeof *lambda, dd_compare);
    solve sn = run('N', uplo, n, afull, 0), sv = run('V', uplo, n, afull, 0);
    const double vn = eigenvalue_ratio(n, sn.w, lambda), vv = eigenvalue_ratio(n, sv.w, lambda);
    const double res = eigen_residual_ratio(n, n, afull, sv.z, sv.lda, sv.w), orth = orthogonality_ratio(n, sv.z, sv.lda);
    CHECK(vn < TEST_RATIO_LIMIT && vv < TEST_RATIO_LIMIT && res < TEST_RATIO_LIMIT && orth < TEST_RATIO_LIMIT,
          "diagonal %c n=%lld: eigenvalues %.3g / %.3g, residual %.3g, orthogonality %.3g", uplo, (long long)n,
          vn, vv, res, orth);
    worst_value = fmax(worst_value, fmax(vn, vv));
    free(afull), free(lambda), free(sn.w), free(sv.w), free(sv.z);
}

/* A = 0: every eigenvalue exactly 0 (the bisection, with no scale to set its
 * tolerance, returned -2^-969 for each), Z orthogonal */
static void check_zero(char uplo, int64_t n)
{
    trident_dd *afull = calloc((size_t)(n * n), sizeof *afull);
    solve sn = run('N', uplo, n, afull, 0), sv = run('V', uplo, n, afull, 0);
    int nonzero = 0;
    for (int64_t i = 0; i < n; ++i) nonzero += sn.w[i].hi != 0.0 || sv.w[i].hi != 0.0;
    const double orth = orthogonality_ratio(n, sv.z, sv.lda);
    CHECK(nonzero == 0 && orth < TEST_RATIO_LIMIT, "zero %c n=%lld: %d eigenvalues not 0 (N: %g), orthogonality %.3g",
          uplo, (long long)n, nonzero, sn.w[0].hi, orth);
    free(afull), free(sn.w), free(sv.w), free(sv.z);
}

/* 2^p A against A (p = -600, 600): outside [2^-431, 2^431] the routine
 * scales by a power of two, so w must be 2^p times A's to rounding (eps
 * relative), and the vectors good */
static void check_scaled(char uplo, int64_t n, int p)
{
    trident_dd *lambda = malloc((size_t)n * sizeof *lambda), *scaled = malloc((size_t)n * sizeof *scaled);
    for (int64_t i = 0; i < n; ++i) lambda[i] = random_dd();
    trident_dd *afull = known_spectrum(n, lambda);
    for (int64_t k = 0; k < n * n; ++k) afull[k] = trident_dd_make(ldexp(afull[k].hi, p), ldexp(afull[k].lo, p));
    for (int64_t i = 0; i < n; ++i) scaled[i] = trident_dd_make(ldexp(lambda[i].hi, p), ldexp(lambda[i].lo, p));
    for (int v = 0; v < 2; ++v) {
        solve s = run(v ? 'V' : 'N', uplo, n, afull, 0);
        const double ratio = eigenvalue_ratio(n, s.w, scaled);
        CHECK(ratio < TEST_RATIO_LIMIT, "2^%d A %c %c: eigenvalues off by %.3g n eps ||A||", p, v ? 'V' : 'N',
              uplo, ratio);
        worst_value = fmax(worst_value, ratio);
        if (v) {
            const double orth = orthogonality_ratio(n, s.z, s.lda);
            /* the residual, in units of 2^p (exact), so its squares stay in range */
            for (int64_t k = 0; k < n * n; ++k)
                afull[k] = trident_dd_make(ldexp(afull[k].hi, -p), ldexp(afull[k].lo, -p));
            for (int64_t i = 0; i < n; ++i) s.w[i] = trident_dd_make(ldexp(s.w[i].hi, -p), ldexp(s.w[i].lo, -p));
            const double res = eigen_residual_ratio(n, n, afull, s.z, s.lda, s.w);
            CHECK(res < TEST_RATIO_LIMIT && orth < TEST_RATIO_LIMIT, "2^%d A %c: residual %.3g, orthogonality %.3g",
                  p, uplo, res, orth);
            free(s.z);
        }
        free(s.w);
    }
    free(afull), free(lambda), free(scaled);
}

/* the default context's options: keep-inputs leaves a as it was (jobz N)
 * with the same eigenvalues; canonical vectors have their largest entry
 * positive and are otherwise +-1 times the plain ones */
static void check_options(char uplo, int64_t n)
{
    trident_dd *lambda = malloc((size_t)n * sizeof *lambda);
    for (int64_t i = 0; i < n; ++i) lambda[i] = random_dd();
    trident_dd *afull = known_spectrum(n, lambda);
    trident_context *ctx = trident_default_context();
    solve plain_n = run('N', uplo, n, afull, 0), plain_v = run('V', uplo, n, afull, 0);

    trident_context_set_keep_inputs(ctx, 1);
    trident_dd *a = malloc((size_t)(n * n) * sizeof *a), *w = malloc((size_t)n * sizeof *w);
    memcpy(a, afull, (size_t)(n * n) * sizeof *a);
    trident_dd *work = malloc((size_t)(2 * n + 1) * sizeof *work);
    trident_int iwork[1], info;
    trident_wsyevd('N', uplo, (trident_int)n, a, (trident_int)n, w, work, (trident_int)(2 * n + 1), iwork, 1, &info);
    trident_context_set_keep_inputs(ctx, 0);
    CHECK(info == 0 && !memcmp(a, afull, (size_t)(n * n) * sizeof *a) && !memcmp(w, plain_n.w, (size_t)n * sizeof *w),
          "keep inputs %c: info %d, a or w differ", uplo, (int)info);

    trident_context_set_canonical_vectors(ctx, 1);
    solve canon = run('V', uplo, n, afull, 0);
    trident_context_set_canonical_vectors(ctx, 0);
    const int bad = canonical_mismatches(n, n, canon.z, canon.lda, plain_v.z, plain_v.lda);
    CHECK(bad == 0, "canonical vectors %c: %d entries wrong", uplo, bad);
    free(lambda), free(afull), free(a), free(w), free(work);
    free(plain_n.w), free(plain_v.w), free(plain_v.z), free(canon.w), free(canon.z);
}

/* ---- arguments, queries, n = 0 and 1, NaN --------------------------------- */

#define N 6
#define LDA 8
#define LWORK 200
#define LIWORK 40

typedef struct arrays {
    trident_dd a[LDA * N], w[N], work[LWORK];
    trident_int iwork[LIWORK];
} arrays;

static void fill(arrays *x)
{
    for (size_t k = 0; k < sizeof x->a / sizeof x->a[0]; ++k) x->a[k] = guard;
    for (int k = 0; k < N; ++k) x->w[k] = guard;
    for (int k = 0; k < LWORK; ++k) x->work[k] = guard;
    for (int k = 0; k < LIWORK; ++k) x->iwork[k] = -7;
}

/* elements that lost their guard; work[0] and iwork[0] excepted when `skip0` */
static int written(const arrays *x, int skip0)
{
    int count = 0;
    for (size_t k = 0; k < sizeof x->a / sizeof x->a[0]; ++k) count += !dd_same(x->a[k], guard);
    for (int k = 0; k < N; ++k) count += !dd_same(x->w[k], guard);
    for (int k = skip0; k < LWORK; ++k) count += !dd_same(x->work[k], guard);
    for (int k = skip0; k < LIWORK; ++k) count += x->iwork[k] != -7;
    return count;
}

static void expect_illegal(int arg, trident_int info, const arrays *x)
{
    check_illegal("trident_wsyevd", arg, info, written(x, 0));
}

static void check_arguments(void)
{
    static arrays x;
    trident_int info;
    const trident_int lwv = 1 + 6 * N + 2 * N * N, liwv = 3 + 5 * N;
#define CALL(jobz, uplo, n, a, lda, w, work, lwork, iwork, liwork) \
    (fill(&x), handler_calls = 0, trident_wsyevd(jobz, uplo, n, a, lda, w, work, lwork, iwork, liwork, &info))
    CALL('X', 'L', N, x.a, LDA, x.w, x.work, LWORK, x.iwork, LIWORK); expect_illegal(1, info, &x);
    CALL('V', 'X', N, x.a, LDA, x.w, x.work, LWORK, x.iwork, LIWORK); expect_illegal(2, info, &x);
    CALL('N', 'L', -1, x.a, LDA, x.w, x.work, LWORK, x.iwork, LIWORK); expect_illegal(3, info, &x);
    CALL('N', 'U', N, NULL, LDA, x.w, x.work, LWORK, x.iwork, LIWORK); expect_illegal(4, info, &x);
    CALL('V', 'L', N, x.a, N - 1, x.w, x.work, LWORK, x.iwork, LIWORK); expect_illegal(5, info, &x);
    CALL('N', 'L', 0, x.a, 0, x.w, x.work, LWORK, x.iwork, LIWORK); expect_illegal(5, info, &x);
    CALL('N', 'L', N, x.a, LDA, NULL, x.work, LWORK, x.iwork, LIWORK); expect_illegal(6, info, &x);
    CALL('V', 'U', N, x.a, LDA, x.w, NULL, LWORK, x.iwork, LIWORK); expect_illegal(7, info, &x);
    CALL('N', 'L', N, x.a, LDA, x.w, x.work, 2 * N, x.iwork, LIWORK); expect_illegal(8, info, &x);
    CALL('V', 'L', N, x.a, LDA, x.w, x.work, lwv - 1, x.iwork, liwv); expect_illegal(8, info, &x);
    CALL('N', 'L', 1, x.a, 1, x.w, x.work, 0, x.iwork, 1); expect_illegal(8, info, &x);
    CALL('N', 'L', N, x.a, LDA, x.w, x.work, LWORK, NULL, LIWORK); expect_illegal(9, info, &x);
    CALL('V', 'U', N, x.a, LDA, x.w, x.work, lwv, x.iwork, liwv - 1); expect_illegal(10, info, &x);
    CALL('N', 'U', N, x.a, LDA, x.w, x.work, LWORK, x.iwork, 0); expect_illegal(10, info, &x);

    /* queries (lwork or liwork = -1): work[0] and iwork[0] only */
    for (int q = 0; q < 4; ++q) {
        const char jobz = q % 2 ? 'v' : 'n';
        CALL(jobz, 'l', N, x.a, LDA, x.w, x.work, q < 2 ? -1 : 1, x.iwork, q < 2 ? 1 : -1);
        const double lwmin = jobz == 'v' ? lwv : 2 * N + 1;
        CHECK(info == 0 && handler_calls == 0 && written(&x, 1) == 0, "query %d: info %d, %d written", q,
              (int)info, written(&x, 1));
        CHECK(x.work[0].lo == 0.0 && x.work[0].hi >= lwmin && x.work[0].hi == floor(x.work[0].hi) &&
                  x.iwork[0] == (jobz == 'v' ? liwv : 1),
              "query %d: work[0] %g, iwork[0] %d", q, x.work[0].hi, (int)x.iwork[0]);
    }
    /* n = 0: work[0] = iwork[0] = 1, nothing else; NULL a and w are legal */
    CALL('V', 'U', 0, NULL, 1, NULL, x.work, 1, x.iwork, 1);
    CHECK(info == 0 && dd_same(x.work[0], trident_dd_one()) && x.iwork[0] == 1 && written(&x, 1) == 0,
          "n=0: info %d, work[0] %g, iwork[0] %d", (int)info, x.work[0].hi, (int)x.iwork[0]);
    /* n = 1: w = a(0,0) exactly; jobz V: a(0,0) = 1 */
    for (int v = 0; v < 2; ++v) {
        fill(&x);
        const trident_dd a11 = trident_dd_two_sum(-0.75, 0x1p-70);
        x.a[0] = a11;
        handler_calls = 0;
        trident_wsyevd(v ? 'V' : 'N', 'L', 1, x.a, 1, x.w, x.work, 1, x.iwork, 1, &info);
        CHECK(info == 0 && dd_same(x.w[0], a11) && dd_same(x.a[0], v ? trident_dd_one() : a11) &&
                  dd_same(x.w[1], guard),
              "n=1 %d: info %d, w %g + %g, a %g", v, (int)info, x.w[0].hi, x.w[0].lo, x.a[0].hi);
    }
    /* NaN in the stored triangle: TRIDENT_INFO_NONFINITE_INPUT, a and w as they were */
    for (int v = 0; v < 2; ++v) {
        fill(&x);
        put_nan_matrix(N, x.a, LDA);
        const arrays before = x;
        handler_calls = 0;
        trident_wsyevd(v ? 'V' : 'N', 'L', N, x.a, LDA, x.w, x.work, lwv, x.iwork, liwv, &info);
        CHECK(info == TRIDENT_INFO_NONFINITE_INPUT && handler_calls == 1 &&
                  !memcmp(x.a, before.a, sizeof x.a) && !memcmp(x.w, before.w, sizeof x.w),
              "NaN %d: info %d, %d reports", v, (int)info, handler_calls);
    }
#undef CALL
}

/* The GPU's eigenvalues of a tridiagonal T (the bisection kernel of s and
 * d for double-double, dispatch/tridiag_eigvals_dispatch_w.c) against the
 * host's bisection on the same T: status 0, within 30 eps ||T|| of each
 * other (both are accurate to a few eps ||T||; an eigenvalue found to
 * double precision only would be 1e16 times that), ascending, the same
 * bits on a second run; all n of them and the middle third (range I).  T
 * random (n = 1, 2, 3, 50, 300, and 1100: past the kernel's tile of 1024
 * rows) and Wilkinson's W+ of order 21 glued by 1e-12 (pairs of eigenvalues
 * equal to many digits). */
static void check_device_eigenvalues(void)
{
    trident_context *ctx = trident_default_context();
    static const int64_t orders[] = {1, 2, 3, 50, 300, 1100};
    double worst = 0;
    for (size_t o = 0; o < sizeof orders / sizeof *orders; ++o)
        for (int glued = 0; glued < 2; ++glued) {
            const int64_t n = orders[o];
            trident_dd *d = malloc((size_t)n * sizeof *d), *e = malloc((size_t)n * sizeof *e);
            trident_dd *e2 = malloc((size_t)n * sizeof *e2), *wh = malloc((size_t)n * sizeof *wh);
            trident_dd *wg = malloc((size_t)n * sizeof *wg), *again = malloc((size_t)n * sizeof *again);
            double tnorm = 0;
            for (int64_t i = 0; i < n; ++i) {
                d[i] = glued ? trident_dd_from_double(fabs((double)(i % 21) - 10.0)) : random_dd();
                e[i] = glued ? trident_dd_from_double(i % 21 == 20 ? 1e-12 : 1.0) : random_dd();
                tnorm = fmax(tnorm, fabs(d[i].hi) + 2 * fabs(e[i].hi));
            }
            const trident_dd zero = trident_dd_zero();
            const int64_t m = trident_tridiag_bisect_subset_w(n, d, e, e2, 'A', zero, zero, 1, n, zero, wh);
            for (int pass = 0; pass < 2; ++pass) {
                const int64_t k0 = pass ? n / 3 : 0, k1 = pass ? n - n / 3 : n;
                const int status = trident_tridiag_eigvals_device_w(ctx, n, d, e, k0, k1, wg);
                const int repeat = trident_tridiag_eigvals_device_w(ctx, n, d, e, k0, k1, again);
                double diff = 0;
                int order = 0;
                for (int64_t k = k0; k < k1; ++k) {
                    diff = fmax(diff, fabs(trident_dd_sub(wg[k - k0], wh[k]).hi));
                    order += k > k0 && trident_dd_lt(wg[k - k0], wg[k - k0 - 1]);
                }
                const double ratio = diff / (eps_w * fmax(tnorm, DBL_MIN));
                if (ratio > worst) worst = ratio;
                CHECK(status == 0 && repeat == 0 && m == n, "n=%lld eigenvalues %lld..%lld on the GPU: status %d, %d",
                      (long long)n, (long long)k0, (long long)k1, status, repeat);
                CHECK(ratio <= TEST_RATIO_LIMIT && order == 0 &&
                          !memcmp(wg, again, (size_t)(k1 - k0) * sizeof *wg),
                      "n=%lld %s eigenvalues %lld..%lld on the GPU: %.3g eps ||T|| from the host's, %d out of "
                      "order, repeat %s", (long long)n, glued ? "glued" : "random", (long long)k0, (long long)k1,
                      ratio, order, memcmp(wg, again, (size_t)(k1 - k0) * sizeof *wg) ? "differs" : "same");
            }
            free(d), free(e), free(e2), free(wh), free(wg), free(again);
        }
    printf("gpu: tridiagonal eigenvalues, GPU against host: at most %.3f eps ||T||\n", worst);
}

/* trident_wsytrd's layout of n-1 random reflectors in a (lda), each with
 * tau = 2 / v^T v (so orthogonal), but every seventh tau 0 (H = I) where
 * `skip` */
static void random_reflectors(char uplo, int64_t n, trident_dd *a, int64_t lda, trident_dd *tau, int skip)
{
    for (int64_t k = 0; k < lda * n; ++k) a[k] = random_dd();
    for (int64_t i = 0; i + 1 < n; ++i) { /* reflector i: 'L' a(i+2:n-1, i), 'U' a(0:i-1, i+1) */
        const trident_dd *x = uplo == 'L' ? a + (i + 2) + i * lda : a + (i + 1) * lda;
        const int64_t len = uplo == 'L' ? n - 2 - i : i;
        trident_dd vtv = trident_dd_one();
        for (int64_t r = 0; r < len; ++r) vtv = trident_dd_fma_dot(x[r], x[r], vtv);
        tau[i] = skip && i % 7 == 3 ? trident_dd_zero() : trident_dd_div(trident_dd_from_double(2.0), vtv);
    }
}

/* max |z - y| over the n x m entries (ld ldz) */
static double max_diff(int64_t n, int64_t m, const trident_dd *z, const trident_dd *y, int64_t ldz)
{
    double diff = 0;
    for (int64_t j = 0; j < m; ++j)
        for (int64_t i = 0; i < n; ++i) diff = fmax(diff, fabs(trident_dd_sub(z[i + j * ldz], y[i + j * ldz]).hi));
    return diff;
}

/* max |Z^T Z - I| over Z's m columns (n x m, ld ldz) */
static double gram_deviation(int64_t n, int64_t m, const trident_dd *z, int64_t ldz)
{
    double dev = 0;
    for (int64_t j = 0; j < m; ++j)
        for (int64_t k = 0; k <= j; ++k) {
            trident_dd g = trident_dd_from_double(-(double)(j == k));
            for (int64_t i = 0; i < n; ++i) g = trident_dd_fma_dot(z[i + k * ldz], z[i + j * ldz], g);
            dev = fmax(dev, fabs(g.hi));
        }
    return dev;
}

/* The GPU's back-transformation Z := Q Z (vectors_dispatch_w.c, with Z
 * taken as orthonormal: blocks of 64 reflectors, double-double GEMMs)
 * against the host's loop, one reflector at a time, on the same
 * reflectors: status 0, within 30 n eps max|Z| of each other (both are
 * backward stable products with orthogonal factors), the same bits on a
 * second run, and z's row past n untouched.  Both triangles; n = 2, 3, 64,
 * 65, 130 (one block, one and a partial, three) and 300; m = 1, 37 and n
 * columns. */
static void check_device_backtransform(void)
{
    trident_context *ctx = trident_default_context();
    static const int64_t orders[] = {2, 3, 64, 65, 130, 300};
    double worst = 0;
    for (size_t o = 0; o < sizeof orders / sizeof *orders; ++o)
        for (int u = 0; u < 2; ++u)
            for (int c = 0; c < 3; ++c) {
                const char uplo = u ? 'U' : 'L';
                const int64_t n = orders[o], m = c == 0 ? 1 : c == 1 ? 37 : n, lda = n + 3, ldz = n + 1;
                trident_dd *a = malloc((size_t)(lda * n) * sizeof *a), *tau = malloc((size_t)n * sizeof *tau);
                trident_dd *zh = malloc((size_t)(ldz * m) * sizeof *zh), *zg = malloc((size_t)(ldz * m) * sizeof *zg);
                trident_dd *again = malloc((size_t)(ldz * m) * sizeof *again);
                random_reflectors(uplo, n, a, lda, tau, 1);
                double znorm = 0;
                for (int64_t k = 0; k < ldz * m; ++k) {
                    zh[k] = k % ldz == n ? guard : random_dd();
                    znorm = fmax(znorm, k % ldz == n ? 0.0 : fabs(zh[k].hi));
                    zg[k] = again[k] = zh[k];
                }
                trident_host_wormtr(uplo, n, m, a, lda, tau, zh, ldz);
                int written, written2;
                const int status = trident_wsyev_vectors_device_w(ctx, uplo, n, m, a, lda, tau, zg, ldz, 0, &written);
                const int repeat =
                    trident_wsyev_vectors_device_w(ctx, uplo, n, m, a, lda, tau, again, ldz, 0, &written2);
                int64_t guards = 0;
                for (int64_t j = 0; j < m; ++j) guards += !dd_same(zg[n + j * ldz], guard);
                const double ratio = max_diff(n, m, zg, zh, ldz) / ((double)n * eps_w * znorm);
                if (ratio > worst) worst = ratio;
                CHECK(status == 0 && repeat == 0 && written && written2,
                      "%c n=%lld m=%lld back-transformation on the GPU: status %d, %d", uplo, (long long)n,
                      (long long)m, status, repeat);
                CHECK(ratio <= TEST_RATIO_LIMIT && guards == 0 && !memcmp(zg, again, (size_t)(ldz * m) * sizeof *zg),
                      "%c n=%lld m=%lld back-transformation on the GPU: %.3g n eps max|Z| from the host's, %lld "
                      "guards written, repeat %s", uplo, (long long)n, (long long)m, ratio, (long long)guards,
                      memcmp(zg, again, (size_t)(ldz * m) * sizeof *zg) ? "differs" : "same");
                free(a), free(tau), free(zh), free(zg), free(again);
            }
    printf("gpu: back-transformation, GPU against host: at most %.3f n eps max|Z|\n", worst);
}

/* The GPU's orthonormalization (Loewdin's first-order step, Q = I here:
 * every tau 0): Z0 orthonormal (the first m columns of a product of random
 * reflectors) plus noise of 1e-28 a entry, as inverse iteration leaves
 * vectors of different clusters: status 0, max |Z^T Z - I| below 30 n
 * eps, each entry moved by at most m max|Z^T Z - I| before (half the
 * overlaps); with noise of 1e-10 the step is declined (1) and z left as it
 * was. */
static void check_device_orthonormalize(void)
{
    trident_context *ctx = trident_default_context();
    static const int64_t orders[] = {64, 130};
    double worst = 0;
    for (size_t o = 0; o < sizeof orders / sizeof *orders; ++o)
        for (int c = 0; c < 2; ++c) {
            const int64_t n = orders[o], m = c ? n : 37, lda = n + 3, ldz = n;
            trident_dd *a = malloc((size_t)(lda * n) * sizeof *a), *tau = malloc((size_t)n * sizeof *tau);
            trident_dd *z0 = calloc((size_t)(ldz * m), sizeof *z0), *z = malloc((size_t)(ldz * m) * sizeof *z);
            random_reflectors('L', n, a, lda, tau, 0);
            for (int64_t j = 0; j < m; ++j) z0[j + j * ldz] = trident_dd_one();
            trident_host_wormtr('L', n, m, a, lda, tau, z0, ldz);
            for (int64_t i = 0; i + 1 < n; ++i) tau[i] = trident_dd_zero();
            for (int noisy = 0; noisy < 2; ++noisy) {
                const double noise = noisy ? 1e-10 : 1e-28;
                for (int64_t k = 0; k < ldz * m; ++k) z[k] = trident_dd_add_d(z0[k], noise * test_uniform());
                const double before = gram_deviation(n, m, z, ldz);
                trident_dd *copy = malloc((size_t)(ldz * m) * sizeof *copy);
                memcpy(copy, z, (size_t)(ldz * m) * sizeof *z);
                int written;
                const int status = trident_wsyev_vectors_device_w(ctx, 'L', n, m, a, lda, tau, z, ldz, 1, &written);
                if (noisy) {
                    CHECK(status == 1 && !written && !memcmp(copy, z, (size_t)(ldz * m) * sizeof *z),
                          "n=%lld m=%lld: orthonormalization of vectors %.3g from it: status %d, z %s", (long long)n,
                          (long long)m, before, status, memcmp(copy, z, (size_t)(ldz * m) * sizeof *z) ? "changed"
                                                                                                       : "as it was");
                } else {
                    const double after = gram_deviation(n, m, z, ldz) / ((double)n * eps_w);
                    const double moved = max_diff(n, m, z, copy, ldz);
                    if (after > worst) worst = after;
                    CHECK(status == 0 && written && after <= TEST_RATIO_LIMIT && moved <= (double)m * before,
                          "n=%lld m=%lld orthonormalization on the GPU: status %d, |Z^T Z - I| %.3g n eps (%.3g "
                          "before), moved %.3g", (long long)n, (long long)m, status, after, before, moved);
                }
                free(copy);
            }
            free(a), free(tau), free(z0), free(z);
        }
    printf("gpu: orthonormalization on the GPU: |Z^T Z - I| at most %.3f n eps\n", worst);
}

/* The GPU's inverse iteration (vectors_dispatch_w.c, one thread a vector
 * running the host's iteration, cuda/eig/invit_vector_w.h) against the
 * host's on the same T and eigenvalues: random T of order 1, 2, 50, 300 and
 * 1100 (every eigenvalue its own cluster), each vector within 30 n eps of
 * the host's (the same operations: in practice the same bits), all
 * converged as the host's; and through trident_tridiag_invit_on_w, where
 * the host finishes the clusters the GPU starts, Wilkinson's W21+ glued by
 * 1e-12 at n = 300 (pairs equal to 2^-30 ||T||) against the host alone. */
static void check_device_invit(void)
{
    trident_context *ctx = trident_default_context();
    static const int64_t orders[] = {1, 2, 50, 300, 1100, 300};
    double worst = 0;
    int64_t same = 0, total = 0;
    for (size_t o = 0; o < sizeof orders / sizeof *orders; ++o) {
        const int64_t n = orders[o];
        const int glued = o + 1 == sizeof orders / sizeof *orders;
        trident_dd *d = malloc((size_t)n * sizeof *d), *e = malloc((size_t)n * sizeof *e);
        trident_dd *e2 = malloc((size_t)n * sizeof *e2), *w = malloc((size_t)n * sizeof *w);
        trident_dd *sigma = malloc((size_t)n * sizeof *sigma), *work = malloc((size_t)(5 * n) * sizeof *work);
        int64_t *index = malloc((size_t)n * sizeof *index);
        trident_dd *zh = malloc((size_t)(n * n) * sizeof *zh), *zg = malloc((size_t)(n * n) * sizeof *zg);
        trident_int *iwork = malloc((size_t)n * sizeof *iwork), *ifail = malloc((size_t)n * sizeof *ifail);
        int *converged = malloc((size_t)n * sizeof *converged);
        for (int64_t i = 0; i < n; ++i) {
            d[i] = glued ? trident_dd_from_double(fabs((double)(i % 21) - 10.0)) : random_dd();
            e[i] = glued ? trident_dd_from_double(i % 21 == 20 ? 1e-12 : 1.0) : random_dd();
        }
        const trident_dd zero = trident_dd_zero();
        trident_tridiag_bisect_subset_w(n, d, e, e2, 'A', zero, zero, 1, n, zero, w);
        const int64_t failed_h = trident_tridiag_invit_w(n, d, e, n, w, 0.0, zh, n, work, iwork, ifail, NULL);
        int status = 0;
        int64_t failed_g = 0, heads = 0;
        if (glued) {
            failed_g = trident_tridiag_invit_on_w(ctx, n, d, e, n, w, 0.0, zg, n, work, iwork, ifail);
        } else {
            trident_invit_plan_w plan;
            trident_tridiag_invit_plan_w(n, d, e, 0.0, &plan);
            trident_dd shift = zero;
            for (int64_t j = 0, first = 0; j < n; ++j) {
                sigma[j] = shift = trident_tridiag_invit_shift_w(&plan, j, w, shift, &first);
                index[j] = j;
                heads += first == j;
            }
            status = trident_tridiag_invit_device_w(ctx, n, d, e, n, sigma, index, &plan.tol, zg, converged);
            for (int64_t j = 0; j < n; ++j) failed_g += !converged[j];
        }
        const double ratio = max_diff(n, n, zg, zh, n) / ((double)n * eps_w);
        if (ratio > worst) worst = ratio;
        for (int64_t k = 0; k < n * n; ++k) same += dd_same(zg[k], zh[k]);
        total += n * n;
        CHECK(status == 0 && (glued || heads == n) && failed_g == failed_h && failed_h == 0 &&
                  ratio <= TEST_RATIO_LIMIT,
              "n=%lld %s: inverse iteration on the GPU: status %d, %lld heads, %lld / %lld not converged, %.3g n eps "
              "from the host's", (long long)n, glued ? "glued" : "random", status, (long long)heads,
              (long long)failed_g, (long long)failed_h, ratio);
        free(d), free(e), free(e2), free(w), free(sigma), free(work), free(zh), free(zg), free(iwork), free(ifail);
        free(converged), free(index);
    }
    printf("gpu: inverse iteration, GPU against host: at most %.3f n eps, %lld of %lld entries the same bits\n",
           worst, (long long)same, (long long)total);
}

/* test_wsyevd [gpu]: with "gpu" (test wsyevd_gpu, label gpu) the default
 * context's backend is the GPU (exit 77, skipped, without one): the GPU's
 * tridiagonal eigenvalues and back-transformation against the host's,
 * then known spectra at orders past the reduction's crossover, each call
 * checked to have reduced on the GPU (and so found its eigenvalues and
 * eigenvectors there). */
static int gpu_main(void)
{
    trident_context_set_backend(trident_default_context(), TRIDENT_BACKEND_GPU);
    trident_set_error_handler(counting_handler, NULL);
    check_device_eigenvalues();
    check_device_backtransform();
    check_device_orthonormalize();
    check_device_invit();
    static const int64_t orders[] = {200, 333};
    for (int u = 0; u < 2; ++u)
        for (size_t k = 0; k < sizeof orders / sizeof *orders; ++k) {
            test_seed(4000 + 31 * (uint64_t)orders[k] + (uint64_t)u);
            check_random_spectrum(u ? 'U' : 'L', orders[k], k == 1);
            const char *ran = trident_context_last_backend(trident_default_context());
            CHECK(!strcmp(ran, "cuda"), "n=%lld: the reduction ran on %s, not the GPU", (long long)orders[k], ran);
        }
    printf("gpu: worst ratios (eps = 2^-106, limit %.0f): eigenvalues %.3f n eps ||A||, jobz N vs V %.3f, "
           "||A Z - Z L|| %.3f, ||I - Z^T Z|| %.3f\n",
           TEST_RATIO_LIMIT, worst_value, worst_nv, worst_residual, worst_orthogonality);
    return test_finish("wsyevd_gpu");
}

int main(int argc, char **argv)
{
    const int gpu = test_parse_gpu(argc, argv, trident_gpu_available);
    if (gpu) return gpu < 0 ? 2 : gpu_main();
    trident_set_error_handler(counting_handler, NULL);
    check_arguments();
    const int64_t orders[] = {0, 1, 2, 3, 5, 17, 33, 64, 100};
    for (int u = 0; u < 2; ++u) {
        const char uplo = u ? 'U' : 'L';
        for (size_t k = 0; k < sizeof orders / sizeof orders[0]; ++k) {
            test_seed(2000 + 31 * (uint64_t)orders[k] + (uint64_t)u);
            check_random_spectrum(uplo, orders[k], 0);
        }
        check_random_spectrum(uplo, 40, 1); /* LAPACK's minimum workspace */
        /* the minimum at n = 2 and 3 leaves no room for inverse iteration's
         * scratch: the vectors come from implicit QL, the fallback path
         * (n = 4: the first order with room) */
        check_random_spectrum(uplo, 2, 1);
        check_random_spectrum(uplo, 3, 1);
        check_random_spectrum(uplo, 4, 1);
        check_low_word_pair(uplo, 12);
        check_cluster(uplo, 45);
        check_diagonal(uplo, 23);
        check_zero(uplo, 7);
        check_scaled(uplo, 33, -600);
        check_scaled(uplo, 33, 600);
        check_options(uplo, 19);
    }
    printf("worst ratios (eps = 2^-106, limit %.0f): eigenvalues %.3f n eps ||A||, jobz N vs V %.3f, "
           "||A Z - Z L|| %.3f, ||I - Z^T Z|| %.3f\n",
           TEST_RATIO_LIMIT, worst_value, worst_nv, worst_residual, worst_orthogonality);
    return test_finish("wsyevd");
}
