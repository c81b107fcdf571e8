/*
 * env.h -- reading tuning and test knobs from the environment.
 */
#ifndef TRIDENT_CORE_ENV_H
#define TRIDENT_CORE_ENV_H

#include <stdint.h>

/* The environment variable `name` when it holds an integer >= 1 and
 * nothing else, else `fallback`.  Read at each call. */
int64_t trident_env_positive(const char *name, int64_t fallback);

/* 1 or 0 when the environment variable `name` is exactly "1" or "0", else
 * `fallback`.  Read at each call. */
int trident_env_flag(const char *name, int fallback);

#endif
