/*
 * syevd_device.h -- the eigen driver with the matrix in device memory: the
 * body of trident_*syevd_gpu / *heevd_gpu, reused by the generalized
 * *sygvd_gpu, and the GPU path of the host-memory xSYEVD.  Not installed.
 */
#ifndef TRIDENT_SYEVD_DEVICE_H
#define TRIDENT_SYEVD_DEVICE_H

#include "backend/backend.h"
#include "dispatch/dispatch.h"

#define TRI_GENERIC_SOURCE "dispatch/syevd_device_decl_generic.h"
#include "core/prec/instantiate.h"

#endif
