/*
 * test_reflector_factor.c -- the triangular factor T of a block reflector
 * (cuda/eig/reflector_kernels.cu: reflector_factor, used by stage 1's panels
 * and by every blocked back-transformation), called directly, s/d/c/z,
 * against the host LAPACK's xLARFT on the same reflectors
 * (reflector_factor_generic.h):
 *   - forward (T upper) and backward (T lower) columnwise storage, ib = 1 ...
 *     256 (the sizes around the kernel's leaves of 8 and its doublings in
 *     shared memory up to 64, and around the joins of 64-wide blocks beyond),
 *     unitary reflectors with one tau exactly 0;
 *   - T within a few ulps of LAPACK's, the other triangle exactly 0, the
 *     padding rows of T untouched, a second call giving the same bytes;
 *   - ib = TRIDENT_REFLECTOR_MAX_NB + 1 refused (cudaErrorInvalidValue) with
 *     nothing written.
 * Exits 77 (skipped) without a CUDA device.
 */
#include <complex.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cuda_runtime_api.h>

#include "trident.h"
#include "eig/reflector_kernels.h" /* internal entries of libtrident */
#include "common/test_lapack.h"
#include "common/test_util.h"
#include "core/prec/scalar_math.h"

#define FACTOR_LIMIT 30.0 /* max |T - T_lapack| / (ib eps max(1, |T_lapack|_max)) below this passes */
#define FACTOR_PAD 2      /* ldt = ib + FACTOR_PAD; the padding rows must stay untouched */

static double factor_max_ratio = 0;

#define TRI_GENERIC_SOURCE "common/matrix_generic.h"
#include "core/prec/instantiate.h"
#define TRI_GENERIC_SOURCE "gpu/reflector_factor_generic.h"
#include "core/prec/instantiate.h"

int main(void)
{
    if (!trident_gpu_available()) {
        printf("SKIP: no CUDA device\n");
        return TEST_SKIP_CODE;
    }
    reflector_factor_all_s();
    reflector_factor_all_d();
    reflector_factor_all_c();
    reflector_factor_all_z();
    printf("largest ratio %.3g (limit %g)\n", factor_max_ratio, FACTOR_LIMIT);
    return test_finish("reflector_factor");
}
