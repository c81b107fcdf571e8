/*
 * dispatch.h -- choose the backend that runs a routine called on host data.
 */
#ifndef TRIDENT_DISPATCH_H
#define TRIDENT_DISPATCH_H

#include "backend/backend.h"
#include "backend/host/lapack_prototypes.h"
#include "core/phase_clock.h" /* the drivers' phases at TRIDENT_VERBOSE=2 */

/*
 * Pick the backend for `routine` of order n from the context's choice:
 *   HOST -> host;  GPU -> CUDA or TRIDENT_INFO_BACKEND_UNAVAILABLE;
 *   AUTO -> CUDA when it is built, a device is present and n >= the
 *           context's crossover, or (unset) `crossover`: the measured one of
 *           the routine's family (dispatch/crossover.h); else host.
 * Returns TRIDENT_SUCCESS and sets *be, or a TRIDENT_INFO_* code.
 */
int trident_dispatch(trident_context *ctx, const char *routine, int64_t n, int64_t crossover,
                     const trident_backend_ops **be);

/*
 * 1 when trident_dispatch is certain to pick the host for a call of order n
 * on ctx: backend HOST, or AUTO below the crossover (the context's, else
 * `crossover`), or no GPU at all.  Such calls run side by side on a shared
 * context (trident_call_begin); 0 says only that the GPU may be picked.
 */
int trident_dispatch_host_only(const trident_context *ctx, int64_t n, int64_t crossover);

/*
 * Under backend GPU where this build or machine has none: reports and
 * returns TRIDENT_INFO_BACKEND_UNAVAILABLE, as trident_dispatch would; else
 * 0.  For a driver that works on the caller's data on the host before its
 * call of trident_dispatch (xSYGVX's reduction): it refuses first, so that
 * the refusal leaves every output untouched.
 */
int trident_dispatch_gpu_missing(const char *routine, const trident_context *ctx);

/*
 * After a host-memory call's run on the device (the staged paths) failed
 * with `status`: 1 when the host is to redo the call, that is under backend
 * AUTO when the device ran out of memory or failed (TRIDENT_INFO_DEVICE_ERROR)
 * before any of the caller's outputs was written (written = 0).  Traced
 * (TRIDENT_VERBOSE=1), and the context's last backend becomes the host's.
 * Under backend GPU, or once outputs were written, the failure is the
 * caller's to report.
 */
int trident_staged_redo_on_host(trident_context *ctx, const char *routine, int64_t n, int status, int written);

#define TRI_GENERIC_SOURCE "dispatch/sytrd_dispatch_decl_generic.h"
#include "core/prec/instantiate.h"
/* double-double: xSYTRD (sytrd_dispatch_w.c), xSYEVD and xSYGVD (below), on the host */
#include "core/prec/prec_w.h"
#include "dispatch/sytrd_dispatch_decl_generic.h"
#include "core/prec/prec_undef.h"

/*
 * xSYEVD in double-double (syevd_dispatch_w.c), host memory, arguments
 * trusted (jobz, uplo upper case; n >= 2; lwork at least LAPACK's minimum:
 * a at work[0..lwork) of LAPACK's layout).  Scale, reduce, solve T (jobz
 * N: bisection; V: implicit QL and the back-transformation into a), scale
 * back.  Returns 0, TRIDENT_INFO_NONFINITE_INPUT (reported; nothing
 * written), another TRIDENT_INFO_* (reported), or i > 0: QL left i
 * off-diagonal entries unconverged (not reported; w holds the partial
 * eigenvalues, a the reduction of the scaled A).
 */
trident_int trident_syevd_dispatch_w(trident_context *ctx, const char *routine, char jobz, char uplo,
                                     int64_t n, trident_dd *a, int64_t lda, trident_dd *w,
                                     trident_dd *work, int64_t lwork);

/*
 * xSYGVD in double-double (sygvd_dispatch_w.c), host memory, arguments
 * trusted (itype 1..3; jobz, uplo upper case; n >= 1; lwork at least
 * LAPACK's minimum).  B = U^T U or L L^T, A := its standard form, solved by
 * trident_syevd_dispatch_w, jobz V: the vectors back-transformed into a.
 * Returns 0; TRIDENT_INFO_NONFINITE_INPUT when A or B has NaN or infinite
 * entries, or TRIDENT_INFO_OUT_OF_MEMORY (both reported, nothing
 * written); n + j when the leading minor of order j of B is not positive
 * definite (reported; b holds the partial factor, a and w untouched); or
 * i in 1..n, QL's failure (not reported, as trident_syevd_dispatch_w).
 */
trident_int trident_sygvd_dispatch_w(trident_context *ctx, const char *routine, int itype, char jobz,
                                     char uplo, int64_t n, trident_dd *a, int64_t lda, trident_dd *b,
                                     int64_t ldb, trident_dd *w, trident_dd *work, int64_t lwork);
#define TRI_GENERIC_SOURCE "dispatch/dispatch_decl_generic.h"
#include "core/prec/instantiate.h"

#endif
