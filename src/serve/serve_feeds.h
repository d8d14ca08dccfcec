/* SPDX-License-Identifier: ISC */
/*
 * serve_feeds: the full-text feeds templard serves, /feeds/NAME.atom,
 * .rss and .json (all.atom: every feed together), and /opml listing them
 * for a feed reader to subscribe to at once.
 */
#ifndef TEMPLAR_SERVE_FEEDS_H
#define TEMPLAR_SERVE_FEEDS_H

#include "serve_reply.h"

struct store_article;

/* The newest articles a feed document holds. */
#define SERVE_FEEDS_ITEMS 50
/* Entries with no article are served (pending) for this long. */
#define SERVE_FEEDS_PENDING_AGE (30 * 86400)

/* Whether path names a feed document (it ends .atom, .rss or .json). */
int serve_feeds_is_document(const char *path);
/* GET /feeds/NAME.EXT */
void serve_feeds_answer(const struct serve_req *rq, struct serve_reply *rp);
/* GET /opml */
void serve_feeds_opml(const struct serve_req *rq, struct serve_reply *rp);

/*
 * The HTML served for an article: its stored body_html as it is (it
 * passed the allow-list before it was stored), or its plain text as
 * paragraphs when it has none; its lead image in front, unless the
 * body opens with a picture or holds that one.  The caller frees the
 * result.
 */
char *serve_feeds_body(const struct store_article *a);
/*
 * An item's id, the same from a database built again: the entry's key
 * (its guid, else its link) when it is an http(s) URL, else
 * urn:templar:entry:HEX of the feed's URL and the key; entry_id's
 * urn:templar:entry:N when the key is NULL.  Caller frees.
 */
char *serve_feeds_item_id(
    int64_t entry_id, const char *key, const char *feed_url);

/* What a pending entry reads: the mark, then text (plain, may be NULL)
 * escaped as paragraphs; the caller frees it. */
#define SERVE_FEEDS_PENDING "Full text pending"
char *serve_feeds_pending_body(const char *text);

#endif
