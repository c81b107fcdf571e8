/*
 * potrf_dd.h -- C entry point of the double-double Cholesky factorization
 * (cuda/blas/potrf_dd.cu), as DPOTRF in double-double:
 *
 *   A = U^T U (uplo 'U') or L L^T ('L'), the factor over the triangle uplo
 *
 * of the n x n a (lda >= n, device memory; the other triangle is neither
 * read nor written).  *minor (an int in device memory) := 0, or j > 0 when
 * the leading minor of order j is not positive definite (a pivot <= 0 or
 * NaN): the factor's blocks before j's are then complete, the pivot holds
 * the value that failed, and nothing after it is worked on further (as
 * LAPACK's blocked xPOTRF leaves it).  Bitwise reproducible.  Queues the
 * work on `stream` (no host synchronisation) and returns the first
 * launch's cudaError_t; n <= 0 sets *minor to 0 alone.
 */
#ifndef TRIDENT_POTRF_DD_H
#define TRIDENT_POTRF_DD_H

#include <stdint.h>
#include <cuda_runtime_api.h>

#include "trident_types.h"

#ifdef __cplusplus
extern "C" {
#endif

int trident_cuda_potrf_w(cudaStream_t stream, char uplo, int64_t n, trident_dd *a, int64_t lda, int *minor);

#ifdef __cplusplus
}
#endif

#endif
