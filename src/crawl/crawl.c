/* SPDX-License-Identifier: ISC */
/*
 * crawl: the scheduler, and the story of one poll:
 *
 *   due feed -> hostq (feed URL, conditional) -> feed_parse -> entries
 *   new entries -> pages.c (robots.txt, hostq, retries) -> pages
 *   pages in -> process.c: learn a template, extract, validate, relearn
 *   [site] sections -> sites.c (discovery) -> more feeds to poll
 *
 * Each step that stores something is one transaction, so a stop at any
 * point loses at most the step under way.  A poll is one such step: what
 * it came to (entries, validators, a move, failures, state, next poll) is
 * one struct store_poll, written by one store_feed_polled().  The feed's
 * row is the record of its polling: a poll reads where the feed is and
 * how it has been going from there, and the scheduler keeps only what
 * scheduling needs (when each feed is due, what is under way).  Other
 * modules know nothing of this one; this one knows only their headers.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <event2/event.h>

#include "conf.h"
#include "crawl.h"
#include "date.h"
#include "discover.h"
#include "feed.h"
#include "fetchopts.h"
#include "hostq.h"
#include "httpopts.h"
#include "log.h"
#include "process.h"
#include "pages.h"
#include "sites.h"
#include "opml.h"
#include "store.h"
#include "store_ondemand.h"
#include "url.h"
#include "util.h"

#define CRAWL_TICK_MS 1000
#define CRAWL_POLL_MAX                                                         \
	86400                /* s: a failing feed is polled at least           \
				this often */
#define CRAWL_JITTER_MAX 300 /* s: most jitter added to a poll */
#define CRAWL_PAGE_BATCH                                                       \
	200                   /* entries read for pages at a time, per         \
				 feed */
#define CRAWL_NEVER INT64_MAX /* next_poll_at of a stopped feed */

/* A subscribed feed, as the scheduler follows it. */
struct cfeed {
	struct crawl *cr;
	char *name;
	int64_t id;
	int64_t interval;     /* ms */
	int64_t next_poll_at; /* unix seconds; 0: now; CRAWL_NEVER: gone
				 (410) or refused (401/403), not polled
				 until the config changes */
	int64_t wait;         /* s: the wait next_poll_at was set with; a
				 due time further than this from now (the
				 clock went back) is brought to it */
	struct cpoll *poll;   /* the poll queued or under way, if any */
	int pages_pending;    /* page downloads queued or under way */
	int removed;          /* gone from the config; freed when idle */
	int keep;             /* subscribed: in the config or by a site */
	int64_t *pending;     /* entries whose page is under way */
	size_t npending, cpending;
	int64_t batch_found_at; /* the last entry of the batch read */
	int64_t batch_id;
	int batch_more;    /* the batch was full: read on after it */
	int batch_restart; /* a poll came: read from the first again */
	int polled_once;   /* --once: polled in this run */
	/* quotas (crawl_may_fetch()), counted from the last poll */
	int pages_poll;      /* page downloads asked for since the poll */
	int held;            /* a quota holds its pages until the next poll */
	int64_t bytes_day;   /* bytes stored today (UTC) */
	int64_t bytes_all;   /* bytes its pages and articles take */
	uint32_t skip_hours; /* the feed's <skipHours>, <skipDays> */
	uint8_t skip_days;
	TAILQ_ENTRY(cfeed) entry;
};
TAILQ_HEAD(cfeed_list, cfeed);

/* A poll queued or under way, and what it started from: the feed's row. */
struct cpoll {
	struct cfeed *f;
	char *url;  /* where the feed is: a permanent redirect
		       may have moved it */
	char *etag; /* validators sent */
	char *last_modified;
	int failures; /* failed polls in a row before this one */
	int stopped;  /* gone or refused: not to be polled */
};

struct crawl {
	struct event_base *base;
	struct store *st;
	struct hostq *hq;
	const struct conf *conf;
	struct cfeed_list feeds;
	struct event *tick;
	struct event *idle_ev;
	crawl_idle_cb idle_cb;
	void *idle_arg;
	struct pages *pages;  /* entries' pages, behind robots.txt */
	struct process *proc; /* learning, extraction, relearning */
	struct sites *sites;  /* [site] sections: discovery */
	uint64_t rand;        /* jitter state (xorshift) */
	int once;             /* --once: report when idle */
	int stopping;
	int64_t articles;    /* stored since start, each once */
	int64_t reextracted; /* stored again since start */
	int64_t npages;      /* pages stored since start */
	size_t nfeeds;       /* feeds followed: each has a share of the cap */
	int64_t db_size;     /* bytes, read at each poll's end */
	int64_t polls_ok, polls_failed;
};

static void crawl_tick_cb(evutil_socket_t fd, short what, void *arg);
static void crawl_idle_ev_cb(evutil_socket_t fd, short what, void *arg);
static void crawl_poll(struct crawl *cr, struct cfeed *f);
static void crawl_poll_done_cb(const struct http_response *resp, void *arg);
static void crawl_feed_process(struct crawl *cr, struct cfeed *f, int final);
static void crawl_queue_parts(struct crawl *cr, struct cfeed *f);
static void crawl_check_idle(struct crawl *cr);
static void crawl_bound_due(struct crawl *cr, struct cfeed *f, int64_t now);
static void cfeed_free(struct cfeed *f);
static void cpoll_free(struct cpoll *p);
static void crawl_page_over_cb(
    void *owner, int64_t entry_id, int stored, size_t bytes, void *arg);
static void crawl_quota_start(struct crawl *cr, struct cfeed *f);
static int crawl_may_fetch(struct crawl *cr, struct cfeed *f);
static void crawl_prune(struct crawl *cr, struct cfeed *f);
static void crawl_sites_changed_cb(void *arg);
static int crawl_adopt(struct crawl *cr);
static int crawl_queue_page_cb(const struct store_entry *e, void *arg);
static void crawl_queue_pages(
    struct crawl *cr, struct cfeed *f, int from_start);

struct crawl *
crawl_new(struct event_base *base, struct store *st, struct hostq *hq,
    const struct conf *conf)
{
	struct crawl *cr;

	cr = xcalloc(1, sizeof(*cr));
	cr->base = base;
	cr->st = st;
	cr->hq = hq;
	cr->conf = conf;
	cr->rand =
	    ((uint64_t)util_monotonic() ^ ((uint64_t)getpid() << 32)) | 1;
	TAILQ_INIT(&cr->feeds);
	/* Further pages asked for before a stop or a kill are asked again
	 * now (a failure is logged; they then wait the usual while). */
	(void)store_parts_unask(st);
	cr->pages = pages_new(base, st, hq, conf, crawl_page_over_cb, cr);
	cr->proc = process_new(st, conf);
	cr->sites = sites_new(base, st, hq, conf, crawl_sites_changed_cb, cr);
	if ((cr->tick = event_new(base, -1, EV_PERSIST, crawl_tick_cb, cr)) ==
		NULL ||
	    (cr->idle_ev = event_new(base, -1, 0, crawl_idle_ev_cb, cr)) ==
		NULL)
		fatalx("%s: event_new failed", __func__);
	return cr;
}

void
crawl_free(struct crawl *cr)
{
	struct cfeed *f, *tmp;

	if (cr == NULL)
		return;
	/* What is still queued or in flight is forgotten, not answered. */
	pages_free(cr->pages);
	TAILQ_FOREACH(f, &cr->feeds, entry) {
		if (f->poll != NULL)
			hostq_cancel(cr->hq, crawl_poll_done_cb, f->poll);
	}
	TAILQ_FOREACH_SAFE(f, &cr->feeds, entry, tmp) {
		TAILQ_REMOVE(&cr->feeds, f, entry);
		cfeed_free(f);
	}
	sites_free(cr->sites);
	process_free(cr->proc);
	event_free(cr->tick);
	event_free(cr->idle_ev);
	free(cr);
}

static void
cfeed_free(struct cfeed *f)
{
	if (f == NULL)
		return;
	cpoll_free(f->poll);
	free(f->pending);
	free(f->name);
	free(f);
}

static void
cpoll_free(struct cpoll *p)
{
	if (p == NULL)
		return;
	free(p->url);
	free(p->etag);
	free(p->last_modified);
	free(p);
}

/* Gone (410) or refused (401, 403): not polled until the config changes. */
static int
crawl_stops(const char *state)
{
	return state != NULL &&
	    (strcmp(state, "gone") == 0 || strcmp(state, "refused") == 0);
}

/* The feeds followed when an adoption starts, sorted by name. */
struct crawl_known {
	struct crawl *cr;
	struct cfeed **v;
	size_t n;
};

static int
crawl_feed_cmp(const void *a, const void *b)
{
	return strcmp((*(struct cfeed *const *)a)->name,
	    (*(struct cfeed *const *)b)->name);
}

/*
 * The followed feed called name, if any: a search of every feed for each
 * of ten thousand took a third of templard's start.
 */
static struct cfeed *
crawl_feed_find(const struct crawl_known *k, const char *name)
{
	size_t lo = 0, hi = k->n, mid;
	int c;

	while (lo < hi) {
		mid = lo + (hi - lo) / 2;
		if ((c = strcmp(name, k->v[mid]->name)) == 0)
			return k->v[mid];
		if (c < 0)
			hi = mid;
		else
			lo = mid + 1;
	}
	return NULL;
}

/* Free a removed feed once nothing refers to it any more. */
static void
crawl_feed_reap(struct crawl *cr, struct cfeed *f)
{
	if (!f->removed || f->poll != NULL || f->pages_pending > 0)
		return;
	TAILQ_REMOVE(&cr->feeds, f, entry);
	cfeed_free(f);
}

int
crawl_set_conf(struct crawl *cr, const struct conf *conf)
{
	struct db *db = store_db(cr->st);
	const struct conf_feed *cf;
	size_t i;

	if (db_begin(db) == -1)
		return -1;
	if (store_feed_deactivate_all(cr->st) == -1)
		goto fail;
	for (i = 0; i < conf->nfeeds; i++) {
		cf = &conf->feeds[i];
		if (store_feed_sync(cr->st, cf->name, cf->url) <= 0)
			goto fail;
	}
	if (store_ondemand_sync(cr->st) == -1)
		goto fail;
	if (sites_set_conf(cr->sites, conf) == -1)
		goto fail;
	if (db_commit(db) == -1)
		goto fail;
	cr->conf = conf;
	pages_set_conf(cr->pages, conf);
	/* Overrides may have changed: templates are reloaded lazily. */
	process_set_conf(cr->proc, conf);
	return crawl_adopt(cr);
fail:
	db_rollback(db);
	return -1;
}

/* The wait a stored due time was set with, at least the interval. */
static int64_t
crawl_wait_of(const struct store_feed *sf, int64_t due, int64_t interval)
{
	int64_t wait = interval / 1000;

	if (due != CRAWL_NEVER && sf->last_poll_at > 0 &&
	    due - sf->last_poll_at > wait)
		wait = due - sf->last_poll_at;
	return wait;
}

/*
 * What of the configuration bears on whether a poll of the feed
 * succeeds, besides its URL (store_feed_sync() compares that): its
 * interval and the address ranges allowed.  The caller frees it.
 */
static char *
crawl_settings(const struct crawl *cr, int64_t interval)
{
	char *s;

	xasprintf(&s, "interval=%lld allow=%s", (long long)interval,
	    cr->conf->allow_private_addresses != NULL
		? cr->conf->allow_private_addresses
		: "none");
	return s;
}

/*
 * A feed whose last poll failed is due at once when the settings it
 * failed under changed (a reload, or a restart on another config): the
 * failure may have been theirs.  Stopped feeds (gone, refused) too.
 */
static void
crawl_adopt_settings(
    struct crawl *cr, struct cfeed *f, const struct store_feed *sf)
{
	char *settings = crawl_settings(cr, f->interval);
	int due_now;

	if (sf->settings != NULL && strcmp(sf->settings, settings) == 0) {
		free(settings);
		return;
	}
	due_now = sf->last_error != NULL || crawl_stops(sf->state);
	if (store_feed_set_settings(cr->st, sf->id, settings, due_now) == 0 &&
	    due_now) {
		log_info("feed %s: the configuration changed since its last "
			 "poll failed: polling it now",
		    f->name);
		f->next_poll_at = 0;
		f->wait = f->interval / 1000;
	}
	free(settings);
}

/* One subscribed feed of the store: follow it (again). */
static int
crawl_adopt_cb(const struct store_feed *sf, void *arg)
{
	struct crawl_known *k = arg;
	struct crawl *cr = k->cr;
	const struct conf_feed *cf = conf_feed_find(cr->conf, sf->name);
	struct cfeed *f;
	int64_t interval, due;

	if ((f = crawl_feed_find(k, sf->name)) == NULL) {
		f = xcalloc(1, sizeof(*f));
		f->cr = cr;
		f->name = xstrdup(sf->name);
		TAILQ_INSERT_TAIL(&cr->feeds, f, entry);
		log_info("feed %s: subscribed to %s", f->name, sf->url);
	}
	/* The store knows when the feed is due, and whether it stopped. */
	f->next_poll_at =
	    crawl_stops(sf->state) ? CRAWL_NEVER : sf->next_poll_at;
	f->id = sf->id;
	interval = cf != NULL ? cf->interval : cr->conf->interval;
	/* A new interval applies from the last poll, not after the wait
	 * the old one set (host holds still apply). */
	if (f->interval != 0 && interval != f->interval &&
	    sf->last_poll_at > 0 && f->next_poll_at != CRAWL_NEVER) {
		due = sf->last_poll_at + interval / 1000;
		if (interval < f->interval ? due < f->next_poll_at
					   : due > f->next_poll_at) {
			f->next_poll_at = due;
			/* So that a restart keeps to it too. */
			store_feed_set_next_poll(cr->st, sf->id, due);
		}
	}
	f->interval = interval;
	f->wait = crawl_wait_of(sf, f->next_poll_at, interval);
	crawl_adopt_settings(cr, f, sf);
	f->keep = 1;
	return 0;
}

/*
 * Follow exactly the feeds the store has active: the config's and those
 * discovery found for its sites.  Feeds no longer among them stop being
 * polled; their data stays.
 */
static int
crawl_adopt(struct crawl *cr)
{
	struct crawl_known k = { cr, NULL, 0 };
	struct cfeed *f, *tmp;
	int rc;

	TAILQ_FOREACH(f, &cr->feeds, entry) {
		f->keep = 0;
		k.n += !f->removed;
	}
	if (k.n > 0) {
		k.v = xcalloc(k.n, sizeof(*k.v));
		k.n = 0;
		TAILQ_FOREACH(f, &cr->feeds, entry)
			if (!f->removed)
				k.v[k.n++] = f;
		qsort(k.v, k.n, sizeof(*k.v), crawl_feed_cmp);
	}
	rc = store_feed_list(cr->st, 1, crawl_adopt_cb, &k);
	free(k.v);
	if (rc == -1)
		return -1;
	cr->nfeeds = 0;
	TAILQ_FOREACH_SAFE(f, &cr->feeds, entry, tmp) {
		cr->nfeeds += f->keep && !f->removed;
		if (f->keep || f->removed)
			continue;
		log_info("feed %s: unsubscribed (its data stays)", f->name);
		f->removed = 1;
		crawl_feed_reap(cr, f);
	}
	return 0;
}

/* Discovery changed a site's feeds: follow them, and in --once mode poll
 * the new ones now. */
static void
crawl_sites_changed_cb(void *arg)
{
	struct crawl *cr = arg;
	struct cfeed *f;

	if (crawl_adopt(cr) == -1)
		log_warnx("database error reading the subscribed feeds");
	if (cr->once)
		TAILQ_FOREACH(f, &cr->feeds, entry) {
			if (!f->removed && !f->polled_once)
				crawl_poll(cr, f);
		}
	crawl_check_idle(cr);
}

/*
 * After a restart: the pages of entries stored by an earlier run but not
 * fetched yet are fetched now, without waiting for their feed's next
 * poll (which a restart never brings forward).  Pages stored are never
 * fetched again.  A feed with none to fetch is brought up to date now:
 * an earlier run may have died between storing a page and extracting
 * it (or wanting its article's further pages), and no page arriving
 * would do it before the feed's next poll.
 */
static void
crawl_resume(struct crawl *cr)
{
	struct cfeed *f;

	TAILQ_FOREACH(f, &cr->feeds, entry) {
		if (!f->removed && f->next_poll_at != CRAWL_NEVER) {
			crawl_quota_start(cr, f);
			crawl_queue_pages(cr, f, 1);
			if (f->pages_pending == 0 && f->poll == NULL)
				crawl_feed_process(cr, f, 1);
		}
	}
}

void
crawl_start(struct crawl *cr)
{
	struct timeval tv = { CRAWL_TICK_MS / 1000, 0 };

	cr->once = 0;
	crawl_resume(cr);
	event_add(cr->tick, &tv);
	event_active(cr->tick, EV_TIMEOUT, 0);
}

void
crawl_run_once(struct crawl *cr, crawl_idle_cb cb, void *arg)
{
	struct cfeed *f;

	cr->once = 1;
	cr->idle_cb = cb;
	cr->idle_arg = arg;
	sites_run_due(cr->sites, util_now(), 0);
	TAILQ_FOREACH(f, &cr->feeds, entry) {
		if (!f->removed)
			crawl_poll(cr, f);
	}
	crawl_check_idle(cr);
}

void
crawl_stop(struct crawl *cr)
{
	cr->stopping = 1;
	pages_stop(cr->pages);
	event_del(cr->tick);
}

void
crawl_get_stats(const struct crawl *cr, struct crawl_stats *stats)
{
	const struct cfeed *f;

	memset(stats, 0, sizeof(*stats));
	TAILQ_FOREACH(f, &cr->feeds, entry) {
		if (!f->removed)
			stats->feeds++;
		stats->polls_inflight += f->poll != NULL;
		stats->pages_pending += f->pages_pending;
	}
	stats->articles = cr->articles;
	stats->reextracted = cr->reextracted;
	stats->pages = cr->npages;
	stats->polls_ok = cr->polls_ok;
	stats->polls_failed = cr->polls_failed;
}

/* Timer: start polls for every feed whose next_poll_at has passed. */
static void
crawl_tick_cb(UNUSED evutil_socket_t fd, UNUSED short what, void *arg)
{
	struct crawl *cr = arg;
	struct cfeed *f;
	int64_t now = util_now();

	if (cr->stopping)
		return;
	sites_run_due(cr->sites, now, 0);
	TAILQ_FOREACH(f, &cr->feeds, entry) {
		if (f->removed || f->poll != NULL)
			continue;
		crawl_bound_due(cr, f, now);
		if (f->next_poll_at <= now)
			crawl_poll(cr, f);
	}
}

/*
 * A due time is never further from now than the wait it was set with:
 * when the clock steps back, the feed is polled after that wait, not
 * after the step (a day back would stop polling for a day).
 */
static void
crawl_bound_due(struct crawl *cr, struct cfeed *f, int64_t now)
{
	if (f->next_poll_at == CRAWL_NEVER || f->next_poll_at - now <= f->wait)
		return;
	log_info("feed %s: due in %llds, more than its wait of %llds (the "
		 "clock went back?): due in %llds",
	    f->name, (long long)(f->next_poll_at - now), (long long)f->wait,
	    (long long)f->wait);
	f->next_poll_at = now + f->wait;
	(void)store_feed_set_next_poll(cr->st, f->id, f->next_poll_at);
}

int
crawl_refresh(struct crawl *cr)
{
	if (crawl_adopt(cr) == -1)
		return -1;
	if (!cr->stopping && !cr->once)
		event_active(cr->tick, EV_TIMEOUT, 0);
	return 0;
}

/* In --once mode, tell the caller when no work is left. */
static void
crawl_check_idle(struct crawl *cr)
{
	struct timeval tv = { 0, 0 };
	struct cfeed *f;

	if (!cr->once || sites_busy(cr->sites) > 0)
		return;
	TAILQ_FOREACH(f, &cr->feeds, entry) {
		if (f->poll != NULL || f->pages_pending > 0)
			return;
	}
	/* From the loop, so the caller never runs inside our callbacks. */
	event_add(cr->idle_ev, &tv);
}

static void
crawl_idle_ev_cb(UNUSED evutil_socket_t fd, UNUSED short what, void *arg)
{
	struct crawl *cr = arg;

	if (cr->idle_cb != NULL)
		cr->idle_cb(cr->idle_arg);
}

/* ---- polling ---- */

/* What a poll starts from: the feed's row. */
static int
crawl_poll_row_cb(const struct store_feed *sf, void *arg)
{
	struct cpoll *p = arg;

	p->url = xstrdup(sf->url);
	p->etag = sf->etag != NULL ? xstrdup(sf->etag) : NULL;
	p->last_modified =
	    sf->last_modified != NULL ? xstrdup(sf->last_modified) : NULL;
	p->failures = sf->failures;
	p->stopped = crawl_stops(sf->state);
	return 0;
}

static void
crawl_poll(struct crawl *cr, struct cfeed *f)
{
	struct http_request req;
	struct cpoll *p;
	int rc;

	if (cr->stopping || f->poll != NULL || f->next_poll_at == CRAWL_NEVER)
		return;
	p = xcalloc(1, sizeof(*p));
	p->f = f;
	if (store_feed_get(cr->st, f->name, crawl_poll_row_cb, p) == -1 ||
	    p->url == NULL || p->stopped) {
		/* Stopped since adopted (a run of --once), or unreadable. */
		f->next_poll_at =
		    p->stopped ? CRAWL_NEVER : util_now() + f->interval / 1000;
		f->wait = f->interval / 1000;
		cpoll_free(p);
		return;
	}
	memset(&req, 0, sizeof(req));
	req.url = p->url;
	req.etag = p->etag;
	req.last_modified = p->last_modified;
	req.max_size = cr->conf->max_feed_size;
	req.opts = fetchopts_new(cr->conf, cr->st, f->name, p->url);
	rc = hostq_push(cr->hq, HOSTQ_FEED, &req, crawl_poll_done_cb, p);
	http_opts_free(req.opts);
	if (rc == 0) {
		f->poll = p;
		f->polled_once = 1;
		log_debug("feed %s: polling %s", f->name, p->url);
	} else {
		log_warnx("feed %s: cannot poll %s: not an http(s) URL",
		    f->name, p->url);
		f->next_poll_at = util_now() + f->interval / 1000;
		f->wait = f->interval / 1000;
		cpoll_free(p);
	}
}

/* Seconds of "max-age=N" in a Cache-Control value, or 0. */
static int64_t
crawl_max_age(const char *cc)
{
	const char *p;
	long long v;

	if (cc == NULL || (p = strcasestr(cc, "max-age")) == NULL)
		return 0;
	p += strlen("max-age");
	while (*p == ' ' || *p == '=' || *p == '"')
		p++;
	v = strtoll(p, NULL, 10);
	return v > 0 ? (int64_t)v : 0;
}

/* A pseudo-random number in [0, n): jitter, not security. */
static int64_t
crawl_random(struct crawl *cr, int64_t n)
{
	uint64_t x = cr->rand;

	if (n <= 0)
		return 0;
	x ^= x << 13;
	x ^= x >> 7;
	x ^= x << 17;
	cr->rand = x;
	return (int64_t)(x % (uint64_t)n);
}

/*
 * When to poll again: the largest of the feed's interval, its <ttl>, the
 * response's Cache-Control max-age or Expires (RFC 9111), and the end of
 * its host's hold (Retry-After, back-off: hostq's), plus jitter so feeds
 * of one host drift apart.  A
 * failing feed waits twice as long with each further failure, up to a
 * day; an error never makes polling faster.
 */
static int64_t
crawl_next_poll(struct crawl *cr, struct cfeed *f, const struct cpoll *p,
    const struct http_response *resp, int failures, int64_t ttl, int64_t now)
{
	int64_t wait = f->interval / 1000, v, expires;
	int n;

	if (ttl > wait)
		wait = ttl;
	if ((v = crawl_max_age(resp->cache_control)) > wait)
		wait = v;
	if (resp->expires != NULL && date_parse(resp->expires, &expires) == 0 &&
	    expires - now > wait)
		wait = expires - now;
	if ((v = hostq_next_try(cr->hq, p->url)) - now > wait)
		wait = v - now;
	if (failures >= cr->conf->failing_after) {
		n = failures - cr->conf->failing_after + 1;
		while (n-- > 0 && wait < CRAWL_POLL_MAX)
			wait *= 2;
		if (wait > CRAWL_POLL_MAX)
			wait = CRAWL_POLL_MAX;
	}
	v = f->interval / 10000;
	if (v > CRAWL_JITTER_MAX)
		v = CRAWL_JITTER_MAX;
	return feed_skip(
	    f->skip_hours, f->skip_days, now + wait + crawl_random(cr, v + 1));
}

/*
 * What a response says of the feed: the parsed feed of a 200, else NULL
 * with *err set to why the poll failed (left NULL for a 304).  A 410,
 * 401 or 403 stops polling the feed: o->state says so.
 */
static struct feed *
crawl_poll_read(struct crawl *cr, struct cfeed *f,
    const struct http_response *resp, struct store_poll *o, char **err)
{
	struct feed *fd;
	char *cause = NULL;

	if (resp->error != NULL)
		xasprintf(err, "%s", resp->error);
	else if (resp->status == 304)
		log_debug("feed %s: not modified", f->name);
	else if (resp->status == 410) {
		xasprintf(err, "HTTP 410 Gone");
		o->state = "gone";
	} else if (resp->status == 401 || resp->status == 403) {
		xasprintf(err, "HTTP %ld: access refused", resp->status);
		o->state = "refused";
	} else if (resp->status != 200)
		xasprintf(err, "HTTP %ld", resp->status);
	else if ((fd = feed_parse(resp->data, resp->len, resp->final_url,
		      resp->charset, (size_t)cr->conf->max_entries,
		      (size_t)cr->conf->max_feed_size, &cause)) == NULL) {
		*err = discover_feed_hint(cause, resp->data, resp->len,
		    resp->charset, resp->final_url);
		free(cause);
	} else
		return fd;
	if (o->state != NULL) {
		o->state_reason = *err;
		log_warnx("feed %s: %s: no longer polled until its url "
			  "changes in the configuration",
		    f->name, *err);
	}
	return NULL;
}

/*
 * The outcome of a poll that ended in err (NULL: it succeeded) with the
 * entries of fd (NULL: none), into o, whose state may be set already.
 */
static void
crawl_poll_outcome(struct crawl *cr, struct cfeed *f, const struct cpoll *p,
    const struct http_response *resp, const struct feed *fd, const char *err,
    struct store_poll *o)
{
	int64_t ttl = fd != NULL ? fd->ttl : 0;

	o->feed_id = f->id;
	o->at = util_now();
	o->error = err;
	o->failures = err != NULL ? p->failures + 1 : 0;
	o->next_poll_at =
	    crawl_next_poll(cr, f, p, resp, o->failures, ttl, o->at);
	o->entries = fd != NULL ? fd->entries : NULL;
	o->nentries = fd != NULL ? fd->nentries : 0;
	if (err != NULL) {
		if (o->state == NULL &&
		    o->failures >= cr->conf->failing_after) {
			o->state = "failing";
			o->state_reason = err;
		}
		return;
	}
	o->state = "ok";
	/* what the feed says of itself, for the feeds served of it */
	o->title = fd != NULL && fd->title != NULL && *fd->title != '\0'
	    ? fd->title
	    : NULL;
	o->link = fd != NULL && fd->link != NULL && url_is_http(fd->link) &&
		strlen(fd->link) <= 2048
	    ? fd->link
	    : NULL;
	o->etag = resp->etag;
	o->last_modified = resp->last_modified;
	if (resp->permanent && resp->final_url != NULL &&
	    strcmp(resp->final_url, p->url) != 0)
		o->moved_to = resp->final_url;
}

/* Store what a poll came to, and say it. */
static void
crawl_poll_record(struct crawl *cr, struct cfeed *f, const struct cpoll *p,
    const struct http_response *resp)
{
	struct store_poll o;
	struct feed *fd;
	char *err = NULL;

	memset(&o, 0, sizeof(o));
	if ((fd = crawl_poll_read(cr, f, resp, &o, &err)) != NULL) {
		f->skip_hours = fd->skip_hours;
		f->skip_days = fd->skip_days;
		if (fd->recovered)
			log_info("feed %s: malformed XML, read in recover "
				 "mode",
			    f->name);
		if (fd->over_budget)
			log_warnx("feed %s: more work to read than its size "
				  "allows: %zu entries read, the rest left",
			    f->name, fd->nentries);
	}
	crawl_poll_outcome(cr, f, p, resp, fd, err, &o);
	o.max_new = cr->conf->feed_new_entries;
	if (store_feed_polled(cr->st, &o) == 0) {
		if (o.moved_to != NULL)
			log_info("feed %s: moved permanently to %s", f->name,
			    o.moved_to);
		if (fd != NULL)
			log_info("feed %s: %zu entries, %d new", f->name,
			    fd->nentries, o.added);
		if (o.left > 0)
			log_warnx("feed %s: quota: %d new entries taken "
				  "(feed_new_entries), %d left for later polls",
			    f->name, o.added, o.left);
	} else if (fd != NULL) {
		/* Nothing of it was stored: the poll failed, and says so. */
		xasprintf(&err, "database error storing entries");
		memset(&o, 0, sizeof(o));
		crawl_poll_outcome(cr, f, p, resp, NULL, err, &o);
		store_feed_polled(cr->st, &o);
	}
	if (err != NULL)
		cr->polls_failed++;
	else
		cr->polls_ok++;
	if (err != NULL && !crawl_stops(o.state))
		log_warnx("feed %s: %s, next poll in %llds", f->name, err,
		    (long long)(o.next_poll_at - o.at));
	f->next_poll_at = crawl_stops(o.state) ? CRAWL_NEVER : o.next_poll_at;
	f->wait = o.next_poll_at - o.at;
	if (f->wait < f->interval / 1000)
		f->wait = f->interval / 1000;
	feed_free(fd);
	free(err);
}

static void
crawl_poll_done_cb(const struct http_response *resp, void *arg)
{
	struct cpoll *p = arg;
	struct cfeed *f = p->f;
	struct crawl *cr = f->cr;

	f->poll = NULL;
	if (!f->removed) {
		crawl_poll_record(cr, f, p, resp);
		crawl_quota_start(cr, f);
	}
	cpoll_free(p);
	if (f->removed) {
		crawl_feed_reap(cr, f);
		crawl_check_idle(cr);
		return;
	}
	if (f->pages_pending == 0)
		crawl_queue_pages(cr, f, 1);
	else
		f->batch_restart = 1;
	if (f->pages_pending == 0)
		crawl_feed_process(cr, f, 1);
	crawl_check_idle(cr);
}

/* ---- pages ---- */

/* A page request is over: the feed may learn or extract now. */
static void
crawl_page_over_cb(
    void *owner, int64_t entry_id, int stored, size_t bytes, void *arg)
{
	struct crawl *cr = arg;
	struct cfeed *f = owner;
	size_t i;

	f->pages_pending--;
	for (i = 0; i < f->npending; i++) {
		if (f->pending[i] == entry_id) {
			f->pending[i] = f->pending[--f->npending];
			break;
		}
	}
	if (stored) {
		cr->npages++;
		f->bytes_day += (int64_t)bytes;
		f->bytes_all += (int64_t)bytes;
	}
	if (f->pages_pending == 0 && !f->removed &&
	    (f->batch_more || f->batch_restart))
		crawl_queue_pages(cr, f, f->batch_restart);
	if (f->removed)
		crawl_feed_reap(cr, f);
	else
		crawl_feed_process(
		    cr, f, f->pages_pending == 0 && f->poll == NULL);
	crawl_check_idle(cr);
}

static int
crawl_queue_page_cb(const struct store_entry *e, void *arg)
{
	struct cfeed *f = arg;
	size_t i;

	if (!crawl_may_fetch(f->cr, f))
		return 1;
	f->batch_found_at = e->found_at;
	f->batch_id = e->id;
	/* A page already under way (a poll during a resume) is not asked
	 * for twice. */
	for (i = 0; i < f->npending; i++)
		if (f->pending[i] == e->id)
			return 0;
	if (f->npending == f->cpending) {
		f->cpending = f->cpending == 0 ? 16 : f->cpending * 2;
		f->pending =
		    xreallocarray(f->pending, f->cpending, sizeof(*f->pending));
	}
	f->pending[f->npending++] = e->id;
	f->pages_pending++;
	f->pages_poll++;
	pages_fetch(f->cr->pages, f, f->name, e->id, e->url, e->page_attempts);
	return 0;
}

/*
 * A feed's quotas: pages asked for since its last poll (feed_new_pages),
 * bytes stored in a day (feed_bytes_per_day), and its share of the
 * database (database_max_size shared by the feeds followed), so that one
 * feed over them stops storing and the others go on.  The first quota
 * hit holds the feed's pages until its next poll, said once.
 */
static int
crawl_may_fetch(struct crawl *cr, struct cfeed *f)
{
	const struct conf *conf = cr->conf;
	int64_t share = 0;
	char *why = NULL;

	if (f->held)
		return 0;
	/* Once the database is half its cap, each feed may take half of it
	 * over the feeds (indexes and the full-text index take the rest). */
	if (conf->database_max_size > 0 &&
	    cr->db_size >= (int64_t)(conf->database_max_size / 2))
		share = (int64_t)(conf->database_max_size / 2 /
		    (uint64_t)(cr->nfeeds > 0 ? cr->nfeeds : 1));
	if (f->pages_poll >= conf->feed_new_pages)
		xasprintf(&why,
		    "%d pages asked for since its last poll "
		    "(feed_new_pages)",
		    f->pages_poll);
	else if (f->bytes_day >= (int64_t)conf->feed_bytes_per_day)
		xasprintf(&why, "%lldK stored today (feed_bytes_per_day)",
		    (long long)(f->bytes_day >> 10));
	else if (share > 0 && f->bytes_all >= share)
		xasprintf(&why, "%lldK stored, its share of database_max_size",
		    (long long)(f->bytes_all >> 10));
	if (why == NULL)
		return 1;
	f->held = 1;
	log_warnx("feed %s: quota: %s: no more pages until its next poll",
	    f->name, why);
	free(why);
	return 0;
}

/*
 * After a poll: the page quota starts again, and what the feed stores
 * is read from the store (a day's bytes, all its bytes).
 */
static void
crawl_quota_start(struct crawl *cr, struct cfeed *f)
{
	int64_t now = util_now(), day = now - now % 86400;

	f->pages_poll = 0;
	f->held = 0;
	cr->db_size = store_feed_db_size(cr->st);
	(void)store_feed_bytes(
	    cr->st, f->id, day, &f->bytes_day, &f->bytes_all);
}

/*
 * The feed keeps feed_max_waiting entries waiting for their page: the
 * oldest go first.  Said once a poll.
 */
static void
crawl_prune(struct crawl *cr, struct cfeed *f)
{
	int n;

	if ((n = store_feed_prune(cr->st, f->id, cr->conf->feed_max_waiting)) >
	    0)
		log_warnx("feed %s: quota: %d entries that never got a page "
			  "deleted, the oldest, to keep %d (feed_max_waiting)",
		    f->name, n, cr->conf->feed_max_waiting);
}

/*
 * Ask for the pages of the feed's entries that have none, a batch of
 * CRAWL_PAGE_BATCH at a time (a backlog of thousands is read in steps):
 * the first batch, or the one after the last read.
 */
static void
crawl_queue_pages(struct crawl *cr, struct cfeed *f, int from_start)
{
	struct store_entry after;
	int n;

	f->batch_more = f->batch_restart = 0;
	if (cr->stopping)
		return;
	memset(&after, 0, sizeof(after));
	if (from_start && f->pages_pending == 0)
		crawl_prune(cr, f);
	/* Pages that end at once (not http) call for no later batch. */
	do {
		after.found_at = f->batch_found_at;
		after.id = f->batch_id;
		n = store_entries_without_page(cr->st, f->id, util_now(),
		    from_start ? NULL : &after, CRAWL_PAGE_BATCH,
		    crawl_queue_page_cb, f);
		from_start = 0;
	} while (n == CRAWL_PAGE_BATCH && f->pages_pending == 0 && !f->held);
	f->batch_more = n == CRAWL_PAGE_BATCH && !f->held;
}

/* ---- learning and extraction ---- */

static void
crawl_feed_process(struct crawl *cr, struct cfeed *f, int final)
{
	struct process_stats stats;

	if (cr->stopping)
		return;
	memset(&stats, 0, sizeof(stats));
	process_feed(cr->proc, f->id, f->name, final, &stats);
	cr->articles += stats.extracted;
	cr->reextracted += stats.reextracted;
	crawl_queue_parts(cr, f);
}

/* The further pages of articles over several pages (parts.h) that
 * extraction found wanting: fetched like the feed's pages, within its
 * quota; each one over extracts its article again. */
static void
crawl_queue_parts(struct crawl *cr, struct cfeed *f)
{
	struct store_part *v;
	size_t n, i;

	if (f->removed || cr->stopping || !crawl_may_fetch(cr, f))
		return;
	v = store_parts_wanted(cr->st, f->id, util_now(), CRAWL_PAGE_BATCH, &n);
	for (i = 0; i < n; i++) {
		f->pages_pending++;
		f->pages_poll++;
		pages_fetch_part(
		    cr->pages, f, f->name, v[i].entry_id, v[i].part, v[i].url);
	}
	store_parts_free(v, n);
}

/* ---- on demand ---- */

static int
crawl_name_taken_cb(UNUSED const struct store_feed *sf, void *arg)
{
	*(int *)arg = 1;
	return 0;
}

/* A name for the feed at url no feed has: its host, made unique. */
static char *
crawl_ondemand_name(struct crawl *cr, const char *url)
{
	char *base = opml_feed_name(NULL, url), *name = xstrdup(base);
	int taken, i;

	for (i = 2; i < 1000; i++) {
		taken = 0;
		if (store_feed_get(cr->st, name, crawl_name_taken_cb, &taken) ==
			-1 ||
		    (!taken && conf_feed_find(cr->conf, name) == NULL))
			break;
		free(name);
		xasprintf(&name, "%s-%d", base, i);
	}
	free(base);
	return name;
}

int
crawl_ondemand(struct crawl *cr, const char *url, char **name, char **cause)
{
	struct cfeed *f;
	int64_t id = 0, now = util_now();
	int on_demand = 0, n;

	if ((n = store_ondemand_find(cr->st, url, name, &id, &on_demand)) ==
	    1) {
		if (on_demand && store_ondemand_touch(cr->st, id, now) == -1)
			goto fail;
		return 0;
	}
	if (n == -1 || (n = store_ondemand_count(cr->st)) == -1)
		goto fail;
	if (n >= cr->conf->http_on_demand_max) {
		xasprintf(cause,
		    "%d feeds on demand already, as many as [http] "
		    "on_demand_max allows",
		    n);
		return -1;
	}
	*name = crawl_ondemand_name(cr, url);
	if ((id = store_ondemand_add(cr->st, *name, url, now)) == -1 ||
	    crawl_adopt(cr) == -1)
		goto fail;
	log_info("feed %s: subscribed on demand to %s", *name, url);
	TAILQ_FOREACH(f, &cr->feeds, entry) {
		if (!f->removed && f->id == id)
			crawl_poll(cr, f);
	}
	return 1;
fail:
	free(*name);
	*name = NULL;
	xasprintf(cause, "database error");
	return -1;
}
