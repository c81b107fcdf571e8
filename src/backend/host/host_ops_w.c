/*
 * host_ops_w.c -- the backend primitives of backend/ops_table.h in
 * double-double (w) on host memory, for the one-stage tridiagonalization
 * (trident_wsytrd).  Why a source of its own: host_ops_generic.h hands its
 * level-2/3 work to the system BLAS and its scalar steps to C arithmetic,
 * neither of which exists for trident_dd; here the same steps are written
 * with host_dd_blas.h's loops and dd_arith.h's operations.  The contracts,
 * and the order of the steps, are exactly host_ops_generic.h's, so the
 * driver sees the same backend in every precision.
 */
#include <math.h>

#include "backend/host/host_dd_blas.h"
#include "backend/host/host_ops_w.h"
#include "drivers/drivers.h" /* TRIDENT_SYTRD_MAX_NB */

#include "core/prec/prec_w.h" /* TRI_LIT, TRI_EPS, TRI_SAFMIN of double-double */

void trident_host_hemv_w(trident_context *ctx, char uplo, int64_t n, trident_dd alpha,
                         const trident_dd *a, int64_t lda, const trident_dd *x, int64_t incx,
                         trident_dd beta, trident_dd *y, int64_t incy)
{
    (void)ctx;
    trident_host_wsymv(uplo, n, alpha, a, lda, x, incx, beta, y, incy);
}

void trident_host_her2k_w(trident_context *ctx, char uplo, int64_t n, int64_t k, trident_dd alpha,
                          const trident_dd *a, int64_t lda, const trident_dd *b, int64_t ldb,
                          trident_dd beta, trident_dd *c, int64_t ldc)
{
    (void)ctx;
    trident_host_wsyr2k(uplo, n, k, alpha, a, lda, b, ldb, beta, c, ldc);
}

/* -sign(alpha) sqrt(alpha^2 + xnorm^2): the beta of xLARFG, which makes
 * alpha - beta a sum of like-signed terms (no cancellation).  The sign is
 * alpha's sign bit, as C's copysign (alpha = -0 gives a positive beta). */
static trident_dd reflector_beta(trident_dd alpha, trident_dd xnorm)
{
    const trident_dd pair[2] = {alpha, xnorm};
    const trident_dd norm = trident_host_wnrm2(2, pair);
    return signbit(alpha.hi) ? norm : trident_dd_neg(norm);
}

/*
 * The Householder reflector with the contract of LAPACK's xLARFG (real
 * case): with (alpha; x) of order nh (x: nh-1 elements, contiguous), find
 * beta, tau and v = (1; x') so that
 *   H (alpha; x) = (beta; 0),  H = I - tau v v^T,  |beta| = ||(alpha; x)||,
 * beta of the opposite sign to alpha; tau = 0 (H = I) when x = 0.  On exit
 * x holds x', *e = beta and *alpha = 1 (xLATRD's form in A).
 *
 * When |beta| is below safmin / eps (TRI_SAFMIN / TRI_EPS: 2^-863 for w),
 * x/(alpha - beta) may lose accuracy or overflow: alpha, x and beta are
 * multiplied by the power of two eps / safmin (exactly) until |beta|
 * clears the threshold, at most 20 times, beta is recomputed from the
 * scaled vector, and the scaling is undone on beta at the end (tau and v
 * do not depend on the scale).
 */
static void householder_w(int64_t nh, trident_dd *alpha, trident_dd *x, trident_dd *tau, trident_dd *e)
{
    const int64_t nx = nh - 1;
    trident_dd xnorm = trident_host_wnrm2(nx, x);
    if (xnorm.hi == 0.0) {
        *tau = TRI_LIT(0);
        *e = *alpha;
        *alpha = TRI_LIT(1);
        return;
    }
    trident_dd a = *alpha;
    trident_dd beta = reflector_beta(a, xnorm);
    const double threshold = TRI_SAFMIN / TRI_EPS, up = 1.0 / threshold; /* powers of two */
    int scalings = 0;
    if (fabs(beta.hi) < threshold) {
        do {
            ++scalings;
            trident_host_wscal(nx, TRI_LIT(up), x);
            beta = trident_dd_mul_d(beta, up);
            a = trident_dd_mul_d(a, up);
        } while (fabs(beta.hi) < threshold && scalings < 20);
        beta = reflector_beta(a, trident_host_wnrm2(nx, x));
    }
    /* tau = (beta - alpha) / beta and x / (alpha - beta) on alpha and beta
     * brought near 1 by a power of two (exact), x by the same power first:
     * the reciprocal of a pair above about 2^969 has a subnormal low word
     * (dd_arith.h's range): Q lost about 30 of its 106 bits for entries near
     * 2^1000, inside trident.h's range.  Where the unscaled divisions kept
     * their bits the result is bit for bit theirs (every step scales
     * exactly). */
    const int sh = isfinite(beta.hi) ? ilogb(beta.hi) : 0; /* NaN / Inf input: no scaling */
    const double down = ldexp(1.0, -sh);
    const trident_dd bs = trident_dd_mul_d(beta, down), as = trident_dd_mul_d(a, down);
    *tau = trident_dd_div(trident_dd_sub(bs, as), bs);
    if (sh) trident_host_wscal(nx, TRI_LIT(down), x);
    trident_host_wscal(nx, trident_dd_div(TRI_LIT(1), trident_dd_sub(as, bs)), x);
    for (int j = 0; j < scalings; ++j) beta = trident_dd_mul_d(beta, threshold);
    *e = beta;
    *alpha = TRI_LIT(1);
}

/* latrd_column_begin's step 2 (ops_table.h): a := a - V W(r,:)^T - W V(r,:)^T */
static void latrd_update_column_w(int64_t m, int64_t k, const trident_dd *v, int64_t ldv,
                                  const trident_dd *w, int64_t ldw, int64_t r, trident_dd *a)
{
    if (k <= 0) return;
    trident_dd wrow[TRIDENT_SYTRD_MAX_NB], vrow[TRIDENT_SYTRD_MAX_NB];
    for (int64_t j = 0; j < k; ++j) {
        wrow[j] = w[r + j * ldw];
        vrow[j] = v[r + j * ldv];
    }
    trident_host_wgemv('N', m, k, TRI_LIT(-1), v, ldv, wrow, TRI_LIT(1), a);
    trident_host_wgemv('N', m, k, TRI_LIT(-1), w, ldw, vrow, TRI_LIT(1), a);
}

/* latrd_column_begin's step 1 (ops_table.h) with V' = v, W' = w_panel (k
 * columns) and v_p = x: u, in w, becomes xLATRD's W column */
static void latrd_correct_w(int64_t m, int64_t k, const trident_dd *v, int64_t ldv,
                            const trident_dd *w_panel, int64_t ldw, const trident_dd *x,
                            const trident_dd *y, trident_dd t, trident_dd *w)
{
    if (k > 0) {
        trident_host_wgemv('N', m, k, TRI_LIT(-1), v, ldv, y, TRI_LIT(1), w);
        trident_host_wgemv('N', m, k, TRI_LIT(-1), w_panel, ldw, y + k, TRI_LIT(1), w);
    }
    /* W(:,p)^T v_p = t (y[2k] - 2 y1^T y2), without a pass over W(:,p) */
    const trident_dd y1y2 = trident_host_wdot(k, y, y + k);
    const trident_dd wx = trident_dd_mul(t, trident_dd_sub(y[2 * k], trident_dd_mul_d(y1y2, 2.0)));
    const trident_dd half_twx = trident_dd_mul(trident_dd_mul_d(t, -0.5), wx);
    for (int64_t i = 0; i < m; ++i) w[i] = trident_dd_fma_dot(half_twx, x[i], trident_dd_mul(t, w[i]));
}

void trident_host_latrd_column_begin_w(trident_context *ctx, int64_t m, int64_t k, const trident_dd *v,
                                       int64_t ldv, trident_dd *w, int64_t ldw, int64_t p,
                                       const trident_dd *y, const trident_dd *tau_p, int64_t r,
                                       trident_dd *a, int64_t nh, trident_dd *alpha, trident_dd *x,
                                       trident_dd *tau, trident_dd *e)
{
    (void)ctx;
    if (y && k >= 1) {
        const int64_t o = p == 0 ? 1 : 0; /* first of the k-1 other columns (p is 0 or k-1) */
        latrd_correct_w(m, k - 1, v + o * ldv, ldv, w + o * ldw, ldw, v + p * ldv, y, *tau_p,
                        w + p * ldw);
    }
    if (!a) return;
    latrd_update_column_w(m, k, v, ldv, w, ldw, r, a);
    if (nh > 0) householder_w(nh, alpha, x, tau, e);
}

void trident_host_latrd_project_w(trident_context *ctx, int64_t m, int64_t k, const trident_dd *v,
                                  int64_t ldv, const trident_dd *w, int64_t ldw, trident_dd *x,
                                  trident_dd *u, trident_dd *y)
{
    (void)ctx; /* column_begin leaves nothing pending: x and u are final */
    if (k > 0) {
        trident_host_wgemv('T', m, k, TRI_LIT(1), w, ldw, x, TRI_LIT(0), y);
        trident_host_wgemv('T', m, k, TRI_LIT(1), v, ldv, x, TRI_LIT(0), y + k);
    }
    y[2 * k] = trident_host_wdot(m, u, x);
}

void trident_host_store_tridiag_w(trident_context *ctx, char uplo, int64_t k, int64_t noff,
                                  trident_dd *a, int64_t lda, trident_dd *d, trident_dd *e)
{
    (void)ctx;
    for (int64_t j = 0; j < k; ++j) d[j] = a[j + j * lda];
    if (uplo == 'L') {
        for (int64_t j = 0; j < noff; ++j) a[(j + 1) + j * lda] = e[j];
    } else {
        for (int64_t j = k - noff; j < k; ++j) a[(j - 1) + j * lda] = e[j - 1];
    }
}

#include "core/prec/prec_undef.h"
