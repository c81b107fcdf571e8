/*
 * sytrd_gpu_generic.h -- GPU tridiagonalization beyond accuracy (which
 * test_accuracy covers with backend gpu): bitwise reproducibility over
 * repeated runs, and agreement of the host-pointer and device-pointer entries.
 */

static void TRI_SFX(gpu_repeat_and_agree)(char uplo, int64_t n, int repeats)
{
    const char *name = TRI_STR(TRI_PUBLIC_SY(trd_gpu));
    const size_t an = (size_t)n * n;
    TRI_T *a0 = malloc(an * sizeof(TRI_T)), *a = malloc(an * sizeof(TRI_T));
    TRI_T *a_first = malloc(an * sizeof(TRI_T)), *tau = malloc((size_t)n * sizeof(TRI_T));
    TRI_T *tau_first = malloc((size_t)n * sizeof(TRI_T)), *work = malloc(64 * (size_t)n * sizeof(TRI_T));
    TRI_R *d = malloc((size_t)n * sizeof(TRI_R)), *e = malloc((size_t)n * sizeof(TRI_R));
    TRI_R *d_first = malloc((size_t)n * sizeof(TRI_R)), *e_first = malloc((size_t)n * sizeof(TRI_R));
    for (size_t k = 0; k < an; ++k) {
#if TRI_COMPLEX
        a0[k] = (TRI_R)test_uniform() + (TRI_R)test_uniform() * (TRI_T)I;
#else
        a0[k] = (TRI_T)test_uniform();
#endif
    }
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
