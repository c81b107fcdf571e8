/*
 * stage1_kernels.cu -- bench_stage1_kernels: what the two big products of
 * single precision's stage 1 cost, summed over the panels of one reduction
 * of order n with band 32 (m = n - 32, n - 64, ... rows below the band),
 * each call timed alone with CUDA events on random data, lower triangle:
 *   hemm   A22 V, Trident's narrow kernel (cuda/band/hemm_narrow.cu), and its
 *          matrix-unit variant (TRIDENT_HEMM_TC's; with the largest difference
 *          of the first panel's two products relative to its largest entry);
 *   syr2k  A22 -= V W^T + W V^T, Trident's (cuda/blas/syr2k_narrow.cu) and
 *          cuBLAS's cublasSsyr2k (one call, as for m <= 8192 before);
 * with the rate each reaches (flops 2 m^2 32 for the product, 2 m^2 32 for
 * the triangle's update) and, for the update, the largest difference
 * between the two results relative to the largest entry.  The sums leave
 * out what stage 1 overlaps (its panel QR beside the update) and its small
 * products, so they bound what each kernel can save, not stage 1's time.
 *
 *   [STAGE1_LD_PAD=p] bench_stage1_kernels n1 n2 ...
 */
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include <cublas_v2.h>
#include <cuda_runtime.h>

#include "band/band_kernels.h"
#include "blas/syr2k_narrow.h"
#include "../common/bench_cuda.cuh"

namespace {

constexpr int kBand = 32;

float elapsed_ms(cudaEvent_t a, cudaEvent_t b)
{
    float ms = 0;
    BENCH_CK(cudaEventSynchronize(b));
    BENCH_CK(cudaEventElapsedTime(&ms, a, b));
    return ms;
}

void fill(float *d, size_t count, unsigned seed)
{
    std::vector<float> h(count);
    for (size_t e = 0; e < count; ++e) {
        seed = seed * 1664525u + 1013904223u;
        h[e] = (float)((seed >> 8) * (1.0 / 16777216.0)) - 0.5f;
    }
    BENCH_CK(cudaMemcpy(d, h.data(), count * sizeof(float), cudaMemcpyHostToDevice));
}

/* largest |x - y| / largest |y| over the lower triangle of two m x m matrices */
double lower_diff(const float *dx, const float *dy, int64_t m, int64_t ld)
{
    std::vector<float> x((size_t)(ld * (m - 1) + m)), y(x.size()); /* column j: ld j .. ld j + m - 1 */
    BENCH_CK(cudaMemcpy(x.data(), dx, x.size() * sizeof(float), cudaMemcpyDeviceToHost));
    BENCH_CK(cudaMemcpy(y.data(), dy, y.size() * sizeof(float), cudaMemcpyDeviceToHost));
    double diff = 0, top = 0;
    for (int64_t j = 0; j < m; ++j)
        for (int64_t i = j; i < m; ++i) {
            diff = std::max(diff, (double)std::fabs(x[i + j * ld] - y[i + j * ld]));
            top = std::max(top, (double)std::fabs(y[i + j * ld]));
        }
    return top > 0 ? diff / top : diff;
}

/* max |x - y| / max |y| over count floats of device memory */
double max_diff(const float *x, const float *y, int64_t count)
{
    std::vector<float> hx((size_t)count), hy((size_t)count);
    BENCH_CK(cudaMemcpy(hx.data(), x, (size_t)count * sizeof(float), cudaMemcpyDeviceToHost));
    BENCH_CK(cudaMemcpy(hy.data(), y, (size_t)count * sizeof(float), cudaMemcpyDeviceToHost));
    double diff = 0, top = 0;
    for (size_t e = 0; e < hx.size(); ++e) {
        diff = std::max(diff, (double)std::fabs(hx[e] - hy[e]));
        top = std::max(top, (double)std::fabs(hy[e]));
    }
    return top > 0 ? diff / top : diff;
}

/* the narrow xHEMM's wide_min as the library takes it: TRIDENT_HEMM_WIDE_MIN
 * or the default */
int64_t wide_min()
{
    const char *v = getenv("TRIDENT_HEMM_WIDE_MIN");
    return v && atoll(v) > 0 ? atoll(v) : TRIDENT_HEMM_NARROW_WIDE_MIN;
}

void one_order(int64_t n, cublasHandle_t h, cudaStream_t st)
{
    /* STAGE1_LD_PAD=p: the matrix's leading dimension n + p (the library's is n rounded up to 32) */
    const char *pad = getenv("STAGE1_LD_PAD");
    const int64_t ld = n + (pad ? atoll(pad) : 0), wide = wide_min();
    float *a, *a2, *v, *w, *x, *x2, *work;
    size_t work_bytes = 0; /* the most any panel's product asks for (more slices where m is smaller) */
    for (int64_t m = n - kBand; m >= 2; m -= kBand) {
        work_bytes = std::max(work_bytes, trident_cuda_hemm_narrow_workspace(m, sizeof(float), wide));
        work_bytes = std::max(work_bytes, trident_cuda_hemm_narrow_tc_workspace(m));
    }
    BENCH_CK(cudaMalloc(&a, (size_t)ld * n * sizeof(float)));
    BENCH_CK(cudaMalloc(&a2, (size_t)ld * n * sizeof(float)));
    BENCH_CK(cudaMalloc(&v, (size_t)n * kBand * sizeof(float)));
    BENCH_CK(cudaMalloc(&w, (size_t)n * kBand * sizeof(float)));
    BENCH_CK(cudaMalloc(&x, (size_t)n * kBand * sizeof(float)));
    BENCH_CK(cudaMalloc(&x2, (size_t)n * kBand * sizeof(float)));
    BENCH_CK(cudaMalloc(&work, work_bytes ? work_bytes : 1));
    fill(a, (size_t)ld * n, 1), fill(v, (size_t)n * kBand, 2), fill(w, (size_t)n * kBand, 3);
    BENCH_CK(cudaMemcpy(a2, a, (size_t)ld * n * sizeof(float), cudaMemcpyDeviceToDevice));
    cudaEvent_t e0, e1;
    BENCH_CK(cudaEventCreate(&e0));
    BENCH_CK(cudaEventCreate(&e1));
    const float one = 1, zero = 0, minus_one = -1;
    double t_hemm = 0, t_tc = 0, t_ours = 0, t_vendor = 0, flops = 0, tc_diff = 0;
    int panels = 0;
    for (int64_t m = n - kBand; m >= 2; m -= kBand, ++panels) {
        float *const c = a + (n - m) * (1 + ld), *const c2 = a2 + (n - m) * (1 + ld);
        /* warm-up of each call at the first panel */
        for (int rep = panels == 0 ? 0 : 1; rep < 2; ++rep) {
            BENCH_CK(cudaEventRecord(e0, st));
            BENCH_CK((cudaError_t)trident_cuda_hemm_narrow_s(st, 'L', m, kBand, &one, c, ld, v, m, &zero, x, m,
                                                             work, wide));
            BENCH_CK(cudaEventRecord(e1, st));
            const double th = elapsed_ms(e0, e1);
            BENCH_CK(cudaEventRecord(e0, st)); /* the matrix units' variant (TRIDENT_HEMM_TC) */
            BENCH_CK((cudaError_t)trident_cuda_hemm_narrow_tc_s(st, 'L', m, kBand, &one, c, ld, v, m, &zero, x2, m,
                                                                work));
            BENCH_CK(cudaEventRecord(e1, st));
            const double tt = elapsed_ms(e0, e1);
            if (panels == 0 && rep == 1) tc_diff = max_diff(x, x2, m * kBand);
            BENCH_CK(cudaEventRecord(e0, st));
            BENCH_CK((cudaError_t)trident_cuda_syr2k_narrow_s(st, 'L', m, kBand, -1.0f, v, m, w, m, 1.0f, c, ld));
            BENCH_CK(cudaEventRecord(e1, st));
            const double to = elapsed_ms(e0, e1);
            BENCH_CK(cudaEventRecord(e0, st));
            if (cublasSsyr2k(h, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_N, (int)m, kBand, &minus_one, v, (int)m, w, (int)m,
                             &one, c2, (int)ld) != CUBLAS_STATUS_SUCCESS) {
                fprintf(stderr, "cublasSsyr2k failed at m = %lld\n", (long long)m);
                exit(1);
            }
            BENCH_CK(cudaEventRecord(e1, st));
            const double tv = elapsed_ms(e0, e1);
            if (rep == 1) t_hemm += th, t_tc += tt, t_ours += to, t_vendor += tv;
        }
        flops += 2.0 * (double)m * (double)m * kBand;
    }
    /* both updates ran on the same data in the same order (the warm-up twice) */
    const double diff = lower_diff(a + (1 + ld) * kBand, a2 + (1 + ld) * kBand, n - kBand, ld);
    printf("n %6lld, %d panels: hemm_narrow %8.1f ms (%5.1f TFLOP/s), on the matrix units %8.1f ms (%5.1f; "
           "first panel's product differs by %.1e); syr2k Trident %8.1f ms (%5.1f), cuBLAS %8.1f ms (%5.1f); "
           "updates differ by %.1e\n",
           (long long)n, panels, t_hemm, flops / t_hemm * 1e-9, t_tc, flops / t_tc * 1e-9, tc_diff, t_ours,
           flops / t_ours * 1e-9, t_vendor, flops / t_vendor * 1e-9, diff);
    cudaFree(a), cudaFree(a2), cudaFree(v), cudaFree(w), cudaFree(x), cudaFree(x2), cudaFree(work);
    cudaEventDestroy(e0), cudaEventDestroy(e1);
}

} // namespace

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: %s n1 n2 ...\n", argv[0]);
        return 2;
    }
    int count = 0;
    if (cudaGetDeviceCount(&count) != cudaSuccess || count == 0) {
        printf("SKIP: no CUDA device\n");
        return 0;
    }
    cudaStream_t st;
    cublasHandle_t h;
    BENCH_CK(cudaStreamCreate(&st));
    if (cublasCreate(&h) != CUBLAS_STATUS_SUCCESS || cublasSetStream(h, st) != CUBLAS_STATUS_SUCCESS) return 1;
    for (int i = 1; i < argc; ++i) one_order(atoll(argv[i]), h, st);
    cublasDestroy(h);
    return 0;
}
