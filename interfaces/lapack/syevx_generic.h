/*
 * syevx_generic.h -- xSYEVX / xHEEVX: LAPACK's argument checks (the same as
 * Trident's, numbered as LAPACK numbers them), then Trident's subset driver.
 */
#if TRI_COMPLEX
#define SYEVX_PARAMS                                                                          \
    const char *jobz, const char *range, const char *uplo, const lapack_int *n, TRI_T *a,     \
        const lapack_int *lda, const TRI_R *vl, const TRI_R *vu, const lapack_int *il,        \
        const lapack_int *iu, const TRI_R *abstol, lapack_int *m, TRI_R *w, TRI_T *z,         \
        const lapack_int *ldz, TRI_T *work, const lapack_int *lwork, TRI_R *rwork,            \
        lapack_int *iwork, lapack_int *ifail, lapack_int *info, size_t ljobz, size_t lrange, \
        size_t luplo
#define SYEVX_ARGS                                                                          \
    jobz, range, uplo, n, a, lda, vl, vu, il, iu, abstol, m, w, z, ldz, work, lwork, rwork, \
        iwork, ifail, info, ljobz, lrange, luplo
#else
#define SYEVX_PARAMS                                                                          \
    const char *jobz, const char *range, const char *uplo, const lapack_int *n, TRI_T *a,     \
        const lapack_int *lda, const TRI_R *vl, const TRI_R *vu, const lapack_int *il,        \
        const lapack_int *iu, const TRI_R *abstol, lapack_int *m, TRI_R *w, TRI_T *z,         \
        const lapack_int *ldz, TRI_T *work, const lapack_int *lwork, lapack_int *iwork,       \
        lapack_int *ifail, lapack_int *info, size_t ljobz, size_t lrange, size_t luplo
#define SYEVX_ARGS                                                                   \
    jobz, range, uplo, n, a, lda, vl, vu, il, iu, abstol, m, w, z, ldz, work, lwork, \
        iwork, ifail, info, ljobz, lrange, luplo
#endif

static const char TRI_SFX(syevx_symbol)[] = TRI_STR(TRI_LAPACK_SY(evx));

LAYER_SYSTEM(TRI_SFX(syevx_system), TRI_SFX(syevx_symbol), SYEVX_PARAMS, SYEVX_ARGS)

LAYER_EXPORT void TRI_LAPACK_SY(evx)(SYEVX_PARAMS)
{
    const char *sym = TRI_SFX(syevx_symbol);
    if (layer_busy()) {
        TRI_SFX(syevx_system)(SYEVX_ARGS);
        return;
    }
    const int lquery = *lwork == -1;
    const lapack_int nn = *n;
    int bad = layer_subset_args_bad(jobz, range, uplo, nn, *lda, *vl, *vu, *il, *iu, *ldz);
    if (!bad && *lwork < (nn <= 1 ? 1 : (TRI_COMPLEX ? 2 : 8) * nn) && !lquery) bad = 17;
    if (bad) {
        layer_illegal(sym, bad, info);
        return;
    }

    layer_trident_begin();
#if TRI_COMPLEX
    TRI_PUBLIC_SY(evx)(*jobz, *range, *uplo, nn, a, *lda, *vl, *vu, *il, *iu, *abstol, m, w, z,
                       *ldz, work, *lwork, rwork, iwork, ifail, info);
#else
    TRI_PUBLIC_SY(evx)(*jobz, *range, *uplo, nn, a, *lda, *vl, *vu, *il, *iu, *abstol, m, w, z,
                       *ldz, work, *lwork, iwork, ifail, info);
#endif
    layer_trident_end(*info);
    if (layer_finish(sym, nn, lquery, info)) TRI_SFX(syevx_system)(SYEVX_ARGS);
}

#undef SYEVX_PARAMS
#undef SYEVX_ARGS
