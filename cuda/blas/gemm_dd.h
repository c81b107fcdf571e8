/*
 * gemm_dd.h -- C entry point of the double-double matrix product
 * (cuda/blas/gemm_dd.cu):
 *
 *   C := alpha op(A) op(B) + beta C,   op(X) = X ('N') or X^T ('T'),
 *
 * C m x n (ldc >= m), op(A) m x k, op(B) k x n, all trident_dd in device
 * memory, as DGEMM in double-double.  beta = 0 does not read C; alpha = 0
 * (or k = 0) reads neither A nor B.  Each element is summed over
 * l = 0 .. k-1 in that order by one thread: bitwise reproducible.  Error
 * per element at most (14 + 4k) u^2 sum_l |a_il b_lj| (plus the scaling by
 * alpha and beta where they are not +-1 or 0), u = 2^-53.  Queues the work on
 * `stream` and returns the launch's cudaError_t (cudaErrorInvalidValue for
 * n > 2 097 120, gridDim.y's limit); m <= 0 or n <= 0 does nothing.
 */
#ifndef TRIDENT_GEMM_DD_H
#define TRIDENT_GEMM_DD_H

#include <stdint.h>
#include <cuda_runtime_api.h>

#include "trident_types.h"

#ifdef __cplusplus
extern "C" {
#endif

int trident_cuda_gemm_w(cudaStream_t stream, char transa, char transb, int64_t m, int64_t n, int64_t k,
                        trident_dd alpha, const trident_dd *a, int64_t lda, const trident_dd *b, int64_t ldb,
                        trident_dd beta, trident_dd *c, int64_t ldc);

#ifdef __cplusplus
}
#endif

#endif
