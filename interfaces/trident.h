/*
 * trident.h -- public interface of Trident, dense symmetric/Hermitian
 * eigensolvers for NVIDIA GPUs with LAPACK-compatible entry points.
 *
 * Conventions (as in LAPACK):
 *   - matrices are column-major; `lda` is the leading dimension, >= max(1,n);
 *   - character arguments are case-insensitive ('U'/'u', 'L'/'l', ...);
 *   - `info` = 0 on success, -i if argument i had an illegal value; nothing
 *     is written to any output when an argument is illegal;
 *   - `lwork = -1` (and `liwork = -1`, ...) is a workspace query: the optimal
 *     sizes are returned in work[0] (iwork[0], ...) and nothing else is done.
 *
 * Errors never stop the program: an illegal argument or a failure calls the
 * error handler (see trident_set_error_handler) and returns through `info`.
 * Besides LAPACK's values, `info` may hold one of the TRIDENT_INFO_* codes
 * below, all <= -1000 so they never collide with an argument position.
 */
#ifndef TRIDENT_H
#define TRIDENT_H

#include "trident_types.h"
#include "trident_version.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ------------------------------------------------------------------------ */
/* Status codes beyond LAPACK's (returned in info or as a return value).    */

#define TRIDENT_SUCCESS                       0
#define TRIDENT_INFO_OUT_OF_MEMORY        (-1001) /* host or device allocation failed; outputs untouched */
#define TRIDENT_INFO_BACKEND_UNAVAILABLE  (-1002) /* the requested backend is not built in or has no device */
#define TRIDENT_INFO_DEVICE_ERROR         (-1003) /* a CUDA / cuBLAS call failed */
#define TRIDENT_INFO_INVALID_CONTEXT      (-1004) /* NULL or destroyed context */
#define TRIDENT_INFO_INVALID_OPTION       (-1005) /* an option value out of range */
#define TRIDENT_INFO_NONFINITE_INPUT      (-1006) /* the matrix has NaN or infinite entries; no eigenvalue written (below) */

/*
 * TRIDENT_INFO_NONFINITE_INPUT: every eigen driver (xSYEVD, xSYEVX, xSYEVR,
 * xSYGVD, xSYGVX, the _gpu entries) first finds the largest |a(i,j)| of the
 * stored triangle, as LAPACK does to scale A (at order 1: a11).  When that
 * is NaN or infinite it returns this code with one report, m = 0, and writes
 * neither eigenvalues nor eigenvectors: A is as it was (the generalized
 * drivers may leave A reduced and B factored, as when the tridiagonal
 * solver fails: the host path does, the GPU path of the host-pointer
 * routines leaves both as they were).  LAPACK computes on: NaN eigenvalues with info 0, or an argument
 * error from inside (xSTEBZ, xLASCL), or a crash (xSTEMR).  A NaN in B
 * makes B not positive definite: info n + i.  The generalized drivers
 * check the reduced matrix (inv(L) A inv(L)^H, or L^H A L): one that
 * overflows, B nearly singular (denormal entries) or A and B badly scaled,
 * gives this code too, where LAPACK returns infinite or NaN eigenvalues,
 * info > 0, or m = 0 with info 0.
 */

/* Human-readable text for any info value (argument errors included). */
const char *trident_info_string(trident_int info);

/* The version of the library loaded at run time: TRIDENT_VERSION's and
 * TRIDENT_VERSION_STRING's values when it was built.  A program compares
 * them with the macros it was compiled with to catch headers and library
 * from different releases. */
int trident_version_number(void);
const char *trident_version_string(void);

/* ------------------------------------------------------------------------ */
/* Error handler.                                                           */

/*
 * Called (instead of stopping the program) whenever a routine returns a
 * nonzero info because of an illegal argument or a failure.
 *   routine  the routine's C name, e.g. "trident_dsytrd" (the device entries'
 *            "trident_dsyevd_gpu"; the LAPACK layer's XERBLA calls name LAPACK's)
 *   info     the info the routine returns (-i for argument i)
 *   message  one line of explanation, no trailing newline
 * The default handler prints one line to stderr and returns:
 * " ** On entry to <routine>: <message>" for an illegal argument (XERBLA's
 * words), " ** <routine>: <message>" for a failure.
 */
typedef void (*trident_error_handler)(const char *routine, trident_int info,
                                      const char *message, void *user_data);

/* Install a handler for the whole process; NULL restores the default.
 * Returns the previously installed handler (NULL if it was the default).
 * Install it before threads call Trident, as LAPACK's XERBLA is set up
 * once; the handler itself may then be called from several threads at
 * once. */
trident_error_handler trident_set_error_handler(trident_error_handler handler,
                                                void *user_data);

/* ------------------------------------------------------------------------ */
/* Context: device, stream, library handles, workspace, options.           */

typedef struct trident_context trident_context;

/* Under AUTO a call on host memory that the GPU cannot finish -- out of
 * device memory, or a CUDA / cuBLAS / cuSOLVER failure before any result
 * was copied back -- is redone on the host, so it still succeeds; under
 * GPU it returns TRIDENT_INFO_OUT_OF_MEMORY / TRIDENT_INFO_DEVICE_ERROR
 * with its outputs as they were.  (A failure while the results are being
 * copied back returns TRIDENT_INFO_DEVICE_ERROR under either: the outputs
 * may then be partly written.) */
typedef enum trident_backend {
    TRIDENT_BACKEND_AUTO = 0, /* GPU when present and worth it, else host */
    TRIDENT_BACKEND_HOST = 1, /* host BLAS/LAPACK only */
    TRIDENT_BACKEND_GPU  = 2  /* CUDA; routines fail with TRIDENT_INFO_BACKEND_UNAVAILABLE without one */
} trident_backend;

/*
 * Threads.  Every routine may be called from several threads at once.
 * Calls on one context that may run on the GPU take turns: each holds the
 * context while it uses the context's state (its GPU stream, library
 * handles and workspace), so two threads never interleave their work on it.
 * LAPACK-compatible calls certain to run on the host (backend host, an
 * order below the GPU crossover, or no GPU) use none of that state and run
 * side by side even on a shared context.  For GPU solves that run side by
 * side, on streams of their own, give each thread its own context: the
 * native routines take it as an argument,
 * and trident_set_thread_context binds one to the calling thread for the
 * LAPACK-compatible routines (for unmodified programs, the environment's
 * TRIDENT_THREAD_CONTEXTS=1 gives every thread but the first to call a
 * context of its own, with the default context's options, freed at the
 * thread's exit).  Set a context's options while no call is using it, and
 * destroy it only when no thread uses it any more.
 */

/* Create a context with default options (backend AUTO, deterministic on,
 * verbosity 0).  Returns TRIDENT_SUCCESS or TRIDENT_INFO_OUT_OF_MEMORY. */
int trident_context_create(trident_context **ctx);
void trident_context_destroy(trident_context *ctx);

/* The context the LAPACK-compatible routines use in the calling thread: the
 * one bound by trident_set_thread_context, else the process's default
 * context, shared by all threads.  The default context is created on first use;
 * its initial options come from the environment:
 *   TRIDENT_BACKEND = auto | host | gpu,  TRIDENT_VERBOSE = 0 | 1 | 2,
 *   TRIDENT_GPU_MIN_N = smallest n that backend AUTO sends to the GPU,
 *   TRIDENT_CANONICAL_VECTORS = 0 | 1 (see the options of the eigen routines). */
trident_context *trident_default_context(void);

/* The LAPACK-compatible routines called from this thread use ctx from now
 * on (NULL: the process's default context again), so that threads with a
 * context each run their solves side by side; an OpenMP program binds one
 * per thread in a parallel region.  ctx stays the caller's: unbind it (or
 * destroy it, which unbinds it in the destroying thread) before it goes.
 * Returns TRIDENT_SUCCESS or TRIDENT_INFO_INVALID_CONTEXT. */
int trident_set_thread_context(trident_context *ctx);

int trident_context_set_backend(trident_context *ctx, trident_backend backend);
int trident_context_get_backend(const trident_context *ctx, trident_backend *backend);
/* Deterministic (default 1): the same inputs give bitwise-identical outputs
 * run after run.  0 allows faster non-reproducible GPU paths. */
int trident_context_set_deterministic(trident_context *ctx, int deterministic);
int trident_context_get_deterministic(const trident_context *ctx, int *deterministic);
/* Verbosity: 0 silent, 1 one line per call (routine, n, backend), 2 + the
 * time of each phase of a driver, 3 + the steps inside those phases. */
int trident_context_set_verbosity(trident_context *ctx, int level);
int trident_context_get_verbosity(const trident_context *ctx, int *level);

/* Backend AUTO sends a problem of order n to the GPU when n >= this value
 * (default: the crossover measured on the reference GPU, recorded in
 * src/dispatch/crossover.h; environment: TRIDENT_GPU_MIN_N).  n < 0 restores
 * the default. */
int trident_context_set_gpu_crossover(trident_context *ctx, int64_t n);

/* FP32 products on the matrix units (default 1; environment:
 * TRIDENT_FP32_GEMM = native | tf32x3).  The single-precision GPU solves
 * (s, c) compute their large matrix products -- the eigenvectors of the
 * tridiagonal matrix times the formed Q, the trailing updates of the
 * back-transformation and of the divide and conquer's merges, the
 * generalized problem's reduction to standard form and back-substitution -- as
 * three TF32 products of operands split into a TF32 head and tail, which
 * the H100's tensor cores run about 2.5 times faster than cuBLAS's FP32
 * GEMM.  The result keeps FP32's accuracy to within a small factor
 * (bench/probe/README.md has the measured errors).  For c with at least
 * 16384 eigenvectors the back-transformation's V^H Z products go that way
 * too, which costs most: c's residual at n = 16384 0.07 n ||A|| eps
 * against 0.01 (bench/eigen/README.md, session 59).  0 takes cuBLAS's native
 * FP32 GEMM throughout.  Double precision is unaffected.  Setter: exactly
 * 0 or 1. */
int trident_context_set_tf32x3(trident_context *ctx, int on);
int trident_context_get_tf32x3(const trident_context *ctx, int *on);

/* Complex-double products by Gauss's method (default 1; environment:
 * TRIDENT_Z_GEMM = native | 3m).  The z GPU solves compute their large
 * matrix products (the back-transformations, the two-stage reduction's
 * trailing updates, the refactoring of Q in xHETRD's two-stage route) as
 * three real products instead of four, where that measured faster on the
 * H100 (4-14% less time a product, bench_zgemm3m).  The error stays
 * bounded normwise as the plain product's, with a somewhat larger
 * constant; an imaginary part much smaller than the products it comes from
 * may lose relative accuracy.  0 takes cuBLAS's plain ZGEMM throughout.
 * Other precisions are unaffected.  Setter: exactly 0 or 1. */
int trident_context_set_zgemm3m(trident_context *ctx, int on);
int trident_context_get_zgemm3m(const trident_context *ctx, int *on);

/* ---- Options of the eigen routines (syevd/heevd, syevx/heevx, syevr/heevr,
 * sygvd/hegvd, sygvx/hegvx and the _factored forms).  Both are off by
 * default, so results are those LAPACK's routines return.  The setters take
 * exactly 0 or 1 (anything else: TRIDENT_INFO_INVALID_OPTION, nothing
 * changed); the getters return TRIDENT_INFO_INVALID_OPTION for a NULL `on`.
 *
 * Canonical eigenvectors (environment: TRIDENT_CANONICAL_VECTORS = 0 | 1).
 *   Eigenvectors are defined up to a sign (real) or a unit phase (complex).
 *   With the option on, every returned eigenvector is scaled so that its
 *   component of largest magnitude (the first one on ties) is real and
 *   positive: a sign flip for real types, a multiplication by the unit
 *   phase for complex types (that component is then stored as exactly real).
 *   Eigenvalues, orthogonality and, for generalized problems, the
 *   B-normalization are unchanged.  Where components tie in magnitude only
 *   up to rounding, which one is "largest" may differ between machines.
 *
 * Keep inputs.
 *   With the option on, the routines leave their input matrices a and b
 *   unmodified: they work on private copies of the stored triangles
 *   (n*n elements each, allocated per call; if that allocation fails the
 *   routine returns info = TRIDENT_INFO_OUT_OF_MEMORY and writes no output).
 *   An array that also carries an output is still written: xSYEVD / xHEEVD
 *   and xSYGVD / xHEGVD (and _factored) with jobz = 'V' return the
 *   eigenvectors in a, so a is overwritten there (with jobz = 'N' it is
 *   kept).  b is always kept -- it then does not hold B's Cholesky factor on
 *   exit, so a later _factored call needs the factor from elsewhere. */
int trident_context_set_canonical_vectors(trident_context *ctx, int on);
int trident_context_get_canonical_vectors(const trident_context *ctx, int *on);
int trident_context_set_keep_inputs(trident_context *ctx, int on);
int trident_context_get_keep_inputs(const trident_context *ctx, int *on);

/* Name of the backend that executed the last routine called with this
 * context ("host", "cuda"), or "none" before any call. */
const char *trident_context_last_backend(const trident_context *ctx);

/* 1 if this build has the CUDA backend and a CUDA device is usable. */
int trident_gpu_available(void);

/* Start the CUDA runtime's initialization (about 0.3 s on an H100) in a
 * background thread and return at once, so that the first routine that
 * runs on the GPU does not pay for it.  Call it early, for example before
 * building the matrix.  It touches no context and is safe to call more than
 * once or from several threads; it does nothing in a build without CUDA or
 * when the thread cannot be started.  libtrident_lapack calls it when it is
 * loaded (TRIDENT_PREPARE_GPU=0 turns that off).  Do not fork() while it
 * runs if the child is to use CUDA. */
void trident_gpu_prepare(void);

/* ------------------------------------------------------------------------ */
/* Householder tridiagonalization, LAPACK xSYTRD / xHETRD.                  */
/*
 * Reduces the symmetric (Hermitian) matrix A to real symmetric tridiagonal
 * form T by a unitary similarity transformation  Q^H A Q = T.
 *
 * uplo   (in)  'U': the upper triangle of A is stored and referenced;
 *              'L': the lower triangle.  The other triangle is not touched.
 * n      (in)  order of A, n >= 0.
 * a      (in/out) lda-by-n.  On exit the diagonal and first super- (uplo='U')
 *              or sub-diagonal (uplo='L') hold T, and the rest of the stored
 *              triangle holds the Householder vectors, exactly as in LAPACK,
 *              so xORGTR/xUNGTR and xORMTR/xUNMTR consume them.  (Large n on
 *              the GPU goes by way of the two-stage reduction, trident_cuda.h:
 *              the same representation, with T and Q equal to the one-stage
 *              reduction's up to rounding and the signs of e.)
 * lda    (in)  lda >= max(1,n).
 * d      (out) n diagonal elements of T.
 * e      (out) n-1 off-diagonal elements of T (real also for complex A).
 * tau    (out) n-1 scalar factors of the elementary reflectors.
 * work   (workspace/out) lwork elements; on exit work[0] = optimal lwork.
 * lwork  (in)  lwork >= 1.  Optimal is n*nb (nb the block size).  With less,
 *              a smaller block size is used; below n the routine allocates
 *              its own panel workspace.  lwork = -1 is a size query.
 * info   (out) 0 success; -i argument i illegal; TRIDENT_INFO_* on failure.
 */
void trident_ssytrd(char uplo, trident_int n, float *a, trident_int lda,
                    float *d, float *e, float *tau,
                    float *work, trident_int lwork, trident_int *info);
void trident_dsytrd(char uplo, trident_int n, double *a, trident_int lda,
                    double *d, double *e, double *tau,
                    double *work, trident_int lwork, trident_int *info);
void trident_chetrd(char uplo, trident_int n, trident_complex_float *a, trident_int lda,
                    float *d, float *e, trident_complex_float *tau,
                    trident_complex_float *work, trident_int lwork, trident_int *info);
void trident_zhetrd(char uplo, trident_int n, trident_complex_double *a, trident_int lda,
                    double *d, double *e, trident_complex_double *tau,
                    trident_complex_double *work, trident_int lwork, trident_int *info);

/* ------------------------------------------------------------------------ */
/* Householder tridiagonalization in double-double, xSYTRD for trident_dd.  */
/*
 * trident_wsytrd: trident_dsytrd's contract (above) with every real number
 * a double-double (trident_dd, trident_types.h: about 106 bits), for
 * eigenvalues to ~30 digits.  Reduces the real symmetric A to symmetric
 * tridiagonal T by an orthogonal similarity  Q^T A Q = T,  where (1-based,
 * as in LAPACK's documentation) Q = H(n-1) ... H(1) for uplo 'U' and
 * Q = H(1) ... H(n-1) for uplo 'L', each H(i) = I - tau(i) v v^T.
 *
 * Backend as trident_dsytrd's (the context's choice; automatic: the GPU
 * from n = 192 where there is one): on the GPU the same blocked one-stage
 * driver with Trident's double-double SYMV, panel kernels and rank-2k
 * update (bitwise repeatable; no two-stage route), on the host the same
 * driver on host loops.  The arithmetic is double-double throughout, and
 * accuracy is LAPACK's in the precision's own unit, eps = 2^-106 (the unit
 * of cuda/dd/dd_arith.h's error bounds): ||A - Q T Q^T|| / (n ||A|| eps)
 * and ||I - Q^T Q|| / (n eps) of order one (tests/host/test_wsytrd.c
 * measures them on both).  Entries must keep double-double's range:
 * magnitudes between about 2^-900 and 2^1000 (dd_arith.h), or the low
 * words lose bits; on the GPU the reflectors also lose bits for entries
 * above about 2^969 (the host scales its reflector's divisions by a power
 * of two there; the GPU's panel kernel does not yet).
 *
 * Arguments (position i; an illegal one gives info = -i, a report through
 * the error handler, and no write to a, d, e, tau or work):
 *  1 uplo   (in)  'U': the upper triangle of A is stored and referenced;
 *                 'L': the lower triangle.  The other triangle is not touched.
 *  2 n      (in)  order of A, n >= 0.
 *  3 a      (in/out) lda-by-n.  On exit the diagonal and first super-
 *                 (uplo='U') or sub-diagonal (uplo='L') hold T, and the rest
 *                 of the stored triangle the Householder vectors, as dsytrd
 *                 leaves them (uplo 'L': v(1:i) = 0, v(i+1) = 1 implied,
 *                 v(i+2:n) in a(i+2:n, i); uplo 'U': v(i+1:n) = 0, v(i) = 1
 *                 implied, v(1:i-1) in a(1:i-1, i+1)).
 *  4 lda    (in)  lda >= max(1,n).
 *  5 d      (out) n diagonal elements of T.
 *  6 e      (out) n-1 off-diagonal elements of T.
 *  7 tau    (out) n-1 scalar factors of the elementary reflectors.
 *  8 work   (workspace/out) lwork elements; on exit work[0] = optimal lwork
 *                 (a whole number held as a trident_dd, work[0].lo = 0).
 *  9 lwork  (in)  lwork >= 1.  Optimal is n*nb (nb the block size, 32).
 *                 With less, a smaller block size is used; below n the
 *                 routine allocates its own panel workspace.  lwork = -1 is
 *                 a size query: work[0] only.
 * 10 info   (out) 0 success; -i argument i illegal; TRIDENT_INFO_* on failure
 *                 (TRIDENT_INFO_OUT_OF_MEMORY: the panel workspace could not
 *                 be allocated, nothing written).
 * n = 0: work[0] = 1 and nothing else.  n = 1: d[0] = a(1,1), no reflector.
 */
void trident_wsytrd(char uplo, trident_int n, trident_dd *a, trident_int lda,
                    trident_dd *d, trident_dd *e, trident_dd *tau,
                    trident_dd *work, trident_int lwork, trident_int *info);

/* ------------------------------------------------------------------------ */
/* All eigenvalues and optionally eigenvectors in double-double, xSYEVD.    */
/*
 * trident_wsyevd: trident_dsyevd's contract (below) with every real number
 * a double-double (trident_dd): all eigenvalues, and for jobz 'V' the
 * eigenvectors, of the real symmetric A, to about 30 digits.
 *
 * In double-double arithmetic throughout (eps = 2^-106, the unit of
 * cuda/dd/dd_arith.h's bounds).  Every stage runs where trident_wsytrd's
 * reduction would (the GPU from n = 192 where the context's backend choice
 * allows, else the host); a later stage the device fails before it has
 * written anything is redone on the host under either backend (the
 * reduction has already written a), so the call still succeeds, and a
 * failure of a copy back returns TRIDENT_INFO_DEVICE_ERROR.  A is scaled by a power of two when
 * max|a(i,j)| lies outside [2^-431, 2^431] (exact; the eigenvalues are
 * scaled back), reduced to T = Q^T A Q by trident_wsytrd's driver, then
 *   jobz 'N': every eigenvalue of T by bisection on Sturm counts, to within
 *             max(eps ||T||, 2 eps |lambda|) of an eigenvalue of a T whose
 *             entries moved by a few eps, relative;
 *   jobz 'V': the same eigenvalues, then the eigenvectors of T by inverse
 *             iteration (trident_wsyevx's path, range 'A'), Z made
 *             orthonormal (one step of Loewdin's symmetric
 *             orthonormalization on the GPU, Gram-Schmidt on the host),
 *             then Z := Q Z.  Where a vector does not converge, or
 *             the workspace has no room for the iteration's scratch (n <= 3
 *             with LAPACK's minimum lwork), implicit QL with Wilkinson
 *             shifts instead for the vectors (the eigenvalues stay
 *             bisection's).
 * Accuracy, both: each computed eigenvalue within a small multiple of
 * n eps ||A|| of the exact one (jobz 'N' and 'V' give the same bits),
 * ||A Z - Z Lambda|| / (n ||A|| eps) and ||I - Z^T Z|| / (n eps) of order
 * one (tests/host/test_wsyevd.c measures them; 0.65 and 0.62 for the
 * orthogonality at n = 300 and 700 on random A, where implicit QL's grows
 * with n: 8.0 and 12.2).  The work is O(n^3) double-double operations:
 * on the host (one core, unblocked) meant for orders up to about a
 * thousand, on the GPU for thousands (n = 4096 with vectors: 0.93 s on an
 * H200).  Entries keep double-double's range where the low
 * words matter (magnitudes above about 2^-900, dd_arith.h).
 *
 * Arguments (position i; an illegal one gives info = -i, a report through
 * the error handler, and no write to any argument):
 *  1 jobz   (in)  'N': eigenvalues only; 'V': eigenvalues and eigenvectors.
 *  2 uplo   (in)  'U' / 'L': which triangle of A is stored and read.
 *  3 n      (in)  order of A, n >= 0.
 *  4 a      (in/out) lda-by-n.  On exit, jobz='V': the orthonormal
 *                 eigenvectors, column j for w[j]; jobz='N': the stored
 *                 triangle is destroyed (unless the keep-inputs option).
 *  5 lda    (in)  lda >= max(1,n).
 *  6 w      (out) the n eigenvalues in ascending order.
 *  7 work   (workspace/out) lwork elements; on exit work[0] = optimal lwork
 *                 (a whole number held as a trident_dd, work[0].lo = 0).
 *  8 lwork  (in)  LAPACK's minimum: n <= 1: 1; jobz='N': 2n+1;
 *                 jobz='V': 1+6n+2n^2.  Optimal is max(minimum, 2n + 32n)
 *                 (full panels for the reduction).
 *  9 iwork  (workspace/out) liwork integers (not used beyond iwork[0]);
 *                 on exit iwork[0] = minimum liwork.
 * 10 liwork (in)  n <= 1 or jobz='N': 1; jobz='V': 3+5n.
 *                 Either of lwork, liwork = -1 makes the call a query of
 *                 both: work[0], iwork[0] only.  A minimum beyond the
 *                 largest trident_int is reported as for trident_dsyevd.
 * 11 info   (out) 0 success; -i argument i illegal; i > 0 the QL iteration
 *                 left i off-diagonal entries unconverged after 30n sweeps
 *                 (w unordered and partial, a holds the reduction; not seen
 *                 in testing); TRIDENT_INFO_NONFINITE_INPUT when A has NaN
 *                 or infinite entries (nothing written but work[0] and
 *                 iwork[0]); other TRIDENT_INFO_* on failure.
 * n = 0: work[0] = 1, iwork[0] = 1 and nothing else.
 */
void trident_wsyevd(char jobz, char uplo, trident_int n, trident_dd *a, trident_int lda,
                    trident_dd *w, trident_dd *work, trident_int lwork,
                    trident_int *iwork, trident_int liwork, trident_int *info);

/* ------------------------------------------------------------------------ */
/* Selected eigenvalues and eigenvectors in double-double, xSYEVX.          */
/*
 * trident_wsyevx: trident_dsyevx's contract (below) with every real number
 * a double-double (trident_dd): selected eigenvalues -- all, those in the
 * half-open window (vl, vu], or the il-th to iu-th -- and for jobz 'V'
 * their eigenvectors, of the real symmetric A, to about 30 digits.
 *
 * In double-double arithmetic throughout (eps = 2^-106), each stage where
 * trident_wsyevd's would run (and redone on the host as there): A scaled by
 * a power of two and reduced to T = Q^T A Q as in trident_wsyevd, then
 *   the selected eigenvalues of T only, each by bisection on Sturm counts
 *   (to max(abstol, 2 eps |lambda|), or with abstol <= 0 to max(eps ||T||,
 *   2 eps |lambda|), of an eigenvalue of a T whose entries moved by a few
 *   eps, relative; range 'I' finds exactly iu - il + 1 of them even where
 *   equal eigenvalues straddle il or iu);
 *   jobz 'V': their m eigenvectors of T by inverse iteration (as LAPACK's
 *   xSTEIN: at most 5 iterations from a fixed start vector for each, the
 *   vectors of eigenvalues closer than 2^-30 ||T||_1 orthogonalized against
 *   each other by modified Gram-Schmidt; then all m made orthonormal once
 *   more, as trident_dsyevx does xSTEIN's), then Z := Q Z for those m
 *   columns only.
 * Accuracy: eigenvalues as trident_wsyevd's; ||A Z - Z Lambda|| /
 * (n ||A|| eps) and ||I - Z^T Z|| / (n eps) of order one
 * (tests/host/test_wsyevx.c measures them).  The reduction is O(n^3)
 * double-double operations, the rest O(n m) (bisection, inverse
 * iteration) plus O(n^2 m) (back-transformation) and O(n k^2) for clusters
 * of k eigenvalues: on the host meant for orders up to a few hundred, on
 * the GPU for thousands.  Results are reproducible bit for bit.
 *
 * Arguments (position i; an illegal one gives info = -i, a report through
 * the error handler, and no write to any argument):
 *  1 jobz   (in)  'N': eigenvalues only; 'V': eigenvalues and eigenvectors.
 *  2 range  (in)  'A': all eigenvalues; 'V': those in (vl, vu]; 'I': the
 *                 il-th through iu-th (1-based, ascending).
 *  3 uplo   (in)  'U' / 'L': which triangle of A is stored and read.
 *  4 n      (in)  order of A, n >= 0.
 *  5 a      (in/out) lda-by-n.  On exit the stored triangle is destroyed
 *                 (unless the keep-inputs option).
 *  6 lda    (in)  lda >= max(1,n).
 *  7 vl, 8 vu (in) range 'V': vl < vu (NaN fails), infinities allowed;
 *                 not referenced otherwise.
 *  9 il, 10 iu (in) range 'I': 1 <= il <= iu <= n, or il = 1, iu = 0 when
 *                 n = 0; not referenced otherwise.
 * 11 abstol (in)  absolute tolerance of the eigenvalues; <= 0: full
 *                 double-double accuracy (eps ||T||), as recommended.
 * 12 m      (out) number of eigenvalues found: n (range 'A'), iu - il + 1
 *                 (range 'I'), 0..n (range 'V').
 * 13 w      (out) n elements; the m eigenvalues ascending in w[0..m).
 * 14 z      (out) ldz-by-max(1,m), jobz 'V': the orthonormal eigenvectors,
 *                 column j for w[j] (provide n columns when m is not known
 *                 in advance, range 'V'); not referenced for jobz 'N'.
 * 15 ldz    (in)  ldz >= 1; jobz 'V': ldz >= max(1,n).
 * 16 work   (workspace/out) lwork elements; on exit work[0] = optimal lwork
 *                 (a whole number held as a trident_dd, work[0].lo = 0).
 * 17 lwork  (in)  LAPACK's minimum: n <= 1: 1; else 8n (d, e, tau and 5n
 *                 for the bisection and inverse iteration).  Optimal is
 *                 (32 + 3) n (full panels for the reduction).  lwork = -1
 *                 is a query: work[0] only.
 * 18 iwork  (workspace) 5n integers (LAPACK's size; n are used).
 * 19 ifail  (out) n integers, jobz 'V': 0 in ifail[0..m) when info = 0;
 *                 else ifail[0..info) the indices (1-based) of the
 *                 eigenvectors that did not converge; not referenced for
 *                 jobz 'N'.
 * 20 info   (out) 0 success; -i argument i illegal; i > 0 i eigenvectors
 *                 failed to converge (see ifail; not seen in testing; the
 *                 vectors are the last iterates, normalized);
 *                 TRIDENT_INFO_NONFINITE_INPUT when A has NaN or infinite
 *                 entries (m = 0, nothing else written but work[0]); other
 *                 TRIDENT_INFO_* on failure.
 * n = 0: m = 0, work[0] = 1 and nothing else.  Options: keep-inputs (a not
 * written) and canonical vectors (each column's largest entry positive).
 */
void trident_wsyevx(char jobz, char range, char uplo, trident_int n, trident_dd *a, trident_int lda,
                    trident_dd vl, trident_dd vu, trident_int il, trident_int iu, trident_dd abstol,
                    trident_int *m, trident_dd *w, trident_dd *z, trident_int ldz, trident_dd *work,
                    trident_int lwork, trident_int *iwork, trident_int *ifail, trident_int *info);

/* ------------------------------------------------------------------------ */
/* Generalized symmetric-definite eigenproblem in double-double, xSYGVD.    */
/*
 * trident_wsygvd: trident_dsygvd's contract (below) with every real number
 * a double-double (trident_dd): all eigenvalues, and for jobz 'V' the
 * eigenvectors, of
 *   itype 1:  A x = lambda B x,   itype 2:  A B x = lambda x,   itype 3:  B A x = lambda x,
 * A symmetric, B symmetric positive definite, to about 30 digits.
 *
 * In double-double arithmetic throughout (eps = 2^-106, the unit of
 * cuda/dd/dd_arith.h's bounds), on the GPU where trident_wsyevd's stages
 * run there (its crossover, or backend gpu; a stage the device fails
 * before it has written anything redone on the host, as there), else on
 * the host: B = U^T U
 * or L L^T by a Cholesky factorization (GPU: blocked, double-double
 * kernels and products; host: unblocked loops); A
 * replaced by the standard form C = inv(U^T) A inv(U) or inv(L) A inv(L^T)
 * (itype 1), U A U^T or L^T A L (itype 2, 3); C's eigenvalues and vectors Y
 * by trident_wsyevd's path (scaling, trident_wsytrd's reduction, bisection
 * or implicit QL); then jobz 'V': Z = inv(U) Y or inv(L^T) Y (itype 1, 2),
 * U^T Y or L Y (itype 3).
 * Accuracy, for a well-conditioned B: the residual ||A Z - B Z Lambda|| /
 * (n ||A|| ||Z|| eps) (itype 1), ||A B Z - Z Lambda|| and ||B A Z - Z Lambda||
 * / (n ||A|| ||B|| ||Z|| eps) (itype 2, 3; LAPACK's xSGT01 measures), and
 * ||Z^T B Z - I|| (itype 1, 2) or ||Z^T inv(B) Z - I|| (3) / (n eps), of
 * order one (tests/host/test_wsygvd.c measures them with cond(B) < 7); the
 * errors grow with B's condition number, as in any Cholesky-based method.
 * The work is O(n^3) double-double operations, with an n-by-n
 * double-double scratch in host memory for the reduction; on the host
 * (one core) meant for orders up to a few hundred, on the GPU for
 * thousands (n = 4096 with vectors: 1.5 s on an H200).  B is not scaled (nor
 * is it by xSYGVD): the squares of its entries must stay in double-double's
 * range, above about 2^-900 where the low words matter.
 *
 * Arguments (position i; an illegal one gives info = -i, a report through
 * the error handler, and no write to any argument):
 *  1 itype  (in)  1, 2 or 3 (above).
 *  2 jobz   (in)  'N': eigenvalues only; 'V': eigenvalues and eigenvectors.
 *  3 uplo   (in)  'U' / 'L': the triangle of A and of B that is stored and read.
 *  4 n      (in)  order of A and B, n >= 0.
 *  5 a      (in/out) lda-by-n.  On exit, jobz='V': the eigenvectors Z,
 *                 column j for w[j], normalized Z^T B Z = I (itype 1, 2) or
 *                 Z^T inv(B) Z = I (itype 3); jobz='N': the stored triangle
 *                 is destroyed (unless the keep-inputs option).
 *  6 lda    (in)  lda >= max(1,n).
 *  7 b      (in/out) ldb-by-n.  On exit the triangle uplo holds the Cholesky
 *                 factor U or L of B (unless the keep-inputs option).
 *  8 ldb    (in)  ldb >= max(1,n).
 *  9 w      (out) the n eigenvalues in ascending order.
 * 10 work   (workspace/out) lwork elements; on exit work[0] = optimal lwork
 *                 (a whole number held as a trident_dd, work[0].lo = 0).
 * 11 lwork  (in)  as trident_wsyevd: n <= 1: 1; jobz='N': 2n+1;
 *                 jobz='V': 1+6n+2n^2; optimal max(minimum, 2n + 32n).
 * 12 iwork  (workspace/out) liwork integers (not used beyond iwork[0]);
 *                 on exit iwork[0] = minimum liwork.
 * 13 liwork (in)  n <= 1 or jobz='N': 1; jobz='V': 3+5n.
 *                 Either of lwork, liwork = -1 makes the call a query of
 *                 both: work[0], iwork[0] only.  A minimum beyond the
 *                 largest trident_int is reported as for trident_dsyevd.
 * 14 info   (out) 0 success; -i argument i illegal; i in 1..n the QL
 *                 iteration left i off-diagonal entries unconverged (as
 *                 trident_wsyevd; not seen in testing); n+i the leading
 *                 minor of order i of B is not positive definite (a pivot
 *                 <= 0 or NaN: b holds the partial factorization, a and w
 *                 are not written); TRIDENT_INFO_NONFINITE_INPUT when A or
 *                 B has NaN or infinite entries in its triangle uplo (nothing
 *                 written but work[0] and iwork[0]); TRIDENT_INFO_OUT_OF_MEMORY
 *                 when the scratch cannot be allocated (nothing written);
 *                 other TRIDENT_INFO_* on failure.
 * Apart from a query or an illegal argument, work[0] and iwork[0] are set
 * on every exit but out-of-memory.  n = 0: work[0] = 1, iwork[0] = 1 and
 * nothing else.  There is no _factored form in double-double yet.
 */
void trident_wsygvd(trident_int itype, char jobz, char uplo, trident_int n, trident_dd *a,
                    trident_int lda, trident_dd *b, trident_int ldb, trident_dd *w,
                    trident_dd *work, trident_int lwork, trident_int *iwork, trident_int liwork,
                    trident_int *info);

/* ------------------------------------------------------------------------ */
/* All eigenvalues and optionally eigenvectors, LAPACK xSYEVD / xHEEVD.     */
/*
 * jobz   (in)  'N': eigenvalues only; 'V': eigenvalues and eigenvectors.
 * uplo   (in)  'U' / 'L': which triangle of A is stored.
 * n      (in)  order of A, n >= 0.
 * a      (in/out) lda-by-n.  On exit, jobz='V': the orthonormal eigenvectors,
 *              column j for w[j]; jobz='N': the stored triangle is destroyed.
 * lda    (in)  lda >= max(1,n).
 * w      (out) the n eigenvalues in ascending order.
 * work, lwork / rwork, lrwork / iwork, liwork: workspace, with LAPACK's
 *              minimum sizes (so code written for LAPACK works unchanged):
 *   xSYEVD  n <= 1: lwork >= 1, liwork >= 1;
 *           jobz='N': lwork >= 2n+1, liwork >= 1;
 *           jobz='V': lwork >= 1+6n+2n^2, liwork >= 3+5n.
 *   xHEEVD  n <= 1: lwork >= 1, lrwork >= 1, liwork >= 1;
 *           jobz='N': lwork >= n+1, lrwork >= n, liwork >= 1;
 *           jobz='V': lwork >= 2n+n^2, lrwork >= 1+5n+2n^2, liwork >= 3+5n.
 *   Any of lwork, lrwork, liwork = -1 makes the call a query of all of them.
 *   With a 32-bit trident_int, the jobz='V' minima exceed 2^31 - 1 from
 *   n = 32767 (lrwork, and lwork of xSYEVD) or n = 46340 (lwork of xHEEVD),
 *   as in LAPACK: the call, a query included, then returns info = -i for
 *   the first such workspace argument i, with a message saying so, and
 *   writes nothing.  (xSYEVR / xHEEVR need O(n) workspace besides Z.)
 * info   (out) 0 success; -i argument i illegal; i > 0 the tridiagonal
 *              eigensolver failed to converge; TRIDENT_INFO_* on failure.
 */
void trident_ssyevd(char jobz, char uplo, trident_int n, float *a, trident_int lda,
                    float *w, float *work, trident_int lwork,
                    trident_int *iwork, trident_int liwork, trident_int *info);
void trident_dsyevd(char jobz, char uplo, trident_int n, double *a, trident_int lda,
                    double *w, double *work, trident_int lwork,
                    trident_int *iwork, trident_int liwork, trident_int *info);
void trident_cheevd(char jobz, char uplo, trident_int n, trident_complex_float *a,
                    trident_int lda, float *w, trident_complex_float *work,
                    trident_int lwork, float *rwork, trident_int lrwork,
                    trident_int *iwork, trident_int liwork, trident_int *info);
void trident_zheevd(char jobz, char uplo, trident_int n, trident_complex_double *a,
                    trident_int lda, double *w, trident_complex_double *work,
                    trident_int lwork, double *rwork, trident_int lrwork,
                    trident_int *iwork, trident_int liwork, trident_int *info);

/* ------------------------------------------------------------------------ */
/* Generalized symmetric-definite eigenproblem, LAPACK xSYGVD / xHEGVD.     */
/*
 * All eigenvalues, and optionally eigenvectors, of
 *   itype 1:  A x = lambda B x,   itype 2:  A B x = lambda x,   itype 3:  B A x = lambda x,
 * A Hermitian, B Hermitian positive definite (e.g. a Fock matrix and the
 * overlap matrix S).
 *
 * itype  (in)  1, 2 or 3 (above).
 * jobz   (in)  'N' eigenvalues only; 'V' also eigenvectors.
 * uplo   (in)  'U' / 'L': the triangle of A and of B that is stored.
 * n      (in)  order of A and B, n >= 0.
 * a      (in/out) lda-by-n.  On exit, jobz='V': the eigenvectors Z, normalized
 *              as LAPACK does: Z^H B Z = I (itype 1, 2), Z^H inv(B) Z = I
 *              (itype 3); jobz='N': the triangle is destroyed.
 * b      (in/out) ldb-by-n.  On exit the Cholesky factor U or L of B (xPOTRF),
 *              which the _factored routines accept, so an overlap matrix that
 *              stays fixed across SCF iterations is factorized once.
 * w      (out) n eigenvalues, ascending.
 * work ... liwork: as xSYEVD / xHEEVD (the same minimum sizes, queries and
 *              limit near n = 32768).
 * info   (out) 0; -i argument i illegal; 1..n the tridiagonal eigensolver did
 *              not converge; n+i the leading minor of order i of B is not
 *              positive definite (B then holds a partial factorization);
 *              TRIDENT_INFO_* on failure.
 */
void trident_ssygvd(trident_int itype, char jobz, char uplo, trident_int n, float *a,
                    trident_int lda, float *b, trident_int ldb, float *w, float *work,
                    trident_int lwork, trident_int *iwork, trident_int liwork, trident_int *info);
void trident_dsygvd(trident_int itype, char jobz, char uplo, trident_int n, double *a,
                    trident_int lda, double *b, trident_int ldb, double *w, double *work,
                    trident_int lwork, trident_int *iwork, trident_int liwork, trident_int *info);
void trident_chegvd(trident_int itype, char jobz, char uplo, trident_int n,
                    trident_complex_float *a, trident_int lda, trident_complex_float *b,
                    trident_int ldb, float *w, trident_complex_float *work, trident_int lwork,
                    float *rwork, trident_int lrwork, trident_int *iwork, trident_int liwork,
                    trident_int *info);
void trident_zhegvd(trident_int itype, char jobz, char uplo, trident_int n,
                    trident_complex_double *a, trident_int lda, trident_complex_double *b,
                    trident_int ldb, double *w, trident_complex_double *work, trident_int lwork,
                    double *rwork, trident_int lrwork, trident_int *iwork, trident_int liwork,
                    trident_int *info);

/*
 * The same with B already factorized: b holds the Cholesky factor (triangle
 * uplo) that xPOTRF or a previous trident_<t>sygvd / <t>hegvd call left in it.
 * b is not modified.  Arguments and info as above (no n+i).
 */
void trident_ssygvd_factored(trident_int itype, char jobz, char uplo, trident_int n, float *a,
                             trident_int lda, const float *b, trident_int ldb, float *w,
                             float *work, trident_int lwork, trident_int *iwork,
                             trident_int liwork, trident_int *info);
void trident_dsygvd_factored(trident_int itype, char jobz, char uplo, trident_int n, double *a,
                             trident_int lda, const double *b, trident_int ldb, double *w,
                             double *work, trident_int lwork, trident_int *iwork,
                             trident_int liwork, trident_int *info);
void trident_chegvd_factored(trident_int itype, char jobz, char uplo, trident_int n,
                             trident_complex_float *a, trident_int lda,
                             const trident_complex_float *b, trident_int ldb, float *w,
                             trident_complex_float *work, trident_int lwork, float *rwork,
                             trident_int lrwork, trident_int *iwork, trident_int liwork,
                             trident_int *info);
void trident_zhegvd_factored(trident_int itype, char jobz, char uplo, trident_int n,
                             trident_complex_double *a, trident_int lda,
                             const trident_complex_double *b, trident_int ldb, double *w,
                             trident_complex_double *work, trident_int lwork, double *rwork,
                             trident_int lrwork, trident_int *iwork, trident_int liwork,
                             trident_int *info);

/* ------------------------------------------------------------------------ */
/* Selected eigenvalues and eigenvectors, LAPACK xSYEVX / xHEEVX.           */
/*
 * range 'A' all eigenvalues; 'V' those in (vl, vu]; 'I' the il-th through
 * iu-th (1-based, ascending), e.g. the lowest k: il = 1, iu = k.  Only the m
 * wanted eigenvectors are computed (inverse iteration) and back-transformed.
 * Arguments, workspace (xSYEVX: lwork >= 8n, iwork 5n; xHEEVX: lwork >= 2n,
 * rwork 7n, iwork 5n; ifail n) and info exactly as LAPACK's:
 * m (out) number found; w (out) the m eigenvalues ascending; z (out) n-by-m
 * eigenvectors (jobz 'V'); ifail (out) indices of eigenvectors that did not
 * converge; info i > 0: i eigenvectors failed to converge.  a is destroyed.
 * Range 'I' gives m = iu - il + 1 also where a cluster of equal eigenvalues
 * straddles il or iu: LAPACK's xSTEBZ finds fewer there (LAPACK's xSYEVX
 * returns m = 0, info 0 for I + ones, n = 11, il = 10, iu = 11), and Trident
 * then bisects for the whole spectrum and takes the il-th to iu-th.
 */
void trident_ssyevx(char jobz, char range, char uplo, trident_int n, float *a, trident_int lda,
                    float vl, float vu, trident_int il, trident_int iu, float abstol, trident_int *m,
                    float *w, float *z, trident_int ldz, float *work, trident_int lwork,
                    trident_int *iwork, trident_int *ifail, trident_int *info);
void trident_dsyevx(char jobz, char range, char uplo, trident_int n, double *a, trident_int lda,
                    double vl, double vu, trident_int il, trident_int iu, double abstol,
                    trident_int *m, double *w, double *z, trident_int ldz, double *work,
                    trident_int lwork, trident_int *iwork, trident_int *ifail, trident_int *info);
void trident_cheevx(char jobz, char range, char uplo, trident_int n, trident_complex_float *a,
                    trident_int lda, float vl, float vu, trident_int il, trident_int iu,
                    float abstol, trident_int *m, float *w, trident_complex_float *z,
                    trident_int ldz, trident_complex_float *work, trident_int lwork, float *rwork,
                    trident_int *iwork, trident_int *ifail, trident_int *info);
void trident_zheevx(char jobz, char range, char uplo, trident_int n, trident_complex_double *a,
                    trident_int lda, double vl, double vu, trident_int il, trident_int iu,
                    double abstol, trident_int *m, double *w, trident_complex_double *z,
                    trident_int ldz, trident_complex_double *work, trident_int lwork,
                    double *rwork, trident_int *iwork, trident_int *ifail, trident_int *info);

/* ------------------------------------------------------------------------ */
/* Selected eigenpairs, LAPACK xSYEVR / xHEEVR (MRRR for all of them).      */
/*
 * Selected eigenvalues and, optionally, eigenvectors of the symmetric
 * (Hermitian) matrix A: Trident's tridiagonalization A = Q T Q^H (on the GPU
 * when worth it), then, as reference LAPACK, the MRRR algorithm (xSTEMR)
 * on T for all eigenpairs (range 'A', or 'I' from 1 to n), xSTERF for all
 * eigenvalues without vectors, and bisection and inverse iteration (xSTEBZ,
 * xSTEIN) for subsets and wherever xSTEMR or xSTERF fails; then the
 * back-transformation of the m vectors only.  (Earlier versions gave
 * subsets to xSTEMR too, which on matrices with multiple eigenvalues could
 * return zero eigenvectors with info 0.)
 *
 * jobz   (in)  'N': eigenvalues only; 'V': eigenvalues and eigenvectors.
 * range  (in)  'A': all eigenvalues; 'V': those in the half-open interval
 *              (vl, vu]; 'I': the il-th through iu-th (1-based, ascending),
 *              e.g. the lowest k with il = 1, iu = k.
 * uplo   (in)  'U' / 'L': which triangle of A is stored.
 * n      (in)  order of A, n >= 0.
 * a      (in/out) lda-by-n; the triangle uplo holds A.  On exit that
 *              triangle (diagonal included) is destroyed (unless the
 *              keep-inputs option is on).
 * lda    (in)  lda >= max(1,n).
 * vl, vu (in)  range 'V': the interval, vl < vu; not referenced otherwise.
 * il, iu (in)  range 'I': 1 <= il <= iu <= n, or il = 1, iu = 0 when n = 0;
 *              not referenced otherwise.
 * abstol (in)  absolute tolerance of the eigenvalues where bisection runs
 *              (as in xSYEVX); abstol <= 2 n eps also asks xSTEMR to try for
 *              high relative accuracy.  0 is a good default.
 * m      (out) number of eigenvalues found (range 'I': iu - il + 1, also
 *              where a cluster of equal eigenvalues straddles il or iu, where
 *              LAPACK's xSTEBZ finds fewer: Trident then bisects for all).
 * w      (out) n elements; the first m hold the selected eigenvalues,
 *              ascending.
 * z      (out) ldz-by-max(1,m); jobz 'V': the orthonormal eigenvectors,
 *              column j for w[j].  Range 'V' cannot know m in advance: supply
 *              n columns (or an upper bound).  Not referenced for jobz 'N'.
 * ldz    (in)  ldz >= 1, and ldz >= n for jobz 'V'.
 * isuppz (out) 2*max(1,m); jobz 'V': eigenvector j of T is nonzero only in
 *              rows isuppz[2j] .. isuppz[2j+1] (1-based), as LAPACK's
 *              xSTEMR reports it (the support in T's basis, not of the
 *              columns of z, which Q generally fills).  On the inverse-
 *              iteration fallback Trident computes the same from those
 *              vectors.  Not referenced for jobz 'N' or n = 0.
 * work   (workspace/out) lwork elements; work[0] = optimal lwork on exit.
 * lwork  (in)  xSYEVR: lwork >= 26n; xHEEVR: lwork >= 2n (n <= 1: 1, and
 *              likewise below).  Optimal: (nb+5)n real, (nb+1)n complex (nb
 *              the block size of the tridiagonalization).
 * rwork  (workspace/out) xHEEVR only: lrwork reals; rwork[0] = optimal (= minimal) lrwork.
 * lrwork (in)  xHEEVR only: lrwork >= 24n.
 * iwork  (workspace/out) liwork integers; iwork[0] = optimal (= minimal) liwork.
 * liwork (in)  liwork >= 10n.
 *              lwork, lrwork or liwork = -1: a workspace query of all three
 *              (work[0], rwork[0], iwork[0]); nothing else is done.
 * info   (out) 0 success; -i argument i illegal; i > 0 internal error (the
 *              fallback's inverse iteration did not converge for i vectors,
 *              or its bisection failed); TRIDENT_INFO_* on failure (A with NaN
 *              or infinite entries: TRIDENT_INFO_NONFINITE_INPUT, m = 0).
 */
void trident_ssyevr(char jobz, char range, char uplo, trident_int n, float *a, trident_int lda,
                    float vl, float vu, trident_int il, trident_int iu, float abstol,
                    trident_int *m, float *w, float *z, trident_int ldz, trident_int *isuppz,
                    float *work, trident_int lwork, trident_int *iwork, trident_int liwork,
                    trident_int *info);
void trident_dsyevr(char jobz, char range, char uplo, trident_int n, double *a, trident_int lda,
                    double vl, double vu, trident_int il, trident_int iu, double abstol,
                    trident_int *m, double *w, double *z, trident_int ldz, trident_int *isuppz,
                    double *work, trident_int lwork, trident_int *iwork, trident_int liwork,
                    trident_int *info);
void trident_cheevr(char jobz, char range, char uplo, trident_int n, trident_complex_float *a,
                    trident_int lda, float vl, float vu, trident_int il, trident_int iu,
                    float abstol, trident_int *m, float *w, trident_complex_float *z,
                    trident_int ldz, trident_int *isuppz, trident_complex_float *work,
                    trident_int lwork, float *rwork, trident_int lrwork, trident_int *iwork,
                    trident_int liwork, trident_int *info);
void trident_zheevr(char jobz, char range, char uplo, trident_int n, trident_complex_double *a,
                    trident_int lda, double vl, double vu, trident_int il, trident_int iu,
                    double abstol, trident_int *m, double *w, trident_complex_double *z,
                    trident_int ldz, trident_int *isuppz, trident_complex_double *work,
                    trident_int lwork, double *rwork, trident_int lrwork, trident_int *iwork,
                    trident_int liwork, trident_int *info);

/* ------------------------------------------------------------------------ */
/* Selected eigenpairs of a generalized problem, LAPACK xSYGVX / xHEGVX.    */
/*
 * Selected eigenvalues, and optionally eigenvectors, of
 *   itype 1:  A x = lambda B x,   itype 2:  A B x = lambda x,   itype 3:  B A x = lambda x,
 * A Hermitian, B Hermitian positive definite.  B = U^H U or L L^H (xPOTRF),
 * the problem reduced to standard form (xSYGST / xHEGST), the selected
 * eigenpairs of that by trident_<t>syevx / <t>heevx (Trident's
 * tridiagonalization, bisection, inverse iteration), and the m vectors
 * back-transformed with B's factor.
 *
 * itype  (in)  1, 2 or 3 (above).
 * jobz   (in)  'N' eigenvalues only; 'V' also eigenvectors.
 * range  (in)  'A' all; 'V' those in (vl, vu]; 'I' the il-th through iu-th.
 * uplo   (in)  'U' / 'L': the triangle of A and of B that is stored.
 * n      (in)  order of A and B, n >= 0.
 * a      (in/out) lda-by-n.  On exit the triangle uplo, diagonal included,
 *              is destroyed (unless the keep-inputs option is on).
 * lda    (in)  lda >= max(1,n).
 * b      (in/out) ldb-by-n.  On exit the Cholesky factor U or L of B, which
 *              the _factored routines accept (unless keep-inputs is on).
 * ldb    (in)  ldb >= max(1,n).
 * vl, vu, il, iu, abstol  (in) as in xSYEVX / xSYEVR (for the problem's
 *              eigenvalues lambda).
 * m      (out) number of eigenvalues found.
 * w      (out) n elements; the first m hold the selected eigenvalues,
 *              ascending.
 * z      (out) ldz-by-max(1,m); jobz 'V': the eigenvectors, normalized as
 *              LAPACK does: Z^H B Z = I (itype 1, 2), Z^H inv(B) Z = I
 *              (itype 3).  Range 'V': supply n columns.
 * ldz    (in)  ldz >= 1, and ldz >= n for jobz 'V'.
 * work   (workspace/out) lwork elements; work[0] = optimal lwork on exit.
 * lwork  (in)  xSYGVX: lwork >= max(1, 8n); xHEGVX: lwork >= max(1, 2n).
 *              lwork = -1: workspace query (work[0] only).
 * rwork  (workspace) xHEGVX only: 7n reals.
 * iwork  (workspace) 5n integers.
 * ifail  (out) n integers; jobz 'V': the first m are 0 when all vectors
 *              converged, else the indices of those that did not.
 * info   (out) 0; -i argument i illegal; 1..n: i eigenvectors failed to
 *              converge (see ifail; all m vectors are still back-transformed,
 *              where LAPACK transforms only the first i - 1); n + i: the
 *              leading minor of order i of B is not positive definite (b then
 *              holds a partial factorization, m = 0); TRIDENT_INFO_* on
 *              failure.  B's factor and the reduced A are made on the host
 *              before the eigenvalue stage picks its backend: under backend
 *              'gpu', out of memory or a device error there returns with a
 *              and b so written (a GPU missing altogether is refused first,
 *              with nothing written; under 'auto' the host redoes the stage).
 */
void trident_ssygvx(trident_int itype, char jobz, char range, char uplo, trident_int n, float *a,
                    trident_int lda, float *b, trident_int ldb, float vl, float vu,
                    trident_int il, trident_int iu, float abstol, trident_int *m, float *w,
                    float *z, trident_int ldz, float *work, trident_int lwork,
                    trident_int *iwork, trident_int *ifail, trident_int *info);
void trident_dsygvx(trident_int itype, char jobz, char range, char uplo, trident_int n,
                    double *a, trident_int lda, double *b, trident_int ldb, double vl, double vu,
                    trident_int il, trident_int iu, double abstol, trident_int *m, double *w,
                    double *z, trident_int ldz, double *work, trident_int lwork,
                    trident_int *iwork, trident_int *ifail, trident_int *info);
void trident_chegvx(trident_int itype, char jobz, char range, char uplo, trident_int n,
                    trident_complex_float *a, trident_int lda, trident_complex_float *b,
                    trident_int ldb, float vl, float vu, trident_int il, trident_int iu,
                    float abstol, trident_int *m, float *w, trident_complex_float *z,
                    trident_int ldz, trident_complex_float *work, trident_int lwork,
                    float *rwork, trident_int *iwork, trident_int *ifail, trident_int *info);
void trident_zhegvx(trident_int itype, char jobz, char range, char uplo, trident_int n,
                    trident_complex_double *a, trident_int lda, trident_complex_double *b,
                    trident_int ldb, double vl, double vu, trident_int il, trident_int iu,
                    double abstol, trident_int *m, double *w, trident_complex_double *z,
                    trident_int ldz, trident_complex_double *work, trident_int lwork,
                    double *rwork, trident_int *iwork, trident_int *ifail, trident_int *info);

/*
 * The same with B already factorized: b holds the Cholesky factor (triangle
 * uplo) that xPOTRF or a previous trident_<t>sygvd / <t>sygvx (<t>hegvd /
 * <t>hegvx) call left in it.  b is not modified.  Arguments and info as
 * above (no n+i).
 */
void trident_ssygvx_factored(trident_int itype, char jobz, char range, char uplo, trident_int n,
                             float *a, trident_int lda, const float *b, trident_int ldb, float vl,
                             float vu, trident_int il, trident_int iu, float abstol,
                             trident_int *m, float *w, float *z, trident_int ldz, float *work,
                             trident_int lwork, trident_int *iwork, trident_int *ifail,
                             trident_int *info);
void trident_dsygvx_factored(trident_int itype, char jobz, char range, char uplo, trident_int n,
                             double *a, trident_int lda, const double *b, trident_int ldb,
                             double vl, double vu, trident_int il, trident_int iu, double abstol,
                             trident_int *m, double *w, double *z, trident_int ldz, double *work,
                             trident_int lwork, trident_int *iwork, trident_int *ifail,
                             trident_int *info);
void trident_chegvx_factored(trident_int itype, char jobz, char range, char uplo, trident_int n,
                             trident_complex_float *a, trident_int lda,
                             const trident_complex_float *b, trident_int ldb, float vl, float vu,
                             trident_int il, trident_int iu, float abstol, trident_int *m,
                             float *w, trident_complex_float *z, trident_int ldz,
                             trident_complex_float *work, trident_int lwork, float *rwork,
                             trident_int *iwork, trident_int *ifail, trident_int *info);
void trident_zhegvx_factored(trident_int itype, char jobz, char range, char uplo, trident_int n,
                             trident_complex_double *a, trident_int lda,
                             const trident_complex_double *b, trident_int ldb, double vl,
                             double vu, trident_int il, trident_int iu, double abstol,
                             trident_int *m, double *w, trident_complex_double *z,
                             trident_int ldz, trident_complex_double *work, trident_int lwork,
                             double *rwork, trident_int *iwork, trident_int *ifail,
                             trident_int *info);

#ifdef __cplusplus
}
#endif

#endif /* TRIDENT_H */
