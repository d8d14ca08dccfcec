/* SPDX-License-Identifier: ISC */
/* Unit tests for deck.c: the standfirst under a headline. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <libxml/tree.h>

#include "../lib/t.h"
#include "../lib/tdom.h"
#include "deck.h"
#include "html.h"
#include "util.h"

#define STORY                                                                  \
	"<div id=story><p>The council met on Tuesday to settle the budget "    \
	"for the coming year.</p><p>Both stay open, the mayor said.</p>"       \
	"</div>"

/* the story in an element of its own, past boxes of divs */
#define ARTICLE                                                                \
	"<article><p>The council met on Tuesday to settle the budget for "     \
	"the coming year.</p></article>"

/*
 * The deck below the page's h1 before its element named body (its
 * first), or NULL, the rules having dropped the element named drop
 * (NULL: none; "h1": the headline alone), as tmpl_apply() asks: the
 * headline's box while the marks are on, the deck once they are off.
 */
static char *
deck_dropped(const char *page, const char *body, const char *drop)
{
	struct html_doc *doc;
	xmlNodePtr root, h, b, d = NULL;
	const xmlNode *box;
	char *cause = NULL, *s = NULL;

	doc = html_parse(page, strlen(page), "utf-8", NULL, &cause);
	if (doc == NULL) {
		free(cause);
		return NULL;
	}
	root = xmlDocGetRootElement(html_doc_xml(doc));
	h = t_find(root, "h1");
	b = t_find(root, body);
	if (drop != NULL && (d = t_find(root, drop)) != NULL)
		html_node_set_dropped(d, 1);
	box = h != NULL && b != NULL ? deck_headline_box(h, &b, 1) : NULL;
	if (d != NULL)
		html_node_set_dropped(d, 0);
	if (h != NULL && b != NULL)
		s = deck_text(h, &b, 1, box);
	html_doc_free(doc);
	return s;
}

/* The deck below the page's h1 before its element named body, nothing
 * dropped. */
static char *
deck_of(const char *page, const char *body)
{
	return deck_dropped(page, body, NULL);
}

static void
test_deck_under_the_headline(void)
{
	char *s;

	s = deck_of("<html><body><header><h1>Budget settled</h1>"
		    "<h2 class=x>Library and pool stay open, but the pool "
		    "closes in winter</h2></header>" STORY "</body></html>",
	    "div");
	T_STR(s, "Library and pool stay open, but the pool closes in winter");
	free(s);
	/* empty elements and pictures between them change nothing */
	s = deck_of("<html><body><h1>Budget settled</h1><span></span>"
		    "<img src=a.jpg><p><em>Library and pool stay open, but "
		    "the pool closes in winter</em></p>" STORY "</body></html>",
	    "div");
	T_STR(s, "Library and pool stay open, but the pool closes in winter");
	free(s);
}

static void
test_deck_highlights(void)
{
	char *s;

	/* a list of lines under the headline: story highlights */
	s = deck_of(
	    "<html><body><h1>Budget settled</h1><section><ul>"
	    "<li>Highlights</li>"
	    "<li>Library and pool stay open, the pool shut in winter</li>"
	    "<li>Savings from the closures pay for a new bus line</li>"
	    "</ul></section>" STORY "</body></html>",
	    "div");
	T_STR(s,
	    "Highlights\nLibrary and pool stay open, the pool shut in "
	    "winter\nSavings from the closures pay for a new bus line");
	free(s);
	/* one long item only: a menu with a slogan, no deck */
	s = deck_of(
	    "<html><body><h1>Budget settled</h1><ul><li>Home</li>"
	    "<li>Library and pool stay open, the pool shut in winter</li>"
	    "<li>Sport</li></ul>" STORY "</body></html>",
	    "div");
	T_OK(s == NULL);
	free(s);
	/* an item of several lines: no list of highlights */
	s = deck_of(
	    "<html><body><h1>Budget settled</h1><ul>"
	    "<li>Library and pool stay open, the pool shut in winter</li>"
	    "<li><p>Savings from the closures pay for a new bus</p>"
	    "<p>line, the mayor said on Tuesday night</p></li>"
	    "</ul>" STORY "</body></html>",
	    "div");
	T_OK(s == NULL);
	free(s);
}

static void
test_deck_not_a_byline_nor_a_menu(void)
{
	char *s;

	/* a date or a time: a dateline or a byline */
	s = deck_of("<html><body><h1>Budget settled</h1><p>By Ann Lee, "
		    "city reporter, on Tuesday 12 March 2013</p>" STORY
		    "</body></html>",
	    "div");
	T_OK(s == NULL);
	free(s);
	s = deck_of("<html><body><h1>Budget settled</h1><p>Posted by Ann "
		    "Lee for the city desk at 9:41 in the morning</p>" STORY
		    "</body></html>",
	    "div");
	T_OK(s == NULL);
	free(s);
	/* links: a menu, tags, a share bar */
	s = deck_of("<html><body><h1>Budget settled</h1><p>Filed in <a "
		    "href=/c>City hall and local government news</a> and "
		    "more</p>" STORY "</body></html>",
	    "div");
	T_OK(s == NULL);
	free(s);
	/* a label, not a sentence */
	s = deck_of("<html><body><h1>Budget settled</h1><p>Local news</p>" STORY
		    "</body></html>",
	    "div");
	T_OK(s == NULL);
	free(s);
	/* the headline again, as an audio player titles its recording */
	s = deck_of("<html><body><h1>Library and pool stay open, but the "
		    "pool's shut in winter</h1><h2>Library and pool stay "
		    "open, but the pool\xe2\x80\x99s shut in winter</h2>" STORY
		    "</body></html>",
	    "div");
	T_OK(s == NULL);
	free(s);
}

static void
test_deck_past_a_byline(void)
{
	char *s;

	/* Plone and many news themes: the byline, then the deck */
	s = deck_of("<html><body><h1>Budget settled</h1><p>by <a "
		    "href=/ann>Ann Lee</a> &mdash; published Mar 02, 2012 "
		    "09:05 PM</p><p>Library and pool stay open, but the "
		    "pool closes in winter</p>" STORY "</body></html>",
	    "div");
	T_STR(s, "Library and pool stay open, but the pool closes in winter");
	free(s);
	/* an author's line and a date line */
	s = deck_of("<html><body><h1>Budget settled</h1><p>Ann Lee</p><p>12 "
		    "March 2013</p><p>Library and pool stay open, but the "
		    "pool closes in winter</p>" STORY "</body></html>",
	    "div");
	T_OK(s == NULL); /* the author's line has no date: no byline */
	free(s);
	/* the writer's name, a link to their page, over the date */
	s = deck_of("<html><body><h1>Budget settled</h1><section><a "
		    "href=/ann>Ann Lee</a><p>12. 3. 2013 10:32</p></section><p "
		    "class=perex>Library and pool stay open, but the pool "
		    "closes in winter</p>" STORY "</body></html>",
	    "div");
	T_STR(s, "Library and pool stay open, but the pool closes in winter");
	free(s);
	s = deck_of("<html><body><h1>Budget settled</h1><p>By Ann Lee, 9:41 "
		    "</p><p>12 March 2013</p><p>Library and pool stay open, "
		    "but the pool closes in winter</p>" STORY "</body></html>",
	    "div");
	T_STR(s, "Library and pool stay open, but the pool closes in winter");
	free(s);
	/* a long line with a year is prose, not a byline: the deck, and
	 * nothing past it */
	s = deck_of("<html><body><h1>Budget settled</h1><p>The council that "
		    "was elected in 2012 met on Tuesday night and settled the "
		    "budget for the coming year at last</p><p>Library and "
		    "pool stay open, but the pool closes in winter</p>" STORY
		    "</body></html>",
	    "div");
	T_STR(s,
	    "The council that was elected in 2012 met on Tuesday night "
	    "and settled the budget for the coming year at last");
	free(s);
	/* the writer's follow button, its label a sentence: no deck */
	s = deck_of("<html><body><h1>Budget settled</h1><section><a "
		    "href=/ann>Ann Lee</a><p>12. 3. 2013 10:32</p></section>"
		    "<div><button><span>Get email alerts for the articles of "
		    "Ann Lee as they come out</span>Follow</button></div>" STORY
		    "</body></html>",
	    "div");
	T_OK(s == NULL);
	free(s);
}

static void
test_deck_outside_the_body_before_it(void)
{
	char *s;

	/* the body starts right after the headline: its first paragraph
	 * is the story's */
	s = deck_of("<html><body><h1>Budget settled</h1>" STORY
		    "</body></html>",
	    "div");
	T_OK(s == NULL);
	free(s);
	/* a headline inside the body */
	s = deck_of("<html><body><div><h1>Budget settled</h1><p>Library "
		    "and pool stay open, but the pool closes in winter</p>"
		    "<p>The council met.</p></div></body></html>",
	    "div");
	T_OK(s == NULL);
	free(s);
	/* the line after the headline comes after the body */
	s = deck_of("<html><body>" STORY "<h1>Budget settled</h1><p>Library "
		    "and pool stay open, but the pool closes in winter</p>"
		    "</body></html>",
	    "div");
	T_OK(s == NULL);
	free(s);
	/* loose text first: no line of its own */
	s = deck_of("<html><body><div><h1>Budget settled</h1>Library and "
		    "pool stay open<p>but the pool closes in winter as the "
		    "mayor said</p></div>" STORY "</body></html>",
	    "p");
	T_OK(s == NULL);
	free(s);
}

static void
test_deck_not_a_caption(void)
{
	char *s;

	/* the lead photo's box: its line is the caption */
	s = deck_of(
	    "<html><body><h1>Budget settled</h1><div><img "
	    "src=a.jpg> <p>The mayor speaks to the council on "
	    "Tuesday night in the town hall (Photo: Ann Lee)</p></div>" ARTICLE
	    "</body></html>",
	    "article");
	T_OK(s == NULL);
	free(s);
	/* a figure's caption */
	s = deck_of(
	    "<html><body><h1>Budget settled</h1><figure><img "
	    "src=a.jpg><figcaption>The mayor speaks to the council on "
	    "Tuesday night in the town hall</figcaption></figure>" ARTICLE
	    "</body></html>",
	    "article");
	T_OK(s == NULL);
	free(s);
	/* a line that shows a picture */
	s = deck_of("<html><body><h1>Budget settled</h1><p><img src=a.jpg>"
		    "The mayor speaks to the council on Tuesday night in the "
		    "town hall</p>" ARTICLE "</body></html>",
	    "article");
	T_OK(s == NULL);
	free(s);
	/* the caption in a box of its own after the picture's, as a
	 * year in it no longer tells */
	s = deck_of(
	    "<html><body><h1>Budget settled</h1><div><div><img "
	    "src=a.jpg></div><div><p>The mayor speaks to the council on "
	    "Tuesday night in the town hall</p></div></div>" ARTICLE
	    "</body></html>",
	    "article");
	T_OK(s == NULL);
	free(s);
	/* the lead picture in the headline's box, its dated caption in a
	 * box of its own after it */
	s = deck_of("<html><body><div><h1>Budget settled</h1><img "
		    "src=a.jpg><div><p>The mayor speaks to the council in the "
		    "town hall on Tuesday, Nov. 19, 2019, as the vote "
		    "nears</p></div></div>" ARTICLE "</body></html>",
	    "article");
	T_OK(s == NULL);
	free(s);
	/* the picture in its own box, the deck after it */
	s = deck_of("<html><body><h1>Budget settled</h1><div><img "
		    "src=a.jpg></div><p>Library and pool stay open, but the "
		    "pool closes in winter</p>" ARTICLE "</body></html>",
	    "article");
	T_STR(s, "Library and pool stay open, but the pool closes in winter");
	free(s);
}

/* A story's header box (its section's link, the headline, the deck,
 * share buttons) taken for chrome whole: the deck in it is still the
 * story's first line; not when the headline alone went, nor when the
 * body shows its text before that box. */
static void
test_deck_in_a_dropped_header(void)
{
	static const char page[] =
	    "<html><body><article><header><a href=/design>Design</a>"
	    "<h1>Budget settled</h1><p>Library and pool stay open, but the "
	    "pool closes in winter</p><a href=/share>Share</a></header>"
	    "<p>The council met on Tuesday to settle the budget for the "
	    "coming year.</p></article></body></html>";
	static const char late[] =
	    "<html><body><article><p>The council met on Tuesday to settle "
	    "the budget for the coming year.</p><header><h1>Budget "
	    "settled</h1><p>Library and pool stay open, but the pool closes "
	    "in winter</p></header></article></body></html>";
	char *s;

	s = deck_dropped(page, "article", "header");
	T_STR(s, "Library and pool stay open, but the pool closes in winter");
	free(s);
	s = deck_dropped(page, "article", "h1");
	T_OK(s == NULL);
	free(s);
	s = deck_dropped(page, "article", NULL);
	T_OK(s == NULL);
	free(s);
	s = deck_dropped(late, "article", "header");
	T_OK(s == NULL);
	free(s);
}

static void
test_deck_insert(void)
{
	char *text, *html;

	/* the deck opens the body: the headline is shown apart */
	text = xstrdup("The council met.");
	html = xstrdup("<p>The council met.</p>");
	deck_insert(&text, &html, "Pool & library stay open");
	T_STR(text, "Pool & library stay open\nThe council met.");
	T_STR(
	    html, "<p>Pool &amp; library stay open</p><p>The council met.</p>");
	/* a paragraph a line */
	free(html);
	html = xstrdup("<p>x</p>");
	free(text);
	text = xstrdup("");
	deck_insert(&text, &html, "One & two\nThree");
	T_STR(text, "One & two\nThree");
	T_STR(html, "<p>One &amp; two</p><p>Three</p><p>x</p>");
	free(text);
	free(html);
	text = xstrdup("Pool & library stay open\nThe council met.");
	html = NULL;
	/* once only */
	deck_insert(&text, &html, "Pool & library stay open");
	T_STR(text, "Pool & library stay open\nThe council met.");
	free(text);
}

int
main(void)
{
	T_RUN(test_deck_under_the_headline);
	T_RUN(test_deck_highlights);
	T_RUN(test_deck_not_a_byline_nor_a_menu);
	T_RUN(test_deck_past_a_byline);
	T_RUN(test_deck_outside_the_body_before_it);
	T_RUN(test_deck_not_a_caption);
	T_RUN(test_deck_in_a_dropped_header);
	T_RUN(test_deck_insert);
	return t_done();
}
