/*
 * test_syevx_gpu.c -- the subset eigensolvers xSYEVX / xHEEVX, xSYEVR /
 * xHEEVR and xSYGVX / xHEGVX through the public LAPACK-compatible API with
 * the default context on backend gpu, every precision (syevx_gpu_generic.h):
 * random matrices (every range, jobz, uplo) against LAPACK's full solve,
 * clustered and repeated eigenvalues, glued Wilkinson matrices, the
 * generalized problem, orders 0 to 2, bitwise repeatability and lower-case
 * arguments; and the device entries trident_{s,d}syevx_gpu /
 * {c,z}heevx_gpu (syevx_device_entry_generic.h).
 *   usage: test_syevx_gpu          exits 77 (skipped) without a CUDA device
 *          test_syevx_gpu --host   the same checks with backend host: a check
 *                                  of the test itself where there is no GPU
 */
#include <complex.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cuda_runtime_api.h>

#include "trident.h"
#include "trident_cuda.h"
#include "common/test_device.h"
#include "common/test_lapack.h"
#include "common/test_util.h"
#include "core/prec/scalar_math.h"

static int gpu_mode = 1; /* backend gpu (0 with --host) */

static double max_ratio = 0;
static void test_record_ratio(double r)
{
    if (r > max_ratio || r != r) max_ratio = r;
}

/* Reports are unexpected except in the bad-argument checks (expect_reports):
 * printed next to the failing check, and counted. */
static int handler_calls, expect_reports;
static void printing_handler(const char *routine, trident_int info, const char *message, void *user)
{
    (void)user;
    ++handler_calls;
    if (!expect_reports) fprintf(stderr, "  (%s reported info %d: %s)\n", routine, (int)info, message);
}

#define TRI_GENERIC_SOURCE "common/matrix_generic.h"
#include "core/prec/instantiate.h"
#define TRI_GENERIC_SOURCE "common/generalized_checks_generic.h"
#include "core/prec/instantiate.h"
#define TRI_GENERIC_SOURCE "common/spectrum_generic.h"
#include "core/prec/instantiate.h"
#define TRI_GENERIC_SOURCE "common/eigenpair_ratios_generic.h"
#include "core/prec/instantiate.h"
#define TRI_GENERIC_SOURCE "gpu/syevx_gpu_generic.h"
#include "core/prec/instantiate.h"
#define TRI_GENERIC_SOURCE "common/device_matrix_generic.h"
#include "core/prec/instantiate.h"
#define TRI_GENERIC_SOURCE "gpu/syevx_device_entry_generic.h"
#include "core/prec/instantiate.h"

int main(int argc, char **argv)
{
    if (argc > 2 || (argc == 2 && strcmp(argv[1], "--host"))) {
        fprintf(stderr, "usage: %s [--host]\n", argv[0]);
        return 2;
    }
    gpu_mode = argc == 1;
    if (gpu_mode && !trident_gpu_available()) {
        printf("SKIP: no CUDA device\n");
        return TEST_SKIP_CODE;
    }
    trident_set_error_handler(printing_handler, NULL);
    trident_context_set_backend(trident_default_context(), gpu_mode ? TRIDENT_BACKEND_GPU : TRIDENT_BACKEND_HOST);
    run_syevx_gpu_s();
    run_syevx_gpu_d();
    run_syevx_gpu_c();
    run_syevx_gpu_z();
    if (gpu_mode) {
        run_syevx_device_entry_s();
        run_syevx_device_entry_d();
        run_syevx_device_entry_c();
        run_syevx_device_entry_z();
    }
    printf("largest ratio (limit %.0f): %.3f\n", TEST_RATIO_LIMIT, max_ratio);
    return test_finish(gpu_mode ? "syevx_gpu" : "syevx_gpu --host");
}
