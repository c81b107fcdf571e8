/*
 * tridiag_bisect_w.c -- all eigenvalues of a symmetric tridiagonal T in
 * double-double, by bisection on Sturm counts (see tridiag_w.h for why w
 * has its own solvers).
 *
 * Why bisection: the count of eigenvalues below x is the number of negative
 * pivots of the LDL^T factorization of T - x I, a recurrence of one
 * subtraction and one division a row.  Kahan's analysis shows that the
 * count computed in floating point is the exact count of a T whose entries
 * moved by a few units of the working precision, relative; with dd_arith.h's
 * relative error bounds (a few u^2 an operation) the same holds in double-
 * double with eps = 2^-106.  Every eigenvalue is then found to a small
 * multiple of eps ||T|| however clustered the spectrum is, with no
 * iteration that can fail to converge.
 */
#include <math.h>

#include "dd/dd_arith.h"
#include "drivers/tridiag_w/tridiag_w.h"

#include "core/prec/prec_w.h" /* TRI_EPS, TRI_SAFMIN of double-double */

/*
 * The number of eigenvalues of T below x: the negative pivots q_i of
 *   q_0 = d_0 - x,  q_i = (d_i - x) - e_{i-1}^2 / q_{i-1}.
 * A pivot smaller in magnitude than pivmin is replaced by -pivmin (a
 * perturbation of d_i by at most pivmin), so no division overflows and a
 * zero pivot counts as negative, as in LAPACK's xSTEBZ.
 */
static int64_t sturm_count(int64_t n, const trident_dd *d, const trident_dd *e2, trident_dd x,
                           double pivmin)
{
    int64_t count = 0;
    trident_dd q = trident_dd_zero();
    for (int64_t i = 0; i < n; ++i) {
        q = i == 0 ? trident_dd_sub(d[0], x)
                   : trident_dd_sub(trident_dd_sub(d[i], x), trident_dd_div(e2[i - 1], q));
        if (fabs(q.hi) < pivmin) q = trident_dd_from_double(-pivmin);
        count += q.hi < 0.0;
    }
    return count;
}

static trident_dd midpoint(trident_dd lo, trident_dd hi)
{
    return trident_dd_mul_d(trident_dd_add(lo, hi), 0.5);
}

void trident_tridiag_bisect_w(int64_t n, const trident_dd *d, trident_dd *e, trident_dd *w)
{
    if (n <= 0) return;
    if (n == 1) {
        w[0] = d[0];
        return;
    }
    /* Gershgorin's interval [gl, gu] holds every eigenvalue; then e := e^2 */
    trident_dd gl = d[0], gu = d[0];
    double e2max = 0.0;
    for (int64_t i = 0; i < n; ++i) {
        const trident_dd r = trident_dd_add(i > 0 ? trident_dd_abs(e[i - 1]) : trident_dd_zero(),
                                            i + 1 < n ? trident_dd_abs(e[i]) : trident_dd_zero());
        const trident_dd lo = trident_dd_sub(d[i], r), hi = trident_dd_add(d[i], r);
        if (trident_dd_lt(lo, gl)) gl = lo;
        if (trident_dd_gt(hi, gu)) gu = hi;
    }
    for (int64_t i = 0; i + 1 < n; ++i) {
        e[i] = trident_dd_mul(e[i], e[i]);
        e2max = fmax(e2max, e[i].hi);
    }
    /* xSTEBZ's safe minimum pivot: tiny against every e^2, so replacing a
     * pivot by it perturbs T by far less than eps ||T|| */
    const double pivmin = TRI_SAFMIN * fmax(1.0, e2max);
    const double tnorm = fmax(fabs(gl.hi), fabs(gu.hi));
    if (tnorm == 0.0) { /* T = 0: with atol = 0 the search below would settle on -pivmin */
        for (int64_t k = 0; k < n; ++k) w[k] = trident_dd_zero();
        return;
    }
    /* widen by the count's own error, so that the interval stays valid */
    const double fudge = 2.0 * (double)n * TRI_EPS * tnorm + 2.0 * pivmin;
    gl = trident_dd_sub_d(gl, fudge);
    gu = trident_dd_add_d(gu, fudge);
    const double atol = TRI_EPS * tnorm;

    /* eigenvalue k: the least x with count(x) >= k + 1.  Invariant:
     * count(lo) <= k < count(hi).  The previous eigenvalue's lower end is a
     * valid lower end for this one (its count is at most k - 1). */
    trident_dd lo = gl;
    for (int64_t k = 0; k < n; ++k) {
        trident_dd hi = gu;
        /* the width halves each step: from 2 ||T|| down to eps ||T|| is
         * about 110 steps; the cap only guards against a NaN */
        for (int step = 0; step < 400; ++step) {
            const double rtol = 2.0 * TRI_EPS * fmax(fabs(lo.hi), fabs(hi.hi));
            if (trident_dd_sub(hi, lo).hi <= fmax(atol, rtol)) break;
            const trident_dd mid = midpoint(lo, hi);
            if (trident_dd_eq(mid, lo) || trident_dd_eq(mid, hi)) break; /* no pair in between */
            if (sturm_count(n, d, e, mid, pivmin) > k) hi = mid;
            else lo = mid;
        }
        w[k] = midpoint(lo, hi);
        /* equal eigenvalues end in intervals that overlap: keep the order */
        if (k > 0 && trident_dd_lt(w[k], w[k - 1])) w[k] = w[k - 1];
    }
}

#include "core/prec/prec_undef.h"
