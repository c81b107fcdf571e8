/*
 * sygvd_device_dispatch_generic.h -- xSYGVD / xHEGVD on host memory, run on
 * the GPU when dispatch picks it (contract: sygvd_device_decl_generic.h).
 * The whole problem goes through the device driver, so A and B cross the
 * bus once each way; the caller's arrays are written only after the device
 * work succeeded, which is what lets a run that ran out of memory or failed
 * on the device fall back to the host with nothing lost.  The context's eigen options hold as on the host:
 * keep-inputs (b is not written back; a is written only with the
 * eigenvectors anyway) and canonical vectors (applied to Z on the host).
 */

trident_int TRI_SFX(trident_sygvd_dispatch_gpu)(trident_context *ctx, const char *routine,
                                                int factored, int itype, char jobz, char uplo,
                                                int64_t n, TRI_T *a, int64_t lda, TRI_T *b,
                                                int64_t ldb, TRI_R *w, int *done)
{
    *done = 1;
    const trident_backend_ops *be;
    int status = trident_dispatch_device_first(ctx, routine, n, TRIDENT_EIGEN_GPU_CROSSOVER, &be);
    if (status) return status; /* backend 'gpu' without a usable device: reported */
    if (be == &trident_host_backend) {
        *done = 0;
        return TRIDENT_INFO_BACKEND_UNAVAILABLE;
    }
    if (n == 0) return 0;

    const int64_t ldd = (n + 31) / 32 * 32; /* 128/256-byte aligned columns */
    const size_t matrix_bytes = (size_t)ldd * (size_t)n * sizeof(TRI_T);
    TRI_T *dA = be->alloc(ctx, matrix_bytes), *dB = be->alloc(ctx, matrix_bytes);
    TRI_R *dW = be->alloc(ctx, (size_t)n * sizeof(TRI_R));
    trident_int info = TRIDENT_INFO_OUT_OF_MEMORY;
    int reported = 0, written = 0, holding = 0;
    if (dA && dB && dW) {
        be->copy_matrix(ctx, TRIDENT_COPY_HOST_TO_BACKEND, n, n, sizeof(TRI_T), a, lda, dA, ldd);
        be->copy_matrix(ctx, TRIDENT_COPY_HOST_TO_BACKEND, n, n, sizeof(TRI_T), b, ldb, dB, ldd);
        info = be->synchronize(ctx);
        if (info == 0) {
            /* the device part reports its own failures: held until it is
             * known whether the host redoes the call (then they are not
             * the caller's news) */
            trident_report_hold();
            holding = 1;
            info = TRI_SFX(trident_sygvd_device)(ctx, routine, factored, itype, jobz, uplo, n, dA,
                                                 ldd, dB, ldd, dW);
            reported = 1;
        }
        if (info >= 0) { /* a numerical outcome: now the caller's arrays */
            written = 1;
            /* B's factor (partial for n + i); cuSOLVER's xPOTRF leaves the
             * other triangle as it was uploaded */
            if (!factored && !ctx->keep_inputs)
                be->copy_matrix(ctx, TRIDENT_COPY_BACKEND_TO_HOST, n, n, sizeof(TRI_T), dB, ldd,
                                b, ldb);
            if (info == 0) {
                be->copy_matrix(ctx, TRIDENT_COPY_BACKEND_TO_HOST, n, 1, sizeof(TRI_R), dW, n, w,
                                n);
                if (jobz == 'V')
                    be->copy_matrix(ctx, TRIDENT_COPY_BACKEND_TO_HOST, n, n, sizeof(TRI_T), dA,
                                    ldd, a, lda);
            }
            status = be->synchronize(ctx);
            if (status) {
                info = status == TRIDENT_INFO_OUT_OF_MEMORY ? TRIDENT_INFO_DEVICE_ERROR : status;
                reported = 0;
            } else if (info == 0 && jobz == 'V' && ctx->canonical_vectors) {
                TRI_SFX(trident_canonicalize_vectors)(n, n, a, lda);
            }
        }
    }
    be->free(ctx, dA), be->free(ctx, dB), be->free(ctx, dW);

    const int redo = trident_staged_redo_on_host(ctx, routine, n, info, written);
    if (holding) trident_report_release(!redo);
    if (redo) {
        *done = 0; /* nothing was written: the host redoes the call */
        return TRIDENT_INFO_BACKEND_UNAVAILABLE;
    }
    if (info < 0 && !reported) trident_report(routine, info, "%s", trident_info_string(info));
    return info;
}
