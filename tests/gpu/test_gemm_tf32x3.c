/*
 * test_gemm_tf32x3.c -- FP32 products as three TF32 products on the matrix
 * units (src/backend/cuda/cuda_tf32x3.c, split: cuda/blas/tf32_split.cu),
 * called directly, s and c, against the product in double on the host:
 *   - op N, T (and C for complex) on either side; m, n, k from 1 to 513,
 *     lda, ldb, ldc larger than needed;
 *   - the scratch cut down (TRIDENT_TF32X3_SCRATCH) so that C is made in
 *     several blocks of rows and of columns;
 *   - beta = 0 with NaN in C (not read), and alpha = -0.75, beta = 1.25;
 *   - every element within (2k + 32) u (|alpha| (|A||B|) + |beta| |C|)
 *     elementwise: FP32's bound with a few units for the split.  One TF32
 *     pass (11-bit operands) misses it by far where k is small, and with B
 *     the identity, where C must be A to a few units in every element;
 *   - rows of C past m untouched; a second call gives the same bytes;
 *   - alpha = 0 declined (CUBLAS_STATUS_NOT_SUPPORTED) with C untouched.
 * Exits 77 (skipped) without a CUDA device.
 */
#define _POSIX_C_SOURCE 200112L /* setenv */
#include <complex.h>
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cublas_v2.h>
#include <cuda_runtime_api.h>

#include "trident.h"
#include "backend/cuda/cuda_tf32x3.h" /* internal entry of libtrident */
#include "common/test_util.h"
#include "common/float_data.h"

#define LIMIT 1.0

static double worst = 0;
static cublasHandle_t handle;

/* op(X)(i, j) */
static double complex op_at(const float *x, int cplx, char trans, int64_t i, int64_t j, int64_t ld)
{
    if (trans == 'N') return test_float_at(x, cplx, i, j, ld);
    const double complex v = test_float_at(x, cplx, j, i, ld);
    return trans == 'C' ? conj(v) : v;
}

/* B := the identity as op(B) sees it (k x n, n = k) */
static void identity(float *b, int cplx, int64_t k, int64_t ldb)
{
    const int w = cplx ? 2 : 1;
    memset(b, 0, (size_t)ldb * k * w * sizeof(float));
    for (int64_t i = 0; i < k; ++i) b[(i + i * ldb) * w] = 1;
}

static float *upload(const float *x, size_t count)
{
    float *d = NULL;
    cudaMalloc((void **)&d, count * sizeof(float));
    cudaMemcpy(d, x, count * sizeof(float), cudaMemcpyHostToDevice);
    return d;
}

static void one_case(int cplx, char ta, char tb, int64_t m, int64_t n, int64_t k, int beta_zero, int eye)
{
    const int w = cplx ? 2 : 1;
    const int64_t ar = ta == 'N' ? m : k, ac = ta == 'N' ? k : m, br = tb == 'N' ? k : n, bc = tb == 'N' ? n : k;
    const int64_t lda = ar + 3, ldb = br + 2, ldc = m + 5;
    const size_t na = (size_t)lda * ac * w, nb = (size_t)ldb * bc * w, ncs = (size_t)ldc * n * w;
    float *a = malloc(na * sizeof(float)), *b = malloc(nb * sizeof(float));
    float *c0 = malloc(ncs * sizeof(float)), *c = malloc(ncs * sizeof(float)), *c2 = malloc(ncs * sizeof(float));
    test_float_fill(a, na), test_float_fill(c0, ncs);
    if (eye) identity(b, cplx, k, ldb);
    else test_float_fill(b, nb);
    if (beta_zero) /* C is not to be read: NaN in the rows it covers */
        for (int64_t j = 0; j < n; ++j)
            for (int64_t i = 0; i < m * w; ++i) c0[i + j * ldc * w] = NAN;
    const float alpha = beta_zero ? 1.0f : -0.75f, beta = beta_zero ? 0.0f : 1.25f;
    float *da = upload(a, na), *db = upload(b, nb), *dc = upload(c0, ncs);
    int err = 0;
    for (int call = 0; call < 2; ++call) {
        cudaMemcpy(dc, c0, ncs * sizeof(float), cudaMemcpyHostToDevice);
        const cublasStatus_t st =
            trident_cuda_gemm_tf32x3(handle, cplx, ta, tb, m, n, k, alpha, da, lda, db, ldb, beta, dc, ldc);
        err |= st != CUBLAS_STATUS_SUCCESS;
        err |= (int)cudaMemcpy(call ? c2 : c, dc, ncs * sizeof(float), cudaMemcpyDeviceToHost);
    }
    const char *name = cplx ? "c" : "s";
    CHECK(err == 0, "%s %c%c m %lld n %lld k %lld: failed", name, ta, tb, (long long)m, (long long)n, (long long)k);
    CHECK(memcmp(c, c2, ncs * sizeof(float)) == 0, "%s %c%c m %lld n %lld k %lld: a second call differs", name,
          ta, tb, (long long)m, (long long)n, (long long)k);
    const double u = FLT_EPSILON / 2;
    int bad = 0;
    for (int64_t j = 0; j < n; ++j) {
        for (int64_t i = 0; i < m; ++i) {
            double complex s = 0;
            double mag = 0;
            for (int64_t l = 0; l < k; ++l) {
                const double complex x = op_at(a, cplx, ta, i, l, lda) * op_at(b, cplx, tb, l, j, ldb);
                s += x, mag += cabs(x);
            }
            const double complex c_old = beta_zero ? 0 : test_float_at(c0, cplx, i, j, ldc);
            const double complex ref = alpha * s + beta * c_old;
            const double bound = (double)(2 * k + 32) * u * (fabs(alpha) * mag + fabs(beta) * cabs(c_old)) + FLT_MIN;
            const double ratio = cabs(test_float_at(c, cplx, i, j, ldc) - ref) / bound;
            if (!(ratio <= LIMIT)) ++bad; /* NaN fails */
            if (ratio > worst) worst = ratio;
        }
        for (int64_t i = m * w; i < ldc * w; ++i) /* the padding rows */
            if (memcmp(&c[i + j * ldc * w], &c0[i + j * ldc * w], sizeof(float))) ++bad;
    }
    CHECK(bad == 0, "%s %c%c m %lld n %lld k %lld beta %s%s: %d elements off", name, ta, tb, (long long)m,
          (long long)n, (long long)k, beta_zero ? "0" : "!= 0", eye ? " B = I" : "", bad);
    cudaFree(da), cudaFree(db), cudaFree(dc);
    free(a), free(b), free(c0), free(c), free(c2);
}

/* alpha = 0: declined, C untouched */
static void decline_alpha_zero(void)
{
    const int64_t m = 40;
    const size_t bytes = (size_t)m * m * sizeof(float);
    float *dc = test_device_poisoned(bytes);
    const cublasStatus_t st = trident_cuda_gemm_tf32x3(handle, 0, 'N', 'N', m, m, m, 0.0f, dc, m, dc, m, 2.0f, dc, m);
    const int touched = !test_device_untouched_free(dc, bytes);
    CHECK(st == CUBLAS_STATUS_NOT_SUPPORTED && !touched, "alpha = 0: status %d, C %s", (int)st,
          touched ? "written" : "untouched");
}

int main(void)
{
    if (!trident_gpu_available()) {
        printf("SKIP: no CUDA device\n");
        return TEST_SKIP_CODE;
    }
    /* blocks of about 128 rows and columns for the larger cases below */
    setenv("TRIDENT_TF32X3_SCRATCH", "2000000", 1);
    if (cublasCreate(&handle) != CUBLAS_STATUS_SUCCESS) {
        printf("FAIL: cublasCreate\n");
        return 1;
    }
    const int64_t shapes[][3] = {{1, 1, 1}, {37, 45, 3}, {200, 150, 2}, {300, 200, 513}, {129, 260, 100}};
    for (int cplx = 0; cplx < 2; ++cplx) {
        const char *ops = cplx ? "NTC" : "NT";
        for (const char *ta = ops; *ta; ++ta)
            for (const char *tb = ops; *tb; ++tb)
                for (size_t s = 0; s < sizeof shapes / sizeof *shapes; ++s)
                    one_case(cplx, *ta, *tb, shapes[s][0], shapes[s][1], shapes[s][2], (int)(s % 2), 0);
        one_case(cplx, 'N', 'N', 300, 300, 300, 0, 1); /* C = A */
        one_case(cplx, 'T', 'N', 150, 300, 300, 1, 1);
    }
    decline_alpha_zero();
    cublasDestroy(handle);
    printf("largest error / bound %.3g (limit %g)\n", worst, LIMIT);
    return test_finish("gemm_tf32x3");
}
