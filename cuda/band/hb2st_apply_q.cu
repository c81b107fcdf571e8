/*
 * hb2st_apply_q.cu -- the back-transformation of the bulge chase:
 * Z := Q2 D Z, Q2 the product of the chase's reflectors (V2, v2_layout.h),
 * D = diag(phase) the unitary diagonal that made the tridiagonal real
 * (complex types; none for real ones).  Contract: band_kernels.h.
 *
 * Order.  Q2 = H(0,0) H(0,1) ... H(1,0) ... (task order), so Q2 Z applies
 * the last sweep first.  Sweeps are taken in groups of G, from the last
 * group to the first; within a group, bulge k = 0, 1, ... and within one
 * (group, k) block the sweeps from the last to the first.  This reorders
 * the product only where factors commute: for s > s' and k > k', H(s, k)
 * starts at row s+1+kb > s'+(k'+1)b, past H(s', k')'s last row.
 *
 * Work.  Every column of Z is independent.  P threads (4, or 8 for complex
 * double) own one column and keep a window of it in registers, thread p the
 * rows p, p+P, p+2P, ...
 * The reflectors of block (group, k) act on rows R+i .. R+i+b-1 of the
 * window starting at R = s0+1+kb (i = sweep - s0): for a fixed b the
 * registers involved are known at compile time, and v is read from shared
 * memory at an offset that depends on p, zero-padded so that the rows a
 * thread holds just outside the reflector contribute nothing.  The dot
 * product v^H z is summed over the P threads by a butterfly of shuffles,
 * which gives every thread the same bits.  Block k+1's window starts b rows
 * further: b rows leave (stored) and b arrive (loaded) per block (loading
 * them ahead, during the block, measured slower: 2.80 against 2.43 s for
 * d at n = 16384 with vectors), and a
 * group is one pass over the column, so Z's traffic is about n/G passes over
 * half of it.  A block's G reflectors are one contiguous run of V2, staged
 * in shared memory (cp.async, double-buffered).  Every column sees the same
 * operations in the same order: the result is bitwise reproducible and
 * independent of how many columns there are.
 *
 * Few columns (fewer column blocks than SMs, as for the k eigenvectors of
 * a subset): the time is then one column's chain of dependent reflector
 * applications, and the reflectors are taken four at a time instead
 * (q2_apply_quads).  Measured on the H100, d, n = 8192, 819 vectors: the
 * back-transformation (Q2 and Q1) 0.151 s one at a time, 0.124 s four.
 */
#include <cstdint>

#include <cuda_pipeline.h>

#include "band/band_kernels.h"
#include "band/v2_layout.h"
#include "common/scalar.cuh"

namespace trident {
namespace band {
namespace {

/* The kernel's shape for band half-width B: P threads per column, G sweeps
 * per group (G = 64: about 8 flops per byte of Z moved), a window of WP
 * registers per thread (B+G-1 rows and at least one spare, so that the
 * last register a reflector touches exists), reflectors VS elements apart
 * in shared memory with PAD zeros on each side. */
template <class T, int B, int P_ = 4, int G_ = 64, bool QUAD_ = false> struct q2_shape {
    static constexpr int P = P_, G = G_, PAD = 8;
    static constexpr bool QUAD = QUAD_; /* reflectors four at a time (below) */
    static constexpr int NGRAM = QUAD ? G / 4 * 6 : 0; /* v_r^H v_s, r < s, per quad */
    static constexpr int WP = (B + G - 1) / P + 1;
    static constexpr int VS = B + 2 * PAD;
    static constexpr int COLS = 32; /* columns per block (32 P threads) */
    static constexpr int THREADS = COLS * P;
    /* shared memory: 2 buffers of G reflectors and G taus, the quads' Gram entries */
    static constexpr size_t smem = (2 * (size_t)G * (VS + 1) + NGRAM) * sizeof(T);
    static_assert(B % P == 0 && PAD >= P && 32 % P == 0, "window layout");
};

/* reflectors of sweeps s0 .. s0+G-1 that have a task k */
__device__ __forceinline__ int q2_valid(int64_t n, int b, int64_t s0, int64_t k, int G)
{
    const int64_t last = trident_v2_last_sweep(n, b, k) - s0 + 1;
    return last < 0 ? 0 : last > G ? G : (int)last;
}

/* stage the nvalid reflectors of block (s0, k): v into sv (VS apart, after
 * PAD), tau into st */
template <class T, int B, class S>
__device__ __forceinline__ void q2_stage(const T *v2, const T *tau2, int64_t n, int64_t s0, int64_t k,
                                         int nvalid, T *sv, T *st)
{
    const int64_t entry = trident_v2_first(n, B, k) + s0;
    constexpr int per = B * (int)sizeof(T) / 16; /* 16-byte chunks per reflector */
    const char *src = reinterpret_cast<const char *>(v2 + entry * B);
    for (int c = threadIdx.x; c < nvalid * per; c += blockDim.x) {
        const int i = c / per, part = c % per;
        __pipeline_memcpy_async(reinterpret_cast<char *>(sv + i * S::VS + S::PAD) + 16 * part,
                                src + 16 * (size_t)c, 16);
    }
    for (int i = threadIdx.x; i < nvalid; i += blockDim.x)
        __pipeline_memcpy_async(st + i, tau2 + entry + i, sizeof(T));
    __pipeline_commit();
}

/* the sum over the P threads of a column, the same bits in each */
template <int P, class T> __device__ __forceinline__ T q2_column_sum(T x)
{
    if constexpr (is_complex_elem<T>::value) {
        return make<T>(q2_column_sum<P>(re(x)), q2_column_sum<P>(im(x)));
    } else {
#pragma unroll
        for (int d = 1; d < P; d *= 2) x += __shfl_xor_sync(0xffffffffu, x, d);
        return x;
    }
}

/* The block's reflectors one at a time, from the last to the first: the
 * window rows i .. i+B-1 of reflector i are registers i/P .. i/P + B/P,
 * where this thread's element P j + p - i of v meets register j (vk: the
 * block's reflectors in shared memory, offset by this thread's p). */
template <class T, int B, class S>
__device__ __forceinline__ void q2_apply_singles(const T *vk, const T *tk, int nvalid, T (&win)[S::WP])
{
    constexpr int P = S::P, span = B / P + 1;
    const T zero = make<T>(0, 0);
#pragma unroll
    for (int i = S::G - 1; i >= 0; --i) {
        if (i >= nvalid) continue;
        const int j0 = i / P;
        const T *v = vk + i * S::VS - i;
        T acc[2] = {zero, zero};
#pragma unroll
        for (int u = 0; u < span; ++u) acc[u & 1] = add(acc[u & 1], cmul(v[P * (j0 + u)], win[j0 + u]));
        const T w = mul(tk[i], q2_column_sum<P>(add(acc[0], acc[1])));
#pragma unroll
        for (int u = 0; u < span; ++u) win[j0 + u] = sub(win[j0 + u], mul(v[P * (j0 + u)], w));
    }
}

/*
 * The latency variant.  When there are too few columns to fill the GPU
 * (the k eigenvectors of a subset), the time is one column's chain of
 * dependent reflector applications, each a dot product, a shuffle
 * reduction and an update.  Taking four consecutive reflectors
 * i0+3, ..., i0 at once shortens it: their four dot products with the
 * window are independent, and the corrections for the earlier ones come
 * from the Gram entries g_rs = v_r^H v_s (r < s):
 *     w_3 = tau_3 d_3,  w_r = tau_r (d_r - sum_{s > r} g_rs w_s),
 *     z := z - sum_r v_r w_r.
 * All four touch the same window registers (i0 is a multiple of 4 and
 * P in {4, 8}).  The Gram entries of a block's G/4 quads are computed
 * once per block from shared memory.
 */
template <class T, int B, class S> __device__ __forceinline__ void q2_quad_gram(const T *v, T *sg)
{
    for (int t = threadIdx.x; t < S::NGRAM; t += blockDim.x) {
        const int q = t / 6, pair = t % 6;
        const int r = pair < 3 ? 0 : pair < 5 ? 1 : 2;
        const int s = pair < 3 ? pair + 1 : pair < 5 ? pair - 1 : 3;
        const T *vr = v + (4 * q + r) * S::VS, *vs = v + (4 * q + s) * S::VS - (s - r); /* front pad: 0 */
        T acc[2] = {make<T>(0, 0), make<T>(0, 0)};
#pragma unroll
        for (int u = 0; u < B; ++u) acc[u & 1] = add(acc[u & 1], cmul(vr[u], vs[u]));
        sg[t] = add(acc[0], acc[1]);
    }
}

template <class T, int B, class S>
__device__ __forceinline__ void q2_apply_quads(const T *vk, const T *tk, const T *sg, int nvalid,
                                               T (&win)[S::WP])
{
    constexpr int P = S::P, span = B / P + 1;
    const T zero = make<T>(0, 0);
#pragma unroll
    for (int i0 = S::G - 4; i0 >= 0; i0 -= 4) {
        if (i0 >= nvalid) continue;
        const int j0 = i0 / P;
        const T *v[4];
        T d[4];
#pragma unroll
        for (int r = 0; r < 4; ++r) {
            v[r] = vk + (i0 + r) * S::VS - (i0 + r);
            T acc[2] = {zero, zero};
#pragma unroll
            for (int u = 0; u < span; ++u) acc[u & 1] = add(acc[u & 1], cmul(v[r][P * (j0 + u)], win[j0 + u]));
            d[r] = add(acc[0], acc[1]);
        }
#pragma unroll
        for (int r = 0; r < 4; ++r) d[r] = q2_column_sum<P>(d[r]);
        const T *g = sg + (i0 / 4) * 6; /* g01 g02 g03 g12 g13 g23 */
        T w[4];
        w[3] = mul(i0 + 3 < nvalid ? tk[i0 + 3] : zero, d[3]);
        w[2] = mul(i0 + 2 < nvalid ? tk[i0 + 2] : zero, sub(d[2], mul(g[5], w[3])));
        w[1] = mul(i0 + 1 < nvalid ? tk[i0 + 1] : zero, sub(sub(d[1], mul(g[4], w[3])), mul(g[3], w[2])));
        w[0] = mul(tk[i0], sub(sub(sub(d[0], mul(g[2], w[3])), mul(g[1], w[2])), mul(g[0], w[1])));
#pragma unroll
        for (int u = 0; u < span; ++u) {
            T x = win[j0 + u];
#pragma unroll
            for (int r = 3; r >= 0; --r) x = sub(x, mul(v[r][P * (j0 + u)], w[r]));
            win[j0 + u] = x;
        }
    }
}

template <class T, int B, class S>
__global__ void __launch_bounds__(S::THREADS)
    apply_q2_kernel(int64_t n, const T *__restrict__ v2, const T *__restrict__ tau2, int64_t m,
                    T *__restrict__ z, int64_t ldz)
{
    constexpr int P = S::P, G = S::G, WP = S::WP, VS = S::VS;
    extern __shared__ __align__(16) unsigned char q2_smem[];
    T *const sv = reinterpret_cast<T *>(q2_smem); /* [2][G VS] */
    T *const st = sv + 2 * G * VS;                 /* [2][G] */
    T *const sg = st + 2 * G;                      /* [NGRAM] */
    const int p = threadIdx.x % P;
    const int64_t col = blockIdx.x * (int64_t)S::COLS + threadIdx.x / P;
    const bool mine = col < m; /* threads past m stage and wait, but own no column */
    T *const zc = z + (mine ? col : 0) * ldz + p; /* zc[P j]: window row j of this thread */
    const T zero = make<T>(0, 0);
    for (int t = threadIdx.x; t < 2 * G * VS; t += blockDim.x) sv[t] = zero; /* the pads stay 0 */
    __syncthreads();
    T win[WP];

    for (int64_t s0 = (n - 3) / G * G; s0 >= 0; s0 -= G) {
        const int64_t nk = (n - 2 - s0) / B + 1; /* bulges of sweep s0, the most in the group */
        int64_t r = s0 + 1;                      /* the window's first row */
        q2_stage<T, B, S>(v2, tau2, n, s0, 0, q2_valid(n, B, s0, 0, G), sv, st);
#pragma unroll
        for (int j = 0; j < WP; ++j) win[j] = mine && r + P * j + p < n ? zc[r + P * j] : zero;
        constexpr int shift = B / P;
        for (int64_t k = 0; k < nk; ++k) {
            const int nvalid = q2_valid(n, B, s0, k, G);
            const int buf = (int)(k & 1);
            if (k + 1 < nk) {
                q2_stage<T, B, S>(v2, tau2, n, s0, k + 1, q2_valid(n, B, s0, k + 1, G), sv + (1 - buf) * G * VS,
                               st + (1 - buf) * G);
                __pipeline_wait_prior(1);
            } else {
                __pipeline_wait_prior(0);
            }
            __syncthreads();
            const T *vk = sv + buf * G * VS + S::PAD + p, *tk = st + buf * G;
            if constexpr (S::QUAD) {
                q2_quad_gram<T, B, S>(sv + buf * G * VS + S::PAD, sg);
                __syncthreads();
                q2_apply_quads<T, B, S>(vk, tk, sg, nvalid, win);
            } else {
                q2_apply_singles<T, B, S>(vk, tk, nvalid, win);
            }
            __syncthreads(); /* this buffer is restaged for block k + 2 */
            if (k + 1 < nk) { /* rows r .. r+B-1 are done for this group */
#pragma unroll
                for (int j = 0; j < shift; ++j)
                    if (mine && r + P * j + p < n) zc[r + P * j] = win[j];
#pragma unroll
                for (int j = 0; j < WP - shift; ++j) win[j] = win[j + shift];
                r += B;
#pragma unroll
                for (int j = WP - shift; j < WP; ++j) win[j] = mine && r + P * j + p < n ? zc[r + P * j] : zero;
            }
        }
#pragma unroll
        for (int j = 0; j < WP; ++j)
            if (mine && r + P * j + p < n) zc[r + P * j] = win[j];
    }
}

/* z(i, :) := phase(i) z(i, :) */
template <class T>
__global__ void scale_rows_kernel(int64_t n, int64_t m, const T *phase, T *z, int64_t ldz)
{
    const int64_t total = n * m;
    for (int64_t t = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; t < total;
         t += (int64_t)gridDim.x * blockDim.x) {
        const int64_t i = t % n, j = t / n;
        z[i + j * ldz] = mul(phase[i], z[i + j * ldz]);
    }
}

template <class T, int B, class S>
cudaError_t apply_q2_shape(cudaStream_t stream, int64_t n, const T *v2, int64_t m, T *z, int64_t ldz)
{
    cudaError_t err = cudaFuncSetAttribute(apply_q2_kernel<T, B, S>, cudaFuncAttributeMaxDynamicSharedMemorySize,
                                           (int)S::smem);
    if (err != cudaSuccess) return err;
    const T *tau2 = v2 + trident_v2_tau_offset(n, B);
    const int64_t grid = (m + S::COLS - 1) / S::COLS;
    apply_q2_kernel<T, B, S><<<(unsigned)grid, S::THREADS, S::smem, stream>>>(n, v2, tau2, m, z, ldz);
    return cudaGetLastError();
}

/* P = 8 for complex double (with 4 its window spills), 4 otherwise.  At
 * n = 8192 (d) on the H100, 4 threads per column and G = 64 measured 164 ms
 * for Q2 on n vectors, against 184 (G = 32), 184 (P = 8) and 202 (P = 8,
 * G = 32); for z, P = 8 took the solve with vectors from 1.13 to 1.06 s. */
template <class T, int B>
cudaError_t apply_q2(cudaStream_t stream, int64_t n, const T *v2, int64_t m, T *z, int64_t ldz)
{
    constexpr int P = sizeof(T) >= 16 ? 8 : 4;
    typedef q2_shape<T, B, P, 64> plain;
    int device = 0, sms = 0;
    cudaError_t err = cudaGetDevice(&device);
    if (err == cudaSuccess) err = cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, device);
    if (err != cudaSuccess) return err;
    /* fewer blocks than SMs: each column's chain is the time (see q2_apply_quads) */
    if ((m + plain::COLS - 1) / plain::COLS < sms)
        return apply_q2_shape<T, B, q2_shape<T, B, P, 64, true>>(stream, n, v2, m, z, ldz);
    return apply_q2_shape<T, B, plain>(stream, n, v2, m, z, ldz);
}

template <class T>
int hb2st_apply_q(cudaStream_t stream, int64_t n, int b, const void *v2, const void *phase, int64_t m,
                  void *z, int64_t ldz)
{
    if (n <= 0 || m <= 0) return 0;
    if (!trident_cuda_hb2st_apply_q_supports(b)) return (int)cudaErrorInvalidValue;
    T *zt = static_cast<T *>(z);
    if (phase) {
        const int64_t blocks = (n * m + 255) / 256;
        scale_rows_kernel<T><<<(unsigned)(blocks < 4096 ? blocks : 4096), 256, 0, stream>>>(
            n, m, static_cast<const T *>(phase), zt, ldz);
    }
    if (n <= 2) return (int)cudaGetLastError(); /* no chase, Q2 = I */
    const T *v = static_cast<const T *>(v2);
    const cudaError_t err = b == 16 ? apply_q2<T, 16>(stream, n, v, m, zt, ldz) : apply_q2<T, 32>(stream, n, v, m, zt, ldz);
    return (int)err;
}

} // namespace
} // namespace band
} // namespace trident

extern "C" int trident_cuda_hb2st_apply_q_supports(int b) { return b == 16 || b == 32; }

#define TRIDENT_APPLY_Q2_ENTRY(ch, T)                                                                \
    extern "C" int trident_cuda_hb2st_apply_q_##ch(cudaStream_t stream, int64_t n, int b, const void *v2, \
                                                   const void *phase, int64_t m, void *z, int64_t ldz) \
    {                                                                                                \
        return trident::band::hb2st_apply_q<T>(stream, n, b, v2, phase, m, z, ldz);                   \
    }

TRIDENT_APPLY_Q2_ENTRY(s, float)
TRIDENT_APPLY_Q2_ENTRY(d, double)
TRIDENT_APPLY_Q2_ENTRY(c, float2)
TRIDENT_APPLY_Q2_ENTRY(z, double2)
