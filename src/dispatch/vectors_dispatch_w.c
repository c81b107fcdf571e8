/*
 * vectors_dispatch_w.c -- double-double's eigenvectors after the
 * eigenvalues, for trident_wsyevd and trident_wsyevx:
 *
 *   0. T's vectors by inverse iteration (each converged; those of a
 *      cluster orthogonal, those of different clusters only eps ||T|| /
 *      gap from it);
 *   1. Z made orthonormal;
 *   2. Z := Q Z, Q from trident_wsytrd's reflectors (xORMTR 'L', 'N').
 *
 * 0 is O(n) a solve and vector, 1 and 2 O(n m^2) and O(n^2 m) double-double
 * operations, which one core does at about 0.1 GFLOP/s: all three on the
 * GPU wherever the call's reduction may run there, else, or where the
 * device fails before it has written z, on the host.
 *
 * On the GPU, 0 is one thread a vector for the vectors that start a
 * cluster (all of them but where eigenvalues agree to 2^-30 ||T||),
 * the host's iteration itself (cuda/eig/invit_vector_w.h): the other
 * vectors of a cluster, which Gram-Schmidt ties to the earlier ones after
 * every solve, are the host's (trident_tridiag_invit_w's `given`).
 *
 * 1 is one step of Loewdin's symmetric orthonormalization,
 * Z := Z (I - F / 2) with F = Z^T Z - I, where ||F|| is small: its result
 * has Z^T Z = I + O(F^2), and it moves each vector by half its overlaps
 * with the others, which (as Gram-Schmidt's full overlaps) changes the
 * residual by about eps ||T||.  Two GEMMs instead of Gram-Schmidt's m
 * dependent steps.  It is taken only where m max|F| <= 2^-60 (so F^2 is
 * below eps = 2^-106; inverse iteration's vectors have max|F| near
 * 2^-76 at most); else, as for vectors that did not converge, the host's
 * Gram-Schmidt runs (trident_tridiag_orthonormalize_w) and the GPU does 2
 * alone.  2 is the CUDA backend's w.apply_q: blocks of 64 reflectors,
 * four double-double GEMMs each (host: host_dd_lapack.c's loop, one
 * reflector at a time).
 */
#include <math.h>
#include <stdlib.h>

#include "backend/cuda_glue.h"
#include "backend/host/host_dd_lapack.h"
#include "core/context.h"
#include "core/env.h"
#include "dispatch/dispatch.h"
#include "drivers/tridiag_w/tridiag_w.h"

/* Loewdin's first-order step is taken where m max|F| is at most this */
#define LOEWDIN_MAX 0x1p-60
/* trident_wsyev_vectors_device_w's "Loewdin's step declined" */
#define DECLINED 1

/* trident_wsyev_vectors_on_w's predicate for stages 0-2 */
static int vectors_on_device(const trident_context *ctx, int64_t n, int64_t m)
{
    /* TRIDENT_W_VECTORS_HOST=1: the host's loops always (measurements) */
    return n >= 2 && m >= 1 && !trident_wsyev_host_only(ctx, n) && !trident_env_flag("TRIDENT_W_VECTORS_HOST", 0);
}

/* max |G - I| over G's m x m entries (high words; NaN gives Inf) */
static double identity_deviation(int64_t m, const trident_dd *g)
{
    double dev = 0.0;
    for (int64_t j = 0; j < m; ++j)
        for (int64_t i = 0; i < m; ++i) {
            const double x = fabs(g[i + j * m].hi - (i == j));
            dev = x > dev ? x : isnan(x) ? INFINITY : dev;
        }
    return dev;
}

/* G = Z^T Z on the device (dz n x m, dg m x m), then, where it allows,
 * Z := 1.5 Z - 0.5 Z G (= Z - Z F / 2) into dz2 and *dz swapped with it:
 * 1, 0 where F is too large (Z unchanged), or the device's failure (a
 * TRIDENT_INFO_*, negative: the synchronisation that saw it has taken it
 * from the context, so it is passed on here) */
static int loewdin_step(trident_context *ctx, const trident_backend_ops *be, int64_t n, int64_t m,
                        trident_dd **dz, trident_dd **dz2, trident_dd *dg)
{
    const trident_dd one = trident_dd_one(), zero = trident_dd_zero();
    trident_dd *g = malloc((size_t)m * m * sizeof *g);
    if (!g) return 0; /* the host's Gram-Schmidt needs no more memory */
    be->w.gemm(ctx, 'C', 'N', m, m, n, one, *dz, n, *dz, n, zero, dg, m);
    be->copy_matrix(ctx, TRIDENT_COPY_BACKEND_TO_HOST, m, m, sizeof *g, dg, m, g, m);
    const int status = be->synchronize(ctx);
    const double dev = status ? INFINITY : identity_deviation(m, g);
    free(g);
    if (status) return status;
    trident_trace(ctx, "orthonormalization n=%lld m=%lld: max |Z^T Z - I| = %.3g", (long long)n, (long long)m, dev);
    if (!((double)m * dev <= LOEWDIN_MAX)) return 0;
    be->copy_matrix(ctx, TRIDENT_COPY_BACKEND_TO_BACKEND, n, m, sizeof **dz, *dz, n, *dz2, n);
    be->w.gemm(ctx, 'N', 'N', n, m, m, trident_dd_from_double(-0.5), *dz, n, dg, m, trident_dd_from_double(1.5),
               *dz2, n);
    trident_dd *t = *dz;
    *dz = *dz2, *dz2 = t;
    return 1;
}

int trident_wsyev_vectors_device_w(trident_context *ctx, char uplo, int64_t n, int64_t m, const trident_dd *a,
                                   int64_t lda, const trident_dd *tau, trident_dd *z, int64_t ldz,
                                   int orthonormalize, int *z_written)
{
    *z_written = 0;
    const trident_backend_ops *be = trident_cuda_backend();
    if (!be || !be->w.apply_q || !be->w.gemm) return TRIDENT_INFO_BACKEND_UNAVAILABLE;
    if (n <= 0 || m <= 0) return TRIDENT_SUCCESS;
    int status = trident_cuda_ready(ctx);
    if (status) return status;
    orthonormalize = orthonormalize && m > 1;
    const int64_t nt = n > 1 ? n - 1 : 1, lwork = be->w.apply_q_lwork(n, m);
    trident_dd *da = be->alloc(ctx, (size_t)n * n * sizeof *a), *dtau = be->alloc(ctx, (size_t)nt * sizeof *tau);
    trident_dd *dz = be->alloc(ctx, (size_t)n * m * sizeof *z), *dwork = be->alloc(ctx, (size_t)lwork * sizeof *z);
    trident_dd *dz2 = orthonormalize ? be->alloc(ctx, (size_t)n * m * sizeof *z) : NULL;
    trident_dd *dg = orthonormalize ? be->alloc(ctx, (size_t)m * m * sizeof *z) : NULL;
    status = TRIDENT_INFO_OUT_OF_MEMORY;
    if (da && dtau && dz && dwork && (!orthonormalize || (dz2 && dg))) {
        be->copy_matrix(ctx, TRIDENT_COPY_HOST_TO_BACKEND, n, n, sizeof *a, a, lda, da, n);
        if (n > 1) be->copy_matrix(ctx, TRIDENT_COPY_HOST_TO_BACKEND, n - 1, 1, sizeof *tau, tau, nt, dtau, nt);
        be->copy_matrix(ctx, TRIDENT_COPY_HOST_TO_BACKEND, n, m, sizeof *z, z, ldz, dz, n);
        const int step = orthonormalize ? loewdin_step(ctx, be, n, m, &dz, &dz2, dg) : 1;
        status = DECLINED;
        if (step == 1) {
            be->w.apply_q(ctx, uplo, n, m, da, n, dtau, dz, n, dwork);
            status = be->synchronize(ctx);
        } else if (step < 0) {
            status = step;
        }
        if (status == TRIDENT_SUCCESS) { /* z is only written once the products have succeeded */
            *z_written = 1;
            be->copy_matrix(ctx, TRIDENT_COPY_BACKEND_TO_HOST, n, m, sizeof *z, dz, n, z, ldz);
            status = be->synchronize(ctx);
        }
    }
    be->free(ctx, da), be->free(ctx, dtau), be->free(ctx, dz), be->free(ctx, dwork), be->free(ctx, dz2);
    be->free(ctx, dg);
    return status;
}

int trident_wsyev_vectors_on_w(trident_context *ctx, const char *routine, char uplo, int64_t n, int64_t m,
                               const trident_dd *a, int64_t lda, const trident_dd *tau, trident_dd *z, int64_t ldz)
{
    int orthonormal = 0; /* the host's Gram-Schmidt has run */
    if (vectors_on_device(ctx, n, m)) {
        int z_written;
        int status = trident_wsyev_vectors_device_w(ctx, uplo, n, m, a, lda, tau, z, ldz, 1, &z_written);
        if (status == DECLINED) { /* too far from orthonormal for one step (vectors that did not
                                   * converge): Gram-Schmidt here, the product there */
            trident_trace(ctx, "eigenvectors n=%lld m=%lld: Gram-Schmidt on the host", (long long)n, (long long)m);
            trident_tridiag_orthonormalize_w(n, m, z, ldz);
            orthonormal = 1;
            status = trident_wsyev_vectors_device_w(ctx, uplo, n, m, a, lda, tau, z, ldz, 0, &z_written);
        }
        if (status == TRIDENT_SUCCESS) return status;
        if (z_written) { /* the copy back failed part-way: z is lost */
            trident_report(routine, status, "the copy of the eigenvectors back from the device failed (%s)",
                           trident_info_string(status));
            return status;
        }
        trident_trace(ctx, "eigenvectors n=%lld m=%lld: the device failed (%s), the host's loops", (long long)n,
                      (long long)m, trident_info_string(status));
    }
    if (!orthonormal) trident_tridiag_orthonormalize_w(n, m, z, ldz);
    trident_host_wormtr(uplo, n, m, a, lda, tau, z, ldz);
    return TRIDENT_SUCCESS;
}

int trident_tridiag_invit_device_w(trident_context *ctx, int64_t n, const trident_dd *d, const trident_dd *e,
                                   int64_t count, const trident_dd *sigma, const int64_t *index,
                                   const struct trident_invit_tols_w *tol, trident_dd *z, int *converged)
{
    const trident_backend_ops *be = trident_cuda_backend();
    if (!be || !be->w.invit_vectors) return TRIDENT_INFO_BACKEND_UNAVAILABLE;
    if (n <= 0 || count <= 0) return TRIDENT_SUCCESS;
    int status = trident_cuda_ready(ctx);
    if (status) return status;
    const size_t bytes = be->w.invit_vectors_bytes(n, count);
    trident_dd *dd = be->alloc(ctx, (size_t)n * sizeof *d), *de = be->alloc(ctx, (size_t)n * sizeof *e);
    trident_dd *ds = be->alloc(ctx, (size_t)count * sizeof *sigma), *dz = be->alloc(ctx, (size_t)n * count * sizeof *z);
    int *dc = be->alloc(ctx, (size_t)count * sizeof *converged);
    int64_t *di = be->alloc(ctx, (size_t)count * sizeof *index);
    void *work = be->alloc(ctx, bytes);
    status = TRIDENT_INFO_OUT_OF_MEMORY;
    if (dd && de && ds && dz && dc && di && work) {
        be->copy_matrix(ctx, TRIDENT_COPY_HOST_TO_BACKEND, n, 1, sizeof *d, d, n, dd, n);
        if (n > 1) be->copy_matrix(ctx, TRIDENT_COPY_HOST_TO_BACKEND, n - 1, 1, sizeof *e, e, n - 1, de, n - 1);
        be->copy_matrix(ctx, TRIDENT_COPY_HOST_TO_BACKEND, count, 1, sizeof *sigma, sigma, count, ds, count);
        be->copy_matrix(ctx, TRIDENT_COPY_HOST_TO_BACKEND, count, 1, sizeof *index, index, count, di, count);
        be->w.invit_vectors(ctx, n, dd, de, count, ds, di, tol->pivtol, tol->rhs, tol->grown, dz, dc, work);
        be->copy_matrix(ctx, TRIDENT_COPY_BACKEND_TO_HOST, n, count, sizeof *z, dz, n, z, n);
        be->copy_matrix(ctx, TRIDENT_COPY_BACKEND_TO_HOST, count, 1, sizeof *converged, dc, count, converged, count);
        status = be->synchronize(ctx);
    }
    be->free(ctx, dd), be->free(ctx, de), be->free(ctx, ds), be->free(ctx, dz), be->free(ctx, dc);
    be->free(ctx, di), be->free(ctx, work);
    return status;
}

/* Stage 0 on the GPU for the vectors that start a cluster, into z, with
 * given[j] := 1 (converged) or 2 (not) for each; 0, or a TRIDENT_INFO_*
 * (given then all 0, z's columns unspecified) */
static int cluster_heads_on_device(trident_context *ctx, int64_t n, const trident_dd *d, const trident_dd *e,
                                   int64_t m, const trident_dd *w, double abstol, trident_dd *z, int64_t ldz,
                                   signed char *given)
{
    trident_invit_plan_w plan;
    trident_tridiag_invit_plan_w(n, d, e, abstol, &plan);
    trident_dd *sigma = malloc((size_t)m * sizeof *sigma), shift = trident_dd_zero();
    int64_t *cols = malloc((size_t)m * sizeof *cols), heads = 0, first = 0;
    int *converged = malloc((size_t)m * sizeof *converged);
    if (!sigma || !cols || !converged) {
        free(sigma), free(cols), free(converged);
        return TRIDENT_INFO_OUT_OF_MEMORY;
    }
    for (int64_t j = 0; j < m; ++j) {
        shift = trident_tridiag_invit_shift_w(&plan, j, w, shift, &first);
        if (first == j) sigma[heads] = shift, cols[heads++] = j;
    }
    /* all of them heads, in contiguous columns (the usual case): straight
     * into z; else a block of their own, scattered afterwards */
    const int direct = heads == m && ldz == n;
    trident_dd *out = direct ? z : malloc((size_t)n * heads * sizeof *out);
    int status = out ? trident_tridiag_invit_device_w(ctx, n, d, e, heads, sigma, cols, &plan.tol, out, converged)
                     : TRIDENT_INFO_OUT_OF_MEMORY;
    if (status == TRIDENT_SUCCESS)
        for (int64_t q = 0; q < heads; ++q) {
            if (!direct)
                for (int64_t i = 0; i < n; ++i) z[i + cols[q] * ldz] = out[i + q * n];
            given[cols[q]] = converged[q] ? 1 : 2;
        }
    if (!direct) free(out);
    free(sigma), free(cols), free(converged);
    return status;
}

int64_t trident_tridiag_invit_on_w(trident_context *ctx, int64_t n, const trident_dd *d, const trident_dd *e,
                                   int64_t m, const trident_dd *w, double abstol, trident_dd *z, int64_t ldz,
                                   trident_dd *work, trident_int *iwork, trident_int *ifail)
{
    signed char *given = vectors_on_device(ctx, n, m) ? calloc((size_t)m, 1) : NULL;
    if (given) {
        const int status = cluster_heads_on_device(ctx, n, d, e, m, w, abstol, z, ldz, given);
        if (status) {
            trident_trace(ctx, "inverse iteration n=%lld m=%lld: the device failed (%s), the host's", (long long)n,
                          (long long)m, trident_info_string(status));
            free(given), given = NULL;
        }
    }
    const int64_t failed = trident_tridiag_invit_w(n, d, e, m, w, abstol, z, ldz, work, iwork, ifail, given);
    free(given);
    return failed;
}
