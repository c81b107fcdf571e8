/*
 * sytrd.c -- instantiate the tridiagonalization driver for s, d, c, z and
 * double-double (w: only the host backend has its primitives so far,
 * backend/host/host_ops_w.c).
 */
#include "core/context.h"
#include "drivers/drivers.h"

#define TRI_GENERIC_SOURCE "drivers/sytrd_generic.h"
#include "core/prec/instantiate.h"

#include "core/prec/prec_w.h"
#include "drivers/sytrd_generic.h"
#include "core/prec/prec_undef.h"

int64_t trident_sytrd_block_size(const trident_backend_ops *be, int64_t n)
{
    (void)be;
    /* Host: LAPACK's choice (ILAENV gives 32 for xSYTRD); the trailing update
     * is then a rank-64 her2k, enough to run the BLAS near its level-3 rate. */
    (void)n;
    return 32;
}
