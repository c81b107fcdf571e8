/*
 * cholqr_parts.cu -- bench_cholqr_parts: the library calls of one Cholesky
 * QR pass of the inverse iteration (src/backend/cuda/cuda_invit_generic.h)
 * and the two GEMMs of one block of the back-transformation
 * (cuda_eig_ops_generic.h), timed one by one on the shapes of the subset
 * solve, with the alternatives a faster pass could use:
 *   gram   Yt Yt^T (k x k from k x n):  syrk (the upper half)  | gemm (both halves)
 *   chol   potrf (k)
 *   solve  R^{-T} Yt in place:           trsm                  | trtri then trmm (out of place)
 *   apply  W = V^T Z (nb x m, inner n) and Z -= V W (n x m, inner nb), nb = 256
 * Median of 5 after a warm-up, CUDA events; TFLOP/s from the usual counts.
 *
 *   bench_cholqr_parts [s|d] n k [n k ...]
 */
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <vector>

#include <cublas_v2.h>
#include <cuda_runtime.h>
#include <cusolverDn.h>

#include "../common/bench_cuda.cuh"

namespace {

/* the calls of one real type R, cuBLAS / cuSOLVER letter L */
template <class R> struct blas;
#define BLAS_FOR(R, L)                                                                                            \
    template <> struct blas<R> {                                                                                  \
        static cublasStatus_t syrk(cublasHandle_t h, int k, int n, const R *a, int lda, R *c, int ldc)           \
        {                                                                                                         \
            const R one = 1, zero = 0;                                                                            \
            return cublas##L##syrk(h, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_N, k, n, &one, a, lda, &zero, c, ldc);   \
        }                                                                                                         \
        static cublasStatus_t gemm(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, int m, int n,   \
                                   int k, R alpha, const R *a, int lda, const R *b, int ldb, R beta, R *c,        \
                                   int ldc)                                                                       \
        {                                                                                                         \
            return cublas##L##gemm(h, ta, tb, m, n, k, &alpha, a, lda, b, ldb, &beta, c, ldc);                    \
        }                                                                                                         \
        static cublasStatus_t trsm(cublasHandle_t h, int k, int n, const R *r, int ldr, R *b, int ldb)           \
        {                                                                                                         \
            const R one = 1;                                                                                      \
            return cublas##L##trsm(h, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_T,                      \
                                   CUBLAS_DIAG_NON_UNIT, k, n, &one, r, ldr, b, ldb);                             \
        }                                                                                                         \
        static cublasStatus_t trmm(cublasHandle_t h, int k, int n, const R *r, int ldr, const R *b, int ldb,     \
                                   R *c, int ldc)                                                                 \
        {                                                                                                         \
            const R one = 1;                                                                                      \
            return cublas##L##trmm(h, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_T,                      \
                                   CUBLAS_DIAG_NON_UNIT, k, n, &one, r, ldr, b, ldb, c, ldc);                     \
        }                                                                                                         \
        static cusolverStatus_t potrf_size(cusolverDnHandle_t h, int k, R *a, int lda, int *lw)                  \
        {                                                                                                         \
            return cusolverDn##L##potrf_bufferSize(h, CUBLAS_FILL_MODE_UPPER, k, a, lda, lw);                     \
        }                                                                                                         \
        static cusolverStatus_t potrf(cusolverDnHandle_t h, int k, R *a, int lda, R *w, int lw, int *info)       \
        {                                                                                                         \
            return cusolverDn##L##potrf(h, CUBLAS_FILL_MODE_UPPER, k, a, lda, w, lw, info);                       \
        }                                                                                                         \
    };
BLAS_FOR(float, S)
BLAS_FOR(double, D)
#undef BLAS_FOR

/* the median of 5 timed runs of f after one untimed, in milliseconds */
double time_ms(const std::function<void()> &f)
{
    cudaEvent_t a, b;
    BENCH_CK(cudaEventCreate(&a));
    BENCH_CK(cudaEventCreate(&b));
    f();
    std::vector<float> t;
    for (int r = 0; r < 5; ++r) {
        BENCH_CK(cudaEventRecord(a));
        f();
        BENCH_CK(cudaEventRecord(b));
        BENCH_CK(cudaEventSynchronize(b));
        float ms = 0;
        BENCH_CK(cudaEventElapsedTime(&ms, a, b));
        t.push_back(ms);
    }
    BENCH_CK(cudaEventDestroy(a));
    BENCH_CK(cudaEventDestroy(b));
    std::sort(t.begin(), t.end());
    return t[2];
}

/* a well-conditioned SPD k x k matrix: I + ones / k (upper factor wanted) */
template <class R> __global__ void spd_kernel(int k, R *a, int lda)
{
    for (int64_t t = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; t < (int64_t)k * k; t += (int64_t)gridDim.x * blockDim.x) {
        const int i = (int)(t % k), j = (int)(t / k);
        a[i + (int64_t)j * lda] = (i == j ? R(2) : R(0)) + R(1) / R(k);
    }
}
template <class R> __global__ void fill_kernel(size_t count, R *x)
{
    for (size_t t = blockIdx.x * (size_t)blockDim.x + threadIdx.x; t < count; t += (size_t)gridDim.x * blockDim.x)
        x[t] = R((t * 2654435761u) % 1000) / R(1000) - R(0.5);
}

#define CK_BLAS(call) \
    do { if ((call) != CUBLAS_STATUS_SUCCESS) { fprintf(stderr, "%s:%d cuBLAS\n", __FILE__, __LINE__); exit(1); } } while (0)
#define CK_SOLVER(call) \
    do { if ((call) != CUSOLVER_STATUS_SUCCESS) { fprintf(stderr, "%s:%d cuSOLVER\n", __FILE__, __LINE__); exit(1); } } while (0)

template <class R> void run(const char *name, int n, int k)
{
    using B = blas<R>;
    cublasHandle_t h;
    cusolverDnHandle_t sh;
    CK_BLAS(cublasCreate(&h));
    CK_SOLVER(cusolverDnCreate(&sh));
    const int ldk = (k + 31) / 32 * 32, nb = 256, ldn = (n + 31) / 32 * 32;
    R *yt, *y2, *g, *r, *rinv, *w, *v, *z, *work;
    int *info, lw = 0;
    BENCH_CK(cudaMalloc(&yt, sizeof(R) * (size_t)ldk * n));
    BENCH_CK(cudaMalloc(&y2, sizeof(R) * (size_t)ldk * n));
    BENCH_CK(cudaMalloc(&g, sizeof(R) * (size_t)ldk * k));
    BENCH_CK(cudaMalloc(&r, sizeof(R) * (size_t)ldk * k));
    BENCH_CK(cudaMalloc(&rinv, sizeof(R) * (size_t)ldk * k));
    BENCH_CK(cudaMalloc(&w, sizeof(R) * (size_t)nb * k));
    BENCH_CK(cudaMalloc(&v, sizeof(R) * (size_t)ldn * nb));
    BENCH_CK(cudaMalloc(&z, sizeof(R) * (size_t)ldn * k));
    BENCH_CK(cudaMalloc(&info, sizeof(int)));
    fill_kernel<R><<<1024, 256>>>((size_t)ldk * n, yt);
    fill_kernel<R><<<1024, 256>>>((size_t)ldn * nb, v);
    fill_kernel<R><<<1024, 256>>>((size_t)ldn * k, z);
    spd_kernel<R><<<1024, 256>>>(k, r, ldk);
    CK_SOLVER(B::potrf_size(sh, k, g, ldk, &lw));
    BENCH_CK(cudaMalloc(&work, sizeof(R) * (size_t)lw));
    CK_SOLVER(B::potrf(sh, k, r, ldk, work, lw, info)); /* r: a factor to solve with */
    BENCH_CK(cudaMemcpy(rinv, r, sizeof(R) * (size_t)ldk * k, cudaMemcpyDeviceToDevice));
    const double nk2 = (double)n * k * k, tf = 1e-9;
    const double syrk = time_ms([&] { CK_BLAS(B::syrk(h, k, n, yt, ldk, g, ldk)); });
    const double gemm = time_ms([&] { CK_BLAS(B::gemm(h, CUBLAS_OP_N, CUBLAS_OP_T, k, k, n, 1, yt, ldk, yt, ldk, 0, g, ldk)); });
    const double potrf = time_ms([&] {
        spd_kernel<R><<<1024, 256>>>(k, g, ldk);
        CK_SOLVER(B::potrf(sh, k, g, ldk, work, lw, info));
    });
    const double spd = time_ms([&] { spd_kernel<R><<<1024, 256>>>(k, g, ldk); });
    const double trsm = time_ms([&] { CK_BLAS(B::trsm(h, k, n, r, ldk, yt, ldk)); });
    const double trmm = time_ms([&] { CK_BLAS(B::trmm(h, k, n, rinv, ldk, yt, ldk, y2, ldk)); });
    const double gemm_tri = time_ms([&] { CK_BLAS(B::gemm(h, CUBLAS_OP_T, CUBLAS_OP_N, k, n, k, 1, rinv, ldk, yt, ldk, 0, y2, ldk)); });
    const double vtz = time_ms([&] { CK_BLAS(B::gemm(h, CUBLAS_OP_T, CUBLAS_OP_N, nb, k, n, 1, v, ldn, z, ldn, 0, w, nb)); });
    const double zvw = time_ms([&] { CK_BLAS(B::gemm(h, CUBLAS_OP_N, CUBLAS_OP_N, n, k, nb, -1, v, ldn, w, nb, 1, z, ldn)); });
    const double apply = 2.0 * nb * k * (double)n;
    printf("%s n=%d k=%d (ms, TFLOP/s)\n", name, n, k);
    printf("  gram  syrk %8.3f %6.1f   gemm %8.3f %6.1f\n", syrk, nk2 / syrk * tf, gemm, 2 * nk2 / gemm * tf);
    printf("  chol  potrf %7.3f\n", potrf - spd);
    printf("  solve trsm %8.3f %6.1f   trmm %8.3f %6.1f   gemm(R^-T full) %8.3f %6.1f\n", trsm, nk2 / trsm * tf,
           trmm, nk2 / trmm * tf, gemm_tri, 2 * nk2 / gemm_tri * tf);
    printf("  apply V^T Z %7.3f %6.1f   Z - V W %8.3f %6.1f   (nb = %d)\n", vtz, apply / vtz * tf, zvw,
           apply / zvw * tf, nb);
    cudaFree(yt), cudaFree(y2), cudaFree(g), cudaFree(r), cudaFree(rinv), cudaFree(w), cudaFree(v), cudaFree(z);
    cudaFree(work), cudaFree(info);
    cusolverDnDestroy(sh);
    cublasDestroy(h);
}

} // namespace

int main(int argc, char **argv)
{
    if (argc < 4 || (argc - 2) % 2) {
        fprintf(stderr, "usage: %s [s|d] n k [n k ...]\n", argv[0]);
        return 2;
    }
    for (int a = 2; a + 1 < argc; a += 2) {
        const int n = atoi(argv[a]), k = atoi(argv[a + 1]);
        if (argv[1][0] == 's') run<float>("s", n, k);
        else run<double>("d", n, k);
    }
    return 0;
}
