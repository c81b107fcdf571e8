/*
 * host_dd_chol.h -- the Cholesky-based steps of trident_wsygvd's host path
 * in double-double (w), as plain loops over dd_arith.h: the factorization
 * of B (xPOTRF), the reduction of A x = lambda B x (and of A B x, B A x) to
 * a standard symmetric problem (xSYGST), and the triangular solve and
 * multiply that back-transform the eigenvectors (xTRSM, xTRMM on the left).
 * Unblocked, for the orders the host runs (up to a few hundred); every sum
 * of products takes dot-product steps (trident_dd_fma_dot), so the errors
 * are the usual BLAS bounds in units of 2^-106.  No LAPACK has a
 * double-double type (host_dd_blas.h, host_dd_lapack.h hold the rest).
 *
 * Column-major; uplo 'U' or 'L', trans 'N' or 'T', upper case; arguments
 * are trusted.
 */
#ifndef TRIDENT_HOST_DD_CHOL_H
#define TRIDENT_HOST_DD_CHOL_H

#include <stdint.h>

#include "dd/dd_arith.h"

/*
 * B = U^T U (uplo 'U') or L L^T ('L'), the factor over the triangle uplo of
 * the n-by-n b (the other triangle not touched).  Returns 0, or j > 0 when
 * the leading minor of order j is not positive definite (a pivot <= 0 or
 * NaN): b then holds the factor's columns (rows for 'U') 1..j-1 and the
 * failed pivot, as xPOTRF leaves it.
 */
int64_t trident_host_wpotrf(char uplo, int64_t n, trident_dd *b, int64_t ldb);

/*
 * X := inv(op(T)) X (xTRSM 'L', uplo, trans, 'N', alpha 1) or
 * X := op(T) X      (xTRMM 'L', uplo, trans, 'N', alpha 1),
 * T the n-by-n triangle uplo of t (non-unit diagonal), op(T) = T or T^T,
 * X n-by-ncols.
 */
void trident_host_wtrsm_left(char uplo, char trans, int64_t n, int64_t ncols, const trident_dd *t,
                             int64_t ldt, trident_dd *x, int64_t ldx);
void trident_host_wtrmm_left(char uplo, char trans, int64_t n, int64_t ncols, const trident_dd *t,
                             int64_t ldt, trident_dd *x, int64_t ldx);

/*
 * The standard form C of the generalized problem (xSYGST), B's Cholesky
 * factor in the triangle uplo of b:
 *   itype 1: C = inv(U^T) A inv(U)  or  inv(L) A inv(L^T);
 *   itype 2, 3: C = U A U^T         or  L^T A L;
 * A (triangle uplo of a read) is overwritten by C in the same triangle.
 * Formed as two one-sided products with the n-by-n scratch s (ns >= n^2
 * elements, A expanded in it): X = op(T) A, then C = op(T) X^T (A
 * symmetric, so X^T = A op(T)^T).
 */
void trident_host_wsygst(int itype, char uplo, int64_t n, trident_dd *a, int64_t lda,
                         const trident_dd *b, int64_t ldb, trident_dd *s);

/*
 * The eigenvectors of the generalized problem from those of C, in place in
 * the n-by-m z: itype 1, 2: z := inv(U) z or inv(L^T) z; itype 3:
 * z := U^T z or L z.
 */
void trident_host_wsygv_backtransform(int itype, char uplo, int64_t n, int64_t m,
                                      const trident_dd *b, int64_t ldb, trident_dd *z, int64_t ldz);

#endif
