/* SPDX-License-Identifier: ISC */
/*
 * crawl: the scheduler, and the story of one poll:
 *
 *   due feed -> hostq (feed URL, conditional) -> feed_parse -> entries
 *   new entries -> hostq (page URLs) -> pages
 *   enough pages and no template -> learn -> templates
 *   template -> every page not yet extracted with it -> articles
 *
 * Each step that stores something is one transaction, so a stop at any
 * point loses at most the step under way.  Other modules know nothing of
 * this one; this one knows only their headers.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <event2/event.h>

#include "conf.h"
#include "crawl.h"
#include "feed.h"
#include "hostq.h"
#include "html.h"
#include "learn.h"
#include "log.h"
#include "store.h"
#include "tmpl.h"
#include "util.h"

#define CRAWL_TICK_MS 1000

/* A subscribed feed, as the scheduler follows it. */
struct cfeed {
	struct crawl *cr;
	char *name;
	char *url;
	int64_t id;
	int64_t interval;	/* ms */
	int64_t next_poll_at;	/* unix seconds; 0: now */
	int polling;		/* a poll is queued or under way */
	int pages_pending;	/* page downloads queued or under way */
	int removed;		/* gone from the config; freed when idle */
	int64_t learn_failed_with; /* pages available at the last failed
				      learning, so it is not retried on the
				      same evidence */
	struct tmpl *tmpl;	/* current template, cached */
	int64_t tmpl_id;
	TAILQ_ENTRY(cfeed) entry;
};
TAILQ_HEAD(cfeed_list, cfeed);

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
	int once;		/* --once: report when idle */
	int stopping;
	int64_t articles;
	int64_t pages;
};

/* A page download under way. */
struct pagereq {
	struct cfeed *f;
	int64_t entry_id;
	char *url;
};

static void crawl_tick_cb(evutil_socket_t fd, short what, void *arg);
static void crawl_idle_ev_cb(evutil_socket_t fd, short what, void *arg);
static void crawl_poll(struct crawl *cr, struct cfeed *f);
static void crawl_poll_done_cb(const struct http_response *resp, void *arg);
static void crawl_page_done_cb(const struct http_response *resp, void *arg);
static void crawl_feed_process(struct crawl *cr, struct cfeed *f, int final);
static void crawl_check_idle(struct crawl *cr);
static void cfeed_free(struct cfeed *f);

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
	TAILQ_INIT(&cr->feeds);
	if ((cr->tick = event_new(base, -1, EV_PERSIST, crawl_tick_cb,
	    cr)) == NULL ||
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
	TAILQ_FOREACH_SAFE(f, &cr->feeds, entry, tmp) {
		TAILQ_REMOVE(&cr->feeds, f, entry);
		cfeed_free(f);
	}
	event_free(cr->tick);
	event_free(cr->idle_ev);
	free(cr);
}

static void
cfeed_free(struct cfeed *f)
{
	if (f == NULL)
		return;
	tmpl_free(f->tmpl);
	free(f->name);
	free(f->url);
	free(f);
}

static struct cfeed *
crawl_feed_find(struct crawl *cr, const char *name)
{
	struct cfeed *f;

	TAILQ_FOREACH(f, &cr->feeds, entry) {
		if (!f->removed && strcmp(f->name, name) == 0)
			return f;
	}
	return NULL;
}

static int
crawl_feed_state_cb(const struct store_feed *sf, void *arg)
{
	struct cfeed *f = arg;

	f->next_poll_at = sf->next_poll_at;
	return 0;
}

/* Free a removed feed once nothing refers to it any more. */
static void
crawl_feed_reap(struct crawl *cr, struct cfeed *f)
{
	if (!f->removed || f->polling || f->pages_pending > 0)
		return;
	TAILQ_REMOVE(&cr->feeds, f, entry);
	cfeed_free(f);
}

int
crawl_set_conf(struct crawl *cr, const struct conf *conf)
{
	struct db *db = store_db(cr->st);
	struct cfeed *f, *tmp;
	const struct conf_feed *cf;
	int64_t id;
	size_t i;

	if (db_begin(db) == -1)
		return -1;
	if (store_feed_deactivate_all(cr->st) == -1)
		goto fail;
	for (i = 0; i < conf->nfeeds; i++) {
		cf = &conf->feeds[i];
		if ((id = store_feed_sync(cr->st, cf->name, cf->url)) <= 0)
			goto fail;
		if ((f = crawl_feed_find(cr, cf->name)) == NULL) {
			f = xcalloc(1, sizeof(*f));
			f->cr = cr;
			f->name = xstrdup(cf->name);
			f->url = xstrdup(cf->url);
			TAILQ_INSERT_TAIL(&cr->feeds, f, entry);
			if (store_feed_get(cr->st, cf->name,
			    crawl_feed_state_cb, f) == -1)
				goto fail;
			log_info("feed %s: subscribed to %s", f->name,
			    f->url);
		} else if (strcmp(f->url, cf->url) != 0) {
			free(f->url);
			f->url = xstrdup(cf->url);
			f->next_poll_at = 0;
		}
		f->id = id;
		f->interval = cf->interval;
	}
	if (db_commit(db) == -1)
		goto fail;
	cr->conf = conf;
	TAILQ_FOREACH_SAFE(f, &cr->feeds, entry, tmp) {
		/* Overrides may have changed: reload templates lazily. */
		tmpl_free(f->tmpl);
		f->tmpl = NULL;
		f->tmpl_id = 0;
		if (conf_feed_find(conf, f->name) != NULL)
			continue;
		log_info("feed %s: unsubscribed (its data stays)", f->name);
		f->removed = 1;
		crawl_feed_reap(cr, f);
	}
	return 0;
fail:
	db_rollback(db);
	return -1;
}

void
crawl_start(struct crawl *cr)
{
	struct timeval tv = { CRAWL_TICK_MS / 1000, 0 };

	cr->once = 0;
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
		stats->polls_inflight += f->polling;
		stats->pages_pending += f->pages_pending;
	}
	stats->articles = cr->articles;
	stats->pages = cr->pages;
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
	TAILQ_FOREACH(f, &cr->feeds, entry) {
		if (!f->removed && !f->polling && f->next_poll_at <= now)
			crawl_poll(cr, f);
	}
}

/* In --once mode, tell the caller when no work is left. */
static void
crawl_check_idle(struct crawl *cr)
{
	struct timeval tv = { 0, 0 };
	struct cfeed *f;

	if (!cr->once)
		return;
	TAILQ_FOREACH(f, &cr->feeds, entry) {
		if (f->polling || f->pages_pending > 0)
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

struct validators {
	char *etag;
	char *last_modified;
};

static int
crawl_validators_cb(const struct store_feed *sf, void *arg)
{
	struct validators *v = arg;

	v->etag = sf->etag ? xstrdup(sf->etag) : NULL;
	v->last_modified = sf->last_modified ? xstrdup(sf->last_modified) :
	    NULL;
	return 0;
}

static void
crawl_poll(struct crawl *cr, struct cfeed *f)
{
	struct http_request req;
	struct validators v = { NULL, NULL };

	if (cr->stopping || f->polling)
		return;
	store_feed_get(cr->st, f->name, crawl_validators_cb, &v);
	memset(&req, 0, sizeof(req));
	req.url = f->url;
	req.etag = v.etag;
	req.last_modified = v.last_modified;
	req.max_size = cr->conf->max_feed_size;
	if (hostq_push(cr->hq, &req, crawl_poll_done_cb, f) == 0) {
		f->polling = 1;
		log_debug("feed %s: polling %s", f->name, f->url);
	} else {
		log_warnx("feed %s: cannot poll %s: not an http(s) URL",
		    f->name, f->url);
		f->next_poll_at = util_now() + f->interval / 1000;
	}
	free(v.etag);
	free(v.last_modified);
}

/* Store a parsed feed's entries; return how many were new, or -1. */
static int
crawl_store_entries(struct crawl *cr, struct cfeed *f, const struct feed *fd,
    const struct http_response *resp, int64_t now)
{
	struct db *db = store_db(cr->st);
	int is_new, added = 0;
	size_t i;

	if (db_begin(db) == -1)
		return -1;
	for (i = 0; i < fd->nentries; i++) {
		if (feed_entry_key(&fd->entries[i]) == NULL)
			continue;
		if (store_entry_add(cr->st, f->id, &fd->entries[i], now,
		    &is_new) <= 0)
			goto fail;
		added += is_new;
	}
	if (store_feed_polled(cr->st, f->id, now, NULL, resp->etag,
	    resp->last_modified, f->next_poll_at) == -1)
		goto fail;
	if (db_commit(db) == -1)
		goto fail;
	return added;
fail:
	db_rollback(db);
	return -1;
}

static int
crawl_queue_page_cb(const struct store_entry *e, void *arg)
{
	struct cfeed *f = arg;
	struct crawl *cr = f->cr;
	struct http_request req;
	struct pagereq *pr;

	memset(&req, 0, sizeof(req));
	req.url = e->url;
	req.max_size = cr->conf->max_page_size;
	pr = xcalloc(1, sizeof(*pr));
	pr->f = f;
	pr->entry_id = e->id;
	pr->url = xstrdup(e->url);
	if (hostq_push(cr->hq, &req, crawl_page_done_cb, pr) == -1) {
		struct store_page p;

		memset(&p, 0, sizeof(p));
		p.entry_id = e->id;
		p.url = e->url;
		p.error = "not an http(s) URL";
		p.fetched_at = util_now();
		store_page_add(cr->st, &p);
		log_warnx("feed %s: entry %s: not an http(s) URL", f->name,
		    e->url);
		free(pr->url);
		free(pr);
		return 0;
	}
	f->pages_pending++;
	return 0;
}

static void
crawl_poll_done_cb(const struct http_response *resp, void *arg)
{
	struct cfeed *f = arg;
	struct crawl *cr = f->cr;
	struct feed *fd;
	char *cause = NULL, *err = NULL;
	int64_t now = util_now();
	int added;

	f->polling = 0;
	if (f->removed) {
		crawl_feed_reap(cr, f);
		crawl_check_idle(cr);
		return;
	}
	f->next_poll_at = now + f->interval / 1000;
	if (resp->error != NULL)
		xasprintf(&err, "%s", resp->error);
	else if (resp->status == 304)
		log_debug("feed %s: not modified", f->name);
	else if (resp->status != 200)
		xasprintf(&err, "HTTP %ld", resp->status);
	else if ((fd = feed_parse(resp->data, resp->len, resp->final_url,
	    resp->charset, (size_t)cr->conf->max_entries, &cause)) == NULL) {
		xasprintf(&err, "%s", cause);
		free(cause);
	} else {
		if (fd->recovered)
			log_info("feed %s: malformed XML, read in recover "
			    "mode", f->name);
		if ((added = crawl_store_entries(cr, f, fd, resp, now)) == -1)
			xasprintf(&err, "database error storing entries");
		else
			log_info("feed %s: %zu entries, %d new", f->name,
			    fd->nentries, added);
		feed_free(fd);
	}
	if (err != NULL) {
		log_warnx("feed %s: %s, next poll in %llds", f->name, err,
		    (long long)(f->next_poll_at - now));
		store_feed_polled(cr->st, f->id, now, err, NULL, NULL,
		    f->next_poll_at);
		free(err);
	} else if (resp->status == 304) {
		store_feed_polled(cr->st, f->id, now, NULL, resp->etag,
		    resp->last_modified, f->next_poll_at);
	}
	if (!cr->stopping)
		store_entries_without_page(cr->st, f->id, util_now(),
		    crawl_queue_page_cb,
		    f);
	if (f->pages_pending == 0)
		crawl_feed_process(cr, f, 1);
	crawl_check_idle(cr);
}

static void
crawl_page_done_cb(const struct http_response *resp, void *arg)
{
	struct pagereq *pr = arg;
	struct cfeed *f = pr->f;
	struct crawl *cr = f->cr;
	struct store_page p;
	char *err = NULL;

	f->pages_pending--;
	memset(&p, 0, sizeof(p));
	p.entry_id = pr->entry_id;
	p.url = pr->url;
	p.final_url = resp->final_url;
	p.status = resp->status;
	p.content_type = resp->content_type;
	p.charset = resp->charset;
	p.fetched_at = util_now();
	if (resp->error != NULL)
		xasprintf(&err, "%s", resp->error);
	else if (resp->status < 200 || resp->status > 299)
		xasprintf(&err, "HTTP %ld", resp->status);
	if (err != NULL) {
		log_warnx("feed %s: page %s: %s", f->name, pr->url, err);
		p.error = err;
	} else {
		p.body = resp->data;
		p.len = resp->len;
		cr->pages++;
	}
	store_page_add(cr->st, &p);
	free(err);
	free(pr->url);
	free(pr);
	if (f->removed) {
		crawl_feed_reap(cr, f);
	} else {
		crawl_feed_process(cr, f, f->pages_pending == 0 && !f->polling);
	}
	crawl_check_idle(cr);
}

/* ---- learning and extraction ---- */

/* Per-feed overrides from the config win over what was learned. */
static void
crawl_apply_overrides(const struct conf_feed *cf, struct tmpl *t)
{
	if (cf == NULL)
		return;
	if (cf->title_xpath != NULL)
		tmpl_set_title_xpath(t, cf->title_xpath);
	if (cf->body_xpath != NULL)
		tmpl_set_body_xpath(t, cf->body_xpath);
	if (cf->category_xpath != NULL)
		tmpl_set_category_xpath(t, cf->category_xpath);
}

static int
crawl_tmpl_current_cb(const struct store_template *st, void *arg)
{
	struct cfeed *f = arg;
	char *cause = NULL;

	if ((f->tmpl = tmpl_from_json(st->json, &cause)) == NULL) {
		log_warnx("feed %s: template v%d unreadable: %s", f->name,
		    st->version, cause);
		free(cause);
		return 0;
	}
	f->tmpl_id = st->id;
	return 0;
}

struct samples {
	struct learn_sample *s;
	size_t n;
	char ***cats;		/* per sample, the copied categories */
	char **titles;
	char **teasers;
};

static int
crawl_sample_cb(const struct store_entry *e, const struct store_page *p,
    void *arg)
{
	struct samples *sm = arg;
	struct learn_sample *s;
	struct html_doc *doc;
	char *cause = NULL;
	const char *teaser;
	size_t i;

	doc = html_parse(p->body, p->len, p->charset,
	    p->final_url ? p->final_url : p->url, &cause);
	if (doc == NULL) {
		log_warnx("page %s: %s", p->url, cause);
		free(cause);
		return 0;
	}
	teaser = e->teaser != NULL && *e->teaser != '\0' ? e->teaser :
	    e->content;
	sm->s = xreallocarray(sm->s, sm->n + 1, sizeof(*sm->s));
	sm->cats = xreallocarray(sm->cats, sm->n + 1, sizeof(*sm->cats));
	sm->titles = xreallocarray(sm->titles, sm->n + 1, sizeof(char *));
	sm->teasers = xreallocarray(sm->teasers, sm->n + 1, sizeof(char *));
	sm->titles[sm->n] = e->title ? xstrdup(e->title) : NULL;
	sm->teasers[sm->n] = teaser ? xstrdup(teaser) : NULL;
	sm->cats[sm->n] = xcalloc(e->ncategories + 1, sizeof(char *));
	for (i = 0; i < e->ncategories; i++)
		sm->cats[sm->n][i] = xstrdup(e->categories[i]);
	s = &sm->s[sm->n];
	memset(s, 0, sizeof(*s));
	s->entry_id = e->id;
	s->title = sm->titles[sm->n];
	s->teaser = sm->teasers[sm->n];
	s->categories = (const char *const *)sm->cats[sm->n];
	s->ncategories = e->ncategories;
	s->doc = doc;
	sm->n++;
	return 0;
}

static void
crawl_samples_free(struct samples *sm)
{
	size_t i, j;

	for (i = 0; i < sm->n; i++) {
		html_doc_free(sm->s[i].doc);
		for (j = 0; sm->cats[i][j] != NULL; j++)
			free(sm->cats[i][j]);
		free(sm->cats[i]);
		free(sm->titles[i]);
		free(sm->teasers[i]);
	}
	free(sm->s);
	free(sm->cats);
	free(sm->titles);
	free(sm->teasers);
}

static char *
crawl_join_ids(const int64_t *ids, size_t n)
{
	struct buf b;
	size_t i;

	buf_init(&b);
	for (i = 0; i < n; i++)
		buf_printf(&b, "%s%lld", i ? ", " : "", (long long)ids[i]);
	return buf_detach(&b, NULL);
}

/*
 * Learn a template from the feed's most recent pages and make it current.
 * final: no more pages are coming this round, so learn from fewer than
 * learn_entries if that is all there is.
 */
static void
crawl_feed_learn(struct crawl *cr, struct cfeed *f, int final)
{
	const struct conf_feed *cf = conf_feed_find(cr->conf, f->name);
	struct samples sm;
	struct store_template rec;
	struct tmpl *t;
	int64_t *voters = NULL, id;
	size_t nvoters = 0;
	char *cause = NULL, *json, *ids;
	int64_t t0 = util_monotonic();

	memset(&sm, 0, sizeof(sm));
	if (store_pages_recent(cr->st, f->id, cr->conf->learn_entries,
	    crawl_sample_cb, &sm) == -1)
		goto done;
	if (sm.n == 0 || (sm.n < (size_t)cr->conf->learn_entries && !final) ||
	    (int64_t)sm.n == f->learn_failed_with)
		goto done;
	t = learn_template(sm.s, sm.n, &voters, &nvoters, &cause);
	if (t == NULL && cf != NULL && cf->body_xpath != NULL) {
		/* The config's body XPath stands in for learning. */
		free(cause);
		cause = NULL;
		t = tmpl_new();
		tmpl_set_method(t, "override");
	}
	if (t == NULL) {
		log_warnx("feed %s: no template learned from %zu pages: %s",
		    f->name, sm.n, cause);
		store_feed_set_tmpl_status(cr->st, f->id, STORE_TMPL_FAILED,
		    cause);
		f->learn_failed_with = (int64_t)sm.n;
		free(cause);
		goto done;
	}
	crawl_apply_overrides(cf, t);
	json = tmpl_to_json(t);
	memset(&rec, 0, sizeof(rec));
	rec.feed_id = f->id;
	rec.json = json;
	rec.method = tmpl_method(t);
	rec.title_xpath = tmpl_title_xpath(t);
	rec.body_xpath = tmpl_body_xpath(t);
	rec.category_xpath = tmpl_category_xpath(t);
	rec.learned_from = voters;
	rec.nlearned_from = nvoters;
	rec.learned_at = util_now();
	if ((id = store_template_add(cr->st, &rec, "replaced")) > 0) {
		ids = crawl_join_ids(voters, nvoters);
		log_info("feed %s: template learned in %lldms from %zu of %zu "
		    "entries (%s): body %s", f->name,
		    (long long)(util_monotonic() - t0), nvoters, sm.n, ids,
		    tmpl_body_xpath(t) ? tmpl_body_xpath(t) : "-");
		free(ids);
		tmpl_free(f->tmpl);
		f->tmpl = t;
		f->tmpl_id = id;
		f->learn_failed_with = 0;
	} else
		tmpl_free(t);
	free(json);
done:
	free(voters);
	crawl_samples_free(&sm);
}

static int
crawl_extract_cb(const struct store_entry *e, const struct store_page *p,
    void *arg)
{
	struct cfeed *f = arg;
	struct crawl *cr = f->cr;
	struct html_doc *doc;
	struct article *a;
	char *cause = NULL;
	double score;

	doc = html_parse(p->body, p->len, p->charset,
	    p->final_url ? p->final_url : p->url, &cause);
	if (doc == NULL) {
		log_warnx("feed %s: page %s: %s", f->name, p->url, cause);
		free(cause);
		return 0;
	}
	if ((a = tmpl_apply(f->tmpl, doc, &cause)) == NULL) {
		log_warnx("feed %s: page %s: template v%lld: %s", f->name,
		    p->url, (long long)f->tmpl_id, cause);
		free(cause);
		html_doc_free(doc);
		return 0;
	}
	score = tmpl_validate(a, e->title, e->teaser);
	if (store_article_put(cr->st, e->id, a, f->tmpl_id, score,
	    util_now()) == 0)
		cr->articles++;
	article_free(a);
	html_doc_free(doc);
	return 0;
}

static void
crawl_feed_process(struct crawl *cr, struct cfeed *f, int final)
{
	const struct conf_feed *cf = conf_feed_find(cr->conf, f->name);
	struct db *db = store_db(cr->st);

	if (cr->stopping)
		return;
	if (f->tmpl == NULL) {
		store_template_current(cr->st, f->id, crawl_tmpl_current_cb,
		    f);
		if (f->tmpl != NULL)
			crawl_apply_overrides(cf, f->tmpl);
	}
	if (f->tmpl == NULL)
		crawl_feed_learn(cr, f, final);
	if (f->tmpl == NULL)
		return;
	/* One transaction for the batch keeps --once fast; each article is
	 * still all-or-nothing. */
	if (db_begin(db) == -1)
		return;
	store_pages_to_extract(cr->st, f->id, f->tmpl_id, crawl_extract_cb, f);
	if (db_commit(db) == -1)
		db_rollback(db);
}
