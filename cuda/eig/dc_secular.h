/*
 * dc_secular.h -- the scalar formulas of a divide-and-conquer merge, written
 * once for the host (C) and the device (CUDA): one root of the secular
 * equation, the Gu-Eisenstat vector zhat, and an eigenvector entry.  The
 * host primitives (backend/host/host_dc_ops.c) and the CUDA kernels
 * (eig/dc_kernels.cu) are loops around these functions.
 *
 * Include at file scope, with no precision descriptor active: it
 * instantiates itself for float (suffix _s) and double (_d).
 */
#ifndef TRIDENT_DC_SECULAR_H
#define TRIDENT_DC_SECULAR_H

#include <math.h>
#include <stdint.h>

/*
 * Hooks an includer may define first (the CUDA kernels do):
 *   TRI_HOST_DEVICE   the functions' execution-space qualifier;
 *   TRI_DC_LANES, TRI_DC_LANE, TRI_DC_SUM(x), TRI_DC_PROD(x):  one root, or
 *     one zhat entry, computed by a group of TRI_DC_LANES threads together
 *     (a warp), member TRI_DC_LANE taking the terms i = LANE, LANE + LANES,
 *     ...; TRI_DC_SUM / TRI_DC_PROD combine the members' partial sums /
 *     products and must give every member the same bits (a butterfly
 *     does: IEEE + and * commute), so that all members take the same
 *     branches and return the same result.
 * Defaults: a plain function of one thread.
 */
#include "eig/host_device.h"
#ifndef TRI_DC_LANES
#define TRI_DC_LANES 1
#define TRI_DC_LANE 0
#define TRI_DC_SUM(x) (x)
#define TRI_DC_PROD(x) (x)
#endif

/* Iterations of one root at most.  Bisection alone reaches a root within
 * tol^2 (relative) of a pole in about 110 (double) halvings; the rational
 * step usually needs 3 to 8. */
#define TRI_DC_SECULAR_MAXIT 200

#include "core/prec/prec_s.h"
#include "eig/dc_secular_generic.h"
#include "core/prec/prec_undef.h"
#include "core/prec/prec_d.h"
#include "eig/dc_secular_generic.h"
#include "core/prec/prec_undef.h"

#endif
