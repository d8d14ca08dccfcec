/* SPDX-License-Identifier: ISC */
/*
 * feed_entry: one RSS item or Atom entry -> struct feed_entry, for the
 * feed_*.c files; and the building of an entry every format shares
 * (categories, enclosures, the lead image, the teaser).
 */
#ifndef TEMPLAR_FEED_ENTRY_H
#define TEMPLAR_FEED_ENTRY_H

#include <stdint.h>

#include <libxml/tree.h>

struct feed_ctx;
struct feed_entry;

/* Read the item or entry n (as fc->entry says) into e, zeroed. */
void feed_entry_read(struct feed_ctx *fc, xmlNode *n, struct feed_entry *e);

/* Free what e holds (not e). */
void feed_entry_free(struct feed_entry *e);

/* Add a category (taking s), unless it is empty, known or one too many. */
void feed_entry_add_category(struct feed_entry *e, char *s);

/*
 * Add an enclosure (taking url and type; length -1 when unknown).  One
 * per URL: a second mention only fills in what the first lacked.
 */
void feed_entry_add_enclosure(
    struct feed_entry *e, char *url, char *type, int64_t length);

/* With no lead image yet, take the first image enclosure's URL. */
void feed_entry_enclosure_image(struct feed_entry *e);

/*
 * With no teaser, the teaser is the content, else the text of media, an
 * element holding one (media:description, itunes:summary; NULL: none).
 */
void feed_entry_teaser(
    struct feed_ctx *fc, struct feed_entry *e, const xmlNode *media);

#endif
