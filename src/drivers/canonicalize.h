/*
 * canonicalize.h -- the eigenvector convention of the canonical-vectors
 * option (trident_context_set_canonical_vectors): each vector scaled so that
 * its component of largest magnitude is real and positive.
 */
#ifndef TRIDENT_CANONICALIZE_H
#define TRIDENT_CANONICALIZE_H

#include <stdint.h>

#define TRI_GENERIC_SOURCE "drivers/canonicalize_decl_generic.h"
#include "core/prec/instantiate.h"

#endif
