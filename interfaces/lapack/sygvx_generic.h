/*
 * sygvx_generic.h -- xSYGVX / xHEGVX: LAPACK's argument checks, then
 * Trident's generalized subset driver.
 */
#if TRI_COMPLEX
#define SYGVX_PARAMS                                                                              \
    const lapack_int *itype, const char *jobz, const char *range, const char *uplo,               \
        const lapack_int *n, TRI_T *a, const lapack_int *lda, TRI_T *b, const lapack_int *ldb,    \
        const TRI_R *vl, const TRI_R *vu, const lapack_int *il, const lapack_int *iu,             \
        const TRI_R *abstol, lapack_int *m, TRI_R *w, TRI_T *z, const lapack_int *ldz,            \
        TRI_T *work, const lapack_int *lwork, TRI_R *rwork, lapack_int *iwork, lapack_int *ifail, \
        lapack_int *info, size_t ljobz, size_t lrange, size_t luplo
#define SYGVX_ARGS                                                                                 \
    itype, jobz, range, uplo, n, a, lda, b, ldb, vl, vu, il, iu, abstol, m, w, z, ldz, work,       \
        lwork, rwork, iwork, ifail, info, ljobz, lrange, luplo
#else
#define SYGVX_PARAMS                                                                           \
    const lapack_int *itype, const char *jobz, const char *range, const char *uplo,            \
        const lapack_int *n, TRI_T *a, const lapack_int *lda, TRI_T *b, const lapack_int *ldb, \
        const TRI_R *vl, const TRI_R *vu, const lapack_int *il, const lapack_int *iu,          \
        const TRI_R *abstol, lapack_int *m, TRI_R *w, TRI_T *z, const lapack_int *ldz,         \
        TRI_T *work, const lapack_int *lwork, lapack_int *iwork, lapack_int *ifail,            \
        lapack_int *info, size_t ljobz, size_t lrange, size_t luplo
#define SYGVX_ARGS                                                                           \
    itype, jobz, range, uplo, n, a, lda, b, ldb, vl, vu, il, iu, abstol, m, w, z, ldz, work, \
        lwork, iwork, ifail, info, ljobz, lrange, luplo
#endif

static const char TRI_SFX(sygvx_symbol)[] = TRI_STR(TRI_LAPACK_SY(gvx));

LAYER_SYSTEM(TRI_SFX(sygvx_system), TRI_SFX(sygvx_symbol), SYGVX_PARAMS, SYGVX_ARGS)

LAYER_EXPORT void TRI_LAPACK_SY(gvx)(SYGVX_PARAMS)
{
    const char *sym = TRI_SFX(sygvx_symbol);
    if (layer_busy()) {
        TRI_SFX(sygvx_system)(SYGVX_ARGS);
        return;
    }
    const lapack_int nn = *n;
    const int lquery = *lwork == -1;
    const int wantz = layer_lsame(jobz, 'V');
    const int valeig = layer_lsame(range, 'V'), indeig = layer_lsame(range, 'I');
    int bad = 0;
    if (*itype < 1 || *itype > 3) bad = 1;
    else if (!wantz && !layer_lsame(jobz, 'N')) bad = 2;
    else if (!valeig && !indeig && !layer_lsame(range, 'A')) bad = 3;
    else if (!layer_lsame(uplo, 'U') && !layer_lsame(uplo, 'L')) bad = 4;
    else if (nn < 0) bad = 5;
    else if (*lda < layer_max(1, nn)) bad = 7;
    else if (*ldb < layer_max(1, nn)) bad = 9;
    else if (valeig && nn > 0 && !(*vu > *vl)) bad = 11;
    else if (indeig && (*il < 1 || *il > layer_max(1, nn))) bad = 12;
    else if (indeig && (*iu < (nn < *il ? nn : *il) || *iu > nn)) bad = 13;
    else if (*ldz < 1 || (wantz && *ldz < nn)) bad = 18;
    else if (*lwork < layer_max(1, (TRI_COMPLEX ? 2 : 8) * nn) && !lquery) bad = 20;
    if (bad) {
        layer_illegal(sym, bad, info);
        return;
    }

    layer_trident_begin();
#if TRI_COMPLEX
    TRI_PUBLIC_SY(gvx)(*itype, *jobz, *range, *uplo, nn, a, *lda, b, *ldb, *vl, *vu, *il, *iu,
                       *abstol, m, w, z, *ldz, work, *lwork, rwork, iwork, ifail, info);
#else
    TRI_PUBLIC_SY(gvx)(*itype, *jobz, *range, *uplo, nn, a, *lda, b, *ldb, *vl, *vu, *il, *iu,
                       *abstol, m, w, z, *ldz, work, *lwork, iwork, ifail, info);
#endif
    layer_trident_end(*info);
    /* No second try after a Trident failure: B may hold its factor by then. */
    layer_after_trident(sym, info);
    if (!lquery) layer_trace_served(sym, nn, *info);
}

#undef SYGVX_PARAMS
#undef SYGVX_ARGS
