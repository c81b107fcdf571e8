/*
 * nonfinite_generic.h -- the cases of test_nonfinite.c (backend host) and
 * test_nonfinite_gpu.c (backend gpu) for one precision: the host-pointer
 * eigen drivers on a matrix with NaN or infinite entries (included once per
 * precision; no include guard).
 *
 * The contract: info = TRIDENT_INFO_NONFINITE_INPUT with one report, m = 0,
 * w and z not written, and A as it was (xSYEVD, xSYEVX, xSYEVR; the
 * generalized drivers may have reduced A and factored B).
 */

#if TRI_COMPLEX
#define TRI_NF_EVD TRI_PUBLIC(heevd)
#define TRI_NF_EVX TRI_PUBLIC(heevx)
#define TRI_NF_EVR TRI_PUBLIC(heevr)
#define TRI_NF_GVD TRI_PUBLIC(hegvd)
#define TRI_NF_GVX TRI_PUBLIC(hegvx)
#else
#define TRI_NF_EVD TRI_PUBLIC(syevd)
#define TRI_NF_EVX TRI_PUBLIC(syevx)
#define TRI_NF_EVR TRI_PUBLIC(syevr)
#define TRI_NF_GVD TRI_PUBLIC(sygvd)
#define TRI_NF_GVX TRI_PUBLIC(sygvx)
#endif

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

/* The outputs' state before a call: w and z hold a sentinel, a copy of A */
static TRI_T TRI_SFX(nf_a0)[NF_N * NF_N];
static void TRI_SFX(nonfinite_prepare)(int pattern, TRI_T *a, TRI_R *w, TRI_T *z)
{
    TRI_SFX(nonfinite_matrix)(pattern, a);
    memcpy(TRI_SFX(nf_a0), a, sizeof(TRI_SFX(nf_a0)));
    for (int k = 0; k < NF_N; ++k) w[k] = (TRI_R)-7;
    for (int k = 0; k < NF_N * NF_N; ++k) z[k] = (TRI_R)-7;
}

/* 1 when w and z still hold nonfinite_prepare's sentinel */
static int TRI_SFX(nonfinite_untouched)(const TRI_R *w, const TRI_T *z)
{
    int untouched = 1;
    for (int k = 0; k < NF_N; ++k) untouched &= w[k] == (TRI_R)-7;
    for (int k = 0; k < NF_N * NF_N; ++k) untouched &= z[k] == (TRI_R)-7;
    return untouched;
}

/* 1 when the call kept to the contract (a_kept: A must be as it was) */
static int TRI_SFX(nonfinite_kept)(trident_int info, trident_int m, const TRI_T *a, int a_kept, const TRI_R *w,
                                   const TRI_T *z)
{
    int untouched = TRI_SFX(nonfinite_untouched)(w, z);
    if (a_kept) untouched &= !memcmp(a, TRI_SFX(nf_a0), sizeof(TRI_SFX(nf_a0)));
    return info == TRIDENT_INFO_NONFINITE_INPUT && m == 0 && handler_calls == 1 && untouched;
}

/* xSYEVD, xSYEVX, xSYEVR (every range and jobz) on each pattern */
static void TRI_SFX(nonfinite_standard)(void)
{
    enum { n = NF_N, lw = 2 * NF_N * NF_N + 26 * NF_N + 1 };
    static TRI_T a[n * n], z[n * n], work[lw];
    static TRI_R w[n], rwork[lw];
    static trident_int iwork[10 * n + 3], isuppz[2 * n], ifail[n];
    (void)rwork; /* complex types only */
    for (int pattern = 0; pattern < 4; ++pattern)
        for (int jv = 0; jv < 2; ++jv) {
            const char jobz = jv ? 'V' : 'N';
            TRI_SFX(nonfinite_prepare)(pattern, a, w, z);
            trident_int info = -9999;
            handler_calls = 0;
            work[0] = -7; /* the size answer is written on every return, as LAPACK's */
#if TRI_COMPLEX
            TRI_NF_EVD(jobz, 'L', n, a, n, w, work, lw, rwork, lw, iwork, 10 * n + 3, &info);
#else
            TRI_NF_EVD(jobz, 'L', n, a, n, w, work, lw, iwork, 10 * n + 3, &info);
#endif
            CHECK(TRI_SFX(nonfinite_kept)(info, 0, a, 1, w, z) && tri_real(work[0]) >= n,
                  "%s jobz %c pattern %d: info %d, %d reports, work[0] %g", TRI_STR(TRI_NF_EVD), jobz, pattern,
                  (int)info, handler_calls, (double)tri_real(work[0]));
            for (int r = 0; r < 3; ++r) {
                const char range = "AVI"[r];
                for (int driver = 0; driver < 2; ++driver) { /* xSYEVX, xSYEVR */
                    TRI_SFX(nonfinite_prepare)(pattern, a, w, z);
                    trident_int m = -1;
                    info = -9999;
                    handler_calls = 0;
                    memset(iwork, 0x5A, sizeof iwork); /* garbage, as a caller's scratch may hold */
                    work[0] = -7, rwork[0] = -7; /* the size answers are written on every return, as LAPACK's */
#if TRI_COMPLEX
                    if (driver == 0)
                        TRI_NF_EVX(jobz, range, 'L', n, a, n, -0.3, 0.3, 2, n - 1, 0, &m, w, z, n, work, lw, rwork,
                                   iwork, ifail, &info);
                    else
                        TRI_NF_EVR(jobz, range, 'L', n, a, n, -0.3, 0.3, 2, n - 1, 0, &m, w, z, n, isuppz, work, lw,
                                   rwork, lw, iwork, 10 * n, &info);
#else
                    if (driver == 0)
                        TRI_NF_EVX(jobz, range, 'L', n, a, n, -0.3, 0.3, 2, n - 1, 0, &m, w, z, n, work, lw, iwork,
                                   ifail, &info);
                    else
                        TRI_NF_EVR(jobz, range, 'L', n, a, n, -0.3, 0.3, 2, n - 1, 0, &m, w, z, n, isuppz, work, lw,
                                   iwork, 10 * n, &info);
#endif
                    /* xSYEVR: iwork[0] = 10 n and (complex) rwork[0] = 24 n, LAPACK's minima */
                    const int sized = tri_real(work[0]) >= n &&
                                      (!driver || (iwork[0] == 10 * n && (!TRI_COMPLEX || rwork[0] == 24 * n)));
                    CHECK(TRI_SFX(nonfinite_kept)(info, m, a, 1, w, z) && sized,
                          "%s jobz %c range %c, pattern %d: info %d, m %d, %d reports, work[0] %g, iwork[0] %d",
                          driver ? TRI_STR(TRI_NF_EVR) : TRI_STR(TRI_NF_EVX), jobz, range, pattern, (int)info,
                          (int)m, handler_calls, (double)tri_real(work[0]), (int)iwork[0]);
                }
            }
        }
}

/* xSYGVD and xSYGVX (lowest five) with B = 2I and each pattern in A (cases
 * 0-3): the contract (A reduced, B factored).  Case 4, a NaN in B
 * (B(n-1, 0): the last pivot of its factor is NaN): B is not positive
 * definite, info n + n and one report, as reference LAPACK's xPOTRF says
 * (an optimized one may not).  Case 5 (denormal_b), B = (safmin / 1024) I:
 * the reduced matrix A / b overflows, and the drivers say so as for a
 * non-finite A (LAPACK returns infinite or NaN eigenvalues, or info > 0).
 * denormal_b 2 (the GPU paths) also takes the other honest answer: a GPU
 * may flush B's denormals to zero, and B is then not positive definite
 * (info n + 1, one report, w as it was). */
static void TRI_SFX(nonfinite_generalized)(int denormal_b)
{
    enum { n = NF_N, lw = 2 * NF_N * NF_N + 6 * NF_N + 1 };
    static TRI_T a[n * n], b[n * n], z[n * n], work[lw];
    static TRI_R w[n], rwork[lw];
    static trident_int iwork[5 * n + 3], ifail[n];
    (void)rwork; /* complex types only */
    for (int pattern = 0; pattern < (denormal_b ? 6 : 5); ++pattern)
        for (int driver = 0; driver < 2; ++driver) { /* xSYGVD, xSYGVX */
            TRI_SFX(nonfinite_prepare)(pattern < 4 ? pattern : 4, a, w, z);
            const TRI_R bjj = pattern == 5 ? TRI_SAFMIN / 1024 : 2;
            for (int k = 0; k < n * n; ++k) b[k] = k % (n + 1) == 0 ? bjj : 0;
            if (pattern == 4) b[n - 1] = (TRI_R)NAN;
            trident_int info = -9999, m = driver ? -1 : 0; /* xSYGVX must set m */
            handler_calls = 0;
            work[0] = -7;
#if TRI_COMPLEX
            if (driver == 0)
                TRI_NF_GVD(1, 'V', 'L', n, a, n, b, n, w, work, lw, rwork, lw, iwork, 5 * n + 3, &info);
            else
                TRI_NF_GVX(1, 'V', 'I', 'L', n, a, n, b, n, 0, 0, 1, 5, 0, &m, w, z, n, work, lw, rwork, iwork,
                           ifail, &info);
#else
            if (driver == 0)
                TRI_NF_GVD(1, 'V', 'L', n, a, n, b, n, w, work, lw, iwork, 5 * n + 3, &info);
            else
                TRI_NF_GVX(1, 'V', 'I', 'L', n, a, n, b, n, 0, 0, 1, 5, 0, &m, w, z, n, work, lw, iwork, ifail,
                           &info);
#endif
            const char *name = driver ? TRI_STR(TRI_NF_GVX) : TRI_STR(TRI_NF_GVD);
            const int untouched = TRI_SFX(nonfinite_untouched)(w, z), sized = tri_real(work[0]) >= n;
            if (pattern == 4)
                CHECK(info == n + n && m == 0 && handler_calls == 1 && untouched && sized,
                      "%s, NaN in B: info %d, m %d, %d reports, w, z %s, work[0] %g", name, (int)info, (int)m,
                      handler_calls, untouched ? "kept" : "written", (double)tri_real(work[0]));
            else if (pattern == 5 && denormal_b == 2 && info == n + 1) {
                CHECK(m == 0 && handler_calls == 1 && untouched && sized,
                      "%s, denormal B flushed: m %d, %d reports, w, z %s, work[0] %g", name, (int)m, handler_calls,
                      untouched ? "kept" : "written", (double)tri_real(work[0]));
                printf("%s, denormal B: not positive definite (flushed to zero)\n", name);
            } else
                CHECK(TRI_SFX(nonfinite_kept)(info, m, a, 0, w, z) && tri_real(work[0]) >= n,
                      "%s, case %d: info %d, m %d, %d reports, work[0] %g", name, pattern, (int)info, (int)m,
                      handler_calls, (double)tri_real(work[0]));
        }
}

/* Order 1, a11 NaN or infinite: every driver keeps to the contract too
 * (LAPACK returns w = a11 there) */
static void TRI_SFX(nonfinite_order_one)(void)
{
    TRI_T a[1], b[1], z[1], work[64];
    TRI_R w[1], rwork[64];
    trident_int iwork[64], isuppz[2], ifail[1];
    (void)rwork; /* complex types only */
    for (int bad = 0; bad < 2; ++bad)
        for (int driver = 0; driver < 4; ++driver) { /* xSYEVD, xSYEVX, xSYEVR, xSYGVD */
            const TRI_T a11 = bad ? (TRI_R)INFINITY : (TRI_R)NAN;
            a[0] = a11, b[0] = 1, w[0] = -7, z[0] = -7;
            trident_int info = -9999, m = driver == 1 || driver == 2 ? -1 : 0; /* xSYEVX, xSYEVR must set m */
            handler_calls = 0;
#if TRI_COMPLEX
            if (driver == 0) TRI_NF_EVD('V', 'U', 1, a, 1, w, work, 64, rwork, 64, iwork, 64, &info);
            if (driver == 1)
                TRI_NF_EVX('V', 'A', 'U', 1, a, 1, 0, 0, 1, 1, 0, &m, w, z, 1, work, 64, rwork, iwork, ifail, &info);
            if (driver == 2)
                TRI_NF_EVR('V', 'A', 'U', 1, a, 1, 0, 0, 1, 1, 0, &m, w, z, 1, isuppz, work, 64, rwork, 64, iwork, 64,
                           &info);
            if (driver == 3) TRI_NF_GVD(1, 'V', 'U', 1, a, 1, b, 1, w, work, 64, rwork, 64, iwork, 64, &info);
#else
            if (driver == 0) TRI_NF_EVD('V', 'U', 1, a, 1, w, work, 64, iwork, 64, &info);
            if (driver == 1)
                TRI_NF_EVX('V', 'A', 'U', 1, a, 1, 0, 0, 1, 1, 0, &m, w, z, 1, work, 64, iwork, ifail, &info);
            if (driver == 2)
                TRI_NF_EVR('V', 'A', 'U', 1, a, 1, 0, 0, 1, 1, 0, &m, w, z, 1, isuppz, work, 64, iwork, 64, &info);
            if (driver == 3) TRI_NF_GVD(1, 'V', 'U', 1, a, 1, b, 1, w, work, 64, iwork, 64, &info);
#endif
            const int a_kept = driver == 3 || !memcmp(a, &a11, sizeof a11);
            CHECK(info == TRIDENT_INFO_NONFINITE_INPUT && m == 0 && handler_calls == 1 && w[0] == (TRI_R)-7 &&
                      z[0] == (TRI_R)-7 && a_kept,
                  "order 1, a11 %s, driver %d: info %d, m %d, %d reports", bad ? "Inf" : "NaN", driver, (int)info,
                  (int)m, handler_calls);
        }
}

#undef TRI_NF_EVD
#undef TRI_NF_EVX
#undef TRI_NF_EVR
#undef TRI_NF_GVD
#undef TRI_NF_GVX
