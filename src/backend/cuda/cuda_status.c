/*
 * cuda_status.c -- CUDA, cuBLAS and cuSOLVER results as Trident statuses.
 *
 * An allocation failure maps to TRIDENT_INFO_OUT_OF_MEMORY (the drivers may
 * fall back on a smaller workspace), anything else to
 * TRIDENT_INFO_DEVICE_ERROR.  With TRIDENT_VERBOSE >= 1 in the environment
 * each failure is also traced with the library's name for it and the
 * source line that saw it: "a CUDA or cuBLAS call failed" alone does not
 * say which of a driver's hundred calls it was.
 */
#include <stdio.h>
#include <stdlib.h>

#include <cublas_v2.h>
#include <cuda_runtime_api.h>
#include <cusolverDn.h>

#include "backend/cuda/cuda_state.h"
#include "core/context.h"

/* read at each failure: failures are rare and the environment may change */
static int trace_on(void)
{
    const char *verbose = getenv("TRIDENT_VERBOSE");
    return verbose && atoi(verbose) >= 1;
}

static int traced(int status, const char *library, const char *what, int code, const char *file, int line)
{
    if (trace_on())
        fprintf(stderr, "[trident] %s returned %s (%d) at %s:%d\n", library, what, code, file, line);
    return status;
}

int trident_cuda_status_at(cudaError_t err, const char *file, int line)
{
    if (err == cudaSuccess) return TRIDENT_SUCCESS;
    /* A refused launch stays the thread's last error until read.  Left
     * there, the next launch wrapper (they return cudaGetLastError()) would
     * report it again, failing the thread's next, sound call. */
    (void)cudaGetLastError();
    return traced(err == cudaErrorMemoryAllocation ? TRIDENT_INFO_OUT_OF_MEMORY : TRIDENT_INFO_DEVICE_ERROR,
                  "CUDA", cudaGetErrorName(err), (int)err, file, line);
}

int trident_cuda_stream_wait_at(trident_context *ctx, cudaStream_t stream, const char *file, int line)
{
    const int status = trident_cuda_status_at(cudaStreamSynchronize(stream), file, line);
    return status || !trident_context_fault_here(ctx) ? status : TRIDENT_INFO_DEVICE_ERROR;
}

int trident_cublas_status_at(cublasStatus_t s, const char *file, int line)
{
    if (s == CUBLAS_STATUS_SUCCESS) return TRIDENT_SUCCESS;
    return traced(s == CUBLAS_STATUS_ALLOC_FAILED ? TRIDENT_INFO_OUT_OF_MEMORY : TRIDENT_INFO_DEVICE_ERROR,
                  "cuBLAS", cublasGetStatusName(s), (int)s, file, line);
}

int trident_cusolver_status_at(int s, const char *file, int line)
{
    if (s == (int)CUSOLVER_STATUS_SUCCESS) return TRIDENT_SUCCESS;
    /* cuSOLVER has no name function; its codes are listed in cusolver_common.h */
    return traced(s == (int)CUSOLVER_STATUS_ALLOC_FAILED ? TRIDENT_INFO_OUT_OF_MEMORY : TRIDENT_INFO_DEVICE_ERROR,
                  "cuSOLVER", "status", s, file, line);
}
