/*
 * cuda_ops_generic.h -- the backend primitives (backend/ops_table.h) of a
 * panel on device memory, one precision (included per precision by
 * cuda_backend.c, double-double's among them): hemv through Trident's
 * SYMV/HEMV kernels (their tridiagonalization entry,
 * cuda/symv/symv_workspace.h), the other panel steps through
 * cuda/sytrd/panel_kernels.cu.  The one-launch reduction and the blocked
 * reduction's workspace: cuda_sytrd_fused_generic.h (s, d, c, z).
 *
 * All work is queued on the context's stream.  The first failure is recorded
 * in the context; after it every primitive returns at once (sticky error).
 */

#define TRI_PANEL(step) TRI_PASTE3(trident_cuda_, step, TRI_PASTE2(_, TRI_CH))

static void TRI_SFX(cuda_hemv)(trident_context *ctx, char uplo, int64_t n, TRI_T alpha,
                               const TRI_T *a, int64_t lda, const TRI_T *x, int64_t incx,
                               TRI_T beta, TRI_T *y, int64_t incy)
{
    if (ctx->status || n <= 0) return;
    const int status = TRI_PASTE2(trident_cuda_symv_in_reduction_, TRI_CH)(ctx, uplo, n, alpha, a, lda, x, incx,
                                                                           beta, y, incy);
    if (status) trident_context_record(ctx, status);
}

static void TRI_SFX(cuda_latrd_column_begin)(trident_context *ctx, int64_t m, int64_t k,
                                             const TRI_T *v, int64_t ldv, TRI_T *w, int64_t ldw,
                                             int64_t p, const TRI_T *y, const TRI_T *tau_p,
                                             int64_t r, TRI_T *a, int64_t nh, TRI_T *alpha,
                                             TRI_T *x, TRI_T *tau, TRI_R *e)
{
    void *scratch;
    unsigned *counters;
    if (ctx->status || !cuda_panel_scratch(ctx, &scratch, &counters)) return;
    cuda_record(ctx, TRI_PANEL(latrd_column_begin)(cuda_stream(ctx), m, k, v, ldv, w, ldw, p, y,
                                                   tau_p, r, a, nh, alpha, x, tau, e, scratch,
                                                   counters));
}

static void TRI_SFX(cuda_latrd_project)(trident_context *ctx, int64_t m, int64_t k,
                                        const TRI_T *v, int64_t ldv, const TRI_T *w, int64_t ldw,
                                        TRI_T *x, TRI_T *u, TRI_T *y)
{
    void *scratch;
    unsigned *counters;
    if (ctx->status || !cuda_panel_scratch(ctx, &scratch, &counters)) return;
    cuda_record(ctx, TRI_PANEL(latrd_project)(cuda_stream(ctx), m, k, v, ldv, w, ldw, x, u, y,
                                              scratch, counters));
}

static void TRI_SFX(cuda_store_tridiag)(trident_context *ctx, char uplo, int64_t k, int64_t noff,
                                        TRI_T *a, int64_t lda, TRI_R *d, TRI_R *e)
{
    if (ctx->status) return;
    cuda_record(ctx, TRI_PANEL(store_tridiag)(cuda_stream(ctx), uplo, k, noff, a, lda, d, e));
}

#undef TRI_PANEL
