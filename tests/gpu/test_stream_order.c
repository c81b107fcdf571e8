/*
 * test_stream_order.c -- the routines on device pointers start after the
 * work the caller queued before the call: on the legacy default stream
 * (cudaMemcpy, kernels launched without a stream; the context's own
 * stream by default), on a stream given with trident_context_set_cuda_stream,
 * and on cudaStreamPerThread given the same way.
 *
 * Each case fills the input with zeros and waits, then queues on the
 * caller's stream a host function that sleeps SLEEP_MS and, behind it, the
 * asynchronous copy of the real input from pinned memory; the routine is
 * called at once.  Its results must equal, bit for bit, those of the same
 * call made after a full device synchronization.  A routine that starts
 * early reads the zeros (the copy lands 200 ms later, long after the
 * n = 300 solve is done) and its results differ.  Before session 40 the
 * default stream was a non-blocking one, unordered with the legacy stream:
 * a pageable cudaMemcpy may return before its data has landed, so the usual
 * "cudaMemcpy, then call" was a race.
 * Exits 77 (skipped) without a CUDA device.
 */
#define _POSIX_C_SOURCE 200112L /* nanosleep */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <cuda_runtime_api.h>

#include "trident.h"
#include "trident_cuda.h"
#include "common/test_device.h"
#include "common/test_util.h"

enum { N = 300, SLEEP_MS = 200 };

typedef enum { SYTRD, SYEVD, SYGVD } routine;
static const char *const routine_name[] = {"dsytrd_gpu", "dsyevd_gpu", "dsygvd_gpu"};

/* A (symmetric) and B (symmetric positive definite), N x N, in pinned
 * memory so that cudaMemcpyAsync is truly asynchronous */
static double *host_a, *host_b;

static void make_inputs(void)
{
    test_seed(40);
    for (int c = 0; c < N; ++c)
        for (int r = c; r < N; ++r) {
            host_a[r + (size_t)c * N] = host_a[c + (size_t)r * N] = test_uniform();
            host_b[r + (size_t)c * N] = host_b[c + (size_t)r * N] = r == c ? N + test_uniform() : test_uniform();
        }
}

static void CUDART_CB sleep_on_stream(void *unused)
{
    (void)unused;
    const struct timespec pause = {SLEEP_MS / 1000, (SLEEP_MS % 1000) * 1000000L};
    nanosleep(&pause, NULL);
}

/* The routine on dA (and dB) as they stand; its outputs gathered into out
 * (N + N*N values: the eigenvalues or d, then A as the routine left it). */
static trident_int call(trident_context *ctx, routine r, double *da, double *db, double *dv, double *out)
{
    trident_int info = -9999;
    switch (r) {
    case SYTRD: trident_dsytrd_gpu(ctx, 'L', N, da, N, dv, dv + N, dv + 2 * N, &info); break;
    case SYEVD: trident_dsyevd_gpu(ctx, 'V', 'L', N, da, N, dv, &info); break;
    case SYGVD: trident_dsygvd_gpu(ctx, 1, 'V', 'L', N, da, N, db, N, dv, &info); break;
    }
    if (test_memcpy(out, dv, N * sizeof(double), cudaMemcpyDeviceToHost) != cudaSuccess ||
        test_memcpy(out + N, da, (size_t)N * N * sizeof(double), cudaMemcpyDeviceToHost) != cudaSuccess)
        return -9998;
    return info;
}

/* The inputs to dA and dB, synchronously */
static int load(double *da, double *db)
{
    const size_t bytes = (size_t)N * N * sizeof(double);
    return test_memcpy(da, host_a, bytes, cudaMemcpyHostToDevice) == cudaSuccess &&
           test_memcpy(db, host_b, bytes, cudaMemcpyHostToDevice) == cudaSuccess;
}

/* Zeros to dA and dB, then (on `stream`, 200 ms from now) the inputs */
static int load_late(double *da, double *db, cudaStream_t stream)
{
    const size_t bytes = (size_t)N * N * sizeof(double);
    int ok = cudaMemset(da, 0, bytes) == cudaSuccess && cudaMemset(db, 0, bytes) == cudaSuccess &&
             cudaDeviceSynchronize() == cudaSuccess;
    ok = ok && cudaLaunchHostFunc(stream, sleep_on_stream, NULL) == cudaSuccess;
    ok = ok && cudaMemcpyAsync(da, host_a, bytes, cudaMemcpyHostToDevice, stream) == cudaSuccess;
    ok = ok && cudaMemcpyAsync(db, host_b, bytes, cudaMemcpyHostToDevice, stream) == cudaSuccess;
    return ok;
}

/* One routine, the caller's work on `caller` and the context's stream as
 * given by `context_stream` (NULL: the context's own) */
static void ordered_after(routine r, const char *what, cudaStream_t caller, cudaStream_t context_stream,
                          int set_stream)
{
    const size_t values = N + (size_t)N * N, bytes = (size_t)N * N * sizeof(double);
    double *da = NULL, *db = NULL, *dv = NULL;
    double *ref = malloc(values * sizeof(double)), *got = malloc(values * sizeof(double));
    trident_context *ctx = NULL;
    int ok = ref && got && trident_context_create(&ctx) == TRIDENT_SUCCESS &&
             (!set_stream || trident_context_set_cuda_stream(ctx, context_stream) == TRIDENT_SUCCESS) &&
             cudaMalloc((void **)&da, bytes) == cudaSuccess && cudaMalloc((void **)&db, bytes) == cudaSuccess &&
             cudaMalloc((void **)&dv, 3 * N * sizeof(double)) == cudaSuccess;
    CHECK(ok, "%s, %s: setup failed", routine_name[r], what);
    if (ok) {
        /* the reference, also the warm-up: the timed-out case must not be
         * the first call on the context */
        CHECK(load(da, db) && call(ctx, r, da, db, dv, ref) == 0, "%s, %s: the reference call failed",
              routine_name[r], what);
        CHECK(load_late(da, db, caller), "%s, %s: queueing the late input failed", routine_name[r], what);
        const trident_int info = call(ctx, r, da, db, dv, got);
        CHECK(info == 0, "%s, %s: info %d", routine_name[r], what, (int)info);
        CHECK(info != 0 || !memcmp(ref, got, values * sizeof(double)),
              "%s, %s: the results differ from those on the input loaded beforehand (the routine started "
              "before the caller's copy)", routine_name[r], what);
    }
    cudaDeviceSynchronize();
    cudaFree(da), cudaFree(db), cudaFree(dv);
    trident_context_destroy(ctx);
    free(ref), free(got);
}

int main(void)
{
    if (!trident_gpu_available()) {
        printf("SKIP: no CUDA device\n");
        return TEST_SKIP_CODE;
    }
    const size_t bytes = (size_t)N * N * sizeof(double);
    if (cudaMallocHost((void **)&host_a, bytes) != cudaSuccess || cudaMallocHost((void **)&host_b, bytes) != cudaSuccess) {
        fprintf(stderr, "FAIL: no pinned host memory\n");
        return 1;
    }
    make_inputs();
    cudaStream_t own = NULL;
    CHECK(cudaStreamCreateWithFlags(&own, cudaStreamNonBlocking) == cudaSuccess, "cudaStreamCreate failed");
    for (int r = SYTRD; r <= SYGVD; ++r) {
        ordered_after((routine)r, "legacy default stream, context's own stream", cudaStreamLegacy, NULL, 0);
        if (own) ordered_after((routine)r, "caller's stream set on the context", own, own, 1);
        ordered_after((routine)r, "cudaStreamPerThread set on the context", cudaStreamPerThread,
                      cudaStreamPerThread, 1);
    }
    if (own) cudaStreamDestroy(own);
    cudaFreeHost(host_a), cudaFreeHost(host_b);
    return test_finish("stream_order");
}
