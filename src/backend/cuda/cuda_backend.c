/*
 * cuda_backend.c -- the CUDA backend: device memory, the context's stream,
 * and the primitives of backend/ops_table.h on the device.
 */
#include <cublas_v2.h>
#include <cusolverDn.h>
#include <cuda_runtime_api.h>
#include <string.h>

#include "backend/backend.h"
#include "backend/dc_ops.h"
#include "backend/cuda/cuda_state.h"
#include "backend/cuda/cuda_tf32x3.h"
#include "backend/cuda/cuda_zgemm3m.h"
#include "backend/cuda_glue.h"
#include "core/env.h"
#include "core/phase_clock.h"
#include "core/prec/scalar_math.h"
#include "band/band_kernels.h"
#include "band/v2_layout.h"
#include "blas/gemm_dd.h"
#include "blas/potrf_dd.h"
#include "dd/dd_arith.h"
#include "blas/her2k_small.h"
#include "blas/syr2k_dd.h"
#include "blas/syr2k_narrow.h"
#include "blas/trsm_dd.h"
#include "eig/bisect_kernels.h"
#include "eig/dc_batch_kernels.h"
#include "eig/dc_kernels.h"
#include "eig/elementwise_kernels.h"
#include "eig/gv_kernels.h"
#include "eig/invit_kernels.h"
#include "eig/invit_kernels_w.h"
#include "eig/reflector_kernels.h"
#include "sytrd/panel_kernels.h"
#include "symv/symv_workspace.h"
#include "sytrd/sytrd_from_qr.h"
#include "sytrd/latrd_panel.h"
#include "sytrd/sytrd_fused.h"
#include "dispatch/crossover.h"
#include "trident_cuda.h"

/* ---- helpers shared by every precision ------------------------------------ */

static cudaStream_t cuda_stream(trident_context *ctx) { return ctx->cuda->stream; }

static void cuda_record_status(trident_context *ctx, int status)
{
    if (status) trident_context_record(ctx, status);
}

/* macros, so that a traced failure names the line of the call that failed */
#define cuda_record(ctx, cuda_error) cuda_record_status((ctx), trident_cuda_status((cudaError_t)(cuda_error)))
#define cuda_record_blas(ctx, blas_status) cuda_record_status((ctx), trident_cublas_status(blas_status))

static int cuda_blas(trident_context *ctx, cublasHandle_t *h)
{
    const int status = trident_cuda_cublas(ctx, h);
    if (status) trident_context_record(ctx, status);
    return status == TRIDENT_SUCCESS;
}

/* the stream a cuBLAS handle queues on (the context's, or a side stream's
 * after trident_cuda_fork), for the kernels that go with its calls */
static cudaStream_t cuda_blas_stream(trident_context *ctx, cublasHandle_t h)
{
    cudaStream_t st = cuda_stream(ctx);
    cuda_record_blas(ctx, cublasGetStream(h, &st));
    return st;
}

/* Block rows of an order-m xHEMM or rank-2k update (cuda_hemm_generic.h,
 * cuda_her2k_generic.h): 0 where one call does it (m <= one_max), else the
 * rows of each block, equal and multiples of 64 but the last, for *count
 * blocks of at most max_rows.  The context's block_rows (TRIDENT_BLOCK_ROWS)
 * replaces both limits. */
static int64_t cuda_block_rows(const trident_context *ctx, int64_t m, int64_t one_max, int64_t max_rows,
                               int64_t *count)
{
    if (ctx->block_rows > 0) one_max = max_rows = ctx->block_rows;
    if (m <= one_max) return 0;
    *count = (m + max_rows - 1) / max_rows;
    return ((m + *count - 1) / *count + 63) / 64 * 64;
}

static int cuda_device_named(trident_context *ctx, const char *part)
{
    trident_cuda_state *st = NULL;
    return trident_cuda_state_get(ctx, &st) == TRIDENT_SUCCESS && strstr(st->props.name, part) != NULL;
}

static int cuda_panel_scratch(trident_context *ctx, void **partials, unsigned **counter)
{
    const int status = trident_cuda_panel_scratch(ctx, partials, counter);
    if (status) trident_context_record(ctx, status);
    return status == TRIDENT_SUCCESS;
}

/* host := `bytes` of device memory at dev, after the queued work; 1 on
 * success (a failure is recorded in ctx) */
static int cuda_read_back(trident_context *ctx, void *host, const void *dev, size_t bytes)
{
    cuda_record(ctx, cudaMemcpyAsync(host, dev, bytes, cudaMemcpyDeviceToHost, cuda_stream(ctx)));
    cuda_record_status(ctx, trident_cuda_stream_wait(ctx, cuda_stream(ctx)));
    return ctx->status == 0;
}

/* A block of the blocked back-transformation Z := Q Z over k reflectors of
 * a panel of `rows` rows, nb at a time (cuda_eig_ops_generic.h's apply_q
 * and cuda_ops_w.h's): block b in the order of application, for
 *   lower (QR storage, Q = H(0) ... H(k-1), reflector i's unit at row i):
 *     from the last block to the first; V has rows i0..rows-1;
 *   upper (QL storage, Q = H(k-1) ... H(0), rows = k): from the first to
 *     the last; V has rows 0..i0+ib-1. */
typedef struct {
    int64_t i0, ib, vrows; /* the block's first reflector, its width, V's rows */
} cuda_reflector_block;

static cuda_reflector_block cuda_reflector_block_at(int lower, int64_t rows, int64_t k, int64_t nb, int64_t b)
{
    const int64_t nblocks = (k + nb - 1) / nb;
    cuda_reflector_block blk;
    blk.i0 = (lower ? nblocks - 1 - b : b) * nb;
    blk.ib = k - blk.i0 < nb ? k - blk.i0 : nb;
    blk.vrows = lower ? rows - blk.i0 : blk.i0 + blk.ib;
    return blk;
}

#define TRI_GENERIC_SOURCE "backend/cuda/cuda_gemm_generic.h"
#include "core/prec/instantiate.h"
#define TRI_GENERIC_SOURCE "backend/cuda/cuda_gram_generic.h"
#include "core/prec/instantiate.h"
#define TRI_GENERIC_SOURCE "backend/cuda/cuda_her2k_generic.h"
#include "core/prec/instantiate.h"
#define TRI_GENERIC_SOURCE "backend/cuda/cuda_hemm_generic.h"
#include "core/prec/instantiate.h"
#define TRI_GENERIC_SOURCE "backend/cuda/cuda_ops_generic.h"
#include "core/prec/instantiate.h"
#define TRI_GENERIC_SOURCE "backend/cuda/cuda_sytrd_fused_generic.h"
#include "core/prec/instantiate.h"
/* double-double: the one-stage tridiagonalization's primitives */
#include "core/prec/prec_w.h"
#include "backend/cuda/cuda_ops_generic.h"
#include "backend/cuda/cuda_ops_w.h"
#include "core/prec/prec_undef.h"
/* inverse iteration: real precisions, used by every element type's
 * tridiag_eigvecs (cuda_eig_ops_generic.h) */
#include "core/prec/prec_s.h"
#include "backend/cuda/cuda_invit_generic.h"
#include "core/prec/prec_undef.h"
#include "core/prec/prec_d.h"
#include "backend/cuda/cuda_invit_generic.h"
#include "core/prec/prec_undef.h"
#define TRI_GENERIC_SOURCE "backend/cuda/cuda_eig_ops_generic.h"
#include "core/prec/instantiate.h"
#define TRI_GENERIC_SOURCE "backend/cuda/cuda_band_ops_generic.h"
#include "core/prec/instantiate.h"
/* divide and conquer: real precisions only */
#include "core/prec/prec_s.h"
#include "backend/cuda/cuda_dc_ops_generic.h"
#include "core/prec/prec_undef.h"
#include "core/prec/prec_d.h"
#include "backend/cuda/cuda_dc_ops_generic.h"
#include "core/prec/prec_undef.h"

/* ---- memory ---------------------------------------------------------------- */

/* A failed allocation is not an error by itself (drivers fall back to
 * paths that need less); with TRIDENT_VERBOSE it is traced with the free
 * memory at that moment, so that an out-of-memory info can be traced to
 * the buffer that did not fit. */
static void *cuda_alloc(trident_context *ctx, size_t bytes)
{
    void *p = NULL;
    if (trident_cuda_malloc(&p, bytes ? bytes : 1) != cudaSuccess) {
        (void)cudaGetLastError(); /* an allocation failure is not sticky */
        size_t free_bytes = 0, total_bytes = 0;
        if (ctx->verbosity >= 1 && cudaMemGetInfo(&free_bytes, &total_bytes) == cudaSuccess)
            trident_trace(ctx, "device allocation of %.3f GiB failed (%.3f of %.3f GiB free, of which %.3f GiB "
                          "stay free for cuBLAS and cuSOLVER)", bytes / 1073741824.0, free_bytes / 1073741824.0,
                          total_bytes / 1073741824.0, TRIDENT_CUDA_HEADROOM_BYTES / 1073741824.0);
        (void)cudaGetLastError();
        return NULL;
    }
    return p;
}

static void cuda_free(trident_context *ctx, void *p)
{
    (void)ctx;
    if (p) cudaFree(p);
}

/*
 * Host <-> device copies of at least this many bytes go through page-locked
 * memory: the host range is registered for the copy and released after it,
 * which makes that copy synchronous.  On the reference H100 machine pageable
 * copies of 512 MB took 0.11 s in and 0.23-0.27 s out (2-5 GB/s);
 * registering took 0.03 s, unregistering 0.01 s, and the copy 0.01 s each
 * way.  Where registering fails (memory already registered, a read-only
 * mapping, a limit) the copy is simply pageable.
 */
#define CUDA_PIN_MIN_BYTES ((size_t)32 << 20)

static void cuda_copy_matrix(trident_context *ctx, trident_memcpy_kind kind, int64_t rows,
                             int64_t cols, size_t elem_bytes, const void *src, int64_t ld_src,
                             void *dst, int64_t ld_dst)
{
    if (ctx->status || rows <= 0 || cols <= 0) return;
    const enum cudaMemcpyKind k = kind == TRIDENT_COPY_HOST_TO_BACKEND   ? cudaMemcpyHostToDevice
                                : kind == TRIDENT_COPY_BACKEND_TO_HOST   ? cudaMemcpyDeviceToHost
                                                                         : cudaMemcpyDeviceToDevice;
    void *host = k == cudaMemcpyHostToDevice ? (void *)src : k == cudaMemcpyDeviceToHost ? dst : NULL;
    const int64_t ld_host = k == cudaMemcpyHostToDevice ? ld_src : ld_dst;
    const size_t span = ((size_t)(cols - 1) * (size_t)ld_host + (size_t)rows) * elem_bytes;
    int pinned = 0;
    if (host && span >= CUDA_PIN_MIN_BYTES) {
        pinned = cudaHostRegister(host, span, cudaHostRegisterDefault) == cudaSuccess;
        if (!pinned) (void)cudaGetLastError();
    }
    cuda_record(ctx, cudaMemcpy2DAsync(dst, (size_t)ld_dst * elem_bytes, src,
                                       (size_t)ld_src * elem_bytes, (size_t)rows * elem_bytes,
                                       (size_t)cols, k, cuda_stream(ctx)));
    if (pinned) { /* registered until the copy is done */
        cuda_record_status(ctx, trident_cuda_stream_wait(ctx, cuda_stream(ctx)));
        if (cudaHostUnregister(host) != cudaSuccess) (void)cudaGetLastError();
    }
}

/* The queued work's first failure.  With the test hook fault_sync
 * (context.h) the chosen synchronisation reports a device error after the
 * work has in fact finished: what a failed kernel or library call looks
 * like to the drivers, which must then neither lose it nor write the
 * caller's outputs with what they hold. */
static int cuda_synchronize(trident_context *ctx)
{
    cuda_record_status(ctx, trident_cuda_stream_wait(ctx, cuda_stream(ctx)));
    return trident_context_take_status(ctx);
}

static int cuda_hb2st_apply_q_supports(int64_t b)
{
    return b >= 1 && b <= TRIDENT_BAND_MAX_B && trident_cuda_hb2st_apply_q_supports((int)b);
}

#define CUDA_OPS(ch)                                 \
    {                                                \
        .hemv = cuda_hemv_##ch,                               \
        .her2k = cuda_her2k_##ch,                             \
        .latrd_column_begin = cuda_latrd_column_begin_##ch,   \
        .latrd_project = cuda_latrd_project_##ch,             \
        .store_tridiag = cuda_store_tridiag_##ch,             \
        .sytrd_fused = cuda_sytrd_fused_##ch,                 \
        .latrd_panel = cuda_latrd_panel_##ch,                 \
        .sytrd_prepare = cuda_sytrd_prepare_##ch,             \
        .sytrd_2stage_prepare = cuda_sytrd_2stage_prepare_##ch, \
        .band_panel = cuda_band_panel_##ch,                   \
        .hemm = cuda_hemm_##ch,                               \
        .gemm = cuda_gemm_##ch,                               \
        .hb2st = cuda_hb2st_##ch,                             \
        .hb2st_work_bytes = cuda_hb2st_work_bytes_##ch,       \
        .hb2st_v2_elems = cuda_hb2st_v2_elems_##ch,       \
        .hb2st_apply_q = cuda_hb2st_apply_q_##ch,             \
        .hb2st_form_q = cuda_hb2st_form_q_##ch,               \
        .gemm_real = cuda_gemm_real_##ch,                     \
        .hb2st_apply_q_supports = cuda_hb2st_apply_q_supports, \
        .qr_of_orthogonal = cuda_qr_of_orthogonal_##ch,       \
        .sytrd_mirror = cuda_sytrd_mirror_##ch,               \
        .sytrd_from_qr = cuda_sytrd_from_qr_##ch,             \
        .apply_q = cuda_apply_q_##ch,                         \
        .apply_qr = cuda_apply_qr_##ch,                       \
        .apply_qr_factors_size = cuda_apply_qr_factors_size_##ch, \
        .apply_qr_factor = cuda_apply_qr_factor_##ch,         \
        .apply_q_lwork = cuda_apply_q_lwork_##ch,             \
        .tridiag_eigvals = cuda_tridiag_eigvals_##ch,         \
        .tridiag_eigvecs = cuda_tridiag_eigvecs_##ch,         \
        .tridiag_eigvecs_bytes = cuda_tridiag_eigvecs_bytes_##ch, \
        .tridiag_eigvecs_prepare = cuda_tridiag_eigvecs_prepare_##ch, \
        .eig_scale = cuda_eig_scale_##ch,                     \
        .eig_unscale = cuda_eig_unscale_##ch,                 \
        .copy_real = cuda_copy_real_##ch,                     \
    }

#define CUDA_DC_OPS(ch)                                    \
    {                                                      \
        .set_zero = cuda_dc_set_zero_##ch,                 \
        .rotate_columns = cuda_dc_rotate_columns_##ch,     \
        .gather_columns = cuda_dc_gather_columns_##ch,     \
        .secular_roots = cuda_dc_secular_roots_##ch,       \
        .secular_zhat = cuda_dc_secular_zhat_##ch,         \
        .secular_vectors = cuda_dc_secular_vectors_##ch,   \
        .gemm = cuda_dc_gemm_##ch,                         \
        .solve_leaves = cuda_dc_solve_leaves_##ch,         \
        .merge_batch = cuda_dc_merge_batch_##ch,           \
    }

static const struct trident_dc_ops cuda_dc_ops = {.s = CUDA_DC_OPS(s), .d = CUDA_DC_OPS(d)};

static const trident_backend_ops cuda_backend = {
    .name = "cuda",
    .alloc = cuda_alloc,
    .free = cuda_free,
    .copy_matrix = cuda_copy_matrix,
    .synchronize = cuda_synchronize,
    .lane_begin = trident_cuda_lane_begin,
    .prepare = trident_cuda_prepare,
    .device_named = cuda_device_named,
    .lane_end = trident_cuda_lane_end,
    .lane_join = trident_cuda_lane_join,
    .s = CUDA_OPS(s),
    .d = CUDA_OPS(d),
    .c = CUDA_OPS(c),
    .z = CUDA_OPS(z),
    /* double-double: the one-stage tridiagonalization, the tridiagonal
     * eigenvalues, inverse iteration and the back-transformation, and the
     * generalized problem's Cholesky steps */
    .w = {
        .hemv = cuda_hemv_w,
        .her2k = cuda_her2k_w,
        .latrd_column_begin = cuda_latrd_column_begin_w,
        .latrd_project = cuda_latrd_project_w,
        .store_tridiag = cuda_store_tridiag_w,
        .sytrd_prepare = cuda_sytrd_prepare_w,
        .tridiag_eigvals = cuda_tridiag_eigvals_w,
        .gemm = cuda_gemm_w,
        .apply_q = cuda_apply_q_w,
        .apply_q_lwork = cuda_apply_q_lwork_w,
        .invit_vectors = cuda_invit_vectors_w,
        .invit_vectors_bytes = trident_cuda_invit_vectors_w_bytes,
        .potrf = cuda_potrf_w,
        .trsm = cuda_trsm_w,
        .trmm = cuda_trmm_w,
        .hermitian_full = cuda_hermitian_full_w,
    },
    .dc = &cuda_dc_ops,
};

const trident_backend_ops *trident_cuda_backend(void)
{
    return trident_gpu_available() ? &cuda_backend : NULL;
}
