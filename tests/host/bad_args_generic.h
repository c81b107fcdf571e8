/*
 * bad_args_generic.h -- every illegal argument of xSYTRD/xHETRD and
 * xSYEVD/xHEEVD gives info = -i, calls the error handler once, and writes
 * nothing: all arrays are filled with guard values that must survive.
 * Also: lwork = -1 queries write only work[0] (and rwork[0], iwork[0]).
 */

#define N 6
#define LDA 9
#define BIG 4096
#define GUARD_T ((TRI_R)-31.5)
#define GUARD_I ((trident_int)-4242)

typedef struct TRI_SFX(arrays) {
    TRI_T a[LDA * N], b[LDA * N], tau[N], work[BIG];
    TRI_R d[N], e[N], w[N], rwork[BIG];
    trident_int iwork[BIG];
} TRI_SFX(arrays);

static void TRI_SFX(fill)(TRI_SFX(arrays) *x)
{
    for (int k = 0; k < LDA * N; ++k) x->a[k] = x->b[k] = GUARD_T;
    for (int k = 0; k < N; ++k) x->tau[k] = GUARD_T, x->d[k] = x->e[k] = x->w[k] = GUARD_T;
    for (int k = 0; k < BIG; ++k) x->work[k] = GUARD_T, x->rwork[k] = GUARD_T, x->iwork[k] = GUARD_I;
}

/* number of array elements that lost their guard, work[0]/rwork[0]/iwork[0]
 * excepted when `query` (they carry the answer of a workspace query) */
static int TRI_SFX(changed)(const TRI_SFX(arrays) *x, int query)
{
    int changed = 0;
    for (int k = 0; k < LDA * N; ++k) changed += (x->a[k] != GUARD_T) + (x->b[k] != GUARD_T);
    for (int k = 0; k < N; ++k)
        changed += (x->tau[k] != GUARD_T) + (x->d[k] != GUARD_T) + (x->e[k] != GUARD_T) +
                   (x->w[k] != GUARD_T);
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
#undef CALL
}

#undef N
#undef LDA
#undef BIG
#undef GUARD_T
#undef GUARD_I
