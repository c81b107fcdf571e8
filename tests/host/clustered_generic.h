/*
 * clustered_generic.h -- xSYEVD, xSYEVX and xSYEVR on matrices whose
 * eigenvalues are repeated or tightly clustered, once per precision:
 *   - a dense matrix with one eigenvalue of multiplicity 500 (n = 560):
 *     Q diag(lambda) Q^H with Q the unitary factor of a random matrix;
 *   - glued Wilkinson matrices: copies of W21+ (diagonal |10 - i|, off-
 *     diagonal 1, whose eigenvalues come in pairs agreeing to ~1e-14) joined
 *     by a small off-diagonal glue, so that every eigenvalue has close
 *     neighbours -- the classic hard case of inverse iteration and MRRR.
 *     Complex types put unit phases on the off-diagonal.
 * Checks (check_eigenpairs): eigenvalues against the known spectrum (or
 * xSYEVD's), ||A Z - Z L|| / (n ||A|| eps) and ||I - Z^H Z|| / (n eps) < 30
 * (MRRR's orthogonality: TEST_MRRR_ORTH_LIMIT), for all eigenpairs and for
 * index and value windows that cut into clusters.
 */

/* (vl, vu] around the eigenvalues lo..hi of the sorted w, each end moved
 * outwards to the nearest gap wider than `gap` so that no cluster is cut. */
static void TRI_SFX(gap_window)(int64_t n, const TRI_R *w, int64_t lo, int64_t hi, TRI_R gap, TRI_R *vl,
                                TRI_R *vu, int64_t *first, trident_int *count)
{
    while (lo > 0 && w[lo] - w[lo - 1] <= gap) --lo;
    while (hi + 1 < n && w[hi + 1] - w[hi] <= gap) ++hi;
    *vl = lo > 0 ? (TRI_R)0.5 * (w[lo - 1] + w[lo]) : w[0] - 1;
    *vu = hi + 1 < n ? (TRI_R)0.5 * (w[hi] + w[hi + 1]) : w[n - 1] + 1;
    *first = lo, *count = (trident_int)(hi - lo + 1);
}

/* Every driver on a0 (n-by-n) with its ascending spectrum wref. */
static void TRI_SFX(clustered_all_drivers)(const char *what, int64_t n, const TRI_T *a0, const TRI_R *wref,
                                           TRI_R gap)
{
    TRI_T *a = TRI_SFX(new_array)(n * n), *z = TRI_SFX(new_array)(n * n);
    TRI_R *w = TRI_SFX(new_real_array)(n);
    char label[128];
    trident_int info = 0, m = 0;

    memcpy(a, a0, sizeof(TRI_T) * (size_t)(n * n));
    TRI_SFX(evd_call)('V', 'L', n, a, n, w, &info);
    snprintf(label, sizeof label, "%s xSYEVD n=%lld", what, (long long)n);
    CHECK(info == 0, "%s: info %d", label, (int)info);
    if (info == 0) TRI_SFX(check_eigenpairs)(label, n, a0, n, w, wref, a, n, 0);

    /* all; an index window across a cluster edge (the multiplicity-500
     * cluster starts at 31); one inside; a value window */
    struct { char range; trident_int il, iu; } cases[] = {
        {'A', 1, 1}, {'I', (trident_int)(n / 20), (trident_int)(n / 2)},
        {'I', (trident_int)(n / 2), (trident_int)(n / 2 + 7)}, {'V', 1, 1}};
    for (int solver = TEST_EVX; solver <= TEST_EVR; ++solver)
        for (size_t c = 0; c < sizeof cases / sizeof cases[0]; ++c) {
            TRI_R vl = 0, vu = 1;
            int64_t first = cases[c].range == 'I' ? cases[c].il - 1 : 0;
            trident_int expect = cases[c].range == 'I' ? cases[c].iu - cases[c].il + 1 : (trident_int)n;
            if (cases[c].range == 'V') TRI_SFX(gap_window)(n, wref, n / 4, n - 1 - n / 4, gap, &vl, &vu, &first, &expect);
            memcpy(a, a0, sizeof(TRI_T) * (size_t)(n * n));
            m = -1;
            TRI_SFX(subset_call)(solver, 'V', cases[c].range, c % 2 ? 'U' : 'L', n, a, n, vl, vu, cases[c].il,
                                 cases[c].iu, &m, w, z, (trident_int)n, TRI_SFX(subset_lwork)(n), &info);
            snprintf(label, sizeof label, "%s %s range=%c (%d..%d / %g..%g) n=%lld", what, test_solver_name[solver],
                     cases[c].range, (int)cases[c].il, (int)cases[c].iu, (double)vl, (double)vu, (long long)n);
            CHECK(info == 0 && m == expect, "%s: info %d, m %d (expected %d)", label, (int)info, (int)m, (int)expect);
            if (info == 0 && m == expect)
                TRI_SFX(check_eigenpairs)(label, n, a0, m, w, wref + first, z, n, solver == TEST_EVR);
        }
    free(a), free(z), free(w);
}

static void TRI_SFX(run_clustered)(void)
{
    /* multiplicity 500: 30 eigenvalues in [-3, -1], 500 at 1, 30 in [2, 4] */
    {
        const int64_t n = 560;
        TRI_T *q = TRI_SFX(new_array)(n * n), *a0 = TRI_SFX(new_array)(n * n);
        TRI_R *lambda = TRI_SFX(new_real_array)(n);
        for (int64_t i = 0; i < n; ++i)
            lambda[i] = i < 30 ? (TRI_R)(-3 + 2 * (double)i / 29) : i < 530 ? 1 : (TRI_R)(2 + 2 * (double)(i - 530) / 29);
        TRI_SFX(random_unitary)(n, q);
        TRI_SFX(hermitian_from_pairs)(n, q, lambda, a0);
        TRI_SFX(clustered_all_drivers)("multiplicity-500", n, a0, lambda, (TRI_R)0.01);
        free(q), free(a0), free(lambda);
    }
    /* glued Wilkinson W21+: 20 copies, glue sqrt(eps) and eps-sized */
    for (int g = 0; g < 2; ++g) {
        const int64_t copies = 20, n = 21 * copies;
        TRI_T *a0 = TRI_SFX(new_array)(n * n);
        TRI_R *wref = TRI_SFX(new_real_array)(n);
        const TRI_R glue = g == 0 ? (TRI_R)sqrt((double)TRI_EPS) : (TRI_R)(100 * TRI_EPS);
        TRI_SFX(glued_wilkinson)(copies, glue, a0);
        TRI_SFX(full_spectrum)('U', n, a0, wref);
        TRI_SFX(clustered_all_drivers)(g == 0 ? "glued-Wilkinson(sqrt eps)" : "glued-Wilkinson(100 eps)", n, a0,
                                       wref, (TRI_R)0.01);
        free(a0), free(wref);
    }
}
