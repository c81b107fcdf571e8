/*
 * test_context.c -- context life cycle and options, the default context,
 * and the "backend unavailable" path: asking for the GPU where this build or
 * machine has none must give TRIDENT_INFO_BACKEND_UNAVAILABLE, call the
 * error handler and leave every output untouched.  Also two internal
 * pieces of the GPU failure paths that need no GPU: the hold of reports
 * (core/context.h: a failure a caller may still recover from is reported
 * only if it does not), the decision to redo a call on the host
 * (dispatch/dispatch.h) and the count of the test hook TRIDENT_TEST_FAULT_SYNC.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "trident.h"
#include "common/test_handler.h"
#include "common/test_util.h"
#include "core/context.h"
#include "dispatch/dispatch.h"

/* trident_report_hold / _release: held reports reach the handler only at
 * the outermost release that delivers, and then only the first */
static void report_hold(void)
{
    handler_calls = 0;
    trident_report_hold();
    trident_report("xTEST", -1001, "first %d", 1);
    trident_report("xTEST", -1003, "second");
    CHECK(handler_calls == 0, "held reports reached the handler (%d calls)", handler_calls);
    trident_report_release(0);
    CHECK(handler_calls == 0, "dropped reports reached the handler (%d calls)", handler_calls);

    trident_report_hold();
    trident_report_hold();
    trident_report("xTEST", -1001, "first %d", 2);
    trident_report("xTEST", -1003, "second");
    trident_report_release(1);
    CHECK(handler_calls == 0, "an inner release delivered (%d calls)", handler_calls);
    trident_report_release(1);
    CHECK(handler_calls == 1 && handler_info == -1001 && !strcmp(handler_message, "first 2"),
          "the outermost release: %d calls, info %d, \"%s\" (expected the first report once)", handler_calls,
          (int)handler_info, handler_message);

    trident_report_release(1); /* none held: nothing happens */
    trident_report("xTEST", -1002, "plain");
    CHECK(handler_calls == 2 && handler_info == -1002, "a report after the holds was not delivered at once");

    /* an inner hold dropped (a device run the host redoes) takes its report
     * with it: the host's own report is the one the outer release delivers
     * (before, the dropped out-of-memory report was delivered instead) */
    trident_report_hold();
    trident_report_hold();
    trident_report("xTEST", -1001, "device out of memory");
    trident_report_release(0);
    trident_report("xTEST", -1006, "host: NaN");
    trident_report_release(1);
    CHECK(handler_calls == 3 && handler_info == -1006 && !strcmp(handler_message, "host: NaN"),
          "nested drop: %d calls, info %d, \"%s\" (expected the host's report)", handler_calls, (int)handler_info,
          handler_message);
    /* a report held by the outer hold survives an inner drop */
    trident_report_hold();
    trident_report("xTEST", -1003, "outer");
    trident_report_hold();
    trident_report("xTEST", -1001, "inner");
    trident_report_release(0);
    trident_report_release(1);
    CHECK(handler_calls == 4 && handler_info == -1003, "outer report after an inner drop: %d calls, info %d",
          handler_calls, (int)handler_info);
}

/* When the host redoes a call the device could not finish
 * (trident_staged_redo_on_host): under backend auto, out of memory or a
 * device error with nothing written; never under backend gpu, never once
 * outputs were written, never for other outcomes */
static void staged_redo(void)
{
    trident_context *ctx = NULL;
    if (trident_context_create(&ctx) != TRIDENT_SUCCESS) {
        CHECK(0, "staged redo: no context");
        return;
    }
    static const struct {
        trident_backend backend;
        int status, written, redo;
    } cases[] = {
        {TRIDENT_BACKEND_AUTO, TRIDENT_INFO_OUT_OF_MEMORY, 0, 1},
        {TRIDENT_BACKEND_AUTO, TRIDENT_INFO_DEVICE_ERROR, 0, 1},
        {TRIDENT_BACKEND_AUTO, TRIDENT_INFO_DEVICE_ERROR, 1, 0},
        {TRIDENT_BACKEND_AUTO, TRIDENT_INFO_OUT_OF_MEMORY, 1, 0},
        {TRIDENT_BACKEND_AUTO, 0, 0, 0},
        {TRIDENT_BACKEND_AUTO, 3, 0, 0},  /* a numerical outcome */
        {TRIDENT_BACKEND_AUTO, -4, 0, 0}, /* an illegal argument */
        {TRIDENT_BACKEND_GPU, TRIDENT_INFO_OUT_OF_MEMORY, 0, 0},
        {TRIDENT_BACKEND_GPU, TRIDENT_INFO_DEVICE_ERROR, 0, 0},
    };
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; ++c) {
        ctx->backend_choice = cases[c].backend; /* as set_backend would, without asking for a GPU */
        trident_context_set_last_backend(ctx, "cuda");
        handler_calls = 0;
        const int redo = trident_staged_redo_on_host(ctx, "xTEST", 100, cases[c].status, cases[c].written);
        CHECK(redo == cases[c].redo, "staged redo case %zu: %d, expected %d", c, redo, cases[c].redo);
        CHECK(!strcmp(trident_context_last_backend(ctx), redo ? "host" : "cuda"),
              "staged redo case %zu: last backend %s", c, trident_context_last_backend(ctx));
        CHECK(handler_calls == 0, "staged redo case %zu: the error handler was called", c);
    }
    trident_context_destroy(ctx);
}

/* trident_context_fault_here: with fault_sync = k, the k-th counted
 * synchronisation of a call fires, once; a call starts the count afresh
 * (fault_left := fault_sync, as trident_cuda_ready does) until it fired */
static void fault_count(void)
{
    trident_context *ctx = NULL;
    if (trident_context_create(&ctx) != TRIDENT_SUCCESS) {
        CHECK(0, "fault count: no context");
        return;
    }
    CHECK(!trident_context_fault_here(ctx), "fault count: fired with the hook off");
    ctx->fault_sync = ctx->fault_left = 3;
    int fired[6];
    for (int i = 0; i < 6; ++i) fired[i] = trident_context_fault_here(ctx);
    CHECK(!fired[0] && !fired[1] && fired[2] && !fired[3] && !fired[4] && !fired[5],
          "fault count: fired at %d%d%d%d%d%d, expected the third only", fired[0], fired[1], fired[2], fired[3],
          fired[4], fired[5]);
    ctx->fault_left = ctx->fault_sync; /* the next call */
    CHECK(!trident_context_fault_here(ctx) && ctx->fault_sync == 0, "fault count: fired twice");
    trident_context_destroy(ctx);
}

int main(int argc, char **argv)
{
    trident_set_error_handler(counting_handler, NULL);
    report_hold();
    staged_redo();
    fault_count();

    /* "canonical-env": run with TRIDENT_CANONICAL_VECTORS=1 (tests/CMakeLists.txt);
     * the default context must start with the option on */
    if (argc > 1 && !strcmp(argv[1], "canonical-env")) {
        int on = 0;
        CHECK(trident_context_get_canonical_vectors(trident_default_context(), &on) == 0 && on == 1,
              "TRIDENT_CANONICAL_VECTORS=1 did not reach the default context");
        return test_finish("context_canonical_env");
    }

    /* the library's version is the headers' */
    CHECK(trident_version_number() == TRIDENT_VERSION, "trident_version_number() != TRIDENT_VERSION");
    CHECK(!strcmp(trident_version_string(), TRIDENT_VERSION_STRING),
          "trident_version_string() != TRIDENT_VERSION_STRING");

    /* life cycle and defaults */
    trident_context *ctx = NULL;
    CHECK(trident_context_create(&ctx) == TRIDENT_SUCCESS && ctx, "create");
    trident_backend b = TRIDENT_BACKEND_GPU;
    int det = -1, verb = -1;
    CHECK(trident_context_get_backend(ctx, &b) == 0 && b == TRIDENT_BACKEND_AUTO, "default backend");
    CHECK(trident_context_get_deterministic(ctx, &det) == 0 && det == 1, "deterministic by default");
    CHECK(trident_context_get_verbosity(ctx, &verb) == 0 && verb == 0, "silent by default");
    CHECK(!strcmp(trident_context_last_backend(ctx), "none"), "last backend before any call");

    /* options: valid values stick, invalid ones are refused and change nothing */
    CHECK(trident_context_set_backend(ctx, TRIDENT_BACKEND_HOST) == 0, "set host");
    CHECK(trident_context_set_backend(ctx, (trident_backend)7) == TRIDENT_INFO_INVALID_OPTION, "bad backend");
    CHECK(trident_context_get_backend(ctx, &b) == 0 && b == TRIDENT_BACKEND_HOST, "backend kept");
    CHECK(trident_context_set_verbosity(ctx, 4) == TRIDENT_INFO_INVALID_OPTION, "bad verbosity");
    CHECK(trident_context_set_verbosity(ctx, 2) == 0 && trident_context_get_verbosity(ctx, &verb) == 0 &&
              verb == 2, "verbosity 2");
    CHECK(trident_context_set_deterministic(ctx, 0) == 0 && trident_context_get_deterministic(ctx, &det) == 0 &&
              det == 0, "deterministic off");
    CHECK(trident_context_get_backend(ctx, NULL) == TRIDENT_INFO_INVALID_OPTION, "NULL out-pointer");

    /* the eigen-routine switches: off by default, exactly 0 or 1 accepted */
    int on = -1;
    CHECK(trident_context_get_canonical_vectors(ctx, &on) == 0 && on == 0, "canonical vectors off by default");
    CHECK(trident_context_get_keep_inputs(ctx, &on) == 0 && on == 0, "keep inputs off by default");
    CHECK(trident_context_set_canonical_vectors(ctx, 1) == 0 && trident_context_get_canonical_vectors(ctx, &on) == 0 &&
              on == 1, "canonical vectors on");
    CHECK(trident_context_set_canonical_vectors(ctx, 2) == TRIDENT_INFO_INVALID_OPTION &&
              trident_context_set_canonical_vectors(ctx, -1) == TRIDENT_INFO_INVALID_OPTION &&
              trident_context_get_canonical_vectors(ctx, &on) == 0 && on == 1, "bad canonical-vectors value");
    CHECK(trident_context_set_keep_inputs(ctx, 1) == 0 && trident_context_get_keep_inputs(ctx, &on) == 0 && on == 1,
          "keep inputs on");
    CHECK(trident_context_set_keep_inputs(ctx, 7) == TRIDENT_INFO_INVALID_OPTION &&
              trident_context_get_keep_inputs(ctx, &on) == 0 && on == 1, "bad keep-inputs value");
    /* FP32 products on the matrix units: on unless the environment says native */
    const char *fp32_gemm = getenv("TRIDENT_FP32_GEMM");
    const int tf32x3_default = !(fp32_gemm && !strcmp(fp32_gemm, "native"));
    CHECK(trident_context_get_tf32x3(ctx, &on) == 0 && on == tf32x3_default, "tf32x3 default");
    CHECK(trident_context_set_tf32x3(ctx, 0) == 0 && trident_context_get_tf32x3(ctx, &on) == 0 && on == 0,
          "tf32x3 off");
    CHECK(trident_context_set_tf32x3(ctx, 3) == TRIDENT_INFO_INVALID_OPTION &&
              trident_context_get_tf32x3(ctx, &on) == 0 && on == 0 &&
              trident_context_get_tf32x3(ctx, NULL) == TRIDENT_INFO_INVALID_OPTION, "bad tf32x3 value");
    /* complex-double products by Gauss's method: on unless the environment says native */
    const char *z_gemm = getenv("TRIDENT_Z_GEMM");
    const int zgemm3m_default = !(z_gemm && !strcmp(z_gemm, "native"));
    CHECK(trident_context_get_zgemm3m(ctx, &on) == 0 && on == zgemm3m_default, "zgemm3m default");
    CHECK(trident_context_set_zgemm3m(ctx, 0) == 0 && trident_context_get_zgemm3m(ctx, &on) == 0 && on == 0,
          "zgemm3m off");
    CHECK(trident_context_set_zgemm3m(ctx, 1) == 0 && trident_context_get_zgemm3m(ctx, &on) == 0 && on == 1,
          "zgemm3m on");
    CHECK(trident_context_set_zgemm3m(ctx, 2) == TRIDENT_INFO_INVALID_OPTION &&
              trident_context_get_zgemm3m(ctx, &on) == 0 && on == 1 &&
              trident_context_get_zgemm3m(ctx, NULL) == TRIDENT_INFO_INVALID_OPTION, "bad zgemm3m value");
    CHECK(trident_context_get_canonical_vectors(ctx, NULL) == TRIDENT_INFO_INVALID_OPTION &&
              trident_context_get_keep_inputs(ctx, NULL) == TRIDENT_INFO_INVALID_OPTION, "NULL out-pointer (switches)");
    CHECK(trident_context_set_keep_inputs(NULL, 1) == TRIDENT_INFO_INVALID_CONTEXT &&
              trident_context_get_canonical_vectors(NULL, &on) == TRIDENT_INFO_INVALID_CONTEXT, "NULL ctx (switches)");
    trident_context_destroy(ctx);

    /* NULL contexts are reported, not dereferenced */
    CHECK(trident_context_create(NULL) == TRIDENT_INFO_INVALID_CONTEXT, "create(NULL)");
    CHECK(trident_context_set_backend(NULL, TRIDENT_BACKEND_HOST) == TRIDENT_INFO_INVALID_CONTEXT, "NULL ctx");
    CHECK(!strcmp(trident_context_last_backend(NULL), "none"), "last backend of NULL");
    trident_context_destroy(NULL);

    /* the default context: one object, not destroyable */
    trident_context *def = trident_default_context();
    CHECK(def && def == trident_default_context(), "default context is a singleton");
    trident_context_destroy(def);
    CHECK(trident_context_set_backend(def, TRIDENT_BACKEND_AUTO) == 0, "default context survives destroy");

    /* every info code has a text */
    const trident_int codes[] = {0, -3, 5, TRIDENT_INFO_OUT_OF_MEMORY, TRIDENT_INFO_BACKEND_UNAVAILABLE,
                                 TRIDENT_INFO_DEVICE_ERROR, TRIDENT_INFO_INVALID_CONTEXT,
                                 TRIDENT_INFO_INVALID_OPTION, TRIDENT_INFO_NONFINITE_INPUT};
    for (size_t k = 0; k < sizeof codes / sizeof codes[0]; ++k)
        CHECK(trident_info_string(codes[k]) && *trident_info_string(codes[k]), "text of %d", (int)codes[k]);

    /* backend 'gpu' where the routine has no GPU path (or there is no GPU) */
    enum { n = 40 };
    static double a[n * n], d[n], e[n], tau[n], work[64 * n];
    for (int k = 0; k < n * n; ++k) a[k] = (double)(k % 7) - 3.0;
    for (int k = 0; k < n; ++k) d[k] = e[k] = tau[k] = -1.5;
    trident_context_set_backend(def, TRIDENT_BACKEND_GPU);
    trident_int info = 0;
    handler_calls = 0;
    trident_dsytrd('L', n, a, n, d, e, tau, work, 64 * n, &info);
    if (info == TRIDENT_INFO_BACKEND_UNAVAILABLE) {
        int touched = 0;
        for (int k = 0; k < n * n; ++k) touched += a[k] != (double)(k % 7) - 3.0;
        for (int k = 0; k < n; ++k) touched += (d[k] != -1.5) + (e[k] != -1.5) + (tau[k] != -1.5);
        CHECK(touched == 0, "backend unavailable, yet %d output elements written", touched);
        CHECK(handler_calls == 1 && handler_info == TRIDENT_INFO_BACKEND_UNAVAILABLE, "handler not called");
        printf("backend 'gpu': unavailable (as expected here), reported and nothing written\n");
    } else {
        CHECK(info == 0 && trident_gpu_available(), "backend 'gpu': info %d", (int)info);
        CHECK(!strcmp(trident_context_last_backend(def), "cuda"), "ran on %s", trident_context_last_backend(def));
    }
    /* xSYGVX reduces A and B on the host before its eigen stage dispatches:
     * the refusal must come first all the same (a positive definite B) */
    enum { ng = 6 };
    double ga[ng * ng], gb[ng * ng], gw[ng], gz[ng * ng], gwork[8 * ng];
    trident_int giwork[5 * ng], gifail[ng], gm = -7;
    for (int j = 0; j < ng; ++j)
        for (int i = 0; i < ng; ++i)
            ga[i + j * ng] = (double)((i + j) % 5) - 2.0, gb[i + j * ng] = i == j ? 4.0 : 0.5;
    for (int k = 0; k < ng; ++k) gw[k] = -1.5;
    for (int k = 0; k < ng * ng; ++k) gz[k] = -2.5;
    handler_calls = 0;
    trident_dsygvx(1, 'V', 'I', 'L', ng, ga, ng, gb, ng, 0, 0, 1, 2, 0, &gm, gw, gz, ng, gwork, 8 * ng, giwork,
                   gifail, &info);
    if (info == TRIDENT_INFO_BACKEND_UNAVAILABLE) {
        int touched = gm != -7;
        for (int j = 0; j < ng; ++j)
            for (int i = 0; i < ng; ++i)
                touched += (ga[i + j * ng] != (double)((i + j) % 5) - 2.0) +
                           (gb[i + j * ng] != (i == j ? 4.0 : 0.5)) + (gz[i + j * ng] != -2.5);
        for (int k = 0; k < ng; ++k) touched += gw[k] != -1.5;
        CHECK(touched == 0 && handler_calls == 1, "xSYGVX, backend unavailable: %d outputs written, %d reports",
              touched, handler_calls);
    } else {
        CHECK(info == 0 && gm == 2 && trident_gpu_available(), "xSYGVX, backend 'gpu': info %d, m %d", (int)info,
              (int)gm);
    }
    /* host backend still works afterwards, and is recorded as the last one */
    trident_context_set_backend(def, TRIDENT_BACKEND_HOST);
    trident_dsytrd('U', n, a, n, d, e, tau, work, 64 * n, &info);
    CHECK(info == 0 && !strcmp(trident_context_last_backend(def), "host"), "host run: info %d", (int)info);
    return test_finish("context");
}
