/*
 * invit_kernels.h -- C entry points of the inverse-iteration kernels
 * (cuda/eig/invit_kernels.cu): eigenvectors of a symmetric tridiagonal T
 * for given eigenvalues, one thread per vector.  The algorithm and the
 * layout they share are described in invit_kernels.cu; the driver that
 * strings them together with the orthonormalization is
 * src/backend/cuda/cuda_invit_generic.h.
 *
 * Pointers are device addresses of the real type of the precision letter
 * (s: float, d: double), `piv` 32-bit words, `fail` one int per vector.
 * Each call only queues work on `stream` and returns the launch's
 * cudaError_t.
 *
 * The k vectors are kept transposed, as the k-by-n matrix Yt with leading
 * dimension ldk >= k (entry i of vector j at yt[j + i ldk]): consecutive
 * threads then touch consecutive addresses at every step of their
 * recurrences.  The LU factors of T - sigma_j I use the same layout, in
 * four planes of n ldk reals (1/u0, u1, u2, l) and one of ceil(n / 32) ldk
 * 32-bit words (the row interchanges: bit i % 32 of word (i / 32, j) says
 * whether rows i and i + 1 of T - sigma_j I were swapped).
 */
#ifndef TRIDENT_INVIT_KERNELS_H
#define TRIDENT_INVIT_KERNELS_H

#include <stdint.h>
#include <cuda_runtime_api.h>

#ifdef __cplusplus
extern "C" {
#endif

/* rows per partial sum of trident_cuda_invit_column_sums_* */
#define TRIDENT_INVIT_SUM_ROWS 256

#define TRIDENT_DECLARE_INVIT_ENTRIES(ch)                                                         \
    /* norm[0] := ||T||_1 (NaN when T holds one) */                                               \
    int trident_cuda_invit_norm_##ch(cudaStream_t stream, int64_t n, const void *d, const void *e, \
                                     void *norm);                                                 \
    /* the shifts: w, ascending, with each one kept at least 10 eps |w_j| above the previous     \
     * (xSTEIN's perturbation of close eigenvalues) */                                            \
    int trident_cuda_invit_shifts_##ch(cudaStream_t stream, int64_t k, const void *w, void *shifts); \
    /* yt := the start vectors, pseudo-random in (-1, 1) from (i, j) alone */                     \
    int trident_cuda_invit_start_##ch(cudaStream_t stream, int64_t n, int64_t k, void *yt,        \
                                      int64_t ldk);                                               \
    /* the LU factors of T - shifts[j] I with partial pivoting, and unn[j], their last pivot */   \
    int trident_cuda_invit_factor_##ch(cudaStream_t stream, int64_t n, const void *d,             \
                                       const void *e, int64_t k, const void *shifts,              \
                                       const void *norm, void *fac, void *piv,                    \
                                       void *unn, int64_t ldk);                                   \
    /* y_j := (T - shifts[j] I)^{-1} y_j scaled to unit 2-norm; fail (may be NULL): 1 where     \
     * the growth test of xSTEIN is not met.  norm1 (may be NULL): the 1-norms of the y_j from    \
     * column_sums; unit (may be NULL): y_j left unscaled and the factor for scale_columns        \
     * written there (k reals) */                                                                 \
    int trident_cuda_invit_solve_##ch(cudaStream_t stream, int64_t n, int64_t k, const void *fac, \
                                      const void *piv, const void *unn,                           \
                                      const void *norm, void *yt, int64_t ldk, int *fail,         \
                                      const void *norm1, void *unit);                             \
    /* norm1[j] := sum_i |y_ij| in a fixed order; partial: ceil(n / TRIDENT_INVIT_SUM_ROWS) ldk  \
     * reals of scratch */                                                                        \
    int trident_cuda_invit_column_sums_##ch(cudaStream_t stream, int64_t n, int64_t k,           \
                                            const void *yt, int64_t ldk, void *partial,           \
                                            void *norm1);                                         \
    /* y_j := unit[j] y_j */                                                                      \
    int trident_cuda_invit_scale_columns_##ch(cudaStream_t stream, int64_t n, int64_t k,         \
                                              const void *unit, void *yt, int64_t ldk);           \
    /* for G (k x k, upper triangle of g) against I: out[0] := max |G_ij - delta_ij|,          \
     * out[1] := max_j sum_i |G_ij - delta_ij| (Gershgorin), out[2] := ||G - I||_F (NaN where    \
     * G holds one; deterministic); cols: 3 k reals of scratch */                                  \
    int trident_cuda_gram_deviation_##ch(cudaStream_t stream, int64_t k, const void *g,           \
                                         int64_t ldg, void *cols, void *out);                     \
    /* g(j, j) += shift, j < k */                                                                 \
    int trident_cuda_add_diagonal_##ch(cudaStream_t stream, int64_t k, void *g, int64_t ldg,      \
                                       double shift);

TRIDENT_DECLARE_INVIT_ENTRIES(s)
TRIDENT_DECLARE_INVIT_ENTRIES(d)

#undef TRIDENT_DECLARE_INVIT_ENTRIES

/*
 * dst(c, r) := src(r, c) for the rows-by-cols src (lds) into the cols-by-rows
 * dst (ldd), from the real type of `from` (s or d) into the element type of
 * `to` (the same real type, or its complex type with a zero imaginary part).
 */
int trident_cuda_transpose_s_s(cudaStream_t stream, int64_t rows, int64_t cols, const void *src,
                               int64_t lds, void *dst, int64_t ldd);
int trident_cuda_transpose_d_d(cudaStream_t stream, int64_t rows, int64_t cols, const void *src,
                               int64_t lds, void *dst, int64_t ldd);
int trident_cuda_transpose_s_c(cudaStream_t stream, int64_t rows, int64_t cols, const void *src,
                               int64_t lds, void *dst, int64_t ldd);
int trident_cuda_transpose_d_z(cudaStream_t stream, int64_t rows, int64_t cols, const void *src,
                               int64_t lds, void *dst, int64_t ldd);

#ifdef __cplusplus
}
#endif

#endif
