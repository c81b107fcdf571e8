/*
 * dc_merge_generic.h -- the backend half of one divide-and-conquer merge:
 * queue, from a plan (dc_plan_generic.h) already in backend memory, the
 * steps that turn the node's block of Z from diag(Q1, Q2) into the
 * eigenvectors of the node, and its eigenvalues into wd.  One real
 * precision (included by tridiag_dc.c for s and d).
 *
 * With k poles left and ndfl deflated, the block's columns afterwards are
 *     0..k-1:  the new eigenvectors, in ascending order of eigenvalue,
 *     k..m-1:  the deflated ones, in the plan's order,
 * and wd[0..m) holds their eigenvalues in that order.
 *
 * Steps (all queued, no synchronisation):
 *   1. the plan's rotations on pairs of columns of Q (all m rows);
 *   2. gather into work: the top rows of the top and full columns (n1 rows),
 *      the bottom rows of the full and bottom columns (n2 rows), the
 *      deflated columns (m rows);  at most m^2 reals (every column counted
 *      once with at most m rows);
 *   3. the deflated columns back into Q at k..m-1, their eigenvalues into wd;
 *   4. the k roots (lambda into wd[0..k)), zhat;
 *   5. per panel of at most ws->panel columns of U (k rows, in the order of
 *      the gathered columns): form it, then two GEMMs write the top and
 *      bottom rows of the new eigenvectors straight into Q.
 */

/* Device scratch of one solve, at the node's offset: */
typedef struct TRI_SFX(dc_merge_args) {
    TRI_R *q;             /* the node's block of Z (top-left), ldq */
    int64_t ldq;
    TRI_R *wd;            /* the node's eigenvalues (m), physical order */
    TRI_R *tau, *zhat;    /* k each */
    int64_t *origin;      /* k */
    const TRI_R *r;       /* the plan, backend memory */
    const int64_t *x;
    TRI_R *work;          /* m*m gathered columns, then the U panel */
    TRI_R *u;             /* the U panel: k x panel */
    int64_t panel;
} TRI_SFX(dc_merge_args);

static void TRI_SFX(dc_merge_queue)(trident_context *ctx, const trident_backend_ops *be,
                                    int64_t m, int64_t n1, const TRI_SFX(dc_plan) *plan,
                                    const TRI_SFX(dc_merge_args) *a)
{
    const TRI_SFX(trident_dc_ops) *op = &TRI_MEMBER(*be->dc);
    const int64_t n2 = m - n1, k = plan->k, nrot = plan->nrot, ndfl = plan->ndfl;
    const int64_t ntop = plan->ntop, nfull = plan->nfull, nbot = k - ntop - nfull;
    const trident_dc_plan_layout at = trident_dc_plan_layout_of(k, nrot, ndfl);
    const TRI_R *poles = a->r, *zk = a->r + at.zk, *cs = a->r + at.cs, *dvals = a->r + at.dvals;
    const int64_t *pairs = a->x, *cols = a->x + at.cols, *dfl = a->x + at.dfl, *rowpole = a->x + at.rowpole;

    if (nrot > 0) op->rotate_columns(ctx, m, nrot, pairs, cs, a->q, a->ldq);

    int64_t bot_at, dfl_at;
    trident_dc_gathered_layout(n1, n2, k, ntop, nfull, &bot_at, &dfl_at);
    TRI_R *wtop = a->work, *wbot = a->work + bot_at, *wdfl = a->work + dfl_at;
    op->gather_columns(ctx, n1, ntop + nfull, cols, a->q, a->ldq, wtop, n1);
    op->gather_columns(ctx, n2, nfull + nbot, cols + ntop, a->q + n1, a->ldq, wbot, n2);
    op->gather_columns(ctx, m, ndfl, dfl, a->q, a->ldq, wdfl, m);
    be->copy_matrix(ctx, TRIDENT_COPY_BACKEND_TO_BACKEND, m, ndfl, sizeof(TRI_R), wdfl, m,
                    a->q + k * a->ldq, a->ldq);
    be->copy_matrix(ctx, TRIDENT_COPY_BACKEND_TO_BACKEND, ndfl, 1, sizeof(TRI_R), dvals,
                    ndfl > 0 ? ndfl : 1, a->wd + k, ndfl > 0 ? ndfl : 1);
    if (k == 0) return;

    op->secular_roots(ctx, k, poles, zk, plan->rho, a->wd, a->origin, a->tau);
    op->secular_zhat(ctx, k, poles, zk, plan->rho, a->origin, a->tau, a->zhat);
    for (int64_t j0 = 0; j0 < k; j0 += a->panel) {
        const int64_t nc = k - j0 < a->panel ? k - j0 : a->panel;
        op->secular_vectors(ctx, k, j0, nc, poles, a->zhat, a->origin, a->tau, rowpole, a->u, k);
        op->gemm(ctx, n1, nc, ntop + nfull, wtop, n1, a->u, k, a->q + j0 * a->ldq, a->ldq);
        op->gemm(ctx, n2, nc, nfull + nbot, wbot, n2, a->u + ntop, k, a->q + n1 + j0 * a->ldq,
                 a->ldq);
    }
}
