/*
 * sytrd_gpu_generic.h -- GPU tridiagonalization beyond accuracy (which
 * test_accuracy covers with backend gpu): bitwise reproducibility over
 * repeated runs, and agreement of the host-pointer and device-pointer entries.
 */

/* a[0..count) uniform in [-1, 1) (both parts for complex types) */
static void TRI_SFX(fill_uniform)(TRI_T *a, size_t count)
{
    for (size_t k = 0; k < count; ++k) {
#if TRI_COMPLEX
        a[k] = (TRI_R)test_uniform() + (TRI_R)test_uniform() * (TRI_T)I;
#else
        a[k] = (TRI_T)test_uniform();
#endif
    }
}

static void TRI_SFX(gpu_repeat_and_agree)(char uplo, int64_t n, int repeats)
{
    const char *name = TRI_STR(TRI_PUBLIC_SY(trd_gpu));
    const size_t an = (size_t)n * n;
    TRI_T *a0 = malloc(an * sizeof(TRI_T)), *a = malloc(an * sizeof(TRI_T));
    TRI_T *a_first = malloc(an * sizeof(TRI_T)), *tau = malloc((size_t)n * sizeof(TRI_T));
    TRI_T *tau_first = malloc((size_t)n * sizeof(TRI_T)), *work = malloc(64 * (size_t)n * sizeof(TRI_T));
    TRI_R *d = malloc((size_t)n * sizeof(TRI_R)), *e = malloc((size_t)n * sizeof(TRI_R));
    TRI_R *d_first = malloc((size_t)n * sizeof(TRI_R)), *e_first = malloc((size_t)n * sizeof(TRI_R));
    TRI_SFX(fill_uniform)(a0, an);
    trident_int info;
    int differing = 0;
    for (int r = 0; r < repeats; ++r) {
        memcpy(a, a0, an * sizeof(TRI_T));
        TRI_PUBLIC_SY(trd)(uplo, (trident_int)n, a, (trident_int)n, d, e, tau, work, 64 * (trident_int)n, &info);
        CHECK(info == 0, "%s repeat %d: info %d", name, r, (int)info);
        if (r == 0) {
            memcpy(a_first, a, an * sizeof(TRI_T)), memcpy(tau_first, tau, (size_t)(n - 1) * sizeof(TRI_T));
            memcpy(d_first, d, (size_t)n * sizeof(TRI_R)), memcpy(e_first, e, (size_t)(n - 1) * sizeof(TRI_R));
        } else {
            differing += memcmp(a_first, a, an * sizeof(TRI_T)) != 0 ||
                         memcmp(d_first, d, (size_t)n * sizeof(TRI_R)) != 0 ||
                         memcmp(e_first, e, (size_t)(n - 1) * sizeof(TRI_R)) != 0 ||
                         memcmp(tau_first, tau, (size_t)(n - 1) * sizeof(TRI_T)) != 0;
        }
    }
    CHECK(differing == 0, "%s uplo=%c n=%lld: %d of %d repeats not bitwise identical", name, uplo,
          (long long)n, differing, repeats - 1);

    /* the device-pointer entry on the same input gives the same bits */
    TRI_T *da, *dtau;
    TRI_R *dd, *de;
    const int64_t ldda = n + 3;
    CHECK(cudaMalloc((void **)&da, (size_t)ldda * n * sizeof(TRI_T)) == cudaSuccess &&
              cudaMalloc((void **)&dtau, (size_t)n * sizeof(TRI_T)) == cudaSuccess &&
              cudaMalloc((void **)&dd, (size_t)n * sizeof(TRI_R)) == cudaSuccess &&
              cudaMalloc((void **)&de, (size_t)n * sizeof(TRI_R)) == cudaSuccess, "cudaMalloc");
    test_memcpy_2d(da, (size_t)ldda * sizeof(TRI_T), a0, (size_t)n * sizeof(TRI_T), (size_t)n * sizeof(TRI_T),
                   (size_t)n, cudaMemcpyHostToDevice);
    TRI_PUBLIC_SY(trd_gpu)(test_ctx, uplo, n, da, ldda, dd, de, dtau, &info);
    CHECK(info == 0, "%s: info %d", name, (int)info);
    cudaMemcpy2D(a, (size_t)n * sizeof(TRI_T), da, (size_t)ldda * sizeof(TRI_T), (size_t)n * sizeof(TRI_T),
                 (size_t)n, cudaMemcpyDeviceToHost);
    cudaMemcpy(d, dd, (size_t)n * sizeof(TRI_R), cudaMemcpyDeviceToHost);
    cudaMemcpy(e, de, (size_t)(n - 1) * sizeof(TRI_R), cudaMemcpyDeviceToHost);
    cudaMemcpy(tau, dtau, (size_t)(n - 1) * sizeof(TRI_T), cudaMemcpyDeviceToHost);
    int same = 1;
    for (int64_t j = 0; j < n; ++j) /* the stored triangle; the other one is the input's */
        for (int64_t i = 0; i < n; ++i)
            if ((uplo == 'L') == (i >= j)) same &= !memcmp(&a[i + j * n], &a_first[i + j * n], sizeof(TRI_T));
    same &= !memcmp(d, d_first, (size_t)n * sizeof(TRI_R)) && !memcmp(e, e_first, (size_t)(n - 1) * sizeof(TRI_R)) &&
            !memcmp(tau, tau_first, (size_t)(n - 1) * sizeof(TRI_T));
    CHECK(same, "%s uplo=%c n=%lld: device-pointer entry differs from the host-pointer entry", name,
          uplo, (long long)n);
    cudaFree(da), cudaFree(dtau), cudaFree(dd), cudaFree(de);
    free(a0), free(a), free(a_first), free(tau), free(tau_first), free(work), free(d), free(e);
    free(d_first), free(e_first);
}

/* The route through the two-stage reduction (drivers/sytrd_from_2stage_generic.h)
 * against the one-stage reduction on the same matrix, device entry: the
 * route was taken (the bits differ), and both T have the same eigenvalues to
 * O(n ||A|| eps).  Accuracy (A = Q T Q^H with xORGTR's Q, the other triangle
 * untouched) is test_accuracy's, run with TRIDENT_SYTRD_2STAGE_MIN_N=3;
 * repeatability and the agreement of both entries are gpu_repeat_and_agree's,
 * called with the route on. */
static void TRI_SFX(two_stage_route_matches)(char uplo, int n)
{
    const size_t an = (size_t)n * n;
    TRI_T *a0 = malloc(an * sizeof(TRI_T)), *out[2] = {malloc(an * sizeof(TRI_T)), malloc(an * sizeof(TRI_T))};
    TRI_R *dt = malloc(2 * (size_t)n * sizeof(TRI_R));
    double *dd = malloc(sizeof(double) * n), *ee = malloc(sizeof(double) * n);
    double *ev[2] = {malloc(sizeof(double) * n), malloc(sizeof(double) * n)};
    double anorm = 0;
    TRI_SFX(fill_uniform)(a0, an);
    for (size_t k = 0; k < an; ++k)
        anorm += (double)(tri_real(a0[k]) * tri_real(a0[k]) + tri_imag(a0[k]) * tri_imag(a0[k]));
    anorm = sqrt(anorm);
    TRI_T *da, *dtau;
    TRI_R *d_de;
    CHECK(cudaMalloc((void **)&da, an * sizeof(TRI_T)) == cudaSuccess &&
              cudaMalloc((void **)&dtau, (size_t)n * sizeof(TRI_T)) == cudaSuccess &&
              cudaMalloc((void **)&d_de, 2 * (size_t)n * sizeof(TRI_R)) == cudaSuccess, "cudaMalloc");
    for (int route = 0; route < 2; ++route) { /* 0: one stage, 1: by way of two stages */
        setenv("TRIDENT_SYTRD_2STAGE_MIN_N", route ? "3" : "1000000000", 1);
        test_memcpy(da, a0, an * sizeof(TRI_T), cudaMemcpyHostToDevice);
        trident_int info = -99;
        TRI_PUBLIC_SY(trd_gpu)(test_ctx, uplo, n, da, n, d_de, d_de + n, dtau, &info);
        CHECK(info == 0, "two_stage_route %s uplo=%c n=%d route %d: info %d", TRI_STR(TRI_CH), uplo, n, route,
              (int)info);
        test_memcpy(out[route], da, an * sizeof(TRI_T), cudaMemcpyDeviceToHost);
        test_memcpy(dt, d_de, 2 * (size_t)n * sizeof(TRI_R), cudaMemcpyDeviceToHost);
        for (int k = 0; k < n; ++k) dd[k] = (double)dt[k], ee[k] = k + 1 < n ? (double)dt[n + k] : 0;
        tridiagonal_eigenvalues(n, dd, ee, ev[route]);
    }
    unsetenv("TRIDENT_SYTRD_2STAGE_MIN_N");
    double worst = 0;
    for (int k = 0; k < n; ++k) worst = fmax(worst, fabs(ev[0][k] - ev[1][k]));
    const double limit = 30.0 * n * anorm * (double)TRI_EPS;
    CHECK(memcmp(out[0], out[1], an * sizeof(TRI_T)) != 0,
          "two_stage_route %s uplo=%c n=%d: the same bits as one stage (route not taken?)", TRI_STR(TRI_CH), uplo, n);
    CHECK(worst <= limit, "two_stage_route %s uplo=%c n=%d: eigenvalues of the two T differ by %.3g (limit %.3g)",
          TRI_STR(TRI_CH), uplo, n, worst, limit);
    cudaFree(da), cudaFree(dtau), cudaFree(d_de);
    free(a0), free(out[0]), free(out[1]), free(dt), free(dd), free(ee), free(ev[0]), free(ev[1]);
}
