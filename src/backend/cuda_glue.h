/*
 * cuda_glue.h -- what the rest of the library may ask of the CUDA backend.
 * Implemented in backend/cuda/ when the build has CUDA, and by
 * backend/cuda_absent.c (which answers "not available") when it does not.
 */
#ifndef TRIDENT_CUDA_GLUE_H
#define TRIDENT_CUDA_GLUE_H

#include "backend/backend.h"

/* Release the context's device resources (stream, handles, workspace). */
void trident_cuda_state_destroy(trident_context *ctx);

/* The CUDA backend's primitives, or NULL when the build or machine lacks
 * them (no device). */
const trident_backend_ops *trident_cuda_backend(void);

/* Make sure the context's device state exists (device, stream); returns
 * TRIDENT_SUCCESS or the reason the GPU cannot be used. */
int trident_cuda_ready(trident_context *ctx);

#endif
