/*
 * test_symv.cpp -- tests of trident_{s,d}symv, trident_{c,z}hemv, trident_wsymv
 * against a host reference in higher precision (double for s/c, double-double
 * for d/z, binary128 for w): every type x uplo x n x increment x
 * {generic, beta = 0 with NaN in y, alpha = 0 with NaN in A}, lda > n, the
 * unreferenced triangle and the padding filled with NaN; bitwise
 * reproducibility over 50 calls, wherever A lies and whether pass 2 is a
 * launch of its own or not; calls of several sizes interleaved on two
 * contexts' streams (two cooperative grids may share the device); illegal
 * arguments; the opt-in atomic path.
 * Exits 77 ("SKIP") without a CUDA device.
 */
#include <cmath>
#include <complex>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <vector>

#include <cuda_runtime_api.h>

#include "trident_cuda.h"
#include "dd/dd_arith.h"
#include "symv_exact.h"
#include "../common/test_device.h"

typedef __float128 q_t;

static int g_fail = 0, g_cases = 0;
static int g_handler_calls = 0;
static void quiet_handler(const char *, trident_int, const char *, void *) { ++g_handler_calls; }

#define CK(call)                                                                  \
    do {                                                                          \
        cudaError_t e_ = (call);                                                  \
        if (e_ != cudaSuccess) {                                                  \
            fprintf(stderr, "%s:%d CUDA error %s\n", __FILE__, __LINE__,          \
                    cudaGetErrorString(e_));                                      \
            exit(1);                                                              \
        }                                                                         \
    } while (0)

static q_t qabs(q_t v) { return v < 0 ? -v : v; }

/* ---- reference accumulators ------------------------------------------- */
struct acc_double {
    double v = 0;
    void add_prod(double a, double b) { v += a * b; }
    void sub_prod(double a, double b) { v -= a * b; }
    q_t q() const { return (q_t)v; }
};
struct acc_dd {
    trident_dd v = trident_dd_zero();
    void add_prod(double a, double b) { v = trident_dd_add(v, trident_dd_two_prod(a, b)); }
    void sub_prod(double a, double b) { add_prod(-a, b); }
    q_t q() const { return (q_t)v.hi + (q_t)v.lo; }
};
struct acc_q {
    q_t v = 0;
    void add_prod(q_t a, q_t b) { v += a * b; }
    void sub_prod(q_t a, q_t b) { v -= a * b; }
    q_t q() const { return v; }
};

/* ---- per-type description ----------------------------------------------- */
template <class E> struct tinfo;
template <> struct tinfo<float> {
    typedef float C; typedef acc_double ACC; static constexpr int ncomp = 1;
    static constexpr const char *name = "ssymv"; static double eps() { return ldexp(1.0, -24); }
    static C comp(const float &e, int) { return e; }
    static void set(float &e, int, double v) { e = (float)v; }
    static q_t tq(C c) { return (q_t)c; }
    static int call(trident_context *ctx, char u, int64_t n, const float *al, const float *A, int64_t lda,
                    const float *x, int64_t ix, const float *be, float *y, int64_t iy)
    { return trident_ssymv(ctx, u, n, *al, A, lda, x, ix, *be, y, iy); }
};
template <> struct tinfo<double> {
    typedef double C; typedef acc_dd ACC; static constexpr int ncomp = 1;
    static constexpr const char *name = "dsymv"; static double eps() { return ldexp(1.0, -53); }
    static C comp(const double &e, int) { return e; }
    static void set(double &e, int, double v) { e = v; }
    static q_t tq(C c) { return (q_t)c; }
    static int call(trident_context *ctx, char u, int64_t n, const double *al, const double *A, int64_t lda,
                    const double *x, int64_t ix, const double *be, double *y, int64_t iy)
    { return trident_dsymv(ctx, u, n, *al, A, lda, x, ix, *be, y, iy); }
};
typedef std::complex<float> cf;
typedef std::complex<double> cd;
template <> struct tinfo<cf> {
    typedef float C; typedef acc_double ACC; static constexpr int ncomp = 2;
    static constexpr const char *name = "chemv"; static double eps() { return ldexp(1.0, -24); }
    static C comp(const cf &e, int k) { return k ? e.imag() : e.real(); }
    static void set(cf &e, int k, double v) { if (k) e.imag((float)v); else e.real((float)v); }
    static q_t tq(C c) { return (q_t)c; }
    static int call(trident_context *ctx, char u, int64_t n, const cf *al, const cf *A, int64_t lda,
                    const cf *x, int64_t ix, const cf *be, cf *y, int64_t iy)
    { return trident_chemv(ctx, u, n, *al, A, lda, x, ix, *be, y, iy); }
};
template <> struct tinfo<cd> {
    typedef double C; typedef acc_dd ACC; static constexpr int ncomp = 2;
    static constexpr const char *name = "zhemv"; static double eps() { return ldexp(1.0, -53); }
    static C comp(const cd &e, int k) { return k ? e.imag() : e.real(); }
    static void set(cd &e, int k, double v) { if (k) e.imag(v); else e.real(v); }
    static q_t tq(C c) { return (q_t)c; }
    static int call(trident_context *ctx, char u, int64_t n, const cd *al, const cd *A, int64_t lda,
                    const cd *x, int64_t ix, const cd *be, cd *y, int64_t iy)
    { return trident_zhemv(ctx, u, n, *al, A, lda, x, ix, *be, y, iy); }
};
template <> struct tinfo<trident_dd> {
    typedef q_t C; typedef acc_q ACC; static constexpr int ncomp = 1;
    static constexpr const char *name = "wsymv"; static double eps() { return ldexp(1.0, -104); }
    static C comp(const trident_dd &e, int) { return (q_t)e.hi + (q_t)e.lo; }
    static void set(trident_dd &e, int, double v)
    {   /* a full double-double: hi + a random low part */
        double lo = v * ldexp(1.0, -53) * 0.37;
        e = trident_dd_fast_two_sum(v, lo);
    }
    static q_t tq(C c) { return c; }
    static int call(trident_context *ctx, char u, int64_t n, const trident_dd *al, const trident_dd *A,
                    int64_t lda, const trident_dd *x, int64_t ix, const trident_dd *be, trident_dd *y,
                    int64_t iy)
    { return trident_wsymv(ctx, u, n, *al, A, lda, x, ix, *be, y, iy); }
};

template <class E> static E nan_elem()
{
    E e;
    memset(&e, 0xff, sizeof e); /* all-ones: a NaN in every component */
    return e;
}
template <class E> static bool same_bytes(const E &a, const E &b) { return memcmp(&a, &b, sizeof a) == 0; }

/* element (logical k) of a strided vector */
static int64_t vidx(int64_t k, int64_t n, int64_t inc) { return inc > 0 ? k * inc : (n - 1 - k) * -inc; }

template <class E>
static void run_type(trident_context *ctx, const std::vector<int64_t> &ns, bool atomic_mode)
{
    typedef tinfo<E> I;
    std::mt19937_64 rng(12345);
    std::uniform_real_distribution<double> U(-1.0, 1.0);
    const int incs[4] = {1, -1, 2, -3};
    const double eps = I::eps();
    for (char uplo : {'L', 'U'}) {
        for (int64_t n : ns) {
            /* lda: unaligned (n + 3) for one triangle, a multiple of 4 for the other,
             * so both the vector-load and the scalar-load paths are exercised */
            const int64_t lda = ((n + uplo) & 1) ? n + 3 : ((n + 3) / 4) * 4 + 4;
            const size_t asz = (size_t)lda * (n > 0 ? n : 1);
            std::vector<E> A(asz, nan_elem<E>());
            for (int64_t j = 0; j < n; ++j)
                for (int64_t i = 0; i < n; ++i) {
                    if (uplo == 'L' ? i < j : i > j) continue;
                    E &e = A[i + j * lda];
                    for (int k = 0; k < I::ncomp; ++k) I::set(e, k, U(rng));
                }
            std::vector<E> x(n);
            for (auto &e : x)
                for (int k = 0; k < I::ncomp; ++k) I::set(e, k, U(rng));
            /* reference r = A x and s = |A| |x| (Hermitian / symmetric from the stored triangle) */
            std::vector<q_t> rre(n), rim(n);
            std::vector<double> sabs(n);
            for (int64_t i = 0; i < n; ++i) {
                typename I::ACC re, im;
                double sa = 0;
                for (int64_t j = 0; j < n; ++j) {
                    bool stored = (uplo == 'L') ? i >= j : i <= j;
                    const E &a = stored ? A[i + j * lda] : A[j + i * lda];
                    typename I::C ar = I::comp(a, 0), ai = I::ncomp == 2 ? I::comp(a, 1) : 0;
                    if (i == j) ai = 0;               /* Hermitian: imaginary diagonal ignored */
                    else if (!stored) ai = -ai;       /* conj of the mirrored entry */
                    typename I::C xr = I::comp(x[j], 0), xi = I::ncomp == 2 ? I::comp(x[j], 1) : 0;
                    re.add_prod(ar, xr);
                    if (I::ncomp == 2) {
                        re.sub_prod(ai, xi);
                        im.add_prod(ar, xi);
                        im.add_prod(ai, xr);
                    }
                    sa += (fabs((double)ar) + fabs((double)ai)) * (fabs((double)xr) + fabs((double)xi));
                }
                rre[i] = re.q();
                rim[i] = im.q();
                sabs[i] = sa;
            }
            /* imaginary diagonal entries set nonzero to check they are ignored */
            if (I::ncomp == 2)
                for (int64_t i = 0; i < n; ++i) I::set(A[i + i * lda], 1, 0.5 + U(rng));
            E *dA, *dAnan, *dx, *dy;
            const int64_t vmax = 1 + (n > 0 ? n - 1 : 0) * 3;
            CK(cudaMalloc((void **)&dA, asz * sizeof(E)));
            CK(cudaMalloc((void **)&dAnan, asz * sizeof(E)));
            CK(cudaMalloc((void **)&dx, vmax * sizeof(E)));
            CK(cudaMalloc((void **)&dy, vmax * sizeof(E)));
            CK(test_memcpy(dA, A.data(), asz * sizeof(E), cudaMemcpyHostToDevice));
            CK(cudaMemset(dAnan, 0xff, asz * sizeof(E)));
            for (int inc : incs) {
                const int incx = inc, incy = (inc == 2) ? -1 : inc; /* one mixed pair */
                const int64_t nx = 1 + (n > 0 ? n - 1 : 0) * std::abs(incx);
                const int64_t ny = 1 + (n > 0 ? n - 1 : 0) * std::abs(incy);
                std::vector<E> hx(nx, nan_elem<E>());
                for (int64_t k = 0; k < n; ++k) hx[vidx(k, n, incx)] = x[k];
                CK(test_memcpy(dx, hx.data(), nx * sizeof(E), cudaMemcpyHostToDevice));
                for (int cs = 0; cs < 3; ++cs) { /* 0 generic, 1 beta=0 & NaN y, 2 alpha=0 & NaN A */
                    E alpha, beta;
                    memset(&alpha, 0, sizeof alpha);
                    memset(&beta, 0, sizeof beta);
                    if (cs != 2) { I::set(alpha, 0, 0.75); if (I::ncomp == 2) I::set(alpha, 1, -0.3125); }
                    if (cs != 1) { I::set(beta, 0, -1.25); if (I::ncomp == 2) I::set(beta, 1, 0.5); }
                    std::vector<E> y0(n), hy(ny);
                    E sentinel;
                    memset(&sentinel, 0, sizeof sentinel);
                    I::set(sentinel, 0, 12345.0);
                    for (auto &e : hy) e = sentinel;
                    for (int64_t k = 0; k < n; ++k) {
                        if (cs == 1) y0[k] = nan_elem<E>();
                        else for (int c = 0; c < I::ncomp; ++c) I::set(y0[k], c, U(rng));
                        hy[vidx(k, n, incy)] = y0[k];
                    }
                    CK(test_memcpy(dy, hy.data(), ny * sizeof(E), cudaMemcpyHostToDevice));
                    int info = I::call(ctx, uplo, n, &alpha, cs == 2 ? dAnan : dA, lda, dx, incx, &beta, dy, incy);
                    CK(cudaDeviceSynchronize());
                    std::vector<E> out(ny);
                    CK(cudaMemcpy(out.data(), dy, ny * sizeof(E), cudaMemcpyDeviceToHost));
                    ++g_cases;
                    int bad = (info != 0);
                    double worst = 0;
                    std::vector<char> touched(ny, 0);
                    const q_t alr = I::tq(I::comp(alpha, 0)), ali = I::ncomp == 2 ? I::tq(I::comp(alpha, 1)) : 0;
                    const q_t ber = I::tq(I::comp(beta, 0)), bei = I::ncomp == 2 ? I::tq(I::comp(beta, 1)) : 0;
                    for (int64_t k = 0; k < n && !bad; ++k) {
                        const int64_t p = vidx(k, n, incy);
                        touched[p] = 1;
                        q_t er = alr * rre[k] - ali * rim[k], ei = alr * rim[k] + ali * rre[k];
                        double yb = 0;
                        if (cs != 1) {
                            q_t yr = I::tq(I::comp(y0[k], 0)), yi = I::ncomp == 2 ? I::tq(I::comp(y0[k], 1)) : 0;
                            er += ber * yr - bei * yi;
                            ei += ber * yi + bei * yr;
                            yb = (double)((qabs(ber) + qabs(bei)) * (qabs(yr) + qabs(yi)));
                        }
                        q_t gr = I::tq(I::comp(out[p], 0)), gi = I::ncomp == 2 ? I::tq(I::comp(out[p], 1)) : 0;
                        double err = (double)(qabs(gr - er) + qabs(gi - ei));
                        double scale = (double)(qabs(alr) + qabs(ali)) * sabs[k] + yb;
                        double tol = 4.0 * (double)(n + 4) * eps * scale + 1e-300;
                        if (!(err <= tol)) {
                            bad = 1;
                            fprintf(stderr, "  %s uplo=%c n=%lld inc=%d/%d case=%d k=%lld err=%.3e tol=%.3e%s\n",
                                    I::name, uplo, (long long)n, incx, incy, cs, (long long)k, err, tol,
                                    atomic_mode ? " (atomic)" : "");
                        } else if (scale > 0 && err / scale > worst) worst = err / scale;
                    }
                    for (int64_t p = 0; p < ny && !bad; ++p)
                        if (!touched[p] && !same_bytes(out[p], sentinel)) {
                            bad = 1;
                            fprintf(stderr, "  %s uplo=%c n=%lld: y gap element %lld written\n", I::name, uplo,
                                    (long long)n, (long long)p);
                        }
                    if (bad) {
                        ++g_fail;
                        if (info) fprintf(stderr, "  %s uplo=%c n=%lld info=%d\n", I::name, uplo, (long long)n, info);
                    }
                }
            }
            CK(cudaFree(dA));
            CK(cudaFree(dAnan));
            CK(cudaFree(dx));
            CK(cudaFree(dy));
        }
        printf("%s uplo=%c%s: done (%d failures so far)\n", I::name, uplo, atomic_mode ? " atomic" : "", g_fail);
        fflush(stdout);
    }
}

/* 50 calls on one input give identical bytes */
template <class E> static void reproducible(trident_context *ctx, int64_t n)
{
    typedef tinfo<E> I;
    std::mt19937_64 rng(777);
    std::uniform_real_distribution<double> U(-1.0, 1.0);
    for (char uplo : {'L', 'U'}) {
        std::vector<E> A((size_t)n * n), x(n), y(n);
        for (auto &e : A) for (int k = 0; k < I::ncomp; ++k) I::set(e, k, U(rng));
        for (auto &e : x) for (int k = 0; k < I::ncomp; ++k) I::set(e, k, U(rng));
        for (auto &e : y) for (int k = 0; k < I::ncomp; ++k) I::set(e, k, U(rng));
        E *dA, *dx, *dy, *dy0;
        CK(cudaMalloc((void **)&dA, A.size() * sizeof(E)));
        CK(cudaMalloc((void **)&dx, n * sizeof(E)));
        CK(cudaMalloc((void **)&dy, n * sizeof(E)));
        CK(cudaMalloc((void **)&dy0, n * sizeof(E)));
        CK(cudaMemcpy(dA, A.data(), A.size() * sizeof(E), cudaMemcpyHostToDevice));
        CK(cudaMemcpy(dx, x.data(), n * sizeof(E), cudaMemcpyHostToDevice));
        CK(cudaMemcpy(dy0, y.data(), n * sizeof(E), cudaMemcpyHostToDevice));
        /* The context's stream does not wait for the legacy stream's copies
         * (device-to-device copies return before they are done): each copy
         * below is followed by a device synchronisation before the call. */
        CK(cudaDeviceSynchronize());
        E alpha, beta;
        memset(&alpha, 0, sizeof alpha);
        memset(&beta, 0, sizeof beta);
        I::set(alpha, 0, 1.5);
        I::set(beta, 0, 0.5);
        std::vector<E> first(n), cur(n);
        int bad = 0;
        for (int r = 0; r < 50 && !bad; ++r) {
            CK(cudaMemcpy(dy, dy0, n * sizeof(E), cudaMemcpyDeviceToDevice));
            CK(cudaDeviceSynchronize());
            if (I::call(ctx, uplo, n, &alpha, dA, n, dx, 1, &beta, dy, 1) != 0) bad = 1;
            CK(cudaDeviceSynchronize());
            CK(cudaMemcpy(r ? cur.data() : first.data(), dy, n * sizeof(E), cudaMemcpyDeviceToHost));
            if (r && memcmp(cur.data(), first.data(), n * sizeof(E)) != 0) bad = 1;
        }
        ++g_cases;
        if (bad) { ++g_fail; fprintf(stderr, "  %s uplo=%c n=%lld: NOT bitwise reproducible\n", I::name, uplo, (long long)n); }
        /* the same bytes wherever the matrix lies, one element into the
         * allocation (no column on a 16-byte boundary): with lda = n + 5
         * and with lda a multiple of 16 bytes (every column one element
         * past a boundary, as the trailing matrix of every other column of
         * a tridiagonalization) */
        for (int64_t lda2 : {n + 5, (n + 15) / 16 * 16 + 16}) {
            E *dA2;
            CK(cudaMalloc((void **)&dA2, ((size_t)lda2 * n + 1) * sizeof(E)));
            CK(cudaMemcpy2D(dA2 + 1, lda2 * sizeof(E), dA, n * sizeof(E), n * sizeof(E), n, cudaMemcpyDeviceToDevice));
            CK(cudaMemcpy(dy, dy0, n * sizeof(E), cudaMemcpyDeviceToDevice));
            CK(cudaDeviceSynchronize());
            int moved = I::call(ctx, uplo, n, &alpha, dA2 + 1, lda2, dx, 1, &beta, dy, 1) != 0;
            CK(cudaDeviceSynchronize());
            CK(cudaMemcpy(cur.data(), dy, n * sizeof(E), cudaMemcpyDeviceToHost));
            moved |= memcmp(cur.data(), first.data(), n * sizeof(E)) != 0;
            ++g_cases;
            if (moved) {
                ++g_fail;
                fprintf(stderr, "  %s uplo=%c n=%lld lda=%lld: result depends on where A lies\n", I::name, uplo,
                        (long long)n, (long long)lda2);
            }
            CK(cudaFree(dA2));
        }
        /* the same bytes with pass 2 in the same launch and as a launch of its
         * own, whichever the call would take by itself (symv_one_launch) */
        for (const char *force : {"0", "1"}) {
            setenv("TRIDENT_SYMV_TWO_PASS", force, 1);
            CK(cudaMemcpy(dy, dy0, n * sizeof(E), cudaMemcpyDeviceToDevice));
            CK(cudaDeviceSynchronize());
            int differs = I::call(ctx, uplo, n, &alpha, dA, n, dx, 1, &beta, dy, 1) != 0;
            CK(cudaDeviceSynchronize());
            unsetenv("TRIDENT_SYMV_TWO_PASS");
            CK(cudaMemcpy(cur.data(), dy, n * sizeof(E), cudaMemcpyDeviceToHost));
            differs |= memcmp(cur.data(), first.data(), n * sizeof(E)) != 0;
            ++g_cases;
            if (differs) {
                ++g_fail;
                fprintf(stderr, "  %s uplo=%c n=%lld: %s launch(es) differ from the default\n", I::name, uplo,
                        (long long)n, *force == '0' ? "one" : "two");
            }
        }
        CK(cudaFree(dA)); CK(cudaFree(dx)); CK(cudaFree(dy)); CK(cudaFree(dy0));
    }
    printf("%s: reproducibility n=%lld done\n", I::name, (long long)n);
}

/* Calls of several sizes and both triangles, queued alternately on two
 * contexts with streams of their own and no synchronisation in between, give
 * the same bytes as one call each on a quiet device. */
static void interleaved_streams(int64_t nmax)
{
    const int64_t ns[4] = {nmax, 33, nmax / 2 + 7, 129};
    trident_context *c[2];
    cudaStream_t st[2];
    for (int k = 0; k < 2; ++k) {
        CK(cudaStreamCreateWithFlags(&st[k], cudaStreamNonBlocking));
        if (trident_context_create(&c[k]) || trident_context_set_cuda_stream(c[k], st[k])) exit(1);
    }
    std::mt19937_64 rng(4242);
    std::uniform_real_distribution<double> U(-1.0, 1.0);
    std::vector<double> A((size_t)nmax * nmax), x(nmax);
    for (auto &v : A) v = U(rng);
    for (auto &v : x) v = U(rng);
    double *dA, *dx, *dy;
    const int ncalls = 16;
    CK(cudaMalloc((void **)&dA, A.size() * sizeof(double)));
    CK(cudaMalloc((void **)&dx, nmax * sizeof(double)));
    CK(cudaMalloc((void **)&dy, (size_t)ncalls * nmax * sizeof(double)));
    CK(test_memcpy(dA, A.data(), A.size() * sizeof(double), cudaMemcpyHostToDevice));
    CK(test_memcpy(dx, x.data(), nmax * sizeof(double), cudaMemcpyHostToDevice));
    auto call = [&](int q, trident_context *ctx) {
        const int64_t n = ns[q % 4];
        const char uplo = (q / 4) % 2 ? 'U' : 'L';
        return trident_dsymv(ctx, uplo, n, 1.0, dA, nmax, dx, 1, 0.0, dy + (size_t)q * nmax, 1);
    };
    int bad = 0;
    for (int q = 0; q < ncalls; ++q) bad |= call(q, c[q % 2]);
    CK(cudaDeviceSynchronize());
    std::vector<double> inter((size_t)ncalls * nmax), alone((size_t)ncalls * nmax);
    CK(cudaMemcpy(inter.data(), dy, inter.size() * sizeof(double), cudaMemcpyDeviceToHost));
    for (int q = 0; q < ncalls; ++q) {
        bad |= call(q, c[0]);
        CK(cudaDeviceSynchronize());
    }
    CK(cudaMemcpy(alone.data(), dy, alone.size() * sizeof(double), cudaMemcpyDeviceToHost));
    for (int q = 0; q < ncalls && !bad; ++q)
        if (memcmp(&inter[(size_t)q * nmax], &alone[(size_t)q * nmax], ns[q % 4] * sizeof(double)) != 0) bad = 1;
    ++g_cases;
    if (bad) {
        ++g_fail;
        fprintf(stderr, "  dsymv: calls interleaved on two streams differ from calls alone\n");
    }
    for (int k = 0; k < 2; ++k) {
        trident_context_destroy(c[k]);
        CK(cudaStreamDestroy(st[k]));
    }
    CK(cudaFree(dA)); CK(cudaFree(dx)); CK(cudaFree(dy));
    printf("interleaved streams: done\n");
}

/* illegal arguments: the right info, and y not written */
template <class E> static void bad_args(trident_context *ctx)
{
    typedef tinfo<E> I;
    const int64_t n = 10;
    E *dA, *dx, *dy;
    CK(cudaMalloc((void **)&dA, n * n * sizeof(E)));
    CK(cudaMalloc((void **)&dx, n * sizeof(E)));
    CK(cudaMalloc((void **)&dy, n * sizeof(E)));
    CK(cudaMemset(dA, 0, n * n * sizeof(E)));
    CK(cudaMemset(dx, 0, n * sizeof(E)));
    E one;
    memset(&one, 0, sizeof one);
    I::set(one, 0, 1.0);
    struct { char uplo; int64_t n, lda, incx, incy; int want; } cases[] = {
        {'X', n, n, 1, 1, -2}, {'l', -1, n, 1, 1, -3}, {'U', n, n - 1, 1, 1, -6},
        {'L', 0, 0, 1, 1, -6}, {'L', n, n, 0, 1, -8}, {'u', n, n, 1, 0, -11}};
    for (auto &c : cases) {
        CK(cudaMemset(dy, 0x5a, n * sizeof(E)));
        int before = g_handler_calls;
        int info = I::call(ctx, c.uplo, c.n, &one, dA, c.lda, dx, c.incx, &one, dy, c.incy);
        CK(cudaDeviceSynchronize());
        std::vector<unsigned char> h(n * sizeof(E));
        CK(cudaMemcpy(h.data(), dy, h.size(), cudaMemcpyDeviceToHost));
        bool untouched = true;
        for (unsigned char b : h) untouched &= (b == 0x5a);
        ++g_cases;
        if (info != c.want || !untouched || g_handler_calls != before + 1) {
            ++g_fail;
            fprintf(stderr, "  %s bad-arg case uplo=%c n=%lld: info %d (want %d), y %s, handler %d\n", I::name,
                    c.uplo, (long long)c.n, info, c.want, untouched ? "untouched" : "WRITTEN",
                    g_handler_calls - before);
        }
    }
    /* NULL device pointers with n > 0: -5 (dA), -7 (dx), -10 (dy); y untouched */
    const int null_want[3] = {-5, -7, -10};
    for (int which = 0; which < 3; ++which) {
        CK(cudaMemset(dy, 0x5a, n * sizeof(E)));
        int before = g_handler_calls;
        int info = I::call(ctx, 'L', n, &one, which == 0 ? nullptr : dA, n, which == 1 ? nullptr : dx, 1,
                           &one, which == 2 ? nullptr : dy, 1);
        CK(cudaDeviceSynchronize());
        std::vector<unsigned char> h(n * sizeof(E));
        CK(cudaMemcpy(h.data(), dy, h.size(), cudaMemcpyDeviceToHost));
        bool untouched = true;
        for (unsigned char b : h) untouched &= (b == 0x5a);
        ++g_cases;
        if (info != null_want[which] || !untouched || g_handler_calls != before + 1) {
            ++g_fail;
            fprintf(stderr, "  %s NULL pointer case %d: info %d (want %d), y %s\n", I::name, which, info,
                    null_want[which], untouched ? "untouched" : "WRITTEN");
        }
    }
    /* NULL context */
    ++g_cases;
    if (I::call(nullptr, 'L', n, &one, dA, n, dx, 1, &one, dy, 1) != TRIDENT_INFO_INVALID_CONTEXT) {
        ++g_fail;
        fprintf(stderr, "  %s: NULL context not rejected\n", I::name);
    }
    CK(cudaFree(dA)); CK(cudaFree(dx)); CK(cudaFree(dy));
}

int main(int argc, char **argv)
{
    int count = 0;
    if (cudaGetDeviceCount(&count) != cudaSuccess || count == 0) {
        printf("SKIP: no CUDA device\n");
        return 77;
    }
    const bool quick = argc > 1 && !strcmp(argv[1], "--quick"); /* for the sanitizers */
    trident_set_error_handler(quiet_handler, nullptr);
    trident_context *ctx;
    if (trident_context_create(&ctx)) return 1;
    std::vector<int64_t> ns = {0, 1, 2, 3, 31, 32, 33, 63, 64, 65, 100, 127, 128, 129, 1000, 4097};
    std::vector<int64_t> nw = {0, 1, 2, 3, 31, 32, 33, 63, 64, 65, 100, 127, 128, 129, 1000, 1537};
    if (quick) ns = nw = {0, 1, 33, 65, 200};
    run_type<float>(ctx, ns, false);
    run_type<double>(ctx, ns, false);
    run_type<cf>(ctx, ns, false);
    run_type<cd>(ctx, ns, false);
    run_type<trident_dd>(ctx, nw, false); /* binary128 reference is slow: n = 1537 instead of 4097 */
    {
        /* every n-range of the tuning tables, on exact integer data */
        const std::vector<int64_t> ne = quick ? std::vector<int64_t>{700} : std::vector<int64_t>{2000, 6000, 12000, 24001};
        g_fail += symv_exact_checks(ctx, ne.data(), (int)ne.size(), &g_cases);
    }
    int64_t rn = quick ? 300 : 2000;
    reproducible<float>(ctx, rn);
    reproducible<double>(ctx, rn);
    reproducible<cf>(ctx, rn);
    reproducible<cd>(ctx, rn);
    reproducible<trident_dd>(ctx, quick ? 300 : 1000);
    interleaved_streams(quick ? 300 : 3000);
    bad_args<float>(ctx);
    bad_args<double>(ctx);
    bad_args<cf>(ctx);
    bad_args<cd>(ctx);
    bad_args<trident_dd>(ctx);
    /* the opt-in non-deterministic (atomic) kernels: accuracy only */
    trident_context_set_deterministic(ctx, 0);
    std::vector<int64_t> na = {1, 33, 129, 1000};
    if (quick) na = {33, 129};
    run_type<float>(ctx, na, true);
    run_type<double>(ctx, na, true);
    run_type<cf>(ctx, na, true);
    run_type<cd>(ctx, na, true);
    trident_context_destroy(ctx);
    printf("%d cases, %d failures\n", g_cases, g_fail);
    return g_fail ? 1 : 0;
}
