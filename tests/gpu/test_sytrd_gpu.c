/*
 * test_sytrd_gpu.c -- the GPU tridiagonalization: reproducibility, entry
 * agreement, both triangles and the whole output at the two-stage route's
 * sizes (and with TRIDENT_TEST_LARGE_N up to n^2 > 2^31), illegal arguments
 * of the device entry (nothing written), and out-of-memory (a clear info
 * with backend gpu, a host fallback with auto).
 * Exits 77 (skipped) without a CUDA device.
 */
#define _POSIX_C_SOURCE 200112L /* setenv */
#include <complex.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cuda_runtime_api.h>
#include <cublas_v2.h>

#include "trident.h"
#include "trident_cuda.h"
#include "backend/cuda/cuda_state.h"
#include "common/hash_matrix.h"
#include "common/test_device.h"
#include "common/test_handler.h"
#include "common/test_util.h"
#include "core/context.h"
#include "core/prec/prec_names.h"
#include "core/prec/scalar_math.h"

static trident_context *test_ctx;
/* test_ctx's one-launch limit as created (TRIDENT_SYTRD_FUSED_MAX, else -1:
 * the default): what the checks that set their own put back, so that the
 * device-pointer entries compare with the host-pointer ones (the default
 * context, made from the same environment) on the same path */
static int64_t fused_max_configured;

static int tridiagonal_eigenvalues(int n, double *d, double *e, double *w);

#define TRI_GENERIC_SOURCE "gpu/sytrd_gpu_generic.h"
#include "core/prec/instantiate.h"

void dsterf_(const int *n, double *d, double *e, int *info);

static int cmp_double(const void *a, const void *b)
{
    const double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* Number of eigenvalues of the tridiagonal (d, e) below x: the negative
 * pivots of the LDL^T factorization of T - x I (Sturm count). */
static int64_t eigenvalues_below(int64_t n, const double *d, const double *e, double x)
{
    int64_t count = 0;
    double pivot = d[0] - x;
    for (int64_t i = 0;; ++i) {
        if (pivot == 0) pivot = -0x1p-1000; /* step off an exact zero */
        count += pivot < 0;
        if (i + 1 == n) return count;
        pivot = d[i + 1] - x - e[i] * e[i] / pivot;
    }
}

/* The k-th smallest eigenvalue (0-based) of (d, e) by bisection on the
 * Gershgorin interval, to a width of a few ulps of its norm. */
static double kth_eigenvalue(int64_t n, const double *d, const double *e, int64_t k)
{
    double lo = 0, hi = 0;
    for (int64_t i = 0; i < n; ++i) {
        const double r = (i > 0 ? fabs(e[i - 1]) : 0) + (i + 1 < n ? fabs(e[i]) : 0);
        lo = fmin(lo, d[i] - r), hi = fmax(hi, d[i] + r);
    }
    const double tol = 4 * 0x1p-53 * fmax(fabs(lo), fabs(hi));
    while (hi - lo > tol) {
        const double mid = 0.5 * (lo + hi);
        if (mid <= lo || mid >= hi) break;
        if (eigenvalues_below(n, d, e, mid) > k) hi = mid; else lo = mid;
    }
    return 0.5 * (lo + hi);
}

/* Eigenvalues of the tridiagonal (d, e) that lower_upper_agree compares:
 * all of them (xSTERF) up to n = 10000; beyond, xSTERF takes minutes, so
 * bisection with Sturm counts (no library involved) finds the 8 lowest, 8
 * around the middle and 8 highest.  Returns how many were written to w
 * (ascending; d and e may be destroyed). */
enum { SAMPLE_WINDOW = 8 };
static int tridiagonal_eigenvalues(int n, double *d, double *e, double *w)
{
    if (n <= 10000) {
        int info = 0;
        dsterf_(&n, d, e, &info);
        memcpy(w, d, sizeof(double) * n);
        qsort(w, (size_t)n, sizeof(double), cmp_double);
        return n;
    }
    const int64_t first[3] = {0, n / 2 - SAMPLE_WINDOW / 2, n - SAMPLE_WINDOW};
    int count = 0;
    for (int s = 0; s < 3; ++s)
        for (int64_t k = first[s]; k < first[s] + SAMPLE_WINDOW; ++k) w[count++] = kth_eigenvalue(n, d, e, k);
    return count;
}

#include "gpu/sytrd_probe.h"

/* A random n-by-n matrix (complex when cplx) reduced by ctx's device entry
 * from the host copy a; the sorted eigenvalues of T 2^-unscale into ev
 * (T scaled before its eigenvalues, which a Sturm count of a badly scaled
 * T would lose).  Returns info. */
static trident_int reduce_to_scaled_eigenvalues(trident_context *ctx, int cplx, char uplo, int n, const double *a,
                                                double *ev, int unscale)
{
    const size_t es = cplx ? 2 * sizeof(double) : sizeof(double), an = (size_t)n * n;
    double *d = malloc(sizeof(double) * n), *e = malloc(sizeof(double) * n);
    void *da = NULL, *dtau = NULL;
    double *dd = NULL, *de = NULL;
    CHECK(cudaMalloc(&da, an * es) == cudaSuccess && cudaMalloc(&dtau, n * es) == cudaSuccess &&
              cudaMalloc((void **)&dd, sizeof(double) * n) == cudaSuccess &&
              cudaMalloc((void **)&de, sizeof(double) * n) == cudaSuccess, "cudaMalloc");
    test_memcpy(da, a, an * es, cudaMemcpyHostToDevice);
    trident_int info = -99;
    if (cplx) trident_zhetrd_gpu(ctx, uplo, n, da, n, dd, de, dtau, &info);
    else trident_dsytrd_gpu(ctx, uplo, n, da, n, dd, de, dtau, &info);
    if (info == 0) {
        test_memcpy(d, dd, sizeof(double) * n, cudaMemcpyDeviceToHost);
        test_memcpy(e, de, sizeof(double) * (n - 1), cudaMemcpyDeviceToHost);
        for (int i = 0; i < n; ++i) d[i] = ldexp(d[i], -unscale);
        for (int i = 0; i + 1 < n; ++i) e[i] = ldexp(e[i], -unscale);
        tridiagonal_eigenvalues(n, d, e, ev);
    }
    cudaFree(da), cudaFree(dtau), cudaFree(dd), cudaFree(de);
    free(d), free(e);
    return info;
}

static trident_int reduce_to_eigenvalues(trident_context *ctx, int cplx, char uplo, int n, const double *a,
                                         double *ev)
{
    return reduce_to_scaled_eigenvalues(ctx, cplx, uplo, n, a, ev, 0);
}

/* a random matrix (complex when cplx) and its Frobenius norm */
static double *random_matrix(int cplx, int n, double *anorm)
{
    const size_t count = (size_t)n * n * (cplx ? 2 : 1);
    double *a = malloc(sizeof(double) * count);
    *anorm = 0;
    for (size_t k = 0; k < count; ++k) a[k] = test_uniform(), *anorm += a[k] * a[k];
    *anorm = sqrt(*anorm);
    return a;
}

/* max |ev0 - ev1| in units of n ||A|| eps */
static double eigenvalue_gap(int n, const double *ev0, const double *ev1, double anorm)
{
    double diff = 0;
    for (int i = 0; i < n; ++i) diff = fmax(diff, fabs(ev0[i] - ev1[i]));
    return diff / ((double)n * anorm * 0x1p-53);
}

/* The one-launch path for small n (cuda/sytrd/sytrd_fused.cuh) against the
 * blocked driver, on the same Hermitian matrix (real when !cplx): the
 * eigenvalues of the two T must agree to O(n ||A|| eps).  limit < n: the
 * blocked driver hands the block left at order <= limit to the fused path.
 * Sizes past a block's shared memory put some columns in the global
 * workspace. */
/* The eigenvalues of T from the fused path (handed the order <= limit)
 * and from the blocked driver on the same matrix a: their gap in
 * n ||A|| eps (each reduction must give info 0; `what` names the case). */
static double fused_blocked_gap(int cplx, char uplo, int n, int limit, const double *a, double anorm,
                                const char *what)
{
    double *ev[2] = {malloc(sizeof(double) * n), malloc(sizeof(double) * n)};
    for (int path = 0; path < 2; ++path) { /* 0: fused, 1: blocked */
        test_ctx->sytrd_fused_max = path == 0 ? limit : 0;
        const trident_int info = reduce_to_eigenvalues(test_ctx, cplx, uplo, n, a, ev[path]);
        CHECK(info == 0, "%s %c n=%d path %d: info %d", what, uplo, n, path, (int)info);
    }
    test_ctx->sytrd_fused_max = fused_max_configured;
    const double ratio = eigenvalue_gap(n, ev[0], ev[1], anorm);
    free(ev[0]), free(ev[1]);
    return ratio;
}

static void fused_matches_blocked(int cplx, char uplo, int n, int limit)
{
    double anorm, *a = random_matrix(cplx, n, &anorm);
    const double ratio = fused_blocked_gap(cplx, uplo, n, limit, a, anorm, "fused_matches_blocked");
    CHECK(ratio < TEST_RATIO_LIMIT,
          "%ctrd uplo %c n=%d (fused from %d): fused and blocked eigenvalues of T differ by %.2f n|A|eps",
          cplx ? 'z' : 'd', uplo, n, limit, ratio);
    printf("%ctrd uplo %c n=%d (fused from %d): fused vs blocked eigenvalues of T: %.3f n|A|eps\n",
           cplx ? 'z' : 'd', uplo, n, limit, ratio);
    free(a);
}

/* The one-launch path on A 2^e: its reflectors take the plain sum of
 * squares only inside a safe range and otherwise xLARFG's scaled norm and
 * rescaling (sytrd_fused.cuh), so e = -1000 (below xLARFG's safmin),
 * -520 and +520 (outside the plain range) exercise the other branch.  The
 * eigenvalues of T, scaled back, must be those of A's own reduction to
 * O(n ||A|| eps). */
static void fused_scaled(int cplx, char uplo, int n, int e)
{
    double anorm, *a = random_matrix(cplx, n, &anorm);
    const size_t count = (size_t)n * n * (cplx ? 2 : 1);
    double *ev[2] = {malloc(sizeof(double) * n), malloc(sizeof(double) * n)};
    test_ctx->sytrd_fused_max = n;
    trident_int info = reduce_to_eigenvalues(test_ctx, cplx, uplo, n, a, ev[0]);
    for (size_t k = 0; k < count; ++k) a[k] = ldexp(a[k], e);
    const trident_int info_scaled = reduce_to_scaled_eigenvalues(test_ctx, cplx, uplo, n, a, ev[1], e);
    test_ctx->sytrd_fused_max = fused_max_configured;
    CHECK(info == 0 && info_scaled == 0, "fused_scaled %c n=%d 2^%d: info %d, %d", uplo, n, e, (int)info,
          (int)info_scaled);
    const double ratio = eigenvalue_gap(n, ev[0], ev[1], anorm);
    CHECK(ratio < TEST_RATIO_LIMIT, "%ctrd uplo %c n=%d, A 2^%d: eigenvalues of T off by %.2f n|A|eps",
          cplx ? 'z' : 'd', uplo, n, e, ratio);
    printf("%ctrd uplo %c n=%d, A 2^%d, fused: eigenvalues of T scaled back: %.3f n|A|eps\n", cplx ? 'z' : 'd',
           uplo, n, e, ratio);
    free(a), free(ev[0]), free(ev[1]);
}

/* The one-launch path on matrices whose reflectors meet exact zeros below
 * the subdiagonal (sytrd_fused.cuh: H = I where x and Im(alpha) are zero,
 * the plain formulas with x zero otherwise): shape 0 diagonal, 1 tridiagonal
 * (a complex subdiagonal for z), 2 two random diagonal blocks of orders
 * n/2 and n - n/2 (x is zero at one step only).  The eigenvalues of T must
 * be the blocked path's to O(n ||A|| eps); for d, where every H is I,
 * shapes 0 and 1 give A's own diagonal and subdiagonal bit for bit and tau
 * 0. */
static void fused_structured(int cplx, char uplo, int n, int shape)
{
    const int es = cplx ? 2 : 1;
    double *a = calloc((size_t)n * n * es, sizeof(double)), anorm = 0;
    for (int j = 0; j < n; ++j)
        for (int i = j; i < n; ++i) {
            const int in_block = shape == 2 && (i < n / 2) == (j < n / 2);
            if (!(i == j || (shape == 1 && i == j + 1) || in_block)) continue;
            const double re = test_uniform(), im = cplx && i != j ? test_uniform() : 0;
            /* the stored triangle's entry (i, j), i >= j, of the Hermitian matrix */
            const size_t at = uplo == 'L' ? (size_t)i + (size_t)j * n : (size_t)j + (size_t)i * n;
            a[at * es] = re;
            if (cplx) a[at * es + 1] = uplo == 'L' ? im : -im;
            anorm += (i == j ? 1 : 2) * (re * re + im * im);
        }
    anorm = sqrt(anorm);
    char what[48];
    snprintf(what, sizeof what, "fused_structured shape %d", shape);
    const double ratio = fused_blocked_gap(cplx, uplo, n, n, a, anorm, what);
    CHECK(ratio < TEST_RATIO_LIMIT, "%ctrd uplo %c n=%d shape %d: fused and blocked eigenvalues differ by %.2f n|A|eps",
          cplx ? 'z' : 'd', uplo, n, shape, ratio);
    printf("%ctrd uplo %c n=%d shape %d (diagonal, tridiagonal, two blocks): fused vs blocked %.3f n|A|eps\n",
           cplx ? 'z' : 'd', uplo, n, shape, ratio);
    if (!cplx && shape < 2) { /* every reflector is I: T is A's own tridiagonal */
        double *da, *dv, *v = malloc(sizeof(double) * 3 * n);
        CHECK(cudaMalloc((void **)&da, sizeof(double) * n * n) == cudaSuccess &&
                  cudaMalloc((void **)&dv, sizeof(double) * 3 * n) == cudaSuccess, "cudaMalloc");
        test_memcpy(da, a, sizeof(double) * n * n, cudaMemcpyHostToDevice);
        test_ctx->sytrd_fused_max = n;
        trident_int info = -99;
        trident_dsytrd_gpu(test_ctx, uplo, n, da, n, dv, dv + n, dv + 2 * n, &info);
        test_memcpy(v, dv, sizeof(double) * 3 * n, cudaMemcpyDeviceToHost);
        int same = info == 0;
        for (int k = 0; k < n && same; ++k) {
            same = v[k] == a[(size_t)k * (n + 1)];
            if (k + 1 < n) {
                const double sub = uplo == 'L' ? a[(size_t)k * n + k + 1] : a[(size_t)(k + 1) * n + k];
                same = same && v[n + k] == sub && v[2 * n + k] == 0;
            }
        }
        CHECK(same, "dtrd uplo %c n=%d shape %d: T is not A's own tridiagonal bit for bit (info %d)", uplo, n,
              shape, (int)info);
        cudaFree(da), cudaFree(dv), free(v);
        test_ctx->sytrd_fused_max = fused_max_configured;
    }
    free(a);
}

/* fused_scaled at the three exponents (d of order dn, z of order zn) and
 * fused_structured in its three shapes at d orders d_lower ('L'),
 * d_upper ('U') and z orders z_upper, z_lower */
static void fused_scaled_and_structured(int dn, int zn, int d_lower, int d_upper, int z_upper, int z_lower)
{
    for (int k = 0; k < 3; ++k) {
        const int e[3] = {-1000, -520, 520};
        fused_scaled(0, k == 1 ? 'U' : 'L', dn, e[k]);
        fused_scaled(1, k == 1 ? 'L' : 'U', zn, e[k]);
    }
    for (int shape = 0; shape < 3; ++shape) {
        fused_structured(0, 'L', d_lower, shape);
        fused_structured(0, 'U', d_upper, shape);
        fused_structured(1, 'U', z_upper, shape);
        fused_structured(1, 'L', z_lower, shape);
    }
}

/* The fused path's cases with test_ctx's tail of order at most `tail`
 * (TAIL_ALL_THAT_FITS: as large as fits), then back to the default */
enum { TAIL_ALL_THAT_FITS = 1 << 20 };
static void tail_cases(int64_t tail)
{
    test_ctx->sytrd_fused_tail = tail;
    printf("one-block tail %lld:\n", (long long)tail);
    fused_matches_blocked(0, 'L', 150, 150);
    fused_matches_blocked(1, 'U', 100, 100);
    fused_matches_blocked(0, 'U', 169, 169);
    fused_matches_blocked(1, 'L', 120, 120);
    fused_matches_blocked(0, 'L', 700, 700);
    fused_matches_blocked(1, 'U', 400, 400);
    fused_matches_blocked(0, 'U', 1000, 600); /* blocked panels, then fused, then the tail */
    fused_scaled_and_structured(160, 300, 150, 600, 110, 300);
    test_ctx->sytrd_fused_tail = -1;
}

/* The one-launch path's columns in global memory come to 43 MB for z at
 * n = 2040 (6 of each block's 16 columns fit its shared memory).  On a
 * device with room for the blocked path's workspace but not for those, the
 * reduction must run blocked until the block left fits the kernel: info 0
 * and the eigenvalues of the blocked path's T, not out-of-memory (which it
 * gave while the up-front reservation counted the columns in). */
static void fused_columns_refused_on_full_device(void)
{
    enum { n = 2040 };
    double anorm, *a = random_matrix(1, n, &anorm);
    double *ev[2] = {malloc(sizeof(double) * n), malloc(sizeof(double) * n)};
    test_ctx->sytrd_fused_max = 0; /* the reference: blocked all the way */
    trident_int info = reduce_to_eigenvalues(test_ctx, 1, 'L', n, a, ev[1]);
    test_ctx->sytrd_fused_max = fused_max_configured;
    CHECK(info == 0, "fused_columns_refused: blocked reference: info %d", (int)info);
    trident_context *ctx; /* its own context: test_ctx's workspace may hold the columns already */
    trident_context_create(&ctx);
    const double small[4] = {1, 0, 0, 1};
    CHECK(reduce_to_eigenvalues(ctx, 0, 'L', 2, small, ev[0]) == 0, "fused_columns_refused: warm-up");
    void *blocks[4096];
    /* room for A and the blocked path, not the columns, beside the library's headroom */
    const int nblocks = exhaust_device(blocks, 4096, ((size_t)96 << 20) + TRIDENT_CUDA_HEADROOM_BYTES);
    handler_calls = 0;
    info = reduce_to_eigenvalues(ctx, 1, 'L', n, a, ev[0]);
    for (int k = 0; k < nblocks; ++k) cudaFree(blocks[k]);
    CHECK(info == 0 && handler_calls == 0, "fused_columns_refused: info %d, handler %d", (int)info, handler_calls);
    if (info == 0) {
        const double ratio = eigenvalue_gap(n, ev[0], ev[1], anorm);
        CHECK(ratio < TEST_RATIO_LIMIT, "fused_columns_refused: eigenvalues of T off by %.2f n|A|eps", ratio);
    }
    trident_context_destroy(ctx);
    free(a), free(ev[0]), free(ev[1]);
}

/* d's hook into lower_upper_agree (sytrd_large_generic.h) at large n: with
 * uplo 'U', first the first panel and update through the probe (the check
 * that caught cuBLAS's xSYR2K), then A again for the whole reduction;
 * TRIDENT_TEST_PROBE_PANELS=p (diagnosis) follows p panels of each
 * triangle instead and stops there (returns 1: no reduction). */
static int probe_before_reduction(int n, char uplo, const double *a, double *da)
{
    const char *probe_panels = getenv("TRIDENT_TEST_PROBE_PANELS");
    const int first_panel_check = uplo == 'U' && n > 10000 && !probe_panels;
    probe_state ps = {probe_panels ? atoi(probe_panels) : first_panel_check, NULL, NULL, a, n, NULL};
    if (ps.panels_left <= 0) return 0;
    double *dd, *de, *dtau;
    cudaMalloc((void **)&dd, sizeof(double) * n), cudaMalloc((void **)&de, sizeof(double) * n);
    cudaMalloc((void **)&dtau, sizeof(double) * n);
    cublasCreate(&ps.blas);
    ps.host = malloc(sizeof(double) * n);
    test_ctx->sytrd_probe = sytrd_probe, test_ctx->sytrd_probe_arg = &ps;
    trident_int info = 0;
    trident_dsytrd_gpu(test_ctx, uplo, n, da, n, dd, de, dtau, &info);
    cudaDeviceSynchronize();
    CHECK(info == PROBE_STOP, "n=%d uplo %c: probe run ended with info %d", n, uplo, (int)info);
    test_ctx->sytrd_probe = NULL;
    cublasDestroy(ps.blas), free(ps.host);
    cudaFree(dd), cudaFree(de), cudaFree(dtau);
    if (!first_panel_check) return 1;
    test_memcpy(da, a, sizeof(double) * (size_t)n * n, cudaMemcpyHostToDevice);
    return 0;
}

#define TRI_GENERIC_SOURCE "gpu/sytrd_large_generic.h"
#include "core/prec/instantiate.h"

/* The two large primitives of the tridiagonalization on their own at order
 * n (run with TRIDENT_TEST_LARGE_N): Trident's dsymv and cuBLAS dsyr2k, both
 * triangles, checked entry by entry on sampled rows / entries against sums
 * on the host (A(i,j) = symmetric_entry, recomputed there). */
static void primitives_at_large_n(int n)
{
    const int k = 32, samples = 40;
    double *h = malloc(sizeof(double) * (size_t)n * n), *hv = malloc(sizeof(double) * (size_t)n * 2 * k);
    double *x = malloc(sizeof(double) * n);
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < n; ++i) h[i + j * n] = symmetric_entry(i < j ? i : j, i < j ? j : i);
    for (int64_t i = 0; i < (int64_t)n * 2 * k; ++i) hv[i] = symmetric_entry(i, 7);
    for (int i = 0; i < n; ++i) x[i] = symmetric_entry(i, 3);
    double *da, *dv, *dx, *dy;
    cudaMalloc((void **)&da, sizeof(double) * (size_t)n * n);
    cudaMalloc((void **)&dv, sizeof(double) * (size_t)n * 2 * k);
    cudaMalloc((void **)&dx, sizeof(double) * n), cudaMalloc((void **)&dy, sizeof(double) * n);
    test_memcpy(dv, hv, sizeof(double) * (size_t)n * 2 * k, cudaMemcpyHostToDevice);
    test_memcpy(dx, x, sizeof(double) * n, cudaMemcpyHostToDevice);
    cublasHandle_t blas;
    cublasCreate(&blas);
    for (int u = 0; u < 2; ++u) {
        const char uplo = u ? 'U' : 'L';
        test_memcpy(da, h, sizeof(double) * (size_t)n * n, cudaMemcpyHostToDevice);
        /* y = A x */
        CHECK(trident_dsymv(test_ctx, uplo, n, 1.0, da, n, dx, 1, 0.0, dy, 1) == 0, "dsymv %c", uplo);
        cudaDeviceSynchronize();
        double worst = 0;
        for (int s = 0; s < samples; ++s) {
            const int64_t i = s < samples / 2 ? (int64_t)s * (n / (samples / 2)) : n - 1 - (s - samples / 2);
            double ref = 0, scale = 0, y = 0;
            for (int64_t j = 0; j < n; ++j) ref += h[i + j * n] * x[j], scale += fabs(h[i + j * n] * x[j]);
            cudaMemcpy(&y, dy + i, sizeof y, cudaMemcpyDeviceToHost);
            worst = fmax(worst, fabs(y - ref) / (scale * 0x1p-53 * n));
        }
        CHECK(worst < TEST_RATIO_LIMIT, "n=%d dsymv %c: sampled rows off by %.3g n eps", n, uplo, worst);
        printf("n=%d: trident_dsymv %c, sampled rows: %.3g n eps\n", n, uplo, worst);
        /* C := C - V W^T - W V^T on the trailing n-k block, as the driver calls it */
        const int64_t m = n - k;
        double *dc = da + k + k * (int64_t)n, minus = -1, one = 1;
        cublasStatus_t st = cublasDsyr2k(blas, u ? CUBLAS_FILL_MODE_UPPER : CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_N,
                                         (int)m, k, &minus, dv, n, dv + (size_t)n * k, n, &one, dc, n);
        cudaDeviceSynchronize();
        worst = 0;
        for (int s = 0; s < samples * samples; ++s) {
            int64_t i = (int64_t)((symmetric_entry(s, 11) * 0.5 + 0.5) * (m - 1));
            int64_t j = s % 2 ? m - 1 - s / 2 : (int64_t)((symmetric_entry(s, 13) * 0.5 + 0.5) * (m - 1));
            if (u ? i > j : i < j) { const int64_t t = i; i = j; j = t; }
            double ref = h[(k + i) + (k + j) * (int64_t)n], scale = fabs(ref), c = 0;
            for (int q = 0; q < k; ++q) {
                const double p1 = hv[i + (int64_t)q * n] * hv[j + (int64_t)(k + q) * n];
                const double p2 = hv[i + (int64_t)(k + q) * n] * hv[j + (int64_t)q * n];
                ref -= p1 + p2, scale += fabs(p1) + fabs(p2);
            }
            cudaMemcpy(&c, dc + i + j * (int64_t)n, sizeof c, cudaMemcpyDeviceToHost);
            worst = fmax(worst, fabs(c - ref) / (scale * 0x1p-53 * k));
        }
        CHECK(st == CUBLAS_STATUS_SUCCESS && worst < TEST_RATIO_LIMIT, "n=%d cublasDsyr2k %c: status %d, sampled entries off by %.3g k eps",
              n, uplo, (int)st, worst);
        printf("n=%d: cublasDsyr2k %c, sampled entries: %.3g k eps\n", n, uplo, worst);
        fflush(stdout);
    }
    cublasDestroy(blas);
    cudaFree(da), cudaFree(dv), cudaFree(dx), cudaFree(dy);
    free(h), free(hv), free(x);
}

/* 64-bit element offsets at small cost: the same n-by-n matrix reduced with
 * ldda = n and with ldda > 2^31 / n (so the last columns lie past element
 * 2^31, as they do at n = 47000 with ldda = n) must give the same T.  An
 * offset computed in 32 bits anywhere (our kernels, cuBLAS) breaks this. */
static void large_leading_dimension(char uplo)
{
    const int n = 4100;
    const int64_t ldda = (((int64_t)1 << 31) / n + 64) / 32 * 32;
    size_t free_b = 0, total_b = 0;
    cudaMemGetInfo(&free_b, &total_b);
    if (free_b < (size_t)ldda * n * sizeof(double) + ((size_t)1 << 30)) {
        printf("large_leading_dimension: %.1f GB free on the device, not run\n", free_b / 1e9);
        return;
    }
    double *a = malloc(sizeof(double) * (size_t)n * n), *ev[2], *e = malloc(sizeof(double) * n);
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < n; ++i) a[i + j * n] = symmetric_entry(i < j ? i : j, i < j ? j : i);
    double anorm = 0;
    for (size_t k = 0; k < (size_t)n * n; ++k) anorm += a[k] * a[k];
    anorm = sqrt(anorm);
    double *dd, *de, *dtau;
    cudaMalloc((void **)&dd, sizeof(double) * n), cudaMalloc((void **)&de, sizeof(double) * n);
    cudaMalloc((void **)&dtau, sizeof(double) * n);
    for (int big = 0; big < 2; ++big) {
        const int64_t ld = big ? ldda : n;
        double *da = NULL;
        CHECK(cudaMalloc((void **)&da, sizeof(double) * (size_t)ld * n) == cudaSuccess, "cudaMalloc ld %lld",
              (long long)ld);
        test_memcpy_2d(da, sizeof(double) * ld, a, sizeof(double) * n, sizeof(double) * n, n, cudaMemcpyHostToDevice);
        trident_int info = 0;
        trident_dsytrd_gpu(test_ctx, uplo, n, da, ld, dd, de, dtau, &info);
        CHECK(info == 0, "large_leading_dimension %c ldda %lld: info %d", uplo, (long long)ld, (int)info);
        ev[big] = malloc(sizeof(double) * n);
        cudaMemcpy(ev[big], dd, sizeof(double) * n, cudaMemcpyDeviceToHost);
        cudaMemcpy(e, de, sizeof(double) * (n - 1), cudaMemcpyDeviceToHost);
        int linfo = 0;
        dsterf_(&n, ev[big], e, &linfo);
        qsort(ev[big], (size_t)n, sizeof(double), cmp_double);
        cudaFree(da);
    }
    double diff = 0;
    for (int i = 0; i < n; ++i) diff = fmax(diff, fabs(ev[0][i] - ev[1][i]));
    const double ratio = diff / ((double)n * anorm * 0x1p-53);
    CHECK(ratio < TEST_RATIO_LIMIT, "uplo %c: eigenvalues of T with ldda = n and ldda = %lld differ by %.3g n|A|eps",
          uplo, (long long)ldda, ratio);
    printf("uplo %c, n = %d: ldda = %lld (n*ldda > 2^31) vs ldda = n: eigenvalues of T agree to %.3g n|A|eps\n",
           uplo, n, (long long)ldda, ratio);
    cudaFree(dd), cudaFree(de), cudaFree(dtau);
    free(a), free(e), free(ev[0]), free(ev[1]);
}

static void bad_device_arguments(void)
{
    enum { n = 8 };
    double *da, *dd;
    cudaMalloc((void **)&da, n * n * sizeof(double));
    cudaMalloc((void **)&dd, 3 * n * sizeof(double));
    double host[n * n + 3 * n], back[n * n + 3 * n];
    for (int k = 0; k < n * n + 3 * n; ++k) host[k] = -7.5 - k;
    cudaMemcpy(da, host, n * n * sizeof(double), cudaMemcpyHostToDevice);
    cudaMemcpy(dd, host + n * n, 3 * n * sizeof(double), cudaMemcpyHostToDevice);
    struct { char uplo; int64_t n, ldda; int ok_ctx; trident_int expect; } cases[] = {
        {'L', n, n, 0, TRIDENT_INFO_INVALID_CONTEXT}, {'X', n, n, 1, -2},
        {'L', -1, n, 1, -3}, {'U', n, n - 1, 1, -5}};
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; ++c) {
        trident_int info = 0;
        handler_calls = 0;
        trident_dsytrd_gpu(cases[c].ok_ctx ? test_ctx : NULL, cases[c].uplo, cases[c].n, da,
                           cases[c].ldda, dd, dd + n, dd + 2 * n, &info);
        cudaMemcpy(back, da, n * n * sizeof(double), cudaMemcpyDeviceToHost);
        cudaMemcpy(back + n * n, dd, 3 * n * sizeof(double), cudaMemcpyDeviceToHost);
        CHECK(info == cases[c].expect && handler_calls == 1, "bad case %zu: info %d", c, (int)info);
        CHECK(!memcmp(host, back, sizeof host), "bad case %zu: device arrays written", c);
    }
    trident_int info = 0;
    trident_dsytrd_gpu(test_ctx, 'L', n, NULL, n, dd, dd + n, dd + 2 * n, &info);
    CHECK(info == -4, "NULL dA: info %d", (int)info);
    cudaFree(da), cudaFree(dd);
}

static void out_of_memory(void)
{
    enum { n = 3000 };
    double *a = malloc(sizeof(double) * n * n), *a0 = malloc(sizeof(double) * n * n);
    double *d = malloc(sizeof(double) * n), *e = malloc(sizeof(double) * n), *tau = malloc(sizeof(double) * n);
    double *work = malloc(sizeof(double) * 64 * n);
    for (int k = 0; k < n * n; ++k) a0[k] = test_uniform();
    for (int k = 0; k < n; ++k) d[k] = e[k] = tau[k] = 3.25;
    memcpy(a, a0, sizeof(double) * n * n);
    trident_dsytrd('L', n, a, n, d, e, tau, work, 64 * n, &(trident_int){0}); /* warm the context */

    void *blocks[4096];
    const int nblocks = exhaust_device(blocks, 4096, (size_t)8 << 20); /* < n*n*8 bytes left */
    trident_context *def = trident_default_context();
    memcpy(a, a0, sizeof(double) * n * n);
    for (int k = 0; k < n; ++k) d[k] = e[k] = tau[k] = 3.25;
    trident_context_set_backend(def, TRIDENT_BACKEND_GPU);
    trident_int info = 0;
    handler_calls = 0;
    trident_dsytrd('L', n, a, n, d, e, tau, work, 64 * n, &info);
    int touched = memcmp(a, a0, sizeof(double) * n * n) != 0;
    for (int k = 0; k < n; ++k) touched |= d[k] != 3.25 || e[k] != 3.25 || tau[k] != 3.25;
    CHECK(info == TRIDENT_INFO_OUT_OF_MEMORY && handler_calls == 1 && !touched,
          "backend gpu, device full: info %d, handler %d, outputs touched %d", (int)info, handler_calls, touched);

    trident_context_set_backend(def, TRIDENT_BACKEND_AUTO);
    trident_dsytrd('L', n, a, n, d, e, tau, work, 64 * n, &info);
    CHECK(info == 0 && !strcmp(trident_context_last_backend(def), "host"),
          "backend auto, device full: info %d on %s (expected a host fallback)", (int)info,
          trident_context_last_backend(def));
    for (int k = 0; k < nblocks; ++k) cudaFree(blocks[k]);
    free(a), free(a0), free(d), free(e), free(tau), free(work);
}

/* The blocked reduction's device workspace grows with what its steps ask
 * for; on a device with room for the panel workspace but not for that, the
 * device entry must fail before it touches the matrix (it used to fail at
 * the first trailing update, with a panel of dA already reduced). */
static void full_device_leaves_matrix_untouched(void)
{
    enum { n = 6000 }; /* d: the one-stage reduction (forced: the route's crossover depends on the GPU) */
    const size_t an = (size_t)n * n;
    double *a0 = malloc(an * sizeof *a0), *back = malloc(an * sizeof *back);
    double v0[3 * n], v[3 * n];
    for (size_t k = 0; k < an; ++k) a0[k] = test_uniform();
    for (int k = 0; k < 3 * n; ++k) v0[k] = 3.25;
    trident_context *ctx;
    trident_context_create(&ctx);
    double *da, *dv;
    CHECK(cudaMalloc((void **)&da, an * sizeof *da) == cudaSuccess &&
              cudaMalloc((void **)&dv, sizeof v0) == cudaSuccess, "cudaMalloc");
    trident_int info = -99;
    setenv("TRIDENT_SYTRD_2STAGE_MIN_N", "1000000000", 1);
    test_memcpy(da, a0, 64 * 64 * sizeof *da, cudaMemcpyHostToDevice);
    trident_dsytrd_gpu(ctx, 'L', 64, da, 64, dv, dv + n, dv + 2 * n, &info); /* the context's handles, a small workspace */
    CHECK(info == 0, "full_device: warm-up: info %d", (int)info);
    test_memcpy(da, a0, an * sizeof *da, cudaMemcpyHostToDevice);
    test_memcpy(dv, v0, sizeof v0, cudaMemcpyHostToDevice);
    void *blocks[4096];
    const int nblocks = exhaust_device(blocks, 4096, (size_t)3 << 20); /* the panel's 1.5 MB, not the 4.6 of the update */
    handler_calls = 0;
    trident_dsytrd_gpu(ctx, 'L', n, da, n, dv, dv + n, dv + 2 * n, &info);
    unsetenv("TRIDENT_SYTRD_2STAGE_MIN_N");
    for (int k = 0; k < nblocks; ++k) cudaFree(blocks[k]);
    test_memcpy(back, da, an * sizeof *da, cudaMemcpyDeviceToHost);
    test_memcpy(v, dv, sizeof v, cudaMemcpyDeviceToHost);
    CHECK(info == TRIDENT_INFO_OUT_OF_MEMORY && handler_calls == 1, "full_device: info %d, handler %d", (int)info,
          handler_calls);
    CHECK(!memcmp(back, a0, an * sizeof *a0) && !memcmp(v, v0, sizeof v), "full_device: dA, d, e or tau written");
    cudaFree(da), cudaFree(dv);
    trident_context_destroy(ctx);
    free(a0), free(back);
}

/* The two-stage route (forced here) needs two n x n
 * scratch matrices; where the device has room for one only, the device
 * entry falls back to the one-stage reduction: info 0 and the one stage's
 * very bits. */
static void route_falls_back_on_full_device(void)
{
    enum { n = 6200 };
    const size_t an = (size_t)n * n;
    double *a0 = malloc(an * sizeof *a0), *ref = malloc(an * sizeof *ref), *got = malloc(an * sizeof *got);
    double *da, *dv;
    for (size_t k = 0; k < an; ++k) a0[k] = test_uniform();
    CHECK(cudaMalloc((void **)&da, an * sizeof *da) == cudaSuccess &&
              cudaMalloc((void **)&dv, 3 * (size_t)n * sizeof *dv) == cudaSuccess, "cudaMalloc");
    trident_int info = -99;
    setenv("TRIDENT_SYTRD_2STAGE_MIN_N", "1000000000", 1); /* the reference: one stage */
    test_memcpy(da, a0, an * sizeof *da, cudaMemcpyHostToDevice);
    trident_dsytrd_gpu(test_ctx, 'L', n, da, n, dv, dv + n, dv + 2 * n, &info);
    unsetenv("TRIDENT_SYTRD_2STAGE_MIN_N");
    CHECK(info == 0, "route_falls_back: one stage: info %d", (int)info);
    test_memcpy(ref, da, an * sizeof *da, cudaMemcpyDeviceToHost);

    test_memcpy(da, a0, an * sizeof *da, cudaMemcpyHostToDevice);
    void *blocks[4096];
    const int nblocks =
        exhaust_device(blocks, 4096, an * sizeof(double) + ((size_t)64 << 20) + TRIDENT_CUDA_HEADROOM_BYTES);
    info = -99;
    handler_calls = 0;
    setenv("TRIDENT_SYTRD_2STAGE_MIN_N", "3", 1);
    trident_dsytrd_gpu(test_ctx, 'L', n, da, n, dv, dv + n, dv + 2 * n, &info);
    unsetenv("TRIDENT_SYTRD_2STAGE_MIN_N");
    for (int k = 0; k < nblocks; ++k) cudaFree(blocks[k]);
    test_memcpy(got, da, an * sizeof *da, cudaMemcpyDeviceToHost);
    CHECK(info == 0 && handler_calls == 0, "route_falls_back: room for one n x n matrix: info %d, handler %d",
          (int)info, handler_calls);
    CHECK(!memcmp(got, ref, an * sizeof *got), "route_falls_back: not the one-stage reduction's bits");
    cudaFree(da), cudaFree(dv);
    free(a0), free(ref), free(got);
}

/* Host-pointer staging of a large matrix (>= 32 MB goes through page-locked
 * memory, src/backend/cuda/cuda_backend.c): a caller's matrix that is
 * already registered gives the same bits as plain memory, and is still
 * registered afterwards (Trident released only what it registered). */
static void registered_host_matrix(int n)
{
    const size_t an = (size_t)n * n;
    double *a0 = malloc(an * sizeof *a0), *a = malloc(an * sizeof *a), *a_plain = malloc(an * sizeof *a);
    double *d = malloc((size_t)n * sizeof *d), *e = malloc((size_t)n * sizeof *e);
    double *tau = malloc((size_t)n * sizeof *tau), *work = malloc(64 * (size_t)n * sizeof *work);
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < n; ++i) a0[i + j * n] = symmetric_entry(i < j ? i : j, i < j ? j : i);
    trident_int info = 0;
    memcpy(a_plain, a0, an * sizeof *a0);
    trident_dsytrd('L', n, a_plain, n, d, e, tau, work, 64 * n, &info);
    CHECK(info == 0, "registered_host_matrix: plain memory: info %d", (int)info);
    memcpy(a, a0, an * sizeof *a0);
    CHECK(cudaHostRegister(a, an * sizeof *a, cudaHostRegisterDefault) == cudaSuccess,
          "registered_host_matrix: cudaHostRegister");
    trident_dsytrd('L', n, a, n, d, e, tau, work, 64 * n, &info);
    CHECK(info == 0, "registered_host_matrix: registered memory: info %d", (int)info);
    CHECK(memcmp(a, a_plain, an * sizeof *a) == 0,
          "registered_host_matrix n=%d: registered and plain memory give different bits", n);
    CHECK(cudaHostUnregister(a) == cudaSuccess,
          "registered_host_matrix: the caller's registration was released by Trident");
    free(a0), free(a), free(a_plain), free(d), free(e), free(tau), free(work);
}

int main(void)
{
    if (!trident_gpu_available()) {
        printf("SKIP: no CUDA device\n");
        return TEST_SKIP_CODE;
    }
    trident_set_error_handler(counting_handler, NULL);
    trident_context_create(&test_ctx);
    fused_max_configured = test_ctx->sytrd_fused_max;
    trident_context_set_backend(trident_default_context(), TRIDENT_BACKEND_GPU);
    const char uplos[2] = {'L', 'U'};
    for (int u = 0; u < 2; ++u) {
        gpu_repeat_and_agree_s(uplos[u], 300, 10);
        gpu_repeat_and_agree_d(uplos[u], 517, 20);
        gpu_repeat_and_agree_c(uplos[u], 201, 10);
        gpu_repeat_and_agree_z(uplos[u], 333, 10);
    }
    /* xSYTRD by way of the two-stage reduction (drivers/sytrd_from_2stage_generic.h) */
    for (int u = 0; u < 2; ++u) {
        two_stage_route_matches_s(uplos[u], 700);
        two_stage_route_matches_d(uplos[u], 1100);
        two_stage_route_matches_c(uplos[u], 333);
        two_stage_route_matches_z(uplos[u], 517);
    }
    setenv("TRIDENT_SYTRD_2STAGE_MIN_N", "3", 1);
    gpu_repeat_and_agree_s('U', 300, 3);
    gpu_repeat_and_agree_d('L', 517, 3);
    gpu_repeat_and_agree_c('L', 201, 3);
    gpu_repeat_and_agree_z('U', 333, 3);
    unsetenv("TRIDENT_SYTRD_2STAGE_MIN_N");
    gpu_repeat_and_agree_d('L', 2100, 2); /* 35 MB: the page-locked staging */
    gpu_repeat_and_agree_z('U', 1500, 2);  /* the fused path with columns in global memory */
    fused_matches_blocked(0, 'L', 1000, 1000);
    fused_matches_blocked(0, 'U', 2100, 2100);
    fused_matches_blocked(1, 'L', 1500, 1500);
    fused_matches_blocked(1, 'U', 777, 777);
    fused_matches_blocked(0, 'L', 1000, 700); /* blocked panels, then fused */
    fused_matches_blocked(0, 'U', 1000, 700);
    fused_matches_blocked(1, 'L', 900, 600);
    fused_matches_blocked(1, 'U', 900, 600);
    /* d 'U' and z 'L' at 1100: 512 threads a block (z there: xLARFG before the pass) */
    fused_scaled_and_structured(600, 300, 600, 1100, 300, 1100);
    /* the last columns in one block (cuda/sytrd/sytrd_tail.cuh): the whole matrix within it,
     * handed over after two or three fused steps (its order on a 227 KB device: d 167, z 117),
     * after many, and with a short tail; each case in the tail's own reflector code (the plain
     * formulas, the scaled norm, zero columns) */
    tail_cases(TAIL_ALL_THAT_FITS);
    tail_cases(40);
    test_ctx->sytrd_fused_tail = trident_default_context()->sytrd_fused_tail = TAIL_ALL_THAT_FITS;
    gpu_repeat_and_agree_s('L', 230, 5);
    gpu_repeat_and_agree_d('U', 150, 5);
    gpu_repeat_and_agree_c('U', 600, 5);
    gpu_repeat_and_agree_z('L', 333, 5);
    test_ctx->sytrd_fused_tail = trident_default_context()->sytrd_fused_tail = -1; /* the default */
    registered_host_matrix(2100);
    /* one stage, then the two-stage route, each forced: where the route
     * begins (crossover.h) depends on the GPU */
    setenv("TRIDENT_SYTRD_2STAGE_MIN_N", "1000000000", 1);
    lower_upper_agree_d(2500, probe_before_reduction);
    lower_upper_agree_d(4097, probe_before_reduction);
    setenv("TRIDENT_SYTRD_2STAGE_MIN_N", "3", 1);
    lower_upper_agree_d(8200, probe_before_reduction);
    lower_upper_agree_s(6200, NULL);
    lower_upper_agree_c(8200, NULL);
    lower_upper_agree_z(5200, NULL);
    unsetenv("TRIDENT_SYTRD_2STAGE_MIN_N");
    large_leading_dimension('L');
    large_leading_dimension('U');
    /* TRIDENT_TEST_LARGE_N=47000: n * lda > 2^31 (64-bit indexing); minutes, so not in ctest.
     * TRIDENT_TEST_LARGE_TYPES (default d) names the precisions run there. */
    const char *large = getenv("TRIDENT_TEST_LARGE_N"), *large_types = getenv("TRIDENT_TEST_LARGE_TYPES");
    const int large_n = large ? atoi(large) : 0;
    if (!large_types) large_types = "d";
    if (large_n > 0 && strchr(large_types, 'd') && !getenv("TRIDENT_TEST_PROBE_PANELS")) primitives_at_large_n(large_n);
    if (large_n > 0 && !getenv("TRIDENT_TEST_PRIMITIVES_ONLY")) {
        if (strchr(large_types, 'd')) lower_upper_agree_d(large_n, probe_before_reduction);
        if (strchr(large_types, 's')) lower_upper_agree_s(large_n, NULL);
        if (strchr(large_types, 'c')) lower_upper_agree_c(large_n, NULL);
        if (strchr(large_types, 'z')) lower_upper_agree_z(large_n, NULL);
    }
    bad_device_arguments();
    out_of_memory();
    fused_columns_refused_on_full_device();
    route_falls_back_on_full_device();
    full_device_leaves_matrix_untouched();
    trident_context_destroy(test_ctx);
    return test_finish("sytrd_gpu");
}
