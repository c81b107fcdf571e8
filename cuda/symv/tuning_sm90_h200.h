/*
 * tuning_sm90_h200.h -- SYMV/HEMV kernel parameters for the H200 (sm_90 with
 * HBM3e at 4.8 TB/s), taken over tuning_sm90.h on a GPU whose name contains
 * TRIDENT_SYMV_DEVICE_SM90_H200 (symv_api.cuh).
 *
 * NOT TUNED YET: the H100's lines, until the tuner runs on an H200
 *   bash bench/gpu-check.sh symv-tune symv
 * (which writes this file there: trident_symv_tune tuning_sm90_h200.h sdczw
 * 32768 H200).  With the H100's lines, d and c with uplo U lose to cuBLAS on
 * the H200 at n = 7168-8192 (README, "On an H200", session 48).
 * Lines: X(t, uplo, nmax, TY, U, S, bps, order), see symv_launch.cuh.
 */
#ifndef TRIDENT_SYMV_TUNING_SM90_H200_H
#define TRIDENT_SYMV_TUNING_SM90_H200_H

#include "symv/tuning_sm90.h"

#define TRIDENT_SYMV_DEVICE_SM90_H200 "H200"
#define TRIDENT_SYMV_TABLE_SM90_H200(X) TRIDENT_SYMV_TABLE_SM90(X)

#endif
