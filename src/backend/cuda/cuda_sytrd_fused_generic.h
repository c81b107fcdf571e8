/*
 * cuda_sytrd_fused_generic.h -- the one-launch reduction for small n, the
 * one-launch panel of the blocked reduction, and the workspace the blocked
 * reduction holds up front (backend/ops_table.h's sytrd_fused, latrd_panel
 * and sytrd_prepare) on the CUDA backend, one precision of s, d, c, z
 * (included per precision by cuda_backend.c after cuda_ops_generic.h).
 * Double-double has neither one-launch kernel nor staged operands: its
 * sytrd_prepare is cuda_ops_w.h's.
 */

#define TRI_PANEL(step) TRI_PASTE3(trident_cuda_, step, TRI_PASTE2(_, TRI_CH))

/* The one-launch reduction (cuda/sytrd/sytrd_fused.cu) for n up to the
 * context's limit (TRIDENT_SYTRD_FUSED_MAX_<ch> by default: crossover.h),
 * its last columns in the one-block kernel as the context says
 * (TRIDENT_SYTRD_FUSED_TAIL_<ch> by default). */
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
    const int64_t tail = ctx->sytrd_fused_tail >= 0 ? ctx->sytrd_fused_tail
                                                    : TRI_PASTE2(TRIDENT_SYTRD_FUSED_TAIL_, TRI_CH);
    cuda_record(ctx, TRI_PANEL(sytrd_fused)(cuda_stream(ctx), uplo, n, a, lda, d, e, tau, tail, work));
    return 1;
}

/* Whether the blocked driver's panels of a block of order n go to the
 * one-launch panel kernel (crossover.h, TRIDENT_SYTRD_PANEL_KERNEL_MIN_<ch>;
 * TRIDENT_SYTRD_PANEL_KERNEL=1 / 0 in the environment: always / never). */
static int TRI_SFX(cuda_latrd_panel_wanted)(int64_t n)
{
    const int64_t from = TRI_PASTE2(TRIDENT_SYTRD_PANEL_KERNEL_MIN_, TRI_CH);
    return trident_env_flag("TRIDENT_SYTRD_PANEL_KERNEL", n >= from);
}

/* One panel in one cooperative launch (cuda/sytrd/latrd_panel.cu), where it
 * is wanted and the device can keep its grid resident; else 0 and the
 * driver takes the panel column by column. */
static int TRI_SFX(cuda_latrd_panel)(trident_context *ctx, char uplo, int64_t n, int64_t nb, TRI_T *a, int64_t lda,
                                     TRI_R *e, TRI_T *tau, TRI_T *w, int64_t ldw, TRI_T *y)
{
    if (ctx->status) return 1; /* a failure is recorded: nothing more runs */
    if (!TRI_SFX(cuda_latrd_panel_wanted)(n)) return 0;
    const size_t bytes = TRI_PANEL(latrd_panel_workspace)(uplo, n, nb);
    void *scratch, *work;
    unsigned *counters;
    if (!bytes || trident_cuda_workspace(ctx, bytes, &work) != TRIDENT_SUCCESS) return 0;
    if (!cuda_panel_scratch(ctx, &scratch, &counters)) return 1;
    const cudaError_t err =
        (cudaError_t)TRI_PANEL(latrd_panel)(cuda_stream(ctx), uplo, n, nb, a, lda, e, tau, w, ldw, y, scratch, work);
    if (err == cudaErrorCooperativeLaunchTooLarge) { /* nothing queued */
        (void)cudaGetLastError();
        return 0;
    }
    cuda_record(ctx, err);
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
    const size_t panel = TRI_SFX(cuda_latrd_panel_wanted)(n) ? TRI_PANEL(latrd_panel_workspace)(uplo, n, n) : 0;
    if (panel > blocked) blocked = panel;
    /* the one-launch path's size where it asks for more than the blocked
     * path's, or takes the whole matrix (then no SYMV runs) */
    if (fused && (last == n || fused > blocked) && trident_cuda_workspace(ctx, fused, &ws) == TRIDENT_SUCCESS)
        return TRIDENT_SUCCESS;
    return blocked ? trident_cuda_workspace(ctx, blocked, &ws) : TRIDENT_SUCCESS;
}

#undef TRI_PANEL
