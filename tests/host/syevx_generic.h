/*
 * syevx_generic.h -- tests of the subset drivers trident_<t>syevx / <t>heevx
 * (bisection, inverse iteration) and trident_<t>syevr / <t>heevr (MRRR),
 * once per precision: subsets against the full solve (trident's own xSYEVD,
 * itself checked against LAPACK by test_accuracy), eigenvector residual
 * ||A Z - Z L|| / (n ||A|| eps) and orthogonality ||I - Z^H Z|| / (n eps)
 * over the m columns, isuppz / ifail sanity, and xSYEVX's illegal arguments
 * (info, nothing written; xSYEVR's are in bad_args_generic.h).
 */

#ifndef TEST_SUBSET_SOLVERS
#define TEST_SUBSET_SOLVERS
enum test_subset_solver { TEST_EVX, TEST_EVR };
static const char *const test_solver_name[2] = {"evx", "evr"};
/*
 * Orthogonality limit of MRRR (xSTEMR) vectors, in units of n u.  MRRR
 * guarantees O(n u) with a larger constant than divide and conquer or
 * inverse iteration with reorthogonalization: LAPACK's own test suite
 * (TESTING/sep.in) passes ratios up to 60 ulp = 120 u and records ~170 ulp
 * reached in practice; LAPACK's dsyevr reaches 65 u on random n = 500
 * matrices here, and dstemr 136 u on one random n = 60 tridiagonal.  A bug
 * (a wrong or stale column) shows up as ~1/(n u), far above.
 */
#define TEST_MRRR_ORTH_LIMIT 240.0
#endif

/* Workspace that fits both routines' LAPACK minima, with room for nb. */
static trident_int TRI_SFX(subset_lwork)(int64_t n) { return (trident_int)((26 + 64) * (n > 0 ? n : 1)); }

/* One call of xSYEVX or xSYEVR (abstol 0) with workspace allocated here. */
static void TRI_SFX(subset_call)(int solver, char jobz, char range, char uplo, int64_t n, TRI_T *a,
                                 int64_t lda, TRI_R vl, TRI_R vu, trident_int il, trident_int iu,
                                 trident_int *m, TRI_R *w, TRI_T *z, trident_int ldz,
                                 trident_int lwork, trident_int *info)
{
    const int64_t nn = n > 0 ? n : 1;
    TRI_T *work = TRI_SFX(new_array)(lwork > 0 ? lwork : 1);
    TRI_R *rwork = TRI_SFX(new_real_array)(24 * nn);
    /* a sentinel before iwork: xSTEBZ may write IBLOCK(0) (syevx_generic.h),
     * which must land in Trident's own scratch, not before the caller's array */
    trident_int *iwork_block = malloc(sizeof(trident_int) * (10 * (size_t)nn + 1)), *iwork = iwork_block + 1;
    iwork_block[0] = -12345;
    trident_int *ifail = malloc(sizeof(trident_int) * (size_t)nn);
    trident_int *isuppz = malloc(sizeof(trident_int) * 2 * (size_t)nn);
    for (int64_t i = 0; i < nn; ++i) ifail[i] = -1, isuppz[2 * i] = isuppz[2 * i + 1] = -1;
    (void)rwork;
    if (solver == TEST_EVR) {
#if TRI_COMPLEX
        TRI_PUBLIC(heevr)(jobz, range, uplo, (trident_int)n, a, (trident_int)lda, vl, vu, il, iu, 0, m, w, z,
                          ldz, isuppz, work, lwork, rwork, (trident_int)(24 * nn), iwork,
                          (trident_int)(10 * nn), info);
#else
        TRI_PUBLIC(syevr)(jobz, range, uplo, (trident_int)n, a, (trident_int)lda, vl, vu, il, iu, 0, m, w, z,
                          ldz, isuppz, work, lwork, iwork, (trident_int)(10 * nn), info);
#endif
    } else {
#if TRI_COMPLEX
        TRI_PUBLIC(heevx)(jobz, range, uplo, (trident_int)n, a, (trident_int)lda, vl, vu, il, iu, 0, m, w, z,
                          ldz, work, lwork, rwork, iwork, ifail, info);
#else
        TRI_PUBLIC(syevx)(jobz, range, uplo, (trident_int)n, a, (trident_int)lda, vl, vu, il, iu, 0, m, w, z,
                          ldz, work, lwork, iwork, ifail, info);
#endif
    }
    if (jobz == 'V' && *info == 0)
        for (int64_t i = 0; i < *m; ++i) {
            if (solver == TEST_EVX)
                CHECK(ifail[i] == 0, "ifail[%lld] = %d after success", (long long)i, (int)ifail[i]);
            else
                CHECK(1 <= isuppz[2 * i] && isuppz[2 * i] <= isuppz[2 * i + 1] && isuppz[2 * i + 1] <= n,
                      "isuppz of vector %lld: %d..%d (n = %lld)", (long long)i, (int)isuppz[2 * i],
                      (int)isuppz[2 * i + 1], (long long)n);
        }
    CHECK(iwork_block[0] == -12345, "%s wrote iwork[-1] (n = %lld, range %c)", solver == TEST_EVX ? "evx" : "evr",
          (long long)n, range);
    free(work), free(rwork), free(iwork_block), free(ifail), free(isuppz);
}

/* trident's xSYEVD / xHEEVD with workspace allocated here. */
static void TRI_SFX(evd_call)(char jobz, char uplo, int64_t n, TRI_T *a, int64_t lda, TRI_R *w, trident_int *info)
{
    const int64_t nn = n > 0 ? n : 1;
    trident_int liw = (trident_int)(3 + 5 * nn), lrw = (trident_int)(1 + 5 * nn + 2 * nn * nn);
    trident_int lw = (trident_int)(1 + 6 * nn + 2 * nn * nn + 64 * nn);
    TRI_T *wk = TRI_SFX(new_array)(lw);
    TRI_R *rwk = TRI_SFX(new_real_array)(lrw);
    trident_int *iwk = malloc(sizeof(trident_int) * (size_t)liw);
    (void)rwk, (void)lrw;
#if TRI_COMPLEX
    TRI_PUBLIC(heevd)(jobz, uplo, (trident_int)n, a, (trident_int)lda, w, wk, lw, rwk, lrw, iwk, liw, info);
#else
    TRI_PUBLIC(syevd)(jobz, uplo, (trident_int)n, a, (trident_int)lda, w, wk, lw, iwk, liw, info);
#endif
    free(wk), free(rwk), free(iwk);
}

/* All eigenvalues of the full Hermitian a0 (n-by-n) by trident's xSYEVD. */
static void TRI_SFX(full_spectrum)(char uplo, int64_t n, const TRI_T *a0, TRI_R *wall)
{
    const int64_t nn = n > 0 ? n : 1;
    TRI_T *a = TRI_SFX(new_array)(nn * nn);
    memcpy(a, a0, sizeof(TRI_T) * (size_t)(n * n));
    trident_int info = 0;
    TRI_SFX(evd_call)('N', uplo, n, a, nn, wall, &info);
    CHECK(info == 0, "reference xSYEVD n=%lld: info %d", (long long)n, (int)info);
    free(a);
}

/*
 * The m pairs (w, z) against the reference eigenvalues wref[0..m) and the
 * matrix a0 (n-by-n): |w - wref| / (n ||A|| eps), and for vectors
 * ||A Z - Z L|| / (n ||A|| eps), ||I - Z^H Z|| / (n eps).  All < 30, but
 * the orthogonality of MRRR vectors (mrrr) < TEST_MRRR_ORTH_LIMIT.
 */
static void TRI_SFX(check_eigenpairs)(const char *label, int64_t n, const TRI_T *a0, int64_t m,
                                      const TRI_R *w, const TRI_R *wref, const TRI_T *z, int64_t ldz, int mrrr)
{
    if (n == 0 || m == 0) return;
    const double anorm = TRI_SFX(fro)(n, n, a0, n), scale = (double)n * (anorm > 0 ? anorm : 1) * TRI_EPS;
    double diff = 0;
    for (int64_t i = 0; i < m; ++i) diff = fmax(diff, fabs((double)w[i] - (double)wref[i]));
    CHECK(diff / scale < TEST_RATIO_LIMIT, "%s: eigenvalues differ from the reference by %.2f n|A|eps", label,
          diff / scale);
    test_record_ratio(diff / scale);
    for (int64_t i = 0; i + 1 < m; ++i)
        CHECK(w[i] <= w[i + 1], "%s: w[%lld] > w[%lld] (not ascending)", label, (long long)i, (long long)i + 1);
    if (!z) return;
    double res, orth;
    TRI_SFX(eigenpair_ratios)(n, a0, m, w, z, ldz, &res, &orth);
    const double orth_limit = mrrr ? TEST_MRRR_ORTH_LIMIT : TEST_RATIO_LIMIT;
    CHECK(res < TEST_RATIO_LIMIT && orth < orth_limit, "%s: |AZ-ZL| %.2f, |I-Z^HZ| %.2f (limit %.0f)", label, res,
          orth, orth_limit);
    test_record_ratio(res);
    if (mrrr) test_record_mrrr_ratio(orth);
    else test_record_ratio(orth);
}

/*
 * Selections of a subset test, from the reference spectrum wall:
 *   'A' all;  'L' the lowest k (range I, il = 1);  'I' k from the second on;
 *   'M' a middle index window;  'V' a middle value window (vl, vu];
 *   'E' a value window between two neighbouring eigenvalues (m = 0).
 * Sets range, bounds, the expected m and the index of the first eigenvalue.
 */
static void TRI_SFX(subset_select)(char sel, int64_t n, const TRI_R *wall, char *range, TRI_R *vl,
                                   TRI_R *vu, trident_int *il, trident_int *iu, trident_int *expect_m,
                                   int64_t *first)
{
    const trident_int k = (trident_int)(n < 5 ? n : n / 5 + 1);
    *range = sel == 'A' ? 'A' : (sel == 'V' || sel == 'E') ? 'V' : 'I';
    *vl = 0, *vu = 1, *il = 1, *iu = (trident_int)n, *first = 0, *expect_m = (trident_int)n;
    if (sel == 'L') *iu = k, *expect_m = n > 0 ? k : 0;
    if (sel == 'I' && n > 3) *il = 2, *iu = k + 1 < n ? k + 1 : (trident_int)n;
    if (sel == 'M' && n > 3) *il = (trident_int)(n / 3), *iu = (trident_int)(n / 2);
    if (*range == 'I' && n > 0) *expect_m = *iu - *il + 1, *first = *il - 1;
    if (n == 0) *iu = 0;
    if (sel == 'V' && n > 0) {
        const int64_t lo = n / 3, hi = n - 1 - n / 4; /* (vl, vu] holds eigenvalues lo..hi */
        *vl = lo > 0 ? (TRI_R)0.5 * (wall[lo - 1] + wall[lo]) : wall[0] - 1;
        *vu = hi + 1 < n ? (TRI_R)0.5 * (wall[hi] + wall[hi + 1]) : wall[n - 1] + 1;
        *expect_m = (trident_int)(hi - lo + 1), *first = lo;
    }
    if (sel == 'E') {
        const int64_t i = n / 2;
        if (n >= 2 && wall[i] > wall[i - 1]) {
            const TRI_R gap = wall[i] - wall[i - 1];
            *vl = wall[i - 1] + gap / 4, *vu = wall[i - 1] + 3 * gap / 4;
        } else if (n > 0) {
            *vl = wall[n - 1] + 1, *vu = wall[n - 1] + 2;
        }
        *expect_m = 0;
    }
}

static void TRI_SFX(test_subset)(int solver, char jobz, char sel, char uplo, int64_t n)
{
    const char *name = solver == TEST_EVR ? (TRI_COMPLEX ? TRI_STR(TRI_PUBLIC(heevr)) : TRI_STR(TRI_PUBLIC(syevr)))
                                          : (TRI_COMPLEX ? TRI_STR(TRI_PUBLIC(heevx)) : TRI_STR(TRI_PUBLIC(syevx)));
    const int64_t nn = n > 0 ? n : 1;
    TRI_T *a0 = TRI_SFX(new_array)(nn * nn), *a = TRI_SFX(new_array)(nn * nn), *z = TRI_SFX(new_array)(nn * nn);
    TRI_R *wall = TRI_SFX(new_real_array)(nn), *w = TRI_SFX(new_real_array)(nn + 1);
    TRI_SFX(random_hermitian)(n, a0, nn);
    TRI_SFX(full_spectrum)(uplo, n, a0, wall);

    char range;
    TRI_R vl, vu;
    trident_int il, iu, expect_m;
    int64_t first;
    TRI_SFX(subset_select)(sel, n, wall, &range, &vl, &vu, &il, &iu, &expect_m, &first);
    memcpy(a, a0, sizeof(TRI_T) * (size_t)(nn * nn));
    trident_int m = -1, info = 99;
    w[n] = (TRI_R)-99;
    TRI_SFX(subset_call)(solver, jobz, range, uplo, n, a, nn, vl, vu, il, iu, &m, w, z, (trident_int)nn,
                         TRI_SFX(subset_lwork)(n), &info);
    char label[96];
    snprintf(label, sizeof label, "%s jobz=%c sel=%c uplo=%c n=%lld", name, jobz, sel, uplo, (long long)n);
    CHECK(info == 0 && m == expect_m, "%s: info %d, m %d (expected %d)", label, (int)info, (int)m, (int)expect_m);
    CHECK(w[n] == (TRI_R)-99, "%s: wrote past w", label);
    if (info == 0 && m == expect_m)
        TRI_SFX(check_eigenpairs)(label, n, a0, m, w, wall + first, jobz == 'V' ? z : NULL, nn, solver == TEST_EVR);
    free(a0), free(a), free(z), free(wall), free(w);
}

/*
 * A matrix scaled far below or above the drivers' safe range (by `scale`,
 * so they scale it back internally): the selection (vl, vu scaled along)
 * and the results are those of the unscaled matrix times `scale`.
 */
static void TRI_SFX(test_subset_scaled)(int solver, char sel, double scale)
{
    const int64_t n = 40;
    TRI_T *a0 = TRI_SFX(new_array)(n * n), *a = TRI_SFX(new_array)(n * n), *z = TRI_SFX(new_array)(n * n);
    TRI_R *wall = TRI_SFX(new_real_array)(n), *w = TRI_SFX(new_real_array)(n);
    TRI_SFX(random_hermitian)(n, a0, n);
    TRI_SFX(full_spectrum)('L', n, a0, wall);
    char range, label[96];
    TRI_R vl, vu;
    trident_int il, iu, expect_m, m = -1, info = 99;
    int64_t first;
    TRI_SFX(subset_select)(sel, n, wall, &range, &vl, &vu, &il, &iu, &expect_m, &first);
    for (int64_t k = 0; k < n * n; ++k) a[k] = a0[k] * (TRI_R)scale;
    TRI_SFX(subset_call)(solver, 'V', range, 'L', n, a, n, vl * (TRI_R)scale, vu * (TRI_R)scale, il, iu, &m, w, z,
                         (trident_int)n, TRI_SFX(subset_lwork)(n), &info);
    snprintf(label, sizeof label, "%s sel=%c scaled by %g", test_solver_name[solver], sel, scale);
    CHECK(info == 0 && m == expect_m, "%s: info %d, m %d (expected %d)", label, (int)info, (int)m, (int)expect_m);
    if (info == 0 && m == expect_m) {
        for (int64_t i = 0; i < m; ++i) w[i] = (TRI_R)((double)w[i] / scale);
        TRI_SFX(check_eigenpairs)(label, n, a0, m, w, wall + first, z, n, solver == TEST_EVR);
    }
    free(a0), free(a), free(z), free(wall), free(w);
}

/*
 * Degenerate spectra: A = I + u u^H (u all ones, then u_i = i + 1), whose
 * eigenvalue 1 has multiplicity n - 1, every index window il..iu of it
 * with vectors, n = 2 .. 24, both triangles.  Until session 47 xSYEVR gave
 * such windows to xSTEMR, and OpenBLAS 0.3.21's returned zero columns with
 * info 0 on 115 of them; and xSTEBZ, which both drivers use, returned fewer
 * eigenvalues than asked or none with info 2 where the cluster straddles il
 * or iu (n = 11, il = 10, iu = 11: m = 0, as LAPACK's xSYEVX also returns).
 * m must be iu - il + 1 and each column an eigenvector.
 */
static void TRI_SFX(test_subset_degenerate)(int solver)
{
    enum { nmax = 24 };
    TRI_T a0[nmax * nmax], a[nmax * nmax], z[nmax * nmax];
    TRI_R wall[nmax], w[nmax];
    int windows = 0;
    for (int kind = 0; kind < 2; ++kind)
        for (int64_t n = 2; n <= nmax; ++n) {
            for (int64_t j = 0; j < n; ++j)
                for (int64_t i = 0; i < n; ++i) {
                    const double ui = kind ? (double)(i + 1) : 1, uj = kind ? (double)(j + 1) : 1;
                    a0[i + j * n] = (TRI_T)((i == j) + ui * uj);
                }
            TRI_SFX(full_spectrum)('L', n, a0, wall);
            for (trident_int il = 1; il <= n; ++il)
                for (trident_int iu = il; iu <= n; ++iu) {
                    const char uplo = (il + iu) % 2 ? 'U' : 'L';
                    trident_int m = -1, info = 99;
                    memcpy(a, a0, sizeof(TRI_T) * (size_t)(n * n));
                    TRI_SFX(subset_call)(solver, 'V', 'I', uplo, n, a, n, 0, 0, il, iu, &m, w, z, (trident_int)n,
                                         TRI_SFX(subset_lwork)(n), &info);
                    char label[96];
                    snprintf(label, sizeof label, "%s I + u u^H (%s) n=%lld il=%d iu=%d uplo=%c",
                             test_solver_name[solver], kind ? "u_i = i" : "ones", (long long)n, (int)il, (int)iu, uplo);
                    ++windows;
                    CHECK(info == 0 && m == iu - il + 1, "%s: info %d, m %d", label, (int)info, (int)m);
                    /* against the full spectrum's il-th to iu-th; MRRR (xSYEVR's full
                     * windows) has its own orthogonality limit */
                    if (info == 0 && m == iu - il + 1)
                        TRI_SFX(check_eigenpairs)(label, n, a0, m, w, wall + il - 1, z, n,
                                                  solver == TEST_EVR && il == 1 && iu == n);
                }
        }
    printf("%s: %d index windows of degenerate spectra\n", test_solver_name[solver], windows);
}

static void TRI_SFX(syevx_bad_args)(void)
{
    const char *name = TRI_COMPLEX ? TRI_STR(TRI_PUBLIC(heevx)) : TRI_STR(TRI_PUBLIC(syevx));
    enum { n = 6 };
    TRI_T a[n * n], z[n * n];
    TRI_R w[n];
    struct { char jobz, range; TRI_R vl, vu; trident_int il, iu, ldz, lwork, want; } cases[] = {
        {'X', 'A', 0, 1, 1, 1, n, 8 * n, -1}, {'V', 'X', 0, 1, 1, 1, n, 8 * n, -2},
        {'V', 'V', 1, 1, 1, 1, n, 8 * n, -8}, {'V', 'I', 0, 1, 0, 1, n, 8 * n, -9},
        {'V', 'I', 0, 1, n + 1, n, n, 8 * n, -9}, {'V', 'I', 0, 1, 3, 2, n, 8 * n, -10},
        {'V', 'A', 0, 1, 1, 1, n - 1, 8 * n, -15}, {'N', 'A', 0, 1, 1, 1, n, (TRI_COMPLEX ? 2 : 8) * n - 1, -17}};
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; ++c) {
        for (int i = 0; i < n * n; ++i) a[i] = z[i] = (TRI_R)-7;
        for (int i = 0; i < n; ++i) w[i] = (TRI_R)-7;
        trident_int m = -3, info = 0;
        TRI_SFX(subset_call)(TEST_EVX, cases[c].jobz, cases[c].range, 'L', n, a, n, cases[c].vl, cases[c].vu,
                             cases[c].il, cases[c].iu, &m, w, z, cases[c].ldz, cases[c].lwork, &info);
        int touched = m != -3;
        for (int i = 0; i < n * n; ++i) touched |= (a[i] != (TRI_R)-7) | (z[i] != (TRI_R)-7);
        for (int i = 0; i < n; ++i) touched |= w[i] != (TRI_R)-7;
        CHECK(info == cases[c].want && !touched, "%s bad case %zu: info %d (want %d), outputs %s", name, c,
              (int)info, (int)cases[c].want, touched ? "WRITTEN" : "untouched");
    }
}

/*
 * xSYEVR's fallback stage on its own (the public routines reach it only when
 * xSTEMR fails): trident_evx_bisect_invit on T = diag(T1, T2), split by
 * e[4] = 0, with Q = I (tau = 0).  Each eigenvector lives in one block, so
 * isuppz must be [1, 5] or [6, n] and must move with w in the sort.
 */
static void TRI_SFX(test_evr_fallback_stage)(void)
{
    enum { n = 12, split = 5 };
    TRI_R d[n], e[n], w[n], rw[5 * n];
    TRI_T a[n * n], tau[n], z[n * n], work[64 * n];
    trident_int iw[5 * n], ifail[n], isuppz[2 * n], m = -1;
    for (int i = 0; i < n; ++i) d[i] = (TRI_R)test_uniform() * 4, e[i] = (TRI_R)(0.5 + 0.25 * test_uniform());
    e[split - 1] = 0;
    for (int k = 0; k < n * n; ++k) a[k] = 0;
    for (int i = 0; i < n; ++i) tau[i] = 0;
    const trident_int nfail = TRI_SFX(trident_evx_bisect_invit)(1, 'A', 'L', n, d, e, 0, 1, 1, n, 0, 1, a, n, tau,
                                                                &m, w, z, n, work, 64 * n, rw, iw, ifail, isuppz);
    CHECK(nfail == 0 && m == n, "fallback stage: %d failures, m %d", (int)nfail, (int)m);
    int bad_support = 0, leaks = 0;
    double res = 0;
    for (int j = 0; j < m && m == n; ++j) {
        const trident_int lo = isuppz[2 * j], hi = isuppz[2 * j + 1];
        bad_support += !((lo == 1 && hi == split) || (lo == split + 1 && hi == n));
        for (int i = 0; i < n; ++i) {
            if (z[i + j * n] != 0 && (i + 1 < lo || i + 1 > hi)) ++leaks;
            TRI_T tz = d[i] * z[i + j * n] - w[j] * z[i + j * n]; /* (T - w_j) z_j, row i */
            if (i > 0) tz += e[i - 1] * z[i - 1 + j * n];
            if (i + 1 < n) tz += e[i] * z[i + 1 + j * n];
            res = fmax(res, (double)tri_abs(tz));
        }
        if (j > 0) CHECK(w[j - 1] <= w[j], "fallback stage: w not ascending at %d", j);
    }
    CHECK(!bad_support && !leaks && res < 30 * n * TRI_EPS * 6, "fallback stage: %d wrong supports, %d entries "
          "outside them, residual %.3g", bad_support, leaks, res);
}

static void TRI_SFX(run_subset)(void)
{
    static const int64_t sizes[] = {0, 1, 2, 3, 17, 100, 257};
    static const char sels[] = "ALIMVE";
    for (int solver = TEST_EVX; solver <= TEST_EVR; ++solver)
        for (int r = 0; sels[r]; ++r)
            for (int s = 0; s < (int)(sizeof sizes / sizeof sizes[0]); ++s) {
                TRI_SFX(test_subset)(solver, 'V', sels[r], s % 2 ? 'U' : 'L', sizes[s]);
                TRI_SFX(test_subset)(solver, 'N', sels[r], s % 2 ? 'L' : 'U', sizes[s]);
            }
    /* below sqrt(safmin / eps) and above 1 / sqrt(sqrt(safmin)): scaled inside */
    const double tiny = sqrt((double)TRI_SAFMIN / TRI_EPS) / 64, huge = 64 / sqrt(sqrt((double)TRI_SAFMIN));
    for (int solver = TEST_EVX; solver <= TEST_EVR; ++solver) {
        TRI_SFX(test_subset_scaled)(solver, 'V', tiny), TRI_SFX(test_subset_scaled)(solver, 'M', tiny);
        TRI_SFX(test_subset_scaled)(solver, 'V', huge), TRI_SFX(test_subset_scaled)(solver, 'A', huge);
    }
    for (int solver = TEST_EVX; solver <= TEST_EVR; ++solver) TRI_SFX(test_subset_degenerate)(solver);
    TRI_SFX(syevx_bad_args)();
    TRI_SFX(test_evr_fallback_stage)();
}
