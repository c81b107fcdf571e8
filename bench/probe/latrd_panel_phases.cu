/*
 * latrd_panel_phases.cu -- where a column of the one-launch xLATRD panel
 * (cuda/sytrd/latrd_panel.cuh) spends its time: the kernel compiled with
 * TRIDENT_LATRD_PANEL_TIMING, which sums %globaltimer intervals in block 0,
 * thread 0 over the steps of a column (step 1's work, barrier A, the
 * reflector, the products with V and W, the SYMV's pass 1, barrier B, step
 * 3's work, barrier C).  One panel of nb columns (LATRD_NB, default 32: the
 * blocked driver's) of a random n x n matrix, uplo L; best of 3 launches,
 * the phases averaged over the 3 and over the columns.  The timers take
 * registers, so the timed kernel may spill where the library's does not:
 * bench_sytrd with TRIDENT_SYTRD_PANEL_KERNEL=1 is the measure of speed.
 * usage: bench_latrd_panel_phases [case ...]   (a case: type letter and n, e.g.
 *        d4096; default d 1024 4096 16384, z 1024 4096, s and c 4096)
 */
#include "sytrd/latrd_panel.cu"

#include <cstdio>
#include <cstdlib>
#include <random>
#include <vector>

typedef int (*panel_entry)(cudaStream_t, char, int64_t, int64_t, void *, int64_t, void *, void *, void *, int64_t,
                           void *, void *, void *);

template <class T> void run(int n, const char *name, size_t (*wsf)(char, int64_t, int64_t), panel_entry f)
{
    typedef trident::real_t<T> R;
    const char *nb_env = getenv("LATRD_NB");
    const int nb = nb_env && atoi(nb_env) > 0 ? atoi(nb_env) : 32;
    const int64_t ldw = (n + 31) / 32 * 32;
    const size_t elems = (size_t)n * n, words = sizeof(T) / sizeof(R);
    std::vector<R> h(elems * words);
    std::mt19937_64 gen(1);
    std::uniform_real_distribution<double> u(-1, 1);
    for (auto &x : h) x = (R)u(gen);
    void *a, *a0, *e, *tau, *w, *y, *scratch, *work;
    const size_t wsb = wsf('L', n, nb);
    if (!wsb) {
        printf("%s n=%d: the device cannot run the panel kernel\n", name, n);
        return;
    }
    cudaMalloc(&a, sizeof(T) * elems);
    cudaMalloc(&a0, sizeof(T) * elems);
    cudaMalloc(&e, sizeof(R) * n);
    cudaMalloc(&tau, sizeof(T) * n);
    cudaMalloc(&w, sizeof(T) * ldw * nb);
    cudaMalloc(&y, sizeof(T) * (2 * nb + 1));
    cudaMalloc(&scratch, TRIDENT_PANEL_PARTIALS_BYTES + 256);
    cudaMemset(scratch, 0, TRIDENT_PANEL_PARTIALS_BYTES + 256);
    cudaMalloc(&work, wsb);
    cudaMemcpy(a0, h.data(), sizeof(T) * elems, cudaMemcpyHostToDevice);
    auto launch = [&]() {
        cudaMemcpy(a, a0, sizeof(T) * elems, cudaMemcpyDeviceToDevice);
        return f(0, 'L', n, nb, a, n, e, tau, w, ldw, y, scratch, work);
    };
    int st = launch(); /* warm-up */
    cudaDeviceSynchronize();
    unsigned long long z[trident::panel::kPanelPhases] = {0};
    cudaMemcpyToSymbol(trident::panel::latrd_panel_phase_ns, z, sizeof z);
    cudaEvent_t e0, e1;
    cudaEventCreate(&e0);
    cudaEventCreate(&e1);
    float best = 1e30f;
    const int reps = 3;
    for (int r = 0; r < reps; ++r) {
        cudaMemcpy(a, a0, sizeof(T) * elems, cudaMemcpyDeviceToDevice);
        cudaEventRecord(e0);
        st |= f(0, 'L', n, nb, a, n, e, tau, w, ldw, y, scratch, work);
        cudaEventRecord(e1);
        cudaEventSynchronize(e1);
        float ms;
        cudaEventElapsedTime(&ms, e0, e1);
        if (ms < best) best = ms;
    }
    cudaMemcpyFromSymbol(z, trident::panel::latrd_panel_phase_ns, sizeof z);
    const cudaError_t err = cudaGetLastError();
    const double per = 1e3 * reps * nb; /* ns summed over reps and columns -> us a column */
    printf("%s n=%5d nb=%d%s %.3f ms = %.2f us/col | per col us: begin %.2f barA %.2f refl %.2f prod %.2f "
           "symv %.2f barB %.2f finish %.2f barC %.2f\n",
           name, n, nb, st || err ? " (launch error)" : "", best, 1000 * best / nb, z[0] / per, z[1] / per,
           z[2] / per, z[3] / per, z[4] / per, z[5] / per, z[6] / per, z[7] / per);
    cudaFree(a), cudaFree(a0), cudaFree(e), cudaFree(tau), cudaFree(w), cudaFree(y), cudaFree(scratch);
    cudaFree(work);
}

static void run_case(char t, int n)
{
    switch (t) {
    case 'd': run<double>(n, "d", trident_cuda_latrd_panel_workspace_d, trident_cuda_latrd_panel_d); break;
    case 'z': run<double2>(n, "z", trident_cuda_latrd_panel_workspace_z, trident_cuda_latrd_panel_z); break;
    case 'c': run<float2>(n, "c", trident_cuda_latrd_panel_workspace_c, trident_cuda_latrd_panel_c); break;
    case 's': run<float>(n, "s", trident_cuda_latrd_panel_workspace_s, trident_cuda_latrd_panel_s); break;
    default: printf("unknown type %c\n", t);
    }
}

int main(int argc, char **argv)
{
    int count = 0;
    if (cudaGetDeviceCount(&count) != cudaSuccess || count == 0) {
        printf("SKIP: no CUDA device\n");
        return 0;
    }
    if (argc > 1) {
        for (int i = 1; i < argc; ++i) {
            const int n = atoi(argv[i] + 1);
            if (n > 0) run_case(argv[i][0], n);
            else printf("bad case %s (want a type letter and n, e.g. d4096)\n", argv[i]);
        }
        return 0;
    }
    for (int n : {1024, 4096, 16384}) run_case('d', n);
    for (int n : {1024, 4096}) run_case('z', n);
    run_case('s', 4096);
    run_case('c', 4096);
}
