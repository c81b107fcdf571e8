/*
 * nonfinite_generic.h -- test_nonfinite.c's cases for one precision
 * (included once per precision; no include guard).
 */

/* A (order NF_N, lower triangle and its mirror) with NaN or infinite
 * entries by `pattern`: 0 one off-diagonal pair, 1 one diagonal entry, 2 a
 * whole row and column, 3 an infinity off the diagonal, 4 none */
static void TRI_SFX(nonfinite_matrix)(int pattern, TRI_T *a)
{
    const int n = NF_N, k = NF_N / 2;
    test_seed(4000 + (uint64_t)pattern);
    for (int j = 0; j < n; ++j)
        for (int i = j; i < n; ++i) a[i + j * n] = a[j + i * n] = (TRI_R)test_uniform();
    const TRI_R bad = pattern == 3 ? (TRI_R)INFINITY : (TRI_R)NAN;
    if (pattern == 0 || pattern == 3) a[n - 1] = a[(n - 1) * n] = bad;
    if (pattern == 1) a[k + k * n] = bad;
    if (pattern == 2)
        for (int i = 0; i < n; ++i) a[i + k * n] = a[k + i * n] = bad;
}

/* xSYEVR / xHEEVR, every range and jobz, on each pattern: it returns (a
 * crash or a hang fails the test) info 1, m = 0 and one report */
static void TRI_SFX(nonfinite_syevr)(void)
{
    enum { n = NF_N };
    static TRI_T a[n * n], z[n * n], work[26 * n];
    static TRI_R w[n], rwork[24 * n];
    static trident_int iwork[10 * n], isuppz[2 * n];
    (void)rwork; /* complex types only */
    for (int pattern = 0; pattern < 4; ++pattern)
        for (int jv = 0; jv < 2; ++jv)
            for (int r = 0; r < 3; ++r) {
                const char jobz = jv ? 'V' : 'N', range = "AVI"[r];
                TRI_SFX(nonfinite_matrix)(pattern, a);
                trident_int m = -1, info = -9999;
                memset(iwork, 0x5A, sizeof iwork); /* garbage, as a caller's scratch may hold */
                handler_calls = 0;
#if TRI_COMPLEX
                TRI_PUBLIC(heevr)(jobz, range, 'L', n, a, n, -0.3, 0.3, 2, n - 1, 0, &m, w, z, n, isuppz, work,
                                  2 * n, rwork, 24 * n, iwork, 10 * n, &info);
#else
                TRI_PUBLIC(syevr)(jobz, range, 'L', n, a, n, -0.3, 0.3, 2, n - 1, 0, &m, w, z, n, isuppz, work,
                                  26 * n, iwork, 10 * n, &info);
#endif
                CHECK(info == 1 && m == 0 && handler_calls == 1,
                      "%s jobz %c range %c, pattern %d: info %d, m %d, %d reports",
                      TRI_COMPLEX ? TRI_STR(TRI_PUBLIC(heevr)) : TRI_STR(TRI_PUBLIC(syevr)), jobz,
                      range, pattern, (int)info, (int)m, handler_calls);
            }
}

/* xSYGVD / xHEGVD with a NaN in B (B = 2I, B(n-1, 0) NaN: the last pivot
 * of its factor is NaN): B is not positive definite, info > n and one
 * report, as reference LAPACK's xPOTRF says (an optimized one may not) */
static void TRI_SFX(nonfinite_sygvd)(void)
{
    enum { n = NF_N };
    static TRI_T a[n * n], b[n * n], work[2 * n * n + 6 * n + 1];
    static TRI_R w[n], rwork[2 * n * n + 5 * n + 1];
    static trident_int iwork[5 * n + 3];
    (void)rwork; /* complex types only */
    TRI_SFX(nonfinite_matrix)(4, a); /* no bad entry */
    for (int k = 0; k < n * n; ++k) b[k] = (TRI_R)(k % (n + 1) == 0 ? 2 : 0);
    b[n - 1] = (TRI_R)NAN;
    trident_int info = -9999;
    handler_calls = 0;
#if TRI_COMPLEX
    TRI_PUBLIC(hegvd)(1, 'V', 'L', n, a, n, b, n, w, work, 2 * n * n + 6 * n + 1, rwork, 2 * n * n + 5 * n + 1,
                      iwork, 5 * n + 3, &info);
#else
    TRI_PUBLIC(sygvd)(1, 'V', 'L', n, a, n, b, n, w, work, 2 * n * n + 6 * n + 1, iwork, 5 * n + 3, &info);
#endif
    CHECK(info > n && handler_calls == 1, "%s, NaN in B: info %d, %d reports",
          TRI_COMPLEX ? TRI_STR(TRI_PUBLIC(hegvd)) : TRI_STR(TRI_PUBLIC(sygvd)), (int)info, handler_calls);
}
