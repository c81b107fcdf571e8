/*
 * generalized_checks_generic.h -- the accuracy checks of a generalized
 * eigenproblem's eigenpairs, shared by the host tests (xSYGVD, xSYGVX) and
 * the GPU tests (xSYGVD_GPU); one precision per inclusion, no include guard.
 * The including program defines test_record_ratio(double).
 */

/* w := the eigenvalues of LAPACK's xSYGVD / xHEGVD (jobz 'N') on copies of
 * (a0, b0), n-by-n, ld n; returns LAPACK's info. */
static blas_int TRI_SFX(gv_lapack_values)(int itype, char uplo, int64_t n, const TRI_T *a0, const TRI_T *b0,
                                          TRI_R *w)
{
    const int64_t n2 = n * n;
    TRI_T *a = TRI_SFX(new_array)(n2), *b = TRI_SFX(new_array)(n2);
    memcpy(a, a0, sizeof(TRI_T) * (size_t)n2), memcpy(b, b0, sizeof(TRI_T) * (size_t)n2);
    blas_int bn = (blas_int)n, bit = itype, lw = (blas_int)(1 + 6 * n + 2 * n * n + 64 * n),
             lrw = (blas_int)(1 + 5 * n + 2 * n * n), liw = (blas_int)(3 + 5 * n), info = 0;
    TRI_T *work = TRI_SFX(new_array)(lw);
    TRI_R *rwork = TRI_SFX(new_real_array)(lrw);
    blas_int *iwork = malloc(sizeof(blas_int) * (size_t)liw);
    (void)rwork;
#if TRI_COMPLEX
    TRI_LAPACK_SY(gvd)(&bit, "N", &uplo, &bn, a, &bn, b, &bn, w, work, &lw, rwork, &lrw, iwork, &liw, &info, 1, 1);
#else
    TRI_LAPACK_SY(gvd)(&bit, "N", &uplo, &bn, a, &bn, b, &bn, w, work, &lw, iwork, &liw, &info, 1, 1);
#endif
    free(a), free(b), free(work), free(rwork), free(iwork);
    return info;
}

/* c := alpha op(a) b + beta c: op(a) p-by-q, b q-by-r, all with leading dimension = rows */
static void TRI_SFX(gv_gemm3)(char ta, int64_t p, int64_t q, int64_t r, TRI_T alpha, const TRI_T *a, int64_t lda,
                              const TRI_T *b, int64_t ldb, TRI_T beta, TRI_T *c, int64_t ldc)
{
    blas_int bp = (blas_int)p, bq = (blas_int)q, br = (blas_int)r, blda = (blas_int)lda, bldb = (blas_int)ldb,
             bldc = (blas_int)ldc;
    TRI_LAPACK(gemm)(&ta, "N", &bp, &br, &bq, &alpha, a, &blda, b, &bldb, &beta, c, &bldc, 1, 1);
}

/*
 * The m eigenpairs (w, z) of the generalized problem (a0, b0 full, n-by-n),
 * as LAPACK's generalized tests measure them (ratios < 30):
 *   residual   itype 1: ||A Z - B Z L||,  2: ||A B Z - Z L||,  3: ||B A Z - Z L||
 *              over n eps (||A|| + ||B|| max|l|) ||Z||  (itype 2, 3: ||A|| ||B|| ||Z||)
 *   normalization  ||Z^H B Z - I|| / (n eps ||B|| ||Z||^2)   (itype 1, 2)
 */
static void TRI_SFX(gv_check_vectors)(const char *label, int itype, int64_t n, int64_t m, const TRI_T *a0,
                                      const TRI_T *b0, const TRI_R *w, const TRI_T *z, int64_t ldz)
{
    if (n == 0 || m == 0) return;
    const double anorm = TRI_SFX(fro)(n, n, a0, n), bnorm = TRI_SFX(fro)(n, n, b0, n);
    const double znorm = TRI_SFX(fro)(n, m, z, ldz);
    double wmax = 0;
    for (int64_t i = 0; i < m; ++i) wmax = fmax(wmax, fabs((double)w[i]));
    TRI_T *zl = TRI_SFX(new_array)(n * m), *t = TRI_SFX(new_array)(n * m), *r = TRI_SFX(new_array)(n * m);
    for (int64_t j = 0; j < m; ++j)
        for (int64_t i = 0; i < n; ++i) zl[i + j * n] = z[i + j * ldz] * w[j];
    double scale;
    if (itype == 1) { /* A Z - B Z L */
        TRI_SFX(gv_gemm3)('N', n, n, m, 1, b0, n, zl, n, 0, r, n);
        TRI_SFX(gv_gemm3)('N', n, n, m, 1, a0, n, z, ldz, -1, r, n);
        scale = (anorm + bnorm * wmax) * znorm;
    } else { /* A B Z - Z L  or  B A Z - Z L */
        TRI_SFX(gv_gemm3)('N', n, n, m, 1, itype == 2 ? b0 : a0, n, z, ldz, 0, t, n);
        memcpy(r, zl, sizeof(TRI_T) * (size_t)(n * m));
        TRI_SFX(gv_gemm3)('N', n, n, m, 1, itype == 2 ? a0 : b0, n, t, n, -1, r, n);
        scale = anorm * bnorm * znorm;
    }
    const double res = TRI_SFX(fro)(n, m, r, n) / ((double)n * TRI_EPS * scale);
    CHECK(res < TEST_RATIO_LIMIT, "%s: residual ratio %.2f", label, res);
    test_record_ratio(res);
    if (itype != 3) { /* Z^H B Z = I */
        TRI_T *q = TRI_SFX(new_array)(m * m);
        TRI_SFX(gv_gemm3)('N', n, n, m, 1, b0, n, z, ldz, 0, t, n);
        for (int64_t j = 0; j < m; ++j)
            for (int64_t i = 0; i < m; ++i) q[i + j * m] = (i == j);
        TRI_SFX(gv_gemm3)('C', m, n, m, 1, z, ldz, t, n, -1, q, m);
        const double orth = TRI_SFX(fro)(m, m, q, m) / ((double)n * TRI_EPS * bnorm * znorm * znorm);
        CHECK(orth < TEST_RATIO_LIMIT, "%s: |Z^H B Z - I| ratio %.2f", label, orth);
        test_record_ratio(orth);
        free(q);
    }
    free(zl), free(t), free(r);
}

