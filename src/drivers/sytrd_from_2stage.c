/*
 * sytrd_from_2stage.c -- instantiate xSYTRD by way of the two-stage
 * reduction for s, d, c, z.
 */
#include "core/context.h"
#include "core/phase_clock.h"
#include "drivers/drivers.h"

#define TRI_GENERIC_SOURCE "drivers/sytrd_from_2stage_generic.h"
#include "core/prec/instantiate.h"
