/*
 * syevd_gpu.c -- trident_ssyevd_gpu, trident_dsyevd_gpu, trident_cheevd_gpu,
 * trident_zheevd_gpu: the eigen driver on a matrix in device memory.
 */
#include "core/context.h"
#include "dispatch/syevd_device.h"
#include "trident_cuda.h"

#define TRI_GENERIC_SOURCE "interface/syevd_gpu_generic.h"
#include "core/prec/instantiate.h"
