/*
 * lapack_prototypes.h -- declarations of the Fortran BLAS/LAPACK routines
 * used by the host backend, drivers, tests and benchmarks.
 */
#ifndef TRIDENT_LAPACK_PROTOTYPES_H
#define TRIDENT_LAPACK_PROTOTYPES_H

#include <complex.h>
#include <stddef.h>
#include <stdint.h>

/* The host BLAS/LAPACK integer (LP64 unless built against an ILP64 library). */
#ifdef TRIDENT_BLAS_ILP64
typedef int64_t blas_int;
#else
typedef int32_t blas_int;
#endif

#include "core/prec/prec_s.h"
#include "backend/host/lapack_prototypes_generic.h"
#include "core/prec/prec_undef.h"
#include "core/prec/prec_d.h"
#include "backend/host/lapack_prototypes_generic.h"
#include "core/prec/prec_undef.h"
#include "core/prec/prec_c.h"
#include "backend/host/lapack_prototypes_generic.h"
#include "core/prec/prec_undef.h"
#include "core/prec/prec_z.h"
#include "backend/host/lapack_prototypes_generic.h"
#include "core/prec/prec_undef.h"

/* Real-only routines: nrm2 and the tridiagonal eigensolvers. */
float snrm2_(const blas_int *n, const float *x, const blas_int *incx);
double dnrm2_(const blas_int *n, const double *x, const blas_int *incx);
float scnrm2_(const blas_int *n, const float _Complex *x, const blas_int *incx);
double dznrm2_(const blas_int *n, const double _Complex *x, const blas_int *incx);

void sstebz_(const char *range, const char *order, const blas_int *n, const float *vl, const float *vu,
             const blas_int *il, const blas_int *iu, const float *abstol, const float *d, const float *e,
             blas_int *m, blas_int *nsplit, float *w, blas_int *iblock, blas_int *isplit, float *work,
             blas_int *iwork, blas_int *info, size_t, size_t);
void dstebz_(const char *range, const char *order, const blas_int *n, const double *vl, const double *vu,
             const blas_int *il, const blas_int *iu, const double *abstol, const double *d, const double *e,
             blas_int *m, blas_int *nsplit, double *w, blas_int *iblock, blas_int *isplit, double *work,
             blas_int *iwork, blas_int *info, size_t, size_t);

void ssterf_(const blas_int *n, float *d, float *e, blas_int *info);
void dsterf_(const blas_int *n, double *d, double *e, blas_int *info);
void sstedc_(const char *compz, const blas_int *n, float *d, float *e, float *z,
             const blas_int *ldz, float *work, const blas_int *lwork, blas_int *iwork,
             const blas_int *liwork, blas_int *info, size_t);
void dstedc_(const char *compz, const blas_int *n, double *d, double *e, double *z,
             const blas_int *ldz, double *work, const blas_int *lwork, blas_int *iwork,
             const blas_int *liwork, blas_int *info, size_t);

#endif
