/*
 * cuda_invit_generic.h -- eigenvectors of a symmetric tridiagonal matrix for
 * k given eigenvalues, by inverse iteration on the device; one real
 * precision (included for s and d by cuda_backend.c, before the element
 * types' tridiag_eigvecs in cuda_eig_ops_generic.h, which use it).
 *
 * Method: xSTEIN's (kernels and their choices: cuda/eig/invit_kernels.cu),
 * with the k vectors advanced together:
 *
 *     Y := start vectors
 *     factor T - sigma_j I for every j             (once)
 *     3 times:  y_j := (T - sigma_j I)^{-1} y_j     (every j at once)
 *               Y := the Q of Y = Q R               (Gram-Schmidt in the order
 *                                                    of the eigenvalues, as far
 *                                                    as needed: below)
 *
 * xSTEIN orthogonalizes each vector against the earlier ones of its cluster
 * (eigenvalues closer than 1e-3 ||T||) after every solve; orthonormalizing
 * all k in order does the same for clusters and costs little more, as the
 * projections between well separated vectors are already at roundoff
 * level.  Three passes are xSTEIN's usual count (one to converge, two
 * extra); the growth test after the last solve decides which vectors
 * failed.
 *
 * The solve.  Each vector's thread walks its column four times (the
 * right-hand side's 1-norm for xSTEIN's scaling, L, U with the 2-norm, the
 * scaling to unit length), each walk a chain of n dependent steps bound by
 * latency, with only k / 32 warps on the GPU.  So the first and the last
 * are passes of the whole GPU instead (column_sums, scale_columns: the
 * same scaling, the 1-norms summed in another fixed order): s at n = 16384,
 * k = 1638 (H100, session 46, `TRIDENT_INVIT_PARALLEL_PASSES=0/1
 * TRIDENT_VERBOSE=3 bench_eigen --ours-only --types s --cases vl --reps 2
 * 16384`, twice each) took 3.6, 3.0, 3.1 ms for its three solves against
 * 3.9, 3.5, 3.5 with the walks; d and z at 8192 equal within noise.
 * TRIDENT_INVIT_PARALLEL_PASSES=0 in the environment (read at each call)
 * keeps the four walks.
 *
 * The Q of Y.  Y is n-by-k with k << n: Cholesky QR, R^T R = Y^T Y and
 * Q = Y R^{-1} (xSYRK, xPOTRF, xTRSM).  Where the columns may be close to
 * parallel, the diagonal of Y^T Y is first raised by 2 (n + k) u (shifted
 * Cholesky QR, Fukaya et al. 2020): the shift keeps the factorization
 * positive definite however close the columns are, and leaves a Q that two
 * plain passes bring to orthonormal at roundoff level (shifted Cholesky
 * QR 3).  How far Y is from orthonormal decides how much of that is done
 * (gram_deviation, read back to the host: E = Y^T Y - I, its largest
 * entry, the Gershgorin bound r = max_j sum_i |E_ij| >= ||E||_2, and
 * ||E||_F):
 *  - between solves, the next solve needs the columns kept apart, not
 *    orthonormal: nothing where r < 1/2 (Y^T Y then has a condition number
 *    below 3), else one shifted pass;
 *  - after the last solve, passes until ||E||_F <= 8 n u, at most three,
 *    the first shifted unless r < 1/2 and the others plain.
 * Until session 24 both tests used k max |E_ij| for r and ||E||_F, the
 * bound for a full E; in single precision the Gram matrix's own rounding
 * (about sqrt(n) u per entry) kept that above 8 n u after two passes, and
 * a few close pairs above 1/2 between solves, where the row sums are far
 * smaller: at n = 16384, k = 1638 (s, the lowest 10%, H100) the
 * orthonormalization took 30 ms and five factorizations; with the row sums
 * and ||E||_F, 10 ms and one (session 24, `TRIDENT_VERBOSE=3
 * build/bench/bench_eigen --types s --cases l --reps 1 16384`, which
 * prints each check).
 * Vectors of well separated eigenvalues arrive nearly orthogonal from every
 * solve (their neighbours' components shrink by about u ||T|| / gap), so
 * the checks spare most of the nine factorizations of a full
 * orthonormalization after every solve (session 20, with the earlier
 * tests, same size: 9.6 ms instead of 69 in double, 20 instead of 62 in
 * single).  Clusters take up to five factorizations.  Should a
 * factorization fail, the pass is redone with Householder QR (xGEQRF,
 * xORGQR).  Y is kept transposed (invit_kernels.h), so Y^T Y is Yt Yt^T
 * and Q^T = R^{-T} Yt.
 * cuBLAS's xTRSM is the slowest part of a pass (3.5 ms against 0.9 for the
 * xSYRK and 2.0 for xPOTRF at that size: bench_cholqr_parts), and doing it
 * by blocks of 256 with the off-diagonal work in xGEMM measured no faster.
 */

#define TRI_INVIT_KERNEL(step) TRI_PASTE3(trident_cuda_, step, TRI_PASTE2(_, TRI_CH))
#define TRI_INVIT_PASSES 3

static int64_t TRI_SFX(cuda_invit_ldk)(int64_t k) { return (k + 31) / 32 * 32; }

/* the partial sums of column_sums: ceil(n / TRIDENT_INVIT_SUM_ROWS) rows of ldk */
static int64_t TRI_SFX(cuda_invit_sum_chunks)(int64_t n)
{
    return (n + TRIDENT_INVIT_SUM_ROWS - 1) / TRIDENT_INVIT_SUM_ROWS;
}

/* workspace: reals fac (4 n ldk), yt (n ldk), g (ldk k), shifts, unn, tau
 * (ldk each), norm (32), cols (3 ldk), sums (chunks + 2 rows of ldk: the
 * partials, the 1-norms, the units); then piv (ceil(n / 32) ldk 32-bit
 * words) */
static size_t TRI_SFX(cuda_invit_bytes)(int64_t n, int64_t k)
{
    const size_t ldk = (size_t)TRI_SFX(cuda_invit_ldk)(k), nn = (size_t)n;
    const size_t sums = ((size_t)TRI_SFX(cuda_invit_sum_chunks)(n) + 2) * ldk;
    return (5 * nn * ldk + ldk * (size_t)k + 6 * ldk + 32 + sums) * sizeof(TRI_R) +
           (nn + 31) / 32 * ldk * sizeof(uint32_t);
}

/* The bytes of the context's workspace the orthonormalization asks for:
 * devInfo and the largest of xPOTRF's (k x k) and, for the Householder QR
 * a failed Cholesky QR falls back on, xGEQRF's and xORGQR's (n x k); a
 * size that cannot be queried counts 0. */
static size_t TRI_SFX(cuda_invit_workspace)(trident_context *ctx, int64_t n, int64_t k)
{
    cusolverDnHandle_t sh;
    int lp = 0, lq = 0, lo = 0;
    if (k <= 0 || trident_cuda_cusolver(ctx, &sh) != TRIDENT_SUCCESS) return 0;
    const int ldk = (int)TRI_SFX(cuda_invit_ldk)(k);
    if (TRI_PASTE3(cusolverDn, TRI_CHU, potrf_bufferSize)(sh, CUBLAS_FILL_MODE_UPPER, (int)k, NULL, ldk, &lp) !=
        CUSOLVER_STATUS_SUCCESS)
        lp = 0;
    if (TRI_PASTE3(cusolverDn, TRI_CHU, geqrf_bufferSize)(sh, (int)n, (int)k, NULL, (int)n, &lq) !=
        CUSOLVER_STATUS_SUCCESS)
        lq = 0;
    if (TRI_PASTE3(cusolverDn, TRI_CHU, orgqr_bufferSize)(sh, (int)n, (int)k, (int)k, NULL, (int)n, NULL, &lo) !=
        CUSOLVER_STATUS_SUCCESS)
        lo = 0;
    const int most = lp > lq ? (lp > lo ? lp : lo) : (lq > lo ? lq : lo);
    return 256 + (size_t)most * sizeof(TRI_R);
}

/* Yt := the transposed Q of the Householder QR of Y, through the n-by-k
 * scratch (lds) */
static void TRI_SFX(cuda_invit_householder)(trident_context *ctx, cusolverDnHandle_t sh, int64_t n,
                                            int64_t k, TRI_R *yt, int64_t ldk, TRI_R *scratch,
                                            int64_t lds, TRI_R *tau)
{
    const cudaStream_t st = cuda_stream(ctx);
    int lq = 0, lo = 0;
    void *ws = NULL;
    cuda_record(ctx, TRI_PASTE3(trident_cuda_transpose_, TRI_CH, TRI_PASTE2(_, TRI_CH))(st, k, n, yt, ldk,
                                                                                       scratch, lds));
    int status = trident_cusolver_status(
        TRI_PASTE3(cusolverDn, TRI_CHU, geqrf_bufferSize)(sh, (int)n, (int)k, scratch, (int)lds, &lq));
    if (!status)
        status = trident_cusolver_status(TRI_PASTE3(cusolverDn, TRI_CHU, orgqr_bufferSize)(
            sh, (int)n, (int)k, (int)k, scratch, (int)lds, tau, &lo));
    const int lwork = lq > lo ? lq : lo;
    if (!status) status = trident_cuda_workspace(ctx, 256 + (size_t)lwork * sizeof(TRI_R), &ws);
    TRI_R *w = status ? NULL : (TRI_R *)((char *)ws + 256);
    if (!status)
        status = trident_cusolver_status(
            TRI_PASTE3(cusolverDn, TRI_CHU, geqrf)(sh, (int)n, (int)k, scratch, (int)lds, tau, w, lwork, (int *)ws));
    if (!status)
        status = trident_cusolver_status(TRI_PASTE3(cusolverDn, TRI_CHU, orgqr)(
            sh, (int)n, (int)k, (int)k, scratch, (int)lds, tau, w, lwork, (int *)ws));
    if (status) {
        trident_context_record(ctx, status);
        return;
    }
    cuda_record(ctx, TRI_PASTE3(trident_cuda_transpose_, TRI_CH, TRI_PASTE2(_, TRI_CH))(st, n, k, scratch, lds,
                                                                                       yt, ldk));
}

/* Yt := the transposed Q of Y = Q R as far as needed between solves or
 * (final) after the last (see the header); g: ldk-by-k scratch, dev: 3
 * device reals, cols: 3 k */
static void TRI_SFX(cuda_invit_orthonormalize)(trident_context *ctx, int64_t n, int64_t k, int final, TRI_R *yt,
                                               int64_t ldk, TRI_R *g, TRI_R *dev, TRI_R *cols, TRI_R *scratch,
                                               int64_t lds, TRI_R *tau)
{
    cublasHandle_t h;
    cusolverDnHandle_t sh;
    if (ctx->status || !cuda_blas(ctx, &h)) return;
    int status = trident_cuda_cusolver(ctx, &sh), lwork = 0;
    if (!status)
        status = trident_cusolver_status(
            TRI_PASTE3(cusolverDn, TRI_CHU, potrf_bufferSize)(sh, CUBLAS_FILL_MODE_UPPER, (int)k, g, (int)ldk, &lwork));
    void *ws = NULL;
    if (!status) status = trident_cuda_workspace(ctx, 256 + (size_t)lwork * sizeof(TRI_R), &ws);
    if (status) {
        trident_context_record(ctx, status);
        return;
    }
    const TRI_R one = 1, zero = 0;
    const double u = TRI_EPS; /* unit roundoff */
    const int most = final ? 3 : 1;
    for (int pass = 0; pass < most && !ctx->status; ++pass) {
        cuda_record_blas(ctx, TRI_PASTE3(cublas, TRI_CHU, syrk)(h, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_N, (int)k,
                                                                (int)n, &one, yt, (int)ldk, &zero, g, (int)ldk));
        cuda_record(ctx, TRI_INVIT_KERNEL(gram_deviation)(cuda_stream(ctx), k, g, ldk, cols, dev));
        TRI_R e[3] = {0, 0, 0}; /* max |E_ij|, Gershgorin, ||E||_F */
        if (!cuda_read_back(ctx, e, dev, sizeof e)) e[0] = e[1] = e[2] = (TRI_R)NAN; /* NaN compares false */
        const int apart = e[1] < (TRI_R)0.5; /* Y^T Y's condition number below 3 */
        if (ctx->verbosity >= 3)
            trident_trace(ctx, "inverse iteration: %s, %d factorizations: |Y^T Y - I| max %.2e, "
                               "Gershgorin %.2e, Frobenius %.2e",
                          final ? "after the last solve" : "between solves", pass, (double)e[0], (double)e[1],
                          (double)e[2]);
        if (final ? (double)e[2] <= 8 * (double)n * u : apart) return;
        const int shifted = pass == 0 && !apart;
        if (shifted) /* the columns have about unit norm: the diagonal is about 1 */
            cuda_record(ctx, TRI_INVIT_KERNEL(add_diagonal)(cuda_stream(ctx), k, g, ldk,
                                                            2 * (double)(n + k) * u));
        cuda_record_status(ctx, trident_cusolver_status(TRI_PASTE3(cusolverDn, TRI_CHU, potrf)(
                                    sh, CUBLAS_FILL_MODE_UPPER, (int)k, g, (int)ldk, (TRI_R *)((char *)ws + 256),
                                    lwork, (int *)ws)));
        if (ctx->status) return;
        int info = 0; /* the first int of the solver's workspace */
        if (cuda_read_back(ctx, &info, ws, sizeof info) && info != 0) {
            trident_trace(ctx, "inverse iteration: Cholesky QR pass %d of %lld vectors failed, "
                               "Householder QR instead", pass, (long long)k);
            TRI_SFX(cuda_invit_householder)(ctx, sh, n, k, yt, ldk, scratch, lds, tau);
            return;
        }
        cuda_record_blas(ctx, TRI_PASTE3(cublas, TRI_CHU, trsm)(h, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_UPPER,
                                                                CUBLAS_OP_T, CUBLAS_DIAG_NON_UNIT, (int)k, (int)n,
                                                                &one, g, (int)ldk, yt, (int)ldk));
    }
}

/*
 * The eigenvectors of T = (d, e) (n >= 1, device) for the k >= 1
 * eigenvalues w (device, ascending), transposed into yt (ldk =
 * cuda_invit_ldk(k), in work): see the header.  fail (device, k ints):
 * 1 where a vector failed the growth test.  scratch: an n-by-k real matrix
 * (lds >= n) that may be overwritten (the caller's output).  work:
 * cuda_invit_bytes(n, k) bytes of device memory.  Queued; returns yt.
 */
static TRI_R *TRI_SFX(cuda_invit)(trident_context *ctx, int64_t n, const TRI_R *d, const TRI_R *e,
                                  int64_t k, const TRI_R *w, int *fail, TRI_R *scratch, int64_t lds,
                                  void *work)
{
    const int64_t ldk = TRI_SFX(cuda_invit_ldk)(k);
    const size_t plane = (size_t)n * (size_t)ldk;
    TRI_R *fac = (TRI_R *)work, *yt = fac + 4 * plane, *g = yt + plane;
    TRI_R *shifts = g + ldk * k, *unn = shifts + ldk, *tau = unn + ldk, *norm = tau + ldk, *cols = norm + 32;
    const int64_t chunks = TRI_SFX(cuda_invit_sum_chunks)(n);
    TRI_R *partial = cols + 3 * ldk, *norm1 = partial + chunks * ldk, *unit = norm1 + ldk;
    uint32_t *piv = (uint32_t *)(unit + ldk);
    /* the solves' first and last walks as whole-GPU passes (column_sums,
     * scale_columns; the header) */
    const int wide = trident_env_flag("TRIDENT_INVIT_PARALLEL_PASSES", 1);
    const cudaStream_t st = cuda_stream(ctx);
    if (ctx->status) return yt;
    trident_phase_clock clock; /* TRIDENT_VERBOSE=3: the factorization, each solve, each QR */
    trident_phase_start_at(ctx, &clock, 3);
    cuda_record(ctx, TRI_INVIT_KERNEL(invit_norm)(st, n, d, e, norm));
    cuda_record(ctx, TRI_INVIT_KERNEL(invit_shifts)(st, k, w, shifts));
    cuda_record(ctx, TRI_INVIT_KERNEL(invit_start)(st, n, k, yt, ldk));
    cuda_record(ctx, TRI_INVIT_KERNEL(invit_factor)(st, n, d, e, k, shifts, norm, fac, piv, unn, ldk));
    trident_phase_mark(ctx, trident_cuda_backend(), &clock, "inverse iteration", "start and factor");
    for (int pass = 0; pass < TRI_INVIT_PASSES; ++pass) {
        const int last = pass + 1 == TRI_INVIT_PASSES;
        if (wide) cuda_record(ctx, TRI_INVIT_KERNEL(invit_column_sums)(st, n, k, yt, ldk, partial, norm1));
        cuda_record(ctx, TRI_INVIT_KERNEL(invit_solve)(st, n, k, fac, piv, unn, norm, yt, ldk, last ? fail : NULL,
                                                       wide ? norm1 : NULL, wide ? unit : NULL));
        if (wide) cuda_record(ctx, TRI_INVIT_KERNEL(invit_scale_columns)(st, n, k, unit, yt, ldk));
        trident_phase_mark(ctx, trident_cuda_backend(), &clock, "inverse iteration", "solve");
        TRI_SFX(cuda_invit_orthonormalize)(ctx, n, k, last, yt, ldk, g, norm + 1, cols, scratch, lds, tau);
        trident_phase_mark(ctx, trident_cuda_backend(), &clock, "inverse iteration", "orthonormalize");
    }
    return yt;
}

#undef TRI_INVIT_KERNEL
#undef TRI_INVIT_PASSES
