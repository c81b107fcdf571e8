/*
 * eig_common_generic.h -- the per-precision parts of eig_common.h that no
 * single routine owns.
 */

TRI_T *TRI_SFX(trident_copy_triangle)(const char *routine, char uplo, int64_t n, const TRI_T *a,
                                      int64_t lda, trident_int *info)
{
    const size_t bytes = (size_t)n * (size_t)n * sizeof(TRI_T);
    TRI_T *copy = (n > 0 && (size_t)n > SIZE_MAX / sizeof(TRI_T) / (size_t)n) ? NULL
                : malloc(bytes > 0 ? bytes : 1);
    if (!copy) {
        *info = TRIDENT_INFO_OUT_OF_MEMORY;
        trident_report(routine, *info, "keep-inputs option: cannot allocate a %lld-by-%lld copy of "
                       "the input (outputs not modified)", (long long)n, (long long)n);
        return NULL;
    }
    for (int64_t j = 0; j < n; ++j) {
        const int64_t i0 = uplo == 'L' ? j : 0, rows = uplo == 'L' ? n - j : j + 1;
        memcpy(copy + i0 + j * n, a + i0 + j * lda, (size_t)rows * sizeof(TRI_T));
    }
    return copy;
}
