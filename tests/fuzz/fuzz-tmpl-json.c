/* SPDX-License-Identifier: ISC */
/*
 * fuzz-tmpl-json: tmpl_from_json() on arbitrary bytes, as a template read
 * back from the database.  Besides not crashing or leaking: a refusal
 * says why; a template that loads survives the round trip through
 * tmpl_to_json() (the JSON it prints loads again, to the same JSON); and
 * its XPaths, whatever they are, apply to a fixed page within the
 * limits.  Built with libFuzzer (-DTEMPLAR_LIBFUZZER), or as a plain
 * program that replays the files named on its command line.
 */
#include "config.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "html.h"
#include "tmpl.h"
#include "util.h"

#define FUZZ_TMPL_JSON_MAX (256 * 1024)

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void fuzz_tmpl_json_apply(const struct tmpl *);

/* A page with the usual parts for the fuzzed XPaths to find. */
static const char page[] =
    "<!DOCTYPE html><html lang=en><head><meta charset=utf-8>"
    "<title>Hand planes | Example</title></head><body>"
    "<nav><a href=/>Home</a> <a href=/about>About</a></nav>"
    "<div id=content><article class='post'><h1>Hand planes</h1>"
    "<p class=meta>By <a rel=author href=/me>me</a>, "
    "<time datetime=2024-05-01>1 May</time></p>"
    "<p>Restoring an old hand plane takes an afternoon.</p>"
    "<p>Flatten the sole, <b>hone</b> the iron, set the chipbreaker."
    "<img src=img/plane.jpg alt=plane></p>"
    "<aside class=share><a href=/share>Share</a></aside>"
    "<ul><li><a href=/a>a</a><li><a href=/b>b</a></ul>"
    "<script>var x = 1;</script>"
    "<a rel=tag href=/tags/tools>Tools</a></article></div>"
    "<footer>&copy; Example</footer></body></html>";

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct tmpl *t, *u;
	char *text, *cause = NULL, *j1, *j2;

	if (size > FUZZ_TMPL_JSON_MAX)
		return 0;
	text = xmalloc(size + 1);
	memcpy(text, data, size);
	text[size] = '\0';
	if ((t = tmpl_from_json(text, &cause)) == NULL) {
		if (cause == NULL)
			abort(); /* a refusal always says why */
		free(cause);
		free(text);
		return 0;
	}
	j1 = tmpl_to_json(t);
	if ((u = tmpl_from_json(j1, &cause)) == NULL) {
		fprintf(
		    stderr, "printed template refused: %s\n%s\n", cause, j1);
		abort();
	}
	j2 = tmpl_to_json(u);
	if (strcmp(j1, j2) != 0) {
		fprintf(stderr, "round trip differs:\n%s\n---\n%s\n", j1, j2);
		abort();
	}
	fuzz_tmpl_json_apply(t);
	free(j1);
	free(j2);
	tmpl_free(u);
	tmpl_free(t);
	free(text);
	return 0;
}

/* Apply t to the fixed page; only the absence of trouble is checked. */
static void
fuzz_tmpl_json_apply(const struct tmpl *t)
{
	struct html_doc *doc;
	struct article *a;
	char *cause = NULL;

	doc = html_parse(page, sizeof(page) - 1, NULL,
	    "http://www.example.org/2024/05/planes.html", &cause);
	if (doc == NULL) {
		fprintf(stderr, "fixed page refused: %s\n", cause);
		abort();
	}
	if ((a = tmpl_apply(t, doc, &cause)) == NULL) {
		if (cause == NULL)
			abort();
		free(cause);
	}
	article_free(a);
	free(tmpl_apply_title(t, doc));
	free(tmpl_apply_category(t, doc));
	html_doc_free(doc);
}
