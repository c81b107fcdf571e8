/*
 * tridiag_dc_checks.h -- test matrices and accuracy checks of the divide-
 * and-conquer tridiagonal eigensolver, for s and d (the bodies are in
 * tridiag_dc_checks_generic.h); shared by the host and the GPU tests.
 * Include after common/test_util.h.
 */
#ifndef TRIDENT_TRIDIAG_DC_CHECKS_H
#define TRIDENT_TRIDIAG_DC_CHECKS_H

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "backend/host/lapack_prototypes.h"

/* the reference BLAS routine of the orthogonality check */
void dsyrk_(const char *uplo, const char *trans, const blas_int *n, const blas_int *k,
            const double *alpha, const double *a, const blas_int *lda, const double *beta,
            double *c, const blas_int *ldc, size_t, size_t);

enum {
    DC_RANDOM,    /* d, e uniform in [-1, 1) */
    DC_TOEPLITZ,  /* 1-2-1: d = 2, e = 1 */
    DC_WILKINSON, /* W21+ copies glued by 1e-8: pairs of nearly equal eigenvalues */
    DC_CLUSTER,   /* d = 1, e = sqrt(eps) / 100: all eigenvalues in a tiny cluster */
    DC_REPEATED,  /* copies of a random 5x5 glued by 4 eps: each eigenvalue n/5 times */
    DC_GRADED,    /* d_i = 10^(-12 i / n), e_i = sqrt(d_i d_{i+1}) / 2 */
    DC_SPLIT,     /* random, with zero and negligible off-diagonals */
    DC_DIAGONAL,  /* random d, e = 0: n blocks of one */
    DC_HUGE,      /* random times 2^1000 (double), 2^120 (float) */
    DC_TINY,      /* random times 2^-1000 (double), 2^-120 (float) */
    DC_NKINDS
};

static const char *const dc_kind_name[DC_NKINDS] = {
    "random", "toeplitz", "wilkinson", "cluster", "repeated",
    "graded", "split",    "diagonal",  "huge",    "tiny"};

#include "core/prec/prec_s.h"
#include "common/tridiag_dc_checks_generic.h"
#include "core/prec/prec_undef.h"
#include "core/prec/prec_d.h"
#include "common/tridiag_dc_checks_generic.h"
#include "core/prec/prec_undef.h"

#endif
