/*
 * trident_cuda.h -- the parts of the Trident interface that name CUDA types:
 * device and stream selection, and the routines on device pointers.
 * Include after (or instead of) trident.h; needs the CUDA runtime headers.
 */
#ifndef TRIDENT_CUDA_H
#define TRIDENT_CUDA_H

#include <cuda_runtime_api.h>

#include "trident.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Use `device` for this context's GPU work (default: the current device at
 * first use).  Resets the context's stream to one Trident creates. */
int trident_context_set_device(trident_context *ctx, int device);
/* Queue this context's GPU work on `stream` (owned by the caller, who keeps
 * it alive while the context uses it; NULL: one Trident creates).  Routines
 * on device pointers are asynchronous with respect to the host unless their
 * header says otherwise.  Their work starts after the work queued before the
 * call on the context's stream.  The stream Trident creates is a blocking
 * one, ordered with the legacy default stream as cuSOLVER's default is: a
 * cudaMemcpy or an unstreamed kernel launch before the call is done before
 * the call reads its input.  A program built with per-thread default
 * streams passes cudaStreamPerThread here for the same ordering. */
int trident_context_set_cuda_stream(trident_context *ctx, cudaStream_t stream);
int trident_context_get_cuda_stream(trident_context *ctx, cudaStream_t *stream);

/* ------------------------------------------------------------------------ */
/* Tridiagonalization of a matrix in device memory.                        */
/*
 * Same computation and outputs as trident_dsytrd (trident.h), for codes that
 * already hold the matrix on the GPU: every array is in device memory.
 *
 * ctx   (in)  context: its device and stream are used (argument 1).
 * uplo  (in)  'U' or 'L': the stored triangle of A.
 * n     (in)  order of A, n >= 0.
 * dA    (in/out) device, ldda-by-n: on exit T and the Householder vectors,
 *             exactly as LAPACK's xSYTRD leaves them.
 * ldda  (in)  ldda >= max(1,n).
 * d     (out) device, n: diagonal of T.
 * e     (out) device, n-1: off-diagonal of T (real).
 * tau   (out) device, n-1: scalar factors of the reflectors.
 * info  (out) 0; -i for argument i; TRIDENT_INFO_* (no device, out of
 *             device memory, CUDA error).  Out of device memory, dA, d, e
 *             and tau are left untouched.
 * The routine returns when the work is finished.  Below a crossover it runs
 * the one-stage blocked reduction (device memory: an n-by-nb panel
 * workspace and the context's workspace, both held before dA is touched;
 * the one-launch kernel's columns for the last block only where they fit);
 * from n = 5120 (z), 6144 (d, s) or 8192 (c) it goes by way of the
 * two-stage reduction, Q formed and refactored into the same reflectors
 * (two extra n-by-n device matrices; where they cannot be had, the one-stage
 * reduction runs instead).  The two give the same T and Q up to rounding and
 * the signs of e.  TRIDENT_SYTRD_2STAGE_MIN_N sets the crossover (README).
 * Deterministic: the same input on the same GPU gives bitwise the same
 * output.
 */
void trident_ssytrd_gpu(trident_context *ctx, char uplo, int64_t n, float *dA, int64_t ldda,
                        float *d, float *e, float *tau, trident_int *info);
void trident_dsytrd_gpu(trident_context *ctx, char uplo, int64_t n, double *dA, int64_t ldda,
                        double *d, double *e, double *tau, trident_int *info);
void trident_chetrd_gpu(trident_context *ctx, char uplo, int64_t n, trident_complex_float *dA,
                        int64_t ldda, float *d, float *e, trident_complex_float *tau,
                        trident_int *info);
void trident_zhetrd_gpu(trident_context *ctx, char uplo, int64_t n, trident_complex_double *dA,
                        int64_t ldda, double *d, double *e, trident_complex_double *tau,
                        trident_int *info);
/* double-double (trident_wsytrd's output, on the device): the one-stage
 * reduction only, with Trident's double-double SYMV, panel kernels and
 * rank-2k update; deterministic as above */
void trident_wsytrd_gpu(trident_context *ctx, char uplo, int64_t n, trident_dd *dA, int64_t ldda,
                        trident_dd *d, trident_dd *e, trident_dd *tau, trident_int *info);

/* ------------------------------------------------------------------------ */
/* Eigenproblems on matrices in device memory.                              */
/*
 * trident_{s,d}syevd_gpu, trident_{c,z}heevd_gpu: all eigenvalues and,
 * optionally, eigenvectors of a symmetric / Hermitian matrix held on the GPU
 * (the computation of trident_dsyevd, without LAPACK's workspace arguments:
 * the context provides the device workspace).
 *
 * ctx   (in)  context: its device and stream are used (argument 1).
 * jobz  (in)  'N': eigenvalues only; 'V': eigenvalues and eigenvectors.
 * uplo  (in)  'U' or 'L': the stored triangle of A.
 * n     (in)  order of A, n >= 0.
 * dA    (in/out) device, ldda-by-n.  On exit, jobz = 'V': the orthonormal
 *             eigenvectors, column j for w[j]; jobz = 'N': the stored
 *             triangle is destroyed.
 * ldda  (in)  ldda >= max(1,n).
 * dW    (out) device, n: the eigenvalues, ascending.
 * info  (out) 0; -i for argument i; i > 0: the tridiagonal eigensolver did
 *             not converge; TRIDENT_INFO_* (no device, out of memory, CUDA).
 *             Out of device memory, dA and dW (and for the generalized
 *             problem dB) are left untouched: every buffer, library handle
 *             and workspace is had before the first write.
 * Returns when the work is finished.  Deterministic.
 *
 * trident_{s,d}sygvd_gpu, trident_{c,z}hegvd_gpu: the generalized problem of
 * trident_dsygvd (itype 1: A x = lambda B x; 2: A B x = lambda x;
 * 3: B A x = lambda x) with A and B in device memory.  Arguments as above,
 * plus itype (argument 2) and dB (in/out, device, lddb-by-n, lddb >=
 * max(1,n)): on exit the Cholesky factor of B in triangle uplo.  Eigenvectors
 * (jobz = 'V') are normalized as LAPACK's xSYGVD normalizes them; info n + i:
 * the leading minor of order i of B is not positive definite.
 */
void trident_ssyevd_gpu(trident_context *ctx, char jobz, char uplo, int64_t n, float *dA,
                        int64_t ldda, float *dW, trident_int *info);
void trident_dsyevd_gpu(trident_context *ctx, char jobz, char uplo, int64_t n, double *dA,
                        int64_t ldda, double *dW, trident_int *info);
void trident_cheevd_gpu(trident_context *ctx, char jobz, char uplo, int64_t n,
                        trident_complex_float *dA, int64_t ldda, float *dW, trident_int *info);
void trident_zheevd_gpu(trident_context *ctx, char jobz, char uplo, int64_t n,
                        trident_complex_double *dA, int64_t ldda, double *dW, trident_int *info);
void trident_ssygvd_gpu(trident_context *ctx, int64_t itype, char jobz, char uplo, int64_t n,
                        float *dA, int64_t ldda, float *dB, int64_t lddb, float *dW,
                        trident_int *info);
void trident_dsygvd_gpu(trident_context *ctx, int64_t itype, char jobz, char uplo, int64_t n,
                        double *dA, int64_t ldda, double *dB, int64_t lddb, double *dW,
                        trident_int *info);
void trident_chegvd_gpu(trident_context *ctx, int64_t itype, char jobz, char uplo, int64_t n,
                        trident_complex_float *dA, int64_t ldda, trident_complex_float *dB,
                        int64_t lddb, float *dW, trident_int *info);
void trident_zhegvd_gpu(trident_context *ctx, int64_t itype, char jobz, char uplo, int64_t n,
                        trident_complex_double *dA, int64_t ldda, trident_complex_double *dB,
                        int64_t lddb, double *dW, trident_int *info);

/*
 * trident_{s,d}syevx_gpu, trident_{c,z}heevx_gpu: selected eigenvalues and,
 * optionally, their eigenvectors of a symmetric / Hermitian matrix held on
 * the GPU: xSYEVX's argument list (ctx first, no workspace) and its device
 * path (the reduction, bisection for the wanted eigenvalues, inverse
 * iteration or divide and conquer for their vectors, the back-transformation
 * of those columns only).  For the lowest k eigenpairs: range 'I', il = 1,
 * iu = k.
 *
 *  1 ctx    (in)  context: its device and stream are used.
 *  2 jobz   (in)  'N': eigenvalues only; 'V': and eigenvectors.
 *  3 range  (in)  'A': all; 'V': those in (vl, vu]; 'I': the il-th to iu-th.
 *  4 uplo   (in)  'U' or 'L': the stored triangle of A.
 *  5 n      (in)  order of A, n >= 0.
 *  6 dA     (in/out) device, ldda-by-n; destroyed: the stored triangle,
 *               and for jobz 'V' the other one too (the two-stage reduction
 *               keeps its reflectors there; trident_dsyevx, on host memory,
 *               leaves it alone as LAPACK does).  Rows n.. are not touched.
 *  7 ldda   (in)  ldda >= max(1,n).
 *  8 vl, 9 vu (in) range 'V': vl < vu.
 * 10 il, 11 iu (in) range 'I': 1 <= il <= iu <= n (il = 1, iu = 0 if n = 0).
 * 12 abstol (in)  accepted for LAPACK's argument list; the device bisection
 *               always converges to full accuracy (LAPACK's abstol = 2 safmin).
 * 13 m      (out, host) the number of eigenvalues found.
 * 14 dW     (out) device, n: the m eigenvalues, ascending, in dW[0..m).
 * 15 dZ     (out) device, lddz-by-(at least m; n for range 'A' or 'V'):
 *               jobz 'V', the orthonormal eigenvectors, column j for dW[j];
 *               not referenced for jobz 'N' (may be NULL).
 * 16 lddz   (in)  lddz >= 1; jobz 'V': lddz >= n.
 * 17 ifail  (out, host) n: jobz 'V', the 1-based indices of the vectors
 *               that failed to converge, then zeros (LAPACK's); not
 *               referenced for jobz 'N' (may be NULL).
 * 18 info   (out) 0; -i for argument i; i > 0: i eigenvectors failed to
 *               converge (see ifail), or the divide and conquer did not;
 *               TRIDENT_INFO_* (no device, out of memory, CUDA).  On out of
 *               memory nothing has been written, dA included (range 'V'
 *               apart: there the vectors' buffers are taken once their
 *               number is known, after dA has been reduced).
 * Returns when the work is finished.  Deterministic.
 */
void trident_ssyevx_gpu(trident_context *ctx, char jobz, char range, char uplo, int64_t n, float *dA,
                        int64_t ldda, float vl, float vu, int64_t il, int64_t iu, float abstol,
                        trident_int *m, float *dW, float *dZ, int64_t lddz, trident_int *ifail,
                        trident_int *info);
void trident_dsyevx_gpu(trident_context *ctx, char jobz, char range, char uplo, int64_t n, double *dA,
                        int64_t ldda, double vl, double vu, int64_t il, int64_t iu, double abstol,
                        trident_int *m, double *dW, double *dZ, int64_t lddz, trident_int *ifail,
                        trident_int *info);
void trident_cheevx_gpu(trident_context *ctx, char jobz, char range, char uplo, int64_t n,
                        trident_complex_float *dA, int64_t ldda, float vl, float vu, int64_t il,
                        int64_t iu, float abstol, trident_int *m, float *dW, trident_complex_float *dZ,
                        int64_t lddz, trident_int *ifail, trident_int *info);
void trident_zheevx_gpu(trident_context *ctx, char jobz, char range, char uplo, int64_t n,
                        trident_complex_double *dA, int64_t ldda, double vl, double vu, int64_t il,
                        int64_t iu, double abstol, trident_int *m, double *dW,
                        trident_complex_double *dZ, int64_t lddz, trident_int *ifail, trident_int *info);

/* ------------------------------------------------------------------------ */
/* SYMV family: symmetric / Hermitian matrix-vector product on the GPU.     */
/*
 * trident_ssymv, trident_dsymv, trident_chemv, trident_zhemv, trident_wsymv
 *
 * Computes  y := alpha*A*x + beta*y,  where A is an n-by-n symmetric (s, d, w)
 * or Hermitian (c, z) matrix of which one triangle is stored, like reference
 * BLAS xSYMV / xHEMV, on DEVICE memory.  The w routine works in double-double
 * (trident_dd, about 106 bits).
 *
 * Arguments (the context counts as argument 1, so the numbers below are the
 * ones a -i return refers to):
 *  1 ctx    (in)  a live Trident context; the work is queued on its CUDA
 *                 stream (trident_context_set_cuda_stream) on its device.
 *  2 uplo   (in)  'U' or 'u': the upper triangle of A is referenced;
 *                 'L' or 'l': the lower triangle.  The other triangle is never
 *                 read (it may hold anything, NaN included).  For chemv/zhemv
 *                 the imaginary parts of the diagonal are not referenced and
 *                 are taken as zero.
 *  3 n      (in)  order of A, n >= 0.
 *  4 alpha  (in)  scalar (by value, host).  alpha = 0: A and x are not read.
 *  5 dA     (in)  device pointer, ldda-by-n column-major; only the triangle
 *                 named by uplo (diagonal included) is read.  dA, dx, dy must
 *                 not be NULL when n > 0 (-5, -7, -10).
 *  6 ldda   (in)  leading dimension of dA, ldda >= max(1, n).
 *  7 dx     (in)  device pointer to x: 1 + (n-1)*|incx| elements.
 *  8 incx   (in)  increment of x, incx != 0.  Negative: x is traversed
 *                 backwards, element k is dx[(n-1-k)*|incx|] (BLAS convention).
 *  9 beta   (in)  scalar (by value, host).  beta = 0: y need not be set on
 *                 input and is not read (NaN/Inf in y do not propagate).
 * 10 dy     (in/out) device pointer to y: 1 + (n-1)*|incy| elements,
 *                 overwritten by the result.  Must not overlap dA or dx.
 * 11 incy   (in)  increment of y, incy != 0 (negative as for incx).
 *
 * Returns  0 on success (the work is queued; the caller synchronises the
 *            stream before reading y on the host);
 *          -i if argument i had an illegal value: the error handler is called
 *            (trident_set_error_handler), nothing is queued, y is not written;
 *          TRIDENT_INFO_INVALID_CONTEXT for a NULL or destroyed context;
 *          TRIDENT_INFO_BACKEND_UNAVAILABLE if there is no usable CUDA device;
 *          TRIDENT_INFO_OUT_OF_MEMORY if the device workspace cannot grow;
 *          TRIDENT_INFO_DEVICE_ERROR if a CUDA call or launch failed.
 * Quick return (0, nothing queued) when n = 0, or alpha = 0 and beta = 1.
 *
 * Notes.  Asynchronous with respect to the host.  The routines use the
 * context's device workspace (about elem_bytes*n*n/(2*U) bytes, U the tile
 * size, 32..128), so two calls on one context must not run concurrently on
 * different host threads.  With the context's deterministic option on (the
 * default) the result is bitwise identical from run to run on the same GPU
 * (cross-block sums are ordered); with it off, s/d/c/z may use a faster
 * atomic-accumulation kernel whose last bits vary between runs.
 * Each off-diagonal element of the stored triangle is read from memory once.
 * Accuracy: the usual SYMV bound, each y_i within a small multiple of
 * n * eps * (|alpha| sum_j |a_ij| |x_j| + |beta| |y_i|); for wsymv eps =
 * 2^-106, the kernel's double-double multiply-adds being dot-product steps
 * (trident_dd_fma_dot / trident_dd_fma_run of cuda/dd/dd_arith.h: error
 * bounded by the sum of the terms' magnitudes, not relative to the result).
 */
int trident_ssymv(trident_context *ctx, char uplo, int64_t n, float alpha,
                  const float *dA, int64_t ldda, const float *dx, int64_t incx,
                  float beta, float *dy, int64_t incy);
int trident_dsymv(trident_context *ctx, char uplo, int64_t n, double alpha,
                  const double *dA, int64_t ldda, const double *dx, int64_t incx,
                  double beta, double *dy, int64_t incy);
int trident_chemv(trident_context *ctx, char uplo, int64_t n, trident_complex_float alpha,
                  const trident_complex_float *dA, int64_t ldda,
                  const trident_complex_float *dx, int64_t incx,
                  trident_complex_float beta, trident_complex_float *dy, int64_t incy);
int trident_zhemv(trident_context *ctx, char uplo, int64_t n, trident_complex_double alpha,
                  const trident_complex_double *dA, int64_t ldda,
                  const trident_complex_double *dx, int64_t incx,
                  trident_complex_double beta, trident_complex_double *dy, int64_t incy);
int trident_wsymv(trident_context *ctx, char uplo, int64_t n, trident_dd alpha,
                  const trident_dd *dA, int64_t ldda, const trident_dd *dx, int64_t incx,
                  trident_dd beta, trident_dd *dy, int64_t incy);

#ifdef __cplusplus
}
#endif

#endif
