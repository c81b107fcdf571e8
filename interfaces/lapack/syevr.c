/* syevr.c -- ssyevr_, dsyevr_, cheevr_, zheevr_ (syevr_generic.h). */
#include "core/prec/prec_names.h"
#include "core/prec/scalar_math.h"
#include "lapack/layer.h"

#define TRI_GENERIC_SOURCE "lapack/syevr_generic.h"
#include "core/prec/instantiate.h"
