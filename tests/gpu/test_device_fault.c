/*
 * test_device_fault.c -- a device error at every point of a solve.
 * TRIDENT_TEST_FAULT_SYNC=k (read when a context is created; the test hook
 * of src/core/context.h) makes the k-th synchronisation of the GPU backend
 * in a call report TRIDENT_INFO_DEVICE_ERROR, once: what a failed kernel,
 * cuBLAS or cuSOLVER call looks like to the drivers when it surfaces.  For
 * each precision, each routine runs with k = 1, 2, ... until it has
 * succeeded three times in a row, on a fresh context each time (GPU
 * crossover 1, n = 160):
 *   - the LAPACK-compatible xSYEVD ('V' and 'N'), xSYTRD, xSYGVD (itype 1, 'V') and
 *     xSYEVX ('V', 'I', the lowest n/10) under backend gpu: info is the
 *     device error for every k up to the call's last synchronisation, the
 *     copy of the results out, and 0 after it (a failure is never lost, a
 *     sound run never fails), and before the copy out nothing the caller
 *     passed is written;
 *   - the same under backend auto: where nothing was written the host
 *     redoes the call, so it succeeds with the host's eigenvalues, and only
 *     a failure of the copy out itself comes back as the device error;
 *   - the device entry x{SY,HE}EVD_gpu ('V'): the device error up to its
 *     last synchronisation, then success;
 *   - every failed call calls the error handler once, every successful one
 *     (a host redo included) not at all.
 * ctest runs it again with TRIDENT_TWO_STAGE_MIN_N=100 (the two-stage
 * reduction on the device).  Exits 77 (skipped) without a CUDA device.
 */
#define _POSIX_C_SOURCE 200112L /* setenv, unsetenv */
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
#include "common/test_handler.h"
#include "common/test_util.h"
#include "core/prec/scalar_math.h"

typedef enum {
    FAULT_EVD, FAULT_EVD_N, FAULT_TRD, FAULT_GVD, FAULT_EVX, FAULT_DEVICE_EVD, FAULT_ROUTINES
} fault_routine;

static const char *fault_name(fault_routine r)
{
    static const char *const names[FAULT_ROUTINES] = {"syevd V", "syevd N", "sytrd", "sygvd V", "syevx V I",
                                                      "syevd_gpu V"};
    return names[r];
}

/* A context whose k-th synchronisation in a call fails (k = 0: none), on
 * backend b, every order on the GPU; NULL on failure. */
static trident_context *fault_context(int k, trident_backend b)
{
    char value[16];
    snprintf(value, sizeof value, "%d", k);
    if (setenv("TRIDENT_TEST_FAULT_SYNC", value, 1)) return NULL;
    trident_context *ctx = NULL;
    const int made = trident_context_create(&ctx) == TRIDENT_SUCCESS;
    unsetenv("TRIDENT_TEST_FAULT_SYNC");
    if (made && trident_context_set_backend(ctx, b) == TRIDENT_SUCCESS &&
        trident_context_set_gpu_crossover(ctx, 1) == TRIDENT_SUCCESS)
        return ctx;
    trident_context_destroy(ctx);
    return NULL;
}

/* a scan stops after this many successes in a row; no call has more
 * synchronisations than SCAN_MAX */
enum { SCAN_TAIL = 3, SCAN_MAX = 200 };

#define TRI_GENERIC_SOURCE "common/matrix_generic.h"
#include "core/prec/instantiate.h"
#define TRI_GENERIC_SOURCE "gpu/device_fault_generic.h"
#include "core/prec/instantiate.h"

int main(int argc, char **argv)
{
    (void)argv;
    if (argc > 1) {
        fprintf(stderr, "usage: %s\n", argv[0]);
        return 2;
    }
    if (!trident_gpu_available()) {
        printf("SKIP: no CUDA device\n");
        return TEST_SKIP_CODE;
    }
    trident_set_error_handler(counting_handler, NULL); /* the failures are the point: counted, not printed */
    const int64_t n = 160;
    fault_run_s(n);
    fault_run_d(n);
    fault_run_c(n);
    fault_run_z(n);
    return test_finish("device_fault");
}
