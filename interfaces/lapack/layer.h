/*
 * layer.h -- the machinery shared by the LAPACK-symbol layer
 * (libtrident_lapack): the recursion guard, the lookup of the system
 * LAPACK's definition of a symbol, XERBLA, and the TRIDENT_VERBOSE lines.
 * Not installed.  README.md in this folder says what is routed where.
 *
 * Every exported routine has LAPACK's Fortran ABI: all arguments by
 * reference, integers of LAPACK's width (trident_int: LP64 unless Trident is
 * built with TRIDENT_ILP64, matching an ILP64 system LAPACK), and one hidden
 * size_t length per character argument, appended.
 */
#ifndef TRIDENT_LAPACK_LAYER_H
#define TRIDENT_LAPACK_LAYER_H

#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include "trident.h"

typedef trident_int lapack_int;

/* The only symbols the layer exports are the LAPACK routines themselves. */
#define LAYER_EXPORT __attribute__((visibility("default")))

/* The first definition of `symbol` after this library in the search order:
 * the system LAPACK.  *cache keeps it between calls.  NULL (after a message
 * on stderr) if no other library defines it. */
void *layer_next(const char *symbol, _Atomic(void *) *cache);

/* The guard.  A routed call holds it while Trident, or the system LAPACK it
 * fell through to, runs on this thread: a LAPACK routine of the layer called
 * from there (Trident's own LAPACK calls, or one system routine calling
 * another) goes straight to the system LAPACK instead of recursing. */
int layer_busy(void);
void layer_enter(void);
void layer_leave(void);

/* Around a call of Trident: the guard, and Trident's reports to its error
 * handler held until layer_trident_end(info) decides.  LAPACK says nothing
 * but through XERBLA (illegal arguments: the layer calls it) and info (a
 * computational failure, info > 0, is the caller's to read); so a held
 * report reaches the handler only for a failure of Trident's own that the
 * layer passes on (info <= -1000, not handed to the system LAPACK). */
void layer_trident_begin(void);
void layer_trident_end(lapack_int info);

/*
 * LAYER_SYSTEM(fn, symbol, PARAMS, ARGS) defines `static void fn(PARAMS)`:
 * the system LAPACK's definition of `symbol` (looked up once), called under
 * the guard; *info = TRIDENT_INFO_BACKEND_UNAVAILABLE when no library
 * defines it.  PARAMS is the routine's parameter list (its info argument
 * named `info`), ARGS the same names as an argument list.
 */
#define LAYER_SYSTEM(fn, symbol, PARAMS, ARGS)                                       \
    static void fn(PARAMS)                                                           \
    {                                                                                \
        typedef void (*system_fn)(PARAMS);                                           \
        static _Atomic(void *) next;                                                 \
        const system_fn f = (system_fn)layer_next(symbol, &next);                    \
        if (!f) {                                                                    \
            *info = TRIDENT_INFO_BACKEND_UNAVAILABLE;                                \
            return;                                                                  \
        }                                                                            \
        layer_enter();                                                               \
        f(ARGS);                                                                     \
        layer_leave();                                                               \
    }

/* LAPACK's reaction to illegal argument number `arg`: *info = -arg, then the
 * program's XERBLA (its own, if it has one) with the routine name upper case
 * and without the trailing underscore. */
void layer_illegal(const char *symbol, int arg, lapack_int *info);

/* TRIDENT_VERBOSE >= 1 (the default context's verbosity): one line per
 * routed call, naming the routine, n, and who computed it (and how Trident
 * failed, for info <= -1000). */
void layer_trace_served(const char *symbol, lapack_int n, lapack_int info);
void layer_trace_system(const char *symbol, lapack_int n, const char *why);

/* Failures after which the outputs are untouched (trident.h), so that the
 * system LAPACK can still compute the result. */
static inline int layer_trident_declined(lapack_int info)
{
    return info == TRIDENT_INFO_OUT_OF_MEMORY || info == TRIDENT_INFO_BACKEND_UNAVAILABLE;
}

/* Trident rejected an argument that passed LAPACK's checks here (for
 * example a NaN bound): report it through XERBLA as LAPACK would. */
static inline void layer_after_trident(const char *symbol, lapack_int *info)
{
    if (*info < 0 && *info > -1000) layer_illegal(symbol, (int)-*info, info);
}

/* After Trident's call: 1 when Trident declined (traced; the caller then
 * hands the call to the system LAPACK), else 0 after LAPACK's reaction to
 * an argument Trident rejected and, for a real call, the trace line. */
static inline int layer_finish(const char *symbol, lapack_int n, int lquery, lapack_int *info)
{
    if (layer_trident_declined(*info)) {
        layer_trace_system(symbol, n, trident_info_string(*info));
        return 1;
    }
    layer_after_trident(symbol, info);
    if (!lquery) layer_trace_served(symbol, n, *info);
    return 0;
}

static inline int layer_lsame(const char *a, char b)
{
    char c = *a;
    if (c >= 'a' && c <= 'z') c = (char)(c - 'a' + 'A');
    return c == b;
}

static inline lapack_int layer_max(lapack_int a, lapack_int b) { return a > b ? a : b; }

/* LAPACK's minimum workspace of xSYEVD / xHEEVD (and xSYGVD / xHEGVD), in
 * 64 bits as Trident checks it (2n^2 overflows 32 bits). */
static inline void layer_syevd_sizes(int complex_, int wantz, int64_t n, int64_t *lwork,
                                     int64_t *lrwork, int64_t *liwork)
{
    if (n <= 1) {
        *lwork = *lrwork = *liwork = 1;
    } else if (wantz) {
        *lwork = complex_ ? 2 * n + n * n : 1 + 6 * n + 2 * n * n;
        *lrwork = complex_ ? 1 + 5 * n + 2 * n * n : 0;
        *liwork = 3 + 5 * n;
    } else {
        *lwork = complex_ ? n + 1 : 2 * n + 1;
        *lrwork = complex_ ? n : 0;
        *liwork = 1;
    }
}

/* The argument checks xSYEVX and xSYEVR share (jobz, range, uplo, n, lda,
 * vl and vu, il, iu, ldz: positions 1 to 15 in both): 0, or the position of
 * the first illegal one.  vl and vu compare alike in double for either
 * precision. */
static inline int layer_subset_args_bad(const char *jobz, const char *range, const char *uplo, lapack_int n,
                                        lapack_int lda, double vl, double vu, lapack_int il, lapack_int iu,
                                        lapack_int ldz)
{
    const int wantz = layer_lsame(jobz, 'V');
    const int valeig = layer_lsame(range, 'V'), indeig = layer_lsame(range, 'I');
    if (!wantz && !layer_lsame(jobz, 'N')) return 1;
    if (!valeig && !indeig && !layer_lsame(range, 'A')) return 2;
    if (!layer_lsame(uplo, 'L') && !layer_lsame(uplo, 'U')) return 3;
    if (n < 0) return 4;
    if (lda < layer_max(1, n)) return 6;
    if (valeig && n > 0 && !(vu > vl)) return 8;
    if (indeig && (il < 1 || il > layer_max(1, n))) return 9;
    if (indeig && (iu < (n < il ? n : il) || iu > n)) return 10;
    if (ldz < 1 || (wantz && ldz < n)) return 15;
    return 0;
}

/* The arguments xSYGV and xSYGVD share (itype, jobz, uplo, n, lda, ldb:
 * positions 1 to 8 in both): 0, or the position of the first illegal one. */
static inline int layer_generalized_args_bad(lapack_int itype, const char *jobz, const char *uplo, lapack_int n,
                                             lapack_int lda, lapack_int ldb)
{
    if (itype < 1 || itype > 3) return 1;
    if (!layer_lsame(jobz, 'V') && !layer_lsame(jobz, 'N')) return 2;
    if (!layer_lsame(uplo, 'U') && !layer_lsame(uplo, 'L')) return 3;
    if (n < 0) return 4;
    if (lda < layer_max(1, n)) return 6;
    if (ldb < layer_max(1, n)) return 8;
    return 0;
}

/* The workspace check of xSYEVD / xSYGVD: 0, or the position of the first
 * of lwork, lrwork (complex types only) and liwork below its minimum. */
static inline int layer_syevd_workspace_bad(int complex_, int wantz, int64_t n, lapack_int lwork,
                                            const lapack_int *lrwork, lapack_int liwork, int arg_lwork,
                                            int arg_lrwork, int arg_liwork)
{
    int64_t lwmin, lrwmin, liwmin;
    layer_syevd_sizes(complex_, wantz, n, &lwmin, &lrwmin, &liwmin);
    if (lwork < lwmin) return arg_lwork;
    if (complex_ && *lrwork < lrwmin) return arg_lrwork;
    if (liwork < liwmin) return arg_liwork;
    return 0;
}

/* xSYEV / xSYGV run Trident's xSYEVD path, which also needs the real
 * (complex types) and integer workspaces LAPACK's xSYEV does not take:
 * allocated here at their minimum sizes.  1 when both are had; 0 (nothing
 * held) when there is no memory for them. */
static inline int layer_syevd_scratch(int complex_, size_t real_bytes, int64_t lrwmin, int64_t liwmin, void **rw,
                                      lapack_int **iw)
{
    *iw = malloc(sizeof **iw * (size_t)liwmin);
    *rw = complex_ ? malloc(real_bytes * (size_t)lrwmin) : NULL;
    if (*iw && (!complex_ || *rw)) return 1;
    free(*iw);
    free(*rw);
    *iw = NULL;
    *rw = NULL;
    return 0;
}

#endif
