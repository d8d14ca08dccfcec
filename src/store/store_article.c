/* SPDX-License-Identifier: ISC */
/*
 * store_article: articles, stored with their full-text index entry in one
 * savepoint, and read back by feed, id, URL or query.
 */
#include "config.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>
#include <sqlite3.h>

#include "log.h"
#include "store.h"
#include "store_int.h"
#include "tmpl.h"
#include "util.h"

static int store_articles_each(struct store *st, enum store_sql_id id,
    sqlite3_stmt *s, const char *match, store_article_cb cb, void *arg);
static int store_articles_one(struct store *st, sqlite3_stmt *s,
    enum store_sql_id id, store_article_cb cb, void *arg);
static int store_snippet(struct store *st, struct pool *pool, const char *match,
    int64_t id, const char **snippet);
static void store_read_article(struct pool *pool, sqlite3_stmt *s, void *row);
static int store_article_clean_one(struct store *st, store_clean_cb clean);
static int store_item_one(struct store *st, struct pool *pool, int64_t entry_id,
    int64_t article_id, store_article_cb article_cb,
    store_pending_cb pending_cb, void *arg);
static void store_read_pending(
    struct pool *pool, sqlite3_stmt *s, struct store_pending *p);

/*
 * The article's url is its page's URL after redirects (else the entry's
 * link); its date and author are a's (extract.h), else the entry's; it is
 * listed by its date, else by when the entry was found.  template_id 0
 * stores none, a negative score stores "not computed".
 */
int
store_article_exists(struct store *st, int64_t entry_id)
{
	sqlite3_stmt *s;
	int rc;

	if ((s = store_stmt(st, SQL_ARTICLE_EXISTS)) == NULL)
		return -1;
	store_bind_int64(st, s, 1, entry_id);
	rc = store_step(st, s, SQL_ARTICLE_EXISTS);
	store_done(s);
	return rc == SQLITE_ROW ? 1 : rc == SQLITE_DONE ? 0 : -1;
}

int
store_article_put(struct store *st, int64_t entry_id, const struct article *a,
    int64_t template_id, double score, int64_t now)
{
	sqlite3_stmt *s;
	int64_t id;
	const char *col;
	char *fts[3], *cats = NULL;
	int i, rc = -1;

	/* Article and index change together, or neither does. */
	if (store_save(st, SQL_ARTICLE_PUT) == -1)
		return -1;
	if ((s = store_stmt(st, SQL_FTS_DELETE)) == NULL)
		goto fail;
	store_bind_int64(st, s, 1, entry_id);
	if (store_run(st, SQL_FTS_DELETE, s) == -1 ||
	    (s = store_stmt(st, SQL_ARTICLE_PUT)) == NULL)
		goto fail;
	store_bind_int64(st, s, 1, entry_id);
	store_bind_message(st, s, 2, a->title);
	store_bind_text(st, s, 3, a->body_text);
	store_bind_text(st, s, 4, a->body_html);
	store_bind_text(st, s, 5, a->category);
	store_bind_id(st, s, 6, template_id);
	if (score >= 0)
		store_bind_double(st, s, 7, score);
	store_bind_int64(st, s, 8, now);
	store_bind_int64(st, s, 9, a->fallback);
	store_bind_text(st, s, 10, a->image);
	cats = a->ncategories > 0
	    ? store_json_strings(a->categories, a->ncategories)
	    : NULL;
	store_bind_text(st, s, 11, cats);
	store_bind_id(st, s, 12, a->published);
	store_bind_text(st, s, 13, a->author);
	if ((rc = store_step(st, s, SQL_ARTICLE_PUT)) != SQLITE_ROW) {
		store_done(s);
		if (rc == SQLITE_DONE)
			log_warnx("database: %s: no entry %lld",
			    store_sql[SQL_ARTICLE_PUT].what,
			    (long long)entry_id);
		goto fail;
	}
	/* The index text of a column, NULL when the column's own serves. */
	id = sqlite3_column_int64(s, 0);
	for (i = 0; i < 3; i++) {
		col = (const char *)sqlite3_column_text(s, 1 + i);
		fts[i] = store_fts_text(col);
		if (fts[i] != NULL && strcmp(fts[i], col) == 0) {
			free(fts[i]);
			fts[i] = NULL;
		}
	}
	store_done(s);
	cJSON_free(cats);
	cats = NULL;
	rc = store_fts_index(st, id, fts);
	for (i = 0; i < 3; i++)
		free(fts[i]);
	if (rc == 0 && store_release(st, SQL_ARTICLE_PUT) == 0)
		return 0;
fail:
	cJSON_free(cats);
	store_unsave(st, SQL_ARTICLE_PUT);
	return -1;
}

/* Clean the oldest raw body.  Return 1 when one was, 0 when none is
 * left, -1 on an error. */
static int
store_article_clean_one(struct store *st, store_clean_cb clean)
{
	sqlite3_stmt *s;
	const char *html;
	char *url, *clean_html;
	int64_t id;
	int rc;

	if ((s = store_stmt(st, SQL_ARTICLE_RAW)) == NULL)
		return -1;
	if ((rc = store_step(st, s, SQL_ARTICLE_RAW)) != SQLITE_ROW) {
		store_done(s);
		return rc == SQLITE_DONE ? 0 : -1;
	}
	id = sqlite3_column_int64(s, 0);
	url = sqlite3_column_type(s, 1) == SQLITE_NULL
	    ? NULL
	    : xstrdup((const char *)sqlite3_column_text(s, 1));
	html = (const char *)sqlite3_column_text(s, 2);
	/* no HTML stored: nothing to clean, the text is served */
	clean_html = html != NULL && *html != '\0'
	    ? clean(html, strlen(html), url)
	    : NULL;
	store_done(s);
	free(url);
	if ((s = store_stmt(st, SQL_ARTICLE_SET_CLEAN)) == NULL) {
		free(clean_html);
		return -1;
	}
	store_bind_int64(st, s, 1, id);
	store_bind_text(st, s, 2, clean_html);
	rc = store_run(st, SQL_ARTICLE_SET_CLEAN, s);
	free(clean_html);
	return rc == 0 ? 1 : -1;
}

int
store_articles_clean_raw(struct store *st, int limit, store_clean_cb clean)
{
	int n, rc;

	for (n = 0; n < limit; n++) {
		if ((rc = store_article_clean_one(st, clean)) != 1)
			return rc == 0 ? n : -1;
	}
	return n;
}

int
store_articles_compress_raw(struct store *st, int limit)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL_ARTICLE_COMPRESS_RAW)) == NULL)
		return -1;
	store_bind_int64(st, s, 1, limit);
	if (store_run(st, SQL_ARTICLE_COMPRESS_RAW, s) == -1)
		return -1;
	return sqlite3_changes(st->h);
}

/* Newest first: by published time, else by when the entry was found,
 * then by id. */
int
store_article_list(struct store *st, const char *feed_name, int limit,
    store_article_cb cb, void *arg)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL_ARTICLE_LIST)) == NULL)
		return -1;
	store_bind_text(st, s, 1, feed_name);
	store_bind_int64(st, s, 2, limit > 0 ? limit : -1);
	return store_articles_each(st, SQL_ARTICLE_LIST, s, NULL, cb, arg);
}

int
store_item_list(struct store *st, const char *feed_name, int limit,
    int64_t since, store_article_cb article_cb, store_pending_cb pending_cb,
    void *arg)
{
	return store_item_range(
	    st, feed_name, 0, limit, since, article_cb, pending_cb, arg, NULL);
}

/*
 * The ids of the articles either side of article id in its feed's list
 * (store_article_list()'s order): *newer and *older, 0 for none.
 */
int
store_article_around(
    struct store *st, int64_t id, int64_t *newer, int64_t *older)
{
	sqlite3_stmt *s;
	int rc;

	*newer = *older = 0;
	if ((s = store_stmt(st, SQL_ARTICLE_AROUND)) == NULL)
		return -1;
	store_bind_int64(st, s, 1, id);
	if ((rc = store_step(st, s, SQL_ARTICLE_AROUND)) == SQLITE_ROW) {
		*newer = sqlite3_column_int64(s, 0); /* NULL: 0 */
		*older = sqlite3_column_int64(s, 1);
	}
	store_done(s);
	return rc == -1 ? -1 : 0;
}

/*
 * Like store_articles_each(): the ids first (those skipped too, which
 * cost little), then one row at a time, an article or the entry's own
 * metadata.
 */
int
store_item_range(struct store *st, const char *feed_name, int offset, int limit,
    int64_t since, store_article_cb article_cb, store_pending_cb pending_cb,
    void *arg, int *more)
{
	sqlite3_stmt *s;
	struct pool pool;
	int64_t(*ids)[2] = NULL;
	size_t i, n = 0, cap = 0, end;
	int rc;

	if (offset < 0)
		offset = 0;
	if ((s = store_stmt(st, SQL_ITEM_LIST)) == NULL)
		return -1;
	store_bind_text(st, s, 1, feed_name);
	/* one more than asked for: is there a next page? */
	store_bind_int64(
	    st, s, 2, limit > 0 ? (int64_t)offset + limit + 1 : -1);
	store_bind_int64(st, s, 3, since);
	while ((rc = store_step(st, s, SQL_ITEM_LIST)) == SQLITE_ROW) {
		if (n == cap)
			ids = xreallocarray(
			    ids, (cap = cap * 2 + 16), sizeof(*ids));
		ids[n][0] = sqlite3_column_int64(s, 0);
		ids[n++][1] = sqlite3_column_int64(s, 1); /* NULL: 0 */
	}
	store_done(s);
	end = limit > 0 && n > (size_t)offset + (size_t)limit
	    ? (size_t)offset + (size_t)limit
	    : n;
	if (more != NULL)
		*more = end < n;
	memset(&pool, 0, sizeof(pool));
	for (i = (size_t)offset; rc != -1 && i < end; i++) {
		rc = store_item_one(st, &pool, ids[i][0], ids[i][1], article_cb,
		    pending_cb, arg);
		store_pool_free(&pool);
		if (rc == 1)
			break;
	}
	store_pool_free(&pool);
	free(ids);
	return rc == -1 ? -1 : 0;
}

/* One item handed out: 0, 1 when the callback says stop, -1. */
static int
store_item_one(struct store *st, struct pool *pool, int64_t entry_id,
    int64_t article_id, store_article_cb article_cb,
    store_pending_cb pending_cb, void *arg)
{
	struct store_article a;
	struct store_pending p;
	enum store_sql_id id =
	    article_id != 0 ? SQL_ARTICLE_BY_ID : SQL_PENDING_GET;
	sqlite3_stmt *s;
	int rc;

	if ((s = store_stmt(st, id)) == NULL)
		return -1;
	store_bind_int64(st, s, 1, article_id != 0 ? article_id : entry_id);
	if ((rc = store_step(st, s, id)) == SQLITE_ROW) {
		if (article_id != 0)
			store_read_article(pool, s, &a);
		else
			store_read_pending(pool, s, &p);
	}
	store_done(s);
	if (rc != SQLITE_ROW)
		return rc == -1 ? -1 : 0;
	if (article_id != 0)
		return article_cb(&a, arg) != 0 ? 1 : 0;
	return pending_cb(&p, arg) != 0 ? 1 : 0;
}

static void
store_read_pending(struct pool *pool, sqlite3_stmt *s, struct store_pending *p)
{
	memset(p, 0, sizeof(*p));
	p->entry_id = sqlite3_column_int64(s, 0);
	p->feed_name = store_col_text(pool, s, 1);
	p->url = store_col_text(pool, s, 2);
	p->title = store_col_text(pool, s, 3);
	p->text = store_col_text(pool, s, 4);
	p->author = store_col_text(pool, s, 5);
	p->image = store_col_text(pool, s, 6);
	p->published = sqlite3_column_int64(s, 7);
	p->found_at = sqlite3_column_int64(s, 8);
	store_decode_strings(pool, (const char *)sqlite3_column_text(s, 9),
	    &p->categories, &p->ncategories);
	p->comments_url = store_col_text(pool, s, 10);
	p->comment_count = sqlite3_column_type(s, 11) == SQLITE_NULL
	    ? -1
	    : sqlite3_column_int64(s, 11);
	p->entry_key = store_col_text(pool, s, 12);
	p->feed_url = store_col_text(pool, s, 13);
	p->feed_title = store_col_text(pool, s, 14);
}

/*
 * A URL matches the article's own URL or its entry's link; when several
 * articles match (one URL in two feeds), cb sees the newest only.
 */
int
store_article_get(
    struct store *st, const char *key, store_article_cb cb, void *arg)
{
	sqlite3_stmt *s;
	const char *p;
	long long id;

	for (p = key; *p >= '0' && *p <= '9'; p++)
		;
	if (p != key && *p == '\0') {
		errno = 0;
		id = strtoll(key, NULL, 10);
		if (errno != 0)
			return 0; /* too big to be an id */
		if ((s = store_stmt(st, SQL_ARTICLE_BY_ID)) == NULL)
			return -1;
		store_bind_int64(st, s, 1, id);
		return store_articles_one(st, s, SQL_ARTICLE_BY_ID, cb, arg);
	}
	if ((s = store_stmt(st, SQL_ARTICLE_BY_URL)) == NULL)
		return -1;
	store_bind_text(st, s, 1, key);
	return store_articles_each(st, SQL_ARTICLE_BY_URL, s, NULL, cb, arg);
}

/*
 * query is FTS5 syntax (words, "phrases", AND/OR/NOT, prefix*); a query
 * FTS5 cannot parse is logged and returns -1.  Best match first among
 * the STORE_SEARCH_RANKED newest matches; each article comes with a
 * snippet of its body, matches in [brackets].
 */
int
store_article_search(struct store *st, const char *query, int limit,
    store_article_cb cb, void *arg)
{
	return store_article_search_ranked(
	    st, query, limit, STORE_SEARCH_RANKED, cb, arg);
}

/* store_article_search(), the best taken among the newest ranked matches. */
int
store_article_search_ranked(struct store *st, const char *query, int limit,
    int ranked, store_article_cb cb, void *arg)
{
	sqlite3_stmt *s;
	char *q;
	int rc;

	if (ranked < 1)
		fatalx("%s: %d matches to rank", __func__, ranked);
	if ((s = store_stmt(st, SQL_ARTICLE_SEARCH)) == NULL)
		return -1;
	q = store_fts_query(query);
	store_bind_text(st, s, 1, q);
	store_bind_int64(st, s, 2, limit > 0 ? limit : -1);
	store_bind_int64(st, s, 3, ranked);
	rc = store_articles_each(st, SQL_ARTICLE_SEARCH, s, q, cb, arg);
	free(q);
	return rc;
}

/*
 * Articles matching every filter given, newest first: the feed called
 * feed_name, the FTS5 query (as store_article_search() reads it), a time
 * (published, else extracted) in [since, before); NULL or 0: no filter;
 * the limit after the first offset.
 */
int
store_article_query(struct store *st, const char *feed_name, const char *query,
    int64_t since, int64_t before, int offset, int limit, store_article_cb cb,
    void *arg)
{
	sqlite3_stmt *s;
	char *q = query != NULL ? store_fts_query(query) : NULL;
	int rc;

	if ((s = store_stmt(st, SQL_ARTICLE_QUERY)) == NULL) {
		free(q);
		return -1;
	}
	store_bind_text(st, s, 1, feed_name);
	store_bind_text(st, s, 2, q);
	store_bind_id(st, s, 3, since);
	store_bind_id(st, s, 4, before);
	store_bind_int64(st, s, 5, limit > 0 ? limit : -1);
	store_bind_int64(st, s, 6, offset > 0 ? offset : 0);
	rc = store_articles_each(st, SQL_ARTICLE_QUERY, s, NULL, cb, arg);
	free(q);
	return rc;
}

/* s selects whole articles already (a single one): hand them out. */
static int
store_articles_one(struct store *st, sqlite3_stmt *s, enum store_sql_id id,
    store_article_cb cb, void *arg)
{
	struct store_article *one;
	struct rows r;
	size_t i;

	store_rows_init(&r, sizeof(struct store_article));
	if (store_gather(st, id, s, &r, store_read_article) == -1) {
		store_rows_free(&r);
		return -1;
	}
	one = r.v;
	for (i = 0; i < r.n; i++)
		if (cb(&one[i], arg) != 0)
			break;
	store_rows_free(&r);
	return 0;
}

/*
 * Articles carry whole bodies: read the ids that s selects, then load
 * and hand out one article at a time, with a snippet of its matches
 * for the FTS5 query match (as bound, NULL: none).
 */
static int
store_articles_each(struct store *st, enum store_sql_id id, sqlite3_stmt *s,
    const char *match, store_article_cb cb, void *arg)
{
	struct store_article a;
	struct rows r;
	const char *snippet;
	int64_t *hits = NULL;
	size_t i, n = 0, cap = 0;
	int rc, ret = 0;

	while ((rc = store_step(st, s, id)) == SQLITE_ROW) {
		if (n == cap)
			hits = xreallocarray(
			    hits, (cap = cap * 2 + 16), sizeof(*hits));
		hits[n++] = sqlite3_column_int64(s, 0);
	}
	store_done(s);
	if (rc == -1) {
		free(hits);
		return -1;
	}

	store_rows_init(&r, sizeof(struct store_article));
	for (i = 0; i < n; i++) {
		snippet = NULL;
		if (match != NULL &&
		    store_snippet(st, &r.pool, match, hits[i], &snippet) ==
			-1) {
			ret = -1;
			break;
		}
		if ((s = store_stmt(st, SQL_ARTICLE_BY_ID)) == NULL) {
			ret = -1;
			break;
		}
		store_bind_int64(st, s, 1, hits[i]);
		if ((rc = store_step(st, s, SQL_ARTICLE_BY_ID)) == SQLITE_ROW)
			store_read_article(&r.pool, s, &a);
		store_done(s);
		if (rc == -1) {
			ret = -1;
			break;
		}
		if (rc == SQLITE_ROW) {
			a.snippet = snippet;
			if (cb(&a, arg) != 0)
				break;
		}
		store_pool_free(&r.pool);
	}
	store_rows_free(&r);
	free(hits);
	return ret;
}

/* The snippet of article id's matches of match, kept in pool (or NULL). */
static int
store_snippet(struct store *st, struct pool *pool, const char *match,
    int64_t id, const char **snippet)
{
	sqlite3_stmt *s;
	int rc;

	if ((s = store_stmt(st, SQL_ARTICLE_SNIPPET)) == NULL)
		return -1;
	store_bind_text(st, s, 1, match);
	store_bind_int64(st, s, 2, id);
	rc = store_step(st, s, SQL_ARTICLE_SNIPPET);
	if (rc == SQLITE_ROW && sqlite3_column_type(s, 0) != SQLITE_NULL)
		*snippet = util_trim(store_pool_keep(pool,
		    store_fts_unspace(
			(const char *)sqlite3_column_text(s, 0))));
	store_done(s);
	return rc == -1 ? -1 : 0;
}

static void
store_read_article(struct pool *pool, sqlite3_stmt *s, void *row)
{
	struct store_article *a = row;

	memset(a, 0, sizeof(*a));
	a->id = sqlite3_column_int64(s, 0);
	a->entry_id = sqlite3_column_int64(s, 1);
	a->feed_name = store_col_text(pool, s, 2);
	a->url = store_col_text(pool, s, 3);
	a->title = store_col_text(pool, s, 4);
	a->title_from_feed = sqlite3_column_int(s, 5);
	a->body_text = store_col_text(pool, s, 6);
	a->body_html = store_col_text(pool, s, 7);
	a->category = store_col_text(pool, s, 8);
	a->published = sqlite3_column_int64(s, 9);
	a->template_id = sqlite3_column_int64(s, 10);
	if (sqlite3_column_type(s, 11) == SQLITE_NULL)
		a->score = -1;
	else
		a->score = sqlite3_column_double(s, 11);
	a->extracted_at = sqlite3_column_int64(s, 12);
	a->fallback = sqlite3_column_int(s, 13);
	a->author = store_col_text(pool, s, 14);
	a->image = store_col_text(pool, s, 15);
	store_decode_strings(pool, (const char *)sqlite3_column_text(s, 16),
	    &a->categories, &a->ncategories);
	store_decode_strings(pool, (const char *)sqlite3_column_text(s, 17),
	    &a->page_categories, &a->npage_categories);
	a->comments_url = store_col_text(pool, s, 18);
	a->comment_count = sqlite3_column_type(s, 19) == SQLITE_NULL
	    ? -1
	    : sqlite3_column_int64(s, 19);
	a->entry_key = store_col_text(pool, s, 20);
	a->feed_url = store_col_text(pool, s, 21);
	a->feed_title = store_col_text(pool, s, 22);
}
