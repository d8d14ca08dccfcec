/* SPDX-License-Identifier: ISC */
/*
 * http: libcurl's multi socket interface driven by the libevent loop.  A
 * request goes in, a response comes out through a callback; nothing here
 * blocks.  Politeness (which request may start when) and redirects are
 * hostq's business: http_get() starts one transfer at once and answers a
 * 3xx with its Location in redirect_url.  No connection is made to an
 * address conf->allow_private_addresses and addr.h refuse (the error then
 * reads "refused: 127.0.0.1 is a loopback address"), and no proxy is used.
 */
#ifndef TEMPLAR_HTTP_H
#define TEMPLAR_HTTP_H

#include <stddef.h>
#include <stdint.h>

struct event_base;
struct conf;
struct http;
struct http_opts;

struct http_request {
	const char *url;
	const char *etag;          /* sent as If-None-Match, or NULL */
	const char *last_modified; /* sent as If-Modified-Since, or NULL */
	uint64_t max_size;         /* 0: conf->max_page_size */
	long max_redirs;           /* hops hostq follows; 0:
				      HTTP_MAX_REDIRS (http follows none) */
	int html_only;             /* stop a 2xx that is not HTML at its
				      first body bytes (not_html) */
	struct http_opts *opts;    /* user agent, headers, credentials
				      for the hosts they are bound to
				      (httpopts.h), or NULL; hostq
				      keeps a reference */
};

#define HTTP_MAX_REDIRS 10

/* Lent to the callback for its duration only. */
struct http_response {
	const char *url;           /* as requested */
	const char *final_url;     /* after redirects (hostq) */
	const char *redirect_url;  /* a 3xx's Location, absolute; or
				      NULL */
	int redirects;             /* followed by hostq; http: 0 */
	long status;               /* 0 when no response arrived */
	const char *error;         /* NULL when a response arrived and
				      fitted the size cap; else why not */
	const char *content_type;  /* header value or NULL */
	const char *charset;       /* from Content-Type, or NULL */
	const char *etag;          /* byte-exact, or NULL */
	const char *last_modified; /* byte-exact, or NULL */
	const char *retry_after;   /* header value, or NULL */
	const char *cache_control; /* header value, or NULL */
	const char *expires;       /* header value, or NULL */
	const char *data;          /* body, decoded from gzip/deflate/br,
				      NUL-terminated */
	size_t len;
	int64_t started;     /* util_monotonic() at start */
	int64_t elapsed;     /* ms */
	int64_t answered;    /* util_monotonic() when the last
				response began to arrive, 0 if
				none did */
	const char *address; /* the server's IP address as connected
				to ("192.0.2.1", "2001:db8::1"), NULL
				when no response arrived */
	int permanent;       /* redirected, by 301/308 only */
	int too_large;       /* error is the size cap */
	int not_html;        /* html_only: error is "not HTML
				(TYPE)", the body was not read */
	int is_final;        /* error will not pass: never
				retried (an address refused, too
				large, too many redirects...) */
};

typedef void (*http_done_cb)(const struct http_response *resp, void *arg);

/*
 * conf is borrowed and must outlive the http (see http_set_conf), which
 * applies its address policy to connections made from then on.  Call
 * http_free() from outside the callbacks.
 */
struct http *http_new(struct event_base *base, const struct conf *conf);
void http_free(struct http *http);
void http_set_conf(struct http *http, const struct conf *conf);

/*
 * Start a GET now.  cb runs exactly once, from the event loop (never from
 * within http_get), unless http_free() comes first.  Return 0, or -1 if
 * the URL cannot be requested (cb will not run).
 */
int http_get(struct http *http, const struct http_request *req, http_done_cb cb,
    void *arg);

/*
 * Cancel the transfers started with this cb and arg, without calling cb
 * (hostq_free() uses it).  Return how many were cancelled.
 */
int http_cancel(struct http *http, http_done_cb cb, void *arg);

/*
 * The wait a Retry-After value asks for (RFC 9110 10.2.3), either
 * delay-seconds or an HTTP-date compared with now (unix seconds).  Return
 * milliseconds (0 for a date gone by), or -1 if the value is neither.
 */
int64_t http_retry_after(const char *value, int64_t now);

/*
 * Whether a response is HTML: its Content-Type says text/html or
 * application/xhtml+xml, or, with none, its first bytes look like HTML
 * (a doctype, <html>, a usual first tag, after any BOM, blanks, comments
 * or XML declaration).
 */
int http_is_html(const char *content_type, const char *data, size_t len);

/*
 * The charset parameter of a Content-Type value (RFC 9110 8.3), unquoted
 * and lower-cased, for the caller to free; NULL if there is none.
 */
char *http_charset(const char *content_type);

/* Transfers started and not yet done. */
int http_inflight(const struct http *http);

#endif
