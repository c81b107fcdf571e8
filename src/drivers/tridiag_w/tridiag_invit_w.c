/*
 * tridiag_invit_w.c -- eigenvectors of a symmetric tridiagonal T for given
 * eigenvalues, in double-double, by inverse iteration (see tridiag_w.h for
 * why w has its own solvers).
 *
 * Why inverse iteration: trident_wsyevx wants m of the n eigenvectors, and
 * each costs O(n) a step here (a banded LU of T - lambda I and its solves)
 * against QL's O(n^2) a rotation sweep for all of them.  With lambda an
 * accurate eigenvalue (bisection's, a few eps ||T|| off), T - lambda I is
 * nearly singular and one solve multiplies the wanted component of any start
 * vector by about 1/(eps ||T||), every other by 1/gap: the vector converges
 * in a step or two, and its residual is of the order of eps ||T|| whatever
 * the gaps.  What inverse iteration does not give is orthogonality between
 * vectors of close eigenvalues (each is accurate only to eps ||T|| / gap),
 * so, as LAPACK's xSTEIN, the vectors of a cluster -- eigenvalues closer
 * than 1e-3 ||T||_1 to their predecessor -- are orthogonalized against the
 * cluster's earlier ones (modified Gram-Schmidt) after every solve, and
 * equal shifts are pulled apart so that each factorization differs.  The
 * iteration counts (5 at most, 2 more after the growth test is first met)
 * and the growth test are xSTEIN's.
 *
 * The pull is eps ||T||_1 (xSTEIN's is 10 eps |lambda|): it adds up over a
 * cluster of k equal eigenvalues, k eps ||T|| for the last, which must stay
 * below the n eps ||T|| the growth test is scaled by, or the last vectors
 * of a large cluster of a small matrix would fail the test (A = 0 of order
 * 7 did with 10 eps).
 *
 * Outside a cluster a vector is still only eps ||T|| / gap from orthogonal
 * to its neighbours, up to 1000 eps at the threshold: test_wsyevx measured
 * ||I - Z^T Z|| / (n eps) = 13 at n = 20.  So, as the s, d, c, z host path
 * orthonormalizes xSTEIN's vectors again (interface/syevx_generic.h), all m
 * vectors are passed once more through modified Gram-Schmidt in eigenvalue
 * order (2.1 then).  It moves a vector by its overlaps, at most eps ||T|| /
 * gap each, times their gaps: eps ||T|| on the residual.  O(n m^2), the
 * order of the back-transformation's 2 n^2 m.
 */
#include <math.h>

#include "backend/host/host_dd_blas.h"
#include "dd/dd_arith.h"
#include "drivers/tridiag_w/tridiag_w.h"

#include "core/prec/prec_w.h" /* TRI_EPS of double-double */

enum { MAX_ITS = 5, EXTRA_ITS = 2 };

/* a solve's entries beyond this are scaled down, with the rest of the
 * right-hand side (the solution is wanted up to a factor only) */
#define BIG 0x1p600

/* T - sigma I = P L U by Gaussian elimination with partial pivoting: U's
 * three diagonals (u1 its diagonal, u2, u3 the fill of a row interchange),
 * L's multipliers, swap[k] whether rows k and k+1 were exchanged */
typedef struct {
    trident_dd *u1, *u2, *u3, *mult;
    trident_int *swap;
} lu_factors;

/*
 * Factor, then replace each pivot smaller than tol in magnitude by tol
 * (keeping its sign): a change of T by at most tol, eps ||T||, that keeps
 * the solves finite where T - sigma I is singular to working precision --
 * which is where inverse iteration wants it.
 */
static void lu_factor(int64_t n, const trident_dd *d, const trident_dd *e, trident_dd sigma, double tol,
                      lu_factors f)
{
    /* (p, q): the row being eliminated, at columns k and k+1 */
    trident_dd p = trident_dd_sub(d[0], sigma), q = n > 1 ? e[0] : trident_dd_zero();
    for (int64_t k = 0; k + 1 < n; ++k) {
        const trident_dd s = e[k], t = trident_dd_sub(d[k + 1], sigma);
        const trident_dd v = k + 2 < n ? e[k + 1] : trident_dd_zero();
        f.swap[k] = fabs(s.hi) > fabs(p.hi);
        if (!f.swap[k]) { /* pivot p: row k+1 -= (s / p) row k */
            f.u1[k] = p, f.u2[k] = q, f.u3[k] = trident_dd_zero();
            f.mult[k] = p.hi == 0.0 ? trident_dd_zero() : trident_dd_div(s, p); /* p = 0: s = 0 too */
            p = trident_dd_sub(t, trident_dd_mul(f.mult[k], q));
            q = v;
        } else { /* pivot s: the rows exchanged, then the old row k -= (p / s) row k+1 */
            f.u1[k] = s, f.u2[k] = t, f.u3[k] = v;
            f.mult[k] = trident_dd_div(p, s);
            p = trident_dd_sub(q, trident_dd_mul(f.mult[k], t));
            q = trident_dd_neg(trident_dd_mul(f.mult[k], v));
        }
    }
    f.u1[n - 1] = p;
    for (int64_t k = 0; k < n; ++k)
        if (fabs(f.u1[k].hi) < tol) f.u1[k] = trident_dd_from_double(copysign(tol, f.u1[k].hi));
}

/* x := 2^-600 x: the whole vector, solved part and right-hand side alike */
static void scale_down(int64_t n, trident_dd *x)
{
    for (int64_t i = 0; i < n; ++i) x[i] = trident_dd_make(ldexp(x[i].hi, -600), ldexp(x[i].lo, -600));
}

/* x := (P L U)^-1 x */
static void lu_solve(int64_t n, lu_factors f, trident_dd *x)
{
    for (int64_t k = 0; k + 1 < n; ++k) {
        if (f.swap[k]) {
            const trident_dd t = x[k];
            x[k] = x[k + 1], x[k + 1] = t;
        }
        x[k + 1] = trident_dd_sub(x[k + 1], trident_dd_mul(f.mult[k], x[k]));
    }
    for (int64_t k = n - 1; k >= 0; --k) {
        trident_dd s = x[k];
        if (k + 1 < n) s = trident_dd_sub(s, trident_dd_mul(f.u2[k], x[k + 1]));
        if (k + 2 < n) s = trident_dd_sub(s, trident_dd_mul(f.u3[k], x[k + 2]));
        x[k] = trident_dd_div(s, f.u1[k]);
        if (fabs(x[k].hi) > BIG) scale_down(n, x);
    }
}

/* max |x_i| on the high words; NaN if any is NaN */
static double norm_inf(int64_t n, const trident_dd *x)
{
    double r = 0.0;
    for (int64_t i = 0; i < n; ++i) {
        const double a = fabs(x[i].hi);
        if (a > r || a != a) r = a;
    }
    return r;
}

/* the start vectors: a fixed sequence in (-1, 1) (a 64-bit linear
 * congruential generator, Knuth's MMIX constants, its high 53 bits), the
 * same every call, so results are reproducible */
static void start_vector(int64_t n, uint64_t *state, trident_dd *x)
{
    for (int64_t i = 0; i < n; ++i) {
        *state = *state * 6364136223846793005ull + 1442695040888963407ull;
        x[i] = trident_dd_from_double(2.0 * ldexp((double)(*state >> 11), -53) - 1.0);
    }
}

/* x := x - (z_k^T x) z_k for the unit columns k = first..j-1 of z */
static void orthogonalize(int64_t n, const trident_dd *z, int64_t ldz, int64_t first, int64_t j, trident_dd *x)
{
    for (int64_t k = first; k < j; ++k) {
        const trident_dd *zk = z + k * ldz;
        const trident_dd t = trident_dd_neg(trident_host_wdot(n, zk, x));
        for (int64_t i = 0; i < n; ++i) x[i] = trident_dd_fma_dot(t, zk[i], x[i]);
    }
}

/* x := x / ||x||_2, then its entry of largest magnitude made positive
 * (xSTEIN's normalization) */
static void normalize(int64_t n, trident_dd *x)
{
    int64_t big = 0;
    for (int64_t i = 1; i < n; ++i)
        if (fabs(x[i].hi) > fabs(x[big].hi)) big = i;
    const trident_dd norm = trident_host_wnrm2(n, x);
    if (!(norm.hi > 0.0)) return; /* nothing left (a failed vector): as it is */
    trident_dd scale = trident_dd_div(trident_dd_one(), norm);
    if (x[big].hi < 0.0) scale = trident_dd_neg(scale);
    trident_host_wscal(n, scale, x);
}

int64_t trident_tridiag_invit_w(int64_t n, const trident_dd *d, const trident_dd *e, int64_t m,
                                const trident_dd *w, double abstol, trident_dd *z, int64_t ldz, trident_dd *work,
                                trident_int *iwork, trident_int *ifail)
{
    for (int64_t j = 0; j < m; ++j) ifail[j] = 0;
    if (m <= 0) return 0;
    /* ||T||_1; T = 0 takes scale 1 (its every vector is an eigenvector) */
    double tnorm = 0.0;
    for (int64_t i = 0; i < n; ++i)
        tnorm = fmax(tnorm, fabs(d[i].hi) + (i > 0 ? fabs(e[i - 1].hi) : 0.0) + (i + 1 < n ? fabs(e[i].hi) : 0.0));
    const double scale = tnorm > 0.0 ? tnorm : 1.0;
    const double ortol = 1e-3 * tnorm, pivtol = TRI_EPS * scale, pertol = pivtol;
    /* each solve starts from ||x||_inf = n tol, tol = max(eps ||T||, abstol)
     * the eigenvalues' accuracy: a solution then reaches sqrt(0.1 / n) only
     * if ||(T - sigma I) x|| / ||x|| is below about n^2 tol (xSTEIN's test).
     * abstol counts up to 2^300 ||T||_1 only: a start above about 2^900
     * ||T|| overflowed the first division by a pivot (down to eps ||T||),
     * before lu_solve's scaling, into NaN vectors (abstol 1e300 at
     * ||T|| = 1e-100); the test passes at once from either */
    const double tol = fmax(TRI_EPS * scale, fmin(abstol, 0x1p300 * scale));
    const double rhs = (double)n * tol, grown = sqrt(0.1 / (double)n);
    const lu_factors f = {work, work + n, work + 2 * n, work + 3 * n, iwork};
    trident_dd *x = work + 4 * n, shift = trident_dd_zero();
    uint64_t state = 1; /* the start vectors' sequence */
    int64_t failed = 0, first = 0; /* first: the current cluster's first column */

    for (int64_t j = 0; j < m; ++j) {
        trident_dd sigma = w[j];
        if (j > 0) {
            if (trident_dd_sub(sigma, shift).hi > ortol) first = j;
            if (trident_dd_sub(sigma, shift).hi < pertol) sigma = trident_dd_add_d(shift, pertol);
        }
        shift = sigma;
        lu_factor(n, d, e, sigma, pivtol, f);
        start_vector(n, &state, x);
        int its = 0, passed = 0;
        for (; its < MAX_ITS && passed <= EXTRA_ITS; ++its) {
            double xnorm = norm_inf(n, x);
            if (!(xnorm > 0.0 && isfinite(xnorm))) { /* lost: start again */
                start_vector(n, &state, x);
                xnorm = norm_inf(n, x);
            }
            for (int64_t i = 0; i < n; ++i) x[i] = trident_dd_mul_d(x[i], rhs / xnorm);
            lu_solve(n, f, x);
            orthogonalize(n, z, ldz, first, j, x);
            if (norm_inf(n, x) >= grown) ++passed;
        }
        if (passed <= EXTRA_ITS) ifail[failed++] = (trident_int)(j + 1);
        normalize(n, x);
        for (int64_t i = 0; i < n; ++i) z[i + j * ldz] = x[i];
    }
    /* once more, all m in eigenvalue order (see the header) */
    for (int64_t j = 1; j < m; ++j) {
        orthogonalize(n, z, ldz, 0, j, z + j * ldz);
        normalize(n, z + j * ldz);
    }
    return failed;
}

#include "core/prec/prec_undef.h"
