/*
 * test_trsm_dd.c -- the double-double triangular kernels of the generalized
 * eigenproblem (cuda/blas/trsm_dd.cu, potrf_dd.cu), called directly:
 *   - trsm (B := inv(op(T)) B, B inv(op(T))) and trmm (op(T) B, B op(T)) for
 *     both sides, both triangles and both op: the product against the
 *     test's own sums, |got - want| / (order eps (|op(T)| |B|)_ij), and the
 *     solve by its residual ||op(T) X - B|| / (order eps ||T|| ||X||) (max
 *     norms; side 'R' the same with X op(T)); shapes that cut the blocks of
 *     32 (1, 31, 32, 33, 70, 100) and m != n;
 *   - potrf, both triangles, n = 1 ... 130: ||R^T R - A|| / (n eps ||A||),
 *     *minor 0; A with its leading minor of order i not positive definite
 *     (i in the first block, on a block's last row, in a later block):
 *     *minor = i;
 * each with eps = 2^-106 and limit 30; T's (A's) other triangle NaN, so
 * that reading it would show, and left as it was; B's padding rows
 * untouched; a second call the same bytes.  Exits 77 (skipped) without a
 * CUDA device.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cuda_runtime_api.h>

#include "trident.h"
#include "blas/potrf_dd.h" /* internal entries of libtrident */
#include "blas/trsm_dd.h"
#include "common/test_util.h"
#include "common/test_dd.h"

#define EPS 0x1p-106

static double worst_product = 0.0, worst_solve = 0.0, worst_potrf = 0.0;

static double dd_abs_hi(trident_dd x) { return fabs(x.hi); }

/* op(T)(r, c) from the triangle uplo of t (zero outside it) */
static trident_dd op_tri(char uplo, char trans, const trident_dd *t, int64_t ld, int64_t r, int64_t c)
{
    const int64_t i = trans == 'N' ? r : c, j = trans == 'N' ? c : r;
    const int inside = uplo == 'U' ? i <= j : i >= j;
    return inside ? t[i + j * ld] : trident_dd_zero();
}

/* T of order k with the other triangle NaN: diagonal in [1, 2), the rest random / k */
static trident_dd *triangle(char uplo, int64_t k, int64_t ld)
{
    trident_dd *t = malloc((size_t)(ld * k) * sizeof *t);
    for (int64_t j = 0; j < k; ++j)
        for (int64_t i = 0; i < ld; ++i) {
            const int inside = uplo == 'U' ? i <= j : i >= j;
            t[i + j * ld] = i >= k || !inside ? trident_dd_from_double(NAN)
                          : i == j ? trident_dd_add_d(trident_dd_mul_d(random_dd(), 0.5), 1.5)
                          : trident_dd_div_d(random_dd(), (double)k);
        }
    return t;
}

/* y := op(T) x (side 'L') or x op(T) ('R'), and |op(T)| |x| alike, m x n (ld m) */
static void host_product(char side, char uplo, char trans, int64_t m, int64_t n, const trident_dd *t, int64_t ldt,
                         const trident_dd *x, int64_t ldx, trident_dd *y, double *bound)
{
    const int left = side == 'L';
    const int64_t k = left ? m : n;
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < m; ++i) {
            trident_dd s = trident_dd_zero();
            double b = 0.0;
            for (int64_t l = 0; l < k; ++l) {
                const trident_dd tv = left ? op_tri(uplo, trans, t, ldt, i, l) : op_tri(uplo, trans, t, ldt, l, j);
                const trident_dd xv = left ? x[l + j * ldx] : x[i + l * ldx];
                s = trident_dd_fma_dot(tv, xv, s);
                b += dd_abs_hi(tv) * dd_abs_hi(xv);
            }
            y[i + j * m] = s;
            bound[i + j * m] = b;
        }
}

static void one_triangular(int solve, char side, char uplo, char trans, int64_t m, int64_t n)
{
    const int64_t k = side == 'L' ? m : n, ldt = k + 3, ldb = m + 2;
    trident_dd *t = triangle(uplo, k, ldt), *b0 = malloc((size_t)(ldb * n) * sizeof *b0);
    for (int64_t e = 0; e < ldb * n; ++e) b0[e] = e % ldb >= m ? guard : random_dd();
    trident_dd *got = malloc((size_t)(ldb * n) * sizeof *got), *again = malloc((size_t)(ldb * n) * sizeof *again);
    trident_dd *dt, *db;
    int err = (int)cudaMalloc((void **)&dt, (size_t)(ldt * k) * sizeof *t);
    err |= (int)cudaMalloc((void **)&db, (size_t)(ldb * n) * sizeof *b0);
    err |= (int)cudaMemcpy(dt, t, (size_t)(ldt * k) * sizeof *t, cudaMemcpyHostToDevice);
    for (int call = 0; call < 2; ++call) {
        err |= (int)cudaMemcpy(db, b0, (size_t)(ldb * n) * sizeof *b0, cudaMemcpyHostToDevice);
        err |= solve ? trident_cuda_trsm_w(0, side, uplo, trans, m, n, dt, ldt, db, ldb)
                     : trident_cuda_trmm_w(0, side, uplo, trans, m, n, dt, ldt, db, ldb);
        err |= (int)cudaMemcpy(call ? again : got, db, (size_t)(ldb * n) * sizeof *got, cudaMemcpyDeviceToHost);
    }
    trident_dd *t_after = malloc((size_t)(ldt * k) * sizeof *t_after);
    err |= (int)cudaMemcpy(t_after, dt, (size_t)(ldt * k) * sizeof *t, cudaMemcpyDeviceToHost);

    /* the product op(T) B, or op(T) X for the solve's X */
    trident_dd *y = malloc((size_t)(m * n) * sizeof *y);
    double *bound = malloc((size_t)(m * n) * sizeof *bound);
    host_product(side, uplo, trans, m, n, t, ldt, solve ? got : b0, ldb, y, bound);
    double ratio = 0.0, tmax = 0.0, xmax = 0.0, rmax = 0.0;
    for (int64_t j = 0; j < k; ++j)
        for (int64_t i = 0; i < k; ++i) tmax = fmax(tmax, dd_abs_hi(op_tri(uplo, trans, t, ldt, i, j)));
    int padding = 1;
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < ldb; ++i) {
            if (i >= m) {
                padding &= dd_same(got[i + j * ldb], guard);
                continue;
            }
            /* product: got against y; solve: y (= op(T) X) against B */
            const trident_dd ref = solve ? b0[i + j * ldb] : got[i + j * ldb];
            const double diff = dd_abs_hi(trident_dd_sub(y[i + j * m], ref));
            if (solve) {
                rmax = fmax(rmax, isnan(diff) ? INFINITY : diff);
                xmax = fmax(xmax, dd_abs_hi(got[i + j * ldb]));
            } else {
                const double r = diff == 0.0 ? 0.0 : diff / ((double)k * EPS * bound[i + j * m]);
                ratio = fmax(ratio, isnan(r) ? INFINITY : r);
            }
        }
    if (solve) ratio = rmax == 0.0 ? 0.0 : rmax / ((double)k * EPS * tmax * xmax);
    if (!(ratio <= ratio + 1.0)) ratio = INFINITY;
    if (solve) worst_solve = fmax(worst_solve, ratio);
    else worst_product = fmax(worst_product, ratio);
    const int t_kept = !memcmp(t, t_after, (size_t)(ldt * k) * sizeof *t);
    const int repeat = !memcmp(got, again, (size_t)(ldb * n) * sizeof *got);
    CHECK(err == 0 && ratio < TEST_RATIO_LIMIT && padding && t_kept && repeat,
          "%s side %c uplo %c trans %c m %lld n %lld: error %d, ratio %.3g, padding %s, T %s, repeat %s",
          solve ? "trsm" : "trmm", side, uplo, trans, (long long)m, (long long)n, err, ratio,
          padding ? "kept" : "written", t_kept ? "kept" : "written", repeat ? "same" : "differs");
    cudaFree(dt), cudaFree(db);
    free(t), free(b0), free(got), free(again), free(t_after), free(y), free(bound);
}

/* A (n x n, ld n + 1) symmetric positive definite in triangle uplo, the
 * other NaN: M^T M / n + I, or, for fail_at = i > 0, I + small with
 * a(i-1, i-1) := -1 */
static trident_dd *spd(char uplo, int64_t n, int64_t ld, int64_t fail_at)
{
    trident_dd *mm = malloc((size_t)(n * n) * sizeof *mm), *a = malloc((size_t)(ld * n) * sizeof *a);
    for (int64_t e = 0; e < n * n; ++e) mm[e] = random_dd();
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < ld; ++i) {
            const int inside = i < n && (uplo == 'U' ? i <= j : i >= j);
            if (!inside) {
                a[i + j * ld] = trident_dd_from_double(NAN);
                continue;
            }
            trident_dd s = trident_dd_zero();
            for (int64_t l = 0; l < n; ++l) s = trident_dd_fma_dot(mm[l + i * n], mm[l + j * n], s);
            s = trident_dd_div_d(s, (double)n * (fail_at ? 100.0 : 1.0));
            if (i == j) s = trident_dd_add_d(s, 1.0);
            if (fail_at && i == fail_at - 1 && j == i) s = trident_dd_from_double(-1.0);
            a[i + j * ld] = s;
        }
    free(mm);
    return a;
}

static void one_potrf(char uplo, int64_t n, int64_t fail_at)
{
    const int64_t ld = n + 1;
    trident_dd *a = spd(uplo, n, ld, fail_at), *got = malloc((size_t)(ld * n) * sizeof *got);
    trident_dd *again = malloc((size_t)(ld * n) * sizeof *again), *da;
    int *dminor, minor = -1, minor2 = -1;
    int err = (int)cudaMalloc((void **)&da, (size_t)(ld * n) * sizeof *a);
    err |= (int)cudaMalloc((void **)&dminor, sizeof *dminor);
    for (int call = 0; call < 2; ++call) {
        err |= (int)cudaMemcpy(da, a, (size_t)(ld * n) * sizeof *a, cudaMemcpyHostToDevice);
        err |= trident_cuda_potrf_w(0, uplo, n, da, ld, dminor);
        err |= (int)cudaMemcpy(call ? again : got, da, (size_t)(ld * n) * sizeof *got, cudaMemcpyDeviceToHost);
        err |= (int)cudaMemcpy(call ? &minor2 : &minor, dminor, sizeof minor, cudaMemcpyDeviceToHost);
    }
    /* the other triangle (NaN) and the padding row as they were */
    int kept = 1;
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < ld; ++i)
            if (!(i < n && (uplo == 'U' ? i <= j : i >= j))) /* bytes: NaN there */
                kept &= !memcmp(got + i + j * ld, a + i + j * ld, sizeof *got);
    double ratio = 0.0;
    if (!fail_at) { /* R^T R against A, R(k, j) = U(k, j) or L(j, k) */
        double anorm = 0.0, rmax = 0.0;
        for (int64_t j = 0; j < n; ++j)
            for (int64_t i = 0; i <= j; ++i) {
                trident_dd s = trident_dd_zero();
                for (int64_t k = 0; k <= i; ++k) {
                    const trident_dd rki = uplo == 'U' ? got[k + i * ld] : got[i + k * ld];
                    const trident_dd rkj = uplo == 'U' ? got[k + j * ld] : got[j + k * ld];
                    s = trident_dd_fma_dot(rki, rkj, s);
                }
                const trident_dd aij = uplo == 'U' ? a[i + j * ld] : a[j + i * ld];
                const double diff = dd_abs_hi(trident_dd_sub(s, aij));
                rmax = fmax(rmax, isnan(diff) ? INFINITY : diff);
                anorm = fmax(anorm, dd_abs_hi(aij));
            }
        ratio = rmax / ((double)n * EPS * anorm);
        worst_potrf = fmax(worst_potrf, ratio);
    }
    const int repeat = !memcmp(got, again, (size_t)(ld * n) * sizeof *got) && minor == minor2;
    CHECK(err == 0 && minor == fail_at && ratio < TEST_RATIO_LIMIT && kept && repeat,
          "potrf uplo %c n %lld (minor %lld expected): error %d, minor %d, ratio %.3g, other triangle %s, repeat %s",
          uplo, (long long)n, (long long)fail_at, err, minor, ratio, kept ? "kept" : "written",
          repeat ? "same" : "differs");
    cudaFree(da), cudaFree(dminor);
    free(a), free(got), free(again);
}

int main(void)
{
    int devices = 0;
    if (cudaGetDeviceCount(&devices) != cudaSuccess || devices == 0) {
        printf("SKIP: no CUDA device\n");
        return TEST_SKIP_CODE;
    }
    static const int64_t shapes[][2] = {{1, 5}, {31, 2}, {32, 33}, {33, 70}, {70, 33}, {100, 100}};
    static const char sides[] = "LR", uplos[] = "UL", transes[] = "NT";
    test_seed(6160);
    for (int solve = 0; solve < 2; ++solve)
        for (int s = 0; s < 2; ++s)
            for (int u = 0; u < 2; ++u)
                for (int t = 0; t < 2; ++t)
                    for (size_t x = 0; x < sizeof shapes / sizeof *shapes; ++x)
                        one_triangular(solve, sides[s], uplos[u], transes[t], shapes[x][0], shapes[x][1]);
    static const int64_t orders[] = {1, 2, 31, 32, 33, 64, 100, 130};
    for (int u = 0; u < 2; ++u) {
        for (size_t x = 0; x < sizeof orders / sizeof *orders; ++x) one_potrf(uplos[u], orders[x], 0);
        one_potrf(uplos[u], 100, 1);
        one_potrf(uplos[u], 100, 32);
        one_potrf(uplos[u], 100, 77);
    }
    printf("worst ratios (eps = 2^-106, limit %.0f): trmm %.3f, trsm %.3f, potrf %.3f\n", TEST_RATIO_LIMIT,
           worst_product, worst_solve, worst_potrf);
    return test_finish("trsm_dd");
}
