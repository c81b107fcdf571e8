/*
 * layer.c -- recursion guard, system-LAPACK lookup, XERBLA and trace lines
 * of the LAPACK-symbol layer (see layer.h).
 */
#define _GNU_SOURCE /* RTLD_NEXT */
#include <dlfcn.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/context.h" /* trident_report_hold */
#include "lapack/layer.h"

/* The program's XERBLA: resolved at run time, so a program that defines its
 * own xerbla_ (and therefore exports it) gets the call. */
extern void xerbla_(const char *srname, const lapack_int *info, size_t len);

/* Loaded into a program (LD_PRELOAD or linked): start the GPU's runtime
 * now, in the background, so that the first routed call does not wait for
 * it (trident_gpu_prepare); TRIDENT_PREPARE_GPU=0 turns this off. */
__attribute__((constructor)) static void layer_loaded(void)
{
    const char *prepare = getenv("TRIDENT_PREPARE_GPU");
    if (!prepare || strcmp(prepare, "0") != 0) trident_gpu_prepare();
}

static _Thread_local int g_depth = 0;

int layer_busy(void) { return g_depth > 0; }
void layer_enter(void) { ++g_depth; }
void layer_leave(void) { --g_depth; }

void layer_trident_begin(void)
{
    layer_enter();
    trident_report_hold();
}

void layer_trident_end(lapack_int info)
{
    layer_leave();
    trident_report_release(info <= -1000 && !layer_trident_declined(info));
}

void *layer_next(const char *symbol, _Atomic(void *) *cache)
{
    void *fn = atomic_load_explicit(cache, memory_order_acquire);
    if (fn) return fn;
    fn = dlsym(RTLD_NEXT, symbol);
    if (!fn) {
        fprintf(stderr, "[trident-lapack] %s: no system LAPACK defines it (link or load one "
                        "after libtrident_lapack)\n", symbol);
        return NULL;
    }
    atomic_store_explicit(cache, fn, memory_order_release);
    return fn;
}

/* "dsyevd_" -> "DSYEVD" */
static size_t routine_name(const char *symbol, char *name, size_t size)
{
    size_t k = 0;
    for (; symbol[k] && symbol[k] != '_' && k + 1 < size; ++k)
        name[k] = (symbol[k] >= 'a' && symbol[k] <= 'z') ? (char)(symbol[k] - 'a' + 'A')
                                                          : symbol[k];
    name[k] = '\0';
    return k;
}

static int verbose(void)
{
    int level = 0;
    trident_context_get_verbosity(trident_default_context(), &level);
    return level;
}

void layer_illegal(const char *symbol, int arg, lapack_int *info)
{
    char name[16];
    const size_t len = routine_name(symbol, name, sizeof name);
    *info = -arg;
    if (verbose() >= 1)
        fprintf(stderr, "[trident-lapack] %s: illegal argument %d, calling XERBLA\n", name, arg);
    const lapack_int position = arg;
    xerbla_(name, &position, len);
}

void layer_trace_served(const char *symbol, lapack_int n, lapack_int info)
{
    if (verbose() < 1) return;
    char name[16];
    routine_name(symbol, name, sizeof name);
    if (info <= -1000)
        fprintf(stderr, "[trident-lapack] %s n=%lld: Trident failed: %s\n", name, (long long)n,
                trident_info_string(info));
    else
        fprintf(stderr, "[trident-lapack] %s n=%lld: Trident, backend %s\n", name, (long long)n,
                n > 1 ? trident_context_last_backend(trident_default_context()) : "none (n <= 1)");
}

void layer_trace_system(const char *symbol, lapack_int n, const char *why)
{
    if (verbose() < 1) return;
    char name[16];
    routine_name(symbol, name, sizeof name);
    fprintf(stderr, "[trident-lapack] %s n=%lld: system LAPACK (%s)\n", name, (long long)n, why);
}
