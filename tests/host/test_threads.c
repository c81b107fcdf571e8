/*
 * test_threads.c -- several threads calling Trident at once (trident.h,
 * "Threads"): the LAPACK-compatible DSYEVD, ZHEEVD, DSYGVD, DSYEVX, DSYEVR,
 * DSYGVX (those three for the lowest tenth) and DSYTRD on the shared default
 * context, the same with a context
 * bound to each thread (trident_set_thread_context), and, with "gpu", the
 * device entry trident_dsyevd_gpu on one context shared by threads.  Every thread
 * solves its own matrices several times and compares each result with the
 * same call made before on one thread: bit for bit on the GPU (whose
 * results are reproducible), to rounding on the host (the system BLAS may
 * split its work differently when called from several threads at once).
 * Also the binding's rules: bind, unbind, a dead context refused, destroy
 * unbinding; and with TRIDENT_THREAD_CONTEXTS=1 in the environment, that
 * each unbound thread got a context of its own with the main thread's
 * options.  With "gpu", also two threads running one xSYTRD kernel at two
 * orders at once (one_kernel_two_orders).
 *
 *   usage: test_threads [gpu]   (gpu: every solve forced onto the GPU;
 *                                exits 77 without a device)
 *
 * Under ThreadSanitizer (a host-only build; the system BLAS is not
 * instrumented, so keep it to one thread):
 *   cmake -S . -B /tmp/tsan -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DTRIDENT_ENABLE_CUDA=OFF \
 *     -DTRIDENT_ENABLE_FORTRAN=OFF -DCMAKE_C_FLAGS=-fsanitize=thread \
 *     -DCMAKE_EXE_LINKER_FLAGS=-fsanitize=thread -DCMAKE_SHARED_LINKER_FLAGS=-fsanitize=thread
 *   cmake --build /tmp/tsan --target test_threads && OPENBLAS_NUM_THREADS=1 /tmp/tsan/tests/test_threads
 * (no report).  Calls that run on the host take no lock on a shared
 * context: they run on a private copy of its options (trident_call_begin);
 * with that copy taken out (begin returning the shared context, unlocked)
 * the sanitizer reports the race on the default context's status.  POSIX
 * threads, not C11 ones: the sanitizer does not
 * follow thrd_create.
 */
#define _GNU_SOURCE /* pthread_barrier_t, pthread_timedjoin_np */
#include <complex.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <pthread.h>

#include "trident.h"
#include "common/test_util.h"
#include "core/context.h" /* trident_context_lock: a call in progress, for host_calls_need_no_lock */
#if defined(TRIDENT_TEST_HAVE_CUDA)
#include "trident_cuda.h"
#include "common/test_device.h"
#endif

enum { NROUTINES = 7, NTHREADS = 2 * NROUTINES + 2, ROUNDS = 3 };
enum { ON_DEFAULT, ON_BOUND, ON_DEVICE_SHARED };
enum { DSYEVD, ZHEEVD, DSYGVD, DSYEVX, DSYEVR, DSYGVX, DSYTRD };
static const char *const routine_names[] = {"dsyevd", "zheevd", "dsygvd", "dsyevx", "dsyevr", "dsygvx", "dsytrd"};

typedef struct job {
    int id, routine, complex_type, where, n;
    int k;                  /* eigenpairs returned: n, or the lowest n/10 (DSYEVX, DSYEVR, DSYGVX) */
    trident_context *ctx;   /* ON_BOUND: the thread's own; ON_DEVICE_SHARED: the shared one */
    double *a0;             /* the matrix, full (n x n, or 2n x n doubles for complex) */
    double *b0;             /* DSYGVD, DSYGVX: the positive definite B */
    double *w_ref, *z_ref;  /* the single-thread result */
    double *w, *z;          /* this thread's result */
    int failures, runs;
    const trident_context *seen; /* trident_default_context() in the thread */
    trident_backend seen_backend;
} job;

static int gpu_mode;
/* the workers wait for one another before they exit: a thread's automatic
 * context (TRIDENT_THREAD_CONTEXTS) goes at its exit, and a later one could
 * take its address */
static pthread_barrier_t all_done;
static pthread_mutex_t report_lock = PTHREAD_MUTEX_INITIALIZER; /* CHECK's counters: one reporter at a time */

static size_t entries(const job *j) { return (size_t)j->n * (size_t)j->n * (j->complex_type ? 2 : 1); }

static void fill(job *j)
{
    test_seed(1000 + (uint64_t)j->id);
    const int n = j->n;
    j->a0 = malloc(entries(j) * sizeof(double));
    if (j->complex_type) {
        double complex *a = (double complex *)j->a0;
        for (int c = 0; c < n; ++c)
            for (int r = c; r < n; ++r) {
                const double re = test_uniform(), im = r == c ? 0 : test_uniform();
                a[r + (size_t)c * n] = re + im * I;
                a[c + (size_t)r * n] = re - im * I;
            }
    } else {
        for (int c = 0; c < n; ++c)
            for (int r = c; r < n; ++r) j->a0[r + (size_t)c * n] = j->a0[c + (size_t)r * n] = test_uniform();
    }
    if (j->routine == DSYGVD || j->routine == DSYGVX) { /* B = I + 0.1 R / n, R random: positive definite */
        j->b0 = malloc(entries(j) * sizeof(double));
        for (int c = 0; c < n; ++c)
            for (int r = c; r < n; ++r)
                j->b0[r + (size_t)c * n] = j->b0[c + (size_t)r * n] = (r == c) + 0.1 * test_uniform() / n;
    }
}

/* The solves, one per routine: the eigenvalues into w and the vectors into
 * z (n x k, ld n); DSYTRD: d, e and tau into w, the reflectors into z.
 * Each returns info (a wrong count of eigenpairs as -9998). */
static trident_int solve_dsyevd(const job *j, double *w, double *z)
{
    const int n = j->n;
    trident_int info = 0, liwork = -1, iwq = 0, lwork = -1;
    double wq = 0;
    memcpy(z, j->a0, entries(j) * sizeof(double));
    trident_dsyevd('V', 'L', n, z, n, w, &wq, lwork, &iwq, liwork, &info);
    lwork = (trident_int)wq, liwork = iwq;
    double *work = malloc((size_t)lwork * sizeof *work);
    trident_int *iwork = malloc((size_t)liwork * sizeof *iwork);
    trident_dsyevd('V', 'L', n, z, n, w, work, lwork, iwork, liwork, &info);
    free(work), free(iwork);
    return info;
}

static trident_int solve_zheevd(const job *j, double *w, double *z)
{
    const int n = j->n;
    double complex *a = (double complex *)z, wq = 0;
    double rwq = 0;
    trident_int info = 0, lwork = -1, lrwork = -1, liwork = -1, iwq = 0;
    memcpy(z, j->a0, entries(j) * sizeof(double));
    trident_zheevd('V', 'L', n, a, n, w, &wq, lwork, &rwq, lrwork, &iwq, liwork, &info);
    lwork = (trident_int)creal(wq), lrwork = (trident_int)rwq, liwork = iwq;
    double complex *work = malloc((size_t)lwork * sizeof *work);
    double *rwork = malloc((size_t)lrwork * sizeof *rwork);
    trident_int *iwork = malloc((size_t)liwork * sizeof *iwork);
    trident_zheevd('V', 'L', n, a, n, w, work, lwork, rwork, lrwork, iwork, liwork, &info);
    free(work), free(rwork), free(iwork);
    return info;
}

static trident_int solve_dsygvd(const job *j, double *w, double *z)
{
    const int n = j->n;
    double wq = 0, *b = malloc(entries(j) * sizeof(double));
    trident_int info = 0, lwork = -1, liwork = -1, iwq = 0;
    memcpy(z, j->a0, entries(j) * sizeof(double));
    memcpy(b, j->b0, entries(j) * sizeof(double));
    trident_dsygvd(1, 'V', 'L', n, z, n, b, n, w, &wq, lwork, &iwq, liwork, &info);
    lwork = (trident_int)wq, liwork = iwq;
    double *work = malloc((size_t)lwork * sizeof *work);
    trident_int *iwork = malloc((size_t)liwork * sizeof *iwork);
    trident_dsygvd(1, 'V', 'L', n, z, n, b, n, w, work, lwork, iwork, liwork, &info);
    free(work), free(iwork), free(b);
    return info;
}

/* DSYEVX, DSYEVR and DSYGVX: the lowest k */
static trident_int solve_lowest(const job *j, double *w, double *z)
{
    const int n = j->n;
    double *a = malloc(entries(j) * sizeof(double)), *b = NULL, wq = 0;
    memcpy(a, j->a0, entries(j) * sizeof(double));
    trident_int info = 0, m = 0, lwork = -1, liwork = -1, iwq = 0;
    trident_int *iwork = malloc(10 * (size_t)n * sizeof *iwork), *ifail = malloc(2 * (size_t)n * sizeof *ifail);
    double *work = NULL;
    for (int pass = 0; pass < 2; ++pass) { /* the workspace query, then the solve */
        double *wk = pass ? work : &wq;
        if (j->routine == DSYEVX) {
            trident_dsyevx('V', 'I', 'L', n, a, n, 0, 0, 1, j->k, 0, &m, w, z, n, wk, lwork, iwork, ifail, &info);
        } else if (j->routine == DSYEVR) {
            trident_dsyevr('V', 'I', 'L', n, a, n, 0, 0, 1, j->k, 0, &m, w, z, n, ifail, wk, lwork,
                           pass ? iwork : &iwq, pass ? liwork : -1, &info);
        } else {
            if (!b) b = malloc(entries(j) * sizeof(double));
            memcpy(b, j->b0, entries(j) * sizeof(double));
            trident_dsygvx(1, 'V', 'I', 'L', n, a, n, b, n, 0, 0, 1, j->k, 0, &m, w, z, n, wk, lwork, iwork, ifail,
                           &info);
        }
        if (!pass) {
            lwork = (trident_int)wq, liwork = iwq > 10 * n ? 10 * n : iwq;
            work = malloc((size_t)lwork * sizeof *work);
        }
    }
    free(work), free(iwork), free(ifail), free(a), free(b);
    return info ? info : m == j->k ? 0 : -9998;
}

static trident_int solve_dsytrd(const job *j, double *w, double *z)
{
    const int n = j->n;
    trident_int info = 0, lwork = -1;
    double wq = 0;
    memcpy(z, j->a0, entries(j) * sizeof(double));
    trident_dsytrd('L', n, z, n, w, w + n, w + 2 * n, &wq, lwork, &info);
    lwork = (trident_int)wq;
    double *work = malloc((size_t)lwork * sizeof *work);
    trident_dsytrd('L', n, z, n, w, w + n, w + 2 * n, work, lwork, &info);
    free(work);
    return info;
}

#if defined(TRIDENT_TEST_HAVE_CUDA)
/* trident_dsyevd_gpu on the job's (shared) context */
static trident_int solve_device(const job *j, double *w, double *z)
{
    const int n = j->n;
    trident_int info = 0;
    double *da = NULL, *dw = NULL;
    if (cudaMalloc((void **)&da, entries(j) * sizeof(double)) || cudaMalloc((void **)&dw, n * sizeof(double))) {
        cudaFree(da);
        return -9999;
    }
    test_memcpy(da, j->a0, entries(j) * sizeof(double), cudaMemcpyHostToDevice);
    trident_dsyevd_gpu(j->ctx, 'V', 'L', n, da, n, dw, &info);
    test_memcpy(z, da, entries(j) * sizeof(double), cudaMemcpyDeviceToHost);
    test_memcpy(w, dw, n * sizeof(double), cudaMemcpyDeviceToHost);
    cudaFree(da), cudaFree(dw);
    return info;
}
#endif

#if defined(TRIDENT_TEST_HAVE_CUDA)
/*
 * One kernel, two orders, two threads ("gpu" only): trident_dsytrd_gpu at
 * n = 300 and 500 in turn, on two contexts at once.  Both orders take the
 * same one-launch xSYTRD kernel (256 threads, 2 rows each) with different
 * dynamic shared memory, the case whose per-launch limit raced before
 * cuda/common/smem_limit.cuh (the job tests above caught it in 4 runs of
 * 12).  Each result must equal the thread's own earlier one, bit for bit.
 */
enum { RACE_ROUNDS = 40 };
typedef struct race_job {
    trident_context *ctx;
    int first;          /* which order the thread starts with */
    double *ref[2];     /* d then e of each order, alone (2n - 1 values) */
    int mismatches, failures;
} race_job;
static const int race_n[2] = {300, 500};
static double *race_a[2]; /* the two matrices, n x n, shared read-only */

/* d and e (n + n-1 doubles, host) of the order-n reduction of race_a[k] on
 * ctx.  (Copying 2n values took the never-written slot after e, whose
 * leftover contents differed between runs: the test's first version failed
 * on that alone, session 40.) */
static trident_int sytrd_on_device(trident_context *ctx, int k, double *de)
{
    const int n = race_n[k];
    const size_t bytes = (size_t)n * n * sizeof(double);
    double *da = NULL, *dd = NULL;
    if (cudaMalloc((void **)&da, bytes) != cudaSuccess || cudaMalloc((void **)&dd, 3 * (size_t)n * sizeof(double))) {
        cudaFree(da);
        return -9999;
    }
    trident_int info = -9998;
    if (test_memcpy(da, race_a[k], bytes, cudaMemcpyHostToDevice) == cudaSuccess) {
        trident_dsytrd_gpu(ctx, 'L', n, da, n, dd, dd + n, dd + 2 * n, &info);
        if (test_memcpy(de, dd, (2 * (size_t)n - 1) * sizeof(double), cudaMemcpyDeviceToHost) != cudaSuccess)
            info = -9997;
    }
    cudaFree(da), cudaFree(dd);
    return info;
}

static void *race_worker(void *arg)
{
    race_job *r = arg;
    double *out = malloc(2 * (size_t)race_n[1] * sizeof(double));
    for (int round = 0; round < RACE_ROUNDS && out; ++round) {
        const int k = (round + r->first) & 1;
        if (sytrd_on_device(r->ctx, k, out) != 0) ++r->failures;
        else if (memcmp(out, r->ref[k], (2 * (size_t)race_n[k] - 1) * sizeof(double))) ++r->mismatches;
    }
    if (!out) r->failures = RACE_ROUNDS;
    free(out);
    return NULL;
}

static void one_kernel_two_orders(void)
{
    race_job jobs[2];
    for (int k = 0; k < 2; ++k) {
        const int n = race_n[k];
        test_seed(7000 + (uint64_t)k);
        race_a[k] = malloc((size_t)n * n * sizeof(double));
        for (int c = 0; c < n; ++c)
            for (int r = c; r < n; ++r) race_a[k][r + (size_t)c * n] = race_a[k][c + (size_t)r * n] = test_uniform();
    }
    for (int t = 0; t < 2; ++t) {
        race_job *r = &jobs[t];
        memset(r, 0, sizeof *r);
        trident_context_create(&r->ctx);
        r->first = t;
        for (int k = 0; k < 2; ++k) {
            r->ref[k] = malloc(2 * (size_t)race_n[k] * sizeof(double));
            CHECK(sytrd_on_device(r->ctx, k, r->ref[k]) == 0, "race reference n = %d failed", race_n[k]);
        }
    }
    pthread_t tid[2];
    int started[2];
    for (int t = 0; t < 2; ++t) started[t] = pthread_create(&tid[t], NULL, race_worker, &jobs[t]) == 0;
    for (int t = 0; t < 2; ++t) {
        if (started[t]) pthread_join(tid[t], NULL);
        CHECK(started[t] && jobs[t].failures == 0 && jobs[t].mismatches == 0,
              "one kernel, two orders: thread %d: %d failed calls, %d results differ of %d", t, jobs[t].failures,
              jobs[t].mismatches, RACE_ROUNDS);
        trident_context_destroy(jobs[t].ctx);
        free(jobs[t].ref[0]), free(jobs[t].ref[1]);
    }
    printf("one kernel, two orders: 2 threads x %d xSYTRD on the GPU, %s\n", RACE_ROUNDS,
           jobs[0].failures + jobs[0].mismatches + jobs[1].failures + jobs[1].mismatches ? "FAILED" : "all bit for bit");
    free(race_a[0]), free(race_a[1]);
}
#endif

static trident_int solve(const job *j, double *w, double *z)
{
#if defined(TRIDENT_TEST_HAVE_CUDA)
    if (j->where == ON_DEVICE_SHARED) return solve_device(j, w, z);
#endif
    switch (j->routine) {
    case DSYEVD: return solve_dsyevd(j, w, z);
    case ZHEEVD: return solve_zheevd(j, w, z);
    case DSYGVD: return solve_dsygvd(j, w, z);
    case DSYTRD: return solve_dsytrd(j, w, z);
    default: return solve_lowest(j, w, z);
    }
}

/* whether (w, z) is the reference result: bit for bit on the GPU; on the
 * host eigenvalues to 1e-12 of the largest and each vector parallel to the
 * reference's to 1e-8 (a random matrix's eigenvalues are well apart) */
static int same_result(const job *j)
{
    const int n = j->n, k = j->k, parts = j->complex_type ? 2 : 1;
    const size_t zlen = (size_t)parts * n * k;
    if (j->routine == DSYTRD) { /* d, e, tau and the reflectors, entry by entry (A's entries are in [-1, 1)) */
        for (int part = 0; part < 3; ++part) { /* d at w, e at w + n, tau at w + 2n */
            const double *x = j->w + part * (size_t)n, *y = j->w_ref + part * (size_t)n;
            const int len = part ? n - 1 : n;
            if (gpu_mode && memcmp(x, y, len * sizeof(double))) return 0;
            for (int i = 0; i < len; ++i)
                if (!(fabs(x[i] - y[i]) <= 1e-10)) return 0;
        }
        if (gpu_mode) return !memcmp(j->z, j->z_ref, zlen * sizeof(double));
        for (size_t i = 0; i < zlen; ++i)
            if (!(fabs(j->z[i] - j->z_ref[i]) <= 1e-10)) return 0;
        return 1;
    }
    if (gpu_mode) return !memcmp(j->w, j->w_ref, k * sizeof(double)) && !memcmp(j->z, j->z_ref, zlen * sizeof(double));
    const double scale = fmax(fabs(j->w_ref[0]), fabs(j->w_ref[k - 1]));
    for (int i = 0; i < k; ++i)
        if (!(fabs(j->w[i] - j->w_ref[i]) <= 1e-12 * scale)) return 0;
    for (int c = 0; c < k; ++c) { /* |cos| of the angle between the vectors (DSYGVD's are B-normalized) */
        double complex dot = 0;
        double xx = 0, yy = 0;
        for (int r = 0; r < n; ++r) {
            const size_t e = (size_t)parts * (r + (size_t)c * n);
            const double complex x = parts == 2 ? j->z[e] + j->z[e + 1] * I : j->z[e];
            const double complex y = parts == 2 ? j->z_ref[e] + j->z_ref[e + 1] * I : j->z_ref[e];
            dot += conj(x) * y, xx += creal(conj(x) * x), yy += creal(conj(y) * y);
        }
        if (!(fabs(cabs(dot) / sqrt(xx * yy) - 1) <= 1e-8)) return 0;
    }
    return 1;
}

static void *worker(void *arg)
{
    job *j = arg;
    if (j->where == ON_BOUND) trident_set_thread_context(j->ctx);
    j->seen = trident_default_context();
    trident_context_get_backend(trident_default_context(), &j->seen_backend);
    for (int r = 0; r < ROUNDS; ++r) {
        const trident_int info = solve(j, j->w, j->z);
        ++j->runs;
        if (info != 0 || !same_result(j)) ++j->failures;
    }
    if (j->where == ON_BOUND) trident_set_thread_context(NULL);
    pthread_barrier_wait(&all_done);
    return NULL;
}

static void binding_rules(void)
{
    trident_context *shared = trident_default_context(), *mine = NULL;
    CHECK(trident_context_create(&mine) == TRIDENT_SUCCESS, "create");
    CHECK(trident_set_thread_context(mine) == TRIDENT_SUCCESS && trident_default_context() == mine,
          "a bound context is the thread's default");
    CHECK(trident_set_thread_context(NULL) == TRIDENT_SUCCESS && trident_default_context() == shared,
          "unbinding restores the process's default context");
    CHECK(trident_set_thread_context(mine) == TRIDENT_SUCCESS, "bind again");
    trident_context_destroy(mine);
    CHECK(trident_default_context() == shared, "destroying the bound context unbinds it");
    static uint64_t junk[16]; /* zeros: not a context */
    trident_context *dead = (trident_context *)junk;
    CHECK(trident_set_thread_context(dead) == TRIDENT_INFO_INVALID_CONTEXT && trident_default_context() == shared,
          "a non-context is refused and the binding kept");
}

/* host_calls_need_no_lock's second thread: a small DSYEVD on its default context */
typedef struct held_call {
    trident_int info;
    const char *backend; /* its context's last backend after the call */
} held_call;

static void *solve_while_held(void *arg)
{
    held_call *h = arg;
    enum { n = 60 };
    static double a[n * n], w[n], work[1 + 6 * n + 2 * n * n];
    static trident_int iwork[3 + 5 * n];
    for (int c = 0; c < n; ++c)
        for (int r = 0; r < n; ++r) a[r + c * n] = r == c ? c : 1.0 / (1 + r + c);
    trident_dsyevd('V', 'L', n, a, n, w, work, 1 + 6 * n + 2 * n * n, iwork, 3 + 5 * n, &h->info);
    h->backend = trident_context_last_backend(trident_default_context());
    return NULL;
}

/* A call that will run on the host (here: backend host) does not take turns
 * with the calls holding the shared context (trident_call_begin): while
 * this thread holds the default context's lock, as a GPU solve on it would,
 * a DSYEVD on another thread finishes.  (Were it to wait, it would wait
 * for the unlock below, after the two minutes of the join's limit.) */
static void host_calls_need_no_lock(void)
{
    trident_context *def = trident_default_context();
    held_call h = {-1, NULL};
    pthread_t other;
    trident_context_lock(def);
    if (pthread_create(&other, NULL, solve_while_held, &h) != 0) {
        trident_context_unlock(def);
        CHECK(0, "thread not started");
        return;
    }
    struct timespec limit;
    clock_gettime(CLOCK_REALTIME, &limit);
    limit.tv_sec += 120;
    const int finished = pthread_timedjoin_np(other, NULL, &limit) == 0;
    trident_context_unlock(def);
    if (!finished) pthread_join(other, NULL);
    CHECK(finished && h.info == 0 && h.backend && !strcmp(h.backend, "host"),
          "a host DSYEVD beside a held default context: %s, info %d, backend %s",
          finished ? "finished" : "waited for the lock", (int)h.info, h.backend ? h.backend : "?");
}

int main(int argc, char **argv)
{
    gpu_mode = argc > 1 && !strcmp(argv[1], "gpu");
    if (gpu_mode && !trident_gpu_available()) {
        printf("SKIP: no CUDA device\n");
        return TEST_SKIP_CODE;
    }
#if !defined(TRIDENT_TEST_HAVE_CUDA)
    if (gpu_mode) {
        printf("SKIP: built without CUDA\n");
        return TEST_SKIP_CODE;
    }
#endif
    binding_rules();

    const trident_backend backend = gpu_mode ? TRIDENT_BACKEND_GPU : TRIDENT_BACKEND_HOST;
    trident_context_set_backend(trident_default_context(), backend);
    if (!gpu_mode) host_calls_need_no_lock();
    trident_context *shared_device = NULL;
    job jobs[NTHREADS];
    for (int t = 0; t < NTHREADS; ++t) {
        job *j = &jobs[t];
        memset(j, 0, sizeof *j);
        /* threads 0 .. NROUTINES-1: each routine on the default context;
         * the next NROUTINES: the same on contexts of their own; the last
         * two: DSYEVD, with "gpu" through the device entry on one context
         * the two share, else on the default context */
        j->id = t;
        j->routine = t < 2 * NROUTINES ? t % NROUTINES : DSYEVD;
        j->complex_type = j->routine == ZHEEVD;
        j->where = t < NROUTINES ? ON_DEFAULT : t < 2 * NROUTINES ? ON_BOUND : gpu_mode ? ON_DEVICE_SHARED : ON_DEFAULT;
        j->n = (gpu_mode ? 300 : 120) + 17 * t;
        j->k = j->routine == DSYEVX || j->routine == DSYEVR || j->routine == DSYGVX ? j->n / 10 : j->n;
        if (j->where == ON_BOUND) {
            trident_context_create(&j->ctx);
            trident_context_set_backend(j->ctx, backend);
        } else if (j->where == ON_DEVICE_SHARED) {
            if (!shared_device) trident_context_create(&shared_device);
            j->ctx = shared_device;
        }
        fill(j);
        const size_t bytes = entries(j) * sizeof(double);
        j->w_ref = malloc(3 * j->n * sizeof(double)), j->z_ref = malloc(bytes); /* DSYTRD: d, e, tau */
        j->w = malloc(3 * j->n * sizeof(double)), j->z = malloc(bytes);
        /* the reference: the same call, alone */
        if (j->where == ON_BOUND) trident_set_thread_context(j->ctx);
        const trident_int info = solve(j, j->w_ref, j->z_ref);
        trident_set_thread_context(NULL);
        CHECK(info == 0, "thread %d's reference solve: info %d", t, (int)info);
    }

    pthread_barrier_init(&all_done, NULL, NTHREADS);
    pthread_t threads[NTHREADS];
    int started[NTHREADS];
    for (int t = 0; t < NTHREADS; ++t) {
        started[t] = pthread_create(&threads[t], NULL, worker, &jobs[t]) == 0;
        CHECK(started[t], "thread %d not started", t);
    }
    for (int t = 0; t < NTHREADS; ++t)
        if (started[t]) pthread_join(threads[t], NULL);

    /* TRIDENT_THREAD_CONTEXTS=1 (ctest threads_own_contexts): the threads
     * that call the LAPACK-compatible routines without a binding each got a
     * context of their own, not the main thread's, with its options */
    const char *own = getenv("TRIDENT_THREAD_CONTEXTS");
    if (own && !strcmp(own, "1")) {
        for (int t = 0; t < NTHREADS; ++t) {
            if (jobs[t].where != ON_DEFAULT) continue;
            CHECK(jobs[t].seen != trident_default_context() && jobs[t].seen_backend == backend,
                  "thread %d: TRIDENT_THREAD_CONTEXTS=1 gave it the main thread's context or other options", t);
            for (int u = 0; u < t; ++u)
                CHECK(jobs[u].where != ON_DEFAULT || jobs[u].seen != jobs[t].seen,
                      "threads %d and %d were given one context", u, t);
        }
        printf("TRIDENT_THREAD_CONTEXTS=1: each unbound thread ran on a context of its own\n");
    }

    static const char *where[] = {"the default context", "its own bound context", "a shared device context"};
    for (int t = 0; t < NTHREADS; ++t) {
        job *j = &jobs[t];
        pthread_mutex_lock(&report_lock);
        CHECK(j->runs == ROUNDS && j->failures == 0, "thread %d (%s, n = %d, on %s): %d of %d solves differ",
              t, routine_names[j->routine], j->n, where[j->where], j->failures, j->runs);
        pthread_mutex_unlock(&report_lock);
        printf("thread %d: %s n=%d on %s, %d solves %s\n", t, routine_names[j->routine], j->n,
               where[j->where], j->runs, j->failures ? "DIFFER" : gpu_mode ? "bit for bit" : "agree");
        if (j->where == ON_BOUND) trident_context_destroy(j->ctx);
        free(j->a0), free(j->b0), free(j->w_ref), free(j->z_ref), free(j->w), free(j->z);
    }
    trident_context_destroy(shared_device);
    pthread_barrier_destroy(&all_done);
#if defined(TRIDENT_TEST_HAVE_CUDA)
    if (gpu_mode) one_kernel_two_orders();
#endif
    return test_finish(gpu_mode ? "threads_gpu" : "threads");
}
