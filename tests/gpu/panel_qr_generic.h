/*
 * panel_qr_generic.h -- the cluster panel QR (cuda/band/panel_qr.cu), one
 * precision (included per precision by test_panel_qr.c).
 *
 * Under LAPACK's conventions (xLARFG: R's diagonal real, beta =
 * -sign(Re alpha) ||(alpha, x)||, tau = 0 when x = 0 and alpha is real) the
 * factorization is unique, so the kernel's a and tau are compared
 * elementwise with the host xGEQRF's on the same panel, eps the machine
 * epsilon and s the factor the panel was scaled by (1: random panels):
 *   max |R - R_lapack| / (max(m, nb) eps max(s, |R_lapack|_max)) < 100,
 *   max(|V - V_lapack|, |tau - tau_lapack|) / (max(m, nb) eps) < 100
 * (V the reflectors' tails below the diagonal; they and tau do not scale);
 * tau exactly 0 wherever LAPACK's is; every result finite; the padding rows,
 * a guard column after the panel and tau[min(m, nb) ..] untouched; a second
 * run gives the same bytes.  A panel that fits() declines must be refused
 * with cudaErrorNotSupported and nothing written.
 */

/* What fits(m, nb) must answer: 1, 0, or -1 where either is right. */
static int TRI_SFX(panel_fits_expected)(int64_t m, int64_t nb)
{
    if (panel_cc_major < 9 || nb < 1 || nb > 64) return 0;
    if (!TRI_COMPLEX && nb == 32 && m <= 8192) return 1; /* stage 1's s and d panels */
    return -1;
}

/* lda-by-(nb + 1): the m-by-nb panel of `kind` in the top left; NaN in the
 * padding rows and a guard column, which must never be read nor written.
 * *scale: the factor the panel was scaled by. */
static TRI_T *TRI_SFX(panel_new)(int64_t m, int64_t nb, int64_t lda, enum panel_kind kind, double *scale)
{
    const int e = sizeof(TRI_R) == sizeof(float) ? 80 : 600; /* every square underflows / overflows */
    *scale = ldexp(1.0, kind == PANEL_TINY ? -e : kind == PANEL_HUGE ? e : 0);
    TRI_T *a = TRI_SFX(new_array)(lda * (nb + 1));
    for (int64_t t = 0; t < lda * (nb + 1); ++t) a[t] = (TRI_R)NAN;
    for (int64_t j = 0; j < nb; ++j)
        for (int64_t i = 0; i < m; ++i)
            a[i + j * lda] = kind == PANEL_ZERO_COLUMN && j == nb / 2 ? 0
                                                                      : TRI_SFX(random_scalar)() * (TRI_R)*scale;
    return a;
}

/* panel_qr on device copies of a (lda-by-(nb + 1)) and tau (nb +
 * PANEL_TAU_GUARD), copied back into them.  Returns panel_qr's answer;
 * *device_err: the first error of the allocations, copies and the
 * synchronisation after the call (a fault in the kernel shows there). */
static int TRI_SFX(panel_run)(int64_t m, int64_t nb, TRI_T *a, int64_t lda, TRI_T *tau, int *device_err)
{
    const size_t abytes = (size_t)(lda * (nb + 1)) * sizeof(TRI_T);
    const size_t tbytes = (size_t)(nb + PANEL_TAU_GUARD) * sizeof(TRI_T);
    void *da = NULL, *dtau = NULL;
    int answer = -1, err = (int)cudaMalloc(&da, abytes);
    if (!err) err = (int)cudaMalloc(&dtau, tbytes);
    if (!err) err = (int)cudaMemcpy(da, a, abytes, cudaMemcpyHostToDevice);
    if (!err) err = (int)cudaMemcpy(dtau, tau, tbytes, cudaMemcpyHostToDevice);
    if (!err) {
        answer = TRI_PASTE2(trident_cuda_panel_qr_, TRI_CH)(0, m, nb, da, lda, dtau);
        err = (int)cudaDeviceSynchronize();
    }
    if (!err) err = (int)cudaMemcpy(a, da, abytes, cudaMemcpyDeviceToHost);
    if (!err) err = (int)cudaMemcpy(tau, dtau, tbytes, cudaMemcpyDeviceToHost);
    cudaFree(da), cudaFree(dtau);
    *device_err = err;
    return answer;
}

static void TRI_SFX(panel_qr_case)(int64_t m, int64_t nb, enum panel_kind kind)
{
    const int64_t lda = m + PANEL_PAD, k = m < nb ? m : nb, size = lda * (nb + 1), ntau = nb + PANEL_TAU_GUARD;
    const size_t es = sizeof(TRI_T);
    const char *ch = TRI_STR(TRI_CH), *kn = panel_kind_name[kind];
    double scale;
    TRI_T *a0 = TRI_SFX(panel_new)(m, nb, lda, kind, &scale);
    TRI_T *a = TRI_SFX(new_array)(size), *tau0 = TRI_SFX(new_array)(ntau), *tau = TRI_SFX(new_array)(ntau);
    for (int64_t t = 0; t < ntau; ++t) tau0[t] = (TRI_R)-99; /* sentinel */
    memcpy(a, a0, (size_t)size * es), memcpy(tau, tau0, (size_t)ntau * es);

    const int fits = TRI_PASTE2(trident_cuda_panel_qr_fits_, TRI_CH)(m, nb);
    const int expected = TRI_SFX(panel_fits_expected)(m, nb);
    CHECK(expected < 0 || fits == expected, "%s m %lld nb %lld: fits() %d, expected %d", ch, (long long)m,
          (long long)nb, fits, expected);
    int device_err, answer = TRI_SFX(panel_run)(m, nb, a, lda, tau, &device_err);
    if (!fits) {
        panel_refused += expected < 0;
        CHECK(answer == cudaErrorNotSupported && !device_err, "%s m %lld nb %lld: declined panel: %d, device %d",
              ch, (long long)m, (long long)nb, answer, device_err);
        CHECK(!memcmp(a, a0, (size_t)size * es) && !memcmp(tau, tau0, (size_t)ntau * es),
              "%s m %lld nb %lld: a declined panel was written", ch, (long long)m, (long long)nb);
        free(a0), free(a), free(tau0), free(tau);
        return;
    }
    CHECK(!answer && !device_err, "%s m %lld nb %lld %s: error %d, device %d", ch, (long long)m, (long long)nb,
          kn, answer, device_err);
    int kept = !memcmp(a + nb * lda, a0 + nb * lda, (size_t)lda * es) &&
               !memcmp(tau + k, tau0 + k, (size_t)(ntau - k) * es);
    for (int64_t j = 0; j < nb; ++j) kept = kept && !memcmp(a + m + j * lda, a0 + m + j * lda, PANEL_PAD * es);
    CHECK(kept, "%s m %lld nb %lld %s: written outside the panel or past tau[%lld]", ch, (long long)m,
          (long long)nb, kn, (long long)(k - 1));

    /* a second run: the same bytes */
    TRI_T *a2 = TRI_SFX(new_array)(size), *tau2 = TRI_SFX(new_array)(ntau);
    memcpy(a2, a0, (size_t)size * es), memcpy(tau2, tau0, (size_t)ntau * es);
    answer = TRI_SFX(panel_run)(m, nb, a2, lda, tau2, &device_err);
    CHECK(!answer && !device_err && !memcmp(a, a2, (size_t)size * es) && !memcmp(tau, tau2, (size_t)ntau * es),
          "%s m %lld nb %lld %s: a second run differs (error %d, device %d)", ch, (long long)m, (long long)nb, kn,
          answer, device_err);

    /* LAPACK on the same panel (a2, tau2 reused) */
    memcpy(a2, a0, (size_t)size * es), memcpy(tau2, tau0, (size_t)ntau * es);
    blas_int bm = (blas_int)m, bn = (blas_int)nb, bl = (blas_int)lda, lw = 64 * bn, info = 0;
    TRI_T *work = TRI_SFX(new_array)(lw);
    TRI_LAPACK(geqrf)(&bm, &bn, a2, &bl, tau2, work, &lw, &info);
    CHECK(info == 0, "%s m %lld nb %lld: %sgeqrf info %d", ch, (long long)m, (long long)nb, ch, (int)info);
    double rmax = 0, rdiff = 0, vdiff = 0;
    int finite = 1, zero_tau = 1;
    for (int64_t j = 0; j < nb; ++j)
        for (int64_t i = 0; i < m; ++i) {
            const TRI_T x = a[i + j * lda], y = a2[i + j * lda];
            finite = finite && isfinite(tri_real(x)) && isfinite(tri_imag(x));
            if (i <= j) {
                rdiff = panel_worse(rdiff, (double)tri_abs(x - y));
                rmax = fmax(rmax, (double)tri_abs(y));
            } else {
                vdiff = panel_worse(vdiff, (double)tri_abs(x - y));
            }
        }
    for (int64_t j = 0; j < k; ++j) {
        finite = finite && isfinite(tri_real(tau[j])) && isfinite(tri_imag(tau[j]));
        vdiff = panel_worse(vdiff, (double)tri_abs(tau[j] - tau2[j]));
        zero_tau = zero_tau && (tau2[j] != 0 || tau[j] == 0);
    }
    const double eps = 2 * TRI_EPS, mn = (double)(m > nb ? m : nb); /* TRI_EPS is the unit roundoff */
    const double r_ratio = rdiff / (mn * eps * fmax(scale, rmax)), v_ratio = vdiff / (mn * eps);
    CHECK(finite, "%s m %lld nb %lld %s: a NaN or Inf in the results", ch, (long long)m, (long long)nb, kn);
    CHECK(r_ratio < PANEL_LIMIT, "%s m %lld nb %lld %s: |R - R_lapack| / (max(m, nb) eps |R|) = %.3g", ch,
          (long long)m, (long long)nb, kn, r_ratio);
    CHECK(v_ratio < PANEL_LIMIT, "%s m %lld nb %lld %s: |(V, tau) - lapack's| / (max(m, nb) eps) = %.3g", ch,
          (long long)m, (long long)nb, kn, v_ratio);
    CHECK(zero_tau, "%s m %lld nb %lld %s: a tau is not exactly 0 where LAPACK's is", ch, (long long)m,
          (long long)nb, kn);
    if (kind == PANEL_ZERO_COLUMN) /* the case's premise */
        CHECK(tau2[nb / 2] == 0, "%s m %lld nb %lld: LAPACK's tau of the zero column is not 0", ch, (long long)m,
              (long long)nb);
    panel_max_ratio = panel_worse(panel_worse(panel_max_ratio, r_ratio), v_ratio);
    free(a0), free(a), free(a2), free(tau0), free(tau), free(tau2), free(work);
}

/* m = 0 or nb = 0: whatever the answer, no fault and nothing written. */
static void TRI_SFX(panel_qr_empty)(int64_t m, int64_t nb)
{
    const int64_t lda = m + PANEL_PAD, size = lda * (nb + 1), ntau = nb + PANEL_TAU_GUARD;
    double scale;
    TRI_T *a0 = TRI_SFX(panel_new)(m, nb, lda, PANEL_RANDOM, &scale), *a = TRI_SFX(new_array)(size);
    TRI_T *tau0 = TRI_SFX(new_array)(ntau), *tau = TRI_SFX(new_array)(ntau);
    for (int64_t t = 0; t < ntau; ++t) tau0[t] = tau[t] = (TRI_R)-99;
    memcpy(a, a0, (size_t)size * sizeof(TRI_T));
    int device_err;
    (void)TRI_SFX(panel_run)(m, nb, a, lda, tau, &device_err);
    (void)cudaGetLastError(); /* a launch error it answered is not asserted on; keep it from later calls */
    CHECK(!device_err, "%s m %lld nb %lld: device error %d", TRI_STR(TRI_CH), (long long)m, (long long)nb,
          device_err);
    CHECK(!memcmp(a, a0, (size_t)size * sizeof(TRI_T)) && !memcmp(tau, tau0, (size_t)ntau * sizeof(TRI_T)),
          "%s m %lld nb %lld: an empty panel wrote", TRI_STR(TRI_CH), (long long)m, (long long)nb);
    free(a0), free(a), free(tau0), free(tau);
}

static void TRI_SFX(panel_qr_all)(void)
{
    static const int64_t nbs[] = {32, 16, 64, 7, 65 /* too wide: must be declined */};
    static const int64_t ms[] = {2, 5, 31, 32, 33, 100, 257, 1000, 4097, 8192}, special_ms[] = {33, 1000, 4097};
    /* --quick (for the sanitizers): the orders up to 257 and the special panels at 33 */
    const size_t nms = panel_quick ? 7 : sizeof ms / sizeof *ms;
    const size_t nspecial = panel_quick ? 1 : sizeof special_ms / sizeof *special_ms;
    for (size_t b = 0; b < sizeof nbs / sizeof *nbs; ++b)
        for (size_t i = 0; i < nms; ++i) TRI_SFX(panel_qr_case)(ms[i], nbs[b], PANEL_RANDOM);
    for (size_t i = 0; i < nspecial; ++i)
        for (int kind = PANEL_ZERO_COLUMN; kind <= PANEL_HUGE; ++kind)
            TRI_SFX(panel_qr_case)(special_ms[i], 32, (enum panel_kind)kind);
    for (size_t i = 0; i < sizeof ms / sizeof *ms; ++i)
        CHECK(!TRI_PASTE2(trident_cuda_panel_qr_fits_, TRI_CH)(ms[i], 0), "%s m %lld nb 0: fits() is not 0",
              TRI_STR(TRI_CH), (long long)ms[i]);
    TRI_SFX(panel_qr_empty)(0, 32);
    TRI_SFX(panel_qr_empty)(100, 0);
    TRI_SFX(panel_qr_empty)(0, 0);
}
