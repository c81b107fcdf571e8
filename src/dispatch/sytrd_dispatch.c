/*
 * sytrd_dispatch.c -- instantiate the xSYTRD dispatch for s, d, c, z
 * (double-double's: sytrd_dispatch_w.c).
 */
#include "core/context.h"
#include "core/env.h"
#include "dispatch/crossover.h"
#include "dispatch/dispatch.h"
#include "drivers/drivers.h"

#define TRI_GENERIC_SOURCE "dispatch/sytrd_dispatch_host_generic.h"
#include "core/prec/instantiate.h"
#define TRI_GENERIC_SOURCE "dispatch/sytrd_dispatch_generic.h"
#include "core/prec/instantiate.h"
