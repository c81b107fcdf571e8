/*
 * syevr_generic.h -- LAPACK-compatible xSYEVR / xHEEVR (see trident.h):
 * selected eigenvalues (all, those in (vl, vu], or the il-th to iu-th) and
 * optionally their eigenvectors.  Trident's tridiagonalization (stage 1 on
 * the GPU when dispatch picks it), then a tridiagonal solver for the wanted
 * eigenpairs, then the back-transformation (xORMTR / xUNMTR) of those m
 * columns only.
 *
 * The solver, as in reference LAPACK: xSTEMR for the full spectrum only
 * (range 'A', or 'I' from 1 to n), xSTERF for all eigenvalues without
 * vectors, and bisection and inverse iteration (xSYEVX's path,
 * eig_common.h) for subsets and wherever xSTEMR or xSTERF fails.  Trident used to give
 * subsets to xSTEMR too (k pairs in O(nk)); on matrices with multiple
 * eigenvalues (I + u u^T) OpenBLAS 0.3.21's xSTEMR, range 'I', returned
 * zero eigenvectors with info 0 (115 of the 20792 index windows for n = 2
 * to 24) and vectors orthogonal only to 200 n u.
 */

/* xSTEMR: z is complex for c, z (the vectors of a real T, complex storage). */
void TRI_LAPACK(stemr)(const char *jobz, const char *range, const blas_int *n, TRI_R *d, TRI_R *e,
                       const TRI_R *vl, const TRI_R *vu, const blas_int *il, const blas_int *iu,
                       blas_int *m, TRI_R *w, TRI_T *z, const blas_int *ldz, const blas_int *nzc,
                       blas_int *isuppz, blas_int *tryrac, TRI_R *work, const blas_int *lwork,
                       blas_int *iwork, const blas_int *liwork, blas_int *info, size_t, size_t);

/* Argument positions: xHEEVR has rwork, lrwork before iwork. */
enum {
    TRI_SFX(EVR_ARG_LWORK) = 18,
    TRI_SFX(EVR_ARG_RWORK) = 19,
    TRI_SFX(EVR_ARG_LRWORK) = 20,
    TRI_SFX(EVR_ARG_IWORK) = TRI_COMPLEX ? 21 : 19,
    TRI_SFX(EVR_ARG_LIWORK) = TRI_COMPLEX ? 22 : 20,
};

/* LAPACK's minimum workspace (lrw: 0 for real types). */
static void TRI_SFX(syevr_min_sizes)(int64_t n, int64_t *lw, int64_t *lrw, int64_t *liw)
{
    if (n <= 1) {
        *lw = *lrw = *liw = 1;
        if (!TRI_COMPLEX) *lrw = 0;
        return;
    }
    *lw = TRI_COMPLEX ? 2 * n : 26 * n;
    *lrw = TRI_COMPLEX ? 24 * n : 0;
    *liw = 10 * n;
}

/* work[0], rwork[0], iwork[0]: the sizes a query returns (and a solve). */
static void TRI_SFX(syevr_answer)(TRI_T *work, TRI_R *rwork, trident_int *iwork, int64_t lw,
                                  int64_t lrw, int64_t liw)
{
    work[0] = TRI_LWORK_ANSWER(lw);
    if (TRI_COMPLEX) rwork[0] = TRI_LWORK_ANSWER(lrw);
    iwork[0] = (trident_int)liw;
}

static trident_int TRI_SFX(syevr_checked)(const char *routine, char jobz, char range, char uplo,
                                          trident_int n, TRI_T *a, trident_int lda, TRI_R vl,
                                          TRI_R vu, trident_int il, trident_int iu, TRI_R abstol,
                                          trident_int *m, TRI_R *w, TRI_T *z, trident_int ldz,
                                          trident_int *isuppz, TRI_T *work, trident_int lwork,
                                          TRI_R *rwork, trident_int lrwork, trident_int *iwork,
                                          trident_int liwork, int lquery)
{
    const int wantz = (jobz == 'V');
    int64_t lwmin, lrwmin, liwmin;
    TRI_SFX(syevr_min_sizes)(n, &lwmin, &lrwmin, &liwmin);
    /* the panel workspace of the tridiagonalization follows tau (and d, e
     * and their copies for real types) */
    const int64_t nb = trident_sytrd_block_size(&trident_host_backend, n);
    const int64_t lwopt = n <= 1 ? lwmin : (TRI_COMPLEX ? 1 + nb : 5 + nb) * n;
    if (lquery) {
        TRI_SFX(syevr_answer)(work, rwork, iwork, lwopt > lwmin ? lwopt : lwmin, lrwmin, liwmin);
        return 0;
    }
    *m = 0;
    if (n == 0) {
        work[0] = 1;
        return 0;
    }
    if (n == 1) {
        const TRI_R a11 = tri_real(a[0]);
        if (!isfinite(a11)) {
            TRI_SFX(syevr_answer)(work, rwork, iwork, lwopt > lwmin ? lwopt : lwmin, lrwmin, liwmin);
            return trident_nonfinite_input(routine);
        }
        if (range != 'V' || (vl < a11 && a11 <= vu)) {
            *m = 1;
            w[0] = a11;
            if (wantz) z[0] = 1, isuppz[0] = isuppz[1] = 1;
        }
        TRI_SFX(syevr_answer)(work, rwork, iwork, lwopt > lwmin ? lwopt : lwmin, lrwmin, liwmin);
        return 0;
    }

    trident_context *ctx = trident_default_context();
    trident_int info;
    /* on the GPU: bisection and inverse iteration there (iwork as ifail) */
    if (TRI_SFX(trident_evx_on_device)(ctx, routine, wantz, range, uplo, n, a, lda, vl, vu, il, iu, m,
                                       w, z, ldz, iwork, &info)) {
        if (info > 0) trident_report(routine, info, "%d eigenvectors failed to converge", (int)info);
        if (wantz && info >= 0) TRI_SFX(trident_evx_support)(n, *m, z, ldz, isuppz);
        TRI_SFX(syevr_answer)(work, rwork, iwork, lwopt > lwmin ? lwopt : lwmin, lrwmin, liwmin);
        return info;
    }

    /* workspace (LAPACK's layout): T's d and e, copies dd and ee for the
     * solver that destroys them (d, e stay for the fallback), then the
     * solver's real workspace, >= 20n; tau and the complex rest in work */
#if TRI_COMPLEX
    TRI_R *d = rwork, *e = rwork + n, *dd = rwork + 2 * n, *ee = rwork + 3 * n;
    TRI_R *rrest = rwork + 4 * n;
    const int64_t lrrest = lrwork - 4 * n;
    TRI_T *tau = work, *rest = work + n;
    const int64_t lrest = lwork - n;
#else
    TRI_R *tau = work, *d = work + n, *e = work + 2 * n, *dd = work + 3 * n, *ee = work + 4 * n;
    TRI_T *rest = work + 5 * n;
    TRI_R *rrest = rest;
    const int64_t lrest = lwork - 5 * n, lrrest = lrest;
#endif
    TRI_R sigma;
    info = TRI_SFX(trident_evx_reduce)(ctx, routine, uplo, n, a, lda, d, e, tau, rest, lrest, &sigma);
    if (info) {
        TRI_SFX(syevr_answer)(work, rwork, iwork, lwopt > lwmin ? lwopt : lwmin, lrwmin, liwmin);
        return info;
    }
    const TRI_R vll = vl * sigma, vuu = vu * sigma, tol = abstol * sigma;

    const int full = range == 'A' || (range == 'I' && il == 1 && iu == n);
    blas_int bn = (blas_int)n, bm = 0, binfo = 0;
    memcpy(ee, e, (size_t)(n - 1) * sizeof(TRI_R));
    ee[n - 1] = 0; /* xSTEMR uses e[n-1] as scratch */
    if (!full) {
        binfo = -1; /* subsets: bisection and inverse iteration, below */
    } else if (!wantz) {
        memcpy(w, d, (size_t)n * sizeof(TRI_R));
        TRI_LAPACK_R(sterf)(&bn, w, ee, &binfo);
        if (binfo == 0) bm = bn;
    } else {
        memcpy(dd, d, (size_t)n * sizeof(TRI_R));
        /* xSTEMR may aim for high relative accuracy when abstol asks for it */
        blas_int tryrac = abstol <= 2 * (TRI_R)n * (2 * TRI_EPS);
        blas_int bil = (blas_int)il, biu = (blas_int)iu, bldz = (blas_int)ldz, nzc = bn;
        blas_int lrw = (blas_int)lrrest, liw = (blas_int)liwork;
        TRI_LAPACK(stemr)(&jobz, "A", &bn, dd, ee, &vll, &vuu, &bil, &biu, &bm, w, z, &bldz, &nzc,
                          (blas_int *)isuppz, &tryrac, rrest, &lrw, (blas_int *)iwork, &liw, &binfo, 1, 1);
        if (binfo == 0 && bm > 0) { /* Z := Q Z */
            blas_int blda = (blas_int)lda, lw = (blas_int)lrest, minfo = 0;
            TRI_LAPACK_OR(mtr)("L", &uplo, "N", &bn, &bm, a, &blda, tau, z, &bldz, rest, &lw,
                               &minfo, 1, 1, 1);
        }
    }
    if (binfo == 0) {
        *m = (trident_int)bm;
        if (sigma != 1)
            for (int64_t i = 0; i < bm; ++i) w[i] /= sigma;
    } else {
        if (full)
            trident_trace(ctx, "%s: %s info %d, falling back to bisection and inverse iteration",
                          routine, wantz ? "xSTEMR" : "xSTERF", (int)binfo);
        /* iwork: 3n scratch, iblock, isplit, then ifail (10n in all) */
        info = TRI_SFX(trident_evx_bisect_invit)(wantz, range, uplo, n, d, e, vll, vuu, il, iu, tol,
                                                 sigma, a, lda, tau, m, w, z, ldz, rest, lrest,
                                                 rrest, iwork, iwork + 5 * n, isuppz);
        if (info > 0)
            trident_report(routine, info, wantz ? "%d eigenvectors failed to converge"
                                                : "bisection failed for some eigenvalues (xSTEBZ "
                                                  "info %d)", (int)info);
    }
    TRI_SFX(syevr_answer)(work, rwork, iwork, lwopt > lwmin ? lwopt : lwmin, lrwmin, liwmin);
    return info;
}

static void TRI_SFX(syevr_entry)(const char *routine, char jobz, char range, char uplo,
                                 trident_int n, TRI_T *a, trident_int lda, TRI_R vl, TRI_R vu,
                                 trident_int il, trident_int iu, TRI_R abstol, trident_int *m,
                                 TRI_R *w, TRI_T *z, trident_int ldz, trident_int *isuppz,
                                 TRI_T *work, trident_int lwork, TRI_R *rwork, trident_int lrwork,
                                 trident_int *iwork, trident_int liwork, trident_int *info)
{
    const int wantz = trident_lsame(jobz, 'V');
    const int alleig = trident_lsame(range, 'A'), valeig = trident_lsame(range, 'V');
    const int lquery = lwork == -1 || liwork == -1 || (TRI_COMPLEX && lrwork == -1);
    int64_t lwmin, lrwmin, liwmin;
    TRI_SFX(syevr_min_sizes)(n > 0 ? n : 0, &lwmin, &lrwmin, &liwmin);
    *info = 0;

    trident_check_subset_args(routine, 0, jobz, range, uplo, n, a, lda, vu > vl, il, iu, m, w, z, ldz,
                              info);
    if (*info) return;
    if (wantz && !isuppz && n > 0 && !lquery)
        trident_illegal_argument(routine, 16, info);
    else if (!work)
        trident_illegal_argument(routine, 17, info);
    else if (TRI_COMPLEX && !rwork)
        trident_illegal_argument(routine, TRI_SFX(EVR_ARG_RWORK), info);
    else if (!iwork)
        trident_illegal_argument(routine, TRI_SFX(EVR_ARG_IWORK), info);
    else if (lwork < lwmin && !lquery)
        trident_illegal_argument(routine, TRI_SFX(EVR_ARG_LWORK), info);
    else if (TRI_COMPLEX && lrwork < lrwmin && !lquery)
        trident_illegal_argument(routine, TRI_SFX(EVR_ARG_LRWORK), info);
    else if (liwork < liwmin && !lquery)
        trident_illegal_argument(routine, TRI_SFX(EVR_ARG_LIWORK), info);
    if (*info) return;

    trident_context *ctx = trident_default_context();
    const char u = trident_upper(uplo), r = alleig ? 'A' : valeig ? 'V' : 'I';
    TRI_T *copy = NULL;
    if (ctx->keep_inputs && !lquery && n > 0) {
        if (!(copy = TRI_SFX(trident_copy_triangle)(routine, u, n, a, lda, info))) return;
        a = copy, lda = n;
    }
    trident_call call;
    trident_call_begin(&call, ctx, trident_dispatch_host_only(ctx, n, TRIDENT_EIGEN_GPU_CROSSOVER));
    *info = TRI_SFX(syevr_checked)(routine, wantz ? 'V' : 'N', r, u, n, a, lda, vl, vu, il, iu,
                                   abstol, m, w, z, ldz, isuppz, work, lwork, rwork, lrwork, iwork,
                                   liwork, lquery);
    trident_call_end(&call);
    if (ctx->canonical_vectors && wantz && !lquery && *info >= 0)
        TRI_SFX(trident_canonicalize_vectors)(n, *m, z, ldz);
    free(copy);
}

#if TRI_COMPLEX
void TRI_PUBLIC(heevr)(char jobz, char range, char uplo, trident_int n, TRI_T *a, trident_int lda,
                       TRI_R vl, TRI_R vu, trident_int il, trident_int iu, TRI_R abstol,
                       trident_int *m, TRI_R *w, TRI_T *z, trident_int ldz, trident_int *isuppz,
                       TRI_T *work, trident_int lwork, TRI_R *rwork, trident_int lrwork,
                       trident_int *iwork, trident_int liwork, trident_int *info)
{
    trident_int dummy;
    TRI_SFX(syevr_entry)(TRI_STR(TRI_PUBLIC(heevr)), jobz, range, uplo, n, a, lda, vl, vu, il, iu,
                         abstol, m, w, z, ldz, isuppz, work, lwork, rwork, lrwork, iwork, liwork,
                         info ? info : &dummy);
}
#else
void TRI_PUBLIC(syevr)(char jobz, char range, char uplo, trident_int n, TRI_T *a, trident_int lda,
                       TRI_R vl, TRI_R vu, trident_int il, trident_int iu, TRI_R abstol,
                       trident_int *m, TRI_R *w, TRI_T *z, trident_int ldz, trident_int *isuppz,
                       TRI_T *work, trident_int lwork, trident_int *iwork, trident_int liwork,
                       trident_int *info)
{
    trident_int dummy;
    TRI_SFX(syevr_entry)(TRI_STR(TRI_PUBLIC(syevr)), jobz, range, uplo, n, a, lda, vl, vu, il, iu,
                         abstol, m, w, z, ldz, isuppz, work, lwork, NULL, 0, iwork, liwork,
                         info ? info : &dummy);
}
#endif
