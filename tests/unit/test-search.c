/* SPDX-License-Identifier: ISC */
/*
 * Unit tests for the order of store_article_search(): the best matches
 * by FTS5's rank, exactly as ranking every match gives them while there
 * are no more than it ranks, else the best of the newest matches.  And
 * what a query may cost: its terms counted, a statement stopped past its
 * budget.
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

#define NARTICLES 40

static char t_dir[] = "/tmp/test-search.XXXXXX";

#include "../lib/tstore.h"

struct ids {
	int n;
	int64_t id[NARTICLES];
	int snippets; /* hits with a snippet holding "[walrus]" */
};

static int
ids_cb(const struct store_article *a, void *arg)
{
	struct ids *v = arg;

	if (v->n < NARTICLES)
		v->id[v->n++] = a->id;
	if (a->snippet != NULL && strstr(a->snippet, "[walrus]") != NULL)
		v->snippets++;
	return 0;
}

/*
 * Every article whose body has `word`, best first as FTS5 ranks them
 * all; with newest > 0, only those among the newest `newest` matches.
 */
static void
rank_all(struct store *st, const char *word, int newest, struct ids *v)
{
	sqlite3_stmt *s;
	int64_t matches[NARTICLES], low = 0;
	int n = 0;

	memset(v, 0, sizeof(*v));
	if (sqlite3_prepare_v2(db_handle(store_db(st)),
		"SELECT rowid FROM articles_fts WHERE articles_fts MATCH ?1"
		" ORDER BY rowid DESC",
		-1, &s, NULL) != SQLITE_OK)
		exit(1);
	sqlite3_bind_text(s, 1, word, -1, SQLITE_STATIC);
	while (sqlite3_step(s) == SQLITE_ROW && n < NARTICLES)
		matches[n++] = sqlite3_column_int64(s, 0);
	sqlite3_finalize(s);
	if (newest > 0 && newest < n)
		low = matches[newest - 1];
	if (sqlite3_prepare_v2(db_handle(store_db(st)),
		"SELECT rowid FROM articles_fts WHERE articles_fts MATCH ?1"
		" ORDER BY rank",
		-1, &s, NULL) != SQLITE_OK)
		exit(1);
	sqlite3_bind_text(s, 1, word, -1, SQLITE_STATIC);
	while (sqlite3_step(s) == SQLITE_ROW)
		if (sqlite3_column_int64(s, 0) >= low)
			v->id[v->n++] = sqlite3_column_int64(s, 0);
	sqlite3_finalize(s);
}

static void
check_same(
    const struct ids *got, const struct ids *want, int limit, const char *what)
{
	int i, n = want->n < limit ? want->n : limit;

	T_OK_MSG(got->n == n, "%s: %d results, want %d", what, got->n, n);
	for (i = 0; i < n && i < got->n; i++)
		T_OK_MSG(got->id[i] == want->id[i],
		    "%s: #%d is %lld, want %lld", what, i,
		    (long long)got->id[i], (long long)want->id[i]);
}

/*
 * Articles that rank apart: article i says "walrus" 1 + i % 4 times in
 * a body of i + 8 words; one in four says "penguin".
 */
static struct store *
fill(const char *name)
{
	struct store *st;
	struct db *db;
	struct feed_entry e;
	struct article a;
	struct buf b;
	char url[64], *cause = NULL;
	int64_t feed, id;
	int i, j, is_new;

	snprintf(url, sizeof(url), "%s/%s", t_dir, name);
	if ((db = db_open(url, DB_READWRITE, &cause)) == NULL) {
		printf("Bail out! %s\n", cause);
		exit(1);
	}
	st = store_new(db);
	feed = store_feed_sync(st, "a", "http://example.org/a.xml");
	for (i = 0; i < NARTICLES; i++) {
		buf_init(&b);
		for (j = 0; j < 1 + i % 4; j++)
			buf_adds(&b, "walrus ");
		for (j = 0; j < i + 8; j++)
			buf_adds(
			    &b, j % 4 == 0 && i % 4 == 0 ? "penguin " : "sea ");
		snprintf(url, sizeof(url), "http://example.org/%d", i);
		memset(&e, 0, sizeof(e));
		e.url = url;
		id = store_entry_add(st, feed, &e, 1000, &is_new);
		memset(&a, 0, sizeof(a));
		a.title = (char *)(uintptr_t) "Title";
		a.body_text = b.data;
		T_INT(store_article_put(st, id, &a, 0, 0.75, 3000), 0);
		buf_free(&b);
	}
	return st;
}

static void
test_search_ranks_like_fts5_when_all_are_ranked(void)
{
	struct store *st = fill("all.db");
	struct ids got, want;

	rank_all(st, "walrus", 0, &want);
	T_INT(want.n, NARTICLES);
	memset(&got, 0, sizeof(got));
	T_INT(store_article_search(st, "walrus", 10, ids_cb, &got), 0);
	check_same(&got, &want, 10, "walrus, default");
	T_INT(got.snippets, 10);
	memset(&got, 0, sizeof(got));
	T_INT(store_article_search_ranked(
		  st, "walrus", 25, NARTICLES, ids_cb, &got),
	    0);
	check_same(&got, &want, 25, "walrus, every match ranked");
	rank_all(st, "penguin", 0, &want);
	memset(&got, 0, sizeof(got));
	T_INT(store_article_search_ranked(st, "penguin", 20, 10, ids_cb, &got),
	    0);
	check_same(&got, &want, 20, "penguin, fewer matches than ranked");
	close_store(st);
}

static void
test_search_ranks_the_newest_when_more_match(void)
{
	struct store *st = fill("newest.db");
	struct ids got, want;

	rank_all(st, "walrus", 12, &want);
	T_INT(want.n, 12);
	memset(&got, 0, sizeof(got));
	T_INT(
	    store_article_search_ranked(st, "walrus", 5, 12, ids_cb, &got), 0);
	check_same(&got, &want, 5, "walrus, 12 newest ranked");
	/* the oldest match, the best of all, is not among them */
	rank_all(st, "walrus", 0, &want);
	T_OK(got.id[0] != want.id[0]);
	memset(&got, 0, sizeof(got));
	T_INT(store_article_search_ranked(st, "walrus", 5, 1, ids_cb, &got), 0);
	T_INT(got.n, 1);
	T_INT(got.id[0], NARTICLES);
	close_store(st);
}

static void
test_search_query_terms(void)
{
	T_INT(store_query_terms(""), 0);
	T_INT(store_query_terms("walrus"), 1);
	T_INT(store_query_terms("a* OR b* OR c*"), 3);
	T_INT(store_query_terms("a* b* NOT c AND d NEAR(e f)"), 6);
	T_INT(store_query_terms("\"one AND two\" three"), 4);
	T_INT(store_query_terms("title:walrus OR category:sea"), 4);
	T_INT(store_query_terms("\xe6\x97\xa0\xe4\xba\xba\xe8\x88\xb9 sea"), 2);
	T_INT(store_query_terms("(((a)))+-^*:\"\""), 1);
	T_INT(store_query_terms("or and not near"), 4);
}

/*
 * A search of 300 prefixes ranks every article by each: past a budget
 * of 1 ms it is stopped, and says so; an ordinary one goes through.
 */
static void
test_search_stopped_past_its_budget(void)
{
	struct store *st = fill("budget.db");
	struct ids got;
	struct buf q;
	int i;

	buf_init(&q);
	for (i = 0; i < 300; i++)
		buf_adds(&q, i % 2 == 0 ? "wal* OR " : "se* OR ");
	buf_adds(&q, "penguin");
	store_set_budget(st, 1);
	memset(&got, 0, sizeof(got));
	T_INT(store_article_search(st, q.data, 10, ids_cb, &got), -1);
	T_INT(store_over_budget(st), 1);
	T_INT(got.n, 0);
	store_set_budget(st, 60000);
	T_INT(store_article_search(st, "walrus", 10, ids_cb, &got), 0);
	T_INT(store_over_budget(st), 0);
	T_INT(got.n, 10);
	T_INT(got.snippets, 10);
	store_set_budget(st, 0);
	memset(&got, 0, sizeof(got));
	T_INT(store_article_search(st, q.data, 10, ids_cb, &got), 0);
	T_INT(got.n, 10);
	buf_free(&q);
	close_store(st);
}

int
main(void)
{
	if (mkdtemp(t_dir) == NULL) {
		printf("Bail out! mkdtemp failed\n");
		return 1;
	}
	T_RUN(test_search_ranks_like_fts5_when_all_are_ranked);
	T_RUN(test_search_ranks_the_newest_when_more_match);
	T_RUN(test_search_query_terms);
	T_RUN(test_search_stopped_past_its_budget);
	remove_dir(t_dir);
	return t_done();
}
