/*
 * gemm_dd_tiles.cu -- bench_gemm_dd_tiles: the double-double GEMM kernel
 * (cuda/blas/gemm_dd_kernel.cuh) with the library's tiling (32 x 32 tiles,
 * 2 x 2 elements a thread) against tilings that give each thread more
 * independent sums (3 x 3, 4 x 4), side by side on the GPU it runs on.
 *
 *   bench_gemm_dd_tiles [n ...]     (default 2048 4096 8192)
 *
 * Each n times C := C - op(A) B, n x n x n, for op 'N' (the
 * back-transformation's Z - V W shape) and 'T' (Z^T Z, V^T Z).  The
 * question: a step of a dd dot product is 18 dependent-ish double
 * operations, so the FP64 pipes' ceiling on an H200 is about 132 SMs x 64
 * x 1.98 GHz / 18 = 0.93 T multiply-adds/s; the library's products ran at
 * 0.42-0.51 T/s inside trident_wsyevd and trident_wsygvd at n = 8192
 * (session 52).  More sums a thread hide more of each chain's latency but
 * cost registers and so occupancy (ptxas, sm_90: 64 registers for 2 x 2
 * with 256 threads, 246 for 32 x 32 4 x 4 with 64, 102 for 48 x 48 3 x 3
 * and 140 for 64 x 64 4 x 4 with 256; no spills).  Time: median of 5 after a warm-up, CUDA events, C restored
 * before each run; "same" checks that every tiling gives the library's
 * bits (they sum each element in the same order).  Prints SKIP without a
 * GPU.
 */
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <vector>

#include <cuda_runtime.h>

#include "../common/bench_cuda.cuh"
#include "blas/gemm_dd_kernel.cuh"

namespace {

using namespace trident::dd_tile;

typedef int (*gemm_fn)(cudaStream_t, char, char, int64_t, int64_t, int64_t, trident_dd, const trident_dd *, int64_t,
                       const trident_dd *, int64_t, trident_dd, trident_dd *, int64_t);

struct variant {
    const char *name;
    gemm_fn fn;
};

const variant variants[] = {
    {"32x32 2x2 (library)", launch_gemm_dd<tiling<32, 2>>},
    {"32x32 4x4", launch_gemm_dd<tiling<32, 4>>},
    {"48x48 3x3", launch_gemm_dd<tiling<48, 3>>},
    {"64x64 4x4", launch_gemm_dd<tiling<64, 4>>},
};

void measure(int n, char ta)
{
    const size_t count = (size_t)n * n;
    std::vector<trident_dd> host(count);
    std::mt19937_64 gen(17);
    std::uniform_real_distribution<double> u(-1, 1);
    for (trident_dd &x : host) x = {u(gen), 0x1p-60 * u(gen)};
    trident_dd *a, *b, *c, *c0;
    BENCH_CK(cudaMalloc(&a, count * sizeof *a));
    BENCH_CK(cudaMalloc(&b, count * sizeof *b));
    BENCH_CK(cudaMalloc(&c, count * sizeof *c));
    BENCH_CK(cudaMalloc(&c0, count * sizeof *c0));
    BENCH_CK(cudaMemcpy(a, host.data(), count * sizeof *a, cudaMemcpyHostToDevice));
    BENCH_CK(cudaMemcpy(c0, host.data(), count * sizeof *c0, cudaMemcpyHostToDevice));
    std::reverse(host.begin(), host.end());
    BENCH_CK(cudaMemcpy(b, host.data(), count * sizeof *b, cudaMemcpyHostToDevice));
    cudaEvent_t t0, t1;
    BENCH_CK(cudaEventCreate(&t0));
    BENCH_CK(cudaEventCreate(&t1));
    const trident_dd one = {1.0, 0.0}, minus_one = {-1.0, 0.0};
    std::vector<trident_dd> reference(count), out(count);
    for (size_t v = 0; v < sizeof variants / sizeof *variants; ++v) {
        std::vector<float> times;
        for (int r = 0; r < 6; ++r) { /* the first is the warm-up */
            BENCH_CK(cudaMemcpy(c, c0, count * sizeof *c, cudaMemcpyDeviceToDevice));
            BENCH_CK(cudaEventRecord(t0));
            BENCH_CK((cudaError_t)variants[v].fn(0, ta, 'N', n, n, n, minus_one, a, n, b, n, one, c, n));
            BENCH_CK(cudaEventRecord(t1));
            BENCH_CK(cudaEventSynchronize(t1));
            float ms;
            BENCH_CK(cudaEventElapsedTime(&ms, t0, t1));
            if (r > 0) times.push_back(ms);
        }
        std::sort(times.begin(), times.end());
        const double ms = times[times.size() / 2];
        BENCH_CK(cudaMemcpy((v ? out : reference).data(), c, count * sizeof *c, cudaMemcpyDeviceToHost));
        const bool same = v == 0 || !memcmp(out.data(), reference.data(), count * sizeof *c);
        printf("%6d  %c  %-20s %10.2f ms  %6.3f T multiply-adds/s  %s\n", n, ta, variants[v].name, ms,
               (double)n * n * (double)n / ms / 1e9, same ? "same" : "DIFFERENT BITS");
    }
    cudaFree(a), cudaFree(b), cudaFree(c), cudaFree(c0);
    cudaEventDestroy(t0), cudaEventDestroy(t1);
}

} // namespace

int main(int argc, char **argv)
{
    int devices = 0;
    if (cudaGetDeviceCount(&devices) != cudaSuccess || devices == 0) {
        printf("SKIP: no CUDA device\n");
        return 0;
    }
    std::vector<int> sizes;
    for (int i = 1; i < argc; ++i) sizes.push_back(atoi(argv[i]));
    if (sizes.empty()) sizes = {2048, 4096, 8192};
    printf("     n  op  tiling                    time       rate (n^3 / time)\n");
    for (int n : sizes)
        for (char ta : {'N', 'T'}) measure(n, ta);
    return 0;
}
