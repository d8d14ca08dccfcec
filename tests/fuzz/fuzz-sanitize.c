/* SPDX-License-Identifier: ISC */
/*
 * fuzz-sanitize: sanitize_html() on arbitrary bytes, as a body stored
 * from a stranger's page and served back.  Besides not crashing or
 * leaking, what comes out keeps the allow-list's promise: every tag is an
 * allowed element, every attribute an allowed one, quoted, every href and
 * src an absolute http(s) URL, every candidate of a srcset too, and no
 * '<' or '>' loose inside a tag.
 */
#include "config.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sanitize.h"
#include "util.h"

#define FUZZ_SANITIZE_MAX (256 * 1024)

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/*
 * The allow-list written out again, on purpose: an oracle reading
 * sanitize.c's own tables would check nothing.
 */
static const char *const fuzz_sanitize_tags[] = { "a", "abbr", "b",
	"blockquote", "br", "caption", "cite", "code", "dd", "del", "dfn",
	"div", "dl", "dt", "em", "figcaption", "figure", "h1", "h2", "h3", "h4",
	"h5", "h6", "hr", "i", "img", "ins", "kbd", "li", "mark", "ol", "p",
	"pre", "q", "s", "samp", "small", "strong", "sub", "sup", "table",
	"tbody", "td", "tfoot", "th", "thead", "time", "tr", "u", "ul", "var" };

static const char *const fuzz_sanitize_attrs[] = { "title", "lang", "dir",
	"alt", "width", "height", "colspan", "rowspan", "scope", "start",
	"value", "datetime", "href", "src", "rel", "srcset", "sizes" };

static int
fuzz_sanitize_in(const char *s, size_t len, const char *const *list, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++) {
		if (strlen(list[i]) == len && strncmp(s, list[i], len) == 0)
			return 1;
	}
	return 0;
}

static void
fuzz_sanitize_fail(const char *why, const char *out, size_t at)
{
	fprintf(stderr, "fuzz-sanitize: %s at byte %zu of: %.200s\n", why, at,
	    out + at);
	abort();
}

/* 1 if out at v starts an absolute http(s) URL. */
static int
fuzz_sanitize_http(const char *out, size_t v)
{
	return strncmp(out + v, "http://", 7) == 0 ||
	    strncmp(out + v, "https://", 8) == 0;
}

/* Check the tag that starts at out[i] ('<'); return the index past it. */
static size_t
fuzz_sanitize_tag(const char *out, size_t i)
{
	size_t j = i + 1, n, v;
	int is_url, is_set;

	if (out[j] == '/')
		j++;
	for (n = j; out[n] >= 'a' && out[n] <= 'z'; n++)
		;
	while (out[n] >= '0' && out[n] <= '9')
		n++;
	if (!fuzz_sanitize_in(
		out + j, n - j, fuzz_sanitize_tags, NELEM(fuzz_sanitize_tags)))
		fuzz_sanitize_fail("a tag not allowed", out, i);
	j = n;
	for (;;) {
		while (out[j] == ' ')
			j++;
		if (out[j] == '>')
			return j + 1;
		if (out[j] == '/' && out[j + 1] == '>')
			return j + 2;
		for (n = j; (out[n] >= 'a' && out[n] <= 'z') || out[n] == '-';
		     n++)
			;
		if (!fuzz_sanitize_in(out + j, n - j, fuzz_sanitize_attrs,
			NELEM(fuzz_sanitize_attrs)))
			fuzz_sanitize_fail("an attribute not allowed", out, j);
		is_url = (n - j == 4 && strncmp(out + j, "href", 4) == 0) ||
		    (n - j == 3 && strncmp(out + j, "src", 3) == 0);
		is_set = n - j == 6 && strncmp(out + j, "srcset", 6) == 0;
		if (out[n] != '=' || out[n + 1] != '"')
			fuzz_sanitize_fail("an attribute not quoted", out, j);
		v = n + 2;
		if ((is_url || is_set) && !fuzz_sanitize_http(out, v))
			fuzz_sanitize_fail("a URL not http(s)", out, v);
		for (j = v; out[j] != '"'; j++) {
			if (out[j] == '\0' || out[j] == '<' || out[j] == '>')
				fuzz_sanitize_fail(
				    "a value not escaped", out, j);
			/* each candidate of a srcset: "URL 2x, URL 640w"
			 * (a comma with no space after it is a URL's) */
			if (is_set && out[j] == ',' && out[j + 1] == ' ' &&
			    !fuzz_sanitize_http(out, j + 2))
				fuzz_sanitize_fail(
				    "a srcset URL not http(s)", out, j);
		}
		j++;
	}
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *out;
	size_t i;

	if (size > FUZZ_SANITIZE_MAX)
		return 0;
	out = sanitize_html(
	    (const char *)data, size, "https://example.org/dir/page.html");
	if (out == NULL)
		fuzz_sanitize_fail("no result", "", 0);
	for (i = 0; out[i] != '\0';) {
		if (out[i] == '>')
			fuzz_sanitize_fail("a loose '>'", out, i);
		if (out[i] == '<')
			i = fuzz_sanitize_tag(out, i);
		else
			i++;
	}
	free(out);
	return 0;
}
