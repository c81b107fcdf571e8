/*
 * syr2k_dd.h -- C entry point of the double-double rank-2k update
 * (cuda/blas/syr2k_dd.cu):
 *
 *   C := alpha (A B^T + B A^T) + beta C
 *
 * on the triangle uplo ('L' or 'U') of the n x n matrix C (leading
 * dimension ldc), A and B n x k (lda, ldb >= n), k >= 0, all trident_dd
 * in device memory, as DSYR2K with trans 'N' in double-double.  The other
 * triangle of C is neither read nor written; beta = 0 does not read C,
 * alpha = 0 (or k = 0) reads neither A nor B.  Bitwise reproducible: each
 * element is summed in a fixed order by one thread.  Queues the work on
 * `stream` and returns the launch's cudaError_t; n <= 0 does nothing.
 *
 * trident_cuda_syrk_w: C := alpha op(A) op(A)^T + beta C on the same terms
 * (DSYRK in double-double), op(A) = A (trans 'N', A n x k) or A^T ('T', A
 * k x n); each element's sum over l in ascending order.  A non-NULL `stop`
 * that holds a nonzero int makes it do nothing (the Cholesky
 * factorization's failed pivot, potrf_dd.cu).
 */
#ifndef TRIDENT_SYR2K_DD_H
#define TRIDENT_SYR2K_DD_H

#include <stdint.h>
#include <cuda_runtime_api.h>

#include "trident_types.h"

#ifdef __cplusplus
extern "C" {
#endif

int trident_cuda_syr2k_w(cudaStream_t stream, char uplo, int64_t n, int64_t k, trident_dd alpha,
                         const trident_dd *a, int64_t lda, const trident_dd *b, int64_t ldb, trident_dd beta,
                         trident_dd *c, int64_t ldc);
int trident_cuda_syrk_w(cudaStream_t stream, char uplo, char trans, int64_t n, int64_t k, trident_dd alpha,
                        const trident_dd *a, int64_t lda, trident_dd beta, trident_dd *c, int64_t ldc,
                        const int *stop);

#ifdef __cplusplus
}
#endif

#endif
