/*
 * syevr.c -- trident_{s,d}syevr, trident_{c,z}heevr.
 */
#include <stdlib.h>
#include <string.h>

#include "backend/host/lapack_prototypes.h"
#include "core/context.h"
#include "core/prec/scalar_math.h"
#include "dispatch/crossover.h"
#include "dispatch/dispatch.h"
#include "dispatch/syevd_device.h"
#include "drivers/canonicalize.h"
#include "drivers/drivers.h"
#include "interface/eig_common.h"

#define TRI_GENERIC_SOURCE "interface/syevr_generic.h"
#include "core/prec/instantiate.h"
