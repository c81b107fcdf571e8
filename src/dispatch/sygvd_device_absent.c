/*
 * sygvd_device_absent.c -- the device generalized eigen driver of a build
 * without CUDA.  Never reached (dispatch only picks the host there); it
 * exists so that the host-memory entry links.
 */
#include "core/context.h"
#include "dispatch/sygvd_device.h"

#define TRI_GENERIC_SOURCE "dispatch/sygvd_device_absent_generic.h"
#include "core/prec/instantiate.h"
