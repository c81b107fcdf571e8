/*
 * syevx_generic.h -- tests of trident_<t>syevx / <t>heevx, once per precision:
 * subsets against the full solve (trident's own xSYEVD, itself checked
 * against LAPACK by test_accuracy), eigenvector residual ||A Z - Z L|| /
 * (n ||A|| eps) and orthogonality ||I - Z^H Z|| / (n eps) over the m columns,
 * and illegal arguments (info, nothing written).
 */

static void TRI_SFX(evx_call)(char jobz, char range, char uplo, int64_t n, TRI_T *a, TRI_R vl, TRI_R vu,
                              trident_int il, trident_int iu, trident_int *m, TRI_R *w, TRI_T *z,
                              trident_int ldz, trident_int lwork, trident_int *info)
{
    const int64_t nn = n > 0 ? n : 1;
    TRI_T *work = TRI_SFX(new_array)(lwork > 0 ? lwork : 1);
    TRI_R *rwork = TRI_SFX(new_real_array)(7 * nn);
    trident_int *iwork = malloc(sizeof(trident_int) * 5 * (size_t)nn), *ifail = malloc(sizeof(trident_int) * (size_t)nn);
    for (int64_t i = 0; i < nn; ++i) ifail[i] = -1;
    (void)rwork;
#if TRI_COMPLEX
    TRI_PUBLIC(heevx)(jobz, range, uplo, (trident_int)n, a, (trident_int)nn, vl, vu, il, iu, 0, m, w, z, ldz,
                      work, lwork, rwork, iwork, ifail, info);
#else
    TRI_PUBLIC(syevx)(jobz, range, uplo, (trident_int)n, a, (trident_int)nn, vl, vu, il, iu, 0, m, w, z, ldz,
                      work, lwork, iwork, ifail, info);
#endif
    if (jobz == 'V' && *info == 0)
        for (int64_t i = 0; i < *m; ++i)
            CHECK(ifail[i] == 0, "ifail[%lld] = %d after success", (long long)i, (int)ifail[i]);
    free(work), free(rwork), free(iwork), free(ifail);
}

static void TRI_SFX(test_syevx)(char jobz, char range, char uplo, int64_t n)
{
    const char *name = TRI_COMPLEX ? TRI_STR(TRI_PUBLIC(heevx)) : TRI_STR(TRI_PUBLIC(syevx));
    const int64_t nn = n > 0 ? n : 1;
    TRI_T *a0 = TRI_SFX(new_array)(nn * nn), *a = TRI_SFX(new_array)(nn * nn), *z = TRI_SFX(new_array)(nn * nn);
    TRI_R *wall = TRI_SFX(new_real_array)(nn), *w = TRI_SFX(new_real_array)(nn + 1);
    TRI_SFX(random_hermitian)(n, a0, nn);

    /* the full spectrum, from trident's xSYEVD */
    memcpy(a, a0, sizeof(TRI_T) * (size_t)(nn * nn));
    {
        trident_int info = 0, liw = (trident_int)(3 + 5 * nn), lrw = (trident_int)(1 + 5 * nn + 2 * nn * nn);
        trident_int lw = (trident_int)(1 + 6 * nn + 2 * nn * nn);
        TRI_T *wk = TRI_SFX(new_array)(lw);
        TRI_R *rwk = TRI_SFX(new_real_array)(lrw);
        trident_int *iwk = malloc(sizeof(trident_int) * (size_t)liw);
        (void)rwk, (void)lrw;
#if TRI_COMPLEX
        TRI_PUBLIC(heevd)('N', uplo, (trident_int)n, a, (trident_int)nn, wall, wk, lw, rwk, lrw, iwk, liw, &info);
#else
        TRI_PUBLIC(syevd)('N', uplo, (trident_int)n, a, (trident_int)nn, wall, wk, lw, iwk, liw, &info);
#endif
        free(wk), free(rwk), free(iwk);
    }

    /* the subset: the lowest k (range I), an interval between eigenvalues (V), or all */
    const trident_int k = (trident_int)(n < 5 ? n : n / 5 + 1);
    trident_int il = 1, iu = k, expect_m = (trident_int)n, first = 0;
    TRI_R vl = 0, vu = 0;
    if (range == 'I') {
        expect_m = n > 0 ? k : 0;
        if (n > 3) il = 2, iu = k + 1 < (trident_int)n ? k + 1 : (trident_int)n, expect_m = iu - il + 1, first = 1;
    } else if (range == 'V' && n > 0) {
        const int64_t lo = n / 3, hi = n - 1 - n / 4; /* (vl, vu] holds eigenvalues lo..hi */
        vl = lo > 0 ? (TRI_R)0.5 * (wall[lo - 1] + wall[lo]) : wall[0] - 1;
        vu = hi + 1 < n ? (TRI_R)0.5 * (wall[hi] + wall[hi + 1]) : wall[n - 1] + 1;
        expect_m = (trident_int)(hi - lo + 1), first = (trident_int)lo;
    }
    memcpy(a, a0, sizeof(TRI_T) * (size_t)(nn * nn));
    trident_int m = -1, info = 99;
    w[n] = (TRI_R)-99;
    TRI_SFX(evx_call)(jobz, range, uplo, n, a, vl, vu, il, iu, &m, w, z, (trident_int)nn,
                      (trident_int)(8 * nn + 64 * nn), &info);
    CHECK(info == 0 && m == expect_m, "%s jobz=%c range=%c uplo=%c n=%lld: info %d, m %d (expected %d)", name,
          jobz, range, uplo, (long long)n, (int)info, (int)m, (int)expect_m);
    CHECK(w[n] == (TRI_R)-99, "%s n=%lld: wrote past w", name, (long long)n);
    if (info || m != expect_m || n == 0) goto done;

    const double anorm = TRI_SFX(fro)(n, n, a0, n), scale = (double)n * (anorm > 0 ? anorm : 1) * TRI_EPS;
    double diff = 0;
    for (int64_t i = 0; i < m; ++i) diff = fmax(diff, fabs((double)w[i] - (double)wall[first + i]));
    CHECK(diff / scale < TEST_RATIO_LIMIT, "%s jobz=%c range=%c n=%lld: subset differs from the full solve "
          "by %.2f n|A|eps", name, jobz, range, (long long)n, diff / scale);
    test_record_ratio(diff / scale);
    if (jobz == 'V') {
        blas_int bn = (blas_int)n, bm = (blas_int)m;
        const TRI_T one = 1, mone = -1;
        TRI_T *r = TRI_SFX(new_array)(n * m), *q = TRI_SFX(new_array)(m * m);
        for (int64_t j = 0; j < m; ++j)
            for (int64_t i = 0; i < n; ++i) r[i + j * n] = z[i + j * nn] * w[j];
        TRI_LAPACK(gemm)("N", "N", &bn, &bm, &bn, &one, a0, &bn, z, &bn, &mone, r, &bn, 1, 1);
        const double res = TRI_SFX(fro)(n, m, r, n) / scale;
        for (int64_t j = 0; j < m; ++j)
            for (int64_t i = 0; i < m; ++i) q[i + j * m] = (i == j);
        TRI_LAPACK(gemm)("C", "N", &bm, &bm, &bn, &mone, z, &bn, z, &bn, &one, q, &bm, 1, 1);
        const double orth = TRI_SFX(fro)(m, m, q, m) / ((double)n * TRI_EPS);
        CHECK(res < TEST_RATIO_LIMIT && orth < TEST_RATIO_LIMIT, "%s range=%c uplo=%c n=%lld: |AZ-ZL| %.2f, "
              "|I-Z^HZ| %.2f", name, range, uplo, (long long)n, res, orth);
        test_record_ratio(res), test_record_ratio(orth);
        free(r), free(q);
    }
done:
    free(a0), free(a), free(z), free(wall), free(w);
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
        TRI_SFX(evx_call)(cases[c].jobz, cases[c].range, 'L', n, a, cases[c].vl, cases[c].vu, cases[c].il,
                          cases[c].iu, &m, w, z, cases[c].ldz, cases[c].lwork, &info);
        int touched = m != -3;
        for (int i = 0; i < n * n; ++i) touched |= (a[i] != (TRI_R)-7) | (z[i] != (TRI_R)-7);
        for (int i = 0; i < n; ++i) touched |= w[i] != (TRI_R)-7;
        CHECK(info == cases[c].want && !touched, "%s bad case %zu: info %d (want %d), outputs %s", name, c,
              (int)info, (int)cases[c].want, touched ? "WRITTEN" : "untouched");
    }
}

static void TRI_SFX(run_syevx)(void)
{
    static const int64_t sizes[] = {0, 1, 2, 17, 100, 257};
    const char ranges[3] = {'I', 'V', 'A'};
    for (int r = 0; r < 3; ++r)
        for (int s = 0; s < (int)(sizeof sizes / sizeof sizes[0]); ++s) {
            TRI_SFX(test_syevx)('V', ranges[r], s % 2 ? 'U' : 'L', sizes[s]);
            TRI_SFX(test_syevx)('N', ranges[r], s % 2 ? 'L' : 'U', sizes[s]);
        }
    TRI_SFX(syevx_bad_args)();
}
