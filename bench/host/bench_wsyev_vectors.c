/*
 * bench_wsyev_vectors.c -- double-double eigenvectors two ways, same input:
 * trident_wsyevd (jobz V) and trident_wsyevx (jobz V, range A), seconds and
 * the accuracy ratios the tests use (tests/common/test_dd.h):
 * ||A Z - Z Lambda||_F / (n ||A||_F eps) and ||I - Z^T Z||_F / (n eps),
 * eps = 2^-106.
 *
 *   bench_wsyev_vectors n [n ...]      (random symmetric A, entries in [-1, 1)
 *                                       with nonzero low words)
 *
 * Up to 54d17e6 trident_wsyevd's vectors came from implicit QL and
 * trident_wsyevx's from inverse iteration; from 1e63f41 both take inverse
 * iteration, so run it at both commits to compare the two methods.  Wall
 * clock of the whole call (on a GPU machine the reduction runs there from
 * n = 192; OPENBLAS_NUM_THREADS does not matter: no BLAS call is made).
 */
#define _POSIX_C_SOURCE 199309L /* clock_gettime */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "trident.h"
#include "common/test_util.h"
#include "common/test_dd.h"

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: %s n [n ...]\n", argv[0]);
        return 2;
    }
    printf("%6s %-8s %10s %10s %10s\n", "n", "routine", "seconds", "residual", "orthog");
    for (int k = 1; k < argc; ++k) {
        const trident_int n = (trident_int)atol(argv[k]);
        const size_t nn = (size_t)n * (size_t)n;
        trident_dd *a0 = malloc(nn * sizeof *a0), *a = malloc(nn * sizeof *a), *z = malloc(nn * sizeof *z);
        trident_dd *w = malloc((size_t)n * sizeof *w), q, zero = {0.0, 0.0};
        test_seed(5);
        for (trident_int j = 0; j < n; ++j)
            for (trident_int i = j; i < n; ++i) a0[i + (size_t)j * n] = a0[j + (size_t)i * n] = random_dd();
        trident_int info, m, liw;

        memcpy(a, a0, nn * sizeof *a);
        trident_wsyevd('V', 'L', n, a, n, w, &q, -1, &liw, -1, &info);
        trident_dd *work = malloc((size_t)q.hi * sizeof *work);
        trident_int *iwork = malloc((size_t)(liw > 6 * n ? liw : 6 * n) * sizeof *iwork);
        double t0 = now();
        trident_wsyevd('V', 'L', n, a, n, w, work, (trident_int)q.hi, iwork, liw, &info);
        double t1 = now();
        printf("%6lld %-8s %10.2f %10.3f %10.3f%s\n", (long long)n, "wsyevd", t1 - t0,
               eigen_residual_ratio(n, n, a0, a, n, w), orthogonality_ratio(n, a, n), info ? "  (info != 0)" : "");
        free(work);

        memcpy(a, a0, nn * sizeof *a);
        trident_wsyevx('V', 'A', 'L', n, a, n, zero, zero, 1, n, zero, &m, w, z, n, &q, -1, iwork, iwork, &info);
        work = malloc((size_t)q.hi * sizeof *work);
        trident_int *ifail = malloc((size_t)n * sizeof *ifail);
        t0 = now();
        trident_wsyevx('V', 'A', 'L', n, a, n, zero, zero, 1, n, zero, &m, w, z, n, work, (trident_int)q.hi, iwork,
                       ifail, &info);
        t1 = now();
        printf("%6lld %-8s %10.2f %10.3f %10.3f%s\n", (long long)n, "wsyevx", t1 - t0,
               eigen_residual_ratio(n, m, a0, z, n, w), orthogonality_ratio(n, z, n), info ? "  (info != 0)" : "");
        free(work), free(ifail), free(iwork), free(a0), free(a), free(z), free(w);
    }
    return 0;
}
