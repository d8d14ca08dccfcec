/* SPDX-License-Identifier: ISC */
/*
 * store_template: templates, their versions, the scores of what they
 * extracted and their health.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <sqlite3.h>

#include "log.h"
#include "store.h"
#include "store_int.h"
#include "util.h"

static int store_templates(struct store *st, enum store_sql_id id,
    sqlite3_stmt *s, store_template_cb cb, void *arg);
static void store_read_template(struct pool *pool, sqlite3_stmt *s, void *row);
static char *store_json_ids(const int64_t *v, size_t n);

/*
 * Retiring the old template, numbering and inserting the new one and
 * marking the feed happen together, in a savepoint: it nests inside the
 * caller's transaction, or is one on its own.  t->version, t->status and
 * t->reason are ignored; t->learned_at 0 means now.
 */
int64_t
store_template_add(
    struct store *st, const struct store_template *t, const char *retire_reason)
{
	sqlite3_stmt *s;
	char *learned, *host = NULL;
	int64_t id = -1, version = 0;

	if (t->json == NULL) {
		log_warnx("database: %s: feed %lld: template without JSON",
		    store_sql[SQL_TMPL_INSERT].what, (long long)t->feed_id);
		return -1;
	}
	if (store_save(st, SQL_TMPL_INSERT) == -1)
		return -1;

	if (t->host != NULL)
		host = xstrdup(t->host);
	else if ((s = store_stmt(st, SQL_FEED_MAIN_HOST)) != NULL) {
		store_bind_int64(st, s, 1, t->feed_id);
		if (store_step(st, s, SQL_FEED_MAIN_HOST) == SQLITE_ROW &&
		    sqlite3_column_text(s, 0) != NULL)
			host = xstrdup((const char *)sqlite3_column_text(s, 0));
		store_done(s);
	}
	if (host == NULL) {
		log_warnx("database: %s: feed %lld: template of no host",
		    store_sql[SQL_TMPL_INSERT].what, (long long)t->feed_id);
		goto fail;
	}

	if ((s = store_stmt(st, SQL_TMPL_RETIRE)) == NULL)
		goto fail;
	store_bind_text(st, s, 1, host);
	store_bind_text(st, s, 2, retire_reason);
	if (store_run(st, SQL_TMPL_RETIRE, s) == -1)
		goto fail;

	if ((s = store_stmt(st, SQL_TMPL_NEXT_VERSION)) == NULL)
		goto fail;
	store_bind_text(st, s, 1, host);
	if (store_step(st, s, SQL_TMPL_NEXT_VERSION) == SQLITE_ROW)
		version = sqlite3_column_int64(s, 0);
	store_done(s);
	if (version <= 0)
		goto fail;

	if ((s = store_stmt(st, SQL_TMPL_INSERT)) == NULL)
		goto fail;
	learned = store_json_ids(t->learned_from, t->nlearned_from);
	store_bind_id(st, s, 1, t->feed_id);
	store_bind_int64(st, s, 2, version);
	store_bind_text(st, s, 3, t->method);
	store_bind_text(st, s, 4, t->title_xpath);
	store_bind_text(st, s, 5, t->body_xpath);
	store_bind_text(st, s, 6, t->category_xpath);
	store_bind_text(st, s, 7, t->json);
	store_bind_text(st, s, 8, learned);
	store_bind_int64(
	    st, s, 9, t->learned_at != 0 ? t->learned_at : util_now());
	store_bind_text(st, s, 10, host);
	if (store_step(st, s, SQL_TMPL_INSERT) == SQLITE_ROW)
		id = sqlite3_column_int64(s, 0);
	store_done(s);
	free(learned);
	if (id == -1)
		goto fail;

	if (t->feed_id > 0 &&
	    store_feed_set_tmpl_status(st, t->feed_id, STORE_TMPL_OK, NULL) ==
		-1)
		goto fail;
	if (store_release(st, SQL_TMPL_INSERT) == -1)
		goto fail;
	free(host);
	return id;
fail:
	free(host);
	store_unsave(st, SQL_TMPL_INSERT);
	return -1;
}

int
store_template_current(
    struct store *st, int64_t feed_id, store_template_cb cb, void *arg)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL_TMPL_CURRENT)) == NULL)
		return -1;
	store_bind_int64(st, s, 1, feed_id);
	return store_templates(st, SQL_TMPL_CURRENT, s, cb, arg);
}

int
store_template_current_host(
    struct store *st, const char *host, store_template_cb cb, void *arg)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL_TMPL_CURRENT_HOST)) == NULL)
		return -1;
	store_bind_text(st, s, 1, host);
	return store_templates(st, SQL_TMPL_CURRENT_HOST, s, cb, arg);
}

int
store_template_list(
    struct store *st, const char *feed_name, store_template_cb cb, void *arg)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL_TMPL_LIST)) == NULL)
		return -1;
	store_bind_text(st, s, 1, feed_name);
	return store_templates(st, SQL_TMPL_LIST, s, cb, arg);
}

/*
 * The validation scores of the newest n articles a template extracted
 * (entry order, newest first): cb gets each entry id and score.
 */
int
store_template_scores(
    struct store *st, int64_t template_id, int n, store_score_cb cb, void *arg)
{
	sqlite3_stmt *s;
	struct {
		int64_t entry_id;
		double score;
		int fallback;
	} *v = NULL;
	size_t nv = 0, i;
	int rc;

	if ((s = store_stmt(st, SQL_TMPL_SCORES)) == NULL)
		return -1;
	store_bind_int64(st, s, 1, template_id);
	store_bind_int64(st, s, 2, n > 0 ? n : -1);
	while ((rc = store_step(st, s, SQL_TMPL_SCORES)) == SQLITE_ROW) {
		v = xreallocarray(v, nv + 1, sizeof(*v));
		v[nv].entry_id = sqlite3_column_int64(s, 0);
		v[nv].score = sqlite3_column_double(s, 1);
		v[nv].fallback = sqlite3_column_int(s, 2);
		nv++;
	}
	store_done(s);
	if (rc != SQLITE_DONE) {
		free(v);
		return -1;
	}
	for (i = 0; i < nv; i++)
		if (cb(v[i].entry_id, v[i].score, v[i].fallback, arg) != 0)
			break;
	free(v);
	return 0;
}

int
store_template_set_health(
    struct store *st, int64_t template_id, double health, int checked)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL_TMPL_SET_HEALTH)) == NULL)
		return -1;
	store_bind_int64(st, s, 1, template_id);
	store_bind_double(st, s, 2, health);
	store_bind_int64(st, s, 3, checked);
	return store_run(st, SQL_TMPL_SET_HEALTH, s);
}

static int
store_templates(struct store *st, enum store_sql_id id, sqlite3_stmt *s,
    store_template_cb cb, void *arg)
{
	struct rows r;
	struct store_template *v;
	size_t i;

	if (store_rows_read(st, id, s, sizeof(struct store_template),
		store_read_template, &r) == -1)
		return -1;
	v = r.v;
	for (i = 0; i < r.n; i++)
		if (cb(&v[i], arg) != 0)
			break;
	store_rows_free(&r);
	return 0;
}

static void
store_read_template(struct pool *pool, sqlite3_stmt *s, void *row)
{
	struct store_template *t = row;
	size_t n;

	memset(t, 0, sizeof(*t));
	t->id = sqlite3_column_int64(s, 0);
	t->feed_id = sqlite3_column_int64(s, 1);
	t->feed_name = store_col_text(pool, s, 2);
	t->version = sqlite3_column_int(s, 3);
	t->json = store_col_text(pool, s, 4);
	t->method = store_col_text(pool, s, 5);
	t->title_xpath = store_col_text(pool, s, 6);
	t->body_xpath = store_col_text(pool, s, 7);
	t->category_xpath = store_col_text(pool, s, 8);
	store_decode_ids(pool, (const char *)sqlite3_column_text(s, 9),
	    &t->learned_from, &t->nlearned_from);
	t->learned_at = sqlite3_column_int64(s, 10);
	t->status = store_col_text(pool, s, 11);
	t->reason = store_col_text(pool, s, 12);
	t->health = sqlite3_column_type(s, 13) == SQLITE_NULL
	    ? -1
	    : sqlite3_column_double(s, 13);
	t->checked = sqlite3_column_int(s, 14);
	/* one of each a learned_from, else none */
	store_decode_ids(pool, (const char *)sqlite3_column_text(s, 15),
	    &t->learned_articles, &n);
	if (n != t->nlearned_from)
		t->learned_articles = NULL;
	store_decode_strings(pool, (const char *)sqlite3_column_text(s, 16),
	    &t->learned_urls, &n);
	if (n != t->nlearned_from)
		t->learned_urls = NULL;
	t->host = store_col_text(pool, s, 17);
}

/* A JSON array of ids, exact at any size; the caller frees it. */
static char *
store_json_ids(const int64_t *v, size_t n)
{
	struct buf b;
	size_t i;

	buf_init(&b);
	buf_addc(&b, '[');
	for (i = 0; i < n; i++)
		buf_printf(&b, "%s%lld", i > 0 ? "," : "", (long long)v[i]);
	buf_addc(&b, ']');
	return buf_detach(&b, NULL);
}
