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

#define TRI_GENERIC_SOURCE "interface/eig_common_generic.h"
#include "core/prec/instantiate.h"
