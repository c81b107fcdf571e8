/*
 * cuda_state.h -- the CUDA part of a trident_context: device, stream, cuBLAS
 * and cuSOLVER handles and a grow-only device workspace.  Created on first
 * GPU use.
 */
#ifndef TRIDENT_CUDA_STATE_H
#define TRIDENT_CUDA_STATE_H

#include <cuda_runtime_api.h>
#include <cublas_v2.h>

#include "core/context.h"

/* cusolverDnHandle_t, without making every includer (the SYMV kernels among
 * them) pull in the cuSOLVER headers */
struct cusolverDnContext;

/* Side streams for independent work inside one routine (cuda_fork.c). */
#define TRIDENT_CUDA_SIDE_STREAMS 4

typedef struct trident_cuda_state {
    int device;
    cudaStream_t stream;
    int owns_stream;          /* created by Trident (destroyed with the context) */
    cublasHandle_t cublas;    /* NULL until first needed */
    void *cublas_ws;          /* its cuBLAS workspace (trident_cuda_blas_handle_create) */
    struct cusolverDnContext *cusolver; /* NULL until first needed (xSYGVD's Cholesky) */
    void *workspace;          /* device memory, grow-only */
    size_t workspace_bytes;
    void *panel_partials;     /* TRIDENT_PANEL_PARTIALS_BYTES, for latrd_project */
    unsigned *panel_counter;  /* its ticket counter: zero between launches */
    struct cudaDeviceProp props;
    int sides;                /* side streams created so far (cuda_fork.c) */
    cudaStream_t side[TRIDENT_CUDA_SIDE_STREAMS];
    cublasHandle_t side_cublas[TRIDENT_CUDA_SIDE_STREAMS];
    void *side_cublas_ws[TRIDENT_CUDA_SIDE_STREAMS];
    cudaEvent_t side_done[TRIDENT_CUDA_SIDE_STREAMS];
    cudaEvent_t fork_event;
    /* the lookahead lane (cuda_lane.c): its stream and what it swaps with
     * the context's while a driver queues on it */
    cudaStream_t lane;
    cublasHandle_t lane_cublas;
    void *lane_cublas_ws;
    void *lane_workspace;
    size_t lane_workspace_bytes;
    void *lane_panel_partials;
    unsigned *lane_panel_counter;
    cudaEvent_t lane_start, lane_done;
    int in_lane;              /* the fields above hold the context's own */
} trident_cuda_state;

/* Fetch (creating on first use) the context's CUDA state.  Returns
 * TRIDENT_SUCCESS, TRIDENT_INFO_BACKEND_UNAVAILABLE (no device),
 * TRIDENT_INFO_DEVICE_ERROR or TRIDENT_INFO_OUT_OF_MEMORY. */
int trident_cuda_state_get(trident_context *ctx, trident_cuda_state **state);

/* cudaMalloc that leaves TRIDENT_CUDA_HEADROOM_BYTES of the device free:
 * cuBLAS and cuSOLVER need some device memory of their own as they run (a
 * kernel's local-memory reservation grows at its launch) and, denied it,
 * fail mid-solve with an internal error (cublasZhemm at 2 MiB free on an
 * H100, cuBLAS 13.1, session 44) after the driver has written its outputs.
 * An allocation that would leave less is given back and refused as
 * cudaErrorMemoryAllocation, before anything is written: out of memory,
 * which the drivers report cleanly or take to the host. */
#define TRIDENT_CUDA_HEADROOM_BYTES ((size_t)64 << 20)
cudaError_t trident_cuda_malloc(void **ptr, size_t bytes);

/* At least `bytes` of device workspace, valid until the next call that asks
 * for more (work queued on the context's stream before a regrowth finishes
 * first: the old buffer is freed after a stream synchronisation). */
int trident_cuda_workspace(trident_context *ctx, size_t bytes, void **ptr);

/* The panel kernels' reduction scratch (allocated once per context). */
int trident_cuda_panel_scratch(trident_context *ctx, void **partials, unsigned **counter);
/* The cuBLAS and cuSOLVER handles and the panel scratch, made where they
 * are not yet (backend.h's prepare); 0 or TRIDENT_INFO_*. */
int trident_cuda_prepare(trident_context *ctx);

/* The cuBLAS handle, bound to the context's stream. */
int trident_cuda_cublas(trident_context *ctx, cublasHandle_t *handle);
/* A cuBLAS handle with a device workspace of its own (*ws), bound to
 * `stream`: cuBLAS otherwise draws its workspace from a pool it grows at a
 * call's first need, so a call in the middle of a solve could fail for want
 * of memory (cuBLAS's trmm said INTERNAL_ERROR there on a nearly full
 * device: tests/gpu/test_oom_ladder.c); and a TRMM of size 1 here takes what
 * cuBLAS sets up at a handle's first TRMM (cuda_state.c).  0 or
 * TRIDENT_INFO_* (nothing held then).  _bind binds them to a stream again
 * (cublasSetStream forgets the workspace); _destroy frees both. */
int trident_cuda_blas_handle_create(cublasHandle_t *handle, void **ws, cudaStream_t stream);
int trident_cuda_blas_handle_bind(cublasHandle_t handle, void *ws, cudaStream_t stream);
void trident_cuda_blas_handle_destroy(cublasHandle_t handle, void *ws);

/* The cuSOLVER dense handle, bound to the context's stream, deterministic
 * when the context is. */
int trident_cuda_cusolver(trident_context *ctx, struct cusolverDnContext **handle);

/* Fork up to k (<= TRIDENT_CUDA_SIDE_STREAMS) side streams off the
 * context's stream: each waits for the work queued there so far.  Returns
 * how many were forked, with their cuBLAS handles in handles[]; 0 where none
 * could be (their creation failed, for example on a full device), and the
 * caller then queues everything on the context's stream.  Every fork is
 * followed by trident_cuda_join with the count it returned. */
int trident_cuda_fork(trident_context *ctx, int k, cublasHandle_t *handles);

/* The context's stream waits for the work queued on the k side streams. */
int trident_cuda_join(trident_context *ctx, int k);

/* Release the side streams (with the state). */
void trident_cuda_sides_destroy(trident_cuda_state *st);

/* The lookahead lane (cuda_lane.c).  lane_begin: the backend calls that
 * follow queue on the lane, after the work queued so far; returns 1, or 0
 * where no lane could be made (the calls then queue on the context's stream
 * as usual).  lane_end: back to the context's stream, the lane's work still
 * running.  lane_join: the context's stream waits for the lane's work. */
int trident_cuda_lane_begin(trident_context *ctx);
void trident_cuda_lane_end(trident_context *ctx);
void trident_cuda_lane_join(trident_context *ctx);
void trident_cuda_lane_destroy(trident_cuda_state *st);

/* Map a CUDA, cuBLAS or cuSOLVER result to a Trident status (success, OOM
 * or DEVICE_ERROR; cuda_status.c), tracing a failure with its source line
 * when TRIDENT_VERBOSE >= 1.  The cuSOLVER one takes its cusolverStatus_t
 * as an int (see struct cusolverDnContext above). */
int trident_cuda_status_at(cudaError_t err, const char *file, int line);
/* Wait for the work queued on stream (the context's, its lane or a side
 * stream); its status, where the test hook (trident_context_fault_here)
 * may turn a success into a device error.  Every synchronisation whose
 * status a driver acts on goes through here, so that the hook reaches
 * each one. */
int trident_cuda_stream_wait_at(trident_context *ctx, cudaStream_t stream, const char *file, int line);
#define trident_cuda_stream_wait(ctx, stream) trident_cuda_stream_wait_at((ctx), (stream), __FILE__, __LINE__)
int trident_cublas_status_at(cublasStatus_t s, const char *file, int line);
int trident_cusolver_status_at(int s, const char *file, int line);
#define trident_cuda_status(err) trident_cuda_status_at((err), __FILE__, __LINE__)
#define trident_cublas_status(s) trident_cublas_status_at((s), __FILE__, __LINE__)
#define trident_cusolver_status(s) trident_cusolver_status_at((int)(s), __FILE__, __LINE__)

#endif
