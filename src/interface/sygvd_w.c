/*
 * sygvd_w.c -- trident_wsygvd: LAPACK-compatible xSYGVD in double-double,
 * on the host (see trident.h).
 *
 * Not an instance of sygvd_generic.h, for syevd_w.c's reasons: that body
 * calls the host LAPACK (xPOTRF, xSYGST, xTRSM / xTRMM) and the GPU path,
 * none of which takes a trident_dd.  What carries over is shared: the
 * argument checks (trident_sygvd_check_args, eig_common.c); the workspace
 * rules, d's integer-only code (trident_syevd_check_workspace_d; xSYGVD's
 * minima are xSYEVD's); the sizes written on exit, which are
 * trident_wsyevd's own answer to a query; the keep-inputs copy
 * (trident_copy_triangle_w, instantiated in syevd_w.c).  The arithmetic is
 * sygvd_dispatch_w.c's.
 */
#include <math.h>
#include <stdlib.h>

#include "backend/host/host_dd_lapack.h"
#include "core/context.h"
#include "dd/dd_arith.h"
#include "dispatch/dispatch.h"
#include "interface/eig_common.h"
#include "interface/interface.h"

enum { ARG_LWORK = 11, ARG_IWORK = 12, ARG_LIWORK = 13 };

void trident_wsygvd(trident_int itype, char jobz, char uplo, trident_int n, trident_dd *a,
                    trident_int lda, trident_dd *b, trident_int ldb, trident_dd *w, trident_dd *work,
                    trident_int lwork, trident_int *iwork, trident_int liwork, trident_int *info)
{
    static const char *routine = "trident_wsygvd";
    trident_int dummy;
    if (!info) info = &dummy;
    *info = 0;
    const int wantz = trident_lsame(jobz, 'V');
    const int upper = trident_lsame(uplo, 'U');
    const int lquery = lwork == -1 || liwork == -1;

    trident_sygvd_check_args(routine, itype, jobz, uplo, n, a, lda, b, ldb, w, work, 0, NULL, ARG_IWORK,
                             iwork, info);
    if (*info) return;
    /* xSYEVD's sizes (xSYGVD's are the same), at xSYGVD's positions */
    trident_syevd_check_workspace_d(routine, wantz, n, lwork, 0, liwork, lquery, ARG_LWORK, 0, ARG_LIWORK,
                                    info);
    if (*info) return;

    const char u = upper ? 'U' : 'L', z = wantz ? 'V' : 'N';
    if (!lquery && n > 0) {
        /* keep inputs: b always, a only for jobz N (V returns the vectors in it) */
        trident_context *ctx = trident_default_context();
        trident_dd *a_copy = NULL, *b_copy = NULL;
        if (ctx->keep_inputs) {
            if (!wantz && !(a_copy = trident_copy_triangle_w(routine, u, n, a, lda, info))) return;
            if (!(b_copy = trident_copy_triangle_w(routine, u, n, b, ldb, info))) {
                free(a_copy);
                return;
            }
            if (a_copy) a = a_copy, lda = n;
            b = b_copy, ldb = n;
        }
        trident_call call;
        trident_context *run = trident_call_begin(&call, ctx, trident_wsyev_host_only(ctx, n));
        *info = trident_sygvd_dispatch_w(run, routine, (int)itype, z, u, n, a, lda, b, ldb, w, work, lwork);
        trident_call_end(&call);
        if (*info > 0 && *info <= n)
            trident_report(routine, *info, "the tridiagonal eigensolver failed to converge");
        if (*info == 0 && wantz && ctx->canonical_vectors) trident_host_wcanonicalize(n, n, a, lda);
        free(a_copy), free(b_copy);
        if (*info == TRIDENT_INFO_OUT_OF_MEMORY) return; /* nothing written */
    }
    /* work[0], iwork[0]: trident_wsyevd's answer to the same query */
    trident_int query_info;
    trident_wsyevd(z, u, n, a, lda, w, work, -1, iwork, -1, &query_info);
}
