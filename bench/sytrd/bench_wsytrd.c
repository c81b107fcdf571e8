/*
 * bench_wsytrd.c -- trident_wsytrd (double-double xSYTRD) on the GPU and on
 * the host, same input, same process.  No vendor library has the type, so
 * the host run is the reference.
 *
 *   bench_wsytrd [--values | --vectors | --generalized] [n ...]
 *                                           (default 512 1024 2048 4096; uplo L)
 *
 * --values times trident_wsyevd with jobz N instead: the reduction and the
 * tridiagonal eigenvalues (on the GPU the bisection kernel, or with
 * TRIDENT_W_EIGVALS_HOST=1 the host's bisection after the GPU's reduction).
 * --vectors times trident_wsyevd with jobz V: those, the eigenvectors of T
 * (inverse iteration) and the back-transformation (on the GPU by
 * double-double GEMMs, or with TRIDENT_W_VECTORS_HOST=1 the host's
 * loops); the host's runs only up to HOST_MAX_N_VECTORS.
 * --generalized times trident_wsygvd with itype 1 and jobz V (B symmetric
 * positive definite, diagonally dominant): the Cholesky factor, the
 * reduction to standard form and the back-transformation (on the GPU
 * by the double-double TRSM and Cholesky kernels, or with
 * TRIDENT_W_GV_HOST=1 the host's loops) around --vectors' solve; the
 * host's runs once, up to HOST_MAX_N_VECTORS.  TRIDENT_VERBOSE=2 prints
 * each stage's seconds.
 * Prints one line per n: seconds on each backend (the GPU's the median of
 * 3 after a warm-up; the host's of 3 up to 512, one run up to HOST_MAX_N,
 * none beyond: about 10 s at 1024 and 8 times that per doubling) and the
 * speed-up.  Wall clock around the whole LAPACK-style
 * call: the GPU's includes the copies of A to and from the device.
 */
#define _POSIX_C_SOURCE 199309L /* clock_gettime */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "trident.h"

#define HOST_MAX_N 1024
#define HOST_MAX_N_VECTORS 512

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

static int cmp(const void *x, const void *y)
{
    const double a = *(const double *)x, b = *(const double *)y;
    return (a > b) - (a < b);
}

static int values, vectors, generalized; /* --values: trident_wsyevd, jobz N; --vectors: jobz V;
                                          * --generalized: trident_wsygvd, itype 1, jobz V */
static trident_dd *b0, *b; /* --generalized's B, and the copy each call takes */

/* the timed call: xSYTRD, xSYEVD jobz N or V, or xSYGVD (work query: lwork -1) */
static void call(trident_int n, trident_dd *a, trident_dd *d, trident_dd *work, trident_int lwork,
                 trident_int *iwork, trident_int liwork, trident_int *info)
{
    if (generalized)
        trident_wsygvd(1, 'V', 'L', n, a, n, b, n, d, work, lwork, iwork, liwork, info);
    else if (values || vectors)
        trident_wsyevd(vectors ? 'V' : 'N', 'L', n, a, n, d, work, lwork, iwork, liwork, info);
    else
        trident_wsytrd('L', n, a, n, d, d + n, d + 2 * n, work, lwork, info);
}

/* median seconds of `reps` runs on backend `be` (the GPU's after a warm-up
 * run: its first call starts the device); -1 on failure */
static double time_call(int be, trident_int n, const trident_dd *a0, int reps)
{
    trident_context_set_backend(trident_default_context(), be);
    const size_t elems = (size_t)n * (size_t)n;
    trident_dd *a = malloc(elems * sizeof *a), *d = malloc(3 * (size_t)n * sizeof *d), query;
    const trident_int liwork = 3 + 5 * n; /* xSYEVD's for jobz V */
    trident_int info, *iwork = malloc((size_t)liwork * sizeof *iwork);
    call(n, a, d, &query, -1, iwork, liwork, &info);
    const trident_int lwork = (trident_int)query.hi;
    trident_dd *work = malloc((size_t)lwork * sizeof *work);
    double t[16];
    for (int r = be == TRIDENT_BACKEND_GPU ? -1 : 0; r < reps; ++r) {
        for (size_t k = 0; k < elems; ++k) a[k] = a0[k];
        if (generalized) memcpy(b, b0, elems * sizeof *b);
        const double t0 = now();
        call(n, a, d, work, lwork, iwork, liwork, &info);
        if (info) return -1;
        if (r >= 0) t[r] = now() - t0;
    }
    qsort(t, (size_t)reps, sizeof *t, cmp);
    free(a), free(d), free(work), free(iwork);
    return t[reps / 2];
}

/* A random symmetric n x n matrix with nonzero low words: entries in
 * (-1, 1), or for dominant |b_ij| < 1/n off the diagonal and b_jj in [1, 2)
 * (positive definite) */
static trident_dd *random_symmetric(trident_int n, int dominant)
{
    trident_dd *m = malloc((size_t)n * (size_t)n * sizeof *m);
    for (trident_int j = 0; j < n; ++j)
        for (trident_int r = j; r < n; ++r) {
            const double x = (double)rand() / RAND_MAX;
            const double hi = !dominant ? 2.0 * x - 1.0 : r == j ? 1.0 + x : (2.0 * x - 1.0) / n;
            m[r + (size_t)j * n] = m[j + (size_t)r * n] =
                (trident_dd){.hi = hi, .lo = hi * 0x1p-60 * ((double)rand() / RAND_MAX)};
        }
    return m;
}

int main(int argc, char **argv)
{
    static const trident_int defaults[] = {512, 1024, 2048, 4096};
    values = argc > 1 && !strcmp(argv[1], "--values");
    vectors = argc > 1 && !strcmp(argv[1], "--vectors");
    generalized = argc > 1 && !strcmp(argv[1], "--generalized");
    if (values || vectors || generalized) --argc, ++argv;
    const int count = argc > 1 ? argc - 1 : (int)(sizeof defaults / sizeof *defaults);
    if (!trident_gpu_available()) printf("no CUDA device: host runs only\n");
    printf("%6s %12s %12s %8s\n", "n", "gpu_s", "host_s", "speedup");
    for (int i = 0; i < count; ++i) {
        const trident_int n = argc > 1 ? (trident_int)atol(argv[i + 1]) : defaults[i];
        srand(7);
        trident_dd *a0 = random_symmetric(n, 0);
        b0 = generalized ? random_symmetric(n, 1) : NULL;
        b = generalized ? malloc((size_t)n * (size_t)n * sizeof *b) : NULL;
        const double g = trident_gpu_available() ? time_call(TRIDENT_BACKEND_GPU, n, a0, 3) : -1;
        const int64_t host_max = vectors || generalized ? HOST_MAX_N_VECTORS : HOST_MAX_N;
        const double h = n <= host_max ? time_call(TRIDENT_BACKEND_HOST, n, a0, n <= 512 && !generalized ? 3 : 1) : -1;
        printf("%6lld %12.4f %12.4f %8.2f\n", (long long)n, g, h, g > 0 && h > 0 ? h / g : 0.0);
        free(a0), free(b0), free(b);
    }
    return 0;
}
