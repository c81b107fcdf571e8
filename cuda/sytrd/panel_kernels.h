/*
 * panel_kernels.h -- C entry points of the device panel steps
 * (cuda/sytrd/panel_kernels.cu), one set per precision letter.  Pointers are
 * device addresses of the precision's element (e, d: its real type); each
 * call only queues work on `stream` and returns the launch's cudaError_t.
 * Semantics of each step: src/backend/ops_table.h.
 */
#ifndef TRIDENT_PANEL_KERNELS_H
#define TRIDENT_PANEL_KERNELS_H

#include <stdint.h>
#include <cuda_runtime_api.h>

#ifdef __cplusplus
extern "C" {
#endif

#define TRIDENT_DECLARE_PANEL_ENTRIES(ch)                                                     \
    int trident_cuda_householder_##ch(cudaStream_t stream, int64_t n, void *alpha, void *x,   \
                                      int64_t incx, void *tau, void *e);                      \
    int trident_cuda_latrd_finish_w_##ch(cudaStream_t stream, int64_t n, const void *tau,     \
                                         void *w, const void *v);                             \
    int trident_cuda_lacgv_##ch(cudaStream_t stream, int64_t n, void *x, int64_t incx);       \
    int trident_cuda_make_real_##ch(cudaStream_t stream, void *a);                            \
    int trident_cuda_store_tridiag_##ch(cudaStream_t stream, char uplo, int64_t k,            \
                                        int64_t noff, void *a, int64_t lda, void *d, void *e);

TRIDENT_DECLARE_PANEL_ENTRIES(s)
TRIDENT_DECLARE_PANEL_ENTRIES(d)
TRIDENT_DECLARE_PANEL_ENTRIES(c)
TRIDENT_DECLARE_PANEL_ENTRIES(z)

#undef TRIDENT_DECLARE_PANEL_ENTRIES

#ifdef __cplusplus
}
#endif

#endif
