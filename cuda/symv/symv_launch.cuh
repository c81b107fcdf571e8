/*
 * symv_launch.cuh -- host side of the SYMV family: kernel parameter sets,
 * workspace layout, and one launch function templated over the element type.
 * Used by the library (symv_<t>.cu), the autotuner and the benchmark.
 */
#ifndef TRIDENT_SYMV_LAUNCH_CUH
#define TRIDENT_SYMV_LAUNCH_CUH

#include <stddef.h>
#include <stdint.h>

#include "symv/symv_kernel.cuh"

namespace trident {
namespace symv {

typedef cudaError_t (*symv_launch_fn)(const void *args, int grid, cudaStream_t stream);

/* One compiled kernel (TY, U, S, uplo, deterministic/atomic) plus the
 * run-time parameters chosen for it. */
struct symv_entry {
    bool lower;
    int64_t nmax;        /* use for n <= nmax */
    int ty, u, stages;   /* compile-time: block 32 x ty, tile u, shared-memory stages */
    int bps;             /* run-time: resident blocks per SM to launch */
    int order;           /* run-time: 0 panels longest first, 1 shortest first */
    symv_launch_fn launch_det;
    symv_launch_fn launch_atomic; /* NULL where there is none (double-double) */
    int (*occupancy)();  /* blocks per SM the compiled kernel can keep resident */
};

/* Raise the dynamic shared-memory limit of kernel <TR, TY, U, S, LOWER,
 * ATOMIC> once per device (the attribute is per device; devices numbered
 * >= 64 set it on every launch). */
template <class TR, int TY, int U, int S, bool LOWER, bool ATOMIC>
cudaError_t symv_allow_smem()
{
    static unsigned long long done = 0; /* bit d: device d has it */
    int dev = 0;
    cudaError_t err = cudaGetDevice(&dev);
    if (err != cudaSuccess) return err;
    const unsigned long long bit = dev < 64 ? 1ull << dev : 0;
    if (bit && (__atomic_load_n(&done, __ATOMIC_ACQUIRE) & bit)) return cudaSuccess;
    err = cudaFuncSetAttribute(symv_kernel<TR, TY, U, S, LOWER, ATOMIC>,
                               cudaFuncAttributeMaxDynamicSharedMemorySize,
                               (int)symv_smem<typename TR::T, TY, U, S>::bytes);
    if (err == cudaSuccess && bit) __atomic_fetch_or(&done, bit, __ATOMIC_RELEASE);
    return err;
}

template <class TR, int TY, int U, int S, bool LOWER, bool ATOMIC>
cudaError_t symv_launch(const void *args, int grid, cudaStream_t stream)
{
    const symv_args<typename TR::T> &a = *static_cast<const symv_args<typename TR::T> *>(args);
    const size_t smem = symv_smem<typename TR::T, TY, U, S>::bytes;
    cudaError_t err = symv_allow_smem<TR, TY, U, S, LOWER, ATOMIC>();
    if (err != cudaSuccess) return err;
    auto kernel = symv_kernel<TR, TY, U, S, LOWER, ATOMIC>;
    if (a.one_launch) { /* cooperative: the grid does pass 2's sums itself */
        cudaLaunchAttribute coop;
        coop.id = cudaLaunchAttributeCooperative;
        coop.val.cooperative = 1;
        if (launch_with(coop, kernel, dim3(grid), dim3(32, TY), smem, stream, a) == cudaSuccess) return cudaSuccess;
        /* refused (for example the grid cannot be resident at once under
         * MPS limits): two passes, same sums, same bits */
        (void)cudaGetLastError();
    }
    symv_args<typename TR::T> two = a;
    two.one_launch = 0;
    kernel<<<grid, dim3(32, TY), smem, stream>>>(two);
    err = cudaGetLastError();
    if (err != cudaSuccess) return err;
    /* pass 2 as a programmatic dependent launch: it is scheduled while pass 1
     * drains and waits (griddepcontrol.wait) for pass 1's results */
    return launch_pdl(symv_reduce_kernel<TR, U, LOWER, ATOMIC>, (unsigned)two.nb, SYMV_RED_NT, stream, two);
}

/* Occupancy of a compiled kernel (blocks per SM), for clamping bps; asked
 * of the runtime once per device (up to 64 devices; beyond, every call). */
template <class TR, int TY, int U, int S, bool LOWER>
int symv_occupancy()
{
    static int cache[64]; /* 0: not yet known */
    int dev = 0;
    if (cudaGetDevice(&dev) != cudaSuccess) {
        (void)cudaGetLastError();
        return 1;
    }
    if (dev < 64) {
        const int c = __atomic_load_n(&cache[dev], __ATOMIC_RELAXED);
        if (c > 0) return c;
    }
    const size_t smem = symv_smem<typename TR::T, TY, U, S>::bytes;
    auto kernel = symv_kernel<TR, TY, U, S, LOWER, false>;
    int nblk = 0;
    if (symv_allow_smem<TR, TY, U, S, LOWER, false>() != cudaSuccess ||
        cudaOccupancyMaxActiveBlocksPerMultiprocessor(&nblk, kernel, 32 * TY, smem) != cudaSuccess) {
        (void)cudaGetLastError();
        return 1;
    }
    if (nblk < 1) nblk = 1;
    if (dev < 64) __atomic_store_n(&cache[dev], nblk, __ATOMIC_RELAXED);
    return nblk;
}

template <class TR, int TY, int U, int S, bool LOWER, bool HAS = TR::has_atomic>
struct symv_atomic_launcher {
    static symv_launch_fn get() { return &symv_launch<TR, TY, U, S, LOWER, true>; }
};
template <class TR, int TY, int U, int S, bool LOWER>
struct symv_atomic_launcher<TR, TY, U, S, LOWER, false> {
    static symv_launch_fn get() { return nullptr; }
};

/* The entry for compiled set (TY, U, S) and uplo, with run-time parameters. */
template <class TR, int TY, int U, int S, bool LOWER>
symv_entry symv_make_entry(int64_t nmax, int bps, int order)
{
    return symv_entry{LOWER, nmax, TY, U, S, bps, order,
                      &symv_launch<TR, TY, U, S, LOWER, false>,
                      symv_atomic_launcher<TR, TY, U, S, LOWER>::get(),
                      &symv_occupancy<TR, TY, U, S, LOWER>};
}

/* Geometry of one call: tiles, the grid of pass 1, pieces per panel (also
 * computed on the device, per column, by sytrd/latrd_panel.cuh). */
struct symv_geometry {
    int nb, grid, npieces;
    int64_t ntiles;
};

__host__ __device__ inline symv_geometry symv_geometry_for(int64_t n, int u, int blocks)
{
    symv_geometry g;
    g.nb = (int)((n + u - 1) / u);
    g.ntiles = (int64_t)g.nb * (g.nb + 1) / 2;
    g.grid = (int)(blocks < g.ntiles ? blocks : g.ntiles);
    if (g.grid < 1) g.grid = 1;
    /* a panel of at most nb tiles spans at most ceil((nb - 1) / rmin) + 1
     * ranges of rmin = floor(T / grid) or more tiles */
    const int64_t rmin = g.ntiles / g.grid;
    int64_t pieces = (g.nb - 1 + rmin - 1) / rmin + 1;
    if (pieces > g.grid) pieces = g.grid;
    g.npieces = (int)pieces;
    return g;
}

/* Whether A and lda suit the kernel's vector copies of VEC elements (16
 * bytes where tiles of u rows allow: symv_vec). */
template <class T> __host__ __device__ inline int symv_vec_ok(const T *A, int64_t lda, int u)
{
    const size_t vb = (size_t)u / 32 * sizeof(T) < 16 ? (size_t)u / 32 * sizeof(T) : 16;
    const size_t vbytes = vb > sizeof(T) ? vb : sizeof(T);
    return ((uintptr_t)A % vbytes == 0) && (((size_t)lda * sizeof(T)) % vbytes == 0);
}

/* Workspace layout: [Q or accumulator][P]. */
struct symv_layout {
    size_t q_off, q_bytes, p_off, p_bytes, total;
};

__host__ __device__ inline symv_layout symv_layout_for(const symv_geometry &g, int u, size_t elem, bool atomic)
{
    symv_layout l;
    l.q_off = 0;
    l.q_bytes = atomic ? (size_t)g.nb * u * elem : (size_t)g.nb * g.npieces * u * elem;
    l.q_bytes = (l.q_bytes + 255) & ~(size_t)255;
    l.p_off = l.q_off + l.q_bytes;
    l.p_bytes = atomic ? 0 : (size_t)g.ntiles * u * elem;
    l.total = l.p_off + l.p_bytes;
    return l;
}

/* Blocks of pass 1 for entry e on a GPU of num_sms multiprocessors. */
inline int symv_blocks(const symv_entry &e, int num_sms)
{
    int bps = e.bps;
    const int occ = e.occupancy ? e.occupancy() : 1;
    if (bps > occ) bps = occ;
    if (bps < 1) bps = 1;
    return bps * num_sms;
}

/* Workspace bytes a call with entry e needs. */
inline size_t symv_workspace_bytes(const symv_entry &e, bool atomic, int num_sms, int64_t n, size_t elem)
{
    return symv_layout_for(symv_geometry_for(n, e.u, symv_blocks(e, num_sms)), e.u, elem,
                           atomic && e.launch_atomic).total;
}

/* The arguments of y := alpha*A*x + beta*y with tiles of u over a grid of
 * `blocks` (the SYMV's panel order, the atomic accumulator or the
 * deterministic slots, one cooperative launch or two), the partials in ws;
 * *layout, where given, receives ws's layout.  Host (symv_enqueue) and
 * device (the tridiagonalization's panel kernel, sytrd/latrd_panel.cuh,
 * per column). */
template <class TR>
__host__ __device__ inline symv_args<typename TR::T>
symv_args_for(int64_t n, int u, int blocks, int order, bool atomic, bool one_launch, typename TR::T alpha,
              const typename TR::T *A, int64_t lda, const typename TR::T *x, int64_t incx, typename TR::T beta,
              typename TR::T *y, int64_t incy, void *ws, symv_layout *layout = nullptr)
{
    typedef typename TR::T T;
    const symv_geometry g = symv_geometry_for(n, u, blocks);
    const symv_layout l = symv_layout_for(g, u, sizeof(T), atomic);
    if (layout) *layout = l;
    symv_args<T> a;
    a.n = n;
    a.nb = g.nb;
    a.order = order;
    a.ntiles = g.ntiles;
    a.grid = g.grid;
    a.npieces = g.npieces;
    a.A = A;
    a.lda = lda;
    a.x = x;
    a.incx = incx;
    a.y = y;
    a.incy = incy;
    a.alpha = alpha;
    a.beta = beta;
    a.beta_zero = TR::is_zero(beta);
    a.one_launch = one_launch && TR::one_launch ? 1 : 0;
    a.x_patch = -1;
    a.x_patch_val = TR::zero();
    a.vec_ok = symv_vec_ok(A, lda, u);
    char *w = static_cast<char *>(ws);
    a.Q = reinterpret_cast<T *>(w + l.q_off);
    a.P = reinterpret_cast<T *>(w + l.p_off);
    return a;
}

/* Queue y := alpha*A*x + beta*y on `stream` with entry `e` (arguments already
 * checked, n >= 1, alpha != 0).  `ws` has at least symv_workspace_bytes(..)
 * bytes.  x and y point at the logical first element (negative increments
 * already resolved).  one_launch: one cooperative launch where the driver
 * allows it (else, and with false, two launches; the results are the same). */
template <class TR>
cudaError_t symv_enqueue(const symv_entry &e, bool atomic, bool one_launch, int num_sms, int64_t n,
                         typename TR::T alpha, const typename TR::T *A, int64_t lda,
                         const typename TR::T *x, int64_t incx, typename TR::T beta,
                         typename TR::T *y, int64_t incy, void *ws, cudaStream_t stream)
{
    atomic = atomic && e.launch_atomic;
    symv_layout l;
    const symv_args<typename TR::T> a = symv_args_for<TR>(n, e.u, symv_blocks(e, num_sms), e.order, atomic, one_launch,
                                                          alpha, A, lda, x, incx, beta, y, incy, ws, &l);
    if (atomic) { /* the accumulator starts at 0 */
        cudaError_t err = cudaMemsetAsync(a.Q, 0, l.q_bytes, stream);
        if (err != cudaSuccess) return err;
    }
    return (atomic ? e.launch_atomic : e.launch_det)(&a, a.grid, stream);
}

template <class TR>
cudaError_t symv_enqueue_scale(int64_t n, typename TR::T beta, typename TR::T *y, int64_t incy,
                               cudaStream_t stream)
{
    int64_t blocks = (n + 255) / 256;
    if (blocks > 1024) blocks = 1024;
    symv_scale_kernel<TR><<<(int)blocks, 256, 0, stream>>>(n, beta, TR::is_zero(beta), y, incy);
    return cudaGetLastError();
}

} /* namespace symv */
} /* namespace trident */

/* ---- tuning tables -------------------------------------------------------
 * A table is a list macro TRIDENT_SYMV_TABLE_<NAME>(X) whose lines are
 *   X(t, uplo, nmax, TY, U, S, bps, order)
 * t in s d c z w, uplo in L U; the first line of the right type and uplo with
 * n <= nmax is used.  TRIDENT_SYMV_ENTRIES(TABLE, t, TR) expands to the
 * symv_entry initialisers of type t (instantiating exactly those kernels). */
#define TRIDENT_SYMV_NMAX_INF INT64_MAX
#define TRIDENT_SYMV_LOWER_L true
#define TRIDENT_SYMV_LOWER_U false

#define TRIDENT_SYMV_ENTRY_(TR, uplo, nmax, TY, U, S, bps, order)                               \
    trident::symv::symv_make_entry<TR, TY, U, S, TRIDENT_SYMV_LOWER_##uplo>((int64_t)(nmax), bps, order),

#endif
