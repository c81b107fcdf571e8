/*
 * band_apply_q_generic.h -- the band-to-tridiagonal chase keeping its
 * reflectors (cuda/band/hb2st.cu) and their application
 * (cuda/band/hb2st_apply_q.cu), one precision (included per precision by
 * test_band_apply_q.c).  Q = Q2 D is formed by applying to the identity;
 * then, in double precision on the host:
 *   ||Q^H Q - I||_max / (n eps) < 30,
 *   ||Q^H A Q - T||_max / (n eps ||A||_max) < 30, T = tridiag(e, d, e);
 * and bitwise: a slice of m columns of the identity, in a buffer of
 * another leading dimension, gives exactly the same columns as the full
 * application (the result must not depend on how many columns there are,
 * which changes the task layout of the launch), and a second full
 * application gives the same bytes; Q2 D formed (hb2st_form_q) over a
 * buffer of NaNs gives the same values.  A holds NaN everywhere outside the
 * lower band, which the chase must never read.  Each case runs with the
 * workspace of the fastest path (hb2st_apply_q_workspace_fast: the matrix
 * units for single precision, b = 32) and, where that differs, again with
 * the counters alone (the reflectors one at a time).
 */

static double _Complex TRI_SFX(wide)(TRI_T x) { return (double _Complex)x; }

static void TRI_SFX(band_apply_q_case)(int64_t n, int b, size_t q2bytes)
{
    const int64_t lda = n + 3, ldz = n + 5, ldz2 = n + 7;
    const int64_t m = n < 37 ? n : 37, j0 = (n - m) / 2;
    const size_t es = sizeof(TRI_T);
    TRI_T *a = TRI_SFX(new_array)(lda * n), *q = TRI_SFX(new_array)(ldz * n);
    TRI_T *q2 = TRI_SFX(new_array)(ldz * n), *qs = TRI_SFX(new_array)(ldz2 * m);
    TRI_R *d = TRI_SFX(new_real_array)(n), *e = TRI_SFX(new_real_array)(n);
    double anorm = 0;
    for (int64_t t = 0; t < lda * n; ++t) a[t] = (TRI_R)NAN;
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = j; i < n && i <= j + b; ++i) {
            TRI_T v = TRI_SFX(random_scalar)();
            if (i == j) v = tri_real(v);
            a[i + j * lda] = v;
            if (cabs(TRI_SFX(wide)(v)) > anorm) anorm = cabs(TRI_SFX(wide)(v));
        }
    void *da = NULL, *dd = NULL, *de = NULL, *work = NULL, *v2 = NULL, *phase = NULL, *dz = NULL, *dz2 = NULL,
         *q2work = NULL;
    int ok = cudaMalloc(&da, (size_t)(lda * n) * es) == cudaSuccess &&
             cudaMalloc(&dd, (size_t)n * sizeof(TRI_R)) == cudaSuccess &&
             cudaMalloc(&de, (size_t)n * sizeof(TRI_R)) == cudaSuccess &&
             cudaMalloc(&work, trident_cuda_hb2st_workspace(n, b, es)) == cudaSuccess &&
             cudaMalloc(&v2, (size_t)(trident_v2_elements(n, b) + 1) * es) == cudaSuccess &&
             cudaMalloc(&phase, (size_t)n * es) == cudaSuccess &&
             cudaMalloc(&dz, (size_t)(ldz * n) * es) == cudaSuccess &&
             cudaMalloc(&dz2, (size_t)(ldz2 * m) * es) == cudaSuccess &&
             cudaMalloc(&q2work, q2bytes) == cudaSuccess;
    CHECK(ok, "%s n %lld b %d: device allocation", TRI_STR(TRI_CH), (long long)n, b);
    if (ok) {
        void *ph = TRI_COMPLEX ? phase : NULL;
        cudaMemcpy(da, a, (size_t)(lda * n) * es, cudaMemcpyHostToDevice);
        int err = TRI_PASTE2(trident_cuda_hb2st_, TRI_CH)(0, 'L', n, b, da, lda, dd, de, work, v2, ph);
        /* the identity, whole and as a slice of m columns starting at j0 */
        for (int64_t t = 0; t < ldz * n; ++t) q[t] = (t % ldz == t / ldz) ? 1 : 0;
        for (int64_t t = 0; t < ldz2 * m; ++t) qs[t] = (t % ldz2 == t / ldz2 + j0) ? 1 : 0;
        cudaMemcpy(dz, q, (size_t)(ldz * n) * es, cudaMemcpyHostToDevice);
        cudaMemcpy(dz2, qs, (size_t)(ldz2 * m) * es, cudaMemcpyHostToDevice);
        if (!err) err = TRI_PASTE2(trident_cuda_hb2st_apply_q_, TRI_CH)(0, n, b, v2, ph, n, dz, ldz, q2work, q2bytes);
        if (!err) err = TRI_PASTE2(trident_cuda_hb2st_apply_q_, TRI_CH)(0, n, b, v2, ph, m, dz2, ldz2, q2work, q2bytes);
        if (!err) err = (int)cudaDeviceSynchronize();
        CHECK(!err, "%s n %lld b %d: launch error %d", TRI_STR(TRI_CH), (long long)n, b, err);
        cudaMemcpy(q, dz, (size_t)(ldz * n) * es, cudaMemcpyDeviceToHost);
        cudaMemcpy(qs, dz2, (size_t)(ldz2 * m) * es, cudaMemcpyDeviceToHost);
        cudaMemcpy(d, dd, (size_t)n * sizeof(TRI_R), cudaMemcpyDeviceToHost);
        cudaMemcpy(e, de, (size_t)n * sizeof(TRI_R), cudaMemcpyDeviceToHost);
        /* again on the identity: the same bytes */
        for (int64_t t = 0; t < ldz * n; ++t) q2[t] = (t % ldz == t / ldz) ? 1 : 0;
        cudaMemcpy(dz, q2, (size_t)(ldz * n) * es, cudaMemcpyHostToDevice);
        TRI_PASTE2(trident_cuda_hb2st_apply_q_, TRI_CH)(0, n, b, v2, ph, n, dz, ldz, q2work, q2bytes);
        cudaMemcpy(q2, dz, (size_t)(ldz * n) * es, cudaMemcpyDeviceToHost);
        int same = 1, slice = 1;
        for (int64_t j = 0; j < n; ++j) same = same && !memcmp(q + j * ldz, q2 + j * ldz, (size_t)n * es);
        for (int64_t j = 0; j < m; ++j) slice = slice && !memcmp(q + (j0 + j) * ldz, qs + j * ldz2, (size_t)n * es);
        CHECK(same, "%s n %lld b %d: a second application differs", TRI_STR(TRI_CH), (long long)n, b);
        CHECK(slice, "%s n %lld b %d: %lld columns alone differ from the same columns among n", TRI_STR(TRI_CH),
              (long long)n, b, (long long)m);
        /* formed (hb2st_form_q), over whatever the buffer held: the same
         * values as the application to the identity, skipped column blocks and
         * all (exactly; only the sign of a zero may differ, where the
         * application subtracted a zero product from it) */
        cudaMemset(dz, 0xff, (size_t)(ldz * n) * es);
        err = TRI_PASTE2(trident_cuda_hb2st_form_q_, TRI_CH)(0, n, b, v2, ph, dz, ldz, q2work, q2bytes);
        if (!err) err = (int)cudaDeviceSynchronize();
        cudaMemcpy(q2, dz, (size_t)(ldz * n) * es, cudaMemcpyDeviceToHost);
        int formed = !err;
        for (int64_t j = 0; j < n; ++j)
            for (int64_t i = 0; i < n; ++i) formed = formed && q[i + j * ldz] == q2[i + j * ldz];
        CHECK(formed, "%s n %lld b %d: Q2 D formed (error %d) differs from Q2 D applied to the identity",
              TRI_STR(TRI_CH), (long long)n, b, err);
        /* orthogonality and Q^H A Q = T in double */
        double _Complex *aq = malloc((size_t)(n * n) * sizeof *aq);
        if (!aq) { fprintf(stderr, "out of memory\n"); exit(2); }
        for (int64_t j = 0; j < n; ++j) /* (A Q)(:, j), A Hermitian from its lower band */
            for (int64_t i = 0; i < n; ++i) {
                double _Complex s = 0;
                for (int64_t k = i - b < 0 ? 0 : i - b; k < n && k <= i + b; ++k) {
                    const double _Complex aik =
                        k <= i ? TRI_SFX(wide)(a[i + k * lda]) : conj(TRI_SFX(wide)(a[k + i * lda]));
                    s += aik * TRI_SFX(wide)(q[k + j * ldz]);
                }
                aq[i + j * n] = s;
            }
        double orth = 0, res = 0;
        for (int64_t j = 0; j < n; ++j)
            for (int64_t i = 0; i < n; ++i) {
                double _Complex g = 0, t = 0;
                for (int64_t k = 0; k < n; ++k) {
                    const double _Complex qki = conj(TRI_SFX(wide)(q[k + i * ldz]));
                    g += qki * TRI_SFX(wide)(q[k + j * ldz]);
                    t += qki * aq[k + j * n];
                }
                const double tij = i == j ? d[i] : i == j + 1 ? e[j] : j == i + 1 ? e[i] : 0;
                if (cabs(g - (i == j)) > orth) orth = cabs(g - (i == j));
                if (cabs(t - tij) > res) res = cabs(t - tij);
            }
        free(aq);
        const double eps = TRI_EPS, orth_ratio = orth / (n * eps), res_ratio = res / (n * eps * anorm);
        CHECK(orth_ratio < 30, "%s n %lld b %d: ||Q^H Q - I|| / (n eps) = %.3g", TRI_STR(TRI_CH), (long long)n, b,
              orth_ratio);
        CHECK(res_ratio < 30, "%s n %lld b %d: ||Q^H A Q - T|| / (n eps ||A||) = %.3g", TRI_STR(TRI_CH),
              (long long)n, b, res_ratio);
        if (orth_ratio > band_max_ratio) band_max_ratio = orth_ratio;
        if (res_ratio > band_max_ratio) band_max_ratio = res_ratio;
    }
    cudaFree(da), cudaFree(dd), cudaFree(de), cudaFree(work), cudaFree(v2), cudaFree(phase), cudaFree(dz),
        cudaFree(dz2), cudaFree(q2work);
    free(a), free(q), free(q2), free(qs), free(d), free(e);
}

/* both paths where the workspace chooses between them */
static void TRI_SFX(band_apply_q_paths)(int64_t n, int b)
{
    const size_t least = trident_cuda_hb2st_apply_q_workspace(n, n);
    const size_t fast = trident_cuda_hb2st_apply_q_workspace_fast(n, b, n, sizeof(TRI_T));
    TRI_SFX(band_apply_q_case)(n, b, fast);
    if (fast != least) TRI_SFX(band_apply_q_case)(n, b, least);
}

static void TRI_SFX(band_apply_q_all)(void)
{
    static const int64_t sizes32[] = {3, 4, 33, 70, 300, 700}, sizes16[] = {3, 17, 70, 300};
    for (size_t i = 0; i < sizeof sizes32 / sizeof *sizes32; ++i) TRI_SFX(band_apply_q_paths)(sizes32[i], 32);
    for (size_t i = 0; i < sizeof sizes16 / sizeof *sizes16; ++i) TRI_SFX(band_apply_q_paths)(sizes16[i], 16);
}
