/*
 * symv_w.cu -- trident_wsymv: instantiates the SYMV/HEMV kernel (symv_kernel.cuh)
 * for the parameter sets of the w lines of the tuning tables.
 */
#include "symv/symv_api.cuh"
#include "trident_cuda.h"

TRIDENT_SYMV_TABLES(w, trident::symv::traits_w)

extern "C" int trident_wsymv(trident_context *ctx, char uplo, int64_t n, trident_dd alpha,
                             const trident_dd *dA, int64_t ldda, const trident_dd *dx, int64_t incx,
                             trident_dd beta, trident_dd *dy, int64_t incy)
{
    trident_dd a = alpha, b = beta;
    return trident::symv::symv_api<trident::symv::traits_w>(
        "TRIDENT_WSYMV", symv_tables, ctx, uplo, n, a,
        reinterpret_cast<const trident_dd *>(dA), ldda, reinterpret_cast<const trident_dd *>(dx), incx, b,
        reinterpret_cast<trident_dd *>(dy), incy, trident::symv::symv_alone);
}
