/*
 * lapack_prototypes_generic.h -- Fortran BLAS/LAPACK symbols Trident calls,
 * for one precision (included per precision by lapack_prototypes.h).
 *
 * Fortran ABI: every argument by reference, one hidden size_t length per
 * character argument at the end (what gfortran passes; libraries written in C,
 * such as OpenBLAS's interface layer, ignore them).
 */
#define TRI_FLEN size_t

/* BLAS */
void TRI_LAPACK(gemv)(const char *trans, const blas_int *m, const blas_int *n,
                      const TRI_T *alpha, const TRI_T *a, const blas_int *lda,
                      const TRI_T *x, const blas_int *incx, const TRI_T *beta,
                      TRI_T *y, const blas_int *incy, TRI_FLEN);
void TRI_LAPACK_SY(mv)(const char *uplo, const blas_int *n, const TRI_T *alpha,
                       const TRI_T *a, const blas_int *lda, const TRI_T *x,
                       const blas_int *incx, const TRI_T *beta, TRI_T *y,
                       const blas_int *incy, TRI_FLEN);
void TRI_LAPACK_SY(r2k)(const char *uplo, const char *trans, const blas_int *n,
                        const blas_int *k, const TRI_T *alpha, const TRI_T *a,
                        const blas_int *lda, const TRI_T *b, const blas_int *ldb,
                        const TRI_R *beta, TRI_T *c, const blas_int *ldc, TRI_FLEN, TRI_FLEN);
void TRI_LAPACK(scal)(const blas_int *n, const TRI_T *alpha, TRI_T *x, const blas_int *incx);
void TRI_LAPACK(axpy)(const blas_int *n, const TRI_T *alpha, const TRI_T *x,
                      const blas_int *incx, TRI_T *y, const blas_int *incy);
void TRI_LAPACK(gemm)(const char *transa, const char *transb, const blas_int *m,
                      const blas_int *n, const blas_int *k, const TRI_T *alpha,
                      const TRI_T *a, const blas_int *lda, const TRI_T *b,
                      const blas_int *ldb, const TRI_T *beta, TRI_T *c,
                      const blas_int *ldc, TRI_FLEN, TRI_FLEN);

void TRI_LAPACK(trsm)(const char *side, const char *uplo, const char *transa, const char *diag,
                      const blas_int *m, const blas_int *n, const TRI_T *alpha, const TRI_T *a,
                      const blas_int *lda, TRI_T *b, const blas_int *ldb, TRI_FLEN, TRI_FLEN,
                      TRI_FLEN, TRI_FLEN);
void TRI_LAPACK(trmm)(const char *side, const char *uplo, const char *transa, const char *diag,
                      const blas_int *m, const blas_int *n, const TRI_T *alpha, const TRI_T *a,
                      const blas_int *lda, TRI_T *b, const blas_int *ldb, TRI_FLEN, TRI_FLEN,
                      TRI_FLEN, TRI_FLEN);

/* LAPACK: Cholesky and the reduction of a generalized problem to standard form */
void TRI_LAPACK(potrf)(const char *uplo, const blas_int *n, TRI_T *a, const blas_int *lda,
                       blas_int *info, TRI_FLEN);
void TRI_LAPACK_SY(gst)(const blas_int *itype, const char *uplo, const blas_int *n, TRI_T *a,
                        const blas_int *lda, const TRI_T *b, const blas_int *ldb, blas_int *info,
                        TRI_FLEN);

/* LAPACK: eigenvectors of a tridiagonal matrix by inverse iteration */
void TRI_LAPACK(stein)(const blas_int *n, const TRI_R *d, const TRI_R *e, const blas_int *m,
                       const TRI_R *w, const blas_int *iblock, const blas_int *isplit, TRI_T *z,
                       const blas_int *ldz, TRI_R *work, blas_int *iwork, blas_int *ifail,
                       blas_int *info);

/* LAPACK: QR factorization and its explicit Q (reorthonormalizing clusters) */
void TRI_LAPACK(geqrf)(const blas_int *m, const blas_int *n, TRI_T *a, const blas_int *lda, TRI_T *tau,
                       TRI_T *work, const blas_int *lwork, blas_int *info);
void TRI_LAPACK_OR(gqr)(const blas_int *m, const blas_int *n, const blas_int *k, TRI_T *a,
                        const blas_int *lda, const TRI_T *tau, TRI_T *work, const blas_int *lwork,
                        blas_int *info);

/* LAPACK: the back-transformation and, for tests, Q itself */
void TRI_LAPACK_OR(mtr)(const char *side, const char *uplo, const char *trans,
                        const blas_int *m, const blas_int *n, const TRI_T *a,
                        const blas_int *lda, const TRI_T *tau, TRI_T *c,
                        const blas_int *ldc, TRI_T *work, const blas_int *lwork,
                        blas_int *info, TRI_FLEN, TRI_FLEN, TRI_FLEN);
void TRI_LAPACK_OR(gtr)(const char *uplo, const blas_int *n, TRI_T *a,
                        const blas_int *lda, const TRI_T *tau, TRI_T *work,
                        const blas_int *lwork, blas_int *info, TRI_FLEN);
/* LAPACK reference drivers, used by tests and benchmarks for comparison */
void TRI_LAPACK_SY(trd)(const char *uplo, const blas_int *n, TRI_T *a,
                        const blas_int *lda, TRI_R *d, TRI_R *e, TRI_T *tau,
                        TRI_T *work, const blas_int *lwork, blas_int *info, TRI_FLEN);

#undef TRI_FLEN
