/*
 * invit_kernels_w.cu -- double-double's inverse iteration on the GPU, one
 * thread a vector (contract: invit_kernels_w.h).  The iteration itself is
 * cuda/eig/invit_vector_w.h, which the host runs too: the same bits either
 * way.  Each thread walks its vector's planes row by row; with the planes
 * interleaved (entry i of vector b at [b + i batch]) a warp's 32 loads or
 * stores of a row are one contiguous 512 bytes.  A walk is a chain of
 * dependent double-double operations, so the blocks are small (a warp or
 * two) and spread over the multiprocessors.
 */
#include "eig/invit_kernels_w.h"
#include "eig/invit_vector_w.h"

namespace {

constexpr int kThreads = 64;

/* the planes of one batch: u1, u2, u3, mult, x (dd), then swap */
inline size_t batch_bytes(int64_t n, int64_t batch)
{
    return (size_t)n * (size_t)batch * (5 * sizeof(trident_dd) + sizeof(trident_int));
}

__global__ void __launch_bounds__(kThreads)
invit_vectors_kernel(int64_t n, const trident_dd *__restrict__ d, const trident_dd *__restrict__ e, int64_t q0,
                     int64_t count, int64_t batch, const trident_dd *__restrict__ sigma,
                     const int64_t *__restrict__ index, trident_invit_tols_w tol,
                     trident_dd *__restrict__ z, int *__restrict__ converged, trident_dd *planes)
{
    const int64_t b = (int64_t)blockIdx.x * kThreads + threadIdx.x, q = q0 + b;
    if (b >= batch || q >= count) return;
    const int64_t plane = n * batch;
    trident_invit_planes_w f;
    f.u1 = planes + b, f.u2 = f.u1 + plane, f.u3 = f.u2 + plane, f.mult = f.u3 + plane, f.x = f.mult + plane;
    f.swap = reinterpret_cast<trident_int *>(planes + 5 * plane) + b;
    f.stride = batch;
    /* vector index[q]'s start sequence, no earlier vectors to orthogonalize
     * against (first = j) */
    const int64_t j = index[q];
    converged[q] = trident_invit_w_vector(n, d, e, sigma[q], tol, f, nullptr, n, j, j);
    trident_dd *zq = z + q * n;
    for (int64_t i = 0; i < n; ++i) zq[i] = f.x[i * batch];
}

inline int64_t batch_of(int64_t count) { return count < TRIDENT_INVIT_W_BATCH ? count : TRIDENT_INVIT_W_BATCH; }

} // namespace

extern "C" size_t trident_cuda_invit_vectors_w_bytes(int64_t n, int64_t count)
{
    return count > 0 && n > 0 ? batch_bytes(n, batch_of(count)) : 0;
}

extern "C" int trident_cuda_invit_vectors_w(cudaStream_t stream, int64_t n, const trident_dd *d, const trident_dd *e,
                                            int64_t count, const trident_dd *sigma, const int64_t *index,
                                            double pivtol, double rhs,
                                            double grown, trident_dd *z, int *converged, void *work)
{
    if (n <= 0 || count <= 0) return 0;
    const int64_t batch = batch_of(count);
    trident_invit_tols_w tol;
    tol.pivtol = pivtol, tol.rhs = rhs, tol.grown = grown;
    for (int64_t q0 = 0; q0 < count; q0 += batch) {
        const unsigned blocks = (unsigned)((batch + kThreads - 1) / kThreads);
        invit_vectors_kernel<<<blocks, kThreads, 0, stream>>>(n, d, e, q0, count, batch, sigma, index, tol, z, converged,
                                                              static_cast<trident_dd *>(work));
        const cudaError_t err = cudaGetLastError();
        if (err != cudaSuccess) return (int)err;
    }
    return 0;
}
