/* SPDX-License-Identifier: ISC */
/*
 * feedw: feed documents written out: Atom 1.0 (RFC 4287), RSS 2.0 with
 * content:encoded and JSON Feed 1.1, from plain structs into a growable
 * buffer; opml.c writes OPML with feedw_escape().  Pure: no I/O, no clock,
 * no database; what goes in is escaped here, whatever it holds (control
 * characters and broken UTF-8 are replaced, so the document always parses).
 */
#ifndef TEMPLAR_FEEDW_H
#define TEMPLAR_FEEDW_H

#include <stddef.h>
#include <stdint.h>

#include "util.h"

/* One entry; every string may be NULL but id. */
struct feedw_item {
	const char *id; /* unique and stable: a URN */
	const char *title;
	const char *url; /* the article's page */
	const char *author;
	const char *html;    /* the whole body, as HTML */
	const char *summary; /* a short plain-text summary */
	const char *image;   /* absolute URL of the lead image */
	int64_t published;   /* unix seconds, 0: unknown */
	int64_t updated;     /* its last change, unix seconds, 0: unknown
				(Atom: published stands in) */
	const char *const *categories;
	size_t ncategories;
	const char *comments_url; /* the page of its reader comments */
	int64_t comment_count;    /* with comments_url: -1 unsaid */
	int is_pending; /* the source's own entry, its full text to come */
};

/* The document around the entries. */
struct feedw_feed {
	const char *id; /* a URN */
	const char *title;
	const char *self_url; /* absolute URL of this document */
	const char *site_url; /* the page or feed it stands for */
	int64_t updated;      /* newest change, unix seconds */
	const char *subtitle; /* what it is, or NULL */
	const char *next_url; /* the next page of it (RFC 5005), or NULL */
};

void feedw_atom(struct buf *out, const struct feedw_feed *f,
    const struct feedw_item *items, size_t n);
void feedw_rss(struct buf *out, const struct feedw_feed *f,
    const struct feedw_item *items, size_t n);
void feedw_json(struct buf *out, const struct feedw_feed *f,
    const struct feedw_item *items, size_t n);

/*
 * Append s to out escaped for XML or HTML text (attr 0) or a double-quoted
 * attribute value (attr 1); what XML cannot hold is replaced by U+FFFD.
 */
void feedw_escape(struct buf *out, const char *s, int attr);

/* Append s escaped as the inside of a JSON string (no quotes added). */
void feedw_json_string(struct buf *out, const char *s);

/* "2024-05-01T12:00:00Z" (RFC 3339) and RFC 822 dates of unix seconds. */
void feedw_time_rfc3339(struct buf *out, int64_t t);
void feedw_time_rfc822(struct buf *out, int64_t t);

#endif
