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

#include "conf.h"
#include "hostq.h"
#include "log.h"
#include "pages.h"
#include "store.h"
#include "util.h"

#define PAGES_PAGE_BACKOFF 60   /* s before the second retry of a page */
#define PAGES_BACKOFF_MAX 21600 /* s: longest pause between page tries */
#define PAGES_INLINE_RETRY                                                     \
	60 /* s: a wait up to this is waited for                               \
	      within the run */

/* A page download under way. */
struct pagereq {
	struct pages *pg;
	void *owner;
	char *feed; /* the owner's name, for messages */
	int64_t entry_id;
	char *url;
	int attempts;              /* failed downloads before this one */
	int stored;                /* the page is in the store */
	size_t bytes;              /* its body's length, when stored */
	TAILQ_ENTRY(pagereq) live; /* every request under way */
};
TAILQ_HEAD(pagereq_list, pagereq);

struct pages {
	struct store *st;
	struct hostq *hq;
	const struct conf *conf;
	pages_done_cb cb;
	void *arg;
	struct pagereq_list live;
	int stopping;
};

static void pages_http_done_cb(const struct http_response *resp, void *arg);
static void pages_send(struct pages *pg, struct pagereq *pr);
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
	TAILQ_INIT(&pg->live);
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
	pages_send(pg, pr);
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

	if (pg->stopping) {
		pages_finish(pg, pr);
		return;
	}
	memset(&req, 0, sizeof(req));
	req.url = pr->url;
	req.max_size = pg->conf->max_page_size;
	req.html_only = 1;
	if (hostq_push(pg->hq, HOSTQ_PAGE, &req, pages_http_done_cb, pr) ==
	    -1) {
		pages_fail(pg, pr, 0, "not an http(s) URL");
		pages_finish(pg, pr);
	}
}

/* Store a page that arrived. */
static void
pages_store(
    struct pages *pg, struct pagereq *pr, const struct http_response *resp)
{
	struct store_page p;

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
	if (store_page_add(pg->st, &p) == 0) {
		pr->stored = 1;
		pr->bytes = resp->len;
	}
}

static void
pages_http_done_cb(const struct http_response *resp, void *arg)
{
	struct pagereq *pr = arg;
	struct pages *pg = pr->pg;
	char *err = NULL;
	int again = 0;

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
		pages_store(pg, pr, resp);
	free(err);
	if (again)
		pages_send(pg, pr); /* hostq holds the host */
	else
		pages_finish(pg, pr);
}
