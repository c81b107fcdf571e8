/*
 * syevd.c -- instantiate the eigen driver for s, d, c, z.
 */
#include "backend/host/lapack_prototypes.h"
#include "core/context.h"
#include "core/prec/scalar_math.h"
#include "drivers/drivers.h"

#define TRI_GENERIC_SOURCE "drivers/syevd_generic.h"
#include "core/prec/instantiate.h"
