/*
 * crossover.h -- the problem sizes from which backend AUTO uses the GPU.
 *
 * Measured with bench/sytrd (host trident_dsytrd with OpenBLAS on the GPU
 * machine's 16 cores against the GPU path, both host-pointer entries), see
 * bench/sytrd/README.md for the table behind the number.
 */
#ifndef TRIDENT_CROSSOVER_H
#define TRIDENT_CROSSOVER_H

#define TRIDENT_SYTRD_GPU_CROSSOVER 256

#endif
