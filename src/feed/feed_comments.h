/* SPDX-License-Identifier: ISC */
/*
 * feed_comments: what an RSS item or Atom entry says of its reader
 * comments, for feed_entry.c: the page showing them, their feed and
 * their number.
 */
#ifndef TEMPLAR_FEED_COMMENTS_H
#define TEMPLAR_FEED_COMMENTS_H

#include <stdint.h>

#include <libxml/tree.h>

#define FEED_NS_WFW "http://wellformedweb.org/CommentAPI/"
#define FEED_NS_SLASH "http://purl.org/rss/1.0/modules/slash/"
#define FEED_NS_THR "http://purl.org/syndication/thread/1.0"

#define FEED_MAX_COMMENTS_URL 2048 /* bytes of a comments link kept */
#define FEED_MAX_COMMENT_COUNT 999999999

struct feed_ctx;
struct feed_entry;

/*
 * Read the comment links and count of the item or entry n into e (whose
 * comment_count the caller set to -1): RSS <comments>, wfw:commentRss,
 * slash:comments, thr:total, and Atom links rel="replies" (RFC 4685)
 * with their thr:count.
 */
void feed_comments_read(
    struct feed_ctx *fc, const xmlNode *n, struct feed_entry *e);

/*
 * A comment count as feeds write it: decimal digits, spaces around
 * them; -1 for anything else or above FEED_MAX_COMMENT_COUNT.
 */
int64_t feed_comments_count(const char *s);

#endif
