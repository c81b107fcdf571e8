/*
 * two_stage_parts.c -- where the two-stage eigenvalue path spends its time
 * (d, uplo L, a random symmetric matrix on the device): the whole
 * trident_dsyevd_gpu jobz 'N' call, the band-to-tridiagonal chase alone
 * (cuda/band/hb2st.cu, run on the matrix's band) and the bisection alone;
 * "stage 1 + rest" is the difference.  For the eigenvector path: the chase
 * keeping its reflectors, and their application to n vectors
 * (cuda/band/hb2st_apply_q.cu, b 16 or 32).  Median of 3 warm runs, CUDA
 * events.
 * The call takes the two-stage path only from TRIDENT_TWO_STAGE_MIN_N on
 * (default 5120 for d, src/dispatch/crossover.h); TRIDENT_TWO_STAGE_NB sets its band,
 * which should match b.
 *   usage: bench_two_stage_parts n [b]
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <cuda_runtime_api.h>
#include "trident.h"
#include "trident_cuda.h"
#include "band/band_kernels.h" /* internal entries of libtrident */
#include "band/v2_layout.h"
int trident_cuda_tridiag_eigvals_d(cudaStream_t, int64_t, const double *, const double *, int64_t, int64_t, double *);
static double now_ms(cudaEvent_t a, cudaEvent_t b) { float ms; cudaEventSynchronize(b); cudaEventElapsedTime(&ms, a, b); return ms; }
static int cmp(const void *a, const void *b) { double x = *(double*)a, y = *(double*)b; return x < y ? -1 : x > y; }
int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: %s n [b]\n", argv[0]);
        return 2;
    }
    int count = 0;
    if (cudaGetDeviceCount(&count) != cudaSuccess || count == 0) {
        printf("SKIP: no CUDA device\n");
        return 0;
    }
    const int64_t n = atoll(argv[1]); const int b = argc > 2 ? atoi(argv[2]) : 32;
    double *h = malloc(n * n * sizeof(double));
    unsigned long long s = 12345;
    for (int64_t j = 0; j < n; ++j) for (int64_t i = j; i < n; ++i) {
        s = s * 6364136223846793005ULL + 1442695040888963407ULL;
        h[i + j * n] = h[j + i * n] = ((s >> 11) * (1.0 / 9007199254740992.0)) - 0.5;
    }
    double *dA0, *dA, *dw, *dd, *de; void *work;
    cudaMalloc((void**)&dA0, n*n*8); cudaMalloc((void**)&dA, n*n*8); cudaMalloc((void**)&dw, n*8);
    cudaMalloc((void**)&dd, n*8); cudaMalloc((void**)&de, n*8);
    cudaMalloc(&work, trident_cuda_hb2st_workspace(n, b, 8));
    const int vectors = trident_cuda_hb2st_apply_q_supports(b);
    double *v2 = NULL, *dz = NULL;
    void *q2work = NULL;
    if (vectors) {
        cudaMalloc(&q2work, trident_cuda_hb2st_apply_q_workspace(n, n)); /* d: the counters are all */
        cudaMalloc((void**)&v2, (trident_v2_elements(n, b) + 1) * 8);
        cudaMalloc((void**)&dz, n*n*8);
    }
    cudaMemcpy(dA0, h, n*n*8, cudaMemcpyHostToDevice);
    trident_context *ctx; trident_context_create(&ctx);
    cudaEvent_t e0, e1; cudaEventCreate(&e0); cudaEventCreate(&e1);
    double t_all[3], t_chase[3], t_eig[3], t_keep[3] = {0}, t_q2[3] = {0}; trident_int info;
    for (int r = 0; r < 4; ++r) {
        cudaMemcpy(dA, dA0, n*n*8, cudaMemcpyDeviceToDevice); cudaDeviceSynchronize();
        cudaEventRecord(e0, 0); trident_dsyevd_gpu(ctx, 'N', 'L', n, dA, n, dw, &info); cudaEventRecord(e1, 0);
        double t = now_ms(e0, e1); if (r) t_all[r-1] = t;
        cudaEventRecord(e0, 0); trident_cuda_hb2st_d(0, 'L', n, b, dA0, n, dd, de, work, NULL, NULL); cudaEventRecord(e1, 0);
        t = now_ms(e0, e1); if (r) t_chase[r-1] = t;
        cudaEventRecord(e0, 0); trident_cuda_tridiag_eigvals_d(0, n, dd, de, 0, n - 1, dw); cudaEventRecord(e1, 0);
        t = now_ms(e0, e1); if (r) t_eig[r-1] = t;
        if (!vectors) continue;
        cudaEventRecord(e0, 0); trident_cuda_hb2st_d(0, 'L', n, b, dA0, n, dd, de, work, v2, NULL); cudaEventRecord(e1, 0);
        t = now_ms(e0, e1); if (r) t_keep[r-1] = t;
        cudaMemcpy(dz, dA0, n*n*8, cudaMemcpyDeviceToDevice);
        cudaEventRecord(e0, 0); trident_cuda_hb2st_apply_q_d(0, n, b, v2, NULL, n, dz, n, q2work, trident_cuda_hb2st_apply_q_workspace(n, n)); cudaEventRecord(e1, 0);
        t = now_ms(e0, e1); if (r) t_q2[r-1] = t;
    }
    qsort(t_keep, 3, 8, cmp); qsort(t_q2, 3, 8, cmp);
    qsort(t_all, 3, 8, cmp); qsort(t_chase, 3, 8, cmp); qsort(t_eig, 3, 8, cmp);
    printf("n %lld b %d info %d: values total %.1f ms | chase %.1f ms | bisection %.1f ms | stage 1 + rest %.1f ms\n",
           (long long)n, b, (int)info, t_all[1], t_chase[1], t_eig[1], t_all[1] - t_chase[1] - t_eig[1]);
    if (vectors && n <= 512) { /* check: Q2 from the identity; |Q2^T Q2 - I| and |Q2^T A_band Q2 - T| */
        double *q = calloc(n * n, 8), *d = malloc(n * 8), *e = malloc(n * 8);
        for (int64_t i = 0; i < n; ++i) q[i + i * n] = 1;
        cudaMemcpy(dz, q, n*n*8, cudaMemcpyHostToDevice);
        trident_cuda_hb2st_d(0, 'L', n, b, dA0, n, dd, de, work, v2, NULL);
        trident_cuda_hb2st_apply_q_d(0, n, b, v2, NULL, n, dz, n, q2work, trident_cuda_hb2st_apply_q_workspace(n, n));
        cudaMemcpy(q, dz, n*n*8, cudaMemcpyDeviceToHost);
        cudaMemcpy(d, dd, n*8, cudaMemcpyDeviceToHost); cudaMemcpy(e, de, n*8, cudaMemcpyDeviceToHost);
        double orth = 0, res = 0;
        for (int64_t i = 0; i < n; ++i) for (int64_t j = 0; j < n; ++j) {
            double g = 0, t = 0;
            for (int64_t r = 0; r < n; ++r) g += q[r + i * n] * q[r + j * n];
            for (int64_t r = 0; r < n; ++r) for (int64_t c = r - b < 0 ? 0 : r - b; c <= r + b && c < n; ++c)
                t += q[r + i * n] * h[(r > c ? r : c) + (r > c ? c : r) * n] * q[c + j * n];
            const double tt = i == j ? d[i] : i == j + 1 ? e[j] : j == i + 1 ? e[i] : 0;
            if (fabs(g - (i == j)) > orth) orth = fabs(g - (i == j));
            if (fabs(t - tt) > res) res = fabs(t - tt);
        }
        printf("n %lld b %d check: |Q2^T Q2 - I| %.2e, |Q2^T A_band Q2 - T| %.2e\n", (long long)n, b, orth, res);
        free(q), free(d), free(e);
    }
    if (vectors)
        printf("n %lld b %d: chase keeping Q2 %.1f ms | Q2 applied to n vectors %.1f ms (%s)\n", (long long)n, b,
               t_keep[1], t_q2[1], cudaGetErrorString(cudaGetLastError()));
    return 0;
}
