/*
 * sygv_generic.h -- xSYGV / xHEGV, served by Trident's xSYGVD / xHEGVD (the
 * same Cholesky reduction; divide and conquer for the standard problem)
 * under the rule of xSYEV (syev_generic.h): the caller's lwork must hold
 * xSYGVD's minimum, iwork / rwork are allocated here, else the system LAPACK
 * computes it.  A query answers max(xSYGV's minimum, Trident's optimum).
 */
#if TRI_COMPLEX
#define SYGV_PARAMS                                                                         \
    const lapack_int *itype, const char *jobz, const char *uplo, const lapack_int *n,       \
        TRI_T *a, const lapack_int *lda, TRI_T *b, const lapack_int *ldb, TRI_R *w,         \
        TRI_T *work, const lapack_int *lwork, TRI_R *rwork, lapack_int *info, size_t ljobz, \
        size_t luplo
#define SYGV_ARGS itype, jobz, uplo, n, a, lda, b, ldb, w, work, lwork, rwork, info, ljobz, luplo
#else
#define SYGV_PARAMS                                                                          \
    const lapack_int *itype, const char *jobz, const char *uplo, const lapack_int *n,        \
        TRI_T *a, const lapack_int *lda, TRI_T *b, const lapack_int *ldb, TRI_R *w,          \
        TRI_T *work, const lapack_int *lwork, lapack_int *info, size_t ljobz, size_t luplo
#define SYGV_ARGS itype, jobz, uplo, n, a, lda, b, ldb, w, work, lwork, info, ljobz, luplo
#endif

static const char TRI_SFX(sygv_symbol)[] = TRI_STR(TRI_LAPACK_SY(gv));

LAYER_SYSTEM(TRI_SFX(sygv_system), TRI_SFX(sygv_symbol), SYGV_PARAMS, SYGV_ARGS)

/* Trident's xSYGVD on the caller's arrays and the given rwork / iwork. */
static void TRI_SFX(sygv_trident)(const lapack_int *itype, const char *jobz, const char *uplo,
                                  const lapack_int *n, TRI_T *a, const lapack_int *lda, TRI_T *b,
                                  const lapack_int *ldb, TRI_R *w, TRI_T *work, lapack_int lwork,
                                  TRI_R *rw, lapack_int lrw, lapack_int *iw, lapack_int liw,
                                  lapack_int *info)
{
    layer_trident_begin();
#if TRI_COMPLEX
    TRI_PUBLIC_SY(gvd)(*itype, *jobz, *uplo, *n, a, *lda, b, *ldb, w, work, lwork, rw, lrw, iw,
                       liw, info);
#else
    (void)rw, (void)lrw;
    TRI_PUBLIC_SY(gvd)(*itype, *jobz, *uplo, *n, a, *lda, b, *ldb, w, work, lwork, iw, liw, info);
#endif
    layer_trident_end(*info);
}

LAYER_EXPORT void TRI_LAPACK_SY(gv)(SYGV_PARAMS)
{
    const char *sym = TRI_SFX(sygv_symbol);
    if (layer_busy()) {
        TRI_SFX(sygv_system)(SYGV_ARGS);
        return;
    }
    const int lquery = *lwork == -1;
    const int wantz = layer_lsame(jobz, 'V');
    const lapack_int lwkmin = layer_max(1, (TRI_COMPLEX ? 2 : 3) * *n - 1);
    int bad = layer_generalized_args_bad(*itype, jobz, uplo, *n, *lda, *ldb);
    if (!bad && *lwork < lwkmin && !lquery) bad = 11;
    if (bad) {
        layer_illegal(sym, bad, info);
        return;
    }

    int64_t lwmin, lrwmin, liwmin; /* xSYGVD's (= xSYEVD's) */
    layer_syevd_sizes(TRI_COMPLEX, wantz, *n, &lwmin, &lrwmin, &liwmin);
    if (lquery) {
        TRI_R rw1;
        lapack_int iw1;
        TRI_SFX(sygv_trident)(itype, jobz, uplo, n, a, lda, b, ldb, w, work, -1, &rw1, -1, &iw1,
                              -1, info);
        if (*info == 0 && tri_real(work[0]) < (TRI_R)lwkmin) work[0] = (TRI_R)lwkmin;
        return;
    }
    if (*lwork < lwmin) {
        layer_trace_system(sym, *n, "lwork is below the minimum of Trident's xSYGVD path");
        TRI_SFX(sygv_system)(SYGV_ARGS);
        return;
    }
    lapack_int *iw;
    void *rw;
    if (!layer_syevd_scratch(TRI_COMPLEX, sizeof(TRI_R), lrwmin, liwmin, &rw, &iw)) {
        layer_trace_system(sym, *n, "no memory for the workspace of Trident's xSYGVD path");
        TRI_SFX(sygv_system)(SYGV_ARGS);
        return;
    }
    TRI_SFX(sygv_trident)(itype, jobz, uplo, n, a, lda, b, ldb, w, work, *lwork, rw,
                          (lapack_int)lrwmin, iw, (lapack_int)liwmin, info);
    free(iw);
    free(rw);
    /* No second try after a Trident failure: B may hold its factor by then. */
    layer_after_trident(sym, info);
    layer_trace_served(sym, *n, *info);
}

#undef SYGV_PARAMS
#undef SYGV_ARGS
