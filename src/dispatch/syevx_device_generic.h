/*
 * syevx_device_generic.h -- selected eigenvalues, and optionally their
 * eigenvectors, of a symmetric or Hermitian matrix in host memory, solved
 * on the device: the GPU path of xSYEVX, xSYEVR and xSYGVX.  Written once
 * per precision over the backend primitives (included by syevd_device.c
 * after syevd_device_generic.h, whose buffer helpers it shares).
 *
 *   0. A to the device, scaled into xSYEVX's range       eig_scale
 *   1. A = Q T Q^H                                       one stage, or two from
 *                                                        TRIDENT_EIG_TWO_STAGE_MIN_<t>
 *   2. which eigenvalues: il..iu, or for range 'V' the Sturm counts at vl
 *      and vu (on the host: d and e come down, O(n))
 *   3. their eigenvalues by bisection                    tridiag_eigvals
 *      jobz 'V': their k eigenvectors                    tridiag_eigvecs
 *                by inverse iteration, or, when k > n/4, all of T's by the
 *                divide and conquer, of which k columns are kept
 *   4. jobz 'V': Z = Q Z_T on the k columns only         apply_q / sytrd_2stage_apply_q
 *   5. undo the scaling; w and Z come back
 *
 * Only k columns are allocated, computed and transformed on the subset
 * path, which is what makes the lowest eigenpairs cheap.  The buffers of
 * steps 0-2 are taken first; those of steps 3-5 when k is known; the
 * caller's arrays are written only after everything succeeded.
 */

/* the real precision's divide and conquer (s for c, d for z) */
#define TRI_DC_R(name) TRI_PASTE3(name, _, TRI_RCH)

/* Below this share of the spectrum, inverse iteration (O(n k^2) for the
 * orthonormalization); above it, the divide and conquer (O(n^3) flops of
 * GEMM, and Z_T n x n).  TRIDENT_EVX_DC_SHARE=q in the environment (an
 * integer >= 1, read at each call): the divide and conquer when q k > n.
 * For the lowest 10% (session 18, H100, `TRIDENT_EVX_DC_SHARE=q
 * TRIDENT_VERBOSE=2 build/bench/bench_eigen --types dzsc --cases vl --reps
 * 1 8192` and `--types dz --cases l ... 16384`), seconds with q = 4
 * (inverse iteration) / 16 (divide and conquer): d 0.347 / 0.310 and 1.322
 * / 1.337 at 16384; z 0.576 / 0.584 and 2.360 / 2.319; s 0.276 / 0.276;
 * c 0.416 / 0.393.  The tridiagonal step is 30-100 ms either way against
 * 0.24 s (d 8192) to 1.67 s (z 16384) for copy-in and reduction, so the
 * default stays. */
#define TRI_EVX_DC_SHARE 4
#ifndef TRIDENT_EVX_DC_SHARE_ONCE
#define TRIDENT_EVX_DC_SHARE_ONCE
/* whether k eigenvectors of order n come from the divide and conquer */
static int evx_uses_dc(int wantz, int64_t n, int64_t k)
{
    return wantz && trident_env_positive("TRIDENT_EVX_DC_SHARE", TRI_EVX_DC_SHARE) * k > n;
}
#endif

/* Q1's block factors need only stage 1's reflectors: once the reduction
 * is queued, they can go on the backend's second lane (where it has one),
 * to be made beside the tridiagonal solve instead of beside Q1's products.
 * TRIDENT_EVX_Q1_AHEAD in the environment (read at each call) chooses:
 * 2 beside the inverse iteration (the default), 1 beside the bisection,
 * 0 not ahead (each block's factor made as Q1 reaches it, beside the
 * previous block's products).
 * Measured on the H100 (`TRIDENT_EVX_Q1_AHEAD=a TRIDENT_VERBOSE=3
 * build/bench/bench_eigen --ours-only --types s --cases vl --reps 2 16384`,
 * k = 1638, the three settings in turn three times in one call, session 42):
 * the subset's own phases (eigenvalues, eigenvectors, back-transformation)
 * took 0.112-0.119 s with 2 and 0.111-0.119 with 0, against 0.112-0.131
 * with 1.  Beside the bisection, which fills the GPU with Sturm counts, the
 * factors stretched it from 5.5 ms to 12-20; the inverse iteration's solves
 * run one warp per vector and leave most of the GPU idle (it took 26.5 ms
 * with them beside it, against 23.5).  In session 24, when each factor took
 * ten launches (six of them cuBLAS TRMMs) instead of three, 1 made Q1 25 ms
 * against 33 and was the default.  The two lanes share nothing until
 * evx_q1_join: the lane reads a and the reduction's workspace, and writes
 * q1_factors and q_work, which the main lane first touches in the
 * back-transformation. */
#ifndef TRIDENT_EVX_Q1_AHEAD_ONCE
#define TRIDENT_EVX_Q1_AHEAD_ONCE
enum { TRI_EVX_Q1_INLINE = 0, TRI_EVX_Q1_BESIDE_BISECTION = 1, TRI_EVX_Q1_AFTER_BISECTION = 2 };
static int evx_q1_ahead(void)
{
    if (!trident_env_flag("TRIDENT_EVX_Q1_AHEAD", 1)) return TRI_EVX_Q1_INLINE;
    return trident_env_positive("TRIDENT_EVX_Q1_AHEAD", 2) == 1 ? TRI_EVX_Q1_BESIDE_BISECTION
                                                                : TRI_EVX_Q1_AFTER_BISECTION;
}
#endif

/* The two-stage reduction from the eigenvalue-only crossover, with or
 * without vectors: the chase's back-transformation costs in proportion to
 * the k vectors. */
static int TRI_SFX(evx_two_stage)(const trident_context *ctx, const trident_backend_ops *be, int wantz,
                                  int64_t n)
{
    return TRI_SFX(eig_two_stage_from)(ctx, be, TRI_PASTE2(TRIDENT_EIG_TWO_STAGE_MIN_, TRI_CH), wantz, n);
}

/* Number of eigenvalues of T = (d, e) below x: negative pivots of the
 * LDL^T factorization of T - x I, with xSTEBZ's guard on tiny pivots. */
static int64_t TRI_SFX(evx_sturm_count)(int64_t n, const TRI_R *d, const TRI_R *e, TRI_R x)
{
    TRI_R e2max = 1;
    for (int64_t i = 0; i + 1 < n; ++i) e2max = e[i] * e[i] > e2max ? e[i] * e[i] : e2max;
    const TRI_R pivmin = TRI_SAFMIN * e2max;
    TRI_R q = 1;
    int64_t count = 0;
    for (int64_t i = 0; i < n; ++i) {
        q = (d[i] - x) - (i > 0 ? e[i - 1] * e[i - 1] / q : 0);
        if (tri_fabs(q) <= pivmin) q = -pivmin;
        count += q < 0;
    }
    return count;
}

/* Device buffers of one subset solve: A, the reduction's (r), then those
 * of the k eigenpairs (r.q_work, sized for k columns, among them). */
typedef struct TRI_SFX(evx_device_buffers) {
    TRI_T *a;             /* A, ldda = ld_aligned(n) */
    int64_t ldda;
    TRI_SFX(eig_device_buffers) r;
    /* from step 3 on */
    TRI_R *w;             /* the eigenvalues: k, or n (divide and conquer) */
    int *fail;            /* k */
    TRI_T *z;             /* n x k, ldz (inverse iteration), or k columns of zr's type */
    int64_t ldz;
    void *vec_work;       /* tridiag_eigvecs' workspace */
    TRI_R *zr;            /* divide and conquer: Z_T, n x n, ldz */
    TRI_DC_R(trident_dc_workspace) dcw;
    TRI_T *q1_factors;    /* inverse iteration, two stages: Q1's block factors (NULL: made as Q1 is applied) */
    int q1_lane;          /* they are being made on the backend's second lane */
} TRI_SFX(evx_device_buffers);

static void TRI_SFX(evx_buffers_give)(trident_context *ctx, const trident_backend_ops *be,
                                      TRI_SFX(evx_device_buffers) *b)
{
    TRI_SFX(eig_buffers_give)(ctx, be, &b->r);
    be->free(ctx, b->a), be->free(ctx, b->w), be->free(ctx, b->fail), be->free(ctx, b->vec_work);
    if ((void *)b->z != (void *)b->zr) be->free(ctx, b->z);
    be->free(ctx, b->zr), be->free(ctx, b->q1_factors);
    TRI_DC_R(trident_tridiag_dc_give)(ctx, be, &b->dcw);
    memset(b, 0, sizeof *b);
}

/* Steps 1-2's buffers, and with copy_a a device copy of A (for A in host
 * memory).  Returns 0 or TRIDENT_INFO_*. */
static int TRI_SFX(evx_take_reduction)(trident_context *ctx, const trident_backend_ops *be, int wantz,
                                       char uplo, int64_t n, int copy_a, TRI_SFX(evx_device_buffers) *b)
{
    memset(b, 0, sizeof *b);
    if (copy_a) {
        b->ldda = TRI_SFX(ld_aligned)(n);
        b->a = be->alloc(ctx, (size_t)b->ldda * (size_t)n * sizeof(TRI_T));
    }
    const int status = TRI_SFX(eig_take_reduction)(ctx, be, TRI_SFX(evx_two_stage)(ctx, be, wantz, n), wantz,
                                                   uplo, n, &b->r);
    return status ? status : b->a || !copy_a ? 0 : TRIDENT_INFO_OUT_OF_MEMORY;
}

/* Steps 3-5's buffers for k eigenpairs (dc: all of T's by the divide and
 * conquer).  Returns 0 or TRIDENT_INFO_OUT_OF_MEMORY. */
static int TRI_SFX(evx_take_vectors)(trident_context *ctx, const trident_backend_ops *be, int wantz,
                                     int dc, int64_t n, int64_t k, TRI_SFX(evx_device_buffers) *b)
{
    const TRI_SFX(trident_ops) *op = &TRI_MEMBER(*be);
    b->w = be->alloc(ctx, (size_t)(dc ? n : k) * sizeof(TRI_R));
    int ok = b->w != NULL;
    if (!wantz || !ok) return ok ? 0 : TRIDENT_INFO_OUT_OF_MEMORY;
    b->ldz = TRI_SFX(ld_aligned)(n);
    b->r.q_work = be->alloc(ctx, (size_t)op->apply_q_lwork(n, k) * sizeof(TRI_T));
    ok = b->r.q_work != NULL;
    if (dc) {
        b->zr = be->alloc(ctx, (size_t)b->ldz * (size_t)n * sizeof(TRI_R));
        /* real types transform the k columns where they lie in zr */
        b->z = TRI_COMPLEX ? be->alloc(ctx, (size_t)b->ldz * (size_t)k * sizeof(TRI_T)) : (TRI_T *)b->zr;
        ok = ok && b->zr && b->z && TRI_DC_R(trident_tridiag_dc_take)(ctx, be, n, 0, NULL, &b->dcw) == 0;
    } else {
        b->fail = be->alloc(ctx, (size_t)k * sizeof(int));
        b->z = be->alloc(ctx, (size_t)b->ldz * (size_t)k * sizeof(TRI_T));
        b->vec_work = be->alloc(ctx, op->tridiag_eigvecs_bytes(n, k));
        ok = ok && b->fail && b->z && b->vec_work;
        if (ok && op->tridiag_eigvecs_prepare) {
            const int held = op->tridiag_eigvecs_prepare(ctx, n, k);
            if (held) return held;
        }
        /* optional: without them Q1 makes its factors as it goes */
        const int64_t factors = b->r.band && evx_q1_ahead() != TRI_EVX_Q1_INLINE
                              ? TRI_SFX(trident_sytrd_2stage_q1_factors_size)(be, n, b->r.band_nb) : 0;
        if (ok && factors > 0) b->q1_factors = be->alloc(ctx, (size_t)factors * sizeof(TRI_T));
    }
    return ok ? 0 : TRIDENT_INFO_OUT_OF_MEMORY;
}

/* Q1's block factors ahead (evx_q1_ahead), on the second lane where the
 * backend has one */
static void TRI_SFX(evx_q1_factor_ahead)(trident_context *ctx, const trident_backend_ops *be, int64_t n,
                                         const TRI_T *a, int64_t lda, TRI_SFX(evx_device_buffers) *b)
{
    if (!b->q1_factors) return;
    b->q1_lane = be->lane_begin && be->lane_begin(ctx);
    TRI_SFX(trident_sytrd_2stage_q1_factor)(ctx, be, n, a, lda, b->r.band_nb, b->r.band, b->q1_factors,
                                            b->r.q_work);
    if (b->q1_lane) be->lane_end(ctx);
}
static void TRI_SFX(evx_q1_join)(trident_context *ctx, const trident_backend_ops *be,
                                 TRI_SFX(evx_device_buffers) *b)
{
    if (b->q1_lane) be->lane_join(ctx);
    b->q1_lane = 0;
}

/* LAPACK's ifail from the device's per-vector flags fail[0..k): the 1-based
 * indices of the vectors that failed, then zeros up to n.  Returns their
 * number. */
static trident_int TRI_SFX(evx_ifail)(int64_t n, int64_t k, const int *fail, trident_int *ifail)
{
    int64_t failed = 0;
    for (int64_t j = 0; j < n; ++j) ifail[j] = 0;
    for (int64_t j = 0; j < k; ++j)
        if (fail[j]) ifail[failed++] = (trident_int)(j + 1);
    return (trident_int)failed;
}

/*
 * Steps 0-4 on A in device memory (a, lda: destroyed), b's reduction
 * buffers taken: the k eigenvalues il..iu (range 'I', 0-based here), those
 * in (vl, vu] ('V') or all ('A'), ascending, at *wk (device), and for wantz
 * their eigenvectors at *zk (device, n x k, b->ldz) with b->fail.  Waits for
 * the work.  Returns 0, i > 0 from the divide and conquer, or TRIDENT_INFO_*;
 * *k = 0 when no eigenvalue lies in the range.
 */
static trident_int TRI_SFX(evx_solve)(trident_context *ctx, const trident_backend_ops *be, int wantz,
                                      char range, char uplo, int64_t n, TRI_T *a, int64_t lda, TRI_R vl,
                                      TRI_R vu, int64_t il, int64_t iu, TRI_SFX(evx_device_buffers) *b,
                                      trident_phase_clock *clock, const char *routine, int64_t *k,
                                      const TRI_R **wk, TRI_T **zk)
{
    const TRI_SFX(trident_ops) *op = &TRI_MEMBER(*be);
    *k = 0;
    if (range == 'A') il = 0, iu = n - 1;
    /* the vectors' buffers before A is touched, where their number is known */
    int status = 0;
    if (range != 'V')
        status = TRI_SFX(evx_take_vectors)(ctx, be, wantz, evx_uses_dc(wantz, n, iu - il + 1), n, iu - il + 1, b);
    TRI_R *hde = range != 'V' ? NULL : malloc(2 * (size_t)n * sizeof(TRI_R)); /* T, range 'V' */
    if (!status && range == 'V' && !hde) status = TRIDENT_INFO_OUT_OF_MEMORY;
    if (status) return status;

    /* 0-1: scale (xSYEVX's ceiling: bisection squares entries) and reduce */
    const TRI_R bignum = 1 / (TRI_SAFMIN / (2 * TRI_EPS));
    const TRI_R rmin = tri_sqrt(TRI_SAFMIN / (2 * TRI_EPS));
    const TRI_R rmax = tri_sqrt(bignum) < 1 / tri_sqrt(tri_sqrt((TRI_R)TRI_SAFMIN))
                     ? tri_sqrt(bignum) : 1 / tri_sqrt(tri_sqrt((TRI_R)TRI_SAFMIN));
    TRI_R s[2]; /* A's max-abs and the scale factor, on the host */
    op->eig_scale(ctx, uplo, n, a, lda, rmin, rmax, b->r.s);
    if ((status = TRI_SFX(eig_check_finite)(ctx, be, b->r.s, s))) {
        free(hde);
        return status;
    }
    TRI_SFX(eig_reduce)(ctx, be, uplo, n, a, lda, wantz, &b->r, clock, routine);

    /* 2: which eigenvalues (0-based il..iu); range 'V' counts them on T */
    if (range == 'V') {
        be->copy_matrix(ctx, TRIDENT_COPY_BACKEND_TO_HOST, n, 1, sizeof(TRI_R), b->r.d, n, hde, n);
        be->copy_matrix(ctx, TRIDENT_COPY_BACKEND_TO_HOST, n - 1, 1, sizeof(TRI_R), b->r.e, n, hde + n, n);
        status = be->synchronize(ctx);
        if (!status) {
            il = TRI_SFX(evx_sturm_count)(n, hde, hde + n, vl * s[1]);
            iu = TRI_SFX(evx_sturm_count)(n, hde, hde + n, vu * s[1]) - 1;
        }
        free(hde);
    }
    if (status || iu < il) return status;
    const int64_t kk = iu - il + 1;
    const int dc = evx_uses_dc(wantz, n, kk);
    if (range == 'V' && (status = TRI_SFX(evx_take_vectors)(ctx, be, wantz, dc, n, kk, b))) return status;

    /* 3-4 */
    *wk = b->w;
    *zk = b->z;
    if (dc) {
        status = TRI_DC_R(trident_tridiag_dc)(ctx, be, n, b->r.d, b->r.e, b->w, b->zr, b->ldz, &b->dcw);
        if (status) return status;
        *wk = b->w + il;
#if TRI_COMPLEX
        op->copy_real(ctx, n, kk, b->zr + il * b->ldz, b->ldz, b->z, b->ldz);
#else
        *zk = b->z + il * b->ldz;
#endif
        trident_phase_mark(ctx, be, clock, routine, "tridiagonal eigenpairs (all)");
    } else {
        const int ahead = wantz ? evx_q1_ahead() : TRI_EVX_Q1_INLINE;
        if (ahead == TRI_EVX_Q1_BESIDE_BISECTION) TRI_SFX(evx_q1_factor_ahead)(ctx, be, n, a, lda, b);
        op->tridiag_eigvals(ctx, n, b->r.d, b->r.e, il, iu, b->w);
        trident_phase_mark(ctx, be, clock, routine, "tridiagonal eigenvalues");
        if (wantz) {
            if (ahead == TRI_EVX_Q1_AFTER_BISECTION) TRI_SFX(evx_q1_factor_ahead)(ctx, be, n, a, lda, b);
            op->tridiag_eigvecs(ctx, n, b->r.d, b->r.e, kk, b->w, b->z, b->ldz, b->fail, b->vec_work);
            trident_phase_mark(ctx, be, clock, routine, "tridiagonal eigenvectors");
        }
    }
    if (wantz) {
        TRI_SFX(evx_q1_join)(ctx, be, b);
        TRI_SFX(eig_back_transform)(ctx, be, uplo, n, a, lda, &b->r, b->q1_factors, kk, *zk, b->ldz);
        trident_phase_mark(ctx, be, clock, routine, "back-transformation");
    }
    op->eig_unscale(ctx, kk, (TRI_R *)*wk, b->r.s);
    if ((status = be->synchronize(ctx))) return status;
    *k = kk;
    return 0;
}

/* Step 5: the k eigenvalues and (wantz) eigenvectors from b's buffers to
 * w and z (device or host memory: kind), the vectors' failure flags to
 * fail (host) -- queued, not waited for. */
static void TRI_SFX(evx_results_out)(trident_context *ctx, const trident_backend_ops *be, trident_memcpy_kind kind,
                                     int wantz, int64_t n, int64_t k, const TRI_R *wk, const TRI_T *zk,
                                     const TRI_SFX(evx_device_buffers) *b, TRI_R *w, TRI_T *z, int64_t ldz,
                                     int *fail)
{
    be->copy_matrix(ctx, kind, k, 1, sizeof(TRI_R), wk, k, w, k);
    if (!wantz) return;
    be->copy_matrix(ctx, kind, n, k, sizeof(TRI_T), zk, b->ldz, z, ldz);
    if (b->fail)
        be->copy_matrix(ctx, TRIDENT_COPY_BACKEND_TO_HOST, k, 1, sizeof(int), b->fail, k, fail, k);
    else
        memset(fail, 0, (size_t)k * sizeof(int)); /* the divide and conquer fails as a whole */
}

trident_int TRI_SFX(trident_syevx_staged)(trident_context *ctx, const trident_backend_ops *be,
                                          int wantz, char range, char uplo, int64_t n,
                                          const TRI_T *a, int64_t lda, TRI_R vl, TRI_R vu,
                                          int64_t il, int64_t iu, trident_int *m, TRI_R *w,
                                          TRI_T *z, int64_t ldz, trident_int *ifail, int *written)
{
    static const char routine[] = "xSYEVX staged through the device";
    *written = 0;
    trident_phase_clock clock;
    trident_phase_start(ctx, &clock);
    TRI_SFX(evx_device_buffers) b;
    int status = TRI_SFX(evx_take_reduction)(ctx, be, wantz, uplo, n, 1, &b);
    int *hfail = status || !wantz ? NULL : malloc((size_t)n * sizeof(int));
    if (!status && wantz && !hfail) status = TRIDENT_INFO_OUT_OF_MEMORY;
    int64_t k = 0;
    const TRI_R *wk = NULL;
    TRI_T *zk = NULL;
    if (!status) {
        trident_phase_mark(ctx, be, &clock, routine, "device buffers");
        be->copy_matrix(ctx, TRIDENT_COPY_HOST_TO_BACKEND, n, n, sizeof(TRI_T), a, lda, b.a, b.ldda);
        status = TRI_SFX(evx_solve)(ctx, be, wantz, range, uplo, n, b.a, b.ldda, vl, vu, range == 'I' ? il - 1 : 0,
                                    range == 'I' ? iu - 1 : -1, &b, &clock, routine, &k, &wk, &zk);
    }
    if (!status && k > 0) { /* 5: only now the caller's arrays */
        *written = 1;
        TRI_SFX(evx_results_out)(ctx, be, TRIDENT_COPY_BACKEND_TO_HOST, wantz, n, k, wk, zk, &b, w, z, ldz, hfail);
        status = be->synchronize(ctx);
        if (status == TRIDENT_INFO_OUT_OF_MEMORY) status = TRIDENT_INFO_DEVICE_ERROR; /* w, z written */
        trident_phase_mark(ctx, NULL, &clock, routine, "copy out");
    }
    if (!status) {
        *m = (trident_int)k;
        if (wantz) status = TRI_SFX(evx_ifail)(n, k, hfail, ifail);
    }
    TRI_SFX(evx_buffers_give)(ctx, be, &b);
    free(hfail);
    return status;
}

trident_int TRI_SFX(trident_syevx_device)(trident_context *ctx, const char *routine, int wantz, char range,
                                          char uplo, int64_t n, TRI_T *dA, int64_t ldda, TRI_R vl,
                                          TRI_R vu, int64_t il, int64_t iu, trident_int *m, TRI_R *dW,
                                          TRI_T *dZ, int64_t lddz, trident_int *ifail)
{
    const trident_backend_ops *be;
    int status = device_entry_backend(ctx, routine, n, &be);
    if (status) return status;
    *m = 0;
    if (n == 0) return 0;

    trident_phase_clock clock;
    trident_phase_start(ctx, &clock);
    TRI_SFX(evx_device_buffers) b;
    memset(&b, 0, sizeof b);
    int *hfail = wantz ? malloc((size_t)n * sizeof(int)) : NULL;
    status = wantz && !hfail ? TRIDENT_INFO_OUT_OF_MEMORY : 0;
    int64_t k = 0;
    if (!status && n == 1) { /* as LAPACK: w = real(a11) unscaled, z = 1 */
        TRI_R a11 = 0;
        be->copy_matrix(ctx, TRIDENT_COPY_BACKEND_TO_HOST, 1, 1, sizeof(TRI_R), dA, 1, &a11, 1);
        status = be->synchronize(ctx);
        if (!status && !isfinite(a11)) status = TRIDENT_INFO_NONFINITE_INPUT;
        if (!status && (range != 'V' || (vl < a11 && a11 <= vu))) {
            static const TRI_T one = 1;
            k = 1;
            be->copy_matrix(ctx, TRIDENT_COPY_HOST_TO_BACKEND, 1, 1, sizeof(TRI_R), &a11, 1, dW, 1);
            if (wantz) be->copy_matrix(ctx, TRIDENT_COPY_HOST_TO_BACKEND, 1, 1, sizeof(TRI_T), &one, 1, dZ, 1);
            if (wantz) hfail[0] = 0;
            status = be->synchronize(ctx);
        }
    } else if (!status) {
        const TRI_R *wk = NULL;
        TRI_T *zk = NULL;
        status = TRI_SFX(evx_take_reduction)(ctx, be, wantz, uplo, n, 0, &b);
        if (!status) {
            trident_phase_mark(ctx, be, &clock, routine, "device buffers");
            status = TRI_SFX(evx_solve)(ctx, be, wantz, range, uplo, n, dA, ldda, vl, vu,
                                        range == 'I' ? il - 1 : 0, range == 'I' ? iu - 1 : -1, &b, &clock, routine,
                                        &k, &wk, &zk);
        }
        if (!status && k > 0) {
            TRI_SFX(evx_results_out)(ctx, be, TRIDENT_COPY_BACKEND_TO_BACKEND, wantz, n, k, wk, zk, &b, dW, dZ,
                                     lddz, hfail);
            status = be->synchronize(ctx);
            trident_phase_mark(ctx, NULL, &clock, routine, "results out");
        }
    }
    if (!status) {
        *m = (trident_int)k;
        if (wantz) status = TRI_SFX(evx_ifail)(n, k, hfail, ifail);
    }
    TRI_SFX(evx_buffers_give)(ctx, be, &b);
    free(hfail);
    if (status < 0) trident_report(routine, status, "%s", trident_info_string(status));
    return status;
}

#undef TRI_EVX_DC_SHARE
#undef TRI_DC_R
