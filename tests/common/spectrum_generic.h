/*
 * spectrum_generic.h -- test matrices with a chosen spectrum, one precision
 * (included by the generic test sources once per precision after
 * matrix_generic.h; no include guard).
 */

/* q := the unitary factor of the QR factorization of a random n-by-n matrix
 * (ld n).  Returns LAPACK's info (of xUNGQR / xORGQR). */
static blas_int TRI_SFX(random_unitary)(int64_t n, TRI_T *q)
{
    TRI_T *tau = TRI_SFX(new_array)(n), *work = TRI_SFX(new_array)(64 * n);
    for (int64_t k = 0; k < n * n; ++k) q[k] = TRI_SFX(random_scalar)();
    blas_int bn = (blas_int)n, lw = (blas_int)(64 * n), info = 0;
    TRI_LAPACK(geqrf)(&bn, &bn, q, &bn, tau, work, &lw, &info);
    TRI_LAPACK_OR(gqr)(&bn, &bn, &bn, q, &bn, tau, work, &lw, &info);
    free(tau), free(work);
    return info;
}

/*
 * a := q diag(lambda) q^H (n-by-n, ld n), made exactly Hermitian: the
 * diagonal real, and the strictly upper triangle the conjugate of the lower
 * (from_lower) or each off-diagonal pair the mean of the two rounded products
 * (!from_lower).  The two differ in the last bits only, but tests keep the
 * one they were tuned with: those bits decide how hard a cluster is.
 */
static void TRI_SFX(hermitian_from_spectrum)(int64_t n, const TRI_T *q, const TRI_R *lambda, int from_lower,
                                             TRI_T *a)
{
    TRI_T *ql = TRI_SFX(new_array)(n * n);
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < n; ++i) ql[i + j * n] = q[i + j * n] * lambda[j];
    blas_int bn = (blas_int)n;
    const TRI_T one = 1, zero = 0;
    TRI_LAPACK(gemm)("N", "C", &bn, &bn, &bn, &one, ql, &bn, q, &bn, &zero, a, &bn, 1, 1);
    for (int64_t j = 0; j < n; ++j) {
        a[j + j * n] = tri_real(a[j + j * n]);
        for (int64_t i = j + 1; i < n; ++i) {
            const TRI_T v = from_lower ? a[i + j * n] : (TRI_R)0.5 * (a[i + j * n] + tri_conj(a[j + i * n]));
            a[i + j * n] = v, a[j + i * n] = tri_conj(v);
        }
    }
    free(ql);
}

/* a := q diag(lambda) q^H, each off-diagonal pair averaged */
static void TRI_SFX(hermitian_from_pairs)(int64_t n, const TRI_T *q, const TRI_R *lambda, TRI_T *a)
{
    TRI_SFX(hermitian_from_spectrum)(n, q, lambda, 0, a);
}

/* `copies` blocks W21+ (diagonal |10 - i|, i = 0..20, off-diagonal 1) on the
 * diagonal of a (n = 21 copies, ld n), joined by `glue` on the off-diagonal:
 * pairs of eigenvalues that agree to about glue; complex types give the
 * off-diagonal unit phases. */
static void TRI_SFX(glued_wilkinson)(int64_t copies, double glue, TRI_T *a)
{
    const int64_t n = 21 * copies;
    for (int64_t k = 0; k < n * n; ++k) a[k] = 0;
    for (int64_t i = 0; i < n; ++i) {
        a[i + i * n] = (TRI_R)fabs(10.0 - (double)(i % 21));
        if (i + 1 == n) break;
        TRI_T off = (TRI_R)((i + 1) % 21 ? 1.0 : glue);
#if TRI_COMPLEX
        const double phase = 0.7 * (double)(i + 1);
        off = off * ((TRI_R)cos(phase) + (TRI_R)sin(phase) * (TRI_T)I);
#endif
        a[(i + 1) + i * n] = off, a[i + (i + 1) * n] = tri_conj(off);
    }
}
