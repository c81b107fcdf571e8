/*
 * cuda_band_ops_generic.h -- the two-stage reduction's backend primitives
 * (backend/ops_table.h: band_panel, gemm, hb2st; hemm is cuda_hemm_generic.h's) on device memory, one
 * precision (included per precision by cuda_backend.c).  The panel QR is
 * Trident's cluster kernel (or cuSOLVER's xGEQRF), the products cuBLAS, the band-to-tridiagonal chase
 * Trident's kernel (cuda/band/hb2st.cu).
 */

#define TRI_BAND_KERNEL(step) TRI_PASTE3(trident_cuda_, step, TRI_PASTE2(_, TRI_CH))

/* Does cuda_geqrf take Trident's panel QR (else cuSOLVER's xGEQRF)? */
static int TRI_SFX(cuda_geqrf_own)(int64_t m, int64_t nb)
{
    return !trident_env_positive("TRIDENT_PANEL_QR_VENDOR", 0) && TRI_BAND_KERNEL(panel_qr_fits)(m, nb);
}

/* the bytes of the context's workspace cuda_geqrf asks for: devInfo and
 * xGEQRF's workspace (0 with Trident's panel QR, or where the size cannot
 * be queried: the query has no matrix to look at, only its shape) */
static size_t TRI_SFX(cuda_geqrf_workspace)(trident_context *ctx, int64_t m, int64_t nb)
{
    cusolverDnHandle_t h;
    int lwork = 0;
    if (TRI_SFX(cuda_geqrf_own)(m, nb) || trident_cuda_cusolver(ctx, &h) != TRIDENT_SUCCESS ||
        TRI_PASTE3(cusolverDn, TRI_CHU, geqrf_bufferSize)(h, (int)m, (int)nb, NULL, (int)m, &lwork) !=
            CUSOLVER_STATUS_SUCCESS)
        return 0;
    return 256 + (size_t)lwork * sizeof(TRI_T);
}

/* QR of the m-by-nb panel p in place (xGEQRF): R above, reflectors below.
 * Trident's cluster kernel (cuda/band/panel_qr.cu) where the panel fits in
 * one cluster's shared memory, else cuSOLVER; TRIDENT_PANEL_QR_VENDOR=1
 * takes cuSOLVER always (for measurements).  d 8192 x 32 on the H100:
 * bench/probe/README.md (bench_stage1_parts). */
static void TRI_SFX(cuda_geqrf)(trident_context *ctx, int64_t m, int64_t nb, TRI_T *p, int64_t ldp,
                                TRI_T *tau)
{
    if (TRI_SFX(cuda_geqrf_own)(m, nb)) {
        cuda_record(ctx, TRI_BAND_KERNEL(panel_qr)(cuda_stream(ctx), m, nb, p, ldp, tau));
        return;
    }
    cusolverDnHandle_t h;
    int status = trident_cuda_cusolver(ctx, &h), lwork = 0;
    if (!status)
        status = trident_cusolver_status(
            TRI_PASTE3(cusolverDn, TRI_CHU, geqrf_bufferSize)(h, (int)m, (int)nb, (void *)p, (int)ldp, &lwork));
    /* devInfo first, then the solver's workspace */
    void *ws = NULL;
    if (!status) status = trident_cuda_workspace(ctx, 256 + (size_t)lwork * sizeof(TRI_T), &ws);
    if (!status)
        status = trident_cusolver_status(TRI_PASTE3(cusolverDn, TRI_CHU, geqrf)(
            h, (int)m, (int)nb, (void *)p, (int)ldp, (void *)tau, (void *)((char *)ws + 256), lwork, (int *)ws));
    if (status) trident_context_record(ctx, status);
}

static void TRI_SFX(cuda_band_panel)(trident_context *ctx, char uplo, int64_t m, int64_t nb, TRI_T *a,
                                     int64_t lda, TRI_T *p, int64_t ldp, TRI_T *tau, TRI_T *v,
                                     int64_t ldv, TRI_T *gram, TRI_T *t)
{
    cublasHandle_t h;
    if (ctx->status || m <= 0 || nb <= 0 || !cuda_blas(ctx, &h)) return;
    const int64_t k = m < nb ? m : nb;
    cudaStream_t st = cuda_stream(ctx);
    /* 'L': the panel is factored where it lies (R in place, the reflectors
     * below it, outside the band, in the triangle being destroyed); 'U': its
     * conjugate transpose in p (scratch, or the panel's mirror in the lower
     * triangle when the reflectors are kept), and R^H back in the panel's
     * place */
    TRI_T *f = uplo == 'L' ? a : p;
    const int64_t ldf = uplo == 'L' ? lda : ldp;
    if (uplo != 'L') cuda_record(ctx, TRI_BAND_KERNEL(transpose_conj)(st, nb, m, a, lda, p, ldp));
    TRI_SFX(cuda_geqrf)(ctx, m, nb, f, ldf, tau);
    if (ctx->status) return;
    if (uplo != 'L') cuda_record(ctx, TRI_BAND_KERNEL(transpose_conj)(st, k, nb, p, ldp, a, lda));
    /* the block reflector: V explicit, S = V^H V, T from S and tau */
    cuda_record(ctx, TRI_BAND_KERNEL(reflector_panel)(st, 1, m, k, f, ldf, v, ldv));
    TRI_SFX(cuda_gram)(ctx, h, k, m, v, ldv, gram, nb);
    cuda_record(ctx, TRI_BAND_KERNEL(reflector_factor)(st, 1, k, gram, nb, tau, t, nb));
}

static void TRI_SFX(cuda_gemm)(trident_context *ctx, char transa, char transb, int64_t m, int64_t n,
                               int64_t k, TRI_T alpha, const TRI_T *a, int64_t lda, const TRI_T *b,
                               int64_t ldb, TRI_T beta, TRI_T *c, int64_t ldc)
{
    cublasHandle_t h;
    if (ctx->status || m <= 0 || n <= 0 || !cuda_blas(ctx, &h)) return;
    cuda_record_blas(ctx,
                     TRI_SFX(gemm_fast_on)(ctx, h, transa, transb, m, n, k, alpha, a, lda, b, ldb, beta, c, ldc));
}

static size_t TRI_SFX(cuda_hb2st_work_bytes)(int64_t n, int64_t b)
{
    return trident_cuda_hb2st_workspace(n, (int)b, sizeof(TRI_T));
}

static void TRI_SFX(cuda_hb2st)(trident_context *ctx, char uplo, int64_t n, int64_t b, const TRI_T *a,
                                int64_t lda, TRI_R *d, TRI_R *e, void *work, TRI_T *v2, TRI_T *phase)
{
    if (ctx->status) return;
    cuda_record(ctx, TRI_BAND_KERNEL(hb2st)(cuda_stream(ctx), uplo, n, (int)b, a, lda, d, e, work, v2, phase));
}

static int64_t TRI_SFX(cuda_hb2st_v2_elems)(int64_t n, int64_t b) { return trident_v2_elements(n, b); }

/* the workspace of the chase's back-transformation for m columns: with
 * the context's q2_wy, the size that takes the matrix units where they
 * serve (cuda/band/band_kernels.h; about n^2/2 elements more), else, or
 * where that cannot be had, the wavefront's counters alone (the SIMT
 * kernel); NULL (recorded) when not even those fit */
static void *TRI_SFX(cuda_q2_workspace)(trident_context *ctx, int64_t n, int64_t b, int64_t m, size_t *bytes)
{
    void *ws = NULL;
    if (ctx->status) return NULL;
    *bytes = trident_cuda_hb2st_apply_q_workspace_fast(n, (int)b, m, sizeof(TRI_T));
    if (ctx->q2_wy && *bytes > trident_cuda_hb2st_apply_q_workspace(n, m) &&
        trident_cuda_workspace(ctx, *bytes, &ws) == TRIDENT_SUCCESS)
        return ws;
    *bytes = trident_cuda_hb2st_apply_q_workspace(n, m);
    const int status = trident_cuda_workspace(ctx, *bytes, &ws);
    if (status) trident_context_record(ctx, status);
    return status ? NULL : ws;
}

/* What the two-stage reduction and the chase's back-transformation ask of
 * the context's workspace as they go, grown to now (ops_table.h): for each
 * panel of stage 1 (m rows below the band), the narrow xHEMM's partial
 * sums, cuSOLVER's panel QR, the staged operands of the rank-2k updates
 * (the group's, of rank up to panels nb, and the one beside the next
 * panel's QR); then the wavefront's counters.  A device-pointer solve has
 * begun to reduce the caller's matrix when these are asked for: before,
 * a nearly full device could fail one of them midway (test_oom_ladder c
 * with two stages: cheevx_gpu at n = 1500 grew the workspace with dA half
 * reduced, about 128 MiB free; at n = 1500 the narrow xHEMM's partial sums
 * are the largest of these requests). */
static int TRI_SFX(cuda_sytrd_2stage_prepare)(trident_context *ctx, int64_t n, int64_t nb, int64_t panels,
                                              int want_q)
{
    size_t need = want_q ? trident_cuda_hb2st_apply_q_workspace(n, n) : 0;
#define TRI_NEED(bytes) do { const size_t b_ = (bytes); if (b_ > need) need = b_; } while (0)
    for (int64_t j = 0; n - j - nb >= 2; j += nb) {
        const int64_t m = n - j - nb;
        TRI_NEED(TRI_SFX(cuda_hemm_workspace)(m, m < nb ? m : nb));
        TRI_NEED(TRI_SFX(cuda_geqrf_workspace)(ctx, m, nb));
        TRI_NEED(TRI_SFX(cuda_her2k_workspace)(ctx, m, panels * nb));
        TRI_NEED(TRI_SFX(cuda_her2k_workspace)(ctx, m - nb, nb));
    }
#undef TRI_NEED
    void *ws;
    return need ? trident_cuda_workspace(ctx, need, &ws) : TRIDENT_SUCCESS;
}

static void TRI_SFX(cuda_hb2st_apply_q)(trident_context *ctx, int64_t n, int64_t b, const TRI_T *v2,
                                        const TRI_T *phase, int64_t m, TRI_T *z, int64_t ldz)
{
    size_t bytes = 0;
    void *ws = TRI_SFX(cuda_q2_workspace)(ctx, n, b, m, &bytes);
    if (ws)
        cuda_record(ctx, TRI_BAND_KERNEL(hb2st_apply_q)(cuda_stream(ctx), n, (int)b, v2, phase, m, z, ldz, ws, bytes));
}

static void TRI_SFX(cuda_hb2st_form_q)(trident_context *ctx, int64_t n, int64_t b, const TRI_T *v2,
                                       const TRI_T *phase, TRI_T *q, int64_t ldq)
{
    size_t bytes = 0;
    void *ws = TRI_SFX(cuda_q2_workspace)(ctx, n, b, n, &bytes);
    if (ws) cuda_record(ctx, TRI_BAND_KERNEL(hb2st_form_q)(cuda_stream(ctx), n, (int)b, v2, phase, q, ldq, ws, bytes));
}


/* ---- xSYTRD's output from the two-stage reduction (cuda/sytrd/sytrd_from_qr.cu) ---- */

static void TRI_SFX(cuda_sytrd_mirror)(trident_context *ctx, char uplo, int64_t n, const TRI_T *a, int64_t lda,
                                       TRI_T *b, int64_t ldb)
{
    if (ctx->status) return;
    cuda_record(ctx, TRI_BAND_KERNEL(sytrd_mirror)(cuda_stream(ctx), uplo, n, a, lda, b, ldb));
}

/* a: a factored b x b diagonal block with rows below it: L21 := A21 U11^-1 */
static void TRI_SFX(cuda_lu_solve_below)(trident_context *ctx, cublasHandle_t h, int64_t rows, int64_t b, TRI_T *a,
                                         int64_t lda)
{
    const TRI_T one = 1;
    if (rows > 0)
        cuda_record_blas(ctx, TRI_PASTE3(cublas, TRI_CHU, trsm)(h, CUBLAS_SIDE_RIGHT, CUBLAS_FILL_MODE_UPPER,
                                                                CUBLAS_OP_N, CUBLAS_DIAG_NON_UNIT, (int)rows, (int)b,
                                                                (const void *)&one, (const void *)a, (int)lda,
                                                                (void *)(a + b), (int)lda));
}

/* the same block with L21 below it and cols columns right of it:
 * U12 := L11^-1 A12, A22 -= L21 U12 */
static void TRI_SFX(cuda_lu_update_right)(trident_context *ctx, cublasHandle_t h, int64_t rows, int64_t b,
                                          int64_t cols, TRI_T *a, int64_t lda)
{
    const TRI_T one = 1;
    TRI_T *a12 = a + b * lda;
    if (cols <= 0) return;
    cuda_record_blas(ctx, TRI_PASTE3(cublas, TRI_CHU, trsm)(h, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_N,
                                                            CUBLAS_DIAG_UNIT, (int)b, (int)cols, (const void *)&one,
                                                            (const void *)a, (int)lda, (void *)a12, (int)lda));
    if (rows > 0)
        cuda_record_blas(ctx,
                         TRI_SFX(gemm_on)(ctx, h, 'N', 'N', rows, cols, b, -1, a + b, lda, a12, lda, 1, a12 + b, lda));
}

/* The Householder QR of an n x n matrix with orthonormal columns as a
 * blocked LU with shifted pivots (cuda/sytrd/sytrd_from_qr.cu says why it
 * is the same), in two levels.  A panel of TRIDENT_LU_SHIFT_PANEL columns
 * is factored a diagonal block at a time: each block by Trident's kernel,
 * which picks the shifts, the rows below it by TRSM, the panel's columns
 * right of it by TRSM and a narrow GEMM.  Then the block row right of the
 * panel by one TRSM and the trailing matrix by one GEMM of depth
 * TRIDENT_LU_SHIFT_PANEL: the trailing matrix, which dominates the memory
 * traffic, is read and written once per panel instead of once per diagonal
 * block.  A shift is chosen when the elimination reaches its column, after
 * every update from the columns before it, in either order.
 * The panel width, measured on the H100 (session 29, the whole xSYTRD,
 * `bench_sytrd --ours-only --types dz --reps 3 8192 16384`, each width
 * compiled in through a probe switch that was not kept; two runs each),
 * seconds at n = 16384, d then z:
 *   64 (one level, as before)  1.528 1.536   4.552 4.580
 *   256                        1.424 1.434   4.451 4.465
 *   512                        1.415 1.413   4.316 4.318
 *   768                        1.409 1.408   4.300 4.308
 *   1024                       1.410 1.411   4.307 4.311
 * (d at 8192: 0.303 / 0.306 with 64, 0.293 / 0.290 with 512.)  512 it is:
 * wider buys nothing more.  Against cuSOLVER's xGEQRF on the same Q:
 * bench/sytrd/README.md. */
static void TRI_SFX(cuda_qr_of_orthogonal)(trident_context *ctx, int64_t n, TRI_T *a, int64_t lda, TRI_T *tau)
{
    cublasHandle_t h;
    if (ctx->status || n <= 0 || !cuda_blas(ctx, &h)) return;
    const int64_t panel = TRIDENT_LU_SHIFT_PANEL, blk = TRIDENT_LU_SHIFT_BLOCK;
    for (int64_t p = 0; p < n && !ctx->status; p += panel) {
        const int64_t pw = n - p < panel ? n - p : panel;
        for (int64_t j = p; j < p + pw && !ctx->status; j += blk) {
            const int64_t b = p + pw - j < blk ? p + pw - j : blk;
            TRI_T *a11 = a + j + j * lda;
            cuda_record(ctx, TRI_BAND_KERNEL(lu_shift_block)(cuda_stream(ctx), (int)b, a11, lda, tau + j));
            TRI_SFX(cuda_lu_solve_below)(ctx, h, n - j - b, b, a11, lda);
            TRI_SFX(cuda_lu_update_right)(ctx, h, n - j - b, b, p + pw - j - b, a11, lda);
        }
        TRI_SFX(cuda_lu_update_right)(ctx, h, n - p - pw, pw, n - p - pw, a + p + p * lda, lda);
    }
}

static void TRI_SFX(cuda_sytrd_from_qr)(trident_context *ctx, char uplo, int64_t n, const TRI_T *q, int64_t ldq,
                                        const TRI_T *tau_qr, const TRI_R *dr, const TRI_R *er, TRI_T *a,
                                        int64_t lda, TRI_R *d, TRI_R *e, TRI_T *tau)
{
    if (ctx->status) return;
    cuda_record(ctx, TRI_BAND_KERNEL(sytrd_from_qr)(cuda_stream(ctx), uplo, n, q, ldq, tau_qr, dr, er, a, lda, d, e,
                                                    tau));
}

#undef TRI_BAND_KERNEL
