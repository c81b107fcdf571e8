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

/* The CUDA backend of a device entry, ready on ctx's device, the call
 * traced; else the TRIDENT_INFO_* why not, reported under `routine`. */
static int device_entry_backend(trident_context *ctx, const char *routine, int64_t n,
                                const trident_backend_ops **be)
{
    *be = trident_cuda_backend();
    const int status = *be ? trident_cuda_ready(ctx) : TRIDENT_INFO_BACKEND_UNAVAILABLE;
    if (status) {
        trident_report(routine, status, "%s", trident_info_string(status));
        return status;
    }
    trident_context_set_last_backend(ctx, (*be)->name);
    trident_trace(ctx, "%s n=%lld backend=%s", routine, (long long)n, (*be)->name);
    return 0;
}

#define TRI_GENERIC_SOURCE "dispatch/syevd_device_generic.h"
#include "core/prec/instantiate.h"
#define TRI_GENERIC_SOURCE "dispatch/syevx_device_generic.h"
#include "core/prec/instantiate.h"
