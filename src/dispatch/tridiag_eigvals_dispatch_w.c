/*
 * tridiag_eigvals_dispatch_w.c -- the eigenvalues of double-double's
 * tridiagonal T for trident_wsyevd, trident_wsyevx and trident_wsygvd: on
 * the GPU wherever their reduction may run there, by the bisection kernel
 * of s and d instantiated for double-double (cuda/eig/bisect_kernels.cu: a
 * group of threads per eigenvalue, several cuts a step); else, or where the
 * device fails, by the host's bisection (drivers/tridiag_w/), which finds
 * one eigenvalue after another, O(n) double-double divisions times about
 * 110 steps for each.
 */
#include "backend/cuda_glue.h"
#include "core/context.h"
#include "core/env.h"
#include "dispatch/dispatch.h"
#include "drivers/tridiag_w/tridiag_w.h"

int trident_tridiag_eigvals_device_w(trident_context *ctx, int64_t n, const trident_dd *d, const trident_dd *e,
                                     int64_t k0, int64_t k1, trident_dd *w)
{
    const trident_backend_ops *be = trident_cuda_backend();
    if (!be || !be->w.tridiag_eigvals) return TRIDENT_INFO_BACKEND_UNAVAILABLE;
    int status = trident_cuda_ready(ctx);
    if (status) return status;
    const int64_t m = k1 - k0, ne = n > 1 ? n - 1 : 1;
    trident_dd *dd = be->alloc(ctx, (size_t)n * sizeof *d), *de = be->alloc(ctx, (size_t)ne * sizeof *e);
    trident_dd *dw = be->alloc(ctx, (size_t)m * sizeof *w);
    status = TRIDENT_INFO_OUT_OF_MEMORY;
    if (dd && de && dw) {
        be->copy_matrix(ctx, TRIDENT_COPY_HOST_TO_BACKEND, n, 1, sizeof *d, d, n, dd, n);
        if (n > 1) be->copy_matrix(ctx, TRIDENT_COPY_HOST_TO_BACKEND, n - 1, 1, sizeof *e, e, ne, de, ne);
        be->w.tridiag_eigvals(ctx, n, dd, de, k0, k1 - 1, dw);
        be->copy_matrix(ctx, TRIDENT_COPY_BACKEND_TO_HOST, m, 1, sizeof *w, dw, m, w, m);
        status = be->synchronize(ctx);
    }
    be->free(ctx, dd), be->free(ctx, de), be->free(ctx, dw);
    if (status == TRIDENT_SUCCESS) trident_tridiag_keep_order_w(m, w); /* as the host's search does */
    return status;
}

int64_t trident_tridiag_eigvals_on_w(trident_context *ctx, int64_t n, const trident_dd *d, const trident_dd *e,
                                     trident_dd *e2, char range, trident_dd vl, trident_dd vu, int64_t il,
                                     int64_t iu, trident_dd abstol, trident_dd *w)
{
    /* TRIDENT_W_EIGVALS_HOST=1: the host's bisection always (measurements) */
    if (range != 'V' && n >= 2 && !trident_wsyev_host_only(ctx, n) && !trident_env_flag("TRIDENT_W_EIGVALS_HOST", 0)) {
        const int64_t k0 = range == 'I' ? il - 1 : 0, k1 = range == 'I' ? iu : n;
        const int status = trident_tridiag_eigvals_device_w(ctx, n, d, e, k0, k1, w);
        if (status == TRIDENT_SUCCESS) return k1 - k0;
        trident_trace(ctx, "tridiagonal eigenvalues n=%lld: the device failed (%s), bisection on the host",
                      (long long)n, trident_info_string(status));
    }
    return trident_tridiag_bisect_subset_w(n, d, e, e2, range, vl, vu, il, iu, abstol, w);
}
