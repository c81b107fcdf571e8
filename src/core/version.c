/*
 * version.c -- the library's version at run time, against which a program
 * can check the TRIDENT_VERSION of the headers it was compiled with.
 */
#include "trident.h"

int trident_version_number(void) { return TRIDENT_VERSION; }

const char *trident_version_string(void) { return TRIDENT_VERSION_STRING; }
