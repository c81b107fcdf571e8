/*
 * dc_ops_table.h -- the primitives of the divide-and-conquer tridiagonal
 * eigensolver (drivers/tridiag_dc/), for one real precision (included once
 * per real precision by dc_ops.h; no guard).
 *
 * As for backend/ops_table.h: every pointer argument lives in the backend's
 * memory, work is queued on the context's stream, failures are recorded in
 * the context (first error wins) and later operations become no-ops.  The
 * scalars the host computed (rho, sizes) are passed by value; the index
 * arrays are int64_t in backend memory.  Matrices are column-major.
 *
 * The secular-equation steps follow the formulas of eig/dc_secular.h, which
 * both backends call, so that the host and the device solve the same
 * equations the same way.  Their input is one merge's deflated problem
 *     D + rho z z^T,  D = diag(d[0..k)) strictly increasing,  rho > 0,
 *     every z[i] != 0,
 * and root j is held as lambda_j = d[origin[j]] + tau[j], origin[j] the pole
 * nearer to it, so that d[i] - lambda_j can be formed as
 * (d[i] - d[origin[j]]) - tau[j] without cancellation.
 */

typedef struct TRI_SFX(trident_dc_ops) {
    /* a := 0, m-by-n                                                (xLASET) */
    void (*set_zero)(trident_context *ctx, int64_t m, int64_t n, TRI_R *a, int64_t lda);

    /* For r = 0..nrot-1 in this order, with a = pairs[2r], b = pairs[2r+1],
     * c = cs[2r], s = cs[2r+1], on all m rows of q:
     *     (q(:,a), q(:,b)) := (c q(:,a) + s q(:,b), -s q(:,a) + c q(:,b)).  */
    void (*rotate_columns)(trident_context *ctx, int64_t m, int64_t nrot, const int64_t *pairs,
                           const TRI_R *cs, TRI_R *q, int64_t ldq);

    /* dst(0:m, j) := src(0:m, cols[j]), j < ncols (dst and src disjoint) */
    void (*gather_columns)(trident_context *ctx, int64_t m, int64_t ncols, const int64_t *cols,
                           const TRI_R *src, int64_t lds, TRI_R *dst, int64_t ldd);

    /* The k roots of 1 + rho sum_i z_i^2 / (d_i - lambda) = 0, ascending:
     * origin[j], tau[j] as above and lambda[j] = d[origin[j]] + tau[j]. */
    void (*secular_roots)(trident_context *ctx, int64_t k, const TRI_R *d, const TRI_R *z,
                          TRI_R rho, TRI_R *lambda, int64_t *origin, TRI_R *tau);

    /* zhat[i], i < k: the vector for which the computed roots are the exact
     * eigenvalues of D + rho zhat zhat^T (Gu and Eisenstat), sign of z[i]. */
    void (*secular_zhat)(trident_context *ctx, int64_t k, const TRI_R *d, const TRI_R *z,
                         TRI_R rho, const int64_t *origin, const TRI_R *tau, TRI_R *zhat);

    /* Columns j0..j0+nc-1 of the eigenvector matrix of D + rho zhat zhat^T,
     * rows permuted: u(r, j - j0) = zhat[i] / (d[i] - lambda_j) with
     * i = rowpole[r], r < k, each column scaled to unit 2-norm.  (ldu >= k) */
    void (*secular_vectors)(trident_context *ctx, int64_t k, int64_t j0, int64_t nc,
                            const TRI_R *d, const TRI_R *zhat, const int64_t *origin,
                            const TRI_R *tau, const int64_t *rowpole, TRI_R *u, int64_t ldu);

    /* c := a b, a m-by-kk, b kk-by-n, c m-by-n (disjoint); kk = 0 gives
     * c = 0                                          (xGEMM 'N' 'N', beta 0) */
    void (*gemm)(trident_context *ctx, int64_t m, int64_t n, int64_t kk, const TRI_R *a,
                 int64_t lda, const TRI_R *b, int64_t ldb, TRI_R *c, int64_t ldc);

    /* The leaves: for each l < nleaves, with off = leaves[2l] and
     * s = leaves[2l+1] (1 <= s <= max_leaf, the blocks disjoint), the
     * eigenpairs of the tridiagonal T(off:off+s) (diagonal d[off..off+s),
     * off-diagonal e[off..off+s-1), largest entry of order one):
     * wd[off..off+s) := its eigenvalues, in any order, and z(off:off+s,
     * off:off+s) := its orthonormal eigenvectors, column by column; the
     * rest of z untouched.  *fail (backend memory) := the smallest l whose
     * iteration did not converge, or all bits set when none.  NULL where the
     * backend solves no leaves itself (the driver then calls xSTEDC on the
     * host). */
    void (*solve_leaves)(trident_context *ctx, int64_t nleaves, int64_t max_leaf,
                         const int64_t *leaves, const TRI_R *d, const TRI_R *e, TRI_R *wd,
                         TRI_R *z, int64_t ldz, unsigned long long *fail);

    /* The merges of b->nnodes nodes of one level (disjoint blocks; the
     * layout: backend/dc_batch.h): for each, the steps of
     * dc_merge_generic.h with all of U in one panel, in a few launches for
     * all the nodes rather than about eleven per node.  NULL where the
     * backend has none (the driver then merges node by node). */
    void (*merge_batch)(trident_context *ctx, const TRI_SFX(trident_dc_batch) *b);
} TRI_SFX(trident_dc_ops);
