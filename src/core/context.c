/*
 * context.c -- creation, options and the lazily created default context.
 */
#define _POSIX_C_SOURCE 200809L /* PTHREAD_MUTEX_RECURSIVE */
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <threads.h>

#include "core/context.h"
#include "core/env.h"
#include "backend/cuda_glue.h"

/* A faster way of computing matrix products, from the environment
 * variable `name`: "native" 0 (off), "always" 2 (wherever allowed, for
 * tests), anything else or unset 1 (where it pays) */
static int product_mode(const char *name)
{
    const char *mode = getenv(name);
    return !mode ? 1 : !strcmp(mode, "native") ? 0 : !strcmp(mode, "always") ? 2 : 1;
}

/* A recursive POSIX mutex behind an opaque pointer, so that context.h
 * needs no threads header (C++ translation units read it too).  POSIX
 * rather than C11 <threads.h>: thread checkers (ThreadSanitizer) see it. */
struct trident_context_mutex {
    pthread_mutex_t m;
};

static struct trident_context_mutex *mutex_create(void)
{
    struct trident_context_mutex *lock = malloc(sizeof *lock);
    pthread_mutexattr_t attr;
    if (!lock || pthread_mutexattr_init(&attr)) {
        free(lock);
        return NULL;
    }
    const int failed = pthread_mutexattr_settype(&attr, PTHREAD_MUTEX_RECURSIVE) ||
                       pthread_mutex_init(&lock->m, &attr);
    pthread_mutexattr_destroy(&attr);
    if (failed) {
        free(lock);
        return NULL;
    }
    return lock;
}

static void mutex_destroy(struct trident_context_mutex *lock)
{
    if (!lock) return;
    pthread_mutex_destroy(&lock->m);
    free(lock);
}

void trident_context_lock(const trident_context *ctx)
{
    if (ctx && ctx->lock) pthread_mutex_lock(&ctx->lock->m);
}

void trident_context_unlock(const trident_context *ctx)
{
    if (ctx && ctx->lock) pthread_mutex_unlock(&ctx->lock->m);
}

static void context_init(trident_context *ctx)
{
    memset(ctx, 0, sizeof *ctx);
    ctx->magic = TRIDENT_CONTEXT_MAGIC;
    ctx->backend_choice = TRIDENT_BACKEND_AUTO;
    ctx->deterministic = 1;
    ctx->verbosity = 0;
    ctx->gpu_crossover = -1;
    /* a tuning and test knob, read by every context */
    const char *fused = getenv("TRIDENT_SYTRD_FUSED_MAX");
    ctx->sytrd_fused_max = fused ? atoll(fused) : -1;
    const char *fused_tail = getenv("TRIDENT_SYTRD_FUSED_TAIL");
    ctx->sytrd_fused_tail = fused_tail ? atoll(fused_tail) : -1;
    const char *two_stage = getenv("TRIDENT_TWO_STAGE_MIN_N");
    ctx->two_stage_min = two_stage ? atoll(two_stage) : -1;
    const char *two_stage_nb = getenv("TRIDENT_TWO_STAGE_NB");
    ctx->two_stage_nb = two_stage_nb ? atoll(two_stage_nb) : -1;
    const char *stage1_panels = getenv("TRIDENT_STAGE1_PANELS");
    ctx->stage1_panels = stage1_panels ? atoll(stage1_panels) : -1;
    const char *block_rows = getenv("TRIDENT_BLOCK_ROWS");
    ctx->block_rows = block_rows ? atoll(block_rows) : -1;
    ctx->canonical_vectors = 0; /* off: eigenvectors exactly as LAPACK returns them */
    ctx->keep_inputs = 0;
    ctx->tf32x3 = product_mode("TRIDENT_FP32_GEMM");
    ctx->zgemm3m = product_mode("TRIDENT_Z_GEMM");
    const char *q2_wy = getenv("TRIDENT_Q2_WY");
    ctx->q2_wy = q2_wy && !strcmp(q2_wy, "1");
    ctx->status = TRIDENT_SUCCESS;
    ctx->last_backend = "none";
    ctx->cuda = NULL;
    /* a test hook: the failure paths of device errors, on demand */
    const char *fault = getenv("TRIDENT_TEST_FAULT_SYNC");
    ctx->fault_sync = fault && atoll(fault) > 0 ? atoll(fault) : 0;
}

int trident_context_create(trident_context **ctx)
{
    if (!ctx) return TRIDENT_INFO_INVALID_CONTEXT;
    *ctx = malloc(sizeof **ctx);
    if (!*ctx) return TRIDENT_INFO_OUT_OF_MEMORY;
    context_init(*ctx);
    if (!((*ctx)->lock = mutex_create())) {
        free(*ctx);
        *ctx = NULL;
        return TRIDENT_INFO_OUT_OF_MEMORY;
    }
    return TRIDENT_SUCCESS;
}

static trident_context g_default;
/* the context this thread's LAPACK-compatible calls use instead of
 * g_default (trident_set_thread_context) */
static _Thread_local trident_context *t_thread_context;
/* this thread's automatic context (TRIDENT_THREAD_CONTEXTS=1, below) */
static _Thread_local trident_context *t_own_context;

void trident_context_destroy(trident_context *ctx)
{
    if (trident_context_check(ctx) != TRIDENT_SUCCESS || ctx == &g_default || ctx == t_own_context) return;
    if (t_thread_context == ctx) t_thread_context = NULL;
    trident_cuda_state_destroy(ctx);
    mutex_destroy(ctx->lock);
    ctx->magic = 0;
    free(ctx);
}

int trident_context_check(const trident_context *ctx)
{
    return (ctx && ctx->magic == TRIDENT_CONTEXT_MAGIC) ? TRIDENT_SUCCESS
                                                        : TRIDENT_INFO_INVALID_CONTEXT;
}

void trident_context_record(trident_context *ctx, int status)
{
    if (ctx->status == TRIDENT_SUCCESS) ctx->status = status;
}

int trident_context_take_status(trident_context *ctx)
{
    int status = ctx->status;
    ctx->status = TRIDENT_SUCCESS;
    return status;
}

int trident_context_fault_here(trident_context *ctx)
{
    if (ctx->fault_sync <= 0 || --ctx->fault_left != 0) return 0;
    ctx->fault_sync = 0; /* once: a call that redoes the work elsewhere then succeeds */
    trident_trace(ctx, "TRIDENT_TEST_FAULT_SYNC: this synchronisation reports a device error");
    return 1;
}

/* ---- options ------------------------------------------------------------ */

int trident_context_set_backend(trident_context *ctx, trident_backend backend)
{
    int st = trident_context_check(ctx);
    if (st) return st;
    if (backend != TRIDENT_BACKEND_AUTO && backend != TRIDENT_BACKEND_HOST &&
        backend != TRIDENT_BACKEND_GPU)
        return TRIDENT_INFO_INVALID_OPTION;
    ctx->backend_choice = backend;
    return TRIDENT_SUCCESS;
}

int trident_context_get_backend(const trident_context *ctx, trident_backend *backend)
{
    int st = trident_context_check(ctx);
    if (st) return st;
    if (!backend) return TRIDENT_INFO_INVALID_OPTION;
    *backend = ctx->backend_choice;
    return TRIDENT_SUCCESS;
}

int trident_context_set_deterministic(trident_context *ctx, int deterministic)
{
    int st = trident_context_check(ctx);
    if (st) return st;
    ctx->deterministic = deterministic ? 1 : 0;
    return TRIDENT_SUCCESS;
}

int trident_context_get_deterministic(const trident_context *ctx, int *deterministic)
{
    int st = trident_context_check(ctx);
    if (st) return st;
    if (!deterministic) return TRIDENT_INFO_INVALID_OPTION;
    *deterministic = ctx->deterministic;
    return TRIDENT_SUCCESS;
}

int trident_context_set_verbosity(trident_context *ctx, int level)
{
    int st = trident_context_check(ctx);
    if (st) return st;
    if (level < 0 || level > 3) return TRIDENT_INFO_INVALID_OPTION;
    ctx->verbosity = level;
    return TRIDENT_SUCCESS;
}

int trident_context_get_verbosity(const trident_context *ctx, int *level)
{
    int st = trident_context_check(ctx);
    if (st) return st;
    if (!level) return TRIDENT_INFO_INVALID_OPTION;
    *level = ctx->verbosity;
    return TRIDENT_SUCCESS;
}

int trident_context_set_gpu_crossover(trident_context *ctx, int64_t n)
{
    int st = trident_context_check(ctx);
    if (st) return st;
    ctx->gpu_crossover = n < 0 ? -1 : n;
    return TRIDENT_SUCCESS;
}

/* On/off options take exactly 0 or 1: anything else is more likely a
 * mistake (a level, a garbage value) than a request. */
static int set_switch(trident_context *ctx, int *field, int on)
{
    int st = trident_context_check(ctx);
    if (st) return st;
    if (on != 0 && on != 1) return TRIDENT_INFO_INVALID_OPTION;
    *field = on;
    return TRIDENT_SUCCESS;
}

static int get_switch(const trident_context *ctx, const int *field, int *on)
{
    int st = trident_context_check(ctx);
    if (st) return st;
    if (!on) return TRIDENT_INFO_INVALID_OPTION;
    *on = *field != 0; /* 2, the environment's "always" (tests), reads as on */
    return TRIDENT_SUCCESS;
}

int trident_context_set_canonical_vectors(trident_context *ctx, int on)
{
    return set_switch(ctx, ctx ? &ctx->canonical_vectors : NULL, on);
}

int trident_context_get_canonical_vectors(const trident_context *ctx, int *on)
{
    return get_switch(ctx, ctx ? &ctx->canonical_vectors : NULL, on);
}

int trident_context_set_keep_inputs(trident_context *ctx, int on)
{
    return set_switch(ctx, ctx ? &ctx->keep_inputs : NULL, on);
}

int trident_context_get_keep_inputs(const trident_context *ctx, int *on)
{
    return get_switch(ctx, ctx ? &ctx->keep_inputs : NULL, on);
}

int trident_context_set_tf32x3(trident_context *ctx, int on)
{
    return set_switch(ctx, ctx ? &ctx->tf32x3 : NULL, on);
}

int trident_context_get_tf32x3(const trident_context *ctx, int *on)
{
    return get_switch(ctx, ctx ? &ctx->tf32x3 : NULL, on);
}

int trident_context_set_zgemm3m(trident_context *ctx, int on)
{
    return set_switch(ctx, ctx ? &ctx->zgemm3m : NULL, on);
}

int trident_context_get_zgemm3m(const trident_context *ctx, int *on)
{
    return get_switch(ctx, ctx ? &ctx->zgemm3m : NULL, on);
}

const char *trident_context_last_backend(const trident_context *ctx)
{
    if (trident_context_check(ctx) != TRIDENT_SUCCESS) return "none";
    /* written by a call on another thread: an atomic read, which waits for
     * no call (trident_context_set_last_backend) */
    return __atomic_load_n(&ctx->last_backend, __ATOMIC_ACQUIRE);
}

void trident_context_set_last_backend(trident_context *ctx, const char *name)
{
    __atomic_store_n(&ctx->last_backend, name, __ATOMIC_RELEASE);
}

void trident_trace(const trident_context *ctx, const char *fmt, ...)
{
    if (ctx->verbosity < 1) return;
    va_list args;
    va_start(args, fmt);
    fputs("[trident] ", stderr);
    vfprintf(stderr, fmt, args);
    fputc('\n', stderr);
    va_end(args);
}

/* ---- the default context ------------------------------------------------ */

static once_flag g_default_once = ONCE_FLAG_INIT;

/* TRIDENT_THREAD_CONTEXTS=1: every thread but the default context's owner
 * (the thread whose call created it) gets a context of its own at its first
 * LAPACK-compatible call, so that an unmodified multithreaded program's
 * calls run side by side instead of taking turns on g_default. */
static int g_thread_contexts;
static pthread_t g_default_owner;
static pthread_key_t g_own_key; /* its destructor frees a thread's own context at the thread's exit */
static int g_own_key_ok;

static void own_context_release(void *ctx)
{
    t_own_context = NULL; /* (destroy refuses a thread's own context while it is its own) */
    trident_context_destroy(ctx);
}

/* dst's options := src's (every field a caller sets, none of the state) */
static void context_copy_options(trident_context *dst, const trident_context *src)
{
    dst->backend_choice = src->backend_choice;
    dst->deterministic = src->deterministic;
    dst->verbosity = src->verbosity;
    dst->gpu_crossover = src->gpu_crossover;
    dst->sytrd_fused_max = src->sytrd_fused_max;
    dst->sytrd_fused_tail = src->sytrd_fused_tail;
    dst->two_stage_min = src->two_stage_min;
    dst->two_stage_nb = src->two_stage_nb;
    dst->stage1_panels = src->stage1_panels;
    dst->block_rows = src->block_rows;
    dst->canonical_vectors = src->canonical_vectors;
    dst->keep_inputs = src->keep_inputs;
    dst->tf32x3 = src->tf32x3;
    dst->zgemm3m = src->zgemm3m;
    dst->q2_wy = src->q2_wy;
    dst->sytrd_probe = src->sytrd_probe;
    dst->sytrd_probe_arg = src->sytrd_probe_arg;
}

/* This thread's own context (TRIDENT_THREAD_CONTEXTS), created at its first
 * call with the default context's options of that moment; NULL where it
 * cannot be had (the caller then shares g_default). */
static trident_context *own_context(void)
{
    if (t_own_context) return t_own_context;
    trident_context *ctx = NULL;
    if (!g_own_key_ok || trident_context_create(&ctx) != TRIDENT_SUCCESS) return NULL;
    /* options are set while no call uses the context (trident.h, "Threads"):
     * read without the lock, which a GPU call on g_default may hold for long */
    context_copy_options(ctx, &g_default);
    if (pthread_setspecific(g_own_key, ctx)) {
        trident_context_destroy(ctx);
        return NULL;
    }
    return t_own_context = ctx;
}

static void default_context_init(void)
{
    context_init(&g_default);
    g_thread_contexts = trident_env_flag("TRIDENT_THREAD_CONTEXTS", 0);
    g_default_owner = pthread_self();
    g_own_key_ok = g_thread_contexts && pthread_key_create(&g_own_key, own_context_release) == 0;
    /* without it (no memory at the first call) calls on the default context
     * are not serialized: a single-threaded program is unaffected */
    g_default.lock = mutex_create();
    const char *backend = getenv("TRIDENT_BACKEND");
    if (backend) {
        if (!strcmp(backend, "host")) g_default.backend_choice = TRIDENT_BACKEND_HOST;
        else if (!strcmp(backend, "gpu")) g_default.backend_choice = TRIDENT_BACKEND_GPU;
        else if (strcmp(backend, "auto"))
            fprintf(stderr, "[trident] ignoring TRIDENT_BACKEND=%s (expected auto, host or gpu)\n",
                    backend);
    }
    const char *crossover = getenv("TRIDENT_GPU_MIN_N");
    if (crossover) g_default.gpu_crossover = atoll(crossover);
    const char *verbose = getenv("TRIDENT_VERBOSE");
    if (verbose) {
        int level = atoi(verbose);
        g_default.verbosity = level < 0 ? 0 : level > 3 ? 3 : level;
    }
    const char *canonical = getenv("TRIDENT_CANONICAL_VECTORS");
    if (canonical) {
        if (!strcmp(canonical, "1")) g_default.canonical_vectors = 1;
        else if (strcmp(canonical, "0"))
            fprintf(stderr, "[trident] ignoring TRIDENT_CANONICAL_VECTORS=%s (expected 0 or 1)\n",
                    canonical);
    }
}

trident_context *trident_default_context(void)
{
    if (t_thread_context) return t_thread_context;
    call_once(&g_default_once, default_context_init);
    if (g_thread_contexts && !pthread_equal(pthread_self(), g_default_owner)) {
        trident_context *own = own_context();
        if (own) return own;
    }
    return &g_default;
}

trident_context *trident_call_begin(trident_call *call, trident_context *ctx, int host_only)
{
    call->ctx = ctx;
    call->shadowed = host_only;
    if (!host_only) {
        trident_context_lock(ctx);
        /* the test hook counts the whole call's synchronisations, whichever
         * stages (each with its trident_cuda_ready) they belong to */
        ctx->fault_left = ctx->fault_sync;
        ctx->fault_in_call = 1;
        return ctx;
    }
    /* options only: a context's options are set while no call uses it
     * (trident.h, "Threads"), so they are read here without the lock */
    memset(&call->shadow, 0, sizeof call->shadow);
    call->shadow.magic = TRIDENT_CONTEXT_MAGIC;
    call->shadow.status = TRIDENT_SUCCESS;
    call->shadow.last_backend = "none";
    context_copy_options(&call->shadow, ctx);
    call->bound = t_thread_context;
    t_thread_context = &call->shadow;
    return &call->shadow;
}

void trident_call_end(trident_call *call)
{
    if (!call->shadowed) {
        call->ctx->fault_in_call = 0;
        trident_context_unlock(call->ctx);
        return;
    }
    t_thread_context = call->bound;
    call->shadow.magic = 0;
    trident_context_set_last_backend(call->ctx, call->shadow.last_backend);
}

int trident_set_thread_context(trident_context *ctx)
{
    if (ctx && trident_context_check(ctx) != TRIDENT_SUCCESS) return TRIDENT_INFO_INVALID_CONTEXT;
    t_thread_context = ctx;
    return TRIDENT_SUCCESS;
}
