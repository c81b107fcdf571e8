/*
 * invit_kernels_w.h -- C entry point of double-double's inverse iteration on
 * the GPU (cuda/eig/invit_kernels_w.cu): one thread a vector, the iteration
 * of cuda/eig/invit_vector_w.h, no orthogonalization between the vectors
 * (the callers give it the vectors that start a cluster).
 *
 * trident_cuda_invit_vectors_w: for q < count, vector q of T (diagonal d,
 *   n >= 1, off-diagonal e) for the shift sigma[q] into column q of z
 *   (n x count, ld n), of unit 2-norm, from the start sequence of vector
 *   index[q] (its column among all of T's: the host's bits); converged[q] := 1 where it passed
 *   xSTEIN's growth test, else 0.  pivtol, rhs, grown: the iteration's
 *   tolerances (trident_invit_tols_w).  work: trident_cuda_invit_vectors_w_bytes(n,
 *   count) bytes; the vectors go `batch` at a time (at most
 *   TRIDENT_INVIT_W_BATCH), entry i of a batch's vector b at [b + i batch]
 *   of each of its planes.  All pointers device memory; queues the work on
 *   `stream` and returns the launch's cudaError_t.
 */
#ifndef TRIDENT_INVIT_KERNELS_W_H
#define TRIDENT_INVIT_KERNELS_W_H

#include <stddef.h>
#include <stdint.h>
#include <cuda_runtime_api.h>

#include "trident_types.h"

/* vectors a launch takes at most: the planes of 4096 vectors of order
 * 16384 are 5.6 GB (5.9 with 64-bit integers) */
#define TRIDENT_INVIT_W_BATCH 4096

#ifdef __cplusplus
extern "C" {
#endif

size_t trident_cuda_invit_vectors_w_bytes(int64_t n, int64_t count);
int trident_cuda_invit_vectors_w(cudaStream_t stream, int64_t n, const trident_dd *d, const trident_dd *e,
                                 int64_t count, const trident_dd *sigma, const int64_t *index, double pivtol,
                                 double rhs, double grown,
                                 trident_dd *z, int *converged, void *work);

#ifdef __cplusplus
}
#endif

#endif
