/*
 * syevr_generic.h -- xSYEVR / xHEEVR: LAPACK's argument checks (workspace
 * minima 1 for n <= 1, as newer LAPACK and Trident have them), then
 * Trident's MRRR driver.
 */
#if TRI_COMPLEX
#define SYEVR_PARAMS                                                                            \
    const char *jobz, const char *range, const char *uplo, const lapack_int *n, TRI_T *a,       \
        const lapack_int *lda, const TRI_R *vl, const TRI_R *vu, const lapack_int *il,          \
        const lapack_int *iu, const TRI_R *abstol, lapack_int *m, TRI_R *w, TRI_T *z,           \
        const lapack_int *ldz, lapack_int *isuppz, TRI_T *work, const lapack_int *lwork,        \
        TRI_R *rwork, const lapack_int *lrwork, lapack_int *iwork, const lapack_int *liwork,    \
        lapack_int *info, size_t ljobz, size_t lrange, size_t luplo
#define SYEVR_ARGS                                                                               \
    jobz, range, uplo, n, a, lda, vl, vu, il, iu, abstol, m, w, z, ldz, isuppz, work, lwork,     \
        rwork, lrwork, iwork, liwork, info, ljobz, lrange, luplo
#else
#define SYEVR_PARAMS                                                                            \
    const char *jobz, const char *range, const char *uplo, const lapack_int *n, TRI_T *a,       \
        const lapack_int *lda, const TRI_R *vl, const TRI_R *vu, const lapack_int *il,          \
        const lapack_int *iu, const TRI_R *abstol, lapack_int *m, TRI_R *w, TRI_T *z,           \
        const lapack_int *ldz, lapack_int *isuppz, TRI_T *work, const lapack_int *lwork,        \
        lapack_int *iwork, const lapack_int *liwork, lapack_int *info, size_t ljobz,            \
        size_t lrange, size_t luplo
#define SYEVR_ARGS                                                                               \
    jobz, range, uplo, n, a, lda, vl, vu, il, iu, abstol, m, w, z, ldz, isuppz, work, lwork,     \
        iwork, liwork, info, ljobz, lrange, luplo
#endif

static const char TRI_SFX(syevr_symbol)[] = TRI_STR(TRI_LAPACK_SY(evr));

LAYER_SYSTEM(TRI_SFX(syevr_system), TRI_SFX(syevr_symbol), SYEVR_PARAMS, SYEVR_ARGS)

LAYER_EXPORT void TRI_LAPACK_SY(evr)(SYEVR_PARAMS)
{
    const char *sym = TRI_SFX(syevr_symbol);
    if (layer_busy()) {
        TRI_SFX(syevr_system)(SYEVR_ARGS);
        return;
    }
    const lapack_int nn = *n;
#if TRI_COMPLEX
    const int lquery = *lwork == -1 || *lrwork == -1 || *liwork == -1;
    const lapack_int lwmin = nn <= 1 ? 1 : 2 * nn, lrwmin = nn <= 1 ? 1 : 24 * nn;
    enum { arg_lwork = 18, arg_lrwork = 20, arg_liwork = 22 };
#else
    const int lquery = *lwork == -1 || *liwork == -1;
    const lapack_int lwmin = nn <= 1 ? 1 : 26 * nn, lrwmin = 0, *lrwork = &lrwmin;
    enum { arg_lwork = 18, arg_lrwork = 0, arg_liwork = 20 };
#endif
    const lapack_int liwmin = nn <= 1 ? 1 : 10 * nn;
    int bad = layer_subset_args_bad(jobz, range, uplo, nn, *lda, *vl, *vu, *il, *iu, *ldz);
    if (!bad && !lquery) {
        if (*lwork < lwmin) bad = arg_lwork;
        else if (TRI_COMPLEX && *lrwork < lrwmin) bad = arg_lrwork;
        else if (*liwork < liwmin) bad = arg_liwork;
    }
    if (bad) {
        layer_illegal(sym, bad, info);
        return;
    }

    layer_trident_begin();
#if TRI_COMPLEX
    TRI_PUBLIC_SY(evr)(*jobz, *range, *uplo, nn, a, *lda, *vl, *vu, *il, *iu, *abstol, m, w, z,
                       *ldz, isuppz, work, *lwork, rwork, *lrwork, iwork, *liwork, info);
#else
    TRI_PUBLIC_SY(evr)(*jobz, *range, *uplo, nn, a, *lda, *vl, *vu, *il, *iu, *abstol, m, w, z,
                       *ldz, isuppz, work, *lwork, iwork, *liwork, info);
#endif
    layer_trident_end(*info);
    if (*info == 0) {
        /* The answers, a query's and a solve's, serve the system routine too
         * (README): LAPACK 3.11 asks its minimums at n = 1 as well, where
         * Trident's are 1. */
        const lapack_int sys_lwork = layer_max(1, (TRI_COMPLEX ? 2 : 26) * nn), sys_liwork = layer_max(1, 10 * nn);
        if (tri_real(work[0]) < (TRI_R)sys_lwork) work[0] = (TRI_R)sys_lwork;
        if (iwork[0] < sys_liwork) iwork[0] = sys_liwork;
#if TRI_COMPLEX
        if (rwork[0] < (TRI_R)layer_max(1, 24 * nn)) rwork[0] = (TRI_R)layer_max(1, 24 * nn);
#endif
    }
    if (layer_finish(sym, nn, lquery, info)) TRI_SFX(syevr_system)(SYEVR_ARGS);
}

#undef SYEVR_PARAMS
#undef SYEVR_ARGS
