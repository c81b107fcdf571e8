/*
 * bench_sytrd_generic.h -- one precision of bench_sytrd.c: time Trident's
 * device-pointer tridiagonalization and cuSOLVER's xSYTRD/xHETRD on the same
 * matrix, same GPU, same process.
 */

/* eigenvalues of the tridiagonal (d, e), in place in d (xSTERF, ascending) */
static void TRI_SFX(eigenvalues_of_t)(int64_t n, TRI_R *d, TRI_R *e)
{
    blas_int bn = (blas_int)n, info = 0;
    TRI_LAPACK_R(sterf)(&bn, d, e, &info);
}

static void TRI_SFX(bench)(FILE *csv, char uplo, int64_t n, int reps, double copy_gbs)
{
    const size_t an = (size_t)n * n, bytes = an * sizeof(TRI_T);
    TRI_T *h = malloc(bytes);
    if (!h) { printf("%c n=%lld: host allocation failed\n", TRI_STR(TRI_CH)[0], (long long)n); return; }
    for (size_t k = 0; k < an; ++k) {
#if TRI_COMPLEX
        h[k] = (TRI_R)bench_rnd() + (TRI_R)bench_rnd() * (TRI_T)I;
#else
        h[k] = (TRI_T)bench_rnd();
#endif
    }
    TRI_T *da0 = NULL, *da = NULL, *dtau = NULL, *dwork = NULL;
    TRI_R *dd = NULL, *de = NULL;
    int *dinfo = NULL;
    /* the pristine copy on the device up to 2^31 elements; beyond (d at
     * 47000: 17.7 GB a copy), where the two-stage route needs two more
     * matrices beside A, each run starts from the host's (untimed) */
    const int keep_on_device = an < ((size_t)1 << 31);
    if ((keep_on_device && cudaMalloc((void **)&da0, bytes)) || cudaMalloc((void **)&da, bytes) ||
        cudaMalloc((void **)&dtau, (size_t)n * sizeof(TRI_T)) ||
        cudaMalloc((void **)&dd, (size_t)n * sizeof(TRI_R)) || cudaMalloc((void **)&de, (size_t)n * sizeof(TRI_R)) ||
        cudaMalloc((void **)&dinfo, sizeof(int))) {
        cudaGetLastError();
        printf("%s n=%lld: device allocation failed\n", TRI_STR(TRI_CH), (long long)n);
        goto out;
    }
    if (keep_on_device) bench_memcpy(da0, h, bytes, cudaMemcpyHostToDevice);

    /* ours */
    double t_ours[64], t_vendor[64];
    TRI_R *d_ours = malloc((size_t)n * sizeof(TRI_R)), *d_vendor = malloc((size_t)n * sizeof(TRI_R));
    trident_int info = 0;
    /* r = -1: warm-up, except at n >= 24576 where one run takes 10-60 s and
     * the context's first-call setup (ms) is lost in it */
    for (int r = n >= 24576 ? 0 : -1; r < reps; ++r) {
        if (keep_on_device) bench_memcpy(da, da0, bytes, cudaMemcpyDeviceToDevice);
        else bench_memcpy(da, h, bytes, cudaMemcpyHostToDevice);
        cudaEventRecord(ev0, stream);
        TRI_PUBLIC_SY(trd_gpu)(ctx, uplo, n, da, n, dd, de, dtau, &info);
        cudaEventRecord(ev1, stream);
        const double sec = bench_event_seconds(ev0, ev1);
        if (r >= 0) t_ours[r] = sec;
        if (info) { printf("trident info %d\n", (int)info); goto out; }
        if (n >= 16384 && r >= 0) { reps = r + 1; break; } /* big: one timed run */
    }
    TRI_R *e_host = malloc((size_t)n * sizeof(TRI_R));

    /* cuSOLVER (32-bit API: it cannot take n*n beyond 2^31 elements, and then
     * the O(n^2) xSTERF comparison is skipped too: minutes at n = 47000) */
    double vendor = NAN;
    int lwork = 0;
    const cublasFillMode_t fill = uplo == 'L' ? CUBLAS_FILL_MODE_LOWER : CUBLAS_FILL_MODE_UPPER;
    const int compare = an < ((size_t)1 << 31) && !ours_only;
    if (compare) {
        bench_memcpy(d_ours, dd, (size_t)n * sizeof(TRI_R), cudaMemcpyDeviceToHost);
        bench_memcpy(e_host, de, (size_t)(n - 1) * sizeof(TRI_R), cudaMemcpyDeviceToHost);
        TRI_SFX(eigenvalues_of_t)(n, d_ours, e_host);
    }
    if (compare &&
        TRI_PASTE4(cusolverDn, TRI_CHU, TRI_SY, trd_bufferSize)(solver, fill, (int)n, (void *)da, (int)n,
                                                              (void *)dd, (void *)de, (void *)dtau, &lwork)
            == CUSOLVER_STATUS_SUCCESS &&
        cudaMalloc((void **)&dwork, (size_t)lwork * sizeof(TRI_T)) == cudaSuccess) {
        int vreps = reps;
        for (int r = -1; r < vreps; ++r) {
            bench_memcpy(da, da0, bytes, cudaMemcpyDeviceToDevice);
            cudaEventRecord(ev0, stream);
            TRI_PASTE4(cusolverDn, TRI_CHU, TRI_SY, trd)(solver, fill, (int)n, (void *)da, (int)n, (void *)dd,
                                                        (void *)de, (void *)dtau, (void *)dwork, lwork, dinfo);
            cudaEventRecord(ev1, stream);
            const double sec = bench_event_seconds(ev0, ev1);
            if (r >= 0) t_vendor[r] = sec;
            if (n >= 16384 && r >= 0) { vreps = r + 1; break; }
        }
        vendor = bench_median(t_vendor, vreps);
        int vinfo = 0;
        bench_memcpy(&vinfo, dinfo, sizeof(int), cudaMemcpyDeviceToHost);
        if (vinfo != 0) printf("cuSOLVER %s uplo=%c n=%lld: devInfo = %d\n", TRI_STR(TRI_CH), uplo, (long long)n, vinfo);
        bench_memcpy(d_vendor, dd, (size_t)n * sizeof(TRI_R), cudaMemcpyDeviceToHost);
        bench_memcpy(e_host, de, (size_t)(n - 1) * sizeof(TRI_R), cudaMemcpyDeviceToHost);
        TRI_SFX(eigenvalues_of_t)(n, d_vendor, e_host);
    } else {
        cudaGetLastError();
    }
    const double ours = bench_median(t_ours, reps);
    double dmax = 0, ddiff = 0; /* eigenvalues of both T's are those of A */
    for (int64_t i = 0; i < n && vendor == vendor; ++i) {
        dmax = fmax(dmax, fabs((double)d_vendor[i]));
        ddiff = fmax(ddiff, fabs((double)d_ours[i] - (double)d_vendor[i]));
    }
    const double bound = (double)sizeof(TRI_T) * (double)n * (double)n * (double)n / 6.0 / (copy_gbs * 1e9);
    printf("%-4s %c %6lld %11.4f %11.4f %8.2f %8.1f%% %10.1e\n", TRI_STR(TRI_CH), uplo, (long long)n,
           ours, vendor, vendor / ours, 100.0 * bound / ours, dmax > 0 ? ddiff / dmax : 0.0);
    fprintf(csv, "%s,%c,%lld,%.6f,%.6f,%.4f,%.4f,%.3e\n", TRI_STR(TRI_CH), uplo, (long long)n, ours,
            vendor, vendor / ours, bound / ours, dmax > 0 ? ddiff / dmax : 0.0);
    fflush(csv);
    fflush(stdout);
    free(d_ours), free(d_vendor), free(e_host);
out:
    cudaFree(da0), cudaFree(da), cudaFree(dtau), cudaFree(dd), cudaFree(de), cudaFree(dwork), cudaFree(dinfo);
    free(h);
}
