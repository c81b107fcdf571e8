/*
 * test_syevd_gpu.c -- the eigen driver's stages 2 and 3 on the GPU and the
 * device-pointer entries trident_{s,d}syevd_gpu / trident_{c,z}heevd_gpu:
 *   - the bisection primitive (tridiag_eigvals) on hard tridiagonals
 *     (tridiag_eigvals_generic.h, s and d);
 *   - apply_q against xORMTR / xUNMTR, the device entries' accuracy, jobz
 *     'N' against 'V', host entry against device entry, repeatability, bad
 *     arguments (syevd_gpu_generic.h, s d c z);
 *   - out of device memory: a clear info and nothing written with backend
 *     gpu, with the device entry and with a context first used on the full
 *     device, a host fallback with backend auto;
 *   - with TRIDENT_TEST_LARGE_N=n (e.g. 47000: n^2 > 2^31), the device
 *     entries xSYEVD (jobz 'V') and xSYEVX (the lowest n/10) at order n for
 *     the precisions in TRIDENT_TEST_LARGE_TYPES (default d), checked on
 *     the host on random vectors (syevd_large_generic.h); minutes, so not in
 *     ctest:  TRIDENT_TEST_LARGE_N=47000 TRIDENT_TEST_LARGE_TYPES=dz
 *     build/tests/test_syevd_gpu
 * Exits 77 (skipped) without a CUDA device.
 */
#include <complex.h>
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cuda_runtime_api.h>

#include "trident.h"
#include "trident_cuda.h"
#include "backend/backend.h"
#include "backend/cuda_glue.h"
#include "common/test_lapack.h"
#include "common/hash_matrix.h"
#include "common/test_device.h"
#include "common/test_handler.h"
#include "common/test_util.h"
#include "core/prec/scalar_math.h"

static trident_context *test_ctx;

#define TRI_GENERIC_SOURCE "common/matrix_generic.h"
#include "core/prec/instantiate.h"
#define TRI_GENERIC_SOURCE "common/device_matrix_generic.h"
#include "core/prec/instantiate.h"
#define TRI_GENERIC_SOURCE "gpu/syevd_gpu_generic.h"
#include "core/prec/instantiate.h"

#define TRI_GENERIC_SOURCE "gpu/syevd_large_generic.h"
#include "core/prec/instantiate.h"

/* the bisection is real: s and d only */
#include "core/prec/prec_s.h"
#include "gpu/tridiag_eigvals_generic.h"
#include "core/prec/prec_undef.h"
#include "core/prec/prec_d.h"
#include "gpu/tridiag_eigvals_generic.h"
#include "core/prec/prec_undef.h"

static void out_of_memory(void)
{
    enum { n = 3000 };
    const size_t an = (size_t)n * n;
    double *a0 = malloc(an * sizeof(double)), *a = malloc(an * sizeof(double));
    double *w = malloc(n * sizeof(double)), *w_gpu = malloc(n * sizeof(double));
    double *back = malloc(an * sizeof(double)), *wback = malloc(n * sizeof(double));
    random_hermitian_d(n, a0, n);
    trident_context *def = trident_default_context();
    trident_context_set_backend(def, TRIDENT_BACKEND_GPU);
    memcpy(a, a0, an * sizeof(double));
    CHECK(host_entry_d('V', 'L', n, a, n, w_gpu) == 0, "out_of_memory: warm-up failed");
    double *da, *dw;
    cudaMalloc((void **)&da, an * sizeof(double)), cudaMalloc((void **)&dw, n * sizeof(double));
    test_memcpy(da, a0, an * sizeof(double), cudaMemcpyHostToDevice);
    for (int k = 0; k < n; ++k) w[k] = 3.25;
    test_memcpy(dw, w, n * sizeof(double), cudaMemcpyHostToDevice);
    trident_int info = 0; /* test_ctx is warm from the runs before */

    void *blocks[4096];
    const int nblocks = exhaust_device(blocks, 4096, (size_t)8 << 20); /* < n*n*8 bytes left */

    /* the device entry, on the warm test context and on a fresh one whose
     * stream, handles and workspace are created on the full device:
     * whichever fails first must say out of memory (cublasCreate's
     * ALLOC_FAILED was once taken for a device error) */
    trident_context *fresh = NULL;
    CHECK(trident_context_create(&fresh) == 0, "out_of_memory: no fresh context");
    trident_context *const contexts[2] = {test_ctx, fresh};
    for (int c = 0; c < 2; ++c) {
        handler_calls = 0;
        info = 0;
        trident_dsyevd_gpu(contexts[c], 'V', 'L', n, da, n, dw, &info);
        cudaMemcpy(back, da, an * sizeof(double), cudaMemcpyDeviceToHost);
        cudaMemcpy(wback, dw, n * sizeof(double), cudaMemcpyDeviceToHost);
        CHECK(info == TRIDENT_INFO_OUT_OF_MEMORY && handler_calls == 1 &&
                  !memcmp(back, a0, an * sizeof(double)) && !memcmp(wback, w, n * sizeof(double)),
              "device entry (%s context), device full: info %d, handler %d, dA or dW written",
              c ? "fresh" : "warm", (int)info, handler_calls);
    }
    trident_context_destroy(fresh);

    /* the host entry, backend gpu: a clear error, a and w untouched */
    memcpy(a, a0, an * sizeof(double));
    handler_calls = 0;
    info = host_entry_d('V', 'L', n, a, n, w);
    int touched = memcmp(a, a0, an * sizeof(double)) != 0;
    for (int k = 0; k < n; ++k) touched |= w[k] != 3.25;
    CHECK(info == TRIDENT_INFO_OUT_OF_MEMORY && handler_calls == 1 && !touched,
          "backend gpu, device full: info %d, handler %d, outputs touched %d", (int)info,
          handler_calls, touched);

    /* backend auto: the host path, with the GPU's eigenvalues */
    trident_context_set_backend(def, TRIDENT_BACKEND_AUTO);
    info = host_entry_d('V', 'L', n, a, n, w);
    const double diff = max_diff_d(n, w, w_gpu) / ((double)n * fro_d(n, n, a0, n) * DBL_EPSILON * 0.5);
    CHECK(info == 0 && !strcmp(trident_context_last_backend(def), "host") && diff < TEST_RATIO_LIMIT,
          "backend auto, device full: info %d on %s (expected a host fallback), eigenvalues %.2f "
          "n|A|eps from the GPU's", (int)info, trident_context_last_backend(def), diff);
    for (int k = 0; k < nblocks; ++k) cudaFree(blocks[k]);
    trident_context_set_backend(def, TRIDENT_BACKEND_GPU);
    cudaFree(da), cudaFree(dw);
    free(a0), free(a), free(w), free(w_gpu), free(back), free(wback);
}

int main(void)
{
    if (!trident_gpu_available()) {
        printf("SKIP: no CUDA device\n");
        return TEST_SKIP_CODE;
    }
    trident_set_error_handler(counting_handler, NULL);
    trident_context_create(&test_ctx);
    CHECK(trident_cuda_ready(test_ctx) == 0, "no CUDA state for the test context");
    trident_context_set_backend(trident_default_context(), TRIDENT_BACKEND_GPU);

    run_tridiag_eigvals_s();
    run_tridiag_eigvals_d();
    run_gpu_eigen_s();
    run_gpu_eigen_d();
    run_gpu_eigen_c();
    run_gpu_eigen_z();
    /* TRIDENT_TEST_LARGE_N=n: the device entries at order n (n^2 > 2^31 from
     * 46341 on); TRIDENT_TEST_LARGE_TYPES (default d) names the precisions */
    const char *large = getenv("TRIDENT_TEST_LARGE_N"), *large_types = getenv("TRIDENT_TEST_LARGE_TYPES");
    const int64_t large_n = large ? atoll(large) : 0;
    if (!large_types) large_types = "d";
    if (large_n > 0) {
        if (strchr(large_types, 's')) large_eigen_s(large_n);
        if (strchr(large_types, 'd')) large_eigen_d(large_n);
        if (strchr(large_types, 'c')) large_eigen_c(large_n);
        if (strchr(large_types, 'z')) large_eigen_z(large_n);
    }
    out_of_memory();

    trident_context_destroy(test_ctx);
    return test_finish("syevd_gpu");
}
