/*
 * test_device.h -- helpers of the GPU tests that touch the CUDA runtime
 * directly: filling the device to provoke out-of-memory paths.
 */
#ifndef TRIDENT_TEST_DEVICE_H
#define TRIDENT_TEST_DEVICE_H

#include <stddef.h>

#include <cuda_runtime_api.h>

/* Fill the device until allocation fails, leaving about `keep` bytes;
 * returns how many blocks were taken (cudaFree each afterwards). */
static int exhaust_device(void **blocks, int max_blocks, size_t keep)
{
    size_t free_b, total_b;
    int count = 0;
    size_t chunk = (size_t)1 << 30;
    while (count < max_blocks && chunk >= ((size_t)1 << 20)) {
        cudaMemGetInfo(&free_b, &total_b);
        if (free_b < keep + chunk) { chunk /= 2; continue; }
        if (cudaMalloc(&blocks[count], chunk) != cudaSuccess) { cudaGetLastError(); chunk /= 2; continue; }
        ++count;
    }
    return count;
}

#endif
