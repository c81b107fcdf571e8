/*
 * crossover.h -- the problem sizes from which backend AUTO uses the GPU.
 *
 * Measured with `bench_sytrd --crossover` on the reference H100 machine:
 * trident_dsytrd on host memory, host backend (the machine's BLAS, 16 cores)
 * against the GPU backend (transfers included).  bench/sytrd/README.md has
 * the table; re-measure when either path changes.
 */
#ifndef TRIDENT_CROSSOVER_H
#define TRIDENT_CROSSOVER_H

#define TRIDENT_SYTRD_GPU_CROSSOVER 1024

/*
 * The largest n that the GPU backend reduces with its one-launch kernel
 * (cuda/sytrd/sytrd_fused.cuh) rather than the blocked driver, per
 * precision; TRIDENT_SYTRD_FUSED_MAX in the environment overrides all four
 * (0: never).  Measured with bench_sytrd on the reference H100 (both paths,
 * bench/sytrd/README.md).
 */
#define TRIDENT_SYTRD_FUSED_MAX_s 4096 /* the kernel's limit; still 1.8x the blocked at 4096 */
#define TRIDENT_SYTRD_FUSED_MAX_d 3072 /* at 3072 0.062 s vs 0.077; at 4096 0.19 vs 0.125 */
#define TRIDENT_SYTRD_FUSED_MAX_c 3072 /* at 3072 0.061 s vs 0.077; at 4096 0.19 vs 0.126 */
#define TRIDENT_SYTRD_FUSED_MAX_z 2048 /* at 2048 0.028 s vs 0.054; at 2560 0.11 vs ~0.08 */

#endif
