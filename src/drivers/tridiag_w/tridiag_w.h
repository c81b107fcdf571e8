/*
 * tridiag_w.h -- the symmetric tridiagonal eigensolvers of double-double
 * (w), for trident_wsyevd and trident_wsyevx.
 *
 * Why w has solvers of its own: s, d, c, z hand the tridiagonal problem to
 * the host LAPACK (xSTERF, xSTEDC) or to Trident's divide and conquer on the
 * device; no LAPACK has a double-double type, and the divide and conquer is
 * written in C arithmetic.  At the orders double-double serves (its
 * reduction is O(n^3) dd operations on the host) the two classical O(n^2)
 * and O(n^3) methods below are enough, and each has a short, checkable
 * error analysis that carries over from double to double-double with eps =
 * 2^-106 (every dd_arith.h operation has a small relative error bound):
 *
 *   tridiag_bisect_w.c  eigenvalues alone, all or a subset, by bisection
 *                       on Sturm counts;
 *   tridiag_ql_w.c      eigenvalues and eigenvectors, by implicit QL with
 *                       Wilkinson shifts, the rotations accumulated in Z
 *                       (trident_wsyevd's fallback: its orthogonality
 *                       degrades as n grows);
 *   tridiag_invit_w.c   the eigenvectors of given eigenvalues, by inverse
 *                       iteration (trident_wsyevx's subsets, and all of
 *                       trident_wsyevd's).
 *
 * T is given by d (n diagonal entries) and e (e[i] couples rows i, i+1).
 * Both return their eigenvalues in ascending order.  Host memory only (the
 * GPU's eigenvalues for the drivers: dispatch/tridiag_eigvals_dispatch_w.c).
 */
#ifndef TRIDENT_TRIDIAG_W_H
#define TRIDENT_TRIDIAG_W_H

#include <stdint.h>

#include "trident_types.h"
#include "eig/invit_vector_w.h" /* trident_invit_tols_w */

/*
 * The eigenvalues of T that range selects, ascending, into w[0..m), m
 * returned, by bisection: each is pinned to an interval no wider than
 * 2 eps |lambda| or eps ||T|| (the Gershgorin bound), whichever is larger
 * (when abstol <= 0), and returned as its midpoint; the error is that of
 * the Sturm count's backward error, a small multiple of eps ||T||.
 *   range 'A': all n;
 *   range 'V': those in the half-open window (vl, vu] (LAPACK's xSTEBZ
 *              convention), vl < vu; infinite bounds are fine;
 *   range 'I': the il-th to iu-th, 1 <= il <= iu <= n (1-based, as LAPACK).
 * Range 'I' finds exactly iu - il + 1 eigenvalues however a cluster of
 * equal ones straddles il or iu: each is located by its own index.
 * abstol > 0 is xSTEBZ's absolute tolerance (each interval is shrunk to
 * max(abstol, 2 eps |lambda|)); abstol <= 0 means eps ||T||, as above.
 * d and e are read; e2[0..n-1) receives the squares of e (scratch; e2 may
 * be e, which is then overwritten).  w must not overlap d, e or e2.
 */
int64_t trident_tridiag_bisect_subset_w(int64_t n, const trident_dd *d, const trident_dd *e, trident_dd *e2,
                                        char range, trident_dd vl, trident_dd vu, int64_t il, int64_t iu,
                                        trident_dd abstol, trident_dd *w);

/*
 * w[0..m) made ascending where the searches left it out of order: equal
 * eigenvalues end in intervals that overlap, and double-double's Sturm
 * count is monotone only to within its rounding, so a later one can come
 * out a rounding below an earlier one; it takes the earlier's value.
 */
void trident_tridiag_keep_order_w(int64_t m, trident_dd *w);

/*
 * The eigen-decomposition T = Z Lambda Z^T by implicit QL iterations with
 * Wilkinson shifts: d[0..n) becomes Lambda (ascending), and the plane
 * rotations are applied to the columns of z (n rows, leading dimension
 * ldz), which on entry holds the identity (or any matrix whose columns the
 * caller wants rotated), on exit its columns are permuted with Lambda.
 * e[0..n) is destroyed (e[n-1] is scratch).  Returns 0, or the number of
 * off-diagonal entries not yet negligible when the iteration budget of 30 n
 * QL sweeps ran out (LAPACK's xSTEQR convention; d and z then hold the
 * partial result, unsorted).
 */
int64_t trident_tridiag_ql_w(int64_t n, trident_dd *d, trident_dd *e, trident_dd *z, int64_t ldz);

/*
 * The eigenvectors of T for the m eigenvalues w[0..m) (ascending, as
 * trident_tridiag_bisect_subset_w returns them) by inverse iteration, into
 * the columns of z (n rows, leading dimension ldz), each of unit 2-norm
 * with its entry of largest magnitude positive.  Vectors of eigenvalues
 * closer than 2^-30 ||T||_1 to their predecessor (a cluster; LAPACK's
 * xSTEIN's gap is 1e-3: tridiag_invit_w.c says why not here) are made
 * orthogonal to the cluster's earlier vectors by modified Gram-Schmidt at
 * every iteration.  Vectors of different clusters are only eps ||T|| / gap
 * from orthogonal (up to 2^-76):
 * the caller makes all m orthonormal afterwards
 * (trident_tridiag_orthonormalize_w, or on the GPU
 * dispatch/vectors_dispatch_w.c).  abstol: the eigenvalues'
 * accuracy when it is coarser than eps ||T|| (the bisection's abstol;
 * <= 0: full accuracy): the convergence test asks a residual of that
 * order, as xSTEIN's does of eigenvalues that coarse.  d, e, w are read;
 * work[0..5n) and iwork[0..n) are scratch.  given: NULL, or m flags, 1 or 2
 * where column j of z holds vector j already (found elsewhere, by the same
 * iteration: converged or not), 0 where it is to be found here.  Returns
 * the number of vectors that did not converge in 5 iterations; ifail[0..m)
 * receives their indices (1-based, first), then zeros (LAPACK's convention:
 * ifail[j] = 0 for j >= that number).  Deterministic: each vector's start
 * is a fixed sequence.
 */
int64_t trident_tridiag_invit_w(int64_t n, const trident_dd *d, const trident_dd *e, int64_t m,
                                const trident_dd *w, double abstol, trident_dd *z, int64_t ldz, trident_dd *work,
                                trident_int *iwork, trident_int *ifail, const signed char *given);

/* the tolerances trident_tridiag_invit_w works with for T and abstol: the
 * iteration's (cuda/eig/invit_vector_w.h), the cluster's gap and the pull
 * between equal shifts */
typedef struct {
    trident_invit_tols_w tol;
    double ortol, pertol;
} trident_invit_plan_w;
void trident_tridiag_invit_plan_w(int64_t n, const trident_dd *d, const trident_dd *e, double abstol,
                                  trident_invit_plan_w *plan);
/* vector j's shift: w[j], pulled pertol above the previous shift where
 * closer; *first := j where w[j] starts a cluster (j = 0 included) */
trident_dd trident_tridiag_invit_shift_w(const trident_invit_plan_w *plan, int64_t j, const trident_dd *w,
                                         trident_dd previous, int64_t *first);

/*
 * The m columns of z (n rows, leading dimension ldz) made orthonormal by
 * modified Gram-Schmidt in column order, each then of unit 2-norm with its
 * entry of largest magnitude positive: inverse iteration's last pass (see
 * tridiag_invit_w.c).  O(n m^2).
 */
void trident_tridiag_orthonormalize_w(int64_t n, int64_t m, trident_dd *z, int64_t ldz);

#endif
