/*
 * dd_ring_splitting.c -- why double-double: a level splitting far below
 * double precision's resolution, resolved by trident_wsyevd.
 *
 *   usage: trident_dd_ring [n delta]      (default 10 atoms, delta = 1e-20)
 *
 * The Hueckel ring of n atoms (H_ij = -1 between neighbours, periodically)
 * has its levels -2 cos(2 pi k / n) in degenerate pairs.  A site energy
 * delta on atom 0 splits each pair: the partner whose orbital vanishes on
 * atom 0 stays put, the other moves up by 2 delta / n (+ O(delta^2)).  With
 * delta = 1e-20 that splitting, 2e-21, lies five orders below what double
 * precision resolves next to levels of size 1 (eps ||H|| ~ 4e-16), so
 * trident_dsyevd returns rounding noise; trident_wsyevd's error is about
 * n eps ||H|| with eps = 2^-106 (~1e-31).  The example prints both and
 * checks the double-double splitting against 2 delta / n.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "trident.h"

/* the ring's Hamiltonian, lower triangle, column-major n x n */
static void ring(int n, double delta, double *h)
{
    for (int k = 0; k < n * n; ++k) h[k] = 0.0;
    for (int i = 0; i + 1 < n; ++i) h[(i + 1) + i * n] = -1.0;
    h[(n - 1) + 0 * n] += -1.0; /* the bond that closes the ring (n >= 3) */
    h[0] = delta;
}

/* w[i+1] - w[i] of double-double eigenvalues: the high words' difference
 * is exact (Sterbenz: the two are within a factor of 2), the low words'
 * adds the rest */
static double dd_gap(trident_dd lo_level, trident_dd hi_level)
{
    return (hi_level.hi - lo_level.hi) + (hi_level.lo - lo_level.lo);
}

int main(int argc, char **argv)
{
    const int n = argc > 2 ? atoi(argv[1]) : 10;
    const double delta = argc > 2 ? atof(argv[2]) : 1e-20;
    if (n < 5 || n > 400 || !(delta > 0.0 && delta < 1e-3)) {
        fprintf(stderr, "usage: %s [n delta]  (5 <= n <= 400, 0 < delta < 1e-3)\n", argv[0]);
        return 2;
    }
    double *h = malloc(sizeof(double) * (size_t)n * (size_t)n);
    trident_dd *hw = malloc(sizeof(trident_dd) * (size_t)n * (size_t)n);
    double *w = malloc(sizeof(double) * (size_t)n);
    trident_dd *ww = malloc(sizeof(trident_dd) * (size_t)n);
    const trident_int nn = n, lwork = 2 * n + 1, liwork = 1;
    double *work = malloc(sizeof(double) * (size_t)lwork);
    trident_dd *wwork = malloc(sizeof(trident_dd) * (size_t)lwork);
    trident_int iwork[1], info_d = 0, info_w = 0;
    if (!h || !hw || !w || !ww || !work || !wwork) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    ring(n, delta, h);
    for (int k = 0; k < n * n; ++k) hw[k] = (trident_dd){h[k], 0.0}; /* the same matrix, exactly */

    trident_dsyevd('N', 'L', nn, h, nn, w, work, lwork, iwork, liwork, &info_d);
    trident_wsyevd('N', 'L', nn, hw, nn, ww, wwork, lwork, iwork, liwork, &info_w);
    if (info_d != 0 || info_w != 0) {
        fprintf(stderr, "info: dsyevd %d, wsyevd %d\n", (int)info_d, (int)info_w);
        return 1;
    }

    /* levels 1 and 2 (ascending) are the split pair k = 1 */
    const double expected = 2.0 * delta / n;
    const double gap_d = w[2] - w[1], gap_w = dd_gap(ww[1], ww[2]);
    printf("ring of %d atoms, site energy %.3g on atom 0: the pair at -2 cos(2 pi / %d) splits by 2 delta / n\n",
           n, delta, n);
    printf("  expected splitting          %.6e\n", expected);
    printf("  trident_dsyevd (double)     %.6e   (rounding noise: eps ||H|| ~ 4e-16)\n", gap_d);
    printf("  trident_wsyevd (double-dd)  %.6e   relative error %.1e\n", gap_w, fabs(gap_w - expected) / expected);
    printf("  the pair in double-double:  %.17g %+.17g\n", ww[1].hi, ww[1].lo);
    printf("                              %.17g %+.17g\n", ww[2].hi, ww[2].lo);
    /* second order adds O(delta^2); the dd error bound is about n eps ||H|| = 2.5e-31 n */
    const int ok = fabs(gap_w - expected) <= 1e-28 * n + 4.0 * delta * delta;
    printf("%s\n", ok ? "OK" : "FAILED: the double-double splitting is off");
    free(h), free(hw), free(w), free(ww), free(work), free(wwork);
    return ok ? 0 : 1;
}
