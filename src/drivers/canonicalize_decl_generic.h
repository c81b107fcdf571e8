/* canonicalize_decl_generic.h -- per-precision declarations (see canonicalize.h). */

/*
 * For each column j < m of the n-by-m matrix z: with k the first row of
 * largest |z(k,j)|, flip the sign (real) or multiply by the unit phase
 * conj(z(k,j)) / |z(k,j)| (complex) so that z(k,j) is real and positive;
 * complex z(k,j) is then stored as exactly |z(k,j)|.  A column that is
 * already canonical is not touched (its bits stay); zero or NaN columns are
 * left as they are.  Scaling by a unit scalar keeps orthonormality and
 * B-normalization.
 */
void TRI_SFX(trident_canonicalize_vectors)(int64_t n, int64_t m, TRI_T *z, int64_t ldz);
