/*
 * cuda_ops_w.h -- the double-double primitives of the CUDA backend beyond
 * the panel's (cuda_ops_generic.h, included for w before this): the
 * rank-2k update through Trident's double-double SYR2K kernel
 * (cuda/blas/syr2k_dd.cu; no vendor library has the type), the
 * workspace the blocked reduction holds up front, and the tridiagonal
 * eigenvalues by the bisection kernel of s and d (cuda/eig/bisect_kernels.cu).  Included by
 * cuda_backend.c with prec_w.h.
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
