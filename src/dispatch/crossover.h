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

#endif
