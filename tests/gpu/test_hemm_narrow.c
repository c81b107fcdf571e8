/*
 * test_hemm_narrow.c -- stage 1's narrow xHEMM (cuda/band/hemm_narrow.cu, hemm_narrow_tc.cu:
 * C := alpha A B + beta C, A Hermitian in one triangle, at most 32 columns),
 * called directly, s and c, against a product in double on the host:
 *   - uplo L and U; m from 1 to 3000 (tiles of 64 rows and 32 k cut
 *     anywhere, one slice of the sum and several; with --wide, single
 *     precision's tiles of 256 rows and 16 k, which the library takes from
 *     m = 8192); nc = 1, 7, 16, 31, 32; lda, ldb, ldc > m;
 *   - complex: the diagonal's imaginary parts, set to garbage, ignored, and
 *     the other triangle (garbage too) never read;
 *   - beta = 0 with NaN in C (not read), and beta != 0 (complex alpha and
 *     beta for c);
 *   - every element within 2 (m + 4) u (|alpha| (|A||B|) + |beta| |C|),
 *     elementwise; rows of C past m and the column past nc untouched; a
 *     second call the same bytes;
 *   - A's pointer off 16-byte alignment (m = 1001, lda = 1004);
 *   - nc = 33 refused (cudaErrorInvalidValue) with nothing written;
 *   - real: a NaN or an infinity in A reaches exactly the rows of C it
 *     should, one in B exactly its column;
 *   - all of it again for single precision's matrix-unit variant
 *     (trident_cuda_hemm_narrow_tc_s, three TF32 products; tiles of 128
 *     rows, A copied 16 bytes at a time where its columns start on 16
 *     bytes, element by element where not).
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
#include "band/band_kernels.h" /* internal entries of libtrident */
#include "common/test_util.h"
#include "common/float_data.h"

#define LD_PAD 3
#define LIMIT 2.0 /* errors above LIMIT (m + 4) u times the magnitudes fail (2: complex products) */
/* The root mean square of the errors in units of u times the magnitudes:
 * O(1) for sums rounded to nearest, whose errors cancel, but about
 * 0.6 sqrt(m) (30 at m = 3000) where every addition truncates, as the
 * matrix units' FP32 accumulation does over a long sum (session 23: a TF32
 * version of this kernel that summed all of k there passed the worst-case
 * bound above but grew s's residual at 16384 fivefold): the worst-case
 * bound lets that through, this one does not. */
#define RMS_LIMIT 4.0

typedef int (*hemm_entry)(cudaStream_t, char, int64_t, int64_t, const void *, const void *, int64_t, const void *,
                          int64_t, const void *, void *, int64_t, void *, int64_t);

static double worst = 0, worst_rms = 0;
static const char *label = "s"; /* the variant under test, for the messages */
/* single precision's tall tiles from this m (main: --wide takes them at every m) */
static int64_t wide_min = 0;

/* A(i, k) as the Hermitian matrix the stored triangle defines */
static double complex herm(const float *a, int cplx, char uplo, int64_t i, int64_t k, int64_t lda)
{
    if (i == k) return creal(test_float_at(a, cplx, i, i, lda));
    const int stored = uplo == 'L' ? i > k : i < k;
    return stored ? test_float_at(a, cplx, i, k, lda) : conj(test_float_at(a, cplx, k, i, lda));
}

/* shift: A's device copy starts that many elements past an allocation
 * (off 16 bytes for shift 1: the matrix units' copies go one element at a
 * time even where lda is a multiple of 4).  C has one column more than nc,
 * which must come back untouched. */
static void one_case(hemm_entry f, int cplx, char uplo, int64_t m, int64_t nc, int beta_zero, int shift, void *work)
{
    const int w = cplx ? 2 : 1; /* floats per element */
    const int64_t lda = m + LD_PAD, ldb = m + LD_PAD + 1, ldc = m + LD_PAD + 2;
    const size_t na = (size_t)lda * m * w, nb = (size_t)ldb * nc * w, ncs = (size_t)ldc * (nc + 1) * w;
    float *a = malloc(na * sizeof(float)), *b = malloc(nb * sizeof(float));
    float *c0 = malloc(ncs * sizeof(float)), *c = malloc(ncs * sizeof(float)), *c2 = malloc(ncs * sizeof(float));
    test_float_fill(a, na), test_float_fill(b, nb), test_float_fill(c0, ncs);
    if (beta_zero) /* C is not to be read: NaN in the rows it covers */
        for (int64_t j = 0; j < nc; ++j)
            for (int64_t i = 0; i < m * w; ++i) c0[i + j * ldc * w] = NAN;
    const float alpha[2] = {0.75f, cplx ? -0.5f : 0.0f};
    const float beta[2] = {beta_zero ? 0.0f : -1.25f, beta_zero || !cplx ? 0.0f : 0.25f};
    float *da0, *da, *db, *dc;
    cudaMalloc((void **)&da0, (na + (size_t)shift * w) * sizeof(float));
    cudaMalloc((void **)&db, nb * sizeof(float));
    cudaMalloc((void **)&dc, ncs * sizeof(float));
    da = da0 + (size_t)shift * w;
    cudaMemcpy(da, a, na * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemcpy(db, b, nb * sizeof(float), cudaMemcpyHostToDevice);
    int err = 0;
    for (int call = 0; call < 2; ++call) {
        cudaMemcpy(dc, c0, ncs * sizeof(float), cudaMemcpyHostToDevice);
        err |= f(0, uplo, m, nc, alpha, da, lda, db, ldb, beta, dc, ldc, work, wide_min);
        err |= (int)cudaMemcpy(call ? c2 : c, dc, ncs * sizeof(float), cudaMemcpyDeviceToHost);
    }
    CHECK(err == 0, "%s uplo %c m %lld nc %lld: error %d", label, uplo, (long long)m, (long long)nc, err);
    CHECK(memcmp(c, c2, ncs * sizeof(float)) == 0, "%s uplo %c m %lld nc %lld: a second call differs",
          label, uplo, (long long)m, (long long)nc);
    const double complex al = alpha[0] + I * (double)alpha[1], be = beta[0] + I * (double)beta[1];
    const double u = FLT_EPSILON / 2;
    int bad = 0;
    double squares = 0;
    for (int64_t j = 0; j < nc; ++j) {
        for (int64_t i = 0; i < m; ++i) {
            double complex s = 0;
            double mag = 0;
            for (int64_t k = 0; k < m; ++k) {
                const double complex x = herm(a, cplx, uplo, i, k, lda) * test_float_at(b, cplx, k, j, ldb);
                s += x, mag += cabs(x);
            }
            const double complex c_old = beta_zero ? 0 : test_float_at(c0, cplx, i, j, ldc);
            const double complex ref = al * s + be * c_old;
            const double scale = u * (cabs(al) * mag + cabs(be) * cabs(c_old)) + FLT_MIN;
            const double bound = (double)(m + 4) * scale;
            const double error = cabs(test_float_at(c, cplx, i, j, ldc) - ref), ratio = error / bound;
            squares += (error / scale) * (error / scale);
            if (!(ratio <= LIMIT)) ++bad; /* NaN fails */
            if (ratio > worst) worst = ratio;
        }
        for (int64_t i = m * w; i < ldc * w; ++i) /* the padding rows */
            if (memcmp(&c[i + j * ldc * w], &c0[i + j * ldc * w], sizeof(float))) ++bad;
    }
    if (memcmp(&c[nc * ldc * w], &c0[nc * ldc * w], (size_t)ldc * w * sizeof(float))) ++bad; /* column nc */
    CHECK(bad == 0, "%s uplo %c m %lld nc %lld beta %s shift %d: %d elements off", label, uplo, (long long)m,
          (long long)nc, beta_zero ? "0" : "!= 0", shift, bad);
    const double rms = sqrt(squares / (double)(m * nc));
    if (rms > worst_rms) worst_rms = rms;
    CHECK(rms < RMS_LIMIT, "%s uplo %c m %lld nc %lld: rms error %.3g u times the magnitudes", label,
          uplo, (long long)m, (long long)nc, rms);
    cudaFree(da0), cudaFree(db), cudaFree(dc);
    free(a), free(b), free(c0), free(c), free(c2);
}

/* single precision on the matrix units (no wide_min: one shape) */
static int hemm_tc(cudaStream_t st, char uplo, int64_t m, int64_t nc, const void *alpha, const void *a, int64_t lda,
                   const void *b, int64_t ldb, const void *beta, void *c, int64_t ldc, void *work, int64_t wide)
{
    (void)wide;
    return trident_cuda_hemm_narrow_tc_s(st, uplo, m, nc, alpha, a, lda, b, ldb, beta, c, ldc, work);
}

/* A NaN or an infinity at (200, 100) of A (uplo L, m = 300, real): rows 200
 * and 100 of C come out non-finite (NaN or infinite: the matrix units'
 * splits may turn an infinity times a number into NaN), every other
 * element finite, as an FP32 product gives.  Then one at (100, 5) of B:
 * column 5 of C non-finite, the others finite. */
static void nonfinite_case(hemm_entry f, void *work)
{
    const int64_t m = 300, nc = 32;
    const size_t na = (size_t)m * m, nb = (size_t)m * nc;
    float *a = malloc(na * sizeof(float)), *b = malloc(nb * sizeof(float)), *c = malloc(nb * sizeof(float));
    float *da, *db, *dc;
    cudaMalloc((void **)&da, na * sizeof(float));
    cudaMalloc((void **)&db, nb * sizeof(float));
    cudaMalloc((void **)&dc, nb * sizeof(float));
    for (int v = 0; v < 4; ++v) {
        const int inf = v % 2, in_b = v / 2;
        test_float_fill(a, na), test_float_fill(b, nb);
        if (in_b)
            b[100 + 5 * m] = inf ? INFINITY : NAN;
        else
            a[200 + 100 * m] = inf ? INFINITY : NAN;
        cudaMemcpy(da, a, na * sizeof(float), cudaMemcpyHostToDevice);
        cudaMemcpy(db, b, nb * sizeof(float), cudaMemcpyHostToDevice);
        const float one[2] = {1, 0}, zero[2] = {0, 0};
        int err = f(0, 'L', m, nc, one, da, m, db, m, zero, dc, m, work, wide_min);
        err |= (int)cudaMemcpy(c, dc, nb * sizeof(float), cudaMemcpyDeviceToHost);
        int bad = 0;
        for (int64_t j = 0; j < nc; ++j)
            for (int64_t i = 0; i < m; ++i)
                bad += (in_b ? j == 5 : i == 100 || i == 200) == !!isfinite(c[i + j * m]); /* no zeros in A, B */
        CHECK(err == 0 && bad == 0, "%s: %s in %s: error %d, %d elements of C off", label, inf ? "Inf" : "NaN",
              in_b ? "B" : "A", err, bad);
    }
    cudaFree(da), cudaFree(db), cudaFree(dc);
    free(a), free(b), free(c);
}

/* nc = 33: refused, C untouched */
static void refuse_wide(hemm_entry f, void *work)
{
    const int64_t m = 40, nc = 33;
    const size_t bytes = (size_t)m * nc * 2 * sizeof(float);
    float *dc = test_device_poisoned(bytes);
    const float one[2] = {1, 0};
    const int err = f(0, 'L', m, nc, one, dc, m, dc, m, one, dc, m, work, wide_min);
    const int touched = !test_device_untouched_free(dc, bytes);
    CHECK(err == (int)cudaErrorInvalidValue && !touched, "nc = 33: error %d, C %s", err,
          touched ? "written" : "untouched");
}

int main(int argc, char **argv)
{
    if (argc > 1 && strcmp(argv[1], "--wide") == 0) wide_min = 1;
    if (!trident_gpu_available()) {
        printf("SKIP: no CUDA device\n");
        return TEST_SKIP_CODE;
    }
    /* lda = m + 3.  The matrix units' tiles of 128 rows: up to m = 128 all
     * across the diagonal (element by element); past it, 16-byte copies
     * where lda is a multiple of 4 (m = 257, 1001, and the non-finite
     * case's 300), one element a copy where not (514, 3000) */
    const int64_t ms[] = {1, 2, 31, 64, 65, 100, 257, 514, 1001, 3000};
    const int64_t ncs[] = {1, 7, 16, 31, 32};
    void *work = NULL;
    size_t work_bytes = 0; /* the most any case takes: slices depend on m and the type */
    for (size_t im = 0; im < sizeof ms / sizeof *ms; ++im)
        for (size_t elem = 4; elem <= 8; elem += 4) {
            const size_t bytes = trident_cuda_hemm_narrow_workspace(ms[im], elem, wide_min);
            const size_t tc_bytes = trident_cuda_hemm_narrow_tc_workspace(ms[im]);
            if (bytes > work_bytes) work_bytes = bytes;
            if (tc_bytes > work_bytes) work_bytes = tc_bytes;
        }
    cudaMalloc(&work, work_bytes > 0 ? work_bytes : 1);
    CHECK(trident_cuda_hemm_narrow_supports(32) && !trident_cuda_hemm_narrow_supports(33), "supports");
    for (int variant = 0; variant < 3; ++variant) { /* s, c, s on the matrix units */
        const int cplx = variant == 1;
        const hemm_entry f = variant == 0 ? trident_cuda_hemm_narrow_s
                             : cplx       ? trident_cuda_hemm_narrow_c
                                          : hemm_tc;
        label = variant == 0 ? "s" : cplx ? "c" : "s (matrix units)";
        for (size_t im = 0; im < sizeof ms / sizeof *ms; ++im)
            for (size_t in = 0; in < sizeof ncs / sizeof *ncs; ++in) {
                if (ms[im] >= 1000 && ncs[in] != 32 && ncs[in] != 7) continue; /* the big ones: two widths */
                for (int ul = 0; ul < 2; ++ul)
                    one_case(f, cplx, "LU"[ul], ms[im], ncs[in], (int)(in % 2), 0, work);
            }
        for (int ul = 0; ul < 2; ++ul) /* lda = 1004 with A 4 bytes (complex: 8) off 16-byte alignment */
            one_case(f, cplx, "LU"[ul], 1001, 32, ul, 1, work);
        refuse_wide(f, work);
        if (!cplx) nonfinite_case(f, work);
        printf("%s: largest error / bound %.3g (limit %g), largest rms error %.3g (limit %g)\n", label, worst, LIMIT,
               worst_rms, RMS_LIMIT);
        worst = worst_rms = 0;
    }
    cudaFree(work);
    return test_finish("hemm_narrow");
}
