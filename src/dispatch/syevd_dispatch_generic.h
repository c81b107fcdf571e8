/*
 * syevd_dispatch_generic.h -- all eigenvalues (and eigenvectors) of a
 * symmetric or Hermitian matrix in host memory.  Written once per precision.
 *
 * When dispatch picks the GPU, the whole solve runs there on one copy of A
 * (trident_syevd_staged, syevd_device_generic.h): only w and the
 * eigenvectors come back.  Otherwise, and when under backend AUTO the device
 * runs out of memory or fails before the results come back, the host path:
 * scale, reduce to tridiagonal form (on the host; after the GPU ran out of
 * memory, stage 1 alone may still fit there), xSTERF or xSTEDC, then
 * xORMTR / xUNMTR, in the host LAPACK.
 */

trident_int TRI_SFX(trident_eig_scale)(const char *routine, char uplo, int64_t n, TRI_T *a, int64_t lda,
                                       TRI_R rmax, TRI_R *sigma)
{
    const TRI_R rmin = tri_sqrt(TRI_SAFMIN / (2 * TRI_EPS));
    TRI_R s[2];
    /* the host primitive, which needs no context */
    TRI_MEMBER(trident_host_backend).eig_scale(NULL, uplo, n, a, lda, rmin, rmax, s);
    *sigma = s[1];
    return isfinite(s[0]) ? 0 : trident_nonfinite_input(routine);
}

/* stage1: the backend of the tridiagonalization (the host, or the GPU when
 * the whole solve did not fit there) */
static trident_int TRI_SFX(syevd_host_path)(trident_context *ctx, const char *routine,
                                            const trident_backend_ops *stage1, char jobz,
                                            char uplo, int64_t n, TRI_T *a, int64_t lda,
                                            TRI_R *w, const TRI_SFX(trident_syevd_workspace) *ws)
{
    const int wantz = (jobz == 'V');
    const trident_backend_ops *host = &trident_host_backend;

    /* Scale into [rmin, rmax] so that no intermediate over- or underflows. */
    TRI_R sigma;
    int status = TRI_SFX(trident_eig_scale)(routine, uplo, n, a, lda, tri_sqrt(1 / (TRI_SAFMIN / (2 * TRI_EPS))),
                                            &sigma);
    if (status) return status;

    /* 1. A = Q T Q^H */
    status = TRI_SFX(trident_sytrd_on)(ctx, routine, stage1, uplo, n, a, lda, w, ws->e, ws->tau,
                                       ws->trd_work, ws->trd_lwork);
    if (status) return status;

    /* 2. T = Z Lambda Z^T, 3. eigenvectors of A = Q Z */
    blas_int bn = (blas_int)n, binfo = 0;
    if (!wantz) {
        TRI_LAPACK_R(sterf)(&bn, w, ws->e, &binfo);
    } else {
        blas_int lw = (blas_int)ws->stedc_lwork, liw = (blas_int)ws->liwork;
        TRI_LAPACK_R(stedc)("I", &bn, w, ws->e, ws->zr, &bn, ws->stedc_work, &lw,
                            ws->iwork, &liw, &binfo, 1);
        if (binfo == 0) {
#if TRI_COMPLEX
            for (int64_t k = 0; k < n * n; ++k) ws->z[k] = ws->zr[k];
#endif
            blas_int blda = (blas_int)lda, lmw = (blas_int)ws->mtr_lwork, minfo = 0;
            const char u = uplo;
            TRI_LAPACK_OR(mtr)("L", &u, "N", &bn, &bn, a, &blda, ws->tau, ws->z, &bn,
                               ws->mtr_work, &lmw, &minfo, 1, 1, 1);
            if (minfo != 0) return TRIDENT_INFO_DEVICE_ERROR; /* cannot happen: sizes are ours */
            host->copy_matrix(ctx, TRIDENT_COPY_BACKEND_TO_BACKEND, n, n, sizeof(TRI_T),
                            ws->z, n, a, lda);
        }
    }
    if (binfo > 0) return binfo; /* LAPACK: the tridiagonal solver did not converge */
    if (sigma != 1)
        for (int64_t i = 0; i < n; ++i) w[i] /= sigma;
    return 0;
}

trident_int TRI_SFX(trident_syevd_dispatch)(trident_context *ctx, const char *routine,
                                        char jobz, char uplo, int64_t n, TRI_T *a, int64_t lda,
                                        TRI_R *w, const TRI_SFX(trident_syevd_workspace) *ws)
{
    const trident_backend_ops *be;
    int status = trident_dispatch(ctx, routine, n, TRIDENT_EIGEN_GPU_CROSSOVER, &be);
    if (status) return status;
    if (be != &trident_host_backend) {
        int written;
        status = TRI_SFX(trident_syevd_staged)(ctx, be, jobz, uplo, n, a, lda, w, ws, &written);
        if (!trident_staged_redo_on_host(ctx, routine, n, status, written)) {
            if (status < 0) trident_report(routine, status, "%s", trident_info_string(status));
            return status; /* i > 0 is the interface's to report */
        }
        /* nothing was written: a and w are the caller's; after a device
         * error the device takes no part, out of memory it may still take
         * stage 1 */
        if (status != TRIDENT_INFO_OUT_OF_MEMORY) be = &trident_host_backend;
    }
    return TRI_SFX(syevd_host_path)(ctx, routine, be, jobz, uplo, n, a, lda, w, ws);
}
