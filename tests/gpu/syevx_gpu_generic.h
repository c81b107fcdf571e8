/*
 * syevx_gpu_generic.h -- the subset eigensolvers through the public
 * host-pointer API with the default context on backend gpu, one precision
 * (s, d, c, z): xSYEVX / xHEEVX, xSYEVR / xHEEVR, xSYGVX / xHEGVX (itype 1).
 * Every call sizes its workspace by the query (lwork = -1) as a LAPACK
 * user would, and passes A (B) with the triangle uplo does not name set to
 * NaN and guard rows below n (lda = n + 1, ldb = n + 2), Z with guard rows
 * (ldz = n + 2) and guard columns: none of them may be read into the result
 * or written (for range 'I' Z has m columns; for jobz 'N' Z is not
 * referenced at all).
 *
 * Checks (ratios < 30 as in LAPACK's tests, eps the unit roundoff):
 *   eigenvalues   |w - w_ref| / (n ||A|| eps), w_ref LAPACK's xSYEVD /
 *                 xHEEVD (or the known spectrum); ascending; m as selected
 *   vectors       ||A Z - Z L|| / (n ||A|| eps), ||I - Z^H Z|| / (n eps)
 *                 (xSYEVR: MRRR_ORTH_LIMIT); ifail all 0 (evx, gvx);
 *                 isuppz 1 <= first <= last <= n (evr)
 *   full solve    each vector of an isolated eigenvalue equals LAPACK's
 *                 full-solve vector up to a sign / phase
 *   generalized   eigenvalues against LAPACK's xSYGVD, residual and
 *                 B-normalization (common/generalized_checks_generic.h),
 *                 B's Cholesky factor left in b against xPOTRF
 *   bits          a second identical call, or one with lower-case
 *                 characters, returns the same bits
 * ||.|| is the Frobenius norm throughout.
 */

#ifndef SYEVX_GPU_SHARED
#define SYEVX_GPU_SHARED
enum { SOLVER_EVX, SOLVER_EVR };
static const char *const solver_tag[2] = {"evx", "evr"};
/*
 * Orthogonality limit of MRRR vectors (xSYEVR), in units of n eps: MRRR
 * guarantees O(n eps) with a larger constant than inverse iteration;
 * host/syevx_generic.h (TEST_MRRR_ORTH_LIMIT) records why 240.  A wrong
 * or stale column gives ~1 / (n eps), far above.
 */
#define MRRR_ORTH_LIMIT 240.0
/* value of the never-referenced rows and columns of A, B and Z */
#define GUARD_VALUE (-77.25)

/* A selection of eigenvalues: the range arguments, and the reference
 * eigenvalues first .. first + count - 1 (0-based) it must return. */
struct selection {
    char range;
    trident_int il, iu;
    double vl, vu;
    int64_t first, count;
};

/* What a second call of the same problem is (its bits must be the first's). */
enum { SECOND_NONE, SECOND_SAME, SECOND_LOWER_CASE };

static char lower_case(char c) { return (char)(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c); }
static int is_upper_uplo(char uplo) { return uplo == 'U' || uplo == 'u'; }
static int wants_vectors(char jobz) { return jobz == 'V' || jobz == 'v'; }
/* the stored triangle of uplo */
static int stored(char uplo, int64_t i, int64_t j) { return is_upper_uplo(uplo) ? i <= j : i >= j; }
static trident_int size_answer(double x) { return (trident_int)ceil(x); }

/* Range 'I', il..iu (1-based) */
static struct selection index_window(trident_int il, trident_int iu)
{
    struct selection s = {'I', il, iu, 0, 1, il - 1, iu - il + 1};
    return s;
}

/* With backend gpu, a call of order >= 2 must not have run on the host. */
static void check_backend(const char *label, int64_t n)
{
    if (!gpu_mode || n < 2) return;
    const char *be = trident_context_last_backend(trident_default_context());
    CHECK(strcmp(be, "host") && strcmp(be, "none"), "%s: ran on backend '%s' with backend gpu set", label, be);
}
#endif

#if TRI_COMPLEX
#define TRI_EVX TRI_PUBLIC(heevx)
#define TRI_EVR TRI_PUBLIC(heevr)
#define TRI_GVX TRI_PUBLIC(hegvx)
#else
#define TRI_EVX TRI_PUBLIC(syevx)
#define TRI_EVR TRI_PUBLIC(syevr)
#define TRI_GVX TRI_PUBLIC(sygvx)
#endif

static const char *TRI_SFX(solver_name)(int solver)
{
    return solver == SOLVER_EVX ? TRI_STR(TRI_EVX) : TRI_STR(TRI_EVR);
}

/* ---- matrices ----------------------------------------------------------- */

/* The ld-by-n array a LAPACK caller may pass for the full Hermitian m0 (n-by-n,
 * ld n): triangle uplo holds m0, the other strict triangle NaN, rows n..ld-1
 * the guard value. */
static void TRI_SFX(make_image)(char uplo, int64_t n, int64_t ld, const TRI_T *m0, TRI_T *img)
{
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < ld; ++i)
            img[i + j * ld] = i >= n ? (TRI_T)GUARD_VALUE : stored(uplo, i, j) ? m0[i + j * n] : (TRI_T)NAN;
}

/* Elements outside triangle uplo (the other triangle, the rows below n)
 * whose bits differ between the images before and after. */
static int64_t TRI_SFX(outside_changed)(char uplo, int64_t n, int64_t ld, const TRI_T *before, const TRI_T *after)
{
    int64_t changed = 0;
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < ld; ++i)
            if ((i >= n || !stored(uplo, i, j)) && memcmp(&before[i + j * ld], &after[i + j * ld], sizeof(TRI_T)))
                ++changed;
    return changed;
}

/* Elements of z (ldz rows, cols columns) that a call returning m vectors
 * (jobz 'V') may not touch but did: rows n..ldz-1, and the columns from m
 * on where `beyond_m` (range 'I', 'A': the caller's z may have m columns);
 * all of z for jobz 'N'. */
static int64_t TRI_SFX(z_guards_changed)(int wantz, int beyond_m, int64_t n, int64_t m, int64_t ldz, int64_t cols,
                                         const TRI_T *z)
{
    int64_t changed = 0;
    const TRI_T guard = (TRI_T)GUARD_VALUE;
    for (int64_t j = 0; j < cols; ++j)
        for (int64_t i = 0; i < ldz; ++i) {
            const int free_to_write = wantz && i < n && (j < m || !beyond_m);
            if (!free_to_write && memcmp(&z[i + j * ldz], &guard, sizeof(TRI_T))) ++changed;
        }
    return changed;
}

/* a0: random Hermitian; b0 = C C^H + n I (C random, so lambda_min(B) >= n) */
static void TRI_SFX(definite_pair)(int64_t n, TRI_T *a0, TRI_T *b0)
{
    TRI_SFX(random_hermitian)(n, a0, n);
    TRI_T *c = TRI_SFX(new_array)(n * n);
    for (int64_t k = 0; k < n * n; ++k) c[k] = TRI_SFX(random_scalar)();
    blas_int bn = (blas_int)n;
    const TRI_T one = 1, zero = 0;
    TRI_LAPACK(gemm)("N", "C", &bn, &bn, &bn, &one, c, &bn, c, &bn, &zero, b0, &bn, 1, 1);
    for (int64_t j = 0; j < n; ++j) {
        b0[j + j * n] = tri_real(b0[j + j * n]) + (TRI_R)n;
        for (int64_t i = j + 1; i < n; ++i) b0[j + i * n] = tri_conj(b0[i + j * n]);
    }
    free(c);
}

/* ---- LAPACK references -------------------------------------------------- */

/* LAPACK's xSYEVD / xHEEVD of a0 (n-by-n, ld n): w, and with z != NULL the
 * eigenvectors (n-by-n, ld n). */
static void TRI_SFX(lapack_full_solve)(int64_t n, const TRI_T *a0, TRI_R *w, TRI_T *z)
{
    TRI_T *a = z ? z : TRI_SFX(new_array)(n * n);
    memcpy(a, a0, sizeof(TRI_T) * (size_t)(n * n));
    /* LAPACK's minimum sizes for jobz 'V', plus room for blocking */
    blas_int bn = (blas_int)n, lw = (blas_int)(1 + 6 * n + 2 * n * n + 64 * n),
             lrw = (blas_int)(1 + 5 * n + 2 * n * n), liw = (blas_int)(3 + 5 * n), info = 0;
    TRI_T *work = TRI_SFX(new_array)(lw);
    TRI_R *rwork = TRI_SFX(new_real_array)(lrw);
    blas_int *iwork = malloc(sizeof(blas_int) * (size_t)liw);
    const char *jobz = z ? "V" : "N";
    (void)rwork;
#if TRI_COMPLEX
    TRI_LAPACK_SY(evd)(jobz, "L", &bn, a, &bn, w, work, &lw, rwork, &lrw, iwork, &liw, &info, 1, 1);
#else
    TRI_LAPACK_SY(evd)(jobz, "L", &bn, a, &bn, w, work, &lw, iwork, &liw, &info, 1, 1);
#endif
    CHECK(info == 0, "LAPACK reference xSYEVD n=%lld: info %d", (long long)n, (int)info);
    if (!z) free(a);
    free(work), free(rwork), free(iwork);
}

/* ---- the calls, as a LAPACK user makes them ----------------------------- */

/*
 * xSYEVX / xHEEVX or xSYEVR / xHEEVR (abstol 0): the workspace query (lwork
 * = -1; for xSYEVR lrwork = liwork = -1 too), its answers checked against
 * LAPACK's minima, then the solve with exactly those sizes.  After a
 * successful jobz 'V' solve: ifail[0..m) all 0 (evx), isuppz pairs within
 * 1..n and ordered (evr).  Returns info.
 */
static trident_int TRI_SFX(subset_solve)(const char *label, int solver, char jobz, char range, char uplo,
                                         int64_t n, TRI_T *a, int64_t lda, TRI_R vl, TRI_R vu, trident_int il,
                                         trident_int iu, trident_int *m, TRI_R *w, TRI_T *z, int64_t ldz)
{
    const int64_t nn = n > 0 ? n : 1;
    const trident_int tn = (trident_int)n, tlda = (trident_int)lda, tldz = (trident_int)ldz;
    trident_int info = 12345, iq = 0, fail_q = 0, supp_q[2] = {0, 0};
    TRI_T wq = 0;
    TRI_R rq = 0;
    (void)rq;
    if (solver == SOLVER_EVX) {
#if TRI_COMPLEX
        TRI_EVX(jobz, range, uplo, tn, a, tlda, vl, vu, il, iu, 0, m, w, z, tldz, &wq, -1, &rq, &iq, &fail_q, &info);
#else
        TRI_EVX(jobz, range, uplo, tn, a, tlda, vl, vu, il, iu, 0, m, w, z, tldz, &wq, -1, &iq, &fail_q, &info);
#endif
    } else {
#if TRI_COMPLEX
        TRI_EVR(jobz, range, uplo, tn, a, tlda, vl, vu, il, iu, 0, m, w, z, tldz, supp_q, &wq, -1, &rq, -1, &iq, -1,
                &info);
#else
        TRI_EVR(jobz, range, uplo, tn, a, tlda, vl, vu, il, iu, 0, m, w, z, tldz, supp_q, &wq, -1, &iq, -1, &info);
#endif
    }
    CHECK(info == 0, "%s: workspace query info %d", label, (int)info);
    if (info) return info;

    /* LAPACK's minima (evx: lwork; heevx takes rwork 7n, iwork 5n unqueried) */
    const int64_t lwmin = n <= 1 ? 1 : solver == SOLVER_EVX ? (TRI_COMPLEX ? 2 * n : 8 * n) : (TRI_COMPLEX ? 2 * n : 26 * n);
    const trident_int lwork = size_answer((double)tri_real(wq));
    trident_int lrwork = (trident_int)(7 * nn), liwork = (trident_int)(5 * nn);
    if (solver == SOLVER_EVR) {
        liwork = iq;
        if (TRI_COMPLEX) lrwork = size_answer((double)rq);
        CHECK(liwork >= (n <= 1 ? 1 : 10 * n) && (!TRI_COMPLEX || lrwork >= (n <= 1 ? 1 : 24 * n)),
              "%s: query answered liwork %d, lrwork %d (LAPACK's minima %lld, %lld)", label, (int)liwork,
              (int)lrwork, (long long)(n <= 1 ? 1 : 10 * n), (long long)(n <= 1 ? 1 : 24 * n));
    }
    CHECK(lwork >= lwmin, "%s: query answered lwork %d < LAPACK's minimum %lld", label, (int)lwork, (long long)lwmin);

    TRI_T *work = TRI_SFX(new_array)(lwork > 0 ? lwork : 1);
    TRI_R *rwork = TRI_SFX(new_real_array)(lrwork > 0 ? lrwork : 1);
    trident_int *iwork = malloc(sizeof(trident_int) * (size_t)(liwork > 0 ? liwork : 1));
    trident_int *ifail = malloc(sizeof(trident_int) * (size_t)nn);
    trident_int *isuppz = malloc(sizeof(trident_int) * 2 * (size_t)nn);
    for (int64_t i = 0; i < nn; ++i) ifail[i] = -1, isuppz[2 * i] = isuppz[2 * i + 1] = -1;
    (void)rwork;
    info = 12345;
    *m = -1;
    if (solver == SOLVER_EVX) {
#if TRI_COMPLEX
        TRI_EVX(jobz, range, uplo, tn, a, tlda, vl, vu, il, iu, 0, m, w, z, tldz, work, lwork, rwork, iwork, ifail,
                &info);
#else
        TRI_EVX(jobz, range, uplo, tn, a, tlda, vl, vu, il, iu, 0, m, w, z, tldz, work, lwork, iwork, ifail, &info);
#endif
    } else {
#if TRI_COMPLEX
        TRI_EVR(jobz, range, uplo, tn, a, tlda, vl, vu, il, iu, 0, m, w, z, tldz, isuppz, work, lwork, rwork, lrwork,
                iwork, liwork, &info);
#else
        TRI_EVR(jobz, range, uplo, tn, a, tlda, vl, vu, il, iu, 0, m, w, z, tldz, isuppz, work, lwork, iwork, liwork,
                &info);
#endif
    }
    if (info == 0 && wants_vectors(jobz) && *m >= 0 && *m <= n) {
        int64_t bad = 0;
        for (int64_t i = 0; i < *m; ++i)
            bad += solver == SOLVER_EVX ? ifail[i] != 0
                                        : !(1 <= isuppz[2 * i] && isuppz[2 * i] <= isuppz[2 * i + 1] &&
                                            isuppz[2 * i + 1] <= n);
        CHECK(bad == 0, "%s: %lld of %d vectors with %s (first: %d %d)", label, (long long)bad, (int)*m,
              solver == SOLVER_EVX ? "ifail != 0" : "isuppz outside 1..n or first > last",
              solver == SOLVER_EVX ? (int)ifail[0] : (int)isuppz[0], solver == SOLVER_EVX ? 0 : (int)isuppz[1]);
    }
    free(work), free(rwork), free(iwork), free(ifail), free(isuppz);
    return info;
}

/* xSYGVX / xHEGVX, itype 1, abstol 0: the workspace query, then the solve
 * (rwork 7n, iwork 5n as LAPACK sizes them); ifail[0..m) all 0 after a
 * successful jobz 'V' solve.  Returns info. */
static trident_int TRI_SFX(gvx_solve)(const char *label, char jobz, char range, char uplo, int64_t n, TRI_T *a,
                                      int64_t lda, TRI_T *b, int64_t ldb, TRI_R vl, TRI_R vu, trident_int il,
                                      trident_int iu, trident_int *m, TRI_R *w, TRI_T *z, int64_t ldz)
{
    const int64_t nn = n > 0 ? n : 1;
    const trident_int tn = (trident_int)n, tlda = (trident_int)lda, tldb = (trident_int)ldb,
                      tldz = (trident_int)ldz;
    trident_int info = 12345, iq = 0, fail_q = 0;
    TRI_T wq = 0;
    TRI_R rq = 0;
    (void)rq;
#if TRI_COMPLEX
    TRI_GVX(1, jobz, range, uplo, tn, a, tlda, b, tldb, vl, vu, il, iu, 0, m, w, z, tldz, &wq, -1, &rq, &iq, &fail_q,
            &info);
#else
    TRI_GVX(1, jobz, range, uplo, tn, a, tlda, b, tldb, vl, vu, il, iu, 0, m, w, z, tldz, &wq, -1, &iq, &fail_q,
            &info);
#endif
    CHECK(info == 0, "%s: workspace query info %d", label, (int)info);
    if (info) return info;
    const int64_t lwmin = n <= 1 ? 1 : (TRI_COMPLEX ? 2 * n : 8 * n);
    const trident_int lwork = size_answer((double)tri_real(wq));
    CHECK(lwork >= lwmin, "%s: query answered lwork %d < LAPACK's minimum %lld", label, (int)lwork, (long long)lwmin);

    TRI_T *work = TRI_SFX(new_array)(lwork > 0 ? lwork : 1);
    TRI_R *rwork = TRI_SFX(new_real_array)(7 * nn);
    trident_int *iwork = malloc(sizeof(trident_int) * 5 * (size_t)nn);
    trident_int *ifail = malloc(sizeof(trident_int) * (size_t)nn);
    for (int64_t i = 0; i < nn; ++i) ifail[i] = -1;
    (void)rwork;
    info = 12345;
    *m = -1;
#if TRI_COMPLEX
    TRI_GVX(1, jobz, range, uplo, tn, a, tlda, b, tldb, vl, vu, il, iu, 0, m, w, z, tldz, work, lwork, rwork, iwork,
            ifail, &info);
#else
    TRI_GVX(1, jobz, range, uplo, tn, a, tlda, b, tldb, vl, vu, il, iu, 0, m, w, z, tldz, work, lwork, iwork, ifail,
            &info);
#endif
    if (info == 0 && wants_vectors(jobz) && *m >= 0 && *m <= n) {
        int64_t bad = 0;
        for (int64_t i = 0; i < *m; ++i) bad += ifail[i] != 0;
        CHECK(bad == 0, "%s: %lld of %d vectors with ifail != 0", label, (long long)bad, (int)*m);
    }
    free(work), free(rwork), free(iwork), free(ifail);
    return info;
}

/* ---- checks ------------------------------------------------------------- */

/*
 * The m pairs (w, z) of a0 (n-by-n, ld n) against the reference eigenvalues
 * wref[0..m): |w - wref| / (n ||A|| eps) < 30, w ascending; with z:
 * ||A Z - Z L|| / (n ||A|| eps) < 30, ||I - Z^H Z|| / (n eps) < orth_limit.
 */
static void TRI_SFX(check_pairs)(const char *label, int64_t n, const TRI_T *a0, int64_t m, const TRI_R *w,
                                 const TRI_R *wref, const TRI_T *z, int64_t ldz, double orth_limit)
{
    if (n == 0 || m == 0) return;
    const double anorm = TRI_SFX(fro)(n, n, a0, n), scale = (double)n * (anorm > 0 ? anorm : 1) * TRI_EPS;
    double diff = 0;
    int ascending = 1;
    for (int64_t i = 0; i < m; ++i) {
        const double d = fabs((double)w[i] - (double)wref[i]);
        if (d > diff || d != d) diff = d;
        if (i + 1 < m && !(w[i] <= w[i + 1])) ascending = 0;
    }
    CHECK(diff / scale < TEST_RATIO_LIMIT && ascending, "%s: eigenvalues %.2f n|A|eps from the reference, "
          "ascending %d", label, diff / scale, ascending);
    test_record_ratio(diff / scale);
    if (!z) return;
    double res, orth;
    TRI_SFX(eigenpair_ratios)(n, a0, m, w, z, ldz, &res, &orth);
    CHECK(res < TEST_RATIO_LIMIT && orth < orth_limit, "%s: |AZ-ZL| %.2f, |I-Z^HZ| %.2f (limits %.0f, %.0f)", label,
          res, orth, TEST_RATIO_LIMIT, orth_limit);
    test_record_ratio(res);
    if (orth_limit <= TEST_RATIO_LIMIT) test_record_ratio(orth);
}

/*
 * Each of the m subset vectors (for the reference eigenvalues first ..
 * first + m - 1 of wall) against LAPACK's full-solve vector zref (n-by-n,
 * ld n), where the eigenvalue is isolated: | |z^H z_ref| - 1 | below 1e-8
 * (d, z) or 1e-3 (s, c).  Isolated: gap to both neighbours in wall above
 * 1e-6 ||A|| (d, z) or 1e-4 ||A|| (s, c).  For d and z, passing residual
 * checks already bound the angle (Davis-Kahan: sin <= 2 * 30 n eps ||A|| /
 * gap) so that 1 - cos stays far below the limit; for s and c that bound is
 * void, but realistic residuals (~eps ||A||) put 1 - cos near 1e-8 there.
 */
static void TRI_SFX(check_against_full)(const char *label, int64_t n, double anorm, int64_t m, const TRI_T *z,
                                        int64_t ldz, const TRI_R *wall, const TRI_T *zref, int64_t first)
{
    const int single = TRI_EPS > 1e-10;
    const double min_gap = (single ? 1e-4 : 1e-6) * anorm, limit = single ? 1e-3 : 1e-8;
    double worst = 0;
    int64_t compared = 0, worst_j = -1;
    for (int64_t j = 0; j < m; ++j) {
        const int64_t k = first + j;
        double gap = INFINITY;
        if (k > 0) gap = fmin(gap, (double)wall[k] - (double)wall[k - 1]);
        if (k + 1 < n) gap = fmin(gap, (double)wall[k + 1] - (double)wall[k]);
        if (!(gap > min_gap)) continue;
        double _Complex s = 0;
        for (int64_t i = 0; i < n; ++i)
            s += (double _Complex)tri_conj(zref[i + k * n]) * (double _Complex)z[i + j * ldz];
        const double dev = fabs(cabs(s) - 1);
        ++compared;
        if (dev > worst || dev != dev) worst = dev, worst_j = j;
    }
    CHECK(worst < limit, "%s: vector %lld (of %lld isolated ones) differs from the full solve's: "
          "| |z^H z_full| - 1 | = %.3g (limit %.0e)", label, (long long)worst_j, (long long)compared, worst, limit);
}

/* A second call of a problem (lowered: with jobz, range and uplo in lower
 * case) that returned info2, m2, w2, z2 must give info 0 and the first
 * call's m, w and (z != NULL) Z bits. */
static void TRI_SFX(check_second_call)(const char *label, int lowered, int64_t n, trident_int m, const TRI_R *w,
                                       const TRI_T *z, int64_t ldz, trident_int info2, trident_int m2,
                                       const TRI_R *w2, const TRI_T *z2)
{
    const int64_t mm = m > 0 && m <= n ? m : 0; /* a wrong m is reported by the caller */
    const int same = info2 == 0 && m2 == m && !memcmp(w, w2, sizeof(TRI_R) * (size_t)mm) &&
                     (!z || !memcmp(z, z2, sizeof(TRI_T) * (size_t)(ldz * mm)));
    CHECK(same, "%s: a second call%s gives info %d, m %d and %s bits", label,
          lowered ? " with lower-case jobz, range, uplo" : "", (int)info2, (int)m2,
          same ? "the same" : "different w or Z");
}

/* ---- selections ---------------------------------------------------------- */

/* Range 'V' around the eigenvalues lo..hi (0-based) of the ascending w
 * (n >= 1): each end moved outwards past gaps up to min_gap, then (vl, vu]
 * halfway between neighbours, so rounding cannot move an eigenvalue across. */
static struct selection TRI_SFX(value_window)(int64_t n, const TRI_R *w, int64_t lo, int64_t hi, double min_gap)
{
    while (lo > 0 && (double)w[lo] - (double)w[lo - 1] <= min_gap) --lo;
    while (hi + 1 < n && (double)w[hi + 1] - (double)w[hi] <= min_gap) ++hi;
    struct selection s = {'V', 1, 1, 0, 0, lo, hi - lo + 1};
    s.vl = lo > 0 ? 0.5 * ((double)w[lo - 1] + (double)w[lo]) : (double)w[0] - 1 - fabs((double)w[0]);
    s.vu = hi + 1 < n ? 0.5 * ((double)w[hi] + (double)w[hi + 1]) : (double)w[n - 1] + 1 + fabs((double)w[n - 1]);
    return s;
}

/*
 * The selections of the random tests on the spectrum w (n >= 1):
 *   'L' the lowest 10% (at least one), 'M' an index window in the middle,
 *   'S' one eigenvalue (il = iu), 'V' a value window over the middle half,
 *   'A' all.
 */
static struct selection TRI_SFX(select)(char tag, int64_t n, const TRI_R *w)
{
    const trident_int tn = (trident_int)n;
    switch (tag) {
    case 'L': return index_window(1, tn / 10 > 1 ? tn / 10 : 1);
    case 'M': return index_window(tn / 3 + 1, tn / 3 + (tn / 8 > 1 ? tn / 8 : 1));
    case 'S': return index_window(tn / 2 + 1, tn / 2 + 1);
    case 'V': {
        const double norm2 = fmax(fabs((double)w[0]), fabs((double)w[n - 1]));
        return TRI_SFX(value_window)(n, w, n / 3, n - 1 - n / 4, 1000 * TRI_EPS * norm2);
    }
    default: {
        struct selection s = {'A', 1, 1, 0, 1, 0, n};
        return s;
    }
    }
}

/* ---- one standard subset problem ---------------------------------------- */

/*
 * One call of `solver` on a0 (n-by-n, ld n) for the selection sel, wref the
 * reference eigenvalues of a0 (all n) and, where given, zref the reference
 * eigenvectors (n-by-n) for the comparison with the full solve.  second:
 * call once more (SECOND_SAME, or SECOND_LOWER_CASE with jobz, range and
 * uplo in lower case) and require the same m, w and Z bits.
 */
static void TRI_SFX(subset_case)(const char *what, int solver, char jobz, char uplo, int64_t n, const TRI_T *a0,
                                 const TRI_R *wref, const TRI_T *zref, const struct selection *sel,
                                 double orth_limit, int second)
{
    const int64_t nn = n > 0 ? n : 1, lda = n + 1, ldz = wants_vectors(jobz) ? n + 2 : 1;
    const int64_t zsize = (n + 2) * (nn + 1), zcols = zsize / ldz;
    const int wantz = wants_vectors(jobz);
    TRI_T *img0 = TRI_SFX(new_array)(lda * nn), *img = TRI_SFX(new_array)(lda * nn);
    TRI_T *z = TRI_SFX(new_array)(zsize);
    TRI_R *w = TRI_SFX(new_real_array)(nn + 1);
    TRI_SFX(make_image)(uplo, n, lda, a0, img0);
    memcpy(img, img0, sizeof(TRI_T) * (size_t)(lda * nn));
    for (int64_t k = 0; k < zsize; ++k) z[k] = (TRI_T)GUARD_VALUE;
    for (int64_t k = 0; k <= nn; ++k) w[k] = (TRI_R)GUARD_VALUE;

    char label[200];
    snprintf(label, sizeof label, "%s %s jobz=%c range=%c(%d..%d / %.6g..%.6g) uplo=%c n=%lld", what,
             TRI_SFX(solver_name)(solver), jobz, sel->range, (int)sel->il, (int)sel->iu, sel->vl, sel->vu, uplo,
             (long long)n);
    trident_int m = -1;
    const trident_int info = TRI_SFX(subset_solve)(label, solver, jobz, sel->range, uplo, n, img, lda,
                                                   (TRI_R)sel->vl, (TRI_R)sel->vu, sel->il, sel->iu, &m, w, z, ldz);
    CHECK(info == 0 && m == sel->count, "%s: info %d, m %d (expected %lld)", label, (int)info, (int)m,
          (long long)sel->count);
    check_backend(label, n);
    const int64_t outside = TRI_SFX(outside_changed)(uplo, n, lda, img0, img);
    const int64_t zguards = TRI_SFX(z_guards_changed)(wantz, sel->range != 'V', n, m >= 0 ? m : 0, ldz, zcols, z);
    CHECK(w[n] == (TRI_R)GUARD_VALUE && outside == 0 && zguards == 0, "%s: wrote past w (%d), %lld elements of A "
          "outside triangle uplo and its n rows, %lld elements of Z outside its n rows and m columns%s", label,
          w[n] != (TRI_R)GUARD_VALUE, (long long)outside, (long long)zguards, wantz ? "" : " (jobz N)");
    if (info == 0 && m == sel->count && m > 0) {
        TRI_SFX(check_pairs)(label, n, a0, m, w, wref + sel->first, wantz ? z : NULL, ldz, orth_limit);
        if (wantz && zref)
            TRI_SFX(check_against_full)(label, n, TRI_SFX(fro)(n, n, a0, n), m, z, ldz, wref, zref, sel->first);
    }

    if (second != SECOND_NONE && info == 0) {
        const int lc = second == SECOND_LOWER_CASE;
        TRI_T *z2 = TRI_SFX(new_array)(zsize);
        TRI_R *w2 = TRI_SFX(new_real_array)(nn + 1);
        memcpy(img, img0, sizeof(TRI_T) * (size_t)(lda * nn));
        for (int64_t k = 0; k < zsize; ++k) z2[k] = (TRI_T)GUARD_VALUE;
        for (int64_t k = 0; k <= nn; ++k) w2[k] = (TRI_R)GUARD_VALUE;
        trident_int m2 = -1;
        const trident_int info2 = TRI_SFX(subset_solve)(
            label, solver, lc ? lower_case(jobz) : jobz, lc ? lower_case(sel->range) : sel->range,
            lc ? lower_case(uplo) : uplo, n, img, lda, (TRI_R)sel->vl, (TRI_R)sel->vu, sel->il, sel->iu, &m2, w2, z2,
            ldz);
        TRI_SFX(check_second_call)(label, lc, n, m, w, wantz ? z : NULL, ldz, info2, m2, w2, z2);
        free(z2), free(w2);
    }
    free(img0), free(img), free(z), free(w);
}

/* ---- the tests ------------------------------------------------------------ */

/* Random Hermitian A of order n: every selection, jobz, uplo and solver
 * against LAPACK's full solve; bits of a repeated call at n >= 1000 (tag
 * 'L', jobz 'V') and of a lower-case call at n = 50 (tag 'M'). */
static void TRI_SFX(random_problem)(int64_t n)
{
    TRI_T *a0 = TRI_SFX(new_array)(n * n), *zref = TRI_SFX(new_array)(n * n);
    TRI_R *wref = TRI_SFX(new_real_array)(n);
    TRI_SFX(random_hermitian)(n, a0, n);
    TRI_SFX(lapack_full_solve)(n, a0, wref, zref);
    static const char tags[] = "LMSVA", uplos[] = "LU", jobzs[] = "VN";
    for (int u = 0; u < 2; ++u)
        for (int solver = SOLVER_EVX; solver <= SOLVER_EVR; ++solver)
            for (int t = 0; tags[t]; ++t)
                for (int j = 0; j < 2; ++j) {
                    const struct selection sel = TRI_SFX(select)(tags[t], n, wref);
                    const int second = n >= 1000 && tags[t] == 'L' && jobzs[j] == 'V' ? SECOND_SAME
                                     : n == 50 && tags[t] == 'M'                       ? SECOND_LOWER_CASE
                                                                                       : SECOND_NONE;
                    TRI_SFX(subset_case)("random", solver, jobzs[j], uplos[u], n, a0, wref, zref, &sel,
                                         solver == SOLVER_EVR ? MRRR_ORTH_LIMIT : TEST_RATIO_LIMIT, second);
                }
    free(a0), free(zref), free(wref);
}

/*
 * Q diag(lambda) Q^H with `spread` eigenvalues evenly in [-2, 3] and a
 * cluster of `cluster` eigenvalues 1 + j step (j = 0..cluster-1; step 0:
 * one eigenvalue of that multiplicity).  Index windows: the cluster with 5
 * neighbours each side, one from 3 below the cluster into its middle, one
 * inside it; a value window around the whole cluster.  Vectors checked by
 * residual and orthogonality (a basis of a cluster is not unique).  The
 * off-diagonal pairs are averaged (hermitian_from_spectrum), which made
 * the host path's single-precision xSTEIN vectors lose orthogonality
 * before they were orthonormalized per block (syevx_generic.h).
 */
static void TRI_SFX(clustered_problem)(const char *what, int64_t spread, int64_t cluster, double step)
{
    const int64_t n = spread + cluster;
    TRI_R *lambda = TRI_SFX(new_real_array)(n);
    TRI_T *q = TRI_SFX(new_array)(n * n), *a0 = TRI_SFX(new_array)(n * n);
    int64_t c0 = 0, i = 0; /* c0: the cluster's first index */
    for (int pass = 0; pass < 3; ++pass) { /* below 1, the cluster, above 1: ascending */
        if (pass == 1) {
            c0 = i;
            for (int64_t j = 0; j < cluster; ++j) lambda[i++] = (TRI_R)(1 + (double)j * step);
            continue;
        }
        for (int64_t k = 0; k < spread; ++k) {
            const double v = -2 + 5 * ((double)k + 0.5) / (double)spread;
            if ((pass == 0) == (v < 1)) lambda[i++] = (TRI_R)v;
        }
    }
    const blas_int qinfo = TRI_SFX(random_unitary)(n, q);
    CHECK(qinfo == 0, "random unitary n=%lld: LAPACK info %d", (long long)n, (int)qinfo);
    TRI_SFX(hermitian_from_spectrum)(n, q, lambda, 0, a0);
    const trident_int first = (trident_int)c0 + 1, last = (trident_int)(c0 + cluster); /* 1-based */
    struct selection sels[4] = {
        index_window(first - 5, last + 5), index_window(first - 3, first + (trident_int)cluster / 2),
        index_window(first + (trident_int)cluster / 4, first + (trident_int)(3 * cluster) / 4),
        TRI_SFX(value_window)(n, lambda, c0, c0 + cluster - 1, 1e-3)};
    CHECK(sels[3].first == c0 && sels[3].count == cluster, "%s: value window misplaced", what);
    static const char uplos[] = "LU";
    for (int u = 0; u < 2; ++u)
        for (int solver = SOLVER_EVX; solver <= SOLVER_EVR; ++solver)
            for (int s = 0; s < 4; ++s)
                TRI_SFX(subset_case)(what, solver, 'V', uplos[u], n, a0, lambda, NULL, &sels[s],
                                     solver == SOLVER_EVR ? MRRR_ORTH_LIMIT : TEST_RATIO_LIMIT, SECOND_NONE);
    free(lambda), free(q), free(a0);
}

/* Ten W21+ glued by 1e-10 (n = 210): the lowest 50 and all, with vectors. */
static void TRI_SFX(glued_wilkinson_problem)(void)
{
    const int64_t copies = 10, n = 21 * copies;
    TRI_T *a0 = TRI_SFX(new_array)(n * n);
    TRI_R *wref = TRI_SFX(new_real_array)(n);
    TRI_SFX(glued_wilkinson)(copies, 1e-10, a0);
    TRI_SFX(lapack_full_solve)(n, a0, wref, NULL);
    const struct selection sels[2] = {index_window(1, 50), TRI_SFX(select)('A', n, wref)};
    static const char uplos[] = "LU";
    for (int u = 0; u < 2; ++u)
        for (int solver = SOLVER_EVX; solver <= SOLVER_EVR; ++solver)
            for (int s = 0; s < 2; ++s)
                TRI_SFX(subset_case)("glued-Wilkinson", solver, 'V', uplos[u], n, a0, wref, NULL, &sels[s],
                                     solver == SOLVER_EVR ? MRRR_ORTH_LIMIT : TEST_RATIO_LIMIT, SECOND_NONE);
    free(a0), free(wref);
}

/*
 * xSYGVX / xHEGVX (itype 1) on (a0, b0): m, the eigenvalues against
 * LAPACK's xSYGVD (wall) as the host test measures them (sygvx_generic.h:
 * n eps (||A|| + ||B|| max|l|) / n, lambda_min(B) >= n), residual and
 * B-normalization, B's factor in b against xPOTRF, nothing outside the
 * triangles uplo of a and b or the n rows written; second as in
 * subset_case.
 */
static void TRI_SFX(generalized_case)(char jobz, char uplo, int64_t n, const TRI_T *a0, const TRI_T *b0,
                                      const TRI_R *wall, const struct selection *sel, int second)
{
    const int64_t nn = n > 0 ? n : 1, lda = n + 1, ldb = n + 2, ldz = wants_vectors(jobz) ? n + 2 : 1;
    const int64_t zsize = (n + 2) * (nn + 1), zcols = zsize / ldz;
    const int wantz = wants_vectors(jobz);
    TRI_T *ia0 = TRI_SFX(new_array)(lda * nn), *ia = TRI_SFX(new_array)(lda * nn);
    TRI_T *ib0 = TRI_SFX(new_array)(ldb * nn), *ib = TRI_SFX(new_array)(ldb * nn);
    TRI_T *z = TRI_SFX(new_array)(zsize);
    TRI_R *w = TRI_SFX(new_real_array)(nn + 1);
    TRI_SFX(make_image)(uplo, n, lda, a0, ia0), TRI_SFX(make_image)(uplo, n, ldb, b0, ib0);
    memcpy(ia, ia0, sizeof(TRI_T) * (size_t)(lda * nn)), memcpy(ib, ib0, sizeof(TRI_T) * (size_t)(ldb * nn));
    for (int64_t k = 0; k < zsize; ++k) z[k] = (TRI_T)GUARD_VALUE;
    for (int64_t k = 0; k <= nn; ++k) w[k] = (TRI_R)GUARD_VALUE;

    char label[200];
    snprintf(label, sizeof label, "%s itype=1 jobz=%c range=%c(%d..%d / %.6g..%.6g) uplo=%c n=%lld",
             TRI_STR(TRI_GVX), jobz, sel->range, (int)sel->il, (int)sel->iu, sel->vl, sel->vu, uplo, (long long)n);
    trident_int m = -1;
    const trident_int info = TRI_SFX(gvx_solve)(label, jobz, sel->range, uplo, n, ia, lda, ib, ldb, (TRI_R)sel->vl,
                                                (TRI_R)sel->vu, sel->il, sel->iu, &m, w, z, ldz);
    CHECK(info == 0 && m == sel->count, "%s: info %d, m %d (expected %lld)", label, (int)info, (int)m,
          (long long)sel->count);
    check_backend(label, n);
    const int64_t out_a = TRI_SFX(outside_changed)(uplo, n, lda, ia0, ia);
    const int64_t out_b = TRI_SFX(outside_changed)(uplo, n, ldb, ib0, ib);
    const int64_t zguards = TRI_SFX(z_guards_changed)(wantz, sel->range != 'V', n, m >= 0 ? m : 0, ldz, zcols, z);
    CHECK(w[n] == (TRI_R)GUARD_VALUE && out_a == 0 && out_b == 0 && zguards == 0, "%s: wrote past w (%d); "
          "elements written outside triangle uplo and the n rows: %lld of A, %lld of B; %lld of Z outside its "
          "n rows and m columns%s", label, w[n] != (TRI_R)GUARD_VALUE, (long long)out_a, (long long)out_b,
          (long long)zguards, wantz ? "" : " (jobz N)");

    if (info == 0 && m == sel->count && m > 0) {
        const double anorm = TRI_SFX(fro)(n, n, a0, n), bnorm = TRI_SFX(fro)(n, n, b0, n);
        double wmax = 0, diff = 0;
        int ascending = 1;
        for (int64_t i = 0; i < n; ++i) wmax = fmax(wmax, fabs((double)wall[i]));
        for (int64_t i = 0; i < m; ++i) {
            const double d = fabs((double)w[i] - (double)wall[sel->first + i]);
            if (d > diff || d != d) diff = d;
            if (i + 1 < m && !(w[i] <= w[i + 1])) ascending = 0;
        }
        const double escale = TRI_EPS * (anorm + bnorm * wmax);
        CHECK(diff / escale < TEST_RATIO_LIMIT && ascending, "%s: eigenvalues %.2f from LAPACK's xSYGVD, "
              "ascending %d", label, diff / escale, ascending);
        test_record_ratio(diff / escale);
        if (wantz) TRI_SFX(gv_check_vectors)(label, 1, n, m, a0, b0, w, z, ldz);

        /* b holds B's Cholesky factor on exit (what the _factored forms take) */
        TRI_T *f = TRI_SFX(new_array)(n * n);
        memcpy(f, b0, sizeof(TRI_T) * (size_t)(n * n));
        blas_int bn = (blas_int)n, linfo = 0;
        TRI_LAPACK(potrf)(&uplo, &bn, f, &bn, &linfo, 1);
        double d2 = 0, f2 = 0;
        for (int64_t j = 0; j < n; ++j)
            for (int64_t i = 0; i < n; ++i)
                if (stored(uplo, i, j)) {
                    const double e = tri_abs(ib[i + j * ldb] - f[i + j * n]), v = tri_abs(f[i + j * n]);
                    d2 += e * e, f2 += v * v;
                }
        const double fratio = sqrt(d2) / ((double)n * TRI_EPS * sqrt(f2));
        CHECK(linfo == 0 && fratio < TEST_RATIO_LIMIT, "%s: the Cholesky factor left in b differs from xPOTRF's "
              "by %.2f n|L|eps", label, fratio);
        free(f);
    }

    if (second != SECOND_NONE && info == 0) {
        const int lc = second == SECOND_LOWER_CASE;
        TRI_T *z2 = TRI_SFX(new_array)(zsize);
        TRI_R *w2 = TRI_SFX(new_real_array)(nn + 1);
        memcpy(ia, ia0, sizeof(TRI_T) * (size_t)(lda * nn)), memcpy(ib, ib0, sizeof(TRI_T) * (size_t)(ldb * nn));
        for (int64_t k = 0; k < zsize; ++k) z2[k] = (TRI_T)GUARD_VALUE;
        trident_int m2 = -1;
        const trident_int info2 = TRI_SFX(gvx_solve)(label, lc ? lower_case(jobz) : jobz,
                                                     lc ? lower_case(sel->range) : sel->range,
                                                     lc ? lower_case(uplo) : uplo, n, ia, lda, ib, ldb,
                                                     (TRI_R)sel->vl, (TRI_R)sel->vu, sel->il, sel->iu, &m2, w2, z2, ldz);
        TRI_SFX(check_second_call)(label, lc, n, m, w, wantz ? z : NULL, ldz, info2, m2, w2, z2);
        free(z2), free(w2);
    }
    free(ia0), free(ia), free(ib0), free(ib), free(z), free(w);
}

/* n = 300, B well-conditioned: the lowest 10% (both uplo, both jobz), a
 * value window, and a lower-case call. */
static void TRI_SFX(generalized_problem)(int64_t n)
{
    TRI_T *a0 = TRI_SFX(new_array)(n * n), *b0 = TRI_SFX(new_array)(n * n);
    TRI_R *wall = TRI_SFX(new_real_array)(n);
    TRI_SFX(definite_pair)(n, a0, b0);
    const blas_int linfo = TRI_SFX(gv_lapack_values)(1, 'L', n, a0, b0, wall);
    CHECK(linfo == 0, "LAPACK reference xSYGVD n=%lld: info %d", (long long)n, (int)linfo);
    const struct selection lowest = TRI_SFX(select)('L', n, wall), window = TRI_SFX(select)('V', n, wall);
    TRI_SFX(generalized_case)('V', 'L', n, a0, b0, wall, &lowest, SECOND_NONE);
    TRI_SFX(generalized_case)('N', 'L', n, a0, b0, wall, &lowest, SECOND_NONE);
    TRI_SFX(generalized_case)('V', 'U', n, a0, b0, wall, &lowest, SECOND_LOWER_CASE);
    TRI_SFX(generalized_case)('N', 'U', n, a0, b0, wall, &lowest, SECOND_NONE);
    TRI_SFX(generalized_case)('V', 'L', n, a0, b0, wall, &window, SECOND_NONE);
    free(a0), free(b0), free(wall);
}

/*
 * Orders 0, 1, 2 with every routine.  n = 0: m = 0 for each range.  n = 1
 * (A = 0.5; for xSYGVX A = 2, B = 4, so lambda = 0.5 exactly): m for range
 * 'A', 'I' and (vl, vu] holding 0.5 or not (xSYEVX / xSYEVR also at the
 * half-open ends: vl = 0.5 excludes, vu = 0.5 includes), w = 0.5 and |z| = 1
 * (generalized: |z|^2 B = 1).  n = 2 (A = [2 s; s^H 2], |s| = 1, eigenvalues
 * 1 and 3; for xSYGVX B = 2 I): each range, all checks.
 */
static void TRI_SFX(small_orders)(void)
{
    char label[160];
    /* n = 0 */
    for (int r = 0; r < 3; ++r) {
        const char range = "AIV"[r];
        for (int j = 0; j < 2; ++j) {
            const char jobz = "VN"[j];
            TRI_T a = (TRI_T)GUARD_VALUE, b = (TRI_T)GUARD_VALUE, z = (TRI_T)GUARD_VALUE;
            TRI_R w = (TRI_R)GUARD_VALUE;
            for (int solver = SOLVER_EVX; solver <= SOLVER_EVR + 1; ++solver) {
                trident_int m = -1, info;
                snprintf(label, sizeof label, "%s jobz=%c range=%c n=0",
                         solver <= SOLVER_EVR ? TRI_SFX(solver_name)(solver) : TRI_STR(TRI_GVX), jobz, range);
                if (solver <= SOLVER_EVR)
                    info = TRI_SFX(subset_solve)(label, solver, jobz, range, 'L', 0, &a, 1, 0, 1, 1, 0, &m, &w, &z, 1);
                else
                    info = TRI_SFX(gvx_solve)(label, jobz, range, 'L', 0, &a, 1, &b, 1, 0, 1, 1, 0, &m, &w, &z, 1);
                CHECK(info == 0 && m == 0, "%s: info %d, m %d", label, (int)info, (int)m);
            }
        }
    }
    /* n = 1 */
    {
        struct { char range; double vl, vu; int expect, ends; } cases[] = {
            {'A', 0, 1, 1, 0}, {'I', 0, 1, 1, 0}, {'V', 0, 1, 1, 0}, {'V', 1, 2, 0, 0},
            {'V', 0.5, 1, 0, 1}, {'V', -1, 0.5, 1, 1}};
        for (size_t c = 0; c < sizeof cases / sizeof cases[0]; ++c)
            for (int j = 0; j < 2; ++j) {
                const char jobz = "VN"[j];
                for (int solver = SOLVER_EVX; solver <= SOLVER_EVR + 1; ++solver) {
                    const int gen = solver > SOLVER_EVR;
                    if (gen && cases[c].ends) continue;
                    TRI_T a[2] = {gen ? 2 : 0.5, (TRI_T)GUARD_VALUE}, b[2] = {4, (TRI_T)GUARD_VALUE};
                    TRI_T z[3] = {(TRI_T)GUARD_VALUE, (TRI_T)GUARD_VALUE, (TRI_T)GUARD_VALUE};
                    TRI_R w[2] = {(TRI_R)GUARD_VALUE, (TRI_R)GUARD_VALUE};
                    trident_int m = -1, info;
                    snprintf(label, sizeof label, "%s jobz=%c range=%c (%g, %g] n=1",
                             gen ? TRI_STR(TRI_GVX) : TRI_SFX(solver_name)(solver), jobz, cases[c].range,
                             cases[c].vl, cases[c].vu);
                    if (!gen)
                        info = TRI_SFX(subset_solve)(label, solver, jobz, cases[c].range, 'U', 1, a, 2,
                                                     (TRI_R)cases[c].vl, (TRI_R)cases[c].vu, 1, 1, &m, w, z, 2);
                    else
                        info = TRI_SFX(gvx_solve)(label, jobz, cases[c].range, 'U', 1, a, 2, b, 2, (TRI_R)cases[c].vl,
                                                  (TRI_R)cases[c].vu, 1, 1, &m, w, z, 2);
                    CHECK(info == 0 && m == cases[c].expect, "%s: info %d, m %d (expected %d)", label, (int)info,
                          (int)m, cases[c].expect);
                    if (info || m != cases[c].expect) continue;
                    const double zmag = gen ? 0.5 : 1; /* |z| */
                    const int value_ok = m == 0 || fabs((double)w[0] - 0.5) <= 4 * TRI_EPS;
                    const int vector_ok = jobz == 'N' || m == 0 || fabs((double)tri_abs(z[0]) - zmag) <= 4 * TRI_EPS;
                    const int guards_ok = w[1] == (TRI_R)GUARD_VALUE && z[1] == (TRI_T)GUARD_VALUE &&
                                          z[2] == (TRI_T)GUARD_VALUE && (jobz == 'V' || z[0] == (TRI_T)GUARD_VALUE) &&
                                          a[1] == (TRI_T)GUARD_VALUE && b[1] == (TRI_T)GUARD_VALUE;
                    CHECK(value_ok && vector_ok && guards_ok, "%s: w %.9g (expected 0.5), |z| %.9g (expected %g), "
                          "guards intact %d", label, (double)w[0], (double)tri_abs(z[0]), zmag, guards_ok);
                }
            }
    }
    /* n = 2 */
    {
        TRI_T a0[4], b0[4] = {2, 0, 0, 2};
#if TRI_COMPLEX
        const TRI_T s = (TRI_T)I;
#else
        const TRI_T s = 1;
#endif
        a0[0] = 2, a0[1] = tri_conj(s), a0[2] = s, a0[3] = 2;
        const TRI_R wref[2] = {1, 3}, wgen[2] = {0.5, 1.5};
        const struct selection sels[4] = {index_window(2, 2), index_window(1, 2),
                                          TRI_SFX(value_window)(2, wref, 0, 0, 0),
                                          TRI_SFX(select)('A', 2, wref)};
        for (int s2 = 0; s2 < 4; ++s2)
            for (int j = 0; j < 2; ++j) {
                for (int solver = SOLVER_EVX; solver <= SOLVER_EVR; ++solver)
                    TRI_SFX(subset_case)("2x2", solver, "VN"[j], "LU"[j], 2, a0, wref, NULL, &sels[s2],
                                         solver == SOLVER_EVR ? MRRR_ORTH_LIMIT : TEST_RATIO_LIMIT, SECOND_NONE);
                struct selection g = sels[s2];
                if (g.range == 'V') g = TRI_SFX(value_window)(2, wgen, 0, 0, 0);
                TRI_SFX(generalized_case)("VN"[j], "UL"[j], 2, a0, b0, wgen, &g, SECOND_NONE);
            }
    }
}

static void TRI_SFX(run_syevx_gpu)(void)
{
    const double t0 = test_seconds();
    static const int64_t sizes[] = {2, 3, 50, 257, 1100};
    const int nsizes = TRI_EPS < 1e-10 ? 5 : 4; /* 1100: d and z only */
    TRI_SFX(small_orders)();
    for (int s = 0; s < nsizes; ++s) TRI_SFX(random_problem)(sizes[s]);
    TRI_SFX(clustered_problem)("multiplicity-200", 400, 200, 0);
    TRI_SFX(clustered_problem)("multiplicity-500", 300, 500, 0);
    TRI_SFX(clustered_problem)("cluster-1e-12", 200, 100, 1e-12);
    TRI_SFX(glued_wilkinson_problem)();
    TRI_SFX(generalized_problem)(300);
    printf("%s: done in %.1f s\n", TRI_STR(TRI_CH), test_seconds() - t0);
    fflush(stdout);
}

#undef TRI_EVX
#undef TRI_EVR
#undef TRI_GVX
