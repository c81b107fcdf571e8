/*
 * test_device_fault_w.c -- a device error at every synchronisation of the
 * double-double drivers' GPU stages (test_device_fault.c's hook for
 * trident_wsyevd, trident_wsyevx and trident_wsygvd, which take the
 * default context).  n = 200, lower, backend gpu and then auto (the GPU
 * from n = 192), A with known eigenvalues
 * (test_dd.h's known_spectrum); for trident_wsygvd (itype 1) B = 2 I, so
 * its eigenvalues are A's halves and Z sqrt(2) is orthonormal.  For each of
 * wsyevd 'V', wsyevd 'N', wsyevx 'V' 'I' (the lowest 20) and wsygvd 'V',
 * the k-th synchronisation of the call reports a device error, k = 1, 2,
 * ... until three calls in a row had no k-th; each call must end in one of
 *   - info 0 and the right answer (eigenvalues within 30 n eps max|lambda|
 *     of the known ones, ||A Z - Z Lambda|| and ||I - Z^T Z|| below 30
 *     n eps), no report: the stage that failed had written nothing, and
 *     the host redid it -- or the fault was not reached;
 *   - info TRIDENT_INFO_DEVICE_ERROR and one report, with the fault hit:
 *     the reduction failed under backend gpu (its contract: an error, A as
 *     it was; under auto the host redoes it), or a copy back failed
 *     part-way;
 * and at least one call must have hit its fault; under auto no more calls
 * may fail than under gpu.
 * `test_device_fault_w oom` (ctest oom_ladder_w): the same calls with the
 * device filled to 60, 61, ... 73 MiB free (Trident keeps 64 MiB free, so
 * from no buffer at all to every stage's): under backend gpu a call may
 * fail only with TRIDENT_INFO_OUT_OF_MEMORY, one report and every array
 * as it was; under auto it must succeed.  Exits 77 (skipped)
 * without a CUDA device.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "trident.h"
#include "common/test_dd.h"
#include "common/test_device.h"
#include "common/test_handler.h"
#include "common/test_util.h"
#include "core/context.h" /* the test hook, fault_sync */

#define N 200
#define SUBSET 20

typedef enum { EVD_V, EVD_N, EVX_V, GVD_V, ROUTINES } routine;

static const char *const names[ROUTINES] = {"wsyevd V", "wsyevd N", "wsyevx V I", "wsygvd V"};

/* a call's arrays: x (A, then the vectors or nothing), b (B = 2 I, wsygvd's),
 * w (N), z (N x N, wsyevx's vectors; the others' are copied there from x) */
typedef struct {
    trident_dd *x, *b, *w, *z;
} arrays;

/* x := a, b := 2 I, w and z := guard */
static void load(arrays *s, const trident_dd *a)
{
    memcpy(s->x, a, (size_t)N * N * sizeof *a);
    for (int64_t e = 0; e < (int64_t)N * N; ++e) {
        s->b[e] = trident_dd_from_double(e % (N + 1) == 0 ? 2.0 : 0.0);
        s->z[e] = guard;
    }
    for (int i = 0; i < N; ++i) s->w[i] = guard;
}

/* every array as load left it (bytes) */
static int untouched(const arrays *s, const trident_dd *a)
{
    int same = !memcmp(s->x, a, (size_t)N * N * sizeof *a);
    for (int64_t e = 0; e < (int64_t)N * N; ++e)
        same &= dd_same(s->b[e], trident_dd_from_double(e % (N + 1) == 0 ? 2.0 : 0.0)) && dd_same(s->z[e], guard);
    for (int i = 0; i < N; ++i) same &= dd_same(s->w[i], guard);
    return same;
}

/* one call of routine r on the loaded arrays; *m the eigenvalues' count */
static trident_int call(routine r, arrays *s, trident_int *m)
{
    const trident_int lwork = 1 + 6 * N + 2 * N * N, liwork = 3 + 5 * N;
    trident_dd *work = malloc((size_t)lwork * sizeof *work);
    trident_int *iwork = malloc((size_t)liwork * sizeof *iwork), ifail[N], info = 1;
    *m = N;
    switch (r) {
    case EVD_V:
    case EVD_N:
        trident_wsyevd(r == EVD_V ? 'V' : 'N', 'L', N, s->x, N, s->w, work, lwork, iwork, liwork, &info);
        break;
    case EVX_V:
        trident_wsyevx('V', 'I', 'L', N, s->x, N, trident_dd_zero(), trident_dd_zero(), 1, SUBSET, trident_dd_zero(),
                       m, s->w, s->z, N, work, lwork, iwork, ifail, &info);
        break;
    default:
        trident_wsygvd(1, 'V', 'L', N, s->x, N, s->b, N, s->w, work, lwork, iwork, liwork, &info);
        break;
    }
    free(work), free(iwork);
    return info;
}

/* the largest of the three ratios (eigenvalues in units of n eps max|lambda|) */
static double answer_ratio(routine r, const trident_dd *a, const trident_dd *lambda, const trident_dd *w,
                           trident_dd *z, trident_int m)
{
    const double scale = r == GVD_V ? 0.5 : 1.0, lmax = fmax(fabs(lambda[0].hi), fabs(lambda[N - 1].hi));
    double ratio = 0.0;
    for (trident_int i = 0; i < m; ++i) {
        const double e = fabs(trident_dd_sub(w[i], trident_dd_mul_d(lambda[i], scale)).hi);
        ratio = fmax(ratio, isnan(e) ? INFINITY : e / ((double)N * eps_w * lmax));
    }
    if (r == EVD_N) return ratio;
    trident_dd *lam = malloc((size_t)m * sizeof *lam);
    for (trident_int i = 0; i < m; ++i) lam[i] = trident_dd_mul_d(w[i], 1.0 / scale);
    if (r == GVD_V) { /* Z sqrt(2): orthonormal, A's eigenvectors */
        const trident_dd root2 = trident_dd_sqrt(trident_dd_from_double(2.0));
        for (int64_t e = 0; e < (int64_t)N * m; ++e) z[e] = trident_dd_mul(z[e], root2);
    }
    ratio = fmax(ratio, eigen_residual_ratio(N, m, a, z, N, lam));
    ratio = fmax(ratio, orthogonality_ratio_cols(N, m, z, N));
    free(lam);
    return isnan(ratio) ? INFINITY : ratio;
}

/* the outcome of one call: info 0 with the right answer and no report, or
 * the expected failure `fail` (with `allowed`) and one report; where
 * nothing may have been written (`clean_failure`), every array as it was.
 * Returns 1 for a success, 0 for the failure. */
static int outcome(const char *what, routine r, trident_int info, trident_int m, arrays *s, const trident_dd *a,
                   const trident_dd *lambda, trident_int fail, int allowed, int clean_failure, double *worst)
{
    if (info == 0) {
        if (r != EVX_V) memcpy(s->z, s->x, (size_t)N * N * sizeof *s->z);
        const double ratio = answer_ratio(r, a, lambda, s->w, s->z, m);
        *worst = fmax(*worst, ratio);
        CHECK(ratio < TEST_RATIO_LIMIT && handler_calls == 0 && m == (r == EVX_V ? SUBSET : N),
              "%s: ratio %.3g, %d reports, m %d", what, ratio, handler_calls, (int)m);
        return 1;
    }
    CHECK(info == fail && allowed && handler_calls == 1 && handler_info == fail && (!clean_failure || untouched(s, a)),
          "%s: info %d (%s), %d reports%s", what, (int)info, allowed ? "allowed" : "not allowed here", handler_calls,
          clean_failure && !untouched(s, a) ? ", outputs written" : "");
    return 0;
}

static const trident_backend backends[] = {TRIDENT_BACKEND_GPU, TRIDENT_BACKEND_AUTO};
static const char *const backend_names[] = {"gpu", "auto"};

/* the k-th synchronisation fails, k = 1, 2, ... (the file comment) */
static void fault_ladder(trident_context *ctx, arrays *s, const trident_dd *a, const trident_dd *lambda)
{
    int errors_on[2][ROUTINES] = {{0}};
    for (int be = 0; be < 2; ++be) {
        trident_context_set_backend(ctx, backends[be]);
        for (int r = 0; r < ROUTINES; ++r) {
            int clean = 0, hit = 0, redone = 0;
            int64_t k;
            double worst = 0.0;
            for (k = 1; clean < 3 && k < 500; ++k) {
                trident_int m = 0;
                load(s, a);
                ctx->fault_sync = k;
                handler_calls = 0;
                const trident_int info = call((routine)r, s, &m);
                const int fired = ctx->fault_sync == 0;
                ctx->fault_sync = 0;
                clean = fired ? 0 : clean + 1;
                hit += fired;
                char what[96];
                snprintf(what, sizeof what, "%s, backend %s, fault at synchronisation %lld (%s)", names[r],
                         backend_names[be], (long long)k, fired ? "hit" : "not reached");
                if (outcome(what, (routine)r, info, m, s, a, lambda, TRIDENT_INFO_DEVICE_ERROR, fired, 0, &worst))
                    redone += fired;
                else
                    errors_on[be][r] += 1;
            }
            CHECK(clean == 3 && hit > 0, "%s, backend %s: %d faults hit, %d clean calls at the end (k up to %lld)",
                  names[r], backend_names[be], hit, clean, (long long)k - 1);
            printf("%s, backend %s: %d synchronisations; a fault there: %d redone on the host, %d device errors; "
                   "worst ratio %.3f\n", names[r], backend_names[be], hit, redone, errors_on[be][r], worst);
        }
    }
    for (int r = 0; r < ROUTINES; ++r)
        CHECK(errors_on[1][r] <= errors_on[0][r], "%s: %d device errors under auto, %d under gpu", names[r],
              errors_on[1][r], errors_on[0][r]);
}

/* Out of device memory: the device filled to OOM_FIRST_MIB + rung MiB free
 * (from below Trident's 64 MiB headroom, where no buffer can be had, to
 * where every stage's fit), rung = 0 .. OOM_RUNGS - 1.  Under backend gpu a
 * call may fail with TRIDENT_INFO_OUT_OF_MEMORY only with every array as it
 * was (the reduction's contract; the later stages, and trident_wsygvd's
 * standard problem, are redone on the host); under auto it must succeed. */
enum { OOM_FIRST_MIB = 60, OOM_RUNGS = 14, OOM_BLOCKS = 8192 };

static void oom_ladder(trident_context *ctx, arrays *s, const trident_dd *a, const trident_dd *lambda)
{
    void **blocks = malloc(OOM_BLOCKS * sizeof *blocks);
    /* the context's stream and library handles made on the free device first */
    trident_context_set_backend(ctx, TRIDENT_BACKEND_GPU);
    trident_int m;
    load(s, a);
    CHECK(call(EVD_N, s, &m) == 0, "the first call, on the free device, failed");
    for (int be = 0; blocks && be < 2; ++be) {
        trident_context_set_backend(ctx, backends[be]);
        for (int r = 0; r < ROUTINES; ++r) {
            int failures = 0;
            double worst = 0.0;
            for (int rung = 0; rung < OOM_RUNGS; ++rung) {
                trident_int m = 0;
                load(s, a);
                handler_calls = 0;
                const int taken = exhaust_device(blocks, OOM_BLOCKS, (size_t)(OOM_FIRST_MIB + rung) << 20);
                const trident_int info = call((routine)r, s, &m);
                for (int q = 0; q < taken; ++q) cudaFree(blocks[q]);
                char what[96];
                snprintf(what, sizeof what, "%s, backend %s, about %d MiB free", names[r], backend_names[be],
                         OOM_FIRST_MIB + rung);
                failures += !outcome(what, (routine)r, info, m, s, a, lambda, TRIDENT_INFO_OUT_OF_MEMORY, be == 0, 1,
                                     &worst);
            }
            printf("%s, backend %s: out of memory on %d of %d rungs (%d to %d MiB free); worst ratio %.3f\n",
                   names[r], backend_names[be], failures, OOM_RUNGS, OOM_FIRST_MIB, OOM_FIRST_MIB + OOM_RUNGS - 1,
                   worst);
        }
    }
    free(blocks);
}

/* test_device_fault_w [oom] */
int main(int argc, char **argv)
{
    const int oom = argc == 2 && !strcmp(argv[1], "oom");
    if (argc > 2 || (argc == 2 && !oom)) {
        fprintf(stderr, "usage: %s [oom]\n", argv[0]);
        return 2;
    }
    if (!trident_gpu_available()) {
        printf("SKIP: no CUDA device\n");
        return TEST_SKIP_CODE;
    }
    trident_set_error_handler(counting_handler, NULL);
    trident_context *ctx = trident_default_context();
    test_seed(9300);
    trident_dd lambda[N];
    for (int i = 0; i < N; ++i) lambda[i] = random_dd();
    trident_dd *a = known_spectrum(N, lambda);
    arrays s = {malloc((size_t)N * N * sizeof *a), malloc((size_t)N * N * sizeof *a), malloc(N * sizeof *a),
                malloc((size_t)N * N * sizeof *a)};
    if (oom)
        oom_ladder(ctx, &s, a, lambda);
    else
        fault_ladder(ctx, &s, a, lambda);
    free(a), free(s.x), free(s.b), free(s.w), free(s.z);
    return test_finish(oom ? "oom_ladder_w" : "device_fault_w");
}
