/*
 * crossover.h -- the problem sizes from which backend AUTO uses the GPU, per
 * routine family, and the GPU's own choice of path for small n.
 *
 * TRIDENT_SYTRD_GPU_CROSSOVER: trident_<t>sytrd on host memory, host backend
 * (the machine's BLAS, 16 cores) against the GPU backend (transfers
 * included), measured with `bench_sytrd --types d --uplo L --reps 5
 * --crossover 256 384 512 768 1024` on the reference H100 machine
 * (2026-11-22, with the one-launch path below): GPU / host time 1.22 at
 * n = 128, 0.91 at 192, 0.15-0.25 from 256 to 1024.
 *
 * TRIDENT_EIGEN_GPU_CROSSOVER: the eigen drivers (xSYEVD, xSYGVD and their
 * subsets).  Still the value measured for the tridiagonalization before the
 * one-launch path (bench/sytrd/README.md); their tridiagonal stage and
 * back-transformation dominate at small n, so it was not lowered with it.
 * Re-measure when either path changes.
 */
#ifndef TRIDENT_CROSSOVER_H
#define TRIDENT_CROSSOVER_H

#define TRIDENT_SYTRD_GPU_CROSSOVER 192
#define TRIDENT_EIGEN_GPU_CROSSOVER 1024

/*
 * The largest n that the GPU backend reduces with its one-launch kernel
 * (cuda/sytrd/sytrd_fused.cuh) rather than the blocked driver, per
 * precision; TRIDENT_SYTRD_FUSED_MAX in the environment overrides all four
 * (0: never).  Measured with `bench_sytrd --types dzsc --uplo L --reps 3`
 * on the reference H100, once with TRIDENT_SYTRD_FUSED_MAX=0 and once with
 * 4096 (bench/sytrd/README.md has both tables).
 */
#define TRIDENT_SYTRD_FUSED_MAX_s 4096 /* the kernel's limit; still 1.8x the blocked at 4096 */
#define TRIDENT_SYTRD_FUSED_MAX_d 3072 /* at 3072 0.062 s vs 0.077; at 4096 0.19 vs 0.125 */
#define TRIDENT_SYTRD_FUSED_MAX_c 3072 /* at 3072 0.061 s vs 0.077; at 4096 0.19 vs 0.126 */
#define TRIDENT_SYTRD_FUSED_MAX_z 2048 /* at 2048 0.028 s vs 0.054; at 2560 0.11 vs ~0.08 */

#endif
