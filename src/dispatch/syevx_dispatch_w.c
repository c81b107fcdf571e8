/*
 * syevx_dispatch_w.c -- xSYEVX's host path in double-double (trident_wsyevx).
 *
 * A file of its own for syevd_dispatch_w.c's reason: the stages of
 * syevx_generic.h after the reduction call the host LAPACK (xSTEBZ, xSTEIN,
 * xORMTR), which has no double-double type.  Every stage is double-double,
 * and only the m selected eigenpairs are computed:
 *   0-1. A scaled by a power of two, A = Q T Q^T   trident_wsyev_scale_reduce
 *   2.   the selected eigenvalues of T, bisection  trident_tridiag_eigvals_on_w
 *        (range A, I on the GPU where 0-1 may be)
 *   3.   wantz: their eigenvectors of T by inverse iteration, made
 *        orthonormal, then Z := Q Z for those      trident_wsyev_vectors_on_w
 *        m columns only (on the GPU where 0-1 may be)
 *   4.   eigenvalues scaled back (exact)
 */
#include <math.h>

#include "backend/host/host_dd_lapack.h" /* scaling */
#include "dispatch/dispatch.h"
#include "drivers/tridiag_w/tridiag_w.h"

trident_int trident_syevx_dispatch_w(trident_context *ctx, const char *routine, int wantz, char range,
                                     char uplo, int64_t n, trident_dd *a, int64_t lda, trident_dd vl,
                                     trident_dd vu, int64_t il, int64_t iu, trident_dd abstol, trident_int *m,
                                     trident_dd *w, trident_dd *z, int64_t ldz, trident_dd *work, int64_t lwork,
                                     trident_int *iwork, trident_int *ifail)
{
    /* xSYEVX's layout: d, e, tau, then the reduction's panel, which the
     * bisection (n squares of e) and the inverse iteration (5n) reuse;
     * lwork >= 8n */
    trident_dd *d = work, *e = work + n, *tau = work + 2 * n, *rest = work + 3 * n;
    int k;
    trident_phase_clock clock; /* TRIDENT_VERBOSE=2: each stage's seconds */
    trident_phase_start(ctx, &clock);
    const trident_int status = trident_wsyev_scale_reduce(ctx, routine, uplo, n, a, lda, d, e, tau, rest,
                                                          lwork - 3 * n, &k);
    if (status) return status;
    trident_phase_mark(ctx, NULL, &clock, routine, "scaling and reduction");
    /* the window and the tolerance in T's scale (exact; a bound pushed to
     * infinity still bounds the same eigenvalues) */
    trident_host_wscale_vector(1, &vl, k);
    trident_host_wscale_vector(1, &vu, k);
    trident_host_wscale_vector(1, &abstol, k);
    const int64_t found = trident_tridiag_eigvals_on_w(ctx, n, d, e, rest, range, vl, vu, il, iu, abstol, w);
    *m = (trident_int)found;
    trident_phase_mark(ctx, NULL, &clock, routine, "tridiagonal eigenvalues");
    int64_t failed = 0;
    if (wantz && found > 0) {
        failed = trident_tridiag_invit_on_w(ctx, n, d, e, found, w, abstol.hi, z, ldz, rest, iwork, ifail);
        trident_phase_mark(ctx, NULL, &clock, routine, "eigenvectors of T");
        const trident_int lost = trident_wsyev_vectors_on_w(ctx, routine, uplo, n, found, a, lda, tau, z, ldz);
        if (lost) return lost; /* the device failed while writing z */
        trident_phase_mark(ctx, NULL, &clock, routine, "back-transformation");
    }
    trident_host_wscale_vector(found, w, -k);
    return (trident_int)failed; /* i > 0 is the interface's to report */
}
