/* SPDX-License-Identifier: ISC */
/*
 * test-hostq: politeness against in-process libevent HTTP servers on
 * 127.0.0.2 and 127.0.0.3 (two hosts) and 127.0.0.1 (the address of
 * "localhost": two names), which log when each request arrived and
 * when its response was sent.
 */
#include "config.h"

#include <errno.h>
#include <netinet/in.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>

#include <event2/buffer.h>
#include <event2/event.h>
#include <event2/http.h>

#include "conf.h"
#include "db.h"
#include "hostq.h"
#include "http.h"
#include "store.h"
#include "util.h"

#include "../lib/t.h"

#define NHOSTS 3
#define MAXLOG 64

/* One request as the servers saw it. */
struct arrival {
	int host; /* 0: 127.0.0.2, 1: 127.0.0.3, 2: 127.0.0.1 */
	int64_t at;
	int64_t replied; /* 0 until the response is sent */
	char path[96];
};

struct server {
	int id;
	struct evhttp *eh;
	int port;
};

/* A reply the server sends later. */
struct delayed {
	struct evhttp_request *req;
	struct event *ev;
	int idx;        /* into arrivals */
	int is_chunked; /* headers sent: only the end is late */
	TAILQ_ENTRY(delayed) entry;
};

static struct event_base *base;
static struct conf conf;
static struct http *http;
static struct hostq *hq;
static struct server servers[NHOSTS];
static struct arrival arrivals[MAXLOG];
static int narrivals;
/* robots.txt requests, apart: the politeness tests count the others. */
static struct arrival robots_log[MAXLOG];
static int nrobots;
static const char *robots_body[NHOSTS]; /* NULL: an empty 200 */
static TAILQ_HEAD(, delayed) delayed_replies;
static const char *addrs[NHOSTS] = { "127.0.0.2", "127.0.0.3", "127.0.0.1" };

/* One request of a test and what its callback got. */
struct tag {
	int calls;
	int order; /* completion rank, from 1 */
	long status;
	int is_final;
	int redirects;
	int permanent;
	char final_url[96];
	char *error;
	char data[32];
	int64_t started; /* as http reports it */
	char path[96];   /* unique within a test */
};
static int ncompleted;

static void
reply(struct evhttp_request *req, int idx)
{
	struct evbuffer *b = evbuffer_new();

	evbuffer_add(b, arrivals[idx].path, strlen(arrivals[idx].path));
	arrivals[idx].replied = util_monotonic();
	evhttp_send_reply(req, 200, "OK", b);
	evbuffer_free(b);
}

static void
delayed_cb(UNUSED evutil_socket_t fd, UNUSED short what, void *arg)
{
	struct delayed *d = arg;

	TAILQ_REMOVE(&delayed_replies, d, entry);
	if (d->is_chunked) {
		arrivals[d->idx].replied = util_monotonic();
		evhttp_send_reply_end(d->req);
	} else
		reply(d->req, d->idx);
	event_free(d->ev);
	free(d);
}

/*
 * "/d/N/anything": answer after N ms; "/s/N": answer at once but end the
 * body N ms later; "/busy...": 503; "/to/H/CODE/rest": CODE to /rest on
 * host H; "/loop": 302 to itself; "/ftp": 302 to an ftp URL; "/deny"
 * and "/deny/...": 403; anything else: at once.
 */
/* Redirects and refusals; 1 if req was answered. */
static int
server_special(struct server *s, struct evhttp_request *req, struct arrival *a)
{
	struct evkeyvalq *out = evhttp_request_get_output_headers(req);
	char loc[160];
	int host, code, n = 0;

	(void)s;
	if (sscanf(a->path, "/to/%d/%d/%n", &host, &code, &n) == 2 && n > 0 &&
	    host >= 0 && host < NHOSTS) {
		snprintf(loc, sizeof(loc), "http://%s:%d/%s", addrs[host],
		    servers[host].port, a->path + n);
		evhttp_add_header(out, "Location", loc);
	} else if (strcmp(a->path, "/loop") == 0) {
		code = 302;
		evhttp_add_header(out, "Location", "/loop");
	} else if (strcmp(a->path, "/ftp") == 0) {
		code = 302;
		evhttp_add_header(out, "Location", "ftp://127.0.0.2/x");
	} else if (strcmp(a->path, "/deny") == 0 ||
	    strncmp(a->path, "/deny/", 6) == 0) {
		code = 403;
	} else
		return 0;
	a->replied = util_monotonic();
	evhttp_send_reply(req, code, "Special", NULL);
	return 1;
}

static void
server_cb(struct evhttp_request *req, void *arg)
{
	struct server *s = arg;
	struct arrival *a;
	struct evbuffer *b;
	struct delayed *d;
	struct timeval tv;
	char *v;
	int ms = 0, idx;

	if (strcmp(evhttp_request_get_uri(req), "/robots.txt") == 0 &&
	    nrobots < MAXLOG) {
		a = &robots_log[nrobots++];
		a->host = s->id;
		a->at = a->replied = util_monotonic();
		snprintf(a->path, sizeof(a->path), "/robots.txt");
		b = evbuffer_new();
		if (robots_body[s->id] != NULL)
			evbuffer_add(
			    b, robots_body[s->id], strlen(robots_body[s->id]));
		evhttp_send_reply(req, 200, "OK", b);
		evbuffer_free(b);
		return;
	}
	if (narrivals == MAXLOG) {
		evhttp_send_reply(req, 500, "Full", NULL);
		return;
	}
	idx = narrivals++;
	a = &arrivals[idx];
	a->host = s->id;
	a->at = util_monotonic();
	snprintf(a->path, sizeof(a->path), "%s", evhttp_request_get_uri(req));
	if (strncmp(a->path, "/busy", 5) == 0) {
		/* "/busy/A": 503, with Retry-After A when A is given. */
		if (a->path[5] == '/') {
			v = evhttp_uridecode(a->path + 6, 0, NULL);
			evhttp_add_header(
			    evhttp_request_get_output_headers(req),
			    "Retry-After", v);
			free(v);
		}
		arrivals[idx].replied = util_monotonic();
		evhttp_send_reply(req, 503, "Busy", NULL);
		return;
	}
	if (server_special(s, req, a))
		return;
	d = xcalloc(1, sizeof(*d));
	if (sscanf(a->path, "/s/%d", &ms) == 1) {
		evhttp_send_reply_start(req, 200, "OK");
		d->is_chunked = 1;
	} else if (sscanf(a->path, "/d/%d", &ms) != 1 || ms <= 0) {
		free(d);
		reply(req, idx);
		return;
	}
	d->req = req;
	d->idx = idx;
	d->ev = evtimer_new(base, delayed_cb, d);
	tv.tv_sec = ms / 1000;
	tv.tv_usec = (ms % 1000) * 1000;
	evtimer_add(d->ev, &tv);
	TAILQ_INSERT_TAIL(&delayed_replies, d, entry);
}

static void
setup(int64_t host_delay, int max_connections)
{
	static char ua[] = "templar-test/1.0";
	static char allow[] = "127.0.0.0/8";
	struct evhttp_bound_socket *bs;
	struct sockaddr_in sin;
	socklen_t len;
	int i;

	base = event_base_new();
	TAILQ_INIT(&delayed_replies);
	memset(arrivals, 0, sizeof(arrivals));
	narrivals = 0;
	memset(robots_log, 0, sizeof(robots_log));
	nrobots = 0;
	memset(robots_body, 0, sizeof(robots_body));
	ncompleted = 0;
	for (i = 0; i < NHOSTS; i++) {
		servers[i].id = i;
		servers[i].eh = evhttp_new(base);
		evhttp_set_gencb(servers[i].eh, server_cb, &servers[i]);
		bs = evhttp_bind_socket_with_handle(servers[i].eh, addrs[i], 0);
		if (bs == NULL) {
			printf("Bail out! cannot bind %s\n", addrs[i]);
			exit(1);
		}
		len = sizeof(sin);
		getsockname(evhttp_bound_socket_get_fd(bs),
		    (struct sockaddr *)&sin, &len);
		servers[i].port = ntohs(sin.sin_port);
	}

	memset(&conf, 0, sizeof(conf));
	conf.user_agent = ua;
	conf.host_delay = host_delay;
	conf.max_connections = max_connections;
	conf.timeout = 5000;
	conf.connect_timeout = 2000;
	conf.max_page_size = 1 << 20;
	conf.allow_private_addresses = allow;
	conf.max_crawl_delay = 60000;
	http = http_new(base, &conf);
	hq = hostq_new(base, http, &conf);
}

static void
teardown(void)
{
	struct delayed *d;
	int i;

	hostq_free(hq);
	http_free(http);
	while ((d = TAILQ_FIRST(&delayed_replies)) != NULL) {
		TAILQ_REMOVE(&delayed_replies, d, entry);
		if (d->is_chunked)
			evhttp_send_reply_end(d->req);
		else
			evhttp_send_reply(d->req, 500, "Gone", NULL);
		event_free(d->ev);
		free(d);
	}
	for (i = 0; i < NHOSTS; i++)
		evhttp_free(servers[i].eh);
	event_base_free(base);
}

static void
done_cb(const struct http_response *resp, void *arg)
{
	struct tag *t = arg;

	if (t->calls++ > 0)
		return;
	t->order = ++ncompleted;
	t->status = resp->status;
	t->is_final = resp->is_final;
	t->redirects = resp->redirects;
	t->permanent = resp->permanent;
	snprintf(t->final_url, sizeof(t->final_url), "%s", resp->final_url);
	t->started = resp->started;
	t->error = resp->error != NULL ? xstrdup(resp->error) : NULL;
	snprintf(t->data, sizeof(t->data), "%s", resp->data);
}

static void
tags_clear(struct tag *tags, int n)
{
	int i;

	for (i = 0; i < n; i++)
		free(tags[i].error);
	memset(tags, 0, sizeof(*tags) * (size_t)n);
}

static void
expire_cb(UNUSED evutil_socket_t fd, UNUSED short what, void *arg)
{
	*(int *)arg = 1;
}

/* Run the loop until ncompleted reaches want or ms pass. */
static void
run(int want, int ms)
{
	struct timeval tv = { ms / 1000, (ms % 1000) * 1000 };
	struct event *ev;
	int is_expired = 0;

	ev = evtimer_new(base, expire_cb, &is_expired);
	evtimer_add(ev, &tv);
	while (!is_expired && ncompleted < want)
		event_base_loop(base, EVLOOP_ONCE);
	event_free(ev);
}

static int
push_kind(int host, enum hostq_kind kind, const char *path, struct tag *t)
{
	struct http_request req;
	char u[128];

	snprintf(t->path, sizeof(t->path), "%s", path);
	snprintf(u, sizeof(u), "http://%s:%d%s", addrs[host],
	    servers[host].port, path);
	memset(&req, 0, sizeof(req));
	req.url = u;
	return hostq_push(hq, kind, &req, done_cb, t);
}

static int
push(int host, const char *path, struct tag *t)
{
	return push_kind(host, HOSTQ_PAGE, path, t);
}

static char *
host_url(int host)
{
	static char u[128];

	snprintf(
	    u, sizeof(u), "http://%s:%d/", addrs[host], servers[host].port);
	return u;
}

/*
 * Check the requests to host as the server saw them, exactly: each arrived
 * at least gap ms after the previous one and not before it was answered.
 * Return how many arrived.
 */
static int
check_spacing(int host, int64_t gap)
{
	const struct arrival *prev = NULL, *a;
	int i, n = 0;

	for (i = 0; i < narrivals; i++) {
		a = &arrivals[i];
		if (a->host != host)
			continue;
		n++;
		if (prev == NULL) {
			prev = a;
			continue;
		}
		T_OK_MSG(a->at - prev->at >= gap,
		    "host %d: %s arrived %lld ms after %s (want >= %lld)", host,
		    a->path, (long long)(a->at - prev->at), prev->path,
		    (long long)gap);
		T_OK_MSG(prev->replied != 0 && a->at >= prev->replied,
		    "host %d: %s arrived after %s was answered", host, a->path,
		    prev->path);
		prev = a;
	}
	return n;
}

/* The starts of tags[0..n), all to one host, are gap ms apart or more. */
static void
check_starts(const struct tag *tags, int n, int64_t gap)
{
	int i;

	for (i = 1; i < n; i++)
		T_OK_MSG(tags[i].started - tags[i - 1].started >= gap,
		    "request %d started %lld ms after request %d (want >= "
		    "%lld)",
		    i, (long long)(tags[i].started - tags[i - 1].started),
		    i - 1, (long long)gap);
}

static void
test_hostq_one_host_spaced_by_host_delay(void)
{
	struct tag tags[5];
	char path[32];
	int64_t t0, took;
	int i;

	setup(100, 8);
	memset(tags, 0, sizeof(tags));
	t0 = util_monotonic();
	for (i = 0; i < 5; i++) {
		snprintf(path, sizeof(path), "/r%d", i);
		T_INT(push(0, path, &tags[i]), 0);
	}
	T_INT(hostq_pending(hq), 5);
	T_INT(http_inflight(http), 1);
	run(5, 2000);
	took = util_monotonic() - t0;
	T_INT(ncompleted, 5);
	T_INT(hostq_pending(hq), 0);
	T_INT(check_spacing(0, 100), 5);
	check_starts(tags, 5, 100);
	/* Clocks in whole milliseconds: 1 ms of slack per gap. */
	T_OK_MSG(took >= 396 && took < 1000, "5 requests in %lld ms",
	    (long long)took);
	for (i = 0; i < 5; i++) {
		/* FIFO */
		T_INT(tags[i].order, i + 1);
		T_INT(tags[i].status, 200);
		snprintf(path, sizeof(path), "/r%d", i);
		T_STR(tags[i].data, path);
	}
	tags_clear(tags, 5);
	teardown();
}

static void
test_hostq_one_in_flight_per_host(void)
{
	struct tag tags[3];
	char path[32];
	int i;

	setup(0, 8);
	memset(tags, 0, sizeof(tags));
	for (i = 0; i < 3; i++) {
		snprintf(path, sizeof(path), "/d/100/%d", i);
		T_INT(push(0, path, &tags[i]), 0);
	}
	T_INT(http_inflight(http), 1);
	run(3, 2000);
	T_INT(ncompleted, 3);
	T_INT(check_spacing(0, 0), 3);
	tags_clear(tags, 3);
	teardown();
}

static void
test_hostq_long_body_does_not_stretch_delay(void)
{
	struct tag tags[2];

	setup(200, 8);
	memset(tags, 0, sizeof(tags));
	T_INT(push(0, "/s/300", &tags[0]), 0);
	T_INT(push(0, "/x", &tags[1]), 0);
	run(2, 2000);
	T_INT(ncompleted, 2);
	T_INT(check_spacing(0, 200), 2);
	/*
	 * From when the answer began, not from its end 300 ms later (nor
	 * any later than its end: nothing can start before).
	 */
	T_OK_MSG(arrivals[1].at - arrivals[0].at < 400,
	    "second request %lld ms after the first",
	    (long long)(arrivals[1].at - arrivals[0].at));
	tags_clear(tags, 2);
	teardown();
}

static void
test_hostq_delay_counts_from_answer_when_loop_busy(void)
{
	struct tag tags[2];

	setup(100, 8);
	memset(tags, 0, sizeof(tags));
	T_INT(push(0, "/a", &tags[0]), 0);
	T_INT(push(0, "/b", &tags[1]), 0);
	/* A busy loop: /a was started but leaves only 80 ms late. */
	usleep(80 * 1000);
	run(2, 2000);
	T_INT(ncompleted, 2);
	T_INT(check_spacing(0, 100), 2);
	check_starts(tags, 2, 100);
	tags_clear(tags, 2);
	teardown();
}

static void
test_hostq_two_hosts_in_parallel(void)
{
	struct tag tags[8];
	char path[32];
	int64_t t0, took;
	int i;

	setup(100, 8);
	memset(tags, 0, sizeof(tags));
	t0 = util_monotonic();
	for (i = 0; i < 8; i++) {
		snprintf(path, sizeof(path), "/x%d", i);
		T_INT(push(i % 2, path, &tags[i]), 0);
	}
	T_INT(http_inflight(http), 2);
	T_INT(hostq_pending(hq), 8);
	run(8, 2000);
	took = util_monotonic() - t0;
	T_INT(ncompleted, 8);
	T_INT(check_spacing(0, 100), 4);
	T_INT(check_spacing(1, 100), 4);
	/* One host after the other would take at least 700 ms. */
	T_OK_MSG(took >= 297 && took < 550, "2 x 4 requests in %lld ms",
	    (long long)took);
	tags_clear(tags, 8);
	teardown();
}

static void
test_hostq_max_connections_across_hosts(void)
{
	struct tag tags[4];
	int i;

	setup(0, 1);
	memset(tags, 0, sizeof(tags));
	for (i = 0; i < 4; i++)
		T_INT(push(i % 2, "/d/80", &tags[i]), 0);
	T_INT(http_inflight(http), 1);
	run(4, 2000);
	T_INT(ncompleted, 4);
	/* One at a time across hosts: an order of events, not a duration
	 * (whole milliseconds of two timers can round a sum short). */
	for (i = 1; i < narrivals; i++)
		T_OK_MSG(arrivals[i].at >= arrivals[i - 1].replied,
		    "request %d arrived after request %d was answered", i,
		    i - 1);
	/* Hosts took turns. */
	T_INT(arrivals[0].host, 0);
	T_INT(arrivals[1].host, 1);
	T_INT(arrivals[2].host, 0);
	T_INT(arrivals[3].host, 1);
	tags_clear(tags, 4);
	teardown();
}

static void
test_hostq_new_host_not_starved(void)
{
	struct tag tags[6];
	int i;

	setup(0, 1);
	memset(tags, 0, sizeof(tags));
	for (i = 0; i < 5; i++)
		T_INT(push(0, "/d/20", &tags[i]), 0);
	T_INT(push(1, "/d/20", &tags[5]), 0);
	run(6, 2000);
	T_INT(ncompleted, 6);
	/* Host 1 goes right after the request already in flight. */
	T_INT(tags[5].order, 2);
	T_INT(arrivals[1].host, 1);
	tags_clear(tags, 6);
	teardown();
}

static void
test_hostq_hold_delays_only_that_host(void)
{
	struct tag tags[2];
	int64_t t0;

	setup(0, 8);
	memset(tags, 0, sizeof(tags));
	t0 = util_monotonic();
	hostq_hold(hq, host_url(0), t0 + 300);
	T_INT(push(0, "/held", &tags[0]), 0);
	T_INT(push(1, "/free", &tags[1]), 0);
	T_INT(http_inflight(http), 1);
	run(1, 1000);
	T_INT(ncompleted, 1);
	T_INT(tags[1].order, 1);
	T_INT(hostq_pending(hq), 1);
	run(2, 1000);
	T_INT(ncompleted, 2);
	T_INT(narrivals, 2);
	T_INT(arrivals[0].host, 1);
	T_OK_MSG(arrivals[0].at - t0 < 100, "free host after %lld ms",
	    (long long)(arrivals[0].at - t0));
	T_INT(arrivals[1].host, 0);
	T_OK_MSG(arrivals[1].at - t0 >= 298 && arrivals[1].at - t0 < 600,
	    "held host after %lld ms", (long long)(arrivals[1].at - t0));
	tags_clear(tags, 2);
	teardown();
}

static void
test_hostq_hold_never_shortens_delay(void)
{
	struct tag tags[2];

	setup(300, 8);
	memset(tags, 0, sizeof(tags));
	T_INT(push(0, "/a", &tags[0]), 0);
	T_INT(push(0, "/b", &tags[1]), 0);
	/* Earlier than host_delay allows: ignored. */
	hostq_hold(hq, host_url(0), util_monotonic() + 10);
	run(2, 2000);
	T_INT(ncompleted, 2);
	T_INT(check_spacing(0, 300), 2);
	check_starts(tags, 2, 300);
	tags_clear(tags, 2);
	teardown();
}

static void
test_hostq_callback_runs_from_loop_only(void)
{
	struct tag tags[1];

	setup(0, 8);
	memset(tags, 0, sizeof(tags));
	T_INT(push(0, "/x", &tags[0]), 0);
	T_INT(tags[0].calls, 0);
	run(1, 1000);
	T_INT(tags[0].calls, 1);
	run(2, 50);
	T_INT(tags[0].calls, 1);
	tags_clear(tags, 1);
	teardown();
}

static void
test_hostq_push_rejects_non_http(void)
{
	struct http_request req;
	struct tag t;

	setup(0, 8);
	memset(&t, 0, sizeof(t));
	memset(&req, 0, sizeof(req));
	req.url = "ftp://127.0.0.2/x";
	T_INT(hostq_push(hq, HOSTQ_PAGE, &req, done_cb, &t), -1);
	req.url = "nonsense";
	T_INT(hostq_push(hq, HOSTQ_PAGE, &req, done_cb, &t), -1);
	req.url = NULL;
	T_INT(hostq_push(hq, HOSTQ_PAGE, &req, done_cb, &t), -1);
	T_INT(hostq_pending(hq), 0);
	run(1, 50);
	T_INT(t.calls, 0);
	teardown();
}

/* A callback that queues the next request, as the crawler does. */
struct chain {
	int left;
	int calls;
	int64_t started[8];
};

static void
chain_cb(const struct http_response *resp, void *arg)
{
	struct chain *c = arg;
	struct http_request req;

	if (c->calls < (int)NELEM(c->started))
		c->started[c->calls] = resp->started;
	c->calls++;
	ncompleted++;
	if (resp->status != 200 || --c->left <= 0)
		return;
	memset(&req, 0, sizeof(req));
	req.url = resp->url;
	if (hostq_push(hq, HOSTQ_PAGE, &req, chain_cb, c) == -1)
		c->left = -1;
}

static void
test_hostq_push_from_callback(void)
{
	struct http_request req;
	struct chain c;
	char u[128];
	int i;

	setup(50, 8);
	memset(&c, 0, sizeof(c));
	c.left = 3;
	snprintf(u, sizeof(u), "%sx", host_url(1));
	memset(&req, 0, sizeof(req));
	req.url = u;
	T_INT(hostq_push(hq, HOSTQ_PAGE, &req, chain_cb, &c), 0);
	run(3, 2000);
	T_INT(c.calls, 3);
	T_INT(c.left, 0);
	T_INT(hostq_pending(hq), 0);
	T_INT(check_spacing(1, 50), 3);
	for (i = 1; i < 3; i++)
		T_OK_MSG(c.started[i] - c.started[i - 1] >= 50,
		    "request %d started %lld ms after request %d", i,
		    (long long)(c.started[i] - c.started[i - 1]), i - 1);
	teardown();
}

static void
test_hostq_free_drops_queued_and_inflight(void)
{
	struct tag tags[3];
	int i;

	setup(0, 8);
	memset(tags, 0, sizeof(tags));
	for (i = 0; i < 3; i++)
		T_INT(push(0, "/d/150", &tags[i]), 0);
	run(1, 50);
	T_INT(narrivals, 1);
	T_INT(hostq_pending(hq), 3);
	hostq_free(hq);
	hq = NULL;
	T_INT(http_inflight(http), 0);
	run(1, 250);
	T_INT(ncompleted, 0);
	T_INT(narrivals, 1);
	teardown();
}

static void
test_hostq_error_response_for_dead_host(void)
{
	struct http_request req;
	struct tag tags[2];

	setup(0, 8);
	memset(tags, 0, sizeof(tags));
	memset(&req, 0, sizeof(req));
	/* Port 1 on loopback: nothing listens there. */
	req.url = "http://127.0.0.2:1/x";
	T_INT(hostq_push(hq, HOSTQ_PAGE, &req, done_cb, &tags[0]), 0);
	T_INT(hostq_push(hq, HOSTQ_PAGE, &req, done_cb, &tags[1]), 0);
	run(2, 2000);
	T_INT(ncompleted, 2);
	T_INT(tags[0].status, 0);
	T_OK(tags[0].error != NULL);
	T_OK(tags[1].error != NULL);
	T_INT(hostq_pending(hq), 0);
	tags_clear(tags, 2);
	teardown();
}

static void
test_hostq_retry_after_holds_host(void)
{
	struct tag tags[3];
	int64_t gap;

	setup(0, 8);
	memset(tags, 0, sizeof(tags));
	T_INT(push(0, "/busy/1", &tags[0]), 0);
	T_INT(push(0, "/after", &tags[1]), 0);
	run(1, 1000);
	T_INT(tags[0].status, 503);
	T_INT(push(1, "/other", &tags[2]), 0);
	run(2, 500);
	T_INT(tags[2].calls, 1);
	T_INT(tags[1].calls, 0);
	run(3, 2000);
	T_INT(tags[1].calls, 1);
	T_INT(narrivals, 3);
	gap = arrivals[2].at - arrivals[0].replied;
	T_STR(arrivals[2].path, "/after");
	T_OK_MSG(gap >= 999 && gap < 1500, "next request %lld ms after 503",
	    (long long)gap);
	tags_clear(tags, 3);
	teardown();
}

/*
 * A Retry-After of a day holds the host a day when its feed got it, an
 * hour at most when a page did.
 */
static void
test_hostq_page_retry_after_capped(void)
{
	struct tag tags[2];
	int64_t page, feed;

	setup(0, 8);
	memset(tags, 0, sizeof(tags));
	T_INT(push(0, "/busy/86400", &tags[0]), 0);
	T_INT(push_kind(1, HOSTQ_FEED, "/busy/86400", &tags[1]), 0);
	run(2, 2000);
	T_INT(tags[0].status, 503);
	T_INT(tags[1].status, 503);
	page = hostq_next_try(hq, host_url(0)) - util_now();
	feed = hostq_next_try(hq, host_url(1)) - util_now();
	T_OK_MSG(
	    page > 3500 && page <= 3600, "page: held %lld s", (long long)page);
	T_OK_MSG(feed > 86000 && feed <= 86400, "feed: held %lld s",
	    (long long)feed);
	tags_clear(tags, 2);
	teardown();
}

static void
test_hostq_busy_without_retry_after_backs_off(void)
{
	struct tag tags[2];
	int64_t next;

	setup(0, 8);
	memset(tags, 0, sizeof(tags));
	/* A 503 whose Retry-After date has passed: as good as none. */
	T_INT(
	    push(0, "/busy/Wed,%2021%20Oct%202015%2007:28:00%20GMT", &tags[0]),
	    0);
	T_INT(push(0, "/after", &tags[1]), 0);
	run(1, 1000);
	T_INT(tags[0].status, 503);
	/* The first back-off is 5 s: nothing more meanwhile. */
	next = hostq_next_try(hq, host_url(0)) - util_now();
	T_OK_MSG(next >= 4 && next <= 5, "host free again in %lld s",
	    (long long)next);
	run(2, 500);
	T_INT(tags[1].calls, 0);
	T_INT(narrivals, 1);
	tags_clear(tags, 2);
	teardown();
}

static void
test_hostq_set_conf_changes_host_delay(void)
{
	struct conf conf2;
	struct tag tags[3];

	setup(1000, 8);
	memset(tags, 0, sizeof(tags));
	T_INT(push(0, "/a", &tags[0]), 0);
	T_INT(push(0, "/b", &tags[1]), 0);
	T_INT(push(0, "/c", &tags[2]), 0);
	/* robots.txt, then /a 1 s later. */
	run(1, 1500);
	T_INT(ncompleted, 1);
	/* /b was due 1 s after /a; with 50 ms it may go now. */
	conf2 = conf;
	conf2.host_delay = 50;
	hostq_set_conf(hq, &conf2);
	run(3, 500);
	T_INT(ncompleted, 3);
	T_INT(check_spacing(0, 50), 3);
	tags_clear(tags, 3);
	hostq_set_conf(hq, &conf);
	teardown();
}

/* The n-th arrival at host (robots.txt apart), or NULL. */
static const struct arrival *
arrival_at(int host, int n)
{
	int i;

	for (i = 0; i < narrivals; i++)
		if (arrivals[i].host == host && n-- == 0)
			return &arrivals[i];
	return NULL;
}

static void
test_hostq_robots_first_crawl_delay_from_start(void)
{
	struct tag tags[2];
	const struct arrival *a;

	setup(0, 8);
	memset(tags, 0, sizeof(tags));
	robots_body[0] = "User-agent: *\nCrawl-delay: 0.3\n";
	/* A feed poll, the first request the program makes to the host. */
	T_INT(push_kind(0, HOSTQ_FEED, "/feed", &tags[0]), 0);
	T_INT(push(0, "/page", &tags[1]), 0);
	run(2, 3000);
	T_INT(ncompleted, 2);
	T_INT(nrobots, 1);
	T_INT(tags[0].status, 200);
	T_INT(tags[1].status, 200);
	/* robots.txt first, and its Crawl-delay already before /feed. */
	a = arrival_at(0, 0);
	T_OK(a != NULL && strcmp(a->path, "/feed") == 0);
	T_OK_MSG(a != NULL && a->at - robots_log[0].replied >= 300,
	    "/feed %lld ms after robots.txt (want >= 300)",
	    a != NULL ? (long long)(a->at - robots_log[0].replied) : -1LL);
	T_INT(check_spacing(0, 300), 2);
	tags_clear(tags, 2);
	teardown();
}

static void
test_hostq_robots_disallow_page_not_feed(void)
{
	struct tag tags[3];

	setup(0, 8);
	memset(tags, 0, sizeof(tags));
	robots_body[0] = "User-agent: *\nDisallow: /private\n";
	T_INT(push(0, "/private/page", &tags[0]), 0);
	T_INT(push_kind(0, HOSTQ_DISCOVERY, "/private/other", &tags[1]), 0);
	T_INT(push_kind(0, HOSTQ_FEED, "/private/feed", &tags[2]), 0);
	run(3, 2000);
	T_INT(ncompleted, 3);
	T_STR(tags[0].error, HOSTQ_DISALLOWED);
	T_INT(tags[0].is_final, 1);
	T_INT(tags[0].status, 0);
	T_STR(tags[1].error, HOSTQ_DISALLOWED);
	/* The configuration asked for the feed: fetched, the rule logged. */
	T_STR(tags[2].error, NULL);
	T_INT(tags[2].status, 200);
	T_INT(narrivals, 1);
	T_INT(nrobots, 1);
	tags_clear(tags, 3);
	teardown();
}

static void
test_hostq_redirect_hop_waits_for_target_host(void)
{
	struct tag tags[2];
	char path[64];

	setup(0, 8);
	memset(tags, 0, sizeof(tags));
	robots_body[1] = "User-agent: *\nCrawl-delay: 0.3\n";
	T_INT(push(1, "/first", &tags[0]), 0);
	snprintf(path, sizeof(path), "/to/1/301/second");
	T_INT(push(0, path, &tags[1]), 0);
	run(2, 3000);
	T_INT(ncompleted, 2);
	T_INT(tags[1].status, 200);
	T_STR(tags[1].error, NULL);
	T_INT(tags[1].redirects, 1);
	T_INT(tags[1].permanent, 1);
	T_OK(strstr(tags[1].final_url, "127.0.0.3") != NULL &&
	    strstr(tags[1].final_url, "/second") != NULL);
	/* The hop kept host 1's Crawl-delay after /first. */
	T_INT(check_spacing(1, 300), 2);
	/* Each host's robots.txt once. */
	T_INT(nrobots, 2);
	tags_clear(tags, 2);
	teardown();
}

static void
test_hostq_redirect_into_disallowed_path(void)
{
	struct tag tags[1];

	setup(0, 8);
	memset(tags, 0, sizeof(tags));
	robots_body[1] = "User-agent: *\nDisallow: /private\n";
	T_INT(push(0, "/to/1/302/private/x", &tags[0]), 0);
	run(1, 3000);
	T_INT(ncompleted, 1);
	T_STR(tags[0].error, HOSTQ_DISALLOWED);
	T_INT(tags[0].is_final, 1);
	/* Host 1 was asked for its robots.txt only. */
	T_OK(arrival_at(1, 0) == NULL);
	T_INT(narrivals, 1);
	tags_clear(tags, 1);
	teardown();
}

static void
test_hostq_too_many_redirects_is_final(void)
{
	struct http_request req;
	struct tag tags[2];
	char u[128];

	setup(0, 8);
	memset(tags, 0, sizeof(tags));
	snprintf(u, sizeof(u), "%sloop", host_url(0));
	memset(&req, 0, sizeof(req));
	req.url = u;
	req.max_redirs = 3;
	T_INT(hostq_push(hq, HOSTQ_PAGE, &req, done_cb, &tags[0]), 0);
	T_INT(push(1, "/ftp", &tags[1]), 0);
	run(2, 3000);
	T_INT(ncompleted, 2);
	T_STR(tags[0].error, HOSTQ_TOO_MANY_REDIRECTS);
	T_INT(tags[0].is_final, 1);
	T_INT(tags[0].redirects, 3);
	T_INT(tags[0].permanent, 0);
	/* The first request and three hops. */
	T_INT(check_spacing(0, 0), 4);
	T_OK(tags[1].error != NULL && strstr(tags[1].error, "ftp://") != NULL);
	T_INT(tags[1].is_final, 1);
	tags_clear(tags, 2);
	teardown();
}

/*
 * A 403 to a page holds that page (a day) and its directory (an hour),
 * not the host: the host's other pages and feeds go on at once, and the
 * store keeps no hold of the host.
 */
static void
test_hostq_page_refusal_holds_path_not_host(void)
{
	struct tag tags[5];
	char u[160];
	int64_t next;

	setup(0, 8);
	memset(tags, 0, sizeof(tags));
	T_INT(push(1, "/deny/a.html", &tags[0]), 0);
	run(1, 2000);
	T_INT(tags[0].status, 403);
	T_INT(push(1, "/deny/b.html", &tags[1]), 0);
	T_INT(push(1, "/deny/a.html", &tags[2]), 0);
	T_INT(push(1, "/free", &tags[3]), 0);
	T_INT(push_kind(1, HOSTQ_FEED, "/feed", &tags[4]), 0);
	run(5, 2000);
	T_OK_MSG(tags[1].error != NULL &&
		strstr(tags[1].error, "path held") != NULL &&
		strstr(tags[1].error, "HTTP 403 on /deny/a.html") != NULL,
	    "below the refused page's directory: %s",
	    tags[1].error != NULL ? tags[1].error : "(none)");
	T_INT(tags[1].is_final, 0);
	T_OK(tags[2].error != NULL && strstr(tags[2].error, "path held"));
	T_INT(tags[3].status, 200);
	/* Nor is the host's feed. */
	T_INT(tags[4].status, 200);
	/* /deny/a.html, /free and the feed reached the server. */
	T_INT(narrivals, 3);
	T_INT(hostq_next_try(hq, host_url(1)), 0);
	snprintf(u, sizeof(u), "%sdeny/b.html", host_url(1));
	next = hostq_next_try(hq, u) - util_now();
	T_OK_MSG(next > 3500 && next <= 3600, "directory held %lld s",
	    (long long)next);
	snprintf(u, sizeof(u), "%sdeny/a.html", host_url(1));
	next = hostq_next_try(hq, u) - util_now();
	T_OK_MSG(
	    next > 86000 && next <= 86400, "page held %lld s", (long long)next);
	tags_clear(tags, 5);
	teardown();
}

static struct store *
hold_store(const char *dir)
{
	struct db *db;
	char path[512], *cause = NULL;

	snprintf(path, sizeof(path), "%s/hosts.db", dir);
	if ((db = db_open(path, DB_READWRITE, &cause)) == NULL) {
		printf("Bail out! %s\n", cause);
		exit(1);
	}
	return store_new(db);
}

/*
 * The store goes before its database (db_close() wants no statement
 * open), then the database's files, its WAL ones too, and the folder.
 */
static void
hold_store_free(struct store *st, const char *dir)
{
	static const char *const files[] = { "hosts.db", "hosts.db-wal",
		"hosts.db-shm" };
	struct db *db = store_db(st);
	char path[512];
	size_t i;

	store_free(st);
	db_close(db);
	for (i = 0; i < NELEM(files); i++) {
		snprintf(path, sizeof(path), "%s/%s", dir, files[i]);
		(void)unlink(path);
	}
	T_OK_MSG(rmdir(dir) == 0, "rmdir %s: %s", dir, strerror(errno));
}

static void
test_hostq_hold_survives_restart(void)
{
	char dir[] = "/tmp/test-hostq.XXXXXX";
	struct store *st;
	struct tag tags[3];
	int64_t next;

	if (mkdtemp(dir) == NULL) {
		T_OK_MSG(0, "mkdtemp");
		return;
	}
	st = hold_store(dir);
	setup(0, 8);
	memset(tags, 0, sizeof(tags));
	hostq_set_store(hq, st);
	/* A 403 to a feed holds its host a day, in the store too. */
	T_INT(push_kind(1, HOSTQ_FEED, "/deny", &tags[0]), 0);
	run(1, 2000);
	T_INT(tags[0].status, 403);
	next = hostq_next_try(hq, host_url(1)) - util_now();
	T_OK_MSG(
	    next > 86000 && next <= 86400, "held for %lld s", (long long)next);

	/* A new queue (a restart) on the same store remembers it. */
	hostq_free(hq);
	hq = hostq_new(base, http, &conf);
	hostq_set_store(hq, st);
	T_INT(push(1, "/after", &tags[1]), 0);
	T_INT(push(0, "/free", &tags[2]), 0);
	run(3, 2000);
	T_INT(ncompleted, 3);
	T_OK(tags[1].error != NULL &&
	    strstr(tags[1].error, "host held") != NULL &&
	    strstr(tags[1].error, "HTTP 403") != NULL);
	T_INT(tags[1].is_final, 0);
	T_INT(tags[2].status, 200);
	T_OK(hostq_next_try(hq, host_url(1)) > util_now() + 86000);
	/* Only /deny and /free reached the servers. */
	T_INT(narrivals, 2);
	tags_clear(tags, 3);
	teardown();
	hold_store_free(st, dir);
}

static int
count_path_cb(const struct store_path_hold *p, void *arg)
{
	(void)p;
	(*(int *)arg)++;
	return 0;
}

/*
 * A refused page's path holds are in the store too: a new queue on it
 * (a restart) asks for neither the page nor its folder, and the store
 * keeps HOSTQ_MAX_PATHS a host, none over.
 */
static void
test_hostq_path_hold_survives_restart(void)
{
	char dir[] = "/tmp/test-hostq.XXXXXX", path[600], prefix[32];
	struct store_path_hold sp;
	struct store *st;
	struct tag tags[5];
	int64_t now;
	int i, n;

	if (mkdtemp(dir) == NULL) {
		T_OK_MSG(0, "mkdtemp");
		return;
	}
	st = hold_store(dir);
	setup(0, 8);
	memset(tags, 0, sizeof(tags));
	hostq_set_store(hq, st);
	T_INT(push(1, "/deny/a.html", &tags[0]), 0);
	run(1, 2000);
	T_INT(tags[0].status, 403);

	hostq_free(hq);
	hq = hostq_new(base, http, &conf);
	hostq_set_store(hq, st);
	T_INT(push(1, "/deny/a.html", &tags[1]), 0);
	T_INT(push(1, "/deny/b.html", &tags[2]), 0);
	T_INT(push(1, "/free", &tags[3]), 0);
	T_INT(push_kind(1, HOSTQ_FEED, "/feed", &tags[4]), 0);
	run(5, 2000);
	T_INT(ncompleted, 5);
	for (i = 1; i <= 2; i++) {
		T_OK_MSG(tags[i].error != NULL &&
			strstr(tags[i].error, "path held") != NULL &&
			strstr(tags[i].error, "HTTP 403 on /deny/a.html") !=
			    NULL,
		    "after a restart, %s: %s", tags[i].path,
		    tags[i].error != NULL ? tags[i].error : "(none)");
		T_INT(tags[i].is_final, 0);
	}
	T_INT(tags[3].status, 200);
	T_INT(tags[4].status, 200);
	/* /deny/a.html before the restart, /free and /feed after. */
	T_INT(narrivals, 3);
	snprintf(path, sizeof(path), "%sdeny/a.html", host_url(1));
	T_OK(hostq_next_try(hq, path) > util_now() + 86000);

	/* Bounded: HOSTQ_MAX_PATHS a host, the holds over deleted. */
	now = util_now();
	memset(&sp, 0, sizeof(sp));
	sp.host_key = "http://bounded.example:80";
	sp.reason = "test";
	for (i = 0; i < HOSTQ_MAX_PATHS + 8; i++) {
		snprintf(prefix, sizeof(prefix), "/p%d/", i);
		sp.prefix = prefix;
		sp.hold_until = now + 100 + i;
		T_INT(store_path_hold_put(st, &sp, now, HOSTQ_MAX_PATHS), 0);
	}
	n = 0;
	T_INT(
	    store_path_hold_list(st, sp.host_key, now, 1000, count_path_cb, &n),
	    0);
	T_INT(n, HOSTQ_MAX_PATHS);
	sp.host_key = "http://other.example:80";
	sp.prefix = "/x/";
	sp.hold_until = now + 10;
	T_INT(store_path_hold_put(st, &sp, now + 100 + HOSTQ_MAX_PATHS, 16), 0);
	n = 0;
	T_INT(store_path_hold_list(
		  st, "http://bounded.example:80", 0, 1000, count_path_cb, &n),
	    0);
	/* Those ending by then (/p0/ to /p16/) are gone. */
	T_INT(n, 7);

	tags_clear(tags, 5);
	teardown();
	hold_store_free(st, dir);
}

static void
test_hostq_hosts_bounded(void)
{
	struct http_request req;
	struct tag *tags;
	char u[64];
	int i, n = HOSTQ_MAX_HOSTS + 100;

	setup(0, 64);
	tags = xcalloc((size_t)n, sizeof(*tags));
	memset(&req, 0, sizeof(req));
	req.url = u;
	/* Port 1: nothing listens, every robots.txt fails at once. */
	for (i = 0; i < n; i++) {
		snprintf(u, sizeof(u), "http://127.1.%d.%d:1/x", i / 200,
		    i % 200 + 1);
		T_OK(hostq_push(hq, HOSTQ_PAGE, &req, done_cb, &tags[i]) == 0);
	}
	run(n, 30000);
	T_INT(ncompleted, n);
	T_OK_MSG(hostq_hosts(hq) <= HOSTQ_MAX_HOSTS, "%d hosts remembered",
	    hostq_hosts(hq));
	T_OK(hostq_hosts(hq) > HOSTQ_MAX_HOSTS / 2);
	T_OK_MSG(hostq_addrs(hq) <= hostq_hosts(hq), "%d addresses remembered",
	    hostq_addrs(hq));
	T_STR(tags[n - 1].error, HOSTQ_ROBOTS_UNAVAILABLE);
	for (i = 0; i < n; i++)
		free(tags[i].error);
	free(tags);
	teardown();
}

/*
 * "localhost" and "127.0.0.1" are two hosts to the queue (two keys, two
 * robots.txt) but one server: once each has connected, their requests
 * share one slot, one in flight and host_delay apart, as one name's
 * would.  Each name's first request (its robots.txt) goes out before
 * its address is known.
 */
static void
test_hostq_names_at_one_address_share_slot(void)
{
	static const char *names[2] = { "localhost", "127.0.0.1" };
	struct http_request req;
	struct tag tags[6];
	char u[128];
	int i;

	setup(100, 8);
	memset(tags, 0, sizeof(tags));
	memset(&req, 0, sizeof(req));
	req.url = u;
	for (i = 0; i < 6; i++) {
		snprintf(tags[i].path, sizeof(tags[i].path), "/d/30/%d", i);
		snprintf(u, sizeof(u), "http://%s:%d%s", names[i % 2],
		    servers[2].port, tags[i].path);
		T_INT(hostq_push(hq, HOSTQ_PAGE, &req, done_cb, &tags[i]), 0);
	}
	run(6, 10000);
	T_INT(ncompleted, 6);
	for (i = 0; i < 6; i++)
		T_INT(tags[i].status, 200);
	T_INT(hostq_hosts(hq), 2);
	T_INT(hostq_addrs(hq), 1);
	/* robots.txt stays per name (RFC 9309 2.3). */
	T_INT(nrobots, 2);
	/* Never two at once, and host_delay apart, whatever the name. */
	T_INT(check_spacing(2, 100), 6);
	tags_clear(tags, 6);
	teardown();
	/* A name's own Crawl-delay holds for the other names there. */
	setup(0, 8);
	robots_body[2] = "User-agent: *\nCrawl-delay: 0.2\n";
	memset(tags, 0, sizeof(tags));
	for (i = 0; i < 4; i++) {
		snprintf(tags[i].path, sizeof(tags[i].path), "/c/%d", i);
		snprintf(u, sizeof(u), "http://%s:%d%s", names[i % 2],
		    servers[2].port, tags[i].path);
		T_INT(hostq_push(hq, HOSTQ_PAGE, &req, done_cb, &tags[i]), 0);
	}
	run(4, 10000);
	T_INT(ncompleted, 4);
	T_INT(check_spacing(2, 200), 4);
	tags_clear(tags, 4);
	teardown();
}

int
main(void)
{
	/* A server reply to a cancelled transfer must not kill the test. */
	signal(SIGPIPE, SIG_IGN);
	T_RUN(test_hostq_one_host_spaced_by_host_delay);
	T_RUN(test_hostq_one_in_flight_per_host);
	T_RUN(test_hostq_long_body_does_not_stretch_delay);
	T_RUN(test_hostq_delay_counts_from_answer_when_loop_busy);
	T_RUN(test_hostq_two_hosts_in_parallel);
	T_RUN(test_hostq_max_connections_across_hosts);
	T_RUN(test_hostq_new_host_not_starved);
	T_RUN(test_hostq_hold_delays_only_that_host);
	T_RUN(test_hostq_hold_never_shortens_delay);
	T_RUN(test_hostq_callback_runs_from_loop_only);
	T_RUN(test_hostq_push_rejects_non_http);
	T_RUN(test_hostq_push_from_callback);
	T_RUN(test_hostq_free_drops_queued_and_inflight);
	T_RUN(test_hostq_error_response_for_dead_host);
	T_RUN(test_hostq_retry_after_holds_host);
	T_RUN(test_hostq_busy_without_retry_after_backs_off);
	T_RUN(test_hostq_page_retry_after_capped);
	T_RUN(test_hostq_set_conf_changes_host_delay);
	T_RUN(test_hostq_robots_first_crawl_delay_from_start);
	T_RUN(test_hostq_robots_disallow_page_not_feed);
	T_RUN(test_hostq_redirect_hop_waits_for_target_host);
	T_RUN(test_hostq_redirect_into_disallowed_path);
	T_RUN(test_hostq_too_many_redirects_is_final);
	T_RUN(test_hostq_page_refusal_holds_path_not_host);
	T_RUN(test_hostq_hold_survives_restart);
	T_RUN(test_hostq_path_hold_survives_restart);
	T_RUN(test_hostq_names_at_one_address_share_slot);
	T_RUN(test_hostq_hosts_bounded);
	return t_done();
}
