/*
 * host_dc_ops_generic.h -- the divide-and-conquer primitives
 * (backend/dc_ops_table.h) on host memory, one real precision (included
 * for s and d by host_dc_ops.c).  Loops around the formulas of
 * eig/dc_secular.h, and the system BLAS for the GEMM.  Nothing here can
 * fail.
 */

static void TRI_SFX(host_dc_set_zero)(trident_context *ctx, int64_t m, int64_t n, TRI_R *a,
                                      int64_t lda)
{
    (void)ctx;
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < m; ++i) a[i + j * lda] = 0;
}

static void TRI_SFX(host_dc_rotate_columns)(trident_context *ctx, int64_t m, int64_t nrot,
                                            const int64_t *pairs, const TRI_R *cs, TRI_R *q,
                                            int64_t ldq)
{
    (void)ctx;
    for (int64_t r = 0; r < nrot; ++r) {
        TRI_R *qa = q + pairs[2 * r] * ldq, *qb = q + pairs[2 * r + 1] * ldq;
        const TRI_R c = cs[2 * r], s = cs[2 * r + 1];
        for (int64_t i = 0; i < m; ++i) {
            const TRI_R x = qa[i], y = qb[i];
            qa[i] = c * x + s * y;
            qb[i] = c * y - s * x;
        }
    }
}

static void TRI_SFX(host_dc_gather_columns)(trident_context *ctx, int64_t m, int64_t ncols,
                                            const int64_t *cols, const TRI_R *src, int64_t lds,
                                            TRI_R *dst, int64_t ldd)
{
    (void)ctx;
    for (int64_t j = 0; j < ncols; ++j)
        memcpy(dst + j * ldd, src + cols[j] * lds, (size_t)m * sizeof(TRI_R));
}

static void TRI_SFX(host_dc_secular_roots)(trident_context *ctx, int64_t k, const TRI_R *d,
                                           const TRI_R *z, TRI_R rho, TRI_R *lambda,
                                           int64_t *origin, TRI_R *tau)
{
    (void)ctx;
    for (int64_t j = 0; j < k; ++j) {
        TRI_SFX(dc_secular_root)(k, j, d, z, rho, origin + j, tau + j);
        lambda[j] = d[origin[j]] + tau[j];
    }
}

static void TRI_SFX(host_dc_secular_zhat)(trident_context *ctx, int64_t k, const TRI_R *d,
                                          const TRI_R *z, TRI_R rho, const int64_t *origin,
                                          const TRI_R *tau, TRI_R *zhat)
{
    (void)ctx;
    for (int64_t i = 0; i < k; ++i) zhat[i] = TRI_SFX(dc_secular_zhat)(k, i, d, z, rho, origin, tau);
}

/* Each column: the entries, then scaled by 1 / (amax sqrt(sum (x/amax)^2)),
 * the 2-norm without overflow or underflow in the squares. */
static void TRI_SFX(host_dc_secular_vectors)(trident_context *ctx, int64_t k, int64_t j0,
                                             int64_t nc, const TRI_R *d, const TRI_R *zhat,
                                             const int64_t *origin, const TRI_R *tau,
                                             const int64_t *rowpole, TRI_R *u, int64_t ldu)
{
    (void)ctx;
    for (int64_t jc = 0; jc < nc; ++jc) {
        const int64_t j = j0 + jc;
        const TRI_R dorg = d[origin[j]], t = tau[j];
        TRI_R *col = u + jc * ldu, amax = 0;
        for (int64_t r = 0; r < k; ++r) {
            const int64_t i = rowpole[r];
            col[r] = TRI_SFX(dc_vector_entry)(d[i], zhat[i], dorg, t);
            if (tri_fabs(col[r]) > amax) amax = tri_fabs(col[r]);
        }
        if (!(amax > 0)) continue; /* cannot happen: zhat has no zero */
        TRI_R ss = 0;
        for (int64_t r = 0; r < k; ++r) ss += (col[r] / amax) * (col[r] / amax);
        const TRI_R scale = 1 / (amax * tri_sqrt(ss));
        for (int64_t r = 0; r < k; ++r) col[r] *= scale;
    }
}

static void TRI_SFX(host_dc_gemm)(trident_context *ctx, int64_t m, int64_t n, int64_t kk,
                                  const TRI_R *a, int64_t lda, const TRI_R *b, int64_t ldb,
                                  TRI_R *c, int64_t ldc)
{
    if (m <= 0 || n <= 0) return;
    if (kk <= 0) { /* not left to the BLAS: not all of them write c when k = 0 */
        TRI_SFX(host_dc_set_zero)(ctx, m, n, c, ldc);
        return;
    }
    const TRI_R one = 1, zero = 0;
    blas_int bm = (blas_int)m, bn = (blas_int)n, bk = (blas_int)kk;
    blas_int blda = (blas_int)lda, bldb = (blas_int)ldb, bldc = (blas_int)ldc;
    TRI_LAPACK(gemm)("N", "N", &bm, &bn, &bk, &one, a, &blda, b, &bldb, &zero, c, &bldc, 1, 1);
}
