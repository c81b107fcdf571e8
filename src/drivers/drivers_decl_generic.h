/* drivers_decl_generic.h -- per-precision declarations (see drivers.h). */

/*
 * Blocked one-stage Householder tridiagonalization (xSYTRD / xHETRD).
 * uplo 'U' or 'L' (upper case); w is an ldw-by-nb workspace, ldw >= n,
 * 1 <= nb <= TRIDENT_SYTRD_MAX_NB; y is scratch of 2 nb + 1 elements.  Produces d, e, tau and the reflectors in a exactly as LAPACK.
 * Returns the context status (0 or TRIDENT_INFO_*) after the work is queued
 * (not waited for).
 */
void TRI_SFX(trident_sytrd_blocked)(trident_context *ctx, const trident_backend_ops *be,
                                    char uplo, int64_t n, TRI_T *a, int64_t lda,
                                    TRI_R *d, TRI_R *e, TRI_T *tau,
                                    TRI_T *w, int64_t ldw, int64_t nb, TRI_T *y);


/*
 * Two-stage reduction to tridiagonal form for eigenvalues only
 * (drivers/sytrd_2stage_generic.h): d (n) and e (n-1) of a real symmetric
 * tridiagonal with the eigenvalues of A; the triangle uplo of a is destroyed.
 * Needs the backend's two-stage primitives (op->hb2st != NULL) and work of
 * trident_sytrd_2stage_bytes(be, n, nb) bytes (0: not available);
 * 1 <= nb <= 64.  Queued, not waited for; failures go to the context.
 */
size_t TRI_SFX(trident_sytrd_2stage_bytes)(const trident_backend_ops *be, int64_t n, int64_t nb);
void TRI_SFX(trident_sytrd_2stage)(trident_context *ctx, const trident_backend_ops *be, char uplo,
                                   int64_t n, TRI_T *a, int64_t lda, TRI_R *d, TRI_R *e, int64_t nb,
                                   void *work);
