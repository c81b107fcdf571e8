/*
 * trsm_dd.cu -- double-double triangular solve and product with a matrix
 * of right-hand sides (contracts: trsm_dd.h), for double-double's
 * generalized eigenproblem on the GPU (the reduction to standard form and
 * the back-transformation, src/dispatch/gv_dispatch_w.c).
 *
 * Both are written as one problem on the left, X := inv(M) X or M X, M
 * triangular of order `order`: for side 'L' M = op(T) and the vectors are
 * B's columns; for side 'R' M = op(T)^T and they are B's rows (B op(T) =
 * (op(T)^T B^T)^T).  M's rows go in blocks of kBlock:
 *   solve, M lower: block I after block I-1: X_I := inv(M_II) X_I, then
 *     every later block X_R -= M_RI X_I (one GEMM, right-looking: the
 *     product has all of X's vectors and the rows left, so it fills the
 *     GPU for any shape); M upper: the same from the last block back;
 *   product, M upper: block I before I+1: X_I := M_II X_I + M_IR X_R with
 *     R the later rows, still unchanged; M lower: from the last block back.
 * The diagonal blocks go through triangle_block_kernel, one thread a vector
 * holding its kBlock entries in registers, the block of M in shared memory.
 * Work: a solve or product is order^2 count / 2 double-double multiply-adds,
 * all but a fraction kBlock / order of them in the GEMMs.
 */
#include "blas/gemm_dd.h"
#include "blas/trsm_dd.h"
#include "dd/dd_arith.h"

namespace {

constexpr int kBlock = 32;       /* M's diagonal blocks: kBlock x kBlock */
constexpr int kVecThreads = 128; /* vectors a block of triangle_block_kernel */

/* x_v := inv(M) x_v or M x_v for the vectors v of this thread (trsm_dd.h's
 * trident_cuda_triangle_block_w).  Each row's sum runs over its columns in
 * ascending order from the right-hand side, as the host's substitution
 * (host_dd_chol.c) does. */
template <bool kSolve>
__global__ void __launch_bounds__(kVecThreads)
triangle_block_kernel(int w, const trident_dd *__restrict__ t, int64_t trs, int64_t tcs, bool reverse,
                      trident_dd *__restrict__ x, int64_t es, int64_t vs, int64_t count, const int *stop)
{
    if (stop && *stop) return;
    __shared__ trident_dd m_s[kBlock][kBlock]; /* m_s[r][c] = M(r, c), c <= r */
    for (int e = threadIdx.x; e < w * w; e += blockDim.x) {
        const int r = e % w, c = e / w;
        if (c > r) continue;
        const int64_t tr = reverse ? w - 1 - r : r, tc = reverse ? w - 1 - c : c;
        m_s[r][c] = t[tr * trs + tc * tcs];
    }
    __syncthreads();
    const int64_t v = (int64_t)blockIdx.x * kVecThreads + threadIdx.x;
    if (v >= count) return;
    trident_dd *xv = x + v * vs;
    trident_dd xr[kBlock];
#pragma unroll
    for (int r = 0; r < kBlock; ++r)
        if (r < w) xr[r] = xv[(reverse ? w - 1 - r : r) * es];
    if (kSolve) {
#pragma unroll
        for (int r = 0; r < kBlock; ++r) {
            if (r >= w) break;
            trident_dd s = xr[r];
#pragma unroll
            for (int c = 0; c < r; ++c) s = trident_dd_fma_dot(trident_dd_neg(m_s[r][c]), xr[c], s);
            xr[r] = trident_dd_div(s, m_s[r][r]);
        }
    } else { /* from the last row up: row r reads entries 0..r, not yet rewritten */
#pragma unroll
        for (int r = kBlock - 1; r >= 0; --r) {
            if (r >= w) continue;
            trident_dd s = trident_dd_zero();
#pragma unroll
            for (int c = 0; c <= r; ++c) s = trident_dd_fma_dot(m_s[r][c], xr[c], s);
            xr[r] = s;
        }
    }
#pragma unroll
    for (int r = 0; r < kBlock; ++r)
        if (r < w) xv[(reverse ? w - 1 - r : r) * es] = xr[r];
}

/* the block of op(T) at row r0, column c0 (op(T)(r0, c0) = T(c0, r0) for trans) */
inline const trident_dd *op_block(bool trans, const trident_dd *t, int64_t ldt, int64_t r0, int64_t c0)
{
    return trans ? t + c0 + r0 * ldt : t + r0 + c0 * ldt;
}

int triangular(cudaStream_t stream, bool solve, char side, char uplo, char trans, int64_t m, int64_t n,
               const trident_dd *t, int64_t ldt, trident_dd *b, int64_t ldb)
{
    if (m <= 0 || n <= 0) return 0;
    const bool left = side == 'L', tr = trans != 'N';
    const int64_t order = left ? m : n, count = left ? n : m;
    /* M = op(T) (left) or op(T)^T (right): M(r, c) = T(c, r) when it is T transposed */
    const bool m_transposed = left ? tr : !tr;
    const bool m_upper = (uplo == 'U') != m_transposed;
    const int64_t trs = m_transposed ? ldt : 1, tcs = m_transposed ? 1 : ldt;
    const int64_t es = left ? 1 : ldb, vs = left ? ldb : 1; /* vector v's entry r: b[v vs + r es] */
    const int64_t nblocks = (order + kBlock - 1) / kBlock;
    /* solve: forward for lower M; product: forward for upper M */
    const bool forward = solve ? !m_upper : m_upper;
    const trident_dd one = trident_dd_one(), minus_one = trident_dd_neg(one);
    for (int64_t step = 0; step < nblocks; ++step) {
        const int64_t q = forward ? step : nblocks - 1 - step;
        const int64_t i0 = q * kBlock, iw = order - i0 < kBlock ? order - i0 : kBlock;
        /* the rows R of the GEMM: after the block (forward) or before it */
        const int64_t r0 = forward ? i0 + iw : 0, rw = forward ? order - r0 : i0;
        /* the diagonal block first (for the product, the GEMM then adds M_IR X_R) */
        const int err = trident_cuda_triangle_block_w(stream, solve, (int)iw, t + i0 * trs + i0 * tcs, trs, tcs,
                                                      m_upper, b + i0 * es, es, vs, count, NULL);
        if (err) return err;
        if (rw <= 0) continue;
        int gerr;
        if (solve && left) /* X_R -= M_RI X_I */
            gerr = trident_cuda_gemm_w(stream, trans, 'N', rw, count, iw, minus_one, op_block(tr, t, ldt, r0, i0), ldt,
                                       b + i0, ldb, one, b + r0, ldb);
        else if (solve) /* the same as X[:, R] -= X[:, I] op(T)(I, R) */
            gerr = trident_cuda_gemm_w(stream, 'N', trans, count, rw, iw, minus_one, b + i0 * ldb, ldb,
                                       op_block(tr, t, ldt, i0, r0), ldt, one, b + r0 * ldb, ldb);
        else if (left) /* X_I += M_IR X_R */
            gerr = trident_cuda_gemm_w(stream, trans, 'N', iw, count, rw, one, op_block(tr, t, ldt, i0, r0), ldt,
                                       b + r0, ldb, one, b + i0, ldb);
        else /* the same as X[:, I] += X[:, R] op(T)(R, I) */
            gerr = trident_cuda_gemm_w(stream, 'N', trans, count, iw, rw, one, b + r0 * ldb, ldb,
                                       op_block(tr, t, ldt, r0, i0), ldt, one, b + i0 * ldb, ldb);
        if (gerr) return gerr;
    }
    return 0;
}

} // namespace

extern "C" int trident_cuda_triangle_block_w(cudaStream_t stream, int solve, int w, const trident_dd *t, int64_t trs,
                                             int64_t tcs, int reverse, trident_dd *x, int64_t es, int64_t vs,
                                             int64_t count, const int *stop)
{
    if (w <= 0 || count <= 0) return 0;
    if (w > kBlock) return (int)cudaErrorInvalidValue;
    const int64_t blocks = (count + kVecThreads - 1) / kVecThreads;
    if (blocks > 0x7fffffff) return (int)cudaErrorInvalidValue;
    if (solve)
        triangle_block_kernel<true><<<(unsigned)blocks, kVecThreads, 0, stream>>>(w, t, trs, tcs, reverse != 0, x, es,
                                                                                  vs, count, stop);
    else
        triangle_block_kernel<false><<<(unsigned)blocks, kVecThreads, 0, stream>>>(w, t, trs, tcs, reverse != 0, x,
                                                                                   es, vs, count, stop);
    return (int)cudaGetLastError();
}

extern "C" int trident_cuda_trsm_w(cudaStream_t stream, char side, char uplo, char trans, int64_t m, int64_t n,
                                   const trident_dd *t, int64_t ldt, trident_dd *b, int64_t ldb)
{
    return triangular(stream, true, side, uplo, trans, m, n, t, ldt, b, ldb);
}

extern "C" int trident_cuda_trmm_w(cudaStream_t stream, char side, char uplo, char trans, int64_t m, int64_t n,
                                   const trident_dd *t, int64_t ldt, trident_dd *b, int64_t ldb)
{
    return triangular(stream, false, side, uplo, trans, m, n, t, ldt, b, ldb);
}
