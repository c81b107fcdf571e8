/*
 * canonicalize_generic.h -- see canonicalize_decl_generic.h.  Complex
 * columns are handled as interleaved (re, im) pairs, the layout C and
 * Fortran guarantee, so the phase product is four real multiplications.
 */

void TRI_SFX(trident_canonicalize_vectors)(int64_t n, int64_t m, TRI_T *z, int64_t ldz)
{
    for (int64_t j = 0; j < m; ++j) {
        TRI_T *col = z + j * ldz;
        int64_t k = -1;
        TRI_R largest = 0;
        for (int64_t i = 0; i < n; ++i) {
            const TRI_R v = tri_abs(col[i]);
            if (v > largest) largest = v, k = i; /* strict: the first on ties */
        }
        if (k < 0) continue; /* zero column (or only NaNs): no direction to fix */
#if TRI_COMPLEX
        TRI_R *zr = (TRI_R *)col;
        if (zr[2 * k + 1] == 0 && zr[2 * k] > 0) continue;
        const TRI_R pr = zr[2 * k] / largest, pi = -zr[2 * k + 1] / largest; /* conj(z_k) / |z_k| */
        for (int64_t i = 0; i < n; ++i) {
            const TRI_R re = zr[2 * i], im = zr[2 * i + 1];
            zr[2 * i] = re * pr - im * pi;
            zr[2 * i + 1] = re * pi + im * pr;
        }
        zr[2 * k] = largest, zr[2 * k + 1] = 0;
#else
        if (col[k] > 0) continue;
        for (int64_t i = 0; i < n; ++i) col[i] = -col[i];
#endif
    }
}
