/*
 * sytrd_dispatch_decl_generic.h -- per-precision declarations of the xSYTRD
 * dispatch that every precision has, double-double (w) included (see
 * dispatch.h; the other device paths of s, d, c, z are declared in
 * dispatch_decl_generic.h).
 */

/*
 * xSYTRD on host memory with a context: choose the backend, take the panel workspace from work[0..lwork) when it holds at
 * least n elements (else allocate it), run, wait.  Returns 0 or a
 * TRIDENT_INFO_* code, reported through the error handler under `routine`.
 * Arguments are trusted.
 */
trident_int TRI_SFX(trident_sytrd_dispatch)(trident_context *ctx, const char *routine,
                                            char uplo, int64_t n, TRI_T *a, int64_t lda,
                                            TRI_R *d, TRI_R *e, TRI_T *tau,
                                            TRI_T *work, int64_t lwork);

/* Its host run (uplo 'U' or 'L', upper case), whatever the context's
 * backend choice: the blocked driver on trident_host_backend. */
trident_int TRI_SFX(trident_sytrd_host)(trident_context *ctx, const char *routine, char uplo, int64_t n,
                                        TRI_T *a, int64_t lda, TRI_R *d, TRI_R *e, TRI_T *tau,
                                        TRI_T *work, int64_t lwork);

/* trident_sytrd_dispatch (above) on the backend
 * `be` a caller has already chosen with trident_dispatch (the GPU's
 * out-of-memory fallback to the host included). */
trident_int TRI_SFX(trident_sytrd_on)(trident_context *ctx, const char *routine,
                                      const trident_backend_ops *be, char uplo, int64_t n,
                                      TRI_T *a, int64_t lda, TRI_R *d, TRI_R *e, TRI_T *tau,
                                      TRI_T *work, int64_t lwork);

/*
 * xSYTRD on backend memory (da, d, e, tau on `be`, uplo 'U' or 'L', n >= 1):
 * the two-stage route from its crossover (sytrd_dispatch_generic.h; not w),
 * else the blocked driver; allocates its workspace and waits.  Returns 0 or a
 * TRIDENT_INFO_* code (TRIDENT_INFO_OUT_OF_MEMORY: nothing was written;
 * both routes hold their device memory before they touch da).  Not
 * reported: the caller reports.
 */
int TRI_SFX(trident_sytrd_device)(trident_context *ctx, const trident_backend_ops *be, char uplo, int64_t n,
                                  TRI_T *da, int64_t ldda, TRI_R *d, TRI_R *e, TRI_T *tau);
