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
 * than a gap to their predecessor -- are orthogonalized against the
 * cluster's earlier ones (modified Gram-Schmidt) after every solve, and
 * equal shifts are pulled apart so that each factorization differs.  The
 * iteration counts (5 at most, 2 more after the growth test is first met)
 * and the growth test are xSTEIN's.  One vector's iteration is
 * cuda/eig/invit_vector_w.h, which the GPU runs too (one thread a vector,
 * for the vectors that start a cluster: dispatch/vectors_dispatch_w.c);
 * each vector has its own start sequence, so the order does not matter.
 *
 * The cluster's gap is not xSTEIN's 1e-3 ||T||_1 but 2^-30 ||T||_1.  In
 * double precision, xSTEIN's gap bounds the overlap of vectors outside a
 * cluster by 1000 eps, the orthogonality LAPACK accepts.  Here every
 * caller orthonormalizes all the vectors once more afterwards (below), so
 * the overlaps outside a cluster need only be small enough for that pass:
 * eps ||T|| / gap is at most 2^-76, for which one step of the GPU's
 * orthonormalization suffices up to m = 2^16 vectors.  With xSTEIN's gap
 * the spectrum of an order beyond about 2000 is mostly one cluster (its
 * average gap, about 2 ||T|| / n, below 1e-3 ||T||): every solve was
 * orthogonalized against all earlier vectors, O(n^3), 161 s on one core
 * for a random matrix of order 4096, against O(n^2) now.
 *
 * The pull is eps ||T||_1 (xSTEIN's is 10 eps |lambda|): it adds up over a
 * cluster of k equal eigenvalues, k eps ||T|| for the last, which must stay
 * below the n eps ||T|| the growth test is scaled by, or the last vectors
 * of a large cluster of a small matrix would fail the test (A = 0 of order
 * 7 did with 10 eps).
 *
 * Outside a cluster a vector is still only eps ||T|| / gap from orthogonal
 * to its neighbours (with xSTEIN's gap, up to 1000 eps at the threshold:
 * test_wsyevx measured ||I - Z^T Z|| / (n eps) = 13 at n = 20).  So, as
 * the s, d, c, z host path orthonormalizes xSTEIN's vectors again
 * (interface/syevx_generic.h), the callers pass all m vectors once more
 * through modified Gram-Schmidt in
 * eigenvalue order (trident_tridiag_orthonormalize_w; 2.1 then) or its GPU
 * counterpart (dispatch/vectors_dispatch_w.c).  It moves a vector by its
 * overlaps, at most eps ||T|| / gap each, times their gaps: eps ||T|| on
 * the residual.  O(n m^2), the order of the back-transformation's 2 n^2 m,
 * and apart from it so that both can run on the GPU.
 */
#include <math.h>

#include "dd/dd_arith.h"
#include "drivers/tridiag_w/tridiag_w.h"
#include "eig/invit_vector_w.h"

#include "core/prec/prec_w.h" /* TRI_EPS of double-double */

/* Eigenvalues closer than CLUSTER_GAP ||T||_1 to their predecessor are a
 * cluster (see above; xSTEIN's gap is 1e-3) */
#define CLUSTER_GAP 0x1p-30

void trident_tridiag_invit_plan_w(int64_t n, const trident_dd *d, const trident_dd *e, double abstol,
                                  trident_invit_plan_w *plan)
{
    /* ||T||_1; T = 0 takes scale 1 (its every vector is an eigenvector) */
    double tnorm = 0.0;
    for (int64_t i = 0; i < n; ++i)
        tnorm = fmax(tnorm, fabs(d[i].hi) + (i > 0 ? fabs(e[i - 1].hi) : 0.0) + (i + 1 < n ? fabs(e[i].hi) : 0.0));
    const double scale = tnorm > 0.0 ? tnorm : 1.0;
    plan->ortol = CLUSTER_GAP * tnorm;
    plan->tol.pivtol = plan->pertol = TRI_EPS * scale;
    /* each solve starts from ||x||_inf = n tol, tol = max(eps ||T||, abstol)
     * the eigenvalues' accuracy: a solution then reaches sqrt(0.1 / n) only
     * if ||(T - sigma I) x|| / ||x|| is below about n^2 tol (xSTEIN's test).
     * abstol counts up to 2^300 ||T||_1 only: a start above about 2^900
     * ||T|| overflowed the first division by a pivot (down to eps ||T||),
     * before the solve's scaling, into NaN vectors (abstol 1e300 at
     * ||T|| = 1e-100); the test passes at once from either */
    const double tol = fmax(TRI_EPS * scale, fmin(abstol, 0x1p300 * scale));
    plan->tol.rhs = (double)n * tol;
    plan->tol.grown = sqrt(0.1 / (double)n);
}

trident_dd trident_tridiag_invit_shift_w(const trident_invit_plan_w *plan, int64_t j, const trident_dd *w,
                                         trident_dd previous, int64_t *first)
{
    trident_dd sigma = w[j];
    if (j == 0) {
        *first = 0;
    } else {
        if (trident_dd_sub(sigma, previous).hi > plan->ortol) *first = j;
        if (trident_dd_sub(sigma, previous).hi < plan->pertol) sigma = trident_dd_add_d(previous, plan->pertol);
    }
    return sigma;
}

int64_t trident_tridiag_invit_w(int64_t n, const trident_dd *d, const trident_dd *e, int64_t m,
                                const trident_dd *w, double abstol, trident_dd *z, int64_t ldz, trident_dd *work,
                                trident_int *iwork, trident_int *ifail, const signed char *given)
{
    for (int64_t j = 0; j < m; ++j) ifail[j] = 0;
    if (m <= 0) return 0;
    trident_invit_plan_w plan;
    trident_tridiag_invit_plan_w(n, d, e, abstol, &plan);
    const trident_invit_planes_w f = {work, work + n, work + 2 * n, work + 3 * n, work + 4 * n, iwork, 1};
    trident_dd sigma = trident_dd_zero();
    int64_t failed = 0, first = 0; /* first: the current cluster's first column */
    for (int64_t j = 0; j < m; ++j) {
        sigma = trident_tridiag_invit_shift_w(&plan, j, w, sigma, &first);
        int converged = given ? given[j] == 1 : 0;
        if (!given || !given[j]) {
            converged = trident_invit_w_vector(n, d, e, sigma, plan.tol, f, z, ldz, first, j);
            for (int64_t i = 0; i < n; ++i) z[i + j * ldz] = f.x[i];
        }
        if (!converged) ifail[failed++] = (trident_int)(j + 1);
    }
    return failed;
}

void trident_tridiag_orthonormalize_w(int64_t n, int64_t m, trident_dd *z, int64_t ldz)
{
    for (int64_t j = 1; j < m; ++j) {
        trident_invit_w_orthogonalize(n, z, ldz, 0, j, z + j * ldz, 1);
        trident_invit_w_normalize(n, z + j * ldz, 1);
    }
}

#include "core/prec/prec_undef.h"
