/*
 * sytrd_dispatch_w.c -- xSYTRD's dispatch in double-double (trident_wsytrd).
 *
 * A file of its own because w has, so far, only the host backend's
 * primitives for the one-stage reduction (backend/host/host_ops_w.c): its
 * dispatch is the host run whatever the context's backend choice.  When w
 * gains a device path this becomes sytrd_dispatch_generic.h's instance.
 */
#include "core/context.h"
#include "dispatch/dispatch.h"
#include "drivers/drivers.h"

#include "core/prec/prec_w.h"

#include "dispatch/sytrd_dispatch_host_generic.h"

trident_int TRI_SFX(trident_sytrd_dispatch)(trident_context *ctx, const char *routine,
                                            char uplo, int64_t n, TRI_T *a, int64_t lda,
                                            TRI_R *d, TRI_R *e, TRI_T *tau,
                                            TRI_T *work, int64_t lwork)
{
    trident_context_set_last_backend(ctx, trident_host_backend.name);
    trident_trace(ctx, "%s n=%lld backend=%s (double-double runs on the host)", routine, (long long)n,
                  trident_host_backend.name);
    return TRI_SFX(trident_sytrd_host)(ctx, routine, trident_upper(uplo), n, a, lda, d, e, tau, work, lwork);
}

#include "core/prec/prec_undef.h"
