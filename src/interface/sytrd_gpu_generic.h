/*
 * sytrd_gpu_generic.h -- xSYTRD / xHETRD on device memory (trident_cuda.h).
 */

void TRI_PUBLIC_SY(trd_gpu)(trident_context *ctx, char uplo, int64_t n, TRI_T *da, int64_t ldda,
                            TRI_R *d, TRI_R *e, TRI_T *tau, trident_int *info)
{
    static const char *routine = TRI_STR(TRI_PUBLIC_SY(trd_gpu));
    trident_int dummy;
    if (!info) info = &dummy;
    if (trident_entry_context(ctx, routine, info)) return;
    if (!trident_lsame(uplo, 'U') && !trident_lsame(uplo, 'L'))
        trident_illegal_argument(routine, 2, info);
    else if (n < 0)
        trident_illegal_argument(routine, 3, info);
    else if (!da && n > 0)
        trident_illegal_argument(routine, 4, info);
    else if (ldda < (n > 1 ? n : 1))
        trident_illegal_argument(routine, 5, info);
    else if (!d && n > 0)
        trident_illegal_argument(routine, 6, info);
    else if (!e && n > 1)
        trident_illegal_argument(routine, 7, info);
    else if (!tau && n > 1)
        trident_illegal_argument(routine, 8, info);
    if (*info || n == 0) return;

    const trident_backend_ops *be = trident_cuda_backend();
    trident_context_lock(ctx);
    int status = be ? trident_cuda_ready(ctx) : TRIDENT_INFO_BACKEND_UNAVAILABLE;
    if (!status) {
        trident_context_set_last_backend(ctx, be->name);
        trident_trace(ctx, "%s n=%lld backend=%s", routine, (long long)n, be->name);
        status = TRI_SFX(trident_sytrd_device)(ctx, be, trident_upper(uplo), n, da, ldda, d, e, tau);
    }
    trident_context_unlock(ctx);
    if (status) {
        *info = status;
        trident_report(routine, status, "%s", trident_info_string(status));
    }
}
