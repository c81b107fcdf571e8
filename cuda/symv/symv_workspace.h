/*
 * symv_workspace.h -- how much device workspace the SYMV/HEMV calls of a
 * tridiagonalization will ask for (cuda/symv/symv_<t>.cu).
 *
 * trident_cuda_symv_workspace_max_<t>(ctx, uplo, n_hi): the largest
 *   workspace, in bytes, that trident_<t>symv / <t>hemv asks of ctx's
 *   device for any order from 1 to n_hi with triangle uplo; 0 when the
 *   device cannot be had.
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

#ifdef __cplusplus
}
#endif

#endif
