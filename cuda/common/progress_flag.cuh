/*
 * progress_flag.cuh -- a counter one block publishes and another polls, for
 * kernels whose blocks hand work to each other (the band chase's sweeps):
 * a release store after the publisher's stores, an acquire load before the
 * reader's loads, so no separate device-wide fence is needed.
 */
#pragma once

namespace trident {

__device__ __forceinline__ void progress_publish(int *p, int v)
{
    asm volatile("st.release.gpu.global.s32 [%0], %1;" ::"l"(p), "r"(v) : "memory");
}

__device__ __forceinline__ int progress_read(const int *p)
{
    int v;
    asm volatile("ld.acquire.gpu.global.s32 %0, [%1];" : "=r"(v) : "l"(p) : "memory");
    return v;
}

} // namespace trident
