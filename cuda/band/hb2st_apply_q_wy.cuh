/*
 * hb2st_apply_q_wy.cuh -- Z := Q2 Z on the matrix units (single precision):
 * the chase's reflectors taken a block of G = 32 at a time as one compact
 * WY product, B = 32.  Included by hb2st_apply_q.cu, which picks between
 * this and the reflector-at-a-time kernel there.
 *
 * Blocks.  Block (s0, k) holds the reflectors of sweeps s0 .. s0+31 at
 * bulge k (q2_wavefront.cuh); reflector i acts on rows R+1+i .. R+i+32 of
 * the window of 64 rows starting at R = s0 + 32 k.  Applied from the last
 * to the first, their product is H_0 H_1 ... H_31 = I - V T V^H with V the
 * 64 x 32 matrix whose column i is v_i shifted down by 1+i and T upper
 * triangular (xLARFT's forward, columnwise recurrence).  T depends on the
 * block alone, so wy_factor_kernel forms all of them first, in working
 * precision, one warp a block; the application then runs three products
 * per block and column:
 *   Y^T = Z^T V,  U^T = Y^T T^T,  Z^T := Z^T - U^T V^T,
 * about 1.6 times the flops of the reflectors one at a time (the tiles of
 * V within the band, and T), each as three TF32 products: 4.7 times the
 * flops, on units with 8 times the FP32 rate.  What bounds it is the
 * instructions around the products (the operands' splits, and the moves
 * that put an accumulator tile in operand order): the matrix products were
 * 14.5% of the instructions issued, the moves 30% (Nsight Compute, n =
 * 8192, with the two-instruction split of tf32_split's note).
 *
 * Products.  Each warp owns 16 kTiles columns of Z and holds their window
 * transposed (16 x 64 per tile) as eight m16n8 accumulator tiles of
 * mma.m16n8k8.tf32, so the third product accumulates straight into the
 * window.  An accumulator tile serves as the A operand of the next product
 * without a shuffle: its columns 2t and 2t+1 are the A operand's columns t
 * and t+4, so the B operand is read with the same permutation of its rows
 * (the inner index), which is a relabelling of the sum's terms.  Each
 * product is three TF32 products (hi hi + hi lo + lo hi, the split of each
 * operand exact in FP32), which keeps about the accuracy of FP32 sums.
 * Tiles that the band structure makes zero are skipped: 20 of 32 in the
 * first and third products, 6 of 16 in the second.
 *
 * Shared memory.  Reflector i of the block is kept as column i of V, at
 * sv[i VLD + w] for window row w, zero where v_i does not reach (the zeros
 * are written once; v_i's 32 elements each stage; the blocks' last,
 * shorter groups stage zeros for the missing reflectors).  VLD = 40 makes
 * the first product's 64-bit loads conflict-free.  T is kept by columns
 * (st[k TLD + n] = T(n, k)); TLD = 36 makes its loads conflict-free.
 *
 * Order and reproducibility as for the reflector-at-a-time kernel: every
 * column sees the same instructions in the same order, whatever the
 * number of columns and the scheduling.
 */
#ifndef TRIDENT_BAND_HB2ST_APPLY_Q_WY_CUH
#define TRIDENT_BAND_HB2ST_APPLY_Q_WY_CUH

#include <cstdint>

#include <cuda_pipeline.h>

#include "band/q2_wavefront.cuh"
#include "band/v2_layout.h"
#include "common/tf32.cuh"
#include "sytrd/panel_common.cuh"

namespace trident {
namespace band {
namespace wy {

constexpr int B = 32, G = 32;   /* band half-width, reflectors per block */
constexpr int VLD = 40;         /* sv[i VLD + w] = V(w, i) */
constexpr int VBUF = 1312;      /* >= (G - 1) VLD + 64, a multiple of 16 */
constexpr int TLD = 36;         /* st[k TLD + n] = T(n, k) */
constexpr int TBUF = G * TLD;
constexpr int kFactorWarps = 4; /* blocks per thread block of wy_factor_kernel */
/* The launch: warps per thread block, 16-column tiles per warp.  Two tiles
 * let each B element loaded and split serve two products.  Measured on the
 * H100 (Q2 D formed, the phase "Q2 D" of `TRIDENT_SYTRD_2STAGE_MIN_N=3
 * TRIDENT_VERBOSE=3 build/bench/bench_sytrd --ours-only --types s --reps 2
 * 8192 16384`), ms at 8192 / 16384, (warps, tiles), with the cheaper split
 * of tf32_split's note: (2, 2) 32.3 / 254; (4, 2) 33.7 / 259; (4, 1) 35.2 /
 * 272; the reflectors one at a time 44.4 / 339.  With the rounded split,
 * (2, 2): 36.6-37.0 / 284-285 against 43.9-44.4 / 337-340.  ptxas: 171
 * registers (12 warps an SM). */
constexpr int kWarps = 2, kTiles = 2;

/* T's storage: column i of block (s0, k)'s T at t2[(e + i) G], e the
 * block's first V2 entry, so the T of all blocks take G elements per entry
 * of V2 (the missing reflectors of a block's short group have no column) */
inline int64_t t2_elements(int64_t n) { return trident_v2_entries(n, B) * G; }

/*
 * T of every block: one warp per block (s0, k), blockIdx.y the group
 * (s0 = last_s0 - 32 blockIdx.y).  Lane i forms column i of S = V^T V
 * (its strictly upper part), then lane r keeps row r of T while the
 * columns are formed in order: T(r, i) = -tau_i sum_{l<i} T(r, l) S(l, i)
 * for r < i, T(i, i) = tau_i.
 */
__global__ void __launch_bounds__(32 * kFactorWarps)
    wy_factor_kernel(int64_t n, const float *v2, const float *tau2, float *t2, int64_t last_s0)
{
    __shared__ float sv[kFactorWarps][G][B + 1];
    __shared__ float ss[kFactorWarps][G][G + 1];
    const int w = threadIdx.x / 32, lane = threadIdx.x % 32;
    const int64_t k = (int64_t)blockIdx.x * kFactorWarps + w, s0 = last_s0 - (int64_t)blockIdx.y * G;
    if (k > (n - 2 - s0) / B) return; /* sweep s0 has no bulge k */
    const int nvalid = q2_valid(n, B, s0, k, G);
    const int64_t entry = trident_v2_first(n, B, k) + s0;
    for (int i = 0; i < G; ++i) sv[w][i][lane] = i < nvalid ? v2[(entry + i) * B + lane] : 0.0f;
    const float tau = lane < nvalid ? tau2[entry + lane] : 0.0f;
    __syncwarp();
    /* S(a, i) for a < i: v_a and v_i overlap in B - (i - a) rows */
    const int i = lane;
    for (int a = 0; a < i; ++a) {
        float s = 0.0f;
        for (int j = 0; j < B - (i - a); ++j) s = fmaf(sv[w][a][j + i - a], sv[w][i][j], s);
        ss[w][a][i] = s;
    }
    __syncwarp();
    const int r = lane;
    float trow[G];
#pragma unroll
    for (int c = 0; c < G; ++c) {
        const float tau_c = __shfl_sync(0xffffffffu, tau, c);
        float s = 0.0f;
#pragma unroll
        for (int l = 0; l < c; ++l) s = fmaf(trow[l], ss[w][l][c], s); /* trow[l] = 0 for l < r */
        trow[c] = r < c ? -tau_c * s : r == c ? tau_c : 0.0f;
    }
#pragma unroll
    for (int c = 0; c < G; ++c)
        if (c < nvalid) t2[(entry + c) * G + r] = trow[c];
}

/* an A operand from an accumulator tile c (times sign), split: the tile's
 * columns 2t and 2t+1 become the operand's columns t and t+4 */
struct a_operand {
    uint32_t hi[4], lo[4];
    __device__ __forceinline__ void set(const float (&c)[4], float sign)
    {
        tf32_split(sign * c[0], hi[0], lo[0]);
        tf32_split(sign * c[2], hi[1], lo[1]);
        tf32_split(sign * c[1], hi[2], lo[2]);
        tf32_split(sign * c[3], hi[3], lo[3]);
    }
};

/* d += a b in three TF32 products; b split once for the warp's MT tiles */
struct b_operand {
    uint32_t h0, l0, h1, l1;
    __device__ __forceinline__ b_operand(float b0, float b1)
    {
        tf32_split(b0, h0, l0);
        tf32_split(b1, h1, l1);
    }
};
__device__ __forceinline__ void mma3(float (&d)[4], const a_operand &a, const b_operand &b)
{
    mma_tf32(d, a.lo, b.h0, b.h1);
    mma_tf32(d, a.hi, b.l0, b.l1);
    mma_tf32(d, a.hi, b.h0, b.h1);
}

/* one block on this warp's MT windows of 16 columns (g = lane / 4, t =
 * lane % 4); sv and st already offset by this lane's g and t */
template <int MT>
__device__ __forceinline__ void wy_apply(const float *sv1, const float *sv3, const float *st2,
                                         float (&win)[MT][8][4])
{
    float y[MT][4][4] = {};
#pragma unroll
    for (int kc = 0; kc < 8; ++kc) { /* Y^T = Z^T V: window rows 8kc.. */
        a_operand a[MT];
#pragma unroll
        for (int mt = 0; mt < MT; ++mt) a[mt].set(win[mt][kc], 1.0f);
#pragma unroll
        for (int nt = kc - 4 < 0 ? 0 : kc - 4; nt <= (kc < 3 ? kc : 3); ++nt) {
            const float2 v = *reinterpret_cast<const float2 *>(sv1 + 8 * nt * VLD + 8 * kc);
            const b_operand b(v.x, v.y);
#pragma unroll
            for (int mt = 0; mt < MT; ++mt) mma3(y[mt][nt], a[mt], b);
        }
    }
    float u[MT][4][4] = {};
#pragma unroll
    for (int kc = 0; kc < 4; ++kc) { /* U^T = Y^T T^T: T(n, k) = 0 for n > k */
        a_operand a[MT];
#pragma unroll
        for (int mt = 0; mt < MT; ++mt) a[mt].set(y[mt][kc], 1.0f);
#pragma unroll
        for (int nt = 0; nt <= kc; ++nt) {
            const b_operand b(st2[8 * kc * TLD + 8 * nt], st2[(8 * kc + 1) * TLD + 8 * nt]);
#pragma unroll
            for (int mt = 0; mt < MT; ++mt) mma3(u[mt][nt], a[mt], b);
        }
    }
#pragma unroll
    for (int kc = 0; kc < 4; ++kc) { /* Z^T -= U^T V^T: reflectors 8kc.. reach rows 8kc+1 .. 8kc+39 */
        a_operand a[MT];
#pragma unroll
        for (int mt = 0; mt < MT; ++mt) a[mt].set(u[mt][kc], -1.0f);
#pragma unroll
        for (int nt = kc; nt <= kc + 4; ++nt) {
            const b_operand b(sv3[8 * kc * VLD + 8 * nt], sv3[(8 * kc + 1) * VLD + 8 * nt]);
#pragma unroll
            for (int mt = 0; mt < MT; ++mt) mma3(win[mt][nt], a[mt], b);
        }
    }
}

/* stage block (s0, k): v_i into column i of sv (zeros for the missing
 * reflectors), T's columns into st; THREADS threads, each with fixed
 * offsets */
template <int THREADS>
__device__ __forceinline__ void wy_stage(const float *v2, const float *t2, int64_t n, int64_t s0, int64_t k,
                                         float *sv, float *st)
{
    static_assert((G * B) % THREADS == 0 && (G * G / 4) % THREADS == 0 && THREADS % B == 0, "staging");
    const int nvalid = q2_valid(n, B, s0, k, G);
    const int64_t entry = trident_v2_first(n, B, k) + s0;
    const int i0 = threadIdx.x / B, j = threadIdx.x % B;
    const float *src = v2 + (entry + i0) * B + j;
    float *dst = sv + i0 * (VLD + 1) + 1 + j;
#pragma unroll
    for (int it = 0; it < G * B / THREADS; ++it) {
        constexpr int di = THREADS / B;
        if (i0 + it * di < nvalid)
            __pipeline_memcpy_async(dst + it * di * (VLD + 1), src + it * di * B, sizeof(float));
        else
            dst[it * di * (VLD + 1)] = 0.0f;
    }
    constexpr int chunks = G / 4; /* 16 bytes each per column of T */
    const int c0 = threadIdx.x / chunks, part = threadIdx.x % chunks;
#pragma unroll
    for (int it = 0; it < G * chunks / THREADS; ++it) {
        const int c = c0 + it * (THREADS / chunks);
        float *d = st + c * TLD + 4 * part;
        if (c < nvalid)
            __pipeline_memcpy_async(d, t2 + (entry + c) * G + 4 * part, 16);
        else
            *reinterpret_cast<float4 *>(d) = make_float4(0, 0, 0, 0);
    }
    __pipeline_commit();
}

/* this warp's columns: z[mt][0] (column g of tile mt) and z[mt][1]
 * (column g + 8), each offset by 2t, null where past m; window tile j
 * holds rows r + 8j + 2t and r + 8j + 2t + 1 */
template <int MT> struct wy_columns {
    float *z[MT][2];
};

/* window tiles j0 .. j1-1 from Z (through L2: other blocks wrote them);
 * rows past n read as zero */
template <int MT>
__device__ __forceinline__ void wy_load(const wy_columns<MT> &zc, int64_t r, int t, int64_t n, int j0, int j1,
                                        float (&win)[MT][8][4])
{
    const bool whole = r + 64 <= n;
    const int64_t lim = n - r - 2 * t; /* this thread's rows r + 2t + x exist for x < lim */
#pragma unroll
    for (int mt = 0; mt < MT; ++mt)
#pragma unroll
        for (int h = 0; h < 2; ++h) {
            const float *z = zc.z[mt][h]; /* offset only where it is a column */
#pragma unroll
            for (int j = 0; j < 8; ++j) {
                if (j < j0 || j >= j1) continue;
                const bool e0 = z && (whole || 8 * j < lim), e1 = z && (whole || 8 * j + 1 < lim);
                win[mt][j][2 * h] = e0 ? panel::load_cg(z + r + 8 * j) : 0.0f;
                win[mt][j][2 * h + 1] = e1 ? panel::load_cg(z + r + 8 * j + 1) : 0.0f;
            }
        }
}

template <int MT>
__device__ __forceinline__ void wy_store(const wy_columns<MT> &zc, int64_t r, int t, int64_t n, int j0, int j1,
                                         const float (&win)[MT][8][4])
{
    const bool whole = r + 64 <= n;
    const int64_t lim = n - r - 2 * t;
#pragma unroll
    for (int mt = 0; mt < MT; ++mt)
#pragma unroll
        for (int h = 0; h < 2; ++h) {
            if (!zc.z[mt][h]) continue;
            float *p = zc.z[mt][h] + r;
#pragma unroll
            for (int j = 0; j < 8; ++j) {
                if (j < j0 || j >= j1) continue;
                if (whole || 8 * j < lim) p[8 * j] = win[mt][j][2 * h];
                if (whole || 8 * j + 1 < lim) p[8 * j + 1] = win[mt][j][2 * h + 1];
            }
        }
}

/* The wavefront of hb2st_apply_q.cu's apply_q2_kernel (tasks, waits and
 * publications the same), with windows of 64 rows starting at s0 + 32 k
 * (even, one row above the block's first reflector) and W warps of 16 MT
 * columns per thread block. */
template <int W, int MT>
__global__ void __launch_bounds__(32 * W) wy_apply_kernel(const q2_args<float> q, const float *t2)
{
    constexpr int COLS = 16 * MT * W, THREADS = 32 * W;
    extern __shared__ __align__(16) float wy_smem[];
    float *const sv = wy_smem;       /* [2][VBUF] */
    float *const st = sv + 2 * VBUF; /* [2][TBUF] */
    __shared__ int64_t s_task;
    const int64_t n = q.n;
    const int lane = threadIdx.x % 32, warp = threadIdx.x / 32, g = lane / 4, t = lane % 4;
    for (int e = threadIdx.x; e < 2 * VBUF; e += blockDim.x) sv[e] = 0.0f; /* V's zeros */
    /* this lane's B elements: the first product's at sv1, the third's at
     * sv3, the second's at st2 (plus the tile offsets, constants) */
    const int sv1 = g * VLD + 2 * t, sv3 = 2 * t * VLD + g, st2 = 2 * t * TLD + g;
    float win[MT][8][4];

    q2_task tk;
    while (q2_next_task(q, G, COLS, &s_task, tk)) {
        const int64_t group = tk.group, cb = tk.cb, s0 = tk.s0;
        int *const own = tk.own;
        wy_columns<MT> zc;
#pragma unroll
        for (int mt = 0; mt < MT; ++mt)
#pragma unroll
            for (int h = 0; h < 2; ++h) {
                const int64_t col = cb * COLS + (warp * MT + mt) * 16 + g + 8 * h;
                zc.z[mt][h] = col < q.m ? q.z + col * q.ldz + 2 * t : nullptr;
            }
        const int *const prev = group > 0 ? own - q.ncb : nullptr;
        const int64_t nk = (n - 2 - s0) / B + 1;
        int64_t r = s0;
        wy_stage<THREADS>(q.v2, t2, n, s0, 0, sv, st);
        if (prev && threadIdx.x == 0) q2_wait(prev, min(n, r + 64));
        __syncthreads();
        wy_load<MT>(zc, r, t, n, 0, 8, win);
        for (int64_t k = 0; k < nk; ++k) {
            const int buf = (int)(k & 1);
            if (k + 1 < nk) {
                wy_stage<THREADS>(q.v2, t2, n, s0, k + 1, sv + (1 - buf) * VBUF, st + (1 - buf) * TBUF);
                __pipeline_wait_prior(1);
            } else {
                __pipeline_wait_prior(0);
            }
            __syncthreads();
            const float *v = sv + buf * VBUF;
            wy_apply<MT>(v + sv1, v + sv3, st + buf * TBUF + st2, win);
            if (k + 1 < nk) { /* rows r .. r+31 are done for this group */
                wy_store<MT>(zc, r, t, n, 0, 4, win);
#pragma unroll
                for (int mt = 0; mt < MT; ++mt)
#pragma unroll
                    for (int j = 0; j < 4; ++j)
#pragma unroll
                        for (int e = 0; e < 4; ++e) win[mt][j][e] = win[mt][j + 4][e];
                r += B;
            }
            __syncthreads(); /* the stores are made; this buffer is restaged for block k + 2 */
            if (k + 1 < nk) {
                if (threadIdx.x == 0) {
                    q2_publish(own, r);
                    if (prev) q2_wait(prev, min(n, r + 64));
                }
                __syncthreads();
                wy_load<MT>(zc, r, t, n, 4, 8, win);
            }
        }
        wy_store<MT>(zc, r, t, n, 0, 8, win);
        __syncthreads();
        if (threadIdx.x == 0) q2_publish(own, n);
    }
}

/* bytes of T's storage for order n (t2_elements floats), 256-aligned */
inline size_t t2_bytes(int64_t n) { return ((size_t)t2_elements(n) * sizeof(float) + 255) / 256 * 256; }

/* the launch: T of every block into t2, then the wavefront; work holds
 * the wavefront's counters (hb2st_apply_q_workspace) */
template <int W, int MT>
cudaError_t apply(cudaStream_t stream, int64_t n, const float *v2, int64_t m, float *z, int64_t ldz, void *work,
                  float *t2, bool form)
{
    const auto kernel = wy_apply_kernel<W, MT>;
    constexpr int cols = 16 * MT * W, threads = 32 * W;
    constexpr size_t smem = (2 * (size_t)VBUF + 2 * (size_t)TBUF) * sizeof(float);
    const q2_args<float> q = q2_launch_args(n, B, G, cols, v2, m, z, ldz, work, form);
    const dim3 fgrid((unsigned)(((n - 2) / B + 1 + kFactorWarps - 1) / kFactorWarps),
                     (unsigned)(q.last_s0 / G + 1));
    wy_factor_kernel<<<fgrid, 32 * kFactorWarps, 0, stream>>>(n, v2, q.tau2, t2, q.last_s0);
    unsigned grid = 0;
    cudaError_t err = cudaGetLastError();
    if (err == cudaSuccess) err = q2_launch_prepare(stream, kernel, threads, smem, q.tasks, work, &grid);
    if (err != cudaSuccess) return err;
    kernel<<<grid, threads, smem, stream>>>(q, t2);
    return cudaGetLastError();
}

} // namespace wy
} // namespace band
} // namespace trident

#endif
