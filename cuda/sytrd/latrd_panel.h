/*
 * latrd_panel.h -- C entry points of the one-launch xLATRD panel
 * (cuda/sytrd/latrd_panel.cu), one pair per precision letter s, d, c, z.
 *
 * trident_cuda_latrd_panel_workspace_<ch>(uplo, n, nb): the bytes of device
 *   workspace (the SYMV's partials) a panel of nb columns of a block of
 *   order n needs on the current device (nb = n: any panel of a block of
 *   order n or less); 0 when the device cannot run the panel kernel (then
 *   the caller reduces the panel column by column).
 * trident_cuda_latrd_panel_<ch>(stream, uplo, n, nb, a, lda, e, tau, w, ldw,
 *   y, scratch, work): queue backend/ops_table.h's latrd_panel (what the
 *   per-column steps latrd_column_begin, hemv, latrd_project do for the nb
 *   columns of a panel of the n-by-n block a, and the column_begin that
 *   finishes the last W column) on stream.  scratch: the panel steps'
 *   (panel_kernels.h; its counters are not used); work: the workspace bytes
 *   above.
 *   Returns a cudaError_t; cudaErrorCooperativeLaunchTooLarge (nothing
 *   queued) where the grid cannot be resident at once.
 * Pointers are device addresses of the precision's element (e: its real
 * type).
 */
#ifndef TRIDENT_LATRD_PANEL_H
#define TRIDENT_LATRD_PANEL_H

#include <stddef.h>
#include <stdint.h>
#include <cuda_runtime_api.h>

#ifdef __cplusplus
extern "C" {
#endif

#define TRIDENT_DECLARE_LATRD_PANEL(ch)                                                               \
    size_t trident_cuda_latrd_panel_workspace_##ch(char uplo, int64_t n, int64_t nb);                 \
    int trident_cuda_latrd_panel_##ch(cudaStream_t stream, char uplo, int64_t n, int64_t nb, void *a, \
                                      int64_t lda, void *e, void *tau, void *w, int64_t ldw, void *y, \
                                      void *scratch, void *work);

TRIDENT_DECLARE_LATRD_PANEL(s)
TRIDENT_DECLARE_LATRD_PANEL(d)
TRIDENT_DECLARE_LATRD_PANEL(c)
TRIDENT_DECLARE_LATRD_PANEL(z)

#undef TRIDENT_DECLARE_LATRD_PANEL

#ifdef __cplusplus
}
#endif

#endif
