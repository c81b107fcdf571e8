/* sygvd.c -- ssygvd_, dsygvd_, chegvd_, zhegvd_ (sygvd_generic.h). */
#include "core/prec/prec_names.h"
#include "lapack/layer.h"

#define TRI_GENERIC_SOURCE "lapack/sygvd_generic.h"
#include "core/prec/instantiate.h"
