/* SPDX-License-Identifier: ISC */
/*
 * test-http: http against an in-process libevent HTTP server on 127.0.0.1,
 * run by the same event loop as the transfers.
 */
#include "config.h"

#include <netinet/in.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include <event2/buffer.h>
#include <event2/event.h>
#include <event2/http.h>
#include <event2/keyvalq_struct.h>
#include <zlib.h>

#include "conf.h"
#include "http.h"
#include "util.h"

#include "../lib/t.h"

/* printf 'hello gzip' | gzip -c -n */
static const unsigned char hello_gz[] = { 0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00,
	0x00, 0x00, 0x00, 0x03, 0xcb, 0x48, 0xcd, 0xc9, 0xc9, 0x57, 0x48, 0xaf,
	0xca, 0x2c, 0x00, 0x00, 0x19, 0x6a, 0xd2, 0xdf, 0x0a, 0x00, 0x00,
	0x00 };

/* Append n zero bytes, gzip'd, to b. */
static void
gzip_zeros(struct evbuffer *b, size_t n)
{
	static unsigned char in[65536], out[65536];
	z_stream z;

	memset(&z, 0, sizeof(z));
	if (deflateInit2(&z, 9, Z_DEFLATED, 16 + MAX_WBITS, 9,
		Z_DEFAULT_STRATEGY) != Z_OK)
		abort();
	do {
		z.next_in = in;
		z.avail_in = n < sizeof(in) ? (unsigned)n : sizeof(in);
		n -= z.avail_in;
		do {
			z.next_out = out;
			z.avail_out = sizeof(out);
			deflate(&z, n == 0 ? Z_FINISH : Z_NO_FLUSH);
			evbuffer_add(b, out, sizeof(out) - z.avail_out);
		} while (z.avail_out == 0);
	} while (n > 0);
	deflateEnd(&z);
}

#define LAST_MODIFIED "Tue, 15 Nov 1994 12:45:26 GMT"

/* A reply the server sends later. */
struct delayed {
	struct evhttp_request *req;
	struct event *ev;
	TAILQ_ENTRY(delayed) entry;
};

/* The server and what it saw last. */
static struct {
	struct evhttp *eh;
	int port;
	int nrequests;
	char user_agent[256];
	char accept_encoding[256];
	char if_none_match[256];
	char if_modified_since[256];
	TAILQ_HEAD(, delayed) delayed;
} srv;

static struct event_base *base;
static struct conf conf;

/* What a callback got, copied. */
struct result {
	int calls;
	long status;
	int redirects;
	int is_final;
	char *error;
	char *url;
	char *final_url;
	char *redirect_url;
	char *content_type;
	char *charset;
	char *etag;
	char *last_modified;
	char *retry_after;
	char *cache_control;
	char *expires;
	char *data;
	size_t len;
	int64_t started;
	int64_t elapsed;
	int64_t answered;
	int not_html;
};

static char *
dup_or_null(const char *s)
{
	return s != NULL ? xstrdup(s) : NULL;
}

static void
result_clear(struct result *r)
{
	free(r->error);
	free(r->url);
	free(r->final_url);
	free(r->redirect_url);
	free(r->content_type);
	free(r->charset);
	free(r->etag);
	free(r->last_modified);
	free(r->retry_after);
	free(r->cache_control);
	free(r->expires);
	free(r->data);
	memset(r, 0, sizeof(*r));
}

static void
done_cb(const struct http_response *resp, void *arg)
{
	struct result *r = arg;

	if (r->calls++ > 0)
		return;
	r->status = resp->status;
	r->redirects = resp->redirects;
	r->error = dup_or_null(resp->error);
	r->url = dup_or_null(resp->url);
	r->final_url = dup_or_null(resp->final_url);
	r->redirect_url = dup_or_null(resp->redirect_url);
	r->is_final = resp->is_final;
	r->content_type = dup_or_null(resp->content_type);
	r->charset = dup_or_null(resp->charset);
	r->etag = dup_or_null(resp->etag);
	r->last_modified = dup_or_null(resp->last_modified);
	r->retry_after = dup_or_null(resp->retry_after);
	r->cache_control = dup_or_null(resp->cache_control);
	r->expires = dup_or_null(resp->expires);
	r->data = resp->data != NULL ? xstrndup(resp->data, resp->len) : NULL;
	r->len = resp->len;
	r->started = resp->started;
	r->elapsed = resp->elapsed;
	r->answered = resp->answered;
	r->not_html = resp->not_html;
}

static void
copy_header(
    struct evhttp_request *req, const char *name, char *dst, size_t size)
{
	const char *v;

	v = evhttp_find_header(evhttp_request_get_input_headers(req), name);
	snprintf(dst, size, "%s", v != NULL ? v : "");
}

static void
reply(struct evhttp_request *req, int code, const char *body)
{
	struct evbuffer *b = evbuffer_new();

	evbuffer_add(b, body, strlen(body));
	evhttp_send_reply(req, code, code == 200 ? "OK" : "Other", b);
	evbuffer_free(b);
}

static void
delayed_cb(UNUSED evutil_socket_t fd, UNUSED short what, void *arg)
{
	struct delayed *d = arg;

	TAILQ_REMOVE(&srv.delayed, d, entry);
	reply(d->req, 200, "slow");
	event_free(d->ev);
	free(d);
}

static void
redirect(struct evhttp_request *req, const char *location)
{
	struct evkeyvalq *out = evhttp_request_get_output_headers(req);

	struct evbuffer *b = evbuffer_new();

	/* A body the client must not take for the final one. */
	evbuffer_add(b, "moved", 5);
	evhttp_add_header(out, "Location", location);
	evhttp_send_reply(req, 302, "Found", b);
	evbuffer_free(b);
}

/* Note the request headers that the tests look at afterwards. */
static void
server_note_headers(struct evhttp_request *req)
{
	srv.nrequests++;
	copy_header(req, "User-Agent", srv.user_agent, sizeof(srv.user_agent));
	copy_header(req, "Accept-Encoding", srv.accept_encoding,
	    sizeof(srv.accept_encoding));
	copy_header(
	    req, "If-None-Match", srv.if_none_match, sizeof(srv.if_none_match));
	copy_header(req, "If-Modified-Since", srv.if_modified_since,
	    sizeof(srv.if_modified_since));
}

/* /hello: an HTML page with every header the response keeps. */
static void
serve_hello(struct evhttp_request *req)
{
	struct evkeyvalq *out = evhttp_request_get_output_headers(req);

	evhttp_add_header(out, "Content-Type", "text/html; Charset=\"UTF-8\"");
	evhttp_add_header(out, "ETag", "W/\"x  y\"");
	evhttp_add_header(out, "Last-Modified", LAST_MODIFIED);
	evhttp_add_header(out, "Cache-Control", "max-age=60");
	evhttp_add_header(out, "Cache-Control", "no-transform");
	evhttp_add_header(out, "Expires", "Thu, 01 Dec 1994 16:00:00 GMT");
	evhttp_add_header(out, "Retry-After", "120");
	reply(req, 200, "hello world");
}

/* A gzip'd body: "hello gzip", or with is_bomb 8 MB of zeros. */
static void
serve_gzip(struct evhttp_request *req, int is_bomb)
{
	struct evkeyvalq *out = evhttp_request_get_output_headers(req);
	struct evbuffer *b;

	evhttp_add_header(out, "Content-Encoding", "gzip");
	evhttp_add_header(
	    out, "Content-Type", is_bomb ? "text/html" : "text/plain");
	b = evbuffer_new();
	if (is_bomb)
		gzip_zeros(b, 8 << 20); /* in some 8 KB of gzip */
	else
		evbuffer_add(b, hello_gz, sizeof(hello_gz));
	evhttp_send_reply(req, 200, "OK", b);
	evbuffer_free(b);
}

/* /redir/N: a chain of N redirects, then "end". */
static void
serve_redir(struct evhttp_request *req, int n)
{
	char loc[128];

	if (n <= 0) {
		reply(req, 200, "end");
		return;
	}
	snprintf(loc, sizeof(loc), "/redir/%d", n - 1);
	redirect(req, loc);
}

/* 100 headers of 1000 bytes: past the 64 KiB bound. */
static void
serve_big_headers(struct evhttp_request *req)
{
	struct evkeyvalq *out = evhttp_request_get_output_headers(req);
	char name[128], *big;
	int n;

	big = xmalloc(1001);
	memset(big, 'h', 1000);
	big[1000] = '\0';
	for (n = 0; n < 100; n++) {
		snprintf(name, sizeof(name), "X-Filler-%d", n);
		evhttp_add_header(out, name, big);
	}
	free(big);
	reply(req, 200, "never read");
}

/* A body of n times c, as type (none if NULL). */
static void
serve_filled(struct evhttp_request *req, const char *type, char c, int n)
{
	char *big;

	if (type != NULL)
		evhttp_add_header(evhttp_request_get_output_headers(req),
		    "Content-Type", type);
	big = xmalloc((size_t)n + 1);
	memset(big, c, (size_t)n);
	big[n] = '\0';
	reply(req, 200, big);
	free(big);
}

/* n bytes in chunks of 512, without a Content-Length. */
static void
serve_chunked(struct evhttp_request *req, int n)
{
	struct evbuffer *b;
	char *big;

	evhttp_send_reply_start(req, 200, "OK");
	b = evbuffer_new();
	while (n > 0) {
		big = xmalloc(512);
		memset(big, 'y', 512);
		evbuffer_add(b, big, n < 512 ? (size_t)n : 512);
		free(big);
		evhttp_send_reply_chunk(req, b);
		n -= 512;
	}
	evbuffer_free(b);
	evhttp_send_reply_end(req);
}

/* /cond: a 304 to a request with the validators of the 200. */
static void
serve_cond(struct evhttp_request *req)
{
	struct evkeyvalq *out = evhttp_request_get_output_headers(req);

	if (strcmp(srv.if_none_match, "\"v1\"") == 0 ||
	    strcmp(srv.if_modified_since, LAST_MODIFIED) == 0) {
		evhttp_send_reply(req, 304, "Not Modified", NULL);
		return;
	}
	evhttp_add_header(out, "ETag", "\"v1\"");
	evhttp_add_header(out, "Last-Modified", LAST_MODIFIED);
	reply(req, 200, "fresh");
}

/* /slow/MS: answered by delayed_cb() after MS milliseconds. */
static void
serve_slow(struct evhttp_request *req, int ms)
{
	struct delayed *d;
	struct timeval tv;

	d = xcalloc(1, sizeof(*d));
	d->req = req;
	d->ev = evtimer_new(base, delayed_cb, d);
	tv.tv_sec = ms / 1000;
	tv.tv_usec = (ms % 1000) * 1000;
	evtimer_add(d->ev, &tv);
	TAILQ_INSERT_TAIL(&srv.delayed, d, entry);
}

static void
server_cb(struct evhttp_request *req, UNUSED void *arg)
{
	struct evkeyvalq *out = evhttp_request_get_output_headers(req);
	const char *path = evhttp_request_get_uri(req);
	char loc[128];
	int n;

	server_note_headers(req);
	if (strcmp(path, "/hello") == 0)
		serve_hello(req);
	else if (strcmp(path, "/gzip") == 0)
		serve_gzip(req, 0);
	else if (strcmp(path, "/gzip-bomb") == 0)
		serve_gzip(req, 1);
	else if (sscanf(path, "/redir/%d", &n) == 1)
		serve_redir(req, n);
	else if (strcmp(path, "/redir-etag") == 0) {
		evhttp_add_header(out, "ETag", "\"from-redirect\"");
		evhttp_add_header(out, "Cache-Control", "no-store");
		redirect(req, "/plain");
	} else if (strcmp(path, "/to-loopback") == 0) {
		snprintf(
		    loc, sizeof(loc), "http://127.0.0.1:%d/hello", srv.port);
		redirect(req, loc);
	} else if (strcmp(path, "/redir-ftp") == 0)
		redirect(req, "ftp://127.0.0.1/x");
	else if (strcmp(path, "/big-headers") == 0)
		serve_big_headers(req);
	else if (strcmp(path, "/plain") == 0) {
		evhttp_add_header(out, "Content-Type", "text/plain");
		reply(req, 200, "plain");
	} else if (strcmp(path, "/latin") == 0) {
		evhttp_add_header(out, "Content-Type",
		    "text/html;charset=ISO-8859-1 ; foo=bar");
		reply(req, 200, "latin");
	} else if (sscanf(path, "/big/%d", &n) == 1)
		serve_filled(req, NULL, 'x', n);
	else if (sscanf(path, "/binary/%d", &n) == 1)
		serve_filled(req, "application/octet-stream", 'z', n);
	else if (sscanf(path, "/chunked/%d", &n) == 1)
		serve_chunked(req, n);
	else if (strcmp(path, "/cond") == 0)
		serve_cond(req);
	else if (sscanf(path, "/slow/%d", &n) == 1)
		serve_slow(req, n);
	else
		reply(req, 404, "not found");
}

static void
setup(void)
{
	static char ua[] = "templar-test/1.0";
	static char allow[] = "127.0.0.0/8";
	struct evhttp_bound_socket *bs;
	struct sockaddr_in sin;
	socklen_t len = sizeof(sin);

	base = event_base_new();
	memset(&srv, 0, sizeof(srv));
	TAILQ_INIT(&srv.delayed);
	srv.eh = evhttp_new(base);
	evhttp_set_gencb(srv.eh, server_cb, NULL);
	bs = evhttp_bind_socket_with_handle(srv.eh, "127.0.0.1", 0);
	if (bs == NULL) {
		printf("Bail out! cannot bind 127.0.0.1\n");
		exit(1);
	}
	getsockname(
	    evhttp_bound_socket_get_fd(bs), (struct sockaddr *)&sin, &len);
	srv.port = ntohs(sin.sin_port);

	memset(&conf, 0, sizeof(conf));
	conf.user_agent = ua;
	conf.max_connections = 8;
	conf.timeout = 5000;
	conf.connect_timeout = 2000;
	conf.max_page_size = 1 << 20;
	conf.allow_private_addresses = allow;
}

static void
teardown(void)
{
	struct delayed *d;

	while ((d = TAILQ_FIRST(&srv.delayed)) != NULL) {
		TAILQ_REMOVE(&srv.delayed, d, entry);
		evhttp_send_reply(d->req, 500, "Gone", NULL);
		event_free(d->ev);
		free(d);
	}
	evhttp_free(srv.eh);
	event_base_free(base);
}

static char *
url(const char *path)
{
	static char u[256];

	snprintf(u, sizeof(u), "http://127.0.0.1:%d%s", srv.port, path);
	return u;
}

static void
loopbreak_cb(UNUSED evutil_socket_t fd, UNUSED short what, void *arg)
{
	*(int *)arg = 1;
}

/* Run the loop until *calls reaches want or ms pass. */
static void
run(const int *calls, int want, int ms)
{
	struct timeval tv = { ms / 1000, (ms % 1000) * 1000 };
	struct event *ev;
	int is_expired = 0;

	ev = evtimer_new(base, loopbreak_cb, &is_expired);
	evtimer_add(ev, &tv);
	while (!is_expired && (calls == NULL || *calls < want))
		event_base_loop(base, EVLOOP_ONCE);
	event_free(ev);
}

/* One GET of u with req's other fields, run to completion. */
static void
get_url(struct http *http, const char *u, const struct http_request *tmpl,
    struct result *r)
{
	struct http_request req;

	memset(&req, 0, sizeof(req));
	if (tmpl != NULL)
		req = *tmpl;
	req.url = u;
	memset(r, 0, sizeof(*r));
	if (http_get(http, &req, done_cb, r) == -1) {
		r->calls = -1;
		return;
	}
	run(&r->calls, 1, 4000);
}

/* The same, of path on the test server. */
static void
get(struct http *http, const char *path, const struct http_request *tmpl,
    struct result *r)
{
	get_url(http, url(path), tmpl, r);
}

/* Start the server; return a client on conf, which stop() frees. */
static struct http *
start(void)
{
	setup();
	return http_new(base, &conf);
}

/* Free http, then stop the server and its loop. */
static void
stop(struct http *http)
{
	http_free(http);
	teardown();
}

/* One GET of path with req's other fields on a server and client of its
 * own; r keeps the answer, which the caller clears. */
static void
get_once(const char *path, const struct http_request *req, struct result *r)
{
	struct http *http = start();

	get(http, path, req, r);
	stop(http);
}

static void
test_http_get_body_and_headers(void)
{
	struct http *http;
	struct result r;

	http = start();
	get(http, "/hello", NULL, &r);
	T_INT(r.calls, 1);
	T_INT(r.status, 200);
	T_STR(r.error, NULL);
	T_STR(r.data, "hello world");
	T_INT(r.len, 11);
	T_STR(r.url, url("/hello"));
	T_STR(r.final_url, url("/hello"));
	T_INT(r.redirects, 0);
	T_STR(r.content_type, "text/html; Charset=\"UTF-8\"");
	T_STR(r.charset, "utf-8");
	T_STR(r.etag, "W/\"x  y\"");
	T_STR(r.last_modified, LAST_MODIFIED);
	T_STR(r.cache_control, "max-age=60, no-transform");
	T_STR(r.expires, "Thu, 01 Dec 1994 16:00:00 GMT");
	T_STR(r.retry_after, "120");
	T_STR(srv.user_agent, "templar-test/1.0");
	T_OK(strstr(srv.accept_encoding, "gzip") != NULL);
	T_STR(srv.if_none_match, "");
	T_OK(r.elapsed >= 0 && r.elapsed < 2000);
	T_OK_MSG(r.answered >= r.started && r.answered <= r.started + r.elapsed,
	    "answered %lld ms after the start, done after %lld ms",
	    (long long)(r.answered - r.started), (long long)r.elapsed);
	T_INT(http_inflight(http), 0);
	result_clear(&r);
	stop(http);
}

static void
test_http_gzip_body_decoded(void)
{
	struct result r;

	get_once("/gzip", NULL, &r);
	T_INT(r.status, 200);
	T_STR(r.data, "hello gzip");
	T_INT(r.len, 10);
	T_STR(r.charset, NULL);
	result_clear(&r);
}

static void
test_http_charset_unquoted_lowercased(void)
{
	struct http *http;
	struct result r;

	http = start();
	get(http, "/latin", NULL, &r);
	T_STR(r.charset, "iso-8859-1");
	result_clear(&r);
	get(http, "/plain", NULL, &r);
	T_STR(r.content_type, "text/plain");
	T_STR(r.charset, NULL);
	result_clear(&r);
	stop(http);
}

/* http follows no redirect: hostq does, hop by hop. */
static void
test_http_redirect_returned_with_target(void)
{
	struct http *http;
	struct result r;

	http = start();
	get(http, "/redir/3", NULL, &r);
	T_INT(r.status, 302);
	T_STR(r.error, NULL);
	T_STR(r.data, "moved");
	T_INT(r.redirects, 0);
	T_STR(r.url, url("/redir/3"));
	T_STR(r.final_url, url("/redir/3"));
	T_STR(r.redirect_url, url("/redir/2"));
	T_INT(srv.nrequests, 1);
	result_clear(&r);
	/* The 3xx's own headers are the response's. */
	get(http, "/redir-etag", NULL, &r);
	T_INT(r.status, 302);
	T_STR(r.etag, "\"from-redirect\"");
	T_STR(r.redirect_url, url("/plain"));
	result_clear(&r);
	/* Not a redirect: no target. */
	get(http, "/plain", NULL, &r);
	T_STR(r.redirect_url, NULL);
	result_clear(&r);
	stop(http);
}

static void
test_http_redirect_to_ftp_not_followed(void)
{
	struct result r;

	get_once("/redir-ftp", NULL, &r);
	T_INT(r.calls, 1);
	T_INT(r.status, 302);
	T_STR(r.redirect_url, "ftp://127.0.0.1/x");
	T_INT(srv.nrequests, 1);
	result_clear(&r);
}

static void
test_http_header_bytes_bounded(void)
{
	struct http *http;
	struct result r;

	http = start();
	get(http, "/big-headers", NULL, &r);
	T_INT(r.calls, 1);
	T_STR(r.error, "response headers larger than 65536 bytes");
	T_INT(r.is_final, 1);
	result_clear(&r);
	/* Ordinary headers pass; an ordinary error is not final. */
	get(http, "/hello", NULL, &r);
	T_STR(r.error, NULL);
	T_INT(r.is_final, 0);
	result_clear(&r);
	stop(http);
}

static void
test_http_size_cap_content_length(void)
{
	struct http_request req = { .max_size = 1000 };
	struct http *http;
	struct result r;

	http = start();
	get(http, "/big/4096", &req, &r);
	T_INT(r.calls, 1);
	T_STR(r.error, "response larger than 1000 bytes");
	T_INT(r.is_final, 1);
	result_clear(&r);
	get(http, "/big/1000", &req, &r);
	T_STR(r.error, NULL);
	T_INT(r.len, 1000);
	result_clear(&r);
	stop(http);
}

/* The bound is on the bytes curl decoded, not on those sent. */
static void
test_http_size_cap_after_decoding(void)
{
	struct http_request req = { .max_size = 1 << 20 };
	struct result r;

	get_once("/gzip-bomb", &req, &r);
	T_INT(r.calls, 1);
	T_STR(r.error, "response larger than 1048576 bytes");
	T_OK(r.len <= 1 << 20);
	result_clear(&r);
}

static void
test_http_size_cap_chunked(void)
{
	struct http_request req = { .max_size = 1000 };
	struct http *http;
	struct result r;

	http = start();
	get(http, "/chunked/4096", &req, &r);
	T_INT(r.calls, 1);
	T_STR(r.error, "response larger than 1000 bytes");
	result_clear(&r);
	get(http, "/chunked/1000", &req, &r);
	T_STR(r.error, NULL);
	T_INT(r.len, 1000);
	result_clear(&r);
	stop(http);
}

static void
test_http_size_cap_defaults_to_max_page_size(void)
{
	struct http *http;
	struct result r;

	setup();
	conf.max_page_size = 100;
	http = http_new(base, &conf);
	get(http, "/chunked/600", NULL, &r);
	T_STR(r.error, "response larger than 100 bytes");
	result_clear(&r);
	stop(http);
}

static void
test_http_html_only_stops_other_types(void)
{
	struct http_request req = { .html_only = 1 };
	struct http *http;
	struct result r;

	http = start();
	get(http, "/binary/4000000", &req, &r);
	T_INT(r.calls, 1);
	T_INT(r.not_html, 1);
	T_STR(r.error, "not HTML (application/octet-stream)");
	T_STR(r.content_type, "application/octet-stream");
	T_INT(r.status, 200);
	T_OK_MSG(r.len < 1000000, "read %zu bytes of 4000000", r.len);
	result_clear(&r);
	get(http, "/binary/900000", &req, &r);
	T_INT(r.not_html, 1);
	T_OK_MSG(r.len < 900000, "read %zu bytes of 900000", r.len);
	result_clear(&r);
	get(http, "/plain", &req, &r);
	T_INT(r.not_html, 1);
	T_STR(r.error, "not HTML (text/plain)");
	result_clear(&r);
	/* HTML passes; an error status is not judged by its type. */
	get(http, "/hello", &req, &r);
	T_INT(r.not_html, 0);
	T_STR(r.error, NULL);
	T_STR(r.data, "hello world");
	result_clear(&r);
	get(http, "/nothing-here", &req, &r);
	T_INT(r.not_html, 0);
	T_INT(r.status, 404);
	result_clear(&r);
	/* Without html_only every type is read. */
	get(http, "/binary/5000", NULL, &r);
	T_INT(r.not_html, 0);
	T_INT(r.len, 5000);
	result_clear(&r);
	stop(http);
}

static void
test_http_is_html_by_type_or_first_bytes(void)
{
	static const char bom[] = "\xef\xbb\xbf<!DOCTYPE html><p>x";

	T_INT(http_is_html("text/html", NULL, 0), 1);
	T_INT(http_is_html("Text/HTML; charset=utf-8", NULL, 0), 1);
	T_INT(http_is_html("application/xhtml+xml", NULL, 0), 1);
	T_INT(http_is_html("text/htmlx", NULL, 0), 0);
	T_INT(http_is_html("application/octet-stream", "<html>", 6), 0);
	T_INT(http_is_html("text/plain", NULL, 0), 0);
	/* No type: the first bytes say. */
	T_INT(http_is_html(NULL, bom, sizeof(bom) - 1), 1);
	T_INT(http_is_html("", "  <!-- c --> <html lang=en>", 27), 1);
	T_INT(http_is_html(NULL, "<?xml version=\"1.0\"?>\n<html>", 28), 1);
	T_INT(http_is_html(NULL, "<body>", 6), 1);
	T_INT(http_is_html(NULL, "<bodyx>", 7), 0);
	T_INT(http_is_html(NULL, "%PDF-1.4 <html>", 15), 0);
	T_INT(http_is_html(NULL, "\x89PNG\r\n", 6), 0);
	T_INT(http_is_html(NULL, "<rss version=\"2.0\">", 19), 0);
	T_INT(http_is_html(NULL, "<!-- never closed", 17), 0);
	T_INT(http_is_html(NULL, "", 0), 0);
}

static void
test_http_conditional_get_not_modified(void)
{
	struct http_request req;
	struct http *http;
	struct result r;

	http = start();
	get(http, "/cond", NULL, &r);
	T_INT(r.status, 200);
	T_STR(r.etag, "\"v1\"");
	result_clear(&r);

	memset(&req, 0, sizeof(req));
	req.etag = "\"v1\"";
	get(http, "/cond", &req, &r);
	T_STR(srv.if_none_match, "\"v1\"");
	T_INT(r.status, 304);
	T_STR(r.error, NULL);
	T_INT(r.len, 0);
	T_STR(r.data, "");
	result_clear(&r);

	memset(&req, 0, sizeof(req));
	req.last_modified = LAST_MODIFIED;
	get(http, "/cond", &req, &r);
	T_STR(srv.if_modified_since, LAST_MODIFIED);
	T_INT(r.status, 304);
	result_clear(&r);
	stop(http);
}

static void
test_http_error_status_is_not_an_error(void)
{
	struct result r;

	get_once("/nothing-here", NULL, &r);
	T_INT(r.status, 404);
	T_STR(r.error, NULL);
	T_STR(r.data, "not found");
	result_clear(&r);
}

static void
test_http_timeout(void)
{
	struct http *http;
	struct result r;

	setup();
	conf.timeout = 200;
	http = http_new(base, &conf);
	get(http, "/slow/1500", NULL, &r);
	T_INT(r.calls, 1);
	T_INT(r.status, 0);
	T_OK_MSG(r.error != NULL && strstr(r.error, "Timeout") != NULL,
	    "timeout error (%s)", r.error ? r.error : "-");
	T_OK_MSG(r.elapsed >= 190 && r.elapsed < 1000, "elapsed %lld ms",
	    (long long)r.elapsed);
	result_clear(&r);
	stop(http);
}

static void
test_http_connection_refused(void)
{
	struct sockaddr_in sin;
	socklen_t len = sizeof(sin);
	struct http_request req;
	struct http *http;
	struct result r;
	char u[64];
	int fd;

	setup();
	/* A port that was free a moment ago and has no listener now. */
	fd = socket(AF_INET, SOCK_STREAM, 0);
	memset(&sin, 0, sizeof(sin));
	sin.sin_family = AF_INET;
	sin.sin_addr.s_addr = htonl(0x7f000001);
	bind(fd, (struct sockaddr *)&sin, sizeof(sin));
	getsockname(fd, (struct sockaddr *)&sin, &len);
	close(fd);
	snprintf(u, sizeof(u), "http://127.0.0.1:%d/", ntohs(sin.sin_port));

	http = http_new(base, &conf);
	memset(&req, 0, sizeof(req));
	req.url = u;
	memset(&r, 0, sizeof(r));
	T_INT(http_get(http, &req, done_cb, &r), 0);
	run(&r.calls, 1, 3000);
	T_INT(r.calls, 1);
	T_INT(r.status, 0);
	T_INT(r.answered, 0);
	T_OK(r.error != NULL);
	T_STR(r.final_url, u);
	result_clear(&r);
	stop(http);
}

static void
test_http_get_rejects_non_http_url(void)
{
	struct http_request req;
	struct http *http;
	struct result r;

	http = start();
	memset(&req, 0, sizeof(req));
	memset(&r, 0, sizeof(r));
	req.url = "ftp://127.0.0.1/x";
	T_INT(http_get(http, &req, done_cb, &r), -1);
	req.url = "not a url";
	T_INT(http_get(http, &req, done_cb, &r), -1);
	T_INT(http_inflight(http), 0);
	run(NULL, 0, 50);
	T_INT(r.calls, 0);
	stop(http);
}

static void
test_http_callback_runs_from_loop_only(void)
{
	struct http_request req;
	struct http *http;
	struct result r;

	http = start();
	memset(&req, 0, sizeof(req));
	memset(&r, 0, sizeof(r));
	req.url = url("/hello");
	T_INT(http_get(http, &req, done_cb, &r), 0);
	T_INT(r.calls, 0);
	T_INT(http_inflight(http), 1);
	run(&r.calls, 1, 3000);
	T_INT(r.calls, 1);
	run(NULL, 0, 50);
	T_INT(r.calls, 1);
	T_INT(http_inflight(http), 0);
	result_clear(&r);
	stop(http);
}

static void
test_http_transfers_run_in_parallel(void)
{
	struct http_request req;
	struct http *http;
	struct result r[3];
	int64_t t0, last_start, first_answer;
	int calls = 0, i;

	http = start();
	memset(&req, 0, sizeof(req));
	memset(r, 0, sizeof(r));
	req.url = url("/slow/300");
	t0 = util_monotonic();
	for (i = 0; i < 3; i++)
		T_INT(http_get(http, &req, done_cb, &r[i]), 0);
	T_INT(http_inflight(http), 3);
	while (calls < 3 && util_monotonic() - t0 < 3000) {
		run(NULL, 0, 10);
		calls = r[0].calls + r[1].calls + r[2].calls;
	}
	T_INT(calls, 3);
	/* In parallel: every transfer started before any answer began (an
	 * order of events, not a duration, so a loaded machine cannot make
	 * it fail). */
	last_start = first_answer = 0;
	for (i = 0; i < 3; i++) {
		if (r[i].started > last_start)
			last_start = r[i].started;
		if (first_answer == 0 || r[i].answered < first_answer)
			first_answer = r[i].answered;
	}
	T_OK_MSG(last_start <= first_answer,
	    "last start %lld ms, first answer %lld ms after the first start",
	    (long long)(last_start - t0), (long long)(first_answer - t0));
	for (i = 0; i < 3; i++) {
		T_STR(r[i].data, "slow");
		result_clear(&r[i]);
	}
	stop(http);
}

static void
test_http_max_connections_serializes(void)
{
	struct http_request req;
	struct http *http;
	struct result r[2];
	int64_t t0, took;

	setup();
	conf.max_connections = 1;
	http = http_new(base, &conf);
	memset(&req, 0, sizeof(req));
	memset(r, 0, sizeof(r));
	req.url = url("/slow/200");
	t0 = util_monotonic();
	T_INT(http_get(http, &req, done_cb, &r[0]), 0);
	T_INT(http_get(http, &req, done_cb, &r[1]), 0);
	while (r[0].calls + r[1].calls < 2 && util_monotonic() - t0 < 3000)
		run(NULL, 0, 10);
	took = util_monotonic() - t0;
	T_INT(r[0].calls + r[1].calls, 2);
	T_OK_MSG(took >= 390, "2 x 200 ms over one connection in %lld ms",
	    (long long)took);
	result_clear(&r[0]);
	result_clear(&r[1]);
	stop(http);
}

static void
test_http_cancel_skips_callback(void)
{
	struct http_request req;
	struct http *http;
	struct result r[2];

	http = start();
	memset(&req, 0, sizeof(req));
	memset(r, 0, sizeof(r));
	req.url = url("/slow/100");
	T_INT(http_get(http, &req, done_cb, &r[0]), 0);
	T_INT(http_get(http, &req, done_cb, &r[1]), 0);
	run(NULL, 0, 20);
	T_INT(http_cancel(http, done_cb, &r[0]), 1);
	T_INT(http_inflight(http), 1);
	run(&r[1].calls, 1, 2000);
	run(NULL, 0, 150);
	T_INT(r[0].calls, 0);
	T_INT(r[1].calls, 1);
	result_clear(&r[1]);
	stop(http);
}

static void
test_http_free_cancels_inflight(void)
{
	struct http_request req;
	struct http *http;
	struct result r;

	http = start();
	memset(&req, 0, sizeof(req));
	memset(&r, 0, sizeof(r));
	req.url = url("/slow/200");
	T_INT(http_get(http, &req, done_cb, &r), 0);
	run(NULL, 0, 50);
	T_INT(srv.nrequests, 1);
	http_free(http);
	run(NULL, 0, 250);
	T_INT(r.calls, 0);
	http_free(NULL);
	teardown();
}

static void
test_http_retry_after_seconds_or_date(void)
{
	/* Wed, 21 Oct 2015 07:28:00 GMT */
	const int64_t when = 1445412480;

	T_INT(http_retry_after("120", 0), 120000);
	T_INT(http_retry_after(" 5 ", 0), 5000);
	T_INT(http_retry_after("0", 0), 0);
	T_INT(http_retry_after("12abc", 0), -1);
	T_INT(http_retry_after("soon", 0), -1);
	T_INT(http_retry_after("", 0), -1);
	T_INT(http_retry_after(NULL, 0), -1);
	T_INT(http_retry_after("Wed, 21 Oct 2015 07:28:00 GMT", when - 60),
	    60000);
	T_INT(http_retry_after("Wed, 21 Oct 2015 07:28:00 GMT", when + 60), 0);
	T_OK(http_retry_after("99999999999999999999999", 0) > 0);
}

static void
test_http_set_conf_applies_to_next_transfer(void)
{
	static char ua[] = "templar-other/2.0";
	struct conf conf2;
	struct http *http;
	struct result r;

	http = start();
	conf2 = conf;
	conf2.max_page_size = 100;
	conf2.user_agent = ua;
	http_set_conf(http, &conf2);
	get(http, "/chunked/600", NULL, &r);
	T_STR(r.error, "response larger than 100 bytes");
	T_STR(srv.user_agent, "templar-other/2.0");
	result_clear(&r);
	stop(http);
}

/*
 * With no allowance, loopback is refused however the URL spells it, before
 * any connection: the server sees nothing, and the failure is final.
 */
static void
test_http_loopback_refused_by_default(void)
{
	static const char *const forms[] = {
		"http://127.0.0.1",
		"http://2130706433",
		"http://0x7f000001",
		"http://127.1",
		"http://localhost",
		"http://[::ffff:127.0.0.1]",
		"http://[::1]",
		"http://0.0.0.0",
	};
	struct http *http;
	struct result r;
	char u[128];
	size_t i;

	setup();
	conf.allow_private_addresses = NULL;
	http = http_new(base, &conf);
	for (i = 0; i < NELEM(forms); i++) {
		snprintf(u, sizeof(u), "%s:%d/hello", forms[i], srv.port);
		get_url(http, u, NULL, &r);
		T_INT(r.calls, 1);
		T_INT(r.status, 0);
		T_INT(r.is_final, 1);
		T_OK_MSG(r.error != NULL &&
			util_startswith(r.error, "refused: ") &&
			(strstr(r.error, "is a loopback address") ||
			    strstr(r.error, "is an unspecified address")),
		    "%s: %s", u, r.error != NULL ? r.error : "(no error)");
		result_clear(&r);
	}
	get(http, "/hello", NULL, &r);
	T_STR(r.error, "refused: 127.0.0.1 is a loopback address");
	result_clear(&r);
	T_INT(srv.nrequests, 0);
	stop(http);
}

/* An allowance for other addresses does not open this one. */
static void
test_http_allow_list_opens_its_range_only(void)
{
	static char sites[] = "127.0.0.2/31 10.0.0.0/8";
	struct http *http;
	struct result r;

	setup();
	conf.allow_private_addresses = sites;
	http = http_new(base, &conf);
	get(http, "/hello", NULL, &r);
	T_STR(r.error, "refused: 127.0.0.1 is a loopback address");
	T_INT(r.is_final, 1);
	result_clear(&r);
	T_INT(srv.nrequests, 0);
	stop(http);
}

/*
 * A redirect to a refused address comes back as a redirect (hostq follows
 * it hop by hop); the hop itself is refused when it connects.
 */
static void
test_http_redirect_to_refused_address(void)
{
	static char sites[] = "127.0.0.2";
	struct evhttp_bound_socket *bs;
	char *all, *hop;
	struct http *http;
	struct result r;
	char u[128];

	setup();
	all = conf.allow_private_addresses;
	if ((bs = evhttp_bind_socket_with_handle(
		 srv.eh, "127.0.0.2", (ev_uint16_t)srv.port)) == NULL) {
		T_OK_MSG(0, "bind 127.0.0.2:%d", srv.port);
		teardown();
		return;
	}
	conf.allow_private_addresses = sites;
	http = http_new(base, &conf);
	snprintf(u, sizeof(u), "http://127.0.0.2:%d/to-loopback", srv.port);
	get_url(http, u, NULL, &r);
	T_STR(r.error, NULL);
	T_INT(r.status, 302);
	T_OK(r.redirect_url != NULL);
	T_INT(srv.nrequests, 1);
	hop = dup_or_null(r.redirect_url);
	result_clear(&r);
	if (hop == NULL) {
		stop(http);
		return;
	}
	get_url(http, hop, NULL, &r);
	T_STR(r.error, "refused: 127.0.0.1 is a loopback address");
	T_INT(r.is_final, 1);
	T_INT(srv.nrequests, 1);
	result_clear(&r);
	/* With 127.0.0.1 allowed too, the same hop is fetched. */
	conf.allow_private_addresses = all;
	http_set_conf(http, &conf);
	get_url(http, hop, NULL, &r);
	T_STR(r.error, NULL);
	T_INT(r.status, 200);
	T_INT(r.is_final, 0);
	T_INT(srv.nrequests, 2);
	result_clear(&r);
	free(hop);
	stop(http);
}

/* http_set_conf() (a reload) changes the policy of the next transfer. */
static void
test_http_set_conf_applies_policy(void)
{
	struct conf conf2;
	struct http *http;
	struct result r;

	setup();
	conf2 = conf;
	conf2.allow_private_addresses = NULL;
	http = http_new(base, &conf2);
	get(http, "/hello", NULL, &r);
	T_STR(r.error, "refused: 127.0.0.1 is a loopback address");
	result_clear(&r);
	http_set_conf(http, &conf);
	get(http, "/hello", NULL, &r);
	T_STR(r.error, NULL);
	T_INT(r.status, 200);
	T_INT(r.is_final, 0);
	result_clear(&r);
	T_INT(srv.nrequests, 1);
	stop(http);
}

/* A proxy from the environment would connect for us: it is not used. */
static void
test_http_proxy_environment_ignored(void)
{
	struct result r;

	setenv("http_proxy", "http://127.0.0.1:1/", 1);
	setenv("HTTPS_PROXY", "http://127.0.0.1:1/", 1);
	setenv("ALL_PROXY", "http://127.0.0.1:1/", 1);
	get_once("/hello", NULL, &r);
	T_STR(r.error, NULL);
	T_INT(r.status, 200);
	T_INT(srv.nrequests, 1);
	result_clear(&r);
	unsetenv("http_proxy");
	unsetenv("HTTPS_PROXY");
	unsetenv("ALL_PROXY");
}

int
main(void)
{
	/* A server reply to a cancelled transfer must not kill the test. */
	signal(SIGPIPE, SIG_IGN);
	T_RUN(test_http_get_body_and_headers);
	T_RUN(test_http_gzip_body_decoded);
	T_RUN(test_http_charset_unquoted_lowercased);
	T_RUN(test_http_redirect_returned_with_target);
	T_RUN(test_http_redirect_to_ftp_not_followed);
	T_RUN(test_http_header_bytes_bounded);
	T_RUN(test_http_size_cap_content_length);
	T_RUN(test_http_size_cap_chunked);
	T_RUN(test_http_size_cap_after_decoding);
	T_RUN(test_http_size_cap_defaults_to_max_page_size);
	T_RUN(test_http_html_only_stops_other_types);
	T_RUN(test_http_is_html_by_type_or_first_bytes);
	T_RUN(test_http_conditional_get_not_modified);
	T_RUN(test_http_error_status_is_not_an_error);
	T_RUN(test_http_timeout);
	T_RUN(test_http_connection_refused);
	T_RUN(test_http_get_rejects_non_http_url);
	T_RUN(test_http_callback_runs_from_loop_only);
	T_RUN(test_http_transfers_run_in_parallel);
	T_RUN(test_http_max_connections_serializes);
	T_RUN(test_http_cancel_skips_callback);
	T_RUN(test_http_free_cancels_inflight);
	T_RUN(test_http_retry_after_seconds_or_date);
	T_RUN(test_http_set_conf_applies_to_next_transfer);
	T_RUN(test_http_loopback_refused_by_default);
	T_RUN(test_http_allow_list_opens_its_range_only);
	T_RUN(test_http_redirect_to_refused_address);
	T_RUN(test_http_set_conf_applies_policy);
	T_RUN(test_http_proxy_environment_ignored);
	return t_done();
}
