/*
 * env.c -- reading tuning and test knobs from the environment (env.h).
 */
#include <stdlib.h>

#include "core/env.h"

int64_t trident_env_positive(const char *name, int64_t fallback)
{
    const char *env = getenv(name);
    if (env && *env) {
        char *end = NULL;
        const long long v = strtoll(env, &end, 10);
        if (end && *end == 0 && v >= 1) return (int64_t)v;
    }
    return fallback;
}
