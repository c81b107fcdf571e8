/*
 * syevx_gpu.c -- trident_ssyevx_gpu, trident_dsyevx_gpu, trident_cheevx_gpu,
 * trident_zheevx_gpu: selected eigenpairs of a matrix in device memory.
 */
#include "core/context.h"
#include "dispatch/syevd_device.h"
#include "interface/eig_common.h"
#include "trident_cuda.h"

#define TRI_GENERIC_SOURCE "interface/syevx_gpu_generic.h"
#include "core/prec/instantiate.h"
