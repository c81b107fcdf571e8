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
 * trident_dispatch for a caller whose host choice hands the call on to a
 * host path that dispatches again (xSYGVD's and xSYEVX's device entries
 * ahead of their host drivers): the same choice, traced and timed only
 * when it is the GPU, so that a host run names its backend once.
 */
int trident_dispatch_device_first(trident_context *ctx, const char *routine, int64_t n, int64_t crossover,
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
 * AUTO (or while the context's redo_after_write is set: a driver's earlier
 * stages have written the caller's arrays) when the device ran out of
 * memory or failed (TRIDENT_INFO_DEVICE_ERROR) before any of the caller's
 * outputs was written (written = 0).  Traced
 * (TRIDENT_VERBOSE=1), and the context's last backend becomes the host's.
 * Under backend GPU, or once outputs were written, the failure is the
 * caller's to report.
 */
int trident_staged_redo_on_host(trident_context *ctx, const char *routine, int64_t n, int status, int written);

#define TRI_GENERIC_SOURCE "dispatch/sytrd_dispatch_decl_generic.h"
#include "core/prec/instantiate.h"
/* double-double: xSYTRD (sytrd_dispatch_w.c; host or GPU), xSYEVD, xSYEVX and xSYGVD (below: the
 * reduction by xSYTRD's dispatch, the rest on the host) */
#include "core/prec/prec_w.h"
#include "dispatch/sytrd_dispatch_decl_generic.h"
#include "core/prec/prec_undef.h"

/*
 * xSYEVD in double-double (syevd_dispatch_w.c), host memory, arguments
 * trusted (jobz, uplo upper case; n >= 2; lwork at least LAPACK's minimum:
 * a at work[0..lwork) of LAPACK's layout).  Scale, reduce, solve T (jobz
 * N: bisection, on the GPU where the reduction may run there; V: the same,
 * then inverse iteration (implicit QL where that fails) and the
 * back-transformation into a), scale back.  Returns 0, TRIDENT_INFO_NONFINITE_INPUT (reported; nothing
 * written), another TRIDENT_INFO_* (reported), or i > 0: QL left i
 * off-diagonal entries unconverged (not reported; w holds the partial
 * eigenvalues, a the reduction of the scaled A).
 */
trident_int trident_syevd_dispatch_w(trident_context *ctx, const char *routine, char jobz, char uplo,
                                     int64_t n, trident_dd *a, int64_t lda, trident_dd *w,
                                     trident_dd *work, int64_t lwork);

/*
 * Stages 0-1 of the double-double eigen drivers (syevd_dispatch_w.c), host
 * memory, arguments trusted (uplo upper case; n >= 2): A's stored triangle
 * scaled by 2^k into [2^-430, 2^431) when its largest entry lies outside
 * (exact; *k = 0 otherwise), then A = Q T Q^T by trident_wsytrd's
 * dispatch, on the GPU from its crossover (d, e, tau; reflectors in a;
 * work[0..lwork) the host's panel space).  Eigenvalues of T are those of
 * 2^k A.  Returns 0, TRIDENT_INFO_NONFINITE_INPUT (reported; nothing
 * written) or another TRIDENT_INFO_* (reported).
 */
trident_int trident_wsyev_scale_reduce(trident_context *ctx, const char *routine, char uplo, int64_t n,
                                      trident_dd *a, int64_t lda, trident_dd *d, trident_dd *e, trident_dd *tau,
                                      trident_dd *work, int64_t lwork, int *k);

/* 1 when the double-double eigen drivers' call of order n on ctx stays on
 * the host (trident_dispatch_host_only with xSYTRD's crossover): the
 * interfaces' trident_call_begin takes the device's lock otherwise. */
int trident_wsyev_host_only(const trident_context *ctx, int64_t n);

/*
 * The eigenvalues that range selects of double-double's tridiagonal T
 * (tridiag_eigvals_dispatch_w.c; arguments and result those of
 * trident_tridiag_bisect_subset_w, host memory): on the GPU where the
 * context's call of order n may use it (trident_wsyev_host_only false) and
 * range is 'A' or 'I' (there to full accuracy whatever abstol), else, or
 * where the device fails (traced), by the host's bisection.
 */
int64_t trident_tridiag_eigvals_on_w(trident_context *ctx, int64_t n, const trident_dd *d, const trident_dd *e,
                                     trident_dd *e2, char range, trident_dd vl, trident_dd vu, int64_t il,
                                     int64_t iu, trident_dd abstol, trident_dd *w);
/* its GPU part: eigenvalues k0..k1-1 (0-based) of T (d, e in host memory)
 * into w[0..k1-k0) ascending; 0, or a TRIDENT_INFO_* (w then unspecified) */
int trident_tridiag_eigvals_device_w(trident_context *ctx, int64_t n, const trident_dd *d, const trident_dd *e,
                                     int64_t k0, int64_t k1, trident_dd *w);

/*
 * Double-double's inverse iteration (vectors_dispatch_w.c; arguments and
 * result those of trident_tridiag_invit_w with given NULL, host memory):
 * the vectors that start a cluster on the GPU where the context's call of
 * order n may use it (as trident_wsyev_vectors_on_w), the rest, or all
 * where the device fails (traced), on the host.  Either way the vectors
 * still want trident_wsyev_vectors_on_w's orthonormalization.
 */
int64_t trident_tridiag_invit_on_w(trident_context *ctx, int64_t n, const trident_dd *d, const trident_dd *e,
                                   int64_t m, const trident_dd *w, double abstol, trident_dd *z, int64_t ldz,
                                   trident_dd *work, trident_int *iwork, trident_int *ifail);
/* its GPU part: vector q for the shift sigma[q] (q < count), started as
 * trident_tridiag_invit_w starts vector index[q], into column q of z
 * (n x count, ld n), converged[q] 1 or 0; 0 or a TRIDENT_INFO_* */
struct trident_invit_tols_w; /* cuda/eig/invit_vector_w.h */
int trident_tridiag_invit_device_w(trident_context *ctx, int64_t n, const trident_dd *d, const trident_dd *e,
                                   int64_t count, const trident_dd *sigma, const int64_t *index,
                                   const struct trident_invit_tols_w *tol, trident_dd *z, int *converged);

/*
 * The last stages of double-double's eigenvectors (vectors_dispatch_w.c),
 * host memory: z (n-by-m, ldz >= n) from trident_tridiag_invit_w made
 * orthonormal, then z := Q z (xORMTR 'L', 'N'; Q of order n from
 * trident_wsytrd's reflectors in a, lda >= n, and tau, n-1).  On the GPU
 * where the context's call of order n may use it (as
 * trident_tridiag_eigvals_on_w), else, or where the device fails (traced),
 * on the host.  0, or a TRIDENT_INFO_* where the copy of the result back
 * failed part-way (z then lost; reported for routine).
 */
int trident_wsyev_vectors_on_w(trident_context *ctx, const char *routine, char uplo, int64_t n, int64_t m,
                               const trident_dd *a, int64_t lda, const trident_dd *tau, trident_dd *z, int64_t ldz);
/* its GPU part (orthonormalize 0: z is orthonormal already): 0; 1 where
 * z is too far from orthonormal for the GPU's step (z untouched); or a
 * TRIDENT_INFO_* with *z_written 0 (z untouched) or 1 (the copy back
 * failed part-way) */
int trident_wsyev_vectors_device_w(trident_context *ctx, char uplo, int64_t n, int64_t m, const trident_dd *a,
                                   int64_t lda, const trident_dd *tau, trident_dd *z, int64_t ldz,
                                   int orthonormalize, int *z_written);

/*
 * The Cholesky-based steps of double-double's generalized problem on the
 * GPU (gv_dispatch_w.c; host memory, arguments those of host_dd_chol.h's
 * routines).  trident_wsygv_on_device: 1 where the context's call of order
 * n may take them there (as trident_wsyev_vectors_on_w).
 * trident_wsygv_reduce_device: B's factor into b, and where it succeeded
 * (*minor 0) the standard form C into a's triangle; else *minor := the
 * order of B's leading minor that is not positive definite, b holding the
 * factor as far as it went and a untouched.
 * trident_wsygv_backtransform_device: z (n x m) := the generalized
 * problem's vectors from C's.  Both return 0, or a TRIDENT_INFO_* with
 * *written 0 (nothing written: the host may redo the step) or 1 (a copy
 * back failed part-way).
 */
int trident_wsygv_on_device(const trident_context *ctx, int64_t n);
int trident_wsygv_reduce_device(trident_context *ctx, int itype, char uplo, int64_t n, trident_dd *a, int64_t lda,
                                trident_dd *b, int64_t ldb, int64_t *minor, int *written);
int trident_wsygv_backtransform_device(trident_context *ctx, int itype, char uplo, int64_t n, int64_t m,
                                       const trident_dd *b, int64_t ldb, trident_dd *z, int64_t ldz, int *written);

/*
 * xSYEVX in double-double (syevx_dispatch_w.c), host memory, arguments
 * trusted (range 'A', 'V', 'I' and uplo upper case; vl < vu for range V,
 * 1 <= il <= iu <= n for range I; n >= 2; lwork >= 8n; iwork n integers,
 * ifail m).  trident_wsyev_scale_reduce, bisection for the selected
 * eigenvalues of T (w[0..*m), ascending), and for wantz inverse iteration
 * for their eigenvectors, back-transformed by Q into z (n-by-m).  Returns
 * 0, a reported TRIDENT_INFO_* as trident_wsyev_scale_reduce, or i > 0:
 * i eigenvectors did not converge, their indices in ifail (not reported).
 */
trident_int trident_syevx_dispatch_w(trident_context *ctx, const char *routine, int wantz, char range,
                                     char uplo, int64_t n, trident_dd *a, int64_t lda, trident_dd vl,
                                     trident_dd vu, int64_t il, int64_t iu, trident_dd abstol, trident_int *m,
                                     trident_dd *w, trident_dd *z, int64_t ldz, trident_dd *work, int64_t lwork,
                                     trident_int *iwork, trident_int *ifail);

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
