/*
 * syevd_generic.h -- LAPACK-compatible xSYEVD (real) / xHEEVD (complex):
 * argument checks with LAPACK's numbering, LAPACK's workspace sizes and
 * queries, the eigen driver, then the default context's options
 * (keep inputs, canonical eigenvectors).
 */

/* LAPACK's minimum workspace sizes (64-bit: 2n^2 overflows 32 bits). */
void TRI_SFX(trident_syevd_min_sizes)(int wantz, int64_t n, int64_t *lw, int64_t *lrw, int64_t *liw)
{
    if (n <= 1) {
        *lw = *lrw = *liw = 1;
    } else if (wantz) {
        *lw = TRI_COMPLEX ? 2 * n + n * n : 1 + 6 * n + 2 * n * n;
        *lrw = TRI_COMPLEX ? 1 + 5 * n + 2 * n * n : 0;
        *liw = 3 + 5 * n;
    } else {
        *lw = TRI_COMPLEX ? n + 1 : 2 * n + 1;
        *lrw = TRI_COMPLEX ? n : 0;
        *liw = 1;
    }
}

/* Argument positions differ between xSYEVD and xHEEVD (rwork, lrwork). */
enum {
    TRI_SFX(ARG_LWORK) = 8,
    TRI_SFX(ARG_RWORK) = 9,
    TRI_SFX(ARG_LRWORK) = 10,
    TRI_SFX(ARG_IWORK) = TRI_COMPLEX ? 11 : 9,
    TRI_SFX(ARG_LIWORK) = TRI_COMPLEX ? 12 : 10,
};

/* Arguments are valid from here on (see interface.h). */
static void TRI_SFX(syevd_entry)(const char *routine, char jobz, char uplo, trident_int n,
                                 TRI_T *a, trident_int lda, TRI_R *w,
                                 TRI_T *work, trident_int lwork,
                                 TRI_R *rwork, trident_int lrwork,
                                 trident_int *iwork, trident_int liwork, trident_int *info)
{
    const int wantz = trident_lsame(jobz, 'V');
    const int lquery = lwork == -1 || liwork == -1 || (TRI_COMPLEX && lrwork == -1);
    *info = 0;

    trident_syevd_check_args(routine, jobz, uplo, n, a, lda, w, work,
                             TRI_COMPLEX ? TRI_SFX(ARG_RWORK) : 0, rwork, TRI_SFX(ARG_IWORK), iwork, info);
    if (*info) return;

    TRI_SFX(trident_syevd_check_workspace)(routine, wantz, n, lwork, lrwork, liwork, lquery,
                                           TRI_SFX(ARG_LWORK), TRI_SFX(ARG_LRWORK),
                                           TRI_SFX(ARG_LIWORK), info);
    if (*info) return;

    /* Options.  With jobz = 'V' the eigenvectors come back in a, so only
     * jobz = 'N' can keep it. */
    trident_context *ctx = trident_default_context();
    const char u = trident_upper(uplo);
    TRI_T *copy = NULL;
    if (ctx->keep_inputs && !wantz && !lquery && n > 0) {
        if (!(copy = TRI_SFX(trident_copy_triangle)(routine, u, n, a, lda, info))) return;
        a = copy, lda = n;
    }
    trident_call call;
    trident_call_begin(&call, ctx, trident_dispatch_host_only(ctx, n, TRIDENT_EIGEN_GPU_CROSSOVER));
    *info = TRI_SFX(trident_syevd_checked)(routine, wantz ? 'V' : 'N', u, n, a, lda, w, work, lwork,
                                           rwork, lrwork, iwork, liwork, lquery);
    trident_call_end(&call);
    if (ctx->canonical_vectors && wantz && !lquery && *info == 0)
        TRI_SFX(trident_canonicalize_vectors)(n, n, a, lda);
    free(copy);
}

void TRI_SFX(trident_syevd_check_workspace)(const char *routine, int wantz, int64_t n,
                                            trident_int lwork, trident_int lrwork,
                                            trident_int liwork, int lquery, int arg_lwork,
                                            int arg_lrwork, int arg_liwork, trident_int *info)
{
    int64_t lwmin, lrwmin, liwmin;
    TRI_SFX(trident_syevd_min_sizes)(wantz, n, &lwmin, &lrwmin, &liwmin);
    *info = 0;
    /* jobz = 'V': 1 + 6n + 2n^2 (real) and 1 + 5n + 2n^2 (lrwork) pass 2^31
     * near n = 32768.  Say so, rather than ask for a size no caller can pass. */
    if (trident_workspace_unrepresentable(routine, arg_lwork, "lwork", n, lwmin, info))
        return;
    if (lwork < lwmin && !lquery) {
        trident_illegal_argument(routine, arg_lwork, info);
        return;
    }
    if (TRI_COMPLEX &&
        trident_workspace_unrepresentable(routine, arg_lrwork, "lrwork", n, lrwmin, info))
        return;
    if (TRI_COMPLEX && lrwork < lrwmin && !lquery) {
        trident_illegal_argument(routine, arg_lrwork, info);
        return;
    }
    if (trident_workspace_unrepresentable(routine, arg_liwork, "liwork", n, liwmin, info))
        return;
    if (liwork < liwmin && !lquery)
        trident_illegal_argument(routine, arg_liwork, info);
}

trident_int TRI_SFX(trident_syevd_checked)(const char *routine, char jobz, char uplo, trident_int n,
                                           TRI_T *a, trident_int lda, TRI_R *w,
                                           TRI_T *work, trident_int lwork,
                                           TRI_R *rwork, trident_int lrwork,
                                           trident_int *iwork, trident_int liwork, int lquery)
{
    const int wantz = (jobz == 'V');
    int64_t lwmin, lrwmin, liwmin;
    TRI_SFX(trident_syevd_min_sizes)(wantz, n, &lwmin, &lrwmin, &liwmin);
    trident_int info = 0;
    trident_context *ctx = trident_default_context();
    const int64_t nb = trident_sytrd_block_size(&trident_host_backend, n);
    const int64_t lwopt = n <= 1 ? lwmin
                        : (lwmin > (TRI_COMPLEX ? 1 : 2) * n + n * nb
                               ? lwmin : (TRI_COMPLEX ? 1 : 2) * n + n * nb);
    if (lquery) {
        work[0] = TRI_LWORK_ANSWER(lwopt);
#if TRI_COMPLEX
        rwork[0] = TRI_LWORK_ANSWER(lrwmin);
#endif
        iwork[0] = (trident_int)liwmin;
        return 0;
    }
    const char u = uplo;
    if (n == 1 && !isfinite(tri_real(a[0]))) {
        info = trident_nonfinite_input(routine);
    } else if (n == 1) {
        w[0] = tri_real(a[0]);
        if (wantz) a[0] = 1;
    } else if (n > 1) { /* n = 0: the workspace answers below only, as LAPACK */
        /* Carve LAPACK's layout out of the caller's arrays. */
        TRI_SFX(trident_syevd_workspace) ws;
        memset(&ws, 0, sizeof ws);
        blas_int *iw = (blas_int *)iwork; /* trident_int and blas_int agree (both LP64 or ILP64) */
#if TRI_COMPLEX
        ws.tau = work;
        ws.trd_work = work + n;
        ws.trd_lwork = lwork - n;
        ws.e = rwork;
        if (wantz) {
            ws.zr = rwork + n;
            ws.stedc_work = rwork + n + n * n;
            ws.stedc_lwork = lrwork - n - n * n;
            ws.z = work + n;
            ws.mtr_work = work + n + n * n;
            ws.mtr_lwork = lwork - n - n * n;
        }
#else
        ws.e = work;
        ws.tau = work + n;
        ws.trd_work = work + 2 * n;
        ws.trd_lwork = lwork - 2 * n;
        if (wantz) {
            ws.zr = ws.z = work + 2 * n;
            ws.stedc_work = ws.mtr_work = work + 2 * n + n * n;
            ws.stedc_lwork = ws.mtr_lwork = lwork - 2 * n - n * n;
        }
#endif
        ws.iwork = iw;
        ws.liwork = liwork;
        info = TRI_SFX(trident_syevd_dispatch)(ctx, routine, wantz ? 'V' : 'N', u, n, a, lda, w, &ws);
        if (info > 0) /* failures (< 0) were reported where they happened */
            trident_report(routine, info, "the tridiagonal eigensolver failed to converge");
    }
    work[0] = TRI_LWORK_ANSWER(lwopt);
#if TRI_COMPLEX
    rwork[0] = TRI_LWORK_ANSWER(lrwmin);
#endif
    iwork[0] = (trident_int)liwmin;
    return info;
}

#if TRI_COMPLEX
void TRI_PUBLIC(heevd)(char jobz, char uplo, trident_int n, TRI_T *a, trident_int lda, TRI_R *w,
                       TRI_T *work, trident_int lwork, TRI_R *rwork, trident_int lrwork,
                       trident_int *iwork, trident_int liwork, trident_int *info)
{
    trident_int dummy;
    TRI_SFX(syevd_entry)(TRI_STR(TRI_PUBLIC(heevd)), jobz, uplo, n, a, lda, w, work, lwork,
                         rwork, lrwork, iwork, liwork, info ? info : &dummy);
}
#else
void TRI_PUBLIC(syevd)(char jobz, char uplo, trident_int n, TRI_T *a, trident_int lda, TRI_R *w,
                       TRI_T *work, trident_int lwork, trident_int *iwork, trident_int liwork,
                       trident_int *info)
{
    trident_int dummy;
    TRI_SFX(syevd_entry)(TRI_STR(TRI_PUBLIC(syevd)), jobz, uplo, n, a, lda, w, work, lwork,
                         NULL, 0, iwork, liwork, info ? info : &dummy);
}
#endif
