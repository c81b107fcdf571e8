/*
 * test_accuracy.c -- accuracy of trident_{s,d}sytrd / {c,z}hetrd and of the
 * eigen drivers.  Usage: test_accuracy s|d|c|z [gpu]
 * With "gpu" the default context's backend is GPU (exit 77 = skipped when
 * there is no usable CUDA device); otherwise host.  TRIDENT_TEST_MAX_N caps
 * the sizes; TRIDENT_TEST_SHOW_RATIOS=1 prints xSYTRD's ratios per case.
 */
#include <complex.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "trident.h"
#include "common/test_lapack.h"
#include "common/test_util.h"
#include "core/prec/scalar_math.h"

static double max_ratio = 0;
/* TRIDENT_TEST_SHOW_RATIOS=1: print xSYTRD's ratios case by case (diagnosis) */
static int show_ratios = 0;
static void test_record_ratio(double r)
{
    if (r > max_ratio || r != r) max_ratio = r;
}

#define TRI_GENERIC_SOURCE "common/matrix_generic.h"
#include "core/prec/instantiate.h"
#define TRI_GENERIC_SOURCE "common/spectrum_generic.h"
#include "core/prec/instantiate.h"
#define TRI_GENERIC_SOURCE "host/accuracy_generic.h"
#include "core/prec/instantiate.h"

int main(int argc, char **argv)
{
    int gpu = 0;
    if (!test_parse_precision(argc, argv, &gpu, trident_gpu_available)) return 2;
    trident_context_set_backend(trident_default_context(),
                                gpu ? TRIDENT_BACKEND_GPU : TRIDENT_BACKEND_HOST);
    show_ratios = getenv("TRIDENT_TEST_SHOW_RATIOS") && atoi(getenv("TRIDENT_TEST_SHOW_RATIOS")) > 0;
    const int64_t max_n = test_max_n();
    switch (argv[1][0]) {
    case 's': run_accuracy_s(max_n); break;
    case 'd': run_accuracy_d(max_n); break;
    case 'c': run_accuracy_c(max_n); break;
    case 'z': run_accuracy_z(max_n); break;
    default: fprintf(stderr, "unknown precision %s\n", argv[1]); return 2;
    }
    printf("largest accuracy ratio (limit %.0f): %.3f\n", TEST_RATIO_LIMIT, max_ratio);
    char name[32];
    snprintf(name, sizeof name, "accuracy_%s%s", argv[1], gpu ? "_gpu" : "");
    CHECK(!strcmp(trident_context_last_backend(trident_default_context()), gpu ? "cuda" : "host"),
          "last backend %s", trident_context_last_backend(trident_default_context()));
    return test_finish(name);
}
