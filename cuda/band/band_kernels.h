/*
 * band_kernels.h -- C entry points of the device steps of the two-stage
 * reduction to tridiagonal form (cuda/band/), one set per precision letter.
 * Pointers are device addresses of the precision's element (reals where
 * named); each call only queues work on `stream` and returns the launch's
 * cudaError_t.
 *
 * transpose_conj: dst(c, r) := conj(src(r, c)), r < rows, c < cols (the
 *   panel of an upper-stored matrix into the column form QR takes, and R
 *   back).
 *
 * hb2st: stage 2, the Hermitian band of half-bandwidth b (1 <= b <=
 *   TRIDENT_BAND_MAX_B) held in the triangle uplo of a (n-by-n, lda) to real
 *   symmetric tridiagonal form with the same eigenvalues: d (n) and e (n-1).
 *   Only offsets 0..b of the triangle are read; a is not written.  work:
 *   hb2st_workspace(n, b) bytes of device memory.  The band is chased in a
 *   copy (ldab = 2b: the bulges), one column per sweep, sweeps pipelined
 *   over the SMs (hb2st.cu says how); the result is bitwise reproducible.
 *   The off-diagonal is returned as |e_i| (a diagonal unitary similarity
 *   D^H T D makes it real).  v2: NULL, or trident_v2_elements(n, b)
 *   elements (band/v2_layout.h) that receive the chase's reflectors;
 *   phase: NULL, or n elements that receive D (complex types only; real
 *   types leave it alone, their e is T's own off-diagonal).
 *
 * hb2st_apply_q: z := Q2 D z for z n-by-m (ldz >= n), Q2 the chase's
 *   reflectors kept in v2 by hb2st with the same n and b, D = diag(phase)
 *   (NULL: the identity).  So the eigenvectors of the band are Q2 D times
 *   those of the real tridiagonal.  b must satisfy hb2st_apply_q_supports
 *   (the window of a column is held in registers: b is a compile-time
 *   parameter).  work: work_bytes >= hb2st_apply_q_workspace(n, m) bytes of
 *   device memory (progress counters of the launch's wavefront); with
 *   hb2st_apply_q_workspace_fast(n, b, m, element bytes) bytes, which add
 *   about n^2/2 elements where the matrix units serve (single precision,
 *   b = 32, compute capability 8.0 or newer: hb2st_apply_q_wy.cuh), the
 *   reflectors are applied 32 at a time there as three TF32 products,
 *   else one at a time in FP32 on the SIMT units.  The first is faster
 *   (Q2 D at n = 16384: 0.285 s against 0.339, H100) and orthogonal to
 *   within the same limits in the tests here, but its operands carry
 *   2^-22 instead of FP32's 2^-24.  Bitwise reproducible for a given path.
 *
 * hb2st_form_q: q := Q2 D (n-by-n, ldq >= n), whatever q held; work and
 *   work_bytes as for hb2st_apply_q with m = n.  The values of hb2st_apply_q on the identity
 *   (a zero's sign aside), for about 2/3 of its work: while the groups of
 *   sweeps from s0 on are applied, the columns up to s0 are still D's, so
 *   their column blocks are skipped.  Bitwise reproducible.
 *
 * panel_qr: xGEQRF of the m-by-nb panel a (lda >= m) in place, with
 *   LAPACK's conventions (xGEQR2 with xLARFG): R on and above the diagonal,
 *   the reflectors' tails below it (v(0) = 1 implied), tau[0..min(m, nb)).
 *   Stage 1's panel QR (panel_qr.cu says how: one thread-block cluster
 *   holds the panel in its shared memory, one cluster barrier per column).
 *   panel_qr_fits(m, nb) says whether the current device can take the
 *   panel (compute capability 9.0 or newer, 1 <= nb <= 64, the rows fit in
 *   the cluster); when it cannot, panel_qr returns cudaErrorNotSupported
 *   and writes nothing, and the caller factors the panel another way.
 *   Bitwise reproducible.
 *
 * hemm_narrow (s and c only): C := alpha A B + beta C for A m-by-m
 *   Hermitian in the triangle uplo (lda >= m; the diagonal's imaginary parts
 *   taken as zero), B and C m-by-nc (ldb, ldc >= m), 1 <= nc <= 32 (else
 *   cudaErrorInvalidValue, nothing written); alpha and beta point to host
 *   elements; beta = 0 does not read C.  work: hemm_narrow_workspace(m,
 *   element bytes, wide_min) bytes of device memory (0: none needed).
 *   Single precision takes its tall tiles for m >= wide_min (<= 0:
 *   TRIDENT_HEMM_NARROW_WIDE_MIN, measured in hemm_narrow.cu); complex
 *   ignores it.  Stage 1's A22 V (hemm_narrow.cu says why not cuBLAS's).
 *   Bitwise reproducible for a given wide_min.
 * hemm_narrow_tc_s: the same for single precision on the matrix units
 *   (three TF32 products, hemm_narrow_tc.cu), opt-in; work:
 *   hemm_narrow_tc_workspace(m) bytes.  Where its code is not built for
 *   compute capability 8.0 or later it runs the SIMT kernel's 64-row
 *   tiles.  NaN and infinity pass through as in FP32.  Bitwise
 *   reproducible.
 */
#ifndef TRIDENT_BAND_KERNELS_H
#define TRIDENT_BAND_KERNELS_H

#include <stddef.h>
#include <stdint.h>
#include <cuda_runtime_api.h>

/* the largest band half-width hb2st accepts */
#define TRIDENT_BAND_MAX_B 64
/* hemm_narrow's default wide_min */
#define TRIDENT_HEMM_NARROW_WIDE_MIN 8192

#ifdef __cplusplus
extern "C" {
#endif

size_t trident_cuda_hb2st_workspace(int64_t n, int b, size_t elem_bytes);
int trident_cuda_hb2st_apply_q_supports(int b);
size_t trident_cuda_hb2st_apply_q_workspace(int64_t n, int64_t m);
size_t trident_cuda_hb2st_apply_q_workspace_fast(int64_t n, int b, int64_t m, size_t elem_bytes);
int trident_cuda_hemm_narrow_supports(int64_t nc);
size_t trident_cuda_hemm_narrow_workspace(int64_t m, size_t elem_bytes, int64_t wide_min);
int trident_cuda_hemm_narrow_s(cudaStream_t stream, char uplo, int64_t m, int64_t nc, const void *alpha,
                               const void *a, int64_t lda, const void *b, int64_t ldb, const void *beta, void *c,
                               int64_t ldc, void *work, int64_t wide_min);
int trident_cuda_hemm_narrow_c(cudaStream_t stream, char uplo, int64_t m, int64_t nc, const void *alpha,
                               const void *a, int64_t lda, const void *b, int64_t ldb, const void *beta, void *c,
                               int64_t ldc, void *work, int64_t wide_min);
size_t trident_cuda_hemm_narrow_tc_workspace(int64_t m);
int trident_cuda_hemm_narrow_tc_s(cudaStream_t stream, char uplo, int64_t m, int64_t nc, const void *alpha,
                                  const void *a, int64_t lda, const void *b, int64_t ldb, const void *beta, void *c,
                                  int64_t ldc, void *work);

#define TRIDENT_DECLARE_BAND_ENTRIES(ch)                                                      \
    int trident_cuda_transpose_conj_##ch(cudaStream_t stream, int64_t rows, int64_t cols,    \
                                         const void *src, int64_t lds, void *dst,             \
                                         int64_t ldd);                                        \
    int trident_cuda_hb2st_##ch(cudaStream_t stream, char uplo, int64_t n, int b,             \
                                const void *a, int64_t lda, void *d, void *e, void *work,     \
                                void *v2, void *phase);                                       \
    int trident_cuda_hb2st_apply_q_##ch(cudaStream_t stream, int64_t n, int b, const void *v2, \
                                        const void *phase, int64_t m, void *z, int64_t ldz,   \
                                        void *work, size_t work_bytes);                       \
    int trident_cuda_hb2st_form_q_##ch(cudaStream_t stream, int64_t n, int b, const void *v2, \
                                       const void *phase, void *q, int64_t ldq, void *work,   \
                                       size_t work_bytes);                                    \
    int trident_cuda_panel_qr_fits_##ch(int64_t m, int64_t nb);                               \
    int trident_cuda_panel_qr_##ch(cudaStream_t stream, int64_t m, int64_t nb, void *a,       \
                                   int64_t lda, void *tau);

TRIDENT_DECLARE_BAND_ENTRIES(s)
TRIDENT_DECLARE_BAND_ENTRIES(d)
TRIDENT_DECLARE_BAND_ENTRIES(c)
TRIDENT_DECLARE_BAND_ENTRIES(z)

#undef TRIDENT_DECLARE_BAND_ENTRIES

#ifdef __cplusplus
}
#endif

#endif
