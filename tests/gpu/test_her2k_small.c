/*
 * test_her2k_small.c -- Trident's rank-2k update of small triangles
 * (cuda/blas/her2k_small.cu: C := alpha A B^H + conj(alpha) B A^H + beta C
 * on one triangle), s, d, c and z, called directly, against sums in double
 * on the host:
 *   - uplo L and U; n = 1, 2, 31, 32, 33, 100, 300 (one tile, tiles cut
 *     anywhere); k = 0, 1, 7, 32, 224 (chunks of 8 cut anywhere, and the
 *     pending columns of d's and z's stage 1); lda, ldb, ldc > n;
 *   - a complex alpha for c and z; beta = 0 with NaN in C (not read) and
 *     beta != 0; alpha = 0 with NaN in A and B (not read);
 *   - every element of the triangle within 2 (2k + 2) u of |alpha| (|A||B^H|
 *     + |B||A^H|) + |beta| |C| (complex: 4 (2k + 2) u); the diagonal real
 *     for c and z; the other triangle and the padding rows the same bytes;
 *     a second call the same bytes;
 *   - k < 0 refused (cudaErrorInvalidValue) with nothing written.
 * --quick: n = 1, 33, 100 and k = 0, 7, 32 only (for compute-sanitizer).
 * Exits 77 (skipped) without a CUDA device.
 */
#include <complex.h>
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cuda_runtime_api.h>

#include "trident.h"
#include "blas/her2k_small.h" /* an internal entry of libtrident */
#include "common/test_util.h"
#include "common/elem_data.h"
#include "common/float_data.h"

#define LIMIT 2.0 /* errors above LIMIT (2k + 2) u times the magnitudes fail */

typedef int (*her2k_fn)(cudaStream_t, char, int64_t, int64_t, const void *, const void *, int64_t, const void *,
                        int64_t, const void *, void *, int64_t);

/* one element type and its entry */
typedef struct {
    elem_kind kind;
    her2k_fn fn;
} elem_type;

static double worst = 0;

static void one_case(const elem_type *et, char uplo, int64_t n, int64_t k, int beta_zero, int alpha_zero)
{
    const elem_kind *t = &et->kind;
    const int64_t lda = n + 3, ldb = n + 5, ldc = n + 2;
    const size_t na = (size_t)lda * (k > 0 ? k : 1), nb = (size_t)ldb * (k > 0 ? k : 1), nc = (size_t)ldc * n;
    const size_t es = elem_bytes(t);
    void *a = malloc(na * es), *b = malloc(nb * es), *c0 = malloc(nc * es), *c = malloc(nc * es),
         *c2 = malloc(nc * es);
    elem_fill(t, a, na), elem_fill(t, b, nb), elem_fill(t, c0, nc);
    const int lower = uplo == 'L';
    if (beta_zero) /* C's triangle is not to be read */
        for (int64_t j = 0; j < n; ++j)
            for (int64_t i = lower ? j : 0; i < (lower ? n : j + 1); ++i) elem_set(t, c0, i + j * ldc, NAN);
    if (alpha_zero) { /* nor A and B */
        for (size_t e = 0; e < na; ++e) elem_set(t, a, e, NAN);
        for (size_t e = 0; e < nb; ++e) elem_set(t, b, e, NAN);
    }
    const double complex alpha = alpha_zero ? 0 : t->cplx ? -0.75 + 0.5 * I : -0.75;
    const double beta = beta_zero ? 0 : 1.25;
    unsigned char alpha_bytes[16], beta_bytes[8];
    elem_set(t, alpha_bytes, 0, alpha);
    if (t->dbl) memcpy(beta_bytes, &beta, sizeof beta);
    else { const float f = (float)beta; memcpy(beta_bytes, &f, sizeof f); }
    void *da, *db, *dc;
    cudaMalloc(&da, na * es), cudaMalloc(&db, nb * es), cudaMalloc(&dc, nc * es);
    cudaMemcpy(da, a, na * es, cudaMemcpyHostToDevice);
    cudaMemcpy(db, b, nb * es, cudaMemcpyHostToDevice);
    int err = 0;
    for (int call = 0; call < 2; ++call) {
        cudaMemcpy(dc, c0, nc * es, cudaMemcpyHostToDevice);
        err |= et->fn(0, uplo, n, k, alpha_bytes, da, lda, db, ldb, beta_bytes, dc, ldc);
        err |= (int)cudaMemcpy(call ? c2 : c, dc, nc * es, cudaMemcpyDeviceToHost);
    }
    CHECK(err == 0, "%c uplo %c n %lld k %lld: error %d", t->name, uplo, (long long)n, (long long)k, err);
    CHECK(memcmp(c, c2, nc * es) == 0, "%c uplo %c n %lld k %lld: a second call differs", t->name, uplo,
          (long long)n, (long long)k);
    const double u = elem_unit_roundoff(t) * (t->cplx ? 2 : 1);
    int bad = 0, touched = 0, imag_diag = 0;
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < ldc; ++i) {
            const size_t e = (size_t)(i + j * ldc);
            if (i >= n || (lower ? i < j : i > j)) { /* outside the triangle: the same bytes */
                touched += memcmp((char *)c + e * es, (char *)c0 + e * es, es) != 0;
                continue;
            }
            double complex s = 0;
            double mag = 0;
            for (int64_t l = 0; !alpha_zero && l < k; ++l) {
                const double complex x = alpha * elem_get(t, a, i + l * lda) * conj(elem_get(t, b, j + l * ldb));
                const double complex y = conj(alpha) * elem_get(t, b, i + l * ldb) * conj(elem_get(t, a, j + l * lda));
                s += x + y, mag += cabs(x) + cabs(y);
            }
            const double complex c_old = beta_zero ? 0 : elem_get(t, c0, e);
            double complex ref = s + beta * c_old;
            if (i == j) ref = creal(ref);
            const double complex got = elem_get(t, c, e);
            if (i == j && cimag(got) != 0) ++imag_diag;
            const double bound = (double)(2 * k + 2) * u * (mag + fabs(beta) * cabs(c_old)) + DBL_MIN * 1e10;
            const double ratio = cabs(got - ref) / bound;
            if (!(ratio <= LIMIT)) ++bad; /* NaN fails */
            if (ratio > worst) worst = ratio;
        }
    CHECK(bad == 0, "%c uplo %c n %lld k %lld beta %g alpha %g: %d elements off", t->name, uplo, (long long)n,
          (long long)k, beta, creal(alpha), bad);
    CHECK(touched == 0, "%c uplo %c n %lld k %lld: %d elements outside the triangle written", t->name, uplo,
          (long long)n, (long long)k, touched);
    CHECK(imag_diag == 0, "%c uplo %c n %lld k %lld: %d diagonal elements not real", t->name, uplo,
          (long long)n, (long long)k, imag_diag);
    cudaFree(da), cudaFree(db), cudaFree(dc);
    free(a), free(b), free(c0), free(c), free(c2);
}

/* k < 0: refused, C untouched */
static void refuse(const elem_type *et)
{
    const elem_kind *t = &et->kind;
    const int64_t n = 40;
    const size_t bytes = (size_t)n * n * elem_bytes(t);
    void *dc = test_device_poisoned(bytes);
    const double one[2] = {1, 0};
    const int err = et->fn(0, 'L', n, -1, one, dc, n, dc, n, one, dc, n);
    const int touched = !test_device_untouched_free(dc, bytes);
    CHECK(err == (int)cudaErrorInvalidValue && !touched, "%c k = -1: error %d, C %s", t->name, err,
          touched ? "written" : "untouched");
}

int main(int argc, char **argv)
{
    const int quick = argc > 1 && !strcmp(argv[1], "--quick");
    if (!trident_gpu_available()) {
        printf("SKIP: no CUDA device\n");
        return TEST_SKIP_CODE;
    }
    const elem_type types[] = {{{'s', 0, 0}, trident_cuda_her2k_small_s},
                               {{'d', 1, 0}, trident_cuda_her2k_small_d},
                               {{'c', 0, 1}, trident_cuda_her2k_small_c},
                               {{'z', 1, 1}, trident_cuda_her2k_small_z}};
    static const int64_t ns_all[] = {1, 2, 31, 32, 33, 100, 300}, ks_all[] = {0, 1, 7, 32, 224};
    static const int64_t ns_quick[] = {1, 33, 100}, ks_quick[] = {0, 7, 32};
    const int64_t *ns = quick ? ns_quick : ns_all, *ks = quick ? ks_quick : ks_all;
    const size_t nn = quick ? 3 : 7, nk = quick ? 3 : 5;
    for (size_t it = 0; it < sizeof types / sizeof *types; ++it) {
        const elem_type *t = &types[it];
        for (size_t in = 0; in < nn; ++in)
            for (size_t ik = 0; ik < nk; ++ik)
                for (int ul = 0; ul < 2; ++ul) one_case(t, "LU"[ul], ns[in], ks[ik], (int)((in + ik) % 2), 0);
        one_case(t, 'L', 100, 32, 0, 1);
        one_case(t, 'U', 33, 7, 1, 1);
        refuse(t);
    }
    printf("largest error / bound %.3g (limit %g)\n", worst, LIMIT);
    return test_finish("her2k_small");
}
