/* tridiag_dc_decl_generic.h -- per-precision declarations (see tridiag_dc.h). */

/*
 * Everything one solve of order n needs, taken before anything is written
 * (trident_tridiag_dc_take) and given back after the work has finished
 * (trident_tridiag_dc_give, after be->synchronize: the queued copies read
 * the host arrays).
 *   backend memory: work, n*n + n*min(n, panel) reals (the gathered
 *                   columns of each merge and a panel of U; the panel is
 *                   trident_dc_panel's, tridiag_dc.h);
 *                   8n reals and 11n int64_t of vectors;
 *   host memory:    O(n * leaf) reals and O(n) integers.
 */
typedef struct TRI_SFX(trident_dc_workspace) {
    int64_t n, leaf, panel;
    TRI_R *work;       /* backend; lent by the caller or owned (own_work) */
    int own_work;
    TRI_R *vec;        /* backend: 8n */
    int64_t *ivec;     /* backend: 11n */
    TRI_R *hr;         /* host reals */
    int64_t *hi;       /* host integers */
    blas_int *hb;      /* host: the leaves' xSTEDC iwork */
    void *nodes;       /* host: the merge tree */
} TRI_SFX(trident_dc_workspace);

/* Reals of backend memory in `work` for order n. */
int64_t TRI_SFX(trident_tridiag_dc_lwork)(int64_t n);

/*
 * Take the workspace of an order-n solve (n >= 1) with leaf size `leaf`
 * (<= 0: trident_dc_leaf_size's choice).  work: NULL, or backend memory of
 * trident_tridiag_dc_lwork(n) reals the caller lends for the solve (it must
 * not overlap the solve's outputs).  Returns 0 or TRIDENT_INFO_OUT_OF_MEMORY
 * (then nothing is held).
 */
int TRI_SFX(trident_tridiag_dc_take)(trident_context *ctx, const trident_backend_ops *be,
                                     int64_t n, int64_t leaf, TRI_R *work,
                                     TRI_SFX(trident_dc_workspace) *ws);
void TRI_SFX(trident_tridiag_dc_give)(trident_context *ctx, const trident_backend_ops *be,
                                      TRI_SFX(trident_dc_workspace) *ws);

/*
 * All eigenvalues and eigenvectors of the symmetric tridiagonal T of order
 * n (= ws->n) with diagonal d (n) and off-diagonal e (n-1), both in backend
 * memory and not modified:
 *     T = Z diag(w) Z^T,
 * w (n, backend) ascending, Z (n-by-n, ldz >= n, backend) orthonormal,
 * column j for w[j].  Accuracy as xSTEDC's: |w - lambda| = O(n eps ||T||),
 * ||T Z - Z diag(w)|| = O(n eps ||T||), ||I - Z^T Z|| = O(n eps).
 *
 * Method (Cuppen; Gu and Eisenstat): split T where |e_i| <= eps sqrt|d_i|
 * sqrt|d_{i+1}| (eps the unit roundoff) and scale each block by a power of
 * two to max |entry| in [1, 2); tear each block recursively in halves,
 * T = diag(T1, T2) + rho v v^T, down to leaves of at most ws->leaf rows,
 * which xSTEDC solves on the host; merge bottom-up on the backend, all the
 * merges of one tree level after a single synchronisation.  Deterministic
 * when the backend's primitives are.
 *
 * Returns 0 with the work queued (the caller synchronises), i > 0 when a
 * leaf's xSTEDC failed or T holds a NaN or an infinity (i = first*(n+1) +
 * last, 1-based rows of the failing block, as xSTEDC; the largest
 * trident_int where that does not fit, n > 46340 with a 32-bit one), or
 * TRIDENT_INFO_*.
 * Z is the working matrix of the whole solve (undefined after a failure);
 * w is written only by the last queued copy.
 */
trident_int TRI_SFX(trident_tridiag_dc)(trident_context *ctx, const trident_backend_ops *be,
                                        int64_t n, const TRI_R *d, const TRI_R *e, TRI_R *w,
                                        TRI_R *z, int64_t ldz, TRI_SFX(trident_dc_workspace) *ws);
