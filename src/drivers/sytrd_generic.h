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
 * Once the matrix left to reduce is small enough for the backend's one-step
 * path (op->sytrd_fused: on the GPU one kernel for the whole block), that
 * path finishes it, as xSYTRD finishes with xSYTD2.
 *
 * Per column three steps: latrd_column_begin (finish the previous column's
 * W, update this column, generate its reflector), hemv, latrd_project.  A
 * column's W is thus complete only after the next column's begin (or, for
 * the panel's last column, one more begin with no column).
 *
 * Scalar constants are written TRI_LIT / TRI_R_LIT (prec_names.h) so that
 * this source also compiles for double-double (w, host backend only:
 * instantiated in drivers/sytrd.c).
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
        /* rows i..n-1: W column i-1 (pending since its projection, its
         * reflector the last of the i columns of V) is finished, then column
         * i is updated against the i reflectors and its reflector, of order
         * nh, generated from a(i+1:n-1, i) */
        const int64_t nh = n - i - 1;
        const int pending = i > 0;
        op->latrd_column_begin(ctx, n - i, i, A_(i, 0), lda, W_(i, 0), ldw, i - 1,
                               pending ? y : NULL, pending ? tau + (i - 1) : NULL, 0, A_(i, i),
                               nh, nh > 0 ? A_(i + 1, i) : NULL, nh > 1 ? A_(i + 2, i) : NULL,
                               nh > 0 ? tau + i : NULL, nh > 0 ? e + i : NULL);
        if (pending) /* column i-1 is complete */
            trident_sytrd_probe_at(ctx, TRIDENT_PROBE_COLUMN, 'L', i - 1, i - 1, a, lda, w, ldw);
        if (nh > 0) {
            TRI_T *v = A_(i + 1, i);
            op->hemv(ctx, 'L', nh, TRI_LIT(1), A_(i + 1, i + 1), lda, v, 1, TRI_LIT(0), W_(i + 1, i), 1);
            op->latrd_project(ctx, nh, i, A_(i + 1, 0), lda, W_(i + 1, 0), ldw, v, W_(i + 1, i), y);
        }
    }
    if (nb < n) { /* the last column has a reflector: finish its W */
        op->latrd_column_begin(ctx, n - nb, nb, A_(nb, 0), lda, W_(nb, 0), ldw, nb - 1, y,
                               tau + (nb - 1), 0, NULL, 0, NULL, NULL, NULL, NULL);
        trident_sytrd_probe_at(ctx, TRIDENT_PROBE_COLUMN, 'L', nb - 1, nb - 1, a, lda, w, ldw);
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
        /* rows 0..i: W column iw+1 (pending since its projection, its
         * reflector the first of the done columns of V, a(0:i, i+1)) is
         * finished, then column i is updated against the reflectors to its
         * right and reflector i-1 generated from a(0:i-1, i), unit at i-1 */
        const int pending = done > 0;
        op->latrd_column_begin(ctx, i + 1, done, A_(0, i + 1), lda, W_(0, iw + 1), ldw, 0,
                               pending ? y : NULL, pending ? tau + i : NULL, i, A_(0, i), i,
                               i > 0 ? A_(i - 1, i) : NULL, i > 0 ? A_(0, i) : NULL,
                               i > 0 ? tau + (i - 1) : NULL, i > 0 ? e + (i - 1) : NULL);
        if (pending) /* column i+1 is complete */
            trident_sytrd_probe_at(ctx, TRIDENT_PROBE_COLUMN, 'U', i + 1, iw + 1, a, lda, w, ldw);
        if (i > 0) {
            TRI_T *v = A_(0, i);
            op->hemv(ctx, 'U', i, TRI_LIT(1), a, lda, v, 1, TRI_LIT(0), W_(0, iw), 1);
            op->latrd_project(ctx, i, done, A_(0, i + 1), lda, W_(0, iw + 1), ldw, v, W_(0, iw), y);
        }
    }
    const int64_t c = n - nb; /* the last column reduced */
    if (c > 0) { /* it has a reflector (rows 0..c-1): finish its W */
        op->latrd_column_begin(ctx, c, nb, A_(0, c), lda, w, ldw, 0, y, tau + (c - 1), 0, NULL, 0,
                               NULL, NULL, NULL, NULL);
        trident_sytrd_probe_at(ctx, TRIDENT_PROBE_COLUMN, 'U', c, 0, a, lda, w, ldw);
    }
}

/* One panel (latrd_lower / latrd_upper's arguments): in one step where the
 * backend has one (ops_table.h, latrd_panel), else column by column.  Not
 * under a diagnosis probe, which looks at every column. */
static void TRI_SFX(latrd)(trident_context *ctx, const TRI_SFX(trident_ops) *op, char uplo, int64_t n,
                           int64_t nb, TRI_T *a, int64_t lda, TRI_R *e, TRI_T *tau, TRI_T *w, int64_t ldw,
                           TRI_T *y)
{
    if (op->latrd_panel && !ctx->sytrd_probe && op->latrd_panel(ctx, uplo, n, nb, a, lda, e, tau, w, ldw, y))
        return;
    if (uplo == 'L')
        TRI_SFX(latrd_lower)(ctx, op, n, nb, a, lda, e, tau, w, ldw, y);
    else
        TRI_SFX(latrd_upper)(ctx, op, n, nb, a, lda, e, tau, w, ldw, y);
}

/* The rest of the reduction by the backend's one-step path, when it has one
 * for this order (the trailing block for 'L', the leading one for 'U', as
 * xSYTRD hands its last block to xSYTD2); 1 when it took it.  Not under a
 * diagnosis probe, which follows the blocked algorithm's columns. */
static int TRI_SFX(sytrd_rest_fused)(trident_context *ctx, const TRI_SFX(trident_ops) *op,
                                     char uplo, int64_t m, TRI_T *a, int64_t lda, TRI_R *d,
                                     TRI_R *e, TRI_T *tau)
{
    return op->sytrd_fused && !ctx->sytrd_probe && op->sytrd_fused(ctx, uplo, m, a, lda, d, e, tau);
}

int TRI_SFX(trident_sytrd_one_step)(trident_context *ctx, const trident_backend_ops *be, char uplo, int64_t n,
                                    TRI_T *a, int64_t lda, TRI_R *d, TRI_R *e, TRI_T *tau)
{
    return n > 0 && TRI_SFX(sytrd_rest_fused)(ctx, &TRI_MEMBER(*be), uplo, n, a, lda, d, e, tau);
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
            if (TRI_SFX(sytrd_rest_fused)(ctx, op, 'L', n - i, A_(i, i), lda, d + i, e + i, tau + i))
                return;
            TRI_SFX(latrd)(ctx, op, 'L', n - i, nb, A_(i, i), lda, e + i, tau + i, w, ldw, y);
            op->her2k(ctx, 'L', n - i - nb, nb, TRI_LIT(-1), A_(i + nb, i), lda, W_(nb, 0), ldw,
                      TRI_R_LIT(1), A_(i + nb, i + nb), lda);
            trident_sytrd_probe_at(ctx, TRIDENT_PROBE_UPDATE, 'L', i, 0, a, lda, w, ldw);
            op->store_tridiag(ctx, 'L', nb, nb, A_(i, i), lda, d + i, e + i);
        }
        const int64_t k = n - i; /* last panel: no trailing matrix left */
        if (TRI_SFX(sytrd_rest_fused)(ctx, op, 'L', k, A_(i, i), lda, d + i, e + i, tau + i)) return;
        TRI_SFX(latrd)(ctx, op, 'L', k, k, A_(i, i), lda, e + i, tau + i, w, ldw, y);
        op->store_tridiag(ctx, 'L', k, k - 1, A_(i, i), lda, d + i, e + i);
    } else {
        int64_t end = n; /* columns [end, n) are reduced */
        for (; end > nb; end -= nb) {
            if (TRI_SFX(sytrd_rest_fused)(ctx, op, 'U', end, a, lda, d, e, tau)) return;
            const int64_t i0 = end - nb;
            TRI_SFX(latrd)(ctx, op, 'U', end, nb, a, lda, e, tau, w, ldw, y);
            op->her2k(ctx, 'U', i0, nb, TRI_LIT(-1), A_(0, i0), lda, w, ldw, TRI_R_LIT(1), a, lda);
            trident_sytrd_probe_at(ctx, TRIDENT_PROBE_UPDATE, 'U', end - 1, 0, a, lda, w, ldw);
            op->store_tridiag(ctx, 'U', nb, nb, A_(i0, i0), lda, d + i0, e + i0);
        }
        if (TRI_SFX(sytrd_rest_fused)(ctx, op, 'U', end, a, lda, d, e, tau)) return;
        TRI_SFX(latrd)(ctx, op, 'U', end, end, a, lda, e, tau, w, ldw, y);
        op->store_tridiag(ctx, 'U', end, end - 1, a, lda, d, e);
    }
}

#undef A_
#undef W_
