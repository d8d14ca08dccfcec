/* SPDX-License-Identifier: ISC */
/* Unit tests for tails.c: the site's own boxes after a story's end. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <libxml/HTMLparser.h>
#include <libxml/tree.h>

#include "../lib/t.h"
#include "../lib/tmark.h"
#include "html.h"
#include "tails.h"
#include "util.h"

#define BIO                                                                    \
	"<p>Ann writes about towns and their budgets, and lives by the sea "   \
	"with two cats and a great many books.</p>"

/* The profile rule on page: one profile goes, the writer's name
 * ("Ann") with it, and the story stays. */
static void
profile_goes(const char *page)
{
	size_t n;
	char *s = t_mark_text(page, tails_profiles, &n);

	T_INT(n, 1);
	T_OK(s != NULL && strstr(s, "the bus.") != NULL);
	T_OK(s != NULL && strstr(s, "Ann") == NULL);
	free(s);
}

/* The profile rule on page: nothing goes, and the body still holds
 * words (NULL: not asked). */
static void
profile_stays(const char *page, const char *words)
{
	size_t n;
	char *s = t_mark_text(page, tails_profiles, &n);

	T_INT(n, 0);
	if (words != NULL)
		T_OK_MSG(s != NULL && strstr(s, words) != NULL,
		    "the body holds \"%s\"", words);
	free(s);
}

static void
test_tails_profile_after_the_story(void)
{
	/* a photo, the name as a heading or as the link the photo leads
	 * to, a few lines: the writer's profile after the story goes,
	 * nested or not */
	const char *flat = "<html><body><div>" P1 P2
			   "<div><img src=/a.jpg><h4>About <a href=/ann>Ann "
			   "Lee</a></h4>" BIO "</div></div></body></html>";
	const char *nested =
	    "<html><body><div>" P1 P2 "<div><div><div><img src=/a.jpg>"
	    "</div><div><h3>Ann Lee</h3>" BIO "<p><a href=/ann>More</a> - "
	    "<a href=/>Site</a></p></div></div></div><div>Share</div>"
	    "</div></body></html>";
	const char *linked =
	    "<html><body><div>" P1 P2 "<section><a href=/ann><img "
	    "src=/a.jpg></a><p><a href=/ann>Ann Lee</a> / Ann writes about "
	    "towns and their budgets, and lives by the sea.</p></section>"
	    "</div></body></html>";
	size_t n;
	char *s;

	profile_goes(linked);
	profile_goes(flat);
	s = t_mark_text(nested, tails_profiles, &n);
	T_INT(n, 1);
	T_OK(s != NULL && strstr(s, "Ann") == NULL &&
	    strstr(s, "Site") == NULL && strstr(s, "Share") != NULL);
	free(s);
}

/*
 * Simple Author Box's card: a picture linking nowhere, then the name as
 * a link to the author's page (rel="author"), then a bio.  The markup
 * says whose box it is; a picture over a link elsewhere is no profile.
 */
static void
test_tails_profile_named_by_rel_author(void)
{
	const char *box =
	    "<html><body><div>" P1 P2 "<div class=b><div class=t><div "
	    "class=g><img src=/a.jpg></div><div class=n><a href=/author/ann "
	    "class=\"vcard author\" rel=author><span>Ann Lee</span></a></div>"
	    "<div class=d>" BIO "</div></div></div></div></body></html>";
	const char *other =
	    "<html><body><div>" P1 P2 "<div class=b><div class=t><div "
	    "class=g><img src=/a.jpg></div><div class=n><a "
	    "href=/author/ann><span>Ann Lee</span></a></div><div class=d>" BIO
	    "</div></div></div></div></body></html>";
	xmlDocPtr xml;
	xmlNodePtr b;
	size_t n;
	char *s;

	profile_goes(box);
	s = t_mark_text(other, tails_profiles, &n);
	T_INT(n, 0);
	free(s);
	xml = htmlReadMemory(box, (int)strlen(box), NULL, "utf-8",
	    HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING);
	for (b = xmlDocGetRootElement(xml); b != NULL &&
	     !(b->type == XML_ELEMENT_NODE && html_attr(b, "class") != NULL &&
		 strcmp(html_attr(b, "class"), "t") == 0);
	     b = html_node_next(b, xmlDocGetRootElement(xml)))
		;
	T_OK(b != NULL && tails_is_profile(b) && tails_is_author_box(b));
	xmlFreeDoc(xml);
}

/*
 * A newspaper's author box: the writer's photo, linking nowhere but
 * named for them (its alternative text), then the name as a link to
 * their page, then a line about them.  A photo named for someone else
 * says nothing of whose box it is.
 */
static void
test_tails_profile_named_by_its_picture(void)
{
	const char *box =
	    "<html><body><div>" P1 P2 "<div class=author_box><img "
	    "src=/a.jpg alt=\"Ann Lee\"><div><a href=/autor/ann-lee>Ann "
	    "Lee</a><p>Columnist. Writes about towns.</p></div></div></div>"
	    "</body></html>";
	const char *other =
	    "<html><body><div>" P1 P2 "<div class=author_box><img "
	    "src=/a.jpg alt=\"The harbour at dusk\"><div><a "
	    "href=/autor/ann-lee>Ann Lee</a><p>Columnist. Writes about "
	    "towns.</p></div></div></div></body></html>";

	profile_goes(box);
	profile_stays(other, "Ann Lee");
}

static void
test_tails_profile_in_the_byline(void)
{
	/* the writer's card where the byline is, before the story: it
	 * goes; a listing's first cards (records of a list) and the
	 * story's header (a picture over the headline) before the story
	 * stay */
	const char *byline =
	    "<html><body><div><div class=\"by\">By <a href=/ann>Ann Lee</a>"
	    "<div><a href=/ann><img src=/a.jpg></a><a href=/ann>Ann Lee</a>"
	    "<span>Reporter</span>" BIO "</div></div>" P1 P2
	    "</div></body></html>";
	const char *cards =
	    "<html><body><div><ul><li><a href=/x><img src=/x.jpg></a><h3><a "
	    "href=/x>The pier</a></h3><p>Boats came back.</p></li><li><a "
	    "href=/y><img src=/y.jpg></a><h3><a href=/y>The pool</a></h3>"
	    "<p>It shuts.</p></li></ul>" P1 P2 "</div></body></html>";
	const char *header =
	    "<html><body><div><div><a href=/pier.jpg><img src=/pier.jpg></a>"
	    "<h1><a href=/pier.jpg>The pier</a></h1>" BIO "</div>" P1 P2
	    "</div></body></html>";
	size_t n;
	char *s;

	s = t_mark_text(header, tails_profiles, &n);
	T_INT(n, 0);
	free(s);
	s = t_mark_text(byline, tails_profiles, &n);
	T_INT(n, 1);
	T_OK(s != NULL && strstr(s, "cats") == NULL &&
	    strstr(s, "the bus.") != NULL);
	free(s);
	s = t_mark_text(cards, tails_profiles, &n);
	T_INT(n, 0);
	T_OK(s != NULL && strstr(s, "The pier") != NULL);
	free(s);
}

/*
 * An author's box (its name linking to the author's page, rel="author")
 * under a post of one line goes, though its bio says more than the
 * post, and under a line shorter than a sentence of the rules' (80
 * bytes); a profile the markup does not name as the author's stays
 * then, and so does an author's box with no story before it (the
 * writer's own page).
 */
static void
test_tails_author_box_under_a_line(void)
{
	const char *box =
	    "<html><body><div><p>The pool reopens on Monday after the long "
	    "works of the winter, the council said today, and so does the "
	    "bus.</p><div class=b><div class=t><div class=g><img src=/a.jpg>"
	    "</div><div class=n><a href=/author/ann class=\"vcard author\" "
	    "rel=author><span>Ann Lee</span></a></div><div class=d>" BIO
	    "</div></div></div></div></body></html>";
	const char *unnamed =
	    "<html><body><div><p>The pool reopens on Monday after the long "
	    "works of the winter, the council said today, and so does the "
	    "bus.</p><div><img src=/a.jpg><h4>Ann Lee</h4>" BIO
	    "</div></div></body></html>";
	const char *alone =
	    "<html><body><div><div class=t><div class=g><img src=/a.jpg>"
	    "</div><div class=n><a href=/author/ann rel=author><span>Ann "
	    "Lee</span></a></div><div class=d>" BIO
	    "</div></div></div></body></html>";
	const char *shorter =
	    "<html><body><div><p>The pool reopens, and so does the bus.</p>"
	    "<div class=b><div class=t><div class=g><img src=/a.jpg></div><div "
	    "class=n><a href=/author/ann class=\"vcard author\" rel=author>"
	    "<span>Ann Lee</span></a></div><div class=d>" BIO
	    "</div></div></div></div></body></html>";
	const char *shorter_unnamed =
	    "<html><body><div><p>The pool reopens, and so does the bus.</p>"
	    "<div><img src=/a.jpg><h4>Ann Lee</h4>" BIO
	    "</div></div></body></html>";
	profile_goes(box);
	profile_goes(shorter);
	profile_stays(shorter_unnamed, "Ann Lee");
	profile_stays(unnamed, "Ann Lee");
	profile_stays(alone, "two cats");
}

static void
test_tails_profile_not_the_story(void)
{
	/* a picture and a section of the story under its heading, a
	 * profile before the story goes on, one with no picture first, a
	 * picture whose link leads elsewhere than the name's, or a page
	 * that is all profile: kept */
	const char *section =
	    "<html><body><div>" P1 "<div><img src=/a.jpg><h3>The pool</h3>" P2
	    "</div>" P1 "</div></body></html>";
	const char *text_first = "<html><body><div>" P1 P2
				 "<div><h3>Ann Lee</h3><img src=/a.jpg>" BIO
				 "</div></div></body></html>";
	const char *elsewhere =
	    "<html><body><div>" P1 P2 "<div><a href=/photo><img "
	    "src=/a.jpg></a><p><a href=/ann>Ann Lee</a> took this photo of "
	    "the pool in winter.</p></div></div></body></html>";
	const char *alone = "<html><body><div><div><img src=/a.jpg>"
			    "<h3>Ann Lee</h3>" BIO "</div></div></body></html>";
	/* another story's card set into the story, whose paragraphs
	 * (<div>s) go on in the card's box: the box is no profile, the
	 * card alone goes */
	const char *card =
	    "<html><body><div>" P1 P2 P1 P2 "<div><div><a href=/pool><img "
	    "src=/p.jpg></a><div><a href=/pool>Pool to close in winter</a>"
	    "</div></div><div>The mayor said the savings would pay for two "
	    "new buses on the routes that serve the hills above the "
	    "town.</div><div>Some on the council wanted the library to close "
	    "on Sundays instead, and the pool to stay open all the year "
	    "round.</div><div>The vote was seven to two, and the budget now "
	    "goes to the county for its approval before the end of "
	    "March.</div></div></div></body></html>";
	size_t n;
	char *s;

	s = t_mark_text(card, tails_profiles, &n);
	T_OK(s != NULL && strstr(s, "two new buses") != NULL &&
	    strstr(s, "library to close on Sundays") != NULL &&
	    strstr(s, "seven to two") != NULL);
	T_OK(s != NULL && strstr(s, "Pool to close") == NULL);
	free(s);
	profile_stays(section, NULL);
	profile_stays(text_first, "Ann Lee");
	profile_stays(elsewhere, NULL);
	profile_stays(alone, NULL);
}

/* The filing rule on page: n lines go; the body then holds words
 * and not gone (NULL: not asked). */
static void
filing(const char *page, size_t want, const char *words, const char *gone)
{
	size_t n;
	char *s = t_mark_text(page, tails_filings, &n);

	T_INT(n, want);
	T_OK_MSG(s != NULL && strstr(s, words) != NULL, "the body holds \"%s\"",
	    words);
	if (gone != NULL)
		T_OK_MSG(s != NULL && strstr(s, gone) == NULL,
		    "the body leaves out \"%s\"", gone);
	free(s);
}

static void
test_tails_filing_line(void)
{
	/* after the story, a line linking the post's category (rel="tag",
	 * "category tag") or its permalink (rel="bookmark"): the post's
	 * filing line goes, whatever its words; a post's box of two such
	 * lines goes whole */
	const char *tagged =
	    "<html><body><div>" P1 P2 "<p><small>This entry was posted on "
	    "March 2, 2012 and is filed under <a href=/c/news rel=\"category "
	    "tag\">News</a>. You can follow any responses to this entry "
	    "through the <a href=/feed>RSS 2.0</a> feed.</small></p></div>"
	    "</body></html>";
	const char *box =
	    "<html><body><div>" P1 P2 "<div><span>Posted in <a href=/c/news "
	    "rel=tag>News</a></span> | <a href=/2012/03/b rel=bookmark>"
	    "Permalink</a></div></div></body></html>";
	/* a post of one short line has its filing line too */
	const char *line =
	    "<html><body><div><p>The bus runs again.</p><div>Filed Under: <a "
	    "href=/c/news rel=\"category tag\">News</a></div></div></body>"
	    "</html>";

	filing(tagged, 1, "the bus.", "filed under");
	filing(box, 1, "the bus.", "Permalink");
	filing(line, 1, "runs again", "Filed Under");
}

static void
test_tails_filing_not_the_story(void)
{
	/* a site that links the words of its paragraphs to its tags: the
	 * story's last paragraph, linking one so, stays; so does a line
	 * with no link so marked, a tag line before the story's end, and
	 * a longer paragraph */
	const char *inline_tags =
	    "<html><body><div><p>The council met on Tuesday to settle the "
	    "<a href=/tags/budget rel=tag>budget</a> for the coming year, "
	    "after months of argument about the library and the pool.</p>" P2
	    "<p>\"We will look at the "
	    "<a href=/tags/pool rel=tag>pool</a> again in spring.\"</p>"
	    "</div></body></html>";
	const char *unmarked =
	    "<html><body><div>" P1 P2 "<p>Posted in <a href=/c/news>News</a>"
	    "</p></div></body></html>";
	const char *before =
	    "<html><body><div><p>Filed under <a href=/c/news rel=tag>News</a>"
	    "</p>" P1 P2 "</div></body></html>";
	const char *longer =
	    "<html><body><div>" P1 "<p>Both stay open, the mayor said, though "
	    "the <a href=/tags/pool rel=tag>pool</a> will close in winter and "
	    "the library on Mondays to pay for the bus, which runs again from "
	    "the station to the harbour every hour, as it did before the "
	    "works began last spring.</p></div></body></html>";

	filing(inline_tags, 0, "look at the pool", NULL);
	filing(unmarked, 0, "Posted in", NULL);
	filing(before, 0, "Filed under", NULL);
	filing(longer, 0, "harbour every hour", NULL);
}

int
main(void)
{
	T_RUN(test_tails_profile_after_the_story);
	T_RUN(test_tails_profile_named_by_rel_author);
	T_RUN(test_tails_profile_named_by_its_picture);
	T_RUN(test_tails_profile_in_the_byline);
	T_RUN(test_tails_profile_not_the_story);
	T_RUN(test_tails_author_box_under_a_line);
	T_RUN(test_tails_filing_line);
	T_RUN(test_tails_filing_not_the_story);
	return t_done();
}
