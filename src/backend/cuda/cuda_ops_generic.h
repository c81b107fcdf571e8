/*
 * cuda_ops_generic.h -- the backend primitives (backend/ops_table.h) on device
 * memory, one precision (included per precision by cuda_backend.c):
 * hemv through Trident's SYMV/HEMV kernels (their tridiagonalization
 * entry, cuda/symv/symv_workspace.h), the other
 * panel steps through cuda/sytrd/panel_kernels.cu.
 *
 * All work is queued on the context's stream.  The first failure is recorded
 * in the context; after it every primitive returns at once (sticky error).
 * Complex scalars and arrays are passed to cuBLAS through void pointers:
 * C99 complex and cuComplex share the layout {re, im}.
 */

#define TRI_CUBLAS(name) TRI_PASTE3(cublas, TRI_CHU, name)
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

/* The one-launch reduction (cuda/sytrd/sytrd_fused.cu) for n up to the
 * context's limit (TRIDENT_SYTRD_FUSED_MAX_<ch> by default: crossover.h). */
static int TRI_SFX(cuda_sytrd_fused)(trident_context *ctx, char uplo, int64_t n, TRI_T *a,
                                     int64_t lda, TRI_R *d, TRI_R *e, TRI_T *tau)
{
    if (ctx->status) return 1; /* a failure is recorded: nothing more runs */
    const int64_t limit = ctx->sytrd_fused_max >= 0 ? ctx->sytrd_fused_max
                                                    : TRI_PASTE2(TRIDENT_SYTRD_FUSED_MAX_, TRI_CH);
    if (n > limit) return 0;
    const size_t bytes = TRI_PANEL(sytrd_fused_workspace)(n);
    void *work;
    if (!bytes || trident_cuda_workspace(ctx, bytes, &work) != TRIDENT_SUCCESS) return 0;
    cuda_record(ctx, TRI_PANEL(sytrd_fused)(cuda_stream(ctx), uplo, n, a, lda, d, e, tau, work));
    return 1;
}

/* The blocked reduction grows the context's workspace as it goes: the
 * SYMV's partials (their size depends on the tuned entry, so on the order),
 * the rank-2k update's staged operands (at most (n - nb) x 3 nb, for the
 * first trailing update) and the one-launch path's columns for the block
 * it finishes.  Growing it up front, with the cuBLAS handle and the panel
 * scratch, leaves nothing to fail midway.  The one-launch path's columns
 * are the one part that may be refused without harm: where they do not fit
 * (tens of MB for z near 2048, on a nearly full device), cuda_sytrd_fused
 * declines and the blocked path reduces panels until the block left fits,
 * so only the blocked path's own workspace must be had. */
static int TRI_SFX(cuda_sytrd_prepare)(trident_context *ctx, char uplo, int64_t n, int64_t nb)
{
    cublasHandle_t h;
    void *scratch, *ws;
    unsigned *counters;
    if (ctx->status) return trident_context_take_status(ctx);
    if (!cuda_blas(ctx, &h) || !cuda_panel_scratch(ctx, &scratch, &counters)) return trident_context_take_status(ctx);
    const int64_t limit = ctx->sytrd_fused_max >= 0 ? ctx->sytrd_fused_max
                                                    : TRI_PASTE2(TRIDENT_SYTRD_FUSED_MAX_, TRI_CH);
    /* the block the one-launch path takes: the whole matrix, else the first
     * of n - nb, n - 2 nb, ... within its limit; none under a probe */
    int64_t last = n;
    while (last > limit && last > nb) last -= nb;
    const size_t fused = last <= limit && !ctx->sytrd_probe ? TRI_PANEL(sytrd_fused_workspace)(last) : 0;
    size_t blocked = TRI_PASTE2(trident_cuda_symv_workspace_max_, TRI_CH)(ctx, uplo, n - 1);
    const size_t staged = n > nb ? (size_t)(n - nb) * (size_t)(3 * nb) * sizeof(TRI_T) : 0;
    if (staged > blocked) blocked = staged;
    /* the one-launch path's size where it asks for more than the blocked
     * path's, or takes the whole matrix (then no SYMV runs) */
    if (fused && (last == n || fused > blocked) && trident_cuda_workspace(ctx, fused, &ws) == TRIDENT_SUCCESS)
        return TRIDENT_SUCCESS;
    return blocked ? trident_cuda_workspace(ctx, blocked, &ws) : TRIDENT_SUCCESS;
}

#undef TRI_CUBLAS
#undef TRI_PANEL
