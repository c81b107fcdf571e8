/*
 * drivers.h -- the algorithms, written once over the backend primitives and
 * instantiated per precision.  Arguments are trusted (checked by the
 * interface layer); all array pointers are in the backend's memory.
 */
#ifndef TRIDENT_DRIVERS_H
#define TRIDENT_DRIVERS_H

#include "backend/backend.h"
#include "backend/host/lapack_prototypes.h"

#define TRI_GENERIC_SOURCE "drivers/drivers_decl_generic.h"
#include "core/prec/instantiate.h"
/* double-double: the one-stage tridiagonalization alone (host backend) */
#include "core/prec/prec_w.h"
#include "drivers/sytrd_decl_generic.h"
#include "core/prec/prec_undef.h"

/* Largest panel width the drivers accept (scratch arrays are sized by it). */
#define TRIDENT_SYTRD_MAX_NB 64

/* Block size the drivers use for the tridiagonalization of order n. */
int64_t trident_sytrd_block_size(const trident_backend_ops *be, int64_t n);

#endif
