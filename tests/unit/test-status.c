/* SPDX-License-Identifier: ISC */
/*
 * Unit tests for what schema 011 keeps: after every kind of change
 * (inserts, upserts, retention, deletes by hand and by cascade, a
 * rollback) and after an upgrade from a database of version 10,
 * store_status_get() and each feed's entry and article counts agree with
 * counting the rows, and entries know whether they have a page
 * (page_stored).
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
#include "store.h"
#include "tmpl.h"
#include "util.h"

/* The migrations as the daemon carries them (schema_sql.c). */
extern const char *const schema_migrations[];

static char t_dir[] = "/tmp/test-status.XXXXXX";

#include "../lib/tstore.h"

static void
exec(struct store *st, const char *sql)
{
	char *err = NULL;

	if (sqlite3_exec(db_handle(store_db(st)), sql, NULL, NULL, &err) !=
	    SQLITE_OK) {
		printf("Bail out! %s: %s\n", sql, err);
		exit(1);
	}
}

/* The single integer a query returns; bails out on an error. */
static int64_t
query_int(struct store *st, const char *sql)
{
	sqlite3_stmt *q;
	int64_t v;

	if (sqlite3_prepare_v2(db_handle(store_db(st)), sql, -1, &q, NULL) !=
		SQLITE_OK ||
	    sqlite3_step(q) != SQLITE_ROW) {
		printf(
		    "Bail out! %s\n", sqlite3_errmsg(db_handle(store_db(st))));
		exit(1);
	}
	v = sqlite3_column_int64(q, 0);
	sqlite3_finalize(q);
	return v;
}

/*
 * The counts as templar status read them before schema 011, row by row,
 * in the order of the fields compared by check_counts().
 */
#define TRUTH_SQL                                                              \
	"SELECT (SELECT count(*) FROM entries),"                               \
	" (SELECT count(*) FROM entries en WHERE NOT EXISTS"                   \
	" (SELECT 1 FROM articles a WHERE a.entry_id = en.id)),"               \
	" (SELECT count(*) FROM pages),"                                       \
	" (SELECT count(*) FROM pages WHERE error IS NOT NULL),"               \
	" (SELECT count(*) FROM entries en WHERE en.page_error IS NOT NULL"    \
	" AND NOT EXISTS (SELECT 1 FROM pages pg WHERE pg.entry_id = en.id))," \
	" (SELECT count(*) FROM articles),"                                    \
	" (SELECT count(body) FROM pages),"                                    \
	" (SELECT coalesce(sum(length(body)), 0) FROM pages)"

/* store_status_get() against counting the rows; `when` names the step. */
static void
check_counts(struct store *st, const char *when)
{
	static const char *const names[] = { "entries",
		"entries_without_article", "pages", "pages_failed",
		"pages_retrying", "articles", "pages_kept", "page_bytes" };
	struct store_status s;
	sqlite3_stmt *q;
	int64_t got[8];
	size_t i;

	T_INT(store_status_get(st, 0, 10, 0.5, &s), 0);
	got[0] = s.entries;
	got[1] = s.entries_without_article;
	got[2] = s.pages;
	got[3] = s.pages_failed;
	got[4] = s.pages_retrying;
	got[5] = s.articles;
	got[6] = s.pages_kept;
	got[7] = s.page_bytes;
	if (sqlite3_prepare_v2(db_handle(store_db(st)), TRUTH_SQL, -1, &q,
		NULL) != SQLITE_OK ||
	    sqlite3_step(q) != SQLITE_ROW) {
		printf(
		    "Bail out! %s\n", sqlite3_errmsg(db_handle(store_db(st))));
		exit(1);
	}
	for (i = 0; i < NELEM(names); i++)
		T_OK_MSG(got[i] == sqlite3_column_int64(q, (int)i),
		    "%s: %s %lld, counted %lld", when, names[i],
		    (long long)got[i],
		    (long long)sqlite3_column_int64(q, (int)i));
	sqlite3_finalize(q);
	T_OK_MSG(query_int(st,
		     "SELECT count(*) FROM entries e WHERE e.page_stored !="
		     " EXISTS (SELECT 1 FROM pages p"
		     " WHERE p.entry_id = e.id)") == 0,
	    "%s: entries with page_stored wrong", when);
	T_OK_MSG(query_int(st,
		     "SELECT count(*) FROM feeds f WHERE f.entry_count !="
		     " (SELECT count(*) FROM entries e"
		     " WHERE e.feed_id = f.id) OR f.article_count !="
		     " (SELECT count(*) FROM articles a JOIN entries e"
		     " ON e.id = a.entry_id WHERE e.feed_id = f.id)") == 0,
	    "%s: feeds with their counts wrong", when);
}

static int64_t
add_entry(struct store *st, int64_t feed_id, const char *url)
{
	struct feed_entry e;
	int is_new;

	memset(&e, 0, sizeof(e));
	e.url = (char *)(uintptr_t)url;
	e.title = (char *)(uintptr_t) "Title";
	return store_entry_add(st, feed_id, &e, 1000, &is_new);
}

static int
add_page(struct store *st, int64_t entry_id, const char *body,
    const char *error, int64_t at)
{
	struct store_page p;

	memset(&p, 0, sizeof(p));
	p.entry_id = entry_id;
	p.url = "http://example.org/a";
	p.status = error == NULL ? 200 : 404;
	p.content_type = "text/html";
	p.error = error;
	p.body = body;
	p.len = body != NULL ? strlen(body) : 0;
	p.fetched_at = at;
	return store_page_add(st, &p);
}

static int
put_article(struct store *st, int64_t entry_id, const char *body)
{
	struct article a;

	memset(&a, 0, sizeof(a));
	a.title = (char *)(uintptr_t) "Title";
	a.body_text = (char *)(uintptr_t)body;
	return store_article_put(st, entry_id, &a, 0, 0.75, 3000);
}

/* Inserts, a failed download, refetches, upserts and retention. */
static void
test_status_counts_follow_writes(void)
{
	struct store *st = open_store("writes.db");
	struct store_status s;
	int64_t a, b, e[6], bytes = 0;

	check_counts(st, "empty");
	a = store_feed_sync(st, "a", "http://example.org/a.xml");
	b = store_feed_sync(st, "b", "http://example.org/b.xml");
	e[0] = add_entry(st, a, "http://example.org/1");
	e[1] = add_entry(st, a, "http://example.org/2");
	e[2] = add_entry(st, a, "http://example.org/3");
	e[3] = add_entry(st, a, "http://example.org/4");
	e[4] = add_entry(st, b, "http://example.org/5");
	e[5] = add_entry(st, b, "http://example.org/6");
	check_counts(st, "entries");
	T_INT(store_entry_page_failed(st, e[0], "timeout", 2000), 1);
	T_INT(store_entry_page_failed(st, e[1], "HTTP 503", 2000), 1);
	T_INT(store_entry_page_failed(st, e[1], "HTTP 503", 3000), 2);
	check_counts(st, "failed downloads");
	T_INT(store_status_get(st, 0, 10, 0.5, &s), 0);
	T_INT(s.pages_retrying, 2);
	T_INT(add_page(st, e[0], "<p>one</p>", NULL, 2000), 0);
	T_INT(add_page(st, e[2], NULL, "HTTP 404", 2000), 0);
	T_INT(add_page(st, e[3], "<p>four</p>", NULL, 9000), 0);
	T_INT(add_page(st, e[4], "<p>five</p>", NULL, 2000), 0);
	check_counts(st, "pages");
	T_INT(store_status_get(st, 0, 10, 0.5, &s), 0);
	T_INT(s.pages_retrying, 1);
	T_INT(s.pages_failed, 1);
	/* A refetch replaces the failure by a body (the page upsert). */
	T_INT(add_page(st, e[2], "<p>three</p>", NULL, 2500), 0);
	check_counts(st, "refetch");
	T_INT(put_article(st, e[0], "one"), 0);
	T_INT(put_article(st, e[3], "four"), 0);
	T_INT(put_article(st, e[4], "five"), 0);
	T_INT(put_article(st, e[0], "one, extracted again"), 0);
	check_counts(st, "articles");
	T_INT(store_status_get(st, 0, 10, 0.5, &s), 0);
	T_INT(s.articles, 3);
	T_INT(s.entries_without_article, 3);
	/* Retention drops the bodies fetched before 5000. */
	T_INT(store_pages_drop_old(st, 5000, 0, 100, 10000, &bytes), 3);
	check_counts(st, "retention");
	T_INT(store_status_get(st, 0, 10, 0.5, &s), 0);
	T_INT(s.pages_kept, 1);
	close_store(st);
	/* What was counted stays counted. */
	st = open_store("writes.db");
	check_counts(st, "reopened");
	close_store(st);
}

/* Deletes by hand (sqlite3), by cascade, and a rolled back write. */
static void
test_status_counts_follow_deletes(void)
{
	struct store *st = open_store("deletes.db");
	int64_t a, b, e[5];

	a = store_feed_sync(st, "a", "http://example.org/a.xml");
	b = store_feed_sync(st, "b", "http://example.org/b.xml");
	e[0] = add_entry(st, a, "http://example.org/1");
	e[1] = add_entry(st, a, "http://example.org/2");
	e[2] = add_entry(st, a, "http://example.org/3");
	e[3] = add_entry(st, b, "http://example.org/4");
	e[4] = add_entry(st, b, "http://example.org/5");
	/* e[0] failed once then got its page; e[1] and e[3] wait. */
	T_INT(store_entry_page_failed(st, e[0], "timeout", 2000), 1);
	T_INT(store_entry_page_failed(st, e[1], "timeout", 2000), 1);
	T_INT(store_entry_page_failed(st, e[3], "timeout", 2000), 1);
	T_INT(add_page(st, e[0], "<p>one</p>", NULL, 2000), 0);
	T_INT(add_page(st, e[2], NULL, "HTTP 404", 2000), 0);
	T_INT(add_page(st, e[4], "<p>five</p>", NULL, 2000), 0);
	T_INT(put_article(st, e[0], "one"), 0);
	T_INT(put_article(st, e[4], "five"), 0);
	check_counts(st, "before deletes");
	exec(st, "DELETE FROM articles WHERE entry_id = 1");
	check_counts(st, "an article deleted");
	/* e[0] loses its page: it waits for a retry again. */
	exec(st, "DELETE FROM pages WHERE entry_id = 1");
	check_counts(st, "a page deleted");
	exec(st, "UPDATE entries SET page_error = NULL WHERE id = 2");
	check_counts(st, "an error cleared");
	exec(st, "DELETE FROM entries WHERE id IN (1, 3)");
	check_counts(st, "entries deleted with their pages");
	T_INT(db_begin(store_db(st)), 0);
	T_INT(add_page(st, e[1], "<p>two</p>", NULL, 2000), 0);
	T_INT(put_article(st, e[1], "two"), 0);
	db_rollback(store_db(st));
	check_counts(st, "rolled back");
	/* Feed b goes with its entries, pages and articles. */
	exec(st, "DELETE FROM feeds WHERE id = 2");
	check_counts(st, "a feed deleted");
	(void)b;
	close_store(st);
}

/* A database of version 10 gets counts of the rows it has. */
static void
test_status_counts_start_from_existing_rows(void)
{
	static const char *const rows =
	    "INSERT INTO feeds (id, name, url, created_at) VALUES"
	    " (1, 'a', 'http://a.example/', 0), (2, 'b', 'http://b.example/', "
	    "0);"
	    "INSERT INTO entries (id, feed_id, key, found_at, page_error) "
	    "VALUES"
	    " (1, 1, 'k1', 0, NULL), (2, 1, 'k2', 0, 'timeout'),"
	    " (3, 1, 'k3', 0, 'timeout'), (4, 2, 'k4', 0, NULL),"
	    " (5, 2, 'k5', 0, NULL);"
	    "INSERT INTO pages (entry_id, error, body, fetched_at) VALUES"
	    " (1, NULL, x'3c703e', 0), (3, 'HTTP 404', NULL, 0),"
	    " (4, NULL, x'00010203', 0);"
	    "INSERT INTO articles (entry_id, extracted_at) VALUES (1, 0), (4, "
	    "0);"
	    "PRAGMA user_version = 10;";
	struct store *st;
	struct store_status s;
	sqlite3 *h;
	int i;

	T_OK(sqlite3_open(db_file("v10.db"), &h) == SQLITE_OK);
	for (i = 0; i < 10; i++)
		T_OK(sqlite3_exec(h, schema_migrations[i], NULL, NULL, NULL) ==
		    SQLITE_OK);
	T_OK(sqlite3_exec(h, rows, NULL, NULL, NULL) == SQLITE_OK);
	sqlite3_close(h);
	st = open_store("v10.db");
	T_INT(db_version(store_db(st)), db_latest_version());
	check_counts(st, "upgraded");
	T_INT(store_status_get(st, 0, 10, 0.5, &s), 0);
	T_INT(s.entries, 5);
	T_INT(s.entries_without_article, 3);
	T_INT(s.pages, 3);
	T_INT(s.pages_failed, 1);
	T_INT(s.pages_retrying, 1);
	T_INT(s.pages_kept, 2);
	T_INT(s.page_bytes, 7);
	T_INT(s.articles, 2);
	/* and keeps them from then on */
	T_INT(add_page(st, 2, "<p>two</p>", NULL, 2000), 0);
	check_counts(st, "upgraded, then a page");
	close_store(st);
}

int
main(void)
{
	if (mkdtemp(t_dir) == NULL) {
		printf("Bail out! mkdtemp failed\n");
		return 1;
	}
	T_RUN(test_status_counts_follow_writes);
	T_RUN(test_status_counts_follow_deletes);
	T_RUN(test_status_counts_start_from_existing_rows);
	remove_dir(t_dir);
	return t_done();
}
