/*
 * options_generic.h -- the eigen-routine options of the default context,
 * once per precision, through every routine that returns eigenvectors
 * (xSYEVD, xSYEVX, xSYEVR, xSYGVD, xSYGVX and the _factored forms):
 *
 * canonical vectors: A = Q diag(1..n) Q^H with Q known (B = 4 I for the
 *   generalized routines, so Z = Q / 2 up to phases).  With the option on,
 *   each column's first largest component is real and positive; eigenvalues
 *   are bitwise those of the run without it; each column is that run's
 *   column times a unit scalar (exactly +-1 for real types); and it matches
 *   Q's column made canonical the same way.
 * keep inputs: a (lda > n, padding included) and b are bitwise unchanged
 *   -- except a for xSYEVD / xSYGVD with jobz 'V', which returns Z there --
 *   and the results agree with the run without the option.
 */

/* Which routine a run calls; "range" routines take index window 1..m. */
#ifndef TEST_OPTION_ROUTINES
#define TEST_OPTION_ROUTINES
enum test_routine { R_EVD, R_EVX, R_EVR, R_EVR_SUBSET, R_GVD, R_GVD_F, R_GVX, R_GVX_F, R_COUNT };
static const char *const test_routine_name[R_COUNT] = {"syevd", "syevx", "syevr", "syevr(I)", "sygvd",
                                                       "sygvd_factored", "sygvx", "sygvx_factored"};
#endif

/*
 * One call of routine r (jobz, uplo 'L') on copies of a0 (lda-by-n, returned
 * in *a_out when not NULL) and b0; the eigenvectors go to z (n-by-m, ld n).
 * Returns m (or -1 after a failure).
 */
static int64_t TRI_SFX(option_run)(int r, char jobz, int64_t n, const TRI_T *a0, int64_t lda, const TRI_T *b0,
                                   TRI_R *w, TRI_T *z, TRI_T *a_out, TRI_T *b_out)
{
    TRI_T *a = TRI_SFX(new_array)(lda * n), *b = TRI_SFX(new_array)(n * n);
    memcpy(a, a0, sizeof(TRI_T) * (size_t)(lda * n)), memcpy(b, b0, sizeof(TRI_T) * (size_t)(n * n));
    trident_int info = 0, m = (trident_int)n;
    /* R_EVR_SUBSET: eigenvalues 2..max(2, n/2) (1..1 for n = 1) */
    const trident_int il = n >= 2 ? 2 : 1, iu = n / 2 > il ? (trident_int)(n / 2) : il;
    switch (r) {
    case R_EVD: TRI_SFX(evd_call)(jobz, 'L', n, a, lda, w, &info); break;
    case R_EVX:
    case R_EVR:
        TRI_SFX(subset_call)(r == R_EVX ? TEST_EVX : TEST_EVR, jobz, 'A', 'L', n, a, lda, 0, 1, 1, 1, &m, w, z,
                             (trident_int)n, TRI_SFX(subset_lwork)(n), &info);
        break;
    case R_EVR_SUBSET:
        TRI_SFX(subset_call)(TEST_EVR, jobz, 'I', 'L', n, a, lda, 0, 1, il, iu, &m, w, z, (trident_int)n,
                             TRI_SFX(subset_lwork)(n), &info);
        break;
    case R_GVD:
    case R_GVD_F:
        /* gv_call has lda = n: pass the leading n-by-n of a copy */
        if (lda != n) {
            for (int64_t j = 0; j < n; ++j) memmove(a + j * n, a + j * lda, sizeof(TRI_T) * (size_t)n);
        }
        TRI_SFX(gv_call)(r == R_GVD_F, 1, jobz, 'L', n, a, b, w, &info);
        if (lda != n) /* back to the caller's layout, padding as it was */
            for (int64_t j = n - 1; j >= 0; --j) {
                memmove(a + j * lda, a + j * n, sizeof(TRI_T) * (size_t)n);
                memcpy(a + j * lda + n, a0 + j * lda + n, sizeof(TRI_T) * (size_t)(lda - n));
            }
        break;
    case R_GVX:
    case R_GVX_F:
        TRI_SFX(gvx_call)(r == R_GVX_F, 1, jobz, 'A', 'L', n, a, lda, b, n, 0, 1, 1, 1, &m, w, z, n, &info);
        break;
    }
    if ((r == R_EVD || r == R_GVD || r == R_GVD_F) && jobz == 'V' && info == 0)
        for (int64_t j = 0; j < n; ++j) memcpy(z + j * n, a + j * lda, sizeof(TRI_T) * (size_t)n);
    if (a_out) memcpy(a_out, a, sizeof(TRI_T) * (size_t)(lda * n));
    if (b_out) memcpy(b_out, b, sizeof(TRI_T) * (size_t)(n * n));
    free(a), free(b);
    CHECK(info == 0, "%s jobz=%c n=%lld: info %d", test_routine_name[r], jobz, (long long)n, (int)info);
    return info == 0 ? m : -1;
}

/* The first row of largest |x(i)|. */
static int64_t TRI_SFX(first_largest)(int64_t n, const TRI_T *x, TRI_R *second_ratio)
{
    int64_t k = 0;
    TRI_R best = -1, second = 0;
    for (int64_t i = 0; i < n; ++i) {
        const TRI_R v = tri_abs(x[i]);
        if (v > best) second = best > second ? best : second, best = v, k = i;
        else if (v > second) second = v;
    }
    if (second_ratio) *second_ratio = best > 0 ? second / best : 0;
    return k;
}

static void TRI_SFX(test_canonical_vectors)(int64_t n)
{
    trident_context *ctx = trident_default_context();
    TRI_T *q = TRI_SFX(new_array)(n * n), *a0 = TRI_SFX(new_array)(n * n), *b0 = TRI_SFX(new_array)(n * n);
    TRI_T *bf = TRI_SFX(new_array)(n * n), *z0 = TRI_SFX(new_array)(n * n), *z1 = TRI_SFX(new_array)(n * n);
    TRI_R *lambda = TRI_SFX(new_real_array)(n), *w0 = TRI_SFX(new_real_array)(n), *w1 = TRI_SFX(new_real_array)(n);
    for (int64_t i = 0; i < n; ++i) lambda[i] = (TRI_R)(i + 1);
    TRI_SFX(random_unitary)(n, q);
    TRI_SFX(hermitian_from_pairs)(n, q, lambda, a0);
    for (int64_t k = 0; k < n * n; ++k) b0[k] = bf[k] = 0;
    for (int64_t i = 0; i < n; ++i) b0[i + i * n] = 4, bf[i + i * n] = 2; /* B = 4 I = (2 I)^H (2 I) */

    for (int r = 0; r < R_COUNT; ++r) {
        const TRI_T *b = (r == R_GVD_F || r == R_GVX_F) ? bf : b0;
        const int generalized = r >= R_GVD;
        const int64_t first = r == R_EVR_SUBSET ? 1 : 0; /* index of z's first column in Q */
        trident_context_set_canonical_vectors(ctx, 0);
        const int64_t m0 = TRI_SFX(option_run)(r, 'V', n, a0, n, b, w0, z0, NULL, NULL);
        trident_context_set_canonical_vectors(ctx, 1);
        const int64_t m1 = TRI_SFX(option_run)(r, 'V', n, a0, n, b, w1, z1, NULL, NULL);
        trident_context_set_canonical_vectors(ctx, 0);
        const char *name = test_routine_name[r];
        CHECK(m0 == m1 && m0 > 0 && !memcmp(w0, w1, sizeof(TRI_R) * (size_t)m0),
              "%s canonical: eigenvalues or m (%lld, %lld) changed", name, (long long)m0, (long long)m1);
        if (m0 != m1 || m0 <= 0) continue;
        int not_canonical = 0, not_unit_multiple = 0, far_from_q = 0, compared = 0;
        double worst = 0;
        for (int64_t j = 0; j < m0; ++j) {
            const TRI_T *x0 = z0 + j * n, *x1 = z1 + j * n, *qj = q + (first + j) * n;
            const int64_t k = TRI_SFX(first_largest)(n, x1, NULL);
            not_canonical += !(tri_imag(x1[k]) == 0 && tri_real(x1[k]) > 0);
            /* x1 = p x0 with |p| = 1 */
#if TRI_COMPLEX
            const TRI_T p = x1[k] / x0[k];
            double dev = fabs((double)tri_abs(p) - 1);
            for (int64_t i = 0; i < n; ++i) dev = fmax(dev, (double)tri_abs(x1[i] - p * x0[i]));
            not_unit_multiple += dev > 8 * TRI_EPS;
#else
            const TRI_R s = x1[k] == x0[k] ? 1 : -1;
            for (int64_t i = 0; i < n; ++i) not_unit_multiple += x1[i] != s * x0[i];
#endif
            /* Q's column, made canonical by hand, scaled as the routine's Z */
            TRI_R second;
            const int64_t kq = TRI_SFX(first_largest)(n, qj, &second);
            if (second > (TRI_R)0.99) continue; /* no clear largest component */
            ++compared;
            const TRI_T phase = tri_conj(qj[kq]) / tri_abs(qj[kq]);
            const TRI_R scale = generalized ? (TRI_R)0.5 : 1;
            double diff = 0;
            for (int64_t i = 0; i < n; ++i) diff = fmax(diff, (double)tri_abs(x1[i] - qj[i] * phase * scale));
            worst = fmax(worst, diff);
            far_from_q += diff > 100 * (double)n * TRI_EPS;
        }
        CHECK(!not_canonical && !not_unit_multiple && !far_from_q && compared >= m0 / 2,
              "%s canonical (n=%lld): %d columns not canonical, %d not a unit multiple of the plain run, "
              "%d of %d differ from Q's canonical column (worst %.3g)", name, (long long)n, not_canonical,
              not_unit_multiple, far_from_q, compared, worst);
    }
    free(q), free(a0), free(b0), free(bf), free(z0), free(z1), free(lambda), free(w0), free(w1);
}

static void TRI_SFX(test_keep_inputs)(int64_t n, char jobz)
{
    trident_context *ctx = trident_default_context();
    const int64_t lda = n + 3;
    const TRI_R guard = (TRI_R)-123.25;
    TRI_T *a0 = TRI_SFX(new_array)(lda * n), *b0 = TRI_SFX(new_array)(n * n), *ah = TRI_SFX(new_array)(n * n);
    TRI_T *a_out = TRI_SFX(new_array)(lda * n), *b_out = TRI_SFX(new_array)(n * n), *bf = TRI_SFX(new_array)(n * n);
    TRI_T *z0 = TRI_SFX(new_array)(n * n), *z1 = TRI_SFX(new_array)(n * n);
    TRI_R *w0 = TRI_SFX(new_real_array)(n), *w1 = TRI_SFX(new_real_array)(n);
    TRI_SFX(gv_make_problem)(n, ah, b0);
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < lda; ++i) a0[i + j * lda] = i < n ? ah[i + j * n] : guard;
    { /* B's factor, for the _factored forms */
        blas_int bn = (blas_int)n, info = 0;
        memcpy(bf, b0, sizeof(TRI_T) * (size_t)(n * n));
        TRI_LAPACK(potrf)("L", &bn, bf, &bn, &info, 1);
    }
    for (int r = 0; r < R_COUNT; ++r) {
        const TRI_T *b = (r == R_GVD_F || r == R_GVX_F) ? bf : b0;
        const int a_is_output = jobz == 'V' && (r == R_EVD || r == R_GVD || r == R_GVD_F);
        const char *name = test_routine_name[r];
        const int64_t m0 = TRI_SFX(option_run)(r, jobz, n, a0, lda, b, w0, z0, NULL, NULL);
        trident_context_set_keep_inputs(ctx, 1);
        const int64_t m1 = TRI_SFX(option_run)(r, jobz, n, a0, lda, b, w1, z1, a_out, b_out);
        trident_context_set_keep_inputs(ctx, 0);
        CHECK(a_is_output || !memcmp(a_out, a0, sizeof(TRI_T) * (size_t)(lda * n)),
              "%s jobz=%c keep inputs: a was modified", name, jobz);
        CHECK(!memcmp(b_out, b, sizeof(TRI_T) * (size_t)(n * n)), "%s jobz=%c keep inputs: b was modified", name,
              jobz);
        CHECK(m0 == m1 && m0 > 0, "%s jobz=%c keep inputs: m %lld, without %lld", name, jobz, (long long)m1,
              (long long)m0);
        if (m0 != m1 || m0 <= 0) continue;
        double diff = 0, wmax = 0;
        for (int64_t i = 0; i < m0; ++i)
            diff = fmax(diff, fabs((double)w0[i] - (double)w1[i])), wmax = fmax(wmax, fabs((double)w0[i]));
        CHECK(diff <= 30 * (double)n * TRI_EPS * (wmax > 1 ? wmax : 1), "%s jobz=%c keep inputs: eigenvalues "
              "differ by %.3g", name, jobz, diff);
        if (jobz == 'V' && r < R_GVD) { /* the vectors still solve the problem */
            char label[64];
            snprintf(label, sizeof label, "%s keep inputs", name);
            TRI_SFX(check_eigenpairs)(label, n, ah, m1, w1, w0, z1, n, r == R_EVR || r == R_EVR_SUBSET);
        }
    }
    free(a0), free(b0), free(ah), free(a_out), free(b_out), free(bf), free(z0), free(z1), free(w0), free(w1);
}

/*
 * The helper itself on exact ties: the FIRST component of largest magnitude
 * decides; canonical and zero columns keep their bits; rows past n (ldz
 * padding) are not touched.
 */
static void TRI_SFX(test_canonicalize_ties)(void)
{
    enum { n = 3, ldz = 4, m = 4 };
    const TRI_R pad = (TRI_R)-77;
#if TRI_COMPLEX
    const TRI_T j = (TRI_T)I;
#else
    const TRI_T j = -1; /* real types: a sign, for the same pattern */
#endif
    const TRI_T z0[ldz * m] = {-1, 1, (TRI_R)0.5, pad,  (TRI_R)0.5, 2, -2, pad,  0, 0, 0, pad,  j, 1, 0, pad};
    /* expected: flipped (-1 first); kept (2 before -2); kept (zero); times conj(j) (j first) */
    const TRI_T want[ldz * m] = {1, -1, (TRI_R)-0.5, pad,  (TRI_R)0.5, 2, -2, pad,  0, 0, 0, pad,
                                 1, tri_conj(j), 0, pad};
    TRI_T z[ldz * m];
    memcpy(z, z0, sizeof z);
    TRI_SFX(trident_canonicalize_vectors)(n, m, z, ldz);
    int wrong = 0; /* by value: a flipped or rotated 0 may come out as -0 */
    for (int k = 0; k < ldz * m; ++k) wrong += z[k] != want[k];
    CHECK(!wrong, "canonicalize: ties, zero column or padding handled wrongly (%d entries)", wrong);
}

static void TRI_SFX(run_options)(void)
{
    TRI_SFX(test_canonicalize_ties)();
    TRI_SFX(test_canonical_vectors)(40);
    TRI_SFX(test_canonical_vectors)(3);
    TRI_SFX(test_keep_inputs)(37, 'V');
    TRI_SFX(test_keep_inputs)(37, 'N');
    TRI_SFX(test_keep_inputs)(1, 'N');
}
