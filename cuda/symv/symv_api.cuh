/*
 * symv_api.cuh -- the public SYMV/HEMV routines' body, written once over the
 * element traits: argument checking (LAPACK numbering, ctx = 1), quick
 * returns, table lookup by device and n, workspace, launch.
 * Each symv_<t>.cu includes this once with TRIDENT_SYMV_LETTER and TRIDENT_SYMV_TR
 * defined, and defines its extern "C" routines on top of symv_api<>: the
 * public one and, for s, d, c and z, the tridiagonalization's.
 */
#ifndef TRIDENT_SYMV_API_CUH
#define TRIDENT_SYMV_API_CUH

#include "symv/symv_launch.cuh"
#include "symv/tuning_default.h"
#include "symv/tuning_sm90.h"
#include "symv/tuning_sm90_h200.h"

#include <cstring>

#include <cuda_runtime_api.h>
#include <cublas_v2.h>
#include "trident.h"
/* internal C headers without extern "C" guards of their own */
extern "C" {
#include "core/context.h"
#include "core/env.h"
#include "backend/cuda/cuda_state.h"
}

namespace trident {
namespace symv {

struct symv_table {
    const symv_entry *e;
    size_t count;
};

/* The entry for (table, uplo, n): first match with n <= nmax, else the last
 * entry of that uplo. */
inline const symv_entry *symv_pick(symv_table t, bool lower, int64_t n)
{
    const symv_entry *last = nullptr;
    for (size_t k = 0; k < t.count; ++k) {
        if (t.e[k].lower != lower) continue;
        if (n <= t.e[k].nmax) return &t.e[k];
        last = &t.e[k];
    }
    return last;
}

/* A tuned table and the GPUs it serves: compute capability cc and, where
 * device is not NULL, only those whose name contains it.  The H100 and the
 * H200 share 9.0 but not their memory (3.35 against 4.8 TB/s), and some of
 * the H100's lines lose to cuBLAS on the H200 (README, "On an H200"), so a
 * table may serve one device alone. */
struct symv_tuned {
    int cc;
    const char *device;
    symv_table table;
};

/* A type's tables: the tuned ones, most specific first, then the default
 * for every other GPU. */
struct symv_tables {
    const symv_tuned *tuned;
    size_t count;
    symv_table fallback;
};

/* The entry for this device, uplo and n: the first tuned table that serves
 * the device, else the default one. */
inline const symv_entry *symv_entry_for(const symv_tables &t, const trident_cuda_state *st, bool lower, int64_t n)
{
    const int cc = st->props.major * 10 + st->props.minor;
    for (size_t k = 0; k < t.count; ++k) {
        const symv_tuned &u = t.tuned[k];
        if (u.cc != cc || (u.device && !std::strstr(st->props.name, u.device))) continue;
        if (const symv_entry *e = symv_pick(u.table, lower, n)) return e;
    }
    return symv_pick(t.fallback, lower, n);
}

/* Who calls: a SYMV on its own (the public routines) or the one in each
 * column of a tridiagonalization's panel (trident_cuda_symv_in_reduction_<t>,
 * symv_workspace.h). */
enum symv_use { symv_alone, symv_in_reduction };

/* One cooperative launch (pass 2 after a grid barrier) or two (pass 2 a
 * launch of its own): the same bits either way.  On the H100 (session 37,
 * README "One launch or two"), a call on its own was faster with two
 * launches at every n from 1024 to 8192 and every type: 1-24% alone, 0-9%
 * back to back; inside one-stage xSYTRD one launch was faster (d 4096
 * 0.0889 s against 0.0910-0.0917), the next panel step starting beside its
 * sums.
 * Above 8192 one launch, as before (not measured against two there).
 * TRIDENT_SYMV_TWO_PASS=1 / =0 forces two / one (tests, measurements). */
constexpr int64_t kTwoLaunchMaxN = 8192;
inline bool symv_one_launch(symv_use use, int64_t n)
{
    const bool one = use == symv_in_reduction || n > kTwoLaunchMaxN;
    return !trident_env_flag("TRIDENT_SYMV_TWO_PASS", !one);
}

/* The most device workspace (bytes) a call of any order from 1 to n_hi
 * asks for on ctx's device: what a tridiagonalization has to hold before it
 * starts (the partials' layout depends on the entry, so on n; 0 where the
 * device cannot be had). */
template <class TR>
size_t symv_workspace_max(const symv_tables &tables, trident_context *ctx, bool lower, int64_t n_hi)
{
    trident_cuda_state *st = nullptr;
    if (trident_cuda_state_get(ctx, &st)) return 0;
    size_t most = 0;
    for (int64_t m = 1; m <= n_hi; ++m) {
        const symv_entry *e = symv_entry_for(tables, st, lower, m);
        const bool atomic = (ctx->deterministic == 0) && e->launch_atomic;
        const size_t b = symv_workspace_bytes(*e, atomic, st->props.multiProcessorCount, m, sizeof(typename TR::T));
        if (b > most) most = b;
    }
    return most;
}

/* The context held for the rest of a scope (context.h: one call at a time
 * on a context; recursive, so the tridiagonalization's own SYMV calls,
 * made under its driver's hold, pass). */
struct context_hold {
    const trident_context *ctx;
    explicit context_hold(const trident_context *c) : ctx(c) { trident_context_lock(ctx); }
    ~context_hold() { trident_context_unlock(ctx); }
    context_hold(const context_hold &) = delete;
    context_hold &operator=(const context_hold &) = delete;
};

template <class TR>
int symv_api(const char *routine, const symv_tables &tables, trident_context *ctx,
             char uplo, int64_t n, typename TR::T alpha, const typename TR::T *dA, int64_t ldda,
             const typename TR::T *dx, int64_t incx, typename TR::T beta, typename TR::T *dy,
             int64_t incy, symv_use use)
{
    typedef typename TR::T T;
    int status = trident_context_check(ctx);
    if (status) {
        trident_report(routine, status, "invalid (NULL or destroyed) context");
        return status;
    }
    trident_int info = 0;
    const bool lower = trident_lsame(uplo, 'L');
    if (!lower && !trident_lsame(uplo, 'U')) trident_illegal_argument(routine, 2, &info);
    else if (n < 0) trident_illegal_argument(routine, 3, &info);
    else if (!dA && n > 0) trident_illegal_argument(routine, 5, &info);
    else if (ldda < (n > 1 ? n : 1)) trident_illegal_argument(routine, 6, &info);
    else if (!dx && n > 0) trident_illegal_argument(routine, 7, &info);
    else if (incx == 0) trident_illegal_argument(routine, 8, &info);
    else if (!dy && n > 0) trident_illegal_argument(routine, 10, &info);
    else if (incy == 0) trident_illegal_argument(routine, 11, &info);
    if (info) return (int)info;

    /* quick return (reference BLAS): nothing to do */
    if (n == 0 || (TR::is_zero(alpha) && TR::is_one(beta))) return TRIDENT_SUCCESS;

    const context_hold hold(ctx); /* its stream, workspace and last_backend */
    trident_cuda_state *st = nullptr;
    status = trident_cuda_state_get(ctx, &st);
    if (status) {
        trident_report(routine, status, "no usable CUDA device");
        return status;
    }
    ctx->last_backend = "cuda";
    T *y0 = dy + (incy < 0 ? (1 - n) * incy : 0);
    cudaError_t err;
    if (TR::is_zero(alpha)) {
        err = symv_enqueue_scale<TR>(n, beta, y0, incy, st->stream);
    } else {
        const symv_entry *e = symv_entry_for(tables, st, lower, n);
        const bool atomic = (ctx->deterministic == 0) && e->launch_atomic;
        const size_t wsb = symv_workspace_bytes(*e, atomic, st->props.multiProcessorCount, n, sizeof(T));
        void *ws = nullptr;
        status = trident_cuda_workspace(ctx, wsb, &ws);
        if (status) {
            trident_report(routine, status, "cannot allocate %zu bytes of device workspace", wsb);
            return status;
        }
        const T *x0 = dx + (incx < 0 ? (1 - n) * incx : 0);
        err = symv_enqueue<TR>(*e, atomic, symv_one_launch(use, n), st->props.multiProcessorCount, n, alpha, dA,
                               ldda, x0, incx, beta, y0, incy, ws, st->stream);
    }
    if (err != cudaSuccess) {
        status = trident_cuda_status(err);
        trident_report(routine, status, "CUDA error: %s", cudaGetErrorString(err));
        return status;
    }
    return TRIDENT_SUCCESS;
}

} /* namespace symv */
} /* namespace trident */

/* The public routine NAME of type letter t, scalar type S, and its
 * tridiagonalization entry trident_cuda_symv_in_reduction_<t>
 * (symv_workspace.h), both over the file's NAME_for(use, arguments). */
#define TRIDENT_SYMV_ENTRIES(NAME, t, S)                                                                      \
    extern "C" int NAME(trident_context *ctx, char uplo, int64_t n, S alpha, const S *dA, int64_t ldda,       \
                        const S *dx, int64_t incx, S beta, S *dy, int64_t incy)                                \
    {                                                                                                          \
        return NAME##_for(trident::symv::symv_alone, ctx, uplo, n, alpha, dA, ldda, dx, incx, beta, dy, incy); \
    }                                                                                                          \
    extern "C" int trident_cuda_symv_in_reduction_##t(trident_context *ctx, char uplo, int64_t n, S alpha,    \
                                                      const S *dA, int64_t ldda, const S *dx, int64_t incx,  \
                                                      S beta, S *dy, int64_t incy)                           \
    {                                                                                                          \
        return NAME##_for(trident::symv::symv_in_reduction, ctx, uplo, n, alpha, dA, ldda, dx, incx, beta, dy, \
                          incy);                                                                               \
    }

/* Expand the tables for one type letter t into arrays and their list,
 * symv_tables (the H200's before the H100's: symv_entry_for takes the
 * first that serves the device). */
#define TRIDENT_SYMV_TABLES(t, TR)                                                                        \
    namespace {                                                                                           \
    const trident::symv::symv_entry symv_sm90_h200_entries[] = {                                          \
        TRIDENT_SYMV_TABLE_SM90_H200(TRIDENT_SYMV_X_##t)};                                                \
    const trident::symv::symv_entry symv_sm90_entries[] = {TRIDENT_SYMV_TABLE_SM90(TRIDENT_SYMV_X_##t)};  \
    const trident::symv::symv_entry symv_default_entries[] = {                                            \
        TRIDENT_SYMV_TABLE_DEFAULT(TRIDENT_SYMV_X_##t)};                                                  \
    const trident::symv::symv_tuned symv_tuned_tables[] = {                                               \
        {90, TRIDENT_SYMV_DEVICE_SM90_H200,                                                               \
         {symv_sm90_h200_entries, sizeof symv_sm90_h200_entries / sizeof symv_sm90_h200_entries[0]}},     \
        {90, nullptr, {symv_sm90_entries, sizeof symv_sm90_entries / sizeof symv_sm90_entries[0]}}};      \
    const trident::symv::symv_tables symv_tables = {                                                      \
        symv_tuned_tables, sizeof symv_tuned_tables / sizeof symv_tuned_tables[0],                        \
        {symv_default_entries, sizeof symv_default_entries / sizeof symv_default_entries[0]}};            \
    }

/* X-macro filters: keep the lines of one type letter. */
#define TRIDENT_SYMV_KEEP_(TR, ...) TRIDENT_SYMV_ENTRY_(TR, __VA_ARGS__)
#define TRIDENT_SYMV_X_s(t, ...) TRIDENT_SYMV_SEL_##t(s, __VA_ARGS__)
#define TRIDENT_SYMV_X_d(t, ...) TRIDENT_SYMV_SEL_##t(d, __VA_ARGS__)
#define TRIDENT_SYMV_X_c(t, ...) TRIDENT_SYMV_SEL_##t(c, __VA_ARGS__)
#define TRIDENT_SYMV_X_z(t, ...) TRIDENT_SYMV_SEL_##t(z, __VA_ARGS__)
#define TRIDENT_SYMV_X_w(t, ...) TRIDENT_SYMV_SEL_##t(w, __VA_ARGS__)
/* TRIDENT_SYMV_SEL_<line type>(<wanted type>, ...): emit when equal */
#define TRIDENT_SYMV_SEL_s(want, ...) TRIDENT_SYMV_EQ_s_##want(__VA_ARGS__)
#define TRIDENT_SYMV_SEL_d(want, ...) TRIDENT_SYMV_EQ_d_##want(__VA_ARGS__)
#define TRIDENT_SYMV_SEL_c(want, ...) TRIDENT_SYMV_EQ_c_##want(__VA_ARGS__)
#define TRIDENT_SYMV_SEL_z(want, ...) TRIDENT_SYMV_EQ_z_##want(__VA_ARGS__)
#define TRIDENT_SYMV_SEL_w(want, ...) TRIDENT_SYMV_EQ_w_##want(__VA_ARGS__)
#define TRIDENT_SYMV_EQ_s_s(...) TRIDENT_SYMV_KEEP_(trident::symv::traits_s, __VA_ARGS__)
#define TRIDENT_SYMV_EQ_d_d(...) TRIDENT_SYMV_KEEP_(trident::symv::traits_d, __VA_ARGS__)
#define TRIDENT_SYMV_EQ_c_c(...) TRIDENT_SYMV_KEEP_(trident::symv::traits_c, __VA_ARGS__)
#define TRIDENT_SYMV_EQ_z_z(...) TRIDENT_SYMV_KEEP_(trident::symv::traits_z, __VA_ARGS__)
#define TRIDENT_SYMV_EQ_w_w(...) TRIDENT_SYMV_KEEP_(trident::symv::traits_w, __VA_ARGS__)
#define TRIDENT_SYMV_EQ_s_d(...)
#define TRIDENT_SYMV_EQ_s_c(...)
#define TRIDENT_SYMV_EQ_s_z(...)
#define TRIDENT_SYMV_EQ_s_w(...)
#define TRIDENT_SYMV_EQ_d_s(...)
#define TRIDENT_SYMV_EQ_d_c(...)
#define TRIDENT_SYMV_EQ_d_z(...)
#define TRIDENT_SYMV_EQ_d_w(...)
#define TRIDENT_SYMV_EQ_c_s(...)
#define TRIDENT_SYMV_EQ_c_d(...)
#define TRIDENT_SYMV_EQ_c_z(...)
#define TRIDENT_SYMV_EQ_c_w(...)
#define TRIDENT_SYMV_EQ_z_s(...)
#define TRIDENT_SYMV_EQ_z_d(...)
#define TRIDENT_SYMV_EQ_z_c(...)
#define TRIDENT_SYMV_EQ_z_w(...)
#define TRIDENT_SYMV_EQ_w_s(...)
#define TRIDENT_SYMV_EQ_w_d(...)
#define TRIDENT_SYMV_EQ_w_c(...)
#define TRIDENT_SYMV_EQ_w_z(...)

#endif
