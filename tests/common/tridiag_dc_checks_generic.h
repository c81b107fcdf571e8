/*
 * tridiag_dc_checks_generic.h -- test matrices and accuracy checks of the
 * divide-and-conquer tridiagonal eigensolver (drivers/tridiag_dc/), one
 * real precision; shared by the host and the GPU tests.
 *
 * Checks of one solve (w, Z) of T = (d, e), all in double on T and w
 * unscaled by the kind's power of two (exact), eps the precision's unit
 * roundoff:
 *   - w ascending;
 *   - max |w - w_ref| / (n ||T||_F eps), w_ref from LAPACK's dsterf on T in
 *     double (a reference more accurate than the precision under test);
 *   - ||T Z - Z diag(w)||_F / (n ||T||_F eps);
 *   - ||I - Z^T Z||_F / (n eps);
 * each below TEST_RATIO_LIMIT.
 */

/* T of the given kind in d (n) and e (n; e[n-1] = 0); returns the
 * exponent of the power of two the kind scales by (0 for most). */
static int TRI_SFX(dc_fill)(int kind, int64_t n, TRI_R *d, TRI_R *e)
{
    const int big = sizeof(TRI_R) == sizeof(double) ? 1000 : 120;
    const double eps = (double)TRI_EPS;
    int sh = 0;
    test_seed(0x5EEDull + (uint64_t)kind * 7919u + (uint64_t)n);
    double t0d[5], t0e[5];
    for (int i = 0; i < 5; ++i) t0d[i] = test_uniform(), t0e[i] = test_uniform();
    for (int64_t i = 0; i < n; ++i) {
        double di = test_uniform(), ei = test_uniform();
        switch (kind) {
        case DC_TOEPLITZ: di = 2, ei = 1; break;
        case DC_WILKINSON: di = fabs(10.0 - (double)(i % 21)), ei = i % 21 == 20 ? 1e-8 : 1; break;
        case DC_CLUSTER: di = 1, ei = sqrt(eps) / 100; break;
        case DC_REPEATED: di = t0d[i % 5], ei = i % 5 == 4 ? 4 * eps : t0e[i % 5]; break;
        case DC_GRADED:
            di = pow(10.0, -12.0 * (double)i / (double)n);
            ei = 0.5 * sqrt(di * pow(10.0, -12.0 * (double)(i + 1) / (double)n));
            break;
        case DC_SPLIT:
            if (i % 7 == 3) ei = 0;
            if (i % 11 == 5) ei = eps * 1e-3 * fabs(di);
            break;
        case DC_DIAGONAL: ei = 0; break;
        case DC_HUGE: sh = big; break;
        case DC_TINY: sh = -big; break;
        default: break;
        }
        d[i] = (TRI_R)ldexp(di, sh);
        e[i] = i + 1 < n ? (TRI_R)ldexp(ei, sh) : 0;
    }
    return sh;
}

/* ratios[0..3): eigenvalues, residual, orthogonality; CHECKs them and the
 * order.  z is n-by-n with leading dimension ldz (host copies). */
static void TRI_SFX(dc_check)(const char *tag, int64_t n, const TRI_R *d, const TRI_R *e, int sh,
                              const TRI_R *w, const TRI_R *z, int64_t ldz, double *ratios)
{
    const double eps = (double)TRI_EPS;
    const size_t nn = (size_t)n * (size_t)n;
    double *dd = malloc((size_t)n * sizeof(double)), *ee = malloc((size_t)n * sizeof(double));
    double *ww = malloc((size_t)n * sizeof(double)), *ref = malloc((size_t)n * sizeof(double));
    double *zz = malloc(nn * sizeof(double)), *g = malloc(nn * sizeof(double));
    double tnorm = 0;
    int ascending = 1;
    for (int64_t i = 0; i < n; ++i) {
        dd[i] = ldexp((double)d[i], -sh), ee[i] = ldexp((double)e[i], -sh);
        ww[i] = ldexp((double)w[i], -sh), ref[i] = dd[i];
        tnorm += dd[i] * dd[i] + (i + 1 < n ? 2 * ee[i] * ee[i] : 0);
        if (i > 0 && !(w[i - 1] <= w[i])) ascending = 0;
        for (int64_t r = 0; r < n; ++r) zz[r + i * n] = (double)z[r + i * ldz];
    }
    tnorm = sqrt(tnorm);
    if (!(tnorm > 0)) tnorm = 1;
    CHECK(ascending, "%s: eigenvalues not ascending", tag);

    /* eigenvalues against dsterf in double */
    double *etmp = malloc((size_t)(n > 1 ? n : 1) * sizeof(double));
    memcpy(etmp, ee, (size_t)n * sizeof(double));
    blas_int bn = (blas_int)n, info = 0;
    dsterf_(&bn, ref, etmp, &info);
    double maxdiff = 0;
    for (int64_t i = 0; i < n; ++i) {
        const double diff = fabs(ww[i] - ref[i]);
        if (diff > maxdiff || diff != diff) maxdiff = diff;
    }
    ratios[0] = maxdiff / ((double)n * tnorm * eps);

    /* residual T Z - Z diag(w), column by column */
    double res = 0;
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < n; ++i) {
            double t = (dd[i] - ww[j]) * zz[i + j * n];
            if (i > 0) t += ee[i - 1] * zz[i - 1 + j * n];
            if (i + 1 < n) t += ee[i] * zz[i + 1 + j * n];
            res += t * t;
        }
    ratios[1] = sqrt(res) / ((double)n * tnorm * eps);

    /* orthogonality: Z^T Z - I (lower triangle of dsyrk, counted twice) */
    const double one = 1, zero = 0;
    dsyrk_("L", "T", &bn, &bn, &one, zz, &bn, &zero, g, &bn, 1, 1);
    double orth = 0;
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = j; i < n; ++i) {
            const double t = g[i + j * n] - (i == j);
            orth += (i == j ? 1 : 2) * t * t;
        }
    ratios[2] = sqrt(orth) / ((double)n * eps);

    CHECK(info == 0 && ratios[0] < TEST_RATIO_LIMIT && ratios[1] < TEST_RATIO_LIMIT &&
              ratios[2] < TEST_RATIO_LIMIT,
          "%s: eigenvalues %.2f, |TZ-ZW| %.2f, |I-Z^TZ| %.2f (limit %.0f)", tag, ratios[0],
          ratios[1], ratios[2], TEST_RATIO_LIMIT);
    free(dd), free(ee), free(ww), free(ref), free(zz), free(g), free(etmp);
}
