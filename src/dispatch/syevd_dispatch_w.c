/*
 * syevd_dispatch_w.c -- xSYEVD's host path in double-double (trident_wsyevd),
 * and its stages 0-1 (trident_wsyev_scale_reduce), which xSYEVX's
 * (syevx_dispatch_w.c) shares.
 *
 * A file of its own because w shares none of syevd_dispatch_generic.h's
 * stages after the reduction: those call the host LAPACK (xSTERF, xSTEDC,
 * xORMTR), which has no double-double type, and the GPU has w kernels for
 * the reduction and the eigenvalues alone.  Every stage is double-double:
 *   0. A scaled by a power of two into [2^-430, 2^431)  host_dd_lapack.c
 *   1. A = Q T Q^T, on the GPU from trident_wsytrd's    trident_sytrd_dispatch_w
 *      crossover (the caller's lock: trident_wsyev_host_only)
 *   2. jobz N: eigenvalues of T by bisection, on the     trident_tridiag_eigvals_on_w
 *      GPU where step 1 may be
 *      jobz V: the same, then inverse iteration on the  drivers/tridiag_w/
 *      host (implicit QL where that fails: tridiag_vectors_w)
 *   3. jobz V: Z orthonormal, Z := Q Z into a, on    trident_wsyev_vectors_on_w
 *      the GPU where step 1 may be
 *   4. eigenvalues scaled back (exact)
 */
#include <math.h>

#include "backend/host/host_dd_lapack.h"
#include "core/context.h"
#include "dispatch/crossover.h"
#include "dispatch/dispatch.h"
#include "drivers/tridiag_w/tridiag_w.h"

/* xSYEVD's safe range [sqrt(safmin/eps), sqrt(eps/safmin)] for double-double
 * (safmin / eps = 2^-969 / 2^-106 = 2^-863, prec_w.h), rounded inward to
 * powers of two so that scaling is exact: entries and their products then
 * stay where a pair keeps its 106 bits. */
#define RMIN_EXP (-431)
#define RMAX_EXP 431

/* the power of two that brings anrm into [2^(RMIN_EXP+1), 2^RMAX_EXP), or 0 */
static int scale_exponent(double anrm)
{
    if (anrm == 0.0) return 0;
    const int e = ilogb(anrm); /* anrm in [2^e, 2^(e+1)) */
    if (e < RMIN_EXP) return RMIN_EXP + 1 - e;
    if (e >= RMAX_EXP) return RMAX_EXP - 1 - e;
    return 0;
}

trident_int trident_wsyev_scale_reduce(trident_context *ctx, const char *routine, char uplo, int64_t n,
                                      trident_dd *a, int64_t lda, trident_dd *d, trident_dd *e, trident_dd *tau,
                                      trident_dd *work, int64_t lwork, int *k)
{
    *k = 0;
    const double anrm = trident_host_wlansy_max(uplo, n, a, lda);
    if (!isfinite(anrm)) return trident_nonfinite_input(routine);
    *k = scale_exponent(anrm);
    if (*k) trident_host_wscale_triangle(uplo, n, a, lda, *k);
    /* the context's backend choice, as trident_wsytrd's: the last backend
     * a caller reads is the reduction's */
    return trident_sytrd_dispatch_w(ctx, routine, uplo, n, a, lda, d, e, tau, work, lwork);
}

/*
 * T = Z Lambda Z^T (d: T's diagonal, becomes Lambda ascending; e: its
 * off-diagonal, destroyed; z: n x n, leading dimension n) with `spare`
 * elements of scratch at s.  Bisection for the eigenvalues, then inverse
 * iteration for all n vectors (trident_wsyevx's path with range 'A'),
 * whose Gram-Schmidt passes keep Z orthonormal to a few eps at every n:
 * implicit QL's rotations let ||I - Z^T Z|| / (n eps) grow with n (8.0 at
 * n = 300, 12.2 at 700 on random A, where inverse iteration gave 0.65 and
 * 0.62, in 0.6 times QL's time: session 49).  QL remains the fallback for
 * the vectors: when a vector does not converge, and where the scratch is
 * short of the 8n elements inverse iteration needs beside Z (n <= 3 with
 * LAPACK's minimum).  The eigenvalues are bisection's on every path (QL's
 * replaced, both ascending), so jobz N and V give the same bits.
 * Returns 0, or QL's count of unconverged off-diagonal entries.
 */
static trident_int tridiag_vectors_w(trident_context *ctx, const char *routine, trident_phase_clock *clock, int64_t n,
                                     trident_dd *d, trident_dd *e, trident_dd *z, trident_dd *s, int64_t spare)
{
    /* bisection's eigenvalues and squares of e (2n <= spare, which is at
     * least 1 + 4n + n^2); then 5n of inverse iteration's scratch and its
     * iwork and ifail (2n integers in n pairs' room).  Neither bisection
     * nor inverse iteration writes d or e: QL gets them as they were. */
    trident_dd *lambda = s, *e2 = s + n, *work = s + 2 * n;
    trident_tridiag_eigvals_on_w(ctx, n, d, e, e2, 'A', d[0], d[0], 1, n, trident_dd_zero(), lambda);
    trident_phase_mark(ctx, NULL, clock, routine, "tridiagonal eigenvalues");
    trident_int status = 0;
    if (spare < 8 * n ||
        trident_tridiag_invit_on_w(ctx, n, d, e, n, lambda, 0.0, z, n, work, (trident_int *)(s + 7 * n),
                                   (trident_int *)(s + 7 * n) + n) != 0) {
        for (int64_t j = 0; j < n; ++j)
            for (int64_t i = 0; i < n; ++i) z[i + j * n] = trident_dd_from_double(i == j);
        status = (trident_int)trident_tridiag_ql_w(n, d, e, z, n);
    }
    if (status == 0)
        for (int64_t i = 0; i < n; ++i) d[i] = lambda[i];
    trident_phase_mark(ctx, NULL, clock, routine, "eigenvectors of T");
    return status;
}

trident_int trident_syevd_dispatch_w(trident_context *ctx, const char *routine, char jobz, char uplo,
                                     int64_t n, trident_dd *a, int64_t lda, trident_dd *w,
                                     trident_dd *work, int64_t lwork)
{
    /* LAPACK's layout: e, tau, then the reduction's panel (or Z, then the
     * rest); lwork >= 2n + 1 (jobz N) or 1 + 6n + 2n^2 (jobz V) */
    trident_dd *e = work, *tau = work + n, *rest = work + 2 * n;
    int k;
    trident_phase_clock clock; /* TRIDENT_VERBOSE=2: each stage's seconds */
    trident_phase_start(ctx, &clock);
    trident_int status = trident_wsyev_scale_reduce(ctx, routine, uplo, n, a, lda, w, e, tau, rest, lwork - 2 * n, &k);
    if (status) return status;
    trident_phase_mark(ctx, NULL, &clock, routine, "scaling and reduction");
    if (jobz == 'N') {
        for (int64_t i = 0; i < n; ++i) tau[i] = w[i]; /* tau is free: d goes there */
        trident_tridiag_eigvals_on_w(ctx, n, tau, e, e, 'A', tau[0], tau[0], 1, n, trident_dd_zero(), w);
        trident_phase_mark(ctx, NULL, &clock, routine, "tridiagonal eigenvalues");
    } else {
        trident_dd *z = rest;
        status = tridiag_vectors_w(ctx, routine, &clock, n, w, e, z, rest + n * n, lwork - 2 * n - n * n);
        if (status == 0) {
            status = trident_wsyev_vectors_on_w(ctx, routine, uplo, n, n, a, lda, tau, z, n);
            if (status) return status; /* the device lost Z */
            for (int64_t j = 0; j < n; ++j)
                for (int64_t i = 0; i < n; ++i) a[i + j * lda] = z[i + j * n];
            trident_phase_mark(ctx, NULL, &clock, routine, "back-transformation");
        }
    }
    trident_host_wscale_vector(n, w, -k);
    return status; /* i > 0 (QL did not converge) is the interface's to report */
}

int trident_wsyev_host_only(const trident_context *ctx, int64_t n)
{
    return trident_dispatch_host_only(ctx, n, TRIDENT_SYTRD_GPU_CROSSOVER);
}
