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
    int status = be ? trident_cuda_ready(ctx) : TRIDENT_INFO_BACKEND_UNAVAILABLE;
    if (!status) {
        ctx->last_backend = be->name;
        trident_trace(ctx, "%s n=%lld backend=%s", routine, (long long)n, be->name);
        const int64_t nb = trident_sytrd_block_size(be, n);
        const int64_t ldw = (n + 31) / 32 * 32;
        TRI_T *dw = be->alloc(ctx, ((size_t)ldw * (size_t)nb + 2 * (size_t)nb + 1) * sizeof(TRI_T));
        if (!dw) {
            status = TRIDENT_INFO_OUT_OF_MEMORY;
        } else {
            TRI_SFX(trident_sytrd_blocked)(ctx, be, trident_upper(uplo), n, da, ldda, d, e, tau,
                                           dw, ldw, nb, dw + ldw * nb);
            status = be->synchronize(ctx);
            be->free(ctx, dw);
        }
    }
    if (status) {
        *info = status;
        trident_report(routine, status, "%s", trident_info_string(status));
    }
}
