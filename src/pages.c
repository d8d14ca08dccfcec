/* SPDX-License-Identifier: ISC */
/*
 * pages: an entry's page, fetched politely and stored.  Before the first
 * page of a host its robots.txt is read (RFC 9309) through the same host
 * queue and kept a day; pages it disallows are recorded as such and never
 * requested.  A download that failed for a reason that may pass is
 * counted and tried again later, page_tries times in all; 429/503 hold
 * the host (Retry-After, else a doubling pause), 401/403 stop every
 * request to it for a day.  The owner (the crawler) hears when each page
 * is over.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "conf.h"
#include "hostq.h"
#include "log.h"
#include "pages.h"
#include "robots.h"
#include "store.h"
#include "url.h"
#include "util.h"

#define PAGES_ROBOTS_TTL 86400	/* s: RFC 9309 2.4, cache at most 24 h */
#define PAGES_ROBOTS_RETRY 600	/* s: after a 5xx or network error */
#define PAGES_ROBOTS_MAX (1024 * 1024) /* bytes fetched; ROBOTS_MAX_BYTES
					  of them are parsed */
#define PAGES_PAGE_BACKOFF 60	/* s before the second retry of a page */
#define PAGES_BACKOFF_MAX 21600	/* s: longest pause between page tries */
#define PAGES_INLINE_RETRY 60	/* s: a server-given wait up to this is
				   waited for within the run */
#define PAGES_HOST_BACKOFF 5	/* s: first hold of a host after a 429/503
				   without Retry-After, doubling */
#define PAGES_REFUSED_HOLD 86400 /* s a host that refused us is left alone */

/* A page download under way. */
struct pagereq {
	struct pages *pg;
	void *owner;
	char *feed;		/* the owner's name, for messages */
	int64_t entry_id;
	char *url;
	int attempts;		/* failed downloads before this one */
	int stored;		/* the page is in the store */
	TAILQ_ENTRY(pagereq) entry;	/* a host's robots.txt wait list */
	TAILQ_ENTRY(pagereq) live;	/* every request under way */
};
TAILQ_HEAD(pagereq_list, pagereq);

/* What robots.txt says for one host key, and the pages waiting for it;
 * also what the host said of us (refusals, 429/503 in a row). */
struct robots_host {
	struct pages *pg;
	char *key;		/* "http://127.0.0.2:8080" */
	struct robots *r;	/* NULL until fetched */
	int64_t expires_at;	/* unix s: fetch again after this */
	int unavailable;	/* 5xx or no answer: disallow for now */
	int fetching;
	int64_t crawl_delay;	/* ms, capped by max_crawl_delay; 0: none */
	int64_t refused_until;	/* unix s: the host answered 401/403 */
	int failures;		/* 429/503 answers in a row */
	struct pagereq_list waiting;
	TAILQ_ENTRY(robots_host) entry;
};
TAILQ_HEAD(robots_list, robots_host);

struct pages {
	struct store *st;
	struct hostq *hq;
	const struct conf *conf;
	pages_done_cb cb;
	void *arg;
	struct robots_list robots;
	struct pagereq_list live;
	char *product;		/* our User-Agent's product token */
	int stopping;
};

static void pages_http_done_cb(const struct http_response *resp,
    void *arg);
static void pages_robots_done_cb(const struct http_response *resp,
    void *arg);
static void pages_robots_free(struct robots_host *rh);
static void pages_route(struct pages *pg, struct pagereq *pr);
static void pagereq_free(struct pagereq *pr);

struct pages *
pages_new(struct store *st, struct hostq *hq, const struct conf *conf,
    pages_done_cb cb, void *arg)
{
	struct pages *pg;

	pg = xcalloc(1, sizeof(*pg));
	pg->st = st;
	pg->hq = hq;
	pg->conf = conf;
	pg->cb = cb;
	pg->arg = arg;
	pg->product = robots_product(conf->user_agent);
	TAILQ_INIT(&pg->robots);
	TAILQ_INIT(&pg->live);
	return pg;
}

void
pages_free(struct pages *pg)
{
	struct robots_host *rh;
	struct pagereq *pr;

	if (pg == NULL)
		return;
	/* What is still queued or in flight is forgotten, not answered. */
	while ((pr = TAILQ_FIRST(&pg->live)) != NULL) {
		hostq_cancel(pg->hq, pages_http_done_cb, pr);
		pagereq_free(pr);
	}
	while ((rh = TAILQ_FIRST(&pg->robots)) != NULL) {
		hostq_cancel(pg->hq, pages_robots_done_cb, rh);
		TAILQ_REMOVE(&pg->robots, rh, entry);
		pages_robots_free(rh);
	}
	free(pg->product);
	free(pg);
}

void
pages_set_conf(struct pages *pg, const struct conf *conf)
{
	pg->conf = conf;
	free(pg->product);
	pg->product = robots_product(conf->user_agent);
}

void
pages_stop(struct pages *pg)
{
	pg->stopping = 1;
}

void
pages_fetch(struct pages *pg, void *owner, const char *feed, int64_t entry_id,
    const char *url, int attempts)
{
	struct pagereq *pr;

	pr = xcalloc(1, sizeof(*pr));
	pr->pg = pg;
	TAILQ_INSERT_TAIL(&pg->live, pr, live);
	pr->owner = owner;
	pr->feed = xstrdup(feed);
	pr->entry_id = entry_id;
	pr->url = xstrdup(url);
	pr->attempts = attempts;
	pages_route(pg, pr);
}

static void
pagereq_free(struct pagereq *pr)
{
	TAILQ_REMOVE(&pr->pg->live, pr, live);
	free(pr->feed);
	free(pr->url);
	free(pr);
}

/* A page request is over (stored, failed or dropped): tell the owner. */
static void
pages_finish(struct pages *pg, struct pagereq *pr)
{
	void *owner = pr->owner;
	int64_t entry_id = pr->entry_id;
	int stored = pr->stored;

	pagereq_free(pr);
	pg->cb(owner, entry_id, stored, pg->arg);
}

/* Record a failure that will not pass: the entry keeps its metadata. */
static void
pages_fail(struct pages *pg, struct pagereq *pr, long status,
    const char *error)
{
	struct store_page p;

	memset(&p, 0, sizeof(p));
	p.entry_id = pr->entry_id;
	p.url = pr->url;
	p.status = status;
	p.error = error;
	p.fetched_at = util_now();
	store_page_add(pg->st, &p);
	log_warnx("feed %s: page %s: %s", pr->feed, pr->url, error);
}

/*
 * A failure that may pass (network, 5xx, 429, robots.txt unreachable):
 * page_tries downloads in all.  The first retry comes with the feed's
 * next poll, later ones wait twice as long each time; not_before (a
 * Retry-After) can only make the wait longer.  Return 1 if the page may
 * be tried again within this run (a short, server-given wait), else 0:
 * the failure is recorded and a later poll tries again.
 */
static int
pages_retry(struct pages *pg, struct pagereq *pr, const char *error,
    int64_t not_before)
{
	int64_t now = util_now(), wait = 0;
	int n;
	char *why;

	if (++pr->attempts >= pg->conf->page_tries) {
		xasprintf(&why, "%s (gave up after %d tries)", error,
		    pr->attempts);
		pages_fail(pg, pr, 0, why);
		free(why);
		return 0;
	}
	if (pr->attempts > 1)
		wait = PAGES_PAGE_BACKOFF;
	for (n = pr->attempts - 2; n > 0 && wait < PAGES_BACKOFF_MAX; n--)
		wait *= 2;
	if (wait > PAGES_BACKOFF_MAX)
		wait = PAGES_BACKOFF_MAX;
	if (not_before > now + wait)
		wait = not_before - now;
	store_entry_page_failed(pg->st, pr->entry_id, error, now + wait);
	if (not_before > 0 && not_before - now <= PAGES_INLINE_RETRY &&
	    !pg->stopping) {
		log_info("feed %s: page %s: %s, trying again in %llds",
		    pr->feed, pr->url, error, (long long)(not_before - now));
		return 1;
	}
	log_info("feed %s: page %s: %s, next try with a poll %llds or more "
	    "from now", pr->feed, pr->url, error, (long long)wait);
	return 0;
}

static struct robots_host *
pages_robots_find(struct pages *pg, const char *key)
{
	struct robots_host *rh;

	TAILQ_FOREACH(rh, &pg->robots, entry) {
		if (strcmp(rh->key, key) == 0)
			return rh;
	}
	rh = xcalloc(1, sizeof(*rh));
	rh->pg = pg;
	rh->key = xstrdup(key);
	TAILQ_INIT(&rh->waiting);
	TAILQ_INSERT_TAIL(&pg->robots, rh, entry);
	return rh;
}

static void
pages_robots_free(struct robots_host *rh)
{
	/* Its waiting requests are freed with the live list. */
	robots_free(rh->r);
	free(rh->key);
	free(rh);
}

/* robots.txt has spoken for pr's host: fetch pr, or record why not. */
static void
pages_send(struct pages *pg, struct robots_host *rh, struct pagereq *pr)
{
	struct http_request req;
	char *path;
	int allowed;

	if (pg->stopping) {
		pages_finish(pg, pr);
		return;
	}
	if (rh->refused_until > util_now()) {
		(void)pages_retry(pg, pr,
		    "host refused access (HTTP 401/403)", rh->refused_until);
		pages_finish(pg, pr);
		return;
	}
	path = url_path_query(pr->url);
	allowed = path != NULL && robots_allowed(rh->r, path);
	free(path);
	if (!allowed) {
		if (rh->unavailable)
			(void)pages_retry(pg, pr,
			    "robots.txt unavailable", rh->expires_at);
		else
			pages_fail(pg, pr, 0, "disallowed by robots.txt");
		pages_finish(pg, pr);
		return;
	}
	if (rh->crawl_delay > 0)
		hostq_set_delay(pg->hq, rh->key, rh->crawl_delay);
	memset(&req, 0, sizeof(req));
	req.url = pr->url;
	req.max_size = pg->conf->max_page_size;
	req.html_only = 1;
	if (hostq_push(pg->hq, &req, pages_http_done_cb, pr) == -1) {
		pages_fail(pg, pr, 0, "not an http(s) URL");
		pages_finish(pg, pr);
	}
}

static void
pages_robots_done_cb(const struct http_response *resp, void *arg)
{
	struct robots_host *rh = arg;
	struct pages *pg = rh->pg;
	struct pagereq *pr;
	int64_t now = util_now(), delay;

	rh->fetching = 0;
	robots_free(rh->r);
	rh->expires_at = now + PAGES_ROBOTS_TTL;
	/* RFC 9309 2.3.1: 4xx allows all, 5xx and no answer disallow all
	 * until a later try succeeds. */
	rh->r = robots_from_answer(resp->status, resp->error != NULL,
	    resp->data, resp->len, pg->product, &rh->unavailable);
	/* A final failure (a refused address): no robots.txt will come, and
	 * each page then fails for good on its own, not waits. */
	if (resp->is_final) {
		robots_free(rh->r);
		rh->r = robots_allow_all();
		rh->unavailable = 0;
	}
	if (rh->unavailable) {
		rh->expires_at = now + PAGES_ROBOTS_RETRY;
		if (resp->error != NULL)
			log_warnx("host %s: robots.txt: %s, its pages wait",
			    rh->key, resp->error);
		else
			log_warnx("host %s: robots.txt: HTTP %ld, its pages "
			    "wait", rh->key, resp->status);
	}
	if ((delay = robots_crawl_delay(rh->r)) > pg->conf->max_crawl_delay)
		delay = pg->conf->max_crawl_delay;
	if (delay != rh->crawl_delay && delay > pg->conf->host_delay)
		log_info("host %s: robots.txt Crawl-delay %lldms", rh->key,
		    (long long)delay);
	rh->crawl_delay = delay;
	while ((pr = TAILQ_FIRST(&rh->waiting)) != NULL) {
		TAILQ_REMOVE(&rh->waiting, pr, entry);
		pages_send(pg, rh, pr);
	}
}

/* A page to fetch: ask robots.txt first (RFC 9309), once per host. */
static void
pages_route(struct pages *pg, struct pagereq *pr)
{
	struct robots_host *rh;
	struct http_request req;
	char *key, *robots_url;

	if ((key = url_host_key(pr->url)) == NULL) {
		pages_fail(pg, pr, 0, "not an http(s) URL");
		pages_finish(pg, pr);
		return;
	}
	rh = pages_robots_find(pg, key);
	if (rh->r != NULL && util_now() < rh->expires_at && !rh->fetching) {
		free(key);
		pages_send(pg, rh, pr);
		return;
	}
	TAILQ_INSERT_TAIL(&rh->waiting, pr, entry);
	if (!rh->fetching) {
		memset(&req, 0, sizeof(req));
		xasprintf(&robots_url, "%s/robots.txt", key);
		req.url = robots_url;
		req.max_size = PAGES_ROBOTS_MAX;
		req.max_redirs = 5;	/* RFC 9309 2.3.1.2 */
		rh->fetching = 1;
		if (hostq_push(pg->hq, &req, pages_robots_done_cb, rh) == -1)
			fatalx("%s: no host in %s", __func__, robots_url);
		free(robots_url);
	}
	free(key);
}

/* A refusal (401/403) stops every request to the host for a while. */
static void
pages_host_refused(struct pages *pg, const char *url, long status)
{
	struct robots_host *rh;
	struct store_host h;
	char *key, *why;
	int64_t now = util_now();

	if ((key = url_host_key(url)) == NULL)
		return;
	rh = pages_robots_find(pg, key);
	if (rh->refused_until <= now) {
		xasprintf(&why, "HTTP %ld: access refused", status);
		log_warnx("host %s: %s; no requests to it for %ds (templar "
		    "does not try to get around a refusal)", key, why,
		    PAGES_REFUSED_HOLD);
		rh->refused_until = now + PAGES_REFUSED_HOLD;
		memset(&h, 0, sizeof(h));
		h.key = key;
		h.hold_until = rh->refused_until;
		h.hold_reason = why;
		h.failures = 1;
		h.updated_at = now;
		store_host_put(pg->st, &h);
		hostq_cancel_host(pg->hq, key, "host refused access");
		free(why);
	}
	free(key);
}

/*
 * A 429 or 503: when may the host be asked again?  Retry-After says (and
 * hostq already holds the host for it); without one, back off per host,
 * doubling with each such answer in a row up to PAGES_BACKOFF_MAX.
 * Return the unix time, remembered where templar status shows it.
 */
static int64_t
pages_host_busy(struct pages *pg, struct robots_host *rh,
    const struct http_response *resp)
{
	struct store_host h;
	int64_t ms, now = util_now(), wait;
	int n;
	char *why;

	rh->failures++;
	if ((ms = http_retry_after(resp->retry_after, now)) > 0) {
		wait = (ms + 999) / 1000;
		xasprintf(&why, "HTTP %ld, Retry-After %s", resp->status,
		    resp->retry_after);
	} else {
		wait = PAGES_HOST_BACKOFF;
		for (n = rh->failures - 1; n > 0 && wait < PAGES_BACKOFF_MAX;
		    n--)
			wait *= 2;
		if (wait > PAGES_BACKOFF_MAX)
			wait = PAGES_BACKOFF_MAX;
		hostq_hold(pg->hq, rh->key, util_monotonic() + wait * 1000);
		xasprintf(&why, "HTTP %ld, backing off %llds", resp->status,
		    (long long)wait);
		log_info("host %s: %s", rh->key, why);
	}
	memset(&h, 0, sizeof(h));
	h.key = rh->key;
	h.hold_until = now + wait;
	h.hold_reason = why;
	h.failures = rh->failures;
	h.updated_at = now;
	store_host_put(pg->st, &h);
	free(why);
	return now + wait;
}

static void
pages_http_done_cb(const struct http_response *resp, void *arg)
{
	struct pagereq *pr = arg;
	struct pages *pg = pr->pg;
	struct robots_host *rh = NULL;
	struct store_page p;
	char *err = NULL, *key;
	int again = 0;

	if ((key = url_host_key(pr->url)) != NULL) {
		rh = pages_robots_find(pg, key);
		free(key);
	}
	if (resp->not_html) {
		/* Only HTML is stored; the rest is noted, never retried. */
		xasprintf(&err, "skipped: %s", resp->error);
		pages_fail(pg, pr, resp->status, err);
	} else if (resp->error != NULL && (resp->too_large || resp->is_final)) {
		pages_fail(pg, pr, resp->status, resp->error);
	} else if (resp->error != NULL) {
		(void)pages_retry(pg, pr, resp->error, 0);
	} else if (resp->status == 401 || resp->status == 403) {
		xasprintf(&err, "HTTP %ld: access refused", resp->status);
		pages_fail(pg, pr, resp->status, err);
		pages_host_refused(pg, resp->url, resp->status);
	} else if ((resp->status == 429 || resp->status == 503) && rh != NULL) {
		xasprintf(&err, "HTTP %ld", resp->status);
		again = pages_retry(pg, pr, err,
		    pages_host_busy(pg, rh, resp));
	} else if (resp->status == 408 || resp->status >= 500) {
		xasprintf(&err, "HTTP %ld", resp->status);
		(void)pages_retry(pg, pr, err, 0);
	} else if (resp->status < 200 || resp->status > 299) {
		xasprintf(&err, "HTTP %ld", resp->status);
		pages_fail(pg, pr, resp->status, err);
	} else {
		if (rh != NULL)
			rh->failures = 0;
		memset(&p, 0, sizeof(p));
		p.entry_id = pr->entry_id;
		p.url = pr->url;
		p.final_url = resp->final_url;
		p.status = resp->status;
		p.content_type = resp->content_type;
		p.charset = resp->charset;
		p.body = resp->data;
		p.len = resp->len;
		p.fetched_at = util_now();
		if (store_page_add(pg->st, &p) == 0)
			pr->stored = 1;
	}
	free(err);
	if (again && rh != NULL)
		pages_send(pg, rh, pr);	/* hostq holds the host */
	else
		pages_finish(pg, pr);
}
