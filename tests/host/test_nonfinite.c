/*
 * test_nonfinite.c -- matrices with NaN or infinite entries: the host
 * routines must return (no crash, no endless loop), with an info that is
 * not an argument's.  What they return for such a matrix is undefined, as
 * in LAPACK; that they return is not.  xSYEVR's subsets once ran LAPACK's
 * xSTEMR on a T with NaNs, which crashed (SIGSEGV, n = 50, range 'V').
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
    nonfinite_syevr_s(), nonfinite_syevr_d(), nonfinite_syevr_c(), nonfinite_syevr_z();
    nonfinite_sygvd_s(), nonfinite_sygvd_d(), nonfinite_sygvd_c(), nonfinite_sygvd_z();
    return test_finish("nonfinite");
}
