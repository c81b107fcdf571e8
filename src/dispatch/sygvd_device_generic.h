/*
 * sygvd_device_generic.h -- the generalized eigen driver on device memory
 * (contract: sygvd_device_decl_generic.h), written once per precision:
 *   1. B = U^H U or L L^H          cuSOLVER xPOTRF (64-bit API)
 *   2. C = inv(U^H) A inv(U), inv(L) A inv(L^H)     (itype 1)
 *      C = U A U^H, L^H A L                         (itype 2, 3)
 *   3. C = Y Lambda Y^H            trident_syevd_device
 *   4. Z = inv(U) Y, inv(L^H) Y    (itype 1, 2)
 *      Z = U^H Y, L Y              (itype 3)       as LAPACK's xSYGVD
 *
 * The reduction (2) does not follow xSYGST's blocked algorithm, which
 * loops over panels with small calls.  itype 1 halves the matrix
 * recursively (gv_reduce_generic.h): the leading block's C, then the
 * off-diagonal block by two TRSMs and two HEMMs, the trailing block updated
 * by one HER2K and reduced the same way; blocks of at most
 * TRIDENT_GV_REDUCE_LEAF columns (crossover.h; the environment variable of
 * that name overrides it) are made full Hermitian and go through two
 * TRSMs.  That is n^3 flops, all in large level-3 calls on the matrix units
 * and no host round trip.  It replaced two TRSMs on the full matrix (2n^3
 * flops); on the H100 (`build/bench/bench_gv_parts 8192 z 1024`, the same
 * with 16384 z, 8192 d, 16384 d): z 8192 99 ms for the two TRSMs against
 * 80 ms recursive, z 16384 785 against 555 ms, d 8192 30.5 against 28.8 ms,
 * d 16384 210 against 173 ms.  Only the stored triangle of C is computed
 * (and the other triangle of the leaf diagonal blocks); the standard driver
 * reads the stored one.
 * itype 2 and 3 still make A full Hermitian from its stored triangle (one
 * small kernel) and run two TRMMs on the full matrix, 2n^3 flops, both
 * triangles computed; a recursive variant of the same shape would halve
 * that too (not done).
 */

#define TRI_CUBLAS64(name) TRI_PASTE4(cublas, TRI_CHU, name, _64)
#define TRI_GV_KERNEL(step) TRI_PASTE3(trident_cuda_gv_, step, TRI_PASTE2(_, TRI_CH))

static cudaDataType TRI_SFX(gv_data_type)(void)
{
    const int single = sizeof(TRI_R) == sizeof(float);
    return TRI_COMPLEX ? (single ? CUDA_C_32F : CUDA_C_64F) : (single ? CUDA_R_32F : CUDA_R_64F);
}

/* B := its Cholesky factor.  Returns a TRIDENT_INFO_* status (dB untouched
 * when it is OUT_OF_MEMORY) and, in *minor, 0 or the order of the leading
 * minor that is not positive definite. */
static int TRI_SFX(gv_potrf)(trident_context *ctx, cudaStream_t stream, char uplo, int64_t n,
                             TRI_T *dB, int64_t lddb, int64_t *minor)
{
    cusolverDnHandle_t h;
    cusolverDnParams_t params = NULL;
    const cublasFillMode_t fill = uplo == 'U' ? CUBLAS_FILL_MODE_UPPER : CUBLAS_FILL_MODE_LOWER;
    const cudaDataType type = TRI_SFX(gv_data_type)();
    size_t dev_bytes = 0, host_bytes = 0;
    void *dwork = NULL, *hwork = NULL;
    int dev_info_host = 0;
    *minor = 0;

    int status = trident_cuda_cusolver(ctx, &h);
    if (!status && cusolverDnCreateParams(&params) != CUSOLVER_STATUS_SUCCESS) {
        params = NULL;
        status = TRIDENT_INFO_DEVICE_ERROR;
    }
    if (!status)
        status = trident_cusolver_status(cusolverDnXpotrf_bufferSize(h, params, fill, n, type, dB, lddb,
                                                                     type, &dev_bytes, &host_bytes));
    /* the workspace, then devInfo at an aligned offset behind it */
    const size_t info_offset = (dev_bytes + 255) / 256 * 256;
    if (!status) {
        const cudaError_t err = trident_cuda_malloc(&dwork, info_offset + sizeof(int));
        if (err != cudaSuccess) {
            dwork = NULL;
            status = trident_cuda_status(err);
        }
    }
    if (!status && host_bytes && !(hwork = malloc(host_bytes))) status = TRIDENT_INFO_OUT_OF_MEMORY;
    int *dev_info = dwork ? (int *)((char *)dwork + info_offset) : NULL;
    if (!status)
        status = trident_cusolver_status(cusolverDnXpotrf(h, params, fill, n, type, dB, lddb, type, dwork,
                                                          dev_bytes, hwork, host_bytes, dev_info));
    if (!status)
        status = trident_cuda_status(cudaMemcpyAsync(&dev_info_host, dev_info, sizeof(int),
                                                     cudaMemcpyDeviceToHost, stream));
    if (!status) status = trident_cuda_stream_wait(ctx, stream);
    if (!status && dev_info_host < 0) status = TRIDENT_INFO_DEVICE_ERROR; /* an argument: ours */
    if (!status) *minor = dev_info_host;
    if (dwork) cudaFree(dwork); /* synchronizes the device: nothing is queued on it any more */
    free(hwork);
    if (params) cusolverDnDestroyParams(params);
    return status;
}

#include "dispatch/gv_reduce_generic.h"

/* A := C (see the file comment: itype 1 on triangle uplo, itype 2 and 3 on
 * the full matrix). */
static int TRI_SFX(gv_reduce)(const trident_context *ctx, cublasHandle_t h, cudaStream_t stream, int itype, char uplo,
                              int64_t n, TRI_T *dA, int64_t ldda, const TRI_T *dB, int64_t lddb)
{
    const int upper = uplo == 'U';
    const cublasFillMode_t fill = upper ? CUBLAS_FILL_MODE_UPPER : CUBLAS_FILL_MODE_LOWER;
    const TRI_T one = 1;
    const void *pone = &one; /* complex scalars go to cuBLAS as cuComplex: same layout */
    int status;
    if (itype == 1) { /* inv(U^H) A inv(U)  or  inv(L) A inv(L^H) */
        const int64_t leaf = gv_reduce_leaf();
        TRI_T *scratch = NULL; /* none: the xHEMM steps (gv_reduce_generic.h) */
        if (n > leaf && trident_env_flag("TRIDENT_GV_REDUCE_GEMM", 1) &&
            trident_cuda_malloc((void **)&scratch, sizeof(TRI_T) * (size_t)gv_reduce_scratch_elems(n)) != cudaSuccess) {
            (void)cudaGetLastError(); /* an allocation failure is not sticky */
            scratch = NULL;
        }
        status = TRI_SFX(gv_reduce_standard)(ctx, h, stream, uplo, leaf, n, dA, ldda, dB, lddb, scratch);
        if (scratch) cudaFree(scratch); /* waits for the queued work that reads it */
    } else { /* U A U^H  or  L^H A L  (cuBLAS TRMM: in place with C = B) */
        status = trident_cuda_status((cudaError_t)TRI_GV_KERNEL(hermitian_full)(
            stream, uplo, n, dA, ldda, dA, ldda));
        if (!status)
            status = trident_cublas_status(TRI_CUBLAS64(trmm)(
                h, CUBLAS_SIDE_LEFT, fill, upper ? CUBLAS_OP_N : CUBLAS_OP_C, CUBLAS_DIAG_NON_UNIT,
                n, n, pone, (const void *)dB, lddb, (const void *)dA, ldda, (void *)dA, ldda));
        if (!status)
            status = trident_cublas_status(TRI_CUBLAS64(trmm)(
                h, CUBLAS_SIDE_RIGHT, fill, upper ? CUBLAS_OP_C : CUBLAS_OP_N,
                CUBLAS_DIAG_NON_UNIT, n, n, pone, (const void *)dB, lddb, (const void *)dA, ldda,
                (void *)dA, ldda));
    }
    /* C is Hermitian up to rounding: make its diagonal exactly real */
    if (!status)
        status = trident_cuda_status((cudaError_t)TRI_GV_KERNEL(real_diagonal)(stream, n, dA, ldda));
    return status;
}

/* Z := the eigenvectors of the original problem, from Y in dA. */
static int TRI_SFX(gv_back_transform)(const trident_context *ctx, cublasHandle_t h, int itype, char uplo,
                                      int64_t n, TRI_T *dA, int64_t ldda, const TRI_T *dB, int64_t lddb)
{
    const int upper = uplo == 'U';
    const cublasFillMode_t fill = upper ? CUBLAS_FILL_MODE_UPPER : CUBLAS_FILL_MODE_LOWER;
    const TRI_T one = 1;
    const void *pone = &one;
    if (itype == 1 || itype == 2) /* x = inv(U) y  or  inv(L^H) y */
        return TRI_SFX(gv_trsm)(ctx, h, 'L', uplo, upper ? 'N' : 'C', n, n, dB, lddb, dA, ldda);
    /* x = U^H y  or  L y */
    return trident_cublas_status(TRI_CUBLAS64(trmm)(
        h, CUBLAS_SIDE_LEFT, fill, upper ? CUBLAS_OP_C : CUBLAS_OP_N, CUBLAS_DIAG_NON_UNIT, n, n,
        pone, (const void *)dB, lddb, (const void *)dA, ldda, (void *)dA, ldda));
}

/* Steps 1 and 2 of trident_sygvd_device, run by the standard problem's
 * solve once all its buffers are held (trident_syevd_device_after): the
 * Cholesky factor of B, then A reduced to the standard problem.  Reports
 * its own failures. */
typedef struct TRI_SFX(gv_first_args) {
    trident_context *ctx;
    const char *routine;
    int factored, itype;
    char uplo;
    int64_t n;
    TRI_T *dA, *dB;
    int64_t ldda, lddb;
} TRI_SFX(gv_first_args);

static trident_int TRI_SFX(gv_first)(void *arg)
{
    const TRI_SFX(gv_first_args) *g = arg;
    trident_context *ctx = g->ctx;
    trident_cuda_state *st;
    cublasHandle_t h;
    int status = trident_cuda_state_get(ctx, &st);
    if (!status) status = trident_cuda_cublas(ctx, &h);
    if (status) {
        trident_report(g->routine, status, "%s", trident_info_string(status));
        return status;
    }
    trident_phase_clock clock;
    trident_phase_start(ctx, &clock);

    /* 1. Cholesky factor of B */
    if (!g->factored) {
        int64_t minor = 0;
        status = TRI_SFX(gv_potrf)(ctx, st->stream, g->uplo, g->n, g->dB, g->lddb, &minor);
        if (status) {
            trident_report(g->routine, status, "Cholesky factorization of B: %s", trident_info_string(status));
            return status;
        }
        if (minor > 0) {
            const trident_int info = (trident_int)(g->n + minor);
            trident_report(g->routine, info, "the leading minor of order %lld of B is not positive definite",
                           (long long)minor);
            return info;
        }
        trident_phase_mark(ctx, NULL, &clock, g->routine, "Cholesky factor of B");
    }

    /* 2. reduction to the standard problem, with host scalars (whatever mode
     * the shared handle was left in) */
    cublasPointerMode_t mode = CUBLAS_POINTER_MODE_HOST;
    status = trident_cublas_status(cublasGetPointerMode(h, &mode));
    if (!status) status = trident_cublas_status(cublasSetPointerMode(h, CUBLAS_POINTER_MODE_HOST));
    if (!status)
        status = TRI_SFX(gv_reduce)(ctx, h, st->stream, g->itype, g->uplo, g->n, g->dA, g->ldda, g->dB, g->lddb);
    if (!status) status = trident_cuda_stream_wait(ctx, st->stream);
    (void)cublasSetPointerMode(h, mode);
    if (status) {
        trident_report(g->routine, status, "reduction to standard form: %s", trident_info_string(status));
        return status;
    }
    trident_phase_mark(ctx, NULL, &clock, g->routine, "reduction to standard form");
    return 0;
}

trident_int TRI_SFX(trident_sygvd_device)(trident_context *ctx, const char *routine, int factored,
                                          int itype, char jobz, char uplo, int64_t n, TRI_T *dA,
                                          int64_t ldda, TRI_T *dB, int64_t lddb, TRI_R *dW)
{
    if (n == 0) return 0;
    /* 1-2 (gv_first) and 3, the standard problem, whose buffers are all
     * taken before B's factor is written: out of memory leaves A and B as
     * they were */
    TRI_SFX(gv_first_args) g = {ctx, routine, factored, itype, uplo, n, dA, dB, ldda, lddb};
    trident_int info = TRI_SFX(trident_syevd_device_after)(ctx, routine, TRI_SFX(gv_first), &g, jobz, uplo, n,
                                                           dA, ldda, dW);
    if (info > 0 && info <= n) trident_report(routine, info, "the tridiagonal eigensolver failed to converge");

    /* 4. eigenvectors of the original problem */
    if (info == 0 && jobz == 'V') {
        trident_phase_clock clock;
        trident_phase_start(ctx, &clock);
        trident_cuda_state *st;
        cublasHandle_t h = NULL;
        cublasPointerMode_t mode = CUBLAS_POINTER_MODE_HOST;
        int status = trident_cuda_state_get(ctx, &st);
        if (!status) status = trident_cuda_cublas(ctx, &h);
        if (!status) status = trident_cublas_status(cublasGetPointerMode(h, &mode));
        if (!status) status = trident_cublas_status(cublasSetPointerMode(h, CUBLAS_POINTER_MODE_HOST));
        if (!status) status = TRI_SFX(gv_back_transform)(ctx, h, itype, uplo, n, dA, ldda, dB, lddb);
        if (!status) status = trident_cuda_stream_wait(ctx, st->stream);
        /* the shared handle's mode as it was, failed or not (the context's
         * later calls may pass device scalars) */
        if (h) (void)cublasSetPointerMode(h, mode);
        if (status) {
            info = status;
            trident_report(routine, status, "back-transformation: %s", trident_info_string(status));
        }
        trident_phase_mark(ctx, NULL, &clock, routine, "Z from the standard problem's");
    }
    return info;
}

#undef TRI_CUBLAS64
#undef TRI_GV_KERNEL
