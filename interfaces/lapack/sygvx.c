/* sygvx.c -- ssygvx_, dsygvx_, chegvx_, zhegvx_ (sygvx_generic.h). */
#include "core/prec/prec_names.h"
#include "lapack/layer.h"

#define TRI_GENERIC_SOURCE "lapack/sygvx_generic.h"
#include "core/prec/instantiate.h"
