/*
 * tridiag_eigvals_generic.h -- the GPU bisection (backend primitive
 * tridiag_eigvals), one real precision (s, d):
 *   - against xSTERF:  max |w - w_sterf| / (n ulp ||T||) < 30;
 *   - against a long-double bisection (a reference some 11 bits more
 *     accurate than double): max |w - w_ref| / (ulp ||T||) < 8, the "few
 *     ulps of ||T||" the primitive promises;
 *   - ascending, bitwise repeatable; a subset il..iu (which may take more
 *     cuts per step than the full run: bisect_kernels.cu) as accurate
 *     against the long-double reference, and within 8 ulp ||T|| of the
 *     full run's entries;
 *   - the host primitive (xSTEBZ) agrees.
 * Matrices: random, graded, clustered, exactly repeated eigenvalues, glued
 * Wilkinson, zero, near over- and underflow, n = 1 and 2, and orders past
 * the kernel's shared-memory tile (1024).
 */

/* ||T||_1 */
static double TRI_SFX(tridiag_norm)(int64_t n, const TRI_R *d, const TRI_R *e)
{
    double t = 0;
    for (int64_t i = 0; i < n; ++i) {
        const double r = fabs((double)d[i]) + (i > 0 ? fabs((double)e[i - 1]) : 0) +
                         (i + 1 < n ? fabs((double)e[i]) : 0);
        if (r > t) t = r;
    }
    return t;
}

/* eigenvalues of (d, e) below x, in long double, with xSTEBZ's pivot guard */
static int64_t TRI_SFX(ld_count)(int64_t n, const TRI_R *d, const TRI_R *e, long double x,
                                 long double pivmin)
{
    long double q = 1;
    int64_t count = 0;
    for (int64_t j = 0; j < n; ++j) {
        const long double ej = j > 0 ? (long double)e[j - 1] : 0.0L;
        q = ((long double)d[j] - x) - ej * ej / q;
        if (fabsl(q) <= pivmin) q = -pivmin;
        count += q < 0;
    }
    return count;
}

/* eigenvalues by long-double bisection, to a width of 2^-12 ulp ||T||: all
 * of them up to n = 600, every 7th beyond (NaN for the others) */
static void TRI_SFX(ld_eigenvalues)(int64_t n, const TRI_R *d, const TRI_R *e, double *w)
{
    long double gl = 0, gu = 0, e2max = 0;
    for (int64_t i = 0; i < n; ++i) {
        const long double r = (i > 0 ? fabsl((long double)e[i - 1]) : 0) +
                              (i + 1 < n ? fabsl((long double)e[i]) : 0);
        const long double lo = (long double)d[i] - r, hi = (long double)d[i] + r;
        if (i == 0 || lo < gl) gl = lo;
        if (i == 0 || hi > gu) gu = hi;
        if (i + 1 < n && (long double)e[i] * e[i] > e2max) e2max = (long double)e[i] * e[i];
    }
    const long double tnorm = fabsl(gl) > fabsl(gu) ? fabsl(gl) : fabsl(gu);
    const long double pivmin = LDBL_MIN * (e2max > 1 ? e2max : 1);
    const long double tol = (long double)(2 * TRI_EPS) * tnorm / 4096;
    gl -= tnorm * 1e-3L + 2 * pivmin, gu += tnorm * 1e-3L + 2 * pivmin;
    for (int64_t k = 0; k < n; ++k) {
        if (n > 600 && k % 7 != 0) {
            w[k] = NAN;
            continue;
        }
        long double lo = gl, hi = gu;
        while (hi - lo > tol) {
            const long double mid = 0.5L * (lo + hi);
            if (mid <= lo || mid >= hi) break;
            if (TRI_SFX(ld_count)(n, d, e, mid, pivmin) > k) hi = mid;
            else lo = mid;
        }
        w[k] = (double)(0.5L * (lo + hi));
    }
}

static int TRI_SFX(cmp_real)(const void *a, const void *b)
{
    const TRI_R x = *(const TRI_R *)a, y = *(const TRI_R *)b;
    return (x > y) - (x < y);
}

static void TRI_SFX(check_tridiag)(const char *kind, int64_t n, const TRI_R *d, const TRI_R *e)
{
    const trident_backend_ops *cu = trident_cuda_backend();
    const char *name = "tridiag_eigvals_" TRI_STR(TRI_CH);
    const size_t rb = (size_t)(n > 0 ? n : 1) * sizeof(TRI_R);
    TRI_R *w = malloc(rb), *w2 = malloc(rb), *ws = malloc(rb), *wh = malloc(rb);
    TRI_R *dc = malloc(rb), *ec = malloc(rb);
    double *wref = malloc((size_t)(n > 0 ? n : 1) * sizeof(double));
    TRI_R *dd, *de, *dw;
    cudaMalloc((void **)&dd, rb), cudaMalloc((void **)&de, rb), cudaMalloc((void **)&dw, rb);
    test_memcpy(dd, d, (size_t)n * sizeof(TRI_R), cudaMemcpyHostToDevice);
    if (n > 1) test_memcpy(de, e, (size_t)(n - 1) * sizeof(TRI_R), cudaMemcpyHostToDevice);

    TRI_MEMBER(*cu).tridiag_eigvals(test_ctx, n, dd, de, 0, n - 1, dw);
    int status = cu->synchronize(test_ctx);
    cudaMemcpy(w, dw, (size_t)n * sizeof(TRI_R), cudaMemcpyDeviceToHost);
    TRI_MEMBER(*cu).tridiag_eigvals(test_ctx, n, dd, de, 0, n - 1, dw);
    status |= cu->synchronize(test_ctx);
    cudaMemcpy(w2, dw, (size_t)n * sizeof(TRI_R), cudaMemcpyDeviceToHost);
    const int64_t il = n / 3, iu = n - 1 - n / 4; /* a subset */
    TRI_MEMBER(*cu).tridiag_eigvals(test_ctx, n, dd, de, il, iu, dw);
    status |= cu->synchronize(test_ctx);
    cudaMemcpy(ws, dw, (size_t)(iu - il + 1) * sizeof(TRI_R), cudaMemcpyDeviceToHost);
    CHECK(status == 0, "%s %s n=%lld: status %d", name, kind, (long long)n, status);
    CHECK(!memcmp(w, w2, (size_t)n * sizeof(TRI_R)), "%s %s n=%lld: not bitwise repeatable", name,
          kind, (long long)n);
    int ascending = 1;
    for (int64_t i = 0; i + 1 < n; ++i) ascending &= w[i] <= w[i + 1];
    CHECK(ascending, "%s %s n=%lld: not ascending", name, kind, (long long)n);

    const double tnorm = TRI_SFX(tridiag_norm)(n, d, e), ulp = 2 * (double)TRI_EPS;
    const double unit = (tnorm > 0 ? tnorm : 1) * ulp;
    /* xSTERF */
    memcpy(dc, d, (size_t)n * sizeof(TRI_R));
    if (n > 1) memcpy(ec, e, (size_t)(n - 1) * sizeof(TRI_R));
    blas_int bn = (blas_int)n, info = 0;
    TRI_LAPACK_R(sterf)(&bn, dc, ec, &info);
    qsort(dc, (size_t)n, sizeof(TRI_R), TRI_SFX(cmp_real));
    const double vs_sterf = TRI_SFX(max_diff)(n, w, dc) / ((double)n * unit);
    /* long double */
    TRI_SFX(ld_eigenvalues)(n, d, e, wref);
    double vs_ref = 0;
    for (int64_t i = 0; i < n; ++i) {
        if (wref[i] != wref[i]) continue; /* not sampled */
        const double v = fabs((double)w[i] - wref[i]) / unit;
        if (v > vs_ref || v != v) vs_ref = v;
    }
    /* the subset: against the reference and the full run */
    double subset_vs_ref = 0, subset_vs_full = 0;
    for (int64_t i = il; i <= iu; ++i) {
        const double full = fabs((double)ws[i - il] - (double)w[i]) / unit;
        if (full > subset_vs_full || full != full) subset_vs_full = full;
        if (wref[i] != wref[i]) continue;
        const double v = fabs((double)ws[i - il] - wref[i]) / unit;
        if (v > subset_vs_ref || v != v) subset_vs_ref = v;
    }
    CHECK(subset_vs_ref < 8 && subset_vs_full < 8,
          "%s %s n=%lld: eigenvalues %lld..%lld alone: vs long double %.3f, vs the full run %.3f (ulp |T|)",
          name, kind, (long long)n, (long long)il, (long long)iu, subset_vs_ref, subset_vs_full);
    /* the host primitive */
    TRI_MEMBER(trident_host_backend).tridiag_eigvals(test_ctx, n, d, e, 0, n - 1, wh);
    const double vs_host = TRI_SFX(max_diff)(n, w, wh) / ((double)n * unit);
    CHECK(info == 0 && vs_sterf < TEST_RATIO_LIMIT && vs_ref < 8 && vs_host < TEST_RATIO_LIMIT,
          "%s %s n=%lld: vs xSTERF %.3f (n ulp |T|), vs long double %.3f (ulp |T|), vs xSTEBZ "
          "%.3f (n ulp |T|)", name, kind, (long long)n, vs_sterf, vs_ref, vs_host);
    printf("%s %-10s n=%5lld: vs long double %.3f ulp |T|, vs xSTERF %.3f n ulp |T|\n", name, kind,
           (long long)n, vs_ref, vs_sterf);
    cudaFree(dd), cudaFree(de), cudaFree(dw);
    free(w), free(w2), free(ws), free(wh), free(dc), free(ec), free(wref);
}

static void TRI_SFX(run_tridiag_eigvals)(void)
{
    enum { max_n = 2100 };
    TRI_R *d = malloc(max_n * sizeof(TRI_R)), *e = malloc(max_n * sizeof(TRI_R));
    static const int64_t sizes[] = {1, 2, 3, 17, 64, 65, 200, 513, 1500, 2100};
    for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; ++s) {
        const int64_t n = sizes[s];
        for (int64_t i = 0; i < n; ++i) d[i] = (TRI_R)test_uniform(), e[i] = (TRI_R)test_uniform();
        TRI_SFX(check_tridiag)("random", n, d, e);
    }
    { /* graded: entries from 1 down to 1e-12 (single: 1e-6) */
        const int64_t n = 200;
        const double span = TRI_EPS < 1e-10 ? 12 : 6;
        for (int64_t i = 0; i < n; ++i) {
            d[i] = (TRI_R)pow(10.0, -span * (double)i / (double)n);
            e[i] = (TRI_R)(0.5 * pow(10.0, -span * ((double)i + 0.5) / (double)n));
        }
        TRI_SFX(check_tridiag)("graded", n, d, e);
    }
    { /* clustered: 1 + O(1e3 ulp) */
        const int64_t n = 300;
        for (int64_t i = 0; i < n; ++i) d[i] = (TRI_R)(1 + 500 * TRI_EPS * test_uniform()), e[i] = (TRI_R)(300 * TRI_EPS);
        TRI_SFX(check_tridiag)("clustered", n, d, e);
    }
    { /* repeated: 8 copies of one 25 x 25 block, split by zeros */
        const int64_t b = 25, n = 8 * b;
        for (int64_t i = 0; i < b; ++i) d[i] = (TRI_R)test_uniform(), e[i] = (TRI_R)test_uniform();
        for (int64_t i = b; i < n; ++i) d[i] = d[i % b], e[i] = e[i % b];
        for (int64_t i = b - 1; i < n; i += b) e[i] = 0;
        TRI_SFX(check_tridiag)("repeated", n, d, e);
    }
    { /* glued Wilkinson W21+: 20 copies glued by 1e-7 (pairs within 1e-14 of each other) */
        const int64_t b = 21, n = 20 * b;
        for (int64_t i = 0; i < n; ++i) {
            const int64_t k = i % b;
            d[i] = (TRI_R)fabs(10.0 - (double)k);
            e[i] = k == b - 1 ? (TRI_R)1e-7 : 1;
        }
        TRI_SFX(check_tridiag)("wilkinson", n, d, e);
    }
    { /* zero */
        const int64_t n = 40;
        for (int64_t i = 0; i < n; ++i) d[i] = e[i] = 0;
        TRI_SFX(check_tridiag)("zero", n, d, e);
    }
    { /* near overflow and underflow: e^2 is out of range, the scaled recurrence is not */
        const int64_t n = 150;
        const double big = TRI_EPS < 1e-10 ? 0x1p+900 : 0x1p+100, tiny = TRI_EPS < 1e-10 ? 0x1p-900 : 0x1p-100;
        for (int64_t i = 0; i < n; ++i) d[i] = (TRI_R)(big * test_uniform()), e[i] = (TRI_R)(big * test_uniform());
        TRI_SFX(check_tridiag)("huge", n, d, e);
        for (int64_t i = 0; i < n; ++i) d[i] = (TRI_R)(tiny * test_uniform()), e[i] = (TRI_R)(tiny * test_uniform());
        TRI_SFX(check_tridiag)("tiny", n, d, e);
    }
    free(d), free(e);
}
