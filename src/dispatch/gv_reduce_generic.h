/*
 * gv_reduce_generic.h -- the itype-1 reduction of the generalized eigen
 * driver on the device, C = inv(L) A inv(L^H) or inv(U^H) A inv(U) on the
 * stored triangle, by halving (included by sygvd_device_generic.h, once per
 * precision; uses its TRI_CUBLAS64 and TRI_GV_KERNEL).
 *
 * uplo 'L', with the leading n1 rows and columns split off:
 *   inv(L) = [ inv(L11)                     0        ]
 *            [ -inv(L22) L21 inv(L11)       inv(L22) ]
 * so with C11 = inv(L11) A11 inv(L11^H) and Y = A21 inv(L11^H)
 *   C21 = inv(L22) (Y - L21 C11)
 *   C22 = inv(L22) (A22 - Y L21^H - L21 Y^H + L21 C11 L21^H) inv(L22^H)
 * and with W = Y - L21 C11 / 2 the middle of C22 is A22 - W L21^H - L21 W^H
 * (one HER2K), while W - L21 C11 / 2 is the bracket of C21.  Each level:
 *   C11 recursively; A21 := A21 inv(L11^H) (TRSM); A21 -= L21 C11 / 2
 *   (HEMM, reads C11's lower triangle only); A22 -= A21 L21^H + L21 A21^H
 *   (HER2K, lower triangle); A21 -= L21 C11 / 2; A21 := inv(L22) A21
 *   (TRSM); C22 recursively.
 * uplo 'U' is the mirror (A12 = A21^H, U = L^H): A12 := inv(U11^H) A12,
 * A12 -= C11 U12 / 2, A22 -= A12^H U12 + U12^H A12, A12 -= C11 U12 / 2,
 * A12 := A12 inv(U22).
 * The two C11 products are one GEMM where device scratch allows: C11 is
 * made full Hermitian in scratch S (n1-by-n1) and P = L21 S ('L') or
 * S U12 ('U') is formed once in scratch (the off-diagonal block's shape);
 * each "-= ... / 2" is then a GEAM.  cuBLAS's xSYMM / xHEMM on these square
 * blocks runs well below its GEMM.  On the H100 (`TRIDENT_VERBOSE=2
 * build/bench/bench_eigen --types sdzc --cases g --reps 1 8192`, session
 * 18, the reduction's phase in the second, warm solve) the reduction took,
 * ms, with the GEMM / earlier with the two xHEMMs: s 23.3 / 27.0, d 24.6 /
 * 26.0-28.7, z 63.3 / 77.3 (crossover.h's runs for d and z), c 63.1.
 * Without the scratch (n1^2 + n1 n2 elements, about n^2 / 2 at the top
 * level; TRIDENT_GV_REDUCE_GEMM=0 in the environment forces it) the two
 * xHEMMs on C11's stored triangle run instead.
 * A block of at most `leaf` columns is made full Hermitian from its stored
 * triangle and goes through two TRSMs, as the whole matrix used to.  That is
 * n^3 flops where the two full TRSMs were 2n^3, nearly all in GEMM-shaped
 * calls.  Only the stored triangle and the other triangle of the leaf
 * diagonal blocks are read or written; the rest of the other triangle is
 * left as it was.
 */

#ifndef TRIDENT_GV_REDUCE_ONCE
#define TRIDENT_GV_REDUCE_ONCE
#include "core/env.h"
#include "dispatch/crossover.h"

/* TRIDENT_GV_REDUCE_LEAF in the environment (an integer >= 1; anything
 * else is ignored), read at each call so tests can force the recursion at
 * small n; TRIDENT_GV_REDUCE_LEAF from crossover.h otherwise. */
static int64_t gv_reduce_leaf(void)
{
    return trident_env_positive("TRIDENT_GV_REDUCE_LEAF", TRIDENT_GV_REDUCE_LEAF);
}

/* The order of the leading block (1 <= n1 < n for n >= 2): half, rounded
 * up to a multiple of 128 once that still leaves a trailing block, so the
 * large calls see tile-aligned shapes. */
static int64_t gv_reduce_split(int64_t n)
{
    const int64_t half = n / 2;
    return half >= 256 ? (half + 127) / 128 * 128 : half;
}

/* Elements of the scratch for S and P at order n above the leaf: the top
 * level's n1^2 + n1 n2 bounds every level below (n2 <= n1). */
static int64_t gv_reduce_scratch_elems(int64_t n)
{
    const int64_t n1 = gv_reduce_split(n);
    return n1 * n1 + n1 * (n - n1);
}
#endif

#if TRI_COMPLEX
#define TRI_GV_HEMM TRI_CUBLAS64(hemm)
#define TRI_GV_HER2K TRI_CUBLAS64(her2k)
#define TRI_GV_OP_H CUBLAS_OP_C
#else
#define TRI_GV_HEMM TRI_CUBLAS64(symm)
#define TRI_GV_HER2K TRI_CUBLAS64(syr2k)
#define TRI_GV_OP_H CUBLAS_OP_T /* <t>syr2k takes N or T */
#endif

/* C := alpha op(A) op(B) + beta C (op 'N' or 'C', alpha and beta real): on
 * the matrix units for FP32 types where the context wants it
 * (cuda_tf32x3.h), else, or where that path has no scratch, cuBLAS's GEMM */
static int TRI_SFX(gv_gemm)(const trident_context *ctx, cublasHandle_t h, char ta, char tb, int64_t m, int64_t n,
                            int64_t k, TRI_R alpha, const TRI_T *a, int64_t lda, const TRI_T *b, int64_t ldb,
                            TRI_R beta, TRI_T *c, int64_t ldc)
{
    if (sizeof(TRI_R) == sizeof(float) && trident_cuda_tf32x3_wanted(ctx, TRI_COMPLEX, m, n, k)) {
        const cublasStatus_t s = trident_cuda_gemm_tf32x3(h, TRI_COMPLEX, ta, tb, m, n, k, (float)alpha, a, lda, b,
                                                          ldb, (float)beta, c, ldc);
        if (s != CUBLAS_STATUS_NOT_SUPPORTED) return trident_cublas_status(s);
    }
    const TRI_T al = alpha, be = beta;
    return trident_cublas_status(TRI_CUBLAS64(gemm)(h, ta == 'N' ? CUBLAS_OP_N : CUBLAS_OP_C,
                                                    tb == 'N' ? CUBLAS_OP_N : CUBLAS_OP_C, m, n, k, (const void *)&al,
                                                    (const void *)a, lda, (const void *)b, ldb, (const void *)&be,
                                                    (void *)c, ldc));
}

/*
 * X := inv(op(T)) X (side 'L') or X inv(op(T)) ('R'), T triangular (uplo)
 * with its diagonal, op 'N' or 'C', X m-by-n: cuBLAS's TRSM, except for
 * FP32 types whose products go to the matrix units (cuda_tf32x3.h).  There
 * T is halved down to blocks of TRIDENT_GV_SOLVE_LEAF (crossover.h; the
 * environment variable of that name overrides it), and the coupling block
 * is one three-TF32 product: with op(T) = [T11 0; T21 T22] (lower as op
 * sees it), left: X1 := T11 \ X1, X2 -= T21 X1, X2 := T22 \ X2; upper the
 * mirror, from the bottom; right sides the transposed order.  Nearly all
 * multiply-adds are then in the products.
 */
static int TRI_SFX(gv_trsm)(const trident_context *ctx, cublasHandle_t h, char side, char uplo, char trans,
                            int64_t m, int64_t n, const TRI_T *t, int64_t ldt, TRI_T *x, int64_t ldx)
{
    const int left = side == 'L';
    const int64_t order = left ? m : n, other = left ? n : m;
    if (sizeof(TRI_R) != sizeof(float) || order <= trident_env_positive("TRIDENT_GV_SOLVE_LEAF", TRIDENT_GV_SOLVE_LEAF) ||
        !trident_cuda_tf32x3_wanted(ctx, TRI_COMPLEX, left ? order / 2 : other, left ? other : order / 2, order / 2)) {
        const TRI_T one = 1;
        return trident_cublas_status(TRI_CUBLAS64(trsm)(
            h, left ? CUBLAS_SIDE_LEFT : CUBLAS_SIDE_RIGHT, uplo == 'U' ? CUBLAS_FILL_MODE_UPPER : CUBLAS_FILL_MODE_LOWER,
            trans == 'N' ? CUBLAS_OP_N : CUBLAS_OP_C, CUBLAS_DIAG_NON_UNIT, m, n, (const void *)&one,
            (const void *)t, ldt, (void *)x, ldx));
    }
    const int64_t n1 = gv_reduce_split(order), n2 = order - n1;
    const TRI_T *t11 = t, *t22 = t + n1 + n1 * ldt;
    /* op(T)'s off-diagonal block as a product operand: the stored one
     * (below the diagonal for 'L', right of it for 'U'), transposed or not */
    const TRI_T *toff = uplo == 'L' ? t + n1 : t + n1 * ldt;
    const int op_lower = (uplo == 'L') == (trans == 'N'); /* op(T) lower triangular */
    /* X's two parts along T's order: rows (left) or columns (right) */
    TRI_T *x1 = x, *x2 = left ? x + n1 : x + n1 * ldx;
    const int64_t m1 = left ? n1 : m, n1c = left ? n : n1, m2 = left ? n2 : m, n2c = left ? n : n2;
    /* left & lower or right & upper: the first part first */
    const int first_first = left == op_lower;
    int status = first_first ? TRI_SFX(gv_trsm)(ctx, h, side, uplo, trans, m1, n1c, t11, ldt, x1, ldx)
                             : TRI_SFX(gv_trsm)(ctx, h, side, uplo, trans, m2, n2c, t22, ldt, x2, ldx);
    if (!status) {
        TRI_T *dst = first_first ? x2 : x1;
        const TRI_T *src = first_first ? x1 : x2;
        if (left) /* dst (rows) -= op(T)off src */
            status = TRI_SFX(gv_gemm)(ctx, h, trans, 'N', first_first ? n2 : n1, n, first_first ? n1 : n2, -1, toff,
                                      ldt, src, ldx, 1, dst, ldx);
        else /* dst (columns) -= src op(T)off */
            status = TRI_SFX(gv_gemm)(ctx, h, 'N', trans, m, first_first ? n2 : n1, first_first ? n1 : n2, -1, src,
                                      ldx, toff, ldt, 1, dst, ldx);
    }
    if (!status)
        status = first_first ? TRI_SFX(gv_trsm)(ctx, h, side, uplo, trans, m2, n2c, t22, ldt, x2, ldx)
                             : TRI_SFX(gv_trsm)(ctx, h, side, uplo, trans, m1, n1c, t11, ldt, x1, ldx);
    return status;
}

/*
 * C := C - A B^H - B A^H (trans 'N', A and B n-by-k) or C - A^H B - B^H A
 * (trans 'C', k-by-n) on the triangle uplo of C (n-by-n): one cuBLAS
 * xHER2K, except where the FP32 products go to the matrix units
 * (cuda_tf32x3.h): there C is cut into block rows of TRIDENT_GV_HER2K_ROWS
 * (crossover.h; the environment variable of that name overrides it),
 * each row's diagonal block one xHER2K and the rest of the row within the
 * triangle two three-TF32 products.
 */
static int TRI_SFX(gv_her2k)(const trident_context *ctx, cublasHandle_t h, char uplo, char trans, int64_t n,
                             int64_t k, const TRI_T *a, int64_t lda, const TRI_T *b, int64_t ldb, TRI_T *c,
                             int64_t ldc)
{
    const int64_t rows = trident_env_positive("TRIDENT_GV_HER2K_ROWS", TRIDENT_GV_HER2K_ROWS);
    const TRI_T minus_one = -1;
    const TRI_R real_one = 1; /* her2k's beta is real (syr2k's is TRI_T = TRI_R) */
    const cublasFillMode_t fill = uplo == 'U' ? CUBLAS_FILL_MODE_UPPER : CUBLAS_FILL_MODE_LOWER;
    const cublasOperation_t op = trans == 'N' ? CUBLAS_OP_N : TRI_GV_OP_H;
    const int blocked = sizeof(TRI_R) == sizeof(float) && n > rows &&
                        trident_cuda_tf32x3_wanted(ctx, TRI_COMPLEX, rows, n - rows, k);
    int status = 0;
    for (int64_t r0 = 0; r0 < n && !status; r0 += blocked ? rows : n) {
        const int64_t ri = blocked && n - r0 > rows ? rows : n - r0;
        /* element (i, 0) of op(X)'s row block i.. as the call reads it */
        const TRI_T *ar = trans == 'N' ? a + r0 : a + r0 * lda, *br = trans == 'N' ? b + r0 : b + r0 * ldb;
        status = trident_cublas_status(TRI_GV_HER2K(h, fill, op, ri, k, (const void *)&minus_one, (const void *)ar, lda,
                                                    (const void *)br, ldb, (const void *)&real_one,
                                                    (void *)(c + r0 + r0 * ldc), ldc));
        const int64_t q0 = uplo == 'L' ? 0 : r0 + ri, p = uplo == 'L' ? r0 : n - q0;
        if (status || p <= 0) continue;
        const TRI_T *aq = trans == 'N' ? a + q0 : a + q0 * lda, *bq = trans == 'N' ? b + q0 : b + q0 * ldb;
        const char t1 = trans == 'N' ? 'N' : 'C', t2 = trans == 'N' ? 'C' : 'N';
        TRI_T *rect = c + r0 + q0 * ldc;
        status = TRI_SFX(gv_gemm)(ctx, h, t1, t2, ri, p, k, -1, ar, lda, bq, ldb, 1, rect, ldc);
        if (!status) status = TRI_SFX(gv_gemm)(ctx, h, t1, t2, ri, p, k, -1, br, ldb, aq, lda, 1, rect, ldc);
    }
    return status;
}

/* The same two steps through scratch: S := C11 made full, P := L21 S ('L')
 * or S U12 ('U'), rows-by-cols with leading dimension rows; P is then
 * subtracted in halves by gv_reduce_half_product. */
static int TRI_SFX(gv_reduce_product)(const trident_context *ctx, cublasHandle_t h, cudaStream_t stream, char uplo,
                                      int64_t n1,
                                      int64_t rows, int64_t cols, const TRI_T *c11, int64_t ldda,
                                      const TRI_T *f, int64_t lddb, TRI_T *s, TRI_T *p)
{
    const int upper = uplo == 'U';
    int status = trident_cuda_status((cudaError_t)TRI_GV_KERNEL(hermitian_full)(stream, uplo, n1, c11,
                                                                                ldda, s, n1));
    if (!status)
        status = TRI_SFX(gv_gemm)(ctx, h, 'N', 'N', rows, cols, n1, 1, upper ? s : f, upper ? n1 : lddb,
                                  upper ? f : s, upper ? lddb : n1, 0, p, rows);
    return status;
}

/* X := X - P / 2, in place (rows-by-cols, X's leading dimension ldda). */
static int TRI_SFX(gv_reduce_half_product)(cublasHandle_t h, int64_t rows, int64_t cols, const TRI_T *p,
                                           TRI_T *x, int64_t ldda)
{
    const TRI_T one = 1, minus_half = (TRI_T)-0.5;
    return trident_cublas_status(TRI_CUBLAS64(geam)(h, CUBLAS_OP_N, CUBLAS_OP_N, rows, cols, (const void *)&one,
                                                    (const void *)x, ldda, (const void *)&minus_half,
                                                    (const void *)p, rows, (void *)x, ldda));
}

/* The step done before and after the trailing update: the off-diagonal
 * block X (rows-by-cols, ld ldda) := X - C11 U12 / 2 ('U') or
 * X - L21 C11 / 2 ('L'), C11 Hermitian in the leading block of dA, the
 * factor's off-diagonal block f. */
static int TRI_SFX(gv_reduce_half_hemm)(cublasHandle_t h, int upper, int64_t rows, int64_t cols,
                                        const TRI_T *c11, int64_t ldda, const TRI_T *f, int64_t lddb,
                                        TRI_T *x)
{
    const TRI_T one = 1, minus_half = (TRI_T)-0.5;
    return trident_cublas_status(TRI_GV_HEMM(h, upper ? CUBLAS_SIDE_LEFT : CUBLAS_SIDE_RIGHT,
                                             upper ? CUBLAS_FILL_MODE_UPPER : CUBLAS_FILL_MODE_LOWER, rows,
                                             cols, (const void *)&minus_half, (const void *)c11, ldda,
                                             (const void *)f, lddb, (const void *)&one, (void *)x, ldda));
}

/* dA's triangle uplo (n-by-n) := C, from the factor in dB's triangle uplo.
 * scratch: NULL (the xHEMM steps) or gv_reduce_scratch_elems(n) elements.
 * Queues work on the handle's stream; stops at the first failure and
 * returns its TRIDENT_INFO_* status. */
static int TRI_SFX(gv_reduce_standard)(const trident_context *ctx, cublasHandle_t h, cudaStream_t stream, char uplo,
                                       int64_t leaf, int64_t n, TRI_T *dA, int64_t ldda,
                                       const TRI_T *dB, int64_t lddb, TRI_T *scratch)
{
    const int upper = uplo == 'U';

    if (n <= leaf) { /* inv(U^H) A inv(U)  or  inv(L) A inv(L^H) on the full block */
        int status = trident_cuda_status((cudaError_t)TRI_GV_KERNEL(hermitian_full)(
            stream, uplo, n, dA, ldda, dA, ldda));
        if (!status) status = TRI_SFX(gv_trsm)(ctx, h, 'L', uplo, upper ? 'C' : 'N', n, n, dB, lddb, dA, ldda);
        if (!status) status = TRI_SFX(gv_trsm)(ctx, h, 'R', uplo, upper ? 'N' : 'C', n, n, dB, lddb, dA, ldda);
        return status;
    }

    const int64_t n1 = gv_reduce_split(n), n2 = n - n1;
    /* the off-diagonal block: A12 (n1-by-n2) for 'U', A21 (n2-by-n1) for 'L' */
    const int64_t rows = upper ? n1 : n2, cols = upper ? n2 : n1;
    TRI_T *a22 = dA + n1 + n1 * ldda, *a_off = upper ? dA + n1 * ldda : dA + n1;
    const TRI_T *b22 = dB + n1 + n1 * lddb, *b_off = upper ? dB + n1 * lddb : dB + n1;

    TRI_T *p = scratch ? scratch + n1 * n1 : NULL; /* P behind S */

    int status = TRI_SFX(gv_reduce_standard)(ctx, h, stream, uplo, leaf, n1, dA, ldda, dB, lddb, scratch);
    /* Y = inv(U11^H) A12  or  A21 inv(L11^H) */
    if (!status) status = TRI_SFX(gv_trsm)(ctx, h, upper ? 'L' : 'R', uplo, 'C', rows, cols, dB, lddb, a_off, ldda);
    /* W = Y - C11 U12 / 2  or  Y - L21 C11 / 2 */
    if (!status && scratch)
        status = TRI_SFX(gv_reduce_product)(ctx, h, stream, uplo, n1, rows, cols, dA, ldda, b_off, lddb, scratch, p);
    if (!status)
        status = scratch ? TRI_SFX(gv_reduce_half_product)(h, rows, cols, p, a_off, ldda)
                         : TRI_SFX(gv_reduce_half_hemm)(h, upper, rows, cols, dA, ldda, b_off, lddb, a_off);
    /* A22 - W^H U12 - U12^H W  or  A22 - W L21^H - L21 W^H */
    if (!status)
        status = TRI_SFX(gv_her2k)(ctx, h, uplo, upper ? 'C' : 'N', n2, n1, a_off, ldda, b_off, lddb, a22, ldda);
    /* Y - C11 U12  or  Y - L21 C11 */
    if (!status)
        status = scratch ? TRI_SFX(gv_reduce_half_product)(h, rows, cols, p, a_off, ldda)
                         : TRI_SFX(gv_reduce_half_hemm)(h, upper, rows, cols, dA, ldda, b_off, lddb, a_off);
    /* C12 = (Y - C11 U12) inv(U22)  or  C21 = inv(L22) (Y - L21 C11) */
    if (!status) status = TRI_SFX(gv_trsm)(ctx, h, upper ? 'R' : 'L', uplo, 'N', rows, cols, b22, lddb, a_off, ldda);
    if (!status)
        status = TRI_SFX(gv_reduce_standard)(ctx, h, stream, uplo, leaf, n2, a22, ldda, b22, lddb, scratch);
    return status;
}

#undef TRI_GV_HEMM
#undef TRI_GV_HER2K
#undef TRI_GV_OP_H
