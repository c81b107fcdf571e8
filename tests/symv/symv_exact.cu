/*
 * symv_exact.cu -- large-n SYMV/HEMV checks that reach every line of the
 * tuning tables (n up to 24001) without a host reference in extended
 * precision: the matrix and x hold small integers (Gaussian integers for the
 * complex types), so every product and every partial sum is exact in the
 * element type whatever the summation order, and the result must equal the
 * reference bit for bit.  The matrix is generated on the device from a hash
 * of (min(i,j), max(i,j)); the triangle that is not stored holds NaN and the
 * imaginary parts of the diagonal hold 7 (both must be ignored).  The
 * reference is a plain one-thread-per-row kernel that regenerates the
 * entries instead of reading them.
 */
#include <cstdio>
#include <vector>

#include <cuda_runtime.h>

#include "trident_cuda.h"
#include "symv_exact.h"

namespace {

__host__ __device__ inline int hval(int64_t i, int64_t j, unsigned salt)
{
    unsigned long long h = (unsigned long long)i * 0x9E3779B97F4A7C15ull ^ ((unsigned long long)j + salt) * 0xC2B2AE3D27D4EB4Full;
    h ^= h >> 29;
    h *= 0xBF58476D1CE4E5B9ull;
    h ^= h >> 32;
    return (int)(h % 5) - 2; /* -2 .. 2 */
}

/* entry (i, j) of the Hermitian matrix: real part symmetric, imaginary part
 * antisymmetric and zero on the diagonal */
__host__ __device__ inline void entry(int64_t i, int64_t j, bool complex_t, double &re, double &im)
{
    const int64_t lo = i < j ? i : j, hi = i < j ? j : i;
    re = hval(lo, hi, 1);
    im = complex_t && i != j ? (i > j ? 1.0 : -1.0) * hval(lo, hi, 2) : 0.0;
}

template <class R> struct cplx { R x, y; };

template <class R>
__global__ void fill_matrix(R *A, int64_t n, int64_t lda, int ncomp, bool lower)
{
    for (int64_t k = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; k < n * lda;
         k += (int64_t)gridDim.x * blockDim.x) {
        const int64_t i = k % lda, j = k / lda;
        double re = 0, im = 0;
        const bool stored = i < n && (lower ? i >= j : i <= j);
        if (stored) entry(i, j, ncomp == 2, re, im);
        else re = im = __longlong_as_double(0x7ff8000000000000ll); /* NaN */
        if (stored && i == j && ncomp == 2) im = 7.0; /* must be ignored */
        A[k * ncomp] = (R)re;
        if (ncomp == 2) A[k * ncomp + 1] = (R)im;
    }
}

template <class R>
__global__ void fill_vector(R *x, int64_t n, int ncomp, unsigned salt)
{
    for (int64_t k = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; k < n * ncomp;
         k += (int64_t)gridDim.x * blockDim.x)
        x[k] = (R)hval(k, k, salt);
}

/* yref = A x + 0.5 y0 (with y0 even integers, so exact), in double */
template <class R>
__global__ void reference(const R *x, const R *y0, double *yref, int64_t n, int ncomp)
{
    const int64_t i = blockIdx.x * (int64_t)blockDim.x + threadIdx.x;
    if (i >= n) return;
    double sr = 0, si = 0;
    for (int64_t j = 0; j < n; ++j) {
        double ar, ai;
        entry(i, j, ncomp == 2, ar, ai);
        const double xr = x[j * ncomp], xi = ncomp == 2 ? x[j * ncomp + 1] : 0.0;
        sr += ar * xr - ai * xi;
        si += ar * xi + ai * xr;
    }
    yref[i * ncomp] = sr + 0.5 * y0[i * ncomp];
    if (ncomp == 2) yref[i * ncomp + 1] = si + 0.5 * y0[i * ncomp + 1];
}

template <class R>
int call(trident_context *ctx, int ncomp, char uplo, int64_t n, const R *A, int64_t lda, const R *x, R *y)
{
    if (ncomp == 1) {
        if (sizeof(R) == 4)
            return trident_ssymv(ctx, uplo, n, 1.0f, (const float *)A, lda, (const float *)x, 1, 0.5f, (float *)y, 1);
        return trident_dsymv(ctx, uplo, n, 1.0, (const double *)A, lda, (const double *)x, 1, 0.5, (double *)y, 1);
    }
    if (sizeof(R) == 4)
        return trident_chemv(ctx, uplo, n, trident_complex_float(1.0f, 0.0f), (const trident_complex_float *)A, lda,
                             (const trident_complex_float *)x, 1, trident_complex_float(0.5f, 0.0f),
                             (trident_complex_float *)y, 1);
    return trident_zhemv(ctx, uplo, n, trident_complex_double(1.0, 0.0), (const trident_complex_double *)A, lda,
                         (const trident_complex_double *)x, 1, trident_complex_double(0.5, 0.0),
                         (trident_complex_double *)y, 1);
}

/* One type and triangle at one n; returns the number of mismatches (-1: a
 * CUDA failure). */
template <class R> int check(trident_context *ctx, int ncomp, char uplo, int64_t n, int64_t lda, int shift)
{
    R *A0 = nullptr, *x = nullptr, *y = nullptr, *y0 = nullptr;
    double *yref = nullptr;
    const size_t asz = (size_t)lda * n * ncomp;
    if (cudaMalloc(&A0, (asz + 4 * ncomp) * sizeof(R)) != cudaSuccess || cudaMalloc(&x, n * ncomp * sizeof(R)) != cudaSuccess ||
        cudaMalloc(&y, n * ncomp * sizeof(R)) != cudaSuccess || cudaMalloc(&y0, n * ncomp * sizeof(R)) != cudaSuccess ||
        cudaMalloc(&yref, n * ncomp * sizeof(double)) != cudaSuccess) {
        cudaFree(A0); cudaFree(x); cudaFree(y); cudaFree(y0); cudaFree(yref);
        (void)cudaGetLastError();
        return -1;
    }
    R *const A = A0 + shift * ncomp; /* shift elements into the allocation: a misaligned start */
    fill_matrix<R><<<2048, 256>>>(A, n, lda, ncomp, uplo == 'L');
    fill_vector<R><<<64, 256>>>(x, n, ncomp, 3);
    fill_vector<R><<<64, 256>>>(y0, n, ncomp, 4);
    /* y0 even, so 0.5 * y0 is an integer */
    std::vector<R> h(n * ncomp);
    cudaMemcpy(h.data(), y0, h.size() * sizeof(R), cudaMemcpyDeviceToHost);
    for (auto &v : h) v = 2 * v;
    cudaMemcpy(y0, h.data(), h.size() * sizeof(R), cudaMemcpyHostToDevice);
    cudaMemcpy(y, y0, h.size() * sizeof(R), cudaMemcpyDeviceToDevice);
    reference<R><<<(unsigned)((n + 127) / 128), 128>>>(x, y0, yref, n, ncomp);
    /* the context's stream does not wait for the default stream */
    int bad = cudaDeviceSynchronize() == cudaSuccess ? 0 : -1;
    if (bad) {
        cudaFree(A0); cudaFree(x); cudaFree(y); cudaFree(y0); cudaFree(yref);
        return bad;
    }
    const int info = call<R>(ctx, ncomp, uplo, n, A, lda, x, y);
    std::vector<double> ref(n * ncomp);
    if (info != 0 || cudaDeviceSynchronize() != cudaSuccess) {
        bad = -1;
    } else {
        cudaMemcpy(h.data(), y, h.size() * sizeof(R), cudaMemcpyDeviceToHost);
        cudaMemcpy(ref.data(), yref, ref.size() * sizeof(double), cudaMemcpyDeviceToHost);
        for (size_t k = 0; k < ref.size(); ++k)
            if ((double)h[k] != ref[k]) {
                if (bad < 3)
                    fprintf(stderr, "  exact %s uplo=%c n=%lld: element %zu is %.17g, expected %.17g\n",
                            ncomp == 1 ? (sizeof(R) == 4 ? "s" : "d") : (sizeof(R) == 4 ? "c" : "z"), uplo,
                            (long long)n, k, (double)h[k], ref[k]);
                ++bad;
            }
    }
    cudaFree(A0); cudaFree(x); cudaFree(y); cudaFree(y0); cudaFree(yref);
    return bad;
}

} // namespace

int symv_exact_checks(trident_context *ctx, const int64_t *ns, int count, int *cases)
{
    int failures = 0;
    for (int k = 0; k < count; ++k) {
        const int64_t n = ns[k];
        for (char uplo : {'L', 'U'}) {
            /* two layouts: A at the start of its allocation with lda a multiple
             * of 4 (the 16-byte vector copies), and A 1..3 elements into the
             * allocation, with an odd lda for 'U' (element copies) */
            for (int layout = 0; layout < 2; ++layout) {
                const int64_t lda = (layout == 1 && uplo == 'U') ? n + 1 : (n + 3) / 4 * 4 + 4;
                const int shift = layout == 0 ? 0 : 1 + k % 3;
                const int r[4] = {check<float>(ctx, 1, uplo, n, lda, shift), check<double>(ctx, 1, uplo, n, lda, shift),
                                  check<float>(ctx, 2, uplo, n, lda, shift), check<double>(ctx, 2, uplo, n, lda, shift)};
                for (int t = 0; t < 4; ++t) {
                    ++*cases;
                    if (r[t] != 0) {
                        ++failures;
                        fprintf(stderr, "  exact %c uplo=%c n=%lld lda=%lld shift=%d: %s\n", "sdcz"[t], uplo,
                                (long long)n, (long long)lda, shift,
                                r[t] < 0 ? "CUDA or argument failure" : "mismatches");
                    }
                }
            }
        }
        printf("exact integer checks n=%lld: done\n", (long long)n);
        fflush(stdout);
    }
    return failures;
}
