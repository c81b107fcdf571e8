/*
 * prof_sytrd.c -- one tridiagonalization on device memory, Trident's
 * trident_dsytrd_gpu or cuSOLVER's cusolverDnDsytrd, with the third of three
 * calls between cudaProfilerStart/Stop, so that a profiler sees one warm
 * call:
 *   ncu --profile-from-start off --clock-control none --metrics gpu__time_duration.sum \
 *       --launch-skip S --launch-count C --csv bench_prof_sytrd trident 16384 \
 *       > k.csv && python3 bench/probe/kernel_times.py k.csv
 * gives the time per launch of each kernel in a window of C launches that
 * starts S launches into the call.
 *   usage: bench_prof_sytrd trident|cusolver n [L|U]
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cuda_profiler_api.h>
#include <cuda_runtime_api.h>
#include <cusolverDn.h>

#include "trident.h"
#include "trident_cuda.h"

int main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: %s trident|cusolver n [L|U]\n", argv[0]);
        return 2;
    }
    int count = 0;
    if (cudaGetDeviceCount(&count) != cudaSuccess || count == 0) {
        printf("SKIP: no CUDA device\n");
        return 77;
    }
    const int cus = !strcmp(argv[1], "cusolver");
    const int64_t n = atoll(argv[2]);
    const char uplo = argc > 3 ? argv[3][0] : 'L';
    const cublasFillMode_t fill = uplo == 'L' ? CUBLAS_FILL_MODE_LOWER : CUBLAS_FILL_MODE_UPPER;
    double *a = malloc(sizeof(double) * (size_t)(n * n));
    if (!a) return 1;
    srand(1);
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i <= j; ++i) a[i + j * n] = a[j + i * n] = rand() / (double)RAND_MAX - 0.5;
    double *da, *dd, *de, *dt, *dw = NULL;
    int *dinfo;
    if (cudaMalloc((void **)&da, sizeof(double) * (size_t)(n * n)) || cudaMalloc((void **)&dd, sizeof(double) * n) ||
        cudaMalloc((void **)&de, sizeof(double) * n) || cudaMalloc((void **)&dt, sizeof(double) * n) ||
        cudaMalloc((void **)&dinfo, sizeof(int)))
        return 1;
    trident_context *ctx;
    if (trident_context_create(&ctx)) return 1;
    cusolverDnHandle_t h;
    if (cusolverDnCreate(&h) != CUSOLVER_STATUS_SUCCESS) return 1;
    int lw = 0;
    cusolverDnDsytrd_bufferSize(h, fill, (int)n, da, (int)n, dd, de, dt, &lw);
    if (cudaMalloc((void **)&dw, sizeof(double) * (size_t)(lw > 0 ? lw : 1))) return 1;
    for (int rep = 0; rep < 3; ++rep) {
        cudaMemcpy(da, a, sizeof(double) * (size_t)(n * n), cudaMemcpyHostToDevice);
        cudaDeviceSynchronize();
        if (rep == 2) cudaProfilerStart();
        cudaEvent_t t0, t1;
        cudaEventCreate(&t0);
        cudaEventCreate(&t1);
        cudaEventRecord(t0, 0);
        trident_int info = 0;
        if (cus) cusolverDnDsytrd(h, fill, (int)n, da, (int)n, dd, de, dt, dw, lw, dinfo);
        else trident_dsytrd_gpu(ctx, uplo, n, da, n, dd, de, dt, &info);
        cudaEventRecord(t1, 0);
        cudaDeviceSynchronize();
        if (rep == 2) cudaProfilerStop();
        float ms = 0;
        cudaEventElapsedTime(&ms, t0, t1);
        printf("%s n=%lld rep %d: %.3f ms info %d\n", argv[1], (long long)n, rep, ms, (int)info);
    }
    cusolverDnDestroy(h);
    trident_context_destroy(ctx);
    cudaFree(da), cudaFree(dd), cudaFree(de), cudaFree(dt), cudaFree(dw), cudaFree(dinfo);
    free(a);
    return 0;
}
