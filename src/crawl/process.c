/* SPDX-License-Identifier: ISC */
/*
 * process: learning, extraction, validation and relearning over what the
 * store holds (METHODS.md section 1: "template validator (adaptive:
 * relearns when a template stops matching)").  No I/O but the store's;
 * the crawler calls it as pages arrive, templar's relearn and reextract
 * commands call it directly.
 */
#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "conf.h"
#include "db.h"
#include "extract.h"
#include "feedteasers.h"
#include "html.h"
#include "judge.h"
#include "learn.h"
#include "log.h"
#include "metrics.h"
#include "pagedocs.h"
#include "parts.h"
#include "phost.h"
#include "process.h"
#include "siteconfs.h"
#include "store.h"
#include "tmpl.h"
#include "util.h"

/*
 * The elements of the pages a pass keeps parsed (pagedocs.h): five pages
 * at the node budget (learn_entries at its default), fifty pages of the
 * largest articles.  Memory a pass holds is bounded by this, not by
 * learn_entries and relearn_window: the learner compares its samples
 * (text common to them, the XPaths they vote for, their layouts, the
 * current template judged on the same pages), so it holds them parsed,
 * at about 370 bytes an element (bench/learn-memory: 218 MB peak for
 * five pages at the budget, 403 MB for ten), under 256 MB in all.
 */
#define PROCESS_MAX_ELEMENTS ((size_t)5 * HTML_MAX_ELEMENTS)

struct process {
	struct store *st;
	const struct conf *conf;
	struct phost_list hosts;
	const struct pname *feed; /* the feed of this pass */
	/* The pages parsed in one pass (process_feed(), process_relearn(),
	 * process_reextract()): learning, extraction, relearning and
	 * re-extraction read the same recent pages, parsed once. */
	struct pagedocs *docs;
	struct siteconfs *sites; /* imported site configs, per host */
	struct pname **names;
	size_t nnames;
};

/* Why a feed relearns, which says how the new version must compare with
 * the current one to replace it. */
enum relearn {
	RELEARN_ASKED,       /* templar relearn: whatever it gives */
	RELEARN_FAILING,     /* health failed: clearly better */
	RELEARN_CHECK,       /* a routine comparison: clearly better,
				and keeping the current one is no news */
	RELEARN_PROVISIONAL, /* the current one saw fewer than
				learn_entries pages: better on the mean */
};

/* Entries with their parsed pages, to learn from or to compare on. */
struct samples {
	struct process *p; /* whose pass parses the pages */
	const char *feed;  /* the host, for the log */
	size_t elements;   /* of the pages read so far (pagedocs.h) */
	struct learn_sample *s;
	size_t n;
	char ***cats; /* per sample, the copied categories */
	char **titles;
	char **teasers;
	char **comments; /* comments_url */
	char **authors;
	int64_t *feeds; /* per sample, its entry's feed */
	/* When set, the pages of a new layout only: if the newest page is
	 * off this template's layout, the pages that fit it are left out
	 * (at most max samples are taken). */
	const struct tmpl *layout_of;
	int off_only; /* -1 undecided, 0 every page, 1 off only */
	size_t max;
};

/* One run over pages with their hosts' templates. */
struct extraction {
	struct process *p;
	struct phost *ph; /* the host of every page, or NULL: each page's */
	struct process_stats *stats;
	int64_t newest; /* newest entry extracted */
	int count;      /* new pages: count them for the checks */
	/* Re-extraction after a relearn: a page of the old template's
	 * layout that the new one does not fit keeps its article. */
	const struct tmpl *old;
	/* A page of a host with no template: 1 extracts it with no
	 * template (the densest block), 0 leaves it for later. */
	int templateless;
};

static struct html_doc *process_parse(struct process *p, const char *feed,
    const struct store_entry *e, const struct store_page *pg);

struct process *
process_new(struct store *st, const struct conf *conf)
{
	struct process *p;

	p = xcalloc(1, sizeof(*p));
	p->st = st;
	p->conf = conf;
	TAILQ_INIT(&p->hosts);
	p->docs = pagedocs_new();
	p->sites = siteconfs_new(st);
	return p;
}

void
process_free(struct process *p)
{
	struct phost *ph;

	if (p == NULL)
		return;
	while ((ph = TAILQ_FIRST(&p->hosts)) != NULL) {
		TAILQ_REMOVE(&p->hosts, ph, entry);
		phost_free(ph);
	}
	pagedocs_free(p->docs);
	siteconfs_free(p->sites);
	while (p->nnames > 0) {
		p->nnames--;
		free(p->names[p->nnames]->name);
		free(p->names[p->nnames]);
	}
	free(p->names);
	free(p);
}

/*
 * The parsed page of an entry, lent until the end of the pass or until
 * pages of PROCESS_MAX_ELEMENTS more were read: a step that holds the
 * pages it reads (the samples) reads no more than that.  A page that
 * does not parse (over the node budget, say) never will: it is set
 * aside for good, as a page that is no article is, and said so once.
 */
static struct html_doc *
process_parse(struct process *p, const char *feed, const struct store_entry *e,
    const struct store_page *pg)
{
	struct html_doc *doc;
	char *cause = NULL;

	doc = siteconfs_parse(
	    p->sites, p->docs, e->id, pg, PROCESS_MAX_ELEMENTS, &cause);
	if (doc != NULL)
		return doc;
	log_warnx(
	    "feed %s: page %s: %s; it is not read again", feed, pg->url, cause);
	store_page_not_article(p->st, e->id, cause);
	free(cause);
	return NULL;
}

void
process_set_conf(struct process *p, const struct conf *conf)
{
	struct phost *ph;

	p->conf = conf;
	pagedocs_clear(p->docs);
	TAILQ_FOREACH(ph, &p->hosts, entry)
		phost_forget_template(ph);
}

static struct tmpl *process_current(struct process *p, struct phost *ph);

/* The host's record, its current template loaded; fresh: reloaded if
 * the store has another one since (a templar relearn, another pass). */
static struct phost *
process_phost(struct process *p, const char *host, int fresh)
{
	struct phost *ph;

	TAILQ_FOREACH(ph, &p->hosts, entry) {
		if (strcmp(ph->host, host) == 0) {
			if (fresh)
				process_current(p, ph);
			return ph;
		}
	}
	ph = xcalloc(1, sizeof(*ph));
	ph->host = xstrdup(host);
	TAILQ_INSERT_TAIL(&p->hosts, ph, entry);
	process_current(p, ph);
	return ph;
}

/* The feed of an id, its name read once. */
static struct pname *
process_name(struct process *p, int64_t feed_id, const char *name)
{
	struct pname *n;
	size_t i;

	for (i = 0; i < p->nnames; i++)
		if (p->names[i]->id == feed_id)
			return p->names[i];
	p->names = xreallocarray(p->names, p->nnames + 1, sizeof(*p->names));
	n = p->names[p->nnames++] = xcalloc(1, sizeof(*n));
	n->id = feed_id;
	n->name =
	    name != NULL ? xstrdup(name) : store_feed_name(p->st, feed_id);
	if (n->name == NULL)
		xasprintf(&n->name, "#%lld", (long long)feed_id);
	return n;
}

/*
 * The host's current template, reloaded when the store has another one
 * (a templar relearn, or another feed's pass, may have made it).  NULL
 * when there is none.
 */
static struct tmpl *
process_current(struct process *p, struct phost *ph)
{
	if (store_template_current_host(p->st, ph->host, phost_load_cb, ph) ==
	    -1)
		return NULL;
	return ph->t;
}

/* ---- samples ---- */

static int
process_sample_cb(
    const struct store_entry *e, const struct store_page *p, void *arg)
{
	struct samples *sm = arg;
	struct learn_sample *s;
	struct html_doc *doc;
	const char *teaser;
	size_t i;

	/* the pages held stay in the pass's (process_parse()) */
	if (pagedocs_find(sm->p->docs, e->id) == NULL &&
	    sm->elements + HTML_MAX_ELEMENTS > PROCESS_MAX_ELEMENTS)
		return 1;
	if ((doc = process_parse(sm->p,
		 process_name(sm->p, e->feed_id, NULL)->name, e, p)) == NULL)
		return 0;
	sm->elements += html_doc_elements(doc);
	if (sm->layout_of != NULL) {
		int off = judge_fit(sm->layout_of, doc) < TMPL_ROUTE_FIT;

		if (sm->off_only == -1)
			sm->off_only = off;
		if (sm->off_only && !off)
			return 0;
	}
	teaser =
	    e->teaser != NULL && *e->teaser != '\0' ? e->teaser : e->content;
	sm->s = xreallocarray(sm->s, sm->n + 1, sizeof(*sm->s));
	sm->cats = xreallocarray(sm->cats, sm->n + 1, sizeof(*sm->cats));
	sm->titles = xreallocarray(sm->titles, sm->n + 1, sizeof(char *));
	sm->teasers = xreallocarray(sm->teasers, sm->n + 1, sizeof(char *));
	sm->comments = xreallocarray(sm->comments, sm->n + 1, sizeof(char *));
	sm->comments[sm->n] = e->comments_url ? xstrdup(e->comments_url) : NULL;
	sm->authors = xreallocarray(sm->authors, sm->n + 1, sizeof(char *));
	sm->authors[sm->n] = e->author ? xstrdup(e->author) : NULL;
	sm->feeds = xreallocarray(sm->feeds, sm->n + 1, sizeof(int64_t));
	sm->feeds[sm->n] = e->feed_id;
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
	s->comments_url = sm->comments[sm->n];
	s->comment_count = e->comment_count;
	s->published = e->published;
	s->author = sm->authors[sm->n];
	sm->n++;
	return sm->max > 0 && sm->n >= sm->max;
}

static void
process_samples_free(struct samples *sm)
{
	size_t i, j;

	/* the docs are the pass's (process_parse()) */
	for (i = 0; i < sm->n; i++) {
		for (j = 0; sm->cats[i][j] != NULL; j++)
			free(sm->cats[i][j]);
		free(sm->cats[i]);
		free(sm->titles[i]);
		free(sm->teasers[i]);
		free(sm->comments[i]);
		free(sm->authors[i]);
	}
	free(sm->s);
	free(sm->cats);
	free(sm->titles);
	free(sm->teasers);
	free(sm->comments);
	free(sm->authors);
	free(sm->feeds);
	memset(sm, 0, sizeof(*sm));
}

/*
 * The host's n most recent pages (of any feed) as samples; when there
 * are min of them at least, each one's teaser judged with its own
 * feed's (feedteasers.h).  0 or -1.
 */
static int
process_samples_read(struct process *p, const struct phost *ph, int n,
    size_t min, struct samples *sm)
{
	sm->p = p;
	sm->feed = ph->host;
	if (store_pages_recent_host(
		p->st, ph->host, n, process_sample_cb, sm) == -1)
		return -1;
	if (sm->n >= min)
		feedteasers_apply(p->st, sm->s, sm->teasers, sm->feeds, sm->n);
	return 0;
}

static char *
process_join_ids(const int64_t *ids, size_t n)
{
	struct buf b;
	size_t i;

	buf_init(&b);
	for (i = 0; i < n; i++)
		buf_printf(&b, "%s%lld", i ? ", " : "", (long long)ids[i]);
	return buf_detach(&b, NULL);
}

/* The layout signature of a template of one layout: what its voters'
 * pages share (judge.h). */
static void
process_sign(struct tmpl *t, const struct samples *sm, const int64_t *voters,
    size_t nvoters)
{
	struct html_doc **docs;
	size_t i, j, n = 0;

	docs = xcalloc(sm->n + 1, sizeof(*docs));
	for (i = 0; i < sm->n; i++)
		for (j = 0; j < nvoters; j++)
			if (sm->s[i].entry_id == voters[j]) {
				docs[n++] = sm->s[i].doc;
				break;
			}
	judge_sign(t, docs, n);
	free(docs);
}

/*
 * Learn a template from the samples; the config's body XPath of the
 * pass's feed stands in when learning finds no body.  Return it (no
 * overrides applied: they are each feed's, process_tmpl_for()) with its
 * voters, or NULL with *cause set.
 */
static struct tmpl *
process_learn(struct process *p, const struct samples *sm, int64_t **voters,
    size_t *nvoters, char **cause)
{
	const struct conf_feed *cf = conf_feed_find(p->conf, p->feed->name);
	struct tmpl *t;

	*voters = NULL;
	*nvoters = 0;
	t = learn_template(sm->s, sm->n, voters, nvoters, cause);
	if (t != NULL)
		process_sign(t, sm, *voters, *nvoters);
	if (t == NULL && cf != NULL && cf->body_xpath != NULL) {
		free(*cause);
		*cause = NULL;
		t = tmpl_new();
		tmpl_set_method(t, "override");
	}
	return t;
}

/* Make t the host's current template; retire says why the old one
 * goes.  The pass's feed is the one that learned it. */
static int64_t
process_store_template(struct process *p, struct phost *ph, struct tmpl *t,
    int64_t *voters, size_t nvoters, const char *retire, size_t nsamples,
    int64_t t0)
{
	struct store_template rec;
	char *json, *ids;
	int64_t id;

	json = tmpl_to_json(t);
	memset(&rec, 0, sizeof(rec));
	rec.host = ph->host;
	rec.feed_id = p->feed->id;
	rec.json = json;
	rec.method = tmpl_method(t);
	rec.title_xpath = tmpl_title_xpath(t);
	rec.body_xpath = tmpl_body_xpath(t);
	rec.category_xpath = tmpl_category_xpath(t);
	rec.learned_from = voters;
	rec.nlearned_from = nvoters;
	rec.learned_at = util_now();
	id = store_template_add(p->st, &rec, retire);
	free(json);
	if (id <= 0)
		return -1;
	ids = process_join_ids(voters, nvoters);
	log_info("host %s: template learned in %lldms from %zu of %zu "
		 "entries (%s): body %s",
	    ph->host, (long long)(util_monotonic() - t0), nvoters, nsamples,
	    ids, tmpl_body_xpath(t) ? tmpl_body_xpath(t) : "-");
	free(ids);
	phost_forget_template(ph);
	ph->t = t;
	ph->tmpl_id = id;
	phost_set_voters(ph, voters, nvoters);
	ph->learn_failed_with = 0;
	/* The version number is the store's; reload it lazily. */
	ph->version = 0;
	return id;
}

/*
 * First learning of a host, from the pages of every feed that links to
 * it, once min of them are in (learn_entries; fewer when no more are
 * coming).  Return 1 when it learned, 0 when not, -1 on a database error.
 */
static int
process_first_template(struct process *p, struct phost *ph, size_t min,
    struct process_stats *stats)
{
	struct samples sm;
	struct tmpl *t;
	int64_t *voters = NULL, t0 = util_monotonic();
	size_t nvoters = 0;
	char *cause = NULL;
	int rc = 0;

	memset(&sm, 0, sizeof(sm));
	if (process_samples_read(p, ph, p->conf->learn_entries, min, &sm) ==
	    -1) {
		rc = -1;
		goto done;
	}
	if (sm.n == 0 || sm.n < min || (int64_t)sm.n == ph->learn_failed_with)
		goto done;
	if ((t = process_learn(p, &sm, &voters, &nvoters, &cause)) == NULL) {
		log_warnx("host %s: no template learned from %zu pages: %s",
		    ph->host, sm.n, cause);
		if (!p->feed->ok)
			store_feed_set_tmpl_status(
			    p->st, p->feed->id, STORE_TMPL_FAILED, cause);
		ph->learn_failed_with = (int64_t)sm.n;
		free(cause);
		goto done;
	}
	if (process_store_template(
		p, ph, t, voters, nvoters, "replaced", sm.n, t0) == -1) {
		tmpl_free(t);
		free(voters);
		rc = -1;
		goto done;
	}
	ph->nlearned = sm.n;
	if (stats != NULL)
		stats->learned++;
	rc = 1;
done:
	process_samples_free(&sm);
	return rc;
}

/* ---- extraction ---- */

/* The bookkeeping of a new page the template extracted (or failed
 * to): pages not learned from, and of them those off its layout. */
static void
process_count(struct extraction *x, struct phost *ph,
    const struct store_entry *e, struct html_doc *doc)
{
	if ((x->count || x->old != NULL) && !phost_is_voter(ph, e->id))
		ph->unseen++;
	if (x->count && e->id > ph->newest_voter &&
	    !phost_is_voter(ph, e->id)) {
		ph->since_check++;
		if (judge_fit(ph->t, doc) < TMPL_ROUTE_FIT)
			ph->noff++;
	}
}

/* Re-extraction after a relearn: a page of the old template's layout
 * that the new one does not fit keeps its article. */
static int
process_is_left(
    const struct extraction *x, const struct phost *ph, struct html_doc *doc)
{
	return x->old != NULL && judge_fit(x->old, doc) >= TMPL_ROUTE_FIT &&
	    judge_fit(ph->t, doc) < TMPL_ROUTE_FIT;
}

/* Store the article extracted (with template tmpl_id, 0: none), or say
 * why there is none. */
static void
process_put(struct extraction *x, struct pname *fn, struct phost *ph,
    const struct store_entry *e, const struct store_page *pg,
    const struct extract *r, int64_t tmpl_id)
{
	int had;

	if (r->status != EXTRACT_ARTICLE) {
		log_warnx("feed %s: page %s: template %lld: %s", fn->name,
		    pg->url, (long long)tmpl_id, r->cause);
		if (x->stats != NULL)
			x->stats->failed++;
		return;
	}
	had = store_article_exists(x->p->st, e->id) == 1;
	if (store_article_put(
		x->p->st, e->id, r->a, tmpl_id, r->score, util_now()) == 0 &&
	    x->stats != NULL) {
		/* an article counts once, however often it is extracted */
		metrics_extracted(had);
		if (had)
			x->stats->reextracted++;
		else
			x->stats->extracted++;
	}
	if (e->id > x->newest)
		x->newest = e->id;
	if (ph != NULL && tmpl_id != 0 && e->id > ph->pass_newest)
		ph->pass_newest = e->id;
	/* A feed's template status: ok once its hosts' templates extract
	 * its pages. */
	if (tmpl_id != 0 && !fn->ok) {
		store_feed_set_tmpl_status(
		    x->p->st, fn->id, STORE_TMPL_OK, NULL);
		fn->ok = 1;
	}
}

/* An article over several pages: its further pages joined (parts.h).
 * Return 1 when the entry was extracted before, a page of it having
 * arrived since: it is not counted as a new page again. */
static int
process_parts(struct process *p, const char *feed, const struct tmpl *t,
    const struct store_entry *e, const struct store_page *pg,
    struct html_doc *doc, struct extract *r)
{
	const struct conf_feed *cf = conf_feed_find(p->conf, feed);
	struct parts_xpaths xp = { NULL, NULL };

	if (cf != NULL) {
		xp.next = cf->next_page_xpath;
		xp.single = cf->single_page_xpath;
	}
	return parts_join(p->st, t, e, pg, doc, &xp, r) < 0;
}

/*
 * Extract one page with the current template of its host, whichever feed
 * brought it, the page's feed's overrides on top; a page of a host with
 * no template yet with none (the template-less extraction), or not yet.
 */
static int
process_extract_cb(
    const struct store_entry *e, const struct store_page *pg, void *arg)
{
	struct extraction *x = arg;
	struct phost *ph = x->ph;
	struct pname *fn = process_name(x->p, e->feed_id, NULL);
	struct extract_entry entry = { e->title, e->teaser, e->content,
		e->published, e->author };
	const struct tmpl *t;
	struct html_doc *doc;
	struct extract r;
	int64_t tmpl_id = 0;
	char *host;
	int again;

	if (ph == NULL && (host = store_page_host(pg)) != NULL) {
		ph = process_phost(x->p, host, 0);
		free(host);
	}
	if (ph != NULL && ph->t != NULL) {
		t = phost_tmpl_for(ph, x->p->conf, fn->name);
		tmpl_id = ph->tmpl_id;
	} else if (x->templateless)
		t = NULL; /* extract_generic(), through siteconfs */
	else
		return 0;
	if ((doc = process_parse(x->p, fn->name, e, pg)) == NULL) {
		if (x->stats != NULL)
			x->stats->failed++;
		return 0;
	}
	/* an imported site config of the page's host wins (siteconfs.h) */
	siteconfs_extract_doc(x->p->sites, t,
	    pg->final_url ? pg->final_url : pg->url, doc, &entry, 0, &r);
	again = process_parts(x->p, fn->name, t, e, pg, doc, &r);
	if (r.status == EXTRACT_NOT_ARTICLE) {
		log_info("feed %s: page %s is not an article: %s", fn->name,
		    pg->url, r.cause);
		store_page_not_article(x->p->st, e->id, r.cause);
		if (x->stats != NULL)
			x->stats->not_articles++;
	} else if (tmpl_id == 0)
		process_put(x, fn, NULL, e, pg, &r, 0);
	else if (!process_is_left(x, ph, doc)) {
		if (!again)
			process_count(x, ph, e, doc);
		process_put(x, fn, ph, e, pg, &r, tmpl_id);
	}
	extract_clear(&r);
	return 0;
}

/*
 * Extract with the host's current template every page of the host not
 * extracted with it (old_id 0; count: they are new pages, counted for
 * the checks), or the pages old_id extracted from since_entry on, except
 * those of old's layout that the current one does not fit (old may be
 * NULL), whichever feed brought them.  One transaction for the batch;
 * each article is all-or-nothing.
 */
static int
process_extract(struct process *p, struct phost *ph, int64_t old_id,
    const struct tmpl *old, int64_t since_entry, int count,
    struct process_stats *stats)
{
	struct db *db = store_db(p->st);
	struct extraction x;
	int rc;

	memset(&x, 0, sizeof(x));
	x.p = p;
	x.ph = ph;
	x.stats = stats;
	x.count = count;
	x.old = old;
	if (db_begin(db) == -1)
		return -1;
	if (old_id > 0)
		rc = store_pages_of_template(
		    p->st, 0, old_id, since_entry, process_extract_cb, &x);
	else
		rc = store_pages_host_to_extract(
		    p->st, ph->host, ph->tmpl_id, process_extract_cb, &x);
	if (rc == -1 || db_commit(db) == -1) {
		db_rollback(db);
		return -1;
	}
	return 0;
}

/*
 * Extract the feed's pages that have no article yet, each with its
 * host's template; those of hosts with none with no template when
 * templateless, else not yet.  *newest: the newest entry extracted.
 */
static int
process_extract_feed(struct process *p, int64_t feed_id, int templateless,
    struct process_stats *stats, int64_t *newest)
{
	struct db *db = store_db(p->st);
	struct extraction x;

	memset(&x, 0, sizeof(x));
	x.p = p;
	x.stats = stats;
	x.count = 1;
	x.templateless = templateless;
	if (db_begin(db) == -1)
		return -1;
	if (store_pages_to_extract(
		p->st, feed_id, -1, process_extract_cb, &x) == -1 ||
	    db_commit(db) == -1) {
		db_rollback(db);
		return -1;
	}
	*newest = x.newest;
	return 0;
}

/* ---- health ---- */

struct health {
	const struct phost *ph;
	double below;
	int window;
	int checked;
	int failing;
	int64_t first_failing; /* oldest failing entry in the window */
	int64_t newest;
};

static int
process_score_cb(int64_t entry_id, double score, int fallback, void *arg)
{
	struct health *h = arg;

	/* The learning entries validate well by construction. */
	if (phost_is_voter(h->ph, entry_id))
		return 0;
	if (h->checked == 0)
		h->newest = entry_id;
	h->checked++;
	if (score < h->below || fallback != 0) {
		h->failing++;
		h->first_failing = entry_id;
	}
	return h->checked >= h->window;
}

static int
process_health(struct process *p, struct phost *ph, struct health *h)
{
	memset(h, 0, sizeof(*h));
	h->ph = ph;
	h->below = p->conf->relearn_below;
	h->window = p->conf->relearn_window;
	if (store_template_scores(p->st, ph->tmpl_id,
		h->window + (int)ph->nvoters, process_score_cb, h) == -1)
		return -1;
	if (h->checked > 0)
		store_template_set_health(p->st, ph->tmpl_id,
		    1.0 - (double)h->failing / (double)h->checked, h->checked);
	return 0;
}

/* Walking back over a host's pages, newest first: how far back the
 * pages of a new layout go. */
struct walk {
	struct process *p;
	const struct tmpl *old;
	int64_t since; /* oldest entry of the new layout found */
	int run;       /* pages of old's layout in a row */
	int window;
};

static int
process_walk_cb(
    const struct store_entry *e, const struct store_page *pg, void *arg)
{
	struct walk *w = arg;
	struct html_doc *doc, *own = NULL;
	char *cause = NULL;

	if (e->id >= w->since)
		return 0;
	/* a page parsed already; else parsed for this look alone, which
	 * keeps the samples' pages in the pass's */
	if ((doc = pagedocs_find(w->p->docs, e->id)) == NULL)
		doc = own = html_parse(pg->body, pg->len, pg->charset,
		    pg->final_url ? pg->final_url : pg->url, &cause);
	if (doc == NULL) {
		free(cause);
		return 0;
	}
	if (judge_fit(w->old, doc) < TMPL_ROUTE_FIT) {
		w->since = e->id;
		w->run = 0;
	} else
		w->run++;
	html_doc_free(own);
	return w->run >= w->window;
}

/*
 * The oldest entry to extract again after old gave way: the oldest of
 * since_entry and the samples', then back over the pages before it as
 * long as they are off old's layout (the first pages of a redesign came
 * before those learned from), until relearn_window pages in a row fit it.
 */
static int64_t
process_since(struct process *p, struct phost *ph, const struct tmpl *old,
    const struct samples *sm, int64_t since_entry)
{
	struct walk w;
	size_t i;

	if (since_entry == 0)
		return 0;
	memset(&w, 0, sizeof(w));
	w.p = p;
	w.old = old;
	w.since = since_entry;
	w.window = p->conf->relearn_window;
	for (i = 0; i < sm->n; i++)
		if (sm->s[i].entry_id < w.since)
			w.since = sm->s[i].entry_id;
	if (store_pages_recent_host(p->st, ph->host, 0, process_walk_cb, &w) ==
	    -1)
		return since_entry;
	return w.since;
}

/*
 * Relearning failed or found nothing better: a routine check logs that
 * the template was checked and stays; a failure the feed has no template
 * for, or one asked for, is also the feed's status.
 */
static void
process_relearn_kept(struct process *p, struct phost *ph, const char *why,
    enum relearn how, const char *cause)
{
	char *reason;

	if (how >= RELEARN_CHECK && ph->t != NULL) {
		/* Routine: nothing failed, the template stays right. */
		log_info("host %s: template checked (%s): %s; "
			 "keeping the current template",
		    ph->host, why, cause);
		return;
	}
	xasprintf(&reason,
	    "relearning (%s) failed: %s; keeping the current template", why,
	    cause);
	log_warnx("host %s: %s", ph->host, reason);
	store_feed_set_tmpl_status(p->st, p->feed->id,
	    ph->t != NULL ? STORE_TMPL_OK : STORE_TMPL_FAILED, reason);
	free(reason);
}

/*
 * 1 if old's category (or title) XPath still holds on the samples: it
 * finds a text on half of them at least, and on a page whose entry has
 * categories one of them (or, for the title, the entry's title).
 */
static int
process_field_holds(
    const struct tmpl *old, const struct samples *sm, int category)
{
	const struct learn_sample *s;
	size_t i, j, holds = 0;
	char *v;
	int ok;

	for (i = 0; i < sm->n; i++) {
		s = &sm->s[i];
		v = category ? tmpl_apply_category(old, s->doc)
			     : tmpl_apply_title(old, s->doc);
		ok = v != NULL && *v != '\0';
		if (ok && category && s->ncategories > 0) {
			for (j = 0, ok = 0; j < s->ncategories && !ok; j++)
				ok = strcasecmp(v, s->categories[j]) == 0;
		} else if (ok && !category && s->title != NULL &&
		    *s->title != '\0')
			ok = strcasecmp(v, s->title) == 0;
		holds += ok;
		free(v);
	}
	return sm->n > 0 && holds * 2 >= sm->n;
}

/* 1 if old's date (or author) XPath still finds a text on half of the
 * samples at least. */
static int
process_shown_holds(
    const struct tmpl *old, const struct samples *sm, enum tmpl_field f)
{
	size_t i, holds = 0;
	char *v;

	for (i = 0; i < sm->n; i++) {
		v = tmpl_apply_shown(old, sm->s[i].doc, f);
		holds += v != NULL && *v != '\0';
		free(v);
	}
	return sm->n > 0 && holds * 2 >= sm->n;
}

/*
 * A body relearn keeps the current template's category, title, date
 * and author XPaths where learning gave t none and they still hold on
 * the samples: what several agreeing entries taught is not lost to one
 * page of another layout that had no category to learn from.
 */
static void
process_keep_fields(
    struct tmpl *t, const struct tmpl *old, const struct samples *sm)
{
	if (old == NULL || tmpl_layout_count(t) > 1)
		return;
	if (tmpl_category_xpath(t) == NULL &&
	    tmpl_category_xpath(old) != NULL &&
	    process_field_holds(old, sm, 1)) {
		tmpl_set_category_xpath(t, tmpl_category_xpath(old));
		tmpl_set_field_method(t, TMPL_CATEGORY, "kept");
	}
	if (tmpl_title_xpath(t) == NULL && tmpl_title_xpath(old) != NULL &&
	    process_field_holds(old, sm, 0)) {
		tmpl_set_title_xpath(t, tmpl_title_xpath(old));
		tmpl_set_title_strip(
		    t, tmpl_title_prefix(old), tmpl_title_suffix(old));
		tmpl_set_field_method(t, TMPL_TITLE, "kept");
	}
	if (tmpl_date_xpath(t) == NULL && tmpl_date_xpath(old) != NULL &&
	    process_shown_holds(old, sm, TMPL_DATE)) {
		tmpl_set_date_xpath(t, tmpl_date_xpath(old));
		tmpl_set_field_method(t, TMPL_DATE, "kept");
	}
	if (tmpl_author_xpath(t) == NULL && tmpl_author_xpath(old) != NULL &&
	    process_shown_holds(old, sm, TMPL_AUTHOR)) {
		tmpl_set_author_xpath(t, tmpl_author_xpath(old));
		tmpl_set_field_method(t, TMPL_AUTHOR, "kept");
	}
}

/*
 * t, learned from pages of a new layout alone, beside the current
 * template: a copy of old holding t as one more layout (its voters stay
 * the new layout's pages).  NULL (t untouched) when t holds layouts
 * itself or old has room for no more.
 */
static struct tmpl *
process_beside(const struct tmpl *old, struct tmpl *t)
{
	struct tmpl *both;
	char *json, *cause = NULL;

	if (tmpl_layout_count(t) > 1 ||
	    tmpl_layout_count(old) >= TMPL_MAX_LAYOUTS)
		return NULL;
	json = tmpl_to_json(old);
	both = tmpl_from_json(json, &cause);
	free(json);
	free(cause);
	if (both == NULL)
		return NULL;
	if (tmpl_add_layout(both, t) == -1) {
		/* t is freed: cannot happen after the checks above */
		tmpl_free(both);
		return NULL;
	}
	return both;
}

/* A copy of a template, or NULL. */
static struct tmpl *
process_copy(const struct tmpl *t)
{
	struct tmpl *c;
	char *json, *cause = NULL;

	json = tmpl_to_json(t);
	c = tmpl_from_json(json, &cause);
	free(json);
	free(cause);
	return c;
}

/*
 * t, learned from the recent pages, is to replace old, whose signature
 * every one of them fits (it was learned from pages of both layouts).
 * When the host's recent pages (a window wider than the samples) fall
 * in two groups, two pages or more that old extracts and t does not
 * (judge_split()) and the rest, old still holds for its group, where it
 * is clearly better (judge_better()): return a copy of
 * old holding a copy of t beside it, each layout signed by what only
 * its group's pages share.  NULL (t untouched) otherwise: the old
 * layout is no longer seen, a redesign, and t replaces it.
 */
static struct tmpl *
process_keep_group(struct process *p, struct phost *ph, const struct tmpl *old,
    const struct tmpl *t)
{
	struct samples w;
	struct learn_sample *mine = NULL;
	struct html_doc **in = NULL, **out = NULL;
	struct tmpl *both = NULL, *nt = NULL;
	int *side = NULL;
	size_t i, nin = 0, nout = 0;

	if (tmpl_layout_count(old) != 1 || tmpl_layout_count(t) != 1)
		return NULL;
	memset(&w, 0, sizeof(w));
	w.off_only = -1;
	if (process_samples_read(p, ph,
		p->conf->learn_entries + p->conf->relearn_window, 1,
		&w) == -1 ||
	    w.n < 4)
		goto done;
	side = xcalloc(w.n, sizeof(*side));
	mine = xcalloc(w.n, sizeof(*mine));
	in = xcalloc(w.n, sizeof(*in));
	out = xcalloc(w.n, sizeof(*out));
	judge_split(t, old, w.s, w.n, side);
	for (i = 0; i < w.n; i++) {
		if (side[i]) {
			mine[nin] = w.s[i];
			in[nin++] = w.s[i].doc;
		} else
			out[nout++] = w.s[i].doc;
	}
	if (nin < 2 || nout < 2 || !judge_better(old, t, mine, nin, NULL, NULL))
		goto done;
	both = process_copy(old);
	nt = process_copy(t);
	if (both == NULL || nt == NULL ||
	    judge_sign_apart(both, in, nin, out, nout) == 0 ||
	    judge_sign_apart(nt, out, nout, in, nin) == 0) {
		tmpl_free(both);
		tmpl_free(nt);
		both = NULL;
		goto done;
	}
	if (tmpl_add_layout(both, nt) == -1) { /* nt is freed */
		tmpl_free(both);
		both = NULL;
		goto done;
	}
	log_info("host %s: %zu of %zu recent pages still of the current "
		 "template's layout: the new one is learned beside it",
	    ph->host, nin, w.n);
done:
	free(side);
	free(mine);
	free(in);
	free(out);
	process_samples_free(&w);
	return both;
}

/*
 * Learn a new version from the most recent pages: those of the newest
 * page's layout when it is off the current template's.  Unless asked
 * for, it replaces the current one only if it extracts clearly more of
 * those pages (judge_better()), or more on the mean when the current one
 * is provisional.  On success re-extract what the old one extracted from
 * since_entry on (INT64_MAX: from the oldest sample) and before, as far
 * back as the new layout goes (since_entry 0: all it extracted).  Return 1 when
 * a new version is current, 0 when the old one stays, -1 on a database error.
 */
static int
process_relearn_now(struct process *p, struct phost *ph, const char *why,
    enum relearn how, int64_t since_entry, struct process_stats *stats,
    char **cause)
{
	int force = how == RELEARN_ASKED;
	struct samples sm;
	struct tmpl *t, *both, *old = ph->t;
	int64_t *voters = NULL, old_id = ph->tmpl_id, t0 = util_monotonic();
	size_t nvoters = 0;
	double now_q = 0, old_q = 0;
	int rc = 0, better;

	memset(&sm, 0, sizeof(sm));
	sm.layout_of = force ? NULL : old;
	sm.off_only = -1;
	sm.max = (size_t)p->conf->learn_entries;
	if (process_samples_read(p, ph,
		p->conf->learn_entries + p->conf->relearn_window, 1,
		&sm) == -1) {
		xasprintf(cause, "database error");
		return -1;
	}
	if (sm.n == 0) {
		xasprintf(cause, "no stored pages to learn from");
		process_samples_free(&sm);
		return 0;
	}
	/* One page of a layout the template does not know routes to the
	 * fallback and waits for a second of its kind: a single page does
	 * not overturn what agreeing entries taught. */
	if (!force && old != NULL && sm.off_only == 1 && sm.n < 2) {
		xasprintf(
		    cause, "one page of another layout; waiting for a second");
		goto keep;
	}
	if ((t = process_learn(p, &sm, &voters, &nvoters, cause)) == NULL)
		goto keep;
	process_keep_fields(t, old, &sm);
	/* Two pages or more of a new layout: learned beside the current
	 * template as one more layout, not in its place. */
	if (!force && old != NULL && sm.off_only == 1 &&
	    (both = process_beside(old, t)) != NULL)
		t = both;
	better = old == NULL ||
	    judge_better(t, old, sm.s, sm.n, &now_q, &old_q) ||
	    (how == RELEARN_PROVISIONAL && now_q > old_q);
	/* Pages of the current template's layout still among the recent
	 * ones: the new layout goes beside it, not in its place. */
	if (!force && better && old != NULL && sm.off_only == 0 &&
	    (both = process_keep_group(p, ph, old, t)) != NULL) {
		tmpl_free(t);
		t = both;
	}
	if (!force && !better) {
		xasprintf(cause,
		    "the new template is not clearly better on these "
		    "%zu pages (quality %.2f, the current one %.2f)",
		    sm.n, now_q, old_q);
		tmpl_free(t);
		free(voters);
		goto keep;
	}
	if (old_id != 0 && !force)
		since_entry = process_since(p, ph, old, &sm, since_entry);
	ph->t = NULL; /* old is freed below, after re-extraction */
	if (process_store_template(p, ph, t, voters, nvoters, why, sm.n, t0) ==
	    -1) {
		ph->t = old;
		tmpl_free(t);
		free(voters);
		xasprintf(cause, "database error");
		rc = -1;
		goto done;
	}
	ph->nlearned = sm.n;
	if (stats != NULL)
		stats->learned++;
	log_info("host %s: template relearned (%s) from %zu %s pages: "
		 "quality %.2f -> %.2f",
	    ph->host, why, sm.n, sm.off_only == 1 ? "new layout" : "recent",
	    old_q, now_q);
	store_feed_set_tmpl_status(p->st, p->feed->id, STORE_TMPL_OK, NULL);
	if (old_id != 0 && !force &&
	    process_extract(p, ph, old_id, old, since_entry, 0, stats) == -1)
		rc = -1;
	else
		rc = 1;
	tmpl_free(old);
	goto done;
keep:
	process_relearn_kept(p, ph, why, how, *cause);
done:
	process_samples_free(&sm);
	return rc;
}

/* Whether the current template was learned from fewer pages than
 * learning wants while as many are in now. */
static int
process_provisional(struct process *p, const struct phost *ph)
{
	size_t want = (size_t)p->conf->learn_entries;

	return ph->nlearned > 0 && ph->nlearned < want &&
	    ph->nlearned + ph->unseen >= want;
}

/*
 * After new articles: relearn if the template's health failed, or
 * compare it with a fresh one when it was learned from fewer than
 * learn_entries pages and as many are in now, when enough pages of
 * another layout came (off_wait) or enough pages at all (wait) since the
 * last comparison.
 */
static int
process_check(struct process *p, struct phost *ph, struct process_stats *stats)
{
	struct health h;
	enum relearn how;
	char *why, *cause = NULL;
	int rc, *backoff = NULL;

	if (process_health(p, ph, &h) == -1)
		return -1;
	if (ph->wait == 0) {
		ph->wait = p->conf->learn_entries;
		ph->off_wait = p->conf->relearn_failures;
	}
	if (h.failing >= p->conf->relearn_failures &&
	    h.newest > ph->relearn_failed_at) {
		how = RELEARN_FAILING;
		xasprintf(&why,
		    "%d of the last %d articles validated below "
		    "%.2f or needed a fallback",
		    h.failing, h.checked, h.below);
	} else if (process_provisional(p, ph)) {
		how = RELEARN_PROVISIONAL;
		xasprintf(&why, "learned from %zu pages, %zu more came",
		    ph->nlearned, ph->unseen);
	} else if (ph->noff >= ph->off_wait) {
		how = RELEARN_CHECK;
		backoff = &ph->off_wait;
		xasprintf(&why,
		    "%d of the last %d articles are of another "
		    "layout",
		    ph->noff, ph->since_check);
	} else if (ph->since_check >= ph->wait) {
		how = RELEARN_CHECK;
		backoff = &ph->wait;
		xasprintf(&why,
		    "compared after %d articles with a template "
		    "learned afresh",
		    ph->since_check);
	} else
		return 0;
	rc = process_relearn_now(p, ph, why, how,
	    how == RELEARN_FAILING           ? h.first_failing
		: how == RELEARN_PROVISIONAL ? 0
					     : INT64_MAX,
	    stats, &cause);
	if (rc == 0 && how == RELEARN_FAILING)
		ph->relearn_failed_at = h.newest;
	else if (rc == 0) {
		if (backoff != NULL)
			*backoff *= 2;
		ph->nlearned = 0; /* compared once: no longer provisional */
		ph->since_check = ph->noff = 0;
	} else if (rc == 1)
		ph->relearn_failed_at = 0;
	free(why);
	/* Learned from the first pages of a redesign while re-extraction
	 * found more of them: learn again from as many as learning wants. */
	if (rc == 1 && how != RELEARN_PROVISIONAL &&
	    process_provisional(p, ph)) {
		xasprintf(&why, "learned from %zu pages, %zu more were there",
		    ph->nlearned, ph->unseen);
		free(cause);
		cause = NULL;
		rc = process_relearn_now(
		    p, ph, why, RELEARN_PROVISIONAL, 0, stats, &cause);
		if (rc == 0)
			ph->nlearned = 0;
		free(why);
	}
	free(cause);
	return rc == -1 ? -1 : 0;
}

/* The hosts of a feed's pages, the most pages first. */
struct hosts {
	char **v;
	size_t n;
};

static int
process_hosts_cb(const char *host, UNUSED int64_t n, void *arg)
{
	struct hosts *h = arg;

	h->v = xreallocarray(h->v, h->n + 1, sizeof(char *));
	h->v[h->n++] = xstrdup(host);
	return 0;
}

/* The pass's feed, its name the one given. */
static void
process_begin(struct process *p, int64_t feed_id, const char *name)
{
	struct pname *fn = process_name(p, feed_id, name);

	if (strcmp(fn->name, name) != 0) {
		free(fn->name);
		fn->name = xstrdup(name);
	}
	p->feed = fn;
}

/*
 * A feed's pass: each host of its new pages with no template learns
 * from the pages of every feed that links to it once it has
 * learn_entries of them, or fewer when no more are coming (final): one
 * for a feed of one host, as a feed always could, two for a feed of
 * several (an aggregator), where a host seen once gets the template-less
 * extraction and learns when more of its pages come.  Then the new pages
 * are extracted, each with its host's template, and each host whose
 * template extracted some is checked.
 */
static int
process_feed_pass(struct process *p, int64_t feed_id, const char *name,
    int final, struct process_stats *stats)
{
	struct process_stats local;
	struct hosts pending, all;
	struct phost *ph;
	size_t i, min;
	int64_t newest = 0;
	int rc = 0;

	if (stats == NULL) {
		memset(&local, 0, sizeof(local));
		stats = &local;
	}
	process_begin(p, feed_id, name);
	memset(&pending, 0, sizeof(pending));
	memset(&all, 0, sizeof(all));
	if (store_feed_hosts(p->st, feed_id, 1, process_hosts_cb, &pending) ==
		-1 ||
	    store_feed_hosts(p->st, feed_id, 0, process_hosts_cb, &all) == -1)
		rc = -1;
	min = !final ? (size_t)p->conf->learn_entries : all.n > 1 ? 2 : 1;
	TAILQ_FOREACH(ph, &p->hosts, entry)
		ph->pass_newest = 0;
	for (i = 0; i < pending.n && rc == 0; i++) {
		ph = process_phost(p, pending.v[i], 1);
		if (ph->t == NULL &&
		    process_first_template(p, ph, min, stats) == 1 &&
		    process_extract(p, ph, 0, NULL, 0, 1, stats) == -1)
			rc = -1;
	}
	if (rc == 0 &&
	    process_extract_feed(
		p, feed_id, final && all.n > 1, stats, &newest) == -1)
		rc = -1;
	TAILQ_FOREACH(ph, &p->hosts, entry) {
		if (rc == 0 && ph->pass_newest > 0 && ph->t != NULL &&
		    process_check(p, ph, stats) == -1)
			rc = -1;
	}
	strv_free(pending.v, pending.n);
	strv_free(all.v, all.n);
	return rc;
}

/*
 * templar relearn FEED: every host of the feed's pages learns a new
 * version now, and every page of those hosts, of any feed, is
 * extracted with it.
 */
static int
process_relearn_pass(struct process *p, int64_t feed_id, const char *name,
    struct process_stats *stats, char **cause)
{
	struct hosts all;
	struct phost *ph;
	size_t i;
	int rc = 0, learned = 0;
	char *why = NULL;

	process_begin(p, feed_id, name);
	memset(&all, 0, sizeof(all));
	if (store_feed_hosts(p->st, feed_id, 0, process_hosts_cb, &all) == -1) {
		xasprintf(cause, "database error");
		return -1;
	}
	if (all.n == 0)
		xasprintf(cause, "no stored pages to learn from");
	for (i = 0; i < all.n && rc == 0; i++) {
		ph = process_phost(p, all.v[i], 1);
		free(why);
		why = NULL;
		switch (process_relearn_now(p, ph, "relearning asked for",
		    RELEARN_ASKED, 0, stats, &why)) {
		case 1:
			learned++;
			if (process_extract(p, ph, 0, NULL, 0, 0, stats) == -1)
				rc = -1;
			break;
		case -1:
			rc = -1;
			break;
		default:
			break;
		}
	}
	if (learned == 0 && all.n > 0 && *cause == NULL)
		*cause =
		    why != NULL ? xstrdup(why) : xstrdup("nothing learned");
	free(why);
	strv_free(all.v, all.n);
	if (rc == -1 && *cause == NULL)
		xasprintf(cause, "database error");
	return rc == -1 || learned == 0 ? -1 : 0;
}

/* templar reextract FEED: each of its pages with its host's current
 * template. */
static int
process_reextract_pass(struct process *p, int64_t feed_id, const char *name,
    struct process_stats *stats, char **cause)
{
	struct db *db = store_db(p->st);
	struct extraction x;
	struct hosts all;
	size_t i, have = 0;

	process_begin(p, feed_id, name);
	memset(&all, 0, sizeof(all));
	if (store_feed_hosts(p->st, feed_id, 0, process_hosts_cb, &all) == -1) {
		xasprintf(cause, "database error");
		return -1;
	}
	for (i = 0; i < all.n; i++)
		have += process_phost(p, all.v[i], 1)->t != NULL;
	strv_free(all.v, all.n);
	if (have == 0) {
		xasprintf(cause, "feed %s has no template yet", name);
		return -1;
	}
	memset(&x, 0, sizeof(x));
	x.p = p;
	x.stats = stats;
	if (db_begin(db) == -1 ||
	    store_pages_to_extract(p->st, feed_id, 0, process_extract_cb, &x) ==
		-1 ||
	    db_commit(db) == -1) {
		db_rollback(db);
		xasprintf(cause, "database error");
		return -1;
	}
	return 0;
}

int
process_feed(struct process *p, int64_t feed_id, const char *name, int final,
    struct process_stats *stats)
{
	int rc = process_feed_pass(p, feed_id, name, final, stats);

	pagedocs_clear(p->docs);
	return rc;
}

int
process_relearn(struct process *p, int64_t feed_id, const char *name,
    struct process_stats *stats, char **cause)
{
	int rc = process_relearn_pass(p, feed_id, name, stats, cause);

	pagedocs_clear(p->docs);
	return rc;
}

int
process_reextract(struct process *p, int64_t feed_id, const char *name,
    struct process_stats *stats, char **cause)
{
	int rc = process_reextract_pass(p, feed_id, name, stats, cause);

	pagedocs_clear(p->docs);
	return rc;
}
