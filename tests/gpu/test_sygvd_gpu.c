/*
 * test_sygvd_gpu.c -- the generalized eigenproblem on the GPU, every
 * precision: the device entries trident_{s,d}sygvd_gpu / {c,z}hegvd_gpu
 * (accuracy, reproducibility, B not positive definite, illegal arguments
 * with nothing written) and the host-pointer xSYGVD / xHEGVD with backend
 * gpu (the device entry's bits; out of memory: a clear info with backend
 * gpu, a host fallback with auto).  Exits 77 (skipped) without a CUDA device.
 * ctest runs it again with TRIDENT_GV_REDUCE_LEAF=16, so that the itype-1
 * reduction recurses at these n (the other triangle's NaN then stays in
 * place outside the leaf blocks: nothing after may read it), and a third
 * time with TRIDENT_GV_REDUCE_GEMM=0 as well: the recursion's xHEMM steps
 * in place of its scratch GEMM.
 */
#include <complex.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cuda_runtime_api.h>

#include "trident.h"
#include "trident_cuda.h"
#include "common/test_lapack.h"
#include "common/test_device.h"
#include "common/test_handler.h"
#include "common/test_util.h"
#include "core/prec/scalar_math.h"

static trident_context *test_ctx;

static double max_ratio = 0;
static void test_record_ratio(double r)
{
    if (r > max_ratio || r != r) max_ratio = r;
}

#define TRI_GENERIC_SOURCE "common/matrix_generic.h"
#include "core/prec/instantiate.h"
#define TRI_GENERIC_SOURCE "common/generalized_checks_generic.h"
#include "core/prec/instantiate.h"
#define TRI_GENERIC_SOURCE "gpu/sygvd_gpu_generic.h"
#include "core/prec/instantiate.h"

/* Each illegal argument of the device entry: its info, one handler call,
 * no device array written. */
static void bad_device_arguments(void)
{
    enum { n = 8, total = 2 * n * n + n };
    double *dev, host[total], back[total];
    cudaMalloc((void **)&dev, sizeof host);
    for (int k = 0; k < total; ++k) host[k] = -7.5 - k;
    cudaMemcpy(dev, host, sizeof host, cudaMemcpyHostToDevice);
    double *da = dev, *db = dev + n * n, *dw = dev + 2 * n * n;
    struct {
        int ok_ctx;
        int64_t itype;
        char jobz, uplo;
        int64_t n;
        int null_a, ldda_short, null_b, lddb_short, null_w;
        trident_int expect;
    } cases[] = {
        {0, 1, 'V', 'L', n, 0, 0, 0, 0, 0, TRIDENT_INFO_INVALID_CONTEXT},
        {1, 0, 'V', 'L', n, 0, 0, 0, 0, 0, -2},
        {1, 4, 'V', 'L', n, 0, 0, 0, 0, 0, -2},
        {1, 1, 'X', 'L', n, 0, 0, 0, 0, 0, -3},
        {1, 1, 'V', 'X', n, 0, 0, 0, 0, 0, -4},
        {1, 1, 'V', 'L', -1, 0, 0, 0, 0, 0, -5},
        {1, 2, 'V', 'U', n, 1, 0, 0, 0, 0, -6},
        {1, 2, 'N', 'U', n, 0, 1, 0, 0, 0, -7},
        {1, 3, 'V', 'L', n, 0, 0, 1, 0, 0, -8},
        {1, 3, 'N', 'L', n, 0, 0, 0, 1, 0, -9},
        {1, 1, 'V', 'U', n, 0, 0, 0, 0, 1, -10},
    };
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; ++c) {
        trident_int info = 0;
        handler_calls = 0;
        trident_dsygvd_gpu(cases[c].ok_ctx ? test_ctx : NULL, cases[c].itype, cases[c].jobz, cases[c].uplo,
                           cases[c].n, cases[c].null_a ? NULL : da, cases[c].ldda_short ? n - 1 : n,
                           cases[c].null_b ? NULL : db, cases[c].lddb_short ? n - 1 : n,
                           cases[c].null_w ? NULL : dw, &info);
        cudaMemcpy(back, dev, sizeof back, cudaMemcpyDeviceToHost);
        CHECK(info == cases[c].expect && handler_calls == 1, "bad case %zu: info %d (expected %d), handler %d",
              c, (int)info, (int)cases[c].expect, handler_calls);
        CHECK(!memcmp(host, back, sizeof host), "bad case %zu: device arrays written", c);
    }
    /* n = 0: a quick return, no NULL checks, nothing written, no message */
    trident_int info = 1;
    handler_calls = 0;
    trident_dsygvd_gpu(test_ctx, 1, 'V', 'L', 0, NULL, 1, NULL, 1, NULL, &info);
    CHECK(info == 0 && handler_calls == 0, "n = 0: info %d, handler %d", (int)info, handler_calls);
    cudaFree(dev);
}

/* Host pointers, device full: backend gpu gives TRIDENT_INFO_OUT_OF_MEMORY
 * with a, b, w untouched; backend auto falls back to the host. */
static void out_of_memory(void)
{
    enum { n = 3000 };
    const size_t n2 = (size_t)n * n;
    double *a0 = malloc(sizeof(double) * n2), *b0 = malloc(sizeof(double) * n2);
    double *a = malloc(sizeof(double) * n2), *b = malloc(sizeof(double) * n2), *w = malloc(sizeof(double) * n);
    gv_problem_d(n, a0, b0);
    memcpy(a, a0, sizeof(double) * n2), memcpy(b, b0, sizeof(double) * n2);
    trident_int info = 0;
    gv_host_call_d(0, 1, 'V', 'L', n, a, n, b, n, w, &info); /* warm the default context */

    void *blocks[4096];
    const int nblocks = exhaust_device(blocks, 4096, (size_t)8 << 20); /* < n*n*8 bytes left */
    trident_context *def = trident_default_context();
    trident_context_set_backend(def, TRIDENT_BACKEND_GPU);
    memcpy(a, a0, sizeof(double) * n2), memcpy(b, b0, sizeof(double) * n2);
    for (int i = 0; i < n; ++i) w[i] = 3.25;
    handler_calls = 0;
    gv_host_call_d(0, 1, 'V', 'L', n, a, n, b, n, w, &info);
    int touched = memcmp(a, a0, sizeof(double) * n2) != 0 || memcmp(b, b0, sizeof(double) * n2) != 0;
    for (int i = 0; i < n; ++i) touched |= w[i] != 3.25;
    CHECK(info == TRIDENT_INFO_OUT_OF_MEMORY && handler_calls == 1 && !touched,
          "dsygvd, backend gpu, device full: info %d, handler %d, outputs touched %d", (int)info, handler_calls,
          touched);

    trident_context_set_backend(def, TRIDENT_BACKEND_AUTO);
    gv_host_call_d(0, 1, 'V', 'L', n, a, n, b, n, w, &info);
    CHECK(info == 0 && !strcmp(trident_context_last_backend(def), "host"),
          "dsygvd, backend auto, device full: info %d on %s (expected a host fallback)", (int)info,
          trident_context_last_backend(def));
    for (int k = 0; k < nblocks; ++k) cudaFree(blocks[k]);
    trident_context_set_backend(def, TRIDENT_BACKEND_GPU);
    free(a0), free(b0), free(a), free(b), free(w);
}

int main(void)
{
    if (!trident_gpu_available()) {
        printf("SKIP: no CUDA device\n");
        return TEST_SKIP_CODE;
    }
    trident_set_error_handler(counting_handler, NULL);
    trident_context_create(&test_ctx);
    /* the host-pointer routines go to the GPU at every n */
    trident_context_set_backend(trident_default_context(), TRIDENT_BACKEND_GPU);
    run_gv_gpu_s();
    run_gv_gpu_d();
    run_gv_gpu_c();
    run_gv_gpu_z();
    bad_device_arguments();
    out_of_memory();
    trident_context_destroy(test_ctx);
    printf("largest ratio (limit %.0f): %.3f\n", TEST_RATIO_LIMIT, max_ratio);
    return test_finish("sygvd_gpu");
}
