/*
 * dispatch.h -- choose the backend that runs a routine called on host data.
 */
#ifndef TRIDENT_DISPATCH_H
#define TRIDENT_DISPATCH_H

#include "backend/backend.h"
#include "backend/host/lapack_prototypes.h"

/*
 * Pick the backend for `routine` of order n from the context's choice:
 *   HOST -> host;  GPU -> CUDA or TRIDENT_INFO_BACKEND_UNAVAILABLE;
 *   AUTO -> CUDA when it is built, a device is present and n >= the
 *           context's crossover, or (unset) `crossover`: the measured one of
 *           the routine's family (dispatch/crossover.h); else host.
 * Returns TRIDENT_SUCCESS and sets *be, or a TRIDENT_INFO_* code.
 */
int trident_dispatch(trident_context *ctx, const char *routine, int64_t n, int64_t crossover,
                     const trident_backend_ops **be);

/*
 * TRIDENT_VERBOSE=2 (context verbosity >= 2): the wall time of each phase of
 * a driver, one trace line per phase, to find where a call spends its time.
 * trident_phase_mark waits for the backend's queued work first, so phases
 * are timed one after another (and overlap no more) only at that verbosity;
 * below it both functions do nothing.
 */
typedef struct trident_phase_clock {
    double last; /* seconds, monotonic */
} trident_phase_clock;
void trident_phase_start(const trident_context *ctx, trident_phase_clock *clock);
void trident_phase_mark(trident_context *ctx, const trident_backend_ops *be,
                        trident_phase_clock *clock, const char *routine, const char *phase);

#define TRI_GENERIC_SOURCE "dispatch/dispatch_decl_generic.h"
#include "core/prec/instantiate.h"

#endif
