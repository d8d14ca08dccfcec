/* SPDX-License-Identifier: ISC */
/*
 * hostq: politeness, robots.txt, holds and redirects, per host.
 *
 * Every request waits in the FIFO of its host (url_host_key()).  A host
 * starts a request only when nothing else of it is in flight and its
 * delay (host_delay, or a longer Crawl-delay) has passed since the server
 * got the previous one (counted from when its answer began, the latest the
 * request can have arrived); all hosts together keep at most
 * max_connections in flight.  Hosts with work take turns in "the line": a
 * new host enters at the front and one that just started goes to the back,
 * so a host with a long queue cannot starve the others.
 *
 * A host name is one server at best: several names (and, before
 * url_host_key(), spellings) may resolve to one address.  Each answer
 * says which address the request connected to (http's address), and
 * hosts seen at one address share its politeness: one request in flight
 * there, and its delay (the longest of their Crawl-delays) since it last
 * got one of them.  The first request of a name goes out before its
 * address is known: one request per name at most escapes the sharing.
 * robots.txt and holds stay per name.  An address is forgotten with the
 * last host seen at it, so there are never more of them than hosts.
 *
 * Before the first request of a host whose robots.txt is not known (or
 * older than a day), robots.txt itself is fetched as that host's next
 * request; the requests behind it are then judged by it as they come to
 * the front: a page or discovery request it disallows is answered
 * HOSTQ_DISALLOWED without a request, a feed is fetched anyway and the
 * Disallow logged once.  RFC 9309 2.3.1: a 4xx allows everything, a 5xx
 * or no answer disallows everything for PRIVATE_ROBOTS_RETRY.
 *
 * A redirect comes back from http as it is; the next hop is queued at the
 * front of its own host's queue, so it waits for that host's robots.txt,
 * delay and holds like any request.  The owner hears only the end.
 *
 * A 429/503 holds the host for its Retry-After (up to a day; an hour when
 * a page got it) or else for a back-off that doubles with each such answer
 * in a row; a 401/403 to a feed holds it a day.  A 401/403 to a page holds
 * only that page (a day) and its directory (an hour): a host serves many
 * feeds, and one that links a refused path must not stop the others.  Holds
 * (host and path holds) are written to the store and read back when a host
 * is first met, so a restart keeps them.  A request to a host held for more
 * than HOSTQ_MAX_WAIT is answered at once with an error, for its owner to try
 * again later (hostq_next_try() says when).
 *
 * What hostq knows of hosts is bounded: at most HOSTQ_MAX_HOSTS are kept
 * besides those with requests queued; hosts with nothing queued or in
 * flight are forgotten least recently used first, and those whose
 * robots.txt expired before that.  A hold forgotten is read back from the
 * store.
 */
#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <event2/event.h>

#include "conf.h"
#include "hostq.h"
#include "http.h"
#include "httpopts.h"
#include "log.h"
#include "robots.h"
#include "store.h"
#include "url.h"
#include "util.h"

#define HOSTQ_CANNOT_START "cannot request URL"
#define HOSTQ_MAX_HOLD (24 * 3600 * 1000LL)     /* longest Retry-After heeded */
#define HOSTQ_REFUSED_HOLD (24 * 3600 * 1000LL) /* a feed's 401/403 */
#define HOSTQ_PAGE_HOLD_MAX (3600 * 1000LL)     /* host hold a page causes */
#define HOSTQ_PATH_HOLD (24 * 3600 * 1000LL)    /* a refused page's path */
#define HOSTQ_DIR_HOLD (3600 * 1000LL)          /* ... and its directory */
#define HOSTQ_BACKOFF                                                          \
	(5 * 1000LL) /* first hold after a 429/503 without                     \
			Retry-After, doubling */
#define HOSTQ_BACKOFF_MAX (6 * 3600 * 1000LL)
#define HOSTQ_MAX_WAIT                                                         \
	(60 * 1000LL) /* longest hold a request waits out                      \
			 in the queue */
#define HOSTQ_EVICT_SCAN                                                       \
	4                      /* expired hosts looked for per new             \
				  host */
#define HOSTQ_ROBOTS_TTL 86400 /* s: RFC 9309 2.4, at most 24 h */
#define HOSTQ_ROBOTS_RETRY 600 /* s: after a 5xx or no answer */
#define HOSTQ_ROBOTS_FETCH_MAX                                                 \
	(1024 * 1024)         /* bytes fetched;                                \
			    ROBOTS_MAX_BYTES of them read */
#define HOSTQ_ROBOTS_REDIRS 5 /* RFC 9309 2.3.1.2 */
#define HOSTQ_MAX_WARNED 16   /* feeds warned of, per robots.txt */

struct hostq_host;
struct hostq_addr;

/* A request, queued, in flight, or answered by hostq itself. */
struct hostq_req {
	struct hostq *hq;
	struct hostq_host *host;   /* whose queue or flight it is in */
	struct hostq_host *origin; /* robots.txt: the host it is for */
	struct hostq_addr *addr;   /* in flight: the address it counts on */
	enum hostq_kind kind;
	int is_robots;
	char *first_url; /* as asked */
	char *url;       /* this hop */
	char *etag;
	char *last_modified;
	uint64_t max_size;
	long max_redirs;
	int hops;
	int impermanent; /* a hop was not 301/308 */
	char *error;     /* answered without a request: why */
	int is_final;
	int html_only;
	struct http_opts *opts; /* a reference, or NULL */
	http_done_cb cb;
	void *arg;
	TAILQ_ENTRY(hostq_req) entry;
};

TAILQ_HEAD(hostq_reqs, hostq_req);

/*
 * A server's address, as a transfer connected to it: the politeness slot
 * the names seen to connect to it share.
 */
struct hostq_addr {
	char ip[64];   /* "192.0.2.1", "2001:db8::1" */
	int64_t seen;  /* monotonic ms it last got a request */
	int64_t delay; /* the longest Crawl-delay of its names, ms */
	int inflight;  /* requests in flight to it */
	int refs;      /* hosts on it and requests in flight to it */
	TAILQ_ENTRY(hostq_addr) entry;
};

TAILQ_HEAD(hostq_addrs_head, hostq_addr);

/* A path prefix of a host held after a refused page. */
struct hostq_path {
	char *prefix;  /* "/private/" or "/private/story.html" */
	int64_t until; /* monotonic ms */
	char *why;
};

struct hostq_host {
	char *key;    /* "https://example.org:443" */
	int64_t seen; /* monotonic ms the host last got a request; 0: never */
	int64_t hold_until; /* monotonic ms */
	char *hold_reason;
	int failures;            /* 429/503 answers in a row */
	int64_t delay;           /* robots.txt Crawl-delay, ms */
	int inflight;            /* 0 or 1 */
	struct hostq_addr *addr; /* where it last connected; NULL: unknown */
	int in_line;
	struct hostq_reqs queue;
	struct robots *robots;  /* NULL: not read yet */
	int64_t robots_expires; /* unix s */
	int robots_unavailable;
	int robots_fetching;
	uint32_t warned[HOSTQ_MAX_WARNED]; /* feeds a Disallow was logged for */
	int nwarned;
	struct hostq_path paths[HOSTQ_MAX_PATHS]; /* until 0: unused */
	TAILQ_ENTRY(hostq_host) line; /* hosts with work, in turn order */
	TAILQ_ENTRY(hostq_host) lru;  /* every host, last used first */
};

TAILQ_HEAD(hostq_hosts_head, hostq_host);

struct hostq {
	struct event_base *base;
	struct http *http;
	const struct conf *conf;
	struct store *st;
	char *product;         /* our robots.txt product token */
	struct event *timer;   /* next possible start */
	struct event *fail_ev; /* deliver requests answered by hostq */
	struct hostq_hosts_head line;
	struct hostq_hosts_head hosts;
	int nhosts;
	struct hostq_addrs_head addrs;
	int naddrs;
	struct hostq_reqs inflight;
	struct hostq_reqs failed;
	int ninflight;
	int nqueued;
	int nfailed;
	int nrobots; /* robots.txt requests among them */
};

static struct hostq_host *hostq_host_find(struct hostq *, const char *, int);
static void hostq_host_free(struct hostq *, struct hostq_host *);
static void hostq_evict(struct hostq *, const struct hostq_host *);
static void hostq_enqueue(struct hostq *, struct hostq_req *, int);
static int64_t hostq_next_ok(const struct hostq *, const struct hostq_host *);
static void hostq_run(struct hostq *);
static void hostq_start(struct hostq *, struct hostq_host *);
static void hostq_fail(struct hostq *, struct hostq_req *, const char *, int);
static void hostq_timer_cb(evutil_socket_t, short, void *);
static void hostq_fail_cb(evutil_socket_t, short, void *);
static void hostq_done_cb(const struct http_response *, void *);
static void hostq_seen(struct hostq_req *, const struct http_response *);
static void hostq_heed(struct hostq *, struct hostq_host *,
    const struct hostq_req *, const struct http_response *);
static void hostq_robots_done(
    struct hostq *, struct hostq_host *, const struct http_response *);
static void hostq_req_free(struct hostq_req *);
static const struct hostq_path *hostq_path_held(
    const struct hostq_host *, const char *, int64_t);
static int hostq_path_set(
    struct hostq_host *, const char *, int64_t, const char *);

/* Create the queue.  http and conf are borrowed and must outlive it. */
struct hostq *
hostq_new(struct event_base *base, struct http *http, const struct conf *conf)
{
	struct hostq *hq;

	hq = xcalloc(1, sizeof(*hq));
	hq->base = base;
	hq->http = http;
	hq->conf = conf;
	hq->product =
	    robots_product(conf->user_agent != NULL ? conf->user_agent : "");
	TAILQ_INIT(&hq->line);
	TAILQ_INIT(&hq->hosts);
	TAILQ_INIT(&hq->addrs);
	TAILQ_INIT(&hq->inflight);
	TAILQ_INIT(&hq->failed);
	if ((hq->timer = evtimer_new(base, hostq_timer_cb, hq)) == NULL)
		fatalx("%s: evtimer_new failed", __func__);
	if ((hq->fail_ev = evtimer_new(base, hostq_fail_cb, hq)) == NULL)
		fatalx("%s: evtimer_new failed", __func__);
	return hq;
}

/*
 * Free the queue: transfers in flight are cancelled and queued requests
 * dropped, and none of their callbacks runs.
 */
void
hostq_free(struct hostq *hq)
{
	struct hostq_host *h;
	struct hostq_req *r;

	if (hq == NULL)
		return;
	while ((r = TAILQ_FIRST(&hq->inflight)) != NULL) {
		http_cancel(hq->http, hostq_done_cb, r);
		TAILQ_REMOVE(&hq->inflight, r, entry);
		hostq_req_free(r);
	}
	while ((r = TAILQ_FIRST(&hq->failed)) != NULL) {
		TAILQ_REMOVE(&hq->failed, r, entry);
		hostq_req_free(r);
	}
	while ((h = TAILQ_FIRST(&hq->hosts)) != NULL)
		hostq_host_free(hq, h);
	event_free(hq->timer);
	event_free(hq->fail_ev);
	free(hq->product);
	free(hq);
}

void
hostq_set_conf(struct hostq *hq, const struct conf *conf)
{
	hq->conf = conf;
	free(hq->product);
	hq->product =
	    robots_product(conf->user_agent != NULL ? conf->user_agent : "");
	hostq_run(hq);
}

void
hostq_set_store(struct hostq *hq, struct store *st)
{
	hq->st = st;
}

/*
 * Queue a GET; see hostq.h.  It may start at once, but its callback
 * always runs later, from the loop.
 */
int
hostq_push(struct hostq *hq, enum hostq_kind kind,
    const struct http_request *req, http_done_cb cb, void *arg)
{
	struct hostq_host *h;
	struct hostq_req *r;

	if (req->url == NULL || (h = hostq_host_find(hq, req->url, 1)) == NULL)
		return -1;
	r = xcalloc(1, sizeof(*r));
	r->hq = hq;
	r->host = h;
	r->kind = kind;
	r->first_url = xstrdup(req->url);
	r->url = xstrdup(req->url);
	if (req->etag != NULL)
		r->etag = xstrdup(req->etag);
	if (req->last_modified != NULL)
		r->last_modified = xstrdup(req->last_modified);
	r->max_size = req->max_size;
	r->max_redirs = req->max_redirs > 0 ? req->max_redirs : HTTP_MAX_REDIRS;
	r->html_only = req->html_only;
	r->opts = http_opts_ref(req->opts);
	r->cb = cb;
	r->arg = arg;
	hostq_enqueue(hq, r, 0);
	hostq_run(hq);
	return 0;
}

void
hostq_hold(struct hostq *hq, const char *url, int64_t until_ms)
{
	struct hostq_host *h;

	if ((h = hostq_host_find(hq, url, 1)) == NULL)
		return;
	if (until_ms > h->hold_until) {
		h->hold_until = until_ms;
		log_debug("%s: hold %s for %lld ms", __func__, h->key,
		    (long long)(until_ms - util_monotonic()));
	}
	hostq_run(hq);
}

int64_t
hostq_next_try(struct hostq *hq, const char *url)
{
	struct hostq_host *h;
	const struct hostq_path *p;
	int64_t mono = util_monotonic(), t = 0;

	if ((h = hostq_host_find(hq, url, 0)) == NULL)
		return 0;
	if (h->hold_until > mono)
		t = util_now() + (h->hold_until - mono + 999) / 1000;
	if (h->robots != NULL && h->robots_unavailable && h->robots_expires > t)
		t = h->robots_expires;
	if ((p = hostq_path_held(h, url, mono)) != NULL &&
	    util_now() + (p->until - mono + 999) / 1000 > t)
		t = util_now() + (p->until - mono + 999) / 1000;
	return t;
}

int
hostq_cancel(struct hostq *hq, http_done_cb cb, void *arg)
{
	struct hostq_host *h;
	struct hostq_req *r, *tr;
	int n = 0;

	TAILQ_FOREACH(h, &hq->line, line) {
		TAILQ_FOREACH_SAFE(r, &h->queue, entry, tr) {
			if (r->is_robots || r->cb != cb || r->arg != arg)
				continue;
			TAILQ_REMOVE(&h->queue, r, entry);
			hq->nqueued--;
			hostq_req_free(r);
			n++;
		}
	}
	TAILQ_FOREACH_SAFE(r, &hq->inflight, entry, tr) {
		if (r->is_robots || r->cb != cb || r->arg != arg)
			continue;
		http_cancel(hq->http, hostq_done_cb, r);
		TAILQ_REMOVE(&hq->inflight, r, entry);
		hq->ninflight--;
		r->host->inflight = 0;
		/* The server may have the request: space the next one. */
		r->host->seen = util_monotonic();
		if (r->addr != NULL)
			r->addr->seen = r->host->seen;
		hostq_req_free(r);
		n++;
	}
	TAILQ_FOREACH_SAFE(r, &hq->failed, entry, tr) {
		if (r->cb != cb || r->arg != arg)
			continue;
		TAILQ_REMOVE(&hq->failed, r, entry);
		hq->nfailed--;
		hostq_req_free(r);
		n++;
	}
	if (n > 0)
		hostq_run(hq);
	return n;
}

int
hostq_pending(const struct hostq *hq)
{
	return hq->nqueued + hq->ninflight + hq->nfailed - hq->nrobots;
}

int
hostq_hosts(const struct hostq *hq)
{
	return hq->nhosts;
}

int
hostq_addrs(const struct hostq *hq)
{
	return hq->naddrs;
}

/* ---- addresses ---- */

/* Drop a reference to a; the last one frees it. */
static void
hostq_addr_unref(struct hostq *hq, struct hostq_addr *a)
{
	if (a == NULL || --a->refs > 0)
		return;
	TAILQ_REMOVE(&hq->addrs, a, entry);
	hq->naddrs--;
	free(a);
}

/*
 * h connected to ip: share the politeness of the other names seen there
 * (their last request, their longest Crawl-delay, their request in
 * flight).  A name that moves takes its own last request along.
 */
static void
hostq_addr_bind(struct hostq *hq, struct hostq_host *h, const char *ip)
{
	struct hostq_addr *a;

	if (ip == NULL || *ip == '\0' || strlen(ip) >= sizeof(a->ip) ||
	    (h->addr != NULL && strcmp(h->addr->ip, ip) == 0))
		return;
	TAILQ_FOREACH(a, &hq->addrs, entry)
		if (strcmp(a->ip, ip) == 0)
			break;
	if (a == NULL) {
		a = xcalloc(1, sizeof(*a));
		memcpy(a->ip, ip, strlen(ip) + 1);
		TAILQ_INSERT_HEAD(&hq->addrs, a, entry);
		hq->naddrs++;
	} else
		log_debug("host %s: at %s, as other names are: one "
			  "politeness slot",
		    h->key, ip);
	a->refs++;
	hostq_addr_unref(hq, h->addr);
	h->addr = a;
	if (h->seen > a->seen)
		a->seen = h->seen;
	if (h->delay > a->delay)
		a->delay = h->delay;
}

/* r, in flight, no longer counts on its address. */
static void
hostq_req_unaddr(struct hostq_req *r)
{
	if (r->addr == NULL)
		return;
	r->addr->inflight--;
	hostq_addr_unref(r->hq, r->addr);
	r->addr = NULL;
}

/* ---- hosts ---- */

/* A hold the store remembers from an earlier run. */
static int
hostq_load_cb(const struct store_host *sh, void *arg)
{
	struct hostq_host *h = arg;
	int64_t now = util_now();

	h->failures = sh->failures;
	if (sh->hold_until > now) {
		h->hold_until =
		    util_monotonic() + (sh->hold_until - now) * 1000;
		free(h->hold_reason);
		h->hold_reason =
		    xstrdup(sh->hold_reason != NULL ? sh->hold_reason : "held");
	}
	return 0;
}

/* A path hold the store remembers from an earlier run. */
static int
hostq_load_path_cb(const struct store_path_hold *p, void *arg)
{
	struct hostq_host *h = arg;
	int64_t now = util_now();

	if (p->hold_until > now && p->prefix != NULL && *p->prefix != '\0')
		hostq_path_set(h, p->prefix,
		    util_monotonic() + (p->hold_until - now) * 1000,
		    p->reason != NULL ? p->reason : "held");
	return 0;
}

/*
 * The host of url, created if do_create (with what the store remembers
 * of it), and made the most recently used; NULL if url has no http host.
 */
static struct hostq_host *
hostq_host_find(struct hostq *hq, const char *url, int do_create)
{
	struct hostq_host *h;
	char *key;

	if ((key = url_host_key(url)) == NULL)
		return NULL;
	TAILQ_FOREACH(h, &hq->hosts, lru) {
		if (strcmp(h->key, key) == 0) {
			free(key);
			TAILQ_REMOVE(&hq->hosts, h, lru);
			TAILQ_INSERT_HEAD(&hq->hosts, h, lru);
			return h;
		}
	}
	if (!do_create) {
		free(key);
		return NULL;
	}
	h = xcalloc(1, sizeof(*h));
	h->key = key;
	TAILQ_INIT(&h->queue);
	TAILQ_INSERT_HEAD(&hq->hosts, h, lru);
	hq->nhosts++;
	if (hq->st != NULL) {
		store_host_get(hq->st, key, hostq_load_cb, h);
		store_path_hold_list(hq->st, key, util_now(), HOSTQ_MAX_PATHS,
		    hostq_load_path_cb, h);
	}
	hostq_evict(hq, h);
	return h;
}

/* Nothing of the host is queued, in flight or awaited. */
static int
hostq_host_idle(const struct hostq_host *h)
{
	return !h->in_line && !h->inflight && !h->robots_fetching &&
	    TAILQ_EMPTY(&h->queue);
}

/*
 * Keep at most HOSTQ_MAX_HOSTS, forgetting idle hosts least recently used
 * first; and forget a few idle ones whose robots.txt, hold and delay are
 * over.  keep (just created) stays.
 */
static void
hostq_evict(struct hostq *hq, const struct hostq_host *keep)
{
	struct hostq_host *h, *th;
	int64_t now = util_now(), mono = util_monotonic();
	int scanned = 0;

	for (h = TAILQ_LAST(&hq->hosts, hostq_hosts_head); h != NULL; h = th) {
		th = TAILQ_PREV(h, hostq_hosts_head, lru);
		if (hq->nhosts <= HOSTQ_MAX_HOSTS &&
		    scanned++ >= HOSTQ_EVICT_SCAN)
			break;
		if (h == keep || !hostq_host_idle(h))
			continue;
		if (hq->nhosts > HOSTQ_MAX_HOSTS ||
		    ((h->robots == NULL || h->robots_expires <= now) &&
			h->hold_until <= mono &&
			h->seen + hq->conf->host_delay <= mono &&
			h->seen + h->delay <= mono))
			hostq_host_free(hq, h);
	}
}

static void
hostq_host_free(struct hostq *hq, struct hostq_host *h)
{
	struct hostq_req *r;
	int i;

	while ((r = TAILQ_FIRST(&h->queue)) != NULL) {
		TAILQ_REMOVE(&h->queue, r, entry);
		hq->nqueued--;
		hostq_req_free(r);
	}
	if (h->in_line)
		TAILQ_REMOVE(&hq->line, h, line);
	TAILQ_REMOVE(&hq->hosts, h, lru);
	hq->nhosts--;
	robots_free(h->robots);
	hostq_addr_unref(hq, h->addr);
	for (i = 0; i < HOSTQ_MAX_PATHS; i++) {
		free(h->paths[i].prefix);
		free(h->paths[i].why);
	}
	free(h->hold_reason);
	free(h->key);
	free(h);
}

/* Queue r on its host, at the front for a hop already under way. */
static void
hostq_enqueue(struct hostq *hq, struct hostq_req *r, int at_front)
{
	struct hostq_host *h = r->host;

	if (at_front)
		TAILQ_INSERT_HEAD(&h->queue, r, entry);
	else
		TAILQ_INSERT_TAIL(&h->queue, r, entry);
	hq->nqueued++;
	if (!h->in_line) {
		/* Nothing to do lately: first in line. */
		TAILQ_INSERT_HEAD(&hq->line, h, line);
		h->in_line = 1;
	}
}

/* ---- the line ---- */

/*
 * The earliest next start on h: its delay after the host last got a
 * request (the current host_delay, so a reload applies at once), and not
 * held.
 */
static int64_t
hostq_next_ok(const struct hostq *hq, const struct hostq_host *h)
{
	int64_t t = 0, delay = hq->conf->host_delay;

	if (h->delay > delay)
		delay = h->delay;
	if (h->addr != NULL && h->addr->delay > delay)
		delay = h->addr->delay;
	if (h->seen != 0)
		t = h->seen + delay;
	if (h->addr != NULL && h->addr->seen != 0 && h->addr->seen + delay > t)
		t = h->addr->seen + delay;
	return t > h->hold_until ? t : h->hold_until;
}

/* A request of h, or of another name at its address, is in flight. */
static int
hostq_busy(const struct hostq_host *h)
{
	return h->inflight != 0 || (h->addr != NULL && h->addr->inflight > 0);
}

/* Answer every request queued for h: its hold is too long to wait. */
static void
hostq_fail_held(struct hostq *hq, struct hostq_host *h, int64_t now)
{
	struct http_response resp;
	struct hostq_req *r;
	char *d, *why;

	d = util_format_duration(h->hold_until - now);
	xasprintf(&why, "host held for %s: %s", d,
	    h->hold_reason != NULL ? h->hold_reason : "held");
	while ((r = TAILQ_FIRST(&h->queue)) != NULL) {
		TAILQ_REMOVE(&h->queue, r, entry);
		hq->nqueued--;
		if (r->is_robots) {
			/* A redirect of another host's robots.txt: that
			 * host's is unavailable for now. */
			memset(&resp, 0, sizeof(resp));
			resp.error = why;
			resp.data = "";
			r->origin->robots_fetching = 0;
			hostq_robots_done(hq, r->origin, &resp);
			hostq_req_free(r);
		} else
			hostq_fail(hq, r, why, 0);
	}
	free(why);
	free(d);
}

/*
 * Start what may start now, in turn order, and set the timer for the
 * earliest start still to come.  Hosts leave the line once they have
 * nothing queued, nothing in flight and no delay left to honour.
 */
static void
hostq_run(struct hostq *hq)
{
	struct hostq_host *h, *th, *last;
	struct timeval tv;
	int64_t now, next_ok, earliest = INT64_MAX;
	int max = hq->conf->max_connections, is_last;

	if (max < 1)
		max = 1;
	now = util_monotonic();
	last = TAILQ_LAST(&hq->line, hostq_hosts_head);
	TAILQ_FOREACH_SAFE(h, &hq->line, line, th) {
		/* h may leave or be sent to the back below. */
		is_last = h == last;
		if (h->inflight == 0 && !TAILQ_EMPTY(&h->queue) &&
		    h->hold_until - now > HOSTQ_MAX_WAIT)
			hostq_fail_held(hq, h, now);
		next_ok = hostq_next_ok(hq, h);
		if (h->inflight == 0 && TAILQ_EMPTY(&h->queue)) {
			if (next_ok <= now) {
				TAILQ_REMOVE(&hq->line, h, line);
				h->in_line = 0;
			}
		} else if (!hostq_busy(h)) {
			if (next_ok > now) {
				if (next_ok < earliest)
					earliest = next_ok;
			} else if (hq->ninflight < max)
				hostq_start(hq, h);
		}
		/* Else the end of the request in flight runs the line. */
		if (is_last)
			break;
	}
	if (hq->nhosts > HOSTQ_MAX_HOSTS)
		hostq_evict(hq, NULL);

	if (earliest == INT64_MAX || hq->ninflight >= max) {
		/* A finished request will run the queue again. */
		evtimer_del(hq->timer);
		return;
	}
	tv.tv_sec = (earliest - now) / 1000;
	tv.tv_usec = ((earliest - now) % 1000) * 1000;
	evtimer_add(hq->timer, &tv);
}

/* 32-bit FNV-1a: which feeds a Disallow was logged for. */
static uint32_t
hostq_hash(const char *s)
{
	uint32_t x = 2166136261u;

	while (*s != '\0')
		x = (x ^ (unsigned char)*s++) * 16777619u;
	return x;
}

/*
 * robots.txt's word on r, known for its host: NULL to go ahead, else why
 * not (*is_final if it will not change).  A feed goes ahead: the
 * configuration asked for it.
 */
static const char *
hostq_gate(struct hostq_host *h, const struct hostq_req *r, int *is_final)
{
	uint32_t x;
	char *path;
	int allowed, i;

	path = url_path_query(r->url);
	allowed = path != NULL && robots_allowed(h->robots, path);
	free(path);
	*is_final = 0;
	if (allowed)
		return NULL;
	if (r->kind != HOSTQ_FEED) {
		if (h->robots_unavailable)
			return HOSTQ_ROBOTS_UNAVAILABLE;
		*is_final = 1;
		return HOSTQ_DISALLOWED;
	}
	if (h->robots_unavailable)
		return NULL;
	x = hostq_hash(r->url);
	for (i = 0; i < h->nwarned; i++)
		if (h->warned[i] == x)
			return NULL;
	if (h->nwarned < HOSTQ_MAX_WARNED)
		h->warned[h->nwarned++] = x;
	log_warnx("host %s: robots.txt disallows %s; fetched all the same, "
		  "the configuration asks for it",
	    h->key, r->url);
	return NULL;
}

/*
 * Answer r at once if a path hold of h covers it (a refused page or its
 * directory); return 1 then.  Not final: the hold ends.
 */
static int
hostq_fail_path(struct hostq *hq, struct hostq_host *h, struct hostq_req *r)
{
	const struct hostq_path *p;
	char *d, *why;
	int64_t mono = util_monotonic();

	if ((p = hostq_path_held(h, r->url, mono)) == NULL)
		return 0;
	d = util_format_duration(p->until - mono);
	xasprintf(&why, "path held for %s: %s", d, p->why);
	hostq_fail(hq, r, why, 0);
	free(why);
	free(d);
	return 1;
}

/* The robots.txt request of h, first in its queue. */
static void
hostq_robots_queue(struct hostq *hq, struct hostq_host *h)
{
	struct hostq_req *r;

	r = xcalloc(1, sizeof(*r));
	r->hq = hq;
	r->host = h;
	r->origin = h;
	r->is_robots = 1;
	xasprintf(&r->url, "%s/robots.txt", h->key);
	r->first_url = xstrdup(r->url);
	r->max_size = HOSTQ_ROBOTS_FETCH_MAX;
	r->max_redirs = HOSTQ_ROBOTS_REDIRS;
	h->robots_fetching = 1;
	hq->nrobots++;
	hostq_enqueue(hq, r, 1);
}

/*
 * Start the first request of h that robots.txt lets through (robots.txt
 * itself first if it is not known) and send the host to the back of the
 * line.  The others ahead of it are answered from the loop.
 */
static void
hostq_start(struct hostq *hq, struct hostq_host *h)
{
	struct http_request req;
	struct hostq_req *r;
	struct timeval tv = { 0, 0 };
	const char *why;
	int is_final;

	while ((r = TAILQ_FIRST(&h->queue)) != NULL) {
		if (!r->is_robots &&
		    (h->robots == NULL || util_now() >= h->robots_expires)) {
			if (h->robots_fetching)
				return; /* a redirect of it is elsewhere */
			hostq_robots_queue(hq, h);
			continue;
		}
		TAILQ_REMOVE(&h->queue, r, entry);
		hq->nqueued--;
		if (!r->is_robots &&
		    (why = hostq_gate(h, r, &is_final)) != NULL) {
			hostq_fail(hq, r, why, is_final);
			continue;
		}
		if (!r->is_robots && r->kind != HOSTQ_FEED &&
		    hostq_fail_path(hq, h, r))
			continue;
		break;
	}
	if (r == NULL)
		return;
	TAILQ_REMOVE(&hq->line, h, line);
	TAILQ_INSERT_TAIL(&hq->line, h, line);

	memset(&req, 0, sizeof(req));
	req.url = r->url;
	req.etag = r->etag;
	req.last_modified = r->last_modified;
	req.max_size = r->max_size;
	req.html_only = r->html_only;
	req.opts = r->opts; /* each hop: http sends what is for its host */
	if (http_get(hq->http, &req, hostq_done_cb, r) == -1) {
		if (r->is_robots) {
			/* Cannot happen for a key's URL: allow all. */
			h->robots_fetching = 0;
			hostq_robots_done(hq, h, NULL);
			hostq_req_free(r);
			evtimer_add(hq->fail_ev, &tv);
			return;
		}
		hostq_fail(hq, r, NULL, 0);
		return;
	}
	log_debug("fetch %s", r->url);
	h->inflight = 1;
	/* For now; hostq_done_cb() knows better. */
	h->seen = util_monotonic();
	if ((r->addr = h->addr) != NULL) {
		r->addr->refs++;
		r->addr->inflight++;
		r->addr->seen = h->seen;
	}
	TAILQ_INSERT_TAIL(&hq->inflight, r, entry);
	hq->ninflight++;
}

/* Answer r from the loop with error (NULL: http refused it). */
static void
hostq_fail(
    struct hostq *hq, struct hostq_req *r, const char *error, int is_final)
{
	struct timeval tv = { 0, 0 };

	free(r->error);
	r->error = error != NULL ? xstrdup(error) : NULL;
	r->is_final = is_final;
	TAILQ_INSERT_TAIL(&hq->failed, r, entry);
	hq->nfailed++;
	evtimer_add(hq->fail_ev, &tv);
}

static void
hostq_timer_cb(UNUSED evutil_socket_t fd, UNUSED short what, void *arg)
{
	struct hostq *hq = arg;

	hostq_run(hq);
}

/* Answer the requests hostq or http refused with an error response. */
static void
hostq_fail_cb(UNUSED evutil_socket_t fd, UNUSED short what, void *arg)
{
	struct hostq *hq = arg;
	struct http_response resp;
	struct hostq_req *r;

	while ((r = TAILQ_FIRST(&hq->failed)) != NULL) {
		TAILQ_REMOVE(&hq->failed, r, entry);
		hq->nfailed--;
		memset(&resp, 0, sizeof(resp));
		resp.url = r->first_url;
		resp.final_url = r->url;
		resp.redirects = r->hops;
		resp.error = r->error != NULL ? r->error : HOSTQ_CANNOT_START;
		resp.is_final = r->is_final;
		resp.data = "";
		resp.started = util_monotonic();
		r->cb(&resp, r->arg);
		hostq_req_free(r);
	}
	hostq_run(hq);
}

/* ---- answers ---- */

static int
hostq_is_redirect(long status)
{
	return status == 301 || status == 302 || status == 303 ||
	    status == 307 || status == 308;
}

/*
 * A redirect: queue the next hop of r on its own host, or say why not
 * (*is_final then).  Return NULL when the hop is queued.
 */
static char *
hostq_follow(
    struct hostq *hq, struct hostq_req *r, const struct http_response *resp)
{
	struct hostq_host *h;
	char *why;

	if (r->hops >= r->max_redirs)
		return xstrdup(HOSTQ_TOO_MANY_REDIRECTS);
	if (!url_is_http(resp->redirect_url) ||
	    (h = hostq_host_find(hq, resp->redirect_url, 1)) == NULL) {
		xasprintf(&why, "redirected to %s: not an http(s) URL",
		    resp->redirect_url);
		return why;
	}
	log_debug(
	    "%s: HTTP %ld to %s", r->url, resp->status, resp->redirect_url);
	free(r->url);
	r->url = xstrdup(resp->redirect_url);
	r->hops++;
	if (resp->status != 301 && resp->status != 308)
		r->impermanent = 1;
	r->host = h;
	hostq_enqueue(hq, r, 1);
	return NULL;
}

/* http: a request finished.  Follow it, or tell its owner. */
static void
hostq_done_cb(const struct http_response *resp, void *arg)
{
	struct hostq_req *r = arg;
	struct hostq *hq = r->hq;
	struct http_response out;
	char *why = NULL;

	TAILQ_REMOVE(&hq->inflight, r, entry);
	hq->ninflight--;
	r->host->inflight = 0;
	hostq_seen(r, resp);
	hostq_req_unaddr(r);
	hostq_addr_bind(hq, r->host, resp->address);
	hostq_heed(hq, r->host, r, resp);
	out = *resp;
	if (resp->error == NULL && hostq_is_redirect(resp->status) &&
	    resp->redirect_url != NULL) {
		if ((why = hostq_follow(hq, r, resp)) == NULL) {
			hostq_run(hq);
			return;
		}
		out.error = why;
		out.is_final = 1;
	}
	if (r->is_robots) {
		r->origin->robots_fetching = 0;
		hostq_robots_done(hq, r->origin, &out);
	} else {
		out.url = r->first_url;
		out.final_url = r->url;
		out.redirects = r->hops;
		out.permanent = r->hops > 0 && !r->impermanent;
		out.redirect_url = NULL;
		r->cb(&out, r->arg);
	}
	free(why);
	hostq_req_free(r);
	hostq_run(hq);
}

/*
 * When did the server get our last request?  http_get() only queues it in
 * curl and a busy loop may send it later, so the start is too early: the
 * latest time it can be is when the answer began to arrive (or the end,
 * without an answer).  The delay counts from there, so the server never
 * sees two of our requests closer than it, whatever the loop did.
 */
static void
hostq_seen(struct hostq_req *r, const struct http_response *resp)
{
	int64_t t = resp->answered != 0 ? resp->answered : util_monotonic();

	if (t > r->host->seen)
		r->host->seen = t;
	if (r->addr != NULL && t > r->addr->seen)
		r->addr->seen = t;
}

/*
 * The path hold of h that covers url (the one ending last), or NULL.
 */
static const struct hostq_path *
hostq_path_held(const struct hostq_host *h, const char *url, int64_t mono)
{
	const struct hostq_path *p, *best = NULL;
	char *path;
	int i;

	if ((path = url_path_query(url)) == NULL)
		return NULL;
	for (i = 0; i < HOSTQ_MAX_PATHS; i++) {
		p = &h->paths[i];
		if (p->until <= mono || !util_startswith(path, p->prefix))
			continue;
		/* A directory covers what is below it, a page only itself. */
		if (p->prefix[strlen(p->prefix) - 1] != '/' &&
		    strcmp(path, p->prefix) != 0)
			continue;
		if (best == NULL || p->until > best->until)
			best = p;
	}
	free(path);
	return best;
}

/*
 * Hold prefix of h until (monotonic ms): a slot of its own, or the one
 * ending first.  Return 0 if it was held that long already.
 */
static int
hostq_path_set(
    struct hostq_host *h, const char *prefix, int64_t until, const char *why)
{
	struct hostq_path *p = NULL;
	int i;

	for (i = 0; i < HOSTQ_MAX_PATHS; i++) {
		if (h->paths[i].prefix != NULL &&
		    strcmp(h->paths[i].prefix, prefix) == 0) {
			p = &h->paths[i];
			break;
		}
		if (p == NULL || h->paths[i].until < p->until)
			p = &h->paths[i];
	}
	if (p->prefix != NULL && strcmp(p->prefix, prefix) == 0 &&
	    p->until >= until)
		return 0;
	free(p->prefix);
	free(p->why);
	p->prefix = xstrdup(prefix);
	p->why = xstrdup(why);
	p->until = until;
	return 1;
}

/*
 * Hold prefix of h for ms, in the store too (HOSTQ_MAX_PATHS a host at
 * most, those over pruned), so that a restart keeps it.
 */
static void
hostq_path_hold(struct hostq *hq, struct hostq_host *h, const char *prefix,
    int64_t ms, const char *why)
{
	struct store_path_hold sp;
	int64_t now = util_now();

	if (!hostq_path_set(h, prefix, util_monotonic() + ms, why) ||
	    hq->st == NULL)
		return;
	memset(&sp, 0, sizeof(sp));
	sp.host_key = h->key;
	sp.prefix = prefix;
	sp.hold_until = now + (ms + 999) / 1000;
	sp.reason = why;
	store_path_hold_put(hq->st, &sp, now, HOSTQ_MAX_PATHS);
}

/*
 * A page refused (401/403): hold that page a day and, below the root,
 * its directory an hour; never the host, which serves other feeds.
 */
static void
hostq_refused_page(struct hostq *hq, struct hostq_host *h,
    const struct hostq_req *r, const struct http_response *resp)
{
	char *path, *dir = NULL, *why, *slash, *d1, *d2;

	if ((path = url_path_query(r->url)) == NULL)
		return;
	xasprintf(&why, "HTTP %ld on %s: access refused", resp->status, path);
	hostq_path_hold(hq, h, path, HOSTQ_PATH_HOLD, why);
	dir = xstrndup(path, strcspn(path, "?#"));
	if ((slash = strrchr(dir, '/')) != NULL)
		slash[1] = '\0';
	d1 = util_format_duration(HOSTQ_PATH_HOLD);
	d2 = util_format_duration(HOSTQ_DIR_HOLD);
	if (slash != NULL && slash != dir) {
		hostq_path_hold(hq, h, dir, HOSTQ_DIR_HOLD, why);
		log_warnx("host %s: %s; no requests under %s for %s, to the "
			  "page for %s (templar does not try to get around a "
			  "refusal)",
		    h->key, why, dir, d2, d1);
	} else
		log_warnx("host %s: %s; no requests to the page for %s "
			  "(templar does not try to get around a refusal)",
		    h->key, why, d1);
	free(d1);
	free(d2);
	free(why);
	free(dir);
	free(path);
}

/* Write what hostq holds against h where a restart finds it. */
static void
hostq_persist(struct hostq *hq, struct hostq_host *h)
{
	struct store_host sh;
	int64_t mono = util_monotonic(), now = util_now();

	if (hq->st == NULL)
		return;
	memset(&sh, 0, sizeof(sh));
	sh.key = h->key;
	if (h->hold_until > mono)
		sh.hold_until = now + (h->hold_until - mono + 999) / 1000;
	sh.hold_reason = sh.hold_until != 0 ? h->hold_reason : NULL;
	sh.failures = h->failures;
	sh.updated_at = now;
	store_host_put(hq->st, &sh);
}

/* Hold h for ms because of why; one log line, remembered in the store. */
static void
hostq_hold_for(struct hostq *hq, struct hostq_host *h, int64_t ms,
    const char *why, const char *more)
{
	int64_t until = util_monotonic() + ms;
	char *d;

	if (until <= h->hold_until)
		return;
	h->hold_until = until;
	free(h->hold_reason);
	h->hold_reason = xstrdup(why);
	d = util_format_duration(ms);
	log_warnx(
	    "host %s: %s; no requests to it for %s%s", h->key, why, d, more);
	free(d);
	hostq_persist(hq, h);
}

/*
 * What an answer says of its host.  A 429 or 503 holds it until its
 * Retry-After (RFC 9110 10.2.3, RFC 6585 4; up to HOSTQ_MAX_HOLD), or
 * without one for a back-off doubling with each such answer in a row;
 * when a page or discovery got it, HOSTQ_PAGE_HOLD_MAX at most.  A
 * 401/403 to a feed holds the host a day, to a page that page and its
 * directory (hostq_refused_page()).  Any other answer ends the run of
 * failures.
 */
static void
hostq_heed(struct hostq *hq, struct hostq_host *h, const struct hostq_req *r,
    const struct http_response *resp)
{
	int64_t ms;
	char *why;
	int n;

	if (resp->status == 429 || resp->status == 503) {
		h->failures++;
		if ((ms = http_retry_after(resp->retry_after, util_now())) >
		    0) {
			if (ms > HOSTQ_MAX_HOLD)
				ms = HOSTQ_MAX_HOLD;
			xasprintf(&why, "HTTP %ld, Retry-After %s",
			    resp->status, resp->retry_after);
		} else if (r->is_robots) {
			return; /* robots.txt has its own retry */
		} else {
			ms = HOSTQ_BACKOFF;
			for (n = h->failures - 1;
			     n > 0 && ms < HOSTQ_BACKOFF_MAX; n--)
				ms *= 2;
			if (ms > HOSTQ_BACKOFF_MAX)
				ms = HOSTQ_BACKOFF_MAX;
			xasprintf(&why, "HTTP %ld, backing off", resp->status);
		}
		if (!r->is_robots && r->kind != HOSTQ_FEED &&
		    ms > HOSTQ_PAGE_HOLD_MAX)
			ms = HOSTQ_PAGE_HOLD_MAX;
		hostq_hold_for(hq, h, ms, why, "");
		free(why);
	} else if ((resp->status == 401 || resp->status == 403) &&
	    !r->is_robots && r->kind == HOSTQ_PAGE) {
		hostq_refused_page(hq, h, r, resp);
	} else if ((resp->status == 401 || resp->status == 403) &&
	    !r->is_robots && r->kind == HOSTQ_FEED) {
		xasprintf(&why, "HTTP %ld: access refused", resp->status);
		hostq_hold_for(hq, h, HOSTQ_REFUSED_HOLD, why,
		    " (templar does not try to get around a refusal)");
		free(why);
	} else if (resp->status != 0 && h->failures > 0) {
		h->failures = 0;
		hostq_persist(hq, h);
	}
}

/*
 * robots.txt of h answered (resp NULL: could not be asked).  RFC 9309
 * 2.3.1: 2xx is read, 4xx allows all, 5xx and no answer disallow all
 * until a later try.
 */
static void
hostq_robots_done(
    struct hostq *hq, struct hostq_host *h, const struct http_response *resp)
{
	int64_t now = util_now(), delay;

	robots_free(h->robots);
	h->nwarned = 0;
	h->robots_expires = now + HOSTQ_ROBOTS_TTL;
	if (resp == NULL) {
		h->robots = robots_allow_all();
		h->robots_unavailable = 0;
		return;
	}
	h->robots = robots_from_answer(resp->status, resp->error != NULL,
	    resp->data, resp->len, hq->product, &h->robots_unavailable);
	/* A final failure other than size (a refused address, a redirect
	 * loop): no robots.txt will come, and each request then fails for
	 * good on its own rather than wait. */
	if (resp->error != NULL && resp->is_final && !resp->too_large) {
		robots_free(h->robots);
		h->robots = robots_allow_all();
		h->robots_unavailable = 0;
	}
	if (h->robots_unavailable) {
		h->robots_expires = now + HOSTQ_ROBOTS_RETRY;
		if (resp->error != NULL)
			log_warnx("host %s: robots.txt: %s; only feeds are "
				  "fetched from it for now",
			    h->key, resp->error);
		else
			log_warnx("host %s: robots.txt: HTTP %ld; only feeds "
				  "are fetched from it for now",
			    h->key, resp->status);
	}
	if ((delay = robots_crawl_delay(h->robots)) > hq->conf->max_crawl_delay)
		delay = hq->conf->max_crawl_delay;
	if (delay != h->delay && delay > hq->conf->host_delay)
		log_info("host %s: robots.txt Crawl-delay %lldms", h->key,
		    (long long)delay);
	h->delay = delay;
	if (h->addr != NULL && delay > h->addr->delay)
		h->addr->delay = delay;
}

static void
hostq_req_free(struct hostq_req *r)
{
	if (r->is_robots)
		r->hq->nrobots--;
	hostq_req_unaddr(r);
	free(r->first_url);
	free(r->url);
	free(r->etag);
	free(r->last_modified);
	free(r->error);
	http_opts_free(r->opts);
	free(r);
}
