/* syevx.c -- ssyevx_, dsyevx_, cheevx_, zheevx_ (syevx_generic.h). */
#include "core/prec/prec_names.h"
#include "lapack/layer.h"

#define TRI_GENERIC_SOURCE "lapack/syevx_generic.h"
#include "core/prec/instantiate.h"
