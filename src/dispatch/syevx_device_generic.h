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
static int64_t evx_dc_share(void) { return trident_env_positive("TRIDENT_EVX_DC_SHARE", TRI_EVX_DC_SHARE); }
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
} TRI_SFX(evx_device_buffers);

static void TRI_SFX(evx_buffers_give)(trident_context *ctx, const trident_backend_ops *be,
                                      TRI_SFX(evx_device_buffers) *b)
{
    TRI_SFX(eig_buffers_give)(ctx, be, &b->r);
    be->free(ctx, b->a), be->free(ctx, b->w), be->free(ctx, b->fail), be->free(ctx, b->vec_work);
    if ((void *)b->z != (void *)b->zr) be->free(ctx, b->z);
    be->free(ctx, b->zr);
    TRI_DC_R(trident_tridiag_dc_give)(ctx, be, &b->dcw);
    memset(b, 0, sizeof *b);
}

/* Steps 0-2's buffers.  Returns 0 or TRIDENT_INFO_OUT_OF_MEMORY. */
static int TRI_SFX(evx_take_reduction)(trident_context *ctx, const trident_backend_ops *be, int wantz,
                                       int64_t n, TRI_SFX(evx_device_buffers) *b)
{
    memset(b, 0, sizeof *b);
    b->ldda = TRI_SFX(ld_aligned)(n);
    b->a = be->alloc(ctx, (size_t)b->ldda * (size_t)n * sizeof(TRI_T));
    const int ok = TRI_SFX(eig_take_reduction)(ctx, be, TRI_SFX(evx_two_stage)(ctx, be, wantz, n), wantz, n,
                                               &b->r);
    return ok && b->a ? 0 : TRIDENT_INFO_OUT_OF_MEMORY;
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
    }
    return ok ? 0 : TRIDENT_INFO_OUT_OF_MEMORY;
}

trident_int TRI_SFX(trident_syevx_staged)(trident_context *ctx, const trident_backend_ops *be,
                                          int wantz, char range, char uplo, int64_t n,
                                          const TRI_T *a, int64_t lda, TRI_R vl, TRI_R vu,
                                          int64_t il, int64_t iu, trident_int *m, TRI_R *w,
                                          TRI_T *z, int64_t ldz, trident_int *ifail)
{
    static const char routine[] = "xSYEVX staged through the device";
    const TRI_SFX(trident_ops) *op = &TRI_MEMBER(*be);
    trident_phase_clock clock;
    trident_phase_start(ctx, &clock);
    TRI_SFX(evx_device_buffers) b;
    int status = TRI_SFX(evx_take_reduction)(ctx, be, wantz, n, &b);
    TRI_R *hde = status || range != 'V' ? NULL : malloc(2 * (size_t)n * sizeof(TRI_R)); /* T, range 'V' */
    int *hfail = NULL;
    if (!status && range == 'V' && !hde) status = TRIDENT_INFO_OUT_OF_MEMORY;
    if (status) goto done;
    trident_phase_mark(ctx, be, &clock, routine, "device buffers");

    /* 0-1: scale (xSYEVX's ceiling: bisection squares entries) and reduce */
    const TRI_R bignum = 1 / (TRI_SAFMIN / (2 * TRI_EPS));
    const TRI_R rmin = tri_sqrt(TRI_SAFMIN / (2 * TRI_EPS));
    const TRI_R rmax = tri_sqrt(bignum) < 1 / tri_sqrt(tri_sqrt((TRI_R)TRI_SAFMIN))
                     ? tri_sqrt(bignum) : 1 / tri_sqrt(tri_sqrt((TRI_R)TRI_SAFMIN));
    be->copy_matrix(ctx, TRIDENT_COPY_HOST_TO_BACKEND, n, n, sizeof(TRI_T), a, lda, b.a, b.ldda);
    op->eig_scale(ctx, uplo, n, b.a, b.ldda, rmin, rmax, b.r.s);
    TRI_SFX(eig_reduce)(ctx, be, uplo, n, b.a, b.ldda, wantz, &b.r, &clock, routine);

    /* 2: which eigenvalues (0-based il..iu) */
    TRI_R s[2];
    be->copy_matrix(ctx, TRIDENT_COPY_BACKEND_TO_HOST, 2, 1, sizeof(TRI_R), b.r.s, 2, s, 2);
    if (range == 'V') {
        be->copy_matrix(ctx, TRIDENT_COPY_BACKEND_TO_HOST, n, 1, sizeof(TRI_R), b.r.d, n, hde, n);
        be->copy_matrix(ctx, TRIDENT_COPY_BACKEND_TO_HOST, n - 1, 1, sizeof(TRI_R), b.r.e, n, hde + n, n);
    }
    if ((status = be->synchronize(ctx))) goto done;
    if (range == 'A') {
        il = 0, iu = n - 1;
    } else if (range == 'I') {
        il -= 1, iu -= 1;
    } else {
        il = TRI_SFX(evx_sturm_count)(n, hde, hde + n, vl * s[1]);
        iu = TRI_SFX(evx_sturm_count)(n, hde, hde + n, vu * s[1]) - 1;
    }
    const int64_t k = iu - il + 1;
    if (k <= 0) {
        *m = 0;
        goto done;
    }
    const int dc = wantz && evx_dc_share() * k > n;
    status = TRI_SFX(evx_take_vectors)(ctx, be, wantz, dc, n, k, &b);
    if (!status && wantz && !dc && !(hfail = malloc((size_t)k * sizeof(int)))) status = TRIDENT_INFO_OUT_OF_MEMORY;
    if (status) goto done;

    /* 3-4 */
    const TRI_R *wk = b.w; /* the k eigenvalues */
    TRI_T *zk = b.z;       /* the k eigenvectors */
    if (dc) {
        status = TRI_DC_R(trident_tridiag_dc)(ctx, be, n, b.r.d, b.r.e, b.w, b.zr, b.ldz, &b.dcw);
        if (status) goto done;
        wk = b.w + il;
#if TRI_COMPLEX
        op->copy_real(ctx, n, k, b.zr + il * b.ldz, b.ldz, b.z, b.ldz);
#else
        zk = b.z + il * b.ldz;
#endif
        trident_phase_mark(ctx, be, &clock, routine, "tridiagonal eigenpairs (all)");
    } else {
        op->tridiag_eigvals(ctx, n, b.r.d, b.r.e, il, iu, b.w);
        trident_phase_mark(ctx, be, &clock, routine, "tridiagonal eigenvalues");
        if (wantz) {
            op->tridiag_eigvecs(ctx, n, b.r.d, b.r.e, k, b.w, b.z, b.ldz, b.fail, b.vec_work);
            trident_phase_mark(ctx, be, &clock, routine, "tridiagonal eigenvectors");
        }
    }
    if (wantz) {
        TRI_SFX(eig_back_transform)(ctx, be, uplo, n, b.a, b.ldda, &b.r, k, zk, b.ldz);
        trident_phase_mark(ctx, be, &clock, routine, "back-transformation");
    }
    op->eig_unscale(ctx, k, (TRI_R *)wk, b.r.s);
    if ((status = be->synchronize(ctx))) goto done;

    /* 5: only now the caller's arrays */
    be->copy_matrix(ctx, TRIDENT_COPY_BACKEND_TO_HOST, k, 1, sizeof(TRI_R), wk, k, w, k);
    if (wantz) be->copy_matrix(ctx, TRIDENT_COPY_BACKEND_TO_HOST, n, k, sizeof(TRI_T), zk, b.ldz, z, ldz);
    if (hfail) be->copy_matrix(ctx, TRIDENT_COPY_BACKEND_TO_HOST, k, 1, sizeof(int), b.fail, k, hfail, k);
    status = be->synchronize(ctx);
    if (status == TRIDENT_INFO_OUT_OF_MEMORY) status = TRIDENT_INFO_DEVICE_ERROR; /* w, z written */
    if (status) goto done;
    *m = (trident_int)k;
    if (wantz) { /* LAPACK: the indices of the failed vectors first, then zeros */
        int64_t failed = 0;
        for (int64_t j = 0; j < n; ++j) ifail[j] = 0;
        for (int64_t j = 0; hfail && j < k; ++j)
            if (hfail[j]) ifail[failed++] = (trident_int)(j + 1);
        status = (int)failed;
    }
    trident_phase_mark(ctx, NULL, &clock, routine, "copy out");
done:
    TRI_SFX(evx_buffers_give)(ctx, be, &b);
    free(hde), free(hfail);
    return status;
}

#undef TRI_EVX_DC_SHARE
#undef TRI_DC_R
