/*
 * test_v2_layout.c -- the closed forms of cuda/band/v2_layout.h (where the
 * bulge chase stores its reflectors for the back-transformation), against
 * the layout they describe, counted out task by task: entries ordered by
 * bulge k, then sweep s; k = 0 for sweeps 0 .. n-3, k >= 1 for sweeps
 * 0 .. n-2-kb.  A wrong first entry or task count would make the chase and
 * its back-transformation disagree about V2, which only GPU tests saw
 * before; this runs on the host, in CI.
 */
#include <stdint.h>
#include <stdio.h>

#include "band/v2_layout.h"
#include "common/test_util.h"

/* the tasks of bulge k as the chase defines them: sweeps 0 .. last, or none */
static int64_t tasks_of_bulge(int64_t n, int64_t b, int64_t k)
{
    const int64_t last = k == 0 ? n - 3 : n - 2 - k * b;
    return last < 0 ? 0 : last + 1;
}

static void check_layout(int64_t n, int64_t b)
{
    int64_t entry = 0, k = 0;
    for (; tasks_of_bulge(n, b, k) > 0; ++k) {
        CHECK(trident_v2_first(n, b, k) == entry, "n=%lld b=%lld: first entry of bulge %lld is %lld, counted %lld",
              (long long)n, (long long)b, (long long)k, (long long)trident_v2_first(n, b, k), (long long)entry);
        CHECK(trident_v2_last_sweep(n, b, k) + 1 == tasks_of_bulge(n, b, k),
              "n=%lld b=%lld: last sweep of bulge %lld is %lld, counted %lld", (long long)n, (long long)b,
              (long long)k, (long long)trident_v2_last_sweep(n, b, k), (long long)(tasks_of_bulge(n, b, k) - 1));
        entry += tasks_of_bulge(n, b, k);
    }
    /* the back-transformation's bulge count per sweep: (n - 2 - s) / b + 1 */
    for (int64_t s = 0; s <= n - 3; ++s) {
        int64_t count = 0;
        for (int64_t j = 0; j < k; ++j) count += s <= trident_v2_last_sweep(n, b, j);
        CHECK(count == (n - 2 - s) / b + 1, "n=%lld b=%lld: sweep %lld has %lld bulges, not %lld", (long long)n,
              (long long)b, (long long)s, (long long)count, (long long)((n - 2 - s) / b + 1));
    }
    CHECK(trident_v2_entries(n, b) == (n <= 2 ? 0 : entry), "n=%lld b=%lld: %lld entries, counted %lld",
          (long long)n, (long long)b, (long long)trident_v2_entries(n, b), (long long)entry);
    CHECK(trident_v2_tau_offset(n, b) == trident_v2_entries(n, b) * b &&
              trident_v2_elements(n, b) == trident_v2_entries(n, b) * (b + 1),
          "n=%lld b=%lld: tau offset or element count", (long long)n, (long long)b);
}

int main(void)
{
    const int64_t bands[] = {2, 3, 16, 32, 64};
    const int64_t orders[] = {0, 1, 2, 3, 4, 5, 17, 33, 34, 35, 64, 65, 66, 97, 100, 1000, 1027};
    for (size_t i = 0; i < sizeof bands / sizeof *bands; ++i)
        for (size_t j = 0; j < sizeof orders / sizeof *orders; ++j) check_layout(orders[j], bands[i]);
    /* a large order: the closed form in 64 bits (about n^2 / 2 entries) */
    check_layout(47000, 32);
    return test_finish("v2_layout");
}
