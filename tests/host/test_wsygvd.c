/*
 * test_wsygvd.c -- trident_wsygvd, the generalized symmetric-definite
 * eigenproblem in double-double on the host.  A test of its own for
 * test_wsyevd.c's reason: w is not one of the generic suites' precisions,
 * and the checks need double-double arithmetic in the test itself.
 *
 * All matrices are built here in double-double with nonzero low words; B is
 * symmetric positive definite and well conditioned (M^T M + n/4 I, M
 * random: cond(B) below about 7).  For itype 1, 2, 3, jobz N and V, both
 * triangles, n in {0, 1, 2, 3, 5, 17, 33, 64}, eps = 2^-106, limit 30:
 *   - the residual as LAPACK's generalized tests (xSGT01) measure it,
 *     itype 1: ||A Z - B Z L|| / (n ||A|| ||Z|| eps),
 *     itype 2: ||A B Z - Z L|| / (n ||A|| ||B|| ||Z|| eps),
 *     itype 3: ||B A Z - Z L|| / (n ||A|| ||B|| ||Z|| eps) (Frobenius norms);
 *   - Z's normalization: ||Z^T B Z - I|| / (n eps) (itype 1, 2) and
 *     ||Z^T inv(B) Z - I|| / (n eps) (itype 3, inv(B) Z by the test's own
 *     elimination);
 *   - jobz N's eigenvalues within n eps max|lambda| of V's, ascending;
 *   - b's other triangle and the rows below n untouched; a's too for jobz N.
 * Known spectra: B = C^T C (itype 1) or inv(C) inv(C)^T (itype 2, 3) and
 * A = C^T D C, C upper triangular, so the eigenvalues are D's entries
 * exactly (low words nonzero): matched to within n eps max|d|.
 * And: B not positive definite at a chosen order i gives info = n + i, one
 * report, w and a not written; NaN in B; the keep-inputs and canonical-
 * vectors options; every illegal argument gives info = -i, one report, and
 * no write; the queries; n = 0 and n = 1.
 * `test_wsygvd gpu` (ctest wsygvd_gpu): the same checks with backend gpu,
 * the Cholesky steps then on the device, at orders 2 ... 131 around the
 * kernels' blocks of 32, the failed pivot in the first, second and third
 * block.
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

static trident_dd *new_dd(int64_t count) { return calloc((size_t)(count > 0 ? count : 1), sizeof(trident_dd)); }

/* ---- dense double-double helpers (full n x n, leading dimension n) ------- */

/* op(X) op(Y), op = transpose where tx / ty */
static trident_dd *product(int64_t n, const trident_dd *x, int tx, const trident_dd *y, int ty)
{
    trident_dd *p = new_dd(n * n);
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < n; ++i) {
            trident_dd s = trident_dd_zero();
            for (int64_t k = 0; k < n; ++k)
                s = trident_dd_fma_dot(tx ? AT(x, k, i, n) : AT(x, i, k, n), ty ? AT(y, j, k, n) : AT(y, k, j, n), s);
            AT(p, i, j, n) = s;
        }
    return p;
}

static void symmetrize(int64_t n, trident_dd *x)
{
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = j + 1; i < n; ++i) AT(x, j, i, n) = AT(x, i, j, n);
}

static trident_dd *random_symmetric(int64_t n)
{
    trident_dd *a = new_dd(n * n);
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = j; i < n; ++i) AT(a, i, j, n) = random_dd();
    symmetrize(n, a);
    return a;
}

/* M^T M + n/4 I, M random in [-1, 1): eigenvalues in [n/4, about 1.6 n] */
static trident_dd *random_spd(int64_t n)
{
    trident_dd *m = new_dd(n * n);
    for (int64_t k = 0; k < n * n; ++k) m[k] = random_dd();
    trident_dd *b = product(n, m, 1, m, 0);
    for (int64_t i = 0; i < n; ++i) AT(b, i, i, n) = trident_dd_add_d(AT(b, i, i, n), 0.25 * (double)n);
    symmetrize(n, b);
    free(m);
    return b;
}

/* X := inv(B) X, B symmetric positive definite: elimination without pivoting
 * on a copy of B (the test's own, not the library's Cholesky) */
static void solve_spd(int64_t n, const trident_dd *b, trident_dd *x)
{
    trident_dd *g = new_dd(n * n);
    memcpy(g, b, (size_t)(n * n) * sizeof *g);
    for (int64_t k = 0; k < n; ++k)
        for (int64_t i = k + 1; i < n; ++i) {
            const trident_dd f = trident_dd_neg(trident_dd_div(AT(g, i, k, n), AT(g, k, k, n)));
            for (int64_t j = k + 1; j < n; ++j) AT(g, i, j, n) = trident_dd_fma_dot(f, AT(g, k, j, n), AT(g, i, j, n));
            for (int64_t c = 0; c < n; ++c) AT(x, i, c, n) = trident_dd_fma_dot(f, AT(x, k, c, n), AT(x, i, c, n));
        }
    for (int64_t c = 0; c < n; ++c)
        for (int64_t i = n - 1; i >= 0; --i) {
            trident_dd s = AT(x, i, c, n);
            for (int64_t k = i + 1; k < n; ++k) s = trident_dd_fma_dot(trident_dd_neg(AT(g, i, k, n)), AT(x, k, c, n), s);
            AT(x, i, c, n) = trident_dd_div(s, AT(g, i, i, n));
        }
    free(g);
}

/* ---- one solve ----------------------------------------------------------- */

typedef struct solve {
    trident_int info;
    trident_dd *w, *z; /* z: full n x n (ld n), jobz V */
    int untouched;     /* guards outside what the routine may write kept */
} solve;

/* guards of load_triangle()'s array that survive; `whole`: rows < n may all be written */
static int guards_kept(char uplo, int64_t n, const trident_dd *s, int64_t ld, int whole)
{
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < ld; ++i) {
            const int outside = i >= n || (!whole && (uplo == 'L' ? i < j : i > j));
            if (outside && !dd_same(AT(s, i, j, ld), guard)) return 0;
        }
    return 1;
}

/* trident_wsygvd on the triangles uplo of the full a, b (ld n), in arrays
 * with lda = ldb = n + 1 (odd n) or n + 2 and the query's workspace */
static solve run(int itype, char jobz, char uplo, int64_t n, const trident_dd *afull, const trident_dd *bfull)
{
    solve s = {0};
    const int64_t ld = n + 1 + (n % 2 == 0);
    trident_dd *a = load_triangle(uplo, n, afull, ld), *b = load_triangle(uplo, n, bfull, ld);
    s.w = new_dd(n + 1);
    s.w[n] = guard;
    trident_dd query, sy_query;
    trident_int iquery = -1, sy_iquery = -1, info = 1, sy_info = 1;
    trident_wsygvd(itype, jobz, uplo, (trident_int)n, a, (trident_int)ld, b, (trident_int)ld, s.w, &query, -1,
                   &iquery, -1, &info);
    trident_wsyevd(jobz, uplo, (trident_int)n, a, (trident_int)ld, s.w, &sy_query, -1, &sy_iquery, -1, &sy_info);
    const int64_t lwmin = n <= 1 ? 1 : jobz == 'V' ? 1 + 6 * n + 2 * n * n : 2 * n + 1;
    const int64_t liwmin = n <= 1 || jobz == 'N' ? 1 : 3 + 5 * n;
    CHECK(info == 0 && dd_same(query, sy_query) && query.hi >= (double)lwmin && iquery == liwmin,
          "query %d %c n=%lld: info %d, work[0] %g (wsyevd %g), iwork[0] %d", itype, jobz, (long long)n, (int)info,
          query.hi, sy_query.hi, (int)iquery);
    trident_dd *work = new_dd((int64_t)query.hi);
    trident_int *iwork = malloc((size_t)liwmin * sizeof *iwork);
    handler_calls = 0;
    trident_wsygvd(itype, jobz, uplo, (trident_int)n, a, (trident_int)ld, b, (trident_int)ld, s.w, work,
                   (trident_int)query.hi, iwork, (trident_int)liwmin, &s.info);
    CHECK(s.info == 0 && handler_calls == 0 && dd_same(work[0], query) && iwork[0] == liwmin,
          "%d %c %c n=%lld: info %d, %d reports, work[0] %g, iwork[0] %d", itype, jobz, uplo, (long long)n,
          (int)s.info, handler_calls, work[0].hi, (int)iwork[0]);
    int ascending = 1;
    for (int64_t i = 1; i < n; ++i) ascending &= trident_dd_le(s.w[i - 1], s.w[i]);
    s.untouched = guards_kept(uplo, n, a, ld, jobz == 'V') && guards_kept(uplo, n, b, ld, 0) && dd_same(s.w[n], guard);
    CHECK(ascending && s.untouched, "%d %c %c n=%lld: ascending %d, guards kept %d", itype, jobz, uplo, (long long)n,
          ascending, s.untouched);
    if (jobz == 'V') {
        s.z = new_dd(n * n);
        for (int64_t j = 0; j < n; ++j)
            for (int64_t i = 0; i < n; ++i) AT(s.z, i, j, n) = AT(a, i, j, ld);
    }
    free(a), free(b), free(work), free(iwork);
    return s;
}

/* ---- the measures ---------------------------------------------------------- */

/* the generalized residual of xSGT01 (header) */
static double residual_ratio(int itype, int64_t n, const trident_dd *a, const trident_dd *b, const trident_dd *z,
                             const trident_dd *w)
{
    /* itype 1: A Z - (B Z) L; 2: A (B Z) - Z L; 3: B (A Z) - Z L */
    trident_dd *first = product(n, itype == 3 ? a : b, 0, z, 0);
    trident_dd *second = itype == 1 ? product(n, a, 0, z, 0) : product(n, itype == 2 ? a : b, 0, first, 0);
    const trident_dd *scaled = itype == 1 ? first : z;
    double s = 0.0;
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < n; ++i) {
            const trident_dd r = trident_dd_sub(AT(second, i, j, n), trident_dd_mul(AT(scaled, i, j, n), w[j]));
            s += r.hi * r.hi;
        }
    free(first), free(second);
    double norm = frobenius_hi(n, n, a, n) * frobenius_hi(n, n, z, n);
    if (itype != 1) norm *= frobenius_hi(n, n, b, n);
    return norm > 0.0 ? sqrt(s) / ((double)n * norm * eps_w) : sqrt(s);
}

/* ||Z^T B Z - I|| (itype 1, 2) or ||Z^T inv(B) Z - I|| (3), over n eps */
static double normalization_ratio(int itype, int64_t n, const trident_dd *b, const trident_dd *z)
{
    trident_dd *bz;
    if (itype == 3) {
        bz = new_dd(n * n);
        memcpy(bz, z, (size_t)(n * n) * sizeof *bz);
        solve_spd(n, b, bz);
    } else {
        bz = product(n, b, 0, z, 0);
    }
    trident_dd *g = product(n, z, 1, bz, 0);
    double s = 0.0;
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < n; ++i) {
            const double r = trident_dd_sub_d(AT(g, i, j, n), i == j).hi;
            s += r * r;
        }
    free(bz), free(g);
    return sqrt(s) / ((double)n * eps_w);
}

/* max |x_i - y_i| / (n eps max |y_i|) */
static double eigenvalue_ratio(int64_t n, const trident_dd *x, const trident_dd *y)
{
    double worst = 0.0, norm = 0.0;
    for (int64_t i = 0; i < n; ++i) {
        worst = fmax(worst, fabs(trident_dd_sub(x[i], y[i]).hi));
        norm = fmax(norm, fabs(y[i].hi));
    }
    return norm > 0.0 ? worst / ((double)n * norm * eps_w) : worst;
}

static double worst_residual[4], worst_normalization[4], worst_nv = 0.0, worst_known = 0.0;

/* jobz N and V on (a, b); the checks above; returns V's eigenvalues */
static trident_dd *check_pair(const char *what, int itype, char uplo, int64_t n, const trident_dd *a,
                              const trident_dd *b)
{
    solve sn = run(itype, 'N', uplo, n, a, b), sv = run(itype, 'V', uplo, n, a, b);
    const double nv = eigenvalue_ratio(n, sn.w, sv.w);
    CHECK(nv < TEST_RATIO_LIMIT, "%s itype %d %c n=%lld: N and V differ by %.3g n eps", what, itype, uplo, (long long)n,
          nv);
    worst_nv = fmax(worst_nv, nv);
    if (n > 0) {
        const double res = residual_ratio(itype, n, a, b, sv.z, sv.w);
        const double nrm = normalization_ratio(itype, n, b, sv.z);
        CHECK(res < TEST_RATIO_LIMIT && nrm < TEST_RATIO_LIMIT,
              "%s itype %d %c n=%lld: residual ratio %.3g, normalization ratio %.3g", what, itype, uplo,
              (long long)n, res, nrm);
        worst_residual[itype] = fmax(worst_residual[itype], res);
        worst_normalization[itype] = fmax(worst_normalization[itype], nrm);
    }
    free(sn.w), free(sv.z);
    return sv.w;
}

static void check_random(int itype, char uplo, int64_t n)
{
    trident_dd *a = random_symmetric(n), *b = random_spd(n);
    free(check_pair("random", itype, uplo, n, a, b));
    free(a), free(b);
}

/* A = C^T D C; B = C^T C (itype 1) or inv(C) inv(C)^T (2, 3), C upper
 * triangular (diagonal in [1, 2), above it random / n): the eigenvalues are
 * D's entries (A x = l B x: D (C x) = l (C x); A B = C^T D C^-T, B A =
 * C^-1 D C, both similar to D) */
static void check_known(int itype, char uplo, int64_t n)
{
    trident_dd *c = new_dd(n * n), *cinv = new_dd(n * n), *d = new_dd(n);
    for (int64_t j = 0; j < n; ++j) {
        for (int64_t i = 0; i < j; ++i) AT(c, i, j, n) = trident_dd_div_d(random_dd(), (double)n);
        AT(c, j, j, n) = trident_dd_add_d(trident_dd_mul_d(random_dd(), 0.5), 1.5);
        AT(cinv, j, j, n) = trident_dd_one();
        d[j] = random_dd();
    }
    trident_dd *dc = new_dd(n * n);
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < n; ++i) AT(dc, i, j, n) = trident_dd_mul(d[i], AT(c, i, j, n));
    trident_dd *a = product(n, c, 1, dc, 0), *b;
    symmetrize(n, a);
    if (itype == 1) {
        b = product(n, c, 1, c, 0);
    } else {
        for (int64_t col = 0; col < n; ++col) /* C X = I, back substitution */
            for (int64_t i = n - 1; i >= 0; --i) {
                trident_dd s = AT(cinv, i, col, n);
                for (int64_t k = i + 1; k < n; ++k)
                    s = trident_dd_fma_dot(trident_dd_neg(AT(c, i, k, n)), AT(cinv, k, col, n), s);
                AT(cinv, i, col, n) = trident_dd_div(s, AT(c, i, i, n));
            }
        b = product(n, cinv, 0, cinv, 1);
    }
    symmetrize(n, b);
    qsort(d, (size_t)n, sizeof *d, dd_compare);
    trident_dd *w = check_pair("known", itype, uplo, n, a, b);
    const double ratio = eigenvalue_ratio(n, w, d);
    CHECK(ratio < TEST_RATIO_LIMIT, "known itype %d %c n=%lld: eigenvalues off by %.3g n eps max|d|", itype, uplo,
          (long long)n, ratio);
    worst_known = fmax(worst_known, ratio);
    free(c), free(cinv), free(d), free(dc), free(a), free(b), free(w);
}

/* ---- failures, options, arguments ------------------------------------------ */

/* B with the leading minor of order i (1-based) not positive definite:
 * I + small symmetric, with b(i-1, i-1) = 0 (i odd) or -1 (i even) */
static void check_not_definite(int itype, char jobz, char uplo, int64_t n, int64_t i)
{
    trident_dd *a = random_symmetric(n), *b = random_symmetric(n);
    for (int64_t k = 0; k < n * n; ++k) b[k] = trident_dd_mul_d(b[k], 0.1 / (double)n);
    for (int64_t k = 0; k < n; ++k) AT(b, k, k, n) = trident_dd_add_d(AT(b, k, k, n), 1.0);
    AT(b, i - 1, i - 1, n) = trident_dd_from_double(i % 2 ? 0.0 : -1.0);
    const int64_t ld = n + 1;
    trident_dd *as = load_triangle(uplo, n, a, ld), *bs = load_triangle(uplo, n, b, ld), *w = new_dd(n);
    for (int64_t k = 0; k < n; ++k) w[k] = guard;
    trident_dd *a_before = new_dd(ld * n);
    memcpy(a_before, as, (size_t)(ld * n) * sizeof *as);
    const int64_t lwork = 1 + 6 * n + 2 * n * n, liwork = 3 + 5 * n;
    trident_dd *work = new_dd(lwork);
    trident_int *iwork = malloc((size_t)liwork * sizeof *iwork), info = 0;
    handler_calls = 0;
    trident_wsygvd(itype, jobz, uplo, (trident_int)n, as, (trident_int)ld, bs, (trident_int)ld, w, work,
                   (trident_int)lwork, iwork, (trident_int)liwork, &info);
    int w_written = 0;
    for (int64_t k = 0; k < n; ++k) w_written += !dd_same(w[k], guard);
    CHECK(info == n + i && handler_calls == 1 && handler_info == info && w_written == 0 &&
              !memcmp(as, a_before, (size_t)(ld * n) * sizeof *as) && iwork[0] == (jobz == 'V' ? 3 + 5 * n : 1),
          "B indefinite at %lld, itype %d %c %c n=%lld: info %d, %d reports, %d of w written", (long long)i, itype,
          jobz, uplo, (long long)n, (int)info, handler_calls, w_written);
    free(a), free(b), free(as), free(bs), free(w), free(a_before), free(work), free(iwork);
}

/* keep-inputs: a (jobz N) and b as they were, the same eigenvalues;
 * canonical vectors: each column's largest entry positive, +-1 times the
 * plain column */
static void check_options(int itype, char uplo, int64_t n)
{
    trident_dd *a = random_symmetric(n), *b = random_spd(n);
    trident_context *ctx = trident_default_context();
    solve plain_n = run(itype, 'N', uplo, n, a, b), plain_v = run(itype, 'V', uplo, n, a, b);

    trident_context_set_keep_inputs(ctx, 1);
    trident_dd *ac = new_dd(n * n), *bc = new_dd(n * n), *w = new_dd(n), *work = new_dd(2 * n + 1);
    memcpy(ac, a, (size_t)(n * n) * sizeof *ac), memcpy(bc, b, (size_t)(n * n) * sizeof *bc);
    trident_int iwork[1], info;
    trident_wsygvd(itype, 'N', uplo, (trident_int)n, ac, (trident_int)n, bc, (trident_int)n, w, work,
                   (trident_int)(2 * n + 1), iwork, 1, &info);
    trident_context_set_keep_inputs(ctx, 0);
    CHECK(info == 0 && !memcmp(ac, a, (size_t)(n * n) * sizeof *ac) && !memcmp(bc, b, (size_t)(n * n) * sizeof *bc) &&
              !memcmp(w, plain_n.w, (size_t)n * sizeof *w),
          "keep inputs itype %d %c: info %d, a, b or w differ", itype, uplo, (int)info);

    trident_context_set_canonical_vectors(ctx, 1);
    solve canon = run(itype, 'V', uplo, n, a, b);
    trident_context_set_canonical_vectors(ctx, 0);
    int bad = 0;
    for (int64_t j = 0; j < n; ++j) {
        int64_t k = 0;
        for (int64_t i = 1; i < n; ++i)
            if (fabs(AT(canon.z, i, j, n).hi) > fabs(AT(canon.z, k, j, n).hi)) k = i;
        const int flip = AT(plain_v.z, k, j, n).hi < 0.0;
        bad += AT(canon.z, k, j, n).hi <= 0.0;
        for (int64_t i = 0; i < n; ++i) {
            const trident_dd p = AT(plain_v.z, i, j, n);
            bad += !dd_same(AT(canon.z, i, j, n), flip ? trident_dd_neg(p) : p);
        }
    }
    CHECK(bad == 0, "canonical vectors itype %d %c: %d entries wrong", itype, uplo, bad);
    free(a), free(b), free(ac), free(bc), free(w), free(work);
    free(plain_n.w), free(plain_v.w), free(plain_v.z), free(canon.w), free(canon.z);
}

#define N 6
#define LD 8
#define LWORK 200
#define LIWORK 40

typedef struct arrays {
    trident_dd a[LD * N], b[LD * N], w[N], work[LWORK];
    trident_int iwork[LIWORK];
} arrays;

/* a and b: a valid problem (random A, B = I + small) in the lower triangle,
 * guards elsewhere; w, work, iwork guards */
static void fill(arrays *x)
{
    for (int k = 0; k < LD * N; ++k) x->a[k] = x->b[k] = guard;
    for (int j = 0; j < N; ++j)
        for (int i = j; i < N; ++i) {
            x->a[i + j * LD] = random_dd();
            x->b[i + j * LD] = i == j ? trident_dd_add_d(random_dd(), 4.0) : trident_dd_mul_d(random_dd(), 0.1);
        }
    for (int k = 0; k < N; ++k) x->w[k] = guard;
    for (int k = 0; k < LWORK; ++k) x->work[k] = guard;
    for (int k = 0; k < LIWORK; ++k) x->iwork[k] = -7;
}

/* bitwise (a NaN put there compares equal to itself) */
static int changed(trident_dd x, trident_dd y) { return memcmp(&x, &y, sizeof x) != 0; }

/* elements that differ from `before`; work[0] and iwork[0] excepted when `skip0` */
static int written(const arrays *x, const arrays *before, int skip0)
{
    int count = 0;
    for (int k = 0; k < LD * N; ++k) count += changed(x->a[k], before->a[k]) + changed(x->b[k], before->b[k]);
    for (int k = 0; k < N; ++k) count += changed(x->w[k], before->w[k]);
    for (int k = skip0; k < LWORK; ++k) count += changed(x->work[k], before->work[k]);
    for (int k = skip0; k < LIWORK; ++k) count += x->iwork[k] != before->iwork[k];
    return count;
}

static void expect_illegal(int arg, trident_int info, const arrays *x, const arrays *before)
{
    check_illegal("trident_wsygvd", arg, info, written(x, before, 0));
}

static void check_arguments(void)
{
    static arrays x, before;
    trident_int info;
    const trident_int lwv = 1 + 6 * N + 2 * N * N, liwv = 3 + 5 * N;
#define CALL(itype, jobz, uplo, n, a, lda, b, ldb, w, work, lwork, iwork, liwork)                                  \
    (fill(&x), before = x, handler_calls = 0,                                                                      \
     trident_wsygvd(itype, jobz, uplo, n, a, lda, b, ldb, w, work, lwork, iwork, liwork, &info))
    CALL(0, 'V', 'L', N, x.a, LD, x.b, LD, x.w, x.work, LWORK, x.iwork, LIWORK); expect_illegal(1, info, &x, &before);
    CALL(4, 'N', 'L', N, x.a, LD, x.b, LD, x.w, x.work, LWORK, x.iwork, LIWORK); expect_illegal(1, info, &x, &before);
    CALL(1, 'X', 'L', N, x.a, LD, x.b, LD, x.w, x.work, LWORK, x.iwork, LIWORK); expect_illegal(2, info, &x, &before);
    CALL(2, 'V', 'X', N, x.a, LD, x.b, LD, x.w, x.work, LWORK, x.iwork, LIWORK); expect_illegal(3, info, &x, &before);
    CALL(3, 'N', 'L', -1, x.a, LD, x.b, LD, x.w, x.work, LWORK, x.iwork, LIWORK); expect_illegal(4, info, &x, &before);
    CALL(1, 'N', 'L', N, NULL, LD, x.b, LD, x.w, x.work, LWORK, x.iwork, LIWORK); expect_illegal(5, info, &x, &before);
    CALL(1, 'V', 'L', N, x.a, N - 1, x.b, LD, x.w, x.work, LWORK, x.iwork, LIWORK); expect_illegal(6, info, &x, &before);
    CALL(1, 'N', 'L', 0, x.a, 0, x.b, 1, x.w, x.work, LWORK, x.iwork, LIWORK); expect_illegal(6, info, &x, &before);
    CALL(2, 'N', 'L', N, x.a, LD, NULL, LD, x.w, x.work, LWORK, x.iwork, LIWORK); expect_illegal(7, info, &x, &before);
    CALL(3, 'V', 'L', N, x.a, LD, x.b, N - 1, x.w, x.work, LWORK, x.iwork, LIWORK); expect_illegal(8, info, &x, &before);
    CALL(1, 'N', 'L', 0, x.a, 1, x.b, 0, x.w, x.work, LWORK, x.iwork, LIWORK); expect_illegal(8, info, &x, &before);
    CALL(1, 'N', 'L', N, x.a, LD, x.b, LD, NULL, x.work, LWORK, x.iwork, LIWORK); expect_illegal(9, info, &x, &before);
    CALL(1, 'V', 'L', N, x.a, LD, x.b, LD, x.w, NULL, LWORK, x.iwork, LIWORK); expect_illegal(10, info, &x, &before);
    CALL(1, 'N', 'L', N, x.a, LD, x.b, LD, x.w, x.work, 2 * N, x.iwork, LIWORK); expect_illegal(11, info, &x, &before);
    CALL(2, 'V', 'L', N, x.a, LD, x.b, LD, x.w, x.work, lwv - 1, x.iwork, liwv); expect_illegal(11, info, &x, &before);
    CALL(3, 'N', 'L', 1, x.a, 1, x.b, 1, x.w, x.work, 0, x.iwork, 1); expect_illegal(11, info, &x, &before);
    CALL(1, 'N', 'L', N, x.a, LD, x.b, LD, x.w, x.work, LWORK, NULL, LIWORK); expect_illegal(12, info, &x, &before);
    CALL(1, 'V', 'L', N, x.a, LD, x.b, LD, x.w, x.work, lwv, x.iwork, liwv - 1); expect_illegal(13, info, &x, &before);
    CALL(2, 'N', 'L', N, x.a, LD, x.b, LD, x.w, x.work, LWORK, x.iwork, 0); expect_illegal(13, info, &x, &before);

    /* queries (lwork or liwork = -1): work[0] and iwork[0] only, as lapack's minima */
    for (int q = 0; q < 4; ++q) {
        const char jobz = q % 2 ? 'v' : 'n';
        CALL(1 + q % 3, jobz, 'l', N, x.a, LD, x.b, LD, x.w, x.work, q < 2 ? -1 : 1, x.iwork, q < 2 ? 1 : -1);
        const double lwmin = jobz == 'v' ? lwv : 2 * N + 1;
        CHECK(info == 0 && handler_calls == 0 && written(&x, &before, 1) == 0, "query %d: info %d, %d written", q,
              (int)info, written(&x, &before, 1));
        CHECK(x.work[0].lo == 0.0 && x.work[0].hi >= lwmin && x.work[0].hi == floor(x.work[0].hi) &&
                  x.iwork[0] == (jobz == 'v' ? liwv : 1),
              "query %d: work[0] %g, iwork[0] %d", q, x.work[0].hi, (int)x.iwork[0]);
    }
    /* n = 0: work[0] = iwork[0] = 1, nothing else; NULL a, b and w are legal */
    CALL(3, 'V', 'U', 0, NULL, 1, NULL, 1, NULL, x.work, 1, x.iwork, 1);
    CHECK(info == 0 && dd_same(x.work[0], trident_dd_one()) && x.iwork[0] == 1 && written(&x, &before, 1) == 0,
          "n=0: info %d, work[0] %g, iwork[0] %d", (int)info, x.work[0].hi, (int)x.iwork[0]);
    /* n = 1: w = a/b (itype 1) or a b; jobz V: z = 1/sqrt(b) (itype 1, 2), sqrt(b) (3) */
    for (int itype = 1; itype <= 3; ++itype)
        for (int v = 0; v < 2; ++v) {
            const trident_dd a11 = trident_dd_two_sum(-0.75, 0x1p-70), b11 = trident_dd_two_sum(2.5, 0x1p-66);
            fill(&x), x.a[0] = a11, x.b[0] = b11, handler_calls = 0;
            trident_wsygvd(itype, v ? 'V' : 'N', 'L', 1, x.a, 1, x.b, 1, x.w, x.work, 1, x.iwork, 1, &info);
            const trident_dd want = itype == 1 ? trident_dd_div(a11, b11) : trident_dd_mul(a11, b11);
            const trident_dd root = trident_dd_sqrt(b11);
            const trident_dd zwant = itype == 3 ? root : trident_dd_div(trident_dd_one(), root);
            const double ew = fabs(trident_dd_sub(x.w[0], want).hi) / (fabs(want.hi) * eps_w);
            const double ez = v ? fabs(trident_dd_sub(x.a[0], zwant).hi) / (fabs(zwant.hi) * eps_w) : 0.0;
            CHECK(info == 0 && ew < TEST_RATIO_LIMIT && ez < TEST_RATIO_LIMIT && dd_same(x.w[1], guard) &&
                      dd_same(x.b[0], root),
                  "n=1 itype %d %c: info %d, w off by %.3g eps, z off by %.3g eps", itype, v ? 'V' : 'N', (int)info, ew,
                  ez);
        }
    /* NaN in B's stored triangle: TRIDENT_INFO_NONFINITE_INPUT, one report,
     * nothing written but work[0] and iwork[0] */
    for (int v = 0; v < 2; ++v) {
        fill(&x), x.b[4 + 2 * LD] = trident_dd_from_double(NAN), before = x, handler_calls = 0;
        trident_wsygvd(1, v ? 'V' : 'N', 'L', N, x.a, LD, x.b, LD, x.w, x.work, lwv, x.iwork, liwv, &info);
        CHECK(info == TRIDENT_INFO_NONFINITE_INPUT && handler_calls == 1 && written(&x, &before, 1) == 0,
              "NaN in B %d: info %d, %d reports, %d written", v, (int)info, handler_calls, written(&x, &before, 1));
    }
#undef CALL
}

static void print_worst(void)
{
    printf("worst ratios (eps = 2^-106, limit %.0f): residual itype 1 %.3f, 2 %.3f, 3 %.3f; normalization "
           "itype 1 %.3f, 2 %.3f, 3 %.3f; jobz N vs V %.3f n eps; known eigenvalues %.3f n eps max|d|\n",
           TEST_RATIO_LIMIT, worst_residual[1], worst_residual[2], worst_residual[3], worst_normalization[1],
           worst_normalization[2], worst_normalization[3], worst_nv, worst_known);
}

/* One run's schedule, for each itype and triangle: random problems at
 * `orders` (seeded from `seed`), known spectra at `known`, B not positive
 * definite at the three (order, failed pivot) of not_definite (jobz N and
 * V in turn, then V), the options at options_n */
struct schedule {
    const int64_t *orders, *known;
    int norders, nknown;
    uint64_t seed;
    int64_t not_definite[3][2], options_n;
    int gpu; /* also check that the reduction ran on the GPU */
};

static void run_schedule(const struct schedule *p)
{
    for (int itype = 1; itype <= 3; ++itype)
        for (int u = 0; u < 2; ++u) {
            const char uplo = u ? 'U' : 'L';
            for (int k = 0; k < p->norders; ++k) {
                test_seed(p->seed + 97 * (uint64_t)p->orders[k] + 7 * (uint64_t)itype + (uint64_t)u);
                check_random(itype, uplo, p->orders[k]);
            }
            for (int k = 0; k < p->nknown; ++k) check_known(itype, uplo, p->known[k]);
            const char jobz[3] = {u ? 'V' : 'N', u ? 'N' : 'V', 'V'};
            for (int k = 0; k < 3; ++k)
                check_not_definite(itype, jobz[k], uplo, p->not_definite[k][0], p->not_definite[k][1]);
            check_options(itype, uplo, p->options_n);
            if (p->gpu) {
                const char *ran = trident_context_last_backend(trident_default_context());
                CHECK(!strcmp(ran, "cuda"), "itype %d %c: the reduction ran on %s, not the GPU", itype, uplo, ran);
            }
        }
    print_worst();
}

int main(int argc, char **argv)
{
    const int gpu = test_parse_gpu(argc, argv, trident_gpu_available);
    if (gpu < 0) return 2;
    trident_set_error_handler(counting_handler, NULL);
    if (gpu) {
        /* test_wsygvd gpu (label gpu; skipped without a device): the same
         * checks with backend gpu, so that the Cholesky factor, the
         * reduction to standard form and the back-transformation run there
         * (gv_dispatch_w.c), at orders that cut the kernels' blocks of 32;
         * the failed pivot in the first block, inside the third, and on the
         * second's last row */
        trident_context_set_backend(trident_default_context(), TRIDENT_BACKEND_GPU);
        static const int64_t orders[] = {2, 31, 64, 100, 131}, known[] = {97};
        const struct schedule p = {orders, known, 5, 1, 8100, {{70, 1}, {70, 69}, {70, 64}}, 45, 1};
        run_schedule(&p);
        return test_finish("wsygvd_gpu");
    }
    check_arguments();
    static const int64_t orders[] = {0, 1, 2, 3, 5, 17, 33, 64}, known[] = {2, 29};
    const struct schedule p = {orders, known, 8, 2, 3000, {{7, 1}, {7, 4}, {16, 16}}, 11, 0};
    run_schedule(&p);
    return test_finish("wsygvd");
}
