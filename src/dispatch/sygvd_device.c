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

#define TRI_GENERIC_SOURCE "dispatch/sygvd_device_generic.h"
#include "core/prec/instantiate.h"
