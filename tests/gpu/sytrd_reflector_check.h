/*
 * sytrd_reflector_check.h -- whether xSYTRD's whole output (reflectors, tau,
 * d, e) reproduces A at an order where |A - Q T Q^T| cannot be formed: on
 * random vectors x, A (Q x) must equal Q (T x), and Q must keep lengths and
 * angles.  Everything on the host in O(n^2) per vector, independent of any
 * library.  Included by test_sytrd_gpu.c (double precision, real).
 */

/* z := Q z for `cols` columns (ld n), Q from dsytrd's reflectors in q (ld n)
 * and tau: 'L': Q = H(0) ... H(n-2), v_i = e_{i+1} + q(i+2:n, i);
 * 'U': Q = H(n-2) ... H(0), v_i = e_i + q(0:i, i+1) */
static void apply_sytrd_q(char uplo, int64_t n, const double *q, const double *tau, double *z, int cols)
{
    for (int64_t step = 0; step < n - 1; ++step) {
        const int64_t i = uplo == 'L' ? n - 2 - step : step; /* the factor nearest z first */
        const int64_t first = uplo == 'L' ? i + 1 : 0, unit = uplo == 'L' ? i + 1 : i, len = uplo == 'L' ? n - i - 1 : i + 1;
        const double *v = q + (uplo == 'L' ? i : i + 1) * n; /* column holding v (its unit entry implied) */
        for (int c = 0; c < cols; ++c) {
            double *zc = z + (int64_t)c * n, dot = 0;
            for (int64_t r = first; r < first + len; ++r) dot += (r == unit ? 1.0 : v[r]) * zc[r];
            dot *= tau[i];
            for (int64_t r = first; r < first + len; ++r) zc[r] -= dot * (r == unit ? 1.0 : v[r]);
        }
    }
}

/* Largest of: |A Q x - Q T x| sqrt(n) / (|x| n |A|_F eps) (for random x an
 * estimate of |A - Q T Q^T|_F / (n |A|_F eps), test_accuracy's ratio), and
 * the change of |x|^2 and x1.x2 under Q in units of n eps |x1| |x2|.  a: A in
 * full (ld n); q: xSYTRD's output array (ld n). */
static double sytrd_reflectors_reproduce_a(char uplo, int64_t n, const double *a, double anorm, const double *q,
                                           const double *tau, const double *d, const double *e)
{
    enum { X = 2 };
    double *z = malloc(sizeof(double) * (size_t)n * 2 * X), *x = malloc(sizeof(double) * (size_t)n * X);
    if (!z || !x) { free(z), free(x); return INFINITY; }
    for (int c = 0; c < X; ++c)
        for (int64_t i = 0; i < n; ++i) {
            const double xi = symmetric_entry(i, 1000003 + c);
            x[i + c * n] = z[i + c * n] = xi;
            z[i + (X + c) * n] = d[i] * xi + (i > 0 ? e[i - 1] * symmetric_entry(i - 1, 1000003 + c) : 0) +
                                 (i + 1 < n ? e[i] * symmetric_entry(i + 1, 1000003 + c) : 0);
        }
    apply_sytrd_q(uplo, n, q, tau, z, 2 * X); /* [Q x, Q T x] */
    double worst = 0, r2[X] = {0}, xx[X][X] = {{0}}, zz[X][X] = {{0}};
    for (int64_t i = 0; i < n; ++i) { /* (A Q x)_i - (Q T x)_i, A symmetric: row i = column i */
        const double *ai = a + i * n;
        double s[X] = {0};
        for (int64_t j = 0; j < n; ++j)
            for (int c = 0; c < X; ++c) s[c] += ai[j] * z[j + (int64_t)c * n];
        for (int c = 0; c < X; ++c) {
            const double r = s[c] - z[i + (int64_t)(X + c) * n];
            r2[c] += r * r;
        }
    }
    for (int c = 0; c < X; ++c) {
        for (int c2 = 0; c2 < X; ++c2)
            for (int64_t i = 0; i < n; ++i) xx[c][c2] += x[i + c * n] * x[i + c2 * n], zz[c][c2] += z[i + c * n] * z[i + c2 * n];
        worst = fmax(worst, sqrt(r2[c]) * sqrt((double)n) / (sqrt(xx[c][c]) * (double)n * anorm * 0x1p-53));
    }
    for (int c = 0; c < X; ++c)
        for (int c2 = 0; c2 < X; ++c2)
            worst = fmax(worst, fabs(zz[c][c2] - xx[c][c2]) / ((double)n * 0x1p-53 * sqrt(xx[c][c] * xx[c2][c2])));
    free(z), free(x);
    return worst;
}
