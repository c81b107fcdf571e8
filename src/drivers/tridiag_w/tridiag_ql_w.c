/*
 * tridiag_ql_w.c -- eigenvalues and eigenvectors of a symmetric tridiagonal
 * T in double-double, by implicit QL iterations with Wilkinson shifts (see
 * tridiag_w.h for why w has its own solvers).
 *
 * Why QL: each sweep is a product of plane rotations, so T = Z Lambda Z^T
 * comes out as a product of orthogonal factors, each applied in dd_arith.h's
 * arithmetic with a few u^2 of relative error: the computed Z is orthogonal,
 * and A Z - Z Lambda small, to a modest multiple of n eps with eps = 2^-106,
 * the classical backward-stability argument for the method.  The shift (the
 * eigenvalue of the top 2-by-2 block nearer its first diagonal entry) makes
 * the last off-diagonal entry of each block vanish at a cubic rate, so a
 * handful of sweeps per eigenvalue suffices.  Each rotation is renormalized
 * before use (normalize_rotation: double-double's division and square root
 * are several times less exact, in units of eps, than double's).  O(n^3) work for Z, which the
 * host affords at the orders double-double serves.
 */
#include <math.h>

#include "backend/host/host_dd_blas.h"
#include "dd/dd_arith.h"
#include "drivers/tridiag_w/tridiag_w.h"

#include "core/prec/prec_w.h" /* TRI_EPS, TRI_SAFMIN of double-double */

#define Z_(i, j) (z + (i) + (int64_t)(j) * ldz)

/* sqrt(f^2 + g^2) without overflow or lost low words: the host's scaled
 * double-double norm (host_dd_blas.h) of the pair */
static trident_dd hypot_w(trident_dd f, trident_dd g)
{
    const trident_dd pair[2] = {f, g};
    return trident_host_wnrm2(2, pair);
}

/* e[i] is negligible: below eps times its two diagonal neighbours (its
 * removal perturbs T by less than the rounding already in d), or below the
 * smallest magnitude a pair holds to full precision */
static int negligible(const trident_dd *d, const trident_dd *e, int64_t i)
{
    const double ei = fabs(e[i].hi);
    return ei <= TRI_EPS * (fabs(d[i].hi) + fabs(d[i + 1].hi)) || ei < TRI_SAFMIN;
}

/* c^2 + s^2 - 1 to about u^3: the squares of the high words exactly (2Prod),
 * their sum's error exactly (2Sum), the cross and low terms in double */
static double rotation_excess(trident_dd c, trident_dd s)
{
    const trident_dd c2 = trident_dd_two_prod(c.hi, c.hi), s2 = trident_dd_two_prod(s.hi, s.hi);
    const trident_dd sum = trident_dd_two_sum(c2.hi, s2.hi);
    const double cross = 2.0 * (c.hi * c.lo + s.hi * s.lo) + (c.lo * c.lo + s.lo * s.lo);
    return (sum.hi - 1.0) + (sum.lo + c2.lo + s2.lo + cross);
}

/*
 * (c, s) := (c, s) / sqrt(c^2 + s^2) to first order, (1 - excess/2) times.
 * Why: c = g/r and s = f/r come from a square root and two divisions, each
 * good to a few u^2 (dd_arith.h's bounds are 3 to 10 u^2, where double's are
 * u/2), so c^2 + s^2 misses 1 by several u^2; every column of Z meets about
 * 1.5 n rotations, and their scalings add up: ||I - Z^T Z|| reached 29 n eps
 * at n = 100 without this step, 4 n eps with it (test_wsyevd.c).  The
 * correction costs O(1) a rotation, nothing per element of Z.
 */
static void normalize_rotation(trident_dd *c, trident_dd *s)
{
    const double half = 0.5 * rotation_excess(*c, *s);
    *c = trident_dd_sub_d(*c, c->hi * half);
    *s = trident_dd_sub_d(*s, s->hi * half);
}

/* columns i and i+1 of the n-row z := z * [c -s; s c]^T as the sweep's
 * rotation acts on rows i, i+1 of T */
static void rotate_columns(int64_t n, trident_dd *zi, trident_dd *zi1, trident_dd c, trident_dd s)
{
    const trident_dd ms = trident_dd_neg(s);
    for (int64_t k = 0; k < n; ++k) {
        const trident_dd a = zi[k], b = zi1[k];
        zi1[k] = trident_dd_fma_dot(s, a, trident_dd_mul(c, b));
        zi[k] = trident_dd_fma_dot(ms, b, trident_dd_mul(c, a));
    }
}

/*
 * One implicit QL sweep on the unreduced block l..m of T (e[l..m-1] not
 * negligible): the QL step of T - sigma I, carried out without forming it
 * by chasing a bulge from the bottom (row m) up to row l with rotations in
 * the planes (i, i+1), i = m-1 down to l.  sigma is the eigenvalue of
 * [d_l e_l; e_l d_l+1] nearer d_l; p accumulates the change of the
 * diagonal, g the entry the next rotation annihilates.  When a rotation
 * finds nothing to rotate (f = g = 0) the block has split at row i+1: the
 * sweep stops there, T is already updated, and the caller looks again.
 */
static void ql_sweep(int64_t n, int64_t l, int64_t m, trident_dd *d, trident_dd *e, trident_dd *z,
                     int64_t ldz)
{
    const trident_dd two_e = trident_dd_mul_d(e[l], 2.0);
    trident_dd g = trident_dd_div(trident_dd_sub(d[l + 1], d[l]), two_e);
    trident_dd r = hypot_w(g, trident_dd_one());
    if (signbit(g.hi)) r = trident_dd_neg(r); /* g + r without cancellation */
    const trident_dd sigma = trident_dd_sub(d[l], trident_dd_div(e[l], trident_dd_add(g, r)));

    g = trident_dd_sub(d[m], sigma);
    trident_dd c = trident_dd_one(), s = trident_dd_one(), p = trident_dd_zero();
    for (int64_t i = m - 1; i >= l; --i) {
        const trident_dd f = trident_dd_mul(s, e[i]), b = trident_dd_mul(c, e[i]);
        r = hypot_w(f, g);
        e[i + 1] = r;
        if (r.hi == 0.0) { /* split at i+1 */
            d[i + 1] = trident_dd_sub(d[i + 1], p);
            e[m] = trident_dd_zero();
            return;
        }
        s = trident_dd_div(f, r);
        c = trident_dd_div(g, r);
        normalize_rotation(&c, &s);
        g = trident_dd_sub(d[i + 1], p);
        /* r = (d_i - g) s + 2 c b, the rotated (i+1, i+1) entry's change */
        r = trident_dd_fma_dot(trident_dd_mul_d(c, 2.0), b, trident_dd_mul(trident_dd_sub(d[i], g), s));
        p = trident_dd_mul(s, r);
        d[i + 1] = trident_dd_add(g, p);
        g = trident_dd_sub(trident_dd_mul(c, r), b);
        rotate_columns(n, Z_(0, i), Z_(0, i + 1), c, s);
    }
    d[l] = trident_dd_sub(d[l], p);
    e[l] = g;
    e[m] = trident_dd_zero();
}

/* Lambda ascending, the columns of z along (selection sort: n swaps at most) */
static void sort_pairs(int64_t n, trident_dd *d, trident_dd *z, int64_t ldz)
{
    for (int64_t i = 0; i + 1 < n; ++i) {
        int64_t k = i;
        for (int64_t j = i + 1; j < n; ++j)
            if (trident_dd_lt(d[j], d[k])) k = j;
        if (k == i) continue;
        const trident_dd t = d[i];
        d[i] = d[k], d[k] = t;
        for (int64_t r = 0; r < n; ++r) {
            const trident_dd zr = *Z_(r, i);
            *Z_(r, i) = *Z_(r, k), *Z_(r, k) = zr;
        }
    }
}

int64_t trident_tridiag_ql_w(int64_t n, trident_dd *d, trident_dd *e, trident_dd *z, int64_t ldz)
{
    if (n <= 0) return 0;
    e[n - 1] = trident_dd_zero();
    /* LAPACK's xSTEQR budget: 30 sweeps per eigenvalue, over the whole run */
    int64_t sweeps_left = 30 * n;
    for (int64_t l = 0; l < n; ++l) {
        /* d[l] is final once e[l] is negligible; until then sweep the
         * unreduced block that starts at l */
        for (;;) {
            int64_t m = l;
            while (m + 1 < n && !negligible(d, e, m)) ++m;
            if (m == l) break;
            if (sweeps_left-- == 0) {
                int64_t unconverged = 0;
                for (int64_t i = 0; i + 1 < n; ++i) unconverged += !negligible(d, e, i);
                return unconverged;
            }
            ql_sweep(n, l, m, d, e, z, ldz);
        }
    }
    sort_pairs(n, d, z, ldz);
    return 0;
}

#include "core/prec/prec_undef.h"
