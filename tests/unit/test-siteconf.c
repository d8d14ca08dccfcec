/* SPDX-License-Identifier: ISC */
/* Unit tests for siteconf.c and siteconf_apply.c: Full-Text RSS site
 * configs read, written and applied to a page. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../lib/t.h"
#include "html.h"
#include "siteconf.h"
#include "siteconfs.h"
#include "store_siteconf.h"
#include "tmpl.h"
#include "util.h"

static char t_dir[] = "/tmp/test-siteconf.XXXXXX";
#include "../lib/tstore.h"

/* What the parser reported: "LINE: why" lines. */
struct reports {
	char text[4096];
	int n;
};

static void
report_cb(int line, const char *why, void *arg)
{
	struct reports *r = arg;
	size_t len = strlen(r->text);

	snprintf(r->text + len, sizeof(r->text) - len, "%d: %s\n", line, why);
	r->n++;
}

static struct siteconf *
parse(const char *text, struct reports *r)
{
	char *cause = NULL;
	struct siteconf *sc;

	memset(r, 0, sizeof(*r));
	sc = siteconf_parse(
	    text, strlen(text), "example.org", report_cb, r, &cause);
	if (sc == NULL) {
		snprintf(r->text, sizeof(r->text), "NULL: %s", cause);
		free(cause);
	}
	return sc;
}

static void
test_siteconf_every_directive(void)
{
	static const char text[] =
	    "# a comment\n"
	    "title: //h1\n"
	    "body: //div[@id='story']\n"
	    "strip: //aside\n"
	    "strip_id_or_class: share\n"
	    "strip_image_src: /pixel.gif\n"
	    "date: //time/@datetime\n"
	    "author: //a[@rel='author']\n"
	    "next_page_link: //a[@rel='next']\n"
	    "single_page_link: //a[@class='all']\n"
	    "http_header(User-Agent): Mozilla/5.0 (X11)\n"
	    "test_url: https://example.org/a/b\n"
	    "find_string: <p></p>\n"
	    "replace_string: <br>\n"
	    "prune: no\n"
	    "tidy: yes\n"
	    "autodetect_on_failure: no\n";
	static const char *const keys[] = { "title", "body", "strip",
		"strip_id_or_class", "strip_image_src", "date", "author",
		"next_page_link", "single_page_link", "http_header", "test_url",
		"find_string", "replace_string", "prune", "tidy",
		"autodetect_on_failure" };
	struct reports r;
	struct siteconf *sc = parse(text, &r);
	const struct siteconf_rule *rule;
	const char *name, *value;
	size_t i;

	T_OK(sc != NULL);
	if (sc == NULL)
		return;
	T_INT(r.n, 0);
	T_INT((long long)siteconf_count(sc), (long long)NELEM(keys));
	for (i = 0; i < NELEM(keys) && i < siteconf_count(sc); i++) {
		rule = siteconf_rule(sc, i);
		T_STR(rule->key, keys[i]);
		T_INT(rule->line, (long long)i + 2);
		T_OK(rule->kind != SITECONF_UNKNOWN);
	}
	T_STR(siteconf_value(sc, "body", 0), "//div[@id='story']");
	T_OK(siteconf_value(sc, "body", 1) == NULL);
	T_OK(siteconf_header(sc, 0, &name, &value) == 0);
	T_STR(name, "User-Agent");
	T_STR(value, "Mozilla/5.0 (X11)");
	T_OK(siteconf_header(sc, 1, &name, &value) == -1);
	T_INT(siteconf_bool(sc, "prune", 1), 0);
	T_INT(siteconf_bool(sc, "tidy", 0), 1);
	T_INT(siteconf_bool(sc, "autodetect_on_failure", 1), 0);
	T_INT(siteconf_bool(sc, "no_such", 1), 1);
	siteconf_free(sc);
}

static void
test_siteconf_repeated_keys_in_order(void)
{
	struct reports r;
	struct siteconf *sc = parse("body: //article\n"
				    "title: //h1\n"
				    "body: //div[@class='post']\n"
				    "body: //main\n",
	    &r);

	T_OK(sc != NULL);
	if (sc == NULL)
		return;
	T_STR(siteconf_value(sc, "body", 0), "//article");
	T_STR(siteconf_value(sc, "body", 1), "//div[@class='post']");
	T_STR(siteconf_value(sc, "body", 2), "//main");
	T_OK(siteconf_value(sc, "body", 3) == NULL);
	T_STR(siteconf_rule(sc, 1)->key, "title");
	siteconf_free(sc);
}

static void
test_siteconf_bad_lines_reported_with_numbers(void)
{
	struct reports r;
	struct siteconf *sc = parse("title: //h1\n"
				    "this line has no colon\n"
				    "body: //div[@\n"
				    "prune: maybe\n"
				    "http_header: no name\n"
				    "Body: //main\n"
				    "login_uri: https://example.org/login\n"
				    "title(x): //h2\n"
				    "strip:\n",
	    &r);

	T_OK(sc != NULL);
	if (sc == NULL)
		return;
	T_OK(strstr(r.text, "2: not a 'directive: value' line") != NULL);
	T_OK(strstr(r.text, "3: body: not a usable XPath") != NULL);
	T_OK(strstr(r.text, "4: prune: 'maybe' is neither yes nor no") != NULL);
	T_OK(strstr(r.text, "5: http_header needs a header name") != NULL);
	T_OK(strstr(r.text, "7: unknown directive 'login_uri'") != NULL);
	T_OK(strstr(r.text, "8: title takes no (argument)") != NULL);
	T_OK(strstr(r.text, "9: strip: no value") != NULL);
	T_INT(r.n, 7);
	/* kept: title, Body (names are case-blind), login_uri */
	T_INT((long long)siteconf_count(sc), 3);
	T_STR(siteconf_rule(sc, 1)->key, "body");
	T_INT(siteconf_rule(sc, 1)->line, 6);
	T_INT(siteconf_rule(sc, 2)->kind, SITECONF_UNKNOWN);
	siteconf_free(sc);
}

static void
test_siteconf_arguments_and_colons(void)
{
	struct reports r;
	struct siteconf *sc =
	    parse("replace_string(<a href=\"http://x.org/\">): <a>\n"
		  "replace_string(f(x)): g\n"
		  "test_url: http://example.org:8080/a?b=c:d\n"
		  "  http_header(cookie) :  a=b; c=d  \r\n",
		&r);

	T_OK(sc != NULL);
	if (sc == NULL)
		return;
	T_INT(r.n, 0);
	T_STR(siteconf_rule(sc, 0)->arg, "<a href=\"http://x.org/\">");
	T_STR(siteconf_rule(sc, 0)->value, "<a>");
	T_STR(siteconf_rule(sc, 1)->arg, "f(x)");
	T_STR(siteconf_rule(sc, 1)->value, "g");
	T_STR(siteconf_rule(sc, 2)->value, "http://example.org:8080/a?b=c:d");
	T_STR(siteconf_rule(sc, 3)->arg, "cookie");
	T_STR(siteconf_rule(sc, 3)->value, "a=b; c=d");
	siteconf_free(sc);
}

static void
test_siteconf_size_limits(void)
{
	struct reports r;
	struct siteconf *sc;
	struct buf b;
	char *text, *cause = NULL;
	int i;

	/* a file over the size limit is refused whole */
	text = xcalloc(1, SITECONF_MAX_BYTES + 2);
	memset(text, '#', SITECONF_MAX_BYTES + 1);
	T_OK(siteconf_parse(text, SITECONF_MAX_BYTES + 1, "example.org", NULL,
		 NULL, &cause) == NULL);
	T_OK(cause != NULL && strstr(cause, "bytes") != NULL);
	free(cause);
	cause = NULL;
	/* a value over its limit is a bad line */
	memset(text, 'a', SITECONF_MAX_VALUE + 11);
	memcpy(text, "test_url: ", 10);
	text[SITECONF_MAX_VALUE + 11] = '\0';
	sc = parse(text, &r);
	T_OK(sc == NULL); /* nothing else in it */
	free(text);
	/* too many directives */
	buf_init(&b);
	for (i = 0; i <= SITECONF_MAX_RULES; i++)
		buf_adds(&b, "strip_id_or_class: x\n");
	T_OK(siteconf_parse(b.data, b.len, "example.org", NULL, NULL, &cause) ==
	    NULL);
	T_OK(cause != NULL && strstr(cause, "directives") != NULL);
	free(cause);
	buf_free(&b);
	/* NUL bytes: not a text file */
	cause = NULL;
	T_OK(siteconf_parse(
		 "body: //a\0", 10, "example.org", NULL, NULL, &cause) == NULL);
	free(cause);
	/* comments alone: no directive */
	cause = NULL;
	T_OK(siteconf_parse("# x\n\n", 5, "example.org", NULL, NULL, &cause) ==
	    NULL);
	T_OK(cause != NULL && strstr(cause, "no directive") != NULL);
	free(cause);
}

static void
test_siteconf_text_round_trip(void)
{
	static const char text[] =
	    "title: //h1\n"
	    "http_header(referer): https://example.org/\n"
	    "find_string: <b>\n"
	    "replace_string: <strong>\n"
	    "replace_string(<i>): <em>\n"
	    "parser: html5php\n"
	    "body: //main\n";
	struct reports r;
	struct siteconf *sc = parse(text, &r), *again;
	char *out, *out2, *cause = NULL;

	T_OK(sc != NULL);
	if (sc == NULL)
		return;
	out = siteconf_to_text(sc, "from a test");
	T_OK(strncmp(out, "# from a test\n", 14) == 0);
	T_STR(out + 14, text);
	T_OK(out[strlen(out) - 1] == '\n');
	again =
	    siteconf_parse(out, strlen(out), "example.org", NULL, NULL, &cause);
	T_OK(again != NULL);
	out2 = again != NULL ? siteconf_to_text(again, "from a test") : NULL;
	T_STR(out2, out);
	free(out);
	free(out2);
	siteconf_free(again);
	siteconf_free(sc);
}

static void
test_siteconf_host_matching(void)
{
	T_OK(siteconf_matches("example.org", "example.org") > 0);
	T_OK(siteconf_matches("example.org", "www.example.org") > 0);
	T_OK(siteconf_matches("example.org", "news.example.org") == 0);
	T_OK(siteconf_matches("example.org", "badexample.org") == 0);
	T_OK(siteconf_matches(".example.org", "example.org") > 0);
	T_OK(siteconf_matches(".example.org", "a.b.example.org") > 0);
	T_OK(siteconf_matches(".example.org", "badexample.org") == 0);
	/* the exact name wins over a wildcard, a longer wildcard over a
	 * shorter one */
	T_OK(siteconf_matches("news.example.org", "news.example.org") >
	    siteconf_matches(".news.example.org", "news.example.org"));
	T_OK(siteconf_matches(".news.example.org", "a.news.example.org") >
	    siteconf_matches(".example.org", "a.news.example.org"));
}

static void
test_siteconf_rewrite_bounded(void)
{
	struct reports r;
	struct siteconf *sc = parse("find_string: <noscript>\n"
				    "replace_string: <div>\n"
				    "find_string: </noscript>\n"
				    "replace_string: </div>\n"
				    "replace_string(absent): never\n",
	    &r);
	const char page[] = "<p>a</p><noscript>b</noscript><noscript>c"
			    "</noscript>";
	char *out, *big;
	size_t len = 0, n;
	int skipped;

	T_OK(sc != NULL);
	if (sc == NULL)
		return;
	out = siteconf_rewrite(sc, page, strlen(page), &len, &skipped);
	T_OK(out != NULL);
	T_INT(skipped, 0);
	if (out != NULL) {
		T_INT((long long)len, (long long)strlen(page) - 20);
		T_OK(len == strlen("<p>a</p><div>b</div><div>c</div>") &&
		    memcmp(out, "<p>a</p><div>b</div><div>c</div>", len) == 0);
	}
	free(out);
	/* nothing to replace: NULL, the page as it is */
	T_OK(siteconf_rewrite(sc, "<p>x</p>", 8, &len, &skipped) == NULL);
	siteconf_free(sc);

	/* a pair matching more than SITECONF_MAX_MATCHES times is skipped */
	sc = parse("find_string: a\nreplace_string: b\n", &r);
	n = SITECONF_MAX_MATCHES + 1;
	big = xmalloc(n);
	memset(big, 'a', n);
	T_OK(siteconf_rewrite(sc, big, n, &len, &skipped) == NULL);
	T_INT(skipped, 1);
	siteconf_free(sc);
	/* growth past SITECONF_MAX_GROWTH: skipped */
	sc = parse(
	    "replace_string(a): "
	    "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb"
	    "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb"
	    "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb"
	    "\n",
	    &r);
	T_OK(sc != NULL);
	T_OK(siteconf_rewrite(sc, big, SITECONF_MAX_MATCHES, &len, &skipped) ==
	    NULL);
	T_INT(skipped, 1);
	free(big);
	siteconf_free(sc);
}

static const char page_html[] =
    "<html><head><title>Story | Site</title></head><body>"
    "<div id='nav'><a href='/'>Home</a></div>"
    "<div class='post'><h1 class='hl'>Story</h1>"
    "<div class='share-tools'>Share</div>"
    "<p>First paragraph of the story, long enough to count as one.</p>"
    "<img src='/pixel.gif?id=1'><img src='/photo.jpg'>"
    "<aside>Related</aside>"
    "<p>Second paragraph of the story, long enough to count too.</p>"
    "</div></body></html>";

static void
test_siteconf_strip_removes_nodes(void)
{
	struct reports r;
	struct siteconf *sc = parse("strip: //aside\n"
				    "strip: //div[@class='post']//aside\n"
				    "strip_id_or_class: share-tools\n"
				    "strip_image_src: pixel.gif\n"
				    "strip: /html\n",
	    &r);
	struct html_doc *doc;
	char *cause = NULL;

	T_OK(sc != NULL);
	doc = html_parse(page_html, strlen(page_html), NULL,
	    "https://example.org/a", &cause);
	T_OK(doc != NULL);
	if (sc == NULL || doc == NULL)
		return;
	/* aside, share-tools, the pixel; never the root element */
	T_INT((long long)siteconf_strip(sc, doc), 3);
	T_OK(siteconf_strip(sc, doc) == 0);
	html_doc_free(doc);
	siteconf_free(sc);
}

static void
test_siteconf_template_first_that_finds(void)
{
	struct reports r;
	struct siteconf *sc = parse("title: //h1[@class='none']\n"
				    "title: //h1[@class='hl']\n"
				    "body: //div[@id='none']\n"
				    "body: //div[@class='post']\n",
	    &r);
	struct html_doc *doc;
	struct tmpl *learned, *t;
	char *cause = NULL;
	int fail = -1;

	doc = html_parse(page_html, strlen(page_html), NULL,
	    "https://example.org/a", &cause);
	T_OK(sc != NULL && doc != NULL);
	if (sc == NULL || doc == NULL)
		return;
	learned = tmpl_new();
	tmpl_set_body_xpath(learned, "//div[@id='nav']");
	tmpl_set_category_xpath(learned, "//a");
	t = siteconf_template(sc, learned, doc, &fail);
	T_OK(t != NULL);
	T_INT(fail, 0);
	if (t != NULL) {
		T_STR(tmpl_body_xpath(t), "//div[@class='post']");
		T_STR(tmpl_title_xpath(t), "//h1[@class='hl']");
		/* what the config does not say stays learned */
		T_STR(tmpl_category_xpath(t), "//a");
		T_STR(tmpl_field_method(t, TMPL_BODY), "site-config");
	}
	/* the learned template is not changed */
	T_STR(tmpl_body_xpath(learned), "//div[@id='nav']");
	tmpl_free(t);
	siteconf_free(sc);

	/* nothing found: the learned template as it is, and with
	 * autodetect_on_failure: no, no article */
	sc = parse("body: //div[@id='none']\n", &r);
	T_OK(siteconf_template(sc, learned, doc, &fail) == NULL);
	T_INT(fail, 0);
	siteconf_free(sc);
	sc = parse("body: //div[@id='none']\nautodetect_on_failure: no\n", &r);
	T_OK(siteconf_template(sc, learned, doc, &fail) == NULL);
	T_INT(fail, 1);
	siteconf_free(sc);
	tmpl_free(learned);
	html_doc_free(doc);
}

/* Store text as host's config; 0 or -1. */
static int
put(struct store *st, const char *host, const char *text)
{
	struct siteconf *sc;
	char *cause = NULL;
	int rc;

	if ((sc = siteconf_parse(
		 text, strlen(text), host, NULL, NULL, &cause)) == NULL) {
		free(cause);
		return -1;
	}
	rc = store_siteconf_put(st, sc, "test", 1700000000);
	siteconf_free(sc);
	return rc;
}

/* The body: of the config store_siteconf_get() finds for host, or
 * "-" when none. */
static char *
body_for(struct store *st, const char *host)
{
	struct siteconf *sc = NULL;
	char *out;

	if (store_siteconf_get(st, host, &sc) != 1)
		return xstrdup("-");
	out = xstrdup(siteconf_value(sc, "body", 0) != NULL
		? siteconf_value(sc, "body", 0)
		: "(none)");
	siteconf_free(sc);
	return out;
}

static int
header_cb(const char *name, const char *value, void *arg)
{
	struct buf *b = arg;

	buf_printf(b, "%s=%s;", name, value);
	return 0;
}

static void
test_siteconf_store_lookup(void)
{
	struct store *st = open_store("lookup.db");
	struct siteconf *sc = NULL;
	struct buf b;
	int64_t s0, s1, s2;
	char *x;

	s0 = store_siteconf_stamp(st);
	T_INT(s0, 0);
	T_OK(put(st, "example.org",
		 "body: //exact\n"
		 "http_header(cookie): a=b\n"
		 "http_header(referer): https://example.org/\n") == 0);
	T_OK(put(st, ".example.org", "body: //wild\n") == 0);
	T_OK(put(st, ".news.example.org", "body: //news\n") == 0);
	s1 = store_siteconf_stamp(st);
	T_OK(s1 != s0);
#define BODY(host, want)                                                       \
	do {                                                                   \
		x = body_for(st, host);                                        \
		T_STR(x, want);                                                \
		free(x);                                                       \
	} while (0)
	BODY("example.org", "//exact");
	BODY("www.example.org", "//exact");
	BODY("blog.example.org", "//wild");
	BODY("a.news.example.org", "//news");
	BODY("news.example.org", "//news");
	BODY("example.com", "-");
	BODY("badexample.org", "-");
	/* http_header lines for the host alone, in order */
	buf_init(&b);
	T_INT(store_siteconf_headers(st, "www.example.org", header_cb, &b), 2);
	T_STR(b.data, "cookie=a=b;referer=https://example.org/;");
	buf_reset(&b);
	T_INT(store_siteconf_headers(st, "other.org", header_cb, &b), 0);
	buf_free(&b);
	/* importing a host again replaces its config whole */
	T_OK(put(st, "example.org", "title: //h1\n") == 0);
	BODY("example.org", "(none)");
	T_OK(store_siteconf_get(st, "example.org", &sc) == 1);
	T_INT(sc != NULL ? (long long)siteconf_count(sc) : -1, 1);
	siteconf_free(sc);
	s2 = store_siteconf_stamp(st);
	T_OK(s2 != s1);
	T_INT(store_siteconf_remove(st, ".news.example.org"), 1);
	T_INT(store_siteconf_remove(st, ".news.example.org"), 0);
	BODY("a.news.example.org", "//wild");
	T_OK(store_siteconf_stamp(st) != s2);
#undef BODY
	close_store(st);
}

/* What templard's side sees: the config of a page's host, kept, and
 * noticed anew when the stored configs change. */
static void
test_siteconfs_daemon_side(void)
{
	struct store *st = open_store("daemon.db");
	struct siteconfs *scs = siteconfs_new(st);
	struct buf b;

	T_OK(siteconfs_find(scs, "https://a.blogs.example/p") == NULL);
	T_OK(put(st, ".blogs.example",
		 "next_page_link: //a[@rel='next']\n"
		 "next_page_link: //li[@class='next']/a\n"
		 "http_header(cookie): consent=1\n") == 0);
	/* the stamp is read at most once a second */
	sleep(2);
	T_STR(siteconfs_value(
		  scs, "https://a.blogs.example/p", "next_page_link", 0),
	    "//a[@rel='next']");
	T_STR(siteconfs_value(
		  scs, "https://a.blogs.example/p", "next_page_link", 1),
	    "//li[@class='next']/a");
	T_OK(siteconfs_value(scs, "https://a.blogs.example/p", "next_page_link",
		 2) == NULL);
	T_OK(siteconfs_value(
		 scs, "https://other.example/p", "next_page_link", 0) == NULL);
	buf_init(&b);
	T_INT(
	    siteconfs_headers(scs, "https://a.blogs.example/p", header_cb, &b),
	    1);
	T_STR(b.data, "cookie=consent=1;");
	buf_reset(&b);
	T_INT(
	    siteconfs_headers(scs, "https://blogs.example.org/", header_cb, &b),
	    0);
	buf_free(&b);
	T_INT(store_siteconf_remove(st, ".blogs.example"), 1);
	sleep(2);
	T_OK(siteconfs_find(scs, "https://a.blogs.example/p") == NULL);
	siteconfs_free(scs);
	close_store(st);
}

int
main(void)
{
	if (mkdtemp(t_dir) == NULL) {
		printf("Bail out! mkdtemp\n");
		return 1;
	}
	T_RUN(test_siteconf_every_directive);
	T_RUN(test_siteconf_repeated_keys_in_order);
	T_RUN(test_siteconf_bad_lines_reported_with_numbers);
	T_RUN(test_siteconf_arguments_and_colons);
	T_RUN(test_siteconf_size_limits);
	T_RUN(test_siteconf_text_round_trip);
	T_RUN(test_siteconf_host_matching);
	T_RUN(test_siteconf_rewrite_bounded);
	T_RUN(test_siteconf_strip_removes_nodes);
	T_RUN(test_siteconf_template_first_that_finds);
	T_RUN(test_siteconf_store_lookup);
	T_RUN(test_siteconfs_daemon_side);
	remove_dir(t_dir);
	return t_done();
}
