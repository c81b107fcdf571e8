/*
 * sygvd_device_dispatch.c -- instantiate the host-memory entry of the device
 * generalized eigen driver for s, d, c, z.
 */
#include "core/context.h"
#include "dispatch/crossover.h"
#include "dispatch/dispatch.h"
#include "dispatch/sygvd_device.h"
#include "drivers/canonicalize.h"

#define TRI_GENERIC_SOURCE "dispatch/sygvd_device_dispatch_generic.h"
#include "core/prec/instantiate.h"
