/*
 * sytrd.c -- trident_ssytrd, trident_dsytrd, trident_chetrd, trident_zhetrd,
 * and trident_wsytrd (double-double, host only for now).
 */
#include "core/context.h"
#include "dispatch/crossover.h"
#include "dispatch/dispatch.h"
#include "drivers/drivers.h"

#define TRI_GENERIC_SOURCE "interface/sytrd_generic.h"
#include "core/prec/instantiate.h"

/* double-double: not in instantiate.h's four LAPACK precisions; its
 * dispatch is dispatch/sytrd_dispatch_w.c */
#include "core/prec/prec_w.h"
#include "interface/sytrd_generic.h"
#include "core/prec/prec_undef.h"
