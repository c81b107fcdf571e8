/*
 * phase_clock.c -- TRIDENT_VERBOSE's phase timing (phase_clock.h).
 */
#define _POSIX_C_SOURCE 199309L /* clock_gettime */
#include <time.h>

#include "core/phase_clock.h"
#include "core/context.h"

static double monotonic_seconds(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

void trident_phase_start_at(const trident_context *ctx, trident_phase_clock *clock, int level)
{
    clock->level = level;
    clock->last = ctx->verbosity >= level ? monotonic_seconds() : 0;
}

void trident_phase_start(const trident_context *ctx, trident_phase_clock *clock)
{
    trident_phase_start_at(ctx, clock, 2);
}

void trident_phase_mark(trident_context *ctx, const trident_backend_ops *be,
                        trident_phase_clock *clock, const char *routine, const char *phase)
{
    if (ctx->verbosity < clock->level) return;
    if (be) { /* synchronize takes the sticky status: put it back for the driver */
        const int status = be->synchronize(ctx);
        if (status) trident_context_record(ctx, status);
    }
    const double t = monotonic_seconds();
    trident_trace(ctx, "%s: %-26s %8.4f s", routine, phase, t - clock->last);
    clock->last = t;
}
