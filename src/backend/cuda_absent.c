/*
 * cuda_absent.c -- the CUDA entry points of a build without CUDA.
 */
#include "backend/cuda_glue.h"

void trident_cuda_state_destroy(trident_context *ctx) { (void)ctx; }
const trident_backend_ops *trident_cuda_backend(void) { return NULL; }
int trident_gpu_available(void) { return 0; }
int trident_cuda_ready(trident_context *ctx) { (void)ctx; return TRIDENT_INFO_BACKEND_UNAVAILABLE; }
void trident_gpu_prepare(void) {}
