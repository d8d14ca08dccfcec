/* SPDX-License-Identifier: ISC */
/*
 * serve: templard's HTTP interface ([http] listen in templar.conf): a
 * libevent evhttp server on the daemon's event loop, reading the database
 * through a read-only connection of its own.  serve.c owns the transport
 * (binding, limits, the token, conditional GET, gzip, security headers)
 * and the routing; the serve_*.c files answer one family of paths each,
 * from a struct serve_req into a struct serve_reply.
 */
#ifndef TEMPLAR_SERVE_H
#define TEMPLAR_SERVE_H

#include <stddef.h>
#include <stdint.h>

#include "util.h"

struct conf;
struct event_base;
struct serve;
struct store;

/*
 * Serve what conf->http_listen names (nothing when it is NULL) on base.
 * conf is borrowed until serve_free() or the next serve_set_conf().
 * Return the server, or NULL with *cause set (the address cannot be
 * bound, the database cannot be opened).
 */
struct serve *serve_new(
    struct event_base *base, const struct conf *conf, char **cause);
/*
 * A reload: listen on the new address when it changed (the old listener
 * closes only once the new one is bound) and take the new token.  Return
 * 0, or -1 with *cause set and the old settings still in force.
 */
int serve_set_conf(struct serve *sv, const struct conf *conf, char **cause);
void serve_free(struct serve *sv);

/* ---- for the serve_*.c answerers ---- */

#define SERVE_MAX_PARAMS 16

struct serve_param {
	char *name;
	char *value;
};

/* One request, as the answerers see it. */
struct serve_req {
	const char *path;     /* decoded, "/feeds/x.atom" */
	const char *base_url; /* "http://HOST:PORT", from Host */
	const char *token;    /* the configured token, or NULL */
	struct serve_param params[SERVE_MAX_PARAMS];
	size_t nparams;
	struct store *st;     /* read-only */
	const char *database; /* its path */
	const struct conf *conf;
	int64_t now;
};

/* The answer being built. */
struct serve_reply {
	int status;       /* 200 unless set */
	const char *type; /* Content-Type */
	struct buf body;
	int64_t mtime; /* Last-Modified; 0: none */
};

/* The query parameter called name, or NULL. */
const char *serve_req_param(const struct serve_req *rq, const char *name);
/* Append s percent-encoded for a URL path or query (s may hold UTF-8). */
void serve_url_encode(struct buf *b, const char *s);
/* Answer status with {"error": message} as JSON. */
void serve_reply_json_error(
    struct serve_reply *rp, int status, const char *fmt, ...) PRINTFLIKE(3, 4);
/* Answer status with a line of plain text. */
void serve_reply_text_error(
    struct serve_reply *rp, int status, const char *fmt, ...) PRINTFLIKE(3, 4);

#endif
