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

int
main(void)
{
	T_RUN(test_article_page_is_tells_junk);
	return t_done();
}
