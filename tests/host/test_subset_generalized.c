/*
 * test_subset_generalized.c -- the generalized eigenproblem drivers (xSYGVD,
 * xSYGVX and their _factored forms), the subset drivers (xSYEVX, xSYEVR),
 * all drivers on clustered and repeated eigenvalues, and the options of the
 * eigen routines (canonical vectors, keep inputs), every precision.
 *   usage: test_subset_generalized s|d|c|z [gpu]   (gpu: stage 1 on the GPU; 77 without one)
 */
#include <complex.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "trident.h"
#include "common/test_lapack.h"
#include "common/test_util.h"
#include "core/prec/scalar_math.h"
#include "drivers/canonicalize.h"   /* the canonical-vectors helper, tested directly */
#include "interface/eig_common.h"   /* trident_evx_bisect_invit: xSYEVR's fallback stage */

static double max_ratio = 0, max_mrrr_ratio = 0;
static void test_record_ratio(double r)
{
    if (r > max_ratio || r != r) max_ratio = r;
}
/* orthogonality of MRRR vectors, which has its own limit (host/syevx_generic.h) */
static void test_record_mrrr_ratio(double r)
{
    if (r > max_mrrr_ratio || r != r) max_mrrr_ratio = r;
}

static void quiet_handler(const char *r, trident_int info, const char *m, void *u)
{
    (void)r, (void)info, (void)m, (void)u;
}

#define TRI_GENERIC_SOURCE "common/matrix_generic.h"
#include "core/prec/instantiate.h"
#define TRI_GENERIC_SOURCE "common/generalized_checks_generic.h"
#include "core/prec/instantiate.h"
#define TRI_GENERIC_SOURCE "common/spectrum_generic.h"
#include "core/prec/instantiate.h"
#define TRI_GENERIC_SOURCE "common/eigenpair_ratios_generic.h"
#include "core/prec/instantiate.h"
#define TRI_GENERIC_SOURCE "host/sygvd_generic.h"
#include "core/prec/instantiate.h"
#define TRI_GENERIC_SOURCE "host/syevx_generic.h"
#include "core/prec/instantiate.h"
#define TRI_GENERIC_SOURCE "host/sygvx_generic.h"
#include "core/prec/instantiate.h"
#define TRI_GENERIC_SOURCE "host/clustered_generic.h"
#include "core/prec/instantiate.h"
#define TRI_GENERIC_SOURCE "host/options_generic.h"
#include "core/prec/instantiate.h"

int main(int argc, char **argv)
{
    int gpu = 0;
    if (!test_parse_precision(argc, argv, &gpu, trident_gpu_available)) return 2;
    trident_set_error_handler(quiet_handler, NULL); /* the not-definite cases report */
    trident_context_set_backend(trident_default_context(), gpu ? TRIDENT_BACKEND_GPU : TRIDENT_BACKEND_HOST);
    switch (argv[1][0]) {
    case 's': run_sygvd_s(), run_subset_s(), run_sygvx_s(), run_clustered_s(), run_options_s(); break;
    case 'd': run_sygvd_d(), run_subset_d(), run_sygvx_d(), run_clustered_d(), run_options_d(); break;
    case 'c': run_sygvd_c(), run_subset_c(), run_sygvx_c(), run_clustered_c(), run_options_c(); break;
    case 'z': run_sygvd_z(), run_subset_z(), run_sygvx_z(), run_clustered_z(), run_options_z(); break;
    default: return 2;
    }
    printf("largest ratio (limit %.0f): %.3f\n", TEST_RATIO_LIMIT, max_ratio);
    printf("largest MRRR orthogonality ratio (limit %.0f): %.3f\n", TEST_MRRR_ORTH_LIMIT, max_mrrr_ratio);
    char name[32];
    snprintf(name, sizeof name, "subset_generalized_%s%s", argv[1], gpu ? "_gpu" : "");
    return test_finish(name);
}
