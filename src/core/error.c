/*
 * error.c -- the replaceable error handler and the texts of status codes.
 */
#include <stdarg.h>
#include <stdio.h>

#include "core/context.h"

/* One handler for the process.  Installing it is not meant to race with
 * calls in flight (like LAPACK's XERBLA, it is set up once at start). */
static trident_error_handler g_handler = NULL;
static void *g_handler_data = NULL;

/* XERBLA's words for an illegal argument; a failure is not "on entry" */
static void default_handler(const char *routine, trident_int info,
                            const char *message, void *user_data)
{
    (void)user_data;
    if (info < 0 && info > -1000) fprintf(stderr, " ** On entry to %s: %s\n", routine, message);
    else fprintf(stderr, " ** %s: %s\n", routine, message);
}

trident_error_handler trident_set_error_handler(trident_error_handler handler,
                                                void *user_data)
{
    trident_error_handler previous = g_handler;
    g_handler = handler;
    g_handler_data = handler ? user_data : NULL;
    return previous;
}

static void deliver(const char *routine, trident_int info, const char *message)
{
    if (g_handler)
        g_handler(routine, info, message, g_handler_data);
    else
        default_handler(routine, info, message, NULL);
}

/* This thread's held report (trident_report_hold): the first one made while
 * held, and the hold level it belongs to (level 1 the outermost).  A release
 * that drops drops it when it was made inside that hold; one that delivers
 * hands it to the enclosing hold, and the outermost delivers it. */
static _Thread_local struct {
    int depth, held, level;
    trident_int info;
    char routine[64], message[256];
} t_hold;

void trident_report_hold(void) { ++t_hold.depth; }

void trident_report_release(int deliver_held)
{
    if (t_hold.depth <= 0) return;
    const int level = t_hold.depth--;
    if (!t_hold.held || t_hold.level < level) return; /* none, or the enclosing hold's */
    if (!deliver_held) {
        t_hold.held = 0; /* a later report may be held in its place */
    } else if (t_hold.depth > 0) {
        t_hold.level = t_hold.depth;
    } else {
        t_hold.held = 0;
        deliver(t_hold.routine, t_hold.info, t_hold.message);
    }
}

void trident_report(const char *routine, trident_int info, const char *fmt, ...)
{
    char message[256];
    va_list args;
    va_start(args, fmt);
    vsnprintf(message, sizeof message, fmt, args);
    va_end(args);
    if (t_hold.depth <= 0) {
        deliver(routine, info, message);
    } else if (!t_hold.held) {
        t_hold.held = 1, t_hold.level = t_hold.depth, t_hold.info = info;
        snprintf(t_hold.routine, sizeof t_hold.routine, "%s", routine);
        snprintf(t_hold.message, sizeof t_hold.message, "%s", message);
    }
}

trident_int trident_nonfinite_input(const char *routine)
{
    trident_report(routine, TRIDENT_INFO_NONFINITE_INPUT, "%s", trident_info_string(TRIDENT_INFO_NONFINITE_INPUT));
    return TRIDENT_INFO_NONFINITE_INPUT;
}

void trident_illegal_argument(const char *routine, int arg, trident_int *info)
{
    *info = -arg;
    trident_report(routine, -arg, "parameter number %d had an illegal value", arg);
}

trident_int trident_entry_context(const trident_context *ctx, const char *routine,
                                  trident_int *info)
{
    *info = trident_context_check(ctx) ? TRIDENT_INFO_INVALID_CONTEXT : 0;
    if (*info) trident_report(routine, *info, "%s", trident_info_string(*info));
    return *info;
}

const char *trident_info_string(trident_int info)
{
    switch (info) {
    case TRIDENT_SUCCESS: return "success";
    case TRIDENT_INFO_OUT_OF_MEMORY: return "out of memory (host or device); outputs were not modified";
    case TRIDENT_INFO_BACKEND_UNAVAILABLE: return "the requested backend is not available in this build or on this machine";
    case TRIDENT_INFO_DEVICE_ERROR: return "a CUDA or cuBLAS call failed";
    case TRIDENT_INFO_INVALID_CONTEXT: return "invalid (NULL or destroyed) context";
    case TRIDENT_INFO_INVALID_OPTION: return "option value out of range";
    case TRIDENT_INFO_NONFINITE_INPUT:
        return "the matrix (for a generalized problem, A or A reduced by B's Cholesky factor) has NaN or infinite "
               "entries: no eigenvalues computed";
    default:
        if (info < 0) return "an argument had an illegal value (info = -position)";
        return "the computation failed to converge (see the routine's documentation)";
    }
}
