/*
 * gv_dispatch_w.c -- the Cholesky-based steps of double-double's
 * generalized eigenproblem (trident_wsygvd) on the GPU:
 *
 *   1. B = U^T U or L L^T                      w.potrf
 *   2. A := C, the standard form (xSYGST):     w.hermitian_full, then
 *      itype 1: inv(U^T) A inv(U), inv(L) A inv(L^T)   two w.trsm
 *      itype 2, 3: U A U^T, L^T A L                    two w.trmm
 *   4. Z from the standard problem's vectors:
 *      itype 1, 2: inv(U) Y, inv(L^T) Y                w.trsm
 *      itype 3: U^T Y, L Y                             w.trmm
 *
 * (3, the standard problem, is trident_wsyevd's own path, which puts its
 * stages on the GPU by the same predicate.)  On the host these are O(n^3)
 * double-double loops on one core (host_dd_chol.c): 1.40 of
 * trident_wsygvd's 3.14 s at n = 512 (`TRIDENT_VERBOSE=2 bench_wsytrd
 * --generalized 512` on a machine without a GPU); on an H200 0.010 s.
 * Step 2 works on A made full, n^3 multiply-adds where xSYGST's blocked
 * algorithm takes half that, for the sake of two large calls; the triangular
 * kernels are cuda/blas/potrf_dd.cu and trsm_dd.cu.
 *
 * The caller's arrays are written only once the device work has succeeded
 * (A's triangle from a host copy of C), so that a device failure leaves
 * them as they were and the host redoes the step; a copy back that fails
 * part-way is an error (the array lost), as for the other types.
 * TRIDENT_W_GV_HOST=1 keeps these steps on the host (for measurements).
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "backend/cuda_glue.h"
#include "core/context.h"
#include "core/env.h"
#include "dispatch/dispatch.h"

int trident_wsygv_on_device(const trident_context *ctx, int64_t n)
{
    const trident_backend_ops *be;
    return n >= 2 && !trident_wsyev_host_only(ctx, n) && !trident_env_flag("TRIDENT_W_GV_HOST", 0) &&
           (be = trident_cuda_backend()) != NULL && be->w.potrf && be->w.trsm && be->w.trmm && be->w.hermitian_full;
}

/* the order-n operand's leading dimension on the device: 256-byte columns */
static int64_t device_ld(int64_t n) { return (n + 15) / 16 * 16; }

/* a's triangle uplo := s's (ld n) */
static void copy_triangle(char uplo, int64_t n, const trident_dd *s, trident_dd *a, int64_t lda)
{
    for (int64_t j = 0; j < n; ++j) {
        const int64_t i0 = uplo == 'L' ? j : 0, i1 = uplo == 'L' ? n : j + 1;
        memcpy(a + i0 + j * lda, s + i0 + j * n, (size_t)(i1 - i0) * sizeof *a);
    }
}

int trident_wsygv_reduce_device(trident_context *ctx, int itype, char uplo, int64_t n, trident_dd *a, int64_t lda,
                                trident_dd *b, int64_t ldb, int64_t *minor, int *written)
{
    *minor = 0, *written = 0;
    const trident_backend_ops *be = trident_cuda_backend();
    if (!be || !be->w.potrf) return TRIDENT_INFO_BACKEND_UNAVAILABLE;
    int status = trident_cuda_ready(ctx);
    if (status) return status;
    const int64_t ldd = device_ld(n);
    const size_t bytes = (size_t)ldd * (size_t)n * sizeof *a;
    trident_dd *da = be->alloc(ctx, bytes), *db = be->alloc(ctx, bytes);
    int *dminor = be->alloc(ctx, sizeof *dminor), hminor = 0;
    /* C, whose triangle goes to a */
    trident_dd *s = (size_t)n > SIZE_MAX / sizeof *s / (size_t)n ? NULL : malloc((size_t)n * (size_t)n * sizeof *s);
    status = TRIDENT_INFO_OUT_OF_MEMORY;
    if (da && db && dminor && s) {
        const int upper = uplo == 'U';
        be->copy_matrix(ctx, TRIDENT_COPY_HOST_TO_BACKEND, n, n, sizeof *a, a, lda, da, ldd);
        be->copy_matrix(ctx, TRIDENT_COPY_HOST_TO_BACKEND, n, n, sizeof *b, b, ldb, db, ldd);
        be->w.potrf(ctx, uplo, n, db, ldd, dminor);
        be->copy_matrix(ctx, TRIDENT_COPY_BACKEND_TO_HOST, 1, 1, sizeof hminor, dminor, 1, &hminor, 1);
        status = be->synchronize(ctx);
        if (status == TRIDENT_SUCCESS && hminor == 0) {
            be->w.hermitian_full(ctx, uplo, n, da, ldd, da, ldd);
            if (itype == 1) { /* inv(U^T) A inv(U)  or  inv(L) A inv(L^T) */
                be->w.trsm(ctx, 'L', uplo, upper ? 'T' : 'N', n, n, db, ldd, da, ldd);
                be->w.trsm(ctx, 'R', uplo, upper ? 'N' : 'T', n, n, db, ldd, da, ldd);
            } else { /* U A U^T  or  L^T A L */
                be->w.trmm(ctx, 'L', uplo, upper ? 'N' : 'T', n, n, db, ldd, da, ldd);
                be->w.trmm(ctx, 'R', uplo, upper ? 'T' : 'N', n, n, db, ldd, da, ldd);
            }
            be->copy_matrix(ctx, TRIDENT_COPY_BACKEND_TO_HOST, n, n, sizeof *s, da, ldd, s, n);
            status = be->synchronize(ctx);
        }
        if (status == TRIDENT_SUCCESS) { /* now the caller's arrays: B's factor (partial where a
                                          * minor failed; its other triangle as uploaded), C */
            *written = 1;
            be->copy_matrix(ctx, TRIDENT_COPY_BACKEND_TO_HOST, n, n, sizeof *b, db, ldd, b, ldb);
            status = be->synchronize(ctx);
            if (status == TRIDENT_SUCCESS && hminor == 0) copy_triangle(uplo, n, s, a, lda);
            *minor = hminor;
        }
    }
    be->free(ctx, da), be->free(ctx, db), be->free(ctx, dminor);
    free(s);
    return status;
}

int trident_wsygv_backtransform_device(trident_context *ctx, int itype, char uplo, int64_t n, int64_t m,
                                       const trident_dd *b, int64_t ldb, trident_dd *z, int64_t ldz, int *written)
{
    *written = 0;
    const trident_backend_ops *be = trident_cuda_backend();
    if (!be || !be->w.trsm) return TRIDENT_INFO_BACKEND_UNAVAILABLE;
    int status = trident_cuda_ready(ctx);
    if (status) return status;
    const int64_t ldd = device_ld(n);
    trident_dd *db = be->alloc(ctx, (size_t)ldd * (size_t)n * sizeof *b);
    trident_dd *dz = be->alloc(ctx, (size_t)ldd * (size_t)m * sizeof *z);
    status = TRIDENT_INFO_OUT_OF_MEMORY;
    if (db && dz) {
        const int upper = uplo == 'U';
        be->copy_matrix(ctx, TRIDENT_COPY_HOST_TO_BACKEND, n, n, sizeof *b, b, ldb, db, ldd);
        be->copy_matrix(ctx, TRIDENT_COPY_HOST_TO_BACKEND, n, m, sizeof *z, z, ldz, dz, ldd);
        if (itype == 1 || itype == 2) /* inv(U) Y  or  inv(L^T) Y */
            be->w.trsm(ctx, 'L', uplo, upper ? 'N' : 'T', n, m, db, ldd, dz, ldd);
        else /* U^T Y  or  L Y */
            be->w.trmm(ctx, 'L', uplo, upper ? 'T' : 'N', n, m, db, ldd, dz, ldd);
        status = be->synchronize(ctx);
        if (status == TRIDENT_SUCCESS) { /* z is written only once the product has succeeded */
            *written = 1;
            be->copy_matrix(ctx, TRIDENT_COPY_BACKEND_TO_HOST, n, m, sizeof *z, dz, ldd, z, ldz);
            status = be->synchronize(ctx);
        }
    }
    be->free(ctx, db), be->free(ctx, dz);
    return status;
}
