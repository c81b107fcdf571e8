/*
 * cuda_lane.c -- the lookahead lane: a second stream on which a driver
 * queues one piece of its work (a whole sequence of backend calls) to run
 * beside what it queues next on the context's stream.
 *
 * Side streams (cuda_fork.c) serve one primitive that splits its own work;
 * the lane serves a driver whose next step does not depend on its current
 * one: stage 1's next panel QR beside the current trailing update, the
 * formation of Q beside the tridiagonal divide and conquer.  Between
 * trident_cuda_lane_begin and _end every backend call queues on the lane,
 * through the lane's own cuBLAS handle, device workspace and panel scratch
 * (the context's are in use on its stream at the same time): begin swaps
 * them with the context's, end swaps them back.  The lane starts after the
 * work queued on the context's stream so far, and the context's stream waits
 * for it at trident_cuda_lane_join.  The lane's stream has the device's
 * highest priority: its work is the short one that the next step waits for,
 * and its blocks should not queue behind the long one's.
 *
 * The results do not depend on the overlap: the two streams write disjoint
 * data until the join, and each keeps its own order.  TRIDENT_LANE=0 in the
 * environment (read at each begin) keeps everything on the context's
 * stream, for measurements.
 */
#include <stdlib.h>
#include <string.h>

#include "backend/cuda/cuda_state.h"
#include "core/env.h"

/* the lane stream's priority: the device's highest, or with
 * TRIDENT_LANE_PRIORITY=low (read when the lane is made) its lowest, the
 * context's own stream's.  Both current uses put the longer work on the
 * lane (Q beside the divide and conquer, Q1 beside the subset's
 * tridiagonal solve), so low looked right for them; measured, high wins
 * or ties (H100, session 39, bench_eigen --ours-only --types sd --cases vl
 * --reps 3 8192 16384, two runs each): s with vectors 0.2435/0.2477 s (high)
 * against 0.2549/0.2496 (low) at 8192, 1.190/1.195 against 1.238/1.232 at
 * 16384; s's lowest 10% 0.600/0.591 against 0.644/0.629 at 16384; d within
 * 1.5% either way.  The divide and conquer's share of the s solves rose
 * with low (8192: 10.7% -> 13.2%): its steps are short, and the lane's
 * blocks, no longer ahead of them, are in their way all the same. */
static int lane_priority(void)
{
    int least = 0, greatest = 0;
    if (cudaDeviceGetStreamPriorityRange(&least, &greatest) != cudaSuccess) return 0;
    const char *choice = getenv("TRIDENT_LANE_PRIORITY");
    return choice && !strcmp(choice, "low") ? least : greatest;
}

/* create the lane's stream and events (once per state); 0 on success */
static int lane_create(trident_cuda_state *st)
{
    if (st->lane) return 0;
    if (cudaStreamCreateWithPriority(&st->lane, cudaStreamNonBlocking, lane_priority()) != cudaSuccess) {
        st->lane = NULL;
        return 1;
    }
    if (cudaEventCreateWithFlags(&st->lane_start, cudaEventDisableTiming) == cudaSuccess) {
        if (cudaEventCreateWithFlags(&st->lane_done, cudaEventDisableTiming) == cudaSuccess) return 0;
        cudaEventDestroy(st->lane_start);
    }
    cudaStreamDestroy(st->lane);
    st->lane = NULL;
    return 1;
}

/* exchange the context's stream and per-stream resources with the lane's */
static void lane_swap(trident_cuda_state *st)
{
#define LANE_SWAP(type, a, b) do { type t_ = (a); (a) = (b); (b) = t_; } while (0)
    LANE_SWAP(cudaStream_t, st->stream, st->lane);
    LANE_SWAP(cublasHandle_t, st->cublas, st->lane_cublas);
    LANE_SWAP(void *, st->cublas_ws, st->lane_cublas_ws);
    LANE_SWAP(void *, st->workspace, st->lane_workspace);
    LANE_SWAP(size_t, st->workspace_bytes, st->lane_workspace_bytes);
    LANE_SWAP(void *, st->panel_partials, st->lane_panel_partials);
    LANE_SWAP(unsigned *, st->panel_counter, st->lane_panel_counter);
#undef LANE_SWAP
    st->in_lane = !st->in_lane;
}

int trident_cuda_lane_begin(trident_context *ctx)
{
    trident_cuda_state *st;
    if (ctx->status || trident_cuda_state_get(ctx, &st) || st->in_lane || !trident_env_flag("TRIDENT_LANE", 1))
        return 0;
    if (lane_create(st) || cudaEventRecord(st->lane_start, st->stream) != cudaSuccess ||
        cudaStreamWaitEvent(st->lane, st->lane_start, 0) != cudaSuccess) {
        (void)cudaGetLastError(); /* no lane: the work stays on the context's stream */
        return 0;
    }
    lane_swap(st);
    /* the lane's own handle and scratch now, not at their first use
     * mid-step: where they cannot be had, the work stays on the context's
     * stream (its own are made: backend.h's prepare) */
    cublasHandle_t blas;
    void *partials;
    unsigned *counter;
    if (trident_cuda_cublas(ctx, &blas) || trident_cuda_panel_scratch(ctx, &partials, &counter)) {
        (void)cudaGetLastError();
        lane_swap(st);
        return 0;
    }
    return 1;
}

void trident_cuda_lane_end(trident_context *ctx)
{
    trident_cuda_state *st = ctx->cuda;
    if (!st || !st->in_lane) return;
    const cudaError_t err = cudaEventRecord(st->lane_done, st->stream);
    lane_swap(st);
    if (err != cudaSuccess) trident_context_record(ctx, trident_cuda_status(err));
}

void trident_cuda_lane_join(trident_context *ctx)
{
    trident_cuda_state *st = ctx->cuda;
    if (!st || !st->lane || st->in_lane) return;
    const cudaError_t err = cudaStreamWaitEvent(st->stream, st->lane_done, 0);
    if (err != cudaSuccess) trident_context_record(ctx, trident_cuda_status(err));
}

void trident_cuda_lane_destroy(trident_cuda_state *st)
{
    if (st->in_lane) lane_swap(st);
    if (!st->lane) return;
    cudaStreamSynchronize(st->lane);
    if (st->lane_workspace) cudaFree(st->lane_workspace);
    if (st->lane_panel_partials) cudaFree(st->lane_panel_partials);
    trident_cuda_blas_handle_destroy(st->lane_cublas, st->lane_cublas_ws);
    cudaEventDestroy(st->lane_start);
    cudaEventDestroy(st->lane_done);
    cudaStreamDestroy(st->lane);
    st->lane = NULL;
}
