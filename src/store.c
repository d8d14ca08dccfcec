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
 */
#include "config.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>
#include <sqlite3.h>
#include <zlib.h>

#include "db.h"
#include "feed.h"
#include "log.h"
#include "store.h"
#include "tmpl.h"
#include "util.h"

/* Names a feed found for a site tries: name, name-2 ... */
#define STORE_SITE_NAME_TRIES 100

/* Bodies shorter than this are stored as they are. */
#define STORE_DEFLATE_MIN 256
/*
 * A stored body_size beyond what its blob could inflate to is corruption:
 * deflate expands at most 1032 times (zlib's own bound), and no page is
 * larger than max_page_size allows (1G).
 */
#define STORE_INFLATE_RATIO 1032
#define STORE_MAX_BODY (1024ULL * 1024 * 1024)

enum store_sql_id {
	SQL_FEED_SYNC,
	SQL_FEED_DEACTIVATE_ALL,
	SQL_FEED_LIST,
	SQL_FEED_GET,
	SQL_FEED_POLLED,
	SQL_FEED_SET_TMPL,
	SQL_FEED_SET_STATE,
	SQL_FEED_SET_URL,
	SQL_FEED_SET_NEXT_POLL,
	SQL_ENTRY_PAGE_FAILED,
	SQL_HOST_PUT,
	SQL_HOST_GET,
	SQL_HOST_LIST,
	SQL_ENTRY_INSERT,
	SQL_ENTRY_FIND,
	SQL_ENTRIES_WITHOUT_PAGE,
	SQL_PAGE_ADD,
	SQL_PAGE_NOT_ARTICLE,
	SQL_PAGES_RECENT,
	SQL_PAGES_TO_EXTRACT,
	SQL_PAGE_LOAD,
	SQL_PAGES_OLD,
	SQL_PAGE_DROP_BODY,
	SQL_PAGES_RAW,
	SQL_PAGE_RAW_BODY,
	SQL_PAGE_SET_BODY,
	SQL_TMPL_RETIRE,
	SQL_TMPL_NEXT_VERSION,
	SQL_TMPL_INSERT,
	SQL_TMPL_CURRENT,
	SQL_TMPL_LIST,
	SQL_TMPL_SCORES,
	SQL_TMPL_SET_HEALTH,
	SQL_PAGES_OF_TEMPLATE,
	SQL_ARTICLE_PUT,
	SQL_FTS_DELETE,
	SQL_FTS_CJK_PUT,
	SQL_FTS_CJK_DELETE,
	SQL_FTS_INSERT,
	SQL_ARTICLE_LIST,
	SQL_ARTICLE_BY_ID,
	SQL_ARTICLE_BY_URL,
	SQL_ARTICLE_SEARCH,
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
	SQL_COUNT
};

/* Columns read by store_read_feed(). */
#define FEED_COLS                                                              \
	"f.id, f.name, f.url, f.active, f.etag, f.last_modified,"              \
	" f.last_poll_at, f.next_poll_at, f.last_error, f.failures,"           \
	" f.tmpl_status, f.tmpl_reason,"                                       \
	" (SELECT count(*) FROM entries e WHERE e.feed_id = f.id),"            \
	" (SELECT count(*) FROM articles a JOIN entries e"                     \
	" ON e.id = a.entry_id WHERE e.feed_id = f.id),"                       \
	" f.state, f.state_reason, f.config_url, f.site, f.found_by"

/* Columns read by store_read_entry(). */
#define ENTRY_COLS                                                             \
	"e.id, e.feed_id, e.guid, e.url, e.title, e.teaser, e.content,"        \
	" e.categories, e.author, e.published, e.found_at, e.page_attempts"
#define ENTRY_NCOLS 12

/* Columns read by store_read_page(), after ENTRY_COLS. */
#define PAGE_COLS                                                              \
	"p.entry_id, p.url, p.final_url, p.status, p.content_type,"            \
	" p.charset, p.error, p.body, p.fetched_at, p.body_encoding,"         \
	" p.body_size"

/* Columns read by store_read_template(). */
#define TMPL_COLS                                                              \
	"t.id, t.feed_id, f.name, t.version, t.json, t.method,"                \
	" t.title_xpath, t.body_xpath, t.category_xpath, t.learned_from,"      \
	" t.learned_at, t.status, t.reason, t.health, t.checked"               \
	" FROM templates t JOIN feeds f ON f.id = t.feed_id"

/* Columns read by store_read_article(). */
#define ARTICLE_COLS                                                           \
	"a.id, a.entry_id, f.name, a.url, a.title, a.title_from_feed,"         \
	" a.body_text, a.body_html, a.category, a.published,"                  \
	" a.template_id, a.score, a.extracted_at, a.fallback, e.author,"       \
	" coalesce(a.image, e.image), e.categories, a.categories"              \
	" FROM articles a JOIN entries e ON e.id = a.entry_id"                 \
	" JOIN feeds f ON f.id = e.feed_id"

static const struct {
	const char *what; /* for error messages */
	const char *sql;
} store_sql[SQL_COUNT] = {
	[SQL_FEED_SYNC] = { "sync feed",
	    "INSERT INTO feeds (name, url, config_url, active, created_at)"
	    " VALUES (?1, ?2, ?2, 1, ?3)"
	    " ON CONFLICT (name) DO UPDATE SET active = 1,"
	    /* A feed that moved (301/308) keeps its new URL, its validators
	     * and its state until the config names another URL. */
	    " etag = CASE WHEN config_url IS excluded.config_url THEN etag END,"
	    " last_modified = CASE WHEN config_url IS excluded.config_url"
	    " THEN last_modified END,"
	    " state = CASE WHEN config_url IS excluded.config_url"
	    " THEN state ELSE 'ok' END,"
	    " state_reason = CASE WHEN config_url IS excluded.config_url"
	    " THEN state_reason END,"
	    " next_poll_at = CASE WHEN config_url IS excluded.config_url"
	    " THEN next_poll_at END,"
	    " url = CASE WHEN config_url IS excluded.config_url"
	    " THEN url ELSE excluded.url END,"
	    " config_url = excluded.config_url"
	    " RETURNING id" },
	[SQL_FEED_DEACTIVATE_ALL] = { "deactivate feeds",
	    "UPDATE feeds SET active = 0 WHERE active = 1" },
	[SQL_FEED_LIST] = { "list feeds",
	    "SELECT " FEED_COLS " FROM feeds f"
	    " WHERE ?1 = 0 OR f.active = 1 ORDER BY f.name" },
	[SQL_FEED_GET] = { "get feed",
	    "SELECT " FEED_COLS " FROM feeds f WHERE f.name = ?1" },
	[SQL_FEED_POLLED] = { "record poll",
	    "UPDATE feeds SET last_poll_at = ?2, next_poll_at = ?3,"
	    " last_error = ?4,"
	    " failures = CASE WHEN ?4 IS NULL THEN 0 ELSE failures + 1 END,"
	    " etag = coalesce(?5, etag),"
	    " last_modified = coalesce(?6, last_modified)"
	    " WHERE id = ?1" },
	[SQL_FEED_SET_TMPL] = { "set template status",
	    "UPDATE feeds SET tmpl_status = ?2, tmpl_reason = ?3"
	    " WHERE id = ?1" },
	[SQL_FEED_SET_STATE] = { "set feed state",
	    "UPDATE feeds SET state = ?2, state_reason = ?3 WHERE id = ?1" },
	[SQL_FEED_SET_NEXT_POLL] = { "reschedule feed",
	    "UPDATE feeds SET next_poll_at = ?2 WHERE id = ?1" },
	[SQL_FEED_SET_URL] = { "move feed",
	    "UPDATE feeds SET url = ?2, etag = NULL, last_modified = NULL"
	    " WHERE id = ?1" },
	[SQL_ENTRY_PAGE_FAILED] = { "record page failure",
	    "UPDATE entries SET page_attempts = page_attempts + 1,"
	    " page_error = ?2, page_retry_at = ?3 WHERE id = ?1"
	    " RETURNING page_attempts" },
	[SQL_HOST_PUT] = { "record host",
	    "INSERT INTO hosts (key, hold_until, hold_reason, failures,"
	    " updated_at) VALUES (?1, ?2, ?3, ?4, ?5)"
	    " ON CONFLICT (key) DO UPDATE SET hold_until = excluded.hold_until,"
	    " hold_reason = excluded.hold_reason,"
	    " failures = excluded.failures, updated_at = excluded.updated_at" },
	[SQL_HOST_GET] = { "read host",
	    "SELECT key, hold_until, hold_reason, failures, updated_at"
	    " FROM hosts WHERE key = ?1" },
	[SQL_HOST_LIST] = { "list held hosts",
	    "SELECT key, hold_until, hold_reason, failures, updated_at"
	    " FROM hosts WHERE hold_until > ?1 ORDER BY hold_until" },
	[SQL_ENTRY_INSERT] = { "add entry",
	    "INSERT INTO entries (feed_id, key, guid, url, title, teaser,"
	    " content, categories, author, published, published_text,"
	    " found_at, enclosures, image, updated)"
	    " VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13,"
	    " ?14, ?15)"
	    " ON CONFLICT (feed_id, key) DO NOTHING RETURNING id" },
	[SQL_ENTRY_FIND] = { "find entry",
	    "SELECT id FROM entries WHERE feed_id = ?1 AND key = ?2" },
	[SQL_ENTRIES_WITHOUT_PAGE] = { "list entries without page",
	    "SELECT " ENTRY_COLS " FROM entries e"
	    " WHERE e.feed_id = ?1 AND e.url IS NOT NULL"
	    " AND (e.page_retry_at IS NULL OR e.page_retry_at <= ?2)"
	    " AND NOT EXISTS (SELECT 1 FROM pages p"
	    " WHERE p.entry_id = e.id)"
	    " AND (e.found_at, e.id) > (?3, ?4)"
	    " ORDER BY e.found_at, e.id LIMIT ?5" },
	[SQL_PAGE_ADD] = { "add page",
	    "INSERT INTO pages (entry_id, url, final_url, status,"
	    " content_type, charset, error, body, fetched_at, body_encoding,"
	    " body_size)"
	    " VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)"
	    " ON CONFLICT (entry_id) DO UPDATE SET url = excluded.url,"
	    " final_url = excluded.final_url, status = excluded.status,"
	    " content_type = excluded.content_type,"
	    " charset = excluded.charset, error = excluded.error,"
	    " body = excluded.body, fetched_at = excluded.fetched_at,"
	    " body_encoding = excluded.body_encoding,"
	    " body_size = excluded.body_size, body_dropped_at = NULL" },
	[SQL_PAGE_NOT_ARTICLE] = { "mark page not an article",
	    "UPDATE pages SET not_article = ?2 WHERE entry_id = ?1" },
	[SQL_PAGES_RECENT] = { "list recent pages",
	    "SELECT e.id FROM entries e JOIN pages p ON p.entry_id = e.id"
	    " WHERE e.feed_id = ?1 AND p.error IS NULL"
	    " AND p.not_article IS NULL AND p.body IS NOT NULL"
	    " ORDER BY e.found_at DESC, e.id DESC LIMIT ?2" },
	[SQL_PAGES_TO_EXTRACT] = { "list pages to extract",
	    "SELECT e.id FROM entries e JOIN pages p ON p.entry_id = e.id"
	    " LEFT JOIN articles a ON a.entry_id = e.id"
	    " WHERE e.feed_id = ?1 AND p.error IS NULL"
	    " AND p.not_article IS NULL AND p.body IS NOT NULL"
	    " AND (?2 = 0 OR a.id IS NULL"
	    " OR (?2 > 0 AND a.template_id IS NOT ?2))"
	    " ORDER BY e.found_at, e.id" },
	[SQL_PAGE_LOAD] = { "load page",
	    "SELECT " ENTRY_COLS ", " PAGE_COLS
	    " FROM entries e JOIN pages p ON p.entry_id = e.id"
	    " WHERE e.id = ?1" },
	/*
	 * Retention: bodies fetched before ?1, except those of the entries
	 * a current template was learned from and of the newest ?2 pages
	 * that store_pages_recent() would hand to learning, per feed.
	 */
	[SQL_PAGES_OLD] = { "list old pages",
	    "SELECT p.entry_id, length(p.body) FROM pages p"
	    " JOIN entries e ON e.id = p.entry_id"
	    " WHERE p.body IS NOT NULL AND p.fetched_at < ?1"
	    " AND NOT EXISTS (SELECT 1 FROM templates t,"
	    " json_each(t.learned_from) j WHERE t.feed_id = e.feed_id"
	    " AND t.status = 'current' AND j.value = p.entry_id)"
	    " AND p.entry_id NOT IN (SELECT e2.id FROM entries e2"
	    " JOIN pages p2 ON p2.entry_id = e2.id WHERE e2.feed_id = e.feed_id"
	    " AND p2.error IS NULL AND p2.not_article IS NULL"
	    " AND p2.body IS NOT NULL"
	    " ORDER BY e2.found_at DESC, e2.id DESC LIMIT ?2)"
	    " LIMIT ?3" },
	[SQL_PAGE_DROP_BODY] = { "drop page body",
	    "UPDATE pages SET body = NULL, body_encoding = NULL,"
	    " body_dropped_at = ?2 WHERE entry_id = ?1 AND body IS NOT NULL" },
	/* Bodies stored raw before schema version 8. */
	[SQL_PAGES_RAW] = { "list raw pages",
	    "SELECT entry_id FROM pages"
	    " WHERE body IS NOT NULL AND body_size IS NULL LIMIT ?1" },
	[SQL_PAGE_RAW_BODY] = { "read raw page",
	    "SELECT body FROM pages WHERE entry_id = ?1" },
	[SQL_PAGE_SET_BODY] = { "compress page",
	    "UPDATE pages SET body = coalesce(?2, body), body_encoding = ?3,"
	    " body_size = ?4 WHERE entry_id = ?1" },
	[SQL_TMPL_RETIRE] = { "retire template",
	    "UPDATE templates SET status = 'retired', reason = ?2"
	    " WHERE feed_id = ?1 AND status = 'current'" },
	[SQL_TMPL_NEXT_VERSION] = { "number template",
	    "SELECT coalesce(max(version), 0) + 1 FROM templates"
	    " WHERE feed_id = ?1" },
	[SQL_TMPL_INSERT] = { "add template",
	    "INSERT INTO templates (feed_id, version, method, title_xpath,"
	    " body_xpath, category_xpath, json, learned_from, learned_at,"
	    " status)"
	    " VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, 'current')"
	    " RETURNING id" },
	[SQL_TMPL_CURRENT] = { "get current template",
	    "SELECT " TMPL_COLS
	    " WHERE t.feed_id = ?1 AND t.status = 'current'" },
	[SQL_TMPL_LIST] = { "list templates",
	    "SELECT " TMPL_COLS
	    " WHERE ?1 IS NULL OR f.name = ?1 ORDER BY t.id DESC" },
	[SQL_TMPL_SCORES] = { "read template scores",
	    "SELECT a.entry_id, a.score, a.fallback FROM articles a"
	    " JOIN entries e ON e.id = a.entry_id"
	    " WHERE a.template_id = ?1 AND a.score IS NOT NULL"
	    " ORDER BY e.found_at DESC, e.id DESC LIMIT ?2" },
	[SQL_TMPL_SET_HEALTH] = { "set template health",
	    "UPDATE templates SET health = ?2, checked = ?3 WHERE id = ?1" },
	[SQL_PAGES_OF_TEMPLATE] = { "list pages of a template",
	    "SELECT e.id FROM entries e JOIN pages p ON p.entry_id = e.id"
	    " JOIN articles a ON a.entry_id = e.id"
	    " WHERE e.feed_id = ?1 AND a.template_id = ?2 AND e.id >= ?3"
	    " AND p.error IS NULL AND p.body IS NOT NULL"
	    " ORDER BY e.found_at, e.id" },
	[SQL_ARTICLE_PUT] = { "store article",
	    "INSERT INTO articles (entry_id, url, title, title_from_feed,"
	    " body_text, body_html, category, published, template_id, score,"
	    " extracted_at, fallback, image, categories)"
	    " SELECT e.id, coalesce(p.final_url, e.url), coalesce(?2, e.title),"
	    " ?2 IS NULL, ?3, ?4, ?5, e.published, ?6, ?7, ?8, ?9, ?10, ?11"
	    " FROM entries e LEFT JOIN pages p ON p.entry_id = e.id"
	    " WHERE e.id = ?1"
	    " ON CONFLICT (entry_id) DO UPDATE SET url = excluded.url,"
	    " title = excluded.title,"
	    " title_from_feed = excluded.title_from_feed,"
	    " body_text = excluded.body_text, body_html = excluded.body_html,"
	    " category = excluded.category, published = excluded.published,"
	    " template_id = excluded.template_id, score = excluded.score,"
	    " extracted_at = excluded.extracted_at,"
	    " fallback = excluded.fallback, image = excluded.image,"
	    " categories = excluded.categories"
	    " RETURNING id, title, body_text, category" },
	/*
	 * The index reads what it holds from articles_fts_text: an article
	 * leaves it before its text changes, and comes back after.
	 */
	[SQL_FTS_DELETE] = { "unindex article",
	    "DELETE FROM articles_fts"
	    " WHERE rowid = (SELECT id FROM articles WHERE entry_id = ?1)" },
	[SQL_FTS_CJK_PUT] = { "index article",
	    "INSERT OR REPLACE INTO articles_fts_cjk (id, title, body_text,"
	    " category) VALUES (?1, ?2, ?3, ?4)" },
	[SQL_FTS_CJK_DELETE] = { "index article",
	    "DELETE FROM articles_fts_cjk WHERE id = ?1" },
	[SQL_FTS_INSERT] = { "index article",
	    "INSERT INTO articles_fts (rowid, title, body_text, category)"
	    " SELECT id, title, body_text, category FROM articles_fts_text"
	    " WHERE id = ?1" },
	[SQL_ARTICLE_LIST] = { "list articles",
	    "SELECT a.id FROM articles a JOIN entries e ON e.id = a.entry_id"
	    " JOIN feeds f ON f.id = e.feed_id"
	    " WHERE ?1 IS NULL OR f.name = ?1"
	    " ORDER BY a.published IS NULL, a.published DESC, a.id DESC"
	    " LIMIT ?2" },
	[SQL_ARTICLE_BY_ID] = { "get article",
	    "SELECT " ARTICLE_COLS " WHERE a.id = ?1" },
	[SQL_ARTICLE_BY_URL] = { "find article",
	    "SELECT a.id FROM articles a WHERE a.url = ?1"
	    " UNION SELECT a.id FROM articles a"
	    " JOIN entries e ON e.id = a.entry_id WHERE e.url = ?1"
	    " ORDER BY 1 DESC LIMIT 1" },
	[SQL_ARTICLE_SEARCH] = { "search articles",
	    "SELECT rowid, snippet(articles_fts, 1, '[', ']', '...', 24)"
	    " FROM articles_fts WHERE articles_fts MATCH ?1"
	    " ORDER BY rank LIMIT ?2" },
	/* templard's /api/articles: every filter optional (NULL) */
	[SQL_ARTICLE_QUERY] = { "query articles",
	    "SELECT a.id FROM articles a JOIN entries e ON e.id = a.entry_id"
	    " JOIN feeds f ON f.id = e.feed_id"
	    " WHERE (?1 IS NULL OR f.name = ?1)"
	    " AND (?2 IS NULL OR a.id IN (SELECT rowid FROM articles_fts"
	    " WHERE articles_fts MATCH ?2))"
	    " AND (?3 IS NULL OR coalesce(a.published, a.extracted_at) >= ?3)"
	    " AND (?4 IS NULL OR coalesce(a.published, a.extracted_at) < ?4)"
	    " ORDER BY a.published IS NULL, a.published DESC, a.id DESC"
	    " LIMIT ?5" },
	[SQL_FEED_ERRORS] = { "list feed errors",
	    "SELECT " FEED_COLS " FROM feeds f"
	    " WHERE f.active = 1 AND f.last_error IS NOT NULL"
	    " ORDER BY f.last_poll_at IS NULL, f.last_poll_at DESC, f.name"
	    " LIMIT ?1" },
	/* One row of counts: see struct store_status for the order. */
	[SQL_STATUS] = { "read status",
	    "SELECT f.*, t.*, e.*, p.*, q.*, a.*, r.*, b.* FROM"
	    " (SELECT count(*) FILTER (WHERE active = 1),"
	    " count(*) FILTER (WHERE active = 0),"
	    " count(*) FILTER (WHERE active = 1 AND state = 'ok'),"
	    " count(*) FILTER (WHERE active = 1 AND state = 'failing'),"
	    " count(*) FILTER (WHERE active = 1 AND state = 'gone'),"
	    " count(*) FILTER (WHERE active = 1 AND state = 'refused'),"
	    " count(*) FILTER (WHERE active = 1 AND tmpl_status = 'none'),"
	    " count(*) FILTER (WHERE active = 1 AND tmpl_status = 'ok'),"
	    " count(*) FILTER (WHERE active = 1 AND tmpl_status = 'failed')"
	    " FROM feeds) f,"
	    " (SELECT count(*) FROM templates WHERE status = 'current') t,"
	    " (SELECT count(*), count(*) FILTER (WHERE NOT EXISTS"
	    " (SELECT 1 FROM articles a WHERE a.entry_id = en.id))"
	    " FROM entries en) e,"
	    " (SELECT count(*), count(*) FILTER (WHERE error IS NOT NULL)"
	    " FROM pages) p,"
	    " (SELECT count(*) FROM entries en"
	    " WHERE en.page_error IS NOT NULL AND NOT EXISTS"
	    " (SELECT 1 FROM pages pg WHERE pg.entry_id = en.id)) q,"
	    " (SELECT count(*), count(*) FILTER (WHERE extracted_at >= ?1)"
	    " FROM articles) a,"
	    " (SELECT count(score), count(*) FILTER (WHERE score < ?3)"
	    " FROM (SELECT score FROM articles"
	    " ORDER BY extracted_at DESC, id DESC LIMIT ?2)) r,"
	    " (SELECT count(body), coalesce(sum(length(body)), 0)"
	    " FROM pages) b" },
	/* Feeds of [site] sections: known by site and URL, named once. */
	[SQL_FEED_SITE_FIND] = { "find site feed",
	    "SELECT id FROM feeds WHERE site = ?1 AND config_url = ?2" },
	[SQL_FEED_SITE_UPDATE] = { "sync site feed",
	    "UPDATE feeds SET active = 1, found_by = ?2 WHERE id = ?1" },
	[SQL_FEED_SITE_INSERT] = { "add site feed",
	    "INSERT INTO feeds (name, url, config_url, active, created_at,"
	    " site, found_by) VALUES (?1, ?2, ?2, 1, ?3, ?4, ?5)"
	    " ON CONFLICT (name) DO NOTHING RETURNING id" },
	[SQL_FEED_SITE_ACTIVE] = { "set site feeds active",
	    "UPDATE feeds SET active = ?2 WHERE site = ?1" },
	[SQL_SITE_PUT] = { "record discovery",
	    "INSERT INTO sites (name, url, feeds, discovered_at, found, error)"
	    " VALUES (?1, ?2, ?3, ?4, ?5, ?6)"
	    " ON CONFLICT (name) DO UPDATE SET url = excluded.url,"
	    " feeds = excluded.feeds, discovered_at = excluded.discovered_at,"
	    " found = excluded.found, error = excluded.error" },
	[SQL_SITE_GET] = { "get site",
	    "SELECT name, url, feeds, discovered_at, found, error FROM sites"
	    " WHERE name = ?1" },
	/* Where a feed's pages come from (templar export-templates). */
	[SQL_PAGE_URLS] = { "list page URLs",
	    "SELECT DISTINCT coalesce(p.final_url, p.url) FROM entries e"
	    " JOIN pages p ON p.entry_id = e.id"
	    " WHERE e.feed_id = ?1 AND p.error IS NULL"
	    " AND p.not_article IS NULL"
	    " AND coalesce(p.final_url, p.url) IS NOT NULL"
	    " ORDER BY 1" },
};

struct store {
	struct db *db;
	sqlite3 *h;
	sqlite3_stmt *stmt[SQL_COUNT]; /* prepared on first use */
	int bind_rc;                   /* first failed bind since store_stmt */
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

static void *pool_keep(struct pool *pool, void *mem);
static void pool_free(struct pool *pool);
static void rows_init(struct rows *r, size_t size);
static void *rows_add(struct rows *r);
static void rows_free(struct rows *r);

static sqlite3_stmt *store_stmt(struct store *st, enum store_sql_id id);
static void store_done(sqlite3_stmt *s);
static void store_bind_int64(
    struct store *st, sqlite3_stmt *s, int i, int64_t v);
static void store_bind_id(struct store *st, sqlite3_stmt *s, int i, int64_t v);
static void store_bind_text(
    struct store *st, sqlite3_stmt *s, int i, const char *v);
static void store_bind_blob(
    struct store *st, sqlite3_stmt *s, int i, const void *v, size_t len);
static void store_bind_double(
    struct store *st, sqlite3_stmt *s, int i, double v);
static int store_step(struct store *st, sqlite3_stmt *s, enum store_sql_id id);
static int store_run(struct store *st, enum store_sql_id id, sqlite3_stmt *s);
static int store_gather(struct store *st, enum store_sql_id id, sqlite3_stmt *s,
    struct rows *r, store_read_fn readfn);
static int store_exec(struct store *st, const char *sql, const char *what);

static const char *col_text(struct pool *pool, sqlite3_stmt *s, int col);
static void store_read_id(struct pool *pool, sqlite3_stmt *s, void *row);
static void store_read_feed(struct pool *pool, sqlite3_stmt *s, void *row);
static void store_read_entry_at(
    struct pool *pool, sqlite3_stmt *s, struct store_entry *e);
static void store_read_entry(struct pool *pool, sqlite3_stmt *s, void *row);
static void store_read_page_at(
    struct pool *pool, sqlite3_stmt *s, int col, struct store_page *p);
static int store_read_page_body(
    struct pool *pool, sqlite3_stmt *s, int col, struct store_page *p);
static void store_read_id_len(struct pool *pool, sqlite3_stmt *s, void *row);
static void *store_deflate(const void *body, size_t len, size_t *zlen);
static char *store_inflate(
    const void *z, size_t zlen, int64_t size, char **cause);
static void store_read_template(struct pool *pool, sqlite3_stmt *s, void *row);
static void store_read_article(struct pool *pool, sqlite3_stmt *s, void *row);

static int store_fts_index(struct store *st, int64_t id, char *const fts[3]);
static char *store_fts_text(const char *text);
static char *store_fts_query(const char *query);
static char *store_fts_unspace(const char *text);
static char *store_json_enclosures(const struct feed_entry *e);
static char *store_json_strings(char *const *v, size_t n);
static void store_decode_strings(
    struct pool *pool, const char *json, const char *const **v, size_t *n);
static char *store_json_ids(const int64_t *v, size_t n);
static void store_decode_ids(
    struct pool *pool, const char *json, const int64_t **v, size_t *n);
static int store_feeds(struct store *st, enum store_sql_id id, sqlite3_stmt *s,
    store_feed_cb cb, void *arg);
static int store_templates(struct store *st, enum store_sql_id id,
    sqlite3_stmt *s, store_template_cb cb, void *arg);
static int store_pages_each(struct store *st, enum store_sql_id id,
    sqlite3_stmt *s, store_page_cb cb, void *arg);
static int store_articles_each(struct store *st, enum store_sql_id id,
    sqlite3_stmt *s, int with_snippet, store_article_cb cb, void *arg);

/* One id with an optional snippet: what article iterations read first. */
struct store_hit {
	int64_t id;
	const char *snippet;
};

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

/* ---- feeds ---- */

int64_t
store_feed_sync(struct store *st, const char *name, const char *url)
{
	sqlite3_stmt *s;
	int64_t id = -1;

	if ((s = store_stmt(st, SQL_FEED_SYNC)) == NULL)
		return -1;
	store_bind_text(st, s, 1, name);
	store_bind_text(st, s, 2, url);
	store_bind_int64(st, s, 3, util_now());
	if (store_step(st, s, SQL_FEED_SYNC) == SQLITE_ROW)
		id = sqlite3_column_int64(s, 0);
	store_done(s);
	return id;
}

int
store_feed_deactivate_all(struct store *st)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL_FEED_DEACTIVATE_ALL)) == NULL)
		return -1;
	return store_run(st, SQL_FEED_DEACTIVATE_ALL, s);
}

int
store_feed_list(struct store *st, int active_only, store_feed_cb cb, void *arg)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL_FEED_LIST)) == NULL)
		return -1;
	store_bind_int64(st, s, 1, active_only != 0);
	return store_feeds(st, SQL_FEED_LIST, s, cb, arg);
}

/* The feed called name, if any (cb not called if none). */
int
store_feed_get(struct store *st, const char *name, store_feed_cb cb, void *arg)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL_FEED_GET)) == NULL)
		return -1;
	store_bind_text(st, s, 1, name);
	return store_feeds(st, SQL_FEED_GET, s, cb, arg);
}

int
store_feed_polled(struct store *st, int64_t feed_id, int64_t at,
    const char *error, const char *etag, const char *last_modified,
    int64_t next_poll_at)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL_FEED_POLLED)) == NULL)
		return -1;
	store_bind_int64(st, s, 1, feed_id);
	store_bind_id(st, s, 2, at);
	store_bind_id(st, s, 3, next_poll_at);
	store_bind_text(st, s, 4, error);
	store_bind_text(st, s, 5, etag);
	store_bind_text(st, s, 6, last_modified);
	if (store_run(st, SQL_FEED_POLLED, s) == -1)
		return -1;
	if (sqlite3_changes(st->h) == 0) {
		log_warnx("database: %s: no feed %lld",
		    store_sql[SQL_FEED_POLLED].what, (long long)feed_id);
		return -1;
	}
	return 0;
}

int
store_feed_set_tmpl_status(struct store *st, int64_t feed_id,
    enum store_tmpl_status status, const char *reason)
{
	sqlite3_stmt *s;
	const char *name;

	switch (status) {
	case STORE_TMPL_NONE:
		name = "none";
		break;
	case STORE_TMPL_OK:
		name = "ok";
		break;
	case STORE_TMPL_FAILED:
		name = "failed";
		break;
	default:
		fatalx("%s: bad status %d", __func__, (int)status);
	}
	if ((s = store_stmt(st, SQL_FEED_SET_TMPL)) == NULL)
		return -1;
	store_bind_int64(st, s, 1, feed_id);
	store_bind_text(st, s, 2, name);
	store_bind_text(st, s, 3, reason);
	if (store_run(st, SQL_FEED_SET_TMPL, s) == -1)
		return -1;
	if (sqlite3_changes(st->h) == 0) {
		log_warnx("database: %s: no feed %lld",
		    store_sql[SQL_FEED_SET_TMPL].what, (long long)feed_id);
		return -1;
	}
	return 0;
}

int
store_feed_set_state(struct store *st, int64_t feed_id, const char *state,
    const char *reason)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL_FEED_SET_STATE)) == NULL)
		return -1;
	store_bind_int64(st, s, 1, feed_id);
	store_bind_text(st, s, 2, state);
	store_bind_text(st, s, 3, reason);
	return store_run(st, SQL_FEED_SET_STATE, s);
}

int
store_feed_set_url(struct store *st, int64_t feed_id, const char *url)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL_FEED_SET_URL)) == NULL)
		return -1;
	store_bind_int64(st, s, 1, feed_id);
	store_bind_text(st, s, 2, url);
	return store_run(st, SQL_FEED_SET_URL, s);
}

int
store_feed_set_next_poll(struct store *st, int64_t feed_id, int64_t at)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL_FEED_SET_NEXT_POLL)) == NULL)
		return -1;
	store_bind_int64(st, s, 1, feed_id);
	store_bind_id(st, s, 2, at);
	return store_run(st, SQL_FEED_SET_NEXT_POLL, s);
}

/* Only active feeds: a feed out of the config is not polled any more. */
int
store_feed_list_errors(struct store *st, int limit, store_feed_cb cb, void *arg)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL_FEED_ERRORS)) == NULL)
		return -1;
	store_bind_int64(st, s, 1, limit > 0 ? limit : -1);
	return store_feeds(st, SQL_FEED_ERRORS, s, cb, arg);
}

/*
 * A feed found by discovery for a site: the one the site already has at
 * url keeps its name; a new one takes name, else name-2, name-3 ... when
 * another feed holds it.
 */
int64_t
store_feed_sync_site(struct store *st, const char *name, const char *url,
    const char *site, const char *found_by)
{
	sqlite3_stmt *s;
	int64_t id = -1;
	char *try;
	int n, rc;

	if ((s = store_stmt(st, SQL_FEED_SITE_FIND)) == NULL)
		return -1;
	store_bind_text(st, s, 1, site);
	store_bind_text(st, s, 2, url);
	rc = store_step(st, s, SQL_FEED_SITE_FIND);
	if (rc == SQLITE_ROW)
		id = sqlite3_column_int64(s, 0);
	store_done(s);
	if (rc != SQLITE_ROW && rc != SQLITE_DONE)
		return -1;
	if (id > 0) {
		if ((s = store_stmt(st, SQL_FEED_SITE_UPDATE)) == NULL)
			return -1;
		store_bind_int64(st, s, 1, id);
		store_bind_text(st, s, 2, found_by);
		return store_run(st, SQL_FEED_SITE_UPDATE, s) == -1 ? -1 : id;
	}
	for (n = 1; n <= STORE_SITE_NAME_TRIES; n++) {
		if (n == 1)
			try = xstrdup(name);
		else
			xasprintf(&try, "%s-%d", name, n);
		if ((s = store_stmt(st, SQL_FEED_SITE_INSERT)) == NULL) {
			free(try);
			return -1;
		}
		store_bind_text(st, s, 1, try);
		store_bind_text(st, s, 2, url);
		store_bind_int64(st, s, 3, util_now());
		store_bind_text(st, s, 4, site);
		store_bind_text(st, s, 5, found_by);
		rc = store_step(st, s, SQL_FEED_SITE_INSERT);
		if (rc == SQLITE_ROW)
			id = sqlite3_column_int64(s, 0);
		store_done(s);
		free(try);
		if (rc == SQLITE_ROW)
			return id;
		if (rc != SQLITE_DONE)
			return -1;
	}
	log_warnx("database: %s: site %s: names %s to %s-%d are all taken",
	    store_sql[SQL_FEED_SITE_INSERT].what, site, name, name,
	    STORE_SITE_NAME_TRIES);
	return -1;
}

int
store_feed_site_active(struct store *st, const char *site, int active)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL_FEED_SITE_ACTIVE)) == NULL)
		return -1;
	store_bind_text(st, s, 1, site);
	store_bind_int64(st, s, 2, active != 0);
	return store_run(st, SQL_FEED_SITE_ACTIVE, s);
}

int
store_site_put(struct store *st, const struct store_site *site)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL_SITE_PUT)) == NULL)
		return -1;
	store_bind_text(st, s, 1, site->name);
	store_bind_text(st, s, 2, site->url);
	store_bind_text(st, s, 3, site->feeds);
	store_bind_int64(st, s, 4, site->discovered_at);
	store_bind_int64(st, s, 5, site->found);
	store_bind_text(st, s, 6, site->error);
	return store_run(st, SQL_SITE_PUT, s);
}

static void
store_read_site(struct pool *pool, sqlite3_stmt *s, void *row)
{
	struct store_site *site = row;

	site->name = col_text(pool, s, 0);
	site->url = col_text(pool, s, 1);
	site->feeds = col_text(pool, s, 2);
	site->discovered_at = sqlite3_column_int64(s, 3);
	site->found = sqlite3_column_int(s, 4);
	site->error = col_text(pool, s, 5);
}

int
store_site_get(struct store *st, const char *name, store_site_cb cb, void *arg)
{
	sqlite3_stmt *s;
	struct rows r;
	struct store_site *v;
	size_t i;

	if ((s = store_stmt(st, SQL_SITE_GET)) == NULL)
		return -1;
	store_bind_text(st, s, 1, name);
	rows_init(&r, sizeof(struct store_site));
	if (store_gather(st, SQL_SITE_GET, s, &r, store_read_site) == -1) {
		rows_free(&r);
		return -1;
	}
	v = r.v;
	for (i = 0; i < r.n; i++)
		if (cb(&v[i], arg) != 0)
			break;
	rows_free(&r);
	return 0;
}

/* ---- hosts ---- */

int
store_host_put(struct store *st, const struct store_host *h)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL_HOST_PUT)) == NULL)
		return -1;
	store_bind_text(st, s, 1, h->key);
	store_bind_id(st, s, 2, h->hold_until);
	store_bind_text(st, s, 3, h->hold_reason);
	store_bind_int64(st, s, 4, h->failures);
	store_bind_int64(st, s, 5, h->updated_at);
	return store_run(st, SQL_HOST_PUT, s);
}

static void
store_read_host(struct pool *pool, sqlite3_stmt *s, void *row)
{
	struct store_host *h = row;

	h->key = col_text(pool, s, 0);
	h->hold_until = sqlite3_column_int64(s, 1);
	h->hold_reason = col_text(pool, s, 2);
	h->failures = sqlite3_column_int(s, 3);
	h->updated_at = sqlite3_column_int64(s, 4);
}

int
store_host_get(struct store *st, const char *key, store_host_cb cb,
    void *arg)
{
	sqlite3_stmt *s;
	struct rows r;
	struct store_host *v;

	if ((s = store_stmt(st, SQL_HOST_GET)) == NULL)
		return -1;
	store_bind_text(st, s, 1, key);
	rows_init(&r, sizeof(struct store_host));
	if (store_gather(st, SQL_HOST_GET, s, &r, store_read_host) == -1) {
		rows_free(&r);
		return -1;
	}
	v = r.v;
	if (r.n > 0)
		cb(&v[0], arg);
	rows_free(&r);
	return 0;
}

int
store_host_list_held(struct store *st, int64_t now, store_host_cb cb,
    void *arg)
{
	sqlite3_stmt *s;
	struct rows r;
	struct store_host *v;
	size_t i;

	if ((s = store_stmt(st, SQL_HOST_LIST)) == NULL)
		return -1;
	store_bind_int64(st, s, 1, now);
	rows_init(&r, sizeof(struct store_host));
	if (store_gather(st, SQL_HOST_LIST, s, &r, store_read_host) == -1) {
		rows_free(&r);
		return -1;
	}
	v = r.v;
	for (i = 0; i < r.n; i++)
		if (cb(&v[i], arg) != 0)
			break;
	rows_free(&r);
	return 0;
}

/* ---- entries ---- */

/*
 * The key is the entry's guid, else its url (as feed_entry_key() says);
 * an entry with neither cannot be told apart from the others and is
 * refused.
 */
int64_t
store_entry_add(struct store *st, int64_t feed_id, const struct feed_entry *e,
    int64_t now, int *is_new)
{
	sqlite3_stmt *s;
	const char *key;
	char *cats, *encl;
	int64_t id = -1;
	int rc;

	if (is_new != NULL)
		*is_new = 0;
	if (e->guid != NULL && *e->guid != '\0')
		key = e->guid;
	else if (e->url != NULL && *e->url != '\0')
		key = e->url;
	else {
		log_warnx("database: %s: feed %lld: entry has neither guid "
			  "nor url",
		    store_sql[SQL_ENTRY_INSERT].what, (long long)feed_id);
		return -1;
	}

	if ((s = store_stmt(st, SQL_ENTRY_INSERT)) == NULL)
		return -1;
	cats = store_json_strings(e->categories, e->ncategories);
	store_bind_int64(st, s, 1, feed_id);
	store_bind_text(st, s, 2, key);
	store_bind_text(st, s, 3, e->guid);
	store_bind_text(st, s, 4, e->url);
	store_bind_text(st, s, 5, e->title);
	store_bind_text(st, s, 6, e->teaser);
	store_bind_text(st, s, 7, e->content);
	store_bind_text(st, s, 8, cats);
	store_bind_text(st, s, 9, e->author);
	store_bind_id(st, s, 10, e->published);
	store_bind_text(st, s, 11, e->published_text);
	store_bind_int64(st, s, 12, now);
	encl = store_json_enclosures(e);
	store_bind_text(st, s, 13, encl);
	store_bind_text(st, s, 14, e->image);
	store_bind_id(st, s, 15, e->updated);
	rc = store_step(st, s, SQL_ENTRY_INSERT);
	if (rc == SQLITE_ROW) {
		id = sqlite3_column_int64(s, 0);
		if (is_new != NULL)
			*is_new = 1;
	}
	store_done(s);
	cJSON_free(cats);
	cJSON_free(encl);
	if (rc != SQLITE_DONE)
		return id;

	/* The key is taken: the entry is known already. */
	if ((s = store_stmt(st, SQL_ENTRY_FIND)) == NULL)
		return -1;
	store_bind_int64(st, s, 1, feed_id);
	store_bind_text(st, s, 2, key);
	if ((rc = store_step(st, s, SQL_ENTRY_FIND)) == SQLITE_ROW)
		id = sqlite3_column_int64(s, 0);
	else if (rc == SQLITE_DONE)
		log_warnx("database: %s: feed %lld: entry %s vanished",
		    store_sql[SQL_ENTRY_FIND].what, (long long)feed_id, key);
	store_done(s);
	return id;
}

int
store_entries_without_page(struct store *st, int64_t feed_id, int64_t now,
    const struct store_entry *after, int limit, store_entry_cb cb, void *arg)
{
	sqlite3_stmt *s;
	struct rows r;
	struct store_entry *v;
	size_t i;
	int n;

	if ((s = store_stmt(st, SQL_ENTRIES_WITHOUT_PAGE)) == NULL)
		return -1;
	store_bind_int64(st, s, 1, feed_id);
	store_bind_int64(st, s, 2, now);
	store_bind_int64(st, s, 3, after != NULL ? after->found_at : INT64_MIN);
	store_bind_int64(st, s, 4, after != NULL ? after->id : INT64_MIN);
	store_bind_int64(st, s, 5, limit);
	rows_init(&r, sizeof(struct store_entry));
	if (store_gather(
		st, SQL_ENTRIES_WITHOUT_PAGE, s, &r, store_read_entry) == -1) {
		rows_free(&r);
		return -1;
	}
	v = r.v;
	n = (int)r.n;
	for (i = 0; i < r.n; i++)
		if (cb(&v[i], arg) != 0)
			break;
	rows_free(&r);
	return n;
}

/* ---- pages ---- */

/* Store the page of an entry, replacing an earlier fetch. */
int
store_page_add(struct store *st, const struct store_page *p)
{
	sqlite3_stmt *s;
	void *z = NULL;
	size_t zlen = 0;
	int rc;

	if ((s = store_stmt(st, SQL_PAGE_ADD)) == NULL)
		return -1;
	store_bind_int64(st, s, 1, p->entry_id);
	store_bind_text(st, s, 2, p->url);
	store_bind_text(st, s, 3, p->final_url);
	store_bind_id(st, s, 4, p->status);
	store_bind_text(st, s, 5, p->content_type);
	store_bind_text(st, s, 6, p->charset);
	store_bind_text(st, s, 7, p->error);
	store_bind_int64(st, s, 9, p->fetched_at);
	if (p->body != NULL) {
		if ((z = store_deflate(p->body, p->len, &zlen)) != NULL) {
			store_bind_blob(st, s, 8, z, zlen);
			store_bind_text(st, s, 10, "zlib");
		} else
			store_bind_blob(st, s, 8, p->body, p->len);
		store_bind_int64(st, s, 11, (int64_t)p->len);
	}
	rc = store_run(st, SQL_PAGE_ADD, s);
	free(z);
	return rc;
}

/*
 * body compressed with zlib, its length in *zlen, for the caller to free;
 * NULL when it is too short to bother or would not get smaller.
 */
static void *
store_deflate(const void *body, size_t len, size_t *zlen)
{
	uLongf n;
	void *z;

	if (len < STORE_DEFLATE_MIN || len > STORE_MAX_BODY)
		return NULL;
	n = compressBound((uLong)len);
	z = xmalloc(n);
	if (compress2(z, &n, body, (uLong)len, Z_DEFAULT_COMPRESSION) !=
	    Z_OK || n >= len) {
		free(z);
		return NULL;
	}
	*zlen = n;
	return z;
}

/*
 * Inflate a stored body that was size bytes long, into memory the caller
 * frees (NUL-terminated); NULL with *cause set when the blob is not what
 * it claims.  Never allocates beyond what the blob could hold.
 */
static char *
store_inflate(const void *z, size_t zlen, int64_t size, char **cause)
{
	uLongf n;
	char *body;
	int rc;

	if (size < 0 || (uint64_t)size > STORE_MAX_BODY ||
	    (uint64_t)size > (uint64_t)zlen * STORE_INFLATE_RATIO + 64) {
		xasprintf(cause, "a %zu-byte compressed body cannot be %lld "
		    "bytes", zlen, (long long)size);
		return NULL;
	}
	body = xmalloc((size_t)size + 1);
	n = (uLongf)size;
	if ((rc = uncompress((Bytef *)body, &n, z, (uLong)zlen)) != Z_OK ||
	    n != (uLongf)size) {
		xasprintf(cause, "corrupt compressed body (%s)",
		    rc == Z_OK ? "shorter than recorded" : zError(rc));
		free(body);
		return NULL;
	}
	body[size] = '\0';
	return body;
}

/*
 * Drop the bodies of up to limit pages fetched before `before`: see
 * SQL_PAGES_OLD for those kept.  *bytes grows by the stored bytes freed.
 */
int
store_pages_drop_old(struct store *st, int64_t before, int keep, int limit,
    int64_t now, int64_t *bytes)
{
	struct rows r;
	int64_t (*v)[2];
	sqlite3_stmt *s;
	size_t i;
	int n = 0;

	if ((s = store_stmt(st, SQL_PAGES_OLD)) == NULL)
		return -1;
	store_bind_int64(st, s, 1, before);
	store_bind_int64(st, s, 2, keep);
	store_bind_int64(st, s, 3, limit);
	rows_init(&r, sizeof(*v));
	if (store_gather(st, SQL_PAGES_OLD, s, &r, store_read_id_len) == -1) {
		rows_free(&r);
		return -1;
	}
	v = r.v;
	for (i = 0; i < r.n; i++) {
		if ((s = store_stmt(st, SQL_PAGE_DROP_BODY)) == NULL)
			break;
		store_bind_int64(st, s, 1, v[i][0]);
		store_bind_int64(st, s, 2, now);
		if (store_run(st, SQL_PAGE_DROP_BODY, s) == -1)
			break;
		*bytes += v[i][1];
		n++;
	}
	if ((size_t)n != r.n)
		n = -1;
	rows_free(&r);
	return n;
}

/* Compress up to limit bodies stored raw before schema version 8. */
int
store_pages_compress_raw(struct store *st, int limit)
{
	struct rows r;
	const int64_t *v;
	sqlite3_stmt *s;
	size_t i, zlen = 0, len;
	void *z;
	int n = 0, rc = 0;

	if ((s = store_stmt(st, SQL_PAGES_RAW)) == NULL)
		return -1;
	store_bind_int64(st, s, 1, limit);
	rows_init(&r, sizeof(int64_t));
	if (store_gather(st, SQL_PAGES_RAW, s, &r, store_read_id) == -1) {
		rows_free(&r);
		return -1;
	}
	v = r.v;
	for (i = 0; i < r.n && rc == 0; i++) {
		if ((s = store_stmt(st, SQL_PAGE_RAW_BODY)) == NULL) {
			rc = -1;
			break;
		}
		store_bind_int64(st, s, 1, v[i]);
		if (store_step(st, s, SQL_PAGE_RAW_BODY) != SQLITE_ROW) {
			store_done(s);
			rc = -1;
			break;
		}
		len = (size_t)sqlite3_column_bytes(s, 0);
		z = store_deflate(sqlite3_column_blob(s, 0), len, &zlen);
		store_done(s);
		if ((s = store_stmt(st, SQL_PAGE_SET_BODY)) == NULL) {
			free(z);
			rc = -1;
			break;
		}
		/* A body that would not shrink stays raw, its size noted. */
		store_bind_int64(st, s, 1, v[i]);
		if (z != NULL) {
			store_bind_blob(st, s, 2, z, zlen);
			store_bind_text(st, s, 3, "zlib");
		}
		store_bind_int64(st, s, 4, (int64_t)len);
		rc = store_run(st, SQL_PAGE_SET_BODY, s);
		free(z);
		if (rc == 0)
			n++;
	}
	rows_free(&r);
	return rc == 0 ? n : -1;
}

int
store_entry_page_failed(struct store *st, int64_t entry_id, const char *error,
    int64_t retry_at)
{
	sqlite3_stmt *s;
	int attempts = -1;

	if ((s = store_stmt(st, SQL_ENTRY_PAGE_FAILED)) == NULL)
		return -1;
	store_bind_int64(st, s, 1, entry_id);
	store_bind_text(st, s, 2, error);
	store_bind_id(st, s, 3, retry_at);
	if (store_step(st, s, SQL_ENTRY_PAGE_FAILED) == SQLITE_ROW)
		attempts = sqlite3_column_int(s, 0);
	store_done(s);
	return attempts;
}

int
store_page_not_article(struct store *st, int64_t entry_id, const char *reason)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL_PAGE_NOT_ARTICLE)) == NULL)
		return -1;
	store_bind_int64(st, s, 1, entry_id);
	store_bind_text(st, s, 2, reason);
	return store_run(st, SQL_PAGE_NOT_ARTICLE, s);
}

/* n <= 0: all of them. */
int
store_pages_recent(
    struct store *st, int64_t feed_id, int n, store_page_cb cb, void *arg)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL_PAGES_RECENT)) == NULL)
		return -1;
	store_bind_int64(st, s, 1, feed_id);
	store_bind_int64(st, s, 2, n > 0 ? n : -1);
	return store_pages_each(st, SQL_PAGES_RECENT, s, cb, arg);
}

int
store_pages_to_extract(struct store *st, int64_t feed_id, int64_t template_id,
    store_page_cb cb, void *arg)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL_PAGES_TO_EXTRACT)) == NULL)
		return -1;
	store_bind_int64(st, s, 1, feed_id);
	store_bind_int64(st, s, 2, template_id);
	return store_pages_each(st, SQL_PAGES_TO_EXTRACT, s, cb, arg);
}

/* ---- templates ---- */

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
	char *learned;
	int64_t id = -1, version = 0;

	if (t->json == NULL) {
		log_warnx("database: %s: feed %lld: template without JSON",
		    store_sql[SQL_TMPL_INSERT].what, (long long)t->feed_id);
		return -1;
	}
	if (store_exec(st, "SAVEPOINT store_template_add",
		store_sql[SQL_TMPL_INSERT].what) == -1)
		return -1;

	if ((s = store_stmt(st, SQL_TMPL_RETIRE)) == NULL)
		goto fail;
	store_bind_int64(st, s, 1, t->feed_id);
	store_bind_text(st, s, 2, retire_reason);
	if (store_run(st, SQL_TMPL_RETIRE, s) == -1)
		goto fail;

	if ((s = store_stmt(st, SQL_TMPL_NEXT_VERSION)) == NULL)
		goto fail;
	store_bind_int64(st, s, 1, t->feed_id);
	if (store_step(st, s, SQL_TMPL_NEXT_VERSION) == SQLITE_ROW)
		version = sqlite3_column_int64(s, 0);
	store_done(s);
	if (version <= 0)
		goto fail;

	if ((s = store_stmt(st, SQL_TMPL_INSERT)) == NULL)
		goto fail;
	learned = store_json_ids(t->learned_from, t->nlearned_from);
	store_bind_int64(st, s, 1, t->feed_id);
	store_bind_int64(st, s, 2, version);
	store_bind_text(st, s, 3, t->method);
	store_bind_text(st, s, 4, t->title_xpath);
	store_bind_text(st, s, 5, t->body_xpath);
	store_bind_text(st, s, 6, t->category_xpath);
	store_bind_text(st, s, 7, t->json);
	store_bind_text(st, s, 8, learned);
	store_bind_int64(
	    st, s, 9, t->learned_at != 0 ? t->learned_at : util_now());
	if (store_step(st, s, SQL_TMPL_INSERT) == SQLITE_ROW)
		id = sqlite3_column_int64(s, 0);
	store_done(s);
	free(learned);
	if (id == -1)
		goto fail;

	if (store_feed_set_tmpl_status(st, t->feed_id, STORE_TMPL_OK, NULL) ==
	    -1)
		goto fail;
	if (store_exec(st, "RELEASE store_template_add",
		store_sql[SQL_TMPL_INSERT].what) == -1)
		goto fail;
	return id;
fail:
	(void)store_exec(st,
	    "ROLLBACK TO store_template_add; "
	    "RELEASE store_template_add",
	    store_sql[SQL_TMPL_INSERT].what);
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
store_template_scores(struct store *st, int64_t template_id, int n,
    store_score_cb cb, void *arg)
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
store_template_set_health(struct store *st, int64_t template_id,
    double health, int checked)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL_TMPL_SET_HEALTH)) == NULL)
		return -1;
	store_bind_int64(st, s, 1, template_id);
	store_bind_double(st, s, 2, health);
	store_bind_int64(st, s, 3, checked);
	return store_run(st, SQL_TMPL_SET_HEALTH, s);
}

/* Pages whose article template_id extracted, from entry since_entry on. */
int
store_pages_of_template(struct store *st, int64_t feed_id, int64_t template_id,
    int64_t since_entry, store_page_cb cb, void *arg)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL_PAGES_OF_TEMPLATE)) == NULL)
		return -1;
	store_bind_int64(st, s, 1, feed_id);
	store_bind_int64(st, s, 2, template_id);
	store_bind_int64(st, s, 3, since_entry);
	return store_pages_each(st, SQL_PAGES_OF_TEMPLATE, s, cb, arg);
}

/* ---- articles ---- */

/*
 * The article's url is its page's URL after redirects (else the entry's
 * link) and its published time the entry's.  template_id 0 stores none,
 * a negative score stores "not computed".
 */
int
store_article_put(struct store *st, int64_t entry_id, const struct article *a,
    int64_t template_id, double score, int64_t now)
{
	sqlite3_stmt *s;
	int64_t id;
	const char *col;
	char *fts[3], *cats = NULL;
	int i, rc = -1;

	/* Article and index change together, or neither does. */
	if (store_exec(st, "SAVEPOINT store_article_put",
	    store_sql[SQL_ARTICLE_PUT].what) == -1)
		return -1;
	if ((s = store_stmt(st, SQL_FTS_DELETE)) == NULL)
		goto fail;
	store_bind_int64(st, s, 1, entry_id);
	if (store_run(st, SQL_FTS_DELETE, s) == -1 ||
	    (s = store_stmt(st, SQL_ARTICLE_PUT)) == NULL)
		goto fail;
	store_bind_int64(st, s, 1, entry_id);
	store_bind_text(st, s, 2, a->title);
	store_bind_text(st, s, 3, a->body_text);
	store_bind_text(st, s, 4, a->body_html);
	store_bind_text(st, s, 5, a->category);
	store_bind_id(st, s, 6, template_id);
	if (score >= 0)
		store_bind_double(st, s, 7, score);
	store_bind_int64(st, s, 8, now);
	store_bind_int64(st, s, 9, a->fallback);
	store_bind_text(st, s, 10, a->image);
	cats = a->ncategories > 0 ?
	    store_json_strings(a->categories, a->ncategories) : NULL;
	store_bind_text(st, s, 11, cats);
	if ((rc = store_step(st, s, SQL_ARTICLE_PUT)) != SQLITE_ROW) {
		store_done(s);
		if (rc == SQLITE_DONE)
			log_warnx("database: %s: no entry %lld",
			    store_sql[SQL_ARTICLE_PUT].what,
			    (long long)entry_id);
		goto fail;
	}
	/* The index text of a column, NULL when the column's own serves. */
	id = sqlite3_column_int64(s, 0);
	for (i = 0; i < 3; i++) {
		col = (const char *)sqlite3_column_text(s, 1 + i);
		fts[i] = store_fts_text(col);
		if (fts[i] != NULL && strcmp(fts[i], col) == 0) {
			free(fts[i]);
			fts[i] = NULL;
		}
	}
	store_done(s);
	cJSON_free(cats);
	cats = NULL;
	rc = store_fts_index(st, id, fts);
	for (i = 0; i < 3; i++)
		free(fts[i]);
	if (rc == 0 && store_exec(st, "RELEASE store_article_put",
	    store_sql[SQL_ARTICLE_PUT].what) == 0)
		return 0;
fail:
	cJSON_free(cats);
	(void)store_exec(st,
	    "ROLLBACK TO store_article_put; RELEASE store_article_put",
	    store_sql[SQL_ARTICLE_PUT].what);
	return -1;
}

/*
 * Index article id, whose columns with CJK text are spaced in fts (NULL:
 * the article's own column is the text, as articles_fts_text reads it).
 */
static int
store_fts_index(struct store *st, int64_t id, char *const fts[3])
{
	sqlite3_stmt *s;
	int i, rc;

	if (fts[0] != NULL || fts[1] != NULL || fts[2] != NULL) {
		if ((s = store_stmt(st, SQL_FTS_CJK_PUT)) == NULL)
			return -1;
		store_bind_int64(st, s, 1, id);
		for (i = 0; i < 3; i++)
			store_bind_text(st, s, 2 + i, fts[i]);
		rc = store_run(st, SQL_FTS_CJK_PUT, s);
	} else {
		if ((s = store_stmt(st, SQL_FTS_CJK_DELETE)) == NULL)
			return -1;
		store_bind_int64(st, s, 1, id);
		rc = store_run(st, SQL_FTS_CJK_DELETE, s);
	}
	/* Indexed from the view, so that the index and the text it reads
	 * back cannot differ. */
	if (rc == -1 || (s = store_stmt(st, SQL_FTS_INSERT)) == NULL)
		return -1;
	store_bind_int64(st, s, 1, id);
	return store_run(st, SQL_FTS_INSERT, s);
}

/*
 * The code point at s (UTF-8), its length in *len; a broken byte reads as
 * itself, one byte long.
 */
static unsigned int
store_utf8(const unsigned char *s, size_t *len)
{
	if (s[0] >= 0xf0 && (s[1] & 0xc0) == 0x80 && (s[2] & 0xc0) == 0x80 &&
	    (s[3] & 0xc0) == 0x80) {
		*len = 4;
		return (unsigned)(s[0] & 0x07) << 18 |
		    (unsigned)(s[1] & 0x3f) << 12 |
		    (unsigned)(s[2] & 0x3f) << 6 | (s[3] & 0x3f);
	}
	if (s[0] >= 0xe0 && (s[1] & 0xc0) == 0x80 && (s[2] & 0xc0) == 0x80) {
		*len = 3;
		return (unsigned)(s[0] & 0x0f) << 12 |
		    (unsigned)(s[1] & 0x3f) << 6 | (s[2] & 0x3f);
	}
	if (s[0] >= 0xc0 && (s[1] & 0xc0) == 0x80) {
		*len = 2;
		return (unsigned)(s[0] & 0x1f) << 6 | (s[1] & 0x3f);
	}
	*len = 1;
	return s[0];
}

/* Han, kana, hangul: scripts written without spaces between words. */
static int
store_is_cjk(unsigned int c)
{
	return (c >= 0x2e80 && c <= 0x9fff) || (c >= 0xac00 && c <= 0xd7af) ||
	    (c >= 0xf900 && c <= 0xfaff) || (c >= 0xff66 && c <= 0xff9f) ||
	    (c >= 0x20000 && c <= 0x3ffff);
}

/*
 * Text as the full-text index holds it: every CJK character stands
 * alone between spaces, so that unicode61 makes it one token.  NULL for
 * NULL; caller frees.
 */
static char *
store_fts_text(const char *text)
{
	const unsigned char *p = (const unsigned char *)text;
	struct buf b;
	size_t len;

	if (text == NULL)
		return NULL;
	buf_init(&b);
	while (*p != '\0') {
		if (store_is_cjk(store_utf8(p, &len))) {
			buf_addc(&b, ' ');
			buf_add(&b, p, len);
			buf_addc(&b, ' ');
		} else
			buf_add(&b, p, len);
		p += len;
	}
	return buf_detach(&b, NULL);
}

/*
 * A user's FTS5 query for the spaced index: a run of CJK characters
 * becomes a phrase of its characters ("无人船" -> "无 人 船"); inside a
 * quoted phrase the characters are just spaced.  Caller frees.
 */
static char *
store_fts_query(const char *query)
{
	const unsigned char *p = (const unsigned char *)query;
	struct buf b;
	size_t len;
	int quoted = 0, run = 0;

	buf_init(&b);
	while (*p != '\0') {
		int cjk = store_is_cjk(store_utf8(p, &len));

		if (cjk && !run) {
			buf_adds(&b, quoted ? " " : " \"");
			run = 1;
		} else if (!cjk && run) {
			buf_adds(&b, quoted ? " " : "\" ");
			run = 0;
		}
		if (*p == '"')
			quoted = !quoted;
		buf_add(&b, p, len);
		if (cjk)
			buf_addc(&b, ' ');
		p += len;
	}
	if (run && !quoted)
		buf_addc(&b, '"');
	return buf_detach(&b, NULL);
}

/*
 * Undo store_fts_text() in a snippet: spaces between two CJK characters
 * (the snippet's brackets aside) go.  Caller frees.
 */
static char *
store_fts_unspace(const char *text)
{
	const unsigned char *p = (const unsigned char *)text, *q, *r;
	struct buf b;
	size_t len;
	unsigned int c, last = 0;

	buf_init(&b);
	while (*p != '\0') {
		if (*p == ' ') {
			for (q = p; *q == ' '; q++)
				;
			for (r = q; *r == '[' || *r == ']'; r++)
				;
			if (!(store_is_cjk(last) && *r != '\0' &&
			    store_is_cjk(store_utf8(r, &len))))
				buf_add(&b, p, (size_t)(q - p));
			p = q;
			continue;
		}
		c = store_utf8(p, &len);
		if (c != '[' && c != ']')
			last = c;
		buf_add(&b, p, len);
		p += len;
	}
	return buf_detach(&b, NULL);
}

/* Newest first: by published time (unknown ones last), then by id. */
int
store_article_list(struct store *st, const char *feed_name, int limit,
    store_article_cb cb, void *arg)
{
	sqlite3_stmt *s;

	if ((s = store_stmt(st, SQL_ARTICLE_LIST)) == NULL)
		return -1;
	store_bind_text(st, s, 1, feed_name);
	store_bind_int64(st, s, 2, limit > 0 ? limit : -1);
	return store_articles_each(st, SQL_ARTICLE_LIST, s, 0, cb, arg);
}

/*
 * A URL matches the article's own URL or its entry's link; when several
 * articles match (one URL in two feeds), cb sees the newest only.
 */
int
store_article_get(
    struct store *st, const char *key, store_article_cb cb, void *arg)
{
	sqlite3_stmt *s;
	const char *p;
	long long id;

	for (p = key; *p >= '0' && *p <= '9'; p++)
		;
	if (p != key && *p == '\0') {
		errno = 0;
		id = strtoll(key, NULL, 10);
		if (errno != 0)
			return 0; /* too big to be an id */
		if ((s = store_stmt(st, SQL_ARTICLE_BY_ID)) == NULL)
			return -1;
		store_bind_int64(st, s, 1, id);
		return store_articles_each(
		    st, SQL_ARTICLE_BY_ID, s, -1, cb, arg);
	}
	if ((s = store_stmt(st, SQL_ARTICLE_BY_URL)) == NULL)
		return -1;
	store_bind_text(st, s, 1, key);
	return store_articles_each(st, SQL_ARTICLE_BY_URL, s, 0, cb, arg);
}

/*
 * query is FTS5 syntax (words, "phrases", AND/OR/NOT, prefix*); a query
 * FTS5 cannot parse is logged and returns -1.  Best match first; each
 * article comes with a snippet of its body, matches in [brackets].
 */
int
store_article_search(struct store *st, const char *query, int limit,
    store_article_cb cb, void *arg)
{
	sqlite3_stmt *s;

	char *q;
	int rc;

	if ((s = store_stmt(st, SQL_ARTICLE_SEARCH)) == NULL)
		return -1;
	q = store_fts_query(query);
	store_bind_text(st, s, 1, q);
	store_bind_int64(st, s, 2, limit > 0 ? limit : -1);
	rc = store_articles_each(st, SQL_ARTICLE_SEARCH, s, 1, cb, arg);
	free(q);
	return rc;
}

/*
 * Articles matching every filter given, newest first: the feed called
 * feed_name, the FTS5 query (as store_article_search() reads it), a time
 * (published, else extracted) in [since, before); NULL or 0: no filter.
 */
int
store_article_query(struct store *st, const char *feed_name,
    const char *query, int64_t since, int64_t before, int limit,
    store_article_cb cb, void *arg)
{
	sqlite3_stmt *s;
	char *q = query != NULL ? store_fts_query(query) : NULL;
	int rc;

	if ((s = store_stmt(st, SQL_ARTICLE_QUERY)) == NULL) {
		free(q);
		return -1;
	}
	store_bind_text(st, s, 1, feed_name);
	store_bind_text(st, s, 2, q);
	store_bind_id(st, s, 3, since);
	store_bind_id(st, s, 4, before);
	store_bind_int64(st, s, 5, limit > 0 ? limit : -1);
	rc = store_articles_each(st, SQL_ARTICLE_QUERY, s, 0, cb, arg);
	free(q);
	return rc;
}

/* ---- status ---- */

/*
 * The counts templar status shows, all from one statement and so from
 * one snapshot of the database.  Feed states and template statuses are
 * those of the active feeds; the rest counts every feed.
 */
int
store_status_get(struct store *st, int64_t since, int recent, double low_score,
    struct store_status *out)
{
	int64_t *v[] = {
		&out->feeds_active,
		&out->feeds_inactive,
		&out->feeds_ok,
		&out->feeds_failing,
		&out->feeds_gone,
		&out->feeds_refused,
		&out->tmpl_none,
		&out->tmpl_ok,
		&out->tmpl_failed,
		&out->templates_current,
		&out->entries,
		&out->entries_without_article,
		&out->pages,
		&out->pages_failed,
		&out->pages_retrying,
		&out->articles,
		&out->articles_since,
		&out->recent_scored,
		&out->recent_low,
		&out->pages_kept,
		&out->page_bytes,
	};
	sqlite3_stmt *s;
	size_t i;
	int rc;

	memset(out, 0, sizeof(*out));
	if ((s = store_stmt(st, SQL_STATUS)) == NULL)
		return -1;
	store_bind_int64(st, s, 1, since);
	store_bind_int64(st, s, 2, recent > 0 ? recent : 0);
	store_bind_double(st, s, 3, low_score);
	if ((rc = store_step(st, s, SQL_STATUS)) == SQLITE_ROW) {
		if (sqlite3_column_count(s) != (int)NELEM(v))
			fatalx("%s: %d columns for %zu counts", __func__,
			    sqlite3_column_count(s), NELEM(v));
		for (i = 0; i < NELEM(v); i++)
			*v[i] = sqlite3_column_int64(s, (int)i);
	}
	store_done(s);
	return rc == SQLITE_ROW ? 0 : -1;
}

/* ---- iterations ---- */

static int
store_feeds(struct store *st, enum store_sql_id id, sqlite3_stmt *s,
    store_feed_cb cb, void *arg)
{
	struct rows r;
	struct store_feed *v;
	size_t i;

	rows_init(&r, sizeof(struct store_feed));
	if (store_gather(st, id, s, &r, store_read_feed) == -1) {
		rows_free(&r);
		return -1;
	}
	v = r.v;
	for (i = 0; i < r.n; i++)
		if (cb(&v[i], arg) != 0)
			break;
	rows_free(&r);
	return 0;
}

static int
store_templates(struct store *st, enum store_sql_id id, sqlite3_stmt *s,
    store_template_cb cb, void *arg)
{
	struct rows r;
	struct store_template *v;
	size_t i;

	rows_init(&r, sizeof(struct store_template));
	if (store_gather(st, id, s, &r, store_read_template) == -1) {
		rows_free(&r);
		return -1;
	}
	v = r.v;
	for (i = 0; i < r.n; i++)
		if (cb(&v[i], arg) != 0)
			break;
	rows_free(&r);
	return 0;
}

/*
 * Pages are big: read the entry ids that s selects, then load and hand
 * out one entry and page at a time.  An entry gone meanwhile is skipped.
 */
static int
store_pages_each(struct store *st, enum store_sql_id id, sqlite3_stmt *s,
    store_page_cb cb, void *arg)
{
	struct rows ids;
	struct pool pool = { NULL, 0, 0 };
	struct store_entry e;
	struct store_page p;
	const int64_t *v;
	size_t i;
	int rc, ret = 0;

	rows_init(&ids, sizeof(int64_t));
	if (store_gather(st, id, s, &ids, store_read_id) == -1) {
		rows_free(&ids);
		return -1;
	}
	v = ids.v;
	for (i = 0; i < ids.n; i++) {
		if ((s = store_stmt(st, SQL_PAGE_LOAD)) == NULL) {
			ret = -1;
			break;
		}
		store_bind_int64(st, s, 1, v[i]);
		if ((rc = store_step(st, s, SQL_PAGE_LOAD)) == SQLITE_ROW) {
			store_read_entry_at(&pool, s, &e);
			store_read_page_at(&pool, s, ENTRY_NCOLS, &p);
			/* A corrupt body is skipped: the others still count. */
			if (store_read_page_body(&pool, s, ENTRY_NCOLS, &p) ==
			    -1)
				rc = SQLITE_DONE;
		}
		store_done(s);
		if (rc == -1) {
			ret = -1;
			break;
		}
		if (rc == SQLITE_ROW && cb(&e, &p, arg) != 0) {
			pool_free(&pool);
			break;
		}
		pool_free(&pool);
	}
	rows_free(&ids);
	return ret;
}

/*
 * Articles carry whole bodies: read the ids (and snippets, with_snippet
 * 1) that s selects, then load and hand out one article at a time.
 * with_snippet -1: s selects whole articles already (a single one).
 */
static int
store_articles_each(struct store *st, enum store_sql_id id, sqlite3_stmt *s,
    int with_snippet, store_article_cb cb, void *arg)
{
	struct rows hits;
	struct store_hit *h;
	struct store_article a, *one;
	struct rows r;
	size_t i;
	int rc, ret = 0;

	if (with_snippet == -1) {
		rows_init(&r, sizeof(struct store_article));
		if (store_gather(st, id, s, &r, store_read_article) == -1) {
			rows_free(&r);
			return -1;
		}
		one = r.v;
		for (i = 0; i < r.n; i++)
			if (cb(&one[i], arg) != 0)
				break;
		rows_free(&r);
		return 0;
	}

	rows_init(&hits, sizeof(struct store_hit));
	for (;;) {
		if ((rc = store_step(st, s, id)) != SQLITE_ROW)
			break;
		h = rows_add(&hits);
		h->id = sqlite3_column_int64(s, 0);
		if (with_snippet && sqlite3_column_type(s, 1) != SQLITE_NULL)
			h->snippet = util_trim(pool_keep(&hits.pool,
			    store_fts_unspace(
			    (const char *)sqlite3_column_text(s, 1))));
	}
	store_done(s);
	if (rc == -1) {
		rows_free(&hits);
		return -1;
	}

	h = hits.v;
	rows_init(&r, sizeof(struct store_article));
	for (i = 0; i < hits.n; i++) {
		if ((s = store_stmt(st, SQL_ARTICLE_BY_ID)) == NULL) {
			ret = -1;
			break;
		}
		store_bind_int64(st, s, 1, h[i].id);
		if ((rc = store_step(st, s, SQL_ARTICLE_BY_ID)) == SQLITE_ROW)
			store_read_article(&r.pool, s, &a);
		store_done(s);
		if (rc == -1) {
			ret = -1;
			break;
		}
		if (rc == SQLITE_ROW) {
			a.snippet = h[i].snippet;
			if (cb(&a, arg) != 0)
				break;
		}
		pool_free(&r.pool);
	}
	rows_free(&r);
	rows_free(&hits);
	return ret;
}

/* ---- statements ---- */

/* The prepared statement id, reset, with no bindings; NULL logged. */
static sqlite3_stmt *
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
static void
store_done(sqlite3_stmt *s)
{
	sqlite3_reset(s);
	sqlite3_clear_bindings(s);
}

static void
store_bind_int64(struct store *st, sqlite3_stmt *s, int i, int64_t v)
{
	int rc;

	if ((rc = sqlite3_bind_int64(s, i, v)) != SQLITE_OK &&
	    st->bind_rc == SQLITE_OK)
		st->bind_rc = rc;
}

/* An id, time or status where 0 means none: NULL in the database. */
static void
store_bind_id(struct store *st, sqlite3_stmt *s, int i, int64_t v)
{
	if (v != 0)
		store_bind_int64(st, s, i, v);
}

/* NULL binds NULL.  Bindings are dropped before v may go (store_done). */
static void
store_bind_text(struct store *st, sqlite3_stmt *s, int i, const char *v)
{
	int rc;

	if (v == NULL)
		return;
	if ((rc = sqlite3_bind_text(s, i, v, -1, SQLITE_STATIC)) != SQLITE_OK &&
	    st->bind_rc == SQLITE_OK)
		st->bind_rc = rc;
}

static void
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

static void
store_bind_double(struct store *st, sqlite3_stmt *s, int i, double v)
{
	int rc;

	if ((rc = sqlite3_bind_double(s, i, v)) != SQLITE_OK &&
	    st->bind_rc == SQLITE_OK)
		st->bind_rc = rc;
}

/* Step: SQLITE_ROW, SQLITE_DONE, or -1 logged (a bind failure too). */
static int
store_step(struct store *st, sqlite3_stmt *s, enum store_sql_id id)
{
	int rc;

	if (st->bind_rc != SQLITE_OK) {
		log_warnx("database: %s: %s", store_sql[id].what,
		    sqlite3_errstr(st->bind_rc));
		return -1;
	}
	rc = sqlite3_step(s);
	if (rc == SQLITE_DONE && !sqlite3_stmt_readonly(s) &&
	    sqlite3_get_autocommit(st->h))
		db_wrote(st->db);
	if (rc == SQLITE_ROW || rc == SQLITE_DONE)
		return rc;
	db_report(st->db, store_sql[id].what);
	return -1;
}

/* Run a statement that returns no rows. */
static int
store_run(struct store *st, enum store_sql_id id, sqlite3_stmt *s)
{
	int rc;

	rc = store_step(st, s, id);
	store_done(s);
	return rc == SQLITE_DONE ? 0 : -1;
}

/* Read every row of s into r, then reset s. */
static int
store_gather(struct store *st, enum store_sql_id id, sqlite3_stmt *s,
    struct rows *r, store_read_fn readfn)
{
	int rc;

	while ((rc = store_step(st, s, id)) == SQLITE_ROW)
		readfn(&r->pool, s, rows_add(r));
	store_done(s);
	return rc == SQLITE_DONE ? 0 : -1;
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

/* ---- reading rows ---- */

/* A copy of a text (or blob) column kept in pool, NULL for NULL. */
static const char *
col_text(struct pool *pool, sqlite3_stmt *s, int col)
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
	copy = pool_keep(pool, xmalloc(len + 1));
	if (len > 0)
		memcpy(copy, p, len);
	copy[len] = '\0';
	return copy;
}

static void
store_read_id(UNUSED struct pool *pool, sqlite3_stmt *s, void *row)
{
	int64_t *id = row;

	*id = sqlite3_column_int64(s, 0);
}

static void
store_read_feed(struct pool *pool, sqlite3_stmt *s, void *row)
{
	struct store_feed *f = row;
	const char *status;

	f->id = sqlite3_column_int64(s, 0);
	f->name = col_text(pool, s, 1);
	f->url = col_text(pool, s, 2);
	f->active = sqlite3_column_int(s, 3);
	f->etag = col_text(pool, s, 4);
	f->last_modified = col_text(pool, s, 5);
	f->last_poll_at = sqlite3_column_int64(s, 6);
	f->next_poll_at = sqlite3_column_int64(s, 7);
	f->last_error = col_text(pool, s, 8);
	f->failures = sqlite3_column_int(s, 9);
	status = (const char *)sqlite3_column_text(s, 10);
	if (status != NULL && strcmp(status, "ok") == 0)
		f->tmpl_status = STORE_TMPL_OK;
	else if (status != NULL && strcmp(status, "failed") == 0)
		f->tmpl_status = STORE_TMPL_FAILED;
	else
		f->tmpl_status = STORE_TMPL_NONE;
	f->tmpl_reason = col_text(pool, s, 11);
	f->entries = sqlite3_column_int64(s, 12);
	f->articles = sqlite3_column_int64(s, 13);
	f->state = col_text(pool, s, 14);
	f->state_reason = col_text(pool, s, 15);
	f->config_url = col_text(pool, s, 16);
	f->site = col_text(pool, s, 17);
	f->found_by = col_text(pool, s, 18);
}

/* ENTRY_COLS, from column 0. */
static void
store_read_entry_at(struct pool *pool, sqlite3_stmt *s, struct store_entry *e)
{
	memset(e, 0, sizeof(*e));
	e->id = sqlite3_column_int64(s, 0);
	e->feed_id = sqlite3_column_int64(s, 1);
	e->guid = col_text(pool, s, 2);
	e->url = col_text(pool, s, 3);
	e->title = col_text(pool, s, 4);
	e->teaser = col_text(pool, s, 5);
	e->content = col_text(pool, s, 6);
	store_decode_strings(pool, (const char *)sqlite3_column_text(s, 7),
	    &e->categories, &e->ncategories);
	e->author = col_text(pool, s, 8);
	e->published = sqlite3_column_int64(s, 9);
	e->found_at = sqlite3_column_int64(s, 10);
	e->page_attempts = sqlite3_column_int(s, 11);
}

static void
store_read_entry(struct pool *pool, sqlite3_stmt *s, void *row)
{
	store_read_entry_at(pool, s, row);
}

/* PAGE_COLS, from column col; the body is NUL-terminated too. */
static void
store_read_page_at(
    struct pool *pool, sqlite3_stmt *s, int col, struct store_page *p)
{
	memset(p, 0, sizeof(*p));
	p->entry_id = sqlite3_column_int64(s, col);
	p->url = col_text(pool, s, col + 1);
	p->final_url = col_text(pool, s, col + 2);
	p->status = (long)sqlite3_column_int64(s, col + 3);
	p->content_type = col_text(pool, s, col + 4);
	p->charset = col_text(pool, s, col + 5);
	p->error = col_text(pool, s, col + 6);
	p->fetched_at = sqlite3_column_int64(s, col + 8);
}

/*
 * The body of PAGE_COLS (from column col) into p, inflated if stored
 * compressed, NUL-terminated.  Return -1, logged, when it is corrupt.
 */
static int
store_read_page_body(
    struct pool *pool, sqlite3_stmt *s, int col, struct store_page *p)
{
	const char *enc;
	char *cause = NULL, *body;

	p->body = NULL;
	p->len = 0;
	if (sqlite3_column_type(s, col + 7) == SQLITE_NULL)
		return 0;
	enc = (const char *)sqlite3_column_text(s, col + 9);
	if (enc == NULL) {
		p->body = col_text(pool, s, col + 7);
		p->len = (size_t)sqlite3_column_bytes(s, col + 7);
		return 0;
	}
	if (strcmp(enc, "zlib") != 0)
		xasprintf(&cause, "unknown body encoding '%s'", enc);
	else if ((body = store_inflate(sqlite3_column_blob(s, col + 7),
	    (size_t)sqlite3_column_bytes(s, col + 7),
	    sqlite3_column_int64(s, col + 10), &cause)) != NULL) {
		p->body = pool_keep(pool, body);
		p->len = (size_t)sqlite3_column_int64(s, col + 10);
		return 0;
	}
	log_warnx("database: page of entry %lld: %s", (long long)p->entry_id,
	    cause);
	free(cause);
	return -1;
}

/* An id and a length, as two int64_t. */
static void
store_read_id_len(UNUSED struct pool *pool, sqlite3_stmt *s, void *row)
{
	int64_t *v = row;

	v[0] = sqlite3_column_int64(s, 0);
	v[1] = sqlite3_column_int64(s, 1);
}

static void
store_read_template(struct pool *pool, sqlite3_stmt *s, void *row)
{
	struct store_template *t = row;

	memset(t, 0, sizeof(*t));
	t->id = sqlite3_column_int64(s, 0);
	t->feed_id = sqlite3_column_int64(s, 1);
	t->feed_name = col_text(pool, s, 2);
	t->version = sqlite3_column_int(s, 3);
	t->json = col_text(pool, s, 4);
	t->method = col_text(pool, s, 5);
	t->title_xpath = col_text(pool, s, 6);
	t->body_xpath = col_text(pool, s, 7);
	t->category_xpath = col_text(pool, s, 8);
	store_decode_ids(pool, (const char *)sqlite3_column_text(s, 9),
	    &t->learned_from, &t->nlearned_from);
	t->learned_at = sqlite3_column_int64(s, 10);
	t->status = col_text(pool, s, 11);
	t->reason = col_text(pool, s, 12);
	t->health = sqlite3_column_type(s, 13) == SQLITE_NULL ? -1 :
	    sqlite3_column_double(s, 13);
	t->checked = sqlite3_column_int(s, 14);
}

static void
store_read_article(struct pool *pool, sqlite3_stmt *s, void *row)
{
	struct store_article *a = row;

	memset(a, 0, sizeof(*a));
	a->id = sqlite3_column_int64(s, 0);
	a->entry_id = sqlite3_column_int64(s, 1);
	a->feed_name = col_text(pool, s, 2);
	a->url = col_text(pool, s, 3);
	a->title = col_text(pool, s, 4);
	a->title_from_feed = sqlite3_column_int(s, 5);
	a->body_text = col_text(pool, s, 6);
	a->body_html = col_text(pool, s, 7);
	a->category = col_text(pool, s, 8);
	a->published = sqlite3_column_int64(s, 9);
	a->template_id = sqlite3_column_int64(s, 10);
	if (sqlite3_column_type(s, 11) == SQLITE_NULL)
		a->score = -1;
	else
		a->score = sqlite3_column_double(s, 11);
	a->extracted_at = sqlite3_column_int64(s, 12);
	a->fallback = sqlite3_column_int(s, 13);
	a->author = col_text(pool, s, 14);
	a->image = col_text(pool, s, 15);
	store_decode_strings(pool, (const char *)sqlite3_column_text(s, 16),
	    &a->categories, &a->ncategories);
	store_decode_strings(pool, (const char *)sqlite3_column_text(s, 17),
	    &a->page_categories, &a->npage_categories);
}

/* ---- JSON columns ---- */

/* A JSON array of the strings (NULLs skipped); free with cJSON_free(). */
/* An entry's enclosures as a JSON array, NULL when none (cJSON_free). */
static char *
store_json_enclosures(const struct feed_entry *e)
{
	cJSON *a, *o;
	char *out;
	size_t i;

	if (e->nenclosures == 0)
		return NULL;
	if ((a = cJSON_CreateArray()) == NULL)
		fatalx("%s: out of memory", __func__);
	for (i = 0; i < e->nenclosures; i++) {
		if ((o = cJSON_CreateObject()) == NULL)
			fatalx("%s: out of memory", __func__);
		cJSON_AddStringToObject(o, "url", e->enclosures[i].url);
		if (e->enclosures[i].type != NULL)
			cJSON_AddStringToObject(o, "type",
			    e->enclosures[i].type);
		else
			cJSON_AddNullToObject(o, "type");
		if (e->enclosures[i].length >= 0)
			cJSON_AddNumberToObject(o, "length",
			    (double)e->enclosures[i].length);
		else
			cJSON_AddNullToObject(o, "length");
		cJSON_AddItemToArray(a, o);
	}
	if ((out = cJSON_PrintUnformatted(a)) == NULL)
		fatalx("%s: out of memory", __func__);
	cJSON_Delete(a);
	return out;
}

static char *
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
 * The strings of a JSON array, kept in pool; anything else in the column
 * (it is data: a reader may have written it) reads as no strings.
 */
static void
store_decode_strings(
    struct pool *pool, const char *json, const char *const **v, size_t *n)
{
	cJSON *root, *item;
	const char **out;
	size_t i = 0;

	*v = NULL;
	*n = 0;
	if (json == NULL || (root = cJSON_Parse(json)) == NULL)
		return;
	if (cJSON_IsArray(root)) {
		out = pool_keep(pool,
		    xcalloc(
			(size_t)cJSON_GetArraySize(root) + 1, sizeof(*out)));
		cJSON_ArrayForEach(item, root)
		{
			if (cJSON_IsString(item) && item->valuestring != NULL)
				out[i++] =
				    pool_keep(pool, xstrdup(item->valuestring));
		}
		*v = out;
		*n = i;
	}
	cJSON_Delete(root);
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

/* The ids of a JSON array of numbers, kept in pool; others are skipped. */
static void
store_decode_ids(
    struct pool *pool, const char *json, const int64_t **v, size_t *n)
{
	cJSON *root, *item;
	int64_t *out;
	size_t i = 0;

	*v = NULL;
	*n = 0;
	if (json == NULL || (root = cJSON_Parse(json)) == NULL)
		return;
	if (cJSON_IsArray(root)) {
		out = pool_keep(pool,
		    xcalloc(
			(size_t)cJSON_GetArraySize(root) + 1, sizeof(*out)));
		cJSON_ArrayForEach(item, root)
		{
			if (cJSON_IsNumber(item))
				out[i++] = (int64_t)item->valuedouble;
		}
		*v = out;
		*n = i;
	}
	cJSON_Delete(root);
}

/* ---- memory ---- */

static void *
pool_keep(struct pool *pool, void *mem)
{
	if (pool->n == pool->cap) {
		pool->cap = pool->cap == 0 ? 16 : pool->cap * 2;
		pool->v = xreallocarray(pool->v, pool->cap, sizeof(*pool->v));
	}
	pool->v[pool->n++] = mem;
	return mem;
}

/* Free what the pool keeps; the pool stays usable. */
static void
pool_free(struct pool *pool)
{
	size_t i;

	for (i = 0; i < pool->n; i++)
		free(pool->v[i]);
	free(pool->v);
	pool->v = NULL;
	pool->n = pool->cap = 0;
}

static void
rows_init(struct rows *r, size_t size)
{
	memset(r, 0, sizeof(*r));
	r->size = size;
}

/* A new zeroed row at the end; valid until the next rows_add(). */
static void *
rows_add(struct rows *r)
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

static void
rows_free(struct rows *r)
{
	free(r->v);
	pool_free(&r->pool);
	memset(r, 0, sizeof(*r));
}

/* ---- page URLs (templar export-templates) ---- */

static void
store_read_text(struct pool *pool, sqlite3_stmt *s, void *row)
{
	const char **text = row;

	*text = col_text(pool, s, 0);
}

/*
 * The distinct URLs (after redirects) of the feed's good pages, those
 * that are articles, in order: where the feed's pages come from.
 */
int
store_page_urls(
    struct store *st, int64_t feed_id, store_url_cb cb, void *arg)
{
	sqlite3_stmt *s;
	struct rows r;
	const char **url;
	size_t i;

	if ((s = store_stmt(st, SQL_PAGE_URLS)) == NULL)
		return -1;
	store_bind_int64(st, s, 1, feed_id);
	rows_init(&r, sizeof(const char *));
	if (store_gather(st, SQL_PAGE_URLS, s, &r, store_read_text) == -1) {
		rows_free(&r);
		return -1;
	}
	url = r.v;
	for (i = 0; i < r.n; i++)
		if (cb(url[i], arg) != 0)
			break;
	rows_free(&r);
	return 0;
}
