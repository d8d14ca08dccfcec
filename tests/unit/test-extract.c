/* SPDX-License-Identifier: ISC */
/* Unit tests for extract.c: the one extract step every caller takes. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <libxml/xpath.h>

#include "../lib/t.h"
#include "extract.h"
#include "html.h"
#include "tmpl.h"
#include "util.h"

#define PARA                                                                   \
	"The harbour bridge reopened on Monday after eight months of "         \
	"repairs, and the first buses crossed it before dawn while a small "   \
	"crowd of early risers watched from the quay with flasks of tea. "

static const char *const page_html =
    "<html><head><title>Harbour bridge reopens | Evening Star</title>"
    "<meta property=\"og:image\" content=\"/img/bridge.jpg\"></head><body>"
    "<div id=\"nav\"><a href=\"/\">Home</a> <a href=\"/news\">News</a></div>"
    "<h1>Harbour bridge reopens</h1><div id=\"story\"><p>" PARA PARA "</p>"
    "<p>" PARA "<a href=\"/more\">more</a></p><p>" PARA PARA "</p></div>"
    "<a class=\"cat\" href=\"/c/town\">Town</a></body></html>";

static const char *const url = "http://example.org/news/bridge.html";

static const struct extract_entry entry = { "Harbour bridge reopens",
	"The harbour bridge reopened on Monday after eight months", NULL, 0,
	NULL };

static struct tmpl *template(const char *body_xpath)
{
	struct tmpl *t = tmpl_new();

	tmpl_set_title_xpath(t, "//title");
	tmpl_set_body_xpath(t, body_xpath);
	tmpl_set_category_xpath(t, "//a[@class='cat']");
	return t;
}

static struct extract_page
page_of(const char *html)
{
	struct extract_page pg;

	memset(&pg, 0, sizeof(pg));
	pg.data = html;
	pg.len = strlen(html);
	pg.url = url;
	return pg;
}

/* Two articles the same in every field. */
static int
same(const struct article *a, const struct article *b)
{
	size_t i;

#define SAME_STR(x, y)                                                         \
	((x) == NULL ? (y) == NULL : (y) != NULL && !strcmp(x, y))
	if (!SAME_STR(a->title, b->title) ||
	    !SAME_STR(a->body_text, b->body_text) ||
	    !SAME_STR(a->body_html, b->body_html) ||
	    !SAME_STR(a->category, b->category) ||
	    !SAME_STR(a->image, b->image) || a->fallback != b->fallback ||
	    a->ncategories != b->ncategories)
		return 0;
	for (i = 0; i < a->ncategories; i++)
		if (!SAME_STR(a->categories[i], b->categories[i]))
			return 0;
	return 1;
#undef SAME_STR
}

static void
test_extract_page_with_entry(void)
{
	struct tmpl *t = template("//div[@id='story']");
	struct extract_page pg = page_of(page_html);
	struct extract x;

	T_INT(extract_page(t, &pg, &entry, 0, &x), 0);
	T_INT(x.status, EXTRACT_ARTICLE);
	T_OK(x.doc != NULL);
	/* the title cut to the entry's headline, as the daemon stores it */
	T_STR(x.a->title, "Harbour bridge reopens");
	T_STR(x.a->category, "Town");
	T_STR(x.a->image, "http://example.org/img/bridge.jpg");
	T_OK(x.a->body_html != NULL &&
	    strstr(x.a->body_html, "http://example.org/more") != NULL);
	T_INT(x.a->fallback, 0);
	T_OK(x.score > 0.5 && x.score <= 1);
	extract_clear(&x);
	tmpl_free(t);
}

static void
test_extract_page_without_entry(void)
{
	struct tmpl *t = template("//div[@id='story']");
	struct extract_page pg = page_of(page_html);
	struct extract x;

	T_INT(extract_page(t, &pg, NULL, EXTRACT_TEXT, &x), 0);
	/* nothing to cut the title to, nothing to validate against */
	T_STR(x.a->title, "Harbour bridge reopens | Evening Star");
	T_NEAR(x.score, -1, 0);
	T_STR(x.a->body_html, NULL);
	T_STR(x.a->image, NULL);
	T_OK(x.a->body_text != NULL && strstr(x.a->body_text, "quay") != NULL);
	extract_clear(&x);
	tmpl_free(t);
}

/*
 * An entry with no title (a feed whose items have none) on a template
 * that learned no title XPath: the page's own headline, not the default
 * "//h1" that is the site's name; a learned title XPath stays.
 */
static void
test_extract_untitled_entry(void)
{
	static const char *const html =
	    "<html><head><title>Evening Star</title><meta property=\"og:title\""
	    " content=\"Harbour bridge reopens - Evening Star\"><meta "
	    "property=\"og:site_name\" content=\"Evening Star\"></head><body>"
	    "<h1>Evening Star</h1><div id=\"story\"><p>" PARA "</p><p>" PARA
	    "</p></div></body></html>";
	static const struct extract_entry untitled = { NULL,
		"The harbour bridge reopened on Monday after eight months",
		NULL, 0, NULL };
	struct tmpl *t = template("//div[@id='story']");
	struct extract_page pg = page_of(html);
	struct extract x;

	tmpl_set_title_xpath(t, "//h1");
	tmpl_set_field_method(t, TMPL_TITLE, "default");
	T_INT(extract_page(t, &pg, &untitled, EXTRACT_TEXT, &x), 0);
	T_STR(x.a->title, "Harbour bridge reopens");
	extract_clear(&x);
	tmpl_set_field_method(t, TMPL_TITLE, "title-match");
	T_INT(extract_page(t, &pg, &untitled, EXTRACT_TEXT, &x), 0);
	T_STR(x.a->title, "Evening Star");
	extract_clear(&x);
	tmpl_free(t);
}

/*
 * A feed that decorates its titles ("... | Evening Star") and a page
 * whose og:title, which the template reads, rewrites the headline its
 * own heading shows at the top of the story: the article is titled
 * with the heading, and the body does not open with it again.
 */
static void
test_extract_decorated_headline_once(void)
{
	static const char *const html =
	    "<html><head><title>x</title><meta property=\"og:title\" "
	    "content=\"Bridge open again\"></head><body><div id=\"story\">"
	    "<h1>Harbour bridge reopens</h1><p>" PARA "</p><p>" PARA
	    "</p></div></body></html>";
	static const struct extract_entry decorated = {
		"Harbour bridge reopens | Evening Star",
		"The harbour bridge reopened on Monday after eight months",
		NULL, 0, NULL
	};
	struct tmpl *t = template("//div[@id='story']");
	struct extract_page pg = page_of(html);
	struct html_doc *doc;
	struct extract x;
	char *cause = NULL;

	tmpl_set_title_xpath(t, "//meta[@property='og:title']/@content");
	T_INT(extract_page(t, &pg, &decorated, EXTRACT_TEXT, &x), 0);
	T_STR(x.a->title, "Harbour bridge reopens");
	T_OK(x.a->body_text != NULL &&
	    strncmp(x.a->body_text, "The harbour bridge", 18) == 0);
	extract_clear(&x);
	/* so with no template (the page's first extraction, before a
	 * template is learned) */
	doc = html_parse(html, strlen(html), "utf-8", url, &cause);
	T_INT(extract_generic(doc, &decorated, EXTRACT_TEXT, &x), 0);
	T_STR(x.a->title, "Harbour bridge reopens");
	T_OK(x.a->body_text != NULL &&
	    strncmp(x.a->body_text, "The harbour bridge", 18) == 0);
	extract_clear(&x);
	html_doc_free(doc);
	free(cause);
	/* as the feed titles it undecorated */
	T_INT(extract_page(t, &pg, &entry, EXTRACT_TEXT, &x), 0);
	T_STR(x.a->title, "Harbour bridge reopens");
	T_OK(x.a->body_text != NULL &&
	    strncmp(x.a->body_text, "The harbour bridge", 18) == 0);
	extract_clear(&x);
	tmpl_free(t);
}

/* Parsed by extract_page(), in place, or by the caller: one article. */
static void
test_extract_one_article_every_way(void)
{
	struct tmpl *t = template("//div[@id='story']");
	struct extract_page pg = page_of(page_html);
	struct extract x, y, z;
	struct html_doc *doc;
	char *cause = NULL, *copy = xstrdup(page_html);

	extract_page(t, &pg, &entry, 0, &x);
	doc = html_parse(page_html, strlen(page_html), NULL, url, &cause);
	T_INT(extract_doc(t, doc, &entry, 0, &y), 0);
	T_OK(y.doc == NULL);
	T_OK(same(x.a, y.a));
	T_NEAR(x.score, y.score, 0);
	/* the document is the caller's, unchanged: a second time the same */
	extract_clear(&y);
	T_INT(extract_doc(t, doc, &entry, 0, &y), 0);
	T_OK(same(x.a, y.a));
	pg.data = NULL;
	pg.scratch = copy;
	T_INT(extract_page(t, &pg, &entry, 0, &z), 0);
	T_OK(same(x.a, z.a));
	extract_clear(&x);
	extract_clear(&y);
	extract_clear(&z);
	html_doc_free(doc);
	free(copy);
	tmpl_free(t);
}

static void
test_extract_fallback_and_not_article(void)
{
	struct tmpl *t = template("//article");
	struct extract_page pg = page_of(page_html);
	struct extract x;

	/* the body XPath finds nothing: the densest block stands in */
	T_INT(extract_page(t, &pg, &entry, 0, &x), 0);
	T_STR(extract_fallback(x.a), "body");
	T_OK(x.a->body_text != NULL && strstr(x.a->body_text, "quay") != NULL);
	extract_clear(&x);
	pg = page_of("<html><head><title>Page not found</title></head><body>"
		     "<h1>Page not found</h1><p>Sorry.</p></body></html>");
	T_INT(extract_page(t, &pg, &entry, 0, &x), -1);
	T_INT(x.status, EXTRACT_NOT_ARTICLE);
	T_OK(x.a == NULL && x.cause != NULL);
	extract_clear(&x);
	extract_clear(NULL);
	tmpl_free(t);
}

/* A gallery whose captions only a <noscript> holds, the page showing
 * its footer: a template's fallback reads the page as a reader without
 * scripts does, as the generic extraction would, and leaves the page as
 * it was parsed for what reads it next. */
static void
test_extract_fallback_reads_noscript(void)
{
	static const char *const html =
	    "<html><head><title>Day in pictures</title></head><body>"
	    "<div id=\"nav\"><a href=\"/\">Home</a></div>"
	    "<h1 class=\"hl\">Day in pictures</h1><div id=\"pictures\">"
	    "<noscript><ul><li><img src=\"/1.jpg\" alt=\"\"> People protest "
	    "outside the court in Lima against the decision to cut the "
	    "sentence of a former spy chief.</li><li><img src=\"/2.jpg\" "
	    "alt=\"\"> Fishermen bring in the morning catch at the harbour "
	    "as the storm clears over the bay.</li><li><img src=\"/3.jpg\" "
	    "alt=\"\"> A girl feeds the swans on the frozen lake in the "
	    "park on the coldest morning of the year.</li></ul></noscript>"
	    "</div><div id=\"foot\"><p>This page is best viewed in an "
	    "up-to-date web browser with style sheets enabled.</p></div>"
	    "</body></html>";
	static const struct extract_entry day = { "Day in pictures", NULL, NULL,
		0, NULL };
	struct tmpl *t = tmpl_new();
	struct extract_page pg = page_of(html);
	struct extract x;
	xmlXPathContextPtr ctx;
	xmlXPathObjectPtr r;

	tmpl_set_title_xpath(t, "//h1[@class='hl']");
	tmpl_set_body_xpath(t, "//div[@class='story-body']");
	T_INT(extract_page(t, &pg, &day, 0, &x), 0);
	T_STR(extract_fallback(x.a), "body");
	T_OK(strstr(x.a->body_text, "frozen lake") != NULL);
	T_OK(strstr(x.a->body_text, "web browser") == NULL);
	T_OK(strstr(x.a->body_html, "/2.jpg") != NULL);
	ctx = xmlXPathNewContext(html_doc_xml(x.doc));
	r = xmlXPathEvalExpression((const xmlChar *)"//noscript", ctx);
	T_OK(r != NULL && r->nodesetval != NULL && r->nodesetval->nodeNr == 1);
	xmlXPathFreeObject(r);
	xmlXPathFreeContext(ctx);
	extract_clear(&x);
	tmpl_free(t);
}

int
main(void)
{
	T_RUN(test_extract_page_with_entry);
	T_RUN(test_extract_page_without_entry);
	T_RUN(test_extract_untitled_entry);
	T_RUN(test_extract_decorated_headline_once);
	T_RUN(test_extract_one_article_every_way);
	T_RUN(test_extract_fallback_and_not_article);
	T_RUN(test_extract_fallback_reads_noscript);
	return t_done();
}
