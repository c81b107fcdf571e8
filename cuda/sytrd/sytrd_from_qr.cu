/*
 * sytrd_from_qr.cu -- xSYTRD's output from the two-stage reduction, written
 * once for s, d, c, z.  Contract: sytrd_from_qr.h; the algorithm and why:
 * src/drivers/sytrd_from_2stage_generic.h.
 *
 * Two element-wise passes, both bandwidth-bound and coalesced along columns:
 *   mirror      B's lower triangle from A's stored one (reversed in both
 *               indices for uplo 'U', so that the lower reduction of B is
 *               the upper reduction of A read backwards);
 *   from_qr     the reflectors of xGEQRF (in Q's trailing block) moved to
 *               where xSYTRD keeps its own, and T with its signs fixed.
 * Columns go to blockIdx.y (strided: a grid has at most 65535 rows of
 * blocks), rows to the threads.
 */
#include <cstdint>

#include "common/scalar.cuh"
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

/* the sign of R's diagonal entry in q(k, k), k >= 1: xGEQRF makes it real
 * (xLARFG's beta), +-1 here up to rounding since Q is orthogonal */
template <class T> __device__ __forceinline__ real_t<T> r_sign(const T *q, int64_t ldq, int64_t k)
{
    return re(q[k + k * ldq]) < 0 ? real_t<T>(-1) : real_t<T>(1);
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
