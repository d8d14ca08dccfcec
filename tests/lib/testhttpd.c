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
 * PATH "*" matches every path.  Each request is logged, one line flushed
 * as it is answered, as "START_MS END_MS HOST METHOD PATH STATUS" with
 * monotonic milliseconds for when the request arrived and when its answer
 * was handed to the network.  When every address listens, "PORT\n" is
 * written to the ready file.  SIGTERM and SIGINT stop the server, which
 * frees everything on the way out.
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

#include "log.h"
#include "util.h"

#define HTTPD_MAX_FILE (64 * 1024 * 1024)
#define HTTPD_MAX_SIZE (1024LL * 1024 * 1024)
#define HTTPD_MAX_DELAY (10 * 60 * 1000)
#define HTTPD_BIND_TRIES 20

enum rule_kind {
	RULE_DELAY,
	RULE_STATUS,
	RULE_RETRY_AFTER,
	RULE_REDIRECT,
	RULE_HEADER,
	RULE_SIZE,
};

struct rule {
	enum rule_kind kind;
	char *path;     /* "*" for every path */
	long long num;  /* ms, status, seconds, bytes */
	long long left; /* times left to apply; -1 for always */
	char *arg;      /* redirect target; header name */
	char *value;    /* header value */
	TAILQ_ENTRY(rule) entry;
};
TAILQ_HEAD(rules, rule);

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

/* A request being answered, kept while its delay runs. */
struct reply {
	struct site *site;
	struct evhttp_request *req;
	int64_t start;
	const char *method;
	char *logpath;
	int status;
	struct evbuffer *body;
	struct event *timer;
	TAILQ_ENTRY(reply) entry;
};
TAILQ_HEAD(replies, reply);

struct server {
	struct event_base *base;
	FILE *log;
	struct site *sites;
	size_t nsites;
	struct replies pending;
};

static void usage(void) __attribute__((noreturn));
static int site_load(struct site *, const char *, char **);
static int site_load_rules(struct site *, const char *, char **);
static void site_free(struct site *);
static char *file_read_line(const char *);
static int server_bind(struct server *, int, int *, char **);
static void server_unbind(struct server *);
static void server_request_cb(struct evhttp_request *, void *);
static void reply_build(struct reply *, const char *);
static void reply_file(struct reply *, const char *);
static void reply_send(struct reply *);
static void reply_timer_cb(evutil_socket_t, short, void *);
static void reply_free(struct reply *);
static struct rule *rule_find(struct site *, enum rule_kind, const char *);
static int path_is_safe(const char *);
static const char *path_content_type(struct site *, const char *);
static void body_add_expanded(struct reply *, const char *, size_t);
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
	static const struct option longopts[] = {
		{ "log", required_argument, NULL, 'l' },
		{ "ready", required_argument, NULL, 'r' },
		{ "port", required_argument, NULL, 'p' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	struct server srv;
	struct event *sigterm, *sigint;
	const char *logpath = NULL, *readypath = NULL;
	char *cause = NULL;
	long long port = 0;
	int ch, bound;
	size_t i;

	log_init("testhttpd", 0);
	while (
	    (ch = getopt_long(argc, argv, "l:r:p:h", longopts, NULL)) != -1) {
		switch (ch) {
		case 'l':
			logpath = optarg;
			break;
		case 'r':
			readypath = optarg;
			break;
		case 'p':
			if (util_parse_int(optarg, 0, 65535, &port, &cause) ==
			    -1)
				fatalx("--port: %s", cause);
			break;
		default:
			usage();
		}
	}
	argc -= optind;
	argv += optind;
	if (argc == 0)
		usage();

	memset(&srv, 0, sizeof(srv));
	TAILQ_INIT(&srv.pending);
	if (signal(SIGPIPE, SIG_IGN) == SIG_ERR)
		fatal("signal");
	if (logpath == NULL)
		srv.log = stdout;
	else if ((srv.log = fopen(logpath, "a")) == NULL)
		fatal("%s", logpath);

	srv.nsites = (size_t)argc;
	srv.sites = xcalloc(srv.nsites, sizeof(*srv.sites));
	for (i = 0; i < srv.nsites; i++) {
		srv.sites[i].srv = &srv;
		TAILQ_INIT(&srv.sites[i].rules);
		if (site_load(&srv.sites[i], argv[i], &cause) == -1)
			fatalx("%s", cause);
	}

	if ((srv.base = event_base_new()) == NULL)
		fatalx("event_base_new failed");
	if (server_bind(&srv, (int)port, &bound, &cause) == -1)
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

	/* Answer what is still waiting, so that no request is left behind. */
	while (!TAILQ_EMPTY(&srv.pending))
		reply_send(TAILQ_FIRST(&srv.pending));
	server_unbind(&srv);
	event_free(sigterm);
	event_free(sigint);
	for (i = 0; i < srv.nsites; i++)
		site_free(&srv.sites[i]);
	free(srv.sites);
	event_base_free(srv.base);
	libevent_global_shutdown();
	if (srv.log != stdout)
		fclose(srv.log);
	return 0;
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

/* Parse "ADDR=DIR" and read the site's optional control files. */
static int
site_load(struct site *s, const char *spec, char **cause)
{
	const char *eq;
	char *path;
	struct stat st;

	if ((eq = strchr(spec, '=')) == NULL || eq == spec || eq[1] == '\0') {
		xasprintf(cause, "%s: site must read ADDR=DIR", spec);
		return -1;
	}
	s->addr = xstrndup(spec, (size_t)(eq - spec));
	s->dir = xstrdup(eq + 1);
	if (stat(s->dir, &st) == -1 || !S_ISDIR(st.st_mode)) {
		xasprintf(cause, "%s: not a directory", s->dir);
		return -1;
	}
	xasprintf(&path, "%s/charset", s->dir);
	s->charset = file_read_line(path);
	free(path);
	xasprintf(&path, "%s/feed-type", s->dir);
	s->feed_type = file_read_line(path);
	free(path);
	xasprintf(&path, "%s/behaviour", s->dir);
	if (site_load_rules(s, path, cause) == -1) {
		free(path);
		return -1;
	}
	free(path);
	return 0;
}

/* The first line of a small file, trimmed; NULL if absent or empty. */
static char *
file_read_line(const char *path)
{
	FILE *f;
	char line[256];

	if ((f = fopen(path, "r")) == NULL)
		return NULL;
	if (fgets(line, sizeof(line), f) == NULL) {
		fclose(f);
		return NULL;
	}
	fclose(f);
	util_trim(line);
	if (*line == '\0')
		return NULL;
	return xstrdup(line);
}

static int
site_load_rules(struct site *s, const char *path, char **cause)
{
	static const struct {
		const char *name;
		enum rule_kind kind;
		long long min, max;
	} kinds[] = {
		{ "delay_ms", RULE_DELAY, 0, HTTPD_MAX_DELAY },
		{ "status", RULE_STATUS, 100, 599 },
		{ "retry-after", RULE_RETRY_AFTER, 0, 86400 },
		{ "redirect", RULE_REDIRECT, 300, 399 },
		{ "header", RULE_HEADER, 0, 0 },
		{ "size", RULE_SIZE, 0, HTTPD_MAX_SIZE },
	};
	FILE *f;
	char line[1024], *words[4], *p, *rest, *err = NULL;
	struct rule *r;
	size_t k, nw;
	int lineno = 0;

	if ((f = fopen(path, "r")) == NULL)
		return 0;
	while (fgets(line, sizeof(line), f) != NULL) {
		lineno++;
		if ((p = strchr(line, '#')) != NULL)
			*p = '\0';
		util_trim(line);
		if (*line == '\0')
			continue;
		/* The header rule keeps the rest of the line as its value. */
		nw = 0;
		rest = line;
		while (
		    nw < NELEM(words) && (p = strsep(&rest, " \t")) != NULL) {
			if (*p == '\0')
				continue;
			words[nw++] = p;
			if (nw == 2 && strcmp(words[0], "header") == 0)
				break;
		}
		if (rest != NULL && strcmp(words[0], "header") != 0) {
			rest += strspn(rest, " \t");
			if (*rest != '\0') {
				xasprintf(cause, "%s:%d: too many words", path,
				    lineno);
				goto fail;
			}
		}
		for (k = 0; k < NELEM(kinds); k++)
			if (strcmp(words[0], kinds[k].name) == 0)
				break;
		if (k == NELEM(kinds) || nw < 2) {
			xasprintf(cause, "%s:%d: unknown rule", path, lineno);
			goto fail;
		}
		r = xcalloc(1, sizeof(*r));
		r->kind = kinds[k].kind;
		r->left = -1;
		TAILQ_INSERT_TAIL(&s->rules, r, entry);
		if (r->kind == RULE_DELAY && nw == 2) {
			r->path = xstrdup("*");
			if (util_parse_int(words[1], kinds[k].min, kinds[k].max,
				&r->num, &err) == -1)
				goto bad;
			continue;
		}
		r->path = xstrdup(words[1]);
		if (r->kind == RULE_HEADER) {
			if (rest == NULL || (p = strchr(rest, ':')) == NULL) {
				xasprintf(&err, "header needs NAME: VALUE");
				goto bad;
			}
			*p++ = '\0';
			r->arg = xstrdup(util_trim(rest));
			r->value = xstrdup(util_trim(p));
			continue;
		}
		if (r->kind == RULE_REDIRECT) {
			if (nw < 3) {
				xasprintf(&err, "redirect needs a target");
				goto bad;
			}
			r->arg = xstrdup(words[2]);
			r->num = 301;
			if (nw == 4 &&
			    util_parse_int(words[3], kinds[k].min, kinds[k].max,
				&r->num, &err) == -1)
				goto bad;
			continue;
		}
		if (nw < 3) {
			xasprintf(&err, "%s needs a number", words[0]);
			goto bad;
		}
		if (util_parse_int(words[2], kinds[k].min, kinds[k].max,
			&r->num, &err) == -1)
			goto bad;
		if (nw == 4) {
			if (r->kind != RULE_STATUS &&
			    r->kind != RULE_RETRY_AFTER) {
				xasprintf(&err, "too many words");
				goto bad;
			}
			if (util_parse_int(
				words[3], 1, 1000000, &r->left, &err) == -1)
				goto bad;
		}
	}
	fclose(f);
	return 0;
bad:
	xasprintf(cause, "%s:%d: %s: %s", path, lineno, words[0], err);
	free(err);
fail:
	fclose(f);
	return -1;
}

static void
site_free(struct site *s)
{
	struct rule *r, *tr;

	TAILQ_FOREACH_SAFE(r, &s->rules, entry, tr) {
		TAILQ_REMOVE(&s->rules, r, entry);
		free(r->path);
		free(r->arg);
		free(r->value);
		free(r);
	}
	free(s->addr);
	free(s->dir);
	free(s->base);
	free(s->charset);
	free(s->feed_type);
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
	struct site *s = r->site;
	struct evkeyvalq *out = evhttp_request_get_output_headers(r->req);
	enum evhttp_cmd_type cmd = evhttp_request_get_command(r->req);
	struct rule *rule;
	char *loc, *fspath, chunk[4096];
	long long left;
	size_t n;

	TAILQ_FOREACH(rule, &s->rules, entry) {
		if (rule->kind == RULE_HEADER &&
		    (strcmp(rule->path, "*") == 0 ||
			strcmp(rule->path, path) == 0))
			evhttp_add_header(out, rule->arg, rule->value);
	}
	if (cmd != EVHTTP_REQ_GET && cmd != EVHTTP_REQ_HEAD) {
		r->status = 405;
		evhttp_add_header(out, "Allow", "GET, HEAD");
		evhttp_add_header(out, "Content-Type", "text/plain");
		evbuffer_add_printf(r->body, "method not allowed\n");
		return;
	}
	if (!path_is_safe(path)) {
		r->status = 404;
		evhttp_add_header(out, "Content-Type", "text/plain");
		evbuffer_add_printf(r->body, "not found\n");
		return;
	}
	if ((rule = rule_find(s, RULE_REDIRECT, path)) != NULL) {
		r->status = (int)rule->num;
		if (strncmp(rule->arg, "{BASE}", 6) == 0)
			xasprintf(&loc, "%s%s", s->base, rule->arg + 6);
		else
			loc = xstrdup(rule->arg);
		evhttp_add_header(out, "Location", loc);
		evhttp_add_header(out, "Content-Type", "text/plain");
		evbuffer_add_printf(r->body, "moved to %s\n", loc);
		free(loc);
		return;
	}
	if ((rule = rule_find(s, RULE_STATUS, path)) != NULL) {
		r->status = (int)rule->num;
		if (rule->left > 0)
			rule->left--;
	}
	if ((rule = rule_find(s, RULE_RETRY_AFTER, path)) != NULL) {
		char secs[32];

		snprintf(secs, sizeof(secs), "%lld", rule->num);
		evhttp_add_header(out, "Retry-After", secs);
		if (rule->left > 0)
			rule->left--;
		if (r->status == 0)
			r->status = 503;
	}
	if (r->status != 0 && r->status != 200) {
		evhttp_add_header(out, "Content-Type", "text/html");
		evbuffer_add_printf(r->body,
		    "<html><body><h1>%d</h1>"
		    "</body></html>\n",
		    r->status);
		return;
	}
	if ((rule = rule_find(s, RULE_SIZE, path)) != NULL) {
		r->status = 200;
		evhttp_add_header(
		    out, "Content-Type", path_content_type(s, path));
		memset(chunk, 'x', sizeof(chunk));
		evbuffer_add_printf(r->body, "<html><body><p>");
		for (left = rule->num; left > 0; left -= (long long)n) {
			n = left < (long long)sizeof(chunk) ? (size_t)left
							    : sizeof(chunk);
			evbuffer_add(r->body, chunk, n);
		}
		return;
	}
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
	char *index = NULL, etag[64], data[8192];
	ssize_t n;
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
	while ((n = read(fd, data, sizeof(data))) > 0)
		buf_add(&b, data, (size_t)n);
	if (n == -1)
		log_warn("read %s", fspath);
	close(fd);
	if (strncmp(type, "text/", 5) == 0 || strstr(type, "xml") != NULL)
		body_add_expanded(r, b.data, b.len);
	else
		evbuffer_add(r->body, b.data, b.len);
	buf_free(&b);
}

/* Add data to the body with every "{BASE}" replaced by the site's base. */
static void
body_add_expanded(struct reply *r, const char *data, size_t len)
{
	const char *p, *end = data + len;

	while ((p = memmem(data, (size_t)(end - data), "{BASE}", 6)) != NULL) {
		evbuffer_add(r->body, data, (size_t)(p - data));
		evbuffer_add(r->body, r->site->base, strlen(r->site->base));
		data = p + 6;
	}
	evbuffer_add(r->body, data, (size_t)(end - data));
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
	if (r->status == 304)
		evhttp_send_reply(r->req, r->status, NULL, NULL);
	else
		evhttp_send_reply(r->req, r->status, NULL, r->body);
	fprintf(srv->log, "%lld %lld %s %s %s %d\n", (long long)r->start,
	    (long long)util_monotonic(), r->site->addr, r->method, r->logpath,
	    r->status);
	fflush(srv->log);
	reply_free(r);
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
