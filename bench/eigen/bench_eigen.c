/*
 * bench_eigen.c -- Trident's eigen drivers against cuSOLVER, same matrices,
 * same GPU, same process.
 *
 *   bench_eigen [--csv FILE] [--types dz] [--cases nvgl] [--reps R] [--ours-only] n1 n2 ...
 *
 * Cases (uplo 'L', all on device pointers unless noted):
 *   n  values only:       trident_<t>syevd_gpu('N')  vs cusolverDnXsyevd
 *   v  with vectors:      trident_<t>syevd_gpu('V')  vs cusolverDnXsyevd
 *   g  generalized:       trident_<t>sygvd_gpu(1,'V') vs cusolverDn<t>sygvd
 *                         (B = I + (R + R^H)/(2n), Hermitian positive definite)
 *   l  lowest 10%:        trident_<t>syevx_gpu('V', 'I') vs
 *                         cusolverDn<t>syevdx('I')
 * Columns: seconds (CUDA events, median of R after a warm-up; one run for
 * n >= 16384), speed-up over cuSOLVER, then for n/v the share of the run
 * spent after the tridiagonalization (stages 2-3: (total - sytrd_gpu) /
 * total; nan where the solve takes the two-stage reduction, which
 * sytrd_gpu does not time) and for l the speed-up over Trident's own full
 * solve with vectors;
 * then max |lambda_ours - lambda_cusolver| / max |lambda|; last, for v and g,
 * the residual of each solver's own eigenpairs (n <= 16384, where the
 * temporaries fit): ||A Z - B Z Lambda||_F / (n eps ||A||_F ||Z||_F / sqrt(n))
 * (B = I for v; Z orthonormal makes it ||A Z - Z Lambda||_F / (n eps ||A||_F)).
 * --ours-only times Trident alone (cuSOLVER's columns nan): for sweeps of
 * Trident's own settings.
 * TRIDENT_VERBOSE in the environment also sets the verbosity of the bench's
 * own context, so that level 2 prints the phases of the device entries.
 */
#include <complex.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cublas_v2.h>
#include <cuda_runtime_api.h>
#include <cusolverDn.h>

#include "trident.h"
#include "trident_cuda.h"
#include "common/bench_gpu.h"
#include "core/prec/prec_names.h"
#include "core/prec/scalar_math.h"
#include "dispatch/crossover.h" /* which reduction the solve takes, for the share column */

static trident_context *ctx;
static cusolverDnHandle_t solver;
static cusolverDnParams_t params;
static cublasHandle_t blas; /* residuals */
static cudaStream_t stream;
static cudaEvent_t ev0, ev1;
static int ours_only; /* --ours-only: skip cuSOLVER (sweeps of Trident's own settings) */

/* the timed cases; the letters of --cases are "nvgl"[case] */
enum { CASE_VALUES, CASE_VECTORS, CASE_GENERALIZED, CASE_LOWEST, CASE_STAGE1 };

#define TRI_GENERIC_SOURCE "eigen/bench_eigen_generic.h"
#include "core/prec/instantiate.h"

int main(int argc, char **argv)
{
    const char *csv_path = "bench_eigen.csv", *types = "dz", *cases = "nvgl";
    int reps = 3, nsizes = 0;
    int64_t sizes[64];
    for (int i = 1; i < argc; ++i) {
        if (!strcmp(argv[i], "--csv") && i + 1 < argc) csv_path = argv[++i];
        else if (!strcmp(argv[i], "--types") && i + 1 < argc) types = argv[++i];
        else if (!strcmp(argv[i], "--cases") && i + 1 < argc) cases = argv[++i];
        else if (!strcmp(argv[i], "--reps") && i + 1 < argc) reps = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--ours-only")) ours_only = 1;
        else if (nsizes < 64) sizes[nsizes++] = atoll(argv[i]);
    }
    if (reps < 1 || reps > 16) reps = 3;
    if (!trident_gpu_available()) { printf("no CUDA device\n"); return 77; }
    trident_context_create(&ctx);
    if (getenv("TRIDENT_VERBOSE")) trident_context_set_verbosity(ctx, atoi(getenv("TRIDENT_VERBOSE"))); /* phases */
    trident_context_get_cuda_stream(ctx, &stream);
    cusolverDnCreate(&solver);
    cusolverDnSetStream(solver, stream);
    cusolverDnCreateParams(&params);
    cublasCreate(&blas);
    cublasSetStream(blas, stream);
    cudaEventCreate(&ev0), cudaEventCreate(&ev1);
    /* BENCH_HOLD_GIB=g: g GiB of device memory held for the whole run, as
     * another part of an application would hold it (how the solvers fare
     * when memory is short) */
    void *held = NULL;
    const double hold_gib = getenv("BENCH_HOLD_GIB") ? atof(getenv("BENCH_HOLD_GIB")) : 0;
    if (hold_gib > 0 && cudaMalloc(&held, (size_t)(hold_gib * 1073741824.0)) != cudaSuccess) {
        printf("could not hold %.1f GiB of device memory\n", hold_gib);
        return 1;
    }
    if (held) printf("holding %.1f GiB of device memory\n", hold_gib);
    FILE *csv = fopen(csv_path, "w");
    if (!csv) { perror(csv_path); return 1; }
    fprintf(csv, "type,n,case,trident_s,cusolver_s,speedup,trident_sytrd_s,extra,eig_rel_diff,residual_trident,residual_cusolver\n");
    printf("%-4s %6s %-12s %10s %10s %8s %10s %9s %8s %8s\n", "type", "n", "case", "trident[s]", "cusolver[s]",
           "speedup", "extra", "eig diff", "res ours", "res cusv");
    printf("(extra: values/vectors = share after the tridiagonalization; lowest10 = speed-up over our full solve)\n");
    for (const char *t = types; *t; ++t)
        for (int s = 0; s < nsizes; ++s) {
            switch (*t) {
            case 's': bench_s(csv, sizes[s], reps, cases); break;
            case 'd': bench_d(csv, sizes[s], reps, cases); break;
            case 'c': bench_c(csv, sizes[s], reps, cases); break;
            case 'z': bench_z(csv, sizes[s], reps, cases); break;
            }
        }
    fclose(csv);
    cudaFree(held);
    cusolverDnDestroyParams(params);
    cusolverDnDestroy(solver);
    trident_context_destroy(ctx);
    return 0;
}
