/* sytrd.c -- ssytrd_, dsytrd_, chetrd_, zhetrd_ (sytrd_generic.h). */
#include "core/prec/prec_names.h"
#include "lapack/layer.h"

#define TRI_GENERIC_SOURCE "lapack/sytrd_generic.h"
#include "core/prec/instantiate.h"
