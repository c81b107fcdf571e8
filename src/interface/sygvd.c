/*
 * sygvd.c -- trident_{s,d}sygvd, trident_{c,z}hegvd and their _factored forms.
 */
#include <stdlib.h>

#include "backend/host/lapack_prototypes.h"
#include "core/context.h"
#include "core/prec/scalar_math.h"
#include "dispatch/crossover.h"
#include "dispatch/dispatch.h"
#include "dispatch/sygvd_device.h"
#include "drivers/canonicalize.h"
#include "interface/eig_common.h"

#define TRI_GENERIC_SOURCE "interface/sygvd_generic.h"
#include "core/prec/instantiate.h"
