/*
 * dc_batch.h -- one divide-and-conquer tree level's small nodes, described
 * for a backend that merges them together (merge_batch in dc_ops_table.h;
 * the CUDA kernels of cuda/eig/dc_batch_kernels.cu read it as it is).
 * Plain C, one struct per real precision.
 *
 * Node t's descriptor is desc[TRIDENT_DC_BATCH_DESC t ..] (backend memory):
 *     off, m, n1, k, nrot, ndfl, ntop, nfull, rho (a double's bits),
 * its plan (drivers/tridiag_dc/dc_plan_generic.h) at plan_r + 4 off and
 * plan_x + 4 off, its block of Z at z + off + off ldz, its wd, tau, zhat
 * and origin at off; its gathered columns (m^2 reals at most) at
 * work + off ldwork and its U (k by k, leading dimension k) at
 * u + off ldu_off, so that the nodes' scratch is disjoint
 * (ldwork, ldu_off >= max_m).
 */
#ifndef TRIDENT_DC_BATCH_H
#define TRIDENT_DC_BATCH_H

#include <stdint.h>

#define TRIDENT_DC_BATCH_DESC 9

#define TRIDENT_DEFINE_DC_BATCH(ch, R)                                                     \
    typedef struct trident_dc_batch_##ch {                                                 \
        int64_t nnodes;                                                                    \
        const int64_t *desc;                                                               \
        int64_t max_m, max_k, max_cols; /* largest m, k and k + nfull + ndfl */            \
        R *z;                                                                              \
        int64_t ldz;                                                                       \
        R *wd, *tau, *zhat;                                                                \
        int64_t *origin;                                                                   \
        const R *plan_r;                                                                   \
        const int64_t *plan_x;                                                             \
        R *work;                                                                           \
        int64_t ldwork;                                                                    \
        R *u;                                                                              \
        int64_t ldu_off;                                                                   \
    } trident_dc_batch_##ch;

TRIDENT_DEFINE_DC_BATCH(s, float)
TRIDENT_DEFINE_DC_BATCH(d, double)

#undef TRIDENT_DEFINE_DC_BATCH

#endif
