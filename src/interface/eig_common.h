/*
 * eig_common.h -- what the LAPACK-compatible eigen routines share beyond the
 * reused bodies of interface.h: workspace sizes that must fit trident_int,
 * the private input copies of the keep-inputs option, and the stages that
 * xSYEVX / xSYEVR (reduction, bisection and inverse iteration) and
 * xSYGVD / xSYGVX (Cholesky, reduction to standard form, back-transform)
 * have in common.  Not installed.
 */
#ifndef TRIDENT_EIG_COMMON_H
#define TRIDENT_EIG_COMMON_H

#include <math.h>
#include <stdint.h>

#include "core/context.h"
#include "interface/interface.h"

/*
 * If `need` (the minimum of workspace argument number `arg`, called `name`)
 * exceeds TRIDENT_INT_MAX, no caller can pass it: report that in words and
 * set *info = -arg, returning 1.  Otherwise return 0.
 */
int trident_workspace_unrepresentable(const char *routine, int arg, const char *name, int64_t n,
                                      int64_t need, trident_int *info);

/*
 * xSYEVD's / xHEEVD's arguments before the workspace sizes, checked in
 * LAPACK's order: jobz (1), uplo (2), n (3), a (4), lda (5), w (6), work (7),
 * rwork at position arg_rwork (complex only: 0 skips it), iwork at
 * arg_iwork.  The arrays are only tested for NULL, so any element type
 * passes (double-double's trident_wsyevd shares this with s, d, c, z).
 * Sets *info = -i for the first illegal one (reported), else leaves it.
 */
void trident_syevd_check_args(const char *routine, char jobz, char uplo, trident_int n,
                              const void *a, trident_int lda, const void *w, const void *work,
                              int arg_rwork, const void *rwork, int arg_iwork, const void *iwork,
                              trident_int *info);

/*
 * xSYGVD's / xHEGVD's arguments before the workspace sizes, checked in
 * LAPACK's order: itype (1), jobz (2), uplo (3), n (4), a (5), lda (6),
 * b (7), ldb (8), w (9), work (10), rwork at position arg_rwork (complex
 * only: 0 skips it), iwork at arg_iwork.  Arrays only tested for NULL, so
 * any element type passes (double-double's trident_wsygvd shares this with
 * s, d, c, z).  Sets *info = -i for the first illegal one (reported), else
 * leaves it.
 */
void trident_sygvd_check_args(const char *routine, trident_int itype, char jobz, char uplo, trident_int n,
                              const void *a, trident_int lda, const void *b, trident_int ldb, const void *w,
                              const void *work, int arg_rwork, const void *rwork, int arg_iwork,
                              const void *iwork, trident_int *info);

/*
 * The arguments xSYEVX and xSYEVR share, positions 1-15 (jobz, range, uplo,
 * n, a, lda, vl, vu, il, iu, abstol, m, w, z, ldz), checked in LAPACK's
 * order; each position counts `shift` more (1: the device entries, whose
 * context is argument 1).  The window enters as window_nonempty, vu > vl
 * evaluated by the caller in its own type (false for a NaN bound), and the
 * arrays are only tested for NULL: so every element type passes,
 * double-double's trident_wsyevx included.  Sets *info = -i for the first
 * illegal one (reported), else 0.
 */
void trident_check_subset_args(const char *routine, int shift, char jobz, char range, char uplo, int64_t n,
                               const void *a, int64_t lda, int window_nonempty, int64_t il, int64_t iu,
                               const trident_int *m, const void *w, const void *z, int64_t ldz,
                               trident_int *info);

/* xSYEVX's (is_complex = 0; double-double's too) or xHEEVX's (is_complex = 1)
 * minimum lwork for order n, and the optimal one (room for full panels of
 * block size nb in the reduction; never below the minimum). */
int64_t trident_syevx_min_lwork(int is_complex, int64_t n);
int64_t trident_syevx_opt_lwork(int is_complex, int64_t n, int64_t nb);

/*
 * xSYEVX's / xHEEVX's arguments after the first 15, checked in LAPACK's
 * order: work (16), rwork (18, complex only), iwork (18, or 19 for
 * complex), ifail (19 / 20, jobz V), then lwork (17) against
 * trident_syevx_min_lwork.  rwork, iwork and ifail are not referenced at
 * n = 0 nor by a query (lquery).  Sets *info = -i for the first illegal
 * one (reported), else leaves it.
 */
void trident_syevx_check_workspace(const char *routine, int is_complex, int wantz, trident_int n, const void *work,
                                   trident_int lwork, const void *rwork, const void *iwork, const void *ifail,
                                   int lquery, trident_int *info);

/* The work[0] answer of a workspace query.  A float holds integers exactly
 * only up to 2^24: round up, so that allocating work[0] elements is enough. */
static inline double trident_lwork_answer(int64_t count, int single)
{
    if (!single) return (double)count;
    float f = (float)count;
    if ((int64_t)f < count) f = nextafterf(f, INFINITY);
    return f;
}
#define TRI_LWORK_ANSWER(count) ((TRI_R)trident_lwork_answer((count), sizeof(TRI_R) == sizeof(float)))

#define TRI_GENERIC_SOURCE "interface/eig_common_decl_generic.h"
#include "core/prec/instantiate.h"

/* double-double's keep-inputs copy: eig_common_generic.h's
 * trident_copy_triangle (memcpy only), instantiated for w in syevd_w.c
 * (trident_wsyevd, trident_wsygvd, trident_wsyevx) */
trident_dd *trident_copy_triangle_w(const char *routine, char uplo, int64_t n, const trident_dd *a,
                                    int64_t lda, trident_int *info);

#endif
