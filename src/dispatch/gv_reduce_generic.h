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

/* The same two steps through scratch: S := C11 made full, P := L21 S ('L')
 * or S U12 ('U'), rows-by-cols with leading dimension rows; P is then
 * subtracted in halves by gv_reduce_half_product. */
static int TRI_SFX(gv_reduce_product)(cublasHandle_t h, cudaStream_t stream, char uplo, int64_t n1,
                                      int64_t rows, int64_t cols, const TRI_T *c11, int64_t ldda,
                                      const TRI_T *f, int64_t lddb, TRI_T *s, TRI_T *p)
{
    const TRI_T one = 1, zero = 0;
    const int upper = uplo == 'U';
    int status = trident_cuda_status((cudaError_t)TRI_GV_KERNEL(hermitian_full)(stream, uplo, n1, c11,
                                                                                ldda, s, n1));
    if (!status)
        status = gv_blas_status(TRI_CUBLAS64(gemm)(h, CUBLAS_OP_N, CUBLAS_OP_N, rows, cols, n1,
                                                   (const void *)&one, upper ? (const void *)s : (const void *)f,
                                                   upper ? n1 : lddb, upper ? (const void *)f : (const void *)s,
                                                   upper ? lddb : n1, (const void *)&zero, (void *)p, rows));
    return status;
}

/* X := X - P / 2, in place (rows-by-cols, X's leading dimension ldda). */
static int TRI_SFX(gv_reduce_half_product)(cublasHandle_t h, int64_t rows, int64_t cols, const TRI_T *p,
                                           TRI_T *x, int64_t ldda)
{
    const TRI_T one = 1, minus_half = (TRI_T)-0.5;
    return gv_blas_status(TRI_CUBLAS64(geam)(h, CUBLAS_OP_N, CUBLAS_OP_N, rows, cols, (const void *)&one,
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
    return gv_blas_status(TRI_GV_HEMM(h, upper ? CUBLAS_SIDE_LEFT : CUBLAS_SIDE_RIGHT,
                                      upper ? CUBLAS_FILL_MODE_UPPER : CUBLAS_FILL_MODE_LOWER, rows,
                                      cols, (const void *)&minus_half, (const void *)c11, ldda,
                                      (const void *)f, lddb, (const void *)&one, (void *)x, ldda));
}

/* dA's triangle uplo (n-by-n) := C, from the factor in dB's triangle uplo.
 * scratch: NULL (the xHEMM steps) or gv_reduce_scratch_elems(n) elements.
 * Queues work on the handle's stream; stops at the first failure and
 * returns its TRIDENT_INFO_* status. */
static int TRI_SFX(gv_reduce_standard)(cublasHandle_t h, cudaStream_t stream, char uplo,
                                       int64_t leaf, int64_t n, TRI_T *dA, int64_t ldda,
                                       const TRI_T *dB, int64_t lddb, TRI_T *scratch)
{
    const int upper = uplo == 'U';
    const cublasFillMode_t fill = upper ? CUBLAS_FILL_MODE_UPPER : CUBLAS_FILL_MODE_LOWER;
    const cublasDiagType_t diag = CUBLAS_DIAG_NON_UNIT;
    /* complex scalars go to cuBLAS as cuComplex: same layout */
    const TRI_T one = 1, minus_one = -1;
    const TRI_R real_one = 1; /* her2k's beta is real (syr2k's is TRI_T = TRI_R) */

    if (n <= leaf) { /* inv(U^H) A inv(U)  or  inv(L) A inv(L^H) on the full block */
        int status = trident_cuda_status((cudaError_t)TRI_GV_KERNEL(hermitian_full)(
            stream, uplo, n, dA, ldda, dA, ldda));
        if (!status)
            status = gv_blas_status(TRI_CUBLAS64(trsm)(
                h, CUBLAS_SIDE_LEFT, fill, upper ? CUBLAS_OP_C : CUBLAS_OP_N, diag, n, n,
                (const void *)&one, (const void *)dB, lddb, (void *)dA, ldda));
        if (!status)
            status = gv_blas_status(TRI_CUBLAS64(trsm)(
                h, CUBLAS_SIDE_RIGHT, fill, upper ? CUBLAS_OP_N : CUBLAS_OP_C, diag, n, n,
                (const void *)&one, (const void *)dB, lddb, (void *)dA, ldda));
        return status;
    }

    const int64_t n1 = gv_reduce_split(n), n2 = n - n1;
    /* the off-diagonal block: A12 (n1-by-n2) for 'U', A21 (n2-by-n1) for 'L' */
    const int64_t rows = upper ? n1 : n2, cols = upper ? n2 : n1;
    TRI_T *a22 = dA + n1 + n1 * ldda, *a_off = upper ? dA + n1 * ldda : dA + n1;
    const TRI_T *b22 = dB + n1 + n1 * lddb, *b_off = upper ? dB + n1 * lddb : dB + n1;
    const cublasSideMode_t c11_side = upper ? CUBLAS_SIDE_LEFT : CUBLAS_SIDE_RIGHT;

    TRI_T *p = scratch ? scratch + n1 * n1 : NULL; /* P behind S */

    int status = TRI_SFX(gv_reduce_standard)(h, stream, uplo, leaf, n1, dA, ldda, dB, lddb, scratch);
    /* Y = inv(U11^H) A12  or  A21 inv(L11^H) */
    if (!status)
        status = gv_blas_status(TRI_CUBLAS64(trsm)(h, c11_side, fill, CUBLAS_OP_C, diag, rows, cols,
                                                   (const void *)&one, (const void *)dB, lddb,
                                                   (void *)a_off, ldda));
    /* W = Y - C11 U12 / 2  or  Y - L21 C11 / 2 */
    if (!status && scratch)
        status = TRI_SFX(gv_reduce_product)(h, stream, uplo, n1, rows, cols, dA, ldda, b_off, lddb, scratch, p);
    if (!status)
        status = scratch ? TRI_SFX(gv_reduce_half_product)(h, rows, cols, p, a_off, ldda)
                         : TRI_SFX(gv_reduce_half_hemm)(h, upper, rows, cols, dA, ldda, b_off, lddb, a_off);
    /* A22 - W^H U12 - U12^H W  or  A22 - W L21^H - L21 W^H */
    if (!status)
        status = gv_blas_status(TRI_GV_HER2K(h, fill, upper ? TRI_GV_OP_H : CUBLAS_OP_N, n2, n1,
                                             (const void *)&minus_one, (const void *)a_off, ldda,
                                             (const void *)b_off, lddb, (const void *)&real_one,
                                             (void *)a22, ldda));
    /* Y - C11 U12  or  Y - L21 C11 */
    if (!status)
        status = scratch ? TRI_SFX(gv_reduce_half_product)(h, rows, cols, p, a_off, ldda)
                         : TRI_SFX(gv_reduce_half_hemm)(h, upper, rows, cols, dA, ldda, b_off, lddb, a_off);
    /* C12 = (Y - C11 U12) inv(U22)  or  C21 = inv(L22) (Y - L21 C11) */
    if (!status)
        status = gv_blas_status(TRI_CUBLAS64(trsm)(
            h, upper ? CUBLAS_SIDE_RIGHT : CUBLAS_SIDE_LEFT, fill, CUBLAS_OP_N, diag, rows, cols,
            (const void *)&one, (const void *)b22, lddb, (void *)a_off, ldda));
    if (!status)
        status = TRI_SFX(gv_reduce_standard)(h, stream, uplo, leaf, n2, a22, ldda, b22, lddb, scratch);
    return status;
}

#undef TRI_GV_HEMM
#undef TRI_GV_HER2K
#undef TRI_GV_OP_H
