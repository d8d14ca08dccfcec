/* SPDX-License-Identifier: ISC */
/* Unit tests for article.c: whether a page is an article at all. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "../lib/t.h"
#include "article.h"
#include "html.h"

static struct html_doc *
parse_file(const char *name)
{
	char *data, *cause = NULL;
	struct html_doc *doc;
	size_t len;

	data = t_read_file(t_data_path(name), &len);
	doc = html_parse(data, len, NULL, "http://times.test/x.html", &cause);
	free(data);
	free(cause);
	return doc;
}

/* 0 with a reason starting so, or 1 for an article (want == NULL). */
static void
check_page(
    const char *name, const char *title, const char *teaser, const char *want)
{
	struct html_doc *doc = parse_file(name);
	char *reason = NULL;
	int is;

	if (doc == NULL) {
		T_OK_MSG(0, "%s: parsed", name);
		return;
	}
	is = article_page_is(doc, title, teaser, &reason);
	if (want == NULL)
		T_OK_MSG(is == 1 && reason == NULL, "%s: an article (%s)", name,
		    reason ? reason : "");
	else
		T_OK_MSG(is == 0 && reason != NULL &&
			strncmp(reason, want, strlen(want)) == 0,
		    "%s: %s (got %s)", name, want, reason ? reason : "article");
	free(reason);
	html_doc_free(doc);
}

static void
test_article_page_is_tells_junk(void)
{
	const char *title = "Harbour wall repairs approved";
	const char *teaser = "The council approved the repair of the old "
			     "harbour wall on Tuesday night.";

	check_page("html/notart/article.html", title, teaser, NULL);
	check_page("html/notart/article.html", title, NULL, NULL);
	check_page("html/notart/article.html", NULL, NULL, NULL);
	check_page("html/notart/soft404.html", title, teaser, "error page");
	check_page(
	    "html/notart/index.html", title, teaser, "index or listing page");
	check_page("html/notart/consent.html", title, teaser, "consent wall");
	check_page("html/notart/empty.html", title, teaser, "near-empty page");
	/* the site's own pages are articles */
	check_page("html/site/p1.html", "Rivers rise after a week of storms",
	    "Rivers across the valley rose to their highest level in a "
	    "decade after seven days of rain.",
	    NULL);
	check_page("html/site/p2.html", "Library opens a new reading garden",
	    NULL, NULL);
}

/* A short post (less prose than ARTICLE_PROSE_MIN) and no teaser, the
 * feed's title its headline after the site's host name: the headline
 * shows, the page is an article. */
static void
test_article_page_is_host_decorated(void)
{
	static const char page[] =
	    "<html><head><title>EDDIE ROSS - flower magazine</title></head>"
	    "<body><div><h1><a href=\"/\">Eddie Ross</a></h1><ul><li><a "
	    "href=\"/a\">Home</a></li><li><a href=\"/b\">About</a></li>"
	    "<li><a href=\"/c\">Archives</a></li></ul></div><div><h3>"
	    "flower magazine</h3><p>So thrilled to be in the new issue, out "
	    "this week: six pages of our table.</p></div></body></html>";
	struct html_doc *doc;
	char *reason = NULL, *cause = NULL;

	doc = html_parse(
	    page, sizeof(page) - 1, NULL, "http://times.test/x.html", &cause);
	T_OK(doc != NULL);
	T_OK_MSG(article_page_is(
		     doc, "www.eddieross.com: flower magazine", NULL, &reason),
	    "an article (%s)", reason ? reason : "");
	free(reason);
	reason = NULL;
	/* another post's title: nothing of the entry shows */
	T_OK(!article_page_is(
	    doc, "www.eddieross.com: on quadrille today", NULL, &reason));
	free(reason);
	free(cause);
	html_doc_free(doc);
}

int
main(void)
{
	T_RUN(test_article_page_is_tells_junk);
	T_RUN(test_article_page_is_host_decorated);
	return t_done();
}
