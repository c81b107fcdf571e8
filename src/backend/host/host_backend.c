/*
 * host_backend.c -- the host backend: host memory and the system BLAS/LAPACK.
 * It is the path CI exercises and the one that runs where no GPU is present.
 */
#include <stdlib.h>
#include <string.h>

#include "backend/backend.h"
#include "backend/dc_ops.h"
#include "backend/host/host_ops_w.h"
#include "backend/host/lapack_prototypes.h"
#include "core/context.h"
#include "core/prec/scalar_math.h"
#include "drivers/drivers.h"

#define TRI_GENERIC_SOURCE "backend/host/host_ops_generic.h"
#include "core/prec/instantiate.h"

static void *host_alloc(trident_context *ctx, size_t bytes)
{
    (void)ctx;
    return malloc(bytes ? bytes : 1);
}

static void host_free(trident_context *ctx, void *p)
{
    (void)ctx;
    free(p);
}

static void host_copy_matrix(trident_context *ctx, trident_memcpy_kind kind,
                             int64_t rows, int64_t cols, size_t elem_bytes,
                             const void *src, int64_t ld_src, void *dst, int64_t ld_dst)
{
    (void)ctx;
    (void)kind; /* one address space */
    const char *s = src;
    char *d = dst;
    for (int64_t j = 0; j < cols; ++j)
        memmove(d + (size_t)(j * ld_dst) * elem_bytes, s + (size_t)(j * ld_src) * elem_bytes,
                (size_t)rows * elem_bytes);
}

static int host_synchronize(trident_context *ctx)
{
    return trident_context_take_status(ctx);
}

#define HOST_OPS(ch)                                 \
    {                                                \
        .hemv = host_hemv_##ch,                               \
        .her2k = host_her2k_##ch,                             \
        .latrd_column_begin = host_latrd_column_begin_##ch,   \
        .latrd_project = host_latrd_project_##ch,             \
        .store_tridiag = host_store_tridiag_##ch,             \
        .apply_q = host_apply_q_##ch,                         \
        .apply_q_lwork = host_apply_q_lwork_##ch,             \
        .tridiag_eigvals = host_tridiag_eigvals_##ch,         \
        .eig_scale = host_eig_scale_##ch,                     \
        .eig_unscale = host_eig_unscale_##ch,                 \
        .copy_real = host_copy_real_##ch,                     \
    }

const trident_backend_ops trident_host_backend = {
    .name = "host",
    .alloc = host_alloc,
    .free = host_free,
    .copy_matrix = host_copy_matrix,
    .synchronize = host_synchronize,
    .s = HOST_OPS(s),
    .d = HOST_OPS(d),
    .c = HOST_OPS(c),
    .z = HOST_OPS(z),
    /* double-double: the one-stage tridiagonalization only (host_ops_w.c) */
    .w = {
        .hemv = trident_host_hemv_w,
        .her2k = trident_host_her2k_w,
        .latrd_column_begin = trident_host_latrd_column_begin_w,
        .latrd_project = trident_host_latrd_project_w,
        .store_tridiag = trident_host_store_tridiag_w,
    },
    .dc = &trident_host_dc_ops,
};
