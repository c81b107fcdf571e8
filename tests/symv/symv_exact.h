/* symv_exact.h -- the exact-integer SYMV/HEMV checks of symv_exact.cu. */
#ifndef TRIDENT_TEST_SYMV_EXACT_H
#define TRIDENT_TEST_SYMV_EXACT_H

#include <stdint.h>

#include "trident.h"

/* For each n in ns: s, d, c, z, both triangles, on exact integer data; each
 * result must equal the reference exactly.  Adds the cases run to *cases and
 * returns the number that failed. */
int symv_exact_checks(trident_context *ctx, const int64_t *ns, int count, int *cases);

#endif
