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
 *
 * Used for s and c, whose GEMMs run on the SIMT cores anyway; d and z keep
 * cuBLAS, whose FP64 GEMMs run on the matrix units.
 */
#include <cstdint>
#include <type_traits>

#include "band/band_kernels.h"
#include "common/scalar.cuh"
#include "common/tf32.cuh"

namespace trident {
namespace band {
namespace {

constexpr int kCols = 32;
constexpr int kPad = 4;               /* keeps 16-byte rows, spreads the transposed stores */
constexpr int kMinSliceTiles = 4;     /* at least 4 k-tiles per slice */

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
/* the matrix units' tiles (single precision, opt-in: hemm_narrow_tc_kernel
 * below): the narrow rows' tile and slices, each warp 16 rows by 32
 * columns.  Five blocks per SM as the narrow rows (88 registers, no
 * spills, with tc::multiply's k steps not unrolled; unrolled, the kernel
 * needs 168 registers for three blocks, 128 spill 184 bytes).  Not
 * measured: the next GPU session's first choice to tune. */
struct tc_rows {
    static constexpr int ROWS = 64, DEPTH = 32, THREADS = 128, RQ = 1, CQ = 1, TARGET = 1024;
    template <class T> static constexpr int min_blocks() { return 5; }
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

/* the element (i, k) of the Hermitian A, 0 outside m x m */
template <class T>
__device__ __forceinline__ T hermitian_at(bool lower, int64_t m, const T *a, int64_t lda, int64_t i, int64_t k)
{
    if (i >= m || k >= m) return make<T>(0, 0);
    if (i == k) return make<T>(re(a[i + i * lda]), 0);
    const bool stored = lower ? i > k : i < k;
    return stored ? a[i + k * lda] : conj_(a[k + i * lda]);
}

template <class T, class K> struct tile_regs {
    T a[shape_of<K>::A], b[shape_of<K>::B];
};

/* where tile (i0, k0) of A lies: wholly in the stored triangle, wholly in
 * its mirror, or across the diagonal */
enum tile_side { kStored, kMirrored, kStraddling };
template <class K> __device__ __forceinline__ tile_side side_of(bool lower, int64_t i0, int64_t k0)
{
    constexpr int rows = shape_of<K>::ROWS, depth = shape_of<K>::DEPTH;
    const bool below = i0 >= k0 + depth, above = i0 + rows <= k0; /* i > k throughout, i < k throughout */
    return (lower ? below : above) ? kStored : (lower ? above : below) ? kMirrored : kStraddling;
}

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
            if (col >= nc) continue;
            if (part) {
                part[(int64_t)blockIdx.y * m * kCols + i + (int64_t)col * m] = acc[r][q];
            } else {
                const T v = mul(alpha, acc[r][q]);
                c[i + col * ldc] = beta_zero ? v : add(v, mul(beta, c[i + col * ldc]));
            }
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

/*
 * The matrix units' variant (single precision; TRIDENT_HEMM_TC=1, opt-in,
 * src/backend/cuda/cuda_hemm_generic.h).  Same tiles of A and B, same
 * slices and the same slice sums as narrow_rows, so the same workspace;
 * the tile's product is three TF32 products per m16n8k8 step (hi hi +
 * hi lo + lo hi of the rounded splits, common/tf32.cuh), each warp 16 rows
 * of C by 32 columns (four accumulator tiles).  The splits keep NaN and
 * infinity (tf32_split_guarded): xSYTRD's route has no finiteness check.
 *
 * Accuracy.  The matrix units add into their FP32 accumulator without
 * rounding to nearest, so a sum over all of k kept there grows its error
 * with the length of the sum (test_hemm_narrow.c: a TF32 kernel of
 * session 23 that did so grew s's residual at 16384 fivefold).  Here each
 * k step of 8 goes into a fresh accumulator (three products: one
 * truncation of any size), which is then added to the running sums by
 * ordinary FP32 additions, rounded to nearest, in k order.
 *
 * Shared memory.  A tile read down its columns (stored, straddling) is
 * kept k-major, sa[k 72 + i]; one read along its rows (mirrored) i-major,
 * sa[i 36 + k]: each store is one row of 32 consecutive words per warp,
 * and the strides 72 and 36 make the fragments' loads (lanes g, t at
 * 8t + g, and 4g + t, mod 32) conflict-free too.  B is kept by columns,
 * sb[c 36 + k], for the same reasons.  Both layouts of A take 2304 words.
 */
namespace tc {
constexpr int KLD = 72, ILD = 36, BLD = 36, ABUF = 2304, BBUF = 32 * BLD;
static_assert(ABUF >= 32 * KLD && ABUF >= 64 * ILD, "A's layouts");

__device__ __forceinline__ void store(tile_side side, const tile_regs<float, tc_rows> &r, float *sa, float *sb)
{
    using S = shape_of<tc_rows>;
    const int t = threadIdx.x;
#pragma unroll
    for (int u = 0; u < S::A; ++u) {
        if (side == kMirrored) { /* tile_load's lanes along k */
            sa[(t / S::DEPTH + u * (S::THREADS / S::DEPTH)) * ILD + t % S::DEPTH] = r.a[u];
        } else {
            int ii, kk;
            down_columns<tc_rows>(u, ii, kk);
            sa[kk * KLD + ii] = r.a[u];
        }
    }
#pragma unroll
    for (int u = 0; u < S::B; ++u) sb[(t / S::DEPTH + u * (S::THREADS / S::DEPTH)) * BLD + t % S::DEPTH] = r.b[u];
}

/* acc[nt] += this warp's rows (16 from r0) times B's columns 8 nt .. 8 nt + 7
 * over the staged tile, one k step of 8 at a time */
__device__ __forceinline__ void multiply(bool kmajor, const float *sa, const float *sb, int r0, int g, int t,
                                         float (&acc)[4][4])
{
#pragma unroll 1
    for (int k0 = 0; k0 < tc_rows::DEPTH; k0 += 8) {
        const int ka = k0 + t, kb = k0 + t + 4;
        const int ra = r0 + g, rb = r0 + g + 8;
        const float x0 = kmajor ? sa[ka * KLD + ra] : sa[ra * ILD + ka];
        const float x1 = kmajor ? sa[ka * KLD + rb] : sa[rb * ILD + ka];
        const float x2 = kmajor ? sa[kb * KLD + ra] : sa[ra * ILD + kb];
        const float x3 = kmajor ? sa[kb * KLD + rb] : sa[rb * ILD + kb];
        uint32_t ah[4], al[4];
        tf32_split_guarded(x0, ah[0], al[0]);
        tf32_split_guarded(x1, ah[1], al[1]);
        tf32_split_guarded(x2, ah[2], al[2]);
        tf32_split_guarded(x3, ah[3], al[3]);
#pragma unroll
        for (int nt = 0; nt < 4; ++nt) {
            const int c = 8 * nt + g;
            uint32_t bh0, bl0, bh1, bl1;
            tf32_split_guarded(sb[c * BLD + ka], bh0, bl0);
            tf32_split_guarded(sb[c * BLD + kb], bh1, bl1);
            float step[4] = {0.0f, 0.0f, 0.0f, 0.0f}; /* the small products first */
            mma_tf32(step, al, bh0, bh1);
            mma_tf32(step, ah, bl0, bl1);
            mma_tf32(step, ah, bh0, bh1);
#pragma unroll
            for (int e = 0; e < 4; ++e) acc[nt][e] += step[e];
        }
    }
}

/* the warp's accumulator tiles to the slice's part, or to C */
__device__ __forceinline__ void write(int64_t m, int nc, int64_t i0, int r0, int g, int t, const float (&acc)[4][4],
                                      float *part, float alpha, float beta, bool beta_zero, float *c, int64_t ldc)
{
#pragma unroll
    for (int nt = 0; nt < 4; ++nt)
#pragma unroll
        for (int e = 0; e < 4; ++e) {
            const int64_t i = i0 + r0 + g + 8 * (e / 2);
            const int col = 8 * nt + 2 * t + e % 2;
            if (i >= m || col >= nc) continue;
            if (part) {
                part[(int64_t)blockIdx.y * m * kCols + i + (int64_t)col * m] = acc[nt][e];
            } else {
                const float v = alpha * acc[nt][e];
                c[i + col * ldc] = beta_zero ? v : v + beta * c[i + col * ldc];
            }
        }
}
} // namespace tc

/* hemm_narrow_kernel's block on the matrix units (tc above) */
__global__ void __launch_bounds__(tc_rows::THREADS, tc_rows::min_blocks<float>())
    hemm_narrow_tc_kernel(bool lower, int64_t m, int nc, const float *a, int64_t lda, const float *b, int64_t ldb,
                          int64_t slice_len, float *part, float alpha, float beta, bool beta_zero, float *c,
                          int64_t ldc)
{
    using K = tc_rows;
    __shared__ __align__(16) float sa[tc::ABUF];
    __shared__ __align__(16) float sb[tc::BBUF];
    const int64_t i0 = (int64_t)blockIdx.x * K::ROWS, kbeg = (int64_t)blockIdx.y * slice_len;
    const int64_t kend = kbeg + slice_len < m ? kbeg + slice_len : m;
    const int lane = threadIdx.x % 32, r0 = 16 * (threadIdx.x / 32), g = lane / 4, t = lane % 4;
    float acc[4][4] = {};

    tile_regs<float, K> regs;
    if (kbeg < kend) tile_load(side_of<K>(lower, i0, kbeg), lower, m, a, lda, b, ldb, nc, i0, kbeg, regs);
    for (int64_t k0 = kbeg; k0 < kend; k0 += K::DEPTH) {
        const tile_side side = side_of<K>(lower, i0, k0);
        __syncthreads(); /* the previous tile is multiplied */
        tc::store(side, regs, sa, sb);
        __syncthreads();
        const int64_t k1 = k0 + K::DEPTH;
        if (k1 < kend) tile_load(side_of<K>(lower, i0, k1), lower, m, a, lda, b, ldb, nc, i0, k1, regs); /* in flight */
        tc::multiply(side != kMirrored, sa, sb, r0, g, t, acc);
    }
    tc::write(m, nc, i0, r0, g, t, acc, part, alpha, beta, beta_zero, c, ldc);
}

/* C := alpha (sum of the slices in order) + beta C */
template <class T>
__global__ void hemm_narrow_sum_kernel(int64_t m, int nc, int splits, const T *part, T alpha, T beta, bool beta_zero,
                                       T *c, int64_t ldc)
{
    const int64_t total = m * nc;
    for (int64_t e = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; e < total; e += (int64_t)gridDim.x * blockDim.x) {
        const int64_t i = e % m, col = e / m;
        T s = part[i + col * m];
        for (int p = 1; p < splits; ++p) s = add(s, part[(int64_t)p * m * kCols + i + col * m]);
        const T v = mul(alpha, s);
        c[i + col * ldc] = beta_zero ? v : add(v, mul(beta, c[i + col * ldc]));
    }
}

/* slices of the sum over k: enough blocks to fill the GPU, each slice at
 * least kMinSliceTiles tiles deep; a function of m and the shape alone */
template <class K> void hemm_narrow_split(int64_t m, int64_t *splits, int64_t *slice_len)
{
    using S = shape_of<K>;
    const int64_t tiles = (m + S::ROWS - 1) / S::ROWS, depth = (m + S::DEPTH - 1) / S::DEPTH;
    int64_t s = (S::TARGET + tiles - 1) / tiles;
    const int64_t most = depth / kMinSliceTiles > 1 ? depth / kMinSliceTiles : 1;
    if (s > most) s = most;
    const int64_t per = (depth + s - 1) / s; /* tiles per slice */
    *slice_len = per * S::DEPTH;
    *splits = (depth + per - 1) / per;
}

/* Single precision takes the wide rows from m = wide_min up (<= 0: the
 * measured default, band_kernels.h); their tiles are four times taller, so
 * a smaller m leaves the GPU too few of them.  A function of m and the
 * caller's wide_min alone, so that the sums' order is too. */
template <class T> bool hemm_wide(int64_t m, int64_t wide_min)
{
    return sizeof(T) == sizeof(float) && m >= (wide_min > 0 ? wide_min : TRIDENT_HEMM_NARROW_WIDE_MIN);
}

template <class T, class K> size_t hemm_narrow_workspace_as(int64_t m)
{
    int64_t splits = 1, slice_len = 0;
    hemm_narrow_split<K>(m, &splits, &slice_len);
    return splits > 1 ? (size_t)splits * (size_t)m * kCols * sizeof(T) : 0;
}

template <class T> size_t hemm_narrow_workspace(int64_t m, int64_t wide_min)
{
    if (m <= 0) return 0;
    return hemm_wide<T>(m, wide_min) ? hemm_narrow_workspace_as<T, wide_rows>(m)
                                     : hemm_narrow_workspace_as<T, narrow_rows>(m);
}

/* the launch for shape K (tc_rows: the matrix units' kernel, float only) */
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
    if constexpr (std::is_same<K, tc_rows>::value)
        hemm_narrow_tc_kernel<<<grid, shape_of<K>::THREADS, 0, stream>>>(
            uplo != 'U', m, (int)nc, static_cast<const T *>(a), lda, static_cast<const T *>(b), ldb, slice_len, part,
            al, be, beta_zero, static_cast<T *>(c), ldc);
    else
        hemm_narrow_kernel<T, K><<<grid, shape_of<K>::THREADS, 0, stream>>>(
            uplo != 'U', m, (int)nc, static_cast<const T *>(a), lda, static_cast<const T *>(b), ldb, slice_len, part,
            al, be, beta_zero, static_cast<T *>(c), ldc);
    if (part) {
        const int64_t blocks = (m * nc + 255) / 256;
        hemm_narrow_sum_kernel<T><<<(unsigned)(blocks < 2048 ? blocks : 2048), 256, 0, stream>>>(
            m, (int)nc, (int)splits, part, al, be, beta_zero, static_cast<T *>(c), ldc);
    }
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

/* the matrix units' variant where its code was compiled for compute
 * capability 8.0 or later (else the narrow rows on the SIMT cores, whose
 * slices and workspace are the same) */
int hemm_narrow_tc(cudaStream_t stream, char uplo, int64_t m, int64_t nc, const void *alpha, const void *a,
                   int64_t lda, const void *b, int64_t ldb, const void *beta, void *c, int64_t ldc, void *work)
{
    if (m <= 0 || nc <= 0) return 0;
    if (nc > kCols) return (int)cudaErrorInvalidValue;
    if (!tf32_mma_built(hemm_narrow_tc_kernel))
        return hemm_narrow_as<float, narrow_rows>(stream, uplo, m, nc, alpha, a, lda, b, ldb, beta, c, ldc, work);
    return hemm_narrow_as<float, tc_rows>(stream, uplo, m, nc, alpha, a, lda, b, ldb, beta, c, ldc, work);
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

extern "C" size_t trident_cuda_hemm_narrow_tc_workspace(int64_t m)
{
    using namespace trident::band;
    static_assert(tc_rows::ROWS == narrow_rows::ROWS && tc_rows::DEPTH == narrow_rows::DEPTH &&
                      tc_rows::TARGET == narrow_rows::TARGET,
                  "the fallback shares the matrix units' slices");
    return m > 0 ? hemm_narrow_workspace_as<float, tc_rows>(m) : 0;
}

extern "C" int trident_cuda_hemm_narrow_tc_s(cudaStream_t stream, char uplo, int64_t m, int64_t nc,
                                             const void *alpha, const void *a, int64_t lda, const void *b,
                                             int64_t ldb, const void *beta, void *c, int64_t ldc, void *work)
{
    return trident::band::hemm_narrow_tc(stream, uplo, m, nc, alpha, a, lda, b, ldb, beta, c, ldc, work);
}
