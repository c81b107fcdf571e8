/*
 * invit_vector_w.h -- one eigenvector of double-double's symmetric
 * tridiagonal T (diagonal d, off-diagonal e) for one shift by inverse
 * iteration, xSTEIN's iteration for one vector, written once for the host
 * (src/drivers/tridiag_w/tridiag_invit_w.c, one vector after another) and
 * the device (cuda/eig/invit_kernels_w.cu, one thread a vector), so that
 * both give the same bits.  Every vector-long array is read with a stride:
 * 1 on the host; on the device the number of vectors a launch takes, so
 * that a warp's threads touch consecutive elements (entry i of vector b at
 * [b + i stride]).  tridiag_invit_w.c says why the method and its
 * tolerances are what they are.
 */
#ifndef TRIDENT_INVIT_VECTOR_W_H
#define TRIDENT_INVIT_VECTOR_W_H

#include <math.h>
#include <stdint.h>

#include "dd/dd_arith.h"
#include "eig/host_device.h"
#include "trident_types.h"

/* xSTEIN's counts: at most 5 solves, 2 more after the growth test is first met */
#define TRIDENT_INVIT_W_MAX_ITS 5
#define TRIDENT_INVIT_W_EXTRA_ITS 2
/* a solve's entries beyond this are scaled down, with the rest of the
 * right-hand side (the solution is wanted up to a factor only) */
#define TRIDENT_INVIT_W_BIG 0x1p600

/* T - sigma I = P L U by Gaussian elimination with partial pivoting: U's
 * three diagonals (u1 its diagonal, u2, u3 the fill of a row interchange),
 * L's multipliers, swap[k] whether rows k and k+1 were exchanged; x the
 * iterate.  Entry i of each at [i * stride]. */
typedef struct {
    trident_dd *u1, *u2, *u3, *mult, *x;
    trident_int *swap;
    int64_t stride;
} trident_invit_planes_w;

/* the iteration's tolerances (tridiag_invit_w.c): pivots below pivtol in
 * magnitude are raised to it; each solve starts from ||x||_inf = rhs; a
 * solution whose largest entry reaches `grown` passes the growth test */
typedef struct trident_invit_tols_w {
    double pivtol, rhs, grown;
} trident_invit_tols_w;

#define TRIDENT_INVIT_W_AT(v, i, s) ((v)[(int64_t)(i) * (s)])

/* Factor, then replace each pivot smaller than tol in magnitude by tol
 * (keeping its sign): a change of T by at most tol, eps ||T||, that keeps
 * the solves finite where T - sigma I is singular to working precision --
 * which is where inverse iteration wants it. */
static inline TRI_HOST_DEVICE void trident_invit_w_factor(int64_t n, const trident_dd *d, const trident_dd *e,
                                                          trident_dd sigma, double tol, trident_invit_planes_w f)
{
    const int64_t s = f.stride;
    /* (p, q): the row being eliminated, at columns k and k+1 */
    trident_dd p = trident_dd_sub(d[0], sigma), q = n > 1 ? e[0] : trident_dd_zero();
    for (int64_t k = 0; k + 1 < n; ++k) {
        const trident_dd ek = e[k], t = trident_dd_sub(d[k + 1], sigma);
        const trident_dd v = k + 2 < n ? e[k + 1] : trident_dd_zero();
        const int swap = fabs(ek.hi) > fabs(p.hi);
        trident_dd mult;
        TRIDENT_INVIT_W_AT(f.swap, k, s) = swap;
        if (!swap) { /* pivot p: row k+1 -= (e_k / p) row k */
            TRIDENT_INVIT_W_AT(f.u1, k, s) = p, TRIDENT_INVIT_W_AT(f.u2, k, s) = q;
            TRIDENT_INVIT_W_AT(f.u3, k, s) = trident_dd_zero();
            mult = p.hi == 0.0 ? trident_dd_zero() : trident_dd_div(ek, p); /* p = 0: e_k = 0 too */
            p = trident_dd_sub(t, trident_dd_mul(mult, q));
            q = v;
        } else { /* pivot e_k: the rows exchanged, then the old row k -= (p / e_k) row k+1 */
            TRIDENT_INVIT_W_AT(f.u1, k, s) = ek, TRIDENT_INVIT_W_AT(f.u2, k, s) = t;
            TRIDENT_INVIT_W_AT(f.u3, k, s) = v;
            mult = trident_dd_div(p, ek);
            p = trident_dd_sub(q, trident_dd_mul(mult, t));
            q = trident_dd_neg(trident_dd_mul(mult, v));
        }
        TRIDENT_INVIT_W_AT(f.mult, k, s) = mult;
    }
    TRIDENT_INVIT_W_AT(f.u1, n - 1, s) = p;
    for (int64_t k = 0; k < n; ++k) {
        const trident_dd u = TRIDENT_INVIT_W_AT(f.u1, k, s);
        if (fabs(u.hi) < tol) TRIDENT_INVIT_W_AT(f.u1, k, s) = trident_dd_from_double(copysign(tol, u.hi));
    }
}

/* x := 2^-600 x: the whole vector, solved part and right-hand side alike */
static inline TRI_HOST_DEVICE void trident_invit_w_scale_down(int64_t n, trident_dd *x, int64_t s)
{
    for (int64_t i = 0; i < n; ++i) {
        const trident_dd v = TRIDENT_INVIT_W_AT(x, i, s);
        TRIDENT_INVIT_W_AT(x, i, s) = trident_dd_make(ldexp(v.hi, -600), ldexp(v.lo, -600));
    }
}

/* x := (P L U)^-1 x */
static inline TRI_HOST_DEVICE void trident_invit_w_solve(int64_t n, trident_invit_planes_w f)
{
    const int64_t s = f.stride;
    trident_dd *x = f.x;
    for (int64_t k = 0; k + 1 < n; ++k) {
        trident_dd xk = TRIDENT_INVIT_W_AT(x, k, s), xk1 = TRIDENT_INVIT_W_AT(x, k + 1, s);
        if (TRIDENT_INVIT_W_AT(f.swap, k, s)) {
            const trident_dd t = xk;
            xk = xk1, xk1 = t;
            TRIDENT_INVIT_W_AT(x, k, s) = xk;
        }
        TRIDENT_INVIT_W_AT(x, k + 1, s) = trident_dd_sub(xk1, trident_dd_mul(TRIDENT_INVIT_W_AT(f.mult, k, s), xk));
    }
    for (int64_t k = n - 1; k >= 0; --k) {
        trident_dd v = TRIDENT_INVIT_W_AT(x, k, s);
        if (k + 1 < n) v = trident_dd_sub(v, trident_dd_mul(TRIDENT_INVIT_W_AT(f.u2, k, s), TRIDENT_INVIT_W_AT(x, k + 1, s)));
        if (k + 2 < n) v = trident_dd_sub(v, trident_dd_mul(TRIDENT_INVIT_W_AT(f.u3, k, s), TRIDENT_INVIT_W_AT(x, k + 2, s)));
        v = trident_dd_div(v, TRIDENT_INVIT_W_AT(f.u1, k, s));
        TRIDENT_INVIT_W_AT(x, k, s) = v;
        if (fabs(v.hi) > TRIDENT_INVIT_W_BIG) trident_invit_w_scale_down(n, x, s);
    }
}

/* max |x_i| on the high words; NaN if any is NaN */
static inline TRI_HOST_DEVICE double trident_invit_w_norm_inf(int64_t n, const trident_dd *x, int64_t s)
{
    double r = 0.0;
    for (int64_t i = 0; i < n; ++i) {
        const double a = fabs(TRIDENT_INVIT_W_AT(x, i, s).hi);
        if (a > r || a != a) r = a;
    }
    return r;
}

/* a start vector in (-1, 1): a 64-bit linear congruential generator
 * (Knuth's MMIX constants), its high 53 bits, from *state */
static inline TRI_HOST_DEVICE void trident_invit_w_start(int64_t n, uint64_t *state, trident_dd *x, int64_t s)
{
    for (int64_t i = 0; i < n; ++i) {
        *state = *state * 6364136223846793005ull + 1442695040888963407ull;
        TRIDENT_INVIT_W_AT(x, i, s) = trident_dd_from_double(2.0 * ldexp((double)(*state >> 11), -53) - 1.0);
    }
}

/* the generator's first state for vector j: each vector its own sequence,
 * so the vectors can be found in any order, or at once */
static inline TRI_HOST_DEVICE uint64_t trident_invit_w_seed(int64_t j)
{
    return ((uint64_t)j + 1) * 0x9e3779b97f4a7c15ull;
}

/* x := x - (z_k^T x) z_k for the unit columns k = first..j-1 of z (ld ldz) */
static inline TRI_HOST_DEVICE void trident_invit_w_orthogonalize(int64_t n, const trident_dd *z, int64_t ldz,
                                                                 int64_t first, int64_t j, trident_dd *x, int64_t s)
{
    for (int64_t k = first; k < j; ++k) {
        const trident_dd *zk = z + k * ldz;
        trident_dd t = trident_dd_zero();
        for (int64_t i = 0; i < n; ++i) t = trident_dd_fma_dot(zk[i], TRIDENT_INVIT_W_AT(x, i, s), t);
        t = trident_dd_neg(t);
        for (int64_t i = 0; i < n; ++i) TRIDENT_INVIT_W_AT(x, i, s) = trident_dd_fma_dot(t, zk[i], TRIDENT_INVIT_W_AT(x, i, s));
    }
}

/* x := x / ||x||_2, then its entry of largest magnitude made positive
 * (xSTEIN's normalization); ||x|| from x scaled by a power of two that
 * brings the largest entry to [1, 2), so no square overflows */
static inline TRI_HOST_DEVICE void trident_invit_w_normalize(int64_t n, trident_dd *x, int64_t s)
{
    int64_t big = 0;
    for (int64_t i = 1; i < n; ++i)
        if (fabs(TRIDENT_INVIT_W_AT(x, i, s).hi) > fabs(TRIDENT_INVIT_W_AT(x, big, s).hi)) big = i;
    const double amax = fabs(TRIDENT_INVIT_W_AT(x, big, s).hi);
    if (!(amax > 0.0) || !isfinite(amax)) return; /* nothing left (a failed vector): as it is */
    const double down = ldexp(1.0, -ilogb(amax));
    trident_dd ss = trident_dd_zero();
    for (int64_t i = 0; i < n; ++i) {
        const trident_dd v = trident_dd_mul_d(TRIDENT_INVIT_W_AT(x, i, s), down);
        ss = trident_dd_fma_dot(v, v, ss);
    }
    /* 1 / ||x|| = down / sqrt(ss) */
    trident_dd scale = trident_dd_mul_d(trident_dd_div(trident_dd_one(), trident_dd_sqrt(ss)), down);
    if (TRIDENT_INVIT_W_AT(x, big, s).hi < 0.0) scale = trident_dd_neg(scale);
    for (int64_t i = 0; i < n; ++i) TRIDENT_INVIT_W_AT(x, i, s) = trident_dd_mul(scale, TRIDENT_INVIT_W_AT(x, i, s));
}

/*
 * Vector j of T for the shift sigma into f.x, of unit 2-norm: factor, start
 * from vector j's sequence, then up to 5 solves, each after scaling x to
 * ||x||_inf = rhs and followed by Gram-Schmidt against the unit columns
 * first..j-1 of z (ld ldz; its cluster's earlier vectors: none where
 * first = j), until 2 more after the growth test first passed.  Returns 1
 * where it passed, 0 where it did not (xSTEIN's failure).
 */
static inline TRI_HOST_DEVICE int trident_invit_w_vector(int64_t n, const trident_dd *d, const trident_dd *e,
                                                         trident_dd sigma, trident_invit_tols_w tol,
                                                         trident_invit_planes_w f, const trident_dd *z,
                                                         int64_t ldz, int64_t first, int64_t j)
{
    const int64_t s = f.stride;
    uint64_t state = trident_invit_w_seed(j);
    trident_invit_w_factor(n, d, e, sigma, tol.pivtol, f);
    trident_invit_w_start(n, &state, f.x, s);
    int passed = 0;
    for (int its = 0; its < TRIDENT_INVIT_W_MAX_ITS && passed <= TRIDENT_INVIT_W_EXTRA_ITS; ++its) {
        double xnorm = trident_invit_w_norm_inf(n, f.x, s);
        if (!(xnorm > 0.0 && isfinite(xnorm))) { /* lost: start again */
            trident_invit_w_start(n, &state, f.x, s);
            xnorm = trident_invit_w_norm_inf(n, f.x, s);
        }
        const double to_rhs = tol.rhs / xnorm;
        for (int64_t i = 0; i < n; ++i) TRIDENT_INVIT_W_AT(f.x, i, s) = trident_dd_mul_d(TRIDENT_INVIT_W_AT(f.x, i, s), to_rhs);
        trident_invit_w_solve(n, f);
        trident_invit_w_orthogonalize(n, z, ldz, first, j, f.x, s);
        if (trident_invit_w_norm_inf(n, f.x, s) >= tol.grown) ++passed;
    }
    trident_invit_w_normalize(n, f.x, s);
    return passed > TRIDENT_INVIT_W_EXTRA_ITS;
}

#undef TRIDENT_INVIT_W_AT

#endif
