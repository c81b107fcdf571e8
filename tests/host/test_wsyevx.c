/*
 * test_wsyevx.c -- trident_wsyevx, selected eigenvalues (and eigenvectors)
 * of a double-double symmetric matrix on the host.  Why a test of its own:
 * w is not one of the four precisions the generic suites instantiate, and
 * its checks need double-double arithmetic in the test itself.
 *
 * The reference is trident_wsyevd's jobz V (implicit QL: an algorithm
 * other than the bisection under test) on the same matrix.  For each
 * matrix, both triangles, and each subset -- range A; range I: the lowest
 * few, a middle range, a single index, the top one; range V: a window
 * about the middle, one holding every eigenvalue, (-inf, inf], an empty one
 * inside a gap -- the checks are:
 *   - m is the size of the subset;
 *   - every eigenvalue within TEST_RATIO_LIMIT n eps ||A||_2 of the
 *     reference's of the same index, eps = 2^-106 (a solver that worked in
 *     double would miss by a factor near 2^50);
 *   - jobz V: ||A Z - Z Lambda||_F / (n ||A||_F eps) and ||I - Z^T Z||_F /
 *     (n eps) (Z n-by-m) below TEST_RATIO_LIMIT; ifail[0..m) zero;
 *   - jobz N gives the same eigenvalues, bit for bit;
 *   - nothing written outside the stored triangle of a, rows n.. of z, its
 *     columns m.., w[n]; jobz N leaves z and ifail alone.
 * Matrices: known spectra A = Q diag(lambda) Q^T (test_dd.h; n = 0, 1, 2,
 * 5, 37, 100); 30 copies of one eigenvalue among 60; a diagonal with three
 * values repeated (T splits exactly); four glued Wilkinson W21+ matrices
 * (clusters of 4 to 8 eigenvalues within about 1e-9); A = 0; 2^-600 A and
 * 2^600 A (the scaling path, the window scaled with A).
 * And: abstol > 0 (also far above ||A||: vectors still orthonormal);
 * bit-for-bit reproducibility; LAPACK's minimum lwork;
 * the keep-inputs and canonical-vectors options; every illegal argument
 * gives info = -i, one report and no write; the query; n = 0 and n = 1;
 * NaN input.
 * With the argument "gpu" (test wsyevx_gpu): the same subsets at orders
 * past the reduction's crossover with the GPU as the default context's
 * backend, so that every stage runs there (the eigenvectors' inverse
 * iteration for the vectors that start a cluster, the rest of a cluster on
 * the host): known spectra at n = 200 and 201, ten glued W21+ (n = 210).
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "trident.h"
#include "common/test_handler.h"
#include "common/test_dd.h"
#include "common/test_util.h"
#include "dd/dd_arith.h"

static double worst_value = 0.0, worst_relative = 0.0, worst_residual = 0.0, worst_orthogonality = 0.0;
static long subsets = 0;
static int minimal_lwork = 0; /* LAPACK's minimum lwork instead of the query's */

static trident_dd *new_dd(int64_t count) { return calloc((size_t)(count > 0 ? count : 1), sizeof(trident_dd)); }

/* trident_wsyevd's eigenvalues (jobz V: QL) of the full afull (ld n) */
static trident_dd *reference(int64_t n, const trident_dd *afull)
{
    trident_dd *a = new_dd(n * n), *w = new_dd(n + 1), query;
    memcpy(a, afull, (size_t)(n * n) * sizeof *a);
    trident_int iquery, info;
    trident_wsyevd('V', 'L', (trident_int)n, a, (trident_int)(n > 0 ? n : 1), w, &query, -1, &iquery, -1, &info);
    trident_dd *work = new_dd((int64_t)query.hi);
    trident_int *iwork = malloc((size_t)iquery * sizeof *iwork);
    trident_wsyevd('V', 'L', (trident_int)n, a, (trident_int)(n > 0 ? n : 1), w, work, (trident_int)query.hi, iwork,
                   iquery, &info);
    CHECK(info == 0, "reference n=%lld: trident_wsyevd info %d", (long long)n, (int)info);
    free(a), free(work), free(iwork);
    return w;
}

/* ---- one call and what it must leave alone -------------------------------- */

typedef struct selection {
    trident_int info, m;
    trident_dd *w, *z; /* z: ldz-by-n */
    int64_t ldz;
} selection;

typedef struct subset {
    char range;
    trident_dd vl, vu;
    trident_int il, iu;
    trident_dd abstol;
} subset;

/* trident_wsyevx on the triangle uplo of afull (ld n), in arrays with
 * guards; `minimal`: LAPACK's minimum lwork instead of the query's */
static selection run(char jobz, char uplo, int64_t n, const trident_dd *afull, subset s, int minimal)
{
    const int64_t lda = n + 1 + n % 2, ldz = n + 2, cols = n > 0 ? n : 1;
    selection r = {.ldz = ldz, .m = -5};
    trident_dd *a = load_triangle(uplo, n, afull, lda), query;
    r.w = new_dd(n + 1), r.z = new_dd(ldz * cols);
    for (int64_t i = 0; i <= n; ++i) r.w[i] = guard;
    for (int64_t k = 0; k < ldz * cols; ++k) r.z[k] = guard;
    trident_int *ifail = malloc((size_t)(n + 1) * sizeof *ifail), *iwork = malloc((size_t)(5 * n + 1) * sizeof *iwork);
    for (int64_t i = 0; i <= n; ++i) ifail[i] = -7;
    trident_int m = -5, info = 1;
    trident_wsyevx(jobz, s.range, uplo, (trident_int)n, a, (trident_int)lda, s.vl, s.vu, s.il, s.iu, s.abstol, &m,
                   r.w, r.z, (trident_int)ldz, &query, -1, iwork, ifail, &info);
    const int64_t lwmin = n <= 1 ? 1 : 8 * n;
    CHECK(info == 0 && m == -5 && query.lo == 0.0 && query.hi >= (double)lwmin && query.hi == floor(query.hi),
          "query n=%lld: info %d, m %d, work[0] %g", (long long)n, (int)info, (int)m, query.hi);
    const int64_t lwork = minimal ? lwmin : (int64_t)query.hi;
    trident_dd *work = new_dd(lwork);
    handler_calls = 0;
    trident_wsyevx(jobz, s.range, uplo, (trident_int)n, a, (trident_int)lda, s.vl, s.vu, s.il, s.iu, s.abstol, &r.m,
                   r.w, r.z, (trident_int)ldz, work, (trident_int)lwork, iwork, ifail, &r.info);
    CHECK(r.info == 0 && handler_calls == 0 && dd_same(work[0], query),
          "%c %c%c n=%lld: info %d, %d reports, work[0] %g", jobz, s.range, uplo, (long long)n, (int)r.info,
          handler_calls, work[0].hi);
    /* what may not be written: a outside its triangle, w[n], z's rows n..
     * and columns m.. (all of z for jobz N), ifail beyond m (all for N) */
    int touched = 0, nonzero_ifail = 0, ascending = 1;
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < lda; ++i)
            touched += (i >= n || (uplo == 'L' ? i < j : i > j)) && !dd_same(AT(a, i, j, lda), guard);
    touched += !dd_same(r.w[n], guard);
    for (int64_t j = 0; j < cols; ++j)
        for (int64_t i = 0; i < ldz; ++i)
            touched += (jobz == 'N' || i >= n || j >= r.m) && !dd_same(AT(r.z, i, j, ldz), guard);
    for (int64_t i = 0; i <= n; ++i) {
        if (jobz == 'V' && i < r.m) nonzero_ifail += ifail[i] != 0;
        else touched += ifail[i] != -7;
    }
    for (int64_t i = 1; i < r.m; ++i) ascending &= trident_dd_le(r.w[i - 1], r.w[i]);
    CHECK(touched == 0 && nonzero_ifail == 0 && ascending,
          "%c %c%c n=%lld: %d guards overwritten, %d ifail nonzero, ascending %d", jobz, s.range, uplo, (long long)n,
          touched, nonzero_ifail, ascending);
    free(a), free(work), free(ifail), free(iwork);
    return r;
}

static void release(selection r) { free(r.w), free(r.z); }

/* ---- a subset against the reference --------------------------------------- */

static double norm2_of(int64_t n, const trident_dd *ref)
{
    return n > 0 ? fmax(fabs(ref[0].hi), fabs(ref[n - 1].hi)) : 0.0;
}

/*
 * Both jobz on subset s of afull, whose eigenvalues, by the reference, are
 * ref[first .. first + count).  `residuals`: measure ||AZ - Z L|| (not for
 * the 2^600 matrix, whose squares overflow the measure).
 */
static void check_subset(const char *what, char uplo, int64_t n, const trident_dd *afull, const trident_dd *ref,
                         subset s, int64_t first, int64_t count, int residuals)
{
    selection v = run('V', uplo, n, afull, s, minimal_lwork), nv = run('N', uplo, n, afull, s, minimal_lwork);
    ++subsets;
    CHECK(v.m == count && nv.m == count,
          "%s %c %c n=%lld (il %d, iu %d, vl %.17g, vu %.17g): m %d (V), %d (N), want %lld", what, uplo, s.range,
          (long long)n, (int)s.il, (int)s.iu, s.vl.hi, s.vu.hi, (int)v.m, (int)nv.m, (long long)count);
    const int64_t m = v.m == count && nv.m == count ? count : 0;
    const double norm = norm2_of(n, ref);
    double worst = 0.0;
    int same = 1;
    for (int64_t k = 0; k < m; ++k) {
        worst = fmax(worst, fabs(trident_dd_sub(v.w[k], ref[first + k]).hi));
        same &= dd_same(v.w[k], nv.w[k]);
    }
    const double ratio = norm > 0.0 ? worst / ((double)n * norm * eps_w) : worst;
    CHECK(ratio < TEST_RATIO_LIMIT && same, "%s %c %c n=%lld: eigenvalues off by %.3g n eps ||A||, N = V bitwise %d",
          what, uplo, s.range, (long long)n, ratio, same);
    worst_value = fmax(worst_value, ratio);
    if (norm > 0.0) worst_relative = fmax(worst_relative, worst / norm);
    if (m > 0) {
        const double orth = orthogonality_ratio_cols(n, m, v.z, v.ldz);
        const double res = residuals ? eigen_residual_ratio(n, m, afull, v.z, v.ldz, v.w) : 0.0;
        CHECK(res < TEST_RATIO_LIMIT && orth < TEST_RATIO_LIMIT,
              "%s %c %c n=%lld m=%lld: ||AZ - ZL|| ratio %.3g, ||I - Z^T Z|| ratio %.3g", what, uplo, s.range,
              (long long)n, (long long)m, res, orth);
        worst_residual = fmax(worst_residual, res);
        worst_orthogonality = fmax(worst_orthogonality, orth);
    }
    release(v), release(nv);
}

static const trident_dd none = {0.0, 0.0};

static subset by_index(trident_int il, trident_int iu) { return (subset){'I', none, none, il, iu, none}; }
static subset by_value(trident_dd vl, trident_dd vu) { return (subset){'V', vl, vu, 1, 1, none}; }

/* the first j >= from (1 <= j < n) with a gap above thr between ref[j-1]
 * and ref[j], where a window's edge can go; n if none */
static int64_t gap_at(int64_t n, const trident_dd *ref, int64_t from, double thr)
{
    for (int64_t j = from > 1 ? from : 1; j < n; ++j)
        if (trident_dd_sub(ref[j], ref[j - 1]).hi > thr) return j;
    return n;
}

static trident_dd middle(trident_dd x, trident_dd y) { return trident_dd_mul_d(trident_dd_add(x, y), 0.5); }

/* the window edge just below ref[j] (below everything for j = 0, by
 * ||A||) and just above ref[j-1] (above everything for j = n) */
static trident_dd edge(int64_t n, const trident_dd *ref, int64_t j)
{
    const double margin = fmax(1.0, norm2_of(n, ref));
    return j == 0 ? trident_dd_sub_d(ref[0], margin) : j == n ? trident_dd_add_d(ref[n - 1], margin)
                                                              : middle(ref[j - 1], ref[j]);
}

/* every subset kind of the header on afull (ld n) */
static void check_matrix(const char *what, char uplo, int64_t n, const trident_dd *afull, int residuals)
{
    trident_dd *ref = reference(n, afull);
    check_subset(what, uplo, n, afull, ref, (subset){'A', none, none, 1, 1, none}, 0, n, residuals);
    if (n == 0) { /* range I's only legal subset at n = 0: il = 1, iu = 0 */
        check_subset(what, uplo, n, afull, ref, by_index(1, 0), 0, 0, residuals);
        free(ref);
        return;
    }
    const trident_int k = n < 4 ? (trident_int)n : 4, third = (trident_int)(n / 3), mid = (trident_int)((n + 1) / 2);
    check_subset(what, uplo, n, afull, ref, by_index(1, k), 0, k, residuals);
    check_subset(what, uplo, n, afull, ref, by_index(third + 1, 2 * third > third ? 2 * third : third + 1), third,
                 2 * third > third ? third : 1, residuals);
    check_subset(what, uplo, n, afull, ref, by_index(mid, mid), mid - 1, 1, residuals);
    check_subset(what, uplo, n, afull, ref, by_index((trident_int)n, (trident_int)n), n - 1, 1, residuals);

    /* windows: edges only at gaps far above the eigenvalues' errors */
    const double thr = 1e-24 * norm2_of(n, ref);
    const int64_t lo = gap_at(n, ref, n / 4, thr), hi = gap_at(n, ref, (3 * n) / 4, thr);
    const int64_t j0 = lo < n ? lo : 0, j1 = hi > j0 ? hi : n;
    check_subset(what, uplo, n, afull, ref, by_value(edge(n, ref, j0), edge(n, ref, j1)), j0, j1 - j0, residuals);
    check_subset(what, uplo, n, afull, ref, by_value(edge(n, ref, 0), edge(n, ref, n)), 0, n, residuals);
    const trident_dd inf = trident_dd_from_double(INFINITY);
    check_subset(what, uplo, n, afull, ref, by_value(trident_dd_neg(inf), inf), 0, n, residuals);
    const int64_t g = gap_at(n, ref, 1, thr);
    if (g < n) { /* inside the gap between ref[g-1] and ref[g]: nothing */
        const trident_dd c = middle(ref[g - 1], ref[g]);
        check_subset(what, uplo, n, afull, ref, by_value(middle(ref[g - 1], c), c), g, 0, residuals);
    }
    free(ref);
}

/* ---- the matrices ------------------------------------------------------------ */

static void check_random(char uplo, int64_t n)
{
    trident_dd *lambda = new_dd(n);
    for (int64_t i = 0; i < n; ++i) lambda[i] = random_dd();
    trident_dd *afull = known_spectrum(n, lambda);
    check_matrix("random", uplo, n, afull, 1);
    free(afull), free(lambda);
}

/* 30 copies of 0.375 + 2^-62 among 60: subsets that cut the cluster, and
 * the window around it alone */
static void check_cluster(char uplo)
{
    const int64_t n = 60, copies = 30;
    trident_dd *lambda = new_dd(n);
    const trident_dd value = trident_dd_make(0.375, 0x1p-62);
    for (int64_t i = 0; i < n; ++i) lambda[i] = i < copies ? value : random_dd();
    trident_dd *afull = known_spectrum(n, lambda); /* lambda sorted */
    check_matrix("30 copies", uplo, n, afull, 1);
    int64_t c0 = 0;
    while (!dd_same(lambda[c0], value)) ++c0;
    trident_dd *ref = reference(n, afull);
    const subset around = by_value(trident_dd_sub_d(value, 1e-10), trident_dd_add_d(value, 1e-10));
    check_subset("30 copies", uplo, n, afull, ref, around, c0, copies, 1);
    check_subset("30 copies", uplo, n, afull, ref, by_index((trident_int)c0, (trident_int)c0 + 3), c0 - 1, 4, 1);
    check_subset("30 copies", uplo, n, afull, ref, by_index((trident_int)(c0 + 10), (trident_int)(c0 + copies + 1)),
                 c0 + 9, copies - 8, 1);
    free(ref), free(afull), free(lambda);
}

/* diagonal 1, 2, 3, 1, 2, 3, ...: T splits into 1-by-1 blocks with equal
 * eigenvalues in different blocks */
static void check_repeated_diagonal(char uplo)
{
    const int64_t n = 30;
    trident_dd *afull = new_dd(n * n);
    for (int64_t i = 0; i < n; ++i) AT(afull, i, i, n) = trident_dd_from_double((double)(1 + i % 3));
    check_matrix("1,2,3 diagonal", uplo, n, afull, 1);
    trident_dd *ref = reference(n, afull);
    /* (1.5, 2]: the ten 2s, the upper edge on them exactly */
    const subset twos = by_value(trident_dd_from_double(1.5), trident_dd_from_double(2.0));
    check_subset("1,2,3 diagonal", uplo, n, afull, ref, twos, 10, 10, 1);
    free(ref), free(afull);
}

/* `copies` Wilkinson W21+ (diagonal |10 - i|, off-diagonal 1) glued by
 * 1e-9: its largest eigenvalues come in pairs that agree to about 1e-14 in
 * each block, and the glue makes clusters of 2 copies of them (8 for 4) */
static void check_glued_wilkinson(char uplo, int64_t copies)
{
    const int64_t b = 21, n = b * copies;
    trident_dd *afull = new_dd(n * n);
    for (int64_t i = 0; i < n; ++i) {
        AT(afull, i, i, n) = trident_dd_from_double(fabs(10.0 - (double)(i % b)));
        if (i + 1 < n) {
            const trident_dd off = trident_dd_from_double((i + 1) % b ? 1.0 : 1e-9);
            AT(afull, i + 1, i, n) = AT(afull, i, i + 1, n) = off;
        }
    }
    check_matrix("glued W21+", uplo, n, afull, 1);
    trident_dd *ref = reference(n, afull);
    check_subset("glued W21+", uplo, n, afull, ref, by_index((trident_int)(n - 7), (trident_int)n), n - 8, 8, 1);
    free(ref), free(afull);
}

/* A = 0: every eigenvalue exactly 0, in (-1, 0] and none in (0, 1] */
static void check_zero(char uplo)
{
    const int64_t n = 7;
    trident_dd *afull = new_dd(n * n), *ref = new_dd(n);
    check_subset("zero", uplo, n, afull, ref, by_value(trident_dd_from_double(-1.0), none), 0, n, 1);
    check_subset("zero", uplo, n, afull, ref, by_value(none, trident_dd_from_double(1.0)), 0, 0, 1);
    check_subset("zero", uplo, n, afull, ref, by_index(2, 5), 1, 4, 1);
    free(afull), free(ref);
}

/* 2^p A (p = -600, 600): the routine scales A, and the window with it */
static void check_scaled(char uplo, int p)
{
    const int64_t n = 20;
    trident_dd *lambda = new_dd(n);
    for (int64_t i = 0; i < n; ++i) lambda[i] = random_dd();
    trident_dd *afull = known_spectrum(n, lambda);
    for (int64_t k = 0; k < n * n; ++k) afull[k] = trident_dd_make(ldexp(afull[k].hi, p), ldexp(afull[k].lo, p));
    check_matrix(p > 0 ? "2^600 A" : "2^-600 A", uplo, n, afull, 0);
    free(afull), free(lambda);
}

/* abstol > 0: eigenvalues within abstol (plus rounding) of the reference;
 * the same call twice gives the same bits; every subset with LAPACK's
 * minimum lwork (the reduction then runs with narrower panels) */
static void check_abstol_and_repeat(char uplo)
{
    const int64_t n = 37;
    trident_dd *lambda = new_dd(n);
    for (int64_t i = 0; i < n; ++i) lambda[i] = random_dd();
    trident_dd *afull = known_spectrum(n, lambda), *ref = reference(n, afull);
    subset s = by_index(5, 20);
    s.abstol = trident_dd_from_double(1e-12);
    selection r = run('V', uplo, n, afull, s, 0);
    double worst = 0.0;
    for (int64_t k = 0; k < r.m; ++k) worst = fmax(worst, fabs(trident_dd_sub(r.w[k], ref[4 + k]).hi));
    CHECK(r.m == 16 && worst <= 1e-12 && worst > 0.0, "abstol 1e-12 %c: m %d, off by %.3g", uplo, (int)r.m, worst);
    release(r);

    s = by_index(3, 30);
    selection x = run('V', uplo, n, afull, s, 0), y = run('V', uplo, n, afull, s, 0);
    const int same = x.m == 28 && x.m == y.m && !memcmp(x.w, y.w, (size_t)x.m * sizeof *x.w) &&
                     !memcmp(x.z, y.z, (size_t)(x.ldz * x.m) * sizeof *x.z);
    CHECK(same, "%c: two runs differ", uplo);
    release(x), release(y);

    minimal_lwork = 1;
    check_matrix("minimal lwork", uplo, n, afull, 1);
    minimal_lwork = 0;

    /* abstol far above ||A|| (A times 2^-330, not rescaled; abstol 1e300):
     * the eigenvalues are as coarse as asked, but the vectors converge and
     * stay orthonormal (inverse iteration's start once scaled by abstol
     * overflowed into NaN vectors, info = m) */
    trident_dd *tiny = new_dd(n * n);
    for (int64_t k = 0; k < n * n; ++k) tiny[k] = trident_dd_mul_d(afull[k], 0x1p-330);
    s = by_index(1, (trident_int)n);
    s.abstol = trident_dd_from_double(1e300);
    r = run('V', uplo, n, tiny, s, 0);
    const double orth = orthogonality_ratio_cols(n, r.m, r.z, r.ldz);
    CHECK(r.m == n && r.info == 0 && orth < TEST_RATIO_LIMIT, "abstol 1e300, ||A|| 2^-330 %c: m %d, info %d, "
          "||I - Z^T Z|| ratio %.3g", uplo, (int)r.m, (int)r.info, orth);
    release(r);
    free(tiny);
    free(afull), free(ref), free(lambda);
}

/* keep-inputs leaves a as it was, with the same results; canonical vectors
 * have their largest entry positive and are otherwise +-1 times the plain
 * ones */
static void check_options(char uplo)
{
    const int64_t n = 19;
    trident_dd *lambda = new_dd(n);
    for (int64_t i = 0; i < n; ++i) lambda[i] = random_dd();
    trident_dd *afull = known_spectrum(n, lambda);
    trident_context *ctx = trident_default_context();
    const subset s = by_index(4, 11);
    selection plain = run('V', uplo, n, afull, s, 0);

    trident_context_set_keep_inputs(ctx, 1);
    trident_dd *a = new_dd(n * n), *w = new_dd(n), *z = new_dd(n * n), query;
    trident_int iwork[5 * 19], ifail[19], m, info;
    memcpy(a, afull, (size_t)(n * n) * sizeof *a);
    trident_wsyevx('V', 'I', uplo, (trident_int)n, a, (trident_int)n, none, none, s.il, s.iu, none, &m, w, z,
                   (trident_int)n, &query, -1, iwork, ifail, &info);
    trident_dd *work = new_dd((int64_t)query.hi); /* the query's size, as run() uses */
    trident_wsyevx('V', 'I', uplo, (trident_int)n, a, (trident_int)n, none, none, s.il, s.iu, none, &m, w, z,
                   (trident_int)n, work, (trident_int)query.hi, iwork, ifail, &info);
    trident_context_set_keep_inputs(ctx, 0);
    int same = info == 0 && m == plain.m && !memcmp(a, afull, (size_t)(n * n) * sizeof *a);
    for (int64_t j = 0; same && j < m; ++j)
        same = dd_same(w[j], plain.w[j]) && !memcmp(z + j * n, plain.z + j * plain.ldz, (size_t)n * sizeof *z);
    CHECK(same, "keep inputs %c: info %d, a or results differ", uplo, (int)info);

    trident_context_set_canonical_vectors(ctx, 1);
    selection canon = run('V', uplo, n, afull, s, 0);
    trident_context_set_canonical_vectors(ctx, 0);
    const int bad = canon.m != plain.m ? -1 : canonical_mismatches(n, canon.m, canon.z, canon.ldz, plain.z, plain.ldz);
    CHECK(bad == 0, "canonical vectors %c: %d entries wrong", uplo, bad);
    free(lambda), free(afull), free(a), free(w), free(z), free(work);
    release(plain), release(canon);
}

/* ---- arguments, queries, n = 0 and 1, NaN --------------------------------- */

#define N 6
#define LDA 8
#define LWORK 60
#define LIWORK (5 * N)

typedef struct arrays {
    trident_dd a[LDA * N], w[N], z[LDA * N], work[LWORK];
    trident_int m, iwork[LIWORK], ifail[N];
} arrays;

static void fill(arrays *x)
{
    for (int k = 0; k < LDA * N; ++k) x->a[k] = x->z[k] = guard;
    for (int k = 0; k < N; ++k) x->w[k] = guard, x->ifail[k] = -7;
    for (int k = 0; k < LWORK; ++k) x->work[k] = guard;
    for (int k = 0; k < LIWORK; ++k) x->iwork[k] = -7;
    x->m = -7;
}

/* elements that lost their guard; work[0] excepted when `skip0` */
static int written(const arrays *x, int skip0)
{
    int count = x->m != -7;
    for (int k = 0; k < LDA * N; ++k) count += !dd_same(x->a[k], guard) + !dd_same(x->z[k], guard);
    for (int k = 0; k < N; ++k) count += !dd_same(x->w[k], guard) + (x->ifail[k] != -7);
    for (int k = skip0; k < LWORK; ++k) count += !dd_same(x->work[k], guard);
    for (int k = 0; k < LIWORK; ++k) count += x->iwork[k] != -7;
    return count;
}

static void check_arguments(void)
{
    static arrays x;
    trident_int info;
    const trident_dd one = trident_dd_one(), two = trident_dd_from_double(2.0), nan = trident_dd_from_double(NAN);
    const trident_dd one_plus = trident_dd_make(1.0, 0x1p-80); /* above 1 in the low word only */
#define CALL(jobz, range, uplo, n, a, lda, vl, vu, il, iu, m, w, z, ldz, work, lwork, iwork, ifail)                 \
    (fill(&x), handler_calls = 0,                                                                                 \
     trident_wsyevx(jobz, range, uplo, n, a, lda, vl, vu, il, iu, none, m, w, z, ldz, work, lwork, iwork, ifail, \
                    &info))
#define ILLEGAL(arg, ...) (CALL(__VA_ARGS__), check_illegal("trident_wsyevx", arg, info, written(&x, 0)))
    ILLEGAL(1, 'X', 'A', 'L', N, x.a, LDA, one, two, 1, N, &x.m, x.w, x.z, LDA, x.work, LWORK, x.iwork, x.ifail);
    ILLEGAL(2, 'V', 'X', 'L', N, x.a, LDA, one, two, 1, N, &x.m, x.w, x.z, LDA, x.work, LWORK, x.iwork, x.ifail);
    ILLEGAL(3, 'V', 'A', 'X', N, x.a, LDA, one, two, 1, N, &x.m, x.w, x.z, LDA, x.work, LWORK, x.iwork, x.ifail);
    ILLEGAL(4, 'N', 'A', 'U', -1, x.a, LDA, one, two, 1, N, &x.m, x.w, x.z, LDA, x.work, LWORK, x.iwork, x.ifail);
    ILLEGAL(5, 'N', 'A', 'U', N, NULL, LDA, one, two, 1, N, &x.m, x.w, x.z, LDA, x.work, LWORK, x.iwork, x.ifail);
    ILLEGAL(6, 'V', 'I', 'L', N, x.a, N - 1, one, two, 1, N, &x.m, x.w, x.z, LDA, x.work, LWORK, x.iwork, x.ifail);
    /* vu <= vl, a NaN bound, and vu below vl in the low word only */
    ILLEGAL(8, 'V', 'V', 'L', N, x.a, LDA, two, one, 1, N, &x.m, x.w, x.z, LDA, x.work, LWORK, x.iwork, x.ifail);
    ILLEGAL(8, 'V', 'V', 'L', N, x.a, LDA, one, one, 1, N, &x.m, x.w, x.z, LDA, x.work, LWORK, x.iwork, x.ifail);
    ILLEGAL(8, 'N', 'V', 'L', N, x.a, LDA, one, nan, 1, N, &x.m, x.w, x.z, LDA, x.work, LWORK, x.iwork, x.ifail);
    ILLEGAL(8, 'N', 'V', 'L', N, x.a, LDA, one_plus, one, 1, N, &x.m, x.w, x.z, LDA, x.work, LWORK, x.iwork, x.ifail);
    ILLEGAL(9, 'N', 'I', 'L', N, x.a, LDA, one, two, 0, N, &x.m, x.w, x.z, LDA, x.work, LWORK, x.iwork, x.ifail);
    ILLEGAL(9, 'N', 'I', 'L', N, x.a, LDA, one, two, N + 1, N, &x.m, x.w, x.z, LDA, x.work, LWORK, x.iwork, x.ifail);
    ILLEGAL(10, 'N', 'I', 'L', N, x.a, LDA, one, two, 3, 2, &x.m, x.w, x.z, LDA, x.work, LWORK, x.iwork, x.ifail);
    ILLEGAL(10, 'N', 'I', 'L', N, x.a, LDA, one, two, 3, N + 1, &x.m, x.w, x.z, LDA, x.work, LWORK, x.iwork, x.ifail);
    ILLEGAL(12, 'V', 'A', 'L', N, x.a, LDA, one, two, 1, N, NULL, x.w, x.z, LDA, x.work, LWORK, x.iwork, x.ifail);
    ILLEGAL(13, 'V', 'A', 'L', N, x.a, LDA, one, two, 1, N, &x.m, NULL, x.z, LDA, x.work, LWORK, x.iwork, x.ifail);
    ILLEGAL(14, 'V', 'A', 'L', N, x.a, LDA, one, two, 1, N, &x.m, x.w, NULL, LDA, x.work, LWORK, x.iwork, x.ifail);
    ILLEGAL(15, 'V', 'A', 'L', N, x.a, LDA, one, two, 1, N, &x.m, x.w, x.z, N - 1, x.work, LWORK, x.iwork, x.ifail);
    ILLEGAL(15, 'N', 'A', 'L', N, x.a, LDA, one, two, 1, N, &x.m, x.w, x.z, 0, x.work, LWORK, x.iwork, x.ifail);
    ILLEGAL(16, 'V', 'A', 'L', N, x.a, LDA, one, two, 1, N, &x.m, x.w, x.z, LDA, NULL, LWORK, x.iwork, x.ifail);
    ILLEGAL(17, 'V', 'A', 'L', N, x.a, LDA, one, two, 1, N, &x.m, x.w, x.z, LDA, x.work, 8 * N - 1, x.iwork, x.ifail);
    ILLEGAL(17, 'N', 'A', 'L', 1, x.a, 1, one, two, 1, 1, &x.m, x.w, x.z, 1, x.work, 0, x.iwork, x.ifail);
    ILLEGAL(18, 'N', 'A', 'L', N, x.a, LDA, one, two, 1, N, &x.m, x.w, x.z, LDA, x.work, LWORK, NULL, x.ifail);
    ILLEGAL(19, 'V', 'A', 'L', N, x.a, LDA, one, two, 1, N, &x.m, x.w, x.z, LDA, x.work, LWORK, x.iwork, NULL);

    /* the query: work[0] only, at least 8n, a whole number */
    CALL('v', 'i', 'u', N, x.a, LDA, one, two, 2, 3, &x.m, x.w, x.z, LDA, x.work, -1, x.iwork, x.ifail);
    CHECK(info == 0 && handler_calls == 0 && written(&x, 1) == 0 && x.work[0].lo == 0.0 &&
              x.work[0].hi >= 8 * N && x.work[0].hi == floor(x.work[0].hi),
          "query: info %d, %d written, work[0] %g", (int)info, written(&x, 1), x.work[0].hi);
    /* jobz N references neither z (ldz 1 is legal) nor ifail */
    CALL('N', 'A', 'L', N, x.a, LDA, one, two, 1, N, &x.m, x.w, NULL, 1, x.work, LWORK, x.iwork, NULL);
    CHECK(info == 0 && x.m == N, "jobz N, z and ifail NULL: info %d, m %d", (int)info, (int)x.m);
    /* n = 0: m = 0, work[0] = 1, nothing else; NULL arrays are legal */
    CALL('V', 'I', 'U', 0, NULL, 1, one, two, 1, 0, &x.m, NULL, NULL, 1, x.work, 1, NULL, NULL);
    CHECK(info == 0 && x.m == 0 && dd_same(x.work[0], trident_dd_one()),
          "n=0: info %d, m %d, work[0] %g", (int)info, (int)x.m, x.work[0].hi);
    /* n = 1: w = a(0,0) exactly, z = 1; range V keeps it only inside (vl, vu] */
    const trident_dd a11 = trident_dd_two_sum(-0.75, 0x1p-70), at = trident_dd_neg(a11);
    for (int r = 0; r < 4; ++r) {
        const char range = r == 0 ? 'A' : r == 1 ? 'I' : 'V';
        const trident_dd vl = r == 2 ? trident_dd_from_double(-1.0) : trident_dd_neg(at), vu = r == 2 ? a11 : two;
        fill(&x);
        x.a[0] = a11;
        handler_calls = 0;
        trident_wsyevx('V', range, 'L', 1, x.a, 1, vl, vu, 1, 1, none, &x.m, x.w, x.z, 1, x.work, 1, x.iwork,
                       x.ifail, &info);
        const int in = r < 3; /* r = 3: vl = a11 itself, outside (vl, vu] */
        CHECK(info == 0 && handler_calls == 0 && x.m == in &&
                  (in ? dd_same(x.w[0], a11) && dd_same(x.z[0], trident_dd_one()) && x.ifail[0] == 0
                      : dd_same(x.w[0], guard) && dd_same(x.z[0], guard)),
              "n=1 range %c (%d): info %d, m %d, w %g + %g", range, r, (int)info, (int)x.m, x.w[0].hi, x.w[0].lo);
    }
    /* NaN in the stored triangle: TRIDENT_INFO_NONFINITE_INPUT, m = 0, a, w, z as they were */
    for (int v = 0; v < 2; ++v) {
        fill(&x);
        put_nan_matrix(N, x.a, LDA);
        const arrays before = x;
        handler_calls = 0;
        trident_wsyevx(v ? 'V' : 'N', 'I', 'L', N, x.a, LDA, one, two, 2, 4, none, &x.m, x.w, x.z, LDA, x.work,
                       LWORK, x.iwork, x.ifail, &info);
        CHECK(info == TRIDENT_INFO_NONFINITE_INPUT && handler_calls == 1 && x.m == 0 &&
                  !memcmp(x.a, before.a, sizeof x.a) && !memcmp(x.w, before.w, sizeof x.w) &&
                  !memcmp(x.z, before.z, sizeof x.z),
              "NaN %d: info %d, %d reports, m %d", v, (int)info, handler_calls, (int)x.m);
    }
#undef ILLEGAL
#undef CALL
}

static void print_worst(void)
{
    printf("%ld subsets; worst ratios (eps = 2^-106, limit %.0f): eigenvalues against trident_wsyevd %.3f n eps "
           "||A|| (largest |w - w_ref| / ||A|| %.2e), ||A Z - Z L|| %.3f, ||I - Z^T Z|| %.3f\n",
           subsets, TEST_RATIO_LIMIT, worst_value, worst_relative, worst_residual, worst_orthogonality);
}

/* test_wsyevx gpu (label gpu; main exits 77, skipped, without a device) */
static int gpu_main(void)
{
    trident_context_set_backend(trident_default_context(), TRIDENT_BACKEND_GPU);
    trident_set_error_handler(counting_handler, NULL);
    for (int u = 0; u < 2; ++u) {
        const char uplo = u ? 'U' : 'L';
        test_seed(7100 + (uint64_t)u);
        check_random(uplo, 200 + u);
        check_glued_wilkinson(uplo, 10);
        const char *ran = trident_context_last_backend(trident_default_context());
        CHECK(!strcmp(ran, "cuda"), "%c: the reduction ran on %s, not the GPU", uplo, ran);
    }
    print_worst();
    return test_finish("wsyevx_gpu");
}

int main(int argc, char **argv)
{
    const int gpu = test_parse_gpu(argc, argv, trident_gpu_available);
    if (gpu) return gpu < 0 ? 2 : gpu_main();
    trident_set_error_handler(counting_handler, NULL);
    check_arguments();
    const int64_t orders[] = {0, 1, 2, 5, 37, 100};
    for (int u = 0; u < 2; ++u) {
        const char uplo = u ? 'U' : 'L';
        for (size_t k = 0; k < sizeof orders / sizeof orders[0]; ++k) {
            test_seed(4900 + 31 * (uint64_t)orders[k] + (uint64_t)u);
            check_random(uplo, orders[k]);
        }
        check_cluster(uplo);
        check_repeated_diagonal(uplo);
        check_glued_wilkinson(uplo, 4);
        check_zero(uplo);
        check_scaled(uplo, -600);
        check_scaled(uplo, 600);
        check_abstol_and_repeat(uplo);
        check_options(uplo);
    }
    print_worst();
    return test_finish("wsyevx");
}
