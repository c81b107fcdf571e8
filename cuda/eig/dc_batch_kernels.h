/*
 * dc_batch_kernels.h -- C entry point of the merge of one divide-and-conquer
 * tree level's small nodes at once (cuda/eig/dc_batch_kernels.cu), one per
 * real precision.  The batch (src/backend/dc_batch.h, which gives the
 * layout) is read on the host; its pointers are device addresses.  The call
 * only queues work on `stream` and returns the launches' cudaError_t.
 */
#ifndef TRIDENT_DC_BATCH_KERNELS_H
#define TRIDENT_DC_BATCH_KERNELS_H

#include <cuda_runtime_api.h>

#include "backend/dc_batch.h"

#ifdef __cplusplus
extern "C" {
#endif

int trident_cuda_dc_merge_batch_s(cudaStream_t stream, const trident_dc_batch_s *batch);
int trident_cuda_dc_merge_batch_d(cudaStream_t stream, const trident_dc_batch_d *batch);

#ifdef __cplusplus
}
#endif

#endif
