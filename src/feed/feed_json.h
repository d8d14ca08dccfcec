/* SPDX-License-Identifier: ISC */
/*
 * feed_json: JSON Feed 1.0/1.1 (https://www.jsonfeed.org/) -> struct
 * feed, for feed.c.
 */
#ifndef TEMPLAR_FEED_JSON_H
#define TEMPLAR_FEED_JSON_H

#include <stddef.h>

struct feed;
struct feed_ctx;

/*
 * Parse UTF-8 bytes that start as JSON.  Return a feed, or NULL with
 * *cause set when they are not a JSON Feed.
 */
struct feed *feed_json_parse(struct feed_ctx *fc, const char *data, size_t len,
    size_t max_entries, char **cause);

#endif
