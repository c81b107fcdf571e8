/*
 * cuda_her2k_generic.h -- the trailing update of the tridiagonalization on
 * the device, one precision (included per precision by cuda_backend.c):
 *
 *   C := alpha A B^H + conj(alpha) B A^H + beta C      (xHER2K / xSYR2K)
 *
 * on the triangle uplo of the n-by-n matrix C, A and B n-by-k.
 *
 * Up to HER2K_LEAF rows this is one cuBLAS xHER2K / xSYR2K call.  Above, the
 * triangle is halved: the off-diagonal rectangle is one GEMM and the two
 * diagonal halves recurse.  With alpha real (the driver's -1) the rectangle's
 * two products are one GEMM of inner dimension 2k, [A B] [B A]^H, from the
 * operands staged side by side as [A | B | A] in device scratch; otherwise
 * two GEMMs of inner dimension k.
 *
 * Why not one cuBLAS call at every n: cublasDsyr2k with uplo 'U', n = 46968,
 * k = 32 and ldc = 47000 (H100) left wrong values in the whole block
 * C(0:32767, 32768:n-1) of the tridiagonalization's first update, found by
 * the probe run of tests/gpu/test_sytrd_gpu.c, while the same call on
 * operands elsewhere in memory was right.  Diagonal blocks of at most
 * HER2K_LEAF and plain GEMM rectangles are the shapes our tests cover.
 */

/* Smaller leaves (more of the triangle as GEMM rectangles) measured no
 * faster: z 8192 with vectors 0.862 / 0.858 / 0.864 / 0.869 / 0.892 s and
 * d 8192 values 0.253 / 0.255 / 0.261 / 0.269 / 0.292 s with leaves of 4096,
 * 2048, 1024, 512, 256 (H100, session 16, one warm call each). */
#define HER2K_LEAF 4096

/* [A | B | A] (n x 3k, ld n) in the context's device workspace */
static const TRI_T *TRI_SFX(her2k_stage)(trident_context *ctx, int64_t n, int64_t k,
                                         const TRI_T *a, int64_t lda, const TRI_T *b,
                                         int64_t ldb)
{
    void *ws = NULL;
    const int status = trident_cuda_workspace(ctx, (size_t)n * (size_t)(3 * k) * sizeof(TRI_T), &ws);
    if (status) {
        trident_context_record(ctx, status);
        return NULL;
    }
    TRI_T *s = ws;
    const size_t row = (size_t)n * sizeof(TRI_T), ld = (size_t)n * sizeof(TRI_T);
    cudaStream_t st = cuda_stream(ctx);
    cuda_record(ctx, cudaMemcpy2DAsync(s, ld, a, (size_t)lda * sizeof(TRI_T), row, (size_t)k,
                                       cudaMemcpyDeviceToDevice, st));
    cuda_record(ctx, cudaMemcpy2DAsync(s + k * n, ld, b, (size_t)ldb * sizeof(TRI_T), row, (size_t)k,
                                       cudaMemcpyDeviceToDevice, st));
    cuda_record(ctx, cudaMemcpy2DAsync(s + 2 * k * n, ld, a, (size_t)lda * sizeof(TRI_T), row,
                                       (size_t)k, cudaMemcpyDeviceToDevice, st));
    return ctx->status ? NULL : s;
}

/* c (m x p) := alpha x y^H + beta c, x m-by-q, y p-by-q */
static void TRI_SFX(her2k_gemm)(trident_context *ctx, cublasHandle_t h, int64_t m, int64_t p,
                                int64_t q, TRI_T alpha, const TRI_T *x, int64_t ldx,
                                const TRI_T *y, int64_t ldy, TRI_T beta, TRI_T *c, int64_t ldc)
{
    cuda_record_blas(ctx, TRI_PASTE3(cublas, TRI_CHU, gemm)(
                              h, CUBLAS_OP_N, CUBLAS_OP_C, (int)m, (int)p, (int)q,
                              (const void *)&alpha, (const void *)x, (int)ldx, (const void *)y,
                              (int)ldy, (const void *)&beta, (void *)c, (int)ldc));
}

/* The recursion; s: the staged [A | B | A] (ld lds), or NULL for two GEMMs. */
static void TRI_SFX(her2k_blocks)(trident_context *ctx, cublasHandle_t h, char uplo, int64_t n,
                                  int64_t k, TRI_T alpha, const TRI_T *a, int64_t lda,
                                  const TRI_T *b, int64_t ldb, TRI_R beta, TRI_T *c, int64_t ldc,
                                  const TRI_T *s, int64_t lds)
{
    if (ctx->status) return;
    if (n <= HER2K_LEAF) {
        cuda_record_blas(ctx, TRI_PASTE4(cublas, TRI_CHU, TRI_SY, r2k)(
                                  h, uplo == 'L' ? CUBLAS_FILL_MODE_LOWER : CUBLAS_FILL_MODE_UPPER,
                                  CUBLAS_OP_N, (int)n, (int)k, (const void *)&alpha,
                                  (const void *)a, (int)lda, (const void *)b, (int)ldb, &beta,
                                  (void *)c, (int)ldc));
        return;
    }
    const int64_t h1 = (n / 2 + 255) / 256 * 256, h2 = n - h1; /* aligned split */
    const TRI_T tbeta = beta, one = 1;
    /* the rectangle: rows r of the first factors against rows q of the second */
    const int64_t r = uplo == 'U' ? 0 : h1, q = uplo == 'U' ? h1 : 0;
    const int64_t m = uplo == 'U' ? h1 : h2, p = uplo == 'U' ? h2 : h1;
    TRI_T *rect = uplo == 'U' ? c + h1 * ldc : c + h1;
    if (s) {
        TRI_SFX(her2k_gemm)(ctx, h, m, p, 2 * k, alpha, s + r, lds, s + k * lds + q, lds, tbeta,
                            rect, ldc);
    } else {
        TRI_SFX(her2k_gemm)(ctx, h, m, p, k, alpha, a + r, lda, b + q, ldb, tbeta, rect, ldc);
        TRI_SFX(her2k_gemm)(ctx, h, m, p, k, tri_conj(alpha), b + r, ldb, a + q, lda, one, rect, ldc);
    }
    TRI_SFX(her2k_blocks)(ctx, h, uplo, h1, k, alpha, a, lda, b, ldb, beta, c, ldc, s, lds);
    TRI_SFX(her2k_blocks)(ctx, h, uplo, h2, k, alpha, a + h1, lda, b + h1, ldb, beta,
                          c + h1 + h1 * ldc, ldc, s ? s + h1 : NULL, lds);
}

static void TRI_SFX(cuda_her2k)(trident_context *ctx, char uplo, int64_t n, int64_t k,
                                TRI_T alpha, const TRI_T *a, int64_t lda,
                                const TRI_T *b, int64_t ldb, TRI_R beta,
                                TRI_T *c, int64_t ldc)
{
    cublasHandle_t h;
    if (ctx->status || n <= 0 || !cuda_blas(ctx, &h)) return;
    const TRI_T *s = NULL;
    if (n > HER2K_LEAF && k > 0 && tri_imag(alpha) == 0) {
        s = TRI_SFX(her2k_stage)(ctx, n, k, a, lda, b, ldb);
        if (!s) return; /* recorded */
    }
    TRI_SFX(her2k_blocks)(ctx, h, uplo, n, k, alpha, a, lda, b, ldb, beta, c, ldc, s, n);
}

#undef HER2K_LEAF
