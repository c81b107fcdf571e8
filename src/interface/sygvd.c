/*
 * sygvd.c -- trident_{s,d}sygvd, trident_{c,z}hegvd and their _factored forms.
 */
#include "backend/host/lapack_prototypes.h"
#include "core/context.h"
#include "interface/interface.h"

#define TRI_GENERIC_SOURCE "interface/sygvd_generic.h"
#include "core/prec/instantiate.h"
