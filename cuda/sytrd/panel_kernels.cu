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

/* w := tau w;  w := w - (tau/2) (w^H v) v.  One block. */
template <class T>
__global__ void __launch_bounds__(kBlock) latrd_finish_w_kernel(int64_t n, const T *tau, T *w,
                                                                const T *v)
{
    typedef real_t<T> R;
    __shared__ R shared[32];
    const T t = *tau;
    R dr = 0, di = 0;
    for (int64_t i = threadIdx.x; i < n; i += blockDim.x) {
        const T wi = mul(t, w[i]);
        w[i] = wi;
        const T p = cmul(wi, v[i]);
        dr += re(p), di += im(p);
    }
    dr = block_reduce<R, false>(dr, shared);
    if constexpr (is_complex_elem<T>::value) di = block_reduce<R, false>(di, shared);
    const T alpha = mul(scale(R(-0.5), t), make<T>(dr, di));
    for (int64_t i = threadIdx.x; i < n; i += blockDim.x) w[i] = add(w[i], mul(alpha, v[i]));
}

template <class T>
__global__ void lacgv_kernel(int64_t n, T *x, int64_t incx)
{
    for (int64_t i = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; i < n;
         i += (int64_t)gridDim.x * blockDim.x)
        x[i * incx] = conj_(x[i * incx]);
}

template <class T>
__global__ void make_real_kernel(T *a) { *a = make<T>(re(*a), 0); }

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
    extern "C" int trident_cuda_latrd_finish_w_##ch(cudaStream_t s, int64_t n,                \
                                                    const void *tau, void *w, const void *v)  \
    {                                                                                         \
        if (n <= 0) return 0;                                                                 \
        trident::latrd_finish_w_kernel<T><<<1, trident::kBlock, 0, s>>>(                      \
            n, (const T *)tau, (T *)w, (const T *)v);                                         \
        return (int)cudaGetLastError();                                                       \
    }                                                                                         \
    extern "C" int trident_cuda_lacgv_##ch(cudaStream_t s, int64_t n, void *x, int64_t incx)  \
    {                                                                                         \
        if (n <= 0) return 0;                                                                 \
        trident::lacgv_kernel<T><<<trident::grid_for(n, 256), 256, 0, s>>>(n, (T *)x, incx);  \
        return (int)cudaGetLastError();                                                       \
    }                                                                                         \
    extern "C" int trident_cuda_make_real_##ch(cudaStream_t s, void *a)                       \
    {                                                                                         \
        trident::make_real_kernel<T><<<1, 1, 0, s>>>((T *)a);                                 \
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
