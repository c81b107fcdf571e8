/*
 * sygvd_generic.h -- xSYGVD / xHEGVD: LAPACK's argument checks and workspace
 * sizes (those of xSYEVD), then Trident's generalized driver.
 */
#if TRI_COMPLEX
#define SYGVD_PARAMS                                                                      \
    const lapack_int *itype, const char *jobz, const char *uplo, const lapack_int *n,     \
        TRI_T *a, const lapack_int *lda, TRI_T *b, const lapack_int *ldb, TRI_R *w,       \
        TRI_T *work, const lapack_int *lwork, TRI_R *rwork, const lapack_int *lrwork,     \
        lapack_int *iwork, const lapack_int *liwork, lapack_int *info, size_t ljobz,      \
        size_t luplo
#define SYGVD_ARGS                                                                         \
    itype, jobz, uplo, n, a, lda, b, ldb, w, work, lwork, rwork, lrwork, iwork, liwork, info, \
        ljobz, luplo
#else
#define SYGVD_PARAMS                                                                      \
    const lapack_int *itype, const char *jobz, const char *uplo, const lapack_int *n,     \
        TRI_T *a, const lapack_int *lda, TRI_T *b, const lapack_int *ldb, TRI_R *w,       \
        TRI_T *work, const lapack_int *lwork, lapack_int *iwork, const lapack_int *liwork, \
        lapack_int *info, size_t ljobz, size_t luplo
#define SYGVD_ARGS \
    itype, jobz, uplo, n, a, lda, b, ldb, w, work, lwork, iwork, liwork, info, ljobz, luplo
#endif

static const char TRI_SFX(sygvd_symbol)[] = TRI_STR(TRI_LAPACK_SY(gvd));

LAYER_SYSTEM(TRI_SFX(sygvd_system), TRI_SFX(sygvd_symbol), SYGVD_PARAMS, SYGVD_ARGS)

LAYER_EXPORT void TRI_LAPACK_SY(gvd)(SYGVD_PARAMS)
{
    const char *sym = TRI_SFX(sygvd_symbol);
    if (layer_busy()) {
        TRI_SFX(sygvd_system)(SYGVD_ARGS);
        return;
    }
#if TRI_COMPLEX
    const int lquery = *lwork == -1 || *lrwork == -1 || *liwork == -1;
    enum { arg_lrwork = 13, arg_liwork = 15 };
#else
    const int lquery = *lwork == -1 || *liwork == -1;
    const lapack_int *lrwork = NULL;
    enum { arg_lrwork = 0, arg_liwork = 13 };
#endif
    const int wantz = layer_lsame(jobz, 'V');
    int bad = layer_generalized_args_bad(*itype, jobz, uplo, *n, *lda, *ldb);
    if (!bad && !lquery)
        bad = layer_syevd_workspace_bad(TRI_COMPLEX, wantz, *n, *lwork, lrwork, *liwork, 11, arg_lrwork, arg_liwork);
    if (bad) {
        layer_illegal(sym, bad, info);
        return;
    }

    layer_trident_begin();
#if TRI_COMPLEX
    TRI_PUBLIC_SY(gvd)(*itype, *jobz, *uplo, *n, a, *lda, b, *ldb, w, work, *lwork, rwork,
                       *lrwork, iwork, *liwork, info);
#else
    TRI_PUBLIC_SY(gvd)(*itype, *jobz, *uplo, *n, a, *lda, b, *ldb, w, work, *lwork, iwork,
                       *liwork, info);
#endif
    layer_trident_end(*info);
    /* No second try after a Trident failure: B may hold its factor by then. */
    layer_after_trident(sym, info);
    if (!lquery) layer_trace_served(sym, *n, *info);
}

#undef SYGVD_PARAMS
#undef SYGVD_ARGS
