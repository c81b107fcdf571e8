/*
 * pdl.cuh -- programmatic dependent launch (sm_90+), shared by the SYMV
 * passes and the panel kernels, and launch_with(), a launch with one
 * attribute (the SYMV's cooperative launch).
 *
 * A kernel queued with launch_pdl() may be scheduled before the kernel
 * ahead of it on the stream has finished.  pdl_wait() returns once that
 * kernel has completed and its memory is visible (and, as every kernel
 * launched this way waits too, all kernels before it).
 * pdl_launch_dependents() lets the kernel behind this one be scheduled.
 * Both are no-ops on older GPUs and when the kernel was launched the
 * ordinary way, so nothing may depend on them but speed: before pdl_wait()
 * a kernel may only read what no kernel still in flight writes, and write
 * nothing that one reads.
 */
#ifndef TRIDENT_CUDA_PDL_CUH
#define TRIDENT_CUDA_PDL_CUH

#include <cuda_runtime.h>

namespace trident {

__device__ __forceinline__ void pdl_wait()
{
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
#endif
}

__device__ __forceinline__ void pdl_launch_dependents()
{
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif
}

/* Queue kernel<<<grid, block, smem, s>>>(args...) with one launch attribute
 * (cooperative, programmatic serialization, ...); the driver's answer is
 * returned as it is, for the caller to fall back on. */
template <class... Params, class... Args>
cudaError_t launch_with(cudaLaunchAttribute attr, void (*kernel)(Params...), dim3 grid, dim3 block, size_t smem,
                        cudaStream_t s, Args... args)
{
    cudaLaunchConfig_t cfg = {};
    cfg.gridDim = grid;
    cfg.blockDim = block;
    cfg.dynamicSmemBytes = smem;
    cfg.stream = s;
    cfg.attrs = &attr;
    cfg.numAttrs = 1;
    return cudaLaunchKernelEx(&cfg, kernel, args...);
}

/* Queue kernel<<<grid, block, 0, s>>>(args...) as a programmatic dependent
 * launch, or an ordinary one where the driver refuses that. */
template <class... Params, class... Args>
cudaError_t launch_pdl(void (*kernel)(Params...), unsigned grid, unsigned block, cudaStream_t s,
                       Args... args)
{
    cudaLaunchAttribute attr;
    attr.id = cudaLaunchAttributeProgrammaticStreamSerialization;
    attr.val.programmaticStreamSerializationAllowed = 1;
    if (launch_with(attr, kernel, dim3(grid), dim3(block), 0, s, args...) == cudaSuccess) return cudaSuccess;
    (void)cudaGetLastError();
    kernel<<<grid, block, 0, s>>>(args...);
    return cudaGetLastError();
}

} // namespace trident

#endif
