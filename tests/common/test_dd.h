/*
 * test_dd.h -- what the double-double (w) tests share: random pairs with
 * nonzero low words, a guard pair, exact comparison, the illegal-argument
 * report check, the Frobenius,
 * orthogonality and eigen-residual measures in eps = 2^-106, matrices of
 * known spectrum and their stored triangles, all in the test's own loops
 * over cuda/dd/dd_arith.h (no library routine).
 */
#ifndef TRIDENT_TEST_DD_H
#define TRIDENT_TEST_DD_H

#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "trident.h"
#include "common/test_handler.h"
#include "common/test_util.h"
#include "dd/dd_arith.h"

static const double eps_w = 0x1p-106;

#define AT(m, i, j, ld) ((m)[(i) + (int64_t)(j) * (ld)])

/* in [-1, 1), with a low word of up to half an ulp of hi (so the pair
 * stays normalised): a routine that dropped low words would show it */
static inline trident_dd random_dd(void)
{
    const double hi = test_uniform();
    return trident_dd_two_sum(hi, hi * 0x1p-54 * test_uniform());
}

static inline int dd_same(trident_dd x, trident_dd y) { return x.hi == y.hi && x.lo == y.lo; }

static const trident_dd guard = {.hi = -31.5, .lo = 0x1p-60};

/* after a call with illegal argument number `arg`: info = -arg, one
 * report, from `routine` (the counting handler of test_handler.h), and
 * `written` (the test's count of the elements the call changed) 0 */
static inline void check_illegal(const char *routine, int arg, trident_int info, int written)
{
    CHECK(info == -arg, "%s argument %d: info %d", routine, arg, (int)info);
    CHECK(handler_calls == 1 && handler_info == -arg && !strcmp(handler_routine, routine),
          "%s argument %d: %d reports (last: %s, info %d)", routine, arg, handler_calls, handler_routine,
          (int)handler_info);
    CHECK(written == 0, "%s argument %d: %d elements written", routine, arg, written);
}

/* ||x||_F of the m x n x (leading dimension ld), on the high words: a
 * measure, so double is enough */
static inline double frobenius_hi(int64_t m, int64_t n, const trident_dd *x, int64_t ld)
{
    double s = 0.0;
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < m; ++i) s += AT(x, i, j, ld).hi * AT(x, i, j, ld).hi;
    return sqrt(s);
}

/* ||I - Q^T Q||_F / (n eps), Q n x m (leading dimension ld), the products
 * in double-double */
static inline double orthogonality_ratio_cols(int64_t n, int64_t m, const trident_dd *q, int64_t ld)
{
    double s = 0.0;
    for (int64_t j = 0; j < m; ++j)
        for (int64_t i = 0; i < m; ++i) {
            trident_dd g = trident_dd_from_double(i == j ? -1.0 : 0.0);
            for (int64_t k = 0; k < n; ++k) g = trident_dd_fma_dot(AT(q, k, i, ld), AT(q, k, j, ld), g);
            s += g.hi * g.hi;
        }
    return sqrt(s) / ((double)n * eps_w);
}

/* the same for a square Q, n x n */
static inline double orthogonality_ratio(int64_t n, const trident_dd *q, int64_t ld)
{
    return orthogonality_ratio_cols(n, n, q, ld);
}

/* ||A Z - Z Lambda||_F / (n ||A||_F eps), A n x n (ld n), Z n x m (ld
 * ldz), Lambda = diag(w[0..m)); for A = 0, ||Z Lambda||_F / (n eps) */
static inline double eigen_residual_ratio(int64_t n, int64_t m, const trident_dd *a, const trident_dd *z, int64_t ldz,
                                          const trident_dd *w)
{
    double s = 0.0;
    for (int64_t j = 0; j < m; ++j)
        for (int64_t i = 0; i < n; ++i) {
            trident_dd r = trident_dd_neg(trident_dd_mul(AT(z, i, j, ldz), w[j]));
            for (int64_t k = 0; k < n; ++k) r = trident_dd_fma_dot(AT(a, i, k, n), AT(z, k, j, ldz), r);
            s += r.hi * r.hi;
        }
    const double anorm = frobenius_hi(n, n, a, n);
    return sqrt(s) / ((double)n * (anorm > 0.0 ? anorm : 1.0) * eps_w);
}

/* the canonical-vectors option checked column by column: the entries of
 * the n x m canon (ld ldc) that are not those of plain (ld ldp) times the
 * sign that makes canon's largest entry positive, plus the columns whose
 * largest entry is not positive */
static inline int canonical_mismatches(int64_t n, int64_t m, const trident_dd *canon, int64_t ldc,
                                       const trident_dd *plain, int64_t ldp)
{
    int bad = 0;
    for (int64_t j = 0; j < m; ++j) {
        int64_t k = 0;
        for (int64_t i = 1; i < n; ++i)
            if (fabs(AT(canon, i, j, ldc).hi) > fabs(AT(canon, k, j, ldc).hi)) k = i;
        const int flip = AT(plain, k, j, ldp).hi < 0.0;
        bad += AT(canon, k, j, ldc).hi <= 0.0;
        for (int64_t i = 0; i < n; ++i) {
            const trident_dd p = AT(plain, i, j, ldp);
            bad += !dd_same(AT(canon, i, j, ldc), flip ? trident_dd_neg(p) : p);
        }
    }
    return bad;
}

/* a NaN input: the lower triangle of the n x n a (ld lda, n >= 4) given a
 * diagonal 0, 1, ..., n-1 and a NaN at (3, 1); the rest left as it is */
static inline void put_nan_matrix(int64_t n, trident_dd *a, int64_t lda)
{
    for (int64_t j = 0; j < n; ++j) AT(a, j, j, lda) = trident_dd_from_double((double)j);
    AT(a, 3, 1, lda) = trident_dd_from_double(NAN);
}

/* ascending order of pairs, for qsort */
static inline int dd_compare(const void *x, const void *y)
{
    const trident_dd *a = x, *b = y;
    return trident_dd_lt(*a, *b) ? -1 : trident_dd_lt(*b, *a) ? 1 : 0;
}

/* ---- matrices with known eigenvalues ------------------------------------ */

/* a := H a H, H = I - 2 v v^T / (v^T v), a full n x n (ld n) */
static inline void reflect_both_sides(int64_t n, trident_dd *a, const trident_dd *v)
{
    trident_dd vv = trident_dd_zero();
    for (int64_t i = 0; i < n; ++i) vv = trident_dd_fma_dot(v[i], v[i], vv);
    const trident_dd c = trident_dd_neg(trident_dd_div(trident_dd_from_double(2.0), vv));
    trident_dd *t = calloc((size_t)n, sizeof *t);
    for (int side = 0; side < 2; ++side) {
        /* side 0: a := H a (t = a^T v, a -= c' v t^T); side 1: a := a H */
        for (int64_t j = 0; j < n; ++j) {
            trident_dd s = trident_dd_zero();
            for (int64_t i = 0; i < n; ++i)
                s = trident_dd_fma_dot(side ? AT(a, j, i, n) : AT(a, i, j, n), v[i], s);
            t[j] = trident_dd_mul(c, s);
        }
        for (int64_t j = 0; j < n; ++j)
            for (int64_t i = 0; i < n; ++i) {
                trident_dd *x = side ? &AT(a, j, i, n) : &AT(a, i, j, n);
                *x = trident_dd_fma_dot(v[i], t[j], *x);
            }
    }
    free(t);
}

/* A = Q diag(lambda) Q^T (n x n, ld n), Q three random reflectors, made
 * exactly symmetric; lambda is sorted ascending on return */
static inline trident_dd *known_spectrum(int64_t n, trident_dd *lambda)
{
    trident_dd *a = calloc((size_t)(n * n > 0 ? n * n : 1), sizeof *a), *v = calloc((size_t)n + 1, sizeof *v);
    for (int64_t i = 0; i < n; ++i) AT(a, i, i, n) = lambda[i];
    for (int r = 0; r < 3 && n > 1; ++r) {
        for (int64_t i = 0; i < n; ++i) v[i] = random_dd();
        reflect_both_sides(n, a, v);
    }
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = j + 1; i < n; ++i) AT(a, j, i, n) = AT(a, i, j, n);
    qsort(lambda, (size_t)n, sizeof *lambda, dd_compare);
    free(v);
    return a;
}

/* the triangle uplo of the full x (n x n, ld n) in a new ld-by-n array
 * (ld >= n), guards everywhere else */
static inline trident_dd *load_triangle(char uplo, int64_t n, const trident_dd *x, int64_t ld)
{
    trident_dd *s = calloc((size_t)(ld * n > 0 ? ld * n : 1), sizeof *s);
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < ld; ++i)
            AT(s, i, j, ld) = i < n && (uplo == 'L' ? i >= j : i <= j) ? AT(x, i, j, n) : guard;
    return s;
}

#endif
