/*
 * gv_kernels.h -- C entry points of the small device steps of the
 * generalized eigen driver (cuda/eig/gv_kernels.cu), one set per precision
 * letter.  Pointers are device addresses of the precision's element; each
 * call only queues work on `stream` and returns the launch's cudaError_t.
 */
#ifndef TRIDENT_GV_KERNELS_H
#define TRIDENT_GV_KERNELS_H

#include <stdint.h>
#include <cuda_runtime_api.h>

#ifdef __cplusplus
extern "C" {
#endif

/*
 * hermitian_full: dst := the full n-by-n Hermitian matrix whose triangle
 * uplo ('U' / 'L', diagonal included) is stored in src: the other triangle
 * is the conjugate transpose of the stored one and the diagonal is real (its
 * imaginary parts are not read, as in xHEGST).  The other triangle of src is
 * never used.  src == dst (same ld) works in place; other overlaps do not.
 *
 * real_diagonal: a(i,i) := Re a(i,i) for i < n (nothing to do for s, d).
 */
#define TRIDENT_DECLARE_GV_ENTRIES(ch)                                                        \
    int trident_cuda_gv_hermitian_full_##ch(cudaStream_t stream, char uplo, int64_t n,        \
                                            const void *src, int64_t lds, void *dst,          \
                                            int64_t ldd);                                     \
    int trident_cuda_gv_real_diagonal_##ch(cudaStream_t stream, int64_t n, void *a, int64_t lda);

TRIDENT_DECLARE_GV_ENTRIES(s)
TRIDENT_DECLARE_GV_ENTRIES(d)
TRIDENT_DECLARE_GV_ENTRIES(c)
TRIDENT_DECLARE_GV_ENTRIES(z)
TRIDENT_DECLARE_GV_ENTRIES(w)

#undef TRIDENT_DECLARE_GV_ENTRIES

#ifdef __cplusplus
}
#endif

#endif
