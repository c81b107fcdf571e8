/*
 * hemm_narrow.cu -- C := alpha A B + beta C for A m-by-m Hermitian (held in
 * the triangle uplo) and B, C m-by-nc with nc <= 32: stage 1's A22 V.
 * Contract: band_kernels.h.
 *
 * Why not cuBLAS.  xSYMM/xHEMM with 32 columns, and the block-row GEMMs
 * that replaced it (src/backend/cuda/cuda_hemm_generic.h), run at 17 TFLOP/s
 * in single precision on the H100 (s, m = 16352: 1.03 ms for 17 GFLOP):
 * their output is 32 columns wide, so a tile of C sums over all m rows
 * alone, and GEMM kernels tuned for square shapes leave their FMA units
 * waiting.  Here the sum over k is cut into `splits` slices, each block
 * computes one ROWS x 32 tile of C over one slice, and a second kernel adds
 * the slices in slice order: every element sees the same sums in the same
 * order however the blocks are scheduled, so the result is bitwise
 * reproducible (the shape and the number of slices depend on m alone).
 *
 * The tile.  A block stages a ROWS x DEPTH tile of A (rows of C by columns
 * k) and the matching DEPTH x 32 rows of B in shared memory, k-major, and
 * each of its 128 threads accumulates a few row quads by a few column
 * quads, reading four elements per 16-byte load (two loads for complex).
 * Elements of the tile outside the stored triangle are read as the
 * conjugate of their mirror: a tile wholly on the stored side is read down
 * its columns, one wholly across the diagonal along its rows (both
 * coalesced), one that straddles the diagonal element by element.  The
 * diagonal's imaginary parts are taken as zero, as xHEMM does.  The next
 * tile is read into registers while the current one is multiplied (one
 * shared buffer: complex single's double buffer would pass 48 KB).
 *
 * Two shapes (narrow_rows, wide_rows below).  With 64 x 32 tiles and
 * 4 x 4 elements per thread, each 16-byte shared-memory load feeds 8 FMAs
 * and the kernel waits on shared memory: s at 20 TFLOP/s summed over
 * stage 1's panels at n = 16384 (`build/bench/bench_stage1_kernels 16384`,
 * H100).  Single precision from m = 8192 up takes 256 x 32 tiles with
 * 8 x 8 per thread, a warp's 32 threads on 32 row quads of one column
 * range (B's loads are then one broadcast per warp): 144.4 -> 127.7 ms
 * there (22.9 TFLOP/s), 65.6 -> 59.8 ms at 12288, the same at 8192 and
 * below, where the taller tiles leave too few blocks (2026-11-26, H100).
 * Tried on the way and not kept: the wide tiles for every m (8192: 21.9 ->
 * 26.4 ms); the wide tiles filled by 4-byte cp.async copies, three or four
 * tiles in flight, no registers held (159 and 168 ms at 16384: an LSU
 * operation per element costs more than the latency it hides); the narrow
 * tiles visited in an order that pairs each 64 x 64 region's two readers
 * in time, so that the mirror's read finds it in L2 (155 ms: the kernel
 * is not bound by memory traffic).
 * Nor are the block barriers what holds it (session 50, H200): a kernel of
 * one-warp blocks and no block barrier (a warp 128 rows by 32 columns over
 * one slice, 128 sums a lane, each element of A it loads feeding 32 FMAs,
 * steps of 8 k through the warp's shared memory, B transposed beforehand,
 * the next step's loads in flight; 254 registers, no spills) passed
 * test_hemm_narrow, memcheck and racecheck, and took 117.9-119.3 ms against
 * these tiles' 107.1-108.5 over the panels with m >= 8192 at 16384, 19.8-20.3
 * against 17.2-17.6 ms for 4096 <= m < 8192 (`bench_stage1_kernels 8192
 * 16384`, six runs), stage 1 of s's solves with it from m = 8192 on
 * 0.315-0.317 against 0.303-0.306 s (`TRIDENT_VERBOSE=3 bench_eigen
 * --ours-only --types s --cases vl --reps 2 16384`; the patch is not in the
 * tree).  A leading dimension off the power of two (the bench's
 * STAGE1_LD_PAD = 32, 96) changed neither kernel.
 *
 * Used for s and c, whose GEMMs run on the SIMT cores anyway; d and z keep
 * cuBLAS, whose FP64 GEMMs run on the matrix units.
 */
#include <cstdint>

#include "band/band_kernels.h"
#include "band/hemm_narrow_slices.cuh"
#include "common/scalar.cuh"

namespace trident {
namespace band {
namespace {

constexpr int kPad = 4;               /* keeps 16-byte rows, spreads the transposed stores */

/* The block's shape: a ROWS x 32 tile of C from THREADS threads, each RQ
 * quads of rows (ROWS / RQ apart) by CQ quads of consecutive columns, over
 * k-tiles DEPTH deep; about TARGET blocks of (row tile, slice). */
struct wide_rows {
    static constexpr int ROWS = 256, DEPTH = 16, THREADS = 128, RQ = 2, CQ = 2, TARGET = 1024;
    template <class T> static constexpr int min_blocks() { return 2; }
};
struct narrow_rows {
    static constexpr int ROWS = 64, DEPTH = 32, THREADS = 128, RQ = 1, CQ = 1, TARGET = 1024;
    /* real: five blocks per SM (the compiler would otherwise take 142
     * registers for what fits in 96) */
    template <class T> static constexpr int min_blocks() { return sizeof(T) == sizeof(float) ? 5 : 1; }
};
template <class K> struct shape_of : K {
    using S = K;
    static constexpr int RM = 4 * S::RQ, CN = 4 * S::CQ;   /* elements per thread */
    static constexpr int TY = S::ROWS / RM;                /* threads along the rows */
    static constexpr int A = S::ROWS * S::DEPTH / S::THREADS; /* a thread's elements of a tile of A */
    static constexpr int B = S::DEPTH * kCols / S::THREADS;  /* ... of B's rows */
    static_assert(TY * (kCols / CN) == S::THREADS && S::THREADS % S::DEPTH == 0, "thread layout");
    static_assert((S::ROWS >= S::THREADS ? S::ROWS % S::THREADS : S::THREADS % S::ROWS) == 0, "tile loads");
};

template <class T, class K> struct tile_regs {
    T a[shape_of<K>::A], b[shape_of<K>::B];
};

/* a thread's element u of a tile read down its columns (lanes along i):
 * tile row ii, tile column kk */
template <class K> __device__ __forceinline__ void down_columns(int u, int &ii, int &kk)
{
    using S = shape_of<K>;
    const int t = threadIdx.x;
    if constexpr (S::ROWS >= S::THREADS) {
        constexpr int per = S::ROWS / S::THREADS; /* threads' passes per column */
        ii = t + (u % per) * S::THREADS, kk = u / per;
    } else {
        ii = t % S::ROWS, kk = t / S::ROWS + u * (S::THREADS / S::ROWS);
    }
}

/* tile (i0, k0) of A and rows k0.. of B into registers */
template <class T, class K>
__device__ __forceinline__ void tile_load(tile_side side, bool lower, int64_t m, const T *a, int64_t lda,
                                          const T *b, int64_t ldb, int nc, int64_t i0, int64_t k0, tile_regs<T, K> &r)
{
    using S = shape_of<K>;
    const int t = threadIdx.x;
    if (side == kStored) {
#pragma unroll
        for (int u = 0; u < S::A; ++u) {
            int ii, kk;
            down_columns<K>(u, ii, kk);
            const int64_t i = i0 + ii, k = k0 + kk;
            r.a[u] = (i < m && k < m) ? a[i + k * lda] : make<T>(0, 0);
        }
    } else if (side == kMirrored) { /* along the rows of the stored mirror: lanes along k */
#pragma unroll
        for (int u = 0; u < S::A; ++u) {
            const int kk = t % S::DEPTH, ii = t / S::DEPTH + u * (S::THREADS / S::DEPTH);
            const int64_t i = i0 + ii, k = k0 + kk;
            r.a[u] = (i < m && k < m) ? conj_(a[k + i * lda]) : make<T>(0, 0);
        }
    } else {
#pragma unroll
        for (int u = 0; u < S::A; ++u) {
            int ii, kk;
            down_columns<K>(u, ii, kk);
            r.a[u] = hermitian_at(lower, m, a, lda, i0 + ii, k0 + kk);
        }
    }
#pragma unroll
    for (int u = 0; u < S::B; ++u) {
        const int kk = t % S::DEPTH, c = t / S::DEPTH + u * (S::THREADS / S::DEPTH);
        const int64_t k = k0 + kk;
        r.b[u] = k < m && c < nc ? b[k + c * ldb] : make<T>(0, 0);
    }
}

/* registers into shared memory, k-major: sa[k][i], sb[k][c] */
template <class T, class K>
__device__ __forceinline__ void tile_store(tile_side side, const tile_regs<T, K> &r, T (*sa)[shape_of<K>::ROWS + kPad],
                                           T (*sb)[kCols + kPad])
{
    using S = shape_of<K>;
    const int t = threadIdx.x;
#pragma unroll
    for (int u = 0; u < S::A; ++u) {
        if (side == kMirrored) {
            sa[t % S::DEPTH][t / S::DEPTH + u * (S::THREADS / S::DEPTH)] = r.a[u];
        } else {
            int ii, kk;
            down_columns<K>(u, ii, kk);
            sa[kk][ii] = r.a[u];
        }
    }
#pragma unroll
    for (int u = 0; u < S::B; ++u) {
        sb[t % S::DEPTH][t / S::DEPTH + u * (S::THREADS / S::DEPTH)] = r.b[u];
    }
}

/* four consecutive elements from shared memory */
template <class T> __device__ __forceinline__ void load4(const T *p, T *x)
{
    if constexpr (sizeof(T) == 4) {
        const float4 v = *reinterpret_cast<const float4 *>(p);
        x[0] = v.x, x[1] = v.y, x[2] = v.z, x[3] = v.w;
    } else {
        const float4 v = *reinterpret_cast<const float4 *>(p), w = *reinterpret_cast<const float4 *>(p + 2);
        x[0] = make_float2(v.x, v.y), x[1] = make_float2(v.z, v.w);
        x[2] = make_float2(w.x, w.y), x[3] = make_float2(w.z, w.w);
    }
}

template <class T> __device__ __forceinline__ T fma_(T a, T b, T c)
{
    if constexpr (is_complex_elem<T>::value)
        return make<T>(fmaf(-im(a), im(b), fmaf(re(a), re(b), re(c))), fmaf(im(a), re(b), fmaf(re(a), im(b), im(c))));
    else
        return fmaf(a, b, c);
}

/* acc += the staged tile's product: thread (ty, tx)'s RQ row quads by CQ
 * column quads, summed over k in order */
template <class T, class K>
__device__ __forceinline__ void tile_multiply(const T (*sa)[shape_of<K>::ROWS + kPad], const T (*sb)[kCols + kPad],
                                              int ty, int tx, T (&acc)[shape_of<K>::RM][shape_of<K>::CN])
{
    using S = shape_of<K>;
#pragma unroll 8
    for (int kk = 0; kk < S::DEPTH; ++kk) {
        T x[S::RM], y[S::CN];
#pragma unroll
        for (int h = 0; h < S::RQ; ++h) load4(&sa[kk][4 * ty + h * (S::ROWS / S::RQ)], x + 4 * h);
#pragma unroll
        for (int h = 0; h < S::CQ; ++h) load4(&sb[kk][4 * (S::CQ * tx + h)], y + 4 * h);
#pragma unroll
        for (int r = 0; r < S::RM; ++r)
#pragma unroll
            for (int q = 0; q < S::CN; ++q) acc[r][q] = fma_(x[r], y[q], acc[r][q]);
    }
}

/* the block's tile of C, or of its slice's part */
template <class T, class K>
__device__ __forceinline__ void tile_write(int64_t m, int nc, int64_t i0, int ty, int tx,
                                           const T (&acc)[shape_of<K>::RM][shape_of<K>::CN], T *part, T alpha,
                                           T beta, bool beta_zero, T *c, int64_t ldc)
{
    using S = shape_of<K>;
#pragma unroll
    for (int r = 0; r < S::RM; ++r) {
        const int64_t i = i0 + 4 * ty + (r / 4) * (S::ROWS / S::RQ) + r % 4;
        if (i >= m) continue;
#pragma unroll
        for (int q = 0; q < S::CN; ++q) {
            const int col = 4 * (S::CQ * tx + q / 4) + q % 4;
            if (col < nc) finish_sum(m, i, col, acc[r][q], part, alpha, beta, beta_zero, c, ldc);
        }
    }
}

/*
 * Block (row tile, slice): part[slice](rows, 0:nc) := sum over the slice's
 * k of A(rows, k) B(k, 0:nc), or with one slice C := alpha (that) + beta C
 * directly (beta_zero: C not read).
 */
template <class T, class K>
__global__ void __launch_bounds__(K::THREADS, K::template min_blocks<T>())
    hemm_narrow_kernel(bool lower, int64_t m, int nc, const T *a, int64_t lda, const T *b, int64_t ldb,
                       int64_t slice_len, T *part, T alpha, T beta, bool beta_zero, T *c, int64_t ldc)
{
    using S = shape_of<K>;
    __shared__ __align__(16) T sa[S::DEPTH][S::ROWS + kPad];
    __shared__ __align__(16) T sb[S::DEPTH][kCols + kPad];
    const int64_t i0 = (int64_t)blockIdx.x * S::ROWS, kbeg = (int64_t)blockIdx.y * slice_len;
    const int64_t kend = kbeg + slice_len < m ? kbeg + slice_len : m;
    const int t = threadIdx.x, ty = t % S::TY, tx = t / S::TY;
    T acc[S::RM][S::CN];
#pragma unroll
    for (int r = 0; r < S::RM; ++r)
#pragma unroll
        for (int q = 0; q < S::CN; ++q) acc[r][q] = make<T>(0, 0);

    tile_regs<T, K> regs;
    if (kbeg < kend) tile_load(side_of<K>(lower, i0, kbeg), lower, m, a, lda, b, ldb, nc, i0, kbeg, regs);
    for (int64_t k0 = kbeg; k0 < kend; k0 += S::DEPTH) {
        __syncthreads(); /* the previous tile is multiplied */
        tile_store(side_of<K>(lower, i0, k0), regs, sa, sb);
        __syncthreads();
        const int64_t k1 = k0 + S::DEPTH;
        if (k1 < kend) tile_load(side_of<K>(lower, i0, k1), lower, m, a, lda, b, ldb, nc, i0, k1, regs); /* in flight */
        tile_multiply<T, K>(sa, sb, ty, tx, acc);
    }
    tile_write<T, K>(m, nc, i0, ty, tx, acc, part, alpha, beta, beta_zero, c, ldc);
}

/* Single precision takes the wide rows from m = wide_min up (<= 0: the
 * measured default, band_kernels.h); their tiles are four times taller, so
 * a smaller m leaves the GPU too few of them.  A function of m and the
 * caller's wide_min alone, so that the sums' order is too. */
template <class T> bool hemm_wide(int64_t m, int64_t wide_min)
{
    return sizeof(T) == sizeof(float) && m >= (wide_min > 0 ? wide_min : TRIDENT_HEMM_NARROW_WIDE_MIN);
}

template <class T> size_t hemm_narrow_workspace(int64_t m, int64_t wide_min)
{
    if (m <= 0) return 0;
    return hemm_wide<T>(m, wide_min) ? hemm_narrow_workspace_as<T, wide_rows>(m)
                                     : hemm_narrow_workspace_as<T, narrow_rows>(m);
}

/* the launch for shape K */
template <class T, class K>
int hemm_narrow_as(cudaStream_t stream, char uplo, int64_t m, int64_t nc, const void *alpha, const void *a,
                   int64_t lda, const void *b, int64_t ldb, const void *beta, void *c, int64_t ldc, void *work)
{
    int64_t splits = 1, slice_len = 0;
    hemm_narrow_split<K>(m, &splits, &slice_len);
    const T al = *static_cast<const T *>(alpha), be = *static_cast<const T *>(beta);
    const bool beta_zero = re(be) == 0 && im(be) == 0;
    T *part = splits > 1 ? static_cast<T *>(work) : nullptr;
    const dim3 grid((unsigned)((m + shape_of<K>::ROWS - 1) / shape_of<K>::ROWS), (unsigned)splits);
    hemm_narrow_kernel<T, K><<<grid, shape_of<K>::THREADS, 0, stream>>>(
        uplo != 'U', m, (int)nc, static_cast<const T *>(a), lda, static_cast<const T *>(b), ldb, slice_len, part, al,
        be, beta_zero, static_cast<T *>(c), ldc);
    if (part) sum_slices(stream, m, nc, splits, part, al, be, beta_zero, static_cast<T *>(c), ldc);
    return (int)cudaGetLastError();
}

template <class T>
int hemm_narrow(cudaStream_t stream, char uplo, int64_t m, int64_t nc, const void *alpha, const void *a, int64_t lda,
                const void *b, int64_t ldb, const void *beta, void *c, int64_t ldc, void *work, int64_t wide_min)
{
    if (m <= 0 || nc <= 0) return 0;
    if (nc > kCols) return (int)cudaErrorInvalidValue;
    if constexpr (sizeof(T) == sizeof(float)) /* the wide rows are instantiated for float alone */
        if (hemm_wide<T>(m, wide_min))
            return hemm_narrow_as<T, wide_rows>(stream, uplo, m, nc, alpha, a, lda, b, ldb, beta, c, ldc, work);
    return hemm_narrow_as<T, narrow_rows>(stream, uplo, m, nc, alpha, a, lda, b, ldb, beta, c, ldc, work);
}

} // namespace
} // namespace band
} // namespace trident

extern "C" int trident_cuda_hemm_narrow_supports(int64_t nc) { return nc >= 1 && nc <= trident::band::kCols; }

extern "C" size_t trident_cuda_hemm_narrow_workspace(int64_t m, size_t elem_bytes, int64_t wide_min)
{
    using namespace trident::band;
    return elem_bytes == sizeof(float) ? hemm_narrow_workspace<float>(m, wide_min)
                                       : hemm_narrow_workspace<float2>(m, wide_min);
}

#define TRIDENT_HEMM_NARROW_ENTRY(ch, T)                                                                      \
    extern "C" int trident_cuda_hemm_narrow_##ch(cudaStream_t stream, char uplo, int64_t m, int64_t nc,        \
                                                  const void *alpha, const void *a, int64_t lda, const void *b, \
                                                  int64_t ldb, const void *beta, void *c, int64_t ldc,          \
                                                  void *work, int64_t wide_min)                                 \
    {                                                                                                          \
        return trident::band::hemm_narrow<T>(stream, uplo, m, nc, alpha, a, lda, b, ldb, beta, c, ldc, work,   \
                                             wide_min);                                                        \
    }

TRIDENT_HEMM_NARROW_ENTRY(s, float)
TRIDENT_HEMM_NARROW_ENTRY(c, float2)
