/* SPDX-License-Identifier: ISC */
/*
 * tstorefix.h: what the store's unit tests (test-store.c: the database,
 * feeds, entries, pages and templates; test-store-articles.c: articles,
 * search, polling state and status) share: queries to look at a
 * database, rows added the short way, and the callbacks that collect
 * what the store hands out.  Include after tstore.h.
 */
#ifndef TEMPLAR_TSTOREFIX_H
#define TEMPLAR_TSTOREFIX_H

/* The single integer or text a pragma or query returns. */
static UNUSED_T long long
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

static UNUSED_T char *
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
static UNUSED_T void
check_text(struct db *db, const char *sql, const char *want)
{
	char *got;

	got = query_text(db, sql);
	T_OK_MSG(got != NULL && strcmp(got, want) == 0, "%s: %s (want %s)", sql,
	    got ? got : "(null)", want);
	free(got);
}

static UNUSED_T int64_t
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
static UNUSED_T int
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
static UNUSED_T int
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

static UNUSED_T int
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

static UNUSED_T int
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

struct seen {
	int n;
	int stop_after; /* 0: never stop */
	int64_t ids[16];
	char *text[16];
	char *snippet[16];
	int64_t num[16];
	size_t len[16];
};

static UNUSED_T void
seen_free(struct seen *sn)
{
	int i;

	for (i = 0; i < sn->n && i < 16; i++) {
		free(sn->text[i]);
		free(sn->snippet[i]);
	}
	memset(sn, 0, sizeof(*sn));
}

static UNUSED_T int
seen_stop(struct seen *sn)
{
	return sn->stop_after != 0 && sn->n >= sn->stop_after;
}

static UNUSED_T int
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

static UNUSED_T int
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

/* Write a file in the test directory. */
static UNUSED_T void
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

static UNUSED_T int
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

static UNUSED_T int
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

struct extract_ctx {
	struct store *st;
	int64_t template_id;
	int n;
};

/* Extracts and stores while the store is iterating, as crawl.c does. */
static UNUSED_T int
extract_cb(const struct store_entry *e, const struct store_page *p, void *arg)
{
	struct extract_ctx *x = arg;

	x->n++;
	if (put_article(x->st, e->id, NULL, p->body, x->template_id) != 0)
		return 1;
	return 0;
}

static UNUSED_T int64_t
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

/* A fresh store with feed "a" and its entries "1" and "2". */
static UNUSED_T struct store *
open_two_entries(const char *name, int64_t *f, int64_t *e1, int64_t *e2)
{
	struct store *st = open_store(name);

	*f = store_feed_sync(st, "a", "http://a.example/rss");
	*e1 = add_entry(st, *f, "1", "http://a.example/1", "t1", 100, NULL);
	*e2 = add_entry(st, *f, "2", "http://a.example/2", "t2", 200, NULL);
	return st;
}

/* A page body of len bytes that compresses well, like HTML. */
static UNUSED_T char *
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

/* A current template of feed_id learned from the entries from. */
static UNUSED_T int64_t
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

static UNUSED_T int
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

/* FTS5's own check of the index against the text it reads. */
static UNUSED_T int
fts_intact(struct db *db)
{
	return sqlite3_exec(db_handle(db),
		   "INSERT INTO articles_fts "
		   "(articles_fts, rank) VALUES ('integrity-check', 1)",
		   NULL, NULL, NULL) == SQLITE_OK;
}

extern const char *const schema_migrations[];

/* What an article reads as: its body_html in text, what is served for
 * it in snippet. */
static UNUSED_T int
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
static UNUSED_T void
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

/* An article's categories: all the page's, stored and read back. */
static UNUSED_T int
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
static UNUSED_T char *
put_categories(struct store *st, int64_t e, const struct article *a)
{
	struct buf b;

	T_INT(store_article_put(st, e, a, 0, 0.5, 3000), 0);
	buf_init(&b);
	T_INT(
	    store_article_get(st, "http://a.example/1", categories_cb, &b), 0);
	return buf_detach(&b, NULL);
}

static UNUSED_T int
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

static UNUSED_T int
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

static UNUSED_T int
feed_state_cb(const struct store_feed *f, void *arg)
{
	char **out = arg;

	free(*out);
	xasprintf(out, "%s|%s|%s|%s", f->url, f->config_url,
	    f->state ? f->state : "-", f->state_reason ? f->state_reason : "-");
	return 0;
}

static UNUSED_T int
host_cb(const struct store_host *h, void *arg)
{
	struct buf *b = arg;

	buf_printf(b, "%s %lld %s %d;", h->key, (long long)h->hold_until,
	    h->hold_reason ? h->hold_reason : "-", h->failures);
	return 0;
}

/* Store an article for entry_id extracted at `at`; score < 0: none. */
static UNUSED_T int
put_scored(struct store *st, int64_t entry_id, double score, int64_t at)
{
	struct article a;

	memset(&a, 0, sizeof(a));
	a.body_text = (char *)(uintptr_t) "body";
	return store_article_put(st, entry_id, &a, 0, score, at);
}

static UNUSED_T int
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

/* store_entries_without_page callback: the entry's comments. */
static UNUSED_T int
entry_comments_cb(const struct store_entry *e, void *arg)
{
	char **out = arg;

	free(*out);
	xasprintf(out, "%s|%lld", e->comments_url ? e->comments_url : "-",
	    (long long)e->comment_count);
	return 0;
}

#endif
