/*
 * sytrd_dispatch_host_generic.h -- xSYTRD on the host backend, in place,
 * with the caller's workspace: the part of the dispatch that every
 * precision has.  A file of its own because double-double (w) has this
 * path alone (sytrd_dispatch_w.c), while s, d, c, z reach it from
 * trident_sytrd_on after the choice of backend (sytrd_dispatch_generic.h).
 */

trident_int TRI_SFX(trident_sytrd_host)(trident_context *ctx, const char *routine, char uplo, int64_t n,
                                        TRI_T *a, int64_t lda, TRI_R *d, TRI_R *e, TRI_T *tau,
                                        TRI_T *work, int64_t lwork)
{
    const trident_backend_ops *be = &trident_host_backend;
    int64_t nb = trident_sytrd_block_size(be, n);
    TRI_T *w = NULL, *owned = NULL;
    if (lwork >= n) {
        w = work; /* LAPACK's contract: the panel workspace is the caller's */
        if (lwork < n * nb) nb = lwork / n;
    } else {
        owned = be->alloc(ctx, (size_t)n * (size_t)nb * sizeof(TRI_T));
        if (!owned) {
            trident_report(routine, TRIDENT_INFO_OUT_OF_MEMORY,
                           "cannot allocate %lld bytes of panel workspace",
                           (long long)((size_t)n * (size_t)nb * sizeof(TRI_T)));
            return TRIDENT_INFO_OUT_OF_MEMORY;
        }
        w = owned;
    }
    TRI_T y[2 * TRIDENT_SYTRD_MAX_NB + 1];
    TRI_SFX(trident_sytrd_blocked)(ctx, be, uplo, n, a, lda, d, e, tau, w, n, nb, y);
    const int status = be->synchronize(ctx);
    if (owned) be->free(ctx, owned);
    if (status) trident_report(routine, status, "%s", trident_info_string(status));
    return status;
}
