/*
 * interface.h -- bodies of public routines that other public routines reuse
 * after their own argument checks (for example xSYGVD calls the xSYEVD body
 * under its own name).  Not installed.
 */
#ifndef TRIDENT_INTERFACE_H
#define TRIDENT_INTERFACE_H

#include "trident.h"

#define TRI_GENERIC_SOURCE "interface/interface_decl_generic.h"
#include "core/prec/instantiate.h"

#endif
