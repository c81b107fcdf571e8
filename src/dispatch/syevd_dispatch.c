/*
 * syevd_dispatch.c -- instantiate the host-memory eigen driver for s, d, c, z.
 */
#include "backend/host/lapack_prototypes.h"
#include "core/context.h"
#include "core/prec/scalar_math.h"
#include "dispatch/crossover.h"
#include "dispatch/dispatch.h"
#include "dispatch/syevd_device.h"
#include "drivers/drivers.h"

#define TRI_GENERIC_SOURCE "dispatch/syevd_dispatch_generic.h"
#include "core/prec/instantiate.h"
