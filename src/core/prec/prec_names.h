/*
 * prec_names.h -- token pasting used by the precision-generic sources.
 *
 * A generic source (a "*_generic.h" file) is written once in terms of
 *   TRI_T      element type            TRI_R      its real type
 *   TRI_CH     LAPACK letter (s d c z w)
 *   TRI_RCH    letter of the real type (s d s d w)
 *   TRI_SY     "sy" (real) or "he" (complex)  -- as in dsytrd / zhetrd
 *   TRI_OR     "or" (real) or "un" (complex)  -- as in dormtr / zunmtr
 *   TRI_COMPLEX 0 or 1
 * and is included once per precision by core/prec/instantiate.h.
 *
 * Scalars: generic code never writes a C literal or a cast where an element
 * is meant, because the double-double type (w, prec_w.h) is a struct that
 * neither converts from an int nor takes part in C arithmetic:
 *   TRI_LIT(x)         the element-type constant x (x a real C constant
 *                      that the real type holds exactly: 0, 1, -1, 0.5 ...)
 *   TRI_R_LIT(x)       the same in the real type
 *   TRI_R_FROM_INT(i)  an integer (a workspace size) in the real type
 *   TRI_TWO_STAGE      1 where the device has the two-stage reduction
 *                      (s, d, c, z), 0 where only the one-stage (w)
 */
#ifndef TRIDENT_PREC_NAMES_H
#define TRIDENT_PREC_NAMES_H

#define TRI_PASTE2_(a, b) a##b
#define TRI_PASTE2(a, b) TRI_PASTE2_(a, b)
#define TRI_PASTE3_(a, b, c) a##b##c
#define TRI_PASTE3(a, b, c) TRI_PASTE3_(a, b, c)
#define TRI_PASTE4_(a, b, c, d) a##b##c##d
#define TRI_PASTE4(a, b, c, d) TRI_PASTE4_(a, b, c, d)
#define TRI_STR_(a) #a
#define TRI_STR(a) TRI_STR_(a)

/* name##_d : a file-local or internal symbol of this precision */
#define TRI_SFX(name) TRI_PASTE3(name, _, TRI_CH)
/* trident_d##base, e.g. TRI_PUBLIC(syevd) -> trident_dsyevd */
#define TRI_PUBLIC(base) TRI_PASTE3(trident_, TRI_CH, base)
/* trident_d##sy##base, e.g. TRI_PUBLIC_SY(trd) -> trident_dsytrd / trident_zhetrd */
#define TRI_PUBLIC_SY(base) TRI_PASTE4(trident_, TRI_CH, TRI_SY, base)
/* Fortran LAPACK symbols of this precision: d##base##_ */
#define TRI_LAPACK(base) TRI_PASTE3(TRI_CH, base, _)
#define TRI_LAPACK_SY(base) TRI_PASTE4(TRI_CH, TRI_SY, base, _)
#define TRI_LAPACK_OR(base) TRI_PASTE4(TRI_CH, TRI_OR, base, _)
/* ... and of the real precision: d##base##_ (dstedc_ for z) */
#define TRI_LAPACK_R(base) TRI_PASTE3(TRI_RCH, base, _)
/* Member of a per-precision table: tbl.d */
#define TRI_MEMBER(tbl) ((tbl).TRI_CH)

#endif
