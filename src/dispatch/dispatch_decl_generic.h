/* dispatch_decl_generic.h -- per-precision declarations (see dispatch.h). */

/*
 * Workspace of the eigen driver, carved by the interface from the caller's
 * LAPACK-sized arrays (for real types e, z, zr share one array type).
 */
typedef struct TRI_SFX(trident_syevd_workspace) {
    TRI_R *e;            /* n-1 off-diagonal of T */
    TRI_T *tau;          /* n-1 reflector scalars */
    TRI_T *trd_work;     /* panel workspace of the tridiagonalization */
    int64_t trd_lwork;
    TRI_R *zr;           /* jobz='V': n*n eigenvectors of T (real) */
    TRI_T *z;            /* jobz='V': n*n eigenvectors of A (== zr for real types) */
    TRI_R *stedc_work;   /* real workspace of xSTEDC */
    int64_t stedc_lwork;
    blas_int *iwork;     /* integer workspace of xSTEDC */
    int64_t liwork;
    TRI_T *mtr_work;     /* workspace of xORMTR / xUNMTR */
    int64_t mtr_lwork;
} TRI_SFX(trident_syevd_workspace);

/*
 * xSYEVD / xHEEVD on host memory (stage 1 on the backend dispatch picks).
 * jobz, uplo upper case.  Returns 0, i > 0
 * when the tridiagonal eigensolver fails to converge, or TRIDENT_INFO_*.
 */
trident_int TRI_SFX(trident_syevd_dispatch)(trident_context *ctx, const char *routine,
                                        char jobz, char uplo, int64_t n, TRI_T *a, int64_t lda,
                                        TRI_R *w, const TRI_SFX(trident_syevd_workspace) *ws);

/* The eigen drivers' scaling (xSYEVD, xSYEVX): with anrm = max |a(i,j)| over
 * the stored triangle, scale that triangle by *sigma so that anrm lands in
 * [sqrt(safmin/eps), rmax] (*sigma = 1 when it already does); rmax is the
 * routine's own ceiling, as in LAPACK.  Returns 0, or, for a triangle with
 * NaN or infinite entries (left as it is, *sigma = 1),
 * TRIDENT_INFO_NONFINITE_INPUT, reported under `routine`: no eigenvalue of
 * such a matrix means anything, and LAPACK's tridiagonal solvers, fed one,
 * blame an argument of their own (xSTEBZ), stop the program (xSTEDC's
 * xLASCL, reference LAPACK) or crash (xSTEMR). */
trident_int TRI_SFX(trident_eig_scale)(const char *routine, char uplo, int64_t n, TRI_T *a, int64_t lda,
                                       TRI_R rmax, TRI_R *sigma);
