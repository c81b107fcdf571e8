/*
 * syevd_dispatch_generic.h -- all eigenvalues (and eigenvectors) of a
 * symmetric or Hermitian matrix in host memory: scale if needed, reduce to
 * tridiagonal form where dispatch decides (GPU or host), solve the
 * tridiagonal problem, back-transform.  Written once per precision.
 *
 * Stages 2 and 3 (xSTERF / xSTEDC, then xORMTR / xUNMTR) run in the host
 * LAPACK for now.
 */

/* max |a(i,j)| over the stored triangle (xLANSY / xLANHE with norm 'M') */
static TRI_R TRI_SFX(triangle_max_abs)(char uplo, int64_t n, const TRI_T *a, int64_t lda)
{
    TRI_R amax = 0;
    for (int64_t j = 0; j < n; ++j) {
        const int64_t i0 = uplo == 'L' ? j + 1 : 0, i1 = uplo == 'L' ? n : j;
        for (int64_t i = i0; i < i1; ++i) {
            const TRI_R v = tri_abs(a[i + j * lda]);
            if (v > amax || v != v) amax = v;
        }
        const TRI_R diag = tri_fabs(tri_real(a[j + j * lda]));
        if (diag > amax || diag != diag) amax = diag;
    }
    return amax;
}

static void TRI_SFX(triangle_scale)(char uplo, int64_t n, TRI_T *a, int64_t lda, TRI_R s)
{
    for (int64_t j = 0; j < n; ++j) {
        const int64_t i0 = uplo == 'L' ? j : 0, i1 = uplo == 'L' ? n : j + 1;
        for (int64_t i = i0; i < i1; ++i) a[i + j * lda] *= s;
    }
}

TRI_R TRI_SFX(trident_eig_scale)(char uplo, int64_t n, TRI_T *a, int64_t lda, TRI_R rmax)
{
    const TRI_R rmin = tri_sqrt(TRI_SAFMIN / (2 * TRI_EPS));
    const TRI_R anrm = TRI_SFX(triangle_max_abs)(uplo, n, a, lda);
    TRI_R sigma = 1;
    if (anrm > 0 && anrm < rmin) sigma = rmin / anrm;
    else if (anrm > rmax) sigma = rmax / anrm;
    if (sigma != 1) TRI_SFX(triangle_scale)(uplo, n, a, lda, sigma);
    return sigma;
}

trident_int TRI_SFX(trident_syevd_dispatch)(trident_context *ctx, const char *routine,
                                        char jobz, char uplo, int64_t n, TRI_T *a, int64_t lda,
                                        TRI_R *w, const TRI_SFX(trident_syevd_workspace) *ws)
{
    const int wantz = (jobz == 'V');
    const trident_backend_ops *host = &trident_host_backend;

    /* Scale into [rmin, rmax] so that no intermediate over- or underflows. */
    const TRI_R sigma = TRI_SFX(trident_eig_scale)(uplo, n, a, lda,
                                                   tri_sqrt(1 / (TRI_SAFMIN / (2 * TRI_EPS))));

    /* 1. A = Q T Q^H, on the backend dispatch picks */
    int status = TRI_SFX(trident_sytrd_dispatch)(ctx, routine, uplo, n, a, lda, w, ws->e, ws->tau,
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
