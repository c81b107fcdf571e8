/*
 * sygvd_device.c -- instantiate the device generalized eigen driver for
 * s, d, c, z (CUDA builds; sygvd_device_absent.c stands in otherwise).
 */
#include <stdlib.h>

#include <cublas_v2.h>
#include <cuda_runtime_api.h>
#include <cusolverDn.h>

#include "backend/cuda/cuda_state.h"
#include "backend/cuda/cuda_tf32x3.h"
#include "core/context.h"
#include "core/phase_clock.h"
#include "dispatch/syevd_device.h"
#include "dispatch/sygvd_device.h"
#include "eig/gv_kernels.h"

static int gv_blas_status(cublasStatus_t s)
{
    if (s == CUBLAS_STATUS_SUCCESS) return TRIDENT_SUCCESS;
    return s == CUBLAS_STATUS_ALLOC_FAILED ? TRIDENT_INFO_OUT_OF_MEMORY : TRIDENT_INFO_DEVICE_ERROR;
}

static int gv_solver_status(cusolverStatus_t s)
{
    if (s == CUSOLVER_STATUS_SUCCESS) return TRIDENT_SUCCESS;
    return s == CUSOLVER_STATUS_ALLOC_FAILED ? TRIDENT_INFO_OUT_OF_MEMORY
                                             : TRIDENT_INFO_DEVICE_ERROR;
}

#define TRI_GENERIC_SOURCE "dispatch/sygvd_device_generic.h"
#include "core/prec/instantiate.h"
