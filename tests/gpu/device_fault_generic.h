/*
 * device_fault_generic.h -- test_device_fault.c's cases for one precision
 * (included once per precision; no include guard).
 */

/* The caller-visible arrays of one call: inputs A and B, outputs w, Z
 * (the subset's), d, e, tau, and LAPACK's workspace; host memory. */
typedef struct {
    int64_t n, k;
    TRI_T *a0, *b0;       /* the problem */
    TRI_T *a, *b, *z, *tau;
    TRI_R *w, *d, *e;
    trident_int *ifail;
} TRI_SFX(fault_problem);

/* every output filled with a pattern that no routine writes */
static void TRI_SFX(fault_load)(TRI_SFX(fault_problem) *p)
{
    const int64_t n = p->n;
    memcpy(p->a, p->a0, (size_t)(n * n) * sizeof(TRI_T));
    memcpy(p->b, p->b0, (size_t)(n * n) * sizeof(TRI_T));
    for (int64_t i = 0; i < n * p->k; ++i) p->z[i] = (TRI_R)(-0.5 - (double)i);
    for (int64_t i = 0; i < n; ++i) {
        p->w[i] = p->d[i] = p->e[i] = (TRI_R)(-0.25 - (double)i);
        p->tau[i] = (TRI_R)(-0.75 - (double)i);
        p->ifail[i] = -7;
    }
}

/* 1 when A, B and every output are as fault_load left them */
static int TRI_SFX(fault_untouched)(const TRI_SFX(fault_problem) *p)
{
    const int64_t n = p->n;
    int same = !memcmp(p->a, p->a0, (size_t)(n * n) * sizeof(TRI_T)) &&
               !memcmp(p->b, p->b0, (size_t)(n * n) * sizeof(TRI_T));
    for (int64_t i = 0; same && i < n * p->k; ++i) same = p->z[i] == (TRI_R)(-0.5 - (double)i);
    for (int64_t i = 0; same && i < n; ++i)
        same = p->w[i] == (TRI_R)(-0.25 - (double)i) && p->d[i] == (TRI_R)(-0.25 - (double)i) &&
               p->e[i] == (TRI_R)(-0.25 - (double)i) && p->tau[i] == (TRI_R)(-0.75 - (double)i) &&
               p->ifail[i] == -7;
    return same;
}

/* Routine r (host-pointer entries; FAULT_DEVICE_EVD the device entry, on
 * copies of A made here) on the loaded problem, on ctx; its eigenvalues (of
 * T for xSYTRD, by LAPACK's dsterf) to ev (ascending, n or k of them) */
static trident_int TRI_SFX(fault_call)(trident_context *ctx, fault_routine r, TRI_SFX(fault_problem) *p,
                                      double *ev)
{
    const trident_int n = (trident_int)p->n, k = (trident_int)p->k;
    trident_int info = -9999, m = 0;
    const char jobz = r == FAULT_EVD_N ? 'N' : 'V';
    TRI_T wq = 0;
    TRI_R rq = 0;
    trident_int iq = 0;
    if (trident_set_thread_context(ctx) != TRIDENT_SUCCESS) return -9990;
    /* LAPACK's workspace: queried, then allocated */
    TRI_T *work = NULL;
    TRI_R *rwork = NULL;
    trident_int *iwork = NULL, lwork = 0, lrwork = 0, liwork = 0;
#if TRI_COMPLEX
#define FAULT_EVD(ws, lw, rws, lrw, iws, liw) \
    TRI_PUBLIC_SY(evd)(jobz, 'L', n, p->a, n, p->w, ws, lw, rws, lrw, iws, liw, &info)
#define FAULT_GVD(ws, lw, rws, lrw, iws, liw) \
    TRI_PUBLIC_SY(gvd)(1, 'V', 'L', n, p->a, n, p->b, n, p->w, ws, lw, rws, lrw, iws, liw, &info)
#define FAULT_EVX(ws, lw) \
    TRI_PUBLIC_SY(evx)('V', 'I', 'L', n, p->a, n, 0, 0, 1, k, 0, &m, p->w, p->z, n, ws, lw, rwork, iwork, \
                       p->ifail, &info)
#else
#define FAULT_EVD(ws, lw, rws, lrw, iws, liw) \
    ((void)(rws), (void)(lrw), TRI_PUBLIC_SY(evd)(jobz, 'L', n, p->a, n, p->w, ws, lw, iws, liw, &info))
#define FAULT_GVD(ws, lw, rws, lrw, iws, liw) \
    ((void)(rws), (void)(lrw), TRI_PUBLIC_SY(gvd)(1, 'V', 'L', n, p->a, n, p->b, n, p->w, ws, lw, iws, liw, &info))
#define FAULT_EVX(ws, lw) \
    TRI_PUBLIC_SY(evx)('V', 'I', 'L', n, p->a, n, 0, 0, 1, k, 0, &m, p->w, p->z, n, ws, lw, iwork, p->ifail, &info)
#endif
    switch (r) {
    case FAULT_EVD:
    case FAULT_EVD_N:
    case FAULT_GVD:
        if (r != FAULT_GVD) FAULT_EVD(&wq, -1, &rq, -1, &iq, -1);
        else FAULT_GVD(&wq, -1, &rq, -1, &iq, -1);
        lwork = (trident_int)tri_real(wq), lrwork = (trident_int)rq, liwork = iq;
        work = malloc(sizeof(TRI_T) * (size_t)(lwork > 1 ? lwork : 1));
        rwork = malloc(sizeof(TRI_R) * (size_t)(lrwork > 1 ? lrwork : 1));
        iwork = malloc(sizeof(trident_int) * (size_t)(liwork > 1 ? liwork : 1));
        if (info == 0 && r != FAULT_GVD) FAULT_EVD(work, lwork, rwork, lrwork, iwork, liwork);
        else if (info == 0) FAULT_GVD(work, lwork, rwork, lrwork, iwork, liwork);
        break;
    case FAULT_TRD:
        TRI_PUBLIC_SY(trd)('L', n, p->a, n, p->d, p->e, p->tau, &wq, -1, &info);
        lwork = (trident_int)tri_real(wq);
        work = malloc(sizeof(TRI_T) * (size_t)(lwork > 1 ? lwork : 1));
        if (info == 0) TRI_PUBLIC_SY(trd)('L', n, p->a, n, p->d, p->e, p->tau, work, lwork, &info);
        break;
    case FAULT_EVX:
        iwork = malloc(sizeof(trident_int) * 5 * (size_t)n);
        rwork = malloc(sizeof(TRI_R) * 7 * (size_t)n);
        FAULT_EVX(&wq, -1);
        lwork = (trident_int)tri_real(wq);
        work = malloc(sizeof(TRI_T) * (size_t)(lwork > 1 ? lwork : 1));
        if (info == 0) FAULT_EVX(work, lwork);
        if (info == 0 && m != k) info = -9996;
        break;
    case FAULT_DEVICE_EVD: {
        TRI_T *da = NULL;
        TRI_R *dw = NULL;
        if (cudaMalloc((void **)&da, sizeof(TRI_T) * (size_t)(n * n)) != cudaSuccess ||
            cudaMalloc((void **)&dw, sizeof(TRI_R) * (size_t)n) != cudaSuccess ||
            test_memcpy(da, p->a, sizeof(TRI_T) * (size_t)(n * n), cudaMemcpyHostToDevice) != cudaSuccess) {
            info = -9991;
        } else {
            TRI_PUBLIC_SY(evd_gpu)(ctx, 'V', 'L', n, da, n, dw, &info);
            if (info == 0 && test_memcpy(p->w, dw, sizeof(TRI_R) * (size_t)n, cudaMemcpyDeviceToHost) != cudaSuccess)
                info = -9992;
        }
        cudaFree(da), cudaFree(dw);
        break;
    }
    default: break;
    }
#undef FAULT_EVD
#undef FAULT_GVD
#undef FAULT_EVX
    free(work), free(rwork), free(iwork);
    trident_set_thread_context(NULL);
    if (info != 0) return info;
    const int64_t count = r == FAULT_EVX ? k : n;
    if (r == FAULT_TRD) { /* T's eigenvalues, in double */
        double *e = malloc(sizeof(double) * (size_t)n);
        for (int64_t i = 0; i < n; ++i) ev[i] = p->d[i], e[i] = i + 1 < n ? p->e[i] : 0;
        blas_int bn = n, linfo = 0;
        dsterf_(&bn, ev, e, &linfo);
        free(e);
        if (linfo) info = -9997;
    } else {
        for (int64_t i = 0; i < count; ++i) ev[i] = p->w[i];
    }
    return info;
}

/* One call of routine r on a fresh context of backend b whose k-th
 * synchronisation fails; its info, and *on_host: the host was the call's
 * last backend.  A success's eigenvalues are checked against ref, and the
 * error handler's calls: none for a success (a failure the host recovered
 * from is not the caller's news), one for a failure. */
static trident_int TRI_SFX(fault_try)(TRI_SFX(fault_problem) *p, fault_routine r, trident_backend b, int k,
                                     const double *ref, double *ev, int *on_host)
{
    const char *how = b == TRIDENT_BACKEND_GPU ? "gpu" : "auto";
    trident_context *ctx = fault_context(k, b);
    if (!ctx) {
        CHECK(0, "%s %s (%s) k = %d: no context", TRI_STR(TRI_CH), fault_name(r), how, k);
        return -9990;
    }
    TRI_SFX(fault_load)(p);
    handler_calls = 0;
    const trident_int info = TRI_SFX(fault_call)(ctx, r, p, ev);
    *on_host = !strcmp(trident_context_last_backend(ctx), "host");
    trident_context_destroy(ctx);
    CHECK(handler_calls == (info != 0), "%s %s (%s) k = %d: info %d and %d calls of the error handler",
          TRI_STR(TRI_CH), fault_name(r), how, k, (int)info, handler_calls);
    if (info == 0) {
        const int64_t count = r == FAULT_EVX ? p->k : p->n;
        const double tol = TEST_RATIO_LIMIT * (double)p->n * TRI_EPS * 2 * (double)p->n;
        double diff = 0;
        for (int64_t i = 0; i < count; ++i) diff = fmax(diff, fabs(ev[i] - ref[i]));
        CHECK(diff <= tol, "%s %s (%s) k = %d: eigenvalues %.3g from the reference's", TRI_STR(TRI_CH), fault_name(r),
              how, k, diff);
    }
    return info;
}

/* Backend gpu, k = 1, 2, ... until SCAN_TAIL successes in a row: the
 * device error for k = 1 .. K and success after (a failure is never lost,
 * a sound run never fails), and for the host-pointer entries nothing
 * written for k < K (the K-th synchronisation is that of the copy out).
 * Returns K. */
static int TRI_SFX(fault_scan_gpu)(TRI_SFX(fault_problem) *p, fault_routine r, const double *ref, double *ev)
{
    const char *who = fault_name(r);
    int untouched[SCAN_MAX + 1], first_success = 0, successes = 0, k, on_host;
    for (k = 1; k <= SCAN_MAX && successes < SCAN_TAIL; ++k) {
        const trident_int info = TRI_SFX(fault_try)(p, r, TRIDENT_BACKEND_GPU, k, ref, ev, &on_host);
        if (info == 0) {
            if (!first_success) first_success = k;
            ++successes;
            continue;
        }
        successes = 0;
        untouched[k] = TRI_SFX(fault_untouched)(p);
        CHECK(info == TRIDENT_INFO_DEVICE_ERROR, "%s %s (gpu) k = %d: info %d, expected the device error",
              TRI_STR(TRI_CH), who, k, (int)info);
        CHECK(!first_success, "%s %s (gpu) k = %d: failed after a success at k = %d (a synchronisation's failure "
              "was lost there)", TRI_STR(TRI_CH), who, k, first_success);
    }
    const int failures = first_success ? first_success - 1 : k - 1;
    CHECK(successes >= SCAN_TAIL, "%s %s (gpu): never succeeded %d times in a row", TRI_STR(TRI_CH), who, SCAN_TAIL);
    CHECK(failures >= 1, "%s %s (gpu): no synchronisation failed", TRI_STR(TRI_CH), who);
    for (int j = 1; r != FAULT_DEVICE_EVD && j < failures; ++j)
        CHECK(untouched[j], "%s %s (gpu) k = %d: the device error left an output written", TRI_STR(TRI_CH), who, j);
    printf("%s %-12s backend gpu : the device error at each of %2d synchronisations\n", TRI_STR(TRI_CH), who,
           failures);
    return failures;
}

/* Backend auto, k = 1 .. K + SCAN_TAIL (K: backend gpu's): success with
 * the reference's eigenvalues for k < K (the host redid the call; xSYEVD
 * and xSYTRD name the host as their last backend), the device error for
 * k = K (the outputs were being written), success after. */
static void TRI_SFX(fault_scan_auto)(TRI_SFX(fault_problem) *p, fault_routine r, const double *ref, double *ev,
                                     int gpu_k)
{
    const char *who = fault_name(r);
    int redone = 0, on_host;
    for (int k = 1; k <= gpu_k + SCAN_TAIL; ++k) {
        const trident_int info = TRI_SFX(fault_try)(p, r, TRIDENT_BACKEND_AUTO, k, ref, ev, &on_host);
        const trident_int expect = k == gpu_k ? TRIDENT_INFO_DEVICE_ERROR : 0;
        CHECK(info == expect, "%s %s (auto) k = %d: info %d, expected %d (the copy out is k = %d)", TRI_STR(TRI_CH),
              who, k, (int)info, (int)expect, gpu_k);
        if (k < gpu_k && info == 0 && (r == FAULT_EVD || r == FAULT_EVD_N || r == FAULT_TRD))
            CHECK(on_host, "%s %s (auto) k = %d: succeeded, but not by the host's redo", TRI_STR(TRI_CH), who, k);
        redone += k < gpu_k && info == 0;
    }
    printf("%s %-12s backend auto: redone on the host after %2d of them\n", TRI_STR(TRI_CH), who, redone);
}

static void TRI_SFX(fault_run)(int64_t n)
{
    TRI_SFX(fault_problem) p;
    p.n = n, p.k = n / 10;
    const size_t nn = (size_t)(n * n);
    p.a0 = malloc(sizeof(TRI_T) * nn), p.b0 = malloc(sizeof(TRI_T) * nn);
    p.a = malloc(sizeof(TRI_T) * nn), p.b = malloc(sizeof(TRI_T) * nn);
    p.z = malloc(sizeof(TRI_T) * (size_t)(n * p.k)), p.tau = malloc(sizeof(TRI_T) * (size_t)n);
    p.w = malloc(sizeof(TRI_R) * (size_t)n), p.d = malloc(sizeof(TRI_R) * (size_t)n);
    p.e = malloc(sizeof(TRI_R) * (size_t)n), p.ifail = malloc(sizeof(trident_int) * (size_t)n);
    test_seed(900 + (uint64_t)n + 2 * sizeof(TRI_T) + (uint64_t)TRI_COMPLEX);
    TRI_SFX(random_hermitian)(n, p.a0, n);
    TRI_SFX(random_hermitian)(n, p.b0, n);
    for (int64_t i = 0; i < n; ++i) p.b0[i + i * n] += (TRI_R)n; /* positive definite */
    double *ref = malloc(sizeof(double) * (size_t)n), *ev = malloc(sizeof(double) * (size_t)n);
    for (int r = 0; r < FAULT_ROUTINES; ++r) {
        /* the reference: the host backend, no fault */
        trident_context *host = fault_context(0, TRIDENT_BACKEND_HOST);
        TRI_SFX(fault_load)(&p);
        const trident_int info = host ? TRI_SFX(fault_call)(host, (fault_routine)r, &p, ref) : -9990;
        trident_context_destroy(host);
        CHECK(info == 0, "%s %s: the reference call failed (info %d)", TRI_STR(TRI_CH), fault_name((fault_routine)r),
              (int)info);
        if (info != 0) continue;
        const int k = TRI_SFX(fault_scan_gpu)(&p, (fault_routine)r, ref, ev);
        if (r != FAULT_DEVICE_EVD) TRI_SFX(fault_scan_auto)(&p, (fault_routine)r, ref, ev, k);
    }
    free(ref), free(ev);
    free(p.a0), free(p.b0), free(p.a), free(p.b), free(p.z), free(p.tau);
    free(p.w), free(p.d), free(p.e), free(p.ifail);
}
