/*
 * host_dd_chol.c -- double-double Cholesky, reduction to standard form and
 * triangular back-transformation for trident_wsygvd (see host_dd_chol.h).
 * Dot-product (left-looking) forms, one pass per entry, unit stride where
 * the storage allows; not blocked or tuned.
 */
#include "backend/host/host_dd_chol.h"

/* entry (k, j) of R with B = R^T R: R = U (uplo 'U') or R = L^T ('L'),
 * read from the triangle uplo of b, so one loop serves both triangles */
static inline trident_dd *factor_at(char uplo, trident_dd *b, int64_t ldb, int64_t k, int64_t j)
{
    return uplo == 'U' ? b + k + j * ldb : b + j + k * ldb;
}

int64_t trident_host_wpotrf(char uplo, int64_t n, trident_dd *b, int64_t ldb)
{
    for (int64_t j = 0; j < n; ++j) {
        /* r(j,j)^2 = b(j,j) - sum_{k<j} r(k,j)^2 */
        trident_dd g = *factor_at(uplo, b, ldb, j, j);
        for (int64_t k = 0; k < j; ++k) {
            const trident_dd r = *factor_at(uplo, b, ldb, k, j);
            g = trident_dd_fma_dot(trident_dd_neg(r), r, g);
        }
        if (!(g.hi > 0.0)) { /* zero, negative or NaN: xPOTRF's info j */
            *factor_at(uplo, b, ldb, j, j) = g;
            return j + 1;
        }
        const trident_dd rjj = trident_dd_sqrt(g);
        *factor_at(uplo, b, ldb, j, j) = rjj;
        /* r(j,i) = (b(j,i) - sum_{k<j} r(k,j) r(k,i)) / r(j,j), i > j */
        for (int64_t i = j + 1; i < n; ++i) {
            trident_dd s = *factor_at(uplo, b, ldb, j, i);
            for (int64_t k = 0; k < j; ++k)
                s = trident_dd_fma_dot(trident_dd_neg(*factor_at(uplo, b, ldb, k, j)),
                                       *factor_at(uplo, b, ldb, k, i), s);
            *factor_at(uplo, b, ldb, j, i) = trident_dd_div(s, rjj);
        }
    }
    return 0;
}

/* op(T)(i, k) */
static inline trident_dd op_at(char trans, const trident_dd *t, int64_t ldt, int64_t i, int64_t k)
{
    return trans == 'N' ? t[i + k * ldt] : t[k + i * ldt];
}

/* whether op(T) is upper triangular */
static inline int op_upper(char uplo, char trans) { return (uplo == 'U') == (trans == 'N'); }

/* X := inv(op(T)) X (solve) or op(T) X, one row of X at a time.  Row i of
 * op(T) X reads x(k) on i's side of the diagonal; row i of the solve needs
 * those x(k) already solved.  So the product runs away from the diagonal's
 * far end (top down for upper op(T)), the solve towards it. */
static void triangular_left(int solve, char uplo, char trans, int64_t n, int64_t ncols, const trident_dd *t,
                            int64_t ldt, trident_dd *x, int64_t ldx)
{
    const int up = op_upper(uplo, trans);
    const int top_down = solve ? !up : up;
    for (int64_t c = 0; c < ncols; ++c) {
        trident_dd *xc = x + c * ldx;
        for (int64_t step = 0; step < n; ++step) {
            const int64_t i = top_down ? step : n - 1 - step;
            const int64_t k0 = up ? i : 0, k1 = up ? n : i + 1; /* row i's entries of op(T) */
            trident_dd s = solve ? xc[i] : trident_dd_zero();
            for (int64_t k = k0; k < k1; ++k) {
                if (solve && k == i) continue;
                const trident_dd tik = op_at(trans, t, ldt, i, k);
                s = trident_dd_fma_dot(solve ? trident_dd_neg(tik) : tik, xc[k], s);
            }
            xc[i] = solve ? trident_dd_div(s, op_at(trans, t, ldt, i, i)) : s;
        }
    }
}

void trident_host_wtrsm_left(char uplo, char trans, int64_t n, int64_t ncols, const trident_dd *t,
                             int64_t ldt, trident_dd *x, int64_t ldx)
{
    triangular_left(1, uplo, trans, n, ncols, t, ldt, x, ldx);
}

void trident_host_wtrmm_left(char uplo, char trans, int64_t n, int64_t ncols, const trident_dd *t,
                             int64_t ldt, trident_dd *x, int64_t ldx)
{
    triangular_left(0, uplo, trans, n, ncols, t, ldt, x, ldx);
}

/* X := op(T) X (itype 2, 3) or inv(op(T)) X (itype 1) for sygst's one-sided
 * products: op(T) = U^T / L for itype 1, U / L^T for itype 2, 3 */
static void sygst_side(int itype, char uplo, int64_t n, const trident_dd *b, int64_t ldb,
                       trident_dd *x)
{
    if (itype == 1)
        trident_host_wtrsm_left(uplo, uplo == 'U' ? 'T' : 'N', n, n, b, ldb, x, n);
    else
        trident_host_wtrmm_left(uplo, uplo == 'U' ? 'N' : 'T', n, n, b, ldb, x, n);
}

void trident_host_wsygst(int itype, char uplo, int64_t n, trident_dd *a, int64_t lda,
                         const trident_dd *b, int64_t ldb, trident_dd *s)
{
    /* s := A, both triangles from the stored one */
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < n; ++i) {
            const int stored = uplo == 'U' ? i <= j : i >= j;
            s[i + j * n] = stored ? a[i + j * lda] : a[j + i * lda];
        }
    sygst_side(itype, uplo, n, b, ldb, s); /* X = op(T) A */
    for (int64_t j = 0; j < n; ++j)         /* s := X^T = A op(T)^T */
        for (int64_t i = j + 1; i < n; ++i) {
            const trident_dd v = s[i + j * n];
            s[i + j * n] = s[j + i * n];
            s[j + i * n] = v;
        }
    sygst_side(itype, uplo, n, b, ldb, s); /* C = op(T) A op(T)^T */
    for (int64_t j = 0; j < n; ++j) {
        const int64_t i0 = uplo == 'L' ? j : 0, i1 = uplo == 'L' ? n : j + 1;
        for (int64_t i = i0; i < i1; ++i) a[i + j * lda] = s[i + j * n];
    }
}

void trident_host_wsygv_backtransform(int itype, char uplo, int64_t n, int64_t m,
                                      const trident_dd *b, int64_t ldb, trident_dd *z, int64_t ldz)
{
    if (itype == 1 || itype == 2) /* inv(U) z  or  inv(L^T) z */
        trident_host_wtrsm_left(uplo, uplo == 'U' ? 'N' : 'T', n, m, b, ldb, z, ldz);
    else /* U^T z  or  L z */
        trident_host_wtrmm_left(uplo, uplo == 'U' ? 'T' : 'N', n, m, b, ldb, z, ldz);
}
