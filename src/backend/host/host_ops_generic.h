/*
 * host_ops_generic.h -- the backend primitives (backend/ops_table.h) on host
 * memory: level-2/3 work goes to the system BLAS, the few O(n) steps are
 * written here.  Included once per precision by host_backend.c.
 */

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
                                        const TRI_T *x, const TRI_T *u, TRI_T *y)
{
    (void)ctx;
    if (k > 0) {
        TRI_SFX(blas_gemv)('C', m, k, 1, w, ldw, x, 0, y);
        TRI_SFX(blas_gemv)('C', m, k, 1, v, ldv, x, 0, y + k);
    }
    TRI_T s = 0;
    for (int64_t i = 0; i < m; ++i) s += tri_conj(u[i]) * x[i];
    y[2 * k] = s;
}

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

#undef TRI_NRM2
