/*
 * syevx_gpu_generic.h -- xSYEVX / xHEEVX on device memory (trident_cuda.h):
 * argument checks (ctx is argument 1, so every position is LAPACK's plus
 * one), then the device subset driver (dispatch/syevx_device_generic.h).
 */

#if TRI_COMPLEX
#define TRI_SYEVX_GPU TRI_PUBLIC(heevx_gpu)
#else
#define TRI_SYEVX_GPU TRI_PUBLIC(syevx_gpu)
#endif

void TRI_SYEVX_GPU(trident_context *ctx, char jobz, char range, char uplo, int64_t n, TRI_T *dA, int64_t ldda,
                   TRI_R vl, TRI_R vu, int64_t il, int64_t iu, TRI_R abstol, trident_int *m, TRI_R *dW,
                   TRI_T *dZ, int64_t lddz, trident_int *ifail, trident_int *info)
{
    static const char *routine = TRI_STR(TRI_SYEVX_GPU);
    trident_int dummy;
    (void)abstol; /* the device bisection converges to full accuracy */
    if (!info) info = &dummy;
    if (trident_entry_context(ctx, routine, info)) return;
    const int wantz = trident_lsame(jobz, 'V');
    trident_check_subset_args(routine, 1, jobz, range, uplo, n, dA, ldda, vu > vl, il, iu, m, dW, dZ, lddz,
                              info);
    if (!*info && wantz && !ifail && n > 0) trident_illegal_argument(routine, 17, info);
    if (*info) return;
    *m = 0;
    if (n == 0) return; /* as the other device entries: no device needed */

    const char r = trident_lsame(range, 'A') ? 'A' : trident_lsame(range, 'V') ? 'V' : 'I';
    trident_context_lock(ctx);
    *info = TRI_SFX(trident_syevx_device)(ctx, routine, wantz, r, trident_upper(uplo), n, dA, ldda, vl, vu,
                                          il, iu, m, dW, dZ, lddz, ifail);
    trident_context_unlock(ctx);
    if (*info > 0) /* failures (< 0) were reported where they happened */
        trident_report(routine, *info, "%d eigenvectors failed to converge (see ifail), or the divide and "
                                       "conquer did not", (int)*info);
}

#undef TRI_SYEVX_GPU
