/*
 * dispatch.c -- host or GPU, per call.
 */
#include "dispatch/dispatch.h"
#include "backend/cuda_glue.h"
#include "core/context.h"

/* backend 'gpu' asked for and not to be had: the report both refusals make */
static int gpu_refused(const char *routine, int status)
{
    trident_report(routine, status, "backend 'gpu' requested: %s", trident_info_string(status));
    return status;
}

int trident_dispatch_gpu_missing(const char *routine, const trident_context *ctx)
{
    if (ctx->backend_choice != TRIDENT_BACKEND_GPU || (trident_cuda_backend() && trident_gpu_available())) return 0;
    return gpu_refused(routine, TRIDENT_INFO_BACKEND_UNAVAILABLE);
}

/* trident_dispatch's choice; trace_host = 0: the host's choice is neither
 * traced nor timed (the caller's host path will be) */
static int dispatch_choose(trident_context *ctx, const char *routine, int64_t n, int64_t crossover,
                           const trident_backend_ops **be, int trace_host)
{
    if (ctx->gpu_crossover >= 0) crossover = ctx->gpu_crossover;
    const trident_backend_ops *gpu = NULL;
    trident_phase_clock clock;
    trident_phase_start(ctx, &clock);
    if (ctx->backend_choice == TRIDENT_BACKEND_GPU ||
        (ctx->backend_choice == TRIDENT_BACKEND_AUTO && n >= crossover)) {
        gpu = trident_cuda_backend();
        const int status = gpu ? trident_cuda_ready(ctx) : TRIDENT_INFO_BACKEND_UNAVAILABLE;
        if (status) {
            gpu = NULL;
            if (ctx->backend_choice == TRIDENT_BACKEND_GPU) return gpu_refused(routine, status);
        }
    }
    *be = gpu ? gpu : &trident_host_backend;
    if (!gpu && !trace_host) return TRIDENT_SUCCESS;
    trident_phase_mark(ctx, NULL, &clock, routine, "backend start");
    trident_context_set_last_backend(ctx, (*be)->name);
    trident_trace(ctx, "%s n=%lld backend=%s", routine, (long long)n, (*be)->name);
    return TRIDENT_SUCCESS;
}

int trident_dispatch(trident_context *ctx, const char *routine, int64_t n, int64_t crossover,
                     const trident_backend_ops **be)
{
    return dispatch_choose(ctx, routine, n, crossover, be, 1);
}

int trident_dispatch_device_first(trident_context *ctx, const char *routine, int64_t n, int64_t crossover,
                                  const trident_backend_ops **be)
{
    return dispatch_choose(ctx, routine, n, crossover, be, 0);
}

int trident_dispatch_host_only(const trident_context *ctx, int64_t n, int64_t crossover)
{
    if (ctx->gpu_crossover >= 0) crossover = ctx->gpu_crossover;
    if (ctx->backend_choice == TRIDENT_BACKEND_HOST) return 1;
    if (ctx->backend_choice == TRIDENT_BACKEND_AUTO && n < crossover) return 1;
    /* a GPU requested where there is none fails in trident_dispatch, on
     * whichever context: that needs no lock either */
    return !trident_cuda_backend() || !trident_gpu_available();
}

int trident_staged_redo_on_host(trident_context *ctx, const char *routine, int64_t n, int status, int written)
{
    if ((ctx->backend_choice != TRIDENT_BACKEND_AUTO && !ctx->redo_after_write) || written) return 0;
    if (status == TRIDENT_INFO_OUT_OF_MEMORY)
        trident_trace(ctx, "%s n=%lld: device memory exhausted, solving on the host", routine, (long long)n);
    else if (status == TRIDENT_INFO_DEVICE_ERROR) /* a transient failure, or a device gone bad for good */
        trident_trace(ctx, "%s n=%lld: the device failed before any output was written, solving on the host",
                      routine, (long long)n);
    else
        return 0;
    trident_context_set_last_backend(ctx, trident_host_backend.name);
    return 1;
}
