/*
 * hemm_narrow_tc.cu -- stage 1's narrow xHEMM for single precision on the
 * matrix units (trident_cuda_hemm_narrow_tc_s; contract: band_kernels.h):
 * C := alpha A B + beta C, A m-by-m symmetric in the triangle uplo, B and
 * C m-by-nc, nc <= 32.  Opt-in (TRIDENT_HEMM_TC=1): slower than the SIMT
 * kernel of hemm_narrow.cu so far, below.
 */
#include <cstdint>
#include <cuda_pipeline.h>

#include "band/band_kernels.h"
#include "band/hemm_narrow_slices.cuh"
#include "common/smem_limit.cuh"
#include "common/tf32.cuh"

namespace trident {
namespace band {
namespace {

/* the SIMT kernel's wide_min past every m: its 64-row tiles, the fallback */
constexpr int64_t kNarrowOnly = INT64_MAX;

/* the matrix units' tiles (single precision, opt-in: hemm_narrow_tc_kernel
 * below): 128 x 32 tiles of A, each warp 32 rows of C by 32 columns.  Its
 * own loads (tc::fetch below). */
struct tc_rows {
    static constexpr int ROWS = 128, DEPTH = 32, THREADS = 128, TARGET = 1024;
};

/*
 * The matrix units' variant (single precision; TRIDENT_HEMM_TC=1, opt-in,
 * src/backend/cuda/cuda_hemm_generic.h).  The tile's product is three TF32
 * products per m16n8k8 step (hi hi + hi lo + lo hi of the rounded splits,
 * common/tf32.cuh).  Its own shape (tc_rows: 128 x 32 tiles of A), the
 * same slice sums.  The splits keep NaN and infinity (tf32_split_guarded):
 * xSYTRD's route has no finiteness check.
 *
 * Where the time goes (s, the products summed over stage 1's 511 panels at
 * n = 16384, `bench_stage1_kernels 16384`, H100, 2026-11-28; the SIMT
 * kernel 129-132 ms, 22.5 TFLOP/s, in every run):
 *   - session 46's first version (64-row tiles, a warp 16 rows by 32
 *     columns, B split by every warp at every k step, a fresh accumulator
 *     per k step of 8): 218.7 ms;
 *   - a warp 32 rows by 32 columns (128-row tiles), B split once per tile
 *     as it was staged, the fresh accumulator per tile of 32 k: 173.0;
 *   - the tiles copied in by cp.async, B split beforehand by its own
 *     kernel (split_b_kernel): 241.5 with three stages (two blocks an SM),
 *     183.0 with two (four blocks);
 *   - A's eight splits a k step without a branch each (tf32_split_unsafe):
 *     152.2 with two stages (kept), 192.4 with three; the k steps unrolled
 *     by two or four: 151.2, 154.5.
 * So it still loses to the SIMT kernel: stage 1 0.333 s against 0.310 on
 * s's solves at 16384 (`TRIDENT_HEMM_TC=0/1 TRIDENT_VERBOSE=3 bench_eigen
 * --ours-only --types s --cases nvl --reps 2 16384`), and it stays opt-in.
 * Unrolling did not help; more blocks an SM did, each time.  Since then,
 * not yet run on a GPU: the copies as cp.async with the source size in a
 * register (copy_async) instead of __pipeline_memcpy_async, whose zero
 * fill became a chain of branches at every copy, and fetch's four cases
 * as four loops.  Next: `bash bench/gpu-check.sh hemm-tc stage1-kernels
 * hemm-ncu`.
 *
 * Accuracy.  The matrix units add into their FP32 accumulator without
 * rounding to nearest, so a sum over all of k kept there grows its error
 * with the length of the sum (test_hemm_narrow.c's rms check: a TF32
 * kernel of session 23 that did so grew s's residual at 16384 fivefold).
 * Here each tile of 32 k goes into a fresh accumulator (twelve products),
 * which is then added to the running sums by ordinary FP32 additions,
 * rounded to nearest, in k order.
 *
 * Shared memory.  A tile read down its columns (stored, straddling) is
 * kept k-major, a[k 136 + i]; one read along its rows (mirrored) i-major,
 * a[i 36 + k]: each copy is 16 bytes along the global column, and the
 * strides 136 and 36 keep those 16-byte aligned and make the fragments'
 * loads (lanes g, t at 8t + g, and 4g + t, mod 32) conflict-free.  B's
 * splits are kept by columns, b[c 36 + k], for the same reasons.  Where
 * A's columns do not start on 16 bytes (lda or the pointer), the copies
 * are one element each.
 */
namespace tc {
constexpr int KLD = 136, ILD = 36, BLD = 36, ABUF = 128 * ILD, BBUF = 32 * BLD;
static_assert(ABUF >= 32 * KLD && ABUF == tc_rows::ROWS * ILD && tc_rows::DEPTH == 32 &&
                  tc_rows::ROWS == tc_rows::THREADS,
              "A's layouts");
constexpr int MT = tc_rows::ROWS / (16 * (tc_rows::THREADS / 32)); /* a warp's m16 tiles */
static_assert(MT == 2, "a warp's 32 rows");

/* one stage of the pipeline: a tile of A and B's splits for its k */
struct stage {
    float a[ABUF];
    uint32_t bh[BBUF], bl[BBUF];
};

/* cp.async of SIZE bytes (4 or 16) from global memory to shared, of which
 * the first `bytes` are read and the rest zeroed.  The source size goes in
 * a register: __pipeline_memcpy_async takes the zero fill as a value and
 * expands it into a switch, a chain of branches at every copy (937 in
 * this file's PTX with it, for 211 copies). */
template <int SIZE> __device__ __forceinline__ void copy_async(void *dst, const void *src, int bytes)
{
    static_assert(SIZE == 4 || SIZE == 16, "cp.async sizes");
    const unsigned to = (unsigned)__cvta_generic_to_shared(dst);
    if constexpr (SIZE == 16) /* .cg: through L2 only, as each tile is used once here */
        asm volatile("cp.async.cg.shared.global [%0], [%1], 16, %2;" ::"r"(to), "l"(src), "r"(bytes) : "memory");
    else
        asm volatile("cp.async.ca.shared.global [%0], [%1], 4, %2;" ::"r"(to), "l"(src), "r"(bytes) : "memory");
}

/* tile (i0, k0) of A and B's splits for rows k0.. into st, in flight
 * (cp.async) except a tile across the diagonal, stored element by element.
 * aligned: A's columns start on 16 bytes (a and lda), so that 4 rows or 4
 * columns go in one copy.  bh, bl: B's splits, ldbs (a multiple of 4) rows
 * of zeros past m. */
__device__ __forceinline__ void fetch(bool lower, bool aligned, int64_t m, const float *a, int64_t lda,
                                      const uint32_t *bh, const uint32_t *bl, int64_t ldbs, int64_t i0, int64_t k0,
                                      stage &st)
{
    const int t = threadIdx.x;
#pragma unroll
    for (int u = 0; u < 4; ++u) { /* 2 x 32 columns x 8 chunks of 4 k */
        const int q = t + 128 * u, r = q % 256, c = r / 8, kk = 4 * (r % 8);
        const uint32_t *from = q < 256 ? bh : bl;
        uint32_t *to = q < 256 ? st.bh : st.bl;
        const bool in = k0 + kk < ldbs;
        copy_async<16>(to + c * BLD + kk, in ? from + k0 + kk + c * ldbs : from, in ? 16 : 0);
    }
    const tile_side side = side_of<tc_rows>(lower, i0, k0);
    if (side == kStraddling) {
#pragma unroll 4
        for (int kk = 0; kk < 32; ++kk) st.a[kk * KLD + t] = hermitian_at(lower, m, a, lda, i0 + t, k0 + kk);
    } else if (aligned && side == kStored) {
#pragma unroll
        for (int u = 0; u < 8; ++u) { /* down the columns: 32 columns x 32 chunks of 4 rows */
            const int q = t + 128 * u, kk = q / 32, ii = 4 * (q % 32);
            const int64_t i = i0 + ii, k = k0 + kk;
            const int64_t n = k < m ? (m - i < 4 ? m - i : 4) : 0;
            copy_async<16>(st.a + kk * KLD + ii, n > 0 ? a + i + k * lda : a, n > 0 ? (int)(4 * n) : 0);
        }
    } else if (aligned) {
#pragma unroll
        for (int u = 0; u < 8; ++u) { /* along the mirror's rows: 128 rows x 8 chunks of 4 columns */
            const int q = t + 128 * u, ii = q / 8, kk = 4 * (q % 8);
            const int64_t i = i0 + ii, k = k0 + kk;
            const int64_t n = i < m ? (m - k < 4 ? m - k : 4) : 0;
            copy_async<16>(st.a + ii * ILD + kk, n > 0 ? a + k + i * lda : a, n > 0 ? (int)(4 * n) : 0);
        }
    } else if (side == kStored) {
#pragma unroll 8
        for (int u = 0; u < 32; ++u) { /* one element a copy, lanes down the column */
            const int64_t i = i0 + t, k = k0 + u;
            const bool in = i < m && k < m;
            copy_async<4>(st.a + u * KLD + t, in ? a + i + k * lda : a, in ? 4 : 0);
        }
    } else {
#pragma unroll 8
        for (int u = 0; u < 32; ++u) { /* one element a copy, lanes along the mirror's row */
            const int q = t + 128 * u, ii = q / 32, kk = q % 32;
            const int64_t i = i0 + ii, k = k0 + kk;
            const bool in = i < m && k < m;
            copy_async<4>(st.a + ii * ILD + kk, in ? a + k + i * lda : a, in ? 4 : 0);
        }
    }
}

/* acc[mt][nt] += this warp's rows (16 from r0 + 16 mt) times B's columns
 * 8 nt .. 8 nt + 7 over the staged tile, through a fresh accumulator */
__device__ __forceinline__ void multiply(bool kmajor, const stage &st, int r0, int g, int t, float (&acc)[MT][4][4])
{
    float step[MT][4][4] = {};
#pragma unroll 1
    for (int k0 = 0; k0 < tc_rows::DEPTH; k0 += 8) {
        const int ka = k0 + t, kb = k0 + t + 4;
        float x[MT][4];
#pragma unroll
        for (int mt = 0; mt < MT; ++mt) {
            const int ra = r0 + 16 * mt + g, rb = ra + 8;
            x[mt][0] = kmajor ? st.a[ka * KLD + ra] : st.a[ra * ILD + ka];
            x[mt][1] = kmajor ? st.a[ka * KLD + rb] : st.a[rb * ILD + ka];
            x[mt][2] = kmajor ? st.a[kb * KLD + ra] : st.a[ra * ILD + kb];
            x[mt][3] = kmajor ? st.a[kb * KLD + rb] : st.a[rb * ILD + kb];
        }
        uint32_t ah[MT][4], al[MT][4];
        bool unsafe = false; /* one branch for all eight (tf32_split_unsafe says why) */
#pragma unroll
        for (int mt = 0; mt < MT; ++mt)
#pragma unroll
            for (int e = 0; e < 4; ++e) {
                tf32_split(x[mt][e], ah[mt][e], al[mt][e]);
                unsafe |= tf32_split_unsafe(x[mt][e], ah[mt][e]);
            }
        if (unsafe)
#pragma unroll
            for (int mt = 0; mt < MT; ++mt)
#pragma unroll
                for (int e = 0; e < 4; ++e) tf32_split_guarded(x[mt][e], ah[mt][e], al[mt][e]);
#pragma unroll
        for (int nt = 0; nt < 4; ++nt) {
            const int c = (8 * nt + g) * BLD;
            const uint32_t bh0 = st.bh[c + ka], bh1 = st.bh[c + kb], bl0 = st.bl[c + ka], bl1 = st.bl[c + kb];
#pragma unroll
            for (int mt = 0; mt < MT; ++mt) { /* the small products first */
                mma_tf32(step[mt][nt], al[mt], bh0, bh1);
                mma_tf32(step[mt][nt], ah[mt], bl0, bl1);
                mma_tf32(step[mt][nt], ah[mt], bh0, bh1);
            }
        }
    }
#pragma unroll
    for (int mt = 0; mt < MT; ++mt)
#pragma unroll
        for (int nt = 0; nt < 4; ++nt)
#pragma unroll
            for (int e = 0; e < 4; ++e) acc[mt][nt][e] += step[mt][nt][e];
}

/* the warp's accumulator tiles to the slice's part, or to C */
__device__ __forceinline__ void write(int64_t m, int nc, int64_t i0, int r0, int g, int t,
                                      const float (&acc)[MT][4][4], float *part, float alpha, float beta,
                                      bool beta_zero, float *c, int64_t ldc)
{
#pragma unroll
    for (int mt = 0; mt < MT; ++mt)
#pragma unroll
        for (int nt = 0; nt < 4; ++nt)
#pragma unroll
            for (int e = 0; e < 4; ++e) {
                const int64_t i = i0 + r0 + 16 * mt + g + 8 * (e / 2);
                const int col = 8 * nt + 2 * t + e % 2;
                if (i < m && col < nc) finish_sum(m, i, col, acc[mt][nt][e], part, alpha, beta, beta_zero, c, ldc);
            }
}

/* B's splits, ldbs rows (zeros past m) by 32 columns (zeros past nc) */
__global__ void split_b_kernel(int64_t m, int nc, const float *b, int64_t ldb, int64_t ldbs, uint32_t *bh,
                               uint32_t *bl)
{
    const int64_t total = ldbs * kCols;
    for (int64_t e = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; e < total; e += (int64_t)gridDim.x * blockDim.x) {
        const int64_t i = e % ldbs, c = e / ldbs;
        tf32_split_guarded(i < m && c < nc ? b[i + c * ldb] : 0.0f, bh[e], bl[e]);
    }
}

constexpr int64_t split_rows(int64_t m) { return (m + 3) / 4 * 4; }
constexpr int STAGES = 2, MIN_BLOCKS = 4; /* 55 KB of shared memory a block: four blocks an SM */
} // namespace tc

/* Block (row tile, slice), as hemm_narrow.cu's kernel, on the matrix units
 * (tc above): tc::STAGES tiles in dynamic shared memory, the next in
 * flight (cp.async) while one is multiplied. */
__global__ void __launch_bounds__(tc_rows::THREADS, tc::MIN_BLOCKS)
    hemm_narrow_tc_kernel(bool lower, bool aligned, int64_t m, int nc, const float *a, int64_t lda,
                          const uint32_t *bh, const uint32_t *bl, int64_t ldbs, int64_t slice_len, float *part,
                          float alpha, float beta, bool beta_zero, float *c, int64_t ldc)
{
    extern __shared__ __align__(16) unsigned char smem[];
    tc::stage *st = reinterpret_cast<tc::stage *>(smem);
    const int64_t i0 = (int64_t)blockIdx.x * tc_rows::ROWS, kbeg = (int64_t)blockIdx.y * slice_len;
    const int64_t kend = kbeg + slice_len < m ? kbeg + slice_len : m;
    const int64_t tiles = kend > kbeg ? (kend - kbeg + tc_rows::DEPTH - 1) / tc_rows::DEPTH : 0;
    const int lane = threadIdx.x % 32, r0 = 16 * tc::MT * (threadIdx.x / 32), g = lane / 4, t = lane % 4;
    float acc[tc::MT][4][4] = {};

#pragma unroll
    for (int s = 0; s < tc::STAGES - 1; ++s) {
        if (s < tiles) tc::fetch(lower, aligned, m, a, lda, bh, bl, ldbs, i0, kbeg + s * tc_rows::DEPTH, st[s]);
        __pipeline_commit();
    }
    for (int64_t it = 0; it < tiles; ++it) {
        __pipeline_wait_prior(tc::STAGES - 2); /* tile it is in */
        __syncthreads();                       /* ... for every thread, and tile it - 1 multiplied */
        const int64_t next = it + tc::STAGES - 1;
        if (next < tiles)
            tc::fetch(lower, aligned, m, a, lda, bh, bl, ldbs, i0, kbeg + next * tc_rows::DEPTH,
                      st[next % tc::STAGES]);
        __pipeline_commit();
        const int64_t k0 = kbeg + it * tc_rows::DEPTH;
        tc::multiply(side_of<tc_rows>(lower, i0, k0) != kMirrored, st[it % tc::STAGES], r0, g, t, acc);
    }
    tc::write(m, nc, i0, r0, g, t, acc, part, alpha, beta, beta_zero, c, ldc);
}

/* the matrix units' workspace: the slices' parts, then B's splits */
size_t hemm_tc_parts(int64_t m) { return hemm_narrow_workspace_as<float, tc_rows>(m); }
size_t hemm_tc_workspace(int64_t m)
{
    return hemm_tc_parts(m) + 2 * (size_t)tc::split_rows(m) * kCols * sizeof(uint32_t);
}

int hemm_tc_launch(cudaStream_t stream, char uplo, int64_t m, int64_t nc, float alpha, const float *a, int64_t lda,
                   const float *b, int64_t ldb, float beta, float *c, int64_t ldc, void *work)
{
    const size_t smem = tc::STAGES * sizeof(tc::stage);
    const cudaError_t err = allow_smem(hemm_narrow_tc_kernel, smem);
    if (err != cudaSuccess) return (int)err;
    int64_t splits = 1, slice_len = 0;
    hemm_narrow_split<tc_rows>(m, &splits, &slice_len);
    float *part = splits > 1 ? static_cast<float *>(work) : nullptr;
    const int64_t ldbs = tc::split_rows(m);
    uint32_t *bh = reinterpret_cast<uint32_t *>(static_cast<char *>(work) + hemm_tc_parts(m)), *bl = bh + ldbs * kCols;
    const int64_t blocks = (ldbs * kCols + 255) / 256;
    tc::split_b_kernel<<<(unsigned)(blocks < 2048 ? blocks : 2048), 256, 0, stream>>>(m, (int)nc, b, ldb, ldbs, bh,
                                                                                      bl);
    const bool aligned = reinterpret_cast<uintptr_t>(a) % 16 == 0 && lda % 4 == 0;
    const bool beta_zero = beta == 0;
    const dim3 grid((unsigned)((m + tc_rows::ROWS - 1) / tc_rows::ROWS), (unsigned)splits);
    hemm_narrow_tc_kernel<<<grid, tc_rows::THREADS, smem, stream>>>(
        uplo != 'U', aligned, m, (int)nc, a, lda, bh, bl, ldbs, slice_len, part, alpha, beta, beta_zero, c, ldc);
    if (part) sum_slices(stream, m, nc, splits, part, alpha, beta, beta_zero, c, ldc);
    return (int)cudaGetLastError();
}

/* the matrix units' variant where its code was compiled for compute
 * capability 8.0 or later (else the narrow rows on the SIMT cores; the
 * workspace fits either) */
int hemm_narrow_tc(cudaStream_t stream, char uplo, int64_t m, int64_t nc, const void *alpha, const void *a,
                   int64_t lda, const void *b, int64_t ldb, const void *beta, void *c, int64_t ldc, void *work)
{
    if (m <= 0 || nc <= 0) return 0;
    if (nc > kCols) return (int)cudaErrorInvalidValue;
    if (!tf32_mma_built(hemm_narrow_tc_kernel))
        return trident_cuda_hemm_narrow_s(stream, uplo, m, nc, alpha, a, lda, b, ldb, beta, c, ldc, work,
                                          kNarrowOnly);
    const float al = *static_cast<const float *>(alpha), be = *static_cast<const float *>(beta);
    return hemm_tc_launch(stream, uplo, m, nc, al, static_cast<const float *>(a), lda,
                          static_cast<const float *>(b), ldb, be, static_cast<float *>(c), ldc, work);
}

} // namespace
} // namespace band
} // namespace trident

extern "C" size_t trident_cuda_hemm_narrow_tc_workspace(int64_t m)
{
    using namespace trident::band;
    if (m <= 0) return 0;
    /* either kernel's: the fallback's (narrow rows) too */
    const size_t tc = hemm_tc_workspace(m), simt = trident_cuda_hemm_narrow_workspace(m, sizeof(float), kNarrowOnly);
    return tc > simt ? tc : simt;
}

extern "C" int trident_cuda_hemm_narrow_tc_s(cudaStream_t stream, char uplo, int64_t m, int64_t nc,
                                             const void *alpha, const void *a, int64_t lda, const void *b,
                                             int64_t ldb, const void *beta, void *c, int64_t ldc, void *work)
{
    return trident::band::hemm_narrow_tc(stream, uplo, m, nc, alpha, a, lda, b, ldb, beta, c, ldc, work);
}
