/*
 * syevd_gpu_generic.h -- xSYEVD / xHEEVD on device memory (trident_cuda.h):
 * argument checks (ctx is argument 1), then the device eigen driver
 * (dispatch/syevd_device_generic.h).
 */

#if TRI_COMPLEX
#define TRI_SYEVD_GPU TRI_PUBLIC(heevd_gpu)
#else
#define TRI_SYEVD_GPU TRI_PUBLIC(syevd_gpu)
#endif

void TRI_SYEVD_GPU(trident_context *ctx, char jobz, char uplo, int64_t n, TRI_T *dA, int64_t ldda,
                   TRI_R *dW, trident_int *info)
{
    static const char *routine = TRI_STR(TRI_SYEVD_GPU);
    trident_int dummy;
    if (!info) info = &dummy;
    if (trident_entry_context(ctx, routine, info)) return;
    const int wantz = trident_lsame(jobz, 'V');
    if (!wantz && !trident_lsame(jobz, 'N'))
        trident_illegal_argument(routine, 2, info);
    else if (!trident_lsame(uplo, 'U') && !trident_lsame(uplo, 'L'))
        trident_illegal_argument(routine, 3, info);
    else if (n < 0)
        trident_illegal_argument(routine, 4, info);
    else if (!dA && n > 0)
        trident_illegal_argument(routine, 5, info);
    else if (ldda < (n > 1 ? n : 1))
        trident_illegal_argument(routine, 6, info);
    else if (!dW && n > 0)
        trident_illegal_argument(routine, 7, info);
    if (*info || n == 0) return;

    trident_context_lock(ctx);
    *info = TRI_SFX(trident_syevd_device)(ctx, routine, wantz ? 'V' : 'N', trident_upper(uplo), n,
                                          dA, ldda, dW);
    trident_context_unlock(ctx);
    if (*info > 0) /* failures (< 0) were reported where they happened */
        trident_report(routine, *info, "the tridiagonal eigensolver failed to converge");
}

#undef TRI_SYEVD_GPU
