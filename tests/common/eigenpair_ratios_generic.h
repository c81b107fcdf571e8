/*
 * eigenpair_ratios_generic.h -- the residual and orthogonality ratios of
 * computed eigenpairs, one precision (included by the generic test sources
 * once per precision after matrix_generic.h; no include guard).
 */

/*
 * The m eigenpairs (w, z) of a0 (n-by-n, ld n; z n-by-m, ld ldz), as the
 * ratios the tests bound: *res = ||A Z - Z L|| / (n ||A|| eps) and
 * *orth = ||I - Z^H Z|| / (n eps), Frobenius norms (||A|| = 1 for A = 0).
 */
static void TRI_SFX(eigenpair_ratios)(int64_t n, const TRI_T *a0, int64_t m, const TRI_R *w, const TRI_T *z,
                                      int64_t ldz, double *res, double *orth)
{
    const double anorm = TRI_SFX(fro)(n, n, a0, n), scale = (double)n * (anorm > 0 ? anorm : 1) * TRI_EPS;
    blas_int bn = (blas_int)n, bm = (blas_int)m, bldz = (blas_int)ldz;
    const TRI_T one = 1, mone = -1;
    TRI_T *r = TRI_SFX(new_array)(n * m), *q = TRI_SFX(new_array)(m * m);
    for (int64_t j = 0; j < m; ++j)
        for (int64_t i = 0; i < n; ++i) r[i + j * n] = z[i + j * ldz] * w[j];
    TRI_LAPACK(gemm)("N", "N", &bn, &bm, &bn, &one, a0, &bn, z, &bldz, &mone, r, &bn, 1, 1);
    *res = TRI_SFX(fro)(n, m, r, n) / scale;
    for (int64_t j = 0; j < m; ++j)
        for (int64_t i = 0; i < m; ++i) q[i + j * m] = (TRI_T)(i == j);
    TRI_LAPACK(gemm)("C", "N", &bm, &bm, &bn, &mone, z, &bldz, z, &bldz, &one, q, &bm, 1, 1);
    *orth = TRI_SFX(fro)(m, m, q, m) / ((double)n * TRI_EPS);
    free(r), free(q);
}
