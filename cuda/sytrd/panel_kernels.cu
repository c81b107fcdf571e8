/*
 * panel_kernels.cu -- the small device steps of a Householder panel (xLATRD),
 * each one kernel, written once for s, d, c, z.  They keep every scalar of the
 * algorithm (tau, beta, the reflector's leading entry) in device memory, so a
 * panel needs no host synchronisation.  Semantics: src/backend/ops_table.h.
 *
 * The reductions (norm, dot) run in one block in a fixed order, so results
 * are bitwise reproducible.  One block is enough: the vectors are at most n
 * long and these steps are O(n) next to the O(n^2) SYMV of each column.
 */
#include <cfloat>
#include <cstdint>

#include "common/scalar.cuh"
#include "sytrd/panel_kernels.h"

namespace trident {
namespace {

constexpr int kBlock = 512;
constexpr int kMaxNb = 64;          /* TRIDENT_SYTRD_MAX_NB */
constexpr int kProjectBlocks = 264; /* most blocks of project_kernel: 2 per SM of an H100 */

template <class R> struct limits;
template <> struct limits<float> {
    static __device__ float safmin() { return FLT_MIN / (FLT_EPSILON * 0.5f); }
};
template <> struct limits<double> {
    static __device__ double safmin() { return DBL_MIN / (DBL_EPSILON * 0.5); }
};

/* Sum (or max) over the block, in a fixed order; the result is returned to
 * every thread. */
template <class R, bool Max>
__device__ R block_reduce(R v, R *shared)
{
    for (int m = 16; m > 0; m >>= 1) {
        R o = __shfl_xor_sync(0xffffffffu, v, m);
        v = Max ? (o > v ? o : v) : v + o;
    }
    const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
    __syncthreads(); /* shared may still be read from a previous reduction */
    if (lane == 0) shared[warp] = v;
    __syncthreads();
    if (warp == 0) {
        v = lane < (int)(blockDim.x >> 5) ? shared[lane] : R(0);
        for (int m = 16; m > 0; m >>= 1) {
            R o = __shfl_xor_sync(0xffffffffu, v, m);
            v = Max ? (o > v ? o : v) : v + o;
        }
        if (lane == 0) shared[0] = v;
    }
    __syncthreads();
    return shared[0];
}

/* ||x||_2 without overflow or harmful underflow: scale by the largest entry. */
template <class T>
__device__ real_t<T> block_nrm2(int64_t m, const T *x, int64_t incx, real_t<T> *shared)
{
    typedef real_t<T> R;
    R amax = 0;
    for (int64_t i = threadIdx.x; i < m; i += blockDim.x) {
        const T v = x[i * incx];
        amax = fmax(amax, fmax(fabs(re(v)), fabs(im(v))));
    }
    amax = block_reduce<R, true>(amax, shared);
    if (amax == R(0) || !isfinite(amax)) return amax;
    R ssq = 0;
    const R inv = R(1) / amax;
    for (int64_t i = threadIdx.x; i < m; i += blockDim.x) {
        const T v = x[i * incx];
        const R a = re(v) * inv, b = im(v) * inv;
        ssq += a * a + b * b;
    }
    ssq = block_reduce<R, false>(ssq, shared);
    return amax * sqrt(ssq);
}

template <class T>
__device__ void block_scal(int64_t m, T s, T *x, int64_t incx)
{
    for (int64_t i = threadIdx.x; i < m; i += blockDim.x) x[i * incx] = mul(s, x[i * incx]);
}

/* xLARFG on (alpha; x[0..n-2]), then e := beta, alpha := 1.  One block. */
template <class T>
__global__ void __launch_bounds__(kBlock) householder_kernel(int64_t n, T *alpha, T *x,
                                                             int64_t incx, T *tau, real_t<T> *e)
{
    typedef real_t<T> R;
    __shared__ R shared[32];
    const int64_t m = n - 1;
    const T a = *alpha;
    R alphr = re(a), alphi = im(a);
    R xnorm = n > 1 ? block_nrm2(m, x, incx, shared) : R(0);
    __syncthreads(); /* every thread has read *alpha before thread 0 rewrites it */
    if (n <= 0 || (xnorm == R(0) && alphi == R(0))) {
        if (threadIdx.x == 0) {
            *tau = make<T>(0, 0);
            *e = alphr;
            *alpha = make<T>(1, 0);
        }
        return;
    }
    R beta = -copysign(hypot(hypot(alphr, alphi), xnorm), alphr);
    const R safmin = limits<R>::safmin(), rsafmn = R(1) / safmin;
    int knt = 0;
    if (fabs(beta) < safmin) { /* beta may be inaccurate: rescale x and recompute */
        do {
            ++knt;
            block_scal(m, make<T>(rsafmn, 0), x, incx);
            __syncthreads();
            beta *= rsafmn, alphi *= rsafmn, alphr *= rsafmn;
        } while (fabs(beta) < safmin && knt < 20);
        xnorm = n > 1 ? block_nrm2(m, x, incx, shared) : R(0);
        beta = -copysign(hypot(hypot(alphr, alphi), xnorm), alphr);
    }
    /* tau = (beta - alpha) / beta,  x := x / (alpha - beta) */
    const T t = make<T>((beta - alphr) / beta, -alphi / beta);
    T s;
    {
        const R dr = alphr - beta, di = alphi; /* 1 / (dr + i di), scaled (Smith) */
        if constexpr (is_complex_elem<T>::value) {
            if (fabs(dr) >= fabs(di)) {
                const R r = di / dr, den = dr + di * r;
                s = make<T>(R(1) / den, -r / den);
            } else {
                const R r = dr / di, den = di + dr * r;
                s = make<T>(r / den, R(-1) / den);
            }
        } else {
            s = make<T>(R(1) / dr, 0);
        }
    }
    block_scal(m, s, x, incx);
    if (threadIdx.x == 0) {
        for (int j = 0; j < knt; ++j) beta *= safmin;
        *tau = t;
        *e = beta;
        *alpha = make<T>(1, 0);
    }
}

/* a := a - V conj(W(r,:))^T - W conj(V(r,:))^T,  a[r] := real(a[r]).  One
 * thread per row; the two rows of the panel are staged in shared memory. */
template <class T>
__global__ void __launch_bounds__(256) update_column_kernel(int64_t m, int k, const T *v,
                                                            int64_t ldv, const T *w, int64_t ldw,
                                                            int64_t r, T *a)
{
    __shared__ T vrow[kMaxNb], wrow[kMaxNb];
    for (int j = threadIdx.x; j < k; j += blockDim.x) {
        vrow[j] = conj_(v[r + j * ldv]);
        wrow[j] = conj_(w[r + j * ldw]);
    }
    __syncthreads();
    const int64_t i = blockIdx.x * (int64_t)blockDim.x + threadIdx.x;
    if (i >= m) return;
    T acc = a[i];
    for (int j = 0; j < k; ++j) acc = sub(acc, mul(v[i + j * ldv], wrow[j]));
    for (int j = 0; j < k; ++j) acc = sub(acc, mul(w[i + j * ldw], vrow[j]));
    a[i] = i == r ? make<T>(re(acc), 0) : acc;
}

/*
 * y[0..k) := W^H x, y[k..2k) := V^H x, y[2k] := u^H x.  The rows are cut into
 * one chunk per block (the cut depends only on m); each warp reduces some of
 * the 2k+1 columns over its block's chunk in a fixed order and writes a
 * partial; the last block to finish (a ticket on `counter`, which it resets)
 * adds the partials in block order.  Deterministic whatever the scheduling.
 */
template <class T>
__global__ void __launch_bounds__(256) project_kernel(int64_t m, int k, const T *v, int64_t ldv,
                                                      const T *w, int64_t ldw, const T *x,
                                                      const T *u, T *y, int64_t chunk, T *partials,
                                                      unsigned *counter)
{
    const int nout = 2 * k + 1, lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
    const int64_t r0 = blockIdx.x * chunk, r1 = r0 + chunk < m ? r0 + chunk : m;
    for (int o = warp; o < nout; o += blockDim.x >> 5) {
        const T *col = o < k ? w + o * ldw : o < 2 * k ? v + (o - k) * ldv : u;
        real_t<T> sr = 0, si = 0;
        for (int64_t i = r0 + lane; i < r1; i += 32) {
            const T p = cmul(col[i], x[i]);
            sr += re(p), si += im(p);
        }
        for (int s = 16; s > 0; s >>= 1) {
            sr += __shfl_xor_sync(0xffffffffu, sr, s);
            si += __shfl_xor_sync(0xffffffffu, si, s);
        }
        if (lane == 0) partials[(int64_t)blockIdx.x * nout + o] = make<T>(sr, si);
    }
    __shared__ bool last;
    __threadfence();
    __syncthreads();
    if (threadIdx.x == 0) last = atomicAdd(counter, 1u) == gridDim.x - 1;
    __syncthreads();
    if (!last) return;
    __threadfence();
    for (int o = threadIdx.x; o < nout; o += blockDim.x) {
        T acc = make<T>(0, 0);
        for (unsigned b = 0; b < gridDim.x; ++b) acc = add(acc, load_volatile(partials + (int64_t)b * nout + o));
        y[o] = acc;
    }
    if (threadIdx.x == 0) *counter = 0; /* ready for the next launch */
}

/* w := tau (u - V y[0..k) - W y[k..2k)) + alpha x, u in w, with
 * alpha = -(tau/2) conj(tau) (y[2k] - 2 Re(y[0..k)^H y[k..2k))). */
template <class T>
__global__ void __launch_bounds__(256) correct_kernel(int64_t m, int k, const T *v, int64_t ldv,
                                                      const T *wp, int64_t ldw, const T *x,
                                                      const T *y, const T *tau, T *w)
{
    typedef real_t<T> R;
    __shared__ T ys[2 * kMaxNb + 1];
    __shared__ T alpha_s;
    for (int j = threadIdx.x; j < 2 * k + 1; j += blockDim.x) ys[j] = y[j];
    __syncthreads();
    const T t = *tau;
    if (threadIdx.x == 0) { /* the same sequence in every block: the same bits */
        R c = 0;
        for (int j = 0; j < k; ++j) c += re(cmul(ys[j], ys[k + j]));
        const T wx = mul(conj_(t), make<T>(re(ys[2 * k]) - 2 * c, 0));
        alpha_s = mul(scale(R(-0.5), t), wx);
    }
    __syncthreads();
    const int64_t i = blockIdx.x * (int64_t)blockDim.x + threadIdx.x;
    if (i >= m) return;
    T acc = w[i];
    for (int j = 0; j < k; ++j) acc = sub(acc, mul(v[i + j * ldv], ys[j]));
    for (int j = 0; j < k; ++j) acc = sub(acc, mul(wp[i + j * ldw], ys[k + j]));
    w[i] = add(mul(t, acc), mul(alpha_s, x[i]));
}

template <class T>
__global__ void store_tridiag_kernel(bool lower, int64_t k, int64_t noff, T *a, int64_t lda,
                                     real_t<T> *d, real_t<T> *e)
{
    for (int64_t j = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; j < k;
         j += (int64_t)gridDim.x * blockDim.x) {
        const real_t<T> dj = re(a[j + j * lda]);
        d[j] = dj;
        a[j + j * lda] = make<T>(dj, 0);
        if (lower) {
            if (j < noff) a[(j + 1) + j * lda] = make<T>(e[j], 0);
        } else if (j >= k - noff) {
            a[(j - 1) + j * lda] = make<T>(e[j - 1], 0);
        }
    }
}

/* rows of one block of project_kernel: enough blocks to spread the 2k+1
 * column reductions over the machine; a function of m only */
inline int64_t project_chunk(int64_t m)
{
    int64_t chunk = (m + kProjectBlocks - 1) / kProjectBlocks;
    chunk = (chunk + 31) / 32 * 32;
    return chunk < 64 ? 64 : chunk;
}

inline int blocks_for(int64_t n, int block) { return (int)((n + block - 1) / block); }

inline int grid_for(int64_t n, int block)
{
    int64_t g = (n + block - 1) / block;
    return (int)(g < 1 ? 1 : g > 1024 ? 1024 : g);
}

} // namespace
} // namespace trident

/* ---- C entry points: one set per precision --------------------------------- */

#define TRIDENT_PANEL_ENTRIES(ch, T)                                                          \
    extern "C" int trident_cuda_householder_##ch(cudaStream_t s, int64_t n, void *alpha,      \
                                                 void *x, int64_t incx, void *tau, void *e)   \
    {                                                                                         \
        trident::householder_kernel<T><<<1, trident::kBlock, 0, s>>>(                         \
            n, (T *)alpha, (T *)x, incx, (T *)tau, (trident::real_t<T> *)e);                  \
        return (int)cudaGetLastError();                                                       \
    }                                                                                         \
    extern "C" int trident_cuda_latrd_update_column_##ch(cudaStream_t s, int64_t m, int64_t k,   \
                                                         const void *v, int64_t ldv,              \
                                                         const void *w, int64_t ldw, int64_t r,   \
                                                         void *a)                                 \
    {                                                                                         \
        if (k <= 0 || m <= 0) return 0;                                                       \
        trident::update_column_kernel<T><<<trident::blocks_for(m, 256), 256, 0, s>>>(         \
            m, (int)k, (const T *)v, ldv, (const T *)w, ldw, r, (T *)a);                      \
        return (int)cudaGetLastError();                                                       \
    }                                                                                         \
    extern "C" int trident_cuda_latrd_project_##ch(cudaStream_t s, int64_t m, int64_t k,      \
                                                   const void *v, int64_t ldv, const void *w, \
                                                   int64_t ldw, const void *x, const void *u, \
                                                   void *y, void *partials, unsigned *counter)\
    {                                                                                         \
        if (m <= 0) return 0;                                                                 \
        const int64_t chunk = trident::project_chunk(m);                                      \
        trident::project_kernel<T><<<(int)((m + chunk - 1) / chunk), 256, 0, s>>>(           \
            m, (int)k, (const T *)v, ldv, (const T *)w, ldw, (const T *)x, (const T *)u,       \
            (T *)y, chunk, (T *)partials, counter);                                           \
        return (int)cudaGetLastError();                                                       \
    }                                                                                         \
    extern "C" int trident_cuda_latrd_correct_##ch(cudaStream_t s, int64_t m, int64_t k,      \
                                                   const void *v, int64_t ldv, const void *wp,\
                                                   int64_t ldw, const void *x, const void *y, \
                                                   const void *tau, void *w)                  \
    {                                                                                         \
        if (m <= 0) return 0;                                                                 \
        trident::correct_kernel<T><<<trident::blocks_for(m, 256), 256, 0, s>>>(               \
            m, (int)k, (const T *)v, ldv, (const T *)wp, ldw, (const T *)x, (const T *)y,      \
            (const T *)tau, (T *)w);                                                          \
        return (int)cudaGetLastError();                                                       \
    }                                                                                         \
    extern "C" int trident_cuda_store_tridiag_##ch(cudaStream_t s, char uplo, int64_t k,      \
                                                   int64_t noff, void *a, int64_t lda,        \
                                                   void *d, void *e)                          \
    {                                                                                         \
        if (k <= 0) return 0;                                                                 \
        trident::store_tridiag_kernel<T><<<trident::grid_for(k, 128), 128, 0, s>>>(           \
            uplo == 'L', k, noff, (T *)a, lda, (trident::real_t<T> *)d,                       \
            (trident::real_t<T> *)e);                                                         \
        return (int)cudaGetLastError();                                                       \
    }

TRIDENT_PANEL_ENTRIES(s, float)
TRIDENT_PANEL_ENTRIES(d, double)
TRIDENT_PANEL_ENTRIES(c, float2)
TRIDENT_PANEL_ENTRIES(z, double2)
