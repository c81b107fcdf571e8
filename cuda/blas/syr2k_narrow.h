/*
 * syr2k_narrow.h -- C entry points of Trident's narrow single-precision
 * rank-2k update (cuda/blas/syr2k_narrow.cu says why it exists):
 *
 *   C := alpha (A B^T + B A^T) + beta C
 *
 * on the triangle uplo ('L' or 'U') of the n x n matrix C (leading
 * dimension ldc), A and B n x k (lda, ldb >= n), 1 <= k <= 32 (what
 * trident_cuda_syr2k_narrow_supports(k) says), as cublasSsyr2k with trans
 * 'N'.  The other triangle of C is neither read nor written; beta = 0 does
 * not read C, alpha = 0 reads neither A nor B.  Bitwise reproducible: each
 * element is summed in a fixed order by one thread.  Queues the work on
 * `stream` and returns the launch's cudaError_t (cudaErrorInvalidValue,
 * with nothing queued, for a k it does not support); n <= 0 does nothing.
 */
#ifndef TRIDENT_SYR2K_NARROW_H
#define TRIDENT_SYR2K_NARROW_H

#include <stdint.h>
#include <cuda_runtime_api.h>

#ifdef __cplusplus
extern "C" {
#endif

int trident_cuda_syr2k_narrow_supports(int64_t k);
int trident_cuda_syr2k_narrow_s(cudaStream_t stream, char uplo, int64_t n, int64_t k, float alpha, const float *a,
                                int64_t lda, const float *b, int64_t ldb, float beta, float *c, int64_t ldc);

#ifdef __cplusplus
}
#endif

#endif
