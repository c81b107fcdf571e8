/*
 * cuda_ops_w.h -- the double-double primitives of the CUDA backend beyond
 * the panel's (cuda_ops_generic.h, included for w before this): the
 * rank-2k update through Trident's double-double SYR2K kernel
 * (cuda/blas/syr2k_dd.cu; no vendor library has the type), the
 * workspace the blocked reduction holds up front, the tridiagonal
 * eigenvalues by the bisection kernel of s and d (cuda/eig/bisect_kernels.cu),
 * the back-transformation Z := Q Z with the reflector kernels of s and d
 * (cuda/eig/reflector_kernels.cu) and Trident's double-double GEMM
 * (cuda/blas/gemm_dd.cu), inverse iteration one thread a vector
 * (cuda/eig/invit_kernels_w.cu), and the generalized problem's Cholesky
 * factorization, triangular solve and product (cuda/blas/potrf_dd.cu,
 * trsm_dd.cu).  Included by cuda_backend.c with prec_w.h.
 */

/* C := alpha A B^T + alpha B A^T + beta C on triangle uplo (xSYR2K 'N') */
static void cuda_her2k_w(trident_context *ctx, char uplo, int64_t n, int64_t k, trident_dd alpha,
                         const trident_dd *a, int64_t lda, const trident_dd *b, int64_t ldb, trident_dd beta,
                         trident_dd *c, int64_t ldc)
{
    if (ctx->status || n <= 0) return;
    cuda_record(ctx, trident_cuda_syr2k_w(cuda_stream(ctx), uplo, n, k, alpha, a, lda, b, ldb, beta, c, ldc));
}

/* eigenvalues il..iu of T (ops_table.h's tridiag_eigvals); double-double's
 * count is monotone only to within its rounding, so the caller restores the
 * ascending order (tridiag_eigvals_dispatch_w.c) */
static void cuda_tridiag_eigvals_w(trident_context *ctx, int64_t n, const trident_dd *d, const trident_dd *e,
                                   int64_t il, int64_t iu, trident_dd *w)
{
    if (ctx->status) return;
    cuda_record(ctx, trident_cuda_tridiag_eigvals_w(cuda_stream(ctx), n, d, e, il, iu, w));
}

/* What the blocked reduction asks of the device as it goes, held before it
 * writes anything: the panel scratch and the SYMV's partials for the
 * largest order.  The rank-2k update reads its operands in place, and
 * there is no one-launch path for small n. */
static int cuda_sytrd_prepare_w(trident_context *ctx, char uplo, int64_t n, int64_t nb)
{
    (void)nb;
    void *scratch, *ws;
    unsigned *counters;
    if (ctx->status) return trident_context_take_status(ctx);
    if (!cuda_panel_scratch(ctx, &scratch, &counters)) return trident_context_take_status(ctx);
    const size_t bytes = trident_cuda_symv_workspace_max_w(ctx, uplo, n - 1);
    return bytes ? trident_cuda_workspace(ctx, bytes, &ws) : TRIDENT_SUCCESS;
}

/* C := alpha op(A) op(B) + beta C (ops_table.h's gemm; op 'T' or 'C' is the
 * transpose): Trident's double-double GEMM, cuda/blas/gemm_dd.cu */
static void cuda_gemm_w(trident_context *ctx, char ta, char tb, int64_t m, int64_t n, int64_t k, trident_dd alpha,
                        const trident_dd *a, int64_t lda, const trident_dd *b, int64_t ldb, trident_dd beta,
                        trident_dd *c, int64_t ldc)
{
    if (ctx->status) return;
    cuda_record(ctx, trident_cuda_gemm_w(cuda_stream(ctx), ta, tb, m, n, k, alpha, a, lda, b, ldb, beta, c, ldc));
}

/* Reflectors a block.  The products are compute-bound (18 double
 * operations a multiply-add): V^T Z and Z - V W2 take 2 nb rows m of them,
 * S = V^T V (nb^2 rows) and T W (nb^2 m) a fraction nb / (2 m) and
 * nb / (2 rows) more; 64 keeps T to one launch of the factor kernel (its
 * widest leaf). */
#define W_APPLY_Q_NB ((int64_t)64)

/* V (ldv = n rounded up to 32, nb columns), S and T (nb x nb), W and T W
 * (nb x m each) */
static int64_t cuda_apply_q_lwork_w(int64_t n, int64_t m)
{
    const int64_t nb = W_APPLY_Q_NB, ldv = (n + 31) / 32 * 32;
    return ldv * nb + 2 * nb * nb + 2 * nb * (m > 1 ? m : 1);
}

/*
 * Z := Q Z (ops_table.h's apply_q): the blocks of s and d's apply_q in the
 * same order (cuda_reflector_block_at), each I - V T V^T: V in explicit
 * form and T from S = V^T V and tau by the reflector kernels, then
 * W = V^T Z, W2 = T W, Z = Z - V W2 by the double-double GEMM.  One stream,
 * no side lane: the factor's few launches are small against the products.
 */
static void cuda_apply_q_w(trident_context *ctx, char uplo, int64_t n, int64_t m, const trident_dd *a, int64_t lda,
                           const trident_dd *tau, trident_dd *z, int64_t ldz, trident_dd *work)
{
    if (ctx->status || n <= 1 || m <= 0) return;
    const int lower = uplo == 'L';
    const int64_t nb = W_APPLY_Q_NB, ldv = (n + 31) / 32 * 32, k = n - 1, nblocks = (k + nb - 1) / nb;
    /* xORMTR's two cases: 'L' is the QR of A(1:n, 0:n-1), 'U' the QL of A(0:n-1, 1:n) */
    const trident_dd *pa = lower ? a + 1 : a + lda;
    trident_dd *zb = lower ? z + 1 : z;
    trident_dd *v = work, *s = v + ldv * nb, *t = s + nb * nb, *w = t + nb * nb, *w2 = w + nb * m;
    const trident_dd one = trident_dd_one(), zero = trident_dd_zero();
    for (int64_t b = 0; b < nblocks && !ctx->status; ++b) {
        const cuda_reflector_block blk = cuda_reflector_block_at(lower, k, k, nb, b);
        const trident_dd *panel = lower ? pa + blk.i0 + blk.i0 * lda : pa + blk.i0 * lda;
        trident_dd *zs = lower ? zb + blk.i0 : zb;
        cuda_record(ctx, trident_cuda_reflector_panel_w(cuda_stream(ctx), lower, blk.vrows, blk.ib, panel, lda, v,
                                                        ldv));
        cuda_gemm_w(ctx, 'T', 'N', blk.ib, blk.ib, blk.vrows, one, v, ldv, v, ldv, zero, s, nb);
        cuda_record(ctx, trident_cuda_reflector_factor_w(cuda_stream(ctx), lower, blk.ib, s, nb, tau + blk.i0, t,
                                                         nb));
        cuda_gemm_w(ctx, 'T', 'N', blk.ib, m, blk.vrows, one, v, ldv, zs, ldz, zero, w, nb);
        cuda_gemm_w(ctx, 'N', 'N', blk.ib, m, blk.ib, one, t, nb, w, nb, zero, w2, nb);
        cuda_gemm_w(ctx, 'N', 'N', blk.vrows, m, blk.ib, trident_dd_neg(one), v, ldv, w2, nb, one, zs, ldz);
    }
}

/* ops_table.h's invit_vectors: cuda/eig/invit_kernels_w.cu */
static void cuda_invit_vectors_w(trident_context *ctx, int64_t n, const trident_dd *d, const trident_dd *e,
                                 int64_t count, const trident_dd *sigma, const int64_t *index, double pivtol,
                                 double rhs, double grown, trident_dd *z, int *converged, void *work)
{
    if (ctx->status) return;
    cuda_record(ctx, trident_cuda_invit_vectors_w(cuda_stream(ctx), n, d, e, count, sigma, index, pivtol, rhs, grown, z,
                                                  converged, work));
}

/* ops_table.h's potrf, trsm, trmm and hermitian_full: cuda/blas/potrf_dd.cu,
 * trsm_dd.cu, cuda/eig/gv_kernels.cu */
static void cuda_potrf_w(trident_context *ctx, char uplo, int64_t n, trident_dd *a, int64_t lda, int *minor)
{
    if (ctx->status) return;
    cuda_record(ctx, trident_cuda_potrf_w(cuda_stream(ctx), uplo, n, a, lda, minor));
}

static void cuda_trsm_w(trident_context *ctx, char side, char uplo, char trans, int64_t m, int64_t n,
                        const trident_dd *t, int64_t ldt, trident_dd *b, int64_t ldb)
{
    if (ctx->status) return;
    cuda_record(ctx, trident_cuda_trsm_w(cuda_stream(ctx), side, uplo, trans, m, n, t, ldt, b, ldb));
}

static void cuda_trmm_w(trident_context *ctx, char side, char uplo, char trans, int64_t m, int64_t n,
                        const trident_dd *t, int64_t ldt, trident_dd *b, int64_t ldb)
{
    if (ctx->status) return;
    cuda_record(ctx, trident_cuda_trmm_w(cuda_stream(ctx), side, uplo, trans, m, n, t, ldt, b, ldb));
}

static void cuda_hermitian_full_w(trident_context *ctx, char uplo, int64_t n, const trident_dd *src, int64_t lds,
                                  trident_dd *dst, int64_t ldd)
{
    if (ctx->status) return;
    cuda_record(ctx, trident_cuda_gv_hermitian_full_w(cuda_stream(ctx), uplo, n, src, lds, dst, ldd));
}
