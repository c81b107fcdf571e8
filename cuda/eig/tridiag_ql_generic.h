/*
 * tridiag_ql_generic.h -- one real precision of tridiag_ql.h (no guard).
 *
 * T of order s has diagonal d[0..s) and off-diagonal e[0..s-1), e[i]
 * coupling rows i and i+1; e[s-1] exists and is kept 0.  The eigenvalues
 * are found from the top: while the block l..m that starts at row l is
 * unreduced (m > l: e[l..m-1] not negligible, e[m] negligible or m = s-1),
 * an implicit QL step shifted by the eigenvalue of the leading 2x2 of the
 * block nearer to d[l] chases a bulge from the bottom of the block to its
 * top with the plane rotations G(i) on rows i, i+1 (i = m-1 down to l).
 * When e[l] becomes negligible, d[l] is an eigenvalue and l moves on.
 * Accumulating the same rotations into the columns of Z (Z := Z G(i), in
 * that order) gives T = Z diag(d) Z^T.  The eigenvalues are left in the
 * order they converged, not sorted.
 *
 * A step is serial in i; its rotations act on each row of Z independently,
 * so ql_step computes them all first and ql_rotate_row applies them to one
 * row: a caller may run the rows in parallel.
 *
 * e[i] is negligible when |e[i]| <= eps (|d[i]| + |d[i+1]|), a perturbation
 * of T of relative size eps in norm (the leaves of the divide and conquer
 * need normwise accuracy), or when it is below the underflow threshold.
 * There is no scaling here: T's largest entry should be of order one, as
 * the divide and conquer makes it (each block scaled by a power of two to
 * [1, 2)); entries near the underflow threshold lose accuracy.
 */

#define TRI_QL(name) TRI_SFX(name)

static inline TRI_HOST_DEVICE TRI_R TRI_QL(ql_abs)(TRI_R x) { return x < 0 ? -x : x; }

static inline TRI_HOST_DEVICE TRI_R TRI_QL(ql_hypot)(TRI_R x, TRI_R y)
{
    return sizeof(TRI_R) == sizeof(float) ? (TRI_R)hypotf((float)x, (float)y) : (TRI_R)hypot((double)x, (double)y);
}

/* the last row m >= l of the unreduced block that starts at l (s >= 1) */
static inline TRI_HOST_DEVICE int64_t TRI_QL(ql_block_end)(int64_t s, int64_t l, const TRI_R *d,
                                                          const TRI_R *e)
{
    int64_t m = l;
    for (; m < s - 1; ++m) {
        const TRI_R em = TRI_QL(ql_abs)(e[m]);
        if (em <= TRI_EPS * (TRI_QL(ql_abs)(d[m]) + TRI_QL(ql_abs)(d[m + 1])) || em < TRI_SAFMIN)
            break;
    }
    return m;
}

/*
 * One shifted QL step on the unreduced block l..m (m > l) of (d, e).  The
 * rotation G(i) goes to cs[2t], cs[2t + 1] = (c, s), t = m-1-i, and
 * ql_rotate_row applies it as (z_i, z_{i+1}) := (c z_i - s z_{i+1},
 * s z_i + c z_{i+1}).  Returns the number of rotations: m - l, or fewer when
 * the chase met an exactly zero rotation (the block split there; the
 * rotations made so far are still to be applied, and the next
 * ql_block_end sees the split).
 */
static inline TRI_HOST_DEVICE int64_t TRI_QL(ql_step)(int64_t l, int64_t m, TRI_R *d, TRI_R *e,
                                                     TRI_R *cs)
{
    /* the shift: the eigenvalue of [d_l e_l; e_l d_{l+1}] nearer to d_l,
     * entered as g = d_m - shift, the first entry of the chase */
    TRI_R g = (d[l + 1] - d[l]) / (2 * e[l]);
    TRI_R r = TRI_QL(ql_hypot)(g, 1);
    g = d[m] - d[l] + e[l] / (g + (g < 0 ? -r : r));
    TRI_R s = 1, c = 1, p = 0;
    for (int64_t i = m - 1; i >= l; --i) {
        const TRI_R f = s * e[i], b = c * e[i];
        r = TRI_QL(ql_hypot)(f, g);
        e[i + 1] = r;
        if (r == 0) { /* f = g = 0: the block splits below row i */
            d[i + 1] -= p;
            e[m] = 0;
            return m - 1 - i;
        }
        s = f / r;
        c = g / r;
        g = d[i + 1] - p;
        r = (d[i] - g) * s + 2 * c * b;
        p = s * r;
        d[i + 1] = g + p;
        g = c * r - b;
        cs[2 * (m - 1 - i)] = c;
        cs[2 * (m - 1 - i) + 1] = s;
    }
    d[l] -= p;
    e[l] = g;
    e[m] = 0;
    return m - l;
}

/* One row of Z (entry j at zrow[j * inc]) through the nrot rotations of a
 * step on a block ending at m, in their order.  The value of column i+1
 * after G(i) is final for the step, so one load and one store per
 * rotation. */
static inline TRI_HOST_DEVICE void TRI_QL(ql_rotate_row)(int64_t m, int64_t nrot, const TRI_R *cs,
                                                         TRI_R *zrow, int64_t inc)
{
    TRI_R carry = zrow[m * inc];
    for (int64_t t = 0; t < nrot; ++t) {
        const int64_t i = m - 1 - t;
        const TRI_R c = cs[2 * t], s = cs[2 * t + 1], a = zrow[i * inc];
        zrow[(i + 1) * inc] = s * a + c * carry;
        carry = c * a - s * carry;
    }
    zrow[(m - nrot) * inc] = carry;
}

/*
 * The whole solve by one thread: on exit d holds the eigenvalues (in the
 * order they converged) and z (s-by-s, ldz >= s) the orthonormal
 * eigenvectors, column j for d[j]; e is destroyed.  cs: 2s reals of
 * scratch.  Returns 0, or 1 when the steps ran out (TRI_QL_MAXIT s in all;
 * d and z then hold no result).
 */
static inline TRI_HOST_DEVICE int TRI_QL(ql_solve)(int64_t s, TRI_R *d, TRI_R *e, TRI_R *z,
                                                   int64_t ldz, TRI_R *cs)
{
    for (int64_t j = 0; j < s; ++j)
        for (int64_t i = 0; i < s; ++i) z[i + j * ldz] = i == j;
    if (s > 0) e[s - 1] = 0;
    int64_t steps = 0;
    for (int64_t l = 0; l < s;) {
        const int64_t m = TRI_QL(ql_block_end)(s, l, d, e);
        if (m == l) {
            ++l;
            continue;
        }
        if (++steps > TRI_QL_MAXIT * s) return 1;
        const int64_t nrot = TRI_QL(ql_step)(l, m, d, e, cs);
        for (int64_t i = 0; i < s; ++i) TRI_QL(ql_rotate_row)(m, nrot, cs, z + i, ldz);
    }
    return 0;
}

#undef TRI_QL
