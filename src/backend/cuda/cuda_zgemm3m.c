/*
 * cuda_zgemm3m.c -- when a complex-double product takes Gauss's method
 * (cuda_zgemm3m.h).
 */
#include "backend/cuda/cuda_zgemm3m.h"
#include "core/env.h"
#include "dispatch/crossover.h"

int trident_cuda_zgemm3m_wanted(const trident_context *ctx, int64_t m, int64_t n, int64_t k)
{
    if (ctx->zgemm3m != 1) return ctx->zgemm3m == 2;
    const int64_t dim = trident_env_positive("TRIDENT_ZGEMM3M_MIN_DIM", TRIDENT_ZGEMM3M_MIN_DIM);
    const int64_t work = trident_env_positive("TRIDENT_ZGEMM3M_MIN_WORK", TRIDENT_ZGEMM3M_MIN_WORK);
    /* m n k compared as m n >= work / k, which cannot overflow */
    return m >= dim && n >= dim && k >= dim && m * n >= (work + k - 1) / k;
}
