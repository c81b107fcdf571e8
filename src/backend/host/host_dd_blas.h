/*
 * host_dd_blas.h -- the few BLAS routines the host backend's double-double
 * (w) primitives need, as plain loops over trident_dd: no system BLAS has a
 * double-double type.  Arithmetic is cuda/dd/dd_arith.h's; every sum of
 * products takes dot-product steps (trident_dd_fma_dot), whose error is
 * bounded by the terms' magnitudes times a few units of 2^-106, the usual
 * BLAS bound in double-double.
 *
 * Semantics are those of the BLAS routine named (real, column-major); unit
 * increments except where an increment is an argument.  beta = 0 sets y
 * (or C) without reading it, as the BLAS do.
 */
#ifndef TRIDENT_HOST_DD_BLAS_H
#define TRIDENT_HOST_DD_BLAS_H

#include <stdint.h>

#include "dd/dd_arith.h"

/* x^T y  (xDOT) */
trident_dd trident_host_wdot(int64_t n, const trident_dd *x, const trident_dd *y);

/* ||x||_2 (xNRM2), scaled by a power of two (exact) so that the squares
 * neither overflow nor lose their low words; NaN or Inf in x gives a
 * non-finite result */
trident_dd trident_host_wnrm2(int64_t n, const trident_dd *x);

/* x := alpha x  (xSCAL) */
void trident_host_wscal(int64_t n, trident_dd alpha, trident_dd *x);

/* y := alpha op(A) x + beta y, A m-by-n, op 'N' or 'T'  (xGEMV) */
void trident_host_wgemv(char trans, int64_t m, int64_t n, trident_dd alpha, const trident_dd *a,
                        int64_t lda, const trident_dd *x, trident_dd beta, trident_dd *y);

/* y := alpha A x + beta y, A symmetric, triangle uplo ('L' or 'U') read;
 * increments as the BLAS (negative: the vector is walked backwards)  (xSYMV) */
void trident_host_wsymv(char uplo, int64_t n, trident_dd alpha, const trident_dd *a, int64_t lda,
                        const trident_dd *x, int64_t incx, trident_dd beta, trident_dd *y,
                        int64_t incy);

/* C := alpha A B^T + alpha B A^T + beta C, triangle uplo of the n-by-n C,
 * A and B n-by-k  (xSYR2K, trans 'N') */
void trident_host_wsyr2k(char uplo, int64_t n, int64_t k, trident_dd alpha, const trident_dd *a,
                         int64_t lda, const trident_dd *b, int64_t ldb, trident_dd beta,
                         trident_dd *c, int64_t ldc);

#endif
