/*
 * sygvd_generic.h -- LAPACK-compatible xSYGVD / xHEGVD (see trident.h), and
 * the _factored variants that take B as its Cholesky factor:
 *   B = U^H U or L L^H (xPOTRF),  A := inv(U^H) A inv(U) (xSYGST / xHEGST),
 *   the standard problem by Trident's eigen driver (stage 1 on the GPU when
 *   dispatch picks it), then the eigenvectors back-transformed with the
 *   triangular factor (xTRSM for itype 1 and 2, xTRMM for itype 3).
 * Cholesky, reduction and back-transformation run in the host LAPACK/BLAS.
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

    if (itype < 1 || itype > 3)
        trident_illegal_argument(routine, 1, info);
    else if (!wantz && !trident_lsame(jobz, 'N'))
        trident_illegal_argument(routine, 2, info);
    else if (!upper && !trident_lsame(uplo, 'L'))
        trident_illegal_argument(routine, 3, info);
    else if (n < 0)
        trident_illegal_argument(routine, 4, info);
    else if (!a && n > 0)
        trident_illegal_argument(routine, 5, info);
    else if (lda < (n > 1 ? n : 1))
        trident_illegal_argument(routine, 6, info);
    else if (!b && n > 0)
        trident_illegal_argument(routine, 7, info);
    else if (ldb < (n > 1 ? n : 1))
        trident_illegal_argument(routine, 8, info);
    else if (!w && n > 0)
        trident_illegal_argument(routine, 9, info);
    else if (!work)
        trident_illegal_argument(routine, 10, info);
    else if (TRI_COMPLEX && !rwork)
        trident_illegal_argument(routine, TRI_SFX(GV_ARG_RWORK), info);
    else if (!iwork)
        trident_illegal_argument(routine, TRI_SFX(GV_ARG_IWORK), info);
    if (*info) return;

    int64_t lwmin, lrwmin, liwmin; /* the same as xSYEVD's */
    TRI_SFX(trident_syevd_min_sizes)(wantz, n, &lwmin, &lrwmin, &liwmin);
    if (lwork < lwmin && !lquery)
        trident_illegal_argument(routine, TRI_SFX(GV_ARG_LWORK), info);
    else if (TRI_COMPLEX && lrwork < lrwmin && !lquery)
        trident_illegal_argument(routine, TRI_SFX(GV_ARG_LRWORK), info);
    else if (liwork < liwmin && !lquery)
        trident_illegal_argument(routine, TRI_SFX(GV_ARG_LIWORK), info);
    if (*info) return;

    const char u = upper ? 'U' : 'L', z = wantz ? 'V' : 'N';
    if (lquery || n == 0) {
        *info = TRI_SFX(trident_syevd_checked)(routine, z, u, n, a, lda, w, work, lwork, rwork,
                                               lrwork, iwork, liwork, lquery);
        return;
    }

    blas_int bn = (blas_int)n, blda = (blas_int)lda, bldb = (blas_int)ldb, binfo = 0;
    if (!factored) {
        TRI_LAPACK(potrf)(&u, &bn, b, &bldb, &binfo, 1);
        if (binfo > 0) {
            *info = n + (trident_int)binfo;
            trident_report(routine, *info, "the leading minor of order %d of B is not positive "
                           "definite", (int)binfo);
            return;
        }
    }
    const blas_int bitype = (blas_int)itype;
    TRI_LAPACK_SY(gst)(&bitype, &u, &bn, a, &blda, b, &bldb, &binfo, 1);
    *info = TRI_SFX(trident_syevd_checked)(routine, z, u, n, a, lda, w, work, lwork, rwork, lrwork,
                                           iwork, liwork, 0);
    if (*info || !wantz) return;

    /* eigenvectors of the original problem */
    const TRI_T one = 1;
    const char conj_trans = 'C'; /* the BLAS read 'C' as 'T' for real types */
    if (itype == 1 || itype == 2) { /* x = inv(U) y  or  inv(L)^H y */
        const char trans = upper ? 'N' : conj_trans;
        TRI_LAPACK(trsm)("L", &u, &trans, "N", &bn, &bn, &one, b, &bldb, a, &blda, 1, 1, 1, 1);
    } else { /* x = L y  or  U^H y */
        const char trans = upper ? conj_trans : 'N';
        TRI_LAPACK(trmm)("L", &u, &trans, "N", &bn, &bn, &one, b, &bldb, a, &blda, 1, 1, 1, 1);
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
