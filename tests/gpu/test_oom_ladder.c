/*
 * test_oom_ladder.c -- out of device memory at every point of a solve.
 * Each device entry runs with the device filled so that about F bytes stay
 * free, F climbing from 16 MiB in steps of 16 MiB until the call has
 * succeeded on three rungs in a row.  At every rung the call must either
 *   - succeed, with eigenvalues within 30 n |A| eps of those computed with
 *     the device free (a path chosen for want of memory may differ in the
 *     last bits; eps of the precision's real type), or
 *   - return TRIDENT_INFO_OUT_OF_MEMORY with every output (dA, dB, dW, d, e,
 *     tau) bitwise as it was: everything a solve needs is taken before it
 *     writes, so a caller never gets back a half-reduced matrix.
 * Each rung runs on a fresh context (its stream, handles and workspace made
 * on the full device) and on a warm one (its workspace grown by the
 * earlier calls).
 *
 * The first argument picks the precision: s, d (the default), c or z, and
 * the same entries run in each: trident_{s,d}syevd_gpu /
 * trident_{c,z}heevd_gpu ('V' and 'N'), trident_{s,d}sytrd_gpu /
 * trident_{c,z}hetrd_gpu (T's eigenvalues by LAPACK's dsterf on d and e in
 * double), trident_{s,d}sygvd_gpu / trident_{c,z}hegvd_gpu (itype 1, 'V'),
 * trident_{s,d}syevx_gpu / trident_{c,z}heevx_gpu (the lowest n/10 with
 * vectors; dZ must stay untouched too), at n = 1500 (and 3000 for d); and
 * at n = 1500 the LAPACK-compatible trident_{s,d}syevd / trident_{c,z}heevd
 * ('V', LAPACK's workspace query, host pointers, the context bound to the
 * thread, GPU crossover 1):
 *   - under backend gpu it succeeds or fails as above, A and W on the host
 *     untouched;
 *   - under backend auto it must succeed at every rung (README: out of
 *     device memory it falls back to the host), over at least the rungs
 *     that backend gpu needed before it succeeded.
 * The complex paths call other cuBLAS routines (xHER2K, complex TRSM, z's
 * ZGEMM3M) that might take memory of their own.  A and B are made in double
 * and rounded once to the precision's element type (float for s and c):
 * that copy goes to the device and is what "untouched" compares against.
 * ctest runs each precision again with TRIDENT_TWO_STAGE_MIN_N=1000 (the
 * two-stage route at both orders); for s and c that run also sets
 * TRIDENT_FP32_GEMM=always, so that every FP32 product goes the three-TF32
 * way, whose split operands are taken with cudaMallocAsync mid-solve and,
 * where they cannot be had, must give way to the native GEMM
 * (backend/cuda/cuda_tf32x3.h).  Exits 77 (skipped) without a CUDA device.
 *
 * ctest sets CUDA_MODULE_LOADING=EAGER: with lazy loading (CUDA 12's
 * default) a kernel's code is put on the device at its first launch, which
 * on a nearly full device can fail mid-solve (cuBLAS's trmm said
 * INTERNAL_ERROR, a kernel of ours cudaErrorUnknown, where a path chosen for
 * want of memory launched kernels for the first time: H100, session 40).
 * No library can reserve that memory for the CUDA runtime; the README says
 * what a program running at the edge of device memory should set.
 */
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cuda_runtime_api.h>

#include "trident.h"
#include "trident_cuda.h"
#include "common/elem_data.h"
#include "common/test_device.h"
#include "common/test_lapack.h"
#include "common/test_util.h"

enum { STEP_MIB = 16, SUCCESSES_TO_STOP = 3, MAX_RUNGS = 400, MAX_BLOCKS = 8192 };

typedef enum { SYEVD_V, SYEVD_N, SYTRD, SYGVD_V, SYEVX_V, HOST_SYEVD_GPU, HOST_SYEVD_AUTO, NROUTINES } routine;
/* a routine's name after the precision's prefix (ssy, dsy, che, zhe) */
static const char *const routine_suffixes[NROUTINES] = {
    "evd_gpu V", "evd_gpu N", "trd_gpu", "gvd_gpu V", "evx_gpu V I", "evd V (gpu)", "evd V (auto)"};
static elem_kind prec = {'d', 1, 0}; /* the run's precision (first argument) */
static char routine_names[NROUTINES][24];
static const char *name_of(routine r) { return routine_names[r]; }
enum { HOST_MAX_N = 1500 }; /* the host-pointer entries run at this order only (the fallback's host solves) */

static int is_host_entry(routine r) { return r == HOST_SYEVD_GPU || r == HOST_SYEVD_AUTO; }

/* a context as routine r runs on it: the host-pointer entries on the GPU
 * from n = 1, under backend gpu or auto */
static int configure(trident_context *ctx, routine r)
{
    /* TRIDENT_VERBOSE=1 traces each failed allocation with the free memory */
    const char *verbose = getenv("TRIDENT_VERBOSE");
    if (verbose && trident_context_set_verbosity(ctx, atoi(verbose)) != TRIDENT_SUCCESS) return 0;
    if (!is_host_entry(r)) return 1;
    return trident_context_set_backend(ctx, r == HOST_SYEVD_GPU ? TRIDENT_BACKEND_GPU : TRIDENT_BACKEND_AUTO) ==
               TRIDENT_SUCCESS &&
           trident_context_set_gpu_crossover(ctx, 1) == TRIDENT_SUCCESS;
}

/* the library's reports: silent (out of memory is expected on most rungs), printed under
 * TRIDENT_VERBOSE so that an unexpected info names its cause */
static void ladder_handler(const char *r, trident_int info, const char *m, void *u)
{
    (void)u;
    if (getenv("TRIDENT_VERBOSE")) fprintf(stderr, "report: %s info %d: %s\n", r, (int)info, m);
}

/* real i of an array of the precision's reals (float or double), as a double */
static double get_real(const void *x, size_t i) { return prec.dbl ? ((const double *)x)[i] : ((const float *)x)[i]; }
static void set_real(void *x, size_t i, double v)
{
    if (prec.dbl) ((double *)x)[i] = v;
    else ((float *)x)[i] = (float)v;
}
static void to_native(void *x, const double *v, size_t count)
{
    for (size_t i = 0; i < count; ++i) set_real(x, i, v[i]);
}
static void to_double(double *v, const void *x, size_t count)
{
    for (size_t i = 0; i < count; ++i) v[i] = get_real(x, i);
}

/* The problem of order n: A symmetric (Hermitian), B symmetric (Hermitian)
 * positive definite.  Matrices are made as arrays of doubles, `parts`
 * (1 real, 2 complex) per element, and rounded once to the precision's
 * element type (native: float or double parts); "reals" count the parts of
 * that type. */
typedef struct problem {
    int n, k, parts;         /* order, the subset's lowest k = n / 10, parts per element */
    double *a, *b;           /* host, in double */
    void *na, *nb;           /* host, native: what goes to the device */
    void *fill;              /* host, native: the outputs' fill (reals) */
    void *ha, *hw;           /* host, native: A and W of the host-pointer entries */
    void *da, *db, *dout;    /* device: A, B, and 4n reals of outputs (dW, or d, e and tau), then dZ (n x k) */
    double ref[NROUTINES][3000]; /* eigenvalues with the device free */
} problem;

/* reals in a matrix: doubles in a and b, native parts in the others */
static size_t matrix_reals(const problem *p) { return (size_t)p->n * p->n * p->parts; }
static size_t matrix_bytes(const problem *p) { return matrix_reals(p) * elem_real_bytes(&prec); } /* native */
/* outputs in reals: 4n, dZ aligned to its element after them */
static size_t outputs(const problem *p) { return 4 * (size_t)p->n + (size_t)p->n * p->k * p->parts; }
static size_t output_bytes(const problem *p) { return outputs(p) * elem_real_bytes(&prec); }
static double fill_value(size_t i) { return -0.5 - (double)i; } /* exact in float too: i < 2^23 */
/* the real at index i of the native array x */
static void *real_at(void *x, size_t i) { return (char *)x + i * elem_real_bytes(&prec); }

/* dA, dB and the outputs as the caller left them: A, B and a fill */
static int load(problem *p)
{
    const size_t bytes = matrix_bytes(p);
    memcpy(p->ha, p->na, bytes);
    memcpy(p->hw, p->fill, (size_t)p->n * elem_real_bytes(&prec));
    return test_memcpy(p->da, p->na, bytes, cudaMemcpyHostToDevice) == cudaSuccess &&
           test_memcpy(p->db, p->nb, bytes, cudaMemcpyHostToDevice) == cudaSuccess &&
           test_memcpy(p->dout, p->fill, output_bytes(p), cudaMemcpyHostToDevice) == cudaSuccess;
}

/* NULL when dA, dB, the outputs and the host A and W are still as load
 * left them, else the name of the first that is not */
static const char *written(const problem *p)
{
    const size_t bytes = matrix_bytes(p), out_bytes = output_bytes(p);
    void *back = malloc(bytes > out_bytes ? bytes : out_bytes);
    const char *what = back ? NULL : "(no memory to check)";
    if (!what && (test_memcpy(back, p->da, bytes, cudaMemcpyDeviceToHost) != cudaSuccess || memcmp(back, p->na, bytes)))
        what = "dA";
    if (!what && (test_memcpy(back, p->db, bytes, cudaMemcpyDeviceToHost) != cudaSuccess || memcmp(back, p->nb, bytes)))
        what = "dB";
    if (!what && (test_memcpy(back, p->dout, out_bytes, cudaMemcpyDeviceToHost) != cudaSuccess ||
                  memcmp(back, p->fill, out_bytes)))
        what = "the device outputs (dW, d, e, tau or dZ)";
    if (!what && memcmp(p->ha, p->na, bytes)) what = "the host A";
    if (!what && memcmp(p->hw, p->fill, (size_t)p->n * elem_real_bytes(&prec))) what = "the host W";
    free(back);
    return what;
}

/* the eigenvalues a call of r returns: the subset's k, else n */
static int values(const problem *p, routine r) { return r == SYEVX_V ? p->k : p->n; }

/* the precision's LAPACK-compatible xSYEVD / xHEEVD ('V', 'L') on the host
 * copies; rwork is not referenced for s and d */
static void host_syevd(problem *p, void *work, trident_int lwork, void *rwork, trident_int lrwork,
                       trident_int *iwork, trident_int liwork, trident_int *info)
{
    const trident_int n = p->n;
    void *a = p->ha, *w = p->hw;
    switch (prec.name) {
    case 's': trident_ssyevd('V', 'L', n, a, n, w, work, lwork, iwork, liwork, info); break;
    case 'd': trident_dsyevd('V', 'L', n, a, n, w, work, lwork, iwork, liwork, info); break;
    case 'c': trident_cheevd('V', 'L', n, a, n, w, work, lwork, rwork, lrwork, iwork, liwork, info); break;
    default: trident_zheevd('V', 'L', n, a, n, w, work, lwork, rwork, lrwork, iwork, liwork, info); break;
    }
}

/* the host-pointer entry after LAPACK's workspace query, ctx bound to the
 * thread */
static trident_int call_host_syevd(trident_context *ctx, problem *p)
{
    trident_int info = -9999, iq = 0;
    double wq[2] = {0, 0}, rq = 0; /* room for one element of any precision */
    if (trident_set_thread_context(ctx) != TRIDENT_SUCCESS) return -9995;
    host_syevd(p, wq, -1, &rq, -1, &iq, -1, &info);
    /* the sizes: the real parts of work[0] and rwork[0] (exact in float at these orders), iwork[0] */
    const trident_int lwork = (trident_int)get_real(wq, 0), lrwork = prec.cplx ? (trident_int)get_real(&rq, 0) : 0;
    const trident_int liwork = iq;
    void *work = info == 0 ? malloc((size_t)lwork * elem_bytes(&prec)) : NULL;
    void *rwork = work ? malloc(((size_t)lrwork + 1) * elem_real_bytes(&prec)) : NULL; /* + 1: never malloc(0) */
    trident_int *iwork = rwork ? malloc((size_t)liwork * sizeof(trident_int)) : NULL;
    if (iwork) host_syevd(p, work, lwork, rwork, lrwork, iwork, liwork, &info);
    else if (info == 0) info = -9994;
    free(work), free(rwork), free(iwork);
    trident_set_thread_context(NULL);
    return info;
}

/* device entry r of the precision on the loaded problem; its info */
static trident_int call_device(trident_context *ctx, routine r, problem *p)
{
    const int n = p->n;
    trident_int info = -9999, m = -1;
    trident_int *ifail = r == SYEVX_V ? malloc((size_t)n * sizeof(trident_int)) : NULL;
    if (r == SYEVX_V && !ifail) return -9993;
    void *a = p->da, *b = p->db, *d = p->dout, *e = real_at(d, n), *tau = real_at(d, 2 * (size_t)n),
         *z = real_at(d, 4 * (size_t)n); /* z: the subset's vectors */
    const char jobz = r == SYEVD_N ? 'N' : 'V';
    const int64_t k = p->k;
    switch (r) {
    case SYEVD_V:
    case SYEVD_N:
        switch (prec.name) {
        case 's': trident_ssyevd_gpu(ctx, jobz, 'L', n, a, n, d, &info); break;
        case 'd': trident_dsyevd_gpu(ctx, jobz, 'L', n, a, n, d, &info); break;
        case 'c': trident_cheevd_gpu(ctx, jobz, 'L', n, a, n, d, &info); break;
        default: trident_zheevd_gpu(ctx, jobz, 'L', n, a, n, d, &info); break;
        }
        break;
    case SYTRD:
        switch (prec.name) {
        case 's': trident_ssytrd_gpu(ctx, 'L', n, a, n, d, e, tau, &info); break;
        case 'd': trident_dsytrd_gpu(ctx, 'L', n, a, n, d, e, tau, &info); break;
        case 'c': trident_chetrd_gpu(ctx, 'L', n, a, n, d, e, tau, &info); break;
        default: trident_zhetrd_gpu(ctx, 'L', n, a, n, d, e, tau, &info); break;
        }
        break;
    case SYGVD_V:
        switch (prec.name) {
        case 's': trident_ssygvd_gpu(ctx, 1, 'V', 'L', n, a, n, b, n, d, &info); break;
        case 'd': trident_dsygvd_gpu(ctx, 1, 'V', 'L', n, a, n, b, n, d, &info); break;
        case 'c': trident_chegvd_gpu(ctx, 1, 'V', 'L', n, a, n, b, n, d, &info); break;
        default: trident_zhegvd_gpu(ctx, 1, 'V', 'L', n, a, n, b, n, d, &info); break;
        }
        break;
    case SYEVX_V:
        switch (prec.name) {
        case 's': trident_ssyevx_gpu(ctx, 'V', 'I', 'L', n, a, n, 0, 0, 1, k, 0, &m, d, z, n, ifail, &info); break;
        case 'd': trident_dsyevx_gpu(ctx, 'V', 'I', 'L', n, a, n, 0, 0, 1, k, 0, &m, d, z, n, ifail, &info); break;
        case 'c': trident_cheevx_gpu(ctx, 'V', 'I', 'L', n, a, n, 0, 0, 1, k, 0, &m, d, z, n, ifail, &info); break;
        default: trident_zheevx_gpu(ctx, 'V', 'I', 'L', n, a, n, 0, 0, 1, k, 0, &m, d, z, n, ifail, &info); break;
        }
        break;
    default: break;
    }
    free(ifail);
    if (info == 0 && r == SYEVX_V && m != p->k) info = -9996;
    return info;
}

/* The routine on the loaded problem; its eigenvalues, in double, to w (for
 * xSYTRD: those of T, by LAPACK's dsterf on d and e in double, whatever the
 * precision) */
static trident_int call(trident_context *ctx, routine r, problem *p, double *w)
{
    const int n = p->n;
    if (is_host_entry(r)) {
        const trident_int info = call_host_syevd(ctx, p);
        if (info == 0) to_double(w, p->hw, (size_t)n);
        return info;
    }
    trident_int info = call_device(ctx, r, p);
    if (info != 0) return info;
    const size_t bytes = 2 * (size_t)n * elem_real_bytes(&prec);
    void *de = malloc(bytes);
    double *e = malloc((size_t)n * sizeof(double));
    if (!de || !e || test_memcpy(de, p->dout, bytes, cudaMemcpyDeviceToHost) != cudaSuccess) {
        free(de), free(e);
        return -9998;
    }
    to_double(w, de, (size_t)n), to_double(e, real_at(de, (size_t)n), (size_t)n);
    if (r == SYTRD) {
        blas_int bn = n, linfo = 0;
        dsterf_(&bn, w, e, &linfo);
        if (linfo) info = -9997;
    }
    free(de), free(e);
    return info;
}

static double max_abs(const problem *p, const double *m)
{
    double x = 0;
    for (size_t i = 0; i < matrix_reals(p); ++i) x = fmax(x, fabs(m[i])); /* complex: by parts */
    return x;
}

/* the ladder for one routine and one kind of context, at least min_rungs
 * rungs long; returns its length */
static int ladder(problem *p, routine r, int fresh_each, int min_rungs)
{
    const int n = p->n;
    trident_context *warm = NULL;
    if (!fresh_each && (trident_context_create(&warm) || !configure(warm, r))) {
        CHECK(0, "n = %d %s: no context", n, name_of(r));
        trident_context_destroy(warm);
        return 0;
    }
    /* the scale of the eigenvalues: |A| (itype 1 with B >= n I: smaller) */
    const double eps = prec.dbl ? DBL_EPSILON : FLT_EPSILON;
    const double tol = 30.0 * n * eps * (double)n * max_abs(p, p->a);
    double *w = malloc((size_t)n * sizeof(double));
    int successes = 0, failures = 0, rungs = 0;
    void **blocks = malloc(MAX_BLOCKS * sizeof(void *));
    for (int rung = 1; w && blocks && rung <= MAX_RUNGS && (successes < SUCCESSES_TO_STOP || rung <= min_rungs);
         ++rung, ++rungs) {
        if (!load(p)) {
            CHECK(0, "n = %d %s: loading failed", n, name_of(r));
            break;
        }
        trident_context *ctx = warm;
        if (fresh_each && (trident_context_create(&ctx) || !configure(ctx, r))) {
            CHECK(0, "n = %d %s: no context", n, name_of(r));
            trident_context_destroy(ctx);
            break;
        }
        const int nblocks = exhaust_device(blocks, MAX_BLOCKS, (size_t)rung * STEP_MIB << 20);
        const trident_int info = call(ctx, r, p, w);
        if (fresh_each) trident_context_destroy(ctx);
        for (int k = 0; k < nblocks; ++k) cudaFree(blocks[k]);
        if (info == TRIDENT_INFO_OUT_OF_MEMORY) {
            ++failures, successes = 0;
            CHECK(r != HOST_SYEVD_AUTO, "n = %d %s (%s context), about %d MiB free: out of memory under backend auto "
                  "(expected the host fallback)", n, name_of(r), fresh_each ? "fresh" : "warm", rung * STEP_MIB);
            const char *what = written(p);
            CHECK(!what, "n = %d %s (%s context), about %d MiB free: out of memory, but %s was written", n,
                  name_of(r), fresh_each ? "fresh" : "warm", rung * STEP_MIB, what);
            continue;
        }
        CHECK(info == 0, "n = %d %s (%s context), about %d MiB free: info %d (expected 0 or out of memory)", n,
              name_of(r), fresh_each ? "fresh" : "warm", rung * STEP_MIB, (int)info);
        if (info != 0) break;
        double diff = 0;
        for (int i = 0; i < values(p, r); ++i) diff = fmax(diff, fabs(w[i] - p->ref[r][i]));
        CHECK(diff <= tol, "n = %d %s (%s context), about %d MiB free: eigenvalues %.3g from the free device's",
              n, name_of(r), fresh_each ? "fresh" : "warm", rung * STEP_MIB, diff);
        ++successes;
    }
    CHECK(successes >= SUCCESSES_TO_STOP, "n = %d %s: never succeeded %d times in a row", n, name_of(r),
          SUCCESSES_TO_STOP);
    printf("n = %4d %-15s %s context: out of memory on %d of %d rungs of %d MiB, then %d successes\n", n,
           name_of(r), fresh_each ? "fresh" : "warm ", failures, rungs, STEP_MIB, successes);
    free(blocks), free(w);
    if (warm) trident_context_destroy(warm);
    return rungs;
}

static void run_order(int n)
{
    problem *p = calloc(1, sizeof *p);
    if (!p) {
        CHECK(0, "n = %d: setup failed", n);
        return;
    }
    p->n = n, p->k = n / 10, p->parts = prec.cplx ? 2 : 1;
    const size_t bytes = matrix_bytes(p), hw_bytes = (size_t)n * elem_real_bytes(&prec);
    p->a = malloc(matrix_reals(p) * sizeof(double)), p->b = malloc(matrix_reals(p) * sizeof(double));
    p->na = malloc(bytes), p->nb = malloc(bytes), p->fill = malloc(output_bytes(p));
    p->ha = malloc(bytes), p->hw = malloc(hw_bytes);
    int ok = p->a && p->b && p->na && p->nb && p->fill && p->ha && p->hw &&
             cudaMalloc(&p->da, bytes) == cudaSuccess && cudaMalloc(&p->db, bytes) == cudaSuccess &&
             cudaMalloc(&p->dout, output_bytes(p)) == cudaSuccess;
    CHECK(ok, "n = %d: setup failed", n);
    if (ok) {
        test_seed(4000 + (uint64_t)n + 7 * (uint64_t)prec.cplx); /* s and c: the matrices of d and z */
        const size_t q = (size_t)p->parts;
        for (int c = 0; c < n; ++c)
            for (int i = c; i < n; ++i) {
                const size_t lo = (i + (size_t)c * n) * q, up = (c + (size_t)i * n) * q; /* (i, c) and (c, i) */
                p->a[lo] = p->a[up] = test_uniform();
                p->b[lo] = p->b[up] = i == c ? n + test_uniform() : test_uniform();
                if (q == 2) { /* the imaginary parts: conjugate across the diagonal, zero on it */
                    const double ya = i == c ? 0 : test_uniform(), yb = i == c ? 0 : test_uniform();
                    p->a[lo + 1] = ya, p->a[up + 1] = -ya;
                    p->b[lo + 1] = yb, p->b[up + 1] = -yb;
                }
            }
        to_native(p->na, p->a, matrix_reals(p)), to_native(p->nb, p->b, matrix_reals(p));
        for (size_t i = 0; i < outputs(p); ++i) set_real(p->fill, i, fill_value(i));
        const int routines = n <= HOST_MAX_N ? NROUTINES : HOST_SYEVD_GPU;
        for (int r = 0; ok && r < routines; ++r) {
            trident_context *ctx = NULL;
            ok = trident_context_create(&ctx) == 0 && configure(ctx, (routine)r) && load(p) &&
                 call(ctx, (routine)r, p, p->ref[r]) == 0;
            CHECK(ok, "n = %d %s: the reference call failed", n, name_of(r));
            trident_context_destroy(ctx);
        }
        int gpu_rungs[2] = {0, 0}; /* backend gpu's ladders, fresh and warm: backend auto's shortest */
        for (int r = 0; ok && r < routines; ++r)
            for (int fresh = 1; fresh >= 0; --fresh) {
                const int rungs = ladder(p, (routine)r, fresh, r == HOST_SYEVD_AUTO ? gpu_rungs[fresh] : 0);
                if (r == HOST_SYEVD_GPU) gpu_rungs[fresh] = rungs;
            }
    }
    cudaFree(p->da), cudaFree(p->db), cudaFree(p->dout);
    free(p->a), free(p->b), free(p->na), free(p->nb), free(p->fill), free(p->ha), free(p->hw), free(p);
}

int main(int argc, char **argv)
{
    /* the precision: its letter, whether its reals are doubles, whether complex */
    static const elem_kind kinds[] = {{'s', 0, 0}, {'d', 1, 0}, {'c', 0, 1}, {'z', 1, 1}};
    int found = argc == 1;
    for (int i = 0; argc == 2 && i < 4; ++i)
        if (argv[1][0] == kinds[i].name && argv[1][1] == 0) prec = kinds[i], found = 1;
    if (!found) {
        fprintf(stderr, "usage: %s [s|d|c|z]\n", argv[0]);
        return 2;
    }
    for (int r = 0; r < NROUTINES; ++r)
        snprintf(routine_names[r], sizeof routine_names[r], "%c%s%s", prec.name, prec.cplx ? "he" : "sy",
                 routine_suffixes[r]);
    if (!trident_gpu_available()) {
        printf("SKIP: no CUDA device\n");
        return TEST_SKIP_CODE;
    }
    trident_set_error_handler(ladder_handler, NULL);
    run_order(1500);
    if (prec.name == 'd') run_order(3000);
    char name[16];
    snprintf(name, sizeof name, "oom_ladder %c", prec.name);
    return test_finish(prec.name == 'd' ? "oom_ladder" : name);
}
