/*
 * symv_workspace.h -- the SYMV/HEMV calls of a tridiagonalization
 * (cuda/symv/symv_<t>.cu):
 *
 * trident_cuda_symv_workspace_max_<t>(ctx, uplo, n_hi): the largest
 *   workspace, in bytes, that trident_<t>symv / <t>hemv asks of ctx's
 *   device for any order from 1 to n_hi with triangle uplo; 0 when the
 *   device cannot be had.
 * trident_cuda_symv_in_reduction_<t>: trident_<t>symv / <t>hemv (same
 *   arguments, checks and bits) as a panel column calls it, in one launch
 *   at every n, so that the next panel step starts beside its sums (the
 *   public routines take two launches where those measured faster on their
 *   own: symv_api.cuh, symv_one_launch).
 */
#ifndef TRIDENT_SYMV_WORKSPACE_H
#define TRIDENT_SYMV_WORKSPACE_H

#include <stddef.h>
#include <stdint.h>

#include "trident.h"

#ifdef __cplusplus
extern "C" {
#endif

size_t trident_cuda_symv_workspace_max_s(trident_context *ctx, char uplo, int64_t n_hi);
size_t trident_cuda_symv_workspace_max_d(trident_context *ctx, char uplo, int64_t n_hi);
size_t trident_cuda_symv_workspace_max_c(trident_context *ctx, char uplo, int64_t n_hi);
size_t trident_cuda_symv_workspace_max_z(trident_context *ctx, char uplo, int64_t n_hi);
size_t trident_cuda_symv_workspace_max_w(trident_context *ctx, char uplo, int64_t n_hi);

int trident_cuda_symv_in_reduction_s(trident_context *ctx, char uplo, int64_t n, float alpha, const float *dA,
                                     int64_t ldda, const float *dx, int64_t incx, float beta, float *dy, int64_t incy);
int trident_cuda_symv_in_reduction_d(trident_context *ctx, char uplo, int64_t n, double alpha, const double *dA,
                                     int64_t ldda, const double *dx, int64_t incx, double beta, double *dy,
                                     int64_t incy);
int trident_cuda_symv_in_reduction_c(trident_context *ctx, char uplo, int64_t n, trident_complex_float alpha,
                                     const trident_complex_float *dA, int64_t ldda, const trident_complex_float *dx,
                                     int64_t incx, trident_complex_float beta, trident_complex_float *dy,
                                     int64_t incy);
int trident_cuda_symv_in_reduction_z(trident_context *ctx, char uplo, int64_t n, trident_complex_double alpha,
                                     const trident_complex_double *dA, int64_t ldda, const trident_complex_double *dx,
                                     int64_t incx, trident_complex_double beta, trident_complex_double *dy,
                                     int64_t incy);
int trident_cuda_symv_in_reduction_w(trident_context *ctx, char uplo, int64_t n, trident_dd alpha,
                                     const trident_dd *dA, int64_t ldda, const trident_dd *dx, int64_t incx,
                                     trident_dd beta, trident_dd *dy, int64_t incy);

#ifdef __cplusplus
}
#endif

#endif
