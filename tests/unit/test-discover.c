/* SPDX-License-Identifier: ISC */
/*
 * Unit tests for discover.c's pure half: sniffing feeds from their bytes,
 * reading a page's feed links and crawlable links, the usual paths, feed
 * names and [site] patterns.  The driver is tested against loopback sites
 * in tests/integ/discover.sh.
 */
#include "config.h"

#include <sys/socket.h>

#include <netinet/in.h>

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <event2/buffer.h>
#include <event2/event.h>
#include <event2/http.h>

#include "../lib/t.h"
#include "conf.h"
#include "db.h"
#include "discover.h"
#include "hostq.h"
#include "http.h"
#include "store.h"
#include "util.h"

static enum discover_kind
sniff_file(const char *name, const char *ct)
{
	enum discover_kind k;
	char path[256], *data;
	size_t len;

	snprintf(path, sizeof(path), "discover/sniff/%s", name);
	data = t_read_file(t_data_path(path), &len);
	k = discover_sniff(data, len, ct);
	free(data);
	return k;
}

static struct discover_links *
links_file(const char *name, const char *charset, const char *base)
{
	struct discover_links *l;
	char path[256], *data, *cause = NULL;
	size_t len;

	snprintf(path, sizeof(path), "discover/links/%s", name);
	data = t_read_file(t_data_path(path), &len);
	l = discover_links(data, len, charset, base, &cause);
	if (l == NULL) {
		printf("# %s: %s\n", name, cause);
		free(cause);
	}
	free(data);
	return l;
}

static void
test_discover_sniff_feeds_whatever_the_type(void)
{
	T_INT(sniff_file("rss-bom.xml", "text/html"), DISCOVER_RSS);
	T_INT(sniff_file("rss-doctype.xml", NULL), DISCOVER_RSS);
	T_INT(sniff_file("atom.xml", "text/plain"), DISCOVER_ATOM);
	T_INT(sniff_file("atom-prefixed.xml", NULL), DISCOVER_ATOM);
	T_INT(sniff_file("rdf.xml", "text/html; charset=utf-8"), DISCOVER_RDF);
	T_INT(sniff_file("jsonfeed.json", "text/plain"), DISCOVER_JSONFEED);
	T_INT(sniff_file("rss-utf16.xml", NULL), DISCOVER_RSS);
	T_INT(sniff_file("junk-rss.xml", "text/html"), DISCOVER_RSS);
}

static void
test_discover_sniff_not_feeds(void)
{
	T_INT(sniff_file("page.html", "application/rss+xml"), DISCOVER_HTML);
	T_INT(sniff_file("fragment.html", NULL), DISCOVER_HTML);
	T_INT(sniff_file("rdf-not-rss.xml", NULL), DISCOVER_UNKNOWN);
	T_INT(sniff_file("json-other.json", "application/feed+json"),
	    DISCOVER_UNKNOWN);
	T_INT(sniff_file("other.xml", "application/rss+xml"), DISCOVER_UNKNOWN);
	T_INT(discover_sniff("", 0, "application/rss+xml"), DISCOVER_UNKNOWN);
	T_INT(discover_sniff("", 0, "text/html"), DISCOVER_HTML);
	T_INT(
	    discover_sniff("plain words", 11, "text/plain"), DISCOVER_UNKNOWN);
	T_INT(discover_sniff(NULL, 0, NULL), DISCOVER_UNKNOWN);
}

/* Markup cut short anywhere must not read past the end. */
static void
test_discover_sniff_truncated(void)
{
	static const char *const cut[] = {
		"<",
		"<?xml",
		"<!--",
		"<!-- x -",
		"<!DOCTYPE rss [",
		"<rs",
		"{\"version\"",
		"{\"version\": \"https://jsonfeed.org/ver",
		"\xef\xbb",
		"\xff\xfe<",
	};
	size_t i;
	char *copy;

	for (i = 0; i < NELEM(cut); i++) {
		/* An exact-size copy, so that ASan sees any overread. */
		copy = xmalloc(strlen(cut[i]));
		memcpy(copy, cut[i], strlen(cut[i]));
		T_OK_MSG(!discover_kind_is_feed(
			     discover_sniff(copy, strlen(cut[i]), NULL)),
		    "cut %zu is no feed", i);
		free(copy);
	}
	T_INT(discover_sniff("<rss", 4, NULL), DISCOVER_RSS);
}

static void
test_discover_kind_and_how_names(void)
{
	T_STR(discover_kind_name(DISCOVER_JSONFEED), "jsonfeed");
	T_STR(discover_kind_name(DISCOVER_RDF), "rdf");
	T_OK(!discover_kind_is_feed(DISCOVER_HTML));
	T_OK(discover_kind_is_feed(DISCOVER_ATOM));
	T_STR(discover_how_name(DISCOVER_LINK_ALTERNATE), "link-alternate");
	T_STR(discover_how_name(DISCOVER_COMMON_PATH), "common-path");
	T_STR(discover_how_name(DISCOVER_SELF), "self");
}

static void
test_discover_links_alternates(void)
{
	struct discover_links *l;

	l = links_file("head.html", NULL, "http://example.org/links/head.html");
	T_OK(l != NULL);
	if (l == NULL)
		return;
	T_INT(l->nalternates, 3);
	if (l->nalternates == 3) {
		T_STR(l->alternates[0].url, "http://example.org/news/feed.xml");
		T_STR(l->alternates[0].title, "All news");
		T_INT(l->alternates[0].kind, DISCOVER_RSS);
		T_STR(
		    l->alternates[1].url, "http://example.org/links/atom.xml");
		T_INT(l->alternates[1].kind, DISCOVER_ATOM);
		T_STR(l->alternates[1].title, NULL);
		T_STR(l->alternates[2].url, "https://other.example/feed.json");
		T_INT(l->alternates[2].kind, DISCOVER_JSONFEED);
	}
	discover_links_free(l);
}

static void
test_discover_links_feedlike_and_pages(void)
{
	struct discover_links *l;

	l = links_file("head.html", NULL, "http://example.org/links/head.html");
	if (l == NULL) {
		T_OK(l != NULL);
		return;
	}
	T_INT(l->nfeedlike, 4);
	if (l->nfeedlike == 4) {
		T_STR(l->feedlike[0].url, "http://example.org/comments/feed/");
		T_STR(l->feedlike[1].url,
		    "http://example.org/links/head.html?feed=rss2");
		T_STR(
		    l->feedlike[2].url, "https://feeds.feedburner.com/example");
		T_STR(l->feedlike[3].url, "http://example.org/podcast.rss");
	}
	/* Same host, no duplicates, no files, not the page itself. */
	T_INT(l->npages, 4);
	if (l->npages == 4) {
		T_STR(l->pages[0].url, "http://example.org/about.html");
		T_STR(l->pages[1].url, "http://example.org/blog/");
		T_STR(l->pages[2].url, "http://example.org/feedback.html");
		T_STR(l->pages[3].url, "http://example.org/Upper.html");
	}
	discover_links_free(l);
}

static void
test_discover_links_base_href(void)
{
	struct discover_links *l;

	l = links_file("base.html", NULL, "http://example.org/base.html");
	if (l == NULL) {
		T_OK(l != NULL);
		return;
	}
	T_INT(l->nalternates, 1);
	if (l->nalternates == 1)
		T_STR(
		    l->alternates[0].url, "http://cdn.example.org/sub/rss.xml");
	/* The crawl stays on the page's host, whatever <base> says. */
	T_INT(l->npages, 1);
	if (l->npages == 1)
		T_STR(l->pages[0].url, "http://example.org/local.html");
	discover_links_free(l);
}

static void
test_discover_links_charset(void)
{
	struct discover_links *l;

	l = links_file("latin1.html", NULL, "http://example.org/");
	if (l == NULL) {
		T_OK(l != NULL);
		return;
	}
	T_INT(l->nalternates, 1);
	if (l->nalternates == 1)
		T_STR(l->alternates[0].title, "Caf\xc3\xa9 news");
	discover_links_free(l);
}

static void
test_discover_links_not_a_url(void)
{
	char *cause = NULL;

	T_OK(discover_links("<html></html>", 13, NULL, "ftp://x/", &cause) ==
	    NULL);
	T_OK(cause != NULL);
	free(cause);
}

/* A home page polled as a feed: the error names the feeds it links. */
static void
test_discover_feed_hint(void)
{
	static const char page[] =
	    "<!doctype html><html><head><title>Home</title>"
	    "<link rel=\"alternate\" type=\"application/rss+xml\" "
	    "href=\"/feed.xml\"></head><body>"
	    "<a href=\"/atom.xml\">Atom</a></body></html>";
	static const char bare[] = "<html><body><p>no feed</p></body></html>";
	char *h;

	h = discover_feed_hint(
	    "not a feed", page, sizeof(page) - 1, NULL, "https://example.org/");
	T_STR(h,
	    "not a feed: a web page; the feeds it names: "
	    "https://example.org/feed.xml, https://example.org/atom.xml "
	    "(subscribe with templar add URL)");
	free(h);
	h = discover_feed_hint(
	    "not a feed", bare, sizeof(bare) - 1, NULL, "https://example.org/");
	T_STR(h,
	    "not a feed: a web page; it names no feed (templar discover "
	    "https://example.org/ looks further)");
	free(h);
	h = discover_feed_hint("not valid JSON", "{x", 2, NULL, "https://e/");
	T_STR(h, "not valid JSON");
	free(h);
}

static void
test_discover_url_is_feedlike(void)
{
	T_OK(discover_url_is_feedlike("http://a/feed"));
	T_OK(discover_url_is_feedlike("http://a/blog/feed/"));
	T_OK(discover_url_is_feedlike("http://a/index.php?feed=rss2"));
	T_OK(discover_url_is_feedlike("http://a/news.RSS"));
	T_OK(discover_url_is_feedlike("http://a/atom.xml"));
	T_OK(discover_url_is_feedlike("http://a/feeds/posts/default"));
	T_OK(discover_url_is_feedlike("http://feeds.example.org/x"));
	T_OK(!discover_url_is_feedlike("http://a/feedback"));
	T_OK(!discover_url_is_feedlike("http://a/press.html"));
	T_OK(!discover_url_is_feedlike("http://a/sitemap.xml"));
	T_OK(!discover_url_is_feedlike("http://a/"));
	T_OK(!discover_url_is_feedlike("mailto:rss@a"));
}

static int
urls_has(char **v, const char *url)
{
	size_t i;

	for (i = 0; v[i] != NULL; i++)
		if (strcmp(v[i], url) == 0)
			return 1;
	return 0;
}

static size_t
urls_count(char **v)
{
	size_t n = 0;

	while (v[n] != NULL)
		n++;
	return n;
}

static void
test_discover_common_urls(void)
{
	char **v;

	v = discover_common_urls("http://example.org/");
	T_STR(v[0], "http://example.org/feed");
	T_OK(urls_has(v, "http://example.org/rss.xml"));
	T_OK(urls_has(v, "http://example.org/atom.xml"));
	T_OK(urls_has(v, "http://example.org/feeds/posts/default"));
	T_OK(urls_has(v, "http://example.org/?feed=rss2"));
	T_INT(urls_count(v), 12);
	discover_urls_free(v);

	/* Below the folder first, then at the root. */
	v = discover_common_urls("http://example.org/blog/index.html?x=1");
	T_STR(v[0], "http://example.org/blog/feed");
	T_OK(urls_has(v, "http://example.org/blog/?feed=rss2"));
	T_OK(urls_has(v, "http://example.org/rss.xml"));
	T_INT(urls_count(v), 24);
	discover_urls_free(v);
}

static void
test_discover_feed_name(void)
{
	char *n;

	n = discover_feed_name(
	    "news", "http://example.org/", "http://example.org/feed.xml");
	T_STR(n, "news/feed.xml");
	free(n);
	n = discover_feed_name(
	    "news", "http://example.org/", "http://example.org/?feed=rss2");
	T_STR(n, "news/feed-rss2");
	free(n);
	n = discover_feed_name(
	    "news", "http://example.org/", "http://example.org/");
	T_STR(n, "news/feed");
	free(n);
	n = discover_feed_name("news", "http://example.org/",
	    "https://Feeds.FeedBurner.com/Example_Site");
	T_STR(n, "news/feeds.feedburner.com-example_site");
	free(n);
	n = discover_feed_name("news", "http://example.org/",
	    "http://example.org/a-very/long/path/that/goes/on/and/on/"
	    "and/on/until/it/is/far/too/long/for/a/name.xml");
	T_OK(n != NULL && strlen(n) <= strlen("news/") + DISCOVER_SLUG_MAX);
	T_OK(n != NULL && util_startswith(n, "news/a-very-long-path"));
	T_OK(n != NULL && n[strlen(n) - 1] != '-');
	free(n);
}

static void
test_discover_match(void)
{
	T_OK(discover_match(NULL, "http://a/x.xml", NULL));
	T_OK(discover_match("*news*", "http://a/news.xml", NULL));
	T_OK(discover_match("*NEWS*", "http://a/x.xml", "Daily News"));
	T_OK(!discover_match("*sport*", "http://a/x.xml", "Daily News"));
	T_OK(!discover_match("*sport*", "http://a/x.xml", NULL));
	T_OK(discover_match("http://a/*.xml", "http://a/x.xml", NULL));
}

static struct conf *
parse_conf(const char *text, char **cause)
{
	return conf_parse_buffer(text, strlen(text), "t.conf", cause);
}

static void
test_discover_site_keys(void)
{
	struct conf *conf, *again;
	char *cause = NULL, *text;

	conf = parse_conf(
	    "[site \"news\"]\nurl = http://example.org/\n"
	    "feeds = \"*news*\"\ncrawl_depth = 4\ncrawl_pages = 100\n\n"
	    "[site \"plain\"]\nurl = http://plain.example/\n",
	    &cause);
	T_OK(conf != NULL);
	if (conf == NULL) {
		printf("# %s\n", cause);
		free(cause);
		return;
	}
	T_INT(conf->nsites, 2);
	T_STR(conf->sites[0].feeds, "*news*");
	T_INT(conf->sites[0].crawl_depth, 4);
	T_INT(conf->sites[0].crawl_pages, 100);
	/* The defaults. */
	T_STR(conf->sites[1].feeds, NULL);
	T_INT(conf->sites[1].crawl_depth, DISCOVER_DEFAULT_DEPTH);
	T_INT(conf->sites[1].crawl_pages, DISCOVER_DEFAULT_PAGES);
	/* conf_format() writes them so that they read back the same. */
	text = conf_format(conf);
	again = parse_conf(text, &cause);
	T_OK(again != NULL && again->nsites == 2);
	if (again != NULL && again->nsites == 2) {
		T_STR(again->sites[0].feeds, "*news*");
		T_INT(again->sites[0].crawl_depth, 4);
		T_INT(again->sites[1].crawl_pages, DISCOVER_DEFAULT_PAGES);
	}
	conf_free(again);
	free(text);
	conf_free(conf);
}

static void
test_discover_site_keys_bounds(void)
{
	struct conf *conf;
	char *cause = NULL;

	conf = parse_conf("[site \"s\"]\nurl = http://example.org/\n"
			  "crawl_depth = 6\ncrawl_pages = 0\n",
	    &cause);
	T_OK(conf == NULL);
	T_OK(cause != NULL && strstr(cause, "t.conf:3: crawl_depth") != NULL);
	T_OK(cause != NULL && strstr(cause, "t.conf:4: crawl_pages") != NULL);
	free(cause);
	conf_free(conf);
}

/* ---- the store's side: feeds subscribed for a site ---- */

struct seen_feed {
	int n;
	char name[128];
	char site[64];
	char found_by[32];
	int active;
};

static int
feed_cb(const struct store_feed *f, void *arg)
{
	struct seen_feed *sf = arg;

	sf->n++;
	snprintf(sf->name, sizeof(sf->name), "%s", f->name);
	snprintf(sf->site, sizeof(sf->site), "%s",
	    f->site != NULL ? f->site : "(null)");
	snprintf(sf->found_by, sizeof(sf->found_by), "%s",
	    f->found_by != NULL ? f->found_by : "(null)");
	sf->active = f->active;
	return 0;
}

static int
site_cb(const struct store_site *s, void *arg)
{
	struct store_site *out = arg;

	out->discovered_at = s->discovered_at;
	out->found = s->found;
	out->error = s->error != NULL ? "error" : NULL;
	out->feeds = s->feeds != NULL ? "pattern" : NULL;
	return 0;
}

/*
 * Open a new database in dir, made by mkdtemp(); *path is its file, which
 * the caller frees.  NULL, with a failed check, when it cannot.
 */
static struct store *
temp_store_open(const char *dir, char **path, struct db **db)
{
	char *cause = NULL;

	xasprintf(path, "%s/t.db", dir);
	if ((*db = db_open(*path, DB_READWRITE, &cause)) == NULL) {
		T_OK_MSG(0, "db_open: %s", cause);
		free(cause);
		free(*path);
		return NULL;
	}
	return store_new(*db);
}

/* Close what temp_store_open() opened and remove its files and dir. */
static void
temp_store_remove(struct store *st, struct db *db, const char *dir, char *path)
{
	store_free(st);
	db_close(db);
	unlink(path);
	free(path);
	xasprintf(&path, "%s/t.db-wal", dir);
	unlink(path);
	free(path);
	xasprintf(&path, "%s/t.db-shm", dir);
	unlink(path);
	free(path);
	rmdir(dir);
}

/* A site's feeds are kept by URL under names of their own. */
static void
site_feeds_sync(struct store *st)
{
	struct seen_feed sf;
	int64_t a, b, c, d;

	a = store_feed_sync_site(st, "news/feed.xml",
	    "http://example.org/feed.xml", "news", "link-alternate");
	T_OK(a > 0);
	/* Found again, even by another way: the same feed, same name. */
	b = store_feed_sync_site(st, "news/other-name",
	    "http://example.org/feed.xml", "news", "common-path");
	T_INT(b, a);
	memset(&sf, 0, sizeof(sf));
	store_feed_get(st, "news/feed.xml", feed_cb, &sf);
	T_INT(sf.n, 1);
	T_STR(sf.site, "news");
	T_STR(sf.found_by, "common-path");
	/* Another URL that makes the same name gets a suffix. */
	c = store_feed_sync_site(
	    st, "news/feed.xml", "http://example.org/feed-xml", "news", "link");
	T_OK(c > 0 && c != a);
	memset(&sf, 0, sizeof(sf));
	store_feed_get(st, "news/feed.xml-2", feed_cb, &sf);
	T_INT(sf.n, 1);
	/* A [feed] section's feed has neither site nor found_by. */
	d = store_feed_sync(st, "plain", "http://plain.example/rss");
	memset(&sf, 0, sizeof(sf));
	store_feed_get(st, "plain", feed_cb, &sf);
	T_OK(d > 0);
	T_STR(sf.site, "(null)");
	T_STR(sf.found_by, "(null)");
}

/* A reload deactivates everything; the site's feeds come back. */
static void
site_feeds_reload(struct store *st)
{
	struct seen_feed sf;

	T_INT(store_feed_deactivate_all(st), 0);
	T_INT(store_feed_site_active(st, "news", 1), 0);
	memset(&sf, 0, sizeof(sf));
	store_feed_get(st, "news/feed.xml-2", feed_cb, &sf);
	T_INT(sf.active, 1);
	memset(&sf, 0, sizeof(sf));
	store_feed_get(st, "plain", feed_cb, &sf);
	T_INT(sf.active, 0);
}

/* The last discovery of a site replaces the one before. */
static void
site_record_put_get(struct store *st)
{
	struct store_site site, got;

	memset(&site, 0, sizeof(site));
	site.name = "news";
	site.url = "http://example.org/";
	site.feeds = "*news*";
	site.discovered_at = 1700000000;
	site.found = 2;
	T_INT(store_site_put(st, &site), 0);
	site.discovered_at = 1700000100;
	site.feeds = NULL;
	site.found = 0;
	site.error = "no feed found at http://example.org/";
	T_INT(store_site_put(st, &site), 0);
	memset(&got, 0, sizeof(got));
	T_INT(store_site_get(st, "news", site_cb, &got), 0);
	T_INT(got.discovered_at, 1700000100);
	T_INT(got.found, 0);
	T_STR(got.error, "error");
	T_STR(got.feeds, NULL);
	memset(&got, 0, sizeof(got));
	T_INT(store_site_get(st, "nope", site_cb, &got), 0);
	T_INT(got.discovered_at, 0);
}

static void
test_discover_store_site_feeds(void)
{
	char dir[] = "/tmp/test-discover.XXXXXX", *path;
	struct store *st;
	struct db *db;

	if (mkdtemp(dir) == NULL) {
		T_OK_MSG(0, "mkdtemp");
		return;
	}
	if ((st = temp_store_open(dir, &path, &db)) == NULL)
		return;
	site_feeds_sync(st);
	site_feeds_reload(st);
	site_record_put_get(st);
	temp_store_remove(st, db, dir, path);
}

/* ---- the driver, against a tiny in-memory site ---- */

struct run {
	int nfound;
	int done;
	int done_nfound;
	char *error;
	char url[256];
	char how[32];
	char title[64];
};

static void
server_cb(struct evhttp_request *req, UNUSED_T void *arg)
{
	const char *uri = evhttp_request_get_uri(req);
	struct evbuffer *b = evbuffer_new();
	struct evkeyvalq *h = evhttp_request_get_output_headers(req);

	if (strcmp(uri, "/") == 0) {
		evhttp_add_header(h, "Content-Type", "text/html");
		evbuffer_add_printf(b,
		    "<html><head><link rel=alternate "
		    "type=application/atom+xml href=/f>"
		    "</head><body></body></html>");
	} else if (strcmp(uri, "/f") == 0) {
		/* A feed served as HTML: sniffed all the same. */
		evhttp_add_header(h, "Content-Type", "text/html");
		evbuffer_add_printf(b,
		    "<feed xmlns=\"http://www.w3.org/2005/"
		    "Atom\"><title>T</title></feed>");
	} else {
		evhttp_send_reply(req, 404, "Not Found", b);
		evbuffer_free(b);
		return;
	}
	evhttp_send_reply(req, 200, "OK", b);
	evbuffer_free(b);
}

static void
run_found_cb(const struct discover_feed *f, void *arg)
{
	struct run *r = arg;

	r->nfound++;
	snprintf(r->url, sizeof(r->url), "%s", f->url);
	snprintf(r->how, sizeof(r->how), "%s", f->found_by);
	snprintf(r->title, sizeof(r->title), "%s",
	    f->title != NULL ? f->title : "(null)");
}

static void
run_done_cb(int nfound, const char *error, void *arg)
{
	struct run *r = arg;

	r->done++;
	r->done_nfound = nfound;
	r->error = error != NULL ? xstrdup(error) : NULL;
}

/*
 * Start the in-memory site on a free port of 127.0.0.1, its address in
 * url; NULL, with a failed check, when it cannot listen.
 */
static struct evhttp *
driver_server_start(struct event_base *base, char *url, size_t size)
{
	struct evhttp *eh;
	struct evhttp_bound_socket *bs;
	struct sockaddr_in sin;
	socklen_t len = sizeof(sin);

	eh = evhttp_new(base);
	evhttp_set_gencb(eh, server_cb, NULL);
	if ((bs = evhttp_bind_socket_with_handle(eh, "127.0.0.1", 0)) == NULL) {
		T_OK_MSG(0, "bind 127.0.0.1");
		return NULL;
	}
	getsockname(
	    evhttp_bound_socket_get_fd(bs), (struct sockaddr *)&sin, &len);
	snprintf(url, size, "http://127.0.0.1:%d/", ntohs(sin.sin_port));
	return eh;
}

/* Run the loop until discovery calls run_done_cb(). */
static void
driver_wait(struct event_base *base, const struct run *r)
{
	while (!r->done && event_base_loop(base, EVLOOP_ONCE) == 0)
		;
}

/* The page announces the feed: found, nothing else asked. */
static void
driver_finds_announced_feed(struct event_base *base, struct hostq *hq,
    const struct conf *conf, const char *url)
{
	struct discover *d;
	struct run r;
	char want[80];

	memset(&r, 0, sizeof(r));
	d = discover_new(
	    base, hq, conf, url, NULL, run_found_cb, run_done_cb, &r);
	T_INT(r.done, 0); /* never from within discover_new() */
	driver_wait(base, &r);
	T_INT(r.done, 1);
	T_INT(r.nfound, 1);
	T_INT(r.done_nfound, 1);
	T_STR(r.error, NULL);
	snprintf(want, sizeof(want), "%sf", url);
	T_STR(r.url, want);
	T_STR(r.how, "link-alternate");
	T_STR(r.title, "T");
	T_INT(discover_requests(d), 2);
	discover_free(d);
}

/* Freed with a request in flight: no callback, nothing leaks. */
static void
driver_freed_in_flight(struct event_base *base, struct hostq *hq,
    const struct conf *conf, const char *url)
{
	struct discover *d;
	struct run r;

	memset(&r, 0, sizeof(r));
	d = discover_new(
	    base, hq, conf, url, NULL, run_found_cb, run_done_cb, &r);
	discover_free(d);
	while (hostq_pending(hq) > 0 && event_base_loop(base, EVLOOP_ONCE) == 0)
		;
	T_INT(r.done, 0);
	T_INT(r.nfound, 0);
}

/* Not http: done, with the reason, from the loop. */
static void
driver_not_http(
    struct event_base *base, struct hostq *hq, const struct conf *conf)
{
	struct discover *d;
	struct run r;

	memset(&r, 0, sizeof(r));
	d = discover_new(base, hq, conf, "ftp://127.0.0.1/", NULL, run_found_cb,
	    run_done_cb, &r);
	T_INT(r.done, 0);
	driver_wait(base, &r);
	T_INT(r.done_nfound, 0);
	T_OK(r.error != NULL && strstr(r.error, "ftp://") != NULL);
	free(r.error);
	discover_free(d);
}

/* Nothing listens: done with why. */
static void
driver_nothing_listens(
    struct event_base *base, struct hostq *hq, const struct conf *conf)
{
	struct discover *d;
	struct run r;

	memset(&r, 0, sizeof(r));
	d = discover_new(base, hq, conf, "http://127.0.0.1:1/", NULL,
	    run_found_cb, run_done_cb, &r);
	driver_wait(base, &r);
	T_INT(r.done_nfound, 0);
	T_OK(r.error != NULL && strstr(r.error, "127.0.0.1:1") != NULL);
	free(r.error);
	discover_free(d);
}

/* Loopback not allowed: nothing found, and the error says why. */
static void
driver_loopback_refused(
    struct event_base *base, struct conf *conf, const char *url)
{
	struct http *http;
	struct hostq *hq;
	struct discover *d;
	struct run r;

	free(conf->allow_private_addresses);
	conf->allow_private_addresses = xstrdup("none");
	http = http_new(base, conf);
	hq = hostq_new(base, http, conf);
	memset(&r, 0, sizeof(r));
	d = discover_new(
	    base, hq, conf, url, NULL, run_found_cb, run_done_cb, &r);
	driver_wait(base, &r);
	T_INT(r.done_nfound, 0);
	T_INT(r.nfound, 0);
	T_OK_MSG(r.error != NULL &&
		strstr(r.error, "refused: 127.0.0.1 is a loopback address"),
	    "error: %s", r.error != NULL ? r.error : "(null)");
	T_INT(discover_requests(d), 1);
	free(r.error);
	discover_free(d);
	hostq_free(hq);
	http_free(http);
}

static void
test_discover_driver(void)
{
	struct event_base *base;
	struct evhttp *eh;
	struct conf *conf;
	struct http *http;
	struct hostq *hq;
	char url[64];

	base = event_base_new();
	if ((eh = driver_server_start(base, url, sizeof(url))) == NULL)
		return;
	conf = conf_defaults();
	conf->host_delay = 0;
	free(conf->allow_private_addresses);
	conf->allow_private_addresses = xstrdup("127.0.0.0/8");
	http = http_new(base, conf);
	hq = hostq_new(base, http, conf);

	driver_finds_announced_feed(base, hq, conf, url);
	driver_freed_in_flight(base, hq, conf, url);
	driver_not_http(base, hq, conf);
	driver_nothing_listens(base, hq, conf);
	hostq_free(hq);
	http_free(http);

	driver_loopback_refused(base, conf, url);
	conf_free(conf);
	evhttp_free(eh);
	event_base_free(base);
}

int
main(void)
{
	T_RUN(test_discover_sniff_feeds_whatever_the_type);
	T_RUN(test_discover_sniff_not_feeds);
	T_RUN(test_discover_feed_hint);
	T_RUN(test_discover_sniff_truncated);
	T_RUN(test_discover_kind_and_how_names);
	T_RUN(test_discover_links_alternates);
	T_RUN(test_discover_links_feedlike_and_pages);
	T_RUN(test_discover_links_base_href);
	T_RUN(test_discover_links_charset);
	T_RUN(test_discover_links_not_a_url);
	T_RUN(test_discover_url_is_feedlike);
	T_RUN(test_discover_common_urls);
	T_RUN(test_discover_feed_name);
	T_RUN(test_discover_match);
	T_RUN(test_discover_site_keys);
	T_RUN(test_discover_site_keys_bounds);
	T_RUN(test_discover_store_site_feeds);
	T_RUN(test_discover_driver);
	return t_done();
}
