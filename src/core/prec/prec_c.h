/* prec_c.h -- precision descriptor: float _Complex.  See prec_names.h. */
#include "core/prec/prec_names.h"
#include <float.h>
#define TRI_T float _Complex
#define TRI_R float
#define TRI_CH c
#define TRI_CHU C  /* upper case, as in cuBLAS names */
#define TRI_RCH s
#define TRI_SY he
#define TRI_OR un
#define TRI_COMPLEX 1
#define TRI_EPS (FLT_EPSILON * 0.5f)  /* unit roundoff, LAPACK's dlamch('E') */
#define TRI_SAFMIN FLT_MIN
/* scalar constants and conversions of generic code (prec_names.h) */
#define TRI_LIT(x) ((float _Complex)(x))
#define TRI_R_LIT(x) ((float)(x))
#define TRI_R_FROM_INT(i) ((float)(i))
#define TRI_TWO_STAGE 1  /* the device has the two-stage reduction */
