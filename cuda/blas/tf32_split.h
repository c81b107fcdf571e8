/*
 * tf32_split.h -- C entry points of the operand split behind the FP32
 * products on the matrix units (cuda/blas/tf32_split.cu; the products
 * themselves: src/backend/cuda/cuda_tf32x3.c).
 *
 * A product in FP32 is computed as three TF32 products: every operand
 * element x is written as head + tail, head = x rounded to TF32 (11
 * significant bits), tail = x - head rounded to TF32 again, and
 *   A B ~ Ah Bh + Ah Bt + At Bh
 * (At Bt, about 2^-22 of A B, is left out).  Each piece is exact in TF32,
 * so the matrix units multiply them without further rounding.
 *
 * trident_cuda_tf32_split_{s,c} write op(x) (rows x cols elements of x's
 * type; trans 'N', 'T' or 'C', x column-major with leading dimension ldx)
 * as two real FP32 matrices head and tail, both with leading dimension ldd:
 *   s:              head(r, s) = the head of op(x)(r, s);
 *   c, embed 0:     the real view, rows 2r and 2r+1 the real and imaginary
 *                   parts of op(x)(r, s) (the right operand B of a complex
 *                   product, and C, as real matrices of twice the rows);
 *   c, embed 1:     the 2 x 2 real block [re -im; im re] at rows 2r, 2r+1
 *                   and columns 2s, 2s+1 (the left operand A), so that the
 *                   complex product is one real product of these matrices.
 * Non-finite elements are their own head (tail 0).  Complex pieces are
 * written as pairs: ldd and the head and tail offsets must be even.  Each
 * call only queues work on `stream` and returns the launch's cudaError_t.
 */
#ifndef TRIDENT_TF32_SPLIT_H
#define TRIDENT_TF32_SPLIT_H

#include <stdint.h>
#include <cuda_runtime_api.h>

#ifdef __cplusplus
extern "C" {
#endif

int trident_cuda_tf32_split_s(cudaStream_t stream, char trans, int64_t rows, int64_t cols, const void *x,
                              int64_t ldx, float *head, float *tail, int64_t ldd);
int trident_cuda_tf32_split_c(cudaStream_t stream, int embed, char trans, int64_t rows, int64_t cols,
                              const void *x, int64_t ldx, float *head, float *tail, int64_t ldd);

#ifdef __cplusplus
}
#endif

#endif
