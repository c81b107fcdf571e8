/*
 * potrf_dd.cu -- the double-double Cholesky factorization (contract:
 * potrf_dd.h), the first step of double-double's generalized eigenproblem
 * on the GPU (src/dispatch/gv_dispatch_w.c).
 *
 * Written once for both triangles on R with A = R^T R: R = U, or R = L^T
 * read through L's storage (R(r, c) = a[r rs + c cs], (rs, cs) = (1, lda)
 * or (lda, 1)).  Right-looking in blocks of 32 rows of R:
 *   1. the diagonal block R_kk from A_kk, one warp (diagonal_factor_kernel),
 *      each entry a dot product in ascending order, as the host's
 *      host_dd_chol.c;
 *   2. the block row R_k,rest := inv(R_kk^T) A_k,rest, one thread a column
 *      (trsm_dd.cu's diagonal-block kernel);
 *   3. A_rest,rest -= R_k,rest^T R_k,rest on the stored triangle alone
 *      (syr2k_dd.cu's rank-k update).
 * n^3 / 6 double-double multiply-adds, nearly all in 3.  A failed pivot is
 * recorded in *minor on the device, and every later launch reads it and
 * does nothing: no host synchronisation, and A is left as a blocked
 * factorization leaves it when it stops there.
 */
#include "blas/potrf_dd.h"
#include "blas/syr2k_dd.h"
#include "blas/trsm_dd.h"
#include "dd/dd_arith.h"

namespace {

constexpr int kBlock = 32; /* R's rows a step: one warp's lanes */

/* R_kk (w x w, w <= 32, at base) from the same block of A, in place; on a
 * failed pivot j, *minor := k0 + j + 1 and the block's later rows stay as
 * they were */
__global__ void __launch_bounds__(kBlock)
diagonal_factor_kernel(int w, trident_dd *base, int64_t rs, int64_t cs, int64_t k0, int *minor)
{
    if (*minor) return;
    __shared__ trident_dd r_s[kBlock][kBlock + 1]; /* r_s[k][j] = R(k, j), k <= j */
    __shared__ int failed;                         /* 0, or 1 + the failed pivot's index */
    const int lane = threadIdx.x;
    for (int k = 0; k < w; ++k)
        if (lane >= k && lane < w) r_s[k][lane] = base[k * rs + lane * cs];
    if (lane == 0) failed = 0;
    __syncwarp();
    for (int j = 0; j < w; ++j) {
        /* lane i >= j: A(j, i) - sum_{k<j} R(k, j) R(k, i) */
        trident_dd s = trident_dd_zero();
        if (lane >= j && lane < w) {
            s = r_s[j][lane];
            for (int k = 0; k < j; ++k) s = trident_dd_fma_dot(trident_dd_neg(r_s[k][j]), r_s[k][lane], s);
        }
        if (lane == j) {
            if (s.hi > 0.0) {
                r_s[j][j] = trident_dd_sqrt(s);
            } else { /* zero, negative or NaN: xPOTRF's info */
                r_s[j][j] = s;
                failed = j + 1;
            }
        }
        __syncwarp();
        if (failed) break;
        if (lane > j && lane < w) r_s[j][lane] = trident_dd_div(s, r_s[j][j]);
        __syncwarp();
    }
    for (int k = 0; k < w; ++k)
        if (lane >= k && lane < w) base[k * rs + lane * cs] = r_s[k][lane];
    if (lane == 0 && failed) *minor = (int)(k0 + failed);
}

} // namespace

extern "C" int trident_cuda_potrf_w(cudaStream_t stream, char uplo, int64_t n, trident_dd *a, int64_t lda, int *minor)
{
    cudaError_t err = cudaMemsetAsync(minor, 0, sizeof *minor, stream);
    if (err != cudaSuccess || n <= 0) return (int)err;
    if (n > 0x7fffffff) return (int)cudaErrorInvalidValue; /* *minor is an int */
    const bool upper = uplo == 'U';
    const int64_t rs = upper ? 1 : lda, cs = upper ? lda : 1;
    const trident_dd minus_one = trident_dd_neg(trident_dd_one()), one = trident_dd_one();
    for (int64_t k0 = 0; k0 < n; k0 += kBlock) {
        const int w = n - k0 < kBlock ? (int)(n - k0) : kBlock;
        const int64_t k1 = k0 + w, rest = n - k1;
        trident_dd *rkk = a + k0 * rs + k0 * cs;
        diagonal_factor_kernel<<<1, kBlock, 0, stream>>>(w, rkk, rs, cs, k0, minor);
        if ((err = cudaGetLastError()) != cudaSuccess) return (int)err;
        if (rest == 0) break;
        /* 2. R_kk^T X = A_k,rest: M(r, c) = R(c, r); column v of X is R(k0 + r, k1 + v) */
        int e = trident_cuda_triangle_block_w(stream, 1, w, rkk, cs, rs, 0, a + k0 * rs + k1 * cs, rs, cs, rest, minor);
        /* 3. the trailing triangle; R_k,rest^T is U's block row transposed, or L's block column */
        if (!e)
            e = upper ? trident_cuda_syrk_w(stream, 'U', 'T', rest, w, minus_one, a + k0 + k1 * lda, lda, one,
                                            a + k1 + k1 * lda, lda, minor)
                      : trident_cuda_syrk_w(stream, 'L', 'N', rest, w, minus_one, a + k1 + k0 * lda, lda, one,
                                            a + k1 + k1 * lda, lda, minor);
        if (e) return e;
    }
    return 0;
}
