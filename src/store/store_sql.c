/* SPDX-License-Identifier: ISC */
/*
 * store_sql: the text of every statement the store runs, by enum
 * store_sql_id, with what it does for error messages.
 */
#include "config.h"

#include <sqlite3.h>

#include "store.h"
#include "store_int.h"

/* Columns read by store_read_feed(); the counts are kept by triggers. */
#define FEED_COLS                                                              \
	"f.id, f.name, f.url, f.active, f.etag, f.last_modified,"              \
	" f.last_poll_at, f.next_poll_at, f.last_error, f.failures,"           \
	" f.tmpl_status, f.tmpl_reason, f.entry_count, f.article_count,"       \
	" f.state, f.state_reason, f.config_url, f.site, f.found_by,"          \
	" f.poll_settings, f.title, f.link"

/* Columns read by store_read_entry(). */
#define ENTRY_COLS                                                             \
	"e.id, e.feed_id, e.guid, e.url, e.title, e.teaser, e.content,"        \
	" e.categories, e.author, e.published, e.found_at, e.page_attempts,"   \
	" e.comments_url, e.comment_count"

/* Columns read by store_read_page(), after ENTRY_COLS. */
#define PAGE_COLS                                                              \
	"p.entry_id, p.url, p.final_url, p.status, p.content_type,"            \
	" p.charset, p.error, p.body, p.fetched_at, p.body_encoding,"          \
	" p.body_size"

/* Columns read by store_read_template(). */
#define TMPL_COLS                                                              \
	"t.id, t.feed_id, f.name, t.version, t.json, t.method,"                \
	" t.title_xpath, t.body_xpath, t.category_xpath, t.learned_from,"      \
	" t.learned_at, t.status, t.reason, t.health, t.checked,"              \
	" (SELECT json_group_array(coalesce(a.id, 0)) FROM"                    \
	" json_each(t.learned_from) j LEFT JOIN articles a"                    \
	" ON a.entry_id = j.value),"                                           \
	" (SELECT json_group_array(coalesce(e.url, '')) FROM"                  \
	" json_each(t.learned_from) j"                                         \
	" LEFT JOIN entries e ON e.id = j.value),"                             \
	" t.host"                                                              \
	" FROM templates t LEFT JOIN feeds f ON f.id = t.feed_id"

/* Columns read by store_read_article(). */
#define ARTICLE_COLS                                                           \
	"a.id, a.entry_id, f.name, a.url, a.title, a.title_from_feed,"         \
	" a.body_text, CASE WHEN a.body_html_raw = 0 THEN a.body_html END,"    \
	" a.category, a.published,"                                            \
	" a.template_id, a.score, a.extracted_at, a.fallback,"                 \
	" coalesce(a.author, e.author),"                                       \
	" coalesce(a.image, e.image), e.categories, a.categories,"             \
	" e.comments_url, e.comment_count, e.key,"                             \
	" coalesce(f.config_url, f.url), f.title"                              \
	" FROM articles a JOIN entries e ON e.id = a.entry_id"                 \
	" JOIN feeds f ON f.id = e.feed_id"

/*
 * A body as article_rows stores it (schema version 18): x compressed as
 * the sqlite3 shell's sqlar_compress() does, and its length in bytes.
 */
#define ARTICLE_Z(x)                                                           \
	"sqlar_compress(CAST(" x " AS BLOB)), length(CAST(" x " AS BLOB))"
#define ARTICLE_Z_SET(col, x)                                                  \
	col "_z = sqlar_compress(CAST(" x " AS BLOB)), " col                   \
	    "_size = length(CAST(" x " AS BLOB))"

const struct store_sql store_sql[SQL_COUNT] = {
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
	/* A permanent redirect (?8) drops the old URL's validators. */
	[SQL_FEED_POLLED] = { "record poll",
	    "UPDATE feeds SET last_poll_at = ?2, next_poll_at = ?3,"
	    " last_error = ?4, failures = ?5,"
	    " state = coalesce(?6, state),"
	    " state_reason = CASE WHEN ?6 IS NULL THEN state_reason"
	    " ELSE ?7 END,"
	    " url = coalesce(?8, url),"
	    " etag = CASE WHEN ?8 IS NULL THEN coalesce(?9, etag) ELSE ?9 END,"
	    " last_modified = CASE WHEN ?8 IS NULL"
	    " THEN coalesce(?10, last_modified) ELSE ?10 END,"
	    " title = coalesce(substr(?11, 1, 300), title),"
	    " link = coalesce(?12, link)"
	    " WHERE id = ?1" },
	/* The oldest waiting entries beyond ?2 of the feed (entries_waiting
	 * finds them): never fetched, nothing of them is served. */
	[SQL_FEED_PRUNE] = { "prune feed entries",
	    "DELETE FROM entries WHERE id IN (SELECT e.id FROM entries e"
	    " WHERE e.feed_id = ?1 AND e.page_stored = 0"
	    " AND NOT EXISTS (SELECT 1 FROM articles a WHERE a.entry_id = e.id)"
	    " ORDER BY e.found_at, e.id LIMIT max(0, (SELECT count(*)"
	    " FROM entries WHERE feed_id = ?1 AND page_stored = 0) - ?2))" },
	[SQL_DB_SIZE] = { "read database size",
	    "SELECT page_count * page_size"
	    " FROM pragma_page_count(), pragma_page_size()" },
	/* What the feed's pages and articles take: those fetched since ?2,
	 * all.  An article's bodies count their length before compression,
	 * read from article_rows (body_text_size, body_html_size): through
	 * the articles view every body of the feed was inflated at every
	 * poll. */
	[SQL_FEED_BYTES] = { "count feed bytes",
	    "SELECT coalesce(sum(CASE WHEN p.fetched_at >= ?2 THEN n END), 0),"
	    " coalesce(sum(n), 0) FROM (SELECT p.fetched_at,"
	    " coalesce(length(p.body), 0)"
	    " + coalesce(a.body_text_size, length(a.body_text), 0)"
	    " + coalesce(a.body_html_size, length(a.body_html), 0) AS n"
	    " FROM entries e JOIN pages p ON p.entry_id = e.id"
	    " LEFT JOIN article_rows a ON a.entry_id = e.id"
	    " WHERE e.feed_id = ?1) p" },
	[SQL_FEED_SET_TMPL] = { "set template status",
	    "UPDATE feeds SET tmpl_status = ?2, tmpl_reason = ?3"
	    " WHERE id = ?1" },
	[SQL_FEED_SET_NEXT_POLL] = { "reschedule feed",
	    "UPDATE feeds SET next_poll_at = ?2 WHERE id = ?1" },
	/* Due at once (?3): polled again even when it stopped. */
	[SQL_FEED_SET_SETTINGS] = { "record poll settings",
	    "UPDATE feeds SET poll_settings = ?2,"
	    " next_poll_at = CASE WHEN ?3 THEN NULL ELSE next_poll_at END,"
	    " state = CASE WHEN ?3 AND state IN ('gone', 'refused')"
	    " THEN 'failing' ELSE state END"
	    " WHERE id = ?1" },
	[SQL_FEED_POLL_NOW] = { "ask for a poll",
	    "UPDATE feeds SET next_poll_at = NULL,"
	    " state = CASE WHEN state IN ('gone', 'refused')"
	    " THEN 'failing' ELSE state END"
	    " WHERE active = 1 AND (?1 IS NULL OR name = ?1)" },
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
	[SQL_HOST_PATH_PUT] = { "record path hold",
	    "INSERT INTO host_paths (host_key, prefix, hold_until, reason)"
	    " VALUES (?1, ?2, ?3, ?4) ON CONFLICT (host_key, prefix)"
	    " DO UPDATE SET hold_until = excluded.hold_until,"
	    " reason = excluded.reason" },
	[SQL_HOST_PATH_PRUNE] = { "prune path holds",
	    "DELETE FROM host_paths WHERE hold_until <= ?2"
	    " OR (host_key = ?1 AND prefix NOT IN (SELECT prefix"
	    " FROM host_paths WHERE host_key = ?1"
	    " ORDER BY hold_until DESC, prefix LIMIT ?3))" },
	[SQL_HOST_PATH_LIST] = { "read path holds",
	    "SELECT host_key, prefix, hold_until, reason FROM host_paths"
	    " WHERE host_key = ?1 AND hold_until > ?2"
	    " ORDER BY hold_until DESC, prefix LIMIT ?3" },
	[SQL_ENTRY_INSERT] = { "add entry",
	    "INSERT INTO entries (feed_id, key, guid, url, title, teaser,"
	    " content, categories, author, published, published_text,"
	    " found_at, enclosures, image, updated, duration, comments_url,"
	    " comments_feed, comment_count)"
	    " VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13,"
	    " ?14, ?15, ?16, ?17, ?18, ?19)"
	    " ON CONFLICT (feed_id, key) DO NOTHING RETURNING id" },
	/* A known entry: its comments as the feed counts them now. */
	[SQL_ENTRY_COMMENTS] = { "update entry comments",
	    "UPDATE entries SET comment_count = ?3"
	    " WHERE feed_id = ?1 AND key = ?2 AND comment_count IS NOT ?3" },
	[SQL_ENTRY_FIND] = { "find entry",
	    "SELECT id FROM entries WHERE feed_id = ?1 AND key = ?2" },
	/* page_stored = 0: read from the index entries_waiting (011). */
	/* A page's entry, by the entry's link or the page's (final) URL. */
	[SQL_ENTRY_OF_URL] = { "find entry of url",
	    "SELECT " ENTRY_COLS " FROM entries e"
	    " LEFT JOIN pages p ON p.entry_id = e.id"
	    " WHERE e.feed_id = ?1"
	    " AND (e.url = ?2 OR p.url = ?2 OR p.final_url = ?2)"
	    " ORDER BY e.found_at DESC, e.id DESC LIMIT 1" },
	[SQL_ENTRIES_WITHOUT_PAGE] = { "list entries without page",
	    "SELECT " ENTRY_COLS " FROM entries e"
	    " WHERE e.feed_id = ?1 AND e.url IS NOT NULL AND e.page_stored = 0"
	    " AND (e.page_retry_at IS NULL OR e.page_retry_at <= ?2)"
	    " AND NOT EXISTS (SELECT 1 FROM pages p"
	    " WHERE p.entry_id = e.id)"
	    " AND (e.found_at, e.id) > (?3, ?4)"
	    " ORDER BY e.found_at, e.id LIMIT ?5" },
	[SQL_PAGE_ADD] = { "add page",
	    "INSERT INTO pages (entry_id, url, final_url, status,"
	    " content_type, charset, error, body, fetched_at, body_encoding,"
	    " body_size, host)"
	    " VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)"
	    " ON CONFLICT (entry_id) DO UPDATE SET url = excluded.url,"
	    " host = excluded.host,"
	    " final_url = excluded.final_url, status = excluded.status,"
	    " content_type = excluded.content_type,"
	    " charset = excluded.charset, error = excluded.error,"
	    " body = excluded.body, fetched_at = excluded.fetched_at,"
	    " body_encoding = excluded.body_encoding,"
	    " body_size = excluded.body_size, body_dropped_at = NULL" },
	[SQL_PAGE_NOT_ARTICLE] = { "mark page not an article",
	    "UPDATE pages SET not_article = ?2 WHERE entry_id = ?1" },
	/* entries_stored (schema version 19): the entries waiting for
	 * their page are not read. */
	[SQL_PAGES_RECENT] = { "list recent pages",
	    "SELECT e.id FROM entries e JOIN pages p ON p.entry_id = e.id"
	    " WHERE e.feed_id = ?1 AND e.page_stored = 1 AND p.error IS NULL"
	    " AND p.not_article IS NULL AND p.body IS NOT NULL"
	    " ORDER BY e.found_at DESC, e.id DESC LIMIT ?2" },
	/* The same for a host, whichever feeds its pages came with. */
	[SQL_PAGES_RECENT_HOST] = { "list recent pages of a host",
	    "SELECT e.id FROM pages p JOIN entries e ON e.id = p.entry_id"
	    " WHERE p.host = ?1 AND e.page_stored = 1 AND p.error IS NULL"
	    " AND p.not_article IS NULL AND p.body IS NOT NULL"
	    " ORDER BY e.found_at DESC, e.id DESC LIMIT ?2" },
	/* A host's pages with no article, or one another template (or
	 * none) extracted, or marked to extract again (a further page of
	 * the article arrived: page_parts, 025). */
	[SQL_PAGES_HOST_TO_EXTRACT] = { "list pages of a host to extract",
	    "SELECT e.id FROM pages p JOIN entries e ON e.id = p.entry_id"
	    " LEFT JOIN article_rows a ON a.entry_id = e.id"
	    " WHERE p.host = ?1 AND p.error IS NULL"
	    " AND p.not_article IS NULL AND p.body IS NOT NULL"
	    " AND (a.id IS NULL OR a.template_id IS NOT ?2"
	    " OR e.to_extract = 1)"
	    " ORDER BY e.found_at, e.id" },
	/* The hosts of a feed's pages (those to extract, with ?2), the
	 * most pages first. */
	[SQL_FEED_HOSTS] = { "list hosts of a feed",
	    "SELECT p.host, count(*) FROM entries e"
	    " JOIN pages p ON p.entry_id = e.id"
	    " WHERE e.feed_id = ?1 AND p.host IS NOT NULL"
	    " AND (?2 = 0 OR e.to_extract = 1) AND p.error IS NULL"
	    " AND p.not_article IS NULL AND p.body IS NOT NULL"
	    " GROUP BY p.host ORDER BY count(*) DESC, p.host" },
	[SQL_FEED_NAME] = { "get feed name",
	    "SELECT name FROM feeds WHERE id = ?1" },
	[SQL_PAGES_TO_EXTRACT] = { "list pages to extract",
	    "SELECT e.id FROM entries e JOIN pages p ON p.entry_id = e.id"
	    " LEFT JOIN articles a ON a.entry_id = e.id"
	    " WHERE e.feed_id = ?1 AND p.error IS NULL"
	    " AND p.not_article IS NULL AND p.body IS NOT NULL"
	    " AND (?2 = 0 OR a.id IS NULL"
	    " OR (?2 > 0 AND a.template_id IS NOT ?2))"
	    " ORDER BY e.found_at, e.id" },
	/* The same for pages with no article: entries_to_extract (016). */
	[SQL_PAGES_UNEXTRACTED] = { "list pages without article",
	    "SELECT e.id FROM entries e"
	    " WHERE e.feed_id = ?1 AND e.to_extract = 1"
	    " ORDER BY e.found_at, e.id" },
	[SQL_PAGE_LOAD] = { "load page",
	    "SELECT " ENTRY_COLS ", " PAGE_COLS
	    " FROM entries e JOIN pages p ON p.entry_id = e.id"
	    " WHERE e.id = ?1" },
	/*
	 * Retention: bodies fetched before ?1, except those of the entries
	 * a current template was learned from and of the newest ?2 pages
	 * that store_pages_recent_host() would hand to learning and
	 * relearning, per host (templates are per host, 024), whichever
	 * feeds brought them.  Newest by entry id, which follows found_at
	 * (an entry's found_at is when it was stored): the host's index
	 * then finds them without sorting all its pages for each row.
	 */
	[SQL_PAGES_OLD] = { "list old pages",
	    "SELECT p.entry_id, length(p.body) FROM pages p"
	    " WHERE p.body IS NOT NULL AND p.fetched_at < ?1"
	    " AND NOT EXISTS (SELECT 1 FROM templates t,"
	    " json_each(t.learned_from) j WHERE t.host = p.host"
	    " AND t.status = 'current' AND j.value = p.entry_id)"
	    " AND p.entry_id NOT IN (SELECT p2.entry_id FROM pages p2"
	    " WHERE p2.host = p.host AND p2.error IS NULL"
	    " AND p2.not_article IS NULL AND p2.body IS NOT NULL"
	    " ORDER BY p2.entry_id DESC LIMIT ?2)"
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
	/* Bodies stored before the allow-list (schema version 14). */
	[SQL_ARTICLE_RAW] = { "read raw article body",
	    "SELECT id, url, body_html FROM articles"
	    " WHERE body_html_raw = 1 ORDER BY id LIMIT 1" },
	[SQL_ARTICLE_SET_CLEAN] = { "clean article body",
	    "UPDATE article_rows SET body_html = NULL, " ARTICLE_Z_SET(
		"body_html", "?2") ", body_html_raw = 0"
				   " WHERE id = ?1" },
	/* Bodies stored raw before schema version 18, compressed. */
	[SQL_ARTICLE_COMPRESS_RAW] = { "compress article",
	    "UPDATE article_rows SET body_text = NULL, body_html = "
	    "NULL, " ARTICLE_Z_SET("body_text", "body_text") ", " ARTICLE_Z_SET(
		"body_html",
		"body_html") " WHERE id IN (SELECT id FROM article_rows"
			     " WHERE body_text IS NOT NULL OR body_html IS NOT "
			     "NULL"
			     " ORDER BY id LIMIT ?1)" },
	[SQL_TMPL_RETIRE] = { "retire template",
	    "UPDATE templates SET status = 'retired', reason = ?2"
	    " WHERE host = ?1 AND status = 'current'" },
	[SQL_TMPL_NEXT_VERSION] = { "number template",
	    "SELECT coalesce(max(version), 0) + 1 FROM templates"
	    " WHERE host = ?1" },
	[SQL_TMPL_INSERT] = { "add template",
	    "INSERT INTO templates (feed_id, version, method, title_xpath,"
	    " body_xpath, category_xpath, json, learned_from, learned_at,"
	    " status, host)"
	    " VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, 'current', ?10)"
	    " RETURNING id" },
	[SQL_TMPL_CURRENT] = { "get current template",
	    "SELECT " TMPL_COLS
	    " JOIN (SELECT host, max(n) AS n FROM (SELECT p.host AS host,"
	    " count(*) AS n FROM entries e JOIN pages p ON p.entry_id = e.id"
	    " WHERE e.feed_id = ?1 GROUP BY p.host UNION ALL"
	    " SELECT templar_host_key(coalesce(config_url, url)), 0"
	    " FROM feeds WHERE id = ?1) GROUP BY host) fh"
	    " ON fh.host = t.host"
	    " WHERE t.status = 'current' ORDER BY fh.n DESC, t.host" },
	[SQL_TMPL_CURRENT_HOST] = { "get current template of a host",
	    "SELECT " TMPL_COLS " WHERE t.host = ?1 AND t.status = 'current'" },
	/* The host of a feed's template that names none (an import): that
	 * of most of its pages, else its URL's. */
	[SQL_FEED_MAIN_HOST] = { "find host of a feed",
	    "SELECT coalesce((SELECT p.host FROM entries e"
	    " JOIN pages p ON p.entry_id = e.id WHERE e.feed_id = ?1"
	    " AND p.host IS NOT NULL GROUP BY p.host"
	    " ORDER BY count(*) DESC, p.host LIMIT 1),"
	    " templar_host_key(coalesce(f.config_url, f.url)))"
	    " FROM feeds f WHERE f.id = ?1" },
	[SQL_TMPL_LIST] = { "list templates",
	    "SELECT " TMPL_COLS
	    " WHERE ?1 IS NULL OR f.name = ?1 OR t.host IN (SELECT p.host"
	    " FROM feeds f2 JOIN entries e ON e.feed_id = f2.id"
	    " JOIN pages p ON p.entry_id = e.id WHERE f2.name = ?1)"
	    " ORDER BY t.id DESC" },
	/* Newest first in entry order, read from articles_template_entry
	 * as it is sorted: ordered by found_at, every article of the
	 * template was read and sorted after each page. */
	[SQL_TMPL_SCORES] = { "read template scores",
	    "SELECT a.entry_id, a.score, a.fallback FROM article_rows a"
	    " WHERE a.template_id = ?1 AND a.score IS NOT NULL"
	    " ORDER BY a.entry_id DESC LIMIT ?2" },
	[SQL_TMPL_SET_HEALTH] = { "set template health",
	    "UPDATE templates SET health = ?2, checked = ?3 WHERE id = ?1" },
	[SQL_PAGES_OF_TEMPLATE] = { "list pages of a template",
	    "SELECT e.id FROM entries e JOIN pages p ON p.entry_id = e.id"
	    " JOIN articles a ON a.entry_id = e.id"
	    " WHERE (?1 = 0 OR e.feed_id = ?1) AND a.template_id = ?2"
	    " AND e.id >= ?3"
	    " AND p.error IS NULL AND p.body IS NOT NULL"
	    " ORDER BY e.found_at, e.id" },
	/*
	 * Into article_rows, the bodies compressed (schema version 18);
	 * the text as given is returned for the full-text index.
	 */
	[SQL_ARTICLE_EXISTS] = { "look an article up",
	    "SELECT 1 FROM article_rows WHERE entry_id = ?1" },
	[SQL_ARTICLE_PUT] = { "store article",
	    "INSERT INTO article_rows (entry_id, url, title, title_from_feed,"
	    " body_text_z, body_text_size, body_html_z, body_html_size,"
	    " category, published, template_id, score,"
	    " extracted_at, fallback, image, categories, body_html_raw,"
	    " author, listed_at)"
	    " SELECT e.id, coalesce(p.final_url, e.url), coalesce(?2, e.title),"
	    " ?2 IS NULL, " ARTICLE_Z("?3") ", " ARTICLE_Z(
		"?4") ","
		      " ?5, coalesce(?12, e.published), ?6, ?7, ?8, ?9, ?10, "
		      "?11, 0,"
		      " coalesce(?13, e.author), coalesce(?12, e.published, "
		      "e.found_at)"
		      " FROM entries e LEFT JOIN pages p ON p.entry_id = e.id"
		      " WHERE e.id = ?1"
		      " ON CONFLICT (entry_id) DO UPDATE SET url = "
		      "excluded.url,"
		      " title = excluded.title,"
		      " title_from_feed = excluded.title_from_feed,"
		      " body_text = NULL, body_text_z = excluded.body_text_z,"
		      " body_text_size = excluded.body_text_size,"
		      " body_html = NULL, body_html_z = excluded.body_html_z,"
		      " body_html_size = excluded.body_html_size,"
		      " body_html_raw = 0,"
		      " category = excluded.category, published = "
		      "excluded.published,"
		      " template_id = excluded.template_id, score = "
		      "excluded.score,"
		      " extracted_at = excluded.extracted_at,"
		      " fallback = excluded.fallback, image = excluded.image,"
		      " categories = excluded.categories, author = "
		      "excluded.author,"
		      " listed_at = excluded.listed_at"
		      " RETURNING id, title, ?3, category" },
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
	    " ORDER BY a.listed_at DESC, a.id DESC"
	    " LIMIT ?2" },
	/*
	 * The articles either side of ?1 in its feed's list, as
	 * SQL_ARTICLE_LIST orders them: the newer one, the older one.
	 */
	[SQL_ARTICLE_AROUND] = { "find articles around",
	    "SELECT newer, older FROM (SELECT a.id,"
	    " lag(a.id) OVER w AS newer, lead(a.id) OVER w AS older"
	    " FROM articles a JOIN entries e ON e.id = a.entry_id"
	    " WHERE e.feed_id = (SELECT e2.feed_id FROM articles a2"
	    " JOIN entries e2 ON e2.id = a2.entry_id WHERE a2.id = ?1)"
	    " WINDOW w AS (ORDER BY a.listed_at DESC, a.id DESC))"
	    " WHERE id = ?1" },
	/*
	 * The newest ?2 articles (from the index articles_listed) and the
	 * newest ?2 pending entries (no article, a page not set aside as no
	 * article) found since ?3 (from entries_feed_found, a feed at a
	 * time), merged: never a scan of every entry.
	 */
	[SQL_ITEM_LIST] = { "list entries and articles",
	    "SELECT id, aid FROM (SELECT * FROM (SELECT a.entry_id AS id,"
	    " a.id AS aid,"
	    " a.listed_at AS pub FROM articles a"
	    " JOIN entries e ON e.id = a.entry_id"
	    " JOIN feeds f ON f.id = e.feed_id"
	    " WHERE ?1 IS NULL OR f.name = ?1"
	    " ORDER BY a.listed_at DESC, a.id DESC"
	    " LIMIT ?2)"
	    " UNION ALL SELECT * FROM (SELECT e.id, NULL,"
	    " coalesce(e.published, e.found_at) AS pub"
	    " FROM feeds f JOIN entries e ON e.feed_id = f.id"
	    " AND e.found_at >= ?3"
	    " LEFT JOIN pages p ON p.entry_id = e.id"
	    " WHERE (?1 IS NULL OR f.name = ?1) AND p.not_article IS NULL"
	    " AND NOT EXISTS (SELECT 1 FROM articles a"
	    " WHERE a.entry_id = e.id)"
	    " ORDER BY pub DESC, e.id DESC LIMIT ?2))"
	    " ORDER BY pub DESC, id DESC LIMIT ?2" },
	/* the pages store_pages_recent() hands to learning */
	[SQL_LEARNING_LIST] = { "list feeds learning",
	    "SELECT f.name, (SELECT count(*) FROM entries e"
	    " JOIN pages p ON p.entry_id = e.id WHERE e.feed_id = f.id"
	    " AND p.error IS NULL AND p.not_article IS NULL"
	    " AND p.body IS NOT NULL)"
	    " FROM feeds f WHERE f.active = 1 AND f.tmpl_status = 'none'"
	    " ORDER BY f.name" },
	[SQL_PENDING_GET] = { "get entry",
	    "SELECT e.id, f.name, e.url, e.title,"
	    " coalesce(e.content, e.teaser), e.author, e.image, e.published,"
	    " e.found_at, e.categories, e.comments_url, e.comment_count,"
	    " e.key, coalesce(f.config_url, f.url), f.title"
	    " FROM entries e JOIN feeds f ON f.id = e.feed_id"
	    " WHERE e.id = ?1" },
	[SQL_ARTICLE_BY_ID] = { "get article",
	    "SELECT " ARTICLE_COLS " WHERE a.id = ?1" },
	[SQL_ARTICLE_BY_URL] = { "find article",
	    "SELECT a.id FROM articles a WHERE a.url = ?1"
	    " UNION SELECT a.id FROM articles a"
	    " JOIN entries e ON e.id = a.entry_id WHERE e.url = ?1"
	    " ORDER BY 1 DESC LIMIT 1" },
	/*
	 * Ranking a match costs a lookup of its length: only the newest ?3
	 * matches (by id; ids start at 1) are ranked, so that a common
	 * word is as quick as a rare one.
	 */
	[SQL_ARTICLE_SEARCH] = { "search articles",
	    "SELECT rowid FROM articles_fts WHERE articles_fts MATCH ?1"
	    " AND rowid >= coalesce((SELECT rowid FROM articles_fts"
	    " WHERE articles_fts MATCH ?1 ORDER BY rowid DESC"
	    " LIMIT 1 OFFSET ?3 - 1), 0)"
	    " ORDER BY rank LIMIT ?2" },
	/*
	 * A snippet costs as much as the query has terms times the
	 * article's matches: only the articles shown get one.
	 */
	[SQL_ARTICLE_SNIPPET] = { "search articles",
	    "SELECT snippet(articles_fts, 1, '[', ']', '...', 24)"
	    " FROM articles_fts WHERE articles_fts MATCH ?1 AND rowid = ?2" },
	/* templard's /api/articles: every filter optional (NULL) */
	[SQL_ARTICLE_QUERY] = { "query articles",
	    "SELECT a.id FROM articles a JOIN entries e ON e.id = a.entry_id"
	    " JOIN feeds f ON f.id = e.feed_id"
	    " WHERE (?1 IS NULL OR f.name = ?1)"
	    " AND (?2 IS NULL OR a.id IN (SELECT rowid FROM articles_fts"
	    " WHERE articles_fts MATCH ?2))"
	    " AND (?3 IS NULL OR a.listed_at >= ?3)"
	    " AND (?4 IS NULL OR a.listed_at < ?4)"
	    " ORDER BY a.listed_at DESC, a.id DESC"
	    " LIMIT ?5 OFFSET ?6" },
	[SQL_FEED_ERRORS] = { "list feed errors",
	    "SELECT " FEED_COLS " FROM feeds f"
	    " WHERE f.active = 1 AND f.last_error IS NOT NULL"
	    " ORDER BY f.last_poll_at IS NULL, f.last_poll_at DESC, f.name"
	    " LIMIT ?1" },
	/*
	 * One row of counts: see struct store_status for the order.  Rows
	 * of entries, pages and articles are counted by triggers (schema
	 * 011) and read from counts; every article has its own entry.
	 * Feeds are counted by state from the index feeds_status.
	 */
	[SQL_STATUS] = { "read status",
	    "SELECT f.*, t.*, c.entries, c.entries - c.articles, c.pages,"
	    " c.pages_failed, c.pages_retrying, c.articles, a.*, r.*,"
	    " c.pages_kept, c.page_bytes FROM"
	    " (SELECT coalesce(sum(n) FILTER (WHERE active = 1), 0),"
	    " coalesce(sum(n) FILTER (WHERE active = 0), 0),"
	    " coalesce(sum(n) FILTER (WHERE active = 1 AND state = 'ok'), 0),"
	    " coalesce(sum(n) FILTER (WHERE active = 1"
	    " AND state = 'failing'), 0),"
	    " coalesce(sum(n) FILTER (WHERE active = 1 AND state = 'gone'), 0),"
	    " coalesce(sum(n) FILTER (WHERE active = 1"
	    " AND state = 'refused'), 0),"
	    " coalesce(sum(n) FILTER (WHERE active = 1"
	    " AND tmpl_status = 'none'), 0),"
	    " coalesce(sum(n) FILTER (WHERE active = 1"
	    " AND tmpl_status = 'ok'), 0),"
	    " coalesce(sum(n) FILTER (WHERE active = 1"
	    " AND tmpl_status = 'failed'), 0)"
	    " FROM (SELECT active, state, tmpl_status, count(*) AS n"
	    " FROM feeds GROUP BY active, state, tmpl_status)) f,"
	    " (SELECT count(*) FROM templates INDEXED BY templates_current"
	    " WHERE status = 'current') t,"
	    " counts c,"
	    " (SELECT count(*) FROM articles WHERE extracted_at >= ?1) a,"
	    " (SELECT count(score), count(*) FILTER (WHERE score < ?3)"
	    " FROM (SELECT score FROM articles"
	    " ORDER BY extracted_at DESC, id DESC LIMIT ?2)) r" },
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
	/*
	 * A feed forgotten, what it owns first, each table by itself so
	 * that every trigger (the counts, the full-text index) sees the
	 * rows it reads while they are still there.
	 */
	[SQL_FEED_PURGE_ARTICLES] = { "forget feed",
	    "DELETE FROM article_rows WHERE entry_id IN"
	    " (SELECT id FROM entries WHERE feed_id = ?1)" },
	[SQL_FEED_PURGE_PAGES] = { "forget feed",
	    "DELETE FROM pages WHERE entry_id IN"
	    " (SELECT id FROM entries WHERE feed_id = ?1)" },
	[SQL_FEED_PURGE_ENTRIES] = { "forget feed",
	    "DELETE FROM entries WHERE feed_id = ?1" },
	[SQL_FEED_PURGE_TEMPLATES] = { "forget feed",
	    "DELETE FROM templates WHERE (feed_id = ?1 OR feed_id IS NULL)"
	    " AND NOT EXISTS (SELECT 1 FROM pages p"
	    " WHERE p.host = templates.host)" },
	[SQL_FEED_PURGE] = { "forget feed", "DELETE FROM feeds WHERE id = ?1" },
};
