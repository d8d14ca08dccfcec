/* SPDX-License-Identifier: ISC */
/*
 * serve_reply: a request's parameters, URL encoding and the error
 * answers, shared by serve.c and the serve_*.c answerers.
 */
#include "config.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "feedw.h"
#include "serve_reply.h"
#include "util.h"

const char *
serve_req_param(const struct serve_req *rq, const char *name)
{
	size_t i;

	for (i = 0; i < rq->nparams; i++) {
		if (strcmp(rq->params[i].name, name) == 0)
			return rq->params[i].value;
	}
	return NULL;
}

/*
 * The request's ?page= (1 when absent) into *page; -1 when it is not a
 * number from 1 to SERVE_MAX_PAGE.
 */
int
serve_req_page(const struct serve_req *rq, int *page)
{
	const char *v = serve_req_param(rq, "page");
	long long n = 1;
	char *cause = NULL;

	if (v != NULL &&
	    util_parse_int(v, 1, SERVE_MAX_PAGE, &n, &cause) == -1) {
		free(cause);
		return -1;
	}
	*page = (int)n;
	return 0;
}

/*
 * Into b, the URL of page of this request's path, absolute, the token
 * kept (a reader that used it needs it for the next page).
 */
void
serve_page_url(struct buf *b, const struct serve_req *rq, int page)
{
	buf_printf(b, "%s", rq->base_url);
	serve_path_encode(b, rq->path);
	buf_printf(b, "?page=%d", page);
	if (rq->token != NULL && serve_req_param(rq, "token") != NULL) {
		buf_adds(b, "&token=");
		serve_url_encode(b, rq->token);
	}
}

/* A decoded path, its segments URL-encoded again, '/' kept. */
void
serve_path_encode(struct buf *b, const char *path)
{
	const char *p = path, *slash;
	char *seg;

	while (*p != '\0') {
		if (*p == '/') {
			buf_addc(b, '/');
			p++;
			continue;
		}
		slash = strchr(p, '/');
		seg = xstrndup(
		    p, slash != NULL ? (size_t)(slash - p) : strlen(p));
		serve_url_encode(b, seg);
		p += strlen(seg);
		free(seg);
	}
}

void
serve_url_encode(struct buf *b, const char *s)
{
	const unsigned char *p;

	for (p = (const unsigned char *)s; *p != '\0'; p++) {
		if ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') ||
		    (*p >= '0' && *p <= '9') || strchr("-._~", *p) != NULL)
			buf_addc(b, (char)*p);
		else
			buf_printf(b, "%%%02X", *p);
	}
}

/* Start an error answer: status, type, an empty body, no validators. */
static void
serve_reply_reset(struct serve_reply *rp, int status, const char *type)
{
	rp->status = status;
	rp->type = type;
	rp->mtime = 0;
	buf_reset(&rp->body);
}

void
serve_reply_json_error(struct serve_reply *rp, int status, const char *fmt, ...)
{
	va_list ap;
	char *msg;

	va_start(ap, fmt);
	xvasprintf(&msg, fmt, ap);
	va_end(ap);
	serve_reply_reset(rp, status, "application/json");
	buf_adds(&rp->body, "{\"error\": \"");
	feedw_json_string(&rp->body, msg);
	buf_printf(&rp->body, "\", \"status\": %d}\n", status);
	free(msg);
}

void
serve_reply_text_error(struct serve_reply *rp, int status, const char *fmt, ...)
{
	va_list ap;
	char *msg;

	va_start(ap, fmt);
	xvasprintf(&msg, fmt, ap);
	va_end(ap);
	serve_reply_reset(rp, status, "text/plain; charset=utf-8");
	buf_printf(&rp->body, "%d: ", status);
	feedw_escape(&rp->body, msg, 0);
	buf_addc(&rp->body, '\n');
	free(msg);
}
