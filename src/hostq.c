/* SPDX-License-Identifier: ISC */
/*
 * hostq: politeness.  Every request waits in the FIFO of its host (keyed
 * by url_host_key(), so by the requested URL: a redirect to another host
 * is followed inside the same transfer).  A host starts a request only
 * when nothing else of it is in flight and host_delay has passed since
 * the server got the previous one (counted from when its answer began, the
 * latest the request can have arrived); all hosts together keep at most
 * max_connections in flight.  Hosts take turns: a new host enters at the front
 * of the line and one that just started goes to the back, so the line is
 * ordered by last start and a host with a long queue cannot starve the others.
 *
 * One timer wakes the queue at the earliest time something may start; a
 * finished request wakes it too.  A 429 or 503 with Retry-After holds its
 * host, as hostq_hold() does for the callers' own back-off.  Transfers are
 * http's business.
 */
#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <event2/event.h>

#include "conf.h"
#include "hostq.h"
#include "http.h"
#include "log.h"
#include "url.h"
#include "util.h"

#define HOSTQ_CANNOT_START "cannot request URL"
#define HOSTQ_MAX_HOLD (24 * 3600 * 1000LL) /* longest Retry-After heeded */

struct hostq_host;

/* A request, queued, in flight, or failed to start. */
struct hostq_req {
	struct hostq *hq;
	struct hostq_host *host;
	char *url;
	char *etag;
	char *last_modified;
	uint64_t max_size;
	long max_redirs;
	int html_only;
	char *error;		/* why it failed to start; NULL: http refused */
	http_done_cb cb;
	void *arg;
	TAILQ_ENTRY(hostq_req) entry;
};

TAILQ_HEAD(hostq_reqs, hostq_req);

struct hostq_host {
	char *key;    /* "https://example.org:443" */
	int64_t seen; /* monotonic ms the host last got a request; 0: never */
	int64_t hold_until; /* hostq_hold(), Retry-After */
	int64_t delay;      /* hostq_set_delay(): robots.txt Crawl-delay */
	int inflight;       /* 0 or 1 */
	struct hostq_reqs queue;
	TAILQ_ENTRY(hostq_host) entry;
};

struct hostq {
	struct event_base *base;
	struct http *http;
	const struct conf *conf;
	struct event *timer;   /* next possible start */
	struct event *fail_ev; /* deliver requests that failed */
	TAILQ_HEAD(hostq_hosts_head, hostq_host) hosts; /* in turn order */
	struct hostq_reqs inflight;
	struct hostq_reqs failed;
	int ninflight;
	int nqueued;
	int nfailed;
};

static struct hostq_host *hostq_host_find(struct hostq *, const char *, int);
static void hostq_host_free(struct hostq *, struct hostq_host *);
static int64_t hostq_next_ok(const struct hostq *, const struct hostq_host *);
static void hostq_run(struct hostq *);
static void hostq_start(struct hostq *, struct hostq_host *);
static void hostq_timer_cb(evutil_socket_t, short, void *);
static void hostq_fail_cb(evutil_socket_t, short, void *);
static void hostq_done_cb(const struct http_response *, void *);
static void hostq_seen(struct hostq_host *, const struct http_response *);
static void hostq_retry_after(
    struct hostq_host *, const struct http_response *);
static void hostq_req_free(struct hostq_req *);

/* Create the queue.  http and conf are borrowed and must outlive it. */
struct hostq *
hostq_new(struct event_base *base, struct http *http, const struct conf *conf)
{
	struct hostq *hq;

	hq = xcalloc(1, sizeof(*hq));
	hq->base = base;
	hq->http = http;
	hq->conf = conf;
	TAILQ_INIT(&hq->hosts);
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
	struct hostq_host *h, *th;
	struct hostq_req *r, *tr;

	if (hq == NULL)
		return;
	TAILQ_FOREACH_SAFE(r, &hq->inflight, entry, tr) {
		http_cancel(hq->http, hostq_done_cb, r);
		TAILQ_REMOVE(&hq->inflight, r, entry);
		hostq_req_free(r);
	}
	TAILQ_FOREACH_SAFE(r, &hq->failed, entry, tr) {
		TAILQ_REMOVE(&hq->failed, r, entry);
		hostq_req_free(r);
	}
	TAILQ_FOREACH_SAFE(h, &hq->hosts, entry, th)
		hostq_host_free(hq, h);
	event_free(hq->timer);
	event_free(hq->fail_ev);
	free(hq);
}

void
hostq_set_conf(struct hostq *hq, const struct conf *conf)
{
	hq->conf = conf;
	hostq_run(hq);
}

/*
 * Queue a GET; see hostq.h.  It may start at once, but its callback
 * always runs later, from the loop.
 */
int
hostq_push(struct hostq *hq, const struct http_request *req, http_done_cb cb,
    void *arg)
{
	struct hostq_host *h;
	struct hostq_req *r;

	if (req->url == NULL || (h = hostq_host_find(hq, req->url, 1)) == NULL)
		return -1;
	r = xcalloc(1, sizeof(*r));
	r->hq = hq;
	r->host = h;
	r->url = xstrdup(req->url);
	if (req->etag != NULL)
		r->etag = xstrdup(req->etag);
	if (req->last_modified != NULL)
		r->last_modified = xstrdup(req->last_modified);
	r->max_size = req->max_size;
	r->max_redirs = req->max_redirs;
	r->html_only = req->html_only;
	r->cb = cb;
	r->arg = arg;
	TAILQ_INSERT_TAIL(&h->queue, r, entry);
	hq->nqueued++;
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

void
hostq_set_delay(struct hostq *hq, const char *url, int64_t delay_ms)
{
	struct hostq_host *h;

	if ((h = hostq_host_find(hq, url, 1)) == NULL)
		return;
	h->delay = delay_ms;
	hostq_run(hq);
}

int
hostq_cancel_host(struct hostq *hq, const char *url, const char *error)
{
	struct hostq_host *h;
	struct hostq_req *r;
	struct timeval tv = { 0, 0 };
	int n = 0;

	if ((h = hostq_host_find(hq, url, 0)) == NULL)
		return 0;
	while ((r = TAILQ_FIRST(&h->queue)) != NULL) {
		TAILQ_REMOVE(&h->queue, r, entry);
		hq->nqueued--;
		r->error = xstrdup(error);
		TAILQ_INSERT_TAIL(&hq->failed, r, entry);
		hq->nfailed++;
		n++;
	}
	if (n > 0)
		evtimer_add(hq->fail_ev, &tv);
	hostq_run(hq);
	return n;
}

int
hostq_cancel(struct hostq *hq, http_done_cb cb, void *arg)
{
	struct hostq_host *h;
	struct hostq_req *r, *tr;
	int n = 0;

	TAILQ_FOREACH(h, &hq->hosts, entry) {
		TAILQ_FOREACH_SAFE(r, &h->queue, entry, tr) {
			if (r->cb != cb || r->arg != arg)
				continue;
			TAILQ_REMOVE(&h->queue, r, entry);
			hq->nqueued--;
			hostq_req_free(r);
			n++;
		}
	}
	TAILQ_FOREACH_SAFE(r, &hq->inflight, entry, tr) {
		if (r->cb != cb || r->arg != arg)
			continue;
		http_cancel(hq->http, hostq_done_cb, r);
		TAILQ_REMOVE(&hq->inflight, r, entry);
		hq->ninflight--;
		r->host->inflight = 0;
		/* The server may have the request: space the next one. */
		r->host->seen = util_monotonic();
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
	return hq->nqueued + hq->ninflight + hq->nfailed;
}

/* The host of url, created if do_create; NULL if url has no http host. */
static struct hostq_host *
hostq_host_find(struct hostq *hq, const char *url, int do_create)
{
	struct hostq_host *h;
	char *key;

	if ((key = url_host_key(url)) == NULL)
		return NULL;
	TAILQ_FOREACH(h, &hq->hosts, entry) {
		if (strcmp(h->key, key) == 0) {
			free(key);
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
	/* Never started: first in line. */
	TAILQ_INSERT_HEAD(&hq->hosts, h, entry);
	return h;
}

static void
hostq_host_free(struct hostq *hq, struct hostq_host *h)
{
	struct hostq_req *r, *tr;

	TAILQ_FOREACH_SAFE(r, &h->queue, entry, tr) {
		TAILQ_REMOVE(&h->queue, r, entry);
		hq->nqueued--;
		hostq_req_free(r);
	}
	TAILQ_REMOVE(&hq->hosts, h, entry);
	free(h->key);
	free(h);
}

/*
 * The earliest next start on h: host_delay after the host last got a
 * request (the current host_delay, so a reload applies at once), and not
 * held.
 */
static int64_t
hostq_next_ok(const struct hostq *hq, const struct hostq_host *h)
{
	int64_t t = 0, delay = hq->conf->host_delay;

	if (h->delay > delay)
		delay = h->delay;
	if (h->seen != 0)
		t = h->seen + delay;
	return t > h->hold_until ? t : h->hold_until;
}

/*
 * Start what may start now, in turn order, and set the timer for the
 * earliest start still to come.  Forget hosts with nothing queued, nothing
 * in flight and no delay left to honour.
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
	last = TAILQ_LAST(&hq->hosts, hostq_hosts_head);
	TAILQ_FOREACH_SAFE(h, &hq->hosts, entry, th) {
		/* h may be freed or sent to the back below. */
		is_last = h == last;
		next_ok = hostq_next_ok(hq, h);
		if (h->inflight == 0 && TAILQ_EMPTY(&h->queue)) {
			if (next_ok <= now)
				hostq_host_free(hq, h);
		} else if (h->inflight == 0) {
			if (next_ok > now) {
				if (next_ok < earliest)
					earliest = next_ok;
			} else if (hq->ninflight < max)
				hostq_start(hq, h);
		}
		if (is_last)
			break;
	}

	if (earliest == INT64_MAX || hq->ninflight >= max) {
		/* A finished request will run the queue again. */
		evtimer_del(hq->timer);
		return;
	}
	tv.tv_sec = (earliest - now) / 1000;
	tv.tv_usec = ((earliest - now) % 1000) * 1000;
	evtimer_add(hq->timer, &tv);
}

/*
 * Start the first request of h and send the host to the back of the line.
 * A request http refuses goes to the failed list, answered from the loop.
 */
static void
hostq_start(struct hostq *hq, struct hostq_host *h)
{
	struct http_request req;
	struct hostq_req *r;
	struct timeval tv = { 0, 0 };

	r = TAILQ_FIRST(&h->queue);
	TAILQ_REMOVE(&h->queue, r, entry);
	hq->nqueued--;
	TAILQ_REMOVE(&hq->hosts, h, entry);
	TAILQ_INSERT_TAIL(&hq->hosts, h, entry);

	memset(&req, 0, sizeof(req));
	req.url = r->url;
	req.etag = r->etag;
	req.last_modified = r->last_modified;
	req.max_size = r->max_size;
	req.max_redirs = r->max_redirs;
	req.html_only = r->html_only;
	if (http_get(hq->http, &req, hostq_done_cb, r) == -1) {
		TAILQ_INSERT_TAIL(&hq->failed, r, entry);
		hq->nfailed++;
		evtimer_add(hq->fail_ev, &tv);
		return;
	}
	log_debug("fetch %s", r->url);
	h->inflight = 1;
	/* For now; hostq_done_cb() knows better. */
	h->seen = util_monotonic();
	TAILQ_INSERT_TAIL(&hq->inflight, r, entry);
	hq->ninflight++;
}

static void
hostq_timer_cb(UNUSED evutil_socket_t fd, UNUSED short what, void *arg)
{
	struct hostq *hq = arg;

	hostq_run(hq);
}

/* Answer the requests http refused with an error response. */
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
		resp.url = r->url;
		resp.final_url = r->url;
		resp.error = r->error != NULL ? r->error : HOSTQ_CANNOT_START;
		resp.data = "";
		resp.started = util_monotonic();
		r->cb(&resp, r->arg);
		hostq_req_free(r);
	}
	hostq_run(hq);
}

/* http: a request finished.  Tell its owner, then start what may start. */
static void
hostq_done_cb(const struct http_response *resp, void *arg)
{
	struct hostq_req *r = arg;
	struct hostq *hq = r->hq;

	TAILQ_REMOVE(&hq->inflight, r, entry);
	hq->ninflight--;
	r->host->inflight = 0;
	hostq_seen(r->host, resp);
	if (resp->status == 429 || resp->status == 503)
		hostq_retry_after(r->host, resp);
	r->cb(resp, r->arg);
	hostq_req_free(r);
	hostq_run(hq);
}

/*
 * When did the server get our last request?  http_get() only queues it in
 * curl and a busy loop may send it later, so the start is too early: the
 * latest time it can be is when the answer began to arrive (or the end,
 * without an answer).  host_delay counts from there, so the server never
 * sees two of our requests closer than host_delay, whatever the loop did.
 */
static void
hostq_seen(struct hostq_host *h, const struct http_response *resp)
{
	int64_t t = resp->answered != 0 ? resp->answered : util_monotonic();

	if (t > h->seen)
		h->seen = t;
}

/*
 * A 429 or 503 may say when to come back (RFC 9110 10.2.3, RFC 6585 4):
 * hold the host until then, up to HOSTQ_MAX_HOLD.
 */
static void
hostq_retry_after(struct hostq_host *h, const struct http_response *resp)
{
	int64_t ms, until;
	char *d;

	if ((ms = http_retry_after(resp->retry_after, util_now())) <= 0)
		return;
	if (ms > HOSTQ_MAX_HOLD)
		ms = HOSTQ_MAX_HOLD;
	until = util_monotonic() + ms;
	if (until <= h->hold_until)
		return;
	h->hold_until = until;
	d = util_format_duration(ms);
	log_info("host %s: HTTP %ld with Retry-After, next request in %s",
	    h->key, resp->status, d);
	free(d);
}

static void
hostq_req_free(struct hostq_req *r)
{
	free(r->url);
	free(r->etag);
	free(r->last_modified);
	free(r->error);
	free(r);
}
