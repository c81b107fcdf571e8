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
 * The same with `first` run once every buffer is held and before the solve
 * writes anything (a caller's own steps that write, such as xSYGVD's
 * Cholesky factor and reduction, so that they too come after everything
 * that may fail for want of memory).  A nonzero return of first (not
 * reported here) stops the solve and is returned; first may be NULL.
 */
trident_int TRI_SFX(trident_syevd_device_after)(trident_context *ctx, const char *routine,
                                                trident_int (*first)(void *arg), void *arg, char jobz,
                                                char uplo, int64_t n, TRI_T *dA, int64_t ldda, TRI_R *dW);

/*
 * The GPU path of xSYEVD on host memory (be: the CUDA backend; n >= 2): A
 * goes to the device once, all three stages run there (stage 2 of jobz 'V'
 * on the host, see syevd_device_generic.h), and only the results come back:
 * w, and for jobz 'V' the eigenvectors into a.  The caller's a and w are
 * written only after the device work has succeeded (ws's arrays are
 * workspace and may be used before).  Returns 0, i > 0 (xSTEDC did not
 * converge), or TRIDENT_INFO_* (not reported); *written = 1 once the copy
 * of the results to a and w has begun: a failure before it (out of memory,
 * a device error) leaves them untouched, so the caller may run the host path.
 */
trident_int TRI_SFX(trident_syevd_staged)(trident_context *ctx, const trident_backend_ops *be,
                                          char jobz, char uplo, int64_t n, TRI_T *a, int64_t lda,
                                          TRI_R *w, const TRI_SFX(trident_syevd_workspace) *ws, int *written);

/*
 * The GPU path of the subset drivers (xSYEVX, xSYEVR, xSYGVX) on host
 * memory (be: the CUDA backend; n >= 2; arguments checked, characters upper
 * case): eigenvalues il..iu (1-based, range 'I'), those in (vl, vu]
 * (range 'V', by Sturm counts on the reduced T) or all (range 'A'),
 * ascending into w[0..*m), and for wantz their eigenvectors into z (n-by-*m,
 * ldz >= n).  Only those m eigenvectors are computed and back-transformed
 * (syevx_device_generic.h).  a is read, not written; the caller's w, z,
 * ifail and m are written only after the device work has succeeded.
 * ifail (n, wantz): LAPACK's, the 1-based indices of the vectors that failed
 * to converge, then zeros.  Returns 0, the number of failed vectors, i > 0
 * from the divide and conquer, or TRIDENT_INFO_* (not reported); *written
 * = 1 once the copy of the results has begun: a failure before it (out of
 * memory, a device error) leaves every output untouched, so the caller may
 * run the host path.
 */
trident_int TRI_SFX(trident_syevx_staged)(trident_context *ctx, const trident_backend_ops *be,
                                          int wantz, char range, char uplo, int64_t n,
                                          const TRI_T *a, int64_t lda, TRI_R vl, TRI_R vu,
                                          int64_t il, int64_t iu, trident_int *m, TRI_R *w,
                                          TRI_T *z, int64_t ldz, trident_int *ifail, int *written);

/*
 * Selected eigenpairs of the symmetric / Hermitian matrix dA (device,
 * ldda-by-n, triangle uplo; destroyed, for wantz both triangles) on the context's GPU: the
 * computation of trident_dsyevx_gpu after its argument checks (trusted:
 * characters upper case, il..iu 1-based and valid for range 'I').  The m
 * eigenvalues go to dW[0..m) (device) and for wantz their eigenvectors to
 * dZ (device, lddz >= n), LAPACK's ifail (host, n) beside them; *m, dW, dZ
 * and ifail are written only after the device work has succeeded.  Returns
 * 0, the number of failed vectors, i > 0 from the divide and conquer, or
 * TRIDENT_INFO_* (reported here under `routine`); on
 * TRIDENT_INFO_OUT_OF_MEMORY nothing was written (range 'V': dA may be
 * reduced, the vectors' buffers being taken once their number is known).
 */
trident_int TRI_SFX(trident_syevx_device)(trident_context *ctx, const char *routine, int wantz, char range,
                                          char uplo, int64_t n, TRI_T *dA, int64_t ldda, TRI_R vl,
                                          TRI_R vu, int64_t il, int64_t iu, trident_int *m, TRI_R *dW,
                                          TRI_T *dZ, int64_t lddz, trident_int *ifail);
