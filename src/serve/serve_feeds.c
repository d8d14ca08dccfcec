/* SPDX-License-Identifier: ISC */
/*
 * serve_feeds: what a feed reader subscribes to.  /feeds/NAME.atom,
 * .rss and .json hold the feed's newest SERVE_FEEDS_ITEMS entries,
 * newest first, each as its article with its whole body as HTML, or,
 * until its page is extracted (while the template is learned, while the
 * page is fetched), as the source gave it, marked "full text pending";
 * both have the entry's own id (its guid or link, sf_item_new()), so
 * that a reader replaces the one with the other; /feeds/all.atom does
 * the same across every feed; /opml lists each subscribed feed's .atom
 * URL, absolute from the Host the reader used, token included, so that
 * importing one file subscribes to all.  The documents themselves are
 * written by feedw.c; this file reads the store and fills its structs.
 */
#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "feedw.h"
#include "log.h"
#include "opml.h"
#include "picture.h"
#include "serve_reply.h"
#include "serve_feeds.h"
#include "store.h"
#include "url.h"
#include "util.h"

#define SERVE_FEEDS_SUMMARY 300 /* bytes of text a summary starts with */

/* What the feed documents are made of, owned here. */
struct sf_items {
	struct feedw_item *v;
	size_t n;
	struct buf owned; /* pointers to free, as an array */
	int64_t newest;   /* latest extraction: Last-Modified */
};

enum sf_format {
	SF_ATOM,
	SF_RSS,
	SF_JSON,
};

static const struct {
	const char *ext;
	const char *type;
} sf_formats[] = {
	[SF_ATOM] = { ".atom", "application/atom+xml; charset=utf-8" },
	[SF_RSS] = { ".rss", "application/rss+xml; charset=utf-8" },
	[SF_JSON] = { ".json", "application/feed+json; charset=utf-8" },
};

static const char *sf_keep(struct sf_items *, char *);
static int sf_article_cb(const struct store_article *, void *);
static int sf_pending_cb(const struct store_pending *, void *);
static struct feedw_item *sf_item_new(
    struct sf_items *, int64_t, const char *, const char *);
static uint64_t sf_hash(const char *, const char *);
static const char *sf_summary(struct sf_items *, const char *);
static const char *const *sf_categories(
    struct sf_items *, const char *, const char *const *, size_t, size_t *);
static int sf_feed_cb(const struct store_feed *, void *);
static void sf_items_free(struct sf_items *);
struct sf_feed;
static void sf_document(const struct serve_req *, struct serve_reply *, size_t,
    const char *, const struct sf_feed *, const struct sf_items *, int);

/* Keep s until sf_items_free(); return it. */
static const char *
sf_keep(struct sf_items *s, char *p)
{
	buf_add(&s->owned, &p, sizeof(p));
	return p;
}

static void
sf_items_free(struct sf_items *s)
{
	char **p = (char **)(void *)s->owned.data;
	size_t i;

	for (i = 0; i < s->owned.len / sizeof(*p); i++)
		free(p[i]);
	buf_free(&s->owned);
	free(s->v);
}

/* Plain text (NULL: none) into b as HTML: a paragraph a line, escaped. */
static void
sf_paras(struct buf *b, const char *text)
{
	const char *p, *nl;
	char *line;

	for (p = text; p != NULL && *p != '\0'; p = nl + 1) {
		if ((nl = strchr(p, '\n')) == NULL)
			nl = p + strlen(p);
		if (nl > p) {
			line = xstrndup(p, (size_t)(nl - p));
			buf_adds(b, "<p>");
			feedw_escape(b, line, 0);
			buf_adds(b, "</p>\n");
			free(line);
		}
		if (*nl == '\0')
			break;
	}
}

/* The article's body as stored, or its text as paragraphs. */
static char *
sf_body_stored(const struct store_article *a)
{
	struct buf b;

	/* stored through the allow-list (sanitize.c); a body stored before
	 * it reads NULL until templard has cleaned it (retain.c) */
	if (a->body_html != NULL && *a->body_html != '\0')
		return xstrdup(a->body_html);
	/* no HTML stored: the text, one paragraph a line */
	buf_init(&b);
	buf_adds(&b, "");
	sf_paras(&b, a->body_text);
	return buf_detach(&b, NULL);
}

/* See serve_feeds.h: the lead image first (picture_lead()). */
char *
serve_feeds_body(const struct store_article *a)
{
	char *own = sf_body_stored(a), *html;

	html = picture_lead(own, a->image);
	free(own);
	return html;
}

/* A new item of s, its id the entry's own (serve_feeds_item_id()). */
static struct feedw_item *
sf_item_new(
    struct sf_items *s, int64_t entry_id, const char *key, const char *feed_url)
{
	struct feedw_item *it;

	s->v = xreallocarray(s->v, s->n + 1, sizeof(*s->v));
	it = &s->v[s->n++];
	memset(it, 0, sizeof(*it));
	it->id = sf_keep(s, serve_feeds_item_id(entry_id, key, feed_url));
	return it;
}

/*
 * The entry's key (its guid, else its link) when it is a URL, else a
 * URN of the feed's URL and that key; the entry's row when neither is
 * known.  So a database built again serves the same ids, and a reader
 * delivers nothing twice.
 */
char *
serve_feeds_item_id(int64_t entry_id, const char *key, const char *feed_url)
{
	char *id;

	if (key != NULL && url_is_http(key))
		return xstrdup(key);
	if (key != NULL && *key != '\0')
		xasprintf(&id, "urn:templar:entry:%016llx",
		    (unsigned long long)sf_hash(feed_url, key));
	else
		xasprintf(&id, "urn:templar:entry:%lld", (long long)entry_id);
	return id;
}

/* FNV-1a, 64 bits, of a (NULL: "") and b, apart. */
static uint64_t
sf_hash(const char *a, const char *b)
{
	const unsigned char *p;
	uint64_t h = 0xcbf29ce484222325ULL;

	for (p = (const unsigned char *)(a != NULL ? a : ""); *p != '\0'; p++)
		h = (h ^ *p) * 0x100000001b3ULL;
	h = (h ^ 0xff) * 0x100000001b3ULL; /* no byte of UTF-8 */
	for (p = (const unsigned char *)b; *p != '\0'; p++)
		h = (h ^ *p) * 0x100000001b3ULL;
	return h;
}

/* The first SERVE_FEEDS_SUMMARY bytes of text on one line, or NULL. */
static const char *
sf_summary(struct sf_items *s, const char *text)
{
	char *sum;
	size_t i, cut;

	if (text == NULL)
		return NULL;
	cut = strlen(text);
	if (cut > SERVE_FEEDS_SUMMARY) {
		cut = SERVE_FEEDS_SUMMARY;
		while (cut > 0 && ((unsigned char)text[cut] & 0xc0) == 0x80)
			cut--;
	}
	sum = xstrndup(text, cut);
	for (i = 0; sum[i] != '\0'; i++)
		if (sum[i] == '\n')
			sum[i] = ' ';
	return sf_keep(s, sum);
}

/* first (or NULL), then those of v not the same, kept in s. */
static const char *const *
sf_categories(struct sf_items *s, const char *first, const char *const *v,
    size_t nv, size_t *n)
{
	const char **cats;
	size_t i;

	cats = xcalloc(nv + 1, sizeof(*cats));
	sf_keep(s, (char *)(void *)cats);
	*n = 0;
	if (first != NULL)
		cats[(*n)++] = sf_keep(s, xstrdup(first));
	for (i = 0; i < nv; i++) {
		if (first != NULL && strcmp(first, v[i]) == 0)
			continue;
		cats[(*n)++] = sf_keep(s, xstrdup(v[i]));
	}
	return cats;
}

static int
sf_article_cb(const struct store_article *a, void *arg)
{
	struct sf_items *s = arg;
	struct feedw_item *it =
	    sf_item_new(s, a->entry_id, a->entry_key, a->feed_url);

	it->title = a->title ? sf_keep(s, xstrdup(a->title)) : NULL;
	it->url = a->url ? sf_keep(s, xstrdup(a->url)) : NULL;
	it->author = a->author ? sf_keep(s, xstrdup(a->author)) : NULL;
	it->image = a->image ? sf_keep(s, xstrdup(a->image)) : NULL;
	it->comments_url =
	    a->comments_url ? sf_keep(s, xstrdup(a->comments_url)) : NULL;
	it->comment_count = a->comment_count;
	it->html = sf_keep(s, serve_feeds_body(a));
	it->summary = sf_summary(s, a->body_text);
	it->published = a->published;
	/* the article's date, as the source dates its changes: not when
	 * templar extracted it (a reader would list it as new), unless
	 * there is none */
	it->updated = a->published != 0 ? a->published : a->extracted_at;
	/* the template's category first, then the entry's own */
	it->categories = sf_categories(
	    s, a->category, a->categories, a->ncategories, &it->ncategories);
	if (a->extracted_at > s->newest)
		s->newest = a->extracted_at;
	return 0;
}

char *
serve_feeds_pending_body(const char *text)
{
	struct buf b;

	buf_init(&b);
	buf_adds(&b,
	    "<p><em>" SERVE_FEEDS_PENDING
	    ": templar has not extracted this page yet; "
	    "this is the source's own text.</em></p>\n");
	/* plain text as the feed gave it, one paragraph a line, escaped */
	sf_paras(&b, text);
	return buf_detach(&b, NULL);
}

/* The source's own entry, until its page is extracted. */
static int
sf_pending_cb(const struct store_pending *p, void *arg)
{
	struct sf_items *s = arg;
	struct feedw_item *it =
	    sf_item_new(s, p->entry_id, p->entry_key, p->feed_url);

	it->is_pending = 1;
	it->title = p->title ? sf_keep(s, xstrdup(p->title)) : NULL;
	it->url = p->url ? sf_keep(s, xstrdup(p->url)) : NULL;
	it->author = p->author ? sf_keep(s, xstrdup(p->author)) : NULL;
	it->image = p->image ? sf_keep(s, xstrdup(p->image)) : NULL;
	it->comments_url =
	    p->comments_url ? sf_keep(s, xstrdup(p->comments_url)) : NULL;
	it->comment_count = p->comment_count;
	it->html = sf_keep(s, serve_feeds_pending_body(p->text));
	it->summary = sf_summary(s, p->text);
	it->published = p->published;
	/* the article's date as for the article that replaces it; none:
	 * when it was found, so that the article, extracted later, is an
	 * update of it */
	it->updated = p->published != 0 ? p->published : p->found_at;
	it->categories = sf_categories(
	    s, NULL, p->categories, p->ncategories, &it->ncategories);
	if (p->found_at > s->newest)
		s->newest = p->found_at;
	return 0;
}

struct sf_feed {
	char *url;   /* the feed as subscribed */
	char *title; /* its own title, or NULL */
	char *link;  /* its site's page, or NULL */
	int found;
};

static int
sf_feed_cb(const struct store_feed *f, void *arg)
{
	struct sf_feed *x = arg;

	x->found = 1;
	x->url = f->url != NULL ? xstrdup(f->url) : NULL;
	x->title = f->title != NULL ? xstrdup(f->title) : NULL;
	x->link = f->link != NULL ? xstrdup(f->link) : NULL;
	return 1;
}

int
serve_feeds_is_document(const char *path)
{
	const char *dot = strrchr(path, '.');
	size_t i;

	for (i = 0; dot != NULL && i < NELEM(sf_formats); i++) {
		if (strcmp(dot, sf_formats[i].ext) == 0)
			return 1;
	}
	return 0;
}

/*
 * The feed document of format fmt (an index of sf_formats) for the feed
 * (NULL: every feed) called name, of s's items: titled as the source
 * titles itself, linking to its site (else to the source feed), "full
 * text" said in its subtitle; next_page the page after it, 0: none.
 */
static void
sf_document(const struct serve_req *rq, struct serve_reply *rp, size_t fmt,
    const char *name, const struct sf_feed *feed, const struct sf_items *s,
    int next_page)
{
	struct feedw_feed f;
	struct buf next;
	char *title, *subtitle, *self, *id;

	if (name == NULL) {
		title = xstrdup("templar: every feed");
		subtitle = xstrdup("The newest articles of every feed, "
				   "full text");
	} else {
		title = xstrdup(feed->title != NULL ? feed->title : name);
		xasprintf(&subtitle, "Full text of %s, by templar",
		    feed->url != NULL ? feed->url : name);
	}
	xasprintf(&self, "%s%s", rq->base_url, rq->path);
	xasprintf(&id, "urn:templar:feed:%s", name != NULL ? name : "");
	if (name == NULL)
		id[strlen(id) - 1] = '\0';
	buf_init(&next);
	if (next_page > 0)
		serve_page_url(&next, rq, next_page);
	memset(&f, 0, sizeof(f));
	f.id = id;
	f.title = title;
	f.subtitle = subtitle;
	f.self_url = self;
	f.site_url = feed == NULL ? NULL
	    : feed->link != NULL  ? feed->link
				  : feed->url;
	f.next_url = next_page > 0 ? next.data : NULL;
	f.updated = s->newest;
	switch ((enum sf_format)fmt) {
	case SF_ATOM:
		feedw_atom(&rp->body, &f, s->v, s->n);
		break;
	case SF_RSS:
		feedw_rss(&rp->body, &f, s->v, s->n);
		break;
	case SF_JSON:
		feedw_json(&rp->body, &f, s->v, s->n);
		break;
	}
	rp->type = sf_formats[fmt].type;
	rp->mtime = s->newest;
	free(title);
	free(subtitle);
	free(self);
	free(id);
	buf_free(&next);
}

void
serve_feeds_answer(const struct serve_req *rq, struct serve_reply *rp)
{
	struct sf_items s;
	struct sf_feed feed;
	const char *path = rq->path + strlen("/feeds/"), *dot;
	char *name;
	size_t i, len;
	int all, page, more = 0;

	dot = strrchr(path, '.');
	for (i = 0; dot != NULL && i < NELEM(sf_formats); i++) {
		if (strcmp(dot, sf_formats[i].ext) == 0)
			break;
	}
	if (dot == NULL || dot == path || i == NELEM(sf_formats)) {
		serve_reply_text_error(rp, 404,
		    "no such feed document: %s "
		    "(try /feeds/NAME.atom, .rss or .json)",
		    rq->path);
		return;
	}
	if (serve_req_page(rq, &page) == -1) {
		serve_reply_text_error(
		    rp, 400, "page: not a number from 1 to %d", SERVE_MAX_PAGE);
		return;
	}
	len = (size_t)(dot - path);
	name = xstrndup(path, len);
	all = strcmp(name, "all") == 0;
	memset(&feed, 0, sizeof(feed));
	if (!all && store_feed_get(rq->st, name, sf_feed_cb, &feed) == -1) {
		serve_reply_text_error(rp, 503, "database error");
		free(name);
		return;
	}
	if (!all && !feed.found) {
		serve_reply_text_error(rp, 404, "no feed called %s", name);
		free(name);
		return;
	}
	memset(&s, 0, sizeof(s));
	buf_init(&s.owned);
	if (store_item_range(rq->st, all ? NULL : name,
		(page - 1) * SERVE_FEEDS_ITEMS, SERVE_FEEDS_ITEMS,
		rq->now - SERVE_FEEDS_PENDING_AGE, sf_article_cb, sf_pending_cb,
		&s, &more) == -1) {
		serve_reply_text_error(rp, 503, "database error");
		goto done;
	}
	sf_document(rq, rp, i, all ? NULL : name, all ? NULL : &feed, &s,
	    more ? page + 1 : 0);
done:
	sf_items_free(&s);
	free(feed.url);
	free(feed.title);
	free(feed.link);
	free(name);
}

struct sf_opml {
	const struct serve_req *rq;
	struct opml *opml;
};

/*
 * One feed as an outline: its full-text Atom feed, named as the source
 * names itself (else as configured), and the source's site.
 */
static int
sf_opml_cb(const struct store_feed *f, void *arg)
{
	struct sf_opml *o = arg;
	struct buf b;

	buf_init(&b);
	buf_printf(&b, "%s/feeds/", o->rq->base_url);
	serve_url_encode(&b, f->name);
	buf_adds(&b, ".atom");
	if (o->rq->token != NULL) {
		buf_adds(&b, "?token=");
		serve_url_encode(&b, o->rq->token);
	}
	/* the site's page as htmlUrl: the source feed's XML is no page */
	opml_add(o->opml, f->title != NULL ? f->title : f->name, b.data,
	    f->link, NULL, 0);
	buf_free(&b);
	return 0;
}

void
serve_feeds_opml(const struct serve_req *rq, struct serve_reply *rp)
{
	struct sf_opml o;
	char *text;

	o.rq = rq;
	o.opml = opml_new("templar: full-text feeds");
	if (store_feed_list(rq->st, 1, sf_opml_cb, &o) == -1)
		serve_reply_text_error(rp, 503, "database error");
	else {
		text = opml_write(o.opml);
		buf_adds(&rp->body, text);
		free(text);
		rp->type = "text/x-opml; charset=utf-8";
	}
	opml_free(o.opml);
}
