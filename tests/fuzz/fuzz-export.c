/* SPDX-License-Identifier: ISC */
/*
 * fuzz-export: export_from_json() on arbitrary bytes, as a templates file
 * given to templar import-templates.  Besides not crashing or leaking: a
 * refusal says why; a file that loads survives the round trip through
 * export_to_json() (the JSON it prints loads again, to the same JSON);
 * and every feed's Full-Text RSS lines, for each of its hosts, are
 * written within the limits.  Built with libFuzzer (-DTEMPLAR_LIBFUZZER),
 * or as a plain program that replays the files named on its command line.
 */
#include "config.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "export.h"
#include "util.h"

#define FUZZ_EXPORT_MAX (256 * 1024)
#define FUZZ_EXPORT_AT 1714979289 /* a fixed exported_at */

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Each host of each feed as a site config; only trouble is checked. */
static void
fuzz_export_ftr(const struct export *ex)
{
	const struct export_feed *f;
	char *out, *file;
	size_t i, h;

	for (i = 0; i < export_feed_count(ex); i++) {
		f = export_feed(ex, i);
		for (h = 0; h < f->nhosts; h++) {
			out = NULL;
			if (export_ftr_site(f, h, &out) == 0 && out == NULL)
				abort(); /* lines promised, none given */
			free(out);
			file = export_ftr_file(f->hosts[h]);
			free(file);
		}
	}
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct export *ex, *back;
	char *text, *cause = NULL, *j1, *j2;

	if (size > FUZZ_EXPORT_MAX)
		return 0;
	text = xmalloc(size + 1);
	memcpy(text, data, size);
	text[size] = '\0';
	if ((ex = export_from_json(text, &cause)) == NULL) {
		if (cause == NULL)
			abort(); /* a refusal always says why */
		free(cause);
		free(text);
		return 0;
	}
	j1 = export_to_json(ex, FUZZ_EXPORT_AT);
	if ((back = export_from_json(j1, &cause)) == NULL) {
		fprintf(stderr, "printed file refused: %s\n%s\n", cause, j1);
		abort();
	}
	j2 = export_to_json(back, FUZZ_EXPORT_AT);
	if (strcmp(j1, j2) != 0) {
		fprintf(stderr, "round trip differs:\n%s\n---\n%s\n", j1, j2);
		abort();
	}
	fuzz_export_ftr(ex);
	free(j1);
	free(j2);
	export_free(back);
	export_free(ex);
	free(text);
	return 0;
}
