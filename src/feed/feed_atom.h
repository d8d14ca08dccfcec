/* SPDX-License-Identifier: ISC */
/*
 * feed_atom: Atom's constructs (RFC 4287, and Atom 0.3's), for the
 * feed_*.c files: text constructs, links, persons.
 */
#ifndef TEMPLAR_FEED_ATOM_H
#define TEMPLAR_FEED_ATOM_H

#include <libxml/tree.h>

struct feed_ctx;

/*
 * Read an Atom text construct (RFC 4287 section 3.1) or Atom 0.3 content
 * into its plain text and its HTML form; either may come back NULL, html
 * may be NULL when not wanted.  Content given by reference (src=) or in a
 * binary type gives neither.
 */
void feed_atom_text(struct feed_ctx *fc, xmlNode *n, char **text, char **html);

/*
 * The alternate link of n, absolute, or NULL: the last alternate of an
 * HTML type (as feedparser), or with any_type the first alternate else.
 */
char *feed_atom_link(struct feed_ctx *fc, const xmlNode *n, int any_type);

/* The name of the first author child of n, or NULL. */
char *feed_atom_author(struct feed_ctx *fc, const xmlNode *n);

#endif
