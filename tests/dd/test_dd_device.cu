/*
 * test_dd_device.cu -- the dd_arith.h operations on the GPU must give results
 * bitwise identical to the same header on the host (IEEE round-to-nearest
 * everywhere; nvcc's default --fmad=true must not change anything).
 *
 * Exit status: 0 pass, 1 mismatch or CUDA error, 77 no CUDA device (skip).
 */
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#include <cuda_runtime.h>

#include "dd/dd_arith.h"

#define CUDA_CHECK(call)                                                        \
    do {                                                                        \
        cudaError_t err_ = (call);                                              \
        if (err_ != cudaSuccess) {                                              \
            std::fprintf(stderr, "%s:%d: %s failed: %s\n", __FILE__, __LINE__,  \
                         #call, cudaGetErrorString(err_));                      \
            std::exit(1);                                                       \
        }                                                                       \
    } while (0)

enum {
    OP_TWO_SUM, OP_FAST_TWO_SUM, OP_TWO_PROD,
    OP_ADD, OP_SUB, OP_ADD_D, OP_SUB_D,
    OP_MUL, OP_MUL_D, OP_FMA, OP_FMA_DOT,
    OP_DIV, OP_DIV_D, OP_SQRT,
    OP_NEG, OP_ABS, OP_TO_DOUBLE, OP_CMP,
    NOPS
};

static const char *const op_names[NOPS] = {
    "two_sum", "fast_two_sum", "two_prod",
    "add", "sub", "add_d", "sub_d",
    "mul", "mul_d", "fma", "fma_dot",
    "div", "div_d", "sqrt",
    "neg", "abs", "to_double", "compare",
};

struct Input {
    trident_dd a, b, c;
    double d;
};

__host__ __device__ static void eval_all(const Input &in, trident_dd *out)
{
    const trident_dd a = in.a, b = in.b, c = in.c;
    const double d = in.d;
    out[OP_TWO_SUM] = trident_dd_two_sum(a.hi, b.hi);
    out[OP_FAST_TWO_SUM] = fabs(a.hi) >= fabs(b.hi) ? trident_dd_fast_two_sum(a.hi, b.hi)
                                                    : trident_dd_fast_two_sum(b.hi, a.hi);
    out[OP_TWO_PROD] = trident_dd_two_prod(a.hi, d);
    out[OP_ADD] = trident_dd_add(a, b);
    out[OP_SUB] = trident_dd_sub(a, b);
    out[OP_ADD_D] = trident_dd_add_d(a, d);
    out[OP_SUB_D] = trident_dd_sub_d(a, d);
    out[OP_MUL] = trident_dd_mul(a, b);
    out[OP_MUL_D] = trident_dd_mul_d(a, d);
    out[OP_FMA] = trident_dd_fma(a, b, c);
    out[OP_FMA_DOT] = trident_dd_fma_dot(a, b, c);
    out[OP_DIV] = trident_dd_div(a, b);
    out[OP_DIV_D] = trident_dd_div_d(a, d);
    out[OP_SQRT] = trident_dd_sqrt(trident_dd_abs(a));
    out[OP_NEG] = trident_dd_neg(a);
    out[OP_ABS] = trident_dd_abs(a);
    out[OP_TO_DOUBLE] = trident_dd_make(trident_dd_to_double(a), 0.0);
    const int flags = trident_dd_lt(a, b) | trident_dd_le(a, b) << 1 | trident_dd_gt(a, b) << 2 |
                      trident_dd_ge(a, b) << 3 | trident_dd_eq(a, b) << 4 | trident_dd_ne(a, b) << 5;
    out[OP_CMP] = trident_dd_make((double)flags, 0.0);
}

__global__ void eval_kernel(const Input *in, trident_dd *out, int n)
{
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        eval_all(in[i], out + (size_t)i * NOPS);
}

/* ---- inputs (fixed seed) ---- */

static uint64_t rng_state = 0x7a11de7ec0deULL;

static uint64_t rnd64()
{
    uint64_t z = (rng_state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

static int rnd_int(int lo, int hi) { return lo + (int)(rnd64() % (uint64_t)(hi - lo + 1)); }
static double rnd_sign() { return (rnd64() & 1) ? -1.0 : 1.0; }

static double rnd_mant()
{
    const uint64_t m52 = (1ULL << 52) - 1;
    uint64_t f;
    switch (rnd64() % 4) {
    case 0: f = rnd64() % 1024; break;
    case 1: f = m52 - rnd64() % 1024; break;
    default: f = rnd64() & m52; break;
    }
    return 1.0 + (double)f * 0x1p-52;
}

static int expo(double x)
{
    int e;
    std::frexp(x, &e);
    return e - 1;
}

static double ulp(double x) { return std::ldexp(1.0, expo(x) - 52); }

static trident_dd norm(double hi, double lo)
{
    double s = hi + lo;
    return trident_dd_make(s, lo - (s - hi));
}

static trident_dd rnd_dd(int emin, int emax)
{
    double hi = rnd_sign() * std::ldexp(rnd_mant(), rnd_int(emin, emax));
    int r = rnd_int(0, 7);
    double lo = r == 0 ? 0.0
              : r == 1 ? rnd_sign() * 0.5 * ulp(hi)
                       : rnd_sign() * std::ldexp(rnd_mant(), expo(hi) - 53 - rnd_int(0, 40));
    return norm(hi, lo);
}

static Input make_input(int i)
{
    Input in;
    in.a = rnd_dd(-300, 300);
    int ea = expo(in.a.hi);
    switch (i % 5) {
    case 0: /* near cancellation */
        in.b = norm(-(in.a.hi + rnd_int(-3, 3) * ulp(in.a.hi)),
                    rnd_sign() * std::ldexp(rnd_mant(), ea - 53 - rnd_int(0, 40)));
        in.d = -in.a.hi;
        break;
    case 1: /* exact negation: zeros */
        in.b = trident_dd_neg(in.a);
        in.d = 0.0;
        break;
    default:
        in.b = rnd_dd(ea - 80, ea + 80);
        in.d = rnd_sign() * std::ldexp(rnd_mant(), rnd_int(-300, 300));
        break;
    }
    in.c = (i % 3 == 0) ? trident_dd_neg(trident_dd_mul(in.a, in.b)) : rnd_dd(-300, 300);
    return in;
}

static bool same(double x, double y)
{
    if (std::isnan(x) || std::isnan(y))
        return std::isnan(x) && std::isnan(y); /* NaN payloads may differ */
    uint64_t bx, by;
    std::memcpy(&bx, &x, sizeof bx);
    std::memcpy(&by, &y, sizeof by);
    return bx == by; /* includes the sign of zero */
}

int main()
{
    int ndev = 0;
    cudaError_t st = cudaGetDeviceCount(&ndev);
    if (st != cudaSuccess || ndev == 0) {
        std::printf("SKIP: no CUDA device (%s)\n",
                    st != cudaSuccess ? cudaGetErrorString(st) : "device count 0");
        return 77;
    }
    CUDA_CHECK(cudaSetDevice(0));

    const int n = 1 << 17;
    std::vector<Input> in(n);
    for (int i = 0; i < n; i++)
        in[i] = make_input(i);
    /* a few special values */
    in[0].a = trident_dd_zero();
    in[1].b = trident_dd_zero();
    in[2].a = trident_dd_from_double(INFINITY);
    in[3].b = trident_dd_from_double(NAN);
    in[4].d = 0.0;
    in[5].a = trident_dd_make(-0.0, 0.0);

    std::vector<trident_dd> host((size_t)n * NOPS), dev((size_t)n * NOPS);
    for (int i = 0; i < n; i++)
        eval_all(in[i], &host[(size_t)i * NOPS]);

    Input *d_in = nullptr;
    trident_dd *d_out = nullptr;
    CUDA_CHECK(cudaMalloc((void **)&d_in, sizeof(Input) * n));
    CUDA_CHECK(cudaMalloc((void **)&d_out, sizeof(trident_dd) * (size_t)n * NOPS));
    CUDA_CHECK(cudaMemcpy(d_in, in.data(), sizeof(Input) * n, cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemset(d_out, 0xff, sizeof(trident_dd) * (size_t)n * NOPS));
    const int block = 128;
    eval_kernel<<<(n + block - 1) / block, block>>>(d_in, d_out, n);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaDeviceSynchronize());
    CUDA_CHECK(cudaMemcpy(dev.data(), d_out, sizeof(trident_dd) * (size_t)n * NOPS,
                          cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaFree(d_in));
    CUDA_CHECK(cudaFree(d_out));

    long mismatches[NOPS] = {0}, total = 0;
    for (int i = 0; i < n; i++) {
        for (int k = 0; k < NOPS; k++) {
            const trident_dd h = host[(size_t)i * NOPS + k], g = dev[(size_t)i * NOPS + k];
            if (same(h.hi, g.hi) && same(h.lo, g.lo))
                continue;
            if (mismatches[k]++ < 3)
                std::printf("MISMATCH %s, input %d: a=(%a,%a) b=(%a,%a) d=%a\n"
                            "  host (%a, %a)\n  dev  (%a, %a)\n",
                            op_names[k], i, in[i].a.hi, in[i].a.lo, in[i].b.hi, in[i].b.lo,
                            in[i].d, h.hi, h.lo, g.hi, g.lo);
            total++;
        }
    }
    for (int k = 0; k < NOPS; k++)
        std::printf("%-14s %8d inputs  %s\n", op_names[k], n,
                    mismatches[k] ? "MISMATCH" : "bitwise identical");
    if (total) {
        std::printf("FAILED: %ld mismatch(es)\n", total);
        return 1;
    }
    std::printf("PASSED\n");
    return 0;
}
