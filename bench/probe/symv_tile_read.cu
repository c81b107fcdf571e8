/*
 * symv_tile_read.cu -- does the shape of the tiles a SYMV kernel streams
 * cost DRAM bandwidth?  Reads the lower triangle of an n-by-n column-major
 * double matrix (lda = n) in MR-by-NC tiles through three cp.async stages of
 * shared memory, with the tile ranges of Trident's SYMV (panels shortest
 * first, block b takes a contiguous range), and does nothing with the data
 * but add it up.  Beside it: the read reference of bench_symv (a plain
 * contiguous read of the triangle's bytes, bench/common/bench_cuda.cuh)
 * and trident_dsymv itself, all piped (10 calls back to back on two copies of
 * the matrix), as % of the device copy bandwidth; trident_dsymv also on the
 * order n - 1 matrix that starts one element in (columns not 16-byte
 * aligned, as the trailing matrix of every other column of a
 * tridiagonalization with even lda).
 *
 *   bench_symv_tile_read [nmax]
 *
 * Every tile is 32 KB (4096 doubles); a warp copies min(MR, 64) doubles of one
 * column per instruction, so MR = 64 means 512-byte runs of a column, MR = 128
 * 1 KB, MR = 256 2 KB.
 */
#include <stdio.h>
#include <stdlib.h>
#include <vector>

#include <cuda_runtime.h>

#include "trident.h"
#include "trident_cuda.h"
#include "common/bench_gpu.h"
#include "common/bench_cuda.cuh"

constexpr int NT = 256, S = 3, TILE = 4096; /* threads, stages, doubles per tile */

__device__ __forceinline__ void cp16(void *smem, const void *gmem, int src_bytes)
{
    const unsigned s = (unsigned)__cvta_generic_to_shared(smem);
    asm volatile("cp.async.cg.shared.global [%0], [%1], 16, %2;\n" ::"r"(s), "l"(gmem), "r"(src_bytes) : "memory");
}

/* tiles: (row0, col0) of each tile in traversal order */
template <int MR>
__global__ void __launch_bounds__(NT) tile_read(const double *A, long n, const int2 *tiles, long ntiles,
                                                double *sink)
{
    constexpr int WPC = MR / 2; /* 16-byte words per tile column */
    extern __shared__ __align__(16) double st[];
    const long g = gridDim.x, b = blockIdx.x;
    const long t0 = b * ntiles / g, count = (b + 1) * ntiles / g - t0;
    auto issue = [&](long t, int s) {
        const int2 tl = tiles[t0 + t];
#pragma unroll
        for (int k = 0; k < TILE / 2 / NT; ++k) {
            const int w = threadIdx.x + NT * k, c = w / WPC, r = 2 * (w % WPC);
            const long row = tl.x + (long)r, col = tl.y + (long)c;
            const bool ok = row < n && col < n;
            cp16(st + s * TILE + c * MR + r, ok ? A + col * n + row : A, ok ? 16 : 0);
        }
    };
    for (int s = 0; s < S - 1; ++s) {
        if (s < count) issue(s, s);
        asm volatile("cp.async.commit_group;\n" ::: "memory");
    }
    double acc = 0;
    for (long t = 0; t < count; ++t) {
        asm volatile("cp.async.wait_group %0;\n" ::"n"(S - 2) : "memory");
        __syncthreads();
        if (t + S - 1 < count) issue(t + S - 1, (int)((t + S - 1) % S));
        asm volatile("cp.async.commit_group;\n" ::: "memory");
        const double *sa = st + (t % S) * TILE;
#pragma unroll
        for (int k = 0; k < TILE / NT; ++k) acc += sa[threadIdx.x + NT * k];
    }
    if (acc == 12345.678) sink[b] = acc; /* keeps the loads */
}

/* lower-triangle tiles of MR x NC, panels (NC columns) shortest first, each
 * from its diagonal down */
static std::vector<int2> tile_list(long n, int mr)
{
    const int nc = TILE / mr;
    std::vector<int2> v;
    const long npan = (n + nc - 1) / nc;
    for (long j = npan - 1; j >= 0; --j)
        for (long r = j * nc; r < n; r += mr) v.push_back(make_int2((int)r, (int)(j * nc)));
    return v;
}

int main(int argc, char **argv)
{
    const long nmax = argc > 1 ? atol(argv[1]) : 16384;
    int ndev = 0;
    if (cudaGetDeviceCount(&ndev) != cudaSuccess || ndev == 0) {
        printf("SKIP: no GPU\n");
        return 0;
    }
    cudaDeviceProp prop;
    BENCH_CK(cudaGetDeviceProperties(&prop, 0));
    trident_context *ctx = nullptr;
    if (trident_context_create(&ctx)) { fprintf(stderr, "context\n"); return 1; }
    cudaStream_t s;
    BENCH_CK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    cudaEvent_t e0, e1;
    BENCH_CK(cudaEventCreate(&e0));
    BENCH_CK(cudaEventCreate(&e1));
    const double copy = bench_copy_bandwidth_gbs(s, e0, e1);
    printf("device: %s, %d SMs, copy %.0f GB/s\n", prop.name, prop.multiProcessorCount, copy);
    float *sink;
    BENCH_CK(cudaMalloc(&sink, 1 << 20));
    const int mrs[] = {64, 128, 256, 512};
    void (*const kernels[])(const double *, long, const int2 *, long, double *) = {tile_read<64>, tile_read<128>,
                                                                                   tile_read<256>, tile_read<512>};
    const size_t smem = S * TILE * sizeof(double);
    for (auto kern : kernels) BENCH_CK(cudaFuncSetAttribute(kern, cudaFuncAttributeMaxDynamicSharedMemorySize, (int)smem));
    printf("piped %% of copy | n | plain read | tiles 64x64 | 128x32 | 256x16 | 512x8 | trident_dsymv L | misaligned\n");
    for (long n : {4096L, 8192L, 12288L, 16384L, 24576L}) {
        if (n > nmax) break;
        double *A[2], *x, *y;
        for (auto &a : A) {
            BENCH_CK(cudaMalloc(&a, (size_t)n * n * 8));
            BENCH_CK(cudaMemset(a, 0, (size_t)n * n * 8));
        }
        BENCH_CK(cudaMalloc(&x, n * 8));
        BENCH_CK(cudaMalloc(&y, n * 8));
        BENCH_CK(cudaMemset(x, 0, n * 8));
        BENCH_CK(cudaMemset(y, 0, n * 8));
        BENCH_CK(cudaDeviceSynchronize()); /* the legacy-stream fills before the work on s */
        const double bytes = 8.0 * n * (n + 1) / 2;
        /* median of 7 timings of 10 calls back to back, alternating the copies */
        auto piped = [&](auto call) {
            double t[7];
            for (int r = -1; r < 7; ++r) {
                BENCH_CK(cudaEventRecord(e0, s));
                for (int q = 0; q < 10; ++q) call(A[q & 1]);
                BENCH_CK(cudaEventRecord(e1, s));
                const double sec = bench_event_seconds(e0, e1) / 10;
                if (r >= 0) t[r] = sec;
            }
            BENCH_CK(cudaGetLastError());
            return 100.0 * bytes / bench_median(t, 7) / 1e9 / copy;
        };
        double pct[7];
        pct[0] = piped([&](double *a) {
            bench_read_kernel<<<bench_read_grid(prop.multiProcessorCount), 512, 0, s>>>((const float4 *)a,
                                                                                    (size_t)bytes / 16, sink);
        });
        for (int k = 0; k < 4; ++k) {
            const std::vector<int2> tl = tile_list(n, mrs[k]);
            int2 *dt;
            BENCH_CK(cudaMalloc(&dt, tl.size() * sizeof(int2)));
            BENCH_CK(cudaMemcpyAsync(dt, tl.data(), tl.size() * sizeof(int2), cudaMemcpyHostToDevice, s));
            const int grid = 2 * prop.multiProcessorCount;
            const long nt = (long)tl.size();
            auto kern = kernels[k];
            pct[1 + k] = piped([&](double *a) { kern<<<grid, NT, smem, s>>>(a, n, dt, nt, (double *)sink); });
            BENCH_CK(cudaFree(dt));
        }
        trident_context_set_cuda_stream(ctx, s);
        pct[5] = piped([&](double *a) {
            if (trident_dsymv(ctx, 'L', n, 1.0, a, n, x, 1, 0.5, y, 1)) exit(1);
        });
        pct[6] = piped([&](double *a) {
            if (trident_dsymv(ctx, 'L', n - 1, 1.0, a + 1, n, x, 1, 0.5, y, 1)) exit(1);
        });
        printf("| %ld | %.1f | %.1f | %.1f | %.1f | %.1f | %.1f | %.1f |\n", n, pct[0], pct[1], pct[2], pct[3], pct[4],
               pct[5], pct[6]);
        fflush(stdout);
        for (auto &a : A) BENCH_CK(cudaFree(a));
        BENCH_CK(cudaFree(x));
        BENCH_CK(cudaFree(y));
    }
    trident_context_destroy(ctx);
    return 0;
}
