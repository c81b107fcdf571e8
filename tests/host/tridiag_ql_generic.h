/*
 * tridiag_ql_generic.h -- one real precision of the check of the implicit
 * QL solver (cuda/eig/tridiag_ql.h) that the GPU divide and conquer runs on
 * its leaves: the one-thread ql_solve on every test matrix of
 * common/tridiag_dc_checks_generic.h, scaled by a power of two to a largest
 * entry in [1, 2) as the divide and conquer scales its blocks, eigenpairs
 * sorted, then the same checks as the divide and conquer's.
 */

static void TRI_SFX(ql_case)(int kind, int64_t n)
{
    const int64_t ldz = n + 3;
    TRI_R *d = malloc((size_t)n * sizeof(TRI_R)), *e = malloc((size_t)n * sizeof(TRI_R));
    TRI_R *wd = malloc((size_t)n * sizeof(TRI_R)), *we = malloc((size_t)n * sizeof(TRI_R));
    TRI_R *z = malloc((size_t)(ldz * n) * sizeof(TRI_R)), *zs = malloc((size_t)(ldz * n) * sizeof(TRI_R));
    TRI_R *w = malloc((size_t)n * sizeof(TRI_R)), *cs = malloc((size_t)(2 * n) * sizeof(TRI_R));
    int64_t *order = malloc((size_t)n * sizeof(int64_t));
    const int sh = TRI_SFX(dc_fill)(kind, n, d, e);
    double amax = 0;
    for (int64_t i = 0; i < n; ++i) amax = fmax(amax, fmax(fabs((double)d[i]), fabs((double)e[i])));
    const int scale = amax > 0 ? -ilogb(amax) : 0;
    for (int64_t i = 0; i < n; ++i)
        wd[i] = (TRI_R)ldexp((double)d[i], scale), we[i] = (TRI_R)ldexp((double)e[i], scale);
    char tag[128];
    snprintf(tag, sizeof tag, "tridiag_ql_%s %s n=%lld", TRI_STR(TRI_CH), dc_kind_name[kind],
             (long long)n);
    const int fail = TRI_SFX(ql_solve)(n, wd, we, z, ldz, cs);
    CHECK(fail == 0, "%s: no convergence", tag);
    if (!fail) {
        /* ascending, by insertion (n is small); equal values keep their order */
        for (int64_t i = 0; i < n; ++i) {
            int64_t j = i;
            for (; j > 0 && wd[order[j - 1]] > wd[i]; --j) order[j] = order[j - 1];
            order[j] = i;
        }
        for (int64_t j = 0; j < n; ++j) {
            w[j] = (TRI_R)ldexp((double)wd[order[j]], -scale);
            memcpy(zs + j * ldz, z + order[j] * ldz, (size_t)n * sizeof(TRI_R));
        }
        double r[3];
        TRI_SFX(dc_check)(tag, n, d, e, sh, w, zs, ldz, r);
        for (int i = 0; i < 3; ++i)
            if (r[i] > max_ratio[i] || r[i] != r[i]) max_ratio[i] = r[i];
    }
    free(d), free(e), free(wd), free(we), free(z), free(zs), free(w), free(cs), free(order);
}

static void TRI_SFX(run_tridiag_ql)(void)
{
    static const int64_t sizes[] = {1, 2, 3, 5, 17, 32, 64, 65, 127, 300};
    for (size_t s = 0; s < sizeof sizes / sizeof *sizes; ++s)
        for (int kind = 0; kind < DC_NKINDS; ++kind) TRI_SFX(ql_case)(kind, sizes[s]);
}
