/*
 * phase_clock.h -- TRIDENT_VERBOSE's phase timing: the wall time of each
 * phase of a driver, one trace line per phase, to find where a call spends
 * its time.  A clock prints at one verbosity level: 2 for the phases of
 * the drivers (dispatch, reduction, tridiagonal solve, back-transformation),
 * 3 for the steps inside one of them (the divide and conquer's leaves and
 * merge levels).  trident_phase_mark waits for the backend's queued work
 * first, so phases are timed one after another (and overlap no more) only
 * at that verbosity; below it both functions do nothing.
 */
#ifndef TRIDENT_CORE_PHASE_CLOCK_H
#define TRIDENT_CORE_PHASE_CLOCK_H

#include "backend/backend.h"

typedef struct trident_phase_clock {
    double last; /* seconds, monotonic */
    int level;   /* the verbosity from which it prints */
} trident_phase_clock;

/* a clock of level 2 */
void trident_phase_start(const trident_context *ctx, trident_phase_clock *clock);
void trident_phase_start_at(const trident_context *ctx, trident_phase_clock *clock, int level);
void trident_phase_mark(trident_context *ctx, const trident_backend_ops *be,
                        trident_phase_clock *clock, const char *routine, const char *phase);

#endif
