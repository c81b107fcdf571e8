/*
 * symv_s.cu -- trident_ssymv and xSYTRD's entry to it: instantiates the SYMV/HEMV kernel (symv_kernel.cuh)
 * for the parameter sets of the s lines of the tuning tables.
 */
#include "symv/symv_api.cuh"
#include "symv/symv_workspace.h"
#include "trident_cuda.h"

TRIDENT_SYMV_TABLES(s, trident::symv::traits_s)

static int trident_ssymv_for(trident::symv::symv_use use, trident_context *ctx, char uplo, int64_t n, float alpha,
                             const float *dA, int64_t ldda, const float *dx, int64_t incx,
                             float beta, float *dy, int64_t incy)
{
    float a = alpha, b = beta;
    return trident::symv::symv_api<trident::symv::traits_s>(
        "TRIDENT_SSYMV", symv_tables, ctx, uplo, n, a,
        reinterpret_cast<const float *>(dA), ldda, reinterpret_cast<const float *>(dx), incx, b,
        reinterpret_cast<float *>(dy), incy, use);
}

TRIDENT_SYMV_ENTRIES(trident_ssymv, s, float)

extern "C" size_t trident_cuda_symv_workspace_max_s(trident_context *ctx, char uplo, int64_t n_hi)
{
    return trident::symv::symv_workspace_max<trident::symv::traits_s>(symv_tables, ctx, uplo != 'U', n_hi);
}
