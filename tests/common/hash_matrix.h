/*
 * hash_matrix.h -- test matrices as a function of (i, j) alone, for the
 * large-order GPU checks (tests/gpu/*_large_generic.h): nothing n x n has to
 * be kept to regenerate an entry, and every test and every run sees the same
 * matrix.
 */
#ifndef TRIDENT_TESTS_HASH_MATRIX_H
#define TRIDENT_TESTS_HASH_MATRIX_H

#include <stdint.h>

/* uniform in [-1, 1), a function of (i, j) only (splitmix64's finalizer) */
static inline double symmetric_entry(int64_t i, int64_t j)
{
    uint64_t z = (uint64_t)i * 0x9E3779B97F4A7C15ull + (uint64_t)j + 0x632BE59BD9B4E019ull;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    z ^= z >> 31;
    return (double)(z >> 11) * (2.0 / 9007199254740992.0) - 1.0;
}

#endif
