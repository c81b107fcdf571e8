/*
 * bench_threads_host.c -- many small eigenproblems from several threads at
 * once, as an OpenMP loop over k-points or fragments calls DSYEVD: the wall
 * time of T threads each solving R problems of order n (jobz 'V') through
 * the LAPACK-compatible trident_dsyevd on the shared default context, and
 * the same R*T solves on one thread.  Calls below the GPU crossover run on
 * the host; they do not take turns on the shared context
 * (src/core/context.h, trident_call_begin), so T threads should come close
 * to T times one thread's rate where there are T cores.  Give each thread
 * one BLAS thread (OPENBLAS_NUM_THREADS=1).
 *
 *   usage: bench_threads_host [threads [solves per thread [n]]]   (default 2 50 200)
 */
#define _POSIX_C_SOURCE 199309L /* clock_gettime */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "trident.h"

static int g_solves, g_n;

static double seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* g_solves solves of the order-g_n matrix a(i,j) = 1/(1+i+j) + i*(i==j);
 * returns the number that failed */
static void *solve_many(void *failures)
{
    const int n = g_n;
    const trident_int lwork = 1 + 6 * n + 2 * n * n, liwork = 3 + 5 * n;
    double *a = malloc(sizeof *a * (size_t)n * n), *w = malloc(sizeof *w * (size_t)n);
    double *work = malloc(sizeof *work * (size_t)lwork);
    trident_int *iwork = malloc(sizeof *iwork * (size_t)liwork);
    int failed = 0;
    for (int s = 0; s < g_solves; ++s) {
        for (int c = 0; c < n; ++c)
            for (int r = 0; r < n; ++r) a[r + (size_t)c * n] = 1.0 / (1 + r + c) + (r == c ? r : 0);
        trident_int info = 0;
        trident_dsyevd('V', 'L', n, a, n, w, work, lwork, iwork, liwork, &info);
        failed += info != 0;
    }
    free(a), free(w), free(work), free(iwork);
    *(int *)failures = failed;
    return NULL;
}

int main(int argc, char **argv)
{
    const int threads = argc > 1 ? atoi(argv[1]) : 2;
    g_solves = argc > 2 ? atoi(argv[2]) : 50;
    g_n = argc > 3 ? atoi(argv[3]) : 200;
    if (threads < 1 || threads > 256 || g_solves < 1 || g_n < 2) {
        fprintf(stderr, "usage: %s [threads [solves per thread [n]]]\n", argv[0]);
        return 2;
    }
    int failed = 0, fails[256];
    /* one thread, all threads*solves solves (after a warm-up solve) */
    const int per_thread = g_solves;
    g_solves = 1;
    solve_many(&fails[0]);
    g_solves = per_thread * threads;
    double t0 = seconds();
    solve_many(&fails[0]);
    const double one = seconds() - t0;
    failed += fails[0];
    /* threads at once, per_thread each */
    g_solves = per_thread;
    pthread_t tid[256];
    t0 = seconds();
    for (int t = 0; t < threads; ++t)
        if (pthread_create(&tid[t], NULL, solve_many, &fails[t]) != 0) return 1;
    for (int t = 0; t < threads; ++t) pthread_join(tid[t], NULL), failed += fails[t];
    const double many = seconds() - t0;
    printf("%d DSYEVD of order %d (jobz V, backend %s): one thread %.3f s, %d threads %.3f s: %.2fx\n",
           per_thread * threads, g_n, trident_context_last_backend(trident_default_context()), one, threads,
           many, one / many);
    if (failed) printf("%d solves FAILED\n", failed);
    return failed != 0;
}
