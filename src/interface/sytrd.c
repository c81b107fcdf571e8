/*
 * sytrd.c -- trident_ssytrd, trident_dsytrd, trident_chetrd, trident_zhetrd.
 */
#include "core/context.h"
#include "dispatch/crossover.h"
#include "dispatch/dispatch.h"
#include "drivers/drivers.h"

#define TRI_GENERIC_SOURCE "interface/sytrd_generic.h"
#include "core/prec/instantiate.h"
