/*
 * backend.h -- what a backend (host BLAS/LAPACK, CUDA) provides to the drivers:
 * memory management and one table of primitives per precision.
 *
 * The drivers (src/drivers) see only this interface; they never learn whether
 * a pointer is a host or a device address.
 */
#ifndef TRIDENT_BACKEND_H
#define TRIDENT_BACKEND_H

#include <stddef.h>
#include <stdint.h>

#include "trident.h"

typedef enum trident_memcpy_kind {
    TRIDENT_COPY_HOST_TO_BACKEND,
    TRIDENT_COPY_BACKEND_TO_HOST,
    TRIDENT_COPY_BACKEND_TO_BACKEND
} trident_memcpy_kind;

#include "core/prec/prec_s.h"
#include "backend/ops_table.h"
#include "core/prec/prec_undef.h"
#include "core/prec/prec_d.h"
#include "backend/ops_table.h"
#include "core/prec/prec_undef.h"
#include "core/prec/prec_c.h"
#include "backend/ops_table.h"
#include "core/prec/prec_undef.h"
#include "core/prec/prec_z.h"
#include "backend/ops_table.h"
#include "core/prec/prec_undef.h"
#include "core/prec/prec_w.h"
#include "backend/ops_table.h"
#include "core/prec/prec_undef.h"

struct trident_dc_ops;

typedef struct trident_backend_ops {
    const char *name;                 /* "host", "cuda" */

    /* Memory in the backend's address space.  alloc returns NULL on failure
     * (and records nothing: the caller turns it into TRIDENT_INFO_OUT_OF_MEMORY). */
    void *(*alloc)(trident_context *ctx, size_t bytes);
    void (*free)(trident_context *ctx, void *p);
    /* rows-by-cols column-major block of elem_bytes elements */
    void (*copy_matrix)(trident_context *ctx, trident_memcpy_kind kind,
                        int64_t rows, int64_t cols, size_t elem_bytes,
                        const void *src, int64_t ld_src, void *dst, int64_t ld_dst);
    /* Wait for all queued work; returns the context status (0 or TRIDENT_INFO_*). */
    int (*synchronize)(trident_context *ctx);
    /* A second lane of work beside the main one, for a driver step that the
     * next one does not depend on; NULL where the backend has none (the
     * calls then simply run in order).  lane_begin: the calls that follow
     * queue on the lane, after everything queued so far (returns 1, or 0:
     * they stay on the main lane); lane_end: back to the main lane;
     * lane_join: the main lane's next calls wait for the lane's work.  The
     * two lanes must not write what the other reads until the join. */
    int (*lane_begin)(trident_context *ctx);
    void (*lane_end)(trident_context *ctx);
    void (*lane_join)(trident_context *ctx);
    /* The per-context resources that the drivers' primitives would
     * otherwise make at their first use (the GPU's library handles and
     * scratch), made now: a driver calls it before it writes anything, so
     * that running out of memory there leaves the caller's data as it was.
     * Returns 0 or TRIDENT_INFO_*; NULL where there is nothing to make. */
    int (*prepare)(trident_context *ctx);
    /* 1 when the backend's device (on the GPU: its name, such as "NVIDIA
     * H200") contains `part`, for the crossovers measured on one GPU model
     * (dispatch/crossover.h); 0 where it cannot be had.  NULL: the host. */
    int (*device_named)(trident_context *ctx, const char *part);

    trident_ops_s s;
    trident_ops_d d;
    trident_ops_c c;
    trident_ops_z z;
    /* double-double: only the one-stage tridiagonalization's primitives
     * (hemv, her2k, latrd_column_begin, latrd_project, store_tridiag) and
     * only on the host backend; every other member, and the whole table
     * elsewhere, is NULL.  Its one user, dispatch/sytrd_dispatch_w.c, runs
     * on trident_host_backend alone. */
    trident_ops_w w;

    /* divide-and-conquer tridiagonal eigensolver primitives, s and d
     * (backend/dc_ops.h) */
    const struct trident_dc_ops *dc;
} trident_backend_ops;

/* The host backend: always present. */
extern const trident_backend_ops trident_host_backend;

#endif
