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

/*
 * The same reduction of the whole matrix by the backend's one-step path
 * (on the GPU the one-launch kernel), where it takes order n: 1, the work
 * queued as above; 0 where it does not (nothing written or queued), and
 * then trident_sytrd_blocked.  Needs no panel workspace: tried first, it
 * spares the caller making one (on the GPU a cudaMalloc and a cudaFree a
 * call, about 0.1 ms on an H100: bench/probe/README.md, bench_alloc_cost).
 */
int TRI_SFX(trident_sytrd_one_step)(trident_context *ctx, const trident_backend_ops *be, char uplo, int64_t n,
                                    TRI_T *a, int64_t lda, TRI_R *d, TRI_R *e, TRI_T *tau);
