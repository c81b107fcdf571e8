/*
 * test_nonfinite_gpu.c -- matrices with NaN or infinite entries on the GPU
 * paths: the host-pointer eigen drivers with backend gpu (the cases of
 * test_nonfinite, host/nonfinite_generic.h) and the device entries
 * xSYEVD_gpu, xSYEVX_gpu and xSYGVD_gpu (nonfinite_gpu_generic.h): info
 * TRIDENT_INFO_NONFINITE_INPUT with one report, m = 0, nothing written.
 * Before, the device solvers ran on the NaNs: the bisection returned NaN
 * eigenvalues with info 0, the divide and conquer info > 0 as if it had not
 * converged, xSYEVX_gpu "5 eigenvectors failed to converge".
 *   usage: test_nonfinite_gpu     exits 77 (skipped) without a CUDA device
 */
#include <complex.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cuda_runtime_api.h>

#include "trident.h"
#include "trident_cuda.h"
#include "common/test_device.h"
#include "common/test_handler.h"
#include "common/test_util.h"
#include "core/prec/prec_names.h"
#include "core/prec/scalar_math.h"

#define NF_N 50

#define TRI_GENERIC_SOURCE "host/nonfinite_generic.h"
#include "core/prec/instantiate.h"
#define TRI_GENERIC_SOURCE "gpu/nonfinite_gpu_generic.h"
#include "core/prec/instantiate.h"

int main(void)
{
    if (!trident_gpu_available()) {
        printf("SKIP: no CUDA device\n");
        return TEST_SKIP_CODE;
    }
    trident_set_error_handler(counting_handler, NULL);
    trident_context_set_backend(trident_default_context(), TRIDENT_BACKEND_GPU);
    nonfinite_standard_s(), nonfinite_standard_d(), nonfinite_standard_c(), nonfinite_standard_z();
    /* the denormal B: -1006 as on the host, or B flushed to zero (info n + 1) */
    nonfinite_generalized_s(2), nonfinite_generalized_d(2), nonfinite_generalized_c(2), nonfinite_generalized_z(2);
    nonfinite_order_one_s(), nonfinite_order_one_d(), nonfinite_order_one_c(), nonfinite_order_one_z();
    CHECK(!strcmp(trident_context_last_backend(trident_default_context()), "cuda"), "last backend %s",
          trident_context_last_backend(trident_default_context()));
    nonfinite_device_entries_s(), nonfinite_device_entries_d(), nonfinite_device_entries_c(),
        nonfinite_device_entries_z();
    return test_finish("nonfinite_gpu");
}
