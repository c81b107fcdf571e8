/*
 * float_data.h -- the kernel tests' operands: column-major arrays of
 * floats, read as real or complex (interleaved) elements, filled at random,
 * and checked untouched byte by byte.
 */
#ifndef TRIDENT_TEST_FLOAT_DATA_H
#define TRIDENT_TEST_FLOAT_DATA_H

#include <complex.h>
#include <stddef.h>
#include <stdint.h>

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

#endif
