/*
 * sytrd_dispatch_generic.h -- xSYTRD on host memory: choose the backend; on
 * the host, run in place with the caller's workspace
 * (sytrd_dispatch_host_generic.h); on the GPU, stage the matrix through
 * device memory and copy the results back.  s, d, c, z (sytrd_dispatch.c)
 * and double-double (sytrd_dispatch_w.c: the one-stage reduction only,
 * TRI_TWO_STAGE 0).
 */

#if TRI_TWO_STAGE
/* From order TRIDENT_SYTRD_2STAGE_MIN_<t> (crossover.h; on an H200
 * TRIDENT_SYTRD_2STAGE_MIN_H200_<t>; TRIDENT_SYTRD_2STAGE_MIN_N in the
 * environment overrides both), the reduction on the device goes by
 * way of the two-stage reduction (drivers/sytrd_from_2stage_generic.h),
 * where the backend has that route.  A diagnosis probe (context.h) follows
 * the one-stage driver's panels, so with one set the route is not taken. */
static int TRI_SFX(sytrd_takes_2stage)(trident_context *ctx, const trident_backend_ops *be, int64_t n,
                                       int64_t *nb)
{
    const int h200 = be->device_named && be->device_named(ctx, "H200");
    const int64_t from = trident_env_positive("TRIDENT_SYTRD_2STAGE_MIN_N",
                                              h200 ? TRI_PASTE2(TRIDENT_SYTRD_2STAGE_MIN_H200_, TRI_CH)
                                                   : TRI_PASTE2(TRIDENT_SYTRD_2STAGE_MIN_, TRI_CH));
    if (n < 3 || n < from || ctx->sytrd_probe) return 0;
    *nb = TRI_SFX(trident_sytrd_2stage_nb)(ctx, be, 1);
    return TRI_SFX(trident_sytrd_from_2stage_available)(be, *nb);
}
#endif

int TRI_SFX(trident_sytrd_device)(trident_context *ctx, const trident_backend_ops *be, char uplo, int64_t n,
                                  TRI_T *da, int64_t ldda, TRI_R *d, TRI_R *e, TRI_T *tau)
{
    /* the backend's handles and scratch before anything is written (either
     * route would make them at first use) */
    const int prepared = be->prepare ? be->prepare(ctx) : 0;
    if (prepared) return prepared;
    int64_t nb = 0;
#if TRI_TWO_STAGE
    if (TRI_SFX(sytrd_takes_2stage)(ctx, be, n, &nb)) {
        const int status = TRI_SFX(trident_sytrd_from_2stage)(ctx, be, uplo, n, da, ldda, d, e, tau, nb);
        if (status != TRIDENT_INFO_OUT_OF_MEMORY) return status;
        trident_trace(ctx, "xSYTRD n=%lld: no memory for the two-stage route, one stage instead", (long long)n);
    }
#endif
    /* the whole matrix in one step where the backend takes it: no panel workspace to make */
    if (TRI_SFX(trident_sytrd_one_step)(ctx, be, uplo, n, da, ldda, d, e, tau)) return be->synchronize(ctx);
    nb = trident_sytrd_block_size(be, n);
    const int64_t ldw = (n + 31) / 32 * 32;
    /* panel workspace W, then the 2 nb + 1 scratch elements of the driver */
    TRI_T *dw = be->alloc(ctx, ((size_t)ldw * (size_t)nb + 2 * (size_t)nb + 1) * sizeof(TRI_T));
    if (!dw) return TRIDENT_INFO_OUT_OF_MEMORY;
    const TRI_SFX(trident_ops) *op = &TRI_MEMBER(*be);
    const int held = op->sytrd_prepare ? op->sytrd_prepare(ctx, uplo, n, nb) : TRIDENT_SUCCESS;
    if (held) { /* nothing written yet */
        be->free(ctx, dw);
        return held;
    }
    TRI_SFX(trident_sytrd_blocked)(ctx, be, uplo, n, da, ldda, d, e, tau, dw, ldw, nb, dw + ldw * nb);
    const int status = be->synchronize(ctx);
    be->free(ctx, dw);
    return status;
}

/* Device run of a host-memory problem.  Returns 0 or a TRIDENT_INFO_* code;
 * *written = 1 once the copy of the results to the caller's arrays has begun
 * (before it a failure leaves them untouched, and the caller may fall back
 * to the host). */
static trident_int TRI_SFX(sytrd_staged)(trident_context *ctx, const trident_backend_ops *be,
                                         char uplo, int64_t n, TRI_T *a, int64_t lda,
                                         TRI_R *d, TRI_R *e, TRI_T *tau, int *written)
{
    *written = 0;
    const int64_t ldda = (n + 31) / 32 * 32; /* 128/256-byte aligned columns */
    TRI_T *da = be->alloc(ctx, (size_t)ldda * (size_t)n * sizeof(TRI_T));
    TRI_T *dtau = be->alloc(ctx, (size_t)n * sizeof(TRI_T));
    TRI_R *dd = be->alloc(ctx, (size_t)n * sizeof(TRI_R));
    TRI_R *de = be->alloc(ctx, (size_t)n * sizeof(TRI_R));
    int status = TRIDENT_INFO_OUT_OF_MEMORY;
    if (da && dtau && dd && de) {
        be->copy_matrix(ctx, TRIDENT_COPY_HOST_TO_BACKEND, n, n, sizeof(TRI_T), a, lda, da, ldda);
        status = be->synchronize(ctx);
        if (status == TRIDENT_SUCCESS) status = TRI_SFX(trident_sytrd_device)(ctx, be, uplo, n, da, ldda, dd, de, dtau);
        if (status == TRIDENT_SUCCESS) { /* only now touch the caller's arrays */
            *written = 1;
            be->copy_matrix(ctx, TRIDENT_COPY_BACKEND_TO_HOST, n, n, sizeof(TRI_T), da, ldda, a, lda);
            be->copy_matrix(ctx, TRIDENT_COPY_BACKEND_TO_HOST, n, 1, sizeof(TRI_R), dd, n, d, n);
            be->copy_matrix(ctx, TRIDENT_COPY_BACKEND_TO_HOST, n - 1, 1, sizeof(TRI_R), de, n, e, n);
            be->copy_matrix(ctx, TRIDENT_COPY_BACKEND_TO_HOST, n - 1, 1, sizeof(TRI_T), dtau, n, tau, n);
            status = be->synchronize(ctx);
            if (status == TRIDENT_INFO_OUT_OF_MEMORY) status = TRIDENT_INFO_DEVICE_ERROR;
        }
    }
    be->free(ctx, da), be->free(ctx, dtau), be->free(ctx, dd), be->free(ctx, de);
    return status;
}

trident_int TRI_SFX(trident_sytrd_dispatch)(trident_context *ctx, const char *routine,
                                            char uplo, int64_t n, TRI_T *a, int64_t lda,
                                            TRI_R *d, TRI_R *e, TRI_T *tau,
                                            TRI_T *work, int64_t lwork)
{
    const trident_backend_ops *be;
    int status = trident_dispatch(ctx, routine, n, TRIDENT_SYTRD_GPU_CROSSOVER, &be);
    if (status) return status;
    return TRI_SFX(trident_sytrd_on)(ctx, routine, be, uplo, n, a, lda, d, e, tau, work, lwork);
}

trident_int TRI_SFX(trident_sytrd_on)(trident_context *ctx, const char *routine,
                                      const trident_backend_ops *be, char uplo, int64_t n,
                                      TRI_T *a, int64_t lda, TRI_R *d, TRI_R *e, TRI_T *tau,
                                      TRI_T *work, int64_t lwork)
{
    uplo = trident_upper(uplo);
    if (be != &trident_host_backend) {
        int written;
        const int status = TRI_SFX(sytrd_staged)(ctx, be, uplo, n, a, lda, d, e, tau, &written);
        if (!trident_staged_redo_on_host(ctx, routine, n, status, written)) {
            if (status) trident_report(routine, status, "%s", trident_info_string(status));
            return status;
        }
        /* nothing was written: redo on the host */
    }
    return TRI_SFX(trident_sytrd_host)(ctx, routine, uplo, n, a, lda, d, e, tau, work, lwork);
}
