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
 * trident_dsytrd_gpu, trident_dsygvd_gpu ('V'), at n = 1500 and 3000;
 * ctest runs it again with TRIDENT_TWO_STAGE_MIN_N=1000 (the two-stage
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

typedef enum { SYEVD_V, SYEVD_N, SYTRD, SYGVD_V, NROUTINES } routine;
static const char *const routine_name[] = {"dsyevd_gpu V", "dsyevd_gpu N", "dsytrd_gpu", "dsygvd_gpu V"};

static void quiet_handler(const char *r, trident_int info, const char *m, void *u)
{
    (void)r, (void)info, (void)m, (void)u;
}

/* the problem of order n: A symmetric, B symmetric positive definite */
typedef struct problem {
    int n;
    double *a, *b;           /* host */
    double *da, *db, *dout;  /* device: A, B, and 3n outputs (dW or d, e, tau) */
    double ref[NROUTINES][3000]; /* eigenvalues with the device free */
} problem;

static size_t matrix_bytes(const problem *p) { return (size_t)p->n * p->n * sizeof(double); }

/* dA, dB and the outputs as the caller left them: A, B and a fill */
static int load(problem *p)
{
    const size_t bytes = matrix_bytes(p);
    double *fill = malloc(3 * (size_t)p->n * sizeof(double));
    if (!fill) return 0;
    for (int i = 0; i < 3 * p->n; ++i) fill[i] = -0.5 - i;
    const int ok = test_memcpy(p->da, p->a, bytes, cudaMemcpyHostToDevice) == cudaSuccess &&
                   test_memcpy(p->db, p->b, bytes, cudaMemcpyHostToDevice) == cudaSuccess &&
                   test_memcpy(p->dout, fill, 3 * (size_t)p->n * sizeof(double), cudaMemcpyHostToDevice) ==
                       cudaSuccess;
    free(fill);
    return ok;
}

/* 1 when dA, dB and the outputs are still as load left them */
static int untouched(const problem *p)
{
    const size_t bytes = matrix_bytes(p);
    double *back = malloc(bytes);
    int same = back != NULL;
    if (same) {
        same = test_memcpy(back, p->da, bytes, cudaMemcpyDeviceToHost) == cudaSuccess && !memcmp(back, p->a, bytes);
        same = same && test_memcpy(back, p->db, bytes, cudaMemcpyDeviceToHost) == cudaSuccess &&
               !memcmp(back, p->b, bytes);
        same = same && test_memcpy(back, p->dout, 3 * (size_t)p->n * sizeof(double), cudaMemcpyDeviceToHost) ==
                           cudaSuccess;
        for (int i = 0; same && i < 3 * p->n; ++i) same = back[i] == -0.5 - i;
    }
    free(back);
    return same;
}

/* The routine on the loaded problem; its eigenvalues (for xSYTRD: those of
 * T, by LAPACK's dsterf) to w */
static trident_int call(trident_context *ctx, routine r, problem *p, double *w)
{
    const int n = p->n;
    trident_int info = -9999;
    switch (r) {
    case SYEVD_V: trident_dsyevd_gpu(ctx, 'V', 'L', n, p->da, n, p->dout, &info); break;
    case SYEVD_N: trident_dsyevd_gpu(ctx, 'N', 'L', n, p->da, n, p->dout, &info); break;
    case SYTRD: trident_dsytrd_gpu(ctx, 'L', n, p->da, n, p->dout, p->dout + n, p->dout + 2 * n, &info); break;
    case SYGVD_V: trident_dsygvd_gpu(ctx, 1, 'V', 'L', n, p->da, n, p->db, n, p->dout, &info); break;
    default: break;
    }
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
    for (size_t i = 0; i < (size_t)p->n * p->n; ++i) x = fmax(x, fabs(m[i]));
    return x;
}

/* the ladder for one routine and one kind of context */
static void ladder(problem *p, routine r, int fresh_each)
{
    const int n = p->n;
    trident_context *warm = NULL;
    if (!fresh_each && trident_context_create(&warm)) {
        CHECK(0, "n = %d %s: no context", n, routine_name[r]);
        return;
    }
    /* the scale of the eigenvalues: |A| (itype 1 with B >= n I: smaller) */
    const double tol = 30.0 * n * DBL_EPSILON * (double)n * max_abs(p, p->a);
    double *w = malloc((size_t)n * sizeof(double));
    int successes = 0, failures = 0, rungs = 0;
    void **blocks = malloc(MAX_BLOCKS * sizeof(void *));
    for (int rung = 1; w && blocks && rung <= MAX_RUNGS && successes < SUCCESSES_TO_STOP; ++rung, ++rungs) {
        if (!load(p)) {
            CHECK(0, "n = %d %s: loading failed", n, routine_name[r]);
            break;
        }
        trident_context *ctx = warm;
        if (fresh_each && trident_context_create(&ctx)) {
            CHECK(0, "n = %d %s: no context", n, routine_name[r]);
            break;
        }
        const int nblocks = exhaust_device(blocks, MAX_BLOCKS, (size_t)rung * STEP_MIB << 20);
        const trident_int info = call(ctx, r, p, w);
        if (fresh_each) trident_context_destroy(ctx);
        for (int k = 0; k < nblocks; ++k) cudaFree(blocks[k]);
        if (info == TRIDENT_INFO_OUT_OF_MEMORY) {
            ++failures, successes = 0;
            CHECK(untouched(p), "n = %d %s (%s context), about %d MiB free: out of memory, but an output was written",
                  n, routine_name[r], fresh_each ? "fresh" : "warm", rung * STEP_MIB);
            continue;
        }
        CHECK(info == 0, "n = %d %s (%s context), about %d MiB free: info %d (expected 0 or out of memory)", n,
              routine_name[r], fresh_each ? "fresh" : "warm", rung * STEP_MIB, (int)info);
        if (info != 0) break;
        double diff = 0;
        for (int i = 0; i < n; ++i) diff = fmax(diff, fabs(w[i] - p->ref[r][i]));
        CHECK(diff <= tol, "n = %d %s (%s context), about %d MiB free: eigenvalues %.3g from the free device's",
              n, routine_name[r], fresh_each ? "fresh" : "warm", rung * STEP_MIB, diff);
        ++successes;
    }
    CHECK(successes == SUCCESSES_TO_STOP, "n = %d %s: never succeeded %d times in a row", n, routine_name[r],
          SUCCESSES_TO_STOP);
    printf("n = %4d %-13s %s context: out of memory on %d rungs of %d MiB, then %d successes\n", n,
           routine_name[r], fresh_each ? "fresh" : "warm ", failures, STEP_MIB, successes);
    free(blocks), free(w);
    if (warm) trident_context_destroy(warm);
}

static void run_order(int n)
{
    problem *p = calloc(1, sizeof *p);
    const size_t entries = (size_t)n * n;
    p->n = n;
    p->a = malloc(entries * sizeof(double)), p->b = malloc(entries * sizeof(double));
    int ok = p->a && p->b && cudaMalloc((void **)&p->da, entries * sizeof(double)) == cudaSuccess &&
             cudaMalloc((void **)&p->db, entries * sizeof(double)) == cudaSuccess &&
             cudaMalloc((void **)&p->dout, 3 * (size_t)n * sizeof(double)) == cudaSuccess;
    CHECK(ok, "n = %d: setup failed", n);
    if (ok) {
        test_seed(4000 + (uint64_t)n);
        for (int c = 0; c < n; ++c)
            for (int i = c; i < n; ++i) {
                p->a[i + (size_t)c * n] = p->a[c + (size_t)i * n] = test_uniform();
                p->b[i + (size_t)c * n] = p->b[c + (size_t)i * n] = i == c ? n + test_uniform() : test_uniform();
            }
        trident_context *ctx = NULL;
        ok = trident_context_create(&ctx) == 0;
        for (int r = 0; ok && r < NROUTINES; ++r) {
            ok = load(p) && call(ctx, (routine)r, p, p->ref[r]) == 0;
            CHECK(ok, "n = %d %s: the reference call failed", n, routine_name[r]);
        }
        trident_context_destroy(ctx);
        for (int r = 0; ok && r < NROUTINES; ++r) {
            ladder(p, (routine)r, 1);
            ladder(p, (routine)r, 0);
        }
    }
    cudaFree(p->da), cudaFree(p->db), cudaFree(p->dout);
    free(p->a), free(p->b), free(p);
}

int main(void)
{
    if (!trident_gpu_available()) {
        printf("SKIP: no CUDA device\n");
        return TEST_SKIP_CODE;
    }
    trident_set_error_handler(quiet_handler, NULL);
    run_order(1500);
    run_order(3000);
    return test_finish("oom_ladder");
}
