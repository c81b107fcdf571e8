/*
 * sytrd_gpu.c -- trident_ssytrd_gpu, trident_dsytrd_gpu, trident_chetrd_gpu,
 * trident_zhetrd_gpu and double-double's trident_wsytrd_gpu: the
 * tridiagonalization of a matrix in device memory.
 */
#include "backend/cuda_glue.h"
#include "core/context.h"
#include "dispatch/dispatch.h"
#include "drivers/drivers.h"
#include "trident_cuda.h"

#define TRI_GENERIC_SOURCE "interface/sytrd_gpu_generic.h"
#include "core/prec/instantiate.h"
#include "core/prec/prec_w.h"
#include "interface/sytrd_gpu_generic.h"
#include "core/prec/prec_undef.h"
