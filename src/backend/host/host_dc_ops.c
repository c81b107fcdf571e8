/*
 * host_dc_ops.c -- the host backend's divide-and-conquer primitives
 * (backend/dc_ops.h), for s and d.
 */
#include <string.h>

#include "backend/dc_ops.h"
#include "backend/host/lapack_prototypes.h"
#include "core/prec/scalar_math.h"
#include "eig/dc_secular.h"

#include "core/prec/prec_s.h"
#include "backend/host/host_dc_ops_generic.h"
#include "core/prec/prec_undef.h"
#include "core/prec/prec_d.h"
#include "backend/host/host_dc_ops_generic.h"
#include "core/prec/prec_undef.h"

#define HOST_DC_OPS(ch)                                    \
    {                                                      \
        .set_zero = host_dc_set_zero_##ch,                 \
        .rotate_columns = host_dc_rotate_columns_##ch,     \
        .gather_columns = host_dc_gather_columns_##ch,     \
        .secular_roots = host_dc_secular_roots_##ch,       \
        .secular_zhat = host_dc_secular_zhat_##ch,         \
        .secular_vectors = host_dc_secular_vectors_##ch,   \
        .gemm = host_dc_gemm_##ch,                         \
        .solve_leaves = NULL, /* xSTEDC, in the driver */  \
        .merge_batch = NULL,  /* node by node */           \
    }

const struct trident_dc_ops trident_host_dc_ops = {
    .s = HOST_DC_OPS(s),
    .d = HOST_DC_OPS(d),
};
