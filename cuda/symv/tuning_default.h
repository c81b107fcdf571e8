/*
 * tuning_default.h -- SYMV/HEMV kernel parameters for GPUs without a tuned
 * table (anything but sm_90 today).  Conservative: at most 78 KB of shared
 * memory per block, so every entry runs on any sm_70+ part (cp.async from
 * sm_80).  Lines: see symv_launch.cuh.
 *   X(t, uplo, nmax, TY, U, S, bps, order)
 */
#ifndef TRIDENT_SYMV_TUNING_DEFAULT_H
#define TRIDENT_SYMV_TUNING_DEFAULT_H

#define TRIDENT_SYMV_TABLE_DEFAULT(X)                     \
    X(s, L, TRIDENT_SYMV_NMAX_INF, 8, 64, 4, 1, 0)        \
    X(s, U, TRIDENT_SYMV_NMAX_INF, 8, 64, 4, 1, 0)        \
    X(d, L, TRIDENT_SYMV_NMAX_INF, 8, 32, 6, 2, 0)        \
    X(d, U, TRIDENT_SYMV_NMAX_INF, 8, 32, 6, 2, 0)        \
    X(c, L, TRIDENT_SYMV_NMAX_INF, 8, 32, 6, 2, 0)        \
    X(c, U, TRIDENT_SYMV_NMAX_INF, 8, 32, 6, 2, 0)        \
    X(z, L, TRIDENT_SYMV_NMAX_INF, 8, 32, 4, 1, 0)        \
    X(z, U, TRIDENT_SYMV_NMAX_INF, 8, 32, 4, 1, 0)        \
    X(w, L, TRIDENT_SYMV_NMAX_INF, 8, 32, 4, 1, 0)        \
    X(w, U, TRIDENT_SYMV_NMAX_INF, 8, 32, 4, 1, 0)

#endif
