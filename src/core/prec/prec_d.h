/* prec_d.h -- precision descriptor: double.  See prec_names.h. */
#include "core/prec/prec_names.h"
#include <float.h>
#define TRI_T double
#define TRI_R double
#define TRI_CH d
#define TRI_CHU D  /* upper case, as in cuBLAS names */
#define TRI_RCH d
#define TRI_SY sy
#define TRI_OR or
#define TRI_COMPLEX 0
#define TRI_EPS (DBL_EPSILON * 0.5)  /* unit roundoff, LAPACK's dlamch('E') */
#define TRI_SAFMIN DBL_MIN
/* scalar constants and conversions of generic code (prec_names.h) */
#define TRI_LIT(x) ((double)(x))
#define TRI_R_LIT(x) ((double)(x))
#define TRI_R_FROM_INT(i) ((double)(i))
#define TRI_TWO_STAGE 1  /* the device has the two-stage reduction */
