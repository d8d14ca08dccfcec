/* SPDX-License-Identifier: ISC */
/*
 * store_int: what the files of the store share and nothing else sees: the
 * statements, struct store, and the helpers that run statements and read
 * rows (store.c), the SQL (store_sql.c), the full-text index text
 * (store_fts.c).  Only store*.c include it; the API is store.h.
 */
#ifndef STORE_INT_H
#define STORE_INT_H

#include <stddef.h>
#include <stdint.h>

#include <sqlite3.h>

struct db;

enum store_sql_id {
	SQL_FEED_SYNC,
	SQL_FEED_DEACTIVATE_ALL,
	SQL_FEED_LIST,
	SQL_FEED_GET,
	SQL_FEED_POLLED,
	SQL_FEED_SET_TMPL,
	SQL_FEED_SET_NEXT_POLL,
	SQL_FEED_SET_SETTINGS,
	SQL_FEED_POLL_NOW,
	SQL_ENTRY_PAGE_FAILED,
	SQL_FEED_PRUNE,
	SQL_FEED_BYTES,
	SQL_DB_SIZE,
	SQL_HOST_PUT,
	SQL_HOST_GET,
	SQL_HOST_LIST,
	SQL_HOST_PATH_PUT,
	SQL_HOST_PATH_PRUNE,
	SQL_HOST_PATH_LIST,
	SQL_ENTRY_INSERT,
	SQL_ENTRY_FIND,
	SQL_ENTRY_COMMENTS,
	SQL_ENTRIES_WITHOUT_PAGE,
	SQL_ENTRY_OF_URL,
	SQL_PAGE_ADD,
	SQL_PAGE_NOT_ARTICLE,
	SQL_PAGES_RECENT,
	SQL_PAGES_RECENT_HOST,
	SQL_PAGES_HOST_TO_EXTRACT,
	SQL_FEED_HOSTS,
	SQL_FEED_NAME,
	SQL_PAGES_TO_EXTRACT,
	SQL_PAGES_UNEXTRACTED,
	SQL_PAGE_LOAD,
	SQL_PAGES_OLD,
	SQL_PAGE_DROP_BODY,
	SQL_PAGES_RAW,
	SQL_PAGE_RAW_BODY,
	SQL_PAGE_SET_BODY,
	SQL_ARTICLE_RAW,
	SQL_ARTICLE_SET_CLEAN,
	SQL_ARTICLE_COMPRESS_RAW,
	SQL_TMPL_RETIRE,
	SQL_TMPL_NEXT_VERSION,
	SQL_TMPL_INSERT,
	SQL_TMPL_CURRENT,
	SQL_TMPL_CURRENT_HOST,
	SQL_FEED_MAIN_HOST,
	SQL_TMPL_LIST,
	SQL_TMPL_SCORES,
	SQL_TMPL_SET_HEALTH,
	SQL_PAGES_OF_TEMPLATE,
	SQL_ARTICLE_PUT,
	SQL_ARTICLE_EXISTS,
	SQL_FTS_DELETE,
	SQL_FTS_CJK_PUT,
	SQL_FTS_CJK_DELETE,
	SQL_FTS_INSERT,
	SQL_ARTICLE_LIST,
	SQL_ARTICLE_AROUND,
	SQL_ITEM_LIST,
	SQL_LEARNING_LIST,
	SQL_PENDING_GET,
	SQL_ARTICLE_BY_ID,
	SQL_ARTICLE_BY_URL,
	SQL_ARTICLE_SEARCH,
	SQL_ARTICLE_SNIPPET,
	SQL_ARTICLE_QUERY,
	SQL_FEED_ERRORS,
	SQL_STATUS,
	SQL_FEED_SITE_FIND,
	SQL_FEED_SITE_UPDATE,
	SQL_FEED_SITE_INSERT,
	SQL_FEED_SITE_ACTIVE,
	SQL_SITE_PUT,
	SQL_SITE_GET,
	SQL_PAGE_URLS,
	SQL_FEED_PURGE_ARTICLES,
	SQL_FEED_PURGE_PAGES,
	SQL_FEED_PURGE_ENTRIES,
	SQL_FEED_PURGE_TEMPLATES,
	SQL_FEED_PURGE,
	SQL_COUNT
};

/* Columns read by store_read_entry(), before PAGE_COLS when loading pages. */
#define ENTRY_NCOLS 14

struct store_sql {
	const char *what; /* for error messages */
	const char *sql;
};

extern const struct store_sql store_sql[SQL_COUNT];

struct store {
	struct db *db;
	sqlite3 *h;
	sqlite3_stmt *stmt[SQL_COUNT]; /* prepared on first use */
	int bind_rc;                   /* first failed bind since store_stmt */
	int budget;                    /* ms a statement may run, 0: no limit */
	int64_t deadline;              /* of the statement running */
	int over_budget;               /* the last one was stopped */
	char query_error[160];         /* a search the index could not read */
};

/* Memory that lent records point into, freed all at once. */
struct pool {
	void **v;
	size_t n, cap;
};

/* Records read from a statement, of one type, before any callback runs. */
struct rows {
	void *v;
	size_t n, cap, size;
	struct pool pool;
};

typedef void (*store_read_fn)(struct pool *pool, sqlite3_stmt *s, void *row);

sqlite3_stmt *store_stmt(struct store *st, enum store_sql_id id);
void store_done(sqlite3_stmt *s);
void store_bind_int64(struct store *st, sqlite3_stmt *s, int i, int64_t v);
void store_bind_id(struct store *st, sqlite3_stmt *s, int i, int64_t v);
void store_bind_text(struct store *st, sqlite3_stmt *s, int i, const char *v);
void store_bind_message(
    struct store *st, sqlite3_stmt *s, int i, const char *v);
void store_bind_blob(
    struct store *st, sqlite3_stmt *s, int i, const void *v, size_t len);
void store_bind_double(struct store *st, sqlite3_stmt *s, int i, double v);
int store_step(struct store *st, sqlite3_stmt *s, enum store_sql_id id);
sqlite3_stmt *store_prepare_sql(
    struct store *st, const char *sql, const char *what);
int store_step_sql(struct store *st, sqlite3_stmt *s, const char *what);
int store_run(struct store *st, enum store_sql_id id, sqlite3_stmt *s);
int store_gather(struct store *st, enum store_sql_id id, sqlite3_stmt *s,
    struct rows *r, store_read_fn readfn);
int store_rows_read(struct store *st, enum store_sql_id id, sqlite3_stmt *s,
    size_t size, store_read_fn readfn, struct rows *r);
int store_save(struct store *st, enum store_sql_id id);
int store_release(struct store *st, enum store_sql_id id);
void store_unsave(struct store *st, enum store_sql_id id);
const char *store_col_text(struct pool *pool, sqlite3_stmt *s, int col);
const char *store_col_message(struct pool *pool, sqlite3_stmt *s, int col);
void store_read_id(struct pool *pool, sqlite3_stmt *s, void *row);
char *store_json_strings(char *const *v, size_t n);
void store_decode_strings(
    struct pool *pool, const char *json, const char *const **v, size_t *n);
void store_decode_ids(
    struct pool *pool, const char *json, const int64_t **v, size_t *n);
void *store_pool_keep(struct pool *pool, void *mem);
void store_pool_free(struct pool *pool);
void store_rows_init(struct rows *r, size_t size);
void *store_rows_add(struct rows *r);
void store_rows_free(struct rows *r);
int store_fts_index(struct store *st, int64_t id, char *const fts[3]);
char *store_fts_text(const char *text);
char *store_fts_query(const char *query);
char *store_fts_unspace(const char *text);

#endif /* STORE_INT_H */
