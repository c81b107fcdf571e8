/*
 * dc_ops.h -- the divide-and-conquer tridiagonal eigensolver's primitives
 * (drivers/tridiag_dc/), one table per real precision, reached from a
 * backend as be->dc.  Host: backend/host/host_dc_ops.c (loops and BLAS);
 * CUDA: backend/cuda/cuda_dc_ops_generic.h (cuda/eig/dc_kernels.cu,
 * dc_batch_kernels.cu and cuBLAS).  Contracts: dc_ops_table.h.
 */
#ifndef TRIDENT_DC_OPS_H
#define TRIDENT_DC_OPS_H

#include <stdint.h>

#include "trident.h"
#include "backend/dc_batch.h"

#include "core/prec/prec_s.h"
#include "backend/dc_ops_table.h"
#include "core/prec/prec_undef.h"
#include "core/prec/prec_d.h"
#include "backend/dc_ops_table.h"
#include "core/prec/prec_undef.h"

struct trident_dc_ops {
    trident_dc_ops_s s;
    trident_dc_ops_d d;
};

/* The host backend's table (backend/host/host_dc_ops.c). */
extern const struct trident_dc_ops trident_host_dc_ops;

#endif
