/*
 * sytrd_2stage_generic.h -- the two-stage reduction of a Hermitian matrix to
 * real symmetric tridiagonal form, for eigenvalues only, written once for
 * every precision over the backend primitives.
 *
 * Stage 1 (LAPACK's xSYTRD_SY2SB): panels of nb columns are QR-factored
 * below the band, Q = I - V T V^H, and the trailing matrix is updated as
 * Q^H A22 Q = A22 - V W^H - W V^H with
 *     X = A22 V T,   W = X - 1/2 V (T^H V^H X),
 * one xHEMM, three small GEMMs and one rank-2k update: all matrix-unit work,
 * where the one-stage reduction spends half its flops in memory-bound
 * matrix-vector products.
 * Stage 2 (hb2st): the band, half-bandwidth nb, is chased down to
 * tridiagonal form (on the GPU: cuda/band/hb2st.cu).
 *
 * Q is not kept: the off-diagonal comes out as |e|, so the result serves the
 * eigenvalue-only drivers.  The triangle uplo of a is destroyed (as xSYEVD
 * with jobz 'N' does); the other triangle is never touched.
 */

/* work layout: P, V, X, W (ld x nb each), gram, T, Z, M (nb x nb), tau (nb),
 * then the chase's workspace at a 256-byte boundary */
static int64_t TRI_SFX(sytrd_2stage_ld)(int64_t n) { return (n + 31) / 32 * 32; }
static size_t TRI_SFX(sytrd_2stage_chase_offset)(int64_t n, int64_t nb)
{
    const size_t elems = 4 * (size_t)TRI_SFX(sytrd_2stage_ld)(n) * (size_t)nb + 4 * (size_t)nb * (size_t)nb +
                         (size_t)nb;
    return (elems * sizeof(TRI_T) + 255) / 256 * 256;
}

size_t TRI_SFX(trident_sytrd_2stage_bytes)(const trident_backend_ops *be, int64_t n, int64_t nb)
{
    const TRI_SFX(trident_ops) *op = &TRI_MEMBER(*be);
    if (!op->hb2st) return 0;
    return TRI_SFX(sytrd_2stage_chase_offset)(n, nb) + op->hb2st_work_bytes(n, nb);
}

void TRI_SFX(trident_sytrd_2stage)(trident_context *ctx, const trident_backend_ops *be, char uplo,
                                   int64_t n, TRI_T *a, int64_t lda, TRI_R *d, TRI_R *e, int64_t nb,
                                   void *work)
{
    const TRI_SFX(trident_ops) *op = &TRI_MEMBER(*be);
    const int64_t ld = TRI_SFX(sytrd_2stage_ld)(n);
    TRI_T *p = work, *v = p + ld * nb, *x = v + ld * nb, *w = x + ld * nb;
    TRI_T *gram = w + ld * nb, *t = gram + nb * nb, *z = t + nb * nb, *mm = z + nb * nb;
    TRI_T *tau = mm + nb * nb;
    void *chase = (char *)work + TRI_SFX(sytrd_2stage_chase_offset)(n, nb);
    const TRI_T one = 1, zero = 0, minus_one = -1, minus_half = -0.5;

    /* panel j: columns j..j+nb-1, m rows below the band (at least 2, or
     * there is nothing to annihilate) */
    for (int64_t j = 0; n - j - nb >= 2; j += nb) {
        const int64_t m = n - j - nb, k = m < nb ? m : nb;
        TRI_T *panel = uplo == 'L' ? a + (j + nb) + j * lda : a + j + (j + nb) * lda;
        TRI_T *a22 = a + (j + nb) + (j + nb) * lda;
        op->band_panel(ctx, uplo, m, nb, panel, lda, p, ld, tau, v, ld, gram, t);
        op->hemm(ctx, uplo, m, k, one, a22, lda, v, ld, zero, x, ld);         /* A22 V */
        op->gemm(ctx, 'N', 'N', m, k, k, one, x, ld, t, nb, zero, w, ld);      /* X = A22 V T */
        op->gemm(ctx, 'C', 'N', k, k, m, one, v, ld, w, ld, zero, z, nb);      /* V^H X */
        op->gemm(ctx, 'C', 'N', k, k, k, one, t, nb, z, nb, zero, mm, nb);     /* T^H V^H X */
        op->gemm(ctx, 'N', 'N', m, k, k, minus_half, v, ld, mm, nb, one, w, ld); /* W */
        op->her2k(ctx, uplo, m, k, minus_one, v, ld, w, ld, 1, a22, lda);
    }
    op->hb2st(ctx, uplo, n, nb, a, lda, d, e, chase);
}
