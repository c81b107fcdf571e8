/*
 * syevd_device_generic.h -- all eigenvalues (and eigenvectors) of a
 * symmetric or Hermitian matrix held in device memory, written once per
 * precision over the backend primitives:
 *
 *   0. scale the triangle into the safe range      eig_scale (on the device)
 *   1. A = Q T Q^H                                 trident_sytrd_blocked, or
 *                                                  trident_sytrd_2stage (crossover.h)
 *   2. jobz 'N': eigenvalues of T by bisection     tridiag_eigvals
 *      jobz 'V': T = Z_T Lambda Z_T^T              tridiag_eigenpairs (below)
 *   3. jobz 'V': Z = Q Z_T                         apply_q (two stages:
 *                                                  Q formed by trident_sytrd_2stage_form_q
 *                                                  and gemm_real, crossover.h, or
 *                                                  trident_sytrd_2stage_apply_q)
 *   4. undo the scaling on the eigenvalues         eig_unscale
 *
 * Stage 2 with eigenvectors (tridiag_eigenpairs) is Trident's divide and
 * conquer (drivers/tridiag_dc/): Z_T is built on the device, every merge
 * runs there, the host only plans the merges from O(n) data.  For complex
 * types it runs in a real n x n device buffer, widened into z at the end
 * (copy_real); its n x n work matrix is then z itself, unused until then.
 * The environment variable TRIDENT_TRIDIAG_EIGENPAIRS=host selects the
 * previous path instead, kept for comparison: LAPACK's xSTEDC on the host
 * (d and e come down, Z_T goes up); only that path takes xSTEDC's host
 * workspace.
 *
 * Every buffer (device and host) is taken before the first write, so a
 * failure to allocate leaves the caller's data as it was.
 */

/* the real precision's divide and conquer (s for c, d for z) */
#define TRI_DC_R(name) TRI_PASTE3(name, _, TRI_RCH)

/* Device buffers of one solve. */
typedef struct TRI_SFX(eig_device_buffers) {
    TRI_R *d, *e;         /* diagonal and off-diagonal of T (n each) */
    TRI_R *s;             /* eig_scale's anrm and sigma (2) */
    TRI_T *tau;           /* n (one-stage only, as panel) */
    TRI_T *panel;         /* one-stage: W (ldw x nb), then 2 nb + 1 scratch */
    int64_t ldw, nb;
    TRI_T *z;             /* jobz 'V': the eigenvectors, n x n, ldz */
    int64_t ldz;
    TRI_T *q_work;        /* jobz 'V': apply_q's workspace */
    TRI_R *z_stage;       /* jobz 'V', host stage 2, complex: real columns of Z_T on their way up */
    int64_t stage_cols;
    int dc;               /* jobz 'V': 1 = stage 2 by the divide and conquer, 0 = host xSTEDC */
    TRI_DC_R(trident_dc_workspace) dcw; /* its workspace (device and host) */
    TRI_R *zr;            /* dc, complex (or forming Q): Z_T in the real type, n x n, ldz */
    TRI_T *qf;            /* two stages, dc: Q = Q1 Q2 D formed, n x n, ldz (NULL: Q applied to Z_T) */
    void *band;           /* two-stage path: its workspace (NULL: one-stage) */
    int64_t band_nb;      /* its band half-width */
} TRI_SFX(eig_device_buffers);

/* From order `from` on (ctx's TRIDENT_TWO_STAGE_MIN_N overrides it), the
 * solve goes through the two-stage reduction, where the backend has it;
 * want_q: only where the chase's back-transformation supports the width. */
static int TRI_SFX(eig_two_stage_from)(const trident_context *ctx, const trident_backend_ops *be,
                                       int64_t from, int want_q, int64_t n)
{
    if (ctx->two_stage_min >= 0) from = ctx->two_stage_min;
    if (n < from || n <= 2 || TRI_MEMBER(*be).hb2st == NULL) return 0;
    return !want_q || TRI_SFX(trident_sytrd_2stage_keeps_q)(be, TRI_SFX(trident_sytrd_2stage_nb)(ctx, be, 1));
}
/* xSYEVD's choice (crossover.h: one threshold for values, one for vectors
 * per precision) */
static int TRI_SFX(eig_two_stage)(const trident_context *ctx, const trident_backend_ops *be, char jobz,
                                  int64_t n)
{
    const int64_t values_from = TRI_PASTE2(TRIDENT_EIG_TWO_STAGE_MIN_, TRI_CH);
    const int64_t vectors_from = TRI_PASTE2(TRIDENT_EIG_TWO_STAGE_VECTORS_MIN_, TRI_CH);
    return TRI_SFX(eig_two_stage_from)(ctx, be, jobz == 'N' ? values_from : vectors_from, jobz == 'V', n);
}

/* Host arrays of stage 2 with eigenvectors (xSTEDC, compz 'I'). */
typedef struct TRI_SFX(stedc_host_workspace) {
    TRI_R *d, *e;         /* n, n */
    TRI_R *zr;            /* n x n, ld n */
    TRI_R *work;          /* lwork >= 1 + 4n + n^2 */
    int64_t lwork;
    blas_int *iwork;      /* liwork >= 3 + 5n */
    int64_t liwork;
} TRI_SFX(stedc_host_workspace);

static int64_t TRI_SFX(ld_aligned)(int64_t n) { return (n + 31) / 32 * 32; } /* 128/256-byte columns */

static void TRI_SFX(eig_buffers_give)(trident_context *ctx, const trident_backend_ops *be,
                                      TRI_SFX(eig_device_buffers) *b)
{
    be->free(ctx, b->d), be->free(ctx, b->e), be->free(ctx, b->s), be->free(ctx, b->tau);
    be->free(ctx, b->panel), be->free(ctx, b->z), be->free(ctx, b->q_work);
    be->free(ctx, b->z_stage), be->free(ctx, b->zr), be->free(ctx, b->band), be->free(ctx, b->qf);
    TRI_DC_R(trident_tridiag_dc_give)(ctx, be, &b->dcw); /* nothing held: a no-op */
    memset(b, 0, sizeof *b);
}

/* The reduction's buffers (d, e, s; the two-stage workspace, keeping Q
 * for want_q, or xSYTRD's tau and panel, and the context workspace the
 * one-stage reduction grows as it goes) into a zeroed b, after the
 * backend's handles and scratch (backend.h's prepare).  Returns 0 or
 * TRIDENT_INFO_* (the caller gives b back either way). */
static int TRI_SFX(eig_take_reduction)(trident_context *ctx, const trident_backend_ops *be, int two_stage,
                                       int want_q, char uplo, int64_t n, TRI_SFX(eig_device_buffers) *b)
{
    const int prepared = be->prepare ? be->prepare(ctx) : 0;
    if (prepared) return prepared;
    b->nb = trident_sytrd_block_size(be, n);
    b->ldw = TRI_SFX(ld_aligned)(n);
    b->d = be->alloc(ctx, (size_t)n * sizeof(TRI_R));
    b->e = be->alloc(ctx, (size_t)n * sizeof(TRI_R));
    b->s = be->alloc(ctx, 2 * sizeof(TRI_R));
    int ok = b->d && b->e && b->s;
    if (two_stage) { /* its workspace instead of xSYTRD's */
        b->band_nb = TRI_SFX(trident_sytrd_2stage_nb)(ctx, be, want_q);
        b->band = be->alloc(ctx, TRI_SFX(trident_sytrd_2stage_bytes)(ctx, be, n, b->band_nb, want_q));
        ok = ok && b->band;
        if (ok) {
            const int held = TRI_SFX(trident_sytrd_2stage_prepare)(ctx, be, n, b->band_nb, want_q);
            if (held) return held;
        }
    } else {
        b->tau = be->alloc(ctx, (size_t)n * sizeof(TRI_T));
        b->panel = be->alloc(ctx, ((size_t)b->ldw * (size_t)b->nb + 2 * (size_t)b->nb + 1) * sizeof(TRI_T));
        ok = ok && b->tau && b->panel;
        const TRI_SFX(trident_ops) *op = &TRI_MEMBER(*be);
        if (ok && op->sytrd_prepare) {
            const int held = op->sytrd_prepare(ctx, uplo, n, b->nb);
            if (held) return held;
        }
    }
    return ok ? 0 : TRIDENT_INFO_OUT_OF_MEMORY;
}

/* Stage 1 on da with b's buffers (one stage, or two keeping Q for want_q). */
static void TRI_SFX(eig_reduce)(trident_context *ctx, const trident_backend_ops *be, char uplo, int64_t n,
                                TRI_T *da, int64_t ldda, int want_q, TRI_SFX(eig_device_buffers) *b,
                                trident_phase_clock *clock, const char *routine)
{
    if (b->band) {
        TRI_SFX(trident_sytrd_2stage)(ctx, be, uplo, n, da, ldda, b->d, b->e, b->band_nb, want_q, b->band);
        trident_phase_mark(ctx, be, clock, routine, "two-stage tridiagonalization");
    } else {
        TRI_SFX(trident_sytrd_blocked)(ctx, be, uplo, n, da, ldda, b->d, b->e, b->tau, b->panel, b->ldw,
                                       b->nb, b->panel + b->ldw * b->nb);
        trident_phase_mark(ctx, be, clock, routine, "tridiagonalization");
    }
}

/* Z := Q Z for the m columns of z (ldz), Q from eig_reduce's reflectors in
 * da and b; b->q_work: apply_q_lwork(n, m) elements; q1_factors: NULL, or
 * trident_sytrd_2stage_q1_factor's on the two-stage path. */
static void TRI_SFX(eig_back_transform)(trident_context *ctx, const trident_backend_ops *be, char uplo,
                                        int64_t n, const TRI_T *da, int64_t ldda,
                                        const TRI_SFX(eig_device_buffers) *b, const TRI_T *q1_factors,
                                        int64_t m, TRI_T *z, int64_t ldz)
{
    if (b->band)
        TRI_SFX(trident_sytrd_2stage_apply_q)(ctx, be, n, da, ldda, b->band_nb, b->band, q1_factors, m, z, ldz,
                                              b->q_work);
    else
        TRI_MEMBER(*be).apply_q(ctx, uplo, n, m, da, ldda, b->tau, z, ldz, b->q_work);
}

/* Whether a two-stage solve with all eigenvectors forms Q = Q1 Q2 D and
 * multiplies Z_T by it (one real GEMM) instead of applying the reflectors to
 * Z_T: the chase's reflectors cost about 2/3 as much on the identity as on
 * Z_T (crossover.h).  TRIDENT_FORM_Q=0 or 1 in the environment overrides
 * crossover.h's choice. */
static int TRI_SFX(eig_form_q)(const trident_backend_ops *be)
{
    return trident_env_flag("TRIDENT_FORM_Q", TRI_PASTE2(TRIDENT_EIG_FORM_Q_, TRI_CH)) &&
           TRI_SFX(trident_sytrd_2stage_forms_q)(be) && TRI_MEMBER(*be).gemm_real;
}

/* b->z := Q Z_T, all n eigenvectors: one GEMM of Q, formed in b->qf (by
 * eig_form_q_ahead), with the real Z_T in b->zr where eig_buffers_take set
 * that up, else eig_back_transform on b->z. */
static void TRI_SFX(eig_back_transform_all)(trident_context *ctx, const trident_backend_ops *be, char uplo,
                                            int64_t n, const TRI_T *da, int64_t ldda,
                                            const TRI_SFX(eig_device_buffers) *b)
{
    if (!b->qf) TRI_SFX(eig_back_transform)(ctx, be, uplo, n, da, ldda, b, NULL, n, b->z, b->ldz);
    else TRI_MEMBER(*be).gemm_real(ctx, n, n, n, b->qf, b->ldz, b->zr, b->ldz, b->z, b->ldz);
}

/* Where Q is formed (b->qf), it does not depend on the tridiagonal's
 * eigenvectors: queue its formation on the backend's second lane, to run
 * beside the divide and conquer (whose merges leave much of the GPU idle
 * between small steps and host round trips).  Returns whether a lane was
 * taken: the caller then joins it (be->lane_join) before using b->qf. */
static int TRI_SFX(eig_form_q_ahead)(trident_context *ctx, const trident_backend_ops *be, int64_t n,
                                     const TRI_T *da, int64_t ldda, const TRI_SFX(eig_device_buffers) *b)
{
    if (!b->qf) return 0;
    const int lane = be->lane_begin && be->lane_begin(ctx);
    TRI_SFX(trident_sytrd_2stage_form_q)(ctx, be, n, da, ldda, b->band_nb, b->band, b->qf, b->ldz, b->q_work);
    if (lane) be->lane_end(ctx);
    return lane;
}

/* Returns 0 or TRIDENT_INFO_* (nothing held then). */
static int TRI_SFX(eig_buffers_take)(trident_context *ctx, const trident_backend_ops *be,
                                     char jobz, char uplo, int64_t n, TRI_SFX(eig_device_buffers) *b)
{
    const TRI_SFX(trident_ops) *op = &TRI_MEMBER(*be);
    memset(b, 0, sizeof *b);
    const int reduction =
        TRI_SFX(eig_take_reduction)(ctx, be, TRI_SFX(eig_two_stage)(ctx, be, jobz, n), jobz == 'V', uplo, n, b);
    if (reduction) {
        TRI_SFX(eig_buffers_give)(ctx, be, b);
        return reduction;
    }
    int ok = 1;
    if (jobz == 'V') {
        b->ldz = TRI_SFX(ld_aligned)(n);
        b->z = be->alloc(ctx, (size_t)b->ldz * (size_t)n * sizeof(TRI_T));
        b->q_work = be->alloc(ctx, (size_t)op->apply_q_lwork(n, n) * sizeof(TRI_T));
        ok = b->z && b->q_work;
        /* the host's xSTEDC only where an LP64 LAPACK can take it: from
         * n = 46341 on its lwork (1 + 4n + n^2) and its own indexing of the
         * n x n Z_T pass 2^31, so the device's divide and conquer runs there
         * whatever TRIDENT_TRIDIAG_EIGENPAIRS asks */
        b->dc = !trident_tridiag_eigenpairs_on_host() ||
                (sizeof(blas_int) < sizeof(int64_t) && 1 + 4 * n + n * n > (int64_t)INT32_MAX);
        if (ok && b->dc && b->band && TRI_SFX(eig_form_q)(be)) {
            /* Q formed and Z_T apart from z: where that memory is not to be
             * had, Q is applied to Z_T as before */
            b->qf = be->alloc(ctx, (size_t)b->ldz * (size_t)n * sizeof(TRI_T));
            b->zr = b->qf ? be->alloc(ctx, (size_t)b->ldz * (size_t)n * sizeof(TRI_R)) : NULL;
            if (!b->zr) be->free(ctx, b->qf), b->qf = NULL;
        }
        if (ok && b->dc) {
#if TRI_COMPLEX /* the real Z_T, and z (2 ldz n >= 2 n^2 reals) lent as the n x n work */
            if (!b->zr) b->zr = be->alloc(ctx, (size_t)b->ldz * (size_t)n * sizeof(TRI_R));
            ok = b->zr && TRI_DC_R(trident_tridiag_dc_take)(ctx, be, n, 0, (TRI_R *)b->z, &b->dcw) == 0;
#else /* (z, n^2 reals, is less than the n^2 + n panel the solve needs) */
            ok = TRI_DC_R(trident_tridiag_dc_take)(ctx, be, n, 0, NULL, &b->dcw) == 0;
            if (!ok && b->qf) { /* the optional qf and zr give way to the solve's own n^2 workspace */
                be->free(ctx, b->qf), be->free(ctx, b->zr), b->qf = NULL, b->zr = NULL;
                ok = TRI_DC_R(trident_tridiag_dc_take)(ctx, be, n, 0, NULL, &b->dcw) == 0;
            }
#endif
        }
#if TRI_COMPLEX
        if (ok && !b->dc) {
            b->stage_cols = n < 64 ? n : 64;
            b->z_stage = be->alloc(ctx, (size_t)n * (size_t)b->stage_cols * sizeof(TRI_R));
            ok = b->z_stage != NULL;
        }
#endif
    }
    if (!ok) TRI_SFX(eig_buffers_give)(ctx, be, b);
    return ok ? 0 : TRIDENT_INFO_OUT_OF_MEMORY;
}

/*
 * Stage 2 with eigenvectors: the eigenpairs of the tridiagonal (b->d, b->e)
 * (device); on return dw holds the eigenvalues, ascending, and b->z the
 * eigenvectors of T in the element type, both on the device (queued).
 * b->dc: the divide and conquer, on the device (hw unused).  Otherwise: d
 * and e come down, xSTEDC runs on the host (hw), Z_T goes up (for complex
 * types as real columns, half the bytes, widened on the device).
 * Returns 0, the solver's info > 0, or TRIDENT_INFO_*.
 */
static trident_int TRI_SFX(tridiag_eigenpairs)(trident_context *ctx, const trident_backend_ops *be,
                                               int64_t n, TRI_SFX(eig_device_buffers) *b,
                                               TRI_R *dw, const TRI_SFX(stedc_host_workspace) *hw)
{
    if (b->dc) { /* with Q formed, Z_T stays real in zr (eig_back_transform_all) */
#if TRI_COMPLEX
        const trident_int info =
            TRI_DC_R(trident_tridiag_dc)(ctx, be, n, b->d, b->e, dw, b->zr, b->ldz, &b->dcw);
        if (info == 0 && !b->qf) TRI_MEMBER(*be).copy_real(ctx, n, n, b->zr, b->ldz, b->z, b->ldz);
        return info;
#else
        return TRI_DC_R(trident_tridiag_dc)(ctx, be, n, b->d, b->e, dw, b->qf ? b->zr : b->z, b->ldz, &b->dcw);
#endif
    }
    be->copy_matrix(ctx, TRIDENT_COPY_BACKEND_TO_HOST, n, 1, sizeof(TRI_R), b->d, n, hw->d, n);
    be->copy_matrix(ctx, TRIDENT_COPY_BACKEND_TO_HOST, n - 1, 1, sizeof(TRI_R), b->e, n, hw->e, n);
    const int status = be->synchronize(ctx);
    if (status) return status;

    blas_int bn = (blas_int)n, lw = (blas_int)hw->lwork, liw = (blas_int)hw->liwork, info = 0;
    TRI_LAPACK_R(stedc)("I", &bn, hw->d, hw->e, hw->zr, &bn, hw->work, &lw, hw->iwork, &liw, &info, 1);
    if (info > 0) return info;
    if (info < 0) return TRIDENT_INFO_DEVICE_ERROR; /* cannot happen: the sizes are ours */

#if TRI_COMPLEX
    for (int64_t j0 = 0; j0 < n; j0 += b->stage_cols) {
        const int64_t kb = n - j0 < b->stage_cols ? n - j0 : b->stage_cols;
        be->copy_matrix(ctx, TRIDENT_COPY_HOST_TO_BACKEND, n, kb, sizeof(TRI_R), hw->zr + j0 * n, n,
                        b->z_stage, n);
        TRI_MEMBER(*be).copy_real(ctx, n, kb, b->z_stage, n, b->z + j0 * b->ldz, b->ldz);
    }
#else
    be->copy_matrix(ctx, TRIDENT_COPY_HOST_TO_BACKEND, n, n, sizeof(TRI_R), hw->zr, n, b->z, b->ldz);
#endif
    be->copy_matrix(ctx, TRIDENT_COPY_HOST_TO_BACKEND, n, 1, sizeof(TRI_R), hw->d, n, dw, n);
    return 0;
}

/*
 * After eig_scale: A's max-abs and the scale factor (s[0], s[1], device)
 * come to the host (sh, which may be NULL), a wait.
 * For A with NaN or infinite entries (eig_scale left it as it is) the
 * drivers stop there, before anything is written: no eigenvalue of such a
 * matrix means anything, and the tridiagonal solvers' comparisons, which a
 * NaN defeats, would return NaN eigenvalues with info 0 or fail as if
 * they had not converged.  Returns 0, TRIDENT_INFO_NONFINITE_INPUT (not
 * reported here) or the wait's TRIDENT_INFO_*.
 */
static trident_int TRI_SFX(eig_check_finite)(trident_context *ctx, const trident_backend_ops *be, const TRI_R *s,
                                             TRI_R *sh)
{
    TRI_R own[2] = {0, 1};
    if (!sh) sh = own;
    be->copy_matrix(ctx, TRIDENT_COPY_BACKEND_TO_HOST, 2, 1, sizeof(TRI_R), s, 2, sh, 2);
    const int status = be->synchronize(ctx);
    if (status) return status;
    return isfinite(sh[0]) ? 0 : TRIDENT_INFO_NONFINITE_INPUT;
}

/* Stages 0-4 on device data (n >= 2).  On success dw holds the eigenvalues
 * and, for jobz 'V', b->z the eigenvectors; da holds the reflectors.  Waits
 * for the work.  Returns 0, i > 0 or TRIDENT_INFO_*. */
static trident_int TRI_SFX(syevd_device_run)(trident_context *ctx, const trident_backend_ops *be,
                                             char jobz, char uplo, int64_t n, TRI_T *da,
                                             int64_t ldda, TRI_R *dw,
                                             TRI_SFX(eig_device_buffers) *b,
                                             const TRI_SFX(stedc_host_workspace) *hw)
{
    const TRI_SFX(trident_ops) *op = &TRI_MEMBER(*be);
    static const char routine[] = "xSYEVD on the device";
    trident_phase_clock clock;
    trident_phase_start(ctx, &clock);
    /* the host driver's range (trident_eig_scale): LAPACK xSYEVD's rmin, rmax */
    const TRI_R rmin = tri_sqrt(TRI_SAFMIN / (2 * TRI_EPS));
    const TRI_R rmax = tri_sqrt(1 / (TRI_SAFMIN / (2 * TRI_EPS)));
    op->eig_scale(ctx, uplo, n, da, ldda, rmin, rmax, b->s);
    const trident_int finite = TRI_SFX(eig_check_finite)(ctx, be, b->s, NULL);
    if (finite) return finite;

    TRI_SFX(eig_reduce)(ctx, be, uplo, n, da, ldda, jobz == 'V', b, &clock, routine);
    if (jobz == 'N') {
        op->tridiag_eigvals(ctx, n, b->d, b->e, 0, n - 1, dw);
        trident_phase_mark(ctx, be, &clock, routine, "tridiagonal eigenvalues");
    } else {
        const int lane = TRI_SFX(eig_form_q_ahead)(ctx, be, n, da, ldda, b);
        const trident_int info = TRI_SFX(tridiag_eigenpairs)(ctx, be, n, b, dw, hw);
        if (lane) be->lane_join(ctx);
        if (info) { /* wait for what is queued, as on success; a device error outranks info */
            const int sync = be->synchronize(ctx);
            return sync ? sync : info;
        }
        trident_phase_mark(ctx, be, &clock, routine, "tridiagonal eigenpairs");
        TRI_SFX(eig_back_transform_all)(ctx, be, uplo, n, da, ldda, b);
        trident_phase_mark(ctx, be, &clock, routine, "back-transformation");
    }
    op->eig_unscale(ctx, n, dw, b->s);
    return be->synchronize(ctx);
}

trident_int TRI_SFX(trident_syevd_device)(trident_context *ctx, const char *routine, char jobz,
                                          char uplo, int64_t n, TRI_T *dA, int64_t ldda,
                                          TRI_R *dW)
{
    return TRI_SFX(trident_syevd_device_after)(ctx, routine, NULL, NULL, jobz, uplo, n, dA, ldda, dW);
}

trident_int TRI_SFX(trident_syevd_device_after)(trident_context *ctx, const char *routine,
                                                trident_int (*first)(void *arg), void *arg, char jobz,
                                                char uplo, int64_t n, TRI_T *dA, int64_t ldda, TRI_R *dW)
{
    const trident_backend_ops *be;
    int status = device_entry_backend(ctx, routine, n, &be);
    if (status) return status;
    if (n == 0) return first ? first(arg) : 0;

    if (n == 1) { /* as LAPACK: w = real(a11) unscaled; z = 1 */
        if (first && (status = first(arg)) != 0) return status;
        static const TRI_T one = 1;
        TRI_R a11 = 0; /* the real part is the element's first TRI_R */
        be->copy_matrix(ctx, TRIDENT_COPY_BACKEND_TO_HOST, 1, 1, sizeof(TRI_R), dA, 1, &a11, 1);
        status = be->synchronize(ctx);
        if (!status && !isfinite(a11)) return trident_nonfinite_input(routine);
        if (!status) {
            be->copy_matrix(ctx, TRIDENT_COPY_HOST_TO_BACKEND, 1, 1, sizeof(TRI_R), &a11, 1, dW, 1);
            if (jobz == 'V')
                be->copy_matrix(ctx, TRIDENT_COPY_HOST_TO_BACKEND, 1, 1, sizeof(TRI_T), &one, 1, dA, 1);
            status = be->synchronize(ctx);
        }
        if (status) trident_report(routine, status, "%s", trident_info_string(status));
        return status;
    }

    TRI_SFX(eig_device_buffers) b;
    TRI_SFX(stedc_host_workspace) hw;
    memset(&hw, 0, sizeof hw);
    TRI_R *host_real = NULL;
    status = TRI_SFX(eig_buffers_take)(ctx, be, jobz, uplo, n, &b);
    if (!status && jobz == 'V' && !b.dc) { /* host stage 2: xSTEDC's d, e, Z_T, work; iwork */
        hw.lwork = 1 + 4 * n + n * n;
        hw.liwork = 3 + 5 * n;
        host_real = malloc((size_t)(2 * n + n * n + hw.lwork) * sizeof(TRI_R));
        hw.iwork = malloc((size_t)hw.liwork * sizeof(blas_int));
        if (!host_real || !hw.iwork) {
            status = TRIDENT_INFO_OUT_OF_MEMORY;
        } else {
            hw.d = host_real, hw.e = host_real + n, hw.zr = host_real + 2 * n;
            hw.work = hw.zr + n * n;
        }
    }
    trident_int info = status;
    const trident_int first_info = !status && first ? first(arg) : 0; /* not reported here */
    if (!info) info = first_info;
    if (!info) {
        info = TRI_SFX(syevd_device_run)(ctx, be, jobz, uplo, n, dA, ldda, dW, &b, &hw);
        if (info == 0 && jobz == 'V') {
            be->copy_matrix(ctx, TRIDENT_COPY_BACKEND_TO_BACKEND, n, n, sizeof(TRI_T), b.z, b.ldz,
                            dA, ldda);
            info = be->synchronize(ctx);
        }
    }
    TRI_SFX(eig_buffers_give)(ctx, be, &b); /* all NULL after a failed take */
    free(host_real), free(hw.iwork);
    if (info < 0 && (status || !first_info)) trident_report(routine, info, "%s", trident_info_string(info));
    return info;
}

trident_int TRI_SFX(trident_syevd_staged)(trident_context *ctx, const trident_backend_ops *be,
                                          char jobz, char uplo, int64_t n, TRI_T *a, int64_t lda,
                                          TRI_R *w, const TRI_SFX(trident_syevd_workspace) *ws, int *written)
{
    static const char routine[] = "xSYEVD staged through the device";
    *written = 0;
    trident_phase_clock clock;
    trident_phase_start(ctx, &clock);
    const int64_t ldda = TRI_SFX(ld_aligned)(n);
    TRI_SFX(eig_device_buffers) b;
    int status = TRI_SFX(eig_buffers_take)(ctx, be, jobz, uplo, n, &b);
    TRI_T *da = status ? NULL : be->alloc(ctx, (size_t)ldda * (size_t)n * sizeof(TRI_T));
    TRI_R *dw = status ? NULL : be->alloc(ctx, (size_t)n * sizeof(TRI_R));
    const int host_stage2 = !status && jobz == 'V' && !b.dc;
    TRI_R *hd = host_stage2 ? malloc((size_t)n * sizeof(TRI_R)) : NULL;
    if (!status && (!da || !dw || (host_stage2 && !hd))) status = TRIDENT_INFO_OUT_OF_MEMORY;
    if (!status) {
        /* host stage 2's arrays: the caller's LAPACK workspace (d apart: w
         * is an output, written only at the end); unused by the divide and
         * conquer */
        TRI_SFX(stedc_host_workspace) hw = {hd, ws->e, ws->zr, ws->stedc_work, ws->stedc_lwork,
                                            ws->iwork, ws->liwork};
        trident_phase_mark(ctx, be, &clock, routine, "device buffers");
        be->copy_matrix(ctx, TRIDENT_COPY_HOST_TO_BACKEND, n, n, sizeof(TRI_T), a, lda, da, ldda);
        trident_phase_mark(ctx, be, &clock, routine, "copy in");
        status = TRI_SFX(syevd_device_run)(ctx, be, jobz, uplo, n, da, ldda, dw, &b, &hw);
        trident_phase_start(ctx, &clock);
        if (status == 0) { /* only now touch the caller's arrays */
            *written = 1;
            be->copy_matrix(ctx, TRIDENT_COPY_BACKEND_TO_HOST, n, 1, sizeof(TRI_R), dw, n, w, n);
            if (jobz == 'V')
                be->copy_matrix(ctx, TRIDENT_COPY_BACKEND_TO_HOST, n, n, sizeof(TRI_T), b.z, b.ldz,
                                a, lda);
            status = be->synchronize(ctx);
            if (status == TRIDENT_INFO_OUT_OF_MEMORY) status = TRIDENT_INFO_DEVICE_ERROR;
            trident_phase_mark(ctx, NULL, &clock, routine, "copy out");
        }
    }
    be->free(ctx, da), be->free(ctx, dw);
    TRI_SFX(eig_buffers_give)(ctx, be, &b);
    free(hd);
    trident_phase_mark(ctx, NULL, &clock, routine, "release");
    return status;
}

#undef TRI_DC_R
