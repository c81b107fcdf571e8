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

typedef struct trident_cuda_state {
    int device;
    cudaStream_t stream;
    int owns_stream;          /* created by Trident (destroyed with the context) */
    cublasHandle_t cublas;    /* NULL until first needed */
    struct cusolverDnContext *cusolver; /* NULL until first needed (xSYGVD's Cholesky) */
    void *workspace;          /* device memory, grow-only */
    size_t workspace_bytes;
    void *panel_partials;     /* TRIDENT_PANEL_PARTIALS_BYTES, for latrd_project */
    unsigned *panel_counter;  /* its ticket counter: zero between launches */
    struct cudaDeviceProp props;
} trident_cuda_state;

/* Fetch (creating on first use) the context's CUDA state.  Returns
 * TRIDENT_SUCCESS, TRIDENT_INFO_BACKEND_UNAVAILABLE (no device),
 * TRIDENT_INFO_DEVICE_ERROR or TRIDENT_INFO_OUT_OF_MEMORY. */
int trident_cuda_state_get(trident_context *ctx, trident_cuda_state **state);

/* At least `bytes` of device workspace, valid until the next call that asks
 * for more (work queued on the context's stream before a regrowth finishes
 * first: the old buffer is freed after a stream synchronisation). */
int trident_cuda_workspace(trident_context *ctx, size_t bytes, void **ptr);

/* The panel kernels' reduction scratch (allocated once per context). */
int trident_cuda_panel_scratch(trident_context *ctx, void **partials, unsigned **counter);

/* The cuBLAS handle, bound to the context's stream. */
int trident_cuda_cublas(trident_context *ctx, cublasHandle_t *handle);

/* The cuSOLVER dense handle, bound to the context's stream, deterministic
 * when the context is. */
int trident_cuda_cusolver(trident_context *ctx, struct cusolverDnContext **handle);

/* Map a CUDA error to a Trident status (OOM or DEVICE_ERROR). */
int trident_cuda_status(cudaError_t err);

#endif
