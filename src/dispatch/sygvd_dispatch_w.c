/*
 * sygvd_dispatch_w.c -- xSYGVD in double-double (trident_wsygvd).
 *
 * Every stage is double-double (no LAPACK takes a trident_dd):
 *   0. A and B checked finite (nothing written otherwise)
 *   1. B = U^T U or L L^T                        GPU: gv_dispatch_w.c,
 *   2. A := C, the standard form (xSYGST)        host: host_dd_chol.c
 *   3. C's eigenvalues (and vectors) by xSYEVD's w path   syevd_dispatch_w.c
 *   4. jobz V: the vectors back-transformed by the factor   as 1-2
 * 1-2 and 4 run on the GPU where the call's reduction may
 * (trident_wsygv_on_device); where the device fails before it has written
 * anything, the host redoes the step (traced).
 */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>

#include "backend/host/host_dd_chol.h"
#include "backend/host/host_dd_lapack.h"
#include "core/context.h"
#include "core/phase_clock.h"
#include "dispatch/dispatch.h"

/* Steps 1-2 on the host: 0 or TRIDENT_INFO_OUT_OF_MEMORY (nothing
 * written), *minor as trident_wsygv_reduce_device's */
static int reduce_on_host(const char *routine, int itype, char uplo, int64_t n, trident_dd *a, int64_t lda,
                          trident_dd *b, int64_t ldb, int64_t *minor)
{
    /* the reduction's n-by-n scratch, taken before B is written */
    trident_dd *s = (size_t)n > SIZE_MAX / sizeof(trident_dd) / (size_t)n ? NULL
                  : malloc((size_t)n * (size_t)n * sizeof(trident_dd));
    if (!s) {
        trident_report(routine, TRIDENT_INFO_OUT_OF_MEMORY, "cannot allocate the %lld-by-%lld scratch of "
                       "the reduction to standard form (outputs not modified)", (long long)n, (long long)n);
        return TRIDENT_INFO_OUT_OF_MEMORY;
    }
    *minor = trident_host_wpotrf(uplo, n, b, ldb);
    if (*minor == 0) trident_host_wsygst(itype, uplo, n, a, lda, b, ldb, s);
    free(s);
    return TRIDENT_SUCCESS;
}

/* What became of a step tried on the device: 1 done; 0 for the host to
 * redo it (nothing was written; traced); -1 where its copy back failed
 * part-way (reported: the caller returns the status) */
static int device_step(const trident_context *ctx, const char *routine, int64_t n, int status, int written,
                       const char *step, const char *lost)
{
    if (status == TRIDENT_SUCCESS) return 1;
    if (written) {
        trident_report(routine, status, "the copy of %s back from the device failed (%s)", lost,
                       trident_info_string(status));
        return -1;
    }
    trident_trace(ctx, "%s n=%lld: the device failed in the %s (%s), the host's", routine, (long long)n, step,
                  trident_info_string(status));
    return 0;
}

trident_int trident_sygvd_dispatch_w(trident_context *ctx, const char *routine, int itype, char jobz,
                                     char uplo, int64_t n, trident_dd *a, int64_t lda, trident_dd *b,
                                     int64_t ldb, trident_dd *w, trident_dd *work, int64_t lwork)
{
    if (!isfinite(trident_host_wlansy_max(uplo, n, a, lda)) || !isfinite(trident_host_wlansy_max(uplo, n, b, ldb)))
        return trident_nonfinite_input(routine);
    trident_phase_clock clock; /* TRIDENT_VERBOSE=2: each stage's seconds */
    trident_phase_start(ctx, &clock);
    const int device = trident_wsygv_on_device(ctx, n);
    int64_t j = 0;
    int status = 0, written = 0, done = 0;
    if (device) {
        status = trident_wsygv_reduce_device(ctx, itype, uplo, n, a, lda, b, ldb, &j, &written);
        done = device_step(ctx, routine, n, status, written, "reduction to standard form", "B's factor");
        if (done < 0) return status;
    }
    if (!done && (status = reduce_on_host(routine, itype, uplo, n, a, lda, b, ldb, &j))) return status;
    if (j > 0) {
        const trident_int info = (trident_int)(n + j);
        trident_report(routine, info, "the leading minor of order %lld of B is not positive definite",
                       (long long)j);
        return info;
    }
    trident_phase_mark(ctx, NULL, &clock, routine, "Cholesky factor and standard form");

    if (n == 1) { /* C = (c): syevd_dispatch_w takes n >= 2 */
        w[0] = a[0];
        if (jobz == 'V') a[0] = trident_dd_one();
    } else {
        /* a and b are written already: a failure of the standard problem's
         * reduction on the device is redone on the host whatever the
         * backend, rather than returned with them changed */
        ctx->redo_after_write = 1;
        status = trident_syevd_dispatch_w(ctx, routine, jobz, uplo, n, a, lda, w, work, lwork);
        ctx->redo_after_write = 0;
    }
    if (status != 0 || jobz != 'V') return status;
    trident_phase_start(ctx, &clock);
    done = 0;
    if (device) {
        status = trident_wsygv_backtransform_device(ctx, itype, uplo, n, n, b, ldb, a, lda, &written);
        done = device_step(ctx, routine, n, status, written, "back-transformation", "the eigenvectors");
        if (done < 0) return status;
    }
    if (!done) trident_host_wsygv_backtransform(itype, uplo, n, n, b, ldb, a, lda);
    trident_phase_mark(ctx, NULL, &clock, routine, "back-transformation by the factor");
    return TRIDENT_SUCCESS;
}
