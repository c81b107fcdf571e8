/*
 * syevd_device.c -- instantiate the device-memory eigen driver for s, d, c, z.
 */
#include <stdlib.h>
#include <string.h>

#include "backend/cuda_glue.h"
#include "backend/host/lapack_prototypes.h"
#include "core/context.h"
#include "core/prec/scalar_math.h"
#include "dispatch/syevd_device.h"
#include "drivers/drivers.h"

#define TRI_GENERIC_SOURCE "dispatch/syevd_device_generic.h"
#include "core/prec/instantiate.h"
