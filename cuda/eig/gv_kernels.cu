/*
 * gv_kernels.cu -- the small device steps of the generalized eigen driver
 * (src/dispatch/sygvd_device_generic.h), written once for s, d, c, z, and
 * for double-double's (src/dispatch/gv_dispatch_w.c).
 * Contracts: gv_kernels.h.
 *
 * hermitian_full lets the reduction to standard form run as two TRSMs or
 * TRMMs on a full matrix.  It works on 32x32 tiles: a tile of the stored
 * triangle is copied (or, in place, left alone); a tile of the other
 * triangle is read transposed through shared memory from its mirror tile,
 * so both the reads and the writes are coalesced; a diagonal tile does both
 * within itself.  In place, no block writes what another block reads: the
 * mirror tiles read only stored tiles, which then write nothing.
 */
#include <cstdint>

#include "common/scalar.cuh"
#include "eig/gv_kernels.h"

namespace trident {
namespace {

constexpr int kTile = 32;
constexpr int kTileRows = 8; /* threads per tile column: each does kTile / kTileRows columns */

template <class T>
__global__ void __launch_bounds__(kTile *kTileRows)
    hermitian_full_kernel(bool lower, int64_t n, const T *src, int64_t lds, T *dst, int64_t ldd)
{
    __shared__ T tile[kTile][kTile + 1];
    const int64_t ti = blockIdx.x, tj = blockIdx.y; /* the tile of dst this block writes */
    const int r = threadIdx.x;
    const int64_t i = ti * kTile + r;
    const bool in_place = src == dst;

    if (ti != tj && (lower ? ti > tj : ti < tj)) { /* inside the stored triangle */
        if (in_place || i >= n) return;
        for (int c = threadIdx.y; c < kTile; c += kTileRows) {
            const int64_t j = tj * kTile + c;
            if (j < n) dst[i + j * ldd] = src[i + j * lds];
        }
        return;
    }

    /* tile[r][c] = src(tj*32 + r, ti*32 + c): the mirror tile (the tile
     * itself on the diagonal) */
    const int64_t si = tj * kTile + r;
    for (int c = threadIdx.y; c < kTile; c += kTileRows) {
        const int64_t sj = ti * kTile + c;
        if (si < n && sj < n) tile[r][c] = src[si + sj * lds];
    }
    __syncthreads();
    if (i >= n) return;
    for (int c = threadIdx.y; c < kTile; c += kTileRows) {
        const int64_t j = tj * kTile + c;
        if (j >= n) break;
        if (i == j) {
            dst[i + j * ldd] = make<T>(re(tile[r][r]), real_t<T>(0));
        } else if (lower ? i > j : i < j) { /* stored element of a diagonal tile */
            if (!in_place) dst[i + j * ldd] = tile[r][c];
        } else { /* dst(i,j) = conj(src(j,i)) = conj(tile[c][r]) */
            dst[i + j * ldd] = conj_(tile[c][r]);
        }
    }
}

template <class T>
__global__ void real_diagonal_kernel(int64_t n, T *a, int64_t lda)
{
    for (int64_t i = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; i < n;
         i += (int64_t)gridDim.x * blockDim.x)
        a[i + i * lda] = make<T>(re(a[i + i * lda]), real_t<T>(0));
}

template <class T>
int launch_hermitian_full(cudaStream_t s, char uplo, int64_t n, const void *src, int64_t lds,
                          void *dst, int64_t ldd)
{
    if (n <= 0) return 0;
    const int64_t tiles = (n + kTile - 1) / kTile;
    if (tiles > 65535) return (int)cudaErrorInvalidValue; /* grid.y; n > 2 million */
    const dim3 grid((unsigned)tiles, (unsigned)tiles), block(kTile, kTileRows);
    hermitian_full_kernel<T><<<grid, block, 0, s>>>(uplo == 'L' || uplo == 'l', n,
                                                    (const T *)src, lds, (T *)dst, ldd);
    return (int)cudaGetLastError();
}

template <class T>
int launch_real_diagonal(cudaStream_t s, int64_t n, void *a, int64_t lda)
{
    if (!is_complex_elem<T>::value || n <= 0) return 0;
    const int64_t blocks = (n + 255) / 256;
    real_diagonal_kernel<T><<<(unsigned)(blocks < 1024 ? blocks : 1024), 256, 0, s>>>(n, (T *)a, lda);
    return (int)cudaGetLastError();
}

} // namespace
} // namespace trident

/* ---- C entry points: one set per precision --------------------------------- */

#define TRIDENT_GV_ENTRIES(ch, T)                                                             \
    extern "C" int trident_cuda_gv_hermitian_full_##ch(cudaStream_t s, char uplo, int64_t n,  \
                                                       const void *src, int64_t lds,          \
                                                       void *dst, int64_t ldd)                \
    {                                                                                         \
        return trident::launch_hermitian_full<T>(s, uplo, n, src, lds, dst, ldd);             \
    }                                                                                         \
    extern "C" int trident_cuda_gv_real_diagonal_##ch(cudaStream_t s, int64_t n, void *a,     \
                                                      int64_t lda)                            \
    {                                                                                         \
        return trident::launch_real_diagonal<T>(s, n, a, lda);                                \
    }

TRIDENT_GV_ENTRIES(s, float)
TRIDENT_GV_ENTRIES(d, double)
TRIDENT_GV_ENTRIES(c, float2)
TRIDENT_GV_ENTRIES(z, double2)
TRIDENT_GV_ENTRIES(w, trident::dd::dd_real) /* double-double's reduction, src/dispatch/gv_dispatch_w.c */
