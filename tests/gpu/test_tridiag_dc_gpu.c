/*
 * test_tridiag_dc_gpu.c -- the divide-and-conquer tridiagonal eigensolver
 * (drivers/tridiag_dc/) on the GPU:
 *   - the solver on the CUDA backend, s and d, orders 1 ... 4000, the test
 *     matrices of tests/common/tridiag_dc_checks.h, the default leaf size
 *     and leaf 8: eigenvalues against LAPACK, residual, orthogonality,
 *     bitwise repeatability (tridiag_dc_gpu_generic.h);
 *   - the wiring: trident_dsyevd_gpu / trident_zheevd_gpu with the GPU
 *     divide and conquer (the default) and with the host xSTEDC
 *     (TRIDENT_TRIDIAG_EIGENPAIRS=host) give the same eigenvalues, and
 *     the former satisfies the residual and orthogonality bounds.
 * TRIDENT_TEST_MAX_N caps the solver's orders and skips the wiring checks
 * above it (short compute-sanitizer runs).  Exits 77 (skipped) without a
 * CUDA device.
 */
#define _POSIX_C_SOURCE 200112L /* setenv, unsetenv */
#include <complex.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cuda_runtime_api.h>

#include "trident.h"
#include "trident_cuda.h"
#include "backend/backend.h"
#include "backend/cuda_glue.h"
#include "common/test_device.h"
#include "common/test_lapack.h"
#include "common/test_util.h"
#include "common/tridiag_dc_checks.h"
#include "core/prec/scalar_math.h"
#include "drivers/tridiag_dc/tridiag_dc.h"

static trident_context *test_ctx;
static double max_ratio[3]; /* eigenvalues, residual, orthogonality */

#define TRI_GENERIC_SOURCE "common/matrix_generic.h"
#include "core/prec/instantiate.h"

#include "core/prec/prec_s.h"
#include "gpu/tridiag_dc_gpu_generic.h"
#include "core/prec/prec_undef.h"
#include "core/prec/prec_d.h"
#include "gpu/tridiag_dc_gpu_generic.h"
#include "core/prec/prec_undef.h"

/* The device eigen driver with stage 2 on the GPU and on the host: the
 * same eigenvalues (within n ||A|| eps), and the GPU's eigenvectors
 * accurate.  Complex: the real divide and conquer, widened. */
#define TRI_GENERIC_SOURCE "gpu/tridiag_dc_wiring_generic.h"
#include "core/prec/instantiate.h"

int main(void)
{
    if (!trident_gpu_available()) {
        printf("SKIP: no CUDA device\n");
        return TEST_SKIP_CODE;
    }
    trident_context_create(&test_ctx);
    CHECK(trident_cuda_ready(test_ctx) == 0, "no CUDA state for the test context");
    const int64_t max_n = test_max_n();
    run_tridiag_dc_gpu_s(max_n);
    run_tridiag_dc_gpu_d(max_n);
    printf("largest ratios (limit %.0f): eigenvalues %.3f, residual %.3f, orthogonality %.3f\n",
           TEST_RATIO_LIMIT, max_ratio[0], max_ratio[1], max_ratio[2]);
    if (max_n >= 700) {
        run_dc_wiring_d(700);
        run_dc_wiring_z(400);
        run_dc_wiring_s(300);
        run_dc_wiring_c(300);
    }
    trident_context_destroy(test_ctx);
    return test_finish("tridiag_dc_gpu");
}
