/*
 * syevx.c -- trident_{s,d}syevx, trident_{c,z}heevx.
 */
#include "backend/host/lapack_prototypes.h"
#include "core/context.h"
#include "core/prec/scalar_math.h"
#include "dispatch/dispatch.h"
#include "drivers/drivers.h"

#define TRI_GENERIC_SOURCE "interface/syevx_generic.h"
#include "core/prec/instantiate.h"
