/*
 * sytrd_dispatch_generic.h -- xSYTRD on host memory: choose the backend, find
 * the panel workspace, run the driver, wait.  (Staging through device memory
 * arrives with the GPU driver.)
 */

trident_int TRI_SFX(trident_sytrd_dispatch)(trident_context *ctx, const char *routine,
                                            char uplo, int64_t n, TRI_T *a, int64_t lda,
                                            TRI_R *d, TRI_R *e, TRI_T *tau,
                                            TRI_T *work, int64_t lwork)
{
    const trident_backend_ops *be;
    int status = trident_dispatch(ctx, routine, n, &be);
    if (status) return status;
    if (be != &trident_host_backend) { /* host data on a device backend: staging comes with it */
        trident_report(routine, TRIDENT_INFO_BACKEND_UNAVAILABLE, "no GPU path for this routine yet");
        return TRIDENT_INFO_BACKEND_UNAVAILABLE;
    }

    int64_t nb = trident_sytrd_block_size(be, n);
    TRI_T *w = NULL, *owned = NULL;
    if (be == &trident_host_backend && lwork >= n) {
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
    TRI_SFX(trident_sytrd_blocked)(ctx, be, trident_upper(uplo), n, a, lda, d, e, tau, w, n, nb);
    status = be->synchronize(ctx);
    if (owned) be->free(ctx, owned);
    if (status) trident_report(routine, status, "%s", trident_info_string(status));
    return status;
}

