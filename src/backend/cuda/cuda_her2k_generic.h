/*
 * cuda_her2k_generic.h -- the trailing update of the tridiagonalization on
 * the device, one precision (included per precision by cuda_backend.c):
 *
 *   C := alpha A B^H + conj(alpha) B A^H + beta C      (xHER2K / xSYR2K)
 *
 * on the triangle uplo of the n-by-n matrix C, A and B n-by-k.
 *
 * Up to HER2K_SMALL_MAX rows this is Trident's kernel for small triangles
 * (cuda/blas/her2k_small.cu; for s with k <= 32 from SYR2K_NARROW_MIN rows
 * on, the narrow SSYR2K), up to HER2K_ONE_MAX one cuBLAS xHER2K / xSYR2K call.  Above,
 * C is cut into block rows of at most HER2K_ROWS: each row's diagonal block
 * is one xHER2K and the rest of the row within the triangle (left of the
 * diagonal block for 'L', right of it for 'U') one GEMM.  With alpha real
 * (the drivers' -1) that GEMM's two products are one of inner dimension 2k,
 * [A B] [B A]^H, from the operands staged side by side as [A | B | A] in
 * device scratch (for s and c through gemm_fast_on: on the matrix units
 * where 2k is wide enough, stage 1's delayed updates of groups of panels);
 * otherwise two GEMMs of inner dimension k.  The block rows
 * go to side streams (cuda_fork.c); each writes its own rows of C, in a
 * fixed order, so the bits do not depend on the streams' interleaving.
 *
 * Why not one cuBLAS call at every n: cublasDsyr2k with uplo 'U', n = 46968,
 * k = 32 and ldc = 47000 (H100) left wrong values in the whole block
 * C(0:32767, 32768:n-1) of the tridiagonalization's first update, found by
 * the probe run of tests/gpu/test_sytrd_gpu.c, while the same call on
 * operands elsewhere in memory was right.  Single calls of at most
 * HER2K_ONE_MAX (8192) rows and plain GEMM rectangles are the shapes our
 * tests and benchmarks cover.
 */

/* Measured on the H100 (session 17, with the prototype of `bench_block_rows
 * her2k m` in bench/probe/block_rows.cu; k = 32, lower), microseconds for one call, the halving used before
 * (4096-row leaves, the rectangles as one GEMM each, one stream) and block
 * rows of 4096 / 2048 / 1024 / 512 on 4 streams:
 *   z m = 8160: 1182, 919,  912 / 765 / 730 / 705;  4064: 304, 315, 315 / 249 / 223 / 207
 *   d m = 8160:  452, 392,  386 / 337 / 314 / 323;  4064: 122, 131, 130 / 119 / 104 / 160
 *   c m = 8160:  547, 507,  503 / 482 / 452 / 470;  4064: 142, 153, 153 / 158 / 137 / 182
 *   s m = 8160:  208, 215,  211 / 220 / 220 / 405;  12256: 455, 462, 406 / 439 / 454 / 698
 * and at m = 2016 one call was best for every type (z 81, d 32, c 41, s 20).
 * Inside the drivers the forks cost more than in isolation: the one-stage
 * xSYTRD (`bench_sytrd --types dzsc --uplo L --reps 3 4096 8192`, session
 * 17) took, seconds, with rows of 1024 (512 for z) / one call: d 0.0923 /
 * 0.0885 at 4096, 0.4605 / 0.4512 at 8192; s 0.2990 / 0.2872 at 8192; c
 * 0.0960 / 0.0907, 0.4751 / 0.4618; z 0.8062 / 0.8243 at 8192 (rows of 4096:
 * d 0.0890, 0.4613; z 0.8187).  The two-stage solves moved by about 1% with
 * either (d values at 8192 0.2367 -> 0.2340 s with rows of 1024).  So one
 * call up to 8192 rows and rows of 4096 above for s, d and c, rows of 512
 * from 2048 for z.  TRIDENT_BLOCK_ROWS=r in the environment sets both to r
 * for every precision (as for cuda_hemm_generic.h), for the tests. */
#ifndef TRI_HER2K_ONE_MAX_s
#define TRI_HER2K_ONE_MAX_s 8192
#define TRI_HER2K_ROWS_s 4096
#define TRI_HER2K_ONE_MAX_d 8192
#define TRI_HER2K_ROWS_d 4096
#define TRI_HER2K_ONE_MAX_c 8192
#define TRI_HER2K_ROWS_c 4096
#define TRI_HER2K_ONE_MAX_z 2048
#define TRI_HER2K_ROWS_z 512
#endif
/* Single precision with k <= 32 (the panels' updates) goes to Trident's
 * own kernel (cuda/blas/syr2k_narrow.cu) from SYR2K_NARROW_MIN rows on:
 * summed over stage 1's panels it took 122.5 ms against cuBLAS's 200.4 at
 * n = 16384 (`bench_stage1_kernels`), though inside stage 1, beside the
 * panel QR and with cuBLAS in block rows above HER2K_ONE_MAX, s's stage 1
 * gained only 0.363 -> 0.354 s (2026-11-26); the kernel's later version,
 * 113.3 ms in the same probe, moved stage 1 by about 1 ms more (the panel
 * QR sets the pace of the smaller panels).
 * TRIDENT_SYR2K_VENDOR=1 in the environment keeps cuBLAS, for comparison. */
#ifndef TRI_SYR2K_NARROW_s
#define TRI_SYR2K_NARROW_s 1
#define TRI_SYR2K_NARROW_d 0
#define TRI_SYR2K_NARROW_c 0
#define TRI_SYR2K_NARROW_z 0
#define SYR2K_NARROW_MIN 512
#endif
/* Up to HER2K_SMALL_MAX rows, Trident's kernel for small triangles
 * (cuda/blas/her2k_small.cu).  Stage 1 updates the next panel's diagonal
 * block (32 x 32) once per panel, on its critical path; cuBLAS's SSYR2K took
 * 40-56 us there.  Measured (2026-11-26, H200, `bench_block_rows her2k 32 64
 * 128 256 512 1024`, one launch by CUDA events, cuBLAS / ours, us): s 40.3
 * / 9.3 at 32, 38.4 / 11.1 at 512, 23.6 / 14.0 at 1024; d 18.7 / 11.4,
 * 30.0 / 13.3, 25.4 / 14.4; c 18.2 / 11.6, 16.3 / 13.1, 24.8 / 18.2; z 20.3
 * / 13.5, 38.0 / 16.5, 36.5 / 24.4.  s's stage 1 at n = 16384 went from
 * 0.329-0.330 to 0.304-0.307 s (`TRIDENT_HER2K_SMALL=0/1 TRIDENT_VERBOSE=3
 * bench_eigen --ours-only --types s --cases vl --reps 1 16384`); d, c and
 * z's values-only solves at 16384 moved by less than 1%, either way.
 * TRIDENT_HER2K_SMALL=0 in the environment keeps cuBLAS, for comparison. */
#ifndef TRI_HER2K_SMALL_MAX_s
#define TRI_HER2K_SMALL_MAX_s (SYR2K_NARROW_MIN - 1)
#define TRI_HER2K_SMALL_MAX_d 512
#define TRI_HER2K_SMALL_MAX_c 512
#define TRI_HER2K_SMALL_MAX_z 512
#endif
#define HER2K_SMALL_MAX TRI_PASTE2(TRI_HER2K_SMALL_MAX_, TRI_CH)
#define HER2K_ONE_MAX TRI_PASTE2(TRI_HER2K_ONE_MAX_, TRI_CH)
#define HER2K_ROWS TRI_PASTE2(TRI_HER2K_ROWS_, TRI_CH)

/* [A | B | A] (n x 3k, ld n) in the context's device workspace */
static const TRI_T *TRI_SFX(her2k_stage)(trident_context *ctx, int64_t n, int64_t k,
                                         const TRI_T *a, int64_t lda, const TRI_T *b,
                                         int64_t ldb)
{
    void *ws = NULL;
    const int status = trident_cuda_workspace(ctx, (size_t)n * (size_t)(3 * k) * sizeof(TRI_T), &ws);
    if (status) {
        trident_context_record(ctx, status);
        return NULL;
    }
    TRI_T *s = ws;
    const size_t row = (size_t)n * sizeof(TRI_T), ld = (size_t)n * sizeof(TRI_T);
    cudaStream_t st = cuda_stream(ctx);
    cuda_record(ctx, cudaMemcpy2DAsync(s, ld, a, (size_t)lda * sizeof(TRI_T), row, (size_t)k,
                                       cudaMemcpyDeviceToDevice, st));
    cuda_record(ctx, cudaMemcpy2DAsync(s + k * n, ld, b, (size_t)ldb * sizeof(TRI_T), row, (size_t)k,
                                       cudaMemcpyDeviceToDevice, st));
    cuda_record(ctx, cudaMemcpy2DAsync(s + 2 * k * n, ld, a, (size_t)lda * sizeof(TRI_T), row,
                                       (size_t)k, cudaMemcpyDeviceToDevice, st));
    return ctx->status ? NULL : s;
}

/* one cuBLAS xHER2K / xSYR2K on the triangle uplo of c (n x n) */
static cublasStatus_t TRI_SFX(her2k_call)(cublasHandle_t h, char uplo, int64_t n, int64_t k, TRI_T alpha,
                                          const TRI_T *a, int64_t lda, const TRI_T *b, int64_t ldb, TRI_R beta,
                                          TRI_T *c, int64_t ldc)
{
    return TRI_PASTE4(cublas, TRI_CHU, TRI_SY, r2k)(
        h, uplo == 'L' ? CUBLAS_FILL_MODE_LOWER : CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_N, (int)n, (int)k,
        (const void *)&alpha, (const void *)a, (int)lda, (const void *)b, (int)ldb, &beta, (void *)c, (int)ldc);
}

/* Does cuda_her2k take the narrow SSYR2K for n rows and rank 2k? */
static int TRI_SFX(cuda_her2k_narrow)(int64_t n, int64_t k)
{
    return TRI_PASTE2(TRI_SYR2K_NARROW_, TRI_CH) && n >= SYR2K_NARROW_MIN && trident_cuda_syr2k_narrow_supports(k) &&
           !trident_env_flag("TRIDENT_SYR2K_VENDOR", 0);
}

/* the bytes of the context's workspace cuda_her2k asks for with a real
 * alpha (the staged [A | B | A] of the block rows; 0 where it takes one
 * call or a kernel of its own) */
static size_t TRI_SFX(cuda_her2k_workspace)(trident_context *ctx, int64_t n, int64_t k)
{
    int64_t count = 1;
    if (n <= 0 || k <= 0 || TRI_SFX(cuda_her2k_narrow)(n, k) ||
        (n <= HER2K_SMALL_MAX && trident_env_flag("TRIDENT_HER2K_SMALL", 1)) ||
        !cuda_block_rows(ctx, n, HER2K_ONE_MAX, HER2K_ROWS, &count))
        return 0;
    return (size_t)n * (size_t)(3 * k) * sizeof(TRI_T);
}

static void TRI_SFX(cuda_her2k)(trident_context *ctx, char uplo, int64_t n, int64_t k,
                                TRI_T alpha, const TRI_T *a, int64_t lda,
                                const TRI_T *b, int64_t ldb, TRI_R beta,
                                TRI_T *c, int64_t ldc)
{
    cublasHandle_t h;
    if (ctx->status || n <= 0 || !cuda_blas(ctx, &h)) return;
#if TRI_PASTE2(TRI_SYR2K_NARROW_, TRI_CH)
    if (TRI_SFX(cuda_her2k_narrow)(n, k)) {
        cuda_record(ctx, trident_cuda_syr2k_narrow_s(cuda_stream(ctx), uplo, n, k, alpha, a, lda, b, ldb, beta, c,
                                                     ldc));
        return;
    }
#endif
    if (n <= HER2K_SMALL_MAX && trident_env_flag("TRIDENT_HER2K_SMALL", 1)) {
        cuda_record(ctx, TRI_PASTE2(trident_cuda_her2k_small_, TRI_CH)(cuda_stream(ctx), uplo, n, k, &alpha, a, lda, b,
                                                                      ldb, &beta, c, ldc));
        return;
    }
    int64_t count = 1;
    const int64_t rows = cuda_block_rows(ctx, n, HER2K_ONE_MAX, HER2K_ROWS, &count);
    if (!rows || k <= 0) {
        cuda_record_blas(ctx, TRI_SFX(her2k_call)(h, uplo, n, k, alpha, a, lda, b, ldb, beta, c, ldc));
        return;
    }
    const TRI_T *s = NULL;
    if (tri_imag(alpha) == 0) {
        s = TRI_SFX(her2k_stage)(ctx, n, k, a, lda, b, ldb);
        if (!s) return; /* recorded */
    }
    const TRI_T tbeta = beta;
    cublasHandle_t side[TRIDENT_CUDA_SIDE_STREAMS];
    const int forked = trident_cuda_fork(ctx, (int)count, side);
    for (int64_t i = 0, r0 = 0; r0 < n && !ctx->status; ++i, r0 += rows) {
        const int64_t ri = n - r0 < rows ? n - r0 : rows, r1 = r0 + ri;
        const cublasHandle_t hi = forked ? side[i % forked] : h;
        cuda_record_blas(ctx, TRI_SFX(her2k_call)(hi, uplo, ri, k, alpha, a + r0, lda, b + r0, ldb, beta,
                                                 c + r0 + r0 * ldc, ldc));
        /* the rest of the row in the triangle: columns q0 .. q0 + p - 1 */
        const int64_t q0 = uplo == 'L' ? 0 : r1, p = uplo == 'L' ? r0 : n - r1;
        if (p <= 0) continue;
        TRI_T *rect = c + r0 + q0 * ldc;
        /* rect := alpha a b^H + conj(alpha) b a^H + beta rect: one GEMM over the staged [a | b | a], or two */
        if (s) {
            cuda_record_blas(ctx, TRI_SFX(gemm_fast_on)(ctx, hi, 'N', 'C', ri, p, 2 * k, alpha, s + r0, n,
                                                        s + k * n + q0, n, tbeta, rect, ldc));
        } else {
            cuda_record_blas(ctx, TRI_SFX(gemm_on)(ctx, hi, 'N', 'C', ri, p, k, alpha, a + r0, lda, b + q0, ldb,
                                                   tbeta, rect, ldc));
            cuda_record_blas(ctx, TRI_SFX(gemm_on)(ctx, hi, 'N', 'C', ri, p, k, tri_conj(alpha), b + r0, ldb,
                                                   a + q0, lda, 1, rect, ldc));
        }
    }
    cuda_record(ctx, trident_cuda_join(ctx, forked));
}

#undef HER2K_SMALL_MAX
#undef HER2K_ONE_MAX
#undef HER2K_ROWS
