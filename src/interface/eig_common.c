/*
 * eig_common.c -- see eig_common.h.
 */
#include <stdlib.h>
#include <string.h>

#include "interface/eig_common.h"

int trident_workspace_unrepresentable(const char *routine, int arg, const char *name, int64_t n,
                                      int64_t need, trident_int *info)
{
    if (need <= TRIDENT_INT_MAX) return 0;
    *info = -arg;
    trident_report(routine, *info, "parameter number %d: n = %lld needs %s >= %lld, beyond the "
                   "largest trident_int (%lld; LAPACK has the same limit); xSYEVR / xHEEVR need "
                   "only O(n) workspace", arg, (long long)n, name, (long long)need,
                   (long long)TRIDENT_INT_MAX);
    return 1;
}

void trident_syevd_check_args(const char *routine, char jobz, char uplo, trident_int n,
                              const void *a, trident_int lda, const void *w, const void *work,
                              int arg_rwork, const void *rwork, int arg_iwork, const void *iwork,
                              trident_int *info)
{
    if (!trident_lsame(jobz, 'V') && !trident_lsame(jobz, 'N'))
        trident_illegal_argument(routine, 1, info);
    else if (!trident_lsame(uplo, 'U') && !trident_lsame(uplo, 'L'))
        trident_illegal_argument(routine, 2, info);
    else if (n < 0)
        trident_illegal_argument(routine, 3, info);
    else if (!a && n > 0)
        trident_illegal_argument(routine, 4, info);
    else if (lda < (n > 1 ? n : 1))
        trident_illegal_argument(routine, 5, info);
    else if (!w && n > 0)
        trident_illegal_argument(routine, 6, info);
    else if (!work)
        trident_illegal_argument(routine, 7, info);
    else if (arg_rwork && !rwork)
        trident_illegal_argument(routine, arg_rwork, info);
    else if (!iwork)
        trident_illegal_argument(routine, arg_iwork, info);
}

void trident_sygvd_check_args(const char *routine, trident_int itype, char jobz, char uplo, trident_int n,
                              const void *a, trident_int lda, const void *b, trident_int ldb, const void *w,
                              const void *work, int arg_rwork, const void *rwork, int arg_iwork,
                              const void *iwork, trident_int *info)
{
    if (itype < 1 || itype > 3)
        trident_illegal_argument(routine, 1, info);
    else if (!trident_lsame(jobz, 'V') && !trident_lsame(jobz, 'N'))
        trident_illegal_argument(routine, 2, info);
    else if (!trident_lsame(uplo, 'U') && !trident_lsame(uplo, 'L'))
        trident_illegal_argument(routine, 3, info);
    else if (n < 0)
        trident_illegal_argument(routine, 4, info);
    else if (!a && n > 0)
        trident_illegal_argument(routine, 5, info);
    else if (lda < (n > 1 ? n : 1))
        trident_illegal_argument(routine, 6, info);
    else if (!b && n > 0)
        trident_illegal_argument(routine, 7, info);
    else if (ldb < (n > 1 ? n : 1))
        trident_illegal_argument(routine, 8, info);
    else if (!w && n > 0)
        trident_illegal_argument(routine, 9, info);
    else if (!work)
        trident_illegal_argument(routine, 10, info);
    else if (arg_rwork && !rwork)
        trident_illegal_argument(routine, arg_rwork, info);
    else if (!iwork)
        trident_illegal_argument(routine, arg_iwork, info);
}

void trident_check_subset_args(const char *routine, int shift, char jobz, char range, char uplo, int64_t n,
                               const void *a, int64_t lda, int window_nonempty, int64_t il, int64_t iu,
                               const trident_int *m, const void *w, const void *z, int64_t ldz,
                               trident_int *info)
{
    const int wantz = trident_lsame(jobz, 'V');
    const int alleig = trident_lsame(range, 'A'), valeig = trident_lsame(range, 'V'),
              indeig = trident_lsame(range, 'I');
    int bad = 0;
    *info = 0;
    if (!wantz && !trident_lsame(jobz, 'N'))
        bad = 1;
    else if (!alleig && !valeig && !indeig)
        bad = 2;
    else if (!trident_lsame(uplo, 'L') && !trident_lsame(uplo, 'U'))
        bad = 3;
    else if (n < 0)
        bad = 4;
    else if (!a && n > 0)
        bad = 5;
    else if (lda < (n > 1 ? n : 1))
        bad = 6;
    else if (valeig && n > 0 && !window_nonempty)
        bad = 8;
    else if (indeig && (il < 1 || il > (n > 1 ? n : 1)))
        bad = 9;
    else if (indeig && (iu < (n < il ? n : il) || iu > n))
        bad = 10;
    else if (!m)
        bad = 12;
    else if (!w && n > 0)
        bad = 13;
    else if (wantz && !z && n > 0)
        bad = 14;
    else if (ldz < 1 || (wantz && ldz < n))
        bad = 15;
    if (bad) trident_illegal_argument(routine, bad + shift, info);
}

int64_t trident_syevx_min_lwork(int is_complex, int64_t n)
{
    return n <= 1 ? 1 : is_complex ? 2 * n : 8 * n;
}

int64_t trident_syevx_opt_lwork(int is_complex, int64_t n, int64_t nb)
{
    const int64_t lwmin = trident_syevx_min_lwork(is_complex, n);
    const int64_t lwopt = n <= 1 ? 1 : (is_complex ? nb + 1 : nb + 3) * n;
    return lwopt > lwmin ? lwopt : lwmin;
}

void trident_syevx_check_workspace(const char *routine, int is_complex, int wantz, trident_int n, const void *work,
                                   trident_int lwork, const void *rwork, const void *iwork, const void *ifail,
                                   int lquery, trident_int *info)
{
    /* xHEEVX has rwork (18) before iwork */
    const int arg_iwork = is_complex ? 19 : 18, arg_ifail = arg_iwork + 1;
    if (!work)
        trident_illegal_argument(routine, 16, info);
    /* rwork, iwork and ifail are not referenced at n = 0 (nor by a query) */
    else if (is_complex && !rwork && !lquery && n > 0)
        trident_illegal_argument(routine, 18, info);
    else if (!iwork && !lquery && n > 0)
        trident_illegal_argument(routine, arg_iwork, info);
    else if (wantz && !ifail && !lquery && n > 0)
        trident_illegal_argument(routine, arg_ifail, info);
    else if (lwork < trident_syevx_min_lwork(is_complex, n) && !lquery)
        trident_illegal_argument(routine, 17, info);
}

#define TRI_GENERIC_SOURCE "interface/eig_common_generic.h"
#include "core/prec/instantiate.h"
