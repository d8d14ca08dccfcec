/* SPDX-License-Identifier: ISC */
/*
 * robots: robots.txt (RFC 9309) parsing and path matching.  Pure: bytes
 * in, decisions out.  The fetching and caching live in hostq.
 */
#ifndef TEMPLAR_ROBOTS_H
#define TEMPLAR_ROBOTS_H

#include <stddef.h>
#include <stdint.h>

/* RFC 9309 section 2.5: parse at least 500 KiB. */
#define ROBOTS_MAX_BYTES (512 * 1024)
/*
 * What one parsed file may hold, so that a cache of many hosts stays
 * small: rules of the group that applies, their pattern bytes, the
 * longest line read (longer ones are skipped) and the longest pattern.
 */
#define ROBOTS_MAX_RULES 1000
#define ROBOTS_MAX_RULE_BYTES (32 * 1024)
#define ROBOTS_MAX_LINE 2048
#define ROBOTS_MAX_PATTERN 1024

struct robots;

/*
 * Parse robots.txt and keep the group that applies to product (our
 * user-agent's product token, e.g. "templar"), else the "*" group.
 * Never fails: bytes past ROBOTS_MAX_BYTES, lines that are not rules and
 * rules past the caps above are ignored.
 */
struct robots *robots_parse(const char *data, size_t len, const char *product);
/*
 * What a fetch of /robots.txt means (RFC 9309 2.3.1): a 2xx body is
 * parsed for product; 4xx (and any other answer) allows everything; no
 * answer (failed), 429 or 5xx disallows everything for now, with
 * *unavailable set so the caller tries again later.
 */
struct robots *robots_from_answer(long status, int failed, const char *data,
    size_t len, const char *product, int *unavailable);
/* A robots.txt that allows everything (404 and other 4xx). */
struct robots *robots_allow_all(void);
/* One that disallows everything (5xx, unreachable). */
struct robots *robots_disallow_all(void);
void robots_free(struct robots *r);

/*
 * 1 if path (path and query of the URL, starting with '/') may be
 * fetched: the longest matching rule wins, Allow wins a tie.
 */
int robots_allowed(const struct robots *r, const char *path);

/* The group's Crawl-delay in ms, or 0 when it has none. */
int64_t robots_crawl_delay(const struct robots *r);

/* The product token of a User-Agent string: "templar/0.1 (+..)" ->
 * "templar".  Caller frees. */
char *robots_product(const char *user_agent);

#endif
