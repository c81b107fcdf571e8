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
 * may fail than under gpu.  Exits 77 (skipped)
 * without a CUDA device.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "trident.h"
#include "common/test_dd.h"
#include "common/test_handler.h"
#include "common/test_util.h"
#include "core/context.h" /* the test hook, fault_sync */

#define N 200
#define SUBSET 20

typedef enum { EVD_V, EVD_N, EVX_V, GVD_V, ROUTINES } routine;

static const char *const names[ROUTINES] = {"wsyevd V", "wsyevd N", "wsyevx V I", "wsygvd V"};

/* one call of routine r on copies of a (full, ld N) and, for wsygvd, B = 2 I;
 * w (N), z (N x N) receive the results, *m the eigenvalues' count */
static trident_int call(routine r, const trident_dd *a, trident_dd *w, trident_dd *z, trident_int *m)
{
    trident_dd *x = malloc((size_t)N * N * sizeof *x), *b = calloc((size_t)N * N, sizeof *b);
    memcpy(x, a, (size_t)N * N * sizeof *x);
    for (int i = 0; i < N; ++i) b[i + i * N] = trident_dd_from_double(2.0);
    const trident_int lwork = 1 + 6 * N + 2 * N * N, liwork = 3 + 5 * N;
    trident_dd *work = malloc((size_t)lwork * sizeof *work);
    trident_int *iwork = malloc((size_t)liwork * sizeof *iwork), ifail[N], info = 1;
    *m = N;
    switch (r) {
    case EVD_V:
    case EVD_N:
        trident_wsyevd(r == EVD_V ? 'V' : 'N', 'L', N, x, N, w, work, lwork, iwork, liwork, &info);
        break;
    case EVX_V:
        trident_wsyevx('V', 'I', 'L', N, x, N, trident_dd_zero(), trident_dd_zero(), 1, SUBSET, trident_dd_zero(), m,
                       w, z, N, work, lwork, iwork, ifail, &info);
        break;
    default:
        trident_wsygvd(1, 'V', 'L', N, x, N, b, N, w, work, lwork, iwork, liwork, &info);
        break;
    }
    if (r != EVX_V) memcpy(z, x, (size_t)N * N * sizeof *z);
    free(x), free(b), free(work), free(iwork);
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

int main(void)
{
    if (!trident_gpu_available()) {
        printf("SKIP: no CUDA device\n");
        return TEST_SKIP_CODE;
    }
    trident_set_error_handler(counting_handler, NULL);
    trident_context *ctx = trident_default_context();
    test_seed(9300);
    trident_dd lambda[N];
    for (int i = 0; i < N; ++i) lambda[i] = random_dd();
    trident_dd *a = known_spectrum(N, lambda), *w = malloc(N * sizeof *w), *z = malloc((size_t)N * N * sizeof *z);
    static const trident_backend backends[] = {TRIDENT_BACKEND_GPU, TRIDENT_BACKEND_AUTO};
    int errors_on[2][ROUTINES] = {{0}};
    for (int be = 0; be < 2; ++be) {
        trident_context_set_backend(ctx, backends[be]);
        const char *bname = be ? "auto" : "gpu";
        for (int r = 0; r < ROUTINES; ++r) {
            int clean = 0, hit = 0, redone = 0, errors = 0;
            int64_t k;
            double worst = 0.0;
            for (k = 1; clean < 3 && k < 500; ++k) {
                trident_int m = 0;
                ctx->fault_sync = k;
                handler_calls = 0;
                const trident_int info = call((routine)r, a, w, z, &m);
                const int fired = ctx->fault_sync == 0;
                ctx->fault_sync = 0;
                clean = fired ? 0 : clean + 1;
                hit += fired;
                if (info == 0) {
                    const double ratio = answer_ratio((routine)r, a, lambda, w, z, m);
                    worst = fmax(worst, ratio);
                    redone += fired;
                    CHECK(ratio < TEST_RATIO_LIMIT && handler_calls == 0 && m == (r == EVX_V ? SUBSET : N),
                          "%s, backend %s, fault at synchronisation %lld (%s): ratio %.3g, %d reports, m %d",
                          names[r], bname, (long long)k, fired ? "hit" : "not reached", ratio, handler_calls, (int)m);
                } else {
                    errors += 1;
                    CHECK(info == TRIDENT_INFO_DEVICE_ERROR && fired && handler_calls == 1 &&
                              handler_info == TRIDENT_INFO_DEVICE_ERROR,
                          "%s, backend %s, fault at synchronisation %lld (%s): info %d, %d reports", names[r], bname,
                          (long long)k, fired ? "hit" : "not reached", (int)info, handler_calls);
                }
            }
            errors_on[be][r] = errors;
            CHECK(clean == 3 && hit > 0, "%s, backend %s: %d faults hit, %d clean calls at the end (k up to %lld)",
                  names[r], bname, hit, clean, (long long)k - 1);
            printf("%s, backend %s: %d synchronisations; a fault there: %d redone on the host, %d device errors; "
                   "worst ratio %.3f\n", names[r], bname, hit, redone, errors, worst);
        }
    }
    for (int r = 0; r < ROUTINES; ++r)
        CHECK(errors_on[1][r] <= errors_on[0][r], "%s: %d device errors under auto, %d under gpu", names[r],
              errors_on[1][r], errors_on[0][r]);
    free(a), free(w), free(z);
    return test_finish("device_fault_w");
}
