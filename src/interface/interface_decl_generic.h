/* interface_decl_generic.h -- per-precision declarations (see interface.h). */

/*
 * xSYEVD / xHEEVD with valid arguments (jobz, uplo upper case; workspace at
 * least LAPACK's minimum unless lquery): the workspace query when lquery,
 * else the solve.  Failures are reported under `routine`.  Returns info.
 * rwork / lrwork are ignored for real types.
 */
trident_int TRI_SFX(trident_syevd_checked)(const char *routine, char jobz, char uplo, trident_int n,
                                           TRI_T *a, trident_int lda, TRI_R *w,
                                           TRI_T *work, trident_int lwork,
                                           TRI_R *rwork, trident_int lrwork,
                                           trident_int *iwork, trident_int liwork, int lquery);

/* LAPACK's minimum workspace of xSYEVD / xHEEVD (lrw: 0 for real types). */
void TRI_SFX(trident_syevd_min_sizes)(int wantz, int64_t n, int64_t *lw, int64_t *lrw, int64_t *liw);
