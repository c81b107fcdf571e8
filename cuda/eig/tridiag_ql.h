/*
 * tridiag_ql.h -- the implicit QL method with Wilkinson shifts for a small
 * symmetric tridiagonal matrix and its eigenvectors, written once for the
 * host (C) and the device (CUDA).  The divide and conquer solves its leaves
 * with it on the GPU (eig/dc_leaf_kernels.cu: one warp per leaf, a lane
 * running the scalar recurrence and all lanes rotating rows of Z); the
 * host test checks the same functions against LAPACK.
 *
 * Include at file scope, with no precision descriptor active: it
 * instantiates itself for float (suffix _s) and double (_d).  Hook:
 * TRI_HOST_DEVICE, the functions' execution-space qualifier (default: both
 * under nvcc, none in C).
 */
#ifndef TRIDENT_TRIDIAG_QL_H
#define TRIDENT_TRIDIAG_QL_H

#include <math.h>
#include <stdint.h>

#include "eig/host_device.h"

/* QL steps per eigenvalue, on average, before the solve gives up (LAPACK's
 * xSTEQR allows the same 30 n in all) */
#define TRI_QL_MAXIT 30

#include "core/prec/prec_s.h"
#include "eig/tridiag_ql_generic.h"
#include "core/prec/prec_undef.h"
#include "core/prec/prec_d.h"
#include "eig/tridiag_ql_generic.h"
#include "core/prec/prec_undef.h"

#endif
