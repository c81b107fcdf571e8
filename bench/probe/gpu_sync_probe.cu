/*
 * gpu_sync_probe.cu -- the costs a persistent (one launch per panel)
 * tridiagonalization would be built from, on the GPU it runs on:
 *   - a barrier of one thread-block cluster of 16 (DSMEM hardware barrier),
 *   - cooperative_groups grid.sync() over 16..#SMs blocks,
 *   - the L2 read bandwidth one 16-block cluster gets from an L2-resident
 *     buffer, next to 8 such clusters;
 *   - the band chase's hand-off (cuda/band/hb2st.cu): two blocks of 1024
 *     threads on two SMs pass a progress counter back and forth as the
 *     chase does (thread 0 polls with ld.acquire.gpu, a block barrier, ...,
 *     a block barrier, thread 0's st.release.gpu), with nothing between,
 *     with a task's traffic (a 32 x 64 float block loaded from L2 into
 *     shared memory and stored back), and with each warp polling itself.
 * Times from clock64() inside the kernels (barriers, hand-offs) and CUDA
 * events (bandwidth).  usage: bench_gpu_sync_probe
 */
#include <cooperative_groups.h>
#include <cstdio>
#include <cuda_runtime.h>

#include "common/progress_flag.cuh"

namespace cg = cooperative_groups;

#define CK(call)                                                                              \
    do {                                                                                      \
        cudaError_t e_ = (call);                                                              \
        if (e_ != cudaSuccess) {                                                              \
            fprintf(stderr, "%s:%d CUDA error %s\n", __FILE__, __LINE__, cudaGetErrorString(e_)); \
            return 1;                                                                         \
        }                                                                                     \
    } while (0)

__global__ void __cluster_dims__(16, 1, 1) cluster_barrier(int iters, long long *cycles)
{
    cg::cluster_group cl = cg::this_cluster();
    const long long t0 = clock64();
    for (int i = 0; i < iters; ++i) cl.sync();
    if (threadIdx.x == 0 && blockIdx.x == 0) *cycles = clock64() - t0;
}

__global__ void grid_barrier(int iters, long long *cycles)
{
    cg::grid_group g = cg::this_grid();
    const long long t0 = clock64();
    for (int i = 0; i < iters; ++i) g.sync();
    if (threadIdx.x == 0 && blockIdx.x == 0) *cycles = clock64() - t0;
}

/* read an n2-vector of double2 `reps` times (through L2, not L1) */
__global__ void __cluster_dims__(16, 1, 1) cluster_stream(const double2 *buf, size_t n2, int reps, double *sink)
{
    double acc = 0;
    for (int r = 0; r < reps; ++r)
        for (size_t k = blockIdx.x * (size_t)blockDim.x + threadIdx.x; k < n2; k += (size_t)gridDim.x * blockDim.x) {
            const double2 v = __ldcg(buf + k);
            acc += v.x + v.y;
        }
    if (acc == 12345.678) *sink = acc; /* keeps the loads */
}

/* Block 0 and block 1 take turns `iters` times each: a block waits until
 * the other's counter reaches its turn, then (mode 1) moves a task's block
 * through shared memory, then publishes.  mode 2: as 1, each warp polling.
 * One turn is one hand-off plus what the block does in it. */
__global__ void __launch_bounds__(1024) chase_handoff(int iters, int mode, int *flags, float *band, long long *cycles)
{
    extern __shared__ float tile[];
    const int me = blockIdx.x, other = 1 - me, tid = threadIdx.x;
    float *const mine = band + me * 2048;
    const long long t0 = clock64();
    for (int i = 0; i < iters; ++i) {
        const int turn = 2 * i + me; /* the other has published turn */
        if (turn > 0) {
            if (mode == 2 ? (tid & 31) == 0 : tid == 0)
                while (trident::progress_read(flags + other) < turn) __nanosleep(32);
            if (mode == 2) __syncwarp(); else __syncthreads();
        }
        if (mode >= 1) {
            const float a = __ldcg(mine + tid), b = __ldcg(mine + 1024 + tid);
            tile[tid] = a, tile[1024 + tid] = b;
            __syncthreads();
            mine[tid] = tile[2047 - tid] + 1.0f, mine[1024 + tid] = tile[1023 - tid];
        }
        __syncthreads();
        if (tid == 0) trident::progress_publish(flags + me, turn + 1);
    }
    if (tid == 0 && me == 0) *cycles = clock64() - t0;
}

int main()
{
    int count = 0;
    if (cudaGetDeviceCount(&count) != cudaSuccess || count == 0) {
        printf("SKIP: no CUDA device\n");
        return 77;
    }
    int khz = 0, sms = 0;
    CK(cudaDeviceGetAttribute(&khz, cudaDevAttrClockRate, 0));
    CK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
    const double ns_per_cycle = 1e6 / khz;
    CK(cudaFuncSetAttribute(cluster_barrier, cudaFuncAttributeNonPortableClusterSizeAllowed, 1));
    CK(cudaFuncSetAttribute(cluster_stream, cudaFuncAttributeNonPortableClusterSizeAllowed, 1));
    long long *cycles;
    double *sink;
    CK(cudaMallocManaged(&cycles, sizeof *cycles));
    CK(cudaMalloc(&sink, sizeof *sink));
    const int iters = 10000;
    for (int threads : {256, 512, 1024}) {
        cluster_barrier<<<16, threads>>>(iters, cycles);
        CK(cudaDeviceSynchronize());
        printf("cluster of 16 barrier, %4d threads/block: %6.0f ns\n", threads, *cycles * ns_per_cycle / iters);
    }
    for (int blocks : {16, 32, sms / 2, sms}) {
        int it = iters;
        void *args[] = {(void *)&it, (void *)&cycles};
        CK(cudaLaunchCooperativeKernel((void *)grid_barrier, blocks, 256, args, 0, 0));
        CK(cudaDeviceSynchronize());
        printf("grid.sync, %3d blocks of 256:           %6.0f ns\n", blocks, *cycles * ns_per_cycle / iters);
    }
    {
        /* more than half an SM's shared memory each: the two blocks on two SMs */
        int smem_max = 0;
        CK(cudaDeviceGetAttribute(&smem_max, cudaDevAttrMaxSharedMemoryPerBlockOptin, 0));
        const int smem = smem_max / 2 + 1024;
        CK(cudaFuncSetAttribute(chase_handoff, cudaFuncAttributeMaxDynamicSharedMemorySize, smem));
        int *flags;
        float *band;
        CK(cudaMalloc(&flags, 2 * sizeof(int)));
        CK(cudaMalloc(&band, 2 * 2048 * sizeof(float)));
        CK(cudaMemset(band, 0, 2 * 2048 * sizeof(float)));
        static const char *what[] = {"counter alone", "a task's loads and stores", "the same, each warp polling"};
        for (int mode = 0; mode < 3; ++mode) {
            CK(cudaMemset(flags, 0, 2 * sizeof(int)));
            chase_handoff<<<2, 1024, smem>>>(iters, mode, flags, band, cycles);
            CK(cudaDeviceSynchronize());
            printf("chase hand-off between two SMs, 1024 threads, %-27s %6.0f ns a turn\n", what[mode],
                   *cycles * ns_per_cycle / (2.0 * iters));
        }
        CK(cudaFree(flags));
        CK(cudaFree(band));
    }
    cudaEvent_t a, b;
    CK(cudaEventCreate(&a));
    CK(cudaEventCreate(&b));
    for (size_t mb : {1, 4, 16}) {
        const size_t bytes = mb << 20;
        double2 *buf;
        CK(cudaMalloc(&buf, bytes));
        CK(cudaMemset(buf, 0, bytes));
        for (int clusters : {1, 8}) {
            const int reps = 50;
            cluster_stream<<<16 * clusters, 1024>>>(buf, bytes / 16, 2, sink); /* warm L2 */
            CK(cudaEventRecord(a));
            cluster_stream<<<16 * clusters, 1024>>>(buf, bytes / 16, reps, sink);
            CK(cudaEventRecord(b));
            CK(cudaEventSynchronize(b));
            float ms;
            CK(cudaEventElapsedTime(&ms, a, b));
            printf("L2-resident %2zu MB read by %d cluster(s) of 16 x 1024 threads: %5.0f GB/s\n", mb, clusters,
                   bytes * (double)reps / (ms * 1e-3) / 1e9);
        }
        CK(cudaFree(buf));
    }
    return 0;
}
