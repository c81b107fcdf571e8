/* syevd_device_decl_generic.h -- per-precision declarations (see syevd_device.h). */

/*
 * All eigenvalues (jobz 'N') or eigenpairs (jobz 'V') of the symmetric /
 * Hermitian matrix dA (device, ldda-by-n, triangle uplo) on the context's
 * GPU: the computation of trident_dsyevd_gpu after its argument checks.
 * Arguments are trusted (jobz, uplo upper case; n >= 0; ldda >= max(1,n);
 * dA, dW device pointers when n > 0).
 *
 * On success (0) dW holds the eigenvalues ascending and, for jobz 'V', dA the
 * orthonormal eigenvectors (column j for dW[j]); for jobz 'N' the triangle
 * is destroyed.  Returns i > 0 when the tridiagonal eigensolver did not
 * converge (NOT reported here: the caller reports it under its own terms),
 * or a TRIDENT_INFO_* code, reported through the error handler under
 * `routine`.  Its device and host buffers are taken before anything is
 * written: when they cannot be had (TRIDENT_INFO_OUT_OF_MEMORY), dA and dW
 * are unchanged.  Returns when the work is finished.  Deterministic.
 * Declared in src/dispatch/syevd_device.h, defined in
 * src/dispatch/syevd_device_generic.h (instantiated by syevd_device.c).
 */
trident_int TRI_SFX(trident_syevd_device)(trident_context *ctx, const char *routine, char jobz,
                                          char uplo, int64_t n, TRI_T *dA, int64_t ldda,
                                          TRI_R *dW);

/*
 * The GPU path of xSYEVD on host memory (be: the CUDA backend; n >= 2): A
 * goes to the device once, all three stages run there (stage 2 of jobz 'V'
 * on the host, see syevd_device_generic.h), and only the results come back:
 * w, and for jobz 'V' the eigenvectors into a.  The caller's a and w are
 * written only after the device work has succeeded (ws's arrays are
 * workspace and may be used before).  Returns 0, i > 0 (xSTEDC did not
 * converge), or TRIDENT_INFO_* (not reported); TRIDENT_INFO_OUT_OF_MEMORY
 * means nothing of a and w was written, so the caller may run the host path.
 */
trident_int TRI_SFX(trident_syevd_staged)(trident_context *ctx, const trident_backend_ops *be,
                                          char jobz, char uplo, int64_t n, TRI_T *a, int64_t lda,
                                          TRI_R *w, const TRI_SFX(trident_syevd_workspace) *ws);
