/*
 * test_accuracy.c -- accuracy of trident_{s,d}sytrd / {c,z}hetrd and of the
 * eigen drivers on the host backend.  Usage: test_accuracy s|d|c|z
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

static double max_ratio = 0;
static void test_record_ratio(double r)
{
    if (r > max_ratio || r != r) max_ratio = r;
}

#define TRI_GENERIC_SOURCE "host/accuracy_generic.h"
#include "core/prec/instantiate.h"

int main(int argc, char **argv)
{
    if (argc != 2 || strlen(argv[1]) != 1) {
        fprintf(stderr, "usage: %s s|d|c|z\n", argv[0]);
        return 2;
    }
    trident_context_set_backend(trident_default_context(), TRIDENT_BACKEND_HOST);
    switch (argv[1][0]) {
    case 's': run_accuracy_s(); break;
    case 'd': run_accuracy_d(); break;
    case 'c': run_accuracy_c(); break;
    case 'z': run_accuracy_z(); break;
    default: fprintf(stderr, "unknown precision %s\n", argv[1]); return 2;
    }
    printf("largest accuracy ratio (limit %.0f): %.3f\n", TEST_RATIO_LIMIT, max_ratio);
    char name[32];
    snprintf(name, sizeof name, "accuracy_%s", argv[1]);
    return test_finish(name);
}
