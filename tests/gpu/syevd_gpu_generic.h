/*
 * syevd_gpu_generic.h -- the GPU eigen driver, one precision (s, d, c, z):
 *   - the device entry trident_{s,d}syevd_gpu / {c,z}heevd_gpu: residual
 *     ||A Z - Z L|| / (n ||A|| eps), orthogonality ||I - Z^H Z|| / (n eps),
 *     eigenvalues against LAPACK's xSYEVD / xHEEVD, jobz 'N' against 'V',
 *     the triangle not named by uplo untouched, bitwise repeatability;
 *   - the host entry with backend gpu gives the device entry's bits;
 *   - the back-transformation primitive apply_q on the GPU against the host
 *     LAPACK's xORMTR / xUNMTR, both uplo, Z square and not (m < n), A not
 *     modified;
 *   - bad arguments of the device entry: info = -i, one handler call,
 *     nothing written.
 */

#if TRI_COMPLEX
#define TRI_EVD_GPU TRI_PUBLIC(heevd_gpu)
#define TRI_EVD_HOST TRI_PUBLIC(heevd)
#else
#define TRI_EVD_GPU TRI_PUBLIC(syevd_gpu)
#define TRI_EVD_HOST TRI_PUBLIC(syevd)
#endif

/* Trident's host-memory entry with its optimal workspace (default context). */
static trident_int TRI_SFX(host_entry)(char jobz, char uplo, int64_t n, TRI_T *a, int64_t lda,
                                       TRI_R *w)
{
    trident_int info = 0, iq = 0;
    TRI_T q = 0;
    TRI_R rq = 0;
    (void)rq;
#if TRI_COMPLEX
    TRI_EVD_HOST(jobz, uplo, (trident_int)n, a, (trident_int)lda, w, &q, -1, &rq, -1, &iq, -1, &info);
#else
    TRI_EVD_HOST(jobz, uplo, (trident_int)n, a, (trident_int)lda, w, &q, -1, &iq, -1, &info);
#endif
    const trident_int lw = (trident_int)tri_real(q), lrw = (trident_int)rq, liw = iq;
    TRI_T *work = TRI_SFX(new_array)(lw);
    TRI_R *rwork = TRI_SFX(new_real_array)(lrw);
    trident_int *iwork = malloc((size_t)(liw > 0 ? liw : 1) * sizeof(trident_int));
    (void)rwork;
#if TRI_COMPLEX
    TRI_EVD_HOST(jobz, uplo, (trident_int)n, a, (trident_int)lda, w, work, lw, rwork, lrw, iwork, liw, &info);
#else
    TRI_EVD_HOST(jobz, uplo, (trident_int)n, a, (trident_int)lda, w, work, lw, iwork, liw, &info);
#endif
    free(work), free(rwork), free(iwork);
    return info;
}

/* LAPACK's eigenvalues of the full Hermitian a0 (ld n). */
static void TRI_SFX(lapack_eigenvalues)(char uplo, int64_t n, const TRI_T *a0, TRI_R *w)
{
    TRI_T *a = TRI_SFX(new_array)(n * n);
    memcpy(a, a0, (size_t)(n * n) * sizeof(TRI_T));
    blas_int bn = (blas_int)n, lw = (blas_int)(2 * n + n * n + 64 * n + 1),
             lrw = (blas_int)(1 + 5 * n + 2 * n * n), liw = (blas_int)(3 + 5 * n), info = 0;
    TRI_T *work = TRI_SFX(new_array)(lw);
    TRI_R *rwork = TRI_SFX(new_real_array)(lrw);
    blas_int *iwork = malloc((size_t)liw * sizeof(blas_int));
    (void)rwork;
#if TRI_COMPLEX
    TRI_LAPACK_SY(evd)("N", &uplo, &bn, a, &bn, w, work, &lw, rwork, &lrw, iwork, &liw, &info, 1, 1);
#else
    TRI_LAPACK_SY(evd)("N", &uplo, &bn, a, &bn, w, work, &lw, iwork, &liw, &info, 1, 1);
#endif
    CHECK(info == 0, "LAPACK reference eigen driver: info %d", (int)info);
    free(a), free(work), free(rwork), free(iwork);
}

/* ||A Z - Z diag(w)|| / (n ||A|| eps) and ||I - Z^H Z|| / (n eps) */
static void TRI_SFX(eigen_ratios)(int64_t n, const TRI_T *a0, const TRI_T *z, int64_t ldz,
                                  const TRI_R *w, double *res, double *orth)
{
    TRI_T *zz = TRI_SFX(new_array)(n * n), *r = TRI_SFX(new_array)(n * n);
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < n; ++i) {
            zz[i + j * n] = z[i + j * ldz];
            r[i + j * n] = zz[i + j * n] * w[j];
        }
    blas_int bn = (blas_int)n;
    const TRI_T one = 1, mone = -1;
    TRI_LAPACK(gemm)("N", "N", &bn, &bn, &bn, &one, a0, &bn, zz, &bn, &mone, r, &bn, 1, 1);
    const double anorm = TRI_SFX(fro)(n, n, a0, n);
    *res = TRI_SFX(fro)(n, n, r, n) / ((double)n * (anorm > 0 ? anorm : 1) * TRI_EPS);
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < n; ++i) r[i + j * n] = (i == j);
    TRI_LAPACK(gemm)("C", "N", &bn, &bn, &bn, &mone, zz, &bn, zz, &bn, &one, r, &bn, 1, 1);
    *orth = TRI_SFX(fro)(n, n, r, n) / ((double)n * TRI_EPS);
    free(zz), free(r);
}

static double TRI_SFX(max_diff)(int64_t n, const TRI_R *x, const TRI_R *y)
{
    double m = 0;
    for (int64_t i = 0; i < n; ++i) {
        const double v = fabs((double)x[i] - (double)y[i]);
        if (v > m || v != v) m = v;
    }
    return m;
}

static int TRI_SFX(ascending)(int64_t n, const TRI_R *w)
{
    for (int64_t i = 0; i + 1 < n; ++i)
        if (!(w[i] <= w[i + 1])) return 0;
    return 1;
}

/* The device entry against LAPACK, jobz 'N' against 'V', the host entry's
 * bits, repeatability. */
static void TRI_SFX(gpu_eigen)(char uplo, int64_t n)
{
    const char *name = TRI_COMPLEX ? TRI_STR(TRI_PUBLIC(heevd_gpu)) : TRI_STR(TRI_PUBLIC(syevd_gpu));
    const int64_t nn = n > 0 ? n : 1;
    TRI_T *a0 = TRI_SFX(new_array)(nn * nn), *z = TRI_SFX(new_array)(nn * nn);
    TRI_T *z_again = TRI_SFX(new_array)(nn * nn), *a_host = TRI_SFX(new_array)(nn * nn);
    TRI_R *w = TRI_SFX(new_real_array)(nn), *wn = TRI_SFX(new_real_array)(nn);
    TRI_R *wl = TRI_SFX(new_real_array)(nn), *w_again = TRI_SFX(new_real_array)(nn);
    TRI_SFX(random_hermitian)(n, a0, n);
    const double anorm = TRI_SFX(fro)(n, n, a0, n);
    const double scale = (double)n * (anorm > 0 ? anorm : 1) * TRI_EPS;
    TRI_SFX(lapack_eigenvalues)(uplo, n, a0, wl);

    /* jobz 'V', a leading dimension that is not a multiple of anything */
    const int64_t ld_odd = n + 3;
    TRI_T *da = TRI_SFX(to_device)(n, n, a0, n, ld_odd);
    TRI_R *dw;
    cudaMalloc((void **)&dw, (size_t)nn * sizeof(TRI_R));
    trident_int info = -99;
    TRI_EVD_GPU(test_ctx, 'V', uplo, n, da, ld_odd, dw, &info);
    CHECK(info == 0, "%s jobz=V uplo=%c n=%lld: info %d", name, uplo, (long long)n, (int)info);
    TRI_SFX(from_device)(n, n, da, ld_odd, z, n);
    cudaMemcpy(w, dw, (size_t)n * sizeof(TRI_R), cudaMemcpyDeviceToHost);
    double res, orth;
    TRI_SFX(eigen_ratios)(n, a0, z, n, w, &res, &orth);
    const double lap = TRI_SFX(max_diff)(n, w, wl) / scale;
    CHECK(res < TEST_RATIO_LIMIT && orth < TEST_RATIO_LIMIT && lap < TEST_RATIO_LIMIT &&
              TRI_SFX(ascending)(n, w),
          "%s jobz=V uplo=%c n=%lld: |AZ-ZL| %.2f, |I-Z^HZ| %.2f, vs LAPACK %.2f (n|A|eps), "
          "ascending %d", name, uplo, (long long)n, res, orth, lap, TRI_SFX(ascending)(n, w));

    /* jobz 'N': bisection; the triangle not named by uplo must survive */
    cudaFree(da);
    da = TRI_SFX(to_device)(n, n, a0, n, ld_odd);
    TRI_EVD_GPU(test_ctx, 'N', uplo, n, da, ld_odd, dw, &info);
    CHECK(info == 0, "%s jobz=N uplo=%c n=%lld: info %d", name, uplo, (long long)n, (int)info);
    cudaMemcpy(wn, dw, (size_t)n * sizeof(TRI_R), cudaMemcpyDeviceToHost);
    TRI_SFX(from_device)(n, n, da, ld_odd, a_host, n);
    int64_t other_changed = 0;
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < n; ++i)
            if ((uplo == 'L' ? i < j : i > j) && memcmp(&a_host[i + j * n], &a0[i + j * n], sizeof(TRI_T)))
                ++other_changed;
    const double nv = TRI_SFX(max_diff)(n, wn, w) / scale, nl = TRI_SFX(max_diff)(n, wn, wl) / scale;
    CHECK(nv < TEST_RATIO_LIMIT && nl < TEST_RATIO_LIMIT && TRI_SFX(ascending)(n, wn) && !other_changed,
          "%s jobz=N uplo=%c n=%lld: vs jobz=V %.2f, vs LAPACK %.2f (n|A|eps), ascending %d, "
          "%lld elements of the other triangle written", name, uplo, (long long)n, nv, nl,
          TRI_SFX(ascending)(n, wn), (long long)other_changed);
    cudaFree(da);

    /* The host entry (backend gpu: the whole solve on the device, leading
     * dimension n rounded up to 32) gives the device entry's bits when the
     * device entry sees the same leading dimension; and repeated device
     * calls give the same bits. */
    const int64_t ld32 = (n + 31) / 32 * 32 > 0 ? (n + 31) / 32 * 32 : 1;
    for (int job = 0; job < 2; ++job) {
        const char jobz = job ? 'N' : 'V';
        int differing = 0;
        for (int r = 0; r < 3; ++r) {
            da = TRI_SFX(to_device)(n, n, a0, n, ld32);
            TRI_EVD_GPU(test_ctx, jobz, uplo, n, da, ld32, dw, &info);
            CHECK(info == 0, "%s jobz=%c repeat %d: info %d", name, jobz, r, (int)info);
            TRI_SFX(from_device)(n, n, da, ld32, r ? z_again : z, n);
            cudaMemcpy(r ? w_again : w, dw, (size_t)n * sizeof(TRI_R), cudaMemcpyDeviceToHost);
            if (r) differing += memcmp(w, w_again, (size_t)n * sizeof(TRI_R)) != 0 ||
                                (jobz == 'V' && memcmp(z, z_again, (size_t)(n * n) * sizeof(TRI_T)) != 0);
            cudaFree(da);
        }
        CHECK(differing == 0, "%s jobz=%c uplo=%c n=%lld: %d of 2 repeats not bitwise identical",
              name, jobz, uplo, (long long)n, differing);
        memcpy(a_host, a0, (size_t)(n * n) * sizeof(TRI_T));
        info = TRI_SFX(host_entry)(jobz, uplo, n, a_host, n, w_again);
        CHECK(info == 0, "host entry jobz=%c uplo=%c n=%lld: info %d", jobz, uplo, (long long)n, (int)info);
        int same = !memcmp(w, w_again, (size_t)n * sizeof(TRI_R));
        if (jobz == 'V') same &= !memcmp(z, a_host, (size_t)(n * n) * sizeof(TRI_T));
        CHECK(same, "jobz=%c uplo=%c n=%lld: the host entry (backend gpu) differs from %s", jobz,
              uplo, (long long)n, name);
    }
    cudaFree(dw);
    free(a0), free(z), free(z_again), free(a_host), free(w), free(wn), free(wl), free(w_again);
}

/*
 * apply_q on the GPU against the host LAPACK's xORMTR / xUNMTR (side 'L',
 * trans 'N') on reflectors from LAPACK's own xSYTRD / xHETRD: the storage
 * conventions of both uplo, Z n-by-m with m < n or m = n, ldz > n.
 */
static void TRI_SFX(gpu_apply_q)(char uplo, int64_t n, int64_t m)
{
    const trident_backend_ops *cu = trident_cuda_backend();
    const int64_t lda = n + 1, ldz = n + 2;
    TRI_T *a = TRI_SFX(new_array)(lda * n), *full = TRI_SFX(new_array)(n * n);
    TRI_T *tau = TRI_SFX(new_array)(n), *z0 = TRI_SFX(new_array)(ldz * m);
    TRI_T *zh = TRI_SFX(new_array)(ldz * m), *zg = TRI_SFX(new_array)(ldz * m);
    TRI_T *a_back = TRI_SFX(new_array)(lda * n);
    TRI_R *d = TRI_SFX(new_real_array)(n), *e = TRI_SFX(new_real_array)(n);
    TRI_SFX(random_hermitian)(n, full, n);
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < lda; ++i) a[i + j * lda] = i < n ? full[i + j * n] : 0;
    blas_int bn = (blas_int)n, bm = (blas_int)m, blda = (blas_int)lda, bldz = (blas_int)ldz;
    blas_int lw = (blas_int)(64 * (n + m + 65)), info = 0;
    TRI_T *work = TRI_SFX(new_array)(lw);
    TRI_LAPACK_SY(trd)(&uplo, &bn, a, &blda, d, e, tau, work, &lw, &info, 1);
    CHECK(info == 0, "LAPACK tridiagonalization: info %d", (int)info);
    for (int64_t k = 0; k < ldz * m; ++k) z0[k] = TRI_SFX(random_scalar)();
    memcpy(zh, z0, (size_t)(ldz * m) * sizeof(TRI_T));
    TRI_LAPACK_OR(mtr)("L", &uplo, "N", &bn, &bm, a, &blda, tau, zh, &bldz, work, &lw, &info, 1, 1, 1);
    CHECK(info == 0, "LAPACK back-transformation: info %d", (int)info);

    TRI_T *da = TRI_SFX(to_device)(lda, n, a, lda, lda), *dtau = TRI_SFX(to_device)(n, 1, tau, n, n);
    TRI_T *dz = TRI_SFX(to_device)(ldz, m, z0, ldz, ldz), *dwork;
    cudaMalloc((void **)&dwork, (size_t)TRI_MEMBER(*cu).apply_q_lwork(n, m) * sizeof(TRI_T));
    TRI_MEMBER(*cu).apply_q(test_ctx, uplo, n, m, da, lda, dtau, dz, ldz, dwork);
    const int status = cu->synchronize(test_ctx);
    CHECK(status == 0, "apply_q: status %d", status);
    TRI_SFX(from_device)(ldz, m, dz, ldz, zg, ldz);
    TRI_SFX(from_device)(lda, n, da, lda, a_back, lda);
    for (int64_t j = 0; j < m; ++j)
        for (int64_t i = 0; i < n; ++i) zg[i + j * ldz] -= zh[i + j * ldz];
    const double ratio = TRI_SFX(fro)(n, m, zg, ldz) / (TRI_SFX(fro)(n, m, z0, ldz) * (double)n * TRI_EPS);
    int64_t pad = 0; /* rows n..ldz-1 of Z must not be written */
    for (int64_t j = 0; j < m; ++j) pad += memcmp(&zg[n + j * ldz], &z0[n + j * ldz], (size_t)(ldz - n) * sizeof(TRI_T)) != 0;
    CHECK(ratio < TEST_RATIO_LIMIT && !memcmp(a, a_back, (size_t)(lda * n) * sizeof(TRI_T)) && !pad,
          "apply_q_%s uplo=%c n=%lld m=%lld: |Z_gpu - Z_lapack| / (|Z| n eps) = %.2f, A modified %d, "
          "padding written %lld", TRI_STR(TRI_CH), uplo, (long long)n, (long long)m, ratio,
          memcmp(a, a_back, (size_t)(lda * n) * sizeof(TRI_T)) != 0, (long long)pad);

    /* the host primitive is xORMTR itself */
    memcpy(zg, z0, (size_t)(ldz * m) * sizeof(TRI_T));
    TRI_T *hwork = TRI_SFX(new_array)(TRI_MEMBER(trident_host_backend).apply_q_lwork(n, m));
    TRI_MEMBER(trident_host_backend).apply_q(test_ctx, uplo, n, m, a, lda, tau, zg, ldz, hwork);
    CHECK(!memcmp(zg, zh, (size_t)(ldz * m) * sizeof(TRI_T)), "host apply_q_%s uplo=%c n=%lld m=%lld "
          "differs from xORMTR", TRI_STR(TRI_CH), uplo, (long long)n, (long long)m);
    cudaFree(da), cudaFree(dtau), cudaFree(dz), cudaFree(dwork);
    free(a), free(full), free(tau), free(z0), free(zh), free(zg), free(a_back), free(d), free(e);
    free(work), free(hwork);
}

/* Illegal arguments of the device entry: info = -i, one handler call, dA
 * and dW untouched. */
static void TRI_SFX(gpu_bad_arguments)(void)
{
    enum { n = 8 };
    TRI_T host[n * n], back[n * n];
    TRI_R wh[n], wb[n];
    for (int k = 0; k < n * n; ++k) host[k] = (TRI_R)(-7.5 - k);
    for (int k = 0; k < n; ++k) wh[k] = (TRI_R)(3.25 + k);
    TRI_T *da = TRI_SFX(to_device)(n, n, host, n, n);
    TRI_R *dw;
    cudaMalloc((void **)&dw, sizeof wh);
    cudaMemcpy(dw, wh, sizeof wh, cudaMemcpyHostToDevice);
    struct { int ctx_ok; char jobz, uplo; int64_t n, ldda; int null_a, null_w; trident_int expect; } cases[] = {
        {0, 'V', 'L', n, n, 0, 0, TRIDENT_INFO_INVALID_CONTEXT},
        {1, 'X', 'L', n, n, 0, 0, -2}, {1, 'N', 'Q', n, n, 0, 0, -3},
        {1, 'V', 'U', -1, n, 0, 0, -4}, {1, 'V', 'U', n, n, 1, 0, -5},
        {1, 'N', 'L', n, n - 1, 0, 0, -6}, {1, 'V', 'L', n, n, 0, 1, -7}};
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; ++c) {
        trident_int info = 0;
        handler_calls = 0;
        TRI_EVD_GPU(cases[c].ctx_ok ? test_ctx : NULL, cases[c].jobz, cases[c].uplo, cases[c].n,
                    cases[c].null_a ? NULL : da, cases[c].ldda, cases[c].null_w ? NULL : dw, &info);
        cudaMemcpy(back, da, sizeof back, cudaMemcpyDeviceToHost);
        cudaMemcpy(wb, dw, sizeof wb, cudaMemcpyDeviceToHost);
        CHECK(info == cases[c].expect && handler_calls == 1,
              "%s bad case %zu: info %d (expected %d), handler called %d times",
              TRI_STR(TRI_EVD_GPU), c, (int)info, (int)cases[c].expect, handler_calls);
        CHECK(!memcmp(host, back, sizeof host) && !memcmp(wh, wb, sizeof wh),
              "%s bad case %zu: device arrays written", TRI_STR(TRI_EVD_GPU), c);
    }
    /* n = 0: a quick return that touches nothing */
    trident_int info = -99;
    handler_calls = 0;
    TRI_EVD_GPU(test_ctx, 'V', 'L', 0, NULL, 1, NULL, &info);
    CHECK(info == 0 && handler_calls == 0, "%s n=0: info %d", TRI_STR(TRI_EVD_GPU), (int)info);
    cudaFree(da), cudaFree(dw);
}

static void TRI_SFX(run_gpu_eigen)(void)
{
    static const int64_t sizes[] = {1, 2, 3, 17, 64, 65, 200, 513, 2100}; /* 2100: halved HEMM */
    const char uplos[2] = {'L', 'U'};
    for (int u = 0; u < 2; ++u) {
        for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; ++s) TRI_SFX(gpu_eigen)(uplos[u], sizes[s]);
        static const int64_t qn[] = {2, 3, 17, 64, 65, 129, 130, 200, 300}; /* blocks of 128: one, one + 1, one + 71, two + 43 */
        for (size_t s = 0; s < sizeof qn / sizeof qn[0]; ++s) {
            TRI_SFX(gpu_apply_q)(uplos[u], qn[s], qn[s]);
            TRI_SFX(gpu_apply_q)(uplos[u], qn[s], qn[s] / 3 + 1);
        }
    }
    TRI_SFX(gpu_bad_arguments)();
}

#undef TRI_EVD_GPU
#undef TRI_EVD_HOST
