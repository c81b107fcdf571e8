/*
 * sytrd_fused.h -- C entry points of the one-launch tridiagonalization of
 * small matrices (cuda/sytrd/sytrd_fused.cu), one pair per precision letter.
 *
 * trident_cuda_sytrd_fused_workspace_<ch>(n): the bytes of device workspace
 *   the fused path needs for order n on the current device, or 0 when it has
 *   no fused path for n there (n too large, or the device cannot run the
 *   cooperative launch).  n = 0 needs none and returns 1.
 * trident_cuda_sytrd_fused_<ch>(stream, uplo, n, a, lda, d, e, tau, tail, work):
 *   queue xSYTRD / xHETRD of the n-by-n matrix a (device memory, lda >= n;
 *   uplo 'L' or 'U') on stream: on completion a, d, e and tau are exactly
 *   what xSYTRD returns (the other triangle untouched); work holds at least
 *   the workspace bytes above.  tail: the order of the trailing block left
 *   to the one-block kernel (sytrd_tail.cuh), at most what fits its shared
 *   memory; < 0 all that fits, 0 none.  Returns the first failed launch's
 *   cudaError_t.
 * Pointers are device addresses of the precision's element (d, e: its real
 * type).
 */
#ifndef TRIDENT_SYTRD_FUSED_H
#define TRIDENT_SYTRD_FUSED_H

#include <stddef.h>
#include <stdint.h>
#include <cuda_runtime_api.h>

#ifdef __cplusplus
extern "C" {
#endif

/* the entries take `tail` (a probe built against older versions tells by this) */
#define TRIDENT_SYTRD_FUSED_TAKES_TAIL 1

#define TRIDENT_DECLARE_SYTRD_FUSED(ch)                                                       \
    size_t trident_cuda_sytrd_fused_workspace_##ch(int64_t n);                                \
    int trident_cuda_sytrd_fused_##ch(cudaStream_t stream, char uplo, int64_t n, void *a,     \
                                      int64_t lda, void *d, void *e, void *tau, int64_t tail,   \
                                      void *work);

TRIDENT_DECLARE_SYTRD_FUSED(s)
TRIDENT_DECLARE_SYTRD_FUSED(d)
TRIDENT_DECLARE_SYTRD_FUSED(c)
TRIDENT_DECLARE_SYTRD_FUSED(z)

#undef TRIDENT_DECLARE_SYTRD_FUSED

#ifdef __cplusplus
}
#endif

#endif
