/* SPDX-License-Identifier: ISC */
/*
 * store: all domain SQL of templar: feeds, entries, pages, templates,
 * articles and the full-text index (schema/001-init.sql documents the
 * tables).  Statements are prepared once, on first use, and kept in
 * struct store; parameters are always bound.  Opening, migrations and
 * transactions belong to db.c; which writes make one unit of work is the
 * caller's choice (db_begin/db_commit): every function here works inside
 * or outside a transaction.
 *
 * Iterations read their rows into memory (the page and article ones read
 * only ids first, then one row at a time) and reset the statement before
 * calling back, so a callback may use the store, writes included.  A
 * callback returning non-zero stops the iteration; the function still
 * returns 0.
 *
 * The store is one module in several files, sharing store_int.h: this one
 * holds the store itself, running statements, reading columns and the
 * memory rows are read into; store_sql.c the SQL; store_feed.c feeds,
 * sites, hosts and status; store_page.c entries and pages;
 * store_template.c templates; store_article.c articles; store_fts.c the
 * text of the full-text index.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>
#include <sqlite3.h>

#include "db.h"
#include "log.h"
#include "store.h"
#include "store_int.h"
#include "text.h"
#include "util.h"

static int store_exec(struct store *st, const char *sql, const char *what);
static int store_progress_cb(void *arg);
static int store_is_word(char c);
static int store_is_search(enum store_sql_id id);

/* VM instructions between two looks at a statement's budget */
#define STORE_PROGRESS_OPS 1000

/*
 * A store on an open database, which must outlive it.  Return a store the
 * caller frees with store_free().
 */
struct store *
store_new(struct db *db)
{
	struct store *st;

	st = xcalloc(1, sizeof(*st));
	st->db = db;
	st->h = db_handle(db);
	return st;
}

void
store_free(struct store *st)
{
	size_t i;

	if (st == NULL)
		return;
	for (i = 0; i < NELEM(st->stmt); i++)
		sqlite3_finalize(st->stmt[i]);
	free(st);
}

struct db *
store_db(struct store *st)
{
	return st->db;
}

/*
 * Give every statement run from now on ms of work (0: no limit): past
 * that it is interrupted and fails, store_over_budget() saying why.
 * For a reader whose statements the network chooses (templard's HTTP
 * port): one query must not hold the event loop.
 */
void
store_set_budget(struct store *st, int ms)
{
	st->budget = ms > 0 ? ms : 0;
	st->deadline = 0;
	sqlite3_progress_handler(st->h, ms > 0 ? STORE_PROGRESS_OPS : 0,
	    ms > 0 ? store_progress_cb : NULL, st);
}

/*
 * Why the index could not read the search that failed last (FTS5's own
 * words), or NULL when it failed otherwise.
 */
const char *
store_query_error(const struct store *st)
{
	return st->query_error[0] != '\0' ? st->query_error : NULL;
}

/* A statement whose MATCH is a query someone typed. */
static int
store_is_search(enum store_sql_id id)
{
	return id == SQL_ARTICLE_SEARCH || id == SQL_ARTICLE_SNIPPET ||
	    id == SQL_ARTICLE_QUERY;
}

/* The statement that failed last was stopped by the budget. */
int
store_over_budget(const struct store *st)
{
	return st->over_budget;
}

static int
store_progress_cb(void *arg)
{
	struct store *st = arg;

	if (st->deadline == 0 || util_monotonic() <= st->deadline)
		return 0;
	st->over_budget = 1;
	return 1;
}

/*
 * The terms of an FTS5 query: its words and prefixes, the words of a
 * phrase each, column names too; the operators AND, OR, NOT and NEAR
 * not.  A word is a run of letters, digits, '_' or any non-ASCII byte,
 * as FTS5's barewords are.
 */
int
store_query_terms(const char *query)
{
	static const char *const ops[] = { "AND", "OR", "NOT", "NEAR" };
	const char *p = query, *w;
	size_t i, len;
	int n = 0, quoted = 0, op;

	while (*p != '\0') {
		if (*p == '"')
			quoted = !quoted;
		if (!store_is_word(*p)) {
			p++;
			continue;
		}
		for (w = p; store_is_word(*p); p++)
			;
		len = (size_t)(p - w);
		for (i = 0, op = 0; i < NELEM(ops) && !quoted; i++)
			op |= len == strlen(ops[i]) &&
			    memcmp(w, ops[i], len) == 0;
		if (!op)
			n++;
	}
	return n;
}

/* A byte of an FTS5 bareword: a letter, a digit, '_', or not ASCII. */
static int
store_is_word(char c)
{
	unsigned char u = (unsigned char)c;

	return u >= 0x80 || u == '_' || (u >= '0' && u <= '9') ||
	    ((u | 0x20) >= 'a' && (u | 0x20) <= 'z');
}

/* ---- statements ---- */

/* The prepared statement id, reset, with no bindings; NULL logged. */
sqlite3_stmt *
store_stmt(struct store *st, enum store_sql_id id)
{
	sqlite3_stmt *s;

	st->bind_rc = SQLITE_OK;
	if ((s = st->stmt[id]) != NULL) {
		store_done(s);
		return s;
	}
	if (sqlite3_prepare_v3(st->h, store_sql[id].sql, -1,
		SQLITE_PREPARE_PERSISTENT, &s, NULL) != SQLITE_OK) {
		db_report(st->db, store_sql[id].what);
		sqlite3_finalize(s);
		return NULL;
	}
	st->stmt[id] = s;
	return s;
}

/*
 * Done with a statement: reset it so that it holds no read transaction
 * open, and drop the bindings, which point to the caller's memory.
 */
void
store_done(sqlite3_stmt *s)
{
	sqlite3_reset(s);
	sqlite3_clear_bindings(s);
}

void
store_bind_int64(struct store *st, sqlite3_stmt *s, int i, int64_t v)
{
	int rc;

	if ((rc = sqlite3_bind_int64(s, i, v)) != SQLITE_OK &&
	    st->bind_rc == SQLITE_OK)
		st->bind_rc = rc;
}

/* An id, time or status where 0 means none: NULL in the database. */
void
store_bind_id(struct store *st, sqlite3_stmt *s, int i, int64_t v)
{
	if (v != 0)
		store_bind_int64(st, s, i, v);
}

/* NULL binds NULL.  Bindings are dropped before v may go (store_done). */
void
store_bind_text(struct store *st, sqlite3_stmt *s, int i, const char *v)
{
	int rc;

	if (v == NULL)
		return;
	if ((rc = sqlite3_bind_text(s, i, v, -1, SQLITE_STATIC)) != SQLITE_OK &&
	    st->bind_rc == SQLITE_OK)
		st->bind_rc = rc;
}

/*
 * Bind a text from the network that people will read (an error, a reason,
 * a title) made printable: no terminal control is ever stored.
 */
void
store_bind_message(struct store *st, sqlite3_stmt *s, int i, const char *v)
{
	char *t;
	int rc;

	if (v == NULL)
		return;
	t = text_printable(v, 0);
	if ((rc = sqlite3_bind_text(s, i, t, -1, SQLITE_TRANSIENT)) !=
		SQLITE_OK &&
	    st->bind_rc == SQLITE_OK)
		st->bind_rc = rc;
	free(t);
}

void
store_bind_blob(
    struct store *st, sqlite3_stmt *s, int i, const void *v, size_t len)
{
	int rc;

	if (v == NULL)
		return;
	if ((rc = sqlite3_bind_blob64(s, i, v, len, SQLITE_STATIC)) !=
		SQLITE_OK &&
	    st->bind_rc == SQLITE_OK)
		st->bind_rc = rc;
}

void
store_bind_double(struct store *st, sqlite3_stmt *s, int i, double v)
{
	int rc;

	if ((rc = sqlite3_bind_double(s, i, v)) != SQLITE_OK &&
	    st->bind_rc == SQLITE_OK)
		st->bind_rc = rc;
}

/* Step: SQLITE_ROW, SQLITE_DONE, or -1 logged (a bind failure too). */
/*
 * A statement of its own (not one of store_sql.c's, kept prepared): for
 * the parts that run a statement now and then (site configs, on-demand
 * feeds, pages of an article).  what names it in the log.
 */
sqlite3_stmt *
store_prepare_sql(struct store *st, const char *sql, const char *what)
{
	sqlite3_stmt *s = NULL;

	st->bind_rc = SQLITE_OK;
	if (sqlite3_prepare_v2(st->h, sql, -1, &s, NULL) != SQLITE_OK) {
		db_report(st->db, what);
		sqlite3_finalize(s);
		return NULL;
	}
	return s;
}

/* Step such a statement: SQLITE_ROW, SQLITE_DONE, or -1 logged. */
int
store_step_sql(struct store *st, sqlite3_stmt *s, const char *what)
{
	int rc;

	if (st->bind_rc != SQLITE_OK) {
		log_warnx(
		    "database: %s: %s", what, sqlite3_errstr(st->bind_rc));
		return -1;
	}
	rc = sqlite3_step(s);
	if (rc == SQLITE_DONE && !sqlite3_stmt_readonly(s) &&
	    sqlite3_get_autocommit(st->h))
		db_wrote(st->db);
	if (rc == SQLITE_ROW || rc == SQLITE_DONE)
		return rc;
	db_report(st->db, what);
	return -1;
}

int
store_step(struct store *st, sqlite3_stmt *s, enum store_sql_id id)
{
	int rc;

	if (st->bind_rc != SQLITE_OK) {
		log_warnx("database: %s: %s", store_sql[id].what,
		    sqlite3_errstr(st->bind_rc));
		return -1;
	}
	if (st->budget > 0 && !sqlite3_stmt_busy(s)) {
		/* a statement's first step: its budget starts */
		st->deadline = util_monotonic() + st->budget;
		st->over_budget = 0;
	}
	if (!sqlite3_stmt_busy(s))
		st->query_error[0] = '\0';
	rc = sqlite3_step(s);
	if (rc != SQLITE_ROW)
		st->deadline = 0;
	if (rc == SQLITE_DONE && !sqlite3_stmt_readonly(s) &&
	    sqlite3_get_autocommit(st->h))
		db_wrote(st->db);
	if (rc == SQLITE_ROW || rc == SQLITE_DONE)
		return rc;
	if ((rc & 0xff) == SQLITE_INTERRUPT && st->over_budget) {
		/* the caller answers for it: not a database failure */
		log_debug("database: %s: stopped after %d ms",
		    store_sql[id].what, st->budget);
		return -1;
	}
	if ((rc & 0xff) == SQLITE_ERROR && store_is_search(id)) {
		/* the query's fault, its writer told: not the database's */
		snprintf(st->query_error, sizeof(st->query_error), "%s",
		    sqlite3_errmsg(st->h));
		log_debug(
		    "database: %s: %s", store_sql[id].what, st->query_error);
		return -1;
	}
	db_report(st->db, store_sql[id].what);
	return -1;
}

/* Run a statement that returns no rows. */
int
store_run(struct store *st, enum store_sql_id id, sqlite3_stmt *s)
{
	int rc;

	rc = store_step(st, s, id);
	store_done(s);
	return rc == SQLITE_DONE ? 0 : -1;
}

/* Read every row of s into r, then reset s. */
int
store_gather(struct store *st, enum store_sql_id id, sqlite3_stmt *s,
    struct rows *r, store_read_fn readfn)
{
	int rc;

	while ((rc = store_step(st, s, id)) == SQLITE_ROW)
		readfn(&r->pool, s, store_rows_add(r));
	store_done(s);
	return rc == SQLITE_DONE ? 0 : -1;
}

/*
 * Read every row of s into r, made here for records of size bytes, then
 * reset s.  On failure r is freed already; otherwise the caller frees it
 * with store_rows_free().
 */
int
store_rows_read(struct store *st, enum store_sql_id id, sqlite3_stmt *s,
    size_t size, store_read_fn readfn, struct rows *r)
{
	store_rows_init(r, size);
	if (store_gather(st, id, s, r, readfn) == -1) {
		store_rows_free(r);
		return -1;
	}
	return 0;
}

static int
store_exec(struct store *st, const char *sql, const char *what)
{
	if (sqlite3_exec(st->h, sql, NULL, NULL, NULL) != SQLITE_OK) {
		db_report(st->db, what);
		return -1;
	}
	return 0;
}

/*
 * What a store function writes in several statements is written whole or
 * not at all: between store_save() and store_release(), in a savepoint
 * that nests inside the caller's transaction or is one on its own;
 * store_unsave() drops what was written since store_save().  id names
 * the work in error messages.
 */
int
store_save(struct store *st, enum store_sql_id id)
{
	return store_exec(st, "SAVEPOINT store", store_sql[id].what);
}

int
store_release(struct store *st, enum store_sql_id id)
{
	if (store_exec(st, "RELEASE store", store_sql[id].what) == -1)
		return -1;
	if (sqlite3_get_autocommit(st->h))
		db_wrote(st->db);
	return 0;
}

void
store_unsave(struct store *st, enum store_sql_id id)
{
	(void)store_exec(
	    st, "ROLLBACK TO store; RELEASE store", store_sql[id].what);
}

/* ---- reading rows ---- */

/*
 * store_col_text() made printable: for messages a database written by an
 * older templard may hold raw.
 */
const char *
store_col_message(struct pool *pool, sqlite3_stmt *s, int col)
{
	const char *t;

	if ((t = store_col_text(pool, s, col)) == NULL)
		return NULL;
	return store_pool_keep(pool, text_printable(t, 0));
}

/* A copy of a text (or blob) column kept in pool, NULL for NULL. */
const char *
store_col_text(struct pool *pool, sqlite3_stmt *s, int col)
{
	const void *p;
	char *copy;
	size_t len;

	if (sqlite3_column_type(s, col) == SQLITE_NULL)
		return NULL;
	if (sqlite3_column_type(s, col) == SQLITE_BLOB)
		p = sqlite3_column_blob(s, col);
	else
		p = sqlite3_column_text(s, col);
	len = (size_t)sqlite3_column_bytes(s, col);
	copy = store_pool_keep(pool, xmalloc(len + 1));
	if (len > 0)
		memcpy(copy, p, len);
	copy[len] = '\0';
	return copy;
}

void
store_read_id(UNUSED struct pool *pool, sqlite3_stmt *s, void *row)
{
	int64_t *id = row;

	*id = sqlite3_column_int64(s, 0);
}

/* ---- JSON columns ---- */

/* A JSON array of the strings (NULLs skipped); free with cJSON_free(). */
char *
store_json_strings(char *const *v, size_t n)
{
	cJSON *array, *item;
	char *json;
	size_t i;

	if ((array = cJSON_CreateArray()) == NULL)
		fatalx("%s: out of memory", __func__);
	for (i = 0; i < n; i++) {
		if (v[i] == NULL)
			continue;
		if ((item = cJSON_CreateString(v[i])) == NULL)
			fatalx("%s: out of memory", __func__);
		cJSON_AddItemToArray(array, item);
	}
	if ((json = cJSON_PrintUnformatted(array)) == NULL)
		fatalx("%s: out of memory", __func__);
	cJSON_Delete(array);
	return json;
}

/*
 * The array a JSON column holds, parsed, with room kept in pool for one
 * record of size bytes per item and a last one zeroed, at *out.  NULL when
 * the column holds no array: it is data, a reader may have written it.
 * The caller deletes what is returned.
 */
static cJSON *
store_json_array(struct pool *pool, const char *json, size_t size, void **out)
{
	cJSON *root;

	if (json == NULL || (root = cJSON_Parse(json)) == NULL)
		return NULL;
	if (!cJSON_IsArray(root)) {
		cJSON_Delete(root);
		return NULL;
	}
	*out = store_pool_keep(
	    pool, xcalloc((size_t)cJSON_GetArraySize(root) + 1, size));
	return root;
}

/* The strings of a JSON array, kept in pool; other items are skipped. */
void
store_decode_strings(
    struct pool *pool, const char *json, const char *const **v, size_t *n)
{
	cJSON *root, *item;
	const char **out;
	size_t i = 0;

	*v = NULL;
	*n = 0;
	if ((root = store_json_array(
		 pool, json, sizeof(*out), (void **)&out)) == NULL)
		return;
	cJSON_ArrayForEach(item, root)
	{
		if (cJSON_IsString(item) && item->valuestring != NULL)
			out[i++] =
			    store_pool_keep(pool, xstrdup(item->valuestring));
	}
	*v = out;
	*n = i;
	cJSON_Delete(root);
}

/* The ids of a JSON array of numbers, kept in pool; others are skipped. */
void
store_decode_ids(
    struct pool *pool, const char *json, const int64_t **v, size_t *n)
{
	cJSON *root, *item;
	int64_t *out;
	size_t i = 0;

	*v = NULL;
	*n = 0;
	if ((root = store_json_array(
		 pool, json, sizeof(*out), (void **)&out)) == NULL)
		return;
	cJSON_ArrayForEach(item, root)
	{
		if (cJSON_IsNumber(item))
			out[i++] = (int64_t)item->valuedouble;
	}
	*v = out;
	*n = i;
	cJSON_Delete(root);
}

/* ---- memory ---- */

void *
store_pool_keep(struct pool *pool, void *mem)
{
	if (pool->n == pool->cap) {
		pool->cap = pool->cap == 0 ? 16 : pool->cap * 2;
		pool->v = xreallocarray(pool->v, pool->cap, sizeof(*pool->v));
	}
	pool->v[pool->n++] = mem;
	return mem;
}

/* Free what the pool keeps; the pool stays usable. */
void
store_pool_free(struct pool *pool)
{
	size_t i;

	for (i = 0; i < pool->n; i++)
		free(pool->v[i]);
	free(pool->v);
	pool->v = NULL;
	pool->n = pool->cap = 0;
}

void
store_rows_init(struct rows *r, size_t size)
{
	memset(r, 0, sizeof(*r));
	r->size = size;
}

/* A new zeroed row at the end; valid until the next store_rows_add(). */
void *
store_rows_add(struct rows *r)
{
	char *row;

	if (r->n == r->cap) {
		r->cap = r->cap == 0 ? 16 : r->cap * 2;
		r->v = xreallocarray(r->v, r->cap, r->size);
	}
	row = (char *)r->v + r->n++ * r->size;
	memset(row, 0, r->size);
	return row;
}

void
store_rows_free(struct rows *r)
{
	free(r->v);
	store_pool_free(&r->pool);
	memset(r, 0, sizeof(*r));
}
