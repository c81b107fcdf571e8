/*
 * sygvd_gpu.c -- trident_ssygvd_gpu, trident_dsygvd_gpu, trident_chegvd_gpu,
 * trident_zhegvd_gpu: the generalized eigenproblem on matrices in device
 * memory.
 */
#include "backend/cuda_glue.h"
#include "core/context.h"
#include "dispatch/sygvd_device.h"
#include "trident_cuda.h"

#define TRI_GENERIC_SOURCE "interface/sygvd_gpu_generic.h"
#include "core/prec/instantiate.h"
