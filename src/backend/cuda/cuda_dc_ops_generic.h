/*
 * cuda_dc_ops_generic.h -- the divide-and-conquer primitives
 * (backend/dc_ops_table.h) on device memory, one real precision (included
 * for s and d by cuda_backend.c, which provides cuda_stream, cuda_record,
 * cuda_record_blas and cuda_blas).  Kernels: cuda/eig/dc_kernels.cu (a
 * node at a time; the GEMM is cuBLAS's, on the context's stream) and
 * cuda/eig/dc_batch_kernels.cu (a level's small nodes at once).  Failures
 * are recorded in the context (sticky); every call is a no-op once one is.
 */

#define TRI_DC_KERNEL(step) TRI_PASTE3(trident_cuda_dc_, step, TRI_PASTE2(_, TRI_CH))

static void TRI_SFX(cuda_dc_set_zero)(trident_context *ctx, int64_t m, int64_t n, TRI_R *a,
                                      int64_t lda)
{
    if (ctx->status || m <= 0 || n <= 0) return;
    cuda_record(ctx, cudaMemset2DAsync(a, (size_t)lda * sizeof(TRI_R), 0, (size_t)m * sizeof(TRI_R),
                                       (size_t)n, cuda_stream(ctx)));
}

static void TRI_SFX(cuda_dc_rotate_columns)(trident_context *ctx, int64_t m, int64_t nrot,
                                            const int64_t *pairs, const TRI_R *cs, TRI_R *q,
                                            int64_t ldq)
{
    if (ctx->status) return;
    cuda_record(ctx, TRI_DC_KERNEL(rotate)(cuda_stream(ctx), m, nrot, pairs, cs, q, ldq));
}

static void TRI_SFX(cuda_dc_gather_columns)(trident_context *ctx, int64_t m, int64_t ncols,
                                            const int64_t *cols, const TRI_R *src, int64_t lds,
                                            TRI_R *dst, int64_t ldd)
{
    if (ctx->status) return;
    cuda_record(ctx, TRI_DC_KERNEL(gather)(cuda_stream(ctx), m, ncols, cols, src, lds, dst, ldd));
}

static void TRI_SFX(cuda_dc_secular_roots)(trident_context *ctx, int64_t k, const TRI_R *d,
                                           const TRI_R *z, TRI_R rho, TRI_R *lambda,
                                           int64_t *origin, TRI_R *tau)
{
    if (ctx->status) return;
    cuda_record(ctx, TRI_DC_KERNEL(secular_roots)(cuda_stream(ctx), k, d, z, rho, lambda, origin,
                                                  tau));
}

static void TRI_SFX(cuda_dc_secular_zhat)(trident_context *ctx, int64_t k, const TRI_R *d,
                                          const TRI_R *z, TRI_R rho, const int64_t *origin,
                                          const TRI_R *tau, TRI_R *zhat)
{
    if (ctx->status) return;
    cuda_record(ctx, TRI_DC_KERNEL(secular_zhat)(cuda_stream(ctx), k, d, z, rho, origin, tau, zhat));
}

static void TRI_SFX(cuda_dc_secular_vectors)(trident_context *ctx, int64_t k, int64_t j0,
                                             int64_t nc, const TRI_R *d, const TRI_R *zhat,
                                             const int64_t *origin, const TRI_R *tau,
                                             const int64_t *rowpole, TRI_R *u, int64_t ldu)
{
    if (ctx->status) return;
    cuda_record(ctx, TRI_DC_KERNEL(secular_vectors)(cuda_stream(ctx), k, j0, nc, d, zhat, origin,
                                                    tau, rowpole, u, ldu));
}

static void TRI_SFX(cuda_dc_gemm)(trident_context *ctx, int64_t m, int64_t n, int64_t kk,
                                  const TRI_R *a, int64_t lda, const TRI_R *b, int64_t ldb,
                                  TRI_R *c, int64_t ldc)
{
    cublasHandle_t h;
    if (ctx->status || m <= 0 || n <= 0) return;
    if (kk <= 0) { /* c = 0 by our contract; cuBLAS may return without writing */
        TRI_SFX(cuda_dc_set_zero)(ctx, m, n, c, ldc);
        return;
    }
    if (!cuda_blas(ctx, &h)) return;
    cuda_record_blas(ctx, TRI_SFX(gemm_fast_on)(ctx, h, 'N', 'N', m, n, kk, 1, a, lda, b, ldb, 0, c, ldc));
}

static void TRI_SFX(cuda_dc_solve_leaves)(trident_context *ctx, int64_t nleaves, int64_t max_leaf,
                                          const int64_t *leaves, const TRI_R *d, const TRI_R *e,
                                          TRI_R *wd, TRI_R *z, int64_t ldz,
                                          unsigned long long *fail)
{
    if (ctx->status) return;
    cuda_record(ctx, TRI_DC_KERNEL(leaves)(cuda_stream(ctx), nleaves, max_leaf, leaves, d, e, wd, z,
                                           ldz, fail));
}

static void TRI_SFX(cuda_dc_merge_batch)(trident_context *ctx, const TRI_SFX(trident_dc_batch) *b)
{
    if (ctx->status || b->nnodes <= 0) return;
    cuda_record(ctx, TRI_DC_KERNEL(merge_batch)(cuda_stream(ctx), b));
}

#undef TRI_DC_KERNEL
