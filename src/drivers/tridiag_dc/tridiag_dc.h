/*
 * tridiag_dc.h -- divide and conquer for the symmetric tridiagonal
 * eigenproblem (all eigenvalues and eigenvectors, as LAPACK's xSTEDC with
 * compz 'I'), for the real precisions s and d, written once over the
 * backend's memory and the primitives of backend/dc_ops.h.  With the CUDA
 * backend the eigenvector matrix stays on the device and every merge
 * (secular equation, eigenvectors, GEMMs) runs there; the host plans each
 * merge (sorting, deflation) from O(n) data.  Not installed.
 */
#ifndef TRIDENT_TRIDIAG_DC_H
#define TRIDENT_TRIDIAG_DC_H

#include <stdint.h>

#include "backend/backend.h"
#include "backend/dc_ops.h"
#include "backend/host/lapack_prototypes.h"

/* Largest subproblem solved directly by default (by the backend's
 * solve_leaves where it has one, else by xSTEDC on the host); the
 * environment variable TRIDENT_DC_LEAF (an integer >= 1) overrides it. */
#define TRIDENT_DC_LEAF_DEFAULT 64
/* Leaves larger than this go to the host's xSTEDC even where the backend
 * solves leaves (its kernel keeps a leaf's d, e and rotations, 4 leaf
 * reals, in one block's shared memory). */
#define TRIDENT_DC_BACKEND_LEAF_MAX 4096
/* Columns of a merge's eigenvector matrix U formed per GEMM (the panel
 * that bounds U's memory to n * panel reals): TRIDENT_DC_PANEL in double;
 * in single precision TRIDENT_DC_PANEL_FP32, wide enough that the large
 * merges' products pass the three-TF32 path's shape test (1024 columns,
 * TRIDENT_TF32X3_MIN_DIM in dispatch/crossover.h) and go to the matrix
 * units, and that each product's split of the gathered columns serves
 * more of U.  Measured on an H200 (session 60, TRIDENT_DC_PANEL=p
 * TRIDENT_VERBOSE=3 bench_eigen --ours-only --types sc --cases v 16384,
 * bench/eigen/README.md): s's divide and conquer 0.111-0.118 s with 512,
 * 0.095 with 1024, 0.089 with 2048; c's 0.115-0.116, 0.089-0.091, 0.091;
 * residuals unchanged (0.01 s, 0.07 c).  The environment variable
 * TRIDENT_DC_PANEL (an integer >= 1) overrides both. */
#define TRIDENT_DC_PANEL 512
#define TRIDENT_DC_PANEL_FP32 2048
int64_t trident_dc_panel(int fp32);
/* Nodes of order up to this (and up to the panel) are merged a tree level
 * at a time, where the backend has merge_batch (backend/dc_ops_table.h);
 * larger ones one by one.  The environment variable TRIDENT_DC_BATCH_MAX
 * (an integer >= 1; 1 merges every node alone) overrides it. */
#define TRIDENT_DC_BATCH_MAX_DEFAULT TRIDENT_DC_PANEL
int64_t trident_dc_batch_max(void);

/* The leaf size to use: `requested` when >= 1, else TRIDENT_DC_LEAF when
 * set to an integer >= 1, else TRIDENT_DC_LEAF_DEFAULT. */
int64_t trident_dc_leaf_size(int64_t requested);

#include "core/prec/prec_s.h"
#include "drivers/tridiag_dc/tridiag_dc_decl_generic.h"
#include "core/prec/prec_undef.h"
#include "core/prec/prec_d.h"
#include "drivers/tridiag_dc/tridiag_dc_decl_generic.h"
#include "core/prec/prec_undef.h"

#endif
