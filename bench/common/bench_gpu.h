/*
 * bench_gpu.h -- what the GPU benchmarks share: a fixed random stream, the
 * median of repeats, wall-clock and CUDA-event timing, and the device copy
 * bandwidth that the memory-bound results are measured against.
 * Header-only (static functions), one per benchmark program.
 */
#ifndef TRIDENT_BENCH_GPU_H
#define TRIDENT_BENCH_GPU_H

#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <time.h>

#include <cuda_runtime_api.h>

/* xorshift64: the same inputs on every machine and in every run */
static uint64_t bench_rng = 88172645463325252ull;
static double bench_rnd(void) /* uniform in [-1, 1) */
{
    bench_rng ^= bench_rng << 13, bench_rng ^= bench_rng >> 7, bench_rng ^= bench_rng << 17;
    return (double)(bench_rng >> 11) * (2.0 / 9007199254740992.0) - 1.0;
}

/* cudaMemcpy with every stream quiet before and after: the vendor
 * routines' and Trident's work on their own streams is done before the copy
 * and the copy before the next timed call, so no timing includes a copy,
 * whatever the streams' flags. */
static void bench_memcpy(void *dst, const void *src, size_t bytes, enum cudaMemcpyKind kind)
{
    cudaDeviceSynchronize();
    cudaMemcpy(dst, src, bytes, kind);
    cudaDeviceSynchronize();
}

static int bench_cmp_double(const void *a, const void *b)
{
    const double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* median of v[0..n) (reorders v); NaN for n = 0 */
static double bench_median(double *v, int n)
{
    if (n <= 0) return NAN;
    qsort(v, (size_t)n, sizeof *v, bench_cmp_double);
    return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

static double bench_seconds(void)
{
    struct timespec ts;
    timespec_get(&ts, TIME_UTC);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* seconds between two events already recorded on a stream (waits for ev1) */
static double bench_event_seconds(cudaEvent_t ev0, cudaEvent_t ev1)
{
    float ms = 0;
    cudaEventSynchronize(ev1);
    cudaEventElapsedTime(&ms, ev0, ev1);
    return 1e-3 * ms;
}

/* device-to-device copy bandwidth in GB/s, bytes read + written, 1 GiB
 * buffers, median of 7 after a warm-up */
static double bench_copy_bandwidth_gbs(cudaStream_t stream, cudaEvent_t ev0, cudaEvent_t ev1)
{
    const size_t bytes = (size_t)1 << 30;
    void *a, *b;
    if (cudaMalloc(&a, bytes) || cudaMalloc(&b, bytes)) { cudaGetLastError(); return NAN; }
    cudaMemset(a, 1, bytes);
    double t[7];
    for (int r = -1; r < 7; ++r) {
        cudaEventRecord(ev0, stream);
        cudaMemcpyAsync(b, a, bytes, cudaMemcpyDeviceToDevice, stream);
        cudaEventRecord(ev1, stream);
        const double s = bench_event_seconds(ev0, ev1);
        if (r >= 0) t[r] = s;
    }
    cudaFree(a), cudaFree(b);
    return 2.0 * (double)bytes / bench_median(t, 7) / 1e9;
}

#endif
