/*
 * hash_matrix_generic.h -- the Hermitian test matrix of the large-order
 * checks (hash_matrix.h), one precision per inclusion.
 */

/* A(i, j): Hermitian (real symmetric for real types), uniform in [-1, 1) in
 * each part, a function of (i, j) alone */
static TRI_T TRI_SFX(large_entry)(int64_t i, int64_t j)
{
    const int64_t r = i < j ? i : j, c = i < j ? j : i;
    const TRI_R re = (TRI_R)symmetric_entry(r, c);
#if TRI_COMPLEX
    const TRI_R im = r == c ? 0 : (TRI_R)symmetric_entry(r + ((int64_t)1 << 32), c);
    return i <= j ? re + im * (TRI_T)I : re - im * (TRI_T)I;
#else
    return re;
#endif
}

/* a := the whole test matrix (n x n, ld n), written column by column so
 * that n = 47000 takes seconds; returns |A|_F, summed in double */
static double TRI_SFX(large_fill)(int64_t n, TRI_T *a)
{
    double sum = 0;
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < n; ++i) {
            const TRI_T v = TRI_SFX(large_entry)(i, j);
            const double re = (double)tri_real(v), im = (double)tri_imag(v);
            a[i + j * n] = v;
            sum += re * re + im * im;
        }
    return sqrt(sum);
}
