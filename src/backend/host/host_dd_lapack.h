/*
 * host_dd_lapack.h -- the LAPACK-level steps of the double-double (w) host
 * paths of trident_wsyevd and trident_wsyevx, as plain loops over
 * dd_arith.h: the max-abs norm of a stored triangle and exact rescalings
 * (xLANSY 'M' and xLASCL, as xSYEVD uses them), the back-transformation by
 * xSYTRD's reflectors (xORMTR), and the eigenvectors' sign rule.  Why they
 * are here and not called from a LAPACK: no LAPACK has a double-double type
 * (see host_dd_blas.h for the BLAS half).
 */
#ifndef TRIDENT_HOST_DD_LAPACK_H
#define TRIDENT_HOST_DD_LAPACK_H

#include <stdint.h>

#include "dd/dd_arith.h"

/* max |a(i,j)| over the triangle uplo ('U' or 'L') of the n-by-n a, read on
 * the high words (within half an ulp of the pair's magnitude, all a scale
 * factor needs); NaN or infinity in either word of an entry gives a
 * non-finite result (NaN wins, as xLANSY's does). */
double trident_host_wlansy_max(char uplo, int64_t n, const trident_dd *a, int64_t lda);

/* x[0..n) := 2^k x, exactly (both words scaled; a low word pushed below
 * 2^-1022 loses bits, one beyond the range overflows to infinity) */
void trident_host_wscale_vector(int64_t n, trident_dd *x, int k);

/* The triangle uplo of a := 2^k a, exactly (both words scaled; a low word
 * pushed below 2^-1022 loses bits, as the format does there). */
void trident_host_wscale_triangle(char uplo, int64_t n, trident_dd *a, int64_t lda, int k);

/*
 * z := Q z, z m-by-ncols (leading dimension ldz, m = n the order of A), Q
 * the orthogonal matrix of trident_wsytrd(uplo, n, a, lda, d, e, tau):
 * uplo 'L': Q = H(0) H(1) ... H(n-2), v(i+1) = 1, v(i+2:n-1) in a(i+2:n-1, i);
 * uplo 'U': Q = H(n-2) ... H(0),      v(i) = 1,   v(0:i-1) in a(0:i-1, i+1);
 * H(i) = I - tau[i] v v^T.  xORMTR('L', uplo, 'N') of LAPACK, unblocked:
 * each reflector is one pass over the rows it touches.
 */
void trident_host_wormtr(char uplo, int64_t n, int64_t ncols, const trident_dd *a, int64_t lda,
                         const trident_dd *tau, trident_dd *z, int64_t ldz);

/* The canonical-vectors option (drivers/canonicalize.h) for real vectors:
 * each of the ncols columns of the n-row z made to have its entry of
 * largest magnitude (the first on ties, by high words) positive. */
void trident_host_wcanonicalize(int64_t n, int64_t ncols, trident_dd *z, int64_t ldz);

#endif
