/*
 * test_device.h -- helpers of the GPU tests that touch the CUDA runtime
 * directly: copies ordered against Trident's stream, and filling the device
 * to provoke out-of-memory paths.  C and C++.
 */
#ifndef TRIDENT_TEST_DEVICE_H
#define TRIDENT_TEST_DEVICE_H

#include <stddef.h>

#include <cuda_runtime_api.h>

/* cudaMemcpy between a device synchronisation before and one after;
 * returns the first error.  A context's own stream is ordered with the
 * legacy stream that cudaMemcpy uses, but a context may be given a
 * non-blocking stream (trident_context_set_cuda_stream), and the routines
 * that return before their work is done (SYMV) leave it running: the
 * synchronisations make every copy here safe whatever the stream.
 * (tests/gpu/test_stream_order.c checks the ordering itself.) */
static inline cudaError_t test_memcpy(void *dst, const void *src, size_t bytes, enum cudaMemcpyKind kind)
{
    cudaError_t err = cudaDeviceSynchronize();
    const cudaError_t copy = cudaMemcpy(dst, src, bytes, kind);
    const cudaError_t after = cudaDeviceSynchronize();
    if (err == cudaSuccess) err = copy;
    if (err == cudaSuccess) err = after;
    return err;
}

/* The same for cudaMemcpy2D (pitches and row width in bytes). */
static inline cudaError_t test_memcpy_2d(void *dst, size_t dpitch, const void *src, size_t spitch,
                                         size_t width, size_t height, enum cudaMemcpyKind kind)
{
    cudaError_t err = cudaDeviceSynchronize();
    const cudaError_t copy = cudaMemcpy2D(dst, dpitch, src, spitch, width, height, kind);
    const cudaError_t after = cudaDeviceSynchronize();
    if (err == cudaSuccess) err = copy;
    if (err == cudaSuccess) err = after;
    return err;
}

/* Fill the device until allocation fails, leaving about `keep` bytes;
 * returns how many blocks were taken (cudaFree each afterwards). */
static inline int exhaust_device(void **blocks, int max_blocks, size_t keep)
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
