/* SPDX-License-Identifier: ISC */
/*
 * Unit tests for store.c's articles: storing, listing, categories, the
 * full-text index and search, bodies cleaned once, pending entries, then
 * polling state, held hosts and templar status's counts, against a fresh
 * database in a temporary directory.
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

static char t_dir[] = "/tmp/test-store-articles.XXXXXX";

#include "../lib/tstore.h"
#include "../lib/tstorefix.h"

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

/*
 * Bodies are stored compressed (schema version 18) and read back through
 * the view articles as they were given; those an older templar stored
 * raw read the same and are compressed in batches.
 */
static void
test_store_articles_compressed(void)
{
	struct store *st;
	struct seen sn = { 0 };
	struct db *db;
	char *cause = NULL, *text;
	int64_t f, e;
	size_t i;

	/* An older database: raw rows, read as they are, then compressed
	 * (the file of the test above made again). */
	unlink(db_file("v13.db"));
	unlink(db_file("v13.db-wal"));
	unlink(db_file("v13.db-shm"));
	make_v13_with_old_bodies();
	if ((db = db_open(db_file("v13.db"), DB_READWRITE, &cause)) == NULL) {
		T_OK_MSG(0, "open: %s", cause);
		free(cause);
		return;
	}
	st = store_new(db);
	T_INT(query_int(db,
		  "SELECT count(*) FROM article_rows"
		  " WHERE body_text IS NOT NULL AND body_text_z IS NULL"),
	    3);
	check_text(db, "SELECT group_concat(body_text, '|') FROM articles",
	    "Kept text.|Only text.|Empty.");
	T_INT(store_articles_compress_raw(st, 2), 2);
	T_INT(store_articles_compress_raw(st, 2), 1);
	T_INT(store_articles_compress_raw(st, 2), 0);
	T_INT(query_int(db,
		  "SELECT count(*) FROM article_rows"
		  " WHERE body_text IS NOT NULL OR body_html IS NOT NULL"),
	    0);
	check_text(db,
	    "SELECT group_concat(body_text || ':' ||"
	    " coalesce(body_html, 'NULL'), '|') FROM articles",
	    "Kept text.:" OLD_BODY "|Only text.:NULL|Empty.:");
	/* The index reads the compressed text (these rows came unindexed). */
	T_INT(sqlite3_exec(db_handle(db),
		  "INSERT INTO articles_fts (articles_fts) VALUES ('rebuild')",
		  NULL, NULL, NULL),
	    SQLITE_OK);
	T_INT(store_article_search(st, "kept", 10, article_cb, &sn), 0);
	T_INT(sn.n, 1);
	seen_free(&sn);
	store_free(st);
	db_close(db);

	/* A long body: stored compressed, read back whole and searched. */
	st = open_store("compressed.db");
	db = store_db(st);
	f = store_feed_sync(st, "a", "http://a.example/rss");
	e = add_entry(st, f, "1", "http://a.example/1", "T", 100, NULL);
	add_page(st, e, "x", NULL);
	text = xmalloc(20001);
	for (i = 0; i < 20000; i++)
		text[i] = "penguin floe "[i % 13];
	text[20000] = '\0';
	T_INT(put_article(st, e, "Title", text, 0), 0);
	T_OK(query_int(db, "SELECT length(body_text_z) FROM article_rows") <
	    2000);
	T_INT(query_int(db, "SELECT body_text_size FROM article_rows"), 20000);
	T_INT(query_int(db,
		  "SELECT body_text IS NULL AND body_html IS NULL"
		  " FROM article_rows"),
	    1);
	check_text(
	    db, "SELECT substr(body_text, 19990) FROM articles", "floe pengui");
	T_INT(query_int(db, "SELECT length(body_text) FROM articles"), 20000);
	T_INT(store_article_search(st, "penguin", 10, article_cb, &sn), 0);
	T_INT(sn.n, 1);
	seen_free(&sn);
	/* Written through the view, as a reader with the sqlite3 shell. */
	T_INT(sqlite3_exec(db_handle(db), "UPDATE articles SET title = 'New'",
		  NULL, NULL, NULL),
	    SQLITE_OK);
	check_text(
	    db, "SELECT title || length(body_text) FROM articles", "New20000");
	free(text);
	close_store(st);
}

/* A database of schema version 18: its articles get their entry's
 * author, and are listed by their date, else by when their entry was
 * found. */
static void
test_store_dates_migrate(void)
{
	struct store *st;
	struct seen sn = { 0 };
	struct db *db;
	sqlite3 *h;
	char *cause = NULL;
	int v;

	T_INT(sqlite3_open(db_file("v18.db"), &h), SQLITE_OK);
	for (v = 0; v < 18; v++)
		T_INT(sqlite3_exec(h, schema_migrations[v], NULL, NULL, NULL),
		    SQLITE_OK);
	T_INT(sqlite3_exec(h,
		  "INSERT INTO feeds (id, name, url, created_at) VALUES"
		  " (1, 'a', 'http://a.example/rss', 0);"
		  "INSERT INTO entries (id, feed_id, key, found_at, author,"
		  " published) VALUES (1, 1, 'k1', 500, 'Ann Lee', 100),"
		  " (2, 1, 'k2', 300, NULL, NULL), (3, 1, 'k3', 50, NULL, 200),"
		  " (4, 1, 'k4', 40, NULL, NULL);"
		  "INSERT INTO article_rows (id, entry_id, title, body_text,"
		  " published, extracted_at) VALUES"
		  " (1, 1, 'one', 'One.', 100, 900),"
		  " (2, 2, 'two', 'Two.', NULL, 900),"
		  " (3, 3, 'three', 'Three.', 200, 900);"
		  "PRAGMA user_version = 18",
		  NULL, NULL, NULL),
	    SQLITE_OK);
	sqlite3_close(h);
	if ((db = db_open(db_file("v18.db"), DB_READWRITE, &cause)) == NULL) {
		T_OK_MSG(0, "open: %s", cause);
		free(cause);
		return;
	}
	st = store_new(db);
	check_text(db,
	    "SELECT group_concat(coalesce(author, '-'), ',') FROM"
	    " (SELECT author FROM articles ORDER BY id)",
	    "Ann Lee,-,-");
	/* two (found at 300, no date) between three (200) and one (100) */
	T_INT(store_article_list(st, NULL, 0, article_cb, &sn), 0);
	T_INT(sn.n, 3);
	T_STR(sn.text[0], "two");
	T_STR(sn.text[1], "three");
	T_STR(sn.text[2], "one");
	seen_free(&sn);
	/* written through the view, an article keeps its author and is
	 * listed by its entry's finding without a date */
	T_INT(sqlite3_exec(db_handle(db),
		  "UPDATE articles SET author = 'Bo Chen' WHERE id = 2;"
		  "INSERT INTO articles (id, entry_id, title, body_text,"
		  " extracted_at) VALUES (4, 4, 'four', 'Four.', 900)",
		  NULL, NULL, NULL),
	    SQLITE_OK);
	check_text(db,
	    "SELECT group_concat(coalesce(author, '-') || ' ' || listed_at,"
	    " ',') FROM (SELECT author, listed_at FROM articles ORDER BY id)",
	    "Ann Lee 100,Bo Chen 300,- 200,- 40");
	close_store(st);
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

/* An article's date and author as it was read back. */
static int
dated_cb(const struct store_article *a, void *arg)
{
	struct seen *sn = arg;

	if (sn->n < 16) {
		sn->num[sn->n] = a->published;
		sn->text[sn->n] = a->author ? strdup(a->author) : NULL;
	}
	sn->n++;
	return 0;
}

/*
 * The date and author extraction gives an article are stored; without
 * them the entry's stand; without either the article has none, and
 * lists it by when its entry was found.
 */
static void
test_store_article_page_dates(void)
{
	struct store *st;
	struct seen sn = { 0 };
	struct article a;
	int64_t f, e1, e2, e3;

	st = open_store("dates.db");
	f = store_feed_sync(st, "a", "http://a.example/rss");
	e1 = add_entry(st, f, "1", "http://a.example/1", "one", 0, NULL);
	e2 = add_entry(st, f, "2", "http://a.example/2", "two", 5000, NULL);
	e3 = add_entry(st, f, "3", "http://a.example/3", "three", 0, NULL);
	memset(&a, 0, sizeof(a));
	a.body_text = (char *)(uintptr_t) "Text.";
	a.published = 7000;
	a.author = (char *)(uintptr_t) "Ann Lee";
	T_INT(store_article_put(st, e1, &a, 0, 0.5, 9000), 0);
	a.published = 0;
	a.author = NULL;
	T_INT(store_article_put(st, e2, &a, 0, 0.5, 9000), 0);
	T_INT(store_article_put(st, e3, &a, 0, 0.5, 9000), 0);
	T_INT(store_article_list(st, NULL, 0, dated_cb, &sn), 0);
	T_INT(sn.n, 3);
	/* 7000 (the page's), 5000 (the feed's), found at 1000 (none) */
	T_INT(sn.num[0], 7000);
	T_STR(sn.text[0], "Ann Lee");
	T_INT(sn.num[1], 5000);
	T_STR(sn.text[1], NULL);
	T_INT(sn.num[2], 0);
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
	/* entries are found at 1000: the undated one is listed by that */
	e1 = add_entry(st, a, "1", "http://a.example/1", "old", 500, NULL);
	e2 = add_entry(st, a, "2", "http://a.example/2", "undated", 0, NULL);
	e3 = add_entry(st, b, "3", "http://b.example/3", "new", 3000, NULL);
	e4 = add_entry(st, a, "4", "http://a.example/4", "mid", 2000, NULL);
	put_article(st, e1, NULL, "b", 0);
	put_article(st, e2, NULL, "b", 0);
	put_article(st, e3, NULL, "b", 0);
	put_article(st, e4, NULL, "b", 0);

	T_INT(store_article_list(st, NULL, 0, article_cb, &sn), 0);
	T_INT(sn.n, 4);
	T_STR(sn.text[0], "new");
	T_STR(sn.text[1], "mid");
	T_STR(sn.text[2], "undated");
	T_STR(sn.text[3], "old");
	seen_free(&sn);
	T_INT(store_article_list(st, "a", 2, article_cb, &sn), 0);
	T_INT(sn.n, 2);
	T_STR(sn.text[0], "mid");
	T_STR(sn.text[1], "undated");
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
		  "articles)"),
	    0);
	/* A template is its host's: the other feeds of the host keep it,
	 * no longer naming the feed that learned it. */
	T_INT(query_int(store_db(st),
		  "SELECT count(*) FROM templates WHERE feed_id IS NULL"
		  " AND host = 'http://example.org:80'"),
	    1);
	T_INT(query_int(store_db(st),
		  "SELECT count(*) FROM articles_fts "
		  "WHERE articles_fts MATCH 'zebra'"),
	    0);
	close_store(st);
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

/*
 * A database of schema version 22 (templates per feed): each template
 * goes to the host of its pages; of two feeds' current templates of one
 * host the latest stays current and the other is retired with a reason;
 * versions count per host; the articles keep their template; forgetting
 * a feed keeps the template its host's other feed uses.
 */
static void
test_store_templates_migrate_to_hosts(void)
{
	struct store *st;
	struct db *db;
	sqlite3 *h;
	char *cause = NULL;
	int v;

	T_INT(sqlite3_open(db_file("v22.db"), &h), SQLITE_OK);
	for (v = 0; v < 22; v++)
		T_INT(sqlite3_exec(h, schema_migrations[v], NULL, NULL, NULL),
		    SQLITE_OK);
	T_INT(sqlite3_exec(h,
		  "INSERT INTO feeds (id, name, url, created_at) VALUES"
		  " (1, 'a', 'http://a.example/rss', 0),"
		  " (2, 'b', 'http://b.example/rss', 0),"
		  " (3, 'c', 'https://C.example/feed', 0);"
		  "INSERT INTO entries (id, feed_id, key, found_at) VALUES"
		  " (1, 1, 'k1', 0), (2, 2, 'k2', 0), (3, 3, 'k3', 0);"
		  "INSERT INTO pages (entry_id, url, final_url, body,"
		  " fetched_at) VALUES"
		  " (1, 'http://a.example/1', NULL, CAST('<p>x</p>' AS BLOB),"
		  " 0), (2, 'http://b.example/go', 'http://A.example/2',"
		  " CAST('<p>y</p>' AS BLOB), 0);"
		  "INSERT INTO templates (id, feed_id, version, json,"
		  " learned_from, learned_at, status, reason) VALUES"
		  " (1, 1, 1, '{}', '[1]', 50, 'retired', 'old'),"
		  " (2, 1, 2, '{}', '[1]', 100, 'current', NULL),"
		  " (3, 2, 1, '{}', '[2]', 200, 'current', NULL),"
		  " (4, 3, 1, '{}', '[]', 300, 'current', NULL);"
		  "INSERT INTO article_rows (id, entry_id, template_id,"
		  " extracted_at) VALUES (1, 1, 2, 0), (2, 2, 3, 0);"
		  "PRAGMA user_version = 22",
		  NULL, NULL, NULL),
	    SQLITE_OK);
	sqlite3_close(h);

	if ((db = db_open(db_file("v22.db"), DB_READWRITE, &cause)) == NULL) {
		T_OK_MSG(0, "open: %s", cause);
		free(cause);
		return;
	}
	st = store_new(db);
	check_text(db,
	    "SELECT group_concat(entry_id || ' ' || host, ', ') FROM"
	    " (SELECT * FROM pages ORDER BY entry_id)",
	    "1 http://a.example:80, 2 http://a.example:80");
	check_text(db,
	    "SELECT group_concat(id || ' ' || host || ' v' || version || ' '"
	    " || status, ', ') FROM (SELECT * FROM templates ORDER BY id)",
	    "1 http://a.example:80 v1 retired, 2 http://a.example:80 v2 "
	    "retired, 3 http://a.example:80 v3 current, "
	    "4 https://c.example:443 v1 current");
	T_INT(query_int(db,
		  "SELECT reason LIKE '%per host%' FROM templates"
		  " WHERE id = 2"),
	    1);
	check_text(db,
	    "SELECT group_concat(template_id, ',') FROM"
	    " (SELECT template_id FROM article_rows ORDER BY id)",
	    "2,3");
	T_INT(query_int(db, "SELECT count(*) FROM article_list"), 2);
	/* Forgetting feed b keeps its template: a's pages are there.  (The
	 * rows above were written past the full-text index.) */
	T_INT(sqlite3_exec(db_handle(db),
		  "INSERT INTO articles_fts (articles_fts) VALUES ('rebuild')",
		  NULL, NULL, NULL),
	    SQLITE_OK);
	T_INT(store_feed_purge(st, 2), 0);
	T_INT(query_int(db,
		  "SELECT count(*) FROM templates WHERE id = 3"
		  " AND feed_id IS NULL AND status = 'current'"),
	    1);
	T_INT(store_feed_purge(st, 3), 0);
	T_INT(query_int(db, "SELECT count(*) FROM templates WHERE id = 4"), 0);
	close_store(st);
}

int
main(void)
{
	if (mkdtemp(t_dir) == NULL) {
		printf("Bail out! mkdtemp failed\n");
		return 1;
	}
	T_RUN(test_store_article_upsert_and_search);
	T_RUN(test_store_article_search_bad_query_fails);
	T_RUN(test_store_article_search_cjk_words);
	T_RUN(test_store_fts_reads_the_articles_text);
	T_RUN(test_store_fts_migrates_from_a_copy);
	T_RUN(test_store_articles_clean_raw_of_older_versions);
	T_RUN(test_store_articles_compressed);
	T_RUN(test_store_article_list_newest_first);
	T_RUN(test_store_article_page_dates);
	T_RUN(test_store_dates_migrate);
	T_RUN(test_store_item_list_pending_and_learning);
	T_RUN(test_store_article_categories);
	T_RUN(test_store_delete_feed_cascades);
	T_RUN(test_store_templates_migrate_to_hosts);
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
