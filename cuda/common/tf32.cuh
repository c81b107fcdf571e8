/*
 * tf32.cuh -- FP32 values rounded to TF32, the matrix units' input format
 * (10 fraction bits): for the operand splits x = head + tail of the FP32
 * products done as three TF32 products (blas/tf32_split.cu, whole matrices
 * for cuBLAS; band/hb2st_apply_q_wy.cuh, fragments in registers).
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

} // namespace trident

#endif
