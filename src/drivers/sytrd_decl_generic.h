/* sytrd_decl_generic.h -- the one-stage tridiagonalization's declaration,
 * for each of s, d, c, z (drivers_decl_generic.h) and double-double
 * (drivers.h), which has this driver alone so far. */

/*
 * Blocked one-stage Householder tridiagonalization (xSYTRD / xHETRD).
 * uplo 'U' or 'L' (upper case); w is an ldw-by-nb workspace, ldw >= n,
 * 1 <= nb <= TRIDENT_SYTRD_MAX_NB; y is scratch of 2 nb + 1 elements.
 * Produces d, e, tau and the reflectors in a exactly as LAPACK.  The work
 * is queued, not waited for; a failure is recorded in the context (the
 * caller reads it with be->synchronize).
 */
void TRI_SFX(trident_sytrd_blocked)(trident_context *ctx, const trident_backend_ops *be,
                                    char uplo, int64_t n, TRI_T *a, int64_t lda,
                                    TRI_R *d, TRI_R *e, TRI_T *tau,
                                    TRI_T *w, int64_t ldw, int64_t nb, TRI_T *y);
