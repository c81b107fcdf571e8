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
 *
 * Plain bisection needs about 110 double-double counts an eigenvalue
 * (a division each row: 1.9 ms at n = 400 on one core).  search() below
 * keeps bisection's guarantee, a final interval whose ends' counts bracket
 * the eigenvalue, but reaches it from the double-precision eigenvalue and
 * Newton's iteration where the eigenvalue stands apart: about three counts
 * and three Newton passes (two divisions a row) beside 53 counts in double.
 * Clusters and anything that does not check out fall back to bisection.
 */
#include <float.h>
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

/*
 * sturm_count's pass with Newton's correction beside it: the same pivots in
 * the same operations (so the same count), and for p(x) = det(T - x I) =
 * prod q_i the ratio p'/p = sum q_i'/q_i, with q_0' = -1 and
 * q_i' = -1 + (e_{i-1}^2 / q_{i-1}) (q_{i-1}' / q_{i-1}).  *step := p / p',
 * Newton's x - (next point); not finite where p' vanishes or a sum
 * overflowed.
 */
static int64_t sturm_newton(int64_t n, const trident_dd *d, const trident_dd *e2, trident_dd x, double pivmin,
                            trident_dd *step)
{
    int64_t count = 0;
    trident_dd q = trident_dd_zero(), r = trident_dd_zero(), sum = trident_dd_zero(); /* r = q'/q */
    for (int64_t i = 0; i < n; ++i) {
        trident_dd qp; /* q_i' */
        if (i == 0) {
            q = trident_dd_sub(d[0], x);
            qp = trident_dd_from_double(-1.0);
        } else {
            const trident_dd t = trident_dd_div(e2[i - 1], q);
            q = trident_dd_sub(trident_dd_sub(d[i], x), t);
            qp = trident_dd_sub_d(trident_dd_mul(t, r), 1.0);
        }
        if (fabs(q.hi) < pivmin) q = trident_dd_from_double(-pivmin);
        count += q.hi < 0.0;
        r = trident_dd_div(qp, q);
        sum = trident_dd_add(sum, r);
    }
    *step = trident_dd_div(trident_dd_from_double(1.0), sum);
    return count;
}

/* The count in double precision of the matrix of T's high words (d.hi and
 * e2.hi): correctly rounded operations, so monotone in x (Kahan) */
static int64_t sturm_count_hi(int64_t n, const trident_dd *d, const trident_dd *e2, double x, double pivmin)
{
    int64_t count = 0;
    double q = 0.0;
    for (int64_t i = 0; i < n; ++i) {
        const double shifted = d[i].hi - x;
        q = i == 0 ? shifted : shifted - e2[i - 1].hi / q;
        if (fabs(q) < pivmin) q = -pivmin;
        count += q < 0.0;
    }
    return count;
}

/* The search's fixed data: T (d, e2), the pivot guard, the absolute
 * tolerance and ||T|| (Gershgorin's) */
typedef struct search_t {
    int64_t n;
    const trident_dd *d, *e2;
    double pivmin, atol, tnorm;
} search_t;

/* the stopping width of [lo, hi] (the bisection's: eps ||T|| or abstol,
 * or 2 eps |lambda| where that is larger) */
static double width_tol(const search_t *t, trident_dd lo, trident_dd hi)
{
    return fmax(t->atol, 2.0 * TRI_EPS * fmax(fabs(lo.hi), fabs(hi.hi)));
}

/* Bisection from [lo, hi] with count(lo) <= k < count(hi) until its width
 * is within width_tol or no pair lies between its ends; the midpoint.  The
 * width halves each step: from 2 ||T|| down to eps ||T|| is about 110
 * steps; the cap only guards against a NaN (and bounds the work for a tiny
 * abstol at an eigenvalue 0). */
static trident_dd bisect(const search_t *t, int64_t k, trident_dd lo, trident_dd hi)
{
    for (int step = 0; step < 400; ++step) {
        if (trident_dd_sub(hi, lo).hi <= width_tol(t, lo, hi)) break;
        const trident_dd mid = midpoint(lo, hi);
        if (trident_dd_eq(mid, lo) || trident_dd_eq(mid, hi)) break; /* no pair in between */
        if (sturm_count(t->n, t->d, t->e2, mid, t->pivmin) > k) hi = mid;
        else lo = mid;
    }
    return midpoint(lo, hi);
}

/*
 * Eigenvalue k (the least x with count(x) >= k + 1) within [lo, hi], a
 * valid start (count(lo) <= k < count(hi)).  Bisection alone takes about
 * 110 double-double counts; this takes about ten where eigenvalue k stands
 * apart from its neighbours, with the same result's guarantee (an interval
 * within width_tol whose end counts bracket k, verified by the same count):
 *   1. eigenvalue k of the matrix of T's high words by bisection in double
 *      (a tenth of a double-double count a step), which Weyl's theorem puts
 *      within a few units of 2^-53 ||T|| of T's;
 *   2. the interval of half-width delta (32 such units) around it, its ends
 *      counted in double-double;
 *   3. where it holds eigenvalue k alone, Newton's iteration on det(T - x I)
 *      from the double's value, each point's count narrowing the interval
 *      and a step that leaves it replaced by the midpoint, until a step is
 *      below a quarter of the tolerance;
 *   4. counts at that point and at doubling distances from it on the open
 *      side close the interval to a few tolerances, and bisection finishes.
 * Whatever does not check out (the interval of 2, a cluster in it, Newton
 * not settling in eight steps) goes on by bisection from the interval held.
 */
static trident_dd search(const search_t *t, int64_t k, trident_dd lo, trident_dd hi)
{
    const int64_t n = t->n;
    /* 1. in double, on [lo, hi] rounded outward by the fudge */
    double a = lo.hi - 4.0 * DBL_EPSILON * t->tnorm, b = hi.hi + 4.0 * DBL_EPSILON * t->tnorm;
    for (int step = 0; step < 200; ++step) {
        const double mid = 0.5 * (a + b);
        if (!(a < mid && mid < b) || b - a <= DBL_EPSILON * fmax(t->tnorm, 2.0 * fmax(fabs(a), fabs(b)))) break;
        if (sturm_count_hi(n, t->d, t->e2, mid, t->pivmin) > k) b = mid;
        else a = mid;
    }
    const double approx = 0.5 * (a + b), delta = 32.0 * 0x1p-53 * t->tnorm + 4.0 * t->pivmin;
    /* 2. the interval around it, clipped to [lo, hi] */
    trident_dd x0 = trident_dd_sub_d(trident_dd_from_double(approx), delta);
    trident_dd x1 = trident_dd_add_d(trident_dd_from_double(approx), delta);
    if (trident_dd_lt(x0, lo)) x0 = lo;
    if (trident_dd_gt(x1, hi)) x1 = hi;
    const int64_t c0 = trident_dd_eq(x0, lo) ? -1 : sturm_count(n, t->d, t->e2, x0, t->pivmin);
    const int64_t c1 = trident_dd_eq(x1, hi) ? n + 1 : sturm_count(n, t->d, t->e2, x1, t->pivmin);
    if (c0 > k || c1 <= k) return bisect(t, k, lo, hi); /* not a bracket: the whole interval */
    if (c0 >= 0) lo = x0;
    if (c1 <= n) hi = x1;
    if (c0 != k || c1 != k + 1) return bisect(t, k, lo, hi); /* a neighbour inside (or an end unknown) */
    /* 3. Newton from the double's value, each point's count narrowing the
     * interval */
    trident_dd x = trident_dd_from_double(approx);
    int settled = 0, above = 0; /* above: eigenvalue k lies below x, the point last counted */
    for (int it = 0; it < 8 && !settled; ++it) {
        if (!(trident_dd_lt(lo, x) && trident_dd_lt(x, hi))) x = midpoint(lo, hi);
        trident_dd step;
        above = sturm_newton(n, t->d, t->e2, x, t->pivmin, &step) > k;
        if (above) hi = x;
        else lo = x;
        const double tol = width_tol(t, lo, hi);
        if (trident_dd_sub(hi, lo).hi <= tol || !isfinite(step.hi)) return bisect(t, k, lo, hi);
        settled = fabs(step.hi) <= 0.25 * tol;
        if (settled) { /* Newton's last point, where its step moves it within (lo, hi) */
            const trident_dd next = trident_dd_sub(x, step);
            if (trident_dd_lt(lo, next) && trident_dd_lt(next, hi)) {
                x = next;
                above = sturm_count(n, t->d, t->e2, x, t->pivmin) > k;
                if (above) hi = x;
                else lo = x;
            }
        } else {
            x = trident_dd_sub(x, step);
        }
    }
    if (!settled) return bisect(t, k, lo, hi);
    /* 4. Settled at x, counted: the count's own eigenvalue (the exact one of
     * a T moved by a few eps, relative) lies a few eps ||T|| from it.  Step
     * away on the side the count leaves open, doubling from half the
     * tolerance, until a count closes the interval. */
    double h = 0.5 * width_tol(t, lo, hi);
    for (int probe = 0; probe < 12; ++probe, h *= 2.0) {
        const trident_dd y = above ? trident_dd_sub_d(x, h) : trident_dd_add_d(x, h);
        if (above ? !trident_dd_lt(lo, y) : !trident_dd_lt(y, hi)) break; /* past the other end */
        if ((sturm_count(n, t->d, t->e2, y, t->pivmin) > k) == above) {
            if (above) hi = y;
            else lo = y;
        } else {
            if (above) lo = y;
            else hi = y;
            break;
        }
    }
    return bisect(t, k, lo, hi);
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

    /* eigenvalue k: the least x with count(x) >= k + 1, searched in
     * [lo, top] (count(lo) <= k < count(top)) */
    const search_t t = {.n = n, .d = d, .e2 = e2, .pivmin = pivmin, .atol = atol, .tnorm = tnorm};
    for (int64_t k = k0; k < k1; ++k) w[k - k0] = search(&t, k, lo, top);
    trident_tridiag_keep_order_w(k1 - k0, w);
    return k1 - k0;
}

void trident_tridiag_keep_order_w(int64_t m, trident_dd *w)
{
    for (int64_t k = 1; k < m; ++k)
        if (trident_dd_lt(w[k], w[k - 1])) w[k] = w[k - 1];
}

#include "core/prec/prec_undef.h"
