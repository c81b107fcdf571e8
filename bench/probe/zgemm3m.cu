/*
 * zgemm3m.cu -- bench_zgemm3m: cuBLAS's complex-double product the plain way
 * (cublasZgemm, four real products) and by Gauss's method (cublasZgemm3m,
 * three), side by side on the GPU it runs on, at the shapes the z drivers
 * use, to set the rule of src/backend/cuda/cuda_zgemm3m.h
 * (TRIDENT_ZGEMM3M_* in src/dispatch/crossover.h).
 *
 *   bench_zgemm3m m n k [m n k ...]     C := C - A B (m x n, inner k);
 *                                       m given as -m: C := C - A^H B
 *
 * Defaults (no arguments): the back-transformation's V^H Z and Z - V W at
 * n = 8192 with 64 and 256 reflectors, the LU's update of depth 512 and
 * 4096 cubed.  Time: median of 7 after a warm-up, CUDA events, C restored
 * before each run.  "diff": ||C_3m - C_plain||_F / (||A||_F ||B||_F), the
 * two results' distance on the scale of either's error bound.
 */
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <vector>

#include <cublas_v2.h>
#include <cuda_runtime.h>

#include "../common/bench_cuda.cuh"

namespace {

struct shape {
    int m, n, k;
    bool adjoint_a; /* C - A^H B */
};

double frobenius(const std::vector<cuDoubleComplex> &x)
{
    double s = 0;
    for (const cuDoubleComplex &v : x) s += v.x * v.x + v.y * v.y;
    return std::sqrt(s);
}

void measure(cublasHandle_t h, const shape &p)
{
    const size_t la = (size_t)p.m * p.k, lb = (size_t)p.k * p.n, lc = (size_t)p.m * p.n;
    std::vector<cuDoubleComplex> ha(la), hb(lb), hc(lc);
    std::mt19937_64 gen(11);
    std::uniform_real_distribution<double> u(-1, 1);
    for (auto *v : {&ha, &hb, &hc})
        for (cuDoubleComplex &x : *v) x = make_cuDoubleComplex(u(gen), u(gen));
    cuDoubleComplex *a, *b, *c, *c0;
    BENCH_CK(cudaMalloc(&a, la * sizeof *a));
    BENCH_CK(cudaMalloc(&b, lb * sizeof *b));
    BENCH_CK(cudaMalloc(&c, lc * sizeof *c));
    BENCH_CK(cudaMalloc(&c0, lc * sizeof *c0));
    BENCH_CK(cudaMemcpy(a, ha.data(), la * sizeof *a, cudaMemcpyHostToDevice));
    BENCH_CK(cudaMemcpy(b, hb.data(), lb * sizeof *b, cudaMemcpyHostToDevice));
    BENCH_CK(cudaMemcpy(c0, hc.data(), lc * sizeof *c0, cudaMemcpyHostToDevice));
    const cuDoubleComplex minus_one = make_cuDoubleComplex(-1, 0), one = make_cuDoubleComplex(1, 0);
    const cublasOperation_t op_a = p.adjoint_a ? CUBLAS_OP_C : CUBLAS_OP_N;
    const int lda = p.adjoint_a ? p.k : p.m;
    cudaEvent_t t0, t1;
    cudaEventCreate(&t0);
    cudaEventCreate(&t1);
    double ms[2];
    std::vector<cuDoubleComplex> out[2];
    for (int gauss = 0; gauss < 2; ++gauss) {
        std::vector<float> times;
        for (int r = 0; r < 8; ++r) { /* the first is the warm-up */
            BENCH_CK(cudaMemcpy(c, c0, lc * sizeof *c, cudaMemcpyDeviceToDevice));
            cudaEventRecord(t0);
            const cublasStatus_t s =
                gauss ? cublasZgemm3m(h, op_a, CUBLAS_OP_N, p.m, p.n, p.k, &minus_one, a, lda, b, p.k, &one, c, p.m)
                      : cublasZgemm(h, op_a, CUBLAS_OP_N, p.m, p.n, p.k, &minus_one, a, lda, b, p.k, &one, c, p.m);
            cudaEventRecord(t1);
            BENCH_CK(cudaEventSynchronize(t1));
            if (s != CUBLAS_STATUS_SUCCESS) {
                fprintf(stderr, "cuBLAS status %d\n", (int)s);
                exit(1);
            }
            float x;
            cudaEventElapsedTime(&x, t0, t1);
            if (r > 0) times.push_back(x);
        }
        std::sort(times.begin(), times.end());
        ms[gauss] = times[times.size() / 2];
        out[gauss].resize(lc);
        BENCH_CK(cudaMemcpy(out[gauss].data(), c, lc * sizeof *c, cudaMemcpyDeviceToHost));
    }
    for (size_t i = 0; i < lc; ++i)
        out[1][i] = make_cuDoubleComplex(out[1][i].x - out[0][i].x, out[1][i].y - out[0][i].y);
    const double diff = frobenius(out[1]) / (frobenius(ha) * frobenius(hb)), flops = 8.0 * p.m * p.n * (double)p.k;
    printf("%-3s %6d %6d %6d  %9.3f %9.3f  %6.1f %6.1f  %6.3f  %.1e\n", p.adjoint_a ? "A^H" : "A", p.m, p.n, p.k,
           ms[0], ms[1], flops / ms[0] / 1e9, flops / ms[1] / 1e9, ms[1] / ms[0], diff);
    cudaFree(a);
    cudaFree(b);
    cudaFree(c);
    cudaFree(c0);
}

} // namespace

int main(int argc, char **argv)
{
    std::vector<shape> shapes;
    for (int i = 1; i + 2 < argc; i += 3) {
        const int m = atoi(argv[i]);
        shapes.push_back({m < 0 ? -m : m, atoi(argv[i + 1]), atoi(argv[i + 2]), m < 0});
    }
    if (shapes.empty())
        shapes = {{64, 8192, 8192, true},  {8192, 8192, 64, false}, {256, 8192, 8192, true},
                  {8192, 8192, 256, false}, {8192, 8192, 512, false}, {4096, 4096, 4096, false}};
    cublasHandle_t h;
    if (cublasCreate(&h) != CUBLAS_STATUS_SUCCESS) {
        fprintf(stderr, "no cuBLAS handle (no GPU?)\n");
        return 1;
    }
    printf("op       m      n      k   zgemm[ms]  3m[ms]  TF/s (8mnk)   3m/zgemm  diff\n");
    for (const shape &p : shapes) measure(h, p);
    cublasDestroy(h);
    return 0;
}
