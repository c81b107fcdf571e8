/*
 * context.h -- the inside of trident_context, and the error-reporting and
 * status helpers every layer uses.  Not installed.
 */
#ifndef TRIDENT_CONTEXT_INTERNAL_H
#define TRIDENT_CONTEXT_INTERNAL_H

#include <stdint.h>

#include "trident.h"

struct trident_cuda_state; /* backend/cuda/cuda_state.h; NULL until first GPU use */

/*
 * Diagnosis hook of the blocked tridiagonalization (tests only; NULL in
 * normal use).  Called on the host between queued steps, so a probe that
 * synchronises sees the backend memory as that step left it.
 *   TRIDENT_PROBE_COLUMN: column `col` of the panel is done (its reflector
 *                         in a, its W column iw complete);
 *   TRIDENT_PROBE_UPDATE: the trailing update after the panel whose first
 *                         reduced column is `col` is done.
 * a, lda: for COLUMN the matrix the panel routine works on (uplo 'L': the
 * trailing block whose (0,0) is the panel's first diagonal entry, col and iw
 * relative to it; 'U': the leading block, global indices), for UPDATE the
 * whole matrix; w, ldw: the panel's W.  A nonzero return stops
 * the reduction: it is recorded as the context's status (sticky error).
 */
enum { TRIDENT_PROBE_COLUMN = 1, TRIDENT_PROBE_UPDATE = 2 };
typedef int (*trident_sytrd_probe)(void *arg, int stage, char uplo, int64_t col, int64_t iw,
                                   const void *a, int64_t lda, const void *w, int64_t ldw);

struct trident_context {
    uint32_t magic;                 /* TRIDENT_CONTEXT_MAGIC while alive */
    trident_backend backend_choice; /* what the caller asked for */
    int deterministic;
    int verbosity;
    int64_t gpu_crossover;          /* AUTO: smallest n sent to the GPU; < 0: library default */
    int64_t sytrd_fused_max;        /* largest n of the GPU's one-launch xSYTRD; < 0: default */
    int64_t sytrd_fused_tail;       /* its one-block tail's order: < 0 default, 0 none (sytrd_fused.h) */
    int64_t two_stage_min;          /* smallest n of the two-stage eigenvalue path; < 0: default */
    int64_t two_stage_nb;           /* its band half-width; < 1: default */
    int64_t stage1_panels;          /* its stage 1: panels per delayed trailing update; < 1: default */
    int64_t block_rows;             /* GPU xHEMM / xHER2K: one call up to it, block rows of it above; < 1: default */
    int canonical_vectors;          /* 1: largest component of each eigenvector real positive */
    int keep_inputs;                /* 1: a and b are left unmodified (work on private copies) */
    int tf32x3;                     /* FP32 GPU products: 0 native, 1 three TF32 where it pays,
                                       2 wherever allowed (TRIDENT_FP32_GEMM=always, tests) */
    int zgemm3m;                    /* complex-double GPU products: 0 native, 1 Gauss's 3M where it
                                       pays, 2 always (TRIDENT_Z_GEMM=always, tests) */
    int q2_wy;                      /* 1: the chase's back-transformation takes the matrix units
                                       where it can (TRIDENT_Q2_WY=1; experimental, off by
                                       default) */
    int status;                     /* first failure of queued backend work (sticky) */
    const char *last_backend;       /* name of the backend of the last call */
    struct trident_cuda_state *cuda;
    trident_sytrd_probe sytrd_probe; /* diagnosis only, see above */
    void *sytrd_probe_arg;
    int64_t fault_sync;             /* tests only (TRIDENT_TEST_FAULT_SYNC=k at creation): the
                                       k-th synchronisation of the GPU backend in a call (each
                                       one through trident_cuda_stream_wait) reports a device
                                       error, once (then 0: off) */
    int64_t fault_left;             /* the call's synchronisations left until then: counted
                                       from trident_call_begin over every stage of a
                                       LAPACK-style call, else from each trident_cuda_ready */
    int fault_in_call;              /* 1 between trident_call_begin and _end (GPU calls) */
    int redo_after_write;           /* 1 while a driver's earlier stages have written the caller's
                                       arrays (trident_wsygvd's standard problem): a device failure
                                       that wrote nothing is then redone on the host under backend
                                       gpu too, not returned with those arrays changed */
    struct trident_context_mutex *lock; /* held by the call using the context (trident_context_lock) */
};

#define TRIDENT_CONTEXT_MAGIC 0x54524944u /* "TRID" */

/* Largest value a trident_int (LP64: 32 bits; TRIDENT_ILP64: 64) holds. */
#define TRIDENT_INT_MAX ((int64_t)(sizeof(trident_int) == 4 ? INT32_MAX : INT64_MAX))

/* TRIDENT_SUCCESS if ctx is a live context, else TRIDENT_INFO_INVALID_CONTEXT. */
int trident_context_check(const trident_context *ctx);

/* One call at a time on a context: a routine holds ctx's lock while it
 * uses ctx's state (the status, the GPU stream, handles and workspace;
 * last_backend is atomic instead), so that threads sharing a context -- the
 * LAPACK-compatible routines' default context above all -- take turns
 * instead of racing.
 * Recursive: a routine may call another on the same context.  Work that
 * touches no context state (argument checks, host-side copies and
 * canonicalization) runs outside it.  The lock is logically mutable, hence
 * the const pointer. */
void trident_context_lock(const trident_context *ctx);
void trident_context_unlock(const trident_context *ctx);

/*
 * A LAPACK-compatible call's hold on its context.  A call that will run on
 * the host (host_only: trident_dispatch_host_only) touches no GPU state, so
 * it need not take turns with other threads on a shared context -- many
 * small solves from an OpenMP loop would otherwise run one at a time.  It
 * runs instead on a private copy of the context's options (`shadow`), which
 * trident_default_context() returns on this thread until trident_call_end;
 * the end records the backend it ran on in ctx (no lock needed).  Any other
 * call holds ctx's lock from begin to end.  begin returns the context the
 * call runs on (ctx or the shadow): pass that one on.  begin and end pair on
 * one thread, in the same function.
 */
typedef struct trident_call {
    trident_context *ctx;     /* the caller's context */
    trident_context *bound;   /* this thread's binding before the call */
    int shadowed;             /* 1: runs on shadow, unlocked */
    trident_context shadow;
} trident_call;
trident_context *trident_call_begin(trident_call *call, trident_context *ctx, int host_only);
void trident_call_end(trident_call *call);

/* ctx->last_backend := name, atomically: trident_context_last_backend reads
 * it from any thread without waiting for the call that holds ctx. */
void trident_context_set_last_backend(trident_context *ctx, const char *name);

/* Record a failure of queued work; the first one is kept. */
void trident_context_record(trident_context *ctx, int status);
/* Return the recorded status and clear it. */
int trident_context_take_status(trident_context *ctx);
/* The test hook fault_sync: counts a sound synchronisation of the call's
 * device work and says whether it is the one that reports a device error
 * (once per context; traced). */
int trident_context_fault_here(trident_context *ctx);

/* Run the diagnosis probe, if one is set and no failure is recorded yet. */
static inline void trident_sytrd_probe_at(trident_context *ctx, int stage, char uplo, int64_t col,
                                          int64_t iw, const void *a, int64_t lda, const void *w,
                                          int64_t ldw)
{
    if (!ctx->sytrd_probe || ctx->status) return;
    const int status = ctx->sytrd_probe(ctx->sytrd_probe_arg, stage, uplo, col, iw, a, lda, w, ldw);
    if (status) trident_context_record(ctx, status);
}

/* Call the error handler with a formatted one-line message. */
void trident_report(const char *routine, trident_int info, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;
/* Hold this thread's reports from now on: the first is kept, the others are
 * dropped, until the matching trident_report_release delivers the kept one
 * (deliver_held = 1) or drops it (0).  Holds nest: a release that drops
 * drops a report made inside its hold, so that a report made after it (a
 * host redo's own failure) can be kept instead; one that delivers hands the
 * report to the enclosing hold, and the outermost release delivers it.  For
 * a caller that may still recover from a failure reported below it (a
 * device run that the host may redo). */
void trident_report_hold(void);
void trident_report_release(int deliver_held);
/* A matrix with NaN or infinite entries given to an eigen driver: reports
 * it for routine, returns TRIDENT_INFO_NONFINITE_INPUT. */
trident_int trident_nonfinite_input(const char *routine);
/* LAPACK's XERBLA message for argument number `arg`; sets *info = -arg. */
void trident_illegal_argument(const char *routine, int arg, trident_int *info);

/* The first check of a device-pointer entry: *info := 0 when ctx is a live
 * context, else *info := TRIDENT_INFO_INVALID_CONTEXT, reported for routine.
 * Returns *info. */
trident_int trident_entry_context(const trident_context *ctx, const char *routine,
                                  trident_int *info);

/* Verbosity-1 trace line, to stderr. */
void trident_trace(const trident_context *ctx, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/* Character-argument helpers: LAPACK's LSAME. */
static inline int trident_lsame(char a, char b)
{
    if (a >= 'a' && a <= 'z') a = (char)(a - 'a' + 'A');
    if (b >= 'a' && b <= 'z') b = (char)(b - 'a' + 'A');
    return a == b;
}
static inline char trident_upper(char a)
{
    return (a >= 'a' && a <= 'z') ? (char)(a - 'a' + 'A') : a;
}

#endif
