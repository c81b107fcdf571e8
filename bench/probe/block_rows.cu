/*
 * block_rows.cu -- bench_block_rows: the narrow xHEMM and the rank-2k update
 * of the band reduction (B and the factors 32 columns wide), done three ways
 * with cuBLAS, timed side by side (CUDA events, median of 5 after a warm-up):
 *   one   one cuBLAS call;
 *   half  the halving the library used before session 17 (xHEMM: leaves of
 *         2048, two GEMMs per level; xHER2K: leaves of 4096, one GEMM over
 *         the staged [A | B | A] per level), one stream;
 *   rows  block rows of L on S side streams, each stream with its own cuBLAS
 *         handle (src/backend/cuda/cuda_hemm_generic.h, cuda_her2k_generic.h).
 *   small Trident's kernel for small triangles (cuda/blas/her2k_small.cu;
 *         xHER2K only), one launch.
 * Each line also gives the largest difference from the one-call result,
 * relative to its largest entry.  The numbers in those two files come from
 * this program (session 17), her2k_small.cu's small orders too.
 *
 *   bench_block_rows hemm|her2k m1 m2 ...      (lower triangle, lda = m + 32)
 */
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <type_traits>
#include <vector>

#include <cuComplex.h>
#include <cublas_v2.h>
#include <cuda_runtime.h>

#include "blas/her2k_small.h"

namespace {

constexpr int kWidth = 32, kStreams = 4;
cudaStream_t main_stream, side[kStreams];
cublasHandle_t main_handle, side_handle[kStreams];
cudaEvent_t fork_event, join_event[kStreams];

/* the cuBLAS calls of one element type */
template <class T> struct blas;
#define BLAS_TRAITS(T_, R_, ch, CH, sy, trans, flops)                                                          \
    template <> struct blas<T_> {                                                                               \
        typedef T_ T;                                                                                           \
        typedef R_ R;                                                                                           \
        static const char *name() { return #ch; }                                                               \
        static constexpr double flops_per_fma = flops;                                                          \
        static constexpr cublasOperation_t op_h = trans;                                                        \
        static cublasStatus_t hemm(cublasHandle_t h, int m, int n, const T *al, const T *a, int lda,            \
                                   const T *b, int ldb, const T *be, T *c, int ldc)                            \
        {                                                                                                       \
            return cublas##CH##sy##mm(h, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_LOWER, m, n, al, a, lda, b, ldb, be, \
                                      c, ldc);                                                                  \
        }                                                                                                       \
        static cublasStatus_t r2k(cublasHandle_t h, int n, int k, const T *al, const T *a, int lda, const T *b, \
                                  int ldb, const R *be, T *c, int ldc)                                         \
        {                                                                                                       \
            return cublas##CH##sy##r2k(h, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_N, n, k, al, a, lda, b, ldb, be, c,  \
                                       ldc);                                                                    \
        }                                                                                                       \
        static int small(cudaStream_t st, int n, int k, const T *al, const T *a, int lda, const T *b, int ldb,  \
                         const R *be, T *c, int ldc)                                                           \
        {                                                                                                       \
            return trident_cuda_her2k_small_##ch(st, 'L', n, k, al, a, lda, b, ldb, be, c, ldc);               \
        }                                                                                                       \
        static cublasStatus_t gemm(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, int m, int n,  \
                                   int k, const T *al, const T *a, int lda, const T *b, int ldb, const T *be,   \
                                   T *c, int ldc)                                                              \
        {                                                                                                       \
            return cublas##CH##gemm(h, ta, tb, m, n, k, al, a, lda, b, ldb, be, c, ldc);                       \
        }                                                                                                       \
    };
BLAS_TRAITS(float, float, s, S, sy, CUBLAS_OP_T, 2)
BLAS_TRAITS(double, double, d, D, sy, CUBLAS_OP_T, 2)
BLAS_TRAITS(cuComplex, float, c, C, he, CUBLAS_OP_C, 8)
BLAS_TRAITS(cuDoubleComplex, double, z, Z, he, CUBLAS_OP_C, 8)
#undef BLAS_TRAITS

template <class T> T scalar(double x)
{
    T t;
    memset(&t, 0, sizeof t);
    *reinterpret_cast<typename blas<T>::R *>(&t) = (typename blas<T>::R)x;
    return t;
}

/* fork `used` side streams off the main stream (used <= 1: none) */
void fork_sides(int used)
{
    if (used <= 1) return;
    cudaEventRecord(fork_event, main_stream);
    for (int s = 0; s < used; ++s) cudaStreamWaitEvent(side[s], fork_event, 0);
}
void join_sides(int used)
{
    for (int s = 0; used > 1 && s < used; ++s) {
        cudaEventRecord(join_event[s], side[s]);
        cudaStreamWaitEvent(main_stream, join_event[s], 0);
    }
}
/* equal block rows of at most L, multiples of 64 but the last */
int block_rows(int m, int L)
{
    const int count = (m + L - 1) / L;
    return ((m + count - 1) / count + 63) / 64 * 64;
}

/* ---- C := A B, A Hermitian ---------------------------------------------------------------- */
template <class T> void hemm_half(int m, const T *a, int lda, const T *b, T *c, int ldb)
{
    const T one = scalar<T>(1), zero = scalar<T>(0);
    if (m <= 2048) {
        blas<T>::hemm(main_handle, m, kWidth, &one, a, lda, b, ldb, &zero, c, ldb);
        return;
    }
    const int h1 = m / 2 / 64 * 64, h2 = m - h1;
    hemm_half(h1, a, lda, b, c, ldb);
    hemm_half(h2, a + h1 + (size_t)h1 * lda, lda, b + h1, c + h1, ldb);
    blas<T>::gemm(main_handle, blas<T>::op_h, CUBLAS_OP_N, h1, kWidth, h2, &one, a + h1, lda, b + h1, ldb, &one, c,
                  ldb);
    blas<T>::gemm(main_handle, CUBLAS_OP_N, CUBLAS_OP_N, h2, kWidth, h1, &one, a + h1, lda, b, ldb, &one, c + h1,
                  ldb);
}

template <class T> void hemm_rows(int L, int m, const T *a, int lda, const T *b, T *c)
{
    const T one = scalar<T>(1), zero = scalar<T>(0);
    const int rows = block_rows(m, L), count = (m + rows - 1) / rows, used = std::min(kStreams, count);
    fork_sides(used);
    for (int i = 0, r0 = 0; r0 < m; ++i, r0 += rows) {
        cublasHandle_t h = used > 1 ? side_handle[i % used] : main_handle;
        const int ri = std::min(rows, m - r0), r1 = r0 + ri;
        blas<T>::hemm(h, ri, kWidth, &one, a + r0 + (size_t)r0 * lda, lda, b + r0, m, &zero, c + r0, m);
        if (r0 > 0) blas<T>::gemm(h, CUBLAS_OP_N, CUBLAS_OP_N, ri, kWidth, r0, &one, a + r0, lda, b, m, &one, c + r0, m);
        if (r1 < m)
            blas<T>::gemm(h, blas<T>::op_h, CUBLAS_OP_N, ri, kWidth, m - r1, &one, a + r1 + (size_t)r0 * lda, lda,
                          b + r1, m, &one, c + r0, m);
    }
    join_sides(used);
}

/* ---- C := C - A B^H - B A^H on the lower triangle --------------------------------------- */
template <class T> void stage(int m, const T *a, const T *b, T *s)
{
    const size_t bytes = sizeof(T) * (size_t)m * kWidth;
    cudaMemcpyAsync(s, a, bytes, cudaMemcpyDeviceToDevice, main_stream);
    cudaMemcpyAsync(s + (size_t)kWidth * m, b, bytes, cudaMemcpyDeviceToDevice, main_stream);
    cudaMemcpyAsync(s + (size_t)2 * kWidth * m, a, bytes, cudaMemcpyDeviceToDevice, main_stream);
}

template <class T> void her2k_half(int m, int lds, const T *s, T *c, int ldc)
{
    const T minus = scalar<T>(-1), one = scalar<T>(1);
    const typename blas<T>::R rone = 1;
    if (m <= 4096) {
        blas<T>::r2k(main_handle, m, kWidth, &minus, s, lds, s + (size_t)kWidth * lds, lds, &rone, c, ldc);
        return;
    }
    const int h1 = (m / 2 + 255) / 256 * 256, h2 = m - h1;
    blas<T>::gemm(main_handle, CUBLAS_OP_N, blas<T>::op_h, h2, h1, 2 * kWidth, &minus, s + h1, lds,
                  s + (size_t)kWidth * lds, lds, &one, c + h1, ldc);
    her2k_half(h1, lds, s, c, ldc);
    her2k_half(h2, lds, s + h1, c + h1 + (size_t)h1 * ldc, ldc);
}

template <class T> void her2k_rows(int L, int m, const T *s, T *c, int ldc)
{
    const T minus = scalar<T>(-1), one = scalar<T>(1);
    const typename blas<T>::R rone = 1;
    const int rows = block_rows(m, L), count = (m + rows - 1) / rows, used = std::min(kStreams, count);
    fork_sides(used);
    for (int i = 0, r0 = 0; r0 < m; ++i, r0 += rows) {
        cublasHandle_t h = used > 1 ? side_handle[i % used] : main_handle;
        const int ri = std::min(rows, m - r0);
        blas<T>::r2k(h, ri, kWidth, &minus, s + r0, m, s + (size_t)kWidth * m + r0, m, &rone,
                     c + r0 + (size_t)r0 * ldc, ldc);
        if (r0 > 0)
            blas<T>::gemm(h, CUBLAS_OP_N, blas<T>::op_h, ri, r0, 2 * kWidth, &minus, s + r0, m,
                          s + (size_t)kWidth * m, m, &one, c + r0, ldc);
    }
    join_sides(used);
}

/* ---- one order m, all variants -------------------------------------------------------------- */
template <class T> void run(bool her2k, int m)
{
    typedef typename std::conditional<sizeof(typename blas<T>::R) == 4, float, double>::type R;
    const int lda = m + 32, parts = sizeof(T) / sizeof(R);
    const size_t a_elems = (size_t)lda * m, b_elems = (size_t)m * kWidth;
    T *a, *a0, *b, *c, *s;
    if (cudaMalloc(&a, sizeof(T) * a_elems) || cudaMalloc(&a0, sizeof(T) * a_elems) ||
        cudaMalloc(&b, sizeof(T) * 2 * b_elems) || cudaMalloc(&c, sizeof(T) * a_elems) ||
        cudaMalloc(&s, sizeof(T) * 3 * b_elems)) {
        printf("%s m %d: out of device memory\n", blas<T>::name(), m);
        exit(1);
    }
    std::vector<T> host(a_elems);
    srand(5);
    R *p = reinterpret_cast<R *>(host.data());
    for (size_t i = 0; i < a_elems * parts; ++i) p[i] = (R)(rand() / (double)RAND_MAX - 0.5);
    cudaMemcpy(a0, host.data(), sizeof(T) * a_elems, cudaMemcpyHostToDevice);
    cudaMemcpy(b, host.data(), sizeof(T) * 2 * b_elems, cudaMemcpyHostToDevice);
    /* her2k: C (m x m, ldc lda) from a0, factors b and b + m x 32; hemm: A = a0, C m x 32 */
    const size_t out_elems = her2k ? a_elems : b_elems;
    std::vector<T> ref(out_elems), got(out_elems);
    cudaEvent_t e0, e1;
    cudaEventCreate(&e0), cudaEventCreate(&e1);
    struct variant { const char *name; int rows; } variants[] = {
        {"one", 0}, {"half", 0}, {"rows", 4096}, {"rows", 2048}, {"rows", 1024}, {"rows", 512}, {"small", 0}};
    for (const variant &v : variants) {
        if (v.name[0] == 's' && !her2k) continue;
        std::vector<float> ms;
        for (int rep = 0; rep < 6; ++rep) {
            if (her2k) cudaMemcpyAsync(a, a0, sizeof(T) * a_elems, cudaMemcpyDeviceToDevice, main_stream);
            cudaEventRecord(e0, main_stream);
            if (!her2k) {
                const T one = scalar<T>(1), zero = scalar<T>(0);
                if (v.rows) hemm_rows(v.rows, m, a0, lda, b, c);
                else if (v.name[0] == 'h') hemm_half(m, a0, lda, b, c, m);
                else blas<T>::hemm(main_handle, m, kWidth, &one, a0, lda, b, m, &zero, c, m);
            } else if (v.name[0] == 'o' || v.name[0] == 's') {
                const T minus = scalar<T>(-1);
                const typename blas<T>::R rone = 1;
                if (v.name[0] == 'o')
                    blas<T>::r2k(main_handle, m, kWidth, &minus, b, m, b + b_elems, m, &rone, a, lda);
                else
                    blas<T>::small(main_stream, m, kWidth, &minus, b, m, b + b_elems, m, &rone, a, lda);
            } else {
                stage(m, b, b + b_elems, s);
                if (v.rows) her2k_rows(v.rows, m, s, a, lda);
                else her2k_half(m, m, s, a, lda);
            }
            cudaEventRecord(e1, main_stream);
            cudaEventSynchronize(e1);
            float t = 0;
            cudaEventElapsedTime(&t, e0, e1);
            if (rep) ms.push_back(t);
        }
        std::sort(ms.begin(), ms.end());
        cudaMemcpy(got.data(), her2k ? a : c, sizeof(T) * out_elems, cudaMemcpyDeviceToHost);
        if (v.name[0] == 'o') ref = got;
        double diff = 0, big = 0;
        for (size_t t = 0; t < out_elems; ++t) {
            const size_t i = t % (her2k ? lda : m), j = t / (her2k ? lda : m);
            if (her2k && (i < j || (int)i >= m)) continue; /* the lower triangle */
            const R *g = reinterpret_cast<const R *>(&got[t]), *r = reinterpret_cast<const R *>(&ref[t]);
            for (int q = 0; q < parts; ++q) {
                if (her2k && i == j && q == 1) continue; /* the diagonal's imaginary parts */
                diff = std::max(diff, (double)std::fabs(g[q] - r[q]));
                big = std::max(big, (double)std::fabs(r[q]));
            }
        }
        const double us = ms[ms.size() / 2] * 1e3;
        printf("%s %s m %5d %-4s L %4d: %8.1f us (%5.1f TFLOP/s)  diff %.1e\n", her2k ? "her2k" : "hemm ",
               blas<T>::name(), m, v.name, v.rows, us, blas<T>::flops_per_fma * m * (double)m * kWidth / us * 1e-6,
               big > 0 ? diff / big : diff);
    }
    cudaFree(a), cudaFree(a0), cudaFree(b), cudaFree(c), cudaFree(s);
}

} // namespace

int main(int argc, char **argv)
{
    int count = 0;
    if (cudaGetDeviceCount(&count) != cudaSuccess || count == 0) {
        printf("SKIP: no CUDA device\n");
        return 0;
    }
    if (argc < 3 || (strcmp(argv[1], "hemm") && strcmp(argv[1], "her2k"))) {
        fprintf(stderr, "usage: %s hemm|her2k m1 m2 ...\n", argv[0]);
        return 2;
    }
    const bool her2k = !strcmp(argv[1], "her2k");
    cudaStreamCreateWithFlags(&main_stream, cudaStreamNonBlocking);
    cublasCreate(&main_handle);
    cublasSetStream(main_handle, main_stream);
    cudaEventCreateWithFlags(&fork_event, cudaEventDisableTiming);
    for (int s = 0; s < kStreams; ++s) {
        cudaStreamCreateWithFlags(&side[s], cudaStreamNonBlocking);
        cublasCreate(&side_handle[s]);
        cublasSetStream(side_handle[s], side[s]);
        cudaEventCreateWithFlags(&join_event[s], cudaEventDisableTiming);
    }
    for (int i = 2; i < argc; ++i) {
        const int m = atoi(argv[i]);
        run<cuDoubleComplex>(her2k, m);
        run<double>(her2k, m);
        run<cuComplex>(her2k, m);
        run<float>(her2k, m);
    }
    return 0;
}
