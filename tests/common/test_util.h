/*
 * test_util.h -- small helpers shared by the C tests: a deterministic random
 * generator, guard (sentinel) values, and pass/fail bookkeeping.
 */
#ifndef TRIDENT_TEST_UTIL_H
#define TRIDENT_TEST_UTIL_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* Exit code that ctest's SKIP_RETURN_CODE maps to "skipped". */
#define TEST_SKIP_CODE 77

/* xorshift64*: fixed seed, same sequence on every machine */
static uint64_t test_rng_state = 0x9E3779B97F4A7C15ull;
static inline void test_seed(uint64_t s) { test_rng_state = s ? s : 0x9E3779B97F4A7C15ull; }
static inline double test_uniform(void) /* in [-1, 1) */
{
    test_rng_state ^= test_rng_state >> 12;
    test_rng_state ^= test_rng_state << 25;
    test_rng_state ^= test_rng_state >> 27;
    uint64_t r = test_rng_state * 0x2545F4914F6CDD1Dull;
    return (double)(r >> 11) * (2.0 / 9007199254740992.0) - 1.0;
}

/* wall-clock seconds, for progress lines only (never asserted on) */
static inline double test_seconds(void)
{
    struct timespec t;
    timespec_get(&t, TIME_UTC);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

/* The largest order a test runs (TRIDENT_TEST_MAX_N, for short runs such as
 * those under compute-sanitizer); no cap when unset. */
static inline int64_t test_max_n(void)
{
    const char *cap = getenv("TRIDENT_TEST_MAX_N");
    return cap ? atoll(cap) : INT64_MAX;
}

static int test_failures = 0;
static int test_checks = 0;

#define CHECK(cond, ...)                                                     \
    do {                                                                     \
        ++test_checks;                                                       \
        if (!(cond)) {                                                       \
            ++test_failures;                                                 \
            fprintf(stderr, "FAIL %s:%d: ", __FILE__, __LINE__);             \
            fprintf(stderr, __VA_ARGS__);                                    \
            fputc('\n', stderr);                                             \
        }                                                                    \
    } while (0)

static inline int test_finish(const char *name)
{
    printf("%s: %d checks, %d failed\n", name, test_checks, test_failures);
    return test_failures ? 1 : 0;
}

/*
 * Command line "s|d|c|z [gpu]" of the per-precision test programs: returns
 * the precision letter (0 after printing the usage); *gpu is 1 with "gpu".
 * With "gpu" and no usable device, prints SKIP and exits with TEST_SKIP_CODE.
 * int (*gpu_available)(void) is trident_gpu_available (no link dependency here).
 */
static inline char test_parse_precision(int argc, char **argv, int *gpu, int (*gpu_available)(void))
{
    if (argc < 2 || argc > 3 || argv[1][0] == 0 || argv[1][1] != 0 || !strchr("sdcz", argv[1][0])) {
        fprintf(stderr, "usage: %s s|d|c|z [gpu]\n", argv[0]);
        return 0;
    }
    *gpu = argc == 3 && !strcmp(argv[2], "gpu");
    if (*gpu && !gpu_available()) {
        printf("SKIP: no CUDA device\n");
        exit(TEST_SKIP_CODE);
    }
    return argv[1][0];
}

/*
 * Command line "[gpu]" of the double-double test programs (test_wsytrd,
 * test_wsyevd, test_wsyevx): 1 with "gpu", 0 without, -1 after printing
 * the usage.  With "gpu" and no usable device, prints SKIP and exits with
 * TEST_SKIP_CODE.  gpu_available: as for test_parse_precision.
 */
static inline int test_parse_gpu(int argc, char **argv, int (*gpu_available)(void))
{
    const int gpu = argc == 2 && !strcmp(argv[1], "gpu");
    if (argc > 2 || (argc == 2 && !gpu)) {
        fprintf(stderr, "usage: %s [gpu]\n", argv[0]);
        return -1;
    }
    if (gpu && !gpu_available()) {
        printf("SKIP: no CUDA device\n");
        exit(TEST_SKIP_CODE);
    }
    return gpu;
}

/* Accuracy ratios below this pass (shared/DESIGN.md). */
#define TEST_RATIO_LIMIT 30.0

#endif
