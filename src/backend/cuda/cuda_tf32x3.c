/*
 * cuda_tf32x3.c -- FP32 products as three TF32 products (cuda_tf32x3.h).
 *
 * With ef = 2 for complex data (1 for real) the product is the real one
 * C_r (ef m x n) := A_r (ef m x ef k) B_r (ef k x n): A_r the embedding of
 * op(A), B_r and C_r the real views.  Its operands are split into
 *   A2 = [Ah | At]   (ef mr x 2K, K = ef k)   and   B2 = [Bt ; Bh]   (2K x nc)
 * for a block of mr rows and nc columns of C, and two GEMMs on the matrix
 * units finish the block:
 *   C := alpha A2 B2 + beta C          (Ah Bt + At Bh, inner dimension 2K)
 *   C := alpha Ah Bh + C               (A2's first K columns, B2's last K rows)
 * the small terms first, so that the large one is added to their sum.
 * The blocks are fixed by the sizes alone, and each is the same two calls:
 * the result is bitwise the same from run to run.
 */
#include <cuda_runtime_api.h>

#include "backend/cuda/cuda_tf32x3.h"
#include "blas/tf32_split.h"
#include "core/env.h"
#include "dispatch/crossover.h"

int trident_cuda_tf32x3_pays(int cplx, int64_t m, int64_t n, int64_t k)
{
    const int64_t ef = cplx ? 2 : 1, dim = trident_env_positive("TRIDENT_TF32X3_MIN_DIM", TRIDENT_TF32X3_MIN_DIM);
    const int64_t inner = trident_env_positive("TRIDENT_TF32X3_MIN_INNER", TRIDENT_TF32X3_MIN_INNER);
    return ef * m >= dim && n >= dim && ef * k >= inner;
}

int trident_cuda_tf32x3_wanted(const trident_context *ctx, int cplx, int64_t m, int64_t n, int64_t k)
{
    return ctx->tf32x3 == 2 || (ctx->tf32x3 && trident_cuda_tf32x3_pays(cplx, m, n, k));
}

/* element (r, s) of op(X) (rows x cols) */
static const char *element(const void *x, int cplx, char trans, int64_t r, int64_t s, int64_t ldx)
{
    const int64_t at = trans == 'N' ? r + s * ldx : s + r * ldx;
    return (const char *)x + at * (cplx ? 8 : 4);
}

static int split(cudaStream_t st, int cplx, int embed, char trans, int64_t rows, int64_t cols,
                 const void *x, int64_t ldx, float *head, float *tail, int64_t ldd)
{
    return cplx ? trident_cuda_tf32_split_c(st, embed, trans, rows, cols, x, ldx, head, tail, ldd)
                   : trident_cuda_tf32_split_s(st, trans, rows, cols, x, ldx, head, tail, ldd);
}

static cublasStatus_t gemm(cublasHandle_t h, int64_t m, int64_t n, int64_t k, float alpha, const float *a,
                           int64_t lda, const float *b, int64_t ldb, float beta, float *c, int64_t ldc)
{
    return cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, (int)m, (int)n, (int)k, &alpha, a, CUDA_R_32F, (int)lda, b,
                        CUDA_R_32F, (int)ldb, &beta, c, CUDA_R_32F, (int)ldc, CUBLAS_COMPUTE_32F_FAST_TF32,
                        CUBLAS_GEMM_DEFAULT);
}

/* x rounded down to a multiple of unit, and at least unit */
static int64_t round_down(int64_t x, int64_t unit) { return x < unit ? unit : x / unit * unit; }

cublasStatus_t trident_cuda_gemm_tf32x3(cublasHandle_t h, int cplx, char transa, char transb, int64_t m,
                                        int64_t n, int64_t k, float alpha, const void *a, int64_t lda,
                                        const void *b, int64_t ldb, float beta, void *c, int64_t ldc)
{
    if (m <= 0 || n <= 0) return CUBLAS_STATUS_SUCCESS;
    if (k <= 0 || alpha == 0) return CUBLAS_STATUS_NOT_SUPPORTED; /* C := beta C: the native call's job */
    const int64_t ef = cplx ? 2 : 1, K = ef * k;
    /* half of the scratch for each operand's block, whole operands where they fit */
    const int64_t scratch = trident_env_positive("TRIDENT_TF32X3_SCRATCH", (int64_t)TRIDENT_TF32X3_SCRATCH);
    const int64_t half = scratch / 2 / (int64_t)sizeof(float);
    int64_t mr = half / (2 * K * ef), nc = half / (2 * K);
    mr = mr >= m ? m : round_down(mr, 128);
    nc = nc >= n ? n : round_down(nc, 128);
    if (mr > m) mr = m;
    if (nc > n) nc = n;
    cudaStream_t st;
    cublasStatus_t status = cublasGetStream(h, &st);
    if (status != CUBLAS_STATUS_SUCCESS) return status;
    float *a2 = NULL;
    const size_t a2_floats = (size_t)(ef * mr) * (size_t)(2 * K), b2_floats = (size_t)(2 * K) * (size_t)nc;
    if (cudaMallocAsync((void **)&a2, (a2_floats + b2_floats) * sizeof(float), st) != cudaSuccess) {
        (void)cudaGetLastError();
        return CUBLAS_STATUS_NOT_SUPPORTED;
    }
    float *const b2 = a2 + a2_floats;
    const int64_t lda2 = ef * mr, ldc_r = ef * ldc;
    int a_split = 0; /* A2 holds A's only row block */
    for (int64_t j0 = 0; j0 < n && status == CUBLAS_STATUS_SUCCESS; j0 += nc) {
        const int64_t nj = n - j0 < nc ? n - j0 : nc;
        /* B2 = [Bt ; Bh]: op(B)'s columns j0 .. j0+nj-1 */
        if (split(st, cplx, 0, transb, k, nj, element(b, cplx, transb, 0, j0, ldb), ldb, b2 + K, b2, 2 * K)) {
            status = CUBLAS_STATUS_EXECUTION_FAILED;
            break;
        }
        for (int64_t i0 = 0; i0 < m && status == CUBLAS_STATUS_SUCCESS; i0 += mr) {
            const int64_t mi = m - i0 < mr ? m - i0 : mr;
            if (!(a_split && mr == m)) {
                /* A2 = [Ah | At]: op(A)'s rows i0 .. i0+mi-1, embedded */
                if (split(st, cplx, 1, transa, mi, k, element(a, cplx, transa, i0, 0, lda), lda, a2,
                          a2 + K * lda2, lda2)) {
                    status = CUBLAS_STATUS_EXECUTION_FAILED;
                    break;
                }
                a_split = 1;
            }
            float *cb = (float *)c + ef * i0 + j0 * ldc_r;
            status = gemm(h, ef * mi, nj, 2 * K, alpha, a2, lda2, b2, 2 * K, beta, cb, ldc_r);
            if (status == CUBLAS_STATUS_SUCCESS)
                status = gemm(h, ef * mi, nj, K, alpha, a2, lda2, b2 + K, 2 * K, 1.0f, cb, ldc_r);
        }
    }
    if (cudaFreeAsync(a2, st) != cudaSuccess && status == CUBLAS_STATUS_SUCCESS)
        status = CUBLAS_STATUS_EXECUTION_FAILED;
    return status;
}
