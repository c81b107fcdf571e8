/*
 * tridiag_dc.c -- instantiate the divide-and-conquer tridiagonal
 * eigensolver (tridiag_dc.h) for s and d.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "core/context.h"
#include "core/env.h"
#include "core/phase_clock.h"
#include "core/prec/scalar_math.h"
#include "drivers/tridiag_dc/tridiag_dc.h"

int64_t trident_dc_leaf_size(int64_t requested)
{
    return requested >= 1 ? requested : trident_env_positive("TRIDENT_DC_LEAF", TRIDENT_DC_LEAF_DEFAULT);
}

int64_t trident_dc_panel(int fp32)
{
    return trident_env_positive("TRIDENT_DC_PANEL", fp32 ? TRIDENT_DC_PANEL_FP32 : TRIDENT_DC_PANEL);
}

int64_t trident_dc_batch_max(void)
{
    return trident_env_positive("TRIDENT_DC_BATCH_MAX", TRIDENT_DC_BATCH_MAX_DEFAULT);
}

#include "core/prec/prec_s.h"
#include "drivers/tridiag_dc/dc_plan_generic.h"
#include "drivers/tridiag_dc/dc_merge_generic.h"
#include "drivers/tridiag_dc/tridiag_dc_generic.h"
#include "core/prec/prec_undef.h"
#include "core/prec/prec_d.h"
#include "drivers/tridiag_dc/dc_plan_generic.h"
#include "drivers/tridiag_dc/dc_merge_generic.h"
#include "drivers/tridiag_dc/tridiag_dc_generic.h"
#include "core/prec/prec_undef.h"
