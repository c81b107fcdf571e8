/*
 * preload_dsyevd.c -- an "unmodified LAPACK program": it calls dsyevd_
 * through the Fortran ABI and links against the system LAPACK only
 * (cc preload_dsyevd.c -llapack).  run.sh runs it without and with
 * LD_PRELOAD=libtrident_lapack.so to compare the two.
 *
 *   usage: preload_dsyevd [n [jobz]]     (default: n = 8192, jobz = V)
 *
 * A is a reproducible random symmetric matrix (lower triangle stored).  The
 * program times the dsyevd_ call (workspace query and allocation excluded)
 * and checks two invariants of any correct spectrum: sum(w) = trace(A) and
 * sum(w^2) = ||A||_F^2.  The checksum sum_i i*w_i lets two runs be compared.
 * Exit status 0 when the call succeeded and the invariants hold.
 */
#define _POSIX_C_SOURCE 199309L /* clock_gettime */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

/* LAPACK's integer: 32 bits, or 64 when built for an ILP64 LAPACK (in
 * Trident's tree: a build with TRIDENT_ILP64, which defines
 * TRIDENT_BLAS_ILP64), as an unmodified program built either way would. */
#ifdef TRIDENT_BLAS_ILP64
typedef int64_t lapack_int;
#else
typedef int32_t lapack_int;
#endif

/* LAPACK's DSYEVD, with the hidden lengths of the two characters. */
extern void dsyevd_(const char *jobz, const char *uplo, const lapack_int *n, double *a, const lapack_int *lda,
                    double *w, double *work, const lapack_int *lwork, lapack_int *iwork, const lapack_int *liwork,
                    lapack_int *info, size_t ljobz, size_t luplo);

static double seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* uniform in [-1, 1) from a 64-bit LCG */
static double next_uniform(uint64_t *state)
{
    *state = *state * 6364136223846793005ULL + 1442695040888963407ULL;
    return (double)(*state >> 11) * 0x1.0p-52 - 1.0;
}

int main(int argc, char **argv)
{
    const lapack_int n = argc > 1 ? atoi(argv[1]) : 8192;
    const char jobz = argc > 2 ? argv[2][0] : 'V', uplo = 'L';
    if (n < 1 || (jobz != 'V' && jobz != 'N')) {
        fprintf(stderr, "usage: %s [n [V|N]]\n", argv[0]);
        return 2;
    }
    const size_t nn = (size_t)n * (size_t)n;
    double *a = malloc(sizeof *a * nn), *w = malloc(sizeof *w * (size_t)n);
    if (!a || !w) {
        fprintf(stderr, "out of memory (n = %lld)\n", (long long)n);
        return 1;
    }
    uint64_t state = 20240611;
    double trace = 0, frob2 = 0;
    for (size_t j = 0; j < (size_t)n; ++j)
        for (size_t i = j; i < (size_t)n; ++i) {
            const double x = next_uniform(&state);
            a[i + j * (size_t)n] = x;
            frob2 += (i == j ? 1 : 2) * x * x;
            if (i == j) trace += x;
        }

    lapack_int info = 0, lwork = -1, liwork = -1, iwork_query = 0;
    double work_query = 0;
    dsyevd_(&jobz, &uplo, &n, a, &n, w, &work_query, &lwork, &iwork_query, &liwork, &info, 1, 1);
    if (info != 0) {
        fprintf(stderr, "dsyevd_ workspace query: info = %lld\n", (long long)info);
        return 1;
    }
    lwork = (lapack_int)work_query;
    liwork = iwork_query;
    double *work = malloc(sizeof *work * (size_t)lwork);
    lapack_int *iwork = malloc(sizeof *iwork * (size_t)liwork);
    if (!work || !iwork) {
        fprintf(stderr, "out of memory for the workspace (lwork = %lld)\n", (long long)lwork);
        return 1;
    }

    const double t0 = seconds();
    dsyevd_(&jobz, &uplo, &n, a, &n, w, work, &lwork, iwork, &liwork, &info, 1, 1);
    const double t = seconds() - t0;

    double sum = 0, sum2 = 0, checksum = 0;
    for (lapack_int i = 0; i < n; ++i) {
        sum += w[i];
        sum2 += w[i] * w[i];
        checksum += (double)(i + 1) * w[i];
    }
    const double trace_err = fabs(sum - trace) / sqrt(frob2);
    const double frob_err = fabs(sum2 - frob2) / frob2;
    const int ok = info == 0 && trace_err < 1e-8 && frob_err < 1e-8;
    printf("n = %lld  jobz = %c  info = %lld\n", (long long)n, jobz, (long long)info);
    printf("dsyevd seconds: %.3f\n", t);
    printf("eigenvalues: [%.12g, %.12g]  checksum %.15e\n", w[0], w[n - 1], checksum);
    printf("invariants: |sum(w) - trace| / ||A||_F = %.2e, |sum(w^2) - ||A||_F^2| / ||A||_F^2 = %.2e\n",
           trace_err, frob_err);
    printf("%s\n", ok ? "checks OK" : "checks FAILED");
    free(a), free(w), free(work), free(iwork);
    return ok ? 0 : 1;
}
