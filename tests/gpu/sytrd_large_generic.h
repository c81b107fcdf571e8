/*
 * sytrd_large_generic.h -- xSYTRD / xHETRD on the GPU at orders where
 * |A - Q T Q^H| cannot be formed (up to n = 47000, n^2 > 2^31), checked
 * independently of any other library, one precision per inclusion:
 *   - the eigenvalues of T from uplo 'L' and from uplo 'U' are those of A,
 *     so they agree to O(n |A| eps) (Sturm bisection, test_sytrd_gpu.c);
 *   - each triangle's whole output (reflectors, tau, d, e) reproduces A on
 *     random vectors x: A (Q x) = Q (T x), and Q keeps lengths and angles.
 * The host work is O(n^2) per vector, in double (double complex) whatever
 * the precision.
 */

#if TRI_COMPLEX
typedef double _Complex TRI_SFX(wide);
#define TRI_WCONJ(x) conj(x)
#define TRI_WABS(x) cabs(x)
#define TRI_WNORM2(x) (creal(x) * creal(x) + cimag(x) * cimag(x))
#else
typedef double TRI_SFX(wide);
#define TRI_WCONJ(x) (x)
#define TRI_WABS(x) fabs(x)
#define TRI_WNORM2(x) ((x) * (x))
#endif

#include "common/hash_matrix_generic.h"

/* z := Q z for `cols` columns (ld n), Q from xSYTRD's reflectors in q (ld n)
 * and tau, H_i = I - tau_i v_i v_i^H: 'L': Q = H_0 ... H_{n-2}, v_i =
 * e_{i+1} + q(i+2:n, i); 'U': Q = H_{n-2} ... H_0, v_i = e_i + q(0:i, i+1) */
static void TRI_SFX(apply_sytrd_q)(char uplo, int64_t n, const TRI_T *q, const TRI_T *tau, TRI_SFX(wide) *z,
                                   int cols)
{
    for (int64_t step = 0; step < n - 1; ++step) {
        const int64_t i = uplo == 'L' ? n - 2 - step : step; /* the factor nearest z first */
        const int64_t first = uplo == 'L' ? i + 1 : 0, last = uplo == 'L' ? n - 1 : i;
        const int64_t unit = uplo == 'L' ? i + 1 : i;
        const TRI_T *v = q + (uplo == 'L' ? i : i + 1) * n; /* the column holding v, its unit entry implied */
        for (int c = 0; c < cols; ++c) {
            TRI_SFX(wide) *zc = z + (int64_t)c * n, dot = 0;
            for (int64_t r = first; r <= last; ++r) dot += TRI_WCONJ(r == unit ? 1 : (TRI_SFX(wide))v[r]) * zc[r];
            dot *= (TRI_SFX(wide))tau[i];
            for (int64_t r = first; r <= last; ++r) zc[r] -= dot * (r == unit ? 1 : (TRI_SFX(wide))v[r]);
        }
    }
}

/* Largest of: |A Q x - Q T x| sqrt(n) / (|x| n |A|_F eps) (for random x an
 * estimate of |A - Q T Q^H|_F / (n |A|_F eps), test_accuracy's ratio), and
 * the change of x_c^H x_c' under Q in units of n eps |x_c| |x_c'|.  a: A in
 * full (ld n); q: xSYTRD's output array (ld n). */
static double TRI_SFX(reflectors_reproduce_a)(char uplo, int64_t n, const TRI_T *a, double anorm, const TRI_T *q,
                                              const TRI_T *tau, const TRI_R *d, const TRI_R *e)
{
    enum { X = 2 };
    TRI_SFX(wide) *z = malloc(sizeof(TRI_SFX(wide)) * (size_t)n * 2 * X);
    TRI_SFX(wide) *x = malloc(sizeof(TRI_SFX(wide)) * (size_t)n * X);
    if (!z || !x) { free(z), free(x); return INFINITY; }
    for (int c = 0; c < X; ++c) {
        for (int64_t i = 0; i < n; ++i) {
            x[i + c * n] = symmetric_entry(i, 1000003 + c);
#if TRI_COMPLEX
            x[i + c * n] += symmetric_entry(i, 2000003 + c) * I;
#endif
        }
        for (int64_t i = 0; i < n; ++i) { /* z = [x, T x] */
            const TRI_SFX(wide) *xc = x + c * n;
            z[i + c * n] = xc[i];
            z[i + (X + c) * n] = d[i] * xc[i] + (i > 0 ? e[i - 1] * xc[i - 1] : 0) + (i + 1 < n ? e[i] * xc[i + 1] : 0);
        }
    }
    TRI_SFX(apply_sytrd_q)(uplo, n, q, tau, z, 2 * X); /* [Q x, Q T x] */
    double worst = 0, r2[X] = {0};
    for (int64_t i = 0; i < n; ++i) { /* (A Q x)_i - (Q T x)_i; row i of A is column i conjugated */
        const TRI_T *ai = a + i * n;
        TRI_SFX(wide) s[X] = {0};
        for (int64_t j = 0; j < n; ++j)
            for (int c = 0; c < X; ++c) s[c] += TRI_WCONJ((TRI_SFX(wide))ai[j]) * z[j + (int64_t)c * n];
        for (int c = 0; c < X; ++c) {
            const double r = TRI_WABS(s[c] - z[i + (int64_t)(X + c) * n]);
            r2[c] += r * r;
        }
    }
    double xnorm[X];
    for (int c = 0; c < X; ++c) {
        double xx = 0;
        for (int64_t i = 0; i < n; ++i) xx += TRI_WNORM2(x[i + c * n]);
        xnorm[c] = sqrt(xx);
        worst = fmax(worst, sqrt(r2[c]) * sqrt((double)n) / (xnorm[c] * (double)n * anorm * TRI_EPS));
    }
    for (int c = 0; c < X; ++c)
        for (int c2 = 0; c2 < X; ++c2) {
            TRI_SFX(wide) xx = 0, zz = 0;
            for (int64_t i = 0; i < n; ++i)
                xx += TRI_WCONJ(x[i + c * n]) * x[i + c2 * n], zz += TRI_WCONJ(z[i + c * n]) * z[i + c2 * n];
            worst = fmax(worst, TRI_WABS(zz - xx) / ((double)n * TRI_EPS * xnorm[c] * xnorm[c2]));
        }
    free(z), free(x);
    return worst;
}

/* Both triangles at order n; before_reduction (NULL, or d's probe: see
 * test_sytrd_gpu.c) may look at the first panels of a triangle first, and
 * returns nonzero where it replaced that triangle's reduction. */
static void TRI_SFX(lower_upper_agree)(int n, int (*before_reduction)(int n, char uplo, const TRI_T *a, TRI_T *da))
{
    const char *name = TRI_STR(TRI_PUBLIC_SY(trd_gpu));
    const size_t an = (size_t)n * n;
    TRI_T *a = malloc(sizeof(TRI_T) * an), *q = malloc(sizeof(TRI_T) * an);
    TRI_T *tau = malloc(sizeof(TRI_T) * n);
    TRI_R *d = malloc(sizeof(TRI_R) * n), *e = malloc(sizeof(TRI_R) * n);
    double *dw = malloc(sizeof(double) * n), *ew = malloc(sizeof(double) * n), *ev[2] = {NULL, NULL};
    TRI_T *da = NULL, *dtau = NULL;
    TRI_R *dd = NULL, *de = NULL;
    int count = 0;
    if (!a || !q || !tau || !d || !e || !dw || !ew) {
        CHECK(0, "%s n=%d: host allocation failed", name, n);
        goto out;
    }
    const double t_fill = test_seconds();
    const double anorm = TRI_SFX(large_fill)(n, a);
    printf("%s n=%d: host matrix filled in %.1f s\n", name, n, test_seconds() - t_fill);
    if (cudaMalloc((void **)&da, sizeof(TRI_T) * an) || cudaMalloc((void **)&dtau, sizeof(TRI_T) * n) ||
        cudaMalloc((void **)&dd, sizeof(TRI_R) * n) || cudaMalloc((void **)&de, sizeof(TRI_R) * n)) {
        CHECK(0, "%s n=%d: device allocation failed", name, n);
        goto out;
    }
    const char *only = getenv("TRIDENT_TEST_UPLO_ONLY"); /* diagnosis: one triangle, no comparison */
    for (int u = 0; u < 2; ++u) {
        const char uplo = u ? 'U' : 'L';
        ev[u] = calloc((size_t)n, sizeof(double));
        if (only && *only != uplo) continue;
        test_memcpy(da, a, sizeof(TRI_T) * an, cudaMemcpyHostToDevice);
        if (before_reduction && before_reduction(n, uplo, a, da)) continue;
        trident_int info = 0;
        const double t0 = test_seconds();
        TRI_PUBLIC_SY(trd_gpu)(test_ctx, uplo, n, da, n, dd, de, dtau, &info);
        cudaDeviceSynchronize();
        CHECK(info == 0, "%s n=%d uplo %c: info %d", name, n, uplo, (int)info);
        printf("%s n=%d uplo %c: %.2f s\n", name, n, uplo, test_seconds() - t0);
        fflush(stdout);
        test_memcpy(q, da, sizeof(TRI_T) * an, cudaMemcpyDeviceToHost);
        test_memcpy(tau, dtau, sizeof(TRI_T) * (n - 1), cudaMemcpyDeviceToHost);
        test_memcpy(d, dd, sizeof(TRI_R) * n, cudaMemcpyDeviceToHost);
        test_memcpy(e, de, sizeof(TRI_R) * (n - 1), cudaMemcpyDeviceToHost);
        int64_t nonfinite = 0;
        for (int64_t i = 0; i < n; ++i) nonfinite += !isfinite(d[i]) || (i + 1 < n && !isfinite(e[i]));
        CHECK(nonfinite == 0, "%s n=%d uplo %c: %lld non-finite entries in d, e", name, n, uplo, (long long)nonfinite);
        const double t_check = test_seconds();
        const double ratio = TRI_SFX(reflectors_reproduce_a)(uplo, n, a, anorm, q, tau, d, e);
        CHECK(ratio < TEST_RATIO_LIMIT, "%s n=%d uplo %c: A Q x - Q T x, Q's lengths and angles: %.3g n|A|eps", name,
              n, uplo, ratio);
        printf("%s n=%d uplo %c: A Q x = Q T x, Q's lengths and angles to %.3g n|A|eps (%.1f s on the host)\n", name,
               n, uplo, ratio, test_seconds() - t_check);
        for (int64_t i = 0; i < n; ++i) dw[i] = d[i], ew[i] = i + 1 < n ? e[i] : 0;
        count = tridiagonal_eigenvalues(n, dw, ew, ev[u]);
        printf("%s n=%d uplo %c: lowest, middle, highest sampled eigenvalues %.6g %.6g %.6g\n", name, n, uplo,
               ev[u][0], ev[u][count / 2], ev[u][count - 1]);
    }
    double diff = 0;
    for (int i = 0; i < count; ++i) diff = fmax(diff, fabs(ev[0][i] - ev[1][i]));
    const double ratio = diff / ((double)n * anorm * TRI_EPS);
    CHECK(only || ratio < TEST_RATIO_LIMIT, "%s n=%d: eigenvalues of T from 'L' and 'U' differ by %.2f n|A|eps", name,
          n, ratio);
    printf("%s n=%d: %d eigenvalues of T, 'L' vs 'U': %.3f n|A|eps\n", name, n, count, ratio);
    fflush(stdout);
out:
    cudaFree(da), cudaFree(dd), cudaFree(de), cudaFree(dtau);
    free(a), free(q), free(tau), free(d), free(e), free(dw), free(ew), free(ev[0]), free(ev[1]);
}

#undef TRI_WCONJ
#undef TRI_WABS
#undef TRI_WNORM2
