/* SPDX-License-Identifier: ISC */
/*
 * serve_pages: HTML for a person.  / is the status page (the feeds with
 * their counts, template health and last error, the latest errors, the
 * hosts held back, a search box), /feeds/NAME a feed's articles,
 * /articles/ID one article to read, /search?q= what the full-text index
 * finds.  Pages are written here with a little inline CSS and no script,
 * to read on a phone as well; every string from the database is escaped,
 * and an article's body is its HTML through the allow-list, as the feeds
 * serve it.  serve.c adds the Content-Security-Policy that keeps a
 * browser from running anything, whatever slipped through.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "feedw.h"
#include "log.h"
#include "picture.h"
#include "record.h"
#include "serve_reply.h"
#include "serve_feeds.h"
#include "serve_pages.h"
#include "status.h"
#include "store.h"
#include "util.h"

#define SP_TYPE "text/html; charset=utf-8"
#define SP_FEED_ITEMS 50 /* articles a page of a list shows */
/* What the feeds table's figures mean. */
#define SP_FEEDS_LEGEND                                                        \
	"<p class=\"meta\">State: ok, retrying (the last poll failed), "       \
	"failing (failing_after polls in a row failed), gone or refused "      \
	"(not polled until its URL or settings change, or templar poll). "     \
	"Template: its version and health, the share of its latest articles "  \
	"(relearn_window of them, those it was learned from left out) "        \
	"whose validation score reached relearn_below; templar status counts " \
	"low scores over every feed's last articles instead.</p>\n"
#define SP_SEARCH_ITEMS 50    /* search results shown */
#define SP_SUMMARY 240        /* bytes of text under a listed title */
#define SP_WORDS_A_MINUTE 230 /* a reader's pace, for reading times */

#define SP_CSS                                                                 \
	"body{max-width:44em;margin:0 auto;padding:.8em 1em 3em;"              \
	"font:18px/1.6 Georgia,'DejaVu Serif',serif;color:#222;"               \
	"background:#fdfdfa}"                                                  \
	"header,nav,.meta,table,form,footer{font:15px/1.45 system-ui,"         \
	"'DejaVu Sans',sans-serif}"                                            \
	"header{display:flex;flex-wrap:wrap;gap:.5em 1em;align-items:center;"  \
	"border-bottom:1px solid #ddd;padding-bottom:.6em}"                    \
	"header a.home{font-weight:bold;font-size:1.2em;text-decoration:none}" \
	"a{color:#1b5ea8}h1{font-size:1.5em;line-height:1.25;margin:.8em 0 "   \
	".3em}h2{font-size:1.2em}.meta{color:#666}"                            \
	"input[type=search]{width:14em;max-width:60vw;padding:.3em;"           \
	"font:inherit}button{font:inherit;padding:.3em .7em}"                  \
	".wide{overflow-x:auto}table{border-collapse:collapse;width:100%}"     \
	"th,td{text-align:left;padding:.35em .5em;border-bottom:1px solid "    \
	"#e4e4e4;vertical-align:top}td.n{text-align:right}.bad{color:#a11}"    \
	".ok{color:#1a6b1a}ol.list{padding-left:1.2em}ol.list li{margin:"      \
	"0 0 .9em}mark{background:#fff3a8}"                                    \
	"img{max-width:100%;height:auto}pre{overflow-x:auto;"                  \
	"background:#f4f4f0;padding:.6em}"                                     \
	"blockquote{border-left:3px solid #ccc;margin-left:0;"                 \
	"padding-left:1em;color:#444}figure{margin:1em 0}"                     \
	"footer{margin-top:2em;color:#777}"                                    \
	"@media (max-width:40em){tr.head{display:none}tr{display:block;"       \
	"border-bottom:1px solid #e4e4e4;padding:.4em 0}td{display:block;"     \
	"border:0;padding:.05em 0}td.n{text-align:left}td[data-label]::before" \
	"{content:attr(data-label) \": \";color:#666}}" SP_CSS_READING
/* The pager, and the same pages in the dark when the reader's is. */
#define SP_CSS_READING                                                         \
	"nav.pager{display:flex;justify-content:space-between;gap:1em;"        \
	"margin:1.5em 0;font:15px/1.45 system-ui,'DejaVu Sans',sans-serif}"    \
	"@media (prefers-color-scheme:dark){body{color:#ddd;"                  \
	"background:#17181b}a{color:#8ab4f8}.meta,footer{color:#999}"          \
	"header,th,td,tr{border-color:#3a3a3a}pre{background:#25262a}"         \
	"blockquote{border-color:#555;color:#bbb}mark{background:#5c5300;"     \
	"color:#fff}.bad{color:#f28b82}.ok{color:#81c995}input,button{"        \
	"background:#25262a;color:#ddd;border:1px solid #555}}"

/* What the status page shows of a feed's current template. */
struct sp_tmpl {
	char *feed;
	int version;
	double health; /* -1: not validated yet */
};

struct sp_ctx {
	const struct serve_req *rq;
	struct buf *b;
	struct sp_tmpl *tmpls;
	size_t ntmpls;
	int found;
	char *title;                /* a feed or article looked up */
	char *feed_title;           /* the feed's own title, or NULL */
	const struct status *state; /* the status page's */
};

static void sp_begin(
    struct buf *, const struct serve_req *, const char *, const char *);
static void sp_end(struct buf *);
static void sp_href(
    struct buf *, const struct serve_req *, const char *, const char *);
static void sp_text(struct buf *, const char *);
static void sp_date(struct buf *, int64_t);
static void sp_byline(struct buf *, int64_t, const char *);
static void sp_summary(struct buf *, const char *);
static void sp_snippet(struct buf *, const char *);
static const char *sp_feed_shown(const char *, const char *);
static void sp_list_item(
    struct buf *, const struct serve_req *, const struct store_article *, int);
static int sp_tmpl_cb(const struct store_template *, void *);
static int sp_feed_row_cb(const struct store_feed *, void *);
static int sp_feed_cb(const struct store_feed *, void *);
static int sp_list_cb(const struct store_article *, void *);
static int sp_pending_cb(const struct store_pending *, void *);
static int sp_search_cb(const struct store_article *, void *);
static int sp_article_cb(const struct store_article *, void *);
static char *sp_article_lead(struct buf *, const struct store_article *);
static void sp_error(
    struct serve_reply *, const struct serve_req *, int, const char *);
static void sp_status_summary(struct buf *, const struct status *);
static void sp_status_feeds(struct buf *, const struct serve_req *,
    const struct sp_ctx *, const struct buf *);
static void sp_status_trouble(struct buf *, const struct status *);
static int sp_param_is(const struct serve_req *, const char *, const char *);
static void sp_alternates(struct buf *, const struct serve_req *);
static void sp_pager(struct buf *, const struct serve_req *, int, int);
static void sp_reading_time(struct buf *, const char *);
static void sp_article_nav(
    struct buf *, const struct serve_req *, const struct store_article *);

/* The request's parameter name is value. */
static int
sp_param_is(const struct serve_req *rq, const char *name, const char *value)
{
	const char *v = serve_req_param(rq, name);

	return v != NULL && strcmp(v, value) == 0;
}

/* The page's head, its header (home, search box) and <main>. */
static void
sp_begin(
    struct buf *b, const struct serve_req *rq, const char *title, const char *q)
{
	buf_adds(b,
	    "<!DOCTYPE html>\n<html lang=\"en\"><head>"
	    "<meta charset=\"utf-8\">\n<meta name=\"viewport\" "
	    "content=\"width=device-width, initial-scale=1\">\n"
	    "<meta name=\"referrer\" content=\"no-referrer\">\n"
	    "<meta name=\"color-scheme\" content=\"light dark\">\n");
	sp_alternates(b, rq);
	buf_adds(b, "<title>");
	sp_text(b, title);
	buf_adds(b,
	    " \xe2\x80\x94 templar</title>\n<style>" SP_CSS
	    "</style>\n</head><body>\n<header><a class=\"home\" ");
	sp_href(b, rq, "/", NULL);
	buf_adds(b, ">templar</a>\n<a ");
	sp_href(b, rq, "/articles", NULL);
	buf_adds(b,
	    ">Latest</a>\n<form action=\"/search\" method=\"get\" "
	    "role=\"search\"><input type=\"search\" name=\"q\" "
	    "aria-label=\"Search the articles\" placeholder=\"Search "
	    "articles\" value=\"");
	if (q != NULL)
		feedw_escape(b, q, 1);
	buf_adds(b, "\">");
	if (q != NULL && sp_param_is(rq, "syntax", "fts"))
		buf_adds(b,
		    "<input type=\"hidden\" name=\"syntax\" "
		    "value=\"fts\">");
	if (rq->token != NULL) {
		buf_adds(b, "<input type=\"hidden\" name=\"token\" value=\"");
		feedw_escape(b, rq->token, 1);
		buf_adds(b, "\">");
	}
	buf_adds(b, " <button>Search</button></form></header>\n<main>\n");
}

static void
sp_end(struct buf *b)
{
	buf_adds(b,
	    "</main>\n<footer>Served by templard.</footer>\n"
	    "</body></html>\n");
}

/* href="PATH[NAME]" to a page of ours, the token carried along. */
static void
sp_href(struct buf *b, const struct serve_req *rq, const char *path,
    const char *name)
{
	buf_adds(b, "href=\"");
	buf_adds(b, path);
	if (name != NULL)
		serve_url_encode(b, name);
	if (rq->token != NULL) {
		buf_adds(b, "?token=");
		serve_url_encode(b, rq->token);
	}
	buf_addc(b, '"');
}

static void
sp_text(struct buf *b, const char *s)
{
	feedw_escape(b, s != NULL ? s : "", 0);
}

/* "2024-03-10 12:00 UTC", or "-" for 0. */
static void
sp_date(struct buf *b, int64_t t)
{
	char out[32];
	time_t tt = (time_t)t;
	struct tm tm;

	if (t == 0 || gmtime_r(&tt, &tm) == NULL) {
		buf_adds(b, "-");
		return;
	}
	strftime(out, sizeof(out), "%Y-%m-%d %H:%M UTC", &tm);
	buf_adds(b, out);
}

/*
 * ", date, by author" as far as they are known: an article without a
 * date shows none, never the time it was fetched.
 */
static void
sp_byline(struct buf *b, int64_t published, const char *author)
{
	if (published != 0) {
		buf_adds(b, ", ");
		sp_date(b, published);
	}
	if (author != NULL && *author != '\0') {
		buf_adds(b, ", by ");
		sp_text(b, author);
	}
}

/* The start of a body's text, cut on a character, escaped. */
static void
sp_summary(struct buf *b, const char *text)
{
	size_t cut;
	char *s, *p;

	if (text == NULL)
		return;
	cut = strlen(text);
	if (cut > SP_SUMMARY) {
		cut = SP_SUMMARY;
		while (cut > 0 && ((unsigned char)text[cut] & 0xc0) == 0x80)
			cut--;
	}
	s = xstrndup(text, cut);
	for (p = s; *p != '\0'; p++)
		if (*p == '\n')
			*p = ' ';
	sp_text(b, s);
	if (cut < strlen(text))
		buf_adds(b, "\xe2\x80\xa6");
	free(s);
}

/* An FTS5 snippet, its [matches] marked; escaped a run at a time, so
 * that feedw_escape() sees whole UTF-8 sequences. */
static void
sp_snippet(struct buf *b, const char *s)
{
	char *run;
	size_t n;

	while (s != NULL && *s != '\0') {
		if ((n = strcspn(s, "[]")) > 0) {
			run = xstrndup(s, n);
			sp_text(b, run);
			free(run);
			s += n;
		} else
			buf_adds(b, *s++ == '[' ? "<mark>" : "</mark>");
	}
}

/* The feed an article is from, as a reader knows it: the source's own
 * title, else the name it has in the configuration. */
static const char *
sp_feed_shown(const char *title, const char *name)
{
	return title != NULL && *title != '\0' ? title : name;
}

/* One article in a list: its title to read it, where and when, a taste. */
static void
sp_list_item(struct buf *b, const struct serve_req *rq,
    const struct store_article *a, int snippet)
{
	char id[32];

	snprintf(id, sizeof(id), "%lld", (long long)a->id);
	buf_adds(b, "<li><a ");
	sp_href(b, rq, "/articles/", id);
	buf_addc(b, '>');
	sp_text(
	    b, a->title != NULL && *a->title != '\0' ? a->title : "(untitled)");
	buf_adds(b, "</a><br><span class=\"meta\">");
	sp_text(b, sp_feed_shown(a->feed_title, a->feed_name));
	sp_byline(b, a->published, a->author);
	buf_adds(b, "</span><br>");
	if (snippet && a->snippet != NULL)
		sp_snippet(b, a->snippet);
	else
		sp_summary(b, a->body_text);
	buf_adds(b, "</li>\n");
}

static int
sp_tmpl_cb(const struct store_template *t, void *arg)
{
	struct sp_ctx *x = arg;
	struct sp_tmpl *o;

	if (t->status == NULL || strcmp(t->status, "current") != 0)
		return 0;
	x->tmpls = xreallocarray(x->tmpls, x->ntmpls + 1, sizeof(*x->tmpls));
	o = &x->tmpls[x->ntmpls++];
	o->feed = xstrdup(t->feed_name != NULL ? t->feed_name : "");
	o->version = t->version;
	o->health = t->health;
	return 0;
}

/* A row of the status page's table of feeds. */
static int
sp_feed_row_cb(const struct store_feed *f, void *arg)
{
	struct sp_ctx *x = arg;
	struct buf *b = x->b;
	const struct sp_tmpl *t = NULL;
	const struct status_learning *l;
	char wait[128];
	size_t i;

	for (i = 0; i < x->ntmpls && t == NULL; i++) {
		if (strcmp(x->tmpls[i].feed, f->name) == 0)
			t = &x->tmpls[i];
	}
	x->found++;
	buf_adds(b, "<tr><td><a ");
	sp_href(b, x->rq, "/feeds/", f->name);
	buf_addc(b, '>');
	sp_text(b, f->name);
	buf_adds(b, "</a></td><td data-label=\"State\" class=\"");
	buf_adds(b, strcmp(record_feed_state(f), "ok") == 0 ? "ok" : "bad");
	buf_adds(b, "\">");
	sp_text(b, record_feed_state(f));
	buf_printf(b,
	    "</td><td data-label=\"Articles\" class=\"n\">%lld"
	    "</td><td data-label=\"Entries\" class=\"n\">%lld</td>"
	    "<td data-label=\"Template\">",
	    (long long)f->articles, (long long)f->entries);
	if (t != NULL && t->health >= 0)
		buf_printf(
		    b, "v%d, health %.0f%%", t->version, t->health * 100);
	else if (t != NULL)
		buf_printf(b, "v%d, not checked yet", t->version);
	else if (f->tmpl_status == STORE_TMPL_FAILED) {
		buf_adds(b, "<span class=\"bad\">failed</span>");
		if (f->tmpl_reason != NULL) {
			buf_adds(b, ": ");
			sp_text(b, f->tmpl_reason);
		}
	} else if ((l = status_learning_of(x->state, f->name)) != NULL)
		buf_printf(b, "learning: %lld of %lld pages fetched",
		    (long long)l->pages, (long long)l->wanted);
	else
		buf_adds(b, "not learned yet");
	buf_adds(b, "</td><td data-label=\"Last poll\">");
	sp_date(b, f->last_poll_at);
	buf_adds(b, "</td><td data-label=\"Last error\">");
	if (f->last_error != NULL) {
		buf_adds(b, "<span class=\"bad\">");
		sp_text(b, f->last_error);
		buf_adds(b, "</span>");
	} else
		buf_adds(b, "-");
	buf_adds(b, "</td><td data-label=\"Next poll\">");
	if (f->next_poll_at > 0)
		sp_date(b, f->next_poll_at);
	record_feed_wait(f, wait, sizeof(wait));
	buf_adds(b, f->next_poll_at > 0 ? " (" : "");
	sp_text(b, wait);
	buf_adds(b, f->next_poll_at > 0 ? ")</td></tr>\n" : "</td></tr>\n");
	return 0;
}

static void
sp_error(struct serve_reply *rp, const struct serve_req *rq, int status,
    const char *msg)
{
	struct buf *b = &rp->body;

	rp->status = status;
	rp->type = SP_TYPE;
	rp->mtime = 0;
	buf_reset(b);
	sp_begin(b, rq, msg, NULL);
	buf_adds(b, "<h1>");
	sp_text(b, msg);
	buf_printf(b, "</h1>\n<p class=\"meta\">HTTP %d.</p>\n", status);
	sp_end(b);
}

/* The status page's first lines: is the daemon up, what the database holds. */
static void
sp_status_summary(struct buf *b, const struct status *s)
{
	buf_adds(b, "<h1>Status</h1>\n<p class=\"meta\">templard ");
	buf_adds(b,
	    s->daemon == STATUS_RUNNING       ? "running"
		: s->daemon == STATUS_STOPPED ? "not running"
					      : "state unknown");
	buf_printf(b,
	    "; %lld feeds (%lld failing), %lld entries, %lld "
	    "articles, %lld in the last 24 hours; database %.1f MiB%s.</p>\n",
	    (long long)s->n.feeds_active, (long long)s->n.feeds_failing,
	    (long long)s->n.entries, (long long)s->n.articles,
	    (long long)s->n.articles_since,
	    (double)s->space.size / (1024 * 1024),
	    s->space.full ? ", <span class=\"bad\">full</span>" : "");
}

/* The feeds table from sp_feed_row_cb()'s rows, and links for a reader. */
static void
sp_status_feeds(struct buf *b, const struct serve_req *rq,
    const struct sp_ctx *x, const struct buf *rows)
{
	buf_adds(b, "<h2>Feeds</h2>\n");
	if (x->found == 0)
		buf_adds(b, "<p>No feeds subscribed yet.</p>\n");
	else {
		buf_adds(b,
		    "<div class=\"wide\"><table>\n<tr class=\"head\">"
		    "<th>Feed</th><th>State</th><th>Articles</th>"
		    "<th>Entries</th><th>Template</th><th>Last poll</th>"
		    "<th>Last error</th><th>Next poll</th></tr>\n");
		buf_add(b, rows->data, rows->len);
		buf_adds(b, "</table></div>\n");
		buf_adds(b, SP_FEEDS_LEGEND);
	}
	buf_adds(b, "<p class=\"meta\">For a feed reader: <a ");
	sp_href(b, rq, "/opml", NULL);
	buf_adds(b, ">every feed as OPML</a>, <a ");
	sp_href(b, rq, "/feeds/all.atom", NULL);
	buf_adds(b, ">all articles as Atom</a>.</p>\n");
}

/* The latest poll errors and the hosts held back, when there are any. */
static void
sp_status_trouble(struct buf *b, const struct status *s)
{
	size_t i;

	if (s->nerrors > 0) {
		buf_adds(b, "<h2>Latest errors</h2>\n<ul>\n");
		for (i = 0; i < s->nerrors; i++) {
			buf_adds(b, "<li>");
			sp_text(b, s->errors[i].feed);
			buf_adds(b, ", ");
			sp_date(b, s->errors[i].last_poll);
			buf_printf(b, " (%d failure%s): <span class=\"bad\">",
			    s->errors[i].failures,
			    s->errors[i].failures == 1 ? "" : "s");
			sp_text(b, s->errors[i].error);
			buf_adds(b, "</span></li>\n");
		}
		buf_adds(b, "</ul>\n");
	}
	if (s->nhosts > 0) {
		buf_adds(b, "<h2>Hosts held back</h2>\n<ul>\n");
		for (i = 0; i < s->nhosts; i++) {
			buf_adds(b, "<li>");
			sp_text(b, s->hosts[i].host);
			buf_adds(b, " until ");
			sp_date(b, s->hosts[i].until);
			buf_adds(b, ": ");
			sp_text(b, s->hosts[i].reason);
			buf_adds(b, "</li>\n");
		}
		buf_adds(b, "</ul>\n");
	}
}

void
serve_pages_status(const struct serve_req *rq, struct serve_reply *rp)
{
	struct status s;
	struct sp_ctx x;
	struct buf *b = &rp->body, rows;
	size_t i;

	memset(&x, 0, sizeof(x));
	x.rq = rq;
	x.state = &s;
	buf_init(&rows);
	x.b = &rows;
	if (status_read(&s, rq->st, rq->database, rq->conf, rq->now) == -1 ||
	    store_template_list(rq->st, NULL, sp_tmpl_cb, &x) == -1 ||
	    store_feed_list(rq->st, 1, sp_feed_row_cb, &x) == -1) {
		sp_error(rp, rq, 503, "Database error");
		goto out;
	}
	rp->type = SP_TYPE;
	sp_begin(b, rq, "Status", NULL);
	sp_status_summary(b, &s);
	sp_status_feeds(b, rq, &x, &rows);
	sp_status_trouble(b, &s);
	sp_end(b);
out:
	for (i = 0; i < x.ntmpls; i++)
		free(x.tmpls[i].feed);
	free(x.tmpls);
	buf_free(&rows);
	status_free(&s);
}

static int
sp_feed_cb(const struct store_feed *f, void *arg)
{
	struct sp_ctx *x = arg;

	x->found = 1;
	/* the site's page, else the feed's own URL */
	x->title = xstrdup(f->link != NULL ? f->link
		: f->url != NULL           ? f->url
					   : "");
	x->feed_title = f->title != NULL ? xstrdup(f->title) : NULL;
	return 1;
}

static int
sp_list_cb(const struct store_article *a, void *arg)
{
	struct sp_ctx *x = arg;

	x->found++;
	sp_list_item(x->b, x->rq, a, 0);
	return 0;
}

/*
 * An entry whose page is not extracted yet: its title to the source's
 * page, marked pending, and the source's own text (plain, escaped).
 */
static int
sp_pending_cb(const struct store_pending *p, void *arg)
{
	struct sp_ctx *x = arg;
	struct buf *b = x->b;
	const char *url = p->url;

	/* a link from the feed: the web's own schemes only */
	if (url != NULL && strncmp(url, "https://", 8) != 0 &&
	    strncmp(url, "http://", 7) != 0)
		url = NULL;
	x->found++;
	buf_adds(b, "<li>");
	if (url != NULL) {
		buf_adds(b, "<a rel=\"noreferrer\" href=\"");
		feedw_escape(b, url, 1);
		buf_adds(b, "\">");
	}
	sp_text(
	    b, p->title != NULL && *p->title != '\0' ? p->title : "(untitled)");
	buf_adds(b, url != NULL ? "</a>" : "");
	buf_adds(b, "<br><span class=\"meta\">");
	sp_text(b, sp_feed_shown(p->feed_title, p->feed_name));
	sp_byline(b, p->published, p->author);
	buf_adds(b, ", <em>" SERVE_FEEDS_PENDING "</em></span><br>");
	sp_summary(b, p->text);
	buf_adds(b, "</li>\n");
	return 0;
}

void
serve_pages_feed(
    const struct serve_req *rq, struct serve_reply *rp, const char *name)
{
	struct sp_ctx x;
	struct buf *b = &rp->body, items;
	static const char *const exts[] = { ".atom", ".rss", ".json" };
	char *doc;
	size_t i;
	int page, more = 0;

	memset(&x, 0, sizeof(x));
	x.rq = rq;
	buf_init(&items);
	x.b = &items;
	if (serve_req_page(rq, &page) == -1) {
		sp_error(rp, rq, 400, "Not a page number");
		goto out;
	}
	if (store_feed_get(rq->st, name, sp_feed_cb, &x) == -1) {
		sp_error(rp, rq, 503, "Database error");
		goto out;
	}
	if (!x.found) {
		sp_error(rp, rq, 404, "No such feed");
		goto out;
	}
	x.found = 0;
	if (store_item_range(rq->st, name, (page - 1) * SP_FEED_ITEMS,
		SP_FEED_ITEMS, rq->now - SERVE_FEEDS_PENDING_AGE, sp_list_cb,
		sp_pending_cb, &x, &more) == -1) {
		sp_error(rp, rq, 503, "Database error");
		goto out;
	}
	rp->type = SP_TYPE;
	sp_begin(b, rq, x.feed_title != NULL ? x.feed_title : name, NULL);
	buf_adds(b, "<h1>");
	sp_text(b, x.feed_title != NULL ? x.feed_title : name);
	buf_adds(b,
	    "</h1>\n<p class=\"meta\">From <a rel=\"noreferrer\" "
	    "href=\"");
	feedw_escape(b, x.title, 1);
	buf_adds(b, "\">");
	sp_text(b, x.title);
	buf_adds(b, "</a>. Full text for a reader:");
	for (i = 0; i < NELEM(exts); i++) {
		xasprintf(&doc, "%s%s", name, exts[i]);
		buf_adds(b, i > 0 ? ", <a " : " <a ");
		sp_href(b, rq, "/feeds/", doc);
		buf_printf(b, ">%s</a>", exts[i] + 1);
		free(doc);
	}
	buf_adds(b, ".</p>\n");
	if (x.found == 0)
		buf_adds(b,
		    page > 1 ? "<p>No articles on this page.</p>\n"
			     : "<p>No articles yet.</p>\n");
	else {
		buf_printf(b, "<ol class=\"list\" start=\"%d\">\n",
		    (page - 1) * SP_FEED_ITEMS + 1);
		buf_add(b, items.data, items.len);
		buf_adds(b, "</ol>\n");
	}
	sp_pager(b, rq, page, more);
	sp_end(b);
out:
	free(x.title);
	free(x.feed_title);
	buf_free(&items);
}

/*
 * Open an article's page with its picture: the allow-list's HTML as the
 * feeds serve it (its lead image in front), its opening picture set
 * above the headline.  Return the rest of the body, to write below the
 * headline, for the caller to free.
 */
static char *
sp_article_lead(struct buf *b, const struct store_article *a)
{
	char *html = serve_feeds_body(a), *lead, *rest;

	buf_adds(b, "<article>\n");
	if ((lead = picture_lead_cut(html, &rest)) != NULL) {
		buf_adds(b, lead);
		buf_addc(b, '\n');
		free(lead);
		free(html);
		html = rest;
	}
	return html;
}

static int
sp_article_cb(const struct store_article *a, void *arg)
{
	struct sp_ctx *x = arg;
	struct buf *b = x->b;
	const char *title =
	    a->title != NULL && *a->title != '\0' ? a->title : "(untitled)";
	char *html;
	size_t i;

	x->found = 1;
	sp_begin(b, x->rq, title, NULL);
	html = sp_article_lead(b, a);
	/* a headline in Arabic or Hebrew reads right to left */
	buf_adds(b, "<h1 dir=\"auto\">");
	sp_text(b, title);
	buf_adds(b, "</h1>\n<p class=\"meta\"><a ");
	sp_href(b, x->rq, "/feeds/", a->feed_name);
	buf_addc(b, '>');
	sp_text(b, sp_feed_shown(a->feed_title, a->feed_name));
	buf_adds(b, "</a>");
	sp_byline(b, a->published, a->author);
	if (a->category != NULL || a->ncategories > 0) {
		buf_adds(b, "<br>");
		if (a->category != NULL)
			sp_text(b, a->category);
		for (i = 0; i < a->ncategories; i++) {
			if (a->category != NULL &&
			    strcmp(a->category, a->categories[i]) == 0)
				continue;
			if (i > 0 || a->category != NULL)
				buf_adds(b, " \xc2\xb7 ");
			sp_text(b, a->categories[i]);
		}
	}
	sp_reading_time(b, a->body_text);
	buf_adds(b, "<br><a rel=\"noreferrer\" href=\"");
	feedw_escape(b, a->url != NULL ? a->url : "", 1);
	buf_adds(b, "\">The original page</a></p>\n");
	buf_adds(b, html);
	free(html);
	buf_adds(b, "\n</article>\n");
	sp_article_nav(b, x->rq, a);
	sp_end(b);
	return 1;
}

void
serve_pages_article(
    const struct serve_req *rq, struct serve_reply *rp, const char *id)
{
	struct sp_ctx x;

	if (*id == '\0' || strspn(id, "0123456789") != strlen(id) ||
	    strlen(id) > 18) {
		sp_error(rp, rq, 400, "Not an article number");
		return;
	}
	memset(&x, 0, sizeof(x));
	x.rq = rq;
	x.b = &rp->body;
	rp->type = SP_TYPE;
	if (store_article_get(rq->st, id, sp_article_cb, &x) == -1)
		sp_error(rp, rq, 503, "Database error");
	else if (!x.found)
		sp_error(rp, rq, 404, "No such article");
}

static int
sp_search_cb(const struct store_article *a, void *arg)
{
	struct sp_ctx *x = arg;

	x->found++;
	sp_list_item(x->b, x->rq, a, 1);
	return 0;
}

/* How the search box reads what is typed, for a page that says so. */
#define SP_SEARCH_HOW                                                          \
	"<p class=\"meta\">Type words as they are written (don't, "            \
	"e-mail, U.S., c++): an article holds them all. \"A phrase\" "         \
	"holds its words in a row; word* is a prefix; AND, OR, NOT (in "       \
	"capitals, between two words) and NEAR(a b) are operators.</p>\n"
#define SP_SEARCH_HOW_FTS                                                      \
	"<p class=\"meta\">This search is in SQLite FTS5's syntax "            \
	"(syntax=fts): close every quote, put punctuation inside quotes "      \
	"(\"AT&amp;T\"), name only the columns title, body_text or "           \
	"category, and keep AND, OR, NOT between two terms. "                  \
	"Without syntax=fts, words are read as typed.</p>\n"

void
serve_pages_search(const struct serve_req *rq, struct serve_reply *rp)
{
	struct sp_ctx x;
	struct buf *b = &rp->body, items;
	const char *q = serve_req_param(rq, "q");
	const char *syntax = serve_req_param(rq, "syntax");
	const char *why = NULL, *how = NULL;
	char msg[96], *match = NULL;
	int fts = syntax != NULL && strcmp(syntax, "fts") == 0;

	memset(&x, 0, sizeof(x));
	x.rq = rq;
	buf_init(&items);
	x.b = &items;
	if (q != NULL && *q != '\0')
		match = fts ? xstrdup(q) : store_query_plain(q);
	if (match != NULL && store_query_terms(match) > STORE_QUERY_MAX_TERMS) {
		snprintf(msg, sizeof(msg),
		    "Too many words: a search holds at most %d",
		    STORE_QUERY_MAX_TERMS);
		rp->status = 400;
		why = msg;
	} else if (match != NULL && *match != '\0' &&
	    store_article_search(
		rq->st, match, SP_SEARCH_ITEMS, sp_search_cb, &x) == -1) {
		if (store_over_budget(rq->st)) {
			rp->status = 503;
			why = "This search takes too long: try fewer words, "
			      "or longer prefixes";
		} else if (store_query_error(rq->st) != NULL) {
			rp->status = 400;
			why = "Not a search the index can read";
			how = fts ? SP_SEARCH_HOW_FTS : SP_SEARCH_HOW;
		} else {
			rp->status = 503;
			why = "Database error";
		}
	}
	free(match);
	rp->type = SP_TYPE;
	if (why != NULL) {
		rp->mtime = 0;
		buf_reset(&items);
		x.found = 0;
	}
	sp_begin(b, rq, q != NULL && *q != '\0' ? q : "Search", q);
	if (q == NULL || *q == '\0')
		buf_adds(b, "<h1>Search</h1>\n" SP_SEARCH_HOW);
	else {
		buf_adds(b, "<h1>Search: ");
		sp_text(b, q);
		buf_adds(b, "</h1>\n");
		if (why != NULL) {
			buf_adds(b, "<p class=\"bad\">");
			sp_text(b, why);
			buf_adds(b, ".</p>\n");
			if (how != NULL)
				buf_adds(b, how);
		} else
			buf_printf(b, "<p class=\"meta\">%d article%s%s.</p>\n",
			    x.found, x.found == 1 ? "" : "s",
			    x.found == SP_SEARCH_ITEMS ? ", the best matches"
						       : "");
		if (x.found > 0) {
			buf_adds(b, "<ol class=\"list\">\n");
			buf_add(b, items.data, items.len);
			buf_adds(b, "</ol>\n");
		} else if (why == NULL)
			buf_adds(b, fts ? SP_SEARCH_HOW_FTS : SP_SEARCH_HOW);
	}
	sp_end(b);
	buf_free(&items);
}

/* ---- reading ---- */

/*
 * <link rel="alternate"> to the feeds of the page: the feed's own on its
 * page, every feed's elsewhere, so that a reader given the page's
 * address finds them.
 */
static void
sp_alternates(struct buf *b, const struct serve_req *rq)
{
	static const struct {
		const char *ext, *type, *name;
	} fmts[] = {
		{ ".atom", "application/atom+xml", "Atom" },
		{ ".rss", "application/rss+xml", "RSS" },
		{ ".json", "application/feed+json", "JSON Feed" },
	};
	const char *name = "all";
	char *doc;
	size_t i;

	if (strncmp(rq->path, "/feeds/", 7) == 0 && rq->path[7] != '\0' &&
	    strchr(rq->path + 7, '/') == NULL)
		name = rq->path + 7;
	for (i = 0; i < NELEM(fmts); i++) {
		xasprintf(&doc, "%s%s", name, fmts[i].ext);
		buf_printf(b, "<link rel=\"alternate\" type=\"%s\" title=\"",
		    fmts[i].type);
		feedw_escape(
		    b, strcmp(name, "all") == 0 ? "Every feed" : name, 1);
		buf_printf(b, " (%s)\" ", fmts[i].name);
		sp_href(b, rq, "/feeds/", doc);
		buf_adds(b, ">\n");
		free(doc);
	}
}

/* href="PATH?page=N" of this page's path, the token carried along. */
static void
sp_page_href(struct buf *b, const struct serve_req *rq, int page)
{
	buf_adds(b, "href=\"");
	serve_path_encode(b, rq->path);
	buf_printf(b, "?page=%d", page);
	if (rq->token != NULL) {
		buf_adds(b, "&amp;token=");
		serve_url_encode(b, rq->token);
	}
	buf_addc(b, '"');
}

/* Newer and older pages of a list on page page; more: older ones. */
static void
sp_pager(struct buf *b, const struct serve_req *rq, int page, int more)
{
	if (page <= 1 && !more)
		return;
	buf_adds(b, "<nav class=\"pager\"><span>");
	if (page > 1) {
		buf_adds(b, "<a rel=\"prev\" ");
		sp_page_href(b, rq, page - 1);
		buf_adds(b, ">\xe2\x86\x90 Newer</a>");
	}
	buf_printf(b, "</span><span class=\"meta\">Page %d</span><span>", page);
	if (more) {
		buf_adds(b, "<a rel=\"next\" ");
		sp_page_href(b, rq, page + 1);
		buf_adds(b, ">Older \xe2\x86\x92</a>");
	}
	buf_adds(b, "</span></nav>\n");
}

/* ", N min read": the body's words at 230 a minute, rounded. */
static void
sp_reading_time(struct buf *b, const char *text)
{
	const char *p = text;
	long words = 0;

	while (p != NULL && *p != '\0') {
		while (*p == ' ' || *p == '\n' || *p == '\t' || *p == '\r')
			p++;
		if (*p == '\0')
			break;
		words++;
		while (*p != '\0' && *p != ' ' && *p != '\n' && *p != '\t' &&
		    *p != '\r')
			p++;
	}
	if (words == 0)
		return;
	buf_printf(b, "<br>%ld min read",
	    (words + SP_WORDS_A_MINUTE / 2) / SP_WORDS_A_MINUTE > 0
		? (words + SP_WORDS_A_MINUTE / 2) / SP_WORDS_A_MINUTE
		: 1);
}

/* The newer and older articles of the same feed, below the article. */
static void
sp_article_nav(
    struct buf *b, const struct serve_req *rq, const struct store_article *a)
{
	int64_t newer, older;
	char id[32];

	if (store_article_around(rq->st, a->id, &newer, &older) == -1 ||
	    (newer == 0 && older == 0))
		return;
	buf_adds(b, "<nav class=\"pager\"><span>");
	if (newer != 0) {
		snprintf(id, sizeof(id), "%lld", (long long)newer);
		buf_adds(b, "<a rel=\"prev\" ");
		sp_href(b, rq, "/articles/", id);
		buf_adds(b, ">\xe2\x86\x90 Newer</a>");
	}
	buf_adds(b, "</span><span>");
	if (older != 0) {
		snprintf(id, sizeof(id), "%lld", (long long)older);
		buf_adds(b, "<a rel=\"next\" ");
		sp_href(b, rq, "/articles/", id);
		buf_adds(b, ">Older \xe2\x86\x92</a>");
	}
	buf_adds(b, "</span></nav>\n");
}

/* /articles: the newest articles of every feed, a page at a time. */
void
serve_pages_latest(const struct serve_req *rq, struct serve_reply *rp)
{
	struct sp_ctx x;
	struct buf *b = &rp->body, items;
	int page, more = 0;

	memset(&x, 0, sizeof(x));
	x.rq = rq;
	buf_init(&items);
	x.b = &items;
	if (serve_req_page(rq, &page) == -1)
		sp_error(rp, rq, 400, "Not a page number");
	else if (store_item_range(rq->st, NULL, (page - 1) * SP_FEED_ITEMS,
		     SP_FEED_ITEMS, rq->now - SERVE_FEEDS_PENDING_AGE,
		     sp_list_cb, sp_pending_cb, &x, &more) == -1)
		sp_error(rp, rq, 503, "Database error");
	else {
		rp->type = SP_TYPE;
		sp_begin(b, rq, "Latest articles", NULL);
		buf_adds(b,
		    "<h1>Latest articles</h1>\n<p class=\"meta\">"
		    "The newest of every feed. Full text for a "
		    "reader: <a ");
		sp_href(b, rq, "/feeds/", "all.atom");
		buf_adds(b, ">atom</a>, <a ");
		sp_href(b, rq, "/feeds/", "all.rss");
		buf_adds(b, ">rss</a>, <a ");
		sp_href(b, rq, "/feeds/", "all.json");
		buf_adds(b, ">json</a>.</p>\n");
		if (x.found == 0)
			buf_adds(b, "<p>No articles here.</p>\n");
		else {
			buf_printf(b, "<ol class=\"list\" start=\"%d\">\n",
			    (page - 1) * SP_FEED_ITEMS + 1);
			buf_add(b, items.data, items.len);
			buf_adds(b, "</ol>\n");
		}
		sp_pager(b, rq, page, more);
		sp_end(b);
	}
	buf_free(&items);
}
