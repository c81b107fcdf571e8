/*
 * test_panel_qr.c -- stage 1's cluster panel QR (cuda/band/panel_qr.cu),
 * called directly, s/d/c/z, against the host LAPACK's xGEQRF
 * (panel_qr_generic.h):
 *   - random m-by-nb panels, nb = 32, 16, 64, 7 and m = 2 ... 8192 (m < nb
 *     among them): R, the reflectors' tails and tau elementwise like
 *     LAPACK's (the factorization is unique under LAPACK's conventions, so
 *     any difference beyond rounding is a bug), bitwise repeatable, the
 *     padding rows (NaN), a guard column and tau past min(m, nb) untouched,
 *     no NaN leaking into the results;
 *   - a zero column (tau exactly 0, as xLARFG gives) and panels scaled by
 *     2^-600 and 2^+600 (2^-80 and 2^+80 in single precision), whose every
 *     square underflows or overflows: the column norms must be computed
 *     safely (at 2^-70 float squares are subnormal, not 0, and a plain sum
 *     of them passes at m = 1000);
 *   - fits(): 1 for s and d with nb = 32 and m <= 8192 on compute capability
 *     9.0 or newer, 0 for nb = 65 and nb = 0 and for everything on older
 *     devices; a panel that does not fit is refused (cudaErrorNotSupported)
 *     with nothing written;
 *   - m = 0 or nb = 0: no fault and nothing written.
 * usage: test_panel_qr [--quick]   (--quick: m <= 257 and the special panels
 * at m = 33 only, for compute-sanitizer).  Exits 77 (skipped) without a CUDA
 * device.
 */
#include <complex.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cuda_runtime_api.h>

#include "trident.h"
#include "band/band_kernels.h" /* internal entries of libtrident */
#include "common/test_lapack.h"
#include "common/test_util.h"
#include "core/prec/scalar_math.h"

enum panel_kind { PANEL_RANDOM, PANEL_ZERO_COLUMN, PANEL_TINY, PANEL_HUGE };
static const char *const panel_kind_name[] = {"random", "zero column", "tiny", "huge"};

#define PANEL_LIMIT 100.0  /* accuracy ratios below this pass */
#define PANEL_PAD 3        /* lda = m + PANEL_PAD; the padding rows hold NaN */
#define PANEL_TAU_GUARD 2  /* tau holds nb + PANEL_TAU_GUARD elements */

static int panel_cc_major; /* compute capability of the device */
static double panel_max_ratio = 0;
static int panel_refused = 0; /* panels fits() declined where it may */
static int panel_quick = 0;   /* --quick: small panels only (sanitizer runs) */

/* the larger of acc and d, keeping a NaN: a NaN difference must fail */
static double panel_worse(double acc, double d) { return d > acc || isnan(d) ? d : acc; }

#define TRI_GENERIC_SOURCE "common/matrix_generic.h"
#include "core/prec/instantiate.h"
#define TRI_GENERIC_SOURCE "gpu/panel_qr_generic.h"
#include "core/prec/instantiate.h"

int main(int argc, char **argv)
{
    panel_quick = argc > 1 && !strcmp(argv[1], "--quick");
    if (!trident_gpu_available()) {
        printf("SKIP: no CUDA device\n");
        return TEST_SKIP_CODE;
    }
    int dev = 0;
    if (cudaGetDevice(&dev) != cudaSuccess ||
        cudaDeviceGetAttribute(&panel_cc_major, cudaDevAttrComputeCapabilityMajor, dev) != cudaSuccess) {
        fprintf(stderr, "FAIL: cannot read the device's compute capability\n");
        return 1;
    }
    panel_qr_all_s();
    panel_qr_all_d();
    panel_qr_all_c();
    panel_qr_all_z();
    printf("compute capability %d.x; %d panels refused by fits(); largest ratio %.3g (limit %g)\n",
           panel_cc_major, panel_refused, panel_max_ratio, PANEL_LIMIT);
    return test_finish("panel_qr");
}
