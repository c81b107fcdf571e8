/*
 * syevd_w.c -- trident_wsyevd: LAPACK-compatible xSYEVD in double-double,
 * on the host (see trident.h).
 *
 * Why not an instance of syevd_generic.h: its body computes on reals in C
 * (the workspace answers through TRI_LWORK_ANSWER's cast, isfinite(a11),
 * a[0] = 1, the canonical sign by comparison) and its solve is the host
 * LAPACK's or the GPU's, none of which takes a trident_dd.  What does carry
 * over is shared, not copied: the argument checks (trident_syevd_check_args,
 * eig_common.c); LAPACK's workspace minima and their checks, the real
 * case's integer-only code, so d's instances serve w
 * (trident_syevd_min_sizes_d, trident_syevd_check_workspace_d); the
 * keep-inputs copy, eig_common_generic.h's, instantiated here for w.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "backend/host/host_dd_lapack.h"
#include "core/context.h"
#include "dd/dd_arith.h"
#include "dispatch/dispatch.h"
#include "drivers/drivers.h"
#include "interface/eig_common.h"
#include "interface/interface.h"

#include "core/prec/prec_w.h"

/* trident_copy_triangle_w (eig_common.h): memcpy only, so the generic
 * source serves w */
#include "interface/eig_common_generic.h"

/* the solve with valid arguments (jobz, uplo upper case), lwork and liwork
 * at least LAPACK's minima; returns info */
static trident_int wsyevd_checked(trident_context *ctx, const char *routine, char jobz, char uplo,
                                  int64_t n, trident_dd *a, int64_t lda, trident_dd *w, trident_dd *work,
                                  int64_t lwork)
{
    if (n == 0) return 0;
    if (n == 1) {
        if (!isfinite(a[0].hi) || !isfinite(a[0].lo)) return trident_nonfinite_input(routine);
        w[0] = a[0];
        if (jobz == 'V') a[0] = TRI_LIT(1);
        return 0;
    }
    const trident_int info = trident_syevd_dispatch_w(ctx, routine, jobz, uplo, n, a, lda, w, work, lwork);
    if (info > 0) trident_report(routine, info, "the tridiagonal eigensolver failed to converge");
    return info;
}

void trident_wsyevd(char jobz, char uplo, trident_int n, trident_dd *a, trident_int lda, trident_dd *w,
                    trident_dd *work, trident_int lwork, trident_int *iwork, trident_int liwork,
                    trident_int *info)
{
    static const char *routine = "trident_wsyevd";
    trident_int dummy;
    if (!info) info = &dummy;
    *info = 0;
    const int wantz = trident_lsame(jobz, 'V');
    const int lquery = lwork == -1 || liwork == -1;

    trident_syevd_check_args(routine, jobz, uplo, n, a, lda, w, work, 0, NULL, 9, iwork, info);
    if (*info) return;
    /* xSYEVD's workspace rules, lwork and liwork at positions 8 and 10 */
    trident_syevd_check_workspace_d(routine, wantz, n, lwork, 0, liwork, lquery, 8, 0, 10, info);
    if (*info) return;

    int64_t lwmin, lrwmin, liwmin;
    trident_syevd_min_sizes_d(wantz, n, &lwmin, &lrwmin, &liwmin);
    /* as trident_dsyevd: room for e, tau and full panels of the reduction */
    const int64_t nb = trident_sytrd_block_size(&trident_host_backend, n);
    const int64_t lwopt = n <= 1 || lwmin > 2 * n + n * nb ? lwmin : 2 * n + n * nb;
    if (!lquery) {
        /* with jobz = 'V' the eigenvectors come back in a: only 'N' can keep it */
        trident_context *ctx = trident_default_context();
        const char u = trident_upper(uplo);
        trident_dd *copy = NULL;
        if (ctx->keep_inputs && !wantz && n > 0) {
            if (!(copy = trident_copy_triangle_w(routine, u, n, a, lda, info))) return;
            a = copy, lda = n;
        }
        trident_call call;
        trident_context *run = trident_call_begin(&call, ctx, trident_wsyev_host_only(ctx, n));
        *info = wsyevd_checked(run, routine, wantz ? 'V' : 'N', u, n, a, lda, w, work, lwork);
        trident_call_end(&call);
        if (ctx->canonical_vectors && wantz && *info == 0) trident_host_wcanonicalize(n, n, a, lda);
        free(copy);
    }
    work[0] = TRI_R_FROM_INT(lwopt);
    iwork[0] = (trident_int)liwmin;
}

#include "core/prec/prec_undef.h"
