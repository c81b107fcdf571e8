/*
 * sytrd_dispatch_w.c -- xSYTRD's dispatch in double-double (trident_wsytrd):
 * sytrd_dispatch_generic.h's instance for w, whose device route is the
 * one-stage reduction alone (TRI_TWO_STAGE 0: the CUDA backend's w
 * primitives, backend/cuda/cuda_ops_w.h).  The host run is
 * sytrd_dispatch_host_generic.h's, as for s, d, c, z.
 */
#include "core/context.h"
#include "core/env.h"
#include "dispatch/crossover.h"
#include "dispatch/dispatch.h"
#include "drivers/drivers.h"

#include "core/prec/prec_w.h"

#include "dispatch/sytrd_dispatch_host_generic.h"
#include "dispatch/sytrd_dispatch_generic.h"

#include "core/prec/prec_undef.h"
