/*
 * syevd_device.c -- instantiate the device eigen drivers for s, d, c, z:
 * all eigenpairs (syevd_device_generic.h) and subsets (syevx_device_generic.h,
 * which uses the former's buffer helpers).
 */
#include <stdlib.h>
#include <string.h>

#include "backend/cuda_glue.h"
#include "backend/host/lapack_prototypes.h"
#include "core/context.h"
#include "core/env.h"
#include "core/prec/scalar_math.h"
#include "dispatch/crossover.h"
#include "dispatch/dispatch.h"
#include "dispatch/syevd_device.h"
#include "drivers/drivers.h"
#include "drivers/tridiag_dc/tridiag_dc.h"

/* TRIDENT_TRIDIAG_EIGENPAIRS=host: stage 2 with eigenvectors by LAPACK's
 * xSTEDC on the host (the path before the GPU divide and conquer), for
 * comparison.  Read at every call. */
static int trident_tridiag_eigenpairs_on_host(void)
{
    const char *v = getenv("TRIDENT_TRIDIAG_EIGENPAIRS");
    return v && !strcmp(v, "host");
}

#define TRI_GENERIC_SOURCE "dispatch/syevd_device_generic.h"
#include "core/prec/instantiate.h"
#define TRI_GENERIC_SOURCE "dispatch/syevx_device_generic.h"
#include "core/prec/instantiate.h"
