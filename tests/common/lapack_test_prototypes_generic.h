/* LAPACK routines used only by tests, one precision (see test_lapack.h). */
void TRI_LAPACK(geqrf)(const blas_int *m, const blas_int *n, TRI_T *a, const blas_int *lda,
                       TRI_T *tau, TRI_T *work, const blas_int *lwork, blas_int *info);
void TRI_LAPACK_OR(gqr)(const blas_int *m, const blas_int *n, const blas_int *k, TRI_T *a,
                        const blas_int *lda, const TRI_T *tau, TRI_T *work,
                        const blas_int *lwork, blas_int *info);
