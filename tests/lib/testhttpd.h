/* SPDX-License-Identifier: ISC */
/*
 * testhttpd.h: a site of the integration tests' web server and the rules
 * of its "behaviour" file (testhttpd.c says what each does): read by
 * testhttpd_site.c, served by testhttpd.c.
 */
#ifndef TEMPLAR_TESTHTTPD_H
#define TEMPLAR_TESTHTTPD_H

#include <sys/queue.h>

#include "util.h"

#define HTTPD_MAX_FILE (64 * 1024 * 1024)
#define HTTPD_MAX_SIZE (1024LL * 1024 * 1024)
#define HTTPD_MAX_DELAY (10 * 60 * 1000)
#define HTTPD_RULE_WORDS 4 /* of a behaviour line */

enum rule_kind {
	RULE_DELAY,
	RULE_STATUS,
	RULE_RETRY_AFTER,
	RULE_REDIRECT,
	RULE_HEADER,
	RULE_SIZE,
	RULE_TRICKLE,
	RULE_ENDLESS,
	RULE_HUGE_HEADERS,
	RULE_GZIP_BOMB,
	RULE_ZSTD_BOMB,
	RULE_RAW_GZIP,
	RULE_BINARY,
};

struct rule {
	enum rule_kind kind;
	char *path;      /* "*" for every path */
	long long num;   /* ms, status, seconds, bytes */
	long long left;  /* times left to apply; -1 for always */
	char *arg;       /* redirect target; header name; content type */
	char *value;     /* header value */
	struct buf blob; /* a bomb, made when first asked for */
	int has_blob;
	TAILQ_ENTRY(rule) entry;
};
TAILQ_HEAD(rules, rule);

struct evhttp;
struct server;

struct site {
	struct server *srv;
	char *addr;
	char *dir;
	char *base;    /* "http://ADDR:PORT" */
	char *charset; /* NULL when the site has no charset file */
	char *feed_type;
	struct rules rules;
	struct evhttp *http;
};

/* Read "ADDR=DIR" into s, with the site's optional control files; 0, or
 * -1 with *cause set. */
int site_load(struct site *s, const char *spec, char **cause);
void site_free(struct site *s);

#endif
