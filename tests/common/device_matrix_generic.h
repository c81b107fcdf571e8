/*
 * device_matrix_generic.h -- matrices to and from device memory for the GPU
 * tests, one precision (included once per precision after
 * common/test_device.h; no include guard).
 */

/* A new device array of ldd-by-n holding the m-by-n h (ld ldh); exits on
 * allocation failure */
static TRI_T *TRI_SFX(to_device)(int64_t m, int64_t n, const TRI_T *h, int64_t ldh, int64_t ldd)
{
    TRI_T *d = NULL;
    if (cudaMalloc((void **)&d, (size_t)(ldd > 0 ? ldd : 1) * (size_t)(n > 0 ? n : 1) * sizeof(TRI_T)) !=
        cudaSuccess) {
        fprintf(stderr, "cudaMalloc failed\n");
        exit(2);
    }
    if (m > 0 && n > 0)
        test_memcpy_2d(d, (size_t)ldd * sizeof(TRI_T), h, (size_t)ldh * sizeof(TRI_T),
                       (size_t)m * sizeof(TRI_T), (size_t)n, cudaMemcpyHostToDevice);
    return d;
}

/* h (ld ldh) := the m-by-n d (ld ldd) */
static void TRI_SFX(from_device)(int64_t m, int64_t n, const TRI_T *d, int64_t ldd, TRI_T *h,
                                 int64_t ldh)
{
    if (m > 0 && n > 0)
        cudaMemcpy2D(h, (size_t)ldh * sizeof(TRI_T), d, (size_t)ldd * sizeof(TRI_T),
                     (size_t)m * sizeof(TRI_T), (size_t)n, cudaMemcpyDeviceToHost);
}
