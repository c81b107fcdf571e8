/*
 * sytrd_2stage.c -- instantiate the two-stage reduction for s, d, c, z.
 */
#include "core/context.h"
#include "core/phase_clock.h"
#include "dispatch/crossover.h"
#include "drivers/drivers.h"

#define TRI_GENERIC_SOURCE "drivers/sytrd_2stage_generic.h"
#include "core/prec/instantiate.h"
