/*
 * tf32.cuh -- FP32 values rounded to TF32, the matrix units' input format
 * (10 fraction bits): for the operand splits x = head + tail of the FP32
 * products done as three TF32 products (blas/tf32_split.cu, whole matrices
 * for cuBLAS; band/hb2st_apply_q_wy.cuh and band/hemm_narrow_tc.cu, fragments
 * in registers), and the one matrix-unit product they use.
 */
#ifndef TRIDENT_CUDA_TF32_CUH
#define TRIDENT_CUDA_TF32_CUH

#include <cstdint>

namespace trident {

/* the bits of an FP32 value rounded to the nearest TF32 value (ties away
 * from zero): half the weight of the 13 dropped bits added, then those
 * bits cleared.  Two integer instructions; cvt.rna.tf32.f32 is a sequence
 * of about ten on sm_90.  For finite values below 2^127 (larger ones round
 * to infinity, and NaN and infinity are the callers' to keep apart). */
__device__ __forceinline__ uint32_t tf32_round_bits(uint32_t bits) { return (bits + 0x1000u) & 0xffffe000u; }

/* x = hi + lo, both TF32 rounded to nearest: hi carries x to 2^-11, lo
 * the rest to 2^-22, as cvt.rna.tf32.f32 twice would, in six integer and
 * FP32 instructions instead of about twenty (on sm_90 that conversion is a
 * sequence: Nsight Compute, one tile a warp, found the matrix products of
 * band/hb2st_apply_q_wy.cuh at 7.5% of the instructions issued and Q2 D at
 * n = 16384 at 0.311 s with it).  Cutting instead of rounding (two
 * instructions: hi = x's bits masked, lo = x - hi, the matrix unit
 * ignoring lo's low bits) was faster there (0.254 s with two tiles a warp,
 * against 0.285) but left x's error at 2^-20: the band test's largest
 * ratio grew from 1.8 to 4.4, and the GPU tests syevd_gpu_two_stage and
 * syevd_gpu_tf32x3 failed (they pass with the rounded split).  Finite x
 * below 2^127 only. */
__device__ __forceinline__ void tf32_split(float x, uint32_t &hi, uint32_t &lo)
{
    hi = tf32_round_bits(__float_as_uint(x));
    lo = tf32_round_bits(__float_as_uint(x - __uint_as_float(hi)));
}

/* Is tf32_split's answer for x wrong, so that x needs tf32_split_guarded
 * (x not finite, or hi rounded up to infinity)?  For callers that split
 * several values branch-free and take the guarded path once for all of
 * them where any needs it: a branch per value keeps the compiler from
 * overlapping the values' shared-memory loads (hemm_narrow_tc.cu). */
__device__ __forceinline__ bool tf32_split_unsafe(float x, uint32_t hi)
{
    const uint32_t top = 0x7f800000u;
    return (__float_as_uint(x) & top) == top || (hi & top) == top;
}

/* tf32_split for any x: where x is NaN or infinite, or rounding would take
 * hi to infinity (finite x within 2^-11 of FLT_MAX), hi is x cut to TF32
 * instead (a NaN made the quiet NaN 0x7fc00000) and lo what is left, 0
 * for a non-finite x.  So NaN and infinity pass through the products as
 * in FP32 (the plain split carries the canonical NaN 0x7fffffff into the
 * sign bit: hi and lo both -0) and no finite x becomes infinite.  Two
 * compares and a rarely taken branch more. */
__device__ __forceinline__ void tf32_split_guarded(float x, uint32_t &hi, uint32_t &lo)
{
    const uint32_t bits = __float_as_uint(x), top = 0x7f800000u;
    tf32_split(x, hi, lo);
    if (tf32_split_unsafe(x, hi)) {
        hi = x != x ? 0x7fc00000u : bits & 0xffffe000u;
        lo = (hi & top) == top ? 0u : tf32_round_bits(__float_as_uint(x - __uint_as_float(hi)));
    }
}

/* d += a b, one m16n8k8 TF32 product (fragments as PTX's mma.m16n8k8
 * with g = lane / 4, t = lane % 4: a = A(g, t), A(g+8, t), A(g, t+4),
 * A(g+8, t+4); b = B(t, g), B(t+4, g); d = D(g, 2t), D(g, 2t+1),
 * D(g+8, 2t), D(g+8, 2t+1)) */
__device__ __forceinline__ void mma_tf32(float (&d)[4], const uint32_t (&a)[4], uint32_t b0, uint32_t b1)
{
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
    asm("mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, "
        "{%0,%1,%2,%3};"
        : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
        : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b0), "r"(b1));
#else
    __trap(); /* the launchers take their matrix-unit paths only from compute capability 8.0 */
#endif
}

/* Was kernel compiled from PTX for compute capability 8.0 or later, so that
 * its mma_tf32 is the product and not __trap?  Asked of the code the device
 * runs rather than of the device: a build for older architectures alone,
 * JIT-compiled on a newer GPU, runs the __trap.  No image for the device:
 * false, the error cleared (the launch that follows reports it). */
template <class Kernel> inline bool tf32_mma_built(Kernel *kernel)
{
    cudaFuncAttributes fa;
    if (cudaFuncGetAttributes(&fa, kernel) != cudaSuccess) {
        (void)cudaGetLastError();
        return false;
    }
    return fa.ptxVersion >= 80;
}

} // namespace trident

#endif
