/*
 * tridiag_dc_wiring_generic.h -- one precision (s, d, c, z) of the wiring
 * check of test_tridiag_dc_gpu.c: the device eigen driver with eigenvectors,
 * stage 2 by the GPU divide and conquer (default) and by the host xSTEDC
 * (TRIDENT_TRIDIAG_EIGENPAIRS=host).
 */

#if TRI_COMPLEX
#define TRI_DC_EVD_GPU TRI_PUBLIC(heevd_gpu)
#else
#define TRI_DC_EVD_GPU TRI_PUBLIC(syevd_gpu)
#endif

/* eigenpairs of a0 (n x n, ld n) on the device; 0 or info */
static trident_int TRI_SFX(dc_wiring_solve)(int64_t n, const TRI_T *a0, TRI_R *w, TRI_T *z)
{
    TRI_T *da;
    TRI_R *dw;
    cudaMalloc((void **)&da, (size_t)(n * n) * sizeof(TRI_T));
    cudaMalloc((void **)&dw, (size_t)n * sizeof(TRI_R));
    test_memcpy(da, a0, (size_t)(n * n) * sizeof(TRI_T), cudaMemcpyHostToDevice);
    trident_int info = 0;
    TRI_DC_EVD_GPU(test_ctx, 'V', 'L', n, da, n, dw, &info);
    cudaMemcpy(w, dw, (size_t)n * sizeof(TRI_R), cudaMemcpyDeviceToHost);
    cudaMemcpy(z, da, (size_t)(n * n) * sizeof(TRI_T), cudaMemcpyDeviceToHost);
    cudaFree(da), cudaFree(dw);
    return info;
}

static void TRI_SFX(run_dc_wiring)(int64_t n)
{
    const char *name = TRI_STR(TRI_DC_EVD_GPU);
    TRI_T *a0 = TRI_SFX(new_array)(n * n), *z = TRI_SFX(new_array)(n * n);
    TRI_T *z_host = TRI_SFX(new_array)(n * n), *r = TRI_SFX(new_array)(n * n);
    TRI_R *w = TRI_SFX(new_real_array)(n), *w_host = TRI_SFX(new_real_array)(n);
    test_seed(4242 + (uint64_t)n);
    TRI_SFX(random_hermitian)(n, a0, n);

    unsetenv("TRIDENT_TRIDIAG_EIGENPAIRS");
    const trident_int info = TRI_SFX(dc_wiring_solve)(n, a0, w, z);
    setenv("TRIDENT_TRIDIAG_EIGENPAIRS", "host", 1);
    const trident_int info_host = TRI_SFX(dc_wiring_solve)(n, a0, w_host, z_host);
    unsetenv("TRIDENT_TRIDIAG_EIGENPAIRS");
    CHECK(info == 0 && info_host == 0, "%s n=%lld: info %d (divide and conquer), %d (host xSTEDC)",
          name, (long long)n, (int)info, (int)info_host);

    const double anorm = TRI_SFX(fro)(n, n, a0, n);
    double diff = 0;
    int ascending = 1;
    for (int64_t i = 0; i < n; ++i) {
        const double v = fabs((double)w[i] - (double)w_host[i]);
        if (v > diff || v != v) diff = v;
        if (i > 0 && !(w[i - 1] <= w[i])) ascending = 0;
    }
    diff /= (double)n * anorm * TRI_EPS;
    /* residual and orthogonality of the divide and conquer's vectors */
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < n; ++i) r[i + j * n] = z[i + j * n] * w[j];
    blas_int bn = (blas_int)n;
    const TRI_T one = 1, mone = -1;
    TRI_LAPACK(gemm)("N", "N", &bn, &bn, &bn, &one, a0, &bn, z, &bn, &mone, r, &bn, 1, 1);
    const double res = TRI_SFX(fro)(n, n, r, n) / ((double)n * anorm * TRI_EPS);
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < n; ++i) r[i + j * n] = (i == j);
    TRI_LAPACK(gemm)("C", "N", &bn, &bn, &bn, &mone, z, &bn, z, &bn, &one, r, &bn, 1, 1);
    const double orth = TRI_SFX(fro)(n, n, r, n) / ((double)n * TRI_EPS);
    CHECK(ascending && diff < TEST_RATIO_LIMIT && res < TEST_RATIO_LIMIT && orth < TEST_RATIO_LIMIT,
          "%s n=%lld: ascending %d, eigenvalues vs host xSTEDC path %.2f, |AZ-ZW| %.2f, "
          "|I-Z^HZ| %.2f", name, (long long)n, ascending, diff, res, orth);
    free(a0), free(z), free(z_host), free(r), free(w), free(w_host);
}

#undef TRI_DC_EVD_GPU
