/*
 * host_ops_generic.h -- the backend primitives (backend/ops_table.h) on host
 * memory: level-2/3 work goes to the system BLAS, the few O(n) steps are
 * written here.  Included once per precision by host_backend.c.
 */

#define TRI_LDEXP(x, k) _Generic((x), float: ldexpf, double: ldexp)(x, k)
#define TRI_ILOGB(x) _Generic((x), float: ilogbf, double: ilogb)(x)

#if TRI_COMPLEX
#define TRI_NRM2 TRI_PASTE3(TRI_RCH, TRI_CH, nrm2_) /* scnrm2_ / dznrm2_ */
#else
#define TRI_NRM2 TRI_LAPACK(nrm2)
#endif

static void TRI_SFX(host_hemv)(trident_context *ctx, char uplo, int64_t n, TRI_T alpha,
                               const TRI_T *a, int64_t lda, const TRI_T *x, int64_t incx,
                               TRI_T beta, TRI_T *y, int64_t incy)
{
    (void)ctx;
    blas_int bn = (blas_int)n, blda = (blas_int)lda, bix = (blas_int)incx, biy = (blas_int)incy;
    TRI_LAPACK_SY(mv)(&uplo, &bn, &alpha, a, &blda, x, &bix, &beta, y, &biy, 1);
}

static void TRI_SFX(host_her2k)(trident_context *ctx, char uplo, int64_t n, int64_t k,
                                TRI_T alpha, const TRI_T *a, int64_t lda,
                                const TRI_T *b, int64_t ldb, TRI_R beta,
                                TRI_T *c, int64_t ldc)
{
    (void)ctx;
    const char trans = 'N';
    blas_int bn = (blas_int)n, bk = (blas_int)k;
    blas_int blda = (blas_int)lda, bldb = (blas_int)ldb, bldc = (blas_int)ldc;
    TRI_LAPACK_SY(r2k)(&uplo, &trans, &bn, &bk, &alpha, a, &blda, b, &bldb, &beta, c, &bldc, 1, 1);
}

/*
 * Householder reflector, LAPACK xLARFG: find tau, beta and v = (1, x') with
 *   H^H (alpha; x) = (beta; 0),   H = I - tau v v^H,   beta real,
 * tau = 0 (H = I) when x = 0 and alpha is real.  Tiny beta is rescaled by
 * 1/safmin (at most 20 times) so that x/(alpha - beta) does not overflow.
 */
static void TRI_SFX(host_householder)(trident_context *ctx, int64_t n, TRI_T *alpha,
                                      TRI_T *x, int64_t incx, TRI_T *tau, TRI_R *e)
{
    (void)ctx;
    if (n <= 0) {
        *tau = 0;
        *e = tri_real(*alpha);
        *alpha = 1;
        return;
    }
    blas_int nm1 = (blas_int)(n - 1), binc = (blas_int)incx;
    TRI_R xnorm = n > 1 ? TRI_NRM2(&nm1, x, &binc) : (TRI_R)0;
    TRI_R alphr = tri_real(*alpha), alphi = tri_imag(*alpha);

    if (xnorm == 0 && alphi == 0) {
        *tau = 0;
        *e = alphr;
        *alpha = 1;
        return;
    }
    TRI_R beta = -tri_copysign(tri_hypot(tri_hypot(alphr, alphi), xnorm), alphr);
    const TRI_R safmin = TRI_SAFMIN / TRI_EPS;
    const TRI_R rsafmn = 1 / safmin;
    int knt = 0;
    if (tri_fabs(beta) < safmin) {
        do { /* xnorm and beta may be inaccurate: scale x and recompute */
            ++knt;
            TRI_T s = rsafmn;
            TRI_LAPACK(scal)(&nm1, &s, x, &binc);
            beta *= rsafmn;
            alphi *= rsafmn;
            alphr *= rsafmn;
        } while (tri_fabs(beta) < safmin && knt < 20);
        xnorm = n > 1 ? TRI_NRM2(&nm1, x, &binc) : (TRI_R)0;
        beta = -tri_copysign(tri_hypot(tri_hypot(alphr, alphi), xnorm), alphr);
    }
#if TRI_COMPLEX
    *tau = ((beta - alphr) / beta) - ((alphi / beta) * (TRI_T)I);
    TRI_T scale = 1 / ((alphr + alphi * (TRI_T)I) - beta);
#else
    *tau = (beta - alphr) / beta;
    TRI_T scale = 1 / (alphr - beta);
#endif
    TRI_LAPACK(scal)(&nm1, &scale, x, &binc);
    for (int j = 0; j < knt; ++j) beta *= safmin;
    *e = beta;
    *alpha = 1;
}

/* y := alpha op(A) x + beta y through the BLAS (op 'N', 'C'; 'C' is 'T' for real types) */
static void TRI_SFX(blas_gemv)(char trans, int64_t m, int64_t n, TRI_T alpha, const TRI_T *a,
                               int64_t lda, const TRI_T *x, TRI_T beta, TRI_T *y)
{
    if (!TRI_COMPLEX && trans == 'C') trans = 'T';
    blas_int bm = (blas_int)m, bn = (blas_int)n, blda = (blas_int)lda, one = 1;
    TRI_LAPACK(gemv)(&trans, &bm, &bn, &alpha, a, &blda, x, &one, &beta, y, &one, 1);
}

/* latrd_column_begin's step 2 (ops_table.h): column a against the k columns of V and W */
static void TRI_SFX(host_latrd_update_column)(trident_context *ctx, int64_t m, int64_t k,
                                              const TRI_T *v, int64_t ldv, const TRI_T *w,
                                              int64_t ldw, int64_t r, TRI_T *a)
{
    (void)ctx;
    if (k <= 0) return;
    TRI_T wrow[TRIDENT_SYTRD_MAX_NB], vrow[TRIDENT_SYTRD_MAX_NB];
    for (int64_t j = 0; j < k; ++j) {
        wrow[j] = tri_conj(w[r + j * ldw]);
        vrow[j] = tri_conj(v[r + j * ldv]);
    }
    TRI_SFX(blas_gemv)('N', m, k, -1, v, ldv, wrow, 1, a);
    TRI_SFX(blas_gemv)('N', m, k, -1, w, ldw, vrow, 1, a);
    a[r] = tri_real(a[r]);
}

static void TRI_SFX(host_latrd_project)(trident_context *ctx, int64_t m, int64_t k,
                                        const TRI_T *v, int64_t ldv, const TRI_T *w, int64_t ldw,
                                        TRI_T *x, TRI_T *u, TRI_T *y)
{
    (void)ctx; /* the host's column_begin leaves nothing pending: x and u are final */
    if (k > 0) {
        TRI_SFX(blas_gemv)('C', m, k, 1, w, ldw, x, 0, y);
        TRI_SFX(blas_gemv)('C', m, k, 1, v, ldv, x, 0, y + k);
    }
    TRI_T s = 0;
    for (int64_t i = 0; i < m; ++i) s += tri_conj(u[i]) * x[i];
    y[2 * k] = s;
}

/* latrd_column_begin's step 1 (ops_table.h) with V' = v, W' = w_panel (k columns),
 * v_p = x: u in w becomes the W column */
static void TRI_SFX(host_latrd_correct)(trident_context *ctx, int64_t m, int64_t k,
                                        const TRI_T *v, int64_t ldv, const TRI_T *w_panel,
                                        int64_t ldw, const TRI_T *x, const TRI_T *y,
                                        const TRI_T *tau, TRI_T *w)
{
    (void)ctx;
    if (k > 0) {
        TRI_SFX(blas_gemv)('N', m, k, -1, v, ldv, y, 1, w);
        TRI_SFX(blas_gemv)('N', m, k, -1, w_panel, ldw, y + k, 1, w);
    }
    const TRI_T t = *tau;
    TRI_T c = 0; /* y1^H y2 */
    for (int64_t j = 0; j < k; ++j) c += tri_conj(y[j]) * y[k + j];
    const TRI_T wx = tri_conj(t) * (tri_real(y[2 * k]) - 2 * tri_real(c));
    const TRI_T alpha = (TRI_R)-0.5 * t * wx;
    for (int64_t i = 0; i < m; ++i) w[i] = t * w[i] + alpha * x[i];
}

/* latrd_column_begin (ops_table.h): host_latrd_correct, host_latrd_update_column and
 * host_householder above, in that order */
static void TRI_SFX(host_latrd_column_begin)(trident_context *ctx, int64_t m, int64_t k,
                                             const TRI_T *v, int64_t ldv, TRI_T *w, int64_t ldw,
                                             int64_t p, const TRI_T *y, const TRI_T *tau_p,
                                             int64_t r, TRI_T *a, int64_t nh, TRI_T *alpha,
                                             TRI_T *x, TRI_T *tau, TRI_R *e)
{
    if (y && k >= 1) {
        const int64_t o = p == 0 ? 1 : 0; /* first of the k-1 other columns (p is 0 or k-1) */
        TRI_SFX(host_latrd_correct)(ctx, m, k - 1, v + o * ldv, ldv, w + o * ldw, ldw,
                                    v + p * ldv, y, tau_p, w + p * ldw);
    }
    if (!a) return;
    TRI_SFX(host_latrd_update_column)(ctx, m, k, v, ldv, w, ldw, r, a);
    if (nh > 0) TRI_SFX(host_householder)(ctx, nh, alpha, x, 1, tau, e);
}

static void TRI_SFX(host_store_tridiag)(trident_context *ctx, char uplo, int64_t k, int64_t noff,
                                        TRI_T *a, int64_t lda, TRI_R *d, TRI_R *e)
{
    (void)ctx;
    for (int64_t j = 0; j < k; ++j) {
        d[j] = tri_real(a[j + j * lda]);
        a[j + j * lda] = d[j];
    }
    if (uplo == 'L') {
        for (int64_t j = 0; j < noff; ++j) a[(j + 1) + j * lda] = e[j];
    } else {
        for (int64_t j = k - noff; j < k; ++j) a[(j - 1) + j * lda] = e[j - 1];
    }
}

/* ---- eigen drivers ---------------------------------------------------------- */

/* xORMTR's blocked path wants n_cols * nb + (nb + 1) * nb with nb <= 64 */
static int64_t TRI_SFX(host_apply_q_lwork)(int64_t n, int64_t m)
{
    (void)n;
    return (m > 1 ? m : 1) * 64 + 65 * 64;
}

static void TRI_SFX(host_apply_q)(trident_context *ctx, char uplo, int64_t n, int64_t m,
                                  const TRI_T *a, int64_t lda, const TRI_T *tau, TRI_T *z,
                                  int64_t ldz, TRI_T *work)
{
    if (n <= 1 || m <= 0) return;
    blas_int bn = (blas_int)n, bm = (blas_int)m, blda = (blas_int)lda, bldz = (blas_int)ldz;
    blas_int lw = (blas_int)TRI_SFX(host_apply_q_lwork)(n, m), info = 0;
    TRI_LAPACK_OR(mtr)("L", &uplo, "N", &bn, &bm, a, &blda, tau, z, &bldz, work, &lw, &info, 1, 1, 1);
    if (info != 0 && ctx) trident_context_record(ctx, TRIDENT_INFO_DEVICE_ERROR); /* sizes are ours */
}

/* xSTEBZ, range 'I', abstol 0 (LAPACK's default: ulp * ||T||), on a copy of
 * T scaled by a power of two (exact) so that max(|d|, |e|) is in [1, 2):
 * xSTEBZ squares e, which would overflow or underflow outside that range.
 * Its scratch is allocated here (host memory); a failed allocation is
 * recorded.  xSTEBZ's info > 0 (an eigenvalue did not converge: only for
 * non-finite input) is not reported: w holds what xSTEBZ returned. */
static void TRI_SFX(host_tridiag_eigvals)(trident_context *ctx, int64_t n, const TRI_R *d,
                                          const TRI_R *e, int64_t il, int64_t iu, TRI_R *w)
{
    if (n <= 0 || il > iu) return;
    TRI_R *rw = malloc((size_t)(7 * n) * sizeof(TRI_R));
    blas_int *iw = malloc((size_t)(5 * n) * sizeof(blas_int));
    if (!rw || !iw) {
        free(rw), free(iw);
        if (ctx) trident_context_record(ctx, TRIDENT_INFO_OUT_OF_MEMORY);
        return;
    }
    TRI_R *wall = rw + 4 * n, *ds = rw + 5 * n, *es = rw + 6 * n; /* xSTEBZ: work 4n, w n */
    TRI_R amax = 0;
    for (int64_t i = 0; i < n; ++i) {
        if (tri_fabs(d[i]) > amax) amax = tri_fabs(d[i]);
        if (i + 1 < n && tri_fabs(e[i]) > amax) amax = tri_fabs(e[i]);
    }
    const int sh = amax > 0 && isfinite(amax) ? -TRI_ILOGB(amax) : 0;
    for (int64_t i = 0; i < n; ++i) {
        ds[i] = TRI_LDEXP(d[i], sh);
        es[i] = i + 1 < n ? TRI_LDEXP(e[i], sh) : 0;
    }
    blas_int bn = (blas_int)n, bil = (blas_int)(il + 1), biu = (blas_int)(iu + 1), m = 0, nsplit = 0,
             info = 0;
    const TRI_R vl = 0, vu = 0, abstol = 0;
    /* iw: xSTEBZ's 3n scratch, then iblock and isplit (n each): the scratch
     * before iblock takes the IBLOCK(0) that xSTEBZ may write
     * (interface/syevx_generic.h, trident_evx_bisect_invit) */
    TRI_LAPACK_R(stebz)("I", "E", &bn, &vl, &vu, &bil, &biu, &abstol, ds, es, &m, &nsplit, wall, iw + 3 * n,
                        iw + 4 * n, rw, iw, &info, 1, 1);
    for (int64_t i = 0; i < m && i <= iu - il; ++i) w[i] = TRI_LDEXP(wall[i], -sh);
    free(rw), free(iw);
}

/* max |a(i,j)| over the stored triangle (xLANSY / xLANHE with norm 'M'); NaN wins */
static TRI_R TRI_SFX(host_triangle_max_abs)(char uplo, int64_t n, const TRI_T *a, int64_t lda)
{
    TRI_R amax = 0;
    for (int64_t j = 0; j < n; ++j) {
        const int64_t i0 = uplo == 'L' ? j + 1 : 0, i1 = uplo == 'L' ? n : j;
        for (int64_t i = i0; i < i1; ++i) {
            const TRI_R v = tri_abs(a[i + j * lda]);
            if (v > amax || v != v) amax = v;
        }
        const TRI_R diag = tri_fabs(tri_real(a[j + j * lda]));
        if (diag > amax || diag != diag) amax = diag;
    }
    return amax;
}

static void TRI_SFX(host_eig_scale)(trident_context *ctx, char uplo, int64_t n, TRI_T *a,
                                    int64_t lda, TRI_R rmin, TRI_R rmax, TRI_R *s)
{
    (void)ctx;
    const TRI_R anrm = TRI_SFX(host_triangle_max_abs)(uplo, n, a, lda);
    TRI_R sigma = 1; /* also for a NaN or infinite anrm: A is left as it is (the drivers stop) */
    if (anrm > 0 && anrm < rmin) sigma = rmin / anrm;
    else if (anrm > rmax && isfinite(anrm)) sigma = rmax / anrm;
    if (sigma != 1)
        for (int64_t j = 0; j < n; ++j) {
            const int64_t i0 = uplo == 'L' ? j : 0, i1 = uplo == 'L' ? n : j + 1;
            for (int64_t i = i0; i < i1; ++i) a[i + j * lda] *= sigma;
        }
    s[0] = anrm;
    s[1] = sigma;
}

static void TRI_SFX(host_eig_unscale)(trident_context *ctx, int64_t n, TRI_R *w, const TRI_R *s)
{
    (void)ctx;
    const TRI_R sigma = s[1];
    if (sigma != 1)
        for (int64_t i = 0; i < n; ++i) w[i] /= sigma;
}

static void TRI_SFX(host_copy_real)(trident_context *ctx, int64_t m, int64_t n, const TRI_R *src,
                                    int64_t lds, TRI_T *dst, int64_t ldd)
{
    (void)ctx;
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < m; ++i) dst[i + j * ldd] = src[i + j * lds];
}

#undef TRI_NRM2
#undef TRI_LDEXP
#undef TRI_ILOGB
