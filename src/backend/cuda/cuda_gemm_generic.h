/*
 * cuda_gemm_generic.h -- the one cuBLAS GEMM call through which every
 * backend primitive of one precision multiplies matrices (included per
 * precision by cuda_backend.c, before the files that use it): sizes in
 * int64_t and scalars by value, as the primitives hold them, narrowed here
 * to cuBLAS's int and pointer arguments in one place.
 *
 * bench/probe/README.md (bench_gemm_fp32_modes) has why the FP32 types keep
 * cuBLAS's native GEMM rather than TF32 or 3xTF32 on the matrix units.
 */

/* 'N' or a transpose: the conjugate one for complex types */
static cublasOperation_t TRI_SFX(cuda_blas_op)(char trans)
{
    if (trans == 'N') return CUBLAS_OP_N;
    return TRI_COMPLEX ? CUBLAS_OP_C : CUBLAS_OP_T;
}

/* c (m x n) := alpha op(a) op(b) + beta c on handle h's stream */
static cublasStatus_t TRI_SFX(gemm_on)(cublasHandle_t h, char transa, char transb, int64_t m, int64_t n,
                                       int64_t k, TRI_T alpha, const TRI_T *a, int64_t lda, const TRI_T *b,
                                       int64_t ldb, TRI_T beta, TRI_T *c, int64_t ldc)
{
    return TRI_PASTE3(cublas, TRI_CHU, gemm)(h, TRI_SFX(cuda_blas_op)(transa), TRI_SFX(cuda_blas_op)(transb),
                                             (int)m, (int)n, (int)k, (const void *)&alpha, (const void *)a,
                                             (int)lda, (const void *)b, (int)ldb, (const void *)&beta, (void *)c,
                                             (int)ldc);
}
