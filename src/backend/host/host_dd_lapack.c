/*
 * host_dd_lapack.c -- double-double LAPACK-level loops for trident_wsyevd
 * (see host_dd_lapack.h).  Written for correctness at the orders the host
 * runs, unit stride innermost; not blocked or tuned.
 */
#include <math.h>

#include "backend/host/host_dd_blas.h"
#include "backend/host/host_dd_lapack.h"

/* rows i0..i1-1 of column j of the triangle uplo */
static void triangle_rows(char uplo, int64_t n, int64_t j, int64_t *i0, int64_t *i1)
{
    *i0 = uplo == 'L' ? j : 0;
    *i1 = uplo == 'L' ? n : j + 1;
}

double trident_host_wlansy_max(char uplo, int64_t n, const trident_dd *a, int64_t lda)
{
    double amax = 0.0;
    for (int64_t j = 0; j < n; ++j) {
        int64_t i0, i1;
        triangle_rows(uplo, n, j, &i0, &i1);
        for (int64_t i = i0; i < i1; ++i) {
            const trident_dd x = a[i + j * lda];
            const double v = isfinite(x.lo) ? fabs(x.hi) : NAN;
            if (v > amax || v != v) amax = v;
            if (amax != amax) return amax;
        }
    }
    return amax;
}

void trident_host_wscale_vector(int64_t n, trident_dd *x, int k)
{
    for (int64_t i = 0; i < n; ++i) x[i] = trident_dd_make(ldexp(x[i].hi, k), ldexp(x[i].lo, k));
}

void trident_host_wscale_triangle(char uplo, int64_t n, trident_dd *a, int64_t lda, int k)
{
    for (int64_t j = 0; j < n; ++j) {
        int64_t i0, i1;
        triangle_rows(uplo, n, j, &i0, &i1);
        trident_host_wscale_vector(i1 - i0, a + i0 + j * lda, k);
    }
}

/* the m rows of z := (I - tau v v^T) z, v's unit entry at row `unit` and
 * its other m-1 entries, x, at rows xrow..xrow+m-2 (xSYTRD's 'L' reflectors
 * have the unit first, its 'U' ones last): per column j, t = -tau v^T z_j,
 * then z_j += t v */
static void apply_reflector(int64_t m, int64_t unit, const trident_dd *x, int64_t xrow, trident_dd tau,
                            int64_t ncols, trident_dd *z, int64_t ldz)
{
    if (tau.hi == 0.0) return; /* H = I */
    const trident_dd mtau = trident_dd_neg(tau);
    for (int64_t j = 0; j < ncols; ++j) {
        trident_dd *zj = z + j * ldz, *zx = zj + xrow;
        const trident_dd t = trident_dd_mul(mtau, trident_dd_add(zj[unit], trident_host_wdot(m - 1, x, zx)));
        zj[unit] = trident_dd_add(zj[unit], t);
        for (int64_t i = 0; i + 1 < m; ++i) zx[i] = trident_dd_fma_dot(t, x[i], zx[i]);
    }
}

void trident_host_wormtr(char uplo, int64_t n, int64_t ncols, const trident_dd *a, int64_t lda,
                         const trident_dd *tau, trident_dd *z, int64_t ldz)
{
    /* Q z applies the factor nearest z first: H(n-2) for 'L', H(0) for 'U' */
    if (uplo == 'L') {
        for (int64_t i = n - 2; i >= 0; --i) /* rows i+1..n-1, unit first */
            apply_reflector(n - 1 - i, 0, a + (i + 2) + i * lda, 1, tau[i], ncols, z + (i + 1), ldz);
    } else {
        for (int64_t i = 0; i + 1 < n; ++i) /* rows 0..i, unit last */
            apply_reflector(i + 1, i, a + (i + 1) * lda, 0, tau[i], ncols, z, ldz);
    }
}

void trident_host_wcanonicalize(int64_t n, int64_t ncols, trident_dd *z, int64_t ldz)
{
    for (int64_t j = 0; j < ncols; ++j) {
        trident_dd *col = z + j * ldz;
        int64_t k = 0;
        for (int64_t i = 1; i < n; ++i)
            if (fabs(col[i].hi) > fabs(col[k].hi)) k = i;
        if (col[k].hi < 0.0)
            for (int64_t i = 0; i < n; ++i) col[i] = trident_dd_neg(col[i]);
    }
}
