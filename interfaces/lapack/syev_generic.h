/*
 * syev_generic.h -- xSYEV / xHEEV, served by Trident's xSYEVD / xHEEVD (the
 * same eigenpairs, by divide and conquer instead of QR iteration) when the
 * caller's work array holds xSYEVD's minimum; iwork (and, for xHEEV, rwork,
 * whose size LAPACK fixes at 3n-2) are allocated here.  A smaller lwork, or
 * a failed allocation, falls through to the system LAPACK.  A workspace query
 * answers max(xSYEV's minimum, Trident's xSYEVD optimum), so a program that
 * queries and then allocates gets Trident.
 */
#if TRI_COMPLEX
#define SYEV_PARAMS                                                                           \
    const char *jobz, const char *uplo, const lapack_int *n, TRI_T *a, const lapack_int *lda, \
        TRI_R *w, TRI_T *work, const lapack_int *lwork, TRI_R *rwork, lapack_int *info,       \
        size_t ljobz, size_t luplo
#define SYEV_ARGS jobz, uplo, n, a, lda, w, work, lwork, rwork, info, ljobz, luplo
#else
#define SYEV_PARAMS                                                                           \
    const char *jobz, const char *uplo, const lapack_int *n, TRI_T *a, const lapack_int *lda, \
        TRI_R *w, TRI_T *work, const lapack_int *lwork, lapack_int *info, size_t ljobz,       \
        size_t luplo
#define SYEV_ARGS jobz, uplo, n, a, lda, w, work, lwork, info, ljobz, luplo
#endif

static const char TRI_SFX(syev_symbol)[] = TRI_STR(TRI_LAPACK_SY(ev));

LAYER_SYSTEM(TRI_SFX(syev_system), TRI_SFX(syev_symbol), SYEV_PARAMS, SYEV_ARGS)

/* Trident's xSYEVD on the caller's a, w, work and the given rwork / iwork. */
static void TRI_SFX(syev_trident)(const char *jobz, const char *uplo, const lapack_int *n,
                                  TRI_T *a, const lapack_int *lda, TRI_R *w, TRI_T *work,
                                  lapack_int lwork, TRI_R *rw, lapack_int lrw, lapack_int *iw,
                                  lapack_int liw, lapack_int *info)
{
    layer_trident_begin();
#if TRI_COMPLEX
    TRI_PUBLIC_SY(evd)(*jobz, *uplo, *n, a, *lda, w, work, lwork, rw, lrw, iw, liw, info);
#else
    (void)rw, (void)lrw;
    TRI_PUBLIC_SY(evd)(*jobz, *uplo, *n, a, *lda, w, work, lwork, iw, liw, info);
#endif
    layer_trident_end(*info);
}

LAYER_EXPORT void TRI_LAPACK_SY(ev)(SYEV_PARAMS)
{
    const char *sym = TRI_SFX(syev_symbol);
    if (layer_busy()) {
        TRI_SFX(syev_system)(SYEV_ARGS);
        return;
    }
    const int lquery = *lwork == -1;
    const int wantz = layer_lsame(jobz, 'V');
    const lapack_int lwkmin = layer_max(1, (TRI_COMPLEX ? 2 : 3) * *n - 1);
    int bad = 0;
    if (!wantz && !layer_lsame(jobz, 'N')) bad = 1;
    else if (!layer_lsame(uplo, 'L') && !layer_lsame(uplo, 'U')) bad = 2;
    else if (*n < 0) bad = 3;
    else if (*lda < layer_max(1, *n)) bad = 5;
    else if (*lwork < lwkmin && !lquery) bad = 8;
    if (bad) {
        layer_illegal(sym, bad, info);
        return;
    }

    int64_t lwmin, lrwmin, liwmin; /* xSYEVD's */
    layer_syevd_sizes(TRI_COMPLEX, wantz, *n, &lwmin, &lrwmin, &liwmin);
    if (lquery) {
        TRI_R rw1;
        lapack_int iw1;
        TRI_SFX(syev_trident)(jobz, uplo, n, a, lda, w, work, -1, &rw1, -1, &iw1, -1, info);
        if (*info == 0 && tri_real(work[0]) < (TRI_R)lwkmin) work[0] = (TRI_R)lwkmin;
        return;
    }
    if (*lwork < lwmin) {
        layer_trace_system(sym, *n, "lwork is below the minimum of Trident's xSYEVD path");
        TRI_SFX(syev_system)(SYEV_ARGS);
        return;
    }
    lapack_int *iw;
    void *rw;
    if (!layer_syevd_scratch(TRI_COMPLEX, sizeof(TRI_R), lrwmin, liwmin, &rw, &iw)) {
        layer_trace_system(sym, *n, "no memory for the workspace of Trident's xSYEVD path");
        TRI_SFX(syev_system)(SYEV_ARGS);
        return;
    }
    TRI_SFX(syev_trident)(jobz, uplo, n, a, lda, w, work, *lwork, rw, (lapack_int)lrwmin, iw,
                          (lapack_int)liwmin, info);
    free(iw);
    free(rw);
    if (layer_finish(sym, *n, 0, info)) TRI_SFX(syev_system)(SYEV_ARGS);
}

#undef SYEV_PARAMS
#undef SYEV_ARGS
