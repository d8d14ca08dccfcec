/* SPDX-License-Identifier: ISC */
/*
 * test-nextpage: the forms an article's pagination takes (numbered
 * links, "Next ›", ?page=2, /2/, -2.html, "Page 1 of 3", a page menu, a
 * "single page" link, rel="next"), and the links that must never be
 * taken for it: the blog's next post, an older posts list, a story whose
 * URL ends in a number, a comment's page; and, where the story's body
 * is known, the pagination of other blocks of the page: a comment
 * pager, a sidebar's list, a listing's pager in the page's footer.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <libxml/xpath.h>

#include "../lib/t.h"
#include "html.h"
#include "nextpage.h"

#define ART "http://127.0.0.1/2024/05/harbour-bridge/"

/* The next and single-page links of page page_no of article (doc at
 * url), as body reads them. */
static void
check(const char *article, const char *url, int page_no, const char *body,
    const char *want_next, const char *want_single)
{
	struct html_doc *doc;
	struct nextpage np;
	char *cause = NULL;

	doc = html_parse(body, strlen(body), "UTF-8", url, &cause);
	T_OK(doc != NULL);
	if (doc == NULL) {
		free(cause);
		return;
	}
	nextpage_find(doc, article, page_no, NULL, NULL, &np);
	T_STR(np.next, want_next);
	T_STR(np.single, want_single);
	nextpage_clear(&np);
	html_doc_free(doc);
}

/* check() on a page whose story's body the extraction took at the
 * elements story_xpath finds. */
static void
check_near(const char *article, const char *url, int page_no, const char *body,
    const char *story_xpath, const char *want_next, const char *want_single)
{
	struct html_doc *doc;
	struct nextpage np;
	xmlXPathContextPtr ctx;
	xmlXPathObjectPtr r;
	char *cause = NULL;

	doc = html_parse(body, strlen(body), "UTF-8", url, &cause);
	T_OK(doc != NULL);
	if (doc == NULL) {
		free(cause);
		return;
	}
	ctx = html_doc_xpath(html_doc_xml(doc));
	T_OK(ctx != NULL);
	r = xmlXPathEvalExpression((const xmlChar *)story_xpath, ctx);
	T_OK(r != NULL && r->nodesetval != NULL && r->nodesetval->nodeNr > 0);
	if (r != NULL && r->nodesetval != NULL)
		html_doc_set_story(
		    doc, r->nodesetval->nodeTab, (size_t)r->nodesetval->nodeNr);
	xmlXPathFreeObject(r);
	nextpage_find(doc, article, page_no, NULL, NULL, &np);
	T_STR(np.next, want_next);
	T_STR(np.single, want_single);
	nextpage_clear(&np);
	html_doc_free(doc);
}

static void
test_nextpage_number(void)
{
	T_INT(nextpage_number(ART, ART), 1);
	T_INT(nextpage_number(ART, ART "2/"), 2);
	T_INT(nextpage_number(ART, ART "page/3"), 3);
	T_INT(
	    nextpage_number(ART, "http://127.0.0.1/2024/05/harbour-bridge"), 1);
	T_INT(nextpage_number(ART,
		  "HTTP://127.0.0.1/2024/05/harbour-bridge/"
		  "?page=2#top"),
	    2);
	T_INT(nextpage_number(ART, "http://127.0.0.1/2024/05/other-story/"), 0);
	T_INT(nextpage_number(ART, "http://127.0.0.1/2024/05/"), 0);
	T_INT(nextpage_number(ART, "http://127.0.0.1/page/2/"), 0);
	T_INT(
	    nextpage_number(ART, "http://127.0.0.2/2024/05/harbour-bridge/2/"),
	    0);
	T_INT(nextpage_number(
		  "http://x.test/a/story.html", "http://x.test/a/story-2.html"),
	    2);
	T_INT(nextpage_number(
		  "http://x.test/a/story.html", "http://x.test/a/other-2.html"),
	    0);
	/* nor is a number before the extension on the first page */
	T_INT(nextpage_number(
		  "http://x.test/amd-1.html", "http://x.test/amd-2.html"),
	    0);
	T_INT(nextpage_number(
		  "http://x.test/amd-1.html", "http://x.test/amd-1-2.html"),
	    2);
	T_INT(
	    nextpage_number("http://x.test/a?page=1", "http://x.test/a?page=2"),
	    2);
	/* an ID at the end of a story's URL is no page marker */
	T_INT(
	    nextpage_number("http://x.test/story/12", "http://x.test/story/13"),
	    0);
	T_INT(nextpage_number(
		  "http://x.test/story/12", "http://x.test/story/12/2"),
	    2);
	T_INT(nextpage_number(
		  "http://x.test/read?id=5", "http://x.test/read?id=5&page=2"),
	    2);
	T_INT(nextpage_number(
		  "http://x.test/read?id=5", "http://x.test/read?id=6&page=2"),
	    0);
	T_INT(nextpage_number("ftp://x.test/a", "ftp://x.test/a/2"), 0);
}

static void
test_nextpage_numbered(void)
{
	check(ART, ART, 1,
	    "<html><body><article><h1>Harbour bridge</h1><p>Story text "
	    "one.</p><nav class=pages><span>1</span> <a href=\"2/\">2</a> "
	    "<a href=\"3/\">3</a></nav></article></body></html>",
	    ART "2/", NULL);
	/* the middle page: the next is 3, never 1 or 2 again */
	check(ART, ART "2/", 2,
	    "<html><body><article><p>Page two.</p><nav><a href=\"../\">1</a> "
	    "<span>2</span> <a href=\"../3/\">3</a></nav></article></body>"
	    "</html>",
	    ART "3/", NULL);
	/* the last page has none */
	check(ART, ART "3/", 3,
	    "<html><body><article><p>Page three.</p><nav><a href=\"../\">1</a> "
	    "<a href=\"../2/\">2</a> <span>3</span></nav></article></body>"
	    "</html>",
	    NULL, NULL);
}

static void
test_nextpage_next_word(void)
{
	check("http://x.test/news/story", "http://x.test/news/story", 1,
	    "<html><body><div class=story><p>Text.</p><p>Page 1 of 3 "
	    "<a href=\"/news/story?page=2\">Next &#8250;</a></p></div>"
	    "</body></html>",
	    "http://x.test/news/story?page=2", NULL);
	check("http://x.test/actu/histoire.html",
	    "http://x.test/actu/histoire.html", 1,
	    "<html><body><p>Texte.</p><a href=\"histoire-2.html\">Page "
	    "suivante</a></body></html>",
	    "http://x.test/actu/histoire-2.html", NULL);
	check("http://x.test/artikel/geschichte",
	    "http://x.test/artikel/geschichte", 1,
	    "<html><body><p>Text.</p><a href=\"/artikel/geschichte/seite-2\">"
	    "Weiter</a></body></html>",
	    "http://x.test/artikel/geschichte/seite-2", NULL);
	/* rel="next", in the head of a paginated post */
	check(ART, ART, 1,
	    "<html><head><link rel=next href=\"" ART "2/\"></head><body>"
	    "<p>Text.</p></body></html>",
	    ART "2/", NULL);
	/* a page menu */
	check(ART, ART, 1,
	    "<html><body><p>Text.</p><select><option value=\"" ART
	    "\">Page 1</option><option value=\"" ART
	    "2/\">Page 2</option></select></body></html>",
	    ART "2/", NULL);
}

/* The page after the last one followed is still told: the caller
 * stops at NEXTPAGE_MAX_PAGES and says where the article goes on. */
static void
test_nextpage_far(void)
{
	check(ART, ART "20/", NEXTPAGE_MAX_PAGES,
	    "<html><body><p>Text.</p><a href=\"../21/\">Next</a></body>"
	    "</html>",
	    ART "21/", NULL);
}

static void
test_nextpage_single(void)
{
	check(ART, ART, 1,
	    "<html><body><p>Text.</p><a href=\"?view=all\">View as one "
	    "page</a> <a href=\"2/\">2</a></body></html>",
	    ART "2/", ART "?view=all");
	check("http://x.test/s/story.html", "http://x.test/s/story.html", 1,
	    "<html><body><p>Text.</p><a href=\"story_all.html\">Single "
	    "page</a></body></html>",
	    NULL, "http://x.test/s/story_all.html");
	check("http://x.test/s/story", "http://x.test/s/story", 1,
	    "<html><body><p>Text.</p><a href=\"/s/story?sp=1\">Auf einer "
	    "Seite lesen</a></body></html>",
	    NULL, "http://x.test/s/story?sp=1");
	/* only the first page offers it */
	check(ART, ART "2/", 2,
	    "<html><body><p>Text.</p><a href=\"" ART
	    "all/\">View all</a></body></html>",
	    NULL, NULL);
}

static void
test_nextpage_not_followed(void)
{
	/* the blog's next post */
	check(ART, ART, 1,
	    "<html><head><link rel=next href=\"http://127.0.0.1/page/2/\">"
	    "</head><body><article><p>Text.</p></article><nav><a rel=next "
	    "href=\"http://127.0.0.1/2024/05/other-story/\">Next post: Other "
	    "story &raquo;</a> <a href=\"http://127.0.0.1/page/2/\">Older "
	    "posts</a></nav></body></html>",
	    NULL, NULL);
	/* the next story of a series */
	check("http://x.test/amd-1.html", "http://x.test/amd-1.html", 1,
	    "<html><body><p>Text.</p><a href=\"amd-2.html\">Next story "
	    "&raquo;</a></body></html>",
	    NULL, NULL);
	/* a page number above 99 is an ID */
	check(ART, ART "99/", 99,
	    "<html><body><p>Text.</p><a href=\"../100/\">Next</a></body>"
	    "</html>",
	    NULL, NULL);
	/* a number in the URL that is an ID */
	check("http://x.test/story/12", "http://x.test/story/12", 1,
	    "<html><body><p>Text.</p><a href=\"/story/13\">Next story</a>"
	    "</body></html>",
	    NULL, NULL);
	/* a link to page 3 from page 1 is not the next page */
	check(ART, ART, 1,
	    "<html><body><p>Text.</p><a href=\"3/\">3</a></body></html>", NULL,
	    NULL);
	/* a form's menu whose values are numbers */
	check(ART, ART, 1,
	    "<html><body><p>Text.</p><form><select name=size><option "
	    "value=\"1\">1-99</option><option value=\"2\">100-499</option>"
	    "</select></form></body></html>",
	    NULL, NULL);
	/* a link of the same article that says nothing of pages */
	check(ART, ART, 1,
	    "<html><body><p>Text.</p><a href=\"2/\">a photo of the bridge "
	    "at night</a></body></html>",
	    NULL, NULL);
}

/* The story's own pager, inside its body or after it in its block. */
static void
test_nextpage_near(void)
{
	/* inside the body */
	check_near(ART, ART, 1,
	    "<html><body><article><div class=entry><p>Story text.</p><p "
	    "class=page-links>Pages: 1 <a href=\"2/\">2</a></p></div>"
	    "</article></body></html>",
	    "//div[@class='entry']", ART "2/", NULL);
	/* after it: tags, sharing, then the pager beside its block */
	check_near(ART, ART, 1,
	    "<html><body><div class=post><div class=text><div class=body>"
	    "<p>Story text.</p></div><p class=tags>Tags: <a href=/t/b>"
	    "bridges</a></p></div><ul class=share><li><a href=/s>Share</a>"
	    "</li><li><a href=\"#comments\" class=comments-link>3 comments"
	    "</a></li></ul><div class=pager><a href=\"?page=2\">Next "
	    "&rsaquo;</a></div></div></body></html>",
	    "//div[@class='body']", ART "?page=2", NULL);
	/* a body of several matches: after the last one */
	check_near(ART, ART, 1,
	    "<html><body><div class=c><p class=s>One.</p><p class=s>Two."
	    "</p><nav><a href=\"all/\">View all</a> <a href=\"2/\">2</a>"
	    "</nav></div></body></html>",
	    "//p[@class='s']", ART "2/", ART "all/");
	/* the story's own footer has the blog's next post: not it */
	check_near(ART, ART, 1,
	    "<html><body><article><div class=entry><p>Story text.</p><p>"
	    "Pages: 1 <a href=\"2/\">2</a></p></div><footer><a rel=next "
	    "href=\"/2024/05/other-story/\">Next post</a></footer>"
	    "</article></body></html>",
	    "//div[@class='entry']", ART "2/", NULL);
}

/* Pagination of other blocks of the page, on the article's own URL. */
static void
test_nextpage_not_near(void)
{
	/* a comment pager, in a section named as comments */
	check_near(ART, ART, 1,
	    "<html><body><article><div class=entry><p>Story text.</p></div>"
	    "<section id=comments><ol><li><p>Nice.</p></li></ol><nav "
	    "class=comment-navigation><a href=\"?page=2\">2</a> <a "
	    "href=\"?page=2\">Older comments</a></nav></section></article>"
	    "</body></html>",
	    "//div[@class='entry']", NULL, NULL);
	/* a comment pager whose section is not named, and that says where
	 * it goes (Drupal: ?page=2#comments) */
	check_near(ART, ART, 1,
	    "<html><body><article><div class=entry><p>Story text.</p></div>"
	    "<div class=thread><p>Nice.</p><a href=\"?page=2#comments\">2"
	    "</a> <a href=\"?page=2#comments\">next &rsaquo;</a></div>"
	    "</article></body></html>",
	    "//div[@class='entry']", NULL, NULL);
	/* with no story known, a comment section is never read either */
	check(ART, ART, 1,
	    "<html><body><p>Text.</p><div id=comments><p>Nice.</p><a "
	    "href=\"?page=2\">2</a></div></body></html>",
	    NULL, NULL);
	/* a sidebar's "most read", paged on the article's URL */
	check_near(ART, ART, 1,
	    "<html><body><div id=main><article><div class=entry><p>Story "
	    "text.</p></div></article><aside class=sidebar><h3>Most read</h3>"
	    "<ol><li><a href=\"/a/\">A</a></li></ol><a href=\"?pg=2\">2"
	    "</a> <a href=\"?pg=2\">Next</a></aside></div></body></html>",
	    "//div[@class='entry']", NULL, NULL);
	/* the same with no landmark but the list of headlines */
	check_near(ART, ART, 1,
	    "<html><body><div class=wrap><div class=entry><p>Story text.</p>"
	    "</div><div class=side><h3>Most read</h3><ol><li><a "
	    "href=\"/2024/05/first-story/\">The first of the stories most "
	    "read today</a></li><li><a href=\"/2024/05/second-story/\">The "
	    "second of the stories most read today</a></li><li><a "
	    "href=\"/2024/05/third-story/\">The third of the stories most "
	    "read today</a></li></ol><p><a href=\"?page=2\">2</a> <a "
	    "href=\"?page=2\">Next</a></p></div></div></body></html>",
	    "//div[@class='entry']", NULL, NULL);
	/* a listing's pager in the page's footer */
	check_near(ART, ART, 1,
	    "<html><body><div class=content><p>Story text.</p></div>"
	    "<footer><h3>Latest</h3><nav><a href=\"2/\">2</a> <a "
	    "href=\"2/\">Next</a></nav></footer></body></html>",
	    "//div[@class='content']", NULL, NULL);
	/* a pager above the story (a listing's, at the page's top) */
	check_near(ART, ART, 1,
	    "<html><body><div class=top><a href=\"2/\">2</a></div><div "
	    "class=content><p>Story text.</p></div></body></html>",
	    "//div[@class='content']", NULL, NULL);
}

static void
test_nextpage_override(void)
{
	const char *body = "<html><body><p>Text.</p><div class=more><a "
			   "href=\"/elsewhere/b\">more</a></div></body></html>";
	struct html_doc *doc;
	struct nextpage np;
	char *cause = NULL;

	doc =
	    html_parse(body, strlen(body), "UTF-8", "http://x.test/a", &cause);
	T_OK(doc != NULL);
	nextpage_find(doc, "http://x.test/a", 1, "//div[@class='more']/a",
	    "//div[@class='more']/a/@href", &np);
	T_STR(np.next, "http://x.test/elsewhere/b");
	T_STR(np.single, "http://x.test/elsewhere/b");
	nextpage_clear(&np);
	html_doc_free(doc);
}

int
main(void)
{
	T_RUN(test_nextpage_number);
	T_RUN(test_nextpage_numbered);
	T_RUN(test_nextpage_next_word);
	T_RUN(test_nextpage_far);
	T_RUN(test_nextpage_single);
	T_RUN(test_nextpage_not_followed);
	T_RUN(test_nextpage_near);
	T_RUN(test_nextpage_not_near);
	T_RUN(test_nextpage_override);
	return t_done();
}
