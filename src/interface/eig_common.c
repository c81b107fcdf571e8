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

#define TRI_GENERIC_SOURCE "interface/eig_common_generic.h"
#include "core/prec/instantiate.h"
