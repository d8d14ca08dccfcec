/* SPDX-License-Identifier: ISC */
/*
 * opml: OPML subscription lists, read and written.  Pure: bytes in,
 * values out; XML is parsed with no network and no entity expansion.
 * The CLI turns what is read into config drop-ins (cli_opml.c).
 */
#ifndef TEMPLAR_OPML_H
#define TEMPLAR_OPML_H

#include <stddef.h>

#define OPML_MAX_FEEDS 10000 /* feeds read from one file */
#define OPML_MAX_DEPTH 32    /* outline nesting followed */
#define OPML_MAX_NAME 64     /* bytes of a name from opml_feed_name() */

/* An outline with an xmlUrl. */
struct opml_feed {
	char *title;       /* text, else title; NULL when none */
	char *url;         /* xmlUrl, as written (trimmed) */
	char *html_url;    /* htmlUrl, NULL when none */
	char **categories; /* titles of the enclosing outlines,
			      outermost first */
	size_t ncategories;
};

struct opml {
	char *title; /* head/title, NULL when none */
	struct opml_feed *feeds;
	size_t nfeeds;
};

/*
 * Read an OPML document (any version): every outline with an xmlUrl at
 * any depth (type="rss" or not), with the titles of the outlines around
 * it as categories.  Return an opml the caller frees with opml_free(),
 * or NULL with *cause set when the bytes are not OPML.
 */
struct opml *opml_parse(const char *data, size_t len, char **cause);

void opml_free(struct opml *opml);

/* An empty list with that title (NULL: none), to fill and write. */
struct opml *opml_new(const char *title);

/* Append a feed (copies of the strings; categories may be NULL). */
void opml_add(struct opml *opml, const char *title, const char *url,
    const char *html_url, char *const *categories, size_t ncategories);

/*
 * The list as an OPML 2.0 document, feeds with the same categories
 * grouped in nested outlines.  The caller frees the text.
 */
char *opml_write(const struct opml *opml);

/*
 * A feed name for the config from a title (else the URL's host): lower
 * case letters, digits, '.', '_' and '-' only, words joined by '-', at
 * most OPML_MAX_NAME bytes, never empty and never starting with '-' or
 * '.'.  The caller frees it.
 */
char *opml_feed_name(const char *title, const char *url);

#endif
