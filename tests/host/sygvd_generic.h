/*
 * sygvd_generic.h -- tests of trident_<t>sygvd / <t>hegvd and the _factored
 * forms, written once for s, d, c, z.
 *
 * A random Hermitian, B = C C^H + n I (so lambda_min(B) >= n).  Checks
 * (gv_check_vectors, common/generalized_checks_generic.h): residual and
 * B-normalization as LAPACK's generalized tests measure them, ratios < 30;
 *   eigenvalues against LAPACK's xSYGVD / xHEGVD;
 * B not positive definite gives info = n + (order of the failing minor);
 * the _factored form on LAPACK's Cholesky factor gives the same bits.
 */

static void TRI_SFX(gv_call)(int factored, int itype, char jobz, char uplo, int64_t n, TRI_T *a,
                             TRI_T *b, TRI_R *w, trident_int *info)
{
    const int64_t nn = n > 0 ? n : 1;
    const trident_int lwork = (trident_int)(1 + 6 * nn + 2 * nn * nn + 64 * nn), /* >= both minima */
                      lrwork = (trident_int)(1 + 5 * nn + 2 * nn * nn), liwork = (trident_int)(3 + 5 * nn);
    TRI_T *work = TRI_SFX(new_array)(lwork);
    TRI_R *rwork = TRI_SFX(new_real_array)(lrwork);
    trident_int *iwork = malloc(sizeof(trident_int) * (size_t)liwork);
    (void)rwork;
#if TRI_COMPLEX
    if (factored)
        TRI_PUBLIC(hegvd_factored)(itype, jobz, uplo, (trident_int)n, a, (trident_int)nn, b, (trident_int)nn, w,
                                   work, lwork, rwork, lrwork, iwork, liwork, info);
    else
        TRI_PUBLIC(hegvd)(itype, jobz, uplo, (trident_int)n, a, (trident_int)nn, b, (trident_int)nn, w, work,
                          lwork, rwork, lrwork, iwork, liwork, info);
#else
    if (factored)
        TRI_PUBLIC(sygvd_factored)(itype, jobz, uplo, (trident_int)n, a, (trident_int)nn, b, (trident_int)nn, w,
                                   work, lwork, iwork, liwork, info);
    else
        TRI_PUBLIC(sygvd)(itype, jobz, uplo, (trident_int)n, a, (trident_int)nn, b, (trident_int)nn, w, work,
                          lwork, iwork, liwork, info);
#endif
    free(work), free(rwork), free(iwork);
}

/* A random Hermitian, B = C C^H + n I (so lambda_min(B) >= n), both full, leading dimension n. */
static void TRI_SFX(gv_make_problem)(int64_t n, TRI_T *a0, TRI_T *b0)
{
    TRI_SFX(random_hermitian)(n, a0, n > 0 ? n : 1);
    if (n == 0) return;
    TRI_T *c = TRI_SFX(new_array)(n * n);
    for (int64_t k = 0; k < n * n; ++k) c[k] = TRI_SFX(random_scalar)();
    blas_int bn = (blas_int)n;
    const TRI_T one = 1, zero = 0;
    TRI_LAPACK(gemm)("N", "C", &bn, &bn, &bn, &one, c, &bn, c, &bn, &zero, b0, &bn, 1, 1);
    for (int64_t j = 0; j < n; ++j) { /* exactly Hermitian */
        b0[j + j * n] = tri_real(b0[j + j * n]) + (TRI_R)n;
        for (int64_t i = j + 1; i < n; ++i) b0[j + i * n] = tri_conj(b0[i + j * n]);
    }
    free(c);
}

static void TRI_SFX(test_sygvd)(int itype, char jobz, char uplo, int64_t n)
{
    const char *name = TRI_COMPLEX ? TRI_STR(TRI_PUBLIC(hegvd)) : TRI_STR(TRI_PUBLIC(sygvd));
    const int64_t nn = n > 0 ? n : 1, n2 = nn * nn;
    TRI_T *a0 = TRI_SFX(new_array)(n2), *b0 = TRI_SFX(new_array)(n2);
    TRI_T *a = TRI_SFX(new_array)(n2), *b = TRI_SFX(new_array)(n2);
    TRI_R *w = TRI_SFX(new_real_array)(nn), *wl = TRI_SFX(new_real_array)(nn);
    TRI_SFX(gv_make_problem)(n, a0, b0);
    memcpy(a, a0, sizeof(TRI_T) * (size_t)n2), memcpy(b, b0, sizeof(TRI_T) * (size_t)n2);
    trident_int info = 99;
    TRI_SFX(gv_call)(0, itype, jobz, uplo, n, a, b, w, &info);
    CHECK(info == 0, "%s itype=%d jobz=%c uplo=%c n=%lld: info %d", name, itype, jobz, uplo, (long long)n, (int)info);
    if (n == 0 || info) goto done;

    /* the _factored form on the factor just left in b gives the same bits */
    {
        TRI_T *a2 = TRI_SFX(new_array)(n2), *bf = TRI_SFX(new_array)(n2);
        TRI_R *w2 = TRI_SFX(new_real_array)(nn);
        memcpy(a2, a0, sizeof(TRI_T) * (size_t)n2), memcpy(bf, b, sizeof(TRI_T) * (size_t)n2);
        TRI_SFX(gv_call)(1, itype, jobz, uplo, n, a2, bf, w2, &info);
        const int same = info == 0 && !memcmp(w2, w, sizeof(TRI_R) * (size_t)n) &&
                         (jobz == 'N' || !memcmp(a2, a, sizeof(TRI_T) * (size_t)n2)) &&
                         !memcmp(bf, b, sizeof(TRI_T) * (size_t)n2);
        CHECK(same, "%s_factored itype=%d jobz=%c uplo=%c n=%lld: differs from the unfactored call "
              "(info %d) or modified b", name, itype, jobz, uplo, (long long)n, (int)info);
        free(a2), free(bf), free(w2);
    }

    const double anorm = TRI_SFX(fro)(n, n, a0, n), bnorm = TRI_SFX(fro)(n, n, b0, n);
    double wmax = 0;
    for (int64_t i = 0; i < n; ++i) wmax = fmax(wmax, fabs((double)w[i]));
    if (jobz == 'V') {
        char label[96];
        snprintf(label, sizeof label, "%s itype=%d uplo=%c n=%lld", name, itype, uplo, (long long)n);
        TRI_SFX(gv_check_vectors)(label, itype, n, n, a0, b0, w, a, n);
    }

    /* eigenvalues against LAPACK's own generalized driver */
    {
        const blas_int linfo = TRI_SFX(gv_lapack_values)(itype, uplo, n, a0, b0, wl);
        double diff = 0;
        for (int64_t i = 0; i < n; ++i) diff = fmax(diff, fabs((double)w[i] - (double)wl[i]));
        /* lambda_min(B) >= n bounds ||inv(B)|| for itype 1 */
        const double escale = (double)n * TRI_EPS *
                              (itype == 1 ? (anorm + bnorm * wmax) / (double)n : anorm * bnorm);
        CHECK(linfo == 0 && diff / escale < TEST_RATIO_LIMIT, "%s itype=%d jobz=%c uplo=%c n=%lld: eigenvalues "
              "differ from LAPACK's by %.2f", name, itype, jobz, uplo, (long long)n, diff / escale);
        test_record_ratio(diff / escale);
    }
done:
    free(a0), free(b0), free(a), free(b), free(w), free(wl);
}

/* B = I except one negative diagonal entry at k: info = n + k + 1 */
static void TRI_SFX(test_sygvd_not_definite)(int64_t n, int64_t k)
{
    TRI_T *a = TRI_SFX(new_array)(n * n), *b = TRI_SFX(new_array)(n * n);
    TRI_R *w = TRI_SFX(new_real_array)(n);
    TRI_SFX(random_hermitian)(n, a, n);
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < n; ++i) b[i + j * n] = (i == j) ? (i == k ? -1 : 1) : 0;
    for (int64_t i = 0; i < n; ++i) w[i] = -5;
    trident_int info = 0;
    TRI_SFX(gv_call)(0, 1, 'V', 'L', n, a, b, w, &info);
    int w_touched = 0;
    for (int64_t i = 0; i < n; ++i) w_touched |= w[i] != -5;
    CHECK(info == n + k + 1 && !w_touched, "B not positive definite at %lld (n=%lld): info %d, expected %lld",
          (long long)k, (long long)n, (int)info, (long long)(n + k + 1));
    free(a), free(b), free(w);
}

static void TRI_SFX(run_sygvd)(void)
{
    static const int64_t sizes[] = {0, 1, 2, 17, 100, 257};
    for (int itype = 1; itype <= 3; ++itype)
        for (int s = 0; s < (int)(sizeof sizes / sizeof sizes[0]); ++s) {
            TRI_SFX(test_sygvd)(itype, 'V', s % 2 ? 'U' : 'L', sizes[s]);
            TRI_SFX(test_sygvd)(itype, 'N', s % 2 ? 'L' : 'U', sizes[s]);
        }
    TRI_SFX(test_sygvd_not_definite)(40, 0);
    TRI_SFX(test_sygvd_not_definite)(40, 23);
}
