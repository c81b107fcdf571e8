/*
 * test_bad_args.c -- illegal arguments and workspace queries of the
 * LAPACK-compatible routines, every precision.  Nothing may abort.
 */
#include <complex.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "trident.h"
#include "common/test_handler.h"
#include "common/test_util.h"
#include "core/prec/prec_names.h"
#include "core/prec/scalar_math.h"

#define TRI_GENERIC_SOURCE "host/bad_args_generic.h"
#include "core/prec/instantiate.h"

int main(void)
{
    trident_set_error_handler(counting_handler, NULL);
    bad_args_sytrd_s(), bad_args_sytrd_d(), bad_args_sytrd_c(), bad_args_sytrd_z();
    bad_args_syevd_s(), bad_args_syevd_d(), bad_args_syevd_c(), bad_args_syevd_z();
    bad_args_sygvd_s(), bad_args_sygvd_d(), bad_args_sygvd_c(), bad_args_sygvd_z();
    bad_args_syevr_s(), bad_args_syevr_d(), bad_args_syevr_c(), bad_args_syevr_z();
    for (int factored = 0; factored <= 1; ++factored)
        bad_args_sygvx_s(factored), bad_args_sygvx_d(factored), bad_args_sygvx_c(factored),
            bad_args_sygvx_z(factored);
    syevd_size_beyond_int_s(), syevd_size_beyond_int_d(), syevd_size_beyond_int_c(),
        syevd_size_beyond_int_z();
    keep_inputs_out_of_memory_s(), keep_inputs_out_of_memory_d(), keep_inputs_out_of_memory_c(),
        keep_inputs_out_of_memory_z();
    /* restoring the default handler returns ours */
    CHECK(trident_set_error_handler(NULL, NULL) == counting_handler, "previous handler not returned");
    return test_finish("bad_args");
}
