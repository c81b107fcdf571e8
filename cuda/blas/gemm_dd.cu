/*
 * gemm_dd.cu -- the double-double matrix product C := alpha op(A) op(B) +
 * beta C (contract: gemm_dd.h), for the blocked back-transformation of
 * double-double's eigenvectors (src/backend/cuda/cuda_ops_w.h, apply_q):
 * V^T V, V^T Z, T W and Z - V W.  No vendor library has the type; the
 * tiling is dd_tile.cuh's, shared with the rank-2k update (syr2k_dd.cu),
 * the kernel gemm_dd_kernel.cuh's.
 */
#include "blas/gemm_dd.h"
#include "blas/gemm_dd_kernel.cuh"

extern "C" int trident_cuda_gemm_w(cudaStream_t stream, char transa, char transb, int64_t m, int64_t n, int64_t k,
                                   trident_dd alpha, const trident_dd *a, int64_t lda, const trident_dd *b,
                                   int64_t ldb, trident_dd beta, trident_dd *c, int64_t ldc)
{
    using namespace trident::dd_tile;
    return launch_gemm_dd<lib_tiling>(stream, transa, transb, m, n, k, alpha, a, lda, b, ldb, beta, c, ldc);
}
