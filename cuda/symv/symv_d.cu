/*
 * symv_d.cu -- trident_dsymv and xSYTRD's entry to it: instantiates the SYMV/HEMV kernel (symv_kernel.cuh)
 * for the parameter sets of the d lines of the tuning tables.
 */
#include "symv/symv_api.cuh"
#include "symv/symv_workspace.h"
#include "trident_cuda.h"

TRIDENT_SYMV_TABLES(d, trident::symv::traits_d)

static int trident_dsymv_for(trident::symv::symv_use use, trident_context *ctx, char uplo, int64_t n, double alpha,
                             const double *dA, int64_t ldda, const double *dx, int64_t incx,
                             double beta, double *dy, int64_t incy)
{
    double a = alpha, b = beta;
    return trident::symv::symv_api<trident::symv::traits_d>(
        "TRIDENT_DSYMV", symv_tables, ctx, uplo, n, a,
        reinterpret_cast<const double *>(dA), ldda, reinterpret_cast<const double *>(dx), incx, b,
        reinterpret_cast<double *>(dy), incy, use);
}

TRIDENT_SYMV_ENTRIES(trident_dsymv, d, double)

extern "C" size_t trident_cuda_symv_workspace_max_d(trident_context *ctx, char uplo, int64_t n_hi)
{
    return trident::symv::symv_workspace_max<trident::symv::traits_d>(symv_tables, ctx, uplo != 'U', n_hi);
}
