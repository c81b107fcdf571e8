/*
 * graphene_huckel.c -- Trident's main example: the pi-electron (Hueckel,
 * nearest-neighbour tight-binding) Hamiltonian of a rectangular graphene
 * flake, all eigenvalues and eigenvectors with trident_dsyevd.
 *
 *   usage: trident_graphene [W H]     (n = W*H carbon atoms; default 80 x 50 = 4000)
 *
 * The honeycomb lattice is drawn as a "brick wall": site (x, y) bonds to
 * (x+1, y), and to (x, y+1) when x + y is even.  H_ij = -t for bonded atoms.
 * The lattice is bipartite, so the exact spectrum is symmetric about 0 and
 * lies in [-3t, 3t]; the example checks both, and the residual of every
 * eigenpair, ||H z - lambda z|| / (n ||H|| eps), computed with the sparse H.
 */
#define _POSIX_C_SOURCE 199309L /* clock_gettime */
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "trident.h"

static const double hopping_ev = 2.7; /* t for graphene, eV */

typedef struct { int i, j; } bond;

static double seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

int main(int argc, char **argv)
{
    const int width = argc > 2 ? atoi(argv[1]) : 80, height = argc > 2 ? atoi(argv[2]) : 50;
    if (width < 1 || height < 1) {
        fprintf(stderr, "usage: %s [W H]  (positive)\n", argv[0]);
        return 2;
    }
    const int n = width * height;

    /* bonds of the flake */
    bond *bonds = malloc(sizeof(bond) * 2 * (size_t)n);
    int nbonds = 0;
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x) {
            const int s = x + y * width;
            if (x + 1 < width) bonds[nbonds++] = (bond){s, s + 1};
            if (y + 1 < height && (x + y) % 2 == 0) bonds[nbonds++] = (bond){s, s + width};
        }

    /* dense H, lower triangle (column-major) */
    double *h = calloc((size_t)n * n, sizeof(double));
    double *w = malloc(sizeof(double) * (size_t)n);
    if (!bonds || !h || !w) { fprintf(stderr, "out of memory\n"); return 1; }
    for (int b = 0; b < nbonds; ++b) {
        const int i = bonds[b].i > bonds[b].j ? bonds[b].i : bonds[b].j;
        const int j = bonds[b].i > bonds[b].j ? bonds[b].j : bonds[b].i;
        h[i + (size_t)j * n] = -hopping_ev;
    }

    /* workspace query, then the solve */
    trident_int info, liwork;
    double lwork_opt;
    trident_dsyevd('V', 'L', n, h, n, w, &lwork_opt, -1, &liwork, -1, &info);
    const trident_int lwork = (trident_int)lwork_opt;
    double *work = malloc(sizeof(double) * (size_t)lwork);
    trident_int *iwork = malloc(sizeof(trident_int) * (size_t)liwork);
    if (!work || !iwork) { fprintf(stderr, "out of memory for workspace\n"); return 1; }
    const double t0 = seconds();
    trident_dsyevd('V', 'L', n, h, n, w, work, lwork, iwork, liwork, &info);
    const double elapsed = seconds() - t0;
    if (info != 0) {
        fprintf(stderr, "trident_dsyevd failed: info = %d (%s)\n", (int)info, trident_info_string(info));
        return 1;
    }

    /* residual of every eigenpair with the sparse H; ||H||_F = t sqrt(2 nbonds) */
    double worst = 0;
    double *hz = malloc(sizeof(double) * (size_t)n);
    for (int k = 0; k < n; ++k) {
        const double *z = h + (size_t)k * n;
        for (int i = 0; i < n; ++i) hz[i] = -w[k] * z[i];
        for (int b = 0; b < nbonds; ++b) {
            hz[bonds[b].i] -= hopping_ev * z[bonds[b].j];
            hz[bonds[b].j] -= hopping_ev * z[bonds[b].i];
        }
        double r = 0;
        for (int i = 0; i < n; ++i) r += hz[i] * hz[i];
        if (sqrt(r) > worst) worst = sqrt(r);
    }
    const double hnorm = hopping_ev * sqrt(2.0 * nbonds);
    const double residual = worst / ((double)n * hnorm * DBL_EPSILON);
    double asym = 0; /* bipartite: lambda_k = -lambda_{n-1-k} */
    for (int k = 0; k < n; ++k) asym = fmax(asym, fabs(w[k] + w[n - 1 - k]));

    printf("Trident %s -- Hueckel Hamiltonian of a %d x %d graphene flake\n",
           TRIDENT_VERSION_STRING, width, height);
    printf("  atoms (n)            %d, bonds %d\n", n, nbonds);
    printf("  backend              %s\n", trident_context_last_backend(trident_default_context()));
    printf("  time dsyevd('V')     %.3f s\n", elapsed);
    printf("  eigenvalue range     [%.6f, %.6f] eV (exact bound: +-%.1f)\n", w[0], w[n - 1],
           3 * hopping_ev);
    if (n % 2 == 0)
        printf("  HOMO-LUMO gap        %.6f eV\n", w[n / 2] - w[n / 2 - 1]);
    printf("  spectrum symmetry    max |l_k + l_(n-1-k)| = %.2e eV\n", asym);
    printf("  residual             max_k ||H z_k - l_k z_k|| / (n ||H|| eps) = %.3f\n", residual);

    const int ok = residual < 30 && asym < 1e-9 * hopping_ev * n &&
                   w[0] >= -3 * hopping_ev * (1 + 1e-12) && w[n - 1] <= 3 * hopping_ev * (1 + 1e-12);
    printf("%s\n", ok ? "OK" : "FAILED");
    free(bonds), free(h), free(w), free(work), free(iwork), free(hz);
    return ok ? 0 : 1;
}
