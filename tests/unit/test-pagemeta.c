/* SPDX-License-Identifier: ISC */
/*
 * Unit tests for pagemeta.c: a page's date and author from its metadata
 * (JSON-LD, metas, microdata) or what it shows, hostile JSON-LD, bad
 * dates, and the rule between a feed's date and a page's.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../lib/t.h"
#include "html.h"
#include "pagemeta.h"
#include "util.h"

/* 2021-03-05T10:15:00Z */
#define T0 1614939300

/* The date and author read off a page of head and body. */
static void
meta_of(
    const char *head, const char *body, const char *title, struct pagemeta *m)
{
	struct html_doc *doc;
	char *page, *cause = NULL;

	xasprintf(&page,
	    "<!DOCTYPE html><html><head><title>t</title>%s</head>"
	    "<body>%s</body></html>",
	    head, body);
	doc = html_parse(
	    page, strlen(page), NULL, "http://example.org/a", &cause);
	T_OK_MSG(doc != NULL, "parsed: %s", cause ? cause : "");
	pagemeta_read(doc, title, m);
	html_doc_free(doc);
	free(cause);
	free(page);
}

static void
check(
    const char *head, const char *body, int64_t want_t, const char *want_author)
{
	struct pagemeta m;

	meta_of(head, body, "Harbour bridge reopens", &m);
	T_OK_MSG(m.published == want_t, "%s%s: date %lld, want %lld", head,
	    body, (long long)m.published, (long long)want_t);
	T_STR(m.author, want_author);
	pagemeta_clear(&m);
}

static void
test_pagemeta_ld(void)
{
	/* an @graph, the author by @id, @type a list */
	check("<script type=\"application/ld+json\">{\"@context\":"
	      "\"https://schema.org\",\"@graph\":[{\"@type\":\"WebPage\","
	      "\"datePublished\":\"2020-01-01\"},{\"@type\":\"Person\","
	      "\"@id\":\"#ann\",\"name\":\"Ann Lee\"},{\"@type\":"
	      "[\"Thing\",\"NewsArticle\"],\"datePublished\":"
	      "\"2021-03-05T11:15:00+01:00\",\"author\":{\"@id\":\"#ann\"}}]}"
	      "</script>",
	    "", T0, "Ann Lee");
	/* a list of documents; authors a string, an object, a list */
	check("<script type=\"application/ld+json\">[{\"@type\":"
	      "\"BreadcrumbList\"},{\"@type\":\"BlogPosting\","
	      "\"datePublished\":\"2021-03-05T10:15:00Z\",\"author\":"
	      "[\"Ann Lee\",{\"@type\":\"Person\",\"name\":\"Bo Chen\"},"
	      "{\"name\":\"Ann Lee\"},42,null]}]</script>",
	    "", T0, "Ann Lee, Bo Chen");
	check("<script type=\"application/ld+json\">{\"@type\":\"Article\","
	      "\"author\":\"By  Ann\\n Lee \",\"datePublished\":"
	      "\"Fri, 05 Mar 2021 10:15:00 GMT\"}</script>",
	    "", T0, "Ann Lee");
	/* an author given as an address is no name */
	check("<script type=\"application/ld+json\">{\"@type\":\"Article\","
	      "\"author\":\"https://example.org/ann\"}</script>",
	    "", 0, NULL);
	/* the publisher's and the author's own dates are not the page's */
	check("<script type=\"application/ld+json\">{\"@type\":\"Article\","
	      "\"publisher\":{\"datePublished\":\"1999-01-01\"},"
	      "\"author\":{\"name\":\"Ann Lee\",\"datePublished\":"
	      "\"1999-01-01\"}}</script>",
	    "", 0, "Ann Lee");
	/* broken JSON-LD is skipped, a later one read */
	check(
	    "<script type=\"application/ld+json\">{\"@type\":\"Article\","
	    "</script><script type=\"application/ld+json\">{\"@type\":"
	    "\"Article\",\"datePublished\":\"2021-03-05T10:15:00Z\"}</script>",
	    "", T0, NULL);
}

static void
test_pagemeta_ld_hostile(void)
{
	struct buf b;
	int i;

	/* nested 5,000 deep: looked into 8 deep, no crash */
	buf_init(&b);
	buf_adds(&b, "<script type=\"application/ld+json\">");
	for (i = 0; i < 5000; i++)
		buf_adds(&b, "{\"a\":");
	buf_adds(&b, "{\"datePublished\":\"2021-03-05T10:15:00Z\"}");
	for (i = 0; i < 5000; i++)
		buf_addc(&b, '}');
	buf_adds(&b, "</script>");
	check(b.data, "", 0, NULL);
	buf_free(&b);
	/* 3,000 objects before the article's: past the bound */
	buf_init(&b);
	buf_adds(&b, "<script type=\"application/ld+json\">[");
	for (i = 0; i < 3000; i++)
		buf_adds(&b, "{\"@type\":\"Thing\"},");
	buf_adds(
	    &b, "{\"@type\":\"Article\",\"author\":\"Ann Lee\"}]</script>");
	check(b.data, "", 0, NULL);
	buf_free(&b);
	/* over PAGEMETA_MAX_LD bytes: not parsed; the metas still are */
	buf_init(&b);
	buf_adds(&b,
	    "<script type=\"application/ld+json\">{\"@type\":"
	    "\"Article\",\"author\":\"Bo Chen\",\"x\":\"");
	for (i = 0; i < PAGEMETA_MAX_LD / 8 + 1; i++)
		buf_adds(&b, "xxxxxxxx");
	buf_adds(&b, "\"}</script><meta name=\"author\" content=\"Ann Lee\">");
	check(b.data, "", 0, "Ann Lee");
	buf_free(&b);
	/* a long name is cut on a character; five names at most */
	buf_init(&b);
	buf_adds(&b,
	    "<script type=\"application/ld+json\">{\"@type\":"
	    "\"Article\",\"author\":\"");
	for (i = 0; i < 300; i++)
		buf_adds(&b, "\xc3\xa9");
	buf_adds(&b, "\"}</script>");
	{
		struct pagemeta m;

		meta_of(b.data, "", NULL, &m);
		T_OK(m.author != NULL &&
		    strlen(m.author) <= PAGEMETA_MAX_AUTHOR &&
		    strlen(m.author) % 2 == 0);
		pagemeta_clear(&m);
	}
	buf_free(&b);
	check("<script type=\"application/ld+json\">{\"@type\":\"Article\","
	      "\"author\":[\"A a\",\"B b\",\"C c\",\"D d\",\"E e\",\"F f\"]}"
	      "</script>",
	    "", 0, "A a, B b, C c, D d, E e");
	/* 5,000 nested elements each with a <time> and a byline: read in
	 * bounded work, the first after the headline wins */
	buf_init(&b);
	buf_adds(&b, "<div><h1>Harbour bridge reopens</h1><div>");
	for (i = 0; i < 5000; i++)
		buf_adds(&b,
		    "<div class=\"author\"><time "
		    "datetime=\"2021-03-05T10:15:00Z\">x</time>5");
	for (i = 0; i < 5000; i++)
		buf_adds(&b, "</div>");
	buf_adds(&b, "</div></div>");
	check("", b.data, T0, NULL);
	buf_free(&b);
	/* terminal controls in a name are made harmless */
	check("<meta name=\"author\" content=\"Ann\x1b]0;x\x07 Lee\">", "", 0,
	    "Ann?]0;x? Lee");
	/* types that are no strings, members that are no objects */
	check("<script type=\"application/ld+json\">{\"@type\":[1,{}],"
	      "\"author\":{\"name\":7},\"datePublished\":7}</script>",
	    "", 0, NULL);
}

static void
test_pagemeta_metas(void)
{
	check("<meta property=\"article:published_time\" "
	      "content=\"2021-03-05T10:15:00Z\"><meta name=\"author\" "
	      "content=\"Ann Lee\">",
	    "", T0, "Ann Lee");
	/* article:author as a profile's address gives way to a name */
	check("<meta property=\"article:author\" "
	      "content=\"https://facebook.example/ann\">"
	      "<meta name=\"DC.creator\" content=\"Ann Lee\">"
	      "<meta name=\"DC.date\" content=\"2021-03-05T10:15:00Z\">",
	    "", T0, "Ann Lee");
	/* JSON-LD before metas, whatever the order in the page */
	check("<meta name=\"author\" content=\"Bo Chen\">"
	      "<meta property=\"article:published_time\" "
	      "content=\"2020-01-01T00:00:00Z\">"
	      "<script type=\"application/ld+json\">{\"@type\":\"NewsArticle\","
	      "\"datePublished\":\"2021-03-05T10:15:00Z\",\"author\":"
	      "\"Ann Lee\"}</script>",
	    "", T0, "Ann Lee");
	/* microdata */
	check("",
	    "<article itemscope><h1>Harbour bridge reopens</h1>"
	    "<span itemprop=\"author\" itemscope><span>by</span> "
	    "<span itemprop=\"name\">Ann Lee</span></span>"
	    "<time itemprop=\"datePublished\" "
	    "datetime=\"2021-03-05T10:15:00Z\">5 March</time></article>",
	    T0, "Ann Lee");
	/* Parse.ly's analytics tags: the date, not the lower-cased name */
	check("<meta name='parsely-page' content='{\"title\":\"Harbour\","
	      "\"author\":\"ann lee\",\"pub_date\":"
	      "\"2021-03-05T05:15:00-05:00\",\"type\":\"post\"}'>",
	    "", T0, NULL);
	check("<meta name=\"parsely-pub-date\" "
	      "content=\"2021-03-05T10:15:00Z\">",
	    "", T0, NULL);
	/* not JSON, or no date in it: nothing */
	check("<meta name=\"parsely-page\" content=\"{pub_date: soon\">"
	      "<meta name=\"parsely-page\" content=\"[1,2]\">",
	    "", 0, NULL);
}

static void
test_pagemeta_bad_dates(void)
{
	static const char *const bad[] = { "", "yesterday", "2021-13-45",
		"0000-00-00", "99999-01-01T00:00:00Z", "2021-03-05T25:99:00Z",
		"1 hour ago", "\xff\xfe" };
	char head[256];
	size_t i;

	for (i = 0; i < NELEM(bad); i++) {
		snprintf(head, sizeof(head),
		    "<meta property=\"article:published_time\" content=\"%s\">",
		    bad[i]);
		check(head, "", 0, NULL);
	}
	/* a bad date gives way to the next source */
	check("<meta property=\"article:published_time\" content=\"soon\">"
	      "<meta name=\"DC.date\" content=\"2021-03-05T10:15:00Z\">",
	    "", T0, NULL);
}

static void
test_pagemeta_shown(void)
{
	struct pagemeta m;

	/* a byline and a <time> under the headline */
	check("",
	    "<div class=\"side\"><time datetime=\"2020-01-01\">x</time>"
	    "</div><div class=\"post\"><div class=\"head\">"
	    "<h1>Harbour bridge reopens</h1><p class=\"byline\">By "
	    "<a rel=\"author\" href=\"/ann\">Ann Lee</a> | <time "
	    "datetime=\"2021-03-05T10:15:00Z\">5 March</time></p></div>"
	    "<p>The text.</p></div>",
	    T0, "Ann Lee");
	/* the byline's text with a date is left for the name inside it */
	check("",
	    "<article><h2>Harbour bridge reopens</h2><div "
	    "class=\"meta\"><span class=\"post-author\">Ann Lee</span> "
	    "5 March 2021</div><div class=\"author-line\">Posted by "
	    "Bo Chen on 5 March 2021</div></article>",
	    0, "Ann Lee");
	check("",
	    "<article><h1>Harbour bridge reopens</h1><div "
	    "class=\"byline\">Posted by Bo Chen on March 5 2021</div>"
	    "<div class=\"byline-name\">Bo Chen</div></article>",
	    0, "Bo Chen");
	/* a post's container classed after its author is no byline; a
	 * label and a no-break space go */
	check("",
	    "<div class=\"post author-ann\"><h2>Harbour bridge "
	    "reopens</h2><p>Text.</p><span class=\"author\">Author:"
	    "\xc2\xa0"
	    "Ann Lee</span></div>",
	    0, "Ann Lee");
	/* a comment's author and date are not the article's */
	check("",
	    "<article><h1>Harbour bridge reopens</h1><p>Text.</p>"
	    "<div class=\"comments\"><span class=\"author\">Troll</span>"
	    "<time datetime=\"2021-03-06T00:00:00Z\">x</time></div>"
	    "</article>",
	    0, NULL);
	/* no headline: nothing shown is read */
	meta_of("", "<p class=\"byline\">By Ann Lee</p>", NULL, &m);
	T_STR(m.author, NULL);
	T_INT(m.published, 0);
	pagemeta_clear(&m);
	/* a date without a time of day says so */
	meta_of("<meta name=\"DC.date\" content=\"2021-03-05\">", "", NULL, &m);
	T_INT(m.published, 1614902400);
	T_INT(m.has_time, 0);
	pagemeta_clear(&m);
	meta_of("<meta name=\"DC.date\" content=\"2021-03-05T10:15Z\">", "",
	    NULL, &m);
	T_INT(m.has_time, 1);
	pagemeta_clear(&m);
}

static void
test_pagemeta_pick(void)
{
	/* the feed's date first, the page's where the feed has none */
	T_INT(pagemeta_pick_date(T0, 0, 0), T0);
	T_INT(pagemeta_pick_date(0, T0, 1), T0);
	T_INT(pagemeta_pick_date(0, 0, 0), 0);
	T_INT(pagemeta_pick_date(T0, T0 - 3600, 1), T0);
	/* a feed's day (midnight UTC) gets the page's time within a zone */
	T_INT(pagemeta_pick_date(1614902400, T0, 1), T0);
	T_INT(pagemeta_pick_date(1614902400, 1614902400 - 13 * 3600, 1),
	    1614902400 - 13 * 3600);
	/* but never further, nor from a page that gives a day too */
	T_INT(pagemeta_pick_date(1614902400, 1614902400 + 15 * 3600, 1),
	    1614902400);
	T_INT(pagemeta_pick_date(1614902400, 1614902400 + 3600, 0), 1614902400);
}

int
main(void)
{
	T_RUN(test_pagemeta_ld);
	T_RUN(test_pagemeta_ld_hostile);
	T_RUN(test_pagemeta_metas);
	T_RUN(test_pagemeta_bad_dates);
	T_RUN(test_pagemeta_shown);
	T_RUN(test_pagemeta_pick);
	return t_done();
}
