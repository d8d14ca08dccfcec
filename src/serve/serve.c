/* SPDX-License-Identifier: ISC */
/*
 * serve: the transport of templard's HTTP interface.  One evhttp server
 * on the daemon's event loop listens where [http] listen says; requests
 * are read against limits (headers, body, URL length, connections, idle
 * time) because the port may face the internet, checked for the token,
 * routed to the serve_*.c answerers, and answered with validators (a
 * weak ETag of the body, Last-Modified), 304 when the client has it
 * already (RFC 9110 section 13), gzip when it asks, and headers that keep
 * a browser from running anything we send (Content-Security-Policy on
 * every answer, nosniff).
 *
 * The database is read through a connection of our own, opened read-only,
 * so a bug here cannot write and a long read never holds the crawler's
 * connection; SQLite's WAL lets the two work side by side.
 */
#include "config.h"

#include <sys/types.h>

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <event2/buffer.h>
#include <event2/event.h>
#include <event2/http.h>
#include <event2/http_struct.h>
#include <event2/keyvalq_struct.h>
#include <zlib.h>

#include "conf.h"
#include "db.h"
#include "feedw.h"
#include "log.h"
#include "metrics.h"
#include "serve.h"
#include "serve_api.h"
#include "serve_conns.h"
#include "serve_feeds.h"
#include "serve_full.h"
#include "serve_metrics.h"
#include "serve_pages.h"
#include "serve_reply.h"
#include "store.h"
#include "util.h"

#define SERVE_MAX_URL 4096            /* bytes of request target: 414 */
#define SERVE_MAX_HEADERS (16 * 1024) /* request line and headers */
#define SERVE_MAX_BODY 8192           /* a POST /api/feeds */
#define SERVE_TIMEOUT 30              /* seconds a slow reader is given */
#define SERVE_MAX_ANSWER (16u << 20)  /* bytes of one answer */
#define SERVE_FD_RESERVE 128   /* fds for SQLite, logs, DNS, beside crawling */
#define SERVE_GZIP_MIN 512     /* smaller answers go as they are */
#define SERVE_MAX_HOST 255     /* bytes of a Host header we echo */
#define SERVE_QUERY_BUDGET 500 /* ms of work a statement may take */

/*
 * What this page may do in a browser: show its own inline style and
 * images from the web, nothing else: no script, frame, plugin or form
 * posting elsewhere, whatever an article holds.
 */
#define SERVE_CSP                                                              \
	"default-src 'none'; img-src https: http: data:; "                     \
	"style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; "     \
	"frame-ancestors 'none'"

/* A request answered later: /full waiting for a feed's first poll. */
struct serve_wait {
	struct serve_listener *ln;
	struct evhttp_request *req;
	struct serve_req rq; /* its params and path are ours */
	char *path, *base_url;
	int64_t deadline; /* monotonic ms: answered then whatever is in */
	struct event *ev;
	TAILQ_ENTRY(serve_wait) entry;
};
TAILQ_HEAD(serve_waits, serve_wait);

/* One bound address and the connections it serves. */
struct serve_listener {
	struct evhttp *http;
	char *listen; /* "ADDR:PORT" */
	struct serve_conns *conns;
	struct serve *sv;
	struct serve_waits waits;
};

struct serve {
	struct event_base *base;
	const struct conf *conf;
	struct serve_listener *ln; /* NULL: not listening */
	char *token;
	struct db *db;
	struct store *st;
	struct crawl *crawl; /* /full subscribes through it */
};

static struct serve_listener *serve_listen(
    struct serve *, const char *, char **);
static void serve_listener_free(struct serve_listener *);
static int serve_db_open(struct serve *, const struct conf *, char **);
static void serve_warn_exposed(const struct serve *);
static void serve_request_cb(struct evhttp_request *, void *);
static int serve_authorized(
    const struct serve *, struct evhttp_request *, const struct serve_req *);
static int serve_parse(struct evhttp_request *, struct serve_req *, char **);
static int serve_host(
    const struct serve_listener *, struct evhttp_request *, char **);
static int serve_host_is(const struct serve_listener *, const char *, size_t);
static char *serve_log_uri(const char *);
static void serve_params_free(struct serve_req *);
static void serve_route(struct serve_req *, struct serve_reply *);
static void serve_done(struct serve_listener *, struct evhttp_request *,
    struct serve_reply *, const char *);
static void serve_wait(struct serve_listener *, struct evhttp_request *,
    struct serve_req *, char *, char *);
static void serve_wait_free(struct serve_wait *);
static void serve_method(struct evhttp_request *, struct serve_req *, char **);
static void serve_finish(
    struct serve_listener *, struct evhttp_request *, struct serve_reply *);
static void serve_send(struct evhttp_request *, int, struct buf *);
static void serve_free_cb(const void *, size_t, void *);
static int serve_not_modified(struct evhttp_request *, const char *, int64_t);
static int serve_gzip(const struct buf *, struct buf *);
static int serve_accepts_gzip(struct evhttp_request *);
static int serve_token_eq(const char *, const char *);

struct serve *
serve_new(struct event_base *base, const struct conf *conf, char **cause)
{
	struct serve *sv;

	sv = xcalloc(1, sizeof(*sv));
	sv->base = base;
	if (serve_set_conf(sv, conf, cause) == -1) {
		serve_free(sv);
		return NULL;
	}
	return sv;
}

int
serve_set_conf(struct serve *sv, const struct conf *conf, char **cause)
{
	struct serve_listener *ln;
	const char *was = sv->ln != NULL ? sv->ln->listen : NULL;
	int rc = 0;

	/* the token and the rest of conf apply even if binding fails */
	free(sv->token);
	sv->token = conf->http_token != NULL ? xstrdup(conf->http_token) : NULL;
	sv->conf = conf;
	if (conf->http_listen == NULL) {
		if (sv->ln != NULL)
			log_info(
			    "http: no longer serving on %s", sv->ln->listen);
		serve_listener_free(sv->ln);
		sv->ln = NULL;
	} else if (sv->db == NULL && serve_db_open(sv, conf, cause) == -1)
		rc = -1;
	else if (was == NULL || strcmp(was, conf->http_listen) != 0) {
		if ((ln = serve_listen(sv, conf->http_listen, cause)) == NULL)
			rc = -1;
		else {
			serve_listener_free(sv->ln);
			sv->ln = ln;
			log_info("http: serving on http://%s/", ln->listen);
		}
	}
	if (sv->ln != NULL)
		serve_warn_exposed(sv);
	return rc;
}

void
serve_set_crawl(struct serve *sv, struct crawl *cr)
{
	sv->crawl = cr;
}

void
serve_free(struct serve *sv)
{
	if (sv == NULL)
		return;
	serve_listener_free(sv->ln);
	store_free(sv->st);
	db_close(sv->db);
	free(sv->token);
	free(sv);
}

/* Our own read-only connection to the daemon's database. */
static int
serve_db_open(struct serve *sv, const struct conf *conf, char **cause)
{
	char *why = NULL;

	if ((sv->db = db_open(conf->database, DB_READONLY, &why)) == NULL) {
		xasprintf(cause, "http: %s", why);
		free(why);
		return -1;
	}
	sv->st = store_new(sv->db);
	/* the network chooses the queries: none may hold the event loop */
	store_set_budget(sv->st, SERVE_QUERY_BUDGET);
	return 0;
}

/* Anyone who reaches a public address reads every article: say so. */
static void
serve_warn_exposed(const struct serve *sv)
{
	const char *l = sv->ln->listen;

	if (sv->token == NULL && strncmp(l, "127.", 4) != 0 &&
	    strncmp(l, "[::1]:", 6) != 0)
		log_warnx("http: listening on %s, not a loopback address, "
			  "without a token: anyone who reaches it reads every "
			  "article (set [http] token)",
		    l);
}

static struct serve_listener *
serve_listen(struct serve *sv, const char *listen, char **cause)
{
	struct serve_listener *ln;
	struct evhttp_bound_socket *bound;
	const char *colon = strrchr(listen, ':');
	char *host;
	long port;

	if (colon == NULL)
		fatalx("%s: listen %s has no port", __func__, listen);
	port = strtol(colon + 1, NULL, 10);
	if (listen[0] == '[')
		host = xstrndup(listen + 1, (size_t)(colon - listen) - 2);
	else
		host = xstrndup(listen, (size_t)(colon - listen));
	ln = xcalloc(1, sizeof(*ln));
	ln->sv = sv;
	TAILQ_INIT(&ln->waits);
	ln->listen = xstrdup(listen);
	if ((ln->http = evhttp_new(sv->base)) == NULL)
		fatalx("%s: evhttp_new failed", __func__);
	evhttp_set_gencb(ln->http, serve_request_cb, ln);
	evhttp_set_timeout(ln->http, SERVE_TIMEOUT);
	evhttp_set_max_headers_size(ln->http, SERVE_MAX_HEADERS);
	evhttp_set_max_body_size(ln->http, SERVE_MAX_BODY);
	evhttp_set_allowed_methods(ln->http,
	    EVHTTP_REQ_GET | EVHTTP_REQ_HEAD | EVHTTP_REQ_POST |
		EVHTTP_REQ_DELETE);
	if ((bound = evhttp_bind_socket_with_handle(
		 ln->http, host, (ev_uint16_t)port)) == NULL) {
		xasprintf(cause,
		    "http: cannot listen on %s (in use, or not "
		    "an address of this machine?)",
		    listen);
		free(host);
		serve_listener_free(ln);
		return NULL;
	}
	free(host);
	/* the crawler's connections and the rest of the daemon's fds */
	ln->conns = serve_conns_new(sv->base, ln->http,
	    evhttp_bound_socket_get_listener(bound),
	    SERVE_FD_RESERVE + 2 * sv->conf->max_connections);
	return ln;
}

static void
serve_listener_free(struct serve_listener *ln)
{
	if (ln == NULL)
		return;
	/* unanswered: evhttp_free() frees their requests */
	while (!TAILQ_EMPTY(&ln->waits))
		serve_wait_free(TAILQ_FIRST(&ln->waits));
	if (ln->http != NULL)
		evhttp_free(ln->http); /* closes its connections */
	serve_conns_free(ln->conns);
	free(ln->listen);
	free(ln);
}

/* Compare without an early exit, so timing does not leak the token. */
static int
serve_token_eq(const char *a, const char *b)
{
	size_t la = strlen(a), lb = strlen(b), i;
	unsigned char d = la != lb;

	for (i = 0; i < la; i++)
		d |= (unsigned char)(a[i] ^ b[i % (lb > 0 ? lb : 1)]);
	return d == 0;
}

static int
serve_authorized(const struct serve *sv, struct evhttp_request *req,
    const struct serve_req *rq)
{
	struct evkeyvalq *in = evhttp_request_get_input_headers(req);
	const char *h, *q;

	if (sv->token == NULL)
		return 1;
	if ((h = evhttp_find_header(in, "Authorization")) != NULL &&
	    strncasecmp(h, "Bearer ", 7) == 0 &&
	    serve_token_eq(h + 7, sv->token))
		return 1;
	if ((q = serve_req_param(rq, "token")) != NULL &&
	    serve_token_eq(q, sv->token))
		return 1;
	return 0;
}

static void
serve_params_free(struct serve_req *rq)
{
	size_t i;

	for (i = 0; i < rq->nparams; i++) {
		free(rq->params[i].name);
		free(rq->params[i].value);
	}
	rq->nparams = 0;
}

/*
 * The decoded path and the query parameters of req into rq.  Return 0,
 * or -1 (a 400).
 */
static int
serve_parse(struct evhttp_request *req, struct serve_req *rq, char **path)
{
	const struct evhttp_uri *u = evhttp_request_get_evhttp_uri(req);
	struct evkeyvalq q;
	struct evkeyval *kv;
	const char *p, *query;
	size_t len;
	int rc = 0;

	*path = NULL;
	if (u == NULL || (p = evhttp_uri_get_path(u)) == NULL || *p != '/')
		return -1;
	if ((*path = evhttp_uridecode(p, 0, &len)) == NULL ||
	    strlen(*path) != len)
		return -1;
	rq->path = *path;
	TAILQ_INIT(&q);
	if ((query = evhttp_uri_get_query(u)) != NULL &&
	    evhttp_parse_query_str(query, &q) == -1)
		rc = -1;
	TAILQ_FOREACH(kv, &q, next) {
		if (rq->nparams == SERVE_MAX_PARAMS) {
			rc = -1;
			break;
		}
		rq->params[rq->nparams].name = xstrdup(kv->key);
		rq->params[rq->nparams++].value = xstrdup(kv->value);
	}
	evhttp_clear_headers(&q);
	return rc;
}

/*
 * The base URL absolute links start with, from Host (a reader subscribes
 * with the name it reached us by), into *base_url.  Host must name us:
 * the listen address, localhost when that is loopback, or one of [http]
 * hostnames, with the listen port if any; so a page elsewhere cannot
 * read us through a name it controls (DNS rebinding).  Return 0; 400
 * for HTTP/1.1 without Host (RFC 9112 section 3.2); 421 for a Host that
 * is not ours.
 */
static int
serve_host(const struct serve_listener *ln, struct evhttp_request *req,
    char **base_url)
{
	const char *host, *port = strrchr(ln->listen, ':'), *end, *p;

	*base_url = NULL;
	host =
	    evhttp_find_header(evhttp_request_get_input_headers(req), "Host");
	if (host == NULL) {
		if (req->major > 1 || (req->major == 1 && req->minor >= 1))
			return 400;
		xasprintf(base_url, "http://%s", ln->listen);
		return 0;
	}
	if (*host == '\0' || strlen(host) > SERVE_MAX_HOST ||
	    strspn(host,
		"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
		"0123456789.-:[]") != strlen(host))
		return 400;
	end = host[0] == '[' ? strchr(host, ']') : strchr(host, ':');
	if (end == NULL)
		end = host + strlen(host);
	else if (host[0] == '[')
		end++;
	p = end;
	if (*p == ':' && strcmp(p, port) != 0)
		return 421;
	if (*p != '\0' && *p != ':')
		return 400;
	if (!serve_host_is(ln, host, (size_t)(end - host)))
		return 421;
	xasprintf(base_url, "http://%s", host);
	return 0;
}

/* The name host (len bytes, no port) is one of ours. */
static int
serve_host_is(const struct serve_listener *ln, const char *host, size_t len)
{
	const char *names = ln->sv->conf->http_hostnames, *p, *l = ln->listen;
	size_t n;

	if ((size_t)(strrchr(l, ':') - l) == len &&
	    strncasecmp(host, l, len) == 0)
		return 1;
	if (len == 9 && strncasecmp(host, "localhost", 9) == 0 &&
	    (strncmp(l, "127.", 4) == 0 || strncmp(l, "[::1]:", 6) == 0))
		return 1;
	for (p = names; p != NULL && *p != '\0'; p += n) {
		p += strspn(p, " \t,");
		n = strcspn(p, " \t,");
		if (n == len && n > 0 && strncasecmp(p, host, n) == 0)
			return 1;
	}
	return 0;
}

/* The request target as logged: a token given in the query is not. */
static char *
serve_log_uri(const char *uri)
{
	struct buf b;
	const char *p, *q;

	buf_init(&b);
	for (p = uri; *p != '\0'; p = q) {
		q = p + strcspn(p, "?&");
		buf_add(&b, p, (size_t)(q - p));
		if (*q == '\0')
			break;
		buf_addc(&b, *q++);
		if (strncasecmp(q, "token=", 6) == 0) {
			buf_adds(&b, "token=...");
			q += strcspn(q, "&");
		}
	}
	return buf_detach(&b, NULL);
}

static void
serve_request_cb(struct evhttp_request *req, void *arg)
{
	struct serve_listener *ln = arg;
	struct serve *sv = ln->sv;
	struct serve_req rq;
	struct serve_reply rp;
	char *path = NULL, *base_url = NULL, *body = NULL;
	const char *uri = evhttp_request_get_uri(req);
	int host_status;

	memset(&rq, 0, sizeof(rq));
	memset(&rp, 0, sizeof(rp));
	rp.status = 200;
	buf_init(&rp.body);
	rq.st = sv->st;
	rq.database = sv->conf->database;
	rq.conf = sv->conf;
	rq.token = sv->token;
	rq.crawl = sv->crawl;
	rq.now = util_now();
	serve_conns_request(ln->conns, req);
	serve_method(req, &rq, &body);
	if (uri == NULL || strlen(uri) > SERVE_MAX_URL)
		serve_reply_text_error(
		    &rp, 414, "URL longer than %d bytes", SERVE_MAX_URL);
	else if ((host_status = serve_host(ln, req, &base_url)) != 0)
		serve_reply_text_error(&rp, host_status, "%s",
		    host_status == 400 ? "a Host header naming this server "
					 "is needed"
				       : "not a name this server answers to "
					 "(see [http] hostnames)");
	else if ((rq.base_url = base_url) == NULL ||
	    serve_parse(req, &rq, &path) == -1)
		serve_reply_text_error(&rp, 400, "malformed request URL");
	else if (!serve_authorized(sv, req, &rq)) {
		evhttp_add_header(evhttp_request_get_output_headers(req),
		    "WWW-Authenticate", "Bearer realm=\"templar\"");
		serve_reply_text_error(&rp, 401,
		    "a token is needed (Authorization: Bearer, or ?token=)");
	} else
		serve_route(&rq, &rp);
	if (rp.status == 0) {
		/* answered later: the wait takes path, base_url, params */
		serve_wait(ln, req, &rq, path, base_url);
		path = base_url = NULL;
	} else
		serve_done(ln, req, &rp, uri);
	serve_params_free(&rq);
	buf_free(&rp.body);
	free(path);
	free(base_url);
	free(body);
}

/* Send the answer, count it and log it. */
static void
serve_done(struct serve_listener *ln, struct evhttp_request *req,
    struct serve_reply *rp, const char *uri)
{
	char *logged;

	/* a client refused keeps no connection open */
	if (rp->status == 400 || rp->status == 401 || rp->status == 414)
		evhttp_add_header(evhttp_request_get_output_headers(req),
		    "Connection", "close");
	serve_finish(ln, req, rp);
	metrics_served(rp->status);
	logged = serve_log_uri(uri != NULL ? uri : "-");
	log_debug("http: %s %d", logged, rp->status);
	free(logged);
}

static void
serve_wait_free(struct serve_wait *w)
{
	TAILQ_REMOVE(&w->ln->waits, w, entry);
	event_free(w->ev);
	serve_params_free(&w->rq);
	free(w->path);
	free(w->base_url);
	free(w);
}

/* Ask again: answer once it has something, or at the deadline. */
static void
serve_wait_cb(UNUSED evutil_socket_t fd, UNUSED short what, void *arg)
{
	struct serve_wait *w = arg;
	struct serve *sv = w->ln->sv;
	struct serve_reply rp;
	struct timeval tv = { 0, SERVE_FULL_STEP_MS * 1000 };

	memset(&rp, 0, sizeof(rp));
	rp.status = 200;
	buf_init(&rp.body);
	/* a reload may have changed them */
	w->rq.st = sv->st;
	w->rq.conf = sv->conf;
	w->rq.database = sv->conf->database;
	w->rq.token = sv->token;
	w->rq.crawl = sv->crawl;
	w->rq.now = util_now();
	serve_full_answer(&w->rq, &rp, util_monotonic() >= w->deadline);
	if (rp.status == 0)
		evtimer_add(w->ev, &tv);
	else {
		serve_done(w->ln, w->req, &rp, evhttp_request_get_uri(w->req));
		serve_wait_free(w);
	}
	buf_free(&rp.body);
}

/* Answer req later (serve_full_answer() asked to): take rq's params. */
static void
serve_wait(struct serve_listener *ln, struct evhttp_request *req,
    struct serve_req *rq, char *path, char *base_url)
{
	struct serve_wait *w = xcalloc(1, sizeof(*w));
	struct timeval tv = { 0, SERVE_FULL_STEP_MS * 1000 };

	w->ln = ln;
	w->req = req;
	w->rq = *rq;
	rq->nparams = 0;
	w->path = path;
	w->base_url = base_url;
	w->rq.path = path;
	w->rq.base_url = base_url;
	w->rq.body = NULL;
	w->deadline = util_monotonic() + SERVE_FULL_WAIT_MS;
	if ((w->ev = evtimer_new(ln->sv->base, serve_wait_cb, w)) == NULL)
		fatalx("%s: evtimer_new failed", __func__);
	TAILQ_INSERT_TAIL(&ln->waits, w, entry);
	evtimer_add(w->ev, &tv);
}

/* The method, and a POST's body as a string (*body, freed by the caller). */
static void
serve_method(struct evhttp_request *req, struct serve_req *rq, char **body)
{
	struct evbuffer *in = evhttp_request_get_input_buffer(req);

	switch (evhttp_request_get_command(req)) {
	case EVHTTP_REQ_POST:
		rq->method = SERVE_POST;
		rq->body_len = evbuffer_get_length(in);
		*body = xmalloc(rq->body_len + 1);
		evbuffer_copyout(in, *body, rq->body_len);
		(*body)[rq->body_len] = '\0';
		rq->body = *body;
		break;
	case EVHTTP_REQ_DELETE:
		rq->method = SERVE_DELETE;
		break;
	default:
		rq->method = SERVE_READ;
		break;
	}
}

static void
serve_route(struct serve_req *rq, struct serve_reply *rp)
{
	if (rq->method != SERVE_READ && strncmp(rq->path, "/api/", 5) != 0)
		serve_reply_text_error(rp, 405, "only GET and HEAD here");
	else if (strcmp(rq->path, "/opml") == 0)
		serve_feeds_opml(rq, rp);
	else if (strcmp(rq->path, "/full") == 0)
		serve_full_answer(rq, rp, 0);
	else if (strcmp(rq->path, "/metrics") == 0)
		serve_metrics_answer(rq, rp);
	else if (strncmp(rq->path, "/feeds/", 7) == 0 &&
	    serve_feeds_is_document(rq->path))
		serve_feeds_answer(rq, rp);
	else if (strcmp(rq->path, "/") == 0)
		serve_pages_status(rq, rp);
	else if (strncmp(rq->path, "/feeds/", 7) == 0)
		serve_pages_feed(rq, rp, rq->path + 7);
	else if (strcmp(rq->path, "/articles") == 0 ||
	    strcmp(rq->path, "/articles/") == 0)
		serve_pages_latest(rq, rp);
	else if (strncmp(rq->path, "/articles/", 10) == 0)
		serve_pages_article(rq, rp, rq->path + 10);
	else if (strcmp(rq->path, "/search") == 0)
		serve_pages_search(rq, rp);
	else if (strncmp(rq->path, "/api/", 5) == 0)
		serve_api_answer(rq, rp);
	else
		serve_reply_text_error(rp, 404, "no such page: %s", rq->path);
}

static const char *
serve_reason(int status)
{
	switch (status) {
	case 200:
		return "OK";
	case 201:
		return "Created";
	case 304:
		return "Not Modified";
	case 400:
		return "Bad Request";
	case 401:
		return "Unauthorized";
	case 403:
		return "Forbidden";
	case 404:
		return "Not Found";
	case 405:
		return "Method Not Allowed";
	case 409:
		return "Conflict";
	case 414:
		return "URI Too Long";
	case 421:
		return "Misdirected Request";
	case 503:
		return "Service Unavailable";
	default:
		return status < 500 ? "Client Error" : "Server Error";
	}
}

/*
 * Headers, validators, compression, then the answer itself: at most
 * SERVE_MAX_ANSWER bytes, and none while the answers waiting for slow
 * readers are at their bound.
 */
static void
serve_finish(struct serve_listener *ln, struct evhttp_request *req,
    struct serve_reply *rp)
{
	struct evkeyvalq *out = evhttp_request_get_output_headers(req);
	struct buf gz, date;
	struct buf *body = &rp->body;
	uint64_t h = 14695981039346656037ULL;
	char etag[32];
	size_t i;

	if (rp->body.len > SERVE_MAX_ANSWER)
		serve_reply_text_error(rp, 503,
		    "the answer would be over %u MB: ask for less",
		    SERVE_MAX_ANSWER >> 20);
	else if (!serve_conns_may_send(ln->conns, rp->body.len)) {
		serve_reply_text_error(rp, 503,
		    "busy with answers to slow readers, try again later");
		evhttp_add_header(out, "Retry-After", "5");
	} else if (rp->retry_after > 0) {
		snprintf(etag, sizeof(etag), "%d", rp->retry_after);
		evhttp_add_header(out, "Retry-After", etag);
	}

	evhttp_add_header(out, "Content-Type",
	    rp->type != NULL ? rp->type : "text/plain; charset=utf-8");
	evhttp_add_header(out, "X-Content-Type-Options", "nosniff");
	evhttp_add_header(out, "Referrer-Policy", "no-referrer");
	evhttp_add_header(out, "Content-Security-Policy", SERVE_CSP);
	evhttp_add_header(out, "Vary", "Accept-Encoding");
	buf_init(&gz);
	if (rp->status == 200) {
		/* FNV-1a of the body: the same bytes, the same tag */
		for (i = 0; i < body->len; i++)
			h = (h ^ (unsigned char)body->data[i]) *
			    1099511628211ULL;
		snprintf(
		    etag, sizeof(etag), "W/\"%016llx\"", (unsigned long long)h);
		evhttp_add_header(out, "ETag", etag);
		evhttp_add_header(out, "Cache-Control", "no-cache");
		if (rp->mtime > 0) {
			buf_init(&date);
			feedw_time_rfc822(&date, rp->mtime);
			evhttp_add_header(out, "Last-Modified", date.data);
			buf_free(&date);
		}
		if (serve_not_modified(req, etag, rp->mtime)) {
			rp->status = 304;
			evhttp_send_reply(req, 304, "Not Modified", NULL);
			return;
		}
		if (body->len >= SERVE_GZIP_MIN && serve_accepts_gzip(req) &&
		    serve_gzip(body, &gz) == 0) {
			evhttp_add_header(out, "Content-Encoding", "gzip");
			body = &gz;
		}
	}
	serve_send(req, rp->status, body);
	buf_free(&gz);
}

/*
 * Send body (its bytes handed to the output buffer, not copied; body is
 * left empty) with its Content-Length.  HEAD: the headers of a GET,
 * Content-Length included, no body.
 */
static void
serve_send(struct evhttp_request *req, int status, struct buf *body)
{
	struct evbuffer *eb;
	char len[32], *data;
	size_t n;

	snprintf(len, sizeof(len), "%zu", body->len);
	evhttp_add_header(
	    evhttp_request_get_output_headers(req), "Content-Length", len);
	if ((eb = evbuffer_new()) == NULL)
		fatalx("%s: evbuffer_new failed", __func__);
	if (evhttp_request_get_command(req) != EVHTTP_REQ_HEAD &&
	    body->len > 0) {
		data = buf_detach(body, &n);
		if (evbuffer_add_reference(eb, data, n, serve_free_cb, NULL) ==
		    -1)
			fatalx("%s: evbuffer_add_reference failed", __func__);
	}
	evhttp_send_reply(req, status, serve_reason(status), eb);
	evbuffer_free(eb);
}

/* An answer's bytes are written (or dropped with their connection). */
static void
serve_free_cb(const void *data, UNUSED size_t len, UNUSED void *arg)
{
	free((void *)(uintptr_t)data);
}

/*
 * RFC 9110 section 13.1: If-None-Match decides when present (weak
 * comparison); else If-Modified-Since against Last-Modified.
 */
static int
serve_not_modified(struct evhttp_request *req, const char *etag, int64_t mtime)
{
	struct evkeyvalq *in = evhttp_request_get_input_headers(req);
	const char *inm, *ims, *p;
	struct tm tm;
	size_t n = strlen(etag + 2); /* without W/ */

	if ((inm = evhttp_find_header(in, "If-None-Match")) != NULL) {
		if (strcmp(inm, "*") == 0)
			return 1;
		for (p = inm; (p = strstr(p, etag + 2)) != NULL; p += n) {
			if (p[n] == '\0' || p[n] == ',' || p[n] == ' ')
				return 1;
		}
		return 0;
	}
	if (mtime <= 0 ||
	    (ims = evhttp_find_header(in, "If-Modified-Since")) == NULL)
		return 0;
	memset(&tm, 0, sizeof(tm));
	p = strptime(ims, "%a, %d %b %Y %H:%M:%S GMT", &tm);
	return p != NULL && *p == '\0' && (int64_t)timegm(&tm) >= mtime;
}

/* Accept-Encoding names gzip, and not with q=0 (RFC 9110 12.5.3). */
static int
serve_accepts_gzip(struct evhttp_request *req)
{
	const char *ae, *p;

	ae = evhttp_find_header(
	    evhttp_request_get_input_headers(req), "Accept-Encoding");
	if (ae == NULL || (p = strcasestr(ae, "gzip")) == NULL)
		return 0;
	for (p += 4; *p == ' ' || *p == ';'; p++)
		;
	if (strncasecmp(p, "q=", 2) == 0 && strtod(p + 2, NULL) <= 0)
		return 0;
	return 1;
}

static int
serve_gzip(const struct buf *in, struct buf *out)
{
	z_stream z;
	unsigned char *tmp;
	uLong bound;
	int rc;

	memset(&z, 0, sizeof(z));
	/* windowBits 15 + 16: a gzip wrapper, not zlib's */
	if (deflateInit2(&z, 6, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY) !=
	    Z_OK)
		return -1;
	bound = deflateBound(&z, (uLong)in->len) + 32;
	tmp = xmalloc(bound);
	z.next_in = (Bytef *)(uintptr_t)in->data;
	z.avail_in = (uInt)in->len;
	z.next_out = tmp;
	z.avail_out = (uInt)bound;
	rc = deflate(&z, Z_FINISH);
	if (rc == Z_STREAM_END)
		buf_add(out, tmp, (size_t)z.total_out);
	deflateEnd(&z);
	free(tmp);
	return rc == Z_STREAM_END ? 0 : -1;
}
