/*
 * tridiag_dc_gpu_generic.h -- one real precision of test_tridiag_dc_gpu.c:
 * the divide-and-conquer solver on the CUDA backend (the primitives of
 * cuda/eig/dc_kernels.cu and cuBLAS), with the checks of
 * common/tridiag_dc_checks_generic.h, bitwise repeatability, d and e left
 * unchanged on the device.
 */

/* One solve on the device; w and z (ldz) come back to the host.  Returns
 * the status (or info) of the solve. */
static int TRI_SFX(dc_gpu_solve)(int64_t n, int64_t leaf, const TRI_R *dd, const TRI_R *de,
                                 TRI_R *dw, TRI_R *dz, int64_t ldz, TRI_R *w, TRI_R *z)
{
    const trident_backend_ops *be = trident_cuda_backend();
    TRI_SFX(trident_dc_workspace) ws;
    int status = TRI_SFX(trident_tridiag_dc_take)(test_ctx, be, n, leaf, NULL, &ws);
    if (status) return status;
    const trident_int info = TRI_SFX(trident_tridiag_dc)(test_ctx, be, n, dd, de, dw, dz, ldz, &ws);
    status = be->synchronize(test_ctx);
    TRI_SFX(trident_tridiag_dc_give)(test_ctx, be, &ws);
    if (info) return (int)info;
    if (status) return status;
    cudaMemcpy(w, dw, (size_t)n * sizeof(TRI_R), cudaMemcpyDeviceToHost);
    cudaMemcpy2D(z, (size_t)n * sizeof(TRI_R), dz, (size_t)ldz * sizeof(TRI_R),
                 (size_t)n * sizeof(TRI_R), (size_t)n, cudaMemcpyDeviceToHost);
    return 0;
}

static void TRI_SFX(dc_gpu_case)(int kind, int64_t n, int64_t leaf, int repeat)
{
    const int64_t ldz = n + 5;
    const size_t rb = (size_t)n * sizeof(TRI_R);
    TRI_R *d = malloc(rb), *e = malloc(rb), *w = malloc(rb), *w2 = malloc(rb);
    TRI_R *dback = malloc(rb), *eback = malloc(rb);
    TRI_R *z = malloc(rb * (size_t)n), *z2 = malloc(rb * (size_t)n);
    const int sh = TRI_SFX(dc_fill)(kind, n, d, e);
    char tag[128];
    snprintf(tag, sizeof tag, "tridiag_dc_gpu_%s %s n=%lld leaf=%lld", TRI_STR(TRI_CH),
             dc_kind_name[kind], (long long)n, (long long)leaf);
    TRI_R *dd, *de, *dw, *dz;
    cudaMalloc((void **)&dd, rb), cudaMalloc((void **)&de, rb), cudaMalloc((void **)&dw, rb);
    cudaMalloc((void **)&dz, rb * (size_t)ldz);
    test_memcpy(dd, d, rb, cudaMemcpyHostToDevice), test_memcpy(de, e, rb, cudaMemcpyHostToDevice);

    int status = TRI_SFX(dc_gpu_solve)(n, leaf, dd, de, dw, dz, ldz, w, z);
    CHECK(status == 0, "%s: status %d", tag, status);
    if (status == 0) {
        double r[3];
        TRI_SFX(dc_check)(tag, n, d, e, sh, w, z, n, r);
        for (int i = 0; i < 3; ++i)
            if (r[i] > max_ratio[i] || r[i] != r[i]) max_ratio[i] = r[i];
    }
    cudaMemcpy(dback, dd, rb, cudaMemcpyDeviceToHost), cudaMemcpy(eback, de, rb, cudaMemcpyDeviceToHost);
    CHECK(!memcmp(dback, d, rb) && !memcmp(eback, e, rb), "%s: d or e modified", tag);
    if (repeat && status == 0) {
        status = TRI_SFX(dc_gpu_solve)(n, leaf, dd, de, dw, dz, ldz, w2, z2);
        CHECK(status == 0 && !memcmp(w, w2, rb) && !memcmp(z, z2, rb * (size_t)n),
              "%s: a second run differs (status %d)", tag, status);
    }
    cudaFree(dd), cudaFree(de), cudaFree(dw), cudaFree(dz);
    free(d), free(e), free(w), free(w2), free(dback), free(eback), free(z), free(z2);
}

static void TRI_SFX(run_tridiag_dc_gpu)(int64_t max_n)
{
    static const int64_t small[] = {1, 2, 3, 17, 65, 300, 1000};
    static const int64_t large[] = {2500, 4000};
    static const int large_kinds[] = {DC_RANDOM, DC_WILKINSON, DC_REPEATED, DC_GRADED};
    for (size_t s = 0; s < sizeof small / sizeof *small; ++s)
        for (int kind = 0; kind < DC_NKINDS && small[s] <= max_n; ++kind) {
            TRI_SFX(dc_gpu_case)(kind, small[s], 0, small[s] >= 300);
            TRI_SFX(dc_gpu_case)(kind, small[s], 8, 0);
        }
    for (size_t s = 0; s < sizeof large / sizeof *large; ++s)
        for (size_t k = 0; k < sizeof large_kinds / sizeof *large_kinds && large[s] <= max_n; ++k)
            TRI_SFX(dc_gpu_case)(large_kinds[k], large[s], 0, 1);
}
