/* SPDX-License-Identifier: ISC */
/*
 * record: the JSON form of stored feeds, articles and templates, one
 * definition of the field names for `templar ... --format json` and
 * templard's /api.
 */
#ifndef TEMPLAR_RECORD_H
#define TEMPLAR_RECORD_H

#include <stddef.h>
#include <stdint.h>

#include "store.h"

struct cJSON;

/* A new object the caller frees with cJSON_Delete(). */
struct cJSON *record_feed_json(const struct store_feed *f);
/* with_html adds body_html; a snippet is added when a has one. */
struct cJSON *record_article_json(const struct store_article *a, int with_html);
/* Every version's fields, learned_from and the template's own JSON. */
struct cJSON *record_template_json(const struct store_template *t);
/* A new empty object (allocation failure is fatal). */
struct cJSON *record_json_new(void);
/*
 * The state to show for a feed: its stored state, but "retrying" for an
 * "ok" one whose last poll failed (fewer than failing_after in a row).
 */
const char *record_feed_state(const struct store_feed *f);
/*
 * Why the feed waits for its next poll, into buf: "due now", "its
 * interval", "retrying after N failed polls", "stopped (refused): until
 * its URL or settings change, or templar poll", "not subscribed".
 */
void record_feed_wait(const struct store_feed *f, char *buf, size_t len);
/* "ok", "failed" or "none". */
const char *record_tmpl_status(enum store_tmpl_status s);
/* key: value, or null when value is NULL. */
void record_json_str(struct cJSON *o, const char *key, const char *value);
/* key: an array of the n strings (an article's categories). */
void record_json_strings(
    struct cJSON *o, const char *key, const char *const *v, size_t n);
/* key: "2024-03-10T12:00:00Z", or null when t is 0. */
void record_json_time(struct cJSON *o, const char *key, int64_t t);

#endif
