/*
 * tridiag_dc_generic.h -- one real precision of test_tridiag_dc.c: the
 * divide-and-conquer solver on the host backend, every test matrix, the
 * given orders and leaf sizes.
 */

/* One solve with ldz = n + 2 (an ld larger than n), then the checks of
 * common/tridiag_dc_checks_generic.h; d and e must come back unchanged.
 * With leaf 6 the work matrix is lent by the caller (as the complex eigen
 * drivers do), else the workspace owns it. */
static void TRI_SFX(dc_host_case)(int kind, int64_t n, int64_t leaf)
{
    const trident_backend_ops *be = &trident_host_backend;
    const int64_t ldz = n + 2;
    TRI_R *d = malloc((size_t)n * sizeof(TRI_R)), *e = malloc((size_t)n * sizeof(TRI_R));
    TRI_R *d0 = malloc((size_t)n * sizeof(TRI_R)), *e0 = malloc((size_t)n * sizeof(TRI_R));
    TRI_R *w = malloc((size_t)n * sizeof(TRI_R)), *z = malloc((size_t)(ldz * n) * sizeof(TRI_R));
    const int sh = TRI_SFX(dc_fill)(kind, n, d, e);
    memcpy(d0, d, (size_t)n * sizeof(TRI_R)), memcpy(e0, e, (size_t)n * sizeof(TRI_R));
    char tag[128];
    snprintf(tag, sizeof tag, "tridiag_dc_%s %s n=%lld leaf=%lld", TRI_STR(TRI_CH),
             dc_kind_name[kind], (long long)n, (long long)leaf);

    TRI_R *lent = leaf == 6 ? malloc((size_t)TRI_SFX(trident_tridiag_dc_lwork)(n) * sizeof(TRI_R))
                            : NULL;
    TRI_SFX(trident_dc_workspace) ws;
    int status = TRI_SFX(trident_tridiag_dc_take)(test_ctx, be, n, leaf, lent, &ws);
    trident_int info = -1;
    if (status == 0) {
        info = TRI_SFX(trident_tridiag_dc)(test_ctx, be, n, d, e, w, z, ldz, &ws);
        status = be->synchronize(test_ctx);
        TRI_SFX(trident_tridiag_dc_give)(test_ctx, be, &ws);
    }
    CHECK(status == 0 && info == 0, "%s: status %d, info %d", tag, status, (int)info);
    CHECK(!memcmp(d, d0, (size_t)n * sizeof(TRI_R)) &&
              !memcmp(e, e0, (size_t)(n - 1) * sizeof(TRI_R)),
          "%s: d or e modified", tag);
    if (status == 0 && info == 0) {
        double r[3];
        TRI_SFX(dc_check)(tag, n, d, e, sh, w, z, ldz, r);
        for (int i = 0; i < 3; ++i)
            if (r[i] > max_ratio[i] || r[i] != r[i]) max_ratio[i] = r[i];
    }
    free(d), free(e), free(d0), free(e0), free(w), free(z), free(lent);
}

/* A NaN or an infinity in T: info > 0 (as xSTEDC fails), no crash. */
static void TRI_SFX(dc_host_nonfinite)(void)
{
    const trident_backend_ops *be = &trident_host_backend;
    enum { n = 40 };
    TRI_R d[n], e[n], w[n], z[n * n];
    for (int bad = 0; bad < 2; ++bad) {
        TRI_SFX(dc_fill)(DC_RANDOM, n, d, e);
        if (bad == 0) d[17] = (TRI_R)NAN;
        else e[30] = (TRI_R)INFINITY;
        TRI_SFX(trident_dc_workspace) ws;
        int status = TRI_SFX(trident_tridiag_dc_take)(test_ctx, be, n, 8, NULL, &ws);
        trident_int info = 0;
        if (status == 0) {
            info = TRI_SFX(trident_tridiag_dc)(test_ctx, be, n, d, e, w, z, n, &ws);
            status = be->synchronize(test_ctx);
            TRI_SFX(trident_tridiag_dc_give)(test_ctx, be, &ws);
        }
        CHECK(status == 0 && info > 0, "tridiag_dc_%s: %s in T gave status %d, info %d",
              TRI_STR(TRI_CH), bad ? "Inf" : "NaN", status, (int)info);
    }
}

static void TRI_SFX(run_tridiag_dc)(void)
{
    static const int64_t sizes[] = {1, 2, 3, 17, 64, 65, 127, 300, 1000};
    static const int64_t leaves[] = {1, 6, 0}; /* 0: the default (TRIDENT_DC_LEAF_DEFAULT) */
    for (size_t s = 0; s < sizeof sizes / sizeof *sizes; ++s)
        for (int kind = 0; kind < DC_NKINDS; ++kind)
            for (size_t l = 0; l < sizeof leaves / sizeof *leaves; ++l)
                TRI_SFX(dc_host_case)(kind, sizes[s], leaves[l]);
    TRI_SFX(dc_host_nonfinite)();
}
