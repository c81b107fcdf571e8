/*
 * cuda_eig_ops_generic.h -- the eigen drivers' backend primitives
 * (backend/ops_table.h: apply_q, tridiag_eigvals, tridiag_eigvecs,
 * eig_scale, eig_unscale, gemm_real, copy_real) on device memory, one precision (included per precision by
 * cuda_backend.c after cuda_ops_generic.h).  Kernels: cuda/eig/.
 *
 * All work is queued on the context's stream; failures are recorded in the
 * context (sticky), as for the tridiagonalization primitives.
 */

#define TRI_EIG_KERNEL(step) TRI_PASTE3(trident_cuda_, step, TRI_PASTE2(_, TRI_CH))
/* A block of the back-transformation is the widest factor reflector_factor
 * builds (256): the GEMMs' inner dimension (and so the passes over Z, and
 * the flops per byte of Z) is what the time depends on at large n.  128
 * before: see the file's measurements in bench/eigen/README.md
 * (TRIDENT_VERBOSE=3, "Q1"). */
#define TRI_APPLY_Q_NB ((int64_t)TRIDENT_REFLECTOR_MAX_NB)

/* two sets of V (ldv = n rounded up to 32, nb columns), S and T (nb x nb);
 * W (nb x m) */
static int64_t TRI_SFX(cuda_apply_q_lwork)(int64_t n, int64_t m)
{
    const int64_t nb = TRI_APPLY_Q_NB, ldv = (n + 31) / 32 * 32;
    return 2 * (ldv * nb + 2 * nb * nb) + nb * (m > 1 ? m : 1);
}

/*
 * Z := Q Z, blocked as LAPACK's xORMQR / xORMQL do it, over the reflectors
 * of a panel a (rows-by-k):
 *   lower (QR storage, Q = H(0) ... H(k-1), reflector i unit at row i):
 *     blocks of nb reflectors from the last to the first, each I - V T V^H
 *     with T forward (upper); block i0 touches rows i0..rows-1 of Z;
 *   upper (QL storage, Q = H(k-1) ... H(0), reflector i unit at row i,
 *     entries above it, rows = k): blocks from the first to the last, T
 *     backward (lower); block i0 touches rows 0..i0+ib-1.
 * Per block: V in explicit form (unit diagonal, zero triangle), S = V^H V
 * and T from S and tau (apply_q_prepare: no host round trip), then
 * W = V^H Z, W = T W (TRMM), Z = Z - V W (for s and c on the matrix units
 * as three TF32 products where it pays, cuda_tf32x3.h).
 *
 * The preparation depends on the reflectors alone, so block b + 1's runs on
 * a side stream (cuda_fork.c) while block b's three products run, into the
 * other of two sets of V, S and T.  Its dozen small launches are much of
 * the time where Z has few columns: Q1 on the lowest 1638 vectors at
 * n = 16384 on the H100 took 36 ms in double (39-46 in single), of which
 * the products, at cuBLAS's 45-50 TFLOP/s for these shapes
 * (bench_cholqr_parts), are about 18; with the preparation beside them,
 * 31 (34).
 */
/* V, S and T of block blk, queued on h's stream */
static void TRI_SFX(apply_q_prepare)(trident_context *ctx, cublasHandle_t h, int lower, const TRI_T *a, int64_t lda,
                                     const TRI_T *tau, cuda_reflector_block blk, TRI_T *v, int64_t ldv, TRI_T *gram,
                                     TRI_T *t)
{
    const int64_t nb = TRI_APPLY_Q_NB;
    const TRI_T *panel = lower ? a + blk.i0 + blk.i0 * lda : a + blk.i0 * lda;
    cuda_record(ctx, TRI_EIG_KERNEL(reflector_panel)(cuda_blas_stream(ctx, h), lower, blk.vrows, blk.ib, panel, lda,
                                                     v, ldv));
    TRI_SFX(cuda_gram)(ctx, h, blk.ib, blk.vrows, v, ldv, gram, nb);
    cuda_record(ctx, TRI_EIG_KERNEL(reflector_factor)(cuda_blas_stream(ctx, h), lower, blk.ib, gram, nb,
                                                      tau + blk.i0, t, nb));
}

/* Whether W = V^H Z of a block of reflectors, on Z of m columns, is to
 * take the three-TF32 path (crossover.h's TRIDENT_APPLY_Q_W_TF32X3, or the
 * context's always); gemm_tf32x3_on keeps the other types native */
static int TRI_SFX(apply_q_w_tf32x3)(const trident_context *ctx, int64_t m)
{
    const int wanted = trident_env_flag("TRIDENT_APPLY_Q_W_TF32X3", TRI_PASTE2(TRIDENT_APPLY_Q_W_TF32X3_, TRI_CH));
    return ctx->tf32x3 == 2 ||
           (ctx->tf32x3 && wanted &&
            m >= trident_env_positive("TRIDENT_APPLY_Q_W_TF32X3_MIN_COLS", TRIDENT_APPLY_Q_W_TF32X3_MIN_COLS));
}

/* Z := Z - V T W with W = V^H Z, one block (blk) of reflectors in explicit
 * form (v, ldv) with its factor t (ld nb); w: nb x m scratch */
static void TRI_SFX(apply_q_products)(trident_context *ctx, cublasHandle_t h, int lower,
                                      cuda_reflector_block blk, const TRI_T *v, int64_t ldv, const TRI_T *t,
                                      int64_t m, TRI_T *z, int64_t ldz, TRI_T *w)
{
    const int64_t nb = TRI_APPLY_Q_NB;
    const cublasFillMode_t tri = lower ? CUBLAS_FILL_MODE_UPPER : CUBLAS_FILL_MODE_LOWER;
    const TRI_T one = 1;
    TRI_T *zs = lower ? z + blk.i0 : z;
    /* W = V^H Z: native but where crossover.h's APPLY_Q_W_TF32X3 says */
    cuda_record_blas(ctx, TRI_SFX(apply_q_w_tf32x3)(ctx, m)
                              ? TRI_SFX(gemm_tf32x3_on)(ctx, h, 'C', 'N', blk.ib, m, blk.vrows, 1, v, ldv, zs, ldz, 0,
                                                        w, nb)
                              : TRI_SFX(gemm_on)(ctx, h, 'C', 'N', blk.ib, m, blk.vrows, 1, v, ldv, zs, ldz, 0, w,
                                                 nb));
    cuda_record_blas(ctx, TRI_PASTE3(cublas, TRI_CHU, trmm)(
                              h, CUBLAS_SIDE_LEFT, tri, CUBLAS_OP_N, CUBLAS_DIAG_NON_UNIT, (int)blk.ib, (int)m,
                              (const void *)&one, (const void *)t, (int)nb, (const void *)w, (int)nb, (void *)w,
                              (int)nb));
    cuda_record_blas(ctx, TRI_SFX(gemm_fast_on)(ctx, h, 'N', 'N', blk.vrows, m, blk.ib, -1, v, ldv, w, nb, 1, zs,
                                                ldz));
}

/* factors: NULL, or every block's T from apply_qr_factor (lower only) */
static void TRI_SFX(cuda_apply_reflectors)(trident_context *ctx, int lower, int64_t rows, int64_t k,
                                           int64_t m, const TRI_T *a, int64_t lda, const TRI_T *tau,
                                           const TRI_T *factors, TRI_T *z, int64_t ldz, TRI_T *work)
{
    cublasHandle_t h;
    if (ctx->status || k <= 0 || m <= 0 || !cuda_blas(ctx, &h)) return;
    const int64_t nb = TRI_APPLY_Q_NB, ldv = (rows + 1 + 31) / 32 * 32, set = ldv * nb + 2 * nb * nb;
    TRI_T *w = work + 2 * set;
    const int64_t nblocks = (k + nb - 1) / nb;
    if (factors) { /* T ready: each block's V copied out, then its products */
        for (int64_t b = 0; b < nblocks && !ctx->status; ++b) {
            const cuda_reflector_block blk = cuda_reflector_block_at(lower, rows, k, nb, b);
            const TRI_T *panel = lower ? a + blk.i0 + blk.i0 * lda : a + blk.i0 * lda;
            cuda_record(ctx, TRI_EIG_KERNEL(reflector_panel)(cuda_stream(ctx), lower, blk.vrows, blk.ib, panel,
                                                             lda, work, ldv));
            TRI_SFX(apply_q_products)(ctx, h, lower, blk, work, ldv, factors + blk.i0 / nb * nb * nb, m, z, ldz,
                                      w);
        }
        return;
    }
    TRI_SFX(apply_q_prepare)(ctx, h, lower, a, lda, tau, cuda_reflector_block_at(lower, rows, k, nb, 0), work, ldv,
                             work + ldv * nb, work + ldv * nb + nb * nb);
    for (int64_t b = 0; b < nblocks && !ctx->status; ++b) {
        const cuda_reflector_block blk = cuda_reflector_block_at(lower, rows, k, nb, b);
        TRI_T *v = work + (b % 2) * set, *t = v + ldv * nb + nb * nb;
        /* the next block's V, S and T into the other set, beside this block's products */
        cublasHandle_t side = h;
        const int forked = b + 1 < nblocks ? trident_cuda_fork(ctx, 1, &side) : 0;
        if (b + 1 < nblocks) {
            TRI_T *vn = work + ((b + 1) % 2) * set;
            TRI_SFX(apply_q_prepare)(ctx, forked ? side : h, lower, a, lda, tau,
                                     cuda_reflector_block_at(lower, rows, k, nb, b + 1), vn, ldv, vn + ldv * nb,
                                     vn + ldv * nb + nb * nb);
        }
        TRI_SFX(apply_q_products)(ctx, h, lower, blk, v, ldv, t, m, z, ldz, w);
        if (forked) cuda_record(ctx, trident_cuda_join(ctx, forked));
    }
}

/* xORMTR's two cases: 'L' is the QR of A(1:n, 0:n-1), 'U' the QL of A(0:n-1, 1:n) */
static void TRI_SFX(cuda_apply_q)(trident_context *ctx, char uplo, int64_t n, int64_t m,
                                  const TRI_T *a, int64_t lda, const TRI_T *tau, TRI_T *z,
                                  int64_t ldz, TRI_T *work)
{
    if (n <= 1) return;
    if (uplo == 'L')
        TRI_SFX(cuda_apply_reflectors)(ctx, 1, n - 1, n - 1, m, a + 1, lda, tau, NULL, z + 1, ldz, work);
    else
        TRI_SFX(cuda_apply_reflectors)(ctx, 0, n - 1, n - 1, m, a + lda, lda, tau, NULL, z, ldz, work);
}

static void TRI_SFX(cuda_apply_qr)(trident_context *ctx, int64_t rows, int64_t k, int64_t m,
                                   const TRI_T *a, int64_t lda, const TRI_T *tau, const TRI_T *factors,
                                   TRI_T *z, int64_t ldz, TRI_T *work)
{
    TRI_SFX(cuda_apply_reflectors)(ctx, 1, rows, k, m, a, lda, tau, factors, z, ldz, work);
}

/* every block's T for apply_qr: nb x nb each, the block of reflector i0 at
 * (i0 / nb) nb^2 */
static int64_t TRI_SFX(cuda_apply_qr_factors_size)(int64_t k)
{
    const int64_t nb = TRI_APPLY_Q_NB;
    return (k > 0 ? (k + nb - 1) / nb : 1) * nb * nb;
}

static void TRI_SFX(cuda_apply_qr_factor)(trident_context *ctx, int64_t rows, int64_t k, const TRI_T *a,
                                          int64_t lda, const TRI_T *tau, TRI_T *factors, TRI_T *work)
{
    cublasHandle_t h;
    if (ctx->status || k <= 0 || !cuda_blas(ctx, &h)) return;
    const int64_t nb = TRI_APPLY_Q_NB, ldv = (rows + 1 + 31) / 32 * 32, nblocks = (k + nb - 1) / nb;
    for (int64_t b = 0; b < nblocks && !ctx->status; ++b) {
        const cuda_reflector_block blk = cuda_reflector_block_at(1, rows, k, nb, b);
        TRI_SFX(apply_q_prepare)(ctx, h, 1, a, lda, tau, blk, work, ldv, work + ldv * nb,
                                 factors + blk.i0 / nb * nb * nb);
    }
}

static void TRI_SFX(cuda_tridiag_eigvals)(trident_context *ctx, int64_t n, const TRI_R *d,
                                          const TRI_R *e, int64_t il, int64_t iu, TRI_R *w)
{
    if (ctx->status) return;
    cuda_record(ctx, TRI_PASTE2(trident_cuda_tridiag_eigvals_, TRI_RCH)(cuda_stream(ctx), n, d, e,
                                                                       il, iu, w));
}

static void TRI_SFX(cuda_eig_scale)(trident_context *ctx, char uplo, int64_t n, TRI_T *a,
                                    int64_t lda, TRI_R rmin, TRI_R rmax, TRI_R *s)
{
    if (ctx->status) return;
    cuda_record(ctx, TRI_EIG_KERNEL(eig_scale)(cuda_stream(ctx), uplo, n, a, lda, (double)rmin,
                                               (double)rmax, s));
}

static void TRI_SFX(cuda_eig_unscale)(trident_context *ctx, int64_t n, TRI_R *w, const TRI_R *s)
{
    if (ctx->status) return;
    cuda_record(ctx, TRI_EIG_KERNEL(eig_unscale)(cuda_stream(ctx), n, w, s));
}

static void TRI_SFX(cuda_copy_real)(trident_context *ctx, int64_t m, int64_t n, const TRI_R *src,
                                    int64_t lds, TRI_T *dst, int64_t ldd)
{
    if (ctx->status) return;
    cuda_record(ctx, TRI_EIG_KERNEL(copy_real)(cuda_stream(ctx), m, n, src, lds, dst, ldd));
}

/* c := a b with b real: complex a and c are read as real matrices of 2m
 * rows (the interleaved parts), so one real GEMM does it */
static void TRI_SFX(cuda_gemm_real)(trident_context *ctx, int64_t m, int64_t n, int64_t k, const TRI_T *a,
                                    int64_t lda, const TRI_R *b, int64_t ldb, TRI_T *c, int64_t ldc)
{
    cublasHandle_t h;
    if (ctx->status || m <= 0 || n <= 0 || !cuda_blas(ctx, &h)) return;
    const int parts = TRI_COMPLEX ? 2 : 1, dbl = sizeof(TRI_R) == sizeof(double);
    const cudaDataType_t type = dbl ? CUDA_R_64F : CUDA_R_32F;
    const TRI_R one = 1, zero = 0;
    if (!dbl && trident_cuda_tf32x3_wanted(ctx, 0, parts * m, n, k)) {
        const cublasStatus_t status = trident_cuda_gemm_tf32x3(h, 0, 'N', 'N', parts * m, n, k, 1, a, parts * lda,
                                                               b, ldb, 0, c, parts * ldc);
        if (status != CUBLAS_STATUS_NOT_SUPPORTED) {
            cuda_record_blas(ctx, status);
            return;
        }
    }
    cuda_record_blas(ctx, cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, (int)(parts * m), (int)n, (int)k, &one, a, type,
                                       (int)(parts * lda), b, type, (int)ldb, &zero, c, type, (int)(parts * ldc),
                                       dbl ? CUBLAS_COMPUTE_64F : CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT));
}

/* T's eigenvectors by the real precision's inverse iteration
 * (cuda_invit_generic.h), transposed into z (widened for complex types);
 * z, as k real columns, is that solve's scratch until then */
#define TRI_INVIT_R(name) TRI_PASTE3(name, _, TRI_RCH)
static size_t TRI_SFX(cuda_tridiag_eigvecs_bytes)(int64_t n, int64_t k)
{
    return TRI_INVIT_R(cuda_invit_bytes)(n, k);
}

/* the orthonormalization's cuSOLVER workspace, grown before the solve
 * begins (the subset drivers call this before they reduce A) */
static int TRI_SFX(cuda_tridiag_eigvecs_prepare)(trident_context *ctx, int64_t n, int64_t k)
{
    const size_t need = TRI_INVIT_R(cuda_invit_workspace)(ctx, n, k);
    void *ws;
    return need ? trident_cuda_workspace(ctx, need, &ws) : TRIDENT_SUCCESS;
}

static void TRI_SFX(cuda_tridiag_eigvecs)(trident_context *ctx, int64_t n, const TRI_R *d,
                                          const TRI_R *e, int64_t k, const TRI_R *w, TRI_T *z,
                                          int64_t ldz, int *fail, void *work)
{
    if (ctx->status || n <= 0 || k <= 0) return;
    const int64_t lds = ldz * (int64_t)(sizeof(TRI_T) / sizeof(TRI_R));
    const TRI_R *yt = TRI_INVIT_R(cuda_invit)(ctx, n, d, e, k, w, fail, (TRI_R *)z, lds, work);
    if (ctx->status) return;
    cuda_record(ctx, TRI_PASTE3(trident_cuda_transpose_, TRI_RCH, TRI_PASTE2(_, TRI_CH))(
                         cuda_stream(ctx), k, n, yt, TRI_INVIT_R(cuda_invit_ldk)(k), z, ldz));
}
#undef TRI_INVIT_R

#undef TRI_EIG_KERNEL
#undef TRI_APPLY_Q_NB
