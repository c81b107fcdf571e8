/*
 * phase_timer.cuh -- diagnosis only: where a persistent kernel's critical
 * path spends its time.  A kernel keeps a phase_timer<N, On> in every
 * thread; mark(slot) adds the %globaltimer time since the previous mark to
 * phase `slot`, and flush(out) adds block 0, thread 0's totals to out[0..N).
 * With On = false (every library build) it is empty and costs nothing; the
 * probes in bench/probe/ build the kernels with it on.
 */
#ifndef TRIDENT_PHASE_TIMER_CUH
#define TRIDENT_PHASE_TIMER_CUH

#include <cuda_runtime.h>

namespace trident {

template <int N, bool On> struct phase_timer {
    __device__ __forceinline__ void mark(int) {}
    __device__ __forceinline__ void flush(unsigned long long *) {}
};

template <int N> struct phase_timer<N, true> {
    unsigned long long last, acc[N];
    static __device__ __forceinline__ unsigned long long now()
    {
        unsigned long long t;
        asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
        return t;
    }
    __device__ __forceinline__ phase_timer() : last(now())
    {
        for (int i = 0; i < N; ++i) acc[i] = 0;
    }
    __device__ __forceinline__ void mark(int slot)
    {
        const unsigned long long t = now();
        acc[slot] += t - last;
        last = t;
    }
    __device__ __forceinline__ void flush(unsigned long long *out)
    {
        if (blockIdx.x == 0 && threadIdx.x == 0)
            for (int i = 0; i < N; ++i) out[i] += acc[i];
    }
};

} // namespace trident

#endif
