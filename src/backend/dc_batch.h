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

/* The one statement of where a merge's parts lie, for the host code that
 * writes and reads them (drivers/tridiag_dc/) and the device code that reads
 * them (cuda/eig/dc_batch_kernels.cu). */
#ifdef __CUDACC__
#define TRIDENT_DC_LAYOUT_FN __host__ __device__ static inline
#else
#define TRIDENT_DC_LAYOUT_FN static inline
#endif

/* Offsets of a merge plan's parts (drivers/tridiag_dc/dc_plan_generic.h,
 * "The plan") from its reals r, where the poles start, and its integers x,
 * where the rotations' pairs start; k poles, nrot rotations, ndfl deflated. */
typedef struct trident_dc_plan_layout {
    int64_t zk, cs, dvals;      /* in r */
    int64_t cols, dfl, rowpole; /* in x */
} trident_dc_plan_layout;

TRIDENT_DC_LAYOUT_FN trident_dc_plan_layout trident_dc_plan_layout_of(int64_t k, int64_t nrot, int64_t ndfl)
{
    trident_dc_plan_layout l;
    l.zk = k, l.cs = 2 * k, l.dvals = 2 * k + 2 * nrot;
    l.cols = 2 * nrot, l.dfl = 2 * nrot + k, l.rowpole = 2 * nrot + k + ndfl;
    return l;
}

/* Offsets of the gathered columns from the start of a merge's scratch: the
 * top and full ones' first n1 rows (n1 x (ntop + nfull)) at 0, the full and
 * bottom ones' last n2 rows (n2 x (k - ntop)) at *wbot, the deflated ones
 * (n1 + n2 rows) at *wdfl. */
TRIDENT_DC_LAYOUT_FN void trident_dc_gathered_layout(int64_t n1, int64_t n2, int64_t k, int64_t ntop,
                                                     int64_t nfull, int64_t *wbot, int64_t *wdfl)
{
    *wbot = n1 * (ntop + nfull);
    *wdfl = *wbot + n2 * (k - ntop);
}

#undef TRIDENT_DC_LAYOUT_FN

#endif
