/* SPDX-License-Identifier: ISC */
/*
 * serve_reply: what serve.c hands the serve_*.c answerers and what they
 * hand back: a request as they see it, the answer being built, and the
 * helpers every answerer uses.  serve.c (the transport and the routing)
 * sits above the answerers; they see only this.
 */
#ifndef TEMPLAR_SERVE_REPLY_H
#define TEMPLAR_SERVE_REPLY_H

#include <stddef.h>
#include <stdint.h>

#include "util.h"

struct conf;
struct crawl;
struct store;

#define SERVE_MAX_PARAMS 16

struct serve_param {
	char *name;
	char *value;
};

/* What a request asks: GET and HEAD read, the others change. */
enum serve_method { SERVE_READ = 0, SERVE_POST, SERVE_DELETE };

/* One request, as the answerers see it. */
struct serve_req {
	enum serve_method method;
	const char *body; /* POST: NUL-terminated, body_len bytes */
	size_t body_len;
	const char *path;     /* decoded, "/feeds/x.atom" */
	const char *base_url; /* "http://HOST:PORT", from Host */
	const char *token;    /* the configured token, or NULL */
	struct serve_param params[SERVE_MAX_PARAMS];
	size_t nparams;
	struct store *st;     /* read-only */
	const char *database; /* its path */
	const struct conf *conf;
	struct crawl *crawl; /* subscribes on demand; NULL: none */
	int64_t now;
};

/* The answer being built. */
struct serve_reply {
	int status;       /* 200 unless set */
	const char *type; /* Content-Type */
	struct buf body;
	int64_t mtime;   /* Last-Modified; 0: none */
	int retry_after; /* s, a Retry-After header; 0: none */
};

/* The query parameter called name, or NULL. */
const char *serve_req_param(const struct serve_req *rq, const char *name);
/* Lists are served a page at a time: ?page=1 to SERVE_MAX_PAGE. */
#define SERVE_MAX_PAGE 1000
int serve_req_page(const struct serve_req *rq, int *page);
void serve_page_url(struct buf *b, const struct serve_req *rq, int page);
void serve_path_encode(struct buf *b, const char *path);
/* Append s percent-encoded for a URL path or query (s may hold UTF-8). */
void serve_url_encode(struct buf *b, const char *s);
/* Answer status with {"error": message} as JSON. */
void serve_reply_json_error(
    struct serve_reply *rp, int status, const char *fmt, ...) PRINTFLIKE(3, 4);
/* Answer status with a line of plain text. */
void serve_reply_text_error(
    struct serve_reply *rp, int status, const char *fmt, ...) PRINTFLIKE(3, 4);

#endif
