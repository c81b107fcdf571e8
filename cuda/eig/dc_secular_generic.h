/*
 * dc_secular_generic.h -- one real precision of dc_secular.h (no guard).
 *
 * The problem: the eigenvalues lambda_0 < ... < lambda_{k-1} of D + rho z z^T,
 * D = diag(d), d strictly increasing, rho > 0, all z_i != 0, i.e. the roots
 * of the secular equation
 *     f(lambda) = 1 + rho sum_i z_i^2 / (d_i - lambda) = 0,
 * which interlace: d_j < lambda_j < d_{j+1}, and d_{k-1} < lambda_{k-1} <=
 * d_{k-1} + rho |z|^2.
 *
 * Representation.  lambda_j = d[o] + tau with o = origin(j) the nearer of
 * the two poles around it (d_{k-1} for the last root).  Every difference
 * d_i - lambda_j is formed as (d_i - d[o]) - tau: each has a small relative
 * error, even when lambda_j sits within a few ulps of a pole, which is what
 * makes the eigenvector entries z_i / (d_i - lambda_j) accurate.  Forming
 * d_i - lambda_j from a rounded lambda_j would not be.
 *
 * Root finder (dc_secular_root): a safeguarded iteration in tau.  A bracket
 * [lo, hi] around the root is kept (f increases between two poles).  The
 * step comes from the two-pole rational model of f,
 *     f(x) ~ c + s / (d_p - x) + S / (d_q - x),
 * fitted to f and f' at the iterate with the terms i <= p matched by the
 * pole d_p and the others by d_q (p, q the poles around the root; the two
 * largest for the last root); solving the model is a quadratic.  A step
 * that leaves the bracket is replaced by bisection.  It stops when |f| is
 * below a bound on its rounding error, when a step no longer moves tau, or
 * after TRI_DC_SECULAR_MAXIT iterations.
 *
 * zhat (dc_secular_zhat): the vector for which the computed roots are the
 * exact eigenvalues of D + rho zhat zhat^T (Loewner's formula; Gu and
 * Eisenstat 1995),
 *     zhat_i^2 = prod_j (lambda_j - d_i) / (rho prod_{j != i} (d_j - d_i)),
 * evaluated as a product of ratios each in (0, 1] by interlacing (no
 * overflow), times (lambda_{k-1} - d_i) / rho.  The eigenvectors built from
 * zhat are numerically orthogonal whatever the roots' own errors.
 */

#define TRI_DC(name) TRI_SFX(name)

static inline TRI_HOST_DEVICE TRI_R TRI_DC(dc_abs)(TRI_R x) { return x < 0 ? -x : x; }

static inline TRI_HOST_DEVICE TRI_R TRI_DC(dc_sqrt)(TRI_R x)
{
    return sizeof(TRI_R) == sizeof(float) ? (TRI_R)sqrtf((float)x) : (TRI_R)sqrt((double)x);
}

/*
 * f at lambda = d[org] + tau (returned), with
 *   psi, dpsi: sum and derivative of the terms i <= split,
 *   phi, dphi: the same for i > split,
 *   absum:     sum of the terms' magnitudes (for the rounding-error bound).
 * (Each member of a group sums its share of the terms; see dc_secular.h.)
 */
static inline TRI_HOST_DEVICE TRI_R TRI_DC(dc_secular_eval)(int64_t k, int64_t split,
                                                             const TRI_R *d, const TRI_R *z,
                                                             TRI_R rho, int64_t org, TRI_R tau,
                                                             TRI_R *psi, TRI_R *dpsi, TRI_R *phi,
                                                             TRI_R *dphi, TRI_R *absum)
{
    const TRI_R dorg = d[org];
    TRI_R s = 0, ds = 0, a = 0;
    for (int64_t i = TRI_DC_LANE; i <= split; i += TRI_DC_LANES) {
        const TRI_R t = z[i] / ((d[i] - dorg) - tau);
        const TRI_R term = rho * z[i] * t;
        s += term;
        ds += rho * t * t;
        a += TRI_DC(dc_abs)(term);
    }
    TRI_R r = 0, dr = 0;
    for (int64_t i = split + 1 + TRI_DC_LANE; i < k; i += TRI_DC_LANES) {
        const TRI_R t = z[i] / ((d[i] - dorg) - tau);
        const TRI_R term = rho * z[i] * t;
        r += term;
        dr += rho * t * t;
        a += TRI_DC(dc_abs)(term);
    }
    s = TRI_DC_SUM(s), ds = TRI_DC_SUM(ds), r = TRI_DC_SUM(r), dr = TRI_DC_SUM(dr);
    a = TRI_DC_SUM(a);
    *psi = s, *dpsi = ds, *phi = r, *dphi = dr, *absum = a;
    return (1 + s) + r;
}

/*
 * Root j (0 <= j < k) of the secular equation: *origin and *tau as in the
 * file header.  d: k strictly increasing poles; z: k nonzero weights;
 * rho > 0.
 */
static inline TRI_HOST_DEVICE void TRI_DC(dc_secular_root)(int64_t k, int64_t j, const TRI_R *d,
                                                            const TRI_R *z, TRI_R rho,
                                                            int64_t *origin, TRI_R *tau_out)
{
    const TRI_R eps = TRI_EPS;
    if (k == 1) { /* the only root: d_0 + rho z_0^2 exactly (up to one rounding) */
        *origin = 0;
        *tau_out = rho * z[0] * z[0];
        return;
    }
    TRI_R psi, dpsi, phi, dphi, absum, f = 0;
    int64_t org, split, p, q;
    TRI_R lo, hi, tau;
    int evaluated = 0; /* f and its parts are those of the current tau */
    if (j < k - 1) {
        /* between d_j and d_{j+1}: f's sign at the midpoint picks the half;
         * that evaluation also serves as the first iterate's (from the
         * other origin when it is d_{j+1}: the same point up to rounding) */
        split = p = j, q = j + 1;
        const TRI_R h = (d[j + 1] - d[j]) / 2;
        f = TRI_DC(dc_secular_eval)(k, split, d, z, rho, j, h, &psi, &dpsi, &phi, &dphi, &absum);
        evaluated = 1;
        if (f >= 0) { /* root in (d_j, mid]: f increases */
            org = j, lo = 0, hi = h, tau = h;
        } else {      /* root in (mid, d_{j+1}) */
            org = j + 1, lo = -h, hi = 0, tau = -h;
        }
    } else {
        /* beyond the largest pole, below d_{k-1} + rho |z|^2 (widened by a
         * few ulps: f >= 0 there, and f increases) */
        split = p = k - 2, q = k - 1, org = k - 1;
        TRI_R zz = 0;
        for (int64_t i = TRI_DC_LANE; i < k; i += TRI_DC_LANES) zz += z[i] * z[i];
        zz = TRI_DC_SUM(zz);
        lo = 0, hi = rho * zz * (1 + 8 * eps), tau = hi;
    }

    for (int it = 0; it < TRI_DC_SECULAR_MAXIT; ++it) {
        if (!evaluated)
            f = TRI_DC(dc_secular_eval)(k, split, d, z, rho, org, tau, &psi, &dpsi, &phi, &dphi,
                                        &absum);
        evaluated = 0;
        /* each term carries a few roundings relative to itself; the sum a
         * few more relative to the sum of magnitudes */
        if (TRI_DC(dc_abs)(f) <= 8 * eps * (1 + absum)) break;
        if (f < 0) lo = tau;
        else hi = tau;

        /* the two-pole model around tau, in the step eta = x - lambda:
         *   c eta^2 - a eta + b = 0,  dp = d_p - lambda, dq = d_q - lambda,
         *   a = (dp + dq) f - dp dq f',  b = dp dq f,
         *   c = f - dp psi' - dq phi'. */
        const TRI_R dorg = d[org];
        const TRI_R dp = (d[p] - dorg) - tau, dq = (d[q] - dorg) - tau;
        const TRI_R a = (dp + dq) * f - dp * dq * (dpsi + dphi);
        const TRI_R b = dp * dq * f;
        const TRI_R c = f - dp * dpsi - dq * dphi;
        TRI_R disc = a * a - 4 * b * c;
        const TRI_R sq = TRI_DC(dc_sqrt)(disc > 0 ? disc : 0);
        const TRI_R qq = a >= 0 ? (a + sq) / 2 : (a - sq) / 2; /* no cancellation */
        /* the two roots b/qq (the small one, Newton-like near the root) and
         * qq/c; take the one inside the bracket, the smaller step if both */
        const TRI_R eta1 = qq != 0 ? b / qq : 0;
        const TRI_R t1 = tau + eta1;
        const int in1 = lo < t1 && t1 < hi;
        TRI_R tn;
        if (c != 0 && qq != 0) {
            const TRI_R eta2 = qq / c, t2 = tau + eta2;
            const int in2 = lo < t2 && t2 < hi;
            if (in1 && (!in2 || TRI_DC(dc_abs)(eta1) <= TRI_DC(dc_abs)(eta2))) tn = t1;
            else if (in2) tn = t2;
            else tn = lo / 2 + hi / 2;
        } else {
            tn = in1 ? t1 : lo / 2 + hi / 2;
        }
        if (!(lo < tn && tn < hi)) break; /* the bracket cannot shrink any more */
        if (tn == tau) break;             /* no progress: tau is as good as it gets */
        tau = tn;
    }
    *origin = org;
    *tau_out = tau;
}

/*
 * d_i - lambda_j for the root held as (d[org_j], tau_j): the one formula
 * every later step uses, so that all of them see the same differences.
 */
static inline TRI_HOST_DEVICE TRI_R TRI_DC(dc_pole_gap)(TRI_R di, TRI_R dorg_j, TRI_R tau_j)
{
    return (di - dorg_j) - tau_j;
}

/* zhat_i (i < k) from the roots (origin, tau); see the file header.  The
 * factor of root j is (lambda_j - d_i) over d_j - d_i (j < i), d_{j+1} - d_i
 * (i <= j < k-1), or rho (j = k-1); lambda_j - d_i = -(d_i - lambda_j). */
static inline TRI_HOST_DEVICE TRI_R TRI_DC(dc_secular_zhat)(int64_t k, int64_t i, const TRI_R *d,
                                                             const TRI_R *z, TRI_R rho,
                                                             const int64_t *origin,
                                                             const TRI_R *tau)
{
    const TRI_R di = d[i];
    TRI_R p = 1;
    for (int64_t j = TRI_DC_LANE; j < k; j += TRI_DC_LANES) {
        const TRI_R below = j == k - 1 ? rho : j < i ? d[j] - di : d[j + 1] - di;
        p *= -TRI_DC(dc_pole_gap)(di, d[origin[j]], tau[j]) / below;
    }
    p = TRI_DC_PROD(p);
    const TRI_R r = TRI_DC(dc_sqrt)(TRI_DC(dc_abs)(p));
    return z[i] < 0 ? -r : r;
}

/* The unnormalised eigenvector entry zhat_i / (d_i - lambda_j). */
static inline TRI_HOST_DEVICE TRI_R TRI_DC(dc_vector_entry)(TRI_R di, TRI_R zhat_i, TRI_R dorg_j,
                                                             TRI_R tau_j)
{
    return zhat_i / TRI_DC(dc_pole_gap)(di, dorg_j, tau_j);
}

#undef TRI_DC
