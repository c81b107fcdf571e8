/*
 * host_dd_blas.c -- double-double BLAS loops for the host backend's w
 * primitives (see host_dd_blas.h).  Written for correctness at the orders
 * the host runs (column-oriented loops, unit stride innermost), not tuned.
 */
#include <math.h>

#include "backend/host/host_dd_blas.h"

/* y := beta y, honouring the BLAS rule that beta = 0 does not read y */
static void scale_by_beta(int64_t n, trident_dd beta, trident_dd *y, int64_t incy)
{
    if (trident_dd_eq(beta, trident_dd_one())) return;
    for (int64_t i = 0; i < n; ++i) {
        trident_dd *yi = y + i * incy;
        *yi = trident_dd_eq(beta, trident_dd_zero()) ? trident_dd_zero() : trident_dd_mul(beta, *yi);
    }
}

trident_dd trident_host_wdot(int64_t n, const trident_dd *x, const trident_dd *y)
{
    trident_dd s = trident_dd_zero();
    for (int64_t i = 0; i < n; ++i) s = trident_dd_fma_dot(x[i], y[i], s);
    return s;
}

trident_dd trident_host_wnrm2(int64_t n, const trident_dd *x)
{
    double amax = 0.0;
    for (int64_t i = 0; i < n; ++i) {
        const double v = fabs(x[i].hi);
        if (v > amax || v != v) amax = v;
    }
    if (amax == 0.0 || !isfinite(amax)) return trident_dd_from_double(amax);
    /* bring the largest to [1, 2): a power of two, so the scaling is exact */
    const int shift = ilogb(amax);
    const double down = ldexp(1.0, -shift);
    trident_dd s = trident_dd_zero();
    for (int64_t i = 0; i < n; ++i) {
        const trident_dd xi = trident_dd_mul_d(x[i], down);
        s = trident_dd_fma_dot(xi, xi, s);
    }
    return trident_dd_mul_d(trident_dd_sqrt(s), ldexp(1.0, shift));
}

void trident_host_wscal(int64_t n, trident_dd alpha, trident_dd *x)
{
    for (int64_t i = 0; i < n; ++i) x[i] = trident_dd_mul(alpha, x[i]);
}

void trident_host_wgemv(char trans, int64_t m, int64_t n, trident_dd alpha, const trident_dd *a,
                        int64_t lda, const trident_dd *x, trident_dd beta, trident_dd *y)
{
    if (trans == 'N') { /* y (m) := beta y, then y += (alpha x_j) A(:, j), column by column */
        scale_by_beta(m, beta, y, 1);
        for (int64_t j = 0; j < n; ++j) {
            const trident_dd t = trident_dd_mul(alpha, x[j]);
            const trident_dd *aj = a + j * lda;
            for (int64_t i = 0; i < m; ++i) y[i] = trident_dd_fma_dot(aj[i], t, y[i]);
        }
    } else { /* y (n) := alpha A^T x + beta y: one dot product a column */
        scale_by_beta(n, beta, y, 1);
        for (int64_t j = 0; j < n; ++j)
            y[j] = trident_dd_fma_dot(alpha, trident_host_wdot(m, a + j * lda, x), y[j]);
    }
}

void trident_host_wsymv(char uplo, int64_t n, trident_dd alpha, const trident_dd *a, int64_t lda,
                        const trident_dd *x, int64_t incx, trident_dd beta, trident_dd *y,
                        int64_t incy)
{
    if (n <= 0) return;
    /* the BLAS's negative increments: element 0 is the last in memory */
    const trident_dd *x0 = x + (incx > 0 ? 0 : (1 - n) * incx);
    trident_dd *y0 = y + (incy > 0 ? 0 : (1 - n) * incy);
    scale_by_beta(n, beta, y0, incy);
    const int lower = uplo == 'L';
    /* column j of the triangle, read once: its off-diagonal part adds
     * (alpha x_j) a(i, j) to y_i and a(i, j) x_i to y_j (symmetry) */
    for (int64_t j = 0; j < n; ++j) {
        const trident_dd *aj = a + j * lda;
        const trident_dd t1 = trident_dd_mul(alpha, x0[j * incx]);
        trident_dd t2 = trident_dd_zero();
        const int64_t i0 = lower ? j + 1 : 0, i1 = lower ? n : j;
        for (int64_t i = i0; i < i1; ++i) {
            y0[i * incy] = trident_dd_fma_dot(aj[i], t1, y0[i * incy]);
            t2 = trident_dd_fma_dot(aj[i], x0[i * incx], t2);
        }
        trident_dd yj = trident_dd_fma_dot(aj[j], t1, y0[j * incy]);
        y0[j * incy] = trident_dd_fma_dot(alpha, t2, yj);
    }
}

void trident_host_wsyr2k(char uplo, int64_t n, int64_t k, trident_dd alpha, const trident_dd *a,
                         int64_t lda, const trident_dd *b, int64_t ldb, trident_dd beta,
                         trident_dd *c, int64_t ldc)
{
    const int lower = uplo == 'L';
    for (int64_t j = 0; j < n; ++j) {
        const int64_t i0 = lower ? j : 0, i1 = lower ? n : j + 1;
        trident_dd *cj = c + j * ldc;
        scale_by_beta(i1 - i0, beta, cj + i0, 1);
        /* C(:, j) += A(:, l) (alpha B(j, l)) + B(:, l) (alpha A(j, l)), l = 0..k-1 */
        for (int64_t l = 0; l < k; ++l) {
            const trident_dd *al = a + l * lda, *bl = b + l * ldb;
            const trident_dd tb = trident_dd_mul(alpha, bl[j]), ta = trident_dd_mul(alpha, al[j]);
            for (int64_t i = i0; i < i1; ++i)
                cj[i] = trident_dd_fma_dot(bl[i], ta, trident_dd_fma_dot(al[i], tb, cj[i]));
        }
    }
}
