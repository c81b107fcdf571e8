/*
 * symv_w.cu -- trident_wsymv and the double-double xSYTRD's entry to it: instantiates the SYMV/HEMV kernel
 * (symv_kernel.cuh) for the parameter sets of the w lines of the tuning tables.
 */
#include "symv/symv_api.cuh"
#include "symv/symv_workspace.h"
#include "trident_cuda.h"

TRIDENT_SYMV_TABLES(w, trident::symv::traits_w)

static int trident_wsymv_for(trident::symv::symv_use use, trident_context *ctx, char uplo, int64_t n,
                             trident_dd alpha, const trident_dd *dA, int64_t ldda, const trident_dd *dx, int64_t incx,
                             trident_dd beta, trident_dd *dy, int64_t incy)
{
    trident_dd a = alpha, b = beta;
    return trident::symv::symv_api<trident::symv::traits_w>("TRIDENT_WSYMV", symv_tables, ctx, uplo, n, a, dA, ldda,
                                                            dx, incx, b, dy, incy, use);
}

TRIDENT_SYMV_ENTRIES(trident_wsymv, w, trident_dd)

extern "C" size_t trident_cuda_symv_workspace_max_w(trident_context *ctx, char uplo, int64_t n_hi)
{
    return trident::symv::symv_workspace_max<trident::symv::traits_w>(symv_tables, ctx, uplo != 'U', n_hi);
}
