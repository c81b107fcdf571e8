/*
 * sytrd_2stage_generic.h -- the two-stage reduction of a Hermitian matrix to
 * real symmetric tridiagonal form, written once for every precision over the
 * backend primitives, and the back-transformation of its eigenvectors.
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
 * Without Q (want_q 0) the triangle uplo of a is destroyed (as xSYEVD with
 * jobz 'N' does) and the other triangle is never touched.  With Q, A =
 * Q1 Q2 D T D^H Q2^H Q1^H is kept in three pieces:
 *   Q1, stage 1's reflectors, as the QR factorization of A(nb:n, 0:n-nb) in
 *     the lower triangle of a below the band (for uplo 'U' too: its panels
 *     are factored in their mirror position, so a's other triangle is
 *     overwritten: the eigenvector drivers overwrite all of a anyway), with
 *     their tau in the workspace;
 *   Q2, the chase's reflectors, and D, the unitary diagonal that makes the
 *     tridiagonal real (complex types), in the workspace;
 * and trident_sytrd_2stage_apply_q turns eigenvectors of T into those of A;
 * for all n of them, trident_sytrd_2stage_form_q forms Q1 Q2 D instead (its
 * Q2 D skips the columns the chase's later sweeps have not reached, about
 * 2/3 of the work of applying Q2 to n columns), and the caller multiplies.
 */

/* work layout: P, V, X, W (ld x nb each), gram, T, Z, M (nb x nb), tau (n),
 * then at 256-byte boundaries the chase's workspace and, with Q, the
 * chase's reflectors (V2) and the phases (n) */
static int64_t TRI_SFX(sytrd_2stage_ld)(int64_t n) { return (n + 31) / 32 * 32; }
static size_t TRI_SFX(sytrd_2stage_align)(size_t bytes) { return (bytes + 255) / 256 * 256; }
static size_t TRI_SFX(sytrd_2stage_chase_offset)(int64_t n, int64_t nb)
{
    const size_t elems = 4 * (size_t)TRI_SFX(sytrd_2stage_ld)(n) * (size_t)nb + 4 * (size_t)nb * (size_t)nb +
                         (size_t)n;
    return TRI_SFX(sytrd_2stage_align)(elems * sizeof(TRI_T));
}
static size_t TRI_SFX(sytrd_2stage_v2_offset)(const TRI_SFX(trident_ops) * op, int64_t n, int64_t nb)
{
    return TRI_SFX(sytrd_2stage_chase_offset)(n, nb) + TRI_SFX(sytrd_2stage_align)(op->hb2st_work_bytes(n, nb));
}
static size_t TRI_SFX(sytrd_2stage_phase_offset)(const TRI_SFX(trident_ops) * op, int64_t n, int64_t nb)
{
    return TRI_SFX(sytrd_2stage_v2_offset)(op, n, nb) +
           TRI_SFX(sytrd_2stage_align)((size_t)op->hb2st_v2_elems(n, nb) * sizeof(TRI_T));
}

int TRI_SFX(trident_sytrd_2stage_keeps_q)(const trident_backend_ops *be, int64_t nb)
{
    const TRI_SFX(trident_ops) *op = &TRI_MEMBER(*be);
    return op->hb2st && op->hb2st_apply_q && op->apply_qr && op->hb2st_apply_q_supports(nb);
}

/* The band half-width: the context's (TRIDENT_TWO_STAGE_NB) or
 * crossover.h's; keeping Q, one the back-transformation of the chase
 * supports (else crossover.h's). */
int64_t TRI_SFX(trident_sytrd_2stage_nb)(const trident_context *ctx, const trident_backend_ops *be, int want_q)
{
    int64_t nb = ctx->two_stage_nb >= 1 ? ctx->two_stage_nb : TRIDENT_EIG_TWO_STAGE_NB;
    nb = nb < 2 ? 2 : nb > 64 ? 64 : nb;
    if (want_q && !TRI_SFX(trident_sytrd_2stage_keeps_q)(be, nb)) nb = TRIDENT_EIG_TWO_STAGE_NB;
    return nb;
}

/* Stage 1 delays the trailing update of `panels` panels in a row and makes
 * it as one rank-2 panels nb update (see trident_sytrd_2stage) */
static int64_t TRI_SFX(sytrd_2stage_panels)(const trident_context *ctx, int64_t n)
{
    const int64_t p = ctx->stage1_panels >= 1                 ? ctx->stage1_panels
                      : n >= TRIDENT_STAGE1_PANELS_LARGE_N ? TRI_PASTE2(TRIDENT_STAGE1_PANELS_LARGE_, TRI_CH)
                                                            : TRI_PASTE2(TRIDENT_STAGE1_PANELS_, TRI_CH);
    return p > TRIDENT_STAGE1_PANELS_MAX ? TRIDENT_STAGE1_PANELS_MAX : p;
}
/* where the pending updates sit: after everything above */
static size_t TRI_SFX(sytrd_2stage_pending_offset)(const TRI_SFX(trident_ops) * op, int64_t n, int64_t nb,
                                                    int want_q)
{
    return TRI_SFX(sytrd_2stage_align)(want_q ? TRI_SFX(sytrd_2stage_phase_offset)(op, n, nb) +
                                                    (size_t)n * sizeof(TRI_T)
                                              : TRI_SFX(sytrd_2stage_chase_offset)(n, nb) +
                                                    op->hb2st_work_bytes(n, nb));
}
/* the pending V and W (ld x panels nb each) and two products of them with
 * one panel's V (panels nb x nb each); for one panel at a time, the second
 * V (ld x nb) that the next panel, factored ahead, fills */
static size_t TRI_SFX(sytrd_2stage_pending_bytes)(int64_t panels, int64_t n, int64_t nb)
{
    const size_t kb = (size_t)(panels * nb), ld = (size_t)TRI_SFX(sytrd_2stage_ld)(n);
    return (panels <= 1 ? ld * (size_t)nb : 2 * ld * kb + 2 * kb * (size_t)nb) * sizeof(TRI_T);
}

size_t TRI_SFX(trident_sytrd_2stage_bytes)(const trident_context *ctx, const trident_backend_ops *be, int64_t n,
                                           int64_t nb, int want_q)
{
    const TRI_SFX(trident_ops) *op = &TRI_MEMBER(*be);
    if (!op->hb2st || (want_q && !TRI_SFX(trident_sytrd_2stage_keeps_q)(be, nb))) return 0;
    return TRI_SFX(sytrd_2stage_pending_offset)(op, n, nb, want_q) +
           TRI_SFX(sytrd_2stage_pending_bytes)(TRI_SFX(sytrd_2stage_panels)(ctx, n), n, nb);
}

int TRI_SFX(trident_sytrd_2stage_prepare)(trident_context *ctx, const trident_backend_ops *be, int64_t n,
                                          int64_t nb, int want_q)
{
    const TRI_SFX(trident_ops) *op = &TRI_MEMBER(*be);
    return op->sytrd_2stage_prepare ? op->sytrd_2stage_prepare(ctx, n, nb, TRI_SFX(sytrd_2stage_panels)(ctx, n), want_q)
                                    : TRIDENT_SUCCESS;
}

/* the number of stage-1 reflectors: panels while at least 2 rows lie below the band */
static int64_t TRI_SFX(sytrd_2stage_reflectors)(int64_t n, int64_t nb)
{
    int64_t j = 0, count = 0;
    for (; n - j - nb >= 2; j += nb) count = j + (n - j - nb < nb ? n - j - nb : nb);
    return count;
}

/*
 * One panel's trailing update, A22 -= V W^H + W V^H (V, W: m x nb, m > nb),
 * with the next panel factored ahead: that panel's columns of A22 (its first
 * nb, for uplo 'U' its first nb rows) are updated first, then the panel is
 * factored on the backend's second lane (into vn, gram, t, tau; f, ldf as
 * band_panel takes them) while the rest of A22 is updated on the main one.
 * The panel QR runs on a few SMs at a latency-bound pace, the update on the
 * whole GPU: side by side, most of the QR's time is hidden.  The two lanes
 * touch disjoint parts of A22; their order within each lane is fixed.
 */
static void TRI_SFX(sytrd_2stage_update_ahead)(trident_context *ctx, const trident_backend_ops *be, char uplo,
                                               int64_t m, int64_t nb, const TRI_T *v, const TRI_T *w, int64_t ld,
                                               TRI_T *a22, int64_t lda, TRI_T *f, int64_t ldf, TRI_T *tau,
                                               TRI_T *vn, TRI_T *gram, TRI_T *t)
{
    const TRI_SFX(trident_ops) *op = &TRI_MEMBER(*be);
    const TRI_T one = 1, minus_one = -1;
    TRI_T *next = uplo == 'L' ? a22 + nb : a22 + nb * lda; /* the next panel, below (right of) its diagonal block */
    op->her2k(ctx, uplo, nb, nb, minus_one, v, ld, w, ld, 1, a22, lda);
    if (uplo == 'L') {
        op->gemm(ctx, 'N', 'C', m - nb, nb, nb, minus_one, v + nb, ld, w, ld, one, next, lda);
        op->gemm(ctx, 'N', 'C', m - nb, nb, nb, minus_one, w + nb, ld, v, ld, one, next, lda);
    } else {
        op->gemm(ctx, 'N', 'C', nb, m - nb, nb, minus_one, v, ld, w + nb, ld, one, next, lda);
        op->gemm(ctx, 'N', 'C', nb, m - nb, nb, minus_one, w, ld, v + nb, ld, one, next, lda);
    }
    const int lane = be->lane_begin && be->lane_begin(ctx);
    op->band_panel(ctx, uplo, m - nb, nb, next, lda, f, ldf, tau, vn, ld, gram, t);
    if (lane) be->lane_end(ctx);
    op->her2k(ctx, uplo, m - nb, nb, minus_one, v + nb, ld, w + nb, ld, 1, a22 + nb + nb * lda, lda);
    if (lane) be->lane_join(ctx);
}

/*
 * Stage 1 with the trailing update delayed (as xLATRD delays xSYTRD's, one
 * level up): the panels j = g, g + nb, ... of a group of `panels` leave
 * A22 as it was at the group's start and keep their V and W in VP and WP;
 * the group ends with one rank-2 (panels nb) update of what lies below and
 * right of its last panel.  Meanwhile panel j needs
 *   its own columns up to date: A(j:n, j:j+nb) -= VP WP^H + WP VP^H over
 *     those rows (one small xHER2K on the diagonal block, two GEMMs below
 *     it; for 'U' the mirror row block);
 *   the product with the updated A22: X = A22 V - VP (WP^H V) - WP (VP^H V).
 * A rank-2k update with k = 32 runs far below the matrix units' rate
 * (memory-bound, and cuBLAS's xSYR2K at that k is slower still); the
 * delayed one reads and writes the trailing matrix once per group, at a k
 * where it is matrix-unit work.  Row r of VP and WP is row g + nb + r of A;
 * panel p of the group fills their columns p nb .. p nb + nb - 1 from row
 * p nb down (rows above are never read).  With one panel per group this is
 * the plain xSYTRD_SY2SB.
 */
void TRI_SFX(trident_sytrd_2stage)(trident_context *ctx, const trident_backend_ops *be, char uplo,
                                   int64_t n, TRI_T *a, int64_t lda, TRI_R *d, TRI_R *e, int64_t nb,
                                   int want_q, void *work)
{
    const TRI_SFX(trident_ops) *op = &TRI_MEMBER(*be);
    const int64_t ld = TRI_SFX(sytrd_2stage_ld)(n), panels = TRI_SFX(sytrd_2stage_panels)(ctx, n);
    const int64_t kb = panels * nb;
    TRI_T *p = work, *v = p + ld * nb, *x = v + ld * nb, *w = x + ld * nb;
    TRI_T *gram = w + ld * nb, *t = gram + nb * nb, *z = t + nb * nb, *mm = z + nb * nb;
    TRI_T *tau = mm + nb * nb;
    void *chase = (char *)work + TRI_SFX(sytrd_2stage_chase_offset)(n, nb);
    TRI_T *vp = v, *wp = w, *sv = NULL, *sw = NULL; /* one panel at a time: V and W are VP and WP */
    TRI_T *const pending = (TRI_T *)((char *)work + TRI_SFX(sytrd_2stage_pending_offset)(op, n, nb, want_q));
    TRI_T *v_ahead = NULL; /* one panel at a time: the V the next panel fills, factored ahead */
    if (panels > 1) vp = pending, wp = vp + ld * kb, sv = wp + ld * kb, sw = sv + kb * nb;
    else v_ahead = pending;
    int factored = 0; /* the panel was factored during the previous one's update */
    const TRI_T one = 1, zero = 0, minus_one = -1, minus_half = -0.5;
    trident_phase_clock clock; /* TRIDENT_VERBOSE=3: the two stages */
    trident_phase_start_at(ctx, &clock, 3);

    /* panel j: columns j..j+nb-1, m rows below the band (at least 2, or
     * there is nothing to annihilate); panel i of the group from g */
    for (int64_t j = 0, g = 0; n - j - nb >= 2; j += nb) {
        const int64_t m = n - j - nb, k = m < nb ? m : nb;
        if ((j - g) / nb == panels) g = j;
        const int64_t i = (j - g) / nb, held = i * nb; /* columns of VP, WP before this panel's */
        const int64_t r = j - g;                        /* row of VP, WP that is A's row j + nb */
        const int last = n - (j + nb) - nb < 2 || i + 1 == panels;
        TRI_T *panel = uplo == 'L' ? a + (j + nb) + j * lda : a + j + (j + nb) * lda;
        TRI_T *a22 = a + (j + nb) + (j + nb) * lda;
        TRI_T *vj = vp + r + held * ld, *wj = wp + r + held * ld;
        if (held > 0) { /* the panel's columns, rows j.. (rows r - nb.. of VP, WP) */
            const TRI_T *vd = vp + r - nb, *wd = wp + r - nb;
            op->her2k(ctx, uplo, nb, held, minus_one, vd, ld, wd, ld, 1, a + j + j * lda, lda);
            if (uplo == 'L') {
                op->gemm(ctx, 'N', 'C', m, nb, held, minus_one, vp + r, ld, wd, ld, one, panel, lda);
                op->gemm(ctx, 'N', 'C', m, nb, held, minus_one, wp + r, ld, vd, ld, one, panel, lda);
            } else {
                op->gemm(ctx, 'N', 'C', nb, m, held, minus_one, vd, ld, wp + r, ld, one, panel, lda);
                op->gemm(ctx, 'N', 'C', nb, m, held, minus_one, wd, ld, vp + r, ld, one, panel, lda);
            }
        }
        /* with Q, uplo 'U' factors in the mirror, where 'L' keeps its reflectors */
        TRI_T *f = want_q ? a + (j + nb) + j * lda : p;
        if (!factored)
            op->band_panel(ctx, uplo, m, nb, panel, lda, f, want_q ? lda : ld, want_q ? tau + j : tau, vj, ld, gram,
                           t);
        op->hemm(ctx, uplo, m, k, one, a22, lda, vj, ld, zero, x, ld); /* A22 V, A22 as at the group's start */
        if (held > 0) {                                                  /* ... brought up to date */
            op->gemm(ctx, 'C', 'N', held, k, m, one, wp + r, ld, vj, ld, zero, sv, kb);
            op->gemm(ctx, 'C', 'N', held, k, m, one, vp + r, ld, vj, ld, zero, sw, kb);
            op->gemm(ctx, 'N', 'N', m, k, held, minus_one, vp + r, ld, sv, kb, one, x, ld);
            op->gemm(ctx, 'N', 'N', m, k, held, minus_one, wp + r, ld, sw, kb, one, x, ld);
        }
        op->gemm(ctx, 'N', 'N', m, k, k, one, x, ld, t, nb, zero, wj, ld);      /* X = A22 V T */
        op->gemm(ctx, 'C', 'N', k, k, m, one, vj, ld, wj, ld, zero, z, nb);     /* V^H X */
        op->gemm(ctx, 'C', 'N', k, k, k, one, t, nb, z, nb, zero, mm, nb);      /* T^H V^H X */
        op->gemm(ctx, 'N', 'N', m, k, k, minus_half, vj, ld, mm, nb, one, wj, ld); /* W */
        /* the group's update of the trailing matrix; one panel at a time,
         * with the next panel (if any) factored ahead */
        const int64_t jn = j + nb;
        factored = last && v_ahead && n - jn - nb >= 2;
        if (factored) {
            TRI_SFX(sytrd_2stage_update_ahead)(ctx, be, uplo, m, nb, vp, wp, ld, a22, lda,
                                               want_q ? a + (jn + nb) + jn * lda : p, want_q ? lda : ld,
                                               want_q ? tau + jn : tau, v_ahead, gram, t);
            TRI_T *const swap = vp;
            vp = v_ahead, v_ahead = swap;
        } else if (last) {
            op->her2k(ctx, uplo, m, held + k, minus_one, vp + r, ld, wp + r, ld, 1, a22, lda);
        }
    }
    TRI_T *v2 = want_q ? (TRI_T *)((char *)work + TRI_SFX(sytrd_2stage_v2_offset)(op, n, nb)) : NULL;
    TRI_T *phase = want_q && TRI_COMPLEX ? (TRI_T *)((char *)work + TRI_SFX(sytrd_2stage_phase_offset)(op, n, nb))
                                         : NULL;
    trident_phase_mark(ctx, be, &clock, "two-stage reduction", "stage 1, dense to band");
    op->hb2st(ctx, uplo, n, nb, a, lda, d, e, chase, v2, phase);
    trident_phase_mark(ctx, be, &clock, "two-stage reduction", "stage 2, band chase");
}

/* where the chase's reflectors and phases sit in work */
static const TRI_T *TRI_SFX(sytrd_2stage_v2)(const TRI_SFX(trident_ops) * op, int64_t n, int64_t nb,
                                             const void *work)
{
    return (const TRI_T *)((const char *)work + TRI_SFX(sytrd_2stage_v2_offset)(op, n, nb));
}
static const TRI_T *TRI_SFX(sytrd_2stage_phase)(const TRI_SFX(trident_ops) * op, int64_t n, int64_t nb,
                                                const void *work)
{
    return TRI_COMPLEX ? (const TRI_T *)((const char *)work + TRI_SFX(sytrd_2stage_phase_offset)(op, n, nb))
                       : NULL;
}

/* stage 1's tau in work (its reflectors below row nb of a) */
static const TRI_T *TRI_SFX(sytrd_2stage_q1_tau)(int64_t n, int64_t nb, const void *work)
{
    const int64_t ld = TRI_SFX(sytrd_2stage_ld)(n);
    return (const TRI_T *)work + 4 * ld * nb + 4 * nb * nb;
}

/* z := Q1 z (the m columns of z, n rows); factors: NULL or
 * trident_sytrd_2stage_q1_factor's */
static void TRI_SFX(sytrd_2stage_apply_q1)(trident_context *ctx, const TRI_SFX(trident_ops) * op, int64_t n,
                                           const TRI_T *a, int64_t lda, int64_t nb, const void *work,
                                           const TRI_T *factors, int64_t m, TRI_T *z, int64_t ldz, TRI_T *q_work)
{
    const int64_t k = TRI_SFX(sytrd_2stage_reflectors)(n, nb);
    if (k > 0)
        op->apply_qr(ctx, n - nb, k, m, a + nb, lda, TRI_SFX(sytrd_2stage_q1_tau)(n, nb, work), factors, z + nb, ldz,
                     q_work);
}

int64_t TRI_SFX(trident_sytrd_2stage_q1_factors_size)(const trident_backend_ops *be, int64_t n, int64_t nb)
{
    const TRI_SFX(trident_ops) *op = &TRI_MEMBER(*be);
    return op->apply_qr_factor ? op->apply_qr_factors_size(TRI_SFX(sytrd_2stage_reflectors)(n, nb)) : 0;
}

void TRI_SFX(trident_sytrd_2stage_q1_factor)(trident_context *ctx, const trident_backend_ops *be, int64_t n,
                                             const TRI_T *a, int64_t lda, int64_t nb, const void *work,
                                             TRI_T *factors, TRI_T *q_work)
{
    const TRI_SFX(trident_ops) *op = &TRI_MEMBER(*be);
    const int64_t k = TRI_SFX(sytrd_2stage_reflectors)(n, nb);
    if (k > 0)
        op->apply_qr_factor(ctx, n - nb, k, a + nb, lda, TRI_SFX(sytrd_2stage_q1_tau)(n, nb, work), factors,
                            q_work);
}

/* z := Q1 Q2 D z, z n-by-m: eigenvectors of the tridiagonal to those of A */
void TRI_SFX(trident_sytrd_2stage_apply_q)(trident_context *ctx, const trident_backend_ops *be, int64_t n,
                                           const TRI_T *a, int64_t lda, int64_t nb, const void *work,
                                           const TRI_T *q1_factors, int64_t m, TRI_T *z, int64_t ldz,
                                           TRI_T *q_work)
{
    const TRI_SFX(trident_ops) *op = &TRI_MEMBER(*be);
    trident_phase_clock clock; /* TRIDENT_VERBOSE=3: the two factors */
    trident_phase_start_at(ctx, &clock, 3);
    op->hb2st_apply_q(ctx, n, nb, TRI_SFX(sytrd_2stage_v2)(op, n, nb, work),
                      TRI_SFX(sytrd_2stage_phase)(op, n, nb, work), m, z, ldz);
    trident_phase_mark(ctx, be, &clock, "two-stage back-transformation", "Q2 (chase)");
    TRI_SFX(sytrd_2stage_apply_q1)(ctx, op, n, a, lda, nb, work, q1_factors, m, z, ldz, q_work);
    trident_phase_mark(ctx, be, &clock, "two-stage back-transformation", "Q1 (stage 1)");
}

int TRI_SFX(trident_sytrd_2stage_forms_q)(const trident_backend_ops *be)
{
    return TRI_MEMBER(*be).hb2st_form_q != NULL;
}

/* q := Q1 Q2 D, all n columns: Q2 D formed from D (the columns the chase's
 * later sweeps have not reached yet are skipped), then Q1 applied to it */
void TRI_SFX(trident_sytrd_2stage_form_q)(trident_context *ctx, const trident_backend_ops *be, int64_t n,
                                          const TRI_T *a, int64_t lda, int64_t nb, const void *work, TRI_T *q,
                                          int64_t ldq, TRI_T *q_work)
{
    const TRI_SFX(trident_ops) *op = &TRI_MEMBER(*be);
    trident_phase_clock clock; /* TRIDENT_VERBOSE=3: the two factors */
    trident_phase_start_at(ctx, &clock, 3);
    op->hb2st_form_q(ctx, n, nb, TRI_SFX(sytrd_2stage_v2)(op, n, nb, work),
                     TRI_SFX(sytrd_2stage_phase)(op, n, nb, work), q, ldq);
    trident_phase_mark(ctx, be, &clock, "two-stage Q formed", "Q2 D (chase)");
    TRI_SFX(sytrd_2stage_apply_q1)(ctx, op, n, a, lda, nb, work, NULL, n, q, ldq, q_work);
    trident_phase_mark(ctx, be, &clock, "two-stage Q formed", "Q1 Q2 D (stage 1)");
}
