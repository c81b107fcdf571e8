/*
 * trident_cuda.h -- the parts of the Trident interface that name CUDA types:
 * device and stream selection, and the routines on device pointers.
 * Include after (or instead of) trident.h; needs the CUDA runtime headers.
 */
#ifndef TRIDENT_CUDA_H
#define TRIDENT_CUDA_H

#include <cuda_runtime_api.h>

#include "trident.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Use `device` for this context's GPU work (default: the current device at
 * first use).  Resets the context's stream to one Trident creates. */
int trident_context_set_device(trident_context *ctx, int device);
/* Queue this context's GPU work on `stream` (owned by the caller, who keeps
 * it alive while the context uses it).  Routines on device pointers are
 * asynchronous with respect to the host unless their header says otherwise. */
int trident_context_set_cuda_stream(trident_context *ctx, cudaStream_t stream);
int trident_context_get_cuda_stream(trident_context *ctx, cudaStream_t *stream);

#ifdef __cplusplus
}
#endif

#endif
