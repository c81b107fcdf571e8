/*
 * panel_qr_phases.cu -- where a column of the cluster panel QR
 * (cuda/band/panel_qr.cu) spends its time: the kernel compiled with
 * TRIDENT_PANEL_QR_TIMING, which accumulates %globaltimer intervals in block
 * 0, thread 0 over the phases of a column: the reflector (from the
 * partials in the block's inbox), the apply-and-dots pass, the block's
 * partial sums pushed to every block, the cluster barrier (and, once per panel, the loads and stores of the
 * panel).  Also the whole kernel's time by CUDA events, best of 5.
 *   usage: bench_panel_qr_phases [nb]
 */
#include "band/panel_qr.cu"

#include <cstdio>
#include <random>
#include <vector>

template <class T>
static void run(const char *name, int64_t m, int nb, int (*qr)(cudaStream_t, int64_t, int64_t, void *, int64_t, void *))
{
    const size_t es = sizeof(T), count = (size_t)m * nb * (es / sizeof(trident::real_t<T>));
    std::vector<trident::real_t<T>> h(count);
    std::mt19937_64 g(1);
    std::uniform_real_distribution<double> u(-1, 1);
    for (auto &x : h) x = (trident::real_t<T>)u(g);
    void *a, *a0, *tau;
    cudaMalloc(&a, es * m * nb);
    cudaMalloc(&a0, es * m * nb);
    cudaMalloc(&tau, es * nb);
    cudaMemcpy(a0, h.data(), es * m * nb, cudaMemcpyHostToDevice);
    cudaEvent_t e0, e1;
    cudaEventCreate(&e0);
    cudaEventCreate(&e1);
    unsigned long long z[8] = {0};
    float best = 1e30f;
    const int reps = 5;
    int st = 0;
    for (int r = 0; r <= reps; ++r) {
        if (r == 1) cudaMemcpyToSymbol(trident::band_qr::panel_qr_phase_ns, z, sizeof z);
        cudaMemcpy(a, a0, es * m * nb, cudaMemcpyDeviceToDevice);
        cudaEventRecord(e0);
        st |= qr(0, m, nb, a, m, tau);
        cudaEventRecord(e1);
        cudaEventSynchronize(e1);
        float ms;
        cudaEventElapsedTime(&ms, e0, e1);
        if (r > 0 && ms < best) best = ms;
    }
    cudaMemcpyFromSymbol(z, trident::band_qr::panel_qr_phase_ns, sizeof z);
    const double col = 1e3 * reps * nb;
    const trident::band_qr::plan<T> pl = trident::band_qr::plan_panel<T>(m, nb);
    printf("%s m %6lld nb %d (cluster %d x %d rows): %7.1f us (%s) | per column us: gather+build %.2f apply %.2f publish %.2f "
           "barrier %.2f | per panel us: load+store %.1f\n",
           name, (long long)m, nb, pl.cluster, pl.rows, 1e3 * best, st ? "ERROR" : "ok", (z[1] + z[2]) / col, z[3] / col, z[4] / col,
           z[5] / col, z[0] / 1e3 / reps);
    cudaFree(a);
    cudaFree(a0);
    cudaFree(tau);
}

int main(int argc, char **argv)
{
    int count = 0;
    if (cudaGetDeviceCount(&count) != cudaSuccess || count == 0) {
        printf("SKIP: no CUDA device\n");
        return 0;
    }
    const int nb = argc > 1 ? atoi(argv[1]) : 32;
    for (int64_t m : {1024, 4096, 8192})
        run<double>("d", m, nb, trident::band_qr::panel_qr<double>);
    for (int64_t m : {4096, 8192})
        run<float>("s", m, nb, trident::band_qr::panel_qr<float>);
    run<double2>("z", 4096, nb, trident::band_qr::panel_qr<double2>);
    return 0;
}
