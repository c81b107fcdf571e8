/*
 * symv_z.cu -- trident_zhemv and xSYTRD's entry to it: instantiates the SYMV/HEMV kernel (symv_kernel.cuh)
 * for the parameter sets of the z lines of the tuning tables.
 */
#include "symv/symv_api.cuh"
#include "symv/symv_workspace.h"
#include "trident_cuda.h"

TRIDENT_SYMV_TABLES(z, trident::symv::traits_z)

static int trident_zhemv_for(trident::symv::symv_use use, trident_context *ctx, char uplo, int64_t n, trident_complex_double alpha,
                             const trident_complex_double *dA, int64_t ldda, const trident_complex_double *dx, int64_t incx,
                             trident_complex_double beta, trident_complex_double *dy, int64_t incy)
{
    double2 a; a.x = alpha.real(); a.y = alpha.imag();
    double2 b; b.x = beta.real(); b.y = beta.imag();
    return trident::symv::symv_api<trident::symv::traits_z>(
        "TRIDENT_ZHEMV", symv_tables, ctx, uplo, n, a,
        reinterpret_cast<const double2 *>(dA), ldda, reinterpret_cast<const double2 *>(dx), incx, b,
        reinterpret_cast<double2 *>(dy), incy, use);
}

TRIDENT_SYMV_ENTRIES(trident_zhemv, z, trident_complex_double)

extern "C" size_t trident_cuda_symv_workspace_max_z(trident_context *ctx, char uplo, int64_t n_hi)
{
    return trident::symv::symv_workspace_max<trident::symv::traits_z>(symv_tables, ctx, uplo != 'U', n_hi);
}
