/* syevd.c -- ssyevd_, dsyevd_, cheevd_, zheevd_ (syevd_generic.h). */
#include "core/prec/prec_names.h"
#include "lapack/layer.h"

#define TRI_GENERIC_SOURCE "lapack/syevd_generic.h"
#include "core/prec/instantiate.h"
