/*
 * sygvd_gpu_generic.h -- the generalized eigenproblem on the GPU, one
 * precision: the device entry trident_<t>sygvd_gpu / <t>hegvd_gpu and the
 * host-pointer xSYGVD / xHEGVD when dispatch sends it to the GPU.
 *
 * A is random Hermitian, B = C C^H + n I (so lambda_min(B) >= n).  Device
 * matrices carry NaN in the triangle uplo does not name and a sentinel in the
 * rows below n: neither may be read into the result or written.  Checks, as
 * LAPACK's generalized tests measure them (ratios < 30):
 *   residual       itype 1: ||A Z - B Z L|| / (n eps (||A|| + ||B|| max|l|) ||Z||)
 *                  itype 2: ||A B Z - Z L||,  3: ||B A Z - Z L||  / (n eps ||A|| ||B|| ||Z||)
 *   normalization  ||Z^H B Z - I|| / (n eps ||B|| ||Z||^2)  (itype 1, 2)
 *   eigenvalues    against LAPACK's xSYGVD / xHEGVD
 *   factor of B    against LAPACK's xPOTRF
 */

static const char *TRI_SFX(gv_name)(void) { return TRI_STR(TRI_PUBLIC_SY(gvd_gpu)); }

static int TRI_SFX(gv_stored)(char uplo, int64_t i, int64_t j) { return uplo == 'L' ? i >= j : i <= j; }

/* a: random Hermitian; b: C C^H + n I; both full n-by-n (ld n). */
static void TRI_SFX(gv_problem)(int64_t n, TRI_T *a, TRI_T *b)
{
    TRI_SFX(random_hermitian)(n, a, n);
    TRI_T *c = TRI_SFX(new_array)(n * n);
    for (int64_t k = 0; k < n * n; ++k) c[k] = TRI_SFX(random_scalar)();
    const blas_int bn = (blas_int)n;
    const TRI_T one = 1, zero = 0;
    TRI_LAPACK(gemm)("N", "C", &bn, &bn, &bn, &one, c, &bn, c, &bn, &zero, b, &bn, 1, 1);
    for (int64_t j = 0; j < n; ++j) { /* exactly Hermitian, diagonal real */
        b[j + j * n] = tri_real(b[j + j * n]) + (TRI_R)n;
        for (int64_t i = j + 1; i < n; ++i) b[j + i * n] = tri_conj(b[i + j * n]);
    }
    free(c);
}

/* The ld-by-n image of m (n-by-n) as the device gets it: triangle uplo of m,
 * NaN in the other triangle, a sentinel in the rows below n. */
static void TRI_SFX(gv_image)(char uplo, int64_t n, int64_t ld, const TRI_T *m, TRI_T *img)
{
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < ld; ++i)
            img[i + j * ld] = i >= n ? (TRI_T)-77.25
                            : TRI_SFX(gv_stored)(uplo, i, j) ? m[i + j * n] : (TRI_T)NAN;
}

/* The device entry on the images (ld-by-n; w: n): uploaded, run, downloaded
 * into the same arrays.  Returns info. */
static trident_int TRI_SFX(gv_device_run)(int itype, char jobz, char uplo, int64_t n, int64_t ld,
                                          TRI_T *img_a, TRI_T *img_b, TRI_R *w)
{
    const size_t mbytes = (size_t)(ld * n > 0 ? ld * n : 1) * sizeof(TRI_T);
    const size_t wbytes = (size_t)(n > 0 ? n : 1) * sizeof(TRI_R);
    TRI_T *da = NULL, *db = NULL;
    TRI_R *dw = NULL;
    if (cudaMalloc((void **)&da, mbytes) != cudaSuccess || cudaMalloc((void **)&db, mbytes) != cudaSuccess ||
        cudaMalloc((void **)&dw, wbytes) != cudaSuccess) {
        CHECK(0, "cudaMalloc of %zu bytes", mbytes);
        cudaFree(da), cudaFree(db), cudaFree(dw);
        return -9999;
    }
    test_memcpy(da, img_a, mbytes, cudaMemcpyHostToDevice);
    test_memcpy(db, img_b, mbytes, cudaMemcpyHostToDevice);
    test_memcpy(dw, w, wbytes, cudaMemcpyHostToDevice);
    trident_int info = 12345;
    TRI_PUBLIC_SY(gvd_gpu)(test_ctx, itype, jobz, uplo, n, da, ld, db, ld, dw, &info);
    cudaMemcpy(img_a, da, mbytes, cudaMemcpyDeviceToHost);
    cudaMemcpy(img_b, db, mbytes, cudaMemcpyDeviceToHost);
    cudaMemcpy(w, dw, wbytes, cudaMemcpyDeviceToHost);
    cudaFree(da), cudaFree(db), cudaFree(dw);
    return info;
}

/* The host-pointer xSYGVD / xHEGVD (factored 1: the _factored form) with
 * LAPACK-sized workspace. */
static void TRI_SFX(gv_host_call)(int factored, int itype, char jobz, char uplo, int64_t n,
                                  TRI_T *a, int64_t lda, TRI_T *b, int64_t ldb, TRI_R *w,
                                  trident_int *info)
{
    const int64_t nn = n > 0 ? n : 1;
    const trident_int lwork = (trident_int)(1 + 6 * nn + 2 * nn * nn + 64 * nn),
                      lrwork = (trident_int)(1 + 5 * nn + 2 * nn * nn), liwork = (trident_int)(3 + 5 * nn);
    TRI_T *work = TRI_SFX(new_array)(lwork);
    TRI_R *rwork = TRI_SFX(new_real_array)(lrwork);
    trident_int *iwork = malloc(sizeof(trident_int) * (size_t)liwork);
    (void)rwork;
#if TRI_COMPLEX
    if (factored)
        TRI_PUBLIC(hegvd_factored)(itype, jobz, uplo, (trident_int)n, a, (trident_int)lda, b, (trident_int)ldb,
                                   w, work, lwork, rwork, lrwork, iwork, liwork, info);
    else
        TRI_PUBLIC(hegvd)(itype, jobz, uplo, (trident_int)n, a, (trident_int)lda, b, (trident_int)ldb, w, work,
                          lwork, rwork, lrwork, iwork, liwork, info);
#else
    if (factored)
        TRI_PUBLIC(sygvd_factored)(itype, jobz, uplo, (trident_int)n, a, (trident_int)lda, b, (trident_int)ldb,
                                   w, work, lwork, iwork, liwork, info);
    else
        TRI_PUBLIC(sygvd)(itype, jobz, uplo, (trident_int)n, a, (trident_int)lda, b, (trident_int)ldb, w, work,
                          lwork, iwork, liwork, info);
#endif
    free(work), free(rwork), free(iwork);
}

/* Residual and B-normalization ratios of the eigenpairs (z, w) of (a0, b0)
 * (common/generalized_checks_generic.h), labelled with this case. */
static void TRI_SFX(gv_check_pairs)(int itype, char uplo, int64_t n, const TRI_T *a0, const TRI_T *b0,
                                    const TRI_T *z, const TRI_R *w)
{
    char label[96];
    snprintf(label, sizeof label, "%s itype=%d uplo=%c n=%lld", TRI_SFX(gv_name)(), itype, uplo, (long long)n);
    TRI_SFX(gv_check_vectors)(label, itype, n, n, a0, b0, w, z, n);
}

/* Eigenvalues against LAPACK's xSYGVD / xHEGVD on (a0, b0). */
static void TRI_SFX(gv_check_values)(int itype, char jobz, char uplo, int64_t n, const TRI_T *a0,
                                     const TRI_T *b0, const TRI_R *w)
{
    TRI_R *wl = TRI_SFX(new_real_array)(n);
    const blas_int linfo = TRI_SFX(gv_lapack_values)(itype, uplo, n, a0, b0, wl);
    const double anorm = TRI_SFX(fro)(n, n, a0, n), bnorm = TRI_SFX(fro)(n, n, b0, n);
    double wmax = 0, diff = 0;
    for (int64_t i = 0; i < n; ++i) {
        wmax = fmax(wmax, fabs((double)wl[i]));
        diff = fmax(diff, fabs((double)w[i] - (double)wl[i]));
    }
    /* lambda_min(B) >= n bounds ||inv(B)|| by 1/n for itype 1 */
    const double escale = (double)n * TRI_EPS * (itype == 1 ? (anorm + bnorm * wmax) / (double)n : anorm * bnorm);
    CHECK(linfo == 0 && diff / escale < TEST_RATIO_LIMIT, "%s itype=%d jobz=%c uplo=%c n=%lld: eigenvalues differ "
          "from LAPACK's by %.2f (LAPACK info %d)", TRI_SFX(gv_name)(), itype, jobz, uplo, (long long)n,
          diff / escale, (int)linfo);
    test_record_ratio(diff / escale);
    free(wl);
}

/* The factor of B (triangle uplo of img_b, ld) against LAPACK's xPOTRF of b0. */
static void TRI_SFX(gv_check_factor)(char uplo, int64_t n, int64_t ld, const TRI_T *b0, const TRI_T *img_b)
{
    const int64_t n2 = n * n;
    TRI_T *f = TRI_SFX(new_array)(n2), *fl = TRI_SFX(new_array)(n2);
    memcpy(fl, b0, sizeof(TRI_T) * (size_t)n2);
    blas_int bn = (blas_int)n, linfo = 0;
    TRI_LAPACK(potrf)(&uplo, &bn, fl, &bn, &linfo, 1);
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < n; ++i) {
            const int s = TRI_SFX(gv_stored)(uplo, i, j);
            f[i + j * n] = s ? img_b[i + j * ld] - fl[i + j * n] : 0;
            if (!s) fl[i + j * n] = 0;
        }
    const double ratio = TRI_SFX(fro)(n, n, f, n) / ((double)n * TRI_EPS * TRI_SFX(fro)(n, n, fl, n));
    CHECK(linfo == 0 && ratio < TEST_RATIO_LIMIT, "%s uplo=%c n=%lld: Cholesky factor differs from LAPACK's "
          "by %.2f", TRI_SFX(gv_name)(), uplo, (long long)n, ratio);
    test_record_ratio(ratio);
    free(f), free(fl);
}

/* The device entry: accuracy, and nothing read or written outside triangle
 * uplo (of B; of A for jobz 'N') and the leading n rows. */
static void TRI_SFX(test_gv_device)(int itype, char jobz, char uplo, int64_t n)
{
    const char *name = TRI_SFX(gv_name)();
    const int64_t ld = n + 3, n2 = n * n;
    TRI_T *a0 = TRI_SFX(new_array)(n2), *b0 = TRI_SFX(new_array)(n2), *z = TRI_SFX(new_array)(n2);
    TRI_T *ia = TRI_SFX(new_array)(ld * n), *ib = TRI_SFX(new_array)(ld * n);
    TRI_T *ia0 = TRI_SFX(new_array)(ld * n), *ib0 = TRI_SFX(new_array)(ld * n);
    TRI_R *w = TRI_SFX(new_real_array)(n);
    TRI_SFX(gv_problem)(n, a0, b0);
    TRI_SFX(gv_image)(uplo, n, ld, a0, ia), TRI_SFX(gv_image)(uplo, n, ld, b0, ib);
    memcpy(ia0, ia, sizeof(TRI_T) * (size_t)(ld * n)), memcpy(ib0, ib, sizeof(TRI_T) * (size_t)(ld * n));
    for (int64_t i = 0; i < n; ++i) w[i] = -5;

    handler_calls = 0;
    const trident_int info = TRI_SFX(gv_device_run)(itype, jobz, uplo, n, ld, ia, ib, w);
    CHECK(info == 0 && handler_calls == 0, "%s itype=%d jobz=%c uplo=%c n=%lld: info %d, handler called %d times",
          name, itype, jobz, uplo, (long long)n, (int)info, handler_calls);
    CHECK(!strcmp(trident_context_last_backend(test_ctx), "cuda"), "%s: last backend %s", name,
          trident_context_last_backend(test_ctx));
    if (info == 0) {
        int kept_a = 1, kept_b = 1;
        for (int64_t j = 0; j < n; ++j)
            for (int64_t i = 0; i < ld; ++i) {
                const int64_t k = i + j * ld;
                const int outside = i >= n || !TRI_SFX(gv_stored)(uplo, i, j);
                kept_b &= !outside || !memcmp(&ib[k], &ib0[k], sizeof(TRI_T));
                if (i >= n || (jobz == 'N' && outside)) kept_a &= !memcmp(&ia[k], &ia0[k], sizeof(TRI_T));
            }
        CHECK(kept_a && kept_b, "%s itype=%d jobz=%c uplo=%c n=%lld: wrote outside its part of A (%d) or B (%d)",
              name, itype, jobz, uplo, (long long)n, !kept_a, !kept_b);
        TRI_SFX(gv_check_factor)(uplo, n, ld, b0, ib);
        TRI_SFX(gv_check_values)(itype, jobz, uplo, n, a0, b0, w);
        if (jobz == 'V') {
            for (int64_t j = 0; j < n; ++j)
                for (int64_t i = 0; i < n; ++i) z[i + j * n] = ia[i + j * ld];
            TRI_SFX(gv_check_pairs)(itype, uplo, n, a0, b0, z, w);
        }
    }
    free(a0), free(b0), free(z), free(ia), free(ib), free(ia0), free(ib0), free(w);
}

/* The same input, run after run: the same bits. */
static void TRI_SFX(test_gv_repeat)(int itype, char uplo, int64_t n, int repeats)
{
    const int64_t ld = n, n2 = n * n;
    TRI_T *a0 = TRI_SFX(new_array)(n2), *b0 = TRI_SFX(new_array)(n2);
    TRI_T *ia = TRI_SFX(new_array)(n2), *ib = TRI_SFX(new_array)(n2);
    TRI_T *ia1 = TRI_SFX(new_array)(n2), *ib1 = TRI_SFX(new_array)(n2);
    TRI_R *w = TRI_SFX(new_real_array)(n), *w1 = TRI_SFX(new_real_array)(n);
    TRI_SFX(gv_problem)(n, a0, b0);
    int differing = 0, failed = 0;
    for (int r = 0; r < repeats; ++r) {
        TRI_SFX(gv_image)(uplo, n, ld, a0, ia), TRI_SFX(gv_image)(uplo, n, ld, b0, ib);
        failed += TRI_SFX(gv_device_run)(itype, 'V', uplo, n, ld, ia, ib, w) != 0;
        if (r == 0) {
            memcpy(ia1, ia, sizeof(TRI_T) * (size_t)n2), memcpy(ib1, ib, sizeof(TRI_T) * (size_t)n2);
            memcpy(w1, w, sizeof(TRI_R) * (size_t)n);
        } else {
            differing += memcmp(ia1, ia, sizeof(TRI_T) * (size_t)n2) != 0 ||
                         memcmp(ib1, ib, sizeof(TRI_T) * (size_t)n2) != 0 ||
                         memcmp(w1, w, sizeof(TRI_R) * (size_t)n) != 0;
        }
    }
    CHECK(failed == 0 && differing == 0, "%s itype=%d uplo=%c n=%lld: %d failed runs, %d of %d repeats not "
          "bitwise identical", TRI_SFX(gv_name)(), itype, uplo, (long long)n, failed, differing, repeats - 1);
    free(a0), free(b0), free(ia), free(ib), free(ia1), free(ib1), free(w), free(w1);
}

/*
 * The host-pointer routine with backend gpu runs the device driver on a
 * staged copy (columns padded to 32 elements): its results are the device
 * entry's bits at that leading dimension, the _factored form on the factor
 * gives them again, and the triangles uplo does not name stay as they were.
 */
static void TRI_SFX(test_gv_host_entry)(int itype, char jobz, char uplo, int64_t n)
{
    const char *name = TRI_COMPLEX ? TRI_STR(TRI_PUBLIC(hegvd)) : TRI_STR(TRI_PUBLIC(sygvd));
    const int64_t ld = (n + 31) / 32 * 32, n2 = n * n;
    TRI_T *a0 = TRI_SFX(new_array)(n2), *b0 = TRI_SFX(new_array)(n2);
    TRI_T *ia = TRI_SFX(new_array)(ld * n), *ib = TRI_SFX(new_array)(ld * n);
    TRI_T *a = TRI_SFX(new_array)(n2), *b = TRI_SFX(new_array)(n2), *a_in = TRI_SFX(new_array)(n2);
    TRI_T *b_in = TRI_SFX(new_array)(n2);
    TRI_R *w = TRI_SFX(new_real_array)(n), *wd = TRI_SFX(new_real_array)(n);
    TRI_SFX(gv_problem)(n, a0, b0);
    TRI_SFX(gv_image)(uplo, n, ld, a0, ia), TRI_SFX(gv_image)(uplo, n, ld, b0, ib);
    const trident_int dinfo = TRI_SFX(gv_device_run)(itype, jobz, uplo, n, ld, ia, ib, wd);

    TRI_SFX(gv_image)(uplo, n, n, a0, a_in), TRI_SFX(gv_image)(uplo, n, n, b0, b_in); /* NaN outside */
    memcpy(a, a_in, sizeof(TRI_T) * (size_t)n2), memcpy(b, b_in, sizeof(TRI_T) * (size_t)n2);
    trident_int info = 12345;
    TRI_SFX(gv_host_call)(0, itype, jobz, uplo, n, a, n, b, n, w, &info);
    int same = dinfo == 0 && info == 0 && !memcmp(w, wd, sizeof(TRI_R) * (size_t)n);
    int kept = 1;
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < n; ++i) {
            const int64_t k = i + j * n, kd = i + j * ld;
            if (TRI_SFX(gv_stored)(uplo, i, j)) {
                same &= !memcmp(&b[k], &ib[kd], sizeof(TRI_T));
            } else {
                kept &= !memcmp(&b[k], &b_in[k], sizeof(TRI_T));
                if (jobz == 'N') kept &= !memcmp(&a[k], &a_in[k], sizeof(TRI_T));
            }
            if (jobz == 'V') same &= !memcmp(&a[k], &ia[kd], sizeof(TRI_T));
        }
    CHECK(same && kept, "%s itype=%d jobz=%c uplo=%c n=%lld (backend gpu): info %d (device entry %d), results "
          "%s the device entry's, other triangles %s", name, itype, jobz, uplo, (long long)n, (int)info,
          (int)dinfo, same ? "equal" : "differ from", kept ? "kept" : "written");

    /* the _factored form on the factor just returned: the same bits, b unchanged */
    if (info == 0) {
        TRI_T *bf = TRI_SFX(new_array)(n2), *a2 = TRI_SFX(new_array)(n2);
        TRI_R *w2 = TRI_SFX(new_real_array)(n);
        memcpy(bf, b, sizeof(TRI_T) * (size_t)n2), memcpy(a2, a_in, sizeof(TRI_T) * (size_t)n2);
        TRI_SFX(gv_host_call)(1, itype, jobz, uplo, n, a2, n, bf, n, w2, &info);
        same = info == 0 && !memcmp(w2, w, sizeof(TRI_R) * (size_t)n) &&
               (jobz == 'N' || !memcmp(a2, a, sizeof(TRI_T) * (size_t)n2)) &&
               !memcmp(bf, b, sizeof(TRI_T) * (size_t)n2);
        CHECK(same, "%s_factored itype=%d jobz=%c uplo=%c n=%lld (backend gpu): info %d, differs from the "
              "unfactored call or modified b", name, itype, jobz, uplo, (long long)n, (int)info);
        free(bf), free(a2), free(w2);
    }
    free(a0), free(b0), free(ia), free(ib), free(a), free(b), free(a_in), free(b_in), free(w), free(wd);
}

/*
 * The context's eigen options through the GPU path of the host-pointer
 * routine: keep-inputs leaves b (and a, for jobz 'N') as it was, with the
 * same eigenvalues; canonical vectors makes the first largest component of
 * each eigenvector real and positive, the eigenpairs still accurate.
 */
static void TRI_SFX(test_gv_options)(int itype, char uplo, int64_t n)
{
    const char *name = TRI_COMPLEX ? TRI_STR(TRI_PUBLIC(hegvd)) : TRI_STR(TRI_PUBLIC(sygvd));
    trident_context *def = trident_default_context();
    const int64_t n2 = n * n;
    TRI_T *a0 = TRI_SFX(new_array)(n2), *b0 = TRI_SFX(new_array)(n2);
    TRI_T *a = TRI_SFX(new_array)(n2), *b = TRI_SFX(new_array)(n2);
    TRI_R *w = TRI_SFX(new_real_array)(n), *w_plain = TRI_SFX(new_real_array)(n);
    TRI_SFX(gv_problem)(n, a0, b0);
    trident_int info = 12345;
    for (int v = 0; v < 2; ++v) {
        const char jobz = v ? 'V' : 'N';
        memcpy(a, a0, sizeof(TRI_T) * (size_t)n2), memcpy(b, b0, sizeof(TRI_T) * (size_t)n2);
        TRI_SFX(gv_host_call)(0, itype, jobz, uplo, n, a, n, b, n, w_plain, &info);
        trident_context_set_keep_inputs(def, 1);
        memcpy(a, a0, sizeof(TRI_T) * (size_t)n2), memcpy(b, b0, sizeof(TRI_T) * (size_t)n2);
        TRI_SFX(gv_host_call)(0, itype, jobz, uplo, n, a, n, b, n, w, &info);
        trident_context_set_keep_inputs(def, 0);
        CHECK(info == 0 && !memcmp(b, b0, sizeof(TRI_T) * (size_t)n2) &&
                  (jobz == 'V' || !memcmp(a, a0, sizeof(TRI_T) * (size_t)n2)) &&
                  !memcmp(w, w_plain, sizeof(TRI_R) * (size_t)n),
              "%s keep-inputs itype=%d jobz=%c uplo=%c n=%lld: info %d, inputs or eigenvalues changed", name,
              itype, jobz, uplo, (long long)n, (int)info);
    }

    trident_context_set_canonical_vectors(def, 1);
    memcpy(a, a0, sizeof(TRI_T) * (size_t)n2), memcpy(b, b0, sizeof(TRI_T) * (size_t)n2);
    TRI_SFX(gv_host_call)(0, itype, 'V', uplo, n, a, n, b, n, w, &info);
    trident_context_set_canonical_vectors(def, 0);
    int canonical = 1;
    for (int64_t j = 0; j < n; ++j) {
        int64_t kmax = 0;
        for (int64_t i = 1; i < n; ++i)
            if (tri_abs(a[i + j * n]) > tri_abs(a[kmax + j * n])) kmax = i;
        canonical &= tri_imag(a[kmax + j * n]) == 0 && tri_real(a[kmax + j * n]) > 0;
    }
    CHECK(info == 0 && canonical, "%s canonical vectors itype=%d uplo=%c n=%lld: info %d, canonical %d", name,
          itype, uplo, (long long)n, (int)info, canonical);
    if (info == 0) TRI_SFX(gv_check_pairs)(itype, uplo, n, a0, b0, a, w);
    free(a0), free(b0), free(a), free(b), free(w), free(w_plain);
}

/* B = I except b(k,k) = -1: info = n + k + 1, A and w untouched, the
 * handler called once; through both entries. */
static void TRI_SFX(test_gv_not_definite)(int64_t n, int64_t k)
{
    const int64_t n2 = n * n;
    TRI_T *a0 = TRI_SFX(new_array)(n2), *b0 = TRI_SFX(new_array)(n2);
    TRI_T *ia = TRI_SFX(new_array)(n2), *ib = TRI_SFX(new_array)(n2), *ia0 = TRI_SFX(new_array)(n2);
    TRI_R *w = TRI_SFX(new_real_array)(n);
    TRI_SFX(random_hermitian)(n, a0, n);
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < n; ++i) b0[i + j * n] = i == j ? (i == k ? -1 : 1) : 0;
    for (int u = 0; u < 2; ++u) {
        const char uplo = u ? 'U' : 'L';
        for (int entry = 0; entry < 2; ++entry) { /* device entry, host pointers with backend gpu */
            TRI_SFX(gv_image)(uplo, n, n, a0, ia), TRI_SFX(gv_image)(uplo, n, n, b0, ib);
            memcpy(ia0, ia, sizeof(TRI_T) * (size_t)n2);
            for (int64_t i = 0; i < n; ++i) w[i] = -5;
            trident_int info = 0;
            handler_calls = 0;
            if (entry == 0)
                info = TRI_SFX(gv_device_run)(1, 'V', uplo, n, n, ia, ib, w);
            else
                TRI_SFX(gv_host_call)(0, 1, 'V', uplo, n, ia, n, ib, n, w, &info);
            int w_touched = 0;
            for (int64_t i = 0; i < n; ++i) w_touched |= w[i] != -5;
            CHECK(info == n + k + 1 && handler_calls == 1 && !w_touched &&
                      !memcmp(ia, ia0, sizeof(TRI_T) * (size_t)n2),
                  "%s B not positive definite at %lld (n=%lld, uplo %c): info %d (expected %lld), handler %d, "
                  "w touched %d, a touched %d", entry ? "host-pointer entry" : TRI_SFX(gv_name)(), (long long)k,
                  (long long)n, uplo, (int)info, (long long)(n + k + 1), handler_calls, w_touched,
                  memcmp(ia, ia0, sizeof(TRI_T) * (size_t)n2) != 0);
        }
    }
    free(a0), free(b0), free(ia), free(ib), free(ia0), free(w);
}

static void TRI_SFX(run_gv_gpu)(void)
{
    static const int64_t sizes[] = {1, 2, 3, 33, 100, 257};
    static const char uplos[2] = {'U', 'L'};
    for (int itype = 1; itype <= 3; ++itype)
        for (int u = 0; u < 2; ++u)
            for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; ++s) {
                TRI_SFX(test_gv_device)(itype, 'V', uplos[u], sizes[s]);
                TRI_SFX(test_gv_device)(itype, 'N', uplos[u], sizes[s]);
            }
    for (int itype = 1; itype <= 3; ++itype) {
        TRI_SFX(test_gv_repeat)(itype, uplos[itype % 2], 257, 5);
        for (int u = 0; u < 2; ++u) {
            TRI_SFX(test_gv_host_entry)(itype, 'V', uplos[u], 100);
            TRI_SFX(test_gv_host_entry)(itype, 'N', uplos[u], 257);
        }
    }
    TRI_SFX(test_gv_options)(1, 'L', 100);
    TRI_SFX(test_gv_options)(3, 'U', 57);
    TRI_SFX(test_gv_not_definite)(40, 0);
    TRI_SFX(test_gv_not_definite)(40, 23);
}
