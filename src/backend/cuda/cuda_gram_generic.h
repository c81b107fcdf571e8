/*
 * cuda_gram_generic.h -- the Gram matrix S := V^H V (k-by-k, lds) of the k
 * columns of a block reflector (m rows, ldv), from which reflector_factor
 * builds T; one precision (included per precision by cuda_backend.c).
 *
 * A GEMM, not xSYRK / xHERK: reflector_factor reads only S's strictly
 * upper (forward) or strictly lower (backward) triangle, and the GEMM fills
 * both.  On the H100 (bench_stage1_parts 8192 32, the 255 panels of one
 * two-stage reduction, k = 32) cublasSsyrk took 80.5 ms in all and the
 * GEMM of the same shape 3.2 ms; for d, 8.4 and 4.4 ms.
 */

static void TRI_SFX(cuda_gram)(trident_context *ctx, cublasHandle_t h, int64_t k, int64_t m, const TRI_T *v,
                               int64_t ldv, TRI_T *s, int64_t lds)
{
    cuda_record_blas(ctx, TRI_SFX(gemm_on)(ctx, h, 'C', 'N', k, k, m, 1, v, ldv, v, ldv, 0, s, lds));
}
