/*
 * canonicalize.c -- instantiate the eigenvector convention for s, d, c, z.
 */
#include "core/prec/scalar_math.h"
#include "drivers/canonicalize.h"

#define TRI_GENERIC_SOURCE "drivers/canonicalize_generic.h"
#include "core/prec/instantiate.h"
