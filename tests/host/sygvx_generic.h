/*
 * sygvx_generic.h -- tests of trident_<t>sygvx / <t>hegvx and the _factored
 * forms, once per precision: the subsets of syevx_generic.h ('A', 'L', 'I',
 * 'M', 'V', 'E') of the problems of sygvd_generic.h against trident's
 * full xSYGVD (itself checked against LAPACK there), residuals and
 * B-normalization over the m vectors (gv_check_vectors), the _factored form
 * on the factor left in b giving the same bits, and B not positive definite
 * giving info = n + i with m = 0 and w untouched.
 */

static void TRI_SFX(gvx_call)(int factored, int itype, char jobz, char range, char uplo, int64_t n, TRI_T *a,
                              int64_t lda, TRI_T *b, int64_t ldb, TRI_R vl, TRI_R vu, trident_int il,
                              trident_int iu, trident_int *m, TRI_R *w, TRI_T *z, int64_t ldz, trident_int *info)
{
    const int64_t nn = n > 0 ? n : 1;
    const trident_int lwork = (trident_int)((8 + 64) * nn);
    TRI_T *work = TRI_SFX(new_array)(lwork);
    TRI_R *rwork = TRI_SFX(new_real_array)(7 * nn);
    trident_int *iwork = malloc(sizeof(trident_int) * 5 * (size_t)nn), *ifail = malloc(sizeof(trident_int) * (size_t)nn);
    for (int64_t i = 0; i < nn; ++i) ifail[i] = -1;
    const trident_int tn = (trident_int)n, tlda = (trident_int)lda, tldb = (trident_int)ldb, tldz = (trident_int)ldz;
    (void)rwork;
#if TRI_COMPLEX
    if (factored)
        TRI_PUBLIC(hegvx_factored)(itype, jobz, range, uplo, tn, a, tlda, b, tldb, vl, vu, il, iu, 0, m, w, z, tldz,
                                   work, lwork, rwork, iwork, ifail, info);
    else
        TRI_PUBLIC(hegvx)(itype, jobz, range, uplo, tn, a, tlda, b, tldb, vl, vu, il, iu, 0, m, w, z, tldz, work,
                          lwork, rwork, iwork, ifail, info);
#else
    if (factored)
        TRI_PUBLIC(sygvx_factored)(itype, jobz, range, uplo, tn, a, tlda, b, tldb, vl, vu, il, iu, 0, m, w, z, tldz,
                                   work, lwork, iwork, ifail, info);
    else
        TRI_PUBLIC(sygvx)(itype, jobz, range, uplo, tn, a, tlda, b, tldb, vl, vu, il, iu, 0, m, w, z, tldz, work,
                          lwork, iwork, ifail, info);
#endif
    if (jobz == 'V' && *info == 0)
        for (int64_t i = 0; i < *m; ++i)
            CHECK(ifail[i] == 0, "ifail[%lld] = %d after success", (long long)i, (int)ifail[i]);
    free(work), free(rwork), free(iwork), free(ifail);
}

static void TRI_SFX(test_sygvx)(int itype, char jobz, char sel, char uplo, int64_t n)
{
    const char *name = TRI_COMPLEX ? TRI_STR(TRI_PUBLIC(hegvx)) : TRI_STR(TRI_PUBLIC(sygvx));
    const int64_t nn = n > 0 ? n : 1, n2 = nn * nn;
    TRI_T *a0 = TRI_SFX(new_array)(n2), *b0 = TRI_SFX(new_array)(n2), *a = TRI_SFX(new_array)(n2);
    TRI_T *b = TRI_SFX(new_array)(n2), *z = TRI_SFX(new_array)(n2);
    TRI_R *wall = TRI_SFX(new_real_array)(nn), *w = TRI_SFX(new_real_array)(nn + 1);
    TRI_SFX(gv_make_problem)(n, a0, b0);

    /* the whole spectrum by trident's xSYGVD */
    trident_int info = 99;
    memcpy(a, a0, sizeof(TRI_T) * (size_t)n2), memcpy(b, b0, sizeof(TRI_T) * (size_t)n2);
    TRI_SFX(gv_call)(0, itype, 'N', uplo, n, a, b, wall, &info);
    CHECK(info == 0, "reference xSYGVD itype=%d n=%lld: info %d", itype, (long long)n, (int)info);

    char range, label[112];
    TRI_R vl, vu;
    trident_int il, iu, expect_m, m = -1;
    int64_t first;
    TRI_SFX(subset_select)(sel, n, wall, &range, &vl, &vu, &il, &iu, &expect_m, &first);
    memcpy(a, a0, sizeof(TRI_T) * (size_t)n2), memcpy(b, b0, sizeof(TRI_T) * (size_t)n2);
    w[n] = (TRI_R)-99;
    TRI_SFX(gvx_call)(0, itype, jobz, range, uplo, n, a, nn, b, nn, vl, vu, il, iu, &m, w, z, nn, &info);
    snprintf(label, sizeof label, "%s itype=%d jobz=%c sel=%c uplo=%c n=%lld", name, itype, jobz, sel, uplo,
             (long long)n);
    CHECK(info == 0 && m == expect_m, "%s: info %d, m %d (expected %d)", label, (int)info, (int)m, (int)expect_m);
    CHECK(w[n] == (TRI_R)-99, "%s: wrote past w", label);
    if (info || m != expect_m || n == 0) goto done;

    /* eigenvalues against the full solve; lambda_min(B) >= n bounds ||inv(B)|| for itype 1 */
    {
        const double anorm = TRI_SFX(fro)(n, n, a0, n), bnorm = TRI_SFX(fro)(n, n, b0, n);
        double wmax = 0, diff = 0;
        for (int64_t i = 0; i < n; ++i) wmax = fmax(wmax, fabs((double)wall[i]));
        for (int64_t i = 0; i < m; ++i) diff = fmax(diff, fabs((double)w[i] - (double)wall[first + i]));
        const double escale = (double)n * TRI_EPS * (itype == 1 ? (anorm + bnorm * wmax) / (double)n : anorm * bnorm);
        CHECK(diff / escale < TEST_RATIO_LIMIT, "%s: eigenvalues differ from xSYGVD's by %.2f", label, diff / escale);
        test_record_ratio(diff / escale);
    }
    if (jobz == 'V') TRI_SFX(gv_check_vectors)(label, itype, n, m, a0, b0, w, z, nn);

    /* the _factored form on the factor now in b: the same bits, b untouched */
    {
        TRI_T *a2 = TRI_SFX(new_array)(n2), *bf = TRI_SFX(new_array)(n2), *z2 = TRI_SFX(new_array)(n2);
        TRI_R *w2 = TRI_SFX(new_real_array)(nn);
        trident_int m2 = -1;
        memcpy(a2, a0, sizeof(TRI_T) * (size_t)n2), memcpy(bf, b, sizeof(TRI_T) * (size_t)n2);
        TRI_SFX(gvx_call)(1, itype, jobz, range, uplo, n, a2, nn, bf, nn, vl, vu, il, iu, &m2, w2, z2, nn, &info);
        const int same = info == 0 && m2 == m && !memcmp(w2, w, sizeof(TRI_R) * (size_t)m) &&
                         (jobz == 'N' || !memcmp(z2, z, sizeof(TRI_T) * (size_t)(n * m))) &&
                         !memcmp(bf, b, sizeof(TRI_T) * (size_t)n2);
        CHECK(same, "%s _factored: differs from the unfactored call (info %d, m %d) or modified b", label,
              (int)info, (int)m2);
        free(a2), free(bf), free(z2), free(w2);
    }
done:
    free(a0), free(b0), free(a), free(b), free(z), free(wall), free(w);
}

/* B = I except one negative diagonal entry at k: info = n + k + 1, m = 0, w untouched */
static void TRI_SFX(test_sygvx_not_definite)(int64_t n, int64_t k)
{
    TRI_T *a = TRI_SFX(new_array)(n * n), *b = TRI_SFX(new_array)(n * n), *z = TRI_SFX(new_array)(n * n);
    TRI_R *w = TRI_SFX(new_real_array)(n);
    TRI_SFX(random_hermitian)(n, a, n);
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < n; ++i) b[i + j * n] = (i == j) ? (i == k ? -1 : 1) : 0;
    for (int64_t i = 0; i < n; ++i) w[i] = -5;
    trident_int info = 0, m = -1;
    TRI_SFX(gvx_call)(0, 2, 'V', 'I', 'U', n, a, n, b, n, 0, 1, 1, (trident_int)(n / 2), &m, w, z, n, &info);
    int w_touched = 0;
    for (int64_t i = 0; i < n; ++i) w_touched |= w[i] != -5;
    CHECK(info == n + k + 1 && m == 0 && !w_touched, "xSYGVX: B not positive definite at %lld (n=%lld): info %d "
          "(expected %lld), m %d", (long long)k, (long long)n, (int)info, (long long)(n + k + 1), (int)m);
    free(a), free(b), free(z), free(w);
}

static void TRI_SFX(run_sygvx)(void)
{
    static const int64_t sizes[] = {0, 1, 2, 17, 100};
    static const char sels[] = "ALMVE";
    for (int itype = 1; itype <= 3; ++itype)
        for (int r = 0; sels[r]; ++r)
            for (int s = 0; s < (int)(sizeof sizes / sizeof sizes[0]); ++s) {
                TRI_SFX(test_sygvx)(itype, 'V', sels[r], (s + r) % 2 ? 'U' : 'L', sizes[s]);
                if (s % 2) TRI_SFX(test_sygvx)(itype, 'N', sels[r], (s + r) % 2 ? 'L' : 'U', sizes[s]);
            }
    TRI_SFX(test_sygvx)(1, 'V', 'I', 'L', 131);
    TRI_SFX(test_sygvx_not_definite)(40, 0);
    TRI_SFX(test_sygvx_not_definite)(40, 23);
}
