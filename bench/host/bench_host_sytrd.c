/*
 * bench_host_sytrd.c -- host-backend trident_dsytrd against the system
 * LAPACK's dsytrd, same BLAS, same inputs, in one process.
 *
 *   usage: bench_host_sytrd [--csv FILE] [--reps R] n1 n2 ...   (default n = 2000)
 *
 * Each repetition times both routines on fresh copies of one random
 * symmetric matrix (lower triangle), alternating which runs first; the
 * median of R repetitions is reported, with the ratio trident / LAPACK.
 */
#define _POSIX_C_SOURCE 199309L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "trident.h"
#include "backend/host/lapack_prototypes.h"

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double median(double *v, int n)
{
    qsort(v, (size_t)n, sizeof *v, cmp_double);
    return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

int main(int argc, char **argv)
{
    const char *csv_path = NULL;
    int reps = 5, nsizes = 0;
    int sizes[64];
    for (int i = 1; i < argc; ++i) {
        if (!strcmp(argv[i], "--csv") && i + 1 < argc) csv_path = argv[++i];
        else if (!strcmp(argv[i], "--reps") && i + 1 < argc) reps = atoi(argv[++i]);
        else if (nsizes < 64) sizes[nsizes++] = atoi(argv[i]);
    }
    if (!nsizes) sizes[nsizes++] = 2000;
    if (reps < 1 || reps > 99) reps = 5;
    trident_context_set_backend(trident_default_context(), TRIDENT_BACKEND_HOST);

    FILE *csv = csv_path ? fopen(csv_path, "w") : NULL;
    if (csv) fprintf(csv, "n,trident_s,lapack_s,ratio\n");
    printf("%8s %12s %12s %8s\n", "n", "trident [s]", "LAPACK [s]", "ratio");
    for (int s = 0; s < nsizes; ++s) {
        const int n = sizes[s];
        const size_t nn = (size_t)n * n;
        double *a0 = malloc(nn * sizeof *a0), *a = malloc(nn * sizeof *a);
        double *d = malloc((size_t)n * sizeof *d), *e = malloc((size_t)n * sizeof *e);
        double *tau = malloc((size_t)n * sizeof *tau), q;
        srand(12345);
        for (size_t k = 0; k < nn; ++k) a0[k] = 2.0 * rand() / RAND_MAX - 1.0;
        trident_int info;
        trident_dsytrd('L', n, a0, n, d, e, tau, &q, -1, &info);
        blas_int bn = n, lq = -1, linfo;
        double q2;
        dsytrd_("L", &bn, a0, &bn, d, e, tau, &q2, &lq, &linfo, 1);
        const int lwork = (int)(q > q2 ? q : q2);
        double *work = malloc((size_t)lwork * sizeof *work);
        blas_int blw = lwork;
        double tt[99], tl[99];
        for (int r = 0; r < reps; ++r) {
            for (int which = 0; which < 2; ++which) {
                const int ours = (which + r) % 2 == 0;
                memcpy(a, a0, nn * sizeof *a);
                const double t0 = now();
                if (ours) trident_dsytrd('L', n, a, n, d, e, tau, work, lwork, &info);
                else dsytrd_("L", &bn, a, &bn, d, e, tau, work, &blw, &linfo, 1);
                (ours ? tt : tl)[r] = now() - t0;
            }
        }
        const double mt = median(tt, reps), ml = median(tl, reps);
        printf("%8d %12.4f %12.4f %8.2f\n", n, mt, ml, mt / ml);
        if (csv) fprintf(csv, "%d,%.6f,%.6f,%.4f\n", n, mt, ml, mt / ml);
        free(a0), free(a), free(d), free(e), free(tau), free(work);
    }
    if (csv) fclose(csv);
    return 0;
}
