/*
 * trsm_dd.h -- C entry points of the double-double triangular solve and
 * product (cuda/blas/trsm_dd.cu), as DTRSM / DTRMM with alpha 1 and a
 * non-unit diagonal:
 *
 *   trsm:  side 'L': B := inv(op(T)) B     side 'R': B := B inv(op(T))
 *   trmm:  side 'L': B := op(T) B          side 'R': B := B op(T)
 *
 * op(T) = T (trans 'N') or T^T ('T'); T the triangle uplo ('U' / 'L') of t
 * (m x m for side 'L', n x n for 'R'; the other triangle is not read), B
 * m x n, all trident_dd in device memory.  Blocks of 32 along T's order: a
 * kernel solves (multiplies by) each diagonal block, one thread a row or
 * column of B; the rest are double-double GEMMs (gemm_dd.h).  Bitwise
 * reproducible.  Queue the work on `stream` and return the first launch's
 * cudaError_t; m <= 0 or n <= 0 does nothing.
 *
 * trident_cuda_triangle_block_w is that diagonal-block kernel, for callers
 * with a triangle and vectors laid out otherwise (the Cholesky
 * factorization, potrf_dd.cu): for each v < count, the vector
 * x_v(r) = x[v vs + r es] (r < w <= 32) := inv(M) x_v (solve) or M x_v,
 * M the lower triangle of M(r, c) = t[r trs + c tcs] -- or, with reverse,
 * M(r, c) = t[r' trs + c' tcs] with r' = w - 1 - r, applied to the vector
 * with its entries reversed the same way (an upper triangle).  A non-NULL
 * `stop` that holds a nonzero int makes it do nothing.
 */
#ifndef TRIDENT_TRSM_DD_H
#define TRIDENT_TRSM_DD_H

#include <stdint.h>
#include <cuda_runtime_api.h>

#include "trident_types.h"

#ifdef __cplusplus
extern "C" {
#endif

int trident_cuda_trsm_w(cudaStream_t stream, char side, char uplo, char trans, int64_t m, int64_t n,
                        const trident_dd *t, int64_t ldt, trident_dd *b, int64_t ldb);
int trident_cuda_trmm_w(cudaStream_t stream, char side, char uplo, char trans, int64_t m, int64_t n,
                        const trident_dd *t, int64_t ldt, trident_dd *b, int64_t ldb);

int trident_cuda_triangle_block_w(cudaStream_t stream, int solve, int w, const trident_dd *t, int64_t trs,
                                  int64_t tcs, int reverse, trident_dd *x, int64_t es, int64_t vs, int64_t count,
                                  const int *stop);

#ifdef __cplusplus
}
#endif

#endif
