/*
 * sygvx_generic.h -- LAPACK-compatible xSYGVX / xHEGVX (see trident.h) and
 * the _factored variants that take B as its Cholesky factor: selected
 * eigenpairs of a symmetric-definite generalized problem.  xSYGVD's
 * Cholesky and reduction to standard form, xSYEVX's body on the standard
 * problem (stage 1 on the GPU when dispatch picks it), then the m
 * eigenvectors back-transformed with B's factor (eig_common.h).
 */

/* Argument positions: xHEGVX has rwork before iwork. */
enum {
    TRI_SFX(GVX_ARG_IWORK) = TRI_COMPLEX ? 22 : 21,
    TRI_SFX(GVX_ARG_IFAIL) = TRI_COMPLEX ? 23 : 22,
};

/* work[0] at least lwmin, xSYGVX's minimum (xSYEVX's answer at n = 1 is
 * its own minimum, 1, where xSYGVX's is 8 or 2) */
static void TRI_SFX(sygvx_raise_answer)(TRI_T *work, int64_t lwmin)
{
    if (tri_real(work[0]) < (TRI_R)lwmin) work[0] = TRI_LWORK_ANSWER(lwmin);
}

/* work[0] := the size answer: xSYEVX's for order n, at least lwmin;
 * written on every return after the checks, as LAPACK does */
static void TRI_SFX(sygvx_size_answer)(const char *routine, char range, char uplo, trident_int n, TRI_T *work,
                                       int64_t lwmin)
{
    trident_int m = 0;
    TRI_SFX(trident_syevx_checked)(routine, 'N', range, uplo, n, NULL, 1, 0, 0, 1, 1, 0, &m, NULL, NULL, 1, work,
                                   -1, NULL, NULL, NULL, 1);
    TRI_SFX(sygvx_raise_answer)(work, lwmin);
}

static void TRI_SFX(sygvx_entry)(const char *routine, int factored, trident_int itype, char jobz,
                                 char range, char uplo, trident_int n, TRI_T *a, trident_int lda,
                                 TRI_T *b, trident_int ldb, TRI_R vl, TRI_R vu, trident_int il,
                                 trident_int iu, TRI_R abstol, trident_int *m, TRI_R *w, TRI_T *z,
                                 trident_int ldz, TRI_T *work, trident_int lwork, TRI_R *rwork,
                                 trident_int *iwork, trident_int *ifail, trident_int *info)
{
    const int wantz = trident_lsame(jobz, 'V');
    const int alleig = trident_lsame(range, 'A'), valeig = trident_lsame(range, 'V'),
              indeig = trident_lsame(range, 'I');
    const int upper = trident_lsame(uplo, 'U');
    const int lquery = (lwork == -1);
    /* LAPACK's minimum, n = 1 included (xSYEVX's is 1 there) */
    const int64_t lwmin = n < 1 ? 1 : (TRI_COMPLEX ? 2 : 8) * (int64_t)n;
    *info = 0;

    if (itype < 1 || itype > 3)
        trident_illegal_argument(routine, 1, info);
    else if (!wantz && !trident_lsame(jobz, 'N'))
        trident_illegal_argument(routine, 2, info);
    else if (!alleig && !valeig && !indeig)
        trident_illegal_argument(routine, 3, info);
    else if (!upper && !trident_lsame(uplo, 'L'))
        trident_illegal_argument(routine, 4, info);
    else if (n < 0)
        trident_illegal_argument(routine, 5, info);
    else if (!a && n > 0)
        trident_illegal_argument(routine, 6, info);
    else if (lda < (n > 1 ? n : 1))
        trident_illegal_argument(routine, 7, info);
    else if (!b && n > 0)
        trident_illegal_argument(routine, 8, info);
    else if (ldb < (n > 1 ? n : 1))
        trident_illegal_argument(routine, 9, info);
    else if (valeig && n > 0 && !(vu > vl))
        trident_illegal_argument(routine, 11, info);
    else if (indeig && (il < 1 || il > (n > 1 ? n : 1)))
        trident_illegal_argument(routine, 12, info);
    else if (indeig && (iu < (n < il ? n : il) || iu > n))
        trident_illegal_argument(routine, 13, info);
    else if (!m)
        trident_illegal_argument(routine, 15, info);
    else if (!w && n > 0)
        trident_illegal_argument(routine, 16, info);
    else if (wantz && !z && n > 0)
        trident_illegal_argument(routine, 17, info);
    else if (ldz < 1 || (wantz && ldz < n))
        trident_illegal_argument(routine, 18, info);
    else if (!work)
        trident_illegal_argument(routine, 19, info);
    /* rwork, iwork and ifail are not referenced at n = 0 (nor by a query) */
    else if (TRI_COMPLEX && !rwork && !lquery && n > 0)
        trident_illegal_argument(routine, 21, info);
    else if (!iwork && !lquery && n > 0)
        trident_illegal_argument(routine, TRI_SFX(GVX_ARG_IWORK), info);
    else if (wantz && !ifail && !lquery && n > 0)
        trident_illegal_argument(routine, TRI_SFX(GVX_ARG_IFAIL), info);
    else if (lwork < lwmin && !lquery)
        trident_illegal_argument(routine, 20, info);
    if (*info) return;

    const char u = upper ? 'U' : 'L', j = wantz ? 'V' : 'N', r = alleig ? 'A' : valeig ? 'V' : 'I';
    if (lquery) {
        TRI_SFX(sygvx_size_answer)(routine, r, u, n, work, lwmin);
        return;
    }
    if (n == 0) {
        *info = TRI_SFX(trident_syevx_checked)(routine, j, r, u, n, a, lda, vl, vu, il, iu, abstol, m, w, z, ldz,
                                               work, lwork, rwork, iwork, ifail, 0);
        return;
    }

    trident_context *ctx = trident_default_context();
    if ((*info = trident_dispatch_gpu_missing(routine, ctx)) != 0) return; /* before A and B are touched */
    TRI_T *a_copy = NULL, *b_copy = NULL;
    if (ctx->keep_inputs) {
        if (!(a_copy = TRI_SFX(trident_copy_triangle)(routine, u, n, a, lda, info))) return;
        if (!factored && !(b_copy = TRI_SFX(trident_copy_triangle)(routine, u, n, b, ldb, info))) {
            free(a_copy);
            return;
        }
        a = a_copy, lda = n;
        if (b_copy) b = b_copy, ldb = n;
    }
    *m = 0;
    *info = TRI_SFX(trident_sygv_reduce)(routine, factored, itype, u, n, a, lda, b, ldb);
    if (*info == 0) {
        trident_call call;
        trident_call_begin(&call, ctx, trident_dispatch_host_only(ctx, n, TRIDENT_EIGEN_GPU_CROSSOVER));
        *info = TRI_SFX(trident_syevx_checked)(routine, j, r, u, n, a, lda, vl, vu, il, iu, abstol,
                                               m, w, z, ldz, work, lwork, rwork, iwork, ifail, 0);
        trident_call_end(&call);
        TRI_SFX(sygvx_raise_answer)(work, lwmin);
    } else {
        TRI_SFX(sygvx_size_answer)(routine, r, u, n, work, lwmin); /* B not positive definite, ... */
    }
    /* LAPACK's xSYGVX back-transforms only info - 1 columns when info > 0,
     * reading the count of failed vectors as an index; all m are returned,
     * so all m are transformed here. */
    if (wantz && *info >= 0 && *info <= n) {
        TRI_SFX(trident_sygv_backtransform)(itype, u, n, *m, b, ldb, z, ldz);
        if (ctx->canonical_vectors) TRI_SFX(trident_canonicalize_vectors)(n, *m, z, ldz);
    }
    free(a_copy), free(b_copy);
}

#if TRI_COMPLEX
void TRI_PUBLIC(hegvx)(trident_int itype, char jobz, char range, char uplo, trident_int n, TRI_T *a,
                       trident_int lda, TRI_T *b, trident_int ldb, TRI_R vl, TRI_R vu,
                       trident_int il, trident_int iu, TRI_R abstol, trident_int *m, TRI_R *w,
                       TRI_T *z, trident_int ldz, TRI_T *work, trident_int lwork, TRI_R *rwork,
                       trident_int *iwork, trident_int *ifail, trident_int *info)
{
    trident_int dummy;
    TRI_SFX(sygvx_entry)(TRI_STR(TRI_PUBLIC(hegvx)), 0, itype, jobz, range, uplo, n, a, lda, b, ldb,
                         vl, vu, il, iu, abstol, m, w, z, ldz, work, lwork, rwork, iwork, ifail,
                         info ? info : &dummy);
}

void TRI_PUBLIC(hegvx_factored)(trident_int itype, char jobz, char range, char uplo, trident_int n,
                                TRI_T *a, trident_int lda, const TRI_T *b, trident_int ldb,
                                TRI_R vl, TRI_R vu, trident_int il, trident_int iu, TRI_R abstol,
                                trident_int *m, TRI_R *w, TRI_T *z, trident_int ldz, TRI_T *work,
                                trident_int lwork, TRI_R *rwork, trident_int *iwork,
                                trident_int *ifail, trident_int *info)
{
    trident_int dummy;
    TRI_SFX(sygvx_entry)(TRI_STR(TRI_PUBLIC(hegvx_factored)), 1, itype, jobz, range, uplo, n, a,
                         lda, (TRI_T *)b, ldb, vl, vu, il, iu, abstol, m, w, z, ldz, work, lwork,
                         rwork, iwork, ifail, info ? info : &dummy);
}
#else
void TRI_PUBLIC(sygvx)(trident_int itype, char jobz, char range, char uplo, trident_int n, TRI_T *a,
                       trident_int lda, TRI_T *b, trident_int ldb, TRI_R vl, TRI_R vu,
                       trident_int il, trident_int iu, TRI_R abstol, trident_int *m, TRI_R *w,
                       TRI_T *z, trident_int ldz, TRI_T *work, trident_int lwork,
                       trident_int *iwork, trident_int *ifail, trident_int *info)
{
    trident_int dummy;
    TRI_SFX(sygvx_entry)(TRI_STR(TRI_PUBLIC(sygvx)), 0, itype, jobz, range, uplo, n, a, lda, b, ldb,
                         vl, vu, il, iu, abstol, m, w, z, ldz, work, lwork, NULL, iwork, ifail,
                         info ? info : &dummy);
}

void TRI_PUBLIC(sygvx_factored)(trident_int itype, char jobz, char range, char uplo, trident_int n,
                                TRI_T *a, trident_int lda, const TRI_T *b, trident_int ldb,
                                TRI_R vl, TRI_R vu, trident_int il, trident_int iu, TRI_R abstol,
                                trident_int *m, TRI_R *w, TRI_T *z, trident_int ldz, TRI_T *work,
                                trident_int lwork, trident_int *iwork, trident_int *ifail,
                                trident_int *info)
{
    trident_int dummy;
    TRI_SFX(sygvx_entry)(TRI_STR(TRI_PUBLIC(sygvx_factored)), 1, itype, jobz, range, uplo, n, a,
                         lda, (TRI_T *)b, ldb, vl, vu, il, iu, abstol, m, w, z, ldz, work, lwork,
                         NULL, iwork, ifail, info ? info : &dummy);
}
#endif
