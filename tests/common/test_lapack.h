/*
 * test_lapack.h -- reference LAPACK routines for the tests: everything in
 * src/backend/host/lapack_prototypes.h plus the reference eigen drivers.
 */
#ifndef TRIDENT_TEST_LAPACK_H
#define TRIDENT_TEST_LAPACK_H

#include "backend/host/lapack_prototypes.h"

#define TRI_GENERIC_SOURCE "common/lapack_test_prototypes_generic.h"
#include "core/prec/instantiate.h"

void ssyevd_(const char *, const char *, const blas_int *, float *, const blas_int *, float *,
             float *, const blas_int *, blas_int *, const blas_int *, blas_int *, size_t, size_t);
void dsyevd_(const char *, const char *, const blas_int *, double *, const blas_int *, double *,
             double *, const blas_int *, blas_int *, const blas_int *, blas_int *, size_t, size_t);
void cheevd_(const char *, const char *, const blas_int *, float _Complex *, const blas_int *,
             float *, float _Complex *, const blas_int *, float *, const blas_int *, blas_int *,
             const blas_int *, blas_int *, size_t, size_t);
void zheevd_(const char *, const char *, const blas_int *, double _Complex *, const blas_int *,
             double *, double _Complex *, const blas_int *, double *, const blas_int *, blas_int *,
             const blas_int *, blas_int *, size_t, size_t);

#endif
