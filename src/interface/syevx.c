/*
 * syevx.c -- trident_{s,d}syevx, trident_{c,z}heevx, and the stages they
 * share with trident_{s,d}syevr, trident_{c,z}heevr.
 */
#include <stdlib.h>

#include "backend/host/lapack_prototypes.h"
#include "core/context.h"
#include "core/prec/scalar_math.h"
#include "dispatch/crossover.h"
#include "dispatch/dispatch.h"
#include "dispatch/syevd_device.h"
#include "drivers/canonicalize.h"
#include "drivers/drivers.h"
#include "interface/eig_common.h"

#define TRI_GENERIC_SOURCE "interface/syevx_generic.h"
#include "core/prec/instantiate.h"
