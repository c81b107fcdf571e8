/*
 * smem_limit.cuh -- raising a kernel's dynamic shared memory limit safely
 * when several host threads launch it.
 *
 * cudaFuncAttributeMaxDynamicSharedMemorySize belongs to the function, for
 * every thread of the process.  Set to what one launch needs, it can be
 * lowered by another thread launching the same kernel with a smaller need
 * between this thread's set and its launch, which then fails with
 * cudaErrorInvalidValue (seen in test_threads gpu: the one-launch xSYTRD at
 * two orders at once).  allow_smem() therefore always sets the same value,
 * all that the current device can give the kernel, so that concurrent
 * callers agree.  The limit only permits: a launch still gets the shared
 * memory it asks for, and occupancy follows that.
 */
#ifndef TRIDENT_CUDA_SMEM_LIMIT_CUH
#define TRIDENT_CUDA_SMEM_LIMIT_CUH

#include <cuda_runtime.h>

namespace trident {

/* Let `kernel` be launched on the current device with up to all the dynamic
 * shared memory the device allows it; cudaErrorInvalidValue when `need`
 * bytes are more than that. */
template <class Kernel> cudaError_t allow_smem(Kernel kernel, size_t need)
{
    int device = 0, optin = 0;
    cudaFuncAttributes attr;
    cudaError_t err = cudaGetDevice(&device);
    if (err == cudaSuccess) err = cudaDeviceGetAttribute(&optin, cudaDevAttrMaxSharedMemoryPerBlockOptin, device);
    if (err == cudaSuccess) err = cudaFuncGetAttributes(&attr, reinterpret_cast<const void *>(kernel));
    if (err != cudaSuccess) return err;
    const size_t room = (size_t)optin > attr.sharedSizeBytes ? (size_t)optin - attr.sharedSizeBytes : 0;
    if (need > room) return cudaErrorInvalidValue;
    return cudaFuncSetAttribute(reinterpret_cast<const void *>(kernel), cudaFuncAttributeMaxDynamicSharedMemorySize,
                                (int)room);
}

} // namespace trident

#endif
