/*
 * panel_kernels.h -- C entry points of the device panel steps
 * (cuda/sytrd/panel_kernels.cu), one set per precision letter.  Pointers are
 * device addresses of the precision's element (e, d: its real type; w:
 * trident_dd for both); each
 * call only queues work on `stream` and returns the launch's cudaError_t.
 * Semantics of each step: src/backend/ops_table.h.  latrd_column_begin and
 * latrd_project share one scratch area of TRIDENT_PANEL_PARTIALS_BYTES and
 * TRIDENT_PANEL_COUNTERS unsigned counters that are zero before the first
 * call (each call leaves them zero again).
 */
#ifndef TRIDENT_PANEL_KERNELS_H
#define TRIDENT_PANEL_KERNELS_H

#include <stdint.h>
#include <cuda_runtime_api.h>

/* latrd_project: 64 blocks x (2 * 64 + 1) complex-double (or double-double)
 * partials; latrd_column_begin: 1024 blocks x 2 double-doubles after them;
 * then the reflector column_begin leaves pending for project; then the
 * one-launch panel's (latrd_panel.h) 1024 partials of u^H v */
#define TRIDENT_PANEL_PARTIALS_BYTES ((size_t)64 * 129 * 16 + (size_t)1024 * 2 * 16 + 256 + (size_t)1024 * 16)
#define TRIDENT_PANEL_COUNTERS 2

#ifdef __cplusplus
extern "C" {
#endif

#define TRIDENT_DECLARE_PANEL_ENTRIES(ch)                                                     \
    int trident_cuda_latrd_column_begin_##ch(                                                 \
        cudaStream_t stream, int64_t m, int64_t k, const void *v, int64_t ldv, void *w,       \
        int64_t ldw, int64_t p, const void *y, const void *tau_p, int64_t r, void *a,         \
        int64_t nh, void *alpha, void *x, void *tau, void *e, void *scratch,                  \
        unsigned *counters);                                                                  \
    int trident_cuda_latrd_project_##ch(cudaStream_t stream, int64_t m, int64_t k,            \
                                        const void *v, int64_t ldv, const void *w,            \
                                        int64_t ldw, void *x, void *u, void *y,               \
                                        void *scratch, unsigned *counters);                   \
    int trident_cuda_store_tridiag_##ch(cudaStream_t stream, char uplo, int64_t k,            \
                                        int64_t noff, void *a, int64_t lda, void *d, void *e);

TRIDENT_DECLARE_PANEL_ENTRIES(s)
TRIDENT_DECLARE_PANEL_ENTRIES(d)
TRIDENT_DECLARE_PANEL_ENTRIES(c)
TRIDENT_DECLARE_PANEL_ENTRIES(z)
TRIDENT_DECLARE_PANEL_ENTRIES(w) /* double-double: trident_dd arrays */

#undef TRIDENT_DECLARE_PANEL_ENTRIES

#ifdef __cplusplus
}
#endif

#endif
