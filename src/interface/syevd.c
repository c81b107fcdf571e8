/*
 * syevd.c -- trident_ssyevd, trident_dsyevd, trident_cheevd, trident_zheevd.
 */
#include <stdlib.h>
#include <string.h>

#include "core/context.h"
#include "core/prec/scalar_math.h"
#include "dispatch/crossover.h"
#include "dispatch/dispatch.h"
#include "drivers/canonicalize.h"
#include "drivers/drivers.h"
#include "interface/eig_common.h"
#include "interface/interface.h"

#define TRI_GENERIC_SOURCE "interface/syevd_generic.h"
#include "core/prec/instantiate.h"
