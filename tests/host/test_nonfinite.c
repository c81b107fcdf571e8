/*
 * test_nonfinite.c -- matrices with NaN or infinite entries, backend host:
 * every eigen driver returns TRIDENT_INFO_NONFINITE_INPUT with one report
 * and writes no eigenvalue (nonfinite_generic.h).  Before, LAPACK's
 * tridiagonal solvers ran on the NaNs: xSYEVR's subsets crashed in xSTEMR
 * (SIGSEGV, n = 50, range 'V'), xSYEVX's bisection blamed its argument 5,
 * xSYEVD returned NaN eigenpairs with info 0.
 */
#include <complex.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "trident.h"
#include "common/test_handler.h"
#include "common/test_util.h"
#include "core/prec/prec_names.h"
#include "core/prec/scalar_math.h"

#define NF_N 50

#define TRI_GENERIC_SOURCE "host/nonfinite_generic.h"
#include "core/prec/instantiate.h"

int main(void)
{
    trident_set_error_handler(counting_handler, NULL);
    trident_context_set_backend(trident_default_context(), TRIDENT_BACKEND_HOST);
    nonfinite_standard_s(), nonfinite_standard_d(), nonfinite_standard_c(), nonfinite_standard_z();
    nonfinite_generalized_s(1), nonfinite_generalized_d(1), nonfinite_generalized_c(1), nonfinite_generalized_z(1);
    nonfinite_order_one_s(), nonfinite_order_one_d(), nonfinite_order_one_c(), nonfinite_order_one_z();
    return test_finish("nonfinite");
}
