/*
 * test_handler.h -- the error handler the tests install
 * (trident_set_error_handler(counting_handler, NULL)): it counts its calls
 * and keeps the last one's info, routine and message, for the tests to
 * assert on.  Include after trident.h.
 */
#ifndef TRIDENT_TEST_HANDLER_H
#define TRIDENT_TEST_HANDLER_H

#include <stdio.h>

static int handler_calls = 0;
static trident_int handler_info = 0;
static char handler_routine[64], handler_message[256];

static void counting_handler(const char *routine, trident_int info, const char *message, void *user_data)
{
    (void)user_data;
    ++handler_calls;
    handler_info = info;
    snprintf(handler_routine, sizeof handler_routine, "%s", routine);
    snprintf(handler_message, sizeof handler_message, "%s", message);
}

#endif
