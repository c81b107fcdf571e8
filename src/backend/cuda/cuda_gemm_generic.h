/*
 * cuda_gemm_generic.h -- the one cuBLAS GEMM call through which every
 * backend primitive of one precision multiplies matrices (included per
 * precision by cuda_backend.c, before the files that use it): sizes in
 * int64_t and scalars by value, as the primitives hold them, narrowed here
 * to cuBLAS's int and pointer arguments in one place.
 *
 * Complex double takes Gauss's three-multiplication method where it pays
 * (cuda_zgemm3m.h), in every call.  gemm_fast_on is the same product where
 * the FP32 types (s, c) may take it to the matrix units as three TF32
 * products (cuda_tf32x3.h): the calls whose shapes pay for the split use
 * it, the rest stay native (bench/probe/README.md, bench_gemm_fp32_modes,
 * has the measurements).
 */

/* 'N' or a transpose: the conjugate one for complex types */
static cublasOperation_t TRI_SFX(cuda_blas_op)(char trans)
{
    if (trans == 'N') return CUBLAS_OP_N;
    return TRI_COMPLEX ? CUBLAS_OP_C : CUBLAS_OP_T;
}

/* c (m x n) := alpha op(a) op(b) + beta c on handle h's stream; complex
 * double by Gauss's method where ctx wants it (cuda_zgemm3m.h) */
static cublasStatus_t TRI_SFX(gemm_on)(const trident_context *ctx, cublasHandle_t h, char transa, char transb,
                                       int64_t m, int64_t n, int64_t k, TRI_T alpha, const TRI_T *a, int64_t lda,
                                       const TRI_T *b, int64_t ldb, TRI_T beta, TRI_T *c, int64_t ldc)
{
    if (TRI_COMPLEX && sizeof(TRI_R) == sizeof(double) && trident_cuda_zgemm3m_wanted(ctx, m, n, k))
        return cublasZgemm3m(h, TRI_SFX(cuda_blas_op)(transa), TRI_SFX(cuda_blas_op)(transb), (int)m, (int)n,
                             (int)k, (const void *)&alpha, (const void *)a, (int)lda, (const void *)b, (int)ldb,
                             (const void *)&beta, (void *)c, (int)ldc);
    return TRI_PASTE3(cublas, TRI_CHU, gemm)(h, TRI_SFX(cuda_blas_op)(transa), TRI_SFX(cuda_blas_op)(transb),
                                             (int)m, (int)n, (int)k, (const void *)&alpha, (const void *)a,
                                             (int)lda, (const void *)b, (int)ldb, (const void *)&beta, (void *)c,
                                             (int)ldc);
}

/* gemm_on through the three-TF32 path for the FP32 types (s, c) wherever
 * the context allows that path at all (trident_context_set_tf32x3), with
 * real alpha and beta; the native GEMM for the other types, or where that
 * path cannot get its scratch.  For products whose shape alone does not
 * say it pays (gemm_fast_on), chosen by the caller from a measurement. */
static cublasStatus_t TRI_SFX(gemm_tf32x3_on)(const trident_context *ctx, cublasHandle_t h, char transa,
                                              char transb, int64_t m, int64_t n, int64_t k, TRI_T alpha,
                                              const TRI_T *a, int64_t lda, const TRI_T *b, int64_t ldb, TRI_T beta,
                                              TRI_T *c, int64_t ldc)
{
    if (sizeof(TRI_R) == sizeof(float) && ctx->tf32x3 != 0 && tri_imag(alpha) == 0 && tri_imag(beta) == 0) {
        const cublasStatus_t status =
            trident_cuda_gemm_tf32x3(h, TRI_COMPLEX, transa, transb, m, n, k, (float)tri_real(alpha), a, lda, b,
                                     ldb, (float)tri_real(beta), c, ldc);
        if (status != CUBLAS_STATUS_NOT_SUPPORTED) return status;
    }
    return TRI_SFX(gemm_on)(ctx, h, transa, transb, m, n, k, alpha, a, lda, b, ldb, beta, c, ldc);
}

/* gemm_on, through the three-TF32 path for FP32 types where the context
 * allows it and the shape pays (or always, TRIDENT_FP32_GEMM=always) */
static cublasStatus_t TRI_SFX(gemm_fast_on)(const trident_context *ctx, cublasHandle_t h, char transa, char transb,
                                            int64_t m, int64_t n, int64_t k, TRI_T alpha, const TRI_T *a,
                                            int64_t lda, const TRI_T *b, int64_t ldb, TRI_T beta, TRI_T *c,
                                            int64_t ldc)
{
    if (trident_cuda_tf32x3_wanted(ctx, TRI_COMPLEX, m, n, k))
        return TRI_SFX(gemm_tf32x3_on)(ctx, h, transa, transb, m, n, k, alpha, a, lda, b, ldb, beta, c, ldc);
    return TRI_SFX(gemm_on)(ctx, h, transa, transb, m, n, k, alpha, a, lda, b, ldb, beta, c, ldc);
}
