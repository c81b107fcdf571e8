/*
 * syevx_generic.h -- LAPACK-compatible xSYEVX / xHEEVX (see trident.h):
 * selected eigenvalues (all, those in (vl, vu], or the il-th to iu-th) and
 * optionally their eigenvectors.  Trident's tridiagonalization (stage 1 on
 * the GPU when dispatch picks it), then bisection (xSTEBZ) for the wanted
 * eigenvalues, inverse iteration (xSTEIN) for their eigenvectors only, and
 * the back-transformation (xORMTR / xUNMTR) of those m columns only.
 */

/* Argument positions: xHEEVX has rwork before iwork. */
enum {
    TRI_SFX(EVX_ARG_IWORK) = TRI_COMPLEX ? 19 : 18,
    TRI_SFX(EVX_ARG_IFAIL) = TRI_COMPLEX ? 20 : 19,
};

/* Sort w[0..m) ascending, moving the columns of z and the ifail entries
 * along (xSTEBZ with order 'B' returns the eigenvalues block by block). */
static void TRI_SFX(evx_sort)(int64_t n, int64_t m, TRI_R *w, TRI_T *z, int64_t ldz,
                              trident_int *ifail, int wantz)
{
    for (int64_t j = 0; j + 1 < m; ++j) {
        int64_t k = j;
        for (int64_t i = j + 1; i < m; ++i)
            if (w[i] < w[k]) k = i;
        if (k == j) continue;
        const TRI_R t = w[j];
        w[j] = w[k], w[k] = t;
        if (wantz) {
            const trident_int f = ifail[j];
            ifail[j] = ifail[k], ifail[k] = f;
        }
        if (wantz)
            for (int64_t r = 0; r < n; ++r) {
                const TRI_T zt = z[r + j * ldz];
                z[r + j * ldz] = z[r + k * ldz], z[r + k * ldz] = zt;
            }
    }
}

static void TRI_SFX(syevx_entry)(const char *routine, char jobz, char range, char uplo,
                                 trident_int n, TRI_T *a, trident_int lda, TRI_R vl, TRI_R vu,
                                 trident_int il, trident_int iu, TRI_R abstol, trident_int *m,
                                 TRI_R *w, TRI_T *z, trident_int ldz, TRI_T *work,
                                 trident_int lwork, TRI_R *rwork, trident_int *iwork,
                                 trident_int *ifail, trident_int *info)
{
    const int wantz = trident_lsame(jobz, 'V');
    const int alleig = trident_lsame(range, 'A'), valeig = trident_lsame(range, 'V'),
              indeig = trident_lsame(range, 'I');
    const int lquery = (lwork == -1);
    *info = 0;

    if (!wantz && !trident_lsame(jobz, 'N'))
        trident_illegal_argument(routine, 1, info);
    else if (!alleig && !valeig && !indeig)
        trident_illegal_argument(routine, 2, info);
    else if (!trident_lsame(uplo, 'L') && !trident_lsame(uplo, 'U'))
        trident_illegal_argument(routine, 3, info);
    else if (n < 0)
        trident_illegal_argument(routine, 4, info);
    else if (!a && n > 0)
        trident_illegal_argument(routine, 5, info);
    else if (lda < (n > 1 ? n : 1))
        trident_illegal_argument(routine, 6, info);
    else if (valeig && n > 0 && !(vu > vl))
        trident_illegal_argument(routine, 8, info);
    else if (indeig && (il < 1 || il > (n > 1 ? n : 1)))
        trident_illegal_argument(routine, 9, info);
    else if (indeig && (iu < (n < il ? n : il) || iu > n))
        trident_illegal_argument(routine, 10, info);
    else if (!m)
        trident_illegal_argument(routine, 12, info);
    else if (!w && n > 0)
        trident_illegal_argument(routine, 13, info);
    else if (wantz && !z && n > 0)
        trident_illegal_argument(routine, 14, info);
    else if (ldz < 1 || (wantz && ldz < n))
        trident_illegal_argument(routine, 15, info);
    else if (!work)
        trident_illegal_argument(routine, 16, info);
    else if (TRI_COMPLEX && !rwork && !lquery)
        trident_illegal_argument(routine, 18, info);
    else if (!iwork && !lquery)
        trident_illegal_argument(routine, TRI_SFX(EVX_ARG_IWORK), info);
    else if (wantz && !ifail && !lquery)
        trident_illegal_argument(routine, TRI_SFX(EVX_ARG_IFAIL), info);
    if (*info) return;

    const int64_t nb = trident_sytrd_block_size(&trident_host_backend, n);
    const int64_t lwmin = n <= 1 ? 1 : (TRI_COMPLEX ? 2 * n : 8 * n);
    const int64_t lwopt = n <= 1 ? 1 : (TRI_COMPLEX ? (nb + 1) * n : (nb + 3) * n);
    if (lwork < lwmin && !lquery) {
        trident_illegal_argument(routine, 17, info);
        return;
    }
    if (lquery) {
        work[0] = (TRI_R)(lwopt > lwmin ? lwopt : lwmin);
        return;
    }
    *m = 0;
    if (n == 0) {
        work[0] = 1;
        return;
    }
    const char u = trident_lsame(uplo, 'U') ? 'U' : 'L';
    if (n == 1) {
        const TRI_R a11 = tri_real(a[0]);
        if (alleig || indeig || (vl < a11 && a11 <= vu)) {
            *m = 1;
            w[0] = a11;
            if (wantz) z[0] = 1, ifail[0] = 0;
        }
        work[0] = 1;
        return;
    }

    /* workspace (LAPACK's sizes): real: d, e, tau, then 5n; complex: tau in
     * work, d, e and xSTEIN's 5n in rwork; iwork: iblock, isplit, 3n */
#if TRI_COMPLEX
    TRI_R *d = rwork, *e = rwork + n, *rw = rwork + 2 * n;
    TRI_T *tau = work, *rest = work + n;
    const int64_t lrest = lwork - n;
#else
    TRI_R *d = work, *e = work + n, *rw = work + 3 * n;
    TRI_T *tau = work + 2 * n, *rest = work + 3 * n;
    const int64_t lrest = lwork - 3 * n;
#endif
    blas_int *iblock = (blas_int *)iwork, *isplit = iblock + n, *iw = isplit + n;

    /* scale into [rmin, rmax] as xSYEVX does; vl, vu, abstol follow */
    trident_context *ctx = trident_default_context();
    const TRI_R bignum = 1 / (TRI_SAFMIN / (2 * TRI_EPS));
    const TRI_R rmax = tri_sqrt(bignum) < 1 / tri_sqrt(tri_sqrt((TRI_R)TRI_SAFMIN))
                     ? tri_sqrt(bignum) : 1 / tri_sqrt(tri_sqrt((TRI_R)TRI_SAFMIN));
    const TRI_R sigma = TRI_SFX(trident_eig_scale)(u, n, a, lda, rmax);
    TRI_R vll = vl * sigma, vuu = vu * sigma, tol = abstol * sigma;

    int st = TRI_SFX(trident_sytrd_dispatch)(ctx, routine, u, n, a, lda, d, e, tau, rest, lrest);
    if (st) { *info = st; return; }

    blas_int bn = (blas_int)n, bil = (blas_int)il, biu = (blas_int)iu, bm = 0, nsplit = 0, binfo = 0;
    const char rng = alleig ? 'A' : valeig ? 'V' : 'I';
    TRI_LAPACK_R(stebz)(&rng, "B", &bn, &vll, &vuu, &bil, &biu, &tol, d, e, &bm, &nsplit, w, iblock,
                        isplit, rw, iw, &binfo, 1, 1);
    *m = (trident_int)bm;
    if (wantz && bm > 0) {
        blas_int bldz = (blas_int)ldz, sinfo = 0;
        TRI_LAPACK(stein)(&bn, d, e, &bm, w, iblock, isplit, z, &bldz, rw, iw, (blas_int *)ifail, &sinfo);
        if (sinfo > 0) binfo = sinfo; /* number of eigenvectors that failed to converge */
        /* back-transform the m vectors only: Z := Q Z */
        blas_int blda = (blas_int)lda, lw = (blas_int)lrest, minfo = 0;
        TRI_LAPACK_OR(mtr)("L", &u, "N", &bn, &bm, a, &blda, tau, z, &bldz, rest, &lw, &minfo, 1, 1, 1);
    }
    if (sigma != 1)
        for (int64_t i = 0; i < bm; ++i) w[i] /= sigma;
    TRI_SFX(evx_sort)(n, bm, w, z, ldz, ifail, wantz && bm > 0);
    *info = (trident_int)binfo;
    if (*info > 0) trident_report(routine, *info, "%d eigenvectors failed to converge (see ifail)", (int)*info);
    work[0] = (TRI_R)(lwopt > lwmin ? lwopt : lwmin);
}

#if TRI_COMPLEX
void TRI_PUBLIC(heevx)(char jobz, char range, char uplo, trident_int n, TRI_T *a, trident_int lda,
                       TRI_R vl, TRI_R vu, trident_int il, trident_int iu, TRI_R abstol,
                       trident_int *m, TRI_R *w, TRI_T *z, trident_int ldz, TRI_T *work,
                       trident_int lwork, TRI_R *rwork, trident_int *iwork, trident_int *ifail,
                       trident_int *info)
{
    trident_int dummy;
    TRI_SFX(syevx_entry)(TRI_STR(TRI_PUBLIC(heevx)), jobz, range, uplo, n, a, lda, vl, vu, il, iu,
                         abstol, m, w, z, ldz, work, lwork, rwork, iwork, ifail, info ? info : &dummy);
}
#else
void TRI_PUBLIC(syevx)(char jobz, char range, char uplo, trident_int n, TRI_T *a, trident_int lda,
                       TRI_R vl, TRI_R vu, trident_int il, trident_int iu, TRI_R abstol,
                       trident_int *m, TRI_R *w, TRI_T *z, trident_int ldz, TRI_T *work,
                       trident_int lwork, trident_int *iwork, trident_int *ifail, trident_int *info)
{
    trident_int dummy;
    TRI_SFX(syevx_entry)(TRI_STR(TRI_PUBLIC(syevx)), jobz, range, uplo, n, a, lda, vl, vu, il, iu,
                         abstol, m, w, z, ldz, work, lwork, NULL, iwork, ifail, info ? info : &dummy);
}
#endif
