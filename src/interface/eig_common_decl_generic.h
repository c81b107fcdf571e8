/* eig_common_decl_generic.h -- per-precision declarations (see eig_common.h). */

/* ---- eig_common_generic.h ------------------------------------------------ */

/*
 * Keep-inputs option: a new n-by-n array (leading dimension n) holding the
 * triangle `uplo` of a; the other triangle is not read and is left unset.
 * On allocation failure reports TRIDENT_INFO_OUT_OF_MEMORY under `routine`,
 * sets *info to it and returns NULL.  Free with free().
 */
TRI_T *TRI_SFX(trident_copy_triangle)(const char *routine, char uplo, int64_t n, const TRI_T *a,
                                      int64_t lda, trident_int *info);

/* ---- syevd_generic.h ----------------------------------------------------- */

/*
 * xSYEVD's workspace arguments against LAPACK's minimum sizes (xSYGVD has
 * the same): lwork, lrwork (complex only), liwork at argument positions
 * arg_lwork, arg_lrwork, arg_liwork.  A minimum that does not fit
 * trident_int is reported as such (also for a query); a size below the
 * minimum is an illegal argument unless lquery.  Sets *info = -arg or 0.
 */
void TRI_SFX(trident_syevd_check_workspace)(const char *routine, int wantz, int64_t n,
                                            trident_int lwork, trident_int lrwork,
                                            trident_int liwork, int lquery, int arg_lwork,
                                            int arg_lrwork, int arg_liwork, trident_int *info);

/* ---- syevx_generic.h ----------------------------------------------------- */

/*
 * Stage 1 of the subset drivers (xSYEVX, xSYEVR): scale the stored triangle
 * of a into xSYEVX's safe range (*sigma is the factor; vl, vu and abstol
 * scale with it), then A = Q T Q^H (d, e, tau; reflectors in a) on the
 * backend dispatch picks, with work[0..lwork) as panel workspace.
 * Returns 0 or a TRIDENT_INFO_* code (reported).
 */
trident_int TRI_SFX(trident_evx_reduce)(trident_context *ctx, const char *routine, char uplo,
                                        int64_t n, TRI_T *a, int64_t lda, TRI_R *d, TRI_R *e,
                                        TRI_T *tau, TRI_T *work, int64_t lwork, TRI_R *sigma);

/*
 * The eigenpairs of T = (d, e) selected by range 'A' / 'V' / 'I' (bounds vl,
 * vu already scaled by sigma, abstol as xSTEBZ's), by bisection (xSTEBZ),
 * and for wantz their eigenvectors by inverse iteration (xSTEIN) into the
 * n-by-m z, back-transformed by the Q of (a, tau) (xORMTR / xUNMTR with
 * work[0..lwork), lwork >= n).  w is divided by sigma and sorted ascending
 * with the columns of z and the entries of ifail (1 per column) and isuppz
 * (2 per column) moving along; either may be NULL.  isuppz, when given,
 * receives the first and last nonzero row (1-based) of each eigenvector of T,
 * which is what xSTEMR reports.  Workspace: rw 5n reals; iw 5n integers;
 * ifail n integers (needed for wantz).  d and e are not modified.
 * Sets *m; returns xSTEIN's count of eigenvectors that failed to converge.
 */
trident_int TRI_SFX(trident_evx_bisect_invit)(int wantz, char range, char uplo, int64_t n,
                                              const TRI_R *d, const TRI_R *e, TRI_R vl, TRI_R vu,
                                              trident_int il, trident_int iu, TRI_R abstol,
                                              TRI_R sigma, const TRI_T *a, int64_t lda,
                                              const TRI_T *tau, trident_int *m, TRI_R *w, TRI_T *z,
                                              int64_t ldz, TRI_T *work, int64_t lwork, TRI_R *rw,
                                              trident_int *iw, trident_int *ifail,
                                              trident_int *isuppz);

/* isuppz[2j], isuppz[2j+1] := the first and last nonzero row (1-based) of
 * column j of the n-by-m z, j < m: xSYEVR's support of its eigenvectors. */
void TRI_SFX(trident_evx_support)(int64_t n, int64_t m, const TRI_T *z, int64_t ldz,
                                  trident_int *isuppz);

/*
 * The subset drivers' GPU path (xSYEVX, xSYEVR, xSYGVX): when dispatch
 * picks the GPU for order n, the whole solve there (trident_syevx_staged,
 * same arguments; range, uplo upper case; n >= 2).  Returns 1 with *info set
 * when the call was served (solved, or failed with a reported
 * TRIDENT_INFO_*; i > 0, the number of failed eigenvectors, is the
 * caller's to report); 0 when the host path is to run: dispatch picked the
 * host, or the device ran out of memory under backend AUTO (nothing
 * written).
 */
int TRI_SFX(trident_evx_on_device)(trident_context *ctx, const char *routine, int wantz, char range,
                                   char uplo, int64_t n, const TRI_T *a, int64_t lda, TRI_R vl,
                                   TRI_R vu, trident_int il, trident_int iu, trident_int *m, TRI_R *w,
                                   TRI_T *z, int64_t ldz, trident_int *ifail, trident_int *info);

/*
 * xSYEVX / xHEEVX with valid arguments (upper-case characters; workspace at
 * least LAPACK's minimum unless lquery): the workspace query when lquery,
 * else the solve.  Failures are reported under `routine`.  Returns info.
 */
trident_int TRI_SFX(trident_syevx_checked)(const char *routine, char jobz, char range, char uplo,
                                           trident_int n, TRI_T *a, trident_int lda, TRI_R vl,
                                           TRI_R vu, trident_int il, trident_int iu, TRI_R abstol,
                                           trident_int *m, TRI_R *w, TRI_T *z, trident_int ldz,
                                           TRI_T *work, trident_int lwork, TRI_R *rwork,
                                           trident_int *iwork, trident_int *ifail, int lquery);

/* ---- sygvd_generic.h ----------------------------------------------------- */

/*
 * A generalized problem to standard form: unless `factored`, B = U^H U or
 * L L^H (xPOTRF, in place); then A := the standard matrix of `itype`
 * (xSYGST / xHEGST).  uplo upper case.  Returns 0, or n + i (reported) when
 * the leading minor of order i of B is not positive definite.
 */
trident_int TRI_SFX(trident_sygv_reduce)(const char *routine, int factored, trident_int itype,
                                         char uplo, trident_int n, TRI_T *a, trident_int lda,
                                         TRI_T *b, trident_int ldb);

/*
 * The n-by-m eigenvectors z of the standard problem made eigenvectors of
 * the generalized one with B's factor: inv(U) z or inv(L)^H z (itype 1, 2),
 * U^H z or L z (itype 3).
 */
void TRI_SFX(trident_sygv_backtransform)(trident_int itype, char uplo, trident_int n, trident_int m,
                                         const TRI_T *b, trident_int ldb, TRI_T *z,
                                         trident_int ldz);
