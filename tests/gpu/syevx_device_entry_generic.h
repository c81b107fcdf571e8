/*
 * syevx_device_entry_generic.h -- the device entry of the subset driver,
 * trident_{s,d}syevx_gpu / {c,z}heevx_gpu, one precision (s, d, c, z),
 * with the default context (included by test_syevx_gpu.c after
 * syevx_gpu_generic.h and common/device_matrix_generic.h, whose helpers it
 * uses; GPU mode only):
 *   - random Hermitian A, every selection of syevx_gpu_generic.h, jobz,
 *     uplo: eigenvalues against LAPACK's full solve, residual and
 *     orthogonality, ifail zeros, and nothing written below dA's n rows,
 *     outside its triangle uplo (jobz 'N'), past dW[m) or outside Z's n
 *     rows and m columns; a second call gives the same bits;
 *   - orders 0 and 1 (range 'V' with the value outside its window);
 *   - bad arguments: info = -i, one report, dA and dW untouched.
 */

#if TRI_COMPLEX
#define TRI_EVX_GPU TRI_PUBLIC(heevx_gpu)
#else
#define TRI_EVX_GPU TRI_PUBLIC(syevx_gpu)
#endif

/* One device-entry call on the image of a0 (lda = n + 1, guard rows, NaN
 * in the other triangle) for selection sel; the results copied back into
 * w (n + 1, guard-filled), z (ldz = n + 2, n + 1 columns, guard-filled)
 * and img (the image after the call). */
static trident_int TRI_SFX(evx_device_call)(char jobz, char uplo, int64_t n, const TRI_T *img0,
                                            const struct selection *sel, trident_int *m, TRI_R *w, TRI_T *z,
                                            TRI_T *img, trident_int *ifail)
{
    const int64_t nn = n > 0 ? n : 1, lda = n + 1, ldz = n + 2;
    TRI_T *da = TRI_SFX(to_device)(lda, nn, img0, lda, lda);
    TRI_T *dz = TRI_SFX(to_device)(ldz, nn + 1, z, ldz, ldz);
    TRI_R *dw = NULL;
    cudaMalloc((void **)&dw, sizeof(TRI_R) * (size_t)(nn + 1));
    test_memcpy(dw, w, sizeof(TRI_R) * (size_t)(nn + 1), cudaMemcpyHostToDevice);
    trident_int info = 12345;
    TRI_EVX_GPU(trident_default_context(), jobz, sel->range, uplo, n, da, lda, (TRI_R)sel->vl, (TRI_R)sel->vu,
                sel->il, sel->iu, 0, m, dw, dz, ldz, ifail, &info);
    test_memcpy(w, dw, sizeof(TRI_R) * (size_t)(nn + 1), cudaMemcpyDeviceToHost);
    test_memcpy(z, dz, sizeof(TRI_T) * (size_t)(ldz * (nn + 1)), cudaMemcpyDeviceToHost);
    test_memcpy(img, da, sizeof(TRI_T) * (size_t)(lda * nn), cudaMemcpyDeviceToHost);
    cudaFree(da), cudaFree(dz), cudaFree(dw);
    return info;
}

static void TRI_SFX(evx_device_case)(char jobz, char uplo, int64_t n, const TRI_T *a0, const TRI_R *wref,
                                     const struct selection *sel, int second)
{
    const int64_t nn = n > 0 ? n : 1, lda = n + 1, ldz = n + 2, zsize = ldz * (nn + 1);
    const int wantz = wants_vectors(jobz);
    TRI_T *img0 = TRI_SFX(new_array)(lda * nn), *img = TRI_SFX(new_array)(lda * nn);
    TRI_T *z = TRI_SFX(new_array)(zsize), *z2 = TRI_SFX(new_array)(zsize);
    TRI_R *w = TRI_SFX(new_real_array)(nn + 1), *w2 = TRI_SFX(new_real_array)(nn + 1);
    trident_int *ifail = malloc(sizeof(trident_int) * (size_t)nn);
    TRI_SFX(make_image)(uplo, n, lda, a0, img0);
    for (int64_t k = 0; k < zsize; ++k) z[k] = z2[k] = (TRI_T)GUARD_VALUE;
    for (int64_t k = 0; k <= nn; ++k) w[k] = w2[k] = (TRI_R)GUARD_VALUE;
    for (int64_t k = 0; k < nn; ++k) ifail[k] = -1;

    char label[200];
    snprintf(label, sizeof label, "%s jobz=%c range=%c(%d..%d / %.6g..%.6g) uplo=%c n=%lld", TRI_STR(TRI_EVX_GPU),
             jobz, sel->range, (int)sel->il, (int)sel->iu, sel->vl, sel->vu, uplo, (long long)n);
    trident_int m = -1;
    const trident_int info = TRI_SFX(evx_device_call)(jobz, uplo, n, img0, sel, &m, w, z, img, ifail);
    CHECK(info == 0 && m == sel->count, "%s: info %d, m %d (expected %lld)", label, (int)info, (int)m,
          (long long)sel->count);
    /* the guard rows below n are never written; the triangle uplo is
     * destroyed, and with jobz 'V' the other one may be (trident_cuda.h) */
    int64_t outside = 0;
    if (wantz) {
        for (int64_t j = 0; j < n; ++j)
            for (int64_t i = n; i < lda; ++i) outside += memcmp(&img0[i + j * lda], &img[i + j * lda], sizeof(TRI_T)) != 0;
    } else {
        outside = TRI_SFX(outside_changed)(uplo, n, lda, img0, img);
    }
    const int64_t zguards =
        TRI_SFX(z_guards_changed)(wantz, sel->range != 'V', n, m >= 0 ? m : 0, ldz, nn + 1, z);
    int64_t wguards = 0, failed = 0;
    for (int64_t k = m > 0 ? m : 0; k <= nn; ++k) wguards += w[k] != (TRI_R)GUARD_VALUE;
    for (int64_t k = 0; wantz && k < n; ++k) failed += ifail[k] != 0;
    CHECK(outside == 0 && zguards == 0 && wguards == 0 && failed == 0,
          "%s: %lld elements of dA outside its n rows (jobz N: its triangle uplo) written, %lld of Z outside its n rows "
          "and m columns, %lld of dW past m; %lld ifail entries not 0",
          label, (long long)outside, (long long)zguards, (long long)wguards, (long long)failed);
    if (info == 0 && m == sel->count && m > 0)
        TRI_SFX(check_pairs)(label, n, a0, m, w, wref + sel->first, wantz ? z : NULL, ldz, TEST_RATIO_LIMIT);
    if (second && info == 0) {
        trident_int m2 = -1;
        const trident_int info2 = TRI_SFX(evx_device_call)(jobz, uplo, n, img0, sel, &m2, w2, z2, img, ifail);
        TRI_SFX(check_second_call)(label, 0, n, m, w, wantz ? z : NULL, ldz, info2, m2, w2, z2);
    }
    free(img0), free(img), free(z), free(z2), free(w), free(w2), free(ifail);
}

/* Bad arguments: info = -i, one report, dA and dW untouched; n = 0: m = 0, no report. */
static void TRI_SFX(evx_device_bad_arguments)(void)
{
    enum { n = 8 };
    TRI_T host[n * n], back[n * n];
    TRI_R wh[n], wb[n];
    for (int k = 0; k < n * n; ++k) host[k] = (TRI_R)(-7.5 - k);
    for (int k = 0; k < n; ++k) wh[k] = (TRI_R)(3.25 + k);
    TRI_T *da = TRI_SFX(to_device)(n, n, host, n, n), *dz = TRI_SFX(to_device)(n, n, host, n, n);
    TRI_R *dw = NULL;
    cudaMalloc((void **)&dw, sizeof wh);
    test_memcpy(dw, wh, sizeof wh, cudaMemcpyHostToDevice);
    trident_int ifail[n], m = -1;
    struct {
        char jobz, range, uplo;
        int64_t n, ldda;
        double vl, vu;
        int64_t il, iu, lddz;
        int null_m, null_ifail;
        trident_int expect;
    } cases[] = {
        {'X', 'A', 'L', n, n, 0, 1, 1, 1, n, 0, 0, -2},  {'V', 'X', 'L', n, n, 0, 1, 1, 1, n, 0, 0, -3},
        {'V', 'A', 'X', n, n, 0, 1, 1, 1, n, 0, 0, -4},  {'V', 'A', 'L', -1, n, 0, 1, 1, 1, n, 0, 0, -5},
        {'N', 'A', 'L', n, n - 1, 0, 1, 1, 1, n, 0, 0, -7}, {'V', 'V', 'L', n, n, 1, 1, 1, 1, n, 0, 0, -9},
        {'V', 'I', 'L', n, n, 0, 1, 0, 1, n, 0, 0, -10}, {'V', 'I', 'U', n, n, 0, 1, 3, 2, n, 0, 0, -11},
        {'V', 'I', 'L', n, n, 0, 1, 1, n + 1, n, 0, 0, -11}, {'N', 'A', 'L', n, n, 0, 1, 1, 1, n, 1, 0, -13},
        {'V', 'A', 'L', n, n, 0, 1, 1, 1, n - 1, 0, 0, -16}, {'V', 'A', 'L', n, n, 0, 1, 1, 1, n, 0, 1, -17}};
    expect_reports = 1;
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; ++c) {
        trident_int info = 0;
        handler_calls = 0;
        TRI_EVX_GPU(trident_default_context(), cases[c].jobz, cases[c].range, cases[c].uplo, cases[c].n, da,
                    cases[c].ldda, (TRI_R)cases[c].vl, (TRI_R)cases[c].vu, cases[c].il, cases[c].iu, 0,
                    cases[c].null_m ? NULL : &m, dw, dz, cases[c].lddz, cases[c].null_ifail ? NULL : ifail, &info);
        test_memcpy(back, da, sizeof back, cudaMemcpyDeviceToHost);
        test_memcpy(wb, dw, sizeof wb, cudaMemcpyDeviceToHost);
        CHECK(info == cases[c].expect && handler_calls == 1, "%s bad case %zu: info %d (expected %d), %d reports",
              TRI_STR(TRI_EVX_GPU), c, (int)info, (int)cases[c].expect, handler_calls);
        CHECK(!memcmp(host, back, sizeof host) && !memcmp(wh, wb, sizeof wh), "%s bad case %zu: device arrays written",
              TRI_STR(TRI_EVX_GPU), c);
    }
    expect_reports = 0;
    trident_int info = -99;
    m = -1;
    handler_calls = 0;
    TRI_EVX_GPU(trident_default_context(), 'V', 'A', 'L', 0, NULL, 1, 0, 0, 1, 0, 0, &m, NULL, NULL, 1, NULL, &info);
    CHECK(info == 0 && m == 0 && handler_calls == 0, "%s n=0: info %d, m %d", TRI_STR(TRI_EVX_GPU), (int)info, (int)m);
    cudaFree(da), cudaFree(dz), cudaFree(dw);
}

static void TRI_SFX(run_syevx_device_entry)(void)
{
    static const int64_t sizes[] = {2, 50, 300};
    for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; ++s) {
        const int64_t n = sizes[s];
        TRI_T *a0 = TRI_SFX(new_array)(n * n);
        TRI_R *wref = TRI_SFX(new_real_array)(n);
        TRI_SFX(random_hermitian)(n, a0, n);
        TRI_SFX(lapack_full_solve)(n, a0, wref, NULL);
        static const char tags[] = "LMSVA", uplos[] = "LU", jobzs[] = "VN";
        for (int u = 0; u < 2; ++u)
            for (int t = 0; tags[t]; ++t)
                for (int j = 0; j < 2; ++j) {
                    const struct selection sel = TRI_SFX(select)(tags[t], n, wref);
                    TRI_SFX(evx_device_case)(jobzs[j], uplos[u], n, a0, wref, &sel, n == 300 && tags[t] == 'L');
                }
        free(a0), free(wref);
    }
    /* n = 1: w = a11, z = 1; range 'V' with a11 outside (vl, vu]: m = 0 */
    const TRI_T a11 = (TRI_T)2.5;
    const TRI_R w11 = (TRI_R)2.5;
    struct selection inside = {'V', 1, 1, 2, 3, 0, 1}, outside = {'V', 1, 1, 3, 4, 0, 0}, all = {'A', 1, 1, 0, 1, 0, 1};
    TRI_SFX(evx_device_case)('V', 'L', 1, &a11, &w11, &inside, 0);
    TRI_SFX(evx_device_case)('V', 'U', 1, &a11, &w11, &outside, 0);
    TRI_SFX(evx_device_case)('N', 'L', 1, &a11, &w11, &all, 0);
    TRI_SFX(evx_device_bad_arguments)();
}

#undef TRI_EVX_GPU
