/*
 * sygvd_generic.h -- LAPACK-compatible xSYGVD / xHEGVD (see trident.h), and
 * the _factored variants that take B as its Cholesky factor:
 *   B = U^H U or L L^H (xPOTRF),  A := inv(U^H) A inv(U) (xSYGST / xHEGST),
 *   the standard problem by Trident's eigen driver (stage 1 on the GPU when
 *   dispatch picks it), then the eigenvectors back-transformed with the
 *   triangular factor (xTRSM for itype 1 and 2, xTRMM for itype 3).
 * Cholesky, reduction and back-transformation run in the host LAPACK/BLAS;
 * xSYGVX shares them (trident_sygv_reduce, trident_sygv_backtransform).
 */

/* Argument positions: the complex routines have rwork/lrwork before iwork. */
enum {
    TRI_SFX(GV_ARG_LWORK) = 11,
    TRI_SFX(GV_ARG_RWORK) = 12,
    TRI_SFX(GV_ARG_LRWORK) = 13,
    TRI_SFX(GV_ARG_IWORK) = TRI_COMPLEX ? 14 : 12,
    TRI_SFX(GV_ARG_LIWORK) = TRI_COMPLEX ? 15 : 13,
};

static void TRI_SFX(sygvd_entry)(const char *routine, int factored, trident_int itype, char jobz,
                                 char uplo, trident_int n, TRI_T *a, trident_int lda, TRI_T *b,
                                 trident_int ldb, TRI_R *w, TRI_T *work, trident_int lwork,
                                 TRI_R *rwork, trident_int lrwork, trident_int *iwork,
                                 trident_int liwork, trident_int *info)
{
    const int wantz = trident_lsame(jobz, 'V');
    const int upper = trident_lsame(uplo, 'U');
    const int lquery = lwork == -1 || liwork == -1 || (TRI_COMPLEX && lrwork == -1);
    *info = 0;

    trident_sygvd_check_args(routine, itype, jobz, uplo, n, a, lda, b, ldb, w, work,
                             TRI_COMPLEX ? TRI_SFX(GV_ARG_RWORK) : 0, rwork, TRI_SFX(GV_ARG_IWORK), iwork,
                             info);
    if (*info) return;

    /* the same sizes as xSYEVD's */
    TRI_SFX(trident_syevd_check_workspace)(routine, wantz, n, lwork, lrwork, liwork, lquery,
                                           TRI_SFX(GV_ARG_LWORK), TRI_SFX(GV_ARG_LRWORK),
                                           TRI_SFX(GV_ARG_LIWORK), info);
    if (*info) return;

    const char u = upper ? 'U' : 'L', z = wantz ? 'V' : 'N';
    if (lquery || n == 0) {
        *info = TRI_SFX(trident_syevd_checked)(routine, z, u, n, a, lda, w, work, lwork, rwork,
                                               lrwork, iwork, liwork, lquery);
        return;
    }

    /* On the GPU when dispatch sends it there: A and B go up once, the whole
     * chain runs on the device (it honours keep-inputs and canonical vectors
     * itself); *info is final when on_gpu is set. */
    int on_gpu = 0;
    trident_context *ctx = trident_default_context();
    trident_call call;
    trident_context *run = trident_call_begin(&call, ctx, trident_dispatch_host_only(ctx, n, TRIDENT_EIGEN_GPU_CROSSOVER));
    *info = TRI_SFX(trident_sygvd_dispatch_gpu)(run, routine, factored, (int)itype, z, u, n, a, lda, b, ldb, w,
                                                &on_gpu);
    trident_call_end(&call);
    if (on_gpu) { /* LAPACK's optimal sizes in work[0], rwork[0], iwork[0] */
        (void)TRI_SFX(trident_syevd_checked)(routine, z, u, n, a, lda, w, work, lwork, rwork,
                                             lrwork, iwork, liwork, 1);
        return;
    }
    *info = 0;

    /* Keep inputs: b always (unless it is the caller's factor, never
     * written); a only for jobz = 'N' (with 'V' it returns the eigenvectors). */
    TRI_T *a_copy = NULL, *b_copy = NULL;
    if (ctx->keep_inputs) {
        if (!wantz && !(a_copy = TRI_SFX(trident_copy_triangle)(routine, u, n, a, lda, info)))
            return;
        if (!factored && !(b_copy = TRI_SFX(trident_copy_triangle)(routine, u, n, b, ldb, info))) {
            free(a_copy);
            return;
        }
        if (a_copy) a = a_copy, lda = n;
        if (b_copy) b = b_copy, ldb = n;
    }
    *info = TRI_SFX(trident_sygv_reduce)(routine, factored, itype, u, n, a, lda, b, ldb);
    if (*info == 0) {
        trident_call_begin(&call, ctx, trident_dispatch_host_only(ctx, n, TRIDENT_EIGEN_GPU_CROSSOVER));
        *info = TRI_SFX(trident_syevd_checked)(routine, z, u, n, a, lda, w, work, lwork, rwork,
                                               lrwork, iwork, liwork, 0);
        trident_call_end(&call);
    }
    if (*info == 0 && wantz) {
        TRI_SFX(trident_sygv_backtransform)(itype, u, n, n, b, ldb, a, lda);
        if (ctx->canonical_vectors) TRI_SFX(trident_canonicalize_vectors)(n, n, a, lda);
    }
    if (*info > n) /* B not positive definite: the sizes all the same, as LAPACK and the GPU path */
        (void)TRI_SFX(trident_syevd_checked)(routine, z, u, n, a, lda, w, work, lwork, rwork, lrwork, iwork,
                                             liwork, 1);
    free(a_copy), free(b_copy);
}

trident_int TRI_SFX(trident_sygv_reduce)(const char *routine, int factored, trident_int itype,
                                         char uplo, trident_int n, TRI_T *a, trident_int lda,
                                         TRI_T *b, trident_int ldb)
{
    blas_int bn = (blas_int)n, blda = (blas_int)lda, bldb = (blas_int)ldb, binfo = 0;
    if (!factored) {
        TRI_LAPACK(potrf)(&uplo, &bn, b, &bldb, &binfo, 1);
        /* A NaN pivot (from NaN entries of B): reference xPOTRF stops there
         * with info j, an optimized one (OpenBLAS) may run on */
        for (blas_int j = 0; binfo == 0 && j < bn; ++j)
            if (!(tri_real(b[j + (int64_t)j * ldb]) > 0)) binfo = j + 1;
        if (binfo > 0) {
            const trident_int info = n + (trident_int)binfo;
            trident_report(routine, info, "the leading minor of order %d of B is not positive "
                           "definite", (int)binfo);
            return info;
        }
    }
    const blas_int bitype = (blas_int)itype;
    TRI_LAPACK_SY(gst)(&bitype, &uplo, &bn, a, &blda, b, &bldb, &binfo, 1);
    return 0;
}

void TRI_SFX(trident_sygv_backtransform)(trident_int itype, char uplo, trident_int n, trident_int m,
                                         const TRI_T *b, trident_int ldb, TRI_T *z,
                                         trident_int ldz)
{
    if (m <= 0) return;
    blas_int bn = (blas_int)n, bm = (blas_int)m, bldb = (blas_int)ldb, bldz = (blas_int)ldz;
    const TRI_T one = 1;
    const char conj_trans = 'C'; /* the BLAS read 'C' as 'T' for real types */
    if (itype == 1 || itype == 2) { /* x = inv(U) y  or  inv(L)^H y */
        const char trans = uplo == 'U' ? 'N' : conj_trans;
        TRI_LAPACK(trsm)("L", &uplo, &trans, "N", &bn, &bm, &one, b, &bldb, z, &bldz, 1, 1, 1, 1);
    } else { /* x = L y  or  U^H y */
        const char trans = uplo == 'U' ? conj_trans : 'N';
        TRI_LAPACK(trmm)("L", &uplo, &trans, "N", &bn, &bm, &one, b, &bldb, z, &bldz, 1, 1, 1, 1);
    }
}

#if TRI_COMPLEX
void TRI_PUBLIC(hegvd)(trident_int itype, char jobz, char uplo, trident_int n, TRI_T *a,
                       trident_int lda, TRI_T *b, trident_int ldb, TRI_R *w, TRI_T *work,
                       trident_int lwork, TRI_R *rwork, trident_int lrwork, trident_int *iwork,
                       trident_int liwork, trident_int *info)
{
    trident_int dummy;
    TRI_SFX(sygvd_entry)(TRI_STR(TRI_PUBLIC(hegvd)), 0, itype, jobz, uplo, n, a, lda, b, ldb, w,
                         work, lwork, rwork, lrwork, iwork, liwork, info ? info : &dummy);
}

void TRI_PUBLIC(hegvd_factored)(trident_int itype, char jobz, char uplo, trident_int n, TRI_T *a,
                                trident_int lda, const TRI_T *b, trident_int ldb, TRI_R *w,
                                TRI_T *work, trident_int lwork, TRI_R *rwork, trident_int lrwork,
                                trident_int *iwork, trident_int liwork, trident_int *info)
{
    trident_int dummy;
    TRI_SFX(sygvd_entry)(TRI_STR(TRI_PUBLIC(hegvd_factored)), 1, itype, jobz, uplo, n, a, lda,
                         (TRI_T *)b, ldb, w, work, lwork, rwork, lrwork, iwork, liwork,
                         info ? info : &dummy);
}
#else
void TRI_PUBLIC(sygvd)(trident_int itype, char jobz, char uplo, trident_int n, TRI_T *a,
                       trident_int lda, TRI_T *b, trident_int ldb, TRI_R *w, TRI_T *work,
                       trident_int lwork, trident_int *iwork, trident_int liwork, trident_int *info)
{
    trident_int dummy;
    TRI_SFX(sygvd_entry)(TRI_STR(TRI_PUBLIC(sygvd)), 0, itype, jobz, uplo, n, a, lda, b, ldb, w,
                         work, lwork, NULL, 0, iwork, liwork, info ? info : &dummy);
}

void TRI_PUBLIC(sygvd_factored)(trident_int itype, char jobz, char uplo, trident_int n, TRI_T *a,
                                trident_int lda, const TRI_T *b, trident_int ldb, TRI_R *w,
                                TRI_T *work, trident_int lwork, trident_int *iwork,
                                trident_int liwork, trident_int *info)
{
    trident_int dummy;
    TRI_SFX(sygvd_entry)(TRI_STR(TRI_PUBLIC(sygvd_factored)), 1, itype, jobz, uplo, n, a, lda,
                         (TRI_T *)b, ldb, w, work, lwork, NULL, 0, iwork, liwork,
                         info ? info : &dummy);
}
#endif
