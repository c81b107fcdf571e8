/* LAPACK routines used only by tests, one precision (see test_lapack.h). */
void TRI_LAPACK(geqrf)(const blas_int *m, const blas_int *n, TRI_T *a, const blas_int *lda,
                       TRI_T *tau, TRI_T *work, const blas_int *lwork, blas_int *info);
void TRI_LAPACK(larft)(const char *direct, const char *storev, const blas_int *n,
                       const blas_int *k, const TRI_T *v, const blas_int *ldv, const TRI_T *tau,
                       TRI_T *t, const blas_int *ldt, size_t, size_t);
void TRI_LAPACK_OR(gqr)(const blas_int *m, const blas_int *n, const blas_int *k, TRI_T *a,
                        const blas_int *lda, const TRI_T *tau, TRI_T *work,
                        const blas_int *lwork, blas_int *info);
#if TRI_COMPLEX
void TRI_LAPACK_SY(gvd)(const blas_int *itype, const char *jobz, const char *uplo, const blas_int *n,
                        TRI_T *a, const blas_int *lda, TRI_T *b, const blas_int *ldb, TRI_R *w,
                        TRI_T *work, const blas_int *lwork, TRI_R *rwork, const blas_int *lrwork,
                        blas_int *iwork, const blas_int *liwork, blas_int *info, size_t, size_t);
#else
void TRI_LAPACK_SY(gvd)(const blas_int *itype, const char *jobz, const char *uplo, const blas_int *n,
                        TRI_T *a, const blas_int *lda, TRI_T *b, const blas_int *ldb, TRI_R *w,
                        TRI_T *work, const blas_int *lwork, blas_int *iwork, const blas_int *liwork,
                        blas_int *info, size_t, size_t);
#endif
