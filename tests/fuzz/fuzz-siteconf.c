/* SPDX-License-Identifier: ISC */
/*
 * fuzz-siteconf: siteconf_parse() on arbitrary bytes as a Full-Text RSS
 * site config; what it keeps must write out (siteconf_to_text()) as
 * text that parses back to the same text, with one directive a line,
 * so that an export and a second import keep every rule.  The config is
 * then applied to the input itself as a page: find/replace, bounded
 * (never more than SITECONF_MAX_GROWTH bytes added), and the strip rules
 * on its parse.  Built with libFuzzer (-DTEMPLAR_LIBFUZZER), or as a
 * plain program that replays the files named on its command line.
 */
#include "config.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "html.h"
#include "siteconf.h"
#include "util.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct siteconf *sc, *again;
	struct html_doc *doc;
	char *text, *text2, *out, *cause = NULL;
	size_t len = 0, i, lines = 0;
	int skipped;

	if (size > SITECONF_MAX_BYTES)
		return 0;
	sc = siteconf_parse(
	    (const char *)data, size, "example.org", NULL, NULL, &cause);
	free(cause);
	cause = NULL;
	if (sc == NULL)
		return 0;
	text = siteconf_to_text(sc, NULL);
	for (i = 0; text[i] != '\0'; i++)
		lines += text[i] == '\n';
	if (lines != siteconf_count(sc))
		abort();
	again = siteconf_parse(
	    text, strlen(text), "example.org", NULL, NULL, &cause);
	if (again == NULL)
		abort();
	text2 = siteconf_to_text(again, NULL);
	if (strcmp(text, text2) != 0)
		abort();
	free(text2);
	free(text);
	siteconf_free(again);

	if ((out = siteconf_rewrite(
		 sc, (const char *)data, size, &len, &skipped)) != NULL &&
	    len > size + SITECONF_MAX_GROWTH)
		abort();
	free(out);
	if ((doc = html_parse((const char *)data, size, NULL,
		 "https://example.org/", &cause)) != NULL) {
		siteconf_strip(sc, doc);
		html_doc_free(doc);
	}
	free(cause);
	siteconf_free(sc);
	return 0;
}
