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

int trident_env_flag(const char *name, int fallback)
{
    const char *env = getenv(name);
    if (env && (env[0] == '0' || env[0] == '1') && env[1] == 0) return env[0] == '1';
    return fallback;
}
