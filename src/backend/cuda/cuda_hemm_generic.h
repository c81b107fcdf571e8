/*
 * cuda_hemm_generic.h -- xHEMM / xSYMM side 'L' on the device, one precision
 * (included per precision by cuda_backend.c):
 *
 *   C := alpha A B + beta C,   A m-by-m Hermitian (triangle uplo), B and C m-by-n
 *
 * for the band reduction's narrow B (n = nb columns, 16 or 32).  A single
 * cuBLAS call has only m/32 output tiles, each summing over all m rows, and
 * for s, c (and d above 8192) that leaves most of the GPU idle.  Above
 * HEMM_ONE_MAX rows, C is cut into block rows of at most HEMM_ROWS, each
 * computed on its own with three calls in a fixed order (uplo 'L'):
 *   C_i := alpha A_ii B_i + beta C_i            (xHEMM, the diagonal block)
 *   C_i += alpha A(i, 0:r0) B(0:r0)              (xGEMM, the rows left of it)
 *   C_i += alpha A(below, i)^H B(below)          (xGEMM, the block column below it)
 * and the block rows go to side streams (backend/cuda/cuda_fork.c), which
 * the GPU runs side by side.  No two streams write the same rows of C and
 * each row's sums keep their order, so the result is the same bits however
 * the streams interleave.
 *
 * Measured on the H100 (session 17, with the prototype of `bench_block_rows
 * hemm m` in bench/probe/block_rows.cu; B 32 columns, lda = m + 32), microseconds for one call against block rows
 * of 2048 / 4096 on 4 streams, and the halving recursion used before
 * (2048-row leaves, two GEMMs per level, one stream):
 *   s m = 8160:  905 one call,  394 / 573 rows,  876 halving;  16352: 2784, 1031 / 1112, 2072
 *   d m = 8160:  186,           228 / 212,       351;          12256:  902,  474 /  448,  700
 *   c m = 8160: 1647,           837 / 1057,     1101;          16352: 5674, 2310 / 2554, 2895
 *   z m = 8160:  364,           433 / 385,       564;          16352: 1423, 1580 / 1492, 1843
 * The committed probe (`build/bench/bench_block_rows hemm 8160 16352`,
 * session 18) also tried rows of 1024 and 512; for c, 1024 was the best:
 * at m = 8160 1644 one call, 668 / 894 / 1074 rows of 1024 / 2048 / 4096;
 * at 16352 5799, 2023 / 2318 / 2570.  Stage 1 of c's two-stage reduction at
 * n = 8192 took 0.177 s with 1024 against 0.184 with 2048 (TRIDENT_VERBOSE=3
 * bench_eigen, separate runs).  For s, d and z the session-17 choices stood.
 * At m <= 2016 all ways are one call.  TRIDENT_BLOCK_ROWS=r in the
 * environment (the context's block_rows) makes it one call up to r rows and
 * block rows of r above, for every precision (cuda_her2k_generic.h's too):
 * the tests use it to reach the block rows at small orders.
 *
 * For s and c, Trident's own kernel (cuda/band/hemm_narrow.cu) takes every
 * call with at most 32 columns from HEMM_NARROW_MIN rows on: their GEMMs run
 * on the SIMT cores, where a kernel shaped for 32 columns does better than
 * cuBLAS's.  TRIDENT_HEMM_VENDOR=1 in the environment keeps cuBLAS (the
 * block rows above), for comparison.  On the H100 (session 21, 2026-11-23,
 * `TRIDENT_HEMM_VENDOR=v TRIDENT_VERBOSE=3 build/bench/bench_eigen --types t
 * --cases n --reps 1 n`), stage 1 of the two-stage reduction, seconds,
 * cuBLAS / Trident's: s 0.115 / 0.086 at 8192, 0.490 / 0.392 at 16384;
 * c 0.177 / 0.162 at 8192, 0.886 / 0.887 at 16384.
 *
 * TRIDENT_HEMM_TC=1 in the environment (read at each call) gives single
 * precision's calls to the kernel's matrix-unit variant (three TF32
 * products, hemm_narrow_tc.cu) instead.  Off: on the H100 it is still slower
 * than the SIMT kernel (hemm_narrow_tc.cu has the measurements).
 */

#ifndef TRI_HEMM_NARROW_s
#define TRI_HEMM_NARROW_s 1
#define TRI_HEMM_NARROW_d 0
#define TRI_HEMM_NARROW_c 1
#define TRI_HEMM_NARROW_z 0
#define HEMM_NARROW_MIN 256
#define TRI_HEMM_TC_s 1 /* the matrix-unit variant exists */
#define TRI_HEMM_TC_d 0
#define TRI_HEMM_TC_c 0
#define TRI_HEMM_TC_z 0
#endif
#define HEMM_ONE_MAX TRI_PASTE2(TRI_HEMM_ONE_MAX_, TRI_CH)
#define HEMM_ROWS TRI_PASTE2(TRI_HEMM_ROWS_, TRI_CH)
#ifndef TRI_HEMM_ONE_MAX_s
#define TRI_HEMM_ONE_MAX_s 2048
#define TRI_HEMM_ROWS_s 2048
#define TRI_HEMM_ONE_MAX_d 8192
#define TRI_HEMM_ROWS_d 4096
#define TRI_HEMM_ONE_MAX_c 2048
#define TRI_HEMM_ROWS_c 1024
#define TRI_HEMM_ONE_MAX_z 16384
#define TRI_HEMM_ROWS_z 4096
#endif

static cublasStatus_t TRI_SFX(hemm_call)(cublasHandle_t h, char uplo, int64_t m, int64_t n, const TRI_T *alpha,
                                         const TRI_T *a, int64_t lda, const TRI_T *b, int64_t ldb,
                                         const TRI_T *beta, TRI_T *c, int64_t ldc)
{
    return TRI_PASTE4(cublas, TRI_CHU, TRI_SY, mm)(
        h, CUBLAS_SIDE_LEFT, uplo == 'U' ? CUBLAS_FILL_MODE_UPPER : CUBLAS_FILL_MODE_LOWER, (int)m, (int)n,
        (const void *)alpha, (const void *)a, (int)lda, (const void *)b, (int)ldb, (const void *)beta,
        (void *)c, (int)ldc);
}

/* Does cuda_hemm take Trident's narrow kernel for m rows and n columns? */
static int TRI_SFX(cuda_hemm_narrow)(int64_t m, int64_t n)
{
    return TRI_PASTE2(TRI_HEMM_NARROW_, TRI_CH) && m >= HEMM_NARROW_MIN && trident_cuda_hemm_narrow_supports(n) &&
           !trident_env_flag("TRIDENT_HEMM_VENDOR", 0);
}

/* Does it take the narrow kernel's matrix-unit variant (TRIDENT_HEMM_TC)? */
static int TRI_SFX(cuda_hemm_tc)(void)
{
    return TRI_PASTE2(TRI_HEMM_TC_, TRI_CH) && trident_env_flag("TRIDENT_HEMM_TC", 0);
}

/* the narrow kernel's partial sums for the variant (tc) and wide_min */
static size_t TRI_SFX(cuda_hemm_narrow_workspace)(int64_t m, int tc, int64_t wide_min)
{
    return tc ? trident_cuda_hemm_narrow_tc_workspace(m) : trident_cuda_hemm_narrow_workspace(m, sizeof(TRI_T), wide_min);
}

/* the bytes of the context's workspace cuda_hemm asks for (the narrow
 * kernel's partial sums; 0 elsewhere) */
static size_t TRI_SFX(cuda_hemm_workspace)(int64_t m, int64_t n)
{
    if (!TRI_SFX(cuda_hemm_narrow)(m, n)) return 0;
    return TRI_SFX(cuda_hemm_narrow_workspace)(
        m, TRI_SFX(cuda_hemm_tc)(), trident_env_positive("TRIDENT_HEMM_WIDE_MIN", TRIDENT_HEMM_NARROW_WIDE_MIN));
}

static void TRI_SFX(cuda_hemm)(trident_context *ctx, char uplo, int64_t m, int64_t n, TRI_T alpha,
                               const TRI_T *a, int64_t lda, const TRI_T *b, int64_t ldb, TRI_T beta,
                               TRI_T *c, int64_t ldc)
{
    cublasHandle_t h;
    if (ctx->status || m <= 0 || n <= 0 || !cuda_blas(ctx, &h)) return;
#if TRI_PASTE2(TRI_HEMM_NARROW_, TRI_CH)
    if (TRI_SFX(cuda_hemm_narrow)(m, n)) {
        void *ws = NULL;
        /* the environment read once: the workspace fits the kernel launched */
        const int64_t wide_min = trident_env_positive("TRIDENT_HEMM_WIDE_MIN", TRIDENT_HEMM_NARROW_WIDE_MIN);
        const int tc = TRI_SFX(cuda_hemm_tc)();
        const int status = trident_cuda_workspace(ctx, TRI_SFX(cuda_hemm_narrow_workspace)(m, tc, wide_min), &ws);
        if (status)
            trident_context_record(ctx, status);
#if TRI_PASTE2(TRI_HEMM_TC_, TRI_CH)
        else if (tc)
            cuda_record(ctx, trident_cuda_hemm_narrow_tc_s(cuda_stream(ctx), uplo, m, n, &alpha, a, lda, b, ldb, &beta,
                                                           c, ldc, ws));
#endif
        else
            cuda_record(ctx, TRI_PASTE2(trident_cuda_hemm_narrow_, TRI_CH)(cuda_stream(ctx), uplo, m, n, &alpha, a,
                                                                           lda, b, ldb, &beta, c, ldc, ws, wide_min));
        return;
    }
#endif
    int64_t count = 1;
    const int64_t rows = cuda_block_rows(ctx, m, HEMM_ONE_MAX, HEMM_ROWS, &count);
    if (!rows) {
        cuda_record_blas(ctx, TRI_SFX(hemm_call)(h, uplo, m, n, &alpha, a, lda, b, ldb, &beta, c, ldc));
        return;
    }
    cublasHandle_t side[TRIDENT_CUDA_SIDE_STREAMS];
    const int forked = trident_cuda_fork(ctx, (int)count, side);
    for (int64_t i = 0, r0 = 0; r0 < m && !ctx->status; ++i, r0 += rows) {
        const int64_t ri = m - r0 < rows ? m - r0 : rows, r1 = r0 + ri, below = m - r1;
        const cublasHandle_t hi = forked ? side[i % forked] : h;
        const int lower = uplo != 'U';
        cublasStatus_t s =
            TRI_SFX(hemm_call)(hi, uplo, ri, n, &alpha, a + r0 + r0 * lda, lda, b + r0, ldb, &beta, c + r0, ldc);
        /* the rows' part left of the diagonal block: A(r0:r1, 0:r0), stored
         * there ('L') or as its transpose above ('U') */
        if (s == CUBLAS_STATUS_SUCCESS && r0 > 0)
            s = TRI_SFX(gemm_on)(ctx, hi, lower ? 'N' : 'C', 'N', ri, n, r0, alpha, lower ? a + r0 : a + r0 * lda,
                                 lda, b, ldb, 1, c + r0, ldc);
        /* right of it: A(r0:r1, r1:m), stored as the transpose below ('L') or there ('U') */
        if (s == CUBLAS_STATUS_SUCCESS && below > 0)
            s = TRI_SFX(gemm_on)(ctx, hi, lower ? 'C' : 'N', 'N', ri, n, below, alpha,
                                 lower ? a + r1 + r0 * lda : a + r0 + r1 * lda, lda, b + r1, ldb, 1, c + r0, ldc);
        cuda_record_blas(ctx, s);
    }
    cuda_record(ctx, trident_cuda_join(ctx, forked));
}

#undef HEMM_ONE_MAX
#undef HEMM_ROWS
