/*
 * test_gemm_dd.c -- Trident's double-double matrix product (cuda/blas/
 * gemm_dd.cu: C := alpha op(A) op(B) + beta C), called directly, against
 * the contract's own order of operations on the host: each element
 * sum_{l = 0..k-1} op(A)_il op(B)_lj by trident_dd_fma_dot in that order,
 * scaled by alpha (exactly where it is +-1), plus beta c (not read where
 * beta = 0).  dd_arith.h's operations give the same bits on host and
 * device, so the device's result must equal the host's bit for bit:
 *   - op 'N' and 'T' for both operands; (m, n, k) from 1 x 1 x 1 to shapes
 *     that cut the 32 x 32 tiles and the 16-wide chunks anywhere, k = 0;
 *     lda, ldb, ldc with padding;
 *   - alpha 1, -1 and 0.75 + a low word; beta 0 with NaN in C (not read),
 *     1 and -0.5 + a low word; alpha = 0 with NaN in A and B (not read);
 *   - the rows of C past m untouched; a second call the same bytes.
 * Exits 77 (skipped) without a CUDA device.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cuda_runtime_api.h>

#include "trident.h"
#include "blas/gemm_dd.h" /* an internal entry of libtrident */
#include "common/test_util.h"
#include "common/test_dd.h"

static int is_zero(trident_dd x) { return x.hi == 0.0 && x.lo == 0.0; }

/* s x as the kernel scales: exactly where s is +-1 */
static trident_dd scaled(trident_dd s, trident_dd x)
{
    if (s.lo == 0.0 && s.hi == 1.0) return x;
    if (s.lo == 0.0 && s.hi == -1.0) return trident_dd_neg(x);
    return trident_dd_mul(s, x);
}

static trident_dd op_at(char trans, const trident_dd *x, int64_t ld, int64_t r, int64_t c)
{
    return trans == 'N' ? x[r + c * ld] : x[c + r * ld];
}

static void one_case(char ta, char tb, int64_t m, int64_t n, int64_t k, trident_dd alpha, trident_dd beta)
{
    /* op(A) m x k, op(B) k x n: the stored shapes */
    const int64_t arows = ta == 'N' ? m : k, acols = ta == 'N' ? k : m;
    const int64_t brows = tb == 'N' ? k : n, bcols = tb == 'N' ? n : k;
    const int64_t lda = arows + 3, ldb = brows + 2, ldc = m + 1;
    const size_t na = (size_t)(lda * (acols > 0 ? acols : 1)), nb = (size_t)(ldb * (bcols > 0 ? bcols : 1));
    const size_t nc = (size_t)(ldc * n);
    trident_dd *a = malloc(na * sizeof *a), *b = malloc(nb * sizeof *b), *c0 = malloc(nc * sizeof *c0);
    trident_dd *want = malloc(nc * sizeof *want), *got = malloc(nc * sizeof *got), *again = malloc(nc * sizeof *again);
    const trident_dd nan = trident_dd_from_double(NAN);
    for (size_t e = 0; e < na; ++e) a[e] = is_zero(alpha) ? nan : random_dd();
    for (size_t e = 0; e < nb; ++e) b[e] = is_zero(alpha) ? nan : random_dd();
    for (size_t e = 0; e < nc; ++e) c0[e] = (int64_t)(e % ldc) == m ? guard : is_zero(beta) ? nan : random_dd();

    const int product = k > 0 && !is_zero(alpha);
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i <= m; ++i) {
            trident_dd *w = want + i + j * ldc;
            if (i == m) { /* padding: untouched */
                *w = c0[i + j * ldc];
                continue;
            }
            trident_dd sum = trident_dd_zero();
            for (int64_t l = 0; product && l < k; ++l)
                sum = trident_dd_fma_dot(op_at(ta, a, lda, i, l), op_at(tb, b, ldb, l, j), sum);
            trident_dd r = product ? scaled(alpha, sum) : trident_dd_zero();
            if (!is_zero(beta)) r = trident_dd_add(r, scaled(beta, c0[i + j * ldc]));
            *w = r;
        }

    trident_dd *da, *db, *dc;
    int err = (int)cudaMalloc((void **)&da, na * sizeof *a);
    err |= (int)cudaMalloc((void **)&db, nb * sizeof *b);
    err |= (int)cudaMalloc((void **)&dc, nc * sizeof *c0);
    err |= (int)cudaMemcpy(da, a, na * sizeof *a, cudaMemcpyHostToDevice);
    err |= (int)cudaMemcpy(db, b, nb * sizeof *b, cudaMemcpyHostToDevice);
    for (int call = 0; call < 2; ++call) {
        err |= (int)cudaMemcpy(dc, c0, nc * sizeof *c0, cudaMemcpyHostToDevice);
        err |= trident_cuda_gemm_w(0, ta, tb, m, n, k, alpha, da, lda, db, ldb, beta, dc, ldc);
        err |= (int)cudaMemcpy(call ? again : got, dc, nc * sizeof *c0, cudaMemcpyDeviceToHost);
    }
    int64_t differ = 0;
    for (size_t e = 0; e < nc; ++e) differ += !dd_same(got[e], want[e]);
    CHECK(err == 0 && differ == 0 && !memcmp(got, again, nc * sizeof *got),
          "%c%c m %lld n %lld k %lld alpha %g beta %g: error %d, %lld elements differ from the contract's sums, "
          "repeat %s", ta, tb, (long long)m, (long long)n, (long long)k, alpha.hi, beta.hi, err, (long long)differ,
          memcmp(got, again, nc * sizeof *got) ? "differs" : "same");
    cudaFree(da), cudaFree(db), cudaFree(dc);
    free(a), free(b), free(c0), free(want), free(got), free(again);
}

int main(void)
{
    int devices = 0;
    if (cudaGetDeviceCount(&devices) != cudaSuccess || devices == 0) {
        printf("SKIP: no CUDA device\n");
        return TEST_SKIP_CODE;
    }
    static const int64_t shapes[][3] = {{1, 1, 1}, {33, 17, 5}, {65, 70, 100}, {31, 64, 16}, {32, 33, 17}, {100, 3, 0}};
    const trident_dd alphas[] = {trident_dd_one(), trident_dd_from_double(-1.0), trident_dd_make(0.75, 0x1p-60)};
    const trident_dd betas[] = {trident_dd_zero(), trident_dd_one(), trident_dd_make(-0.5, 0x1p-62)};
    static const char ops[] = "NT";
    test_seed(5150);
    for (size_t s = 0; s < sizeof shapes / sizeof *shapes; ++s)
        for (int ia = 0; ia < 2; ++ia)
            for (int ib = 0; ib < 2; ++ib)
                for (size_t x = 0; x < 3; ++x)
                    for (size_t y = 0; y < 3; ++y)
                        one_case(ops[ia], ops[ib], shapes[s][0], shapes[s][1], shapes[s][2], alphas[x], betas[y]);
    /* alpha = 0: neither A nor B read (NaN there), C := beta C */
    one_case('N', 'T', 40, 20, 7, trident_dd_zero(), trident_dd_make(-0.5, 0x1p-62));
    one_case('T', 'N', 40, 20, 7, trident_dd_zero(), trident_dd_zero());
    printf("gemm_dd: every element the contract's sum, bit for bit\n");
    return test_finish("gemm_dd");
}
