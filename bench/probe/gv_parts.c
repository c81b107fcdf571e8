/*
 * gv_parts.c -- what the steps of the generalized driver on the GPU
 * (src/dispatch/sygvd_device_generic.h, itype 1, uplo 'L') cost, and what a
 * recursive reduction to standard form would cost instead:
 *   potrf            B = L L^H                     (cusolverDnXpotrf)
 *   trsm left        inv(L) A, full n x n          (cublas<t>trsm_64)
 *   trsm right       (inv(L) A) inv(L^H)           (cublas<t>trsm_64)
 *   trsm left, 32    the same call in the 32-bit API
 *   recursive        C = inv(L) A inv(L^H) on the lower triangle by halving:
 *                    C11 recursively, then A21 inv(L11^H), A21 - L21 C11/2,
 *                    A22 - A21 L21^H - L21 A21^H, A21 - L21 C11/2,
 *                    inv(L22) A21, and C22 recursively; below `leaf`
 *                    columns the two full TRSMs.  The rank-2k update as
 *                    <t>her2k/<t>syr2k ("her2k") or as two GEMMs on the
 *                    full square ("gemm"; A22 kept full).
 * Every call is timed with CUDA events (median of 3 after a warm-up) on
 * random data; the values do not change the times, so the results are not
 * checked here (the driver's tests check the arithmetic).
 *   usage: bench_gv_parts n [d|z] [leaf]
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cuda_runtime_api.h>
#include <cublas_v2.h>
#include <cusolverDn.h>

#include "common/bench_gpu.h"

static int cplx;
static size_t es;
static cublasHandle_t blas;

static void *at(void *p, int64_t ld, int64_t i, int64_t j)
{
    return (char *)p + ((size_t)j * ld + i) * es;
}

static const void *scalar(double re)
{
    static double s[8][2];
    static int k;
    k = (k + 1) % 8;
    s[k][0] = re;
    s[k][1] = 0;
    return s[k];
}

static void trsm(cublasSideMode_t side, cublasOperation_t op, int64_t m, int64_t n, const void *l,
                 int64_t ldl, void *b, int64_t ldb, int api64)
{
    const cublasFillMode_t lo = CUBLAS_FILL_MODE_LOWER;
    const cublasDiagType_t nu = CUBLAS_DIAG_NON_UNIT;
    if (api64) {
        if (cplx) cublasZtrsm_64(blas, side, lo, op, nu, m, n, scalar(1), l, ldl, b, ldb);
        else cublasDtrsm_64(blas, side, lo, op, nu, m, n, scalar(1), l, ldl, b, ldb);
    } else {
        if (cplx) cublasZtrsm(blas, side, lo, op, nu, (int)m, (int)n, scalar(1), l, (int)ldl, b, (int)ldb);
        else cublasDtrsm(blas, side, lo, op, nu, (int)m, (int)n, scalar(1), l, (int)ldl, b, (int)ldb);
    }
}

/* B := B + alpha * L21 C11 with C11 Hermitian (lower), side right */
static void hemm_right(int64_t m, int64_t n, double alpha, const void *c, int64_t ldc,
                       const void *l, int64_t ldl, void *b, int64_t ldb)
{
    if (cplx)
        cublasZhemm_64(blas, CUBLAS_SIDE_RIGHT, CUBLAS_FILL_MODE_LOWER, m, n, scalar(alpha), c, ldc,
                       l, ldl, scalar(1), b, ldb);
    else
        cublasDsymm_64(blas, CUBLAS_SIDE_RIGHT, CUBLAS_FILL_MODE_LOWER, m, n, scalar(alpha), c, ldc,
                       l, ldl, scalar(1), b, ldb);
}

/* A22 := A22 - X L^H - L X^H (n x n, X and L n x k): <t>her2k on the lower
 * triangle, or two GEMMs on the full square (twice the flops) */
static void rank2k(int gemm_form, int64_t n, int64_t k, const void *x, const void *l, int64_t ld,
                   void *a22)
{
    const cublasOperation_t c = cplx ? CUBLAS_OP_C : CUBLAS_OP_T;
    if (!gemm_form) {
        if (cplx)
            cublasZher2k_64(blas, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_N, n, k, scalar(-1), x, ld, l,
                            ld, scalar(1), a22, ld);
        else
            cublasDsyr2k_64(blas, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_N, n, k, scalar(-1), x, ld, l,
                            ld, scalar(1), a22, ld);
        return;
    }
    if (cplx) {
        cublasZgemm_64(blas, CUBLAS_OP_N, c, n, n, k, scalar(-1), x, ld, l, ld, scalar(1), a22, ld);
        cublasZgemm_64(blas, CUBLAS_OP_N, c, n, n, k, scalar(-1), l, ld, x, ld, scalar(1), a22, ld);
    } else {
        cublasDgemm_64(blas, CUBLAS_OP_N, c, n, n, k, scalar(-1), x, ld, l, ld, scalar(1), a22, ld);
        cublasDgemm_64(blas, CUBLAS_OP_N, c, n, n, k, scalar(-1), l, ld, x, ld, scalar(1), a22, ld);
    }
}

static void hegst_rec(int gemm_form, int64_t leaf, int64_t n, void *a, const void *l, int64_t ld)
{
    if (n <= leaf) {
        trsm(CUBLAS_SIDE_LEFT, CUBLAS_OP_N, n, n, l, ld, a, ld, 1);
        trsm(CUBLAS_SIDE_RIGHT, cplx ? CUBLAS_OP_C : CUBLAS_OP_T, n, n, l, ld, a, ld, 1);
        return;
    }
    const int64_t n1 = (n / 2 + 127) / 128 * 128, n2 = n - n1;
    void *a21 = at(a, ld, n1, 0), *a22 = at(a, ld, n1, n1);
    const void *l21 = at((void *)l, ld, n1, 0), *l22 = at((void *)l, ld, n1, n1);
    hegst_rec(gemm_form, leaf, n1, a, l, ld);
    trsm(CUBLAS_SIDE_RIGHT, cplx ? CUBLAS_OP_C : CUBLAS_OP_T, n2, n1, l, ld, a21, ld, 1);
    hemm_right(n2, n1, -0.5, a, ld, l21, ld, a21, ld);
    rank2k(gemm_form, n2, n1, a21, l21, ld, a22);
    hemm_right(n2, n1, -0.5, a, ld, l21, ld, a21, ld);
    trsm(CUBLAS_SIDE_LEFT, CUBLAS_OP_N, n2, n1, l22, ld, a21, ld, 1);
    hegst_rec(gemm_form, leaf, n2, a22, l22, ld);
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: %s n [d|z] [leaf]\n", argv[0]);
        return 2;
    }
    int count = 0;
    if (cudaGetDeviceCount(&count) != cudaSuccess || count == 0) {
        printf("SKIP: no CUDA device\n");
        return 0;
    }
    const int64_t n = atoll(argv[1]);
    cplx = argc > 2 && !strcmp(argv[2], "z");
    const int64_t leaf = argc > 3 ? atoll(argv[3]) : 1024;
    es = cplx ? 16 : 8;
    cublasCreate(&blas);
    cusolverDnHandle_t solver;
    cusolverDnCreate(&solver);
    cusolverDnParams_t params;
    cusolverDnCreateParams(&params);
    const cudaDataType dt = cplx ? CUDA_C_64F : CUDA_R_64F;
    const size_t bytes = (size_t)n * n * es;
    void *a, *a0, *b, *l;
    cudaMalloc(&a, bytes);
    cudaMalloc(&a0, bytes);
    cudaMalloc(&b, bytes);
    cudaMalloc(&l, bytes);
    { /* A random, B = I*n + random/2 (diagonally dominant), on the host once */
        double *h = malloc(bytes);
        unsigned long long s = 12345;
        const size_t cnt = bytes / 8;
        for (size_t i = 0; i < cnt; ++i) {
            s = s * 6364136223846793005ULL + 1442695040888963407ULL;
            h[i] = (double)(s >> 11) / 9007199254740992.0 - 0.5;
        }
        cudaMemcpy(a0, h, bytes, cudaMemcpyHostToDevice);
        const int w = cplx ? 2 : 1;
        for (int64_t j = 0; j < n; ++j) h[((size_t)j * n + j) * w] = (double)n;
        cudaMemcpy(b, h, bytes, cudaMemcpyHostToDevice);
        free(h);
    }
    size_t dev_bytes = 0, host_bytes = 0;
    cusolverDnXpotrf_bufferSize(solver, params, CUBLAS_FILL_MODE_LOWER, n, dt, l, n, dt, &dev_bytes,
                                &host_bytes);
    void *dwork, *hwork = malloc(host_bytes + 1);
    int *dinfo;
    cudaMalloc(&dwork, dev_bytes + 1);
    cudaMalloc((void **)&dinfo, sizeof(int));

    enum { POTRF, TRSM_L, TRSM_R, TRSM_L32, REC_HER2K, REC_GEMM, NPARTS };
    const char *names[NPARTS] = {"potrf", "trsm left (64-bit API)", "trsm right (64-bit API)",
                                 "trsm left (32-bit API)", "recursive, her2k", "recursive, gemm"};
    double ms[NPARTS][3];
    cudaEvent_t e0, e1;
    cudaEventCreate(&e0);
    cudaEventCreate(&e1);
    for (int rep = 0; rep < 4; ++rep) {
        for (int part = 0; part < NPARTS; ++part) {
            /* fresh inputs outside the timed region */
            cudaMemcpy(l, b, bytes, cudaMemcpyDeviceToDevice);
            if (part != POTRF)
                cusolverDnXpotrf(solver, params, CUBLAS_FILL_MODE_LOWER, n, dt, l, n, dt, dwork,
                                 dev_bytes, hwork, host_bytes, dinfo);
            cudaMemcpy(a, a0, bytes, cudaMemcpyDeviceToDevice);
            cudaDeviceSynchronize();
            cudaEventRecord(e0, 0);
            switch (part) {
            case POTRF:
                cusolverDnXpotrf(solver, params, CUBLAS_FILL_MODE_LOWER, n, dt, l, n, dt, dwork,
                                 dev_bytes, hwork, host_bytes, dinfo);
                break;
            case TRSM_L: trsm(CUBLAS_SIDE_LEFT, CUBLAS_OP_N, n, n, l, n, a, n, 1); break;
            case TRSM_R:
                trsm(CUBLAS_SIDE_RIGHT, cplx ? CUBLAS_OP_C : CUBLAS_OP_T, n, n, l, n, a, n, 1);
                break;
            case TRSM_L32: trsm(CUBLAS_SIDE_LEFT, CUBLAS_OP_N, n, n, l, n, a, n, 0); break;
            case REC_HER2K: hegst_rec(0, leaf, n, a, l, n); break;
            case REC_GEMM: hegst_rec(1, leaf, n, a, l, n); break;
            }
            cudaEventRecord(e1, 0);
            const double sec = bench_event_seconds(e0, e1);
            if (rep > 0) ms[part][rep - 1] = 1e3 * sec;
        }
    }
    printf("%c n %lld leaf %lld (%s):\n", cplx ? 'z' : 'd', (long long)n, (long long)leaf,
           cudaGetErrorString(cudaGetLastError()));
    for (int part = 0; part < NPARTS; ++part) {
        printf("  %-28s %9.1f ms\n", names[part], bench_median(ms[part], 3));
    }
    return 0;
}
