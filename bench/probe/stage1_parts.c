/*
 * stage1_parts.c -- what each vendor call of stage 1 of the two-stage
 * reduction (dense to band, src/drivers/sytrd_2stage_generic.h) costs,
 * summed over the panels of one reduction of order n with band b: for
 * every panel (m = n-b, n-2b, ... rows below the band) the QR of the
 * m x b panel (cusolverDn<t>geqrf), the Gram matrix V^T V (<t>syrk), the
 * symmetric product A22 V (<t>symm), the narrow products (<t>gemm m x b x b
 * and b x b x m) and the rank-2b update (<t>syr2k), each call timed with
 * CUDA events on random data (the values do not change the time).  Real
 * types s and d.  The sum over all calls estimates stage 1's time if it
 * were made of these calls alone; Trident's own stage 1 halves the symm
 * into GEMMs and runs its HER2K as a GEMM on a stacked operand
 * (src/backend/cuda/), so the split, not the total, is the point.  Two
 * vendor alternatives to the panel QR are timed on the same panels:
 * cusolverDnXgeqrf (the 64-bit API) and cublas<t>geqrfBatched with a
 * batch of one; and Trident's own, the cluster kernel of
 * cuda/band/panel_qr.cu, which stage 1 uses where the panel fits.
 *   usage: bench_stage1_parts n [b] [s|d]
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cuda_runtime_api.h>
#include <cublas_v2.h>
#include <cusolverDn.h>

#include "band/band_kernels.h" /* Trident's panel QR, an internal entry */

enum { GEQRF, SYRK, SYMM, GEMM_MBB, GEMM_BBM, SYR2K, NPARTS, XGEQRF = NPARTS, GEQRF_BATCHED, TRIDENT_QR, NALL };
static const char *names[NALL] = {"geqrf", "syrk (Gram)", "symm", "gemm m b b (x4 in stage 1: 2)",
                                  "gemm b b m", "syr2k", "alternative: Xgeqrf (64-bit API)",
                                  "alternative: geqrfBatched, 1", "Trident panel_qr (cluster)"};

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: %s n [b] [s|d]\n", argv[0]);
        return 2;
    }
    int count = 0;
    if (cudaGetDeviceCount(&count) != cudaSuccess || count == 0) {
        printf("SKIP: no CUDA device\n");
        return 0;
    }
    const int n = atoi(argv[1]), b = argc > 2 ? atoi(argv[2]) : 32;
    const int dbl = !(argc > 3 && !strcmp(argv[3], "s"));
    const size_t es = dbl ? 8 : 4;
    cublasHandle_t blas;
    cusolverDnHandle_t solver;
    cublasCreate(&blas);
    cusolverDnCreate(&solver);
    void *a, *p, *v, *w, *x, *g, *tau, *ws;
    int *info, lwork = 0;
    cudaMalloc(&a, (size_t)n * n * es);
    cudaMalloc(&p, (size_t)n * b * es);
    cudaMalloc(&v, (size_t)n * b * es);
    cudaMalloc(&w, (size_t)n * b * es);
    cudaMalloc(&x, (size_t)n * b * es);
    cudaMalloc(&g, (size_t)b * b * es);
    cudaMalloc(&tau, (size_t)b * es);
    cudaMalloc((void **)&info, sizeof(int));
    if (dbl) cusolverDnDgeqrf_bufferSize(solver, n, b, p, n, &lwork);
    else cusolverDnSgeqrf_bufferSize(solver, n, b, p, n, &lwork);
    cudaMalloc(&ws, (size_t)lwork * es);
    cusolverDnParams_t params;
    cusolverDnCreateParams(&params);
    const cudaDataType dt = dbl ? CUDA_R_64F : CUDA_R_32F;
    size_t xdev = 0, xhost = 0;
    cusolverDnXgeqrf_bufferSize(solver, params, n, b, dt, p, n, dt, tau, dt, &xdev, &xhost);
    void *xws = NULL, *xhws = malloc(xhost > 0 ? xhost : 1), **parr = NULL, **tarr = NULL;
    cudaMalloc(&xws, xdev > 0 ? xdev : 1);
    cudaMalloc((void **)&parr, sizeof(void *));
    cudaMalloc((void **)&tarr, sizeof(void *));
    cudaMemcpy(parr, &p, sizeof(void *), cudaMemcpyHostToDevice);
    cudaMemcpy(tarr, &tau, sizeof(void *), cudaMemcpyHostToDevice);
    int hinfo = 0;
    { /* random fill on the host, once */
        const size_t bytes = (size_t)n * n * es;
        unsigned char *h = malloc(bytes);
        unsigned long long s = 12345;
        for (size_t i = 0; i < bytes / es; ++i) {
            s = s * 6364136223846793005ULL + 1442695040888963407ULL;
            const double r = (double)(s >> 11) / 9007199254740992.0 - 0.5;
            if (dbl) ((double *)h)[i] = r;
            else ((float *)h)[i] = (float)r;
        }
        cudaMemcpy(a, h, bytes, cudaMemcpyHostToDevice);
        cudaMemcpy(p, h, (size_t)n * b * es, cudaMemcpyHostToDevice);
        cudaMemcpy(v, h, (size_t)n * b * es, cudaMemcpyHostToDevice);
        cudaMemcpy(w, h, (size_t)n * b * es, cudaMemcpyHostToDevice);
        free(h);
    }
    const double one = 1, zero = 0, mone = -1;
    const float fone = 1, fzero = 0, fmone = -1;
    const void *p1 = dbl ? (const void *)&one : (const void *)&fone;
    const void *p0 = dbl ? (const void *)&zero : (const void *)&fzero;
    const void *pm = dbl ? (const void *)&mone : (const void *)&fmone;
    cudaEvent_t ev[NALL + 1];
    for (int i = 0; i <= NALL; ++i) cudaEventCreate(&ev[i]);
    double total[NALL] = {0};
    int panels = 0, fit = 0;
    for (int rep = 0; rep < 2; ++rep) { /* the first pass warms up */
        memset(total, 0, sizeof total);
        panels = fit = 0;
        for (int j = 0; n - j - b >= 2; j += b, ++panels) {
            const int m = n - j - b;
            cudaEventRecord(ev[0], 0);
            if (dbl) cusolverDnDgeqrf(solver, m, b, p, n, tau, ws, lwork, info);
            else cusolverDnSgeqrf(solver, m, b, p, n, tau, ws, lwork, info);
            cudaEventRecord(ev[1], 0);
            if (dbl) cublasDsyrk(blas, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_T, b, m, p1, v, n, p0, g, b);
            else cublasSsyrk(blas, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_T, b, m, p1, v, n, p0, g, b);
            cudaEventRecord(ev[2], 0);
            if (dbl) cublasDsymm(blas, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_LOWER, m, b, p1, a, n, v, n, p0, x, n);
            else cublasSsymm(blas, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_LOWER, m, b, p1, a, n, v, n, p0, x, n);
            cudaEventRecord(ev[3], 0);
            if (dbl) cublasDgemm(blas, CUBLAS_OP_N, CUBLAS_OP_N, m, b, b, p1, x, n, g, b, p0, w, n);
            else cublasSgemm(blas, CUBLAS_OP_N, CUBLAS_OP_N, m, b, b, p1, x, n, g, b, p0, w, n);
            cudaEventRecord(ev[4], 0);
            if (dbl) cublasDgemm(blas, CUBLAS_OP_T, CUBLAS_OP_N, b, b, m, p1, v, n, w, n, p0, g, b);
            else cublasSgemm(blas, CUBLAS_OP_T, CUBLAS_OP_N, b, b, m, p1, v, n, w, n, p0, g, b);
            cudaEventRecord(ev[5], 0);
            if (dbl) cublasDsyr2k(blas, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_N, m, b, pm, v, n, w, n, p1, a, n);
            else cublasSsyr2k(blas, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_N, m, b, pm, v, n, w, n, p1, a, n);
            cudaEventRecord(ev[6], 0);
            cusolverDnXgeqrf(solver, params, m, b, dt, p, n, dt, tau, dt, xws, xdev, xhws, xhost, info);
            cudaEventRecord(ev[7], 0);
            if (dbl) cublasDgeqrfBatched(blas, m, b, (double *const *)parr, n, (double *const *)tarr, &hinfo, 1);
            else cublasSgeqrfBatched(blas, m, b, (float *const *)parr, n, (float *const *)tarr, &hinfo, 1);
            cudaEventRecord(ev[8], 0);
            fit += dbl ? trident_cuda_panel_qr_fits_d(m, b) : trident_cuda_panel_qr_fits_s(m, b);
            if (dbl) trident_cuda_panel_qr_d(0, m, b, p, n, tau);
            else trident_cuda_panel_qr_s(0, m, b, p, n, tau);
            cudaEventRecord(ev[9], 0);
            cudaEventSynchronize(ev[9]);
            for (int i = 0; i < NALL; ++i) {
                float ms = 0;
                cudaEventElapsedTime(&ms, ev[i], ev[i + 1]);
                total[i] += ms;
            }
        }
    }
    double all = 0;
    for (int i = 0; i < NPARTS; ++i) all += total[i] * (i == GEMM_MBB ? 2 : 1);
    printf("%c n %d b %d, %d panels (%s):\n", dbl ? 'd' : 's', n, b, panels,
           cudaGetErrorString(cudaGetLastError()));
    for (int i = 0; i < NPARTS; ++i) printf("  %-34s %8.1f ms\n", names[i], total[i]);
    printf("  %-34s %8.1f ms\n", "stage 1 from these calls", all);
    for (int i = NPARTS; i < NALL; ++i) printf("  %-34s %8.1f ms\n", names[i], total[i]);
    printf("  (Trident's panel QR took %d of the %d panels; cuSOLVER would take the rest)\n", fit, panels);
    return 0;
}
