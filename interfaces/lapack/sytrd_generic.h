/*
 * sytrd_generic.h -- xSYTRD / xHETRD: LAPACK's argument checks, then
 * Trident's tridiagonalization (host or GPU by the default context).
 * Workspace: LAPACK's (lwork >= 1; a query answers n*nb).
 */
#define SYTRD_PARAMS                                                                         \
    const char *uplo, const lapack_int *n, TRI_T *a, const lapack_int *lda, TRI_R *d, TRI_R *e, \
        TRI_T *tau, TRI_T *work, const lapack_int *lwork, lapack_int *info, size_t luplo
#define SYTRD_ARGS uplo, n, a, lda, d, e, tau, work, lwork, info, luplo

static const char TRI_SFX(sytrd_symbol)[] = TRI_STR(TRI_LAPACK_SY(trd));

LAYER_SYSTEM(TRI_SFX(sytrd_system), TRI_SFX(sytrd_symbol), SYTRD_PARAMS, SYTRD_ARGS)

LAYER_EXPORT void TRI_LAPACK_SY(trd)(SYTRD_PARAMS)
{
    const char *sym = TRI_SFX(sytrd_symbol);
    if (layer_busy()) {
        TRI_SFX(sytrd_system)(SYTRD_ARGS);
        return;
    }
    const int lquery = *lwork == -1;
    int bad = 0;
    if (!layer_lsame(uplo, 'U') && !layer_lsame(uplo, 'L')) bad = 1;
    else if (*n < 0) bad = 2;
    else if (*lda < layer_max(1, *n)) bad = 4;
    else if (*lwork < 1 && !lquery) bad = 9;
    if (bad) {
        layer_illegal(sym, bad, info);
        return;
    }

    layer_trident_begin();
    TRI_PUBLIC_SY(trd)(*uplo, *n, a, *lda, d, e, tau, work, *lwork, info);
    layer_trident_end(*info);
    if (layer_finish(sym, *n, lquery, info)) TRI_SFX(sytrd_system)(SYTRD_ARGS);
}

#undef SYTRD_PARAMS
#undef SYTRD_ARGS
