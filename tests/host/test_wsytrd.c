/*
 * test_wsytrd.c -- trident_wsytrd, the double-double tridiagonalization on
 * the host.  Why a test of its own: w is not one of the four precisions the
 * generic suites (accuracy_generic.h, bad_args_generic.h) instantiate, and
 * its checks need double-double arithmetic in the test itself.
 *
 * For both triangles and orders through several panels of the block size
 * (the blocked path with its rank-2k updates, and the last-panel path):
 *   - random symmetric A whose entries have nonzero low words, so that a
 *     reduction that dropped them (worked in double) would miss the bounds
 *     by a factor near 2^50;
 *   - Q formed here from the reflectors in a and tau (the test's own loops,
 *     no library routine), and
 *       ||A - Q T Q^T||_F / (n ||A||_F eps)  and  ||I - Q^T Q||_F / (n eps)
 *     below TEST_RATIO_LIMIT with eps = 2^-106, the unit trident.h states
 *     for trident_wsytrd;
 *   - T stored in a as in d and e, the other triangle untouched, tau in
 *     [0, 2] (real reflectors), work[0] the size the query gave;
 *   - d and |e| agree with trident_dsytrd's on the high words of A to
 *     double accuracy (n 1e-13 ||A||_F);
 *   - smaller workspaces (a narrower panel, and one the routine allocates).
 *   - A times 2^-870 (xLARFG's rescaling) and 2^990 (no subnormal
 *     reciprocal in the reflector) against A itself.
 * And: every illegal argument gives info = -i, one report, and no write;
 * the lwork = -1 query writes work[0] only; n = 0 and n = 1.
 * With the argument "gpu" (test wsytrd_gpu, label gpu) the same checks on
 * the GPU's reduction (the CUDA backend's w primitives), each run twice for
 * bitwise repeatability (main says what differs), and the device-pointer
 * entry trident_wsytrd_gpu against the host-pointer one, bit for bit.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "trident.h"
#ifdef TRIDENT_TEST_HAVE_CUDA
#include <cuda_runtime_api.h>
#include "trident_cuda.h"
#endif
#include "common/test_handler.h"
#include "common/test_dd.h"
#include "common/test_util.h"
#include "dd/dd_arith.h"

/* ---- Q from the reflectors, and the two ratios (the test's own loops) ---- */

/* q := q H, H = I - tau v v^T, v nonzero in rows lo..hi only */
static void apply_reflector_right(int64_t n, trident_dd *q, const trident_dd *v, int64_t lo, int64_t hi,
                                  trident_dd tau)
{
    trident_dd *qv = calloc((size_t)n, sizeof *qv);
    for (int64_t j = lo; j <= hi; ++j)
        for (int64_t r = 0; r < n; ++r) qv[r] = trident_dd_fma_dot(AT(q, r, j, n), v[j], qv[r]);
    for (int64_t j = lo; j <= hi; ++j) {
        const trident_dd c = trident_dd_neg(trident_dd_mul(tau, v[j]));
        for (int64_t r = 0; r < n; ++r) AT(q, r, j, n) = trident_dd_fma_dot(qv[r], c, AT(q, r, j, n));
    }
    free(qv);
}

/* Q (n x n) as LAPACK's xORGTR defines it from xSYTRD's a and tau:
 * 'L': Q = H(0) H(1) ... H(n-2), v(i+1) = 1, v(i+2:n-1) = a(i+2:n-1, i);
 * 'U': Q = H(n-2) ... H(0),      v(i) = 1,   v(0:i-1)   = a(0:i-1, i+1). */
static trident_dd *form_q(char uplo, int64_t n, const trident_dd *a, int64_t lda, const trident_dd *tau)
{
    trident_dd *q = calloc((size_t)(n * n), sizeof *q), *v = calloc((size_t)n, sizeof *v);
    for (int64_t i = 0; i < n; ++i) AT(q, i, i, n) = trident_dd_one();
    for (int64_t step = 0; step + 1 < n; ++step) {
        const int64_t i = uplo == 'L' ? step : n - 2 - step; /* the factors left to right */
        memset(v, 0, (size_t)n * sizeof *v);
        if (uplo == 'L') {
            v[i + 1] = trident_dd_one();
            for (int64_t r = i + 2; r < n; ++r) v[r] = AT(a, r, i, lda);
            apply_reflector_right(n, q, v, i + 1, n - 1, tau[i]);
        } else {
            v[i] = trident_dd_one();
            for (int64_t r = 0; r < i; ++r) v[r] = AT(a, r, i + 1, lda);
            apply_reflector_right(n, q, v, 0, i, tau[i]);
        }
    }
    free(v);
    return q;
}

/* ||A - Q T Q^T||_F / (n ||A||_F eps), A full (n x n, ld n) */
static double residual_ratio(int64_t n, const trident_dd *afull, const trident_dd *q, const trident_dd *d,
                             const trident_dd *e)
{
    trident_dd *qt = calloc((size_t)(n * n), sizeof *qt), *r = calloc((size_t)(n * n), sizeof *r);
    for (int64_t j = 0; j < n; ++j) /* Q T, a column at a time: T is tridiagonal */
        for (int64_t i = 0; i < n; ++i) {
            trident_dd s = trident_dd_mul(AT(q, i, j, n), d[j]);
            if (j > 0) s = trident_dd_fma_dot(AT(q, i, j - 1, n), e[j - 1], s);
            if (j + 1 < n) s = trident_dd_fma_dot(AT(q, i, j + 1, n), e[j], s);
            AT(qt, i, j, n) = s;
        }
    for (int64_t j = 0; j < n; ++j) { /* R(:, j) = A(:, j) - sum_k QT(:, k) Q(j, k) */
        trident_dd *rj = r + j * n;
        for (int64_t i = 0; i < n; ++i) rj[i] = AT(afull, i, j, n);
        for (int64_t k = 0; k < n; ++k) {
            const trident_dd c = trident_dd_neg(AT(q, j, k, n));
            for (int64_t i = 0; i < n; ++i) rj[i] = trident_dd_fma_dot(AT(qt, i, k, n), c, rj[i]);
        }
    }
    const double ratio = frobenius_hi(n, n, r, n) / ((double)n * frobenius_hi(n, n, afull, n) * eps_w);
    free(qt), free(r);
    return ratio;
}

/* ---- one reduction and its checks ------------------------------------- */

static double worst_residual = 0.0, worst_orthogonality = 0.0, worst_vs_double = 0.0;
static int on_gpu = 0;         /* "gpu": the default context's backend is the GPU */
static int repeats_differ = 0; /* on the GPU: runs on one input whose bytes differed */

/* max_i |d_i - dd_i|, |(|e_i| - |ed_i|)| over n ||A||_F: T against
 * trident_dsytrd's on the high words of A */
static double compare_with_dsytrd(char uplo, int64_t n, const trident_dd *afull, const trident_dd *d,
                                  const trident_dd *e)
{
    double *ah = malloc((size_t)(n * n) * sizeof *ah), *dd = malloc((size_t)n * sizeof *dd);
    double *ed = malloc((size_t)n * sizeof *ed), *taud = malloc((size_t)n * sizeof *taud);
    for (int64_t k = 0; k < n * n; ++k) ah[k] = afull[k].hi;
    double wq;
    trident_int info;
    trident_dsytrd(uplo, (trident_int)n, ah, (trident_int)n, dd, ed, taud, &wq, -1, &info);
    const trident_int lw = (trident_int)wq;
    double *work = malloc((size_t)lw * sizeof *work);
    trident_dsytrd(uplo, (trident_int)n, ah, (trident_int)n, dd, ed, taud, work, lw, &info);
    CHECK(info == 0, "dsytrd n=%lld: info %d", (long long)n, (int)info);
    double worst = 0.0;
    for (int64_t i = 0; i < n; ++i) {
        worst = fmax(worst, fabs(d[i].hi - dd[i]));
        if (i + 1 < n) worst = fmax(worst, fabs(fabs(e[i].hi) - fabs(ed[i])));
    }
    free(ah), free(dd), free(ed), free(taud), free(work);
    return worst / ((double)n * frobenius_hi(n, n, afull, n));
}

/* lwork_kind 0: the size the query gives; 1: room for a panel of 5
 * columns; 2: below n (the routine allocates its own) */
static void check_reduction(char uplo, int64_t n, int lwork_kind)
{
    const int64_t lda = n > 0 ? n + (n % 2) : 1; /* lda > n for odd n */
    trident_dd *afull = malloc((size_t)(n * n) * sizeof *afull);
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = j; i < n; ++i) AT(afull, i, j, n) = AT(afull, j, i, n) = random_dd();
    trident_dd *a = malloc((size_t)(lda * n) * sizeof *a);
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < lda; ++i) {
            const int stored = i < n && (uplo == 'L' ? i >= j : i <= j);
            AT(a, i, j, lda) = stored ? AT(afull, i, j, n) : guard;
        }
    trident_dd *d = malloc((size_t)n * sizeof *d), *e = malloc((size_t)n * sizeof *e);
    trident_dd *tau = malloc((size_t)n * sizeof *tau), query;
    trident_int info = 1;
    trident_wsytrd(uplo, (trident_int)n, a, (trident_int)lda, d, e, tau, &query, -1, &info);
    CHECK(info == 0 && query.lo == 0.0 && query.hi >= (double)n, "query n=%lld: info %d, work[0] %g",
          (long long)n, (int)info, query.hi);
    const int64_t lwork = lwork_kind == 0 ? (int64_t)query.hi : lwork_kind == 1 ? 5 * n : n - 1;
    trident_dd *work = malloc((size_t)(lwork > 0 ? lwork : 1) * sizeof *work);
    handler_calls = 0;
    trident_dd *a0 = NULL;
    if (on_gpu) { /* the input, for a second run */
        a0 = malloc((size_t)(lda * n) * sizeof *a0);
        memcpy(a0, a, (size_t)(lda * n) * sizeof *a0);
    }
    trident_wsytrd(uplo, (trident_int)n, a, (trident_int)lda, d, e, tau, work, (trident_int)lwork, &info);
    CHECK(info == 0 && handler_calls == 0, "uplo %c n=%lld: info %d, %d reports", uplo, (long long)n,
          (int)info, handler_calls);
    if (on_gpu && n >= 2) {
        const char *ran = trident_context_last_backend(trident_default_context());
        CHECK(!strcmp(ran, "cuda"), "uplo %c n=%lld: ran on %s, not the GPU", uplo, (long long)n, ran);
        /* bitwise repeatable: the same input again gives the same bytes */
        trident_dd *d2 = malloc((size_t)(2 * n) * sizeof *d2), *e2 = d2 + n;
        trident_dd *t2 = malloc((size_t)n * sizeof *t2);
        trident_wsytrd(uplo, (trident_int)n, a0, (trident_int)lda, d2, e2, t2, work, (trident_int)lwork, &info);
        const int same = info == 0 && !memcmp(a0, a, (size_t)(lda * n) * sizeof *a) &&
                         !memcmp(d2, d, (size_t)n * sizeof *d) && !memcmp(e2, e, (size_t)(n - 1) * sizeof *e) &&
                         !memcmp(t2, tau, (size_t)(n - 1) * sizeof *tau);
        CHECK(same, "uplo %c n=%lld: a second run on the same input differs (info %d)", uplo, (long long)n,
              (int)info);
        repeats_differ += !same;
        free(d2), free(t2);
    }
    free(a0);
    CHECK(dd_same(work[0], query), "uplo %c n=%lld: work[0] %g, the query said %g", uplo, (long long)n,
          work[0].hi, query.hi);

    int misplaced = 0, bad_tau = 0;
    for (int64_t j = 0; j < n; ++j) {
        misplaced += !dd_same(AT(a, j, j, lda), d[j]);
        if (j + 1 < n) {
            misplaced += !dd_same(uplo == 'L' ? AT(a, j + 1, j, lda) : AT(a, j, j + 1, lda), e[j]);
            bad_tau += !(tau[j].hi >= 0.0 && tau[j].hi <= 2.0);
        }
        for (int64_t i = 0; i < lda; ++i)
            misplaced += !(i < n && (uplo == 'L' ? i >= j : i <= j)) && !dd_same(AT(a, i, j, lda), guard);
    }
    CHECK(misplaced == 0, "uplo %c n=%lld: %d elements of T or of the other triangle wrong", uplo,
          (long long)n, misplaced);
    CHECK(bad_tau == 0, "uplo %c n=%lld: %d tau outside [0, 2]", uplo, (long long)n, bad_tau);

    if (n > 0) {
        trident_dd *q = form_q(uplo, n, a, lda, tau);
        const double res = residual_ratio(n, afull, q, d, e), orth = orthogonality_ratio(n, q, n);
        const double vs_double = compare_with_dsytrd(uplo, n, afull, d, e);
        CHECK(res < TEST_RATIO_LIMIT, "uplo %c n=%lld lwork %lld: ||A - Q T Q^T|| ratio %.3g", uplo,
              (long long)n, (long long)lwork, res);
        CHECK(orth < TEST_RATIO_LIMIT, "uplo %c n=%lld lwork %lld: ||I - Q^T Q|| ratio %.3g", uplo,
              (long long)n, (long long)lwork, orth);
        CHECK(vs_double < 1e-13, "uplo %c n=%lld: T differs from dsytrd's by %.3g n ||A||", uplo,
              (long long)n, vs_double);
        worst_residual = fmax(worst_residual, res);
        worst_orthogonality = fmax(worst_orthogonality, orth);
        worst_vs_double = fmax(worst_vs_double, vs_double);
        free(q);
    }
    free(afull), free(a), free(d), free(e), free(tau), free(work);
}

/* ---- tiny and huge entries: xLARFG's rescaling, no subnormal reciprocal - */

static double worst_tiny = 0.0;

/* largest |x * 2^shift - y| over count elements, in double-double */
static double scaled_difference(int64_t count, const trident_dd *x, int64_t incx, const trident_dd *y,
                                int64_t incy, double shift)
{
    double worst = 0.0;
    for (int64_t k = 0; k < count; ++k)
        worst = fmax(worst, fabs(trident_dd_sub(trident_dd_mul_d(x[k * incx], shift), y[k * incy]).hi));
    return worst;
}

/*
 * A and 2^-870 A: every reflector of the second has |beta| below the
 * threshold of 2^-863 (TRI_SAFMIN / TRI_EPS of double-double), so it takes
 * the rescaling loop.  Scaling by a power of two commutes with every step
 * (no low word comes near the subnormal range at 2^-870), so d and e must
 * be 2^-870 times the first run's, tau and the reflectors the same, up to
 * rounding (in fact bit for bit); a rescaling that went wrong would be off
 * by a power of two.  The order spans two panels.
 * Also A and 2^990 A (shift 990), the top of the range trident.h gives:
 * there the reflector's divisions by beta and alpha - beta must not form a
 * reciprocal near 2^-990, whose low word would be subnormal (that run
 * then differed from the unscaled one by 3e6 n eps).
 */
static void check_scaled_entries(char uplo, int64_t n, int shift)
{
    const double down = ldexp(1.0, shift), up = ldexp(1.0, -shift);
    trident_dd *a1 = malloc((size_t)(n * n) * sizeof *a1), *a2 = malloc((size_t)(n * n) * sizeof *a2);
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = j; i < n; ++i) AT(a1, i, j, n) = AT(a1, j, i, n) = random_dd();
    for (int64_t k = 0; k < n * n; ++k) a2[k] = trident_dd_mul_d(a1[k], down); /* exact */
    const double anorm = frobenius_hi(n, n, a1, n);
    trident_dd *t1 = malloc((size_t)(6 * n) * sizeof *t1), *t2 = t1 + 3 * n; /* d, e, tau each */
    trident_dd work[64 * 32];
    trident_int info1, info2;
    trident_wsytrd(uplo, (trident_int)n, a1, (trident_int)n, t1, t1 + n, t1 + 2 * n, work, 64 * 32, &info1);
    trident_wsytrd(uplo, (trident_int)n, a2, (trident_int)n, t2, t2 + n, t2 + 2 * n, work, 64 * 32, &info2);
    CHECK(info1 == 0 && info2 == 0, "tiny uplo %c: info %d, %d", uplo, (int)info1, (int)info2);
    double worst = fmax(scaled_difference(2 * n - 1, t2, 1, t1, 1, up) / anorm, /* d, e */
                        scaled_difference(n - 1, t2 + 2 * n, 1, t1 + 2 * n, 1, 1.0)); /* tau */
    for (int64_t j = 0; j < n; ++j) /* the reflectors, off T's three diagonals */
        for (int64_t i = 0; i < n; ++i)
            if (uplo == 'L' ? i > j + 1 : i + 1 < j)
                worst = fmax(worst, scaled_difference(1, &AT(a2, i, j, n), 1, &AT(a1, i, j, n), 1, 1.0));
    worst /= (double)n * eps_w;
    CHECK(worst < TEST_RATIO_LIMIT, "2^%d A, uplo %c n=%lld: differs from the unscaled run by %.3g n eps",
          shift, uplo, (long long)n, worst);
    worst_tiny = fmax(worst_tiny, worst);
    free(a1), free(a2), free(t1);
}

/* ---- the device-pointer entry (GPU runs only) --------------------------- */

#ifdef TRIDENT_TEST_HAVE_CUDA
/* trident_wsytrd_gpu on A in device memory, with the leading dimension the
 * host-pointer entry stages A with (n rounded up to 32): the same device
 * code on the same input, so a, d, e and tau must be its bits.  Then an
 * illegal argument: info = -2, nothing written to the device arrays. */
static void check_device_entry(char uplo, int64_t n)
{
    const int64_t ldda = (n + 31) / 32 * 32;
    const size_t abytes = (size_t)(ldda * n) * sizeof(trident_dd), vbytes = (size_t)n * sizeof(trident_dd);
    trident_dd *a = malloc(abytes), *ref = malloc(abytes), *back = malloc(abytes);
    trident_dd *t = malloc(6 * vbytes), *tref = t + 3 * n; /* d, e, tau of each run */
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < ldda; ++i) AT(a, i, j, ldda) = guard;
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = j; i < n; ++i) AT(a, i, j, ldda) = AT(a, j, i, ldda) = random_dd();
    memcpy(ref, a, abytes);
    trident_dd work[64 * 64];
    trident_int info = 1;
    trident_wsytrd(uplo, (trident_int)n, ref, (trident_int)ldda, tref, tref + n, tref + 2 * n, work, 64 * 64, &info);
    CHECK(info == 0, "device entry %c n=%lld: host-pointer run info %d", uplo, (long long)n, (int)info);

    trident_dd *da = NULL, *dv = NULL;
    int ok = cudaMalloc((void **)&da, abytes) == cudaSuccess && cudaMalloc((void **)&dv, 3 * vbytes) == cudaSuccess &&
             cudaMemcpy(da, a, abytes, cudaMemcpyHostToDevice) == cudaSuccess;
    CHECK(ok, "device entry: cudaMalloc / cudaMemcpy failed");
    if (ok) {
        trident_wsytrd_gpu(trident_default_context(), uplo, n, da, ldda, dv, dv + n, dv + 2 * n, &info);
        ok = info == 0 && cudaMemcpy(back, da, abytes, cudaMemcpyDeviceToHost) == cudaSuccess &&
             cudaMemcpy(t, dv, 3 * vbytes, cudaMemcpyDeviceToHost) == cudaSuccess;
        CHECK(ok, "device entry %c n=%lld: info %d", uplo, (long long)n, (int)info);
        CHECK(!ok || (!memcmp(back, ref, abytes) && !memcmp(t, tref, vbytes) &&
                      !memcmp(t + n, tref + n, (size_t)(n - 1) * sizeof *t) &&
                      !memcmp(t + 2 * n, tref + 2 * n, (size_t)(n - 1) * sizeof *t)),
              "device entry %c n=%lld: a, d, e or tau differ from the host-pointer entry's bits", uplo,
              (long long)n);
        /* uplo 'X': info = -2, one report, the device arrays untouched */
        handler_calls = 0;
        trident_wsytrd_gpu(trident_default_context(), 'X', n, da, ldda, dv, dv + n, dv + 2 * n, &info);
        ok = cudaMemcpy(ref, da, abytes, cudaMemcpyDeviceToHost) == cudaSuccess;
        CHECK(info == -2 && handler_calls == 1 && ok && !memcmp(ref, back, abytes),
              "device entry, uplo 'X': info %d, %d reports, device matrix %s", (int)info, handler_calls,
              ok && !memcmp(ref, back, abytes) ? "untouched" : "written");
    }
    cudaFree(da), cudaFree(dv);
    free(a), free(ref), free(back), free(t);
}
#endif

/* ---- arguments, queries, n = 0 ------------------------------------------ */

#define N 6
#define LDA 8
#define LWORK 400

typedef struct arrays {
    trident_dd a[LDA * N], d[N], e[N], tau[N], work[LWORK];
} arrays;

static void fill(arrays *x)
{
    trident_dd *all = (trident_dd *)x;
    for (size_t k = 0; k < sizeof *x / sizeof *all; ++k) all[k] = guard;
}

/* elements that lost their guard, work[0] excepted when `skip_work0` */
static int written(const arrays *x, int skip_work0)
{
    const trident_dd *all = (const trident_dd *)x;
    const size_t work0 = (size_t)(x->work - all);
    int count = 0;
    for (size_t k = 0; k < sizeof *x / sizeof *all; ++k)
        count += !(skip_work0 && k == work0) && !dd_same(all[k], guard);
    return count;
}

static void expect_illegal(int arg, trident_int info, const arrays *x)
{
    CHECK(info == -arg, "argument %d: info %d", arg, (int)info);
    CHECK(handler_calls == 1 && handler_info == -arg && !strcmp(handler_routine, "trident_wsytrd"),
          "argument %d: %d reports (last: %s, info %d)", arg, handler_calls, handler_routine,
          (int)handler_info);
    CHECK(written(x, 0) == 0, "argument %d: %d elements written", arg, written(x, 0));
}

static void check_arguments(void)
{
    static arrays x;
    trident_int info;
#define CALL(uplo, n, a, lda, d, e, tau, work, lwork) \
    (fill(&x), handler_calls = 0, trident_wsytrd(uplo, n, a, lda, d, e, tau, work, lwork, &info))
    CALL('X', N, x.a, LDA, x.d, x.e, x.tau, x.work, LWORK); expect_illegal(1, info, &x);
    CALL('L', -1, x.a, LDA, x.d, x.e, x.tau, x.work, LWORK); expect_illegal(2, info, &x);
    CALL('U', N, NULL, LDA, x.d, x.e, x.tau, x.work, LWORK); expect_illegal(3, info, &x);
    CALL('L', N, x.a, N - 1, x.d, x.e, x.tau, x.work, LWORK); expect_illegal(4, info, &x);
    CALL('L', 0, x.a, 0, x.d, x.e, x.tau, x.work, LWORK); expect_illegal(4, info, &x);
    CALL('L', N, x.a, LDA, NULL, x.e, x.tau, x.work, LWORK); expect_illegal(5, info, &x);
    CALL('U', N, x.a, LDA, x.d, NULL, x.tau, x.work, LWORK); expect_illegal(6, info, &x);
    CALL('L', N, x.a, LDA, x.d, x.e, NULL, x.work, LWORK); expect_illegal(7, info, &x);
    CALL('L', N, x.a, LDA, x.d, x.e, x.tau, NULL, LWORK); expect_illegal(8, info, &x);
    CALL('L', N, x.a, LDA, x.d, x.e, x.tau, x.work, 0); expect_illegal(9, info, &x);
    CALL('u', N, x.a, LDA, x.d, x.e, x.tau, x.work, -2); expect_illegal(9, info, &x);

    /* the query: work[0] only, a whole number at least n, lower case uplo accepted */
    CALL('l', N, x.a, LDA, x.d, x.e, x.tau, x.work, -1);
    CHECK(info == 0 && handler_calls == 0 && written(&x, 1) == 0, "query: info %d, %d written", (int)info,
          written(&x, 1));
    CHECK(x.work[0].lo == 0.0 && x.work[0].hi >= N && x.work[0].hi == floor(x.work[0].hi),
          "query: work[0] = %g + %g", x.work[0].hi, x.work[0].lo);
    CALL('U', 0, x.a, 1, x.d, x.e, x.tau, x.work, -1);
    CHECK(info == 0 && dd_same(x.work[0], trident_dd_one()) && written(&x, 1) == 0,
          "query n=0: info %d, work[0] %g", (int)info, x.work[0].hi);
    /* n = 0: work[0] = 1, nothing else; NULL arrays are legal there */
    CALL('L', 0, NULL, 1, NULL, NULL, NULL, x.work, 1);
    CHECK(info == 0 && dd_same(x.work[0], trident_dd_one()) && written(&x, 1) == 0,
          "n=0: info %d, work[0] %g", (int)info, x.work[0].hi);
    /* n = 1: d = a(0,0) exactly, e and tau not written (NULL is legal) */
    fill(&x);
    x.a[0] = trident_dd_two_sum(0.75, 0x1p-70);
    handler_calls = 0;
    trident_wsytrd('U', 1, x.a, 1, x.d, NULL, NULL, x.work, 1, &info);
    CHECK(info == 0 && dd_same(x.d[0], x.a[0]) && dd_same(x.e[0], guard) && dd_same(x.tau[0], guard),
          "n=1: info %d, d %g + %g", (int)info, x.d[0].hi, x.d[0].lo);
#undef CALL
}

/* test_wsytrd [gpu]: with "gpu" every reduction runs on the GPU (the
 * default context's backend; exit 77, skipped, without one), at orders
 * that span several of its panels, and each is run twice for bitwise
 * repeatability.  The 2^990 run is the host's alone: the device's reflector
 * takes 1 / (alpha - beta) unscaled (trident.h, trident_wsytrd). */
int main(int argc, char **argv)
{
    on_gpu = test_parse_gpu(argc, argv, trident_gpu_available);
    if (on_gpu < 0) return 2;
    if (on_gpu) trident_context_set_backend(trident_default_context(), TRIDENT_BACKEND_GPU);
    trident_set_error_handler(counting_handler, NULL);
    check_arguments();
    static const int64_t host_orders[] = {0, 1, 2, 3, 5, 17, 32, 33, 64, 65, 100, 150};
    static const int64_t gpu_orders[] = {2, 3, 5, 17, 32, 33, 64, 65, 100, 150, 300, 517};
    const int64_t *orders = on_gpu ? gpu_orders : host_orders;
    const size_t count = on_gpu ? sizeof gpu_orders / sizeof *gpu_orders : sizeof host_orders / sizeof *host_orders;
    for (int u = 0; u < 2; ++u) {
        const char uplo = u ? 'U' : 'L';
        for (size_t k = 0; k < count; ++k) {
            test_seed(1000 + 17 * (uint64_t)orders[k] + (uint64_t)u);
            check_reduction(uplo, orders[k], 0);
        }
        check_reduction(uplo, 65, 1); /* panels of 5: thirteen of them, her2k each time */
        check_reduction(uplo, 40, 2); /* workspace below n: the routine's own, full panels */
        check_scaled_entries(uplo, 45, -870);
        if (!on_gpu) check_scaled_entries(uplo, 45, 990); /* the top of the range: no subnormal reciprocal */
#ifdef TRIDENT_TEST_HAVE_CUDA
        if (on_gpu) check_device_entry(uplo, 200);
#endif
    }
    printf("%s: worst ratios (eps = 2^-106, limit %.0f): ||A - Q T Q^T|| %.3f, ||I - Q^T Q|| %.3f; "
           "T against dsytrd's: %.3g n ||A||_F; 2^-870 A%s against A: %.3g n eps%s\n",
           on_gpu ? "gpu" : "host", TEST_RATIO_LIMIT, worst_residual, worst_orthogonality, worst_vs_double,
           on_gpu ? "" : " and 2^990 A", worst_tiny, on_gpu ? (repeats_differ ? "; repeats DIFFER" : "; repeats identical") : "");
    return test_finish(on_gpu ? "wsytrd_gpu" : "wsytrd");
}
