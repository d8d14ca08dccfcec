/* SPDX-License-Identifier: ISC */
/*
 * serve_full: /full?url=FEED_URL.  Each request subscribes the feed on
 * demand or marks it asked for (crawl.c writes; we read through the
 * server's read-only store).  A feed never polled yet has its first poll
 * under way: serve.c asks again every SERVE_FULL_STEP_MS until it is in,
 * so the first answer holds the source's own entries.  Items are keyed by
 * entry, so a reader replaces a pending item by its full text later.
 */
#include "config.h"

#include <sys/types.h>
#include <sys/socket.h>

#include <netdb.h>
#include <stdlib.h>
#include <string.h>

#include "addr.h"
#include "conf.h"
#include "crawl.h"
#include "feedw.h"
#include "serve_feeds.h"
#include "serve_full.h"
#include "serve_reply.h"
#include "store.h"
#include "store_ondemand.h"
#include "url.h"
#include "util.h"

#define FULL_MAX_URL 8192
#define FULL_PENDING                                                           \
	"<p><em>Full text pending: templar is learning this feed; the "        \
	"source's own text follows.</em></p>\n"

static const struct {
	const char *name;
	const char *type;
	void (*write)(struct buf *, const struct feedw_feed *,
	    const struct feedw_item *, size_t);
} full_formats[] = {
	{ "atom", "application/atom+xml; charset=utf-8", feedw_atom },
	{ "rss", "application/rss+xml; charset=utf-8", feedw_rss },
	{ "json", "application/feed+json; charset=utf-8", feedw_json },
};

/* The items of the answer, and the strings they point to. */
struct full_items {
	struct feedw_item *v;
	size_t n;
	char **owned;
	size_t nowned;
	int64_t newest;
	const char *feed_url; /* as configured: for the items' ids */
};

/* The feed's row, as far as the answer needs it. */
struct full_feed {
	int64_t id;
	int64_t last_poll_at;
	int64_t entries;
	char *url;
	char *error;
	char *key_url; /* the URL asked for, the items' ids made of it */
	char *title;   /* the feed's own, or NULL */
	char *link;    /* its site's page, or NULL */
};

static const char *
full_keep(struct full_items *s, char *p)
{
	s->owned = xreallocarray(s->owned, s->nowned + 1, sizeof(*s->owned));
	s->owned[s->nowned++] = p;
	return p;
}

static const char *
full_dup(struct full_items *s, const char *p)
{
	return p != NULL ? full_keep(s, xstrdup(p)) : NULL;
}

static struct feedw_item *
full_item(struct full_items *s, int64_t entry_id, const char *key,
    const char *feed_url)
{
	struct feedw_item *it;

	s->v = xreallocarray(s->v, s->n + 1, sizeof(*s->v));
	it = &s->v[s->n++];
	memset(it, 0, sizeof(*it));
	/* the ids of /feeds/NAME.atom: a reader may hold both */
	it->id = full_keep(s, serve_feeds_item_id(entry_id, key, feed_url));
	it->comment_count = -1;
	return it;
}

static int
full_article_cb(const struct store_article *a, void *arg)
{
	struct full_items *s = arg;
	struct feedw_item *it =
	    full_item(s, a->entry_id, a->entry_key, a->feed_url);

	it->title = full_dup(s, a->title);
	it->url = full_dup(s, a->url);
	it->html = full_keep(s, serve_feeds_body(a));
	it->published = a->published;
	it->updated = a->extracted_at;
	if (a->extracted_at > s->newest)
		s->newest = a->extracted_at;
	return 0;
}

/* An entry not extracted yet: the source's text, marked pending. */
static int
full_pending_cb(const struct store_entry *e, void *arg)
{
	struct full_items *s = arg;
	struct feedw_item *it = full_item(s, e->id,
	    e->guid != NULL && *e->guid != '\0' ? e->guid : e->url,
	    s->feed_url);
	const char *text = e->content != NULL ? e->content : e->teaser;
	struct buf b;

	it->title = full_dup(s, e->title);
	it->url = full_dup(s, e->url);
	it->author = full_dup(s, e->author);
	it->summary = full_dup(s, e->teaser);
	it->published = e->published;
	it->updated = e->found_at;
	buf_init(&b);
	buf_adds(&b, FULL_PENDING);
	if (text != NULL) {
		buf_adds(&b, "<p>");
		feedw_escape(&b, text, 0);
		buf_adds(&b, "</p>\n");
	}
	it->html = full_keep(s, buf_detach(&b, NULL));
	if (e->found_at > s->newest)
		s->newest = e->found_at;
	return 0;
}

static void
full_items_free(struct full_items *s)
{
	size_t i;

	for (i = 0; i < s->nowned; i++)
		free(s->owned[i]);
	free(s->owned);
	free(s->v);
}

static int
full_feed_cb(const struct store_feed *sf, void *arg)
{
	struct full_feed *f = arg;

	f->id = sf->id;
	f->last_poll_at = sf->last_poll_at;
	f->entries = sf->entries;
	f->url = xstrdup(sf->url);
	f->error = sf->last_error != NULL ? xstrdup(sf->last_error) : NULL;
	f->key_url = xstrdup(sf->config_url != NULL ? sf->config_url : sf->url);
	f->title = sf->title != NULL ? xstrdup(sf->title) : NULL;
	f->link = sf->link != NULL ? xstrdup(sf->link) : NULL;
	return 1;
}

/*
 * A URL whose host is an address literal the address policy refuses:
 * refused here, before it is subscribed.  Return 0, or -1 with *cause
 * set.  Names are resolved and checked by the fetch layer.
 */
static int
full_check_literal(const struct conf *conf, const char *url, char **cause)
{
	struct addrinfo hints, *res = NULL;
	struct addr_policy *policy;
	char *host = url_host(url), *h;
	int rc = 0;

	if (host == NULL)
		return 0;
	h = host;
	if (h[0] == '[') {
		h++;
		h[strcspn(h, "]")] = '\0';
	}
	memset(&hints, 0, sizeof(hints));
	hints.ai_flags = AI_NUMERICHOST;
	if (getaddrinfo(h, NULL, &hints, &res) == 0 && res != NULL) {
		policy = addr_policy_new(conf->allow_private_addresses, NULL);
		rc = addr_check(policy, res->ai_addr, res->ai_addrlen, cause);
		addr_policy_free(policy);
	}
	if (res != NULL)
		freeaddrinfo(res);
	free(host);
	return rc;
}

/* The feed document of the feed called name, of format fmt. */
static void
full_document(const struct serve_req *rq, struct serve_reply *rp,
    const char *name, const struct full_feed *f, size_t fmt)
{
	struct full_items s;
	struct feedw_feed doc;
	struct buf self;
	char *title, *subtitle, *id;
	int limit = SERVE_FEEDS_ITEMS;

	memset(&s, 0, sizeof(s));
	s.feed_url = f->key_url;
	if (store_article_list(rq->st, name, limit, full_article_cb, &s) ==
		-1 ||
	    store_ondemand_pending(
		rq->st, f->id, limit - (int)s.n, full_pending_cb, &s) == -1) {
		serve_reply_text_error(rp, 503, "database error");
		full_items_free(&s);
		return;
	}
	buf_init(&self);
	buf_printf(&self, "%s/full?url=", rq->base_url);
	serve_url_encode(&self, serve_req_param(rq, "url"));
	buf_printf(&self, "&format=%s", full_formats[fmt].name);
	/* named and linked as the source, as /feeds/NAME.atom is */
	title = xstrdup(f->title != NULL ? f->title : name);
	xasprintf(&subtitle, "Full text of %s, by templar", f->url);
	xasprintf(&id, "urn:templar:feed:%s", name);
	memset(&doc, 0, sizeof(doc));
	doc.id = id;
	doc.title = title;
	doc.subtitle = subtitle;
	doc.self_url = self.data;
	doc.site_url = f->link != NULL ? f->link : f->url;
	doc.updated = s.newest;
	full_formats[fmt].write(&rp->body, &doc, s.v, s.n);
	rp->type = full_formats[fmt].type;
	rp->mtime = s.newest;
	free(title);
	free(subtitle);
	free(id);
	buf_free(&self);
	full_items_free(&s);
}

/* The format asked for: an index of full_formats, or -1. */
static int
full_format(const struct serve_req *rq)
{
	const char *p = serve_req_param(rq, "format");
	size_t i;

	for (i = 0; i < NELEM(full_formats); i++) {
		if (p == NULL || strcmp(p, full_formats[i].name) == 0)
			return (int)i;
	}
	return -1;
}

/* Whether the request may be answered at all; else rp says why. */
static int
full_allowed(const struct serve_req *rq, struct serve_reply *rp,
    const char *url, int fmt)
{
	char *cause = NULL;

	if (!rq->conf->http_on_demand || rq->crawl == NULL)
		serve_reply_text_error(rp, 404,
		    "feeds on demand are off ([http] on_demand = yes)");
	else if (rq->token == NULL)
		serve_reply_text_error(
		    rp, 403, "feeds on demand need a token ([http] token)");
	else if (url == NULL || strlen(url) > FULL_MAX_URL || !url_is_http(url))
		serve_reply_text_error(
		    rp, 400, "/full?url=FEED_URL needs an http or https URL");
	else if (fmt == -1)
		serve_reply_text_error(rp, 400, "format is atom, rss or json");
	else if (full_check_literal(rq->conf, url, &cause) == -1) {
		serve_reply_text_error(rp, 403,
		    "%s: %s (see allow_private_addresses)", url, cause);
		free(cause);
	} else
		return 1;
	return 0;
}

void
serve_full_answer(const struct serve_req *rq, struct serve_reply *rp, int last)
{
	const char *url = serve_req_param(rq, "url");
	struct full_feed f;
	char *name = NULL, *cause = NULL;
	int fmt = full_format(rq);

	if (!full_allowed(rq, rp, url, fmt))
		return;
	memset(&f, 0, sizeof(f));
	if (crawl_ondemand(rq->crawl, url, &name, &cause) == -1)
		serve_reply_text_error(rp, 503, "%s", cause);
	else if (store_feed_get(rq->st, name, full_feed_cb, &f) == -1 ||
	    f.url == NULL)
		serve_reply_text_error(rp, 503, "database error");
	else if (f.last_poll_at == 0 && !last)
		rp->status = 0;
	else if (f.last_poll_at == 0) {
		serve_reply_text_error(
		    rp, 503, "%s: its first poll is under way", url);
		rp->retry_after = 5;
	} else if (f.entries == 0 && f.error != NULL)
		serve_reply_text_error(rp, 502, "%s: %s", url, f.error);
	else
		full_document(rq, rp, name, &f, (size_t)fmt);
	free(f.url);
	free(f.error);
	free(f.key_url);
	free(f.title);
	free(f.link);
	free(name);
	free(cause);
}
