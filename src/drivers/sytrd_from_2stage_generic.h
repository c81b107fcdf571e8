/*
 * sytrd_from_2stage_generic.h -- xSYTRD / xHETRD's output (the reflectors in
 * a, d, e, tau, exactly LAPACK's representation) by way of the two-stage
 * reduction, written once for every precision over the backend primitives.
 *
 * Why.  The one-stage reduction streams the trailing matrix once per column
 * through a matrix-vector product: at best elem_bytes n^3 / 6 bytes at the
 * copy bandwidth (1.96 s for d at n = 16384 on the H100), and in practice
 * about 1.4 times that with its per-column steps (2.83 s; bench/sytrd).
 * The two-stage reduction runs on the matrix units instead (0.57 s), but
 * leaves Q as Q1 (block reflectors) times Q2 (the chase's), which is not
 * what xSYTRD's callers (xORGTR, xORMTR, their own code) read.  Here Q is
 * formed (0.71 s) and factored once more by Householder QR, whose
 * reflectors are xSYTRD's.  For a matrix with orthonormal columns that QR
 * is an LU factorization with shifted pivots (backend qr_of_orthogonal;
 * cuda/sytrd/sytrd_from_qr.cu), half xGEQRF's flops and mostly one GEMM
 * per block: d at 16384 1.52 s in all against 1.63 with cuSOLVER's xGEQRF
 * and 2.85 for one stage (bench/sytrd/README.md):
 *
 *   uplo 'L': B = A, reduced as B = Q T Q^H with Q e_0 = e_0.  The QR of
 *     Q's trailing block, Q(1:, 1:) = G_0 G_1 ... G_{n-2} R, gives reflector
 *     i of xSYTRD (unit at row i+1) as G_i, and R, being upper triangular
 *     and unitary with a real diagonal (xLARFG's beta), is D = diag(+-1) up
 *     to rounding: A = H (D T D) H^H, so T's off-diagonal takes D's signs.
 *   uplo 'U': xSYTRD reduces from the bottom (Q e_{n-1} = e_{n-1}), so B =
 *     J A J (J the reversal) is reduced instead; J Q J then has the shape
 *     of 'U''s Q = H(n-2) ... H(0), with H(i) = J G_{n-2-i} J.
 *
 * The same T and Q as the one-stage reduction up to rounding and the signs
 * of e (the implicit Q theorem: Q's first column fixes both where T is
 * unreduced).  Accuracy: the LU's tau (-r p) makes each G_i unitary only
 * as far as Q's columns are orthonormal, and the product of n - 1 of them
 * would be n |Q^H Q - I| from orthogonal; sytrd_from_qr rescales each tau
 * to its v, so that every G_i is unitary to rounding, and |Q^H Q - I|
 * shows only in A - Q T Q^H (twice |R - D|, of its order) beside the
 * two-stage reduction's own error.
 *
 * Memory: two n x n scratch matrices (B and Q) and the two-stage workspace.
 * The caller's a, d, e, tau are written only by the last step, after
 * everything else succeeded: on any failure before it they are untouched.
 */

/* Where the route is taken at all: the backend has its steps.  No limit on
 * n beyond memory: every offset on the route is 64-bit, and the cuBLAS
 * calls on operands spanning more than 2^31 elements gave right results
 * (s, d and c at n = 47000, both triangles, cuBLAS 13.1 on the H100:
 * test_sytrd_gpu with TRIDENT_TEST_LARGE_N, which applies the reflectors on
 * the host; bench/sytrd/README.md.  cuBLAS has been wrong there before:
 * cuda_her2k_generic.h).  Where B and Q do not fit beside A (z at 47000
 * needs 106 GB) the route reports out of memory before writing anything,
 * and xSYTRD takes one stage. */
int TRI_SFX(trident_sytrd_from_2stage_available)(const trident_backend_ops *be, int64_t nb)
{
    const TRI_SFX(trident_ops) *op = &TRI_MEMBER(*be);
    return op->qr_of_orthogonal && op->sytrd_mirror && op->sytrd_from_qr && op->apply_q_lwork &&
           TRI_SFX(trident_sytrd_2stage_forms_q)(be) && TRI_SFX(trident_sytrd_2stage_keeps_q)(be, nb);
}

int TRI_SFX(trident_sytrd_from_2stage)(trident_context *ctx, const trident_backend_ops *be, char uplo, int64_t n,
                                       TRI_T *a, int64_t lda, TRI_R *d, TRI_R *e, TRI_T *tau, int64_t nb)
{
    const TRI_SFX(trident_ops) *op = &TRI_MEMBER(*be);
    const int64_t ld = (n + 31) / 32 * 32; /* 128/256-byte columns */
    const size_t square = (size_t)ld * (size_t)n * sizeof(TRI_T);
    TRI_T *b = be->alloc(ctx, square), *q = be->alloc(ctx, square);
    void *band = be->alloc(ctx, TRI_SFX(trident_sytrd_2stage_bytes)(ctx, be, n, nb, 1));
    TRI_T *q_work = be->alloc(ctx, (size_t)op->apply_q_lwork(n, n) * sizeof(TRI_T));
    TRI_T *tau_qr = be->alloc(ctx, (size_t)n * sizeof(TRI_T));
    TRI_R *dr = be->alloc(ctx, 2 * (size_t)n * sizeof(TRI_R));
    int status = TRIDENT_INFO_OUT_OF_MEMORY;
    if (b && q && band && q_work && tau_qr && dr) {
        TRI_R *er = dr + n;
        trident_phase_clock clock; /* TRIDENT_VERBOSE=3: the steps */
        trident_phase_start_at(ctx, &clock, 3);
        op->sytrd_mirror(ctx, uplo, n, a, lda, b, ld);
        TRI_SFX(trident_sytrd_2stage)(ctx, be, 'L', n, b, ld, dr, er, nb, 1, band);
        trident_phase_mark(ctx, be, &clock, "xSYTRD from two stages", "two-stage reduction");
        TRI_SFX(trident_sytrd_2stage_form_q)(ctx, be, n, b, ld, nb, band, q, ld, q_work);
        trident_phase_start_at(ctx, &clock, 3); /* form_q marks its own steps */
        op->qr_of_orthogonal(ctx, n - 1, q + 1 + ld, ld, tau_qr);
        trident_phase_mark(ctx, be, &clock, "xSYTRD from two stages", "Q refactored (Householder QR)");
        status = be->synchronize(ctx);
        if (status == TRIDENT_SUCCESS) { /* only now the caller's arrays */
            op->sytrd_from_qr(ctx, uplo, n, q, ld, tau_qr, dr, er, a, lda, d, e, tau);
            status = be->synchronize(ctx);
            if (status == TRIDENT_INFO_OUT_OF_MEMORY) status = TRIDENT_INFO_DEVICE_ERROR;
        }
    }
    be->free(ctx, b), be->free(ctx, q), be->free(ctx, band), be->free(ctx, q_work);
    be->free(ctx, tau_qr), be->free(ctx, dr);
    return status;
}
