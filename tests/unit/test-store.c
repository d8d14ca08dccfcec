/* SPDX-License-Identifier: ISC */
/*
 * Unit tests for db.c and store.c: migrations and the pragmas, version
 * checks, read-only opening, then the store's feeds, entries, pages and
 * templates against a fresh database in a temporary directory (articles,
 * search and status: test-store-articles.c).  SQLite is used directly
 * only to look at what db.c set up (pragmas, user_version).
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
#include "../lib/tstorefix.h"

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

/*
 * The virtual machine steps of the last run of the cached statement
 * whose text holds what, and whether it sorted: the work of a query,
 * counted without a clock.
 */
static int
stmt_steps(struct store *st, const char *what, int *sorted)
{
	sqlite3 *h = db_handle(store_db(st));
	sqlite3_stmt *s;
	const char *sql;

	for (s = sqlite3_next_stmt(h, NULL); s != NULL;
	     s = sqlite3_next_stmt(h, s))
		if ((sql = sqlite3_sql(s)) != NULL && strstr(sql, what)) {
			*sorted =
			    sqlite3_stmt_status(s, SQLITE_STMTSTATUS_SORT, 1);
			return sqlite3_stmt_status(
			    s, SQLITE_STMTSTATUS_VM_STEP, 1);
		}
	return -1;
}

static int
score_cb(int64_t entry_id, double score, int fallback, void *arg)
{
	struct seen *sn = arg;

	(void)score;
	(void)fallback;
	if (sn->n < 16)
		sn->ids[sn->n++] = entry_id;
	return 0;
}

/* Entries newer than a feed's newest page, waiting for theirs, and
 * articles beyond the health window, add no work to learning's look
 * at the newest pages nor to the health check after each article. */
static void
test_store_recent_work_flat_in_backlog(void)
{
	struct store *st;
	struct seen sn = { 0 };
	int64_t f, t, id, e[3];
	char key[32];
	int i, j, steps[2], sorted;

	st = open_store("flat.db");
	f = store_feed_sync(st, "a", "http://a.example/rss");
	t = add_template(st, f, "//div", NULL);
	for (i = 0; i < 3; i++) {
		snprintf(key, sizeof(key), "s%d", i);
		e[i] =
		    add_entry(st, f, key, "http://a.example/s", "t", 0, NULL);
		T_INT(add_page(st, e[i], "<p>page</p>", NULL), 0);
		T_INT(put_article(st, e[i], "t", "body", t), 0);
	}
	for (j = 0; j < 2; j++) {
		/* 10 entries waiting, then 400 */
		for (i = 0; i < (j == 0 ? 10 : 390); i++) {
			snprintf(key, sizeof(key), "w%d-%d", j, i);
			id = add_entry(
			    st, f, key, "http://a.example/w", "t", 0, NULL);
			T_OK(id > 0);
		}
		T_INT(store_pages_recent(st, f, 2, page_cb, &sn), 0);
		T_INT(sn.n, 2);
		T_INT(sn.ids[0], e[2]);
		T_INT(sn.ids[1], e[1]);
		seen_free(&sn);
		steps[j] = stmt_steps(st, "DESC, e.id DESC LIMIT", &sorted);
		T_OK(steps[j] > 0);
	}
	T_INT(steps[1], steps[0]);

	/* The newest 2 scores of 3 articles, then of 203. */
	for (j = 0; j < 2; j++) {
		for (i = 0; j > 0 && i < 200; i++) {
			snprintf(key, sizeof(key), "a%d", i);
			id = add_entry(
			    st, f, key, "http://a.example/a", "t", 0, NULL);
			T_INT(add_page(st, id, "<p>page</p>", NULL), 0);
			T_INT(put_article(st, id, "t", "body", t), 0);
			e[2] = id;
		}
		T_INT(store_template_scores(st, t, 2, score_cb, &sn), 0);
		T_INT(sn.n, 2);
		T_INT(sn.ids[0], e[2]);
		T_OK(sn.ids[1] < sn.ids[0]);
		seen_free(&sn);
		steps[j] = stmt_steps(st, "a.score IS NOT NULL", &sorted);
		T_OK(steps[j] > 0);
		T_INT(sorted, 0);
	}
	T_INT(steps[1], steps[0]);
	close_store(st);
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
	/* Feed b: one old page of another host, its newest: kept. */
	T_OK(add_entry(st, g, "b1", "http://b.example/1", "t", 0, NULL) > 0);
	T_INT(add_page(st, e[7] + 1, body, NULL), 0);
	T_INT(sqlite3_exec(db_handle(store_db(st)),
		  "UPDATE pages SET host = 'http://b.example' WHERE entry_id = "
		  "9",
		  NULL, NULL, NULL),
	    SQLITE_OK);

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

/* The newest pages kept are a host's, whichever feeds brought them: a
 * host an aggregator links now and then keeps its pages for learning,
 * and a host two feeds share keeps no more than one would. */
static void
test_store_pages_drop_old_keeps_per_host(void)
{
	struct store *st;
	int64_t agg, site, e, bytes = 0;
	char key[8], *body = html_body(3000);
	const char *hosts[] = { "one", "two", "two", "two", "two", "two" };
	int i;

	st = open_store("retainhost.db");
	agg = store_feed_sync(st, "agg", "http://agg.example/rss");
	site = store_feed_sync(st, "two", "http://two.example/rss");
	/* agg: 1 (one), 2, 3, 4 (two); the site's own feed: 5, 6 (two) */
	for (i = 0; i < 6; i++) {
		char *sql;

		snprintf(key, sizeof(key), "%d", i);
		e = add_entry(
		    st, i < 4 ? agg : site, key, "http://x/", "t", 0, NULL);
		T_INT(e, i + 1);
		T_INT(add_page(st, e, body, NULL), 0);
		xasprintf(&sql,
		    "UPDATE pages SET host = 'http://%s.example' "
		    "WHERE entry_id = %d",
		    hosts[i], i + 1);
		T_INT(sqlite3_exec(
			  db_handle(store_db(st)), sql, NULL, NULL, NULL),
		    SQLITE_OK);
		free(sql);
	}
	T_INT(store_pages_drop_old(st, 3000, 2, 100, 4000, &bytes), 3);
	check_text(store_db(st),
	    "SELECT group_concat(entry_id) FROM pages WHERE body IS NULL",
	    "2,3,4");
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

/* A further page asked for is not asked again at once; one a stopped
 * daemon asked for and never had answered is, after store_parts_unask(),
 * and one answered never is. */
static void
test_store_parts_unask_after_restart(void)
{
	struct store *st;
	struct store_part *v;
	struct store_page p;
	int64_t f, e;
	size_t n;

	st = open_store("parts.db");
	f = store_feed_sync(st, "a", "http://a.example/rss");
	e = add_entry(st, f, "g", "http://a.example/1", "One", 0, NULL);
	T_INT(store_part_want(st, e, 2, "http://a.example/1?page=2"), 0);
	T_INT(store_part_want(st, e, 3, "http://a.example/1?page=3"), 0);
	v = store_parts_wanted(st, f, 1000, 10, &n);
	T_INT((int)n, 2);
	T_STR(v[0].url, "http://a.example/1?page=2");
	store_parts_free(v, n);
	/* Asked a moment ago: not asked again. */
	v = store_parts_wanted(st, f, 1001, 10, &n);
	T_INT((int)n, 0);
	store_parts_free(v, n);
	/* Part 2 answered; then the daemon stops with part 3 in flight. */
	memset(&p, 0, sizeof(p));
	p.entry_id = e;
	p.url = "http://a.example/1?page=2";
	p.status = 200;
	p.body = "<p>two</p>";
	p.len = strlen(p.body);
	p.fetched_at = 1002;
	T_INT(store_part_put(st, &p, 2), 0);
	T_INT(store_parts_unask(st), 0);
	v = store_parts_wanted(st, f, 1003, 10, &n);
	T_INT((int)n, 1);
	T_INT(n == 1 ? v[0].part : -1, 3);
	store_parts_free(v, n);
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
	T_RUN(test_store_recent_work_flat_in_backlog);
	T_RUN(test_store_pages_to_extract_by_template);
	T_RUN(test_store_page_compressed_round_trip);
	T_RUN(test_store_page_corrupt_body_is_skipped);
	T_RUN(test_store_pages_drop_old_keeps_what_templates_need);
	T_RUN(test_store_pages_drop_old_keeps_per_host);
	T_RUN(test_store_pages_compress_raw_of_older_versions);
	T_RUN(test_store_template_versions_retire_current);
	T_RUN(test_store_parts_unask_after_restart);
	remove_dir(t_dir);
	return t_done();
}
