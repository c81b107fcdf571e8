/*
 * sygvd_dispatch_w.c -- xSYGVD's host path in double-double (trident_wsygvd).
 *
 * Every stage is double-double on the host (no LAPACK takes a trident_dd,
 * no GPU path has w kernels):
 *   0. A and B checked finite (nothing written otherwise)
 *   1. B = U^T U or L L^T                                 host_dd_chol.c
 *   2. A := C, the standard form (xSYGST)                 host_dd_chol.c
 *   3. C's eigenvalues (and vectors) by xSYEVD's w path   syevd_dispatch_w.c
 *   4. jobz V: the vectors back-transformed by the factor host_dd_chol.c
 */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>

#include "backend/host/host_dd_chol.h"
#include "backend/host/host_dd_lapack.h"
#include "core/context.h"
#include "dispatch/dispatch.h"

trident_int trident_sygvd_dispatch_w(trident_context *ctx, const char *routine, int itype, char jobz,
                                     char uplo, int64_t n, trident_dd *a, int64_t lda, trident_dd *b,
                                     int64_t ldb, trident_dd *w, trident_dd *work, int64_t lwork)
{
    if (!isfinite(trident_host_wlansy_max(uplo, n, a, lda)) || !isfinite(trident_host_wlansy_max(uplo, n, b, ldb)))
        return trident_nonfinite_input(routine);
    /* the reduction's n-by-n scratch, taken before B is written */
    trident_dd *s = (size_t)n > SIZE_MAX / sizeof(trident_dd) / (size_t)n ? NULL
                  : malloc((size_t)n * (size_t)n * sizeof(trident_dd));
    if (!s) {
        trident_report(routine, TRIDENT_INFO_OUT_OF_MEMORY, "cannot allocate the %lld-by-%lld scratch of "
                       "the reduction to standard form (outputs not modified)", (long long)n, (long long)n);
        return TRIDENT_INFO_OUT_OF_MEMORY;
    }
    const int64_t j = trident_host_wpotrf(uplo, n, b, ldb);
    if (j > 0) {
        free(s);
        const trident_int info = (trident_int)(n + j);
        trident_report(routine, info, "the leading minor of order %lld of B is not positive definite",
                       (long long)j);
        return info;
    }
    trident_host_wsygst(itype, uplo, n, a, lda, b, ldb, s);
    free(s);
    trident_int status = 0;
    if (n == 1) { /* C = (c): syevd_dispatch_w takes n >= 2 */
        w[0] = a[0];
        if (jobz == 'V') a[0] = trident_dd_one();
    } else {
        status = trident_syevd_dispatch_w(ctx, routine, jobz, uplo, n, a, lda, w, work, lwork);
    }
    if (status == 0 && jobz == 'V') trident_host_wsygv_backtransform(itype, uplo, n, n, b, ldb, a, lda);
    return status;
}
