/* SPDX-License-Identifier: ISC */
/*
 * fuzz-conf: conf_parse_buffer() on arbitrary bytes.  Besides not
 * crashing or leaking, a config that parses must survive the round trip
 * through conf_format(): the text it prints parses again, to the same
 * text.  Built with libFuzzer (-DTEMPLAR_LIBFUZZER), or as a plain
 * program that replays the files named on its command line.
 */
#include "config.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "conf.h"

#define FUZZ_CONF_MAX (64 * 1024)

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct conf *a, *b;
	char *cause = NULL, *ta, *tb;

	if (size > FUZZ_CONF_MAX)
		return 0;
	a = conf_parse_buffer((const char *)data, size, "fuzz", &cause);
	if (a == NULL) {
		if (cause == NULL)
			abort(); /* a refusal always says why */
		free(cause);
		return 0;
	}
	ta = conf_format(a);
	if ((b = conf_parse_buffer(ta, strlen(ta), "formatted", &cause)) ==
	    NULL) {
		fprintf(
		    stderr, "formatted config refused:\n%s\n%s\n", ta, cause);
		abort();
	}
	tb = conf_format(b);
	if (strcmp(ta, tb) != 0) {
		fprintf(stderr, "round trip differs:\n%s\n---\n%s\n", ta, tb);
		abort();
	}
	free(ta);
	free(tb);
	conf_free(a);
	conf_free(b);
	return 0;
}
