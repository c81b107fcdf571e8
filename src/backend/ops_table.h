/*
 * ops_table.h -- the backend primitives the drivers are written against,
 * for one precision (included once per precision by backend.h; no guard).
 *
 * Every pointer argument lives in the backend's memory (host memory for the
 * host backend, device memory for the CUDA backend), scalars produced by the
 * algorithm (tau, the Householder beta) included: a driver never reads or
 * writes an element itself, which is what lets one driver source run on the
 * device with no host synchronisation inside a panel.  Scalar *constants*
 * (alpha, beta of gemv/hemv/her2k: 0, +-1) are passed by value.
 *
 * Operations are asynchronous on an ordered queue (the context's stream).  A
 * failure is recorded in the context (first error wins) and later operations
 * become no-ops; the driver reads the status once at its end.
 *
 * Semantics are those of the BLAS/LAPACK routine named in each comment.
 */

typedef struct TRI_SFX(trident_ops) {
    /* y := alpha A x + beta y, A symmetric/Hermitian in triangle uplo
     *                                                      (xSYMV / xHEMV) */
    void (*hemv)(trident_context *ctx, char uplo, int64_t n, TRI_T alpha,
                 const TRI_T *a, int64_t lda, const TRI_T *x, int64_t incx,
                 TRI_T beta, TRI_T *y, int64_t incy);

    /* C := alpha A B^H + conj(alpha) B A^H + beta C, triangle uplo of the
     * n-by-n C, A and B n-by-k                          (xSYR2K / xHER2K 'N') */
    void (*her2k)(trident_context *ctx, char uplo, int64_t n, int64_t k,
                  TRI_T alpha, const TRI_T *a, int64_t lda,
                  const TRI_T *b, int64_t ldb, TRI_R beta, TRI_T *c, int64_t ldc);

    /*
     * The two steps of one xLATRD column around its hemv (u := A x).  V
     * (m-by-k, ldv) holds the panel's reflectors so far and W (m-by-k, ldw)
     * their W columns, both restricted to the m rows the step works on; k may
     * be 0.  Each column's W is finished lazily, by the latrd_column_begin
     * that follows its latrd_project, so that the finishing pass over W and
     * the next column's update share one pass over the rows (one kernel on
     * the GPU).
     *
     * latrd_column_begin, in this order:
     *  1. when y != NULL (then k >= 1): column p of W (p = 0 or p = k-1:
     *     the column reduced last; it holds u) becomes xLATRD's w column,
     *       W(:,p) := tau_p (u - V' y[0..k-1) - W' y[k-1..2k-2)),
     *       W(:,p) := W(:,p) - (tau_p/2) (W(:,p)^H v_p) v_p,
     *     where v_p = V(:,p), V' and W' are V and W without column p (k-1
     *     columns, in order), y is latrd_project's output for that column,
     *     and W(:,p)^H v_p = conj(tau_p) (y[2k-2] - 2 Re(y[0..k-1)^H
     *     y[k-1..2k-2))) holds exactly and saves a second pass over W(:,p);
     *  2. when a != NULL: bring the current column a (m) up to date against
     *     all k columns (with the new W(:,p)),
     *       a := a - V conj(W(r,:))^T - W conj(V(r,:))^T,  a[r] := real(a[r]),
     *     where row r of V and W belongs to the current column (its diagonal);
     *     nothing is done when k = 0;
     *  3. when a != NULL and nh > 0: the Householder reflector of the vector
     *     (*alpha, x[0..nh-2]) with the LAPACK xLARFG contract, then
     *     *e := beta (real) and *alpha := 1, the form in which xLATRD stores
     *     a reflector in A; alpha and x[0..nh-2] are elements of a other than
     *     a[r], x contiguous.
     *
     * latrd_project: with x the new reflector (m) and u = A x from hemv (m),
     *   y[0..k) := W^H x,   y[k..2k) := V^H x,   y[2k] := u^H x.
     *
     * column_begin, hemv and project form one contract: a backend may leave
     * the reflector of step 3 scaled, x and alpha holding c v for a scalar c
     * of its own (the CUDA backend: c = alpha - beta, which spares one
     * serial pass over x), so that hemv computes c A v; its latrd_project
     * then rescales both in place (x := v, u := A v) before the products.
     * After project, x is the reflector and u its product with A.
     */
    void (*latrd_column_begin)(trident_context *ctx, int64_t m, int64_t k,
                               const TRI_T *v, int64_t ldv, TRI_T *w, int64_t ldw,
                               int64_t p, const TRI_T *y, const TRI_T *tau_p,
                               int64_t r, TRI_T *a, int64_t nh, TRI_T *alpha, TRI_T *x,
                               TRI_T *tau, TRI_R *e);
    void (*latrd_project)(trident_context *ctx, int64_t m, int64_t k,
                          const TRI_T *v, int64_t ldv, const TRI_T *w, int64_t ldw,
                          TRI_T *x, TRI_T *u, TRI_T *y);

    /* After a panel of k columns, a the top-left of its diagonal block,
     * put the off-diagonal back in place of the reflectors' unit entries and
     * read the diagonal, as xSYTRD does after each xLATRD:
     *   d[j] := real a(j,j),        j = 0..k-1, and
     *   uplo 'L': a(j+1,j) := e[j],  j = 0..noff-1;
     *   uplo 'U': a(j-1,j) := e[j-1], j = k-noff..k-1 (index -1 is the
     *             element just above/before the block, valid when noff = k). */
    void (*store_tridiag)(trident_context *ctx, char uplo, int64_t k, int64_t noff,
                          TRI_T *a, int64_t lda, TRI_R *d, TRI_R *e);

    /*
     * The whole of xSYTRD / xHETRD (a, d, e and tau exactly as xSYTRD leaves
     * them; uplo 'L' or 'U') in one step, for the small n where a backend
     * has a faster path than the blocked driver (NULL: none).  Returns 1 when
     * the work is queued (or a failure recorded), 0 when the backend declines
     * this n, having done nothing.
     */
    int (*sytrd_fused)(trident_context *ctx, char uplo, int64_t n, TRI_T *a, int64_t lda,
                       TRI_R *d, TRI_R *e, TRI_T *tau);
    /*
     * One whole xLATRD panel in one step: what the blocked driver's
     * latrd_lower / latrd_upper do with latrd_column_begin, hemv and
     * latrd_project for the nb columns of a panel of the n-by-n block a
     * (uplo 'L': its first nb columns, e and tau indexed from 0; 'U': its
     * last nb, e and tau indexed by row), the column_begin that finishes the
     * last W column included: the same a, e, tau and W (ldw); y is scratch
     * of 2 nb + 1 elements.  Returns 1 when the work is queued (or a failure
     * recorded), 0 when the backend declines, having done nothing.  NULL:
     * none.
     */
    int (*latrd_panel)(trident_context *ctx, char uplo, int64_t n, int64_t nb, TRI_T *a, int64_t lda,
                       TRI_R *e, TRI_T *tau, TRI_T *w, int64_t ldw, TRI_T *y);
    /*
     * Hold now what the blocked reduction of order n (panel width nb,
     * triangle uplo) will ask of the backend as it goes, so that it cannot
     * run out of memory with part of a reduced.  Returns 0 or a
     * TRIDENT_INFO_* code (nothing written).  NULL: nothing to hold.
     */
    int (*sytrd_prepare)(trident_context *ctx, char uplo, int64_t n, int64_t nb);
    /*
     * The same for the two-stage reduction of order n (band nb, trailing
     * updates of `panels` panels at a time) and, for want_q, the chase's
     * back-transformation of up to n vectors.  NULL: nothing to hold.
     */
    int (*sytrd_2stage_prepare)(trident_context *ctx, int64_t n, int64_t nb, int64_t panels, int want_q);

    /* ---- the two-stage reduction: NULL where the backend has none;
     *      drivers/sytrd_2stage_generic.h uses them ---- */

    /*
     * One panel of the reduction to band form (LAPACK xSYTRD_SY2SB), nb
     * columns over m rows below the band:
     *   uplo 'L': a is A(j+nb, j), the m-by-nb panel;
     *   uplo 'U': a is A(j, j+nb), the nb-by-m panel (its conjugate transpose
     *             is factored).
     * QR of the panel: R takes the place of its first k = min(m, nb) rows
     * (R^H, columns, for 'U'); what the panel holds below R is left
     * undefined.  p (m-by-nb, ldp >= m) is where 'U' factors the conjugate
     * transpose: scratch, or the panel's mirror A(j+nb, j) in the lower
     * triangle (ldp = lda) when the reflectors are kept, as 'L' keeps them
     * below R ('L' factors in place and ignores p).  On exit v (m-by-k, ldv)
     * holds the reflectors in explicit form and t (k-by-k, ld nb, upper) the
     * factor of Q = I - V T V^H (xLARFT 'F', 'C'); tau (nb) and gram (nb x nb)
     * are scratch.
     */
    void (*band_panel)(trident_context *ctx, char uplo, int64_t m, int64_t nb, TRI_T *a,
                       int64_t lda, TRI_T *p, int64_t ldp, TRI_T *tau, TRI_T *v, int64_t ldv,
                       TRI_T *gram, TRI_T *t);
    /* C := alpha A B + beta C, A m-by-m Hermitian in triangle uplo, B and C
     * m-by-n                                         (xHEMM / xSYMM side 'L') */
    void (*hemm)(trident_context *ctx, char uplo, int64_t m, int64_t n, TRI_T alpha,
                 const TRI_T *a, int64_t lda, const TRI_T *b, int64_t ldb, TRI_T beta,
                 TRI_T *c, int64_t ldc);
    /* C := alpha op(A) op(B) + beta C, op 'N' or 'C' (the conjugate
     * transpose; the transpose for real types)                     (xGEMM) */
    void (*gemm)(trident_context *ctx, char transa, char transb, int64_t m, int64_t n,
                 int64_t k, TRI_T alpha, const TRI_T *a, int64_t lda, const TRI_T *b,
                 int64_t ldb, TRI_T beta, TRI_T *c, int64_t ldc);
    /*
     * Stage 2: the Hermitian band of half-bandwidth b held in triangle uplo
     * of a (offsets 0..b read, a not written) to the real symmetric
     * tridiagonal d (n), e (n-1) with the same eigenvalues.  work:
     * hb2st_work_bytes(n, b) bytes of backend memory.  1 <= b <= 64.
     * For the eigenvectors, v2 (NULL or hb2st_v2_elems(n, b) elements)
     * receives the chase's reflectors and phase (NULL or n elements; complex
     * types) the unitary diagonal D with T_real = D^H T D: the band is then
     * Q2 D T_real D^H Q2^H.
     */
    void (*hb2st)(trident_context *ctx, char uplo, int64_t n, int64_t b, const TRI_T *a,
                  int64_t lda, TRI_R *d, TRI_R *e, void *work, TRI_T *v2, TRI_T *phase);
    size_t (*hb2st_work_bytes)(int64_t n, int64_t b);
    int64_t (*hb2st_v2_elems)(int64_t n, int64_t b);
    /* z := Q2 D z (z n-by-m, ldz >= n) from hb2st's v2 and phase (NULL for
     * real types) with the same n and b; b must pass hb2st_apply_q_supports */
    void (*hb2st_apply_q)(trident_context *ctx, int64_t n, int64_t b, const TRI_T *v2,
                          const TRI_T *phase, int64_t m, TRI_T *z, int64_t ldz);
    /* q := Q2 D (n-by-n, ldq >= n), formed: the values of hb2st_apply_q on
     * the identity for about 2/3 of its work (NULL where the backend has no
     * such path) */
    void (*hb2st_form_q)(trident_context *ctx, int64_t n, int64_t b, const TRI_T *v2, const TRI_T *phase,
                         TRI_T *q, int64_t ldq);
    int (*hb2st_apply_q_supports)(int64_t b);

    /* ---- xSYTRD's output from the two-stage reduction: NULL where the
     *      backend has none; drivers/sytrd_from_2stage_generic.h uses them ---- */

    /* The Householder QR (xGEQRF's reflectors below the diagonal and their
     * tau, n) of the n-by-n matrix a with orthonormal columns, in place; R
     * is diagonal, +-1, and what a's diagonal holds on exit has the sign of
     * -R's (real part); above it, undefined.  For orthonormal columns this
     * takes an LU factorization, half xGEQRF's flops. */
    void (*qr_of_orthogonal)(trident_context *ctx, int64_t n, TRI_T *a, int64_t lda, TRI_T *tau);
    /* b's lower triangle (n x n) := a's triangle uplo as a lower triangle:
     * itself for 'L', reversed in both indices for 'U' (b = J A J) */
    void (*sytrd_mirror)(trident_context *ctx, char uplo, int64_t n, const TRI_T *a, int64_t lda,
                         TRI_T *b, int64_t ldb);
    /* xSYTRD's a (triangle uplo), d, e and tau from the QR (qr_of_orthogonal,
     * in q(1:n-1, 1:n-1), scalar factors tau_qr) of the Q formed by the lower
     * two-stage reduction of sytrd_mirror's b, and that reduction's T
     * (dr, er).  n >= 3. */
    void (*sytrd_from_qr)(trident_context *ctx, char uplo, int64_t n, const TRI_T *q, int64_t ldq,
                          const TRI_T *tau_qr, const TRI_R *dr, const TRI_R *er, TRI_T *a, int64_t lda,
                          TRI_R *d, TRI_R *e, TRI_T *tau);

    /* ---- eigen drivers: stages 2 and 3, and the scaling around them ---- */

    /*
     * Z := Q Z  (xORMTR / xUNMTR with side 'L', trans 'N'), Q of order n from
     * the reflectors xSYTRD / xHETRD left in a (lda >= n) and tau (n-1):
     *   uplo 'L': Q = H(0) H(1) ... H(n-2), reflector i in a(i+2:n-1, i),
     *             its unit entry at row i+1;
     *   uplo 'U': Q = H(n-2) ... H(1) H(0), reflector i in a(0:i-1, i+1),
     *             its unit entry at row i
     * (0-based).  z is n-by-m (ldz >= n), any m >= 0.  a and tau are not
     * modified.  work: apply_q_lwork(n, m) elements of backend memory.
     */
    void (*apply_q)(trident_context *ctx, char uplo, int64_t n, int64_t m, const TRI_T *a,
                    int64_t lda, const TRI_T *tau, TRI_T *z, int64_t ldz, TRI_T *work);
    int64_t (*apply_q_lwork)(int64_t n, int64_t m);
    /*
     * Z := Q Z (xORMQR / xUNMQR with side 'L', trans 'N'), Q = H(0) ... H(k-1)
     * from a QR factorization left in a (rows-by-k, lda >= rows, reflector i
     * in a(i+1:rows-1, i), its unit entry at row i) and tau (k); z is
     * rows-by-m.  factors: NULL, or apply_qr_factor's for the same a, rows,
     * k and tau.  work: apply_q_lwork(rows + 1, m) elements.  NULL where the
     * backend has no two-stage reduction (its only user: the stage-1
     * reflectors, sytrd_2stage_generic.h).
     */
    void (*apply_qr)(trident_context *ctx, int64_t rows, int64_t k, int64_t m, const TRI_T *a,
                     int64_t lda, const TRI_T *tau, const TRI_T *factors, TRI_T *z, int64_t ldz,
                     TRI_T *work);
    /*
     * What apply_qr computes from the reflectors alone, ahead of it: the
     * triangular factors of all its blocks into factors
     * (apply_qr_factors_size(k) elements), for apply_qr's `factors` (NULL
     * there: each block's factor made as it comes).  work: apply_q_lwork(
     * rows + 1, 1) elements.  Lets a driver queue them on a second lane
     * beside work that does not touch a, tau or factors.
     */
    int64_t (*apply_qr_factors_size)(int64_t k);
    void (*apply_qr_factor)(trident_context *ctx, int64_t rows, int64_t k, const TRI_T *a, int64_t lda,
                            const TRI_T *tau, TRI_T *factors, TRI_T *work);

    /*
     * Eigenvalues il..iu (0-based, inclusive, 0 <= il <= iu < n) of the
     * symmetric tridiagonal matrix with diagonal d (n) and off-diagonal e
     * (n-1), ascending, into w[0..iu-il].  Accurate to a few units of
     * roundoff times ||T|| (bisection with Sturm counts on the GPU; xSTEBZ on
     * the host).  d and e are not modified.
     */
    void (*tridiag_eigvals)(trident_context *ctx, int64_t n, const TRI_R *d, const TRI_R *e,
                            int64_t il, int64_t iu, TRI_R *w);

    /*
     * Eigenvectors of the same T (n >= 1) for k >= 1 of its eigenvalues
     * w[0..k) (ascending, from tridiag_eigvals), by inverse iteration:
     * z (n-by-k, ldz >= n) := orthonormal vectors, column j for w[j], real
     * (a zero imaginary part for complex types); fail[j] (k ints) := 1 where
     * vector j failed xSTEIN's convergence test, else 0.  work:
     * tridiag_eigvecs_bytes(n, k) bytes.  d, e, w are not modified.  NULL on
     * the host backend, whose drivers call xSTEIN.
     */
    void (*tridiag_eigvecs)(trident_context *ctx, int64_t n, const TRI_R *d, const TRI_R *e,
                            int64_t k, const TRI_R *w, TRI_T *z, int64_t ldz, int *fail, void *work);
    size_t (*tridiag_eigvecs_bytes)(int64_t n, int64_t k);
    /* hold now what tridiag_eigvecs(n, k) asks of the backend beyond work
     * as it goes (as sytrd_prepare): 0 or TRIDENT_INFO_*; NULL: nothing */
    int (*tridiag_eigvecs_prepare)(trident_context *ctx, int64_t n, int64_t k);

    /*
     * Inverse iteration for `count` eigenvectors of the same T (n >= 1), one
     * for each shift sigma[q] (count reals), none orthogonalized against
     * another: vector q into column q of z (n x count, ld n), of unit
     * 2-norm, from the start sequence of vector index[q] (count, its
     * column among all of T's); converged[q] (count ints) := 1 where it passed xSTEIN's growth
     * test, else 0.  pivtol, rhs, grown: the iteration's tolerances
     * (cuda/eig/invit_vector_w.h).  work: invit_vectors_bytes(n, count)
     * bytes.  Double-double's (its clusters' first vectors,
     * dispatch/vectors_dispatch_w.c); NULL for the other types.
     */
    void (*invit_vectors)(trident_context *ctx, int64_t n, const TRI_R *d, const TRI_R *e, int64_t count,
                          const TRI_R *sigma, const int64_t *index, double pivtol, double rhs, double grown,
                          TRI_T *z, int *converged,
                          void *work);
    size_t (*invit_vectors_bytes)(int64_t n, int64_t count);

    /* ---- the generalized problem's Cholesky steps: double-double's
     *      (dispatch/gv_dispatch_w.c); NULL for the other types, whose GPU
     *      driver calls cuSOLVER and cuBLAS (sygvd_device_generic.h) ---- */

    /* B = U^T U or L L^T over the triangle uplo of a (xPOTRF; the other
     * triangle neither read nor written); *minor (one int of backend memory)
     * := 0 or the order of the first leading minor that is not positive
     * definite, the factorization then stopped there */
    void (*potrf)(trident_context *ctx, char uplo, int64_t n, TRI_T *a, int64_t lda, int *minor);
    /* B := inv(op(T)) B (side 'L') or B inv(op(T)) ('R') (xTRSM, alpha 1,
     * diag 'N'), and B := op(T) B or B op(T) (xTRMM); T the triangle uplo of
     * t, m x m (side 'L') or n x n ('R'); B m x n */
    void (*trsm)(trident_context *ctx, char side, char uplo, char trans, int64_t m, int64_t n, const TRI_T *t,
                 int64_t ldt, TRI_T *b, int64_t ldb);
    void (*trmm)(trident_context *ctx, char side, char uplo, char trans, int64_t m, int64_t n, const TRI_T *t,
                 int64_t ldt, TRI_T *b, int64_t ldb);
    /* dst (n x n) := the full symmetric (Hermitian) matrix whose triangle
     * uplo src holds; src == dst with the same ld works in place */
    void (*hermitian_full)(trident_context *ctx, char uplo, int64_t n, const TRI_T *src, int64_t lds, TRI_T *dst,
                           int64_t ldd);

    /*
     * The eigen drivers' scaling (LAPACK xSYEVD): with anrm = max |a(i,j)|
     * over the stored triangle (NaN if one is NaN), sigma := rmin / anrm when
     * 0 < anrm < rmin, rmax / anrm when rmax < anrm < Inf, else 1; then the triangle
     * (diagonal included) := sigma * triangle when sigma != 1.  On exit
     * s[0] = anrm, s[1] = sigma (s: 2 reals of backend memory, so that no
     * host synchronisation is needed).
     */
    void (*eig_scale)(trident_context *ctx, char uplo, int64_t n, TRI_T *a, int64_t lda,
                      TRI_R rmin, TRI_R rmax, TRI_R *s);
    /* w[i] := w[i] / s[1], i < n, when s[1] != 1 (undo eig_scale on eigenvalues) */
    void (*eig_unscale)(trident_context *ctx, int64_t n, TRI_R *w, const TRI_R *s);

    /* c := a b, c m-by-n, a m-by-k of the element type, b k-by-n of the
     * real type (xLARCM's product): for complex types one real GEMM on the
     * interleaved parts, 2m rows */
    void (*gemm_real)(trident_context *ctx, int64_t m, int64_t n, int64_t k, const TRI_T *a, int64_t lda,
                      const TRI_R *b, int64_t ldb, TRI_T *c, int64_t ldc);

    /* dst := src, m-by-n, from the real type to the element type (xLACP2) */
    void (*copy_real)(trident_context *ctx, int64_t m, int64_t n, const TRI_R *src, int64_t lds,
                      TRI_T *dst, int64_t ldd);
} TRI_SFX(trident_ops);
