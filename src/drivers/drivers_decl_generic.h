/* drivers_decl_generic.h -- per-precision declarations (see drivers.h). */

#include "drivers/sytrd_decl_generic.h"


/*
 * Two-stage reduction to tridiagonal form (drivers/sytrd_2stage_generic.h):
 * d (n) and e (n-1) of a real symmetric tridiagonal T with the eigenvalues
 * of A.  Needs the backend's two-stage primitives and work of
 * trident_sytrd_2stage_bytes(ctx, be, n, nb, want_q) bytes (0: not available;
 * ctx: the context of the reduction, whose TRIDENT_STAGE1_PANELS it sizes);
 * 1 <= nb <= 64.  want_q 0: the triangle uplo of a is destroyed.  want_q 1
 * (only where trident_sytrd_2stage_keeps_q(be, nb)): a (both triangles)
 * and work keep Q, and trident_sytrd_2stage_apply_q(..., q1_factors, m, z,
 * ldz, q_work) maps m eigenvectors of T (n-by-m, ldz) to those of A; q_work:
 * apply_q_lwork(n, m) elements; q1_factors: NULL, or what
 * trident_sytrd_2stage_q1_factor(..., factors, q_work) left in factors
 * (trident_sytrd_2stage_q1_factors_size(be, n, nb) elements; 0: the
 * backend has no such step), the part of Q1's work that needs no vectors,
 * made ahead.  Where trident_sytrd_2stage_forms_q(be),
 * trident_sytrd_2stage_form_q(..., q, ldq, q_work) writes the whole of
 * Q = Q1 Q2 D (n-by-n) instead, for less work than applying Q to n columns
 * (q_work: apply_q_lwork(n, n) elements).  Queued, not waited for; failures
 * go to the context.
 */
int TRI_SFX(trident_sytrd_2stage_keeps_q)(const trident_backend_ops *be, int64_t nb);
/* the band half-width to use (want_q: one trident_sytrd_2stage_keeps_q accepts) */
int64_t TRI_SFX(trident_sytrd_2stage_nb)(const trident_context *ctx, const trident_backend_ops *be, int want_q);
size_t TRI_SFX(trident_sytrd_2stage_bytes)(const trident_context *ctx, const trident_backend_ops *be, int64_t n,
                                           int64_t nb, int want_q);
/* hold now what the reduction (and with want_q the back-transformation)
 * asks of the backend as it goes (ops_table.h's sytrd_2stage_prepare):
 * 0 or TRIDENT_INFO_*, before anything is written */
int TRI_SFX(trident_sytrd_2stage_prepare)(trident_context *ctx, const trident_backend_ops *be, int64_t n,
                                          int64_t nb, int want_q);
void TRI_SFX(trident_sytrd_2stage)(trident_context *ctx, const trident_backend_ops *be, char uplo,
                                   int64_t n, TRI_T *a, int64_t lda, TRI_R *d, TRI_R *e, int64_t nb,
                                   int want_q, void *work);
void TRI_SFX(trident_sytrd_2stage_apply_q)(trident_context *ctx, const trident_backend_ops *be, int64_t n,
                                           const TRI_T *a, int64_t lda, int64_t nb, const void *work,
                                           const TRI_T *q1_factors, int64_t m, TRI_T *z, int64_t ldz,
                                           TRI_T *q_work);
int64_t TRI_SFX(trident_sytrd_2stage_q1_factors_size)(const trident_backend_ops *be, int64_t n, int64_t nb);
void TRI_SFX(trident_sytrd_2stage_q1_factor)(trident_context *ctx, const trident_backend_ops *be, int64_t n,
                                             const TRI_T *a, int64_t lda, int64_t nb, const void *work,
                                             TRI_T *factors, TRI_T *q_work);
int TRI_SFX(trident_sytrd_2stage_forms_q)(const trident_backend_ops *be);
void TRI_SFX(trident_sytrd_2stage_form_q)(trident_context *ctx, const trident_backend_ops *be, int64_t n,
                                          const TRI_T *a, int64_t lda, int64_t nb, const void *work, TRI_T *q,
                                          int64_t ldq, TRI_T *q_work);

/*
 * xSYTRD / xHETRD's output by way of the two-stage reduction
 * (drivers/sytrd_from_2stage_generic.h): a, d, e, tau as
 * trident_sytrd_blocked leaves them, up to rounding and the signs of e; band
 * half-width nb; n >= 3.  Available where
 * trident_sytrd_from_2stage_available(be, nb).  Allocates its own
 * workspace (two n x n matrices and the two-stage's) and waits for the work.
 * Returns 0, or a TRIDENT_INFO_* code with a, d, e and tau untouched
 * (TRIDENT_INFO_OUT_OF_MEMORY: the caller may take the one-stage path).
 */
int TRI_SFX(trident_sytrd_from_2stage_available)(const trident_backend_ops *be, int64_t nb);
int TRI_SFX(trident_sytrd_from_2stage)(trident_context *ctx, const trident_backend_ops *be, char uplo, int64_t n,
                                       TRI_T *a, int64_t lda, TRI_R *d, TRI_R *e, TRI_T *tau, int64_t nb);
