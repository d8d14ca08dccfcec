/* SPDX-License-Identifier: ISC */
/*
 * store_feed: feeds (subscribed from the config or found for a site),
 * polls (each written whole, its entries included), sites' discoveries,
 * per-host holds and the status counts.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <sqlite3.h>

#include "feed.h"
#include "log.h"
#include "store.h"
#include "store_int.h"
#include "util.h"

/* Names a feed found for a site tries: name, name-2 ... */
#define STORE_SITE_NAME_TRIES 100

static int store_poll_entries(struct store *st, struct store_poll *p);
static int store_poll_row(struct store *st, const struct store_poll *p);
static int store_feeds(struct store *st, enum store_sql_id id, sqlite3_stmt *s,
    store_feed_cb cb, void *arg);
static void store_read_feed(struct pool *pool, sqlite3_stmt *s, void *row);
static void store_read_site(struct pool *pool, sqlite3_stmt *s, void *row);
static void store_read_host(struct pool *pool, sqlite3_stmt *s, void *row);

int64_t
store_feed_sync(struct store *st, const char *name, const char *url)
{
	sqlite3_stmt *s;
	int64_t id = -1;

	if ((s = store_stmt(st, SQL_FEED_SYNC)) == NULL)
		return -1;
	store_bind_text(st, s, 1, name);
	store_bind_text(st, s, 2, url);
	store_bind_int64(st, s, 3, util_now());
	if (store_step(st, s, SQL_FEED_SYNC) == SQLITE_ROW)
		id = sqlite3_column_int64(s, 0);
	store_done(s);
	return id;
}

int
store_feed_deactivate_all(struct store *st)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL_FEED_DEACTIVATE_ALL)) == NULL)
		return -1;
	return store_run(st, SQL_FEED_DEACTIVATE_ALL, s);
}

int
store_feed_list(struct store *st, int active_only, store_feed_cb cb, void *arg)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL_FEED_LIST)) == NULL)
		return -1;
	store_bind_int64(st, s, 1, active_only != 0);
	return store_feeds(st, SQL_FEED_LIST, s, cb, arg);
}

/* The feed called name, if any (cb not called if none). */
int
store_feed_get(struct store *st, const char *name, store_feed_cb cb, void *arg)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL_FEED_GET)) == NULL)
		return -1;
	store_bind_text(st, s, 1, name);
	return store_feeds(st, SQL_FEED_GET, s, cb, arg);
}

/*
 * The entries first, then the row: a database error on any of them (a
 * full disk) undoes the others, so that the validators stored never
 * claim entries that are not.
 */
int
store_feed_polled(struct store *st, struct store_poll *p)
{
	if (store_save(st, SQL_FEED_POLLED) == -1)
		return -1;
	if (store_poll_entries(st, p) == -1 || store_poll_row(st, p) == -1 ||
	    store_release(st, SQL_FEED_POLLED) == -1) {
		store_unsave(st, SQL_FEED_POLLED);
		return -1;
	}
	return 0;
}

/* The poll's entries with a key; p->added counts those new. */
static int
store_poll_entries(struct store *st, struct store_poll *p)
{
	size_t i;
	int is_new;

	p->added = p->left = 0;
	for (i = 0; i < p->nentries; i++) {
		if (feed_entry_key(&p->entries[i]) == NULL)
			continue;
		if (p->max_new > 0 && p->added >= p->max_new) {
			p->left = (int)(p->nentries - i);
			break;
		}
		if (store_entry_add(
			st, p->feed_id, &p->entries[i], p->at, &is_new) <= 0)
			return -1;
		p->added += is_new;
	}
	return 0;
}

int
store_feed_prune(struct store *st, int64_t feed_id, int keep)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL_FEED_PRUNE)) == NULL)
		return -1;
	store_bind_int64(st, s, 1, feed_id);
	store_bind_int64(st, s, 2, keep);
	if (store_run(st, SQL_FEED_PRUNE, s) == -1)
		return -1;
	return sqlite3_changes(st->h);
}

int
store_feed_bytes(struct store *st, int64_t feed_id, int64_t since,
    int64_t *recent, int64_t *all)
{
	sqlite3_stmt *s;
	int rc;

	*recent = *all = 0;
	if ((s = store_stmt(st, SQL_FEED_BYTES)) == NULL)
		return -1;
	store_bind_int64(st, s, 1, feed_id);
	store_bind_int64(st, s, 2, since);
	if ((rc = store_step(st, s, SQL_FEED_BYTES)) == SQLITE_ROW) {
		*recent = sqlite3_column_int64(s, 0);
		*all = sqlite3_column_int64(s, 1);
	}
	store_done(s);
	return rc == SQLITE_ROW ? 0 : -1;
}

int64_t
store_feed_db_size(struct store *st)
{
	sqlite3_stmt *s;
	int64_t n = -1;

	if ((s = store_stmt(st, SQL_DB_SIZE)) == NULL)
		return -1;
	if (store_step(st, s, SQL_DB_SIZE) == SQLITE_ROW)
		n = sqlite3_column_int64(s, 0);
	store_done(s);
	return n;
}

static int
store_poll_row(struct store *st, const struct store_poll *p)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL_FEED_POLLED)) == NULL)
		return -1;
	store_bind_int64(st, s, 1, p->feed_id);
	store_bind_id(st, s, 2, p->at);
	store_bind_id(st, s, 3, p->next_poll_at);
	store_bind_message(st, s, 4, p->error);
	store_bind_int64(st, s, 5, p->failures);
	store_bind_text(st, s, 6, p->state);
	store_bind_message(st, s, 7, p->state_reason);
	store_bind_text(st, s, 8, p->moved_to);
	store_bind_text(st, s, 9, p->etag);
	store_bind_text(st, s, 10, p->last_modified);
	store_bind_text(st, s, 11, p->title);
	store_bind_text(st, s, 12, p->link);
	if (store_run(st, SQL_FEED_POLLED, s) == -1)
		return -1;
	if (sqlite3_changes(st->h) == 0) {
		log_warnx("database: %s: no feed %lld",
		    store_sql[SQL_FEED_POLLED].what, (long long)p->feed_id);
		return -1;
	}
	return 0;
}

int
store_feed_set_tmpl_status(struct store *st, int64_t feed_id,
    enum store_tmpl_status status, const char *reason)
{
	sqlite3_stmt *s;
	const char *name;

	switch (status) {
	case STORE_TMPL_NONE:
		name = "none";
		break;
	case STORE_TMPL_OK:
		name = "ok";
		break;
	case STORE_TMPL_FAILED:
		name = "failed";
		break;
	default:
		fatalx("%s: bad status %d", __func__, (int)status);
	}
	if ((s = store_stmt(st, SQL_FEED_SET_TMPL)) == NULL)
		return -1;
	store_bind_int64(st, s, 1, feed_id);
	store_bind_text(st, s, 2, name);
	store_bind_message(st, s, 3, reason);
	if (store_run(st, SQL_FEED_SET_TMPL, s) == -1)
		return -1;
	if (sqlite3_changes(st->h) == 0) {
		log_warnx("database: %s: no feed %lld",
		    store_sql[SQL_FEED_SET_TMPL].what, (long long)feed_id);
		return -1;
	}
	return 0;
}

int
store_feed_set_next_poll(struct store *st, int64_t feed_id, int64_t at)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL_FEED_SET_NEXT_POLL)) == NULL)
		return -1;
	store_bind_int64(st, s, 1, feed_id);
	store_bind_id(st, s, 2, at);
	return store_run(st, SQL_FEED_SET_NEXT_POLL, s);
}

int
store_feed_purge(struct store *st, int64_t feed_id)
{
	static const enum store_sql_id steps[] = {
		SQL_FEED_PURGE_ARTICLES,
		SQL_FEED_PURGE_PAGES,
		SQL_FEED_PURGE_ENTRIES,
		SQL_FEED_PURGE_TEMPLATES,
		SQL_FEED_PURGE,
	};
	sqlite3_stmt *s;
	size_t i;

	if (store_save(st, SQL_FEED_PURGE) == -1)
		return -1;
	for (i = 0; i < NELEM(steps); i++) {
		if ((s = store_stmt(st, steps[i])) == NULL)
			goto fail;
		store_bind_int64(st, s, 1, feed_id);
		if (store_run(st, steps[i], s) == -1)
			goto fail;
	}
	return store_release(st, SQL_FEED_PURGE);
fail:
	store_unsave(st, SQL_FEED_PURGE);
	return -1;
}

int
store_feed_set_settings(
    struct store *st, int64_t feed_id, const char *settings, int due_now)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL_FEED_SET_SETTINGS)) == NULL)
		return -1;
	store_bind_int64(st, s, 1, feed_id);
	store_bind_text(st, s, 2, settings);
	store_bind_int64(st, s, 3, due_now != 0);
	return store_run(st, SQL_FEED_SET_SETTINGS, s);
}

int
store_feed_poll_now(struct store *st, const char *name)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL_FEED_POLL_NOW)) == NULL)
		return -1;
	store_bind_text(st, s, 1, name);
	if (store_run(st, SQL_FEED_POLL_NOW, s) == -1)
		return -1;
	return sqlite3_changes(st->h);
}

/* Only active feeds: a feed out of the config is not polled any more. */
int
store_feed_list_errors(struct store *st, int limit, store_feed_cb cb, void *arg)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL_FEED_ERRORS)) == NULL)
		return -1;
	store_bind_int64(st, s, 1, limit > 0 ? limit : -1);
	return store_feeds(st, SQL_FEED_ERRORS, s, cb, arg);
}

static int
store_feeds(struct store *st, enum store_sql_id id, sqlite3_stmt *s,
    store_feed_cb cb, void *arg)
{
	struct rows r;
	struct store_feed *v;
	size_t i;

	if (store_rows_read(st, id, s, sizeof(struct store_feed),
		store_read_feed, &r) == -1)
		return -1;
	v = r.v;
	for (i = 0; i < r.n; i++)
		if (cb(&v[i], arg) != 0)
			break;
	store_rows_free(&r);
	return 0;
}

static void
store_read_feed(struct pool *pool, sqlite3_stmt *s, void *row)
{
	struct store_feed *f = row;
	const char *status;

	f->id = sqlite3_column_int64(s, 0);
	f->name = store_col_text(pool, s, 1);
	f->url = store_col_text(pool, s, 2);
	f->active = sqlite3_column_int(s, 3);
	f->etag = store_col_text(pool, s, 4);
	f->last_modified = store_col_text(pool, s, 5);
	f->last_poll_at = sqlite3_column_int64(s, 6);
	f->next_poll_at = sqlite3_column_int64(s, 7);
	f->last_error = store_col_message(pool, s, 8);
	f->failures = sqlite3_column_int(s, 9);
	status = (const char *)sqlite3_column_text(s, 10);
	if (status != NULL && strcmp(status, "ok") == 0)
		f->tmpl_status = STORE_TMPL_OK;
	else if (status != NULL && strcmp(status, "failed") == 0)
		f->tmpl_status = STORE_TMPL_FAILED;
	else
		f->tmpl_status = STORE_TMPL_NONE;
	f->tmpl_reason = store_col_message(pool, s, 11);
	f->entries = sqlite3_column_int64(s, 12);
	f->articles = sqlite3_column_int64(s, 13);
	f->state = store_col_text(pool, s, 14);
	f->state_reason = store_col_message(pool, s, 15);
	f->config_url = store_col_text(pool, s, 16);
	f->site = store_col_text(pool, s, 17);
	f->found_by = store_col_text(pool, s, 18);
	f->settings = store_col_text(pool, s, 19);
	f->title = store_col_text(pool, s, 20);
	f->link = store_col_text(pool, s, 21);
}

/* ---- sites ---- */

/*
 * A feed found by discovery for a site: the one the site already has at
 * url keeps its name; a new one takes name, else name-2, name-3 ... when
 * another feed holds it.
 */
int64_t
store_feed_sync_site(struct store *st, const char *name, const char *url,
    const char *site, const char *found_by)
{
	sqlite3_stmt *s;
	int64_t id = -1;
	char *try;
	int n, rc;

	if ((s = store_stmt(st, SQL_FEED_SITE_FIND)) == NULL)
		return -1;
	store_bind_text(st, s, 1, site);
	store_bind_text(st, s, 2, url);
	rc = store_step(st, s, SQL_FEED_SITE_FIND);
	if (rc == SQLITE_ROW)
		id = sqlite3_column_int64(s, 0);
	store_done(s);
	if (rc != SQLITE_ROW && rc != SQLITE_DONE)
		return -1;
	if (id > 0) {
		if ((s = store_stmt(st, SQL_FEED_SITE_UPDATE)) == NULL)
			return -1;
		store_bind_int64(st, s, 1, id);
		store_bind_text(st, s, 2, found_by);
		return store_run(st, SQL_FEED_SITE_UPDATE, s) == -1 ? -1 : id;
	}
	for (n = 1; n <= STORE_SITE_NAME_TRIES; n++) {
		if (n == 1)
			try = xstrdup(name);
		else
			xasprintf(&try, "%s-%d", name, n);
		if ((s = store_stmt(st, SQL_FEED_SITE_INSERT)) == NULL) {
			free(try);
			return -1;
		}
		store_bind_text(st, s, 1, try);
		store_bind_text(st, s, 2, url);
		store_bind_int64(st, s, 3, util_now());
		store_bind_text(st, s, 4, site);
		store_bind_text(st, s, 5, found_by);
		rc = store_step(st, s, SQL_FEED_SITE_INSERT);
		if (rc == SQLITE_ROW)
			id = sqlite3_column_int64(s, 0);
		store_done(s);
		free(try);
		if (rc == SQLITE_ROW)
			return id;
		if (rc != SQLITE_DONE)
			return -1;
	}
	log_warnx("database: %s: site %s: names %s to %s-%d are all taken",
	    store_sql[SQL_FEED_SITE_INSERT].what, site, name, name,
	    STORE_SITE_NAME_TRIES);
	return -1;
}

int
store_feed_site_active(struct store *st, const char *site, int active)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL_FEED_SITE_ACTIVE)) == NULL)
		return -1;
	store_bind_text(st, s, 1, site);
	store_bind_int64(st, s, 2, active != 0);
	return store_run(st, SQL_FEED_SITE_ACTIVE, s);
}

int
store_site_put(struct store *st, const struct store_site *site)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL_SITE_PUT)) == NULL)
		return -1;
	store_bind_text(st, s, 1, site->name);
	store_bind_text(st, s, 2, site->url);
	store_bind_text(st, s, 3, site->feeds);
	store_bind_int64(st, s, 4, site->discovered_at);
	store_bind_int64(st, s, 5, site->found);
	store_bind_message(st, s, 6, site->error);
	return store_run(st, SQL_SITE_PUT, s);
}

static void
store_read_site(struct pool *pool, sqlite3_stmt *s, void *row)
{
	struct store_site *site = row;

	site->name = store_col_text(pool, s, 0);
	site->url = store_col_text(pool, s, 1);
	site->feeds = store_col_text(pool, s, 2);
	site->discovered_at = sqlite3_column_int64(s, 3);
	site->found = sqlite3_column_int(s, 4);
	site->error = store_col_message(pool, s, 5);
}

int
store_site_get(struct store *st, const char *name, store_site_cb cb, void *arg)
{
	sqlite3_stmt *s;
	struct rows r;
	struct store_site *v;
	size_t i;

	if ((s = store_stmt(st, SQL_SITE_GET)) == NULL)
		return -1;
	store_bind_text(st, s, 1, name);
	if (store_rows_read(st, SQL_SITE_GET, s, sizeof(struct store_site),
		store_read_site, &r) == -1)
		return -1;
	v = r.v;
	for (i = 0; i < r.n; i++)
		if (cb(&v[i], arg) != 0)
			break;
	store_rows_free(&r);
	return 0;
}

/* ---- hosts ---- */

int
store_host_put(struct store *st, const struct store_host *h)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL_HOST_PUT)) == NULL)
		return -1;
	store_bind_text(st, s, 1, h->key);
	store_bind_id(st, s, 2, h->hold_until);
	store_bind_message(st, s, 3, h->hold_reason);
	store_bind_int64(st, s, 4, h->failures);
	store_bind_int64(st, s, 5, h->updated_at);
	return store_run(st, SQL_HOST_PUT, s);
}

static void
store_read_host(struct pool *pool, sqlite3_stmt *s, void *row)
{
	struct store_host *h = row;

	h->key = store_col_text(pool, s, 0);
	h->hold_until = sqlite3_column_int64(s, 1);
	h->hold_reason = store_col_message(pool, s, 2);
	h->failures = sqlite3_column_int(s, 3);
	h->updated_at = sqlite3_column_int64(s, 4);
}

int
store_host_get(struct store *st, const char *key, store_host_cb cb, void *arg)
{
	sqlite3_stmt *s;
	struct rows r;
	struct store_host *v;

	if ((s = store_stmt(st, SQL_HOST_GET)) == NULL)
		return -1;
	store_bind_text(st, s, 1, key);
	if (store_rows_read(st, SQL_HOST_GET, s, sizeof(struct store_host),
		store_read_host, &r) == -1)
		return -1;
	v = r.v;
	if (r.n > 0)
		cb(&v[0], arg);
	store_rows_free(&r);
	return 0;
}

int
store_host_list_held(struct store *st, int64_t now, store_host_cb cb, void *arg)
{
	sqlite3_stmt *s;
	struct rows r;
	struct store_host *v;
	size_t i;

	if ((s = store_stmt(st, SQL_HOST_LIST)) == NULL)
		return -1;
	store_bind_int64(st, s, 1, now);
	if (store_rows_read(st, SQL_HOST_LIST, s, sizeof(struct store_host),
		store_read_host, &r) == -1)
		return -1;
	v = r.v;
	for (i = 0; i < r.n; i++)
		if (cb(&v[i], arg) != 0)
			break;
	store_rows_free(&r);
	return 0;
}

/* ---- status ---- */

/*
 * The counts templar status shows, all from one statement and so from
 * one snapshot of the database.  Feed states and template statuses are
 * those of the active feeds; the rest counts every feed.
 */
int
store_status_get(struct store *st, int64_t since, int recent, double low_score,
    struct store_status *out)
{
	int64_t *v[] = {
		&out->feeds_active,
		&out->feeds_inactive,
		&out->feeds_ok,
		&out->feeds_failing,
		&out->feeds_gone,
		&out->feeds_refused,
		&out->tmpl_none,
		&out->tmpl_ok,
		&out->tmpl_failed,
		&out->templates_current,
		&out->entries,
		&out->entries_without_article,
		&out->pages,
		&out->pages_failed,
		&out->pages_retrying,
		&out->articles,
		&out->articles_since,
		&out->recent_scored,
		&out->recent_low,
		&out->pages_kept,
		&out->page_bytes,
	};
	sqlite3_stmt *s;
	size_t i;
	int rc;

	memset(out, 0, sizeof(*out));
	if ((s = store_stmt(st, SQL_STATUS)) == NULL)
		return -1;
	store_bind_int64(st, s, 1, since);
	store_bind_int64(st, s, 2, recent > 0 ? recent : 0);
	store_bind_double(st, s, 3, low_score);
	if ((rc = store_step(st, s, SQL_STATUS)) == SQLITE_ROW) {
		if (sqlite3_column_count(s) != (int)NELEM(v))
			fatalx("%s: %d columns for %zu counts", __func__,
			    sqlite3_column_count(s), NELEM(v));
		for (i = 0; i < NELEM(v); i++)
			*v[i] = sqlite3_column_int64(s, (int)i);
	}
	store_done(s);
	return rc == SQLITE_ROW ? 0 : -1;
}

/* ---- path holds ---- */

int
store_path_hold_put(
    struct store *st, const struct store_path_hold *p, int64_t now, int max)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL_HOST_PATH_PUT)) == NULL)
		return -1;
	store_bind_text(st, s, 1, p->host_key);
	store_bind_text(st, s, 2, p->prefix);
	store_bind_int64(st, s, 3, p->hold_until);
	store_bind_message(st, s, 4, p->reason != NULL ? p->reason : "held");
	if (store_run(st, SQL_HOST_PATH_PUT, s) == -1)
		return -1;
	if ((s = store_stmt(st, SQL_HOST_PATH_PRUNE)) == NULL)
		return -1;
	store_bind_text(st, s, 1, p->host_key);
	store_bind_int64(st, s, 2, now);
	store_bind_int64(st, s, 3, max);
	return store_run(st, SQL_HOST_PATH_PRUNE, s);
}

static void
store_read_path_hold(struct pool *pool, sqlite3_stmt *s, void *row)
{
	struct store_path_hold *p = row;

	p->host_key = store_col_text(pool, s, 0);
	p->prefix = store_col_text(pool, s, 1);
	p->hold_until = sqlite3_column_int64(s, 2);
	p->reason = store_col_message(pool, s, 3);
}

int
store_path_hold_list(struct store *st, const char *host_key, int64_t now,
    int max, store_path_hold_cb cb, void *arg)
{
	sqlite3_stmt *s;
	struct rows r;
	struct store_path_hold *v;
	size_t i;

	if ((s = store_stmt(st, SQL_HOST_PATH_LIST)) == NULL)
		return -1;
	store_bind_text(st, s, 1, host_key);
	store_bind_int64(st, s, 2, now);
	store_bind_int64(st, s, 3, max);
	if (store_rows_read(st, SQL_HOST_PATH_LIST, s,
		sizeof(struct store_path_hold), store_read_path_hold, &r) == -1)
		return -1;
	v = r.v;
	for (i = 0; i < r.n; i++)
		if (cb(&v[i], arg) != 0)
			break;
	store_rows_free(&r);
	return 0;
}
