/*
 * tridiag_bisect_w.c -- the eigenvalues of a symmetric tridiagonal T in
 * double-double, all of them or those a range selects, by bisection on
 * Sturm counts (see tridiag_w.h for why w has its own solvers).
 *
 * Why bisection: the count of eigenvalues below x is the number of negative
 * pivots of the LDL^T factorization of T - x I, a recurrence of one
 * subtraction and one division a row.  Kahan's analysis shows that the
 * count computed in floating point is the exact count of a T whose entries
 * moved by a few units of the working precision, relative; with dd_arith.h's
 * relative error bounds (a few u^2 an operation) the same holds in double-
 * double with eps = 2^-106.  Every eigenvalue is then found to a small
 * multiple of eps ||T|| however clustered the spectrum is, with no
 * iteration that can fail to converge.  And each eigenvalue is found by its
 * index alone (the least x whose count exceeds it), so a subset costs only
 * its own searches: trident_wsyevx's ranges are one entry, all of
 * trident_wsyevd's eigenvalues the same entry with range 'A'.  (Where the
 * drivers' reduction may use the GPU, the bisection kernel of s and d
 * takes ranges A and I there instead: dispatch/tridiag_eigvals_dispatch_w.c.)
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

/* sturm_count at x, with the counts below and above Gershgorin's widened
 * interval [gl, gu] known (0 and n): a user's window may reach past it, to
 * infinities whose Sturm recurrence would give NaN pivots */
static int64_t count_below(int64_t n, const trident_dd *d, const trident_dd *e2, trident_dd x, double pivmin,
                           trident_dd gl, trident_dd gu)
{
    if (trident_dd_le(x, gl)) return 0;
    if (trident_dd_ge(x, gu)) return n;
    return sturm_count(n, d, e2, x, pivmin);
}

int64_t trident_tridiag_bisect_subset_w(int64_t n, const trident_dd *d, const trident_dd *e, trident_dd *e2,
                                        char range, trident_dd vl, trident_dd vu, int64_t il, int64_t iu,
                                        trident_dd abstol, trident_dd *w)
{
    if (n <= 0) return 0;
    if (n == 1) {
        const int in = range != 'V' || (trident_dd_lt(vl, d[0]) && trident_dd_le(d[0], vu));
        if (in) w[0] = d[0];
        return in;
    }
    /* Gershgorin's interval [gl, gu] holds every eigenvalue; then e2 := e^2
     * (after the last read of e: e2 may be e) */
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
        e2[i] = trident_dd_mul(e[i], e[i]);
        e2max = fmax(e2max, e2[i].hi);
    }
    /* xSTEBZ's safe minimum pivot: tiny against every e^2, so replacing a
     * pivot by it perturbs T by far less than eps ||T|| */
    const double pivmin = TRI_SAFMIN * fmax(1.0, e2max);
    const double tnorm = fmax(fabs(gl.hi), fabs(gu.hi));
    /* widen by the count's own error, so that the interval stays valid */
    const double fudge = 2.0 * (double)n * TRI_EPS * tnorm + 2.0 * pivmin;
    gl = trident_dd_sub_d(gl, fudge);
    gu = trident_dd_add_d(gu, fudge);

    /* the wanted indices k0..k1-1 (0-based): range V's are those of the
     * eigenvalues in (vl, vu], count(vu) - count(vl) of them, and bisection
     * for them can start from [vl, vu] itself */
    int64_t k0 = 0, k1 = n;
    trident_dd lo = gl, top = gu;
    if (range == 'I') {
        k0 = il - 1, k1 = iu;
    } else if (range == 'V') {
        k0 = count_below(n, d, e2, vl, pivmin, gl, gu);
        k1 = count_below(n, d, e2, vu, pivmin, gl, gu);
        if (k1 < k0) k1 = k0; /* a count that is not monotone at rounding level: none */
        if (trident_dd_gt(vl, lo)) lo = vl;
        if (trident_dd_lt(vu, top)) top = vu;
    }
    if (tnorm == 0.0) { /* T = 0: with atol = 0 the search below would settle on -pivmin */
        for (int64_t k = k0; k < k1; ++k) w[k - k0] = trident_dd_zero();
        return k1 - k0;
    }
    /* abstol <= 0: the full accuracy of double-double, eps ||T||; a larger
     * one stops the search earlier (xSTEBZ's absolute tolerance) */
    const double atol = abstol.hi > 0.0 ? abstol.hi : TRI_EPS * tnorm;

    /* eigenvalue k: the least x with count(x) >= k + 1.  Invariant:
     * count(lo) <= k < count(hi).  The previous eigenvalue's lower end is a
     * valid lower end for this one (its count is at most k - 1). */
    for (int64_t k = k0; k < k1; ++k) {
        trident_dd hi = top;
        /* the width halves each step: from 2 ||T|| down to eps ||T|| is
         * about 110 steps; the cap only guards against a NaN (and bounds
         * the work for a tiny abstol at an eigenvalue 0) */
        for (int step = 0; step < 400; ++step) {
            const double rtol = 2.0 * TRI_EPS * fmax(fabs(lo.hi), fabs(hi.hi));
            if (trident_dd_sub(hi, lo).hi <= fmax(atol, rtol)) break;
            const trident_dd mid = midpoint(lo, hi);
            if (trident_dd_eq(mid, lo) || trident_dd_eq(mid, hi)) break; /* no pair in between */
            if (sturm_count(n, d, e2, mid, pivmin) > k) hi = mid;
            else lo = mid;
        }
        trident_dd *wk = w + (k - k0);
        *wk = midpoint(lo, hi);
        /* equal eigenvalues end in intervals that overlap: keep the order */
        if (k > k0 && trident_dd_lt(*wk, wk[-1])) *wk = wk[-1];
    }
    return k1 - k0;
}

#include "core/prec/prec_undef.h"
