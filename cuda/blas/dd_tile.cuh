/*
 * dd_tile.cuh -- the tile machinery Trident's double-double products share
 * (gemm_dd.cu, syr2k_dd.cu): a block of kThreads threads owns one
 * kTile x kTile tile of C, each thread kPer x kPer of its elements (32 x 32
 * and 2 x 2 in the library); the operands' rows for the tile pass through
 * shared memory kChunk columns at a time.  The products are compute-bound
 * (a multiply-add step of a dd dot product is 18 double operations,
 * dd_arith.h's trident_dd_fma_dot), and every element is summed by one
 * thread in a fixed order, which makes the results bitwise reproducible
 * however the blocks are scheduled -- and the same bits for any tile
 * shape.  Whether more elements a thread pay is
 * bench/probe/gemm_dd_tiles.cu's question.
 */
#ifndef TRIDENT_DD_TILE_CUH
#define TRIDENT_DD_TILE_CUH

#include <cstdint>

#include "dd/dd_arith.h"

namespace trident {
namespace dd_tile {

/* Tile x Tile elements of C a block, Per x Per a thread (Tile / Per
 * threads a side), the operands' rows through shared memory 16 columns at
 * a time.  The library's products take tiling<32, 2> (below); other
 * shapes are for measurements (bench/probe/gemm_dd_tiles.cu). */
template <int Tile, int Per> struct tiling {
    static constexpr int kTile = Tile;         /* a block's tile of C: kTile x kTile */
    static constexpr int kPer = Per;           /* a thread's elements: kPer x kPer */
    static constexpr int kHalf = Tile / Per;   /* threads per tile side */
    static constexpr int kChunk = 16;          /* columns of the operands in shared memory at once */
    static constexpr int kThreads = kHalf * kHalf;
    static constexpr int kLoads = kTile * kChunk / kThreads; /* a slab's elements each thread loads */
    static_assert(kHalf * Per == Tile && kLoads * kThreads == kTile * kChunk, "whole rounds of loads");

    /* the rows r0 .. r0 + kTile - 1 and columns l0 .. l0 + kChunk - 1 of
     * op(M), an operand of `rows` x `cols` elements (zero outside), as
     * slab[l][r]:
     *   across false: op(M)(r, l) = m[r + l ld], consecutive threads take
     *                 consecutive rows;
     *   across true:  op(M)(r, l) = m[l + r ld] (M stored transposed),
     *                 consecutive threads take consecutive columns,
     * so that the loads are coalesced either way.  Every thread of the
     * block takes part. */
    static __device__ __forceinline__ void load_slab(bool across, const trident_dd *__restrict__ m, int64_t ld,
                                                     int64_t r0, int64_t rows, int64_t l0, int64_t cols,
                                                     trident_dd slab[kChunk][kTile])
    {
#pragma unroll
        for (int q = 0; q < kLoads; ++q) {
            const int e = threadIdx.x + kThreads * q;
            const int r = across ? e / kChunk : e % kTile, l = across ? e % kChunk : e / kTile;
            const int64_t gr = r0 + r, gl = l0 + l;
            slab[l][r] = gr < rows && gl < cols ? m[across ? gl + gr * ld : gr + gl * ld] : trident_dd_zero();
        }
    }

    /* a thread's kPer x kPer sums: element (x, y) is the tile's row
     * kHalf x + threadIdx.x % kHalf, column kHalf y + threadIdx.x / kHalf */
    struct sums {
        trident_dd v[kPer][kPer];

        __device__ __forceinline__ void zero()
        {
#pragma unroll
            for (int x = 0; x < kPer; ++x)
#pragma unroll
                for (int y = 0; y < kPer; ++y) v[x][y] = trident_dd_zero();
        }
        /* v(x, y) += a[row x] b[column y]: a and b one column l of two
         * slabs (the tile's rows, its columns); each element's terms in
         * call order */
        __device__ __forceinline__ void add(const trident_dd (&a)[kTile], const trident_dd (&b)[kTile])
        {
            const int tx = threadIdx.x % kHalf, ty = threadIdx.x / kHalf;
#pragma unroll
            for (int x = 0; x < kPer; ++x)
#pragma unroll
                for (int y = 0; y < kPer; ++y)
                    v[x][y] = trident_dd_fma_dot(a[tx + kHalf * x], b[ty + kHalf * y], v[x][y]);
        }
        /* f(i, j, sum) for each element, at row i and column j of C for
         * the tile at (i0, j0) */
        template <class F> __device__ __forceinline__ void for_each(int64_t i0, int64_t j0, F f) const
        {
            const int tx = threadIdx.x % kHalf, ty = threadIdx.x / kHalf;
#pragma unroll
            for (int y = 0; y < kPer; ++y)
#pragma unroll
                for (int x = 0; x < kPer; ++x) f(i0 + tx + kHalf * x, j0 + ty + kHalf * y, v[x][y]);
        }
    };
};

/* the library's: 32 x 32 tiles, 2 x 2 a thread */
using lib_tiling = tiling<32, 2>;
constexpr int kTile = lib_tiling::kTile, kChunk = lib_tiling::kChunk, kThreads = lib_tiling::kThreads;
using tile_sums = lib_tiling::sums;
__device__ __forceinline__ void load_slab(bool across, const trident_dd *__restrict__ m, int64_t ld, int64_t r0,
                                          int64_t rows, int64_t l0, int64_t cols, trident_dd slab[kChunk][kTile])
{
    lib_tiling::load_slab(across, m, ld, r0, rows, l0, cols, slab);
}

__device__ __forceinline__ bool is_zero(trident_dd s) { return s.hi == 0.0 && s.lo == 0.0; }

/* s x, exactly where s is 1 or -1 */
__device__ __forceinline__ trident_dd scaled(trident_dd s, trident_dd x)
{
    if (s.lo == 0.0 && s.hi == 1.0) return x;
    if (s.lo == 0.0 && s.hi == -1.0) return trident_dd_neg(x);
    return trident_dd_mul(s, x);
}

/* *c := alpha acc + beta *c, BLAS's way: no product (alpha = 0 or k = 0)
 * leaves beta *c; beta = 0 does not read *c */
__device__ __forceinline__ void store(bool product, trident_dd alpha, trident_dd acc, trident_dd beta,
                                      trident_dd *c)
{
    trident_dd r = product ? scaled(alpha, acc) : trident_dd_zero();
    if (!is_zero(beta)) r = trident_dd_add(r, scaled(beta, *c));
    *c = r;
}

} // namespace dd_tile
} // namespace trident

#endif
