/*
 * panel_scratch.cuh -- the layout of the panel steps' scratch area
 * (TRIDENT_PANEL_PARTIALS_BYTES, panel_kernels.h), shared by the launched
 * steps (panel_kernels.cu) and the one-launch panel (latrd_panel.cu):
 * project's partials, column_begin's partials, the pending reflector (the
 * largest element: complex double and double-double, 16 bytes; the largest
 * real type: double-double), the one-launch panel's partials of u^H v.
 */
#ifndef TRIDENT_PANEL_SCRATCH_CUH
#define TRIDENT_PANEL_SCRATCH_CUH

#include "sytrd/column_begin.cuh"
#include "sytrd/panel_kernels.h"
#include "sytrd/project.cuh"

namespace trident {
namespace panel {

constexpr size_t kColumnPartialsOffset = (size_t)kProjectBlocks * (2 * kMaxNb + 1) * 16;
constexpr size_t kPendingOffset = kColumnPartialsOffset + (size_t)kColumnMaxBlocks * 2 * sizeof(dd_real);
constexpr size_t kDotsOffset = kPendingOffset + 256;
static_assert(sizeof(pending_reflector<double2>) <= 256 && sizeof(pending_reflector<dd_real>) <= 256 &&
                  kDotsOffset + (size_t)kColumnMaxBlocks * sizeof(double2) <= TRIDENT_PANEL_PARTIALS_BYTES,
              "TRIDENT_PANEL_PARTIALS_BYTES too small");

template <class T> inline pending_reflector<T> *pending_slot(void *scratch)
{
    return reinterpret_cast<pending_reflector<T> *>(static_cast<char *>(scratch) + kPendingOffset);
}

/* the one-launch panel's partials of u^H v, one per block (at most
 * kColumnMaxBlocks; s, d, c, z) */
template <class T> inline T *dot_partials(void *scratch)
{
    return reinterpret_cast<T *>(static_cast<char *>(scratch) + kDotsOffset);
}

template <class T> inline real_t<T> *column_partials(void *scratch)
{
    return reinterpret_cast<real_t<T> *>(static_cast<char *>(scratch) + kColumnPartialsOffset);
}

} // namespace panel
} // namespace trident

#endif
