/* sygvd_device_decl_generic.h -- per-precision declarations (see sygvd_device.h). */

/*
 * The generalized problem of xSYGVD (itype 1: A x = lambda B x; 2: A B x =
 * lambda x; 3: B A x = lambda x) with A and B in device memory, on the
 * context's GPU.  Arguments are trusted: itype 1..3; jobz, uplo upper case;
 * n >= 0; ldda, lddb >= max(1,n).
 *
 * factored  0: B is Hermitian positive definite (triangle uplo) and is
 *           replaced by its Cholesky factor (cuSOLVER xPOTRF);
 *           1: dB already holds the factor (U or L, triangle uplo), unchanged.
 * dA        (in/out) triangle uplo holds A.  The WHOLE ldda-by-n matrix is
 *           used as workspace (the reduction runs on a full copy of A): on
 *           exit, jobz 'V': the eigenvectors Z, normalized as LAPACK's xSYGVD
 *           (Z^H B Z = I for itype 1, 2; Z^H inv(B) Z = I for itype 3);
 *           jobz 'N': destroyed, both triangles.  Callers that must keep the
 *           other triangle pass a copy.
 * dB        (in/out) device, lddb-by-n; only triangle uplo is read or written.
 * dW        (out) device, n: the eigenvalues, ascending.
 * Returns   0; n + i: the leading minor of order i of B is not positive
 *           definite (dB holds the partial factor, dA and dW are untouched);
 *           i in 1..n: the tridiagonal eigensolver did not converge;
 *           TRIDENT_INFO_* (out of memory, device error).  Every nonzero
 *           return has been reported under `routine`, once.  An out-of-memory
 *           return from the Cholesky step (its workspace, the cuSOLVER
 *           handle) leaves dA, dB, dW untouched; one from the reduction or
 *           the standard eigensolver comes after dB was factored and dA
 *           overwritten (callers that promise untouched outputs run this on
 *           copies, as the host-memory entry below does).
 * Returns when the work is finished.  Deterministic.
 */
trident_int TRI_SFX(trident_sygvd_device)(trident_context *ctx, const char *routine, int factored,
                                          int itype, char jobz, char uplo, int64_t n, TRI_T *dA,
                                          int64_t ldda, TRI_T *dB, int64_t lddb, TRI_R *dW);

/*
 * xSYGVD / xHEGVD (factored 0) or their _factored forms (factored 1) on
 * HOST memory, run on the GPU when trident_dispatch picks it for order n:
 * A and B are staged to the device once, trident_sygvd_device runs, and
 * the results are copied back only after it succeeded (w; a for jobz 'V';
 * b unless factored or the context keeps inputs, also the partial factor
 * of an n + i return; Z made canonical when the context asks for it).
 * Arguments are trusted and as in trident_sygvd_device (a: lda-by-n, b:
 * ldb-by-n, w: n, host memory; the other triangles of a and b are left as
 * they were, and for jobz 'N' a is not written at all).
 *
 * *done (out) 1: the call is complete and the return value is its info (0,
 *       i, n + i, TRIDENT_INFO_*; reported when nonzero).  0: the host must
 *       run it -- dispatch chose the host, or the device ran out of memory
 *       under backend AUTO -- and nothing was written; the return value is
 *       then TRIDENT_INFO_BACKEND_UNAVAILABLE.
 */
trident_int TRI_SFX(trident_sygvd_dispatch_gpu)(trident_context *ctx, const char *routine,
                                                int factored, int itype, char jobz, char uplo,
                                                int64_t n, TRI_T *a, int64_t lda, TRI_T *b,
                                                int64_t ldb, TRI_R *w, int *done);
