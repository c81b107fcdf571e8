/*
 * elementwise_kernels.h -- C entry points of the small memory-bound kernels
 * of the eigen drivers (cuda/eig/elementwise_kernels.cu), one set per
 * precision letter.  Pointers are device addresses (w, s, src: the
 * precision's real type); rmin and rmax are values of the real type passed
 * as double (exact for float).  Each call only queues work on `stream` and
 * returns the launch's cudaError_t.  Semantics: src/backend/ops_table.h
 * (eig_scale, eig_unscale, copy_real).
 */
#ifndef TRIDENT_ELEMENTWISE_KERNELS_H
#define TRIDENT_ELEMENTWISE_KERNELS_H

#include <stdint.h>
#include <cuda_runtime_api.h>

#ifdef __cplusplus
extern "C" {
#endif

#define TRIDENT_DECLARE_ELEMENTWISE_ENTRIES(ch)                                               \
    int trident_cuda_eig_scale_##ch(cudaStream_t stream, char uplo, int64_t n, void *a,       \
                                    int64_t lda, double rmin, double rmax, void *s);          \
    int trident_cuda_eig_unscale_##ch(cudaStream_t stream, int64_t n, void *w, const void *s);\
    int trident_cuda_copy_real_##ch(cudaStream_t stream, int64_t m, int64_t n,                \
                                    const void *src, int64_t lds, void *dst, int64_t ldd);

TRIDENT_DECLARE_ELEMENTWISE_ENTRIES(s)
TRIDENT_DECLARE_ELEMENTWISE_ENTRIES(d)
TRIDENT_DECLARE_ELEMENTWISE_ENTRIES(c)
TRIDENT_DECLARE_ELEMENTWISE_ENTRIES(z)

#undef TRIDENT_DECLARE_ELEMENTWISE_ENTRIES

#ifdef __cplusplus
}
#endif

#endif
