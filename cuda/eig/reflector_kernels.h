/*
 * reflector_kernels.h -- C entry points of the device steps of the blocked
 * back-transformation (cuda/eig/reflector_kernels.cu), one set per precision
 * letter.  Pointers are device addresses of the precision's element; each
 * call only queues work on `stream` and returns the launch's cudaError_t.
 *
 * reflector_panel: copy ib reflectors of a panel of A into v (rows-by-ib,
 *   ldv) in explicit form, so that cuBLAS can use them as a plain matrix:
 *     qr_lower (xSYTRD uplo 'L', QR storage): v(r,j) = 0 for r < j, 1 for
 *       r == j, panel(r,j) below;
 *     otherwise (uplo 'U', QL storage, k0 = rows - ib): v(r,j) = panel(r,j)
 *       for r < k0 + j, 1 for r == k0 + j, 0 below.
 *   The panel itself is only read where v takes its values (A is not
 *   modified; the unit positions of A hold the off-diagonal of T).
 *
 * reflector_factor: the triangular factor T (ib-by-ib, ldt) of the block
 *   reflector, xLARFT semantics with storage 'Columnwise', from the Gram
 *   matrix S = V^H V (only the triangle named below is read) and tau (ib):
 *     forward:  H(0) H(1) ... H(ib-1) = I - V T V^H, T upper (S upper);
 *     backward: H(ib-1) ... H(1) H(0) = I - V T V^H, T lower (S lower).
 *   The other triangle of T is set to zero.  ib <= TRIDENT_REFLECTOR_MAX_NB;
 *   wider gives cudaErrorInvalidValue and writes nothing.
 */
#ifndef TRIDENT_REFLECTOR_KERNELS_H
#define TRIDENT_REFLECTOR_KERNELS_H

#include <stdint.h>
#include <cuda_runtime_api.h>

/* the largest ib reflector_factor accepts */
#define TRIDENT_REFLECTOR_MAX_NB 256

#ifdef __cplusplus
extern "C" {
#endif

#define TRIDENT_DECLARE_REFLECTOR_ENTRIES(ch)                                                 \
    int trident_cuda_reflector_panel_##ch(cudaStream_t stream, int qr_lower, int64_t rows,    \
                                          int64_t ib, const void *panel, int64_t ldp,         \
                                          void *v, int64_t ldv);                              \
    int trident_cuda_reflector_factor_##ch(cudaStream_t stream, int forward, int64_t ib,      \
                                           const void *s, int64_t lds, const void *tau,       \
                                           void *t, int64_t ldt);

TRIDENT_DECLARE_REFLECTOR_ENTRIES(s)
TRIDENT_DECLARE_REFLECTOR_ENTRIES(d)
TRIDENT_DECLARE_REFLECTOR_ENTRIES(c)
TRIDENT_DECLARE_REFLECTOR_ENTRIES(z)
TRIDENT_DECLARE_REFLECTOR_ENTRIES(w)

#undef TRIDENT_DECLARE_REFLECTOR_ENTRIES

#ifdef __cplusplus
}
#endif

#endif
