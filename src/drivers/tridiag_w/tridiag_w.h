/*
 * tridiag_w.h -- the symmetric tridiagonal eigensolvers of double-double
 * (w), for trident_wsyevd.
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
 *   tridiag_bisect_w.c  eigenvalues alone, by bisection on Sturm counts;
 *   tridiag_ql_w.c      eigenvalues and eigenvectors, by implicit QL with
 *                       Wilkinson shifts, the rotations accumulated in Z.
 *
 * T is given by d (n diagonal entries) and e (e[i] couples rows i, i+1).
 * Both return their eigenvalues in ascending order.  Host memory only.
 */
#ifndef TRIDENT_TRIDIAG_W_H
#define TRIDENT_TRIDIAG_W_H

#include <stdint.h>

#include "trident_types.h"

/*
 * All n eigenvalues of T, ascending, into w[0..n), by bisection: each is
 * pinned to an interval no wider than 2 eps |lambda| or eps ||T|| (the
 * Gershgorin bound), whichever is larger, and returned as its midpoint.
 * The error is that of the Sturm count's backward error, a small multiple
 * of eps ||T||.  d is read; e[0..n-1) is overwritten (by its squares).
 * w must not overlap d.
 */
void trident_tridiag_bisect_w(int64_t n, const trident_dd *d, trident_dd *e, trident_dd *w);

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

#endif
