/*
 * bench_eigen_generic.h -- one precision of bench_eigen.c: Trident's eigen
 * drivers and cuSOLVER's on the same matrices, same GPU, same process.
 */

#if TRI_COMPLEX
#define BENCH_CUDA_T (sizeof(TRI_R) == 8 ? CUDA_C_64F : CUDA_C_32F)
#else
#define BENCH_CUDA_T (sizeof(TRI_R) == 8 ? CUDA_R_64F : CUDA_R_32F)
#endif
#define BENCH_CUDA_R (sizeof(TRI_R) == 8 ? CUDA_R_64F : CUDA_R_32F)

/* A: uniform in [-1, 1) (Hermitian: the triangle uplo is what both read);
 * B = I + (R + R^H) / (2n), R uniform: Hermitian positive definite because
 * ||R + R^H|| < 2n. */
static void TRI_SFX(fill_problem)(int64_t n, TRI_T *a, TRI_T *b)
{
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i <= j; ++i) {
#if TRI_COMPLEX
            TRI_T v = (TRI_R)bench_rnd() + (TRI_R)bench_rnd() * (TRI_T)I;
            TRI_T r = ((TRI_R)bench_rnd() + (TRI_R)bench_rnd() * (TRI_T)I) / (TRI_R)n;
            if (i == j) v = tri_real(v), r = tri_real(r);
            a[i + j * n] = v, a[j + i * n] = tri_conj(v);
            b[i + j * n] = r + (TRI_R)(i == j), b[j + i * n] = tri_conj(r) + (TRI_R)(i == j);
#else
            const TRI_T v = (TRI_T)bench_rnd(), r = (TRI_T)bench_rnd() / (TRI_T)n;
            a[i + j * n] = a[j + i * n] = v;
            b[i + j * n] = b[j + i * n] = r + (i == j);
#endif
        }
}

/* max |w1 - w2| / max |w2| over the first m eigenvalues (both ascending) */
static double TRI_SFX(eig_diff)(int64_t m, const TRI_R *dw1, const TRI_R *dw2)
{
    TRI_R *w1 = malloc(sizeof(TRI_R) * (size_t)(m ? m : 1)), *w2 = malloc(sizeof(TRI_R) * (size_t)(m ? m : 1));
    bench_memcpy(w1, dw1, sizeof(TRI_R) * (size_t)m, cudaMemcpyDeviceToHost);
    bench_memcpy(w2, dw2, sizeof(TRI_R) * (size_t)m, cudaMemcpyDeviceToHost);
    double dmax = 0, wmax = 0;
    for (int64_t i = 0; i < m; ++i) {
        dmax = fmax(dmax, fabs((double)w1[i] - (double)w2[i]));
        wmax = fmax(wmax, fabs((double)w2[i]));
    }
    free(w1), free(w2);
    return wmax > 0 ? dmax / wmax : dmax;
}

/* The operands of one size, on the device. */
typedef struct TRI_SFX(bench_problem) {
    int64_t n;
    size_t bytes;
    TRI_T *a0, *b0, *a, *b;   /* originals and the working copies */
    TRI_R *w_ours, *w_vendor; /* eigenvalues, device */
    void *dwork;              /* cuSOLVER workspace */
    size_t dwork_bytes;
    int *dinfo;
} TRI_SFX(bench_problem);

/* cuSOLVER's workspace for `what`: the status of its size query, then at
 * least `bytes` held in p->dwork.  -1, with a line saying which, where
 * either fails (at the largest orders a query may fail or ask for more than
 * the device has). */
static int TRI_SFX(vendor_workspace)(TRI_SFX(bench_problem) *p, cusolverStatus_t query, size_t bytes,
                                     const char *what)
{
    if (query != CUSOLVER_STATUS_SUCCESS) {
        printf("  cuSOLVER %s %s n=%lld: workspace query status %d\n", what, TRI_STR(TRI_CH), (long long)p->n,
               (int)query);
        return -1;
    }
    if (bytes <= p->dwork_bytes) return 0;
    cudaFree(p->dwork);
    p->dwork = NULL, p->dwork_bytes = 0;
    if (cudaMalloc(&p->dwork, bytes)) {
        cudaGetLastError();
        printf("  cuSOLVER %s %s n=%lld: %zu bytes of workspace not allocated\n", what, TRI_STR(TRI_CH),
               (long long)p->n, bytes);
        return -1;
    }
    p->dwork_bytes = bytes;
    return 0;
}

static void TRI_SFX(restore)(TRI_SFX(bench_problem) *p)
{
    bench_memcpy(p->a, p->a0, p->bytes, cudaMemcpyDeviceToDevice);
    bench_memcpy(p->b, p->b0, p->bytes, cudaMemcpyDeviceToDevice);
}

/* The residual of the eigenpairs in (p->a, dw), as bench_eigen.c's header
 * defines it; NaN where the two n x n temporaries do not fit. */
static double TRI_SFX(residual)(TRI_SFX(bench_problem) *p, const TRI_R *dw, int generalized)
{
    const int n = (int)p->n;
    if (p->n > 16384) return NAN;
    TRI_T *r = NULL, *t = NULL, *wt = NULL;
    TRI_R *w = malloc(sizeof(TRI_R) * p->n);
    TRI_T *hw = malloc(sizeof(TRI_T) * p->n);
    double res = NAN;
    if (!w || !hw || cudaMalloc((void **)&r, p->bytes) || cudaMalloc((void **)&t, p->bytes) ||
        cudaMalloc((void **)&wt, sizeof(TRI_T) * p->n)) {
        cudaGetLastError();
        goto out;
    }
    bench_memcpy(w, dw, sizeof(TRI_R) * p->n, cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; ++i) hw[i] = w[i];
    bench_memcpy(wt, hw, sizeof(TRI_T) * p->n, cudaMemcpyHostToDevice);
    const TRI_T one = 1, zero = 0, minus = -1;
    /* t := Z Lambda; generalized: r := B t, else r := t; r := A Z - r */
    TRI_PASTE3(cublas, TRI_CHU, dgmm)(blas, CUBLAS_SIDE_RIGHT, n, n, (const void *)p->a, n, (const void *)wt, 1,
                                      (void *)t, n);
    if (generalized)
        TRI_PASTE3(cublas, TRI_CHU, gemm)(blas, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, (const void *)&one,
                                          (const void *)p->b0, n, (const void *)t, n, (const void *)&zero,
                                          (void *)r, n);
    else
        cudaMemcpyAsync(r, t, p->bytes, cudaMemcpyDeviceToDevice, stream);
    TRI_PASTE3(cublas, TRI_CHU, gemm)(blas, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, (const void *)&one,
                                      (const void *)p->a0, n, (const void *)p->a, n, (const void *)&minus,
                                      (void *)r, n);
    TRI_R nr = 0, na = 0, nz = 0;
    const int64_t nn = (int64_t)n * n;
    cublasNrm2Ex_64(blas, nn, r, BENCH_CUDA_T, 1, &nr, BENCH_CUDA_R, BENCH_CUDA_R);
    cublasNrm2Ex_64(blas, nn, p->a0, BENCH_CUDA_T, 1, &na, BENCH_CUDA_R, BENCH_CUDA_R);
    cublasNrm2Ex_64(blas, nn, p->a, BENCH_CUDA_T, 1, &nz, BENCH_CUDA_R, BENCH_CUDA_R);
    cudaStreamSynchronize(stream);
    res = (double)nr / ((double)n * (double)TRI_EPS * (double)na * (double)nz / sqrt((double)n));
out:
    cudaFree(r), cudaFree(t), cudaFree(wt);
    free(w), free(hw);
    return res;
}

/* ---- the cases: each returns seconds, NaN when the routine failed -------- */

static double TRI_SFX(ours_syevd)(TRI_SFX(bench_problem) *p, char jobz)
{
    trident_int info = 0;
    cudaEventRecord(ev0, stream);
    TRI_PUBLIC_SY(evd_gpu)(ctx, jobz, 'L', p->n, p->a, p->n, p->w_ours, &info);
    cudaEventRecord(ev1, stream);
    const double s = bench_event_seconds(ev0, ev1);
    return info ? (printf("  trident %s evd jobz=%c: info %d\n", TRI_STR(TRI_CH), jobz, (int)info), NAN) : s;
}

static double TRI_SFX(ours_sytrd)(TRI_SFX(bench_problem) *p)
{
    trident_int info = 0;
    /* w_ours holds d, w_vendor e, b tau (b is restored before each use) */
    cudaEventRecord(ev0, stream);
    TRI_PUBLIC_SY(trd_gpu)(ctx, 'L', p->n, p->a, p->n, p->w_ours, p->w_vendor, p->b, &info);
    cudaEventRecord(ev1, stream);
    const double s = bench_event_seconds(ev0, ev1);
    return info ? NAN : s;
}

static double TRI_SFX(vendor_syevd)(TRI_SFX(bench_problem) *p, char jobz)
{
    const cusolverEigMode_t mode = jobz == 'V' ? CUSOLVER_EIG_MODE_VECTOR : CUSOLVER_EIG_MODE_NOVECTOR;
    size_t dbytes = 0, hbytes = 0;
    const cusolverStatus_t query = cusolverDnXsyevd_bufferSize(solver, params, mode, CUBLAS_FILL_MODE_LOWER, p->n,
                                                               BENCH_CUDA_T, p->a, p->n, BENCH_CUDA_R,
                                                               p->w_vendor, BENCH_CUDA_T, &dbytes, &hbytes);
    if (TRI_SFX(vendor_workspace)(p, query, dbytes, "Xsyevd")) return NAN;
    void *hwork = hbytes ? malloc(hbytes) : NULL;
    cudaEventRecord(ev0, stream);
    cusolverStatus_t st = cusolverDnXsyevd(solver, params, mode, CUBLAS_FILL_MODE_LOWER, p->n, BENCH_CUDA_T,
                                           p->a, p->n, BENCH_CUDA_R, p->w_vendor, BENCH_CUDA_T, p->dwork,
                                           dbytes, hwork, hbytes, p->dinfo);
    cudaEventRecord(ev1, stream);
    const double s = bench_event_seconds(ev0, ev1);
    free(hwork);
    int info = 0;
    bench_memcpy(&info, p->dinfo, sizeof info, cudaMemcpyDeviceToHost);
    if (st != CUSOLVER_STATUS_SUCCESS || info || cudaGetLastError() != cudaSuccess) {
        printf("  cuSOLVER Xsyevd %s jobz=%c n=%lld: status %d, info %d\n", TRI_STR(TRI_CH), jobz,
               (long long)p->n, (int)st, info);
        return NAN;
    }
    return s;
}

static double TRI_SFX(ours_sygvd)(TRI_SFX(bench_problem) *p)
{
    trident_int info = 0;
    cudaEventRecord(ev0, stream);
    TRI_PUBLIC_SY(gvd_gpu)(ctx, 1, 'V', 'L', p->n, p->a, p->n, p->b, p->n, p->w_ours, &info);
    cudaEventRecord(ev1, stream);
    const double s = bench_event_seconds(ev0, ev1);
    return info ? (printf("  trident %s gvd: info %d\n", TRI_STR(TRI_CH), (int)info), NAN) : s;
}

static double TRI_SFX(vendor_sygvd)(TRI_SFX(bench_problem) *p)
{
    if (p->n > 46340) return NAN; /* 32-bit API */
    const int n = (int)p->n;
    int lwork = 0;
    const cusolverStatus_t query = TRI_PASTE4(cusolverDn, TRI_CHU, TRI_SY, gvd_bufferSize)(
        solver, CUSOLVER_EIG_TYPE_1, CUSOLVER_EIG_MODE_VECTOR, CUBLAS_FILL_MODE_LOWER, n, (void *)p->a, n,
        (void *)p->b, n, (void *)p->w_vendor, &lwork);
    if (TRI_SFX(vendor_workspace)(p, query, (size_t)lwork * sizeof(TRI_T), "gvd")) return NAN;
    cudaEventRecord(ev0, stream);
    cusolverStatus_t st = TRI_PASTE4(cusolverDn, TRI_CHU, TRI_SY, gvd)(
        solver, CUSOLVER_EIG_TYPE_1, CUSOLVER_EIG_MODE_VECTOR, CUBLAS_FILL_MODE_LOWER, n, (void *)p->a, n,
        (void *)p->b, n, (void *)p->w_vendor, (void *)p->dwork, lwork, p->dinfo);
    cudaEventRecord(ev1, stream);
    const double s = bench_event_seconds(ev0, ev1);
    int info = 0;
    bench_memcpy(&info, p->dinfo, sizeof info, cudaMemcpyDeviceToHost);
    if (st != CUSOLVER_STATUS_SUCCESS || info) {
        printf("  cuSOLVER %s gvd n=%d: status %d, info %d\n", TRI_STR(TRI_CH), n, (int)st, info);
        return NAN;
    }
    return s;
}

/* The lowest k eigenpairs by the device entry (range 'I', 1..k), Z into
 * p->b (n x k of its n x n), on the device copy of A as cuSOLVER gets it. */
static double TRI_SFX(ours_lowest)(TRI_SFX(bench_problem) *p, int64_t k)
{
    const int64_t n = p->n;
    trident_int *ifail = malloc(sizeof(trident_int) * (size_t)n), m = 0, info = 0;
    cudaEventRecord(ev0, stream);
    TRI_PUBLIC_SY(evx_gpu)(ctx, 'V', 'I', 'L', n, p->a, n, 0, 0, 1, k, 0, &m, p->w_ours, p->b, n, ifail, &info);
    cudaEventRecord(ev1, stream);
    const double s = bench_event_seconds(ev0, ev1);
    free(ifail);
    return info || m != k ? (printf("  trident %s evx_gpu: info %d, m %d\n", TRI_STR(TRI_CH), (int)info, (int)m), NAN)
                          : s;
}

static double TRI_SFX(vendor_lowest)(TRI_SFX(bench_problem) *p, int64_t k)
{
    if (p->n > 46340) return NAN;
    const int n = (int)p->n;
    int lwork = 0, meig = 0;
    const TRI_R zero = 0;
    const cusolverStatus_t query = TRI_PASTE4(cusolverDn, TRI_CHU, TRI_SY, evdx_bufferSize)(
        solver, CUSOLVER_EIG_MODE_VECTOR, CUSOLVER_EIG_RANGE_I, CUBLAS_FILL_MODE_LOWER, n, (void *)p->a, n, zero,
        zero, 1, (int)k, &meig, (void *)p->w_vendor, &lwork);
    if (TRI_SFX(vendor_workspace)(p, query, (size_t)lwork * sizeof(TRI_T), "evdx")) return NAN;
    cudaEventRecord(ev0, stream);
    cusolverStatus_t st = TRI_PASTE4(cusolverDn, TRI_CHU, TRI_SY, evdx)(
        solver, CUSOLVER_EIG_MODE_VECTOR, CUSOLVER_EIG_RANGE_I, CUBLAS_FILL_MODE_LOWER, n, (void *)p->a, n, zero,
        zero, 1, (int)k, &meig, (void *)p->w_vendor, (void *)p->dwork, lwork, p->dinfo);
    cudaEventRecord(ev1, stream);
    const double s = bench_event_seconds(ev0, ev1);
    int info = 0;
    bench_memcpy(&info, p->dinfo, sizeof info, cudaMemcpyDeviceToHost);
    if (st != CUSOLVER_STATUS_SUCCESS || info || meig != k) {
        printf("  cuSOLVER %s evdx n=%d: status %d, info %d, m %d\n", TRI_STR(TRI_CH), n, (int)st, info, meig);
        return NAN;
    }
    return s;
}

/* Time case `c` of problem p: median of reps after a warm-up (none above
 * n = 16384, where one run takes tens of seconds: the first call carries
 * one-time costs, such as loading modules and growing workspaces).  `vendor` picks cuSOLVER. */
static double TRI_SFX(time_case)(TRI_SFX(bench_problem) *p, int c, int vendor, int reps)
{
    double t[16];
    int done = 0;
    const int64_t k = p->n / 10 > 0 ? p->n / 10 : 1;
    for (int r = p->n > 16384 ? 0 : -1; r < reps && r < 16; ++r) {
        TRI_SFX(restore)(p);
        double s = NAN;
        switch (c) {
        case CASE_VALUES: s = vendor ? TRI_SFX(vendor_syevd)(p, 'N') : TRI_SFX(ours_syevd)(p, 'N'); break;
        case CASE_VECTORS: s = vendor ? TRI_SFX(vendor_syevd)(p, 'V') : TRI_SFX(ours_syevd)(p, 'V'); break;
        case CASE_GENERALIZED: s = vendor ? TRI_SFX(vendor_sygvd)(p) : TRI_SFX(ours_sygvd)(p); break;
        case CASE_LOWEST: s = vendor ? TRI_SFX(vendor_lowest)(p, k) : TRI_SFX(ours_lowest)(p, k); break;
        case CASE_STAGE1: s = TRI_SFX(ours_sytrd)(p); break;
        }
        if (s != s) return NAN;
        if (r >= 0) t[done++] = s;
        if (p->n > 16384) break;
    }
    return bench_median(t, done);
}

/* whether trident_<t>syevd_gpu takes the two-stage reduction at order n:
 * TRIDENT_TWO_STAGE_MIN_N as the context reads it, else crossover.h */
static int TRI_SFX(bench_two_stage)(int64_t n, int vectors)
{
    const char *env = getenv("TRIDENT_TWO_STAGE_MIN_N");
    long long from = env ? atoll(env) : -1;
    if (from < 0)
        from = vectors ? TRI_PASTE2(TRIDENT_EIG_TWO_STAGE_VECTORS_MIN_, TRI_CH) : TRI_PASTE2(TRIDENT_EIG_TWO_STAGE_MIN_, TRI_CH);
    return n >= from && n > 2;
}

static void TRI_SFX(bench)(FILE *csv, int64_t n, int reps, const char *cases)
{
    static const char *names[] = {"values", "vectors", "generalized", "lowest10"};
    TRI_SFX(bench_problem) p = {.n = n, .bytes = (size_t)n * (size_t)n * sizeof(TRI_T)};
    TRI_T *ha = malloc(p.bytes), *hb = malloc(p.bytes);
    if (!ha || !hb) { printf("%s n=%lld: host allocation failed\n", TRI_STR(TRI_CH), (long long)n); goto out; }
    TRI_SFX(fill_problem)(n, ha, hb);
    if (cudaMalloc((void **)&p.a0, p.bytes) || cudaMalloc((void **)&p.b0, p.bytes) ||
        cudaMalloc((void **)&p.a, p.bytes) || cudaMalloc((void **)&p.b, p.bytes) ||
        cudaMalloc((void **)&p.w_ours, sizeof(TRI_R) * (size_t)n) ||
        cudaMalloc((void **)&p.w_vendor, sizeof(TRI_R) * (size_t)n) || cudaMalloc((void **)&p.dinfo, sizeof(int))) {
        cudaGetLastError();
        printf("%s n=%lld: device allocation failed\n", TRI_STR(TRI_CH), (long long)n);
        goto out;
    }
    bench_memcpy(p.a0, ha, p.bytes, cudaMemcpyHostToDevice);
    bench_memcpy(p.b0, hb, p.bytes, cudaMemcpyHostToDevice);
    free(hb), hb = NULL;

    /* the one-stage xSYTRD alone, for the share after it of the solves that take it */
    int needs_stage1 = 0;
    for (int c = CASE_VALUES; c <= CASE_VECTORS; ++c)
        needs_stage1 |= strchr(cases, "nvgl"[c]) && !TRI_SFX(bench_two_stage)(n, c == CASE_VECTORS);
    const double stage1 = needs_stage1 ? TRI_SFX(time_case)(&p, CASE_STAGE1, 0, reps) : NAN;
    double full_vectors = NAN;
    for (int c = CASE_VALUES; c <= CASE_LOWEST; ++c) {
        if (!strchr(cases, "nvgl"[c])) continue;
        const double ours = TRI_SFX(time_case)(&p, c, 0, reps);
        const int with_vectors = c == CASE_VECTORS || c == CASE_GENERALIZED;
        const double res_ours = with_vectors && ours == ours ? TRI_SFX(residual)(&p, p.w_ours, c == CASE_GENERALIZED) : NAN;
        TRI_R *keep = NULL; /* ours' eigenvalues, kept across the vendor run */
        const int64_t m = c == CASE_LOWEST ? (n / 10 > 0 ? n / 10 : 1) : n;
        cudaMalloc((void **)&keep, sizeof(TRI_R) * (size_t)m);
        bench_memcpy(keep, p.w_ours, sizeof(TRI_R) * (size_t)m, cudaMemcpyDeviceToDevice);
        const double vendor = ours_only ? NAN : TRI_SFX(time_case)(&p, c, 1, reps);
        /* cuSOLVER's workspace goes with its case: ours runs next beside
         * the same four n x n matrices as cuSOLVER did, and no more */
        cudaFree(p.dwork), p.dwork = NULL, p.dwork_bytes = 0;
        const double res_vendor = with_vectors && vendor == vendor ? TRI_SFX(residual)(&p, p.w_vendor, c == CASE_GENERALIZED) : NAN;
        const double diff = vendor == vendor && ours == ours ? TRI_SFX(eig_diff)(m, keep, p.w_vendor) : NAN;
        cudaFree(keep);
        if (c == CASE_VECTORS) full_vectors = ours;
        /* stages 2-3 share of the full solve, where it took the one-stage
         * reduction that stage1 timed (nan on the two-stage path); for the
         * subset, its speed-up over our full solve */
        const int one_stage = c == CASE_VALUES || c == CASE_VECTORS ? !TRI_SFX(bench_two_stage)(n, c == CASE_VECTORS) : 0;
        const double extra = one_stage ? (ours - stage1) / ours : c == CASE_LOWEST ? full_vectors / ours : NAN;
        printf("%-4s %6lld %-12s %10.4f %10.4f %8.2f %10.3f %9.1e %8.2f %8.2f\n", TRI_STR(TRI_CH), (long long)n,
               names[c], ours, vendor, vendor / ours, extra, diff, res_ours, res_vendor);
        fprintf(csv, "%s,%lld,%s,%.6f,%.6f,%.4f,%.6f,%.4f,%.3e,%.3f,%.3f\n", TRI_STR(TRI_CH), (long long)n, names[c],
                ours, vendor, vendor / ours, stage1, extra, diff, res_ours, res_vendor);
        fflush(stdout), fflush(csv);
    }
out:
    cudaFree(p.a0), cudaFree(p.b0), cudaFree(p.a), cudaFree(p.b), cudaFree(p.w_ours), cudaFree(p.w_vendor);
    cudaFree(p.dwork), cudaFree(p.dinfo);
    free(ha), free(hb);
}

#undef BENCH_CUDA_T
#undef BENCH_CUDA_R
