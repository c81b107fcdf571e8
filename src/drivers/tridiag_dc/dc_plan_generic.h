/*
 * dc_plan_generic.h -- the host half of one divide-and-conquer merge: from
 * the eigenvalues of the two halves and the coupling vector, decide what
 * deflates and describe the rest to the backend (a plan).  O(m log m) work
 * on O(m) data; no backend call.  One real precision (included by
 * tridiag_dc.c for s and d).
 *
 * The merge.  The node's block (rows and columns 0..m-1 of it) is
 *     T = diag(T1, T2) + beta (e_{n1-1} e_{n1}^T + e_{n1} e_{n1-1}^T)
 *       = diag(T1', T2') + |beta| v v^T,   v = e_{n1-1} + sign(beta) e_{n1},
 * with T1', T2' the halves with |beta| taken off the two diagonal entries
 * next to the cut (done once for the whole tree before the leaves).  With
 * T1' = Q1 D1 Q1^T and T2' = Q2 D2 Q2^T already solved,
 *     T = Q (D + rho z z^T) Q^T,  Q = diag(Q1, Q2),  rho = 2 |beta|,
 *     z = (last row of Q1, sign(beta) first row of Q2) / sqrt(2)   (|z| = 1).
 * Q's columns are in "physical" order: the order they have in the backend
 * matrix, which need not be the order of their eigenvalues.
 *
 * Deflation (with tol = 8 eps max(max|D|, rho)):
 *  - |rho z_j| <= tol: (D_j, Q e_j) is an eigenpair to within tol; column j
 *    stays as it is.
 *  - two poles D_a <= D_b next to each other (in ascending order, among the
 *    ones not deflated) with the Givens rotation G that zeroes z_a,
 *    c = z_b / r, s = -z_a / r, r = hypot(z_a, z_b), leaving an off-diagonal
 *    t = c s (D_b - D_a) with |t| <= tol: rotate columns a and b of Q by G
 *    (dc_ops rotate_columns), and a deflates with D_a + s^2 (D_b - D_a);
 *    b goes on with z_b = r and D_b - s^2 (D_b - D_a), and may pair with the
 *    next pole.
 * The k poles left are strictly increasing, more than 2 tol apart, with
 * |rho z_i| > tol: the secular equation's assumptions.
 *
 * Column types.  A column of Q1 that was never rotated with one of Q2 is
 * zero in rows n1..m-1 (type "top"), a column of Q2 likewise zero in rows
 * 0..n1-1 ("bottom"); the rest are full.  The non-deflated columns are
 * ordered top, full, bottom (each ascending in pole), so that the new
 * eigenvectors Q U come out of two GEMMs that skip the zero blocks:
 *     rows 0..n1-1:  Q(0:n1, top and full) * U(top and full rows, :)
 *     rows n1..m-1:  Q(n1:m, full and bottom) * U(full and bottom rows, :).
 *
 * The plan, in two arrays of 4m (reals r, integers x) and a summary:
 *   r[0..k)              the non-deflated poles, ascending
 *   r[k..2k)             their z
 *   r[2k..2k+2 nrot)     (c, s) of each rotation, in order
 *   r[2k+2nrot..+ndfl)   the deflated eigenvalues, in the order of dfl below
 *   x[0..2 nrot)         (a, b) of each rotation (physical columns)
 *   x[2nrot..+k)         cols: physical columns of the non-deflated poles,
 *                        top, full, bottom
 *   x[..+ndfl)           dfl: physical columns of the deflated ones
 *   x[..+k)              rowpole: pole index (0..k-1) of cols[r]
 * (offsets: trident_dc_plan_layout_of in backend/dc_batch.h, which every
 * reader of the plan, host or device, takes them from).
 */

typedef struct TRI_SFX(dc_plan) {
    int64_t k, nrot, ntop, nfull, ndfl; /* nbottom = k - ntop - nfull */
    TRI_R rho;
} TRI_SFX(dc_plan);

/* Stable ascending sort of idx[0..m) by key[idx[.]] (bottom-up merge
 * sort, tmp: m): equal keys keep their order, so the result is determined. */
static void TRI_SFX(dc_sort_index)(int64_t m, const TRI_R *key, int64_t *idx, int64_t *tmp)
{
    int64_t *src = idx, *dst = tmp;
    for (int64_t width = 1; width < m; width *= 2) {
        for (int64_t lo = 0; lo < m; lo += 2 * width) {
            const int64_t mid = lo + width < m ? lo + width : m;
            const int64_t hi = lo + 2 * width < m ? lo + 2 * width : m;
            int64_t i = lo, j = mid, o = lo;
            while (i < mid && j < hi) dst[o++] = key[src[j]] < key[src[i]] ? src[j++] : src[i++];
            while (i < mid) dst[o++] = src[i++];
            while (j < hi) dst[o++] = src[j++];
        }
        int64_t *t = src;
        src = dst, dst = t;
    }
    if (src != idx) memcpy(idx, src, (size_t)m * sizeof(int64_t));
}

/*
 * Plan the merge of a node of m rows cut after n1 (1 <= n1 < m), coupling
 * beta.  In: dv (m) the halves' eigenvalues and zv (m) the raw rows (last
 * row of Q1, first row of Q2), both in physical column order; both are
 * overwritten.  idx, tmp, type: m integers of scratch.  Out: r, x (4m
 * each, layout above) and the summary.
 */
static void TRI_SFX(dc_plan_merge)(int64_t m, int64_t n1, TRI_R beta, TRI_R *dv, TRI_R *zv,
                                   int64_t *idx, int64_t *tmp, int64_t *type, TRI_R *r,
                                   int64_t *x, TRI_SFX(dc_plan) *plan)
{
    enum { TOP = 1, BOTTOM = 2, FULL = 3 };
    const TRI_R rho = 2 * tri_fabs(beta);
    const TRI_R h = (TRI_R)0.70710678118654752440; /* 1/sqrt(2) */
    const TRI_R hb = beta < 0 ? -h : h;
    TRI_R dmax = 0;
    for (int64_t j = 0; j < m; ++j) {
        zv[j] *= j < n1 ? h : hb;
        type[j] = j < n1 ? TOP : BOTTOM;
        idx[j] = j;
        if (tri_fabs(dv[j]) > dmax) dmax = tri_fabs(dv[j]);
    }
    TRI_SFX(dc_sort_index)(m, dv, idx, tmp);
    const TRI_R tol = 8 * TRI_EPS * (dmax > rho ? dmax : rho);

    /* The sweep in ascending order.  Non-deflated columns are compacted to
     * the front of idx (k <= t, so in place), deflated ones go to tmp, the
     * rotations' (a, b) to x and their (c, s) to r[2m..) for now. */
    int64_t k = 0, ndfl = 0, nrot = 0, prev = -1;
    TRI_R *cs_tmp = r + 2 * m;
    for (int64_t t = 0; t < m; ++t) {
        const int64_t j = idx[t];
        if (rho * tri_fabs(zv[j]) <= tol) {
            tmp[ndfl++] = j;
            continue;
        }
        if (prev >= 0) {
            const TRI_R za = zv[prev], zb = zv[j], rr = tri_hypot(za, zb);
            const TRI_R c = zb / rr, s = -za / rr, gap = dv[j] - dv[prev];
            if (tri_fabs(c * s * gap) <= tol) {
                x[2 * nrot] = prev, x[2 * nrot + 1] = j;
                cs_tmp[2 * nrot] = c, cs_tmp[2 * nrot + 1] = s;
                ++nrot;
                dv[prev] += s * s * gap;
                dv[j] -= s * s * gap;
                zv[prev] = 0, zv[j] = rr;
                type[j] |= type[prev];
                tmp[ndfl++] = prev;
                prev = j;
                continue;
            }
            idx[k++] = prev;
        }
        prev = j;
    }
    if (prev >= 0) idx[k++] = prev;

    /* the layout of the file header */
    const trident_dc_plan_layout at = trident_dc_plan_layout_of(k, nrot, ndfl);
    int64_t *cols = x + at.cols, *dfl = x + at.dfl, *rowpole = x + at.rowpole;
    memmove(r + at.cs, cs_tmp, (size_t)(2 * nrot) * sizeof(TRI_R)); /* 2k <= 2m: no clash */
    for (int64_t p = 0; p < k; ++p) r[p] = dv[idx[p]], r[at.zk + p] = zv[idx[p]];
    for (int64_t t = 0; t < ndfl; ++t) r[at.dvals + t] = dv[tmp[t]], dfl[t] = tmp[t];
    static const int64_t order[3] = {TOP, FULL, BOTTOM};
    int64_t count[3] = {0, 0, 0}, o = 0;
    for (int g = 0; g < 3; ++g)
        for (int64_t p = 0; p < k; ++p)
            if (type[idx[p]] == order[g]) cols[o] = idx[p], rowpole[o] = p, ++o, ++count[g];
    plan->k = k, plan->nrot = nrot, plan->ndfl = ndfl;
    plan->ntop = count[0], plan->nfull = count[1];
    plan->rho = rho;
}
