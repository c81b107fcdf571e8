/*
 * cuda_fork.c -- side streams: independent work of one routine queued side
 * by side, for operations whose single calls leave most of the GPU idle
 * (the reductions' narrow xHEMM and rank-2k updates: cuda_hemm_generic.h,
 * cuda_her2k_generic.h).
 *
 * A fork records an event on the context's stream and makes each side
 * stream wait for it; a join makes the context's stream wait for an event
 * recorded on each side stream.  Callers give every side stream its own
 * output, so the results do not depend on how the streams interleave.  Each
 * side stream has its own cuBLAS handle, because a handle's workspace must
 * not serve two streams at once (and its own cuBLAS workspace:
 * trident_cuda_blas_handle_create).  The side streams are created on the first
 * fork and live as long as the context's CUDA state.
 */
#include "backend/cuda/cuda_state.h"

/* create side stream i with its handle and event; 0 on success */
static int side_create(trident_cuda_state *st, int i)
{
    if (cudaStreamCreateWithFlags(&st->side[i], cudaStreamNonBlocking) != cudaSuccess) {
        st->side[i] = NULL;
        return 1;
    }
    if (cudaEventCreateWithFlags(&st->side_done[i], cudaEventDisableTiming) == cudaSuccess) {
        if (!trident_cuda_blas_handle_create(&st->side_cublas[i], &st->side_cublas_ws[i], st->side[i])) return 0;
        cudaEventDestroy(st->side_done[i]);
    }
    cudaStreamDestroy(st->side[i]);
    st->side[i] = NULL;
    return 1;
}

int trident_cuda_fork(trident_context *ctx, int k, cublasHandle_t *handles)
{
    trident_cuda_state *st;
    if (k < 1 || ctx->status || trident_cuda_state_get(ctx, &st)) return 0;
    if (k > TRIDENT_CUDA_SIDE_STREAMS) k = TRIDENT_CUDA_SIDE_STREAMS;
    if (!st->fork_event && cudaEventCreateWithFlags(&st->fork_event, cudaEventDisableTiming) != cudaSuccess) {
        st->fork_event = NULL;
        (void)cudaGetLastError();
        return 0;
    }
    while (st->sides < k && !side_create(st, st->sides)) ++st->sides;
    (void)cudaGetLastError(); /* a failed creation only means fewer side streams */
    if (st->sides < k) k = st->sides;
    if (k < 1 || cudaEventRecord(st->fork_event, st->stream) != cudaSuccess) return 0;
    for (int i = 0; i < k; ++i) {
        if (cudaStreamWaitEvent(st->side[i], st->fork_event, 0) != cudaSuccess) {
            trident_cuda_join(ctx, i); /* the ones already forked */
            return 0;
        }
        handles[i] = st->side_cublas[i];
    }
    return k;
}

int trident_cuda_join(trident_context *ctx, int k)
{
    trident_cuda_state *st = ctx->cuda;
    cudaError_t first = cudaSuccess;
    for (int i = 0; st && i < k && i < st->sides; ++i) {
        cudaError_t err = cudaEventRecord(st->side_done[i], st->side[i]);
        if (err == cudaSuccess) err = cudaStreamWaitEvent(st->stream, st->side_done[i], 0);
        if (err != cudaSuccess && first == cudaSuccess) first = err;
    }
    return trident_cuda_status(first);
}

void trident_cuda_sides_destroy(trident_cuda_state *st)
{
    for (int i = 0; i < st->sides; ++i) {
        cudaStreamSynchronize(st->side[i]);
        trident_cuda_blas_handle_destroy(st->side_cublas[i], st->side_cublas_ws[i]);
        cudaEventDestroy(st->side_done[i]);
        cudaStreamDestroy(st->side[i]);
    }
    if (st->fork_event) cudaEventDestroy(st->fork_event);
    st->sides = 0;
    st->fork_event = NULL;
}
