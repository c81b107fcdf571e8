/*
 * syevx_w.c -- trident_wsyevx: LAPACK-compatible xSYEVX in double-double,
 * on the host (see trident.h).
 *
 * Not an instance of syevx_generic.h, for syevd_w.c's reasons: that body
 * computes on reals in C (vl < a11, z[0] = 1, the window scaled by sigma)
 * and its solve is the host LAPACK's (xSTEBZ, xSTEIN, xORMTR) or the GPU's,
 * none of which takes a trident_dd.  What carries over is shared, not
 * copied: the argument checks and LAPACK's workspace sizes (eig_common.c:
 * trident_check_subset_args, trident_syevx_check_workspace,
 * trident_syevx_opt_lwork, the real case's); the keep-inputs copy
 * (trident_copy_triangle_w, instantiated in syevd_w.c); the sign rule of
 * the canonical-vectors option (trident_host_wcanonicalize).  The
 * arithmetic is syevx_dispatch_w.c's.
 */
#include <math.h>
#include <stdlib.h>

#include "backend/host/host_dd_lapack.h"
#include "core/context.h"
#include "dd/dd_arith.h"
#include "dispatch/dispatch.h"
#include "drivers/drivers.h"
#include "interface/eig_common.h"
#include "interface/interface.h"

/* the solve with valid arguments (jobz, range, uplo upper case), lwork at
 * least LAPACK's minimum; returns info */
static trident_int wsyevx_checked(trident_context *ctx, const char *routine, int wantz, char range, char uplo,
                                  int64_t n, trident_dd *a, int64_t lda, trident_dd vl, trident_dd vu,
                                  int64_t il, int64_t iu, trident_dd abstol, trident_int *m, trident_dd *w,
                                  trident_dd *z, int64_t ldz, trident_dd *work, int64_t lwork,
                                  trident_int *iwork, trident_int *ifail)
{
    *m = 0;
    if (n == 0) return 0;
    if (n == 1) {
        const trident_dd a11 = a[0];
        if (!isfinite(a11.hi) || !isfinite(a11.lo)) return trident_nonfinite_input(routine);
        if (range != 'V' || (trident_dd_lt(vl, a11) && trident_dd_le(a11, vu))) {
            *m = 1;
            w[0] = a11;
            if (wantz) z[0] = trident_dd_one(), ifail[0] = 0;
        }
        return 0;
    }
    const trident_int info = trident_syevx_dispatch_w(ctx, routine, wantz, range, uplo, n, a, lda, vl, vu, il, iu,
                                                      abstol, m, w, z, ldz, work, lwork, iwork, ifail);
    if (info > 0) trident_report(routine, info, "%d eigenvectors failed to converge (see ifail)", (int)info);
    return info;
}

void trident_wsyevx(char jobz, char range, char uplo, trident_int n, trident_dd *a, trident_int lda,
                    trident_dd vl, trident_dd vu, trident_int il, trident_int iu, trident_dd abstol,
                    trident_int *m, trident_dd *w, trident_dd *z, trident_int ldz, trident_dd *work,
                    trident_int lwork, trident_int *iwork, trident_int *ifail, trident_int *info)
{
    static const char *routine = "trident_wsyevx";
    trident_int dummy;
    if (!info) info = &dummy;
    *info = 0;
    const int wantz = trident_lsame(jobz, 'V');
    const int lquery = lwork == -1;

    trident_check_subset_args(routine, 0, jobz, range, uplo, n, a, lda, trident_dd_gt(vu, vl), il, iu, m, w, z,
                              ldz, info);
    if (*info) return;
    /* xSYEVX's work, iwork, ifail and lwork (real: no rwork) */
    trident_syevx_check_workspace(routine, 0, wantz, n, work, lwork, NULL, iwork, ifail, lquery, info);
    if (*info) return;

    /* as trident_dsyevx: room for d, e, tau and full panels of the reduction */
    const int64_t lwopt = trident_syevx_opt_lwork(0, n, trident_sytrd_block_size(&trident_host_backend, n));
    if (!lquery) {
        /* a is destroyed (z is the output): keep-inputs solves a copy */
        trident_context *ctx = trident_default_context();
        const char u = trident_upper(uplo);
        const char r = trident_lsame(range, 'A') ? 'A' : trident_lsame(range, 'V') ? 'V' : 'I';
        trident_dd *copy = NULL;
        if (ctx->keep_inputs && n > 0) {
            if (!(copy = trident_copy_triangle_w(routine, u, n, a, lda, info))) return;
            a = copy, lda = n;
        }
        trident_call call;
        trident_context *run = trident_call_begin(&call, ctx, trident_wsyev_host_only(ctx, n));
        *info = wsyevx_checked(run, routine, wantz, r, u, n, a, lda, vl, vu, il, iu, abstol, m, w, z, ldz, work,
                               lwork, iwork, ifail);
        trident_call_end(&call);
        if (ctx->canonical_vectors && wantz && *info >= 0) trident_host_wcanonicalize(n, *m, z, ldz);
        free(copy);
    }
    work[0] = trident_dd_from_double((double)lwopt);
}
