/*
 * matrix_generic.h -- test matrices and norms, one precision (included by the
 * generic test sources once per precision; no include guard).
 */

static TRI_T *TRI_SFX(new_array)(int64_t count)
{
    TRI_T *p = malloc((size_t)(count > 0 ? count : 1) * sizeof(TRI_T));
    if (!p) { fprintf(stderr, "out of memory\n"); exit(2); }
    return p;
}

static TRI_R *TRI_SFX(new_real_array)(int64_t count)
{
    TRI_R *p = malloc((size_t)(count > 0 ? count : 1) * sizeof(TRI_R));
    if (!p) { fprintf(stderr, "out of memory\n"); exit(2); }
    return p;
}

static TRI_T TRI_SFX(random_scalar)(void)
{
#if TRI_COMPLEX
    return (TRI_R)test_uniform() + (TRI_R)test_uniform() * (TRI_T)I;
#else
    return (TRI_T)test_uniform();
#endif
}

/* Full (both triangles) Hermitian matrix with entries in [-1,1]. */
static void TRI_SFX(random_hermitian)(int64_t n, TRI_T *a, int64_t lda)
{
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i <= j; ++i) {
            TRI_T v = TRI_SFX(random_scalar)();
            if (i == j) v = tri_real(v);
            a[i + j * lda] = v;
            a[j + i * lda] = tri_conj(v);
        }
}

static double TRI_SFX(fro)(int64_t m, int64_t n, const TRI_T *a, int64_t lda)
{
    double s = 0;
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < m; ++i) {
            double v = tri_abs(a[i + j * lda]);
            s += v * v;
        }
    return sqrt(s);
}

