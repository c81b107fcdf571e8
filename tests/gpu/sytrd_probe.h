/*
 * sytrd_probe.h -- follow trident_dsytrd_gpu with uplo 'U' column by column
 * through the context's diagnosis probe (core/context.h), for
 * test_sytrd_gpu.c:
 *   - the first W column against W computed on the host from the input;
 *   - the first trailing update on sampled rows and columns of the leading
 *     block against C - V W^T - W V^T on the host (this is the check that
 *     caught cuBLAS xSYR2K's wrong block at n = 47000);
 *   - no non-finite value in a reflector or W column, the norm of the
 *     leading block after every update (printed: growth shows instability).
 * It stops the reduction after `panels_left` panels (info PROBE_STOP).
 * Panels of 32 columns: trident_sytrd_block_size.
 */
#ifndef TRIDENT_TEST_SYTRD_PROBE_H
#define TRIDENT_TEST_SYTRD_PROBE_H

enum { PROBE_STOP = 1000 };
typedef struct {
    int panels_left;
    cublasHandle_t blas;
    double *host;       /* n */
    const double *orig; /* the input matrix, full storage, ld n */
    int64_t n;
    double *lines_before; /* sampled rows and columns of the leading block before an update */
} probe_state;

/* Sampled lines of the leading block: both sides of the 2^31-element mark
 * (column 45691 at ld 47000), the ends, and a spread in between. */
static const int64_t probe_lines[] = {0, 1, 777, 10000, 23000, 30000, 40000, 45600, 45690,
                                      45691, 45692, 45700, 46000, 46500, 46900, 46967};
enum { PROBE_NLINES = sizeof probe_lines / sizeof probe_lines[0] };

/* Upper triangle of the i0 x i0 leading block: column c (rows 0..c) and row
 * r (columns r..i0-1) of every sampled line below i0, one after another. */
static int64_t probe_read_lines(const double *da, int64_t lda, int64_t i0, double *out)
{
    int64_t at = 0;
    for (int l = 0; l < PROBE_NLINES; ++l) {
        const int64_t c = probe_lines[l];
        if (c >= i0) continue;
        cudaMemcpy(out + at, da + c * lda, sizeof(double) * (size_t)(c + 1), cudaMemcpyDeviceToHost);
        at += c + 1;
        cudaMemcpy2D(out + at, sizeof(double), da + c + c * lda, sizeof(double) * (size_t)lda,
                     sizeof(double), (size_t)(i0 - c), cudaMemcpyDeviceToHost);
        at += i0 - c;
    }
    return at;
}

/* The first column's W from the input matrix: w = tau A v + alpha v with
 * tau = 2 / ||v||^2 and alpha = -tau/2 (tau A v)^T v (xLATRD, k = 0). */
static void probe_first_w(const probe_state *ps, int64_t m, const double *dv, const double *dw)
{
    double *v = malloc(sizeof(double) * m), *w = malloc(sizeof(double) * m), *y = calloc(m, sizeof(double));
    cudaMemcpy(v, dv, sizeof(double) * m, cudaMemcpyDeviceToHost);
    cudaMemcpy(w, dw, sizeof(double) * m, cudaMemcpyDeviceToHost);
    double vv = 0, yv = 0, worst = 0, scale = 0;
    for (int64_t j = 0; j < m; ++j) {
        const double *col = ps->orig + j * ps->n;
        for (int64_t i = 0; i < m; ++i) y[i] += col[i] * v[j];
        vv += v[j] * v[j];
    }
    const double tau = 2 / vv;
    for (int64_t i = 0; i < m; ++i) yv += tau * y[i] * v[i];
    int64_t worst_i = 0;
    for (int64_t i = 0; i < m; ++i) {
        const double ref = tau * y[i] - 0.5 * tau * yv * v[i];
        scale = fmax(scale, fabs(ref));
        if (fabs(w[i] - ref) > worst) worst = fabs(w[i] - ref), worst_i = i;
    }
    const double ratio = worst / (scale * (double)m * 0x1p-53);
    CHECK(ratio < TEST_RATIO_LIMIT, "probe m=%lld: first W column off the host's by %.3g m|w|eps at row %lld",
          (long long)m, ratio, (long long)worst_i);
    printf("probe: first W column vs host: %.3g m|w|eps\n", ratio);
    free(v), free(w), free(y);
}

/* After the first update: the sampled lines against C - V W^T - W V^T on the host. */
static void probe_check_update(const probe_state *ps, const double *da, int64_t lda, const double *dw,
                               int64_t ldw, int64_t i0)
{
    const int k = 32;
    double *v = malloc(sizeof(double) * i0 * k), *w = malloc(sizeof(double) * i0 * k);
    double *after = malloc(sizeof(double) * 2 * PROBE_NLINES * (i0 + 1));
    cudaMemcpy2D(v, sizeof(double) * i0, da + i0 * lda, sizeof(double) * lda, sizeof(double) * i0, k,
                 cudaMemcpyDeviceToHost);
    cudaMemcpy2D(w, sizeof(double) * i0, dw, sizeof(double) * ldw, sizeof(double) * i0, k,
                 cudaMemcpyDeviceToHost);
    probe_read_lines(da, lda, i0, after);
    int64_t at = 0;
    for (int l = 0; l < PROBE_NLINES; ++l) {
        const int64_t c = probe_lines[l];
        if (c >= i0) continue;
        for (int side = 0; side < 2; ++side) {
            const int64_t len = side ? i0 - c : c + 1;
            double worst = 0;
            int64_t worst_t = -1, bad = 0;
            for (int64_t t = 0; t < len; ++t) {
                const int64_t i = side ? c : t, j = side ? c + t : c;
                double ref = ps->lines_before[at + t], scale = fabs(ref);
                for (int q = 0; q < k; ++q) {
                    const double p = v[i + q * i0] * w[j + q * i0] + w[i + q * i0] * v[j + q * i0];
                    ref -= p, scale += fabs(p);
                }
                const double err = fabs(after[at + t] - ref) / (scale * 0x1p-52 * k + 1e-300);
                bad += err > 100;
                if (err > worst) worst = err, worst_t = t;
            }
            CHECK(bad == 0, "probe: first update, %s %lld: %lld of %lld entries wrong, worst %.3g eps at %s %lld",
                       side ? "row" : "column", (long long)c, (long long)bad, (long long)len, worst,
                       side ? "column" : "row", (long long)(side ? c + worst_t : worst_t));
            at += len;
        }
    }
    printf("probe: first update checked on %d sampled rows and columns\n", PROBE_NLINES);
    free(v), free(w), free(after);
}

static int64_t count_nonfinite_device(const double *dx, int64_t m, double *host, double *amax)
{
    cudaMemcpy(host, dx, sizeof(double) * (size_t)m, cudaMemcpyDeviceToHost);
    int64_t bad = 0;
    *amax = 0;
    for (int64_t i = 0; i < m; ++i) {
        bad += !isfinite(host[i]);
        *amax = fmax(*amax, fabs(host[i]));
    }
    return bad;
}

static int sytrd_probe(void *arg, int stage, char uplo, int64_t col, int64_t iw, const void *a,
                       int64_t lda, const void *w, int64_t ldw)
{
    probe_state *ps = arg;
    const double *da = a, *dw = w;
    cudaDeviceSynchronize();
    if (stage == TRIDENT_PROBE_COLUMN) {
        /* 'U': reflector a(0:col-1, col), W(0:col-1, iw); 'L' (panel-relative):
         * a(col+1:, col), W(col+1:, col) -- only 'U' is followed here */
        if (uplo != 'U') return 0;
        double va, wa;
        const int64_t bv = count_nonfinite_device(da + col * lda, col, ps->host, &va);
        const int64_t bw = count_nonfinite_device(dw + iw * ldw, col, ps->host, &wa);
        if (ps->orig && col == ps->n - 1) probe_first_w(ps, col, da + col * lda, dw + iw * ldw);
        if (ps->orig && col == ps->n - 32) { /* last column of the first panel: before the update */
            ps->lines_before = malloc(sizeof(double) * 2 * PROBE_NLINES * (size_t)(ps->n + 1));
            probe_read_lines(da, lda, col, ps->lines_before);
        }
        if (bv || bw || iw == 0)
            printf("probe: column %lld (W col %lld): reflector %lld non-finite (max %.3g), W %lld non-finite (max %.3g)\n",
                   (long long)col, (long long)iw, (long long)bv, va, (long long)bw, wa);
        CHECK(bv == 0 && bw == 0, "probe: column %lld: %lld non-finite in the reflector, %lld in W",
              (long long)col, (long long)bv, (long long)bw);
        if (bv || bw) return PROBE_STOP + 1;
        return 0;
    }
    /* trailing update done: the leading (col+1-nb)^2 block, read as one vector */
    double nrm = 0;
    const int64_t i0 = col + 1 - 32 > 0 ? col + 1 - 32 : 0;
    const int64_t len = i0 > 0 ? (i0 - 1) * lda + i0 : 0;
    cublasDnrm2_64(ps->blas, len, da, 1, &nrm);
    cudaDeviceSynchronize();
    if (ps->lines_before) {
        probe_check_update(ps, da, lda, w, ldw, i0);
        free(ps->lines_before), ps->lines_before = NULL;
    }
    printf("probe: update after panel ending at column %lld: ||a(0:%lld, 0:%lld) incl. below||_F = %.6g\n",
           (long long)col, (long long)i0, (long long)i0, nrm);
    fflush(stdout);
    CHECK(isfinite(nrm), "probe: non-finite leading block after the update ending at column %lld", (long long)col);
    if (!isfinite(nrm)) return PROBE_STOP + 2;
    return --ps->panels_left > 0 ? 0 : PROBE_STOP;
}

#endif
