/*
 * sygvx.c -- trident_{s,d}sygvx, trident_{c,z}hegvx and their _factored forms.
 */
#include <stdlib.h>

#include "backend/host/lapack_prototypes.h"
#include "core/context.h"
#include "core/prec/scalar_math.h"
#include "dispatch/crossover.h"
#include "dispatch/dispatch.h"
#include "drivers/canonicalize.h"
#include "interface/eig_common.h"

#define TRI_GENERIC_SOURCE "interface/sygvx_generic.h"
#include "core/prec/instantiate.h"
