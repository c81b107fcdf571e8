/*
 * tuning_sm90.h -- SYMV/HEMV kernel parameters for sm_90 (H100).
 * HAND-CHOSEN PLACEHOLDER until `trident_symv_tune` regenerates this file on
 * the H100.  Lines: X(t, uplo, nmax, TY, U, MINB, bps, order, tpi), see
 * symv_launch.cuh.
 */
#ifndef TRIDENT_SYMV_TUNING_SM90_H
#define TRIDENT_SYMV_TUNING_SM90_H

#define TRIDENT_SYMV_TABLE_SM90(X)                           \
    X(s, L, TRIDENT_SYMV_NMAX_INF, 8, 64, 2, 2, 0, 8)      \
    X(s, U, TRIDENT_SYMV_NMAX_INF, 8, 64, 2, 2, 0, 8)      \
    X(d, L, TRIDENT_SYMV_NMAX_INF, 16, 64, 1, 1, 0, 8)        \
    X(d, U, TRIDENT_SYMV_NMAX_INF, 16, 64, 1, 1, 0, 8)        \
    X(c, L, TRIDENT_SYMV_NMAX_INF, 16, 64, 1, 1, 0, 8)        \
    X(c, U, TRIDENT_SYMV_NMAX_INF, 16, 64, 1, 1, 0, 8)        \
    X(z, L, TRIDENT_SYMV_NMAX_INF, 8, 32, 2, 2, 0, 8)        \
    X(z, U, TRIDENT_SYMV_NMAX_INF, 8, 32, 2, 2, 0, 8)        \
    X(w, L, TRIDENT_SYMV_NMAX_INF, 8, 32, 2, 2, 0, 8)        \
    X(w, U, TRIDENT_SYMV_NMAX_INF, 8, 32, 2, 2, 0, 8)

#endif
