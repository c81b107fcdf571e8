/*
 * sytrd_from_qr.cu -- xSYTRD's output from the two-stage reduction, written
 * once for s, d, c, z.  Contract: sytrd_from_qr.h; the algorithm and why:
 * src/drivers/sytrd_from_2stage_generic.h.
 *
 * Two element-wise passes, both bandwidth-bound and coalesced along columns:
 *   mirror      B's lower triangle from A's stored one (reversed in both
 *               indices for uplo 'U', so that the lower reduction of B is
 *               the upper reduction of A read backwards);
 *   from_qr     the reflectors of Q's QR (in its trailing block) moved to
 *               where xSYTRD keeps its own, and T with its signs fixed;
 * columns go to blockIdx.y (strided: a grid has at most 65535 rows of
 * blocks), rows to the threads.  And the diagonal blocks of that QR, taken
 * as an LU with shifted pivots (lu_shift_block, below).
 */
#include <cstdint>

#include "common/scalar.cuh"
#include "common/smem_limit.cuh"
#include "sytrd/sytrd_from_qr.h"

namespace trident {
namespace sytrd {
namespace {

constexpr int kThreads = 256;
constexpr int64_t kMaxGridY = 65535;

template <class T>
__global__ void __launch_bounds__(kThreads)
mirror_kernel(bool upper, int64_t n, const T *a, int64_t lda, T *b, int64_t ldb)
{
    for (int64_t j = blockIdx.y; j < n; j += gridDim.y)
        for (int64_t i = j + blockIdx.x * (int64_t)kThreads + threadIdx.x; i < n; i += (int64_t)gridDim.x * kThreads)
            b[i + j * ldb] = upper ? a[(n - 1 - i) + (n - 1 - j) * lda] : a[i + j * lda];
}

/* R's diagonal entry r_k = +-1 (k >= 1) from what qr_of_orthogonal left at
 * q(k, k): the pivot p_k = c_k - r_k, whose real part has the sign of -r_k */
template <class T> __device__ __forceinline__ real_t<T> r_sign(const T *q, int64_t ldq, int64_t k)
{
    return re(q[k + k * ldq]) < 0 ? real_t<T>(1) : real_t<T>(-1);
}

/* The reflectors: 'L' reflector i (column i of a, rows i+2..n-1) is
 * xGEQRF's column i+1 of q, the same rows; 'U' reflector i (column i+1 of
 * a, rows 0..i-1) is xGEQRF's reflector n-2-i read backwards:
 * a(r, i+1) = q(n-1-r, n-1-i). */
template <class T>
__global__ void __launch_bounds__(kThreads)
reflectors_kernel(bool upper, int64_t n, const T *q, int64_t ldq, T *a, int64_t lda)
{
    for (int64_t c = blockIdx.y; c < n; c += gridDim.y) {
        const int64_t r0 = upper ? 0 : c + 2, r1 = upper ? c - 1 : n; /* rows [r0, r1) */
        for (int64_t r = r0 + blockIdx.x * (int64_t)kThreads + threadIdx.x; r < r1;
             r += (int64_t)gridDim.x * kThreads)
            a[r + c * lda] = upper ? q[(n - 1 - r) + (n - c) * ldq] : q[r + (c + 1) * ldq];
    }
}

/* T, its signs and tau.  Q = H D with D = diag(1, sign R(0,0), ...) for 'L'
 * (Q's first column is e_0), so A = H (D T D) H^H: e_i takes the signs of
 * D_i D_{i+1}.  'U' reads everything backwards (Q's last column is e_{n-1}). */
template <class T>
__global__ void __launch_bounds__(kThreads)
tridiag_kernel(bool upper, int64_t n, const T *q, int64_t ldq, const T *tau_qr, const real_t<T> *dr,
               const real_t<T> *er, T *a, int64_t lda, real_t<T> *d, real_t<T> *e, T *tau)
{
    typedef real_t<T> R;
    for (int64_t i = blockIdx.x * (int64_t)kThreads + threadIdx.x; i < n; i += (int64_t)gridDim.x * kThreads) {
        /* D_i: 'L' the sign of R at q(i, i) (1 for i = 0); 'U' at q(n-1-i, n-1-i) (1 for i = n-1) */
        const int64_t ki = upper ? n - 1 - i : i;
        const R di = ki == 0 ? R(1) : r_sign(q, ldq, ki);
        const R dii = upper ? dr[n - 1 - i] : dr[i];
        d[i] = dii;
        a[i + i * lda] = make<T>(dii, 0);
        if (i + 1 < n) {
            const int64_t kn = upper ? n - 2 - i : i + 1;
            const R dn = kn == 0 ? R(1) : r_sign(q, ldq, kn);
            const R ei = di * dn * (upper ? er[n - 2 - i] : er[i]);
            e[i] = ei;
            a[upper ? i + (i + 1) * lda : (i + 1) + i * lda] = make<T>(ei, 0);
            tau[i] = tau_qr[upper ? n - 2 - i : i];
        }
    }
}

/* Each tau made to fit its reflector exactly: H = I - tau v v^H is unitary
 * iff Re tau = |tau|^2 |v|^2 / 2, which the LU's tau (-r p) meets only as
 * far as Q's columns are orthonormal.  Left as it is, every reflector is
 * off by about |Q^H Q - I|, and the product of n - 1 of them by n times
 * that: with Q2 formed on the tensor cores (three TF32 products, context
 * q2_wy) the reflectors were orthogonal to 43-276 n eps at n = 200-1000.
 * Scaled by a real s = 2 Re tau / (|tau|^2 |v|^2) (1 up to Q's error), tau
 * keeps its phase and each H is unitary to rounding; the error moves to
 * A - Q T Q^H, where it is Q's own.  Measured (test_accuracy <t> gpu, the
 * route from n = 3, H100): |I - Q^H Q| at most 0.61-0.64 n eps for all
 * four types against 1.6-2.2 before, and 0.61 with q2_wy; bench/sytrd's
 * README has the table.  Reflector i (tau[i]) is the QR's
 * column j = i ('L') or n-2-i ('U'): v = (1, q(j+2 .., j+1)).  One block a
 * reflector, sums in a fixed order. */
template <class T>
__global__ void __launch_bounds__(kThreads)
unitary_tau_kernel(bool upper, int64_t n, const T *q, int64_t ldq, T *tau)
{
    typedef real_t<T> R;
    __shared__ R part[kThreads];
    for (int64_t i = blockIdx.y; i < n - 1; i += gridDim.y) {
        const int64_t j = upper ? n - 2 - i : i;
        const T *col = q + (j + 1) * ldq;
        R sum = 0;
        for (int64_t r = j + 2 + threadIdx.x; r < n; r += kThreads)
            sum += re(col[r]) * re(col[r]) + im(col[r]) * im(col[r]);
        part[threadIdx.x] = sum;
        __syncthreads();
        for (int h = kThreads / 2; h > 0; h /= 2) {
            if (threadIdx.x < h) part[threadIdx.x] += part[threadIdx.x + h];
            __syncthreads();
        }
        if (threadIdx.x == 0) {
            const T t = tau[i];
            const R mag2 = re(t) * re(t) + im(t) * im(t), vv = 1 + part[0];
            if (mag2 > 0) tau[i] = scale(2 * re(t) / (mag2 * vv), t);
        }
        __syncthreads(); /* part is reused by the next reflector */
    }
}

/* Householder QR of a matrix M with orthonormal columns, as an LU
 * factorization: M = H_0 ... H_{m-1} R with R = diag(r), r_j = +-1, and
 * H_0 ... H_{m-1} = I - V T V^H (V unit lower, diag T = tau) give
 * M - R = V (-T V^H R): the LU factorization without pivoting of M - R,
 * whose multipliers are the reflectors and whose pivots p_j = -r_j tau_j.
 * R is not known ahead, but r_j = -sign(Re c_j), c_j the j-th pivot of M
 * itself (xLARFG's beta: -sign(alpha)), so each shift is chosen as the
 * elimination reaches its column, and |Re p_j| = 1 + |Re c_j| >= 1: no
 * pivoting needed (Ballard, Demmel, Grigori, Jacquelin, Nguyen, Solomonik,
 * "Reconstructing Householder vectors from tall-skinny QR", 2015).  The
 * shifts touch only the diagonal, so a blocked LU needs them in its
 * diagonal blocks alone: this kernel factors one (nb <= kLuBlock, in
 * shared memory, one thread block) and writes tau; cuBLAS does the rest. */
constexpr int kLuBlock = TRIDENT_LU_SHIFT_BLOCK;

/* x / p, p with |Re p| >= 1 (no scaling needed for complex p) */
template <class T> __device__ __forceinline__ T divide(T x, T p)
{
    if constexpr (is_complex_elem<T>::value) {
        const real_t<T> inv = real_t<T>(1) / (re(p) * re(p) + im(p) * im(p));
        return scale(inv, mul(x, conj_(p)));
    } else {
        return x / p;
    }
}

template <class T>
__global__ void __launch_bounds__(kThreads)
lu_shift_block_kernel(int nb, T *a, int64_t lda, T *tau)
{
    extern __shared__ __align__(16) unsigned char lu_smem_raw[];
    T *s = reinterpret_cast<T *>(lu_smem_raw); /* s[c * (kLuBlock + 1) + r] */
    constexpr int LD = kLuBlock + 1;
    const int tid = threadIdx.x;
    for (int k = tid; k < nb * nb; k += kThreads) s[(k / nb) * LD + k % nb] = a[k % nb + (k / nb) * lda];
    for (int j = 0; j < nb; ++j) {
        __syncthreads();
        const T c = s[j * LD + j];
        const real_t<T> r = re(c) < 0 ? real_t<T>(1) : real_t<T>(-1);
        const T p = make<T>(re(c) - r, im(c));
        /* the multipliers: column j below the diagonal divided by p */
        for (int i = j + 1 + tid; i < nb; i += kThreads) s[j * LD + i] = divide(s[j * LD + i], p);
        if (tid == 0) tau[j] = make<T>(-r * re(p), -r * im(p));
        __syncthreads();
        /* the pivot in place only now that every thread has read c; the
         * trailing update below does not read it */
        if (tid == 0) s[j * LD + j] = p;
        /* the trailing block of this diagonal block */
        const int w = nb - j - 1;
        for (int k = tid; k < w * w; k += kThreads) {
            const int i = j + 1 + k % w, col = j + 1 + k / w;
            s[col * LD + i] = msub(s[col * LD + i], s[j * LD + i], s[col * LD + j]);
        }
    }
    __syncthreads();
    for (int k = tid; k < nb * nb; k += kThreads) a[k % nb + (k / nb) * lda] = s[(k / nb) * LD + k % nb];
}

template <class T> int lu_shift_block(cudaStream_t stream, int nb, void *a, int64_t lda, void *tau)
{
    const size_t smem = (size_t)kLuBlock * (kLuBlock + 1) * sizeof(T);
    /* per device, and cheap next to the block's work: set at every call */
    const cudaError_t err = allow_smem(lu_shift_block_kernel<T>, smem);
    if (err != cudaSuccess) return (int)err;
    lu_shift_block_kernel<T><<<1, kThreads, smem, stream>>>(nb, static_cast<T *>(a), lda, static_cast<T *>(tau));
    return (int)cudaGetLastError();
}

inline dim3 column_grid(int64_t rows, int64_t cols)
{
    int64_t x = (rows + kThreads - 1) / kThreads;
    if (x > 64) x = 64; /* rows are strided beyond 64 x 256 */
    if (x < 1) x = 1;
    return dim3((unsigned)x, (unsigned)(cols < kMaxGridY ? cols : kMaxGridY));
}

template <class T>
int mirror(cudaStream_t stream, char uplo, int64_t n, const void *a, int64_t lda, void *b, int64_t ldb)
{
    if (n <= 0) return 0;
    mirror_kernel<T><<<column_grid(n, n), kThreads, 0, stream>>>(uplo == 'U', n, static_cast<const T *>(a), lda,
                                                                  static_cast<T *>(b), ldb);
    return (int)cudaGetLastError();
}

template <class T>
int from_qr(cudaStream_t stream, char uplo, int64_t n, const void *q, int64_t ldq, const void *tau_qr,
            const void *dr, const void *er, void *a, int64_t lda, void *d, void *e, void *tau)
{
    typedef real_t<T> R;
    if (n <= 0) return 0;
    const bool upper = uplo == 'U';
    const T *qq = static_cast<const T *>(q);
    T *aa = static_cast<T *>(a);
    if (n > 2) {
        reflectors_kernel<T><<<column_grid(n, n), kThreads, 0, stream>>>(upper, n, qq, ldq, aa, lda);
        const cudaError_t err = cudaGetLastError();
        if (err != cudaSuccess) return (int)err;
    }
    int64_t blocks = (n + kThreads - 1) / kThreads;
    if (blocks > 1024) blocks = 1024;
    tridiag_kernel<T><<<(unsigned)blocks, kThreads, 0, stream>>>(
        upper, n, qq, ldq, static_cast<const T *>(tau_qr), static_cast<const R *>(dr), static_cast<const R *>(er), aa,
        lda, static_cast<R *>(d), static_cast<R *>(e), static_cast<T *>(tau));
    if (n > 1) {
        const cudaError_t err = cudaGetLastError();
        if (err != cudaSuccess) return (int)err;
        unitary_tau_kernel<T><<<dim3(1, (unsigned)(n - 1 < kMaxGridY ? n - 1 : kMaxGridY)), kThreads, 0, stream>>>(
            upper, n, qq, ldq, static_cast<T *>(tau));
    }
    return (int)cudaGetLastError();
}

} // namespace
} // namespace sytrd
} // namespace trident

#define TRIDENT_SYTRD_FROM_QR_ENTRY(ch, T)                                                                       \
    extern "C" int trident_cuda_sytrd_mirror_##ch(cudaStream_t stream, char uplo, int64_t n, const void *a,     \
                                                  int64_t lda, void *b, int64_t ldb)                            \
    {                                                                                                          \
        return trident::sytrd::mirror<T>(stream, uplo, n, a, lda, b, ldb);                                    \
    }                                                                                                          \
    extern "C" int trident_cuda_lu_shift_block_##ch(cudaStream_t stream, int nb, void *a, int64_t lda, void *tau) \
    {                                                                                                          \
        return trident::sytrd::lu_shift_block<T>(stream, nb, a, lda, tau);                                    \
    }                                                                                                          \
    extern "C" int trident_cuda_sytrd_from_qr_##ch(cudaStream_t stream, char uplo, int64_t n, const void *q,    \
                                                   int64_t ldq, const void *tau_qr, const void *dr,            \
                                                   const void *er, void *a, int64_t lda, void *d, void *e,     \
                                                   void *tau)                                                  \
    {                                                                                                          \
        return trident::sytrd::from_qr<T>(stream, uplo, n, q, ldq, tau_qr, dr, er, a, lda, d, e, tau);        \
    }

TRIDENT_SYTRD_FROM_QR_ENTRY(s, float)
TRIDENT_SYTRD_FROM_QR_ENTRY(d, double)
TRIDENT_SYTRD_FROM_QR_ENTRY(c, float2)
TRIDENT_SYTRD_FROM_QR_ENTRY(z, double2)
