/*
 * sytrd_from_qr.h -- C entry points of the kernels that turn the two-stage
 * reduction into xSYTRD's output (cuda/sytrd/sytrd_from_qr.cu; the driver is
 * src/drivers/sytrd_from_2stage_generic.h), one set per precision letter.
 *
 * trident_cuda_sytrd_mirror_<ch>(stream, uplo, n, a, lda, b, ldb):
 *   the lower triangle of b (n x n) := that of A for uplo 'L', that of
 *   J A J (J the reversal, A(i, j) read as A(n-1-i, n-1-j) from the upper
 *   triangle) for uplo 'U'.  a is only read, b's upper triangle not written.
 * trident_cuda_sytrd_from_qr_<ch>(stream, uplo, n, q, ldq, tau_qr, dr, er, a, lda, d, e, tau):
 *   q (n x n, ldq) holds in q(1:n-1, 1:n-1) the Householder QR of the
 *   trailing block of Q in the form trident_cuda_lu_shift_block's blocked
 *   LU leaves (reflectors below the diagonal, pivots on it), where dr, er
 *   (the tridiagonal T of the lower
 *   reduction of the matrix b above) satisfy b = Q T Q^H, Q e_0 = e_0, with
 *   tau_qr (n-1) its scalar factors.  Writes xSYTRD's output for the
 *   triangle uplo of a: the reflectors in a (the other triangle untouched),
 *   T's diagonal and off-diagonal both in a and in d (n), e (n-1), and tau
 *   (n-1).  R's diagonal, +-1 up to rounding (the sign of minus the
 *   pivots' real parts), is folded into the signs of e.
 * trident_cuda_lu_shift_block_<ch>(stream, nb, a, lda, tau): one diagonal
 *   block (nb <= TRIDENT_LU_SHIFT_BLOCK) of the LU factorization that gives
 *   the Householder QR of a matrix with orthonormal columns (the .cu file
 *   says why): in place, L below the diagonal (the reflectors), U on and
 *   above it (the pivots p_j, Re p_j of the sign of -r_j with r = R's
 *   diagonal), tau (nb) the reflectors' scalar factors.
 * Pointers are device addresses of the precision's element (dr, er, d, e:
 * its real type).  Each returns the launch's cudaError_t.
 */
#ifndef TRIDENT_SYTRD_FROM_QR_H
#define TRIDENT_SYTRD_FROM_QR_H

#include <stdint.h>
#include <cuda_runtime_api.h>

#ifdef __cplusplus
extern "C" {
#endif

/* the largest diagonal block trident_cuda_lu_shift_block_<ch> takes */
#define TRIDENT_LU_SHIFT_BLOCK 64
/* the panel width of the two-level LU around those blocks (the backend's
 * cuda_qr_of_orthogonal); a multiple of TRIDENT_LU_SHIFT_BLOCK */
#define TRIDENT_LU_SHIFT_PANEL 512

#define TRIDENT_DECLARE_SYTRD_FROM_QR(ch)                                                                    \
    int trident_cuda_sytrd_mirror_##ch(cudaStream_t stream, char uplo, int64_t n, const void *a, int64_t lda, \
                                       void *b, int64_t ldb);                                                 \
    int trident_cuda_sytrd_from_qr_##ch(cudaStream_t stream, char uplo, int64_t n, const void *q, int64_t ldq, \
                                        const void *tau_qr, const void *dr, const void *er, void *a,           \
                                        int64_t lda, void *d, void *e, void *tau);                             \
    int trident_cuda_lu_shift_block_##ch(cudaStream_t stream, int nb, void *a, int64_t lda, void *tau);

TRIDENT_DECLARE_SYTRD_FROM_QR(s)
TRIDENT_DECLARE_SYTRD_FROM_QR(d)
TRIDENT_DECLARE_SYTRD_FROM_QR(c)
TRIDENT_DECLARE_SYTRD_FROM_QR(z)

#undef TRIDENT_DECLARE_SYTRD_FROM_QR

#ifdef __cplusplus
}
#endif

#endif
