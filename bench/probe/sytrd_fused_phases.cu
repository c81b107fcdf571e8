/*
 * sytrd_fused_phases.cu -- where a column of the one-launch tridiagonalization
 * (cuda/sytrd/sytrd_fused.cuh) spends its time: the kernel compiled with
 * TRIDENT_FUSED_TIMING, which accumulates %globaltimer intervals in block 0,
 * thread 0 (the critical path of one block) over five phases: the grid
 * barrier; the loads and w; the reflector norm's warp sums; the
 * update-and-dot pass over the block's columns and the reflector's scalars
 * (xLARFG after the pass where the plain norm is unsafe); v, warp 0's y_j
 * and share.  d, z, s and c, uplo L, best of 3 runs (built without
 * TRIDENT_FUSED_TIMING it prints the kernel's time alone).  The timers' sums take
 * registers: where the kernel is short of them (z with 512 threads,
 * n > 1024) the timed build spills differently and its times are not the
 * library's; bench_sytrd is the measure there.
 * TRIDENT_SYTRD_FUSED_TAIL=m: the order of the one-block tail (sytrd_fused.h:
 * at most m, 0 none; default the library's, src/dispatch/crossover.h), for a
 * kernel that has one.
 * usage: bench_sytrd_fused_phases [case ...]   (a case: type letter and n, e.g. d1000;
 *        default d 512 1024 2048, z and c 1024 2048, s 1024 2048 4096)
 */
#include "sytrd/sytrd_fused.cu"

#include "../../src/dispatch/crossover.h"

#include <cstdio>
#include <cstdlib>
#include <vector>
#include <random>

/* the entry's signature, with or without the tail (older versions under A/B) */
#ifdef TRIDENT_SYTRD_FUSED_TAKES_TAIL
typedef int (*fused_entry)(cudaStream_t, char, int64_t, void *, int64_t, void *, void *, void *, int64_t, void *);
static int call(fused_entry f, int n, void *a, void *d, void *e, void *tau, void *w, long long tail_default)
{
  const char *tail = getenv("TRIDENT_SYTRD_FUSED_TAIL");
  return f(0, 'L', n, a, n, d, e, tau, tail ? atoll(tail) : tail_default, w);
}
#else
typedef int (*fused_entry)(cudaStream_t, char, int64_t, void *, int64_t, void *, void *, void *, void *);
static int call(fused_entry f, int n, void *a, void *d, void *e, void *tau, void *w, long long)
{
  return f(0, 'L', n, a, n, d, e, tau, w);
}
#endif

template <class T> void run(int n, const char *name, size_t esz, size_t (*wsf)(int64_t),
  fused_entry f, long long tail_default) {
  typedef trident::real_t<T> R;
  std::vector<R> h(n * (size_t)n * (esz / sizeof(R)));
  std::mt19937_64 g(1); std::uniform_real_distribution<double> u(-1, 1);
  for (auto &x : h) x = (R)u(g);
  void *a, *a0, *d, *e, *tau, *w; size_t wsb = wsf(n);
  cudaMalloc(&a, esz * n * n); cudaMalloc(&a0, esz * n * n); cudaMalloc(&d, 8 * n); cudaMalloc(&e, 8 * n);
  cudaMalloc(&tau, esz * n); cudaMalloc(&w, wsb);
  cudaMemcpy(a0, h.data(), esz * n * n, cudaMemcpyHostToDevice);
  cudaEvent_t e0, e1; cudaEventCreate(&e0); cudaEventCreate(&e1);
  cudaMemcpy(a, a0, esz * n * n, cudaMemcpyDeviceToDevice);
  call(f, n, a, d, e, tau, w, tail_default); cudaDeviceSynchronize();
  unsigned long long z[8] = {0};
  cudaMemcpyToSymbol(trident::fused::fused_phase_ns, z, sizeof z);
  float best = 1e30f; const int reps = 3;
  for (int r = 0; r < reps; ++r) {
    cudaMemcpy(a, a0, esz * n * n, cudaMemcpyDeviceToDevice);
    cudaEventRecord(e0); int st = call(f, n, a, d, e, tau, w, tail_default); cudaEventRecord(e1); cudaEventSynchronize(e1);
    float ms; cudaEventElapsedTime(&ms, e0, e1); if (ms < best) best = ms; if (st) printf("err %d\n", st);
  }
  cudaMemcpyFromSymbol(z, trident::fused::fused_phase_ns, sizeof z);
  /* the outputs' bits (FNV-1a over d, e, tau and the matrix), so that two
   * builds can be told the same or not */
  unsigned long long bits = 1469598103934665603ull;
  auto hash = [&](const void *dev, size_t bytes) {
    std::vector<unsigned char> hb(bytes);
    cudaMemcpy(hb.data(), dev, bytes, cudaMemcpyDeviceToHost);
    for (unsigned char c : hb) bits = (bits ^ c) * 1099511628211ull;
  };
  hash(d, sizeof(R) * n), hash(e, sizeof(R) * (n - 1)), hash(tau, esz * (n - 1)), hash(a, esz * n * n);
  printf("%s n=%5d bits %016llx ws=%zu total %.3f ms = %.2f us/col | per col us: wait %.2f load+w %.2f norm %.2f pass+larfg %.2f publish %.2f\n",
    name, n, bits, wsb, best, 1000 * best / n, z[0] / 1e3 / reps / n, z[1] / 1e3 / reps / n, z[2] / 1e3 / reps / n,
    z[3] / 1e3 / reps / n, z[4] / 1e3 / reps / n);
  cudaFree(a); cudaFree(a0); cudaFree(d); cudaFree(e); cudaFree(tau); cudaFree(w);
}
/* one case, t in d, z, c, s */
static void run_case(char t, int n) {
  switch (t) {
  case 'd': run<double>(n, "d", 8, trident_cuda_sytrd_fused_workspace_d, trident_cuda_sytrd_fused_d, TRIDENT_SYTRD_FUSED_TAIL_d); break;
  case 'z': run<double2>(n, "z", 16, trident_cuda_sytrd_fused_workspace_z, trident_cuda_sytrd_fused_z, TRIDENT_SYTRD_FUSED_TAIL_z); break;
  case 'c': run<float2>(n, "c", 8, trident_cuda_sytrd_fused_workspace_c, trident_cuda_sytrd_fused_c, TRIDENT_SYTRD_FUSED_TAIL_c); break;
  case 's': run<float>(n, "s", 4, trident_cuda_sytrd_fused_workspace_s, trident_cuda_sytrd_fused_s, TRIDENT_SYTRD_FUSED_TAIL_s); break;
  default: printf("unknown type %c\n", t);
  }
}
int main(int argc, char **argv) {
  int count = 0;
  if (cudaGetDeviceCount(&count) != cudaSuccess || count == 0) { printf("SKIP: no CUDA device\n"); return 0; }
  if (argc > 1) { /* cases such as d1000 z1500 */
    for (int i = 1; i < argc; ++i) {
      const int n = atoi(argv[i] + 1);
      if (n > 0) run_case(argv[i][0], n);
      else printf("bad case %s (want a type letter and n, e.g. d1000)\n", argv[i]);
    }
    return 0;
  }
  for (int n : {512, 1024, 2048}) run_case('d', n);
  for (int n : {1024, 2048}) run_case('z', n);
  for (int n : {1024, 2048}) run_case('c', n);
  for (int n : {1024, 2048, 4096}) run_case('s', n);
}
