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
    /* y := alpha op(A) x + beta y, op = 'N' | 'T' | 'C'            (xGEMV) */
    void (*gemv)(trident_context *ctx, char trans, int64_t m, int64_t n,
                 TRI_T alpha, const TRI_T *a, int64_t lda,
                 const TRI_T *x, int64_t incx, TRI_T beta, TRI_T *y, int64_t incy);

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

    /* x := conj(x); nothing for real types                       (xLACGV) */
    void (*lacgv)(trident_context *ctx, int64_t n, TRI_T *x, int64_t incx);

    /* *a := real(*a); nothing for real types.  LAPACK's hermitian routines
     * clear the imaginary part of a diagonal element this way. */
    void (*make_real)(trident_context *ctx, TRI_T *a);

    /* Householder reflector with the LAPACK xLARFG contract, for the vector
     * (alpha, x[0..n-2]); then *e := beta (real) and *alpha := 1, the form in
     * which xLATRD stores a reflector in A. */
    void (*householder)(trident_context *ctx, int64_t n, TRI_T *alpha,
                        TRI_T *x, int64_t incx, TRI_T *tau, TRI_R *e);

    /* The end of one xLATRD column: with v the reflector and w = A v after the
     * panel corrections,
     *   w := tau w;   w := w - (tau/2) (w^H v) v                          */
    void (*latrd_finish_w)(trident_context *ctx, int64_t n, const TRI_T *tau,
                           TRI_T *w, const TRI_T *v);

    /* After a panel of k columns, a the top-left of its diagonal block,
     * put the off-diagonal back in place of the reflectors' unit entries and
     * read the diagonal, as xSYTRD does after each xLATRD:
     *   d[j] := real a(j,j),        j = 0..k-1, and
     *   uplo 'L': a(j+1,j) := e[j],  j = 0..noff-1;
     *   uplo 'U': a(j-1,j) := e[j-1], j = k-noff..k-1 (index -1 is the
     *             element just above/before the block, valid when noff = k). */
    void (*store_tridiag)(trident_context *ctx, char uplo, int64_t k, int64_t noff,
                          TRI_T *a, int64_t lda, TRI_R *d, TRI_R *e);
} TRI_SFX(trident_ops);
