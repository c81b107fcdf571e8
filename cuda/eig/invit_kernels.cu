/*
 * invit_kernels.cu -- inverse iteration for eigenvectors of a symmetric
 * tridiagonal T (diagonal d, off-diagonal e), one thread per wanted vector,
 * written once for float and double.  Entry points and the transposed
 * layout: invit_kernels.h.
 *
 * The method is LAPACK xSTEIN's, made parallel over the vectors:
 *  - Shifts.  sigma_j is the j-th wanted eigenvalue from bisection, moved
 *    up to 10 eps |sigma_j| above sigma_{j-1} when closer (so that equal
 *    eigenvalues still get distinct shifts).
 *  - Factorization.  T - sigma_j I = P L U by Gaussian elimination with
 *    partial pivoting (xLAGTF): U has two super-diagonals, L one multiplier
 *    per column, P the interchanges of rows i and i+1.  A pivot of U below
 *    eps ||T||_1 is replaced by that value with its sign (xLAGTS with job
 *    -1), so the solve never divides by zero; 1/u0 is stored, so the solves
 *    are multiplications only.
 *  - Solve.  The right-hand side is scaled, as xSTEIN does, to 1-norm
 *    n ||T||_1 max(eps, |u_nn|), which keeps the solution near unit size
 *    when it converges; the vector has converged when its largest entry
 *    reaches sqrt(0.1 / n) (xSTEIN's criterion).  The solution is then
 *    scaled to unit 2-norm.  A vector that is not finite is replaced by its
 *    start vector (and fails the test), so that one bad vector cannot
 *    spoil the orthonormalization of the others.
 *  - Start.  A pseudo-random vector from a hash of (i, j): the same run
 *    after run, independent of the launch shape.
 * xSTEIN orthogonalizes vector j against the earlier vectors of its cluster
 * after each solve, one vector after the other; here all k vectors are
 * solved at once and then orthonormalized together, in order, which is the
 * same Gram-Schmidt (cuda_invit_generic.h).
 *
 * Every thread reads d and e itself (the same addresses across a warp:
 * broadcasts from L1) and walks its own column of the factor planes (one
 * coalesced 32-element row per warp per step).  Determinism: each vector is
 * a fixed sequence of operations on its own data.
 */
#include <cfloat>
#include <cmath>
#include <cstdint>

#include "common/scalar.cuh"
#include "eig/invit_kernels.h"

namespace trident {
namespace {

constexpr int kThreads = 128;

template <class R> struct invit_fp;
template <> struct invit_fp<float> {
    static __device__ float eps() { return FLT_EPSILON * 0.5f; }
    static __device__ float huge() { return FLT_MAX; }
};
template <> struct invit_fp<double> {
    static __device__ double eps() { return DBL_EPSILON * 0.5; }
    static __device__ double huge() { return DBL_MAX; }
};

/* ||T||_1 = max_i |e_{i-1}| + |d_i| + |e_i|, NaN winning; one block */
template <class R> __global__ void norm_kernel(int64_t n, const R *d, const R *e, R *norm)
{
    __shared__ R part[kThreads];
    R m = 0;
    for (int64_t i = threadIdx.x; i < n; i += kThreads) {
        const R s = fabs(d[i]) + (i > 0 ? fabs(e[i - 1]) : R(0)) + (i + 1 < n ? fabs(e[i]) : R(0));
        m = (s != s || s > m) ? s : m;
    }
    part[threadIdx.x] = m;
    __syncthreads();
    if (threadIdx.x == 0) {
        for (int t = 1; t < kThreads; ++t) m = (part[t] != part[t] || part[t] > m) ? part[t] : m;
        *norm = m;
    }
}

/* xSTEIN's perturbation, a scan: one thread */
template <class R> __global__ void shifts_kernel(int64_t k, const R *w, R *shifts)
{
    R prev = 0;
    for (int64_t j = 0; j < k; ++j) {
        R x = w[j];
        const R pertol = 10 * fabs(invit_fp<R>::eps() * x);
        if (j > 0 && x - prev < pertol) x = prev + pertol;
        shifts[j] = x;
        prev = x;
    }
}

/* a uniform number in (-1, 1) from (i, j): splitmix64 of the pair */
template <class R> __device__ R start_entry(int64_t i, int64_t j)
{
    uint64_t h = (uint64_t)i * 0x9e3779b97f4a7c15ull + (uint64_t)j * 0xbf58476d1ce4e5b9ull + 0x94d049bb133111ebull;
    h ^= h >> 30, h *= 0xbf58476d1ce4e5b9ull;
    h ^= h >> 27, h *= 0x94d049bb133111ebull;
    h ^= h >> 31;
    return (R)((double)(h >> 11) * (1.0 / 9007199254740992.0) * 2.0 - 1.0);
}

template <class R> __global__ void start_kernel(int64_t n, int64_t k, R *yt, int64_t ldk)
{
    const int64_t total = n * k;
    for (int64_t t = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; t < total;
         t += (int64_t)gridDim.x * blockDim.x) {
        const int64_t j = t % k, i = t / k;
        yt[j + i * ldk] = start_entry<R>(i, j);
    }
}

/* the four planes of the factors of one precision */
template <class R> struct lu_planes {
    R *u0inv, *u1, *u2, *l;
    __device__ lu_planes(R *fac, int64_t plane)
        : u0inv(fac), u1(fac + plane), u2(fac + 2 * plane), l(fac + 3 * plane) {}
};

template <class R> __device__ R guarded_reciprocal(R u, R tol)
{
    return R(1) / (fabs(u) < tol ? copysign(tol, u) : u);
}

template <class R>
__global__ void __launch_bounds__(kThreads)
    factor_kernel(int64_t n, const R *__restrict__ d, const R *__restrict__ e, int64_t k,
                  const R *__restrict__ shifts, const R *__restrict__ norm, R *fac,
                  unsigned char *__restrict__ piv, R *__restrict__ unn, int64_t ldk)
{
    const int64_t j = blockIdx.x * (int64_t)kThreads + threadIdx.x;
    if (j >= k) return;
    const lu_planes<R> f(fac, n * ldk);
    const R sigma = shifts[j];
    const R tol = invit_fp<R>::eps() * *norm > 0 ? invit_fp<R>::eps() * *norm : R(FLT_MIN);
    /* the row being eliminated: p in column i, q in column i+1 */
    R p = d[0] - sigma, q = n > 1 ? e[0] : R(0);
    int64_t at = j;
    for (int64_t i = 0; i + 1 < n; ++i, at += ldk) {
        const R ei = e[i], next_d = d[i + 1] - sigma, next_e = i + 2 < n ? e[i + 1] : R(0);
        if (fabs(p) >= fabs(ei)) { /* row i stays: U row (p, q, 0) */
            const R li = p != R(0) ? ei / p : R(0);
            f.u0inv[at] = guarded_reciprocal(p, tol), f.u1[at] = q, f.u2[at] = 0, f.l[at] = li;
            piv[at] = 0;
            p = next_d - li * q, q = next_e;
        } else { /* rows i and i+1 swap: U row (e_i, d_{i+1} - sigma, e_{i+1}) */
            const R li = p / ei;
            f.u0inv[at] = guarded_reciprocal(ei, tol), f.u1[at] = next_d, f.u2[at] = next_e, f.l[at] = li;
            piv[at] = 1;
            p = q - li * next_d, q = -li * next_e;
        }
    }
    f.u0inv[at] = guarded_reciprocal(p, tol), f.u1[at] = 0, f.u2[at] = 0, f.l[at] = 0;
    piv[at] = 0;
    unn[j] = p;
}

/*
 * The solve walks its column with a chain of dependent multiply-adds, one
 * step per row; the loads of a step do not depend on the chain, so they
 * are issued a chunk of kChunk rows ahead (registers), which keeps the
 * memory latency off the chain when only a few warps run per SM.
 */
constexpr int kChunk = 8;

template <class R>
__global__ void __launch_bounds__(kThreads)
    solve_kernel(int64_t n, int64_t k, const R *fac, const unsigned char *__restrict__ piv,
                 const R *__restrict__ unn, const R *__restrict__ norm, R *__restrict__ yt,
                 int64_t ldk, int *__restrict__ fail)
{
    const int64_t j = blockIdx.x * (int64_t)kThreads + threadIdx.x;
    if (j >= k) return;
    const lu_planes<R> f(const_cast<R *>(fac), n * ldk);
    R *const y = yt + j; /* y[i ldk]: entry i */
    const R eps = invit_fp<R>::eps();

    /* xSTEIN's scaling of the right-hand side */
    R s1 = 0;
    for (int64_t i = 0; i < n; ++i) s1 += fabs(y[i * ldk]);
    const R scale = s1 > 0 ? (R)n * *norm * fmax(eps, fabs(unn[j])) / s1 : R(1);

    /* L: the interchanges and multipliers, in the order of the elimination;
     * row i's new value is stored after row i+1's old one was read */
    R cur = y[0] * scale;
    for (int64_t i0 = 0; i0 + 1 < n; i0 += kChunk) {
        R next[kChunk], li[kChunk];
        unsigned char sw[kChunk];
#pragma unroll
        for (int c = 0; c < kChunk; ++c) {
            const int64_t i = i0 + c, at = i * ldk + j;
            const bool in = i + 1 < n;
            next[c] = in ? y[(i + 1) * ldk] : R(0), li[c] = in ? f.l[at] : R(0), sw[c] = in ? piv[at] : 0;
        }
#pragma unroll
        for (int c = 0; c < kChunk; ++c) {
            if (i0 + c + 1 >= n) break;
            const R b = next[c] * scale;
            R out;
            if (sw[c]) {
                out = b;
                cur = cur - li[c] * b;
            } else {
                out = cur;
                cur = b - li[c] * cur;
            }
            y[(i0 + c) * ldk] = out;
        }
    }
    y[(n - 1) * ldk] = cur;

    /* U, from the last row up */
    R x1 = 0, x2 = 0, xmax = 0;
    bool finite = true;
    for (int64_t i0 = n - 1; i0 >= 0; i0 -= kChunk) {
        R yv[kChunk], a1[kChunk], a2[kChunk], inv[kChunk];
#pragma unroll
        for (int c = 0; c < kChunk; ++c) {
            const int64_t i = i0 - c, at = i * ldk + j;
            const bool in = i >= 0;
            yv[c] = in ? y[i * ldk] : R(0), a1[c] = in ? f.u1[at] : R(0);
            a2[c] = in ? f.u2[at] : R(0), inv[c] = in ? f.u0inv[at] : R(0);
        }
#pragma unroll
        for (int c = 0; c < kChunk; ++c) {
            if (i0 - c < 0) break;
            const R x = (yv[c] - a1[c] * x1 - a2[c] * x2) * inv[c];
            y[(i0 - c) * ldk] = x;
            x2 = x1, x1 = x;
            finite = finite && fabs(x) <= invit_fp<R>::huge();
            xmax = fmax(xmax, fabs(x));
        }
    }
    const bool converged = finite && xmax >= sqrt(R(0.1) / (R)n);
    if (fail) fail[j] = !converged;

    if (!finite || xmax == R(0)) { /* start again from the start vector */
        R ss = 0;
        for (int64_t i = 0; i < n; ++i) {
            const R v = start_entry<R>(i, j);
            y[i * ldk] = v, ss += v * v;
        }
        const R inv = R(1) / sqrt(ss);
        for (int64_t i = 0; i < n; ++i) y[i * ldk] *= inv;
        return;
    }
    const R inv = R(1) / xmax;
    R ss = 0;
    for (int64_t i = 0; i < n; ++i) {
        const R v = y[i * ldk] * inv;
        ss += v * v;
    }
    const R unit = inv / sqrt(ss);
#pragma unroll 8
    for (int64_t i = 0; i < n; ++i) y[i * ldk] *= unit;
}

template <class R> __global__ void add_diagonal_kernel(int64_t k, R *g, int64_t ldg, R shift)
{
    for (int64_t j = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; j < k; j += (int64_t)gridDim.x * blockDim.x)
        g[j + j * ldg] += shift;
}

/* 32 x 32 tiles through shared memory: both sides coalesced */
template <class R, class T>
__global__ void transpose_kernel(int64_t rows, int64_t cols, const R *src, int64_t lds, T *dst, int64_t ldd)
{
    __shared__ R tile[32][33];
    const int64_t r0 = blockIdx.x * 32ll, c0 = blockIdx.y * 32ll;
    for (int t = threadIdx.y; t < 32; t += blockDim.y) {
        const int64_t r = r0 + threadIdx.x, c = c0 + t;
        if (r < rows && c < cols) tile[t][threadIdx.x] = src[r + c * lds];
    }
    __syncthreads();
    for (int t = threadIdx.y; t < 32; t += blockDim.y) {
        const int64_t c = c0 + threadIdx.x, r = r0 + t;
        if (r < rows && c < cols) dst[c + r * ldd] = make<T>(tile[threadIdx.x][t], R(0));
    }
}

unsigned vector_blocks(int64_t k) { return (unsigned)((k + kThreads - 1) / kThreads); }

template <class R> int norm(cudaStream_t s, int64_t n, const void *d, const void *e, void *out)
{
    if (n <= 0) return 0;
    norm_kernel<R><<<1, kThreads, 0, s>>>(n, (const R *)d, (const R *)e, (R *)out);
    return (int)cudaGetLastError();
}

template <class R> int shifts(cudaStream_t s, int64_t k, const void *w, void *out)
{
    if (k <= 0) return 0;
    shifts_kernel<R><<<1, 1, 0, s>>>(k, (const R *)w, (R *)out);
    return (int)cudaGetLastError();
}

template <class R> int start(cudaStream_t s, int64_t n, int64_t k, void *yt, int64_t ldk)
{
    if (n <= 0 || k <= 0) return 0;
    const int64_t blocks = (n * k + 255) / 256;
    start_kernel<R><<<(unsigned)(blocks < 8192 ? blocks : 8192), 256, 0, s>>>(n, k, (R *)yt, ldk);
    return (int)cudaGetLastError();
}

template <class R>
int factor(cudaStream_t s, int64_t n, const void *d, const void *e, int64_t k, const void *sh,
           const void *nrm, void *fac, unsigned char *piv, void *unn, int64_t ldk)
{
    if (n <= 0 || k <= 0) return 0;
    factor_kernel<R><<<vector_blocks(k), kThreads, 0, s>>>(n, (const R *)d, (const R *)e, k, (const R *)sh,
                                                         (const R *)nrm, (R *)fac, piv, (R *)unn, ldk);
    return (int)cudaGetLastError();
}

template <class R>
int solve(cudaStream_t s, int64_t n, int64_t k, const void *fac, const unsigned char *piv, const void *unn,
          const void *nrm, void *yt, int64_t ldk, int *fail)
{
    if (n <= 0 || k <= 0) return 0;
    solve_kernel<R><<<vector_blocks(k), kThreads, 0, s>>>(n, k, (const R *)fac, piv, (const R *)unn,
                                                        (const R *)nrm, (R *)yt, ldk, fail);
    return (int)cudaGetLastError();
}

template <class R> int add_diagonal(cudaStream_t s, int64_t k, void *g, int64_t ldg, double shift)
{
    if (k <= 0) return 0;
    add_diagonal_kernel<R><<<vector_blocks(k), kThreads, 0, s>>>(k, (R *)g, ldg, (R)shift);
    return (int)cudaGetLastError();
}

template <class R, class T>
int transpose(cudaStream_t s, int64_t rows, int64_t cols, const void *src, int64_t lds, void *dst, int64_t ldd)
{
    if (rows <= 0 || cols <= 0) return 0;
    const dim3 grid((unsigned)((rows + 31) / 32), (unsigned)((cols + 31) / 32)), block(32, 8);
    if (grid.y > 65535u) return (int)cudaErrorInvalidValue;
    transpose_kernel<R, T><<<grid, block, 0, s>>>(rows, cols, (const R *)src, lds, (T *)dst, ldd);
    return (int)cudaGetLastError();
}

} // namespace
} // namespace trident

#define TRIDENT_INVIT_ENTRIES(ch, R)                                                                        \
    extern "C" int trident_cuda_invit_norm_##ch(cudaStream_t s, int64_t n, const void *d, const void *e,  \
                                                void *norm)                                                \
    {                                                                                                      \
        return trident::norm<R>(s, n, d, e, norm);                                                         \
    }                                                                                                      \
    extern "C" int trident_cuda_invit_shifts_##ch(cudaStream_t s, int64_t k, const void *w, void *shifts) \
    {                                                                                                      \
        return trident::shifts<R>(s, k, w, shifts);                                                        \
    }                                                                                                      \
    extern "C" int trident_cuda_invit_start_##ch(cudaStream_t s, int64_t n, int64_t k, void *yt,          \
                                                 int64_t ldk)                                              \
    {                                                                                                      \
        return trident::start<R>(s, n, k, yt, ldk);                                                        \
    }                                                                                                      \
    extern "C" int trident_cuda_invit_factor_##ch(cudaStream_t s, int64_t n, const void *d, const void *e,\
                                                  int64_t k, const void *shifts, const void *norm,         \
                                                  void *fac, unsigned char *piv, void *unn, int64_t ldk)   \
    {                                                                                                      \
        return trident::factor<R>(s, n, d, e, k, shifts, norm, fac, piv, unn, ldk);                        \
    }                                                                                                      \
    extern "C" int trident_cuda_invit_solve_##ch(cudaStream_t s, int64_t n, int64_t k, const void *fac,   \
                                                 const unsigned char *piv, const void *unn,                \
                                                 const void *norm, void *yt, int64_t ldk, int *fail)       \
    {                                                                                                      \
        return trident::solve<R>(s, n, k, fac, piv, unn, norm, yt, ldk, fail);                             \
    }                                                                                                      \
    extern "C" int trident_cuda_add_diagonal_##ch(cudaStream_t s, int64_t k, void *g, int64_t ldg,        \
                                                  double shift)                                            \
    {                                                                                                      \
        return trident::add_diagonal<R>(s, k, g, ldg, shift);                                              \
    }

TRIDENT_INVIT_ENTRIES(s, float)
TRIDENT_INVIT_ENTRIES(d, double)

#define TRIDENT_TRANSPOSE_ENTRY(from, to, R, T)                                                              \
    extern "C" int trident_cuda_transpose_##from##_##to(cudaStream_t s, int64_t rows, int64_t cols,         \
                                                        const void *src, int64_t lds, void *dst, int64_t ldd) \
    {                                                                                                        \
        return trident::transpose<R, T>(s, rows, cols, src, lds, dst, ldd);                                  \
    }

TRIDENT_TRANSPOSE_ENTRY(s, s, float, float)
TRIDENT_TRANSPOSE_ENTRY(d, d, double, double)
TRIDENT_TRANSPOSE_ENTRY(s, c, float, float2)
TRIDENT_TRANSPOSE_ENTRY(d, z, double, double2)
