/* SPDX-License-Identifier: ISC */
/*
 * testhttpd: the loopback web server of the integration tests.  It serves
 * fixture sites from tests/data/sites/, one per 127.0.0.x address, on one
 * port shared by all addresses:
 *
 *	testhttpd --log FILE --ready FILE [--port P] ADDR=DIR...
 *
 * Every file of a site is served by its path, with "{BASE}" in text files
 * replaced by http://ADDR:PORT; robots.txt allows all when the site has
 * none.  Optional files in a site dir change how it is served: "charset"
 * (appended to the Content-Type of HTML), "feed-type" (the Content-Type of
 * .xml files) and "behaviour", one rule a line:
 *
 *	delay_ms [PATH] MS		answer after MS milliseconds
 *	status PATH CODE [COUNT]	answer CODE (the first COUNT times)
 *	retry-after PATH SECS [COUNT]	add Retry-After (status 503 if unset)
 *	redirect PATH TARGET [CODE]	redirect ({BASE} expanded), default 301
 *	header PATH NAME: VALUE		add a response header
 *	size PATH BYTES			serve an HTML page of BYTES bytes
 *
 * and those of a hostile server, for the scenarios checking that templard
 * shrugs it off (BYTES may end in K, M or G):
 *
 *	trickle PATH BYTES_PER_SEC	send the body that slowly, in pieces
 *					every 100 ms (with Content-Length)
 *	endless PATH [MS]		a chunked body that never ends: the
 *					file, if any, then a 1 KB comment
 *					every MS (100) until the client
 *					hangs up
 *	huge_headers PATH BYTES		add BYTES of response headers: one
 *					header of half of them, the rest in
 *					headers of 200 bytes
 *	gzip_bomb PATH BYTES		a body with Content-Encoding: gzip
 *					that inflates to BYTES spaces (below)
 *	zstd_bomb PATH BYTES		the same with Content-Encoding: zstd
 *	raw_gzip PATH BYTES [TYPE]	the gzip_bomb bytes without
 *					Content-Encoding, as TYPE (default
 *					the feed type), as a feed.xml.gz is
 *	binary PATH BYTES TYPE		BYTES of pseudo-random bytes as TYPE
 *
 * A bomb inflates to the site's file at PATH with BYTES spaces in place
 * of the string "{PAD}" in it (at its end without one), or to the BYTES
 * spaces alone without a file.  It is compressed once for its rule,
 * streaming, never holding what it inflates to; what is served is about a
 * thousandth of BYTES (gzip), or 4 bytes for every 128 KB (zstd: a frame
 * of RLE blocks, written by hand).  A redirect loop is two redirect rules
 * pointing at each other.
 *
 * PATH "*" matches every path.  Each request is logged, one line flushed
 * as it is answered, as "START_MS END_MS HOST METHOD PATH STATUS" with
 * monotonic milliseconds for when the request arrived and when its answer
 * was handed to the network (for a body sent in pieces: when the last
 * piece was, or when the client hung up).  When every address listens,
 * "PORT\n" is written to the ready file.  SIGTERM and SIGINT stop the
 * server, which frees everything on the way out.
 */
#include "config.h"

#include <sys/types.h>
#include <sys/socket.h>
#include <sys/stat.h>

#include <netinet/in.h>

#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <event2/buffer.h>
#include <event2/event.h>
#include <event2/http.h>
#include <event2/keyvalq_struct.h>

#include <zlib.h>

#include "log.h"
#include "testhttpd.h"
#include "util.h"

#define HTTPD_BIND_TRIES 20
#define HTTPD_PIECE (64 * 1024)       /* a piece of a streamed body */
#define HTTPD_ENDLESS_PIECE 1024      /* a piece of an endless body */
#define HTTPD_TRICKLE_MS 100          /* between two pieces of a trickle */
#define HTTPD_HEADER_PIECE 200        /* bytes of one huge_headers header */
#define HTTPD_ZSTD_BLOCK (128 * 1024) /* the largest zstd block */

/* How the pieces of a streamed body are made once the first is out. */
enum fill {
	FILL_NONE,    /* the body is all there: trickle it */
	FILL_RANDOM,  /* binary */
	FILL_COMMENT, /* endless */
};

/* A request being answered, kept while its delay runs. */
struct reply {
	struct site *site;
	struct evhttp_request *req;
	int64_t start;
	const char *method;
	char *logpath;
	int status;
	struct evbuffer *body; /* all of it, or what is still to send */
	struct event *timer;   /* of a delay, then of a paced stream */
	int streaming;         /* the body goes out in pieces */
	enum fill fill;
	long long left;            /* bytes still to fill; -1: without end */
	size_t piece;              /* bytes sent at a time */
	long long interval;        /* ms between pieces; 0: once one is out */
	unsigned long long pieces; /* pieces sent */
	uint32_t seed;             /* of the random bytes */
	TAILQ_ENTRY(reply) entry;
};
TAILQ_HEAD(replies, reply);

struct server {
	struct event_base *base;
	FILE *log;
	struct site *sites;
	size_t nsites;
	struct replies pending; /* held back by a delay */
	struct replies streams; /* bodies going out in pieces */
};

static void usage(void) __attribute__((noreturn));
static int options_parse(int, char **, const char **, const char **, int *);
static void server_init(struct server *, const char *, size_t, char **);
static void server_finish(struct server *);
static void server_free(struct server *);
static int server_bind(struct server *, int, int *, char **);
static void server_unbind(struct server *);
static void server_request_cb(struct evhttp_request *, void *);
static void reply_build(struct reply *, const char *);
static void reply_add_rule_headers(struct reply *, const char *);
static int reply_refuse(struct reply *, const char *);
static int reply_redirect(struct reply *, const char *);
static int reply_error_status(struct reply *, const char *);
static int reply_sized(struct reply *, const char *);
static void reply_site_file(struct reply *, const char *);
static void reply_file(struct reply *, const char *);
static int reply_hostile(struct reply *, const char *);
static void reply_pace(struct reply *, const char *);
static void reply_send(struct reply *);
static void reply_timer_cb(evutil_socket_t, short, void *);
static void reply_stream_start(struct reply *);
static void reply_pump(struct reply *);
static void reply_fill(struct reply *);
static void reply_drained_cb(struct evhttp_connection *, void *);
static void reply_pace_cb(evutil_socket_t, short, void *);
static void reply_closed_cb(struct evhttp_connection *, void *);
static void reply_stream_end(struct reply *, int);
static void reply_log(struct reply *);
static void reply_free(struct reply *);
static struct rule *rule_find(struct site *, enum rule_kind, const char *);
static const struct buf *rule_blob(struct rule *, struct site *, const char *);
static void headers_add_huge(struct evkeyvalq *, long long);
static void gzip_make(struct buf *, const struct buf *, size_t, long long);
static void gzip_feed(z_stream *, struct buf *, const void *, size_t, int);
static void zstd_make(struct buf *, const struct buf *, size_t, long long);
static void zstd_add_raw(struct buf *, const char *, size_t, size_t *);
static void zstd_add_block(struct buf *, int, size_t);
static int file_read_expanded(struct site *, const char *, struct evbuffer *);
static void fd_read_all(int, struct buf *, const char *);
static int path_is_safe(const char *);
static const char *path_content_type(struct site *, const char *);
static void body_add_expanded(
    struct evbuffer *, const char *, const char *, size_t);
static const char *method_name(enum evhttp_cmd_type);
static void signal_cb(evutil_socket_t, short, void *);
static int ready_write(const char *, int, char **);

static void
usage(void)
{
	fprintf(stderr,
	    "usage: testhttpd [--log file] [--ready file] "
	    "[--port port] addr=dir ...\n");
	exit(2);
}

int
main(int argc, char **argv)
{
	struct server srv;
	struct event *sigterm, *sigint;
	const char *logpath = NULL, *readypath = NULL;
	char *cause = NULL;
	int nargs, port, bound;

	log_init("testhttpd", 0);
	nargs = options_parse(argc, argv, &logpath, &readypath, &port);
	argc -= nargs;
	argv += nargs;
	if (argc == 0)
		usage();

	server_init(&srv, logpath, (size_t)argc, argv);
	if ((srv.base = event_base_new()) == NULL)
		fatalx("event_base_new failed");
	if (server_bind(&srv, port, &bound, &cause) == -1)
		fatalx("%s", cause);

	sigterm = evsignal_new(srv.base, SIGTERM, signal_cb, srv.base);
	sigint = evsignal_new(srv.base, SIGINT, signal_cb, srv.base);
	if (sigterm == NULL || sigint == NULL ||
	    evsignal_add(sigterm, NULL) == -1 ||
	    evsignal_add(sigint, NULL) == -1)
		fatalx("cannot watch signals");

	if (readypath != NULL && ready_write(readypath, bound, &cause) == -1)
		fatalx("%s", cause);
	log_info("listening on port %d, %zu sites", bound, srv.nsites);

	if (event_base_dispatch(srv.base) == -1)
		fatalx("event loop failed");

	server_finish(&srv);
	event_free(sigterm);
	event_free(sigint);
	server_free(&srv);
	return 0;
}

/* Read the options; return how many arguments they took. */
static int
options_parse(int argc, char **argv, const char **logpath,
    const char **readypath, int *port)
{
	static const struct option longopts[] = {
		{ "log", required_argument, NULL, 'l' },
		{ "ready", required_argument, NULL, 'r' },
		{ "port", required_argument, NULL, 'p' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	char *cause = NULL;
	long long num = 0;
	int ch;

	while (
	    (ch = getopt_long(argc, argv, "l:r:p:h", longopts, NULL)) != -1) {
		switch (ch) {
		case 'l':
			*logpath = optarg;
			break;
		case 'r':
			*readypath = optarg;
			break;
		case 'p':
			if (util_parse_int(optarg, 0, 65535, &num, &cause) ==
			    -1)
				fatalx("--port: %s", cause);
			break;
		default:
			usage();
		}
	}
	*port = (int)num;
	return optind;
}

/* Open the log and load the sites, from their "ADDR=DIR" specs. */
static void
server_init(
    struct server *srv, const char *logpath, size_t nsites, char **specs)
{
	char *cause = NULL;
	size_t i;

	memset(srv, 0, sizeof(*srv));
	TAILQ_INIT(&srv->pending);
	TAILQ_INIT(&srv->streams);
	if (signal(SIGPIPE, SIG_IGN) == SIG_ERR)
		fatal("signal");
	if (logpath == NULL)
		srv->log = stdout;
	else if ((srv->log = fopen(logpath, "a")) == NULL)
		fatal("%s", logpath);

	srv->nsites = nsites;
	srv->sites = xcalloc(srv->nsites, sizeof(*srv->sites));
	for (i = 0; i < srv->nsites; i++) {
		srv->sites[i].srv = srv;
		TAILQ_INIT(&srv->sites[i].rules);
		if (site_load(&srv->sites[i], specs[i], &cause) == -1)
			fatalx("%s", cause);
	}
}

/*
 * Once the loop is stopped: answer what is still waiting, so that no
 * request is left behind, and stop listening.
 */
static void
server_finish(struct server *srv)
{
	while (!TAILQ_EMPTY(&srv->pending))
		reply_send(TAILQ_FIRST(&srv->pending));
	while (!TAILQ_EMPTY(&srv->streams))
		reply_stream_end(TAILQ_FIRST(&srv->streams), 0);
	server_unbind(srv);
}

/* Free the sites, the event base and the log, in that order. */
static void
server_free(struct server *srv)
{
	size_t i;

	for (i = 0; i < srv->nsites; i++)
		site_free(&srv->sites[i]);
	free(srv->sites);
	event_base_free(srv->base);
	libevent_global_shutdown();
	if (srv->log != stdout)
		fclose(srv->log);
}

static void
signal_cb(UNUSED evutil_socket_t sig, UNUSED short what, void *arg)
{
	struct event_base *base = arg;

	event_base_loopbreak(base);
}

/* Write "PORT\n" to path through a rename, so a reader sees all or none. */
static int
ready_write(const char *path, int port, char **cause)
{
	char *tmp;
	FILE *f;
	int ok;

	xasprintf(&tmp, "%s.tmp", path);
	if ((f = fopen(tmp, "w")) == NULL) {
		xasprintf(cause, "%s: %s", tmp, strerror(errno));
		free(tmp);
		return -1;
	}
	ok = fprintf(f, "%d\n", port) > 0;
	if (fclose(f) != 0)
		ok = 0;
	if (!ok || rename(tmp, path) == -1) {
		xasprintf(cause, "%s: %s", path, strerror(errno));
		unlink(tmp);
		free(tmp);
		return -1;
	}
	free(tmp);
	return 0;
}

/*
 * Listen on every site address.  With port 0 the first bind picks a free
 * port that the others then share; if one of them has it taken already,
 * start again with another.
 */
static int
server_bind(struct server *srv, int port, int *bound, char **cause)
{
	struct evhttp_bound_socket *bs;
	struct sockaddr_storage ss;
	socklen_t sslen;
	struct site *s;
	int try, want;
	size_t i;

	for (try = 0; try < HTTPD_BIND_TRIES; try++) {
		want = port;
		for (i = 0; i < srv->nsites; i++) {
			s = &srv->sites[i];
			if ((s->http = evhttp_new(srv->base)) == NULL)
				fatalx("evhttp_new failed");
			evhttp_set_gencb(s->http, server_request_cb, s);
			evhttp_set_timeout(s->http, 60);
			evhttp_set_max_headers_size(s->http, 64 * 1024);
			evhttp_set_max_body_size(s->http, 64 * 1024);
			evhttp_set_allowed_methods(s->http,
			    EVHTTP_REQ_GET | EVHTTP_REQ_HEAD | EVHTTP_REQ_POST |
				EVHTTP_REQ_PUT | EVHTTP_REQ_DELETE |
				EVHTTP_REQ_OPTIONS);
			bs = evhttp_bind_socket_with_handle(
			    s->http, s->addr, (ev_uint16_t)want);
			if (bs == NULL)
				break;
			if (want == 0) {
				sslen = sizeof(ss);
				if (getsockname(evhttp_bound_socket_get_fd(bs),
					(struct sockaddr *)&ss, &sslen) == -1)
					fatal("getsockname");
				if (ss.ss_family == AF_INET)
					want = ntohs(((struct sockaddr_in *)&ss)
							 ->sin_port);
				else
					want =
					    ntohs(((struct sockaddr_in6 *)&ss)
						      ->sin6_port);
			}
		}
		if (i == srv->nsites) {
			for (i = 0; i < srv->nsites; i++) {
				s = &srv->sites[i];
				xasprintf(
				    &s->base, "http://%s:%d", s->addr, want);
			}
			*bound = want;
			return 0;
		}
		server_unbind(srv);
		if (port != 0 || i == 0)
			break;
	}
	xasprintf(cause, "cannot listen on %s:%d", srv->sites[i].addr, want);
	return -1;
}

static void
server_unbind(struct server *srv)
{
	size_t i;

	for (i = 0; i < srv->nsites; i++) {
		if (srv->sites[i].http != NULL)
			evhttp_free(srv->sites[i].http);
		srv->sites[i].http = NULL;
	}
}

static void
server_request_cb(struct evhttp_request *req, void *arg)
{
	struct site *s = arg;
	struct server *srv = s->srv;
	const struct evhttp_uri *uri;
	const char *raw, *upath;
	struct reply *r;
	struct rule *rule;
	struct timeval tv;
	char *path = NULL, *p;
	size_t len;

	r = xcalloc(1, sizeof(*r));
	r->start = util_monotonic();
	r->site = s;
	r->req = req;
	r->method = method_name(evhttp_request_get_command(req));
	if ((r->body = evbuffer_new()) == NULL)
		fatalx("evbuffer_new failed");

	/* The log keeps the request target, made safe for one line. */
	raw = evhttp_request_get_uri(req);
	r->logpath = xstrdup(raw != NULL && *raw != '\0' ? raw : "-");
	for (p = r->logpath; *p != '\0'; p++)
		if ((unsigned char)*p <= ' ' || *p == 0x7f)
			*p = '?';

	uri = evhttp_request_get_evhttp_uri(req);
	upath = uri != NULL ? evhttp_uri_get_path(uri) : NULL;
	if (upath == NULL || *upath == '\0')
		upath = "/";
	if ((path = evhttp_uridecode(upath, 0, &len)) == NULL)
		fatalx("evhttp_uridecode failed");
	if (strlen(path) != len)
		*path = '\0'; /* a NUL inside: unsafe, answered 404 */
	reply_build(r, path);
	reply_pace(r, path);
	rule = rule_find(s, RULE_DELAY, path);
	free(path);
	if (rule == NULL || rule->num == 0) {
		reply_send(r);
		return;
	}
	if ((r->timer = evtimer_new(srv->base, reply_timer_cb, r)) == NULL)
		fatalx("evtimer_new failed");
	tv.tv_sec = (time_t)(rule->num / 1000);
	tv.tv_usec = (suseconds_t)(rule->num % 1000) * 1000;
	evtimer_add(r->timer, &tv);
	TAILQ_INSERT_TAIL(&srv->pending, r, entry);
}

static void
reply_timer_cb(UNUSED evutil_socket_t fd, UNUSED short what, void *arg)
{
	struct reply *r = arg;

	reply_send(r);
}

/* Decide the status, headers and body of the answer to path. */
static void
reply_build(struct reply *r, const char *path)
{
	reply_add_rule_headers(r, path);
	/* Each of these answers when it applies, in this order. */
	if (reply_refuse(r, path) || reply_redirect(r, path) ||
	    reply_error_status(r, path) || reply_hostile(r, path) ||
	    reply_sized(r, path))
		return;
	reply_site_file(r, path);
}

/* Add the headers that the header and huge_headers rules ask for. */
static void
reply_add_rule_headers(struct reply *r, const char *path)
{
	struct evkeyvalq *out = evhttp_request_get_output_headers(r->req);
	struct rule *rule;

	TAILQ_FOREACH(rule, &r->site->rules, entry) {
		if (rule->kind == RULE_HEADER &&
		    (strcmp(rule->path, "*") == 0 ||
			strcmp(rule->path, path) == 0))
			evhttp_add_header(out, rule->arg, rule->value);
	}
	if ((rule = rule_find(r->site, RULE_HUGE_HEADERS, path)) != NULL)
		headers_add_huge(out, rule->num);
}

/* A 405 for a method other than GET and HEAD, a 404 for an unsafe path. */
static int
reply_refuse(struct reply *r, const char *path)
{
	struct evkeyvalq *out = evhttp_request_get_output_headers(r->req);
	enum evhttp_cmd_type cmd = evhttp_request_get_command(r->req);

	if (cmd != EVHTTP_REQ_GET && cmd != EVHTTP_REQ_HEAD) {
		r->status = 405;
		evhttp_add_header(out, "Allow", "GET, HEAD");
		evhttp_add_header(out, "Content-Type", "text/plain");
		evbuffer_add_printf(r->body, "method not allowed\n");
		return 1;
	}
	if (!path_is_safe(path)) {
		r->status = 404;
		evhttp_add_header(out, "Content-Type", "text/plain");
		evbuffer_add_printf(r->body, "not found\n");
		return 1;
	}
	return 0;
}

/* The answer of a redirect rule: 1 if there is one for path. */
static int
reply_redirect(struct reply *r, const char *path)
{
	struct site *s = r->site;
	struct evkeyvalq *out = evhttp_request_get_output_headers(r->req);
	struct rule *rule;
	char *loc;

	if ((rule = rule_find(s, RULE_REDIRECT, path)) == NULL)
		return 0;
	r->status = (int)rule->num;
	if (strncmp(rule->arg, "{BASE}", 6) == 0)
		xasprintf(&loc, "%s%s", s->base, rule->arg + 6);
	else
		loc = xstrdup(rule->arg);
	evhttp_add_header(out, "Location", loc);
	evhttp_add_header(out, "Content-Type", "text/plain");
	evbuffer_add_printf(r->body, "moved to %s\n", loc);
	free(loc);
	return 1;
}

/*
 * Apply the status and retry-after rules, each counting its use; 1 if
 * they make the answer an error page, 0 to go on with a 200.
 */
static int
reply_error_status(struct reply *r, const char *path)
{
	struct site *s = r->site;
	struct evkeyvalq *out = evhttp_request_get_output_headers(r->req);
	struct rule *rule;
	char secs[32];

	if ((rule = rule_find(s, RULE_STATUS, path)) != NULL) {
		r->status = (int)rule->num;
		if (rule->left > 0)
			rule->left--;
	}
	if ((rule = rule_find(s, RULE_RETRY_AFTER, path)) != NULL) {
		snprintf(secs, sizeof(secs), "%lld", rule->num);
		evhttp_add_header(out, "Retry-After", secs);
		if (rule->left > 0)
			rule->left--;
		if (r->status == 0)
			r->status = 503;
	}
	if (r->status == 0 || r->status == 200)
		return 0;
	evhttp_add_header(out, "Content-Type", "text/html");
	evbuffer_add_printf(r->body,
	    "<html><body><h1>%d</h1>"
	    "</body></html>\n",
	    r->status);
	return 1;
}

/* The page of a size rule, made up: 1 if there is one for path. */
static int
reply_sized(struct reply *r, const char *path)
{
	struct site *s = r->site;
	struct evkeyvalq *out = evhttp_request_get_output_headers(r->req);
	struct rule *rule;
	char chunk[4096];
	long long left;
	size_t n;

	if ((rule = rule_find(s, RULE_SIZE, path)) == NULL)
		return 0;
	r->status = 200;
	evhttp_add_header(out, "Content-Type", path_content_type(s, path));
	memset(chunk, 'x', sizeof(chunk));
	evbuffer_add_printf(r->body, "<html><body><p>");
	for (left = rule->num; left > 0; left -= (long long)n) {
		n = left < (long long)sizeof(chunk) ? (size_t)left
						    : sizeof(chunk);
		evbuffer_add(r->body, chunk, n);
	}
	return 1;
}

/* Serve the site's file at path, or for a missing robots.txt allow all. */
static void
reply_site_file(struct reply *r, const char *path)
{
	struct site *s = r->site;
	struct evkeyvalq *out = evhttp_request_get_output_headers(r->req);
	char *fspath;

	xasprintf(&fspath, "%s%s", s->dir, path);
	reply_file(r, fspath);
	free(fspath);
	if (r->status == 404 && strcmp(path, "/robots.txt") == 0) {
		/* RFC 9309: no robots.txt means everything is allowed. */
		evbuffer_drain(r->body, evbuffer_get_length(r->body));
		evhttp_remove_header(out, "Content-Type");
		r->status = 200;
		evhttp_add_header(out, "Content-Type", "text/plain");
		evbuffer_add_printf(r->body, "User-agent: *\nAllow: /\n");
	}
}

/* Serve the file at fspath (index.html for a directory), or a 404. */
static void
reply_file(struct reply *r, const char *fspath)
{
	struct site *s = r->site;
	struct evkeyvalq *in = evhttp_request_get_input_headers(r->req);
	struct evkeyvalq *out = evhttp_request_get_output_headers(r->req);
	struct stat st;
	struct buf b;
	const char *inm, *type;
	char *index = NULL, etag[64];
	int fd;

	if ((fd = open(fspath, O_RDONLY | O_NOFOLLOW)) != -1 &&
	    fstat(fd, &st) == 0 && S_ISDIR(st.st_mode)) {
		close(fd);
		xasprintf(&index, "%s/index.html", fspath);
		fspath = index;
		fd = open(fspath, O_RDONLY | O_NOFOLLOW);
	}
	if (fd == -1 || fstat(fd, &st) == -1 || !S_ISREG(st.st_mode) ||
	    st.st_size > HTTPD_MAX_FILE) {
		if (fd != -1)
			close(fd);
		free(index);
		r->status = 404;
		evhttp_add_header(out, "Content-Type", "text/plain");
		evbuffer_add_printf(r->body, "not found\n");
		return;
	}
	type = path_content_type(s, fspath);
	free(index);
	if (r->status == 0)
		r->status = 200;

	/* Validators let a client poll with conditional requests. */
	snprintf(etag, sizeof(etag), "\"%llx-%llx\"",
	    (unsigned long long)st.st_size, (unsigned long long)st.st_mtime);
	evhttp_add_header(out, "ETag", etag);
	evhttp_add_header(out, "Content-Type", type);
	if (r->status == 200 &&
	    (inm = evhttp_find_header(in, "If-None-Match")) != NULL &&
	    strstr(inm, etag) != NULL) {
		close(fd);
		r->status = 304;
		return;
	}

	buf_init(&b);
	fd_read_all(fd, &b, fspath);
	close(fd);
	if (strncmp(type, "text/", 5) == 0 || strstr(type, "xml") != NULL)
		body_add_expanded(r->body, s->base, b.data, b.len);
	else
		evbuffer_add(r->body, b.data, b.len);
	buf_free(&b);
}

/* Add data to body with every "{BASE}" replaced by base. */
static void
body_add_expanded(
    struct evbuffer *body, const char *base, const char *data, size_t len)
{
	const char *p, *end = data + len;

	while ((p = memmem(data, (size_t)(end - data), "{BASE}", 6)) != NULL) {
		evbuffer_add(body, data, (size_t)(p - data));
		evbuffer_add(body, base, strlen(base));
		data = p + 6;
	}
	evbuffer_add(body, data, (size_t)(end - data));
}

/*
 * The answers of the hostile rules that make the body (endless, the bombs,
 * binary): 1 if one did, 0 to go on with the ordinary ones.
 */
static int
reply_hostile(struct reply *r, const char *path)
{
	struct site *s = r->site;
	struct evkeyvalq *out = evhttp_request_get_output_headers(r->req);
	int get = evhttp_request_get_command(r->req) == EVHTTP_REQ_GET;
	const struct buf *blob;
	const char *type;
	struct rule *rule;
	char len[32];

	if ((rule = rule_find(s, RULE_ENDLESS, path)) != NULL) {
		r->status = 200;
		evhttp_add_header(
		    out, "Content-Type", path_content_type(s, path));
		(void)file_read_expanded(s, path, r->body);
		if (get) {
			r->streaming = 1;
			r->fill = FILL_COMMENT;
			r->left = -1;
			r->piece = HTTPD_ENDLESS_PIECE;
			r->interval = rule->num;
		}
		return 1;
	}
	if ((rule = rule_find(s, RULE_GZIP_BOMB, path)) != NULL ||
	    (rule = rule_find(s, RULE_ZSTD_BOMB, path)) != NULL ||
	    (rule = rule_find(s, RULE_RAW_GZIP, path)) != NULL) {
		blob = rule_blob(rule, s, path);
		r->status = 200;
		if (rule->kind != RULE_RAW_GZIP)
			type = path_content_type(s, path);
		else if ((type = rule->arg) == NULL)
			type = s->feed_type != NULL ? s->feed_type
						    : "application/rss+xml";
		evhttp_add_header(out, "Content-Type", type);
		if (rule->kind != RULE_RAW_GZIP)
			evhttp_add_header(out, "Content-Encoding",
			    rule->kind == RULE_GZIP_BOMB ? "gzip" : "zstd");
		evbuffer_add(r->body, blob->data, blob->len);
		return 1;
	}
	if ((rule = rule_find(s, RULE_BINARY, path)) != NULL) {
		r->status = 200;
		evhttp_add_header(out, "Content-Type", rule->arg);
		snprintf(len, sizeof(len), "%lld", rule->num);
		evhttp_add_header(out, "Content-Length", len);
		if (get) {
			r->streaming = 1;
			r->fill = FILL_RANDOM;
			r->left = rule->num;
			r->piece = HTTPD_PIECE;
			r->seed = 0x9e3779b9;
		}
		return 1;
	}
	return 0;
}

/* A trickle rule sends the body of a 200 slowly, a piece at a time. */
static void
reply_pace(struct reply *r, const char *path)
{
	struct evkeyvalq *out = evhttp_request_get_output_headers(r->req);
	struct rule *rule;
	char len[32];

	if (r->status != 200 ||
	    evhttp_request_get_command(r->req) != EVHTTP_REQ_GET ||
	    (rule = rule_find(r->site, RULE_TRICKLE, path)) == NULL)
		return;
	if (!r->streaming) {
		/* All of it is there: say how long it is, as servers do. */
		snprintf(len, sizeof(len), "%zu", evbuffer_get_length(r->body));
		evhttp_add_header(out, "Content-Length", len);
		r->streaming = 1;
		r->fill = FILL_NONE;
		r->left = 0;
	}
	if (rule->num >= 1000 / HTTPD_TRICKLE_MS) {
		r->interval = HTTPD_TRICKLE_MS;
		r->piece = (size_t)(rule->num * HTTPD_TRICKLE_MS / 1000);
	} else {
		r->interval = 1000 / rule->num;
		r->piece = 1;
	}
}

/* Hand the answer to libevent, log it and forget it. */
static void
reply_send(struct reply *r)
{
	struct server *srv = r->site->srv;

	if (r->timer != NULL) {
		TAILQ_REMOVE(&srv->pending, r, entry);
		event_free(r->timer);
		r->timer = NULL;
	}
	if (r->streaming) {
		reply_stream_start(r);
		return;
	}
	if (r->status == 304)
		evhttp_send_reply(r->req, r->status, NULL, NULL);
	else
		evhttp_send_reply(r->req, r->status, NULL, r->body);
	reply_log(r);
	reply_free(r);
}

/*
 * Send the status and headers, then the body a piece at a time: paced by
 * a timer, or each piece once the one before has left.
 */
static void
reply_stream_start(struct reply *r)
{
	struct server *srv = r->site->srv;

	TAILQ_INSERT_TAIL(&srv->streams, r, entry);
	evhttp_connection_set_closecb(
	    evhttp_request_get_connection(r->req), reply_closed_cb, r);
	evhttp_send_reply_start(r->req, r->status, NULL);
	if (r->interval > 0 &&
	    (r->timer = evtimer_new(srv->base, reply_pace_cb, r)) == NULL)
		fatalx("evtimer_new failed");
	reply_pump(r);
}

/* Send the next piece, or end the body when there is no more. */
static void
reply_pump(struct reply *r)
{
	struct evbuffer *piece;
	struct timeval tv;

	if (evbuffer_get_length(r->body) == 0 && r->left != 0)
		reply_fill(r);
	if (evbuffer_get_length(r->body) == 0) {
		reply_stream_end(r, 0);
		return;
	}
	if ((piece = evbuffer_new()) == NULL)
		fatalx("evbuffer_new failed");
	evbuffer_remove_buffer(r->body, piece, r->piece);
	r->pieces++;
	if (r->interval == 0) {
		evhttp_send_reply_chunk_with_cb(
		    r->req, piece, reply_drained_cb, r);
	} else {
		evhttp_send_reply_chunk(r->req, piece);
		tv.tv_sec = (time_t)(r->interval / 1000);
		tv.tv_usec = (suseconds_t)(r->interval % 1000) * 1000;
		evtimer_add(r->timer, &tv);
	}
	evbuffer_free(piece);
}

/* Make the next bytes of a body that is made as it goes. */
static void
reply_fill(struct reply *r)
{
	unsigned char data[HTTPD_PIECE];
	size_t i, n;

	switch (r->fill) {
	case FILL_RANDOM:
		n = r->left < (long long)sizeof(data) ? (size_t)r->left
						      : sizeof(data);
		for (i = 0; i < n; i++) {
			/* xorshift32: cheap, and no compressor shrinks it */
			r->seed ^= r->seed << 13;
			r->seed ^= r->seed >> 17;
			r->seed ^= r->seed << 5;
			data[i] = (unsigned char)(r->seed >> 24);
		}
		evbuffer_add(r->body, data, n);
		r->left -= (long long)n;
		break;
	case FILL_COMMENT:
		/* A comment is nothing in HTML and in XML alike. */
		n = (size_t)snprintf((char *)data, sizeof(data),
		    "<!-- endless %llu ", r->pieces);
		memset(data + n, 'x', HTTPD_ENDLESS_PIECE - n - 5);
		memcpy(data + HTTPD_ENDLESS_PIECE - 5, " -->\n", 5);
		evbuffer_add(r->body, data, HTTPD_ENDLESS_PIECE);
		break;
	case FILL_NONE:
		r->left = 0;
		break;
	}
}

static void
reply_drained_cb(UNUSED struct evhttp_connection *evcon, void *arg)
{
	reply_pump(arg);
}

static void
reply_pace_cb(UNUSED evutil_socket_t fd, UNUSED short what, void *arg)
{
	reply_pump(arg);
}

/* The connection of a streamed body is going: the client hung up. */
static void
reply_closed_cb(UNUSED struct evhttp_connection *evcon, void *arg)
{
	reply_stream_end(arg, 1);
}

/*
 * End a streamed body, log it and forget it.  When the client hung up,
 * libevent has let go of a request whose answer was unfinished (it has no
 * connection any more): ending it is what frees it.
 */
static void
reply_stream_end(struct reply *r, int hungup)
{
	struct server *srv = r->site->srv;
	struct evhttp_connection *evcon;

	TAILQ_REMOVE(&srv->streams, r, entry);
	if (r->timer != NULL) {
		event_free(r->timer);
		r->timer = NULL;
	}
	evcon = evhttp_request_get_connection(r->req);
	if (evcon != NULL)
		evhttp_connection_set_closecb(evcon, NULL, NULL);
	if (evcon == NULL || !hungup)
		evhttp_send_reply_end(r->req);
	reply_log(r);
	reply_free(r);
}

static void
reply_log(struct reply *r)
{
	struct server *srv = r->site->srv;

	fprintf(srv->log, "%lld %lld %s %s %s %d\n", (long long)r->start,
	    (long long)util_monotonic(), r->site->addr, r->method, r->logpath,
	    r->status);
	fflush(srv->log);
}

static void
reply_free(struct reply *r)
{
	if (r == NULL)
		return;
	evbuffer_free(r->body);
	free(r->logpath);
	free(r);
}

/* The first rule of kind for path; a counted rule applies while it lasts. */
static struct rule *
rule_find(struct site *s, enum rule_kind kind, const char *path)
{
	struct rule *r;

	TAILQ_FOREACH(r, &s->rules, entry) {
		if (r->kind != kind || r->left == 0)
			continue;
		if (strcmp(r->path, "*") == 0 || strcmp(r->path, path) == 0)
			return r;
	}
	return NULL;
}

/*
 * The body of a bomb rule, made once: the site's file at path with
 * rule->num spaces in place of its "{PAD}", compressed.
 */
static const struct buf *
rule_blob(struct rule *rule, struct site *s, const char *path)
{
	struct evbuffer *file;
	struct buf text;
	char *pad;
	size_t at, len;

	if (rule->has_blob)
		return &rule->blob;
	if ((file = evbuffer_new()) == NULL)
		fatalx("evbuffer_new failed");
	(void)file_read_expanded(s, path, file);
	buf_init(&text);
	buf_add(&text, "", 0);
	if ((len = evbuffer_get_length(file)) > 0)
		buf_add(&text, evbuffer_pullup(file, -1), len);
	evbuffer_free(file);
	at = text.len;
	if ((pad = memmem(text.data, text.len, "{PAD}", 5)) != NULL) {
		at = (size_t)(pad - text.data);
		memmove(pad, pad + 5, text.len - at - 5);
		text.len -= 5;
	}
	if (rule->kind == RULE_ZSTD_BOMB)
		zstd_make(&rule->blob, &text, at, rule->num);
	else
		gzip_make(&rule->blob, &text, at, rule->num);
	buf_free(&text);
	rule->has_blob = 1;
	return &rule->blob;
}

/*
 * About bytes of response headers, counted as sent ("Name: value\r\n"):
 * one of half of them, then as many of HTTPD_HEADER_PIECE bytes as make
 * up the rest.
 */
static void
headers_add_huge(struct evkeyvalq *out, long long bytes)
{
	char name[32], *value;
	size_t half = (size_t)(bytes / 2), n, i;
	long long sent = 0;

	value = xmalloc(half + HTTPD_HEADER_PIECE + 1);
	if (half > 0) {
		memset(value, 'h', half);
		value[half] = '\0';
		evhttp_add_header(out, "X-Huge", value);
		sent = (long long)(half + strlen("X-Huge: \r\n"));
	}
	for (i = 0; sent < bytes; i++) {
		n = (size_t)snprintf(name, sizeof(name), "X-Pad-%zu", i);
		n = HTTPD_HEADER_PIECE - n - strlen(": \r\n");
		memset(value, 'p', n);
		value[n] = '\0';
		evhttp_add_header(out, name, value);
		sent += HTTPD_HEADER_PIECE;
	}
	free(value);
}

/*
 * gzip (RFC 1952) of the text before at, pad spaces, the text from at on:
 * deflated a piece at a time, never holding what it inflates to.
 */
static void
gzip_make(struct buf *out, const struct buf *text, size_t at, long long pad)
{
	char spaces[HTTPD_PIECE];
	z_stream z;
	size_t n;

	memset(&z, 0, sizeof(z));
	if (deflateInit2(&z, Z_BEST_COMPRESSION, Z_DEFLATED, 16 + MAX_WBITS, 9,
		Z_DEFAULT_STRATEGY) != Z_OK)
		fatalx("deflateInit2 failed");
	gzip_feed(&z, out, text->data, at, Z_NO_FLUSH);
	memset(spaces, ' ', sizeof(spaces));
	for (; pad > 0; pad -= (long long)n) {
		n = pad < (long long)sizeof(spaces) ? (size_t)pad
						    : sizeof(spaces);
		gzip_feed(&z, out, spaces, n, Z_NO_FLUSH);
	}
	gzip_feed(&z, out, text->data + at, text->len - at, Z_FINISH);
	deflateEnd(&z);
}

static void
gzip_feed(z_stream *z, struct buf *out, const void *data, size_t len, int flush)
{
	unsigned char chunk[HTTPD_PIECE];
	int rc;

	z->next_in = (unsigned char *)(uintptr_t)data;
	z->avail_in = (uInt)len;
	do {
		z->next_out = chunk;
		z->avail_out = sizeof(chunk);
		if ((rc = deflate(z, flush)) == Z_STREAM_ERROR)
			fatalx("deflate failed");
		buf_add(out, chunk, sizeof(chunk) - z->avail_out);
	} while (
	    z->avail_out == 0 || (flush == Z_FINISH && rc != Z_STREAM_END));
}

/*
 * A zstd frame (RFC 8878) that inflates as gzip_make's does: the text in
 * raw blocks around the spaces in RLE blocks, 4 bytes for each 128 KB.
 * Written by hand: no library needed, and smaller than an encoder's.
 */
static void
zstd_make(struct buf *out, const struct buf *text, size_t at, long long pad)
{
	/* Magic; no content size, no checksum; a window of 2^(10 + 7). */
	static const unsigned char head[] = { 0x28, 0xb5, 0x2f, 0xfd, 0x00,
		0x38 };
	size_t last = SIZE_MAX, n;

	buf_add(out, head, sizeof(head));
	zstd_add_raw(out, text->data, at, &last);
	for (; pad > 0; pad -= (long long)n) {
		n = pad < HTTPD_ZSTD_BLOCK ? (size_t)pad : HTTPD_ZSTD_BLOCK;
		last = out->len;
		zstd_add_block(out, 1, n);
		buf_addc(out, ' ');
	}
	zstd_add_raw(out, text->data + at, text->len - at, &last);
	if (last == SIZE_MAX) {
		last = out->len;
		zstd_add_block(out, 0, 0);
	}
	out->data[last] |= 1; /* Last_Block */
}

/* Raw blocks of data; *last is where the header of the last one is. */
static void
zstd_add_raw(struct buf *out, const char *data, size_t len, size_t *last)
{
	size_t n;

	for (; len > 0; data += n, len -= n) {
		n = len < HTTPD_ZSTD_BLOCK ? len : HTTPD_ZSTD_BLOCK;
		*last = out->len;
		zstd_add_block(out, 0, n);
		buf_add(out, data, n);
	}
}

/* A block header: 3 bytes, little-endian: size, type (0 raw, 1 RLE). */
static void
zstd_add_block(struct buf *out, int type, size_t size)
{
	uint32_t h = (uint32_t)size << 3 | (uint32_t)type << 1;

	buf_addc(out, (char)(h & 0xff));
	buf_addc(out, (char)((h >> 8) & 0xff));
	buf_addc(out, (char)((h >> 16) & 0xff));
}

/* Add the site's file at path to body, {BASE} expanded: 0, or -1. */
static int
file_read_expanded(struct site *s, const char *path, struct evbuffer *body)
{
	struct stat st;
	struct buf b;
	char *fspath;
	int fd;

	xasprintf(&fspath, "%s%s", s->dir, path);
	fd = open(fspath, O_RDONLY | O_NOFOLLOW);
	if (fd == -1 || fstat(fd, &st) == -1 || !S_ISREG(st.st_mode) ||
	    st.st_size > HTTPD_MAX_FILE) {
		if (fd != -1)
			close(fd);
		free(fspath);
		return -1;
	}
	buf_init(&b);
	fd_read_all(fd, &b, fspath);
	close(fd);
	free(fspath);
	body_add_expanded(body, s->base, b.data, b.len);
	buf_free(&b);
	return 0;
}

/* Read what is left of fd into b (logging an error: what is fd). */
static void
fd_read_all(int fd, struct buf *b, const char *what)
{
	char data[8192];
	ssize_t n;

	buf_add(b, "", 0);
	while ((n = read(fd, data, sizeof(data))) > 0)
		buf_add(b, data, (size_t)n);
	if (n == -1)
		log_warn("read %s", what);
}

/*
 * An absolute path with no "." or ".." segment, no hidden file and not
 * one of the site's control files.
 */
static int
path_is_safe(const char *path)
{
	static const char *control[] = { "/charset", "/feed-type", "/behaviour",
		"/expected.jsonl", "/unlisted.jsonl" };
	const char *p;
	size_t i;

	if (*path != '/' || strchr(path, '\\') != NULL)
		return 0;
	for (p = path; (p = strchr(p, '/')) != NULL; p++)
		if (p[1] == '.')
			return 0;
	for (i = 0; i < NELEM(control); i++)
		if (strcmp(path, control[i]) == 0)
			return 0;
	return 1;
}

static const char *
path_content_type(struct site *s, const char *path)
{
	static const struct {
		const char *ext;
		const char *type;
	} types[] = {
		{ ".txt", "text/plain" },
		{ ".css", "text/css" },
		{ ".js", "text/javascript" },
		{ ".json", "application/json" },
		{ ".png", "image/png" },
		{ ".jpg", "image/jpeg" },
		{ ".gif", "image/gif" },
	};
	static char html[128];
	const char *dot, *slash;
	size_t i;

	slash = strrchr(path, '/');
	dot = strrchr(path, '.');
	if (dot == NULL || (slash != NULL && dot < slash))
		dot = "";
	if (strcmp(dot, ".xml") == 0 || strcmp(dot, ".rss") == 0 ||
	    strcmp(dot, ".atom") == 0 || strcmp(dot, ".rdf") == 0)
		return s->feed_type != NULL ? s->feed_type
					    : "application/rss+xml";
	if (strcmp(dot, ".html") == 0 || strcmp(dot, ".htm") == 0 ||
	    strcmp(dot, ".shtml") == 0 || *dot == '\0') {
		if (s->charset == NULL)
			return "text/html";
		snprintf(
		    html, sizeof(html), "text/html; charset=%s", s->charset);
		return html;
	}
	for (i = 0; i < NELEM(types); i++)
		if (strcmp(dot, types[i].ext) == 0)
			return types[i].type;
	return "application/octet-stream";
}

static const char *
method_name(enum evhttp_cmd_type cmd)
{
	switch (cmd) {
	case EVHTTP_REQ_GET:
		return "GET";
	case EVHTTP_REQ_POST:
		return "POST";
	case EVHTTP_REQ_HEAD:
		return "HEAD";
	case EVHTTP_REQ_PUT:
		return "PUT";
	case EVHTTP_REQ_DELETE:
		return "DELETE";
	case EVHTTP_REQ_OPTIONS:
		return "OPTIONS";
	case EVHTTP_REQ_TRACE:
		return "TRACE";
	case EVHTTP_REQ_CONNECT:
		return "CONNECT";
	case EVHTTP_REQ_PATCH:
		return "PATCH";
	}
	return "OTHER";
}
