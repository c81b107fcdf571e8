/* syev.c -- ssyev_, dsyev_, cheev_, zheev_ (syev_generic.h). */
#include <stdlib.h>

#include "core/prec/prec_names.h"
#include "core/prec/scalar_math.h"
#include "lapack/layer.h"

#define TRI_GENERIC_SOURCE "lapack/syev_generic.h"
#include "core/prec/instantiate.h"
