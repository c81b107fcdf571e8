/*
 * tuning_default.h -- SYMV/HEMV kernel parameters for GPUs without a tuned
 * table (anything but sm_90 today).  Conservative: modest register use, so
 * every entry runs on any sm_70+ part.  Lines: see symv_launch.cuh.
 *   X(t, uplo, nmax, TY, U, MINB, bps, order, tpi)
 */
#ifndef TRIDENT_SYMV_TUNING_DEFAULT_H
#define TRIDENT_SYMV_TUNING_DEFAULT_H

#define TRIDENT_SYMV_TABLE_DEFAULT(X)                        \
    X(s, L, TRIDENT_SYMV_NMAX_INF, 8, 64, 2, 2, 0, 8)        \
    X(s, U, TRIDENT_SYMV_NMAX_INF, 8, 64, 2, 2, 0, 8)        \
    X(d, L, TRIDENT_SYMV_NMAX_INF, 16, 64, 1, 1, 0, 8)        \
    X(d, U, TRIDENT_SYMV_NMAX_INF, 16, 64, 1, 1, 0, 8)        \
    X(c, L, TRIDENT_SYMV_NMAX_INF, 16, 64, 1, 1, 0, 8)        \
    X(c, U, TRIDENT_SYMV_NMAX_INF, 16, 64, 1, 1, 0, 8)        \
    X(z, L, TRIDENT_SYMV_NMAX_INF, 8, 32, 2, 2, 0, 8)        \
    X(z, U, TRIDENT_SYMV_NMAX_INF, 8, 32, 2, 2, 0, 8)        \
    X(w, L, TRIDENT_SYMV_NMAX_INF, 8, 32, 2, 2, 0, 8)        \
    X(w, U, TRIDENT_SYMV_NMAX_INF, 8, 32, 2, 2, 0, 8)

#endif
