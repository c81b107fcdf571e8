/*
 * dc_kernels.h -- C entry points of the divide-and-conquer merge kernels
 * (cuda/eig/dc_kernels.cu), one set per real precision.  Pointers are
 * device addresses, index arrays int64_t; each call only queues work on
 * `stream` and returns the launch's cudaError_t.  Semantics:
 * src/backend/dc_ops_table.h (rotate_columns, gather_columns,
 * secular_roots, secular_zhat, secular_vectors; solve_leaves, whose kernel
 * is in cuda/eig/dc_leaf_kernels.cu).
 */
#ifndef TRIDENT_DC_KERNELS_H
#define TRIDENT_DC_KERNELS_H

#include <stdint.h>
#include <cuda_runtime_api.h>

#ifdef __cplusplus
extern "C" {
#endif

#define TRIDENT_DECLARE_DC_ENTRIES(ch, R)                                                       \
    int trident_cuda_dc_rotate_##ch(cudaStream_t stream, int64_t m, int64_t nrot,               \
                                    const int64_t *pairs, const R *cs, R *q, int64_t ldq);      \
    int trident_cuda_dc_gather_##ch(cudaStream_t stream, int64_t m, int64_t ncols,              \
                                    const int64_t *cols, const R *src, int64_t lds, R *dst,     \
                                    int64_t ldd);                                               \
    int trident_cuda_dc_secular_roots_##ch(cudaStream_t stream, int64_t k, const R *d,          \
                                           const R *z, R rho, R *lambda, int64_t *origin,       \
                                           R *tau);                                             \
    int trident_cuda_dc_secular_zhat_##ch(cudaStream_t stream, int64_t k, const R *d,           \
                                          const R *z, R rho, const int64_t *origin,             \
                                          const R *tau, R *zhat);                               \
    int trident_cuda_dc_secular_vectors_##ch(cudaStream_t stream, int64_t k, int64_t j0,        \
                                             int64_t nc, const R *d, const R *zhat,             \
                                             const int64_t *origin, const R *tau,               \
                                             const int64_t *rowpole, R *u, int64_t ldu);    \
    int trident_cuda_dc_leaves_##ch(cudaStream_t stream, int64_t nleaves, int64_t max_leaf,     \
                                    const int64_t *leaves, const R *d, const R *e, R *wd, R *z, \
                                    int64_t ldz, unsigned long long *fail);

TRIDENT_DECLARE_DC_ENTRIES(s, float)
TRIDENT_DECLARE_DC_ENTRIES(d, double)

#undef TRIDENT_DECLARE_DC_ENTRIES

#ifdef __cplusplus
}
#endif

#endif
