/*
 * cuda_tf32x3.h -- FP32 products (s, c) on the matrix units: three TF32
 * products of split operands (cuda/blas/tf32_split.h has the split and its
 * error), accumulated in FP32 by cuBLAS.
 *
 * On the H100 cuBLAS's native FP32 GEMM runs on the SIMT cores (about
 * 50 TFLOP/s, complex included) while its TF32 GEMM reaches about 400:
 * three of them still take well under half the time wherever the product
 * is large in all three dimensions.  The split costs a pass over each
 * operand (one read, two writes), so it pays where each operand element is
 * used many times: trident_cuda_tf32x3_pays.
 */
#ifndef TRIDENT_CUDA_TF32X3_H
#define TRIDENT_CUDA_TF32X3_H

#include <stdint.h>
#include <cublas_v2.h>

#include "core/context.h"

/* Does the three-TF32 path pay for C (m x n) := op(A) op(B), inner
 * dimension k (complex: as the real product of twice the rows and inner
 * dimension)? */
int trident_cuda_tf32x3_pays(int cplx, int64_t m, int64_t n, int64_t k);

/* Is that product of an FP32 type to be tried on the three-TF32 path: the
 * context allows it (trident_context_set_tf32x3) and it pays, or the
 * environment asks for it everywhere (TRIDENT_FP32_GEMM=always, tests)? */
int trident_cuda_tf32x3_wanted(const trident_context *ctx, int cplx, int64_t m, int64_t n, int64_t k);

/*
 * C := alpha op(A) op(B) + beta C on h's stream, as cublas{S,C}gemm with
 * real alpha and beta (complex: op in 'N', 'T', 'C'; float _Complex data).
 * The split operands live in device memory taken for the call
 * (cudaMallocAsync on the stream, about TRIDENT_TF32X3_SCRATCH bytes,
 * crossover.h, or the environment's TRIDENT_TF32X3_SCRATCH for tests); C
 * is computed in blocks that fit it (of at least 128 rows and columns).  Returns
 * CUBLAS_STATUS_NOT_SUPPORTED, having queued nothing and left C as it was,
 * where that memory cannot be had (the caller then runs the native GEMM),
 * else cuBLAS's status.
 */
cublasStatus_t trident_cuda_gemm_tf32x3(cublasHandle_t h, int cplx, char transa, char transb, int64_t m,
                                        int64_t n, int64_t k, float alpha, const void *a, int64_t lda,
                                        const void *b, int64_t ldb, float beta, void *c, int64_t ldc);

#endif
