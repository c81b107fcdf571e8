/*
 * test_syr2k_narrow.c -- Trident's narrow single-precision rank-2k update
 * (cuda/blas/syr2k_narrow.cu: C := alpha (A B^T + B A^T) + beta C on one
 * triangle, k <= 32), called directly, against sums in double on the host:
 *   - uplo L and U; n from 1 to 1100 (tiles of 128 cut anywhere, one tile
 *     and many); k = 1, 5, 31, 32; lda, ldb, ldc > n, ldc a multiple of 4
 *     and not (the four-row stores and the element-wise ones);
 *   - beta = 0 with NaN in C (not read), and beta != 0; alpha = 0 with NaN
 *     in A and B (not read);
 *   - every element of the triangle within 2 (2k + 2) u (|alpha| (|A||B^T|
 *     + |B||A^T|) + |beta| |C|); the other triangle and the padding rows
 *     untouched; a second call the same bytes;
 *   - k = 0 and k = 33 refused (cudaErrorInvalidValue) with nothing written.
 * Exits 77 (skipped) without a CUDA device.
 */
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cuda_runtime_api.h>

#include "trident.h"
#include "blas/syr2k_narrow.h" /* an internal entry of libtrident */
#include "common/test_util.h"
#include "common/float_data.h"

#define LIMIT 2.0 /* errors above LIMIT (2k + 2) u times the magnitudes fail */

static double worst = 0;

static void one_case(char uplo, int64_t n, int64_t k, int64_t ld_pad, int beta_zero, int alpha_zero)
{
    const int64_t lda = n + 3, ldb = n + 5, ldc = n + ld_pad;
    const size_t na = (size_t)lda * k, nb = (size_t)ldb * k, nc = (size_t)ldc * n;
    float *a = malloc(na * sizeof(float)), *b = malloc(nb * sizeof(float));
    float *c0 = malloc(nc * sizeof(float)), *c = malloc(nc * sizeof(float)), *c2 = malloc(nc * sizeof(float));
    test_float_fill(a, na), test_float_fill(b, nb), test_float_fill(c0, nc);
    const int lower = uplo == 'L';
    if (beta_zero) /* C's triangle is not to be read */
        for (int64_t j = 0; j < n; ++j)
            for (int64_t i = lower ? j : 0; i < (lower ? n : j + 1); ++i) c0[i + j * ldc] = NAN;
    if (alpha_zero) /* nor A and B */
        for (size_t e = 0; e < na; ++e) a[e] = NAN;
    const float alpha = alpha_zero ? 0.0f : -0.75f, beta = beta_zero ? 0.0f : 1.25f;
    float *da, *db, *dc;
    cudaMalloc((void **)&da, na * sizeof(float));
    cudaMalloc((void **)&db, nb * sizeof(float));
    cudaMalloc((void **)&dc, nc * sizeof(float));
    cudaMemcpy(da, a, na * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemcpy(db, b, nb * sizeof(float), cudaMemcpyHostToDevice);
    int err = 0;
    for (int call = 0; call < 2; ++call) {
        cudaMemcpy(dc, c0, nc * sizeof(float), cudaMemcpyHostToDevice);
        err |= trident_cuda_syr2k_narrow_s(0, uplo, n, k, alpha, da, lda, db, ldb, beta, dc, ldc);
        err |= (int)cudaMemcpy(call ? c2 : c, dc, nc * sizeof(float), cudaMemcpyDeviceToHost);
    }
    CHECK(err == 0, "uplo %c n %lld k %lld: error %d", uplo, (long long)n, (long long)k, err);
    CHECK(memcmp(c, c2, nc * sizeof(float)) == 0, "uplo %c n %lld k %lld: a second call differs", uplo,
          (long long)n, (long long)k);
    const double u = FLT_EPSILON / 2;
    int bad = 0, touched = 0;
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < ldc; ++i) {
            const int64_t e = i + j * ldc;
            if (i >= n || (lower ? i < j : i > j)) { /* outside the triangle: the same bytes */
                touched += memcmp(&c[e], &c0[e], sizeof(float)) != 0;
                continue;
            }
            double s = 0, mag = 0;
            for (int64_t l = 0; !alpha_zero && l < k; ++l) {
                const double x = (double)a[i + l * lda] * b[j + l * ldb], y = (double)b[i + l * ldb] * a[j + l * lda];
                s += x + y, mag += fabs(x) + fabs(y);
            }
            const double c_old = beta_zero ? 0 : c0[e];
            const double ref = alpha * s + beta * c_old;
            const double bound = (double)(2 * k + 2) * u * (fabs(alpha) * mag + fabs(beta) * fabs(c_old)) + FLT_MIN;
            const double ratio = fabs(c[e] - ref) / bound;
            if (!(ratio <= LIMIT)) ++bad; /* NaN fails */
            if (ratio > worst) worst = ratio;
        }
    CHECK(bad == 0, "uplo %c n %lld k %lld ldc %lld beta %g alpha %g: %d elements off", uplo, (long long)n,
          (long long)k, (long long)ldc, beta, alpha, bad);
    CHECK(touched == 0, "uplo %c n %lld k %lld: %d elements outside the triangle written", uplo, (long long)n,
          (long long)k, touched);
    cudaFree(da), cudaFree(db), cudaFree(dc);
    free(a), free(b), free(c0), free(c), free(c2);
}

/* k = 0 and k = 33: refused, C untouched */
static void refuse(int64_t k)
{
    const int64_t n = 40;
    const size_t bytes = (size_t)n * n * sizeof(float);
    float *dc = test_device_poisoned(bytes);
    const int err = trident_cuda_syr2k_narrow_s(0, 'L', n, k, 1.0f, dc, n, dc, n, 1.0f, dc, n);
    const int touched = !test_device_untouched_free(dc, bytes);
    CHECK(err == (int)cudaErrorInvalidValue && !touched, "k = %lld: error %d, C %s", (long long)k, err,
          touched ? "written" : "untouched");
}

int main(void)
{
    if (!trident_gpu_available()) {
        printf("SKIP: no CUDA device\n");
        return TEST_SKIP_CODE;
    }
    const int64_t ns[] = {1, 2, 31, 127, 128, 129, 300, 1100};
    const int64_t ks[] = {1, 5, 31, 32};
    CHECK(trident_cuda_syr2k_narrow_supports(32) && !trident_cuda_syr2k_narrow_supports(33) &&
              !trident_cuda_syr2k_narrow_supports(0),
          "supports");
    for (size_t in = 0; in < sizeof ns / sizeof *ns; ++in)
        for (size_t ik = 0; ik < sizeof ks / sizeof *ks; ++ik)
            for (int ul = 0; ul < 2; ++ul) {
                const int64_t pad = ik % 2 ? 4 - ns[in] % 4 : 3; /* ldc a multiple of 4, or not */
                one_case("LU"[ul], ns[in], ks[ik], pad == 0 ? 4 : pad, (int)(in % 2), 0);
            }
    one_case('L', 300, 32, 4, 0, 1);
    one_case('U', 300, 7, 3, 1, 1);
    refuse(0);
    refuse(33);
    printf("largest error / bound %.3g (limit %g)\n", worst, LIMIT);
    return test_finish("syr2k_narrow");
}
