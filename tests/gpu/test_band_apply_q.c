/*
 * test_band_apply_q.c -- the two-stage reduction's band-to-tridiagonal
 * chase with its reflectors kept, and their application to vectors
 * (cuda/band/), called directly, s/d/c/z, bands of 32 and 16, orders 3 to
 * 700: Q = Q2 D orthogonal (unitary) and reducing the band to the
 * tridiagonal, and the application bitwise independent of the number of
 * columns and repeatable (band_apply_q_generic.h).
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
#include "band/band_kernels.h" /* internal entries of libtrident */
#include "band/v2_layout.h"
#include "common/test_util.h"
#include "core/prec/scalar_math.h"

static double band_max_ratio = 0;

#define TRI_GENERIC_SOURCE "common/matrix_generic.h"
#include "core/prec/instantiate.h"
#define TRI_GENERIC_SOURCE "gpu/band_apply_q_generic.h"
#include "core/prec/instantiate.h"

int main(void)
{
    if (!trident_gpu_available()) {
        printf("SKIP: no CUDA device\n");
        return TEST_SKIP_CODE;
    }
    band_apply_q_all_s();
    band_apply_q_all_d();
    band_apply_q_all_c();
    band_apply_q_all_z();
    printf("largest ratio %.3g (limit 30)\n", band_max_ratio);
    return test_finish("band_apply_q");
}
