/*
 * symv_c.cu -- trident_chemv and xSYTRD's entry to it: instantiates the SYMV/HEMV kernel (symv_kernel.cuh)
 * for the parameter sets of the c lines of the tuning tables.
 */
#include "symv/symv_api.cuh"
#include "symv/symv_workspace.h"
#include "trident_cuda.h"

TRIDENT_SYMV_TABLES(c, trident::symv::traits_c)

static int trident_chemv_for(trident::symv::symv_use use, trident_context *ctx, char uplo, int64_t n, trident_complex_float alpha,
                             const trident_complex_float *dA, int64_t ldda, const trident_complex_float *dx, int64_t incx,
                             trident_complex_float beta, trident_complex_float *dy, int64_t incy)
{
    float2 a; a.x = alpha.real(); a.y = alpha.imag();
    float2 b; b.x = beta.real(); b.y = beta.imag();
    return trident::symv::symv_api<trident::symv::traits_c>(
        "TRIDENT_CHEMV", symv_tables, ctx, uplo, n, a,
        reinterpret_cast<const float2 *>(dA), ldda, reinterpret_cast<const float2 *>(dx), incx, b,
        reinterpret_cast<float2 *>(dy), incy, use);
}

TRIDENT_SYMV_ENTRIES(trident_chemv, c, trident_complex_float)

extern "C" size_t trident_cuda_symv_workspace_max_c(trident_context *ctx, char uplo, int64_t n_hi)
{
    return trident::symv::symv_workspace_max<trident::symv::traits_c>(symv_tables, ctx, uplo != 'U', n_hi);
}
