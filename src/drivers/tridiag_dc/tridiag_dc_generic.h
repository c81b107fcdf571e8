/*
 * tridiag_dc_generic.h -- the divide-and-conquer tridiagonal eigensolver
 * (tridiag_dc.h): workspace, splitting and scaling, the tree, the leaves,
 * the merges level by level, and the final sort.  One real precision
 * (included by tridiag_dc.c for s and d).
 *
 * Where things live.  T, the tree and every merge's plan are on the host
 * (O(n) data); Z, the eigenvalues of the solved nodes (wd) and all O(n^2)
 * and O(n^3) work are in backend memory.  The leaves (O(n leaf^2) flops)
 * are solved by the backend where it can (the GPU's solve_leaves: all at
 * once, T going up), else on the host by xSTEDC, one by one, each leaf's
 * eigenvectors going up.  Host <-> backend traffic per tree level: the
 * coupling rows z and the eigenvalues wd come down (2n reals, one
 * synchronisation for the whole level), the plans go up (8n words).  Before
 * the levels: T comes down; after them: wd comes down once more and the
 * sorted eigenvalues and the permutation go up.
 *
 * Z's columns are kept in "physical" order during the merges (each node's
 * block holds its new eigenvectors first, then its deflated ones); the last
 * step sorts them by eigenvalue with one gather through the work matrix.
 */

#define TRI_DC_LDEXP(x, k) _Generic((x), float: ldexpf, double: ldexp)(x, k)
#define TRI_DC_ILOGB(x) _Generic((x), float: ilogbf, double: ilogb)(x)

/* A node of the merge tree: rows off..off+m-1 cut after n1. */
typedef struct TRI_SFX(dc_node) {
    int64_t off, n1, m, height;
    TRI_SFX(dc_plan) plan;
} TRI_SFX(dc_node);

static int64_t TRI_SFX(dc_panel)(int64_t n)
{
    const int64_t panel = trident_dc_panel(sizeof(TRI_R) == sizeof(float));
    return n < panel ? n : panel;
}

int64_t TRI_SFX(trident_tridiag_dc_lwork)(int64_t n)
{
    return n * n + n * TRI_SFX(dc_panel)(n);
}

/* Host arrays, in ws->hr (reals) and ws->hi (integers), n = ws->n: */
typedef struct TRI_SFX(dc_host) {
    TRI_R *d, *e;        /* T, split, scaled and torn (n, n) */
    TRI_R *wd, *z;       /* node eigenvalues, coupling rows (n, n) */
    TRI_R *plan_r;       /* 4n */
    TRI_R *w;            /* the sorted eigenvalues (n) */
    TRI_R *leafz;        /* the leaves' eigenvectors, packed (n * leaf) */
    TRI_R *leaf_work;    /* xSTEDC (1 + 4 leaf + leaf^2) */
    int64_t leaf_lwork;
    int64_t *plan_x;     /* 4n */
    int64_t *perm, *idx, *tmp, *type; /* n each */
    int64_t *leaves;     /* (off, size) per leaf: 2n */
    int64_t *blocks;     /* (off, size, scale exponent) per block: 3n */
    int64_t *desc;       /* one level's batched nodes (merge_batch): 5n */
} TRI_SFX(dc_host);

static int64_t TRI_SFX(dc_host_reals)(int64_t n, int64_t leaf)
{
    return 10 * n + n * leaf + 1 + 4 * leaf + leaf * leaf;
}

static TRI_SFX(dc_host) TRI_SFX(dc_host_carve)(const TRI_SFX(trident_dc_workspace) *ws)
{
    const int64_t n = ws->n, leaf = ws->leaf;
    TRI_SFX(dc_host) h;
    h.d = ws->hr, h.e = h.d + n, h.wd = h.e + n, h.z = h.wd + n, h.plan_r = h.z + n;
    h.w = h.plan_r + 4 * n, h.leafz = h.w + n, h.leaf_work = h.leafz + n * leaf;
    h.leaf_lwork = 1 + 4 * leaf + leaf * leaf;
    h.plan_x = ws->hi, h.perm = h.plan_x + 4 * n, h.idx = h.perm + n, h.tmp = h.idx + n;
    h.type = h.tmp + n, h.leaves = h.type + n, h.blocks = h.leaves + 2 * n, h.desc = h.blocks + 3 * n;
    return h;
}

void TRI_SFX(trident_tridiag_dc_give)(trident_context *ctx, const trident_backend_ops *be,
                                      TRI_SFX(trident_dc_workspace) *ws)
{
    if (ws->own_work) be->free(ctx, ws->work);
    be->free(ctx, ws->vec), be->free(ctx, ws->ivec);
    free(ws->hr), free(ws->hi), free(ws->hb), free(ws->nodes);
    memset(ws, 0, sizeof *ws);
}

int TRI_SFX(trident_tridiag_dc_take)(trident_context *ctx, const trident_backend_ops *be,
                                     int64_t n, int64_t leaf, TRI_R *work,
                                     TRI_SFX(trident_dc_workspace) *ws)
{
    memset(ws, 0, sizeof *ws);
    if (n < 1) n = 1;
    leaf = trident_dc_leaf_size(leaf);
    ws->n = n, ws->leaf = leaf < n ? leaf : n, ws->panel = TRI_SFX(dc_panel)(n);
    ws->own_work = work == NULL;
    ws->work = work ? work
                    : be->alloc(ctx, (size_t)TRI_SFX(trident_tridiag_dc_lwork)(n) * sizeof(TRI_R));
    ws->vec = be->alloc(ctx, (size_t)(8 * n) * sizeof(TRI_R));
    ws->ivec = be->alloc(ctx, (size_t)(11 * n) * sizeof(int64_t));
    /* zeroed: whole plan arrays go up, parts of them never written */
    ws->hr = calloc((size_t)TRI_SFX(dc_host_reals)(n, ws->leaf), sizeof(TRI_R));
    ws->hi = calloc((size_t)(18 * n), sizeof(int64_t));
    ws->hb = calloc((size_t)(3 + 5 * ws->leaf), sizeof(blas_int));
    ws->nodes = calloc((size_t)n, sizeof(TRI_SFX(dc_node)));
    if (ws->work && ws->vec && ws->ivec && ws->hr && ws->hi && ws->hb && ws->nodes) return 0;
    TRI_SFX(trident_tridiag_dc_give)(ctx, be, ws);
    return TRIDENT_INFO_OUT_OF_MEMORY;
}

/* Build the tree of the block off..off+m-1 (halving until <= leaf rows);
 * nodes in post-order (children first), leaves left to right.  Returns
 * the block's height (0 for a leaf). */
static int64_t TRI_SFX(dc_build)(int64_t off, int64_t m, int64_t leaf, TRI_SFX(dc_node) *nodes,
                                 int64_t *nnodes, int64_t *leaves, int64_t *nleaves)
{
    if (m <= leaf) {
        leaves[2 * *nleaves] = off, leaves[2 * *nleaves + 1] = m, ++*nleaves;
        return 0;
    }
    const int64_t n1 = m / 2;
    const int64_t h1 = TRI_SFX(dc_build)(off, n1, leaf, nodes, nnodes, leaves, nleaves);
    const int64_t h2 = TRI_SFX(dc_build)(off + n1, m - n1, leaf, nodes, nnodes, leaves, nleaves);
    TRI_SFX(dc_node) *nd = &nodes[(*nnodes)++];
    memset(nd, 0, sizeof *nd);
    nd->off = off, nd->n1 = n1, nd->m = m, nd->height = 1 + (h1 > h2 ? h1 : h2);
    return nd->height;
}

/* Split T (host copy h->d, h->e) into blocks, scale each by a power of two
 * (exact) to max |entry| in [1, 2).  Returns the number of blocks. */
static int64_t TRI_SFX(dc_split_scale)(int64_t n, const TRI_SFX(dc_host) *h)
{
    int64_t nblocks = 0, start = 0;
    for (int64_t i = 0; i < n; ++i) {
        const int last = i == n - 1 ||
                         tri_fabs(h->e[i]) <= TRI_EPS * tri_sqrt(tri_fabs(h->d[i])) *
                                                  tri_sqrt(tri_fabs(h->d[i + 1]));
        if (!last) continue;
        TRI_R amax = 0;
        for (int64_t j = start; j <= i; ++j) {
            if (tri_fabs(h->d[j]) > amax) amax = tri_fabs(h->d[j]);
            if (j < i && tri_fabs(h->e[j]) > amax) amax = tri_fabs(h->e[j]);
        }
        const int sh = amax > 0 ? -TRI_DC_ILOGB(amax) : 0;
        for (int64_t j = start; j <= i; ++j) {
            h->d[j] = TRI_DC_LDEXP(h->d[j], sh);
            if (j < i) h->e[j] = TRI_DC_LDEXP(h->e[j], sh);
        }
        int64_t *b = h->blocks + 3 * nblocks++;
        b[0] = start, b[1] = i + 1 - start, b[2] = sh;
        start = i + 1;
    }
    return nblocks;
}

/* xSTEDC's failure code first*(n+1)+last for the block of rows off+1 ..
 * off+s (1-based), in int64_t: from n = 46341 on it can pass 2^31, where a
 * 32-bit trident_int would wrap, possibly to a negative value that callers
 * read as an argument error or a TRIDENT_INFO_* status.  Saturated at the
 * largest trident_int instead: still i > 0, the rows no longer encoded (an
 * LP64 LAPACK cannot encode them either). */
static trident_int TRI_SFX(dc_failure_info)(int64_t n, int64_t off, int64_t s)
{
    const int64_t info = (off + 1) * (n + 1) + off + s;
    return (trident_int)(info < TRIDENT_INT_MAX ? info : TRIDENT_INT_MAX);
}

/* Solve the leaves on the host (xSTEDC) and put them on the backend: Z :=
 * diag(leaf eigenvectors), wd := their eigenvalues.  Returns 0 or xSTEDC's
 * failure as first*(n+1)+last. */
static trident_int TRI_SFX(dc_leaves_host)(trident_context *ctx, const trident_backend_ops *be,
                                           int64_t n, int64_t nleaves, const TRI_SFX(dc_host) *h,
                                           const TRI_SFX(trident_dc_workspace) *ws, TRI_R *wd,
                                           TRI_R *z, int64_t ldz)
{
    int64_t pos = 0;
    for (int64_t l = 0; l < nleaves; ++l) {
        const int64_t off = h->leaves[2 * l], s = h->leaves[2 * l + 1];
        TRI_R *q = h->leafz + pos;
        if (s == 1) {
            q[0] = 1;
        } else {
            blas_int bs = (blas_int)s, lw = (blas_int)h->leaf_lwork, liw = (blas_int)(3 + 5 * ws->leaf);
            blas_int info = 0;
            TRI_LAPACK_R(stedc)("I", &bs, h->d + off, h->e + off, q, &bs, h->leaf_work, &lw, ws->hb,
                                &liw, &info, 1);
            if (info != 0) {
                (void)be->synchronize(ctx); /* the queued uploads read leafz */
                return TRI_SFX(dc_failure_info)(n, off, s);
            }
        }
        memcpy(h->wd + off, h->d + off, (size_t)s * sizeof(TRI_R));
        be->copy_matrix(ctx, TRIDENT_COPY_HOST_TO_BACKEND, s, s, sizeof(TRI_R), q, s,
                        z + off + off * ldz, ldz);
        pos += s * s;
    }
    be->copy_matrix(ctx, TRIDENT_COPY_HOST_TO_BACKEND, n, 1, sizeof(TRI_R), h->wd, n, wd, n);
    return 0;
}

/* The same by the backend's solve_leaves (all leaves at once), with T and
 * the leaf list sent up to scratch (sd, se: n reals each; sleaves: 2n
 * integers; fail: one); h->wd receives the eigenvalues too.  Returns 0,
 * a TRIDENT_INFO_* status, or a leaf's failure as dc_leaves_host does. */
static trident_int TRI_SFX(dc_leaves_backend)(trident_context *ctx, const trident_backend_ops *be,
                                              int64_t n, int64_t nleaves, const TRI_SFX(dc_host) *h,
                                              const TRI_SFX(trident_dc_workspace) *ws, TRI_R *wd,
                                              TRI_R *z, int64_t ldz, TRI_R *sd, TRI_R *se,
                                              int64_t *sleaves, unsigned long long *fail)
{
    be->copy_matrix(ctx, TRIDENT_COPY_HOST_TO_BACKEND, n, 1, sizeof(TRI_R), h->d, n, sd, n);
    be->copy_matrix(ctx, TRIDENT_COPY_HOST_TO_BACKEND, n, 1, sizeof(TRI_R), h->e, n, se, n);
    be->copy_matrix(ctx, TRIDENT_COPY_HOST_TO_BACKEND, 2 * nleaves, 1, sizeof(int64_t), h->leaves,
                    2 * nleaves, sleaves, 2 * nleaves);
    TRI_MEMBER(*be->dc).solve_leaves(ctx, nleaves, ws->leaf, sleaves, sd, se, wd, z, ldz, fail);
    unsigned long long first_failed = 0;
    be->copy_matrix(ctx, TRIDENT_COPY_BACKEND_TO_HOST, 1, 1, sizeof first_failed, fail, 1,
                    &first_failed, 1);
    be->copy_matrix(ctx, TRIDENT_COPY_BACKEND_TO_HOST, n, 1, sizeof(TRI_R), wd, n, h->wd, n);
    const int status = be->synchronize(ctx);
    if (status) return status;
    if (first_failed < (unsigned long long)nleaves) {
        const int64_t off = h->leaves[2 * first_failed], s = h->leaves[2 * first_failed + 1];
        return TRI_SFX(dc_failure_info)(n, off, s);
    }
    return 0;
}

/* The merges of this level's nodes of order <= batch_max, by one
 * merge_batch (their plans are in backend memory already): descriptors to
 * h->desc, then up to ddesc.  Each node's scratch is its own (work from
 * column off of the n x n work matrix, U from row off of the n x panel one),
 * so the nodes run side by side. */
static void TRI_SFX(dc_merge_level_batch)(trident_context *ctx, const trident_backend_ops *be, int64_t n,
                                          int64_t level, int64_t nnodes, const TRI_SFX(dc_node) *nodes,
                                          int64_t batch_max, const TRI_SFX(dc_host) *h, int64_t *ddesc,
                                          TRI_R *z, int64_t ldz, TRI_R *wd, TRI_R *dtau, TRI_R *dzhat,
                                          int64_t *dorg, const TRI_R *dplan_r, const int64_t *dplan_x,
                                          const TRI_SFX(trident_dc_workspace) *ws)
{
    TRI_SFX(trident_dc_batch) b = {.z = z, .ldz = ldz, .wd = wd, .tau = dtau, .zhat = dzhat, .origin = dorg,
                                   .plan_r = dplan_r, .plan_x = dplan_x, .work = ws->work, .ldwork = n,
                                   .u = ws->work + n * n, .ldu_off = ws->panel, .desc = ddesc};
    for (int64_t t = 0; t < nnodes; ++t) {
        const TRI_SFX(dc_node) *nd = &nodes[t];
        if (nd->height != level || nd->m > batch_max) continue;
        const TRI_SFX(dc_plan) *p = &nd->plan;
        int64_t *d = h->desc + TRIDENT_DC_BATCH_DESC * b.nnodes++;
        const double rho = (double)p->rho;
        d[0] = nd->off, d[1] = nd->m, d[2] = nd->n1, d[3] = p->k, d[4] = p->nrot, d[5] = p->ndfl;
        d[6] = p->ntop, d[7] = p->nfull;
        memcpy(&d[8], &rho, sizeof rho);
        if (nd->m > b.max_m) b.max_m = nd->m;
        if (p->k > b.max_k) b.max_k = p->k;
        if (p->k + p->nfull + p->ndfl > b.max_cols) b.max_cols = p->k + p->nfull + p->ndfl;
    }
    if (b.nnodes == 0) return;
    be->copy_matrix(ctx, TRIDENT_COPY_HOST_TO_BACKEND, TRIDENT_DC_BATCH_DESC * b.nnodes, 1, sizeof(int64_t),
                    h->desc, TRIDENT_DC_BATCH_DESC * b.nnodes, ddesc, TRIDENT_DC_BATCH_DESC * b.nnodes);
    TRI_MEMBER(*be->dc).merge_batch(ctx, &b);
}

trident_int TRI_SFX(trident_tridiag_dc)(trident_context *ctx, const trident_backend_ops *be,
                                        int64_t n, const TRI_R *d, const TRI_R *e, TRI_R *w,
                                        TRI_R *z, int64_t ldz, TRI_SFX(trident_dc_workspace) *ws)
{
    if (n <= 0) return 0;
    if (!be->dc) return TRIDENT_INFO_BACKEND_UNAVAILABLE;
    const TRI_SFX(trident_dc_ops) *op = &TRI_MEMBER(*be->dc);
    const TRI_SFX(dc_host) h = TRI_SFX(dc_host_carve)(ws);
    TRI_SFX(dc_node) *nodes = ws->nodes;
    /* backend vectors */
    TRI_R *wd = ws->vec, *dz = wd + n, *dtau = dz + n, *dzhat = dtau + n, *dplan_r = dzhat + n;
    int64_t *dorg = ws->ivec, *dplan_x = dorg + n, *dperm = dplan_x + 4 * n, *ddesc = dperm + n;

    trident_phase_clock clock; /* TRIDENT_VERBOSE=3: the steps below */
    trident_phase_start_at(ctx, &clock, 3);

    /* T comes down */
    be->copy_matrix(ctx, TRIDENT_COPY_BACKEND_TO_HOST, n, 1, sizeof(TRI_R), d, n, h.d, n);
    if (n > 1)
        be->copy_matrix(ctx, TRIDENT_COPY_BACKEND_TO_HOST, n - 1, 1, sizeof(TRI_R), e, n, h.e, n);
    int status = be->synchronize(ctx);
    if (status) return status;
    h.e[n - 1] = 0;
    for (int64_t i = 0; i < n; ++i)
        if (!isfinite(h.d[i]) || !isfinite(h.e[i])) return (trident_int)(n + 1 + n);

    /* blocks, tree, tearing, leaves */
    const int64_t nblocks = TRI_SFX(dc_split_scale)(n, &h);
    int64_t nnodes = 0, nleaves = 0, hmax = 0;
    for (int64_t b = 0; b < nblocks; ++b) {
        const int64_t hb = TRI_SFX(dc_build)(h.blocks[3 * b], h.blocks[3 * b + 1], ws->leaf,
                                             nodes, &nnodes, h.leaves, &nleaves);
        if (hb > hmax) hmax = hb;
    }
    for (int64_t t = 0; t < nnodes; ++t) {
        const int64_t cut = nodes[t].off + nodes[t].n1;
        const TRI_R beta = tri_fabs(h.e[cut - 1]);
        h.d[cut - 1] -= beta, h.d[cut] -= beta;
    }
    /* the leaves: on the backend when it solves them (T and the leaf list
     * go up to the plan's scratch, unused until the first merge) */
    op->set_zero(ctx, n, n, z, ldz);
    trident_int info = op->solve_leaves && ws->leaf <= TRIDENT_DC_BACKEND_LEAF_MAX
                           ? TRI_SFX(dc_leaves_backend)(ctx, be, n, nleaves, &h, ws, wd, z, ldz,
                                                        dplan_r, dplan_r + n, dplan_x,
                                                        (unsigned long long *)dperm)
                           : TRI_SFX(dc_leaves_host)(ctx, be, n, nleaves, &h, ws, wd, z, ldz);
    if (info) return info;
    trident_phase_mark(ctx, be, &clock, "divide and conquer", "split, tree and leaves");

    /* the merges, one tree level at a time: one synchronisation per level.
     * Each level copies all of dz down but fills only its own nodes' rows;
     * the rest are never read, and are cleared once so that nothing copied
     * is uninitialized (compute-sanitizer initcheck) */
    if (hmax > 0) op->set_zero(ctx, n, 1, dz, n);
    const int64_t batch_max = !op->merge_batch              ? 0
                              : trident_dc_batch_max() < ws->panel ? trident_dc_batch_max()
                                                                   : ws->panel;
    for (int64_t level = 1; level <= hmax; ++level) {
        for (int64_t t = 0; t < nnodes; ++t) {
            const TRI_SFX(dc_node) *nd = &nodes[t];
            if (nd->height != level) continue;
            const int64_t off = nd->off, cut = off + nd->n1;
            /* last row of Q1, first row of Q2 */
            be->copy_matrix(ctx, TRIDENT_COPY_BACKEND_TO_BACKEND, 1, nd->n1, sizeof(TRI_R),
                            z + (cut - 1) + off * ldz, ldz, dz + off, 1);
            be->copy_matrix(ctx, TRIDENT_COPY_BACKEND_TO_BACKEND, 1, nd->m - nd->n1,
                            sizeof(TRI_R), z + cut + cut * ldz, ldz, dz + cut, 1);
        }
        be->copy_matrix(ctx, TRIDENT_COPY_BACKEND_TO_HOST, n, 1, sizeof(TRI_R), dz, n, h.z, n);
        be->copy_matrix(ctx, TRIDENT_COPY_BACKEND_TO_HOST, n, 1, sizeof(TRI_R), wd, n, h.wd, n);
        status = be->synchronize(ctx);
        if (status) return status;
        for (int64_t t = 0; t < nnodes; ++t) {
            TRI_SFX(dc_node) *nd = &nodes[t];
            if (nd->height != level) continue;
            const int64_t off = nd->off;
            TRI_SFX(dc_plan_merge)(nd->m, nd->n1, h.e[off + nd->n1 - 1], h.wd + off, h.z + off,
                                   h.idx + off, h.tmp + off, h.type + off, h.plan_r + 4 * off,
                                   h.plan_x + 4 * off, &nd->plan);
        }
        be->copy_matrix(ctx, TRIDENT_COPY_HOST_TO_BACKEND, 4 * n, 1, sizeof(TRI_R), h.plan_r,
                        4 * n, dplan_r, 4 * n);
        be->copy_matrix(ctx, TRIDENT_COPY_HOST_TO_BACKEND, 4 * n, 1, sizeof(int64_t), h.plan_x,
                        4 * n, dplan_x, 4 * n);
        TRI_SFX(dc_merge_level_batch)(ctx, be, n, level, nnodes, nodes, batch_max, &h, ddesc, z, ldz, wd, dtau,
                                      dzhat, dorg, dplan_r, dplan_x, ws);
        for (int64_t t = 0; t < nnodes; ++t) {
            const TRI_SFX(dc_node) *nd = &nodes[t];
            if (nd->height != level || nd->m <= batch_max) continue;
            const int64_t off = nd->off;
            const TRI_SFX(dc_merge_args) args = {
                .q = z + off + off * ldz, .ldq = ldz, .wd = wd + off, .tau = dtau + off,
                .zhat = dzhat + off, .origin = dorg + off, .r = dplan_r + 4 * off,
                .x = dplan_x + 4 * off, .work = ws->work, .u = ws->work + n * n,
                .panel = ws->panel};
            TRI_SFX(dc_merge_queue)(ctx, be, nd->m, nd->n1, &nd->plan, &args);
        }
        trident_phase_mark(ctx, be, &clock, "divide and conquer",
                           level == hmax ? "merges, last level" : "merges, one level");
    }

    /* the eigenvalues come down once more (without merges h.wd has them),
     * are unscaled and sorted on the host; Z's columns follow on the backend */
    if (hmax > 0) {
        be->copy_matrix(ctx, TRIDENT_COPY_BACKEND_TO_HOST, n, 1, sizeof(TRI_R), wd, n, h.wd, n);
        status = be->synchronize(ctx);
        if (status) return status;
    }
    for (int64_t b = 0; b < nblocks; ++b) {
        const int64_t *blk = h.blocks + 3 * b;
        for (int64_t i = blk[0]; i < blk[0] + blk[1]; ++i)
            h.wd[i] = TRI_DC_LDEXP(h.wd[i], -(int)blk[2]);
    }
    for (int64_t i = 0; i < n; ++i) h.perm[i] = i;
    TRI_SFX(dc_sort_index)(n, h.wd, h.perm, h.tmp);
    for (int64_t i = 0; i < n; ++i) h.w[i] = h.wd[h.perm[i]];
    be->copy_matrix(ctx, TRIDENT_COPY_HOST_TO_BACKEND, n, 1, sizeof(int64_t), h.perm, n, dperm, n);
    op->gather_columns(ctx, n, n, dperm, z, ldz, ws->work, n);
    be->copy_matrix(ctx, TRIDENT_COPY_BACKEND_TO_BACKEND, n, n, sizeof(TRI_R), ws->work, n, z, ldz);
    be->copy_matrix(ctx, TRIDENT_COPY_HOST_TO_BACKEND, n, 1, sizeof(TRI_R), h.w, n, w, n);
    trident_phase_mark(ctx, be, &clock, "divide and conquer", "sort");
    return 0;
}

#undef TRI_DC_LDEXP
#undef TRI_DC_ILOGB
