/* SPDX-License-Identifier: ISC */
/*
 * feed_text: the text of a feed's fields, for the feed_*.c files.  Feeds
 * carry titles and descriptions as plain text, escaped HTML or raw
 * markup; these give the plain text (white space collapsed) and back.
 */
#ifndef TEMPLAR_FEED_TEXT_H
#define TEMPLAR_FEED_TEXT_H

struct feed_ctx;

/*
 * Collapse white space: runs of spaces, tabs and no-break spaces become
 * one space; with multiline, line breaks survive (empty lines go), else
 * they become spaces too.  The result is trimmed; NULL when empty.
 */
char *feed_text_space(const char *s, int multiline);

/*
 * HTML (a description, an escaped Atom text) to plain text: tags go,
 * entities are decoded, block elements and <br> become line breaks,
 * white space collapses within lines.  NULL when no text is left.
 */
char *feed_text_html(struct feed_ctx *fc, const char *html);

/*
 * A one-line text: a title, an author, a category.  Markup in it is
 * taken for HTML (RSS titles are often escaped HTML).  NULL when empty.
 */
char *feed_text_inline(struct feed_ctx *fc, const char *s);

/* Plain text as HTML: & < > escaped. */
char *feed_text_escape(const char *s);

#endif
