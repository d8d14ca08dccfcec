/* SPDX-License-Identifier: ISC */
/*
 * test-join: an article's pages made one: in order, what a further page
 * repeats around its share (dateline, byline, a footer line) left out of
 * the text and the HTML alike, a page that adds nothing not joined, and
 * the link to where an article goes on, escaped.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "../lib/t.h"
#include "join.h"
#include "tmpl.h"
#include "util.h"

static struct article *
page(const char *text, const char *html)
{
	struct article *a = xcalloc(1, sizeof(*a));

	a->body_text = xstrdup(text);
	a->body_html = html != NULL ? xstrdup(html) : NULL;
	return a;
}

static void
test_join_pages(void)
{
	struct article *a = page("May 26\nBy Ann Lee\nOne begins.\nOne ends."
				 "\n|",
	    "<p>May 26</p><p>By Ann Lee</p><p>One begins.</p><p>One "
	    "ends.</p><p>|</p>");
	struct article *b = page("May 26\nBy Ann Lee\nTwo begins.\nTwo "
				 "ends.\n|",
	    "<p>May 26</p><p>By <b>Ann</b> Lee</p><div><p>Two "
	    "begins.</p><img src=\"x.png\"></div><p>Two ends.</p><br><p>|"
	    "</p>");
	struct article *c = page("Three &amp; more.\nOne ends.\n|",
	    "<p>Three &amp; more.</p><div><p>One <i>e</i>nds.</p><p>|</p>"
	    "</div>");
	struct join *j = join_new(a);

	T_INT(join_add(j, b), 1);
	T_INT(join_add(j, a), 0); /* the first page again */
	T_INT(join_add(j, c), 1);
	join_finish(j, a);
	T_STR(a->body_text,
	    "May 26\nBy Ann Lee\nOne begins.\nOne ends.\n|\nTwo begins.\nTwo "
	    "ends.\nThree &amp; more.");
	T_STR(a->body_html,
	    "<p>May 26</p><p>By Ann Lee</p><p>One begins.</p><p>One "
	    "ends.</p><p>|</p><div><p>Two begins.</p><img "
	    "src=\"x.png\"></div><p>Two ends.</p><p>Three &amp; more.</p>");
	join_free(j);
	article_free(a);
	article_free(b);
	article_free(c);
}

static void
test_join_continued(void)
{
	struct article *a = page("One.", "<p>One.</p>");
	struct article *t = page("One.", NULL);
	struct join *j = join_new(a);

	join_continued(j, "http://x.test/a?b=1&c=\"2\"");
	join_finish(j, a);
	T_STR(a->body_text, "One.\nContinued at http://x.test/a?b=1&c=\"2\"");
	T_STR(a->body_html,
	    "<p>One.</p><p class=\"continued\">Continued at <a "
	    "href=\"http://x.test/a?b=1&amp;c=&quot;2&quot;\">"
	    "http://x.test/a?b=1&amp;c=&quot;2&quot;</a></p>");
	join_free(j);
	/* text only: no HTML made */
	j = join_new(t);
	T_INT(join_add(j, a), 1);
	join_finish(j, t);
	T_OK(t->body_html == NULL);
	join_free(j);
	article_free(a);
	article_free(t);
}

int
main(void)
{
	T_RUN(test_join_pages);
	T_RUN(test_join_continued);
	return t_done();
}
