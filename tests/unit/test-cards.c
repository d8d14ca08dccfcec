/* SPDX-License-Identifier: ISC */
/* Unit tests for cards.c: teasers of other articles found by structure. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <libxml/tree.h>

#include "../lib/t.h"
#include "../lib/tdom.h"
#include "../lib/tmark.h"
#include "cards.h"
#include "html.h"
#include "util.h"

#define STORY                                                                  \
	"<p>The council met on Tuesday to settle the budget for the coming "   \
	"year, after months of argument about the library and the swimming "   \
	"pool.</p><p>Both stay open, the mayor said, though the pool will "    \
	"close in winter and the library on Mondays; the savings pay for "     \
	"the new bus line.</p>"

/* The body's text once the runs of cards below it are dropped; *n runs. */
static char *
marked_text(const char *page, size_t *n)
{
	return t_mark_text(page, cards_mark, n);
}

static void
test_cards_headline_and_excerpt_on_one_line(void)
{
	/* related posts as a plugin lists them: each a headline and the
	 * first words of its story cut short, on one line, no class
	 * telling them: the run goes.  The story's own list of links, each
	 * said of in words of its own, stays. */
	const char *related =
	    "<html><body><div>" STORY "<div><h3>Related posts:</h3><ol>"
	    "<li><a href=/b>Buses</a> <small>The new line opens in May, and "
	    "the first...</small></li>"
	    "<li><a href=/p>Pools</a> <small>Winter hours are shorter this "
	    "year [&hellip;]</small></li>"
	    "<li><a href=/k>Books</a> <small>The library lends e-books "
	    "to...</small></li></ol></div></div></body></html>";
	const char *own =
	    "<html><body><div>" STORY "<ol>"
	    "<li><a href=/b>Buses</a> <small>run every ten minutes.</small>"
	    "</li><li><a href=/p>Pools</a> <small>close at nine.</small></li>"
	    "<li><a href=/k>Books</a> <small>go back in three weeks."
	    "</small></li></ol></div></body></html>";
	size_t n;
	char *s;

	s = marked_text(related, &n);
	T_INT(n, 1);
	T_OK(s != NULL && strstr(s, "the new bus line.") != NULL);
	T_OK_MSG(s != NULL && strstr(s, "Buses") == NULL &&
		strstr(s, "Related posts") == NULL &&
		strstr(s, "e-books") == NULL,
	    "%s", s != NULL ? s : "-");
	free(s);
	s = marked_text(own, &n);
	T_INT(n, 0);
	T_OK(s != NULL && strstr(s, "run every ten minutes.") != NULL);
	free(s);
}

#define FLAT(title, when, says)                                                \
	"<a href=/s/" title ">" title                                          \
	"</a><br><span>Wire</span> - <span>" when "</span><br><span>" says     \
	"</span><span><br>&nbsp;<br></span>"

static void
test_cards_laid_out_flat(void)
{
	/* headlines, sources and dates, teasers, one line each with no
	 * block around a card: the run goes, its label stays */
	const char *page =
	    "<html><body><div>" STORY "<b>Top stories</b><br>" FLAT(
		"Buses", "7/27/04 12:49 PM", "The new line opens in May.")
		FLAT("Pools", "7/27/04 10:28 AM", "Winter hours are shorter.")
		    FLAT("Books", "7/27/04 10:32 AM",
			"The library lends e-books.") "</div></body></html>";
	size_t n;
	char *s = t_mark_text(page, cards_flat, &n);

	T_INT(n, 1);
	T_OK(s != NULL && strstr(s, "the new bus line.") != NULL);
	T_OK(s != NULL && strstr(s, "Buses") == NULL &&
	    strstr(s, "Winter hours") == NULL && strstr(s, "e-books") == NULL);
	free(s);
}

static void
test_cards_flat_not_the_story(void)
{
	/* the story's own lines, links inside them; and a run the story
	 * goes on after: kept */
	const char *lines =
	    "<html><body><div>" STORY "<span>The council (<a href=/c>news"
	    "</a>) voted.</span><br><br><span>The mayor (<a href=/m>bio</a>) "
	    "spoke.</span><br><br><span>The clerk (<a href=/k>staff</a>) "
	    "counted.</span><br><br></div></body></html>";
	const char *before = "<html><body><div>" STORY FLAT(
	    "Buses", "7/27/04 12:49 PM", "The new line opens in May.")
	    FLAT("Pools", "7/27/04 10:28 AM", "Winter hours are shorter.")
		FLAT("Books", "7/27/04 10:32 AM", "The library lends e-books.")
		    STORY "</div></body></html>";
	size_t n;
	char *s;

	s = t_mark_text(lines, cards_flat, &n);
	T_INT(n, 0);
	T_OK(s != NULL && strstr(s, "The mayor") != NULL);
	free(s);
	s = t_mark_text(before, cards_flat, &n);
	T_INT(n, 0);
	free(s);
}

static void
test_cards_after_the_story(void)
{
	/* other stories below the article, each a headline link and a
	 * teaser, in a box with a heading */
	const char *page =
	    "<html><body><div id=main>" STORY "<div class=box>"
	    "<h3>Elsewhere</h3><table><tr>"
	    "<td><div><h4><a href=/a>Floods close the ring road</a></h4>"
	    "<img src=a.jpg>The river rose a metre overnight.</div></td>"
	    "<td><div><h4><a href=/b>Zoo welcomes twin pandas</a></h4>"
	    "<img src=b.jpg>Keepers have not named them yet.</div></td>"
	    "<td><div><h4><a href=/c>Late train fares to rise</a></h4>"
	    "<img src=c.jpg>Season tickets stay as they are.</div></td>"
	    "</tr></table></div></div></body></html>";
	size_t n;
	char *s = marked_text(page, &n);

	T_INT(n, 1);
	T_OK(s != NULL && strstr(s, "the new bus line.") != NULL);
	T_OK(s != NULL && strstr(s, "river rose") == NULL);
	T_OK(s != NULL && strstr(s, "Keepers") == NULL);
	T_OK(s != NULL && strstr(s, "Elsewhere") == NULL);
	free(s);
}

static void
test_cards_link_around_heading(void)
{
	/* the same, each card's link around its headline's heading (an
	 * HTML5 card: <a><h3>...</h3></a>), its teaser a paragraph */
	const char *page =
	    "<html><body><div id=main>" STORY "<div class=box>"
	    "<h2>Top Stories</h2><ul>"
	    "<li><a href=/a><h3>Floods close the ring road</h3></a>"
	    "<p>The river rose a metre overnight.</p></li>"
	    "<li><a href=/b><h3>Zoo welcomes twin pandas</h3></a>"
	    "<p>Keepers have not named them yet.</p></li>"
	    "<li><a href=/c><h3>Late train fares to rise</h3></a>"
	    "<p>Season tickets stay as they are.</p></li>"
	    "</ul></div></div></body></html>";
	size_t n;
	char *s = marked_text(page, &n);

	T_INT(n, 1);
	T_OK(s != NULL && strstr(s, "the new bus line.") != NULL);
	T_OK_MSG(s != NULL && strstr(s, "river rose") == NULL &&
		strstr(s, "Zoo welcomes") == NULL &&
		strstr(s, "Top Stories") == NULL,
	    "%s", s != NULL ? s : "-");
	free(s);
}

static void
test_cards_in_any_language(void)
{
	/* no word matters: cards of another shape and language, with a
	 * picture link first, spacers between them */
	const char *page =
	    "<html><body><article>" STORY "</article><section>"
	    "<article class=c1><a href=/x><img src=x.jpg></a><div><h2><span>"
	    "<a href=/x>Hochwasser im Tal</a></span></h2><p>Die Feuerwehr "
	    "pumpt seit Montag.</p></div></article><br>"
	    "<article class=c2><a href=/y><img src=y.jpg></a><div><h2><span>"
	    "<a href=/y>Neue Buslinie</a></span></h2><p>Ab Mai fährt sie "
	    "stündlich.</p></div></article><br>"
	    "<article class=c3><a href=/z><img src=z.jpg></a><div><h2><span>"
	    "<a href=/z>熊猫双胞胎</a></span></h2><p>动物园迎来两只熊猫。</p>"
	    "</div></article></section></body></html>";
	size_t n;
	char *s = marked_text(page, &n);

	T_INT(n, 1);
	T_OK(s != NULL && strstr(s, "the new bus line.") != NULL);
	T_OK(s != NULL && strstr(s, "Feuerwehr") == NULL);
	T_OK(s != NULL && strstr(s, "熊猫") == NULL);
	free(s);
}

static void
test_cards_not_story_paragraphs(void)
{
	/* paragraphs with a link inside their sentence are the story */
	const char *page =
	    "<html><body><div>" STORY
	    "<p><a href=/a>The mayor</a> said the pool stays.</p>"
	    "<p>Her deputy <a href=/b>disagreed</a> on Monday.</p>"
	    "<p>The vote is <a href=/c>next week</a>, at the hall.</p>"
	    "</div></body></html>";
	size_t n;
	char *s = marked_text(page, &n);

	T_INT(n, 0);
	T_OK(s != NULL && strstr(s, "Her deputy disagreed") != NULL);
	free(s);
}

static void
test_cards_not_long_sections(void)
{
	/* sections under linked headings that say much are the story's */
	const char *page =
	    "<html><body><div>" STORY
	    "<div><h3><a href=/a>Pool</a></h3>" STORY STORY "</div>"
	    "<div><h3><a href=/b>Library</a></h3>" STORY STORY "</div>"
	    "<div><h3><a href=/c>Buses</a></h3>" STORY STORY "</div>"
	    "</div></body></html>";
	size_t n;
	char *s = marked_text(page, &n);

	T_INT(n, 0);
	T_OK(s != NULL && strstr(s, "Library") != NULL);
	free(s);
}

static void
test_cards_need_an_article_before(void)
{
	/* a listing of teasers with nothing before them is the page's
	 * content, not a box beside an article */
	const char *page = "<html><body><div><h1>News</h1><ul>"
			   "<li><h4><a href=/a>Floods close the ring road</a>"
			   "</h4>The river rose a metre overnight.</li>"
			   "<li><h4><a href=/b>Zoo welcomes twin pandas</a>"
			   "</h4>Keepers have not named them yet.</li>"
			   "<li><h4><a href=/c>Late train fares to rise</a>"
			   "</h4>Season tickets stay as they are.</li>"
			   "<li><h4><a href=/d>Market moves to the square</a>"
			   "</h4>Stalls open at six on Saturdays.</li>"
			   "</ul></div></body></html>";
	size_t n;
	char *s = marked_text(page, &n);

	T_INT(n, 0);
	T_OK(s != NULL && strstr(s, "Keepers") != NULL);
	T_OK(s != NULL && strstr(s, "Stalls open") != NULL);
	free(s);
}

static void
test_cards_set_apart_after_a_short_story(void)
{
	/* a gallery says little before its cards, but a box of them under
	 * its own heading is no part of it */
	const char *page = "<html><body><div><h1>Day in pictures</h1>"
			   "<p>Tuesday's best shots.</p>"
			   "<div><h2>More galleries</h2><ul>"
			   "<li><h3><a href=/a>Floods</a></h3>"
			   "<p>The river rose a metre overnight.</p></li>"
			   "<li><h3><a href=/b>Twin pandas</a></h3>"
			   "<p>Keepers have not named them yet.</p></li>"
			   "<li><h3><a href=/c>Market day</a></h3>"
			   "<p>Stalls open at six on Saturdays.</p></li>"
			   "</ul></div></div></body></html>";
	size_t n;
	char *s = marked_text(page, &n);

	T_INT(n, 1);
	T_OK(s != NULL && strstr(s, "best shots") != NULL);
	T_OK(s != NULL && strstr(s, "Keepers") == NULL &&
	    strstr(s, "More galleries") == NULL);
	free(s);
}

static void
test_cards_set_apart_by_a_dropped_heading(void)
{
	/* the heading over the box ("Related") recurs on every page, and
	 * the template's strip took it before the cards rule ran: it still
	 * sets the box apart from a post of one line */
	const char *page =
	    "<html><body><div><p>Tuesday's best shots.</p>"
	    "<div><h3><em>Related</em></h3><div>"
	    "<div><a href=/a><img src=/a.jpg></a><h4><a "
	    "href=/a>Floods</a></h4><p>The river rose a metre "
	    "overnight.</p><p>In News</p></div>"
	    "<div><a href=/b><img src=/b.jpg></a><h4><a "
	    "href=/b>Twin pandas</a></h4><p>Keepers have not "
	    "named them yet.</p><p>In News</p></div>"
	    "<div><a href=/c><img src=/c.jpg></a><h4><a "
	    "href=/c>Market day</a></h4><p>Stalls open at six on "
	    "Saturdays.</p><p>In Food</p></div>"
	    "</div></div></div></body></html>";
	size_t n = 0;
	char *s = t_mark_text_after(page, "h3", cards_mark, &n);

	T_OK(s != NULL); /* the page parses */
	T_INT(n, 1);
	T_OK(s != NULL && strstr(s, "best shots") != NULL);
	T_OK_MSG(s != NULL && strstr(s, "Keepers") == NULL, "%s",
	    s != NULL ? s : "");
	free(s);
}

int
main(void)
{
	T_RUN(test_cards_after_the_story);
	T_RUN(test_cards_link_around_heading);
	T_RUN(test_cards_in_any_language);
	T_RUN(test_cards_not_story_paragraphs);
	T_RUN(test_cards_not_long_sections);
	T_RUN(test_cards_need_an_article_before);
	T_RUN(test_cards_set_apart_after_a_short_story);
	T_RUN(test_cards_set_apart_by_a_dropped_heading);
	T_RUN(test_cards_headline_and_excerpt_on_one_line);
	T_RUN(test_cards_laid_out_flat);
	T_RUN(test_cards_flat_not_the_story);
	return t_done();
}
