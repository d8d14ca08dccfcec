/* SPDX-License-Identifier: ISC */
/*
 * store_parts: the further pages of an article over several pages
 * (schema version 23, page_parts): wanted, answered, read back in order.
 * Their statements are few and rare (a page of an article), prepared
 * per call here rather than in the shared statement table.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <sqlite3.h>

#include "db.h"
#include "log.h"
#include "store.h"
#include "store_int.h"
#include "util.h"
#include "zblob.h"

#define PARTS_ASK_AGAIN                                                        \
	3600 /* s: a page asked for and never answered                         \
		(a restart) is asked for again */

static sqlite3_stmt *
parts_prepare(struct store *st, const char *sql)
{
	return store_prepare_sql(st, sql, "page parts");
}

static int
parts_done(struct store *st, sqlite3_stmt *s, int rc)
{
	if (rc != SQLITE_DONE && rc != SQLITE_ROW) {
		db_report(st->db, "page parts");
		sqlite3_finalize(s);
		return -1;
	}
	sqlite3_finalize(s);
	db_wrote(st->db);
	return 0;
}

static void
parts_text(sqlite3_stmt *s, int i, const char *v)
{
	/* a parameter left unbound is NULL */
	if (v != NULL)
		sqlite3_bind_text(s, i, v, -1, SQLITE_TRANSIENT);
}

int
store_part_want(struct store *st, int64_t entry_id, int part, const char *url)
{
	sqlite3_stmt *s;

	/* A row of another URL (the page before changed) starts over. */
	if ((s = parts_prepare(st,
		 "INSERT INTO page_parts (entry_id, part, url) VALUES (?1, ?2, "
		 "?3)"
		 " ON CONFLICT (entry_id, part) DO UPDATE SET url = "
		 "excluded.url,"
		 " final_url = NULL, status = NULL, charset = NULL, error = "
		 "NULL,"
		 " body = NULL, body_encoding = NULL, body_size = NULL,"
		 " asked_at = NULL, fetched_at = NULL"
		 " WHERE url IS NOT excluded.url")) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, entry_id);
	sqlite3_bind_int64(s, 2, part);
	parts_text(s, 3, url);
	return parts_done(st, s, sqlite3_step(s));
}

int
store_part_put(struct store *st, const struct store_page *p, int part)
{
	sqlite3_stmt *s;
	void *z = NULL;
	size_t zlen = 0;
	int rc;

	if ((s = parts_prepare(st,
		 "UPDATE page_parts SET final_url = ?4, status = ?5,"
		 " charset = ?6, error = ?7, body = ?8, body_encoding = ?9,"
		 " body_size = ?10, fetched_at = ?11"
		 " WHERE entry_id = ?1 AND part = ?2 AND url = ?3")) == NULL)
		return -1;
	sqlite3_bind_int64(s, 1, p->entry_id);
	sqlite3_bind_int64(s, 2, part);
	parts_text(s, 3, p->url);
	parts_text(s, 4, p->final_url);
	if (p->status > 0)
		sqlite3_bind_int64(s, 5, p->status);
	parts_text(s, 6, p->charset);
	parts_text(s, 7, p->error);
	if (p->error == NULL && p->body != NULL) {
		if ((z = zblob_deflate(p->body, p->len, &zlen)) != NULL) {
			sqlite3_bind_blob64(s, 8, z, zlen, SQLITE_STATIC);
			sqlite3_bind_text(s, 9, "zlib", -1, SQLITE_STATIC);
		} else
			sqlite3_bind_blob64(
			    s, 8, p->body, p->len, SQLITE_STATIC);
		sqlite3_bind_int64(s, 10, (int64_t)p->len);
	}
	sqlite3_bind_int64(s, 11, p->fetched_at > 0 ? p->fetched_at : 1);
	rc = parts_done(st, s, sqlite3_step(s));
	free(z);
	return rc;
}

static char *
parts_col(sqlite3_stmt *s, int i)
{
	const unsigned char *v = sqlite3_column_text(s, i);

	return v != NULL ? xstrdup((const char *)v) : NULL;
}

struct store_part *
store_parts_of(struct store *st, int64_t entry_id, size_t *n)
{
	sqlite3_stmt *s;
	struct store_part *v = NULL, *p;
	const char *enc;
	char *cause = NULL;
	size_t cap = 0;
	int rc;

	*n = 0;
	if ((s = parts_prepare(st,
		 "SELECT part, url, final_url, status, charset, error, body,"
		 " body_encoding, body_size, fetched_at FROM page_parts"
		 " WHERE entry_id = ?1 ORDER BY part")) == NULL)
		return NULL;
	sqlite3_bind_int64(s, 1, entry_id);
	while ((rc = sqlite3_step(s)) == SQLITE_ROW) {
		if (*n == cap) {
			cap = cap == 0 ? 4 : cap * 2;
			v = xreallocarray(v, cap, sizeof(*v));
		}
		p = &v[(*n)++];
		memset(p, 0, sizeof(*p));
		p->entry_id = entry_id;
		p->part = sqlite3_column_int(s, 0);
		p->url = parts_col(s, 1);
		p->final_url = parts_col(s, 2);
		p->status = (long)sqlite3_column_int64(s, 3);
		p->charset = parts_col(s, 4);
		p->error = parts_col(s, 5);
		p->fetched_at = sqlite3_column_int64(s, 9);
		if (sqlite3_column_type(s, 6) == SQLITE_NULL)
			continue;
		enc = (const char *)sqlite3_column_text(s, 7);
		if (enc == NULL) {
			p->len = (size_t)sqlite3_column_bytes(s, 6);
			p->body = xmalloc(p->len + 1);
			memcpy(p->body, sqlite3_column_blob(s, 6), p->len);
			p->body[p->len] = '\0';
		} else if ((p->body = zblob_inflate(sqlite3_column_blob(s, 6),
				(size_t)sqlite3_column_bytes(s, 6),
				sqlite3_column_int64(s, 8), &cause)) != NULL)
			p->len = (size_t)sqlite3_column_int64(s, 8);
		else {
			log_warnx("database: page %d of entry %lld: %s",
			    p->part, (long long)entry_id, cause);
			free(cause);
			cause = NULL;
		}
	}
	if (parts_done(st, s, rc) == -1) {
		store_parts_free(v, *n);
		*n = 0;
		return NULL;
	}
	return v;
}

void
store_parts_free(struct store_part *v, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++) {
		free(v[i].url);
		free(v[i].final_url);
		free(v[i].charset);
		free(v[i].error);
		free(v[i].body);
	}
	free(v);
}

struct store_part *
store_parts_wanted(
    struct store *st, int64_t feed_id, int64_t now, int limit, size_t *n)
{
	sqlite3_stmt *s, *u;
	struct store_part *v = NULL, *p;
	size_t cap = 0, i;
	int rc;

	*n = 0;
	if ((s = parts_prepare(st,
		 "SELECT q.entry_id, q.part, q.url FROM page_parts q"
		 " JOIN entries e ON e.id = q.entry_id"
		 " WHERE e.feed_id = ?1 AND q.fetched_at IS NULL"
		 " AND (q.asked_at IS NULL OR q.asked_at < ?2)"
		 " ORDER BY q.entry_id, q.part LIMIT ?3")) == NULL)
		return NULL;
	sqlite3_bind_int64(s, 1, feed_id);
	sqlite3_bind_int64(s, 2, now - PARTS_ASK_AGAIN);
	sqlite3_bind_int64(s, 3, limit);
	while ((rc = sqlite3_step(s)) == SQLITE_ROW) {
		if (*n == cap) {
			cap = cap == 0 ? 4 : cap * 2;
			v = xreallocarray(v, cap, sizeof(*v));
		}
		p = &v[(*n)++];
		memset(p, 0, sizeof(*p));
		p->entry_id = sqlite3_column_int64(s, 0);
		p->part = sqlite3_column_int(s, 1);
		p->url = parts_col(s, 2);
	}
	if (parts_done(st, s, rc) == -1 ||
	    (u = parts_prepare(st,
		 "UPDATE page_parts SET asked_at = ?3"
		 " WHERE entry_id = ?1 AND part = ?2")) == NULL) {
		store_parts_free(v, *n);
		*n = 0;
		return NULL;
	}
	for (i = 0; i < *n; i++) {
		sqlite3_bind_int64(u, 1, v[i].entry_id);
		sqlite3_bind_int64(u, 2, v[i].part);
		sqlite3_bind_int64(u, 3, now);
		if ((rc = sqlite3_step(u)) != SQLITE_DONE)
			break;
		sqlite3_reset(u);
	}
	if (parts_done(st, u, i == *n ? SQLITE_DONE : rc) == -1) {
		store_parts_free(v, *n);
		*n = 0;
		return NULL;
	}
	return v;
}

/*
 * Parts asked for by an earlier run of the daemon and never answered (it
 * was stopped or killed with them in flight) are wanted again at once,
 * rather than after PARTS_ASK_AGAIN: only one daemon holds the database,
 * so nothing of theirs is under way now.
 */
int
store_parts_unask(struct store *st)
{
	sqlite3_stmt *s;

	if ((s = parts_prepare(st,
		 "UPDATE page_parts SET asked_at = NULL"
		 " WHERE fetched_at IS NULL AND asked_at IS NOT NULL")) == NULL)
		return -1;
	return parts_done(st, s, sqlite3_step(s));
}
