/*
 * sytrd_fused.cu -- the launch of the one-kernel tridiagonalization
 * (sytrd_fused.cuh) for s, d, c, z: how many columns each block keeps in
 * shared memory, the workspace, the cooperative launch, and the one-block
 * kernel for the last columns (sytrd_tail.cuh).  Entry points and their
 * contract: sytrd_fused.h.
 */
#include <cstdint>

#include "common/smem_limit.cuh"
#include "sytrd/sytrd_fused.cuh"
#include "sytrd/sytrd_fused.h"
#include "sytrd/sytrd_tail.cuh"

namespace trident {
namespace fused {
namespace {

/* Threads per block: 256 up to n = 1024 (4 rows per thread), 512 above
 * (at most 8 rows: n <= 4096).  Fewer warps make each step's block
 * reductions and barriers shorter; above 1024 the extra rows per thread
 * cost more than that saves.  Measured on the H100 (bench_sytrd, L,
 * session 13), 256 against 512 threads: z 1024 6.6 vs 7.1 ms, z 512 2.4
 * vs 2.6 ms, d 1024 5.1 vs 5.2 ms; at 2048, d 17.8 vs 15.4 ms. */
constexpr int kSmallThreads = 256, kLargeThreads = 512;
constexpr int kMaxRowsPerThread = 8;

inline int threads_for(int64_t n) { return n <= 4 * kSmallThreads ? kSmallThreads : kLargeThreads; }

struct fused_plan {
    int threads, rows; /* threads per block; rows per thread: 1, 2, 4 or 8 */
    int blocks, slots, nglobal;
    size_t smem, workspace;
};

/* The columns kept in global memory follow pub, y and the shares, from a
 * 256-byte boundary, so that a warp's 32 elements of a column take whole
 * 128-byte lines (every column's, where n sizeof(T) is a multiple of 128);
 * the workspace has room for the padding wherever it starts.  Right after
 * the shares they started 32 bytes past a line for s at n = 4096 and 128
 * past a 256-byte boundary for z at 2048: the kernel took 55.9 and 27.9 ms
 * there, against 53.0 and 27.6 aligned (H100, bench_sytrd_fused_phases
 * untimed, in turn twice; d and c at 2048 the same either way). */
template <class T> size_t exchanged_bytes(int64_t n, int blocks)
{
    return (size_t)(4 * n + 2 * blocks) * sizeof(T);
}
constexpr size_t kColumnsAlign = 256;

template <class T, int NT, int R> void *kernel_of() { return (void *)sytrd_fused_kernel<T, NT, R>; }

/* the kernels instantiated: 256 threads with 1, 2 or 4 rows, 512 with 4 or 8 */
template <class T> void *kernel_for(int threads, int rows)
{
    if (threads == kSmallThreads) {
        switch (rows) {
        case 1: return kernel_of<T, kSmallThreads, 1>();
        case 2: return kernel_of<T, kSmallThreads, 2>();
        default: return kernel_of<T, kSmallThreads, 4>();
        }
    }
    return rows <= 4 ? kernel_of<T, kLargeThreads, 4>() : kernel_of<T, kLargeThreads, 8>();
}

/* The plan for order n >= 1 on the current device; false when there is
 * none (n too large for the kernel, or no room for one block per SM). */
template <class T> bool plan_for(int64_t n, fused_plan &p)
{
    int dev, sms, optin;
    if (cudaGetDevice(&dev) != cudaSuccess ||
        cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev) != cudaSuccess ||
        cudaDeviceGetAttribute(&optin, cudaDevAttrMaxSharedMemoryPerBlockOptin, dev) != cudaSuccess) {
        (void)cudaGetLastError();
        return false;
    }
    p.threads = threads_for(n);
    /* at least 2 blocks: over_p's multiplier must fit 32 bits */
    if (n > (int64_t)p.threads * kMaxRowsPerThread || n > (int64_t)kMaxSlots * sms || sms > kMaxBlocks ||
        sms < 2)
        return false;
    p.rows = p.threads == kSmallThreads ? 1 : 4;
    while ((int64_t)p.threads * p.rows < n) p.rows *= 2;
    p.blocks = sms;
    p.slots = (int)((n + sms - 1) / sms);
    void *kernel = kernel_for<T>(p.threads, p.rows);
    cudaFuncAttributes attr;
    if (cudaFuncGetAttributes(&attr, kernel) != cudaSuccess) {
        (void)cudaGetLastError();
        return false;
    }
    /* the last slots (the columns with the most work) in shared memory */
    const size_t column = (size_t)n * sizeof(T);
    const size_t room = (size_t)optin > attr.sharedSizeBytes ? (size_t)optin - attr.sharedSizeBytes : 0;
    const int fit = (int)(room / column);
    const int in_smem = fit < p.slots ? fit : p.slots;
    p.nglobal = p.slots - in_smem;
    p.smem = (size_t)in_smem * column;
    int per_sm = 0;
    if (allow_smem(kernel, p.smem) != cudaSuccess ||
        cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, kernel, p.threads, p.smem) !=
            cudaSuccess) {
        (void)cudaGetLastError();
        return false;
    }
    if (per_sm < 1) return false;
    p.workspace = exchanged_bytes<T>(n, sms) + kColumnsAlign - 1 + (size_t)p.nglobal * sms * column;
    return true;
}

template <class T> void *tail_kernel() { return (void *)sytrd_tail_kernel<T, kTailWarps, tail_row_blocks<T>()>; }

/* The order of the one-block tail of a reduction of order n: the largest
 * that fits one block's shared memory on the current device, at most
 * `request` where that is positive (0: no tail) and at most n; 0 where
 * there is none. */
template <class T> int64_t tail_order(int64_t n, int64_t request)
{
    int dev, optin;
    cudaFuncAttributes attr;
    if (request == 0 || n < 2 || cudaGetDevice(&dev) != cudaSuccess ||
        cudaDeviceGetAttribute(&optin, cudaDevAttrMaxSharedMemoryPerBlockOptin, dev) != cudaSuccess ||
        cudaFuncGetAttributes(&attr, tail_kernel<T>()) != cudaSuccess) {
        (void)cudaGetLastError();
        return 0;
    }
    const size_t room = (size_t)optin > attr.sharedSizeBytes ? (size_t)optin - attr.sharedSizeBytes : 0;
    int64_t m = 32 * tail_row_blocks<T>();
    while (m > 1 && tail_smem_bytes<T>(m) > room) --m;
    if (request > 0 && request < m) m = request;
    if (m > n) m = n;
    return m >= 2 ? m : 0;
}

template <class T> size_t workspace(int64_t n)
{
    if (n <= 0) return 1;
    fused_plan p;
    return plan_for<T>(n, p) ? p.workspace : 0;
}

template <class T>
int launch(cudaStream_t stream, char uplo, int64_t n, void *a, int64_t lda, void *d, void *e, void *tau,
           int64_t tail, void *work)
{
    if (n <= 0) return (int)cudaSuccess;
    fused_plan p;
    if (!plan_for<T>(n, p)) return (int)cudaErrorInvalidValue;
    int64_t m = tail_order<T>(n, tail);
    /* the tail's shared memory allowed before anything runs: where it cannot be, the grid-wide
     * kernel takes every column rather than stop halfway */
    if (m > 0 && allow_smem(tail_kernel<T>(), tail_smem_bytes<T>(m)) != cudaSuccess) {
        (void)cudaGetLastError();
        m = 0;
    }
    const int64_t k0 = n - m; /* the grid-wide kernel's columns: 0 .. k0-1 */
    fused_args<T> q{};
    q.n = (int)n;
    q.upper = uplo == 'U' || uplo == 'u';
    q.a = (T *)a;
    q.lda = lda;
    q.d = (real_t<T> *)d;
    q.e = (real_t<T> *)e;
    q.tau = (T *)tau;
    if (k0 > 0) {
        q.pub = (T *)work;
        q.y = q.pub + 2 * n;
        q.share = q.y + 2 * n;
        const uintptr_t after = (uintptr_t)work + exchanged_bytes<T>(n, p.blocks);
        q.gcols = (T *)((after + kColumnsAlign - 1) / kColumnsAlign * kColumnsAlign);
        q.nglobal = p.nglobal;
        q.p_magic = (uint32_t)(((uint64_t)1 << 32) / (uint64_t)p.blocks + 1); /* 2^32 / P + e, 0 < e <= 1 */
        q.k_stop = m > 0 ? (int)k0 : (int)n;
        void *params[] = {&q};
        const cudaError_t err = cudaLaunchCooperativeKernel(kernel_for<T>(p.threads, p.rows), dim3(p.blocks),
                                                            dim3(p.threads), params, p.smem, stream);
        if (err != cudaSuccess || m == 0) return (int)err;
    }
    /* B(k0:, k0:): for upper, B = J A J, whose trailing block is J A(0:m, 0:m) J */
    fused_args<T> t = q;
    t.n = (int)m;
    if (!q.upper) t.a += k0 * (1 + lda), t.d += k0, t.e += k0, t.tau += k0;
    sytrd_tail_kernel<T, kTailWarps, tail_row_blocks<T>()><<<1, kTailWarps * 32, tail_smem_bytes<T>(m), stream>>>(t);
    return (int)cudaGetLastError();
}

} // namespace
} // namespace fused
} // namespace trident

#define TRIDENT_SYTRD_FUSED_ENTRIES(ch, T)                                                     \
    extern "C" size_t trident_cuda_sytrd_fused_workspace_##ch(int64_t n)                       \
    {                                                                                          \
        return trident::fused::workspace<T>(n);                                                \
    }                                                                                          \
    extern "C" int trident_cuda_sytrd_fused_##ch(cudaStream_t s, char uplo, int64_t n,         \
                                                 void *a, int64_t lda, void *d, void *e,       \
                                                 void *tau, int64_t tail, void *work)          \
    {                                                                                          \
        return trident::fused::launch<T>(s, uplo, n, a, lda, d, e, tau, tail, work);           \
    }

TRIDENT_SYTRD_FUSED_ENTRIES(s, float)
TRIDENT_SYTRD_FUSED_ENTRIES(d, double)
TRIDENT_SYTRD_FUSED_ENTRIES(c, float2)
TRIDENT_SYTRD_FUSED_ENTRIES(z, double2)
