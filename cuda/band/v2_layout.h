/*
 * v2_layout.h -- where the bulge chase (hb2st.cu) keeps its reflectors for
 * the back-transformation (hb2st_apply_q.cu): the array V2.
 *
 * Task (s, k) of the chase (sweep s, bulge k; hb2st.cu) generates one
 * reflector H = I - tau v v^H acting on rows s+1+kb .. s+(k+1)b (at most b
 * rows, fewer at the bottom).  Its entry e holds v in b elements at
 * V2[e b] (v[0] = 1; elements past the task's last row are 0) and tau at
 * V2[E b + e], E the number of entries.  Entries are ordered by k, then s:
 * for one k the sweeps that have a task k (s = 0 .. n-3 for k = 0,
 * s = 0 .. n-2-kb for k >= 1) are contiguous, so the reflectors of
 * consecutive sweeps at one k, which the back-transformation applies
 * together, are one contiguous block.  About n^2/2 elements.
 */
#ifndef TRIDENT_BAND_V2_LAYOUT_H
#define TRIDENT_BAND_V2_LAYOUT_H

#include <stdint.h>

#ifdef __CUDACC__
#define TRIDENT_V2_HD __host__ __device__ inline
#else
#define TRIDENT_V2_HD static inline
#endif

/* the entry of task (0, k): sum of the task counts n-2, n-1-b, n-1-2b, ... before k */
TRIDENT_V2_HD int64_t trident_v2_first(int64_t n, int64_t b, int64_t k)
{
    return k == 0 ? 0 : (n - 2) + (k - 1) * (n - 1) - b * (k - 1) * k / 2;
}

/* the last sweep with a task k */
TRIDENT_V2_HD int64_t trident_v2_last_sweep(int64_t n, int64_t b, int64_t k)
{
    return k == 0 ? n - 3 : n - 2 - k * b;
}

/* entries of V2 for order n, half-bandwidth b (0 when n <= 2: no chase) */
TRIDENT_V2_HD int64_t trident_v2_entries(int64_t n, int64_t b)
{
    return n <= 2 ? 0 : trident_v2_first(n, b, (n - 2) / b + 1);
}

/* where the taus start: after the entries' v */
TRIDENT_V2_HD int64_t trident_v2_tau_offset(int64_t n, int64_t b) { return trident_v2_entries(n, b) * b; }

/* elements of V2: b + 1 per entry (v and tau) */
TRIDENT_V2_HD int64_t trident_v2_elements(int64_t n, int64_t b) { return trident_v2_entries(n, b) * (b + 1); }

#undef TRIDENT_V2_HD

#endif
