/*
 * accuracy_generic.h -- accuracy tests of the tridiagonalization and the eigen
 * driver, written once and instantiated for s, d, c, z.
 *
 * Tridiagonalization (as LAPACK's own tests measure it):
 *   ||A - Q T Q^H|| / (n ||A|| eps)   with Q from xORGTR/xUNGTR,
 *   the same with Q applied by xORMTR/xUNMTR, and  ||I - Q^H Q|| / (n eps);
 * eigen driver:  ||A Z - Z L|| / (n ||A|| eps),  ||I - Z^H Z|| / (n eps),  and
 * the eigenvalues against LAPACK's xSYEVD/xHEEVD and against known spectra.
 * Every ratio must stay below TEST_RATIO_LIMIT (30).  Memory outside what a
 * routine may write (padding rows of lda, the other triangle, the ends of
 * d/e/tau) holds guard values that must survive.
 */

#define GUARD ((TRI_R)-77.25)

/* Copy the stored triangle of the full matrix a0 (ld n) into a (ld lda) and
 * fill everything else of a (the other triangle, padding rows) with GUARD. */
static void TRI_SFX(store_triangle)(char uplo, int64_t n, const TRI_T *a0, TRI_T *a, int64_t lda)
{
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < lda; ++i) {
            int stored = i < n && (uplo == 'L' ? i >= j : i <= j);
            a[i + j * lda] = stored ? a0[i + j * n] : GUARD;
        }
}

/* Count elements of the non-stored part of a that lost their GUARD. */
static int64_t TRI_SFX(guards_broken)(char uplo, int64_t n, const TRI_T *a, int64_t lda)
{
    int64_t broken = 0;
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < lda; ++i) {
            int stored = i < n && (uplo == 'L' ? i >= j : i <= j);
            if (!stored && a[i + j * lda] != GUARD) ++broken;
        }
    return broken;
}

/* ||A0 - Q T Q^H||_F / (n ||A0||_F eps), ||I - Q^H Q||_F / (n eps) */
static void TRI_SFX(tridiag_ratios)(int64_t n, const TRI_T *a0, const TRI_T *q,
                                    const TRI_R *d, const TRI_R *e,
                                    double *ratio_a, double *ratio_q)
{
    TRI_T *t = TRI_SFX(new_array)(n * n), *b = TRI_SFX(new_array)(n * n);
    TRI_T *c = TRI_SFX(new_array)(n * n);
    for (int64_t k = 0; k < n * n; ++k) t[k] = 0;
    for (int64_t i = 0; i < n; ++i) {
        t[i + i * n] = d[i];
        if (i + 1 < n) t[(i + 1) + i * n] = t[i + (i + 1) * n] = e[i];
    }
    blas_int bn = (blas_int)n;
    const TRI_T one = 1, zero = 0, mone = -1;
    TRI_LAPACK(gemm)("N", "N", &bn, &bn, &bn, &one, q, &bn, t, &bn, &zero, b, &bn, 1, 1);
    for (int64_t k = 0; k < n * n; ++k) c[k] = a0[k];
    TRI_LAPACK(gemm)("N", "C", &bn, &bn, &bn, &mone, b, &bn, q, &bn, &one, c, &bn, 1, 1);
    const double anorm = TRI_SFX(fro)(n, n, a0, n);
    *ratio_a = TRI_SFX(fro)(n, n, c, n) / ((double)n * (anorm > 0 ? anorm : 1) * TRI_EPS);
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < n; ++i) c[i + j * n] = (i == j);
    TRI_LAPACK(gemm)("C", "N", &bn, &bn, &bn, &mone, q, &bn, q, &bn, &one, c, &bn, 1, 1);
    *ratio_q = TRI_SFX(fro)(n, n, c, n) / ((double)n * TRI_EPS);
    free(t), free(b), free(c);
}

/* lwork_mode: 0 optimal (queried), 1 lwork = 1 (own panel workspace),
 * 2 lwork = n (block size 1), 3 lwork = 3n (block size 3). */
static void TRI_SFX(test_sytrd)(char uplo, int64_t n, int64_t lda, int lwork_mode)
{
    const char *name = TRI_STR(TRI_PUBLIC_SY(trd));
    const int64_t nn = n > 0 ? n : 1;
    TRI_T *a0 = TRI_SFX(new_array)(n * n), *a = TRI_SFX(new_array)(lda * nn);
    TRI_R *d = TRI_SFX(new_real_array)(n + 2), *e = TRI_SFX(new_real_array)(n + 2);
    TRI_T *tau = TRI_SFX(new_array)(n + 2);
    TRI_SFX(random_hermitian)(n, a0, n);
    TRI_SFX(store_triangle)(uplo, n, a0, a, lda);
    for (int64_t k = 0; k < n + 2; ++k) d[k] = e[k] = GUARD, tau[k] = GUARD;

    trident_int info = 99;
    TRI_T query;
    TRI_PUBLIC_SY(trd)(uplo, (trident_int)n, a, (trident_int)lda, d, e, tau, &query, -1, &info);
    CHECK(info == 0 && tri_real(query) >= 1, "%s query n=%lld: info %d", name, (long long)n, (int)info);
    int64_t lwork = lwork_mode == 0 ? (int64_t)tri_real(query)
                  : lwork_mode == 1 ? 1 : lwork_mode == 2 ? nn : 3 * nn;
    TRI_T *work = TRI_SFX(new_array)(lwork);
    TRI_PUBLIC_SY(trd)(uplo, (trident_int)n, a, (trident_int)lda, d, e, tau, work,
                       (trident_int)lwork, &info);
    CHECK(info == 0, "%s uplo=%c n=%lld: info %d", name, uplo, (long long)n, (int)info);
    CHECK(TRI_SFX(guards_broken)(uplo, n, a, lda) == 0,
          "%s uplo=%c n=%lld lda=%lld: wrote outside the stored triangle", name, uplo,
          (long long)n, (long long)lda);
    CHECK(d[n] == GUARD && d[n + 1] == GUARD, "%s n=%lld: wrote past d", name, (long long)n);
    const int64_t ne = n > 0 ? n - 1 : 0;
    CHECK(e[ne] == GUARD && tau[ne] == GUARD, "%s n=%lld: wrote past e or tau", name, (long long)n);

    if (n > 0) {
        /* Q from xORGTR/xUNGTR */
        TRI_T *q = TRI_SFX(new_array)(n * n), *w2 = TRI_SFX(new_array)(64 * n);
        for (int64_t j = 0; j < n; ++j)
            for (int64_t i = 0; i < n; ++i) q[i + j * n] = a[i + j * lda];
        blas_int bn = (blas_int)n, lw2 = (blas_int)(64 * n), linfo = 0;
        TRI_LAPACK_OR(gtr)(&uplo, &bn, q, &bn, tau, w2, &lw2, &linfo, 1);
        double ra, rq;
        TRI_SFX(tridiag_ratios)(n, a0, q, d, e, &ra, &rq);
        CHECK(linfo == 0 && ra < TEST_RATIO_LIMIT && rq < TEST_RATIO_LIMIT,
              "%s uplo=%c n=%lld lda=%lld lwork=%lld: |A-QTQ^H| ratio %.2f, |I-Q^HQ| ratio %.2f",
              name, uplo, (long long)n, (long long)lda, (long long)lwork, ra, rq);
        test_record_ratio(ra), test_record_ratio(rq);
        if (show_ratios)
            printf("%s uplo=%c n=%lld lda=%lld lwork mode %d: |A-QTQ^H| %.3f, |I-Q^HQ| %.3f\n", name, uplo,
                   (long long)n, (long long)lda, lwork_mode, ra, rq);

        /* Q T Q^H again, Q applied by xORMTR/xUNMTR from both sides */
        TRI_T *c = TRI_SFX(new_array)(n * n);
        for (int64_t k = 0; k < n * n; ++k) c[k] = 0;
        for (int64_t i = 0; i < n; ++i) {
            c[i + i * n] = d[i];
            if (i + 1 < n) c[(i + 1) + i * n] = c[i + (i + 1) * n] = e[i];
        }
        blas_int blda = (blas_int)lda;
        const char ctrans = TRI_COMPLEX ? 'C' : 'T';
        TRI_LAPACK_OR(mtr)("L", &uplo, "N", &bn, &bn, a, &blda, tau, c, &bn, w2, &lw2, &linfo, 1, 1, 1);
        TRI_LAPACK_OR(mtr)("R", &uplo, &ctrans, &bn, &bn, a, &blda, tau, c, &bn, w2, &lw2, &linfo, 1, 1, 1);
        for (int64_t k = 0; k < n * n; ++k) c[k] -= a0[k];
        const double anorm = TRI_SFX(fro)(n, n, a0, n);
        double rm = TRI_SFX(fro)(n, n, c, n) / ((double)n * anorm * TRI_EPS);
        CHECK(linfo == 0 && rm < TEST_RATIO_LIMIT, "%s uplo=%c n=%lld: xORMTR |A-QTQ^H| ratio %.2f",
              name, uplo, (long long)n, rm);
        test_record_ratio(rm);
        free(q), free(w2), free(c);
    }
    free(a0), free(a), free(d), free(e), free(tau), free(work);
}

/* kind 0 random; 1 clustered; 2 half the spectrum one repeated value; 3 graded */
static void TRI_SFX(test_syevd)(char jobz, char uplo, int64_t n, int64_t lda, int kind,
                                int minimal_workspace)
{
    const char *name = TRI_COMPLEX ? TRI_STR(TRI_PUBLIC(heevd)) : TRI_STR(TRI_PUBLIC(syevd));
    const int64_t nn = n > 0 ? n : 1;
    TRI_T *a0 = TRI_SFX(new_array)(n * n), *a = TRI_SFX(new_array)(lda * nn);
    TRI_R *w = TRI_SFX(new_real_array)(n + 1), *lambda = TRI_SFX(new_real_array)(n);
    if (kind == 0) {
        TRI_SFX(random_hermitian)(n, a0, n);
    } else {
        for (int64_t i = 0; i < n; ++i)
            lambda[i] = kind == 1 ? (TRI_R)(1 + (double)i * 1e3 * TRI_EPS)
                      : kind == 2 ? (TRI_R)(i < n / 2 ? 1.0 : -1.0 + (double)i / (double)n)
                                  : (TRI_R)pow(10.0, -6.0 * (double)i / (double)nn);
        TRI_T *q = TRI_SFX(new_array)(n * n);
        TRI_SFX(random_unitary)(n, q);
        TRI_SFX(hermitian_from_pairs)(n, q, lambda, a0);
        free(q);
    }
    TRI_SFX(store_triangle)(uplo, n, a0, a, lda);
    w[n] = GUARD;

    trident_int info = 99, iquery = 0;
    TRI_T query;
    TRI_R rquery = 0;
    (void)rquery;
#if TRI_COMPLEX
    TRI_PUBLIC(heevd)(jobz, uplo, (trident_int)n, a, (trident_int)lda, w, &query, -1, &rquery, -1,
                      &iquery, -1, &info);
#else
    TRI_PUBLIC(syevd)(jobz, uplo, (trident_int)n, a, (trident_int)lda, w, &query, -1, &iquery, -1,
                      &info);
#endif
    CHECK(info == 0, "%s query: info %d", name, (int)info);
    /* LAPACK's minimum sizes */
    const int wantz = jobz == 'V';
    int64_t lwmin = n <= 1 ? 1 : wantz ? (TRI_COMPLEX ? 2 * n + n * n : 1 + 6 * n + 2 * n * n)
                                       : (TRI_COMPLEX ? n + 1 : 2 * n + 1);
    int64_t lrwmin = n <= 1 ? 1 : wantz ? 1 + 5 * n + 2 * n * n : n;
    int64_t liwmin = n <= 1 ? 1 : wantz ? 3 + 5 * n : 1;
    CHECK(tri_real(query) >= lwmin && iquery >= liwmin, "%s query n=%lld: %g < %lld or %d < %lld",
          name, (long long)n, (double)tri_real(query), (long long)lwmin, (int)iquery,
          (long long)liwmin);
    int64_t lwork = minimal_workspace ? lwmin : (int64_t)tri_real(query);
    int64_t lrwork = minimal_workspace ? lrwmin : (int64_t)rquery;
    int64_t liwork = minimal_workspace ? liwmin : iquery;
    TRI_T *work = TRI_SFX(new_array)(lwork);
    TRI_R *rwork = TRI_SFX(new_real_array)(lrwork);
    trident_int *iwork = malloc((size_t)liwork * sizeof(trident_int));
    (void)rwork;
#if TRI_COMPLEX
    TRI_PUBLIC(heevd)(jobz, uplo, (trident_int)n, a, (trident_int)lda, w, work, (trident_int)lwork,
                      rwork, (trident_int)lrwork, iwork, (trident_int)liwork, &info);
#else
    TRI_PUBLIC(syevd)(jobz, uplo, (trident_int)n, a, (trident_int)lda, w, work, (trident_int)lwork,
                      iwork, (trident_int)liwork, &info);
#endif
    CHECK(info == 0, "%s jobz=%c uplo=%c n=%lld: info %d", name, jobz, uplo, (long long)n, (int)info);
    CHECK(w[n] == GUARD, "%s n=%lld: wrote past w", name, (long long)n);
    for (int64_t i = 0; i + 1 < n; ++i)
        if (!(w[i] <= w[i + 1])) {
            CHECK(0, "%s n=%lld: eigenvalues not ascending at %lld", name, (long long)n, (long long)i);
            break;
        }
    if (n == 0 || info != 0) goto done;

    const double anorm = TRI_SFX(fro)(n, n, a0, n);
    const double scale = (double)n * (anorm > 0 ? anorm : 1) * TRI_EPS;
    /* padding rows of a must be untouched; for jobz='N' nothing else is promised */
    int64_t broken = 0;
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = n; i < lda; ++i) broken += a[i + j * lda] != GUARD;
    CHECK(broken == 0, "%s n=%lld lda=%lld: wrote into the padding rows", name, (long long)n,
          (long long)lda);

    if (wantz) {
        TRI_T *z = TRI_SFX(new_array)(n * n), *r = TRI_SFX(new_array)(n * n);
        for (int64_t j = 0; j < n; ++j)
            for (int64_t i = 0; i < n; ++i) {
                z[i + j * n] = a[i + j * lda];
                r[i + j * n] = z[i + j * n] * w[j];
            }
        blas_int bn = (blas_int)n;
        const TRI_T one = 1, mone = -1;
        TRI_LAPACK(gemm)("N", "N", &bn, &bn, &bn, &one, a0, &bn, z, &bn, &mone, r, &bn, 1, 1);
        double rres = TRI_SFX(fro)(n, n, r, n) / scale;
        for (int64_t j = 0; j < n; ++j)
            for (int64_t i = 0; i < n; ++i) r[i + j * n] = (i == j);
        TRI_LAPACK(gemm)("C", "N", &bn, &bn, &bn, &mone, z, &bn, z, &bn, &one, r, &bn, 1, 1);
        double rorth = TRI_SFX(fro)(n, n, r, n) / ((double)n * TRI_EPS);
        CHECK(rres < TEST_RATIO_LIMIT && rorth < TEST_RATIO_LIMIT,
              "%s jobz=V uplo=%c n=%lld kind=%d: |AZ-ZL| ratio %.2f, |I-Z^HZ| ratio %.2f", name,
              uplo, (long long)n, kind, rres, rorth);
        test_record_ratio(rres), test_record_ratio(rorth);
        free(z), free(r);
    }

    /* eigenvalues against LAPACK's own driver on the same matrix */
    {
        TRI_T *al = TRI_SFX(new_array)(n * n);
        TRI_R *wl = TRI_SFX(new_real_array)(n);
        for (int64_t k = 0; k < n * n; ++k) al[k] = a0[k];
        blas_int bn = (blas_int)n, lw = (blas_int)(2 * n + n * n + 64 * n),
                 lrw = (blas_int)(1 + 5 * n + 2 * n * n), liw = (blas_int)(3 + 5 * n), linfo = 0;
        TRI_T *lwk = TRI_SFX(new_array)(lw);
        TRI_R *lrwk = TRI_SFX(new_real_array)(lrw);
        blas_int *liwk = malloc((size_t)liw * sizeof(blas_int));
        (void)lrwk;
#if TRI_COMPLEX
        TRI_LAPACK_SY(evd)("N", &uplo, &bn, al, &bn, wl, lwk, &lw, lrwk, &lrw, liwk, &liw, &linfo, 1, 1);
#else
        TRI_LAPACK_SY(evd)("N", &uplo, &bn, al, &bn, wl, lwk, &lw, liwk, &liw, &linfo, 1, 1);
#endif
        double maxdiff = 0, maxknown = 0;
        for (int64_t i = 0; i < n; ++i) {
            double dv = fabs((double)w[i] - (double)wl[i]);
            if (dv > maxdiff || dv != dv) maxdiff = dv;
        }
        if (kind > 0) { /* the known spectrum, sorted ascending */
            for (int64_t i = 0; i < n; ++i)
                for (int64_t k = i + 1; k < n; ++k)
                    if (lambda[k] < lambda[i]) { TRI_R t = lambda[i]; lambda[i] = lambda[k]; lambda[k] = t; }
            for (int64_t i = 0; i < n; ++i) {
                double dv = fabs((double)w[i] - (double)lambda[i]);
                if (dv > maxknown || dv != dv) maxknown = dv;
            }
        }
        CHECK(linfo == 0 && maxdiff / scale < TEST_RATIO_LIMIT && maxknown / scale < TEST_RATIO_LIMIT,
              "%s jobz=%c uplo=%c n=%lld kind=%d: eigenvalues differ from LAPACK by %.2f, from the "
              "known spectrum by %.2f (units of n|A|eps)", name, jobz, uplo, (long long)n, kind,
              maxdiff / scale, maxknown / scale);
        test_record_ratio(maxdiff / scale);
        free(al), free(wl), free(lwk), free(lrwk), free(liwk);
    }
done:
    free(a0), free(a), free(w), free(lambda), free(work), free(rwork), free(iwork);
}

/* max_n: sizes above it are skipped (TRIDENT_TEST_MAX_N, for quick runs
 * such as under compute-sanitizer) */
static void TRI_SFX(run_accuracy)(int64_t max_n)
{
    static const int64_t sizes[] = {0, 1, 2, 3, 5, 17, 63, 64, 65, 127, 128, 129, 200, 513, 1000};
    const int nsizes = (int)(sizeof sizes / sizeof sizes[0]);
    const char uplos[2] = {'L', 'U'};
    for (int u = 0; u < 2; ++u)
        for (int s = 0; s < nsizes; ++s) {
            const int64_t n = sizes[s];
            if (n > max_n) continue;
            TRI_SFX(test_sytrd)(uplos[u], n, n > 0 ? n : 1, 0);
            if (n <= 513) TRI_SFX(test_sytrd)(uplos[u], n, n + 5, 0); /* lda > n */
        }
    /* workspace smaller than optimal: smaller block sizes, then own workspace */
    for (int u = 0; u < 2; ++u)
        for (int mode = 1; mode <= 3; ++mode) TRI_SFX(test_sytrd)(uplos[u], 97, 101, mode);

    static const int64_t eig_sizes[] = {0, 1, 2, 3, 17, 64, 65, 129, 200, 513};
    for (int u = 0; u < 2; ++u)
        for (int s = 0; s < (int)(sizeof eig_sizes / sizeof eig_sizes[0]); ++s) {
            const int64_t n = eig_sizes[s];
            if (n > max_n) continue;
            TRI_SFX(test_syevd)('V', uplos[u], n, n + 3, 0, 0);
            TRI_SFX(test_syevd)('N', uplos[u], n, n > 0 ? n : 1, 0, 0);
        }
    if (max_n < 150) return;
    for (int kind = 1; kind <= 3; ++kind) {
        TRI_SFX(test_syevd)('V', 'L', 150, 150, kind, 0);
        TRI_SFX(test_syevd)('N', 'U', 150, 151, kind, 0);
    }
    TRI_SFX(test_syevd)('V', 'U', 77, 80, 0, 1); /* LAPACK's minimum workspace */
    TRI_SFX(test_syevd)('N', 'L', 77, 77, 0, 1);
}

#undef GUARD
