/* SPDX-License-Identifier: ISC */
/*
 * store: all domain SQL: feeds, entries, pages, templates, articles and
 * the full-text index.  Prepared statements with bound parameters only.
 * Records handed to callbacks are lent for the callback's duration.
 * Every function returns 0 (or an id > 0) on success and -1 on a database
 * error, which it logs.  A callback returning non-zero stops the iteration
 * (the function still returns 0); callbacks may call the store, writes
 * included.  Every function works inside or outside db_begin/db_commit.
 */
#ifndef TEMPLAR_STORE_H
#define TEMPLAR_STORE_H

#include <stddef.h>
#include <stdint.h>

#include "db.h"

struct feed_entry;
struct article;
struct store;

struct store *store_new(struct db *db);
void store_free(struct store *st);
struct db *store_db(struct store *st);

/* ---- feeds ---- */

enum store_tmpl_status {
	STORE_TMPL_NONE = 0, /* not learned yet */
	STORE_TMPL_OK,       /* a current template exists */
	STORE_TMPL_FAILED,   /* learning failed; reason in tmpl_reason */
};

struct store_feed {
	int64_t id;
	const char *name;
	const char *url;
	int active;       /* subscribed in the current config */
	const char *etag; /* validators of the last 200 */
	const char *last_modified;
	int64_t last_poll_at;   /* 0: never */
	int64_t next_poll_at;   /* 0: as soon as possible */
	const char *last_error; /* NULL after a good poll */
	int failures;           /* consecutive failed polls */
	enum store_tmpl_status tmpl_status;
	const char *tmpl_reason;
	int64_t entries; /* counts, for listings */
	int64_t articles;
	const char *state;        /* "ok", "failing", "gone", "refused" */
	const char *state_reason; /* why, NULL for "ok" */
	const char *config_url;   /* as configured; url differs after a
				     permanent redirect */
	const char *site;         /* the [site] that discovery found it
				     for; NULL for a [feed] section */
	const char *found_by;     /* how: "self", "link-alternate",
				     "link", "common-path", "crawl";
				     NULL for a [feed] section */
	const char *settings;     /* what of the config bore on its polls
				     when last adopted (poll_settings),
				     or NULL */
	const char *title;        /* the feed's own title, or NULL */
	const char *link;         /* the site's home page as the feed
				     links it, or NULL */
};

typedef int (*store_feed_cb)(const struct store_feed *f, void *arg);

/* Subscribe: insert or update by name, set active.  Return the id. */
int64_t store_feed_sync(struct store *st, const char *name, const char *url);
/* Mark every feed inactive (before syncing a new config's feeds). */
int store_feed_deactivate_all(struct store *st);
/* feeds, with counts, ordered by name; active_only limits to active. */
int store_feed_list(
    struct store *st, int active_only, store_feed_cb cb, void *arg);
int store_feed_get(
    struct store *st, const char *name, store_feed_cb cb, void *arg);
int store_feed_set_tmpl_status(struct store *st, int64_t feed_id,
    enum store_tmpl_status status, const char *reason);
/*
 * Forget a feed: its entries, pages, articles (and their place in the
 * full-text index), templates and the feed's row, in one transaction.
 */
int store_feed_purge(struct store *st, int64_t feed_id);
/* When the feed is due next (a reload changed its interval). */
int store_feed_set_next_poll(struct store *st, int64_t feed_id, int64_t at);
/*
 * Record the settings the feed is polled under (crawl.c's form); with
 * due_now, make it due at once, polled again even if it had stopped
 * (gone, refused: "failing" until the poll says more).
 */
int store_feed_set_settings(
    struct store *st, int64_t feed_id, const char *settings, int due_now);
/*
 * Ask for a poll now (templar poll): the active feed called name, or
 * every active feed for NULL, due at once, stopped ones included.  Return
 * how many feeds that was, or -1.  The running templard reads it on
 * SIGUSR1 (templard(8)).
 */
int store_feed_poll_now(struct store *st, const char *name);

/* What one poll of a feed came to: all that store_feed_polled() writes. */
struct store_poll {
	int64_t feed_id;
	int64_t at;                /* when the poll ended */
	int64_t next_poll_at;      /* when the feed is due again */
	const char *error;         /* why it failed; NULL: it did not */
	int failures;              /* failed polls in a row, this one
				      included: 0 after a good one */
	const char *state;         /* "ok", "failing", "gone", "refused";
				      NULL: unchanged */
	const char *state_reason;  /* why, NULL for "ok" */
	const char *moved_to;      /* where a permanent redirect moved the
				      feed (its URL from now on, the old
				      validators dropped); NULL: stays */
	const char *etag;          /* validators of a 200 or 304; NULL */
	const char *last_modified; /* keeps the stored one */
	const char *title;         /* the feed's own title; NULL: keep */
	const char *link;          /* its site's page (http, https);
				      NULL: keep */
	const struct feed_entry *entries; /* the feed's entries (those with
					   no key skipped) */
	size_t nentries;
	int max_new; /* new entries taken at most; 0: all */
	int added;   /* out: how many entries were new */
	int left;    /* out: entries not read, max_new reached */
};

/*
 * Record a poll: its entries and the feed's row, in one savepoint (all is
 * written or nothing is).  p->added is set.
 */
int store_feed_polled(struct store *st, struct store_poll *p);
/*
 * Delete the oldest entries of the feed that have no page and no article
 * until keep of those are left.  Return how many went, or -1.
 */
int store_feed_prune(struct store *st, int64_t feed_id, int keep);
/*
 * The bytes the feed's pages and their articles take: those of pages
 * fetched since since (unix seconds) into *recent, all into *all.  0 or
 * -1.
 */
int store_feed_bytes(struct store *st, int64_t feed_id, int64_t since,
    int64_t *recent, int64_t *all);
/* The database's size in bytes, or -1. */
int64_t store_feed_db_size(struct store *st);
/*
 * Active feeds whose last poll failed, the most recently polled first, at
 * most limit of them (limit <= 0: all).
 */
int store_feed_list_errors(
    struct store *st, int limit, store_feed_cb cb, void *arg);
/*
 * Active feeds with no template yet (tmpl_status none), by name, each
 * with how many of its pages learning can use (fetched, no error, an
 * article): cb(name, pages, arg).
 */
typedef int (*store_learning_cb)(const char *name, int64_t pages, void *arg);
int store_learning_list(struct store *st, store_learning_cb cb, void *arg);

/* ---- feeds of [site] sections (discovery) ---- */

/*
 * Subscribe to a feed that discovery found for site: the feed site
 * already has at url is set active (found_by updated) and keeps its name;
 * otherwise a new feed is added as name (discover_feed_name()), or
 * name-2, name-3 ... when another feed has that name.  Return the id.
 */
int64_t store_feed_sync_site(struct store *st, const char *name,
    const char *url, const char *site, const char *found_by);
/* Set every feed of site active (1) or not (0). */
int store_feed_site_active(struct store *st, const char *site, int active);

/* The latest discovery run for a [site] section. */
struct store_site {
	const char *name;
	const char *url;       /* where it started */
	const char *feeds;     /* the feeds pattern applied, or NULL */
	int64_t discovered_at; /* when it ended */
	int found;             /* feeds found (before the pattern) */
	const char *error;     /* why none, NULL when some were */
};

typedef int (*store_site_cb)(const struct store_site *s, void *arg);

/* Record a discovery (insert or replace by name). */
int store_site_put(struct store *st, const struct store_site *site);
/* The site called name, if any (cb not called if none). */
int store_site_get(
    struct store *st, const char *name, store_site_cb cb, void *arg);

/* ---- hosts held back (Retry-After, back-off, refusal) ---- */

struct store_host {
	const char *key;    /* "https://example.org:443" */
	int64_t hold_until; /* 0: not held */
	const char *hold_reason;
	int failures; /* consecutive failed requests */
	int64_t updated_at;
};

typedef int (*store_host_cb)(const struct store_host *h, void *arg);

int store_host_put(struct store *st, const struct store_host *h);
/* The host called key, if the table has it (cb not called if not). */
int store_host_get(
    struct store *st, const char *key, store_host_cb cb, void *arg);
/* Hosts held after now, the soonest released first. */
int store_host_list_held(
    struct store *st, int64_t now, store_host_cb cb, void *arg);

/* A path of a host held after a refused page (hostq.h). */
struct store_path_hold {
	const char *host_key; /* as store_host's key */
	const char *prefix;   /* "/paid/story.html", or "/paid/" */
	int64_t hold_until;   /* unix s */
	const char *reason;
};

typedef int (*store_path_hold_cb)(const struct store_path_hold *p, void *arg);

/*
 * Record a path hold (insert or replace by host and prefix), then delete
 * the holds over at now, and those of the host beyond the max ending
 * last.
 */
int store_path_hold_put(
    struct store *st, const struct store_path_hold *p, int64_t now, int max);
/* The holds of host_key not over at now, max at most, ending last first. */
int store_path_hold_list(struct store *st, const char *host_key, int64_t now,
    int max, store_path_hold_cb cb, void *arg);

/* ---- entries ---- */

struct store_entry {
	int64_t id;
	int64_t feed_id;
	const char *guid;
	const char *url;
	const char *title;
	const char *teaser;
	const char *content;
	const char *const *categories;
	size_t ncategories;
	const char *author;
	int64_t published;
	int64_t found_at;
	int page_attempts;        /* failed downloads of its page */
	const char *comments_url; /* its reader comments' page, or NULL */
	int64_t comment_count;    /* as the feed counts them, -1: unsaid */
};

typedef int (*store_entry_cb)(const struct store_entry *e, void *arg);

/*
 * Store an entry unless the feed already has one with the same key (guid,
 * else url).  Return its id, new or old; *is_new says which.
 */
int64_t store_entry_add(struct store *st, int64_t feed_id,
    const struct feed_entry *e, int64_t now, int *is_new);
/*
 * Entries of a feed with a URL and no page stored yet whose next try is
 * due at now, oldest first: at most limit of them, those after the entry
 * after (found_at, id) when it is not NULL.  Return how many were read,
 * or -1.
 */
int store_entries_without_page(struct store *st, int64_t feed_id, int64_t now,
    const struct store_entry *after, int limit, store_entry_cb cb, void *arg);
/*
 * The feed's entry whose link, or whose page's URL or final URL, is url
 * (the newest if several), handed to cb.  Return 1 when there is one, 0
 * when there is none, -1 on a database error.
 */
int store_entry_of_url(struct store *st, int64_t feed_id, const char *url,
    store_entry_cb cb, void *arg);
/*
 * A download of the entry's page failed for a reason that may pass: count
 * it and set when to try again.  Return the attempts so far, or -1.
 */
int store_entry_page_failed(
    struct store *st, int64_t entry_id, const char *error, int64_t retry_at);

/* ---- pages ---- */

struct store_page {
	int64_t entry_id;
	const char *url;       /* as requested */
	const char *final_url; /* after redirects */
	long status;
	const char *content_type;
	const char *charset; /* HTTP charset or NULL */
	const char *error;   /* NULL if the body is the page */
	const char *body;    /* raw bytes as received */
	size_t len;
	int64_t fetched_at;
};

typedef int (*store_page_cb)(
    const struct store_entry *e, const struct store_page *p, void *arg);

int store_page_add(struct store *st, const struct store_page *p);
/* The page is not an article (error, listing, consent wall...): it gets
 * no article and never teaches a template. */
int store_page_not_article(
    struct store *st, int64_t entry_id, const char *reason);
/*
 * The most recent n entries of a feed that have a good page (no error),
 * newest first, with their page; n <= 0 for all of them.
 */
int store_pages_recent(
    struct store *st, int64_t feed_id, int n, store_page_cb cb, void *arg);
/*
 * Entries of a feed that have a good page but no article extracted with
 * template_id (all of them when template_id is 0, those without an
 * article when it is negative), oldest first.
 */
int store_pages_to_extract(struct store *st, int64_t feed_id,
    int64_t template_id, store_page_cb cb, void *arg);

/*
 * Hosts: a page belongs to the host of its final URL (else of the URL
 * asked for), by its host key (url_host_key(): "http://example.org:80",
 * "http://127.0.0.2:8080"), whichever feed brought it; templates are a
 * host's.  store_page_host() is that key (caller frees; NULL for no
 * http(s) URL).
 */
char *store_page_host(const struct store_page *p);
/* The most recent n good pages of a host, of any feed, newest first
 * (store_pages_recent() for a host); n <= 0 for all of them. */
int store_pages_recent_host(
    struct store *st, const char *host, int n, store_page_cb cb, void *arg);
/* The good pages of a host with no article, or one that template_id
 * did not extract (0: none did), oldest first. */
int store_pages_host_to_extract(struct store *st, const char *host,
    int64_t template_id, store_page_cb cb, void *arg);
typedef int (*store_host_count_cb)(const char *host, int64_t n, void *arg);
/* The hosts of a feed's good pages (pending: of those with no article
 * yet), the most pages first: cb(host, pages, arg). */
int store_feed_hosts(struct store *st, int64_t feed_id, int pending,
    store_host_count_cb cb, void *arg);
/* A feed's name, NULL when there is no such feed; caller frees. */
char *store_feed_name(struct store *st, int64_t feed_id);

/*
 * The further pages of an article over several pages (store_parts.c):
 * part 2.. in order, part 0 the whole article on one page.  Records
 * own their strings (store_parts_free()).
 */
struct store_part {
	int64_t entry_id;
	int part;
	char *url;       /* as the page before named it */
	char *final_url; /* after redirects */
	long status;
	char *charset;
	char *error; /* NULL if body is the page (or it is still wanted) */
	char *body;  /* NUL-terminated, inflated; NULL: none */
	size_t len;
	int64_t fetched_at; /* 0: still wanted */
};

/* Want part of entry at url (a row that named another URL starts over). */
int store_part_want(
    struct store *st, int64_t entry_id, int part, const char *url);
/* The answer for part of p->entry_id wanted at p->url: its body, or
 * p->error.  A fetched part makes its entry extracted again. */
int store_part_put(struct store *st, const struct store_page *p, int part);
/* The parts of an entry, part 0 first, *n of them; NULL when none. */
struct store_part *store_parts_of(
    struct store *st, int64_t entry_id, size_t *n);
void store_parts_free(struct store_part *v, size_t n);
/* Up to limit parts of a feed's entries still wanted and not asked for
 * lately, marked asked at now (url, entry_id and part set). */
struct store_part *store_parts_wanted(
    struct store *st, int64_t feed_id, int64_t now, int limit, size_t *n);
/* Forget the asks of an earlier run: its unanswered parts are wanted
 * again at once (the daemon calls it as it starts). */
int store_parts_unask(struct store *st);

/*
 * Storage of pages: store_page_add() compresses a body (zlib) when that
 * makes it smaller, and page readers inflate it; a body that cannot be
 * inflated is logged and its page skipped.  Pages whose body was dropped
 * are skipped by the readers above.
 */

/*
 * Retention: drop the bodies of up to limit pages fetched before `before`
 * (unix s), but not those of the entries a current template was learned
 * from, nor those of the newest keep pages of each host that
 * store_pages_recent_host() would hand to learning (a host's template
 * learns from its pages whichever feeds brought them).  The rows stay (so the
 * pages are not fetched again), as do their articles.  *bytes grows by the
 * stored bytes freed.  Return how many bodies were dropped, or -1.
 */
int store_pages_drop_old(struct store *st, int64_t before, int keep, int limit,
    int64_t now, int64_t *bytes);
/*
 * Compress up to limit bodies stored raw by an older templar.  Return
 * how many were done (0 once none is left), or -1.
 */
int store_pages_compress_raw(struct store *st, int limit);

/* ---- templates ---- */

struct store_template {
	int64_t id;
	const char *host;      /* the host whose pages it extracts */
	int64_t feed_id;       /* the feed whose pass learned it, 0: gone */
	const char *feed_name; /* its name, NULL when gone */
	int version;           /* 1, 2, ... per host */
	const char *json;      /* tmpl_to_json() form */
	const char *method;
	const char *title_xpath;
	const char *body_xpath;
	const char *category_xpath;
	const int64_t *learned_from; /* entry ids */
	size_t nlearned_from;
	/* the same entries as people know them, one a learned_from: the
	 * article's id (0: none yet) and the entry's link ("": none);
	 * NULL when they cannot be read */
	const int64_t *learned_articles;
	const char *const *learned_urls;
	int64_t learned_at;
	const char *status; /* "current", "retired" */
	const char *reason; /* why retired, or NULL */
	double health;      /* 0..1, -1 when not validated yet */
	int checked;        /* articles the health is from */
};

typedef int (*store_template_cb)(const struct store_template *t, void *arg);

/*
 * Add a template as its host's current one (the previous current one is
 * retired with reason) and set the feed's (t->feed_id) tmpl_status to
 * ok, all or nothing.  t->host NULL is the host of most of the feed's
 * pages, else of its URL.  The version is the host's next one
 * (t->version, status and reason are ignored; learned_at 0 is now).
 * Returns the new id.
 */
int64_t store_template_add(struct store *st, const struct store_template *t,
    const char *retire_reason);
/* The current templates of the hosts of the feed's pages, the host of
 * most of them first (cb not called if none). */
int store_template_current(
    struct store *st, int64_t feed_id, store_template_cb cb, void *arg);
/* The host's current template, if any (cb not called if none). */
int store_template_current_host(
    struct store *st, const char *host, store_template_cb cb, void *arg);
/* All templates, newest first; feed_name NULL for every feed, else
 * those of the hosts of that feed's pages and those it learned. */
int store_template_list(
    struct store *st, const char *feed_name, store_template_cb cb, void *arg);

typedef int (*store_score_cb)(
    int64_t entry_id, double score, int fallback, void *arg);

/* Scores of the newest n articles of a template, newest first. */
int store_template_scores(
    struct store *st, int64_t template_id, int n, store_score_cb cb, void *arg);
int store_template_set_health(
    struct store *st, int64_t template_id, double health, int checked);
/*
 * Pages of a feed (feed_id 0: of any feed) whose articles template_id
 * extracted, from entry id since_entry on, oldest first (re-extraction
 * after relearning).
 */
int store_pages_of_template(struct store *st, int64_t feed_id,
    int64_t template_id, int64_t since_entry, store_page_cb cb, void *arg);

/*
 * A query of the network's may hold no more terms than this (words and
 * prefixes; a phrase's words each): its cost grows with their number.
 */
#define STORE_QUERY_MAX_TERMS 32

/* How many terms an FTS5 query holds, as STORE_QUERY_MAX_TERMS counts. */
int store_query_terms(const char *query);
/*
 * What a person typed in a search box as an FTS5 query that the index
 * always reads (store_query.c): every word a term, whatever punctuation
 * it holds, "quoted phrases", and AND, OR, NOT, NEAR(...) and prefix*
 * only when written as such.  "" when there is nothing to search for.
 * Caller frees.
 */
char *store_query_plain(const char *text);
/*
 * Every statement run from now on is stopped, and fails, past ms of work
 * (0: no limit); store_over_budget() then says 1 until the next one.
 */
void store_set_budget(struct store *st, int ms);
int store_over_budget(const struct store *st);
/*
 * The search that failed last was one the full-text index cannot read:
 * FTS5's message, else NULL.  Such a failure is logged for debugging
 * only, as the query's writer is told.
 */
const char *store_query_error(const struct store *st);

/* ---- articles ---- */

struct store_article {
	int64_t id;
	int64_t entry_id;
	const char *feed_name;
	const char *url;
	const char *title;
	int title_from_feed; /* 1: template found none */
	const char *body_text;
	const char *body_html;
	const char *category;
	int64_t published; /* the entry's date, else the page's; 0 if
			      unknown */
	int64_t template_id;
	double score; /* validation, -1 when not computed */
	int64_t extracted_at;
	const char *snippet;           /* search results only */
	int fallback;                  /* TMPL_FALLBACK_* bits, 0: none */
	const char *author;            /* the entry's, else the page's;
					  NULL when neither */
	const char *image;             /* the page's lead image, else the
					  entry's; NULL when neither */
	const char *const *categories; /* the entry's */
	size_t ncategories;
	const char *const *page_categories; /* the article's: all the
					   template found on the page,
					   category first */
	size_t npage_categories;
	const char *comments_url; /* the entry's comments page, or NULL */
	int64_t comment_count;    /* as the feed counts them, -1: unsaid */
	const char *entry_key;    /* the entry's id in its feed: its guid,
				     else its link */
	const char *feed_url;     /* the feed's URL as configured */
	const char *feed_title;   /* the source feed's own title (schema
				     020), or NULL */
};

typedef int (*store_article_cb)(const struct store_article *a, void *arg);

/*
 * Store (insert or replace) the article of an entry; a.title NULL takes
 * the entry's own title with title_from_feed set.  Keeps the full-text
 * index in step.
 */
int store_article_put(struct store *st, int64_t entry_id,
    const struct article *a, int64_t template_id, double score, int64_t now);
/* 1 if the entry has an article stored, 0 if not, -1 on error. */
int store_article_exists(struct store *st, int64_t entry_id);
/* Newest first (by published, else by when the entry was found);
 * feed_name NULL for all; limit 0 for no limit. */
int store_article_list(struct store *st, const char *feed_name, int limit,
    store_article_cb cb, void *arg);
/*
 * An entry served before its page is extracted (while the feed's
 * template is learned, or while its page is fetched): what the feed
 * itself gave.  text is the entry's content, else its teaser, as plain
 * text; NULL when the feed gave neither.
 */
struct store_pending {
	int64_t entry_id;
	const char *feed_name;
	const char *url;
	const char *title;
	const char *text;
	const char *author;
	const char *image;
	int64_t published; /* 0: unknown */
	int64_t found_at;
	const char *const *categories;
	size_t ncategories;
	const char *comments_url;
	int64_t comment_count;  /* -1: unsaid */
	const char *entry_key;  /* the entry's id in its feed: its guid,
				   else its link */
	const char *feed_url;   /* the feed's URL as configured */
	const char *feed_title; /* the source feed's own title, or NULL */
};

typedef int (*store_pending_cb)(const struct store_pending *p, void *arg);

/*
 * The newest entries, as store_article_list() orders articles: those with
 * an article go to article_cb, the others found at since or later (but
 * those whose page is no article) to pending_cb.  feed_name NULL for
 * all; limit 0 for no limit.
 */
int store_item_list(struct store *st, const char *feed_name, int limit,
    int64_t since, store_article_cb article_cb, store_pending_cb pending_cb,
    void *arg);
/*
 * The same, a page of it: the limit items after the first offset (the
 * work grows with offset + limit); *more (unless NULL) says whether
 * items follow.
 */
int store_item_range(struct store *st, const char *feed_name, int offset,
    int limit, int64_t since, store_article_cb article_cb,
    store_pending_cb pending_cb, void *arg, int *more);
/*
 * The articles either side of article id in its feed, newest first as
 * store_article_list() orders them: *newer and *older, 0 for none.
 */
int store_article_around(
    struct store *st, int64_t id, int64_t *newer, int64_t *older);
/* By id (when key is all digits) or by URL (the newest match). */
int store_article_get(
    struct store *st, const char *key, store_article_cb cb, void *arg);
/*
 * FTS5 query, best match first, with a snippet.  When more articles
 * match than STORE_SEARCH_RANKED, the best are those of the newest
 * STORE_SEARCH_RANKED (by id): ranking costs a read per match, and a
 * common word matches a third of a million articles.
 */
#define STORE_SEARCH_RANKED 5000
int store_article_search(struct store *st, const char *query, int limit,
    store_article_cb cb, void *arg);
/* The same, ranking the newest `ranked` (>= 1) matches. */
int store_article_search_ranked(struct store *st, const char *query, int limit,
    int ranked, store_article_cb cb, void *arg);

/*
 * Newest first, every filter optional (NULL, 0): feed, FTS5 query,
 * published (else extracted) time in [since, before); the limit
 * articles after the first offset (the work grows with offset + limit),
 * limit 0: no limit.  A query FTS5 cannot parse returns -1.
 */
int store_article_query(struct store *st, const char *feed_name,
    const char *query, int64_t since, int64_t before, int offset, int limit,
    store_article_cb cb, void *arg);

/*
 * Bodies stored before the allow-list (schema version 14) are read with
 * body_html NULL until cleaned: clean returns a string the caller frees,
 * the body as it is to be stored from now on (sanitize_html() fits).
 */
typedef char *(*store_clean_cb)(const char *html, size_t len, const char *base);
/*
 * Clean up to limit such bodies, oldest first, each in its own statement.
 * Return how many were done (0 once none is left), or -1.
 */
int store_articles_clean_raw(struct store *st, int limit, store_clean_cb clean);
/*
 * Compress the bodies of up to limit articles an older templar stored raw
 * (before schema version 18), oldest first, in one statement.  Return
 * how many were (0 once none is left), or -1.
 */
int store_articles_compress_raw(struct store *st, int limit);

/* ---- status (templar status) ---- */

/* Counts of the whole database, read in one statement. */
struct store_status {
	int64_t feeds_active; /* subscribed in the current config */
	int64_t feeds_inactive;
	int64_t feeds_ok; /* polling state of the active feeds */
	int64_t feeds_failing;
	int64_t feeds_gone;
	int64_t feeds_refused;
	int64_t tmpl_none; /* template status of the active feeds */
	int64_t tmpl_ok;
	int64_t tmpl_failed;
	int64_t templates_current; /* current templates, every feed */
	int64_t entries;
	int64_t entries_without_article;
	int64_t pages;          /* entries with a page row */
	int64_t pages_failed;   /* page rows recording a failure */
	int64_t pages_retrying; /* no page row yet, a try failed */
	int64_t pages_kept;     /* page rows that keep their body */
	int64_t page_bytes;     /* and the bytes those take, stored */
	int64_t articles;
	int64_t articles_since; /* extracted at or after since */
	int64_t recent_scored;  /* of the last `recent` articles
				   extracted, those with a score */
	int64_t recent_low;     /* and those scored below low_score */
};

/*
 * Fill *s.  since bounds articles_since; recent (> 0) and low_score
 * describe the sample of recent_scored and recent_low.
 */
int store_status_get(struct store *st, int64_t since, int recent,
    double low_score, struct store_status *s);

/* ---- page URLs (templar export-templates) ---- */

typedef int (*store_url_cb)(const char *url, void *arg);

/*
 * The distinct URLs, after redirects, of a feed's pages that were
 * fetched and are articles, sorted.
 */
int store_page_urls(
    struct store *st, int64_t feed_id, store_url_cb cb, void *arg);

#endif
