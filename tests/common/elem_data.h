/*
 * elem_data.h -- the kernel tests' operands of any of the four element
 * types (s, d, c, z) through one interface: arrays read and written element
 * by element as double complex, filled at random.  A test names the type by
 * an elem_kind and keeps its own table of entry points beside it.
 */
#ifndef TRIDENT_TEST_ELEM_DATA_H
#define TRIDENT_TEST_ELEM_DATA_H

#include <complex.h>
#include <float.h>
#include <stddef.h>

#include "common/test_util.h"

typedef struct {
    char name;     /* s, d, c or z */
    int dbl, cplx; /* double real type; complex */
} elem_kind;

static inline size_t elem_real_bytes(const elem_kind *t) { return t->dbl ? sizeof(double) : sizeof(float); }
static inline size_t elem_bytes(const elem_kind *t) { return elem_real_bytes(t) * (t->cplx ? 2 : 1); }
/* the unit roundoff of the type's real arithmetic */
static inline double elem_unit_roundoff(const elem_kind *t) { return (t->dbl ? DBL_EPSILON : FLT_EPSILON) / 2; }

/* element e of an array of the type, as a double complex */
static inline double complex elem_get(const elem_kind *t, const void *x, size_t e)
{
    const size_t parts = t->cplx ? 2 : 1;
    double v[2] = {0, 0};
    for (size_t p = 0; p < parts; ++p)
        v[p] = t->dbl ? ((const double *)x)[parts * e + p] : ((const float *)x)[parts * e + p];
    return v[0] + I * v[1];
}
/* element e := v (its imaginary part dropped for real types) */
static inline void elem_set(const elem_kind *t, void *x, size_t e, double complex v)
{
    const size_t parts = t->cplx ? 2 : 1;
    const double w[2] = {creal(v), cimag(v)};
    for (size_t p = 0; p < parts; ++p) {
        if (t->dbl) ((double *)x)[parts * e + p] = w[p];
        else ((float *)x)[parts * e + p] = (float)w[p];
    }
}
static inline void elem_fill(const elem_kind *t, void *x, size_t count)
{
    for (size_t e = 0; e < count; ++e) elem_set(t, x, e, test_uniform() + (t->cplx ? I * test_uniform() : 0));
}

#endif
