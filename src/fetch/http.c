/* SPDX-License-Identifier: ISC */
/*
 * http: libcurl's multi socket interface driven by libevent.  curl tells
 * us which sockets to watch (http_socket_cb) and when to wake it up
 * (http_timer_cb); libevent tells curl when a socket is ready or the time
 * has come (curl_multi_socket_action), and finished transfers are collected
 * with curl_multi_info_read.  Nothing here blocks.
 *
 * Each transfer is one request: a redirect comes back as it is, with its
 * target in redirect_url, for hostq to follow hop by hop.  It keeps the
 * response headers of the final response only (every status line starts
 * afresh, so the headers of a 1xx do not leak into the result), at most
 * HTTP_MAX_HEADERS bytes of them, and the body up to a size cap.  Errors
 * that another try cannot mend are marked is_final.  Which request may
 * start when is hostq's business, not ours.
 *
 * Every socket curl opens goes through http_opensocket_cb, which asks the
 * address policy (addr.h) about the address it is for: after DNS, on each
 * connection (each redirect hop is a transfer of its own).  A refused one
 * fails the transfer as a final error.  Proxies are off, whatever the
 * environment says: a proxy would connect to internal addresses on our
 * behalf.
 */
#include "config.h"

#include <sys/types.h>
#include <sys/socket.h>

#include <ctype.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#include <curl/curl.h>
#include <event2/event.h>

#include "addr.h"
#include "date.h"
#include "conf.h"
#include "http.h"
#include "httpopts.h"
#include "log.h"
#include "metrics.h"
#include "url.h"
#include "util.h"

#define HTTP_LOW_SPEED_LIMIT 1       /* bytes per second ... */
#define HTTP_LOW_SPEED_TIME 30       /* ... for this many seconds */
#define HTTP_MAX_HEADER 8192         /* longest header value kept */
#define HTTP_MAX_HEADERS (64 * 1024) /* header bytes of one response */
#define HTTP_SNIFF_BYTES 512         /* read before guessing a type not given */

/* A socket curl asked us to watch. */
struct http_sock {
	struct http *http;
	curl_socket_t fd;
	struct event *ev;
	TAILQ_ENTRY(http_sock) entry;
};

/* The response headers we keep, of the latest response only. */
struct http_headers {
	char *content_type;
	char *etag;
	char *last_modified;
	char *retry_after;
	char *cache_control;
	char *expires;
};

/* One transfer in flight. */
struct http_xfer {
	struct http *http;
	CURL *easy;
	struct curl_slist *headers; /* request headers */
	char *url;
	http_done_cb cb;
	void *arg;
	uint64_t max_size;
	int is_too_big;
	int html_only;       /* see struct http_request */
	int is_html_known;   /* html_only: the type was judged HTML */
	int is_not_html;     /* html_only: it was not; aborted */
	char *refused;       /* why the last address tried was refused */
	size_t header_bytes; /* received, 1xx included */
	int headers_too_big;
	struct buf body;
	struct http_headers resp;
	int64_t started;
	int64_t answered;
	char errbuf[CURL_ERROR_SIZE];
	TAILQ_ENTRY(http_xfer) entry;
};

struct http {
	struct event_base *base;
	const struct conf *conf;
	struct addr_policy *policy; /* from conf->allow_private_addresses */
	CURLM *multi;
	struct event *timer;
	TAILQ_HEAD(, http_xfer) xfers;
	TAILQ_HEAD(, http_sock) socks;
	int inflight;
};

static int http_socket_cb(CURL *, curl_socket_t, int, void *, void *);
static int http_timer_cb(CURLM *, long, void *);
static void http_event_cb(evutil_socket_t, short, void *);
static void http_timeout_cb(evutil_socket_t, short, void *);
static void http_check_done(struct http *);
static void http_finish(struct http_xfer *, CURLcode);
static char *http_xfer_error(struct http_xfer *, CURLcode, long);
static size_t http_write_cb(char *, size_t, size_t, void *);
static size_t http_header_cb(char *, size_t, size_t, void *);
static int http_judge_html(struct http_xfer *);
static curl_socket_t http_opensocket_cb(
    void *, curlsocktype, struct curl_sockaddr *);
static void http_headers_clear(struct http_headers *);
static void http_xfer_free(struct http_xfer *);
static void http_sock_free(struct http_sock *);
static void http_apply_conf(struct http *);

/*
 * Create the fetcher on base.  conf is borrowed and must outlive it.
 * Failure to set up curl is fatal: there is nothing to do without it.
 */
struct http *
http_new(struct event_base *base, const struct conf *conf)
{
	static int is_curl_ready;
	struct http *http;

	if (!is_curl_ready) {
		if (curl_global_init(CURL_GLOBAL_DEFAULT) != CURLE_OK)
			fatalx("%s: curl_global_init failed", __func__);
		is_curl_ready = 1;
	}
	http = xcalloc(1, sizeof(*http));
	http->base = base;
	http->conf = conf;
	TAILQ_INIT(&http->xfers);
	TAILQ_INIT(&http->socks);
	if ((http->multi = curl_multi_init()) == NULL)
		fatalx("%s: curl_multi_init failed", __func__);
	if ((http->timer = evtimer_new(base, http_timeout_cb, http)) == NULL)
		fatalx("%s: evtimer_new failed", __func__);
	curl_multi_setopt(http->multi, CURLMOPT_SOCKETFUNCTION, http_socket_cb);
	curl_multi_setopt(http->multi, CURLMOPT_SOCKETDATA, http);
	curl_multi_setopt(http->multi, CURLMOPT_TIMERFUNCTION, http_timer_cb);
	curl_multi_setopt(http->multi, CURLMOPT_TIMERDATA, http);
	http_apply_conf(http);
	return http;
}

/* Cancel every transfer in flight (no callback runs) and free it all. */
void
http_free(struct http *http)
{
	struct http_xfer *x, *tx;
	struct http_sock *s, *ts;

	if (http == NULL)
		return;
	TAILQ_FOREACH_SAFE(x, &http->xfers, entry, tx) {
		TAILQ_REMOVE(&http->xfers, x, entry);
		curl_multi_remove_handle(http->multi, x->easy);
		http_xfer_free(x);
	}
	http->inflight = 0;
	curl_multi_cleanup(http->multi);
	/* Whatever curl did not tell us to forget. */
	TAILQ_FOREACH_SAFE(s, &http->socks, entry, ts)
		http_sock_free(s);
	event_free(http->timer);
	addr_policy_free(http->policy);
	free(http);
}

void
http_set_conf(struct http *http, const struct conf *conf)
{
	http->conf = conf;
	http_apply_conf(http);
}

int
http_cancel(struct http *http, http_done_cb cb, void *arg)
{
	struct http_xfer *x, *tx;
	int n = 0;

	TAILQ_FOREACH_SAFE(x, &http->xfers, entry, tx) {
		if (x->cb != cb || x->arg != arg)
			continue;
		TAILQ_REMOVE(&http->xfers, x, entry);
		http->inflight--;
		curl_multi_remove_handle(http->multi, x->easy);
		http_xfer_free(x);
		n++;
	}
	return n;
}

int64_t
http_retry_after(const char *value, int64_t now)
{
	const char *p;
	long long secs = 0;
	int64_t t;

	if (value == NULL)
		return -1;
	while (*value == ' ' || *value == '\t')
		value++;
	for (p = value; *p >= '0' && *p <= '9'; p++) {
		/* Beyond ~30 years is as good as forever. */
		if (secs < 1000000000LL)
			secs = secs * 10 + (*p - '0');
	}
	if (p != value) {
		while (*p == ' ' || *p == '\t')
			p++;
		return *p == '\0' ? secs * 1000 : -1;
	}
	if (date_parse(value, &t) == -1)
		return -1;
	return t > now ? (t - now) * 1000 : 0;
}

int
http_inflight(const struct http *http)
{
	return http->inflight;
}

/* Send the header "name: value" with x. */
static void
http_append(struct http_xfer *x, const char *line)
{
	struct curl_slist *l;

	if ((l = curl_slist_append(x->headers, line)) == NULL)
		fatalx("%s: curl_slist_append failed", __func__);
	x->headers = l;
}

static void
http_add_header(struct http_xfer *x, const char *name, const char *value)
{
	char *h;

	xasprintf(&h, "%s: %s", name, value);
	http_append(x, h);
	free(h);
}

/*
 * Start a GET now; see http.h.  Return -1 without calling cb if the URL
 * is not http(s) or curl refuses the transfer.
 */
int
http_get(struct http *http, const struct http_request *req, http_done_cb cb,
    void *arg)
{
	const struct conf *conf = http->conf;
	struct http_opts_sent sent;
	struct http_xfer *x;
	size_t i;
	CURL *e;

	if (req->url == NULL || !url_is_http(req->url))
		return -1;
	if ((e = curl_easy_init()) == NULL)
		return -1;
	x = xcalloc(1, sizeof(*x));
	x->http = http;
	x->easy = e;
	x->url = xstrdup(req->url);
	x->cb = cb;
	x->arg = arg;
	x->max_size = req->max_size != 0 ? req->max_size : conf->max_page_size;
	x->html_only = req->html_only;
	buf_init(&x->body);

	if (req->etag != NULL)
		http_add_header(x, "If-None-Match", req->etag);
	if (req->last_modified != NULL)
		http_add_header(x, "If-Modified-Since", req->last_modified);
	http_opts_for(req->opts, x->url, &sent);
	for (i = 0; i < sent.nheaders; i++)
		http_append(x, sent.headers[i]);
	free(sent.headers);

	curl_easy_setopt(e, CURLOPT_URL, x->url);
	curl_easy_setopt(e, CURLOPT_PRIVATE, x);
	curl_easy_setopt(e, CURLOPT_ERRORBUFFER, x->errbuf);
	curl_easy_setopt(e, CURLOPT_NOSIGNAL, 1L);
	/* hostq follows redirects, each hop through its host's queue. */
	curl_easy_setopt(e, CURLOPT_FOLLOWLOCATION, 0L);
#if LIBCURL_VERSION_NUM >= 0x075500
	curl_easy_setopt(e, CURLOPT_PROTOCOLS_STR, "http,https");
#else
	curl_easy_setopt(
	    e, CURLOPT_PROTOCOLS, (long)(CURLPROTO_HTTP | CURLPROTO_HTTPS));
#endif
	/* "" offers every encoding this curl can decode. */
	curl_easy_setopt(e, CURLOPT_ACCEPT_ENCODING, "");
	if (sent.user_agent != NULL)
		curl_easy_setopt(e, CURLOPT_USERAGENT, sent.user_agent);
	else if (conf->user_agent != NULL)
		curl_easy_setopt(e, CURLOPT_USERAGENT, conf->user_agent);
	/* Credentials go to this hop only: hostq follows redirects and
	 * http_opts_for() left them out unless this host is theirs. */
	curl_easy_setopt(e, CURLOPT_UNRESTRICTED_AUTH, 0L);
	if (sent.username != NULL) {
		curl_easy_setopt(e, CURLOPT_HTTPAUTH, (long)CURLAUTH_BASIC);
		curl_easy_setopt(e, CURLOPT_USERNAME, sent.username);
		curl_easy_setopt(e, CURLOPT_PASSWORD, sent.password);
	}
	if (conf->timeout > 0)
		curl_easy_setopt(e, CURLOPT_TIMEOUT_MS, (long)conf->timeout);
	if (conf->connect_timeout > 0)
		curl_easy_setopt(
		    e, CURLOPT_CONNECTTIMEOUT_MS, (long)conf->connect_timeout);
	curl_easy_setopt(
	    e, CURLOPT_LOW_SPEED_LIMIT, (long)HTTP_LOW_SPEED_LIMIT);
	curl_easy_setopt(e, CURLOPT_LOW_SPEED_TIME, (long)HTTP_LOW_SPEED_TIME);
	if (x->max_size > 0 && x->max_size <= INT64_MAX)
		curl_easy_setopt(
		    e, CURLOPT_MAXFILESIZE_LARGE, (curl_off_t)x->max_size);
	curl_easy_setopt(e, CURLOPT_HTTPHEADER, x->headers);
	curl_easy_setopt(e, CURLOPT_WRITEFUNCTION, http_write_cb);
	curl_easy_setopt(e, CURLOPT_WRITEDATA, x);
	curl_easy_setopt(e, CURLOPT_HEADERFUNCTION, http_header_cb);
	curl_easy_setopt(e, CURLOPT_HEADERDATA, x);
	curl_easy_setopt(e, CURLOPT_OPENSOCKETFUNCTION, http_opensocket_cb);
	curl_easy_setopt(e, CURLOPT_OPENSOCKETDATA, x);
	/* "" and not NULL: no proxy from http_proxy and the like either. */
	curl_easy_setopt(e, CURLOPT_PROXY, "");

	x->started = util_monotonic();
	if (curl_multi_add_handle(http->multi, e) != CURLM_OK) {
		http_xfer_free(x);
		return -1;
	}
	TAILQ_INSERT_TAIL(&http->xfers, x, entry);
	http->inflight++;
	return 0;
}

/* What applies to every transfer: limits, the address policy. */
static void
http_apply_conf(struct http *http)
{
	struct addr_policy *policy;
	long max = http->conf->max_connections;
	char *cause = NULL;

	if (max < 0)
		max = 0; /* no limit */
	curl_multi_setopt(http->multi, CURLMOPT_MAX_TOTAL_CONNECTIONS, max);
	/* conf.c has checked the list: a failure here is a bug. */
	if ((policy = addr_policy_new(
		 http->conf->allow_private_addresses, &cause)) == NULL)
		fatalx("%s: allow_private_addresses: %s", __func__, cause);
	addr_policy_free(http->policy);
	http->policy = policy;
}

/*
 * curl: open a socket for a connection to a (after DNS, for each address
 * tried and each redirect hop), or refuse to: CURL_SOCKET_BAD fails that
 * attempt, and curl tries the host's next address, if any.
 */
static curl_socket_t
http_opensocket_cb(
    void *arg, UNUSED curlsocktype purpose, struct curl_sockaddr *a)
{
	struct http_xfer *x = arg;
	char *cause = NULL;

	if (addr_check(x->http->policy, &a->addr, (socklen_t)a->addrlen,
		&cause) == -1) {
		free(x->refused);
		x->refused = cause;
		return CURL_SOCKET_BAD;
	}
	free(x->refused);
	x->refused = NULL;
	return socket(a->family, a->socktype, a->protocol);
}

/* curl: start, change or stop watching socket fd. */
static int
http_socket_cb(
    UNUSED CURL *easy, curl_socket_t fd, int what, void *userp, void *socketp)
{
	struct http *http = userp;
	struct http_sock *s = socketp;
	short kind;

	if (what == CURL_POLL_REMOVE) {
		if (s != NULL) {
			curl_multi_assign(http->multi, fd, NULL);
			http_sock_free(s);
		}
		return 0;
	}
	kind = EV_PERSIST;
	if (what == CURL_POLL_IN || what == CURL_POLL_INOUT)
		kind |= EV_READ;
	if (what == CURL_POLL_OUT || what == CURL_POLL_INOUT)
		kind |= EV_WRITE;
	if (s == NULL) {
		s = xcalloc(1, sizeof(*s));
		s->http = http;
		s->fd = fd;
		s->ev = event_new(http->base, fd, kind, http_event_cb, s);
		if (s->ev == NULL)
			fatalx("%s: event_new failed", __func__);
		TAILQ_INSERT_TAIL(&http->socks, s, entry);
		curl_multi_assign(http->multi, fd, s);
	} else {
		event_del(s->ev);
		if (event_assign(
			s->ev, http->base, fd, kind, http_event_cb, s) == -1)
			fatalx("%s: event_assign failed", __func__);
	}
	if (event_add(s->ev, NULL) == -1)
		fatalx("%s: event_add failed", __func__);
	return 0;
}

/* curl: wake me up in timeout_ms (-1: never mind). */
static int
http_timer_cb(UNUSED CURLM *multi, long timeout_ms, void *userp)
{
	struct http *http = userp;
	struct timeval tv;

	if (timeout_ms < 0) {
		evtimer_del(http->timer);
		return 0;
	}
	/* Never call curl back from here: a 0 timeout fires from the loop. */
	tv.tv_sec = timeout_ms / 1000;
	tv.tv_usec = (timeout_ms % 1000) * 1000;
	evtimer_add(http->timer, &tv);
	return 0;
}

/* libevent: a watched socket is ready. */
static void
http_event_cb(evutil_socket_t fd, short what, void *arg)
{
	struct http_sock *s = arg;
	struct http *http = s->http;
	int flags = 0, running;

	if (what & EV_READ)
		flags |= CURL_CSELECT_IN;
	if (what & EV_WRITE)
		flags |= CURL_CSELECT_OUT;
	/* s may be freed from here on. */
	curl_multi_socket_action(http->multi, fd, flags, &running);
	http_check_done(http);
}

/* libevent: curl's timeout has come. */
static void
http_timeout_cb(UNUSED evutil_socket_t fd, UNUSED short what, void *arg)
{
	struct http *http = arg;
	int running;

	curl_multi_socket_action(http->multi, CURL_SOCKET_TIMEOUT, 0, &running);
	http_check_done(http);
}

/* Hand every finished transfer to its callback. */
static void
http_check_done(struct http *http)
{
	struct http_xfer *x;
	CURLMsg *msg;
	CURLcode rc;
	int left;
	void *p;

	while ((msg = curl_multi_info_read(http->multi, &left)) != NULL) {
		if (msg->msg != CURLMSG_DONE)
			continue;
		rc = msg->data.result;
		p = NULL;
		curl_easy_getinfo(msg->easy_handle, CURLINFO_PRIVATE, &p);
		if ((x = p) == NULL)
			fatalx("%s: transfer without context", __func__);
		/* msg dies with the handle: use nothing of it below. */
		http_finish(x, rc);
	}
}

/*
 * Settle what a finished transfer left open (a body judged HTML or not,
 * headers too long for curl) and say what went wrong: a message the caller
 * frees, or NULL for a transfer that went through.
 */
static char *
http_xfer_error(struct http_xfer *x, CURLcode rc, long status)
{
	char *error = NULL;

	/* Not judged yet: a short body with no Content-Type, judged whole,
	 * or one whose Content-Length was over the cap. */
	if (x->html_only && !x->is_html_known && !x->is_not_html &&
	    status >= 200 && status <= 299 &&
	    (rc == CURLE_OK ||
		(rc == CURLE_FILESIZE_EXCEEDED &&
		    x->resp.content_type != NULL)) &&
	    !http_is_html(x->resp.content_type, x->body.data, x->body.len))
		x->is_not_html = 1;
	/* curl refuses one header line over its own limit (100 KiB) as
	 * "out of memory", before our callback sees it. */
	if (rc == CURLE_OUT_OF_MEMORY && x->answered != 0 && x->body.len == 0)
		x->headers_too_big = 1;
	if (x->is_not_html)
		xasprintf(&error, "not HTML (%s)",
		    x->resp.content_type != NULL ? x->resp.content_type
						 : "no Content-Type");
	else if (x->is_too_big || rc == CURLE_FILESIZE_EXCEEDED)
		xasprintf(&error, "response larger than %llu bytes",
		    (unsigned long long)x->max_size);
	else if (rc == CURLE_COULDNT_CONNECT && x->refused != NULL)
		xasprintf(&error, "refused: %s", x->refused);
	else if (x->headers_too_big)
		xasprintf(&error, "response headers larger than %d bytes",
		    HTTP_MAX_HEADERS);
	else if (rc != CURLE_OK && x->errbuf[0] != '\0')
		xasprintf(&error, "%s: %s", curl_easy_strerror(rc), x->errbuf);
	else if (rc != CURLE_OK)
		error = xstrdup(curl_easy_strerror(rc));
	return error;
}

/* Build the response of a finished transfer, call back, forget it. */
static void
http_finish(struct http_xfer *x, CURLcode rc)
{
	struct http *http = x->http;
	struct http_response resp;
	char *redirect = NULL, *error = NULL, *charset = NULL, *ip = NULL;
	long status = 0;

	TAILQ_REMOVE(&http->xfers, x, entry);
	http->inflight--;
	curl_multi_remove_handle(http->multi, x->easy);

	curl_easy_getinfo(x->easy, CURLINFO_RESPONSE_CODE, &status);
	curl_easy_getinfo(x->easy, CURLINFO_REDIRECT_URL, &redirect);
	curl_easy_getinfo(x->easy, CURLINFO_PRIMARY_IP, &ip);

	error = http_xfer_error(x, rc, status);

	memset(&resp, 0, sizeof(resp));
	resp.url = x->url;
	resp.final_url = x->url;
	if (status >= 300 && status < 400 && error == NULL)
		resp.redirect_url = redirect;
	resp.status = status;
	resp.error = error;
	resp.too_large =
	    !x->is_not_html && (x->is_too_big || rc == CURLE_FILESIZE_EXCEEDED);
	resp.not_html = x->is_not_html;
	/* Another try gets the same answer. */
	resp.is_final = resp.too_large || resp.not_html || x->headers_too_big ||
	    rc == CURLE_UNSUPPORTED_PROTOCOL ||
	    (rc == CURLE_COULDNT_CONNECT && x->refused != NULL);
	resp.content_type = x->resp.content_type;
	if (x->resp.content_type != NULL)
		charset = http_charset(x->resp.content_type);
	resp.charset = charset;
	resp.etag = x->resp.etag;
	resp.last_modified = x->resp.last_modified;
	resp.retry_after = x->resp.retry_after;
	resp.cache_control = x->resp.cache_control;
	resp.expires = x->resp.expires;
	if (x->body.data == NULL)
		buf_add(&x->body, "", 0);
	resp.data = x->body.data;
	resp.len = x->body.len;
	resp.started = x->started;
	resp.elapsed = util_monotonic() - x->started;
	resp.answered = x->answered;
	/* The address the request went to, when a connection was made. */
	if (ip != NULL && *ip != '\0' && status != 0)
		resp.address = ip;
	metrics_fetch_done(status, error != NULL, resp.elapsed);

	x->cb(&resp, x->arg);

	free(error);
	free(charset);
	http_xfer_free(x);
}

/* curl: body bytes, already decoded.  Returning short aborts. */
static size_t
http_write_cb(char *data, size_t size, size_t nmemb, void *arg)
{
	struct http_xfer *x = arg;
	size_t n = size * nmemb;

	if (x->max_size > 0 &&
	    (n > x->max_size || x->body.len > x->max_size - n)) {
		x->is_too_big = 1;
		return 0;
	}
	buf_add(&x->body, data, n);
	if (x->html_only && !x->is_html_known && http_judge_html(x))
		return 0;
	return n;
}

/*
 * html_only: is the final response, whose first body bytes just came, not
 * HTML?  A 2xx that says another type stops at once; one that says none
 * is judged on its first HTTP_SNIFF_BYTES (a shorter body when it ends,
 * in http_finish).  Return 1 to abort the transfer.
 */
static int
http_judge_html(struct http_xfer *x)
{
	const char *ct = x->resp.content_type;
	long status = 0;

	curl_easy_getinfo(x->easy, CURLINFO_RESPONSE_CODE, &status);
	if (status < 200 || status > 299)
		x->is_html_known = 1; /* an error page is judged by status */
	else if (ct != NULL && *ct != '\0')
		x->is_html_known = http_is_html(ct, NULL, 0);
	else if (x->body.len < HTTP_SNIFF_BYTES)
		return 0;
	else
		x->is_html_known =
		    http_is_html(NULL, x->body.data, x->body.len);
	x->is_not_html = !x->is_html_known;
	return x->is_not_html;
}

/* Skip s past a byte order mark, blanks, comments and <?...?>. */
static const char *
http_skip_prolog(const char *s, const char *end)
{
	const char *p;

	if (end - s >= 3 && memcmp(s, "\xef\xbb\xbf", 3) == 0)
		s += 3;
	for (;;) {
		while (s < end && isspace((unsigned char)*s))
			s++;
		if (end - s >= 4 && memcmp(s, "<!--", 4) == 0)
			p = memmem(s + 4, (size_t)(end - s - 4), "-->", 3);
		else if (end - s >= 2 && memcmp(s, "<?", 2) == 0)
			p = memchr(s + 2, '>', (size_t)(end - s - 2));
		else
			return s;
		if (p == NULL)
			return end;
		s = *p == '>' ? p + 1 : p + 3;
	}
}

int
http_is_html(const char *ct, const char *data, size_t len)
{
	/* WHATWG MIME sniffing's HTML signatures, then XHTML's root. */
	static const char *const tags[] = {
		"!doctype html",
		"html",
		"head",
		"script",
		"iframe",
		"h1",
		"div",
		"font",
		"table",
		"a",
		"style",
		"title",
		"b",
		"body",
		"br",
		"p",
		"meta",
		"link",
	};
	const char *s, *end;
	size_t i, n, tl;

	if (ct != NULL && *ct != '\0') {
		n = strcspn(ct, "; \t");
		return (n == 9 && strncasecmp(ct, "text/html", 9) == 0) ||
		    (n == 21 &&
			strncasecmp(ct, "application/xhtml+xml", 21) == 0);
	}
	if (data == NULL)
		return 0;
	end = data + len;
	s = http_skip_prolog(data, end);
	if (s >= end || *s != '<')
		return 0;
	s++;
	for (i = 0; i < NELEM(tags); i++) {
		tl = strlen(tags[i]);
		if ((size_t)(end - s) > tl &&
		    strncasecmp(s, tags[i], tl) == 0 &&
		    (s[tl] == ' ' || s[tl] == '>' || s[tl] == '\t' ||
			s[tl] == '\n' || s[tl] == '\r'))
			return 1;
	}
	return 0;
}

/* Keep value as *field, or append it (", ") if do_join and one is kept. */
static void
http_header_set(char **field, const char *value, size_t len, int do_join)
{
	char *s;

	if (len > HTTP_MAX_HEADER)
		return;
	if (do_join && *field != NULL) {
		if (strlen(*field) + len > HTTP_MAX_HEADER)
			return;
		xasprintf(&s, "%s, %.*s", *field, (int)len, value);
	} else
		s = xstrndup(value, len);
	free(*field);
	*field = s;
}

/*
 * curl: one header line of any response, status lines included.  A status
 * line starts a new response (a redirect, a 100 Continue), so what the
 * previous one said is forgotten: only the final response's headers count.
 */
static size_t
http_header_cb(char *line, size_t size, size_t nmemb, void *arg)
{
	static const struct {
		const char *name;
		size_t off;
		int do_join;
	} keep[] = {
		{ "content-type", offsetof(struct http_headers, content_type),
		    0 },
		{ "etag", offsetof(struct http_headers, etag), 0 },
		{ "last-modified", offsetof(struct http_headers, last_modified),
		    0 },
		{ "retry-after", offsetof(struct http_headers, retry_after),
		    0 },
		{ "cache-control", offsetof(struct http_headers, cache_control),
		    1 },
		{ "expires", offsetof(struct http_headers, expires), 0 },
	};
	struct http_xfer *x = arg;
	size_t n = size * nmemb, i, nlen, vlen;
	const char *colon, *v, *end = line + n;

	if (n >= 5 && strncmp(line, "HTTP/", 5) == 0) {
		x->answered = util_monotonic();
		http_headers_clear(&x->resp);
	}
	/* A server that never ends its headers would grow them for ever. */
	if ((x->header_bytes += n) > HTTP_MAX_HEADERS) {
		x->headers_too_big = 1;
		return 0;
	}
	if (n >= 5 && strncmp(line, "HTTP/", 5) == 0)
		return n;
	if ((colon = memchr(line, ':', n)) == NULL)
		return n;
	nlen = (size_t)(colon - line);
	v = colon + 1;
	while (v < end && (*v == ' ' || *v == '\t'))
		v++;
	while (end > v && isspace((unsigned char)end[-1]))
		end--;
	vlen = (size_t)(end - v);
	for (i = 0; i < NELEM(keep); i++) {
		if (strlen(keep[i].name) != nlen ||
		    strncasecmp(line, keep[i].name, nlen) != 0)
			continue;
		http_header_set((char **)((char *)&x->resp + keep[i].off), v,
		    vlen, keep[i].do_join);
		break;
	}
	return n;
}

static void
http_headers_clear(struct http_headers *h)
{
	free(h->content_type);
	free(h->etag);
	free(h->last_modified);
	free(h->retry_after);
	free(h->cache_control);
	free(h->expires);
	memset(h, 0, sizeof(*h));
}

char *
http_charset(const char *ct)
{
	const char *p = ct, *v;
	char *cs;
	size_t len, i;

	while ((p = strchr(p, ';')) != NULL) {
		p++;
		while (*p == ' ' || *p == '\t')
			p++;
		if (strncasecmp(p, "charset", 7) != 0)
			continue;
		v = p + 7;
		while (*v == ' ' || *v == '\t')
			v++;
		if (*v != '=')
			continue;
		v++;
		while (*v == ' ' || *v == '\t')
			v++;
		if (*v == '"') {
			v++;
			len = strcspn(v, "\"");
		} else
			len = strcspn(v, "; \t");
		if (len == 0)
			return NULL;
		cs = xstrndup(v, len);
		for (i = 0; i < len; i++)
			cs[i] = (char)tolower((unsigned char)cs[i]);
		return cs;
	}
	return NULL;
}

static void
http_xfer_free(struct http_xfer *x)
{
	curl_easy_cleanup(x->easy);
	curl_slist_free_all(x->headers);
	http_headers_clear(&x->resp);
	buf_free(&x->body);
	free(x->refused);
	free(x->url);
	free(x);
}

static void
http_sock_free(struct http_sock *s)
{
	TAILQ_REMOVE(&s->http->socks, s, entry);
	if (s->ev != NULL)
		event_free(s->ev);
	free(s);
}
