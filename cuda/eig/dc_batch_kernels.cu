/*
 * dc_batch_kernels.cu -- the merges of one divide-and-conquer tree level's
 * small nodes at once, for float and double: the steps of
 * src/drivers/tridiag_dc/dc_merge_generic.h with all of each node's U in
 * one panel, seven launches for the whole level.
 *
 * Why: merged node by node, a level's work is about eleven launches and
 * cuBLAS calls per node, whatever the node's size.  In the lower levels
 * (64 nodes of order 128 at n = 8192 with leaves of 64) the nodes are too
 * small to fill the GPU, so those launches set the time: 5.0 ms for the
 * first level of s at n = 8192 on the H100, 2.8 and 1.8 ms for the next
 * two, against 10.3 ms for the last level's one merge of order 8192
 * (session 40, TRIDENT_VERBOSE=3 bench_eigen --types s --cases v).
 *
 * Every kernel has the nodes on grid y (strided) and skips what a node
 * does not have; the per-entry bodies are eig/dc_device.cuh's, as in the
 * node-by-node kernels.  The two products per node, Q(0:n1, 0:k) = Wtop U1
 * and Q(n1:m, 0:k) = Wbot U2, are a plain tiled GEMM here (64 x 64 tiles,
 * 4 x 4 per thread): the nodes' orders are at most the panel (512), so each
 * product is small, and a fixed summation order keeps the results bitwise
 * repeatable.  No atomics.
 */
#include <cstdint>

#include "eig/dc_batch_kernels.h"
#include "eig/dc_device.cuh"

namespace trident {
namespace {
using namespace dc;

constexpr int kThreads = 256;     /* rotate, gather, place, vectors, gemm */
constexpr int kRootThreads = 128; /* roots, zhat: 4 warps, a root each */
constexpr int kRootsPerBlock = kRootThreads / 32;
constexpr int kTile = 64, kDepth = 16; /* the GEMM's tile: 64 x 64, 16 deep */
constexpr int64_t kMaxGridY = 65535;

/* the batch of the precision (src/backend/dc_batch.h) */
template <class R> struct batch_of;
template <> struct batch_of<float> { typedef trident_dc_batch_s type; };
template <> struct batch_of<double> { typedef trident_dc_batch_d type; };
template <class R> using batch = typename batch_of<R>::type;

/* one node's sizes and data, as dc_merge_queue names them */
template <class R> struct node {
    int64_t m, n1, n2, k, nrot, ndfl, ntop, nfull, nbot;
    R rho;
    R *q; /* the node's block of Z, leading dimension ldz */
    R *wd, *tau, *zhat;
    int64_t *origin;
    const R *poles, *zk, *cs, *dvals;
    const int64_t *pairs, *cols, *dfl, *rowpole;
    R *wtop, *wbot, *wdfl, *u;
};

template <class R> __device__ __forceinline__ node<R> node_at(const batch<R> &b, int64_t t)
{
    const int64_t *d = b.desc + TRIDENT_DC_BATCH_DESC * t, off = d[0];
    node<R> v;
    v.m = d[1], v.n1 = d[2], v.k = d[3], v.nrot = d[4], v.ndfl = d[5], v.ntop = d[6], v.nfull = d[7];
    v.rho = (R)__longlong_as_double(d[8]);
    v.n2 = v.m - v.n1, v.nbot = v.k - v.ntop - v.nfull;
    v.q = b.z + off + off * b.ldz;
    v.wd = b.wd + off, v.tau = b.tau + off, v.zhat = b.zhat + off, v.origin = b.origin + off;
    const R *r = b.plan_r + 4 * off;
    const int64_t *x = b.plan_x + 4 * off;
    const trident_dc_plan_layout at = trident_dc_plan_layout_of(v.k, v.nrot, v.ndfl);
    v.poles = r, v.zk = r + at.zk, v.cs = r + at.cs, v.dvals = r + at.dvals;
    v.pairs = x, v.cols = x + at.cols, v.dfl = x + at.dfl, v.rowpole = x + at.rowpole;
    int64_t bot_at, dfl_at;
    trident_dc_gathered_layout(v.n1, v.n2, v.k, v.ntop, v.nfull, &bot_at, &dfl_at);
    v.wtop = b.work + off * b.ldwork;
    v.wbot = v.wtop + bot_at;
    v.wdfl = v.wtop + dfl_at;
    v.u = b.u + off * b.ldu_off;
    return v;
}

#define FOR_EACH_NODE(t, b) for (int64_t t = blockIdx.y; t < (b).nnodes; t += gridDim.y)

/* 1. the plan's rotations, a thread per row */
template <class R> __global__ void __launch_bounds__(kThreads) rotate_kernel(batch<R> b)
{
    FOR_EACH_NODE(t, b) {
        const node<R> v = node_at<R>(b, t);
        for (int64_t i = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; i < v.m;
             i += (int64_t)gridDim.x * blockDim.x)
            rotate_row(i, v.nrot, v.pairs, v.cs, v.q, b.ldz);
    }
}

/* 2. into the node's scratch: the top rows of its top and full columns,
 * the bottom rows of its full and bottom columns, its deflated columns;
 * a block per gathered column (c < k + nfull + ndfl) */
template <class R> __global__ void __launch_bounds__(kThreads) gather_kernel(batch<R> b)
{
    FOR_EACH_NODE(t, b) {
        const node<R> v = node_at<R>(b, t);
        const int64_t kt = v.ntop + v.nfull, kb = v.nfull + v.nbot;
        for (int64_t c = blockIdx.x; c < kt + kb + v.ndfl; c += gridDim.x) {
            const R *src;
            R *dst;
            int64_t rows;
            if (c < kt) {
                src = v.q + v.cols[c] * b.ldz, dst = v.wtop + c * v.n1, rows = v.n1;
            } else if (c < kt + kb) {
                src = v.q + v.n1 + v.cols[v.ntop + c - kt] * b.ldz;
                dst = v.wbot + (c - kt) * v.n2, rows = v.n2;
            } else {
                src = v.q + v.dfl[c - kt - kb] * b.ldz, dst = v.wdfl + (c - kt - kb) * v.m, rows = v.m;
            }
            for (int64_t i = threadIdx.x; i < rows; i += blockDim.x) dst[i] = src[i];
        }
    }
}

/* 3. the deflated columns back into Q at k.., their eigenvalues into wd */
template <class R> __global__ void __launch_bounds__(kThreads) place_kernel(batch<R> b)
{
    FOR_EACH_NODE(t, b) {
        const node<R> v = node_at<R>(b, t);
        for (int64_t c = blockIdx.x; c < v.ndfl; c += gridDim.x) {
            const R *src = v.wdfl + c * v.m;
            R *dst = v.q + (v.k + c) * b.ldz;
            for (int64_t i = threadIdx.x; i < v.m; i += blockDim.x) dst[i] = src[i];
            if (threadIdx.x == 0) v.wd[v.k + c] = v.dvals[c];
        }
    }
}

/* 4. the k roots (lambda into wd[0..k)), then 5. (kZhat) zhat: a warp per
 * root or entry */
template <class R, bool kZhat> __global__ void __launch_bounds__(kRootThreads) per_root_kernel(batch<R> b)
{
    FOR_EACH_NODE(t, b) {
        const node<R> v = node_at<R>(b, t);
        for (int64_t j = blockIdx.x * (int64_t)kRootsPerBlock + (threadIdx.x >> 5); j < v.k;
             j += (int64_t)gridDim.x * kRootsPerBlock) {
            if (kZhat) zhat_by_warp(v.k, j, v.poles, v.zk, v.rho, v.origin, v.tau, v.zhat);
            else root_by_warp(v.k, j, v.poles, v.zk, v.rho, v.wd, v.origin, v.tau);
        }
    }
}

/* 6. U, k by k, a block per column */
template <class R> __global__ void __launch_bounds__(kThreads) vectors_kernel(batch<R> b)
{
    __shared__ R red[kThreads / 32];
    FOR_EACH_NODE(t, b) {
        const node<R> v = node_at<R>(b, t);
        for (int64_t j = blockIdx.x; j < v.k; j += gridDim.x)
            vector_column(v.k, j, v.poles, v.zhat, v.origin, v.tau, v.rowpole, v.u + j * v.k, red);
    }
}

/* 7. Q(0:n1, 0:k) := Wtop U(0:kt, :) (y even) and Q(n1:m, 0:k) := Wbot
 * U(ntop:ntop+kb, :) (y odd); block x is tile (x mod tiles_m, x / tiles_m);
 * a product with no depth writes zeros */
template <class R> __global__ void __launch_bounds__(kThreads) gemm_kernel(batch<R> b, int tiles_m)
{
    __shared__ R as[kDepth][kTile];
    __shared__ R bs[kDepth][kTile + 1];
    const int tid = threadIdx.x, tx = tid & 15, ty = tid >> 4;
    const int64_t r0 = (int64_t)(blockIdx.x % tiles_m) * kTile, c0 = (int64_t)(blockIdx.x / tiles_m) * kTile;
    for (int64_t g = blockIdx.y; g < 2 * b.nnodes; g += gridDim.y) {
        const node<R> v = node_at<R>(b, g >> 1);
        const bool bottom = g & 1;
        const int64_t rows = bottom ? v.n2 : v.n1, cols = v.k;
        const int64_t depth = bottom ? v.nfull + v.nbot : v.ntop + v.nfull;
        if (r0 >= rows || c0 >= cols) continue; /* the whole block */
        const R *a = bottom ? v.wbot : v.wtop, *bm = v.u + (bottom ? v.ntop : 0);
        R *c = v.q + (bottom ? v.n1 : 0);
        R acc[4][4];
#pragma unroll
        for (int i = 0; i < 4; ++i)
#pragma unroll
            for (int j = 0; j < 4; ++j) acc[i][j] = 0;
        for (int64_t p0 = 0; p0 < depth; p0 += kDepth) {
#pragma unroll
            for (int l = 0; l < kTile * kDepth / kThreads; ++l) {
                const int e = tid + kThreads * l;
                const int64_t ar = r0 + (e & (kTile - 1)), ap = p0 + (e / kTile);
                as[e / kTile][e & (kTile - 1)] = ar < rows && ap < depth ? a[ar + ap * rows] : R(0);
                const int64_t bp = p0 + (e & (kDepth - 1)), bc = c0 + e / kDepth;
                bs[e & (kDepth - 1)][e / kDepth] = bp < depth && bc < cols ? bm[bp + bc * v.k] : R(0);
            }
            __syncthreads();
#pragma unroll
            for (int p = 0; p < kDepth; ++p) {
                R x[4], y[4];
#pragma unroll
                for (int i = 0; i < 4; ++i) x[i] = as[p][tx + 16 * i], y[i] = bs[p][ty + 16 * i];
#pragma unroll
                for (int i = 0; i < 4; ++i)
#pragma unroll
                    for (int j = 0; j < 4; ++j) acc[i][j] += x[i] * y[j];
            }
            __syncthreads();
        }
#pragma unroll
        for (int j = 0; j < 4; ++j) {
            const int64_t gc = c0 + ty + 16 * j;
#pragma unroll
            for (int i = 0; i < 4; ++i) {
                const int64_t gr = r0 + tx + 16 * i;
                if (gr < rows && gc < cols) c[gr + gc * b.ldz] = acc[i][j];
            }
        }
    }
}

#undef FOR_EACH_NODE

unsigned at_most(int64_t n, int64_t cap) { return (unsigned)(n < 1 ? 1 : n > cap ? cap : n); }

template <class R> int merge_batch(cudaStream_t s, const batch<R> &b)
{
    if (b.nnodes <= 0) return 0;
    const unsigned ny = at_most(b.nnodes, kMaxGridY);
    const unsigned root_blocks = at_most((b.max_k + kRootsPerBlock - 1) / kRootsPerBlock, INT32_MAX);
    const int tiles_m = (int)((b.max_m + kTile - 1) / kTile), tiles_n = (int)((b.max_k + kTile - 1) / kTile);
    rotate_kernel<R><<<dim3(at_most((b.max_m + kThreads - 1) / kThreads, 64), ny), kThreads, 0, s>>>(b);
    gather_kernel<R><<<dim3(at_most(b.max_cols, INT32_MAX), ny), kThreads, 0, s>>>(b);
    place_kernel<R><<<dim3(at_most(b.max_cols, INT32_MAX), ny), kThreads, 0, s>>>(b);
    if (b.max_k > 0) {
        per_root_kernel<R, false><<<dim3(root_blocks, ny), kRootThreads, 0, s>>>(b);
        per_root_kernel<R, true><<<dim3(root_blocks, ny), kRootThreads, 0, s>>>(b);
        vectors_kernel<R><<<dim3(at_most(b.max_k, INT32_MAX), ny), kThreads, 0, s>>>(b);
        gemm_kernel<R><<<dim3((unsigned)(tiles_m * tiles_n), at_most(2 * b.nnodes, kMaxGridY)), kThreads, 0, s>>>(
            b, tiles_m);
    }
    return (int)cudaGetLastError();
}

} // namespace
} // namespace trident

extern "C" int trident_cuda_dc_merge_batch_s(cudaStream_t s, const trident_dc_batch_s *b)
{
    return trident::merge_batch<float>(s, *b);
}
extern "C" int trident_cuda_dc_merge_batch_d(cudaStream_t s, const trident_dc_batch_d *b)
{
    return trident::merge_batch<double>(s, *b);
}
