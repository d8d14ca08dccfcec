/* SPDX-License-Identifier: ISC */
/*
 * store_page: entries and their pages.  Bodies are stored deflated
 * (zlib) when that makes them smaller, and inflated on reading; a page
 * whose stored body is corrupt is logged and skipped.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>
#include <sqlite3.h>

#include "feed.h"
#include "log.h"
#include "store.h"
#include "store_int.h"
#include "url.h"
#include "util.h"
#include "zblob.h"

static char *store_json_enclosures(const struct feed_entry *e);
static int store_entry_comments(
    struct store *st, int64_t feed_id, const char *key, int64_t count);
static void store_read_entry_at(
    struct pool *pool, sqlite3_stmt *s, struct store_entry *e);
static void store_read_entry(struct pool *pool, sqlite3_stmt *s, void *row);
static void store_read_id_len(
    UNUSED struct pool *pool, sqlite3_stmt *s, void *row);
static int store_pages_each(struct store *st, enum store_sql_id id,
    sqlite3_stmt *s, store_page_cb cb, void *arg);
static void store_read_page_at(
    struct pool *pool, sqlite3_stmt *s, int col, struct store_page *p);
static int store_read_page_body(
    struct pool *pool, sqlite3_stmt *s, int col, struct store_page *p);
static void store_read_text(struct pool *pool, sqlite3_stmt *s, void *row);

/* ---- entries ---- */

/*
 * The key is the entry's guid, else its url (as feed_entry_key() says);
 * an entry with neither cannot be told apart from the others and is
 * refused.
 */
int64_t
store_entry_add(struct store *st, int64_t feed_id, const struct feed_entry *e,
    int64_t now, int *is_new)
{
	sqlite3_stmt *s;
	const char *key;
	char *cats, *encl;
	int64_t id = -1;
	int rc;

	if (is_new != NULL)
		*is_new = 0;
	if (e->guid != NULL && *e->guid != '\0')
		key = e->guid;
	else if (e->url != NULL && *e->url != '\0')
		key = e->url;
	else {
		log_warnx("database: %s: feed %lld: entry has neither guid "
			  "nor url",
		    store_sql[SQL_ENTRY_INSERT].what, (long long)feed_id);
		return -1;
	}

	if ((s = store_stmt(st, SQL_ENTRY_INSERT)) == NULL)
		return -1;
	cats = store_json_strings(e->categories, e->ncategories);
	store_bind_int64(st, s, 1, feed_id);
	store_bind_text(st, s, 2, key);
	store_bind_text(st, s, 3, e->guid);
	store_bind_text(st, s, 4, e->url);
	store_bind_message(st, s, 5, e->title);
	store_bind_text(st, s, 6, e->teaser);
	store_bind_text(st, s, 7, e->content);
	store_bind_text(st, s, 8, cats);
	store_bind_text(st, s, 9, e->author);
	store_bind_id(st, s, 10, e->published);
	store_bind_text(st, s, 11, e->published_text);
	store_bind_int64(st, s, 12, now);
	encl = store_json_enclosures(e);
	store_bind_text(st, s, 13, encl);
	store_bind_text(st, s, 14, e->image);
	store_bind_id(st, s, 15, e->updated);
	store_bind_id(st, s, 16, e->duration);
	store_bind_text(st, s, 17, e->comments_url);
	store_bind_text(st, s, 18, e->comments_feed);
	if (e->comment_count >= 0)
		store_bind_int64(st, s, 19, e->comment_count);
	rc = store_step(st, s, SQL_ENTRY_INSERT);
	if (rc == SQLITE_ROW) {
		id = sqlite3_column_int64(s, 0);
		if (is_new != NULL)
			*is_new = 1;
	}
	store_done(s);
	cJSON_free(cats);
	cJSON_free(encl);
	if (rc != SQLITE_DONE)
		return id;

	/* The key is taken: the entry is known already. */
	if (e->comment_count >= 0 &&
	    store_entry_comments(st, feed_id, key, e->comment_count) == -1)
		return -1;
	if ((s = store_stmt(st, SQL_ENTRY_FIND)) == NULL)
		return -1;
	store_bind_int64(st, s, 1, feed_id);
	store_bind_text(st, s, 2, key);
	if ((rc = store_step(st, s, SQL_ENTRY_FIND)) == SQLITE_ROW)
		id = sqlite3_column_int64(s, 0);
	else if (rc == SQLITE_DONE)
		log_warnx("database: %s: feed %lld: entry %s vanished",
		    store_sql[SQL_ENTRY_FIND].what, (long long)feed_id, key);
	store_done(s);
	return id;
}

/* A known entry's comment count, as the feed says it now. */
static int
store_entry_comments(
    struct store *st, int64_t feed_id, const char *key, int64_t count)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL_ENTRY_COMMENTS)) == NULL)
		return -1;
	store_bind_int64(st, s, 1, feed_id);
	store_bind_text(st, s, 2, key);
	store_bind_int64(st, s, 3, count);
	return store_run(st, SQL_ENTRY_COMMENTS, s);
}

int
store_entry_of_url(struct store *st, int64_t feed_id, const char *url,
    store_entry_cb cb, void *arg)
{
	sqlite3_stmt *s;
	struct rows r;
	int n;

	if ((s = store_stmt(st, SQL_ENTRY_OF_URL)) == NULL)
		return -1;
	store_bind_int64(st, s, 1, feed_id);
	store_bind_text(st, s, 2, url);
	if (store_rows_read(st, SQL_ENTRY_OF_URL, s, sizeof(struct store_entry),
		store_read_entry, &r) == -1)
		return -1;
	if ((n = r.n > 0) != 0)
		cb(r.v, arg);
	store_rows_free(&r);
	return n;
}

/* An entry's enclosures as a JSON array, NULL when none (cJSON_free). */
static char *
store_json_enclosures(const struct feed_entry *e)
{
	cJSON *a, *o;
	char *out;
	size_t i;

	if (e->nenclosures == 0)
		return NULL;
	if ((a = cJSON_CreateArray()) == NULL)
		fatalx("%s: out of memory", __func__);
	for (i = 0; i < e->nenclosures; i++) {
		if ((o = cJSON_CreateObject()) == NULL)
			fatalx("%s: out of memory", __func__);
		cJSON_AddStringToObject(o, "url", e->enclosures[i].url);
		if (e->enclosures[i].type != NULL)
			cJSON_AddStringToObject(
			    o, "type", e->enclosures[i].type);
		else
			cJSON_AddNullToObject(o, "type");
		if (e->enclosures[i].length >= 0)
			cJSON_AddNumberToObject(
			    o, "length", (double)e->enclosures[i].length);
		else
			cJSON_AddNullToObject(o, "length");
		cJSON_AddItemToArray(a, o);
	}
	if ((out = cJSON_PrintUnformatted(a)) == NULL)
		fatalx("%s: out of memory", __func__);
	cJSON_Delete(a);
	return out;
}

int
store_entries_without_page(struct store *st, int64_t feed_id, int64_t now,
    const struct store_entry *after, int limit, store_entry_cb cb, void *arg)
{
	sqlite3_stmt *s;
	struct rows r;
	struct store_entry *v;
	size_t i;
	int n;

	if ((s = store_stmt(st, SQL_ENTRIES_WITHOUT_PAGE)) == NULL)
		return -1;
	store_bind_int64(st, s, 1, feed_id);
	store_bind_int64(st, s, 2, now);
	store_bind_int64(st, s, 3, after != NULL ? after->found_at : INT64_MIN);
	store_bind_int64(st, s, 4, after != NULL ? after->id : INT64_MIN);
	store_bind_int64(st, s, 5, limit);
	if (store_rows_read(st, SQL_ENTRIES_WITHOUT_PAGE, s,
		sizeof(struct store_entry), store_read_entry, &r) == -1)
		return -1;
	v = r.v;
	n = (int)r.n;
	for (i = 0; i < r.n; i++)
		if (cb(&v[i], arg) != 0)
			break;
	store_rows_free(&r);
	return n;
}

int
store_entry_page_failed(
    struct store *st, int64_t entry_id, const char *error, int64_t retry_at)
{
	sqlite3_stmt *s;
	int attempts = -1;

	if ((s = store_stmt(st, SQL_ENTRY_PAGE_FAILED)) == NULL)
		return -1;
	store_bind_int64(st, s, 1, entry_id);
	store_bind_message(st, s, 2, error);
	store_bind_id(st, s, 3, retry_at);
	if (store_step(st, s, SQL_ENTRY_PAGE_FAILED) == SQLITE_ROW)
		attempts = sqlite3_column_int(s, 0);
	store_done(s);
	return attempts;
}

/* ENTRY_COLS, from column 0. */
static void
store_read_entry_at(struct pool *pool, sqlite3_stmt *s, struct store_entry *e)
{
	memset(e, 0, sizeof(*e));
	e->id = sqlite3_column_int64(s, 0);
	e->feed_id = sqlite3_column_int64(s, 1);
	e->guid = store_col_text(pool, s, 2);
	e->url = store_col_text(pool, s, 3);
	e->title = store_col_text(pool, s, 4);
	e->teaser = store_col_text(pool, s, 5);
	e->content = store_col_text(pool, s, 6);
	store_decode_strings(pool, (const char *)sqlite3_column_text(s, 7),
	    &e->categories, &e->ncategories);
	e->author = store_col_text(pool, s, 8);
	e->published = sqlite3_column_int64(s, 9);
	e->found_at = sqlite3_column_int64(s, 10);
	e->page_attempts = sqlite3_column_int(s, 11);
	e->comments_url = store_col_text(pool, s, 12);
	e->comment_count = sqlite3_column_type(s, 13) == SQLITE_NULL
	    ? -1
	    : sqlite3_column_int64(s, 13);
}

static void
store_read_entry(struct pool *pool, sqlite3_stmt *s, void *row)
{
	store_read_entry_at(pool, s, row);
}

/* ---- pages ---- */

/* Store the page of an entry, replacing an earlier fetch. */
int
store_page_add(struct store *st, const struct store_page *p)
{
	sqlite3_stmt *s;
	void *z = NULL;
	size_t zlen = 0;
	char *host;
	int rc;

	if ((s = store_stmt(st, SQL_PAGE_ADD)) == NULL)
		return -1;
	host = store_page_host(p);
	store_bind_text(st, s, 12, host);
	store_bind_int64(st, s, 1, p->entry_id);
	store_bind_text(st, s, 2, p->url);
	store_bind_text(st, s, 3, p->final_url);
	store_bind_id(st, s, 4, p->status);
	store_bind_text(st, s, 5, p->content_type);
	store_bind_text(st, s, 6, p->charset);
	store_bind_message(st, s, 7, p->error);
	store_bind_int64(st, s, 9, p->fetched_at);
	if (p->body != NULL) {
		if ((z = zblob_deflate(p->body, p->len, &zlen)) != NULL) {
			store_bind_blob(st, s, 8, z, zlen);
			store_bind_text(st, s, 10, "zlib");
		} else
			store_bind_blob(st, s, 8, p->body, p->len);
		store_bind_int64(st, s, 11, (int64_t)p->len);
	}
	rc = store_run(st, SQL_PAGE_ADD, s);
	free(z);
	free(host);
	return rc;
}

/*
 * Drop the bodies of up to limit pages fetched before `before`: see
 * SQL_PAGES_OLD for those kept.  *bytes grows by the stored bytes freed.
 */
int
store_pages_drop_old(struct store *st, int64_t before, int keep, int limit,
    int64_t now, int64_t *bytes)
{
	struct rows r;
	int64_t(*v)[2];
	sqlite3_stmt *s;
	size_t i;
	int n = 0;

	if ((s = store_stmt(st, SQL_PAGES_OLD)) == NULL)
		return -1;
	store_bind_int64(st, s, 1, before);
	store_bind_int64(st, s, 2, keep);
	store_bind_int64(st, s, 3, limit);
	if (store_rows_read(
		st, SQL_PAGES_OLD, s, sizeof(*v), store_read_id_len, &r) == -1)
		return -1;
	v = r.v;
	for (i = 0; i < r.n; i++) {
		if ((s = store_stmt(st, SQL_PAGE_DROP_BODY)) == NULL)
			break;
		store_bind_int64(st, s, 1, v[i][0]);
		store_bind_int64(st, s, 2, now);
		if (store_run(st, SQL_PAGE_DROP_BODY, s) == -1)
			break;
		*bytes += v[i][1];
		n++;
	}
	if ((size_t)n != r.n)
		n = -1;
	store_rows_free(&r);
	return n;
}

/* An id and a length, as two int64_t. */
static void
store_read_id_len(UNUSED struct pool *pool, sqlite3_stmt *s, void *row)
{
	int64_t *v = row;

	v[0] = sqlite3_column_int64(s, 0);
	v[1] = sqlite3_column_int64(s, 1);
}

/* Compress up to limit bodies stored raw before schema version 8. */
int
store_pages_compress_raw(struct store *st, int limit)
{
	struct rows r;
	const int64_t *v;
	sqlite3_stmt *s;
	size_t i, zlen = 0, len;
	void *z;
	int n = 0, rc = 0;

	if ((s = store_stmt(st, SQL_PAGES_RAW)) == NULL)
		return -1;
	store_bind_int64(st, s, 1, limit);
	if (store_rows_read(
		st, SQL_PAGES_RAW, s, sizeof(int64_t), store_read_id, &r) == -1)
		return -1;
	v = r.v;
	for (i = 0; i < r.n && rc == 0; i++) {
		if ((s = store_stmt(st, SQL_PAGE_RAW_BODY)) == NULL) {
			rc = -1;
			break;
		}
		store_bind_int64(st, s, 1, v[i]);
		if (store_step(st, s, SQL_PAGE_RAW_BODY) != SQLITE_ROW) {
			store_done(s);
			rc = -1;
			break;
		}
		len = (size_t)sqlite3_column_bytes(s, 0);
		z = zblob_deflate(sqlite3_column_blob(s, 0), len, &zlen);
		store_done(s);
		if ((s = store_stmt(st, SQL_PAGE_SET_BODY)) == NULL) {
			free(z);
			rc = -1;
			break;
		}
		/* A body that would not shrink stays raw, its size noted. */
		store_bind_int64(st, s, 1, v[i]);
		if (z != NULL) {
			store_bind_blob(st, s, 2, z, zlen);
			store_bind_text(st, s, 3, "zlib");
		}
		store_bind_int64(st, s, 4, (int64_t)len);
		rc = store_run(st, SQL_PAGE_SET_BODY, s);
		free(z);
		if (rc == 0)
			n++;
	}
	store_rows_free(&r);
	return rc == 0 ? n : -1;
}

int
store_page_not_article(struct store *st, int64_t entry_id, const char *reason)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL_PAGE_NOT_ARTICLE)) == NULL)
		return -1;
	store_bind_int64(st, s, 1, entry_id);
	store_bind_message(st, s, 2, reason);
	return store_run(st, SQL_PAGE_NOT_ARTICLE, s);
}

/* n <= 0: all of them. */
int
store_pages_recent(
    struct store *st, int64_t feed_id, int n, store_page_cb cb, void *arg)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL_PAGES_RECENT)) == NULL)
		return -1;
	store_bind_int64(st, s, 1, feed_id);
	store_bind_int64(st, s, 2, n > 0 ? n : -1);
	return store_pages_each(st, SQL_PAGES_RECENT, s, cb, arg);
}

char *
store_page_host(const struct store_page *p)
{
	return url_host_key(p->final_url != NULL ? p->final_url : p->url);
}

int
store_pages_recent_host(
    struct store *st, const char *host, int n, store_page_cb cb, void *arg)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL_PAGES_RECENT_HOST)) == NULL)
		return -1;
	store_bind_text(st, s, 1, host);
	store_bind_int64(st, s, 2, n > 0 ? n : -1);
	return store_pages_each(st, SQL_PAGES_RECENT_HOST, s, cb, arg);
}

int
store_pages_host_to_extract(struct store *st, const char *host,
    int64_t template_id, store_page_cb cb, void *arg)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL_PAGES_HOST_TO_EXTRACT)) == NULL)
		return -1;
	store_bind_text(st, s, 1, host);
	store_bind_int64(st, s, 2, template_id);
	return store_pages_each(st, SQL_PAGES_HOST_TO_EXTRACT, s, cb, arg);
}

/* A host and a count, read by store_feed_hosts(). */
struct host_count {
	const char *host;
	int64_t n;
};

static void
store_read_host_count(struct pool *pool, sqlite3_stmt *s, void *row)
{
	struct host_count *h = row;

	h->host = store_col_text(pool, s, 0);
	h->n = sqlite3_column_int64(s, 1);
}

int
store_feed_hosts(struct store *st, int64_t feed_id, int pending,
    store_host_count_cb cb, void *arg)
{
	struct rows r;
	const struct host_count *v;
	sqlite3_stmt *s;
	size_t i;

	if ((s = store_stmt(st, SQL_FEED_HOSTS)) == NULL)
		return -1;
	store_bind_int64(st, s, 1, feed_id);
	store_bind_int64(st, s, 2, pending != 0);
	if (store_rows_read(st, SQL_FEED_HOSTS, s, sizeof(struct host_count),
		store_read_host_count, &r) == -1)
		return -1;
	v = r.v;
	for (i = 0; i < r.n; i++)
		if (cb(v[i].host, v[i].n, arg) != 0)
			break;
	store_rows_free(&r);
	return 0;
}

char *
store_feed_name(struct store *st, int64_t feed_id)
{
	sqlite3_stmt *s;
	const unsigned char *v;
	char *name = NULL;

	if ((s = store_stmt(st, SQL_FEED_NAME)) == NULL)
		return NULL;
	store_bind_int64(st, s, 1, feed_id);
	if (store_step(st, s, SQL_FEED_NAME) == SQLITE_ROW &&
	    (v = sqlite3_column_text(s, 0)) != NULL)
		name = xstrdup((const char *)v);
	store_done(s);
	return name;
}

int
store_pages_to_extract(struct store *st, int64_t feed_id, int64_t template_id,
    store_page_cb cb, void *arg)
{
	enum store_sql_id id =
	    template_id < 0 ? SQL_PAGES_UNEXTRACTED : SQL_PAGES_TO_EXTRACT;
	sqlite3_stmt *s;

	if ((s = store_stmt(st, id)) == NULL)
		return -1;
	store_bind_int64(st, s, 1, feed_id);
	if (id == SQL_PAGES_TO_EXTRACT)
		store_bind_int64(st, s, 2, template_id);
	return store_pages_each(st, id, s, cb, arg);
}

/* Pages whose article template_id extracted, from entry since_entry on. */
int
store_pages_of_template(struct store *st, int64_t feed_id, int64_t template_id,
    int64_t since_entry, store_page_cb cb, void *arg)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL_PAGES_OF_TEMPLATE)) == NULL)
		return -1;
	store_bind_int64(st, s, 1, feed_id);
	store_bind_int64(st, s, 2, template_id);
	store_bind_int64(st, s, 3, since_entry);
	return store_pages_each(st, SQL_PAGES_OF_TEMPLATE, s, cb, arg);
}

/*
 * Pages are big: read the entry ids that s selects, then load and hand
 * out one entry and page at a time.  An entry gone meanwhile is skipped.
 */
static int
store_pages_each(struct store *st, enum store_sql_id id, sqlite3_stmt *s,
    store_page_cb cb, void *arg)
{
	struct rows ids;
	struct pool pool = { NULL, 0, 0 };
	struct store_entry e;
	struct store_page p;
	const int64_t *v;
	size_t i;
	int rc, ret = 0;

	if (store_rows_read(st, id, s, sizeof(int64_t), store_read_id, &ids) ==
	    -1)
		return -1;
	v = ids.v;
	for (i = 0; i < ids.n; i++) {
		if ((s = store_stmt(st, SQL_PAGE_LOAD)) == NULL) {
			ret = -1;
			break;
		}
		store_bind_int64(st, s, 1, v[i]);
		if ((rc = store_step(st, s, SQL_PAGE_LOAD)) == SQLITE_ROW) {
			store_read_entry_at(&pool, s, &e);
			store_read_page_at(&pool, s, ENTRY_NCOLS, &p);
			/* A corrupt body is skipped: the others still count. */
			if (store_read_page_body(&pool, s, ENTRY_NCOLS, &p) ==
			    -1)
				rc = SQLITE_DONE;
		}
		store_done(s);
		if (rc == -1) {
			ret = -1;
			break;
		}
		if (rc == SQLITE_ROW && cb(&e, &p, arg) != 0) {
			store_pool_free(&pool);
			break;
		}
		store_pool_free(&pool);
	}
	store_rows_free(&ids);
	return ret;
}

/* PAGE_COLS, from column col; the body is NUL-terminated too. */
static void
store_read_page_at(
    struct pool *pool, sqlite3_stmt *s, int col, struct store_page *p)
{
	memset(p, 0, sizeof(*p));
	p->entry_id = sqlite3_column_int64(s, col);
	p->url = store_col_text(pool, s, col + 1);
	p->final_url = store_col_text(pool, s, col + 2);
	p->status = (long)sqlite3_column_int64(s, col + 3);
	p->content_type = store_col_text(pool, s, col + 4);
	p->charset = store_col_text(pool, s, col + 5);
	p->error = store_col_text(pool, s, col + 6);
	p->fetched_at = sqlite3_column_int64(s, col + 8);
}

/*
 * The body of PAGE_COLS (from column col) into p, inflated if stored
 * compressed, NUL-terminated.  Return -1, logged, when it is corrupt.
 */
static int
store_read_page_body(
    struct pool *pool, sqlite3_stmt *s, int col, struct store_page *p)
{
	const char *enc;
	char *cause = NULL, *body;

	p->body = NULL;
	p->len = 0;
	if (sqlite3_column_type(s, col + 7) == SQLITE_NULL)
		return 0;
	enc = (const char *)sqlite3_column_text(s, col + 9);
	if (enc == NULL) {
		p->body = store_col_text(pool, s, col + 7);
		p->len = (size_t)sqlite3_column_bytes(s, col + 7);
		return 0;
	}
	if (strcmp(enc, "zlib") != 0)
		xasprintf(&cause, "unknown body encoding '%s'", enc);
	else if ((body = zblob_inflate(sqlite3_column_blob(s, col + 7),
		      (size_t)sqlite3_column_bytes(s, col + 7),
		      sqlite3_column_int64(s, col + 10), &cause)) != NULL) {
		p->body = store_pool_keep(pool, body);
		p->len = (size_t)sqlite3_column_int64(s, col + 10);
		return 0;
	}
	log_warnx(
	    "database: page of entry %lld: %s", (long long)p->entry_id, cause);
	free(cause);
	return -1;
}

/* ---- page URLs (templar export-templates) ---- */

static void
store_read_text(struct pool *pool, sqlite3_stmt *s, void *row)
{
	const char **text = row;

	*text = store_col_text(pool, s, 0);
}

/*
 * The distinct URLs (after redirects) of the feed's good pages, those
 * that are articles, in order: where the feed's pages come from.
 */
int
store_page_urls(struct store *st, int64_t feed_id, store_url_cb cb, void *arg)
{
	sqlite3_stmt *s;
	struct rows r;
	const char **url;
	size_t i;

	if ((s = store_stmt(st, SQL_PAGE_URLS)) == NULL)
		return -1;
	store_bind_int64(st, s, 1, feed_id);
	if (store_rows_read(st, SQL_PAGE_URLS, s, sizeof(const char *),
		store_read_text, &r) == -1)
		return -1;
	url = r.v;
	for (i = 0; i < r.n; i++)
		if (cb(url[i], arg) != 0)
			break;
	store_rows_free(&r);
	return 0;
}

int
store_learning_list(struct store *st, store_learning_cb cb, void *arg)
{
	sqlite3_stmt *s;
	struct pool pool;
	const char **names = NULL;
	int64_t *pages = NULL;
	size_t i, n = 0;
	int rc;

	if ((s = store_stmt(st, SQL_LEARNING_LIST)) == NULL)
		return -1;
	memset(&pool, 0, sizeof(pool));
	while ((rc = store_step(st, s, SQL_LEARNING_LIST)) == SQLITE_ROW) {
		names = xreallocarray(names, n + 1, sizeof(*names));
		pages = xreallocarray(pages, n + 1, sizeof(*pages));
		names[n] = store_col_text(&pool, s, 0);
		pages[n++] = sqlite3_column_int64(s, 1);
	}
	store_done(s);
	/* the statement done before a callback reads the store again */
	for (i = 0; rc != -1 && i < n; i++)
		if (names[i] != NULL && cb(names[i], pages[i], arg) != 0)
			break;
	store_pool_free(&pool);
	free(names);
	free(pages);
	return rc == -1 ? -1 : 0;
}
