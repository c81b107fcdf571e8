/*
 * test_scalar_ops.cu -- the element arithmetic every kernel is written with
 * (cuda/common/scalar.cuh), run on the host: the same __host__ __device__
 * functions the GPU executes, so a wrong sign or a missing conjugate in the
 * fused multiply-adds (madd, cmadd, msub) fails here, in CI, without a GPU.
 *
 *  - small integers, where every result is exact: the values must be equal;
 *  - random operands: each result within a few units of rounding of the
 *    exact one (long double reference for the double types, double for the
 *    float ones), relative to |c| + |a| |b|;
 *  - double-double (dd_real, dd/dd_real.cuh): its operators are dd_arith.h's
 *    functions bit for bit, hypot is accurate and safe from overflow and
 *    underflow, copysign / fmax / isfinite / comparisons behave as C's on
 *    the pair's value.
 *
 * Exit status: 0 pass, 1 failure.
 */
#include <cmath>
#include <cstdio>
#include <cstdlib>

#include "common/scalar.cuh"

using namespace trident;

static int failures = 0, checks = 0;

template <class R> static const char *type_name(bool complex_)
{
    return sizeof(R) == sizeof(float) ? (complex_ ? "float2" : "float") : (complex_ ? "double2" : "double");
}

/* the exact results of c + a b, c + conj(a) b and c - a b (ref: a wider type) */
template <class Ref> struct exact3 {
    Ref madd_re, madd_im, cmadd_re, cmadd_im, msub_re, msub_im;
};
template <class Ref>
static exact3<Ref> exact(Ref ar, Ref ai, Ref br, Ref bi, Ref cr, Ref ci)
{
    exact3<Ref> x;
    x.madd_re = cr + (ar * br - ai * bi);
    x.madd_im = ci + (ar * bi + ai * br);
    x.cmadd_re = cr + (ar * br + ai * bi);
    x.cmadd_im = ci + (ar * bi - ai * br);
    x.msub_re = cr - (ar * br - ai * bi);
    x.msub_im = ci - (ar * bi + ai * br);
    return x;
}

/* |got - want| <= tol (|c| + |a| |b|) eps, else a failure line */
template <class R, class Ref>
static void expect_close(const char *what, bool complex_, R got, Ref want, Ref scale, Ref tol)
{
    ++checks;
    const Ref eps = sizeof(R) == sizeof(float) ? Ref(0x1p-24) : Ref(0x1p-53);
    const Ref err = std::fabs((Ref)got - want);
    if (!(err <= tol * scale * eps)) {
        ++failures;
        std::printf("FAIL %s %s: got %.17Lg, exact %.17Lg (error %.3Lg of %.3Lg)\n", type_name<R>(complex_), what,
                    (long double)got, (long double)want, (long double)err, (long double)(scale * eps));
    }
}

/* small integers: every operation exact, so the values must be equal */
template <class T> static void exact_small_integers()
{
    typedef real_t<T> R;
    const bool cx = is_complex_elem<T>::value;
    const T a = make<T>(1, 2), b = make<T>(3, 4), c = make<T>(5, 6);
    const R ai = cx ? 2 : 0, bi = cx ? 4 : 0, ci = cx ? 6 : 0;
    const exact3<double> x = exact<double>(1, ai, 3, bi, 5, ci);
    const T got[3] = {madd(c, a, b), cmadd(c, a, b), msub(c, a, b)};
    const double want[3][2] = {{x.madd_re, x.madd_im}, {x.cmadd_re, x.cmadd_im}, {x.msub_re, x.msub_im}};
    const char *names[3] = {"madd", "cmadd", "msub"};
    for (int k = 0; k < 3; ++k) {
        checks += 2;
        if (re(got[k]) != want[k][0] || im(got[k]) != (cx ? want[k][1] : 0)) {
            ++failures;
            std::printf("FAIL %s %s(c, a, b) with a = 1+2i, b = 3+4i, c = 5+6i: (%g, %g), exact (%g, %g)\n",
                        type_name<R>(cx), names[k], (double)re(got[k]), (double)im(got[k]), want[k][0],
                        cx ? want[k][1] : 0.0);
        }
    }
}

static double uniform(unsigned long long &s)
{
    s = s * 6364136223846793005ULL + 1442695040888963407ULL;
    return (double)(s >> 11) * 0x1p-53 * 2 - 1;
}

/* random operands: close to the exact result */
template <class T, class Ref> static void random_operands(int count)
{
    typedef real_t<T> R;
    const bool cx = is_complex_elem<T>::value;
    unsigned long long seed = 12345;
    /* a fused complex multiply-add rounds three or four times (two fmas per part) */
    const Ref tol = 4;
    for (int t = 0; t < count; ++t) {
        R v[6];
        for (int k = 0; k < 6; ++k) v[k] = (R)(uniform(seed) * std::ldexp(1.0, (int)(uniform(seed) * 8)));
        if (!cx) v[1] = v[3] = v[5] = 0;
        const T a = make<T>(v[0], v[1]), b = make<T>(v[2], v[3]), c = make<T>(v[4], v[5]);
        const exact3<Ref> x = exact<Ref>(v[0], v[1], v[2], v[3], v[4], v[5]);
        const Ref scale = std::fabs((Ref)v[4]) + std::fabs((Ref)v[5]) +
                          (std::fabs((Ref)v[0]) + std::fabs((Ref)v[1])) * (std::fabs((Ref)v[2]) + std::fabs((Ref)v[3]));
        const T m = madd(c, a, b), cm = cmadd(c, a, b), ms = msub(c, a, b);
        expect_close<R, Ref>("madd re", cx, re(m), x.madd_re, scale, tol);
        expect_close<R, Ref>("cmadd re", cx, re(cm), x.cmadd_re, scale, tol);
        expect_close<R, Ref>("msub re", cx, re(ms), x.msub_re, scale, tol);
        if (cx) {
            expect_close<R, Ref>("madd im", cx, im(m), x.madd_im, scale, tol);
            expect_close<R, Ref>("cmadd im", cx, im(cm), x.cmadd_im, scale, tol);
            expect_close<R, Ref>("msub im", cx, im(ms), x.msub_im, scale, tol);
        }
    }
}

/* ---- double-double (dd/dd_real.cuh): the real type the panel kernels take for w ---- */

static bool same(dd_real a, trident_dd b) { return a.hi == b.hi && a.lo == b.lo; }

static void expect(const char *what, bool ok)
{
    ++checks;
    if (!ok) {
        ++failures;
        std::printf("FAIL dd_real: %s\n", what);
    }
}

/* a random normalised pair of magnitude about 2^[-8, 8) */
static trident_dd random_dd(unsigned long long &seed)
{
    const double hi = uniform(seed) * std::ldexp(1.0, (int)(uniform(seed) * 8));
    return trident_dd_two_sum(hi, hi * uniform(seed) * 0x1p-54);
}

static void dd_real_ops(int count)
{
    unsigned long long seed = 777;
    int op_mismatch = 0, hypot_far = 0;
    for (int t = 0; t < count; ++t) {
        const trident_dd x = random_dd(seed), y = random_dd(seed), z = random_dd(seed);
        const dd_real a = x, b = y, c = z;
        /* the operators are dd_arith.h's functions, bit for bit */
        op_mismatch += !same(a + b, trident_dd_add(x, y)) + !same(a - b, trident_dd_sub(x, y)) +
                       !same(a * b, trident_dd_mul(x, y)) + !same(a / b, trident_dd_div(x, y)) +
                       !same(-a, trident_dd_neg(x)) + !same(sqrt(fabs(a)), trident_dd_sqrt(trident_dd_abs(x))) +
                       !same(madd(c, a, b), trident_dd_fma(x, y, z)) +
                       !same(msub(c, a, b), trident_dd_fma(trident_dd_neg(x), y, z)) +
                       ((a < b) != (bool)trident_dd_lt(x, y)) + ((a >= b) != (bool)trident_dd_ge(x, y));
        /* hypot against sqrt(a^2 + b^2) in double-double, where no square over- or underflows */
        const dd_real h = hypot(a, b), r = sqrt(a * a + b * b);
        hypot_far += std::fabs((h - r).hi) > 16 * 0x1p-106 * r.hi;
    }
    expect("operators and madd/msub equal dd_arith.h's functions", op_mismatch == 0);
    expect("hypot within 16 u^2 of sqrt(a^2 + b^2)", hypot_far == 0);

    /* pairs that differ in the low word alone compare by it */
    const dd_real one = 1, above = trident_dd_make(1.0, 0x1p-80);
    expect("comparison by the low word", one < above && above > one && one != above && !(above <= one));
    expect("int and double constructors are exact pairs", same(dd_real(3), trident_dd_make(3.0, 0.0)) &&
                                                              same(dd_real(-0.5), trident_dd_make(-0.5, 0.0)));
    /* hypot: exact cases, no overflow at 2^1000, no underflow at 2^-1000, zeros, Inf, NaN */
    expect("hypot(3, 4) = 5", same(hypot(dd_real(3), dd_real(-4)), trident_dd_make(5.0, 0.0)));
    const dd_real big = std::ldexp(1.0, 1000), tiny = std::ldexp(1.0, -1000);
    const dd_real root2 = sqrt(dd_real(2));
    expect("hypot(2^1000, 2^1000) = 2^1000 sqrt 2", same(hypot(big, big), (big * root2).c()));
    expect("hypot(2^-1000, 2^-1000) = 2^-1000 sqrt 2", same(hypot(tiny, -tiny), (tiny * root2).c()));
    expect("hypot(0, 0) = 0", same(hypot(dd_real(0), dd_real(0)), trident_dd_zero()));
    const dd_real inf = HUGE_VAL, nan = std::nan("");
    expect("hypot with Inf is Inf", hypot(dd_real(1), -inf).hi == HUGE_VAL);
    expect("hypot with NaN is NaN", hypot(nan, dd_real(1)).hi != hypot(nan, dd_real(1)).hi);
    /* copysign takes the high word's sign; fmax skips a NaN; isfinite */
    expect("copysign", same(copysign(above, dd_real(-2)), trident_dd_neg(above.c())) &&
                           same(copysign(-above, dd_real(0.0)), above.c()) &&
                           same(copysign(above, dd_real(-0.0)), trident_dd_neg(above.c())));
    expect("fmax", same(fmax(one, above), above.c()) && same(fmax(nan, one), one.c()) && same(fmax(one, nan), one.c()));
    expect("isfinite", isfinite(above) && !isfinite(inf) && !isfinite(-inf) && !isfinite(nan));
    /* scalar.cuh's element functions on a real type */
    expect("re, im, make, conj_, scale",
           same(re(above), above.c()) && same(im(above), trident_dd_zero()) &&
               same(make<dd_real>(above, dd_real(5)), above.c()) && same(conj_(above), above.c()) &&
               same(scale(dd_real(2), above), trident_dd_make(2.0, 0x1p-79)));
}

int main()
{
    exact_small_integers<float>();
    exact_small_integers<double>();
    exact_small_integers<float2>();
    exact_small_integers<double2>();
    random_operands<float, double>(10000);
    random_operands<float2, double>(10000);
    random_operands<double, long double>(10000);
    random_operands<double2, long double>(10000);
    dd_real_ops(10000);
    std::printf("scalar_ops: %d checks, %d failed\n", checks, failures);
    return failures ? 1 : 0;
}
