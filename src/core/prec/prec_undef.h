/* prec_undef.h -- forget the current precision descriptor. */
#undef TRI_T
#undef TRI_R
#undef TRI_CH
#undef TRI_RCH
#undef TRI_SY
#undef TRI_OR
#undef TRI_COMPLEX
#undef TRI_EPS
#undef TRI_SAFMIN
#undef TRI_CHU
#undef TRI_LIT
#undef TRI_R_LIT
#undef TRI_R_FROM_INT
#undef TRI_TWO_STAGE
