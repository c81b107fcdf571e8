/*
 * elementwise_kernels.cu -- memory-bound helpers of the eigen drivers on the
 * device, written once for s, d, c, z: the scaling of the matrix into the
 * safe range (LAPACK xSYEVD's anrm / sigma), its undoing on the eigenvalues,
 * and the real-to-element copy of the tridiagonal eigenvectors (xLACP2).
 *
 * The scale factor never visits the host: the max-abs lands in s[0], the
 * scaling kernel derives sigma from it on the device and leaves it in s[1],
 * where the unscaling kernel finds it.
 */
#include <cstdint>

#include "common/scalar.cuh"
#include "eig/elementwise_kernels.h"

namespace trident {
namespace {

constexpr int kBlock = 256;

/* Bit patterns of non-negative IEEE numbers order like the numbers, and a
 * NaN (sign cleared) above +Inf: the max-abs is an unsigned atomicMax, exact
 * and independent of the order in which blocks arrive (deterministic), with
 * NaN winning as in LAPACK's xLANSY. */
template <class R> struct bits_of;
template <> struct bits_of<float> {
    typedef unsigned int type;
    static __device__ type get(float x) { return (type)__float_as_uint(x) & 0x7fffffffu; }
};
template <> struct bits_of<double> {
    typedef unsigned long long type;
    static __device__ type get(double x)
    {
        return (type)__double_as_longlong(x) & 0x7fffffffffffffffull;
    }
};

template <class T> __device__ real_t<T> abs_elem(T a)
{
    if constexpr (is_complex_elem<T>::value) return hypot(re(a), im(a));
    else return fabs(a);
}

/* |a(i,j)| over the stored triangle; only the real part of the diagonal
 * counts (xLANHE).  Columns are spread over blocks, rows over threads. */
template <class T>
__global__ void __launch_bounds__(kBlock) triangle_max_abs_kernel(bool lower, int64_t n,
                                                                  const T *a, int64_t lda,
                                                                  real_t<T> *amax)
{
    typedef real_t<T> R;
    typedef typename bits_of<R>::type B;
    B m = 0;
    for (int64_t j = blockIdx.x; j < n; j += gridDim.x) {
        const int64_t i0 = lower ? j : 0, i1 = lower ? n : j + 1;
        for (int64_t i = i0 + threadIdx.x; i < i1; i += blockDim.x) {
            const T v = a[i + j * lda];
            const R x = i == j ? fabs(re(v)) : abs_elem(v);
            const B b = bits_of<R>::get(x);
            m = b > m ? b : m;
        }
    }
    for (int s = 16; s > 0; s >>= 1) {
        const B o = __shfl_xor_sync(0xffffffffu, m, s);
        m = o > m ? o : m;
    }
    if ((threadIdx.x & 31) == 0 && m != 0) atomicMax(reinterpret_cast<B *>(amax), m);
}

template <class R> __device__ R sigma_from(R anrm, R rmin, R rmax)
{
    R sigma = 1; /* also for a NaN or infinite anrm: A is left as it is (the drivers stop) */
    if (anrm > 0 && anrm < rmin) sigma = rmin / anrm;
    else if (anrm > rmax && isfinite(anrm)) sigma = rmax / anrm;
    return sigma;
}

template <class T>
__global__ void __launch_bounds__(kBlock) triangle_scale_kernel(bool lower, int64_t n, T *a,
                                                                int64_t lda, real_t<T> rmin,
                                                                real_t<T> rmax, real_t<T> *s)
{
    typedef real_t<T> R;
    const R sigma = sigma_from(s[0], rmin, rmax);
    if (blockIdx.x == 0 && threadIdx.x == 0) s[1] = sigma;
    if (sigma == R(1)) return;
    for (int64_t j = blockIdx.x; j < n; j += gridDim.x) {
        const int64_t i0 = lower ? j : 0, i1 = lower ? n : j + 1;
        for (int64_t i = i0 + threadIdx.x; i < i1; i += blockDim.x)
            a[i + j * lda] = scale(sigma, a[i + j * lda]);
    }
}

template <class R>
__global__ void __launch_bounds__(kBlock) unscale_kernel(int64_t n, R *w, const R *s)
{
    const R sigma = s[1];
    if (sigma == R(1)) return;
    for (int64_t i = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; i < n;
         i += (int64_t)gridDim.x * blockDim.x)
        w[i] /= sigma; /* a division, as the host driver does */
}

template <class T>
__global__ void __launch_bounds__(kBlock) copy_real_kernel(int64_t m, int64_t n,
                                                           const real_t<T> *src, int64_t lds,
                                                           T *dst, int64_t ldd)
{
    for (int64_t j = blockIdx.y; j < n; j += gridDim.y)
        for (int64_t i = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; i < m;
             i += (int64_t)gridDim.x * blockDim.x)
            dst[i + j * ldd] = make<T>(src[i + j * lds], 0);
}

inline unsigned grid_for(int64_t n, int64_t per_block, int64_t cap)
{
    const int64_t g = (n + per_block - 1) / per_block;
    return (unsigned)(g < 1 ? 1 : g > cap ? cap : g);
}

} // namespace
} // namespace trident

/* ---- C entry points: one set per precision --------------------------------- */

#define TRIDENT_ELEMENTWISE_ENTRIES(ch, T)                                                    \
    extern "C" int trident_cuda_eig_scale_##ch(cudaStream_t st, char uplo, int64_t n, void *a,\
                                               int64_t lda, double rmin, double rmax, void *s)\
    {                                                                                         \
        typedef trident::real_t<T> R;                                                         \
        cudaError_t err = cudaMemsetAsync(s, 0, sizeof(R), st); /* s[0] := +0 */              \
        if (err != cudaSuccess) return (int)err;                                              \
        const unsigned cols = trident::grid_for(n, 1, 4096);                                  \
        if (n > 0) {                                                                          \
            trident::triangle_max_abs_kernel<T><<<cols, trident::kBlock, 0, st>>>(            \
                uplo == 'L', n, (const T *)a, lda, (R *)s);                                   \
            if ((err = cudaGetLastError()) != cudaSuccess) return (int)err;                   \
        }                                                                                     \
        trident::triangle_scale_kernel<T><<<cols, trident::kBlock, 0, st>>>(                  \
            uplo == 'L', n, (T *)a, lda, (R)rmin, (R)rmax, (R *)s);                           \
        return (int)cudaGetLastError();                                                       \
    }                                                                                         \
    extern "C" int trident_cuda_eig_unscale_##ch(cudaStream_t st, int64_t n, void *w,         \
                                                 const void *s)                               \
    {                                                                                         \
        typedef trident::real_t<T> R;                                                         \
        if (n <= 0) return 0;                                                                 \
        trident::unscale_kernel<R><<<trident::grid_for(n, trident::kBlock, 1024),             \
                                     trident::kBlock, 0, st>>>(n, (R *)w, (const R *)s);      \
        return (int)cudaGetLastError();                                                       \
    }                                                                                         \
    extern "C" int trident_cuda_copy_real_##ch(cudaStream_t st, int64_t m, int64_t n,         \
                                               const void *src, int64_t lds, void *dst,       \
                                               int64_t ldd)                                   \
    {                                                                                         \
        if (m <= 0 || n <= 0) return 0;                                                       \
        const dim3 grid(trident::grid_for(m, trident::kBlock, 64),                            \
                        trident::grid_for(n, 1, 65535));                                      \
        trident::copy_real_kernel<T><<<grid, trident::kBlock, 0, st>>>(                       \
            m, n, (const trident::real_t<T> *)src, lds, (T *)dst, ldd);                       \
        return (int)cudaGetLastError();                                                       \
    }

TRIDENT_ELEMENTWISE_ENTRIES(s, float)
TRIDENT_ELEMENTWISE_ENTRIES(d, double)
TRIDENT_ELEMENTWISE_ENTRIES(c, float2)
TRIDENT_ELEMENTWISE_ENTRIES(z, double2)
