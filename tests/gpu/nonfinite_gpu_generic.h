/*
 * nonfinite_gpu_generic.h -- test_nonfinite_gpu.c's cases of the device
 * entries for one precision (included once per precision, after
 * host/nonfinite_generic.h; no include guard).
 */

#if TRI_COMPLEX
#define TRI_NF_EVD_GPU TRI_PUBLIC(heevd_gpu)
#define TRI_NF_EVX_GPU TRI_PUBLIC(heevx_gpu)
#define TRI_NF_GVD_GPU TRI_PUBLIC(hegvd_gpu)
#else
#define TRI_NF_EVD_GPU TRI_PUBLIC(syevd_gpu)
#define TRI_NF_EVX_GPU TRI_PUBLIC(syevx_gpu)
#define TRI_NF_GVD_GPU TRI_PUBLIC(sygvd_gpu)
#endif

/* 1 when a device entry kept to the contract: info, m = 0, one report, dA
 * as it was (a_kept), dW (and dZ) not written */
static int TRI_SFX(nonfinite_device_kept)(trident_int info, trident_int m, const TRI_T *dA, int a_kept,
                                          const TRI_R *dW, const TRI_T *dZ)
{
    static TRI_T a[NF_N * NF_N], z[NF_N * NF_N];
    static TRI_R w[NF_N];
    const size_t bytes = sizeof a;
    if (test_memcpy(a, dA, bytes, cudaMemcpyDeviceToHost) != cudaSuccess ||
        test_memcpy(z, dZ, bytes, cudaMemcpyDeviceToHost) != cudaSuccess ||
        test_memcpy(w, dW, sizeof w, cudaMemcpyDeviceToHost) != cudaSuccess)
        return 0;
    return TRI_SFX(nonfinite_kept)(info, m, a, a_kept, w, z);
}

/* The outputs' state before a device call (nonfinite_prepare's, on the device) */
static void TRI_SFX(nonfinite_device_prepare)(int pattern, TRI_T *dA, TRI_R *dW, TRI_T *dZ)
{
    static TRI_T a[NF_N * NF_N], z[NF_N * NF_N];
    static TRI_R w[NF_N];
    TRI_SFX(nonfinite_prepare)(pattern, a, w, z);
    CHECK(test_memcpy(dA, a, sizeof a, cudaMemcpyHostToDevice) == cudaSuccess &&
              test_memcpy(dZ, z, sizeof z, cudaMemcpyHostToDevice) == cudaSuccess &&
              test_memcpy(dW, w, sizeof w, cudaMemcpyHostToDevice) == cudaSuccess,
          "copies to the device");
}

/* xSYEVD_gpu and xSYEVX_gpu (lowest five) on each pattern, xSYGVD_gpu with
 * B = 2I and each pattern in A (dA reduced, dB factored), and with a NaN
 * in B: B not positive definite, info n + n */
static void TRI_SFX(nonfinite_device_entries)(void)
{
    enum { n = NF_N };
    TRI_T *dA = NULL, *dB = NULL, *dZ = NULL;
    TRI_R *dW = NULL;
    static TRI_T b[n * n];
    static trident_int ifail[n];
    const size_t bytes = sizeof(TRI_T) * n * n;
    if (cudaMalloc((void **)&dA, bytes) != cudaSuccess || cudaMalloc((void **)&dB, bytes) != cudaSuccess ||
        cudaMalloc((void **)&dZ, bytes) != cudaSuccess || cudaMalloc((void **)&dW, sizeof(TRI_R) * n) != cudaSuccess) {
        CHECK(0, "cudaMalloc failed");
        goto done;
    }
    trident_context *ctx = trident_default_context();
    for (int pattern = 0; pattern < 5; ++pattern) {
        for (int jv = 0; jv < 2 && pattern < 4; ++jv) {
            const char jobz = jv ? 'V' : 'N';
            trident_int info = -9999, m = -1;
            TRI_SFX(nonfinite_device_prepare)(pattern, dA, dW, dZ);
            handler_calls = 0;
            TRI_NF_EVD_GPU(ctx, jobz, 'L', n, dA, n, dW, &info);
            CHECK(TRI_SFX(nonfinite_device_kept)(info, 0, dA, 1, dW, dZ), "%s jobz %c pattern %d: info %d, %d reports",
                  TRI_STR(TRI_NF_EVD_GPU), jobz, pattern, (int)info, handler_calls);
            TRI_SFX(nonfinite_device_prepare)(pattern, dA, dW, dZ);
            info = -9999;
            handler_calls = 0;
            TRI_NF_EVX_GPU(ctx, jobz, 'I', 'L', n, dA, n, 0, 0, 1, 5, 0, &m, dW, dZ, n, ifail, &info);
            CHECK(TRI_SFX(nonfinite_device_kept)(info, m, dA, 1, dW, dZ), "%s jobz %c pattern %d: info %d, m %d, %d reports",
                  TRI_STR(TRI_NF_EVX_GPU), jobz, pattern, (int)info, (int)m, handler_calls);
        }
        TRI_SFX(nonfinite_device_prepare)(pattern, dA, dW, dZ);
        for (int k = 0; k < n * n; ++k) b[k] = (TRI_R)(k % (n + 1) == 0 ? 2 : 0);
        if (pattern == 4) b[n - 1] = (TRI_R)NAN;
        CHECK(test_memcpy(dB, b, bytes, cudaMemcpyHostToDevice) == cudaSuccess, "copy of B");
        trident_int info = -9999;
        handler_calls = 0;
        TRI_NF_GVD_GPU(ctx, 1, 'V', 'L', n, dA, n, dB, n, dW, &info);
        if (pattern == 4)
            CHECK(info == n + n && handler_calls == 1, "%s, NaN in B: info %d, %d reports", TRI_STR(TRI_NF_GVD_GPU),
                  (int)info, handler_calls);
        else
            CHECK(TRI_SFX(nonfinite_device_kept)(info, 0, dA, 0, dW, dZ), "%s pattern %d in A: info %d, %d reports",
                  TRI_STR(TRI_NF_GVD_GPU), pattern, (int)info, handler_calls);
    }
    /* order 1, a11 NaN: the same (LAPACK returns w = a11) */
    for (int entry = 0; entry < 3; ++entry) {
        const TRI_T nan = (TRI_R)NAN, one = 1;
        const TRI_R sentinel = -7;
        TRI_T a11 = 0;
        TRI_R w1 = 0;
        CHECK(test_memcpy(dA, &nan, sizeof nan, cudaMemcpyHostToDevice) == cudaSuccess &&
                  test_memcpy(dB, &one, sizeof one, cudaMemcpyHostToDevice) == cudaSuccess &&
                  test_memcpy(dW, &sentinel, sizeof sentinel, cudaMemcpyHostToDevice) == cudaSuccess,
              "copies to the device");
        trident_int info = -9999, m = entry == 1 ? -1 : 0; /* xSYEVX_gpu must set m */
        handler_calls = 0;
        if (entry == 0) TRI_NF_EVD_GPU(ctx, 'V', 'L', 1, dA, 1, dW, &info);
        if (entry == 1) TRI_NF_EVX_GPU(ctx, 'V', 'A', 'L', 1, dA, 1, 0, 0, 1, 1, 0, &m, dW, dZ, 1, ifail, &info);
        if (entry == 2) TRI_NF_GVD_GPU(ctx, 1, 'V', 'L', 1, dA, 1, dB, 1, dW, &info);
        CHECK(test_memcpy(&a11, dA, sizeof a11, cudaMemcpyDeviceToHost) == cudaSuccess &&
                  test_memcpy(&w1, dW, sizeof w1, cudaMemcpyDeviceToHost) == cudaSuccess,
              "copies from the device");
        CHECK(info == TRIDENT_INFO_NONFINITE_INPUT && m == 0 && handler_calls == 1 && w1 == sentinel &&
                  (entry == 2 || !memcmp(&a11, &nan, sizeof nan)),
              "order 1, a11 NaN, %s: info %d, m %d, %d reports",
              entry == 0 ? TRI_STR(TRI_NF_EVD_GPU) : entry == 1 ? TRI_STR(TRI_NF_EVX_GPU) : TRI_STR(TRI_NF_GVD_GPU),
              (int)info, (int)m, handler_calls);
    }
done:
    cudaFree(dA), cudaFree(dB), cudaFree(dZ), cudaFree(dW);
}

#undef TRI_NF_EVD_GPU
#undef TRI_NF_EVX_GPU
#undef TRI_NF_GVD_GPU
