/*
 * test_two_stage_ref.c -- host reference (the oracle of the GPU version) of
 * the two-stage reduction of a Hermitian matrix to real tridiagonal form:
 * dense -> band (half-width b) -> tridiagonal, and its checks.
 * Usage: test_two_stage_ref
 *
 * Conventions: 0-based, column-major, lower triangle stored.  Reflectors
 * as xLARFG: H = I - tau v v^H, v[0] = 1, H^H x = beta e1 with beta real;
 * a reflector of length 1 is the identity (tau = 0).
 *
 * Stage 1 (sy2sb): panels P = A(j+b:n-1, j:j+b-1), j = 0, b, 2b, ... while
 * at least 2 rows lie below the diagonal block; xGEQRF, T from xLARFT, and
 * A22 := Q^H A22 Q as A22 - V W^H - W V^H with
 * W = A22 V T - 1/2 V (T^H (V^H A22 V T)).
 *
 * Stage 2 (bulge chasing, one column per sweep), band storage AB with
 * ldab = 2b: A(i,j), 0 <= i-j <= 2b-1, at AB[(i-j) + j*ldab]; offsets
 * b+1 .. 2b-1 hold the fill.  Sweep s = 0 .. n-3 has tasks k = 0 .. K_s-1,
 * K_s = (n-2-s)/b + 1, on the row blocks R_k = s+1+k*b .. min(s+(k+1)*b, n-1):
 *   (s,0): reflector annihilating A(R_0, s) below its first entry, then
 *          D_0 = A(R_0,R_0) := H^H D_0 H.
 *   (s,k): B = A(R_k, R_{k-1}) := B H_{k-1}; reflector H_k annihilating
 *          B(1:,0); B(:,1:) := H_k^H B(:,1:); D_k := H_k^H D_k H_k.
 *
 * Checks, for real double and complex double, n in {1,2,3,5,17,64,100,257},
 * b in {2,3,8,32}:
 *   1. eigenvalues of the final tridiagonal (xSTERF) against xSYEVD/xHEEVD
 *      of A, within 50 n eps ||A||;
 *   2. the same for the band matrix after stage 1 (offsets 0..b only);
 *   3. a dense shadow of stage 2 that applies every reflector to whole rows
 *      and columns: no reflector changes a row or column outside the blocks
 *      the band task updates (exact), after each task (n <= 100) or sweep
 *      everything at offset >= 2b is exactly zero, column s is reduced after
 *      sweep s, and, per sweep, band and shadow agree within 50 n eps ||A||;
 *   4. the tasks run in wavefront orders (task (s,j) once sweep s-1 has
 *      finished tasks 0 .. j+lag-1), round robin and random: bitwise the
 *      sequential result for lag >= 2 (asserted); lags 1 .. 4 are reported.
 *
 * The precision-generic part below is this same file, included once per
 * precision with TWO_STAGE_REF_GENERIC defined (the TRI_* macros of
 * core/prec/prec_names.h name the precision).
 */
#ifndef TWO_STAGE_REF_GENERIC

#include <complex.h>
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/test_lapack.h"
#include "common/test_util.h"
#include "core/prec/scalar_math.h"

#define LAG_MAX 4
/* lag_differs[lag]: some case gave a result not bitwise the sequential one */
static int lag_differs[LAG_MAX + 1];
static double max_ratio[3]; /* tridiagonal eigenvalues, band eigenvalues, band vs shadow */
static double max_drift;    /* band vs free-running shadow, reported only */

static int64_t min_i64(int64_t a, int64_t b) { return a < b ? a : b; }
static int64_t max_i64(int64_t a, int64_t b) { return a > b ? a : b; }

/* number of tasks of sweep s */
static int64_t sweep_tasks(int64_t n, int64_t b, int64_t s) { return (n - 2 - s) / b + 1; }

static void note_ratio(int which, double r)
{
    if (r > max_ratio[which] || r != r) max_ratio[which] = r;
}

#define TWO_STAGE_REF_GENERIC
#include "core/prec/prec_d.h"
#include "host/test_two_stage_ref.c"
#include "core/prec/prec_undef.h"
#include "core/prec/prec_z.h"
#include "host/test_two_stage_ref.c"
#include "core/prec/prec_undef.h"
#undef TWO_STAGE_REF_GENERIC

int main(void)
{
    static const int64_t orders[] = {1, 2, 3, 5, 17, 64, 100, 257};
    static const int64_t widths[] = {2, 3, 8, 32};
    for (size_t i = 0; i < sizeof orders / sizeof *orders; ++i)
        for (size_t j = 0; j < sizeof widths / sizeof *widths; ++j) {
            two_stage_case_d(orders[i], widths[j]);
            two_stage_case_z(orders[i], widths[j]);
        }
    printf("largest ratios err / (n eps ||A||) (limit 50): tridiagonal eigenvalues %.3f, "
           "band eigenvalues %.3f, band vs dense shadow per sweep %.3f; "
           "free-running shadow drift %.3f (not asserted)\n",
           max_ratio[0], max_ratio[1], max_ratio[2], max_drift);
    int minimal = 0;
    for (int lag = LAG_MAX; lag >= 1 && !lag_differs[lag]; --lag) minimal = lag;
    for (int lag = 1; lag <= LAG_MAX; ++lag)
        printf("wavefront lag %d: %s\n", lag,
               lag_differs[lag] ? "DIFFERS from the sequential order in some case"
                                : "bitwise identical to the sequential order in every case");
    if (minimal)
        printf("==> minimal lag for bitwise identity: %d (task (s+1,j) after tasks (s,0..j+%d))\n",
               minimal, minimal - 1);
    else
        printf("==> no lag up to %d gives bitwise identity\n", LAG_MAX);
    return test_finish("two_stage_ref");
}

#else /* TWO_STAGE_REF_GENERIC: one precision */

/* Fortran symbols not (yet) in the shared prototype headers */
void TRI_LAPACK(larfg)(const blas_int *n, TRI_T *alpha, TRI_T *x, const blas_int *incx,
                       TRI_T *tau);
void TRI_LAPACK_SY(mm)(const char *side, const char *uplo, const blas_int *m, const blas_int *n,
                       const TRI_T *alpha, const TRI_T *a, const blas_int *lda, const TRI_T *b,
                       const blas_int *ldb, const TRI_T *beta, TRI_T *c, const blas_int *ldc,
                       size_t, size_t);

/* Random Hermitian n x n, both triangles, real diagonal. */
static void TRI_SFX(random_hermitian)(int64_t n, TRI_T *a)
{
    for (int64_t j = 0; j < n; ++j) {
        a[j + j * n] = test_uniform();
        for (int64_t i = j + 1; i < n; ++i) {
            TRI_T x = test_uniform();
#if TRI_COMPLEX
            x += test_uniform() * I;
#endif
            a[i + j * n] = x;
            a[j + i * n] = tri_conj(x);
        }
    }
}

/* Ascending eigenvalues of the Hermitian matrix whose lower triangle is a. */
static void TRI_SFX(reference_eigenvalues)(int64_t n, const TRI_T *a, int64_t lda, TRI_R *w)
{
    TRI_T *c = malloc((size_t)(n * n) * sizeof(TRI_T));
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < n; ++i) c[i + j * n] = a[i + j * lda];
    const blas_int bn = (blas_int)n, lwork = (blas_int)(4 * n + 64), liwork = 64;
    TRI_T *work = malloc((size_t)lwork * sizeof(TRI_T));
    blas_int iwork[64], info = 0;
#if TRI_COMPLEX
    const blas_int lrwork = (blas_int)(2 * n + 64);
    TRI_R *rwork = malloc((size_t)lrwork * sizeof(TRI_R));
    TRI_LAPACK_SY(evd)("N", "L", &bn, c, &bn, w, work, &lwork, rwork, &lrwork, iwork, &liwork,
                       &info, 1, 1);
    free(rwork);
#else
    TRI_LAPACK_SY(evd)("N", "L", &bn, c, &bn, w, work, &lwork, iwork, &liwork, &info, 1, 1);
#endif
    CHECK(info == 0, "%sevd info %d", TRI_STR(TRI_CH), (int)info);
    free(work), free(c);
}

/* ---- stage 1: dense -> band ---------------------------------------------- */

/* Reduces the lower triangle of a (n x n, lda) to half-bandwidth b; entries
 * at offsets > b are left holding the reflectors (ignore them). */
static void TRI_SFX(sy2sb)(int64_t n, int64_t b, TRI_T *a, int64_t lda)
{
    const TRI_T one = 1, zero = 0, minus_half = -0.5, minus_one = -1;
    const TRI_R real_one = 1;
    const blas_int blda = (blas_int)lda;
    for (int64_t j = 0; n - j - b >= 2; j += b) {
        const blas_int m = (blas_int)(n - j - b), nc = (blas_int)min_i64(b, n - j);
        const blas_int k = m < nc ? m : nc, lwork = 64 * nc;
        TRI_T *panel = a + (j + b) + j * lda, *a22 = a + (j + b) + (j + b) * lda;
        TRI_T *tau = malloc((size_t)k * sizeof(TRI_T)), *work = malloc((size_t)lwork * sizeof(TRI_T));
        TRI_T *t = malloc((size_t)(k * k) * sizeof(TRI_T)), *mk = malloc((size_t)(k * k) * sizeof(TRI_T));
        TRI_T *v = malloc((size_t)(m * k) * sizeof(TRI_T)), *w = malloc((size_t)(m * k) * sizeof(TRI_T));
        blas_int info = 0;
        TRI_LAPACK(geqrf)(&m, &nc, panel, &blda, tau, work, &lwork, &info);
        CHECK(info == 0, "%sgeqrf info %d", TRI_STR(TRI_CH), (int)info);
        TRI_LAPACK(larft)("F", "C", &m, &k, panel, &blda, tau, t, &k, 1, 1);
        for (int64_t c = 0; c < k; ++c) /* V explicit: unit lower trapezoidal */
            for (int64_t i = 0; i < m; ++i)
                v[i + c * m] = i < c ? 0 : i == c ? 1 : panel[i + c * lda];
        /* W = A22 V T */
        TRI_LAPACK_SY(mm)("L", "L", &m, &k, &one, a22, &blda, v, &m, &zero, w, &m, 1, 1);
        TRI_LAPACK(trmm)("R", "U", "N", "N", &m, &k, &one, t, &k, w, &m, 1, 1, 1, 1);
        /* W := W - 1/2 V (T^H (V^H W)) */
        TRI_LAPACK(gemm)("C", "N", &k, &k, &m, &one, v, &m, w, &m, &zero, mk, &k, 1, 1);
        TRI_LAPACK(trmm)("L", "U", "C", "N", &k, &k, &one, t, &k, mk, &k, 1, 1, 1, 1);
        TRI_LAPACK(gemm)("N", "N", &m, &k, &k, &minus_half, v, &m, mk, &k, &one, w, &m, 1, 1);
        /* A22 := A22 - V W^H - W V^H */
        TRI_LAPACK_SY(r2k)("L", "N", &m, &k, &minus_one, v, &m, w, &m, &real_one, a22, &blda, 1, 1);
        free(tau), free(work), free(t), free(mk), free(v), free(w);
    }
}

/* ---- stage 2: band -> tridiagonal ---------------------------------------- */

typedef struct {
    int64_t n, b, ldab; /* ldab = 2b: offsets 0 .. 2b-1 */
    TRI_T *ab;
} TRI_SFX(band_t);

typedef struct { /* the reflector a task hands to the next task of its sweep */
    int64_t len;
    TRI_T tau;
    TRI_T *v; /* b entries */
} TRI_SFX(reflector_t);

/* The stored element A(i,j), i >= j.  Every access goes through here, so an
 * element outside offsets 0 .. 2b-1 would stop the test: the fill bound. */
static TRI_T *TRI_SFX(band_at)(const TRI_SFX(band_t) *A, int64_t i, int64_t j)
{
    if (j < 0 || i >= A->n || i - j < 0 || i - j >= A->ldab) {
        fprintf(stderr, "FAIL: band access A(%lld,%lld) outside offsets 0..%lld (n=%lld b=%lld)\n",
                (long long)i, (long long)j, (long long)(A->ldab - 1), (long long)A->n,
                (long long)A->b);
        exit(1);
    }
    return A->ab + (i - j) + j * A->ldab;
}

/* Reflector of x (length len) in place: x becomes v (x[0] = 1); returns tau
 * and *beta (x[0] unchanged as beta when len == 1). */
static TRI_T TRI_SFX(reflector)(int64_t len, TRI_T *x, TRI_T *beta)
{
    TRI_T tau = 0;
    *beta = x[0];
    if (len > 1) {
        const blas_int bl = (blas_int)len, inc = 1;
        TRI_LAPACK(larfg)(&bl, beta, x + 1, &inc, &tau);
    }
    x[0] = 1;
    return tau;
}

/* D := H^H D H on the lower triangle of D (len x len, ld ldd), H = I - tau v v^H:
 * y = D v, sigma = Re(v^H y), w = tau y - |tau|^2 sigma / 2 v, D -= w v^H + v w^H. */
static void TRI_SFX(two_sided)(int64_t len, TRI_T *d, int64_t ldd, const TRI_T *v, TRI_T tau,
                               TRI_T *y)
{
    for (int64_t i = 0; i < len; ++i) y[i] = 0;
    for (int64_t j = 0; j < len; ++j) {
        y[j] += d[j + j * ldd] * v[j];
        for (int64_t i = j + 1; i < len; ++i) {
            y[i] += d[i + j * ldd] * v[j];
            y[j] += tri_conj(d[i + j * ldd]) * v[i];
        }
    }
    TRI_R sigma = 0;
    for (int64_t i = 0; i < len; ++i) sigma += tri_real(tri_conj(v[i]) * y[i]);
    const TRI_R tau2 = tri_real(tau) * tri_real(tau) + tri_imag(tau) * tri_imag(tau);
    for (int64_t i = 0; i < len; ++i) y[i] = tau * y[i] - (tau2 * sigma / 2) * v[i]; /* y is w */
    for (int64_t j = 0; j < len; ++j) {
        /* the diagonal stays real */
        d[j + j * ldd] = tri_real(d[j + j * ldd]) - 2 * tri_real(y[j] * tri_conj(v[j]));
        for (int64_t i = j + 1; i < len; ++i)
            d[i + j * ldd] -= y[i] * tri_conj(v[j]) + v[i] * tri_conj(y[j]);
    }
}

/* Task (s,k) on the band; h holds (v_{k-1}, tau_{k-1}) on entry and
 * (v_k, tau_k) on return.  work: 3b + 2b^2 entries. */
static void TRI_SFX(band_task)(TRI_SFX(band_t) *A, int64_t s, int64_t k,
                               TRI_SFX(reflector_t) *h, TRI_T *work)
{
    const int64_t n = A->n, b = A->b;
    const int64_t r0 = s + 1 + k * b, len = min_i64(s + (k + 1) * b, n - 1) - r0 + 1;
    TRI_T *x = work, *y = work + b, *blk = work + 2 * b, *d = blk + b * b;
    TRI_T beta, tau;
    if (k == 0) {
        for (int64_t i = 0; i < len; ++i) x[i] = *TRI_SFX(band_at)(A, r0 + i, s);
        tau = TRI_SFX(reflector)(len, x, &beta);
        if (len > 1) {
            *TRI_SFX(band_at)(A, r0, s) = beta;
            for (int64_t i = 1; i < len; ++i) *TRI_SFX(band_at)(A, r0 + i, s) = 0;
        }
    } else {
        const int64_t c0 = r0 - b, cols = h->len; /* B = A(R_k, R_{k-1}), len x cols */
        for (int64_t c = 0; c < cols; ++c)
            for (int64_t i = 0; i < len; ++i) blk[i + c * len] = *TRI_SFX(band_at)(A, r0 + i, c0 + c);
        for (int64_t i = 0; i < len; ++i) { /* B := B H_{k-1} */
            TRI_T t = 0;
            for (int64_t c = 0; c < cols; ++c) t += blk[i + c * len] * h->v[c];
            t *= h->tau;
            for (int64_t c = 0; c < cols; ++c) blk[i + c * len] -= t * tri_conj(h->v[c]);
        }
        for (int64_t i = 0; i < len; ++i) x[i] = blk[i];
        tau = TRI_SFX(reflector)(len, x, &beta);
        if (len > 1) {
            blk[0] = beta;
            for (int64_t i = 1; i < len; ++i) blk[i] = 0;
            for (int64_t c = 1; c < cols; ++c) { /* B(:,c) := H_k^H B(:,c) */
                TRI_T t = 0;
                for (int64_t i = 0; i < len; ++i) t += tri_conj(x[i]) * blk[i + c * len];
                t *= tri_conj(tau);
                for (int64_t i = 0; i < len; ++i) blk[i + c * len] -= x[i] * t;
            }
        }
        for (int64_t c = 0; c < cols; ++c)
            for (int64_t i = 0; i < len; ++i) *TRI_SFX(band_at)(A, r0 + i, c0 + c) = blk[i + c * len];
    }
    if (len > 1) { /* D_k := H_k^H D_k H_k */
        for (int64_t j = 0; j < len; ++j)
            for (int64_t i = j; i < len; ++i) d[i + j * len] = *TRI_SFX(band_at)(A, r0 + i, r0 + j);
        TRI_SFX(two_sided)(len, d, len, x, tau, y);
        for (int64_t j = 0; j < len; ++j)
            for (int64_t i = j; i < len; ++i) *TRI_SFX(band_at)(A, r0 + i, r0 + j) = d[i + j * len];
    }
    h->len = len;
    h->tau = tau;
    memcpy(h->v, x, (size_t)len * sizeof(TRI_T));
}

/* The same task on a dense n x n Hermitian shadow (both triangles): the
 * reflector of the same column, then H applied to whole rows and columns,
 * so nothing outside the band's blocks is assumed zero.  The band applies
 * H_k only to rows/columns in R_{k-1} (or s), R_k and R_{k+1} (the latter in
 * task k+1); returns how many other rows/columns H_k changed, i.e. updates
 * the band version misses (exact: structural zeros stay exact zeros). */
static int64_t TRI_SFX(dense_task)(int64_t n, int64_t b, TRI_T *a, int64_t s, int64_t k, TRI_T *v)
{
    const int64_t r0 = s + 1 + k * b, len = min_i64(s + (k + 1) * b, n - 1) - r0 + 1;
    const int64_t col = k == 0 ? s : r0 - b; /* the column reduced */
    const int64_t seen_lo = col, seen_hi = r0 + len + b - 1; /* R_{k-1} (or s) .. R_{k+1} */
    int64_t missed = 0;
    if (len < 2) return 0;
    for (int64_t i = 0; i < len; ++i) v[i] = a[(r0 + i) + col * n];
    TRI_T beta, tau = TRI_SFX(reflector)(len, v, &beta);
    for (int64_t i = 0; i < len; ++i) {
        a[(r0 + i) + col * n] = i == 0 ? beta : 0;
        a[col + (r0 + i) * n] = i == 0 ? tri_conj(beta) : 0;
    }
    for (int64_t j = 0; j < n; ++j) { /* rows R: H^H A */
        if (j == col) continue;
        TRI_T t = 0;
        for (int64_t i = 0; i < len; ++i) t += tri_conj(v[i]) * a[(r0 + i) + j * n];
        missed += t != 0 && (j < seen_lo || j > seen_hi);
        t *= tri_conj(tau);
        for (int64_t i = 0; i < len; ++i) a[(r0 + i) + j * n] -= v[i] * t;
    }
    for (int64_t i = 0; i < n; ++i) { /* columns R: A H */
        if (i == col) continue;
        TRI_T t = 0;
        for (int64_t j = 0; j < len; ++j) t += a[i + (r0 + j) * n] * v[j];
        missed += t != 0 && (i < seen_lo || i > seen_hi);
        t *= tau;
        for (int64_t j = 0; j < len; ++j) a[i + (r0 + j) * n] -= t * tri_conj(v[j]);
    }
    return missed;
}

/* Shadow := band (offsets 0 .. 2b-1, both triangles; the rest is zero). */
static void TRI_SFX(shadow_from_band)(const TRI_SFX(band_t) *A, TRI_T *a)
{
    const int64_t n = A->n;
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < n; ++i) {
            const int64_t off = i >= j ? i - j : j - i;
            const TRI_T x = off < A->ldab ? *TRI_SFX(band_at)(A, i > j ? i : j, i > j ? j : i) : 0;
            a[i + j * n] = i >= j ? x : tri_conj(x);
        }
}

/* Entries of the dense shadow at offset >= 2b that are not exactly zero. */
static int64_t TRI_SFX(outside_fill)(int64_t n, int64_t b, const TRI_T *a)
{
    int64_t bad = 0;
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = j + 2 * b; i < n; ++i) bad += a[i + j * n] != 0 || a[j + i * n] != 0;
    return bad;
}

/* Largest |band - shadow| over the lower triangle at offsets 0 .. 2b-1. */
static double TRI_SFX(band_vs_shadow)(const TRI_SFX(band_t) *A, const TRI_T *a)
{
    double diff = 0;
    for (int64_t j = 0; j < A->n; ++j)
        for (int64_t i = j; i < min_i64(A->n, j + A->ldab); ++i) {
            const double e = tri_abs(*TRI_SFX(band_at)(A, i, j) - a[i + j * A->n]);
            if (e > diff || e != e) diff = e;
        }
    return diff;
}

/* Runs all tasks in a legal order for lag: task (s,j) once sweep s-1 has
 * finished tasks 0 .. j+lag-1 (or all of them).  Round robin visits the
 * active sweeps from the newest down, each advancing one task when allowed;
 * otherwise a random ready task runs each step. */
static void TRI_SFX(chase_wavefront)(TRI_SFX(band_t) *A, int lag, int random_order,
                                     TRI_SFX(reflector_t) *h, TRI_T *work)
{
    const int64_t n = A->n, b = A->b, sweeps = max_i64(n - 2, 0);
    int64_t *done = calloc((size_t)sweeps + 1, sizeof(int64_t)), *ready = malloc(((size_t)sweeps + 1) * sizeof(int64_t));
    int64_t left = 0;
    for (int64_t s = 0; s < sweeps; ++s) left += sweep_tasks(n, b, s);
#define TASK_READY(s)                                                                         \
    (done[s] < sweep_tasks(n, b, s) &&                                                        \
     ((s) == 0 || done[(s)-1] >= min_i64(done[s] + lag, sweep_tasks(n, b, (s)-1))))
    while (left > 0) {
        if (random_order) {
            int64_t nready = 0;
            for (int64_t s = 0; s < sweeps; ++s)
                if (TASK_READY(s)) ready[nready++] = s;
            int64_t s = ready[min_i64((int64_t)((test_uniform() + 1) * 0.5 * (double)nready), nready - 1)];
            TRI_SFX(band_task)(A, s, done[s], &h[s], work);
            ++done[s], --left;
        } else {
            for (int64_t s = sweeps - 1; s >= 0; --s)
                if (TASK_READY(s)) {
                    TRI_SFX(band_task)(A, s, done[s], &h[s], work);
                    ++done[s], --left;
                }
        }
    }
#undef TASK_READY
    free(done), free(ready);
}

static void TRI_SFX(two_stage_case)(int64_t n, int64_t b)
{
    char tag[96];
    snprintf(tag, sizeof tag, "%s n=%lld b=%lld", TRI_STR(TRI_CH), (long long)n, (long long)b);
    const int64_t ldab = 2 * b, sweeps = max_i64(n - 2, 0), nn = max_i64(n, 1);
    TRI_T *a0 = malloc((size_t)(nn * nn) * sizeof(TRI_T)), *a = malloc((size_t)(nn * nn) * sizeof(TRI_T));
    TRI_T *shadow = malloc((size_t)(nn * nn) * sizeof(TRI_T)), *free_run = malloc((size_t)(nn * nn) * sizeof(TRI_T));
    TRI_R *w_ref = malloc((size_t)nn * sizeof(TRI_R)), *w = malloc((size_t)nn * sizeof(TRI_R));
    TRI_R *d = malloc((size_t)nn * sizeof(TRI_R)), *e = malloc((size_t)nn * sizeof(TRI_R));
    TRI_T *work = malloc((size_t)(3 * b + 2 * b * b) * sizeof(TRI_T));
    TRI_T *ab0 = calloc((size_t)(ldab * nn), sizeof(TRI_T)), *ab = malloc((size_t)(ldab * nn) * sizeof(TRI_T));
    TRI_T *ab_seq = malloc((size_t)(ldab * nn) * sizeof(TRI_T));
    TRI_SFX(reflector_t) *h = malloc((size_t)(sweeps + 1) * sizeof *h);
    TRI_T *hv = malloc((size_t)((sweeps + 1) * b) * sizeof(TRI_T));
    for (int64_t s = 0; s <= sweeps; ++s) h[s].v = hv + s * b;

    TRI_SFX(random_hermitian)(n, a0);
    memcpy(a, a0, (size_t)(n * n) * sizeof(TRI_T));
    TRI_SFX(reference_eigenvalues)(n, a0, n, w_ref);
    double anorm = 0;
    for (int64_t i = 0; i < n; ++i) anorm = fmax(anorm, fabs(w_ref[i]));
    const double unit = (double)n * TRI_EPS * anorm; /* ratios are err / unit */

    /* stage 1, then the band (offsets 0..b) into AB and the dense shadow */
    TRI_SFX(sy2sb)(n, b, a, n);
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < n; ++i) shadow[i + j * n] = 0;
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = j; i <= min_i64(j + b, n - 1); ++i) {
            ab0[(i - j) + j * ldab] = a[i + j * n];
            shadow[i + j * n] = a[i + j * n];
            shadow[j + i * n] = tri_conj(a[i + j * n]);
        }

    /* 2. the band matrix keeps A's eigenvalues */
    TRI_SFX(reference_eigenvalues)(n, shadow, n, w);
    double err = 0;
    for (int64_t i = 0; i < n; ++i) err = fmax(err, fabs(w[i] - w_ref[i]));
    const double band_ratio = err / unit;
    note_ratio(1, band_ratio);
    CHECK(band_ratio <= 50, "%s: band eigenvalues off by %.3g = %.2f n eps ||A||", tag, err, band_ratio);

    /* 3. sequential stage 2 with two dense shadows: one set back to the band
     * after every sweep (so one sweep's rounding is compared, tightly), one
     * free-running (its drift is only reported: elements of the reduced
     * matrix are not well-conditioned functions of A, eigenvalues are). */
    TRI_SFX(band_t) A = {n, b, ldab, ab};
    memcpy(ab, ab0, (size_t)(ldab * nn) * sizeof(TRI_T));
    memcpy(free_run, shadow, (size_t)(n * n) * sizeof(TRI_T));
    const int per_task = n <= 100;
    int64_t outside = 0, unreduced = 0, missed = 0;
    double shadow_diff = 0;
    for (int64_t s = 0; s < sweeps; ++s) {
        for (int64_t k = 0; k < sweep_tasks(n, b, s); ++k) {
            TRI_SFX(band_task)(&A, s, k, &h[s], work);
            missed += TRI_SFX(dense_task)(n, b, shadow, s, k, work);
            missed += TRI_SFX(dense_task)(n, b, free_run, s, k, work);
            if (per_task) outside += TRI_SFX(outside_fill)(n, b, shadow);
        }
        if (!per_task) outside += TRI_SFX(outside_fill)(n, b, shadow);
        outside += TRI_SFX(outside_fill)(n, b, free_run);
        for (int64_t i = s + 2; i < n; ++i) /* column s is reduced, in all three */
            unreduced += shadow[i + s * n] != 0 || free_run[i + s * n] != 0 ||
                         (i - s < ldab && *TRI_SFX(band_at)(&A, i, s) != 0);
        shadow_diff = fmax(shadow_diff, TRI_SFX(band_vs_shadow)(&A, shadow));
        TRI_SFX(shadow_from_band)(&A, shadow);
    }
    const double drift = TRI_SFX(band_vs_shadow)(&A, free_run) / unit;
    CHECK(missed == 0, "%s: %lld reflector updates outside the band's blocks", tag, (long long)missed);
    CHECK(outside == 0, "%s: %lld nonzeros of a dense shadow at offset >= 2b", tag, (long long)outside);
    CHECK(unreduced == 0, "%s: %lld nonzeros below offset 1 in reduced columns", tag, (long long)unreduced);
    note_ratio(2, shadow_diff / unit);
    if (drift > max_drift || drift != drift) max_drift = drift;
    CHECK(shadow_diff / unit <= 50, "%s: band vs dense shadow (per sweep) %.3g = %.2f n eps ||A||", tag,
          shadow_diff, shadow_diff / unit);

    /* 1. eigenvalues of the tridiagonal */
    for (int64_t i = 0; i < n; ++i) {
        d[i] = tri_real(ab[i * ldab]);
        if (i + 1 < n) e[i] = TRI_COMPLEX ? tri_abs(ab[1 + i * ldab]) : tri_real(ab[1 + i * ldab]);
    }
    blas_int bn = (blas_int)n, info = 0;
    dsterf_(&bn, d, e, &info);
    CHECK(info == 0, "%s: dsterf info %d", tag, (int)info);
    err = 0;
    for (int64_t i = 0; i < n; ++i) err = fmax(err, fabs(d[i] - w_ref[i]));
    const double tri_ratio = err / unit;
    note_ratio(0, tri_ratio);
    CHECK(tri_ratio <= 50, "%s: tridiagonal eigenvalues off by %.3g = %.2f n eps ||A||", tag, err, tri_ratio);

    /* 4. wavefront orders against the sequential result, bit for bit */
    memcpy(ab_seq, ab, (size_t)(ldab * nn) * sizeof(TRI_T));
    char lags[64] = "";
    for (int lag = 1; lag <= LAG_MAX; ++lag)
        for (int random_order = 0; random_order < 2; ++random_order) {
            memcpy(ab, ab0, (size_t)(ldab * nn) * sizeof(TRI_T));
            TRI_SFX(chase_wavefront)(&A, lag, random_order, h, work);
            const int same = !memcmp(ab, ab_seq, (size_t)(ldab * nn) * sizeof(TRI_T));
            if (!same) lag_differs[lag] = 1;
            if (lag >= 2)
                CHECK(same, "%s: wavefront order (lag %d, %s) not bitwise the sequential result", tag,
                      lag, random_order ? "random" : "round robin");
            if (!random_order) snprintf(lags + strlen(lags), sizeof lags - strlen(lags), " %d:", lag);
            strcat(lags, same ? "=" : "x");
        }
    printf("%-14s eig: tridiagonal %5.3f band %5.3f | vs shadow: sweep %5.3f drift %7.3f | "
           "lag (round robin, random; = bitwise same):%s\n",
           tag, tri_ratio, band_ratio, shadow_diff / unit, drift, lags);

    free(a0), free(a), free(shadow), free(free_run), free(w_ref), free(w), free(d), free(e), free(work);
    free(ab0), free(ab), free(ab_seq), free(h), free(hv);
}

#endif /* TWO_STAGE_REF_GENERIC */
