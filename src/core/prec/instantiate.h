/*
 * instantiate.h -- include the generic source named by TRI_GENERIC_SOURCE once
 * for each of the four LAPACK precisions s, d, c, z.
 *
 *   #define TRI_GENERIC_SOURCE "drivers/sytrd_generic.h"
 *   #include "core/prec/instantiate.h"
 *
 * (Double-double, w, is instantiated separately where it is supported:
 * xSYTRD on the host and the GPU -- the ops table in backend/backend.h
 * (filled by backend/host/host_backend.c and backend/cuda/cuda_backend.c),
 * the driver in drivers/sytrd.c, its dispatch in dispatch/sytrd_dispatch_w.c,
 * the public routine in interface/sytrd.c.  xSYEVD's w path, trident_wsyevd,
 * reuses that reduction and has w-only stages of its own: interface/syevd_w.c,
 * dispatch/syevd_dispatch_w.c, drivers/tridiag_w/, backend/host/host_dd_lapack.c.)
 */
#ifndef TRI_GENERIC_SOURCE
#error "define TRI_GENERIC_SOURCE before including instantiate.h"
#endif

#include "core/prec/prec_s.h"
#include TRI_GENERIC_SOURCE
#include "core/prec/prec_undef.h"

#include "core/prec/prec_d.h"
#include TRI_GENERIC_SOURCE
#include "core/prec/prec_undef.h"

#include "core/prec/prec_c.h"
#include TRI_GENERIC_SOURCE
#include "core/prec/prec_undef.h"

#include "core/prec/prec_z.h"
#include TRI_GENERIC_SOURCE
#include "core/prec/prec_undef.h"

#undef TRI_GENERIC_SOURCE
