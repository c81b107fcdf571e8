/*
 * bad_args_generic.h -- every illegal argument of xSYTRD/xHETRD,
 * xSYEVD/xHEEVD, xSYGVD/xHEGVD, xSYEVR/xHEEVR and xSYGVX/xHEGVX (and its
 * _factored form) gives info = -i, calls the error handler once, and writes
 * nothing: all arrays are filled with guard values that must survive.
 * Also: lwork = -1 queries write only work[0] (and rwork[0], iwork[0]);
 * xSYEVD's jobz = 'V' minimum, which passes 32 bits near n = 32768, is
 * reported as such instead of wrapping.
 */

#define N 6
#define LDA 9
#define BIG 4096
#define GUARD_T ((TRI_R)-31.5)
#define GUARD_I ((trident_int)-4242)

typedef struct TRI_SFX(arrays) {
    TRI_T a[LDA * N], b[LDA * N], z[LDA * N], tau[N], work[BIG];
    TRI_R d[N], e[N], w[N], rwork[BIG];
    trident_int iwork[BIG], isuppz[2 * N], ifail[N], m;
} TRI_SFX(arrays);

static void TRI_SFX(fill)(TRI_SFX(arrays) *x)
{
    for (int k = 0; k < LDA * N; ++k) x->a[k] = x->b[k] = x->z[k] = GUARD_T;
    for (int k = 0; k < N; ++k) x->tau[k] = GUARD_T, x->d[k] = x->e[k] = x->w[k] = GUARD_T;
    for (int k = 0; k < BIG; ++k) x->work[k] = GUARD_T, x->rwork[k] = GUARD_T, x->iwork[k] = GUARD_I;
    for (int k = 0; k < N; ++k) x->isuppz[2 * k] = x->isuppz[2 * k + 1] = x->ifail[k] = GUARD_I;
    x->m = GUARD_I;
}

/* number of array elements that lost their guard, work[0]/rwork[0]/iwork[0]
 * excepted when `query` (they carry the answer of a workspace query) */
static int TRI_SFX(changed)(const TRI_SFX(arrays) *x, int query)
{
    int changed = 0;
    for (int k = 0; k < LDA * N; ++k)
        changed += (x->a[k] != GUARD_T) + (x->b[k] != GUARD_T) + (x->z[k] != GUARD_T);
    for (int k = 0; k < N; ++k)
        changed += (x->tau[k] != GUARD_T) + (x->d[k] != GUARD_T) + (x->e[k] != GUARD_T) +
                   (x->w[k] != GUARD_T) + (x->isuppz[2 * k] != GUARD_I) +
                   (x->isuppz[2 * k + 1] != GUARD_I) + (x->ifail[k] != GUARD_I);
    changed += x->m != GUARD_I;
    for (int k = query ? 1 : 0; k < BIG; ++k)
        changed += (x->work[k] != GUARD_T) + (x->rwork[k] != GUARD_T) + (x->iwork[k] != GUARD_I);
    return changed;
}

static void TRI_SFX(expect_illegal)(const char *routine, int arg, trident_int info,
                                    const TRI_SFX(arrays) *x)
{
    CHECK(info == -arg, "%s argument %d: info %d, expected %d", routine, arg, (int)info, -arg);
    CHECK(handler_calls == 1 && handler_info == -arg && !strcmp(handler_routine, routine),
          "%s argument %d: handler called %d times (last: %s info %d)", routine, arg,
          handler_calls, handler_routine, (int)handler_info);
    CHECK(TRI_SFX(changed)(x, 0) == 0, "%s argument %d: %d output elements written", routine,
          arg, TRI_SFX(changed)(x, 0));
    handler_calls = 0;
}

static void TRI_SFX(bad_args_sytrd)(void)
{
    const char *r = TRI_STR(TRI_PUBLIC_SY(trd));
    static TRI_SFX(arrays) x;
    trident_int info;
#define CALL(uplo, n, a, lda, d, e, tau, work, lwork) \
    (TRI_SFX(fill)(&x), handler_calls = 0,               \
     TRI_PUBLIC_SY(trd)(uplo, n, a, lda, d, e, tau, work, lwork, &info))
    CALL('X', N, x.a, LDA, x.d, x.e, x.tau, x.work, BIG); TRI_SFX(expect_illegal)(r, 1, info, &x);
    CALL('L', -1, x.a, LDA, x.d, x.e, x.tau, x.work, BIG); TRI_SFX(expect_illegal)(r, 2, info, &x);
    CALL('U', N, NULL, LDA, x.d, x.e, x.tau, x.work, BIG); TRI_SFX(expect_illegal)(r, 3, info, &x);
    CALL('L', N, x.a, N - 1, x.d, x.e, x.tau, x.work, BIG); TRI_SFX(expect_illegal)(r, 4, info, &x);
    CALL('L', 0, x.a, 0, x.d, x.e, x.tau, x.work, BIG); TRI_SFX(expect_illegal)(r, 4, info, &x);
    CALL('L', N, x.a, LDA, NULL, x.e, x.tau, x.work, BIG); TRI_SFX(expect_illegal)(r, 5, info, &x);
    CALL('L', N, x.a, LDA, x.d, NULL, x.tau, x.work, BIG); TRI_SFX(expect_illegal)(r, 6, info, &x);
    CALL('L', N, x.a, LDA, x.d, x.e, NULL, x.work, BIG); TRI_SFX(expect_illegal)(r, 7, info, &x);
    CALL('L', N, x.a, LDA, x.d, x.e, x.tau, NULL, BIG); TRI_SFX(expect_illegal)(r, 8, info, &x);
    CALL('L', N, x.a, LDA, x.d, x.e, x.tau, x.work, 0); TRI_SFX(expect_illegal)(r, 9, info, &x);
    CALL('U', N, x.a, LDA, x.d, x.e, x.tau, x.work, -2); TRI_SFX(expect_illegal)(r, 9, info, &x);

    /* query: only work[0] is written, and it is at least n */
    CALL('l', N, x.a, LDA, x.d, x.e, x.tau, x.work, -1);
    CHECK(info == 0 && handler_calls == 0 && tri_real(x.work[0]) >= N && TRI_SFX(changed)(&x, 1) == 0,
          "%s query: info %d, work[0] = %g", r, (int)info, (double)tri_real(x.work[0]));
    /* a NULL info pointer is tolerated */
    TRI_PUBLIC_SY(trd)('X', N, x.a, LDA, x.d, x.e, x.tau, x.work, BIG, NULL);
    handler_calls = 0;
#undef CALL
}

static void TRI_SFX(bad_args_syevd)(void)
{
    const char *r = TRI_COMPLEX ? TRI_STR(TRI_PUBLIC(heevd)) : TRI_STR(TRI_PUBLIC(syevd));
    static TRI_SFX(arrays) x;
    trident_int info;
    /* LAPACK's minimum sizes for jobz = 'V', n = N */
    const trident_int lw = TRI_COMPLEX ? 2 * N + N * N : 1 + 6 * N + 2 * N * N;
    const trident_int lrw = 1 + 5 * N + 2 * N * N, liw = 3 + 5 * N;
#if TRI_COMPLEX
#define CALL(jobz, uplo, n, a, lda, w, work, lwork, rwork, lrwork, iwork, liwork) \
    (TRI_SFX(fill)(&x), handler_calls = 0,                                           \
     TRI_PUBLIC(heevd)(jobz, uplo, n, a, lda, w, work, lwork, rwork, lrwork, iwork, liwork, &info))
    const int arg_iwork = 11, arg_liwork = 12;
#else
#define CALL(jobz, uplo, n, a, lda, w, work, lwork, rwork, lrwork, iwork, liwork) \
    (TRI_SFX(fill)(&x), handler_calls = 0, (void)(rwork), (void)(lrwork),            \
     TRI_PUBLIC(syevd)(jobz, uplo, n, a, lda, w, work, lwork, iwork, liwork, &info))
    const int arg_iwork = 9, arg_liwork = 10;
#endif
    CALL('Q', 'L', N, x.a, LDA, x.w, x.work, lw, x.rwork, lrw, x.iwork, liw); TRI_SFX(expect_illegal)(r, 1, info, &x);
    CALL('V', 'Q', N, x.a, LDA, x.w, x.work, lw, x.rwork, lrw, x.iwork, liw); TRI_SFX(expect_illegal)(r, 2, info, &x);
    CALL('V', 'L', -3, x.a, LDA, x.w, x.work, lw, x.rwork, lrw, x.iwork, liw); TRI_SFX(expect_illegal)(r, 3, info, &x);
    CALL('V', 'L', N, NULL, LDA, x.w, x.work, lw, x.rwork, lrw, x.iwork, liw); TRI_SFX(expect_illegal)(r, 4, info, &x);
    CALL('V', 'U', N, x.a, N - 1, x.w, x.work, lw, x.rwork, lrw, x.iwork, liw); TRI_SFX(expect_illegal)(r, 5, info, &x);
    CALL('V', 'L', N, x.a, LDA, NULL, x.work, lw, x.rwork, lrw, x.iwork, liw); TRI_SFX(expect_illegal)(r, 6, info, &x);
    CALL('V', 'L', N, x.a, LDA, x.w, NULL, lw, x.rwork, lrw, x.iwork, liw); TRI_SFX(expect_illegal)(r, 7, info, &x);
    CALL('V', 'L', N, x.a, LDA, x.w, x.work, lw - 1, x.rwork, lrw, x.iwork, liw); TRI_SFX(expect_illegal)(r, 8, info, &x);
    CALL('N', 'L', N, x.a, LDA, x.w, x.work, TRI_COMPLEX ? N : 2 * N, x.rwork, N, x.iwork, 1); TRI_SFX(expect_illegal)(r, 8, info, &x);
#if TRI_COMPLEX
    CALL('V', 'L', N, x.a, LDA, x.w, x.work, lw, NULL, lrw, x.iwork, liw); TRI_SFX(expect_illegal)(r, 9, info, &x);
    CALL('V', 'L', N, x.a, LDA, x.w, x.work, lw, x.rwork, lrw - 1, x.iwork, liw); TRI_SFX(expect_illegal)(r, 10, info, &x);
    CALL('N', 'U', N, x.a, LDA, x.w, x.work, N + 1, x.rwork, N - 1, x.iwork, 1); TRI_SFX(expect_illegal)(r, 10, info, &x);
#endif
    CALL('V', 'L', N, x.a, LDA, x.w, x.work, lw, x.rwork, lrw, NULL, liw); TRI_SFX(expect_illegal)(r, arg_iwork, info, &x);
    CALL('V', 'L', N, x.a, LDA, x.w, x.work, lw, x.rwork, lrw, x.iwork, liw - 1); TRI_SFX(expect_illegal)(r, arg_liwork, info, &x);
    CALL('N', 'L', N, x.a, LDA, x.w, x.work, lw, x.rwork, lrw, x.iwork, 0); TRI_SFX(expect_illegal)(r, arg_liwork, info, &x);

    /* query: only work[0], rwork[0], iwork[0]; answers at least LAPACK's minimum */
    CALL('v', 'u', N, x.a, LDA, x.w, x.work, -1, x.rwork, lrw, x.iwork, liw);
    CHECK(info == 0 && handler_calls == 0 && TRI_SFX(changed)(&x, 1) == 0 &&
              tri_real(x.work[0]) >= lw && x.iwork[0] >= liw && (!TRI_COMPLEX || x.rwork[0] >= lrw),
          "%s query: info %d, work[0] %g iwork[0] %d", r, (int)info, (double)tri_real(x.work[0]),
          (int)x.iwork[0]);
    /* exactly LAPACK's minimum sizes are accepted */
    TRI_SFX(fill)(&x);
    for (int j = 0; j < N; ++j)
        for (int i = 0; i < N; ++i) x.a[i + j * LDA] = (TRI_R)(i == j ? 2 : (i + j) % 3 - 1);
    handler_calls = 0;
#if TRI_COMPLEX
    TRI_PUBLIC(heevd)('V', 'L', N, x.a, LDA, x.w, x.work, lw, x.rwork, lrw, x.iwork, liw, &info);
#else
    TRI_PUBLIC(syevd)('V', 'L', N, x.a, LDA, x.w, x.work, lw, x.iwork, liw, &info);
#endif
    CHECK(info == 0 && handler_calls == 0, "%s with minimum workspace: info %d", r, (int)info);
    /* n = 0: as LAPACK, the size answers (1) all the same */
    CALL('V', 'L', 0, x.a, 1, x.w, x.work, 1, x.rwork, 1, x.iwork, 1);
    CHECK(info == 0 && handler_calls == 0 && tri_real(x.work[0]) == 1 && x.iwork[0] == 1 &&
              (!TRI_COMPLEX || x.rwork[0] == 1),
          "%s at n = 0: info %d, work[0] %g iwork[0] %d", r, (int)info, (double)tri_real(x.work[0]), (int)x.iwork[0]);
#undef CALL
}

static void TRI_SFX(bad_args_sygvd)(void)
{
    const char *r = TRI_COMPLEX ? TRI_STR(TRI_PUBLIC(hegvd)) : TRI_STR(TRI_PUBLIC(sygvd));
    static TRI_SFX(arrays) x;
    trident_int info;
    const trident_int lw = TRI_COMPLEX ? 2 * N + N * N : 1 + 6 * N + 2 * N * N;
    const trident_int lrw = 1 + 5 * N + 2 * N * N, liw = 3 + 5 * N;
#if TRI_COMPLEX
#define CALL(itype, jobz, n, a, lda, b, ldb, lwork, lrwork, liwork)                       \
    (TRI_SFX(fill)(&x), handler_calls = 0,                                                   \
     TRI_PUBLIC(hegvd)(itype, jobz, 'L', n, a, lda, b, ldb, x.w, x.work, lwork, x.rwork, lrwork, \
                       x.iwork, liwork, &info))
    const int arg_liwork = 15;
#else
#define CALL(itype, jobz, n, a, lda, b, ldb, lwork, lrwork, liwork)                       \
    (TRI_SFX(fill)(&x), handler_calls = 0, (void)(lrwork),                                   \
     TRI_PUBLIC(sygvd)(itype, jobz, 'L', n, a, lda, b, ldb, x.w, x.work, lwork, x.iwork, liwork, &info))
    const int arg_liwork = 13;
#endif
    CALL(0, 'V', N, x.a, LDA, x.b, LDA, lw, lrw, liw); TRI_SFX(expect_illegal)(r, 1, info, &x);
    CALL(4, 'V', N, x.a, LDA, x.b, LDA, lw, lrw, liw); TRI_SFX(expect_illegal)(r, 1, info, &x);
    CALL(1, 'X', N, x.a, LDA, x.b, LDA, lw, lrw, liw); TRI_SFX(expect_illegal)(r, 2, info, &x);
    CALL(2, 'V', -1, x.a, LDA, x.b, LDA, lw, lrw, liw); TRI_SFX(expect_illegal)(r, 4, info, &x);
    CALL(3, 'V', N, x.a, N - 1, x.b, LDA, lw, lrw, liw); TRI_SFX(expect_illegal)(r, 6, info, &x);
    CALL(1, 'V', N, x.a, LDA, NULL, LDA, lw, lrw, liw); TRI_SFX(expect_illegal)(r, 7, info, &x);
    CALL(1, 'N', N, x.a, LDA, x.b, N - 1, lw, lrw, liw); TRI_SFX(expect_illegal)(r, 8, info, &x);
    CALL(1, 'V', N, x.a, LDA, x.b, LDA, lw - 1, lrw, liw); TRI_SFX(expect_illegal)(r, 11, info, &x);
#if TRI_COMPLEX
    CALL(1, 'V', N, x.a, LDA, x.b, LDA, lw, lrw - 1, liw); TRI_SFX(expect_illegal)(r, 13, info, &x);
#endif
    CALL(1, 'V', N, x.a, LDA, x.b, LDA, lw, lrw, liw - 1); TRI_SFX(expect_illegal)(r, arg_liwork, info, &x);

    /* n = 0, and B not positive definite (-I): as LAPACK, the size answers
     * all the same */
    CALL(1, 'V', 0, x.a, 1, x.b, 1, 1, 1, 1);
    CHECK(info == 0 && handler_calls == 0 && tri_real(x.work[0]) == 1 && x.iwork[0] == 1 &&
              (!TRI_COMPLEX || x.rwork[0] == 1),
          "%s at n = 0: info %d, work[0] %g iwork[0] %d", r, (int)info, (double)tri_real(x.work[0]), (int)x.iwork[0]);
    TRI_SFX(fill)(&x);
    for (int j = 0; j < N; ++j)
        for (int i = 0; i < N; ++i) x.a[i + j * LDA] = (TRI_R)(i == j), x.b[i + j * LDA] = -(TRI_R)(i == j);
    handler_calls = 0;
#if TRI_COMPLEX
    TRI_PUBLIC(hegvd)(1, 'V', 'L', N, x.a, LDA, x.b, LDA, x.w, x.work, lw, x.rwork, lrw, x.iwork, liw, &info);
#else
    TRI_PUBLIC(sygvd)(1, 'V', 'L', N, x.a, LDA, x.b, LDA, x.w, x.work, lw, x.iwork, liw, &info);
#endif
    CHECK(info == N + 1 && handler_calls == 1 && tri_real(x.work[0]) >= lw && x.iwork[0] >= liw &&
              (!TRI_COMPLEX || x.rwork[0] >= lrw),
          "%s, B = -I: info %d, work[0] %g iwork[0] %d", r, (int)info, (double)tri_real(x.work[0]), (int)x.iwork[0]);
#undef CALL
}

/* A well-conditioned symmetric test matrix in x->a (both triangles). */
static void TRI_SFX(fill_valid_matrix)(TRI_SFX(arrays) *x)
{
    for (int j = 0; j < N; ++j)
        for (int i = 0; i < N; ++i) x->a[i + j * LDA] = (TRI_R)(i == j ? 2 + i : ((i + j) % 3 - 1) * 0.25);
}

static void TRI_SFX(bad_args_syevr)(void)
{
    const char *r = TRI_COMPLEX ? TRI_STR(TRI_PUBLIC(heevr)) : TRI_STR(TRI_PUBLIC(syevr));
    static TRI_SFX(arrays) x;
    trident_int info;
    /* LAPACK's minimum sizes, n = N */
    const trident_int lw = TRI_COMPLEX ? 2 * N : 26 * N, lrw = 24 * N, liw = 10 * N;
#if TRI_COMPLEX
#define CALL(jobz, range, n, a, lda, vl, vu, il, iu, m, w, z, ldz, isuppz, work, lwork, rwork, lrwork, iwork,  \
             liwork)                                                                                            \
    (TRI_SFX(fill)(&x), handler_calls = 0,                                                                       \
     TRI_PUBLIC(heevr)(jobz, range, 'L', n, a, lda, vl, vu, il, iu, 0, m, w, z, ldz, isuppz, work, lwork, rwork, \
                       lrwork, iwork, liwork, &info))
    const int arg_iwork = 21, arg_liwork = 22;
#else
#define CALL(jobz, range, n, a, lda, vl, vu, il, iu, m, w, z, ldz, isuppz, work, lwork, rwork, lrwork, iwork,  \
             liwork)                                                                                            \
    (TRI_SFX(fill)(&x), handler_calls = 0, (void)(rwork), (void)(lrwork),                                        \
     TRI_PUBLIC(syevr)(jobz, range, 'L', n, a, lda, vl, vu, il, iu, 0, m, w, z, ldz, isuppz, work, lwork, iwork, \
                       liwork, &info))
    const int arg_iwork = 19, arg_liwork = 20;
#endif
    CALL('X', 'A', N, x.a, LDA, 0, 1, 1, N, &x.m, x.w, x.z, LDA, x.isuppz, x.work, lw, x.rwork, lrw, x.iwork, liw);
    TRI_SFX(expect_illegal)(r, 1, info, &x);
    CALL('V', 'X', N, x.a, LDA, 0, 1, 1, N, &x.m, x.w, x.z, LDA, x.isuppz, x.work, lw, x.rwork, lrw, x.iwork, liw);
    TRI_SFX(expect_illegal)(r, 2, info, &x);
    TRI_SFX(fill)(&x), handler_calls = 0;
#if TRI_COMPLEX
    TRI_PUBLIC(heevr)('V', 'A', 'X', N, x.a, LDA, 0, 1, 1, N, 0, &x.m, x.w, x.z, LDA, x.isuppz, x.work, lw, x.rwork,
                      lrw, x.iwork, liw, &info);
#else
    TRI_PUBLIC(syevr)('V', 'A', 'X', N, x.a, LDA, 0, 1, 1, N, 0, &x.m, x.w, x.z, LDA, x.isuppz, x.work, lw, x.iwork,
                      liw, &info);
#endif
    TRI_SFX(expect_illegal)(r, 3, info, &x);
    CALL('V', 'A', -1, x.a, LDA, 0, 1, 1, N, &x.m, x.w, x.z, LDA, x.isuppz, x.work, lw, x.rwork, lrw, x.iwork, liw);
    TRI_SFX(expect_illegal)(r, 4, info, &x);
    CALL('V', 'A', N, NULL, LDA, 0, 1, 1, N, &x.m, x.w, x.z, LDA, x.isuppz, x.work, lw, x.rwork, lrw, x.iwork, liw);
    TRI_SFX(expect_illegal)(r, 5, info, &x);
    CALL('V', 'A', N, x.a, N - 1, 0, 1, 1, N, &x.m, x.w, x.z, LDA, x.isuppz, x.work, lw, x.rwork, lrw, x.iwork, liw);
    TRI_SFX(expect_illegal)(r, 6, info, &x);
    CALL('V', 'V', N, x.a, LDA, 1, 1, 1, N, &x.m, x.w, x.z, LDA, x.isuppz, x.work, lw, x.rwork, lrw, x.iwork, liw);
    TRI_SFX(expect_illegal)(r, 8, info, &x);
    CALL('V', 'I', N, x.a, LDA, 0, 1, 0, N, &x.m, x.w, x.z, LDA, x.isuppz, x.work, lw, x.rwork, lrw, x.iwork, liw);
    TRI_SFX(expect_illegal)(r, 9, info, &x);
    CALL('V', 'I', N, x.a, LDA, 0, 1, N + 1, N, &x.m, x.w, x.z, LDA, x.isuppz, x.work, lw, x.rwork, lrw, x.iwork,
         liw);
    TRI_SFX(expect_illegal)(r, 9, info, &x);
    CALL('V', 'I', N, x.a, LDA, 0, 1, 3, 2, &x.m, x.w, x.z, LDA, x.isuppz, x.work, lw, x.rwork, lrw, x.iwork, liw);
    TRI_SFX(expect_illegal)(r, 10, info, &x);
    CALL('N', 'I', N, x.a, LDA, 0, 1, 1, N + 1, &x.m, x.w, x.z, LDA, x.isuppz, x.work, lw, x.rwork, lrw, x.iwork,
         liw);
    TRI_SFX(expect_illegal)(r, 10, info, &x);
    CALL('V', 'A', N, x.a, LDA, 0, 1, 1, N, NULL, x.w, x.z, LDA, x.isuppz, x.work, lw, x.rwork, lrw, x.iwork, liw);
    TRI_SFX(expect_illegal)(r, 12, info, &x);
    CALL('V', 'A', N, x.a, LDA, 0, 1, 1, N, &x.m, NULL, x.z, LDA, x.isuppz, x.work, lw, x.rwork, lrw, x.iwork, liw);
    TRI_SFX(expect_illegal)(r, 13, info, &x);
    CALL('V', 'A', N, x.a, LDA, 0, 1, 1, N, &x.m, x.w, NULL, LDA, x.isuppz, x.work, lw, x.rwork, lrw, x.iwork, liw);
    TRI_SFX(expect_illegal)(r, 14, info, &x);
    CALL('V', 'A', N, x.a, LDA, 0, 1, 1, N, &x.m, x.w, x.z, N - 1, x.isuppz, x.work, lw, x.rwork, lrw, x.iwork, liw);
    TRI_SFX(expect_illegal)(r, 15, info, &x);
    CALL('N', 'A', N, x.a, LDA, 0, 1, 1, N, &x.m, x.w, x.z, 0, x.isuppz, x.work, lw, x.rwork, lrw, x.iwork, liw);
    TRI_SFX(expect_illegal)(r, 15, info, &x);
    CALL('V', 'A', N, x.a, LDA, 0, 1, 1, N, &x.m, x.w, x.z, LDA, NULL, x.work, lw, x.rwork, lrw, x.iwork, liw);
    TRI_SFX(expect_illegal)(r, 16, info, &x);
    CALL('V', 'A', N, x.a, LDA, 0, 1, 1, N, &x.m, x.w, x.z, LDA, x.isuppz, NULL, lw, x.rwork, lrw, x.iwork, liw);
    TRI_SFX(expect_illegal)(r, 17, info, &x);
    CALL('V', 'A', N, x.a, LDA, 0, 1, 1, N, &x.m, x.w, x.z, LDA, x.isuppz, x.work, lw - 1, x.rwork, lrw, x.iwork,
         liw);
    TRI_SFX(expect_illegal)(r, 18, info, &x);
#if TRI_COMPLEX
    CALL('V', 'A', N, x.a, LDA, 0, 1, 1, N, &x.m, x.w, x.z, LDA, x.isuppz, x.work, lw, NULL, lrw, x.iwork, liw);
    TRI_SFX(expect_illegal)(r, 19, info, &x);
    CALL('N', 'A', N, x.a, LDA, 0, 1, 1, N, &x.m, x.w, x.z, LDA, x.isuppz, x.work, lw, x.rwork, lrw - 1, x.iwork,
         liw);
    TRI_SFX(expect_illegal)(r, 20, info, &x);
#endif
    CALL('V', 'A', N, x.a, LDA, 0, 1, 1, N, &x.m, x.w, x.z, LDA, x.isuppz, x.work, lw, x.rwork, lrw, NULL, liw);
    TRI_SFX(expect_illegal)(r, arg_iwork, info, &x);
    CALL('V', 'A', N, x.a, LDA, 0, 1, 1, N, &x.m, x.w, x.z, LDA, x.isuppz, x.work, lw, x.rwork, lrw, x.iwork,
         liw - 1);
    TRI_SFX(expect_illegal)(r, arg_liwork, info, &x);

    /* query: only work[0], rwork[0], iwork[0]; answers at least LAPACK's minimum */
    CALL('V', 'I', N, x.a, LDA, 0, 1, 2, 4, &x.m, x.w, x.z, LDA, x.isuppz, x.work, -1, x.rwork, lrw, x.iwork, liw);
    CHECK(info == 0 && handler_calls == 0 && TRI_SFX(changed)(&x, 1) == 0 && tri_real(x.work[0]) >= lw &&
              x.iwork[0] >= liw && (!TRI_COMPLEX || x.rwork[0] >= lrw),
          "%s query: info %d, work[0] %g iwork[0] %d", r, (int)info, (double)tri_real(x.work[0]), (int)x.iwork[0]);
    /* exactly LAPACK's minimum sizes are accepted, for a subset with vectors */
    TRI_SFX(fill)(&x), TRI_SFX(fill_valid_matrix)(&x), handler_calls = 0;
#if TRI_COMPLEX
    TRI_PUBLIC(heevr)('V', 'I', 'L', N, x.a, LDA, 0, 1, 2, 4, 0, &x.m, x.w, x.z, LDA, x.isuppz, x.work, lw, x.rwork,
                      lrw, x.iwork, liw, &info);
#else
    TRI_PUBLIC(syevr)('V', 'I', 'L', N, x.a, LDA, 0, 1, 2, 4, 0, &x.m, x.w, x.z, LDA, x.isuppz, x.work, lw, x.iwork,
                      liw, &info);
#endif
    CHECK(info == 0 && handler_calls == 0 && x.m == 3, "%s with minimum workspace: info %d, m %d", r, (int)info,
          (int)x.m);
#undef CALL
}

/* xSYGVX / xHEGVX (factored 0) and the _factored form (1). */
static void TRI_SFX(bad_args_sygvx)(int factored)
{
    const char *r = factored ? (TRI_COMPLEX ? TRI_STR(TRI_PUBLIC(hegvx_factored)) : TRI_STR(TRI_PUBLIC(sygvx_factored)))
                             : (TRI_COMPLEX ? TRI_STR(TRI_PUBLIC(hegvx)) : TRI_STR(TRI_PUBLIC(sygvx)));
    static TRI_SFX(arrays) x;
    trident_int info;
    const trident_int lw = TRI_COMPLEX ? 2 * N : 8 * N;
#if TRI_COMPLEX
#define GVX(...) (factored ? TRI_PUBLIC(hegvx_factored)(__VA_ARGS__) : TRI_PUBLIC(hegvx)(__VA_ARGS__))
#define CALL(itype, jobz, range, uplo, n, a, lda, b, ldb, vl, vu, il, iu, m, w, z, ldz, work, lwork, rwork, iwork, \
             ifail)                                                                                                 \
    (TRI_SFX(fill)(&x), handler_calls = 0,                                                                           \
     GVX(itype, jobz, range, uplo, n, a, lda, b, ldb, vl, vu, il, iu, 0, m, w, z, ldz, work, lwork, rwork, iwork,    \
         ifail, &info))
    const int arg_iwork = 22, arg_ifail = 23;
#else
#define GVX(...) (factored ? TRI_PUBLIC(sygvx_factored)(__VA_ARGS__) : TRI_PUBLIC(sygvx)(__VA_ARGS__))
#define CALL(itype, jobz, range, uplo, n, a, lda, b, ldb, vl, vu, il, iu, m, w, z, ldz, work, lwork, rwork, iwork, \
             ifail)                                                                                                 \
    (TRI_SFX(fill)(&x), handler_calls = 0, (void)(rwork),                                                            \
     GVX(itype, jobz, range, uplo, n, a, lda, b, ldb, vl, vu, il, iu, 0, m, w, z, ldz, work, lwork, iwork, ifail,   \
         &info))
    const int arg_iwork = 21, arg_ifail = 22;
#endif
    CALL(0, 'V', 'A', 'L', N, x.a, LDA, x.b, LDA, 0, 1, 1, N, &x.m, x.w, x.z, LDA, x.work, lw, x.rwork, x.iwork, x.ifail); TRI_SFX(expect_illegal)(r, 1, info, &x);
    CALL(4, 'V', 'A', 'L', N, x.a, LDA, x.b, LDA, 0, 1, 1, N, &x.m, x.w, x.z, LDA, x.work, lw, x.rwork, x.iwork, x.ifail); TRI_SFX(expect_illegal)(r, 1, info, &x);
    CALL(1, 'X', 'A', 'L', N, x.a, LDA, x.b, LDA, 0, 1, 1, N, &x.m, x.w, x.z, LDA, x.work, lw, x.rwork, x.iwork, x.ifail); TRI_SFX(expect_illegal)(r, 2, info, &x);
    CALL(1, 'V', 'X', 'L', N, x.a, LDA, x.b, LDA, 0, 1, 1, N, &x.m, x.w, x.z, LDA, x.work, lw, x.rwork, x.iwork, x.ifail); TRI_SFX(expect_illegal)(r, 3, info, &x);
    CALL(1, 'V', 'A', 'X', N, x.a, LDA, x.b, LDA, 0, 1, 1, N, &x.m, x.w, x.z, LDA, x.work, lw, x.rwork, x.iwork, x.ifail); TRI_SFX(expect_illegal)(r, 4, info, &x);
    CALL(2, 'V', 'A', 'L', -1, x.a, LDA, x.b, LDA, 0, 1, 1, N, &x.m, x.w, x.z, LDA, x.work, lw, x.rwork, x.iwork, x.ifail); TRI_SFX(expect_illegal)(r, 5, info, &x);
    CALL(1, 'V', 'A', 'L', N, NULL, LDA, x.b, LDA, 0, 1, 1, N, &x.m, x.w, x.z, LDA, x.work, lw, x.rwork, x.iwork, x.ifail); TRI_SFX(expect_illegal)(r, 6, info, &x);
    CALL(3, 'V', 'A', 'U', N, x.a, N - 1, x.b, LDA, 0, 1, 1, N, &x.m, x.w, x.z, LDA, x.work, lw, x.rwork, x.iwork, x.ifail); TRI_SFX(expect_illegal)(r, 7, info, &x);
    CALL(1, 'V', 'A', 'L', N, x.a, LDA, NULL, LDA, 0, 1, 1, N, &x.m, x.w, x.z, LDA, x.work, lw, x.rwork, x.iwork, x.ifail); TRI_SFX(expect_illegal)(r, 8, info, &x);
    CALL(1, 'N', 'A', 'L', N, x.a, LDA, x.b, N - 1, 0, 1, 1, N, &x.m, x.w, x.z, LDA, x.work, lw, x.rwork, x.iwork, x.ifail); TRI_SFX(expect_illegal)(r, 9, info, &x);
    CALL(1, 'V', 'V', 'L', N, x.a, LDA, x.b, LDA, 2, 1, 1, N, &x.m, x.w, x.z, LDA, x.work, lw, x.rwork, x.iwork, x.ifail); TRI_SFX(expect_illegal)(r, 11, info, &x);
    CALL(1, 'V', 'I', 'L', N, x.a, LDA, x.b, LDA, 0, 1, 0, N, &x.m, x.w, x.z, LDA, x.work, lw, x.rwork, x.iwork, x.ifail); TRI_SFX(expect_illegal)(r, 12, info, &x);
    CALL(1, 'V', 'I', 'L', N, x.a, LDA, x.b, LDA, 0, 1, 2, 1, &x.m, x.w, x.z, LDA, x.work, lw, x.rwork, x.iwork, x.ifail); TRI_SFX(expect_illegal)(r, 13, info, &x);
    CALL(1, 'V', 'I', 'L', N, x.a, LDA, x.b, LDA, 0, 1, 1, N + 1, &x.m, x.w, x.z, LDA, x.work, lw, x.rwork, x.iwork, x.ifail); TRI_SFX(expect_illegal)(r, 13, info, &x);
    CALL(1, 'V', 'A', 'L', N, x.a, LDA, x.b, LDA, 0, 1, 1, N, NULL, x.w, x.z, LDA, x.work, lw, x.rwork, x.iwork,
         x.ifail);
    TRI_SFX(expect_illegal)(r, 15, info, &x);
    CALL(1, 'V', 'A', 'L', N, x.a, LDA, x.b, LDA, 0, 1, 1, N, &x.m, NULL, x.z, LDA, x.work, lw, x.rwork, x.iwork,
         x.ifail);
    TRI_SFX(expect_illegal)(r, 16, info, &x);
    CALL(1, 'V', 'A', 'L', N, x.a, LDA, x.b, LDA, 0, 1, 1, N, &x.m, x.w, NULL, LDA, x.work, lw, x.rwork, x.iwork,
         x.ifail);
    TRI_SFX(expect_illegal)(r, 17, info, &x);
    CALL(1, 'V', 'A', 'L', N, x.a, LDA, x.b, LDA, 0, 1, 1, N, &x.m, x.w, x.z, N - 1, x.work, lw, x.rwork, x.iwork,
         x.ifail);
    TRI_SFX(expect_illegal)(r, 18, info, &x);
    CALL(1, 'V', 'A', 'L', N, x.a, LDA, x.b, LDA, 0, 1, 1, N, &x.m, x.w, x.z, LDA, NULL, lw, x.rwork, x.iwork,
         x.ifail);
    TRI_SFX(expect_illegal)(r, 19, info, &x);
    CALL(1, 'V', 'A', 'L', N, x.a, LDA, x.b, LDA, 0, 1, 1, N, &x.m, x.w, x.z, LDA, x.work, lw - 1, x.rwork, x.iwork,
         x.ifail);
    TRI_SFX(expect_illegal)(r, 20, info, &x);
#if TRI_COMPLEX
    CALL(1, 'V', 'A', 'L', N, x.a, LDA, x.b, LDA, 0, 1, 1, N, &x.m, x.w, x.z, LDA, x.work, lw, NULL, x.iwork,
         x.ifail);
    TRI_SFX(expect_illegal)(r, 21, info, &x);
#endif
    CALL(1, 'V', 'A', 'L', N, x.a, LDA, x.b, LDA, 0, 1, 1, N, &x.m, x.w, x.z, LDA, x.work, lw, x.rwork, NULL,
         x.ifail);
    TRI_SFX(expect_illegal)(r, arg_iwork, info, &x);
    CALL(1, 'V', 'A', 'L', N, x.a, LDA, x.b, LDA, 0, 1, 1, N, &x.m, x.w, x.z, LDA, x.work, lw, x.rwork, x.iwork,
         NULL);
    TRI_SFX(expect_illegal)(r, arg_ifail, info, &x);

    /* query: only work[0], at least the minimum */
    CALL(2, 'V', 'A', 'U', N, x.a, LDA, x.b, LDA, 0, 1, 1, N, &x.m, x.w, x.z, LDA, x.work, -1, x.rwork, x.iwork,
         x.ifail);
    CHECK(info == 0 && handler_calls == 0 && TRI_SFX(changed)(&x, 1) == 0 && tri_real(x.work[0]) >= lw,
          "%s query: info %d, work[0] %g", r, (int)info, (double)tri_real(x.work[0]));

    /* order 1: LAPACK's minimum is max(1, 8n) (2n) there too (xSYEVX's is
     * 1), and a query answers at least that: query, then call with it */
    const trident_int lw1 = TRI_COMPLEX ? 2 : 8;
    CALL(1, 'V', 'A', 'L', 1, x.a, 1, x.b, 1, 0, 1, 1, 1, &x.m, x.w, x.z, 1, x.work, lw1 - 1, x.rwork, x.iwork,
         x.ifail);
    TRI_SFX(expect_illegal)(r, 20, info, &x);
    CALL(1, 'V', 'A', 'L', 1, x.a, 1, x.b, 1, 0, 1, 1, 1, &x.m, x.w, x.z, 1, x.work, -1, x.rwork, x.iwork, x.ifail);
    CHECK(info == 0 && handler_calls == 0 && tri_real(x.work[0]) >= lw1, "%s query at n = 1: info %d, work[0] %g", r,
          (int)info, (double)tri_real(x.work[0]));
    /* order 0: rwork, iwork and ifail are not referenced (LAPACK's neither) */
    CALL(1, 'V', 'A', 'L', 0, x.a, 1, x.b, 1, 0, 1, 1, 0, &x.m, x.w, x.z, 1, x.work, 1, NULL, NULL, NULL);
    CHECK(info == 0 && handler_calls == 0 && x.m == 0, "%s at n = 0 without rwork, iwork, ifail: info %d, m %d", r,
          (int)info, (int)x.m);
    trident_int info_evx = -1, m_evx = -1;
#if TRI_COMPLEX
    TRI_PUBLIC(heevx)('V', 'A', 'L', 0, x.a, 1, 0, 1, 1, 0, 0, &m_evx, x.w, x.z, 1, x.work, 1, NULL, NULL, NULL,
                      &info_evx);
#else
    TRI_PUBLIC(syevx)('V', 'A', 'L', 0, x.a, 1, 0, 1, 1, 0, 0, &m_evx, x.w, x.z, 1, x.work, 1, NULL, NULL, &info_evx);
#endif
    CHECK(info_evx == 0 && handler_calls == 0 && m_evx == 0, "%s at n = 0 without rwork, iwork, ifail: info %d, m %d",
          TRI_COMPLEX ? "xHEEVX" : "xSYEVX", (int)info_evx, (int)m_evx);
#undef CALL
#undef GVX
}

/* xSYEVD / xSYGVD, jobz = 'V', n = 40000: 1 + 6n + 2n^2 > 2^31 - 1.  The
 * call (a query too) must say so -- info = -(lwork's position) -- without
 * touching anything (a is never read: the check comes first). */
static void TRI_SFX(syevd_size_beyond_int)(void)
{
    static TRI_SFX(arrays) x;
    trident_int info;
#ifdef TRIDENT_ILP64
    /* no such limit; instead, integers past 32 bits are read whole.  n =
     * 2^32 + 1 with lda = 1 is argument 5's error (read as 32 bits, n would
     * be 1 and the call would run) ... */
    const trident_int big = ((trident_int)1 << 32) + 1;
    const char *rb = TRI_COMPLEX ? TRI_STR(TRI_PUBLIC(heevd)) : TRI_STR(TRI_PUBLIC(syevd));
    TRI_SFX(fill)(&x), handler_calls = 0;
#if TRI_COMPLEX
    TRI_PUBLIC(heevd)('V', 'L', big, x.a, 1, x.w, x.work, -1, x.rwork, -1, x.iwork, -1, &info);
#else
    TRI_PUBLIC(syevd)('V', 'L', big, x.a, 1, x.w, x.work, -1, x.iwork, -1, &info);
#endif
    TRI_SFX(expect_illegal)(rb, 5, info, &x);
    /* ... and a query at n = 40000 answers with a size past 2^31 (the real
     * workspace's, 1 + 6n + 2n^2; for complex types the real one's, lrwork
     * = 1 + 5n + 2n^2) */
    const int64_t nq = 40000, big_min = TRI_COMPLEX ? 1 + 5 * nq + 2 * nq * nq : 1 + 6 * nq + 2 * nq * nq;
    TRI_SFX(fill)(&x), handler_calls = 0;
#if TRI_COMPLEX
    TRI_PUBLIC(heevd)('V', 'L', nq, x.a, nq, x.w, x.work, -1, x.rwork, -1, x.iwork, -1, &info);
    const double answered = (double)x.rwork[0];
#else
    TRI_PUBLIC(syevd)('V', 'L', nq, x.a, nq, x.w, x.work, -1, x.iwork, -1, &info);
    const double answered = (double)tri_real(x.work[0]);
#endif
    CHECK(info == 0 && handler_calls == 0 && answered >= (double)big_min && (double)big_min > (double)INT32_MAX &&
              TRI_SFX(changed)(&x, 1) == 0,
          "%s ILP64 query at n = %lld: info %lld, size %.0f (minimum %lld)", rb, (long long)nq, (long long)info,
          answered, (long long)big_min);
    return;
#endif
    const trident_int n = 40000;
    const char *r = TRI_COMPLEX ? TRI_STR(TRI_PUBLIC(heevd)) : TRI_STR(TRI_PUBLIC(syevd));
    const char *rg = TRI_COMPLEX ? TRI_STR(TRI_PUBLIC(hegvd)) : TRI_STR(TRI_PUBLIC(sygvd));
    for (int query = 0; query <= 1; ++query) {
        const trident_int lw = query ? -1 : INT32_MAX;
        TRI_SFX(fill)(&x), handler_calls = 0;
#if TRI_COMPLEX
        /* lwork = 2n + n^2 still fits; lrwork = 1 + 5n + 2n^2 does not */
        TRI_PUBLIC(heevd)('V', 'L', n, x.a, n, x.w, x.work, lw, x.rwork, lw, x.iwork, lw, &info);
        TRI_SFX(expect_illegal)(r, 10, info, &x);
        TRI_SFX(fill)(&x), handler_calls = 0;
        TRI_PUBLIC(heevd)('V', 'U', 50000, x.a, 50000, x.w, x.work, lw, x.rwork, lw, x.iwork, lw, &info);
        TRI_SFX(expect_illegal)(r, 8, info, &x);
        TRI_SFX(fill)(&x), handler_calls = 0;
        TRI_PUBLIC(hegvd)(1, 'V', 'L', n, x.a, n, x.b, n, x.w, x.work, lw, x.rwork, lw, x.iwork, lw, &info);
        TRI_SFX(expect_illegal)(rg, 13, info, &x);
#else
        TRI_PUBLIC(syevd)('V', 'L', n, x.a, n, x.w, x.work, lw, x.iwork, lw, &info);
        TRI_SFX(expect_illegal)(r, 8, info, &x);
        TRI_SFX(fill)(&x), handler_calls = 0;
        TRI_PUBLIC(sygvd)(1, 'V', 'L', n, x.a, n, x.b, n, x.w, x.work, lw, x.iwork, lw, &info);
        TRI_SFX(expect_illegal)(rg, 11, info, &x);
#endif
    }
    /* n = 32766, the largest order whose minima all fit: a query still answers, with sizes
     * (rounded up in single precision) no smaller than the minima */
    const int64_t nf = 32766, lwmin = TRI_COMPLEX ? 2 * nf + nf * nf : 1 + 6 * nf + 2 * nf * nf,
                  lrwmin = 1 + 5 * nf + 2 * nf * nf;
    TRI_SFX(fill)(&x), handler_calls = 0;
#if TRI_COMPLEX
    TRI_PUBLIC(heevd)('V', 'L', (trident_int)nf, x.a, (trident_int)nf, x.w, x.work, -1, x.rwork, -1, x.iwork, -1, &info);
#else
    TRI_PUBLIC(syevd)('V', 'L', (trident_int)nf, x.a, (trident_int)nf, x.w, x.work, -1, x.iwork, -1, &info);
#endif
    CHECK(info == 0 && handler_calls == 0 && (double)tri_real(x.work[0]) >= (double)lwmin &&
              (!TRI_COMPLEX || (double)x.rwork[0] >= (double)lrwmin) && TRI_SFX(changed)(&x, 1) == 0,
          "%s query at n = %lld: info %d, work[0] %.0f (minimum %lld)", r, (long long)nf, (int)info,
          (double)tri_real(x.work[0]), (long long)lwmin);
}

/*
 * Keep-inputs option, copy not allocatable: valid arguments with an order
 * so large that the private n-by-n copy (petabytes) cannot be allocated,
 * while the workspace sizes still fit trident_int.  The routine must return
 * TRIDENT_INFO_OUT_OF_MEMORY, report it once and write nothing -- nor read a:
 * the arrays here are tiny.
 */
static void TRI_SFX(keep_inputs_out_of_memory)(void)
{
    static TRI_SFX(arrays) x;
    trident_int info = 0;
    trident_context_set_keep_inputs(trident_default_context(), 1);
    for (int evr = 0; evr <= 1; ++evr) {
        const trident_int n = evr ? 80000000 : (1 << 28) - 1; /* 26n, resp. 8n, below 2^31 */
        const trident_int lw = evr ? (TRI_COMPLEX ? 2 * n : 26 * n) : (TRI_COMPLEX ? 2 * n : 8 * n);
        TRI_SFX(fill)(&x), handler_calls = 0;
#if TRI_COMPLEX
        if (evr)
            TRI_PUBLIC(heevr)('V', 'I', 'L', n, x.a, n, 0, 1, 1, 2, 0, &x.m, x.w, x.z, n, x.isuppz, x.work, lw,
                              x.rwork, 24 * n, x.iwork, 10 * n, &info);
        else
            TRI_PUBLIC(heevx)('V', 'I', 'L', n, x.a, n, 0, 1, 1, 2, 0, &x.m, x.w, x.z, n, x.work, lw, x.rwork,
                              x.iwork, x.ifail, &info);
#else
        if (evr)
            TRI_PUBLIC(syevr)('V', 'I', 'L', n, x.a, n, 0, 1, 1, 2, 0, &x.m, x.w, x.z, n, x.isuppz, x.work, lw,
                              x.iwork, 10 * n, &info);
        else
            TRI_PUBLIC(syevx)('V', 'I', 'L', n, x.a, n, 0, 1, 1, 2, 0, &x.m, x.w, x.z, n, x.work, lw, x.iwork,
                              x.ifail, &info);
#endif
        CHECK(info == TRIDENT_INFO_OUT_OF_MEMORY && handler_calls == 1 &&
                  handler_info == TRIDENT_INFO_OUT_OF_MEMORY && TRI_SFX(changed)(&x, 0) == 0,
              "keep inputs, n = %d (%s): info %d, handler %d times, %d elements written", (int)n,
              evr ? "xSYEVR" : "xSYEVX", (int)info, handler_calls, TRI_SFX(changed)(&x, 0));
    }
    trident_context_set_keep_inputs(trident_default_context(), 0);
    handler_calls = 0;
}

#undef N
#undef LDA
#undef BIG
#undef GUARD_T
#undef GUARD_I
