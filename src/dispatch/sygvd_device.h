/*
 * sygvd_device.h -- the generalized eigen driver on device memory (xSYGVD /
 * xHEGVD: Cholesky, reduction, standard problem, back-transformation, all on
 * the GPU), and the host-memory entry that stages a call through it when
 * dispatch picks the GPU.  Not installed.
 */
#ifndef TRIDENT_SYGVD_DEVICE_H
#define TRIDENT_SYGVD_DEVICE_H

#include "backend/backend.h"

#define TRI_GENERIC_SOURCE "dispatch/sygvd_device_decl_generic.h"
#include "core/prec/instantiate.h"

#endif
