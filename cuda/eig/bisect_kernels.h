/*
 * bisect_kernels.h -- C entry points of the tridiagonal eigenvalue kernel
 * (cuda/eig/bisect_kernels.cu), one per real precision (w: double-double).
 * d (n), e (n-1) and w (iu-il+1) are device addresses; the call only queues work on `stream`
 * and returns the launch's cudaError_t.  Semantics: src/backend/ops_table.h
 * (tridiag_eigvals): eigenvalues il..iu (0-based, inclusive) ascending.
 */
#ifndef TRIDENT_BISECT_KERNELS_H
#define TRIDENT_BISECT_KERNELS_H

#include <stdint.h>
#include <cuda_runtime_api.h>

#include "trident_types.h" /* trident_dd */

#ifdef __cplusplus
extern "C" {
#endif

int trident_cuda_tridiag_eigvals_s(cudaStream_t stream, int64_t n, const float *d, const float *e,
                                   int64_t il, int64_t iu, float *w);
int trident_cuda_tridiag_eigvals_d(cudaStream_t stream, int64_t n, const double *d,
                                   const double *e, int64_t il, int64_t iu, double *w);
int trident_cuda_tridiag_eigvals_w(cudaStream_t stream, int64_t n, const trident_dd *d,
                                   const trident_dd *e, int64_t il, int64_t iu, trident_dd *w);

#ifdef __cplusplus
}
#endif

#endif
