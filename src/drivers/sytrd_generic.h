/*
 * sytrd_generic.h -- blocked one-stage Householder tridiagonalization,
 * written once for every precision over the backend primitives.
 *
 * The algorithm is LAPACK's xSYTRD: panels of nb columns are reduced by
 * xLATRD, which also returns W such that the trailing matrix update is the
 * rank-2k  A22 := A22 - V W^H - W V^H  (her2k).  The last panel (at most nb
 * columns) is reduced by the same panel routine with no update after it, so
 * there is no separate unblocked code path.
 *
 * Every step is a backend primitive on backend memory; nothing here reads an
 * element, so on the GPU backend a panel runs with no host synchronisation.
 * Per column: update, reflector, hemv, projections, correction (five steps).
 */

#define A_(i, j) (a + (i) + (int64_t)(j) * lda)
#define W_(i, j) (w + (i) + (int64_t)(j) * ldw)

/*
 * xLATRD, lower: reduce the first nb columns of the n-by-n matrix a; on exit
 * e[0..nb-1], tau[0..nb-1] (only those with a reflector, i < n-1) and W.
 * y is scratch of 2 nb + 1 elements.
 */
static void TRI_SFX(latrd_lower)(trident_context *ctx, const TRI_SFX(trident_ops) *op,
                                 int64_t n, int64_t nb, TRI_T *a, int64_t lda,
                                 TRI_R *e, TRI_T *tau, TRI_T *w, int64_t ldw, TRI_T *y)
{
    for (int64_t i = 0; i < nb; ++i) {
        /* column i, rows i..n-1, against the i reflectors of this panel so far */
        op->latrd_update_column(ctx, n - i, i, A_(i, 0), lda, W_(i, 0), ldw, 0, A_(i, i));
        if (i < n - 1) {
            const int64_t m = n - i - 1; /* order of the reflector */
            TRI_T *v = A_(i + 1, i);
            op->householder(ctx, m, v, A_(i + 2 < n ? i + 2 : n - 1, i), 1, tau + i, e + i);
            op->hemv(ctx, 'L', m, 1, A_(i + 1, i + 1), lda, v, 1, 0, W_(i + 1, i), 1);
            op->latrd_project(ctx, m, i, A_(i + 1, 0), lda, W_(i + 1, 0), ldw, v, W_(i + 1, i), y);
            op->latrd_correct(ctx, m, i, A_(i + 1, 0), lda, W_(i + 1, 0), ldw, v, y, tau + i,
                              W_(i + 1, i));
            trident_sytrd_probe_at(ctx, TRIDENT_PROBE_COLUMN, 'L', i, i, a, lda, w, ldw);
        }
    }
}

/*
 * xLATRD, upper: reduce the last nb columns of the n-by-n matrix a (columns
 * n-1 down to n-nb); reflector i-1 is generated from column i, so e and tau
 * are indexed globally: e[i-1], tau[i-1].  W column iw = i - (n - nb).
 */
static void TRI_SFX(latrd_upper)(trident_context *ctx, const TRI_SFX(trident_ops) *op,
                                 int64_t n, int64_t nb, TRI_T *a, int64_t lda,
                                 TRI_R *e, TRI_T *tau, TRI_T *w, int64_t ldw, TRI_T *y)
{
    for (int64_t i = n - 1; i >= n - nb; --i) {
        const int64_t iw = i - (n - nb);
        const int64_t done = n - 1 - i; /* columns of this panel already reduced */
        /* column i, rows 0..i, against the reflectors to its right */
        op->latrd_update_column(ctx, i + 1, done, A_(0, i + 1), lda, W_(0, iw + 1), ldw, i, A_(0, i));
        if (i > 0) {
            TRI_T *v = A_(0, i); /* the reflector occupies a(0:i-1, i), unit at i-1 */
            op->householder(ctx, i, A_(i - 1, i), v, 1, tau + (i - 1), e + (i - 1));
            op->hemv(ctx, 'U', i, 1, a, lda, v, 1, 0, W_(0, iw), 1);
            op->latrd_project(ctx, i, done, A_(0, i + 1), lda, W_(0, iw + 1), ldw, v, W_(0, iw), y);
            op->latrd_correct(ctx, i, done, A_(0, i + 1), lda, W_(0, iw + 1), ldw, v, y,
                              tau + (i - 1), W_(0, iw));
            trident_sytrd_probe_at(ctx, TRIDENT_PROBE_COLUMN, 'U', i, iw, a, lda, w, ldw);
        }
    }
}

void TRI_SFX(trident_sytrd_blocked)(trident_context *ctx, const trident_backend_ops *be,
                                    char uplo, int64_t n, TRI_T *a, int64_t lda,
                                    TRI_R *d, TRI_R *e, TRI_T *tau,
                                    TRI_T *w, int64_t ldw, int64_t nb, TRI_T *y)
{
    const TRI_SFX(trident_ops) *op = &TRI_MEMBER(*be);
    if (n <= 0) return;
    if (nb < 1) nb = 1;

    if (uplo == 'L') {
        int64_t i = 0;
        for (; n - i > nb; i += nb) {
            TRI_SFX(latrd_lower)(ctx, op, n - i, nb, A_(i, i), lda, e + i, tau + i, w, ldw, y);
            op->her2k(ctx, 'L', n - i - nb, nb, -1, A_(i + nb, i), lda, W_(nb, 0), ldw,
                      1, A_(i + nb, i + nb), lda);
            trident_sytrd_probe_at(ctx, TRIDENT_PROBE_UPDATE, 'L', i, 0, a, lda, w, ldw);
            op->store_tridiag(ctx, 'L', nb, nb, A_(i, i), lda, d + i, e + i);
        }
        const int64_t k = n - i; /* last panel: no trailing matrix left */
        TRI_SFX(latrd_lower)(ctx, op, k, k, A_(i, i), lda, e + i, tau + i, w, ldw, y);
        op->store_tridiag(ctx, 'L', k, k - 1, A_(i, i), lda, d + i, e + i);
    } else {
        int64_t end = n; /* columns [end, n) are reduced */
        for (; end > nb; end -= nb) {
            const int64_t i0 = end - nb;
            TRI_SFX(latrd_upper)(ctx, op, end, nb, a, lda, e, tau, w, ldw, y);
            op->her2k(ctx, 'U', i0, nb, -1, A_(0, i0), lda, w, ldw, 1, a, lda);
            trident_sytrd_probe_at(ctx, TRIDENT_PROBE_UPDATE, 'U', end - 1, 0, a, lda, w, ldw);
            op->store_tridiag(ctx, 'U', nb, nb, A_(i0, i0), lda, d + i0, e + i0);
        }
        TRI_SFX(latrd_upper)(ctx, op, end, end, a, lda, e, tau, w, ldw, y);
        op->store_tridiag(ctx, 'U', end, end - 1, a, lda, d, e);
    }
}

#undef A_
#undef W_
