/*
 * float_data.h -- the kernel tests' operands: column-major arrays of
 * floats, read as real or complex (interleaved) elements, filled at random,
 * and checked untouched byte by byte (on the host, or on the device after a
 * call that must refuse).
 */
#ifndef TRIDENT_TEST_FLOAT_DATA_H
#define TRIDENT_TEST_FLOAT_DATA_H

#include <complex.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include <cuda_runtime_api.h>

#include "common/test_util.h"

/* element (i, j) of a column-major array of floats, complex when cplx */
static inline double complex test_float_at(const float *x, int cplx, int64_t i, int64_t j, int64_t ld)
{
    const int64_t e = i + j * ld;
    return cplx ? x[2 * e] + I * (double)x[2 * e + 1] : x[e];
}

static inline void test_float_fill(float *x, size_t count)
{
    for (size_t e = 0; e < count; ++e) x[e] = (float)test_uniform();
}

/* 1 when every one of the bytes at p is value */
static inline int test_bytes_are(const void *p, size_t bytes, unsigned char value)
{
    for (size_t e = 0; e < bytes; ++e)
        if (((const unsigned char *)p)[e] != value) return 0;
    return 1;
}

#define TEST_POISON 0x5a /* the byte that device memory a call must not write is filled with */

/* bytes of device memory, every byte TEST_POISON; NULL when not to be had */
static inline void *test_device_poisoned(size_t bytes)
{
    void *d = NULL;
    if (cudaMalloc(&d, bytes) != cudaSuccess) return NULL;
    if (cudaMemset(d, TEST_POISON, bytes) == cudaSuccess) return d;
    cudaFree(d);
    return NULL;
}

/* 1 when the bytes at d (from test_device_poisoned) are all still
 * TEST_POISON, after the work queued so far; frees d */
static inline int test_device_untouched_free(void *d, size_t bytes)
{
    unsigned char *back = malloc(bytes);
    const int untouched = d && back && cudaDeviceSynchronize() == cudaSuccess &&
                          cudaMemcpy(back, d, bytes, cudaMemcpyDeviceToHost) == cudaSuccess &&
                          test_bytes_are(back, bytes, TEST_POISON);
    free(back);
    cudaFree(d);
    return untouched;
}

#endif
