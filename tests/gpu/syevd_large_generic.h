/*
 * syevd_large_generic.h -- the device eigen entries at an order where n^2
 * passes 2^31 (TRIDENT_TEST_LARGE_N, e.g. 47000; test_syevd_gpu.c), one
 * precision per inclusion, checked on the host in double (double complex)
 * without forming any n x n product:
 *   - trident_{s,d}syevd_gpu / {c,z}heevd_gpu, jobz 'V', uplo 'L', ldda = n:
 *     for a few random x, A (Z x) - Z (L x) and Z^H (Z x) - x; the
 *     eigenvalues finite and ascending;
 *   - trident_{s,d}syevx_gpu / {c,z}heevx_gpu, range 'I', the lowest
 *     k = n/10: the same on its k vectors, and its eigenvalues against the
 *     first k of the syevd run;
 *   - out of device memory (info TRIDENT_INFO_OUT_OF_MEMORY): said so, and a
 *     pass only where the entry kept its contract (trident_cuda.h, and
 *     test_syevd_gpu.c's out_of_memory): one handler call, dA, dW (and dZ)
 *     as they were.
 * Host memory: A and Z (n^2 elements of the type each) and O(n).
 */

#if TRI_COMPLEX
typedef double _Complex TRI_SFX(lwide);
#define TRI_LCONJ(x) conj(x)
#define TRI_LNORM2(x) (creal(x) * creal(x) + cimag(x) * cimag(x))
#define TRI_LARGE_EVD TRI_PUBLIC(heevd_gpu)
#define TRI_LARGE_EVX TRI_PUBLIC(heevx_gpu)
#else
typedef double TRI_SFX(lwide);
#define TRI_LCONJ(x) (x)
#define TRI_LNORM2(x) ((x) * (x))
#define TRI_LARGE_EVD TRI_PUBLIC(syevd_gpu)
#define TRI_LARGE_EVX TRI_PUBLIC(syevx_gpu)
#endif

#include "common/hash_matrix_generic.h"

/*
 * For X random x of length m: |A (Z x) - Z (L x)| sqrt(m) / (|x| n |A|_F eps),
 * for random x an estimate of |A Z - Z L|_F / (n |A|_F eps) (the ratio of
 * syevd_gpu_generic.h's eigen_ratios), and |Z^H (Z x) - x| sqrt(m) / (|x| n
 * eps), of |Z^H Z - I|_F / (n eps); the worst over the x in *res and *orth
 * (infinite where the host arrays could not be had).  a: A in full (ld n);
 * z: n x m (ld n); w: m.  Three passes over Z and A, O(n) memory.
 */
static void TRI_SFX(large_ratios)(int64_t n, int64_t m, const TRI_T *a, double anorm, const TRI_T *z,
                                  const TRI_R *w, double *res, double *orth)
{
    enum { X = 3 };
    typedef TRI_SFX(lwide) W;
    W *x = calloc((size_t)m * X, sizeof(W)), *g = calloc((size_t)m * X, sizeof(W));
    W *y = calloc((size_t)n * X, sizeof(W)), *v = calloc((size_t)n * X, sizeof(W));
    W *ay = calloc((size_t)n * X, sizeof(W));
    *res = *orth = INFINITY;
    if (!x || !g || !y || !v || !ay) goto out;
    for (int c = 0; c < X; ++c)
        for (int64_t i = 0; i < m; ++i) {
            x[i + c * m] = symmetric_entry(i, 1000003 + c);
#if TRI_COMPLEX
            x[i + c * m] += symmetric_entry(i, 2000003 + c) * I;
#endif
        }
    /* y = Z x and v = Z (L x), Z column by column */
    for (int64_t j = 0; j < m; ++j) {
        const TRI_T *zj = z + j * n;
        W xj[X], lxj[X];
        for (int c = 0; c < X; ++c) xj[c] = x[j + c * m], lxj[c] = (double)w[j] * xj[c];
        for (int64_t i = 0; i < n; ++i) {
            const W zij = zj[i];
            for (int c = 0; c < X; ++c) y[i + c * n] += zij * xj[c], v[i + c * n] += zij * lxj[c];
        }
    }
    /* g = Z^H y */
    for (int64_t j = 0; j < m; ++j) {
        const TRI_T *zj = z + j * n;
        W s[X] = {0};
        for (int64_t i = 0; i < n; ++i) {
            const W zij = TRI_LCONJ((W)zj[i]);
            for (int c = 0; c < X; ++c) s[c] += zij * y[i + c * n];
        }
        for (int c = 0; c < X; ++c) g[j + c * m] = s[c];
    }
    /* A y, A column by column */
    for (int64_t j = 0; j < n; ++j) {
        const TRI_T *aj = a + j * n;
        W yj[X];
        for (int c = 0; c < X; ++c) yj[c] = y[j + c * n];
        for (int64_t i = 0; i < n; ++i) {
            const W aij = aj[i];
            for (int c = 0; c < X; ++c) ay[i + c * n] += aij * yj[c];
        }
    }
    *res = *orth = 0;
    for (int c = 0; c < X; ++c) {
        double rr = 0, gg = 0, xx = 0;
        for (int64_t i = 0; i < n; ++i) rr += TRI_LNORM2(ay[i + c * n] - v[i + c * n]);
        for (int64_t i = 0; i < m; ++i) gg += TRI_LNORM2(g[i + c * m] - x[i + c * m]), xx += TRI_LNORM2(x[i + c * m]);
        const double unit = sqrt((double)m) / (sqrt(xx) * (double)n * TRI_EPS);
        *res = fmax(*res, sqrt(rr) * unit / anorm);
        *orth = fmax(*orth, sqrt(gg) * unit);
    }
out:
    free(x), free(g), free(y), free(v), free(ay);
}

/* whether w[0..m) is finite and ascending */
static int TRI_SFX(large_ascending)(int64_t m, const TRI_R *w)
{
    for (int64_t i = 0; i < m; ++i)
        if (!isfinite(w[i]) || (i + 1 < m && !(w[i] <= w[i + 1]))) return 0;
    return 1;
}

/* Out of device memory: the entry's contract, dA (n x n, ld n) back into
 * scratch (n^2 elements) against a, dW (n) against the guard value, and
 * dZ (NULL, or n x k) against the 0xff bytes it was set to; one handler
 * call.  Returns whether all held. */
static int TRI_SFX(large_untouched)(int64_t n, const TRI_T *a, const TRI_T *da, const TRI_R *dw, const TRI_T *dz,
                                    int64_t k, TRI_T *scratch, TRI_R *wscratch, TRI_R guard)
{
    const size_t an = (size_t)n * (size_t)n;
    int same = test_memcpy(scratch, da, an * sizeof(TRI_T), cudaMemcpyDeviceToHost) == cudaSuccess &&
               !memcmp(scratch, a, an * sizeof(TRI_T));
    same = same && test_memcpy(wscratch, dw, (size_t)n * sizeof(TRI_R), cudaMemcpyDeviceToHost) == cudaSuccess;
    for (int64_t i = 0; same && i < n; ++i) same = wscratch[i] == guard;
    if (same && dz) {
        const size_t bytes = (size_t)n * (size_t)k * sizeof(TRI_T);
        same = test_memcpy(scratch, dz, bytes, cudaMemcpyDeviceToHost) == cudaSuccess;
        const unsigned char *p = (const unsigned char *)scratch;
        for (size_t b = 0; same && b < bytes; ++b) same = p[b] == 0xff;
    }
    return same && handler_calls == 1;
}

/* Both entries at order n (see the file comment). */
static void TRI_SFX(large_eigen)(int64_t n)
{
    const char *evd = TRI_STR(TRI_LARGE_EVD), *evx = TRI_STR(TRI_LARGE_EVX);
    const size_t an = (size_t)n * (size_t)n;
    const int64_t k = n / 10 > 0 ? n / 10 : 1;
    const TRI_R guard = (TRI_R)3.25;
    TRI_T *a = malloc(sizeof(TRI_T) * an), *z = malloc(sizeof(TRI_T) * an);
    TRI_R *w = malloc(sizeof(TRI_R) * (size_t)n), *wx = malloc(sizeof(TRI_R) * (size_t)n);
    trident_int *ifail = malloc(sizeof(trident_int) * (size_t)n);
    TRI_T *da = NULL, *dz = NULL;
    TRI_R *dw = NULL;
    int have_w = 0; /* syevd's eigenvalues, for syevx's */
    if (!a || !z || !w || !wx || !ifail) {
        CHECK(0, "%s n=%lld: host allocation failed", evd, (long long)n);
        goto out;
    }
    const double t_fill = test_seconds();
    const double anorm = TRI_SFX(large_fill)(n, a);
    printf("%s n=%lld: host matrix filled in %.1f s\n", evd, (long long)n, test_seconds() - t_fill);
    if (cudaMalloc((void **)&da, sizeof(TRI_T) * an) || cudaMalloc((void **)&dw, sizeof(TRI_R) * (size_t)n)) {
        (void)cudaGetLastError();
        CHECK(0, "%s n=%lld: the test's own device allocation (A, W) failed", evd, (long long)n);
        goto out;
    }
    for (int64_t i = 0; i < n; ++i) w[i] = guard;

    /* all eigenpairs */
    test_memcpy(da, a, sizeof(TRI_T) * an, cudaMemcpyHostToDevice);
    test_memcpy(dw, w, sizeof(TRI_R) * (size_t)n, cudaMemcpyHostToDevice);
    trident_int info = -99;
    handler_calls = 0;
    double t0 = test_seconds();
    TRI_LARGE_EVD(test_ctx, 'V', 'L', n, da, n, dw, &info);
    cudaDeviceSynchronize();
    double t_solve = test_seconds() - t0;
    if (info == TRIDENT_INFO_OUT_OF_MEMORY) {
        const int kept = TRI_SFX(large_untouched)(n, a, da, dw, NULL, 0, z, wx, guard);
        printf("%s n=%lld: OUT OF DEVICE MEMORY (info %d after %.2f s): not solved; dA, dW %s\n", evd,
               (long long)n, (int)info, t_solve, kept ? "untouched, as the contract says" : "WRITTEN");
        CHECK(kept, "%s n=%lld: out of device memory, but dA or dW written or %d handler calls", evd, (long long)n,
              handler_calls);
    } else {
        CHECK(info == 0, "%s jobz=V uplo=L n=%lld: info %d", evd, (long long)n, (int)info);
        printf("%s jobz=V uplo=L n=%lld: info %d, %.2f s\n", evd, (long long)n, (int)info, t_solve);
        fflush(stdout);
        if (info == 0) {
            test_memcpy(z, da, sizeof(TRI_T) * an, cudaMemcpyDeviceToHost);
            test_memcpy(w, dw, sizeof(TRI_R) * (size_t)n, cudaMemcpyDeviceToHost);
            have_w = TRI_SFX(large_ascending)(n, w);
            CHECK(have_w, "%s n=%lld: eigenvalues not finite and ascending", evd, (long long)n);
            const double t_check = test_seconds();
            double res, orth;
            TRI_SFX(large_ratios)(n, n, a, anorm, z, w, &res, &orth);
            CHECK(res < TEST_RATIO_LIMIT && orth < TEST_RATIO_LIMIT,
                  "%s n=%lld: A Z x - Z L x %.3g n|A|eps, Z^H Z x - x %.3g n eps", evd, (long long)n, res, orth);
            printf("%s n=%lld: A Z x - Z L x %.3g n|A|eps, Z^H Z x - x %.3g n eps; eigenvalues %.6g .. %.6g "
                   "(%.1f s on the host)\n", evd, (long long)n, res, orth, (double)w[0], (double)w[n - 1],
                   test_seconds() - t_check);
        }
    }
    fflush(stdout);

    /* the lowest k */
    if (cudaMalloc((void **)&dz, sizeof(TRI_T) * (size_t)n * (size_t)k)) {
        (void)cudaGetLastError();
        dz = NULL;
        CHECK(0, "%s n=%lld: the test's own device allocation (Z, n x %lld) failed", evx, (long long)n,
              (long long)k);
        goto out;
    }
    for (int64_t i = 0; i < n; ++i) wx[i] = guard;
    test_memcpy(da, a, sizeof(TRI_T) * an, cudaMemcpyHostToDevice);
    test_memcpy(dw, wx, sizeof(TRI_R) * (size_t)n, cudaMemcpyHostToDevice);
    cudaMemset(dz, 0xff, sizeof(TRI_T) * (size_t)n * (size_t)k);
    cudaDeviceSynchronize();
    trident_int m = -1;
    info = -99;
    handler_calls = 0;
    t0 = test_seconds();
    TRI_LARGE_EVX(test_ctx, 'V', 'I', 'L', n, da, n, 0, 0, 1, k, 0, &m, dw, dz, n, ifail, &info);
    cudaDeviceSynchronize();
    t_solve = test_seconds() - t0;
    if (info == TRIDENT_INFO_OUT_OF_MEMORY) {
        const int kept = TRI_SFX(large_untouched)(n, a, da, dw, dz, k, z, wx, guard);
        printf("%s n=%lld k=%lld: OUT OF DEVICE MEMORY (info %d after %.2f s): not solved; dA, dW, dZ %s\n", evx,
               (long long)n, (long long)k, (int)info, t_solve, kept ? "untouched, as the contract says" : "WRITTEN");
        CHECK(kept, "%s n=%lld: out of device memory, but dA, dW or dZ written or %d handler calls", evx,
              (long long)n, handler_calls);
        goto out;
    }
    CHECK(info == 0 && m == k, "%s range=I il=1 iu=%lld n=%lld: info %d, m %lld", evx, (long long)k, (long long)n,
          (int)info, (long long)m);
    printf("%s range=I il=1 iu=%lld n=%lld: info %d, %.2f s\n", evx, (long long)k, (long long)n, (int)info,
           t_solve);
    fflush(stdout);
    if (info != 0 || m != k) goto out;
    test_memcpy(z, dz, sizeof(TRI_T) * (size_t)n * (size_t)k, cudaMemcpyDeviceToHost);
    test_memcpy(wx, dw, sizeof(TRI_R) * (size_t)k, cudaMemcpyDeviceToHost);
    int64_t failed = 0;
    for (int64_t j = 0; j < k; ++j) failed += ifail[j] != 0;
    CHECK(failed == 0 && TRI_SFX(large_ascending)(k, wx), "%s n=%lld: %lld ifail entries set, ascending %d", evx,
          (long long)n, (long long)failed, TRI_SFX(large_ascending)(k, wx));
    double diff = 0;
    for (int64_t j = 0; have_w && j < k; ++j) diff = fmax(diff, fabs((double)wx[j] - (double)w[j]));
    const double vs_evd = diff / ((double)n * anorm * TRI_EPS);
    CHECK(vs_evd < TEST_RATIO_LIMIT, "%s n=%lld: the lowest %lld eigenvalues %.3g n|A|eps from %s's", evx,
          (long long)n, (long long)k, vs_evd, evd);
    const double t_check = test_seconds();
    double res, orth;
    TRI_SFX(large_ratios)(n, k, a, anorm, z, wx, &res, &orth);
    CHECK(res < TEST_RATIO_LIMIT && orth < TEST_RATIO_LIMIT, "%s n=%lld k=%lld: A Z x - Z L x %.3g n|A|eps, "
          "Z^H Z x - x %.3g n eps", evx, (long long)n, (long long)k, res, orth);
    printf("%s n=%lld k=%lld: A Z x - Z L x %.3g n|A|eps, Z^H Z x - x %.3g n eps (%.1f s on the host)\n", evx,
           (long long)n, (long long)k, res, orth, test_seconds() - t_check);
    if (have_w)
        printf("%s n=%lld: the lowest %lld eigenvalues %.3g n|A|eps from %s's\n", evx, (long long)n, (long long)k,
               vs_evd, evd);
    else
        printf("%s n=%lld: eigenvalues not compared (no %s result)\n", evx, (long long)n, evd);
out:
    fflush(stdout);
    cudaFree(da), cudaFree(dw), cudaFree(dz);
    free(a), free(z), free(w), free(wx), free(ifail);
}

#undef TRI_LCONJ
#undef TRI_LNORM2
#undef TRI_LARGE_EVD
#undef TRI_LARGE_EVX
