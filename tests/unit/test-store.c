/* SPDX-License-Identifier: ISC */
/*
 * Unit tests for db.c and store.c: migrations and the pragmas, version
 * checks, read-only opening, then every store call against a fresh
 * database in a temporary directory.  SQLite is used directly only to
 * look at what db.c set up (pragmas, user_version).
 */
#include "config.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <sqlite3.h>

#include "../lib/t.h"
#include "db.h"
#include "feed.h"
#include "sanitize.h"
#include "serve_feeds.h"
#include "store.h"
#include "tmpl.h"
#include "util.h"

static char t_dir[] = "/tmp/test-store.XXXXXX";

#include "../lib/tstore.h"

/* The single integer or text a pragma or query returns. */
static long long
query_int(struct db *db, const char *sql)
{
	sqlite3_stmt *s;
	long long v = -1;

	if (sqlite3_prepare_v2(db_handle(db), sql, -1, &s, NULL) != SQLITE_OK)
		return -2;
	if (sqlite3_step(s) == SQLITE_ROW)
		v = sqlite3_column_int64(s, 0);
	sqlite3_finalize(s);
	return v;
}

static char *
query_text(struct db *db, const char *sql)
{
	sqlite3_stmt *s;
	char *v = NULL;

	if (sqlite3_prepare_v2(db_handle(db), sql, -1, &s, NULL) != SQLITE_OK)
		return NULL;
	if (sqlite3_step(s) == SQLITE_ROW && sqlite3_column_text(s, 0))
		v = strdup((const char *)sqlite3_column_text(s, 0));
	sqlite3_finalize(s);
	return v;
}

/* Check what a query returns as text. */
static void
check_text(struct db *db, const char *sql, const char *want)
{
	char *got;

	got = query_text(db, sql);
	T_OK_MSG(got != NULL && strcmp(got, want) == 0, "%s: %s (want %s)", sql,
	    got ? got : "(null)", want);
	free(got);
}

static int64_t
add_entry(struct store *st, int64_t feed_id, const char *guid, const char *url,
    const char *title, int64_t published, int *is_new)
{
	struct feed_entry e;

	memset(&e, 0, sizeof(e));
	e.guid = (char *)(uintptr_t)guid;
	e.url = (char *)(uintptr_t)url;
	e.title = (char *)(uintptr_t)title;
	e.published = published;
	return store_entry_add(st, feed_id, &e, 1000, is_new);
}

/*
 * Record a poll of feed_id that ended at `at` in error (NULL: none) after
 * failures failed polls in a row (this one included); state NULL: kept.
 */
static int
poll_feed(struct store *st, int64_t feed_id, int64_t at, const char *error,
    int failures, const char *etag, const char *last_modified, int64_t next)
{
	struct store_poll o;

	memset(&o, 0, sizeof(o));
	o.feed_id = feed_id;
	o.at = at;
	o.error = error;
	o.failures = failures;
	o.etag = etag;
	o.last_modified = last_modified;
	o.next_poll_at = next;
	return store_feed_polled(st, &o);
}

/* Give feed_id a polling state, as a poll that ended so would. */
static int
set_state(
    struct store *st, int64_t feed_id, const char *state, const char *reason)
{
	struct store_poll o;

	memset(&o, 0, sizeof(o));
	o.feed_id = feed_id;
	o.at = 50;
	o.error = reason;
	o.failures = reason != NULL;
	o.state = state;
	o.state_reason = reason;
	return store_feed_polled(st, &o);
}

static int
add_page(
    struct store *st, int64_t entry_id, const char *body, const char *error)
{
	struct store_page p;

	memset(&p, 0, sizeof(p));
	p.entry_id = entry_id;
	p.url = "http://example.org/a";
	p.final_url = "http://example.org/a?final";
	p.status = error == NULL ? 200 : 404;
	p.content_type = "text/html";
	p.error = error;
	p.body = body;
	p.len = body != NULL ? strlen(body) : 0;
	p.fetched_at = 2000;
	return store_page_add(st, &p);
}

static int
put_article(struct store *st, int64_t entry_id, const char *title,
    const char *body, int64_t template_id)
{
	struct article a;

	memset(&a, 0, sizeof(a));
	a.title = (char *)(uintptr_t)title;
	a.body_text = (char *)(uintptr_t)body;
	a.body_html = (char *)(uintptr_t) "<p>html</p>";
	a.category = (char *)(uintptr_t) "News";
	return store_article_put(st, entry_id, &a, template_id, 0.75, 3000);
}

/* ---- collecting callbacks ---- */

struct seen {
	int n;
	int stop_after; /* 0: never stop */
	int64_t ids[16];
	char *text[16];
	char *snippet[16];
	int64_t num[16];
	size_t len[16];
};

static void
seen_free(struct seen *sn)
{
	int i;

	for (i = 0; i < sn->n && i < 16; i++) {
		free(sn->text[i]);
		free(sn->snippet[i]);
	}
	memset(sn, 0, sizeof(*sn));
}

static int
seen_stop(struct seen *sn)
{
	return sn->stop_after != 0 && sn->n >= sn->stop_after;
}

static int
feed_cb(const struct store_feed *f, void *arg)
{
	struct seen *sn = arg;

	if (sn->n < 16) {
		sn->ids[sn->n] = f->entries * 100 + f->articles;
		sn->text[sn->n] = strdup(f->name);
		sn->num[sn->n] = f->failures;
		sn->len[sn->n] = (size_t)f->active;
	}
	sn->n++;
	return seen_stop(sn);
}

static int
article_cb(const struct store_article *a, void *arg)
{
	struct seen *sn = arg;

	if (sn->n < 16) {
		sn->ids[sn->n] = a->id;
		sn->text[sn->n] = a->title ? strdup(a->title) : NULL;
		sn->snippet[sn->n] = a->snippet ? strdup(a->snippet) : NULL;
		sn->num[sn->n] = a->title_from_feed;
	}
	sn->n++;
	return seen_stop(sn);
}

/* ---- db ---- */

static void
test_db_migrations_apply_to_latest(void)
{
	struct db *db;
	char *cause = NULL;

	db = db_open(db_file("mig.db"), DB_READWRITE, &cause);
	T_OK(db != NULL);
	if (db == NULL)
		return;
	T_OK(db_latest_version() >= 1);
	T_INT(db_version(db), db_latest_version());
	T_INT(query_int(db, "PRAGMA user_version"), db_latest_version());
	T_INT(query_int(db,
		  "SELECT count(*) FROM sqlite_schema WHERE name IN "
		  "('feeds','entries','pages','templates','articles',"
		  "'articles_fts','article_list')"),
	    7);
	T_STR(db_path(db), db_file("mig.db"));
	db_close(db);
}

static void
test_db_wal_and_pragmas_on(void)
{
	struct db *db;
	char *cause = NULL, *mode;

	db = db_open(db_file("wal.db"), DB_READWRITE, &cause);
	T_OK(db != NULL);
	if (db == NULL)
		return;
	mode = query_text(db, "PRAGMA journal_mode");
	T_STR(mode, "wal");
	free(mode);
	T_INT(query_int(db, "PRAGMA foreign_keys"), 1);
	T_INT(query_int(db, "PRAGMA busy_timeout"), 5000);
	T_INT(query_int(db, "PRAGMA synchronous"), 1); /* NORMAL */
	db_close(db);
	/* Kept for readers that could not create them. */
	T_OK(access(db_file("wal.db-wal"), F_OK) == 0);
	T_OK(access(db_file("wal.db-shm"), F_OK) == 0);
}

static void
test_db_reopen_does_not_reapply(void)
{
	struct store *st;
	struct seen sn = { 0 };

	st = open_store("reopen.db");
	T_OK(store_feed_sync(st, "lwn", "http://lwn.example/rss") > 0);
	close_store(st);

	/* A second run of 001 would fail on CREATE TABLE feeds. */
	st = open_store("reopen.db");
	T_INT(db_version(store_db(st)), db_latest_version());
	T_INT(store_feed_list(st, 0, feed_cb, &sn), 0);
	T_INT(sn.n, 1);
	T_STR(sn.text[0], "lwn");
	seen_free(&sn);
	close_store(st);
}

static void
test_db_newer_version_refused(void)
{
	struct db *db;
	char *cause = NULL, *want, pragma[64];

	db = db_open(db_file("newer.db"), DB_READWRITE, &cause);
	T_OK(db != NULL);
	if (db == NULL)
		return;
	snprintf(pragma, sizeof(pragma), "PRAGMA user_version = %d",
	    db_latest_version() + 1);
	T_INT(sqlite3_exec(db_handle(db), pragma, NULL, NULL, NULL), SQLITE_OK);
	db_close(db);

	xasprintf(&want,
	    "database %s is at schema version %d, this templar "
	    "knows up to %d: upgrade templar",
	    db_file("newer.db"), db_latest_version() + 1, db_latest_version());
	db = db_open(db_file("newer.db"), DB_READWRITE, &cause);
	T_OK(db == NULL);
	T_STR(cause, want);
	free(cause);
	cause = NULL;
	db = db_open(db_file("newer.db"), DB_READONLY, &cause);
	T_OK(db == NULL);
	T_STR(cause, want);
	free(cause);
	free(want);
	db_close(db);
}

static void
test_db_readonly_missing_file_fails_clearly(void)
{
	struct db *db;
	char *cause = NULL;

	db = db_open(db_file("missing.db"), DB_READONLY, &cause);
	T_OK(db == NULL);
	T_OK_MSG(cause != NULL && strstr(cause, "does not exist") != NULL &&
		strstr(cause, "missing.db") != NULL,
	    "cause: %s", cause ? cause : "(null)");
	free(cause);
	/* And it was not created by trying. */
	T_OK(access(db_file("missing.db"), F_OK) == -1);
}

/* The database's own folder is created; not those above it. */
static void
test_db_missing_directory_fails_clearly(void)
{
	struct db *db;
	char *cause = NULL, dir[512];

	db = db_open(db_file("newdir/x.db"), DB_READWRITE, &cause);
	T_OK_MSG(db != NULL, "cause: %s", cause ? cause : "(null)");
	db_close(db);
	snprintf(dir, sizeof(dir), "%s", db_file("newdir"));
	remove_dir(dir);
	T_OK(db_check_place(db_file("newdir2/x.db"), &cause) == 0);
	T_OK(db_check_place(db_file("nodir/deeper/x.db"), &cause) == -1);
	free(cause);
	cause = NULL;
	db = db_open(db_file("nodir/deeper/x.db"), DB_READWRITE, &cause);
	T_OK(db == NULL);
	T_OK_MSG(cause != NULL && strstr(cause, "directory") != NULL &&
		strstr(cause, "nodir") != NULL,
	    "cause: %s", cause ? cause : "(null)");
	free(cause);
}

/* Write a file in the test directory. */
static void
write_file(const char *name, const char *data, size_t len)
{
	FILE *fp;

	if ((fp = fopen(db_file(name), "wb")) == NULL) {
		printf("Bail out! cannot write %s\n", db_file(name));
		exit(1);
	}
	fwrite(data, 1, len, fp);
	fclose(fp);
}

static void
test_db_not_a_database_refused(void)
{
	static const char junk[] = "this is not an SQLite database, but it "
				   "is long enough to look like a header..";
	struct db *db;
	char *cause = NULL;

	write_file("junk.db", junk, sizeof(junk));
	db = db_open(db_file("junk.db"), DB_READWRITE, &cause);
	T_OK(db == NULL);
	T_OK_MSG(cause != NULL && strstr(cause, "junk.db") != NULL, "cause: %s",
	    cause ? cause : "(null)");
	free(cause);
	cause = NULL;
	db = db_open(db_file("junk.db"), DB_READONLY, &cause);
	T_OK(db == NULL);
	T_OK(cause != NULL);
	free(cause);
}

static void
test_db_readonly_needs_templar_schema(void)
{
	struct db *db;
	char *cause = NULL;

	/* An empty file is an empty SQLite database: user_version 0. */
	write_file("empty.db", "", 0);
	db = db_open(db_file("empty.db"), DB_READONLY, &cause);
	T_OK(db == NULL);
	T_OK_MSG(cause != NULL && strstr(cause, "run templard") != NULL,
	    "cause: %s", cause ? cause : "(null)");
	free(cause);
	/* The daemon makes it one. */
	cause = NULL;
	db = db_open(db_file("empty.db"), DB_READWRITE, &cause);
	T_OK(db != NULL);
	db_close(db);
	db = db_open(db_file("empty.db"), DB_READONLY, &cause);
	T_OK(db != NULL);
	if (db != NULL)
		T_INT(db_version(db), db_latest_version());
	db_close(db);
}

static void
test_db_readonly_reads_but_never_writes(void)
{
	struct store *st;
	struct db *db;
	struct seen sn = { 0 };
	char *cause = NULL;

	st = open_store("ro.db");
	T_OK(store_feed_sync(st, "a", "http://a.example/") > 0);
	close_store(st);

	db = db_open(db_file("ro.db"), DB_READONLY, &cause);
	T_OK(db != NULL);
	if (db == NULL)
		return;
	st = store_new(db);
	T_INT(store_feed_list(st, 0, feed_cb, &sn), 0);
	T_INT(sn.n, 1);
	T_INT(store_feed_sync(st, "b", "http://b.example/"), -1);
	seen_free(&sn);
	close_store(st);
}

static void
test_db_transaction_rollback_undoes(void)
{
	struct store *st;
	struct seen sn = { 0 };

	st = open_store("tx.db");
	T_INT(db_begin(store_db(st)), 0);
	T_OK(store_feed_sync(st, "a", "http://a.example/") > 0);
	db_rollback(store_db(st));
	T_INT(db_begin(store_db(st)), 0);
	T_OK(store_feed_sync(st, "b", "http://b.example/") > 0);
	T_INT(db_commit(store_db(st)), 0);
	T_INT(store_feed_list(st, 0, feed_cb, &sn), 0);
	T_INT(sn.n, 1);
	T_STR(sn.text[0], "b");
	seen_free(&sn);
	close_store(st);
}

/* ---- feeds ---- */

static void
test_store_feed_sync_updates_by_name(void)
{
	struct store *st;
	int64_t a, b;

	st = open_store("feeds.db");
	a = store_feed_sync(st, "a", "http://a.example/rss");
	T_OK(a > 0);
	T_INT(poll_feed(st, a, 100, NULL, 0, "\"v1\"", "Mon", 200), 0);
	b = store_feed_sync(st, "a", "http://a.example/rss");
	T_INT(b, a);
	check_text(store_db(st), "SELECT etag FROM feeds", "\"v1\"");
	/* A new URL drops the old URL's validators. */
	T_INT(store_feed_sync(st, "a", "http://a.example/atom"), a);
	T_INT(query_int(store_db(st),
		  "SELECT count(*) FROM feeds WHERE "
		  "url = 'http://a.example/atom' AND etag IS NULL AND "
		  "last_modified IS NULL"),
	    1);
	close_store(st);
}

static void
test_store_feed_polled_records_outcome(void)
{
	struct store *st;
	struct seen sn = { 0 };
	int64_t id;
	char *s;

	st = open_store("polled.db");
	id = store_feed_sync(st, "a", "http://a.example/rss");
	T_INT(poll_feed(st, id, 100, NULL, 0, "e1", "lm1", 200), 0);
	T_INT(poll_feed(st, id, 200, "HTTP 500", 1, NULL, NULL, 300), 0);
	T_INT(poll_feed(st, id, 300, "timeout", 2, NULL, NULL, 400), 0);
	T_INT(store_feed_get(st, "a", feed_cb, &sn), 0);
	T_INT(sn.n, 1);
	T_INT(sn.num[0], 2);
	s = query_text(store_db(st),
	    "SELECT etag || ' ' || last_modified || "
	    "' ' || last_error || ' ' || next_poll_at FROM feeds");
	T_STR(s, "e1 lm1 timeout 400");
	free(s);
	seen_free(&sn);
	T_INT(poll_feed(st, id, 400, NULL, 0, "e2", NULL, 0), 0);
	T_INT(store_feed_get(st, "a", feed_cb, &sn), 0);
	T_INT(sn.num[0], 0);
	s = query_text(store_db(st),
	    "SELECT etag || ' ' || last_modified || "
	    "' ' || coalesce(last_error, '-') || ' ' || "
	    "coalesce(next_poll_at, '-') FROM feeds");
	T_STR(s, "e2 lm1 - -");
	free(s);
	seen_free(&sn);
	T_INT(store_feed_get(st, "nosuch", feed_cb, &sn), 0);
	T_INT(sn.n, 0);
	T_INT(poll_feed(st, 999, 1, NULL, 0, NULL, NULL, 0), -1);
	close_store(st);
}

/*
 * A poll is written whole or not at all: a write failing half-way (a
 * trigger stands for a full disk) leaves the row and the entries as they
 * were, whichever write fails.
 */
static void
test_store_feed_polled_is_all_or_nothing(void)
{
	static const char *row = "SELECT last_poll_at || ' ' || failures || "
				 "' ' || state || ' ' || url || ' ' || etag || "
				 "' ' || coalesce(last_error, '-') FROM feeds";
	struct store *st;
	struct store_poll o;
	struct feed_entry e[2];
	sqlite3 *h;
	int64_t f;

	st = open_store("pollwhole.db");
	h = db_handle(store_db(st));
	f = store_feed_sync(st, "a", "http://a.example/rss");
	T_INT(poll_feed(st, f, 100, NULL, 0, "e1", NULL, 200), 0);
	memset(e, 0, sizeof(e));
	e[0].guid = (char *)(uintptr_t) "one";
	e[1].guid = (char *)(uintptr_t) "two";
	memset(&o, 0, sizeof(o));
	o.feed_id = f;
	o.at = 300;
	o.next_poll_at = 400;
	o.state = "ok";
	o.etag = "e2";
	o.moved_to = "http://a.example/new";
	o.entries = e;
	o.nentries = 2;

	/* The second entry fails: the first goes, the row stays. */
	T_INT(sqlite3_exec(h,
		  "CREATE TRIGGER no_two BEFORE INSERT ON entries"
		  " WHEN NEW.guid = 'two' BEGIN SELECT RAISE(ABORT, 'full');"
		  " END",
		  NULL, NULL, NULL),
	    SQLITE_OK);
	T_INT(store_feed_polled(st, &o), -1);
	T_INT(query_int(store_db(st), "SELECT count(*) FROM entries"), 0);
	check_text(store_db(st), row, "100 0 ok http://a.example/rss e1 -");
	T_INT(sqlite3_exec(h, "DROP TRIGGER no_two", NULL, NULL, NULL),
	    SQLITE_OK);

	/* The row fails after the entries: they go too. */
	T_INT(sqlite3_exec(h,
		  "CREATE TRIGGER no_row BEFORE UPDATE ON feeds"
		  " BEGIN SELECT RAISE(ABORT, 'full'); END",
		  NULL, NULL, NULL),
	    SQLITE_OK);
	T_INT(store_feed_polled(st, &o), -1);
	T_INT(query_int(store_db(st), "SELECT count(*) FROM entries"), 0);
	check_text(store_db(st), row, "100 0 ok http://a.example/rss e1 -");
	T_INT(sqlite3_exec(h, "DROP TRIGGER no_row", NULL, NULL, NULL),
	    SQLITE_OK);

	/* Inside the caller's transaction, only the poll is undone. */
	T_INT(db_begin(store_db(st)), 0);
	T_OK(add_entry(st, f, "before", NULL, "Before", 0, NULL) > 0);
	T_INT(sqlite3_exec(h,
		  "CREATE TRIGGER no_row BEFORE UPDATE ON feeds"
		  " BEGIN SELECT RAISE(ABORT, 'full'); END",
		  NULL, NULL, NULL),
	    SQLITE_OK);
	T_INT(store_feed_polled(st, &o), -1);
	T_INT(sqlite3_exec(h, "DROP TRIGGER no_row", NULL, NULL, NULL),
	    SQLITE_OK);
	T_INT(db_commit(store_db(st)), 0);
	check_text(
	    store_db(st), "SELECT group_concat(guid) FROM entries", "before");

	/* Nothing fails: all of it is written. */
	T_INT(store_feed_polled(st, &o), 0);
	T_INT(o.added, 2);
	T_INT(query_int(store_db(st), "SELECT count(*) FROM entries"), 3);
	check_text(store_db(st), row, "300 0 ok http://a.example/new e2 -");
	T_INT(store_feed_polled(st, &o), 0);
	T_INT(o.added, 0);
	close_store(st);
}

static void
test_store_feed_list_counts_and_active(void)
{
	struct store *st;
	struct seen sn = { 0 };
	int64_t a, b, e1;

	st = open_store("counts.db");
	b = store_feed_sync(st, "b", "http://b.example/rss");
	a = store_feed_sync(st, "a", "http://a.example/rss");
	e1 = add_entry(st, a, "g1", "http://a.example/1", "One", 0, NULL);
	add_entry(st, a, "g2", "http://a.example/2", "Two", 0, NULL);
	add_entry(st, b, "g1", "http://b.example/1", "Bee", 0, NULL);
	T_INT(put_article(st, e1, "One", "body", 0), 0);

	T_INT(store_feed_list(st, 0, feed_cb, &sn), 0);
	T_INT(sn.n, 2);
	T_STR(sn.text[0], "a");        /* by name */
	T_INT(sn.ids[0], 2 * 100 + 1); /* 2 entries, 1 article */
	T_STR(sn.text[1], "b");
	T_INT(sn.ids[1], 1 * 100 + 0);
	seen_free(&sn);

	T_INT(store_feed_deactivate_all(st), 0);
	T_INT(store_feed_sync(st, "b", "http://b.example/rss"), b);
	T_INT(store_feed_list(st, 1, feed_cb, &sn), 0);
	T_INT(sn.n, 1);
	T_STR(sn.text[0], "b");
	T_INT(sn.len[0], 1);
	seen_free(&sn);
	T_INT(store_feed_list(st, 0, feed_cb, &sn), 0);
	T_INT(sn.n, 2);
	T_INT(sn.len[0], 0); /* a: inactive, still listed */
	seen_free(&sn);

	/* A callback returning non-zero stops the iteration. */
	sn.stop_after = 1;
	T_INT(store_feed_list(st, 0, feed_cb, &sn), 0);
	T_INT(sn.n, 1);
	seen_free(&sn);
	close_store(st);
}

static void
test_store_feed_tmpl_status(void)
{
	struct store *st;
	int64_t id;
	char *s;

	st = open_store("tstatus.db");
	id = store_feed_sync(st, "a", "http://a.example/rss");
	T_INT(store_feed_set_tmpl_status(
		  st, id, STORE_TMPL_FAILED, "no body found"),
	    0);
	s = query_text(store_db(st),
	    "SELECT tmpl_status || ':' || "
	    "tmpl_reason FROM feeds");
	T_STR(s, "failed:no body found");
	free(s);
	T_INT(store_feed_set_tmpl_status(st, 999, STORE_TMPL_OK, NULL), -1);
	close_store(st);
}

/* ---- entries ---- */

static int
entry_cb(const struct store_entry *e, void *arg)
{
	struct seen *sn = arg;
	struct buf b;
	size_t i;

	buf_init(&b);
	for (i = 0; i < e->ncategories; i++)
		buf_printf(&b, "%s<%s>", i ? "," : "", e->categories[i]);
	if (sn->n < 16) {
		sn->ids[sn->n] = e->id;
		sn->text[sn->n] = buf_detach(&b, NULL);
		sn->snippet[sn->n] = e->title ? strdup(e->title) : NULL;
		sn->num[sn->n] = e->published;
		sn->len[sn->n] = e->ncategories;
	} else
		buf_free(&b);
	sn->n++;
	return seen_stop(sn);
}

static void
test_store_entry_dedupe_guid_then_url(void)
{
	struct store *st;
	struct seen sn = { 0 };
	struct store_entry after;
	int64_t f, g, id1, id2, id3;
	int is_new = -1;

	st = open_store("dedupe.db");
	f = store_feed_sync(st, "a", "http://a.example/rss");
	g = store_feed_sync(st, "b", "http://b.example/rss");

	id1 = add_entry(
	    st, f, "guid-1", "http://a.example/1", "First", 0, &is_new);
	T_OK(id1 > 0);
	T_INT(is_new, 1);
	/* Same guid, other URL and title: the same entry, unchanged. */
	T_INT(add_entry(st, f, "guid-1", "http://a.example/moved", "Changed", 0,
		  &is_new),
	    id1);
	T_INT(is_new, 0);
	/* No guid: the URL is the key. */
	id2 =
	    add_entry(st, f, NULL, "http://a.example/2", "Second", 0, &is_new);
	T_OK(id2 > 0 && id2 != id1);
	T_INT(is_new, 1);
	T_INT(add_entry(st, f, NULL, "http://a.example/2", "Again", 0, &is_new),
	    id2);
	T_INT(is_new, 0);
	T_INT(add_entry(
		  st, f, "", "http://a.example/2", "Empty guid", 0, &is_new),
	    id2);
	/* Keys are per feed. */
	id3 = add_entry(
	    st, g, "guid-1", "http://b.example/1", "Other", 0, &is_new);
	T_OK(id3 > 0 && id3 != id1);
	T_INT(is_new, 1);
	/* Neither guid nor URL: refused. */
	T_INT(add_entry(st, f, NULL, NULL, "Nothing", 0, &is_new), -1);
	T_INT(is_new, 0);
	/* Unknown feed: the foreign key refuses it. */
	T_INT(add_entry(st, 999, "x", NULL, "Orphan", 0, NULL), -1);

	T_INT(store_entries_without_page(
		  st, f, util_now(), NULL, 100, entry_cb, &sn),
	    2);
	T_INT(sn.n, 2);
	T_INT(sn.ids[0], id1);
	T_STR(sn.snippet[0], "First");
	T_INT(sn.ids[1], id2);
	T_STR(sn.snippet[1], "Second");
	seen_free(&sn);

	/* In batches: one, then the one after it, then none. */
	memset(&after, 0, sizeof(after));
	T_INT(store_entries_without_page(
		  st, f, util_now(), NULL, 1, entry_cb, &sn),
	    1);
	T_INT(sn.ids[0], id1);
	after.found_at = 1000;
	after.id = id1;
	T_INT(store_entries_without_page(
		  st, f, util_now(), &after, 1, entry_cb, &sn),
	    1);
	T_INT(sn.ids[1], id2);
	after.id = id2;
	T_INT(store_entries_without_page(
		  st, f, util_now(), &after, 1, entry_cb, &sn),
	    0);
	T_INT(sn.n, 2);
	seen_free(&sn);
	close_store(st);
}

static void
test_store_entry_categories_round_trip(void)
{
	static char c1[] = "Linux", c2[] = "say \"hi\"\\now",
		    c3[] = "\xc3\x9cnic\xc3\xb6"
			   "de";
	char *cats[] = { c1, c2, c3 };
	struct store *st;
	struct feed_entry e;
	struct seen sn = { 0 };
	int64_t f, id;
	char *json;

	st = open_store("cats.db");
	f = store_feed_sync(st, "a", "http://a.example/rss");
	memset(&e, 0, sizeof(e));
	e.guid = (char *)(uintptr_t) "g";
	e.url = (char *)(uintptr_t) "http://a.example/1";
	e.categories = cats;
	e.ncategories = NELEM(cats);
	e.published = 1700000000;
	id = store_entry_add(st, f, &e, 5, NULL);
	T_OK(id > 0);
	add_entry(st, f, "nocats", "http://a.example/2", "t", 0, NULL);

	T_INT(store_entries_without_page(
		  st, f, util_now(), NULL, 100, entry_cb, &sn),
	    2);
	T_INT(sn.n, 2);
	T_INT(sn.len[0], 3);
	T_STR(sn.text[0],
	    "<Linux>,<say \"hi\"\\now>,<\xc3\x9cnic\xc3\xb6"
	    "de>");
	T_INT(sn.num[0], 1700000000);
	T_INT(sn.len[1], 0);
	T_STR(sn.text[1], "");
	seen_free(&sn);

	/* Plain SQL readers see a JSON array. */
	json = query_text(store_db(st),
	    "SELECT group_concat(value, '|') "
	    "FROM entries, json_each(entries.categories) WHERE entries.key = "
	    "'g'");
	T_STR(json,
	    "Linux|say \"hi\"\\now|\xc3\x9cnic\xc3\xb6"
	    "de");
	free(json);
	close_store(st);
}

static void
test_store_entry_bad_categories_json_read_as_none(void)
{
	struct store *st;
	struct seen sn = { 0 };
	int64_t f;

	st = open_store("badjson.db");
	f = store_feed_sync(st, "a", "http://a.example/rss");
	add_entry(st, f, "g", "http://a.example/1", "t", 0, NULL);
	T_INT(sqlite3_exec(db_handle(store_db(st)),
		  "UPDATE entries SET categories = '{not json'", NULL, NULL,
		  NULL),
	    SQLITE_OK);
	T_INT(store_entries_without_page(
		  st, f, util_now(), NULL, 100, entry_cb, &sn),
	    1);
	T_INT(sn.n, 1);
	T_INT(sn.len[0], 0);
	seen_free(&sn);
	close_store(st);
}

/* ---- pages ---- */

static int
page_cb(const struct store_entry *e, const struct store_page *p, void *arg)
{
	struct seen *sn = arg;

	if (sn->n < 16) {
		sn->ids[sn->n] = e->id;
		sn->len[sn->n] = p->len;
		sn->text[sn->n] = xmalloc(p->len + 1);
		memcpy(sn->text[sn->n], p->body, p->len + 1);
		sn->snippet[sn->n] = p->final_url ? strdup(p->final_url) : NULL;
		sn->num[sn->n] = p->status;
	}
	sn->n++;
	return seen_stop(sn);
}

static void
test_store_page_binary_body_round_trip(void)
{
	static const char body[] = "<p>a\0b\xff\xfe\x01</p>\0";
	struct store *st;
	struct store_page p;
	struct seen sn = { 0 };
	int64_t f, id;

	st = open_store("pages.db");
	f = store_feed_sync(st, "a", "http://a.example/rss");
	id = add_entry(st, f, "g", "http://a.example/1", "t", 0, NULL);
	memset(&p, 0, sizeof(p));
	p.entry_id = id;
	p.url = "http://a.example/1";
	p.final_url = "http://a.example/1/";
	p.status = 200;
	p.charset = "iso-8859-1";
	p.body = body;
	p.len = sizeof(body); /* both NULs included */
	p.fetched_at = 10;
	T_INT(store_page_add(st, &p), 0);

	T_INT(store_pages_recent(st, f, 5, page_cb, &sn), 0);
	T_INT(sn.n, 1);
	T_INT(sn.len[0], sizeof(body));
	T_OK(sn.text[0] != NULL && memcmp(sn.text[0], body, sizeof(body)) == 0);
	T_STR(sn.snippet[0], "http://a.example/1/");
	T_INT(sn.num[0], 200);
	seen_free(&sn);
	check_text(store_db(st), "SELECT typeof(body) FROM pages", "blob");

	/* An empty body is an empty page, not a missing one. */
	p.body = "";
	p.len = 0;
	T_INT(store_page_add(st, &p), 0); /* a refetch replaces */
	T_INT(store_pages_recent(st, f, 5, page_cb, &sn), 0);
	T_INT(sn.n, 1);
	T_INT(sn.len[0], 0);
	seen_free(&sn);
	T_INT(query_int(store_db(st), "SELECT count(*) FROM pages"), 1);
	close_store(st);
}

static void
test_store_pages_recent_skips_errors_newest_first(void)
{
	struct store *st;
	struct seen sn = { 0 };
	int64_t f, e1, e2, e3, e4;

	st = open_store("recent.db");
	f = store_feed_sync(st, "a", "http://a.example/rss");
	e1 = add_entry(st, f, "1", "http://a.example/1", "t1", 0, NULL);
	e2 = add_entry(st, f, "2", "http://a.example/2", "t2", 0, NULL);
	e3 = add_entry(st, f, "3", "http://a.example/3", "t3", 0, NULL);
	e4 = add_entry(st, f, "4", "http://a.example/4", "t4", 0, NULL);
	T_INT(add_page(st, e1, "one", NULL), 0);
	T_INT(add_page(st, e2, NULL, "HTTP 404"), 0);
	T_INT(add_page(st, e3, "three", NULL), 0);
	T_INT(add_page(st, e4, "four", NULL), 0);

	T_INT(store_pages_recent(st, f, 2, page_cb, &sn), 0);
	T_INT(sn.n, 2);
	T_INT(sn.ids[0], e4);
	T_INT(sn.ids[1], e3);
	seen_free(&sn);
	T_INT(store_pages_recent(st, f, 10, page_cb, &sn), 0);
	T_INT(sn.n, 3);
	T_INT(sn.ids[2], e1);
	seen_free(&sn);

	/* The failed fetch counts as a page: no refetch. */
	T_INT(store_entries_without_page(
		  st, f, util_now(), NULL, 100, entry_cb, &sn),
	    0);
	T_INT(sn.n, 0);
	seen_free(&sn);
	close_store(st);
}

struct extract_ctx {
	struct store *st;
	int64_t template_id;
	int n;
};

/* Extracts and stores while the store is iterating, as crawl.c does. */
static int
extract_cb(const struct store_entry *e, const struct store_page *p, void *arg)
{
	struct extract_ctx *x = arg;

	x->n++;
	if (put_article(x->st, e->id, NULL, p->body, x->template_id) != 0)
		return 1;
	return 0;
}

static int64_t
add_template(
    struct store *st, int64_t feed_id, const char *xpath, const char *reason)
{
	static const int64_t from[] = { 3, 1, 4000000000LL };
	struct store_template t;

	memset(&t, 0, sizeof(t));
	t.feed_id = feed_id;
	t.json = "{\"body\":\"//article\"}";
	t.method = "teaser";
	t.body_xpath = xpath;
	t.title_xpath = "//h1";
	t.learned_from = from;
	t.nlearned_from = NELEM(from);
	t.learned_at = 500;
	return store_template_add(st, &t, reason);
}

static void
test_store_pages_to_extract_by_template(void)
{
	struct store *st;
	struct extract_ctx x;
	struct seen sn = { 0 };
	int64_t f, e1, e2, e3, t1, t2;

	st = open_store("extract.db");
	f = store_feed_sync(st, "a", "http://a.example/rss");
	e1 = add_entry(st, f, "1", "http://a.example/1", "t1", 0, NULL);
	e2 = add_entry(st, f, "2", "http://a.example/2", "t2", 0, NULL);
	e3 = add_entry(st, f, "3", "http://a.example/3", "t3", 0, NULL);
	add_page(st, e1, "one", NULL);
	add_page(st, e2, "two", NULL);
	add_page(st, e3, NULL, "timeout");
	t1 = add_template(st, f, "//div", NULL);
	T_OK(t1 > 0);

	/* Articles are written from inside the iteration. */
	memset(&x, 0, sizeof(x));
	x.st = st;
	x.template_id = t1;
	T_INT(store_pages_to_extract(st, f, t1, extract_cb, &x), 0);
	T_INT(x.n, 2);
	T_INT(query_int(store_db(st), "SELECT count(*) FROM articles"), 2);
	x.n = 0;
	T_INT(store_pages_to_extract(st, f, t1, extract_cb, &x), 0);
	T_INT(x.n, 0);
	x.n = 0;
	T_INT(store_pages_to_extract(st, f, 0, extract_cb, &x), 0);
	T_INT(x.n, 2);

	/* A new template makes every page due again, oldest first. */
	t2 = add_template(st, f, "//main", "drift");
	T_INT(store_pages_to_extract(st, f, t2, page_cb, &sn), 0);
	T_INT(sn.n, 2);
	T_INT(sn.ids[0], e1);
	T_INT(sn.ids[1], e2);
	seen_free(&sn);
	close_store(st);
}

/* A fresh store with feed "a" and its entries "1" and "2". */
static struct store *
open_two_entries(const char *name, int64_t *f, int64_t *e1, int64_t *e2)
{
	struct store *st = open_store(name);

	*f = store_feed_sync(st, "a", "http://a.example/rss");
	*e1 = add_entry(st, *f, "1", "http://a.example/1", "t1", 100, NULL);
	*e2 = add_entry(st, *f, "2", "http://a.example/2", "t2", 200, NULL);
	return st;
}

/* A page body of len bytes that compresses well, like HTML. */
static char *
html_body(size_t len)
{
	struct buf b;

	buf_init(&b);
	buf_adds(&b, "<!doctype html><html><body>");
	while (b.len < len)
		buf_printf(
		    &b, "<p class=\"x\">Paragraph %zu of text.</p>\n", b.len);
	return buf_detach(&b, NULL);
}

static void
test_store_page_compressed_round_trip(void)
{
	struct store *st;
	struct seen sn = { 0 };
	int64_t f, e1, e2;
	char *body = html_body(40000);

	st = open_two_entries("zlib.db", &f, &e1, &e2);
	T_INT(add_page(st, e1, body, NULL), 0);
	T_INT(add_page(st, e2, "<p>short</p>", NULL), 0);
	/* Stored smaller, with its size as received; a short one raw. */
	check_text(store_db(st),
	    "SELECT body_encoding FROM pages "
	    "WHERE entry_id = 1",
	    "zlib");
	T_OK(query_int(store_db(st),
		 "SELECT length(body) FROM pages "
		 "WHERE entry_id = 1") < (long long)strlen(body) / 4);
	T_INT(query_int(store_db(st),
		  "SELECT body_size FROM pages "
		  "WHERE entry_id = 1"),
	    (long long)strlen(body));
	T_INT(query_int(store_db(st),
		  "SELECT body_encoding IS NULL AND "
		  "body_size = 12 FROM pages WHERE entry_id = 2"),
	    1);

	T_INT(store_pages_recent(st, f, 5, page_cb, &sn), 0);
	T_INT(sn.n, 2);
	T_INT(sn.ids[1], e1);
	T_INT(sn.len[1], strlen(body));
	T_STR(sn.text[1], body);
	T_STR(sn.text[0], "<p>short</p>");
	seen_free(&sn);
	free(body);
	close_store(st);
}

static void
test_store_page_corrupt_body_is_skipped(void)
{
	struct store *st;
	struct seen sn = { 0 };
	int64_t f, e1, e2, e3;
	char *body = html_body(20000);

	st = open_two_entries("corrupt.db", &f, &e1, &e2);
	e3 = add_entry(st, f, "3", "http://a.example/3", "t3", 0, NULL);
	T_INT(add_page(st, e1, body, NULL), 0);
	T_INT(add_page(st, e2, body, NULL), 0);
	T_INT(add_page(st, e3, body, NULL), 0);
	/* Garbage bytes; a size no blob that short could inflate to. */
	T_INT(
	    sqlite3_exec(db_handle(store_db(st)),
		"UPDATE pages SET body = x'789c00ff00ff00ff' WHERE entry_id = "
		"1;"
		"UPDATE pages SET body_size = 1099511627776 WHERE entry_id = 2",
		NULL, NULL, NULL),
	    SQLITE_OK);
	T_INT(store_pages_recent(st, f, 5, page_cb, &sn), 0);
	T_INT(sn.n, 1);
	T_INT(sn.ids[0], e3);
	T_STR(sn.text[0], body);
	seen_free(&sn);
	free(body);
	close_store(st);
}

/* A current template of feed_id learned from the entries from. */
static int64_t
add_template_from(
    struct store *st, int64_t feed_id, const int64_t *from, size_t n)
{
	struct store_template t;

	memset(&t, 0, sizeof(t));
	t.feed_id = feed_id;
	t.json = "{\"body\":\"//article\"}";
	t.body_xpath = "//article";
	t.learned_from = from;
	t.nlearned_from = n;
	return store_template_add(st, &t, "replaced");
}

static void
test_store_pages_drop_old_keeps_what_templates_need(void)
{
	struct store *st;
	struct store_page p;
	struct store_status status;
	struct seen sn = { 0 };
	int64_t f, g, e[8], from[1], bytes = 0;
	char key[8], *body = html_body(5000);
	int i;

	st = open_store("retain.db");
	f = store_feed_sync(st, "a", "http://a.example/rss");
	g = store_feed_sync(st, "b", "http://b.example/rss");
	/* Feed a: e[0..5] old pages, e[6] an old failure, e[7] fresh. */
	for (i = 0; i < 8; i++) {
		snprintf(key, sizeof(key), "%d", i);
		e[i] =
		    add_entry(st, f, key, "http://a.example/x", "t", 0, NULL);
		T_INT(add_page(st, e[i], i == 6 ? NULL : body,
			  i == 6 ? "HTTP 404" : NULL),
		    0);
		T_INT(put_article(st, e[i], "T", "Body.", 0), 0);
	}
	T_INT(sqlite3_exec(db_handle(store_db(st)),
		  "UPDATE pages SET fetched_at = 9000 WHERE entry_id = 8", NULL,
		  NULL, NULL),
	    SQLITE_OK);
	from[0] = e[0];
	T_OK(add_template_from(st, f, from, 1) > 0);
	/* Feed b: one old page, its newest: kept. */
	T_OK(add_entry(st, g, "b1", "http://b.example/1", "t", 0, NULL) > 0);
	T_INT(add_page(st, e[7] + 1, body, NULL), 0);

	/* Kept: e[0] (learned from), the newest two good pages (e[7],
	 * e[5]); dropped: e[1..4]. */
	T_INT(store_pages_drop_old(st, 3000, 2, 100, 4000, &bytes), 4);
	T_OK(bytes > 0 && bytes < 4 * 5000);
	check_text(store_db(st),
	    "SELECT group_concat(entry_id) FROM pages "
	    "WHERE body IS NULL AND body_dropped_at = 4000 AND error IS NULL",
	    "2,3,4,5");
	T_INT(query_int(store_db(st), "SELECT count(*) FROM pages"), 9);
	T_INT(query_int(store_db(st), "SELECT count(*) FROM articles"), 8);
	/* Readers skip them; nothing is fetched again. */
	T_INT(store_pages_to_extract(st, f, 0, page_cb, &sn), 0);
	T_INT(sn.n, 3);
	seen_free(&sn);
	T_INT(store_entries_without_page(
		  st, f, util_now(), NULL, 100, entry_cb, &sn),
	    0);
	T_INT(sn.n, 0);
	seen_free(&sn);
	T_INT(store_pages_drop_old(st, 3000, 2, 100, 4000, &bytes), 0);
	T_INT(store_status_get(st, 0, 0, 0.6, &status), 0);
	T_INT(status.pages_kept, 4); /* 3 of feed a, 1 of b */
	T_INT(status.page_bytes,
	    query_int(store_db(st), "SELECT sum(length(body)) FROM pages"));
	/* A refetch stores a body again. */
	memset(&p, 0, sizeof(p));
	p.entry_id = e[1];
	p.body = "<p>again</p>";
	p.len = 12;
	p.fetched_at = 5000;
	T_INT(store_page_add(st, &p), 0);
	T_INT(query_int(store_db(st),
		  "SELECT body_dropped_at IS NULL FROM "
		  "pages WHERE entry_id = 2"),
	    1);
	free(body);
	close_store(st);
}

static void
test_store_pages_compress_raw_of_older_versions(void)
{
	struct store *st;
	struct seen sn = { 0 };
	sqlite3_stmt *s;
	int64_t f, e1, e2;
	char *body = html_body(30000), want[64];

	st = open_two_entries("raw.db", &f, &e1, &e2);
	T_INT(add_page(st, e1, body, NULL), 0);
	T_INT(add_page(st, e2, "<p>tiny</p>", NULL), 0);
	/* As an older templar left them: raw, no size. */
	T_INT(sqlite3_prepare_v2(db_handle(store_db(st)),
		  "UPDATE pages SET body = ?1, body_encoding = NULL, body_size "
		  "= NULL"
		  " WHERE entry_id = 1",
		  -1, &s, NULL),
	    SQLITE_OK);
	sqlite3_bind_blob(s, 1, body, (int)strlen(body), SQLITE_STATIC);
	T_INT(sqlite3_step(s), SQLITE_DONE);
	sqlite3_finalize(s);
	T_INT(sqlite3_exec(db_handle(store_db(st)),
		  "UPDATE pages SET body_size = NULL WHERE entry_id = 2", NULL,
		  NULL, NULL),
	    SQLITE_OK);
	T_INT(query_int(store_db(st),
		  "SELECT count(*) FROM pages WHERE "
		  "body_encoding IS NULL AND body_size IS NULL"),
	    2);
	T_INT(store_pages_compress_raw(st, 1), 1);
	T_INT(store_pages_compress_raw(st, 10), 1);
	T_INT(store_pages_compress_raw(st, 10), 0);
	/* The big one is compressed, the tiny one only sized. */
	snprintf(want, sizeof(want), "zlib %zu,- 11", strlen(body));
	check_text(store_db(st),
	    "SELECT group_concat(coalesce(body_encoding,"
	    " '-') || ' ' || body_size) FROM pages",
	    want);
	T_INT(store_pages_recent(st, f, 5, page_cb, &sn), 0);
	T_INT(sn.n, 2);
	T_STR(sn.text[1], body);
	T_STR(sn.text[0], "<p>tiny</p>");
	seen_free(&sn);
	free(body);
	close_store(st);
}

/* ---- templates ---- */

static int
template_cb(const struct store_template *t, void *arg)
{
	struct seen *sn = arg;
	struct buf b;
	size_t i;

	buf_init(&b);
	buf_printf(&b, "v%d %s %s %s %s %s [", t->version, t->feed_name,
	    t->status, t->reason ? t->reason : "-", t->body_xpath, t->method);
	for (i = 0; i < t->nlearned_from; i++)
		buf_printf(
		    &b, "%s%lld", i ? "," : "", (long long)t->learned_from[i]);
	buf_printf(&b, "] %s %lld", t->json, (long long)t->learned_at);
	if (sn->n < 16) {
		sn->ids[sn->n] = t->id;
		sn->text[sn->n] = buf_detach(&b, NULL);
	} else
		buf_free(&b);
	sn->n++;
	return seen_stop(sn);
}

static void
test_store_template_versions_retire_current(void)
{
	struct store *st;
	struct seen sn = { 0 };
	int64_t f, g, t1, t2, t3;
	char *s;

	st = open_store("tmpl.db");
	f = store_feed_sync(st, "a", "http://a.example/rss");
	g = store_feed_sync(st, "b", "http://b.example/rss");
	T_INT(store_template_current(st, f, template_cb, &sn), 0);
	T_INT(sn.n, 0);

	t1 = add_template(st, f, "//div", "unused");
	T_OK(t1 > 0);
	T_INT(store_template_current(st, f, template_cb, &sn), 0);
	T_INT(sn.n, 1);
	T_INT(sn.ids[0], t1);
	T_STR(sn.text[0],
	    "v1 a current - //div teaser [3,1,4000000000] "
	    "{\"body\":\"//article\"} 500");
	seen_free(&sn);
	s = query_text(store_db(st),
	    "SELECT tmpl_status FROM feeds "
	    "WHERE name = 'a'");
	T_STR(s, "ok");
	free(s);

	/* Inside the caller's transaction too. */
	T_INT(db_begin(store_db(st)), 0);
	t2 = add_template(st, f, "//main", "score 0.2 below 0.6");
	T_INT(db_commit(store_db(st)), 0);
	T_OK(t2 > t1);
	t3 = add_template(st, g, "//p", NULL); /* versions are per feed */

	T_INT(store_template_current(st, f, template_cb, &sn), 0);
	T_INT(sn.n, 1);
	T_INT(sn.ids[0], t2);
	seen_free(&sn);
	T_INT(store_template_list(st, "a", template_cb, &sn), 0);
	T_INT(sn.n, 2);
	T_STR(sn.text[0],
	    "v2 a current - //main teaser [3,1,4000000000] "
	    "{\"body\":\"//article\"} 500");
	T_STR(sn.text[1],
	    "v1 a retired score 0.2 below 0.6 //div teaser "
	    "[3,1,4000000000] {\"body\":\"//article\"} 500");
	seen_free(&sn);
	T_INT(store_template_list(st, NULL, template_cb, &sn), 0);
	T_INT(sn.n, 3);
	T_INT(sn.ids[0], t3);
	T_OK(
	    sn.text[0] != NULL && strncmp(sn.text[0], "v1 b current", 12) == 0);
	seen_free(&sn);

	/* A rolled back transaction takes the new version with it. */
	T_INT(db_begin(store_db(st)), 0);
	T_OK(add_template(st, f, "//x", "gone") > 0);
	db_rollback(store_db(st));
	T_INT(store_template_current(st, f, template_cb, &sn), 0);
	T_INT(sn.ids[0], t2);
	seen_free(&sn);

	/* A failed add changes nothing (unknown feed: foreign key). */
	T_INT(add_template(st, 999, "//x", "r"), -1);
	T_INT(query_int(store_db(st), "SELECT count(*) FROM templates"), 3);
	T_INT(query_int(store_db(st),
		  "SELECT count(*) FROM templates "
		  "WHERE status = 'current'"),
	    2);
	close_store(st);
}

/* ---- articles ---- */

static void
test_store_article_upsert_and_search(void)
{
	struct store *st;
	struct seen sn = { 0 };
	int64_t f, e1, e2;

	st = open_store("articles.db");
	f = store_feed_sync(st, "a", "http://a.example/rss");
	e1 = add_entry(
	    st, f, "1", "http://a.example/1", "Feed title", 100, NULL);
	e2 = add_entry(st, f, "2", "http://a.example/2", "Other", 200, NULL);
	add_page(st, e1, "x", NULL);

	/* No title found: the entry's title, marked so. */
	T_INT(put_article(st, e1, NULL,
		  "The penguin sleeps on the ice "
		  "floe all day long.",
		  0),
	    0);
	T_INT(store_article_get(st, "http://a.example/1", article_cb, &sn), 0);
	T_INT(sn.n, 1);
	T_STR(sn.text[0], "Feed title");
	T_INT(sn.num[0], 1);
	seen_free(&sn);

	/* Again: replaced in place, the index in step. */
	T_INT(put_article(st, e1, "Page title", "A walrus swims.", 0), 0);
	T_INT(query_int(store_db(st), "SELECT count(*) FROM articles"), 1);
	T_INT(store_article_search(st, "walrus", 10, article_cb, &sn), 0);
	T_INT(sn.n, 1);
	T_STR(sn.text[0], "Page title");
	T_INT(sn.num[0], 0);
	T_STR(sn.snippet[0], "A [walrus] swims.");
	seen_free(&sn);
	T_INT(store_article_search(st, "penguin", 10, article_cb, &sn), 0);
	T_INT(sn.n, 0);
	seen_free(&sn);

	/* Diacritics and case fold; titles and categories are indexed. */
	T_INT(put_article(st, e2, "Caf\xc3\xa9 news", "Body two.", 0), 0);
	T_INT(store_article_search(st, "CAFE", 10, article_cb, &sn), 0);
	T_INT(sn.n, 1);
	T_STR(sn.text[0], "Caf\xc3\xa9 news");
	seen_free(&sn);
	T_INT(
	    store_article_search(st, "category:news", 10, article_cb, &sn), 0);
	T_INT(sn.n, 2);
	seen_free(&sn);
	T_INT(store_article_search(st, "title:news", 10, article_cb, &sn), 0);
	T_INT(sn.n, 1);
	seen_free(&sn);

	/* Unknown entry. */
	T_INT(put_article(st, 999, "t", "b", 0), -1);
	close_store(st);
}

static void
test_store_article_search_cjk_words(void)
{
	struct store *st;
	struct seen sn = { 0 };
	int64_t f, e1, e2, e3;

	st = open_store("cjk.db");
	f = store_feed_sync(st, "a", "http://a.example/rss");
	e1 = add_entry(st, f, "1", "http://a.example/1", "t1", 100, NULL);
	e2 = add_entry(st, f, "2", "http://a.example/2", "t2", 200, NULL);
	T_INT(put_article(st, e1, "长江水位监测站用上无人船",
		  "监测站近日开始使用无人船测量水位。Drone boats.", 0),
	    0);
	T_INT(
	    put_article(st, e2, "地铁五号线", "江城地铁启用刷脸进站。", 0), 0);
	/* A word inside a run of characters, of three and of two. */
	T_INT(store_article_search(st, "无人船", 10, article_cb, &sn), 0);
	T_INT(sn.n, 1);
	T_STR(sn.text[0], "长江水位监测站用上无人船");
	T_STR(
	    sn.snippet[0], "监测站近日开始使用[无人船]测量水位。 Drone boats.");
	seen_free(&sn);
	T_INT(store_article_search(st, "地铁", 10, article_cb, &sn), 0);
	T_INT(sn.n, 1);
	seen_free(&sn);
	/* Mixed with the query language and quoted phrases. */
	T_INT(
	    store_article_search(st, "水位 AND drone", 10, article_cb, &sn), 0);
	T_INT(sn.n, 1);
	seen_free(&sn);
	T_INT(store_article_search(st, "\"刷脸进站\"", 10, article_cb, &sn), 0);
	T_INT(sn.n, 1);
	seen_free(&sn);
	T_INT(store_article_search(st, "无人机", 10, article_cb, &sn), 0);
	T_INT(sn.n, 0);
	seen_free(&sn);
	/* full-width punctuation is CJK text: no spaces around it */
	e3 = add_entry(st, f, "3", "http://a.example/3", "t3", 300, NULL);
	T_INT(put_article(st, e3, "两国", "中国，美国（两国）。", 0), 0);
	T_INT(store_article_search(st, "美国", 10, article_cb, &sn), 0);
	T_INT(sn.n, 1);
	T_STR(sn.snippet[0], "中国，[美国]（两国）。");
	seen_free(&sn);
	close_store(st);
}

/* FTS5's own check of the index against the text it reads. */
static int
fts_intact(struct db *db)
{
	return sqlite3_exec(db_handle(db),
		   "INSERT INTO articles_fts "
		   "(articles_fts, rank) VALUES ('integrity-check', 1)",
		   NULL, NULL, NULL) == SQLITE_OK;
}

static void
test_store_fts_reads_the_articles_text(void)
{
	struct store *st;
	struct seen sn = { 0 };
	int64_t f, e1, e2;

	st = open_two_entries("ftstext.db", &f, &e1, &e2);
	T_INT(put_article(st, e1, "Walrus", "A walrus swims.", 0), 0);
	T_INT(put_article(st, e2, "Boats", "今天无人船出海。", 0), 0);
	/* No copy of the text, but the spaced CJK column. */
	check_text(store_db(st),
	    "SELECT group_concat(id || ' ' ||"
	    " coalesce(title, '-') || ' ' || coalesce(category, '-'))"
	    " FROM articles_fts_cjk",
	    "2 - -");
	T_OK(fts_intact(store_db(st)));
	/* Re-extraction replaces the words. */
	T_INT(put_article(st, e1, "Narwhal", "A narwhal dives.", 0), 0);
	T_INT(put_article(st, e2, "Boats", "Drone boats at sea.", 0), 0);
	T_INT(query_int(store_db(st), "SELECT count(*) FROM articles_fts_cjk"),
	    0);
	T_OK(fts_intact(store_db(st)));
	T_INT(store_article_search(st, "walrus OR 无人船", 10, article_cb, &sn),
	    0);
	T_INT(sn.n, 0);
	seen_free(&sn);
	T_INT(store_article_search(st, "narwhal", 10, article_cb, &sn), 0);
	T_INT(sn.n, 1);
	T_STR(sn.snippet[0], "A [narwhal] dives.");
	seen_free(&sn);
	/* Articles deleted with their feed leave the index. */
	T_INT(put_article(st, e2, "Boats", "今天无人船出海。", 0), 0);
	T_INT(sqlite3_exec(db_handle(store_db(st)), "DELETE FROM feeds", NULL,
		  NULL, NULL),
	    SQLITE_OK);
	T_OK(fts_intact(store_db(st)));
	T_INT(query_int(store_db(st), "SELECT count(*) FROM articles_fts_cjk"),
	    0);
	T_INT(query_int(store_db(st),
		  "SELECT count(*) FROM articles_fts "
		  "WHERE articles_fts MATCH 'narwhal OR \"无 人 船\"'"),
	    0);
	close_store(st);
}

extern const char *const schema_migrations[];

/* A database of schema version 7 (its index held a copy of the text)
 * migrates with its articles searchable as before. */
static void
test_store_fts_migrates_from_a_copy(void)
{
	struct store *st;
	struct seen sn = { 0 };
	struct db *db;
	sqlite3 *h;
	char *cause = NULL;
	int v;

	T_INT(sqlite3_open(db_file("v7.db"), &h), SQLITE_OK);
	for (v = 0; v < 7; v++)
		T_INT(sqlite3_exec(h, schema_migrations[v], NULL, NULL, NULL),
		    SQLITE_OK);
	T_INT(sqlite3_exec(h,
		  "INSERT INTO feeds (id, name, url, created_at) VALUES"
		  " (1, 'a', 'http://a.example/rss', 0);"
		  "INSERT INTO entries (id, feed_id, key, found_at) VALUES"
		  " (1, 1, 'k1', 0), (2, 1, 'k2', 0);"
		  "INSERT INTO pages (entry_id, body, fetched_at) VALUES"
		  " (1, CAST('<p>raw</p>' AS BLOB), 0);"
		  "INSERT INTO articles (id, entry_id, title, body_text, "
		  "category,"
		  " extracted_at) VALUES (1, 1, 'Walrus', 'A walrus swims.', "
		  "'News', 0),"
		  " (2, 2, 'Boats 无人船', '今天无人船出海。', 'News', 0);"
		  "INSERT INTO articles_fts (rowid, title, body_text, "
		  "category) VALUES"
		  " (1, 'Walrus', 'A walrus swims.', 'News'),"
		  " (2, 'Boats  无  人  船 ', ' 今  天  无  人  船  出  海 "
		  "。', 'News');"
		  "PRAGMA user_version = 7",
		  NULL, NULL, NULL),
	    SQLITE_OK);
	sqlite3_close(h);

	if ((db = db_open(db_file("v7.db"), DB_READWRITE, &cause)) == NULL) {
		T_OK_MSG(0, "open: %s", cause);
		free(cause);
		return;
	}
	st = store_new(db);
	T_OK(fts_intact(db));
	check_text(db,
	    "SELECT id || ' ' || title || ' ' || body_text || ' ' ||"
	    " coalesce(category, '-') FROM articles_fts_cjk",
	    "2 Boats  无  人  船   今  天  无  人  船  出  海 。 -");
	T_INT(store_article_search(st, "无人船", 10, article_cb, &sn), 0);
	T_INT(sn.n, 1);
	T_STR(sn.snippet[0], "今天[无人船]出海。");
	seen_free(&sn);
	T_INT(store_article_search(st, "walrus", 10, article_cb, &sn), 0);
	T_INT(sn.n, 1);
	seen_free(&sn);
	/* A page body of before stays readable, raw until compressed. */
	check_text(db, "SELECT coalesce(body_size, 'raw') FROM pages", "raw");
	/* An article of before has its one category as its categories. */
	check_text(
	    db, "SELECT categories FROM articles WHERE id = 1", "[\"News\"]");
	close_store(st);
}

/* What an article reads as: its body_html in text, what is served for
 * it in snippet. */
static int
body_cb(const struct store_article *a, void *arg)
{
	struct seen *sn = arg;

	if (sn->n < 16) {
		sn->text[sn->n] =
		    strdup(a->body_html != NULL ? a->body_html : "(null)");
		sn->snippet[sn->n] = serve_feeds_body(a);
	}
	sn->n++;
	return 0;
}

#define OLD_BODY                                                               \
	"<p>Kept paragraph.</p><script>alert(1)</script>"                      \
	"<p onclick=\"alert(2)\">Two <a href=\"javascript:alert(3)\">x</a>"    \
	" <a href=\"/rel\">rel</a></p><iframe src=\"https://evil.example/\">"  \
	"</iframe><img src=\"x.png\" onerror=\"alert(4)\">"

/* v13.db as a templar of schema 13 left it: three articles, one body
 * full of script, one NULL, one empty. */
static void
make_v13_with_old_bodies(void)
{
	sqlite3 *h;
	int v;

	T_INT(sqlite3_open(db_file("v13.db"), &h), SQLITE_OK);
	for (v = 0; v < 13; v++)
		T_INT(sqlite3_exec(h, schema_migrations[v], NULL, NULL, NULL),
		    SQLITE_OK);
	T_INT(
	    sqlite3_exec(h,
		"INSERT INTO feeds (id, name, url, created_at) VALUES"
		" (1, 'a', 'http://a.example/rss', 0);"
		"INSERT INTO entries (id, feed_id, key, found_at) VALUES"
		" (1, 1, 'k1', 0), (2, 1, 'k2', 0), (3, 1, 'k3', 0),"
		" (4, 1, 'k4', 0);"
		"INSERT INTO articles (id, entry_id, url, title, body_text,"
		" body_html, extracted_at) VALUES"
		" (1, 1, 'http://a.example/1', 'One', 'Kept text.', '" OLD_BODY
		"', 0), (2, 2, 'http://a.example/2', 'Two', 'Only text.',"
		" NULL, 0), (3, 3, NULL, 'Three', 'Empty.', '', 0);"
		"PRAGMA user_version = 13",
		NULL, NULL, NULL),
	    SQLITE_OK);
	sqlite3_close(h);
}

/* A database of schema version 13 whose bodies an older templar stored
 * before the allow-list: they are read with no HTML (their text is
 * served) until the background pass cleans them, then served as
 * stored. */
static void
test_store_articles_clean_raw_of_older_versions(void)
{
	struct store *st;
	struct seen sn = { 0 };
	struct db *db;
	char *cause = NULL, *want;

	make_v13_with_old_bodies();

	if ((db = db_open(db_file("v13.db"), DB_READWRITE, &cause)) == NULL) {
		T_OK_MSG(0, "open: %s", cause);
		free(cause);
		return;
	}
	st = store_new(db);
	T_INT(query_int(db,
		  "SELECT count(*) FROM articles"
		  " WHERE body_html_raw = 1"),
	    3);
	/* Not cleaned yet: no HTML read, the text served. */
	T_INT(store_article_get(st, "1", body_cb, &sn), 0);
	T_INT(sn.n, 1);
	T_STR(sn.text[0], "(null)");
	T_STR(sn.snippet[0], "<p>Kept text.</p>\n");
	seen_free(&sn);

	T_INT(store_articles_clean_raw(st, 1, sanitize_html), 1);
	T_INT(store_articles_clean_raw(st, 10, sanitize_html), 2);
	T_INT(store_articles_clean_raw(st, 10, sanitize_html), 0);
	T_INT(query_int(db,
		  "SELECT count(*) FROM articles"
		  " WHERE body_html_raw = 1"),
	    0);
	/* Stored through the allow-list, served as stored. */
	want = sanitize_html(OLD_BODY, strlen(OLD_BODY), "http://a.example/1");
	T_OK(strstr(want, "Kept paragraph.") != NULL);
	T_OK(strstr(want, "http://a.example/rel") != NULL);
	T_OK(strstr(want, "script") == NULL && strstr(want, "alert") == NULL &&
	    strstr(want, "iframe") == NULL);
	T_INT(store_article_get(st, "1", body_cb, &sn), 0);
	T_INT(sn.n, 1);
	T_STR(sn.text[0], want);
	T_STR(sn.snippet[0], want);
	seen_free(&sn);
	free(want);
	check_text(db,
	    "SELECT group_concat(id || ' ' || coalesce(body_html, 'NULL'))"
	    " FROM articles WHERE id > 1",
	    "2 NULL,3 NULL");
	T_INT(store_article_get(st, "2", body_cb, &sn), 0);
	T_STR(sn.snippet[0], "<p>Only text.</p>\n");
	seen_free(&sn);

	/* What templard stores now is never marked. */
	T_INT(put_article(st, 4, "Four", "New text.", 0), 0);
	T_INT(query_int(db,
		  "SELECT count(*) FROM articles"
		  " WHERE body_html_raw = 1"),
	    0);
	T_INT(store_articles_clean_raw(st, 10, sanitize_html), 0);
	close_store(st);
}

static void
test_store_article_search_bad_query_fails(void)
{
	struct store *st;
	struct seen sn = { 0 };
	int64_t f, e;

	st = open_store("badfts.db");
	f = store_feed_sync(st, "a", "http://a.example/rss");
	e = add_entry(st, f, "1", "http://a.example/1", "t", 0, NULL);
	put_article(st, e, "Title", "some words here", 0);
	T_INT(
	    store_article_search(st, "\"unbalanced", 10, article_cb, &sn), -1);
	T_INT(store_article_search(st, "AND OR (", 10, article_cb, &sn), -1);
	T_INT(store_article_search(st, "nosuchcolumn:x", 10, article_cb, &sn),
	    -1);
	T_INT(sn.n, 0);
	/* The store is still usable. */
	T_INT(store_article_search(st, "words", 10, article_cb, &sn), 0);
	T_INT(sn.n, 1);
	seen_free(&sn);
	close_store(st);
}

/* An article's categories: all the page's, stored and read back. */
static int
categories_cb(const struct store_article *a, void *arg)
{
	struct buf *b = arg;
	size_t i;

	buf_printf(b, "%s:", a->category ? a->category : "-");
	for (i = 0; i < a->npage_categories; i++)
		buf_printf(b, "[%s]", a->page_categories[i]);
	for (i = 0; i < a->ncategories; i++)
		buf_printf(b, "(%s)", a->categories[i]);
	return 0;
}

/* Store a as the article of entry e, read it back through categories_cb. */
static char *
put_categories(struct store *st, int64_t e, const struct article *a)
{
	struct buf b;

	T_INT(store_article_put(st, e, a, 0, 0.5, 3000), 0);
	buf_init(&b);
	T_INT(
	    store_article_get(st, "http://a.example/1", categories_cb, &b), 0);
	return buf_detach(&b, NULL);
}

static void
test_store_article_categories(void)
{
	struct store *st;
	struct article a;
	char tech[] = "Tech", sci[] = "Science & Health", *got;
	char *cats[] = { tech, sci };
	int64_t f, e;

	st = open_store("categories.db");
	f = store_feed_sync(st, "a", "http://a.example/rss");
	e = add_entry(st, f, "1", "http://a.example/1", "One", 100, NULL);
	memset(&a, 0, sizeof(a));
	a.body_text = (char *)(uintptr_t) "Text.";
	a.category = cats[0];
	a.categories = cats;
	a.ncategories = 2;
	got = put_categories(st, e, &a);
	/* the page's; the entry (added without any) keeps its own */
	T_STR(got, "Tech:[Tech][Science & Health]");
	free(got);

	/* re-extracted, the page showing none: none left */
	a.category = NULL;
	a.ncategories = 0;
	got = put_categories(st, e, &a);
	T_STR(got, "-:");
	free(got);
	close_store(st);
}

static int
pending_cb(const struct store_pending *p, void *arg)
{
	struct seen *sn = arg;

	if (sn->n < 16) {
		sn->ids[sn->n] = -p->entry_id; /* negative: pending */
		sn->text[sn->n] = p->title ? strdup(p->title) : NULL;
	}
	sn->n++;
	return seen_stop(sn);
}

static int
learning_cb(const char *name, int64_t pages, void *arg)
{
	struct seen *sn = arg;

	if (sn->n < 16) {
		sn->text[sn->n] = strdup(name);
		sn->num[sn->n] = pages;
	}
	sn->n++;
	return 0;
}

/* Articles and the entries still without one, newest first, in one list;
 * the feeds without a template with their pages learning can use. */
static void
test_store_item_list_pending_and_learning(void)
{
	struct store *st;
	struct seen sn = { 0 };
	int64_t a, b, e1, e2, e3;

	st = open_store("items.db");
	a = store_feed_sync(st, "a", "http://a.example/rss");
	b = store_feed_sync(st, "b", "http://b.example/rss");
	e1 = add_entry(st, a, "1", "http://a.example/1", "old", 100, NULL);
	e2 = add_entry(st, a, "2", "http://a.example/2", "new", 300, NULL);
	e3 = add_entry(st, a, "3", "http://a.example/3", "mid", 200, NULL);
	put_article(st, e1, NULL, "b", 0);
	add_page(st, e2, "<p>page</p>", NULL);
	add_page(st, e3, NULL, "HTTP 404");
	T_INT(store_item_list(st, "a", 0, 0, article_cb, pending_cb, &sn), 0);
	T_INT(sn.n, 3);
	T_INT(sn.ids[0], -e2);
	T_STR(sn.text[0], "new");
	T_INT(sn.ids[1], -e3);
	T_STR(sn.text[2], "old");
	T_OK(sn.ids[2] > 0);
	seen_free(&sn);
	/* pending entries found before since are left out */
	T_INT(
	    store_item_list(st, NULL, 0, 5000, article_cb, pending_cb, &sn), 0);
	T_INT(sn.n, 1);
	T_STR(sn.text[0], "old");
	seen_free(&sn);
	T_INT(store_item_list(st, "b", 0, 0, article_cb, pending_cb, &sn), 0);
	T_INT(sn.n, 0);

	/* a: one good page of the three; b: none; with a template: gone */
	T_INT(store_learning_list(st, learning_cb, &sn), 0);
	T_INT(sn.n, 2);
	T_STR(sn.text[0], "a");
	T_INT(sn.num[0], 1);
	T_STR(sn.text[1], "b");
	T_INT(sn.num[1], 0);
	seen_free(&sn);
	T_OK(add_template(st, b, "//article", NULL) > 0);
	T_INT(store_learning_list(st, learning_cb, &sn), 0);
	T_INT(sn.n, 1);
	seen_free(&sn);
	close_store(st);
}

static void
test_store_article_list_newest_first(void)
{
	struct store *st;
	struct seen sn = { 0 };
	int64_t a, b, e1, e2, e3, e4;
	char key[32];

	st = open_store("list.db");
	a = store_feed_sync(st, "a", "http://a.example/rss");
	b = store_feed_sync(st, "b", "http://b.example/rss");
	e1 = add_entry(st, a, "1", "http://a.example/1", "old", 100, NULL);
	e2 = add_entry(st, a, "2", "http://a.example/2", "undated", 0, NULL);
	e3 = add_entry(st, b, "3", "http://b.example/3", "new", 300, NULL);
	e4 = add_entry(st, a, "4", "http://a.example/4", "mid", 200, NULL);
	put_article(st, e1, NULL, "b", 0);
	put_article(st, e2, NULL, "b", 0);
	put_article(st, e3, NULL, "b", 0);
	put_article(st, e4, NULL, "b", 0);

	T_INT(store_article_list(st, NULL, 0, article_cb, &sn), 0);
	T_INT(sn.n, 4);
	T_STR(sn.text[0], "new");
	T_STR(sn.text[1], "mid");
	T_STR(sn.text[2], "old");
	T_STR(sn.text[3], "undated");
	seen_free(&sn);
	T_INT(store_article_list(st, "a", 2, article_cb, &sn), 0);
	T_INT(sn.n, 2);
	T_STR(sn.text[0], "mid");
	T_STR(sn.text[1], "old");
	seen_free(&sn);
	T_INT(store_article_list(st, "nosuch", 0, article_cb, &sn), 0);
	T_INT(sn.n, 0);

	/* By id. */
	T_INT(store_article_list(st, "b", 0, article_cb, &sn), 0);
	snprintf(key, sizeof(key), "%lld", (long long)sn.ids[0]);
	seen_free(&sn);
	T_INT(store_article_get(st, key, article_cb, &sn), 0);
	T_INT(sn.n, 1);
	T_STR(sn.text[0], "new");
	seen_free(&sn);
	T_INT(store_article_get(st, "99999999999999999999999", article_cb, &sn),
	    0);
	T_INT(store_article_get(st, "http://nowhere.example/", article_cb, &sn),
	    0);
	T_INT(sn.n, 0);
	close_store(st);
}

static void
test_store_delete_feed_cascades(void)
{
	struct store *st;
	int64_t f, e;

	st = open_store("cascade.db");
	f = store_feed_sync(st, "a", "http://a.example/rss");
	e = add_entry(st, f, "1", "http://a.example/1", "t", 0, NULL);
	add_page(st, e, "p", NULL);
	add_template(st, f, "//div", NULL);
	put_article(st, e, "Title", "unique zebra", 0);
	T_INT(sqlite3_exec(db_handle(store_db(st)), "DELETE FROM feeds", NULL,
		  NULL, NULL),
	    SQLITE_OK);
	T_INT(query_int(store_db(st),
		  "SELECT (SELECT count(*) FROM entries)"
		  " + (SELECT count(*) FROM pages) + (SELECT count(*) FROM "
		  "articles) + (SELECT count(*) FROM templates)"),
	    0);
	T_INT(query_int(store_db(st),
		  "SELECT count(*) FROM articles_fts "
		  "WHERE articles_fts MATCH 'zebra'"),
	    0);
	close_store(st);
}

/* ---- polling state (schema 2) ---- */

static int
feed_state_cb(const struct store_feed *f, void *arg)
{
	char **out = arg;

	free(*out);
	xasprintf(out, "%s|%s|%s|%s", f->url, f->config_url,
	    f->state ? f->state : "-", f->state_reason ? f->state_reason : "-");
	return 0;
}

static void
test_store_feed_moved_keeps_url_until_config_changes(void)
{
	struct store *st;
	struct store_poll o;
	char *got = NULL;
	int64_t f;

	st = open_store("moved.db");
	f = store_feed_sync(st, "a", "http://a.example/old");
	T_INT(poll_feed(st, f, 100, NULL, 0, "\"e1\"", NULL, 200), 0);
	memset(&o, 0, sizeof(o));
	o.feed_id = f;
	o.at = 200;
	o.state = "ok";
	o.moved_to = "http://a.example/new";
	o.last_modified = "Tue";
	T_INT(store_feed_polled(st, &o), 0);
	/* The old URL's validators are dropped, the new one's kept. */
	check_text(store_db(st),
	    "SELECT coalesce(etag, '-') || ' ' || last_modified FROM feeds",
	    "- Tue");
	T_INT(set_state(st, f, "gone", "HTTP 410"), 0);
	store_feed_get(st, "a", feed_state_cb, &got);
	T_STR(got, "http://a.example/new|http://a.example/old|gone|HTTP 410");
	/* Same config URL on reload: the feed stays where it moved. */
	T_INT(store_feed_sync(st, "a", "http://a.example/old"), f);
	store_feed_get(st, "a", feed_state_cb, &got);
	T_STR(got, "http://a.example/new|http://a.example/old|gone|HTTP 410");
	/* A new config URL wins and starts afresh. */
	T_INT(store_feed_sync(st, "a", "http://a.example/other"), f);
	store_feed_get(st, "a", feed_state_cb, &got);
	T_STR(got, "http://a.example/other|http://a.example/other|ok|-");
	free(got);
	close_store(st);
}

static void
test_store_entry_page_retry_is_scheduled(void)
{
	struct store *st;
	struct seen sn = { 0 };
	int64_t f, id;
	int is_new;

	st = open_store("retry.db");
	f = store_feed_sync(st, "a", "http://a.example/rss");
	id = add_entry(st, f, "g", "http://a.example/1", "One", 0, &is_new);
	T_INT(store_entry_page_failed(st, id, "HTTP 503", 1000), 1);
	T_INT(store_entry_page_failed(st, id, "HTTP 503", 2000), 2);
	T_INT(store_entries_without_page(st, f, 1999, NULL, 100, entry_cb, &sn),
	    0);
	T_INT(sn.n, 0);
	T_INT(store_entries_without_page(st, f, 2000, NULL, 100, entry_cb, &sn),
	    1);
	T_INT(sn.n, 1);
	seen_free(&sn);
	T_INT(store_entry_page_failed(st, 999, "x", 1), -1);
	close_store(st);
}

static int
host_cb(const struct store_host *h, void *arg)
{
	struct buf *b = arg;

	buf_printf(b, "%s %lld %s %d;", h->key, (long long)h->hold_until,
	    h->hold_reason ? h->hold_reason : "-", h->failures);
	return 0;
}

static void
test_store_hosts_held(void)
{
	struct store *st;
	struct store_host h = { "http://a:80", 500, "Retry-After 100s", 1,
		400 };
	struct buf b;

	st = open_store("hosts.db");
	buf_init(&b);
	T_INT(store_host_put(st, &h), 0);
	h.key = "http://b:80";
	h.hold_until = 0;
	h.hold_reason = NULL;
	h.failures = 0;
	T_INT(store_host_put(st, &h), 0);
	T_INT(store_host_list_held(st, 450, host_cb, &b), 0);
	T_STR(b.data, "http://a:80 500 Retry-After 100s 1;");
	buf_reset(&b);
	T_INT(store_host_list_held(st, 500, host_cb, &b), 0);
	T_OK(b.len == 0);
	buf_free(&b);
	close_store(st);
}

/* ---- status (templar status) ---- */

/* Store an article for entry_id extracted at `at`; score < 0: none. */
static int
put_scored(struct store *st, int64_t entry_id, double score, int64_t at)
{
	struct article a;

	memset(&a, 0, sizeof(a));
	a.body_text = (char *)(uintptr_t) "body";
	return store_article_put(st, entry_id, &a, 0, score, at);
}

static void
test_store_status_empty_database_counts_nothing(void)
{
	struct store *st;
	struct store_status s;

	st = open_store("status-empty.db");
	memset(&s, 0xff, sizeof(s));
	T_INT(store_status_get(st, 0, 100, 0.6, &s), 0);
	T_INT(s.feeds_active + s.feeds_inactive + s.feeds_ok + s.tmpl_none, 0);
	T_INT(s.templates_current + s.entries + s.entries_without_article, 0);
	T_INT(s.pages + s.pages_failed + s.pages_retrying, 0);
	T_INT(
	    s.articles + s.articles_since + s.recent_scored + s.recent_low, 0);
	close_store(st);
}

static void
test_store_status_counts_feeds_pages_articles(void)
{
	struct store *st;
	struct store_status s;
	int64_t a, b, c, d, e1, e2, e3, e4, e5, e6;

	st = open_store("status.db");
	/* a: ok with a template; b: failing, learning failed; c: gone; d:
	 * out of the config (inactive), refused. */
	a = store_feed_sync(st, "a", "http://a.example/rss");
	b = store_feed_sync(st, "b", "http://b.example/rss");
	c = store_feed_sync(st, "c", "http://c.example/rss");
	d = store_feed_sync(st, "d", "http://d.example/rss");
	T_INT(set_state(st, b, "failing", "HTTP 500"), 0);
	T_INT(set_state(st, c, "gone", "HTTP 410"), 0);
	T_INT(set_state(st, d, "refused", "HTTP 403"), 0);
	T_INT(store_feed_set_tmpl_status(st, b, STORE_TMPL_FAILED, "no"), 0);
	T_INT(store_feed_set_tmpl_status(st, d, STORE_TMPL_FAILED, "no"), 0);
	T_OK(add_template(st, a, "//div", NULL) > 0);
	T_OK(add_template(st, a, "//main", "relearned") > 0);
	T_OK(add_template(st, d, "//div", NULL) > 0);
	T_INT(store_feed_deactivate_all(st), 0);
	T_INT(store_feed_sync(st, "a", "http://a.example/rss"), a);
	T_INT(store_feed_sync(st, "b", "http://b.example/rss"), b);
	T_INT(store_feed_sync(st, "c", "http://c.example/rss"), c);

	/* Six entries: three with a good page, one with a failed page, one
	 * waiting to retry, one never tried. */
	e1 = add_entry(st, a, "1", "http://a.example/1", "t", 0, NULL);
	e2 = add_entry(st, a, "2", "http://a.example/2", "t", 0, NULL);
	e3 = add_entry(st, b, "3", "http://b.example/3", "t", 0, NULL);
	e4 = add_entry(st, b, "4", "http://b.example/4", "t", 0, NULL);
	e5 = add_entry(st, d, "5", "http://d.example/5", "t", 0, NULL);
	e6 = add_entry(st, d, "6", "http://d.example/6", "t", 0, NULL);
	T_INT(add_page(st, e1, "<p>one</p>", NULL), 0);
	T_INT(add_page(st, e2, "<p>two</p>", NULL), 0);
	T_INT(add_page(st, e3, "<p>three</p>", NULL), 0);
	T_INT(store_entry_page_failed(st, e4, "HTTP 503", 9000), 1);
	T_INT(add_page(st, e4, NULL, "HTTP 404"), 0);
	T_INT(store_entry_page_failed(st, e5, "timeout", 9000), 1);
	(void)e6;
	T_INT(put_scored(st, e1, 0.9, 1000), 0);
	T_INT(put_scored(st, e2, 0.3, 5000), 0);

	T_INT(store_status_get(st, 5000, 100, 0.6, &s), 0);
	T_INT(s.feeds_active, 3);
	T_INT(s.feeds_inactive, 1);
	T_INT(s.feeds_ok, 1);
	T_INT(s.feeds_failing, 1);
	T_INT(s.feeds_gone, 1);
	T_INT(s.feeds_refused, 0); /* d is inactive */
	T_INT(s.tmpl_ok, 1);
	T_INT(s.tmpl_failed, 1);
	T_INT(s.tmpl_none, 1);
	T_INT(s.templates_current, 2); /* a's second and d's */
	T_INT(s.entries, 6);
	T_INT(s.entries_without_article, 4);
	T_INT(s.pages, 4);
	T_INT(s.pages_failed, 1);
	T_INT(s.pages_retrying, 1); /* e5: e4 gave up, e6 never tried */
	T_INT(s.articles, 2);
	T_INT(s.articles_since, 1); /* extracted at 5000, not 1000 */
	T_INT(s.recent_scored, 2);
	T_INT(s.recent_low, 1);
	T_INT(store_status_get(st, 5001, 100, 0.2, &s), 0);
	T_INT(s.articles_since, 0);
	T_INT(s.recent_low, 0);
	close_store(st);
}

static void
test_store_status_low_scores_of_last_articles_only(void)
{
	struct store *st;
	struct store_status s;
	int64_t f, e;
	char guid[16];
	int i;
	/* Oldest first; -1: no score.  The newest three: 0.1, -1, 0.8. */
	static const double scores[] = { 0.2, 0.1, 0.59, 0.1, -1, 0.8 };

	st = open_store("status-scores.db");
	f = store_feed_sync(st, "a", "http://a.example/rss");
	for (i = 0; i < (int)NELEM(scores); i++) {
		snprintf(guid, sizeof(guid), "g%d", i);
		e = add_entry(st, f, guid, NULL, "t", 0, NULL);
		T_INT(put_scored(st, e, scores[i], 100 + i), 0);
	}
	T_INT(store_status_get(st, 0, 3, 0.6, &s), 0);
	T_INT(s.articles, 6);
	T_INT(s.recent_scored, 2);
	T_INT(s.recent_low, 1);
	T_INT(store_status_get(st, 0, 100, 0.6, &s), 0);
	T_INT(s.recent_scored, 5);
	T_INT(s.recent_low, 4);
	T_INT(store_status_get(st, 0, 0, 0.6, &s), 0);
	T_INT(s.recent_scored + s.recent_low, 0);
	close_store(st);
}

static void
test_store_feed_list_errors_recent_active_first(void)
{
	struct store *st;
	struct seen sn = { 0 };
	int64_t a, b, c, d;

	st = open_store("errors.db");
	a = store_feed_sync(st, "a", "http://a.example/rss");
	b = store_feed_sync(st, "b", "http://b.example/rss");
	c = store_feed_sync(st, "c", "http://c.example/rss");
	d = store_feed_sync(st, "d", "http://d.example/rss");
	T_INT(poll_feed(st, a, 300, "HTTP 500", 1, NULL, NULL, 0), 0);
	T_INT(poll_feed(st, b, 100, NULL, 0, NULL, NULL, 0), 0);
	T_INT(poll_feed(st, c, 200, "timeout", 1, NULL, NULL, 0), 0);
	T_INT(poll_feed(st, d, 400, "HTTP 404", 1, NULL, NULL, 0), 0);
	T_INT(store_feed_deactivate_all(st), 0);
	store_feed_sync(st, "a", "http://a.example/rss");
	store_feed_sync(st, "b", "http://b.example/rss");
	store_feed_sync(st, "c", "http://c.example/rss");

	T_INT(store_feed_list_errors(st, 5, feed_cb, &sn), 0);
	T_INT(sn.n, 2);
	T_STR(sn.text[0], "a");
	T_STR(sn.text[1], "c");
	seen_free(&sn);
	T_INT(store_feed_list_errors(st, 1, feed_cb, &sn), 0);
	T_INT(sn.n, 1);
	T_STR(sn.text[0], "a");
	seen_free(&sn);
	close_store(st);
}

static int
article_author_cb(const struct store_article *a, void *arg)
{
	struct seen *sn = arg;

	if (sn->n < 16) {
		xasprintf(&sn->text[sn->n], "%s %s",
		    a->author ? a->author : "-", a->image ? a->image : "-");
		sn->ids[sn->n] = a->id;
	}
	sn->n++;
	return 0;
}

static void
test_store_entry_media_and_author(void)
{
	struct store *st;
	struct feed_entry e;
	struct feed_enclosure enc[2];
	struct seen sn = { 0 };
	int64_t f, id;
	char *got;

	st = open_store("media.db");
	f = store_feed_sync(st, "a", "http://a.example/rss");
	memset(&e, 0, sizeof(e));
	memset(enc, 0, sizeof(enc));
	enc[0].url = (char *)(uintptr_t) "http://a.example/ep1.mp3";
	enc[0].type = (char *)(uintptr_t) "audio/mpeg";
	enc[0].length = 12345;
	enc[1].url = (char *)(uintptr_t) "http://a.example/pic.jpg";
	enc[1].length = -1;
	e.guid = (char *)(uintptr_t) "m1";
	e.url = (char *)(uintptr_t) "http://a.example/1";
	e.title = (char *)(uintptr_t) "Media";
	e.author = (char *)(uintptr_t) "Ann Author";
	e.image = (char *)(uintptr_t) "http://a.example/pic.jpg";
	e.enclosures = enc;
	e.nenclosures = 2;
	e.updated = 1700000000;
	e.duration = 3725;
	T_OK((id = store_entry_add(st, f, &e, 1000, NULL)) > 0);
	got = query_text(store_db(st),
	    "SELECT enclosures || '|' || image || "
	    "'|' || updated || '|' || duration FROM entries");
	T_STR(got,
	    "[{\"url\":\"http://a.example/ep1.mp3\",\"type\":"
	    "\"audio/mpeg\",\"length\":12345},{\"url\":"
	    "\"http://a.example/pic.jpg\",\"type\":null,\"length\":null}]"
	    "|http://a.example/pic.jpg|1700000000|3725");
	free(got);
	add_page(st, id, "<p>x</p>", NULL);
	T_INT(put_article(st, id, "T", "Body.", 0), 0);
	T_INT(
	    store_article_get(st, "http://a.example/1", article_author_cb, &sn),
	    0);
	T_INT(sn.n, 1);
	T_STR(sn.text[0], "Ann Author http://a.example/pic.jpg");
	seen_free(&sn);
	close_store(st);
}

/* store_entries_without_page callback: the entry's comments. */
static int
entry_comments_cb(const struct store_entry *e, void *arg)
{
	char **out = arg;

	free(*out);
	xasprintf(out, "%s|%lld", e->comments_url ? e->comments_url : "-",
	    (long long)e->comment_count);
	return 0;
}

/* The feed's comment links and count are stored, NULL when unsaid; a
 * later poll's count replaces the stored one, an unsaid count does not. */
static void
test_store_entry_comments(void)
{
	struct store *st;
	struct feed_entry e;
	int64_t f, id;
	int is_new;
	char *got, *seen = NULL;

	st = open_store("comments.db");
	f = store_feed_sync(st, "a", "http://a.example/rss");
	memset(&e, 0, sizeof(e));
	e.guid = (char *)(uintptr_t) "c1";
	e.url = (char *)(uintptr_t) "http://a.example/1";
	e.comments_url = (char *)(uintptr_t) "http://a.example/1#comments";
	e.comments_feed = (char *)(uintptr_t) "http://a.example/1/feed/";
	e.comment_count = 3;
	T_OK((id = store_entry_add(st, f, &e, 1000, &is_new)) > 0);
	T_INT(is_new, 1);
	got = query_text(store_db(st),
	    "SELECT comments_url || '|' || comments_feed || '|' ||"
	    " comment_count FROM entries");
	T_STR(got, "http://a.example/1#comments|http://a.example/1/feed/|3");
	free(got);
	T_INT(store_entries_without_page(
		  st, f, 2000, NULL, 10, entry_comments_cb, &seen),
	    1);
	T_STR(seen, "http://a.example/1#comments|3");

	e.comment_count = 5;
	T_INT(store_entry_add(st, f, &e, 1100, &is_new), id);
	T_INT(is_new, 0);
	e.comment_count = -1;
	T_INT(store_entry_add(st, f, &e, 1200, &is_new), id);
	got = query_text(store_db(st), "SELECT comment_count FROM entries");
	T_STR(got, "5");
	free(got);

	memset(&e, 0, sizeof(e));
	e.guid = (char *)(uintptr_t) "c2";
	e.url = (char *)(uintptr_t) "http://a.example/2";
	e.comment_count = -1;
	T_OK(store_entry_add(st, f, &e, 1300, NULL) > 0);
	got = query_text(store_db(st),
	    "SELECT coalesce(comments_url, 'null') || '|' ||"
	    " coalesce(comments_feed, 'null') || '|' ||"
	    " coalesce(comment_count, 'null') FROM entries WHERE guid = 'c2'");
	T_STR(got, "null|null|null");
	free(got);
	free(seen);
	close_store(st);
}

static void
test_store_feed_next_poll_is_kept(void)
{
	struct store *st;
	int64_t f;

	st = open_store("nextpoll.db");
	f = store_feed_sync(st, "a", "http://a.example/rss");
	T_INT(poll_feed(st, f, 100, NULL, 0, NULL, NULL, 1900), 0);
	T_INT(store_feed_set_next_poll(st, f, 160), 0);
	T_INT(query_int(store_db(st), "SELECT next_poll_at FROM feeds"), 160);
	T_INT(query_int(store_db(st), "SELECT last_poll_at FROM feeds"), 100);
	close_store(st);
}

int
main(void)
{
	if (mkdtemp(t_dir) == NULL) {
		printf("Bail out! mkdtemp failed\n");
		return 1;
	}
	T_RUN(test_db_migrations_apply_to_latest);
	T_RUN(test_db_wal_and_pragmas_on);
	T_RUN(test_db_reopen_does_not_reapply);
	T_RUN(test_db_newer_version_refused);
	T_RUN(test_db_readonly_missing_file_fails_clearly);
	T_RUN(test_db_missing_directory_fails_clearly);
	T_RUN(test_db_not_a_database_refused);
	T_RUN(test_db_readonly_needs_templar_schema);
	T_RUN(test_db_readonly_reads_but_never_writes);
	T_RUN(test_db_transaction_rollback_undoes);
	T_RUN(test_store_feed_sync_updates_by_name);
	T_RUN(test_store_feed_polled_records_outcome);
	T_RUN(test_store_feed_polled_is_all_or_nothing);
	T_RUN(test_store_feed_list_counts_and_active);
	T_RUN(test_store_feed_tmpl_status);
	T_RUN(test_store_entry_dedupe_guid_then_url);
	T_RUN(test_store_entry_categories_round_trip);
	T_RUN(test_store_entry_bad_categories_json_read_as_none);
	T_RUN(test_store_page_binary_body_round_trip);
	T_RUN(test_store_pages_recent_skips_errors_newest_first);
	T_RUN(test_store_pages_to_extract_by_template);
	T_RUN(test_store_page_compressed_round_trip);
	T_RUN(test_store_page_corrupt_body_is_skipped);
	T_RUN(test_store_pages_drop_old_keeps_what_templates_need);
	T_RUN(test_store_pages_compress_raw_of_older_versions);
	T_RUN(test_store_template_versions_retire_current);
	T_RUN(test_store_article_upsert_and_search);
	T_RUN(test_store_article_search_bad_query_fails);
	T_RUN(test_store_article_search_cjk_words);
	T_RUN(test_store_fts_reads_the_articles_text);
	T_RUN(test_store_fts_migrates_from_a_copy);
	T_RUN(test_store_articles_clean_raw_of_older_versions);
	T_RUN(test_store_article_list_newest_first);
	T_RUN(test_store_item_list_pending_and_learning);
	T_RUN(test_store_article_categories);
	T_RUN(test_store_delete_feed_cascades);
	T_RUN(test_store_feed_moved_keeps_url_until_config_changes);
	T_RUN(test_store_entry_page_retry_is_scheduled);
	T_RUN(test_store_hosts_held);
	T_RUN(test_store_feed_next_poll_is_kept);
	T_RUN(test_store_entry_media_and_author);
	T_RUN(test_store_entry_comments);
	T_RUN(test_store_status_empty_database_counts_nothing);
	T_RUN(test_store_status_counts_feeds_pages_articles);
	T_RUN(test_store_status_low_scores_of_last_articles_only);
	T_RUN(test_store_feed_list_errors_recent_active_first);
	remove_dir(t_dir);
	return t_done();
}
