/*
 * dispatch.c -- host or GPU, per call.
 */
#include "dispatch/dispatch.h"
#include "backend/cuda_glue.h"
#include "core/context.h"

int trident_dispatch(trident_context *ctx, const char *routine, int64_t n,
                     const trident_backend_ops **be)
{
    const trident_backend_ops *gpu = trident_cuda_backend();
    switch (ctx->backend_choice) {
    case TRIDENT_BACKEND_HOST:
        *be = &trident_host_backend;
        break;
    case TRIDENT_BACKEND_GPU:
        if (!gpu) {
            trident_report(routine, TRIDENT_INFO_BACKEND_UNAVAILABLE,
                           "backend 'gpu' requested, but %s", trident_gpu_available()
                               ? "this routine has no GPU path in this version"
                               : "this build or machine has no usable CUDA device");
            return TRIDENT_INFO_BACKEND_UNAVAILABLE;
        }
        *be = gpu;
        break;
    default: /* AUTO: the GPU paths and their crossovers arrive with the GPU drivers */
        *be = gpu ? gpu : &trident_host_backend;
        break;
    }
    ctx->last_backend = (*be)->name;
    trident_trace(ctx, "%s n=%lld backend=%s", routine, (long long)n, (*be)->name);
    return TRIDENT_SUCCESS;
}
