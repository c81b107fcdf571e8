/*
 * her2k_small.h -- C entry points of Trident's rank-2k update for small
 * matrices (cuda/blas/her2k_small.cu says why it exists):
 *
 *   C := alpha A B^H + conj(alpha) B A^H + beta C
 *
 * on the triangle uplo ('L' or 'U') of the n x n matrix C (leading
 * dimension ldc), A and B n x k (lda, ldb >= n), as cublas<t>her2k (c, z)
 * and cublas<t>syr2k (s, d) with trans 'N': alpha points to a T, beta to a
 * real (the real part of T).  For c and z the imaginary parts of C's
 * diagonal are set to zero, as xHER2K does.  The other triangle of C is
 * neither read nor written; beta = 0 does not read C, alpha = 0 reads
 * neither A nor B; k = 0 scales the triangle by beta.  Any n and k work;
 * the kernel is meant for n up to a few hundred (TRIDENT_HER2K_SMALL_MAX
 * in the backend), one thread block per 32 x 32 tile of the triangle.
 * Bitwise reproducible: each element is summed in a fixed order by one
 * thread.  Queues the work on `stream` and returns the launch's
 * cudaError_t; n <= 0 does nothing, k < 0 is cudaErrorInvalidValue with
 * nothing queued.
 */
#ifndef TRIDENT_HER2K_SMALL_H
#define TRIDENT_HER2K_SMALL_H

#include <stdint.h>
#include <cuda_runtime_api.h>

#ifdef __cplusplus
extern "C" {
#endif

#define TRIDENT_HER2K_SMALL_DECL(ch)                                                                          \
    int trident_cuda_her2k_small_##ch(cudaStream_t stream, char uplo, int64_t n, int64_t k, const void *alpha, \
                                      const void *a, int64_t lda, const void *b, int64_t ldb, const void *beta, \
                                      void *c, int64_t ldc);
TRIDENT_HER2K_SMALL_DECL(s)
TRIDENT_HER2K_SMALL_DECL(d)
TRIDENT_HER2K_SMALL_DECL(c)
TRIDENT_HER2K_SMALL_DECL(z)
#undef TRIDENT_HER2K_SMALL_DECL

#ifdef __cplusplus
}
#endif

#endif
