/*
 * syevd_generic.h -- xSYEVD / xHEEVD: LAPACK's argument checks and
 * workspace sizes, then Trident's eigen driver (stage 1 on the GPU when the
 * default context's dispatch picks it).  Trident's workspace contract is
 * LAPACK's, so a query answered here is valid for either.
 */
#if TRI_COMPLEX
#define SYEVD_PARAMS                                                                          \
    const char *jobz, const char *uplo, const lapack_int *n, TRI_T *a, const lapack_int *lda, \
        TRI_R *w, TRI_T *work, const lapack_int *lwork, TRI_R *rwork,                         \
        const lapack_int *lrwork, lapack_int *iwork, const lapack_int *liwork,                \
        lapack_int *info, size_t ljobz, size_t luplo
#define SYEVD_ARGS \
    jobz, uplo, n, a, lda, w, work, lwork, rwork, lrwork, iwork, liwork, info, ljobz, luplo
#else
#define SYEVD_PARAMS                                                                          \
    const char *jobz, const char *uplo, const lapack_int *n, TRI_T *a, const lapack_int *lda, \
        TRI_R *w, TRI_T *work, const lapack_int *lwork, lapack_int *iwork,                    \
        const lapack_int *liwork, lapack_int *info, size_t ljobz, size_t luplo
#define SYEVD_ARGS jobz, uplo, n, a, lda, w, work, lwork, iwork, liwork, info, ljobz, luplo
#endif

static const char TRI_SFX(syevd_symbol)[] = TRI_STR(TRI_LAPACK_SY(evd));

LAYER_SYSTEM(TRI_SFX(syevd_system), TRI_SFX(syevd_symbol), SYEVD_PARAMS, SYEVD_ARGS)

LAYER_EXPORT void TRI_LAPACK_SY(evd)(SYEVD_PARAMS)
{
    const char *sym = TRI_SFX(syevd_symbol);
    if (layer_busy()) {
        TRI_SFX(syevd_system)(SYEVD_ARGS);
        return;
    }
#if TRI_COMPLEX
    const int lquery = *lwork == -1 || *lrwork == -1 || *liwork == -1;
    enum { arg_lrwork = 10, arg_liwork = 12 };
#else
    const int lquery = *lwork == -1 || *liwork == -1;
    const lapack_int *lrwork = NULL;
    enum { arg_lrwork = 0, arg_liwork = 10 };
#endif
    const int wantz = layer_lsame(jobz, 'V');
    int bad = 0;
    if (!wantz && !layer_lsame(jobz, 'N')) bad = 1;
    else if (!layer_lsame(uplo, 'U') && !layer_lsame(uplo, 'L')) bad = 2;
    else if (*n < 0) bad = 3;
    else if (*lda < layer_max(1, *n)) bad = 5;
    else if (!lquery)
        bad = layer_syevd_workspace_bad(TRI_COMPLEX, wantz, *n, *lwork, lrwork, *liwork, 8, arg_lrwork, arg_liwork);
    if (bad) {
        layer_illegal(sym, bad, info);
        return;
    }

    layer_trident_begin();
#if TRI_COMPLEX
    TRI_PUBLIC_SY(evd)(*jobz, *uplo, *n, a, *lda, w, work, *lwork, rwork, *lrwork, iwork,
                       *liwork, info);
#else
    TRI_PUBLIC_SY(evd)(*jobz, *uplo, *n, a, *lda, w, work, *lwork, iwork, *liwork, info);
#endif
    layer_trident_end(*info);
    if (layer_finish(sym, *n, lquery, info)) TRI_SFX(syevd_system)(SYEVD_ARGS);
}

#undef SYEVD_PARAMS
#undef SYEVD_ARGS
