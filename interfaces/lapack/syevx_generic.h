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
    const int wantz = layer_lsame(jobz, 'V');
    const int valeig = layer_lsame(range, 'V'), indeig = layer_lsame(range, 'I');
    const lapack_int nn = *n;
    int bad = 0;
    if (!wantz && !layer_lsame(jobz, 'N')) bad = 1;
    else if (!valeig && !indeig && !layer_lsame(range, 'A')) bad = 2;
    else if (!layer_lsame(uplo, 'L') && !layer_lsame(uplo, 'U')) bad = 3;
    else if (nn < 0) bad = 4;
    else if (*lda < layer_max(1, nn)) bad = 6;
    else if (valeig && nn > 0 && !(*vu > *vl)) bad = 8;
    else if (indeig && (*il < 1 || *il > layer_max(1, nn))) bad = 9;
    else if (indeig && (*iu < (nn < *il ? nn : *il) || *iu > nn)) bad = 10;
    else if (*ldz < 1 || (wantz && *ldz < nn)) bad = 15;
    else if (*lwork < (nn <= 1 ? 1 : (TRI_COMPLEX ? 2 : 8) * nn) && !lquery) bad = 17;
    if (bad) {
        layer_illegal(sym, bad, info);
        return;
    }

    layer_enter();
#if TRI_COMPLEX
    TRI_PUBLIC_SY(evx)(*jobz, *range, *uplo, nn, a, *lda, *vl, *vu, *il, *iu, *abstol, m, w, z,
                       *ldz, work, *lwork, rwork, iwork, ifail, info);
#else
    TRI_PUBLIC_SY(evx)(*jobz, *range, *uplo, nn, a, *lda, *vl, *vu, *il, *iu, *abstol, m, w, z,
                       *ldz, work, *lwork, iwork, ifail, info);
#endif
    layer_leave();
    if (layer_finish(sym, nn, lquery, info)) TRI_SFX(syevx_system)(SYEVX_ARGS);
}

#undef SYEVX_PARAMS
#undef SYEVX_ARGS
