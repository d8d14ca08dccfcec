/* SPDX-License-Identifier: ISC */
/*
 * store_ondemand: the SQL of on-demand feeds (store_ondemand.h).  These
 * statements run a few times a request, not a poll: they are prepared
 * when run rather than kept with store_sql.c's.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <sqlite3.h>

#include "db.h"
#include "log.h"
#include "store.h"
#include "store_int.h"
#include "store_ondemand.h"
#include "util.h"

#define OD_FIND                                                                \
	"SELECT id, name, found_by IS 'on-demand' FROM feeds"                  \
	" WHERE config_url = ?1 OR url = ?1 ORDER BY active DESC, id LIMIT 1"
#define OD_COUNT "SELECT count(*) FROM feeds WHERE found_by = 'on-demand'"
#define OD_ADD                                                                 \
	"INSERT INTO feeds (name, url, config_url, active, created_at,"        \
	" found_by, requested_at) VALUES (?1, ?2, ?2, 1, ?3, 'on-demand', ?3)" \
	" RETURNING id"
#define OD_TOUCH                                                               \
	"UPDATE feeds SET requested_at = ?2, active = 1"                       \
	" WHERE id = ?1 AND found_by = 'on-demand'"
#define OD_PERMANENT                                                           \
	"UPDATE feeds SET found_by = NULL, requested_at = NULL"                \
	" WHERE found_by = 'on-demand' AND active = 1"
#define OD_KEEP "UPDATE feeds SET active = 1 WHERE found_by = 'on-demand'"
#define OD_EXPIRED                                                             \
	"SELECT id FROM feeds WHERE found_by = 'on-demand'"                    \
	" AND coalesce(requested_at, 0) < ?1 LIMIT ?2"
#define OD_PENDING                                                             \
	"SELECT e.id, e.url, e.title, e.teaser, e.content, e.author,"          \
	" e.published, e.found_at FROM entries e WHERE e.feed_id = ?1"         \
	" AND NOT EXISTS (SELECT 1 FROM articles a WHERE a.entry_id = e.id)"   \
	" ORDER BY e.found_at DESC, e.id DESC LIMIT ?2"

static sqlite3_stmt *od_prepare(struct store *, const char *);
static int od_run(struct store *, const char *, int64_t, int64_t);

static sqlite3_stmt *
od_prepare(struct store *st, const char *sql)
{
	return store_prepare_sql(st, sql, "on-demand feeds");
}

/* Run sql with up to two integers bound (0: left NULL); 0 or -1. */
static int
od_run(struct store *st, const char *sql, int64_t a, int64_t b)
{
	sqlite3_stmt *s;
	int rc;

	if ((s = od_prepare(st, sql)) == NULL)
		return -1;
	store_bind_id(st, s, 1, a);
	store_bind_id(st, s, 2, b);
	rc = store_step_sql(st, s, "on-demand feeds");
	sqlite3_finalize(s);
	return rc == SQLITE_DONE ? 0 : -1;
}

int
store_ondemand_find(
    struct store *st, const char *url, char **name, int64_t *id, int *on_demand)
{
	sqlite3_stmt *s;
	int rc;

	*name = NULL;
	if ((s = od_prepare(st, OD_FIND)) == NULL)
		return -1;
	store_bind_text(st, s, 1, url);
	if ((rc = store_step_sql(st, s, "find feed by URL")) == SQLITE_ROW) {
		*id = sqlite3_column_int64(s, 0);
		*name = xstrdup((const char *)sqlite3_column_text(s, 1));
		*on_demand = sqlite3_column_int(s, 2);
	}
	sqlite3_finalize(s);
	return rc == -1 ? -1 : rc == SQLITE_ROW;
}

int
store_ondemand_count(struct store *st)
{
	sqlite3_stmt *s;
	int n = -1;

	if ((s = od_prepare(st, OD_COUNT)) == NULL)
		return -1;
	if (store_step_sql(st, s, "count on-demand feeds") == SQLITE_ROW)
		n = sqlite3_column_int(s, 0);
	sqlite3_finalize(s);
	return n;
}

int64_t
store_ondemand_add(
    struct store *st, const char *name, const char *url, int64_t now)
{
	sqlite3_stmt *s;
	int64_t id = -1;

	if ((s = od_prepare(st, OD_ADD)) == NULL)
		return -1;
	store_bind_text(st, s, 1, name);
	store_bind_text(st, s, 2, url);
	store_bind_int64(st, s, 3, now);
	if (store_step_sql(st, s, "subscribe on demand") == SQLITE_ROW)
		id = sqlite3_column_int64(s, 0);
	sqlite3_finalize(s);
	if (id != -1)
		db_wrote(st->db);
	return id;
}

int
store_ondemand_touch(struct store *st, int64_t id, int64_t now)
{
	return od_run(st, OD_TOUCH, id, now);
}

int
store_ondemand_sync(struct store *st)
{
	if (od_run(st, OD_PERMANENT, 0, 0) == -1)
		return -1;
	return od_run(st, OD_KEEP, 0, 0);
}

int
store_ondemand_expire(struct store *st, int64_t before, int limit)
{
	sqlite3_stmt *s;
	int64_t *ids = NULL;
	size_t n = 0, i;
	int rc;

	if ((s = od_prepare(st, OD_EXPIRED)) == NULL)
		return -1;
	store_bind_int64(st, s, 1, before);
	store_bind_int64(st, s, 2, limit);
	while ((rc = store_step_sql(st, s, "expired on-demand feeds")) ==
	    SQLITE_ROW) {
		ids = xreallocarray(ids, n + 1, sizeof(*ids));
		ids[n++] = sqlite3_column_int64(s, 0);
	}
	sqlite3_finalize(s);
	for (i = 0; rc != -1 && i < n; i++)
		if (store_feed_purge(st, ids[i]) == -1)
			rc = -1;
	free(ids);
	return rc == -1 ? -1 : (int)n;
}

static const char *
od_text(sqlite3_stmt *s, int col)
{
	return (const char *)sqlite3_column_text(s, col);
}

int
store_ondemand_pending(
    struct store *st, int64_t feed_id, int limit, store_entry_cb cb, void *arg)
{
	struct store_entry e;
	sqlite3_stmt *s;
	int rc;

	if ((s = od_prepare(st, OD_PENDING)) == NULL)
		return -1;
	store_bind_int64(st, s, 1, feed_id);
	store_bind_int64(st, s, 2, limit);
	while ((rc = store_step_sql(st, s, "entries not extracted")) ==
	    SQLITE_ROW) {
		memset(&e, 0, sizeof(e));
		e.id = sqlite3_column_int64(s, 0);
		e.feed_id = feed_id;
		e.url = od_text(s, 1);
		e.title = od_text(s, 2);
		e.teaser = od_text(s, 3);
		e.content = od_text(s, 4);
		e.author = od_text(s, 5);
		e.published = sqlite3_column_int64(s, 6);
		e.found_at = sqlite3_column_int64(s, 7);
		e.comment_count = -1;
		if (cb(&e, arg) != 0)
			break;
	}
	sqlite3_finalize(s);
	return rc == -1 ? -1 : 0;
}
