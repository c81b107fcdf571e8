/*
 * cuda_state.c -- lazily created per-context CUDA resources.
 */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include <cusolverDn.h>

#include "backend/cuda/cuda_state.h"
#include "backend/cuda_glue.h"
#include "sytrd/panel_kernels.h"
#include "trident_cuda.h"

int trident_gpu_available(void)
{
    int count = 0;
    if (cudaGetDeviceCount(&count) != cudaSuccess) {
        (void)cudaGetLastError(); /* clear the "no device" error */
        return 0;
    }
    return count > 0;
}

/* trident_gpu_prepare: cudaFree(NULL) initializes the runtime and the
 * primary context of the current device, the one a context will use; CUDA
 * serializes it with any first call the program makes meanwhile.  The
 * thread is joined when the library is unloaded (at exit), so that the CUDA
 * runtime is never torn down under a thread still inside it. */
static pthread_t g_prepare_thread;
static int g_prepare_started;

static void *prepare_thread(void *unused)
{
    (void)unused;
    (void)cudaFree(NULL);
    (void)cudaGetLastError(); /* no device: nothing to keep */
    return NULL;
}

static void prepare_once(void)
{
    g_prepare_started = pthread_create(&g_prepare_thread, NULL, prepare_thread, NULL) == 0;
}

void trident_gpu_prepare(void)
{
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, prepare_once);
}

__attribute__((destructor)) static void prepare_join(void)
{
    if (g_prepare_started) pthread_join(g_prepare_thread, NULL);
    g_prepare_started = 0;
}

static int state_create(trident_context *ctx, int device, cudaStream_t stream)
{
    trident_cuda_state *st = calloc(1, sizeof *st);
    if (!st) return TRIDENT_INFO_OUT_OF_MEMORY;
    st->device = device;
    cudaError_t err = cudaGetDeviceProperties(&st->props, device);
    if (err == cudaSuccess) err = cudaSetDevice(device);
    /* A blocking stream, ordered with the legacy default stream (as
     * cuSOLVER's handle is, on stream 0): the caller's cudaMemcpy and
     * unstreamed kernels before a call are done before the call's work
     * starts.  A non-blocking one raced with them: a cudaMemcpy from
     * pageable memory may return before its data has landed
     * (tests/gpu/test_stream_order.c). */
    if (err == cudaSuccess && !stream) {
        err = cudaStreamCreateWithFlags(&stream, cudaStreamDefault);
        st->owns_stream = (err == cudaSuccess);
    }
    if (err != cudaSuccess) {
        free(st);
        return trident_cuda_status(err);
    }
    st->stream = stream;
    ctx->cuda = st;
    return TRIDENT_SUCCESS;
}

int trident_cuda_state_get(trident_context *ctx, trident_cuda_state **state)
{
    if (!ctx->cuda) {
        if (!trident_gpu_available()) return TRIDENT_INFO_BACKEND_UNAVAILABLE;
        int device = 0;
        if (cudaGetDevice(&device) != cudaSuccess) device = 0;
        int st = state_create(ctx, device, NULL);
        if (st) return st;
    }
    if (cudaSetDevice(ctx->cuda->device) != cudaSuccess) return TRIDENT_INFO_DEVICE_ERROR;
    *state = ctx->cuda;
    return TRIDENT_SUCCESS;
}

cudaError_t trident_cuda_malloc(void **ptr, size_t bytes)
{
    *ptr = NULL;
    cudaError_t err = cudaMalloc(ptr, bytes);
    if (err != cudaSuccess) {
        *ptr = NULL;
        return err;
    }
    size_t free_bytes = 0, total_bytes = 0;
    err = cudaMemGetInfo(&free_bytes, &total_bytes);
    if (err == cudaSuccess && free_bytes >= TRIDENT_CUDA_HEADROOM_BYTES) return cudaSuccess;
    cudaFree(*ptr);
    *ptr = NULL;
    return err == cudaSuccess ? cudaErrorMemoryAllocation : err;
}

int trident_cuda_ready(trident_context *ctx)
{
    trident_cuda_state *st;
    /* the test hook counts per call: a device-pointer entry's from here, a
     * LAPACK-style call's from trident_call_begin over all its stages */
    if (!ctx->fault_in_call) ctx->fault_left = ctx->fault_sync;
    return trident_cuda_state_get(ctx, &st);
}

int trident_cuda_workspace(trident_context *ctx, size_t bytes, void **ptr)
{
    trident_cuda_state *st;
    int status = trident_cuda_state_get(ctx, &st);
    if (status) return status;
    if (bytes > st->workspace_bytes) {
        if (st->workspace) {
            status = trident_cuda_stream_wait(ctx, st->stream);
            if (status) return status;
            cudaFree(st->workspace);
            st->workspace = NULL;
            st->workspace_bytes = 0;
        }
        cudaError_t err = trident_cuda_malloc(&st->workspace, bytes);
        if (err != cudaSuccess) { /* trident_cuda_status clears the error */
            st->workspace = NULL;
            return trident_cuda_status(err);
        }
        st->workspace_bytes = bytes;
    }
    *ptr = st->workspace;
    return TRIDENT_SUCCESS;
}

int trident_cuda_panel_scratch(trident_context *ctx, void **partials, unsigned **counter)
{
    trident_cuda_state *st;
    int status = trident_cuda_state_get(ctx, &st);
    if (status) return status;
    if (!st->panel_partials) {
        cudaError_t err = trident_cuda_malloc(&st->panel_partials, TRIDENT_PANEL_PARTIALS_BYTES + 256);
        if (err == cudaSuccess) err = cudaMemsetAsync(st->panel_partials, 0,
                                                      TRIDENT_PANEL_PARTIALS_BYTES + 256, st->stream);
        if (err != cudaSuccess) {
            if (st->panel_partials) cudaFree(st->panel_partials);
            st->panel_partials = NULL;
            return trident_cuda_status(err);
        }
        st->panel_counter = (unsigned *)((char *)st->panel_partials + TRIDENT_PANEL_PARTIALS_BYTES);
    }
    *partials = st->panel_partials;
    *counter = st->panel_counter;
    return TRIDENT_SUCCESS;
}

/* cuBLAS's recommended workspace: 32 MiB on Hopper (compute capability 9)
 * and later, 4 MiB before (cublasSetWorkspace's documentation) */
static size_t blas_workspace_bytes(void)
{
    int device = 0, major = 0;
    if (cudaGetDevice(&device) != cudaSuccess ||
        cudaDeviceGetAttribute(&major, cudaDevAttrComputeCapabilityMajor, device) != cudaSuccess) {
        (void)cudaGetLastError();
        major = 9;
    }
    return (size_t)(major >= 9 ? 32 : 4) << 20;
}

int trident_cuda_blas_handle_bind(cublasHandle_t handle, void *ws, cudaStream_t stream)
{
    int status = trident_cublas_status(cublasSetStream(handle, stream));
    if (!status) status = trident_cublas_status(cublasSetWorkspace(handle, ws, blas_workspace_bytes()));
    return status;
}

/* Bytes past the handle's workspace (in the same allocation) for
 * blas_handle_warm_up's operands. */
enum { BLAS_WARM_UP_BYTES = 256 };

/* A handle's first TRMM takes device memory of its own, outside the
 * workspace (what cuBLAS sets up there is not documented): on a nearly full
 * device, in a process whose earlier handles had run, the first TRMM of a new
 * handle in the middle of a solve failed with CUBLAS_STATUS_INTERNAL_ERROR
 * (H100, cuBLAS 13.1, the LAPACK-compatible xSYEVD on the two-stage route in
 * tests/gpu/test_oom_ladder.c, 320 MiB free, session 41).  With one 1 x 1
 * TRMM when the handle is made that call passed every step of the ladder (16
 * to 368 MiB free); failing there, it is out of memory.  It did not cover
 * every case: a later 188 x 188 TRMM (run as a cuBLASLt matmul) in
 * trident_dsyevx_gpu's Q1 block factors still failed so at about 240 MiB
 * free, so those factors are now joined by a kernel of ours
 * (cuda/eig/reflector_kernels.cu, session 42); the one TRMM left, T W in
 * the back-transformation's products, passed every rung of the ladder. */
static int blas_handle_warm_up(cublasHandle_t handle, void *ws, cudaStream_t stream)
{
    double *x = (double *)((char *)ws + blas_workspace_bytes());
    const double one = 1;
    int status = trident_cuda_status(cudaMemsetAsync(x, 0, BLAS_WARM_UP_BYTES, stream));
    if (status) return status;
    const cublasStatus_t s = cublasDtrmm(handle, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_N,
                                         CUBLAS_DIAG_NON_UNIT, 1, 1, &one, x, 1, x + 1, 1, x + 2, 1);
    status = trident_cublas_status(s);
    return s == CUBLAS_STATUS_INTERNAL_ERROR ? TRIDENT_INFO_OUT_OF_MEMORY : status;
}

int trident_cuda_blas_handle_create(cublasHandle_t *handle, void **ws, cudaStream_t stream)
{
    *handle = NULL, *ws = NULL;
    /* On a full device cublasCreate says ALLOC_FAILED, an out of memory, or,
     * where its cuBLASLt context cannot be set up for want of memory,
     * NOT_INITIALIZED (H100, cuBLAS 13.1, the first handle of a process made on a
     * nearly full device, session 41): the CUDA runtime works by now (the
     * context's stream exists), so that is out of memory too. */
    const cublasStatus_t made = cublasCreate(handle);
    int status = trident_cublas_status(made);
    if (made == CUBLAS_STATUS_NOT_INITIALIZED) status = TRIDENT_INFO_OUT_OF_MEMORY;
    if (!status) status = trident_cuda_status(trident_cuda_malloc(ws, blas_workspace_bytes() + BLAS_WARM_UP_BYTES));
    if (!status) status = trident_cuda_blas_handle_bind(*handle, *ws, stream);
    if (!status) status = blas_handle_warm_up(*handle, *ws, stream);
    if (status) {
        trident_cuda_blas_handle_destroy(*handle, *ws);
        *handle = NULL, *ws = NULL;
    }
    return status;
}

void trident_cuda_blas_handle_destroy(cublasHandle_t handle, void *ws)
{
    if (handle) cublasDestroy(handle);
    if (ws) cudaFree(ws);
}

int trident_cuda_cublas(trident_context *ctx, cublasHandle_t *handle)
{
    trident_cuda_state *st;
    int status = trident_cuda_state_get(ctx, &st);
    if (status) return status;
    status = st->cublas ? trident_cuda_blas_handle_bind(st->cublas, st->cublas_ws, st->stream)
                        : trident_cuda_blas_handle_create(&st->cublas, &st->cublas_ws, st->stream);
    if (status) return status;
    *handle = st->cublas;
    return TRIDENT_SUCCESS;
}

int trident_cuda_cusolver(trident_context *ctx, cusolverDnHandle_t *handle)
{
    trident_cuda_state *st;
    int status = trident_cuda_state_get(ctx, &st);
    if (status) return status;
    if (!st->cusolver) {
        /* on a nearly full device cusolverDnCreate returns INTERNAL_ERROR
         * (H100, CUDA 12, tests/gpu/test_oom_ladder.c) where cublasCreate
         * says ALLOC_FAILED: a handle that cannot be made is out of memory */
        const cusolverStatus_t made = cusolverDnCreate(&st->cusolver);
        const int s = made == CUSOLVER_STATUS_INTERNAL_ERROR ? TRIDENT_INFO_OUT_OF_MEMORY
                                                             : trident_cusolver_status(made);
        if (s) {
            st->cusolver = NULL;
            return s;
        }
    }
    status = trident_cusolver_status(cusolverDnSetStream(st->cusolver, st->stream));
    if (status) return status;
#if CUSOLVER_VERSION >= 11500 /* CUDA 12.2: results may otherwise vary from run to run */
    status = trident_cusolver_status(cusolverDnSetDeterministicMode(
        st->cusolver, ctx->deterministic ? CUSOLVER_DETERMINISTIC_RESULTS : CUSOLVER_ALLOW_NON_DETERMINISTIC_RESULTS));
    if (status) return status;
#endif
    *handle = st->cusolver;
    return TRIDENT_SUCCESS;
}

int trident_cuda_prepare(trident_context *ctx)
{
    cublasHandle_t blas;
    cusolverDnHandle_t solver;
    void *partials;
    unsigned *counter;
    int status = trident_cuda_cublas(ctx, &blas);
    if (!status) status = trident_cuda_cusolver(ctx, &solver);
    if (!status) status = trident_cuda_panel_scratch(ctx, &partials, &counter);
    return status;
}

void trident_cuda_state_destroy(trident_context *ctx)
{
    trident_cuda_state *st = ctx->cuda;
    if (!st) return;
    cudaSetDevice(st->device);
    trident_cuda_lane_destroy(st); /* first: it gives the context back its own stream */
    if (st->stream) cudaStreamSynchronize(st->stream);
    if (st->workspace) cudaFree(st->workspace);
    if (st->panel_partials) cudaFree(st->panel_partials);
    trident_cuda_blas_handle_destroy(st->cublas, st->cublas_ws);
    if (st->cusolver) cusolverDnDestroy(st->cusolver);
    trident_cuda_sides_destroy(st);
    if (st->owns_stream) cudaStreamDestroy(st->stream);
    free(st);
    ctx->cuda = NULL;
}

/* ---- public: trident_cuda.h ---------------------------------------------- */

/* Replace the context's CUDA state by one on `device` (keep_device: the
 * state's device, else the current one) with `stream` (NULL: one Trident
 * creates), under the context's lock, so that no call using the state runs
 * meanwhile. */
static int replace_state(trident_context *ctx, int keep_device, int device, cudaStream_t stream)
{
    int status = trident_context_check(ctx);
    if (status) return status;
    int count = 0;
    if (cudaGetDeviceCount(&count) != cudaSuccess || count == 0) {
        (void)cudaGetLastError();
        return TRIDENT_INFO_BACKEND_UNAVAILABLE;
    }
    if (!keep_device && (device < 0 || device >= count)) return TRIDENT_INFO_INVALID_OPTION;
    trident_context_lock(ctx);
    if (keep_device && ctx->cuda) device = ctx->cuda->device;
    else if (keep_device && cudaGetDevice(&device) != cudaSuccess) device = 0;
    trident_cuda_state_destroy(ctx);
    status = state_create(ctx, device, stream);
    trident_context_unlock(ctx);
    return status;
}

int trident_context_set_cuda_stream(trident_context *ctx, cudaStream_t stream)
{
    return replace_state(ctx, 1, 0, stream);
}

int trident_context_get_cuda_stream(trident_context *ctx, cudaStream_t *stream)
{
    int status = trident_context_check(ctx);
    if (status) return status;
    if (!stream) return TRIDENT_INFO_INVALID_OPTION;
    trident_cuda_state *st;
    trident_context_lock(ctx);
    status = trident_cuda_state_get(ctx, &st);
    if (!status) *stream = st->stream;
    trident_context_unlock(ctx);
    return status;
}

int trident_context_set_device(trident_context *ctx, int device)
{
    return replace_state(ctx, 0, device, NULL);
}
