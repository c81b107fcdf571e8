/*
 * dd_overlap_ring.c -- double-double with an overlap matrix: H c = E S c in
 * a non-orthogonal basis, a level splitting far below double precision's
 * resolution resolved by trident_wsygvd.
 *
 *   usage: trident_dd_overlap_ring [n delta]   (default 200 atoms, delta = 1e-20)
 *
 * The Hueckel ring of n atoms in a basis whose neighbouring orbitals
 * overlap (S_ij = s = 1/4, H_ij = -1 between neighbours, periodically) has
 * the levels E_k = -2 cos t_k / (1 + 2 s cos t_k), t_k = 2 pi k / n, in
 * degenerate pairs.  A site energy delta on atom 0 splits each pair: the
 * partner that vanishes on atom 0 stays put, the other moves by delta times
 * its weight there, 2 / (n (1 + 2 s cos t_k)) for S-normalized orbitals
 * (+ O(delta^2)).  With delta = 1e-20 the lowest pair's splitting, about
 * 8e-23 at n = 200, lies below what double precision resolves next to
 * levels of size 1, so trident_dsygvd returns rounding noise;
 * trident_wsygvd's error is about n eps ||H|| ||inv(S)|| with eps = 2^-106.
 * From n = 192 on a machine with a GPU every stage of trident_wsygvd runs
 * there (the Cholesky factor of S, the reduction, the eigenvalues).  The
 * example prints both and checks the double-double splitting.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "trident.h"

#define OVERLAP 0.25

/* the ring's H (site energy delta on atom 0) and S, lower triangles,
 * column-major n x n */
static void ring(int n, double delta, double *h, double *s)
{
    for (int k = 0; k < n * n; ++k) h[k] = s[k] = 0.0;
    for (int i = 0; i < n; ++i) s[i + i * n] = 1.0;
    for (int i = 0; i + 1 < n; ++i) h[(i + 1) + i * n] = -1.0, s[(i + 1) + i * n] = OVERLAP;
    h[(n - 1) + 0 * n] += -1.0; /* the bond that closes the ring (n >= 3) */
    s[(n - 1) + 0 * n] += OVERLAP;
    h[0] = delta;
}

/* w[i+1] - w[i] of double-double eigenvalues: the high words' difference
 * is exact (Sterbenz), the low words' adds the rest */
static double dd_gap(trident_dd lo_level, trident_dd hi_level)
{
    return (hi_level.hi - lo_level.hi) + (hi_level.lo - lo_level.lo);
}

int main(int argc, char **argv)
{
    const int n = argc > 2 ? atoi(argv[1]) : 200;
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
    ring(n, delta, h, s);
    for (size_t k = 0; k < nn2; ++k) /* the same matrices, exactly */
        hw[k] = (trident_dd){h[k], 0.0}, sw[k] = (trident_dd){s[k], 0.0};

    trident_dsygvd(1, 'N', 'L', nn, h, nn, s, nn, w, work, lwork, iwork, liwork, &info_d);
    trident_wsygvd(1, 'N', 'L', nn, hw, nn, sw, nn, ww, wwork, lwork, iwork, liwork, &info_w);
    if (info_d != 0 || info_w != 0) {
        fprintf(stderr, "info: dsygvd %d, wsygvd %d\n", (int)info_d, (int)info_w);
        return 1;
    }

    /* levels 1 and 2 (ascending) are the split pair k = 1 */
    const double c1 = cos(2.0 * acos(-1.0) / n), expected = 2.0 * delta / (n * (1.0 + 2.0 * OVERLAP * c1));
    const double gap_d = w[2] - w[1], gap_w = dd_gap(ww[1], ww[2]);
    printf("ring of %d atoms, overlap %.2f between neighbours, site energy %.3g on atom 0:\n", n, OVERLAP, delta);
    printf("  the pair at -2 cos t / (1 + 2 s cos t), t = 2 pi / %d, splits by 2 delta / (n (1 + 2 s cos t))\n", n);
    printf("  expected splitting          %.6e\n", expected);
    printf("  trident_dsygvd (double)     %.6e   (rounding noise: eps ||H|| ~ 1e-16)\n", gap_d);
    printf("  trident_wsygvd (double-dd)  %.6e   relative error %.1e\n", gap_w, fabs(gap_w - expected) / expected);
    printf("  the pair in double-double:  %.17g %+.17g\n", ww[1].hi, ww[1].lo);
    printf("                              %.17g %+.17g\n", ww[2].hi, ww[2].lo);
    /* second order adds O(delta^2); the dd error bound is about n eps ||H|| ||inv(S)||, 5e-31 n */
    const int ok = fabs(gap_w - expected) <= 1e-28 * n + 4.0 * delta * delta;
    printf("%s\n", ok ? "OK" : "FAILED: the double-double splitting is off");
    free(h), free(s), free(hw), free(sw), free(w), free(ww), free(work), free(wwork);
    return ok ? 0 : 1;
}
