/*
 * reflector_factor_generic.h -- the reflector_factor kernel against xLARFT,
 * one precision (included per precision by test_reflector_factor.c).
 *
 * V is m x ib (m = ib + 17) in LAPACK's columnwise storage: forward, v_j has
 * its 1 in row j and zeros above; backward, its 1 in row m - ib + j and
 * zeros below.  tau_j = (1 - e^{i theta_j}) / |v_j|^2 makes each H_j
 * unitary (theta = pi for the real types, tau = 2 / |v_j|^2), so T stays of
 * moderate size; tau of the middle reflector is 0 (H = I, as xLARFG gives for
 * a zero column).  The kernel gets S = V^H V, computed here.
 */

/* the m x ib reflectors and their tau */
static void TRI_SFX(factor_reflectors)(int forward, int64_t m, int64_t ib, TRI_T *v, TRI_T *tau)
{
    for (int64_t j = 0; j < ib; ++j) {
        const int64_t unit = forward ? j : m - ib + j;
        TRI_R norm2 = 0;
        for (int64_t r = 0; r < m; ++r) {
            TRI_T x = r == unit ? 1 : (forward ? r > unit : r < unit) ? TRI_SFX(random_scalar)() : 0;
            v[r + j * m] = x;
            norm2 += tri_abs(x) * tri_abs(x);
        }
#if TRI_COMPLEX
        const double theta = 6.283185307179586 * (rand() / (double)RAND_MAX);
        tau[j] = (TRI_T)((1 - cexp(I * theta)) / norm2);
#else
        tau[j] = 2 / norm2;
#endif
    }
    if (ib >= 3) tau[ib / 2] = 0;
}

/* one case, forward (1) or backward (0); CHECK counts the failures */
static void TRI_SFX(factor_case)(int forward, int64_t ib)
{
    const int64_t m = ib + 17, ldt = ib + FACTOR_PAD;
    TRI_T *v = TRI_SFX(new_array)(m * ib), *tau = TRI_SFX(new_array)(ib), *s = TRI_SFX(new_array)(ib * ib);
    TRI_T *tref = TRI_SFX(new_array)(ib * ib), *t = TRI_SFX(new_array)(ldt * ib), *t2 = TRI_SFX(new_array)(ldt * ib);
    TRI_SFX(factor_reflectors)(forward, m, ib, v, tau);
    for (int64_t i = 0; i < ib; ++i) /* S = V^H V */
        for (int64_t j = 0; j < ib; ++j) {
            TRI_T acc = 0;
            for (int64_t r = 0; r < m; ++r) acc += tri_conj(v[r + i * m]) * v[r + j * m];
            s[i + j * ib] = acc;
        }
    const blas_int bm = (blas_int)m, bk = (blas_int)ib;
    TRI_LAPACK(larft)(forward ? "F" : "B", "C", &bm, &bk, v, &bm, tau, tref, &bk, 1, 1);

    const size_t tbytes = (size_t)(ldt * ib) * sizeof(TRI_T);
    void *ds = NULL, *dtau = NULL, *dt = NULL;
    int err = (int)cudaMalloc(&ds, (size_t)(ib * ib) * sizeof(TRI_T));
    if (!err) err = (int)cudaMalloc(&dtau, (size_t)ib * sizeof(TRI_T));
    if (!err) err = (int)cudaMalloc(&dt, tbytes);
    if (!err) err = (int)cudaMemcpy(ds, s, (size_t)(ib * ib) * sizeof(TRI_T), cudaMemcpyHostToDevice);
    if (!err) err = (int)cudaMemcpy(dtau, tau, (size_t)ib * sizeof(TRI_T), cudaMemcpyHostToDevice);
    for (int run = 0; run < 2 && !err; ++run) {
        TRI_T *out = run ? t2 : t;
        err = (int)cudaMemset(dt, 0x7f, tbytes); /* a guard pattern (a NaN in every type) */
        if (!err) err = TRI_PASTE2(trident_cuda_reflector_factor_, TRI_CH)(0, forward, ib, ds, ib, dtau, dt, ldt);
        if (!err) err = (int)cudaDeviceSynchronize();
        if (!err) err = (int)cudaMemcpy(out, dt, tbytes, cudaMemcpyDeviceToHost);
    }
    CHECK(!err, "%s reflector_factor forward=%d ib=%lld: CUDA error %d", TRI_STR(TRI_CH), forward, (long long)ib, err);
    if (!err) {
        double diff = 0, tmax = 1;
        int other = 0, pad = 0;
        unsigned char guard[sizeof(TRI_T)];
        memset(guard, 0x7f, sizeof guard);
        for (int64_t c = 0; c < ib; ++c) {
            for (int64_t r = 0; r < ib; ++r) {
                const TRI_T x = t[r + c * ldt], y = tref[r + c * ib];
                if (forward ? r > c : r < c) other += x != 0;
                else {
                    const double d = tri_abs(x - y);
                    diff = d > diff || isnan(d) ? d : diff;
                    tmax = tri_abs(y) > tmax ? tri_abs(y) : tmax;
                }
            }
            for (int64_t r = ib; r < ldt; ++r) pad += memcmp(&t[r + c * ldt], guard, sizeof guard) != 0;
        }
        const double ratio = diff / ((double)ib * TRI_EPS * tmax);
        factor_max_ratio = ratio > factor_max_ratio || isnan(ratio) ? ratio : factor_max_ratio;
        CHECK(ratio < FACTOR_LIMIT && !other && !pad,
              "%s reflector_factor forward=%d ib=%lld: |T - T_lapack| %.3g ib eps |T|, %d nonzeros in the "
              "other triangle, %d padding elements written",
              TRI_STR(TRI_CH), forward, (long long)ib, ratio, other, pad);
        CHECK(!memcmp(t, t2, tbytes), "%s reflector_factor forward=%d ib=%lld: a second call differs", TRI_STR(TRI_CH),
              forward, (long long)ib);
    }
    cudaFree(ds), cudaFree(dtau), cudaFree(dt);
    free(v), free(tau), free(s), free(tref), free(t), free(t2);
}

/* ib beyond TRIDENT_REFLECTOR_MAX_NB: refused, T untouched */
static void TRI_SFX(factor_too_wide)(void)
{
    const int64_t ib = TRIDENT_REFLECTOR_MAX_NB + 1;
    void *d = NULL;
    const size_t bytes = (size_t)(ib * ib) * sizeof(TRI_T);
    int err = (int)cudaMalloc(&d, 3 * bytes);
    if (!err) err = (int)cudaMemset(d, 0x5a, 3 * bytes);
    int answer = -1;
    if (!err) {
        char *base = d;
        answer = TRI_PASTE2(trident_cuda_reflector_factor_, TRI_CH)(0, 1, ib, base, ib, base + bytes, base + 2 * bytes, ib);
        err = (int)cudaDeviceSynchronize();
    }
    unsigned char *back = malloc(bytes);
    int written = 0;
    if (!err && back && !cudaMemcpy(back, (char *)d + 2 * bytes, bytes, cudaMemcpyDeviceToHost))
        for (size_t k = 0; k < bytes; ++k) written += back[k] != 0x5a;
    CHECK(!err && answer == (int)cudaErrorInvalidValue && !written,
          "%s reflector_factor ib=%lld: answer %d (expected %d), CUDA error %d, %d bytes of T written", TRI_STR(TRI_CH),
          (long long)ib, answer, (int)cudaErrorInvalidValue, err, written);
    free(back);
    cudaFree(d);
}

static void TRI_SFX(reflector_factor_all)(void)
{
    /* one block of shared memory up to 64, joined blocks beyond (the last
     * pair short, or with no partner at one level) */
    static const int64_t sizes[] = {1, 2, 5, 7, 8, 9, 15, 16, 17, 24, 31, 32, 33, 40, 48, 63, 64,
                                    65, 100, 127, 128, 129, 188, 192, 200, 255, 256};
    for (int forward = 1; forward >= 0; --forward)
        for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; ++k) TRI_SFX(factor_case)(forward, sizes[k]);
    TRI_SFX(factor_too_wide)();
    printf("%s: reflector_factor checked\n", TRI_STR(TRI_CH));
}
