/* SPDX-License-Identifier: ISC */
/*
 * discover: find a site's feeds (the "RSS crawler" of issue 5).
 *
 * The pure half reads bytes: discover_sniff() (discover_sniff.c) tells a
 * feed from a page by its first bytes, never by its Content-Type (servers
 * get it wrong both ways); discover_links() reads a page's <link
 * rel="alternate"> feeds, its links that look like feeds and its
 * same-host links.
 *
 * The driver asks one question at a time, through the hostq like every
 * other request, so robots.txt, host_delay, Crawl-delay and holds apply.
 * Its stages, each tried only when the ones before found nothing:
 *
 *	1. the URL itself (a feed? done);
 *	2. the <link rel="alternate"> feeds of its page;
 *	3. its links that look like feeds (a link to an HTML page about
 *	   feeds is read for feeds too);
 *	4. the usual paths: /feed, /rss, /rss.xml, /atom.xml ...;
 *	5. a breadth-first crawl of the same host, at most lim.depth links
 *	   from the first page and lim.pages pages, whose pages' feeds and
 *	   feed-like links are tried as they come.
 *
 * From stage 3 on, requests are HOSTQ_DISCOVERY: hostq answers those
 * robots.txt disallows without asking the server; the URL given and the
 * feeds its page announces are fetched as a feed reader fetches a feed
 * (HOSTQ_FEED).  Every list is capped and the requests are counted, so
 * a discovery always ends.  Printing and subscribing what it finds is the
 * caller's business (cli_discover.c, the daemon).
 */
#include "config.h"

#include <ctype.h>
#include <fnmatch.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/time.h>

#include <event2/event.h>

#include <libxml/tree.h>

#include "conf.h"
#include "discover.h"
#include "feed.h"
#include "hostq.h"
#include "html.h"
#include "http.h"
#include "log.h"
#include "url.h"
#include "util.h"

#define DISCOVER_MAX_ALTERNATES 16 /* <link rel=alternate> per page */
#define DISCOVER_MAX_FEEDLIKE 16   /* feed-like <a> per page */
#define DISCOVER_MAX_PAGES 1000    /* same-host links kept per page */
#define DISCOVER_MAX_CANDIDATES 96 /* feed candidates, whole discovery */
#define DISCOVER_QUEUE_FACTOR 4    /* crawl pages queued per page fetched */
#define DISCOVER_MAX_EXTRA 160     /* requests beyond lim.pages */
#define DISCOVER_MAX_TREE 100000   /* elements read per page */

/* The usual places of a feed, relative to a folder. */
static const char *const discover_paths[] = { "feed", "rss", "rss.xml",
	"atom.xml", "feed.xml", "index.xml", "feeds/posts/default",
	"?feed=rss2", "feed/atom", "index.rss", "atom", "feed.json" };

/* Extensions of links that are not pages (an .xml that does not look like
 * a feed is a sitemap or the like): never crawled. */
static const char *const discover_binary_ext[] = { ".7z", ".apk", ".avi",
	".bin", ".bmp", ".bz2", ".css", ".csv", ".deb", ".dmg", ".doc", ".docx",
	".eot", ".epub", ".exe", ".flac", ".gif", ".gz", ".ico", ".iso", ".jar",
	".jpeg", ".jpg", ".js", ".json", ".m4a", ".m4v", ".mkv", ".mov", ".mp3",
	".mp4", ".mpeg", ".mpg", ".msi", ".odt", ".ogg", ".opus", ".otf",
	".pdf", ".png", ".ppt", ".pptx", ".ps", ".rar", ".rpm", ".svg", ".tar",
	".tgz", ".tif", ".tiff", ".ttf", ".txt", ".wasm", ".wav", ".webm",
	".webp", ".wmv", ".woff", ".woff2", ".xls", ".xlsx", ".xml", ".xz",
	".zip" };

/* <link type="..."> values that announce a feed. */
static const struct {
	const char *type;
	enum discover_kind kind;
} discover_types[] = {
	{ "application/rss+xml", DISCOVER_RSS },
	{ "application/atom+xml", DISCOVER_ATOM },
	{ "application/rdf+xml", DISCOVER_RDF },
	{ "application/feed+json", DISCOVER_JSONFEED },
	{ "application/json", DISCOVER_JSONFEED },
	{ "application/x.atom+xml", DISCOVER_ATOM },
	{ "application/x-atom+xml", DISCOVER_ATOM },
	{ "application/x-rss+xml", DISCOVER_RSS },
	{ "text/xml", DISCOVER_UNKNOWN },
	{ "application/xml", DISCOVER_UNKNOWN },
};

enum discover_stage {
	STAGE_SELF,
	STAGE_ALTERNATE,
	STAGE_LINK,
	STAGE_COMMON,
	STAGE_CRAWL,
	STAGE_DONE,
};

/* A URL to fetch: a feed candidate, or a page of the crawl. */
struct dcand {
	char *url;
	char *title;    /* the link's title, or NULL */
	char *found_on; /* the page that linked it, or NULL */
	enum discover_how how;
	int is_page; /* a crawl page, not a feed candidate */
	int depth;   /* crawl pages: links from the first page */
	int expand;  /* an HTML answer is read for feed links */
	TAILQ_ENTRY(dcand) entry;
};
TAILQ_HEAD(dcands, dcand);

/* The one request in flight; outlives the discovery if freed first. */
struct dreq {
	struct discover *d; /* NULL once the discovery was freed */
	struct dcand *c;
};

struct discover {
	struct event_base *base;
	struct hostq *hq;
	uint64_t max_page_size; /* copied from the conf */
	uint64_t max_feed_size;
	char *url;  /* as given */
	char *site; /* the first page after redirects */
	struct discover_limits lim;
	discover_found_cb found;
	discover_done_cb done;
	void *arg;

	enum discover_stage stage;
	struct dcands cands;          /* feed candidates, tried first */
	struct dcands pages;          /* crawl pages, breadth first */
	struct discover_links *first; /* links of the first page */
	char **seen;                  /* normalised URLs queued or fetched */
	size_t nseen, seencap;
	char **found_urls;    /* feeds reported */
	uint64_t *found_hash; /* and their bodies' hashes */
	int nfound;
	int ncands;  /* feed candidates queued so far */
	int npages;  /* crawl pages fetched */
	int nqueued; /* crawl pages queued */
	int nrequests;
	struct dreq *req; /* in flight, or NULL */
	struct event *done_ev;
	char *error;
};

static int discover_ext_is_binary(const char *);
static char *discover_attr(xmlNode *, const char *);
static int discover_rel_alternate(const char *);
static int discover_type_kind(const char *, enum discover_kind *);
static void discover_link_add(struct discover_link **, size_t *, size_t,
    const char *, const char *, enum discover_kind);
static int discover_link_has(
    const struct discover_link *, size_t, const char *);
static char *discover_base_href(xmlNode *, const char *);
static void discover_links_walk(
    xmlNode *, const char *, const char *, struct discover_links *);

static void discover_cand_free(struct dcand *);
static int discover_seen(struct discover *, const char *);
static void discover_mark(struct discover *, const char *);
static void discover_queue(struct discover *, struct dcands *, const char *,
    const char *, const char *, enum discover_how, int);
static void discover_queue_links(struct discover *,
    const struct discover_links *, const char *, enum discover_how,
    enum discover_how, int);
static void discover_next(struct discover *);
static void discover_send(struct discover *, struct dcand *);
static void discover_finish(struct discover *, const char *);
static void discover_done_ev_cb(evutil_socket_t, short, void *);
static void discover_response_cb(const struct http_response *, void *);
static void discover_self_done(
    struct discover *, struct dcand *, const struct http_response *);
static void discover_cand_done(
    struct discover *, struct dcand *, const struct http_response *);
static int discover_report(struct discover *, struct dcand *,
    const struct http_response *, enum discover_kind);
static struct discover_links *discover_page_links(
    struct discover *, const struct http_response *);
static uint64_t discover_hash(const char *, size_t);

/* ---- links ---- */

/* The path of url, lower-cased, without query; NULL if not http(s). */
static char *
discover_lower_path(const char *url)
{
	char *pq, *p;

	if ((pq = url_path_query(url)) == NULL)
		return NULL;
	pq[strcspn(pq, "?")] = '\0';
	for (p = pq; *p != '\0'; p++)
		*p = (char)tolower((unsigned char)*p);
	return pq;
}

static int
discover_ext_is_binary(const char *url)
{
	char *path, *dot, *slash;
	size_t i;
	int binary = 0;

	if ((path = discover_lower_path(url)) == NULL)
		return 1;
	slash = strrchr(path, '/');
	dot = strrchr(path, '.');
	if (dot != NULL && (slash == NULL || dot > slash)) {
		for (i = 0; i < NELEM(discover_binary_ext); i++)
			if (strcmp(dot, discover_binary_ext[i]) == 0)
				binary = 1;
	}
	free(path);
	return binary;
}

int
discover_url_is_feedlike(const char *url)
{
	static const char *const words[] = {
		"rss",
		"rss2",
		"rss20",
		"atom",
		"feed",
		"feeds",
		"rdf",
		"feedburner",
		"syndication",
	};
	static const char *const exts[] = { ".rss", ".rdf", ".atom", ".xml" };
	char *pq, *host, *p, *w;
	size_t i, n;
	int yes = 0;

	if ((pq = url_path_query(url)) == NULL)
		return 0;
	for (p = pq; *p != '\0'; p++)
		*p = (char)tolower((unsigned char)*p);
	/* feeds.example.com, feeds.feedburner.com */
	if ((host = url_host(url)) != NULL) {
		if (util_startswith(host, "feeds.") ||
		    util_startswith(host, "feed.") ||
		    util_startswith(host, "rss."))
			yes = 1;
		free(host);
	}
	n = strcspn(pq, "?");
	for (i = 0; !yes && i < NELEM(exts); i++) {
		size_t el = strlen(exts[i]);

		if (n >= el && strncmp(pq + n - el, exts[i], el) == 0 &&
		    strstr(pq, "sitemap") == NULL)
			yes = 1;
	}
	/* A word of its own: /feed/, ?feed=rss2, /rss.php, not /feedback. */
	for (p = pq; !yes && *p != '\0';) {
		while (*p != '\0' && !isalnum((unsigned char)*p))
			p++;
		w = p;
		while (isalnum((unsigned char)*p))
			p++;
		for (i = 0; i < NELEM(words); i++)
			if ((size_t)(p - w) == strlen(words[i]) &&
			    strncmp(w, words[i], (size_t)(p - w)) == 0)
				yes = 1;
	}
	free(pq);
	return yes;
}

/* An attribute's value, trimmed; NULL when absent or empty. */
static char *
discover_attr(xmlNode *n, const char *name)
{
	xmlChar *v;
	char *s, *t;

	if ((v = xmlGetProp(n, (const xmlChar *)name)) == NULL)
		return NULL;
	s = xstrdup((const char *)v);
	xmlFree(v);
	t = util_trim(s);
	if (*t == '\0') {
		free(s);
		return NULL;
	}
	memmove(s, t, strlen(t) + 1);
	return s;
}

/* rel="alternate" among its space-separated tokens. */
static int
discover_rel_alternate(const char *rel)
{
	const char *p = rel, *w;

	while (*p != '\0') {
		while (isspace((unsigned char)*p))
			p++;
		w = p;
		while (*p != '\0' && !isspace((unsigned char)*p))
			p++;
		if (p - w == 9 && strncasecmp(w, "alternate", 9) == 0)
			return 1;
	}
	return 0;
}

/* 1 if a type attribute announces a feed; *kind says which. */
static int
discover_type_kind(const char *type, enum discover_kind *kind)
{
	size_t n, i;

	n = strcspn(type, "; \t");
	for (i = 0; i < NELEM(discover_types); i++) {
		if (strlen(discover_types[i].type) == n &&
		    strncasecmp(type, discover_types[i].type, n) == 0) {
			*kind = discover_types[i].kind;
			return 1;
		}
	}
	return 0;
}

static int
discover_link_has(const struct discover_link *v, size_t n, const char *url)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (strcmp(v[i].url, url) == 0)
			return 1;
	return 0;
}

static void
discover_link_add(struct discover_link **v, size_t *n, size_t max,
    const char *url, const char *title, enum discover_kind kind)
{
	struct discover_link *l;

	if (*n >= max || discover_link_has(*v, *n, url))
		return;
	*v = xreallocarray(*v, *n + 1, sizeof(**v));
	l = &(*v)[(*n)++];
	l->url = xstrdup(url);
	l->title = title != NULL ? xstrdup(title) : NULL;
	l->kind = kind;
}

/* The first <base href>, resolved against url; else a copy of url. */
static char *
discover_base_href(xmlNode *root, const char *url)
{
	xmlNode *n;
	char *href, *abs;
	int count = 0;

	for (n = root; n != NULL && count++ < DISCOVER_MAX_TREE;
	     n = html_node_next(n, root)) {
		if (n->type != XML_ELEMENT_NODE ||
		    strcasecmp((const char *)n->name, "base") != 0)
			continue;
		if ((href = discover_attr(n, "href")) == NULL)
			continue;
		abs = url_resolve(url, href);
		free(href);
		if (abs != NULL)
			return abs;
	}
	return xstrdup(url);
}

static void
discover_links_walk(
    xmlNode *root, const char *base, const char *page, struct discover_links *l)
{
	xmlNode *n;
	enum discover_kind kind;
	const char *name;
	char *href, *rel, *type, *title, *abs, *norm, *host, *pagehost;
	int count = 0;

	pagehost = url_host_key(page);
	for (n = root; n != NULL && count++ < DISCOVER_MAX_TREE;
	     n = html_node_next(n, root)) {
		if (n->type != XML_ELEMENT_NODE)
			continue;
		name = (const char *)n->name;
		if (strcasecmp(name, "link") != 0 &&
		    strcasecmp(name, "a") != 0 && strcasecmp(name, "area") != 0)
			continue;
		if ((href = discover_attr(n, "href")) == NULL)
			continue;
		abs = url_resolve(base, href);
		free(href);
		if (abs == NULL)
			continue;
		norm = url_normalize(abs);
		free(abs);
		if (norm == NULL)
			continue;
		if (strcasecmp(name, "link") == 0) {
			rel = discover_attr(n, "rel");
			type = discover_attr(n, "type");
			if (rel != NULL && type != NULL &&
			    discover_rel_alternate(rel) &&
			    discover_type_kind(type, &kind)) {
				title = discover_attr(n, "title");
				discover_link_add(&l->alternates,
				    &l->nalternates, DISCOVER_MAX_ALTERNATES,
				    norm, title, kind);
				free(title);
			}
			free(rel);
			free(type);
		} else if (discover_url_is_feedlike(norm)) {
			discover_link_add(&l->feedlike, &l->nfeedlike,
			    DISCOVER_MAX_FEEDLIKE, norm, NULL,
			    DISCOVER_UNKNOWN);
		} else if (pagehost != NULL && strcmp(norm, page) != 0 &&
		    !discover_ext_is_binary(norm) &&
		    (host = url_host_key(norm)) != NULL) {
			if (strcmp(host, pagehost) == 0)
				discover_link_add(&l->pages, &l->npages,
				    DISCOVER_MAX_PAGES, norm, NULL,
				    DISCOVER_UNKNOWN);
			free(host);
		}
		free(norm);
	}
	free(pagehost);
}

struct discover_links *
discover_links(const char *data, size_t len, const char *charset,
    const char *base, char **cause)
{
	struct discover_links *l;
	struct html_doc *doc;
	xmlNode *root;
	char *page, *b;

	if ((page = url_normalize(base)) == NULL) {
		xasprintf(cause, "%s: not an http(s) URL", base);
		return NULL;
	}
	if ((doc = html_parse(data, len, charset, page, cause)) == NULL) {
		free(page);
		return NULL;
	}
	l = xcalloc(1, sizeof(*l));
	if ((root = xmlDocGetRootElement(html_doc_xml(doc))) != NULL) {
		b = discover_base_href(root, page);
		discover_links_walk(root, b, page, l);
		free(b);
	}
	html_doc_free(doc);
	free(page);
	return l;
}

static void
discover_link_list_free(struct discover_link *v, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++) {
		free(v[i].url);
		free(v[i].title);
	}
	free(v);
}

void
discover_links_free(struct discover_links *l)
{
	if (l == NULL)
		return;
	discover_link_list_free(l->alternates, l->nalternates);
	discover_link_list_free(l->feedlike, l->nfeedlike);
	discover_link_list_free(l->pages, l->npages);
	free(l);
}

/* ---- names, paths, patterns ---- */

char **
discover_common_urls(const char *url)
{
	char **v, *folder, *pq, *u;
	size_t n = 0, i, j, k, max;
	const char *bases[2];
	int dup;

	max = 2 * NELEM(discover_paths) + 1;
	v = xcalloc(max, sizeof(*v));
	folder = url_resolve(url, "./");
	bases[0] = NULL;
	if (folder != NULL && (pq = url_path_query(folder)) != NULL) {
		if (strcmp(pq, "/") != 0)
			bases[0] = folder;
		free(pq);
	}
	bases[1] = "/";
	for (k = 0; k < 2; k++) {
		if (bases[k] == NULL)
			continue;
		for (i = 0; i < NELEM(discover_paths); i++) {
			if (k == 0)
				u = url_resolve(bases[k], discover_paths[i]);
			else {
				xasprintf(&pq, "/%s", discover_paths[i]);
				u = url_resolve(url, pq);
				free(pq);
			}
			if (u == NULL)
				continue;
			for (j = 0, dup = 0; j < n; j++)
				if (strcmp(v[j], u) == 0)
					dup = 1;
			if (dup || n + 1 >= max)
				free(u);
			else
				v[n++] = u;
		}
	}
	free(folder);
	return v;
}

void
discover_urls_free(char **urls)
{
	size_t i;

	if (urls == NULL)
		return;
	for (i = 0; urls[i] != NULL; i++)
		free(urls[i]);
	free(urls);
}

char *
discover_feed_name(const char *site, const char *site_url, const char *feed_url)
{
	struct buf b;
	char *fh, *sh, *pq, *name;
	const char *p;
	size_t n;
	int dash = 0;

	buf_init(&b);
	fh = url_host(feed_url);
	sh = site_url != NULL ? url_host(site_url) : NULL;
	if (fh != NULL && (sh == NULL || strcmp(fh, sh) != 0))
		buf_adds(&b, fh);
	if ((pq = url_path_query(feed_url)) != NULL)
		buf_adds(&b, pq);
	free(fh);
	free(sh);
	free(pq);

	/* Now the slug, in place over b. */
	n = 0;
	for (p = b.data != NULL ? b.data : ""; *p != '\0'; p++) {
		unsigned char c = (unsigned char)tolower((unsigned char)*p);

		if (isalnum(c) || c == '.' || c == '_') {
			if (dash && n > 0)
				b.data[n++] = '-';
			dash = 0;
			b.data[n++] = (char)c;
		} else
			dash = 1;
	}
	if (b.data != NULL)
		b.data[n] = '\0';
	if (n > DISCOVER_SLUG_MAX)
		n = DISCOVER_SLUG_MAX;
	while (n > 0 && strchr("-._", b.data[n - 1]) != NULL)
		n--;
	p = b.data != NULL ? b.data : "";
	while (n > 0 && strchr("-._", *p) != NULL) {
		p++;
		n--;
	}
	if (n == 0)
		xasprintf(&name, "%s/feed", site);
	else
		xasprintf(&name, "%s/%.*s", site, (int)n, p);
	buf_free(&b);
	return name;
}

static char *
discover_lower(const char *s)
{
	char *t = xstrdup(s), *p;

	for (p = t; *p != '\0'; p++)
		*p = (char)tolower((unsigned char)*p);
	return t;
}

int
discover_match(const char *pattern, const char *url, const char *title)
{
	char *pat, *s;
	int yes = 0;

	if (pattern == NULL)
		return 1;
	pat = discover_lower(pattern);
	if (url != NULL) {
		s = discover_lower(url);
		yes = fnmatch(pat, s, 0) == 0;
		free(s);
	}
	if (!yes && title != NULL) {
		s = discover_lower(title);
		yes = fnmatch(pat, s, 0) == 0;
		free(s);
	}
	free(pat);
	return yes;
}

/* ---- the driver ---- */

struct discover *
discover_new(struct event_base *base, struct hostq *hq, const struct conf *conf,
    const char *url, const struct discover_limits *lim, discover_found_cb found,
    discover_done_cb done, void *arg)
{
	struct discover *d;
	struct dcand *c;

	d = xcalloc(1, sizeof(*d));
	d->base = base;
	d->hq = hq;
	d->max_page_size = conf->max_page_size;
	d->max_feed_size = conf->max_feed_size;
	d->url = xstrdup(url);
	d->lim.depth = DISCOVER_DEFAULT_DEPTH;
	d->lim.pages = DISCOVER_DEFAULT_PAGES;
	if (lim != NULL) {
		d->lim.depth = lim->depth < 0 ? 0
		    : lim->depth > 5          ? 5
					      : lim->depth;
		d->lim.pages = lim->pages < 1 ? 1
		    : lim->pages > 500        ? 500
					      : lim->pages;
	}
	d->found = found;
	d->done = done;
	d->arg = arg;
	TAILQ_INIT(&d->cands);
	TAILQ_INIT(&d->pages);
	if ((d->done_ev = evtimer_new(base, discover_done_ev_cb, d)) == NULL)
		fatalx("%s: evtimer_new failed", __func__);
	d->stage = STAGE_SELF;

	c = xcalloc(1, sizeof(*c));
	if ((c->url = url_normalize(url)) == NULL) {
		free(c);
		xasprintf(&d->error, "%s: not an http(s) URL", url);
		discover_finish(d, d->error);
		return d;
	}
	c->how = DISCOVER_SELF;
	discover_mark(d, c->url);
	discover_send(d, c);
	return d;
}

void
discover_free(struct discover *d)
{
	struct dcand *c;
	int i;

	if (d == NULL)
		return;
	if (d->req != NULL &&
	    hostq_cancel(d->hq, discover_response_cb, d->req) > 0) {
		discover_cand_free(d->req->c);
		free(d->req);
	} else if (d->req != NULL)
		d->req->d = NULL; /* its callback frees it */
	while ((c = TAILQ_FIRST(&d->cands)) != NULL) {
		TAILQ_REMOVE(&d->cands, c, entry);
		discover_cand_free(c);
	}
	while ((c = TAILQ_FIRST(&d->pages)) != NULL) {
		TAILQ_REMOVE(&d->pages, c, entry);
		discover_cand_free(c);
	}
	discover_links_free(d->first);
	for (i = 0; i < (int)d->nseen; i++)
		free(d->seen[i]);
	free(d->seen);
	for (i = 0; i < d->nfound; i++)
		free(d->found_urls[i]);
	free(d->found_urls);
	free(d->found_hash);
	event_free(d->done_ev);
	free(d->error);
	free(d->url);
	free(d->site);
	free(d);
}

int
discover_requests(const struct discover *d)
{
	return d->nrequests;
}

static void
discover_cand_free(struct dcand *c)
{
	if (c == NULL)
		return;
	free(c->url);
	free(c->title);
	free(c->found_on);
	free(c);
}

static int
discover_seen(struct discover *d, const char *url)
{
	size_t i;

	for (i = 0; i < d->nseen; i++)
		if (strcmp(d->seen[i], url) == 0)
			return 1;
	return 0;
}

static void
discover_mark(struct discover *d, const char *url)
{
	if (discover_seen(d, url))
		return;
	if (d->nseen == d->seencap) {
		d->seencap = d->seencap == 0 ? 64 : d->seencap * 2;
		d->seen = xreallocarray(d->seen, d->seencap, sizeof(*d->seen));
	}
	d->seen[d->nseen++] = xstrdup(url);
}

/* Queue url (normalised) unless it was queued or fetched before. */
static void
discover_queue(struct discover *d, struct dcands *q, const char *url,
    const char *title, const char *found_on, enum discover_how how, int depth)
{
	struct dcand *c;
	int is_page = q == &d->pages;

	if (discover_seen(d, url))
		return;
	if (!is_page && d->ncands >= DISCOVER_MAX_CANDIDATES)
		return;
	/* Enough to fill lim.pages when robots.txt or 404s take some. */
	if (is_page &&
	    (depth > d->lim.depth ||
		d->nqueued >= DISCOVER_QUEUE_FACTOR * d->lim.pages))
		return;
	c = xcalloc(1, sizeof(*c));
	c->url = xstrdup(url);
	c->title = title != NULL ? xstrdup(title) : NULL;
	c->found_on = found_on != NULL ? xstrdup(found_on) : NULL;
	c->how = how;
	c->is_page = is_page;
	c->depth = depth;
	if (!is_page)
		d->ncands++;
	else
		d->nqueued++;
	discover_mark(d, url);
	TAILQ_INSERT_TAIL(q, c, entry);
}

/*
 * A page's feed links as candidates, found the way how_alt (alternates)
 * and how_link (feed-like links) say; expand: an HTML answer to a
 * feed-like link is read for feed links in turn.
 */
static void
discover_queue_links(struct discover *d, const struct discover_links *l,
    const char *page, enum discover_how how_alt, enum discover_how how_link,
    int expand)
{
	struct dcand *c;
	size_t i;

	for (i = 0; i < l->nalternates; i++)
		discover_queue(d, &d->cands, l->alternates[i].url,
		    l->alternates[i].title, page, how_alt, 0);
	for (i = 0; i < l->nfeedlike; i++) {
		discover_queue(
		    d, &d->cands, l->feedlike[i].url, NULL, page, how_link, 0);
		if (expand && (c = TAILQ_LAST(&d->cands, dcands)) != NULL &&
		    strcmp(c->url, l->feedlike[i].url) == 0)
			c->expand = 1;
	}
}

/* Decide what to ask next, or end. */
static void
discover_next(struct discover *d)
{
	struct dcand *c;
	char **urls;
	size_t i;

	for (;;) {
		if (d->nrequests >= d->lim.pages + DISCOVER_MAX_EXTRA) {
			log_debug("discover %s: %d requests, stopping", d->url,
			    d->nrequests);
			discover_finish(d, NULL);
			return;
		}
		/* One usual path that answers is the site's feed. */
		if (d->stage == STAGE_COMMON && d->nfound > 0) {
			while ((c = TAILQ_FIRST(&d->cands)) != NULL) {
				TAILQ_REMOVE(&d->cands, c, entry);
				discover_cand_free(c);
			}
		}
		if ((c = TAILQ_FIRST(&d->cands)) != NULL) {
			TAILQ_REMOVE(&d->cands, c, entry);
			discover_send(d, c);
			return;
		}
		switch (d->stage) {
		case STAGE_SELF:
		case STAGE_DONE:
			fatalx("%s: nothing to do in stage %d", __func__,
			    (int)d->stage);
		case STAGE_ALTERNATE:
			if (d->nfound > 0) {
				discover_finish(d, NULL);
				return;
			}
			d->stage = STAGE_LINK;
			if (d->first != NULL)
				discover_queue_links(d, d->first, d->site,
				    DISCOVER_LINK_ALTERNATE, DISCOVER_LINK, 1);
			break;
		case STAGE_LINK:
			if (d->nfound > 0) {
				discover_finish(d, NULL);
				return;
			}
			d->stage = STAGE_COMMON;
			urls = discover_common_urls(d->site);
			for (i = 0; urls[i] != NULL; i++)
				discover_queue(d, &d->cands, urls[i], NULL,
				    NULL, DISCOVER_COMMON_PATH, 0);
			discover_urls_free(urls);
			break;
		case STAGE_COMMON:
			if (d->nfound > 0) {
				discover_finish(d, NULL);
				return;
			}
			d->stage = STAGE_CRAWL;
			break;
		case STAGE_CRAWL:
			if (d->nfound > 0 || d->npages >= d->lim.pages) {
				discover_finish(d, NULL);
				return;
			}
			while ((c = TAILQ_FIRST(&d->pages)) != NULL) {
				TAILQ_REMOVE(&d->pages, c, entry);
				if (c->depth <= d->lim.depth)
					break;
				discover_cand_free(c);
			}
			if (c == NULL) {
				discover_finish(d, NULL);
				return;
			}
			d->npages++;
			discover_send(d, c);
			return;
		}
	}
}

static void
discover_send(struct discover *d, struct dcand *c)
{
	struct http_request req;
	struct dreq *r;

	memset(&req, 0, sizeof(req));
	req.url = c->url;
	req.max_size = c->is_page ? d->max_page_size : d->max_feed_size;
	r = xcalloc(1, sizeof(*r));
	r->d = d;
	r->c = c;
	d->nrequests++;
	log_debug("discover %s: %s %s", d->url,
	    c->is_page ? "page" : discover_how_name(c->how), c->url);
	/* The URL given and the feeds its page names are asked for. */
	if (hostq_push(d->hq,
		d->stage <= STAGE_ALTERNATE ? HOSTQ_FEED : HOSTQ_DISCOVERY,
		&req, discover_response_cb, r) == -1) {
		/* Not http(s): cannot happen for a normalised URL. */
		free(r);
		discover_cand_free(c);
		if (d->stage == STAGE_SELF) {
			xasprintf(&d->error, "%s: cannot be requested", d->url);
			discover_finish(d, d->error);
		} else
			discover_next(d);
		return;
	}
	d->req = r;
}

/* Report the end from the loop: done may free the discovery. */
static void
discover_finish(struct discover *d, const char *error)
{
	struct timeval tv = { 0, 0 };

	d->stage = STAGE_DONE;
	if (error == NULL && d->nfound == 0) {
		free(d->error);
		xasprintf(&d->error, "no feed found at %s", d->url);
	}
	evtimer_add(d->done_ev, &tv);
}

static void
discover_done_ev_cb(UNUSED evutil_socket_t fd, UNUSED short what, void *arg)
{
	struct discover *d = arg;

	d->done(d->nfound, d->nfound > 0 ? NULL : d->error, d->arg);
}

static void
discover_response_cb(const struct http_response *resp, void *arg)
{
	struct dreq *r = arg;
	struct discover *d = r->d;
	struct dcand *c = r->c;

	free(r);
	if (d == NULL) {
		discover_cand_free(c);
		return;
	}
	d->req = NULL;
	if (d->stage == STAGE_SELF)
		discover_self_done(d, c, resp);
	else
		discover_cand_done(d, c, resp);
}

/* The links of an HTML answer, or NULL. */
static struct discover_links *
discover_page_links(struct discover *d, const struct http_response *resp)
{
	struct discover_links *l;
	const char *url = resp->final_url != NULL ? resp->final_url : resp->url;
	char *cause = NULL;

	if ((l = discover_links(
		 resp->data, resp->len, resp->charset, url, &cause)) == NULL) {
		log_debug("discover %s: %s: %s", d->url, url, cause);
		free(cause);
	}
	return l;
}

static void
discover_self_done(
    struct discover *d, struct dcand *c, const struct http_response *resp)
{
	enum discover_kind kind;
	const char *final;
	size_t i;

	if (resp->error != NULL || resp->status < 200 || resp->status > 299) {
		if (resp->error != NULL)
			xasprintf(&d->error, "%s: %s", d->url, resp->error);
		else
			xasprintf(
			    &d->error, "%s: HTTP %ld", d->url, resp->status);
		discover_cand_free(c);
		discover_finish(d, d->error);
		return;
	}
	final = resp->final_url != NULL ? resp->final_url : resp->url;
	if ((d->site = url_normalize(final)) == NULL)
		d->site = xstrdup(c->url);
	discover_mark(d, d->site);
	kind = discover_sniff(resp->data, resp->len, resp->content_type);
	if (discover_kind_is_feed(kind)) {
		discover_report(d, c, resp, kind);
		discover_cand_free(c);
		discover_finish(d, NULL);
		return;
	}
	discover_cand_free(c);
	d->stage = STAGE_ALTERNATE;
	if (kind == DISCOVER_HTML || kind == DISCOVER_UNKNOWN)
		d->first = discover_page_links(d, resp);
	if (d->first != NULL) {
		for (i = 0; i < d->first->nalternates; i++)
			discover_queue(d, &d->cands,
			    d->first->alternates[i].url,
			    d->first->alternates[i].title, d->site,
			    DISCOVER_LINK_ALTERNATE, 0);
		for (i = 0; i < d->first->npages; i++)
			discover_queue(d, &d->pages, d->first->pages[i].url,
			    NULL, d->site, DISCOVER_CRAWL, 1);
	}
	discover_next(d);
}

static void
discover_cand_done(
    struct discover *d, struct dcand *c, const struct http_response *resp)
{
	struct discover_links *l;
	enum discover_kind kind;
	const char *final;
	char *norm;
	size_t i;

	if (resp->error != NULL || resp->status < 200 || resp->status > 299) {
		log_debug("discover %s: %s: %s", d->url, c->url,
		    resp->error != NULL ? resp->error : "not 2xx");
		goto next;
	}
	final = resp->final_url != NULL ? resp->final_url : resp->url;
	if ((norm = url_normalize(final)) != NULL) {
		discover_mark(d, norm);
		free(norm);
	}
	kind = discover_sniff(resp->data, resp->len, resp->content_type);
	if (discover_kind_is_feed(kind)) {
		discover_report(d, c, resp, kind);
		goto next;
	}
	if (kind != DISCOVER_HTML || (!c->is_page && !c->expand))
		goto next;
	if ((l = discover_page_links(d, resp)) == NULL)
		goto next;
	if (c->is_page) {
		discover_queue_links(
		    d, l, c->url, DISCOVER_CRAWL, DISCOVER_CRAWL, 0);
		if (c->depth < d->lim.depth)
			for (i = 0; i < l->npages; i++)
				discover_queue(d, &d->pages, l->pages[i].url,
				    NULL, c->url, DISCOVER_CRAWL, c->depth + 1);
	} else
		discover_queue_links(d, l, c->url, c->how, c->how, 0);
	discover_links_free(l);
next:
	discover_cand_free(c);
	discover_next(d);
}

/* FNV-1a: tells two URLs serving the same feed apart from two feeds. */
static uint64_t
discover_hash(const char *data, size_t len)
{
	uint64_t h = 14695981039346656037ULL;
	size_t i;

	for (i = 0; i < len; i++) {
		h ^= (unsigned char)data[i];
		h *= 1099511628211ULL;
	}
	return h;
}

/* Tell the caller about a feed, once per URL and body. */
static int
discover_report(struct discover *d, struct dcand *c,
    const struct http_response *resp, enum discover_kind kind)
{
	struct discover_feed f;
	struct feed *parsed;
	uint64_t h = discover_hash(resp->data, resp->len);
	char *url, *cause = NULL;
	int i;

	/* A permanent redirect names the feed's real address. */
	url = NULL;
	if (resp->permanent && resp->final_url != NULL)
		url = url_normalize(resp->final_url);
	if (url == NULL)
		url = xstrdup(c->url);
	for (i = 0; i < d->nfound; i++) {
		if (strcmp(d->found_urls[i], url) == 0 ||
		    d->found_hash[i] == h) {
			log_debug("discover %s: %s is %s again", d->url, c->url,
			    d->found_urls[i]);
			free(url);
			return 0;
		}
	}
	d->found_urls = xreallocarray(
	    d->found_urls, (size_t)d->nfound + 1, sizeof(*d->found_urls));
	d->found_hash = xreallocarray(
	    d->found_hash, (size_t)d->nfound + 1, sizeof(*d->found_hash));
	d->found_urls[d->nfound] = url;
	d->found_hash[d->nfound] = h;
	d->nfound++;

	memset(&f, 0, sizeof(f));
	parsed = feed_parse(resp->data, resp->len, url, resp->charset, 1,
	    (size_t)d->max_feed_size, &cause);
	free(cause);
	f.url = url;
	f.kind = kind;
	f.format = discover_kind_name(kind);
	f.title =
	    parsed != NULL && parsed->title != NULL && *parsed->title != '\0'
	    ? parsed->title
	    : c->title;
	f.how = c->how;
	f.found_by = discover_how_name(c->how);
	f.found_on = c->found_on;
	d->found(&f, d->arg);
	feed_free(parsed);
	return 1;
}
