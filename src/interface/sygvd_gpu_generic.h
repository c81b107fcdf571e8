/*
 * sygvd_gpu_generic.h -- xSYGVD / xHEGVD on device memory (trident_cuda.h):
 * argument checks (ctx is argument 1), then the device driver.
 *
 * The driver works on the whole of its A as workspace.  For jobz 'V' that is
 * dA itself (every column becomes an eigenvector); for jobz 'N' it is a
 * device copy, so that dA's triangle not named by uplo keeps its contents as
 * LAPACK promises (only the stored triangle is destroyed; here it is not
 * written at all).  Out of device memory: reported before anything is
 * written when the Cholesky step or (jobz 'N') the copy cannot get memory;
 * if the standard eigensolver runs out later, dB already holds the factor
 * and, for jobz 'V', dA the reduced matrix.
 */

/* The checked call on the device (ctx held by the caller): with vectors
 * on dA itself, else on a copy of A so that dA is left as it was. */
static void TRI_SFX(sygvd_gpu_run)(trident_context *ctx, const char *routine, int64_t itype, int wantz,
                                   char uplo, int64_t n, TRI_T *dA, int64_t ldda, TRI_T *dB, int64_t lddb,
                                   TRI_R *dW, trident_int *info)
{
    const trident_backend_ops *be = trident_cuda_backend();
    int status = be ? trident_cuda_ready(ctx) : TRIDENT_INFO_BACKEND_UNAVAILABLE;
    if (status) {
        *info = status;
        trident_report(routine, status, "%s", trident_info_string(status));
        return;
    }
    trident_context_set_last_backend(ctx, be->name);
    trident_trace(ctx, "%s itype=%lld n=%lld backend=%s", routine, (long long)itype, (long long)n,
                  be->name);
    const char z = wantz ? 'V' : 'N', u = trident_upper(uplo);
    if (wantz) {
        *info = TRI_SFX(trident_sygvd_device)(ctx, routine, 0, (int)itype, z, u, n, dA, ldda, dB,
                                              lddb, dW);
        return;
    }
    const int64_t ldc = (n + 31) / 32 * 32;
    TRI_T *dC = be->alloc(ctx, (size_t)ldc * (size_t)n * sizeof(TRI_T));
    if (!dC) {
        status = TRIDENT_INFO_OUT_OF_MEMORY;
    } else {
        be->copy_matrix(ctx, TRIDENT_COPY_BACKEND_TO_BACKEND, n, n, sizeof(TRI_T), dA, ldda, dC, ldc);
        status = be->synchronize(ctx);
    }
    if (status) {
        *info = status;
        trident_report(routine, status, "%s", trident_info_string(status));
    } else {
        *info = TRI_SFX(trident_sygvd_device)(ctx, routine, 0, (int)itype, z, u, n, dC, ldc, dB,
                                              lddb, dW);
    }
    be->free(ctx, dC);
}

void TRI_PUBLIC_SY(gvd_gpu)(trident_context *ctx, int64_t itype, char jobz, char uplo, int64_t n,
                            TRI_T *dA, int64_t ldda, TRI_T *dB, int64_t lddb, TRI_R *dW,
                            trident_int *info)
{
    static const char *routine = TRI_STR(TRI_PUBLIC_SY(gvd_gpu));
    trident_int dummy;
    if (!info) info = &dummy;
    if (trident_entry_context(ctx, routine, info)) return;
    const int wantz = trident_lsame(jobz, 'V');
    if (itype < 1 || itype > 3)
        trident_illegal_argument(routine, 2, info);
    else if (!wantz && !trident_lsame(jobz, 'N'))
        trident_illegal_argument(routine, 3, info);
    else if (!trident_lsame(uplo, 'U') && !trident_lsame(uplo, 'L'))
        trident_illegal_argument(routine, 4, info);
    else if (n < 0)
        trident_illegal_argument(routine, 5, info);
    else if (!dA && n > 0)
        trident_illegal_argument(routine, 6, info);
    else if (ldda < (n > 1 ? n : 1))
        trident_illegal_argument(routine, 7, info);
    else if (!dB && n > 0)
        trident_illegal_argument(routine, 8, info);
    else if (lddb < (n > 1 ? n : 1))
        trident_illegal_argument(routine, 9, info);
    else if (!dW && n > 0)
        trident_illegal_argument(routine, 10, info);
    if (*info || n == 0) return;

    trident_context_lock(ctx);
    TRI_SFX(sygvd_gpu_run)(ctx, routine, itype, wantz, uplo, n, dA, ldda, dB, lddb, dW, info);
    trident_context_unlock(ctx);
}
