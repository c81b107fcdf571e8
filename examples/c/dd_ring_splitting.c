/*
 * dd_ring_splitting.c -- why double-double: a level splitting far below
 * double precision's resolution, resolved by trident_wsyevd, and by
 * trident_wsygvd in a non-orthogonal basis (H c = E S c).
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
 * n eps ||H|| with eps = 2^-106 (~1e-31).
 *
 * Then the same ring in a basis whose neighbouring orbitals overlap
 * (S_ij = s = 1/4), as a quantum-chemistry code meets it: the levels are
 * -2 cos t / (1 + 2 s cos t), t = 2 pi k / n, and the moving partner of a
 * pair shifts by delta times its weight on atom 0, 2 delta / (n (1 + 2 s
 * cos t)) for S-normalized orbitals; trident_dsygvd against trident_wsygvd.
 *
 * The example prints both pairs of results and checks the double-double
 * splittings.  From n = 192 on a machine with a GPU, every stage of the
 * double-double drivers runs there (try `trident_dd_ring 200 1e-20`).
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "trident.h"

#define OVERLAP 0.25

/* the ring's H (site energy delta on atom 0) and S (overlap s between
 * neighbours; s = 0: the identity), lower triangles, column-major n x n */
static void ring(int n, double delta, double s, double *h, double *ov)
{
    for (int k = 0; k < n * n; ++k) h[k] = ov[k] = 0.0;
    for (int i = 0; i < n; ++i) ov[i + i * n] = 1.0;
    for (int i = 0; i + 1 < n; ++i) h[(i + 1) + i * n] = -1.0, ov[(i + 1) + i * n] = s;
    h[(n - 1) + 0 * n] += -1.0; /* the bond that closes the ring (n >= 3) */
    ov[(n - 1) + 0 * n] += s;
    h[0] = delta;
}

/* w[i+1] - w[i] of double-double eigenvalues: the high words' difference
 * is exact (Sterbenz: the two are within a factor of 2), the low words'
 * adds the rest */
static double dd_gap(trident_dd lo_level, trident_dd hi_level)
{
    return (hi_level.hi - lo_level.hi) + (hi_level.lo - lo_level.lo);
}

/* levels 1 and 2 (ascending) are the split pair k = 1: print double's and
 * double-double's splittings against the expected one; 1 where the
 * double-double one is right to second order and its error bound (about
 * n eps ||H|| ||inv(S)|| = 5e-31 n) */
static int report(const char *dname, const char *wname, int n, double delta, double expected, const double *w,
                  const trident_dd *ww)
{
    const double gap_d = w[2] - w[1], gap_w = dd_gap(ww[1], ww[2]);
    printf("  expected splitting          %.6e\n", expected);
    printf("  %-14s (double)     %.6e   (rounding noise: eps ||H|| ~ 4e-16)\n", dname, gap_d);
    printf("  %-14s (double-dd)  %.6e   relative error %.1e\n", wname, gap_w, fabs(gap_w - expected) / expected);
    printf("  the pair in double-double:  %.17g %+.17g\n", ww[1].hi, ww[1].lo);
    printf("                              %.17g %+.17g\n", ww[2].hi, ww[2].lo);
    return fabs(gap_w - expected) <= 1e-28 * n + 4.0 * delta * delta;
}

int main(int argc, char **argv)
{
    const int n = argc > 2 ? atoi(argv[1]) : 10;
    const double delta = argc > 2 ? atof(argv[2]) : 1e-20;
    if (n < 5 || n > 2000 || !(delta > 0.0 && delta < 1e-3)) {
        fprintf(stderr, "usage: %s [n delta]  (5 <= n <= 2000, 0 < delta < 1e-3)\n", argv[0]);
        return 2;
    }
    const size_t nn2 = (size_t)n * (size_t)n;
    double *h = malloc(sizeof(double) * nn2), *s = malloc(sizeof(double) * nn2);
    trident_dd *hw = malloc(sizeof(trident_dd) * nn2), *sw = malloc(sizeof(trident_dd) * nn2);
    double *w = malloc(sizeof(double) * (size_t)n);
    trident_dd *ww = malloc(sizeof(trident_dd) * (size_t)n);
    const trident_int nn = n, lwork = 2 * n + 1, liwork = 1;
    double *work = malloc(sizeof(double) * (size_t)lwork);
    trident_dd *wwork = malloc(sizeof(trident_dd) * (size_t)lwork);
    trident_int iwork[1], info_d = 0, info_w = 0;
    if (!h || !s || !hw || !sw || !w || !ww || !work || !wwork) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    int ok = 1;
    for (int overlap = 0; overlap < 2; ++overlap) {
        ring(n, delta, overlap ? OVERLAP : 0.0, h, s);
        for (size_t k = 0; k < nn2; ++k) /* the same matrices, exactly */
            hw[k] = (trident_dd){h[k], 0.0}, sw[k] = (trident_dd){s[k], 0.0};
        if (overlap) {
            trident_dsygvd(1, 'N', 'L', nn, h, nn, s, nn, w, work, lwork, iwork, liwork, &info_d);
            trident_wsygvd(1, 'N', 'L', nn, hw, nn, sw, nn, ww, wwork, lwork, iwork, liwork, &info_w);
        } else {
            trident_dsyevd('N', 'L', nn, h, nn, w, work, lwork, iwork, liwork, &info_d);
            trident_wsyevd('N', 'L', nn, hw, nn, ww, wwork, lwork, iwork, liwork, &info_w);
        }
        if (info_d != 0 || info_w != 0) {
            fprintf(stderr, "info: %s %d, %s %d\n", overlap ? "dsygvd" : "dsyevd", (int)info_d,
                    overlap ? "wsygvd" : "wsyevd", (int)info_w);
            return 1;
        }
        const double t = 2.0 * acos(-1.0) / n, sc = 1.0 + 2.0 * (overlap ? OVERLAP : 0.0) * cos(t);
        if (overlap)
            printf("the same ring, overlap %.2f between neighbours (H c = E S c): the pair at -2 cos t / (1 + 2 s "
                   "cos t), t = 2 pi / %d, splits by 2 delta / (n (1 + 2 s cos t))\n", OVERLAP, n);
        else
            printf("ring of %d atoms, site energy %.3g on atom 0: the pair at -2 cos(2 pi / %d) splits by "
                   "2 delta / n\n", n, delta, n);
        ok &= report(overlap ? "trident_dsygvd" : "trident_dsyevd", overlap ? "trident_wsygvd" : "trident_wsyevd", n,
                     delta, 2.0 * delta / (n * sc), w, ww);
    }
    printf("%s\n", ok ? "OK" : "FAILED: a double-double splitting is off");
    free(h), free(s), free(hw), free(sw), free(w), free(ww), free(work), free(wwork);
    return ok ? 0 : 1;
}
