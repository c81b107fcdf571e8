/*
 * bench_sytrd.c -- Trident's GPU tridiagonalization against cuSOLVER, and the
 * host/GPU crossover of the LAPACK-compatible entry.
 *
 *   bench_sytrd [--csv FILE] [--types dszc] [--uplo LU] [--reps R] [--ours-only] [--crossover] n1 n2 ...
 *
 * Columns: seconds (median of R after a warm-up; one run for n >= 16384),
 * speed-up over cuSOLVER, the fraction of the SYMV-traffic lower bound
 * (elem_bytes * n^3 / 6 bytes at the device copy bandwidth measured in this
 * run), and max |eig(T) - eig(T_cusolver)| / max |eig|, both from xSTERF.
 * --ours-only: Trident alone (no cuSOLVER, no eigenvalue comparison), for
 * A/B runs of Trident's own settings.  TRIDENT_VERBOSE applies to the
 * benchmark's context as to the default one (phase times at 3).
 * --crossover: trident_dsytrd on host memory, host backend vs GPU backend.
 */
#include <complex.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cuda_runtime_api.h>
#include <cusolverDn.h>

#include "trident.h"
#include "trident_cuda.h"
#include "common/bench_gpu.h"
#include "backend/host/lapack_prototypes.h"
#include "core/prec/prec_names.h"

static trident_context *ctx;
static cusolverDnHandle_t solver;
static cudaStream_t stream;
static cudaEvent_t ev0, ev1;
static int ours_only;

#define TRI_GENERIC_SOURCE "sytrd/bench_sytrd_generic.h"
#include "core/prec/instantiate.h"

static void crossover(FILE *csv)
{
    static const int sizes[] = {32, 64, 96, 128, 192, 256, 384, 512, 768, 1024, 1536, 2048};
    trident_context *def = trident_default_context();
    printf("\ncrossover: trident_dsytrd on host memory, host backend vs GPU backend (median of 5)\n");
    printf("%6s %11s %11s %8s\n", "n", "host [s]", "gpu [s]", "gpu/host");
    fprintf(csv, "\ncrossover_n,host_s,gpu_s\n");
    for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; ++s) {
        const int n = sizes[s];
        double *a0 = malloc(sizeof(double) * n * n), *a = malloc(sizeof(double) * n * n);
        double *d = malloc(sizeof(double) * n), *e = malloc(sizeof(double) * n);
        double *tau = malloc(sizeof(double) * n), *work = malloc(sizeof(double) * 64 * n);
        for (int k = 0; k < n * n; ++k) a0[k] = bench_rnd();
        double t[2][5];
        trident_int info;
        for (int b = 0; b < 2; ++b) {
            trident_context_set_backend(def, b ? TRIDENT_BACKEND_GPU : TRIDENT_BACKEND_HOST);
            for (int r = -1; r < 5; ++r) {
                memcpy(a, a0, sizeof(double) * n * n);
                const double t0 = bench_seconds();
                trident_dsytrd('L', n, a, n, d, e, tau, work, 64 * n, &info);
                if (r >= 0) t[b][r] = bench_seconds() - t0;
            }
        }
        const double th = bench_median(t[0], 5), tg = bench_median(t[1], 5);
        printf("%6d %11.5f %11.5f %8.2f\n", n, th, tg, tg / th);
        fprintf(csv, "%d,%.6f,%.6f\n", n, th, tg);
        free(a0), free(a), free(d), free(e), free(tau), free(work);
    }
    trident_context_set_backend(def, TRIDENT_BACKEND_AUTO);
}

int main(int argc, char **argv)
{
    const char *csv_path = "bench_sytrd.csv", *types = "d", *uplos = "L";
    int reps = 3, want_crossover = 0, nsizes = 0;
    int64_t sizes[64];
    for (int i = 1; i < argc; ++i) {
        if (!strcmp(argv[i], "--csv") && i + 1 < argc) csv_path = argv[++i];
        else if (!strcmp(argv[i], "--types") && i + 1 < argc) types = argv[++i];
        else if (!strcmp(argv[i], "--uplo") && i + 1 < argc) uplos = argv[++i];
        else if (!strcmp(argv[i], "--reps") && i + 1 < argc) reps = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--crossover")) want_crossover = 1;
        else if (!strcmp(argv[i], "--ours-only")) ours_only = 1;
        else if (nsizes < 64) sizes[nsizes++] = atoll(argv[i]);
    }
    if (reps < 1 || reps > 64) reps = 3;
    if (!trident_gpu_available()) { printf("no CUDA device\n"); return 77; }
    trident_context_create(&ctx);
    if (getenv("TRIDENT_VERBOSE")) trident_context_set_verbosity(ctx, atoi(getenv("TRIDENT_VERBOSE")));
    trident_context_get_cuda_stream(ctx, &stream);
    cusolverDnCreate(&solver);
    cusolverDnSetStream(solver, stream);
    cudaEventCreate(&ev0), cudaEventCreate(&ev1);
    FILE *csv = fopen(csv_path, "w");
    if (!csv) { perror(csv_path); return 1; }
    const double bw = bench_copy_bandwidth_gbs(stream, ev0, ev1);
    printf("device copy bandwidth (read + write): %.0f GB/s\n", bw);
    fprintf(csv, "# copy_bandwidth_gbs=%.1f\ntype,uplo,n,trident_s,cusolver_s,speedup,fraction_of_bound,eig_rel_diff\n", bw);
    printf("%-4s %c %6s %11s %11s %8s %9s %10s\n", "type", 'u', "n", "trident[s]", "cusolver[s]",
           "speedup", "of bound", "eig diff");
    for (const char *t = types; *t; ++t)
        for (const char *u = uplos; *u; ++u)
            for (int s = 0; s < nsizes; ++s) {
                switch (*t) {
                case 's': bench_s(csv, *u, sizes[s], reps, bw); break;
                case 'd': bench_d(csv, *u, sizes[s], reps, bw); break;
                case 'c': bench_c(csv, *u, sizes[s], reps, bw); break;
                case 'z': bench_z(csv, *u, sizes[s], reps, bw); break;
                }
            }
    if (want_crossover) crossover(csv);
    fclose(csv);
    cusolverDnDestroy(solver);
    trident_context_destroy(ctx);
    return 0;
}
