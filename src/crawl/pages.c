/* SPDX-License-Identifier: ISC */
/*
 * pages: an entry's page, fetched and stored.  hostq decides whether and
 * when a request goes (robots.txt, politeness, holds, redirects); pages
 * stores what came back.  A download that failed for a reason that may
 * pass is counted and tried again later, page_tries times in all, never
 * before the host may be asked again (hostq_next_try()); one that will
 * not pass (is_final, a 4xx, a disallow) is recorded as the entry's page.
 * The owner (the crawler) hears when each page is over.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <event2/event.h>

#include "conf.h"
#include "db.h"
#include "fetchopts.h"
#include "hostq.h"
#include "httpopts.h"
#include "log.h"
#include "pages.h"
#include "store.h"
#include "util.h"

#define PAGES_PAGE_BACKOFF 60   /* s before the second retry of a page */
#define PAGES_BACKOFF_MAX 21600 /* s: longest pause between page tries */
#define PAGES_INLINE_RETRY                                                     \
	60                          /* s: a wait up to this is waited for      \
				       within the run */
#define PAGES_KEEP_MAX 256          /* pages kept while the database is busy */
#define PAGES_KEEP_BYTES (64 << 20) /* and their bytes */
#define PAGES_KEEP_RETRY_MS 500     /* between tries to store them */
#define PAGES_KEEP_TRIES 1200       /* tries before they are dropped */

/* A page that arrived while the database was busy: a copy, kept. */
struct pagekeep {
	struct store_page p; /* its strings are the ones below */
	char *final_url;
	char *content_type;
	char *charset;
	char *body;
};

/* A page download under way. */
struct pagereq {
	struct pages *pg;
	void *owner;
	char *feed; /* the owner's name, for messages */
	int64_t entry_id;
	int part; /* a further page of the article (store_part), -1: the
		     entry's own page */
	char *url;
	int attempts;              /* failed downloads before this one */
	int stored;                /* the page is in the store */
	struct pagekeep *kept;     /* waiting for the database, or NULL */
	size_t bytes;              /* its body's length, when stored */
	TAILQ_ENTRY(pagereq) live; /* every request under way */
	TAILQ_ENTRY(pagereq) wait; /* those kept, oldest first */
};
TAILQ_HEAD(pagereq_list, pagereq);

struct pages {
	struct store *st;
	struct hostq *hq;
	const struct conf *conf;
	pages_done_cb cb;
	void *arg;
	struct pagereq_list live;
	struct pagereq_list kept; /* pages kept while the database is busy */
	size_t nkept;
	size_t kept_bytes;
	int keep_tries; /* tries to store them that found it busy */
	struct event *keep_ev;
	int stopping;
};

static void pages_http_done_cb(const struct http_response *resp, void *arg);
static void pages_send(struct pages *pg, struct pagereq *pr);
static void pagereq_free(struct pagereq *pr);
static void pages_finish(struct pages *pg, struct pagereq *pr);
static void pages_keep_cb(evutil_socket_t fd, short what, void *arg);

struct pages *
pages_new(struct event_base *base, struct store *st, struct hostq *hq,
    const struct conf *conf, pages_done_cb cb, void *arg)
{
	struct pages *pg;

	pg = xcalloc(1, sizeof(*pg));
	pg->st = st;
	pg->hq = hq;
	pg->conf = conf;
	pg->cb = cb;
	pg->arg = arg;
	TAILQ_INIT(&pg->live);
	TAILQ_INIT(&pg->kept);
	if ((pg->keep_ev = evtimer_new(base, pages_keep_cb, pg)) == NULL)
		fatalx("%s: evtimer_new failed", __func__);
	return pg;
}

void
pages_free(struct pages *pg)
{
	struct pagereq *pr;

	if (pg == NULL)
		return;
	/* What is still queued or in flight is forgotten, not answered. */
	while ((pr = TAILQ_FIRST(&pg->live)) != NULL) {
		hostq_cancel(pg->hq, pages_http_done_cb, pr);
		pagereq_free(pr);
	}
	event_free(pg->keep_ev);
	free(pg);
}

void
pages_set_conf(struct pages *pg, const struct conf *conf)
{
	pg->conf = conf;
}

void
pages_stop(struct pages *pg)
{
	struct timeval now = { 0, 0 };

	pg->stopping = 1;
	/* what is kept is tried once more, then dropped */
	if (!TAILQ_EMPTY(&pg->kept))
		evtimer_add(pg->keep_ev, &now);
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
	pr->part = -1;
	pr->url = xstrdup(url);
	pr->attempts = attempts;
	pages_send(pg, pr);
}

void
pages_fetch_part(struct pages *pg, void *owner, const char *feed,
    int64_t entry_id, int part, const char *url)
{
	struct pagereq *pr;

	pr = xcalloc(1, sizeof(*pr));
	pr->pg = pg;
	TAILQ_INSERT_TAIL(&pg->live, pr, live);
	pr->owner = owner;
	pr->feed = xstrdup(feed);
	pr->entry_id = entry_id;
	pr->part = part;
	pr->url = xstrdup(url);
	pages_send(pg, pr);
}

static void
pagereq_free(struct pagereq *pr)
{
	struct pages *pg = pr->pg;
	struct pagekeep *k = pr->kept;

	if (k != NULL) {
		TAILQ_REMOVE(&pg->kept, pr, wait);
		pg->nkept--;
		pg->kept_bytes -= k->p.len;
		free(k->final_url);
		free(k->content_type);
		free(k->charset);
		free(k->body);
		free(k);
	}
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
	size_t bytes = pr->bytes;

	pagereq_free(pr);
	pg->cb(owner, entry_id, stored, bytes, pg->arg);
}

/* Record a failure that will not pass: the entry keeps its metadata. */
static void
pages_fail(struct pages *pg, struct pagereq *pr, long status, const char *error)
{
	struct store_page p;

	memset(&p, 0, sizeof(p));
	if (pr->part >= 0) {
		p.entry_id = pr->entry_id;
		p.url = pr->url;
		p.status = status;
		p.error = error;
		p.fetched_at = util_now();
		store_part_put(pg->st, &p, pr->part);
		log_info("feed %s: page %d of %s: %s", pr->feed, pr->part,
		    pr->url, error);
		return;
	}
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
 * A failure that may pass (network, 5xx, 429, a host held, robots.txt
 * unavailable): page_tries downloads in all.  The first retry comes with
 * the feed's next poll, later ones wait twice as long each time, and
 * none before the host may be asked again.  Return 1 if the page may be
 * tried again within this run (a short wait), else 0: the failure is
 * recorded and a later poll tries again.
 */
static int
pages_retry(struct pages *pg, struct pagereq *pr, const char *error)
{
	int64_t now = util_now(), wait = 0, not_before;
	int n;
	char *why;

	if (pr->part >= 0) {
		/* a further page is not waited for: the article ends */
		pages_fail(pg, pr, 0, error);
		return 0;
	}
	if (++pr->attempts >= pg->conf->page_tries) {
		xasprintf(
		    &why, "%s (gave up after %d tries)", error, pr->attempts);
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
	not_before = hostq_next_try(pg->hq, pr->url);
	if (not_before > now + wait)
		wait = not_before - now;
	store_entry_page_failed(pg->st, pr->entry_id, error, now + wait);
	if (not_before > now && not_before - now <= PAGES_INLINE_RETRY &&
	    !pg->stopping) {
		log_info("feed %s: page %s: %s, trying again in %llds",
		    pr->feed, pr->url, error, (long long)(not_before - now));
		return 1;
	}
	log_info("feed %s: page %s: %s, next try with a poll %llds or more "
		 "from now",
	    pr->feed, pr->url, error, (long long)wait);
	return 0;
}

/* Queue pr's page with the host queue, or end it. */
static void
pages_send(struct pages *pg, struct pagereq *pr)
{
	struct http_request req;
	int rc;

	if (pg->stopping) {
		pages_finish(pg, pr);
		return;
	}
	memset(&req, 0, sizeof(req));
	req.url = pr->url;
	req.max_size = pg->conf->max_page_size;
	req.html_only = 1;
	req.opts = fetchopts_new(pg->conf, pg->st, pr->feed, pr->url);
	rc = hostq_push(pg->hq, HOSTQ_PAGE, &req, pages_http_done_cb, pr);
	http_opts_free(req.opts);
	if (rc == -1) {
		pages_fail(pg, pr, 0, "not an http(s) URL");
		pages_finish(pg, pr);
	}
}

static char *
pages_strdup(const char *s)
{
	return s != NULL ? xstrdup(s) : NULL;
}

/*
 * Keep a copy of p for pages_keep_cb() to store when the database is
 * free again.  Return 1, or 0 when as much is kept as may be.
 */
static int
pages_keep(struct pages *pg, struct pagereq *pr, const struct store_page *p)
{
	struct timeval tv = { PAGES_KEEP_RETRY_MS / 1000,
		(PAGES_KEEP_RETRY_MS % 1000) * 1000 };
	struct pagekeep *k;

	if (pg->stopping || pg->nkept >= PAGES_KEEP_MAX ||
	    pg->kept_bytes + p->len > PAGES_KEEP_BYTES)
		return 0;
	k = xcalloc(1, sizeof(*k));
	k->p = *p;
	k->p.url = pr->url;
	k->p.final_url = k->final_url = pages_strdup(p->final_url);
	k->p.content_type = k->content_type = pages_strdup(p->content_type);
	k->p.charset = k->charset = pages_strdup(p->charset);
	k->body = xmalloc(p->len + 1);
	if (p->len > 0)
		memcpy(k->body, p->body, p->len);
	k->p.body = k->body;
	pr->kept = k;
	TAILQ_INSERT_TAIL(&pg->kept, pr, wait);
	pg->nkept++;
	pg->kept_bytes += p->len;
	if (!evtimer_pending(pg->keep_ev, NULL))
		evtimer_add(pg->keep_ev, &tv);
	return 1;
}

/*
 * The timer of the pages kept: store them, oldest first, until the
 * database is still busy (try again later) or none is left.  After
 * PAGES_KEEP_TRIES busy tries, or when stopping, the rest are dropped:
 * their entries have no page, which a later poll fetches again.
 */
static void
pages_keep_cb(UNUSED evutil_socket_t fd, UNUSED short what, void *arg)
{
	struct pages *pg = arg;
	struct timeval tv = { PAGES_KEEP_RETRY_MS / 1000,
		(PAGES_KEEP_RETRY_MS % 1000) * 1000 };
	struct pagereq *pr;
	size_t stored = 0, dropped = 0;
	int give_up = 0;

	while ((pr = TAILQ_FIRST(&pg->kept)) != NULL) {
		if (give_up)
			dropped++;
		else if (store_page_add(pg->st, &pr->kept->p) == 0) {
			pr->stored = 1;
			pr->bytes = pr->kept->p.len;
			stored++;
		} else if (!db_busy(store_db(pg->st)))
			dropped++;
		else if (++pg->keep_tries < PAGES_KEEP_TRIES && !pg->stopping) {
			evtimer_add(pg->keep_ev, &tv);
			break;
		} else {
			give_up = 1;
			dropped++;
		}
		pages_finish(pg, pr);
	}
	if (TAILQ_EMPTY(&pg->kept))
		pg->keep_tries = 0;
	if (stored > 0)
		log_info("pages: stored %zu pages kept while the database was "
			 "busy",
		    stored);
	if (dropped > 0)
		log_warnx("pages: dropped %zu pages kept while the database "
			  "was busy: they are fetched again with a later poll",
		    dropped);
}

/* The stored form of the answer to pr: an article's first page or a
 * further one (the response's bytes are lent). */
static void
pages_record(struct store_page *p, const struct pagereq *pr,
    const struct http_response *resp)
{
	memset(p, 0, sizeof(*p));
	p->entry_id = pr->entry_id;
	p->url = pr->url;
	p->final_url = resp->final_url;
	p->status = resp->status;
	p->content_type = resp->content_type;
	p->charset = resp->charset;
	p->body = resp->data;
	p->len = resp->len;
	p->fetched_at = util_now();
}

/* Store a further page of an article; one the busy database refuses is
 * asked for again later (store_parts_wanted()).  Return 0. */
static int
pages_store_part(
    struct pages *pg, struct pagereq *pr, const struct http_response *resp)
{
	struct store_page q;

	pages_record(&q, pr, resp);
	if (store_part_put(pg->st, &q, pr->part) == 0) {
		pr->stored = 1;
		pr->bytes = resp->len;
	}
	return 0;
}

/*
 * Store a page that arrived.  Return 1 when it is kept for later (the
 * database is busy), else 0 (stored, or failed and logged).
 */
static int
pages_store(
    struct pages *pg, struct pagereq *pr, const struct http_response *resp)
{
	struct store_page p;

	if (pr->part >= 0)
		return pages_store_part(pg, pr, resp);
	pages_record(&p, pr, resp);
	/* behind pages kept already: no wait for a lock that is held */
	if (!TAILQ_EMPTY(&pg->kept) && pages_keep(pg, pr, &p))
		return 1;
	if (store_page_add(pg->st, &p) == 0) {
		pr->stored = 1;
		pr->bytes = resp->len;
		return 0;
	}
	if (!db_busy(store_db(pg->st)))
		return 0; /* logged */
	if (pages_keep(pg, pr, &p))
		return 1;
	log_warnx("feed %s: page %s: not stored, the database is busy and "
		  "%zu pages wait for it already: fetched again with a later "
		  "poll",
	    pr->feed, pr->url, pg->nkept);
	return 0;
}

static void
pages_http_done_cb(const struct http_response *resp, void *arg)
{
	struct pagereq *pr = arg;
	struct pages *pg = pr->pg;
	char *err = NULL;
	int again = 0, kept = 0;

	if (resp->not_html) {
		/* Only HTML is stored; the rest is noted, never retried. */
		xasprintf(&err, "skipped: %s", resp->error);
		pages_fail(pg, pr, resp->status, err);
	} else if (resp->error != NULL && resp->is_final)
		pages_fail(pg, pr, resp->status, resp->error);
	else if (resp->error != NULL)
		again = pages_retry(pg, pr, resp->error);
	else if (resp->status == 429 || resp->status == 408 ||
	    resp->status >= 500) {
		/* hostq holds the host for a 429 or 503. */
		xasprintf(&err, "HTTP %ld", resp->status);
		again = pages_retry(pg, pr, err);
	} else if (resp->status == 401 || resp->status == 403) {
		xasprintf(&err, "HTTP %ld: access refused", resp->status);
		pages_fail(pg, pr, resp->status, err);
	} else if (resp->status < 200 || resp->status > 299) {
		xasprintf(&err, "HTTP %ld", resp->status);
		pages_fail(pg, pr, resp->status, err);
	} else
		kept = pages_store(pg, pr, resp);
	free(err);
	if (again)
		pages_send(pg, pr); /* hostq holds the host */
	else if (!kept)
		pages_finish(pg, pr); /* a kept one, once stored */
}
