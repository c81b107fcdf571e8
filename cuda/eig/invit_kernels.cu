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
 * coalesced 32-element row per warp per step).  The factorization and the
 * solve run one warp per block, so that the k / 32 warps spread over as
 * many multiprocessors: each warp's walk is bound by memory latency, and
 * warps sharing a multiprocessor share its queue of outstanding loads.
 * Determinism: each vector is a fixed sequence of operations on its own
 * data.
 */
#include <cfloat>
#include <cmath>
#include <cstdint>

#include <cuda_pipeline.h>

#include "common/scalar.cuh"
#include "common/smem_limit.cuh"
#include "eig/invit_kernels.h"

namespace trident {
namespace {

constexpr int kThreads = 128;
constexpr int kVectorThreads = 32; /* factor and solve: one warp per block (see the header) */
constexpr int kPivotRows = 32;     /* interchanges per pivot word (invit_kernels.h) */

template <class R> struct invit_fp;
template <> struct invit_fp<float> {
    static __device__ float eps() { return FLT_EPSILON * 0.5f; }
    static __device__ float huge() { return FLT_MAX; }
};
template <> struct invit_fp<double> {
    static __device__ double eps() { return DBL_EPSILON * 0.5; }
    static __device__ double huge() { return DBL_MAX; }
};

/* max(a, b) with a NaN winning */
template <class R> __device__ R nan_max(R a, R b) { return (b != b || b > a) ? b : a; }

/* ||T||_1 = max_i |e_{i-1}| + |d_i| + |e_i|, NaN winning; one block */
template <class R> __global__ void norm_kernel(int64_t n, const R *d, const R *e, R *norm)
{
    __shared__ R part[kThreads];
    R m = 0;
    for (int64_t i = threadIdx.x; i < n; i += kThreads) {
        const R s = fabs(d[i]) + (i > 0 ? fabs(e[i - 1]) : R(0)) + (i + 1 < n ? fabs(e[i]) : R(0));
        m = nan_max(m, s);
    }
    part[threadIdx.x] = m;
    __syncthreads();
    if (threadIdx.x == 0) {
        for (int t = 1; t < kThreads; ++t) m = nan_max(m, part[t]);
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
__global__ void __launch_bounds__(kVectorThreads)
    factor_kernel(int64_t n, const R *__restrict__ d, const R *__restrict__ e, int64_t k,
                  const R *__restrict__ shifts, const R *__restrict__ norm, R *fac,
                  uint32_t *__restrict__ piv, R *__restrict__ unn, int64_t ldk)
{
    const int64_t j = blockIdx.x * (int64_t)kVectorThreads + threadIdx.x;
    if (j >= k) return;
    const lu_planes<R> f(fac, n * ldk);
    const R sigma = shifts[j];
    const R tol = invit_fp<R>::eps() * *norm > 0 ? invit_fp<R>::eps() * *norm : R(FLT_MIN);
    /* the row being eliminated: p in column i, q in column i+1 */
    R p = d[0] - sigma, q = n > 1 ? e[0] : R(0);
    int64_t at = j;
    uint32_t word = 0; /* the interchanges of rows 32 c .. 32 c + 31 */
    for (int64_t i = 0; i + 1 < n; ++i, at += ldk) {
        if (i % kPivotRows == 0) word = 0;
        const R ei = e[i], next_d = d[i + 1] - sigma, next_e = i + 2 < n ? e[i + 1] : R(0);
        if (fabs(p) >= fabs(ei)) { /* row i stays: U row (p, q, 0) */
            const R li = p != R(0) ? ei / p : R(0);
            f.u0inv[at] = guarded_reciprocal(p, tol), f.u1[at] = q, f.u2[at] = 0, f.l[at] = li;
            p = next_d - li * q, q = next_e;
        } else { /* rows i and i+1 swap: U row (e_i, d_{i+1} - sigma, e_{i+1}) */
            const R li = p / ei;
            f.u0inv[at] = guarded_reciprocal(ei, tol), f.u1[at] = next_d, f.u2[at] = next_e, f.l[at] = li;
            word |= 1u << (i % kPivotRows);
            p = q - li * next_d, q = -li * next_e;
        }
        if (i % kPivotRows == kPivotRows - 1) piv[(i / kPivotRows) * ldk + j] = word;
    }
    f.u0inv[at] = guarded_reciprocal(p, tol), f.u1[at] = 0, f.u2[at] = 0, f.l[at] = 0;
    if ((n - 1) % kPivotRows == 0) word = 0;
    piv[((n - 1) / kPivotRows) * ldk + j] = word; /* the last, partial word */
    unn[j] = p;
}

/*
 * The solve's passes over a column, each a chain of dependent operations
 * with one step per row, are bound by how many of their loads are in
 * flight: with one warp per multiprocessor, loads issued a few rows ahead
 * into registers kept the solve at about 240 GB/s (11 ms at n = 16384,
 * k = 1638 in double on the H100).  So each pass streams its column
 * through shared memory instead: kStages chunks of kRows rows are copied
 * ahead by cp.async (each thread its own column's entries, so no barrier
 * is needed between copy and use), and the chain reads the chunk that has
 * arrived while the next ones are on their way.
 */
constexpr int kRows = kPivotRows; /* one pivot word per chunk */
constexpr int kMaxArrays = 4;     /* the back substitution's y, u1, u2, 1/u0 */

/* 4 stages (144 KB in double) where the GPU lends a block that much shared
 * memory (sm_80, sm_90), else 2 */
template <class R, int kStages> constexpr size_t solve_shared_bytes()
{
    return (size_t)kStages * kRows * kVectorThreads * (kMaxArrays * sizeof(R) + sizeof(uint32_t));
}

/* Entries i of kArrays columns (stride ldk) walked down (row 0 first) or up,
 * and with kBits the pivot word of each chunk (walking down only). */
template <class R, int kStages, int kArrays, bool kBits> struct column_walk {
    R *buf;            /* kStages x kArrays x kRows x kVectorThreads */
    uint32_t *bits;    /* kStages x kVectorThreads, after buf's largest use */
    const R *col[kArrays];
    const uint32_t *words; /* the thread's column of pivot words */
    int64_t n, ldk, chunks;
    bool up;
    int lane;

    __device__ column_walk(char *shared, int64_t n_, int64_t ldk_, bool up_)
        : buf((R *)shared), bits((uint32_t *)(shared + (size_t)kStages * kMaxArrays * kRows * kVectorThreads * sizeof(R))),
          words(nullptr), n(n_), ldk(ldk_), chunks((n_ + kRows - 1) / kRows), up(up_), lane((int)threadIdx.x)
    {
    }
    __device__ R &slot(int64_t c, int a, int r) const
    {
        return buf[(((int)(c % kStages) * kArrays + a) * kRows + r) * kVectorThreads + lane];
    }
    __device__ int64_t row(int64_t c, int r) const { return up ? n - 1 - (c * kRows + r) : c * kRows + r; }
    /* chunk c's copies, as one commit group (empty past the end) */
    __device__ void issue(int64_t c) const
    {
        if (c < chunks) {
            const int rows = (int)(n - c * kRows < kRows ? n - c * kRows : kRows);
#pragma unroll
            for (int a = 0; a < kArrays; ++a)
                for (int r = 0; r < rows; ++r)
                    __pipeline_memcpy_async(&slot(c, a, r), col[a] + row(c, r) * ldk, sizeof(R));
            if (kBits) __pipeline_memcpy_async(&bits[(c % kStages) * kVectorThreads + lane], words + c * ldk, sizeof(uint32_t));
        }
        __pipeline_commit();
    }
    /* step(i, v, word) for every row in walking order, v[a] the entries of
     * row i, word the pivot word of its chunk */
    template <class Step> __device__ void run(Step step) const
    {
        for (int s = 0; s + 1 < kStages; ++s) issue(s);
        for (int64_t c = 0; c < chunks; ++c) {
            issue(c + kStages - 1);
            __pipeline_wait_prior(kStages - 1);
            const int rows = (int)(n - c * kRows < kRows ? n - c * kRows : kRows);
            const uint32_t word = kBits ? bits[(c % kStages) * kVectorThreads + lane] : 0u;
            auto at = [&](int r) {
                R v[kArrays];
#pragma unroll
                for (int a = 0; a < kArrays; ++a) v[a] = slot(c, a, r);
                step(row(c, r), v, word);
            };
            /* a whole chunk unrolled: its loads from shared memory and the steps' work
             * off the chain (addresses, the stores, xNRM2's bookkeeping) can then be
             * scheduled around the chain of one warp that nothing else hides.  s at
             * n = 16384, k = 1638 (H200, session 56, `TRIDENT_VERBOSE=3 bench_eigen
             * --ours-only --types s --cases l --reps 2 16384`): a solve 2.2-2.3 ms
             * against 3.0-3.1 with the loop rolled */
            if (rows == kRows) {
#pragma unroll
                for (int r = 0; r < kRows; ++r) at(r);
            } else {
                for (int r = 0; r < rows; ++r) at(r);
            }
        }
        __pipeline_wait_prior(0);
    }
};

/* norm1: NULL, or the 1-norms of the right-hand sides (column_sums), which
 * spares the first walk; unit: NULL, or where the factor that brings each
 * solution to unit 2-norm goes instead of the last walk (scale_columns then
 * applies it; 1 for a vector restarted from its start vector) */
template <class R, int kStages>
__global__ void __launch_bounds__(kVectorThreads)
    solve_kernel(int64_t n, int64_t k, const R *fac, const uint32_t *__restrict__ piv,
                 const R *__restrict__ unn, const R *__restrict__ norm, R *yt,
                 int64_t ldk, int *__restrict__ fail, const R *__restrict__ norm1, R *__restrict__ unit_out)
{
    extern __shared__ __align__(16) char shared[];
    const int64_t j = blockIdx.x * (int64_t)kVectorThreads + threadIdx.x;
    if (j >= k) return;
    const lu_planes<R> f(const_cast<R *>(fac), n * ldk);
    R *const y = yt + j; /* y[i ldk]: entry i */
    const R eps = invit_fp<R>::eps();

    /* xSTEIN's scaling of the right-hand side */
    R s1 = 0;
    if (norm1) {
        s1 = norm1[j];
    } else {
        column_walk<R, kStages, 1, false> w(shared, n, ldk, false);
        w.col[0] = y;
        w.run([&](int64_t, const R *v, uint32_t) { s1 += fabs(v[0]); });
    }
    const R scale = s1 > 0 ? (R)n * *norm * fmax(eps, fabs(unn[j])) / s1 : R(1);

    /* L: the interchanges and multipliers, in the order of the elimination.
     * Row i's entry completes step i - 1, with row i - 1's multiplier and
     * interchange (li, sw); row i - 1's result is stored then. */
    R cur = 0, li = 0;
    bool sw = false;
    {
        column_walk<R, kStages, 2, true> w(shared, n, ldk, false);
        w.col[0] = y, w.col[1] = f.l + j, w.words = piv + j;
        w.run([&](int64_t i, const R *v, uint32_t word) {
            const R b = v[0] * scale;
            if (i > 0) {
                R out;
                if (sw) {
                    out = b;
                    cur = cur - li * b;
                } else {
                    out = cur;
                    cur = b - li * cur;
                }
                y[(i - 1) * ldk] = out;
            } else {
                cur = b;
            }
            li = v[1], sw = (word >> (i % kRows)) & 1u;
        });
    }
    y[(n - 1) * ldk] = cur;
    __threadfence_block(); /* the stores above before the copies below read them */

    /* U, from the last row up; the 2-norm as xNRM2 keeps it (ss (xmax)^2,
     * rescaled when xmax grows), so no pass of its own is needed */
    R x1 = 0, x2 = 0, xmax = 0, rmax = 0, ss = 0;
    bool finite = true;
    {
        column_walk<R, kStages, 4, false> w(shared, n, ldk, true);
        w.col[0] = y, w.col[1] = f.u1 + j, w.col[2] = f.u2 + j, w.col[3] = f.u0inv + j;
        w.run([&](int64_t i, const R *v, uint32_t) {
            const R x = (v[0] - v[1] * x1 - v[2] * x2) * v[3];
            y[i * ldk] = x;
            x2 = x1, x1 = x;
            const R ax = fabs(x);
            finite = finite && ax <= invit_fp<R>::huge();
            if (ax > xmax) {
                const R q = xmax * (R(1) / ax);
                ss = R(1) + ss * q * q;
                xmax = ax, rmax = R(1) / ax;
            } else {
                const R q = ax * rmax;
                ss += q * q;
            }
        });
    }
    const bool converged = finite && xmax >= sqrt(R(0.1) / (R)n);
    if (fail) fail[j] = !converged;

    if (!finite || xmax == R(0)) { /* start again from the start vector */
        R sq = 0;
        for (int64_t i = 0; i < n; ++i) {
            const R v = start_entry<R>(i, j);
            y[i * ldk] = v, sq += v * v;
        }
        const R inv = R(1) / sqrt(sq);
        for (int64_t i = 0; i < n; ++i) y[i * ldk] *= inv;
        if (unit_out) unit_out[j] = R(1);
        return;
    }
    const R unit = rmax / sqrt(ss);
    if (unit_out) {
        unit_out[j] = unit;
        return;
    }
    __threadfence_block();
    column_walk<R, kStages, 1, false> w(shared, n, ldk, false);
    w.col[0] = y;
    w.run([&](int64_t i, const R *v, uint32_t) { y[i * ldk] = v[0] * unit; });
}


/*
 * The solve's first and last walks as passes of the whole GPU: each walk
 * of solve_kernel is one warp per 32 vectors stepping down n rows, bound by
 * latency, while these read Y once with every thread of the GPU.  The
 * 1-norms are summed in a fixed order (rows in chunks of
 * TRIDENT_INVIT_SUM_ROWS, then the chunks in order), so they do not depend
 * on the launch.  The default; TRIDENT_INVIT_PARALLEL_PASSES=0 keeps the
 * walks (src/backend/cuda/cuda_invit_generic.h).
 */
template <class R>
__global__ void column_sums_kernel(int64_t n, int64_t k, const R *__restrict__ yt, int64_t ldk,
                                   R *__restrict__ partial)
{
    const int64_t j = blockIdx.x * (int64_t)blockDim.x + threadIdx.x, c = blockIdx.y;
    if (j >= k) return;
    const int64_t i0 = c * TRIDENT_INVIT_SUM_ROWS;
    const int64_t i1 = n - i0 < TRIDENT_INVIT_SUM_ROWS ? n : i0 + TRIDENT_INVIT_SUM_ROWS;
    R sum = 0;
    for (int64_t i = i0; i < i1; ++i) sum += fabs(yt[j + i * ldk]);
    partial[j + c * ldk] = sum;
}

template <class R>
__global__ void column_sums_finish_kernel(int64_t k, int64_t chunks, const R *__restrict__ partial, int64_t ldk,
                                          R *__restrict__ norm1)
{
    const int64_t j = blockIdx.x * (int64_t)blockDim.x + threadIdx.x;
    if (j >= k) return;
    R sum = 0;
    for (int64_t c = 0; c < chunks; ++c) sum += partial[j + c * ldk];
    norm1[j] = sum;
}

/* y_j := unit_j y_j (the product solve_kernel's last walk takes) */
template <class R>
__global__ void scale_columns_kernel(int64_t n, int64_t k, const R *__restrict__ unit, R *__restrict__ yt,
                                     int64_t ldk)
{
    const int64_t total = n * k;
    for (int64_t t = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; t < total;
         t += (int64_t)gridDim.x * blockDim.x) {
        const int64_t j = t % k, i = t / k;
        yt[j + i * ldk] = yt[j + i * ldk] * unit[j];
    }
}

/* How far G = Y^T Y (k x k, upper triangle stored) is from I, per column
 * j of the whole symmetric matrix: the largest |G_ij - delta_ij|, their sum
 * (the Gershgorin radius of column j) and their sum of squares, into
 * cols[j], cols[k + j], cols[2 k + j].  One block per column, each sum in
 * a fixed order (NaN propagates). */
template <class R> __global__ void __launch_bounds__(kThreads)
    gram_column_kernel(int64_t k, const R *g, int64_t ldg, R *cols)
{
    __shared__ R part[3][kThreads / 32];
    const int64_t j = blockIdx.x;
    R amax = 0, asum = 0, sq = 0;
    for (int64_t i = threadIdx.x; i < k; i += kThreads) {
        const R x = fabs((i <= j ? g[i + j * ldg] : g[j + i * ldg]) - (i == j ? R(1) : R(0)));
        amax = nan_max(amax, x), asum += x, sq += x * x;
    }
    for (int d = 16; d > 0; d >>= 1) {
        amax = nan_max(amax, __shfl_xor_sync(0xffffffffu, amax, d));
        asum += __shfl_xor_sync(0xffffffffu, asum, d);
        sq += __shfl_xor_sync(0xffffffffu, sq, d);
    }
    const int warp = threadIdx.x >> 5;
    if ((threadIdx.x & 31) == 0) part[0][warp] = amax, part[1][warp] = asum, part[2][warp] = sq;
    __syncthreads();
    if (threadIdx.x == 0) {
        for (int w = 1; w < kThreads / 32; ++w)
            amax = nan_max(amax, part[0][w]), asum += part[1][w], sq += part[2][w];
        cols[j] = amax, cols[k + j] = asum, cols[2 * k + j] = sq;
    }
}

/* out := (max_j cols[j], max_j cols[k + j], sqrt(sum_j cols[2 k + j])):
 * max |G - I|, the Gershgorin bound on ||G - I||_2 and ||G - I||_F; one
 * block, the sum in a fixed order */
template <class R> __global__ void __launch_bounds__(kThreads) gram_reduce_kernel(int64_t k, const R *cols, R *out)
{
    __shared__ R part[3][kThreads];
    R amax = 0, radius = 0, sq = 0;
    for (int64_t j = threadIdx.x; j < k; j += kThreads)
        amax = nan_max(amax, cols[j]), radius = nan_max(radius, cols[k + j]), sq += cols[2 * k + j];
    part[0][threadIdx.x] = amax, part[1][threadIdx.x] = radius, part[2][threadIdx.x] = sq;
    __syncthreads();
    if (threadIdx.x == 0) {
        for (int t = 1; t < kThreads; ++t)
            amax = nan_max(amax, part[0][t]), radius = nan_max(radius, part[1][t]), sq += part[2][t];
        out[0] = amax, out[1] = radius, out[2] = sqrt(sq);
    }
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

unsigned blocks_for(int64_t k, int threads) { return (unsigned)((k + threads - 1) / threads); }

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
           const void *nrm, void *fac, void *piv, void *unn, int64_t ldk)
{
    if (n <= 0 || k <= 0) return 0;
    factor_kernel<R><<<blocks_for(k, kVectorThreads), kVectorThreads, 0, s>>>(n, (const R *)d, (const R *)e, k, (const R *)sh,
                                                         (const R *)nrm, (R *)fac, (uint32_t *)piv, (R *)unn, ldk);
    return (int)cudaGetLastError();
}

template <class R>
int solve(cudaStream_t s, int64_t n, int64_t k, const void *fac, const void *piv, const void *unn,
          const void *nrm, void *yt, int64_t ldk, int *fail, const void *norm1, void *unit)
{
    if (n <= 0 || k <= 0) return 0;
    int device = 0, lend = 0;
    cudaError_t err = cudaGetDevice(&device);
    if (err == cudaSuccess) err = cudaDeviceGetAttribute(&lend, cudaDevAttrMaxSharedMemoryPerBlockOptin, device);
    if (err != cudaSuccess) return (int)err;
    const bool deep = (size_t)lend >= solve_shared_bytes<R, 4>();
    const size_t shared = deep ? solve_shared_bytes<R, 4>() : solve_shared_bytes<R, 2>();
    auto kernel = deep ? solve_kernel<R, 4> : solve_kernel<R, 2>;
    err = allow_smem(kernel, shared);
    if (err != cudaSuccess) return (int)err;
    kernel<<<blocks_for(k, kVectorThreads), kVectorThreads, shared, s>>>(n, k, (const R *)fac, (const uint32_t *)piv,
                                                                      (const R *)unn, (const R *)nrm, (R *)yt, ldk, fail,
                                                                      (const R *)norm1, (R *)unit);
    return (int)cudaGetLastError();
}

template <class R>
int column_sums(cudaStream_t s, int64_t n, int64_t k, const void *yt, int64_t ldk, void *partial, void *norm1)
{
    if (n <= 0 || k <= 0) return 0;
    const int64_t chunks = (n + TRIDENT_INVIT_SUM_ROWS - 1) / TRIDENT_INVIT_SUM_ROWS;
    if (chunks > 65535) return (int)cudaErrorInvalidValue;
    column_sums_kernel<R><<<dim3(blocks_for(k, kThreads), (unsigned)chunks), kThreads, 0, s>>>(n, k, (const R *)yt,
                                                                                          ldk, (R *)partial);
    column_sums_finish_kernel<R><<<blocks_for(k, kThreads), kThreads, 0, s>>>(k, chunks, (const R *)partial, ldk,
                                                                             (R *)norm1);
    return (int)cudaGetLastError();
}

template <class R> int scale_columns(cudaStream_t s, int64_t n, int64_t k, const void *unit, void *yt, int64_t ldk)
{
    if (n <= 0 || k <= 0) return 0;
    const int64_t blocks = (n * k + 255) / 256;
    scale_columns_kernel<R><<<(unsigned)(blocks < 8192 ? blocks : 8192), 256, 0, s>>>(n, k, (const R *)unit, (R *)yt,
                                                                                      ldk);
    return (int)cudaGetLastError();
}

template <class R> int add_diagonal(cudaStream_t s, int64_t k, void *g, int64_t ldg, double shift)
{
    if (k <= 0) return 0;
    add_diagonal_kernel<R><<<blocks_for(k, kThreads), kThreads, 0, s>>>(k, (R *)g, ldg, (R)shift);
    return (int)cudaGetLastError();
}

template <class R> int gram_deviation(cudaStream_t s, int64_t k, const void *g, int64_t ldg, void *cols, void *out)
{
    if (k <= 0) return (int)cudaMemsetAsync(out, 0, 3 * sizeof(R), s);
    gram_column_kernel<R><<<(unsigned)k, kThreads, 0, s>>>(k, (const R *)g, ldg, (R *)cols);
    gram_reduce_kernel<R><<<1, kThreads, 0, s>>>(k, (const R *)cols, (R *)out);
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
                                                  void *fac, void *piv, void *unn, int64_t ldk)            \
    {                                                                                                      \
        return trident::factor<R>(s, n, d, e, k, shifts, norm, fac, piv, unn, ldk);                        \
    }                                                                                                      \
    extern "C" int trident_cuda_invit_solve_##ch(cudaStream_t s, int64_t n, int64_t k, const void *fac,   \
                                                 const void *piv, const void *unn,                         \
                                                 const void *norm, void *yt, int64_t ldk, int *fail,       \
                                                 const void *norm1, void *unit)                            \
    {                                                                                                      \
        return trident::solve<R>(s, n, k, fac, piv, unn, norm, yt, ldk, fail, norm1, unit);                \
    }                                                                                                      \
    extern "C" int trident_cuda_invit_column_sums_##ch(cudaStream_t s, int64_t n, int64_t k, const void *yt, \
                                                       int64_t ldk, void *partial, void *norm1)           \
    {                                                                                                      \
        return trident::column_sums<R>(s, n, k, yt, ldk, partial, norm1);                                  \
    }                                                                                                      \
    extern "C" int trident_cuda_invit_scale_columns_##ch(cudaStream_t s, int64_t n, int64_t k,            \
                                                         const void *unit, void *yt, int64_t ldk)         \
    {                                                                                                      \
        return trident::scale_columns<R>(s, n, k, unit, yt, ldk);                                          \
    }                                                                                                      \
    extern "C" int trident_cuda_gram_deviation_##ch(cudaStream_t s, int64_t k, const void *g, int64_t ldg,\
                                                    void *cols, void *out)                                 \
    {                                                                                                      \
        return trident::gram_deviation<R>(s, k, g, ldg, cols, out);                                        \
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
