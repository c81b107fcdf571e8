/*
 * sytrd_generic.h -- LAPACK-compatible xSYTRD / xHETRD (see trident.h):
 * argument checks, workspace query, then the driver on the chosen backend.
 * Also double-double's trident_wsytrd (sytrd.c): scalars are written with
 * TRI_LIT / TRI_R_FROM_INT (prec_names.h).
 */

void TRI_PUBLIC_SY(trd)(char uplo, trident_int n, TRI_T *a, trident_int lda,
                        TRI_R *d, TRI_R *e, TRI_T *tau,
                        TRI_T *work, trident_int lwork, trident_int *info)
{
    static const char *routine = TRI_STR(TRI_PUBLIC_SY(trd));
    trident_int dummy;
    if (!info) info = &dummy;
    *info = 0;

    const int lquery = (lwork == -1);
    if (!trident_lsame(uplo, 'U') && !trident_lsame(uplo, 'L'))
        trident_illegal_argument(routine, 1, info);
    else if (n < 0)
        trident_illegal_argument(routine, 2, info);
    else if (!a && n > 0)
        trident_illegal_argument(routine, 3, info);
    else if (lda < (n > 1 ? n : 1))
        trident_illegal_argument(routine, 4, info);
    else if (!d && n > 0)
        trident_illegal_argument(routine, 5, info);
    else if (!e && n > 1)
        trident_illegal_argument(routine, 6, info);
    else if (!tau && n > 1)
        trident_illegal_argument(routine, 7, info);
    else if (!work)
        trident_illegal_argument(routine, 8, info);
    else if (lwork < 1 && !lquery)
        trident_illegal_argument(routine, 9, info);
    if (*info) return;

    trident_context *ctx = trident_default_context();
    if (lquery) {
        const int64_t nb = trident_sytrd_block_size(&trident_host_backend, n);
        work[0] = TRI_R_FROM_INT(n > 0 ? n * nb : 1);
        return;
    }
    if (n == 0) {
        work[0] = TRI_LIT(1);
        return;
    }
    trident_call call;
    const int host_only = trident_dispatch_host_only(ctx, n, TRIDENT_SYTRD_GPU_CROSSOVER);
    trident_context *run = trident_call_begin(&call, ctx, host_only);
    *info = TRI_SFX(trident_sytrd_dispatch)(run, routine, uplo, n, a, lda, d, e, tau,
                                                  work, lwork);
    trident_call_end(&call);
    if (*info == 0) work[0] = TRI_R_FROM_INT(n * trident_sytrd_block_size(&trident_host_backend, n));
}
