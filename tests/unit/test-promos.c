/* SPDX-License-Identifier: ISC */
/* Unit tests for promos.c: a teaser of another story set into a page. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <libxml/tree.h>

#include "../lib/t.h"
#include "../lib/tmark.h"
#include "html.h"
#include "promos.h"
#include "util.h"

#define URL "http://news.example/2008/pool.html"
/* a promotion of another story: picture, headline, teaser, more */
#define PROMO(href, title)                                                     \
	"<div class=box><div><a href=\"" href "\"><img src=/i.jpg></a></div>"  \
	"<h4><a href=\"" href "\">" title "</a></h4><p>Trucks that fail "      \
	"the check could be kept off the road for a month...</p><ul><li>"      \
	"<a href=\"" href "\">[ more ]</a></li></ul></div>"

/* The body's text once the promotions below it are dropped; *n found. */
static char *
marked_text(const char *page, size_t *n)
{
	return t_mark_text(page, promos_mark, n);
}

static void
test_promos_box_before_the_story(void)
{
	const char *page =
	    "<html><body><div id=article><div>" PROMO("/2008/trucks.html",
		"Your rig could be impounded") "</div>"
					       "<h2>Pool to close</h2>" P1 P2 P1
					       "</div></body></html>";
	size_t n;
	char *s = marked_text(page, &n);

	T_INT(n, 1);
	T_OK(s != NULL && strstr(s, "Trucks that fail") == NULL);
	T_OK(s != NULL && strstr(s, "Pool to close") != NULL);
	T_OK(s != NULL && strstr(s, "the bus.") != NULL);
	free(s);
}

static void
test_promos_own_header_stays(void)
{
	/* the story's own header links the page itself: no promotion */
	const char *page =
	    "<html><body><div><div><h2><a href=\"/2008/pool.html\">Pool to "
	    "close</a></h2><p>Posted by Ann on Tuesday</p><a "
	    "href=\"/2008/pool.html#top\">Permalink</a></div>" P1 P2
	    "</div></body></html>";
	size_t n;
	char *s = marked_text(page, &n);

	T_INT(n, 0);
	T_OK(s != NULL && strstr(s, "Posted by Ann") != NULL);
	free(s);
}

static void
test_promos_story_links_stay(void)
{
	/* a paragraph linking one page twice, a section under a linked
	 * heading that links elsewhere too */
	const char *page =
	    "<html><body><div>" P1
	    "<p>See <a href=/budget.html>the budget</a> and <a "
	    "href=/budget.html>its annex</a>.</p><div><h3><a "
	    "href=/lib.html>The library</a></h3><p>Open on <a "
	    "href=/hours.html>weekdays</a>, see <a href=/lib.html>its "
	    "page</a>.</p></div>" P2 "</div></body></html>";
	size_t n;
	char *s = marked_text(page, &n);

	T_INT(n, 0);
	T_OK(s != NULL && strstr(s, "its annex") != NULL);
	T_OK(s != NULL && strstr(s, "weekdays") != NULL);
	free(s);
}

static void
test_promos_listing_and_lone_promo_stay(void)
{
	/* three promotions are a listing; a promotion with no story beside
	 * it is the page's text */
	const char *listing =
	    "<html><body><div>" P1 PROMO("/a.html", "A") PROMO("/b.html", "B")
		PROMO("/c.html", "C") P2 "</div></body></html>";
	const char *lone =
	    "<html><body><div>" PROMO("/a.html", "A") "</div></body></html>";
	size_t n;
	char *s = marked_text(listing, &n);

	T_INT(n, 0);
	T_OK(s != NULL && strstr(s, "Trucks that fail") != NULL);
	free(s);
	s = marked_text(lone, &n);
	T_INT(n, 0);
	T_OK(s != NULL && strstr(s, "Trucks that fail") != NULL);
	free(s);
}

int
main(void)
{
	T_RUN(test_promos_box_before_the_story);
	T_RUN(test_promos_own_header_stays);
	T_RUN(test_promos_story_links_stay);
	T_RUN(test_promos_listing_and_lone_promo_stay);
	return t_done();
}
