/*
 * syevx_generic.h -- LAPACK-compatible xSYEVX / xHEEVX (see trident.h):
 * selected eigenvalues (all, those in (vl, vu], or the il-th to iu-th) and
 * optionally their eigenvectors.  When dispatch picks the GPU, the whole
 * solve runs there (trident_syevx_staged, dispatch/syevx_device_generic.h).
 * On the host: Trident's tridiagonalization, then bisection (xSTEBZ) for
 * the wanted eigenvalues, inverse iteration (xSTEIN) for their eigenvectors
 * only, and the back-transformation (xORMTR / xUNMTR) of those m columns
 * only.
 *
 * The reduction and the bisection / inverse-iteration stage are also
 * xSYEVR's (its fallback), and the body serves xSYGVX: see eig_common.h.
 */

/* Sort w[0..m) ascending (xSTEBZ with order 'B' returns the eigenvalues
 * block by block), moving the columns of z, the entries of ifail and the
 * pairs of isuppz along; z, ifail, isuppz may be NULL. */
static void TRI_SFX(evx_sort)(int64_t n, int64_t m, TRI_R *w, TRI_T *z, int64_t ldz,
                              trident_int *ifail, trident_int *isuppz)
{
    for (int64_t j = 0; j + 1 < m; ++j) {
        int64_t k = j;
        for (int64_t i = j + 1; i < m; ++i)
            if (w[i] < w[k]) k = i;
        if (k == j) continue;
        const TRI_R t = w[j];
        w[j] = w[k], w[k] = t;
        if (ifail) {
            const trident_int f = ifail[j];
            ifail[j] = ifail[k], ifail[k] = f;
        }
        if (isuppz)
            for (int s = 0; s < 2; ++s) {
                const trident_int f = isuppz[2 * j + s];
                isuppz[2 * j + s] = isuppz[2 * k + s], isuppz[2 * k + s] = f;
            }
        if (z)
            for (int64_t r = 0; r < n; ++r) {
                const TRI_T zt = z[r + j * ldz];
                z[r + j * ldz] = z[r + k * ldz], z[r + k * ldz] = zt;
            }
    }
}

void TRI_SFX(trident_evx_support)(int64_t n, int64_t m, const TRI_T *z, int64_t ldz,
                                  trident_int *isuppz)
{
    for (int64_t j = 0; j < m; ++j) {
        int64_t first = 0, last = n - 1;
        while (first < n - 1 && z[first + j * ldz] == 0) ++first;
        while (last > first && z[last + j * ldz] == 0) --last;
        isuppz[2 * j] = (trident_int)(first + 1), isuppz[2 * j + 1] = (trident_int)(last + 1);
    }
}

trident_int TRI_SFX(trident_evx_reduce)(trident_context *ctx, const char *routine, char uplo,
                                        int64_t n, TRI_T *a, int64_t lda, TRI_R *d, TRI_R *e,
                                        TRI_T *tau, TRI_T *work, int64_t lwork, TRI_R *sigma)
{
    /* xSYEVX's ceiling, lower than xSYEVD's: bisection squares entries */
    const TRI_R bignum = 1 / (TRI_SAFMIN / (2 * TRI_EPS));
    const TRI_R rmax = tri_sqrt(bignum) < 1 / tri_sqrt(tri_sqrt((TRI_R)TRI_SAFMIN))
                     ? tri_sqrt(bignum) : 1 / tri_sqrt(tri_sqrt((TRI_R)TRI_SAFMIN));
    const trident_int status = TRI_SFX(trident_eig_scale)(routine, uplo, n, a, lda, rmax, sigma);
    if (status) return status;
    return TRI_SFX(trident_sytrd_dispatch)(ctx, routine, uplo, n, a, lda, d, e, tau, work, lwork);
}

/*
 * xSTEIN orthogonalizes the vectors of a cluster (consecutive eigenvalues
 * closer than 1e-3 ||T||_1) by modified Gram-Schmidt as it computes them,
 * and no others.  In single precision that is not enough next to a large
 * cluster: with a 500-fold eigenvalue at n = 800 (test_syevx_gpu --host,
 * case multiplicity-500) the eigenvector just above the cluster, 0.008
 * away, kept components of 1e-3 along the cluster's vectors, and
 * ||I - Z^H Z|| / (n eps) came to 64 (s) and 49 (c), where our tests allow
 * 30.  So the vectors of each split block of T are orthonormalized once
 * more, all together in eigenvalue order, by Householder QR on the block's
 * rows (xGEQRF, xORGQR), each column keeping its direction (the phase of
 * R's diagonal): the GPU path orthonormalizes its vectors the same way.
 * It costs about 4 rows k^2 flops for k vectors, the order of the
 * back-transformation's 2 n^2 k.  Vectors of different blocks have
 * disjoint supports.  Without memory for the QR's workspace the vectors
 * stay xSTEIN's.  iblock, isplit: xSTEBZ's (w ordered by block).
 */
static void TRI_SFX(evx_orthonormalize_blocks)(int64_t m, const blas_int *iblock, const blas_int *isplit,
                                               TRI_T *z, int64_t ldz)
{
    for (int64_t j = 0, jend; j < m; j = jend) {
        const blas_int blk = iblock[j];
        for (jend = j + 1; jend < m && iblock[jend] == blk;) ++jend;
        const int64_t r0 = blk == 1 ? 0 : isplit[blk - 2], r1 = isplit[blk - 1]; /* rows r0 .. r1-1 */
        const blas_int rows = (blas_int)(r1 - r0), cols = (blas_int)(jend - j), lda = (blas_int)ldz;
        if (cols < 2) continue;
        TRI_T *zb = z + r0 + j * ldz, query = 0, query2 = 0;
        blas_int lwork = -1, info = 0;
        TRI_LAPACK(geqrf)(&rows, &cols, zb, &lda, NULL, &query, &lwork, &info);
        TRI_LAPACK_OR(gqr)(&rows, &cols, &cols, zb, &lda, NULL, &query2, &lwork, &info);
        lwork = (blas_int)tri_real(query) > (blas_int)tri_real(query2) ? (blas_int)tri_real(query)
                                                                      : (blas_int)tri_real(query2);
        TRI_T *tau = malloc(sizeof(TRI_T) * ((size_t)(2 * cols) + (size_t)(lwork > 1 ? lwork : 1)));
        if (!tau) continue;
        TRI_T *phase = tau + cols, *work = phase + cols;
        TRI_LAPACK(geqrf)(&rows, &cols, zb, &lda, tau, work, &lwork, &info);
        for (blas_int k = 0; k < cols; ++k) {
            const TRI_T r = zb[k + k * ldz];
            const TRI_R mag = tri_abs(r);
            phase[k] = mag > 0 ? r / mag : 1;
        }
        TRI_LAPACK_OR(gqr)(&rows, &cols, &cols, zb, &lda, tau, work, &lwork, &info);
        for (blas_int k = 0; k < cols; ++k)
            for (blas_int i = 0; i < rows; ++i) zb[i + k * ldz] *= phase[k];
        free(tau);
    }
}

/* an eigenvalue and its place in xSTEBZ's output, for evx_index_window */
typedef struct {
    TRI_R value;
    blas_int at;
} TRI_SFX(evx_ranked);

static int TRI_SFX(evx_ranked_cmp)(const void *x, const void *y)
{
    const TRI_SFX(evx_ranked) *a = x, *b = y;
    return a->value < b->value ? -1 : a->value > b->value ? 1 : (a->at > b->at) - (a->at < b->at);
}

/*
 * The il-th to iu-th eigenvalues of T where xSTEBZ, range 'I', did not find
 * them all.  It bisects first for points whose Sturm counts are il - 1 and
 * iu; where a cluster of numerically equal eigenvalues straddles il or iu
 * there is no such point, and it returns info 2 with fewer eigenvalues, or
 * none: T of I + ones at n = 11, il = 10, iu = 11 gives m = 0, and LAPACK's
 * xSYEVX then returns info 0 with m = 0 (its xSTEIN's info replaces
 * xSTEBZ's).  Here all n eigenvalues by bisection (O(n^2), on this rare
 * path only) and of them the il-th to iu-th in ascending order (ties by
 * xSTEBZ's order), w and iblock kept in xSTEBZ's order (order 'B': block
 * by block, as xSTEIN takes them).  Returns xSTEBZ's info; on an
 * allocation failure, -1 with nothing changed.
 */
static blas_int TRI_SFX(evx_index_window)(char order, blas_int n, const TRI_R *d, const TRI_R *e, TRI_R abstol,
                                          blas_int il, blas_int iu, blas_int *m, blas_int *nsplit, TRI_R *w,
                                          blas_int *iblock, blas_int *isplit, TRI_R *rw, blas_int *iw3)
{
    TRI_SFX(evx_ranked) *ranked = malloc(sizeof *ranked * (size_t)n);
    if (!ranked) return -1;
    const TRI_R none = 0;
    blas_int all = 0, info = 0;
    TRI_LAPACK_R(stebz)("A", &order, &n, &none, &none, &il, &iu, &abstol, d, e, &all, nsplit, w, iblock, isplit, rw,
                        iw3, &info, 1, 1);
    for (blas_int i = 0; i < all; ++i) ranked[i].value = w[i], ranked[i].at = i;
    qsort(ranked, (size_t)all, sizeof *ranked, TRI_SFX(evx_ranked_cmp));
    /* keep[i]: is w[i] among the wanted (iw3 is free again) */
    blas_int *keep = iw3;
    for (blas_int i = 0; i < all; ++i) keep[i] = 0;
    for (blas_int r = il - 1; r < iu && r < all; ++r) keep[ranked[r].at] = 1;
    blas_int k = 0;
    for (blas_int i = 0; i < all; ++i)
        if (keep[i]) w[k] = w[i], iblock[k] = iblock[i], ++k;
    *m = k;
    free(ranked);
    return info;
}

trident_int TRI_SFX(trident_evx_bisect_invit)(int wantz, char range, char uplo, int64_t n,
                                              const TRI_R *d, const TRI_R *e, TRI_R vl, TRI_R vu,
                                              trident_int il, trident_int iu, TRI_R abstol,
                                              TRI_R sigma, const TRI_T *a, int64_t lda,
                                              const TRI_T *tau, trident_int *m, TRI_R *w, TRI_T *z,
                                              int64_t ldz, TRI_T *work, int64_t lwork, TRI_R *rw,
                                              trident_int *iw, trident_int *ifail,
                                              trident_int *isuppz)
{
    /* trident_int and blas_int agree (both LP64 or ILP64).  iw3 (xSTEBZ's
     * scratch) comes first: xSTEBZ, range 'I', may write IBLOCK(0) (one
     * element before iblock) when it drops eigenvalues of a cluster across
     * il or iu (reference LAPACK 3.11, as OpenBLAS 0.3.21 carries it: the
     * user's iwork[-1], which with 64-bit integers was the allocator's
     * header, session 48).  Its scratch is spent by then. */
    blas_int *iw3 = (blas_int *)iw, *iblock = iw3 + 3 * n, *isplit = iblock + n;
    blas_int bn = (blas_int)n, bil = (blas_int)il, biu = (blas_int)iu, bm = 0, nsplit = 0, binfo = 0;
    const char order = wantz ? 'B' : 'E'; /* by block: what xSTEIN takes */
    TRI_LAPACK_R(stebz)(&range, &order, &bn, &vl, &vu, &bil, &biu, &abstol, d, e, &bm, &nsplit, w,
                        iblock, isplit, rw, iw3, &binfo, 1, 1);
    if (range == 'I' && bm != biu - bil + 1) { /* a cluster across il or iu: evx_index_window */
        const blas_int again = TRI_SFX(evx_index_window)(order, bn, d, e, abstol, bil, biu, &bm, &nsplit, w, iblock,
                                                         isplit, rw, iw3);
        if (again >= 0) binfo = again;
    }
    *m = (trident_int)bm;
    if (wantz) {
        binfo = 0; /* as in LAPACK, info now counts the eigenvectors that failed */
        if (bm > 0) {
            blas_int bldz = (blas_int)ldz;
            TRI_LAPACK(stein)(&bn, d, e, &bm, w, iblock, isplit, z, &bldz, rw, iw3,
                              (blas_int *)ifail, &binfo);
            TRI_SFX(evx_orthonormalize_blocks)(bm, iblock, isplit, z, ldz);
            if (isuppz) TRI_SFX(trident_evx_support)(n, bm, z, ldz, isuppz); /* T's eigenvectors' */
            /* back-transform the m vectors only: Z := Q Z */
            blas_int blda = (blas_int)lda, lw = (blas_int)lwork, minfo = 0;
            TRI_LAPACK_OR(mtr)("L", &uplo, "N", &bn, &bm, a, &blda, tau, z, &bldz, work, &lw, &minfo,
                               1, 1, 1);
        }
    }
    if (sigma != 1)
        for (int64_t i = 0; i < bm; ++i) w[i] /= sigma;
    TRI_SFX(evx_sort)(n, bm, w, wantz ? z : NULL, ldz, wantz ? ifail : NULL, wantz ? isuppz : NULL);
    return (trident_int)binfo;
}

int TRI_SFX(trident_evx_on_device)(trident_context *ctx, const char *routine, int wantz, char range,
                                   char uplo, int64_t n, const TRI_T *a, int64_t lda, TRI_R vl,
                                   TRI_R vu, trident_int il, trident_int iu, trident_int *m, TRI_R *w,
                                   TRI_T *z, int64_t ldz, trident_int *ifail, trident_int *info)
{
    const trident_backend_ops *be;
    trident_int status = trident_dispatch_device_first(ctx, routine, n, TRIDENT_EIGEN_GPU_CROSSOVER, &be);
    if (status) { /* backend 'gpu' asked for and not there: reported */
        *info = status;
        return 1;
    }
    if (be == &trident_host_backend || !TRI_MEMBER(*be).tridiag_eigvecs) return 0;
    int written;
    status = TRI_SFX(trident_syevx_staged)(ctx, be, wantz, range, uplo, n, a, lda, vl, vu, il, iu, m, w,
                                           z, ldz, ifail, &written);
    if (trident_staged_redo_on_host(ctx, routine, n, status, written)) return 0; /* nothing was written */
    if (status < 0) trident_report(routine, status, "%s", trident_info_string(status));
    *info = status;
    return 1;
}

trident_int TRI_SFX(trident_syevx_checked)(const char *routine, char jobz, char range, char uplo,
                                           trident_int n, TRI_T *a, trident_int lda, TRI_R vl,
                                           TRI_R vu, trident_int il, trident_int iu, TRI_R abstol,
                                           trident_int *m, TRI_R *w, TRI_T *z, trident_int ldz,
                                           TRI_T *work, trident_int lwork, TRI_R *rwork,
                                           trident_int *iwork, trident_int *ifail, int lquery)
{
    const int wantz = (jobz == 'V');
    const int64_t lwopt = trident_syevx_opt_lwork(TRI_COMPLEX, n, trident_sytrd_block_size(&trident_host_backend, n));
    if (lquery) {
        work[0] = TRI_LWORK_ANSWER(lwopt);
        return 0;
    }
    *m = 0;
    if (n == 0) {
        work[0] = 1;
        return 0;
    }
    if (n == 1) {
        const TRI_R a11 = tri_real(a[0]);
        work[0] = 1;
        if (!isfinite(a11)) return trident_nonfinite_input(routine);
        if (range != 'V' || (vl < a11 && a11 <= vu)) {
            *m = 1;
            w[0] = a11;
            if (wantz) z[0] = 1, ifail[0] = 0;
        }
        return 0;
    }

    trident_context *ctx = trident_default_context();
    trident_int info;
    if (TRI_SFX(trident_evx_on_device)(ctx, routine, wantz, range, uplo, n, a, lda, vl, vu, il, iu, m,
                                       w, z, ldz, ifail, &info)) {
        if (info > 0)
            trident_report(routine, info, "%d eigenvectors failed to converge (see ifail)", (int)info);
        work[0] = TRI_LWORK_ANSWER(lwopt);
        return info;
    }

    /* workspace (LAPACK's sizes): real: d, e, tau, then 5n; complex: tau in
     * work, d, e and xSTEIN's 5n in rwork; iwork: 3n scratch, iblock, isplit */
#if TRI_COMPLEX
    TRI_R *d = rwork, *e = rwork + n, *rw = rwork + 2 * n;
    TRI_T *tau = work, *rest = work + n;
    const int64_t lrest = lwork - n;
#else
    TRI_R *d = work, *e = work + n, *rw = work + 3 * n;
    TRI_T *tau = work + 2 * n, *rest = work + 3 * n;
    const int64_t lrest = lwork - 3 * n;
#endif
    TRI_R sigma;
    info = TRI_SFX(trident_evx_reduce)(ctx, routine, uplo, n, a, lda, d, e, tau, rest, lrest, &sigma);
    if (!info)
        info = TRI_SFX(trident_evx_bisect_invit)(wantz, range, uplo, n, d, e, vl * sigma, vu * sigma,
                                                 il, iu, abstol * sigma, sigma, a, lda, tau, m, w, z,
                                                 ldz, rest, lrest, rw, iwork, ifail, NULL);
    if (info > 0)
        trident_report(routine, info, wantz ? "%d eigenvectors failed to converge (see ifail)"
                                            : "bisection failed for some eigenvalues (xSTEBZ "
                                              "info %d)", (int)info);
    work[0] = TRI_LWORK_ANSWER(lwopt);
    return info;
}


static void TRI_SFX(syevx_entry)(const char *routine, char jobz, char range, char uplo,
                                 trident_int n, TRI_T *a, trident_int lda, TRI_R vl, TRI_R vu,
                                 trident_int il, trident_int iu, TRI_R abstol, trident_int *m,
                                 TRI_R *w, TRI_T *z, trident_int ldz, TRI_T *work,
                                 trident_int lwork, TRI_R *rwork, trident_int *iwork,
                                 trident_int *ifail, trident_int *info)
{
    const int wantz = trident_lsame(jobz, 'V');
    const int alleig = trident_lsame(range, 'A'), valeig = trident_lsame(range, 'V');
    const int lquery = (lwork == -1);

    trident_check_subset_args(routine, 0, jobz, range, uplo, n, a, lda, vu > vl, il, iu, m, w, z, ldz,
                              info);
    if (*info) return;
    trident_syevx_check_workspace(routine, TRI_COMPLEX, wantz, n, work, lwork, rwork, iwork, ifail, lquery, info);
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
    *info = TRI_SFX(trident_syevx_checked)(routine, wantz ? 'V' : 'N', r, u, n, a, lda, vl, vu, il,
                                           iu, abstol, m, w, z, ldz, work, lwork, rwork, iwork,
                                           ifail, lquery);
    trident_call_end(&call);
    if (ctx->canonical_vectors && wantz && !lquery && *info >= 0)
        TRI_SFX(trident_canonicalize_vectors)(n, *m, z, ldz);
    free(copy);
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
