/* SPDX-License-Identifier: ISC */
/*
 * discover: find a site's feeds.  A pure part reads bytes (is this a
 * feed? which links of this page may lead to one?); an asynchronous
 * driver fetches through the hostq, so that politeness applies as to
 * every other request, in the order people expect: the URL itself, the
 * feeds its page announces with <link rel="alternate">, the links that
 * look like feeds, the usual paths (/feed, /rss.xml, ...), then a bounded
 * breadth-first crawl of the same host that obeys robots.txt.  It stops
 * at the first of these stages that finds a feed.  What is done with the
 * feeds found (printing, subscribing) is the caller's business.
 */
#ifndef TEMPLAR_DISCOVER_H
#define TEMPLAR_DISCOVER_H

#include <stddef.h>

struct conf;
struct event_base;
struct hostq;

/* What some bytes are, whatever their Content-Type says. */
enum discover_kind {
	DISCOVER_UNKNOWN = 0,
	DISCOVER_HTML,
	DISCOVER_RSS,      /* <rss>: RSS 0.9x and 2.0 */
	DISCOVER_ATOM,     /* <feed>: Atom 0.3 and 1.0 */
	DISCOVER_RDF,      /* <rdf:RDF>: RSS 0.90 and 1.0 */
	DISCOVER_JSONFEED, /* JSON Feed 1.0 and 1.1 */
};

/* How a feed was found: the order in which discovery looks. */
enum discover_how {
	DISCOVER_SELF = 0,       /* the URL given is the feed */
	DISCOVER_LINK_ALTERNATE, /* <link rel="alternate"> of its page */
	DISCOVER_LINK,           /* an <a href> that looks like a feed */
	DISCOVER_COMMON_PATH,    /* a usual path: /feed, /rss.xml ... */
	DISCOVER_CRAWL,          /* on a page of the same-host crawl */
};

/*
 * Sniff bytes: a leading BOM, white space, <?xml ...?>, comments and a
 * DOCTYPE are skipped, then the root element (<rss>, <feed>, <rdf:RDF>,
 * <html> ...) or a JSON object whose "version" is a jsonfeed.org URL
 * decides.  content_type (may be NULL) is a hint used only when the bytes
 * say nothing: text/html makes HTML.
 */
enum discover_kind discover_sniff(
    const char *data, size_t len, const char *content_type);
/* 1 for the feed kinds (RSS, Atom, RDF, JSON Feed). */
int discover_kind_is_feed(enum discover_kind kind);
/* "rss", "atom", "rdf", "jsonfeed", "html" or "unknown". */
const char *discover_kind_name(enum discover_kind kind);
/* "self", "link-alternate", "link", "common-path" or "crawl". */
const char *discover_how_name(enum discover_how how);

/* A link found in a page: an absolute http(s) URL, normalised. */
struct discover_link {
	char *url;
	char *title;             /* <link title="...">, or NULL */
	enum discover_kind kind; /* the type attribute's feed kind, or
				    DISCOVER_UNKNOWN */
};

/* The links of one page that discovery cares about, in document order. */
struct discover_links {
	struct discover_link *alternates; /* <link rel="alternate"> feeds */
	size_t nalternates;
	struct discover_link *feedlike; /* <a href> that look like feeds */
	size_t nfeedlike;
	struct discover_link *pages; /* same-host <a href>, for a crawl */
	size_t npages;
};

/*
 * Read the links of an HTML page.  charset is the HTTP charset or NULL;
 * base is the page's URL (after redirects); a <base href> overrides it.
 * Duplicates are dropped; pages holds only links to base's host and
 * leaves out those that are feeds already and files that are not pages
 * (.jpg, .pdf, .zip ...).  Return links the caller frees with
 * discover_links_free(), or NULL with *cause set.
 */
struct discover_links *discover_links(const char *data, size_t len,
    const char *charset, const char *base, char **cause);
void discover_links_free(struct discover_links *links);

/*
 * The error of a feed URL that gave no feed: cause, and when data (from
 * url) is an HTML page, what discovery reads off it with no request
 * more: the feeds the page names (<link rel="alternate">, then links
 * that look like feeds), or that it names none.  The caller frees it.
 */
char *discover_feed_hint(const char *cause, const char *data, size_t len,
    const char *charset, const char *url);

/* 1 if a URL looks like a feed's: .rss, .xml, /feed, ?feed=rss2 ... */
int discover_url_is_feedlike(const char *url);

/*
 * The usual feed URLs of the site of url, as absolute URLs, the most
 * likely first: those below url's folder when it is not the root, then
 * /feed, /rss, /rss.xml, /atom.xml ...  NULL-terminated array; free it
 * with discover_urls_free().
 */
char **discover_common_urls(const char *url);
void discover_urls_free(char **urls);

/*
 * The name a feed found for [site "site"] is subscribed under:
 * "SITE/SLUG", where SLUG is the feed URL's path and query (host, path
 * and query when the feed is on another host than site_url), lower-cased,
 * every run of characters other than [a-z0-9._] turned into one '-',
 * with no '-', '.' or '_' at either end, at most DISCOVER_SLUG_MAX
 * characters, "feed" when nothing is left.  The '/' keeps these names
 * apart from [feed "name"] sections, whose names cannot hold one.  The
 * caller frees the result.
 */
#define DISCOVER_SLUG_MAX 48
char *discover_feed_name(
    const char *site, const char *site_url, const char *feed_url);

/*
 * 1 if a [site] "feeds" pattern (a glob(7) pattern, '*', '?' and
 * [...], compared without regard to case) matches the feed's URL or its
 * title (may be NULL); a NULL pattern matches everything.
 */
int discover_match(const char *pattern, const char *url, const char *title);

/* ---- the driver ---- */

struct discover_limits {
	int depth; /* crawl: links followed from the first page, 0..5;
		      0 crawls nothing (default 2) */
	int pages; /* crawl: pages fetched at most, 1..500 (default 30) */
};

#define DISCOVER_DEFAULT_DEPTH 2
#define DISCOVER_DEFAULT_PAGES 30

/* A feed found; lent to the callback for its duration. */
struct discover_feed {
	const char *url; /* absolute; after a permanent redirect */
	enum discover_kind kind;
	const char *format; /* discover_kind_name(kind) */
	const char *title;  /* the feed's own title, or NULL */
	enum discover_how how;
	const char *found_by; /* discover_how_name(how) */
	const char *found_on; /* the page that linked it, or NULL */
};

typedef void (*discover_found_cb)(const struct discover_feed *feed, void *arg);
/*
 * Discovery ended: nfound feeds were reported.  error is NULL when some
 * were found, else why not ("no feed found at URL", or why the URL
 * could not be fetched).  This is the last callback; discover_free() may
 * be called from within it.
 */
typedef void (*discover_done_cb)(int nfound, const char *error, void *arg);

struct discover;

/*
 * Start finding the feeds of url.  Every request goes through hq (base
 * and hq are borrowed and must outlive the discovery; conf is read here
 * only: size limits, user agent, host_delay, max_crawl_delay, so a
 * reload may free it); lim NULL means the defaults.  found runs once for each
 * feed (never twice for one URL or one body), then done runs exactly once,
 * always from the event loop, never from within discover_new().  Return the
 * discovery, which the caller frees with discover_free().
 */
struct discover *discover_new(struct event_base *base, struct hostq *hq,
    const struct conf *conf, const char *url, const struct discover_limits *lim,
    discover_found_cb found, discover_done_cb done, void *arg);
/*
 * Stop: no callback runs after this.  Not from within found (from within
 * done is fine).  A request in flight is left to finish unseen.
 */
void discover_free(struct discover *d);

/* Requests sent so far (robots.txt included), for tests and logs. */
int discover_requests(const struct discover *d);

#endif
