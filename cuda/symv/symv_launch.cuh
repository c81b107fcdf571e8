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

/* One compiled kernel (TY, U, MINB, uplo, deterministic/atomic) plus the
 * run-time parameters chosen for it. */
struct symv_entry {
    bool lower;
    int64_t nmax;        /* use for n <= nmax */
    int ty, u, minb;     /* compile-time: block 32 x ty, tile u, min blocks/SM */
    int bps;             /* run-time: resident blocks per SM to launch */
    int order;           /* run-time: 0 longest panel first, 1 shortest first, 2 static */
    int tpi;             /* run-time: tiles per item */
    symv_launch_fn launch_det;
    symv_launch_fn launch_atomic; /* NULL where there is none (double-double) */
};

template <class TR, int TY, int U, int MINB, bool LOWER, bool ATOMIC>
cudaError_t symv_launch(const void *args, int grid, cudaStream_t stream)
{
    const symv_args<typename TR::T> &a = *static_cast<const symv_args<typename TR::T> *>(args);
    symv_kernel<TR, TY, U, MINB, LOWER, ATOMIC><<<grid, dim3(32, TY), 0, stream>>>(a);
    cudaError_t err = cudaGetLastError();
    if (err != cudaSuccess) return err;
    /* pass 2 as a programmatic dependent launch: it is scheduled while pass 1
     * drains and waits (griddepcontrol.wait) for pass 1's results */
    return launch_pdl(symv_reduce_kernel<TR, U, LOWER, ATOMIC>, (unsigned)a.nb, SYMV_RED_NT, stream, a);
}

template <class TR, int TY, int U, int MINB, bool LOWER, bool HAS = TR::has_atomic>
struct symv_atomic_launcher {
    static symv_launch_fn get() { return &symv_launch<TR, TY, U, MINB, LOWER, true>; }
};
template <class TR, int TY, int U, int MINB, bool LOWER>
struct symv_atomic_launcher<TR, TY, U, MINB, LOWER, false> {
    static symv_launch_fn get() { return nullptr; }
};

/* Occupancy of a compiled kernel (blocks per SM), for clamping bps. */
template <class TR, int TY, int U, int MINB, bool LOWER, bool ATOMIC>
int symv_occupancy()
{
    int nblk = 0;
    if (cudaOccupancyMaxActiveBlocksPerMultiprocessor(
            &nblk, symv_kernel<TR, TY, U, MINB, LOWER, ATOMIC>, 32 * TY, 0) != cudaSuccess) {
        (void)cudaGetLastError();
        return 1;
    }
    return nblk > 0 ? nblk : 1;
}

/* Workspace layout: [work counter, padded][Q or accumulator][P]. */
struct symv_layout {
    int nb, nchunk;
    int64_t nitems;
    size_t cnt_bytes, q_off, q_bytes, p_off, p_bytes, total;
};

inline symv_layout symv_layout_for(int64_t n, int u, int tpi, size_t elem, bool atomic)
{
    symv_layout l;
    l.nb = (int)((n + u - 1) / u);
    l.nchunk = (l.nb + tpi - 1) / tpi;
    l.nitems = symv_items_upto(l.nb, tpi);
    l.cnt_bytes = 256;
    l.q_off = l.cnt_bytes;
    l.q_bytes = atomic ? (size_t)l.nb * u * elem : (size_t)l.nb * l.nchunk * u * elem;
    l.q_bytes = (l.q_bytes + 255) & ~(size_t)255;
    l.p_off = l.q_off + l.q_bytes;
    l.p_bytes = atomic ? 0 : (size_t)l.nb * (l.nb + 1) / 2 * u * elem;
    l.total = l.p_off + l.p_bytes;
    return l;
}

/* Queue y := alpha*A*x + beta*y on `stream` with entry `e` (arguments already
 * checked, n >= 1, alpha != 0).  `ws` has at least symv_layout_for(..).total
 * bytes.  x and y point at the logical first element (negative increments
 * already resolved). */
template <class TR>
cudaError_t symv_enqueue(const symv_entry &e, bool atomic, int num_sms, int64_t n,
                         typename TR::T alpha, const typename TR::T *A, int64_t lda,
                         const typename TR::T *x, int64_t incx, typename TR::T beta,
                         typename TR::T *y, int64_t incy, void *ws, cudaStream_t stream)
{
    typedef typename TR::T T;
    atomic = atomic && e.launch_atomic;
    symv_layout l = symv_layout_for(n, e.u, e.tpi, sizeof(T), atomic);
    symv_args<T> a;
    a.n = n;
    a.nb = l.nb;
    a.tpi = e.tpi;
    a.order = e.order;
    a.nchunk = l.nchunk;
    a.nitems = l.nitems;
    a.A = A;
    a.lda = lda;
    a.x = x;
    a.incx = incx;
    a.y = y;
    a.incy = incy;
    a.alpha = alpha;
    a.beta = beta;
    a.beta_zero = TR::is_zero(beta);
    {
        /* the kernel's vector loads take VEC elements (16 bytes where the tile allows) */
        const size_t vb = (size_t)e.u / 32 * sizeof(T) < 16 ? (size_t)e.u / 32 * sizeof(T) : 16;
        const size_t vbytes = vb > sizeof(T) ? vb : sizeof(T);
        a.vec_ok = ((uintptr_t)A % vbytes == 0) && (((size_t)lda * sizeof(T)) % vbytes == 0);
    }
    char *w = static_cast<char *>(ws);
    a.cnt = reinterpret_cast<unsigned *>(w);
    a.Q = reinterpret_cast<T *>(w + l.q_off);
    a.P = reinterpret_cast<T *>(w + l.p_off);
    /* the work counter (and the accumulator in atomic mode) start at 0 */
    if (atomic || e.order < 2) {
        cudaError_t err = cudaMemsetAsync(w, 0, atomic ? l.q_off + l.q_bytes : l.cnt_bytes, stream);
        if (err != cudaSuccess) return err;
    }
    int64_t grid = (int64_t)e.bps * num_sms;
    if (grid > l.nitems) grid = l.nitems;
    if (grid < 1) grid = 1;
    return (atomic ? e.launch_atomic : e.launch_det)(&a, (int)grid, stream);
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
 *   X(t, uplo, nmax, TY, U, MINB, bps, order, tpi)
 * t in s d c z w, uplo in L U; the first line of the right type and uplo with
 * n <= nmax is used.  TRIDENT_SYMV_ENTRIES(TABLE, t, TR) expands to the
 * symv_entry initialisers of type t (instantiating exactly those kernels). */
#define TRIDENT_SYMV_NMAX_INF INT64_MAX
#define TRIDENT_SYMV_LOWER_L true
#define TRIDENT_SYMV_LOWER_U false

#define TRIDENT_SYMV_ENTRY_(TR, uplo, nmax, TY, U, MINB, bps, order, tpi)                     \
    {TRIDENT_SYMV_LOWER_##uplo, (int64_t)(nmax), TY, U, MINB, bps, order, tpi,                \
     &trident::symv::symv_launch<TR, TY, U, MINB, TRIDENT_SYMV_LOWER_##uplo, false>,         \
     trident::symv::symv_atomic_launcher<TR, TY, U, MINB, TRIDENT_SYMV_LOWER_##uplo>::get()},

#endif
