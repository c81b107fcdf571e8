/*
 * bench_symv.cu -- Trident SYMV/HEMV against cuBLAS, same process, same data.
 * GB/s counts one triangle read once: elem_bytes * n(n+1)/2.  The device copy
 * bandwidth (bytes read + written, 1 GiB buffers) is measured in the same run.
 * CUDA events, warm-up, median of repeats, two ways: one call alone between
 * two events ("single": what an isolated call costs, launch latency
 * included) and batches of 10 back-to-back calls alternating between two
 * copies of the matrix ("piped": calls queued the way a tridiagonalization
 * queues them; two copies so that no call finds its matrix in L2), per call.
 * Writes a CSV (argv[1], default
 * symv_bench.csv) and prints a short table last, followed by the latency of
 * small calls (the sizes a tridiagonalization makes most calls at): batches
 * of back-to-back calls on one stream, microseconds per call.
 *
 * Beside each size it times a plain streaming read of the same number of
 * bytes (contiguous, 16-byte loads, nothing computed; single and piped the
 * same way): the most any kernel that reads the triangle once could reach at
 * that size, fixed launch and ramp costs included.  The "of read" columns are
 * ours against it.
 *   usage: bench_symv [csv] [types, default sdczw] [nmax] [nmin]
 */
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include <cublas_v2.h>
#include <cuda_runtime.h>

#include "trident_cuda.h"
#include "common/bench_cuda.cuh"

__global__ void fill_kernel(double *p, size_t ndouble, unsigned seed)
{
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < ndouble;
         i += (size_t)gridDim.x * blockDim.x) {
        unsigned long long h = (i + 1) * 0x9E3779B97F4A7C15ull ^ seed;
        h ^= h >> 31; h *= 0xBF58476D1CE4E5B9ull; h ^= h >> 29;
        p[i] = (double)(h >> 11) * 0x1.0p-53 - 0.5;
    }
}
__global__ void fill_kernel_f(float *p, size_t n, unsigned seed)
{
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n;
         i += (size_t)gridDim.x * blockDim.x) {
        unsigned long long h = (i + 1) * 0x9E3779B97F4A7C15ull ^ seed;
        h ^= h >> 31; h *= 0xBF58476D1CE4E5B9ull;
        p[i] = (float)((double)(h >> 40) * 0x1.0p-24 - 0.5);
    }
}

static void fill(void *p, size_t bytes, bool single, unsigned seed)
{
    if (single) fill_kernel_f<<<1024, 256>>>((float *)p, bytes / 4, seed);
    else fill_kernel<<<1024, 256>>>((double *)p, bytes / 8, seed);
    BENCH_CK(cudaGetLastError());
}

template <class F> static double time_ms(F f, cudaStream_t s, int warm, int reps)
{
    cudaEvent_t a, b;
    BENCH_CK(cudaEventCreate(&a));
    BENCH_CK(cudaEventCreate(&b));
    for (int i = 0; i < warm; ++i) f();
    std::vector<float> t;
    for (int i = 0; i < reps; ++i) {
        BENCH_CK(cudaEventRecord(a, s));
        f();
        BENCH_CK(cudaEventRecord(b, s));
        BENCH_CK(cudaEventSynchronize(b));
        float ms;
        BENCH_CK(cudaEventElapsedTime(&ms, a, b));
        t.push_back(ms);
    }
    BENCH_CK(cudaEventDestroy(a));
    BENCH_CK(cudaEventDestroy(b));
    std::sort(t.begin(), t.end());
    return t[t.size() / 2];
}

struct row {
    char t, uplo;
    long n;
    double ours, atom, cub;    /* single calls, ms; <0 when absent */
    double ours_p, cub_p;      /* piped calls, ms per call; <0 when absent */
    double rd, rd_p;           /* the plain read of the same bytes, single and piped */
};

int main(int argc, char **argv)
{
    int count = 0;
    if (cudaGetDeviceCount(&count) != cudaSuccess || count == 0) {
        printf("SKIP: no CUDA device\n");
        return 77;
    }
    const char *csv = argc > 1 ? argv[1] : "symv_bench.csv";
    std::string types = argc > 2 ? argv[2] : "sdczw";
    long nmaxarg = argc > 3 ? atol(argv[3]) : 32768;
    long nminarg = argc > 4 ? atol(argv[4]) : 0;
    cudaDeviceProp prop;
    BENCH_CK(cudaGetDeviceProperties(&prop, 0));
    cudaStream_t s;
    BENCH_CK(cudaStreamCreate(&s));
    float *sink;
    const int read_grid = bench_read_grid(prop.multiProcessorCount); /* the read reference's blocks */
    BENCH_CK(cudaMalloc(&sink, (size_t)read_grid * sizeof(float)));
    trident_context *ctx, *ctxa;
    trident_context_create(&ctx);
    trident_context_create(&ctxa);
    trident_context_set_cuda_stream(ctx, s);
    trident_context_set_cuda_stream(ctxa, s);
    trident_context_set_deterministic(ctxa, 0);
    cublasHandle_t h;
    cublasCreate(&h);
    cublasSetStream(h, s);

    /* device-to-device copy bandwidth, 1 GiB buffers, bytes read + written */
    const size_t GiB = 1ull << 30;
    void *c0, *c1;
    BENCH_CK(cudaMalloc(&c0, GiB));
    BENCH_CK(cudaMalloc(&c1, GiB));
    BENCH_CK(cudaMemset(c0, 1, GiB));
    double cms = time_ms([&] { BENCH_CK(cudaMemcpyAsync(c1, c0, GiB, cudaMemcpyDeviceToDevice, s)); }, s, 3, 10);
    BENCH_CK(cudaFree(c0));
    BENCH_CK(cudaFree(c1));
    const double copy_gbs = 2.0 * GiB / (cms * 1e-3) / 1e9;
    printf("device: %s, %d SMs; copy bandwidth %.0f GB/s (read+write)\n", prop.name,
           prop.multiProcessorCount, copy_gbs);

    std::vector<long> ns;
    for (long n = 1024; n <= 8192; n += 1024) ns.push_back(n);
    for (long n : {12288L, 16384L, 24576L, 32768L}) ns.push_back(n);
    std::vector<row> rows;
    size_t freeb, totalb;
    for (char t : types) {
        const size_t eb = (t == 's') ? 4 : (t == 'd' || t == 'c') ? 8 : 16;
        for (long n : ns) {
            if (n > nmaxarg || n < nminarg) continue;
            BENCH_CK(cudaMemGetInfo(&freeb, &totalb));
            const size_t abytes = (size_t)n * n * eb;
            if (2 * abytes + 4 * (size_t)n * n * eb / 32 + (512ull << 20) > freeb) {
                printf("skip %c n=%ld: does not fit\n", t, n);
                continue;
            }
            void *A, *A2, *x, *y;
            BENCH_CK(cudaMalloc(&A, abytes));
            BENCH_CK(cudaMalloc(&A2, abytes));
            BENCH_CK(cudaMalloc(&x, n * eb));
            BENCH_CK(cudaMalloc(&y, n * eb));
            fill(A, abytes, t == 's' || t == 'c', 1);
            fill(x, n * eb, t == 's' || t == 'c', 2);
            fill(y, n * eb, t == 's' || t == 'c', 3);
            if (t == 'w') { /* make the pairs normalised double-doubles: lo tiny */
                BENCH_CK(cudaMemset2D((char *)A + 8, 16, 0, 8, abytes / 16));
                BENCH_CK(cudaMemset2D((char *)x + 8, 16, 0, 8, n));
                BENCH_CK(cudaMemset2D((char *)y + 8, 16, 0, 8, n));
            }
            BENCH_CK(cudaMemcpy(A2, A, abytes, cudaMemcpyDeviceToDevice));
            const double bytes = (double)eb * n * (n + 1) / 2;
            const int reps = n <= 8192 ? 25 : 9;
            for (char uplo : {'L', 'U'}) {
                row r{t, uplo, n, -1, -1, -1, -1, -1, -1, -1};
                void *Am = A; /* the matrix the next call reads */
                cublasFillMode_t fm = uplo == 'L' ? CUBLAS_FILL_MODE_LOWER : CUBLAS_FILL_MODE_UPPER;
                auto ours = [&](trident_context *c) {
                    int info = 0;
                    switch (t) {
                    case 's': { float a = 1.0f, b = 0.5f; info = trident_ssymv(c, uplo, n, a, (float *)Am, n, (float *)x, 1, b, (float *)y, 1); break; }
                    case 'd': { double a = 1.0, b = 0.5; info = trident_dsymv(c, uplo, n, a, (double *)Am, n, (double *)x, 1, b, (double *)y, 1); break; }
                    case 'c': { trident_complex_float a(1.0f, 0.0f), b(0.5f, 0.0f); info = trident_chemv(c, uplo, n, a, (trident_complex_float *)Am, n, (trident_complex_float *)x, 1, b, (trident_complex_float *)y, 1); break; }
                    case 'z': { trident_complex_double a(1.0, 0.0), b(0.5, 0.0); info = trident_zhemv(c, uplo, n, a, (trident_complex_double *)Am, n, (trident_complex_double *)x, 1, b, (trident_complex_double *)y, 1); break; }
                    case 'w': { trident_dd a = {1.0, 0.0}, b = {0.5, 0.0}; info = trident_wsymv(c, uplo, n, a, (trident_dd *)Am, n, (trident_dd *)x, 1, b, (trident_dd *)y, 1); break; }
                    }
                    if (info) { fprintf(stderr, "trident %csymv failed: %d\n", t, info); exit(1); }
                };
                auto cub = [&] { /* cuBLAS has no double-double: never called for w */
                    cublasStatus_t st = CUBLAS_STATUS_SUCCESS;
                    switch (t) {
                    case 's': { float a = 1.0f, b = 0.5f; st = cublasSsymv(h, fm, n, &a, (float *)Am, n, (float *)x, 1, &b, (float *)y, 1); break; }
                    case 'd': { double a = 1.0, b = 0.5; st = cublasDsymv(h, fm, n, &a, (double *)Am, n, (double *)x, 1, &b, (double *)y, 1); break; }
                    case 'c': { cuComplex a = {1.0f, 0.0f}, b = {0.5f, 0.0f}; st = cublasChemv(h, fm, n, &a, (cuComplex *)Am, n, (cuComplex *)x, 1, &b, (cuComplex *)y, 1); break; }
                    case 'z': { cuDoubleComplex a = {1.0, 0.0}, b = {0.5, 0.0}; st = cublasZhemv(h, fm, n, &a, (cuDoubleComplex *)Am, n, (cuDoubleComplex *)x, 1, &b, (cuDoubleComplex *)y, 1); break; }
                    }
                    if (st != CUBLAS_STATUS_SUCCESS) { fprintf(stderr, "cuBLAS failed %d\n", (int)st); exit(1); }
                };
                r.ours = time_ms([&] { ours(ctx); }, s, 3, reps);
                if (t != 'w') {
                    r.atom = time_ms([&] { ours(ctxa); }, s, 3, reps);
                    r.cub = time_ms(cub, s, 3, reps);
                }
                /* piped: 10 calls back to back, alternating the two copies */
                auto piped = [&](auto call) {
                    return time_ms([&] {
                        for (int q = 0; q < 10; ++q) {
                            Am = (q & 1) ? A2 : A;
                            call();
                        }
                        Am = A;
                    }, s, 2, n <= 8192 ? 9 : 5) / 10;
                };
                r.ours_p = piped([&] { ours(ctx); });
                if (t != 'w') r.cub_p = piped(cub);
                auto readref = [&] {
                    bench_read_kernel<<<read_grid, 512, 0, s>>>((const float4 *)Am, (size_t)bytes / 16, sink);
                };
                r.rd = time_ms(readref, s, 3, reps);
                r.rd_p = piped(readref);
                rows.push_back(r);
                auto gbs = [&](double ms) { return ms > 0 ? bytes / (ms * 1e-3) / 1e9 : 0.0; };
                printf("%c %c n=%6ld ours %8.3f ms %7.0f GB/s (%5.1f%%)  atomic %7.0f GB/s  cuBLAS %7.0f GB/s  speed-up %.2f"
                       "  | piped: ours %7.0f GB/s (%5.1f%%)  cuBLAS %7.0f GB/s  speed-up %.2f\n",
                       t, uplo, n, r.ours, gbs(r.ours), 100 * gbs(r.ours) / copy_gbs, gbs(r.atom), gbs(r.cub),
                       r.cub > 0 ? r.cub / r.ours : 0.0, gbs(r.ours_p), 100 * gbs(r.ours_p) / copy_gbs, gbs(r.cub_p),
                       r.cub_p > 0 ? r.cub_p / r.ours_p : 0.0);
                fflush(stdout);
            }
            BENCH_CK(cudaFree(A));
            BENCH_CK(cudaFree(A2));
            BENCH_CK(cudaFree(x));
            BENCH_CK(cudaFree(y));
        }
    }
    FILE *f = fopen(csv, "w");
    if (f) {
        fprintf(f, "type,uplo,n,elem_bytes,ours_ms,ours_GBs,ours_pct_copy,atomic_ms,atomic_GBs,cublas_ms,cublas_GBs,speedup_vs_cublas,copy_GBs,"
                   "piped_ours_ms,piped_ours_GBs,piped_ours_pct_copy,piped_cublas_ms,piped_cublas_GBs,piped_speedup_vs_cublas,"
                   "read_ms,read_pct_copy,ours_pct_read,piped_read_ms,piped_read_pct_copy,piped_ours_pct_read\n");
        for (auto &r : rows) {
            const size_t eb = (r.t == 's') ? 4 : (r.t == 'd' || r.t == 'c') ? 8 : 16;
            const double bytes = (double)eb * r.n * (r.n + 1) / 2;
            auto g = [&](double ms) { return ms > 0 ? bytes / (ms * 1e-3) / 1e9 : 0.0; };
            fprintf(f, "%c,%c,%ld,%zu,%.5f,%.1f,%.1f,%.5f,%.1f,%.5f,%.1f,%.3f,%.1f,%.5f,%.1f,%.1f,%.5f,%.1f,%.3f,"
                       "%.5f,%.1f,%.1f,%.5f,%.1f,%.1f\n", r.t, r.uplo,
                    r.n, eb, r.ours, g(r.ours), 100 * g(r.ours) / copy_gbs, r.atom, g(r.atom), r.cub, g(r.cub),
                    r.cub > 0 ? r.cub / r.ours : 0.0, copy_gbs, r.ours_p, g(r.ours_p), 100 * g(r.ours_p) / copy_gbs,
                    r.cub_p, g(r.cub_p), r.cub_p > 0 ? r.cub_p / r.ours_p : 0.0,
                    r.rd, 100 * g(r.rd) / copy_gbs, 100 * r.rd / r.ours, r.rd_p, 100 * g(r.rd_p) / copy_gbs,
                    100 * r.rd_p / r.ours_p);
        }
        fclose(f);
    }
    /* short table last: GB/s (% of copy) and speed-up over cuBLAS */
    printf("\ncopy %.0f GB/s.  type uplo n : single: ours GB/s (%%copy) | cuBLAS GB/s | speed-up | atomic GB/s"
           " | read %%copy || piped: ours GB/s (%%copy) | cuBLAS GB/s | speed-up | read %%copy\n", copy_gbs);
    for (auto &r : rows) {
        const size_t eb = (r.t == 's') ? 4 : (r.t == 'd' || r.t == 'c') ? 8 : 16;
        const double bytes = (double)eb * r.n * (r.n + 1) / 2;
        auto g = [&](double ms) { return ms > 0 ? bytes / (ms * 1e-3) / 1e9 : 0.0; };
        printf("%c %c %6ld : %6.0f (%5.1f%%) | %6.0f | %5.2f | %6.0f | %5.1f%% || %6.0f (%5.1f%%) | %6.0f | %5.2f | %5.1f%%\n",
               r.t, r.uplo, r.n, g(r.ours), 100 * g(r.ours) / copy_gbs, g(r.cub), r.cub > 0 ? r.cub / r.ours : 0.0,
               g(r.atom), 100 * g(r.rd) / copy_gbs, g(r.ours_p), 100 * g(r.ours_p) / copy_gbs, g(r.cub_p),
               r.cub_p > 0 ? r.cub_p / r.ours_p : 0.0, 100 * g(r.rd_p) / copy_gbs);
    }
    /* latency of small calls, lower triangle, beta = 0 as in a tridiagonalization */
    printf("\nlatency (us per call, back-to-back batches of 50, uplo L): type n : ours | cuBLAS\n");
    for (char t : types) {
        const size_t eb = (t == 's') ? 4 : (t == 'd' || t == 'c') ? 8 : 16;
        const long nl_max = 2048;
        void *A, *x, *y;
        BENCH_CK(cudaMalloc(&A, nl_max * nl_max * eb));
        BENCH_CK(cudaMalloc(&x, nl_max * eb));
        BENCH_CK(cudaMalloc(&y, nl_max * eb));
        fill(A, nl_max * nl_max * eb, t == 's' || t == 'c', 4);
        fill(x, nl_max * eb, t == 's' || t == 'c', 5);
        if (t == 'w') {
            BENCH_CK(cudaMemset2D((char *)A + 8, 16, 0, 8, nl_max * nl_max));
            BENCH_CK(cudaMemset2D((char *)x + 8, 16, 0, 8, nl_max));
        }
        for (long n : {64L, 128L, 256L, 512L, 1024L, 2048L}) {
            const int batch = 50;
            auto ours = [&] {
                for (int q = 0; q < batch; ++q) {
                    int info = 0;
                    switch (t) {
                    case 's': info = trident_ssymv(ctx, 'L', n, 1.0f, (float *)A, nl_max, (float *)x, 1, 0.0f, (float *)y, 1); break;
                    case 'd': info = trident_dsymv(ctx, 'L', n, 1.0, (double *)A, nl_max, (double *)x, 1, 0.0, (double *)y, 1); break;
                    case 'c': info = trident_chemv(ctx, 'L', n, trident_complex_float(1.0f, 0.0f), (trident_complex_float *)A, nl_max, (trident_complex_float *)x, 1, trident_complex_float(0.0f, 0.0f), (trident_complex_float *)y, 1); break;
                    case 'z': info = trident_zhemv(ctx, 'L', n, trident_complex_double(1.0, 0.0), (trident_complex_double *)A, nl_max, (trident_complex_double *)x, 1, trident_complex_double(0.0, 0.0), (trident_complex_double *)y, 1); break;
                    case 'w': { trident_dd a = {1.0, 0.0}, b = {0.0, 0.0}; info = trident_wsymv(ctx, 'L', n, a, (trident_dd *)A, nl_max, (trident_dd *)x, 1, b, (trident_dd *)y, 1); break; }
                    }
                    if (info) { fprintf(stderr, "trident %csymv failed: %d\n", t, info); exit(1); }
                }
            };
            auto cub = [&] {
                for (int q = 0; q < batch; ++q) {
                    switch (t) {
                    case 's': { float a = 1.0f, b = 0.0f; cublasSsymv(h, CUBLAS_FILL_MODE_LOWER, n, &a, (float *)A, nl_max, (float *)x, 1, &b, (float *)y, 1); break; }
                    case 'd': { double a = 1.0, b = 0.0; cublasDsymv(h, CUBLAS_FILL_MODE_LOWER, n, &a, (double *)A, nl_max, (double *)x, 1, &b, (double *)y, 1); break; }
                    case 'c': { cuComplex a = {1.0f, 0.0f}, b = {0.0f, 0.0f}; cublasChemv(h, CUBLAS_FILL_MODE_LOWER, n, &a, (cuComplex *)A, nl_max, (cuComplex *)x, 1, &b, (cuComplex *)y, 1); break; }
                    case 'z': { cuDoubleComplex a = {1.0, 0.0}, b = {0.0, 0.0}; cublasZhemv(h, CUBLAS_FILL_MODE_LOWER, n, &a, (cuDoubleComplex *)A, nl_max, (cuDoubleComplex *)x, 1, &b, (cuDoubleComplex *)y, 1); break; }
                    default: break;
                    }
                }
            };
            const double us = 1e3 * time_ms(ours, s, 2, 7) / batch;
            const double cus = t != 'w' ? 1e3 * time_ms(cub, s, 2, 7) / batch : 0.0;
            printf("%c %5ld : %7.2f | %7.2f\n", t, n, us, cus);
        }
        BENCH_CK(cudaFree(A));
        BENCH_CK(cudaFree(x));
        BENCH_CK(cudaFree(y));
    }
    cublasDestroy(h);
    BENCH_CK(cudaFree(sink));
    trident_context_destroy(ctx);
    trident_context_destroy(ctxa);
    return 0;
}
