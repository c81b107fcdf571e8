/*
 * test_tridiag_dc.c -- the divide-and-conquer tridiagonal eigensolver
 * (drivers/tridiag_dc/) on the host backend's primitives, against LAPACK.
 * Usage: test_tridiag_dc s|d
 * Orders 1 ... 1000, leaf sizes 1 and 6 (many merge levels, merges of every
 * shape) and the default, matrices of tests/common/tridiag_dc_checks.h
 * (random, 1-2-1, glued Wilkinson, clustered, repeated, graded, split,
 * diagonal, near overflow and underflow).  The same framework runs on the
 * GPU with the CUDA primitives (tests/gpu/test_tridiag_dc_gpu.c).  Also
 * the implicit QL solver of the GPU's leaves (cuda/eig/tridiag_ql.h), run
 * here by one host thread, on the same matrices up to order 300.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "trident.h"
#include "backend/backend.h"
#include "common/test_util.h"
#include "common/tridiag_dc_checks.h"
#include "drivers/tridiag_dc/tridiag_dc.h"
#include "eig/tridiag_ql.h"

static trident_context *test_ctx;
static double max_ratio[3]; /* eigenvalues, residual, orthogonality */

#include "core/prec/prec_s.h"
#include "host/tridiag_dc_generic.h"
#include "host/tridiag_ql_generic.h"
#include "core/prec/prec_undef.h"
#include "core/prec/prec_d.h"
#include "host/tridiag_dc_generic.h"
#include "host/tridiag_ql_generic.h"
#include "core/prec/prec_undef.h"

int main(int argc, char **argv)
{
    if (argc != 2 || (strcmp(argv[1], "s") && strcmp(argv[1], "d"))) {
        fprintf(stderr, "usage: %s s|d\n", argv[0]);
        return 2;
    }
    trident_context_create(&test_ctx);
    if (argv[1][0] == 's') run_tridiag_dc_s(), run_tridiag_ql_s();
    else run_tridiag_dc_d(), run_tridiag_ql_d();
    trident_context_destroy(test_ctx);
    printf("largest ratios (limit %.0f): eigenvalues %.3f, residual %.3f, orthogonality %.3f\n",
           TEST_RATIO_LIMIT, max_ratio[0], max_ratio[1], max_ratio[2]);
    char name[32];
    snprintf(name, sizeof name, "tridiag_dc_%s", argv[1]);
    return test_finish(name);
}
