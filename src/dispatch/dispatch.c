/*
 * dispatch.c -- host or GPU, per call; the phase clock of TRIDENT_VERBOSE=2.
 */
#define _POSIX_C_SOURCE 199309L /* clock_gettime */
#include <time.h>

#include "dispatch/dispatch.h"
#include "backend/cuda_glue.h"
#include "core/context.h"

int trident_dispatch(trident_context *ctx, const char *routine, int64_t n, int64_t crossover,
                     const trident_backend_ops **be)
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
            if (ctx->backend_choice == TRIDENT_BACKEND_GPU) {
                trident_report(routine, status, "backend 'gpu' requested: %s",
                               trident_info_string(status));
                return status;
            }
        }
    }
    *be = gpu ? gpu : &trident_host_backend;
    trident_phase_mark(ctx, NULL, &clock, routine, "backend start");
    ctx->last_backend = (*be)->name;
    trident_trace(ctx, "%s n=%lld backend=%s", routine, (long long)n, (*be)->name);
    return TRIDENT_SUCCESS;
}

static double monotonic_seconds(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

void trident_phase_start(const trident_context *ctx, trident_phase_clock *clock)
{
    clock->last = ctx->verbosity >= 2 ? monotonic_seconds() : 0;
}

void trident_phase_mark(trident_context *ctx, const trident_backend_ops *be,
                        trident_phase_clock *clock, const char *routine, const char *phase)
{
    if (ctx->verbosity < 2) return;
    if (be) { /* synchronize takes the sticky status: put it back for the driver */
        const int status = be->synchronize(ctx);
        if (status) trident_context_record(ctx, status);
    }
    const double t = monotonic_seconds();
    trident_trace(ctx, "%s: %-26s %8.4f s", routine, phase, t - clock->last);
    clock->last = t;
}
