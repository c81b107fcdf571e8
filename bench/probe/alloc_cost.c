/*
 * alloc_cost.c -- what the 64 MiB device headroom costs each allocation
 * (trident_cuda_malloc, src/backend/cuda/cuda_state.c): one cudaMemGetInfo,
 * beside the cudaMalloc + cudaFree pair it follows.  Prints the mean of
 * `reps` calls of each after a warm-up.  Usage: bench_alloc_cost [reps] [MiB]
 */
#define _POSIX_C_SOURCE 199309L /* clock_gettime */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include <cuda_runtime_api.h>

static double now_us(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e6 + t.tv_nsec * 1e-3;
}

int main(int argc, char **argv)
{
    const int reps = argc > 1 ? atoi(argv[1]) : 1000;
    const size_t bytes = (size_t)(argc > 2 ? atoi(argv[2]) : 1) << 20;
    int devices = 0;
    if (cudaGetDeviceCount(&devices) != cudaSuccess || devices == 0) {
        printf("SKIP: no CUDA device\n");
        return 0;
    }
    size_t free_bytes, total;
    void *p;
    for (int i = 0; i < 10; ++i) cudaMemGetInfo(&free_bytes, &total);
    double t0 = now_us();
    for (int i = 0; i < reps; ++i) cudaMemGetInfo(&free_bytes, &total);
    const double info_us = (now_us() - t0) / reps;
    t0 = now_us();
    for (int i = 0; i < reps; ++i) {
        if (cudaMalloc(&p, bytes) != cudaSuccess) {
            printf("cudaMalloc of %zu bytes failed\n", bytes);
            return 1;
        }
        cudaFree(p);
    }
    const double pair_us = (now_us() - t0) / reps;
    printf("cudaMemGetInfo %.2f us/call; cudaMalloc + cudaFree of %zu MiB %.2f us/pair (%d reps)\n", info_us,
           bytes >> 20, pair_us, reps);
    return 0;
}
