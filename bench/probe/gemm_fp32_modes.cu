/*
 * gemm_fp32_modes.cu -- bench_gemm_fp32_modes: single-precision GEMM (real
 * and complex) done the ways cuBLAS offers on the GPU it runs on, timed side
 * by side with their accuracy, to decide whether the FP32 drivers (s, c)
 * should move their GEMMs onto the matrix units:
 *   native  cublasSgemm / cublasCgemm (SIMT FP32);
 *   3m      cublasCgemm3m (complex only: three real products, not four);
 *   tf32    cublasGemmEx, CUBLAS_COMPUTE_32F_FAST_TF32 (one pass, 11-bit inputs);
 *   bf16x9  cublasGemmEx, CUBLAS_COMPUTE_32F_EMULATED_16BFX9 (cuBLAS >= 12.9);
 *   tf32x3  A = Ah + Al, B = Bh + Bl with Ah, Bh rounded to TF32 (so exact
 *           in it) and C = Al Bh + Ah Bl + Ah Bh in three FAST_TF32 passes; the
 *           split is timed with the products.
 * Error: ||C - C64||_F / (||A||_F ||B||_F), C64 the same product in double
 * from the same inputs.  Median of 5 after a warm-up, CUDA events.
 *
 *   bench_gemm_fp32_modes [s|c] m n k [m n k ...]      (C := A^H B when m is given as -m)
 */
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#include <cublas_v2.h>
#include <cuda_runtime.h>

#include "../common/bench_cuda.cuh"

namespace {

#define BLAS_CK(call)                                                                                    \
    do {                                                                                                 \
        cublasStatus_t s_ = (call);                                                                      \
        if (s_ != CUBLAS_STATUS_SUCCESS) {                                                               \
            fprintf(stderr, "%s:%d cuBLAS status %d\n", __FILE__, __LINE__, (int)s_);                   \
            exit(1);                                                                                     \
        }                                                                                                \
    } while (0)

__device__ float round_tf32(float x)
{
    unsigned u;
    asm("cvt.rna.tf32.f32 %0, %1;" : "=r"(u) : "f"(x));
    return __uint_as_float(u);
}

/* hi := x rounded to TF32, lo := x - hi (exact) */
__global__ void split_kernel(size_t count, const float *x, float *hi, float *lo)
{
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < count; i += (size_t)gridDim.x * blockDim.x) {
        const float h = round_tf32(x[i]);
        hi[i] = h;
        lo[i] = x[i] - h;
    }
}
__global__ void widen_kernel(size_t count, const float *x, double *y)
{
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < count; i += (size_t)gridDim.x * blockDim.x)
        y[i] = x[i];
}

cublasHandle_t handle;
cudaStream_t stream;

struct problem {
    bool complex_, trans_a;
    int m, n, k;
    size_t parts() const { return complex_ ? 2 : 1; }
    size_t a_elems() const { return (size_t)m * k * parts(); }
    size_t b_elems() const { return (size_t)k * n * parts(); }
    size_t c_elems() const { return (size_t)m * n * parts(); }
    int lda() const { return trans_a ? k : m; }
    cublasOperation_t op_a() const { return !trans_a ? CUBLAS_OP_N : complex_ ? CUBLAS_OP_C : CUBLAS_OP_T; }
    cudaDataType_t type() const { return complex_ ? CUDA_C_32F : CUDA_R_32F; }
};

/* C := alpha A B + beta C in single precision with the given compute type */
void gemm_ex(const problem &p, const float *a, const float *b, float beta, float *c, cublasComputeType_t compute)
{
    const float one[2] = {1, 0}, be[2] = {beta, 0};
    BLAS_CK(cublasGemmEx(handle, p.op_a(), CUBLAS_OP_N, p.m, p.n, p.k, one, a, p.type(), p.lda(), b, p.type(), p.k,
                         be, c, p.type(), p.m, compute, CUBLAS_GEMM_DEFAULT));
}

enum mode { NATIVE, GAUSS3M, TF32, BF16X9, TF32X3, MODES };
const char *mode_name[MODES] = {"native", "3m", "tf32", "bf16x9", "tf32x3"};

bool available(const problem &p, int m)
{
    if (m == GAUSS3M) return p.complex_;
#if CUBLAS_VERSION < 120900
    if (m == BF16X9) return false;
#endif
    return true;
}

struct buffers {
    float *a, *b, *c, *ah, *al, *bh, *bl;
};

void run(const problem &p, int m, const buffers &d)
{
    const float one[2] = {1, 0}, zero[2] = {0, 0};
    switch (m) {
    case NATIVE:
        if (p.complex_)
            BLAS_CK(cublasCgemm(handle, p.op_a(), CUBLAS_OP_N, p.m, p.n, p.k, (const cuComplex *)one,
                                (const cuComplex *)d.a, p.lda(), (const cuComplex *)d.b, p.k, (const cuComplex *)zero,
                                (cuComplex *)d.c, p.m));
        else
            BLAS_CK(cublasSgemm(handle, p.op_a(), CUBLAS_OP_N, p.m, p.n, p.k, one, d.a, p.lda(), d.b, p.k, zero, d.c,
                                p.m));
        break;
    case GAUSS3M:
        BLAS_CK(cublasCgemm3m(handle, p.op_a(), CUBLAS_OP_N, p.m, p.n, p.k, (const cuComplex *)one,
                              (const cuComplex *)d.a, p.lda(), (const cuComplex *)d.b, p.k, (const cuComplex *)zero,
                              (cuComplex *)d.c, p.m));
        break;
    case TF32: gemm_ex(p, d.a, d.b, 0, d.c, CUBLAS_COMPUTE_32F_FAST_TF32); break;
#if CUBLAS_VERSION >= 120900
    case BF16X9: gemm_ex(p, d.a, d.b, 0, d.c, CUBLAS_COMPUTE_32F_EMULATED_16BFX9); break;
#endif
    case TF32X3:
        split_kernel<<<1024, 256, 0, stream>>>(p.a_elems(), d.a, d.ah, d.al);
        split_kernel<<<1024, 256, 0, stream>>>(p.b_elems(), d.b, d.bh, d.bl);
        gemm_ex(p, d.al, d.bh, 0, d.c, CUBLAS_COMPUTE_32F_FAST_TF32);
        gemm_ex(p, d.ah, d.bl, 1, d.c, CUBLAS_COMPUTE_32F_FAST_TF32);
        gemm_ex(p, d.ah, d.bh, 1, d.c, CUBLAS_COMPUTE_32F_FAST_TF32);
        break;
    default: break;
    }
}

double frobenius(const std::vector<double> &x)
{
    double s = 0;
    for (double v : x) s += v * v;
    return std::sqrt(s);
}

void measure(const problem &p)
{
    buffers d;
    std::vector<float> ha(p.a_elems()), hb(p.b_elems());
    srand(7);
    for (auto &v : ha) v = 2.0f * rand() / RAND_MAX - 1.0f;
    for (auto &v : hb) v = 2.0f * rand() / RAND_MAX - 1.0f;
    BENCH_CK(cudaMalloc(&d.a, 4 * p.a_elems()));
    BENCH_CK(cudaMalloc(&d.ah, 4 * p.a_elems()));
    BENCH_CK(cudaMalloc(&d.al, 4 * p.a_elems()));
    BENCH_CK(cudaMalloc(&d.b, 4 * p.b_elems()));
    BENCH_CK(cudaMalloc(&d.bh, 4 * p.b_elems()));
    BENCH_CK(cudaMalloc(&d.bl, 4 * p.b_elems()));
    BENCH_CK(cudaMalloc(&d.c, 4 * p.c_elems()));
    BENCH_CK(cudaMemcpy(d.a, ha.data(), 4 * p.a_elems(), cudaMemcpyHostToDevice));
    BENCH_CK(cudaMemcpy(d.b, hb.data(), 4 * p.b_elems(), cudaMemcpyHostToDevice));

    /* the double reference, from the same single inputs */
    double *a64, *b64, *c64;
    BENCH_CK(cudaMalloc(&a64, 8 * p.a_elems()));
    BENCH_CK(cudaMalloc(&b64, 8 * p.b_elems()));
    BENCH_CK(cudaMalloc(&c64, 8 * p.c_elems()));
    widen_kernel<<<1024, 256, 0, stream>>>(p.a_elems(), d.a, a64);
    widen_kernel<<<1024, 256, 0, stream>>>(p.b_elems(), d.b, b64);
    const double one[2] = {1, 0}, zero[2] = {0, 0};
    if (p.complex_)
        BLAS_CK(cublasZgemm(handle, p.op_a(), CUBLAS_OP_N, p.m, p.n, p.k, (const cuDoubleComplex *)one,
                            (const cuDoubleComplex *)a64, p.lda(), (const cuDoubleComplex *)b64, p.k,
                            (const cuDoubleComplex *)zero, (cuDoubleComplex *)c64, p.m));
    else
        BLAS_CK(cublasDgemm(handle, p.op_a(), CUBLAS_OP_N, p.m, p.n, p.k, one, a64, p.lda(), b64, p.k, zero, c64, p.m));
    std::vector<double> ref(p.c_elems()), da(ha.begin(), ha.end()), db(hb.begin(), hb.end());
    BENCH_CK(cudaMemcpy(ref.data(), c64, 8 * p.c_elems(), cudaMemcpyDeviceToHost));
    const double scale = frobenius(da) * frobenius(db);
    cudaFree(a64);
    cudaFree(b64);
    cudaFree(c64);

    const double flops = (p.complex_ ? 8.0 : 2.0) * p.m * p.n * (double)p.k;
    cudaEvent_t t0, t1;
    cudaEventCreate(&t0);
    cudaEventCreate(&t1);
    std::vector<float> hc(p.c_elems());
    for (int m = 0; m < MODES; ++m) {
        if (!available(p, m)) continue;
        run(p, m, d);
        BENCH_CK(cudaStreamSynchronize(stream));
        std::vector<float> ms;
        for (int r = 0; r < 5; ++r) {
            cudaEventRecord(t0, stream);
            run(p, m, d);
            cudaEventRecord(t1, stream);
            BENCH_CK(cudaEventSynchronize(t1));
            float x;
            cudaEventElapsedTime(&x, t0, t1);
            ms.push_back(x);
        }
        std::sort(ms.begin(), ms.end());
        BENCH_CK(cudaMemcpy(hc.data(), d.c, 4 * p.c_elems(), cudaMemcpyDeviceToHost));
        double err = 0;
        for (size_t i = 0; i < hc.size(); ++i) err += (hc[i] - ref[i]) * (hc[i] - ref[i]);
        printf("%c %s %6d %6d %6d  %-7s %9.3f ms %8.1f TFLOP/s  err %.2e\n", p.complex_ ? 'c' : 's',
               p.trans_a ? "A^H B" : "A B  ", p.m, p.n, p.k, mode_name[m], ms[2], flops / ms[2] * 1e-9,
               std::sqrt(err) / scale);
        fflush(stdout);
    }
    cudaFree(d.a), cudaFree(d.ah), cudaFree(d.al), cudaFree(d.b), cudaFree(d.bh), cudaFree(d.bl), cudaFree(d.c);
}

} // namespace

int main(int argc, char **argv)
{
    if (argc < 5 || (argv[1][0] != 's' && argv[1][0] != 'c') || (argc - 2) % 3) {
        fprintf(stderr, "usage: %s s|c m n k [m n k ...]   (-m: C := A^H B)\n", argv[0]);
        return 2;
    }
    BENCH_CK(cudaStreamCreate(&stream));
    BLAS_CK(cublasCreate(&handle));
    BLAS_CK(cublasSetStream(handle, stream));
    printf("cuBLAS %d\n", CUBLAS_VERSION);
    for (int i = 2; i + 2 < argc; i += 3) {
        problem p;
        p.complex_ = argv[1][0] == 'c';
        const int m = atoi(argv[i]);
        p.trans_a = m < 0;
        p.m = std::abs(m);
        p.n = atoi(argv[i + 1]);
        p.k = atoi(argv[i + 2]);
        measure(p);
    }
    cublasDestroy(handle);
    return 0;
}
