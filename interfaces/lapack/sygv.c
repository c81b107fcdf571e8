/* sygv.c -- ssygv_, dsygv_, chegv_, zhegv_ (sygv_generic.h). */
#include <stdlib.h>

#include "core/prec/prec_names.h"
#include "core/prec/scalar_math.h"
#include "lapack/layer.h"

#define TRI_GENERIC_SOURCE "lapack/sygv_generic.h"
#include "core/prec/instantiate.h"
