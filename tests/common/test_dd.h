/*
 * test_dd.h -- what the double-double (w) tests share: random pairs with
 * nonzero low words, a guard pair, exact comparison, and the Frobenius and
 * orthogonality measures in eps = 2^-106, all in the test's own loops over
 * cuda/dd/dd_arith.h (no library routine).
 */
#ifndef TRIDENT_TEST_DD_H
#define TRIDENT_TEST_DD_H

#include <math.h>
#include <stdint.h>

#include "trident.h"
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

/* ||x||_F of the m x n x (leading dimension ld), on the high words: a
 * measure, so double is enough */
static inline double frobenius_hi(int64_t m, int64_t n, const trident_dd *x, int64_t ld)
{
    double s = 0.0;
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < m; ++i) s += AT(x, i, j, ld).hi * AT(x, i, j, ld).hi;
    return sqrt(s);
}

/* ||I - Q^T Q||_F / (n eps), Q n x n (leading dimension ld), the products
 * in double-double */
static inline double orthogonality_ratio(int64_t n, const trident_dd *q, int64_t ld)
{
    double s = 0.0;
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < n; ++i) {
            trident_dd g = trident_dd_from_double(i == j ? -1.0 : 0.0);
            for (int64_t k = 0; k < n; ++k) g = trident_dd_fma_dot(AT(q, k, i, ld), AT(q, k, j, ld), g);
            s += g.hi * g.hi;
        }
    return sqrt(s) / ((double)n * eps_w);
}

#endif
