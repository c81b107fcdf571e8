/*
 * triangle_tiles.cuh -- the tiles of a triangle, one thread block each: the
 * kernels that update one triangle (cuda/blas/her2k_small.cu,
 * syr2k_narrow.cu) launch one block per tile of the lower triangle of
 * tiles and find their tile from the block index.
 */
#ifndef TRIDENT_CUDA_TRIANGLE_TILES_CUH
#define TRIDENT_CUDA_TRIANGLE_TILES_CUH

#include <cstdint>

namespace trident {

/* tile t of the lower triangle of tiles, row by row: (ti, tj), tj <= ti */
__device__ __forceinline__ void triangle_tile_of(int64_t t, int64_t &ti, int64_t &tj)
{
    int64_t i = (int64_t)((sqrt(8.0 * (double)t + 1.0) - 1.0) * 0.5);
    while (i * (i + 1) / 2 > t) --i; /* the square root's rounding, either way */
    while ((i + 1) * (i + 2) / 2 <= t) ++i;
    ti = i, tj = t - i * (i + 1) / 2;
}

} // namespace trident

#endif
