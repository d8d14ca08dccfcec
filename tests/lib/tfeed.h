/* SPDX-License-Identifier: ISC */
/*
 * tfeed.h: what the feed parser's unit tests (test-feed.c, and
 * test-feed-hostile.c for hostile input) share: reading a fixture of
 * tests/data/feeds, the cause of a refusal, and a text comparison that
 * keeps TAP lines whole.  Include after t.h.
 */
#ifndef TEMPLAR_TFEED_H
#define TEMPLAR_TFEED_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "feed.h"

/* max_feed_size as it ships */
#define FEED_MAX (16u << 20)

/* T_STR for text with line breaks, shown escaped to keep TAP lines. */
#define T_TEXT(got, want)                                                      \
	do {                                                                   \
		const char *t_g = (got), *t_w = (want);                        \
		char *t_ge = escape(t_g), *t_we = escape(t_w);                 \
		T_OK_MSG((t_g == NULL && t_w == NULL) ||                       \
			(t_g != NULL && t_w != NULL && strcmp(t_g, t_w) == 0), \
		    "%s == \"%s\" (got \"%s\")", #got, t_we, t_ge);            \
		free(t_ge);                                                    \
		free(t_we);                                                    \
	} while (0)

static UNUSED_T char *
escape(const char *s)
{
	char *r, *p;

	if (s == NULL)
		return strdup("(null)");
	if ((r = malloc(strlen(s) * 2 + 1)) == NULL)
		abort();
	for (p = r; *s != '\0'; s++) {
		if (*s == '\n') {
			*p++ = '\\';
			*p++ = 'n';
		} else
			*p++ = *s;
	}
	*p = '\0';
	return r;
}

/* Parse a fixture; NULL (with the cause printed) when it fails. */
static UNUSED_T struct feed *
parse_fixture(
    const char *name, const char *base, const char *charset, size_t max)
{
	struct feed *f;
	char *data, *cause = NULL;
	size_t len;

	data = t_read_file(t_data_path(name), &len);
	f = feed_parse(data, len, base, charset, max, FEED_MAX, &cause);
	if (f == NULL)
		printf("# %s: %s\n", name, cause ? cause : "(no cause)");
	free(cause);
	free(data);
	return f;
}

/* The cause feed_parse gives for a fixture it must refuse. */
static UNUSED_T char *
refuse_fixture(const char *name)
{
	struct feed *f;
	char *data, *cause = NULL;
	size_t len;

	data = t_read_file(t_data_path(name), &len);
	f = feed_parse(
	    data, len, "http://x.example/", NULL, 100, FEED_MAX, &cause);
	T_OK_MSG(f == NULL, "%s is refused", name);
	feed_free(f);
	free(data);
	return cause;
}

static UNUSED_T int
has_category(const struct feed_entry *e, const char *c)
{
	size_t i;

	for (i = 0; i < e->ncategories; i++) {
		if (strcmp(e->categories[i], c) == 0)
			return 1;
	}
	return 0;
}

#endif
