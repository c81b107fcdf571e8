/*
 * cuda_zgemm3m.h -- complex-double products by Gauss's three-multiplication
 * method (cuBLAS's cublasZgemm3m).
 *
 * (Ar + i Ai)(Br + i Bi) needs four real products the plain way; Gauss's
 * method forms Ar Br, Ai Bi and (Ar + Ai)(Br + Bi) and takes the imaginary
 * part as the third minus the first two.  On the H100 the large products
 * of the complex-double drivers (the back-transformations' V^H Z and
 * Z - V W, the two-stage reduction's trailing updates, the LU of the
 * refactored Q) take 4-14% less time that way (dispatch/crossover.h has
 * the measurements).  The error is bounded normwise as the plain
 * product's, with a somewhat larger constant (Higham, "Accuracy and
 * Stability of Numerical Algorithms", the chapter on fast matrix
 * multiplication); componentwise it can be worse for an imaginary part
 * much smaller than the products it comes from, which is why the context
 * can turn it off (trident_context_set_zgemm3m).  Like ZGEMM, it gives
 * the same bits from run to run.
 */
#ifndef TRIDENT_CUDA_ZGEMM3M_H
#define TRIDENT_CUDA_ZGEMM3M_H

#include <stdint.h>

#include "core/context.h"

/* Is the complex-double product C (m x n) := op(A) op(B), inner dimension
 * k, to take Gauss's method: the context allows it and the shape is one
 * where it measured faster, or the environment asks for it everywhere
 * (TRIDENT_Z_GEMM=always, tests)? */
int trident_cuda_zgemm3m_wanted(const trident_context *ctx, int64_t m, int64_t n, int64_t k);

#endif
