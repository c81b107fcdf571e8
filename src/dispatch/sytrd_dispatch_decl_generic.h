/*
 * sytrd_dispatch_decl_generic.h -- per-precision declarations of the xSYTRD
 * dispatch that every precision has, double-double (w) included (see
 * dispatch.h; the device paths of s, d, c, z are declared in
 * dispatch_decl_generic.h).
 */

/*
 * xSYTRD on host memory with a context: choose the backend (w: always the
 * host), take the panel workspace from work[0..lwork) when it holds at
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
