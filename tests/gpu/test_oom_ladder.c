/*
 * test_oom_ladder.c -- out of device memory at every point of a solve.
 * Each device entry runs with the device filled so that about F bytes stay
 * free, F climbing from 16 MiB in steps of 16 MiB until the call has
 * succeeded on three rungs in a row.  At every rung the call must either
 *   - succeed, with eigenvalues within 30 n |A| eps of those computed with
 *     the device free (a path chosen for want of memory may differ in the
 *     last bits), or
 *   - return TRIDENT_INFO_OUT_OF_MEMORY with every output (dA, dB, dW, d, e,
 *     tau) bitwise as it was: everything a solve needs is taken before it
 *     writes, so a caller never gets back a half-reduced matrix.
 * Each rung runs on a fresh context (its stream, handles and workspace made
 * on the full device) and on a warm one (its workspace grown by the
 * earlier calls).  Entries: trident_dsyevd_gpu ('V' and 'N'),
 * trident_dsytrd_gpu, trident_dsygvd_gpu ('V'), trident_dsyevx_gpu (the
 * lowest n/10 with vectors; dZ must stay untouched too), at n = 1500 and
 * 3000; and at n = 1500 the LAPACK-compatible trident_dsyevd ('V', host
 * pointers, the context bound to the thread, GPU crossover 1):
 *   - under backend gpu it succeeds or fails as above, A and W on the host
 *     untouched;
 *   - under backend auto it must succeed at every rung (README: out of
 *     device memory it falls back to the host), over at least the rungs
 *     that backend gpu needed before it succeeded.
 * With the argument z the same ladders run for the complex device entries
 * (trident_zheevd_gpu, trident_zhetrd_gpu, trident_zhegvd_gpu,
 * trident_zheevx_gpu) at n = 1500: their paths call other cuBLAS routines
 * (ZHER2K, ZGEMM3M, complex TRSM) that might take memory of their own.
 * ctest runs both again with TRIDENT_TWO_STAGE_MIN_N=1000 (the two-stage
 * route at both orders).  Exits 77 (skipped) without a CUDA device.
 *
 * ctest sets CUDA_MODULE_LOADING=EAGER: with lazy loading (CUDA 12's
 * default) a kernel's code is put on the device at its first launch, which
 * on a nearly full device can fail mid-solve (cuBLAS's trmm said
 * INTERNAL_ERROR, a kernel of ours cudaErrorUnknown, where a path chosen for
 * want of memory launched kernels for the first time: H100, session 40).
 * No library can reserve that memory for the CUDA runtime; the README says
 * what a program running at the edge of device memory should set.
 */
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cuda_runtime_api.h>

#include "trident.h"
#include "trident_cuda.h"
#include "common/test_device.h"
#include "common/test_lapack.h"
#include "common/test_util.h"

enum { STEP_MIB = 16, SUCCESSES_TO_STOP = 3, MAX_RUNGS = 400, MAX_BLOCKS = 8192 };

typedef enum { SYEVD_V, SYEVD_N, SYTRD, SYGVD_V, SYEVX_V, HOST_SYEVD_GPU, HOST_SYEVD_AUTO, NROUTINES } routine;
static const char *const routine_names[2][NROUTINES] = {
    {"dsyevd_gpu V", "dsyevd_gpu N", "dsytrd_gpu", "dsygvd_gpu V", "dsyevx_gpu V I", "dsyevd V (gpu)",
     "dsyevd V (auto)"},
    {"zheevd_gpu V", "zheevd_gpu N", "zhetrd_gpu", "zhegvd_gpu V", "zheevx_gpu V I", "", ""}};
static int complex_run; /* the z entries (argument z) */
static const char *name_of(routine r) { return routine_names[complex_run][r]; }
enum { HOST_MAX_N = 1500 }; /* the host-pointer entries run at this order only (the fallback's host solves) */

static int is_host_entry(routine r) { return r == HOST_SYEVD_GPU || r == HOST_SYEVD_AUTO; }

/* a context as routine r runs on it: the host-pointer entries on the GPU
 * from n = 1, under backend gpu or auto */
static int configure(trident_context *ctx, routine r)
{
    if (!is_host_entry(r)) return 1;
    return trident_context_set_backend(ctx, r == HOST_SYEVD_GPU ? TRIDENT_BACKEND_GPU : TRIDENT_BACKEND_AUTO) ==
               TRIDENT_SUCCESS &&
           trident_context_set_gpu_crossover(ctx, 1) == TRIDENT_SUCCESS;
}

static void quiet_handler(const char *r, trident_int info, const char *m, void *u)
{
    (void)r, (void)info, (void)m, (void)u;
}

/* The problem of order n: A symmetric (Hermitian), B symmetric (Hermitian)
 * positive definite.  Matrices are arrays of doubles, `parts` (1 real, 2
 * complex) per element. */
typedef struct problem {
    int n, k, parts;         /* order, the subset's lowest k = n / 10, doubles per element */
    double *a, *b;           /* host */
    double *ha, *hw;         /* host: A and W of the host-pointer entries */
    double *da, *db, *dout;  /* device: A, B, and 4n doubles of outputs (dW, or d, e and tau), then dZ (n x k) */
    double ref[NROUTINES][3000]; /* eigenvalues with the device free */
} problem;

static size_t matrix_doubles(const problem *p) { return (size_t)p->n * p->n * p->parts; }
static size_t matrix_bytes(const problem *p) { return matrix_doubles(p) * sizeof(double); }
/* outputs in doubles: 4n, dZ 16-byte aligned after them */
static size_t outputs(const problem *p) { return 4 * (size_t)p->n + (size_t)p->n * p->k * p->parts; }
static double fill_value(size_t i) { return -0.5 - (double)i; }

/* dA, dB and the outputs as the caller left them: A, B and a fill */
static int load(problem *p)
{
    const size_t bytes = matrix_bytes(p);
    double *fill = malloc(outputs(p) * sizeof(double));
    if (!fill) return 0;
    for (size_t i = 0; i < outputs(p); ++i) fill[i] = fill_value(i);
    memcpy(p->ha, p->a, bytes);
    memcpy(p->hw, fill, (size_t)p->n * sizeof(double));
    const int ok = test_memcpy(p->da, p->a, bytes, cudaMemcpyHostToDevice) == cudaSuccess &&
                   test_memcpy(p->db, p->b, bytes, cudaMemcpyHostToDevice) == cudaSuccess &&
                   test_memcpy(p->dout, fill, outputs(p) * sizeof(double), cudaMemcpyHostToDevice) == cudaSuccess;
    free(fill);
    return ok;
}

/* 1 when dA, dB, the outputs and the host A and W are still as load left them */
static int untouched(const problem *p)
{
    const size_t bytes = matrix_bytes(p), out_bytes = outputs(p) * sizeof(double);
    double *back = malloc(bytes > out_bytes ? bytes : out_bytes);
    int same = back != NULL;
    if (same) {
        same = test_memcpy(back, p->da, bytes, cudaMemcpyDeviceToHost) == cudaSuccess && !memcmp(back, p->a, bytes);
        same = same && test_memcpy(back, p->db, bytes, cudaMemcpyDeviceToHost) == cudaSuccess &&
               !memcmp(back, p->b, bytes);
        same = same && test_memcpy(back, p->dout, out_bytes, cudaMemcpyDeviceToHost) == cudaSuccess;
        for (size_t i = 0; same && i < outputs(p); ++i) same = back[i] == fill_value(i);
        same = same && !memcmp(p->ha, p->a, bytes);
        for (int i = 0; same && i < p->n; ++i) same = p->hw[i] == fill_value((size_t)i);
    }
    free(back);
    return same;
}

/* the eigenvalues a call of r returns: the subset's k, else n */
static int values(const problem *p, routine r) { return r == SYEVX_V ? p->k : p->n; }

/* LAPACK's trident_dsyevd on the host copies, ctx bound to the thread */
static trident_int call_host_syevd(trident_context *ctx, problem *p)
{
    const trident_int n = p->n;
    trident_int info = -9999, liwork = -1, iq = 0;
    double wq = 0;
    if (trident_set_thread_context(ctx) != TRIDENT_SUCCESS) return -9995;
    trident_dsyevd('V', 'L', n, p->ha, n, p->hw, &wq, -1, &iq, liwork, &info);
    const trident_int lwork = (trident_int)wq;
    liwork = iq;
    double *work = info == 0 ? malloc((size_t)lwork * sizeof(double)) : NULL;
    trident_int *iwork = work ? malloc((size_t)liwork * sizeof(trident_int)) : NULL;
    if (iwork) trident_dsyevd('V', 'L', n, p->ha, n, p->hw, work, lwork, iwork, liwork, &info);
    else if (info == 0) info = -9994;
    free(work), free(iwork);
    trident_set_thread_context(NULL);
    return info;
}

/* device entry r (d, or z for complex_run) on the loaded problem; its info */
static trident_int call_device(trident_context *ctx, routine r, problem *p)
{
    const int n = p->n;
    trident_int info = -9999, m = -1;
    trident_int *ifail = r == SYEVX_V ? malloc((size_t)n * sizeof(trident_int)) : NULL;
    if (r == SYEVX_V && !ifail) return -9993;
    double *d = p->dout, *e = d + n, *tau = d + 2 * n, *z = d + 4 * n; /* z: the subset's vectors */
    const char jobz = r == SYEVD_N ? 'N' : 'V';
    if (complex_run) {
        typedef trident_complex_double zt;
        zt *a = (zt *)p->da, *b = (zt *)p->db;
        switch (r) {
        case SYEVD_V:
        case SYEVD_N: trident_zheevd_gpu(ctx, jobz, 'L', n, a, n, d, &info); break;
        case SYTRD: trident_zhetrd_gpu(ctx, 'L', n, a, n, d, e, (zt *)tau, &info); break;
        case SYGVD_V: trident_zhegvd_gpu(ctx, 1, 'V', 'L', n, a, n, b, n, d, &info); break;
        case SYEVX_V:
            trident_zheevx_gpu(ctx, 'V', 'I', 'L', n, a, n, 0, 0, 1, p->k, 0, &m, d, (zt *)z, n, ifail, &info);
            break;
        default: break;
        }
    } else {
        double *a = p->da, *b = p->db;
        switch (r) {
        case SYEVD_V:
        case SYEVD_N: trident_dsyevd_gpu(ctx, jobz, 'L', n, a, n, d, &info); break;
        case SYTRD: trident_dsytrd_gpu(ctx, 'L', n, a, n, d, e, tau, &info); break;
        case SYGVD_V: trident_dsygvd_gpu(ctx, 1, 'V', 'L', n, a, n, b, n, d, &info); break;
        case SYEVX_V:
            trident_dsyevx_gpu(ctx, 'V', 'I', 'L', n, a, n, 0, 0, 1, p->k, 0, &m, d, z, n, ifail, &info);
            break;
        default: break;
        }
    }
    free(ifail);
    if (info == 0 && r == SYEVX_V && m != p->k) info = -9996;
    return info;
}

/* The routine on the loaded problem; its eigenvalues (for xSYTRD: those of
 * T, by LAPACK's dsterf) to w */
static trident_int call(trident_context *ctx, routine r, problem *p, double *w)
{
    const int n = p->n;
    if (is_host_entry(r)) {
        const trident_int info = call_host_syevd(ctx, p);
        if (info == 0) memcpy(w, p->hw, (size_t)n * sizeof(double));
        return info;
    }
    trident_int info = call_device(ctx, r, p);
    if (info != 0) return info;
    double *de = malloc(2 * (size_t)n * sizeof(double));
    if (!de || test_memcpy(de, p->dout, 2 * (size_t)n * sizeof(double), cudaMemcpyDeviceToHost) != cudaSuccess) {
        free(de);
        return -9998;
    }
    memcpy(w, de, (size_t)n * sizeof(double));
    if (r == SYTRD) {
        blas_int bn = n, linfo = 0;
        dsterf_(&bn, w, de + n, &linfo);
        if (linfo) info = -9997;
    }
    free(de);
    return info;
}

static double max_abs(const problem *p, const double *m)
{
    double x = 0;
    for (size_t i = 0; i < matrix_doubles(p); ++i) x = fmax(x, fabs(m[i])); /* complex: by parts */
    return x;
}

/* the ladder for one routine and one kind of context, at least min_rungs
 * rungs long; returns its length */
static int ladder(problem *p, routine r, int fresh_each, int min_rungs)
{
    const int n = p->n;
    trident_context *warm = NULL;
    if (!fresh_each && (trident_context_create(&warm) || !configure(warm, r))) {
        CHECK(0, "n = %d %s: no context", n, name_of(r));
        trident_context_destroy(warm);
        return 0;
    }
    /* the scale of the eigenvalues: |A| (itype 1 with B >= n I: smaller) */
    const double tol = 30.0 * n * DBL_EPSILON * (double)n * max_abs(p, p->a);
    double *w = malloc((size_t)n * sizeof(double));
    int successes = 0, failures = 0, rungs = 0;
    void **blocks = malloc(MAX_BLOCKS * sizeof(void *));
    for (int rung = 1; w && blocks && rung <= MAX_RUNGS && (successes < SUCCESSES_TO_STOP || rung <= min_rungs);
         ++rung, ++rungs) {
        if (!load(p)) {
            CHECK(0, "n = %d %s: loading failed", n, name_of(r));
            break;
        }
        trident_context *ctx = warm;
        if (fresh_each && (trident_context_create(&ctx) || !configure(ctx, r))) {
            CHECK(0, "n = %d %s: no context", n, name_of(r));
            trident_context_destroy(ctx);
            break;
        }
        const int nblocks = exhaust_device(blocks, MAX_BLOCKS, (size_t)rung * STEP_MIB << 20);
        const trident_int info = call(ctx, r, p, w);
        if (fresh_each) trident_context_destroy(ctx);
        for (int k = 0; k < nblocks; ++k) cudaFree(blocks[k]);
        if (info == TRIDENT_INFO_OUT_OF_MEMORY) {
            ++failures, successes = 0;
            CHECK(r != HOST_SYEVD_AUTO, "n = %d %s (%s context), about %d MiB free: out of memory under backend auto "
                  "(expected the host fallback)", n, name_of(r), fresh_each ? "fresh" : "warm", rung * STEP_MIB);
            CHECK(untouched(p), "n = %d %s (%s context), about %d MiB free: out of memory, but an output was written",
                  n, name_of(r), fresh_each ? "fresh" : "warm", rung * STEP_MIB);
            continue;
        }
        CHECK(info == 0, "n = %d %s (%s context), about %d MiB free: info %d (expected 0 or out of memory)", n,
              name_of(r), fresh_each ? "fresh" : "warm", rung * STEP_MIB, (int)info);
        if (info != 0) break;
        double diff = 0;
        for (int i = 0; i < values(p, r); ++i) diff = fmax(diff, fabs(w[i] - p->ref[r][i]));
        CHECK(diff <= tol, "n = %d %s (%s context), about %d MiB free: eigenvalues %.3g from the free device's",
              n, name_of(r), fresh_each ? "fresh" : "warm", rung * STEP_MIB, diff);
        ++successes;
    }
    CHECK(successes >= SUCCESSES_TO_STOP, "n = %d %s: never succeeded %d times in a row", n, name_of(r),
          SUCCESSES_TO_STOP);
    printf("n = %4d %-15s %s context: out of memory on %d of %d rungs of %d MiB, then %d successes\n", n,
           name_of(r), fresh_each ? "fresh" : "warm ", failures, rungs, STEP_MIB, successes);
    free(blocks), free(w);
    if (warm) trident_context_destroy(warm);
    return rungs;
}

static void run_order(int n)
{
    problem *p = calloc(1, sizeof *p);
    if (!p) {
        CHECK(0, "n = %d: setup failed", n);
        return;
    }
    p->n = n, p->k = n / 10, p->parts = complex_run ? 2 : 1;
    const size_t bytes = matrix_bytes(p);
    p->a = malloc(bytes), p->b = malloc(bytes), p->ha = malloc(bytes), p->hw = malloc((size_t)n * sizeof(double));
    int ok = p->a && p->b && p->ha && p->hw && cudaMalloc((void **)&p->da, bytes) == cudaSuccess &&
             cudaMalloc((void **)&p->db, bytes) == cudaSuccess &&
             cudaMalloc((void **)&p->dout, outputs(p) * sizeof(double)) == cudaSuccess;
    CHECK(ok, "n = %d: setup failed", n);
    if (ok) {
        test_seed(4000 + (uint64_t)n + 7 * (uint64_t)complex_run);
        const size_t q = (size_t)p->parts;
        for (int c = 0; c < n; ++c)
            for (int i = c; i < n; ++i) {
                const size_t lo = (i + (size_t)c * n) * q, up = (c + (size_t)i * n) * q; /* (i, c) and (c, i) */
                p->a[lo] = p->a[up] = test_uniform();
                p->b[lo] = p->b[up] = i == c ? n + test_uniform() : test_uniform();
                if (q == 2) { /* the imaginary parts: conjugate across the diagonal, zero on it */
                    const double ya = i == c ? 0 : test_uniform(), yb = i == c ? 0 : test_uniform();
                    p->a[lo + 1] = ya, p->a[up + 1] = -ya;
                    p->b[lo + 1] = yb, p->b[up + 1] = -yb;
                }
            }
        const int routines = !complex_run && n <= HOST_MAX_N ? NROUTINES : HOST_SYEVD_GPU;
        for (int r = 0; ok && r < routines; ++r) {
            trident_context *ctx = NULL;
            ok = trident_context_create(&ctx) == 0 && configure(ctx, (routine)r) && load(p) &&
                 call(ctx, (routine)r, p, p->ref[r]) == 0;
            CHECK(ok, "n = %d %s: the reference call failed", n, name_of(r));
            trident_context_destroy(ctx);
        }
        int gpu_rungs[2] = {0, 0}; /* backend gpu's ladders, fresh and warm: backend auto's shortest */
        for (int r = 0; ok && r < routines; ++r)
            for (int fresh = 1; fresh >= 0; --fresh) {
                const int rungs = ladder(p, (routine)r, fresh, r == HOST_SYEVD_AUTO ? gpu_rungs[fresh] : 0);
                if (r == HOST_SYEVD_GPU) gpu_rungs[fresh] = rungs;
            }
    }
    cudaFree(p->da), cudaFree(p->db), cudaFree(p->dout);
    free(p->a), free(p->b), free(p->ha), free(p->hw), free(p);
}

int main(int argc, char **argv)
{
    complex_run = argc > 1 && !strcmp(argv[1], "z");
    if (argc > 1 && !complex_run) {
        fprintf(stderr, "usage: %s [z]\n", argv[0]);
        return 2;
    }
    if (!trident_gpu_available()) {
        printf("SKIP: no CUDA device\n");
        return TEST_SKIP_CODE;
    }
    trident_set_error_handler(quiet_handler, NULL);
    run_order(1500);
    if (!complex_run) run_order(3000);
    return test_finish(complex_run ? "oom_ladder z" : "oom_ladder");
}
